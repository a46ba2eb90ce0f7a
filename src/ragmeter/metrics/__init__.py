"""Metric registry: every metric ragmeter knows, and how names parse.

>>> str(parse_metric("NDCG@10"))
'ndcg@10'
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from ragmeter.metrics import judged, overall, ranking, text
from ragmeter.metrics.base import Kind, Metric, MetricSpec, Need

__all__ = [
    "DEFAULT_METRICS",
    "Kind",
    "Metric",
    "MetricSpec",
    "Need",
    "available",
    "parse_metric",
    "parse_metrics",
]

_SPECS: tuple[MetricSpec, ...] = (*judged.SPECS, *text.SPECS, *ranking.SPECS, overall.SPEC)
_BY_NAME: dict[str, MetricSpec] = {}
for _spec in _SPECS:
    for _name in (_spec.name, *_spec.aliases):
        _BY_NAME[_name.lower()] = _spec

DEFAULT_METRICS: tuple[str, ...] = (
    "faithfulness",
    "answer_relevancy",
    "context_precision",
    "context_recall",
    "answer_correctness",
    "hallucination",
    "overall",
)

_NAME = re.compile(r"^\s*([A-Za-z][A-Za-z0-9_]*?)\s*@\s*(\d+)\s*$")


def available() -> list[MetricSpec]:
    """All metric specs, in the order they are listed by ``ragmeter metrics``."""
    return list(_SPECS)


def parse_metric(name: str | Metric) -> Metric:
    """Parse ``"recall@5"``, ``"ndcg@10"``, ``"P_5"``, ``"faithfulness"`` into a Metric."""
    if isinstance(name, Metric):
        return name
    spec = _BY_NAME.get(name.strip().lower())
    if spec is not None:
        return Metric(spec)
    m = _NAME.match(name)
    if m:
        spec = _BY_NAME.get(m.group(1).lower())
        if spec is not None:
            return Metric(spec, int(m.group(2)))
    retrieval = _retrieval_measure(name)
    if retrieval is not None:
        return retrieval
    known = ", ".join(sorted(s.name + ("@k" if s.takes_k else "") for s in _SPECS))
    raise ValueError(f"unknown metric {name!r}; known metrics: {known}")


def _retrieval_measure(name: str) -> Metric | None:
    """trec_eval spellings (``P_5``, ``ndcg_cut_10``, ``success_5``, ``recip_rank``) parse
    through the retrieval module's measure names, so the two registries never disagree."""
    from ragmeter.retrieval.measures import parse_measure

    try:
        measure = str(parse_measure(name))
    except ValueError:
        return None
    base, _, k = measure.partition("@")
    spec = _BY_NAME.get(base)
    if spec is None:
        return None
    return Metric(spec, int(k) if k else None)


def parse_metrics(names: str | Iterable[str | Metric] | None) -> list[Metric]:
    """A comma-separated string or a list of names/metrics; ``None`` gives the defaults.
    Duplicates are dropped, order kept."""
    if names is None:
        names = DEFAULT_METRICS
    if isinstance(names, str):
        names = [n for n in names.split(",") if n.strip()]
    out: dict[str, Metric] = {}
    for n in names:
        metric = parse_metric(n)
        out.setdefault(str(metric), metric)
    if not out:
        raise ValueError("no metrics given")
    return list(out.values())


def headline(metrics: Sequence[Metric]) -> list[Metric]:
    return [m for m in metrics if m.kind is not Kind.DERIVED]
