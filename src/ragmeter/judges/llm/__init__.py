"""The LLM judge: any OpenAI-compatible Chat Completions endpoint, at most two calls per
sample (a third, to ``/embeddings``, when answer relevancy uses the endpoint's
embeddings), every call cached in SQLite and made once even when several runs ask for
it at the same time, retried only when worth it.

Layers: :class:`LLMJudge` (task semantics: its prompts and verdict tables, what to ask
and how to read the replies) over :mod:`ragmeter.llm`'s :class:`LLMClient` (cache,
retries, adaptive concurrency, repair) over a :class:`Backend` (the call;
:class:`OpenAIBackend` through the openai SDK, :class:`HTTPBackend` through the standard
library for local servers, or ``ragmeter.testing.ScriptedBackend`` in tests). The client's
names are re-exported here, where the judge's users have always found its settings.
The ``openai`` package is needed only by :class:`OpenAIBackend` (``pip install
'ragmeter[llm]'``) and is imported when one is built.
"""

from ragmeter.judges.llm.judge import LLMJudge
from ragmeter.judges.llm.prompting import DEFAULT_PROMPT_VERSION, load_prompts
from ragmeter.judges.llm.similarity import LexicalSimilarity, lexical_similarity, local_similarity
from ragmeter.llm import (
    AdaptiveLimiter,
    Backend,
    BackendError,
    CallCache,
    ChatReply,
    ChatRequest,
    EmbeddingRequest,
    EmbeddingsBackend,
    EndpointError,
    HTTPBackend,
    LLMClient,
    LLMConfig,
    OpenAIBackend,
    RetryPolicy,
    load_config,
    make_backend,
)

__all__ = [
    "DEFAULT_PROMPT_VERSION",
    "AdaptiveLimiter",
    "Backend",
    "BackendError",
    "CallCache",
    "ChatReply",
    "ChatRequest",
    "EmbeddingRequest",
    "EmbeddingsBackend",
    "EndpointError",
    "HTTPBackend",
    "LLMClient",
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
