"""Retrieval metrics over document-id rankings, with trec_eval 10's semantics.

>>> from ragmeter.retrieval import evaluate
>>> qrels = {"q1": {"d1": 1, "d2": 0, "d3": 2}}
>>> run = {"q1": {"d1": 0.9, "d2": 0.8, "d3": 0.7}}
>>> evaluate(qrels, run, ["map", "precision@2", "ndcg@3"])
{'map': 0.8333333333333333, 'precision@2': 0.5, 'ndcg@3': 0.7601875334318685}

Usable on its own: importing it does not import the CLI, rich or pandas.
``ACCELERATED`` says whether the optional C module that reads scores out of dicts and
reads TREC files was built (same results without it, slower on large runs).
"""

from ragmeter.retrieval import kernels
from ragmeter.retrieval.api import MissingQueriesWarning, Prepared, RetrievalResult, evaluate, prepare
from ragmeter.retrieval.inputs import read_qrels, read_run
from ragmeter.retrieval.measures import MEASURES, Measure, parse_measure, parse_measures
from ragmeter.retrieval.ranking import ACCELERATED

__all__ = [
    "ACCELERATED",
    "MEASURES",
    "Measure",
    "MissingQueriesWarning",
    "Prepared",
    "RetrievalResult",
    "evaluate",
    "kernels",
    "parse_measure",
    "parse_measures",
    "prepare",
    "read_qrels",
    "read_run",
]
