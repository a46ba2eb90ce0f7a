"""Human labels for a subset of a data set (``ragmeter eval DATA --labels FILE``, and the
labelled files of ``ragmeter calibrate``): per sample id, per metric, one label or two
(two annotators), each a number in [0, 1].

A JSON Lines file (or a JSON list), one object per labelled sample::

    {"id": "q1", "labels": {"faithfulness": 1, "answer_correctness": 0.5}}
    {"id": "q2", "labels": {"faithfulness": [1, 0]}}        # two annotators
    {"id": "h0", "question": "...", "human_label": 1}       # calibrate's files: faithfulness
    {"id": "c1", "turns": [..., {"role": "assistant", ..., "human_label": 1}]}  # turn c1#k

``human_label`` (or ``human_labels``) is the faithfulness label, so a calibrate file is
a labels file too. Other keys (the sample's own fields) are ignored. Labels are read
exactly or refused, with the file, line and field, like every input.
"""

from __future__ import annotations

import sys
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from typing import Any

from ragmeter.datasets import strictjson
from ragmeter.datasets.conversations import is_conversation
from ragmeter.datasets.records import Loc
from ragmeter.datasets.strictjson import JSONProblem, field_path
from ragmeter.datasets.textin import TextInput, display_name, lines, open_binary
from ragmeter.errors import DataError

__all__ = ["HumanLabels", "label_values", "read_labels"]

#: the metric a bare ``human_label`` labels (calibrate's files)
DEFAULT_METRIC = "faithfulness"
_LABEL_KEYS = ("human_label", "human_labels", "labels")


def label_values(value: Any, loc: Loc, where: str) -> tuple[float, ...]:
    """One label or a list of one or two, each a number in [0, 1] (true/false: 1/0)."""
    items = value if isinstance(value, list) else [value]
    if not 1 <= len(items) <= 2:
        raise loc.error(f"give one label or two (two annotators), got {len(items)}", field=where)
    out = []
    for i, item in enumerate(items):
        if isinstance(item, bool):
            item = int(item)
        if isinstance(item, str) and item.strip() in ("0", "1"):
            item = int(item.strip())
        if not isinstance(item, (int, float)) or not 0.0 <= float(item) <= 1.0:
            at = f"{where}[{i}]" if isinstance(value, list) else where
            raise loc.error(f"a label must be a number in [0, 1] (1 = good), got {item!r}", field=at)
        out.append(float(item))
    return tuple(out)


@dataclass(frozen=True)
class HumanLabels:
    """``by_id[sample id][metric]``: the labels of one sample for one metric."""

    by_id: Mapping[str, Mapping[str, tuple[float, ...]]]
    source: str = "labels"

    @property
    def metrics(self) -> list[str]:
        return sorted({m for labels in self.by_id.values() for m in labels})

    def label(self, sample_id: str, metric: str) -> float | None:
        """The sample's label for the metric (the mean of two annotators'), or None."""
        got = self.by_id.get(sample_id, {}).get(metric)
        return None if got is None else sum(got) / len(got)

    def pairs(self, metric: str) -> list[tuple[str, float, float]]:
        """``(id, first, second)`` for the samples two annotators labelled."""
        return [(i, m[metric][0], m[metric][1]) for i, m in self.by_id.items() if len(m.get(metric, ())) == 2]

    def __len__(self) -> int:
        return len(self.by_id)


def _record(raw: Any, loc: Loc) -> tuple[str, dict[str, tuple[float, ...]]]:
    if not isinstance(raw, Mapping):
        raise loc.error(f"expected an object with 'id' and labels, got {type(raw).__name__}")
    sid = raw.get("id")
    if sid is None or isinstance(sid, (bool, list, dict)):
        raise loc.error("a labelled record needs an 'id' (the sample it labels)", field="id")
    out: dict[str, tuple[float, ...]] = {}
    for key in ("human_label", "human_labels"):
        if raw.get(key) is not None:
            out[DEFAULT_METRIC] = label_values(raw[key], loc, key)
    labels = raw.get("labels")
    if labels is not None:
        if not isinstance(labels, Mapping):
            raise loc.error("'labels' must map metric names to labels", field="labels")
        for metric, value in labels.items():
            if metric in out:
                raise loc.error(
                    f"{metric} is labelled twice (human_label and labels)", field=f"labels.{metric}"
                )
            out[str(metric)] = label_values(value, loc, f"labels.{metric}")
    if not out:
        raise loc.error("no label: give 'labels': {metric: value} or 'human_label'", field="labels")
    return str(sid), out


def _conversation_labels(raw: Mapping[str, Any], loc: Loc) -> list[tuple[str, dict[str, tuple[float, ...]]]]:
    """The labels on a conversation's assistant turns, by turn sample id (``c1#3``): a
    labelled data file of conversations is a labels file too."""
    from ragmeter.conversations import conversation_of
    from ragmeter.datasets.conversations import CONVERSATION_FIELDS, samples_from_record

    name = next(f for f in CONVERSATION_FIELDS if raw.get(f) is not None)
    out = []
    for sample in samples_from_record(raw, 1, loc):
        given = {k: sample.metadata[k] for k in _LABEL_KEYS if sample.metadata.get(k) is not None}
        if not given:
            continue
        info = conversation_of(sample)
        turn = "?" if info is None else info.turn
        try:
            out.append(_record({"id": sample.id, **given}, loc))
        except DataError as exc:  # point at the field inside the turn
            field = f"{name}[{turn}].{exc.field}" if exc.field else None
            raise DataError(exc.message, source=exc.source, line=exc.line, row=exc.row, field=field) from None
    if not out:
        raise loc.error("no assistant turn has a label (human_label or labels)", field=name)
    return out


def _records(source: str) -> Iterator[tuple[Any, Loc]]:
    name = display_name(source)
    fh, _regular = open_binary(source)
    try:
        text = TextInput(fh, name)
        text.refuse_binary()
        body = "".join(text.chunks())
    finally:
        if fh is not sys.stdin.buffer:
            fh.close()
    stripped = body.lstrip()
    if stripped.startswith("["):  # a JSON list
        try:
            data = strictjson.loads(body)
        except JSONProblem as exc:
            raise DataError(
                exc.message, source=name, line=exc.lineno, field=field_path(exc.path) or None
            ) from None
        for i, item in enumerate(data, 1):
            yield item, Loc(name, row=i)
        return
    for lineno, line in enumerate(lines(iter([body])), 1):
        if not line.strip():
            continue
        loc = Loc(name, line=lineno)
        try:
            yield strictjson.loads(line), loc
        except JSONProblem as exc:
            raise loc.error(exc.message, field=field_path(exc.path) or None) from None


def read_labels(data: str | Iterable[Mapping[str, Any]]) -> HumanLabels:
    """Labels from a JSON Lines / JSON file, or from a list of dicts."""
    if isinstance(data, str):
        items: Iterable[tuple[Any, Loc]] = _records(data)
        source = display_name(data)
    else:
        items = ((raw, Loc("labels", row=i)) for i, raw in enumerate(data, 1))
        source = "labels"
    by_id: dict[str, dict[str, tuple[float, ...]]] = {}
    for raw, loc in items:
        for sid, labels in _conversation_labels(raw, loc) if is_conversation(raw) else [_record(raw, loc)]:
            if sid in by_id:
                raise loc.error(f"sample {sid!r} is labelled twice; keep one record per sample", field="id")
            by_id[sid] = labels
    if not by_id:
        raise DataError("no labelled record", source=source)
    return HumanLabels(by_id, source)
