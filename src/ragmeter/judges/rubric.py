"""Rubrics: criteria a user writes (tone, conciseness, "cites its source"), scored by a
language model on an integer scale, in the manner of DeepEval's GEval and RAGAS's aspect
critics. This module holds the definitions the judge layer passes around; the metrics
built on them are in :mod:`ragmeter.metrics.rubric`, the LLM call in
:mod:`ragmeter.judges.llm.rubric`.

A judge that scores rubrics answers every rubric of a sample together
(``Judgement.rubrics``); a judge without a language model leaves it ``None``, and the
metrics say so (``not_applicable``) instead of inventing a score.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ragmeter.errors import ConfigError

__all__ = ["INPUTS", "Rubric", "RubricExample", "RubricScore", "missing_inputs"]

#: what a rubric may show the model, in the order requests list them
INPUTS = ("question", "answer", "contexts", "reference")
#: widest scale a rubric may use (a model does not tell 1 from 2 of 100 anyway)
MAX_SCALE_STEPS = 100
_NAME = re.compile(r"^[A-Za-z][A-Za-z0-9_]*$")


@dataclass(frozen=True)
class RubricExample:
    """A worked example shown to the model: the inputs, the score it deserves, why."""

    inputs: tuple[tuple[str, str], ...]
    score: int
    reason: str = ""

    def to_dict(self) -> dict[str, Any]:
        return {**dict(self.inputs), "score": self.score, "reason": self.reason}


def _example(raw: RubricExample | Mapping[str, Any], name: str, i: int) -> RubricExample:
    if isinstance(raw, RubricExample):
        return raw
    if not isinstance(raw, Mapping):
        raise ConfigError(f"rubric {name!r}: example {i + 1} must be a table/dict, got {raw!r}")
    where = f"rubric {name!r}: example {i + 1}"
    unknown = sorted(set(raw) - {*INPUTS, "score", "reason"})
    if unknown:
        raise ConfigError(f"{where} has unknown keys {unknown} (allowed: {', '.join(INPUTS)}, score, reason)")
    score = raw.get("score")
    if not isinstance(score, int) or isinstance(score, bool):
        raise ConfigError(f"{where} needs an integer 'score', got {score!r}")
    reason = raw.get("reason", "")
    if not isinstance(reason, str):
        raise ConfigError(f"{where}: 'reason' must be text")
    inputs = []
    for key in INPUTS:
        if key not in raw:
            continue
        value = raw[key]
        if key == "contexts" and isinstance(value, (list, tuple)):
            value = "\n\n".join(str(v) for v in value)
        if not isinstance(value, str):
            raise ConfigError(f"{where}: {key!r} must be text")
        inputs.append((key, value))
    if not inputs:
        raise ConfigError(f"{where} shows no input (give at least one of {', '.join(INPUTS)})")
    return RubricExample(tuple(inputs), score, reason)


@dataclass(frozen=True)
class Rubric:
    """A judged criterion: ``criteria`` in plain words, an integer ``scale`` (``(1, 5)``;
    ``(0, 1)`` makes it a yes/no critic), the sample fields the model sees (``inputs``),
    and worked ``examples``. The score is reported in [0, 1]: ``(s - low) / (high - low)``."""

    name: str
    criteria: str
    scale: tuple[int, int] = (1, 5)
    inputs: tuple[str, ...] = ("question", "answer")
    examples: tuple[RubricExample, ...] = ()

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not _NAME.match(self.name):
            raise ConfigError(
                f"rubric name {self.name!r} must start with a letter and hold only letters, digits and _"
            )
        if not isinstance(self.criteria, str) or not self.criteria.strip():
            raise ConfigError(f"rubric {self.name!r} needs criteria (what a good answer does)")
        scale = tuple(self.scale)
        if (
            len(scale) != 2
            or not all(isinstance(x, int) and not isinstance(x, bool) for x in scale)
            or not scale[0] < scale[1]
        ):
            raise ConfigError(
                f"rubric {self.name!r}: scale must be two integers low < high, got {self.scale!r}"
            )
        if scale[1] - scale[0] > MAX_SCALE_STEPS:
            raise ConfigError(f"rubric {self.name!r}: a scale of more than {MAX_SCALE_STEPS} steps")
        object.__setattr__(self, "scale", scale)
        inputs = tuple(self.inputs)
        bad = [x for x in inputs if x not in INPUTS]
        if not inputs or bad or len(set(inputs)) != len(inputs):
            raise ConfigError(
                f"rubric {self.name!r}: inputs must be distinct names among {', '.join(INPUTS)}, "
                f"got {list(self.inputs)!r}"
            )
        object.__setattr__(self, "inputs", tuple(x for x in INPUTS if x in inputs))
        examples = tuple(self.examples)
        for i, e in enumerate(examples):
            if not scale[0] <= e.score <= scale[1]:
                raise ConfigError(
                    f"rubric {self.name!r}: example {i + 1} scores {e.score}, outside the scale {scale}"
                )
            shown = {k for k, _ in e.inputs}
            if not shown <= set(inputs):
                raise ConfigError(
                    f"rubric {self.name!r}: example {i + 1} shows {sorted(shown - set(inputs))}, "
                    f"which the rubric's inputs {list(inputs)} leave out"
                )
        object.__setattr__(self, "examples", examples)

    @property
    def low(self) -> int:
        return self.scale[0]

    @property
    def high(self) -> int:
        return self.scale[1]

    def normalise(self, score: int) -> float:
        """A score on the rubric's scale as a value in [0, 1]."""
        return (score - self.low) / (self.high - self.low)

    def to_dict(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "criteria": self.criteria,
            "scale": list(self.scale),
            "inputs": list(self.inputs),
            "examples": [e.to_dict() for e in self.examples],
        }

    @classmethod
    def create(
        cls,
        name: str,
        criteria: str,
        *,
        scale: Sequence[int] = (1, 5),
        inputs: Iterable[str] = ("question", "answer"),
        examples: Iterable[RubricExample | Mapping[str, Any]] = (),
    ) -> Rubric:
        """A rubric with examples given as dicts (inputs, ``score``, ``reason``)."""
        if not isinstance(name, str):
            raise ConfigError(f"rubric name must be text, got {name!r}")
        built = tuple(_example(e, name, i) for i, e in enumerate(examples))
        low_high = tuple(scale)
        if len(low_high) != 2:
            raise ConfigError(f"rubric {name!r}: scale must be two integers low < high, got {list(scale)!r}")
        return cls(name, criteria, (low_high[0], low_high[1]), tuple(inputs), built)

    @classmethod
    def from_mapping(cls, name: str, table: Mapping[str, Any]) -> Rubric:
        """A rubric from a config table (``[rubrics.NAME]``): criteria, scale, inputs, examples."""
        unknown = sorted(set(table) - {"criteria", "scale", "inputs", "examples"})
        if unknown:
            raise ConfigError(
                f"rubric {name!r} has unknown keys {unknown} (criteria, scale, inputs, examples)"
            )
        criteria = table.get("criteria")
        if not isinstance(criteria, str):
            raise ConfigError(f'rubric {name!r} needs criteria = "..." (text)')
        scale = table.get("scale", [1, 5])
        inputs = table.get("inputs", ["question", "answer"])
        examples = table.get("examples", [])
        for key, value in (("scale", scale), ("inputs", inputs), ("examples", examples)):
            if not isinstance(value, (list, tuple)):
                raise ConfigError(f"rubric {name!r}: {key} must be a list, got {value!r}")
        return cls.create(name, criteria, scale=scale, inputs=inputs, examples=examples)


@dataclass(frozen=True, slots=True)
class RubricScore:
    """A rubric's score for one sample, on its scale, with the model's reason."""

    name: str
    score: int
    value: float
    reason: str

    def to_dict(self) -> dict[str, Any]:
        return {"name": self.name, "score": self.score, "value": self.value, "reason": self.reason}


def missing_inputs(
    rubric: Rubric, *, answer: str | None, reference: str | None, question: str = "x"
) -> list[str]:
    """The inputs a rubric shows that the sample lacks (contexts may be empty: the model
    then sees that none were retrieved)."""
    have = {
        "question": bool((question or "").strip()),
        "answer": bool((answer or "").strip()),
        "reference": bool((reference or "").strip()),
        "contexts": True,
    }
    return [x for x in rubric.inputs if not have[x]]


def by_name(scores: Iterable[RubricScore] | None) -> dict[str, RubricScore]:
    return {s.name: s for s in scores or ()}


def union_inputs(rubrics: Sequence[Rubric]) -> tuple[str, ...]:
    """Every input any of the rubrics shows, in :data:`INPUTS` order."""
    used = {x for r in rubrics for x in r.inputs}
    return tuple(x for x in INPUTS if x in used)
