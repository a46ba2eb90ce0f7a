"""Values written short or round about (ragmeter.text.short_forms), each with a form that
must stay as written."""

from __future__ import annotations

import pytest

from ragmeter.text.short_forms import short_forms


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("umfasst mind. 45 flugstd.", "umfasst mindestens 45 flugstunden."),
        ("4 std.", "4 std."),  # a bare hour word is the quantities rule's
        ("exige au min. 45 h de vol", "exige au minimum 45 hours de vol"),
        ("un mín. de 45 h de vuelo", "un mínimo de 45 hours de vuelo"),
        ("the walk takes 20 min. then", "the walk takes 20 min. then"),  # minutes stay
        ("open until 20 h.", "open until 20 h."),  # a time of day stays
        ("the charge never exceeds $30", "the charge at most $30"),
        ("le tarif ne dépasse pas 30 €", "le tarif au maximum 30 €"),
        ("el precio no supera los 30 €", "el precio como máximo 30 €"),
        ("der preis überschreitet nie 30 €", "der preis höchstens 30 €"),
        ("the queue never exceeds the limit", "the queue never exceeds the limit"),  # no amount
        ("eine stunde kostet 12 euro", "pro stunde kostet 12 euro"),
        ("an hour costs $12", "per hour costs $12"),
        ("骑行每分钟5角钱", "骑行每分钟0.5 cny"),
        ("三角形的面积", "三角形的面积"),
        ("5毛巾", "5毛巾"),
        ("11.3~11.21에는 휴관", "11월 3일부터 11월 21일까지에는 휴관"),
        ("每年11.3至11.21停运", "每年11月3日至11月21日停运"),
        ("价格是1.5至2.5元", "价格是1.5至2.5元"),  # an amount stays
        ("一直到第二年3月31日", "一直到次年3月31日"),
        ("第二年学费", "第二年学费"),  # the second year stays
    ],
)
def test_short_forms(text: str, expected: str) -> None:
    assert short_forms(text) == expected
