"""Choosing the transport of the LLM judge (`backend = auto | http | openai`)."""

from __future__ import annotations

import pytest

from ragmeter.errors import ConfigError
from ragmeter.judges.llm import HTTPBackend, LLMConfig, OpenAIBackend, make_backend
from ragmeter.llm.http_backend import proxy_applies


def test_auto_uses_the_lean_client_for_plain_http(monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("http_proxy", "HTTP_PROXY", "all_proxy", "ALL_PROXY"):
        monkeypatch.delenv(var, raising=False)
    backend = make_backend(LLMConfig(model="m", base_url="http://127.0.0.1:8000/v1"), "k")
    assert isinstance(backend, HTTPBackend)
    assert backend.describe()["kind"] == "http"


def test_auto_uses_the_sdk_for_https_and_the_default_endpoint() -> None:
    pytest.importorskip("openai")
    assert isinstance(
        make_backend(LLMConfig(model="m", base_url="https://api.example.com/v1"), "k"), OpenAIBackend
    )
    assert isinstance(make_backend(LLMConfig(model="m"), "k"), OpenAIBackend)


def test_auto_leaves_proxied_urls_to_the_sdk(monkeypatch: pytest.MonkeyPatch) -> None:
    pytest.importorskip("openai")
    monkeypatch.setenv("http_proxy", "http://proxy.internal:3128")
    monkeypatch.setenv("no_proxy", "localhost")
    assert proxy_applies("http://llm.internal:8000/v1")
    assert not proxy_applies("http://localhost:8000/v1")
    proxied = make_backend(LLMConfig(model="m", base_url="http://llm.internal:8000/v1"), "k")
    assert isinstance(proxied, OpenAIBackend)
    direct = make_backend(LLMConfig(model="m", base_url="http://localhost:8000/v1"), "k")
    assert isinstance(direct, HTTPBackend)


def test_explicit_choices_and_errors() -> None:
    cfg = LLMConfig(model="m", base_url="https://api.example.com/v1", backend="http")
    assert isinstance(make_backend(cfg, "k"), HTTPBackend)
    with pytest.raises(ConfigError, match="needs a base_url"):
        LLMConfig(model="m", backend="http")
    with pytest.raises(ConfigError, match="auto, http or openai"):
        LLMConfig(model="m", backend="grpc")
    with pytest.raises(ConfigError, match="base URL must be"):
        HTTPBackend("ftp://example.com/v1")
