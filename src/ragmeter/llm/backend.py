"""The call: one Chat Completions request in, one reply out. No retries, no cache.

``Backend`` is the transport under :class:`~ragmeter.llm.client.LLMClient` (like an HTTP
client over its transport): the judge and the test-set generator build
:class:`ChatRequest` values, the client adds caching, retries and adaptive concurrency,
and a backend only performs the call and classifies what went wrong as a
:class:`BackendError`. The two backends (``sdk_backend.OpenAIBackend`` through the
``openai`` SDK, ``http_backend.HTTPBackend`` through the standard library) read reply
bodies with :func:`parse_completion` and :func:`parse_embeddings`, strictly;
``ragmeter.testing.ScriptedBackend`` is the test double.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import math
from collections.abc import Mapping
from dataclasses import dataclass
from email.utils import parsedate_to_datetime
from typing import Any, Literal, Protocol, runtime_checkable
from urllib.parse import urlsplit, urlunsplit

from ragmeter.errors import RagmeterError

__all__ = [
    "Backend",
    "BackendError",
    "ChatReply",
    "ChatRequest",
    "EmbeddingRequest",
    "EmbeddingsBackend",
    "EndpointError",
    "check_vector",
    "decode_json",
    "embedding_vectors",
    "parse_completion",
    "parse_embeddings",
    "parse_retry_after",
    "preview",
    "public_url",
]

#: ``connect``: no connection could be made; ``connection``: it dropped mid-call;
#: ``protocol``: what came back is not a reply of the kind asked for (not JSON, another
#: shape, a redirect, larger than the cap)
ErrorKind = Literal["rate_limit", "server", "timeout", "connect", "connection", "client", "auth", "protocol"]

#: kinds worth another attempt; everything else is final
RETRYABLE: frozenset[str] = frozenset({"rate_limit", "server", "timeout", "connect", "connection"})


@dataclass(frozen=True)
class ChatRequest:
    """One Chat Completions request, as plain values (hashable into a cache key).

    ``prompt_version`` is not sent; it is part of the cache key so that a new prompt
    version never reuses replies to an old one.
    """

    model: str
    messages: tuple[tuple[str, str], ...]
    schema_name: str
    schema: Mapping[str, Any]
    prompt_version: str
    temperature: float | None = 0.0
    seed: int | None = 0
    max_tokens: int | None = None

    def payload(self) -> dict[str, Any]:
        """The JSON body of the request (``model``, ``messages``, ``response_format`` ...)."""
        body: dict[str, Any] = {
            "model": self.model,
            "messages": [{"role": role, "content": content} for role, content in self.messages],
            "response_format": {
                "type": "json_schema",
                "json_schema": {"name": self.schema_name, "schema": self.schema, "strict": True},
            },
        }
        if self.temperature is not None:
            body["temperature"] = self.temperature
        if self.seed is not None:
            body["seed"] = self.seed
        if self.max_tokens is not None:
            body["max_tokens"] = self.max_tokens
        return body

    def cache_key(self) -> str:
        """sha256 over (model, prompt version, request content): every field that is sent,
        each length-prefixed, so no two different requests share a key."""
        h = hashlib.sha256()
        parts = [
            "ragmeter-cache-1",
            self.model,
            self.prompt_version,
            self.schema_name,
            json.dumps(self.schema, sort_keys=True, separators=(",", ":")),
            repr((self.temperature, self.seed, self.max_tokens)),
        ]
        for role, content in self.messages:
            parts += (role, content)
        for part in parts:
            data = part.encode("utf-8")
            h.update(len(data).to_bytes(8, "big"))
            h.update(data)
        return h.hexdigest()

    def with_messages(self, *extra: tuple[str, str]) -> ChatRequest:
        return dataclasses.replace(self, messages=self.messages + tuple(extra))

    def with_max_tokens(self, max_tokens: int | None) -> ChatRequest:
        return dataclasses.replace(self, max_tokens=max_tokens)


@dataclass(frozen=True)
class EmbeddingRequest:
    """One ``/embeddings`` request: texts to embed with ``model``, in one call.

    Its reply travels as a :class:`ChatReply` whose ``content`` is the JSON list of the
    vectors (in input order), so that the cache, retries and the de-duplication of calls
    in flight are the very code chat calls go through."""

    model: str
    texts: tuple[str, ...]

    @property
    def prompt_version(self) -> str:
        return "embeddings"

    @property
    def schema_name(self) -> str:
        return "embeddings"

    def payload(self) -> dict[str, Any]:
        return {"model": self.model, "input": list(self.texts), "encoding_format": "float"}

    def cache_key(self) -> str:
        h = hashlib.sha256()
        for part in ("ragmeter-embeddings-1", self.model, *self.texts):
            data = part.encode("utf-8")
            h.update(len(data).to_bytes(8, "big"))
            h.update(data)
        return h.hexdigest()


@dataclass(frozen=True)
class ChatReply:
    """What came back: the first choice's text (or refusal) and the token usage."""

    content: str | None
    finish_reason: str = "stop"
    refusal: str | None = None
    prompt_tokens: int = 0
    completion_tokens: int = 0

    def to_json(self) -> dict[str, Any]:
        return {
            "content": self.content,
            "finish_reason": self.finish_reason,
            "refusal": self.refusal,
            "prompt_tokens": self.prompt_tokens,
            "completion_tokens": self.completion_tokens,
        }


class BackendError(RagmeterError):
    """A call that failed, classified so the caller knows whether to try again."""

    def __init__(
        self,
        kind: ErrorKind,
        message: str,
        *,
        status_code: int | None = None,
        retry_after: float | None = None,
    ) -> None:
        super().__init__(message)
        self.kind: ErrorKind = kind
        self.message = message
        self.status_code = status_code
        self.retry_after = retry_after

    @property
    def retryable(self) -> bool:
        return self.kind in RETRYABLE

    @classmethod
    def from_status(cls, status: int, message: str, headers: Mapping[str, str] | None = None) -> BackendError:
        """Classify a status that is not a reply (429 and 5xx retry; 401/403/404 stop the
        run; a redirect is not followed: the URL to give instead is in the message)."""
        retry_after = parse_retry_after(headers or {})
        if 300 <= status < 400:
            lower = {k.lower(): v for k, v in (headers or {}).items()}
            where = lower.get("location")
            to = f" to {public_url(where)}" if where else ""
            message = f"HTTP {status}: a redirect{to}, which is not followed; give the final URL"
            return cls("protocol", message, status_code=status)
        if status == 429:
            kind: ErrorKind = "rate_limit"
        elif status >= 500 or status == 408:
            kind = "server"
        elif status in (401, 403, 404):
            kind = "auth"
        else:
            kind = "client"
        return cls(kind, f"HTTP {status}: {message}", status_code=status, retry_after=retry_after)


class EndpointError(RagmeterError):
    """The endpoint refuses every call (bad key, unknown model, wrong URL): stop the run."""


@runtime_checkable
class Backend(Protocol):
    """Performs one call. Must be safe to call from several threads at once and raise
    :class:`BackendError` (never anything else) for a failed call."""

    def complete(self, request: ChatRequest) -> ChatReply: ...

    def describe(self) -> dict[str, Any]:
        """Where the calls go, for the run's record. Never includes a secret."""
        ...


@runtime_checkable
class EmbeddingsBackend(Protocol):
    """A backend that also serves ``/embeddings`` (both shipped backends do)."""

    def embed(self, request: EmbeddingRequest) -> ChatReply:
        """The vectors as a :class:`ChatReply` (JSON list in ``content``); raises
        :class:`BackendError` like :meth:`Backend.complete`."""
        ...


def parse_retry_after(headers: Mapping[str, str]) -> float | None:
    """Seconds to wait from ``retry-after-ms`` or ``Retry-After`` (seconds or an HTTP date)."""
    lower = {k.lower(): v for k, v in headers.items()}
    ms = lower.get("retry-after-ms")
    if ms is not None:
        try:
            value = float(ms) / 1000.0
            if math.isfinite(value) and value >= 0:
                return value
        except ValueError:
            pass
    raw = lower.get("retry-after")
    if raw is None:
        return None
    try:
        value = float(raw)
        return value if math.isfinite(value) and value >= 0 else None
    except ValueError:
        pass
    try:
        when = parsedate_to_datetime(raw)
    except (TypeError, ValueError):
        return None
    from datetime import datetime, timezone

    if when.tzinfo is None:
        when = when.replace(tzinfo=timezone.utc)
    return max(0.0, (when - datetime.now(timezone.utc)).total_seconds())


def public_url(url: str | None) -> str | None:
    """The URL without user info, query or fragment (where credentials could hide)."""
    if not url:
        return url
    parts = urlsplit(url)
    host = parts.hostname or ""
    if parts.port:
        host = f"{host}:{parts.port}"
    return urlunsplit((parts.scheme, host, parts.path, "", ""))


def decode_json(data: bytes | str) -> Any:
    """A reply body as JSON; anything else (not JSON, nested past the parser's recursion
    limit, an integer too long to read) is a ``protocol`` :class:`BackendError` that
    shows the start of what came back."""
    try:
        return json.loads(data)
    except (ValueError, RecursionError, MemoryError) as exc:
        why = "nested too deeply" if isinstance(exc, RecursionError) else "not JSON"
        raise BackendError("protocol", f"the endpoint's reply is {why}: {preview(data)}") from None


def preview(data: Any, limit: int = 160) -> str:
    """The start of a reply, for an error message: text as text, values as compact JSON."""
    if isinstance(data, (bytes, bytearray)):
        text = bytes(data[: limit * 4]).decode("utf-8", "replace")
    elif isinstance(data, str):
        text = data[: limit * 4]
    else:
        try:
            text = json.dumps(data, ensure_ascii=False, separators=(",", ":"))[: limit * 4]
        except (TypeError, ValueError, RecursionError):
            text = f"a {type(data).__name__}"
    text = " ".join(text.split())
    if not text:
        return "(empty)"
    return text if len(text) <= limit else text[: limit - 3] + "..."


#: a token count beyond this is not one (the largest contexts are ~10^7 tokens)
MAX_TOKEN_COUNT = 10**12


def _tokens(usage: Mapping[str, Any], name: str) -> int:
    value = usage.get(name)
    if value is None:
        return 0
    count: int | None = None
    if isinstance(value, int) and not isinstance(value, bool):
        count = value
    elif isinstance(value, float) and math.isfinite(value) and value.is_integer():
        count = int(value)
    if count is None or not 0 <= count <= MAX_TOKEN_COUNT:
        shown = preview(value, 40) if not isinstance(value, int) or abs(value) < 10**40 else "a huge number"
        raise BackendError("protocol", f"the endpoint's reply has usage.{name} = {shown}, not a token count")
    return count


def _text_content(value: Any) -> tuple[str | None, str | None]:
    """``message.content`` as text: a string, null, or a list of parts whose text parts
    are joined (a ``refusal`` part is the refusal); ``(content, refusal)``."""
    if value is None or isinstance(value, str):
        return value, None
    if not isinstance(value, list):
        raise BackendError("protocol", f"the endpoint's message.content is {_kind(value)}, not text")
    texts: list[str] = []
    refusals: list[str] = []
    for i, part in enumerate(value):
        kind = part.get("type") if isinstance(part, Mapping) else None
        if kind in ("text", "output_text") and isinstance(part.get("text"), str):
            texts.append(part["text"])
        elif kind == "refusal" and isinstance(part.get("refusal"), str):
            refusals.append(part["refusal"])
        elif not isinstance(kind, str):
            raise BackendError("protocol", f"the endpoint's message.content[{i}] is not a content part")
    return ("".join(texts) if texts else None), ("".join(refusals) if refusals else None)


def _optional_text(value: Any, where: str) -> str | None:
    if value is None or isinstance(value, str):
        return value
    raise BackendError("protocol", f"the endpoint's {where} is {_kind(value)}, not text")


def _kind(value: Any) -> str:
    names = {bool: "a boolean", int: "a number", float: "a number", dict: "an object", list: "a list"}
    return names.get(type(value), f"a {type(value).__name__}")


def parse_completion(body: Any) -> ChatReply:
    """A Chat Completions response body as a :class:`ChatReply` (first choice). A body of
    another shape (a wrong base URL's JSON, content that is neither text nor text parts,
    token counts that are not counts) is a ``protocol`` :class:`BackendError`."""
    choices = body.get("choices") if isinstance(body, Mapping) else None
    choice = choices[0] if isinstance(choices, list) and choices else None
    message = choice.get("message") if isinstance(choice, Mapping) else None
    if not isinstance(message, Mapping):
        raise BackendError(
            "protocol",
            f"the endpoint's reply is not a Chat Completions reply (no choices[0].message): {preview(body)}",
        )
    content, part_refusal = _text_content(message.get("content"))
    refusal = _optional_text(message.get("refusal"), "message.refusal") or part_refusal
    finish = _optional_text(choice.get("finish_reason"), "finish_reason")  # type: ignore[union-attr]
    usage = body.get("usage")
    if usage is None:
        usage = {}
    if not isinstance(usage, Mapping):
        raise BackendError("protocol", f"the endpoint's usage is {_kind(usage)}, not an object")
    return ChatReply(
        content=content,
        finish_reason=finish or "stop",
        refusal=refusal,
        prompt_tokens=_tokens(usage, "prompt_tokens"),
        completion_tokens=_tokens(usage, "completion_tokens"),
    )


def parse_embeddings(body: Any, n: int) -> ChatReply:
    """An ``/embeddings`` response body (``n`` inputs) as a :class:`ChatReply` carrying
    the vectors, in input order, as JSON. Vectors must be finite and non-zero: a cosine
    of NaN, infinite or zero vectors is undefined, never a silent 0."""
    data = body.get("data") if isinstance(body, Mapping) else None
    if not isinstance(data, list) or not all(isinstance(d, Mapping) for d in data):
        raise BackendError(
            "protocol", f"the endpoint's embeddings reply has no data[].embedding: {preview(body)}"
        )
    try:
        items = sorted(data, key=lambda d: int(d["index"]))
        vectors = [check_vector([float(x) for x in item["embedding"]]) for item in items]
    except (KeyError, TypeError, ValueError, OverflowError) as exc:
        raise BackendError("protocol", f"the endpoint's embeddings reply is unusable: {exc}") from None
    usage = body.get("usage") or {}
    tokens = _tokens(usage, "prompt_tokens") if isinstance(usage, Mapping) else 0
    if len(vectors) != n or len({len(v) for v in vectors}) > 1:
        raise BackendError("protocol", f"the endpoint returned {len(vectors)} embeddings for {n} texts")
    return ChatReply(json.dumps(vectors, separators=(",", ":")), "stop", None, tokens, 0)


def check_vector(vector: list[float]) -> list[float]:
    """``vector`` if it is a usable embedding: not empty, every value finite, not all 0."""
    if not vector:
        raise ValueError("an embedding is empty")
    if not all(math.isfinite(x) for x in vector):
        raise ValueError("an embedding holds NaN or infinite values")
    if not any(vector):
        raise ValueError("an embedding is all zeros")
    return vector


def embedding_vectors(reply: ChatReply) -> list[list[float]]:
    """The vectors an embeddings reply (see :func:`parse_embeddings`) carries; a
    ``ValueError`` when they are not usable."""
    data = json.loads(reply.content or "[]")
    if not isinstance(data, list):
        raise ValueError("not a list of vectors")
    return [check_vector([float(x) for x in v]) for v in data]
