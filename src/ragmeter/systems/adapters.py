"""What RAG systems return, read as ``(answer, contexts)``, and adapters for the
frameworks users build them with. No framework is imported: the adapters read the
documented shapes (duck typing), so neither LangChain nor LlamaIndex is a dependency.

* A callable ``f(question)`` returning ``(answer, contexts)``, a dict with
  ``answer``/``response`` and ``contexts``/``retrieved_contexts``, or a plain string.
* An object with ``query(question)`` (a LlamaIndex query engine: a ``Response`` with
  ``.response`` and ``.source_nodes``; or anything returning the shapes above).
* A LangChain ``Runnable`` (``invoke``): the output dict's ``answer`` (or ``result``,
  ``output``) and its context documents (``context``, ``source_documents``,
  ``documents``), e.g. from ``create_retrieval_chain``; a message or a string is an
  answer without contexts.

A context is a string, a dict (``text``/``content``/``page_content``, ``id``,
``score``), a LangChain ``Document`` (``page_content``; ``id`` or ``metadata["id"]``)
or a LlamaIndex ``NodeWithScore`` (``node.get_content()``, ``score``).

A LlamaIndex node's context id is its *source document's* id, so that document-level
``relevant_ids`` match (a node's own id is a random UUID made when the index was built):
the node's ``metadata["doc_id"]`` or ``metadata["document_id"]`` when set, else its
``ref_doc_id`` (the id of the document it was cut from: the file path with
``SimpleDirectoryReader(filename_as_id=True)``, or the ``id_`` you gave the
``Document``), else ``metadata["file_name"]``, and only when none exists ``node_id``.
"""

from __future__ import annotations

import inspect
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ragmeter.errors import DataError

__all__ = [
    "LangChainSystem",
    "LlamaIndexSystem",
    "SystemOutputError",
    "as_callable",
    "describe_system",
    "read_output",
    "source_id",
]

ANSWER_KEYS = ("answer", "response", "result", "output", "text")
CONTEXT_KEYS = ("contexts", "retrieved_contexts", "context", "source_documents", "documents", "source_nodes")
_ID_KEYS = ("id", "chunk_id", "doc_id", "document_id")


class SystemOutputError(DataError):
    """The system returned something that is not an answer with contexts."""


def _context(item: Any, i: int) -> Any:
    """One retrieved context as a string or a ``{"text", "id", "score"}`` dict."""
    if isinstance(item, (str, Mapping)):
        return item
    if hasattr(item, "page_content"):  # a LangChain Document
        meta = getattr(item, "metadata", None) or {}
        cid = getattr(item, "id", None) or next((meta[k] for k in _ID_KEYS if meta.get(k) is not None), None)
        return _plain(str(item.page_content), cid, None)
    node = getattr(item, "node", None)
    if node is not None:  # a LlamaIndex NodeWithScore
        return _plain(_node_text(node), source_id(node), getattr(item, "score", None))
    if hasattr(item, "get_content") or hasattr(item, "node_id"):  # a bare node
        return _plain(_node_text(item), source_id(item), None)
    raise SystemOutputError(f"context {i} is a {type(item).__name__}, not a string, dict or document")


def source_id(node: Any) -> Any:
    """The id a LlamaIndex node's context is given: its source document's (see the
    module's doc), the node's own id only when it has no source."""
    meta = getattr(node, "metadata", None)
    meta = meta if isinstance(meta, Mapping) else {}
    for key in ("doc_id", "document_id"):
        if meta.get(key) not in (None, ""):
            return meta[key]
    try:
        ref = getattr(node, "ref_doc_id", None)
    except Exception:  # a property that fails on a node without relationships
        ref = None
    if ref not in (None, ""):
        return ref
    if meta.get("file_name") not in (None, ""):
        return meta["file_name"]
    return getattr(node, "node_id", None)


def _node_text(node: Any) -> str:
    getter = getattr(node, "get_content", None)
    text = getter() if callable(getter) else getattr(node, "text", None)
    if not isinstance(text, str):
        raise SystemOutputError(f"a {type(node).__name__} node has no text")
    return text


def _plain(text: str, cid: Any, score: Any) -> dict[str, Any]:
    out: dict[str, Any] = {"text": text}
    if cid is not None:
        out["id"] = cid if isinstance(cid, (str, int)) and not isinstance(cid, bool) else str(cid)
    if isinstance(score, (int, float)) and not isinstance(score, bool):
        out["score"] = score
    return out


def _contexts(value: Any) -> list[Any]:
    if value is None:
        return []
    if isinstance(value, (str, Mapping)) or not isinstance(value, Sequence):
        value = [value]
    return [_context(item, i) for i, item in enumerate(value)]


def _answer(value: Any) -> Any:
    """A string answer from a string, a message (``.content``) or a LlamaIndex response."""
    if value is None or isinstance(value, str):
        return value
    content = getattr(value, "content", None)
    if isinstance(content, str):
        return content
    return value  # left for validation to name its type


def read_output(out: Any) -> tuple[Any, list[Any]]:
    """``(answer, contexts)`` from anything a system returns (see the module's doc)."""
    if isinstance(out, tuple) or (isinstance(out, list) and len(out) == 2 and not _is_contexts(out)):
        if len(out) != 2:
            n = len(out)
            raise SystemOutputError(f"the system returned a tuple of {n} items, not (answer, contexts)")
        return _answer(out[0]), _contexts(out[1])
    if isinstance(out, Mapping):
        answer = next((out[k] for k in ANSWER_KEYS if k in out), None)
        contexts = next((out[k] for k in CONTEXT_KEYS if k in out), None)
        if answer is None and contexts is None:
            keys = ", ".join(sorted(map(str, out))[:8])
            raise SystemOutputError(
                f"the system's dict has no answer ({'/'.join(ANSWER_KEYS[:4])}) nor contexts; keys: {keys}"
            )
        return _answer(answer), _contexts(contexts)
    if hasattr(out, "source_nodes"):  # a LlamaIndex Response
        return _answer(getattr(out, "response", None)), _contexts(out.source_nodes)
    if isinstance(out, str) or isinstance(getattr(out, "content", None), str):
        return _answer(out), []
    raise SystemOutputError(
        f"the system returned a {type(out).__name__}; return (answer, contexts), a dict with "
        "answer and contexts, or a string"
    )


def _is_contexts(value: list[Any]) -> bool:
    """A list of two contexts rather than an ``[answer, contexts]`` pair."""
    return not (value and isinstance(value[1], (list, tuple)))


@dataclass
class LangChainSystem:
    """A LangChain ``Runnable`` as a system: ``invoke`` gets ``{input_key: question}``
    (``input_key`` found from the runnable's input schema when not given: ``input``,
    ``question`` or ``query``) or the bare question when its input is a string."""

    runnable: Any
    input_key: str | None = None

    def __post_init__(self) -> None:
        if self.input_key is None:
            self.input_key = _input_key(self.runnable)

    def __call__(self, question: str) -> Any:
        payload: Any = {self.input_key: question} if self.input_key else question
        return self.runnable.invoke(payload)

    def describe(self) -> dict[str, Any]:
        return {"kind": "langchain", "runnable": type(self.runnable).__name__, "input_key": self.input_key}


def _input_key(runnable: Any) -> str | None:
    getter = getattr(runnable, "get_input_jsonschema", None)
    try:
        schema = getter() if callable(getter) else None
    except Exception:  # a runnable whose schema cannot be built: send the bare question
        return None
    if not isinstance(schema, Mapping) or schema.get("type") != "object":
        return None
    props = list((schema.get("properties") or {}).keys())
    for key in ("input", "question", "query"):
        if key in props:
            return key
    required = schema.get("required") or []
    return str(required[0]) if len(required) == 1 else (props[0] if len(props) == 1 else "input")


@dataclass
class LlamaIndexSystem:
    """A LlamaIndex query engine as a system: ``query(question)`` returns a response
    with ``.response`` and ``.source_nodes``."""

    engine: Any

    def __call__(self, question: str) -> Any:
        return self.engine.query(question)

    def describe(self) -> dict[str, Any]:
        return {"kind": "llamaindex", "engine": type(self.engine).__name__}


def as_callable(system: Any) -> Callable[[str], Any]:
    """``system`` as ``f(question) -> output``: functions as they are, objects through
    ``query`` (LlamaIndex engines and the like; preferred over ``__call__``) or
    ``invoke`` (LangChain runnables; wrap one in :class:`LangChainSystem` with
    ``input_key=`` when its input schema does not name the question's key)."""
    if isinstance(system, (LangChainSystem, LlamaIndexSystem)):
        return system
    if hasattr(system, "query") and callable(system.query) and not inspect.isroutine(system):
        return LlamaIndexSystem(system)  # query engines are callable too: query() is the API
    if hasattr(system, "invoke") and callable(system.invoke):
        return LangChainSystem(system)
    if callable(system):
        return system  # type: ignore[no-any-return]
    raise SystemOutputError(
        f"a system must be a callable, an object with query() or a runnable with invoke(), "
        f"not a {type(system).__name__}"
    )


def describe_system(system: Any) -> dict[str, Any]:
    """What the run records about the system (no secrets: names and settings only)."""
    describe = getattr(system, "describe", None)
    if callable(describe):
        return dict(describe())
    name = getattr(system, "__qualname__", None) or type(system).__name__
    module = getattr(system, "__module__", None)
    return {"kind": "python", "callable": f"{module}:{name}" if module else str(name)}
