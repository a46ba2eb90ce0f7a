"""``--dry-run``: how many calls and tokens a run would spend, without any network.

For each sample the estimate builds the very requests the judge would send. Call 1 is
exact (it depends on the sample only). Call 2 depends on call 1's claims: when call 1
is already in the cache, its reply gives the exact call 2; otherwise the answer and the
reference are split into claims with the offline sentence splitter. Output tokens are
estimated from the expected shape of the replies (the constants below). Retries and
repair requests are not predicted; cached calls cost nothing. With an embeddings model
each sample that needs answer relevancy or coherence adds one embeddings call (its
tokens are not priced). A sample with rubric metrics adds the rubric call, built exactly.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, Protocol

from ragmeter.judges.abilities import Estimate
from ragmeter.judges.base import JudgeTask, Usage
from ragmeter.judges.llm.meaning import embedding_texts
from ragmeter.judges.llm.prompting import PromptSet
from ragmeter.judges.llm.rubric import rubric_request
from ragmeter.judges.llm.tables import (
    Decomposition,
    Plan,
    VerifyPlan,
    check_decomposition,
    decompose_input,
    decompose_schema,
    parse_decomposition,
    plan_for,
    verify_input,
    verify_plan,
    verify_schema,
)
from ragmeter.llm.backend import ChatRequest, EmbeddingRequest
from ragmeter.llm.client import LLMClient
from ragmeter.llm.config import LLMConfig
from ragmeter.llm.schema_check import parse_json
from ragmeter.llm.tokens import approx_tokens, request_tokens
from ragmeter.text.claims import claims as split_claims
from ragmeter.text.facts import is_refusal

__all__ = ["estimate_run", "estimate_task"]

#: expected output tokens of one verdict entry (reason, evidence quote, JSON syntax)
VERDICT_TOKENS_WITH_EVIDENCE = 60
VERDICT_TOKENS = 30
#: JSON syntax around a claim or a question in call 1's reply
ITEM_OVERHEAD = 4
N_QUESTIONS = 3


class LLMJudge(Protocol):
    """What an estimate reads of the LLM judge (:class:`ragmeter.judges.llm.LLMJudge`):
    its settings, the requests it would build, and its call cache."""

    config: LLMConfig
    client: LLMClient
    rubric_prompts: PromptSet

    def build_request(self, stage: str, input_json: str, schema: dict[str, Any]) -> ChatRequest: ...


def _guess_decomposition(task: JudgeTask, plan: Plan) -> Decomposition:
    noncommittal = plan.noncommittal and is_refusal(task.answer)
    answer = tuple(split_claims(task.answer)) if plan.answer_claims and not noncommittal else ()
    reference = tuple(split_claims(task.reference or "")) if plan.reference_claims else ()
    questions = (task.question,) * N_QUESTIONS if plan.questions else ()
    return Decomposition(noncommittal, answer, reference, questions)


def _decompose_out(d: Decomposition) -> int:
    items = (*d.answer_claims, *d.reference_claims, *d.questions)
    return 8 + sum(approx_tokens(x) + ITEM_OVERHEAD for x in items)


def _verify_out(plan: VerifyPlan) -> int:
    total = 4
    for table in plan.tables:
        n = plan.counts["answer_claims" if table.startswith("answer") else "reference_claims"]
        total += n * (VERDICT_TOKENS_WITH_EVIDENCE if table.endswith("contexts") else VERDICT_TOKENS)
    return total


def _cached_decomposition(judge: LLMJudge, request: ChatRequest, plan: Plan) -> Decomposition | None:
    hit = judge.client.cached(request)
    if hit is None or hit.finish_reason != "stop" or not hit.content:
        return None
    try:
        data = parse_json(hit.content)
    except ValueError:
        return None
    return None if check_decomposition(data, plan) else parse_decomposition(data)


def _rubric_tokens(task: JudgeTask) -> int:
    return 4 + sum(VERDICT_TOKENS + ITEM_OVERHEAD for _ in task.rubrics)


def estimate_task(judge: LLMJudge, task: JudgeTask) -> Estimate:
    est = Estimate(samples=1)
    if task.rubrics:
        req = rubric_request(judge.config, judge.rubric_prompts, task)
        hit = judge.client.cached(req) is not None
        est.usage += Usage(cached_calls=1) if hit else Usage(1, 0, request_tokens(req), _rubric_tokens(task))
    plan = plan_for(task)
    if not plan.needed:
        return _embeddings(judge, task, Decomposition(), est, exact=True)
    req1 = judge.build_request("decompose", decompose_input(task, plan), decompose_schema(plan))
    d = _cached_decomposition(judge, req1, plan)
    exact = d is not None
    if d is not None:
        est.usage += Usage(cached_calls=1)
    else:
        d = _guess_decomposition(task, plan)
        est.usage += Usage(1, 0, request_tokens(req1), _decompose_out(d))
    vplan = verify_plan(task, d)
    if vplan.needed:
        req2 = judge.build_request("verify", verify_input(task, d, vplan), verify_schema(vplan))
        if exact and judge.client.cached(req2) is not None:
            est.usage += Usage(cached_calls=1)
        else:
            est.usage += Usage(1, 0, request_tokens(req2), _verify_out(vplan))
    return _embeddings(judge, task, d, est, exact=exact)


def _embeddings(
    judge: LLMJudge, task: JudgeTask, d: Decomposition, est: Estimate, *, exact: bool
) -> Estimate:
    """The embeddings call relevancy and coherence share, when the endpoint's embeddings
    are the similarity."""
    model = judge.config.embeddings_model
    q_texts, s_texts = embedding_texts(task, d)
    if model and (q_texts or s_texts):
        req3 = EmbeddingRequest(model, (*q_texts, *s_texts))
        cached = exact and judge.client.cached(req3) is not None
        est.usage += Usage(cached_calls=1) if cached else Usage(1)
    return est


def estimate_run(tasks: Iterable[JudgeTask | None], judge: LLMJudge) -> Estimate:
    """What judging ``tasks`` would cost (one per sample; ``None``: nothing to judge):
    the sum of :func:`estimate_task`."""
    total = Estimate()
    for task in tasks:
        if task is None:
            total.samples += 1
            continue
        total.add(estimate_task(judge, task))
    total.cost_usd = judge.config.cost(total.usage.prompt_tokens, total.usage.completion_tokens)
    total.notes.append(
        "tokens are estimated (about 4 characters per token); retries and repair requests are not included"
    )
    return total
