"""The LLM client: what the judge, test-set generation, the system runner's endpoint and
the Ray engine share, beneath all of them (it imports no judge).

:class:`LLMClient` (the cache, claims on calls in flight, and JSON replies with one
repair request) over the :class:`CallPolicy` (adaptive concurrency limit, retries with
backoff and ``Retry-After``, a first probe, a circuit breaker) over a :class:`Backend`
(the call, each under a whole-call deadline: :class:`OpenAIBackend` through the openai
SDK, :class:`HTTPBackend` through the standard library, or
``ragmeter.testing.ScriptedBackend`` in tests). :class:`LLMConfig` holds the settings
(``[llm]`` in a config file); :func:`approx_tokens` the token estimate a dry run and the
scripted replies use; :meth:`LLMConfig.cost` the price of tokens.
"""

from ragmeter.llm.backend import (
    Backend,
    BackendError,
    ChatReply,
    ChatRequest,
    EmbeddingRequest,
    EmbeddingsBackend,
    EndpointError,
)
from ragmeter.llm.cache import CallCache
from ragmeter.llm.call_policy import AdaptiveLimiter, CallFailed, CallPolicy, RetryPolicy
from ragmeter.llm.client import CallError, CallOutcome, CallTally, Checker, LLMClient, make_backend
from ragmeter.llm.config import LLMConfig, load_config, resolve_api_key
from ragmeter.llm.http_backend import HTTPBackend
from ragmeter.llm.sdk_backend import OpenAIBackend
from ragmeter.llm.tokens import MESSAGE_OVERHEAD, approx_tokens

__all__ = [
    "MESSAGE_OVERHEAD",
    "AdaptiveLimiter",
    "Backend",
    "BackendError",
    "CallCache",
    "CallError",
    "CallFailed",
    "CallOutcome",
    "CallPolicy",
    "CallTally",
    "ChatReply",
    "ChatRequest",
    "Checker",
    "EmbeddingRequest",
    "EmbeddingsBackend",
    "EndpointError",
    "HTTPBackend",
    "LLMClient",
    "LLMConfig",
    "OpenAIBackend",
    "RetryPolicy",
    "approx_tokens",
    "load_config",
    "make_backend",
    "resolve_api_key",
]
