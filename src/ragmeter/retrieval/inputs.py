"""Qrels and runs in every accepted shape -> ``{qid: {docid: grade or score}}``.

Accepted: nested mappings (``{qid: {docid: value}}``; a list of ids is read as grade 1
each for qrels and as a ranking, best first, for runs), TREC files (paths), pandas
DataFrames and numpy arrays (a structured array with named fields, or a tuple of three
arrays ``(qids, docids, values)``). Query ids become strings; document ids keep their
type. Every problem is a :class:`~ragmeter.errors.DataError` naming the file and line,
the row, or the query and document.

Nothing here imports pandas: a DataFrame is recognised by its type's module.
"""

from __future__ import annotations

import math
import os
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any, TypeVar

import numpy as np
import numpy.typing as npt

from ragmeter.errors import DataError

__all__ = ["QrelsLike", "RunLike", "read_qrels", "read_run", "to_qrels", "to_run"]

QrelsLike = Any  # Mapping | path | DataFrame | numpy arrays (see the module docstring)
RunLike = Any
Nested = dict[str, dict[Any, float]]
NestedGrades = dict[str, dict[Any, int]]

_QID = ("qid", "query_id", "q_id", "query", "topic")
_DOCID = ("docid", "doc_id", "docno", "pid", "doc", "document_id")
_SCORE = ("score", "sim", "similarity")
_GRADE = ("grade", "relevance", "rel", "label", "judgement", "judgment")


# ---------------------------------------------------------------------------- files


def _lines(path: Path) -> Iterable[tuple[int, list[str]]]:
    """Numbered, split, non-blank, non-comment lines (trec_eval skips lines starting
    with '#')."""
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise DataError("file not found", source=str(path)) from None
    except (OSError, UnicodeDecodeError) as exc:
        raise DataError(f"cannot read: {exc}", source=str(path)) from None
    for number, line in enumerate(text.splitlines(), 1):
        fields = line.split()
        if fields and not fields[0].startswith("#"):
            yield number, fields


_T = TypeVar("_T", int, float)


def _convert(kind: type[_T], text: str, field: str, expected: str, path: Path, line: int) -> _T:
    try:
        return kind(text)
    except ValueError:
        raise DataError(
            f"{field} {text!r} is not {expected}", source=str(path), line=line, field=field
        ) from None


def read_qrels(path: str | os.PathLike[str]) -> NestedGrades:
    """A TREC qrels file: ``qid iter docid grade`` per line."""
    p = Path(path)
    out: NestedGrades = {}
    for number, fields in _lines(p):
        if len(fields) != 4:
            raise DataError(
                f"expected 4 fields 'qid iter docid grade', got {len(fields)}", source=str(p), line=number
            )
        qid, _iter, docid, grade = fields
        value = _convert(int, grade, "grade", "an integer", p, number)
        judged = out.setdefault(qid, {})
        if docid in judged:
            raise DataError(f"document {docid!r} judged twice for query {qid!r}", source=str(p), line=number)
        judged[docid] = value
    if not out:
        raise DataError("no judgements (empty qrels)", source=str(p))
    return out


def read_run(path: str | os.PathLike[str]) -> Nested:
    """A TREC run file: ``qid Q0 docid rank score run_name`` per line. The rank column
    is ignored (documents are ranked by score, as trec_eval does)."""
    p = Path(path)
    out: Nested = {}
    for number, fields in _lines(p):
        if len(fields) < 6:
            raise DataError(
                f"expected 6 fields 'qid Q0 docid rank score run_name', got {len(fields)}",
                source=str(p),
                line=number,
            )
        qid, docid, text = fields[0], fields[2], fields[4]
        score = _convert(float, text, "score", "a number", p, number)
        if not math.isfinite(score):
            raise DataError(
                f"score {text!r} is not finite; NaN and inf cannot be ranked",
                source=str(p),
                line=number,
                field="score",
            )
        ranking = out.setdefault(qid, {})
        if docid in ranking:
            raise DataError(
                f"document {docid!r} appears twice in the ranking of query {qid!r}",
                source=str(p),
                line=number,
            )
        ranking[docid] = score
    return out


# ---------------------------------------------------------------------------- columns


def _is_dataframe(obj: object) -> bool:
    return type(obj).__module__.split(".")[0] == "pandas" and hasattr(obj, "columns")


def _pick(names: Sequence[str], wanted: tuple[str, ...], what: str, where: str) -> str:
    lowered = {str(n).lower(): str(n) for n in names}
    for w in wanted:
        if w in lowered:
            return lowered[w]
    raise DataError(
        f"no {what} column (one of {', '.join(wanted)}); columns are {', '.join(map(str, names))}",
        source=where,
    )


def _columns(obj: Any, value_names: tuple[str, ...], what: str) -> tuple[Any, Any, Any, str]:
    """(qids, docids, values, description) from a DataFrame, structured array or triple."""
    if _is_dataframe(obj):
        cols = list(obj.columns)
        q, d, v = (
            _pick(cols, w, n, "DataFrame")
            for w, n in ((_QID, "query id"), (_DOCID, "document id"), (value_names, what))
        )
        return obj[q].to_numpy(), obj[d].to_numpy(), obj[v].to_numpy(), "DataFrame"
    if isinstance(obj, np.ndarray) and obj.dtype.names:
        names = list(obj.dtype.names)
        q, d, v = (
            _pick(names, w, n, "array")
            for w, n in ((_QID, "query id"), (_DOCID, "document id"), (value_names, what))
        )
        return obj[q], obj[d], obj[v], "array"
    if isinstance(obj, (tuple, list)) and len(obj) == 3:
        return obj[0], obj[1], obj[2], "arrays"
    raise DataError(
        f"cannot read {type(obj).__name__} as {what}s: give {{qid: {{docid: value}}}}, a TREC file path, "
        "a pandas DataFrame, a numpy structured array or a tuple (qids, docids, values)"
    )


def _from_columns(qids: Any, docids: Any, values: npt.NDArray[np.float64], where: str, what: str) -> Nested:
    q = np.asarray(qids)
    d = np.asarray(docids)
    n = values.shape[0]
    if q.shape != (n,) or d.shape != (n,):
        raise DataError(f"query ids, document ids and {what}s must be 1-d and of equal length", source=where)
    out: Nested = {}
    if n == 0:
        return out
    order = None
    bounds = np.flatnonzero(q[1:] != q[:-1]) + 1
    starts = np.concatenate(([0], bounds))
    heads = q[starts].tolist()
    if len(set(heads)) != len(heads):  # not grouped by query: group them (stable)
        order = np.argsort(q, kind="stable")
        q, d, values = q[order], d[order], values[order]
        bounds = np.flatnonzero(q[1:] != q[:-1]) + 1
        starts = np.concatenate(([0], bounds))
        heads = q[starts].tolist()
    ends = np.concatenate((bounds, [n])).tolist()
    for a, b, head in zip(starts.tolist(), ends, heads):
        docs = d[a:b].tolist()
        group = dict(zip(docs, values[a:b].tolist()))
        if len(group) != b - a:
            seen: set[Any] = set()
            for i, doc in enumerate(docs):
                if doc in seen:
                    row = a + i if order is None else int(order[a + i])
                    raise DataError(
                        f"document {doc!r} appears twice for query {head!r}", source=where, row=row
                    )
                seen.add(doc)
        out[str(head)] = group
    return out


def _float_values(values: Any, where: str, what: str) -> npt.NDArray[np.float64]:
    try:
        v = np.asarray(values, dtype=np.float64)
    except (TypeError, ValueError):
        raise DataError(f"{what}s must be numbers", source=where) from None
    bad = np.flatnonzero(~np.isfinite(v))
    if bad.size:
        raise DataError(
            f"{what} {v[bad[0]]} is not finite; NaN and inf cannot be ranked",
            source=where,
            row=int(bad[0]),
            field=what,
        )
    return v


# ---------------------------------------------------------------------------- nested


def _plain(obj: Mapping[Any, Any]) -> bool:
    """A dict of dicts keyed by str: already in the shape wanted (checked in C loops)."""
    return (
        type(obj) is dict
        and all(isinstance(qid, str) for qid in obj)
        and all(type(v) is dict for v in obj.values())
    )


def _nested_qrels(obj: Mapping[Any, Any]) -> Mapping[str, Mapping[Any, Any]]:
    if _plain(obj):
        return obj
    out: dict[str, Mapping[Any, Any]] = {}
    for qid, judged in obj.items():
        if type(judged) is dict or isinstance(judged, Mapping):
            out[str(qid)] = judged  # grades are checked when indexed (ranking.QrelsIndex)
        elif isinstance(judged, Iterable) and not isinstance(judged, (str, bytes)):
            out[str(qid)] = dict.fromkeys(judged, 1)
        else:
            raise DataError(f"query {qid!r}: expected {{docid: grade}} or a list of relevant ids")
    return out


def _nested_run(obj: Mapping[Any, Any]) -> Mapping[str, Mapping[Any, float]]:
    if _plain(obj):
        return obj
    out: dict[str, Mapping[Any, float]] = {}
    for qid, ranking in obj.items():
        if type(ranking) is dict or isinstance(ranking, Mapping):
            out[str(qid)] = ranking
        elif isinstance(ranking, Iterable) and not isinstance(ranking, (str, bytes)):
            docs = list(ranking)
            scored = {doc: float(len(docs) - i) for i, doc in enumerate(docs)}
            if len(scored) != len(docs):
                raise DataError(f"query {qid!r}: a document appears twice in the ranking")
            out[str(qid)] = scored
        else:
            raise DataError(f"query {qid!r}: expected {{docid: score}} or a ranked list of ids")
    return out


# ---------------------------------------------------------------------------- entry points


def to_qrels(obj: QrelsLike) -> Mapping[str, Mapping[Any, Any]]:
    """Any accepted qrels shape -> ``{qid: {docid: grade}}``."""
    if isinstance(obj, (str, os.PathLike)):
        return read_qrels(obj)
    if isinstance(obj, Mapping):
        return _nested_qrels(obj)
    qids, docids, values, where = _columns(obj, _GRADE, "grade")
    v = _float_values(values, where, "grade")
    frac = np.flatnonzero(v != np.round(v))
    if frac.size:
        raise DataError(
            f"grade {v[frac[0]]} is not an integer", source=where, row=int(frac[0]), field="grade"
        )
    nested = _from_columns(qids, docids, v, where, "grade")
    return {q: {d: int(g) for d, g in judged.items()} for q, judged in nested.items()}


def to_run(obj: RunLike) -> Mapping[str, Mapping[Any, float]]:
    """Any accepted run shape -> ``{qid: {docid: score}}``. Nested mappings are used as
    they are (scores are checked when ranked)."""
    if isinstance(obj, (str, os.PathLike)):
        return read_run(obj)
    if isinstance(obj, Mapping):
        return _nested_run(obj)
    qids, docids, values, where = _columns(obj, _SCORE, "score")
    return _from_columns(qids, docids, _float_values(values, where, "score"), where, "score")
