"""The ``meaning`` decider (the default ``offline`` mode): value checks veto, what is
plainly present is supported, the entailment model decides everything else, and only a
confident entailment outweighs a check read off the surface (negation, antonym, name).

The decision logic is tested with a scripted encoder (an object with the encoder's
``logits`` method that answers from a table and records what it was asked), so these
tests say what the decider does with a logit, whatever the shipped model's weights.
"""

from __future__ import annotations

from collections.abc import Sequence

import pytest

from ragmeter.judges.base import Check, Decider, Label
from ragmeter.judges.offline import OfflineJudge
from ragmeter.judges.offline.verify import CONFIDENT, DEFAULT_MODE, SURFACE_CHECKS, Premise, Verifier


class Scripted:
    """Answers every pair with one logit; records every pair asked."""

    fingerprint = "scripted"

    def __init__(self, logit: float) -> None:
        self.logit = logit
        self.asked: list[tuple[str, str]] = []

    def logits(self, pairs: Sequence[tuple[str, str]], batch_size: int = 8) -> list[float]:
        self.asked.extend(pairs)
        return [self.logit for _ in pairs]


def verdict(claim: str, premises: Sequence[str], logit: float) -> tuple[object, Scripted]:
    enc = Scripted(logit)
    v = Verifier(mode="meaning", encoder=enc)  # type: ignore[arg-type]
    return v.verify(claim, Premise(list(premises))), enc


def test_meaning_is_the_default_mode() -> None:
    assert DEFAULT_MODE == "meaning"
    assert OfflineJudge().verifier.mode == "meaning"


def test_a_paraphrase_is_decided_by_the_model_either_way() -> None:
    ctx = ["Employees may work remotely up to three days per week."]
    claim = "Staff can work from home for a maximum of 3 days each week."
    yes, enc = verdict(claim, ctx, 2.5)
    # the model reads both with their values in one form ("three" and "3", "up to" and
    # "a maximum of" alike), and their synonyms too ("from home" and "remotely", "staff"
    # and "employees": ragmeter.text.synonyms)
    ((asked_claim, asked_evidence),) = enc.asked
    assert asked_claim.startswith("Staff can work remotely") and asked_evidence.startswith(
        "Staff may work remotely"
    )
    assert "3" in asked_claim and "3" in asked_evidence and "three" not in asked_evidence
    assert yes.label is Label.SUPPORTED and yes.cause.decider is Decider.ENTAILMENT  # type: ignore[attr-defined]
    assert "entails" in yes.reason  # type: ignore[attr-defined]
    no, _ = verdict(claim, ctx, -2.5)
    assert no.label is Label.UNSUPPORTED and no.cause.decider is Decider.ENTAILMENT  # type: ignore[attr-defined]
    assert no.cause.score == pytest.approx(-2.5)  # type: ignore[attr-defined]


def test_what_is_plainly_present_never_reaches_the_model() -> None:
    ctx = ["The museum opens at 9:30 from Tuesday to Sunday."]
    v, enc = verdict("The museum opens at 9:30 from Tuesday to Sunday.", ctx, -9.0)
    assert v.label is Label.SUPPORTED and v.cause.decider is Decider.FAST_PATH  # type: ignore[attr-defined]
    assert enc.asked == []


def test_a_value_check_vetoes_whatever_the_model_says() -> None:
    ctx = ["Express delivery costs $15 and arrives the next day."]
    v, enc = verdict("Express delivery costs $50 and arrives the next day.", ctx, 9.0)
    assert v.label is not Label.SUPPORTED
    assert v.cause.decider is Decider.CHECK and v.cause.check is Check.NUMBER  # type: ignore[attr-defined]
    assert enc.asked == []  # a value veto costs no model call


def test_an_antonym_vetoes_whatever_the_model_says() -> None:
    v, _ = verdict("The shop is closed on Sundays.", ["The shop is open on Sundays."], CONFIDENT + 5)
    assert v.label is Label.CONTRADICTED and v.cause.check is Check.ANTONYM  # type: ignore[attr-defined]
    assert v.cause.decider is Decider.CHECK  # type: ignore[attr-defined]


def test_a_name_check_yields_only_to_a_confident_entailment() -> None:
    ctx = ["Die Bäckerei beschäftigt Mitarbeiter aus Polen."]
    claim = "In der Bäckerei arbeiten Fachkräfte aus Polen."  # a German noun, capitalised like a name
    unsure, enc = verdict(claim, ctx, CONFIDENT - 0.5)
    assert enc.asked and Check.NAME in SURFACE_CHECKS
    assert unsure.label is not Label.SUPPORTED and unsure.cause.check is Check.NAME  # type: ignore[attr-defined]
    assert unsure.cause.decider is Decider.CHECK  # type: ignore[attr-defined]
    assert unsure.cause.score == pytest.approx(CONFIDENT - 0.5)  # type: ignore[attr-defined]
    sure, _ = verdict(claim, ctx, CONFIDENT + 0.5)
    assert sure.label is Label.SUPPORTED and sure.cause.decider is Decider.ENTAILMENT  # type: ignore[attr-defined]
    assert "outweigh" in sure.reason  # type: ignore[attr-defined]


def test_a_paraphrase_by_negated_antonym_is_the_same_pole_whatever_the_model_says() -> None:
    # "does not open" and "is closed" are one value: the fast path reads the poles
    v, enc = verdict("The museum does not open on Mondays.", ["The museum is closed on Mondays."], -5.0)
    assert not enc.asked and v.label is Label.SUPPORTED
    assert v.cause.decider is Decider.FAST_PATH  # type: ignore[attr-defined]


def test_a_negation_on_one_side_is_vetoed_whatever_the_model_says() -> None:
    for claim, ctx in (
        ("Dogs are not allowed in the park.", "Dogs are allowed in the park."),
        ("Hunde sind im Park nicht erlaubt.", "Hunde sind im Park erlaubt."),
    ):
        v, enc = verdict(claim, [ctx], CONFIDENT + 5)
        assert v.label is Label.CONTRADICTED and v.cause.check is Check.NEGATION, v  # type: ignore[attr-defined]
        assert v.cause.decider is Decider.CHECK and not enc.asked  # type: ignore[attr-defined]


def test_the_run_records_the_mode_and_the_model_fingerprint() -> None:
    d = OfflineJudge().describe()
    assert d["mode"] == "meaning" and d["version"] == "37"
    assert len(d["nli_model"]) == 16 and d["confident"] == CONFIDENT
    assert OfflineJudge(mode="lexical").describe()["mode"] == "lexical"
    assert "nli_model" not in OfflineJudge(mode="lexical").describe()


@pytest.mark.parametrize(
    ("claim", "context", "vetoed"),
    [
        # 11 and 30 are both in the premises, the time 11:30 is not
        (
            "Breakfast is served until 11:30.",
            "Breakfast is served from 7:00 to 10:30. Check-out is at 11 a.m.",
            True,
        ),
        ("Das Museum öffnet um 9:00 Uhr.", "Das Museum ist von 9:30 bis 17:00 Uhr geöffnet.", True),
        # the same time in another format is the same value
        ("Breakfast is served until 10:30.", "Breakfast is served from 7 a.m. to 10.30 a.m.", False),
        ("The shop closes at 21:00.", "The shop closes at 9 p.m.", False),
        ("박물관은 18:00에 문을 닫습니다.", "박물관은 오후 6시에 닫는다.", False),
        # a time the value rules leave as written: the check stays silent
        ("Das Museum öffnet um 9:30.", "Das Museum öffnet um 9.30 Uhr.", False),
        # a score is not a clock time
        ("Brazil won the final 2:1.", "Brazil won the final 2:1; it ended at 22:45.", False),
        # times written with a capital ("Uhr", "PM") or after a full-width comma are times
        ("Das Museum schließt um 17:00.", "Das Museum öffnet um 9:30 Uhr und schließt um 17 Uhr.", False),
        ("The shop closes at 21:00.", "The shop closes at 9 PM.", False),
        ("The shop closes at 22:00.", "The shop closes at 9 PM.", True),
        ("博物馆17:00闭馆。", "市博物馆上午9:30开放，下午5点闭馆。", False),
        ("博物馆18:00闭馆。", "市博物馆上午9:30开放，下午5点闭馆。", True),
        # the bare hour opening a range has the end's unit, at either half of the day
        ("Das Schwimmbad öffnet um 7 Uhr.", "Das Schwimmbad ist von 7 bis 21 Uhr geöffnet.", False),
        ("La piscine ouvre à 7 h.", "La piscine est ouverte de 7 à 21 h.", False),
        ("Das Schwimmbad öffnet um 8 Uhr.", "Das Schwimmbad ist von 7 bis 21 Uhr geöffnet.", True),
        # a time the premises give to something else
        (
            "Breakfast is served until 11:00.",
            "Breakfast is served from 7:00 to 10:30. Check-out is at 11:00.",
            True,
        ),
        ("Check-out is at 11 a.m.", "Breakfast is served from 7:00 to 10:30. Check-out is at 11:00.", False),
        (
            "Das Frühstück gibt es bis 11 Uhr.",
            "Frühstück gibt es von 7 bis 10:30 Uhr. Check-out ist um 11 Uhr.",
            True,
        ),
    ],
)
def test_a_clock_time_is_compared_as_a_time(claim: str, context: str, vetoed: bool) -> None:
    v, _ = verdict(claim, [context], CONFIDENT + 5)
    checks = (Check.NUMBER, Check.BINDING)
    got = v.cause.decider is Decider.CHECK and v.cause.check in checks  # type: ignore[attr-defined]
    assert got == vetoed, v
    if vetoed:  # by the time check, or by the number check where the hour is nowhere
        assert "time(s)" in v.reason or "number(s)" in v.reason or "something else" in v.reason  # type: ignore[attr-defined]


def test_the_model_reads_values_in_one_form_and_names_as_written() -> None:
    ctx = ["On January 5, 2024, One hundred and twenty guests met Anna Weber at 4 PM."]
    _, enc = verdict("Anna Weber met 120 guests at 16:00 on 5 Jan 2024, they say.", ctx, 1.0)
    ((claim, evidence),) = enc.asked
    assert "Anna Weber" in claim and "Anna Weber" in evidence  # the case of a name is kept
    assert "16:00" in evidence and "120 guests" in evidence and "5 january 2024" in evidence.lower()
    assert "5 january 2024" in claim.lower() and "16:00" in claim


def test_a_long_claim_sees_every_sentence_that_adds_to_it() -> None:
    ctx = [
        "The festival opened in 2001. Its first director was Maria Santos. The city paid for the "
        "stage. About 4,000 people came. Tickets cost 20 euros. A second stage was added later."
    ]
    claim = "Maria Santos directed the festival, opened in 2001 with 4,000 visitors and 20-euro tickets."
    _, enc = verdict(claim, ctx, 1.0)
    ((_, evidence),) = enc.asked
    for part in ("2001", "Maria Santos", "4,000", "20 eur"):
        assert part in evidence, evidence


def test_a_chinese_number_in_characters_is_a_value_not_missing_words() -> None:
    # "三十二亿" and "32亿" are one value (the number check compares it); the words around
    # it are all in the sentence, so the claim is plainly there
    ctx = ["华信科技于2021年以32亿元收购了星云软件。"]
    v, enc = verdict("华信科技以三十二亿元收购了星云软件。", ctx, -9.0)
    assert v.label is Label.SUPPORTED and v.cause.decider is Decider.FAST_PATH  # type: ignore[attr-defined]
    assert enc.asked == []
    wrong, _ = verdict("华信科技以三十三亿元收购了星云软件。", ctx, 9.0)
    assert wrong.label is not Label.SUPPORTED  # type: ignore[attr-defined]


class ByClaim:
    """Answers a pair by its claim side: ``table`` maps a claim's opening words to a
    logit, ``default`` answers the rest; records every pair asked."""

    fingerprint = "scripted"

    def __init__(self, table: dict[str, float], default: float) -> None:
        self.table, self.default = table, default
        self.asked: list[tuple[str, str]] = []

    def logits(self, pairs: Sequence[tuple[str, str]], batch_size: int = 8) -> list[float]:
        self.asked.extend(pairs)
        return [next((z for k, z in self.table.items() if c.startswith(k)), self.default) for c, _ in pairs]


SHOP = ["Orders over 50 euros ship free. Express shipping costs 15 euros."]
COORDINATED = "Express shipping costs 15 euros and arrives the next day."


def test_a_close_entailment_of_coordinated_clauses_needs_each_clause_entailed() -> None:
    # the whole claim scores a close "supported"; its second clause is not entailed
    enc = ByClaim({"Express shipping costs 15 eur and": 1.4, "arrives the next day": -2.3}, 4.0)
    got = Verifier(mode="meaning", encoder=enc).verify(COORDINATED, Premise(SHOP))  # type: ignore[arg-type]
    assert got.label is Label.UNSUPPORTED
    assert got.cause.decider is Decider.ENTAILMENT and got.cause.score == pytest.approx(-2.3)
    assert "'arrives the next day.'" in got.reason
    # only the clause that brings new content is asked (the first one's words are there)
    assert [c for c, _ in enc.asked][1:] == ["arrives the next day."]


def test_each_clause_entailed_keeps_the_close_entailment() -> None:
    enc = ByClaim({"Express shipping costs 15 eur and": 1.4}, 0.5)
    got = Verifier(mode="meaning", encoder=enc).verify(COORDINATED, Premise(SHOP))  # type: ignore[arg-type]
    assert got.label is Label.SUPPORTED and got.cause.score == pytest.approx(1.4)


def test_a_confident_entailment_is_taken_apart_where_a_clause_is_new() -> None:
    # however sure the model is of the whole, a clause with content of its own must be
    # entailed too (version 22: "cuesta 15 € y llega al día siguiente" scored 3.05 whole)
    enc = ByClaim({"Express shipping costs 15 eur and": CONFIDENT + 2.0}, -3.0)
    got = Verifier(mode="meaning", encoder=enc).verify(COORDINATED, Premise(SHOP))  # type: ignore[arg-type]
    assert got.label is not Label.SUPPORTED and len(enc.asked) == 2
    # ... and where that clause is entailed, the whole stands
    enc = ByClaim({"Express shipping costs 15 eur and": CONFIDENT + 2.0}, 1.0)
    got = Verifier(mode="meaning", encoder=enc).verify(COORDINATED, Premise(SHOP))  # type: ignore[arg-type]
    assert got.label is Label.SUPPORTED


@pytest.mark.parametrize(
    ("claim", "premise"),
    [
        ("El envío urgente cuesta 15 € y llega al día siguiente.", "El envío urgente cuesta 15 €."),
        ("加急配送费用为15元，第二天就能送到。", "普通快递需要两天送达。加急配送费用为15元。"),
        ("Der Expressversand kostet 15 € und kommt am nächsten Tag an.", "Der Expressversand kostet 15 €."),
        ("Express delivery costs $15 and arrives the next day.", "Express delivery costs $15."),
    ],
)
def test_an_added_clause_is_not_supported_by_the_shipped_model(claim: str, premise: str) -> None:
    assert Verifier().verify(claim, Premise([premise])).label is not Label.SUPPORTED


def test_a_clause_whose_content_the_evidence_has_is_left_to_the_whole_claim() -> None:
    # a clause read alone lacks its subject; where its words are in the evidence, the
    # model's reading of the whole claim decides
    claim = "Express shipping costs 15 euros and orders over 50 euros ship free."
    enc = ByClaim({"Express shipping costs 15 eur and": 1.4}, -2.0)
    got = Verifier(mode="meaning", encoder=enc).verify(claim, Premise(SHOP))  # type: ignore[arg-type]
    assert got.label is Label.SUPPORTED and len(enc.asked) == 1


def test_a_claim_of_many_coordinated_clauses_costs_a_bounded_number_of_pairs() -> None:
    from ragmeter.judges.offline.verify import MAX_PARTS

    claim = " and ".join(f"the shop sells green {w} lamps" for w in "abcdefghijklmnopqrstuvwxyz") + "."
    enc = ByClaim({}, 1.0)
    Verifier(mode="meaning", encoder=enc).verify(claim, Premise(SHOP))  # type: ignore[arg-type]
    assert len(enc.asked) == 1 + MAX_PARTS
