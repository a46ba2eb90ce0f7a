"""``ragmeter labels``: the labels people gave a run's samples in ``ragmeter serve --review``,
as the JSON Lines file ``eval --labels`` and ``calibrate`` read."""

from __future__ import annotations

import dataclasses
import json
import sys
from dataclasses import dataclass, field
from typing import Any

import click

from ragmeter.cli.common import console, friendly
from ragmeter.cli.runs_cmd import open_store, store_option

#: a labels file gives one label per metric, or two annotators'
_MAX_ANNOTATORS = 2


@dataclass
class Exported:
    records: list[dict[str, Any]]
    run_id: str
    comments_only: int = 0
    beyond_two: int = 0
    reviewers: set[str] = field(default_factory=set)


def _number(value: float) -> float | int:
    return int(value) if float(value).is_integer() else value


def _record(sample: dict[str, Any], current: Any, run_id: str, out: Exported) -> dict[str, Any] | None:
    labels: dict[str, Any] = {}
    reviewers: dict[str, list[str]] = {}
    for metric, given in current.labels.items():
        if len(given) > _MAX_ANNOTATORS:
            out.beyond_two += 1
        kept = given[:_MAX_ANNOTATORS]
        values = [_number(v) for _, v in kept]
        labels[metric] = values[0] if len(values) == 1 else values
        reviewers[metric] = [who for who, _ in kept]
        out.reviewers.update(reviewers[metric])
    if not labels:
        out.comments_only += 1
        return None
    rec: dict[str, Any] = {
        "id": sample["id"],
        "question": sample.get("question"),
        "answer": sample.get("answer"),
    }
    rec["contexts"] = sample.get("contexts") or []
    if sample.get("reference") is not None:
        rec["reference"] = sample["reference"]
    rec["labels"] = labels
    rec["review"] = {
        "run": run_id,
        "reviewers": reviewers,
        "updated_at": current.updated_at,
        "comments": [{"by": who, "at": at, "text": text} for who, at, text in current.comments],
    }
    if isinstance(sample.get("trace"), dict):
        rec["trace"] = sample["trace"]
    return rec


def export_labels(store: Any, run: str) -> Exported:
    """The run's labelled samples as labels-file records (the sample's own fields, its
    ``labels`` and who gave them), in run order."""
    run_id = store.resolve(run)
    current = {s.seq: s for s in store.reviews.current(run_id)}
    out = Exported([], run_id)
    if not current:
        return out
    for seq, sample in enumerate(store.iter_records(run_id)):
        state = current.get(seq)
        if state is None:
            continue
        rec = _record(sample, state, run_id, out)
        if rec is not None:
            out.records.append(rec)
    return out


def labels_from_store(store_path: str | None, run: str) -> Any:
    """``--labels-from-store RUN``: the run's review labels as :class:`HumanLabels`."""
    from ragmeter.datasets.labels import read_labels
    from ragmeter.errors import DataError

    with open_store(store_path) as store:
        exported = export_labels(store, run)
    if not exported.records:
        raise DataError(
            f"run {exported.run_id} has no review label yet (label it in `ragmeter serve --review`)",
            source="--labels-from-store",
        )
    return dataclasses.replace(
        read_labels(exported.records), source=f"review labels of run {exported.run_id}"
    )


def labelled_samples(store_path: str | None, run: str) -> list[dict[str, Any]]:
    """``calibrate --labels-from-store RUN``: the labelled samples, as a labelled file has them."""
    from ragmeter.errors import DataError

    with open_store(store_path) as store:
        exported = export_labels(store, run)
    if not exported.records:
        raise DataError(
            f"run {exported.run_id} has no review label yet (label it in `ragmeter serve --review`)",
            source="--labels-from-store",
        )
    return exported.records


@click.group("labels")
def labels_cmd() -> None:
    """Human labels given in `ragmeter serve --review`."""


@labels_cmd.command("export")
@click.argument("run")
@store_option
@friendly
def export_cmd(run: str, store_path: str | None) -> None:
    """Write RUN's review labels as JSON Lines on standard output (one labelled sample per
    line: its fields, `labels` {metric: value, or [a, b] for two reviewers}, and who gave
    them), the format `eval --labels` and `calibrate` read:

        ragmeter labels export RUN > labels.jsonl"""
    with open_store(store_path) as store:
        exported = export_labels(store, run)
    for rec in exported.records:
        sys.stdout.write(json.dumps(rec, ensure_ascii=False) + "\n")
    sys.stdout.flush()
    err = console(stderr=True)
    err.print(
        f"{len(exported.records)} labelled samples of run {exported.run_id}"
        f" from {len(exported.reviewers)} reviewer(s)"
    )
    if exported.comments_only:
        err.print(
            f"{exported.comments_only} samples with comments but no label were not written"
            " (a labels file needs a label)"
        )
    if exported.beyond_two:
        err.print(
            f"{exported.beyond_two} labels had more than two reviewers: the first two are written "
            "(a labels file holds one label or two annotators')"
        )
