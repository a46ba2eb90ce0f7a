"""Shares of a whole said as fractions, as a percentage: "half of the staff" is "50
percent of the staff", "a quarter of", "three quarters of", "one fifth of" (20 percent),
"a tenth of" (10 percent), "die Hälfte der", "ein Fünftel der", "la moitié des", "un
cinquième des", "la mitad de", "una quinta parte de", "절반", "5분의 1", "一半", "五分之一",
"百分之十" (10 percent). A half or a quarter of time or order ("the second half of the
season", "a quarter past nine") is no share. Pure: runs on normalised text (lower case,
NFKC), as part of :func:`ragmeter.text.canon.canonical`.
"""

from __future__ import annotations

import re

__all__ = ["FRACTION_WORDS", "fractions"]

#: the words one of the rules needs (a cheap test before any of them runs)
FRACTION_WORDS = frozenset(
    """half quarter quarters fifth fifths tenth tenths hälfte fünftel zehntel viertel moitié cinquième
    dixième mitad quinta quinto décima décimo cuarta third thirds drittel tiers tercio tercera cinquièmes
    quintas quarts quart cuartas""".split()
)
_OWNER = r"(?=(?:the|its|their|our|his|her|all|these|those|my|your|them|us|it|which|whom)\b)"
#: a share word -> percent (the Latin forms are read with their "of")
_SHARE = {
    "fifth": 20,
    "tenth": 10,
    "fünftel": 20,
    "zehntel": 10,
    "viertel": 25,
    "cinquième": 20,
    "dixième": 10,
    "quinta parte": 20,
    "quinto": 20,
    "décima parte": 10,
    "décimo": 10,
    "cuarta parte": 25,
    "quart": 25,
    "tiers": 33,
}
_FRACTION = re.compile(
    r"\b(?:(?:one|a)[- ])?half (?:of )?"
    + _OWNER
    + r"|\b(?:a|one)[- ]quarter of |\b(?:three|3)[- ]quarters of "
    r"|\bdie hälfte (?=der |des |aller |von |davon |jedes |jeder |jeden )|\bla moitié (?=des |du |de |d')"
    r"|\bla mitad (?=de |del |se )|(?<=\by )la mitad\b"
    r"|\b(?:a|one)[- ](?P<en>fifth|tenth) of |\b(?P<many>two|three|four|2|3|4)[- ](?P<fifths>fifths) of "
    r"|\bein (?P<de>fünftel|zehntel|viertel) (?=der |des |aller |von )"
    r"|\bun (?P<fr>cinquième|dixième) (?=des |du |de |d')"
    # (not a quarter of an hour: "moins le quart du soir", "et quart")
    r"|(?<!moins )(?<!et )\b(?:un|le) (?P<fr4>quart) (?=des |de la |du (?!soir|matin|midi|jour)|d'(?!heure))"
    # a share of the set just counted ("9 000 coureurs, dont un quart courent ...", "dont la moitié")
    r"|(?<=dont )(?:un|le) (?P<fr5>quart|tiers|cinquième|dixième)\b|(?<=dont )la moitié\b"
    r"|\b(?:una|un|la) (?P<es>quinta parte|quinto|décima parte|décimo|cuarta parte) (?=de |del )"
    # (a share of the set just counted: "88 casetas, y una cuarta parte vende ...")
    r"|(?<=\by )una (?P<es2>quinta parte|décima parte|cuarta parte)\b"
    r"|\b(?P<many2>deux|trois|quatre|zwei|drei|vier|dos|tres|cuatro|2|3|4)"
    r" (?P<fifths2>cinquièmes|fünftel|quintas partes)"
    r" (?=des |du |de |d'|der |aller |von |del )"
    r"|\b(?:(?:trois|3) quarts|(?:drei|3) viertel|(?:tres|3) cuartas partes)"
    r" (?=des |du |de |d'|der |aller |von |del )"
    r"|절반|一半"
)
_MANY = {"two": 2, "three": 3, "four": 4, "deux": 2, "trois": 3, "quatre": 4, "zwei": 2, "drei": 3, "vier": 4}
_MANY.update({"dos": 2, "tres": 3, "cuatro": 4})
#: Chinese and Korean fractions and percentages, once their numbers are digits or still
#: numerals: "五分之一", "5분의 1", "百分之十"
_ZH_NUMERAL = dict(zip("一二两三四五六七八九十", (1, 2, 2, 3, 4, 5, 6, 7, 8, 9, 10), strict=True))
_CJK_FRACTION = re.compile(
    r"(\d+|[一二两三四五六七八九十])分之(\d+|[一二两三四五六七八九十])|(\d+) ?분의 ?(\d+)"
)
_ZH_PERCENT = re.compile(r"百分之(\d+(?:\.\d+)?|[一二两三四五六七八九十]{1,3})")


def _fraction(m: re.Match[str]) -> str:
    found = m.group(0)
    if found in ("절반", "一半"):
        return "50 percent"
    if m.group("fifths"):
        count = _MANY.get(m.group("many"), 0) or int(m.group("many"))
        return f"{20 * count} percent of "
    if m.group("fifths2"):
        return f"{20 * (_MANY.get(m.group('many2'), 0) or int(m.group('many2')))} percent "
    if found.startswith(("trois ", "drei ", "tres ", "3 ")):  # three quarters
        return "75 percent "
    word = next((m.group(g) for g in ("en", "de", "fr", "fr4", "fr5", "es", "es2") if m.group(g)), None)
    if word is not None:
        return f"{_SHARE[word]} percent " + ("of " if m.group("en") else "")
    if "quarter" in found:
        return "75 percent of " if "quarters" in found else "25 percent of "
    return "50 percent " if found[0] in "dl" else "50 percent of "


#: a word before "half" that makes it a part in time or order, not a share ("the second
#: half of the season", "die zweite Hälfte", "la première moitié", "la otra mitad")
_PART_BEFORE = re.compile(
    r"(?:the|first|second|last|other|latter|former|1st|2nd|erste|ersten|zweite|zweiten|andere|anderen|"
    r"letzte|letzten|première|premiere|seconde|deuxième|dernière|autre|primera|segunda|otra|última|ultima)\s*$"
)


def _value(s: str) -> float | None:
    if s.isdigit():
        return float(s)
    if len(s) == 1:
        return float(_ZH_NUMERAL[s]) if s in _ZH_NUMERAL else None
    if len(s) == 2 and s[0] == "十":  # 十五
        return 10.0 + _ZH_NUMERAL.get(s[1], 0)
    if len(s) == 2 and s[1] == "十":  # 二十
        return 10.0 * _ZH_NUMERAL.get(s[0], 0)
    if len(s) == 3 and s[1] == "十":  # 二十五
        return 10.0 * _ZH_NUMERAL.get(s[0], 0) + _ZH_NUMERAL.get(s[2], 0)
    return None


def _percent(value: float) -> str:
    return f"{value:g} percent"


def _cjk_fraction(m: re.Match[str]) -> str:
    # Chinese: the whole first ("五分之一"); Korean: the whole first too ("5분의 1")
    whole, part = (m.group(1), m.group(2)) if m.group(1) else (m.group(3), m.group(4))
    w, p = _value(whole), _value(part)
    if not w or p is None or p > w:
        return m.group(0)
    return _percent(round(100 * p / w, 1))


def _zh_percent(m: re.Match[str]) -> str:
    v = _value(m.group(1)) if not m.group(1).replace(".", "").isdigit() else float(m.group(1))
    return m.group(0) if v is None else _percent(v)


#: a change by a share: "go up by a fifth", "cut by half", "by a quarter"; a share off a
#: price ("one tenth off"), and the French "baisser le prix d'un cinquième"
_BY_SHARE = re.compile(
    r"\bby (?:(?:a|one)[- ](fifth|tenth|quarter|half)|(half))\b"
    r"|\b(?:a|one)[- ](fifth|tenth|quarter) (?=off\b|more\b|less\b|extra\b|cheaper\b|dearer\b)"
    r"|\bd'un (cinquième|dixième|quart)(?! d'heure| d’heure)\b"
)


def _by_share(m: re.Match[str]) -> str:
    word = m.group(1) or m.group(2) or m.group(3) or m.group(4)
    n = _SHARE.get(word) or (25 if word in ("quarter", "quart") else 50)
    if m.group(0).startswith("by "):
        return f"by {n} percent"
    return f"de {n} percent" if m.group(0).startswith("d'") else f"{n} percent "


#: a third of a whole, as a whole percentage ("a third of", "ein Drittel der", "un tiers
#: des", "un tercio de"; "two thirds of": 67), or of the whole just named ("36 members, a
#: third are tenors", "un tercio son tenores")
_BEING = (
    r"(?=(?:are|is|were|was|have|has|sind|ist|waren|haben|sont|est|étaient|ont|son|es|eran|están|tienen)\b)"
)
_THIRD = re.compile(
    r"\b(?:(?:a|one)[- ]third (?:of |" + _BEING + r")|(?P<two>two|2)[- ]thirds (?:of |" + _BEING + r")"
    r"|ein drittel (?=der |des |aller |von )|ein drittel " + _BEING
    + r"|un tiers (?=des |du |de |d')|(?<=dont )un tiers |un tiers " + _BEING
    + r"|(?:un tercio|una tercera parte) (?=de |del )|(?:un tercio|una tercera parte) " + _BEING + ")"
)  # fmt: skip


def _third(m: re.Match[str]) -> str:
    return ("67 percent" if m.group("two") else "33 percent") + (
        " of " if m.group(0).endswith("of ") else " "
    )


#: half of an amount said before, with no "of" ("half that for children", "pagan la
#: mitad.", "zahlen die Hälfte.", "半价"; "half price" is a discount:
#: :func:`ragmeter.text.money.half_price`)
_HALF_ALONE = re.compile(
    r"\bhalf(?= (?:of )?that\b| the fare\b)|(?<=\bof which )half\b|(?<=\bof whom )half\b"
    r"|(?<=\bvon denen )die hälfte\b|(?<=\bdont )la moitié\b|(?<=\bde los cuales )la mitad\b"
    r"|(?<=\bde las cuales )la mitad\b|\b(?:la mitad|die hälfte|la moitié)(?=\s*(?:[.,;:)]|$))|半价"
)


#: a share written with a slash before what it is a share of ("1/3的蔬菜", "1/4 of the
#: seats", "3/4 des places"): a percentage, rounded as the words of its language are
_SLASHED = re.compile(
    r"(?<![\d/.,:])([1-9])/([2-9]|10)(?![\d/])(?=\s*(?:(的|의)|(?:of|de|des|du|der|del|d')\b))"
    r"(?!\s*(?:de )?finale?\b)"  # "le 1/4 de finale": a round of a cup
)


def _slashed(m: re.Match[str]) -> str:
    part, whole = int(m.group(1)), int(m.group(2))
    if part >= whole:
        return m.group(0)
    share = 100 * part / whole
    return _percent(round(share, 1) if m.group(3) else round(share))


def fractions(t: str) -> str:
    """Every share of a whole in ``t`` as a percentage (see the module)."""

    def one(m: re.Match[str]) -> str:
        if _PART_BEFORE.search(t, max(0, m.start() - 12), m.start()):
            return m.group(0)
        return _fraction(m)

    t = _FRACTION.sub(one, t)
    if "/" in t:
        t = _SLASHED.sub(_slashed, t)
    if "by " in t or " off" in t or "d'un " in t or " more" in t or " less" in t or " extra" in t:
        t = _BY_SHARE.sub(_by_share, t)
    t = _THIRD.sub(_third, t)
    t = _HALF_ALONE.sub("50 percent", t)
    if "分之" in t or "분의" in t:
        t = _ZH_PERCENT.sub(_zh_percent, t)
        t = _CJK_FRACTION.sub(_cjk_fraction, t)
    return t
