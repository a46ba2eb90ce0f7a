"""The Judge protocol: what judged metrics ask of a judge, and what it answers.

A judge turns one sample's texts into *tables* (claims and their verdicts against
premises, reverse questions for relevancy). Metrics are pure functions over those
tables, so one metric definition works with any judge, and a judge can answer every
metric of a sample in as few model calls as it likes (the LLM judge uses two).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, fields, replace
from enum import Enum
from typing import Any, Protocol, runtime_checkable

from ragmeter.errors import ConfigError, RagmeterError
from ragmeter.judges.coherence import SentenceLinks
from ragmeter.judges.rubric import Rubric, RubricScore
from ragmeter.sample import Status, Usage

__all__ = [
    "Cause",
    "Check",
    "ClaimVerdict",
    "Decider",
    "Judge",
    "JudgeError",
    "JudgeTask",
    "Judgement",
    "Label",
    "PartialJudgement",
    "Relevance",
    "Usage",
    "with_fields",
]


class Label(str, Enum):
    SUPPORTED = "supported"
    CONTRADICTED = "contradicted"
    UNSUPPORTED = "unsupported"

    def __str__(self) -> str:
        return self.value


class Decider(str, Enum):
    """What decided a claim's verdict."""

    #: an explicit fact check (numbers, names, negation, ...) vetoed support
    CHECK = "explicit check"
    #: every content word of the claim is in one evidence sentence (or two adjacent
    #: ones) and no check vetoes: supported, whatever a model says
    FAST_PATH = "fast path"
    LEXICAL = "lexical model"
    ENTAILMENT = "entailment model"
    RULES = "rules"
    #: a paraphrase of a sentence of the other text by similarity (answer correctness)
    SIMILARITY = "similarity"
    LLM = "llm judge"
    #: the majority of a jury's jurors (``score``: the share that voted for the label)
    JURY = "jury"
    #: no verdict could be reached: nothing to check against, or past a size limit
    NONE = "nothing"

    def __str__(self) -> str:
        return self.value


class Check(str, Enum):
    """The explicit check behind a verdict (see judges/offline/features.py, roles.py)."""

    NUMBER = "number"
    NAME = "name"
    NAME_CONFLICT = "name conflict"
    NEGATION = "negation"
    ANTONYM = "antonym"
    SUPERSEDED = "superseded value"
    SCOPE = "scope word"
    #: "all" where the evidence says "some" or "only" of the same clause
    QUANTIFIER = "quantifier"
    #: a number of the claim that the evidence has, bound to something else ("costs
    #: $50" where express delivery costs $15 and orders over $50 ship free)
    BINDING = "value binding"
    YEAR = "year binding"
    #: a month of the claim that the premises never name ("25 November" against "25 October")
    DATE = "date"
    #: how often something recurs ("every week" against "every month")
    FREQUENCY = "frequency"
    MODALITY = "modality"
    DIRECTION = "comparison direction"
    #: the same number in another currency or unit, or per another period
    UNIT = "unit"
    ROLE = "role"
    #: a thing the claim says is included that the premises name nowhere ("incluye toalla")
    INCLUDED = "included item"
    #: a thing the claim says is included that the premises give a price of its own
    PRICED = "priced separately"
    #: too little of the claim's content is in the premises (a floor, not a fact check)
    COVERAGE = "coverage"
    NO_PREMISE = "no premise"
    LIMIT = "size limit"

    def __str__(self) -> str:
        return self.value


#: checks that say something is missing or too little found, not that a fact disagrees
NOT_FACT_CHECKS = frozenset({Check.COVERAGE, Check.NO_PREMISE, Check.LIMIT})


@dataclass(frozen=True, slots=True)
class Cause:
    """Why a verdict is what it is: which decider decided, which check (if any) vetoed
    or explains it, and the decider's score (a probability, a logit or a similarity, as
    ``score_kind`` says). Code branches on this, never on the text of a reason."""

    decider: Decider
    check: Check | None = None
    score: float | None = None
    score_kind: str | None = None  # "probability", "logit", "similarity"

    @property
    def fact_check(self) -> bool:
        """A fact check (not just too little found) vetoed or explains the verdict."""
        return self.check is not None and self.check not in NOT_FACT_CHECKS

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {"decider": self.decider.value}
        if self.check is not None:
            out["check"] = self.check.value
        if self.score is not None:
            out["score"] = round(self.score, 4)
            out["score_kind"] = self.score_kind
        return out

    def __str__(self) -> str:
        if self.decider is Decider.CHECK and self.check is not None:
            return f"vetoed by the {self.check.value} check"
        text = f"decided by the {self.decider.value}"
        if self.score is not None and self.score_kind is not None:
            text += f", {self.score_kind} {self.score:.2f}"
        if self.check is not None:
            text += f"; {self.check.value} check"
        return text


@dataclass(frozen=True, slots=True)
class ClaimVerdict:
    """One claim checked against a list of premises (contexts, a reference, an answer).

    ``label`` is the verdict against all premises together; ``supported_by`` lists the
    premises that support the claim on their own (context precision uses it);
    ``source`` and ``evidence`` point at the best supporting or contradicting sentence;
    ``cause`` says which decider decided and which check vetoed (typed: code reads it,
    people read ``reason``, which shows it).
    """

    claim: str
    label: Label
    confidence: float = 1.0
    reason: str = ""
    evidence: str | None = None
    source: int | None = None
    supported_by: tuple[int, ...] = ()
    cause: Cause | None = None
    #: a jury's verdict: each juror's label, ``(juror, label)`` in juror order
    votes: tuple[tuple[str, str], ...] = ()

    @property
    def supported(self) -> bool:
        return self.label is Label.SUPPORTED

    def to_dict(self) -> dict[str, Any]:
        out: dict[str, Any] = {
            "claim": self.claim,
            "verdict": self.label.value,
            "confidence": round(self.confidence, 4),
            "reason": self.reason,
        }
        if self.evidence is not None:
            out["evidence"] = self.evidence
        if self.source is not None:
            out["source"] = self.source
        if self.supported_by:
            out["supported_by"] = list(self.supported_by)
        if self.votes:
            out["votes"] = dict(self.votes)
        if self.cause is not None:
            out["cause"] = self.cause.to_dict()
        return out


@dataclass(frozen=True, slots=True)
class Relevance:
    """How well an answer addresses its question, with what the judge based it on."""

    score: float
    reason: str
    questions: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, Any]:
        return {"score": self.score, "reason": self.reason, "questions": list(self.questions)}


@dataclass(frozen=True, slots=True)
class JudgeTask:
    """Everything a judge needs for one sample, and which tables the metrics want."""

    question: str
    answer: str
    contexts: tuple[str, ...] = ()
    reference: str | None = None
    #: decompose the answer and verify its claims against the contexts (faithfulness)
    answer_vs_contexts: bool = False
    #: decompose the reference and verify it against the contexts (context recall/precision)
    reference_vs_contexts: bool = False
    #: answer claims vs the reference and reference claims vs the answer (correctness)
    correctness: bool = False
    #: does the answer address the question (answer relevancy)
    relevance: bool = False
    #: the similarity of the answer's adjacent sentences (coherence)
    coherence: bool = False
    #: user-defined criteria to score, all in one go (rubric metrics, fluency)
    rubrics: tuple[Rubric, ...] = ()

    @property
    def empty(self) -> bool:
        return not (
            self.answer_vs_contexts
            or self.reference_vs_contexts
            or self.correctness
            or self.relevance
            or self.coherence
            or self.rubrics
        )


@dataclass(frozen=True, slots=True)
class Judgement:
    """A judge's tables for one sample. ``None`` means "not asked for"; in a
    :class:`PartialJudgement` a field may also be void (reading it raises)."""

    refusal: bool = False
    answer_vs_contexts: tuple[ClaimVerdict, ...] | None = None
    reference_vs_contexts: tuple[ClaimVerdict, ...] | None = None
    answer_vs_reference: tuple[ClaimVerdict, ...] | None = None
    reference_vs_answer: tuple[ClaimVerdict, ...] | None = None
    relevance: Relevance | None = None
    usage: Usage = field(default_factory=Usage)
    #: the answer's adjacent sentences and their similarity (see judges/coherence.py)
    coherence: SentenceLinks | None = None
    #: one score per rubric of the task; ``None`` from a judge that scores no rubrics
    rubrics: tuple[RubricScore, ...] | None = None


class JudgeError(RagmeterError):
    """A judge could not produce a judgement. Metrics turn it into a status, never a 0.

    ``usage`` is what the failed attempt still cost (calls and tokens are accounted
    for even when no judgement comes out of them)."""

    def __init__(self, reason: str, status: Status = Status.JUDGE_ERROR, usage: Usage | None = None) -> None:
        super().__init__(reason)
        self.reason = reason
        self.status = status
        self.usage = usage if usage is not None else Usage()


#: the fields of a judgement that a failed call can void (refusal and usage never are)
VOIDABLE = frozenset(
    {
        "answer_vs_contexts",
        "reference_vs_contexts",
        "answer_vs_reference",
        "reference_vs_answer",
        "relevance",
        "coherence",
        "rubrics",
    }
)


class PartialJudgement(Judgement):
    """A judgement some of whose fields are void: the call that would have produced them
    failed while others succeeded (the LLM judge's answer relevancy needs only its first
    call, so a failed second call must not take it down too).

    Reading a void field raises the :class:`JudgeError` that voided it. The runner
    computes each metric on its own and records a raised ``JudgeError`` as that metric's
    status and reason, so exactly the metrics that read a void field are undefined, with
    the failed call's status (``truncated``, ``timeout``, ``judge_error``); the others
    keep their values. ``voided`` maps field names to the errors.
    """

    __slots__ = ("voided",)
    voided: Mapping[str, JudgeError]

    def __init__(self, voided: Mapping[str, JudgeError], **fields: Any) -> None:
        unknown = set(voided) - VOIDABLE
        if unknown:
            raise ConfigError(f"fields {sorted(unknown)} cannot be void; voidable: {sorted(VOIDABLE)}")
        super().__init__(**fields)
        object.__setattr__(self, "voided", dict(voided))

    def __getattribute__(self, name: str) -> Any:
        if name in VOIDABLE:
            err = object.__getattribute__(self, "voided").get(name)
            if err is not None:
                raise JudgeError(err.reason, err.status)
        return object.__getattribute__(self, name)

    def __repr__(self) -> str:
        return f"PartialJudgement(voided={sorted(self.voided)}, usage={self.usage!r})"

    def __eq__(self, other: object) -> bool:
        return self is other

    __hash__ = object.__hash__


@runtime_checkable
class Judge(Protocol):
    """Anything that can judge a sample. Implementations must be safe to call from
    several threads at once (the runner fans samples out)."""

    @property
    def name(self) -> str: ...

    @property
    def version(self) -> str: ...

    def judge(self, task: JudgeTask) -> Judgement: ...

    def describe(self) -> dict[str, Any]:
        """A JSON-ready description recorded with each run (name, version, settings)."""
        ...


def with_fields(judgement: Judgement, **changes: Any) -> Judgement:
    """A copy of ``judgement`` with some fields replaced (a partial one stays partial,
    its void fields void)."""
    if isinstance(judgement, PartialJudgement):
        values = {
            f.name: object.__getattribute__(judgement, f.name)
            for f in fields(Judgement)
            if f.name not in changes
        }
        voided = {k: v for k, v in judgement.voided.items() if k not in changes}
        return PartialJudgement(voided, **values, **changes)
    return replace(judgement, **changes)


def share_supported(verdicts: Sequence[ClaimVerdict]) -> float:
    """Fraction of verdicts that are supported; callers guarantee a non-empty list."""
    return sum(v.supported for v in verdicts) / len(verdicts)
