"""Settings of the LLM client and the judge on it: defaults, the ``[llm]`` table of a TOML
config file, and the API key (read from the environment only, never stored)."""

from __future__ import annotations

import dataclasses
import math
import os
import re
from collections.abc import Mapping
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

from ragmeter.errors import ConfigError
from ragmeter.llm.budget import MAX_REPLY_BYTES
from ragmeter.llm.call_policy import RetryPolicy
from ragmeter.tomlfile import read_toml

__all__ = ["LLMConfig", "load_config", "resolve_api_key"]

DEFAULT_KEY_ENV = "OPENAI_API_KEY"
#: local similarities answer relevancy can use without an embeddings endpoint
SIMILARITIES = ("lexical", "char-ngram", "e5")
#: the longest time setting (a day): a socket cannot wait for an infinite one
MAX_SECONDS = 86_400.0
_ENV_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
#: the judge's prompts by default (``judges/llm/prompts/v1``); the judge checks that a
#: version exists, the config only that it names a folder of the package, not a path
DEFAULT_PROMPT_VERSION = "v1"
_VERSION = re.compile(r"[A-Za-z0-9][A-Za-z0-9_.-]*")


def _number(
    name: str, value: Any, *, low: float, high: float, open_low: bool = False, what: str = ""
) -> None:
    """A finite number in [low, high] (``(low, high]`` with ``open_low``), or a ConfigError."""
    ok = isinstance(value, (int, float)) and not isinstance(value, bool)
    if ok:
        ok = math.isfinite(value) and (value > low if open_low else value >= low) and value <= high
    if not ok:
        bound = f"> {low:g}" if open_low else f">= {low:g}"
        unit = f" ({what})" if what else ""
        raise ConfigError(f"llm {name} must be a finite number {bound} and <= {high:g}{unit}, got {value!r}")


def _integer(name: str, value: Any, low: int, high: int) -> None:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        shown = value if not isinstance(value, int) or abs(value) < 10**30 else "a huge number"
        raise ConfigError(f"llm {name} must be an integer from {low} to {high}, got {shown!r}")


def _text(name: str, value: Any) -> None:
    """A string without control characters (they would end up in headers, paths, keys)."""
    if not isinstance(value, str):
        raise ConfigError(f"llm {name} must be a string, got {value!r}")
    if any(ord(c) < 32 or ord(c) == 127 for c in value):
        raise ConfigError(f"llm {name} must not hold control characters, got {value!r}")


def _check_url(url: str) -> None:
    parts = urlsplit(url)
    try:
        parts.port  # noqa: B018 - raises on a port that is not a number
    except ValueError:
        parts = parts._replace(netloc="")
    if parts.scheme not in ("http", "https") or not parts.hostname or " " in url:
        raise ConfigError(f"llm base_url must be an http(s)://host[:port]/path URL, got {url!r}")


@dataclass(frozen=True)
class LLMConfig:
    """Everything about the LLM judge except the secret. In a config file these are the
    keys of the ``[llm]`` table; ``temperature``, ``seed`` and ``max_tokens`` accept
    ``false`` for "do not send" (some servers reject them)."""

    model: str = ""
    base_url: str | None = None
    api_key_env: str = DEFAULT_KEY_ENV
    timeout: float = 60.0
    max_retries: int = 4
    backoff_base: float = 1.0
    backoff_max: float = 30.0
    max_retry_after: float = 120.0
    concurrency: int = 8
    temperature: float | None = 0.0
    seed: int | None = 0
    max_tokens: int | None = 4096
    #: US dollars per million input / output tokens; the run's cost is reported when set
    price_in: float | None = None
    price_out: float | None = None
    cache: bool = True
    #: defaults to ragmeter's store (``$RAGMETER_STORE`` or ``.ragmeter/ragmeter.db``)
    cache_path: str | None = None
    prompt_version: str = DEFAULT_PROMPT_VERSION
    #: transport: ``openai`` (the SDK), ``http`` (standard library, lean, no proxy
    #: support) or ``auto`` (``http`` for ``http://`` URLs no proxy applies to, such as
    #: local vLLM/Ollama/llama.cpp servers; the SDK otherwise)
    backend: str = "auto"
    #: answer relevancy's question-to-question similarity when no embeddings model is
    #: set: ``lexical`` (word overlap, the default), ``char-ngram`` or ``e5`` (local
    #: embeddings, the embeddings extra); the spec ``llm:MODEL+e5`` sets it
    similarity: str = "lexical"
    #: the endpoint's embeddings model (``/v1/embeddings``) for answer relevancy: cosine
    #: of the question with each question generated from the answer, as RAGAS does
    embeddings_model: str | None = None

    #: the largest reply read from the endpoint, in MiB (then the call is judge_error)
    max_reply_mb: float = MAX_REPLY_BYTES / 2**20

    def __post_init__(self) -> None:
        _number("timeout", self.timeout, low=0, high=MAX_SECONDS, open_low=True)
        _number("backoff_base", self.backoff_base, low=0, high=MAX_SECONDS, open_low=True)
        _number("backoff_max", self.backoff_max, low=0, high=MAX_SECONDS)
        _number("max_retry_after", self.max_retry_after, low=0, high=MAX_SECONDS)
        _number("max_reply_mb", self.max_reply_mb, low=0, high=4096, open_low=True)
        _integer("max_retries", self.max_retries, 0, 100)
        _integer("concurrency", self.concurrency, 1, 1024)
        if self.max_tokens is not None:
            _integer("max_tokens", self.max_tokens, 1, 10**8)
        if self.seed is not None:
            _integer("seed", self.seed, -(2**63), 2**63 - 1)
        if self.temperature is not None:
            _number("temperature", self.temperature, low=0, high=2)
        for name in ("price_in", "price_out"):
            value = getattr(self, name)
            if value is not None:
                _number(name, value, low=0, high=1e9, what="US$ per 1M tokens")
        for name in ("model", "api_key_env", "prompt_version", "backend", "similarity"):
            _text(name, getattr(self, name))
        for name in ("base_url", "cache_path", "embeddings_model"):
            if getattr(self, name) is not None:
                _text(name, getattr(self, name))
        if not isinstance(self.cache, bool):
            raise ConfigError(f"llm cache must be true or false, got {self.cache!r}")
        if not _ENV_NAME.fullmatch(self.api_key_env):
            raise ConfigError(f"llm api_key_env must name an environment variable, got {self.api_key_env!r}")
        if self.base_url is not None:
            _check_url(self.base_url)
        if self.backend not in ("auto", "http", "openai"):
            raise ConfigError(f"llm backend must be auto, http or openai, got {self.backend!r}")
        if self.backend == "http" and not self.base_url:
            raise ConfigError("llm backend 'http' needs a base_url")
        if self.similarity not in SIMILARITIES:
            raise ConfigError(
                f"llm similarity must be one of {', '.join(SIMILARITIES)}, got {self.similarity!r}"
            )
        if not _VERSION.fullmatch(self.prompt_version) or ".." in self.prompt_version:
            raise ConfigError(
                "llm prompt_version must be one of the versions shipped with ragmeter (a folder "
                f"name such as {DEFAULT_PROMPT_VERSION}, never a path), got {self.prompt_version!r}"
            )
        if self.embeddings_model is not None and not self.embeddings_model.strip():
            raise ConfigError("llm embeddings_model must not be empty")
        if self.embeddings_model and self.similarity != "lexical":
            raise ConfigError(
                f"llm embeddings_model ({self.embeddings_model}) and similarity {self.similarity!r} "
                "exclude each other: answer relevancy uses one similarity"
            )

    @property
    def max_reply_bytes(self) -> int:
        return int(self.max_reply_mb * 2**20)

    @property
    def retry(self) -> RetryPolicy:
        return RetryPolicy(self.max_retries, self.backoff_base, self.backoff_max, self.max_retry_after)

    @property
    def relevancy_similarity(self) -> str:
        """What answer relevancy compares questions with, as recorded in the judge spec:
        ``embeddings=NAME``, ``e5``, ``char-ngram`` or ``lexical``."""
        return f"embeddings={self.embeddings_model}" if self.embeddings_model else self.similarity

    @property
    def priced(self) -> bool:
        return self.price_in is not None or self.price_out is not None

    def cost(self, prompt_tokens: int, completion_tokens: int) -> float | None:
        if not self.priced:
            return None
        return (prompt_tokens * (self.price_in or 0.0) + completion_tokens * (self.price_out or 0.0)) / 1e6

    def replace(self, **changes: Any) -> LLMConfig:
        """A copy with the given settings changed; ``None`` values are ignored."""
        return dataclasses.replace(self, **{k: v for k, v in changes.items() if v is not None})


_NUMBER, _INT, _STR, _BOOL = "number", "integer", "string", "boolean"
# key -> (expected kind, whether false means "do not send")
_FIELD_KINDS: dict[str, tuple[str, bool]] = {
    "model": (_STR, False),
    "base_url": (_STR, False),
    "api_key_env": (_STR, False),
    "timeout": (_NUMBER, False),
    "max_retries": (_INT, False),
    "backoff_base": (_NUMBER, False),
    "backoff_max": (_NUMBER, False),
    "max_retry_after": (_NUMBER, False),
    "concurrency": (_INT, False),
    "temperature": (_NUMBER, True),
    "seed": (_INT, True),
    "max_tokens": (_INT, True),
    "price_in": (_NUMBER, False),
    "price_out": (_NUMBER, False),
    "cache": (_BOOL, False),
    "cache_path": (_STR, False),
    "prompt_version": (_STR, False),
    "backend": (_STR, False),
    "similarity": (_STR, False),
    "embeddings_model": (_STR, False),
    "max_reply_mb": (_NUMBER, False),
}
assert set(_FIELD_KINDS) == {f.name for f in fields(LLMConfig)}


def _coerce(kind: str, value: Any) -> Any:
    """The value as the field's type, or ``None`` when it has the wrong type."""
    if kind == _BOOL:
        return value if isinstance(value, bool) else None
    if isinstance(value, bool):
        return None
    if kind == _STR:
        return value if isinstance(value, str) else None
    if kind == _INT:
        return value if isinstance(value, int) else None
    return float(value) if isinstance(value, (int, float)) else None


def load_config(path: str | os.PathLike[str], base: LLMConfig | None = None) -> LLMConfig:
    """Read the ``[llm]`` table of a TOML file over ``base`` (the defaults)."""
    p = Path(path)
    doc = read_toml(p)
    table = doc.get("llm")
    if table is None and "rubrics" in doc:  # a file of rubric metrics only: the defaults
        table = {}
    if not isinstance(table, Mapping):
        raise ConfigError(f"{p}: no [llm] table (the LLM judge's settings go under [llm])")
    values: dict[str, Any] = {}
    for key, value in table.items():
        if key not in _FIELD_KINDS:
            known = ", ".join(sorted(_FIELD_KINDS))
            raise ConfigError(f"{p}: [llm] has no setting {key!r}; known settings: {known}")
        kind, nullable = _FIELD_KINDS[key]
        if nullable and value is False:
            values[key] = None
            continue
        coerced = _coerce(kind, value)
        if coerced is None:
            also = " (or false to leave it out)" if nullable else ""
            raise ConfigError(f"{p}: [llm] {key} must be a {kind}{also}, got {value!r}")
        values[key] = coerced
    try:
        return dataclasses.replace(base or LLMConfig(), **values)
    except ConfigError as exc:
        raise ConfigError(f"{p}: {exc}") from None


def _is_openai(url: str | None) -> bool:
    return url is None or "api.openai.com" in url


def resolve_api_key(config: LLMConfig, *, explicit_env: bool = False) -> str:
    """The key from ``$<api_key_env>``. A local server (any base URL but OpenAI's) may
    need none; OpenAI itself, or a variable the user named explicitly, must be set."""
    key = os.environ.get(config.api_key_env, "").strip()
    if key:
        return key
    base_url = config.base_url or os.environ.get("OPENAI_BASE_URL")
    if explicit_env or config.api_key_env != DEFAULT_KEY_ENV or _is_openai(base_url):
        raise ConfigError(
            f"the API key variable {config.api_key_env} is not set (the key is read from the "
            "environment only; name another variable with --api-key-env)"
        )
    return ""
