"""Qrels and runs in every accepted shape -> ``{qid: {docid: grade or score}}``.

Accepted: nested mappings (``{qid: {docid: value}}``; a list of ids is read as grade 1
each for qrels and as a ranking, best first, for runs), TREC files (paths or binary file
objects; read here into dicts when the C reader of files.py is not in use), pandas
DataFrames and numpy arrays (a structured array with named fields, or a tuple of three
arrays ``(qids, docids, values)``). Query ids become strings; document ids keep their
type. Every problem is a :class:`~ragmeter.errors.DataError` naming the file and line,
the row, or the query and document.

Nothing here imports pandas: a DataFrame is recognised by its type's module.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable, Iterable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from typing import Any, BinaryIO

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

# A TREC file is read as bytes: lines end at b"\n", fields are separated by ASCII
# whitespace (bytes.split()), a line whose first field starts with "#" is a comment,
# every line must be UTF-8. Scores are what float() reads, grades what int() reads,
# without underscores; grades beyond 2^31 cannot be relevance levels. The C reader
# (files.py) follows the same rules and raises the same errors, worded by located().

Source = Any  # a path (str or os.PathLike) or a binary file object (with readinto)
_GRADE_LIMIT = 2**31
_RUN_FIELDS = "'qid Q0 docid rank score run_name'"


def is_file(obj: object) -> bool:
    """A path or an open binary file: read as TREC text."""
    return isinstance(obj, (str, os.PathLike)) or hasattr(obj, "readinto")


def source_name(source: Source) -> str:
    return str(source) if isinstance(source, (str, os.PathLike)) else str(getattr(source, "name", "<stream>"))


@contextmanager
def open_source(source: Source) -> Iterator[BinaryIO]:
    """The file opened for reading bytes (a file object is used as it is, not closed)."""
    if not isinstance(source, (str, os.PathLike)):
        yield source
        return
    try:
        f = open(source, "rb")  # noqa: SIM115 (closed below, errors located first)
    except FileNotFoundError:
        raise DataError("file not found", source=str(source)) from None
    except OSError as exc:
        raise DataError(f"cannot read: {exc}", source=str(source)) from None
    with f:
        yield f


def located(kind: str, source: str, line: int, a: Any = None, b: Any = None) -> DataError:
    """The error of a bad line, as both readers word it: ``kind`` says what is wrong,
    ``a`` and ``b`` are the fields concerned (bytes) or the number of fields found."""
    text = a.decode() if isinstance(a, bytes) else a
    other = b.decode() if isinstance(b, bytes) else b
    field = {"score": "score", "score_finite": "score", "grade": "grade", "grade_large": "grade"}.get(kind)
    if kind == "run_fields":
        least = "at least " if b else ""
        hint = (
            "; to ignore the fields after the sixth, as trec_eval does, pass extra_fields=True "
            "(ragmeter retrieval --extra-fields)"
            if not b and a > 6
            else ""
        )
        message = f"expected {least}6 fields {_RUN_FIELDS}, got {a}{hint}"
    else:
        message = {
            "utf8": "not UTF-8 text",
            "qrels_fields": f"expected 4 fields 'qid iter docid grade', got {a}",
            "score": f"score {text!r} is not a number",
            "score_finite": f"score {text!r} is not finite; NaN and inf cannot be ranked",
            "grade": f"grade {text!r} is not an integer",
            "grade_large": f"grade {text!r} is too large (at most {_GRADE_LIMIT - 1} in absolute value)",
            "run_twice": f"document {text!r} appears twice in the ranking of query {other!r}",
            "qrels_twice": f"document {text!r} judged twice for query {other!r}",
        }[kind]
    return DataError(message, source=source, line=line, field=field)


_CHUNK = 1 << 22
_SEPARATORS = re.compile(rb"[\x1c-\x1f]")  # str.split() separates on these, bytes.split() does not
_FIELDS = re.compile(r"[^ \t\r\x0b\x0c]+").findall  # bytes.split()'s fields of a str line


def _blocks(f: BinaryIO) -> Iterator[bytes]:
    """The file in blocks of whole lines (the last one may lack its b"\n")."""
    rest = b""
    while chunk := f.read(_CHUNK):
        data = rest + chunk
        cut = data.rfind(b"\n") + 1
        rest = data[cut:]
        if cut:
            yield data[:cut]
    if rest:
        yield rest + b"\n"


def _line_blocks(
    source: Source, name: str
) -> Iterator[tuple[int, list[str], Callable[[str], list[str]], bool]]:
    """Each block of lines, with the number of its first line, the function that splits
    a line into fields as bytes.split() does, and whether its numbers need no further
    check (ASCII, no underscore). str.split() does the same on ASCII text without
    \\x1c-\\x1f, and faster."""
    number = 1
    with open_source(source) as f:
        try:
            for block in _blocks(f):
                try:
                    text = block.decode("utf-8")
                except UnicodeDecodeError as exc:
                    raise located("utf8", name, number + block.count(b"\n", 0, exc.start)) from None
                lines = text.split("\n")[:-1]
                if block.isascii() and not _SEPARATORS.search(block):
                    yield number, lines, str.split, b"_" not in block
                else:
                    yield number, lines, _FIELDS, False
                number += len(lines)
        except OSError as exc:
            raise DataError(f"cannot read: {exc}", source=name) from None


def _grade(text: str, name: str, line: int) -> int:
    try:
        value = int(text) if text.isascii() and "_" not in text else None
    except ValueError:
        value = None
    if value is None:
        raise located("grade", name, line, text)
    if abs(value) >= _GRADE_LIMIT:
        raise located("grade_large", name, line, text)
    return value


def read_qrels(path: Source) -> NestedGrades:
    """A TREC qrels file (a path or a binary file object): ``qid iter docid grade`` per
    line."""
    name = source_name(path)
    out: NestedGrades = {}
    for first, lines, split, _ in _line_blocks(path, name):
        for number, line in enumerate(lines, first):
            fields = split(line)
            if not fields or fields[0].startswith("#"):
                continue
            if len(fields) != 4:
                raise located("qrels_fields", name, number, len(fields))
            qid, _iter, docid, grade = fields
            value = _grade(grade, name, number)
            judged = out.setdefault(qid, {})
            if docid in judged:
                raise located("qrels_twice", name, number, docid, qid)
            judged[docid] = value
    if not out:
        raise DataError("no judgements (empty qrels)", source=name)
    return out


def read_run(path: Source, extra_fields: bool = False) -> Nested:
    """A TREC run file (a path or a binary file object): ``qid Q0 docid rank score
    run_name`` per line. The rank column is ignored (documents are ranked by score, as
    trec_eval does). A line with more than 6 fields is refused unless ``extra_fields``
    (trec_eval ignores what follows the sixth)."""
    name = source_name(path)
    out: Nested = {}
    ranking: dict[Any, float] = {}
    last = None
    for first, lines, split, plain in _line_blocks(path, name):
        for number, line in enumerate(lines, first):
            fields = split(line)
            if not fields or fields[0].startswith("#"):
                continue
            if len(fields) != 6 and not (extra_fields and len(fields) > 6):
                raise located("run_fields", name, number, len(fields), extra_fields)
            qid, docid, text = fields[0], fields[2], fields[4]
            try:
                score = float(text)
            except ValueError:
                raise located("score", name, number, text) from None
            if not plain and ("_" in text or not text.isascii()):
                raise located("score", name, number, text)
            if score - score != 0.0:  # NaN or inf
                raise located("score_finite", name, number, text)
            if qid != last:
                ranking, last = out.setdefault(qid, {}), qid
            if docid in ranking:
                raise located("run_twice", name, number, docid, qid)
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
    if is_file(obj):
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


def to_run(obj: RunLike, extra_fields: bool = False) -> Mapping[str, Mapping[Any, float]]:
    """Any accepted run shape -> ``{qid: {docid: score}}``. Nested mappings are used as
    they are (scores are checked when ranked); ``extra_fields``: see :func:`read_run`."""
    if is_file(obj):
        return read_run(obj, extra_fields)
    if isinstance(obj, Mapping):
        return _nested_run(obj)
    qids, docids, values, where = _columns(obj, _SCORE, "score")
    return _from_columns(qids, docids, _float_values(values, where, "score"), where, "score")
