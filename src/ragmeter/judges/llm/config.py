"""Settings of the LLM judge: defaults, the ``[llm]`` table of a TOML config file, and
the API key (read from the environment only, never stored)."""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Mapping
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from ragmeter.errors import ConfigError
from ragmeter.judges.llm.policy import RetryPolicy
from ragmeter.judges.llm.prompting import DEFAULT_PROMPT_VERSION
from ragmeter.tomlfile import read_toml

__all__ = ["LLMConfig", "load_config", "resolve_api_key"]

DEFAULT_KEY_ENV = "OPENAI_API_KEY"
#: local similarities answer relevancy can use without an embeddings endpoint
SIMILARITIES = ("lexical", "char-ngram", "e5")


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

    def __post_init__(self) -> None:
        positive = {"timeout": self.timeout, "backoff_base": self.backoff_base}
        for name, value in positive.items():
            if not value > 0:
                raise ConfigError(f"llm {name} must be > 0, got {value!r}")
        for name in ("backoff_max", "max_retry_after"):
            if getattr(self, name) < 0:
                raise ConfigError(f"llm {name} must be >= 0, got {getattr(self, name)!r}")
        if self.max_retries < 0:
            raise ConfigError(f"llm max_retries must be >= 0, got {self.max_retries!r}")
        if self.concurrency < 1:
            raise ConfigError(f"llm concurrency must be >= 1, got {self.concurrency!r}")
        if self.backend not in ("auto", "http", "openai"):
            raise ConfigError(f"llm backend must be auto, http or openai, got {self.backend!r}")
        if self.backend == "http" and not self.base_url:
            raise ConfigError("llm backend 'http' needs a base_url")
        if self.similarity not in SIMILARITIES:
            raise ConfigError(
                f"llm similarity must be one of {', '.join(SIMILARITIES)}, got {self.similarity!r}"
            )
        if self.embeddings_model is not None and not self.embeddings_model.strip():
            raise ConfigError("llm embeddings_model must not be empty")
        if self.embeddings_model and self.similarity != "lexical":
            raise ConfigError(
                f"llm embeddings_model ({self.embeddings_model}) and similarity {self.similarity!r} "
                "exclude each other: answer relevancy uses one similarity"
            )
        if self.max_tokens is not None and self.max_tokens < 1:
            raise ConfigError(f"llm max_tokens must be >= 1, got {self.max_tokens!r}")
        if self.temperature is not None and not 0 <= self.temperature <= 2:
            raise ConfigError(f"llm temperature must be in [0, 2], got {self.temperature!r}")
        for name in ("price_in", "price_out"):
            value = getattr(self, name)
            if value is not None and value < 0:
                raise ConfigError(f"llm {name} must be >= 0 (US$ per 1M tokens), got {value!r}")

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
