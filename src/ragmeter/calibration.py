"""Judge validation against human labels: agreement, Cohen's kappa, confusion matrix,
balanced accuracy and ROC-AUC (pure functions), and ``calibrate()`` which runs a judge
on labelled samples."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from ragmeter.errors import DataError

__all__ = [
    "CalibrationReport",
    "balanced_accuracy",
    "calibrate",
    "cohen_kappa",
    "confusion_matrix",
    "raw_agreement",
    "roc_auc",
]

KAPPA_WARNING = 0.6


def _check(human: Sequence[int], judge: Sequence[int]) -> None:
    if len(human) == 0 or len(human) != len(judge):
        raise DataError("label lists must be non-empty and of equal length")
    for x in (*human, *judge):
        if x not in (0, 1):
            raise DataError(f"labels must be 0 or 1, got {x!r}")


def raw_agreement(human: Sequence[int], judge: Sequence[int]) -> float:
    _check(human, judge)
    return sum(h == j for h, j in zip(human, judge)) / len(human)


def cohen_kappa(human: Sequence[int], judge: Sequence[int]) -> float:
    """Chance-corrected agreement of two binary raters:
    (p_observed - p_chance) / (1 - p_chance). Both raters constant and identical: 1."""
    _check(human, judge)
    n = len(human)
    observed = raw_agreement(human, judge)
    ph, pj = sum(human) / n, sum(judge) / n
    chance = ph * pj + (1 - ph) * (1 - pj)
    if chance == 1.0:
        return 1.0
    return (observed - chance) / (1 - chance)


def confusion_matrix(human: Sequence[int], judge: Sequence[int]) -> dict[str, int]:
    """Counts with human as the truth: tp = both 1, tn = both 0, fp = judge 1 human 0."""
    _check(human, judge)
    pairs = list(zip(human, judge))
    return {
        "tp": sum(1 for h, j in pairs if h == 1 and j == 1),
        "tn": sum(1 for h, j in pairs if h == 0 and j == 0),
        "fp": sum(1 for h, j in pairs if h == 0 and j == 1),
        "fn": sum(1 for h, j in pairs if h == 1 and j == 0),
    }


def balanced_accuracy(human: Sequence[int], judge: Sequence[int]) -> float | None:
    """Mean of the recall on each class; ``None`` when a class is absent."""
    cm = confusion_matrix(human, judge)
    pos, neg = cm["tp"] + cm["fn"], cm["tn"] + cm["fp"]
    if pos == 0 or neg == 0:
        return None
    return (cm["tp"] / pos + cm["tn"] / neg) / 2


def roc_auc(human: Sequence[int], scores: Sequence[float]) -> float | None:
    """Probability that a random positive scores above a random negative (ties count
    half); ``None`` when a class is absent."""
    if len(human) != len(scores):
        raise DataError("labels and scores must have equal length")
    pos = sorted(s for h, s in zip(human, scores) if h == 1)
    neg = sorted(s for h, s in zip(human, scores) if h == 0)
    if not pos or not neg:
        return None
    # rank-sum with average ranks for ties
    allv = sorted([(s, 1) for s in pos] + [(s, 0) for s in neg])
    rank_sum = 0.0
    i = 0
    while i < len(allv):
        j = i
        while j + 1 < len(allv) and allv[j + 1][0] == allv[i][0]:
            j += 1
        avg = (i + j) / 2 + 1
        rank_sum += avg * sum(1 for k in range(i, j + 1) if allv[k][1] == 1)
        i = j + 1
    return (rank_sum - len(pos) * (len(pos) + 1) / 2) / (len(pos) * len(neg))


@dataclass(frozen=True)
class CalibrationReport:
    n: int
    human: tuple[int, ...]
    judge: tuple[int, ...]
    scores: tuple[float, ...]
    ids: tuple[str, ...]
    skipped: tuple[tuple[str, str], ...]
    threshold: float

    @property
    def agreement(self) -> float:
        return raw_agreement(self.human, self.judge)

    @property
    def kappa(self) -> float:
        return cohen_kappa(self.human, self.judge)

    @property
    def confusion(self) -> dict[str, int]:
        return confusion_matrix(self.human, self.judge)

    @property
    def balanced_accuracy(self) -> float | None:
        return balanced_accuracy(self.human, self.judge)

    @property
    def auc(self) -> float | None:
        return roc_auc(self.human, self.scores)

    @property
    def trustworthy(self) -> bool:
        return self.kappa >= KAPPA_WARNING

    def disagreements(self) -> list[str]:
        return [i for i, h, j in zip(self.ids, self.human, self.judge) if h != j]

    def to_dict(self) -> dict[str, Any]:
        return {
            "n": self.n,
            "agreement": self.agreement,
            "kappa": self.kappa,
            "balanced_accuracy": self.balanced_accuracy,
            "auc": self.auc,
            "confusion": self.confusion,
            "threshold": self.threshold,
            "disagreements": self.disagreements(),
            "skipped": [{"id": i, "reason": r} for i, r in self.skipped],
            "warning": None
            if self.trustworthy
            else f"kappa {self.kappa:.2f} is below {KAPPA_WARNING}: do not trust this judge here yet",
        }


def _human_label(sample_meta: Any, sid: str) -> int:
    value = sample_meta.get("human_label")
    if value is None:
        raise DataError(
            "missing 'human_label' (1 = faithful, 0 = not)",
            source=f"sample {sid}",
            field="human_label",
        )
    if isinstance(value, str) and value.strip() in ("0", "1"):
        value = int(value.strip())
    if isinstance(value, float) and value in (0.0, 1.0):
        value = int(value)
    if value not in (0, 1) or isinstance(value, bool):
        raise DataError(
            f"human_label must be 0 or 1, got {value!r}",
            source=f"sample {sid}",
            field="human_label",
        )
    return int(value)


def calibrate(
    data: Any, judge: Any = None, *, threshold: float = 1.0, metric: str = "faithfulness"
) -> CalibrationReport:
    """Run the judge's ``metric`` on labelled samples; a sample is judged positive when its
    score is >= ``threshold`` (1.0: every claim supported). Samples whose score is
    undefined are skipped and listed, never counted as either label."""
    from ragmeter.runner import evaluate

    result = evaluate(data, metrics=[metric], judge=judge, config=None)
    human: list[int] = []
    judged: list[int] = []
    scores: list[float] = []
    ids: list[str] = []
    skipped: list[tuple[str, str]] = []
    for r in result.samples:
        label = _human_label(r.sample.metadata, r.id)
        sc = r.scores[metric]
        if not sc.ok or sc.value is None:
            skipped.append((r.id, f"{sc.status.value}: {sc.reason}"))
            continue
        human.append(label)
        judged.append(int(sc.value >= threshold))
        scores.append(sc.value)
        ids.append(r.id)
    if not human:
        raise DataError("no sample could be judged, so nothing can be compared with the labels")
    return CalibrationReport(
        len(human),
        tuple(human),
        tuple(judged),
        tuple(scores),
        tuple(ids),
        tuple(skipped),
        threshold,
    )
