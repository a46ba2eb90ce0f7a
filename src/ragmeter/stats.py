"""Pure statistics on score arrays: means with bootstrap confidence intervals, and the
prediction-powered mean that corrects a judge's bias with a few human labels."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from statistics import NormalDist

import numpy as np

from ragmeter.errors import DataError

__all__ = ["MeanCI", "PPIEstimate", "bootstrap_mean_ci", "ppi_mean_ci"]


@dataclass(frozen=True, slots=True)
class MeanCI:
    mean: float
    low: float
    high: float
    n: int
    level: float = 0.95

    def to_dict(self) -> dict[str, float | int]:
        return {"mean": self.mean, "ci_low": self.low, "ci_high": self.high, "n": self.n}


def bootstrap_mean_ci(
    values: Sequence[float] | np.ndarray,
    *,
    resamples: int = 2000,
    level: float = 0.95,
    seed: int = 0,
) -> MeanCI | None:
    """Percentile bootstrap CI of the mean; ``None`` for an empty input. With one value
    (or all equal) the interval is that value. Deterministic for a given seed."""
    x = np.asarray(values, dtype=np.float64)
    n = int(x.size)
    if n == 0:
        return None
    mean = float(x.mean())
    if n == 1 or resamples <= 0 or float(x.min()) == float(x.max()):
        return MeanCI(mean, mean, mean, n, level)
    rng = np.random.default_rng(seed)
    # Resample in chunks so 100k samples x 2000 resamples stays within a few MB.
    chunk = max(1, min(resamples, 2_000_000 // n))
    means = np.empty(resamples, dtype=np.float64)
    done = 0
    while done < resamples:
        m = min(chunk, resamples - done)
        idx = rng.integers(0, n, size=(m, n))
        means[done : done + m] = x[idx].mean(axis=1)
        done += m
    alpha = (1.0 - level) / 2.0
    low, high = np.quantile(means, [alpha, 1.0 - alpha])
    # The percentile interval always contains the point estimate for the mean up to
    # float noise; clamp so reports never show a CI that excludes it.
    return MeanCI(mean, float(min(low, mean)), float(max(high, mean)), n, level)


@dataclass(frozen=True, slots=True)
class PPIEstimate:
    """A prediction-powered mean (Angelopoulos et al., 2023; ARES's intervals): the judge's
    mean over the unlabelled samples plus the rectifier, the mean of (human - judge) over
    the labelled ones, with a normal interval whose variance adds both parts'. Also the
    classical interval from the labels alone, which PPI should beat in width."""

    mean: float
    low: float
    high: float
    n_labelled: int
    n_unlabelled: int
    rectifier: float
    human_mean: float
    human_low: float
    human_high: float
    level: float = 0.95

    def to_dict(self) -> dict[str, float | int]:
        return {
            "mean": self.mean,
            "ci_low": self.low,
            "ci_high": self.high,
            "n_labelled": self.n_labelled,
            "n_unlabelled": self.n_unlabelled,
            "rectifier": self.rectifier,
            "human_mean": self.human_mean,
            "human_ci_low": self.human_low,
            "human_ci_high": self.human_high,
            "level": self.level,
        }


def _unit(x: float) -> float:
    return min(1.0, max(0.0, x))


def ppi_mean_ci(
    judge_unlabelled: Sequence[float] | np.ndarray,
    judge_labelled: Sequence[float] | np.ndarray,
    human: Sequence[float] | np.ndarray,
    *,
    level: float = 0.95,
) -> PPIEstimate | None:
    """The prediction-powered mean of a metric and its interval at ``level``.

    ``judge_labelled[i]`` and ``human[i]`` are the judge's score and the human label of
    the same sample; ``judge_unlabelled`` the judge's scores of the samples nobody
    labelled (disjoint from the labelled ones). ``None`` with fewer than two labelled
    samples (no variance to estimate). Without unlabelled samples the estimate is the
    human mean. Bounds (and the mean) are clipped to [0, 1], where every mean lies.
    """
    f_u = np.asarray(judge_unlabelled, dtype=np.float64)
    f_l = np.asarray(judge_labelled, dtype=np.float64)
    y = np.asarray(human, dtype=np.float64)
    n, big_n = int(y.size), int(f_u.size)
    if f_l.size != n:
        raise DataError("judge_labelled and human must have the same length")
    if n < 2:
        return None
    z = NormalDist().inv_cdf(0.5 + level / 2)
    human_mean = float(y.mean())
    human_half = z * float(y.std(ddof=1)) / np.sqrt(n)
    delta = y - f_l
    rectifier = float(delta.mean())
    if big_n == 0:
        mean, half = human_mean, human_half
    else:
        mean = float(f_u.mean()) + rectifier
        var_u = float(f_u.var(ddof=1)) / big_n if big_n > 1 else 0.0
        half = z * float(np.sqrt(var_u + float(delta.var(ddof=1)) / n))
    return PPIEstimate(
        _unit(mean),
        _unit(mean - half),
        _unit(mean + half),
        n,
        big_n,
        rectifier,
        human_mean,
        _unit(human_mean - human_half),
        _unit(human_mean + human_half),
        level,
    )
