"""Two things compared the other way round from the values the evidence gives them:
"Members pay more than non-members" where members pay £35 and non-members £50;
"会员的价格比非会员更高" where 会员 pay 180元 and 非会员 260元.

A claim compares when it says "X ... more/less/cheaper ... than Y" ("mehr als", "plus
cher que", "más barato que", "X比Y更高", "X는 Y보다 더 비싸"). The evidence gives X a value
when the first number after a mention of X (not inside a mention of Y: "members" is in
"non-members") comes before the next mention of either, and Y the same; both numbers must
be of one unit ("35 gbp" and "50 gbp"). The claim conflicts when the evidence's values
order X and Y the other way. Values, not words: the numbers are read in canonical form
(:mod:`ragmeter.text.canon`). Pure.
"""

from __future__ import annotations

import re
from collections.abc import Sequence

from ragmeter.text.canon import canonical
from ragmeter.text.tokenize import content_tokens, normalize

__all__ = ["compared", "comparison_conflict"]

#: the comparative words, by the side they put first: "more" says X > Y, "cheaper" X < Y
_MORE = (
    r"more|higher|dearer|more expensive|costlier|longer|heavier|older|larger|bigger|greater"
    r"|mehr|höher|teurer|länger|schwerer|älter|größer|plus cher|plus"
    r"|más caro|más cara|más caros|más caras|más"
)
_LESS = (
    r"less|fewer|lower|cheaper|less expensive|shorter|lighter|younger|smaller"
    r"|weniger|niedriger|günstiger|billiger|kürzer|leichter|jünger|kleiner|moins cher|moins"
    r"|más barato|más barata|más baratos|más baratas|menos"
)
_THAN = r"than|als|que|qu'"
_LATIN = re.compile(rf"^(?P<x>.+?)\s(?P<cmp>{_LESS}|{_MORE})\s(?:\w+\s)?(?:{_THAN})\s?(?P<y>[^\d,;.]+)")
_ZH = re.compile(
    r"^(?P<x>[\u4e00-\u9fff]{2,})比(?P<y>[\u4e00-\u9fff]{2,}?)(?:更|还)?(?P<cmp>高|贵|多|长|重|大|低|便宜|少|短|轻|小)"
)
_ZH_MORE = frozenset("高贵多长重大")
_KO = re.compile(r"^(?P<x>[가-힣]{2,}?)(?:은|는|이|가)\s(?P<y>[가-힣]{2,}?)보다\s(?:더\s)?(?P<cmp>[가-힣]+)")
_KO_MORE = re.compile(r"^(?:비싸|비쌉|비싼|많|높|길|무겁|크|큰)")
_KO_LESS = re.compile(r"^(?:싸|쌉|싼|저렴|적|낮|짧|가볍|작|작은)")
#: the verbs between a subject and its comparative ("Members pay more than ...")
_VERBS = frozenset(
    "pay pays paid cost costs is are was were charge charged get gets weigh weighs take takes "
    "zahlen zahlt kostet kosten ist sind bezahlen paient paie coûte coûtent est sont payent "
    "pagan paga cuesta cuestan es son".split()
)
_ARTICLES = frozenset("the a an der die das den dem des le la les l un une el los las lo".split())
#: a number and its unit: a Latin word ("35 gbp"), or one other character ("1회")
_NUMBER = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?)\s?([a-z]+|[^\W\d_a-z])?")
#: where a sentence is cut into the segments that each give one side its value
_CUT = re.compile(
    r",(?!\d)|(?<!\d),|[;，；、]|\s(?:and|et|und|y|while|whereas|but|aber|mais|pero|mientras|tandis que"
    r"|während)\s"
)


def compared(claim: str) -> tuple[list[str], list[str], bool] | None:
    """(X's words, Y's words, whether the claim puts X above Y) of a comparing claim; None
    for any other claim. Chinese and Korean sides are single strings as written."""
    t = normalize(claim).strip()
    m = _ZH.search(t)
    if m is not None:
        return [m.group("x")], [m.group("y")], m.group("cmp") in _ZH_MORE
    m = _KO.search(t)
    if m is not None:
        cmp = m.group("cmp")
        if _KO_MORE.match(cmp) or _KO_LESS.match(cmp):
            return [m.group("x")], [m.group("y")], bool(_KO_MORE.match(cmp))
        return None
    m = _LATIN.search(t)
    if m is None:
        return None
    x = [w for w in content_tokens(m.group("x")) if w not in _VERBS and w not in _ARTICLES]
    y = [w for w in content_tokens(m.group("y")) if w not in _ARTICLES][:2]
    if not x or not y:
        return None
    return x[-2:], y, not re.fullmatch(_LESS, m.group("cmp"))


def _said(segment: str, words: list[str], other: list[str]) -> bool:
    """Whether ``segment`` (normalised) names the side of ``words`` and not the other side:
    by the side's own words ("red" of "red route" against "blue route"); "members" is not
    said in "non-members"; a Chinese or Korean side by its longest opening found."""
    own = [w for w in words if w not in other] or words
    if len(own) == 1 and not own[0].isascii():
        w, rest = own[0], [o for o in other if own[0] in o and o != own[0]]
        if any(o in segment for o in rest):
            segment = segment.replace(rest[0], " ")
        return w in segment
    return re.search(rf"(?<![\w-]){re.escape(own[0][:5])}", segment) is not None


def _opening(side: str, text: str) -> str:
    """The longest opening of a Chinese or Korean side found in ``text`` ("会员" of
    "会员烧一次的价格"), at least two characters; the side itself where none is."""
    for n in range(len(side), 1, -1):
        if side[:n] in text:
            return side[:n]
    return side


def _numbers(segment: str) -> list[tuple[float, str]]:
    return [(float(m.group(1)), m.group(2) or "") for m in _NUMBER.finditer(segment)]


def _values(sentence: str, x: list[str], y: list[str]) -> tuple[float, float] | None:
    """The values ``sentence`` gives the two sides, of one unit, each in a segment that
    names it alone (a segment that names a side and gives no number takes the numbers of
    the next one that names neither: "向会员出租电窑，每次烧制收费180元"); None where it does not."""
    t = canonical(normalize(sentence))
    if not x[0].isascii():
        x, y = [_opening(x[0], t)], [_opening(y[0], t)]
    got: dict[str, list[tuple[float, str]]] = {}
    pending = ""
    for segment in _CUT.split(t):
        sides = [k for k, (a, b) in (("x", (x, y)), ("y", (y, x))) if _said(segment, a, b)]
        nums = _numbers(segment)
        if len(sides) == 1:
            pending = "" if nums else sides[0]
            if nums and sides[0] not in got:
                got[sides[0]] = nums
        elif not sides and pending and nums:
            got.setdefault(pending, nums)
            pending = ""
        elif sides:
            pending = ""
    if len(got) != 2:
        return None
    for value, unit in got["x"]:
        theirs = [v for v, u in got["y"] if u == unit]
        if theirs and theirs[0] != value:
            return value, theirs[0]
    return None


def comparison_conflict(claim: str, sentences: Sequence[str]) -> tuple[str, str] | None:
    """(what the claim says, the values): a claim that orders two things the other way
    from the values a premise sentence gives them (see the module)."""
    found = compared(claim)
    if found is None:
        return None
    x, y, above = found
    for sentence in sentences:
        vals = _values(sentence, x, y)
        if vals is None:
            continue
        if (vals[0] > vals[1]) != above:
            side, other = " ".join(x), y[0]
            said = f"{side} {'above' if above else 'below'} {other}"
            return said, f"{side} {vals[0]:g}, {other} {vals[1]:g}"
        return None
    return None
