"""``LLMJudge``: the Judge protocol over a :class:`Backend`, in at most two calls per sample
(three when answer relevancy or coherence uses the endpoint's embeddings, one more when
rubric metrics are asked).

Call 1 (decompose) gives the claims and the questions answer relevancy compares; call 2
(verify) gives the verdict tables of faithfulness, context recall and precision, answer
correctness and the claim-level metrics. The rubric call scores every rubric of the
sample (fluency, the user's own) at once and needs neither. Every reply is requested
with a JSON schema, parsed and validated; an invalid reply gets exactly one repair
request. A reply cut at the token limit
(``finish_reason == "length"``) is asked again once with twice the ``max_tokens``, then
is ``truncated``; a call that keeps timing out is ``timeout``; other failures are
``judge_error``. A failed call voids only what depends on it: when call 2 or the
embeddings call fails, the metrics of call 1 keep their values (a
:class:`~ragmeter.judges.base.PartialJudgement`); when call 1 fails, the rubric scores
keep theirs. Never NaN, never a silent 0.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable
from typing import Any

from ragmeter.errors import ConfigError
from ragmeter.judges.abilities import BaseJudge, Estimate
from ragmeter.judges.base import JudgeError, Judgement, JudgeTask, PartialJudgement, Relevance, Usage
from ragmeter.judges.coherence import SentenceLinks
from ragmeter.judges.llm.estimate import estimate_run
from ragmeter.judges.llm.meaning import Similarities, meaning
from ragmeter.judges.llm.prompting import available_versions, load_prompts
from ragmeter.judges.llm.rubric import check_rubric_reply, parse_rubric_reply, rubric_prompts, rubric_request
from ragmeter.judges.llm.similarity import local_similarity
from ragmeter.judges.llm.tables import (
    TABLES,
    Decomposition,
    check_decomposition,
    check_verification,
    decompose_input,
    decompose_schema,
    parse_decomposition,
    parse_table,
    plan_for,
    unverified,
    verify_input,
    verify_plan,
    verify_schema,
)
from ragmeter.judges.rubric import RubricScore
from ragmeter.llm.backend import Backend, ChatRequest, EmbeddingsBackend
from ragmeter.llm.cache import CallCache
from ragmeter.llm.client import CallError, CallTally, Checker, LLMClient
from ragmeter.llm.config import LLMConfig
from ragmeter.text.similarity import Similarity

__all__ = ["LLMJudge"]

#: the judgement field each verify table fills
_FIELD = {
    "answer_claims_vs_contexts": "answer_vs_contexts",
    "reference_claims_vs_contexts": "reference_vs_contexts",
    "answer_claims_vs_reference": "answer_vs_reference",
    "reference_claims_vs_answer": "reference_vs_answer",
}


class LLMJudge(BaseJudge):
    """Judge samples with an LLM behind any OpenAI-compatible endpoint.

    >>> from ragmeter.testing import ScriptedBackend, judge_responder
    >>> judge = LLMJudge(ScriptedBackend(judge_responder), LLMConfig(model="test"))

    ``LLMJudge.from_config(LLMConfig(model=..., base_url=...))`` builds the OpenAI
    backend (key from the environment) and the SQLite call cache.

    Answer relevancy's similarity comes from the config (``embeddings_model``, else
    ``similarity``: lexical, char-ngram or e5); a ``similarity`` passed here (any
    :class:`~ragmeter.text.similarity.Similarity`) replaces the local one.
    """

    name = "llm"

    def __init__(
        self,
        backend: Backend | None,
        config: LLMConfig | None = None,
        *,
        cache: CallCache | None = None,
        similarity: Similarity | None = None,
        sleep: Callable[[float], None] | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.config = config or LLMConfig()
        if not self.config.model:
            raise ConfigError("the LLM judge needs a model name (--judge llm:MODEL or model = ... in [llm])")
        if self.config.embeddings_model:
            if similarity is not None:
                raise ConfigError("give either a similarity or an embeddings_model, not both")
            if backend is not None and not isinstance(backend, EmbeddingsBackend):
                raise ConfigError(f"embeddings_model needs a backend that serves embeddings, not {backend!r}")
        self.backend = backend
        self.similarity: Similarity | None = None
        if not self.config.embeddings_model:
            self.similarity = (
                similarity if similarity is not None else local_similarity(self.config.similarity)
            )
        versions = available_versions()
        if self.config.prompt_version not in versions:
            raise ConfigError(
                f"llm prompt_version must be one of the versions shipped with ragmeter "
                f"({', '.join(versions)}), got {self.config.prompt_version!r}"
            )
        self.prompts = load_prompts(self.config.prompt_version)
        self.rubric_prompts = rubric_prompts()
        self.client = LLMClient.configured(backend, self.config, cache=cache, sleep=sleep, clock=clock)

    @classmethod
    def from_config(
        cls, config: LLMConfig, *, dry_run: bool = False, explicit_key_env: bool = False
    ) -> LLMJudge:
        """The judge for a real endpoint (its client: :meth:`LLMClient.from_config`).
        ``dry_run``: no backend, no key needed, and the cache is only read (and only when
        it already exists)."""
        client = LLMClient.from_config(config, dry_run=dry_run, explicit_key_env=explicit_key_env)
        return cls(client.backend, config, cache=client.cache)

    @property
    def cache(self) -> CallCache | None:
        return self.client.cache

    @property
    def llm_client(self) -> LLMClient:
        """The client the judge's calls go through (``judges.abilities.llm_client``)."""
        return self.client

    # ------------------------------------------------------------------ the protocol
    @property
    def version(self) -> str:
        return self.prompts.tag

    @property
    def concurrency(self) -> int:
        return self.config.concurrency

    @property
    def workers(self) -> int:
        """Samples judged at once: a quarter more than the calls allowed in flight, so
        that while some threads parse replies or compute metrics (between a sample's two
        calls, and after them) the limiter still has calls waiting to fill it."""
        return self.config.concurrency + max(1, self.config.concurrency // 4)

    @property
    def similarity_label(self) -> str:
        """How answer relevancy compares questions, as the spec records it."""
        if self.similarity is None:
            return self.config.relevancy_similarity
        return self.similarity.name

    def describe(self) -> dict[str, Any]:
        cfg = self.config
        return {
            "name": self.name,
            "spec": f"llm:{cfg.model}+{self.similarity_label}",
            "version": self.version,
            "model": cfg.model,
            "prompt_version": self.prompts.version,
            "prompt_digest": self.prompts.digest,
            "backend": self.backend.describe() if self.backend is not None else None,
            "temperature": cfg.temperature,
            "seed": cfg.seed,
            "max_tokens": cfg.max_tokens,
            "concurrency": cfg.concurrency,
            "max_retries": cfg.max_retries,
            "similarity": self.similarity_label,
            "embeddings_model": cfg.embeddings_model,
            "api_key_env": cfg.api_key_env,
            "cache": str(self.cache.path) if self.cache is not None else None,
            "prices_per_1m_tokens": {"in": cfg.price_in, "out": cfg.price_out} if cfg.priced else None,
        }

    def judge(self, task: JudgeTask) -> Judgement:
        tally = CallTally()
        try:
            return self._judge(task, tally)
        except JudgeError as exc:
            exc.usage = tally.usage
            raise

    def run_usage(self, usage: Usage) -> dict[str, Any]:
        """Extra accounting for a run's summary: cost (when prices are set) and how the
        endpoint behaved (retries, rate limits, timeouts, the adaptive concurrency)."""
        out: dict[str, Any] = {"endpoint": self.client.stats()}
        cost = self.config.cost(usage.prompt_tokens, usage.completion_tokens)
        if cost is not None:
            out["cost_usd"] = round(cost, 6)
        return out

    def estimate(self, tasks: Iterable[JudgeTask | None]) -> Estimate:
        """The calls, tokens and cost judging ``tasks`` would take (``--dry-run``)."""
        return estimate_run(tasks, self)

    def close(self) -> None:
        if self.cache is not None:
            self.cache.close()

    # ------------------------------------------------------------------ the two calls
    def build_request(self, stage: str, input_json: str, schema: dict[str, Any]) -> ChatRequest:
        cfg = self.config
        return ChatRequest(
            model=cfg.model,
            messages=(
                ("system", self.prompts.render(f"{stage}_system")),
                ("user", self.prompts.render(f"{stage}_user", input=input_json)),
            ),
            schema_name=f"ragmeter_{stage}",
            schema=schema,
            prompt_version=self.prompts.tag,
            temperature=cfg.temperature,
            seed=cfg.seed,
            max_tokens=cfg.max_tokens,
        )

    def _judge(self, task: JudgeTask, tally: CallTally) -> Judgement:
        voided: dict[str, JudgeError] = {}
        rubric_scores = None
        if task.rubrics:  # one call for every rubric; it needs nothing of the others
            try:
                req = rubric_request(self.config, self.rubric_prompts, task)
                data = self._ask(req, lambda x: check_rubric_reply(x, task.rubrics), tally)
                rubric_scores = parse_rubric_reply(data, task.rubrics)
            except JudgeError as exc:
                voided["rubrics"] = exc
        plan = plan_for(task)
        d = Decomposition()
        first: JudgeError | None = None
        if plan.needed:  # the tables and relevancy depend on call 1: its failure is theirs
            req = self.build_request("decompose", decompose_input(task, plan), decompose_schema(plan))
            try:
                d = parse_decomposition(self._ask(req, lambda x: check_decomposition(x, plan), tally))
            except JudgeError as exc:
                if not task.rubrics:
                    raise  # nothing would be left: the sample's failure
                first = exc
                voided.update((name, exc) for name in _asked(task))
        tables: dict[str, Any] = {}
        vplan = verify_plan(task, d)
        if first is None and vplan.needed:
            req = self.build_request("verify", verify_input(task, d, vplan), verify_schema(vplan))
            try:
                data = self._ask(req, lambda x: check_verification(x, vplan), tally)
            except JudgeError as exc:  # voids call 2's tables only
                voided.update((_FIELD[t], exc) for t in vplan.tables)
            else:
                for table in vplan.tables:
                    claims = d.answer_claims if TABLES[table][0] == "answer_claims" else d.reference_claims
                    tables[table] = parse_table(data[table], claims)
        relevance, coherence = meaning(
            task,
            d,
            Similarities(self.similarity, self.similarity_label, self.config),
            lambda texts: self._vectors(texts, tally),
            voided,
            relevance=first is None,
        )
        return self._judgement(task, d, tables, relevance, voided, tally.usage, coherence, rubric_scores)

    def _ask(self, request: ChatRequest, checker: Checker, tally: CallTally) -> Any:
        """A validated reply through the client (at most one repair request, in this
        prompt version's words); a call that fails is the judge's error."""
        try:
            return self.client.ask_into(request, checker, tally, repair=self.prompts.texts["repair"])
        except CallError as exc:
            raise JudgeError(exc.reason, exc.status) from None

    def _judgement(
        self,
        task: JudgeTask,
        d: Decomposition,
        tables: dict[str, Any],
        relevance: Relevance | None,
        voided: dict[str, JudgeError],
        usage: Usage,
        coherence: SentenceLinks | None = None,
        rubrics: tuple[RubricScore, ...] | None = None,
    ) -> Judgement:
        refusal = d.noncommittal
        no_ctx = "no contexts were retrieved"
        avc = rvc = avr = rva = None
        if task.answer_vs_contexts:
            avc = (
                ()
                if refusal
                else tables.get("answer_claims_vs_contexts", unverified(d.answer_claims, no_ctx))
            )
        if task.reference_vs_contexts and (task.reference or "").strip():
            rvc = tables.get("reference_claims_vs_contexts", unverified(d.reference_claims, no_ctx))
        if task.correctness and (task.reference or "").strip():
            avr = tables.get("answer_claims_vs_reference", ())
            why = "the answer is noncommittal" if refusal else "the answer is empty"
            rva = tables.get("reference_claims_vs_answer", unverified(d.reference_claims, why))
        fields: dict[str, Any] = {
            "refusal": refusal,
            "answer_vs_contexts": avc,
            "reference_vs_contexts": rvc,
            "answer_vs_reference": avr,
            "reference_vs_answer": rva,
            "relevance": relevance,
            "usage": usage,
            "coherence": coherence,
            "rubrics": rubrics,
        }
        if voided:
            return PartialJudgement(voided, **fields)
        return Judgement(**fields)

    def _vectors(self, texts: tuple[str, ...], tally: CallTally) -> list[list[float]]:
        """One embeddings call for ``texts`` (cached), one vector per text."""
        assert self.config.embeddings_model
        try:
            return self.client.embed(self.config.embeddings_model, texts, tally)
        except CallError as exc:
            raise JudgeError(exc.reason, exc.status) from None


def _asked(task: JudgeTask) -> list[str]:
    """The judgement fields call 1 feeds that ``task`` asks for."""
    has_ref = bool((task.reference or "").strip())
    out = []
    if task.answer_vs_contexts:
        out.append("answer_vs_contexts")
    if task.reference_vs_contexts and has_ref:
        out.append("reference_vs_contexts")
    if task.correctness and has_ref:
        out += ["answer_vs_reference", "reference_vs_answer"]
    if task.relevance:
        out.append("relevance")
    return out
