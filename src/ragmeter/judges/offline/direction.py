"""The direction a claim bounds a number in, against the evidence: "under $50" against
"over $50", "12세 이상" against "12세 미만", "before 10 a.m." against "after 10 a.m.",
"hasta 24 horas después" against "hasta 24 horas antes", in the six languages. A pure
function of canonical text (:func:`ragmeter.text.tokenize.words`); read by
:mod:`ragmeter.judges.offline.features`.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from itertools import pairwise

from ragmeter.text.bounds import BOUND_MARKERS
from ragmeter.text.clauses import FUNCTION_WORDS, clauses, clock_times
from ragmeter.text.dates import MONTHS
from ragmeter.text.facts import values
from ragmeter.text.money import CURRENCY_CODES
from ragmeter.text.polarity import negated
from ragmeter.text.tokenize import is_stopword, words

__all__ = ["direction_conflict", "moment_value_conflict"]

_UP = frozenset(
    "over above more greater higher exceeding exceeds after later atleast older longer beyond "
    "后 以后 之后 "
    "über mehr nach später ab mindestens plus après más después mayores mayor 이상 초과 후 넘 "
    "partir au-dessus dessus au-delà encima partir älter länger höher größer superior supérieur "
    # a time from which something holds ("from 3 pm", "dès 15 h", "desde las 15:00", "15시부터")
    "supérieure from since dès depuis seit desde 부터 "
    # ... and raised by it ("a 10% surcharge", "10 % Aufschlag")
    "surcharge aufschlag zuschlag supplément recargo 할증 teurer dearer "
    # ... and passed ("el viento supera los 25 nudos", "dépasse", "übersteigt")
    "supera superan dépasse dépassent übersteigt übersteigen überschreitet überschreiten".split()
)
_DOWN = frozenset(
    "under below less fewer lower before earlier atmost younger shorter 前 以前 之前 "
    "unter weniger vor früher höchstens moins avant menos antes menores menor 이하 미만 전 이전 "
    "dessous en-dessous au-dessous debajo jünger kürzer niedriger kleiner inferior inférieur "
    # ... and one until which it holds ("until 3 pm", "jusqu'à 15 h", "hasta las 15:00", "15시까지")
    "inférieure until till jusqu'à jusqu'au bis hasta 까지 "
    # a price lowered by the number ("a 25% discount", "25 % Rabatt", "할인")
    "discount discounts off cheaper rabatt ermäßigung réduction remise descuento rebaja 할인 günstiger "
    "billiger".split()
)
_ZH_UP = ("以上", "超过", "之后", "以后", "多于", "高于")
_ZH_DOWN = ("以下", "不到", "少于", "之前", "以前", "低于", "不超过")
#: Chinese bounds written before the number ("满200元", "不满200元", "超过3天")
_ZH_DOWN_BEFORE = ("不满", "不足", "不到", "少于", "低于", "不超过", "未满", "小于")
#: bounds said as a limit not to pass ("不得低于四分之一": at least a quarter; "不得高于": at most)
_ZH_NOT_UNDER = (
    "不得低于",
    "不能低于",
    "不可低于",
    "不应低于",
    "不低于",
    "不得少于",
    "不能少于",
    "不少于",
    "不小于",
)
_ZH_NOT_OVER = (
    "不得高于",
    "不能高于",
    "不可高于",
    "不应高于",
    "不高于",
    "不得多于",
    "不多于",
    "不大于",
    "不得超过",
)
_ZH_LIMITS = frozenset((*_ZH_NOT_UNDER, *_ZH_NOT_OVER))
#: a claim that says what happens if the limit is passed ("低于四分之一的话，会被收取50元")
_CONDITIONAL = re.compile(r"如果|若|的话|要是|假如|(?<![\w])(?:if|wenn|falls|si|만약)(?![\w])")
_ZH_UP_BEFORE = ("满", "超过", "多于", "高于", "大于", "至少")


#: Korean "before" / "after" a time ("오전 11시 전에", "11시 이후")
_KO_BEFORE = frozenset(
    {"전", "전에", "전까지", "전부터", "이전", "이전에", "이전까지", "이전부터", "먼저", "일찍"}
)
_KO_AFTER = frozenset(
    {
        "후",
        "후에",
        "후부터",
        "후까지",
        "이후",
        "이후에",
        "이후부터",
        "이후까지",
        "지나면",
        "지나서",
        "지난",
        "뒤",
        "뒤에",
    }
)


#: before and after an event, apart from the bound of a span ("up to 24 hours before")
_RELATIVE = frozenset(
    "before after earlier later vor nach avant après antes después 전 후 이전 이후 뒤 뒤에 前 后".split()
)


#: bound words that stand before their number only ("bis 18 Uhr"; the "bis" after "ab
#: einem Jahr bis zum Schuleintritt" bounds another thing), and after it only ("15시까지")
#: ("plus" before its number adds: "kostet 4 €, plus 3 € Becherpfand")
_BEFORE_ONLY = frozenset(
    "from since dès depuis seit desde until till jusqu'à jusqu'au bis hasta plus".split()
)
_AFTER_ONLY = frozenset(("부터", "까지"))


def _direction(tok: str) -> str | None:
    if tok[-1:] in ("는", "도") and tok[:-1] in _KO_AFTER | _KO_BEFORE:
        tok = tok[:-1]  # ("이후에는", "전에도": a particle of topic)
    if tok in _UP or tok.startswith(("이상", "초과", "추가", "할증", "넘")) or tok in _KO_AFTER:
        return "up"
    if tok in _DOWN or tok.startswith(("이하", "미만", "할인", "깎")) or tok in _KO_BEFORE:
        return "down"
    return None


#: a number's unit and the Korean "each": they do not count against a bound's reach
_UNIT_TOKENS = CURRENCY_CODES | {"percent", "씩"}


#: the words of a start and an end, by the side of a clock time they put what starts or ends
_EDGES = {
    **dict.fromkeys(
        "starts start begins begin beginnt beginnen commence commencent empieza comienza 开始 시작".split(),
        "up",
    ),
    **dict.fromkeys("ends end endet enden termine terminent termina terminan 截止 마감 종료".split(), "down"),
}
_HAN_OR_KO = re.compile(r"[\u4e00-\u9fff가-힣]")
#: the Latin words of a negation that canonical text keeps
_NEGATORS = frozenset(
    "not no never nothing none nobody nicht kein keine keinen keiner nie niemals pas ne n' jamais rien aucun"
    " aucune nunca nada ningún ninguna ninguno nadie".split()
)
#: the words of "at the latest" before a date or a time ("au plus tard le 31 mai" is no "plus")
_LATEST = frozenset({"tard", "tarde", "tardar", "latest", "later", "spätestens"})


def _bounds(text: str, edges: bool = False) -> dict[str, set[tuple[str, str]]]:
    """number -> {(direction, word)} for the numbers a bound word stands next to;
    ``edges``: a clock time something starts or ends at is one too (read of a claim only:
    of the evidence, another event may start when the claim's ends)."""
    toks = list(words(text))
    out: dict[str, set[tuple[str, str]]] = {}
    clocks = clock_times(text)
    for i, tok in enumerate(toks):
        if not tok[0].isdigit():
            continue
        before: list[str] = []
        # (four Chinese characters: "不得低于")
        reach = 4 if i > 0 and "\u4e00" <= toks[i - 1][:1] <= "\u9fff" else 3
        for t in reversed(toks[max(0, i - reach) : i]):
            if t[0].isdigit():
                break
            before.append(t)
        after: list[str] = []
        for t in toks[i + 1 : i + 6]:
            if t[0].isdigit() or len([a for a in after if a not in _UNIT_TOKENS]) >= 3:
                break
            after.append(t)
        found = {(d, t) for t in after if t not in _BEFORE_ONLY and (d := _direction(t))}
        found |= _ko_comparative(after)
        if any(t in BOUND_MARKERS for _, t in found):
            # the canonical bound of this number ("120 minute atmost") is its bound, not a
            # word before it ("mayores de edad, como máximo dos horas")
            out.setdefault(tok, set()).update(found)
            continue
        moment = i + 1 < len(toks) and (toks[i + 1] in MONTHS or (tok, toks[i + 1]) in clocks)
        if moment and _LATEST & set(before):
            # "au plus tard le 31 mai", "no later than 5 pm": until that date or time (a span
            # "spätestens 14 Tage vorher" is the deadline rule's, in direction_conflict)
            before, found = [], {("down", "atmost")}
        found |= {(d, t) for t in before if t not in _AFTER_ONLY and (d := _direction(t))}
        if edges and not found and i + 1 < len(toks) and (tok, toks[i + 1]) in clocks:
            # a clock time something starts or ends at: from it, until it ("Check-in ends at
            # 14:00" against "Check-in is from 14:00", "입실은 오후 2시에 마감")
            # (a Latin word before the time, a Korean or Chinese one right after it)
            found |= {(d, t) for t in before if not _HAN_OR_KO.match(t) and (d := _EDGES.get(t))}
            found |= {(d, t) for t in after[:2] if _HAN_OR_KO.match(t) and (d := _EDGES.get(t[:2]))}
        joined = "".join(after)
        found |= {("up", w) for w in _ZH_UP if w in joined and not joined.startswith("不")}
        found |= {("down", w) for w in _ZH_DOWN if w in joined}
        # a bare 前 / 后 right after a time ("十一点前下单": before eleven)
        if not found and joined[:1] in ("前", "后"):
            found.add(("down" if joined[0] == "前" else "up", joined[0]))
        found |= _zh_before("".join(reversed(before)))
        if found:
            # the minutes of a clock time stand for the time ("11:00", not "00"), and so
            # does its hour ("from 18:00" bounds no count of 18)
            clock = i > 0 and toks[i - 1].isdigit() and len(tok) == 2 and tok.isdigit()
            if not clock and i + 1 < len(toks) and (tok, toks[i + 1]) in clocks:
                out.setdefault(f"{tok}:{toks[i + 1]}", set()).update(found)
                continue
            out.setdefault(f"{toks[i - 1]}:{tok}" if clock else tok, set()).update(found)
    return out


#: Korean adjectives after "보다" (than) by the side they put the thing on: "2.3미터보다
#: 낮은" (lower than), "5만 원보다 비싼" (dearer than)
_KO_MORE = ("높", "많", "크", "큰", "길", "긴", "비싸", "비싼", "무거", "넓", "늦", "오래")
_KO_LESS = ("낮", "적", "작", "짧", "싸", "싼", "저렴", "가벼", "좁", "이른", "일찍", "어리", "어린")


def _ko_comparative(after: Sequence[str]) -> set[tuple[str, str]]:
    """The direction of a Korean comparison right after a number ("보다 낮은")."""
    for j, t in enumerate(after[:-1]):
        if t.endswith("보다"):
            adjective = after[j + 1]
            if adjective.startswith(_KO_MORE):
                return {("up", adjective)}
            if adjective.startswith(_KO_LESS):
                return {("down", adjective)}
    return set()


def _zh_before(joined: str) -> set[tuple[str, str]]:
    """The Chinese bound right before a number ("不满" down, "满" up)."""
    # a lower bound said as no going under it ("不得低于四分之一", "不少于3天"): at least
    for limits, way in ((_ZH_NOT_UNDER, "up"), (_ZH_NOT_OVER, "down")):
        if joined.endswith(limits):
            return {(way, next(w for w in limits if joined.endswith(w)))}
    down = [w for w in _ZH_DOWN_BEFORE if joined.endswith(w)]
    if down:
        return {("down", down[0])}
    up = {("up", w) for w in _ZH_UP_BEFORE if joined.endswith(w)}
    # before or after an event by a span ("婚礼前15天" / "婚礼后15天内"), the first or the
    # last of a count ("前100名" / "后100名"): the two are each other's other way
    if not up and joined[-1:] in ("前", "后"):
        return {("down" if joined[-1] == "前" else "up", joined[-1])}
    return up


#: "at the latest" before a span before an event: that many or more before it
_DEADLINE = re.compile(
    r"\b(?:spätestens|at the latest|no later than|not later than|au plus tard|a más tardar|como muy tarde)\b"
    r"|늦어도|最晚|最迟",
    re.IGNORECASE,
)


#: the Korean "do not" of an instruction ("넘게 복용하지 마십시오")
_KO_DONT = r"마십시오|마세요|마시오|말 것|말아"
#: a cheap test for a negation before the clauses are read
_NEGATED_HINT = re.compile(
    r"\b(?:not|no|nicht|kein\w*|pas|ne|n'|no)\b|[不没]|않|없|못|" + _KO_DONT, re.IGNORECASE
)


_HANGUL = re.compile(r"[가-힣]")
_KO_DENIAL = re.compile(r"않|없|못|아니|안 |" + _KO_DONT)


def _denied(clause: str) -> bool:
    """The clause's statement is denied: in Korean, by its last verb (the "없는" of
    "엘리베이터가 없는 건물은" qualifies a noun and denies nothing)."""
    if _HANGUL.search(clause):
        toks = clause.split()
        return bool(toks) and _KO_DENIAL.search(" ".join(toks[-2:]) + " ") is not None
    if not negated(clause):
        return False
    # (a Latin negation the canonical form gave its bound denies nothing: "no pueden tener
    # más de 18" is "18 atmost")
    said = set(words(clause))
    return bool(_HAN_OR_KO.search(clause)) or not (said & BOUND_MARKERS) or bool(said & _NEGATORS)


#: what joins two numbers of one count ("3 to 6 players", "de 3 à 6 joueurs", "3至8名")
_NUMBER_JOIN = frozenset("to and or et ou à a und oder bis y o - – 至 到 或 ~".split())


def _counted(text: str) -> dict[str, str]:
    """number -> the word of what it counts, right after it ("trois indices": "indices";
    "3 to 6 players": both "players"); a Chinese measure word counts ("3人")."""
    toks = list(words(text))
    out: dict[str, str] = {}
    for i, tok in enumerate(toks):
        if not tok.isdigit():
            continue
        j, joined = i + 1, False
        # (past a second number joined to it: the noun of "3 to 6 players", "3 et au maximum 6")
        while j < len(toks) and (
            toks[j] in BOUND_MARKERS
            or toks[j] in _NUMBER_JOIN
            or (joined and toks[j].isdigit())
            or _direction(toks[j]) is not None  # ("diez más que", "10 fewer"): the bound, no noun
        ):
            joined = joined or toks[j] in _NUMBER_JOIN
            j += 1
        # (a function word says nothing of what is counted: "älter als 25 sind", "diez menos que")
        noun = toks[j] if j < len(toks) else ""
        if noun.isalpha() and (len(noun) > 2 or _HAN_OR_KO.match(noun)) and not _function_word(noun):
            out[tok] = noun
    return out


def _function_word(word: str) -> bool:
    return is_stopword(word) or word in FUNCTION_WORDS


def _other_count(theirs: str, mine: str, said: set[str], claim_words: set[str]) -> bool:
    """The premise's number counts another thing than the claim's: two measure words
    ("3次" / "3人"), or nouns neither text has beside the other's ("trois indices" /
    "3 joueurs"; not "12 years" and "12 pay" of one thing)."""
    if _HAN_OR_KO.match(theirs) and _HAN_OR_KO.match(mine) and len(theirs) == len(mine) == 1:
        return theirs != mine
    return theirs not in claim_words and mine not in said


def direction_conflict(claim: str, sentences: Iterable[str]) -> tuple[str, str, str] | None:
    """(number, claim word, premise word): the claim bounds a number one way ("under
    50") where the evidence bounds the same number the other way ("over 50")."""
    mine = _bounds(claim, edges=True)
    if not mine:
        return None
    # a claim that denies what holds within its bound ("高度低于2.3米的车辆不能进入") is
    # compared with the premise's denials ("高度超过2.3米的车辆不能进入")
    # (a denial without a word of the hint: "Children under 9 pay nothing")
    denying = any(_denied(part) for part in clauses(claim) if _bounds(part))
    # ... or a condition whose outcome it denies ("no se puede montar si se pesa más de 95 kg"
    # is "95 kg at most")
    denying = denying or (_CONDITIONAL.search(claim) is not None and _denied(claim))
    theirs: dict[str, set[tuple[str, str]]] = {}
    mine_counted = {n: c for n, c in _counted(claim).items() if n in mine}
    claim_words = set(words(claim)) if mine_counted else set()
    for s in sentences:
        # (a bound in a denied clause says the other side: "Children under 8 are not
        # accepted" is no "under" against "at least 8")
        for part in clauses(s) if denying or _NEGATED_HINT.search(s) or _denied(s) else [s]:
            if _denied(part) != denying:
                continue
            counted = _counted(part) if mine_counted else {}
            part_words = set(words(part)) if counted else set()
            for n, found in _bounds(part).items():
                if (
                    n in counted
                    and n in mine_counted
                    and _other_count(counted[n], mine_counted[n], part_words, claim_words)
                ):
                    continue  # "at most three hints" bounds no count of players
                theirs.setdefault(n, set()).update(found)
    conditional = _CONDITIONAL.search(claim) is not None
    deadline = _DEADLINE.search(claim) is not None
    for n, found in sorted(mine.items()):
        other = theirs.get(n, set())
        if conditional and any(w in _ZH_LIMITS for _, w in other):
            continue  # "if it is under a quarter, ..." of "it must not be under a quarter"
        bound = _bound_swap(found, other)
        if bound is not None:
            return n, *bound  # "mehr als 24 Stunden vorher" against "weniger als 24 Stunden vorher"
        if len({d for d, _ in found}) > 1:
            # bounded both ways ("30일 후 ... 이내"): compared by before or after alone, where
            # both say one ("hasta 24 horas después" against "hasta 24 horas antes")
            found = {(d, w) for d, w in found if w in _RELATIVE}
            other = {(d, w) for d, w in other if w in _RELATIVE}
            if len({d for d, _ in found}) != 1:
                continue
        if deadline and {w for _, w in found} <= _RELATIVE and "up" in {d for d, _ in other}:
            continue  # "spätestens 14 Tage vor" is "mindestens 14 Tage vorher"
        dirs = {d for d, _ in other}
        relative = _relative_swap(found, other)
        if relative is not None:
            return n, *relative
        for d, said in sorted(found):
            if dirs and d not in dirs:
                return n, said, sorted(other)[0][1]
    return None


def _bound_swap(found: set[tuple[str, str]], other: set[tuple[str, str]]) -> tuple[str, str] | None:
    """(claim word, premise word): a span bounded one way where the premise bounds it the
    other, both before or after an event ("more than 24 hours before" against "less than
    24 hours before"); None where either has no such bound or says both ways."""
    mine = {(d, w) for d, w in found if not _relative(w)}
    theirs = {(d, w) for d, w in other if not _relative(w)}
    if mine == found or theirs == other:
        return None  # no span before or after an event on one side: the other rules read it
    if any(w in BOUND_MARKERS for _, w in mine | theirs):
        return None  # ("up to 48 hours before" is "at least 48 hours before": a deadline)
    return _one_way_each(mine, theirs)


def _relative(word: str) -> bool:
    return word in _RELATIVE or word in _KO_BEFORE or word in _KO_AFTER


def _relative_swap(found: set[tuple[str, str]], other: set[tuple[str, str]]) -> tuple[str, str] | None:
    """(claim word, premise word): a span before an event where the premise has it after
    (or the other way), whatever bound both put on the span ("au moins 10 jours après"
    against "au moins 10 jours avant")."""
    return _one_way_each(
        {(d, w) for d, w in found if _relative(w)}, {(d, w) for d, w in other if _relative(w)}
    )


def _one_way_each(mine: set[tuple[str, str]], theirs: set[tuple[str, str]]) -> tuple[str, str] | None:
    """(claim word, premise word) where each side goes one way and the two ways differ."""
    ways, other_ways = {d for d, _ in mine}, {d for d, _ in theirs}
    if len(ways) == 1 and len(other_ways) == 1 and ways != other_ways:
        return sorted(mine)[0][1], sorted(theirs)[0][1]
    return None


#: where a sentence is cut into the segments that hold one value each
_SEGMENT_CUT = re.compile(r"[;，；]|,(?!\d)|(?<!\d),|\s(?:and|et|und|y|puis|dann|then)\s")


def moment_value_conflict(claim: str, sentences: Iterable[str]) -> tuple[str, str] | None:
    """(claim value, premise value): a claim that gives a value on one side of a date or a
    clock time ("after 31 August, entry costs £38"; "after 5 p.m. a game costs $6.50")
    where the evidence gives it on the other side and another value on the claim's ("£38
    until 31 August and £45 after 31 August"; a clause that points back to the date is
    read as the date, :mod:`ragmeter.text.referents`)."""
    days = {tok for tok, nxt in pairwise(words(claim)) if tok.isdigit() and nxt in MONTHS}
    mine = {n: found for n, found in _bounds(claim).items() if n in days or ":" in n}
    if len(mine) != 1:
        return None
    ((moment, found),) = mine.items()
    # (a clock time's hour and minutes are the moment: "after 17:00")
    moment_numbers = {float(x) for x in moment.split(":")}
    others = values(claim) - moment_numbers
    if len(others) > 1:
        others -= {1.0}  # ("1인당": per person)
    if len({d for d, _ in found}) != 1 or len(others) != 1:
        return None
    (way, said), (value,) = sorted(found)[0], others
    for s in sentences:
        sides: list[tuple[str, str, frozenset[float]]] = []
        for segment in _SEGMENT_CUT.split(s):
            bound = _bounds(segment).get(moment, set())
            if len({d for d, _ in bound}) == 1:
                d, word = sorted(bound)[0]
                sides.append((d, word, values(segment) - moment_numbers))
        same = [(word, held) for d, word, held in sides if d == way]
        other = [held for d, _, held in sides if d != way]
        if (
            same
            and all(held and value not in held for _, held in same)
            and any(value in held for held in other)
        ):
            word, held = same[0]
            return f"{value:g} ({said} {moment})", f"{min(held):g} ({word} {moment})"
    return None
