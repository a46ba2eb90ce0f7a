"""Tool-call metrics: did the agent call the tools it should have, with the right
arguments? Deterministic, no judge.

``tool_call_accuracy`` is order-aware (RAGAS's ``ToolCallAccuracy``): the reference
calls must appear, by name, in the agent's calls in the same order (other calls may sit
between them); each matched reference call then scores the share of its arguments the
agent gave with equal values, and the metric is the mean over the reference calls. A
reference that cannot be matched in order scores 0. Where a name repeats, the in-order
matching with the best argument score is taken (so ``search(a), search(b)`` against a
reference ``search(b)`` matches the second call).

``tool_call_f1`` is order-free (RAGAS's ``ToolCallF1``): a call counts when an agent
call has the same name and equal arguments; precision = matched / agent calls, recall
= matched / reference calls, F1 their harmonic mean. Repeated calls count as often as
they occur (a multiset, not a set).

Arguments compare after normalising JSON: object keys in any order, ``1`` and ``1.0``
equal, everything else exact (strings are not case-folded). Both lists empty scores 1
(no tool was wanted and none was called); exactly one empty scores 0.
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ragmeter.judges.base import Judgement
from ragmeter.metrics.base import Kind, Metric, MetricSpec
from ragmeter.sample import Sample, Score

__all__ = [
    "REFERENCE_KEY",
    "SPECS",
    "TOOL_CALLS_KEY",
    "ToolCall",
    "ToolCallMatch",
    "canonical_json",
    "tool_call_accuracy",
    "tool_call_f1",
]

#: where a sample carries its calls (``metadata``; see ``ragmeter.datasets.toolcalls``)
TOOL_CALLS_KEY = "tool_calls"
REFERENCE_KEY = "reference_tool_calls"


def _canonical(value: Any) -> Any:
    if isinstance(value, Mapping):
        return {str(k): _canonical(v) for k, v in sorted(value.items(), key=lambda kv: str(kv[0]))}
    if isinstance(value, (list, tuple)):
        return [_canonical(v) for v in value]
    if isinstance(value, float) and value.is_integer():
        return int(value)
    return value


def canonical_json(value: Any) -> str:
    """``value`` as canonical JSON text: sorted keys, integral floats as integers."""
    return json.dumps(_canonical(value), sort_keys=True, ensure_ascii=False, separators=(",", ":"))


@dataclass(frozen=True)
class ToolCall:
    """One call: a tool name and its arguments (a JSON object)."""

    name: str
    arguments: Mapping[str, Any]

    @property
    def key(self) -> tuple[str, str]:
        return self.name, canonical_json(self.arguments)

    def __str__(self) -> str:
        return f"{self.name}({canonical_json(self.arguments)})"


@dataclass(frozen=True)
class ToolCallMatch:
    """A metric's value and what explains it: reference calls nobody made, agent calls
    nobody asked for, and pairs of the same tool called with other arguments."""

    value: float
    missing: tuple[ToolCall, ...] = ()
    extra: tuple[ToolCall, ...] = ()
    wrong_arguments: tuple[tuple[ToolCall, ToolCall], ...] = ()  # (reference, agent's)
    detail: str = ""


def argument_score(reference: Mapping[str, Any], predicted: Mapping[str, Any]) -> float:
    """Share of the reference's arguments the agent gave with equal values (1 when
    neither has arguments, 0 when only the agent has some)."""
    if not reference:
        return 1.0 if not predicted else 0.0
    same = sum(1 for k, v in reference.items() if k in predicted and _eq(v, predicted[k]))
    return same / len(reference)


def _eq(a: Any, b: Any) -> bool:
    return canonical_json(a) == canonical_json(b)


def _empty_case(predicted: Sequence[ToolCall], reference: Sequence[ToolCall]) -> ToolCallMatch | None:
    if not predicted and not reference:
        return ToolCallMatch(1.0, detail="no tool call was expected and none was made")
    if not reference:
        return ToolCallMatch(0.0, extra=tuple(predicted), detail="no tool call was expected")
    if not predicted:
        return ToolCallMatch(0.0, missing=tuple(reference), detail="the agent made no tool call")
    return None


def _best_alignment(predicted: Sequence[ToolCall], reference: Sequence[ToolCall]) -> list[int] | None:
    """For each reference call, the index of the agent call it matches (same name, in
    order, best total argument score; ties to the earlier call), or ``None``."""
    n, m = len(reference), len(predicted)
    neg = float("-inf")
    # best[i][j]: the best argument score matching reference[i:] into predicted[j:]
    best = [[neg] * (m + 1) for _ in range(n + 1)]
    for j in range(m + 1):
        best[n][j] = 0.0
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            skip = best[i][j + 1]
            take = neg
            if reference[i].name == predicted[j].name and best[i + 1][j + 1] > neg:
                take = argument_score(reference[i].arguments, predicted[j].arguments) + best[i + 1][j + 1]
            best[i][j] = max(skip, take)
    if best[0][0] == neg:
        return None
    out: list[int] = []
    j = 0
    for i in range(n):
        target = best[i][j]
        while True:  # the earliest agent call that keeps the best total
            if reference[i].name == predicted[j].name and best[i + 1][j + 1] > neg:
                take = argument_score(reference[i].arguments, predicted[j].arguments) + best[i + 1][j + 1]
                if take >= target - 1e-12:
                    out.append(j)
                    j += 1
                    break
            j += 1
    return out


def tool_call_accuracy(predicted: Sequence[ToolCall], reference: Sequence[ToolCall]) -> ToolCallMatch:
    """Order-aware accuracy (see the module docstring)."""
    empty = _empty_case(predicted, reference)
    if empty is not None:
        return empty
    aligned = _best_alignment(predicted, reference)
    if aligned is None:
        f1 = tool_call_f1(predicted, reference)  # what is missing, extra, wrong, order-free
        names_made = Counter(c.name for c in predicted)
        all_made = all(names_made[k] >= v for k, v in Counter(c.name for c in reference).items())
        why = "the reference calls are not made in this order" if all_made else ""
        return ToolCallMatch(0.0, f1.missing, f1.extra, f1.wrong_arguments, why)
    used = set(aligned)
    scores = [argument_score(r.arguments, predicted[j].arguments) for r, j in zip(reference, aligned)]
    wrong = tuple((r, predicted[j]) for r, j, s in zip(reference, aligned, scores) if s < 1.0)
    extra = tuple(c for j, c in enumerate(predicted) if j not in used)
    return ToolCallMatch(sum(scores) / len(reference), (), extra, wrong)


def tool_call_f1(predicted: Sequence[ToolCall], reference: Sequence[ToolCall]) -> ToolCallMatch:
    """Order-free F1 over name + arguments (see the module docstring)."""
    empty = _empty_case(predicted, reference)
    if empty is not None:
        return empty
    left = Counter(c.key for c in reference)
    matched = 0
    extra: list[ToolCall] = []
    for call in predicted:
        if left[call.key] > 0:
            left[call.key] -= 1
            matched += 1
        else:
            extra.append(call)
    missing: list[ToolCall] = []
    for call in reference:
        if left[call.key] > 0:
            left[call.key] -= 1
            missing.append(call)
    wrong: list[tuple[ToolCall, ToolCall]] = []
    for ref in list(missing):  # the same tool, other arguments: say so rather than twice
        other = next((c for c in extra if c.name == ref.name), None)
        if other is not None:
            wrong.append((ref, other))
            missing.remove(ref)
            extra.remove(other)
    precision, recall = matched / len(predicted), matched / len(reference)
    value = 0.0 if matched == 0 else 2 * precision * recall / (precision + recall)
    detail = f"precision {matched}/{len(predicted)}, recall {matched}/{len(reference)}"
    return ToolCallMatch(value, tuple(missing), tuple(extra), tuple(wrong), detail)


# ---------------------------------------------------------------- the metrics
def _calls(raw: Any) -> tuple[ToolCall, ...]:
    return tuple(ToolCall(str(c["name"]), c.get("arguments") or {}) for c in raw or ())


def _reason(match: ToolCallMatch) -> str:
    parts = [match.detail] if match.detail else []
    if match.missing:
        parts.append("missing: " + ", ".join(map(str, match.missing)))
    if match.extra:
        parts.append("extra: " + ", ".join(map(str, match.extra)))
    for ref, got in match.wrong_arguments:
        parts.append(f"wrong arguments: {got} where the reference has {ref}")
    return "; ".join(parts) or "every reference call was made, with the right arguments"


def _compute(fn: Any) -> Any:
    def compute(sample: Sample, _j: Judgement | None, _m: Metric) -> Score:
        if REFERENCE_KEY not in sample.metadata:
            return Score.not_applicable("the sample has no reference_tool_calls")
        reference = _calls(sample.metadata[REFERENCE_KEY])
        predicted = _calls(sample.metadata.get(TOOL_CALLS_KEY))
        match: ToolCallMatch = fn(predicted, reference)
        return Score.of(
            match.value,
            _reason(match),
            missing=[str(c) for c in match.missing],
            extra=[str(c) for c in match.extra],
            wrong_arguments=[{"reference": str(r), "called": str(g)} for r, g in match.wrong_arguments],
        )

    return compute


SPECS = (
    MetricSpec(
        "tool_call_accuracy",
        "Order-aware: the reference tool calls made in order, scored by their arguments (no judge).",
        Kind.TEXT,
        _compute(tool_call_accuracy),
    ),
    MetricSpec(
        "tool_call_f1",
        "Order-free F1 of the tool calls made against the reference calls, name + arguments (no judge).",
        Kind.TEXT,
        _compute(tool_call_f1),
    ),
)
