"""A run: its summary, its per-sample results and, when it is stored, its record in the
history. ``ragmeter.evaluate()`` and ``Store.load_run()`` both return a :class:`Run`.

``Run.to_dict()`` is ``ragmeter eval --json``'s ``{"summary", "samples"}`` (a stored run
adds ``"run"`` first, as ``ragmeter runs show --json`` writes it); ``Run.from_dict`` reads
either back.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any, Protocol

from ragmeter.errors import DataError, NotEvaluatedError
from ragmeter.sample import Context, Diagnosis, DiagnosisLabel, Sample, Score, Status, Usage, needs_attention
from ragmeter.types._json import EMPTY, frozen, obj, opt_obj, plain, seq, strs
from ragmeter.types.summary import UNCATEGORISED, Summary

__all__ = ["ResultSink", "Run", "RunInfo", "SampleResult"]

#: the sample metadata key where the system runner records each call (systems/run.py)
SYSTEM_CALL = "system_call"
#: the sample metadata key of a traced interaction's origin (trace and span ids, time,
#: model, tokens: ``ragmeter.traces.Interaction.trace_info``), written through like SYSTEM_CALL
TRACE = "trace"
#: the sample metadata key of a conversation turn's place (``ragmeter.conversations``); a
#: record keeps it without the history: id, turn, last, question_turn
CONVERSATION = "conversation"
_CONVERSATION_FIELDS = ("id", "turn", "last", "question_turn")
#: keys of a per-sample record that hold the sample's own data (left out without details)
DETAIL_KEYS = ("reference", "contexts", "relevant_ids")
RECORD_KEYS = (
    "id",
    "question",
    "answer",
    "category",
    "scores",
    "diagnosis",
    "diagnosis_reason",
    "refusal",
    CONVERSATION,
    *DETAIL_KEYS,
)


def score_from_dict(d: Mapping[str, Any], where: str) -> Score:
    d = obj(d, where)
    try:
        status = Status(d.get("status", "ok"))
        details = opt_obj(d.get("details"), f"{where}.details")
        return Score(d.get("value"), status, d.get("reason") or "", MappingProxyType(dict(details)))
    except ValueError as exc:
        raise DataError(str(exc), field=where) from None


@dataclass(frozen=True, slots=True)
class SampleResult:
    """Everything ragmeter concluded about one sample: its scores (one per metric, each
    with a status and reason), its diagnosis, whether the answer refused, what judging
    it cost. ``extra`` keeps keys of a read record that this version does not know."""

    sample: Sample
    scores: Mapping[str, Score]
    diagnosis: Diagnosis
    refusal: bool = False
    usage: Usage = field(default_factory=Usage)
    extra: Mapping[str, Any] = field(default_factory=lambda: EMPTY)

    @property
    def id(self) -> str:
        return self.sample.id

    @property
    def category(self) -> str | None:
        return self.sample.category

    @property
    def category_key(self) -> str:
        """The category a summary counts this sample under."""
        return self.sample.category or UNCATEGORISED

    @property
    def needs_attention(self) -> bool:
        """Whether a report lists this case (see :func:`ragmeter.sample.needs_attention`)."""
        return needs_attention(self.diagnosis.label)

    def without_details(self) -> SampleResult:
        """A light copy for lists kept in memory: no contexts, reference, relevant ids or
        score details."""
        sample = replace(self.sample, contexts=(), reference=None, relevant_ids=None, metadata=EMPTY)
        scores = {m: replace(sc, details=EMPTY) if sc.details else sc for m, sc in self.scores.items()}
        return replace(self, sample=sample, scores=scores)

    @property
    def system_call(self) -> Mapping[str, Any] | None:
        """How the system under test answered this sample (status, latency, error), when
        the run called one (``metadata["system_call"]``; a read record keeps it as is)."""
        call = self.sample.metadata.get(SYSTEM_CALL) or self.extra.get(SYSTEM_CALL)
        return call if isinstance(call, Mapping) else None

    def value(self, metric: str) -> float | None:
        """The metric's value on this sample, ``None`` when undefined or not evaluated."""
        sc = self.scores.get(metric)
        return None if sc is None else sc.value

    def row(self, metrics: Sequence[str]) -> dict[str, Any]:
        """A flat row: id, question, category, diagnosis, one column per metric (None when
        undefined) and a ``<metric>_status`` column per metric (the CSV and pandas shape)."""
        out: dict[str, Any] = {
            "id": self.id,
            "question": self.sample.question,
            "category": self.category,
            "diagnosis": self.diagnosis.label.value,
        }
        for m in metrics:
            out[m] = self.scores[m].value
        for m in metrics:
            out[f"{m}_status"] = self.scores[m].status.value
        return out

    def to_dict(self, *, with_details: bool = True) -> dict[str, Any]:
        s = self.sample
        out: dict[str, Any] = {
            "id": s.id,
            "question": s.question,
            "answer": s.answer,
            "category": s.category,
            "scores": {m: sc.to_dict(with_details=with_details) for m, sc in self.scores.items()},
            "diagnosis": self.diagnosis.label.value,
            "diagnosis_reason": self.diagnosis.reason,
            "refusal": self.refusal,
        }
        for key in (SYSTEM_CALL, TRACE):  # the system's latency per call; a traced sample's origin
            value = self.sample.metadata.get(key)
            if isinstance(value, Mapping) and key not in self.extra:
                out[key] = plain(value)
        turn = self.sample.metadata.get(CONVERSATION)
        if isinstance(turn, Mapping):  # where the turn sits (compare pairs conversations by it)
            out[CONVERSATION] = {k: plain(turn[k]) for k in _CONVERSATION_FIELDS if k in turn}
        if with_details:
            out["reference"] = s.reference
            out["contexts"] = [
                {"id": c.id, "text": c.text, **({"score": c.score} if c.score is not None else {})}
                for c in s.contexts
            ]
            if s.relevant_ids is not None:
                out["relevant_ids"] = dict(s.relevant_ids)
        out.update(plain(self.extra))
        return out

    @classmethod
    def from_dict(cls, d: Mapping[str, Any], where: str = "sample") -> SampleResult:
        """A per-sample record of ``eval --json`` or the store (with or without details)."""
        d = obj(d, where)
        if "id" not in d:
            raise DataError("a sample record needs an 'id'", field=where)
        contexts = []
        for i, c in enumerate(seq(d.get("contexts"), f"{where}.contexts")):
            c = obj(c, f"{where}.contexts[{i}]")
            contexts.append(Context(c.get("text", ""), c.get("id"), c.get("score")))
        relevant = d.get("relevant_ids")
        sample = Sample(
            id=str(d["id"]),
            question=d.get("question") or "",
            answer=d.get("answer"),
            contexts=tuple(contexts),
            reference=d.get("reference"),
            relevant_ids=None if relevant is None else frozen(obj(relevant, f"{where}.relevant_ids")),
            category=d.get("category"),
            metadata=frozen({CONVERSATION: obj(d[CONVERSATION], f"{where}.{CONVERSATION}")})
            if d.get(CONVERSATION) is not None
            else frozen({}),
        )
        scores = opt_obj(d.get("scores"), f"{where}.scores")
        try:
            label = DiagnosisLabel(d.get("diagnosis") or "unknown")
        except ValueError:
            raise DataError(f"unknown diagnosis {d.get('diagnosis')!r}", field=f"{where}.diagnosis") from None
        return cls(
            sample,
            frozen({m: score_from_dict(v, f"{where}.scores.{m}") for m, v in scores.items()}),
            Diagnosis(label, d.get("diagnosis_reason") or ""),
            bool(d.get("refusal")),
            extra=frozen({k: v for k, v in d.items() if k not in RECORD_KEYS}),
        )


@dataclass(frozen=True)
class RunInfo:
    """A run's record in the history: what ``Store.list_runs`` returns, and ``Run.info``
    for a stored run."""

    id: str
    label: str | None
    created_at: str
    finished_at: str | None
    status: str  # "complete" or "incomplete" (still running elsewhere, or interrupted)
    dataset_name: str | None
    fingerprint: str | None
    n: int
    metrics: tuple[str, ...] = ()
    means: Mapping[str, float | None] = field(default_factory=dict)
    judge: Mapping[str, Any] = field(default_factory=dict)
    config: Mapping[str, Any] = field(default_factory=dict)
    ragmeter_version: str = ""
    git_commit: str | None = None
    git_dirty: bool | None = None

    @property
    def complete(self) -> bool:
        return self.status == "complete"

    @property
    def display_name(self) -> str:
        return f"{self.label} ({self.id})" if self.label else self.id

    def to_dict(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "label": self.label,
            "created_at": self.created_at,
            "finished_at": self.finished_at,
            "status": self.status,
            "dataset": {"name": self.dataset_name, "fingerprint": self.fingerprint, "n": self.n},
            "metrics": list(self.metrics),
            "means": dict(self.means),
            "judge": plain(self.judge),
            "config": plain(self.config),
            "ragmeter_version": self.ragmeter_version,
            "git_commit": self.git_commit,
            "git_dirty": self.git_dirty,
        }

    @classmethod
    def from_dict(cls, d: Mapping[str, Any], where: str = "run") -> RunInfo:
        d = obj(d, where)
        ds = opt_obj(d.get("dataset"), f"{where}.dataset")
        return cls(
            id=str(d.get("id")),
            label=d.get("label"),
            created_at=d.get("created_at") or "",
            finished_at=d.get("finished_at"),
            status=d.get("status") or "complete",
            dataset_name=ds.get("name"),
            fingerprint=ds.get("fingerprint"),
            n=ds.get("n", 0),
            metrics=strs(d.get("metrics"), f"{where}.metrics"),
            means=frozen(opt_obj(d.get("means"), f"{where}.means")),
            judge=frozen(opt_obj(d.get("judge"), f"{where}.judge")),
            config=frozen(opt_obj(d.get("config"), f"{where}.config")),
            ragmeter_version=d.get("ragmeter_version") or "",
            git_commit=d.get("git_commit"),
            git_dirty=d.get("git_dirty"),
        )


@dataclass(frozen=True)
class Run:
    """One evaluation run, live or stored.

    ``run["faithfulness"]`` is a mean; ``run.summary`` the typed :class:`Summary`;
    ``run.samples`` the per-sample results (when kept: ``evaluate(keep_samples=False)``
    keeps none); ``run.info`` the history's record of a stored run; ``run.source`` the
    file a run was read from. ``to_pandas()`` gives one row per sample.
    """

    summary: Summary
    kept: tuple[SampleResult, ...] | None = None
    info: RunInfo | None = None
    source: str | None = None

    @property
    def samples(self) -> tuple[SampleResult, ...]:
        if self.kept is None:
            raise NotEvaluatedError("per-sample results were not kept (keep_samples=False)")
        return self.kept

    @property
    def metrics(self) -> list[str]:
        """The metric names, in the order they were evaluated."""
        return list(self.summary.metrics)

    def __iter__(self) -> Iterator[SampleResult]:
        return iter(self.samples)

    def __len__(self) -> int:
        return int(self.summary.n_samples)

    def mean(self, metric: object) -> float | None:
        return self.summary.mean(str(metric))

    def __getitem__(self, metric: str) -> float | None:
        return self.mean(metric)

    def scores(self, metric: str) -> list[Score]:
        return [r.scores[metric] for r in self.samples]

    # ------------------------------------------------------------ the JSON contract
    def to_dict(self, *, with_details: bool = True) -> dict[str, Any]:
        out: dict[str, Any] = {} if self.info is None else {"run": self.info.to_dict()}
        out["summary"] = self.summary.to_dict()
        out["samples"] = [r.to_dict(with_details=with_details) for r in self.samples]
        return out

    def to_json(self, *, indent: int | None = 2, with_details: bool = True) -> str:
        return json.dumps(self.to_dict(with_details=with_details), ensure_ascii=False, indent=indent)

    @classmethod
    def from_dict(cls, d: Mapping[str, Any], *, source: str | None = None) -> Run:
        """An ``eval --json`` output or a stored run's dict; ``source`` names the file."""
        d = obj(d, "run")
        if "summary" not in d:
            raise DataError("not a ragmeter result: no 'summary'", field="summary", source=source)
        samples = tuple(
            SampleResult.from_dict(s, f"samples[{i}]") for i, s in enumerate(seq(d.get("samples"), "samples"))
        )
        info = None if d.get("run") is None else RunInfo.from_dict(d["run"])
        return cls(Summary.from_dict(d["summary"]), samples, info, source)

    def to_pandas(self) -> Any:
        try:
            import pandas as pd
        except ImportError as exc:  # pragma: no cover - depends on the environment
            raise ImportError("to_pandas() needs pandas: pip install 'ragmeter[pandas]'") from exc
        return pd.DataFrame([r.row(self.metrics) for r in self.samples])

    def __repr__(self) -> str:
        parts = []
        for m, s in self.summary.metrics.items():
            parts.append(f"{m}={'n/a' if s.mean is None else f'{s.mean:.4f}'}")
        return f"Run(n={len(self)}, " + ", ".join(parts) + ")"


class ResultSink(Protocol):
    """What receives a run's per-sample results, in input order: the aggregator's
    consumer, the report writers (``report.sinks``), the store's writer, a callback."""

    def add(self, r: SampleResult) -> None: ...
