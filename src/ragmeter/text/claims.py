"""Atomic claims: sentences (pysbd), then the statements inside them.

A sentence is cut where it joins statements that stand alone: ``;``, ", and/but/while"
between clauses, a non-restrictive relative clause (", which ...", ", who ...") becomes
its own claim about its antecedent, and Korean/Chinese clause connectives are cut the
same way. Conversational wrappers that assert nothing are removed first ("Yes,",
"No, but", "I think", "Did you know that ...?"). Every cut keeps both halves only when
each still has content of its own, so a claim is never a fragment.
"""

from __future__ import annotations

import re
from functools import lru_cache

from ragmeter.text.sentences import sentences
from ragmeter.text.tokenize import content_tokens

__all__ = ["claims", "split_sentence"]

_MIN_CLAIM_TOKENS = 2

_CLAUSE_SPLIT = re.compile(
    r";\s+"
    r"|,\s+(?:and|but|while|whereas|although|though)\s+(?=[a-z])"
    r"|,\s*(?:그리고|하지만|그러나|또한)\s*"
    r"|(?<=[가-힣])(?:고|며|지만|으나)\s*,\s*"
    r"|[，,]\s*(?:而且|但是|但|并且|同时|此外)"
    r"|；"
)
# Wrappers around a statement that assert nothing themselves.
_LEAD = re.compile(
    r"^(?:(?:yes|yeah|yep|no|nope|well|oh|ok|okay|sure|actually|indeed|right|hmm+|wow|"
    r"haha|lol|so|also|true|exactly|absolutely|definitely|of course)\b[\s,.!:;-]*)+",
    re.IGNORECASE,
)
_HEDGED_LEAD = re.compile(
    r"^(?:(?:i'?m|i am) not sure|not sure|i (?:do not|don't) know|i have no idea)"
    r"[\s,.!]*(?:but|however)[\s,]+|^(?:i think|i believe|i heard|i read|i know|"
    r"it seems|apparently)(?: that)?[\s,]+|^(?:did|do) you know(?: that)?[\s,]+",
    re.IGNORECASE,
)
_RELATIVE = re.compile(
    r",\s+(which|who|whose|one of|a|an|the|including|making|becoming)\s+([^,]+?)(?:,\s+|$)"
)
_ANTECEDENT_CUT = re.compile(
    r"\b(?:a|an|the|of|in|on|at|to|by|for|with|from|is|was|are|were|has|had|and|that)\b",
    re.IGNORECASE,
)


def _enough(text: str) -> bool:
    return len(content_tokens(text)) >= _MIN_CLAIM_TOKENS


def _unwrap(sentence: str) -> str:
    """Remove conversational wrappers; a bare "Did you know X?" asserts X."""
    out = sentence
    for _ in range(3):
        new = _HEDGED_LEAD.sub("", _LEAD.sub("", out)).strip()
        if new == out:
            break
        out = new
    if not _enough(out):
        return sentence
    if out != sentence and out.endswith("?"):
        out = out[:-1].rstrip() + "."
    return out[:1].upper() + out[1:] if out[:1].islower() and sentence[:1].isupper() else out


def _antecedent(head: str) -> str:
    """The noun phrase a relative clause hangs on: the words after the last
    article, preposition or verb of the head (at most four)."""
    words = head.split()
    cut = 0
    for m in _ANTECEDENT_CUT.finditer(head):
        cut = len(head[: m.end()].split())
    tail = words[cut:] or words[-3:]
    return " ".join(tail[-4:])


def _relative(sentence: str) -> list[str]:
    m = _RELATIVE.search(sentence)
    if not m:
        return [sentence]
    head = sentence[: m.start()]
    rest = sentence[m.end() :]
    main = (head + (" " + rest if rest else "")).strip()
    if main and main[-1] not in ".!?":
        main += "."
    joiner = m.group(1) if m.group(1) not in ("which", "who", "whose") else ""
    clause = " ".join(p for p in (_antecedent(head), joiner, m.group(2).strip()) if p).rstrip(".") + "."
    if not (_enough(main) and _enough(clause) and _enough(head)):
        return [sentence]
    return [main, clause]


def split_sentence(sentence: str) -> list[str]:
    """The claims of one sentence."""
    sent = _unwrap(sentence.strip())
    parts = [p.strip(" ,;，；") for p in _CLAUSE_SPLIT.split(sent)]
    parts = [p for p in parts if p]
    if not (len(parts) > 1 and all(_enough(p) for p in parts)):
        parts = [sent]
    out: list[str] = []
    for p in parts:
        out.extend(_relative(p))
    return [p for p in out if content_tokens(p)]


@lru_cache(maxsize=4096)
def _claims_cached(text: str) -> tuple[str, ...]:
    return tuple(c for s in sentences(text) for c in split_sentence(s))


def claims(text: str) -> list[str]:
    """Atomic claims of a text, in order."""
    if not text or not text.strip():
        return []
    return list(_claims_cached(text))
