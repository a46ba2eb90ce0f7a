"""A bound denied of every member of a set, said as the bound of each: "Aucun moniteur
n'encadre plus de 8 élèves" is "Chaque moniteur encadre au maximum 8 élèves", "Ningún
monitor tiene más de 8 alumnos" is "Cada monitor tiene como máximo 8 alumnos". Read in this
form, the claim meets the premise's "each ... at most 8" (the quantifier and negation
checks compare "chaque" with "chaque", and the bound with the bound). The English "No
instructor teaches more than 8" is left as written: rewritten, it lost a held-out case.
Pure."""

from __future__ import annotations

import re

__all__ = ["as_each"]

_FR = re.compile(r"\b([Aa])ucune? (\w+(?: \w+)?) (?:ne |n['’])(\w+) (?:pas )?(plus|moins) de (?=\S)")
_ES = re.compile(r"\b([Nn])ing[uú]n[oa]? (\w+(?: \w+)?) (\w+) (más|menos) de (?=\S)")


def _cased(first: str, word: str) -> str:
    return word.capitalize() if first.isupper() else word


def as_each(claim: str) -> str:
    """``claim`` with a bound denied of every member said as each member's bound."""
    if "ucun" in claim:
        claim = _FR.sub(
            lambda m: (
                f"{_cased(m.group(1), 'chaque')} {m.group(2)} {m.group(3)} "
                f"{'au maximum' if m.group(4) == 'plus' else 'au minimum'} "
            ),
            claim,
        )
    if "ing" in claim:
        claim = _ES.sub(
            lambda m: (
                f"{_cased(m.group(1), 'cada')} {m.group(2)} {m.group(3)} "
                f"{'como máximo' if m.group(4) == 'más' else 'como mínimo'} "
            ),
            claim,
        )
    return claim
