"""Retrieval metrics over document-id rankings, with trec_eval's semantics."""

from ragmeter.retrieval import kernels

__all__ = ["kernels"]
