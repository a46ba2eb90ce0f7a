"""A scripted model reply: what the scripted backend and the fake servers send back, and
what every responder (:func:`~ragmeter.testing.script.judge_responder`, the test-set
generator's :func:`~ragmeter.testing.generator_responder.generator_responder`) returns."""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ragmeter.llm.tokens import MESSAGE_OVERHEAD, approx_tokens

__all__ = ["Reply"]


@dataclass(frozen=True)
class Reply:
    """A model reply. ``content`` may be a dict/list (sent as JSON) or raw text.
    Token counts default to an estimate from the request and the content."""

    content: Any
    finish_reason: str = "stop"
    refusal: str | None = None
    prompt_tokens: int | None = None
    completion_tokens: int | None = None

    def text(self) -> str | None:
        if self.content is None or isinstance(self.content, str):
            return self.content
        return json.dumps(self.content, ensure_ascii=False)

    def usage(self, body: Mapping[str, Any]) -> tuple[int, int]:
        prompt = self.prompt_tokens
        if prompt is None:
            prompt = sum(
                approx_tokens(str(m.get("content") or "")) + MESSAGE_OVERHEAD for m in body["messages"]
            )
        completion = self.completion_tokens
        if completion is None:
            completion = approx_tokens(self.text() or self.refusal or "")
        return prompt, completion
