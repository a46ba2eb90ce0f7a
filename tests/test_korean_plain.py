"""Korean polite endings and honorifics read in the plain formal style for the model,
and nouns that only look like honorific verbs left alone."""

from __future__ import annotations

import pytest

from ragmeter.text.korean import plain_korean


@pytest.mark.parametrize(
    ("text", "plain"),
    [
        ("구매하신 뒤 2주 안에 반품하실 수 있어요.", "구매한 후 2주 이내에 반품할 수 있습니다."),
        ("자전거를 빌리실 때 신분증을 맡기셔야 합니다.", "자전거를 빌릴 때 신분증을 맡기어야 합니다."),
        ("첫 수업 후에 체험 레슨을 받으실 수 있어요.", "첫 수업 후에 체험 레슨을 받을 수 있습니다."),
        ("신청은 온라인으로 하실 수 없어요.", "신청은 온라인으로 할 수 없습니다."),
        ("무료예요.", "무료입니다."),
        # nouns: a meeting room, oneself, a classroom; a clause-final verb; other scripts
        ("회의실은 2층에 있어요.", "회의실은 2층에 있습니다."),
        ("자신의 책을 가져오세요.", "자신의 책을 가져오세요."),
        ("교실 수업은 없어요.", "교실 수업은 없습니다."),
        ("The shop is open.", "The shop is open."),
    ],
)
def test_korean_endings_in_the_formal_style(text: str, plain: str) -> None:
    assert plain_korean(text) == plain


def test_negation_and_content_stay() -> None:
    assert "없" in plain_korean("반품하실 수 없어요.")
    assert plain_korean("문을 닫아요.") == "문을 닫아요."


def test_a_korean_clause_ending_in_a_connective_is_a_statement_of_its_own() -> None:
    from ragmeter.text.claims import claim_split

    assert claim_split("책은 2주 동안 빌릴 수 있고, 온라인에서 한 번 기간을 늘릴 수 있습니다.").claims == (
        "책은 2주 동안 빌릴 수 있다.",
        "온라인에서 한 번 기간을 늘릴 수 있습니다.",
    )
    assert claim_split("한 달 회원권은 55,000원이고, 3개월 회원권은 150,000원이에요.").claims[0] == (
        "한 달 회원권은 55,000원이다."
    )
