"""Helpers shared by the judge-version tests (`test_judge_v*.py`)."""

from __future__ import annotations

import ragmeter
from ragmeter.judges.base import Label
from ragmeter.judges.offline import OfflineJudge
from ragmeter.text.canon import canonical
from ragmeter.text.tokenize import normalize


def judged_label(judge: OfflineJudge, claim: str, context: str) -> Label:
    """The offline judge's label of one claim against one context."""
    (verdict,) = judge._check(claim, [context])
    return verdict.label


def answer_label(judge: OfflineJudge, answer: str, context: str) -> Label:
    """Supported when every claim of ``answer`` is against ``context``; else the first
    other claim's label."""
    verdicts = judge._check(answer, [context])
    return next((v.label for v in verdicts if v.label is not Label.SUPPORTED), Label.SUPPORTED)


def canon(text: str) -> str:
    """The canonical form of ``text`` the checks compare."""
    return canonical(normalize(text))


def score(metric: str, sample: dict[str, object]) -> float:
    """One metric's value on one sample, judged offline (never None: the test fails)."""
    run = ragmeter.evaluate([sample], metrics=[metric])
    value = run.samples[0].scores[metric].value
    assert value is not None
    return value
