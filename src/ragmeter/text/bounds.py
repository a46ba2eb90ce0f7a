"""Bounds in German, French, Spanish, Korean and Chinese, in the canonical form of
:mod:`ragmeter.text.canon` (which reads the English ones): "N atmost" and "N atleast".

A bound is one value, not another number: "höchstens 3 Tage", "bis zu 3 Tage",
"maximal 3 Tage", "nicht mehr als 3 Tage", "au maximum 3 jours", "jusqu'à 3 jours",
"pas plus de 3 jours", "3 jours au maximum", "como máximo 3 días", "hasta 3 días",
"no más de 3 días", "최대 3일", "3일 이하", "3일까지", "最多3天", "不超过3天",
"至多3天", "3天以内" -> "3 <unit> atmost"; "mindestens", "au moins", "al menos",
"최소", "이상", "至少", "以上" ... -> "atleast". The unit (a word, or the counter
after the number in Korean and Chinese) stays before the marker, as in the English
"3 days atmost".

A number that is part of a time ("hasta las 17:00"), a date ("hasta el 31 january
2024") or a year ("2024년까지") is left alone: "until" a moment is not a count.
"""

from __future__ import annotations

import re

__all__ = ["BOUND_MARKERS", "bounds"]

#: the words canonical text writes after a bounded number ("up to 30" -> "30 atmost")
BOUND_MARKERS = frozenset({"atmost", "atleast"})

_LATIN_MOST = (
    r"höchstens|bis zu|maximal|nicht mehr als|nicht länger als|au maximum|au plus|jusqu'à|jusqu'a|pas plus de"
    r"|un maximum de|ne pas dépasser|ne doit pas dépasser|sans dépasser|como máximo|hasta"
    r"|no más de|un máximo de|a lo sumo|no (?:debe )?(?:exceder|superar|sobrepasar)"
    r"|(?:est|es|liegt bei|beträgt) (?:de )?(?:au maximum|como máximo|maximal|höchstens)"
    # "the maximum (dose) is N": "maximale est de", "máxima es de", "Höchstmenge liegt bei"
    r"|maximale? (?:est|sera) de|máxim[ao] (?:es|será) de|maximum (?:est|es|ist) de"
    r"|höchst[a-zäöü]* (?:liegt bei|beträgt|ist)"
)
_LATIN_LEAST = (
    r"mindestens|wenigstens|nicht weniger als|au moins|au minimum|pas moins de|un minimum de"
    r"|al menos|como mínimo|por lo menos|no menos de|un mínimo de"
    # "the minimum (stay) is N": "Mindestaufenthaltsdauer liegt bei", "minimale est de", "mínima es de"
    r"|mindest[a-zäöü]+ (?:liegt bei|beträgt|ist)|minimale? (?:est|sera) de|mínim[ao] (?:es|será) de"
)
_CJK_MOST = r"최대|最多|至多|不多于|不多於"
_CJK_LEAST = r"최소|적어도|至少|最少|不少于|不少於|不低于|不低於"
_MONTHS = r"january|february|march|april|may|june|july|august|september|october|november|december"
#: what may stand between a bound word and its number: a word (Latin, Hangul) or a
#: few Han characters ("最多可远程办公3天")
_GAP = r"(?:[a-zà-ÿ]+\s+|[가-힣]+\s|[\u4e00-\u9fff]{1,6})?"
#: the number, not part of a time, a date or a larger number, and its unit
_NUMBER = r"(\d+(?:\.\d+)?)(?![\d:/|]|[.,]\d|\s+(?:" + _MONTHS + r")\b)"
_UNIT = r"((?:\s?(?!(?:" + _MONTHS + r"|atmost|atleast)\b)[a-zà-ÿ%]+)|\s?[가-힣\u4e00-\u9fff])?"
#: the bound word first, in one group (a regex that starts so is searched fast; that a
#: Latin word starts at a word boundary is checked in :func:`_before`)
_BEFORE = re.compile(
    r"((?:"
    + _LATIN_MOST
    + "|"
    + _LATIN_LEAST
    + r")(?![\w'])|"
    + _CJK_MOST
    + "|"
    + _CJK_LEAST
    + r")\s?("
    + _GAP
    + ")"
    + _NUMBER
    + _UNIT
)
_LEAST = re.compile(_LATIN_LEAST + "|" + _CJK_LEAST)
_AFTER = re.compile(
    r"(\d(?<![\d:.,|/]\d)\d*(?:\.\d+)?)"
    + _NUMBER[_NUMBER.index("(?!") :]
    + _UNIT
    + r"\s?(?:(au maximum|au plus|como máximo|a lo sumo|höchstens|maximum|máximo"
    r"|이하|까지|이내|안에|내에|以内|以下|之内)"
    r"|(au moins|au minimum|como mínimo|mindestens|minimum|mínimo|이상|以上))(?![a-zà-ÿ])"
)
_TRIGGER = re.compile(
    r"höchst|bis zu|maxim|máxim|minim|mínim|au plus|au moins|jusqu|pas plus|pas moins|dépasser|hasta"
    r"|más de|menos de|no más|no menos|al menos|a lo sumo|por lo menos|mindest|wenigstens"
    r"|nicht mehr|nicht weniger"
    r"|exceder|superar|sobrepasar|최대|최소|적어도|이하|이상|이내|안에|내에|까지|最多|至多|不多|最少|至少|不少|不低|以内"
    r"|以下|以上|之内"
)


def _marked(number: str, unit: str | None, marker: str, after: str) -> str:
    out = f"{number}{unit or ''} {marker}"
    return out + " " if after and not after.isspace() and after not in ".,;:!?)。，" else out


def _before(m: re.Match[str]) -> str:
    word, gap, number, unit = m.group(1, 2, 3, 4)
    latin = word[0].isascii() or word[0] in "àâçéèêëîïôûùáíóúñäöü"
    if latin and _WORD_BEFORE.match(m.string, max(0, m.start() - 1), m.start()):
        if not _ELIDED.search(m.string, max(0, m.start() - 8), m.start()):
            return m.group(0)  # inside a word ("frühestens" is no "höchstens")
        gap = " " + gap  # (the cut word stays a word of its own: "d' 14 ans atleast")
    most = not _LEAST.fullmatch(word)
    nxt = m.string[m.end() : m.end() + 1]
    return gap + _marked(number, unit, "atmost" if most else "atleast", nxt)


def _after(m: re.Match[str]) -> str:
    number, unit = m.group(1), m.group(2)
    said = (unit or "").strip()
    dated = said == "월" or (
        said == "일" and m.string[max(0, m.start() - 2) : m.start()].strip().endswith("월")
    )
    if m.group(3) == "까지" and (len(number) == 4 or dated):
        return m.group(0)  # "2024년까지", "11월까지", "5월 3일까지": until a year or a date, not a count
    nxt = m.string[m.end() : m.end() + 1]
    return _marked(number, unit, "atmost" if m.group(3) else "atleast", nxt)


#: "no tome más de 4", "ne prenez pas plus de 4": the verb stays, the negation belongs
#: to the bound
_NEGATED_VERB = re.compile(
    # (a modal with its infinitive: "no pueden pesar más de 95 kg", "ne doivent pas peser plus de")
    r"no\s+((?:(?:se|me|te|le|les|nos|lo|la)\s+)?[a-záéíóúñ]+(?:\s+[a-záéíóúñ]+[aei]r)?)\s+(más|menos)\s+de\s+(?=\d)"
    r"|ne\s+([a-zàâçéèêëîïôûù]+)\s+pas\s+((?:[a-zàâçéèêëîïôûù]+[eio]r\s+)?)(plus|moins)\s+de\s+(?=\d)"
)
_WORD_BEFORE = re.compile(r"[\w']")
#: a French word cut before a vowel, right before the bound ("d'au moins 14 ans")
_ELIDED = re.compile(r"(?<![\w'])(?:d|l|qu|jusqu)'$")


#: a bound said by "never", or by a verb of exceeding denied, in the form the rules read
#: ("never pay more than $24" is "pay no more than $24", "ne paie jamais plus de" is "ne
#: paie pas plus de", "nunca se pagan más de" is "no se pagan más de", "nie mehr als" is
#: "nicht mehr als", "5박을 넘길 수 없습니다" is "최대 5박", "不会超过" is "不超过")
_NEVER = (
    (
        re.compile(r"\bnever\s+((?:[a-z]+\s+){0,2})(more|less|fewer)\s+than\s+(?=[\d$€£])"),
        r"\1no \2 than ",
    ),
    (
        re.compile(r"\b(?:ne\s+|n['’])([a-zàâçéèêëîïôûù]+)\s+jamais\s+(plus|moins)\s+de\s+(?=\d)"),
        r"ne \1 pas \2 de ",
    ),
    (re.compile(r"\bn['’]([a-zàâçéèêëîïôûù]+)\s+pas\s+(plus|moins)\s+de\s+(?=\d)"), r"ne \1 pas \2 de "),
    (re.compile(r"\bnunca\s+"), "no "),
    (re.compile(r"\b(?:nie|niemals)\s+(mehr|weniger)\s+als\b"), r"nicht \1 als"),
    (
        re.compile(
            r"(\d[\d,.]*\s?[가-힣a-z]{0,8}?)\s?(?:을|를)\s?(?:(?:넘길|넘을)\s?수\s?없|넘지\s?않)"
            r"(?:습니다|아요|어요|다|음|고|으며)?"
        ),
        r"\1까지 ",
    ),
    (re.compile(r"不(?:会|能|得|可以|可)超过"), "不超过"),
)


def _never(t: str) -> str:
    for rx, to in _NEVER:
        t = rx.sub(to, t)
    return t


def _negated_verb(m: re.Match[str]) -> str:
    if _WORD_BEFORE.match(m.string, max(0, m.start() - 1), m.start()):
        return m.group(0)
    if m.group(1):
        return f"{m.group(1)} no {m.group(2)} de "
    return f"{m.group(3)} {m.group(4)}pas {m.group(5)} de "


#: a word of every Latin bound phrase (a set lookup per text, before any regex)
_GATE_WORDS = frozenset(
    "höchstens zu maximal maximale maximum mehr weniger plus moins jusqu dépasser máximo máxima mínimo "
    "mínima hasta más menos sumo exceder superar sobrepasar mindestens wenigstens minimum more less "
    "fewer länger".split()
)
_CJK_TRIGGER = re.compile(
    r"최대|최소|적어도|이하|이상|이내|안에|내에|까지|넘|最多|至多|不多|最少|至少|不少|不低|以内|以下|以上|之内|超过"
)


def _may_have_bound(t: str, words: frozenset[str] | None) -> bool:
    if words is None:
        return _TRIGGER.search(t) is not None
    if not words.isdisjoint(_GATE_WORDS):
        return True
    if t.isascii():
        return False
    return "höchst" in t or "mindest" in t or _CJK_TRIGGER.search(t) is not None


def bounds(t: str, words: frozenset[str] | None = None) -> str:
    """Upper and lower bounds as "N atmost" / "N atleast" (see the module docstring);
    ``words``, the text's Latin words if the caller has them, make the test for a bound
    word a set lookup."""
    if not _may_have_bound(t, words):
        return t
    t = _never(t)
    if "no " in t or "ne " in t:
        t = _NEGATED_VERB.sub(_negated_verb, t)
    t = _BEFORE.sub(_before, t)
    return _AFTER.sub(_after, t)
