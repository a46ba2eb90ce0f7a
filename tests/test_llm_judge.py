"""The LLM judge's task semantics, over the in-package ScriptedBackend (no HTTP)."""

from __future__ import annotations

import json
import math

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.conftest import EXAMPLES

import ragmeter
from ragmeter.judges.base import JudgeError, JudgeTask, Label
from ragmeter.judges.llm import LLMConfig, LLMJudge, lexical_similarity
from ragmeter.sample import Status
from ragmeter.testing import Fault, Reply, ScriptedBackend

CASES = EXAMPLES / "store_policy" / "cases.jsonl"
CORE = ["faithfulness", "answer_relevancy", "context_precision", "context_recall"]


def make_judge(*script: object, **cfg: object) -> tuple[LLMJudge, ScriptedBackend]:
    backend = ScriptedBackend(*script)  # type: ignore[arg-type]
    return LLMJudge(backend, LLMConfig(model="judge-model", **cfg), sleep=lambda _s: None), backend  # type: ignore[arg-type]


def record(k: int, i: int = 0) -> dict[str, object]:
    contexts = [
        f"Passage {j} of case {i}: the warranty lasts {j + 1} years for model X{j}." for j in range(k)
    ]
    contexts[0] = f"Returns are accepted within 30 days of delivery for case {i}."
    return {
        "id": f"s{i}",
        "question": f"How long do I have to return an item in case {i}?",
        "answer": f"You can return it within 30 days of delivery for case {i}. Shipping is free.",
        "reference": f"Returns are accepted within 30 days of delivery for case {i}.",
        "contexts": contexts,
    }


def test_every_judged_metric_runs_on_the_llm_judge_unchanged() -> None:
    judge, _ = make_judge()
    llm = ragmeter.evaluate(str(CASES), judge=judge)
    offline = ragmeter.evaluate(str(CASES))
    assert [r.diagnosis.label.value for r in llm.samples] == [
        r.diagnosis.label.value for r in offline.samples
    ]
    for name in (
        "faithfulness",
        "answer_relevancy",
        "context_precision",
        "context_recall",
        "answer_correctness",
    ):
        statuses = {r.scores[name].status for r in llm.samples}
        assert statuses <= {Status.OK, Status.NOT_APPLICABLE}, (name, statuses)
        assert any(r.scores[name].ok for r in llm.samples), name
    assert llm.summary.judge["name"] == "llm"


@pytest.mark.parametrize("k", [1, 5, 10, 20])
def test_at_most_two_calls_per_sample_whatever_k(k: int) -> None:
    judge, backend = make_judge()
    result = ragmeter.evaluate(
        [record(k, i) for i in range(3)], metrics=[*CORE, "answer_correctness"], judge=judge
    )
    assert backend.calls == 6
    assert all(r.usage.calls == 2 for r in result.samples)
    verify = [r for r in backend.requests if r.schema_name == "ragmeter_verify"]
    # the verdict matrix covers every context in one request
    assert all(f"Passage {k - 1} of case" in r.messages[1][1] or k == 1 for r in verify)


@settings(max_examples=40, deadline=None)
@given(
    k=st.integers(0, 12),
    answer=st.sampled_from(["", "I don't know.", "It is 30 days. Shipping is free. Call us.", "Yes."]),
    reference=st.sampled_from([None, "", "Thirty days.", "Returns: 30 days. Refunds: 5 days."]),
    metrics=st.lists(st.sampled_from([*CORE, "answer_correctness"]), min_size=1, unique=True),
)
def test_call_count_property(k: int, answer: str, reference: str | None, metrics: list[str]) -> None:
    judge, backend = make_judge()
    rec = {
        "question": "How long is the return window?",
        "answer": answer,
        "contexts": [f"c{j}" for j in range(k)],
    }
    if reference is not None:
        rec["reference"] = reference
    result = ragmeter.evaluate([rec], metrics=metrics, judge=judge, config=None)
    assert backend.calls <= 2
    for score in result.samples[0].scores.values():
        assert score.value is None or (math.isfinite(score.value) and 0 <= score.value <= 1)


def test_verdict_matrix_maps_to_tables_and_details() -> None:
    decomposition = {
        "noncommittal": False,
        "answer_claims": ["Returns are accepted for 30 days.", "Shipping is free."],
        "reference_claims": ["Returns are accepted for 30 days."],
        "questions": ["How long are returns accepted?", "Is shipping free?", "What is the return window?"],
    }
    verdicts = {
        "answer_claims_vs_contexts": [
            {
                "id": 2,
                "reason": "nothing about shipping",
                "evidence": "",
                "supported_by": [],
                "verdict": "unsupported",
            },
            {
                "id": 1,
                "reason": "stated",
                "evidence": "within 30 days",
                "supported_by": [2],
                "verdict": "supported",
            },
        ],
        "reference_claims_vs_contexts": [
            {
                "id": 1,
                "reason": "stated",
                "evidence": "within 30 days",
                "supported_by": [2, 3],
                "verdict": "supported",
            }
        ],
    }
    judge, backend = make_judge(Reply(decomposition), Reply(verdicts))
    rec = {
        "question": "How long do returns last?",
        "answer": "Returns are accepted for 30 days. Shipping is free.",
        "reference": "Returns are accepted for 30 days.",
        "contexts": ["Our store opens at 9.", "Items can be returned within 30 days.", "30-day returns."],
    }
    r = ragmeter.evaluate([rec], metrics=CORE, judge=judge).samples[0]
    assert r.scores["faithfulness"].value == 0.5
    claims = r.scores["faithfulness"].details["claims"]
    assert claims[0] == {
        "claim": "Returns are accepted for 30 days.",
        "verdict": "supported",
        "confidence": 1.0,
        "reason": "stated",
        "evidence": "within 30 days",
        "source": 1,
        "supported_by": [1],
        "cause": {"decider": "llm judge"},
    }
    assert claims[1]["reason"] == "nothing about shipping"
    # contexts 2 and 3 (0-based 1, 2) are useful: precision (1/2 + 2/3) / 2
    assert r.scores["context_precision"].value == pytest.approx((1 / 2 + 2 / 3) / 2)
    assert r.scores["context_recall"].value == 1.0
    expected = sum(lexical_similarity(rec["question"], q) for q in decomposition["questions"]) / 3
    assert r.scores["answer_relevancy"].value == pytest.approx(expected)
    assert "(similarity: lexical)" in r.scores["answer_relevancy"].reason
    assert r.scores["answer_relevancy"].details["generated_questions"] == decomposition["questions"]
    assert backend.calls == 2


class _Quarter:
    """A similarity of one's own (ragmeter.text.similarity.Similarity)."""

    name = "quarter"

    def similarity(self, a: str, b: str) -> float:
        return 0.25


def test_similarity_is_pluggable() -> None:
    backend = ScriptedBackend()
    judge = LLMJudge(backend, LLMConfig(model="m"), similarity=_Quarter())
    r = ragmeter.evaluate([record(2)], metrics=["answer_relevancy"], judge=judge).samples[0]
    assert r.scores["answer_relevancy"].value == 0.25
    assert "(similarity: quarter)" in r.scores["answer_relevancy"].reason
    assert judge.describe()["spec"] == "llm:m+quarter"
    assert backend.calls == 1  # relevancy alone needs only the decomposition


def test_every_request_is_structured_and_deterministic() -> None:
    judge, backend = make_judge(seed=7, max_tokens=999)
    ragmeter.evaluate([record(3)], metrics=[*CORE, "answer_correctness"], judge=judge)
    for req in backend.requests:
        body = req.payload()
        fmt = body["response_format"]
        assert fmt["type"] == "json_schema"
        assert fmt["json_schema"]["strict"] is True
        assert fmt["json_schema"]["schema"]["additionalProperties"] is False
        assert body["temperature"] == 0.0
        assert body["seed"] == 7
        assert body["max_tokens"] == 999
        assert body["model"] == "judge-model"


def test_noncommittal_answer_is_a_refusal() -> None:
    judge, _ = make_judge(Reply({"noncommittal": True, "answer_claims": [], "questions": []}))
    rec = {"question": "What is the warranty?", "answer": "It depends.", "contexts": ["Two years."]}
    r = ragmeter.evaluate([rec], metrics=["faithfulness", "answer_relevancy"], judge=judge).samples[0]
    assert r.refusal is True
    assert r.scores["faithfulness"].value == 1.0
    assert r.scores["answer_relevancy"].status is Status.NOT_APPLICABLE


def test_invalid_reply_gets_exactly_one_repair() -> None:
    judge, backend = make_judge(Fault.malformed())
    r = ragmeter.evaluate([record(2)], metrics=["faithfulness"], judge=judge).samples[0]
    assert r.scores["faithfulness"].ok
    assert backend.calls == 3  # decompose, its repair, verify
    repair = backend.requests[1]
    assert repair.messages[2] == ("assistant", '{"answer_claims": ["unterminated')
    assert "not valid JSON" in repair.messages[3][1]
    assert repair.messages[:2] == backend.requests[0].messages


def test_invalid_twice_is_an_explicit_judge_error_with_usage() -> None:
    bad = Reply({"noncommittal": False, "answer_claims": "not a list"})
    judge, backend = make_judge(bad, bad)
    result = ragmeter.evaluate([record(2)], metrics=["faithfulness", "answer_relevancy"], judge=judge)
    r = result.samples[0]
    for name in ("faithfulness", "answer_relevancy"):
        assert r.scores[name].status is Status.JUDGE_ERROR
        assert r.scores[name].value is None
        assert "even after one repair" in r.scores[name].reason
        assert "$.answer_claims: expected array, got string" in r.scores[name].reason
    assert backend.calls == 2
    assert r.usage.calls == 2
    assert r.usage.prompt_tokens > 0
    assert result.summary.usage.calls == 2
    assert result.summary.metrics["faithfulness"].mean is None


def test_semantic_errors_are_repaired() -> None:
    decomposition = {"noncommittal": False, "answer_claims": ["A.", "B."]}
    missing = {
        "answer_claims_vs_contexts": [
            {"id": 1, "reason": "r", "evidence": "", "supported_by": [9], "verdict": "supported"}
        ]
    }
    judge, backend = make_judge(Reply(decomposition), Reply(missing))
    rec = {"question": "q?", "answer": "A. B.", "contexts": ["A.", "B."]}
    r = ragmeter.evaluate([rec], metrics=["faithfulness"], judge=judge).samples[0]
    errors = backend.requests[2].messages[3][1]
    assert "no verdict for claim ids [2]" in errors
    assert "supported_by [9] are not contexts (numbered 1..2)" in errors
    assert r.scores["faithfulness"].ok  # the responder answered the repair correctly


def test_truncated_twice_is_reported_as_truncated() -> None:
    judge, backend = make_judge(Fault.truncated(), Fault.truncated())
    r = ragmeter.evaluate([record(2)], metrics=["faithfulness"], judge=judge).samples[0]
    assert r.scores["faithfulness"].status is Status.TRUNCATED
    assert "cut off at the token limit twice (max_tokens=4096, then 8192" in r.scores["faithfulness"].reason
    # one retry with a larger budget, never a "repair" of a truncation
    assert [req.max_tokens for req in backend.requests] == [4096, 8192]


def test_truncated_without_a_budget_of_ours_is_not_retried() -> None:
    judge, backend = make_judge(Fault.truncated(), max_tokens=None)
    r = ragmeter.evaluate([record(2)], metrics=["faithfulness"], judge=judge).samples[0]
    assert r.scores["faithfulness"].status is Status.TRUNCATED
    assert "the server's limit" in r.scores["faithfulness"].reason
    assert backend.calls == 1


def test_model_refusal_is_a_judge_error() -> None:
    judge, _ = make_judge(Fault.refusal("I cannot assist with that."))
    with pytest.raises(JudgeError) as info:
        judge.judge(JudgeTask("q?", "An answer.", ("ctx",), answer_vs_contexts=True))
    assert info.value.status is Status.JUDGE_ERROR
    assert "refused to judge: I cannot assist with that." in info.value.reason
    assert info.value.usage.calls == 1


def test_code_fenced_json_is_accepted() -> None:
    fenced = "```json\n" + json.dumps({"noncommittal": False, "questions": ["What is it?"]}) + "\n```"
    judge, backend = make_judge(Reply(fenced))
    j = judge.judge(JudgeTask("What is it?", "It is a cat.", relevance=True))
    assert j.relevance is not None
    assert j.relevance.questions == ("What is it?",)
    assert backend.calls == 1


def test_no_contexts_needs_no_verification_call() -> None:
    judge, backend = make_judge()
    j = judge.judge(JudgeTask("q?", "The sky is blue.", (), answer_vs_contexts=True))
    assert backend.calls == 1
    assert j.answer_vs_contexts is not None
    assert [v.label for v in j.answer_vs_contexts] == [Label.UNSUPPORTED]
    assert j.answer_vs_contexts[0].reason == "no contexts were retrieved"


def test_nothing_to_judge_costs_nothing() -> None:
    judge, backend = make_judge()
    j = judge.judge(JudgeTask("q?", "", ("ctx",), answer_vs_contexts=True, relevance=True))
    assert backend.calls == 0
    assert j.answer_vs_contexts == ()


def test_describe_records_prompt_version_and_no_secret() -> None:
    judge, _ = make_judge()
    d = judge.describe()
    assert d["prompt_version"] == "v1"
    assert d["version"].startswith("v1+")
    assert len(d["prompt_digest"]) == 12
    assert d["model"] == "judge-model"
    assert d["api_key_env"] == "OPENAI_API_KEY"
    assert "api_key" not in json.dumps(d).replace("api_key_env", "")


def test_a_model_name_is_required() -> None:
    with pytest.raises(ragmeter.ConfigError, match="needs a model"):
        LLMJudge(ScriptedBackend(), LLMConfig())


def test_cost_is_reported_when_prices_are_given() -> None:
    judge, _ = make_judge(price_in=2.0, price_out=10.0)
    result = ragmeter.evaluate([record(2)], metrics=CORE, judge=judge)
    usage = result.summary.usage.to_dict()
    expected = (usage["prompt_tokens"] * 2.0 + usage["completion_tokens"] * 10.0) / 1e6
    assert usage["cost_usd"] == pytest.approx(expected, abs=1e-6)
    assert usage["endpoint"]["attempts"] == 2


def test_missing_openai_package_is_a_config_error(monkeypatch: pytest.MonkeyPatch) -> None:
    import sys

    from ragmeter.judges.llm import OpenAIBackend

    monkeypatch.setitem(sys.modules, "openai", None)
    with pytest.raises(ragmeter.ConfigError, match=r"pip install 'ragmeter\[llm\]'"):
        OpenAIBackend("http://127.0.0.1:1/v1", "k")


@pytest.mark.parametrize(
    ("value", "message"),
    [
        ({"a": True, "b": ["x"]}, None),
        ({"a": 1, "b": ["x"]}, "$.a: expected boolean, got integer"),
        ({"b": ["x"]}, "$: missing field 'a'"),
        ({"a": False, "b": ["x", 2]}, "$.b[1]: expected string, got integer"),
        ({"a": False, "b": [], "c": "extra keys are tolerated"}, None),
        ([], "$: expected object, got array"),
    ],
)
def test_schema_check_messages(value: object, message: str | None) -> None:
    from ragmeter.llm.schema_check import check

    schema = {
        "type": "object",
        "properties": {"a": {"type": "boolean"}, "b": {"type": "array", "items": {"type": "string"}}},
        "required": ["a", "b"],
    }
    errors = check(value, schema)
    assert errors == ([] if message is None else [message])


def test_schema_check_enum_and_integers() -> None:
    from ragmeter.llm.schema_check import check

    assert check(2.0, {"type": "integer"}) == []
    assert check(True, {"type": "integer"}) == ["$: expected integer, got boolean"]
    assert check("maybe", {"type": "string", "enum": ["yes", "no"]}) == [
        "$: expected one of ['yes', 'no'], got 'maybe'"
    ]


def test_prompt_versions_are_package_files() -> None:
    from ragmeter.judges.llm.prompting import available_versions, load_prompts

    assert "v1" in available_versions()
    prompts = load_prompts("v1")
    assert "{{input}}" in prompts.texts["decompose_user"]
    with pytest.raises(ragmeter.ConfigError, match="prompt_version must be one of the versions shipped"):
        LLMJudge(ScriptedBackend(), LLMConfig(model="m", prompt_version="v0"))
    for outside in ("../rubric_prompts/v1", "/etc", "v1/../../llm/prompts/v1"):
        with pytest.raises(ragmeter.ConfigError, match="unknown prompt version"):
            load_prompts(outside)
