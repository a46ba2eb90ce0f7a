"""What a judge may do besides judging, declared once.

Every judge answers :class:`~ragmeter.judges.base.Judge` (``name``, ``version``,
``judge(task)``, ``describe()``). A judge that also has a preferred number of samples in
flight, accounting of its own, a cost estimate or resources to release implements
:class:`JudgeAbilities`, all four of them: subclass :class:`BaseJudge` and override what
differs from its defaults. The runner and the CLI ask through :func:`abilities`, which
gives the defaults for a judge that declares none (the offline judge), so nothing probes
a judge for attributes.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

from ragmeter.judges.base import Judge, JudgeTask
from ragmeter.sample import Usage

if TYPE_CHECKING:
    from ragmeter.llm.client import LLMClient

__all__ = ["BaseJudge", "Estimate", "JudgeAbilities", "UsesLLM", "abilities", "llm_client"]


@dataclass
class Estimate:
    """What judging a run would cost: samples, calls to send (``usage.calls``) and calls
    already cached, tokens, cost when prices are known, and notes on how it was made.
    ``model_calls`` is false for a judge that calls no model at all."""

    samples: int = 0
    usage: Usage = field(default_factory=Usage)
    cost_usd: float | None = None
    notes: list[str] = field(default_factory=list)
    model_calls: bool = True

    def add(self, other: Estimate) -> None:
        self.samples += other.samples
        self.usage += other.usage

    def to_dict(self) -> dict[str, Any]:
        u = self.usage
        out: dict[str, Any] = {"samples": self.samples, **u.to_dict()}
        if self.model_calls:
            out["calls_per_sample"] = (
                round((u.calls + u.cached_calls) / self.samples, 2) if self.samples else 0.0
            )
        out["cost_usd"] = None if self.cost_usd is None else round(self.cost_usd, 4)
        out["notes"] = list(self.notes)
        return out


@runtime_checkable
class JudgeAbilities(Protocol):
    """The optional abilities of a judge (all four, see :class:`BaseJudge`)."""

    @property
    def workers(self) -> int:
        """Samples to judge at once when the caller does not say (``evaluate(workers=)``)."""
        ...

    def run_usage(self, usage: Usage) -> Mapping[str, Any]:
        """Extra accounting for the run's summary (``usage``): e.g. cost, endpoint stats."""
        ...

    def estimate(self, tasks: Iterable[JudgeTask | None]) -> Estimate:
        """What judging these tasks would cost, sending nothing (``eval --dry-run``);
        ``None`` is a sample with nothing to judge."""
        ...

    def close(self) -> None:
        """Release what the judge holds (a cache, connections); called once, at the end."""
        ...


class BaseJudge:
    """Defaults of :class:`JudgeAbilities`: one sample at a time, no accounting of its
    own, no model calls to estimate, nothing to release."""

    name: str = "judge"

    @property
    def workers(self) -> int:
        return 1

    def run_usage(self, usage: Usage) -> Mapping[str, Any]:
        return {}

    def estimate(self, tasks: Iterable[JudgeTask | None]) -> Estimate:
        return _no_calls(str(self.name), tasks)

    def close(self) -> None:
        return None


def _no_calls(name: str, tasks: Iterable[JudgeTask | None]) -> Estimate:
    n = sum(1 for _ in tasks)
    return Estimate(n, cost_usd=0.0, notes=[f"the {name} judge makes no model calls"], model_calls=False)


class _Defaults(BaseJudge):
    def __init__(self, judge: Judge) -> None:
        self.name = str(judge.name)


def abilities(judge: Judge) -> JudgeAbilities:
    """The judge itself when it declares :class:`JudgeAbilities`, else the defaults."""
    if isinstance(judge, JudgeAbilities):
        return judge
    return _Defaults(judge)


@runtime_checkable
class UsesLLM(Protocol):
    """A judge whose calls go through an :class:`~ragmeter.llm.LLMClient` (the LLM
    judge): the Ray engine shares the cluster's limiter and cache with that client, and
    builds it again on every worker from its settings."""

    @property
    def llm_client(self) -> LLMClient: ...


def llm_client(judge: Judge) -> LLMClient | None:
    """The judge's LLM client, or None for a judge that calls no model through one."""
    return judge.llm_client if isinstance(judge, UsesLLM) else None
