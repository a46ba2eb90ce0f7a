"""The learned part of the offline judge: a logistic regression over alignment features.

Its coefficients live in ``weights.json`` beside this module, written by
``scripts/train_offline_judge.py`` (reproducible: same data, same file). Inference is
a dot product in plain Python: no numpy call per claim, no model download.
"""

from __future__ import annotations

import json
import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from importlib import resources
from typing import Any

from ragmeter.judges.offline.features import FEATURES

__all__ = ["LinearModel", "default_model"]


@dataclass(frozen=True)
class LinearModel:
    """P(supported | features) = sigmoid(w . (x - mean) / scale + b)."""

    features: tuple[str, ...]
    coef: tuple[float, ...]
    intercept: float
    mean: tuple[float, ...]
    scale: tuple[float, ...]
    threshold: float = 0.5
    meta: Mapping[str, Any] = field(default_factory=dict)

    def __post_init__(self) -> None:
        n = len(self.features)
        if not (len(self.coef) == len(self.mean) == len(self.scale) == n):
            raise ValueError("weights, means and scales must have one value per feature")

    @classmethod
    def from_dict(cls, data: Mapping[str, Any]) -> LinearModel:
        return cls(
            features=tuple(data["features"]),
            coef=tuple(float(v) for v in data["coef"]),
            intercept=float(data["intercept"]),
            mean=tuple(float(v) for v in data["mean"]),
            scale=tuple(float(v) or 1.0 for v in data["scale"]),
            threshold=float(data.get("threshold", 0.5)),
            meta=dict(data.get("meta", {})),
        )

    def to_dict(self) -> dict[str, Any]:
        return {
            "features": list(self.features),
            "coef": [round(v, 6) for v in self.coef],
            "intercept": round(self.intercept, 6),
            "mean": [round(v, 6) for v in self.mean],
            "scale": [round(v, 6) for v in self.scale],
            "threshold": round(self.threshold, 6),
            "meta": dict(self.meta),
        }

    def logit(self, x: Sequence[float]) -> float:
        z = self.intercept
        for v, w, m, s in zip(x, self.coef, self.mean, self.scale):
            z += w * (v - m) / s
        return z

    def proba(self, x: Sequence[float]) -> float:
        z = self.logit(x)
        if z >= 0:
            return 1.0 / (1.0 + math.exp(-z))
        e = math.exp(z)
        return e / (1.0 + e)


def _load(name: str, features: tuple[str, ...]) -> LinearModel:
    text = resources.files("ragmeter.judges.offline").joinpath(name).read_text("utf-8")
    model = LinearModel.from_dict(json.loads(text))
    if model.features != features:
        raise RuntimeError(
            f"ragmeter/judges/offline/{name} does not match the feature list; "
            "retrain with scripts/train_offline_judge.py"
        )
    return model


@lru_cache(maxsize=1)
def default_model() -> LinearModel:
    """The lexical regression shipped with ragmeter; checked against the feature list."""
    return _load("weights.json", FEATURES)
