"""Numbers written in words, in the canonical form of :mod:`ragmeter.text.canon`.

* English number words with scales, read as one value: "one hundred and twenty" ->
  "120", "two thousand five hundred" -> "2500", "twenty-five" -> "25", "a dozen" -> "12"
  (never the separate values 100 and 20); "one" alone stays a word (it is a pronoun as
  often as a count) and so does a scale word alone ("hundreds of", "2.5 million");
* the German, French and Spanish number words that are not also ordinary words, before
  a word ("drei Tage", "trois jours", "tres días");
* Korean and Chinese numbers: digits with 천/만/억/조 and 千/万/亿 ("3천" -> "3000",
  "2만 5천" -> "25000", "3万" -> "30000"), Chinese numerals before a measure word or
  unit ("八人" -> "8人", "十二点" -> "12点", "两天" -> "2天", "二〇一九年" -> "2019年"),
  Korean native numbers before a counter ("세 개" -> "3 개", "아홉 시" -> "9 시") and
  the day counts 하루 .. 열흘 ("이틀" -> "2일").

Every rule rewrites only what it recognises; the output contains no word it would
rewrite again (:func:`ragmeter.text.canon.canonical` is idempotent).
"""

from __future__ import annotations

import re

__all__ = [
    "BARE_ONLY",
    "EUROPEAN_WORDS",
    "HAS_CJK_NUMBER",
    "LATIN_NUMBER_WORDS",
    "ZH_DIGIT",
    "bare_number_word",
    "cjk_numbers",
    "dozens",
    "english_number_words",
    "european_number_words",
    "fmt_number",
    "may_say_dozens",
]

_ONES = {
    "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
    "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
    "fourteen": 14, "fifteen": 15, "sixteen": 16, "seventeen": 17, "eighteen": 18,
    "nineteen": 19,
}  # fmt: skip
_TENS = {
    "twenty": 20, "thirty": 30, "forty": 40, "fifty": 50, "sixty": 60, "seventy": 70,
    "eighty": 80, "ninety": 90,
}  # fmt: skip
#: "million" and "billion" stay words: "two million" -> "2 million", as "2 million" is
#: written (:func:`ragmeter.text.facts.numbers` reads both values of either)
_SCALES = {"thousand": 1000}
_WORD = "|".join([*_ONES, *_TENS, "hundred", *_SCALES, "dozen"])
_RUN = re.compile(rf"\b(?:(?:a|one)\s+)?(?:{_WORD})(?:(?:\s+and\s+|\s*-\s*|\s+)(?:{_WORD}))*\b")
_PART = re.compile(r"[a-z]+")


def fmt_number(value: float) -> str:
    """A number as the canonical forms write it: no exponent, no trailing zeros."""
    if value == int(value):
        return str(int(value))
    return f"{value:.9f}".rstrip("0").rstrip(".")


def _longest(parts: list[str], i: int) -> tuple[int, int]:
    """The longest run of number words from ``parts[i]`` that reads as one number:
    (value, index after it); the index is ``i`` when none does."""
    total = group = 0
    last = ""  # the kind of the previous word
    best = (0, i)
    k = i
    if parts[k] in ("a", "one") and k + 1 < len(parts) and parts[k + 1] in ("hundred", "dozen", *_SCALES):
        group, last, k = 1, "ones", k + 1
    while k < len(parts):
        w = parts[k]
        if w in _ONES and (last in ("", "hundred", "scale", "and") or (last == "tens" and _ONES[w] < 10)):
            group += _ONES[w]
            last = "ones"
        elif w in _TENS and last in ("", "hundred", "scale", "and"):
            group += _TENS[w]
            last = "tens"
        elif w == "hundred" and 0 < group < 100 and last in ("ones", "tens"):
            group *= 100
            last = "hundred"
        elif w in _SCALES and group > 0 and last != "and" and (total == 0 or _SCALES[w] * 1000 <= total):
            total += group * _SCALES[w]
            group, last = 0, "scale"
        elif w == "dozen" and last == "ones" and 0 < group < 20:
            best = (total + group * 12, k + 1)
            break
        elif (
            w == "and"
            and last in ("hundred", "scale")
            and k + 1 < len(parts)
            and parts[k + 1] in (*_ONES, *_TENS)
        ):
            last = "and"
        else:
            break
        k += 1
        if last != "and":
            best = (total + group, k)
    if best[1] == i + 1 and parts[i] == "one":
        return 0, i  # "one" alone stays a word
    return best


#: a dozen, in four languages ("une douzaine de", "ein Dutzend", "una docena de")
_DOZEN = re.compile(
    r"\b(?:a|one|une|ein|una)\s+(?:dozen|douzaine|dutzend|docena)\b"
    # (a price per dozen: "$4.50 per dozen", "4 € la douzaine", "pro Dutzend", "la docena")
    r"|(?<=\bper )dozen\b|(?<=\ba )dozen\b(?=[.,;!?]|$)|(?<=\bla )(?:douzaine|docena)\b|(?<=\bpro )dutzend\b"
)
#: about so many, said by a collective noun in French and Spanish ("une trentaine
#: d'exposants", "una veintena de personas", "un centenar de socios"): the round number.
#: Those that also name a quarantine are read only before "de" ("une quarantaine de").
_ABOUT_N = {
    "dizaine": 10, "vingtaine": 20, "trentaine": 30, "quarantaine": 40, "cinquantaine": 50,
    "soixantaine": 60, "centaine": 100, "decena": 10, "veintena": 20, "treintena": 30,
    "cuarentena": 40, "cincuentena": 50, "centenar": 100,
}  # fmt: skip
_ABOUT = re.compile(
    r"\b(?:une|una|un)\s+(?:(dizaine|vingtaine|trentaine|cinquantaine|soixantaine|centaine|decena|veintena"
    r"|treintena|cincuentena|centenar)\b(?:\s+d(?:e\s+|'|’))?|(quarantaine|cuarentena)\s+d(?:e\s+|'|’))"
)
_COLLECTIVE = ("aine", "ena", "centenar")


def _about(m: re.Match[str]) -> str:
    n = _ABOUT_N[m.group(1) or m.group(2)]
    return f"{n}" if m.group(0)[-1].isalpha() else f"{n} "  # "30 exposants", "ils sont 30."


def may_say_dozens(text: str) -> bool:
    """A cheap test: ``text`` may have a word :func:`dozens` reads."""
    return "dutzend" in text or "douzaine" in text or "docena" in text or any(c in text for c in _COLLECTIVE)


def dozens(text: str) -> str:
    """A dozen as 12 ("une douzaine de croissants" -> "12 de croissants"), and about so
    many as the round number ("une trentaine d'exposants" -> "30 exposants"; not "une
    quinzaine", "una quincena": half a month as often as fifteen)."""
    text = _DOZEN.sub("12", text)
    if any(c in text for c in _COLLECTIVE):
        text = _ABOUT.sub(_about, text)
    return text


def english_number_words(text: str) -> str:
    """Runs of English number words as digits (see the module docstring)."""
    if "dozen" in text:
        text = dozens(text)
    return _RUN.sub(_run, text)


def _run(m: re.Match[str]) -> str:
    run = m.group(0)
    spans = [(p.start(), p.end()) for p in _PART.finditer(run)]
    parts = [run[a:b] for a, b in spans]
    out: list[str] = []
    pos = i = 0
    while i < len(parts):
        value, j = _longest(parts, i)
        if j == i:
            i += 1
            continue
        out.append(run[pos : spans[i][0]])
        out.append(fmt_number(value))
        pos = spans[j - 1][1]
        i = j
    out.append(run[pos:])
    return "".join(out)


_EUROPEAN = {
    # German
    "zwei": 2, "drei": 3, "vier": 4, "fünf": 5, "sechs": 6, "sieben": 7, "acht": 8,
    "neun": 9, "zehn": 10, "zwölf": 12, "zwanzig": 20, "dreißig": 30, "vierzig": 40,
    "fünfzig": 50, "hundert": 100, "tausend": 1000, "dreizehn": 13, "vierzehn": 14, "fünfzehn": 15,
    "sechzehn": 16, "siebzehn": 17, "achtzehn": 18, "neunzehn": 19,
    # French ("six" is English too; "neuf" and "cent" are also other words)
    "deux": 2, "trois": 3, "sept": 7, "quatre": 4, "cinq": 5, "huit": 8, "dix": 10, "onze": 11,
    "douze": 12, "treize": 13, "quatorze": 14, "quinze": 15, "seize": 16, "vingt": 20, "trente": 30,
    "quarante": 40,
    "cinquante": 50,
    # Spanish ("once" is English)
    "dos": 2, "tres": 3, "cuatro": 4, "cinco": 5, "seis": 6, "siete": 7, "ocho": 8,
    "nueve": 9, "diez": 10, "doce": 12, "trece": 13, "catorce": 14, "quince": 15, "veinte": 20, "treinta": 30,
    "cuarenta": 40, "cincuenta": 50, "cien": 100,
}  # fmt: skip
#: ... or at the end of a clause, where the word is no other word ("Elle en compte
#: quatorze."; not "six", "sept", "dos", "tres", which are words of other languages too)
_CLAUSE_END_SAFE = sorted(
    set(_EUROPEAN) - {"six", "sept", "dos", "tres", "acht", "vier"}, key=len, reverse=True
)
_EUROPEAN_RE = re.compile(
    r"(?<![\w-])(" + "|".join(_EUROPEAN) + r")(?=\s+[^\W\d_])"
    r"|(?<![\w-])(" + "|".join(_CLAUSE_END_SAFE) + r")(?=\s*(?:[.,;!?]|$))"
    # ... and "dos", "tres" at the end of a clause after a Spanish bound ("y los hombres, hasta tres")
    r"|(?<=hasta )(dos|tres)(?=\s*(?:[.,;!?]|$))"
)
#: the German "one" before a unit of time: "bis zu einem Jahr" is up to 1 year (the
#: article before any other noun is no number)
_DE_ONE_WORDS = ("ein", "eine", "einem", "einen", "einer", "eines")
_DE_ONE = re.compile(
    r"(?<![\w-])(?:" + "|".join(_DE_ONE_WORDS) + r")\s+(?=(?:jahr|jahre|jahres|monat|monats|woche|tag|tages"
    r"|stunde|minute)(?![\w-]))"
)
#: the German, French and Spanish number words read
EUROPEAN_WORDS = frozenset([*_EUROPEAN, *_DE_ONE_WORDS, "elf"])
#: numbers in words in the four languages written in Latin letters (English one to ninety)
LATIN_NUMBER_WORDS = EUROPEAN_WORDS | frozenset([*_ONES, *_TENS])


#: a reply that is one number word, alone or after the question it answers ("trois.",
#: "¿cuántas sesiones?: tres.", "how many: three")
#: number words that are other words too ("neuf": new, "cent": a cent), read as numbers
#: only as a whole reply ("Neuf.": nine)
BARE_ONLY = {"neuf": "9", "cent": "100"}
_BARE_REPLY = re.compile(r"(?:^|:\s*)([a-zß-ÿ]+)\s*[.!]?\s*$")


def bare_number_word(text: str) -> str:
    """``text`` with a reply that is one number word ("trois.") as its digits; other
    number words are read only before a word ("trois vins")."""
    m = _BARE_REPLY.search(text)
    if m is None:
        return text
    word = m.group(1)
    if word in BARE_ONLY:
        return text[: m.start(1)] + BARE_ONLY[word] + text[m.end(1) :]
    digits = european_number_words(word + " x")[:-2] if word in _EUROPEAN else english_number_words(word)
    if not digits.isdigit():
        return text
    return text[: m.start(1)] + digits + text[m.end(1) :]


#: German "elf" (an English word too) where it is eleven: a time after "um" or "bis",
#: or before "Uhr" or a German noun of counting
_DE_ELF = re.compile(
    r"(?<=\bum )elf(?![\w-])|(?<=\bbis )elf(?![\w-])|(?<![\w-])elf(?=\s+(?:uhr|jahre|jahren|euro|personen"
    r"|teilnehmende|teilnehmer|minuten|stunden|tage|tagen|kinder|plätze|wochen|monate)(?![\w-]))"
)


#: French "neuf" (also "new") where it is nine: before a unit of time or a counted noun
#: ("neuf heures du soir", "neuf euros", "neuf personnes"); a new thing is "neuf" after it
_FR_NEUF = re.compile(
    r"(?<![\w-])neuf(?=\s+(?:heures?|h|ans|années|jours|semaines|mois|minutes|euros?|eur|personnes|places"
    r"|enfants|adultes|participants|chambres|kilomètres|km|mètres|fois|cents?|mille)(?![\w-]))"
)


def european_number_words(text: str) -> str:
    """German, French and Spanish number words before a word, as digits."""
    if "ein" in text:
        text = _DE_ONE.sub("1 ", text)
    if "elf" in text:
        text = _DE_ELF.sub("11", text)
    if "neuf" in text:
        text = _FR_NEUF.sub("9", text)
    return _EUROPEAN_RE.sub(lambda m: str(_EUROPEAN[m.group(1) or m.group(2) or m.group(3)]), text)


# ------------------------------------------------------------------ Korean and Chinese
_KO_SCALE = {"천": 1000, "백": 100, "만": 10**4, "억": 10**8, "조": 10**12}
_ZH_SCALE = {"千": 1000, "百": 100, "万": 10**4, "萬": 10**4, "亿": 10**8, "億": 10**8}
_NUM = r"\d[\d,]*(?:\.\d+)?"
_SCALE_CHAR = r"[천백만억조千百万萬亿億](?!큼)"
_SCALED = re.compile(
    rf"(?<![\d:.,]){_NUM}\s?{_SCALE_CHAR}(?:\s?(?:{_NUM}\s?)?{_SCALE_CHAR})*"
    r"|(?<![\d가-힣])(천|만)(?=\s?원)"
)
_SCALED_PART = re.compile(r"\d[\d,]*(?:\.\d+)?|[천백만억조千百万萬亿億]")
_BIG = {10**4, 10**8, 10**12}


def _scaled_value(span: str) -> float:
    total = section = 0.0
    pending: float | None = None
    seen = False  # a number in the current section ("천만" alone is 1000 * 10000)
    for tok in _SCALED_PART.findall(span):
        if tok[0].isdigit():
            section += pending or 0.0
            pending = float(tok.replace(",", ""))
            seen = True
            continue
        mult = _KO_SCALE.get(tok) or _ZH_SCALE[tok]
        if mult in _BIG:
            section += pending or 0.0
            total += (section if seen else 1.0) * mult
            section, seen = 0.0, False
        else:
            section += (1.0 if pending is None else pending) * mult
            seen = True
        pending = None
    return total + section + (pending or 0.0)


def _scaled(m: re.Match[str]) -> str:
    return fmt_number(_scaled_value(m.group(0)))


ZH_DIGIT = {"零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5,
             "六": 6, "七": 7, "八": 8, "九": 9}  # fmt: skip
_ZH_UNIT = {"十": 10, "百": 100, "千": 1000}
#: measure words and units after which a Chinese numeral is a count, and time words
_ZH_COUNTER = (
    "人天日年月号號岁歲点點时時分秒周週倍元块塊米层層公克升度小星毫英厘寸尺斤吨噸瓦伏平立磅美欧歐港韩韓节節堂场場届屆期轮輪顿頓页頁篇首栋棟户戶"
    + "个個位名家种種次条條件张張本间間台辆輛座杯瓶所项項道部只片粒颗顆份双雙套支把"
    + "盆盒袋箱碗盘桌幅匹头朵棵株枝束串包罐壶盏艘架枚"
)
#: a Chinese decimal ("六点五英寸" = 6.5 inches): 点 between numerals, its decimals said
#: digit by digit; not a clock time ("六点五十分", "六点零五分": minutes before 分)
_ZH_DECIMAL = re.compile(
    r"((?<![零〇一二两兩三四五六七八九十百千])[一二两兩三四五六七八九十百千零〇]+)[点點]([零〇一二三四五六七八九]+)"
    r"(?![零〇一二三四五六七八九十]*[分刻])"
    # ("七点一直开到下午六点": 一直 is "all along", after seven o'clock)
    r"(?![直起般样些定共切同向])"
)


def _zh_decimal(m: re.Match[str]) -> str:
    whole = _zh_value(m.group(1))
    if whole is None:
        return m.group(0)
    return f"{whole}." + "".join(str(ZH_DIGIT[c]) for c in m.group(2))


#: the generic measure words: "一个" is as often "a" as "one", so 一 alone before them stays
_ZH_GENERIC = "个個位名家种種次条條件张張本间間台辆輛座杯瓶所项項道部只片粒颗顆份双雙套支把"
#: a run starts only where the numerals start (searching from inside a long run of numerals
#: with no measure word after it would make the search quadratic)
_ZH_RUN = re.compile(
    # (a comma before it only where it groups digits: "，十八岁" is a clause's first number)
    r"(?<![\d.a-z零〇一二两兩三四五六七八九十百千万萬亿億])(?<!\d,)"
    r"([零〇一二两兩三四五六七八九十百千万萬亿億][零〇一二两兩三四五六七八九十百千万萬亿億]*)"
    # (or before a range's other end that has one: "三到六岁", "五至十人")
    r"(?=[" + _ZH_COUNTER + r"]|(?:到|至|~|～|-|－)[零〇一二两兩三四五六七八九十百千]+[" + _ZH_COUNTER + r"])"
)


#: a height or length said the spoken way: "一米二" is 1.2 m, "一米八五" 1.85 m
_ZH_METRE = re.compile(
    r"(?<![\d零〇一二两三四五六七八九十])([一二两三四五六七八九])米([一二三四五六七八九]{1,2})(?![十百千万\d])"
)
_ZH_DIGIT_VALUE = dict(zip("一二两三四五六七八九", (1, 2, 2, 3, 4, 5, 6, 7, 8, 9), strict=True))


def _zh_metre(m: re.Match[str]) -> str:
    tenths = "".join(str(_ZH_DIGIT_VALUE[c]) for c in m.group(2))
    return f"{_ZH_DIGIT_VALUE[m.group(1)]}.{tenths}米"


def _zh_value(run: str) -> int | None:
    if all(c in ZH_DIGIT for c in run):  # digit by digit: 二〇一九 -> 2019
        return int("".join(str(ZH_DIGIT[c]) for c in run)) if len(run) > 1 or run != "一" else 1
    total = section = 0
    digit: int | None = None
    for c in run:
        if c in "零〇" and digit is None and (section or total):
            continue  # a place left empty: "一百零五" is 105, "一千零五十" 1050
        if c in ZH_DIGIT:
            if digit is not None:
                return None
            digit = ZH_DIGIT[c]
        elif c in _ZH_UNIT:
            section += (1 if digit is None else digit) * _ZH_UNIT[c]
            digit = None
        else:  # 万 / 亿
            total += (section + (digit or 0)) * (10**4 if c in "万萬" else 10**8)
            section, digit = 0, None
    return total + section + (digit or 0)


def _zh_run(m: re.Match[str]) -> str:
    run = m.group(1)
    nxt = m.string[m.end() : m.end() + 1]
    if run == "一" and (nxt in _ZH_GENERIC or nxt in "点點时時分度"):
        if m.string.startswith(("个小时", "個小時", "个月", "個月", "个星期", "个钟头"), m.end()):
            return "1"  # "一个小时": one hour, a length like "两个小时"
        return run  # "一个" (a), "一点" (a little), "一时" (a moment), "一度" (once)
    if run == "十" and nxt == "分":
        return run  # "十分": very
    if run in ("千", "万", "萬", "百", "亿", "億"):
        return run  # a scale alone ("千克" is a kilogram, not a number)
    if len(run) == 2 and run[0] in _ZH_DIGIT_VALUE and run[1] in _ZH_DIGIT_VALUE and nxt not in "年號号":
        low, high = _ZH_DIGIT_VALUE[run[0]], _ZH_DIGIT_VALUE[run[1]]
        if high == low + 1:
            return f"{low}到{high}"  # "三四个人": three or four
    value = _zh_value(run)
    return run if value is None else str(value)


_KO_NATIVE = {
    "한": 1, "두": 2, "세": 3, "네": 4, "다섯": 5, "여섯": 6, "일곱": 7, "여덟": 8,
    "아홉": 9, "열": 10, "열한": 11, "열두": 12, "스무": 20, "석": 3, "넉": 4,
}  # fmt: skip
#: "석 달", "넉 장": three and four before a few counters only ("석" is a word too)
_KO_THREE_FOUR = re.compile(r"(?<![가-힣])(석|넉)\s?(?=(?:달|장|잔)(?!러|력))")
#: (an honorific verb ending is no hour: "두시면 됩니다" is "you may put", not "two o'clock")
_KO_COUNTED = (
    r"(?=(?:명|개|시간|시(?!면|고|기|며|던|잖|겠|죠)|번|잔|마리|권|살|달|곳|층|장|대|가지|주|병|그릇|사람|알|벌|채|통|군데|켤레)"
    r"(?!(?!까지|부터|마다|보다|씩|에서|에는|에도|으로|이나|이상|이하|입니|이에|이며|이고|이었|이요|꼴로|꼴이)[가-힣]{2}))"
)
_KO_COUNTER = re.compile(
    r"(?<![가-힣])(열한|열두|다섯|여섯|일곱|여덟|아홉|스무|한|두|세|네|열)\s?" + _KO_COUNTED
)
#: the native tens, with their units ("서른 명", "마흔다섯 개", "스물두 살")
_KO_TENS = {"스물": 20, "서른": 30, "마흔": 40, "쉰": 50, "예순": 60, "일흔": 70, "여든": 80, "아흔": 90}
_KO_TENS_RE = re.compile(
    r"(?<![가-힣])(스물|서른|마흔|쉰|예순|일흔|여든|아흔)\s?(한|두|세|네|다섯|여섯|일곱|여덟|아홉)?\s?"
    + _KO_COUNTED
)
_KO_DAYS = {
    "하루": 1, "이틀": 2, "사흘": 3, "나흘": 4, "닷새": 5, "엿새": 6, "이레": 7,
    "여드레": 8, "아흐레": 9, "열흘": 10, "일주일": 7, "보름": 15,
}  # fmt: skip
#: ("일주일에 두 번", "일주일마다" say how often: a week there, not seven days)
_KO_DAYS_RE = re.compile(
    r"(?<![가-힣\d])("
    + "|".join(sorted(_KO_DAYS, key=len, reverse=True))
    + r")(?!(?<=일주일)(?:에|마다|\s?내내))"
)
_KO_A_WEEK = re.compile(r"(?<![가-힣\d])일주일(?=에|마다)")
HAS_CJK_NUMBER = re.compile(
    r"[零〇一二两兩三四五六七八九十百千万萬亿億천만억조한두세네열십백]|다섯|여섯|일곱|여덟|아홉|스무|하루|이틀|사흘|나흘|닷새|엿새|이레|여드레|아흐레|열흘"
    r"|일주일|보름|석|넉|밤|스물|서른|마흔|쉰|예순|일흔|여든|아흔"
)
#: nights said as a word ("하룻밤", "이틀 밤"): as "1박", "2박"
_KO_NIGHTS = re.compile(r"(?<![가-힣])(하룻|이틀|사흘|나흘)\s?밤")
_KO_NIGHT_COUNT = {"하룻": 1, "이틀": 2, "사흘": 3, "나흘": 4}


_KO_SINO_DIGIT = dict(zip("일이삼사오육칠팔구십백천만", "一二三四五六七八九十百千万"))
#: a Sino-Korean number with a ten, hundred, thousand or ten thousand, before a counter
#: ("백이십 개", "만 오천 원입니다": the counter's particle or copula may follow)
_KO_SINO = re.compile(
    r"(?<![가-힣\d.,])((?:[일이삼사오육칠팔구십백천]{0,4}만\s?)?[일이삼사오육칠팔구]?[십백천][일이삼사오육칠팔구십백천]*"
    r"|[이삼사오육칠팔구십백천]{0,4}만(?=\s?원))\s?"
    r"(?=(?:개|명|층|원|년|세|번|분|초|시간|일|주|달|권|대|곳|km|kg|미터|킬로)"
    r"(?!(?!입니|이에|이며|이고|이었|이지|까지|부터|씩|에서|으로|이나|이면)[가-힣]{2}))"
)


def _ko_sino(m: re.Match[str]) -> str:
    said = m.group(1).replace(" ", "")
    said = "일" + said if said.startswith("만") else said  # "만 오천": one ten thousand and five thousand
    value = _zh_value("".join(_KO_SINO_DIGIT[c] for c in said))
    return m.group(0) if value is None else f"{value} "


#: a Chinese numeral with 万 or 亿 is a number wherever it stands ("三十二亿"); it starts
#: with a digit or 十, so "万一" (in case) and "千万" (by all means) stay words
_ZH_LARGE = re.compile(
    r"([一二两兩三四五六七八九十](?<![\d.,a-z零〇一二两兩三四五六七八九十百千万萬亿億][一二两兩三四五六七八九十])"
    r"[零〇一二两兩三四五六七八九十百千]*[万萬亿億][零〇一二两兩三四五六七八九十百千万萬亿億]*)"
)


def _zh_large(m: re.Match[str]) -> str:
    value = _zh_value(m.group(1))
    return m.group(0) if value is None else str(value)


def _ko_tens(m: re.Match[str]) -> str:
    return f"{_KO_TENS[m.group(1)] + _KO_NATIVE.get(m.group(2) or '', 0)} "


def cjk_numbers(text: str) -> str:
    """Korean and Chinese numbers as digits (see the module docstring)."""
    if "밤" in text:
        text = _KO_NIGHTS.sub(lambda m: f"{_KO_NIGHT_COUNT[m.group(1)]}박", text)
    if "십" in text or "백" in text or "천" in text or "만" in text:
        text = _KO_SINO.sub(_ko_sino, text)
    if _KO_DAYS_RE.search(text):
        text = _KO_DAYS_RE.sub(lambda m: f"{_KO_DAYS[m.group(1)]}일", text)
    if "일주일" in text:
        text = _KO_A_WEEK.sub("1주", text)  # ("일주일에 한 번": once a week, as "1주에 1번" reads)
    if any(w in text for w in _KO_TENS):
        text = _KO_TENS_RE.sub(
            lambda m: f"{_KO_TENS[m.group(1)] + _KO_NATIVE.get(m.group(2) or '', 0)} ", text
        )
    text = _KO_COUNTER.sub(lambda m: f"{_KO_NATIVE[m.group(1)]} ", text)
    if "석" in text or "넉" in text:
        text = _KO_THREE_FOUR.sub(lambda m: f"{_KO_NATIVE[m.group(1)]} ", text)
    if "点" in text or "點" in text:
        text = _ZH_DECIMAL.sub(_zh_decimal, text)
    if "米" in text:
        text = _ZH_METRE.sub(_zh_metre, text)
    text = _ZH_RUN.sub(_zh_run, text)
    if any(c in text for c in "万萬亿億"):
        text = _ZH_LARGE.sub(_zh_large, text)
    return _SCALED.sub(_scaled_value_or_word, text)


def _scaled_value_or_word(m: re.Match[str]) -> str:
    if m.group(1):  # "천 원", "만 원": one thousand, ten thousand
        return str(_KO_SCALE[m.group(1)])
    return _scaled(m)
