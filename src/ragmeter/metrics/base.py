"""Metric definitions as values: a spec (what and how) plus its parameters, in the
ir_measures manner: a cut-off ``k`` and named parameters (``ndcg(gain=exp)@10``,
``bertscore(model=PATH)``).

``str(metric)`` is the canonical name and parses back: ``parse_metric("ndcg@10")``.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from enum import Enum

from ragmeter.conversations import sample_question
from ragmeter.errors import ConfigError
from ragmeter.judges.base import Judgement, JudgeTask
from ragmeter.judges.rubric import Rubric
from ragmeter.sample import Sample, Score

__all__ = ["Kind", "Metric", "MetricSpec", "Need", "Param", "format_value"]


class Kind(str, Enum):
    JUDGED = "judged"  # needs a judge's tables
    TEXT = "text"  # pure text comparison, no judge
    RETRIEVAL = "retrieval"  # document ids only
    DERIVED = "derived"  # computed from the other scores of the sample


class Need(str, Enum):
    """The judge tables a metric can ask for (fields of :class:`JudgeTask`)."""

    ANSWER_VS_CONTEXTS = "answer_vs_contexts"
    REFERENCE_VS_CONTEXTS = "reference_vs_contexts"
    CORRECTNESS = "correctness"
    RELEVANCE = "relevance"
    #: the similarity of the answer's adjacent sentences (``JudgeTask.coherence``)
    COHERENCE = "coherence"
    #: a rubric scored by the judge's model (``JudgeTask.rubrics``; the spec names it)
    RUBRIC = "rubric"


Compute = Callable[[Sample, "Judgement | None", "Metric"], Score]
Needs = Callable[[Sample], frozenset[Need]]
Check = Callable[["Metric"], None]
Display = Callable[["Metric"], str]


def _no_needs(_sample: Sample) -> frozenset[Need]:
    return frozenset()


@dataclass(frozen=True)
class Param:
    """A named parameter of a metric: ``choices`` (None: any text) and the ``default``
    (None: required only when the metric's ``check`` says so)."""

    name: str
    description: str
    choices: tuple[str, ...] | None = None
    default: str | None = None
    metavar: str = "VALUE"


@dataclass(frozen=True)
class MetricSpec:
    """What a metric is and how it is computed. ``check`` runs once before any sample
    (a missing extra, a parameter that cannot work: :class:`ConfigError`); ``display``
    writes the canonical name when the generic ``name(param=value)@k`` is not it."""

    name: str
    description: str
    kind: Kind
    compute: Compute
    needs: Needs = _no_needs
    takes_k: bool = False
    requires_k: bool = False
    higher_is_better: bool = True
    aliases: tuple[str, ...] = ()
    group: tuple[str, ...] = field(default=())
    params: tuple[Param, ...] = ()
    check: Check | None = None
    display: Display | None = None
    #: whether seed 003's status bands (Excellent ... Critical) mean anything for it; a
    #: raw similarity whose range depends on the judge's similarity is not banded
    banded: bool = True
    #: the criterion a rubric metric asks the judge's model to score (``Need.RUBRIC``)
    rubric: Rubric | None = None
    #: a conversation-level metric: computed once per conversation, on its last assistant
    #: turn, from a judgement of every turn (see :mod:`ragmeter.metrics.conversation`)
    conversation: bool = False

    def param(self, name: str) -> Param | None:
        return next((p for p in self.params if p.name == name), None)


_BARE = re.compile(r"^[\w./~+\-:]+$")


def format_value(value: str) -> str:
    """A parameter value as written in a metric name: bare when it is a plain word or
    path, else single-quoted (``\\`` and ``\'`` escaped)."""
    if _BARE.match(value):
        return value
    return "'" + value.replace("\\", "\\\\").replace("'", "\\'") + "'"


@dataclass(frozen=True)
class Metric:
    """A metric with its parameters. ``params`` are ``(name, value)`` pairs, sorted, with
    defaults left out, so two spellings of one metric are equal values."""

    spec: MetricSpec
    k: int | None = None
    params: tuple[tuple[str, str], ...] = ()

    def __post_init__(self) -> None:
        name = self.spec.name
        if self.k is not None and not self.spec.takes_k:
            raise ConfigError(f"metric {name!r} takes no cut-off (@k)")
        if self.k is None and self.spec.requires_k:
            raise ConfigError(f"metric {name!r} needs a cut-off, e.g. {name}@10")
        if self.k is not None and self.k <= 0:
            raise ConfigError(f"cut-off must be a positive integer, got {self.k}")
        kept: dict[str, str] = {}
        for key, value in self.params:
            p = self.spec.param(key)
            if p is None:
                known = ", ".join(q.name for q in self.spec.params) or "none"
                raise ConfigError(f"metric {name!r} has no parameter {key!r} (parameters: {known})")
            if key in kept:
                raise ConfigError(f"metric {name!r}: parameter {key!r} is given twice")
            if p.choices is not None and value not in p.choices:
                raise ConfigError(
                    f"metric {name!r}: {key} must be one of {', '.join(p.choices)}, got {value!r}"
                )
            if value != p.default:
                kept[key] = value
        object.__setattr__(self, "params", tuple(sorted(kept.items())))

    @property
    def options(self) -> Mapping[str, str]:
        """Every parameter that has a value: the given one, else its default."""
        defaults = {p.name: p.default for p in self.spec.params if p.default is not None}
        return {**defaults, **dict(self.params)}

    def param(self, name: str) -> str | None:
        return self.options.get(name)

    @property
    def name(self) -> str:
        return str(self)

    @property
    def kind(self) -> Kind:
        return self.spec.kind

    @property
    def higher_is_better(self) -> bool:
        return self.spec.higher_is_better

    def needs(self, sample: Sample) -> frozenset[Need]:
        return self.spec.needs(sample)

    def check(self) -> None:
        """Raise :class:`ConfigError` now if the metric cannot run (see ``MetricSpec.check``)."""
        if self.spec.check is not None:
            self.spec.check(self)

    def compute(self, sample: Sample, judgement: Judgement | None) -> Score:
        return self.spec.compute(sample, judgement, self)

    def __str__(self) -> str:
        if self.spec.display is not None:
            return self.spec.display(self)
        out = self.spec.name
        if self.params:
            out += "(" + ",".join(f"{k}={format_value(v)}" for k, v in self.params) + ")"
        return out if self.k is None else f"{out}@{self.k}"

    def __repr__(self) -> str:
        return f"Metric({str(self)!r})"


def task_for(sample: Sample, needs: frozenset[Need], rubrics: tuple[Rubric, ...] = ()) -> JudgeTask:
    return JudgeTask(
        question=sample_question(sample),  # a follow-up turn: with the question it follows
        answer=sample.answer or "",
        contexts=sample.context_texts,
        reference=sample.reference,
        answer_vs_contexts=Need.ANSWER_VS_CONTEXTS in needs,
        reference_vs_contexts=Need.REFERENCE_VS_CONTEXTS in needs,
        correctness=Need.CORRECTNESS in needs,
        relevance=Need.RELEVANCE in needs,
        coherence=Need.COHERENCE in needs,
        rubrics=rubrics if Need.RUBRIC in needs else (),
    )
