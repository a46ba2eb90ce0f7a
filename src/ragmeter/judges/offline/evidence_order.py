"""The evidence sentences a check reads beside the best ones: the sentence before each
(a pronoun's name, a moment a clause points back to may stand there)."""

from __future__ import annotations

from ragmeter.judges.offline.align import Alignment
from ragmeter.text.referents import moments_resolved

__all__ = ["in_order", "timed_sentences"]


def timed_sentences(al: Alignment) -> list[str]:
    """The three best sentences with a reference back to a moment said as that moment (in
    the sentence, or the one before it in its premise: "... until 31 May. After that, ...")."""
    sents = al.premise.sentences
    out = []
    for k in al.ranked[:3]:
        j = _previous(al, k)
        out.append(moments_resolved(sents[k].text, "" if j is None else sents[j].text))
    return out


def in_order(al: Alignment) -> list[str]:
    """The three best sentences, each with the one before it in its premise, in the
    order of the text (a pronoun's name may stand in the sentence before)."""
    keep: set[int] = set()
    for k in al.ranked[:3]:
        keep.add(k)
        if (j := _previous(al, k)) is not None:
            keep.add(j)
    return [al.premise.sentences[k].text for k in sorted(keep)]


def _previous(al: Alignment, k: int) -> int | None:
    """The sentence before sentence ``k`` in its premise (None for the first)."""
    sents = al.premise.sentences
    return k - 1 if k > 0 and sents[k - 1].premise == sents[k].premise else None
