"""Options shared by the commands that take ``--judge`` (eval, calibrate), and the LLM
judge's construction from them: flags override the config file, which overrides the
defaults. The API key is only ever read from the environment."""

from __future__ import annotations

import functools
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

import click

F = TypeVar("F", bound=Callable[..., Any])

__all__ = ["LLMOptions", "llm_config", "llm_options"]


@dataclass(frozen=True)
class LLMOptions:
    base_url: str | None = None
    config: str | None = None
    api_key_env: str | None = None
    price_in: float | None = None
    price_out: float | None = None
    no_cache: bool = False
    #: the run-history database given with --store: the cache goes there too, unless the
    #: config file names its own cache_path
    cache_path: str | None = None
    embeddings_model: str | None = None
    #: calls in flight to the endpoint (eval's --concurrency, shared with the system's)
    concurrency: int | None = None


_OPTIONS = (
    click.option("--base-url", default=None, metavar="URL", help="LLM judge: OpenAI-compatible endpoint."),
    click.option(
        "--config",
        "llm_config",
        type=click.Path(dir_okay=False),
        default=None,
        help="TOML file; its [llm] table sets the LLM judge (timeouts, concurrency, retries, prices, cache).",
    ),
    click.option(
        "--api-key-env",
        default=None,
        metavar="NAME",
        help="LLM judge: environment variable holding the API key [default: OPENAI_API_KEY].",
    ),
    click.option(
        "--price-in", type=click.FloatRange(0), default=None, help="LLM judge: US$ per 1M input tokens."
    ),
    click.option(
        "--price-out", type=click.FloatRange(0), default=None, help="LLM judge: US$ per 1M output tokens."
    ),
    click.option("--no-cache", is_flag=True, help="LLM judge: neither read nor write the call cache."),
    click.option(
        "--embeddings-model",
        default=None,
        metavar="NAME",
        help="LLM judge: the endpoint's embeddings model for answer relevancy (else the spec's "
        "similarity: lexical, or e5 with llm:MODEL+e5).",
    ),
)


def llm_options(fn: F) -> F:
    """Add the LLM judge's options; the command receives them as one ``llm`` argument."""

    @functools.wraps(fn)
    def wrapper(*args: Any, **kwargs: Any) -> Any:
        kwargs["llm"] = LLMOptions(
            kwargs.pop("base_url"),
            kwargs.pop("llm_config"),
            kwargs.pop("api_key_env"),
            kwargs.pop("price_in"),
            kwargs.pop("price_out"),
            kwargs.pop("no_cache"),
            embeddings_model=kwargs.pop("embeddings_model"),
        )
        return fn(*args, **kwargs)

    out: Any = wrapper
    for option in reversed(_OPTIONS):
        out = option(out)
    return out  # type: ignore[no-any-return]


def llm_config(opts: LLMOptions) -> Any:
    """The LLM judge's settings from ``--config`` and the flags (flags win); the judge
    spec's model and components are applied over them by ``from_spec``."""
    from ragmeter.llm import LLMConfig, load_config

    config = load_config(opts.config) if opts.config else LLMConfig()
    config = config.replace(
        base_url=opts.base_url,
        api_key_env=opts.api_key_env,
        price_in=opts.price_in,
        price_out=opts.price_out,
        embeddings_model=opts.embeddings_model,
        concurrency=opts.concurrency,
    )
    if opts.cache_path and config.cache_path is None:
        config = config.replace(cache_path=opts.cache_path)
    if opts.no_cache:
        config = config.replace(cache=False)
    return config
