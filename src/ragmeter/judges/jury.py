"""A jury of judges: ``--judge jury:SPEC,SPEC[,SPEC...]``.

Every juror judges every sample; the first juror (the foreman) decomposes the texts
into claims, and every juror's verdict on each of those claims is read from its own
judgement (a claim with the same text) or, where it split the text differently, asked
of it claim by claim. A claim's verdict is the label most jurors gave; a tie is
``unsupported`` and its reason says so. The verdicts keep each juror's vote
(``ClaimVerdict.votes``), from which a run reports the jurors' agreement
(:mod:`ragmeter.agreement`). Answer relevancy is the median of the jurors' scores;
coherence and rubric scores are the foreman's; the answer is a refusal when most jurors
say so.

Each juror is a judge of its own (its own call cache, limits and accounting): an LLM
juror in a jury keeps its cache in a file of its own beside the store
(``jury-<juror>.db``), so two jurors that use one model name on two endpoints never
answer from each other's cache. ``llm:MODEL@URL`` gives one juror its own endpoint.
"""

from __future__ import annotations

import re
import statistics
import threading
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import replace
from typing import Any

from ragmeter.errors import ConfigError
from ragmeter.judges.abilities import BaseJudge, Estimate, abilities
from ragmeter.judges.base import (
    Cause,
    ClaimVerdict,
    Decider,
    Judge,
    JudgeError,
    Judgement,
    JudgeTask,
    Label,
    PartialJudgement,
    Relevance,
)
from ragmeter.sample import Usage

__all__ = ["CLAIM_TABLES", "JuryJudge", "endpoint_of", "majority", "split_jury"]

#: the claim tables a jury votes on
CLAIM_TABLES = ("answer_vs_contexts", "reference_vs_contexts", "answer_vs_reference", "reference_vs_answer")
_SIMILARITY_TAILS = ("char-ngram", "e5")  # "offline:rules,char-ngram" is one juror, offline:rules+char-ngram


def majority(labels: Sequence[Label]) -> tuple[Label, bool]:
    """The label most jurors gave, and whether it was a tie (then ``unsupported``)."""
    counts = Counter(labels).most_common()
    if len(counts) > 1 and counts[0][1] == counts[1][1]:
        return Label.UNSUPPORTED, True
    return counts[0][0], False


def _norm(claim: str) -> str:
    return re.sub(r"\s+", " ", claim.casefold()).strip().rstrip(".!?;: ")


def _premises(task: JudgeTask, table: str) -> tuple[str, ...]:
    if table.endswith("_vs_contexts"):
        return task.contexts
    if table == "answer_vs_reference":
        return (task.reference or "", task.question)
    return (task.answer,)


class JuryJudge(BaseJudge):
    """Several judges voting claim by claim (see the module docstring). ``jurors`` are
    ``(label, judge)`` pairs; labels must differ."""

    name = "jury"
    version = "1"

    def __init__(
        self, jurors: Sequence[tuple[str, Judge]], descriptions: Sequence[Mapping[str, Any]] | None = None
    ) -> None:
        if len(jurors) < 2:
            raise ConfigError("a jury needs at least two jurors: jury:SPEC,SPEC[,...]")
        labels = [label for label, _ in jurors]
        if len(set(labels)) != len(labels):
            raise ConfigError(f"jurors must have different labels, got {labels}")
        self.jurors = list(jurors)
        #: what each juror records of itself (with its resolved spec, from the builder)
        self._descriptions = (
            [dict(d) for d in descriptions]
            if descriptions is not None
            else [dict(j.describe()) for _, j in jurors]
        )
        self._lock = threading.Lock()
        self._usage = {label: Usage() for label in labels}

    @property
    def labels(self) -> list[str]:
        return [label for label, _ in self.jurors]

    # ------------------------------------------------------------ abilities
    @property
    def workers(self) -> int:
        return max(int(abilities(j).workers) for _, j in self.jurors)

    def run_usage(self, usage: Usage) -> Mapping[str, Any]:
        out: dict[str, Any] = {}
        cost = 0.0
        for label, judge in self.jurors:
            own = self._usage[label]
            extra = dict(abilities(judge).run_usage(own))
            cost += float(extra.get("cost_usd") or 0.0)
            out[label] = {**own.to_dict(), **extra}
        result: dict[str, Any] = {"jurors": out}
        if cost:
            result["cost_usd"] = round(cost, 6)
        return result

    def estimate(self, tasks: Iterable[JudgeTask | None]) -> Estimate:
        listed = list(tasks)
        total = Estimate(len(listed), model_calls=False, cost_usd=None)
        costs: list[float | None] = []
        for label, judge in self.jurors:
            est = abilities(judge).estimate(listed)
            total.usage += est.usage
            total.model_calls = total.model_calls or est.model_calls
            costs.append(est.cost_usd)
            total.notes.extend(f"{label}: {n}" for n in est.notes)
        total.cost_usd = None if any(c is None for c in costs) else sum(c or 0.0 for c in costs)
        if total.model_calls:
            total.notes.append("claims the jurors split differently add one call per claim and juror")
        return total

    def close(self) -> None:
        for _, judge in self.jurors:
            abilities(judge).close()

    def describe(self) -> dict[str, Any]:
        jurors = [dict(d) for d in self._descriptions]
        return {
            "name": self.name,
            "version": self.version,
            "spec": "jury:" + ",".join(self.labels),
            "jurors": jurors,
        }

    # ------------------------------------------------------------ judging
    def _ask(self, label: str, judge: Judge, task: JudgeTask) -> Judgement:
        try:
            j = judge.judge(task)
        except JudgeError as exc:
            self._spent(label, exc.usage)
            raise JudgeError(f"juror {label}: {exc.reason}", exc.status, exc.usage) from None
        self._spent(label, j.usage)
        return j

    def _spent(self, label: str, usage: Usage) -> None:
        with self._lock:
            self._usage[label] = self._usage[label] + usage

    def judge(self, task: JudgeTask) -> Judgement:
        usage = Usage()
        judgements: list[Judgement] = []
        for label, judge in self.jurors:
            try:
                j = self._ask(label, judge, task)
            except JudgeError as exc:
                raise JudgeError(exc.reason, exc.status, usage + exc.usage) from None
            usage = usage + j.usage
            judgements.append(j)
        tables: dict[str, Any] = {}
        voided: dict[str, JudgeError] = {}
        for table in CLAIM_TABLES:
            try:
                tables[table], extra = self._vote(task, table, judgements)
                usage = usage + extra
            except JudgeError as exc:
                voided[table] = exc
                usage = usage + exc.usage
        try:
            tables["relevance"] = self._relevance(judgements)
        except JudgeError as exc:
            voided["relevance"] = exc
        for name in ("coherence", "rubrics"):  # the foreman's
            try:
                tables[name] = _read(judgements[0], name, self.labels[0])
            except JudgeError as exc:
                voided[name] = exc
        refusals = sum(j.refusal for j in judgements)
        fields: dict[str, Any] = {
            "refusal": refusals * 2 > len(judgements),
            "usage": usage,
            **{k: v for k, v in tables.items() if k not in voided},
        }
        if voided:
            return PartialJudgement(voided, **fields)
        return Judgement(**fields)

    def _vote(
        self, task: JudgeTask, table: str, judgements: Sequence[Judgement]
    ) -> tuple[tuple[ClaimVerdict, ...] | None, Usage]:
        own = [_field(j, table, label) for (label, _), j in zip(self.jurors, judgements)]
        if own[0] is None:
            return None, Usage()
        usage = Usage()
        out = []
        for verdict in own[0]:
            votes: list[tuple[str, ClaimVerdict]] = [(self.labels[0], verdict)]
            for (label, judge), table_j in zip(self.jurors[1:], own[1:]):
                mine = _same_claim(verdict.claim, table_j or ())
                if mine is None:  # this juror split the text otherwise: ask it this claim
                    mine, spent = self._one_claim(label, judge, task, table, verdict.claim)
                    usage = usage + spent
                votes.append((label, mine))
            out.append(_combine(verdict.claim, votes))
        return tuple(out), usage

    def _one_claim(
        self, label: str, judge: Judge, task: JudgeTask, table: str, claim: str
    ) -> tuple[ClaimVerdict, Usage]:
        ask = JudgeTask(
            question=task.question, answer=claim, contexts=_premises(task, table), answer_vs_contexts=True
        )
        j = self._ask(label, judge, ask)
        parts = list(_field(j, "answer_vs_contexts", label) or ())
        if not parts:
            return ClaimVerdict(claim, Label.UNSUPPORTED, reason="the juror found nothing to check"), j.usage
        labels = {p.label for p in parts}
        label_of = (
            Label.CONTRADICTED
            if Label.CONTRADICTED in labels
            else Label.SUPPORTED
            if labels == {Label.SUPPORTED}
            else Label.UNSUPPORTED
        )
        best = next((p for p in parts if p.label is label_of), parts[0])
        return replace(best, claim=claim, label=label_of), j.usage

    def _relevance(self, judgements: Sequence[Judgement]) -> Relevance | None:
        scored = []
        for label, j in zip(self.labels, judgements):
            rel = _read(j, "relevance", label)
            if rel is not None:
                scored.append((label, rel))
        if not scored:
            return None
        median = statistics.median(r.score for _, r in scored)
        said = ", ".join(f"{label} {r.score:.2f}" for label, r in scored)
        return Relevance(
            median, f"median of the jurors' scores ({said}); {scored[0][1].reason}", scored[0][1].questions
        )


def _read(j: Judgement, name: str, label: str) -> Any:
    try:
        return getattr(j, name)
    except JudgeError as exc:
        raise JudgeError(f"juror {label}: {exc.reason}", exc.status) from None


def _field(j: Judgement, table: str, label: str) -> tuple[ClaimVerdict, ...] | None:
    value = _read(j, table, label)
    return None if value is None else tuple(value)


def _same_claim(claim: str, table: Sequence[ClaimVerdict]) -> ClaimVerdict | None:
    key = _norm(claim)
    return next((v for v in table if _norm(v.claim) == key), None)


def _combine(claim: str, votes: Sequence[tuple[str, ClaimVerdict]]) -> ClaimVerdict:
    label, tie = majority([v.label for _, v in votes])
    said = ", ".join(f"{juror}: {v.label.value}" for juror, v in votes)
    n_for = sum(v.label is label for _, v in votes)
    if tie:
        reason = f"the jurors are split ({said}): a tie is unsupported"
    else:
        reason = f"{n_for} of {len(votes)} jurors ({said})"
    winner = next((v for _, v in votes if v.label is label), votes[0][1])
    first = votes[0][1]
    return ClaimVerdict(
        claim,
        label,
        confidence=n_for / len(votes),
        reason=f"{reason}; {winner.reason}" if winner.reason and not tie else reason,
        evidence=winner.evidence,
        source=winner.source if not tie else first.source,
        supported_by=winner.supported_by if label is Label.SUPPORTED else (),
        cause=Cause(Decider.JURY, None, n_for / len(votes), "share of jurors"),
        votes=tuple((juror, v.label.value) for juror, v in votes),
    )


# ---------------------------------------------------------------- from a spec
def split_jury(spec: str) -> list[str]:
    """The juror specs of ``jury:A,B,...`` (a trailing ``,char-ngram`` or ``,e5`` stays
    with the offline spec before it: ``offline:rules,char-ngram`` is ``offline:rules+char-ngram``)."""
    text = spec.strip()
    if not text.startswith("jury:"):
        raise ConfigError(f"a jury spec is jury:SPEC,SPEC[,...], got {spec!r}")
    out: list[str] = []
    for piece in (p.strip() for p in text[len("jury:") :].split(",")):
        if not piece:
            raise ConfigError(f"jury spec {spec!r}: an empty juror")
        if piece in _SIMILARITY_TAILS and out and out[-1].startswith("offline"):
            out[-1] += "+" + piece  # offline,e5 is offline+e5
        else:
            out.append(piece)
    if any(p.startswith("jury") for p in out):
        raise ConfigError(f"jury spec {spec!r}: a juror cannot be a jury")
    for i, juror in enumerate(out):
        if juror in out[:i]:
            raise ConfigError(
                f"jury spec {spec!r}: juror {juror!r} is named twice; the same judge twice only "
                "repeats its votes (two endpoints of one model: llm:MODEL@URL each)"
            )
    return out


def endpoint_of(juror: str) -> tuple[str, str | None]:
    """``llm:MODEL@http(s)://...`` -> (``llm:MODEL``, the URL); anything else unchanged."""
    m = re.match(r"^(llm:.+?)@(https?://\S+)$", juror)
    return (m.group(1), m.group(2)) if m else (juror, None)
