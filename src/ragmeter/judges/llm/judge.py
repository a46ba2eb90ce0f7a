"""``LLMJudge``: the Judge protocol over a :class:`Backend`, in at most two calls per sample.

Every reply is requested with a JSON schema, parsed and validated; an invalid reply gets
exactly one repair request, then the sample's judged metrics get ``judge_error`` with
the reason. A reply cut at the token limit is ``truncated``; a call that keeps timing
out is ``timeout``. Never NaN, never a silent 0.
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ragmeter.errors import ConfigError
from ragmeter.judges.base import JudgeError, Judgement, JudgeTask, Relevance, Usage
from ragmeter.judges.llm.backend import Backend, ChatRequest, OpenAIBackend
from ragmeter.judges.llm.cache import CallCache
from ragmeter.judges.llm.config import LLMConfig, resolve_api_key
from ragmeter.judges.llm.http_backend import HTTPBackend, proxy_applies
from ragmeter.judges.llm.policy import AdaptiveLimiter, Caller, CallOutcome
from ragmeter.judges.llm.prompting import load_prompts
from ragmeter.judges.llm.similarity import Similarity, lexical_similarity
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
from ragmeter.schema import Status

__all__ = ["LLMJudge"]

Checker = Callable[[Any], list[str]]


@dataclass
class _Tally:
    """Calls and tokens spent on one sample (a failed sample still reports them)."""

    usage: Usage = field(default_factory=Usage)

    def add(self, outcome: CallOutcome) -> None:
        r = outcome.reply
        self.usage += (
            Usage(cached_calls=1) if outcome.cached else Usage(1, 0, r.prompt_tokens, r.completion_tokens)
        )


def parse_json(content: str) -> Any:
    """The JSON value in a reply, tolerating a Markdown code fence around it."""
    text = content.strip()
    if text.startswith("```"):
        text = text.split("\n", 1)[1] if "\n" in text else ""
        text = text.rsplit("```", 1)[0]
    return json.loads(text)


class LLMJudge:
    """Judge samples with an LLM behind any OpenAI-compatible endpoint.

    >>> from ragmeter.testing import ScriptedBackend, judge_responder
    >>> judge = LLMJudge(ScriptedBackend(judge_responder), LLMConfig(model="test"))

    ``LLMJudge.from_config(LLMConfig(model=..., base_url=...))`` builds the OpenAI
    backend (key from the environment) and the SQLite call cache.
    """

    name = "llm"

    def __init__(
        self,
        backend: Backend | None,
        config: LLMConfig | None = None,
        *,
        cache: CallCache | None = None,
        similarity: Similarity = lexical_similarity,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self.config = config or LLMConfig()
        if not self.config.model:
            raise ConfigError("the LLM judge needs a model name (--judge llm:MODEL or model = ... in [llm])")
        self.backend = backend
        self.cache = cache
        self.similarity = similarity
        self.prompts = load_prompts(self.config.prompt_version)
        self.caller = Caller(
            backend,
            cache=cache,
            retry=self.config.retry,
            limiter=AdaptiveLimiter(self.config.concurrency),
            sleep=sleep,
            seed=self.config.seed or 0,
        )

    @classmethod
    def from_config(
        cls, config: LLMConfig, *, dry_run: bool = False, explicit_key_env: bool = False
    ) -> LLMJudge:
        """The judge for a real endpoint. ``dry_run``: no backend, no key needed, and the
        cache is only read (and only when it already exists)."""
        cache: CallCache | None = None
        if config.cache:
            path = Path(config.cache_path) if config.cache_path else None
            if not dry_run or (path or _default_store()).exists():
                cache = CallCache(path)
        backend: Backend | None = None
        if not dry_run:
            key = resolve_api_key(config, explicit_env=explicit_key_env)
            backend = make_backend(config, key)
        return cls(backend, config, cache=cache)

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

    def describe(self) -> dict[str, Any]:
        cfg = self.config
        return {
            "name": self.name,
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
            "similarity": getattr(self.similarity, "__name__", type(self.similarity).__name__),
            "api_key_env": cfg.api_key_env,
            "cache": str(self.cache.path) if self.cache is not None else None,
            "prices_per_1m_tokens": {"in": cfg.price_in, "out": cfg.price_out} if cfg.priced else None,
        }

    def judge(self, task: JudgeTask) -> Judgement:
        tally = _Tally()
        try:
            return self._judge(task, tally)
        except JudgeError as exc:
            exc.usage = tally.usage
            raise

    def run_usage(self, usage: Usage) -> dict[str, Any]:
        """Extra accounting for a run's summary: cost (when prices are set) and how the
        endpoint behaved (retries, rate limits, timeouts, the adaptive concurrency)."""
        out: dict[str, Any] = {"endpoint": self.caller.stats()}
        cost = self.config.cost(usage.prompt_tokens, usage.completion_tokens)
        if cost is not None:
            out["cost_usd"] = round(cost, 6)
        return out

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

    def _judge(self, task: JudgeTask, tally: _Tally) -> Judgement:
        plan = plan_for(task)
        d = Decomposition()
        if plan.needed:
            req = self.build_request("decompose", decompose_input(task, plan), decompose_schema(plan))
            d = parse_decomposition(self._ask(req, lambda x: check_decomposition(x, plan), tally))
        vplan = verify_plan(task, d)
        tables: dict[str, Any] = {}
        if vplan.needed:
            req = self.build_request("verify", verify_input(task, d, vplan), verify_schema(vplan))
            data = self._ask(req, lambda x: check_verification(x, vplan), tally)
            for table in vplan.tables:
                claims = d.answer_claims if TABLES[table][0] == "answer_claims" else d.reference_claims
                tables[table] = parse_table(data[table], claims)
        return self._judgement(task, d, tables, tally.usage)

    def _ask(self, request: ChatRequest, checker: Checker, tally: _Tally) -> Any:
        """A validated reply, after at most one repair request."""
        data, errors, content = self._attempt(request, checker, tally)
        if not errors:
            return data
        listed = "\n".join(f"- {e}" for e in errors)
        repair = request.with_messages(
            ("assistant", content or ""), ("user", self.prompts.render("repair", errors=listed))
        )
        data, errors, _ = self._attempt(repair, checker, tally)
        if not errors:
            return data
        raise JudgeError(
            f"{request.schema_name}: the reply was invalid even after one repair request: "
            + "; ".join(errors)
        )

    def _attempt(
        self, request: ChatRequest, checker: Checker, tally: _Tally
    ) -> tuple[Any, list[str], str | None]:
        outcome = self.caller.call(request)
        tally.add(outcome)
        reply = outcome.reply
        stage = request.schema_name
        if reply.finish_reason == "length":
            limit = f"max_tokens={self.config.max_tokens}" if self.config.max_tokens else "the server's limit"
            raise JudgeError(
                f"{stage}: the reply was cut off at the token limit ({limit}, finish_reason=length)",
                Status.TRUNCATED,
            )
        if reply.refusal:
            raise JudgeError(f"{stage}: the model refused to judge: {reply.refusal.strip()[:200]}")
        if reply.finish_reason == "content_filter":
            raise JudgeError(f"{stage}: the endpoint's content filter blocked the reply")
        if not (reply.content or "").strip():
            return None, ["the reply is empty; a JSON object was expected"], reply.content
        try:
            data = parse_json(reply.content or "")
        except ValueError as exc:
            return None, [f"the reply is not valid JSON ({exc})"], reply.content
        return data, checker(data), reply.content

    def _judgement(
        self, task: JudgeTask, d: Decomposition, tables: dict[str, Any], usage: Usage
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
        relevance = self._relevance(task, d) if task.relevance else None
        return Judgement(
            refusal=refusal,
            answer_vs_contexts=avc,
            reference_vs_contexts=rvc,
            answer_vs_reference=avr,
            reference_vs_answer=rva,
            relevance=relevance,
            usage=usage,
        )

    def _relevance(self, task: JudgeTask, d: Decomposition) -> Relevance:
        if not task.answer.strip():
            return Relevance(0.0, "there is no answer")
        if d.noncommittal or not d.questions:
            return Relevance(0.0, "the answer is noncommittal", d.questions)
        sims = [self.similarity(task.question, q) for q in d.questions]
        score = min(1.0, max(0.0, sum(sims) / len(sims)))
        name = getattr(self.similarity, "__name__", "similarity")
        return Relevance(
            score,
            f"mean {name} of {len(sims)} questions generated from the answer to the question",
            d.questions,
        )


def make_backend(config: LLMConfig, api_key: str) -> Backend:
    """The transport ``config.backend`` names (``auto``: the lean standard-library client
    for plain ``http://`` URLs that no proxy applies to, the openai SDK otherwise)."""
    kind = config.backend
    if kind == "auto":
        url = config.base_url or ""
        kind = "http" if url.startswith("http://") and not proxy_applies(url) else "openai"
    if kind == "http":
        assert config.base_url  # LLMConfig refuses backend="http" without one
        return HTTPBackend(config.base_url, api_key, config.timeout)
    return OpenAIBackend(config.base_url, api_key, config.timeout)


def _default_store() -> Path:
    from ragmeter.store import default_path

    return default_path()
