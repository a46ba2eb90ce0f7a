"""Appositions after a name, set apart from the clause they sit in.

"Since 2021, Park Junho, a student of chef Kim Seoyeon, has run the cooking class" says
two things: Park Junho has run the class, and he is a student of Kim Seoyeon. Read as one
clause, Kim Seoyeon stands in the clause that runs the class, and a claim that she runs
it looks restated. :func:`split_appositions` returns the clause without its appositions,
then each apposition on its own ("a student of chef Kim Seoyeon"), in English, German,
French and Spanish: a noun phrase between commas right after a capitalised word, opening
with an article or with a noun and "of" / "von" / "de", holding no verb we know, and
followed by a word in lower case (the clause goes on: "Portland, Maine, is ..." keeps
"Maine", a name).
"""

from __future__ import annotations

import re

__all__ = ["split_appositions"]

_OPENING = (
    r"(?:(?:a|an|the|ein|eine|einer|eines|der|die|das|un|une|le|la|l'|el|los|las)\s+"
    r"|[a-zà-öø-ÿß]+\s+(?:of|von|de|del|du|des)\s+"
    # (a name's possessive: "Clara, Henrik Olsen's wife, writes the plays")
    r"|(?:[A-ZÀ-ÖØ-Þ][\w-]*\s+){0,2}[A-ZÀ-ÖØ-Þ][\w-]*['’]s\s+(?=[a-zà-öø-ÿß]))"
)
_APPOSITION = re.compile(rf"\b([A-ZÀ-ÖØ-Þ][\w'’-]*),\s+({_OPENING}[^,;:!?()]{{1,80}}?),\s+(?=[a-zà-öø-ÿß])")
#: a clause, not a noun phrase: a verb or a relative word inside
_VERB = re.compile(
    r"\b(?:who|which|that|whose|is|are|was|were|has|have|had|will|would|can|could|being|having"
    r"|ist|sind|war|waren|hat|haben|wird|wurde|est|sont|était|été|ont|sera|qui|que|dont|es|era|fue"
    r"|han|será)\b",
    re.IGNORECASE,
)
#: words in an apposition at most
MAX_WORDS = 8


def split_appositions(clause: str) -> list[str]:
    """``clause`` without the appositions after its names, then the appositions; the clause
    alone when it has none."""
    found: list[str] = []

    def cut(m: re.Match[str]) -> str:
        body = m.group(2)
        if len(body.split()) > MAX_WORDS or _VERB.search(body):
            return m.group(0)
        found.append(body.strip())
        return m.group(1) + " "

    main = _APPOSITION.sub(cut, clause)
    return [main, *found] if found else [clause]
