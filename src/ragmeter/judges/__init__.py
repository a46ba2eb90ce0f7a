"""Judges: the offline deterministic judge (default) and, as an extra, the LLM judge.

:func:`from_spec` builds either from a judge spec (``offline``, ``offline+e5``,
``llm:MODEL``, ... see :mod:`ragmeter.judges.spec`)."""

from ragmeter.judges.base import (
    ClaimVerdict,
    Judge,
    JudgeError,
    Judgement,
    JudgeTask,
    Label,
    PartialJudgement,
    Relevance,
    Usage,
)
from ragmeter.judges.offline import OfflineJudge
from ragmeter.judges.spec import describe_judge, from_spec, parse_spec, spec_of

__all__ = [
    "ClaimVerdict",
    "Judge",
    "JudgeError",
    "JudgeTask",
    "Judgement",
    "Label",
    "OfflineJudge",
    "PartialJudgement",
    "Relevance",
    "Usage",
    "describe_judge",
    "from_spec",
    "parse_spec",
    "spec_of",
]
