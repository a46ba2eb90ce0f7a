"""Test-set generation: from a folder of documents to evaluation records
(``ragmeter generate``, :func:`ragmeter.generate`).

* :mod:`~ragmeter.testset.corpus`: documents (.txt, .md, .html, .pdf, JSONL) and chunks
  with stable ids (``<document id>#<start>-<end>``), :func:`remap_relevant_ids` for
  your own chunking.
* :mod:`~ragmeter.testset.plan`: seed 001's question types and the passages each is
  asked on.
* :mod:`~ragmeter.testset.generator`: generate, filter (locally, then with one
  critique call per batch), report every drop by reason; all calls through the LLM
  judge's cache, retries and concurrency.
"""

from ragmeter.testset.api import NEEDS_LLM, estimate_generation, generate
from ragmeter.testset.corpus import Chunk, Corpus, Document, chunk_document, load_corpus, remap_relevant_ids
from ragmeter.testset.generator import DROP_REASONS, GenerateResult
from ragmeter.testset.plan import DEFAULT_MIX, QUESTION_TYPES, parse_types

__all__ = [
    "DEFAULT_MIX",
    "DROP_REASONS",
    "NEEDS_LLM",
    "QUESTION_TYPES",
    "Chunk",
    "Corpus",
    "Document",
    "GenerateResult",
    "chunk_document",
    "estimate_generation",
    "generate",
    "load_corpus",
    "parse_types",
    "remap_relevant_ids",
]
