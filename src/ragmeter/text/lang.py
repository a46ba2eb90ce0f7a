"""Which of the six languages the judge reads a text is written in, from its script and
its commonest function words; what decides how a written value is read where languages
differ ("05/03/2024" is 5 March in French and 3 May in American English; "billion" is
10^12 in French, German and Spanish).

:func:`language` gives ``None`` when the text does not say (a bare date, a name, a tie):
a rule that depends on the language then leaves the value as written (unknown), never
guesses.
"""

from __future__ import annotations

import re
from functools import lru_cache

__all__ = ["LANGUAGES", "language"]

LANGUAGES = ("en", "ko", "zh", "de", "fr", "es")

_HANGUL = re.compile(r"[\uac00-\ud7a3]")
_HAN = re.compile(r"[\u4e00-\u9fff]")
#: function words of one language only (the words two of them share, such as "la",
#: "de", "en", "in", "die", are left out: they say nothing)
_WORDS: dict[str, frozenset[str]] = {
    "en": frozenset(
        "the of and is are was were to on at for with from by this that it be has have will which who".split()
    ),
    "de": frozenset(
        "der das und ist sind wurde wird dem im zum zur von mit für auf nicht ein eine einen "
        "einem bei nach bis sie".split()
    ),
    "fr": frozenset(
        "le les et est sont était du au aux une à dans pour avec sur pas ne qui été sera il "
        "elle ce cette".split()
    ),
    "es": frozenset("el los las y era fue del al una con para por sobre ha será este esta está".split()),
}
#: letters (or endings) of one language, one vote each
_LETTERS = {
    "de": re.compile(r"[äöüß]"),
    "fr": re.compile(r"[çœèêëîïûù]|\b(?:d|l|qu|n)'"),
    "es": re.compile(r"[ñ¿¡]|ción\b|ciones\b"),
}
_LATIN_WORD = re.compile(r"[a-zà-ÿ]+")


def language(text: str) -> str | None:
    """The language of ``text`` (lower-cased), or ``None`` when it does not say."""
    if len(text) > 4000:
        text = text[:4000]
    return _language(text)


@lru_cache(maxsize=4096)
def _language(text: str) -> str | None:
    if _HANGUL.search(text):
        return "ko"
    if _HAN.search(text):
        return "zh"
    counts = dict.fromkeys(_WORDS, 0)
    for w in _LATIN_WORD.findall(text):
        for lang, table in _WORDS.items():
            if w in table:
                counts[lang] += 1
    for lang, cue in _LETTERS.items():
        if cue.search(text):
            counts[lang] += 1
    ranked = sorted(counts.values(), reverse=True)
    if ranked[0] == 0 or ranked[0] == ranked[1]:
        return None
    return max(counts, key=lambda lang: counts[lang])
