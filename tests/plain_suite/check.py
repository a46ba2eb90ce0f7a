"""Run a judge over the plain suite and say which cases it gets wrong.

``judge_cases(cases)`` scores every case with :func:`ragmeter.evaluate` (the default
metrics and, unless one is given, the default judge: what a user gets) and returns one
:class:`Outcome` per case; ``report(outcomes)`` is the text a failing test prints: the
pass rate per language and kind, then the wrong cases grouped by language and phenomenon.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

import ragmeter
from plain_suite.case import KINDS, LANGS, Case
from ragmeter.judges.base import Judge
from ragmeter.types import SampleResult

#: answer_correctness and answer_relevancy at or above this count as correct / relevant
THRESHOLD = 0.5

_METRIC = {
    "faithfulness": "faithfulness",
    "correctness": "answer_correctness",
    "relevancy": "answer_relevancy",
}


@dataclass(frozen=True)
class Outcome:
    case: Case
    right: bool
    #: what the judge said, for the report ("faithfulness 0.50: 1 of 2 claims ...")
    got: str


def _expected(case: Case) -> str:
    if case.kind == "diagnosis":
        return str(case.expect)
    words = {
        "faithfulness": ("supported (1.0)", "not supported (< 1.0)"),
        "refusal": ("a refusal", "not a refusal"),
        "correctness": ("correct (>= 0.5)", "wrong (< 0.5)"),
        "relevancy": ("relevant (>= 0.5)", "not relevant (< 0.5)"),
    }[case.kind]
    return words[0] if case.expect else words[1]


def outcome(case: Case, result: SampleResult) -> Outcome:
    """Whether the judge's result for ``case`` is what a careful reader is sure of."""
    if case.kind == "refusal":
        return Outcome(case, result.refusal == case.expect, f"refusal flag {result.refusal}")
    if case.kind == "diagnosis":
        label = result.diagnosis.label.value
        return Outcome(case, label == case.expect, f"{label}: {result.diagnosis.reason}")
    name = _METRIC[case.kind]
    score = result.scores[name]
    if not score.ok or score.value is None:  # an undefined score is never right
        return Outcome(case, False, f"{name} {score.status.value}: {score.reason}")
    value = score.value
    said = value >= (1.0 if case.kind == "faithfulness" else THRESHOLD)
    return Outcome(case, said == case.expect, f"{name} {value:.2f}: {score.reason}")


def judge_cases(cases: Sequence[Case], judge: Judge | str | None = None) -> list[Outcome]:
    """Score every case in one run (default metrics; the default judge unless given)."""
    run = ragmeter.evaluate([c.to_record() for c in cases], judge=judge)
    by_id = {r.id: r for r in run.samples}
    return [outcome(c, by_id[c.id]) for c in cases]


def share_right(outcomes: Sequence[Outcome]) -> float:
    return sum(o.right for o in outcomes) / len(outcomes) if outcomes else 0.0


def rates(outcomes: Iterable[Outcome]) -> str:
    """A table of right / total per language (rows) and kind (columns)."""
    cells: dict[tuple[str, str], list[bool]] = defaultdict(list)
    for o in outcomes:
        for lang in (o.case.lang, "all"):
            for kind in (o.case.kind, "all"):
                cells[lang, kind].append(o.right)
    cols = [*KINDS, "all"]
    lines = ["lang  " + "".join(f"{k:>16}" for k in cols)]
    for lang in [*LANGS, "all"]:
        row = []
        for kind in cols:
            got = cells.get((lang, kind), [])
            row.append(f"{sum(got)}/{len(got)} {sum(got) / len(got):4.0%}" if got else "-")
        lines.append(f"{lang:<6}" + "".join(f"{c:>16}" for c in row))
    return "\n".join(lines)


def report(outcomes: Sequence[Outcome]) -> str:
    """Pass rates, then every wrong case grouped by language and phenomenon."""
    wrong = [o for o in outcomes if not o.right]
    right = len(outcomes) - len(wrong)
    lines = [f"{share_right(outcomes):.1%} right ({right} of {len(outcomes)})", rates(outcomes)]
    groups: dict[str, dict[str, list[Outcome]]] = defaultdict(lambda: defaultdict(list))
    for o in wrong:
        groups[o.case.lang][o.case.phenomenon].append(o)
    for lang in LANGS:
        if lang not in groups:
            continue
        n = sum(len(v) for v in groups[lang].values())
        lines.append(f"\n{lang}: {n} wrong")
        for phenomenon in sorted(groups[lang]):
            lines.append(f"  {phenomenon}:")
            for o in groups[lang][phenomenon]:
                lines.append(f"    {o.case.id} {o.case.answer!r}: expected {_expected(o.case)}, got {o.got}")
    return "\n".join(lines)
