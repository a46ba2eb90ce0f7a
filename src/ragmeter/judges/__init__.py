"""Judges: the offline deterministic judge (default) and, as an extra, the LLM judge."""

from ragmeter.judges.base import (
    ClaimVerdict,
    Judge,
    JudgeError,
    Judgement,
    JudgeTask,
    Label,
    Relevance,
    Usage,
)
from ragmeter.judges.offline import OfflineJudge

__all__ = [
    "ClaimVerdict",
    "Judge",
    "JudgeError",
    "JudgeTask",
    "Judgement",
    "Label",
    "OfflineJudge",
    "Relevance",
    "Usage",
]
