"""Answer relevancy without a model call: the question's key terms found in the answer,
or, when it words them differently, the semantic similarity of the two."""

from __future__ import annotations

from ragmeter.judges.base import Relevance
from ragmeter.text.similarity import Similarity
from ragmeter.text.tokenize import char_ngrams, content_tokens

__all__ = ["MAX_ANSWER_CHARS", "relevance"]

#: characters of the answer read for relevancy (the question's terms are looked for in
#: its first 100,000 characters; E5 reads its first 512 tokens anyway)
MAX_ANSWER_CHARS = 100_000

_QUESTION_WORDS = frozenset(
    [
        "what",
        "which",
        "who",
        "whom",
        "whose",
        "when",
        "where",
        "why",
        "how",
        "much",
        "many",
        "long",
        "often",
        "does",
        "did",
        "is",
        "are",
        "was",
        "were",
        "can",
        "could",
        "should",
        "would",
        "will",
        "tell",
        "explain",
        "describe",
        "give",
        "list",
        "name",
        "please",
    ]
)


def relevance(question: str, answer: str, similarity: Similarity | None = None) -> Relevance:
    """max(share of the question's key terms in the answer, rescaled similarity)."""
    cut = len(answer) > MAX_ANSWER_CHARS
    answer = answer[:MAX_ANSWER_CHARS]
    q_tokens = [t for t in dict.fromkeys(content_tokens(question)) if t not in _QUESTION_WORDS]
    a_tokens = set(content_tokens(answer))
    a_grams = char_ngrams(answer)
    if not q_tokens:
        return Relevance(1.0, "the question has no content words to look for")
    hit = []
    for tok in q_tokens:
        if tok in a_tokens:
            hit.append(tok)
            continue
        grams = char_ngrams(tok)
        if grams and len(grams & a_grams) / len(grams) >= 0.5:
            hit.append(tok)
    lexical = len(hit) / len(q_tokens)
    missing = [t for t in q_tokens if t not in hit]
    reason = f"the answer mentions {len(hit)} of the question's {len(q_tokens)} key terms"
    if missing:
        reason += " (not: " + ", ".join(missing[:6]) + ")"
    score = lexical
    if similarity is not None and lexical < 1.0:
        sem = similarity.similarity(question, answer)
        if sem > lexical:
            score = sem
            reason += f"; {similarity.name} similarity to the question {sem:.2f}"
    if cut:
        reason += f" (in the answer's first {MAX_ANSWER_CHARS:,} characters)"
    return Relevance(score, reason)
