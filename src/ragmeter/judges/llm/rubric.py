"""The rubric call, without any I/O: one request scores every rubric of a sample together
(not one call per rubric), its JSON schema, the checks a reply must pass and the scores
read from a valid reply. The LLM judge sends it through the same ``LLMClient`` as its other
calls (cache, retries, one repair request, a cut reply asked again once).

The prompts are versioned files of their own (``rubric_prompts/v1/``), so adding rubrics
did not change the digest of the judge's ``prompts/v1`` (and its cached replies).
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from ragmeter.judges.base import JudgeTask
from ragmeter.judges.llm.prompting import PromptSet, load_prompt_folder
from ragmeter.judges.rubric import Rubric, RubricScore, union_inputs
from ragmeter.llm.backend import ChatRequest
from ragmeter.llm.config import LLMConfig
from ragmeter.llm.schema_check import check, object_schema

__all__ = [
    "RUBRIC_PROMPT_VERSION",
    "check_rubric_reply",
    "parse_rubric_reply",
    "rubric_input",
    "rubric_prompts",
    "rubric_request",
    "rubric_schema",
]

RUBRIC_PROMPT_VERSION = "v1"
_FILES = ("rubric_system", "rubric_user")
SCHEMA_NAME = "ragmeter_rubric"


def rubric_prompts(version: str = RUBRIC_PROMPT_VERSION) -> PromptSet:
    return load_prompt_folder("rubric_prompts", version, _FILES)


def rubric_schema(rubrics: Sequence[Rubric]) -> dict[str, Any]:
    """``{"scores": {NAME: {"reason": str, "score": int}, ...}}``: the reason comes first,
    so the model writes what decides the score before the score."""
    entry = object_schema({"reason": {"type": "string"}, "score": {"type": "integer"}})
    return object_schema({"scores": object_schema({r.name: entry for r in rubrics})})


def rubric_input(task: JudgeTask) -> str:
    """The case, with only the fields some rubric shows, and the rubrics themselves."""
    shown = union_inputs(task.rubrics)
    data: dict[str, Any] = {}
    if "question" in shown:
        data["question"] = task.question
    if "answer" in shown:
        data["answer"] = task.answer
    if "contexts" in shown:
        data["contexts"] = [{"n": i, "text": t} for i, t in enumerate(task.contexts, 1)]
    if "reference" in shown:
        data["reference"] = task.reference or ""
    data["rubrics"] = [
        {
            "name": r.name,
            "criteria": r.criteria,
            "scale": {"min": r.low, "max": r.high},
            "look_at": list(r.inputs),
            **({"examples": [e.to_dict() for e in r.examples]} if r.examples else {}),
        }
        for r in task.rubrics
    ]
    return json.dumps(data, ensure_ascii=False)


def rubric_request(config: LLMConfig, prompts: PromptSet, task: JudgeTask) -> ChatRequest:
    return ChatRequest(
        model=config.model,
        messages=(
            ("system", prompts.render("rubric_system")),
            ("user", prompts.render("rubric_user", input=rubric_input(task))),
        ),
        schema_name=SCHEMA_NAME,
        schema=rubric_schema(task.rubrics),
        prompt_version=f"rubric-{prompts.tag}",
        temperature=config.temperature,
        seed=config.seed,
        max_tokens=config.max_tokens,
    )


def check_rubric_reply(data: Any, rubrics: Sequence[Rubric]) -> list[str]:
    """Schema errors, then scores outside their scale and empty reasons."""
    errors = check(data, rubric_schema(rubrics))
    if errors:
        return errors
    for r in rubrics:
        entry = data["scores"][r.name]
        score = int(entry["score"])
        if not r.low <= score <= r.high:
            errors.append(f"$.scores.{r.name}.score: {score} is outside the scale {r.low}..{r.high}")
        if not str(entry["reason"]).strip():
            errors.append(f"$.scores.{r.name}.reason: empty string")
    return errors


def parse_rubric_reply(data: Mapping[str, Any], rubrics: Sequence[Rubric]) -> tuple[RubricScore, ...]:
    out = []
    for r in rubrics:
        entry = data["scores"][r.name]
        score = int(entry["score"])
        out.append(RubricScore(r.name, score, r.normalise(score), str(entry["reason"]).strip()))
    return tuple(out)
