"""Coverage of the prediction-powered interval (``ragmeter.stats.ppi_mean_ci``) against the
judge's own bootstrap interval and the interval from the labels alone, by simulation.

Each repetition draws a fresh data set from a known population (true mean ``p``), a
biased synthetic judge scores every sample, and a random subset gets human labels; an
interval "covers" when it contains ``p``. Nominal level 95%.

    python benchmarks/ppi_coverage.py [--reps 1000] [--seed 17] [--json OUT]

The numbers in docs/ppi.md come from this script with its defaults.
"""

from __future__ import annotations

import argparse
import json
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

import numpy as np

from ragmeter.stats import bootstrap_mean_ci, ppi_mean_ci

Judge = Callable[[np.ndarray, np.random.Generator], np.ndarray]


def binary(tpr: float, fpr: float) -> Judge:
    """A pass/fail judge: a truly good sample passes with ``tpr``, a bad one with ``fpr``."""

    def judge(y: np.ndarray, rng: np.random.Generator) -> np.ndarray:
        return np.where(y > 0.5, rng.random(y.size) < tpr, rng.random(y.size) < fpr).astype(float)

    return judge


def graded(base: float, gain: float, noise: float) -> Judge:
    """A judge giving scores in [0, 1]: ``base + gain * label`` plus Gaussian noise, clipped."""

    def judge(y: np.ndarray, rng: np.random.Generator) -> np.ndarray:
        return np.clip(base + gain * y + rng.normal(0.0, noise, y.size), 0.0, 1.0)

    return judge


@dataclass(frozen=True)
class Setting:
    name: str
    p: float  # share of truly good samples (the true mean)
    judge: Judge
    judge_mean: float  # the judge's expected mean (its bias is judge_mean - p)
    unlabelled: int
    labelled: int


SETTINGS = (
    Setting("weak judge, lenient (pass 90% of good, 40% of bad)", 0.6, binary(0.9, 0.4), 0.70, 500, 100),
    Setting("good judge, lenient (95% / 15%)", 0.6, binary(0.95, 0.15), 0.63, 500, 100),
    Setting("strict judge (70% / 5%)", 0.6, binary(0.7, 0.05), 0.44, 500, 100),
    Setting("graded scores (0.35 + 0.5 label + noise 0.15)", 0.6, graded(0.35, 0.5, 0.15), 0.65, 500, 100),
    Setting("weak judge, 30 labels", 0.6, binary(0.9, 0.4), 0.70, 500, 30),
    Setting("weak judge, 5,000 unlabelled", 0.6, binary(0.9, 0.4), 0.70, 5000, 100),
)


def simulate(s: Setting, reps: int, seed: int, resamples: int = 200) -> dict[str, Any]:
    rng = np.random.default_rng(seed)
    cover = {"ppi": 0, "judge_bootstrap": 0, "labels_only": 0}
    width = {"ppi": 0.0, "judge_bootstrap": 0.0, "labels_only": 0.0}
    n_all = s.unlabelled + s.labelled
    for r in range(reps):
        y = (rng.random(n_all) < s.p).astype(float)
        f = s.judge(y, rng)
        est = ppi_mean_ci(f[: s.unlabelled], f[s.unlabelled :], y[s.unlabelled :])
        naive = bootstrap_mean_ci(f, resamples=resamples, seed=r)
        assert est is not None
        assert naive is not None
        for key, (low, high) in {
            "ppi": (est.low, est.high),
            "judge_bootstrap": (naive.low, naive.high),
            "labels_only": (est.human_low, est.human_high),
        }.items():
            cover[key] += low <= s.p <= high
            width[key] += high - low
    return {
        "setting": s.name,
        "true_mean": s.p,
        "judge_mean": s.judge_mean,
        "unlabelled": s.unlabelled,
        "labelled": s.labelled,
        "coverage": {k: v / reps for k, v in cover.items()},
        "mean_width": {k: round(v / reps, 4) for k, v in width.items()},
    }


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--reps", type=int, default=1000)
    ap.add_argument("--seed", type=int, default=17)
    ap.add_argument("--json", dest="json_out", default=None)
    args = ap.parse_args()
    t0 = time.perf_counter()
    rows = [simulate(s, args.reps, args.seed + i) for i, s in enumerate(SETTINGS)]
    print(f"{args.reps} repetitions per setting, 95% intervals, {time.perf_counter() - t0:.1f} s")
    head = f"{'setting':50} {'judge':>6} {'PPI':>6} {'judge CI':>9} {'labels':>7}"
    print(head + "   widths PPI / judge / labels")
    for row in rows:
        c, w = row["coverage"], row["mean_width"]
        print(
            f"{row['setting']:50} {row['judge_mean']:6.2f} {c['ppi']:6.3f} {c['judge_bootstrap']:9.3f} "
            f"{c['labels_only']:7.3f}   {w['ppi']:.3f} / {w['judge_bootstrap']:.3f} / {w['labels_only']:.3f}"
        )
    if args.json_out:
        with open(args.json_out, "w", encoding="utf-8") as fh:
            json.dump({"reps": args.reps, "seed": args.seed, "rows": rows}, fh, indent=2)


if __name__ == "__main__":
    main()
