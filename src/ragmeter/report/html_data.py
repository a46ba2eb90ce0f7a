"""Plain data for the HTML report: safe JSON for ``<script>``, score histograms, and
the compact per-sample view the page shows (answer split into claims, contexts with
their relevance marks). Pure functions: no I/O, no templates, nothing recomputed
that the run already decided (scores, verdicts, diagnoses are copied, not derived).
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterable, Mapping, Sequence
from typing import Any

from ragmeter.errors import ConfigError, DataError
from ragmeter.sample import Score
from ragmeter.types import RunInfo, SampleResult

__all__ = [
    "Distributions",
    "SampleKeeper",
    "histogram",
    "plot_text",
    "sample_view",
    "script_json",
    "segment_answer",
    "trend_points",
]

_SCRIPT_ESCAPES = str.maketrans(
    {"<": "\\u003c", ">": "\\u003e", "&": "\\u0026", "\u2028": "\\u2028", "\u2029": "\\u2029"}
)


def script_json(obj: Any) -> str:
    """JSON that is safe inside ``<script type="application/json">``: no ``</script>``,
    no ``<!--``, no raw U+2028/U+2029; ``JSON.parse`` returns the same value.
    NaN and infinities are refused (they are not JSON, and ragmeter never emits them)."""
    text = json.dumps(obj, ensure_ascii=False, allow_nan=False, separators=(",", ":"))
    return text.translate(_SCRIPT_ESCAPES)


def plot_text(text: object) -> str:
    """Escape a label for Plotly, whose text accepts a subset of HTML: ``<`` ``>`` and
    ``&`` become entities, which Plotly displays as the characters themselves."""
    return str(text).replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def histogram(values: Iterable[float], bins: int = 10) -> list[int]:
    """Counts of scores in ``bins`` equal bins over [0, 1]; the last bin includes 1."""
    if bins < 1:
        raise ConfigError("bins must be >= 1")
    counts = [0] * bins
    for v in values:
        if not math.isfinite(v) or not 0.0 <= v <= 1.0:
            raise DataError(f"score {v!r} is outside [0, 1]")
        counts[min(int(v * bins), bins - 1)] += 1
    return counts


class Distributions:
    """Streaming histograms of every metric's defined scores (bounded memory)."""

    def __init__(self, metrics: Sequence[str], bins: int = 10) -> None:
        self.bins = bins
        self.counts: dict[str, list[int]] = {m: [0] * bins for m in metrics}

    def add(self, scores: Mapping[str, Score]) -> None:
        for m, counts in self.counts.items():
            sc = scores.get(m)
            if sc is None or not sc.ok or sc.value is None:
                continue
            for i, c in enumerate(histogram([float(sc.value)], self.bins)):
                counts[i] += c

    def to_dict(self) -> dict[str, Any]:
        edges = [round(i / self.bins, 6) for i in range(self.bins + 1)]
        return {"edges": edges, "counts": {m: list(c) for m, c in self.counts.items()}}


def segment_answer(
    answer: str, claims: Sequence[Mapping[str, Any]]
) -> tuple[list[dict[str, Any]], list[int]]:
    """Split ``answer`` into text segments, each pointing at the claim it states (or
    None). Claims are looked up verbatim, then ignoring case, in order; returns the
    segments and the indices of claims that do not occur in the answer as written."""
    spans: list[tuple[int, int, int]] = []
    missing: list[int] = []
    lowered = answer.lower()
    cursor = 0
    for i, c in enumerate(claims):
        text = str(c.get("claim", "")).strip()
        if not text:
            missing.append(i)
            continue
        pos = _find_free(answer, text, cursor, spans)
        if pos < 0:
            pos = _find_free(lowered, text.lower(), 0, spans)
        if pos < 0:
            missing.append(i)
            continue
        spans.append((pos, pos + len(text), i))
        cursor = pos + len(text)
    spans.sort()
    segments: list[dict[str, Any]] = []
    at = 0
    for start, end, i in spans:
        if start > at:
            segments.append({"text": answer[at:start], "claim": None})
        segments.append({"text": answer[start:end], "claim": i})
        at = end
    if at < len(answer):
        segments.append({"text": answer[at:], "claim": None})
    return segments, missing


def _find_free(haystack: str, needle: str, start: int, taken: Sequence[tuple[int, int, int]]) -> int:
    """First occurrence of ``needle`` at or after ``start`` (then from 0) that overlaps no span."""
    for origin in (start, 0):
        pos = haystack.find(needle, origin)
        while pos >= 0:
            end = pos + len(needle)
            if all(end <= s or pos >= e for s, e, _ in taken):
                return pos
            pos = haystack.find(needle, pos + 1)
    return -1


def _claim_view(c: Mapping[str, Any]) -> dict[str, Any]:
    keys = ("claim", "verdict", "reason", "evidence", "source", "supported_by")
    return {k: c[k] for k in keys if c.get(k) is not None}


def _details(r: SampleResult, metric: str) -> Mapping[str, Any]:
    """A score's details as plain JSON values (claims as dicts), empty when absent."""
    sc = r.scores.get(metric)
    return {} if sc is None else sc.to_dict().get("details") or {}


def sample_view(r: SampleResult, metrics: Sequence[str]) -> dict[str, Any]:
    """What the page needs of one sample: scores, claims placed in the answer, contexts
    with their relevance and the claims they support."""
    s = r.sample
    scores = {m: r.scores[m].to_dict(with_details=False) for m in metrics if m in r.scores}
    claims = [_claim_view(c) for c in _details(r, "faithfulness").get("claims") or []]
    answer = s.answer or ""
    segments, unplaced = segment_answer(answer, claims)
    useful = _details(r, "context_precision").get("useful")
    relevant = s.relevant_ids
    contexts = []
    for i, ctx in enumerate(s.contexts):
        cid = ctx.id
        grade = None
        if relevant is not None and cid is not None:
            grade = int(relevant.get(cid, 0))
        supports = [
            j
            for j, c in enumerate(claims)
            if c.get("verdict") == "supported"
            and (c.get("source") == i or i in (c.get("supported_by") or ()))
        ]
        contexts.append(
            {
                "id": cid,
                "text": ctx.text,
                "score": ctx.score,
                "grade": grade,
                "useful": None if not isinstance(useful, list) or i >= len(useful) else bool(useful[i]),
                "supports": supports,
            }
        )
    return {
        "id": r.id,
        "question": s.question,
        "answer": answer,
        "reference": s.reference,
        "category": s.category,
        "diagnosis": r.diagnosis.label.value,
        "diagnosis_reason": r.diagnosis.reason,
        "refusal": r.refusal,
        "scores": scores,
        "claims": claims,
        "segments": segments,
        "unplaced_claims": unplaced,
        "contexts": contexts,
        "missed_ids": list(_details(r, "context_recall").get("missed_ids") or []),
        **({"system_call": dict(r.system_call)} if r.system_call else {}),
    }


class SampleKeeper:
    """A bounded per-sample list for the page. Once ``limit`` is reached, a case that
    needs attention replaces the latest-kept passing one, so failures are never the
    ones left out; the order of the run is kept."""

    def __init__(self, metrics: Sequence[str], limit: int = 2000) -> None:
        if limit < 0:
            raise ConfigError("limit must be >= 0")
        self.metrics = list(metrics)
        self.limit = limit
        self.total = 0
        self._kept: dict[int, dict[str, Any]] = {}
        self._passing: list[int] = []

    def add(self, r: SampleResult) -> None:
        index = self.total
        self.total += 1
        attention = r.needs_attention
        if len(self._kept) >= self.limit:
            if not attention or not self._passing:
                return
            del self._kept[self._passing.pop()]
        self._kept[index] = sample_view(r, self.metrics)
        if not attention:
            self._passing.append(index)

    @property
    def samples(self) -> list[dict[str, Any]]:
        return [self._kept[i] for i in sorted(self._kept)]


def trend_points(runs: Sequence[RunInfo]) -> list[dict[str, Any]]:
    """Runs of the history as the trend chart's points, oldest first, each with a
    distinct x label."""
    ordered = sorted(runs, key=lambda r: (r.created_at or "", r.id or ""))
    names = [r.label or (r.created_at or "?")[:16].replace("T", " ") for r in ordered]
    points = []
    for r, name in zip(ordered, names):
        if names.count(name) > 1:
            name = f"{name} · {(r.id or '')[:8]}"
        points.append(
            {
                "label": name,
                "created_at": r.created_at,
                "metrics": {m: {"mean": v} for m, v in r.means.items()},
            }
        )
    return points
