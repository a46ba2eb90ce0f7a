"""``OpenAIBackend``: any OpenAI-compatible endpoint through the ``openai`` SDK (an
extra, imported when one is built), over ragmeter's own HTTP transport
(:mod:`~ragmeter.llm.sdk_transport`) so that a call's deadline and reply cap hold
here as in the standard-library backend."""

from __future__ import annotations

import os
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ragmeter.errors import ConfigError
from ragmeter.llm.backend import (
    BackendError,
    ChatReply,
    ChatRequest,
    EmbeddingRequest,
    decode_json,
    parse_completion,
    parse_embeddings,
    public_url,
)
from ragmeter.llm.budget import MAX_REPLY_BYTES, Budget, ReplyTooLarge, scope

__all__ = ["OpenAIBackend"]


def _redact(text: str, secret: str | None) -> str:
    if secret and len(secret) >= 4:
        text = text.replace(secret, "***")
    return text


@dataclass
class OpenAIBackend:
    """Any OpenAI-compatible Chat Completions endpoint (OpenAI, Azure OpenAI's v1 API,
    vLLM, Ollama, llama.cpp server, LM Studio) through the ``openai`` SDK.

    The SDK's own retries are switched off: retrying is the caller's job, so that the
    backoff, ``Retry-After`` and the adaptive concurrency are decided in one place. Its
    HTTP client is ragmeter's (:mod:`~ragmeter.llm.sdk_transport`): ``timeout``
    bounds the whole call, reading the reply included, a reply larger than
    ``max_reply_bytes`` is refused, and redirects are not followed.
    """

    base_url: str | None = None
    api_key: str = field(default="", repr=False)
    timeout: float = 60.0
    max_reply_bytes: int = MAX_REPLY_BYTES
    _client: Any = field(init=False, repr=False, default=None)

    def __post_init__(self) -> None:
        try:
            import openai
        except ImportError:
            raise ConfigError("the LLM judge needs the openai package: pip install 'ragmeter[llm]'") from None
        import httpx

        from ragmeter.llm.sdk_transport import BudgetTransport

        self._openai = openai
        self._httpx = httpx
        base = self.base_url or os.environ.get("OPENAI_BASE_URL") or "https://api.openai.com/v1"
        http_client = httpx.Client(
            transport=BudgetTransport(base), timeout=self.timeout, follow_redirects=False
        )
        self._client = openai.OpenAI(
            base_url=self.base_url,
            api_key=self.api_key or "not-needed",
            timeout=self.timeout,
            max_retries=0,
            http_client=http_client,
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
            # The SDK's documented raw route: its auth and error types, without
            # re-validating our already-plain request body (half the CPU per call).
            with scope(Budget(self.timeout, self.max_reply_bytes)):
                resp = self._client.post(path, body=payload, cast_to=self._httpx.Response)
                data = resp.content
        except openai.APITimeoutError as exc:
            if isinstance(exc.__cause__, self._httpx.ConnectTimeout):
                raise BackendError("connect", f"connecting took more than {self.timeout:g}s") from None
            raise BackendError("timeout", f"no reply within {self.timeout:g}s") from None
        except openai.APIConnectionError as exc:
            raise self._connection_error(exc) from None
        except openai.APIStatusError as exc:
            message = _redact(_status_message(exc), self.api_key)
            raise BackendError.from_status(exc.status_code, message, exc.response.headers) from None
        except openai.OpenAIError as exc:
            raise BackendError("client", _redact(f"{type(exc).__name__}: {exc}", self.api_key)) from None
        except ReplyTooLarge as exc:  # raised while the SDK read the body
            raise BackendError("protocol", str(exc)) from None
        return decode_json(data)

    def _connection_error(self, exc: Exception) -> BackendError:
        cause = exc.__cause__
        if isinstance(cause, ReplyTooLarge):
            return BackendError("protocol", str(cause))
        text = _redact(f"connection failed: {cause or exc}", self.api_key)
        httpx = self._httpx
        if isinstance(cause, (httpx.ConnectError, httpx.UnsupportedProtocol, httpx.ProxyError)):
            return BackendError("connect", text)
        return BackendError("connection", text)


def _status_message(exc: Any) -> str:
    body = getattr(exc, "body", None)
    if isinstance(body, Mapping):
        err = body.get("error", body)
        if isinstance(err, Mapping) and isinstance(err.get("message"), str) and err["message"]:
            return str(err["message"])[:300]
    message = getattr(exc, "message", None)
    return message[:300] if isinstance(message, str) else type(exc).__name__
