"""Countries, their capitals and the phrases that name a capital by its country.

A careful reader knows that "held in the Portuguese capital" says "held in Lisbon", that
"headquartered in the Danish capital" is "in Copenhagen", and that a study trip to Madrid
is a study trip to Spain. :func:`places_as_theirs` writes a claim's mention of such a place
the way the premises name it, so that the checks and the entailment model compare one
place with itself:

- a capital named by its country ("the capital of Denmark", "die österreichische
  Hauptstadt", "la capitale belge", "la capital española", "한국의 수도", "中国首都") and the
  city's name stand for each other;
- a country the claim names, where the premises name only its capital, becomes the
  capital (what happens in Madrid happens in Spain), unless the claim is negated (not
  in Madrid is not "not in Spain"). A city is never widened the other way: a premise that
  says "Spain" does not say "Madrid".

A mention is rewritten only where the premises name the same place in another form and
never in the claim's form, so a claim that agrees with its premises is read as written,
and "Canberra is the capital of Australia" keeps both of its mentions. The table holds
about fifty countries in the six languages; it is general knowledge, not a domain list.
Pure.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import lru_cache
from importlib.resources import files

from ragmeter.text.polarity_read import negated

__all__ = ["Mention", "mentions", "places_as_theirs"]

#: the table: key | country names | adjectives | capital names (see places.txt)
_TABLE = (files("ragmeter.text") / "places.txt").read_text(encoding="utf-8")


@dataclass(frozen=True, slots=True)
class Mention:
    """A place named in a text: ``kind`` "capital" (a capital named by its country),
    "city" (the capital's name) or "country"; ``key`` the country."""

    start: int
    end: int
    key: str
    kind: str
    text: str


def _split(field: str) -> list[str]:
    out: list[str] = []
    for part in re.findall(r'"[^"]*"|[^,]+', field):
        part = part.strip().strip('"')
        if part:
            out.append(part)
    return out


def _table() -> tuple[dict[str, str], dict[str, str], dict[str, str]]:
    countries: dict[str, str] = {}
    adjectives: dict[str, str] = {}
    capitals: dict[str, str] = {}
    for line in _TABLE.splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        key, names, adjs, caps = line.split("|")
        for name in _split(names):
            countries.setdefault(name, key)
        for adj in _split(adjs):
            adjectives.setdefault(adj.lower(), key)
        for cap in _split(caps):
            capitals.setdefault(cap, key)
    return countries, adjectives, capitals


_COUNTRIES, _ADJECTIVES, _CAPITALS = _table()


def _alternation(names: object) -> str:
    return "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))  # type: ignore[call-overload]


_LOWER_COUNTRIES = {n.lower(): k for n, k in _COUNTRIES.items()}
#: the word of "capital" a phrase of a capital is read around
_ANCHOR = re.compile(r"(?<![\w-])(?:capitale?|hauptstadt)(?![\w-])|수도|首都", re.IGNORECASE)
#: a country's government, which its capital stands for ("on loan from the government of
#: Egypt" is "on loan from Cairo"; "die Regierung Perus", "le gouvernement marocain", "el
#: gobierno argentino", "이집트 정부", "秘鲁政府"); a capital is never widened to it the other way
_GOVERNMENT = re.compile(
    r"(?<![\w-])(?:government|regierung|gouvernement|gobierno)(?![\w-])|정부|政府", re.IGNORECASE
)
#: after it: "capital of (the) France", "capitale de l'Australie", "capital de España",
#: "Hauptstadt (von|der) Australiens", "capitale belge", "capital española"
_AFTER = re.compile(
    r"(?: city)?\s+(?:of (?:the )?|de la |du |de l'|de l’|des |d'|d’|de los |del |de |von |der |des )?"
    r"(?P<w>[^\W\d_][\w'’.-]*(?: [^\W\d_][\w'’.-]*){0,3})",
    re.IGNORECASE,
)
_ARTICLE_BEFORE = re.compile(r"(?<![\w-])(?:the|la|die|der|den)\s+$", re.IGNORECASE)
_CITY_AFTER = re.compile(r"\s+city(?![\w-])", re.IGNORECASE)
#: a Latin name stands between word boundaries; a Hangul name after no other syllable
#: ("우리가" holds no "리가"), a Han one anywhere; a Hangul or Han country name before a word
#: of language, people or style is that compound ("한국어", "中国人", "法国菜"), no place
_HANGUL = "\uac00-\ud7a3"
_COMPOUND = "어인식산계풍제人菜语话式产籍队制风料货"


def _cjk(name: str) -> bool:
    return any("\uac00" <= ch <= "\ud7a3" or "\u4e00" <= ch <= "\u9fff" for ch in name)


def _hangul(name: str) -> bool:
    return "\uac00" <= name[0] <= "\ud7a3"


_ALL_NAMES = {**_COUNTRIES, **_CAPITALS}
_LATIN_NAMES = _alternation(n for n in _ALL_NAMES if not _cjk(n))
_HANGUL_NAMES = _alternation(n for n in _ALL_NAMES if _cjk(n) and _hangul(n))
_HAN_NAMES = _alternation(n for n in _ALL_NAMES if _cjk(n) and not _hangul(n))
_NAMES = re.compile(
    rf"(?<![\w-])(?:{_LATIN_NAMES})(?![\w-])|(?<![{_HANGUL}])(?:{_HANGUL_NAMES})|(?:{_HAN_NAMES})"
)
_QUICK = re.compile(
    r"capital|hauptstadt|수도|首都|정부|政府|[A-ZÀ-ÖØ-Þ]|[\uac00-\ud7a3\u4e00-\u9fff]", re.IGNORECASE
)


def _adjective_key(word: str) -> str | None:
    low = word.lower()
    for cut in (low, re.sub(r"e[nmrs]?$", "", low)):
        if cut in _ADJECTIVES:
            return _ADJECTIVES[cut]
    return None


def mentions(text: str) -> list[Mention]:
    """The places ``text`` names, in order, a capital phrase before the names inside it."""
    if not _QUICK.search(text):
        return []
    found: list[Mention] = []
    taken: list[tuple[int, int]] = []
    for anchor in _ANCHOR.finditer(text):
        phrase = _phrase_at(text, anchor)
        if phrase is not None:
            found.append(phrase)
            taken.append((phrase.start, phrase.end))
    for anchor in _GOVERNMENT.finditer(text):
        phrase = _phrase_at(text, anchor)
        if phrase is not None:
            found.append(replace(phrase, kind="government"))
            taken.append((phrase.start, phrase.end))
    for m in _NAMES.finditer(text):
        name = m.group(0)
        if any(s < m.end() and m.start() < e for s, e in taken):
            continue
        if name in _CAPITALS:
            found.append(Mention(m.start(), m.end(), _CAPITALS[name], "city", name))
        elif not (_cjk(name) and text[m.end() : m.end() + 1] in _COMPOUND and m.end() < len(text)):
            found.append(Mention(m.start(), m.end(), _COUNTRIES[name], "country", name))
    return sorted(found, key=lambda x: x.start)


def _phrase_at(text: str, anchor: re.Match[str]) -> Mention | None:
    """The phrase of a capital around one word of "capital", if it names a country."""
    start, end = anchor.start(), anchor.end()
    if "\uac00" <= text[start] <= "\ud7a3" or "\u4e00" <= text[start] <= "\u9fff":
        # "한국의 수도", "中国(的)首都": the country just before
        before = text[max(0, start - 16) : start]
        bare = re.sub(r"(?:\s*의\s*|的|\s+)$", "", before)
        for n in range(min(len(bare), 12), 0, -1):
            key = _COUNTRIES.get(bare[-n:])
            if key is not None:
                begin = start - len(before) + len(bare) - n
                return Mention(begin, end, key, "capital", text[begin:end])
        return None
    after = _AFTER.match(text, end)
    if after is not None:
        words = after.group("w").split(" ")
        bare_word = not text[end : after.start("w")].strip()  # "capitale belge", no "de"
        for n in range(len(words), 0, -1):
            said = " ".join(words[:n]).rstrip(".")
            key = _country_word(said)
            if key is None and n == 1 and bare_word:
                key = _adjective_key(said)
            if key is not None:
                stop = after.start("w") + len(said)
                return _with_article(text, start, stop, key)
    # before it: "Denmark's capital", "the Danish capital", "der deutschen Hauptstadt",
    # "Deutschlands Hauptstadt"
    words = text[max(0, start - 48) : start].rstrip().split(" ")
    for n in range(min(len(words), 4), 0, -1):
        said = " ".join(words[-n:])
        bare = re.sub(r"(?:'s|’s)$", "", said)
        key = _country_word(bare) or _adjective_key(said)
        if key is not None and said:
            begin = start - 1 - len(said) if text[start - 1 : start] == " " else start - len(said)
            stop = end + (m.end() - m.start() if (m := _CITY_AFTER.match(text, end)) else 0)
            return _with_article(text, begin, stop, key)
    return None


def _country_word(said: str) -> str | None:
    """The country a word names, also in a German genitive ("Australiens", "Deutschlands")."""
    low = said.lower()
    return _LOWER_COUNTRIES.get(low) or (_LOWER_COUNTRIES.get(low[:-1]) if low.endswith("s") else None)


def _with_article(text: str, begin: int, stop: int, key: str) -> Mention:
    article = _ARTICLE_BEFORE.search(text[max(0, begin - 5) : begin])
    if article is not None:
        begin -= len(article.group(0))
    return Mention(begin, stop, key, "capital", text[begin:stop])


#: a preposition of place before a name ("en Allemagne", "à Berlin", "nach Rom", "to Spain")
_PLACE_PREPOSITION = re.compile(r"(?<![\w-])(en|au|aux|à|a|in|nach|to|im|in der)\s+$", re.IGNORECASE)


#: a copula next to a mention: the claim says what the capital is ("The capital of Australia
#: is Sydney", "시드니는 호주의 수도이다", "澳大利亚的首都是悉尼"), which no rewrite may decide
_COPULA_AFTER = re.compile(
    r"^(?:,?\s*(?:is|was|are|were|ist|war|sind|est|était|es|era|sont)(?![\w-])|\s*(?:은|는|이다|입니다|예요|이에요|였|是|为|乃))",
    re.IGNORECASE,
)
_COPULA_BEFORE = re.compile(
    r"(?:(?<![\w-])(?:is|was|are|were|ist|war|sind|est|était|es|era|sont)\s+|是|为)$", re.IGNORECASE
)


def _in_identity(text: str, m: Mention) -> bool:
    return bool(
        _COPULA_AFTER.match(text[m.end : m.end + 12])
        or _COPULA_BEFORE.search(text[max(0, m.start - 12) : m.start])
    )


@dataclass(frozen=True, slots=True)
class _Form:
    text: str
    preposition: str | None


@lru_cache(maxsize=1024)
def _premise_forms(texts: tuple[str, ...]) -> dict[str, dict[str, _Form]]:
    out: dict[str, dict[str, _Form]] = {}
    for text in texts:
        for m in mentions(text):
            if _in_identity(text, m):
                continue  # "The capital of Australia is Sydney" names no capital by it
            before = _PLACE_PREPOSITION.search(text[max(0, m.start - 8) : m.start])
            out.setdefault(m.key, {}).setdefault(m.kind, _Form(m.text, before.group(1) if before else None))
    return out


def places_as_theirs(claim: str, premises: str | tuple[str, ...]) -> str:
    """``claim`` with each place it names written as ``premises`` name it, where they name
    it only in another form (see the module docstring); a country's preposition of place
    becomes the one the premises give its capital ("en Allemagne" -> "à Berlin").

    >>> places_as_theirs("It is held in the Portuguese capital.", "The workshop takes place in Lisbon.")
    'It is held in Lisbon.'
    >>> places_as_theirs("Nordlink is based in Copenhagen.", "Nordlink is based in the Danish capital.")
    'Nordlink is based in the Danish capital.'
    >>> places_as_theirs("The capital of Australia is Sydney.", "Canberra.")
    'The capital of Australia is Sydney.'
    >>> places_as_theirs("Canberra.", "The capital of Australia is Sydney.")
    'Canberra.'
    """
    mine = mentions(claim)
    if not mine:
        return claim
    theirs = _premise_forms((premises,) if isinstance(premises, str) else premises)
    out = claim
    for m in reversed(mine):
        said = theirs.get(m.key, {})
        if m.kind in said or _in_identity(claim, m):
            continue
        found: _Form | None
        if m.kind == "capital":
            found = said.get("city")
        elif m.kind == "city":
            found = said.get("capital") or said.get("government")
        elif m.kind == "government":
            found = None
        else:
            found = None if "country" in said or negated(claim) else said.get("city") or said.get("capital")
        if found is None:
            continue
        form, start = found.text, m.start
        if m.start == 0 and form[:1].islower():
            form = form[:1].upper() + form[1:]
        elif (
            m.start > 0
            and form[:1].isupper()
            and form.split()[0].lower() in ("the", "la", "die", "der", "den")
        ):
            form = form[:1].lower() + form[1:]
        before = _PLACE_PREPOSITION.search(out[max(0, m.start - 8) : m.start])
        if before and found.preposition and before.group(1).lower() != found.preposition.lower():
            start = m.start - len(before.group(0))
            form = f"{found.preposition} {form}"
        out = out[:start] + form + out[m.end :]
    return out
