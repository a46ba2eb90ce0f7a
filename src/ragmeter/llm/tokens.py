"""Token counts without a tokenizer: good enough to estimate a run's cost beforehand."""

from __future__ import annotations

import json
import math
import re

from ragmeter.llm.backend import ChatRequest

__all__ = ["MESSAGE_OVERHEAD", "approx_tokens", "request_tokens"]

#: per-message overhead of the chat format (role markers), as OpenAI documents it
MESSAGE_OVERHEAD = 4

_CJK = re.compile(
    r"[\u1100-\u11ff\u3040-\u30ff\u3130-\u318f\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7a3\uf900-\ufaff]"
)


def approx_tokens(text: str) -> int:
    """About four characters per token for alphabetic scripts, one per Hangul/Han/kana
    character (the usual behaviour of BPE vocabularies on those scripts)."""
    if not text:
        return 0
    cjk = len(_CJK.findall(text))
    return cjk + math.ceil((len(text) - cjk) / 4)


def request_tokens(request: ChatRequest) -> int:
    """Input tokens of a request: the messages plus the schema (it is part of the prompt)."""
    text = sum(approx_tokens(content) + MESSAGE_OVERHEAD for _role, content in request.messages)
    return text + approx_tokens(json.dumps(request.schema, separators=(",", ":")))
