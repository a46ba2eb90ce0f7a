"""One metric registry: every score measure of ``ragmeter.retrieval`` is a RAG metric by the
same names and gives the same numbers; names with parameters parse back; what cannot work
is a ConfigError before any sample (exit 2 in the CLI)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

import ragmeter
from ragmeter import retrieval
from ragmeter.cli.common import parse_pairs
from ragmeter.cli.main import main
from ragmeter.errors import ConfigError
from ragmeter.metrics import available, parse_metric, parse_metrics, split_names
from ragmeter.metrics.base import Kind, Metric

# one query: the ranking d3 d1 d4 d2 d9, graded judgements (d5 relevant, not retrieved; d4 judged 0)
RANKING = ["d3", "d1", "d4", "d2", "d9"]
QRELS = {"d1": 2, "d2": 1, "d4": 0, "d5": 1}


def _names() -> list[str]:
    out = []
    for spec in retrieval.MEASURES:
        if spec.count:
            continue
        out.append(f"{spec.name}@3" if spec.requires_k else spec.name)
        if spec.takes_k and not spec.requires_k:
            out.append(f"{spec.name}@2")
    return [*out, "ndcg_exp@3", "ndcg_exp", "ndcg(gain=exp)@4", "P_2", "ndcg_cut_3", "recip_rank", "Rprec"]


def test_every_retrieval_score_measure_is_a_metric_with_the_same_value() -> None:
    names = _names()
    sample = {
        "id": "q1",
        "question": "q?",
        "answer": "a",
        "contexts": [{"id": d, "text": d} for d in RANKING],
        "relevant_ids": QRELS,
    }
    run = ragmeter.evaluate([sample], metrics=names)
    run_scores = {d: float(len(RANKING) - i) for i, d in enumerate(RANKING)}
    for name in names:
        (expected,) = retrieval.evaluate({"q1": QRELS}, {"q1": run_scores}, [name]).values()
        assert run[str(parse_metric(name))] == pytest.approx(expected, abs=1e-12), name
    measured = {str(m) for m in parse_metrics(names)}
    generated = {s.name for s in available() if s.kind is Kind.RETRIEVAL}
    assert generated == {s.name for s in retrieval.MEASURES if not s.count}
    assert {"bpref", "ndcg_exp@3", "r_precision", "precision@3"} <= measured


def test_the_cli_evaluates_retrieval_measures_by_name(tmp_path: Path) -> None:
    data = tmp_path / "d.jsonl"
    rec = {
        "question": "q?",
        "answer": "a",
        "contexts": [{"id": d, "text": d} for d in RANKING],
        "relevant_ids": QRELS,
    }
    data.write_text(json.dumps(rec) + "\n")
    out = tmp_path / "r.json"
    gate = "ndcg(gain=exp)@3=0.1,bpref=0.1"
    args = ["eval", str(data), "--no-store", "-q", "-m", "ndcg_exp@3,bpref,P_2", "--json", str(out)]
    res = CliRunner().invoke(main, [*args, "--fail-under", gate])
    assert res.exit_code == 0, res.output
    summary = json.loads(out.read_text())["summary"]
    assert list(summary["metrics"]) == ["ndcg_exp@3", "bpref", "precision@2"]
    assert summary["metrics_requested"] == ["ndcg_exp@3", "bpref", "precision@2"]


@pytest.mark.parametrize(
    ("name", "canonical"),
    [
        ("ndcg_exp@10", "ndcg_exp@10"),
        ("ndcg_burges@10", "ndcg_exp@10"),
        ("ndcg(gain=exp)@10", "ndcg_exp@10"),
        ("NDCG (gain='exp') @ 10", "ndcg_exp@10"),
        ("ndcg(gain=linear)@10", "ndcg@10"),
        ("bertscore(model=/models/bert-base)", "bertscore(model=/models/bert-base)"),
        ("bertscore(model='/my models/b,1')", "bertscore(model='/my models/b,1')"),
        ("bpref", "bpref"),
        ("P.5", "precision@5"),
    ],
)
def test_names_with_parameters_parse_back(name: str, canonical: str) -> None:
    m = parse_metric(name)
    assert str(m) == canonical
    assert parse_metric(str(m)) == m


@settings(max_examples=50, deadline=None)
@given(st.text(min_size=1, max_size=20).filter(lambda v: v.strip() == v))
def test_any_parameter_value_round_trips(value: str) -> None:
    m = Metric(parse_metric("bertscore").spec, params=(("model", value),))
    assert m.param("model") == value
    assert parse_metric(str(m)) == m
    assert list(split_names(f"f1,{m},faithfulness")) == ["f1", str(m), "faithfulness"]


@pytest.mark.parametrize(
    ("bad", "message"),
    [
        ("ndcg(gain=cubic)@10", "gain must be one of linear, exp"),
        ("faithfulness(model=x)", "has no parameter 'model'"),
        ("precision(gain=exp)@5", "has no parameter 'gain'"),
        ("bertscore(model='open)", "not closed"),
        ("num_rel_ret", "is a count"),
        ("faithfulness@3", "takes no cut-off"),
        ("precision", "needs a cut-off"),
        ("bogus", "unknown metric 'bogus'"),
    ],
)
def test_a_wrong_name_or_parameter_is_a_config_error(bad: str, message: str, tmp_path: Path) -> None:
    with pytest.raises(ConfigError, match=message):
        parse_metric(bad)
    res = CliRunner().invoke(main, ["eval", str(tmp_path / "missing.jsonl"), "-m", bad, "--no-store"])
    assert res.exit_code == 2
    assert message.split("'")[0].strip() in " ".join(res.output.split())


def test_parameters_are_values_with_defaults_left_out() -> None:
    assert parse_metric("ndcg(gain=linear)@5") == parse_metric("ndcg@5")
    m = parse_metric("ndcg_exp@5")
    assert isinstance(m, Metric) and m.param("gain") == "exp" and m.k == 5
    assert parse_metric("ndcg@5").param("gain") == "linear"


def test_threshold_pairs_keep_parameters_whole() -> None:
    pairs = parse_pairs("ndcg(gain=exp)@3=0.5, bertscore(model='a,b')=0.8,f1=0.1", "--fail-under")
    assert pairs == {"ndcg(gain=exp)@3": 0.5, "bertscore(model='a,b')": 0.8, "f1": 0.1}
