"""ragmeter.types: the JSON contract round-trips (hypothesis), live and stored runs are
one type, and the domain rules live on the types."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.conftest import EXAMPLES

import ragmeter
from ragmeter.compare import compare_runs
from ragmeter.errors import DataError
from ragmeter.gates import assert_thresholds
from ragmeter.sample import Context, Diagnosis, DiagnosisLabel, Sample, Score, Status, needs_attention
from ragmeter.store import Store
from ragmeter.types import (
    UNCATEGORISED,
    CaseDelta,
    CategoryDelta,
    CategoryMetric,
    CategorySummary,
    CISettings,
    Comparison,
    DatasetInfo,
    DiagnosisChanges,
    JudgeCheck,
    MetricDelta,
    MetricSummary,
    Run,
    RunInfo,
    RunRef,
    RunUsage,
    SampleResult,
    Summary,
    Transition,
)
from ragmeter.types.display import metric_label, short_label
from ragmeter.types.run import DETAIL_KEYS, RECORD_KEYS
from ragmeter.types.summary import _KNOWN

CASES = EXAMPLES / "store_policy" / "cases.jsonl"
CASES_V2 = EXAMPLES / "store_policy" / "cases_v2.jsonl"

# ---------------------------------------------------------------- strategies
text = st.text(max_size=12)
names = st.text("abcdefghij_@0123456789", min_size=1, max_size=10)
unit = st.floats(0, 1)
real = st.floats(-1e6, 1e6, allow_nan=False)
counts = st.integers(0, 10_000)
json_leaf = st.none() | st.booleans() | st.integers(-(2**53), 2**53) | real | text
json_value = st.recursive(
    json_leaf, lambda c: st.lists(c, max_size=3) | st.dictionaries(text, c, max_size=3), max_leaves=8
)
json_obj = st.dictionaries(text, json_value, max_size=4)
opt_unit = st.none() | unit

metric_summaries = st.builds(
    MetricSummary,
    opt_unit,
    opt_unit,
    opt_unit,
    counts,
    counts,
    unit,
    st.dictionaries(names, counts, max_size=3),
    st.booleans(),
    st.none() | st.sampled_from(["Excellent", "Good", "Needs improvement", "Critical"]),
)
category_summaries = st.builds(
    CategorySummary,
    counts,
    st.dictionaries(names, st.builds(CategoryMetric, opt_unit, counts), max_size=3),
    st.dictionaries(names, counts, max_size=3),
)
summaries = st.builds(
    Summary,
    n_samples=counts,
    metrics=st.dictionaries(names, metric_summaries, max_size=3),
    diagnosis=st.dictionaries(names, counts, max_size=3),
    categories=st.dictionaries(text, category_summaries, max_size=2),
    refusals=counts,
    recommendations=st.lists(text, max_size=2).map(tuple),
    usage=st.builds(
        RunUsage,
        counts,
        counts,
        counts,
        counts,
        st.dictionaries(names.filter(lambda k: k not in {"calls", "cached_calls"}), json_value, max_size=2),
    ),
    ci=st.builds(CISettings, text, unit, counts, st.integers(-5, 5)),
    system=st.none() | json_obj,
    dataset=st.builds(DatasetInfo, st.none() | text, st.none() | text, counts),
    metrics_requested=st.lists(names, max_size=3).map(tuple),
    judge=json_obj,
    config=json_obj,
    ragmeter_version=text,
    started_at=st.none() | text,
    duration_s=st.none() | real,
    samples_per_s=st.none() | real,
    extra=st.dictionaries(names.filter(lambda k: k not in _KNOWN), json_value, max_size=2),
)


@st.composite
def scores(draw: st.DrawFn) -> Score:
    status = draw(st.sampled_from(list(Status)))
    details = draw(json_obj)
    value = draw(unit) if status is Status.OK else None
    return Score(value, status, draw(text), details)


@st.composite
def sample_results(draw: st.DrawFn) -> SampleResult:
    contexts = draw(st.lists(st.builds(Context, text, st.none() | text, st.none() | real), max_size=3))
    relevant = draw(st.none() | st.dictionaries(text, st.integers(-1, 3), max_size=3))
    sample = Sample(
        id=draw(text),
        question=draw(text),
        answer=draw(st.none() | text),
        contexts=tuple(contexts),
        reference=draw(st.none() | text),
        relevant_ids=relevant,
        category=draw(st.none() | text),
    )
    extra = draw(st.dictionaries(names.filter(lambda k: k not in RECORD_KEYS), json_value, max_size=2))
    return SampleResult(
        sample,
        draw(st.dictionaries(names, scores(), max_size=3)),
        Diagnosis(draw(st.sampled_from(list(DiagnosisLabel))), draw(text)),
        draw(st.booleans()),
        extra=extra,
    )


run_infos = st.builds(
    RunInfo,
    id=names,
    label=st.none() | text,
    created_at=names,
    finished_at=st.none() | text,
    status=st.sampled_from(["complete", "incomplete"]),
    dataset_name=st.none() | text,
    fingerprint=st.none() | text,
    n=counts,
    metrics=st.lists(names, max_size=3).map(tuple),
    means=st.dictionaries(names, opt_unit, max_size=3),
    judge=json_obj,
    config=json_obj,
    ragmeter_version=text,
    git_commit=st.none() | text,
    git_dirty=st.none() | st.booleans(),
)
runs = st.builds(Run, summaries, st.lists(sample_results(), max_size=3).map(tuple), st.none() | run_infos)

case_deltas = st.builds(CaseDelta, text, unit, unit, real)
verdicts = st.sampled_from(["improved", "regressed", "not_significant", "undefined"])


def metric_deltas(full: bool) -> st.SearchStrategy[MetricDelta]:
    extras: dict[str, Any] = {}
    if full:
        extras = {
            "undefined_a": counts,
            "undefined_b": counts,
            "top_regressions": st.lists(case_deltas, max_size=2).map(tuple),
            "top_improvements": st.lists(case_deltas, max_size=2).map(tuple),
        }
    return st.builds(
        MetricDelta,
        st.booleans(),
        counts,
        mean_a=opt_unit,
        mean_b=opt_unit,
        delta=st.none() | real,
        ci_low=st.none() | real,
        ci_high=st.none() | real,
        p_value=opt_unit,
        wins=counts,
        ties=counts,
        losses=counts,
        significant=st.booleans(),
        verdict=verdicts,
        **extras,
    )


labels = st.sampled_from([d.value for d in DiagnosisLabel])
category_deltas = st.builds(CategoryDelta, counts, st.dictionaries(names, metric_deltas(False), max_size=2))
category_deltas = st.builds(CategoryDelta, counts, st.dictionaries(names, metric_deltas(False), max_size=2))
run_refs = st.builds(Run, summaries, st.just(()), run_infos).map(RunRef.of) | st.builds(
    RunRef,
    st.none() | text,
    st.none() | text,
    st.none() | st.builds(DatasetInfo, st.none() | text, st.none() | text, counts),
    st.none() | json_obj,
    st.none() | text,
)
comparisons = st.builds(
    Comparison,
    a=run_refs,
    b=run_refs,
    same_data=st.booleans(),
    judges=st.builds(JudgeCheck, st.none() | text, st.none() | text, json_leaf, json_leaf, st.none() | text),
    alpha=unit,
    level=unit,
    resamples=counts,
    seed=st.integers(-5, 5),
    method=json_obj,
    n_a=counts,
    n_b=counts,
    n_paired=counts,
    only_in_a=st.lists(text, max_size=2).map(tuple),
    only_in_b=st.lists(text, max_size=2).map(tuple),
    changed_questions=st.lists(text, max_size=2).map(tuple),
    metrics=st.dictionaries(names, metric_deltas(True), max_size=3),
    metrics_only_in_a=st.lists(names, max_size=2).map(tuple),
    metrics_only_in_b=st.lists(names, max_size=2).map(tuple),
    categories=st.dictionaries(text, category_deltas, max_size=2),
    diagnosis=st.builds(
        DiagnosisChanges,
        st.dictionaries(labels, counts, max_size=3),
        st.dictionaries(labels, counts, max_size=3),
        st.lists(
            st.builds(Transition, labels, labels, st.lists(text, max_size=3).map(tuple)), max_size=3
        ).map(tuple),
        counts,
    ),
)


def _through_json(d: dict[str, Any]) -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(json.dumps(d, ensure_ascii=False))
    return loaded


def _round_trips(value: Any) -> dict[str, Any]:
    """``type(value).from_dict`` of its JSON equals it and writes the same bytes again."""
    d = _through_json(value.to_dict())
    again = type(value).from_dict(d)
    assert again == value
    assert json.dumps(again.to_dict()) == json.dumps(d)  # same keys, same order, same values
    return d


# ---------------------------------------------------------------- the contract round-trips
@settings(max_examples=25, deadline=None)
@given(summaries)
def test_summary_round_trips_through_json(summary: Summary) -> None:
    _round_trips(summary)


@settings(max_examples=25, deadline=None)
@given(runs)
def test_run_round_trips_through_json(run: Run) -> None:
    d = _round_trips(run)
    assert list(d) == (["run"] if run.info is not None else []) + ["summary", "samples"]


@settings(max_examples=25, deadline=None)
@given(sample_results())
def test_sample_without_details_round_trips_what_it_keeps(r: SampleResult) -> None:
    light = _through_json(r.to_dict(with_details=False))
    assert not set(DETAIL_KEYS) & set(light)
    assert SampleResult.from_dict(light).to_dict(with_details=False) == light
    assert r.without_details().to_dict(with_details=False) == light


@settings(max_examples=25, deadline=None)
@given(comparisons)
def test_comparison_round_trips_through_json(cmp: Comparison) -> None:
    d = _round_trips(cmp)
    assert d["regressions"] == [m for m, s in cmp.metrics.items() if s.verdict == "regressed"]


def test_the_example_outputs_round_trip_byte_for_byte(tmp_path: Path) -> None:
    from click.testing import CliRunner

    from ragmeter.cli.main import main

    out, cmp_out = tmp_path / "r.json", tmp_path / "c.json"
    assert CliRunner().invoke(main, ["eval", str(CASES), "--no-store", "--json", str(out)]).exit_code == 0
    text = out.read_text(encoding="utf-8")
    data = json.loads(text)
    assert Run.from_dict(data).to_dict() == data
    assert json.dumps(Run.from_dict(data).to_dict()) == json.dumps(data)
    res = CliRunner().invoke(main, ["compare", str(out), str(out), "--json", str(cmp_out)])
    assert res.exit_code == 0, res.output
    cmp = json.loads(cmp_out.read_text(encoding="utf-8"))
    assert json.dumps(Comparison.from_dict(cmp).to_dict()) == json.dumps(cmp)


# ---------------------------------------------------------------- one type, live or stored
def test_evaluate_and_load_run_return_the_same_type(tmp_path: Path) -> None:
    live = ragmeter.evaluate(str(CASES))
    with Store(tmp_path / "s.db") as store:
        info = store.save(live, label="v1", git=False)
        stored = store.load_run("v1")
    assert type(live) is type(stored) is Run
    assert stored.summary == live.summary
    assert stored.info == info and live.info is None
    assert [r.to_dict() for r in stored.samples] == [r.to_dict() for r in live.samples]


def test_compare_runs_takes_two_live_runs_and_agrees_with_the_stored_ones(tmp_path: Path) -> None:
    a, b = ragmeter.evaluate(str(CASES)), ragmeter.evaluate(str(CASES_V2))
    live = compare_runs(a, b, resamples=300)
    assert isinstance(live, Comparison)
    assert live.a.display_name() == "?" and live.n_paired == 4
    with Store(tmp_path / "s.db") as store:
        store.save(a, label="a", git=False)
        store.save(b, label="b", git=False)
        stored = compare_runs(store.load_run("a"), store.load_run("b", details=False), resamples=300)
    assert stored.a.display_name().startswith("a (")
    same = ("a", "b", "judges")
    assert {k: v for k, v in stored.to_dict().items() if k not in same} == {
        k: v for k, v in live.to_dict().items() if k not in same
    }


def test_gates_take_a_run_or_its_summary() -> None:
    run = ragmeter.evaluate(str(CASES), "faithfulness")
    assert_thresholds(run, faithfulness=0.7)
    assert_thresholds(run.summary, faithfulness=0.7)
    with pytest.raises(AssertionError, match=r"faithfulness: mean 0.750 \(95% CI"):
        assert_thresholds(run, faithfulness=0.8)


# ---------------------------------------------------------------- domain rules, once
def test_which_diagnoses_need_attention() -> None:
    attention = {d.value for d in DiagnosisLabel if needs_attention(d)}
    assert attention == {"fix_retrieval", "fix_generation", "should_refuse", "unknown"}
    moves = [("fix_retrieval", "pass"), ("pass", "unknown"), ("fix_retrieval", "fix_generation")]
    moves.append(("pass", "correct_refusal"))
    assert [Transition.direction_of(a, b) for a, b in moves] == ["better", "worse", "changed", "changed"]


def test_category_placeholder_and_display_names() -> None:
    assert not Summary(1, categories={UNCATEGORISED: CategorySummary(1)}).shows_categories
    assert Summary(1, categories={"simple": CategorySummary(1)}).shows_categories
    assert Summary(
        2, categories={UNCATEGORISED: CategorySummary(1), "x": CategorySummary(1)}
    ).shows_categories
    assert metric_label("hallucination", False) == "hallucination ↓"
    assert metric_label("hallucination", False, words=True) == "hallucination (lower is better)"
    assert short_label("hallucination", False) == "halluc ↓"
    assert short_label("context_recall", tiny=True) == "c_rec"
    assert short_label("ndcg@10") == "ndcg@10"


def test_a_record_that_is_not_the_contract_is_a_located_error() -> None:
    with pytest.raises(DataError, match=r"field 'samples\[1\]': expected an object"):
        Run.from_dict({"summary": {}, "samples": [{"id": "a"}, 3]})
    bad_score = {"summary": {}, "samples": [{"id": "a", "scores": {"f1": {"value": 2.0, "status": "ok"}}}]}
    with pytest.raises(DataError, match=r"samples\[0\]\.scores\.f1.*\[0, 1\]"):
        Run.from_dict(bad_score)
    with pytest.raises(DataError, match="unknown diagnosis"):
        SampleResult.from_dict({"id": "a", "diagnosis": "meh"})
    with pytest.raises(DataError, match="no 'summary'"):
        Run.from_dict({"samples": []})


def test_the_unpublished_shapes_are_gone() -> None:
    """0.1.0 ships the typed API only: no ``Result`` alias, ``run.meta`` or ``summary[key]``."""
    run = ragmeter.evaluate(str(CASES), "faithfulness")
    assert run.summary.metrics["faithfulness"].mean == run["faithfulness"] == 0.75
    assert not hasattr(ragmeter, "Result") and not hasattr(run, "meta")
    with pytest.raises(TypeError, match="not subscriptable"):
        run.summary["metrics"]  # type: ignore[index]
