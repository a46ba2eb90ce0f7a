"""Exceptions, in all six languages: what a sentence excepts takes the other pole ("open
every day except Sunday": closed on Sunday; "prohibited everywhere except in the
designated areas": allowed there), the excepted thing given the sentence's own pole is a
conflict, and another thing given the other pole is not supported."""

from __future__ import annotations

from plain_suite.case import Case, Writer

# fmt: off
#: lang: (question, hours context, closed-on-the-excepted-day, open-on-it, closed-on-another-day),
#:       (question, smoking context, allowed-where-excepted)
_CASES: dict[str, tuple[tuple[str, str, str, str, str], tuple[str, str, str]]] = {
    "en": (
        ("When is the library closed?",
         "The city library is open every day except Sunday, from 9 a.m. to 8 p.m.",
         "The library is closed on Sundays.", "The library is open on Sundays.",
         "The library is closed on Mondays."),
        ("Where can I smoke?", "Smoking is prohibited everywhere on campus except in the designated areas.",
         "Smoking is allowed in the designated areas."),
    ),
    "ko": (
        ("도서관은 언제 쉬나요?",
         "시립 도서관은 일요일을 제외하고 매일 오전 9시부터 오후 8시까지 문을 엽니다.",
         "도서관은 일요일에 문을 닫습니다.", "도서관은 일요일에 문을 엽니다.",
         "도서관은 월요일에 문을 닫습니다."),
        ("어디서 흡연할 수 있나요?", "캠퍼스에서는 지정된 구역을 제외하고 모든 곳에서 흡연이 금지됩니다.",
         "지정된 구역에서는 흡연이 허용됩니다."),
    ),
    "zh": (
        ("图书馆哪天闭馆？", "市图书馆除周日外每天上午9点到晚上8点开放。",
         "图书馆周日闭馆。", "图书馆周日开放。", "图书馆周一闭馆。"),
        ("在哪里可以吸烟？", "除指定区域外，校园内禁止吸烟。", "指定区域允许吸烟。"),
    ),
    "de": (
        ("Wann ist die Bibliothek geschlossen?",
         "Die Stadtbibliothek ist täglich außer sonntags von 9 bis 20 Uhr geöffnet.",
         "Die Bibliothek ist sonntags geschlossen.", "Die Bibliothek ist sonntags geöffnet.",
         "Die Bibliothek ist montags geschlossen."),
        ("Wo darf ich rauchen?",
         "Rauchen ist auf dem gesamten Campus verboten, außer in den ausgewiesenen Bereichen.",
         "In den ausgewiesenen Bereichen ist Rauchen erlaubt."),
    ),
    "fr": (
        ("Quand la bibliothèque est-elle fermée ?",
         "La bibliothèque municipale est ouverte tous les jours sauf le dimanche, de 9 h à 20 h.",
         "La bibliothèque est fermée le dimanche.", "La bibliothèque est ouverte le dimanche.",
         "La bibliothèque est fermée le lundi."),
        ("Où peut-on fumer ?",
         "Il est interdit de fumer sur tout le campus, sauf dans les zones prévues à cet effet.",
         "Il est permis de fumer dans les zones prévues à cet effet."),
    ),
    "es": (
        ("¿Cuándo cierra la biblioteca?",
         "La biblioteca municipal abre todos los días excepto los domingos, de 9:00 a 20:00.",
         "La biblioteca cierra los domingos.", "La biblioteca abre los domingos.",
         "La biblioteca cierra los lunes."),
        ("¿Dónde se puede fumar?", "Está prohibido fumar en todo el campus, salvo en las zonas habilitadas.",
         "Se permite fumar en las zonas habilitadas."),
    ),
}
# fmt: on


def _cases() -> list[Case]:
    out: list[Case] = []
    for lang, (hours, smoking) in _CASES.items():
        w = Writer(lang)
        q, ctx, closed, still_open, other_day = hours
        out.append(w.faith(f"{lang}-faith-401", "para.except", q, closed, ctx, True))
        out.append(w.faith(f"{lang}-faith-402", "value.except", q, still_open, ctx, False))
        out.append(w.faith(f"{lang}-faith-403", "value.except", q, other_day, ctx, False))
        out.append(w.faith(f"{lang}-faith-404", "para.except", smoking[0], smoking[2], smoking[1], True))
    return out


CASES: list[Case] = _cases()
