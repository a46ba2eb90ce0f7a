"""A toy RAG system over examples/corpus, for the README's walk-through:

    ragmeter eval testset.jsonl --system examples/toy_rag.py:answer

BM25 over the same chunks `ragmeter generate` cuts (so its context ids match the test
set's relevant_ids), two passages retrieved, the best-matching sentence as the answer.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ragmeter.testing.rag_server import ToyRAG

_RAG = ToyRAG.from_corpus(Path(__file__).parent / "corpus", k=2)


def answer(question: str) -> dict[str, Any]:
    """``{"answer": str, "contexts": [{"id", "text", "score"}]}``"""
    return _RAG.answer(question)
