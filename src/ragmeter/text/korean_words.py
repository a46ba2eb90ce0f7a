"""Korean verbs said two ways: a native verb and the Sino-Korean noun with 하다 that says
the same ("팝니다" / "판매합니다": sells, "쉽니다" / "휴무입니다": is closed). A token
(particles already stripped) that opens with one of a lemma's forms is read as the
lemma, so that a claim and its premise meet on the word whichever form each writes.

Forms are whole syllables chosen so that no other common word opens with them ("팔" alone
is an arm and opens "팔월"; "팔고", "팔아" are only the verb; "쉬운" is "easy", so the
forms of 쉬다 are listed with their endings).
"""

from __future__ import annotations

__all__ = ["ko_lemma"]

_LEMMAS: dict[str, tuple[str, ...]] = {
    "판매": ("판매", "팝니", "팔고", "팔아", "팔지", "팔리", "팔면", "팔며", "파나", "파는", "파니"),
    "대여": ("대여", "빌려주", "빌려드", "빌려줍", "빌려", "빌릴", "빌리"),
    "구매": ("구매", "구입", "삽니", "사려", "사면"),
    "휴무": (
        "휴무",
        "휴관",
        "휴업",
        "휴진",
        "휴점",
        "쉬니",
        "쉬는",
        "쉬어",
        "쉬고",
        "쉽니",
        "쉬며",
        "쉬세",
        "쉬나",
        "쉰다",
    ),
    "종료": ("종료", "끝나", "끝납", "끝난", "끝내", "마감", "마칩", "마치고", "마친"),
    "소요": ("소요", "걸리", "걸립", "걸려", "걸린"),
    "지불": ("지불", "결제", "납부", "냅니", "내야", "내면", "내셔", "내시"),
    "시작": ("시작", "개시"),
    "제공": ("제공", "드립니", "드려요"),
}
_BY_FORM = sorted(
    ((form, lemma) for lemma, forms in _LEMMAS.items() for form in forms), key=lambda f: -len(f[0])
)


def ko_lemma(token: str) -> str:
    """``token`` as its lemma when it opens with one of the lemma's forms; else as it is."""
    if not token or not "\uac00" <= token[0] <= "\ud7a3":
        return token
    for form, lemma in _BY_FORM:
        if token.startswith(form):
            return lemma
    return token
