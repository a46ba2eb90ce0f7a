"""The call: one Chat Completions request in, one reply out. No retries, no cache.

``Backend`` is the transport under :class:`~ragmeter.judges.llm.LLMJudge` (like an HTTP
client over its transport): the judge builds :class:`ChatRequest` values, a
:class:`~ragmeter.judges.llm.policy.Caller` adds caching, retries and adaptive
concurrency, and a backend only performs the call and classifies what went wrong as a
:class:`BackendError`. :class:`OpenAIBackend` speaks to any OpenAI-compatible endpoint
through the ``openai`` SDK (an extra); ``ragmeter.testing.ScriptedBackend`` is the test
double.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from email.utils import parsedate_to_datetime
from typing import Any, Literal, Protocol, runtime_checkable
from urllib.parse import urlsplit, urlunsplit

from ragmeter.errors import ConfigError, RagmeterError

__all__ = [
    "Backend",
    "BackendError",
    "ChatReply",
    "ChatRequest",
    "EmbeddingRequest",
    "EmbeddingsBackend",
    "EndpointError",
    "OpenAIBackend",
    "embedding_vectors",
    "parse_completion",
    "parse_embeddings",
    "parse_retry_after",
    "public_url",
]

ErrorKind = Literal["rate_limit", "server", "timeout", "connection", "client", "auth"]

#: kinds worth another attempt; everything else is final
RETRYABLE: frozenset[str] = frozenset({"rate_limit", "server", "timeout", "connection"})


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
        """Classify an HTTP error status (429 and 5xx retry; 401/403/404 stop the run)."""
        retry_after = parse_retry_after(headers or {})
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


def _redact(text: str, secret: str | None) -> str:
    if secret and len(secret) >= 4:
        text = text.replace(secret, "***")
    return text


@dataclass
class OpenAIBackend:
    """Any OpenAI-compatible Chat Completions endpoint (OpenAI, Azure OpenAI's v1 API,
    vLLM, Ollama, llama.cpp server, LM Studio) through the ``openai`` SDK.

    The SDK's own retries are switched off: retrying is the caller's job, so that the
    backoff, ``Retry-After`` and the adaptive concurrency are decided in one place.
    """

    base_url: str | None = None
    api_key: str = field(default="", repr=False)
    timeout: float = 60.0
    _client: Any = field(init=False, repr=False, default=None)

    def __post_init__(self) -> None:
        try:
            import openai
        except ImportError:
            raise ConfigError("the LLM judge needs the openai package: pip install 'ragmeter[llm]'") from None
        import httpx

        self._openai = openai
        self._httpx = httpx
        self._client = openai.OpenAI(
            base_url=self.base_url,
            api_key=self.api_key or "not-needed",
            timeout=self.timeout,
            max_retries=0,
        )

    def describe(self) -> dict[str, Any]:
        return {
            "kind": "openai",
            "base_url": public_url(str(self._client.base_url).rstrip("/")),
            "timeout_s": self.timeout,
        }

    def complete(self, request: ChatRequest) -> ChatReply:
        return parse_completion(self._post("/chat/completions", request.payload()))

    def embed(self, request: EmbeddingRequest) -> ChatReply:
        return parse_embeddings(self._post("/embeddings", request.payload()), len(request.texts))

    def _post(self, path: str, payload: dict[str, Any]) -> Any:
        openai = self._openai
        try:
            # The SDK's documented raw route: its auth, timeouts and error types, without
            # re-validating our already-plain request body (half the CPU per call).
            resp = self._client.post(path, body=payload, cast_to=self._httpx.Response)
            return resp.json()
        except openai.APITimeoutError:
            raise BackendError("timeout", f"no reply within {self.timeout:g}s") from None
        except openai.APIConnectionError as exc:
            raise BackendError("connection", _redact(f"connection failed: {exc}", self.api_key)) from None
        except openai.APIStatusError as exc:
            message = _redact(_status_message(exc), self.api_key)
            raise BackendError.from_status(exc.status_code, message, exc.response.headers) from None
        except openai.OpenAIError as exc:
            raise BackendError("client", _redact(f"{type(exc).__name__}: {exc}", self.api_key)) from None
        except ValueError:
            raise BackendError("server", "the endpoint's reply is not JSON") from None


def parse_completion(body: Any) -> ChatReply:
    """A Chat Completions response body as a :class:`ChatReply` (first choice)."""
    try:
        choice = body["choices"][0]
        message = choice.get("message") or {}
        usage = body.get("usage") or {}
        return ChatReply(
            content=message.get("content"),
            finish_reason=str(choice.get("finish_reason") or "stop"),
            refusal=message.get("refusal"),
            prompt_tokens=int(usage.get("prompt_tokens") or 0),
            completion_tokens=int(usage.get("completion_tokens") or 0),
        )
    except (KeyError, IndexError, TypeError, AttributeError, ValueError):
        raise BackendError("server", "the endpoint's reply has no choices[0].message") from None


def parse_embeddings(body: Any, n: int) -> ChatReply:
    """An ``/embeddings`` response body (``n`` inputs) as a :class:`ChatReply` carrying
    the vectors, in input order, as JSON."""
    try:
        items = sorted(body["data"], key=lambda d: int(d["index"]))
        vectors = [[float(x) for x in item["embedding"]] for item in items]
        usage = body.get("usage") or {}
        tokens = int(usage.get("prompt_tokens") or 0)
    except (KeyError, IndexError, TypeError, AttributeError, ValueError):
        raise BackendError("server", "the endpoint's embeddings reply has no data[].embedding") from None
    if len(vectors) != n or not all(vectors) or len({len(v) for v in vectors}) != 1:
        raise BackendError("server", f"the endpoint returned {len(vectors)} embeddings for {n} texts")
    return ChatReply(json.dumps(vectors, separators=(",", ":")), "stop", None, tokens, 0)


def embedding_vectors(reply: ChatReply) -> list[list[float]]:
    """The vectors an embeddings reply (see :func:`parse_embeddings`) carries."""
    data = json.loads(reply.content or "[]")
    return [[float(x) for x in v] for v in data]


def _status_message(exc: Any) -> str:
    body = getattr(exc, "body", None)
    if isinstance(body, Mapping):
        err = body.get("error", body)
        if isinstance(err, Mapping) and err.get("message"):
            return str(err["message"])[:300]
    return str(getattr(exc, "message", exc))[:300]
