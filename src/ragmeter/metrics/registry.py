"""The one metric registry: every metric ragmeter knows, how names parse, and the check
that runs before any sample.

Names parse in the ir_measures manner: ``name``, ``name@k``, ``name(param=value, ...)``
and ``name(param=value)@k``; values are bare words or paths, or quoted (``'a b'``).
Retrieval measures also parse by their trec_eval and ranx spellings (``P_5``,
``ndcg_cut_10``, ``recip_rank``, ``ndcg_exp@10``), through :mod:`ragmeter.retrieval`'s own
parser, so the two registries cannot disagree.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Mapping, Sequence
from typing import Any

from ragmeter.errors import ConfigError
from ragmeter.judges.rubric import Rubric, RubricExample
from ragmeter.metrics import (
    claims,
    conversation,
    installed,
    judged,
    overall,
    quality,
    ranking,
    rubrics,
    text,
    toolcalls,
)
from ragmeter.metrics.base import Kind, Metric, MetricSpec

__all__ = [
    "DEFAULT_METRICS",
    "available",
    "check_metrics",
    "headline",
    "installed_origins",
    "installed_problems",
    "parse_metric",
    "parse_metrics",
    "rubric",
    "rubric_metric",
    "split_names",
]

_SPECS: tuple[MetricSpec, ...] = (
    *judged.SPECS,
    *claims.SPECS,
    *quality.SPECS,
    *rubrics.SPECS,
    *text.SPECS,
    *toolcalls.SPECS,
    *conversation.SPECS,
    *ranking.SPECS,
    overall.SPEC,
)
_BY_NAME: dict[str, MetricSpec] = {}
for _spec in _SPECS:
    for _name in (_spec.name, *_spec.aliases):
        _BY_NAME.setdefault(_name.lower(), _spec)

DEFAULT_METRICS: tuple[str, ...] = (
    "faithfulness",
    "answer_relevancy",
    "context_precision",
    "context_recall",
    "answer_correctness",
    "hallucination",
    "overall",
)

_SYNTAX = re.compile(
    r"^\s*(?P<base>[A-Za-z][A-Za-z0-9_]*)\s*(?:\((?P<params>.*)\))?\s*(?:@\s*(?P<k>\d+))?\s*$", re.S
)
_KEY = re.compile(r"\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*")


def available() -> list[MetricSpec]:
    """All metric specs, in the order they are listed by ``ragmeter metrics``: the built-in
    ones, then those installed packages register (:mod:`ragmeter.metrics.installed`) that
    load; :func:`installed_problems` says why any other is left out."""
    return [*_SPECS, *_installed()[0]]


def installed_origins() -> dict[str, str]:
    """The metrics installed packages add, by name: the package and entry point of each."""
    return {ep.name: installed.origin(ep) for ep in installed.installed(_BY_NAME).values()}


def installed_problems() -> list[str]:
    """Why metrics installed packages register are left out of :func:`available`."""
    return _installed()[1]


def _installed() -> tuple[list[MetricSpec], list[str]]:
    specs: list[MetricSpec] = []
    problems: list[str] = []
    for ep in installed.installed(_BY_NAME).values():
        try:
            specs.append(installed.load(ep))
        except ConfigError as exc:
            problems.append(str(exc))
    for ep in installed.shadowed(_BY_NAME):
        problems.append(
            f"metric {ep.name!r} from {installed.origin(ep)} is ignored: a built-in metric has that name"
        )
    return specs, problems


def _find(name: str) -> MetricSpec | None:
    """A metric's spec by (case-insensitive) name: built-in, else from an installed package."""
    found = _BY_NAME.get(name.lower())
    if found is None:
        ep = installed.installed(_BY_NAME).get(name.lower())
        found = None if ep is None else installed.load(ep)
    return found


def _known() -> str:
    names = [s.name + ("@k" if s.takes_k else "") for s in _SPECS]
    return ", ".join(sorted([*names, *installed.installed(_BY_NAME)]))


def _value(text: str, at: int, name: str) -> tuple[str, int]:
    """One parameter value starting at ``at``: quoted, or bare up to ``,`` (or the end)."""
    if at < len(text) and text[at] in "'\"":
        quote, out, i = text[at], [], at + 1
        while i < len(text) and text[i] != quote:
            if text[i] == "\\" and i + 1 < len(text):
                i += 1
            out.append(text[i])
            i += 1
        if i >= len(text):
            raise ConfigError(f"metric {name!r}: a quoted value is not closed")
        return "".join(out), i + 1
    end = text.find(",", at)
    end = len(text) if end < 0 else end
    return text[at:end].strip(), end


def _params(text: str, name: str) -> tuple[tuple[str, str], ...]:
    out: list[tuple[str, str]] = []
    at = 0
    while at < len(text) and text[at:].strip():
        m = _KEY.match(text, at)
        if not m:
            raise ConfigError(f"metric {name!r}: expected name(param=value, ...), got {text[at:].strip()!r}")
        value, at = _value(text, m.end(), name)
        out.append((m.group(1), value))
        rest = text[at:].lstrip()
        if rest and not rest.startswith(","):
            raise ConfigError(f"metric {name!r}: expected ',' after {m.group(1)}={value!r}")
        at = len(text) - len(rest) + 1
    return tuple(out)


def rubric(
    name: str,
    criteria: str,
    *,
    scale: tuple[int, int] = (1, 5),
    examples: Iterable[RubricExample | Mapping[str, Any]] = (),
    inputs: Iterable[str] = ("question", "answer"),
) -> Metric:
    """A metric of your own, scored by the LLM judge: ``criteria`` in plain words, an
    integer ``scale`` (``(0, 1)`` for yes/no), worked ``examples`` (dicts with the inputs,
    ``score`` and ``reason``) and the sample fields the model sees (``inputs``: question,
    answer, contexts, reference). Its value is the score mapped onto [0, 1].

    >>> m = rubric("concise", "The answer says what is needed and nothing more.")
    >>> str(m), m.kind.value
    ('concise', 'judged')
    """
    return rubric_metric(Rubric.create(name, criteria, scale=scale, inputs=inputs, examples=examples))


def rubric_metric(r: Rubric) -> Metric:
    """The metric of a rubric (from :func:`rubric` or a config file); a name that is
    already a metric's is refused."""
    if _find(r.name) is not None:
        raise ConfigError(f"rubric name {r.name!r} is already a metric; choose another")
    return Metric(rubrics.rubric_spec(r))


def parse_metric(name: str | Metric, extra: Sequence[Metric] = ()) -> Metric:
    """``"recall@5"``, ``"ndcg_exp@10"``, ``"P_5"``, ``"bertscore(model=/models/bert)"``,
    ``"faithfulness"`` -> a :class:`Metric`; ``extra`` metrics (rubrics from a config file)
    are found by their names too. Unknown names, parameters or values are a
    :class:`ConfigError` (a ``ValueError``)."""
    if isinstance(name, Metric):
        return name
    for metric in extra:
        if str(metric).lower() == name.strip().lower():
            return metric
    m = _SYNTAX.match(name)
    if m:
        spec = _find(m.group("base"))
        if spec is not None:
            params = _params(m.group("params"), name) if m.group("params") is not None else ()
            return Metric(spec, int(m.group("k")) if m.group("k") else None, params)
    retrieval = _retrieval_measure(name)
    if retrieval is not None:
        return retrieval
    raise ConfigError(f"unknown metric {name!r}; known metrics: {_known()}")


def _retrieval_measure(name: str) -> Metric | None:
    """trec_eval and ranx spellings, through the retrieval module's own parser."""
    from ragmeter.retrieval.measures import parse_measure

    try:
        measure = parse_measure(name)
    except ConfigError:
        return None
    if measure.is_count:
        raise ConfigError(
            f"{measure} is a count (summed over queries, as trec_eval does), not a score in [0, 1] "
            f"per sample; `ragmeter retrieval QRELS RUN -m {measure}` computes it"
        )
    return Metric(_BY_NAME[measure.name], measure.k, (("gain", "exp"),) if measure.gain == "exp" else ())


def split_names(text: str) -> Iterator[str]:
    """A comma-separated list of metric names, commas inside ``(...)`` or quotes kept."""
    depth, quote, start, escaped = 0, "", 0, False
    for i, ch in enumerate(text):
        if quote:
            if escaped:  # the character after a backslash, a quote or another backslash
                escaped = False
            elif ch == "\\":
                escaped = True
            elif ch == quote:
                quote = ""
        elif ch in "'\"" and depth:
            quote = ch
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth = max(0, depth - 1)
        elif ch == "," and depth == 0:
            if text[start:i].strip():
                yield text[start:i].strip()
            start = i + 1
    if text[start:].strip():
        yield text[start:].strip()


def parse_metrics(names: str | Iterable[str | Metric] | None, extra: Sequence[Metric] = ()) -> list[Metric]:
    """A comma-separated string or a list of names/metrics; ``None`` gives the defaults
    (and every ``extra`` metric). Duplicates are dropped, order kept."""
    if names is None:
        names = [*DEFAULT_METRICS, *extra]
    if isinstance(names, str):
        names = list(split_names(names))
    out: dict[str, Metric] = {}
    for n in names:
        metric = parse_metric(n, extra)
        out.setdefault(str(metric), metric)
    if not out:
        raise ConfigError("no metrics given")
    return list(out.values())


def check_metrics(metrics: Iterable[Metric]) -> None:
    """Every metric's check, before any sample runs: a missing extra or a parameter that
    cannot work is a :class:`ConfigError` now, not a status on every sample."""
    for m in metrics:
        m.check()


def headline(metrics: Sequence[Metric]) -> list[Metric]:
    return [m for m in metrics if m.kind is not Kind.DERIVED]
