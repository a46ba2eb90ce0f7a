"""Names written short or in another language, and titles before a name: part of the
canonical forms of :mod:`ragmeter.text.canon` and of the names
:func:`ragmeter.text.facts.entities` reads.

Each organisation or country below has one canonical name (English, lower case); every
other way of writing it becomes that name: "WHO", "OMS", "Weltgesundheitsorganisation",
"Organisation mondiale de la santé", "세계보건기구", "世界卫生组织" -> "world health
organization"; "UN", "UNO", "ONU", "Vereinte Nationen", "Nations unies", "유엔",
"联合国" -> "united nations"; and the EU, the US and the UK likewise.

Acronyms that are also ordinary words in lower case ("WHO" / "who", "UN" / "un",
"US" / "us", "EU" / "eu") are read only in capitals, by :func:`expand_acronyms` on the
text before it is lower-cased; the rest by :func:`names` on canonical text.

Titles are not part of a name's value: "Madame", "Mme", "Dr.", "doctora", "Dra.",
"Prof.", "Sra." ... become one short form each ("mme", "dr", "prof", "sra"), which
:func:`ragmeter.text.tokenize.content_tokens` does not count and
:func:`ragmeter.text.facts.entities` leaves out of a name.
"""

from __future__ import annotations

import re

__all__ = ["ENTITY_ALIASES", "TITLES", "TITLE_WORDS", "TRIGGER_WORDS", "expand_acronyms", "names"]

#: canonical name -> its other forms in the six languages (lower case, after NFKC)
_NAME_FORMS: dict[str, tuple[str, ...]] = {
    "world health organization": (
        "world health organisation", "weltgesundheitsorganisation", "organisation mondiale de la santé",
        "organización mundial de la salud", "세계보건기구", "世界卫生组织", "世界衛生組織", "世卫组织",
        "世衛組織", "oms",
    ),
    "united nations": (
        "vereinte nationen", "vereinten nationen", "organisation des nations unies", "nations unies",
        "organización de las naciones unidas", "naciones unidas", "국제연합", "유엔", "联合国", "聯合國",
        "onu",
    ),
    "european union": (
        "europäische union", "europäischen union", "union européenne", "unión europea", "유럽연합",
        "欧洲联盟", "歐洲聯盟", "欧盟", "歐盟",
    ),
    "united states": ("미국", "美国", "美國"),
    "united kingdom": ("영국", "英国", "英國"),
}  # fmt: skip
_FORM_TO_NAME = {form: name for name, forms in _NAME_FORMS.items() for form in forms}
_BY_LENGTH = sorted(_FORM_TO_NAME, key=len, reverse=True)
#: a Latin form as a whole word (after an elided "l'" / "d'"), a Hangul or Han form anywhere
_NAMES = re.compile(
    "("
    + "|".join(re.escape(f) for f in _BY_LENGTH if f[0].isascii())
    + r")(?![\w])|("
    + "|".join(re.escape(f) for f in _BY_LENGTH if not f[0].isascii())
    + ")"
)
_WORD_CHAR = re.compile(r"\w")
_LATIN_WORD = re.compile(r"[a-zà-ÿ]+")
#: acronyms read only in capitals -> the name written out (capitalised, so that the
#: text around it reads as before)
_ACRONYMS = {
    "WHO": "World Health Organization", "OMS": "World Health Organization",
    "UN": "United Nations", "UNO": "United Nations", "ONU": "United Nations",
    "EU": "European Union", "UE": "European Union", "US": "United States",
    "EE. UU.": "Estados Unidos", "EE.UU.": "Estados Unidos", "EE. UU": "Estados Unidos",
}  # fmt: skip
_ACRONYM = re.compile(
    r"("
    + "|".join(re.escape(a) for a in sorted(_ACRONYMS, key=len, reverse=True))
    + r")(?![A-Za-z0-9$]|\.[A-Za-z])"
)
_ACRONYM_WORD = re.compile(
    r"("
    + "|".join(re.escape(a) for a in sorted(_ACRONYMS, key=len, reverse=True) if a != "US")
    + r")(?![A-Za-z0-9$]|\.[A-Za-z])"
)
_HAS_ACRONYM = re.compile(r"[A-Z]{2}")

#: a title (lower case, after NFKC) -> its one short form
_TITLE_FORMS = {
    "madame": "mme", "mme": "mme", "mademoiselle": "mlle", "mlle": "mlle",
    "dr.": "dr", "dr": "dr", "dra.": "dr", "dra": "dr", "doctora": "dr", "doctor": "dr", "docteur": "dr",
    "doktor": "dr", "prof.": "prof", "prof": "prof", "professor": "prof", "professorin": "prof",
    "professeur": "prof", "professeure": "prof", "profesor": "prof", "profesora": "prof",
    "sra.": "sra", "señora": "sra", "sr.": "sr", "señor": "sr", "srta.": "srta", "señorita": "srta",
    "mr.": "mr", "mrs.": "mrs", "ms.": "ms", "mr": "mr", "mrs": "mrs", "ms": "ms", "maître": "me", "me": "me",
}  # fmt: skip
#: the short forms of titles (not content, for the lexical comparison)
TITLES = frozenset(_TITLE_FORMS.values())
#: the words of titles, without a full stop, that :func:`ragmeter.text.facts.entities`
#: drops from a name ("Frau" and "Herr" only there: in lower case they are also words)
TITLE_WORDS = frozenset({*(t.rstrip(".") for t in _TITLE_FORMS), *TITLES, "frau", "herr", "monsieur"})
_TITLE = re.compile(
    r"("
    + "|".join(re.escape(t) for t in sorted(_TITLE_FORMS, key=len, reverse=True) if _TITLE_FORMS[t] != t)
    + r")(?=\s+[^\W\d_])"
)

#: names written short, as :func:`ragmeter.text.facts.entities` finds them (lower
#: case), and their canonical names
ENTITY_ALIASES = {
    "us": "united states", "u.s": "united states", "u.s.a": "united states", "usa": "united states",
    "united states of america": "united states", "ee. uu": "united states", "ee.uu": "united states",
    "uk": "united kingdom", "u.k": "united kingdom", "eu": "european union", "e.u": "european union",
    "ue": "european union", "who": "world health organization", "oms": "world health organization",
    "un": "united nations", "uno": "united nations", "onu": "united nations",
    "estados unidos": "united states", "états-unis": "united states", "etats-unis": "united states",
    "vereinigte staaten": "united states", "vereinigten staaten": "united states",
    "united kingdom": "united kingdom", "royaume-uni": "united kingdom", "reino unido": "united kingdom",
    "vereinigtes königreich": "united kingdom", "vereinigten königreich": "united kingdom",
    # German abbreviations of common nouns, capitalised as every noun is
    "eg": "erdgeschoss", "og": "obergeschoss", "ug": "untergeschoss",
    "personenkraftwagen": "pkw", "lastkraftwagen": "lkw", "kraftfahrzeug": "kfz",
    "kraftfahrzeuge": "kfz", "gesellschaft mit beschränkter haftung": "gmbh",
    **_FORM_TO_NAME,
}  # fmt: skip


def expand_acronyms(text: str, *, names_only: bool = False) -> str:
    """Acronyms that are ordinary words in lower case ("WHO", "UN", "US"), written out;
    on text before it is lower-cased. "US" only for names (``names_only``): as a word it
    stays the stopword "us", which the lexical comparison has always skipped."""
    if not _HAS_ACRONYM.search(text):
        return text
    if names_only:
        return _ACRONYM.sub(_acronym, text)
    return _ACRONYM_WORD.sub(_acronym, text)


def _acronym(m: re.Match[str]) -> str:
    # after an elided article ("L'ONU") the name stands apart, as "l' united nations"
    # stands in the canonical form of "l'organisation des nations unies"
    before = m.string[m.start() - 1 : m.start()]
    if before and ((before.isascii() and before.isalnum()) or before == "."):
        return m.group(0)  # inside a word or an abbreviation
    return (" " if before in ("'", "’") else "") + _ACRONYMS[m.group(1)]


def _name(m: re.Match[str]) -> str:
    if m.group(2):
        return _FORM_TO_NAME[m.group(2)] + " "
    before = m.string[m.start() - 1 : m.start()]
    if _WORD_CHAR.match(before):
        return m.group(0)  # inside a word
    # after an elided article ("l'onu") the name stands apart: "l' united nations"
    return (" " if before == "'" else "") + _FORM_TO_NAME[m.group(1)]


#: the words a text needs for :func:`names` to change it (a cheap test for the caller)
TRIGGER_WORDS = frozenset(
    {f.split()[0] for f in _FORM_TO_NAME if f[0].isascii()} | {t.rstrip(".") for t in _TITLE_FORMS}
)


def names(t: str, words: frozenset[str] | None = None) -> str:
    """Other forms of the names above as their canonical names, and titles as their
    short forms (on lower-case canonical text whose Latin words, if the caller has them,
    are ``words``: without one of :data:`TRIGGER_WORDS` an ASCII text is left as it is)."""
    if words is None:
        words = frozenset(_LATIN_WORD.findall(t))
    if words.isdisjoint(TRIGGER_WORDS) and t.isascii():
        return t
    t = _NAMES.sub(_name, t)
    return _TITLE.sub(_title, t)


def _title(m: re.Match[str]) -> str:
    if m.start() and (m.string[m.start() - 1].isalnum() or m.string[m.start() - 1] in "._"):
        return m.group(0)  # inside a word
    return _TITLE_FORMS[m.group(1)]
