"""Text handling shared by judges and metrics (English, Korean, Chinese, any Unicode)."""

from __future__ import annotations

__all__ = ["clear_caches"]


def clear_caches() -> None:
    """Empty the memo caches of tokenisation, sentences, claims and facts (benchmarks
    call it between judges so that no judge profits from another's warm caches)."""
    from ragmeter.text import canon, claims, facts, lexicon, refusal, sentences, similarity, tokenize

    for fn in (
        tokenize._words_cached,
        tokenize._words_long,
        sentences._sentences_cached,
        claims.claim_split,
        canon._canonical_cached,
        canon._canonical_long,
        facts._read,
        facts.entities,
        refusal.refusal_parts,
        lexicon.stem,
        similarity._char_profile,
    ):
        fn.cache_clear()
