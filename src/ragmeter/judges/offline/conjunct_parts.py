"""A claim of coordinated clauses that the premise states in two places ("Ciel d'Azur
trains its pilots on the Cessna 172, and its chief instructor flew 21 years for Air
Lumière", each clause in a sentence of its own): the model reads one evidence window and
may lean against the whole, though it entails each clause against its own sentence.

:func:`conjunct_parts` gives the alignment of each clause where every clause can stand on
its own: content of its own (a clause of a verb and its object only, "costs 25 euros",
could be said of anything), most of its units found in its best sentence, and no
explicit check against it. Pure."""

from __future__ import annotations

from collections.abc import Mapping

from ragmeter.judges.offline.align import Alignment
from ragmeter.judges.offline.checks import checks
from ragmeter.judges.offline.model_text import model_pair
from ragmeter.judges.offline.nli import CrossEncoder
from ragmeter.judges.offline.problems import problem
from ragmeter.text.clauses import conjuncts
from ragmeter.text.tokenize import content_tokens

__all__ = ["MAX_CLAUSES", "MIN_TOKENS", "PRESENT", "conjunct_parts", "each_clause_entailed"]

#: the most coordinated clauses read one by one (a longer claim is a list)
MAX_CLAUSES = 4
#: the content tokens a clause needs to stand on its own
MIN_TOKENS = 4
#: the share of a clause's content its best premise sentence must have
PRESENT = 0.8


def conjunct_parts(al: Alignment) -> list[Alignment] | None:
    """The alignment of each coordinated clause of the claim, or None where it has one
    clause, too many, or one that cannot stand on its own (see the module)."""
    parts = conjuncts(al.claim)
    if not 2 <= len(parts) <= MAX_CLAUSES:
        return None
    out = []
    for part in parts:
        if len(content_tokens(part)) < MIN_TOKENS:
            return None
        own = al.premise.align(part)
        if own.cov_best < PRESENT or problem(own, checks(own)) is not None:
            return None
        out.append(own)
    return out


def each_clause_entailed(
    encoder: CrossEncoder, leaning: Mapping[int, Alignment]
) -> dict[int, tuple[str, float]]:
    """Of the claims the model leans against (index -> alignment), the ones whose
    coordinated clauses it entails each against its own best sentence: index -> (the
    least sure clause, its logit). The clauses of all claims are read in one batch."""
    asked = [(i, part) for i, al in leaning.items() for part in conjunct_parts(al) or ()]
    if not asked:
        return {}
    least: dict[int, tuple[str, float]] = {}
    for (i, part), z in zip(asked, encoder.logits([model_pair(p, p.claim) for _, p in asked]), strict=True):
        if i not in least or z < least[i][1]:
            least[i] = (part.claim, float(z))
    return {i: found for i, found in least.items() if found[1] >= 0.0}
