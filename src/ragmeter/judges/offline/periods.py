"""Numbers of the claim that the premises give in another form, for the number check:
"one" of a period the premises name without a number ("한 달 회원권" where they say "월
회원권", "1 month" where they say "monthly"), and a duration in another unit ("2 days"
where they say "48 hours", "siete días" where they say "una semana").
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from ragmeter.judges.offline.align import Alignment
from ragmeter.judges.offline.poles import MAX_SENTENCES
from ragmeter.text.canon import canonical
from ragmeter.text.facts import values
from ragmeter.text.rates import rates, same_rate
from ragmeter.text.tokenize import content_tokens, normalize

__all__ = [
    "combined",
    "complement_said",
    "durations_as_theirs",
    "numbers_as_theirs",
    "one_period_said",
    "per_unit_said",
    "rate_conflict",
    "rate_restated",
    "rate_restated_in",
    "rate_said",
    "same_duration",
    "share_counted",
    "shares_as_counts",
    "values_as_claimed",
]


#: one of a period or a time: a count the premise may leave unsaid ("monthly")
_ONE_PERIOD = re.compile(
    r"(?<![\d.,])1\s?(?:day|week|month|year|hour|night|times|tag|woche|monat|jahr|jour|semaine|mois|an|día|semana"
    r"|mes|año|달|개월|일|주|년|번|회|次|天|个月|年)(?![a-zà-ÿ0-9])"
)


#: a one that is no value: the base of a rate ("1 대당", "1인당": per boat, per person)
#: and a whole year said as a span ("1년 내내", "一年到头": all year round)
_ONE_BASE = re.compile(r"(?<![\d.,])1\s?(?:(?:[가-힣]{1,2}|[a-z]{1,10})\s?당|년\s?내내|年(?:到头|四季))")


#: the premise's word for a period with no number before it ("monthly", "월 회원권", "每月")
_PERIOD_WORDS = {
    "day": r"daily|a day|per day|each day|täglich|pro tag|par jour|al día|diario|하루|매일|每天|每日",
    "week": r"weekly|a week|per week|each week|wöchentlich|pro woche|par semaine|semanal|매주|주간|每周"
    r"|주(?=\s?\d+\s?(?:회|번))",  # ("주 2회")
    "month": r"monthly|a month|per month|each month|monatlich|pro monat|par mois|mensuel|mensual|al mes"
    r"|월|매월|每月",
    "year": r"yearly|annual|annually|a year|per year|jährlich|pro jahr|par an|annuel|anual|al año"
    r"|연간|매년|每年",
}
_ONE_UNIT = {
    "day": "day|tag|jour|día|일|天",
    "week": "week|woche|semaine|semana|주",
    "month": "month|monat|mois|mes|달|개월|个月",
    "year": "year|jahr|an|año|년|年",
}


def one_period_said(claim: str, texts: Sequence[str]) -> bool:
    """The claim's one is of a period the premises name without a number ("한 달 회원권"
    where the premise says "월 회원권", "1 month" where it says "monthly"), or no value
    at all (the base of a rate, "1인당"; a whole year, "1년 내내")."""
    said = canonical(normalize(claim))
    if _ONE_BASE.search(said):
        return True
    if not _ONE_PERIOD.search(said):
        return False
    premise = normalize(" ".join(texts))
    once = _ONCE.search(said) is not None
    if once and _PER_TIME.search(premise):
        return True  # "한 번 조율하는 데 12만 원" where the premise says "회당 12만 원"
    if (
        once
        and not any(re.search(p, said) for p in _IN_PERIOD.values())
        and not _TIMES_COUNT.search(canonical(premise))
    ):
        # one session, not a frequency ("수업 한 번은 90분" of "수업은 90분 동안"), where
        # the premises count no times that it could be read against
        return True
    for unit, forms in _ONE_UNIT.items():
        period = re.compile(rf"(?<![\d\w])(?:{_PERIOD_WORDS[unit]})(?![\w])")
        if re.search(rf"(?<![\d.,])1\s?(?:{forms})", said) and period.search(premise):
            return True
        # once in a period ("일주일에 한 번", "once a week") where the premises say "weekly"
        if once and re.search(_IN_PERIOD[unit], said) and period.search(premise):
            return True
    return False


#: one time ("한 번", "1 times", "一次"), in canonical text
_ONCE = re.compile(r"(?<![\d.,])1\s?(?:번|회|次|times?)(?![a-zà-ÿ0-9])|\b(?:once|einmal|une fois|una vez)\b")
#: a price or a count per time, said without a one ("회당", "每次", "per session")
_PER_TIME = re.compile(
    r"회당|매회|每次|每回|per (?:session|visit|lesson|class|time|use|ride|trip)|each (?:session|visit|time)"
    r"|pro (?:termin|sitzung|besuch|stunde|fahrt|mal)|par (?:séance|visite|passage|cours)"
    r"|por (?:sesión|visita|clase|vez|viaje)"
)
#: a count of times in canonical text ("2 times", "3번", "两次", "zweimal")
_TIMES_COUNT = re.compile(r"(?<![\d.,])\d+\s?(?:번|회|次|times?|mal|fois|veces|vez)(?![a-zà-ÿ0-9])")
#: in which period a count of times is
_IN_PERIOD = {
    "day": r"하루에|a day|per day|each day|am tag|pro tag|par jour|al día|por día|每天|一天",
    "week": r"일주일에|주에|a week|per week|each week|pro woche|in der woche|par semaine|por semana"
    r"|a la semana"
    r"|每周|一周|每星期",
    "month": r"한 달에|달에|a month|per month|each month|pro monat|im monat|par mois|al mes|por mes"
    r"|每月|一个月",
    "year": r"1년에|일 년에|a year|per year|each year|pro jahr|im jahr|par an|al año|por año|每年|一年",
}


#: a whole number of days or weeks, and of minutes, in canonical text
_DAYS = re.compile(
    # (a Korean unit takes its particle: "56일이", "8주가"; not a date, "4월 14일", nor "10주년")
    r"(?<![\d.,])(?<!월 )(?<!월)(\d+)\s?"
    r"(days?|tage?n?|jours?|días?|일|天|weeks?|wochen?|semaines?|semanas?|주)(?![a-zà-ÿ\d]|년|차)"
)
_MINUTES = re.compile(r"(?<![\d.,])(\d+)\s?minute")
_WEEK_WORDS = frozenset("week weeks woche wochen semaine semaines semana semanas 주".split())


def _minutes(text: str) -> set[int]:
    t = canonical(normalize(text))
    out = {int(n) for n in _MINUTES.findall(t)}
    for n, unit in _DAYS.findall(t):
        out.add(int(n) * (7 if unit in _WEEK_WORDS else 1) * 1440)
    if _ONE_WEEK.search(t):
        out.add(7 * 1440)
    return out


_ONE_WEEK = re.compile(
    r"(?<![\w])(?:a|one|une|una|eine[mnr]?|ein|un)\s+(?:week|woche|semaine|semana)(?![\w])|일주일|一周|一个星期"
)


_DURATION = re.compile(_MINUTES.pattern + "|" + _DAYS.pattern)


def _duration_minutes(m: re.Match[str]) -> int:
    if m.group(1) is not None:
        return int(m.group(1))
    return int(m.group(2)) * (7 if m.group(3) in _WEEK_WORDS else 1) * 1440


#: a whole number, perhaps with its thousands grouped ("1,250", "1 250", "1.250")
_GROUPED = re.compile(
    r"(?<![\d.,])\d{1,3}(?:[,.\u202f ]\d{3})+(?![\d]|[.,]\d)|(?<![\d.,])\d{4,}(?![\d]|[.,]\d)"
)


def _whole(token: str) -> int:
    return int(re.sub(r"\D", "", token))


def numbers_as_theirs(claim: str, evidence: str) -> str:
    """``claim`` with each whole number of four digits or more written as ``evidence``
    writes the same number ("1,250" -> "1250"), for the model."""
    theirs = {_whole(m.group(0)): m.group(0) for m in _GROUPED.finditer(evidence)}
    if not theirs:
        return claim
    return _GROUPED.sub(lambda m: theirs.get(_whole(m.group(0)), m.group(0)), claim)


def durations_as_theirs(claim: str, evidence: str) -> str:
    """``claim`` (canonical) with each duration that ``evidence`` (canonical) gives in
    another unit said in the evidence's words ("1440 minute" -> "1 day" where the evidence
    says "1 day"), and each large number as the evidence writes it
    (:func:`numbers_as_theirs`), for the model: the value checks compared them already."""
    claim = numbers_as_theirs(claim, evidence)
    if not _DURATION.search(claim):
        return claim
    theirs: dict[int, str] = {}
    for m in _DURATION.finditer(evidence):
        theirs.setdefault(_duration_minutes(m), m.group(0))
    if not theirs:
        return claim
    return _DURATION.sub(lambda m: theirs.get(_duration_minutes(m), m.group(0)), claim)


def same_duration(n: float, claim: str, texts: Sequence[str]) -> bool:
    """The claim's number ``n`` is a duration the premises give in another unit ("2
    days" where they say "48 hours", "1 week" where they say "7 días")."""
    t = canonical(normalize(claim))
    mine = {int(m) for m in _MINUTES.findall(t) if float(m) == n}
    mine |= {int(m) * (7 if u in _WEEK_WORDS else 1) * 1440 for m, u in _DAYS.findall(t) if float(m) == n}
    return bool(mine) and bool(mine & set().union(*(_minutes(x) for x in texts)))


#: a share of a total in canonical text: "75 percent of the 60", "25 percent der 40"
_SHARE_OF = re.compile(
    r"(?<![\d.])(\d+(?:\.\d+)?) percent (?=(?:of|der|des|de|del|di)\s+(?:the |les |la |los |las |die |den )?"
    # (a possessive between: "of the choir's 64 singers", "of its 64 singers")
    r"(?:(?:[\w-]+'s|its|their|his|her|our|your|ses|leurs|sus|seiner|ihrer) )?"
    r"(\d+(?:\.\d+)?)(?![\d.]))",
    re.IGNORECASE,
)


def _exact(share: float) -> float:
    """A third and two thirds, read as whole percentages (33, 67), as they are."""
    return {33.0: 100 / 3, 67.0: 200 / 3}.get(share, share)


#: one unit a price is per, before the price ("1 시간에 2000 krw" of "한 시간에 2천 원", "1박에
#: 45000 krw"): the one is no count of its own (the unit check reads the period)
_PER_UNIT = re.compile(
    r"(?<![\d.])(\d+)\s?(minute|일|박|달|개월|회|명|인|小时|天|晚|次|个月)\s?(?:에|당)?\s?[\d.,]+\s?"
    r"(?:krw|cny|usd|eur|gbp|jpy)(?![a-z])"
)


#: a price by the hour ("28 € l'heure", "$20 per hour", "pro Stunde", "시간당")
_PER_HOUR = re.compile(
    r"(?:l'heure|par heure|de l'heure|per hour|an hour|pro stunde|je stunde|die stunde|por hora|la hora)\b"
    r"|시간당|每小时"
)
#: one of a thing for each of those named ("各放映1场", "각각 1회씩"): a count per item
_ONE_FOR_EACH = re.compile(r"各[^\d,，。]{0,4}1(?!\d)|각각\s?1(?!\d)")


def per_unit_said(n: float, claim: str, premises: Sequence[str] = ()) -> bool:
    """``n`` is the one unit a price of the claim is per (60 for an hour read as minutes),
    one for each of the things the claim names ("上午10点、下午2点和晚上7点半各放映一场"), or
    the hour of a price the premises give by the hour ("un cours d'une heure coûte 28 €"
    where lessons cost "28 € l'heure")."""
    said = canonical(normalize(claim))
    if n == 60 and "60 minute" in said and any(_PER_HOUR.search(normalize(t)) for t in premises):
        return True
    return any(
        float(m.group(1)) == n and (n == 1 or (n == 60 and m.group(2) == "minute"))
        for m in _PER_UNIT.finditer(said)
    ) or (n == 1 and _ONE_FOR_EACH.search(said) is not None)


def share_counted(n: float, claim: str, premise_numbers: Iterable[float]) -> bool:
    """``n`` is a share of a total the claim names, and the premise has the count it
    makes ("three quarters of the 60 plots" where "45 of them are rented")."""
    have = set(premise_numbers)
    said = canonical(normalize(claim))
    for m in _SHARE_OF.finditer(said):
        share, total = float(m.group(1)), float(m.group(2))
        if share == n and total in have and round(_exact(share) * total / 100, 6) in have:
            return True
    return False


def shares_as_counts(text: str, premise_numbers: Iterable[float]) -> str:
    """``text`` (canonical) with each share of a total that the premise counts said as
    that count ("75 percent of the 60 plots" -> "45 of the 60 plots"), for the model,
    which reads words, not sums."""
    have = set(premise_numbers)

    def count(m: re.Match[str]) -> str:
        share, total = float(m.group(1)), float(m.group(2))
        n = round(_exact(share) * total / 100, 6)
        if total not in have or n not in have:
            return m.group(0)
        return f"{int(n) if n == int(n) else n} "

    return _SHARE_OF.sub(count, text) if "percent" in text.lower() else text


#: a word that makes a percentage a reduction of a price ("30 percent off", "30 % de
#: descuento", "30 percent 할인", "八折" read as "20 percent折扣")
_DISCOUNT = re.compile(
    r"discount|\boff\b|rabatt|ermäßigung|nachlass|réduction|remise|descuento|rebaja|할인|折扣|优惠|減|减"
)
_PERCENT = re.compile(r"(?<![\d.])(\d+(?:\.\d+)?) percent")


def _percents(text: str) -> list[tuple[float, bool, int]]:
    """Each percentage of canonical ``text``, whether a word of discount stands near it
    (two words either side), and where it ends."""
    out = []
    for m in _PERCENT.finditer(text):
        near = text[max(0, m.start() - 16) : m.end() + 16]
        out.append((float(m.group(1)), _DISCOUNT.search(near) is not None, m.end()))
    return out


def complement_said(n: float, claim: str, texts: Sequence[str]) -> bool:
    """The claim's percentage ``n`` of a price is the premise's discount the other way
    round ("70 % of the full price" where the premise gives "30 % off", "支付原价的80%"
    where it says "八折"): the same value in another form."""
    mine = [off for v, off, _ in _percents(canonical(normalize(claim))) if v == n]
    if not mine or any(mine):
        return False
    theirs = [p for t in texts for p in _percents(canonical(normalize(t)))]
    return any(off and round(100 - v, 6) == n for v, off, _ in theirs)


def rate_said(n: float, claim: str, texts: Sequence[str]) -> bool:
    """The claim's ``n`` says how often as the premise does in another form ("every six
    months" where it says "twice a year", "three times an hour" where "every 20
    minutes": :mod:`ragmeter.text.rates`)."""
    said = canonical(normalize(claim))
    # (each number of the rate's words: "60 minute에 3 대꼴로" says 60 and 3)
    mine = [r.per_minute for r in rates(said) if r.said == n or n in _numbers_in(said[r.start : r.end])]
    theirs = [r for t in texts for r in rates(canonical(normalize(t)))]
    return any(same_rate(a, r.per_minute) for a in mine for r in theirs)


def _numbers_in(text: str) -> set[float]:
    return {float(x) for x in re.findall(r"\d+(?:\.\d+)?", text)}


#: verbs of a service running, said of what the premise names ("The bus runs ...", "다닙니다")
_RUNS = re.compile(
    r"^(?:runs?|goes|go|leaves?|departs?|comes?|fährt|fahren|verkehrt|passe|passent|circule|circula"
    r"|pasa|pasan|sale|salen|다닙|다녀|다니|운행|출발|있)"
)


def rate_restated(claim: str, sentences: Sequence[str]) -> int | None:
    """The premise sentence that says how often as a claim of nothing but how often does,
    in another form ("Three times an hour." where the bus runs every 20 minutes, "한 시간에
    세 대꼴로 다닙니다" where "20분 간격으로 운행합니다"); or None. The claim's other words
    must be in that sentence but for a verb of running."""
    said = canonical(normalize(claim))
    mine = rates(said)
    if len(mine) != 1:
        return None
    rest = said[: mine[0].start] + " " + said[mine[0].end :]
    need = [t for t in content_tokens(rest) if not _RUNS.match(t) and not t.isdigit()]
    for k, sentence in enumerate(sentences):
        theirs = canonical(normalize(sentence))
        if any(same_rate(mine[0].per_minute, r.per_minute) for r in rates(theirs)):
            have = set(content_tokens(theirs))
            if all(t in have for t in need):
                return k
    return None


#: one departure, one time after a word of how often ("每小时一班", "매시간 1회")
_ONE_EACH = re.compile(r"\s?(?:一|1)\s?(?:班|次|趟|回|번|회)")


#: the premise sentences read for a bare rate that shares no word with any
MAX_RATE_SENTENCES = 50


def rate_restated_in(al: Alignment) -> int | None:
    """:func:`rate_restated` over the claim's best premise sentences (or, for a bare rate
    that shares no word to rank them by, the first :data:`MAX_RATE_SENTENCES`): the index of
    the sentence, or None."""
    sents = al.premise.sentences
    ranked = al.ranked[:MAX_SENTENCES] or list(range(min(len(sents), MAX_RATE_SENTENCES)))
    found = rate_restated(al.claim, [sents[k].text for k in ranked])
    return None if found is None else ranked[found]


def rate_conflict(claim: str, best: Sequence[str], premises: Sequence[str]) -> tuple[str, str] | None:
    """(the claim's rate, the premise's): a claim of how often ("游船每小时一班", "every 30
    minutes") where the best premise sentence gives another rate and no premise gives the
    claim's, in any form."""
    said = canonical(normalize(claim))
    mine = rates(said)
    # (a word of how often says it only before a count, "每小时一班": "每年的五月一日到十月七日",
    # "每周二到周日", "daily" say when, the date and day checks' to read)
    if len(mine) != 1 or (mine[0].said == 0 and not _ONE_EACH.match(said, mine[0].end)):
        return None
    if any(
        same_rate(mine[0].per_minute, r.per_minute) for p in premises for r in rates(canonical(normalize(p)))
    ):
        return None
    for sentence in best:
        text = canonical(normalize(sentence))
        theirs = rates(text)
        if theirs:
            return said[mine[0].start : mine[0].end], text[theirs[0].start : theirs[0].end]
    return None


def values_as_claimed(claim: str, evidence: str) -> str:
    """``evidence`` (canonical) with the claim's form of a value it gives otherwise
    after its own, for the model, which reads words, not sums: "a 25 percent discount"
    -> "a 25 percent (75 percent) discount" for a claim of "75 percent of the price",
    "4 times a year" -> "4 times a year (every 3 months)"."""
    inserts: list[tuple[int, str]] = []
    lowered = evidence.lower()
    mine = {v for v, off, _ in _percents(claim.lower()) if not off}
    for v, off, end in _percents(lowered):
        other = round(100 - v, 6)
        if off and other in mine and v not in mine:
            inserts.append((end, f" ({other:g} percent)"))
    claimed = rates(claim.lower())
    for r in rates(lowered):
        said = [claim[c.start : c.end] for c in claimed if same_rate(c.per_minute, r.per_minute)]
        if said and said[0].lower() != lowered[r.start : r.end]:
            inserts.append((r.end, f" ({said[0]})"))
    for at, text in sorted(inserts, reverse=True):
        evidence = evidence[:at] + text + evidence[at:]
    return evidence


def combined(n: float, claim: str, premise_numbers: Iterable[float]) -> bool:
    """``n`` is the sum or the product of two other numbers the claim states and the
    premises give ("$180: the $120 tuning plus $60 for the pitch raise", "3 nights at
    $95 come to $285"): worked out, not invented."""
    have = set(premise_numbers)
    parts = sorted(v for v in values(claim) if v in have and v != n)
    return any(
        abs(a + b - n) < 1e-6 or abs(a * b - n) < 1e-6 for i, a in enumerate(parts) for b in parts[i + 1 :]
    )
