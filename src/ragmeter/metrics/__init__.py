"""Metrics: definitions as values (:mod:`ragmeter.metrics.base`), the one registry and its
names (:mod:`ragmeter.metrics.registry`), and the pure functions that compute them.

>>> str(parse_metric("NDCG@10"))
'ndcg@10'
>>> str(parse_metric("ndcg(gain=exp)@10"))
'ndcg_exp@10'
"""

from __future__ import annotations

from ragmeter.metrics.base import Kind, Metric, MetricSpec, Need, Param
from ragmeter.metrics.registry import (
    DEFAULT_METRICS,
    available,
    check_metrics,
    headline,
    parse_metric,
    parse_metrics,
    rubric,
    split_names,
)

__all__ = [
    "DEFAULT_METRICS",
    "Kind",
    "Metric",
    "MetricSpec",
    "Need",
    "Param",
    "available",
    "check_metrics",
    "headline",
    "parse_metric",
    "parse_metrics",
    "rubric",
    "split_names",
]
