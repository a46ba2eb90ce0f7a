"""How metrics and diagnoses are named on screen: one place for every renderer.

A metric is shown by its name, with ``↓`` when lower is better; narrow columns use a
short name (``faith``, ``ctx_recall``); the runs list, narrower still, a tiny one.
"""

from __future__ import annotations

from collections.abc import Mapping

__all__ = ["DIAGNOSIS_SHORT", "HEADLINE", "SHORT", "diagnosis_short", "metric_label", "short_label"]

#: short column names of the default metrics
SHORT: Mapping[str, str] = {
    "faithfulness": "faith",
    "answer_relevancy": "relevancy",
    "context_precision": "ctx_prec",
    "context_recall": "ctx_recall",
    "answer_correctness": "correct",
    "hallucination": "halluc",
}
_TINY: Mapping[str, str] = {
    "answer_relevancy": "relev",
    "context_precision": "c_prec",
    "context_recall": "c_rec",
}

#: the metrics that headline a run (cards, trend, runs list), in this order
HEADLINE = ("overall", "faithfulness", "answer_relevancy", "context_precision", "context_recall")

DIAGNOSIS_SHORT: Mapping[str, str] = {
    "pass": "pass",
    "fix_retrieval": "retr",
    "fix_generation": "gen",
    "correct_refusal": "ok_refuse",
    "should_refuse": "should_refuse",
    "unknown": "?",
}


def metric_label(name: str, higher_is_better: bool = True, *, words: bool = False) -> str:
    """``name``, marked when lower is better (``↓``, or ``(lower is better)`` in prose)."""
    if higher_is_better:
        return name
    return f"{name} (lower is better)" if words else f"{name} ↓"


def short_label(name: str, higher_is_better: bool = True, *, tiny: bool = False) -> str:
    """A column header: the short name (``tiny`` for the narrowest tables), marked ``↓``
    when lower is better."""
    if tiny and name in _TINY:
        return _TINY[name]
    return metric_label(SHORT.get(name, name), higher_is_better)


def diagnosis_short(label: str) -> str:
    return DIAGNOSIS_SHORT.get(label, label)
