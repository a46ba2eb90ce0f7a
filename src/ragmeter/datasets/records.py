"""One record (a mapping) to one validated Sample, with the field aliases of RAGAS's two
generations and errors that name the file, line (or row) and field."""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from ragmeter.datasets import strictjson
from ragmeter.datasets.toolcalls import TOOL_CALL_FIELDS, parse_tool_calls
from ragmeter.errors import DataError
from ragmeter.sample import Context, Sample

__all__ = ["ALIASES", "MAX_ID_CHARS", "Loc", "id_text", "sample_from_record", "sample_to_record"]

#: sample, context and document ids longer than this are refused
MAX_ID_CHARS = 1000
_ID_INT_LIMIT = 10**MAX_ID_CHARS
_GRADE_MIN, _GRADE_MAX = -(2**31), 2**31 - 1

# canonical field -> accepted names, first wins. RAGAS's two generations included.
ALIASES: Mapping[str, tuple[str, ...]] = {
    "id": ("id", "sample_id", "qid", "question_id", "query_id"),
    "question": ("question", "user_input", "query"),
    "answer": ("answer", "response", "generated_answer", "prediction"),
    "contexts": ("contexts", "retrieved_contexts", "context"),
    "context_ids": ("context_ids", "retrieved_ids", "retrieved_context_ids", "doc_ids"),
    "reference": (
        "reference",
        "ground_truth",
        "ground_truths",
        "reference_answer",
        "expected_answer",
    ),
    "relevant_ids": ("relevant_ids", "reference_context_ids", "golden_ids", "gold_ids", "golden"),
    "category": ("category", "question_type", "type"),
    "metadata": ("metadata",),
}
_ALL_ALIASES = {name: canon for canon, names in ALIASES.items() for name in names}


@dataclass(frozen=True)
class Loc:
    source: str | None
    line: int | None = None
    row: int | None = None

    def error(self, message: str, field: str | None = None) -> DataError:
        return DataError(message, source=self.source, line=self.line, row=self.row, field=field)


def _pick(raw: Mapping[str, Any], canon: str, loc: Loc) -> tuple[str | None, Any]:
    """The value of a canonical field under any alias; two aliases that disagree is an error."""
    found: list[tuple[str, Any]] = [(n, raw[n]) for n in ALIASES[canon] if n in raw and raw[n] is not None]
    if not found:
        return None, None
    name, value = found[0]
    for other, v in found[1:]:
        if v != value:
            raise loc.error(
                f"'{name}' and '{other}' both give the {canon} but disagree; keep one", field=other
            )
    return name, value


def _finite(value: Any, field: str, loc: Loc) -> float:
    if not isinstance(value, bool) and isinstance(value, (int, float)):
        try:
            number = float(value)
        except OverflowError:  # an int beyond the float range
            number = math.inf
        if math.isfinite(number):
            return number
    raise loc.error(f"must be a finite number, got {_short(value)}", field=field)


def _short(value: Any) -> str:
    try:
        text = repr(value)
    except ValueError:  # an int too long for Python to print
        return "an integer with thousands of digits"
    return text if len(text) <= 60 else text[:57] + "..."


def _text(value: Any, field: str, loc: Loc, *, required: bool = False) -> str | None:
    if value is None:
        if required:
            raise loc.error(f"missing required field '{field}'", field=field)
        return None
    if isinstance(value, float) and math.isnan(value):  # pandas fills gaps with NaN
        if required:
            raise loc.error(f"missing required field '{field}' (empty cell)", field=field)
        return None
    if not isinstance(value, str):
        raise loc.error(f"must be a string, got {type(value).__name__}", field=field)
    if required and not value.strip():
        raise loc.error("must not be empty", field=field)
    return value


def id_text(value: Any, field: str, loc: Loc) -> str:
    """A string or integer id as text, at most :data:`MAX_ID_CHARS` characters."""
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        raise loc.error(f"an id must be a string or an integer, got {type(value).__name__}", field=field)
    if isinstance(value, int) and abs(value) >= _ID_INT_LIMIT:
        raise loc.error(f"an integer id longer than {MAX_ID_CHARS} digits", field=field)
    text = str(value)
    if len(text) > MAX_ID_CHARS:
        raise loc.error(f"an id of {len(text)} characters (at most {MAX_ID_CHARS})", field=field)
    return text


def _maybe_json_list(value: Any, field: str, loc: Loc) -> Any:
    """CSV cells and some exports carry lists as JSON text."""
    if isinstance(value, str):
        stripped = value.strip()
        if stripped.startswith(("[", "{")):
            try:
                return strictjson.loads(stripped)
            except strictjson.JSONProblem as exc:
                message = exc.message.replace("invalid JSON", "looks like JSON but does not parse")
                raise loc.error(message, field=strictjson.field_path((field, *exc.path))) from None
    if hasattr(value, "tolist") and not isinstance(value, (str, bytes)):  # numpy arrays from parquet
        return value.tolist()
    return value


def _contexts(value: Any, ids: Any, field: str, loc: Loc) -> tuple[Context, ...]:
    if value is None:
        return ()
    value = _maybe_json_list(value, field, loc)
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list):
        raise loc.error(f"must be a list of strings or objects, got {type(value).__name__}", field=field)
    out: list[Context] = []
    for i, item in enumerate(value):
        where = f"{field}[{i}]"
        if isinstance(item, str):
            out.append(Context(item))
        elif isinstance(item, Mapping):
            text = item.get("text", item.get("content", item.get("page_content")))
            if not isinstance(text, str):
                raise loc.error("a context object needs a string 'text'", field=where)
            cid = item.get("id", item.get("doc_id"))
            if cid is not None:
                cid = id_text(cid, where + ".id", loc)
            score = item.get("score")
            if score is not None:
                score = _finite(score, where + ".score", loc)
            out.append(Context(text, None if cid is None else str(cid), score))
        else:
            raise loc.error(
                f"must be a string or an object with 'text', got {type(item).__name__}", field=where
            )
    if ids is not None:
        ids = _maybe_json_list(ids, "context_ids", loc)
        if not isinstance(ids, list) or len(ids) != len(out):
            raise loc.error(f"must be a list with one id per context ({len(out)})", field="context_ids")
        for i, (c, cid) in enumerate(zip(out, ids)):
            cid = id_text(cid, f"context_ids[{i}]", loc)
            if c.id is not None and c.id != cid:
                raise loc.error(
                    f"context {i} has id {c.id!r} but context_ids says {cid!r}",
                    field=f"context_ids[{i}]",
                )
        out = [Context(c.text, str(cid), c.score) for c, cid in zip(out, ids)]
    return tuple(out)


def _relevant(value: Any, field: str, loc: Loc) -> Mapping[str, int] | None:
    if value is None:
        return None
    value = _maybe_json_list(value, field, loc)
    if isinstance(value, str):
        value = [value]
    if isinstance(value, list):
        grades: dict[str, int] = {}
        for i, d in enumerate(value):
            grades[id_text(d, f"{field}[{i}]", loc)] = 1
        return MappingProxyType(grades)
    if isinstance(value, Mapping):
        out: dict[str, int] = {}
        for d, g in value.items():
            where = f"{field}.{d}"
            if (
                isinstance(g, bool)
                or not isinstance(g, (int, float))
                or (isinstance(g, float) and (not math.isfinite(g) or g != int(g)))
            ):
                raise loc.error(f"relevance grade must be an integer, got {_short(g)}", field=where)
            if not _GRADE_MIN <= g <= _GRADE_MAX:
                raise loc.error("relevance grade out of range (32-bit integers)", field=where)
            out[id_text(d, where, loc)] = int(g)
        return MappingProxyType(out)
    raise loc.error(
        f"must be a list of ids or an {{id: grade}} object, got {type(value).__name__}", field=field
    )


def sample_from_record(raw: Any, index: int, loc: Loc | None = None) -> Sample:
    """Validate one record (a mapping) into a Sample; ``index`` is its 1-based position."""
    loc = loc or Loc(None, row=index)
    if not isinstance(raw, Mapping):
        raise loc.error(f"each record must be a JSON object, got {type(raw).__name__}")
    id_name, id_value = _pick(raw, "id", loc)
    if id_value is None:
        sid = str(index)
    else:
        sid = id_text(id_value, id_name or "id", loc)
        if not sid.strip():
            raise loc.error("must not be empty", field=id_name)
    q_name, q = _pick(raw, "question", loc)
    if q is None and any(isinstance(raw.get(f), list) for f in ("turns", "messages")):
        raise loc.error(
            "a conversation (turns) is one sample per assistant turn: read it with "
            "ragmeter.datasets.samples_from_record or a data file",
            field="turns" if "turns" in raw else "messages",
        )
    question = _text(q, q_name or "question", loc, required=True)
    assert question is not None
    a_name, a = _pick(raw, "answer", loc)
    answer = _text(a, a_name or "answer", loc)
    r_name, r = _pick(raw, "reference", loc)
    if isinstance(r, list) and all(isinstance(x, str) for x in r):  # RAGAS v0.1 ground_truths
        r = "\n".join(r)
    reference = _text(r, r_name or "reference", loc)
    c_name, c = _pick(raw, "contexts", loc)
    _, cids = _pick(raw, "context_ids", loc)
    contexts = _contexts(c, cids, c_name or "contexts", loc)
    rel_name, rel = _pick(raw, "relevant_ids", loc)
    relevant = _relevant(rel, rel_name or "relevant_ids", loc)
    cat_name, cat = _pick(raw, "category", loc)
    category = _text(cat, cat_name or "category", loc)
    _, meta = _pick(raw, "metadata", loc)
    meta = _maybe_json_list(meta, "metadata", loc)
    if meta is not None and not isinstance(meta, Mapping):
        raise loc.error(f"must be an object, got {type(meta).__name__}", field="metadata")
    metadata = dict(meta or {})
    for key, value in raw.items():  # keep unknown fields instead of dropping them
        if key not in _ALL_ALIASES and key not in metadata:
            metadata[key] = value
    for key in TOOL_CALL_FIELDS:  # validated into one plain shape
        if raw.get(key) is not None:
            metadata[key] = parse_tool_calls(raw[key], key, loc)
    return Sample(
        id=sid,
        question=question,
        answer=answer,
        contexts=contexts,
        reference=reference,
        relevant_ids=relevant,
        category=category.strip() if category else None,
        metadata=MappingProxyType(metadata),
    )


def sample_to_record(sample: Sample) -> dict[str, Any]:
    """The canonical JSON form of a sample (inverse of :func:`sample_from_record`)."""
    rec: dict[str, Any] = {"id": sample.id, "question": sample.question}
    if sample.answer is not None:
        rec["answer"] = sample.answer
    rec["contexts"] = [
        c.text
        if c.id is None and c.score is None
        else {k: v for k, v in (("id", c.id), ("text", c.text), ("score", c.score)) if v is not None}
        for c in sample.contexts
    ]
    if sample.reference is not None:
        rec["reference"] = sample.reference
    if sample.relevant_ids is not None:
        rec["relevant_ids"] = dict(sample.relevant_ids)
    if sample.category is not None:
        rec["category"] = sample.category
    if sample.metadata:
        rec["metadata"] = dict(sample.metadata)
    return rec
