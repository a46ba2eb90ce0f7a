"""Rubric metrics (the user's own judged criteria, and seed 003's fluency) against a real
HTTP server speaking the OpenAI protocol: one call per sample for every rubric together,
JSON-schema output, a reason per score, the cache, and the LLM judge's fault handling;
not_applicable with the offline judge."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

import ragmeter
from ragmeter.cli.main import main
from ragmeter.errors import ConfigError
from ragmeter.judges.llm import CallCache, HTTPBackend, LLMConfig, LLMJudge
from ragmeter.judges.rubric import Rubric
from ragmeter.metrics import parse_metrics, rubric
from ragmeter.metrics.rubrics import load_rubrics
from ragmeter.sample import Status
from ragmeter.testing import FakeOpenAIServer, Fault, Reply

ROWS = [
    {
        "id": "q1",
        "question": "How many days do I have to return an item?",
        "answer": "Items can be returned within 30 days of delivery.",
        "reference": "Within 30 days of delivery.",
        "contexts": ["Items can be returned within 30 days of delivery.", "Shipping takes 5 days."],
    }
]
TONE = rubric("tone", "The answer is polite and professional.", inputs=("answer",))
CITES = rubric(
    "cites_source",
    "The answer names the document its facts come from.",
    scale=(0, 1),
    inputs=("answer", "contexts"),
    examples=[{"answer": "Per the returns policy, 30 days.", "score": 1, "reason": "names the policy"}],
)


@pytest.fixture
def server() -> Iterator[FakeOpenAIServer]:
    with FakeOpenAIServer() as srv:
        yield srv


def judge(server: FakeOpenAIServer, cache: CallCache | None = None, **cfg: Any) -> LLMJudge:
    config = LLMConfig(model="m", backoff_base=0.01, **cfg)
    return LLMJudge(HTTPBackend(server.url, "", 5.0), config, cache=cache, sleep=lambda _s: None)


def run(j: Any, metrics: list[Any], rows: list[dict[str, Any]] = ROWS) -> dict[str, ragmeter.Score]:
    return dict(ragmeter.evaluate(rows, metrics=metrics, judge=j).samples[0].scores)


def scores_reply(**scores: tuple[int, str]) -> Reply:
    return Reply({"scores": {k: {"reason": r, "score": s} for k, (s, r) in scores.items()}})


def test_every_rubric_in_one_call_with_a_schema(server: FakeOpenAIServer) -> None:
    server.push(
        scores_reply(tone=(4, "courteous"), cites_source=(0, "names no document"), fluency=(5, "reads well"))
    )
    s = run(judge(server), [TONE, CITES, "fluency"])
    assert server.calls == 1
    body = server.requests[0]["body"]
    fmt = body["response_format"]
    assert fmt["type"] == "json_schema" and fmt["json_schema"]["name"] == "ragmeter_rubric"
    assert sorted(fmt["json_schema"]["schema"]["properties"]["scores"]["required"]) == [
        "cites_source",
        "fluency",
        "tone",
    ]
    sent = json.loads(body["messages"][-1]["content"].rsplit("\n", 1)[-1])
    assert set(sent) == {"answer", "contexts", "rubrics"}  # the question and reference are shown to none
    cites = next(r for r in sent["rubrics"] if r["name"] == "cites_source")
    assert cites["scale"] == {"min": 0, "max": 1} and cites["examples"][0]["score"] == 1
    assert (s["tone"].value, s["tone"].reason) == (0.75, "4 on a scale of 1 to 5: courteous")
    assert s["tone"].details["score"] == 4
    assert s["cites_source"].value == 0.0 and s["fluency"].value == 1.0


def test_rubrics_add_one_call_to_the_judges_two(server: FakeOpenAIServer) -> None:
    run(judge(server), ["faithfulness", "answer_correctness", TONE, "fluency"])
    assert server.calls == 3
    names = sorted(r["body"]["response_format"]["json_schema"]["name"] for r in server.requests)
    assert names == ["ragmeter_decompose", "ragmeter_rubric", "ragmeter_verify"]


def test_a_rerun_costs_no_call(server: FakeOpenAIServer, tmp_path: Path) -> None:
    cache = CallCache(tmp_path / "c.db")
    first = run(judge(server, cache), [TONE, CITES])
    again = run(judge(server, cache), [TONE, CITES])
    assert server.calls == 1
    assert first == again


def test_invalid_scores_get_one_repair_request(server: FakeOpenAIServer) -> None:
    server.push(scores_reply(tone=(9, "off the scale")), scores_reply(tone=(5, "polite")))
    s = run(judge(server), [TONE])
    assert s["tone"].value == 1.0
    assert server.calls == 2
    repair = server.requests[1]["body"]["messages"][-1]["content"]
    assert "9 is outside the scale 1..5" in repair


def test_a_reply_that_stays_invalid_is_judge_error_for_rubrics_only(server: FakeOpenAIServer) -> None:
    server.push(Fault.malformed(), Fault.malformed())
    s = run(judge(server), [TONE, "fluency", "faithfulness"])
    assert s["tone"].status is s["fluency"].status is Status.JUDGE_ERROR
    assert "ragmeter_rubric: the reply was invalid even after one repair request" in s["tone"].reason
    assert s["faithfulness"].ok


def test_a_cut_reply_is_truncated_and_server_errors_are_retried(server: FakeOpenAIServer) -> None:
    server.push(Fault.server_error(503), Fault.truncated(), Fault.truncated())
    s = run(judge(server), [TONE])
    assert s["tone"].status is Status.TRUNCATED
    assert "cut off at the token limit twice" in s["tone"].reason


def test_a_hang_past_the_timeout_is_a_timeout(server: FakeOpenAIServer) -> None:
    server.push(Fault.hang(2.0), Fault.hang(2.0))
    j = LLMJudge(HTTPBackend(server.url, "", 0.2), LLMConfig(model="m", max_retries=1, backoff_base=0.01))
    assert run(j, [TONE])["tone"].status is Status.TIMEOUT


def test_rubrics_survive_a_failed_first_call(server: FakeOpenAIServer) -> None:
    server.push(scores_reply(tone=(5, "polite")), Fault.malformed(), Fault.malformed())
    s = run(judge(server), [TONE, "faithfulness", "answer_relevancy"])
    assert s["tone"].value == 1.0
    assert s["faithfulness"].status is s["answer_relevancy"].status is Status.JUDGE_ERROR


def test_a_refusing_model_is_judge_error(server: FakeOpenAIServer) -> None:
    server.push(Fault.refusal())
    assert "refused to judge" in run(judge(server), [TONE])["tone"].reason


def test_a_rubric_is_asked_only_where_the_sample_has_its_inputs(server: FakeOpenAIServer) -> None:
    grounded = rubric("grounded", "Agrees with the reference.", inputs=("answer", "reference"))
    rows = [{**ROWS[0], "reference": None}]
    s = run(judge(server), [grounded], rows)
    assert s["grounded"].status is Status.NOT_APPLICABLE
    assert "reference" in s["grounded"].reason
    assert server.calls == 0


def test_the_offline_judge_makes_up_no_score() -> None:
    s = run(None, [TONE, "fluency"])
    for name in ("tone", "fluency"):
        assert s[name].status is Status.NOT_APPLICABLE
        assert "language model" in s[name].reason and "--judge llm:MODEL" in s[name].reason


def test_rubric_definitions_are_checked() -> None:
    with pytest.raises(ConfigError, match="already a metric"):
        rubric("faithfulness", "x")
    with pytest.raises(ConfigError, match="must start with a letter"):
        rubric("my tone", "x")
    with pytest.raises(ConfigError, match="low < high"):
        rubric("t", "x", scale=(5, 1))
    with pytest.raises(ConfigError, match="inputs must be"):
        rubric("t", "x", inputs=("answer", "metadata"))
    with pytest.raises(ConfigError, match="outside the scale"):
        rubric("t", "x", examples=[{"answer": "a", "score": 7}])
    with pytest.raises(ConfigError, match="leave out"):
        rubric("t", "x", inputs=("answer",), examples=[{"question": "q", "score": 3}])
    assert rubric("t", "x") == rubric("t", "x")  # values: equal definitions, equal metrics
    assert Rubric("t", "x", (0, 4)).normalise(3) == 0.75


def test_rubrics_from_the_config_file(tmp_path: Path, server: FakeOpenAIServer) -> None:
    cfg = tmp_path / "ragmeter.toml"
    cfg.write_text(
        '[rubrics.tone]\ncriteria = "Polite."\ninputs = ["answer"]\n\n'
        '[rubrics.concise]\ncriteria = "Short."\nscale = [0, 1]\n'
        'examples = [{answer = "30 days.", score = 1, reason = "short"}]\n',
        encoding="utf-8",
    )
    tone, concise = load_rubrics(cfg)
    assert (tone.name, tone.inputs, concise.scale) == ("tone", ("answer",), (0, 1))
    data = tmp_path / "d.jsonl"
    data.write_text(json.dumps(ROWS[0]) + "\n", encoding="utf-8")
    out = tmp_path / "r.json"
    args = ["eval", str(data), "--judge", "llm:m", "--base-url", server.url, "--config", str(cfg)]
    res = CliRunner().invoke(
        main, [*args, "--metrics", "faithfulness,tone", "--no-store", "--json", str(out)]
    )
    assert res.exit_code == 0, res.output
    assert json.loads(out.read_text())["samples"][0]["scores"]["tone"]["status"] == "ok"
    res = CliRunner().invoke(main, [*args, "--no-store", "--json", str(out), "-q"])  # defaults + every rubric
    assert res.exit_code == 0, res.output
    assert {"tone", "concise", "faithfulness"} <= set(json.loads(out.read_text())["summary"]["metrics"])


def test_bad_rubric_tables_are_exit_2(tmp_path: Path) -> None:
    cfg = tmp_path / "bad.toml"
    cfg.write_text('[rubrics.tone]\ncriteria = "Polite."\nscale = [1]\n', encoding="utf-8")
    res = CliRunner().invoke(main, ["eval", "x.jsonl", "--config", str(cfg)])
    assert res.exit_code == 2 and "scale must be two integers" in res.output


def test_ragmeter_metrics_lists_the_new_metrics() -> None:
    res = CliRunner().invoke(main, ["metrics"])
    assert res.exit_code == 0
    for name in (
        "claim_precision",
        "claim_recall",
        "claim_f1",
        "context_claim_recall",
        "context_claim_precision",
        "context_utilization",
        "noise_sensitivity_relevant",
        "noise_sensitivity_irrelevant",
        "hallucination_rate",
        "self_knowledge",
        "coherence",
        "fluency",
        "[rubrics.NAME]",
    ):
        assert name in res.output, name
    assert [str(m) for m in parse_metrics("fluency,coherence")] == ["fluency", "coherence"]


def test_the_dry_run_counts_the_rubric_call(tmp_path: Path, server: FakeOpenAIServer) -> None:
    cfg = tmp_path / "r.toml"
    cfg.write_text('[rubrics.tone]\ncriteria = "Polite."\ninputs = ["answer"]\n', encoding="utf-8")
    cases = "examples/store_policy/cases.jsonl"
    flags = ["--judge", "llm:m", "--base-url", server.url, "--no-cache", "--config", str(cfg)]
    flags += ["--metrics", "faithfulness,claim_f1,context_utilization,fluency,tone"]
    est_out, run_out = tmp_path / "est.json", tmp_path / "run.json"
    res = CliRunner().invoke(main, ["eval", cases, *flags, "--dry-run", "--json", str(est_out)])
    assert res.exit_code == 0, res.output
    res = CliRunner().invoke(main, ["eval", cases, *flags, "--no-store", "--json", str(run_out), "-q"])
    assert res.exit_code == 0, res.output
    est = json.loads(est_out.read_text())["dry_run"]
    usage = json.loads(run_out.read_text())["summary"]["usage"]
    rubric_calls = sum(
        r["body"]["response_format"]["json_schema"]["name"] == "ragmeter_rubric" for r in server.requests
    )
    assert rubric_calls == 4  # one per sample, for both rubrics
    assert est["calls"] == usage["calls"] == server.calls
