"""Helpers shared by the judge-version tests (`test_judge_v*.py`)."""

from __future__ import annotations

from ragmeter.judges.base import Label
from ragmeter.judges.offline import OfflineJudge


def judged_label(judge: OfflineJudge, claim: str, context: str) -> Label:
    """The offline judge's label of one claim against one context."""
    (verdict,) = judge._check(claim, [context])
    return verdict.label


def answer_label(judge: OfflineJudge, answer: str, context: str) -> Label:
    """Supported when every claim of ``answer`` is against ``context``; else the first
    other claim's label."""
    verdicts = judge._check(answer, [context])
    return next((v.label for v in verdicts if v.label is not Label.SUPPORTED), Label.SUPPORTED)
