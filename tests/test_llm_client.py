"""The LLM client as its own layer (issue 23, point 1): JSON replies with one repair
request for everyone (the judge in its prompts' words, the test-set generator in the
same words by default), and what it declares to the Ray engine (its limiter, counts and
cache, and whether it can be built again on a worker)."""

from __future__ import annotations

import json
from collections import Counter
from typing import Any

import pytest

from ragmeter.errors import ConfigError
from ragmeter.judges.abilities import llm_client
from ragmeter.judges.llm import LLMJudge
from ragmeter.judges.llm.prompting import load_prompts
from ragmeter.judges.offline import OfflineJudge
from ragmeter.llm import AdaptiveLimiter, CallError, ChatRequest, HTTPBackend, LLMClient, LLMConfig
from ragmeter.llm.client import REPAIR
from ragmeter.testing import Reply, ScriptedBackend, judge_responder

REQ = ChatRequest("m", (("user", "hi"),), "ragmeter_test", {"type": "object"}, "v0", max_tokens=64)


def needs_ok(data: Any) -> list[str]:
    return [] if isinstance(data, dict) and data.get("ok") is True else ["'ok' must be true"]


def test_the_default_repair_words_are_the_judges() -> None:
    """The generator's repair requests keep their cache keys: same words as prompts/v1."""
    assert load_prompts("v1").texts["repair"] == REPAIR


def test_one_repair_request_then_the_reply() -> None:
    backend = ScriptedBackend(Reply({"ok": False}), Reply({"ok": True}))
    client = LLMClient.configured(backend, LLMConfig(model="m"))
    data, usage = client.ask(REQ, needs_ok)
    assert data == {"ok": True} and usage.calls == 2
    repair = backend.requests[1]
    assert repair.messages[-1] == ("user", REPAIR.replace("{{errors}}", "- 'ok' must be true"))
    assert repair.messages[-2] == ("assistant", json.dumps({"ok": False}))


def test_a_reply_still_wrong_after_the_repair_is_a_call_error_with_its_cost() -> None:
    client = LLMClient.configured(ScriptedBackend(Reply({"ok": 1}), Reply("not json")), LLMConfig(model="m"))
    with pytest.raises(CallError, match="invalid even after one repair request") as info:
        client.ask(REQ, needs_ok, repair="fix: {{errors}}")
    assert info.value.usage.calls == 2


def test_what_the_client_declares() -> None:
    client = LLMClient.configured(ScriptedBackend(judge_responder), LLMConfig(model="m", concurrency=3))
    own = client.limiter
    assert own.maximum == 3 and client.cache is None
    shared = AdaptiveLimiter(9)
    with client.sharing(shared):
        assert client.limiter is shared
    assert client.limiter is own  # the run's limiter is the driver's again
    client.merge_counts(Counter(retries=2))
    snapshot = client.counts_now()
    client.merge_counts(Counter(retries=1))
    assert snapshot["retries"] == 2 and client.counts["retries"] == 3
    client.share(shared)
    assert client.limiter is shared


def test_only_a_client_over_a_real_transport_is_built_again_on_a_worker() -> None:
    config = LLMConfig(model="m", base_url="http://127.0.0.1:9/v1")
    real = LLMClient.configured(HTTPBackend("http://127.0.0.1:9/v1", "", 5.0), config)
    assert real.worker_config() == config
    scripted = LLMClient.configured(ScriptedBackend(judge_responder), config)
    with pytest.raises(ConfigError, match="ScriptedBackend backend cannot be rebuilt there"):
        scripted.worker_config()


def test_a_judge_declares_its_client() -> None:
    judge = LLMJudge(ScriptedBackend(judge_responder), LLMConfig(model="m"))
    assert llm_client(judge) is judge.client
    assert llm_client(OfflineJudge()) is None
