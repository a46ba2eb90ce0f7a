"""Conversation records: one record, many samples (one per assistant turn).

A record is a conversation when it has ``turns`` (or ``messages``, the OpenAI chat
shape)::

    {"id": "c1", "turns": [
        {"role": "user", "content": "When does the Riverside library open on Saturdays?"},
        {"role": "assistant", "content": "At 9 am.", "contexts": ["..."], "reference": "9 am"},
        {"role": "user", "content": "And on Sundays?"},
        {"role": "assistant", "content": "At noon.", "contexts": ["..."]}]}

Every assistant turn with content becomes a sample ``"<conversation id>#<turn index>"``
(the index into ``turns``, from 0): its question is the user's last message, its answer
the turn's content, its contexts, context ids, relevant ids, reference and
``reference_tool_calls`` the turn's own (a record-level ``reference`` list gives one
reference per assistant turn instead). An assistant message without content that only
calls tools (the OpenAI shape) lends its ``tool_calls`` to the next assistant answer, and
the tools' results (``tool`` messages) since the user spoke are that answer's contexts
when it gives none of its own. An assistant turn may carry nothing that would be lost:
fields it does not use as the sample's own (``human_label``, ``name``) are kept in the
sample's metadata, and a conversation is at most :data:`MAX_TURNS` messages long.
The earlier turns travel in the sample's metadata (``conversation``: id, turn, whether it
is the last assistant turn, and the history), read by :mod:`ragmeter.conversations`.
Errors name the file, line and field (``turns[3].role``).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from ragmeter.datasets import strictjson
from ragmeter.datasets.records import ALIASES, Loc, id_text, sample_from_record
from ragmeter.errors import DataError
from ragmeter.sample import Sample

__all__ = ["CONVERSATION_FIELDS", "is_conversation", "samples_from_record"]

CONVERSATION_FIELDS = ("turns", "messages")
_ROLES = {
    "user": "user",
    "human": "user",
    "assistant": "assistant",
    "ai": "assistant",
    "model": "assistant",
    "system": "system",
    "developer": "system",
    "tool": "tool",
    "function": "tool",
}
#: fields of an assistant turn that become the sample's own (every accepted name)
_TURN_FIELDS = (
    *(name for canon in ("contexts", "context_ids", "relevant_ids", "reference") for name in ALIASES[canon]),
    "reference_tool_calls",
)
#: what a message gives besides these: read here, never passed on as metadata
_MESSAGE_FIELDS = ("role", "content", "tool_calls", "function_call", "metadata")
#: record fields that label one assistant turn, so they go in the turn
_PER_TURN_LABELS = ("human_label", "human_labels", "labels")
#: at most this many messages in one conversation: the conversation-level metrics judge
#: every assistant turn against every earlier user message (work grows with the square)
MAX_TURNS = 1000


def is_conversation(raw: Any) -> bool:
    """A record with ``turns`` or ``messages`` and no question of its own (a sample that
    merely carries a ``messages`` field keeps it as metadata, as before)."""
    if not isinstance(raw, Mapping) or not any(raw.get(f) is not None for f in CONVERSATION_FIELDS):
        return False
    return not any(raw.get(q) not in (None, "") for q in ALIASES["question"])


def samples_from_record(raw: Any, index: int, loc: Loc | None = None) -> Iterator[Sample]:
    """The samples of one record: itself, or one per assistant turn of a conversation."""
    loc = loc or Loc(None, row=index)
    if not is_conversation(raw):
        yield sample_from_record(raw, index, loc)
        return
    yield from _conversation(raw, index, loc)


def _part_text(part: Any, where: str, loc: Loc) -> str:
    """One OpenAI content part's text (``text``, ``input_text``, ``output_text`` or
    ``refusal``); a part with no text (an image, audio, a file) is an error."""
    if isinstance(part, str):
        return part
    if isinstance(part, Mapping):
        for key in ("text", "refusal"):
            if isinstance(part.get(key), str):
                return str(part[key])
        if isinstance(part.get("type"), str):
            raise loc.error(
                f"a content part of type {part['type']!r} has no text; the judges read text only: "
                "remove the part or describe it in a text part",
                where,
            )
    raise loc.error("a content part must be a string or have a string 'text'", where)


def _text_content(value: Any, where: str, loc: Loc) -> str:
    """A message's content: a string, or the OpenAI list of parts (their text joined)."""
    if value is None:
        return ""
    if isinstance(value, str):
        return value
    if isinstance(value, list):
        return "\n".join(_part_text(part, f"{where}[{i}]", loc) for i, part in enumerate(value))
    raise loc.error(f"must be a string or a list of parts, got {type(value).__name__}", field=where)


def _turns(raw: Mapping[str, Any], loc: Loc) -> tuple[str, list[Any]]:
    name = next(f for f in CONVERSATION_FIELDS if raw.get(f) is not None)
    if all(raw.get(f) is not None for f in CONVERSATION_FIELDS) and raw["turns"] != raw["messages"]:
        raise loc.error(
            "'turns' and 'messages' both give the conversation but disagree; keep one", "messages"
        )
    turns = raw[name]
    if isinstance(turns, str) and turns.strip().startswith("["):  # a CSV cell holds JSON text
        try:
            turns = strictjson.loads(turns)
        except strictjson.JSONProblem as exc:
            raise loc.error(exc.message, field=strictjson.field_path((name, *exc.path))) from None
    if hasattr(turns, "tolist") and not isinstance(turns, (str, bytes)):  # numpy arrays from parquet
        turns = turns.tolist()
    if not isinstance(turns, list) or not turns:
        raise loc.error("must be a non-empty list of messages", field=name)
    if len(turns) > MAX_TURNS:
        raise loc.error(
            f"a conversation of {len(turns)} messages (at most {MAX_TURNS}: every assistant turn "
            "is judged against all the user said before it); split it into shorter conversations",
            field=name,
        )
    for key in ALIASES["answer"]:
        if raw.get(key) is not None:
            raise loc.error(f"a conversation takes its answers from '{name}'", field=key)
    return name, turns


def _conversation_id(raw: Mapping[str, Any], index: int, loc: Loc) -> str:
    """The record's ``id`` (or ``conversation_id``, or another id name); never empty."""
    found = [(n, raw[n]) for n in (*ALIASES["id"], "conversation_id") if raw.get(n) is not None]
    if not found:
        return str(index)
    name, value = found[0]
    for other, v in found[1:]:
        if v != value:
            raise loc.error(f"'{name}' and '{other}' both give the conversation's id but disagree", other)
    cid = id_text(value, name, loc)
    if not cid.strip():
        raise loc.error("must not be empty", field=name)
    return cid


def _check_record_fields(raw: Mapping[str, Any], name: str, loc: Loc) -> None:
    """Fields that belong to one assistant turn are an error at the record level (they
    would otherwise be copied onto every turn, or lost)."""
    for key in (*_TURN_FIELDS, "tool_calls", *_PER_TURN_LABELS):
        if key != "reference" and raw.get(key) is not None:
            raise loc.error(
                f"a conversation's {key} belongs in its assistant turns ({name}[k].{key}); "
                "only 'reference' may be a list with one entry per assistant turn",
                field=key,
            )


def _references(raw: Mapping[str, Any], n_answers: int, loc: Loc) -> list[Any] | None:
    ref = raw.get("reference")
    if ref is None:
        return None
    if not isinstance(ref, list) or len(ref) != n_answers:
        raise loc.error(
            f"a conversation's reference is a list with one entry (or null) per assistant turn "
            f"({n_answers}); a turn's own reference goes in the turn",
            field="reference",
        )
    return ref


def _messages(name: str, turns: list[Any], loc: Loc) -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for i, turn in enumerate(turns):
        where = f"{name}[{i}]"
        if not isinstance(turn, Mapping):
            got = type(turn).__name__
            raise loc.error(f"a turn must be an object with 'role' and 'content', got {got}", where)
        given = turn.get("role")
        if given is None and turn.get("type") in ("human", "ai", "system", "tool"):
            given = turn["type"]  # LangChain's message dicts name the role 'type'
        role = _ROLES.get(given.strip().lower()) if isinstance(given, str) else None
        if role is None:
            known = ", ".join(sorted(_ROLES))
            raise loc.error(f"role must be one of {known}, got {turn.get('role')!r}", where + ".role")
        content = _text_content(turn.get("content"), where + ".content", loc)
        if role == "assistant" and not content.strip() and isinstance(turn.get("refusal"), str):
            content = turn["refusal"]  # the OpenAI shape: a refusal instead of content
        out.append({"turn": i, "role": role, "content": content})
    return out


class _Conversation:
    """One conversation record being split into its turn samples."""

    def __init__(self, raw: Mapping[str, Any], index: int, loc: Loc) -> None:
        self.name, self.turns = _turns(raw, loc)
        self.index, self.loc = index, loc
        self.cid = _conversation_id(raw, index, loc)
        self.messages = _messages(self.name, self.turns, loc)
        self.answers = [
            i for i, m in enumerate(self.messages) if m["role"] == "assistant" and m["content"].strip()
        ]
        if not self.answers:
            raise loc.error("a conversation needs at least one assistant turn with content", field=self.name)
        self.references = _references(raw, len(self.answers), loc)
        _check_record_fields(raw, self.name, loc)
        own = (*CONVERSATION_FIELDS, *ALIASES["id"], "conversation_id", "reference", "metadata")
        self.base = {k: v for k, v in raw.items() if k not in own}
        meta = raw.get("metadata")
        if meta is not None and not isinstance(meta, Mapping):
            raise loc.error(f"must be an object, got {type(meta).__name__}", field="metadata")
        self.meta: Mapping[str, Any] = meta or {}

    def samples(self) -> Iterator[Sample]:
        calls: list[tuple[Any, str]] = []  # (call, where) gathered since the user spoke
        results: list[str] = []  # what the tools returned since then
        last_user: int | None = None
        for i, turn in enumerate(self.turns):
            role, content = self.messages[i]["role"], self.messages[i]["content"]
            if role == "user":
                last_user, calls, results = i, [], []
            if role == "tool" and content.strip():
                results.append(content)
            if role != "assistant":
                continue
            own = self._calls(turn, i)
            calls.extend(own)
            if i not in self.answers:  # a step that only called tools
                self._check_step(turn, i, bool(own))
                continue
            if last_user is None:
                where = f"{self.name}[{i}]"
                raise self.loc.error("an assistant turn before any user turn has nothing to answer", where)
            yield self._sample(turn, i, last_user, calls, results)
            calls, results = [], []
        if calls:  # tool calls no answer followed: nothing would score them
            raise self.loc.error(
                "tool calls that no assistant answer follows are not scored; end the "
                "conversation with the assistant's answer, or remove them",
                calls[0][1],
            )
        if last_user is not None and last_user > self.answers[-1]:  # a log cut short
            raise self.loc.error(
                "the user's last message has no assistant answer, so nothing would score it; "
                "add the answer or remove the message",
                f"{self.name}[{last_user}]",
            )

    def _check_step(self, turn: Mapping[str, Any], i: int, has_calls: bool) -> None:
        """An assistant turn without content is scored with the answer after it: it may
        only call tools; anything else it carries would be lost."""
        where = f"{self.name}[{i}]"
        for key in (*_TURN_FIELDS, *_PER_TURN_LABELS):
            if turn.get(key) is not None:
                raise self.loc.error(
                    f"an assistant turn without content is not scored; give its {key} on "
                    "the assistant turn that answers",
                    f"{where}.{key}",
                )
        if not has_calls:
            raise self.loc.error("an assistant turn with neither content nor tool_calls", where + ".content")

    def _calls(self, turn: Mapping[str, Any], i: int) -> list[tuple[Any, str]]:
        calls = turn.get("tool_calls")
        legacy = turn.get("function_call")  # the OpenAI shape before tool_calls: one call
        if calls is None:
            if legacy is None:
                return []
            return [(legacy, f"{self.name}[{i}].function_call")]
        where = f"{self.name}[{i}].tool_calls"
        if legacy is not None:
            raise self.loc.error(
                "give tool_calls or function_call, not both", f"{self.name}[{i}].function_call"
            )
        if not isinstance(calls, list):
            raise self.loc.error(f"must be a list of tool calls, got {type(calls).__name__}", where)
        return [(c, f"{where}[{k}]") for k, c in enumerate(calls)]

    def _sample(
        self,
        turn: Mapping[str, Any],
        i: int,
        last_user: int,
        calls: list[tuple[Any, str]],
        results: list[str],
    ) -> Sample:
        where = f"{self.name}[{i}]"
        for key in (*ALIASES["question"], *ALIASES["answer"]):
            if turn.get(key) is not None:
                what = "the user's message before it" if key in ALIASES["question"] else "its content"
                raise self.loc.error(f"an assistant turn's {key} is {what}; remove it", f"{where}.{key}")
        record: dict[str, Any] = dict(self.base)
        record.update({k: turn[k] for k in (*_TURN_FIELDS, "category") if turn.get(k) is not None})
        if results and not any(turn.get(k) is not None for k in ALIASES["contexts"]):
            record["contexts"] = list(results)  # the tools' results are what it retrieved
        if self.references is not None:
            reference = self.references[self.answers.index(i)]
            if turn.get("reference") is not None and reference is not None and turn["reference"] != reference:
                raise self.loc.error(
                    "the turn's reference and the record's reference list disagree", where + ".reference"
                )
            if reference is not None:
                record["reference"] = reference
        record["id"] = f"{self.cid}#{i}"
        record["question"] = self.messages[last_user]["content"]
        record["answer"] = self.messages[i]["content"]
        if calls:
            record["tool_calls"] = [c for c, _ in calls]
        conversation = {
            "id": self.cid,
            "turn": i,
            "last": i == self.answers[-1],
            "question_turn": last_user,
            "history": self.messages[:last_user],  # shared, not copied: read only
        }
        own_meta = turn.get("metadata") or {}
        if not isinstance(own_meta, Mapping):
            got = type(own_meta).__name__
            raise self.loc.error(f"must be an object, got {got}", field=f"{where}.metadata")
        taken = (*_MESSAGE_FIELDS, "refusal", *_TURN_FIELDS, "category")
        extras = {k: v for k, v in turn.items() if k not in taken}  # e.g. human_label, name
        record["metadata"] = {**self.meta, **extras, **own_meta, "conversation": conversation}
        try:
            return sample_from_record(record, self.index, self.loc)
        except DataError as exc:  # point at the field inside the turn
            raise _in_turn(exc, self.name, (last_user, i), calls) from None


def _conversation(raw: Mapping[str, Any], index: int, loc: Loc) -> Iterator[Sample]:
    yield from _Conversation(raw, index, loc).samples()


def _in_turn(exc: DataError, name: str, turns: tuple[int, int], calls: list[tuple[Any, str]]) -> DataError:
    question, i = turns
    field = exc.field or ""
    if field.startswith("tool_calls[") and calls:  # an index into the calls this answer gathered
        k = int(field[len("tool_calls[") : field.index("]")])
        field = calls[k][1] + field[field.index("]") + 1 :]
    elif field == "question":
        field = f"{name}[{question}].content"
    elif field == "answer":
        field = f"{name}[{i}].content"
    elif field:
        field = f"{name}[{i}].{field}"
    return DataError(exc.message, source=exc.source, line=exc.line, row=exc.row, field=field or None)
