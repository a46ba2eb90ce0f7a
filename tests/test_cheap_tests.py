"""The cheap tests that let the value rules and the synonym groups skip a text never skip
one a rule or a group reads: each gated rule still rewrites what it is for, and every
synonym group whose patterns match a text is among the groups its test keeps."""

from __future__ import annotations

import re

import pytest

from plain_suite import ALL_CASES
from ragmeter.text import synonyms
from ragmeter.text.canon import canonical
from ragmeter.text.leads import leads, letters, may_match


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("within a day", "within 1 day"),
        ("a day's notice", "1 day's notice"),
        ("less than an hour", "less than 60 minute"),
        ("once a day", "once a day"),  # a rate: no count of one
        ("he lives on linden st. now", "he lives on linden street now"),
        ("the st. james hotel", "the st. james hotel"),
        ("von 9-17 uhr", "von 9:00 to 17:00"),
        ("zwischen 11 und 17 uhr", "zwischen 11:00 und 17:00"),
        ("de 9 à 18 h", "de 9:00 à 18:00"),
        ("from 7 to 9 pm", "from 19:00 to 21:00"),
        ("de 7 a 9 de la noche", "de 19:00 a 21:00"),
        ("25 m2 office", "25 squaremetre office"),
        ("2 cubic metres", "2 million millilitre"),
        ("a 20 °c day", "a 20 celsius day"),
        ("it weighs 5 kg", "it weighs 5000 gram"),
        ("1/2 of the seats", "50 percent of the seats"),
        ("그중 절반", "그중 50 percent"),
        ("the cat sat", "the cat sat"),
    ],
)
def test_a_gated_value_rule_still_reads_its_values(text: str, expected: str) -> None:
    assert canonical(text) == expected


def _texts() -> list[str]:
    out: list[str] = []
    for case in ALL_CASES:
        for field in ("answer", "reference", "question", "claim", "evidence"):
            value = getattr(case, field, None)
            if isinstance(value, str):
                out.append(value)
        out.extend(getattr(case, "contexts", ()) or ())
    return out


@pytest.mark.parametrize("words_only", [False, True])
def test_the_synonym_groups_test_keeps_every_group_that_matches(words_only: bool) -> None:
    groups = synonyms._compiled(words_only)
    texts = [
        *_texts(),
        "KIDS UNDER 4 GET IN FREE OF CHARGE",  # capitals: the patterns ignore case
        "İSTANBUL: Kinder unter 4 Jahren",  # a dotted capital I
        "Admiſſion is free",  # a long s, which the patterns take for an s
    ]
    checked = 0
    for text in texts:
        matching = {i for i, group in enumerate(groups) if synonyms._forms(text, group)}
        assert matching <= set(synonyms._maybe(text, words_only)), text
        checked += bool(matching)
    assert checked > 100  # the corpus exercises the groups


def test_a_pattern_that_may_start_otherwise_has_no_leads() -> None:
    assert leads([re.compile(r"(?<![\w-])\d+ free")]) is None
    assert leads([re.compile(r"(?:a|b)?c")]) is None
    assert leads([re.compile(r"(?<![\w-])(?:kids?|child)\b", re.I)]) == {"ki", "ch"}
    # a choice of lookbehinds reads no letters; a set of letters leads with each
    assert leads([re.compile(r"(?:(?<![\w'])|(?<=\b[ld]'))(?:open|offen)|[개영]장")]) == {
        "op",
        "of",
        "개",
        "영",
    }
    assert leads([re.compile("Mitarbeiter")]) == {"mi"}  # compared in lower case
    assert may_match(frozenset({"mi"}), letters("MITARBEITER"))
    assert not may_match(frozenset({"mi"}), letters("Angestellte"))


def _gated() -> list[tuple[re.Pattern[str], frozenset[str] | None]]:
    from ragmeter.text import polarity_read, rates

    out = [
        (rx, lead) for (_, _, rx), lead in zip(polarity_read.STATE_RE, polarity_read.STATE_LEADS, strict=True)
    ]
    out += [(rx, lead) for (rx, _, _), lead in zip(rates._WORD_RATES, rates._WORD_LEADS, strict=True)]
    out.append((rates._EVERY_OTHER, rates._OTHER_LEADS))
    return out


def test_no_state_or_rate_pattern_is_skipped_where_it_matches() -> None:
    from ragmeter.text.tokenize import normalize

    gated = _gated()
    texts = [normalize(t) for t in _texts()] + [
        "il n'ouvre pas le lundi",
        "toutes les deux semaines",
        "매일 열어요",
    ]
    matched = 0
    for text in texts:
        seen = letters(text)
        for rx, lead in gated:
            if rx.search(text):
                matched += 1
                assert may_match(lead, seen), (rx.pattern[:60], text)
    assert matched > 300
