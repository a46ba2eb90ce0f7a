"""Review labels in the store (migration 4): what people said about a run's samples in
``ragmeter serve --review``, append-only with who and when.

Each row is one act: a label of one metric (a value in [0, 1]; ``None`` withdraws the
reviewer's label), or a comment (``metric`` None). The current label of a sample for a
metric is each reviewer's latest row; the labels file (``ragmeter labels export``) gives
one or two annotators per metric, the format ``--labels`` and ``calibrate`` read.
"""

from __future__ import annotations

import math
import sqlite3
from collections.abc import Iterator, Sequence
from contextlib import AbstractContextManager
from dataclasses import dataclass
from datetime import datetime, timezone
from pathlib import Path
from typing import Any, Protocol

from ragmeter.store.db import StoreError

__all__ = ["MAX_COMMENT", "Review", "ReviewLog", "SampleLabels"]

#: comments are stored up to this many characters
MAX_COMMENT = 10_000
_MAX_NAME = 200


class _Store(Protocol):
    @property
    def path(self) -> Path: ...

    def transaction(self) -> AbstractContextManager[sqlite3.Connection]: ...

    def read(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]: ...


@dataclass(frozen=True, slots=True)
class Review:
    """One stored row."""

    id: int
    seq: int
    sample_id: str
    metric: str | None
    value: float | None
    comment: str
    reviewer: str
    created_at: str


@dataclass(frozen=True)
class SampleLabels:
    """The current state of one sample: per metric, each reviewer's latest label (in the
    order reviewers first labelled it), and every comment (oldest first)."""

    seq: int
    sample_id: str
    labels: dict[str, list[tuple[str, float]]]
    comments: list[tuple[str, str, str]]  # (reviewer, created_at, text)
    updated_at: str

    def value(self, metric: str) -> float | None:
        """The mean of the reviewers' current labels of ``metric`` (None: unlabelled)."""
        got = self.labels.get(metric)
        return None if not got else sum(v for _, v in got) / len(got)


def _clean_name(name: str) -> str:
    cleaned = " ".join(name.split())
    if not cleaned:
        raise StoreError("a review needs the reviewer's name")
    if len(cleaned) > _MAX_NAME:
        raise StoreError(f"a reviewer's name is at most {_MAX_NAME} characters")
    return cleaned


class ReviewLog:
    """The review labels of one store (``Store.reviews``)."""

    def __init__(self, store: _Store) -> None:
        self.store = store

    def add(
        self,
        run_id: str,
        seq: int,
        *,
        reviewer: str,
        metric: str | None = None,
        value: float | None = None,
        comment: str = "",
    ) -> Review:
        """Append one act. The sample must be one of the run's (``seq`` its position)."""
        reviewer = _clean_name(reviewer)
        if metric is not None and (not metric.strip() or len(metric) > _MAX_NAME):
            raise StoreError("a label names the metric it is of")
        if value is not None and (not math.isfinite(value) or not 0.0 <= value <= 1.0):
            raise StoreError(f"a label is a number in [0, 1], got {value!r}")
        if metric is None and value is not None:
            raise StoreError("a label's value needs the metric it is of")
        if len(comment) > MAX_COMMENT:
            raise StoreError(f"a comment is at most {MAX_COMMENT:,} characters")
        if metric is None and not comment.strip():
            raise StoreError("nothing to record: give a label or a comment")
        now = datetime.now(timezone.utc).isoformat(timespec="microseconds")
        with self.store.transaction() as conn:
            row = conn.execute(
                "SELECT sample_id FROM samples WHERE run_id = ? AND seq = ?", (run_id, seq)
            ).fetchone()
            if row is None:
                raise StoreError(f"run {run_id} has no sample at position {seq}")
            cur = conn.execute(
                "INSERT INTO review_labels"
                " (run_id, seq, sample_id, metric, value, comment, reviewer, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
                (run_id, seq, row[0], metric, value, comment, reviewer, now),
            )
            rowid = int(cur.lastrowid or 0)
        return Review(rowid, seq, row[0], metric, value, comment, reviewer, now)

    def history(self, run_id: str, seq: int | None = None) -> list[Review]:
        """Every row of the run (or of one sample), oldest first."""
        sql = "SELECT * FROM review_labels WHERE run_id = ?"
        params: list[Any] = [run_id]
        if seq is not None:
            sql += " AND seq = ?"
            params.append(seq)
        return [
            Review(
                r["id"],
                r["seq"],
                r["sample_id"],
                r["metric"],
                r["value"],
                r["comment"],
                r["reviewer"],
                r["created_at"],
            )
            for r in self.store.read(sql + " ORDER BY id", params)
        ]

    def current(self, run_id: str) -> Iterator[SampleLabels]:
        """The current labels and comments of every reviewed sample, in run order."""
        by_seq: dict[int, list[Review]] = {}
        for r in self.history(run_id):
            by_seq.setdefault(r.seq, []).append(r)
        for seq in sorted(by_seq):
            yield state(by_seq[seq])

    def counts(self, run_id: str) -> dict[int, int]:
        """For each reviewed sample (by position), how many metrics are labelled now."""
        return {s.seq: len(s.labels) for s in self.current(run_id)}


def state(rows: Sequence[Review]) -> SampleLabels:
    """The current state of one sample from its rows (oldest first)."""
    latest: dict[tuple[str, str], tuple[int, float | None]] = {}
    first_seen: dict[tuple[str, str], int] = {}
    comments: list[tuple[str, str, str]] = []
    for r in rows:
        if r.metric is not None:
            key = (r.metric, r.reviewer)
            first_seen.setdefault(key, r.id)
            latest[key] = (r.id, r.value)
        if r.comment.strip():
            comments.append((r.reviewer, r.created_at, r.comment))
    labels: dict[str, list[tuple[str, float]]] = {}
    for (metric, reviewer), _first in sorted(first_seen.items(), key=lambda kv: kv[1]):
        value = latest[(metric, reviewer)][1]
        if value is not None:
            labels.setdefault(metric, []).append((reviewer, value))
    return SampleLabels(rows[0].seq, rows[0].sample_id, labels, comments, rows[-1].created_at)
