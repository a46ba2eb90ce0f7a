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

from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

import numpy as np

from ragmeter.errors import DataError, RagmeterError
from ragmeter.stats import bootstrap_mean_ci

__all__ = [
    "ComparisonError",
    "compare_runs",
    "judge_check",
    "paired_bootstrap_ci",
    "randomization_p_value",
]

UNCATEGORISED = "(none)"
EXACT_UP_TO = 16  # enumerate all 2^m sign vectors up to this many non-zero differences
_TOL = 1e-9
_GOOD = frozenset({"pass", "correct_refusal"})
_BAD = frozenset({"fix_retrieval", "fix_generation", "should_refuse"})
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
        raise ValueError("randomization test of an empty sample")
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


def paired_bootstrap_ci(
    deltas: Sequence[float] | np.ndarray, *, level: float = 0.95, resamples: int = 2000, seed: int = 0
) -> tuple[float, float, float]:
    """(mean delta, low, high): percentile bootstrap over the pairs."""
    ci = bootstrap_mean_ci(deltas, resamples=resamples, level=level, seed=seed)
    if ci is None:
        raise ValueError("bootstrap of an empty sample")
    return ci.mean, ci.low, ci.high


def metric_delta(
    a: np.ndarray,
    b: np.ndarray,
    *,
    higher_is_better: bool,
    alpha: float,
    resamples: int,
    seed: int,
) -> dict[str, Any]:
    """Statistics of one metric over aligned pairs ``a[i]`` (run A) and ``b[i]`` (run B)."""
    n = int(a.size)
    out: dict[str, Any] = {"higher_is_better": higher_is_better, "n_pairs": n}
    if n == 0:
        out.update(
            mean_a=None, mean_b=None, delta=None, ci_low=None, ci_high=None, p_value=None,
            wins=0, ties=0, losses=0, significant=False, verdict="undefined",
        )  # fmt: skip
        return out
    d = b - a
    delta, low, high = paired_bootstrap_ci(d, level=1.0 - alpha, resamples=resamples, seed=seed)
    p = randomization_p_value(d, resamples=resamples, seed=seed)
    gain = d if higher_is_better else -d
    significant = p < alpha and abs(delta) > _TOL
    better = delta > 0 if higher_is_better else delta < 0
    out.update(
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
    return out


# ---------------------------------------------------------------- pairing
def _ok_value(score: Mapping[str, Any] | None) -> float | None:
    if not score or score.get("status", "ok") != "ok":
        return None
    v = score.get("value")
    return None if v is None else float(v)


def _index(run: Mapping[str, Any], which: str) -> dict[str, Mapping[str, Any]]:
    out: dict[str, Mapping[str, Any]] = {}
    for i, s in enumerate(run.get("samples") or []):
        sid = str(s["id"])
        if sid in out:
            raise DataError(f"run {which} has the sample id {sid!r} twice", row=i + 1, field="id")
        out[sid] = s
    return out


def _fingerprint(run: Mapping[str, Any]) -> str | None:
    for part in (run.get("summary") or {}, run.get("run") or {}):
        fp = (part.get("dataset") or {}).get("fingerprint")
        if fp:
            return str(fp)
    return None


def _identity(run: Mapping[str, Any]) -> dict[str, Any]:
    info = dict(run.get("run") or {})
    summary = run.get("summary") or {}
    info.setdefault("id", None)
    info.setdefault("label", None)
    info.setdefault("dataset", summary.get("dataset"))
    info.setdefault("judge", summary.get("judge"))
    info.setdefault("ragmeter_version", summary.get("ragmeter_version"))
    info.pop("means", None)
    return info


def judge_check(a: Mapping[str, Any] | None, b: Mapping[str, Any] | None) -> dict[str, Any]:
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
    return {
        "a": spec_a,
        "b": spec_b,
        "version_a": ver_a,
        "version_b": ver_b,
        "same": warning is None,
        "warning": warning,
    }


def _directions(a: Mapping[str, Any], b: Mapping[str, Any], names: Sequence[str]) -> dict[str, bool]:
    from ragmeter.metrics import parse_metric

    out: dict[str, bool] = {}
    for name in names:
        hib: Any = None
        for run in (a, b):
            hib = ((run.get("summary") or {}).get("metrics") or {}).get(name, {}).get("higher_is_better")
            if hib is not None:
                break
        if hib is None:
            try:
                hib = parse_metric(name).higher_is_better
            except ValueError:
                hib = True
        out[name] = bool(hib)
    return out


def _metric_names(run: Mapping[str, Any], samples: Mapping[str, Mapping[str, Any]]) -> list[str]:
    names = list((run.get("summary") or {}).get("metrics") or {})
    if not names:
        for s in samples.values():
            names = list(s.get("scores") or {})
            break
    return names


def _transitions(
    ids: Sequence[str], sa: Mapping[str, Mapping[str, Any]], sb: Mapping[str, Mapping[str, Any]]
) -> dict[str, Any]:
    count_a: Counter[str] = Counter()
    count_b: Counter[str] = Counter()
    moves: dict[tuple[str, str], list[str]] = {}
    for sid in ids:
        da, db = str(sa[sid].get("diagnosis")), str(sb[sid].get("diagnosis"))
        count_a[da] += 1
        count_b[db] += 1
        if da != db:
            moves.setdefault((da, db), []).append(sid)

    def direction(frm: str, to: str) -> str:
        if to in _GOOD and frm not in _GOOD:
            return "better"
        if frm in _GOOD and to not in _GOOD:
            return "worse"
        return "changed"

    transitions = [
        {"from": frm, "to": to, "n": len(moved), "direction": direction(frm, to), "ids": moved}
        for (frm, to), moved in sorted(moves.items(), key=lambda kv: (-len(kv[1]), kv[0]))
    ]
    return {
        "a": dict(sorted(count_a.items())),
        "b": dict(sorted(count_b.items())),
        "transitions": transitions,
        "unchanged": len(ids) - sum(len(v) for v in moves.values()),
    }


def _top(ids: list[str], a: np.ndarray, b: np.ndarray, hib: bool) -> tuple[list[Any], list[Any]]:
    """The pairs that got most worse and most better (in the metric's direction)."""
    gain = (b - a) if hib else (a - b)
    order = np.argsort(gain, kind="stable")

    def rows(idx: np.ndarray, sign: float) -> list[dict[str, Any]]:
        picked = idx[sign * gain[idx] > _TOL][:_TOP]
        return [
            {"id": ids[i], "a": float(a[i]), "b": float(b[i]), "delta": float(b[i] - a[i])} for i in picked
        ]

    return rows(order, -1.0), rows(order[::-1], 1.0)


# ---------------------------------------------------------------- the comparison
def compare_runs(
    a: Mapping[str, Any],
    b: Mapping[str, Any],
    *,
    alpha: float = 0.05,
    resamples: int = 2000,
    seed: int = 0,
    allow_different_data: bool = False,
) -> dict[str, Any]:
    """Compare run B against run A (each a ``Store.load_run`` dict or ``eval --json``
    output: ``{"summary", "samples", ["run"]}``). Raises :class:`ComparisonError` when the
    question sets differ (fingerprint, or ids when there is no fingerprint) unless
    ``allow_different_data``, in which case only the shared ids are paired.

    Returns (all numbers plain floats/ints; ``None`` where undefined)::

        {
          "a": {...}, "b": {...},          # run identity: id, label, created_at, dataset, judge ...
          "same_data": bool,               # same question-set fingerprint
          "judges": {"a": spec, "b": spec, "version_a", "version_b", "same": bool,
                     "warning": str | None},  # see judge_check()
          "alpha": 0.05, "level": 0.95, "resamples": 2000, "seed": 0,
          "method": {"ci": str, "test": str, "exact_up_to": 16},
          "n_a": int, "n_b": int, "n_paired": int,
          "only_in_a": [id, ...], "only_in_b": [id, ...],
          "changed_questions": [id, ...],  # shared ids whose question text differs
          "metrics": {name: STATS, ...},   # every metric present in both runs, A's order
          "metrics_only_in_a": [name, ...], "metrics_only_in_b": [name, ...],
          "categories": {category: {"n_paired": int, "metrics": {name: STATS}}},
          "diagnosis": {"a": {label: n}, "b": {label: n}, "unchanged": int,
                        "transitions": [{"from", "to", "n", "direction": "better"|"worse"|"changed",
                                         "ids": [...]}, ...]},   # most frequent first
          "regressions": [name, ...],      # significant and worse (the --fail-on-regression gate)
          "improvements": [name, ...],     # significant and better
        }

    where STATS is::

        {"higher_is_better": bool, "n_pairs": int,      # samples defined in both runs
         "undefined_a": int, "undefined_b": int,        # paired ids where only A / only B lacks it
         "mean_a": float, "mean_b": float,              # over the pairs
         "delta": float,                                # mean_b - mean_a
         "ci_low": float, "ci_high": float,             # paired bootstrap CI of delta, level 1 - alpha
         "p_value": float,                              # paired randomization test, two-sided
         "wins": int, "ties": int, "losses": int,       # pairs where B is better / equal / worse
         "significant": bool,                           # p_value < alpha
         "verdict": "improved" | "regressed" | "not_significant" | "undefined",
         "top_regressions": [{"id", "a", "b", "delta"}], # only in "metrics": up to 5 each
         "top_improvements": [...]}
    """
    if not 0.0 < alpha < 1.0:
        raise ComparisonError(f"alpha must be between 0 and 1, got {alpha!r}")
    if resamples < 1:
        raise ComparisonError("resamples must be >= 1")
    sa, sb = _index(a, "A"), _index(b, "B")
    if not sa or not sb:
        raise ComparisonError(f"run {'A' if not sa else 'B'} has no samples to compare")
    fa, fb = _fingerprint(a), _fingerprint(b)
    shared = [sid for sid in sa if sid in sb]
    only_a = [sid for sid in sa if sid not in sb]
    only_b = [sid for sid in sb if sid not in sa]
    changed = [sid for sid in shared if sa[sid].get("question") != sb[sid].get("question")]
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

    names_a = _metric_names(a, sa)
    names_b = _metric_names(b, sb)
    names = [m for m in names_a if m in names_b]
    hib = _directions(a, b, names)
    cats = [str(sa[sid].get("category") or UNCATEGORISED) for sid in shared]
    cat_order = sorted(set(cats))
    kw: dict[str, Any] = {"alpha": alpha, "resamples": resamples, "seed": seed}

    metrics: dict[str, Any] = {}
    per_cat: dict[str, dict[str, Any]] = {c: {"n_paired": cats.count(c), "metrics": {}} for c in cat_order}
    for name in names:
        va = [_ok_value((sa[sid].get("scores") or {}).get(name)) for sid in shared]
        vb = [_ok_value((sb[sid].get("scores") or {}).get(name)) for sid in shared]
        both = [i for i in range(len(shared)) if va[i] is not None and vb[i] is not None]
        xa = np.array([va[i] for i in both], dtype=np.float64)
        xb = np.array([vb[i] for i in both], dtype=np.float64)
        stats = metric_delta(xa, xb, higher_is_better=hib[name], **kw)
        stats["undefined_a"] = sum(1 for i in range(len(shared)) if va[i] is None and vb[i] is not None)
        stats["undefined_b"] = sum(1 for i in range(len(shared)) if vb[i] is None and va[i] is not None)
        worst, best = _top([shared[i] for i in both], xa, xb, hib[name])
        stats["top_regressions"], stats["top_improvements"] = worst, best
        metrics[name] = stats
        in_cat = np.array([cats[i] for i in both], dtype=object)
        for c in cat_order:
            mask = in_cat == c
            per_cat[c]["metrics"][name] = metric_delta(xa[mask], xb[mask], higher_is_better=hib[name], **kw)

    ident_a, ident_b = _identity(a), _identity(b)
    return {
        "a": ident_a,
        "b": ident_b,
        "same_data": same_data,
        "judges": judge_check(ident_a.get("judge"), ident_b.get("judge")),
        "alpha": alpha,
        "level": 1.0 - alpha,
        "resamples": resamples,
        "seed": seed,
        "method": {
            "ci": "paired bootstrap percentile interval of the mean difference",
            "test": "paired randomization (sign-flip) test, two-sided",
            "exact_up_to": EXACT_UP_TO,
        },
        "n_a": len(sa),
        "n_b": len(sb),
        "n_paired": len(shared),
        "only_in_a": only_a,
        "only_in_b": only_b,
        "changed_questions": changed,
        "metrics": metrics,
        "metrics_only_in_a": [m for m in names_a if m not in names_b],
        "metrics_only_in_b": [m for m in names_b if m not in names_a],
        "categories": per_cat,
        "diagnosis": _transitions(shared, sa, sb),
        "regressions": [m for m, s in metrics.items() if s["verdict"] == "regressed"],
        "improvements": [m for m, s in metrics.items() if s["verdict"] == "improved"],
    }
