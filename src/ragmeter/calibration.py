"""Judge validation against human labels: agreement, Cohen's kappa, confusion matrix,
balanced accuracy, ROC-AUC, Spearman's rank correlation and the Brier score (pure
functions), the agreement of two annotators as the ceiling a judge is measured against,
and ``calibrate()`` which runs a judge on labelled samples (and, given the unlabelled
rest of the data, the prediction-powered mean of the metric over it)."""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ragmeter.datasets.labels import label_values
from ragmeter.datasets.records import Loc
from ragmeter.errors import DataError
from ragmeter.stats import ppi_mean_ci
from ragmeter.types import PredictionPowered

__all__ = [
    "CalibrationReport",
    "balanced_accuracy",
    "brier_score",
    "calibrate",
    "cohen_kappa",
    "confusion_matrix",
    "raw_agreement",
    "roc_auc",
    "spearman",
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


def _ranks(x: Sequence[float]) -> list[float]:
    """1-based ranks, ties sharing their average rank."""
    order = sorted(range(len(x)), key=lambda i: x[i])
    ranks = [0.0] * len(x)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and x[order[j + 1]] == x[order[i]]:
            j += 1
        for k in range(i, j + 1):
            ranks[order[k]] = (i + j) / 2 + 1
        i = j + 1
    return ranks


def spearman(human: Sequence[float], scores: Sequence[float]) -> float | None:
    """Spearman's rank correlation (Pearson's on average ranks); ``None`` when either side
    is constant (no order to agree on) or there are fewer than two pairs."""
    if len(human) != len(scores):
        raise DataError("labels and scores must have equal length")
    if len(human) < 2:
        return None
    rh, rs = _ranks(human), _ranks(scores)
    mh, ms = sum(rh) / len(rh), sum(rs) / len(rs)
    cov = sum((a - mh) * (b - ms) for a, b in zip(rh, rs))
    vh = sum((a - mh) ** 2 for a in rh)
    vs = sum((b - ms) ** 2 for b in rs)
    if vh == 0 or vs == 0:
        return None
    return float(cov / math.sqrt(vh * vs))


def brier_score(human: Sequence[float], scores: Sequence[float]) -> float:
    """Mean squared difference of the judge's score (read as the probability that the
    label is 1) and the label: 0 is perfect, 0.25 what always saying 0.5 earns."""
    if len(human) == 0 or len(human) != len(scores):
        raise DataError("label and score lists must be non-empty and of equal length")
    return sum((s - h) ** 2 for h, s in zip(human, scores)) / len(human)


@dataclass(frozen=True)
class CalibrationReport:
    n: int
    human: tuple[int, ...]
    judge: tuple[int, ...]
    scores: tuple[float, ...]
    ids: tuple[str, ...]
    skipped: tuple[tuple[str, str], ...]
    threshold: float
    #: the second annotator's label, where two people labelled the item (else None)
    second: tuple[int | None, ...] = ()
    #: the prediction-powered mean over labelled and unlabelled data (``unlabelled=``)
    ppi: PredictionPowered | None = None
    metric: str = "faithfulness"
    judge_mean: float | None = field(default=None)
    #: a jury's jurors, each validated on its own against the same labels (label -> report)
    jurors: Mapping[str, CalibrationReport] | None = None

    @property
    def labels(self) -> tuple[float, ...]:
        """Each item's label: the mean of its annotators' (0, 0.5 or 1)."""
        return tuple(
            h if b is None else (h + b) / 2 for h, b in zip(self.human, self.second or [None] * self.n)
        )

    @property
    def spearman(self) -> float | None:
        return spearman(self.labels, self.scores)

    @property
    def brier(self) -> float:
        return brier_score(self.labels, self.scores)

    def annotators(self) -> dict[str, Any] | None:
        """The two annotators' agreement on the items both labelled (the ceiling: a judge
        that agrees with people as well as they agree with each other can do no better),
        and the judge's kappa against each of them on the same items."""
        pairs = [(h, b, j) for h, b, j in zip(self.human, self.second, self.judge) if b is not None]
        if len(pairs) < 2:
            return None
        a, b, j = (list(x) for x in zip(*pairs))
        return {
            "n": len(pairs),
            "agreement": raw_agreement(a, b),
            "kappa": cohen_kappa(a, b),
            "judge_kappa_first": cohen_kappa(a, j),
            "judge_kappa_second": cohen_kappa(b, j),
        }

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
            "metric": self.metric,
            "spearman": self.spearman,
            "brier": self.brier,
            "annotators": self.annotators(),
            "judge_mean": self.judge_mean,
            "ppi": None if self.ppi is None else self.ppi.to_dict(),
            "jurors": None if self.jurors is None else {k: _brief(r) for k, r in self.jurors.items()},
            "warning": None
            if self.trustworthy
            else f"kappa {self.kappa:.2f} is below {KAPPA_WARNING}: do not trust this judge here yet",
        }


def _brief(r: CalibrationReport) -> dict[str, Any]:
    """A juror's agreement with the humans, to set beside the jury's."""
    return {
        "n": r.n,
        "agreement": r.agreement,
        "kappa": r.kappa,
        "balanced_accuracy": r.balanced_accuracy,
        "disagreements": r.disagreements(),
    }


def _human_label(
    sample_meta: Any, sid: str, metric: str = "faithfulness", data: str | None = None
) -> tuple[int, ...]:
    """The item's binary label, or its two annotators' labels (``[1, 0]``): from
    ``labels.<metric>``, or ``human_label`` / ``human_labels`` for faithfulness. Errors
    name the data file (when ``data`` is one) and the sample."""
    source = f"sample {sid}" if data is None else f"{data}, sample {sid}"
    loc = Loc(source)
    labels = sample_meta.get("labels")
    value, where = None, "human_label"
    if isinstance(labels, dict) and labels.get(metric) is not None:
        value, where = labels[metric], f"labels.{metric}"
    elif metric == "faithfulness":
        value = sample_meta.get("human_label", sample_meta.get("human_labels"))
    if value is None:
        hint = (
            "(1 = faithful, 0 = not)"
            if metric == "faithfulness"
            else f"in labels.{metric} (1 = good, 0 = not)"
        )
        raise DataError(f"missing {where!r} {hint}", source=source, field=where)
    got = label_values(value, loc, where)
    if any(v not in (0.0, 1.0) for v in got):
        raise DataError(f"{where} must be 0 or 1, got {value!r}", source=source, field=where)
    return tuple(int(v) for v in got)


def _check_labels(data: Any, metric: str) -> None:
    """Every sample of a data file has its label, checked before the judge spends a call."""
    if not isinstance(data, (str, Path)) or not Path(data).is_file():
        return
    from ragmeter.datasets import iter_samples

    for sample in iter_samples(str(data)):
        _human_label(sample.metadata, sample.id, metric, str(data))


def calibrate(
    data: Any,
    judge: Any = None,
    *,
    threshold: float = 1.0,
    metric: str = "faithfulness",
    unlabelled: Any = None,
) -> CalibrationReport:
    """Run the judge's ``metric`` on labelled samples; a sample is judged positive when its
    score is >= ``threshold`` (1.0: every claim supported). Samples whose score is
    undefined are skipped and listed, never counted as either label. With ``unlabelled``
    (the rest of the data, no labels needed) the judge scores it too and the report adds
    the prediction-powered mean of the metric over both."""
    from ragmeter.runner import evaluate

    _check_labels(data, metric)
    result = evaluate(data, metrics=[metric], judge=judge, config=None)
    human: list[int] = []
    second: list[int | None] = []
    judged: list[int] = []
    scores: list[float] = []
    ids: list[str] = []
    skipped: list[tuple[str, str]] = []
    for r in result.samples:
        labels = _human_label(r.sample.metadata, r.id, metric, data if isinstance(data, str) else None)
        sc = r.scores[metric]
        if not sc.ok or sc.value is None:
            skipped.append((r.id, f"{sc.status.value}: {sc.reason}"))
            continue
        human.append(labels[0])
        second.append(labels[1] if len(labels) > 1 else None)
        judged.append(int(sc.value >= threshold))
        scores.append(sc.value)
        ids.append(r.id)
    if not human:
        raise DataError("no sample could be judged, so nothing can be compared with the labels")
    ppi = judge_mean = None
    if unlabelled is not None:
        rest = evaluate(unlabelled, metrics=[metric], judge=judge, config=None)
        known = set(ids) | {i for i, _ in skipped}
        values = [r.scores[metric].value for r in rest.samples if r.id not in known and r.scores[metric].ok]
        plain = [float(v) for v in values if v is not None]
        means = [h if b is None else (h + b) / 2 for h, b in zip(human, second)]
        est = ppi_mean_ci(plain, scores, means)
        ppi = None if est is None else PredictionPowered.of(est)
        every = plain + scores
        judge_mean = sum(every) / len(every)
    jurors = None
    from ragmeter.judges.jury import JuryJudge

    if isinstance(judge, JuryJudge):  # each juror on its own, beside the jury
        jurors = {label: calibrate(data, j, threshold=threshold, metric=metric) for label, j in judge.jurors}
    return CalibrationReport(
        len(human),
        tuple(human),
        tuple(judged),
        tuple(scores),
        tuple(ids),
        tuple(skipped),
        threshold,
        tuple(second),
        ppi,
        metric,
        judge_mean,
        jurors,
    )
