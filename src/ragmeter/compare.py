"""Is version B really better than A? Pure statistics over two runs, paired by sample id.

For each metric (and each category) the samples where the metric is defined in both
runs form pairs; ``delta = mean_b - mean_a`` over those pairs, with

* a paired bootstrap percentile confidence interval of the delta (resampling pairs);
* a two-sided paired randomization test (sign flips of the per-pair differences):
  exact enumeration when at most 16 pairs differ, otherwise ``resamples`` random sign
  vectors with the ``(hits + 1) / (resamples + 1)`` estimate, so p is never 0;
* win/tie/loss counts in the metric's direction (for ``hallucination`` lower is better).

A change is *significant* when ``p_value < alpha``; a *regression* is a significant
change in the wrong direction. Identical runs give delta 0 and p = 1; swapping A and B
flips the sign of the delta and of the interval and leaves p unchanged.

Rendering lives in :mod:`ragmeter.report.compare_render`; nothing here prints.
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from itertools import combinations
from typing import Any

import numpy as np

from ragmeter.conversations import conversation_of
from ragmeter.errors import DataError, RagmeterError
from ragmeter.stats import bootstrap_mean_ci
from ragmeter.types import (
    CaseDelta,
    CategoryDelta,
    Comparison,
    DiagnosisChanges,
    JudgeCheck,
    MetricDelta,
    Run,
    RunRef,
    SampleResult,
    Transition,
)

__all__ = [
    "ComparisonError",
    "compare_runs",
    "judge_check",
    "paired_bootstrap_ci",
    "permutation_p_value",
    "randomization_p_value",
]

EXACT_UP_TO = 16  # enumerate all 2^m sign vectors up to this many non-zero differences
EXACT_SPLITS = 20_000  # enumerate every split of the pooled values up to this many
_TOL = 1e-9
_TOP = 5


class ComparisonError(RagmeterError):
    """The two runs cannot be compared as asked (different question sets, no samples)."""


# ---------------------------------------------------------------- kernels
def randomization_p_value(
    deltas: Sequence[float] | np.ndarray, *, resamples: int = 2000, seed: int = 0
) -> float:
    """Two-sided paired randomization (sign-flip) test of "mean difference = 0".

    Under the null each difference is as likely to have the opposite sign; p is the
    share of sign assignments whose mean is at least as far from 0 as the observed one.
    Zero differences cannot change the statistic and are left out of the enumeration.
    """
    d = np.asarray(deltas, dtype=np.float64)
    if d.size == 0:
        raise DataError("randomization test of an empty sample")
    nz = d[np.abs(d) > _TOL]
    observed = abs(float(nz.sum()))
    if nz.size == 0 or observed <= _TOL:
        return 1.0
    tol = _TOL * max(1.0, observed)
    m = int(nz.size)
    if m <= EXACT_UP_TO:
        patterns = (np.arange(2**m)[:, None] >> np.arange(m)) & 1  # 1: keep, 0: flip
        sums = 2.0 * (patterns.astype(np.float64) @ nz) - float(nz.sum())
        return float(np.count_nonzero(np.abs(sums) >= observed - tol)) / float(2**m)
    rng = np.random.default_rng(seed)
    chunk = max(1, min(resamples, 4_000_000 // m))
    total, hits, done = float(nz.sum()), 0, 0
    while done < resamples:
        k = min(chunk, resamples - done)
        # 8 fair coin flips per random byte: much cheaper than one float draw per flip.
        keep = np.unpackbits(rng.integers(0, 256, size=(k, (m + 7) // 8), dtype=np.uint8), axis=1)
        sums = 2.0 * (keep[:, :m] @ nz) - total
        hits += int(np.count_nonzero(np.abs(sums) >= observed - tol))
        done += k
    return (hits + 1) / (resamples + 1)


def permutation_p_value(
    a: Sequence[float] | np.ndarray, b: Sequence[float] | np.ndarray, *, resamples: int = 2000, seed: int = 0
) -> float:
    """Two-sided two-sample permutation test of "equal means", for unpaired samples
    (other traffic on another day): p is the share of relabellings of the pooled values
    whose difference of means is at least as far from 0 as the observed one. Every split
    is enumerated when there are at most :data:`EXACT_SPLITS`; otherwise ``resamples``
    random ones with the ``(hits + 1) / (resamples + 1)`` estimate, so p is never 0."""
    x = np.asarray(a, dtype=np.float64)
    y = np.asarray(b, dtype=np.float64)
    if x.size == 0 or y.size == 0:
        raise DataError("permutation test of an empty sample")
    pooled = np.concatenate([x, y])
    n, na = int(pooled.size), int(x.size)
    total = float(pooled.sum())

    def diffs(sums_a: np.ndarray) -> np.ndarray:  # mean(b) - mean(a) for each split
        return (total - sums_a) / (n - na) - sums_a / na

    observed = abs(float(y.mean() - x.mean()))
    if observed <= _TOL:
        return 1.0
    tol = _TOL * max(1.0, observed)
    if math.comb(n, na) <= EXACT_SPLITS:
        sums = np.array([pooled[list(c)].sum() for c in combinations(range(n), na)], dtype=np.float64)
        return float(np.count_nonzero(np.abs(diffs(sums)) >= observed - tol)) / float(sums.size)
    rng = np.random.default_rng(seed)
    chunk = max(1, min(resamples, 4_000_000 // n))
    hits, done = 0, 0
    while done < resamples:
        k = min(chunk, resamples - done)
        order = np.argsort(rng.random((k, n)), axis=1)[:, :na]  # a random subset of size na per row
        sums = pooled[order].sum(axis=1)
        hits += int(np.count_nonzero(np.abs(diffs(sums)) >= observed - tol))
        done += k
    return (hits + 1) / (resamples + 1)


def paired_bootstrap_ci(
    deltas: Sequence[float] | np.ndarray, *, level: float = 0.95, resamples: int = 2000, seed: int = 0
) -> tuple[float, float, float]:
    """(mean delta, low, high): percentile bootstrap over the pairs."""
    ci = bootstrap_mean_ci(deltas, resamples=resamples, level=level, seed=seed)
    if ci is None:
        raise DataError("bootstrap of an empty sample")
    return ci.mean, ci.low, ci.high


def metric_delta(
    a: np.ndarray,
    b: np.ndarray,
    *,
    higher_is_better: bool,
    alpha: float,
    resamples: int,
    seed: int,
) -> MetricDelta:
    """Statistics of one metric over aligned pairs ``a[i]`` (run A) and ``b[i]`` (run B)."""
    n = int(a.size)
    if n == 0:
        return MetricDelta(higher_is_better, 0)
    d = b - a
    delta, low, high = paired_bootstrap_ci(d, level=1.0 - alpha, resamples=resamples, seed=seed)
    p = randomization_p_value(d, resamples=resamples, seed=seed)
    gain = d if higher_is_better else -d
    significant = p < alpha and abs(delta) > _TOL
    better = delta > 0 if higher_is_better else delta < 0
    return MetricDelta(
        higher_is_better,
        n,
        mean_a=float(a.mean()),
        mean_b=float(b.mean()),
        delta=delta,
        ci_low=low,
        ci_high=high,
        p_value=p,
        wins=int(np.count_nonzero(gain > _TOL)),
        ties=int(np.count_nonzero(np.abs(gain) <= _TOL)),
        losses=int(np.count_nonzero(gain < -_TOL)),
        significant=significant,
        verdict=("improved" if better else "regressed") if significant else "not_significant",
    )


# ---------------------------------------------------------------- pairing
def _ok_value(r: SampleResult, metric: str) -> float | None:
    sc = r.scores.get(metric)
    if sc is None or not sc.ok or sc.value is None:
        return None
    return float(sc.value)


def _index(run: Run, which: str) -> dict[str, SampleResult]:
    out: dict[str, SampleResult] = {}
    for i, s in enumerate(run.samples):
        if s.id in out:
            raise DataError(f"run {which} has the sample id {s.id!r} twice", row=i + 1, field="id")
        out[s.id] = s
    return out


def _fingerprint(run: Run) -> str | None:
    fp = run.summary.dataset.fingerprint or (run.info.fingerprint if run.info is not None else None)
    return str(fp) if fp else None


def judge_check(a: Mapping[str, Any] | None, b: Mapping[str, Any] | None) -> JudgeCheck:
    """Did the two runs use the same judge? Their resolved judge specs (recorded with
    each run, or derived from an older run's judge description) and versions, and a
    warning when they differ: the judge then changed along with the system, and part of
    every delta may be the judge's."""
    from ragmeter.judges.spec import spec_of

    spec_a = spec_of(a) if a else None
    spec_b = spec_of(b) if b else None
    ver_a = (a or {}).get("version")
    ver_b = (b or {}).get("version")
    warning = None
    if spec_a and spec_b and spec_a != spec_b:
        warning = (
            f"the runs used different judge specs (A: {spec_a}, B: {spec_b}); part of every "
            "difference may be the judge's, not the system's"
        )
    elif spec_a and spec_b and ver_a != ver_b:
        warning = (
            f"the runs used judge {spec_a} in different versions (A: {ver_a}, B: {ver_b}); part of "
            "every difference may be the judge's, not the system's"
        )
    elif not (spec_a and spec_b):
        warning = "a run does not record its judge; the comparison cannot check that both used the same"
    return JudgeCheck(spec_a, spec_b, ver_a, ver_b, warning)


def _directions(a: Run, b: Run, names: Sequence[str]) -> dict[str, bool]:
    from ragmeter.metrics import parse_metric

    out: dict[str, bool] = {}
    for name in names:
        entry = a.summary.metrics.get(name) or b.summary.metrics.get(name)
        if entry is not None:
            out[name] = bool(entry.higher_is_better)
            continue
        try:
            out[name] = parse_metric(name).higher_is_better
        except ValueError:
            out[name] = True
    return out


def _metric_names(run: Run, samples: Mapping[str, SampleResult]) -> list[str]:
    names = list(run.summary.metrics)
    if not names:
        for s in samples.values():
            names = list(s.scores)
            break
    return names


def _transitions(
    ids: Sequence[str], sa: Mapping[str, SampleResult], sb: Mapping[str, SampleResult]
) -> DiagnosisChanges:
    count_a: Counter[str] = Counter()
    count_b: Counter[str] = Counter()
    moves: dict[tuple[str, str], list[str]] = {}
    for sid in ids:
        da, db = sa[sid].diagnosis.label.value, sb[sid].diagnosis.label.value
        count_a[da] += 1
        count_b[db] += 1
        if da != db:
            moves.setdefault((da, db), []).append(sid)
    transitions = tuple(
        Transition(frm, to, tuple(moved))
        for (frm, to), moved in sorted(moves.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    )
    return DiagnosisChanges(
        dict(sorted(count_a.items())),
        dict(sorted(count_b.items())),
        transitions,
        len(ids) - sum(len(v) for v in moves.values()),
    )


def _top(
    ids: list[str], a: np.ndarray, b: np.ndarray, hib: bool
) -> tuple[tuple[CaseDelta, ...], tuple[CaseDelta, ...]]:
    """The pairs that got most worse and most better (in the metric's direction)."""
    gain = (b - a) if hib else (a - b)
    order = np.argsort(gain, kind="stable")

    def rows(idx: np.ndarray, sign: float) -> tuple[CaseDelta, ...]:
        picked = idx[sign * gain[idx] > _TOL][:_TOP]
        return tuple(CaseDelta(ids[i], float(a[i]), float(b[i]), float(b[i] - a[i])) for i in picked)

    return rows(order, -1.0), rows(order[::-1], 1.0)


# ---------------------------------------------------------------- the comparison
@dataclass(frozen=True)
class _Pairs:
    shared: list[str]
    only_a: list[str]
    only_b: list[str]
    changed: list[str]
    same_data: bool


def _pair(
    a: Run, b: Run, sa: dict[str, SampleResult], sb: dict[str, SampleResult], allow_different_data: bool
) -> _Pairs:
    """The samples paired by id, and whether the two runs read the same question set (an
    error when they did not, unless ``allow_different_data``)."""
    if not sa or not sb:
        raise ComparisonError(f"run {'A' if not sa else 'B'} has no samples to compare")
    fa, fb = _fingerprint(a), _fingerprint(b)
    shared = [sid for sid in sa if sid in sb]
    only_a = [sid for sid in sa if sid not in sb]
    only_b = [sid for sid in sb if sid not in sa]
    changed = [sid for sid in shared if sa[sid].sample.question != sb[sid].sample.question]
    same_data = (fa == fb) if fa and fb else not (only_a or only_b or changed)
    if not same_data and not allow_different_data:
        raise ComparisonError(
            "the two runs evaluated different question sets"
            + (f" (fingerprints {fa} and {fb})" if fa and fb else "")
            + f": {len(shared)} shared ids, {len(only_a)} only in A, {len(only_b)} only in B, "
            f"{len(changed)} shared ids whose question changed. Comparing them would mix a change "
            "of data with a change of system; pass --allow-different-data (allow_different_data=True) "
            "to compare the shared ids only."
        )
    if not shared:
        raise ComparisonError("the two runs share no sample id; there is nothing to pair")
    return _Pairs(shared, only_a, only_b, changed, same_data)


def _deltas(
    name: str,
    shared: list[str],
    sa: dict[str, SampleResult],
    sb: dict[str, SampleResult],
    higher_is_better: bool,
    cats: list[str],
    per_cat: dict[str, dict[str, MetricDelta]],
    kw: dict[str, Any],
) -> MetricDelta:
    """One metric's delta over the pairs where both runs have a value (its undefined
    counts and top changes), and its delta in each category (into ``per_cat``)."""
    va = [_ok_value(sa[sid], name) for sid in shared]
    vb = [_ok_value(sb[sid], name) for sid in shared]
    both = [i for i in range(len(shared)) if va[i] is not None and vb[i] is not None]
    xa = np.array([va[i] for i in both], dtype=np.float64)
    xb = np.array([vb[i] for i in both], dtype=np.float64)
    worst, best = _top([shared[i] for i in both], xa, xb, higher_is_better)
    overall = replace(
        metric_delta(xa, xb, higher_is_better=higher_is_better, **kw),
        undefined_a=sum(1 for i in range(len(shared)) if va[i] is None and vb[i] is not None),
        undefined_b=sum(1 for i in range(len(shared)) if vb[i] is None and va[i] is not None),
        top_regressions=worst,
        top_improvements=best,
    )
    in_cat = np.array([cats[i] for i in both], dtype=object)
    for c in per_cat:
        mask = in_cat == c
        per_cat[c][name] = metric_delta(xa[mask], xb[mask], higher_is_better=higher_is_better, **kw)
    return overall


def compare_runs(
    a: Run,
    b: Run,
    *,
    alpha: float = 0.05,
    resamples: int = 2000,
    seed: int = 0,
    allow_different_data: bool = False,
) -> Comparison:
    r"""Compare run B against run A: two :class:`~ragmeter.types.Run`\ s, as
    :func:`ragmeter.evaluate` returns them, ``Store.load_run`` gives them back, or
    ``Run.from_dict`` reads an ``eval --json`` file. Raises :class:`ComparisonError` when
    the question sets differ (fingerprint, or ids when there is no fingerprint) unless
    ``allow_different_data``, in which case only the shared ids are paired.

    Returns a :class:`~ragmeter.types.Comparison` (``to_dict()`` is ``compare --json``):
    the two runs' identities, whether the data and the judge are the same, the method
    (alpha, level, resamples, seed), the pairing (``n_paired``, ids only in A or B,
    shared ids whose question changed), per metric and per category a
    :class:`~ragmeter.types.MetricDelta` (means over the pairs, delta B − A with its
    paired bootstrap CI at level ``1 - alpha``, the randomization p-value, wins/ties/
    losses in the metric's direction, ``significant`` = p < alpha, the verdict; per
    metric also one-sided undefined counts and the top 5 regressions and improvements),
    the diagnosis transitions (most frequent first), and ``regressions`` (significant
    and worse: the ``--fail-on-regression`` gate) and ``improvements``.
    """
    if not 0.0 < alpha < 1.0:
        raise ComparisonError(f"alpha must be between 0 and 1, got {alpha!r}")
    if resamples < 1:
        raise ComparisonError("resamples must be >= 1")
    sa, sb = _index(a, "A"), _index(b, "B")
    pairs = _pair(a, b, sa, sb, allow_different_data)
    shared = pairs.shared
    names_a = _metric_names(a, sa)
    names_b = _metric_names(b, sb)
    names = [m for m in names_a if m in names_b]
    hib = _directions(a, b, names)
    cats = [sa[sid].category_key for sid in shared]
    cat_order = sorted(set(cats))
    kw: dict[str, Any] = {"alpha": alpha, "resamples": resamples, "seed": seed}

    metrics: dict[str, MetricDelta] = {}
    per_cat: dict[str, dict[str, MetricDelta]] = {c: {} for c in cat_order}
    for name in names:
        metrics[name] = _deltas(name, shared, sa, sb, hib[name], cats, per_cat, kw)

    ref_a, ref_b = RunRef.of(a), RunRef.of(b)
    return Comparison(
        a=ref_a,
        b=ref_b,
        same_data=pairs.same_data,
        judges=judge_check(ref_a.judge_description, ref_b.judge_description),
        alpha=alpha,
        level=1.0 - alpha,
        resamples=resamples,
        seed=seed,
        method={
            "ci": "paired bootstrap percentile interval of the mean difference",
            "test": "paired randomization (sign-flip) test, two-sided",
            "exact_up_to": EXACT_UP_TO,
        },
        n_a=len(sa),
        n_b=len(sb),
        n_paired=len(shared),
        only_in_a=tuple(pairs.only_a),
        only_in_b=tuple(pairs.only_b),
        changed_questions=tuple(pairs.changed),
        metrics=metrics,
        metrics_only_in_a=tuple(m for m in names_a if m not in names_b),
        metrics_only_in_b=tuple(m for m in names_b if m not in names_a),
        categories={c: CategoryDelta(cats.count(c), per_cat[c]) for c in cat_order},
        diagnosis=_transitions(shared, sa, sb),
        conversations=_per_conversation(shared, sa, sb, {n: hib[n] for n in names}, kw),
    )


def _per_conversation(
    shared: Sequence[str],
    sa: Mapping[str, SampleResult],
    sb: Mapping[str, SampleResult],
    hib: Mapping[str, bool],
    kw: Mapping[str, Any],
) -> dict[str, MetricDelta]:
    """Per metric, conversations as the paired units: each conversation's mean over its
    turns where the metric is defined in both runs (a conversation-level metric: its one
    value), A against B."""
    turns: dict[str, list[str]] = {}
    for sid in shared:
        info = conversation_of(sa[sid].sample)
        if info is not None:
            turns.setdefault(info.id, []).append(sid)
    if not turns:
        return {}
    out: dict[str, MetricDelta] = {}
    for name, higher in hib.items():
        xa, xb = [], []
        for ids in turns.values():
            pairs = [(_ok_value(sa[i], name), _ok_value(sb[i], name)) for i in ids]
            both = [(x, y) for x, y in pairs if x is not None and y is not None]
            if both:
                xa.append(sum(x for x, _ in both) / len(both))
                xb.append(sum(y for _, y in both) / len(both))
        out[name] = metric_delta(
            np.array(xa, dtype=np.float64), np.array(xb, dtype=np.float64), higher_is_better=higher, **kw
        )
    return out
