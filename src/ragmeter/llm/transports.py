"""The transport a config names (:func:`make_backend`), and how messages name its endpoint."""

from __future__ import annotations

from pathlib import Path

from ragmeter.llm.backend import Backend
from ragmeter.llm.config import LLMConfig
from ragmeter.llm.http_backend import HTTPBackend, proxy_applies
from ragmeter.llm.sdk_backend import OpenAIBackend

__all__ = ["default_store", "endpoint_name", "make_backend"]


def make_backend(config: LLMConfig, api_key: str) -> Backend:
    """The transport ``config.backend`` names (``auto``: the lean standard-library client
    for plain ``http://`` URLs that no proxy applies to, the openai SDK otherwise)."""
    kind = config.backend
    if kind == "auto":
        url = config.base_url or ""
        kind = "http" if url.startswith("http://") and not proxy_applies(url) else "openai"
    cap = config.max_reply_bytes
    if kind == "http":
        assert config.base_url  # LLMConfig refuses backend="http" without one
        return HTTPBackend(config.base_url, api_key, config.timeout, cap)
    return OpenAIBackend(config.base_url, api_key, config.timeout, cap)


def endpoint_name(backend: Backend | None) -> str:
    """How messages name the client's endpoint: ``the endpoint URL``."""
    url = None
    if backend is not None:
        try:
            url = backend.describe().get("base_url")
        except Exception:  # a test double's describe() is not ours to trust
            url = None
    return f"the endpoint {url}" if url else "the endpoint"


def default_store() -> Path:
    from ragmeter.store import default_path

    return default_path()
