"""Pure statistics on score arrays: means with bootstrap confidence intervals."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

__all__ = ["MeanCI", "bootstrap_mean_ci"]


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
