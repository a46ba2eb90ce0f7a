"""The LLM judge: any OpenAI-compatible Chat Completions endpoint, at most two calls per
sample (a third, to ``/embeddings``, when answer relevancy uses the endpoint's
embeddings), every call cached in SQLite and made once even when several runs ask for
it at the same time, retried only when worth it.

Layers: :class:`LLMJudge` (task semantics: what to ask, how to read the replies) over a
:class:`Caller` (cache, retries, adaptive concurrency) over a :class:`Backend` (the
call; :class:`OpenAIBackend` through the openai SDK, :class:`HTTPBackend` through the
standard library for local servers, or ``ragmeter.testing.ScriptedBackend`` in tests).
The ``openai`` package is needed only by :class:`OpenAIBackend` (``pip install
'ragmeter[llm]'``) and is imported when one is built.
"""

from ragmeter.judges.llm.backend import (
    Backend,
    BackendError,
    ChatReply,
    ChatRequest,
    EmbeddingRequest,
    EmbeddingsBackend,
    EndpointError,
)
from ragmeter.judges.llm.cache import CallCache
from ragmeter.judges.llm.config import LLMConfig, load_config
from ragmeter.judges.llm.http_backend import HTTPBackend
from ragmeter.judges.llm.judge import LLMJudge, make_backend
from ragmeter.judges.llm.policy import AdaptiveLimiter, Caller, RetryPolicy
from ragmeter.judges.llm.prompting import DEFAULT_PROMPT_VERSION, load_prompts
from ragmeter.judges.llm.sdk_backend import OpenAIBackend
from ragmeter.judges.llm.similarity import LexicalSimilarity, lexical_similarity, local_similarity

__all__ = [
    "DEFAULT_PROMPT_VERSION",
    "AdaptiveLimiter",
    "Backend",
    "BackendError",
    "CallCache",
    "Caller",
    "ChatReply",
    "ChatRequest",
    "EmbeddingRequest",
    "EmbeddingsBackend",
    "EndpointError",
    "HTTPBackend",
    "LLMConfig",
    "LLMJudge",
    "LexicalSimilarity",
    "OpenAIBackend",
    "RetryPolicy",
    "lexical_similarity",
    "load_config",
    "load_prompts",
    "local_similarity",
    "make_backend",
]
