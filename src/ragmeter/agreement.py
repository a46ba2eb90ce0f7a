"""Agreement between raters (the jurors of a jury judge): Fleiss' kappa over any
number of raters, Cohen's kappa between two, over nominal labels, and the collector
that gathers a run's per-claim votes from its scores.

Pure functions over plain sequences. A kappa whose chance agreement is 1 (every vote
the same label) is undefined: ``None``, never NaN; the raw agreement is reported
beside it.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator, Mapping, Sequence
from itertools import combinations
from typing import Any

from ragmeter.errors import DataError

__all__ = [
    "MAX_LISTED",
    "AgreementCollector",
    "cohen_kappa_nominal",
    "fleiss_kappa",
    "observed_agreement",
]

#: samples listed as disagreements in a run's summary (the count is always complete)
MAX_LISTED = 100
_MAX_CLAIMS_PER_SAMPLE = 5


def fleiss_kappa(items: Sequence[Sequence[str]]) -> float | None:
    """Fleiss' kappa of ``items``, each the labels its raters gave (the same number of
    raters, at least two, for every item). ``None`` when chance agreement is 1."""
    if not items:
        raise DataError("Fleiss' kappa needs at least one item")
    n = len(items[0])
    if n < 2 or any(len(it) != n for it in items):
        raise DataError("Fleiss' kappa needs the same number (>= 2) of ratings for every item")
    totals: Counter[str] = Counter()
    p_items = 0.0
    for labels in items:
        counts = Counter(labels)
        totals.update(counts)
        p_items += (sum(c * c for c in counts.values()) - n) / (n * (n - 1))
    p_bar = p_items / len(items)
    all_votes = len(items) * n
    p_e = sum((c / all_votes) ** 2 for c in totals.values())
    if p_e >= 1.0 - 1e-12:
        return None
    return (p_bar - p_e) / (1.0 - p_e)


def cohen_kappa_nominal(a: Sequence[str], b: Sequence[str]) -> float | None:
    """Cohen's kappa of two raters over nominal labels; ``None`` when chance agreement is 1."""
    if not a or len(a) != len(b):
        raise DataError("Cohen's kappa needs two non-empty label lists of equal length")
    n = len(a)
    p_o = sum(x == y for x, y in zip(a, b)) / n
    ca, cb = Counter(a), Counter(b)
    p_e = sum(ca[k] * cb[k] for k in ca) / (n * n)
    if p_e >= 1.0 - 1e-12:
        return None
    return (p_o - p_e) / (1.0 - p_e)


def observed_agreement(items: Sequence[Sequence[str]]) -> float:
    """Share of items on which every rater gave the same label."""
    if not items:
        raise DataError("agreement needs at least one item")
    return sum(len(set(it)) == 1 for it in items) / len(items)


def _votes_in(value: Any) -> Iterator[Mapping[str, Any]]:
    """Every claim verdict with jury votes inside a score's details."""
    if isinstance(value, Mapping):
        if isinstance(value.get("votes"), Mapping):
            yield value
            return
        for v in value.values():
            yield from _votes_in(v)
    elif isinstance(value, (list, tuple)):
        for v in value:
            yield from _votes_in(v)


class AgreementCollector:
    """Gathers the jurors' votes claim by claim, per metric, from a run's scores (the
    jury judge writes each claim's ``votes`` into the verdicts the metrics keep)."""

    def __init__(self, jurors: Sequence[str]) -> None:
        self.jurors = list(jurors)
        self.items: dict[str, list[tuple[str, ...]]] = {}
        self.disagreements: list[dict[str, Any]] = []
        self.n_disagreeing_samples = 0

    def add(self, sample_id: str, scores: Mapping[str, Any]) -> None:
        """One sample's scores (``Score`` objects, or their dicts)."""
        found: list[dict[str, Any]] = []
        for metric, score in scores.items():
            details = score.get("details") if isinstance(score, Mapping) else getattr(score, "details", None)
            for verdict in _votes_in(details or {}):
                votes = verdict["votes"]
                if not all(j in votes for j in self.jurors):
                    continue
                labels = tuple(str(votes[j]) for j in self.jurors)
                self.items.setdefault(metric, []).append(labels)
                if len(set(labels)) > 1:
                    found.append(
                        {
                            "metric": metric,
                            "claim": str(verdict.get("claim", "")),
                            "verdict": verdict.get("verdict"),
                            "votes": dict(zip(self.jurors, labels)),
                        }
                    )
        if found:
            self.n_disagreeing_samples += 1
            if len(self.disagreements) < MAX_LISTED:
                metrics = sorted({f["metric"] for f in found})
                claims = found[:_MAX_CLAIMS_PER_SAMPLE]
                entry = {"sample": sample_id, "metrics": metrics, "n_claims": len(found), "claims": claims}
                self.disagreements.append(entry)

    def _metric(self, items: list[tuple[str, ...]]) -> dict[str, Any]:
        pairs = []
        for (i, a), (j, b) in combinations(enumerate(self.jurors), 2):
            xs, ys = [it[i] for it in items], [it[j] for it in items]
            kappa = cohen_kappa_nominal(xs, ys)
            agree = sum(x == y for x, y in zip(xs, ys)) / len(items)
            pairs.append({"a": a, "b": b, "cohen_kappa": _round(kappa), "agreement": round(agree, 4)})
        return {
            "claims": len(items),
            "fleiss_kappa": _round(fleiss_kappa(items)),
            "agreement": round(observed_agreement(items), 4),
            "pairwise": pairs,
        }

    def summary(self) -> dict[str, Any]:
        """The run's jury section: per metric Fleiss' kappa, pairwise Cohen's kappa and
        raw agreement over the claims; the samples the jurors disagree on."""
        return {
            "jurors": list(self.jurors),
            "metrics": {m: self._metric(items) for m, items in self.items.items() if items},
            "n_disagreeing_samples": self.n_disagreeing_samples,
            "disagreements": list(self.disagreements),
            "note": "a kappa is null where every vote had the same label (chance agreement 1)",
        }


def _round(x: float | None) -> float | None:
    return None if x is None else round(x, 4)
