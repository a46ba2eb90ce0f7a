"""compare.py: hand-computed kernels, invariants (hypothesis), and the typed comparison."""

from __future__ import annotations

import itertools

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from tests.store_helpers import fake_run, fake_run_dict

from ragmeter.compare import (
    ComparisonError,
    compare_runs,
    metric_delta,
    paired_bootstrap_ci,
    randomization_p_value,
)
from ragmeter.errors import DataError
from ragmeter.types import Run


# ---------------------------------------------------------------- hand-computed kernels
@pytest.mark.parametrize(
    ("deltas", "expected"),
    [
        ([1.0, 1.0, 1.0], 2 / 8),  # only +++ and --- reach |mean| 1
        ([0.5] * 5, 2 / 32),
        ([2.0, 1.0], 2 / 4),  # sums 3, 1, -1, -3
        ([1.0, -1.0], 1.0),  # observed mean 0: every assignment reaches it
        ([0.0, 0.0, 0.3], 1.0),  # zeros are left out; ±0.3 both reach 0.3
        ([0.4, 0.1, -0.1], 6 / 8),  # sums ±0.6, ±0.4 (twice), ±0.2
        ([0.0, 0.0], 1.0),
    ],
)
def test_exact_randomization_p_values(deltas: list[float], expected: float) -> None:
    assert randomization_p_value(deltas) == pytest.approx(expected, abs=1e-12)


def test_monte_carlo_p_value_is_never_zero() -> None:
    # 30 equal differences: 2 of 2^30 sign vectors reach the observed mean, so with 2000
    # random ones the estimate is (0 + 1) / (2000 + 1).
    assert randomization_p_value([0.1] * 30, resamples=2000, seed=0) == pytest.approx(1 / 2001)


def test_monte_carlo_agrees_with_full_enumeration() -> None:
    rng = np.random.default_rng(7)
    d = rng.uniform(-0.3, 0.5, size=17)  # 17 non-zero differences: beyond exact enumeration
    obs = abs(d.sum())
    hits = sum(abs(np.dot(s, d)) >= obs - 1e-12 for s in itertools.product((1, -1), repeat=17))
    exact = hits / 2**17
    assert randomization_p_value(d, resamples=40_000, seed=1) == pytest.approx(exact, abs=0.01)


def test_hand_computed_bootstrap_intervals() -> None:
    # Two pairs with differences 0 and 1: a resampled mean is 0, 0.5 or 1 with
    # probability 1/4, 1/2, 1/4, so the 2.5% and 97.5% percentiles are 0 and 1.
    assert paired_bootstrap_ci([0.0, 1.0], resamples=2000, seed=0) == (0.5, 0.0, 1.0)
    # 19 zeros and a one: the resampled mean is k/20 with k ~ Binomial(20, 0.05);
    # P(k = 0) = 0.358 > 2.5%, P(k <= 2) = 0.925 and P(k <= 3) = 0.984, so [0, 0.15].
    mean, low, high = paired_bootstrap_ci([0.0] * 19 + [1.0], resamples=2000, seed=0)
    assert (mean, low, high) == (pytest.approx(0.05), 0.0, pytest.approx(0.15))
    assert paired_bootstrap_ci([0.2] * 5) == (pytest.approx(0.2), pytest.approx(0.2), pytest.approx(0.2))


def test_metric_delta_counts_wins_in_the_metric_direction() -> None:
    a = np.array([0.5, 0.5, 0.5, 0.2])
    b = np.array([0.2, 0.5, 0.1, 0.2])  # lower in B on two samples
    lower = metric_delta(a, b, higher_is_better=False, alpha=0.05, resamples=500, seed=0)
    assert (lower.wins, lower.ties, lower.losses) == (2, 2, 0)
    higher = metric_delta(a, b, higher_is_better=True, alpha=0.05, resamples=500, seed=0)
    assert (higher.wins, higher.ties, higher.losses) == (0, 2, 2)
    assert lower.delta == pytest.approx(-0.175)
    assert lower.p_value == pytest.approx(2 / 4)  # two non-zero differences
    assert lower.verdict == higher.verdict == "not_significant"


# ---------------------------------------------------------------- invariants
pairs = st.integers(1, 40).flatmap(
    lambda n: st.tuples(
        st.lists(st.floats(0, 1), min_size=n, max_size=n),
        st.lists(st.floats(0, 1), min_size=n, max_size=n),
    )
)


@settings(max_examples=60, deadline=None)
@given(pairs, st.booleans())
def test_ci_contains_the_estimate_and_swapping_flips_the_sign(
    ab: tuple[list[float], list[float]], hib: bool
) -> None:
    a, b = np.array(ab[0]), np.array(ab[1])
    kw = {"higher_is_better": hib, "alpha": 0.05, "resamples": 300, "seed": 3}
    fwd = metric_delta(a, b, **kw)  # type: ignore[arg-type]
    back = metric_delta(b, a, **kw)  # type: ignore[arg-type]
    assert fwd.ci_low <= fwd.delta <= fwd.ci_high
    assert fwd.delta == pytest.approx(-back.delta, abs=1e-12)
    assert fwd.ci_low == pytest.approx(-back.ci_high, abs=1e-9)
    assert fwd.ci_high == pytest.approx(-back.ci_low, abs=1e-9)
    assert fwd.p_value == back.p_value
    assert 0.0 < fwd.p_value <= 1.0
    assert (fwd.wins, fwd.ties, fwd.losses) == (back.losses, back.ties, back.wins)
    assert fwd.significant == back.significant
    if fwd.significant:
        assert {fwd.verdict, back.verdict} == {"improved", "regressed"}


@settings(max_examples=40, deadline=None)
@given(st.lists(st.one_of(st.none(), st.floats(0, 1)), min_size=1, max_size=30))
def test_identical_runs_give_delta_zero_and_p_one(values: list[float | None]) -> None:
    run = fake_run(
        {"faithfulness": values, "hallucination": values}, higher_is_better={"hallucination": False}
    )
    cmp = compare_runs(run, run, resamples=200)
    for stats in cmp.metrics.values():
        if stats.n_pairs:
            assert stats.delta == 0.0
            assert stats.p_value == 1.0
            assert stats.ci_low == stats.ci_high == 0.0
            assert stats.ties == stats.n_pairs
            assert stats.verdict == "not_significant"
        else:
            assert stats.verdict == "undefined"
            assert stats.p_value is None
    assert cmp.regressions == cmp.improvements == []
    assert cmp.diagnosis.transitions == ()
    assert cmp.diagnosis.unchanged == len(values)


# ---------------------------------------------------------------- the comparison dict
def _ab(n: int = 30) -> tuple[Run, Run]:
    rng = np.random.default_rng(0)
    base = rng.uniform(0.3, 0.7, size=n)
    cats = ["simple" if i % 3 else "multi_hop" for i in range(n)]
    a = fake_run(
        {"faithfulness": list(base), "hallucination": list(1 - base), "context_recall": list(base)},
        categories=cats,
        diagnoses=["fix_retrieval"] * 5 + ["pass"] * (n - 5),
        higher_is_better={"hallucination": False},
    )
    b = fake_run(
        {
            "faithfulness": list(np.clip(base + 0.2, 0, 1)),  # better
            "hallucination": list(np.clip(1 - base + 0.2, 0, 1)),  # worse (higher)
            "context_recall": list(base),  # unchanged
        },
        categories=cats,
        diagnoses=["pass"] * 3 + ["fix_retrieval"] * 2 + ["pass"] * (n - 6) + ["fix_generation"],
        higher_is_better={"hallucination": False},
    )
    return a, b


def test_improvements_and_regressions_respect_direction() -> None:
    a, b = _ab()
    cmp = compare_runs(a, b)
    f, h, r = (cmp.metrics[m] for m in ("faithfulness", "hallucination", "context_recall"))
    assert f.verdict == "improved"
    assert f.delta == pytest.approx(0.2)
    assert f.wins == 30
    assert h.verdict == "regressed"
    assert h.delta > 0
    assert h.losses == 30
    assert r.verdict == "not_significant"
    assert r.p_value == 1.0
    assert f.p_value == pytest.approx(1 / 2001)  # 30 non-zero differences, all one way
    assert cmp.regressions == ["hallucination"]
    assert cmp.improvements == ["faithfulness"]
    assert f.ci_low > 0
    assert h.ci_low > 0
    assert len(f.top_improvements) == 5
    assert f.top_regressions == ()
    swapped = compare_runs(b, a)
    assert swapped.regressions == ["faithfulness"]
    assert swapped.improvements == ["hallucination"]


def test_categories_and_diagnosis_transitions() -> None:
    a, b = _ab()
    cmp = compare_runs(a, b)
    assert set(cmp.categories) == {"simple", "multi_hop"}
    assert cmp.categories["multi_hop"].n_paired == 10
    assert cmp.categories["simple"].metrics["faithfulness"].n_pairs == 20
    t = cmp.diagnosis.transitions
    assert t[0].to_dict() == {
        "from": "fix_retrieval",
        "to": "pass",
        "n": 3,
        "direction": "better",
        "ids": ["q0", "q1", "q2"],
    }
    assert t[1].to_dict() == {
        "from": "pass",
        "to": "fix_generation",
        "n": 1,
        "direction": "worse",
        "ids": ["q29"],
    }
    assert cmp.diagnosis.unchanged == 26
    assert cmp.diagnosis.a == {"fix_retrieval": 5, "pass": 25}


def test_undefined_scores_are_not_paired_and_are_counted() -> None:
    a = fake_run({"faithfulness": [0.5, 0.5, None, 0.1]})
    b = fake_run({"faithfulness": [0.6, None, 0.4, None]})
    s = compare_runs(a, b).metrics["faithfulness"]
    assert s.n_pairs == 1
    assert s.undefined_a == 1
    assert s.undefined_b == 2
    assert s.mean_a == 0.5
    assert s.mean_b == 0.6


def test_different_question_sets_are_refused_unless_allowed() -> None:
    a_dict = fake_run_dict({"faithfulness": [0.1, 0.2, 0.3]}, ids=["x", "y", "z"], fingerprint="fpA")
    b_dict = fake_run_dict({"faithfulness": [0.3, 0.4, 0.5]}, ids=["y", "z", "w"], fingerprint="fpB")
    a, b = Run.from_dict(a_dict), Run.from_dict(b_dict)
    with pytest.raises(
        ComparisonError, match=r"different question sets \(fingerprints fpA and fpB\).*2 shared"
    ):
        compare_runs(a, b)
    cmp = compare_runs(a, b, allow_different_data=True)
    assert cmp.same_data is False
    assert cmp.n_paired == 2
    assert cmp.only_in_a == ("x",)
    assert cmp.only_in_b == ("w",)
    assert cmp.metrics["faithfulness"].mean_a == pytest.approx(0.25)
    # Without fingerprints (e.g. hand-made JSON) differing ids still count as different data.
    a_dict["summary"]["dataset"]["fingerprint"] = b_dict["summary"]["dataset"]["fingerprint"] = None
    with pytest.raises(ComparisonError, match="different question sets: 2 shared"):
        compare_runs(Run.from_dict(a_dict), Run.from_dict(b_dict))


def test_bad_inputs_are_clear_errors() -> None:
    a = fake_run({"faithfulness": [0.1, 0.2]}, ids=["x", "x"])
    with pytest.raises(DataError, match="id 'x' twice"):
        compare_runs(a, a)
    ok = fake_run({"faithfulness": [0.1]})
    with pytest.raises(ComparisonError, match="alpha"):
        compare_runs(ok, ok, alpha=1.5)
    empty = Run.from_dict({**fake_run_dict({"faithfulness": [0.1]}), "samples": []})
    with pytest.raises(ComparisonError, match="no samples"):
        compare_runs(empty, ok)
    disjoint = fake_run({"faithfulness": [0.1]}, ids=["other"], fingerprint="fp2")
    with pytest.raises(ComparisonError, match="share no sample id"):
        compare_runs(ok, disjoint, allow_different_data=True)


def test_metrics_in_one_run_only_are_listed() -> None:
    a = fake_run({"faithfulness": [0.1], "context_recall": [0.2]})
    b = fake_run({"faithfulness": [0.1], "answer_relevancy": [0.2]})
    cmp = compare_runs(a, b)
    assert list(cmp.metrics) == ["faithfulness"]
    assert cmp.metrics_only_in_a == ("context_recall",)
    assert cmp.metrics_only_in_b == ("answer_relevancy",)
