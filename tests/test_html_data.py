"""The HTML report's pure helpers: script-safe JSON, histograms, claim segments, sample views."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from ragmeter.report.html_data import (
    Distributions,
    SampleKeeper,
    histogram,
    plot_text,
    sample_view,
    script_json,
    segment_answer,
    trend_points,
)
from ragmeter.sample import Score
from ragmeter.types import RunInfo, SampleResult


@pytest.mark.parametrize(
    "payload",
    [
        "</script><script>alert(1)</script>",
        "<!-- <script>",
        "a\u2028b\u2029c",
        "</SCRIPT >",
        "&lt;script&gt;",
    ],
)
def test_script_json_cannot_close_the_script_element(payload: str) -> None:
    text = script_json({"q": payload, "list": [payload]})
    assert "<" not in text and ">" not in text
    assert "\u2028" not in text and "\u2029" not in text
    assert json.loads(text) == {"q": payload, "list": [payload]}


@given(st.recursive(st.text() | st.integers() | st.booleans() | st.none(), lambda c: st.lists(c, max_size=3)))
def test_script_json_round_trips(value: object) -> None:
    text = script_json(value)
    assert "</" not in text and "<!--" not in text
    assert json.loads(text) == value


def test_script_json_refuses_nan() -> None:
    with pytest.raises(ValueError, match="JSON compliant"):
        script_json({"x": float("nan")})


def test_plot_text_escapes_markup() -> None:
    assert plot_text("<b>a & b</b>") == "&lt;b&gt;a &amp; b&lt;/b&gt;"


def test_histogram_bins_include_both_ends() -> None:
    assert histogram([0.0, 0.05, 0.1, 0.55, 0.999, 1.0], bins=10) == [2, 1, 0, 0, 0, 1, 0, 0, 0, 2]
    assert histogram([], bins=4) == [0, 0, 0, 0]
    with pytest.raises(ValueError, match="outside"):
        histogram([1.5])


@given(st.lists(st.floats(0, 1), max_size=50), st.integers(1, 20))
def test_histogram_counts_every_value(values: list[float], bins: int) -> None:
    assert sum(histogram(values, bins)) == len(values)


def test_distributions_skip_undefined_scores() -> None:
    d = Distributions(["a", "b"], bins=2)
    d.add({"a": Score.of(0.2), "b": Score.not_applicable("no reference")})
    d.add({"a": Score.of(1.0)})
    assert d.to_dict() == {"edges": [0.0, 0.5, 1.0], "counts": {"a": [1, 1], "b": [0, 0]}}


def test_segment_answer_marks_each_claim_in_place() -> None:
    answer = "Paris is in France. It has 90 million people. Lyon too."
    claims = [{"claim": "Paris is in France."}, {"claim": "it has 90 million people."}, {"claim": "Rome."}]
    segments, missing = segment_answer(answer, claims)
    assert "".join(s["text"] for s in segments) == answer
    assert [(s["text"], s["claim"]) for s in segments] == [
        ("Paris is in France.", 0),
        (" ", None),
        ("It has 90 million people.", 1),
        (" Lyon too.", None),
    ]
    assert missing == [2]


def test_segment_answer_repeated_claims_take_distinct_spans() -> None:
    segments, missing = segment_answer("Yes. Yes.", [{"claim": "Yes."}, {"claim": "Yes."}])
    assert [s["claim"] for s in segments] == [0, None, 1]
    assert missing == []


def test_sample_view_marks_contexts() -> None:
    record = {
        "id": "q1",
        "question": "Q?",
        "answer": "A is B. C is D.",
        "diagnosis": "fix_generation",
        "scores": {
            "faithfulness": {
                "value": 0.5,
                "status": "ok",
                "reason": "1 of 2",
                "details": {
                    "claims": [
                        {"claim": "A is B.", "verdict": "supported", "reason": "found", "source": 1},
                        {"claim": "C is D.", "verdict": "contradicted", "reason": "no", "source": 0},
                    ]
                },
            },
            "context_precision": {"value": 0.5, "status": "ok", "reason": "", "details": {"useful": [0, 1]}},
            "context_recall": {
                "value": 0.5,
                "status": "ok",
                "reason": "",
                "details": {"matched_ids": ["d2"], "missed_ids": ["d9"]},
            },
        },
        "contexts": [{"id": "d1", "text": "x"}, {"id": "d2", "text": "A is B.", "score": 0.3}],
        "relevant_ids": {"d2": 2, "d9": 1},
    }
    view = sample_view(
        SampleResult.from_dict(record), ["faithfulness", "context_precision", "context_recall"]
    )
    assert [(c["grade"], c["useful"], c["supports"]) for c in view["contexts"]] == [
        (0, False, []),
        (2, True, [0]),
    ]
    assert view["missed_ids"] == ["d9"]
    assert [s["claim"] for s in view["segments"]] == [0, None, 1]
    assert view["scores"]["faithfulness"] == {"value": 0.5, "status": "ok", "reason": "1 of 2"}


def test_sample_view_without_details_or_ids() -> None:
    record = {"id": "q", "question": "Q", "answer": None, "scores": {}}
    view = sample_view(SampleResult.from_dict(record), ["faithfulness"])
    assert view["segments"] == [] and view["claims"] == [] and view["contexts"] == []
    assert view["scores"] == {}


def test_keeper_prefers_cases_that_need_attention() -> None:
    keeper = SampleKeeper(["m"], limit=3)
    diagnoses = ["pass", "pass", "fix_retrieval", "pass", "fix_generation", "should_refuse", "pass"]
    for i, d in enumerate(diagnoses):
        keeper.add(SampleResult.from_dict({"id": f"s{i}", "question": "", "diagnosis": d, "scores": {}}))
    assert keeper.total == 7
    assert [s["id"] for s in keeper.samples] == ["s2", "s4", "s5"]


def test_keeper_keeps_run_order_under_the_limit() -> None:
    keeper = SampleKeeper(["m"], limit=10)
    for i, d in enumerate(["fix_retrieval", "pass", "unknown"]):
        keeper.add(SampleResult.from_dict({"id": f"s{i}", "question": "", "diagnosis": d, "scores": {}}))
    assert [s["id"] for s in keeper.samples] == ["s0", "s1", "s2"]


def test_trend_points_oldest_first_with_distinct_labels() -> None:
    runs = [
        {"id": "r3aaaaaaaa", "label": "v2", "created_at": "2026-01-03T00:00:00", "means": {"m": 0.7}},
        {"id": "r1aaaaaaaa", "label": None, "created_at": "2026-01-01T10:00:00", "means": {"m": None}},
        {"id": "r2bbbbbbbb", "label": "v2", "created_at": "2026-01-02T00:00:00", "means": {"m": 0.6}},
    ]
    points = trend_points([RunInfo.from_dict(r) for r in runs])
    assert [p["label"] for p in points] == ["2026-01-01 10:00", "v2 · r2bbbbbb", "v2 · r3aaaaaa"]
    assert [p["metrics"]["m"]["mean"] for p in points] == [None, 0.6, 0.7]
