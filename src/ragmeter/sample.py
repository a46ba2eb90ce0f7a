"""The frozen values of one sample: the sample itself (Sample, Context) and what is measured
of it (Score and its Status, Diagnosis, Usage). Every layer of ragmeter speaks them.

Field names here are part of the public contract (datasets, JSON output, the store):
change them only through a deprecation.
"""

from __future__ import annotations

import math
from collections.abc import Mapping
from dataclasses import dataclass, field
from enum import Enum
from types import MappingProxyType
from typing import Any

from ragmeter.errors import DataError

__all__ = [
    "Context",
    "Diagnosis",
    "DiagnosisLabel",
    "Sample",
    "Score",
    "Status",
    "Usage",
    "needs_attention",
]

_EMPTY: Mapping[str, Any] = MappingProxyType({})


class Status(str, Enum):
    """Why a score has (or lacks) a value. Only ``OK`` carries a number."""

    OK = "ok"
    NOT_APPLICABLE = "not_applicable"
    JUDGE_ERROR = "judge_error"
    TIMEOUT = "timeout"
    TRUNCATED = "truncated"
    ERROR = "error"
    #: the system under test failed to answer (raised, timed out, replied unreadably)
    SYSTEM_ERROR = "system_error"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class Context:
    """One retrieved passage, in rank order within its sample."""

    text: str
    id: str | None = None
    score: float | None = None


@dataclass(frozen=True, slots=True)
class Sample:
    """One evaluation case: a question, what the system did, and what is known to be right.

    ``relevant_ids`` is ``None`` when unknown; an empty mapping means nothing in the
    corpus answers the question (the system should refuse). Grades are integers; a
    plain list of ids is read as grade 1 each.
    """

    id: str
    question: str
    answer: str | None = None
    contexts: tuple[Context, ...] = ()
    reference: str | None = None
    relevant_ids: Mapping[str, int] | None = None
    category: str | None = None
    metadata: Mapping[str, Any] = field(default_factory=lambda: _EMPTY)

    @property
    def context_texts(self) -> tuple[str, ...]:
        return tuple(c.text for c in self.contexts)

    @property
    def context_ids(self) -> tuple[str | None, ...]:
        return tuple(c.id for c in self.contexts)

    @property
    def out_of_scope(self) -> bool:
        """True when the data says the question cannot be answered from the corpus."""
        if self.relevant_ids is not None and len(self.relevant_ids) == 0:
            return True
        return (self.category or "").strip().lower() == "unanswerable"


@dataclass(frozen=True, slots=True)
class Score:
    """A metric's outcome for one sample: a value in [0, 1] with ``Status.OK``, or no
    value and the status and reason that explain why. Never NaN."""

    value: float | None
    status: Status = Status.OK
    reason: str = ""
    details: Mapping[str, Any] = field(default_factory=lambda: _EMPTY)

    def __post_init__(self) -> None:
        if self.status is Status.OK:
            if self.value is None:
                raise DataError("a Score with status 'ok' needs a value")
            if not math.isfinite(self.value) or not 0.0 <= self.value <= 1.0:
                raise DataError(f"score value must be finite and in [0, 1], got {self.value!r}")
        elif self.value is not None:
            raise DataError(f"a Score with status {self.status.value!r} carries no value")

    @property
    def ok(self) -> bool:
        return self.status is Status.OK

    @classmethod
    def of(cls, value: float, reason: str = "", **details: Any) -> Score:
        # Clamp float noise (e.g. 1.0000000000000002) but never hide a real range error.
        if -1e-9 < value < 0.0:
            value = 0.0
        elif 1.0 < value < 1.0 + 1e-9:
            value = 1.0
        return cls(value, Status.OK, reason, MappingProxyType(details) if details else _EMPTY)

    @classmethod
    def undefined(cls, status: Status, reason: str, **details: Any) -> Score:
        return cls(None, status, reason, MappingProxyType(details) if details else _EMPTY)

    @classmethod
    def not_applicable(cls, reason: str, **details: Any) -> Score:
        return cls.undefined(Status.NOT_APPLICABLE, reason, **details)

    def to_dict(self, *, with_details: bool = True) -> dict[str, Any]:
        out: dict[str, Any] = {
            "value": self.value,
            "status": self.status.value,
            "reason": self.reason,
        }
        if with_details and self.details:
            out["details"] = _plain(self.details)
        return out


class DiagnosisLabel(str, Enum):
    PASS = "pass"
    FIX_RETRIEVAL = "fix_retrieval"
    FIX_GENERATION = "fix_generation"
    CORRECT_REFUSAL = "correct_refusal"
    SHOULD_REFUSE = "should_refuse"
    UNKNOWN = "unknown"

    def __str__(self) -> str:
        return self.value


#: diagnoses that need no action: the case passed, or the system rightly refused
_FINE = frozenset({DiagnosisLabel.PASS.value, DiagnosisLabel.CORRECT_REFUSAL.value})


def needs_attention(label: str | DiagnosisLabel) -> bool:
    """True for a diagnosis someone should look at (everything but ``pass`` and
    ``correct_refusal``, ``unknown`` included): the cases a report lists, the ones an
    HTML page keeps first, and the side a comparison's transition counts as worse."""
    return str(label) not in _FINE


@dataclass(frozen=True, slots=True)
class Diagnosis:
    """Which half of the pipeline a case points at, and why."""

    label: DiagnosisLabel
    reason: str

    def to_dict(self) -> dict[str, str]:
        return {"label": self.label.value, "reason": self.reason}


@dataclass(frozen=True, slots=True)
class Usage:
    """Model calls and tokens spent on one judgement (all zero for the offline judge)."""

    calls: int = 0
    cached_calls: int = 0
    prompt_tokens: int = 0
    completion_tokens: int = 0

    def __add__(self, other: Usage) -> Usage:
        return Usage(
            self.calls + other.calls,
            self.cached_calls + other.cached_calls,
            self.prompt_tokens + other.prompt_tokens,
            self.completion_tokens + other.completion_tokens,
        )

    def to_dict(self) -> dict[str, int]:
        return {
            "calls": self.calls,
            "cached_calls": self.cached_calls,
            "prompt_tokens": self.prompt_tokens,
            "completion_tokens": self.completion_tokens,
        }


def _plain(value: Any) -> Any:
    """Turn mappings/tuples/enums inside details into JSON-ready builtins."""
    if isinstance(value, Mapping):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    if isinstance(value, Enum):
        return value.value
    if hasattr(value, "to_dict"):
        return value.to_dict()
    return value
