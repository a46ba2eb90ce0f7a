"""The plain suite (tests/plain_suite): cases in six languages where a careful reader is
sure of the answer, written from the phenomena and not from any judge's failures.

The structure is checked here (size, languages, every phenomenon in every language, the
examples issue 21 quotes); the default judge must get at least 98 % of the cases right.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

import plain_suite
from plain_suite import ALL_CASES, LANGS, PHENOMENA, Case
from plain_suite.check import judge_cases, report, share_right

#: faithfulness examples quoted in issue 21: (expect, in the answer, in the contexts)
ISSUE_FAITHFULNESS = [
    (True, "The capital of Australia is Canberra.", "Canberra is the capital city of Australia."),
    (True, "The capital of France is Paris.", "Paris is the capital of France."),
    (
        True,
        "You need to give 14 days written notice to the front desk to cancel your membership.",
        "Members can cancel their membership at any time with 14 days written notice to the front desk.",
    ),
    (
        True,
        "Staff can work from home for a maximum of 3 days each week.",
        "Employees may work remotely up to three days per week.",
    ),
    (True, "one hundred and twenty rooms, spread over six floors", "120 rooms"),
    (True, "120 rooms", "one hundred and twenty rooms, spread over six floors"),
    (True, "1800 grams", "1.8 kg"),
    (True, "21시", "오후 9시"),
    (True, "3,000원", "3천 원"),
    (True, "8人", "八人"),
    (True, "2일", "이틀"),
    (True, "Jan. 31", "January 31"),
    (True, "U.S.", "United States"),
    (True, "degrees Celsius", "°C"),
    (True, "Sure! ", ""),
    (True, "Great question! ", ""),
    (True, "Based on the provided information, ", ""),
    (True, "Omar Haddad founded Brightwater Kayaks, which is based in Portland, Maine.", ""),
    (False, "founded by Erik Lind", "Her nephew Erik Lind took it over"),
    (False, "Oulu hosted the 2019 championship", "Tampere hosted the 2019 championship"),
    (False, "must work remotely", "may work remotely"),
    (False, "required for new staff", "recommended, but not required"),
    (False, "under $50", "over $50"),
]

#: the other examples issue 21 quotes: (kind, expect, answer, reference or question)
ISSUE_OTHERS = [
    ("refusal", True, "I'm sorry, I don't have that information.", ""),
    ("refusal", True, "The provided documents don't say.", ""),
    ("refusal", True, "No idea.", ""),
    ("refusal", False, "I'm not completely sure, but the store opens at 9.", ""),
    ("refusal", False, "The documents don't mention Sundays, but on weekdays it opens at 9.", ""),
    ("correctness", True, "The store was founded in 1998 by Anna Weber.", "Anna Weber."),
    ("relevancy", True, "It is closed on Sundays.", "When is the museum closed?"),
    ("relevancy", True, "Yes, up to three days a week.", "Can staff work from home?"),
]


def _by(**fields: object) -> list[Case]:
    return [c for c in ALL_CASES if all(getattr(c, k) == v for k, v in fields.items())]


# ---------------------------------------------------------------- structure
def test_at_least_400_cases_and_50_in_each_language() -> None:
    per_lang = Counter(c.lang for c in ALL_CASES)
    assert len(ALL_CASES) >= 400
    assert set(per_lang) == set(LANGS)
    assert min(per_lang.values()) >= 50, per_lang
    # English about 30 %, each other language about 14 %
    assert 0.25 <= per_lang["en"] / len(ALL_CASES) <= 0.35, per_lang


def test_ids_are_unique_and_name_their_language() -> None:
    ids = Counter(c.id for c in ALL_CASES)
    assert [i for i, n in ids.items() if n > 1] == []
    assert all(c.id.startswith(f"{c.lang}-") for c in ALL_CASES)


def test_every_phenomenon_is_in_every_language() -> None:
    have = {(c.phenomenon, c.lang) for c in ALL_CASES}
    missing = sorted(f"{p} ({lang})" for p in PHENOMENA for lang in LANGS if (p, lang) not in have)
    assert missing == []


def test_every_phenomenon_is_documented_at_the_top_of_the_package() -> None:
    doc = plain_suite.__doc__ or ""
    assert "written for ragmeter's tests, not taken from any data set" in doc.lower()
    assert [p for p in PHENOMENA if f"``{p}``" not in doc] == []


def test_a_case_must_agree_with_its_phenomenon() -> None:
    """The table is enforced when a case is made: a case cannot claim the wrong outcome."""
    with pytest.raises(ValueError, match="expect"):
        Case("en-x", "en", "faithfulness", "role.swap", "Q?", "A.", ("C.",), expect=True)
    with pytest.raises(ValueError, match="belongs to"):
        Case("en-x", "en", "refusal", "para.reorder", "Q?", "A.", expect=True)
    with pytest.raises(ValueError, match="retrieved_ids"):
        Case("en-x", "en", "diagnosis", "diag.pass", "Q?", "A.", ("C.",), None, ("d1",), ("d1", "d2"), "pass")
    with pytest.raises(ValueError, match="reference"):
        Case("en-x", "en", "correctness", "correct.short", "Q?", "A.", expect=True)


def test_records_are_valid_ragmeter_input() -> None:
    from ragmeter.datasets.records import sample_from_record

    for i, case in enumerate(ALL_CASES, 1):
        sample = sample_from_record(case.to_record(), i)
        assert sample.id == case.id
        if case.kind == "diagnosis":
            assert sample.out_of_scope == (case.relevant_ids == ())
            assert all(c.id is not None for c in sample.contexts)


@pytest.mark.parametrize(("expect", "answer", "context"), ISSUE_FAITHFULNESS, ids=lambda v: str(v)[:30])
def test_the_faithfulness_examples_of_issue_21_are_cases(expect: bool, answer: str, context: str) -> None:
    found = [
        c
        for c in _by(kind="faithfulness", expect=expect)
        if answer in c.answer and context in " ".join(c.contexts)
    ]
    assert found, f"no faithfulness case expecting {expect} has {answer!r} against {context!r}"


@pytest.mark.parametrize(("kind", "expect", "answer", "other"), ISSUE_OTHERS, ids=lambda v: str(v)[:30])
def test_the_other_examples_of_issue_21_are_cases(kind: str, expect: bool, answer: str, other: str) -> None:
    found = [
        c
        for c in _by(kind=kind, expect=expect)
        if c.answer == answer and other in ((c.reference or "") if kind == "correctness" else c.question)
    ]
    assert found, f"no {kind} case expecting {expect} with {answer!r}"


def test_french_and_spanish_refusals_and_off_topic_diagnoses_are_cases() -> None:
    for lang in ("fr", "es"):
        assert _by(kind="refusal", expect=True, lang=lang)
    # an off-topic faithful answer is fix_generation, never pass
    assert all(c.expect == "fix_generation" for c in _by(phenomenon="diag.offtopic"))
    assert len(_by(phenomenon="diag.offtopic")) >= len(LANGS)


# ---------------------------------------------------------------- the default judge
@pytest.fixture(scope="module")
def outcomes() -> list[Any]:
    return judge_cases(ALL_CASES)


def test_the_default_judge_gets_at_least_98_percent_right(outcomes: list[Any]) -> None:
    """98.1 % (723 of 737) with judge versions 7 and 8 (version 6: 98.3 %, 701 of 713). What it
    still misses: a relation carried across sentences by a pronoun or a relative clause
    ("Erik Lind is her nephew. He took over the bakery"), a few noun synonyms
    ("14 Angestellte", Ruhetag, "on a lead"), a nominalisation: the entailment model's,
    not a rule's, to learn."""
    assert share_right(outcomes) >= 0.98, report(outcomes)


def test_the_default_judge_keeps_what_it_has_reached(outcomes: list[Any]) -> None:
    """A floor under today's default judge: a change that loses plain cases fails here.
    701 of 713 for judge version 6; 699 of those since version 7, whose distilled model
    reads 1.6x the pairs per second and was chosen by the issue's rule (98 % of the plain
    suite first, then the dev families: 0.746 against 0.743), trading two cases for it
    (docs/judge_quality.md, "Judge version 7"); with the 24 exception cases, 723 of 737.
    Version 8's four-layer model (1.2x again) keeps 723: three cases lost, three gained
    (docs/judge_quality.md, "Judge version 8")."""
    assert sum(o.right for o in outcomes) >= 723, report(outcomes)
