"""Every other week in one form, every 14 days, in the six languages: "fortnightly",
"every other Sunday", "tous les quinze jours", "un mercredi sur deux", "jeden zweiten
Mittwoch", "vierzehntägig", "cada quince días", "격주", "隔周". Part of
:func:`ragmeter.text.canon.canonical` ("every 2 weeks" reads so by itself: weeks are
counted in days). Pure; normalised text in and out.
"""

from __future__ import annotations

import re

__all__ = ["every_other"]
_EN_DAYS = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"
_FR_DAYS = "lundi|mardi|mercredi|jeudi|vendredi|samedi|dimanche"
_DE_DAYS = "montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag"
#: (pattern, replacement), in order
_EVERY_OTHER: tuple[tuple[re.Pattern[str], str], ...] = tuple(
    (re.compile(p), r)
    for p, r in (
        (r"\bfortnightly\b|\bevery (?:other|second) week\b", "every 14 days"),
        (rf"\bevery (?:other|second) ({_EN_DAYS})\b", r"every 14 days on \1"),
        (r"\btous les quinze jours\b|\bune semaine sur deux\b", "tous les 14 jours"),
        (rf"\bun ({_FR_DAYS}) sur deux\b", r"le \1 tous les 14 jours"),
        (
            r"\b(?:vierzehntägig|14-tägig|zweiwöchentlich)(?:e[nmrs]?)?\b|\bjede zweite woche\b",
            "alle 14 tage",
        ),
        (rf"\bjeden zweiten ({_DE_DAYS})\b", r"\1s alle 14 tage"),
        (r"\bcada quince días\b|\bsemana sí,? semana no\b", "cada 14 días"),
        (r"격주(?:로|마다)?", "14일마다"),
        (r"隔周|每隔一周", "每14天"),
    )
)
_EVERY_OTHER_GATE = re.compile(
    r"fortnightly|other|second|quinze|sur deux|zweite|tägig|wöchentlich|quince|sí,? semana|격주|隔周|隔一周"
)


def every_other(t: str) -> str:
    """``t`` (normalised) with every other week said as every 14 days (see above)."""
    if not _EVERY_OTHER_GATE.search(t):
        return t
    for rx, repl in _EVERY_OTHER:
        t = rx.sub(repl, t)
    return t
