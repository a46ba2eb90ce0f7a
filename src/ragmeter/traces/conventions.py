"""The span attribute names ragmeter reads: OpenInference's conventions (what Phoenix and
the OpenInference instrumentations write) and the OpenTelemetry GenAI conventions
(``gen_ai.*``), including the indexed prompt/completion form older instrumentations use.

The names are written here rather than imported so that reading traces needs no extra;
``tests/test_traces_conventions.py`` checks them against the ``openinference-semantic-
conventions`` and ``opentelemetry-semantic-conventions`` packages.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

__all__ = [
    "ANSWER_KEYS",
    "KINDS",
    "QUESTION_KEYS",
    "span_kind",
]

# ---------------------------------------------------------------- OpenInference
OI_KIND = "openinference.span.kind"
INPUT_VALUE = "input.value"
INPUT_MIME = "input.mime_type"
OUTPUT_VALUE = "output.value"
OUTPUT_MIME = "output.mime_type"
RETRIEVAL_DOCUMENTS = "retrieval.documents"
RERANKER_OUTPUT_DOCUMENTS = "reranker.output_documents"
RERANKER_QUERY = "reranker.query"
DOCUMENT_ID = "id"  # under "<list>.<i>.document."
DOCUMENT_CONTENT = "content"
DOCUMENT_SCORE = "score"
DOCUMENT_METADATA = "metadata"
LLM_INPUT_MESSAGES = "llm.input_messages"
LLM_OUTPUT_MESSAGES = "llm.output_messages"
LLM_MODEL_NAME = "llm.model_name"
LLM_INVOCATION_PARAMETERS = "llm.invocation_parameters"
LLM_TOKENS_PROMPT = "llm.token_count.prompt"
LLM_TOKENS_COMPLETION = "llm.token_count.completion"
LLM_TOKENS_TOTAL = "llm.token_count.total"

# ---------------------------------------------------------------- GenAI (gen_ai.*)
GENAI_OPERATION = "gen_ai.operation.name"
GENAI_REQUEST_MODEL = "gen_ai.request.model"
GENAI_RESPONSE_MODEL = "gen_ai.response.model"
GENAI_INPUT_MESSAGES = "gen_ai.input.messages"
GENAI_OUTPUT_MESSAGES = "gen_ai.output.messages"
GENAI_USAGE_INPUT = "gen_ai.usage.input_tokens"
GENAI_USAGE_OUTPUT = "gen_ai.usage.output_tokens"
GENAI_USAGE_PROMPT_OLD = "gen_ai.usage.prompt_tokens"
GENAI_USAGE_COMPLETION_OLD = "gen_ai.usage.completion_tokens"
GENAI_RETRIEVAL_DOCUMENTS = "gen_ai.retrieval.documents"
GENAI_RETRIEVAL_QUERY = "gen_ai.retrieval.query.text"
#: the indexed form (``gen_ai.prompt.0.role``, ``gen_ai.completion.0.content``)
GENAI_PROMPT = "gen_ai.prompt"
GENAI_COMPLETION = "gen_ai.completion"

# ---------------------------------------------------------------- resource
SERVICE_NAME = "service.name"
SERVICE_VERSION = "service.version"

#: the span kinds ragmeter tells apart (OpenInference's names)
KINDS = (
    "LLM",
    "CHAIN",
    "RETRIEVER",
    "RERANKER",
    "EMBEDDING",
    "AGENT",
    "TOOL",
    "PROMPT",
    "GUARDRAIL",
    "EVALUATOR",
)
_GENAI_KIND: Mapping[str, str] = {
    "chat": "LLM",
    "text_completion": "LLM",
    "generate_content": "LLM",
    "retrieval": "RETRIEVER",
    "embeddings": "EMBEDDING",
    "execute_tool": "TOOL",
    "invoke_agent": "AGENT",
    "create_agent": "AGENT",
    "invoke_workflow": "AGENT",
}

#: keys of a JSON input that hold the user's question, first found wins
QUESTION_KEYS = ("question", "input", "query", "user_input", "prompt", "message", "q")
#: keys of a JSON output that hold the answer, first found wins
ANSWER_KEYS = ("answer", "output", "result", "response", "output_text", "text", "content")


def span_kind(attributes: Mapping[str, Any]) -> str | None:
    """The span's kind in OpenInference's names (``LLM``, ``RETRIEVER`` ...), from
    ``openinference.span.kind`` or ``gen_ai.operation.name``; an LLM call recorded only
    with the indexed ``gen_ai.prompt``/``gen_ai.completion`` attributes is an ``LLM``.
    None: a span without either convention (an HTTP or database span)."""
    kind = attributes.get(OI_KIND)
    if isinstance(kind, str) and kind.strip():
        upper = kind.strip().upper()
        return upper if upper in KINDS else "OTHER"
    op = attributes.get(GENAI_OPERATION)
    if isinstance(op, str) and op.strip():
        return _GENAI_KIND.get(op.strip().lower(), "OTHER")
    for key in attributes:
        if key.startswith(
            (GENAI_PROMPT + ".", GENAI_COMPLETION + ".", GENAI_INPUT_MESSAGES, GENAI_OUTPUT_MESSAGES)
        ):
            return "LLM"
    return None
