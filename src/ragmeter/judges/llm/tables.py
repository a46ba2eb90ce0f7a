"""The two calls' contents, without any I/O: what to ask, the reply schemas, the checks
a reply must pass, and the tables built from valid replies.

Call 1 (``decompose``) splits the answer and the reference into claims, flags a
noncommittal answer and proposes reverse questions. Call 2 (``verify``) returns the
verdict matrix of every claim against every context at once (and, for correctness,
answer claims against the reference and reference claims against the answer). Cost is
flat in the number of contexts.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ragmeter.judges.base import Cause, Check, ClaimVerdict, Decider, JudgeTask, Label
from ragmeter.llm.schema_check import check, object_schema

__all__ = [
    "Decomposition",
    "Plan",
    "VerifyPlan",
    "check_decomposition",
    "check_verification",
    "decompose_input",
    "decompose_schema",
    "parse_decomposition",
    "parse_table",
    "plan_for",
    "verify_input",
    "verify_plan",
    "verify_schema",
]

_VERDICTS = [label.value for label in Label]
_STRINGS = {"type": "array", "items": {"type": "string"}}

# Table name in the reply -> (claims it covers, whether premises are the numbered contexts)
TABLES: dict[str, tuple[str, bool]] = {
    "answer_claims_vs_contexts": ("answer_claims", True),
    "reference_claims_vs_contexts": ("reference_claims", True),
    "answer_claims_vs_reference": ("answer_claims", False),
    "reference_claims_vs_answer": ("reference_claims", False),
}


def _text(s: str | None) -> str:
    return (s or "").strip()


# ---------------------------------------------------------------- call 1: decompose
@dataclass(frozen=True)
class Plan:
    """What call 1 must produce for a task."""

    answer_claims: bool
    reference_claims: bool
    questions: bool
    noncommittal: bool

    @property
    def needed(self) -> bool:
        return self.answer_claims or self.reference_claims or self.questions


def plan_for(task: JudgeTask) -> Plan:
    has_answer, has_ref = bool(_text(task.answer)), bool(_text(task.reference))
    answer_claims = has_answer and (task.answer_vs_contexts or (task.correctness and has_ref))
    reference_claims = has_ref and (task.reference_vs_contexts or (task.correctness and has_answer))
    questions = has_answer and task.relevance
    needed = answer_claims or reference_claims or questions
    return Plan(answer_claims, reference_claims, questions, has_answer and needed)


def decompose_schema(plan: Plan) -> dict[str, Any]:
    props: dict[str, Any] = {}
    if plan.noncommittal:
        props["noncommittal"] = {"type": "boolean"}
    if plan.answer_claims:
        props["answer_claims"] = _STRINGS
    if plan.reference_claims:
        props["reference_claims"] = _STRINGS
    if plan.questions:
        props["questions"] = _STRINGS
    return object_schema(props)


def decompose_input(task: JudgeTask, plan: Plan) -> str:
    data: dict[str, Any] = {"question": task.question}
    if plan.noncommittal:
        data["answer"] = task.answer
    if plan.reference_claims:
        data["reference"] = task.reference
    return json.dumps(data, ensure_ascii=False)


@dataclass(frozen=True)
class Decomposition:
    noncommittal: bool = False
    answer_claims: tuple[str, ...] = ()
    reference_claims: tuple[str, ...] = ()
    questions: tuple[str, ...] = ()


def check_decomposition(data: Any, plan: Plan) -> list[str]:
    errors = check(data, decompose_schema(plan))
    if errors:
        return errors
    for name in ("answer_claims", "reference_claims", "questions"):
        for i, item in enumerate(data.get(name, ())):
            if not item.strip():
                errors.append(f"$.{name}[{i}]: empty string")
    if plan.questions and not data["questions"] and not data.get("noncommittal", False):
        errors.append("$.questions: at least one question is needed")
    return errors


def parse_decomposition(data: Mapping[str, Any]) -> Decomposition:
    def strings(name: str) -> tuple[str, ...]:
        return tuple(s.strip() for s in data.get(name, ()))

    noncommittal = bool(data.get("noncommittal", False))
    return Decomposition(
        noncommittal,
        () if noncommittal else strings("answer_claims"),
        strings("reference_claims"),
        strings("questions"),
    )


# ---------------------------------------------------------------- call 2: verify
@dataclass(frozen=True)
class VerifyPlan:
    """Which tables call 2 must return (a table with nothing to check is left out)."""

    tables: tuple[str, ...]
    n_contexts: int
    counts: Mapping[str, int]

    @property
    def needed(self) -> bool:
        return bool(self.tables)


def verify_plan(task: JudgeTask, d: Decomposition) -> VerifyPlan:
    tables: list[str] = []
    k = len(task.contexts)
    has_ref = bool(_text(task.reference))
    if task.answer_vs_contexts and d.answer_claims and k:
        tables.append("answer_claims_vs_contexts")
    if task.reference_vs_contexts and d.reference_claims and k:
        tables.append("reference_claims_vs_contexts")
    if task.correctness and has_ref and not d.noncommittal:
        if d.answer_claims:
            tables.append("answer_claims_vs_reference")
        if d.reference_claims and _text(task.answer):
            tables.append("reference_claims_vs_answer")
    counts = {"answer_claims": len(d.answer_claims), "reference_claims": len(d.reference_claims)}
    return VerifyPlan(tuple(tables), k, counts)


def verify_schema(plan: VerifyPlan) -> dict[str, Any]:
    props: dict[str, Any] = {}
    for table in plan.tables:
        entry: dict[str, Any] = {"id": {"type": "integer"}, "reason": {"type": "string"}}
        if TABLES[table][1]:
            entry["evidence"] = {"type": "string"}
            entry["supported_by"] = {"type": "array", "items": {"type": "integer"}}
        entry["verdict"] = {"type": "string", "enum": _VERDICTS}
        props[table] = {"type": "array", "items": object_schema(entry)}
    return object_schema(props)


def verify_input(task: JudgeTask, d: Decomposition, plan: VerifyPlan) -> str:
    used = set(plan.tables)
    data: dict[str, Any] = {}
    if used & {"answer_claims_vs_reference", "reference_claims_vs_answer"}:
        data["question"] = task.question
    if used & {"answer_claims_vs_contexts", "reference_claims_vs_contexts"}:
        data["contexts"] = [{"n": i, "text": t} for i, t in enumerate(task.contexts, 1)]
    if "answer_claims_vs_reference" in used:
        data["reference"] = task.reference
    if "reference_claims_vs_answer" in used:
        data["answer"] = task.answer
    for name, claims in (("answer_claims", d.answer_claims), ("reference_claims", d.reference_claims)):
        if any(TABLES[t][0] == name for t in used):
            data[name] = [{"id": i, "claim": c} for i, c in enumerate(claims, 1)]
    return json.dumps(data, ensure_ascii=False)


def check_verification(data: Any, plan: VerifyPlan) -> list[str]:
    errors = check(data, verify_schema(plan))
    if errors:
        return errors
    for table in plan.tables:
        n = plan.counts[TABLES[table][0]]
        seen: list[int] = [int(e["id"]) for e in data[table]]
        for i in sorted({x for x in seen if seen.count(x) > 1}):
            errors.append(f"$.{table}: claim id {i} appears more than once")
        stray = sorted({x for x in seen if not 1 <= x <= n})
        if stray:
            errors.append(f"$.{table}: ids {stray} are not claims (claims are numbered 1..{n})")
        missing = sorted(set(range(1, n + 1)) - set(seen))
        if missing:
            errors.append(f"$.{table}: no verdict for claim ids {missing}")
        if TABLES[table][1]:
            bad = sorted({c for e in data[table] for c in e["supported_by"] if not 1 <= c <= plan.n_contexts})
            if bad:
                errors.append(
                    f"$.{table}: supported_by {bad} are not contexts (numbered 1..{plan.n_contexts})"
                )
    return errors


def parse_table(entries: Sequence[Mapping[str, Any]], claims: Sequence[str]) -> tuple[ClaimVerdict, ...]:
    out = []
    for e in sorted(entries, key=lambda e: int(e["id"])):
        support = tuple(sorted({int(c) - 1 for c in e.get("supported_by", ())}))
        evidence = _text(e.get("evidence")) or None
        out.append(
            ClaimVerdict(
                claim=claims[int(e["id"]) - 1],
                label=Label(e["verdict"]),
                reason=_text(e.get("reason")),
                evidence=evidence,
                source=support[0] if support else None,
                supported_by=support,
                cause=Cause(Decider.LLM),
            )
        )
    return tuple(out)


def unverified(claims: Sequence[str], reason: str) -> tuple[ClaimVerdict, ...]:
    """Claims with nothing to check them against: unsupported, with the reason."""
    cause = Cause(Decider.NONE, Check.NO_PREMISE)
    return tuple(ClaimVerdict(c, Label.UNSUPPORTED, reason=reason, cause=cause) for c in claims)
