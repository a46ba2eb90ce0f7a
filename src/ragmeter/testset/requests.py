"""The generator's two kinds of model calls, their versioned prompts (files in
``prompts/<version>/``), JSON schemas and reply checks.

* ``generate`` (one call per candidate): a question of the asked type, its answer and
  the passages it relies on, written from the candidate's passages.
* ``critique`` (one call per batch of up to ``CRITIQUE_BATCH`` candidates): for each,
  whether the answer is supported, the question stands alone, every passage is needed
  (multi-passage types) and, for an unanswerable question, whether the corpus's top
  passages answer it after all.

The prompt version and a digest of its files are part of every cache key, so replies
to one wording are never reused for another (as for the judge's prompts).
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Any

from ragmeter.errors import ConfigError
from ragmeter.llm.backend import ChatRequest
from ragmeter.llm.config import LLMConfig

__all__ = [
    "CRITIQUE_BATCH",
    "PROMPT_VERSION",
    "Critique",
    "Generated",
    "GeneratorPrompts",
    "check_critique",
    "check_generated",
    "critique_request",
    "generate_request",
    "load_generator_prompts",
]

PROMPT_VERSION = "v1"
CRITIQUE_BATCH = 6
_FILES = ("generate_system", "generate_user", "critique_system", "critique_user")
LANGUAGES = {"en": "English", "ko": "Korean"}

_STR = {"type": "string"}
_BOOL = {"type": "boolean"}


def _obj(props: dict[str, Any]) -> dict[str, Any]:
    return {"type": "object", "properties": props, "required": list(props), "additionalProperties": False}


GENERATE_SCHEMA = _obj(
    {
        "possible": _BOOL,
        "question": _STR,
        "answer": _STR,
        "passages_used": {"type": "array", "items": {"type": "integer"}},
    }
)
CRITIQUE_SCHEMA = _obj(
    {
        "items": {
            "type": "array",
            "items": _obj(
                {
                    "id": _STR,
                    "supported": _BOOL,
                    "standalone": _BOOL,
                    "needs_all_passages": _BOOL,
                    "answered_by_passages": _BOOL,
                    "reason": _STR,
                }
            ),
        }
    }
)


@dataclass(frozen=True)
class GeneratorPrompts:
    version: str
    digest: str
    texts: dict[str, str]

    @property
    def tag(self) -> str:
        """``gen-v1+<digest>``: goes into cache keys and the records' metadata."""
        return f"gen-{self.version}+{self.digest}"

    def render(self, name: str, input_json: str) -> str:
        return self.texts[name].replace("{{input}}", input_json)


@lru_cache(maxsize=4)
def load_generator_prompts(version: str = PROMPT_VERSION) -> GeneratorPrompts:
    folder = resources.files("ragmeter.testset") / "prompts" / version
    if not folder.is_dir():
        raise ConfigError(f"unknown generator prompt version {version!r}")
    sha = hashlib.sha256()
    texts: dict[str, str] = {}
    for name in _FILES:
        text = (folder / f"{name}.txt").read_text(encoding="utf-8").strip()
        texts[name] = text
        sha.update(name.encode() + b"\0" + text.encode("utf-8") + b"\0")
    return GeneratorPrompts(version, sha.hexdigest()[:12], texts)


def language_name(code: str) -> str:
    return LANGUAGES.get(code, "the language of the passages")


def _request(
    prompts: GeneratorPrompts, config: LLMConfig, stage: str, data: Any, schema: dict[str, Any]
) -> ChatRequest:
    payload = json.dumps(data, ensure_ascii=False, separators=(",", ":"))
    return ChatRequest(
        model=config.model,
        messages=(
            ("system", prompts.texts[f"{stage}_system"]),
            ("user", prompts.render(f"{stage}_user", payload)),
        ),
        schema_name=f"ragmeter_gen_{stage}",
        schema=schema,
        prompt_version=prompts.tag,
        temperature=config.temperature,
        seed=config.seed,
        max_tokens=config.max_tokens,
    )


def generate_request(
    prompts: GeneratorPrompts,
    config: LLMConfig,
    kind: str,
    passages: Sequence[str],
    lang: str,
    avoid: Sequence[str] = (),
    attempt: int = 0,
) -> ChatRequest:
    """``avoid``: questions already written from these passages; ``attempt``: how many
    times these passages were asked for this type before (so no two requests are the
    same and no reply is reused from the cache for a different question)."""
    data: dict[str, Any] = {
        "type": kind,
        "language": language_name(lang),
        "passages": [{"id": i, "text": t} for i, t in enumerate(passages, 1)],
        "avoid": list(avoid),
    }
    if attempt:
        data["attempt"] = attempt + 1
    return _request(prompts, config, "generate", data, GENERATE_SCHEMA)


@dataclass(frozen=True)
class CritiqueItem:
    id: str
    kind: str
    question: str
    answer: str | None
    passages: tuple[str, ...]
    lang: str = "auto"


def critique_request(
    prompts: GeneratorPrompts, config: LLMConfig, items: Sequence[CritiqueItem]
) -> ChatRequest:
    data = {
        "items": [
            {
                "id": it.id,
                "type": it.kind,
                "language": language_name(it.lang),
                "question": it.question,
                "answer": it.answer,
                "passages": [{"id": i, "text": t} for i, t in enumerate(it.passages, 1)],
            }
            for it in items
        ],
    }
    return _request(prompts, config, "critique", data, CRITIQUE_SCHEMA)


@dataclass(frozen=True)
class Generated:
    possible: bool
    question: str
    answer: str
    passages_used: tuple[int, ...]


@dataclass(frozen=True)
class Critique:
    supported: bool
    standalone: bool
    needs_all_passages: bool
    answered_by_passages: bool
    reason: str


def check_generated(data: Any, n_passages: int) -> list[str]:
    """What is wrong with a generate reply (an empty list: nothing)."""
    if not isinstance(data, dict):
        return ["the reply must be a JSON object"]
    errors = [f"missing field {k!r}" for k in GENERATE_SCHEMA["properties"] if k not in data]
    if errors:
        return errors
    if not isinstance(data["possible"], bool):
        errors.append("possible must be true or false")
    for k in ("question", "answer"):
        if not isinstance(data[k], str):
            errors.append(f"{k} must be a string")
    used = data["passages_used"]
    if not isinstance(used, list) or not all(isinstance(i, int) and not isinstance(i, bool) for i in used):
        errors.append("passages_used must be a list of passage numbers")
    elif any(not 1 <= i <= n_passages for i in used):
        errors.append(f"passages_used must hold numbers from 1 to {n_passages}")
    return errors


def parse_generated(data: dict[str, Any]) -> Generated:
    return Generated(
        bool(data["possible"]),
        str(data["question"]).strip(),
        str(data["answer"]).strip(),
        tuple(sorted(set(data["passages_used"]))),
    )


def check_critique(data: Any, ids: Sequence[str]) -> list[str]:
    if not isinstance(data, dict) or not isinstance(data.get("items"), list):
        return ["the reply must be an object with an items list"]
    got = [it.get("id") if isinstance(it, dict) else None for it in data["items"]]
    missing = [i for i in ids if i not in got]
    errors = [f"no entry for item {i!r}" for i in missing]
    for it in data["items"]:
        if not isinstance(it, dict):
            errors.append("each entry must be an object")
            continue
        for k in ("supported", "standalone", "needs_all_passages", "answered_by_passages"):
            if not isinstance(it.get(k), bool):
                errors.append(f"item {it.get('id')!r}: {k} must be true or false")
    return errors


def parse_critique(data: dict[str, Any]) -> dict[str, Critique]:
    out: dict[str, Critique] = {}
    for it in data["items"]:
        out.setdefault(
            str(it["id"]),
            Critique(
                it["supported"],
                it["standalone"],
                it["needs_all_passages"],
                it["answered_by_passages"],
                str(it.get("reason") or ""),
            ),
        )
    return out
