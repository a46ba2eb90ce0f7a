"""Spans of one trace -> the RAG interactions it holds (pure; no I/O, no extra needed).

An interaction is anchored on a top span carrying OpenInference or GenAI semantics (no
such span above it in the trace; an HTTP server span above it does not count). Under
the anchor:

* **contexts**: the documents of the last reranker when there is one (what the model
  was shown), else of every retriever in start order, each with its id, score and rank
  in its retrieval. A document without text is counted, never scored as an empty text.
* **question**: the anchor's input (a chain or agent), else the first retriever's query,
  else the last user message of the last LLM call.
* **answer**: the anchor's output (a chain or agent), else the last LLM call's output.
* **model, tokens**: the last LLM call's model; tokens summed over every LLM call.
* **latency, times**: the anchor's.

A top span that is neither an LLM call, a retrieval nor a chain/agent with an input is
skipped with the reason (an embedding call on its own is not a RAG interaction).
"""

from __future__ import annotations

import hashlib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from types import MappingProxyType
from typing import Any

from ragmeter.traces import attrs as a
from ragmeter.traces import conventions as c
from ragmeter.traces.spans import Span, iso

__all__ = ["Interaction", "Skipped", "TracedContext", "interactions", "take"]

_EMPTY: Mapping[str, Any] = MappingProxyType({})
_CONTAINERS = ("CHAIN", "AGENT")
_ID_KEYS = ("id", "doc_id", "document_id", "chunk_id")


@dataclass(frozen=True, slots=True)
class TracedContext:
    text: str
    id: str | None = None
    score: float | None = None
    #: 1-based position in the retrieval (or rerank) that returned it
    rank: int = 1


@dataclass(frozen=True)
class Interaction:
    """One question answered by the traced system, as ragmeter evaluates it."""

    trace_id: str
    span_id: str
    question: str
    answer: str | None
    contexts: tuple[TracedContext, ...]
    #: whether the interaction had a retrieval step at all (False: a plain LLM call)
    retrieved: bool
    start_ns: int
    end_ns: int
    model: str | None = None
    prompt_tokens: int | None = None
    completion_tokens: int | None = None
    total_tokens: int | None = None
    status: str = "unset"
    service: str | None = None
    #: documents the retrieval returned without any text (ids only)
    without_text: int = 0
    extra: Mapping[str, Any] = field(default_factory=lambda: _EMPTY)

    @property
    def id(self) -> str:
        """``<trace id>:<span id>``: the sample id of the interaction in every run."""
        return f"{self.trace_id}:{self.span_id}"

    @property
    def latency_ms(self) -> float:
        return (self.end_ns - self.start_ns) / 1e6

    def trace_info(self) -> dict[str, Any]:
        """What a run records about where the sample came from (``SampleResult`` writes it
        as the record's ``trace``)."""
        out: dict[str, Any] = {
            "trace_id": self.trace_id,
            "span_id": self.span_id,
            "started_at": iso(self.start_ns),
            "latency_ms": round(self.latency_ms, 3),
            "status": self.status,
            "retrieval": self.retrieved,
            "context_ranks": [ctx.rank for ctx in self.contexts],
        }
        for key, value in (
            ("model", self.model),
            ("service", self.service),
            ("prompt_tokens", self.prompt_tokens),
            ("completion_tokens", self.completion_tokens),
            ("total_tokens", self.total_tokens),
        ):
            if value is not None:
                out[key] = value
        if self.without_text:
            out["documents_without_text"] = self.without_text
        out.update(self.extra)
        return out

    def to_record(self) -> dict[str, Any]:
        """The interaction as an evaluation record (``ragmeter eval`` reads this shape).
        ``retrieval: false`` makes the metrics that read contexts ``not_applicable``."""
        record: dict[str, Any] = {
            "id": self.id,
            "question": self.question,
            "answer": self.answer,
            "contexts": [
                {k: v for k, v in (("id", ctx.id), ("text", ctx.text), ("score", ctx.score)) if v is not None}
                for ctx in self.contexts
            ],
            "trace": self.trace_info(),
        }
        if not self.retrieved:
            record["retrieval"] = False
        return record


@dataclass(frozen=True, slots=True)
class Skipped:
    """A top span that gave no interaction, and why."""

    trace_id: str
    span_id: str
    name: str
    reason: str


# ---------------------------------------------------------------- documents
def _doc_id(doc: Mapping[str, Any]) -> str | None:
    for key in ("id", *_ID_KEYS[1:]):
        value = doc.get(key)
        if isinstance(value, (str, int)) and not isinstance(value, bool) and str(value).strip():
            return str(value)
    meta = a.json_value(doc.get(c.DOCUMENT_METADATA))
    if isinstance(meta, Mapping):
        for key in _ID_KEYS:
            value = meta.get(key)
            if isinstance(value, (str, int)) and not isinstance(value, bool) and str(value).strip():
                return str(value)
    return None


def _langchain_ids(span: Span, n: int) -> list[str | None]:
    """Document ids LangChain's instrumentation leaves out of ``retrieval.documents`` but
    writes in the retriever's JSON output (``{"documents": [{"id", "page_content"}]}``)."""
    out = a.json_value(span.attributes.get(c.OUTPUT_VALUE))
    docs = out.get("documents") if isinstance(out, Mapping) else None
    if not isinstance(docs, list) or len(docs) != n:
        return [None] * n
    return [
        str(d["id"])
        if isinstance(d, Mapping) and isinstance(d.get("id"), (str, int)) and d.get("id")
        else None
        for d in docs
    ]


def documents(span: Span) -> tuple[list[TracedContext], int]:
    """The documents a retriever or reranker span returned (in rank order), and how many
    of them carried no text."""
    items = None
    for key in (c.RERANKER_OUTPUT_DOCUMENTS, c.RETRIEVAL_DOCUMENTS, c.GENAI_RETRIEVAL_DOCUMENTS):
        got = a.subtree(span.attributes, key)
        if isinstance(got, list) and got:
            items = got
            break
    if not items:
        return [], 0
    docs = [
        d.get("document") if isinstance(d, Mapping) and isinstance(d.get("document"), Mapping) else d
        for d in items
    ]
    fallback = _langchain_ids(span, len(docs))
    out: list[TracedContext] = []
    missing = 0
    for rank, (doc, other_id) in enumerate(zip(docs, fallback), 1):
        if isinstance(doc, str):
            doc = {c.DOCUMENT_CONTENT: doc}
        if not isinstance(doc, Mapping):
            missing += 1
            continue
        text = doc.get(c.DOCUMENT_CONTENT, doc.get("text", doc.get("page_content")))
        if not isinstance(text, str) or not text.strip():
            missing += 1
            continue
        out.append(TracedContext(text, _doc_id(doc) or other_id, a.number(doc.get(c.DOCUMENT_SCORE)), rank))
    return out, missing


# ---------------------------------------------------------------- one interaction
def _tree(spans: Sequence[Span]) -> tuple[dict[str, Span], dict[str, list[Span]]]:
    by_id = {s.span_id: s for s in spans}
    children: dict[str, list[Span]] = {}
    for s in spans:
        if s.parent_id is not None and s.parent_id in by_id:
            children.setdefault(s.parent_id, []).append(s)
    for kids in children.values():
        kids.sort(key=lambda s: (s.start_ns, s.span_id))
    return by_id, children


def _anchors(spans: Sequence[Span], by_id: Mapping[str, Span]) -> list[Span]:
    """Semantic spans with no semantic span above them in the trace."""
    out = []
    for s in spans:
        if s.kind is None:
            continue
        parent, top, seen = s.parent_id, True, {s.span_id}
        while parent is not None and parent in by_id and parent not in seen:
            seen.add(parent)
            if by_id[parent].kind is not None:
                top = False
                break
            parent = by_id[parent].parent_id
        if top:
            out.append(s)
    return sorted(out, key=lambda s: (s.start_ns, s.span_id))


def _subtree(anchor: Span, children: Mapping[str, list[Span]]) -> list[Span]:
    out, stack, seen = [], [anchor], set()
    while stack:
        s = stack.pop()
        if s.span_id in seen:
            continue
        seen.add(s.span_id)
        out.append(s)
        stack.extend(reversed(children.get(s.span_id, [])))
    return sorted(out, key=lambda s: (s.start_ns, s.span_id))


def _query(span: Span) -> str | None:
    for key in (c.GENAI_RETRIEVAL_QUERY, c.RERANKER_QUERY, c.INPUT_VALUE):
        got = a.pick_text(span.attributes.get(key), question=True)
        if got:
            return got
    return None


def _model(span: Span) -> str | None:
    for key in (c.LLM_MODEL_NAME, c.GENAI_RESPONSE_MODEL, c.GENAI_REQUEST_MODEL):
        got = a.text_of(span.attributes.get(key))
        if got:
            return got.strip()
    params = a.json_value(span.attributes.get(c.LLM_INVOCATION_PARAMETERS))
    if isinstance(params, Mapping):
        for key in ("model", "model_name"):
            got = a.text_of(params.get(key))
            if got:
                return got.strip()
    return None


def _tokens(llms: Sequence[Span]) -> tuple[int | None, int | None, int | None]:
    prompt = completion = total = None
    for s in llms:
        at = s.attributes
        p = a.whole_number(
            at.get(c.LLM_TOKENS_PROMPT, at.get(c.GENAI_USAGE_INPUT, at.get(c.GENAI_USAGE_PROMPT_OLD)))
        )
        q = a.whole_number(
            at.get(
                c.LLM_TOKENS_COMPLETION, at.get(c.GENAI_USAGE_OUTPUT, at.get(c.GENAI_USAGE_COMPLETION_OLD))
            )
        )
        t = a.whole_number(at.get(c.LLM_TOKENS_TOTAL))
        if t is None and (p is not None or q is not None):
            t = (p or 0) + (q or 0)
        if p is not None:
            prompt = (prompt or 0) + p
        if q is not None:
            completion = (completion or 0) + q
        if t is not None:
            total = (total or 0) + t
    return prompt, completion, total


def _contexts(sub: Sequence[Span]) -> tuple[bool, list[TracedContext], int]:
    retrievers = [s for s in sub if s.kind == "RETRIEVER"]
    rerankers = [s for s in sub if s.kind == "RERANKER" and documents(s)[0]]
    if rerankers:
        docs, missing = documents(rerankers[-1])
        return True, docs, missing
    out: list[TracedContext] = []
    missing = 0
    for s in retrievers:
        docs, m = documents(s)
        out.extend(docs)
        missing += m
    return bool(retrievers), out, missing


def _one(anchor: Span, sub: Sequence[Span]) -> Interaction | Skipped:
    kind = anchor.kind
    llms = [s for s in sub if s.kind == "LLM"]
    last_llm = max(llms, key=lambda s: (s.end_ns, s.start_ns, s.span_id)) if llms else None
    retrieved, contexts, missing = _contexts(sub)
    retrievers = [s for s in sub if s.kind in ("RETRIEVER", "RERANKER")]
    question = answer = None
    if kind in _CONTAINERS:
        question = a.pick_text(anchor.attributes.get(c.INPUT_VALUE), question=True)
        answer = a.pick_text(anchor.attributes.get(c.OUTPUT_VALUE), question=False)
    if question is None and retrievers:
        question = _query(retrievers[0])
    if question is None and last_llm is not None:
        question = a.user_text(a.messages(last_llm.attributes, "input")) or a.pick_text(
            last_llm.attributes.get(c.INPUT_VALUE), question=True
        )
    if answer is None and last_llm is not None:
        answer = a.answer_text(a.messages(last_llm.attributes, "output")) or a.pick_text(
            last_llm.attributes.get(c.OUTPUT_VALUE), question=False
        )
    if last_llm is None and not retrieved and kind not in _CONTAINERS:
        return Skipped(
            anchor.trace_id, anchor.span_id, anchor.name, f"a {kind} span on its own, not a RAG call"
        )
    if question is None:
        return Skipped(
            anchor.trace_id,
            anchor.span_id,
            anchor.name,
            "no question: neither the top span's input, a retriever's query nor a user message",
        )
    prompt, completion, total = _tokens(llms)
    service = anchor.resource.get(c.SERVICE_NAME)
    return Interaction(
        trace_id=anchor.trace_id,
        span_id=anchor.span_id,
        question=question,
        answer=answer,
        contexts=tuple(contexts),
        retrieved=retrieved,
        start_ns=anchor.start_ns,
        end_ns=anchor.end_ns,
        model=_model(last_llm) if last_llm is not None else None,
        prompt_tokens=prompt,
        completion_tokens=completion,
        total_tokens=total,
        status=anchor.status,
        service=service if isinstance(service, str) else None,
        without_text=missing,
    )


def interactions(spans: Sequence[Span]) -> tuple[list[Interaction], list[Skipped]]:
    """The interactions in the spans of one trace (start order), and the top spans that
    gave none, with the reason."""
    by_id, children = _tree(spans)
    found: list[Interaction] = []
    skipped: list[Skipped] = []
    for anchor in _anchors(spans, by_id):
        got = _one(anchor, _subtree(anchor, children))
        if isinstance(got, Interaction):
            found.append(got)
        else:
            skipped.append(got)
    return found, skipped


def take(interaction_id: str, fraction: float, seed: int) -> bool:
    """Whether ``--sample FRACTION --seed N`` takes this interaction: a hash of (seed, id)
    against the fraction, so the choice of one interaction never depends on the others
    (the same traffic gives the same sample, and more traffic only adds to it)."""
    if fraction >= 1.0:
        return True
    digest = hashlib.sha256(f"{seed}:{interaction_id}".encode()).digest()
    return int.from_bytes(digest[:8], "big") < fraction * 2**64
