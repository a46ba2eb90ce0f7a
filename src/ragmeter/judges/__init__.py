"""Judges: the offline deterministic judge (default) and, as an extra, the LLM judge.

:func:`from_spec` builds either from a judge spec (``offline``, ``offline+e5``,
``llm:MODEL``, ... see :mod:`ragmeter.judges.spec`), or a judge another package registers
under the ``ragmeter.judges`` entry points. What a judge may do besides judging is one
declared protocol, :class:`JudgeAbilities` (defaults: :class:`BaseJudge`)."""

from ragmeter.judges.abilities import BaseJudge, Estimate, JudgeAbilities, abilities
from ragmeter.judges.base import (
    ClaimVerdict,
    Judge,
    JudgeError,
    Judgement,
    JudgeTask,
    Label,
    PartialJudgement,
    Relevance,
    Usage,
)
from ragmeter.judges.offline import OfflineJudge
from ragmeter.judges.spec import describe_judge, from_spec, installed_judges, parse_spec, spec_of

__all__ = [
    "BaseJudge",
    "ClaimVerdict",
    "Estimate",
    "Judge",
    "JudgeAbilities",
    "JudgeError",
    "JudgeTask",
    "Judgement",
    "Label",
    "OfflineJudge",
    "PartialJudgement",
    "Relevance",
    "Usage",
    "abilities",
    "describe_judge",
    "from_spec",
    "installed_judges",
    "parse_spec",
    "spec_of",
]
