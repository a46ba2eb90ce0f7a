"""Token counts without a tokenizer: good enough to estimate a run's cost beforehand."""

from __future__ import annotations

import math
import re

__all__ = ["approx_tokens"]

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
