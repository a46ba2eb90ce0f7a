"""The jury judge: majority per claim, ties unsupported, the jurors' agreement (Fleiss'
and Cohen's kappa, hand-computed), offline and with two fake LLM endpoints on 127.0.0.1."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner
from rich.console import Console

import ragmeter
from ragmeter.agreement import cohen_kappa_nominal, fleiss_kappa, observed_agreement
from ragmeter.cli.main import main
from ragmeter.errors import ConfigError, DataError
from ragmeter.judges import from_spec
from ragmeter.judges.base import Label
from ragmeter.judges.jury import JuryJudge, majority, split_jury
from ragmeter.report.html import render_html
from ragmeter.report.markdown import render_markdown
from ragmeter.report.terminal import print_summary
from ragmeter.testing import FakeOpenAIServer, Reply
from ragmeter.testing.script import judge_responder

MUSEUM = "The museum opens at 9 am. Entry costs 12 euros."
SAMPLES = [
    {
        "id": "s1",
        "question": "When does the museum open and what does it cost?",
        "answer": MUSEUM,
        "contexts": [MUSEUM],
    },
    {
        "id": "s2",
        "question": "Does the museum have a cafe?",
        "answer": "The museum has a rooftop cafe. Parking is free on Sundays.",
        "contexts": [MUSEUM],
    },
]
S, U, C = "supported", "unsupported", "contradicted"


# ---------------------------------------------------------------- the maths, by hand
def test_fleiss_kappa_by_hand() -> None:
    # Fleiss (1971)-style worked case: 4 items, 3 raters, 2 labels
    items = [(S, S, S), (S, S, U), (U, U, U), (S, U, U)]
    # P_i: 1, 1/3, 1, 1/3 -> P_bar = 2/3; p_S = p_U = 1/2 -> P_e = 1/2; kappa = (2/3 - 1/2) / (1/2) = 1/3
    assert fleiss_kappa(items) == pytest.approx(1 / 3)
    assert observed_agreement(items) == 0.5
    assert fleiss_kappa([(S, S), (U, U)]) == pytest.approx(1.0)
    assert fleiss_kappa([(S, S), (S, S)]) is None  # one label only: undefined, never NaN
    with pytest.raises(DataError):
        fleiss_kappa([(S,), (U,)])


def test_cohen_kappa_by_hand_and_symmetric() -> None:
    a, b = [S, S, U, U], [S, U, U, U]
    # p_o = 3/4; p_e = 1/2 * 1/4 + 1/2 * 3/4 = 1/2; kappa = 1/2
    assert cohen_kappa_nominal(a, b) == pytest.approx(0.5)
    assert cohen_kappa_nominal(b, a) == pytest.approx(0.5)
    # three labels: p_o = 2/3; p_e = (1*1 + 1*2 + 1*0) / 9 = 1/3; kappa = 1/2
    assert cohen_kappa_nominal([S, U, C], [S, U, U]) == pytest.approx(0.5)
    assert cohen_kappa_nominal([S, S], [S, S]) is None


def test_majority_and_ties() -> None:
    assert majority([Label.SUPPORTED, Label.SUPPORTED, Label.UNSUPPORTED]) == (Label.SUPPORTED, False)
    assert majority([Label.SUPPORTED, Label.CONTRADICTED]) == (Label.UNSUPPORTED, True)
    assert (
        majority([Label.CONTRADICTED, Label.CONTRADICTED, Label.SUPPORTED, Label.UNSUPPORTED])[0]
        is Label.CONTRADICTED
    )


def test_jury_specs() -> None:
    assert split_jury("jury:offline,offline:rules,char-ngram,llm:m@http://h:1/v1") == [
        "offline",
        "offline:rules+char-ngram",
        "llm:m@http://h:1/v1",
    ]
    for bad in ("jury:offline", "jury:offline,,offline:lexical", "jury:offline,jury:offline"):
        with pytest.raises(ConfigError):
            from_spec(bad)


# ---------------------------------------------------------------- offline
def test_offline_jury_runs_and_reports_agreement(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RAGMETER_STORE", str(tmp_path / "store.db"))
    data = tmp_path / "d.jsonl"
    data.write_text("".join(json.dumps(s) + "\n" for s in SAMPLES), encoding="utf-8")
    out, md = tmp_path / "r.json", tmp_path / "r.md"
    res = CliRunner().invoke(
        main,
        [
            "eval",
            str(data),
            "--judge",
            "jury:offline,offline:lexical",
            "-m",
            "faithfulness",
            "--json",
            str(out),
            "--markdown",
            str(md),
        ],
    )
    assert res.exit_code == 0, res.output
    assert "Jury agreement" in res.output
    summary = json.loads(out.read_text())["summary"]
    jury = summary["jury"]
    assert summary["judge"]["spec"] == "jury:offline:meaning+char-ngram,offline:lexical+char-ngram"
    assert jury["jurors"] == ["offline:meaning+char-ngram", "offline:lexical+char-ngram"]
    fa = jury["metrics"]["faithfulness"]
    assert fa["claims"] == 4 and len(fa["pairwise"]) == 1
    assert "## Jury agreement" in md.read_text()
    claims = json.loads(out.read_text())["samples"][0]["scores"]["faithfulness"]["details"]["claims"]
    assert set(claims[0]["votes"]) == set(jury["jurors"])


# ---------------------------------------------------------------- two fake LLM endpoints
def _dissenting(body: Mapping[str, Any]) -> Reply:
    """The fake judge, except that it finds no support for a claim about the entry fee."""
    reply = judge_responder(body)
    if not isinstance(reply.content, dict) or "answer_claims_vs_contexts" not in reply.content:
        return reply
    user = next(m["content"] for m in body["messages"] if m["role"] == "user")
    claims = {c["id"]: c["claim"] for c in json.loads(user.rsplit("\n", 1)[-1])["answer_claims"]}
    for row in reply.content["answer_claims_vs_contexts"]:
        if "Entry" in claims[row["id"]]:
            row.update(verdict="unsupported", supported_by=[], evidence="", reason="no price found")
    return reply


def test_two_fake_endpoints_that_disagree_give_the_expected_kappa(tmp_path: Path) -> None:
    with FakeOpenAIServer() as a, FakeOpenAIServer(responder=_dissenting) as b:
        jury = from_spec(f"jury:llm:fake@{a.url},llm:fake@{b.url}", cache=False)
        assert isinstance(jury, JuryJudge)
        run = ragmeter.evaluate(SAMPLES, metrics="faithfulness", judge=jury)
        assert a.calls > 0 and b.calls > 0  # each juror called its own endpoint
    first, second = jury.labels
    assert (first, second) == ("llm:fake+lexical", "llm:fake+lexical#2")
    # claims: s1 "opens at 9 am" S/S, "Entry costs 12 euros" S/U; s2 "rooftop cafe" U/U, "Parking" U/U
    fa = run.summary.extra["jury"]["metrics"]["faithfulness"]
    assert fa["claims"] == 4
    assert fa["pairwise"][0]["cohen_kappa"] == pytest.approx(0.5)  # see test_cohen_kappa_by_hand
    assert fa["fleiss_kappa"] == pytest.approx(7 / 15, abs=1e-4)  # P_bar 3/4, P_e 34/64
    assert fa["agreement"] == 0.75
    assert run.samples is not None
    s1 = run.samples[0].scores["faithfulness"]
    assert s1.value == 0.5  # the split claim is a tie: unsupported
    entry = next(c for c in s1.details["claims"] if "Entry" in c["claim"])
    assert entry["verdict"] == "unsupported" and "tie" in entry["reason"]
    assert entry["votes"] == {first: "supported", second: "unsupported"}
    listed = run.summary.extra["jury"]["disagreements"]
    assert [d["sample"] for d in listed] == ["s1"]
    assert run.summary.usage.extra["jurors"][second]["calls"] > 0
    # the disagreement in every report: terminal, Markdown, HTML (JSON is the summary above)
    console = Console(record=True, width=200)
    print_summary(console, run.summary)
    text = console.export_text()
    assert "Samples the jurors disagree on" in text and "Entry costs 12 euros." in text
    md = render_markdown(run.summary)
    assert "## Samples the jurors disagree on" in md
    assert f"| s1 | faithfulness | Entry costs 12 euros. | {first}: supported, {second}: unsupported |" in md
    page = render_html(run, plotly_src="plotly.js")
    assert 'id="jury-disagreements-table"' in page and "Entry costs 12 euros." in page


def test_each_llm_juror_has_its_own_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("RAGMETER_STORE", str(tmp_path / "store.db"))
    with FakeOpenAIServer() as a, FakeOpenAIServer() as b:
        jury = from_spec(f"jury:llm:fake@{a.url},llm:fake@{b.url}")
        assert isinstance(jury, JuryJudge)
        paths = {str(j.describe().get("cache")) for _, j in jury.jurors}
        jury.close()
    assert len(paths) == 2 and all(p.startswith(str(tmp_path)) for p in paths)


def test_calibrate_sets_each_juror_beside_the_jury() -> None:
    from ragmeter.calibration import calibrate

    labelled = [{**SAMPLES[0], "human_label": 1}, {**SAMPLES[1], "human_label": 0}]
    with FakeOpenAIServer() as a, FakeOpenAIServer(responder=_dissenting) as b:
        jury = from_spec(f"jury:llm:fake@{a.url},llm:fake@{b.url}", cache=False)
        report = calibrate(labelled, jury).to_dict()
    # the jury calls s1 unfaithful (its split claim is a tie), as the dissenting juror does
    assert report["agreement"] == 0.5 and report["disagreements"] == ["s1"]
    jurors = report["jurors"]
    assert jurors["llm:fake+lexical"]["agreement"] == 1.0
    assert jurors["llm:fake+lexical#2"]["agreement"] == 0.5
    assert jurors["llm:fake+lexical#2"]["disagreements"] == ["s1"]


def _one_claim(body: Mapping[str, Any]) -> Reply:
    """The fake judge, except that it decomposes an answer into one claim, whole."""
    reply = judge_responder(body)
    if body["response_format"]["json_schema"]["name"] == "ragmeter_decompose" and isinstance(
        reply.content, dict
    ):
        user = next(m["content"] for m in body["messages"] if m["role"] == "user")
        answer = json.loads(user.rsplit("\n", 1)[-1]).get("answer", "")
        if "answer_claims" in reply.content and answer:
            reply.content["answer_claims"] = [answer]
    return reply


def test_a_juror_that_splits_otherwise_is_asked_claim_by_claim() -> None:
    with FakeOpenAIServer() as a, FakeOpenAIServer(responder=_one_claim) as b:
        jury = from_spec(f"jury:llm:fake@{a.url},llm:fake@{b.url}", cache=False)
        run = ragmeter.evaluate(SAMPLES[:1], metrics="faithfulness", judge=jury)
        asked = [json.dumps(r) for r in b.requests]
    # the whole sample (decompose + verify), then each of the foreman's two claims alone
    assert len(asked) == 2 + 2 * 2
    assert any("The museum opens at 9 am." in r and "Entry costs" not in r for r in asked[2:])
    assert run.samples is not None
    claims = run.samples[0].scores["faithfulness"].details["claims"]
    assert [c["claim"] for c in claims] == ["The museum opens at 9 am.", "Entry costs 12 euros."]
    assert all(
        c["votes"] == {"llm:fake+lexical": "supported", "llm:fake+lexical#2": "supported"} for c in claims
    )
