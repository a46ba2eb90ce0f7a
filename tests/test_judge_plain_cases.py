"""The default offline judge on plain cases a person judges at a glance
(tests/plain_cases.py): at least 95% right, and each group mostly right."""

from __future__ import annotations

import pytest

from plain_cases import ADDED, ALL_CASES, CHANGES, FORMATS, KOREAN, NEGATION, PARAPHRASE, SCOPE, SWAPS, Case
from ragmeter.judges.base import JudgeTask
from ragmeter.judges.offline import OfflineJudge


@pytest.fixture(scope="module")
def judge() -> OfflineJudge:
    return OfflineJudge()


def _supported(judge: OfflineJudge, case: Case) -> bool:
    _id, answer, contexts, _expected = case
    j = judge.judge(JudgeTask(question="", answer=answer, contexts=tuple(contexts), answer_vs_contexts=True))
    verdicts = j.answer_vs_contexts or ()
    return bool(verdicts) and all(v.supported for v in verdicts)


def _wrong(judge: OfflineJudge, cases: list[Case]) -> list[str]:
    return [
        f"{c[0]}: {c[1]!r} expected {'supported' if c[3] else 'not supported'}"
        for c in cases
        if _supported(judge, c) != c[3]
    ]


def test_there_are_at_least_60_cases_in_english_and_korean() -> None:
    assert len(ALL_CASES) >= 60
    assert len({c[0] for c in ALL_CASES}) == len(ALL_CASES)
    assert len(KOREAN) >= 5


def test_at_least_95_percent_right(judge: OfflineJudge) -> None:
    wrong = _wrong(judge, ALL_CASES)
    share = 1 - len(wrong) / len(ALL_CASES)
    assert share >= 0.95, f"{share:.1%} right; wrong:\n" + "\n".join(wrong)


@pytest.mark.parametrize(
    "group", [PARAPHRASE, FORMATS, NEGATION, SWAPS, ADDED, CHANGES, SCOPE, KOREAN], ids=lambda g: g[0][0][0]
)
def test_no_group_is_mostly_wrong(judge: OfflineJudge, group: list[Case]) -> None:
    wrong = _wrong(judge, group)
    assert len(wrong) <= max(1, len(group) // 4), "\n".join(wrong)


def test_verdicts_name_their_decider_and_evidence(judge: OfflineJudge) -> None:
    for case in ALL_CASES[:20]:
        _id, answer, contexts, _expected = case
        j = judge.judge(
            JudgeTask(question="", answer=answer, contexts=tuple(contexts), answer_vs_contexts=True)
        )
        for v in j.answer_vs_contexts or ():
            assert "decided by" in v.reason or "explicit check" in v.reason, v.reason
            assert v.evidence, v
