"""Rubric metrics: criteria users write themselves (tone, conciseness, policy compliance,
"cites its source"), scored by the judge's language model, as DeepEval's GEval and
RAGAS's aspect critics allow. Build one with :func:`ragmeter.metrics.rubric` or in the
config file::

    [rubrics.cites_source]
    criteria = "The answer names the document its facts come from."
    scale = [0, 1]                       # a yes/no critic; default [1, 5]
    inputs = ["answer", "contexts"]      # what the model sees; default question and answer
    examples = [{answer = "Per the returns policy, 30 days.", score = 1, reason = "names it"}]

The LLM judge scores every rubric of a sample in one extra call (JSON-schema output, a
reason per score, cached, retried and repaired like its other calls). A judge without a
language model scores none: the metrics are ``not_applicable`` and say so, never a
made-up proxy. ``fluency`` (seed 003) is a built-in rubric.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

from ragmeter.errors import ConfigError
from ragmeter.judges.base import Judgement
from ragmeter.judges.rubric import Rubric, by_name, missing_inputs
from ragmeter.metrics.base import Kind, Metric, MetricSpec, Need
from ragmeter.sample import Sample, Score, Status
from ragmeter.tomlfile import read_toml

__all__ = ["FLUENCY", "SPECS", "applicable", "load_rubrics", "rubric_spec"]

FLUENCY = Rubric(
    "fluency",
    "The answer reads as natural, well-formed text that a fluent speaker of its language "
    "would write: grammatical sentences, fitting word choice, no garbled, repeated or cut-off "
    "phrases. Judge the language only, not whether the content is correct, complete or relevant.",
    scale=(1, 5),
    inputs=("answer",),
)


def applicable(rubric: Rubric, sample: Sample) -> list[str]:
    """The inputs the rubric shows that ``sample`` lacks (empty: it can be scored)."""
    return missing_inputs(rubric, answer=sample.answer, reference=sample.reference, question=sample.question)


def rubric_score(sample: Sample, j: Judgement | None, m: Metric) -> Score:
    rubric = m.spec.rubric
    if rubric is None:
        return Score.undefined(Status.ERROR, f"{m} is not a rubric metric")
    missing = applicable(rubric, sample)
    if missing:
        return Score.not_applicable(
            f"the rubric shows the model the {' and '.join(missing)}, which this sample lacks"
        )
    if j is None:
        return Score.undefined(Status.ERROR, "no judgement was produced for this sample")
    if j.rubrics is None:
        return Score.not_applicable(
            f"{rubric.name} is scored by a language model, which this judge does not have (the "
            "offline judge scores no rubric, and ragmeter does not make up a proxy): run with "
            "--judge llm:MODEL"
        )
    got = by_name(j.rubrics).get(rubric.name)
    if got is None:
        return Score.undefined(Status.ERROR, f"the judge returned no score for the rubric {rubric.name!r}")
    return Score.of(
        got.value,
        f"{got.score} on a scale of {rubric.low} to {rubric.high}: {got.reason}",
        score=got.score,
        scale=list(rubric.scale),
    )


def _rubric_needs(_sample: Sample) -> frozenset[Need]:
    # which rubrics a sample can take is decided per rubric by the runner (``applicable``)
    return frozenset({Need.RUBRIC})


def rubric_spec(rubric: Rubric) -> MetricSpec:
    """The metric spec of a rubric (equal rubrics give equal specs, so equal metrics)."""
    criteria = " ".join(rubric.criteria.split())
    if len(criteria) > 90:
        criteria = criteria[:89] + "…"
    return MetricSpec(
        rubric.name,
        f"Rubric scored by the LLM judge ({rubric.low}-{rubric.high}, shown as 0-1): {criteria}",
        Kind.JUDGED,
        rubric_score,
        _rubric_needs,
        rubric=rubric,
    )


SPECS = (
    MetricSpec(
        "fluency",
        "Seed 003's naturalness of the answer, as a rubric scored by the LLM judge (1-5, shown as "
        "0-1); not applicable with the offline judge, which has no language model.",
        Kind.JUDGED,
        rubric_score,
        _rubric_needs,
        rubric=FLUENCY,
    ),
)


def load_rubrics(path: str | os.PathLike[str]) -> tuple[Rubric, ...]:
    """The ``[rubrics.NAME]`` tables of a TOML config file (none: an empty tuple)."""
    p = Path(path)
    table = read_toml(p).get("rubrics", {})
    if not isinstance(table, Mapping):
        raise ConfigError(f"{p}: 'rubrics' must be tables, e.g. [rubrics.tone] with criteria = \"...\"")
    out = []
    for name, body in table.items():
        if not isinstance(body, Mapping):
            raise ConfigError(f'{p}: [rubrics.{name}] must be a table with criteria = "..."')
        try:
            out.append(Rubric.from_mapping(name, body))
        except ConfigError as exc:
            raise ConfigError(f"{p}: {exc}") from None
    return tuple(out)
