"""Conversations: one sample per assistant turn, follow-ups judged in the light of the
history, and the conversation-level metrics, with the offline judge and with the LLM
judge against the fake OpenAI server on 127.0.0.1."""

from __future__ import annotations

import json
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest

import ragmeter
from ragmeter.conversations import Turn, conversation_of, is_follow_up, question_in_context
from ragmeter.datasets import iter_samples
from ragmeter.errors import DataError
from ragmeter.judges import from_spec
from ragmeter.testing import FakeOpenAIServer, Reply
from ragmeter.testing.script import judge_responder

HOURS = "The Riverside library opens at 9 am on Saturdays and at noon on Sundays."
FIRST_Q = "What time does the Riverside library open on Saturdays?"


def library(cid: str, last_answer: str) -> dict[str, Any]:
    return {
        "id": cid,
        "turns": [
            {"role": "user", "content": FIRST_Q},
            {
                "role": "assistant",
                "content": "The Riverside library opens at 9 am on Saturdays.",
                "contexts": [HOURS],
            },
            {"role": "user", "content": "And on Sundays?"},
            {"role": "assistant", "content": last_answer, "contexts": [HOURS]},
        ],
    }


TRIP = {
    "id": "trip",
    "turns": [
        {"role": "user", "content": "My flight to Oslo leaves at 7 am on Friday."},
        {"role": "assistant", "content": "Check-in opens two hours before departure.", "contexts": ["x"]},
        {"role": "user", "content": "Is breakfast served on board?"},
        {
            "role": "assistant",
            "content": "Your flight leaves at 9 am, so breakfast is served on board.",
            "contexts": ["Breakfast is served on board on morning flights."],
        },
    ],
}
GOOD = library("good", "The Riverside library opens at noon on Sundays.")
OFF = library("off", "Sundays are named after the sun.")
SOLO = {"id": "solo", "question": "And on Sundays?", "answer": "Sundays are named after the sun."}
METRICS = "faithfulness,answer_relevancy,knowledge_retention,conversation_relevancy"


def write(tmp_path: Path, records: list[Mapping[str, Any]]) -> Path:
    path = tmp_path / "conversations.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


def scores(run: ragmeter.Run) -> dict[str, dict[str, ragmeter.Score]]:
    assert run.samples is not None
    return {r.sample.id: dict(r.scores) for r in run.samples}


def test_every_assistant_turn_is_a_sample_with_its_history(tmp_path: Path) -> None:
    samples = list(iter_samples(str(write(tmp_path, [GOOD, SOLO]))))
    assert [s.id for s in samples] == ["good#1", "good#3", "solo"]
    first, last, solo = samples
    assert last.question == "And on Sundays?" and last.context_texts == (HOURS,)
    info = conversation_of(last)
    assert info is not None and info.id == "good" and info.last and info.question_turn == 2
    assert [(t.index, t.role) for t in info.history] == [(0, "user"), (1, "assistant")]
    assert conversation_of(first) is not None and not conversation_of(first).last  # type: ignore[union-attr]
    assert conversation_of(solo) is None


def test_follow_ups_read_with_the_question_they_follow() -> None:
    history = [Turn(0, "user", FIRST_Q), Turn(1, "assistant", "At 9 am.")]
    assert question_in_context("And on Sundays?", history) == f"{FIRST_Q} And on Sundays?"
    new_topic = "Which museums in Oslo have free entry for children?"
    assert not is_follow_up(new_topic)
    assert question_in_context(new_topic, history) == new_topic


def test_the_last_turn_is_judged_with_its_history_offline(tmp_path: Path) -> None:
    run = ragmeter.evaluate(str(write(tmp_path, [GOOD, OFF, SOLO])), metrics=METRICS)
    s = scores(run)
    # Alone, "Sundays are named after the sun" answers "And on Sundays?" (relevant: at or
    # above the diagnosis's 0.5 line); after a question about the library's opening hours
    # it does not.
    assert s["solo"]["answer_relevancy"].value >= 0.5
    assert s["off#3"]["answer_relevancy"].value < 0.3
    assert s["good#3"]["answer_relevancy"].value > s["off#3"]["answer_relevancy"].value + 0.25
    assert s["good#3"]["faithfulness"].value == 1.0
    # the conversation-level metrics: once per conversation, on its last turn
    assert s["good#1"]["knowledge_retention"].status.value == "not_applicable"
    assert s["solo"]["conversation_relevancy"].status.value == "not_applicable"
    assert s["good#3"]["knowledge_retention"].value == 1.0
    assert s["off#3"]["conversation_relevancy"].value < s["good#3"]["conversation_relevancy"].value
    assert "turn 3 scores" in s["off#3"]["conversation_relevancy"].reason


def test_knowledge_retention_catches_a_turn_that_contradicts_the_user(tmp_path: Path) -> None:
    run = ragmeter.evaluate(str(write(tmp_path, [TRIP])), metrics="knowledge_retention")
    kr = scores(run)["trip#3"]["knowledge_retention"]
    assert kr.value == 0.5  # turn 1 keeps to what the user said, turn 3 does not
    assert "turn 3 contradicts what the user said in turn 0" in kr.reason
    assert kr.details["contradictions"][0]["turn"] == 3


def _contradicting(body: Mapping[str, Any]) -> Reply:
    """The fake judge, except that a claim giving a time the user gave otherwise is
    contradicted (a stand-in for a model that notices)."""
    reply = judge_responder(body)
    user = next(m["content"] for m in body["messages"] if m["role"] == "user")
    data = json.loads(user.rsplit("\n", 1)[-1])
    if not isinstance(reply.content, dict) or "answer_claims_vs_contexts" not in reply.content:
        return reply
    premises = [c["text"] for c in data.get("contexts", [])]
    for row, claim in zip(reply.content["answer_claims_vs_contexts"], data["answer_claims"]):
        if "9 am" in claim["claim"] and any("7 am" in p for p in premises):
            row.update(verdict="contradicted", evidence="leaves at 7 am", reason="the user said 7 am")
    return reply


def test_conversations_with_the_llm_judge_on_the_fake_server(tmp_path: Path) -> None:
    with FakeOpenAIServer(responder=_contradicting) as server:
        judge = from_spec("llm:fake", base_url=server.url, cache=False)
        run = ragmeter.evaluate(str(write(tmp_path, [GOOD, TRIP])), metrics=METRICS, judge=judge)
        bodies = [json.dumps(b) for b in server.requests]
    s = scores(run)
    assert sorted(s) == ["good#1", "good#3", "trip#1", "trip#3"]
    # the follow-up's requests carry the question it follows
    follow_up = [b for b in bodies if "And on Sundays?" in b]
    assert follow_up and all("Riverside library open on Saturdays" in b for b in follow_up)
    assert s["good#3"]["knowledge_retention"].value == 1.0
    kr = s["trip#3"]["knowledge_retention"]
    assert kr.value == 0.5 and "turn 3 contradicts what the user said in turn 0" in kr.reason
    assert s["good#3"]["conversation_relevancy"].ok


def test_openai_chat_shape_with_tool_steps(tmp_path: Path) -> None:
    record = {
        "id": "agent",
        "messages": [
            {"role": "system", "content": "You are a travel agent."},
            {"role": "user", "content": "Weather in Paris?"},
            {
                "role": "assistant",
                "content": None,
                "tool_calls": [
                    {"type": "function", "function": {"name": "weather", "arguments": '{"city":"Paris"}'}}
                ],
            },
            {"role": "tool", "content": "18 C and sunny"},
            {"role": "assistant", "content": [{"type": "text", "text": "It is 18 C and sunny in Paris."}]},
        ],
        "reference": ["It is 18 C and sunny."],
    }
    (sample,) = iter_samples(str(write(tmp_path, [record])))
    assert sample.id == "agent#4" and sample.question == "Weather in Paris?"
    assert sample.answer == "It is 18 C and sunny in Paris." and sample.reference == "It is 18 C and sunny."
    assert sample.metadata["tool_calls"] == [{"name": "weather", "arguments": {"city": "Paris"}}]


@pytest.mark.parametrize(
    ("record", "field"),
    [
        ({"id": "c", "turns": [{"role": "robot", "content": "x"}]}, "turns[0].role"),
        ({"id": "c", "turns": ["hello"]}, "turns[0]"),
        ({"id": "c", "turns": []}, "turns"),
        ({"id": "c", "turns": [{"role": "assistant", "content": "hi"}]}, "turns[0]"),
        ({"id": "c", "turns": [{"role": "user", "content": "q"}]}, "turns"),
        (
            {"id": "c", "turns": [{"role": "user", "content": 3}, {"role": "assistant", "content": "a"}]},
            "turns[0].content",
        ),
        (
            {
                "id": "c",
                "turns": [
                    {"role": "user", "content": "q"},
                    {"role": "assistant", "content": "a", "contexts": 5},
                ],
            },
            "turns[1].contexts",
        ),
        (
            {
                "id": "c",
                "turns": [
                    {"role": "user", "content": "q"},
                    {"role": "assistant", "content": "a", "tool_calls": [{"name": "t", "arguments": "{x"}]},
                ],
            },
            "turns[1].tool_calls[0].arguments",
        ),
        (
            {
                "id": "c",
                "turns": [{"role": "user", "content": "q"}, {"role": "assistant", "content": "a"}],
                "reference": "r",
            },
            "reference",
        ),
        (
            {
                "id": "c",
                "contexts": ["x"],
                "turns": [{"role": "user", "content": "q"}, {"role": "assistant", "content": "a"}],
            },
            "contexts",
        ),
        (
            {
                "id": "c",
                "tool_calls": [],
                "turns": [{"role": "user", "content": "q"}, {"role": "assistant", "content": "a"}],
            },
            "tool_calls",
        ),
    ],
)
def test_malformed_turns_are_located(tmp_path: Path, record: dict[str, Any], field: str) -> None:
    path = write(tmp_path, [SOLO, record])
    with pytest.raises(DataError) as err:
        list(iter_samples(str(path)))
    assert (err.value.line, err.value.field) == (2, field)


def test_conversation_metrics_are_listed_and_their_calls_estimated(tmp_path: Path) -> None:
    from ragmeter.metrics import available, parse_metrics
    from ragmeter.metrics.conversation_turns import conversation_tasks

    names = {s.name for s in available()}
    assert {"knowledge_retention", "conversation_relevancy", "tool_call_accuracy", "tool_call_f1"} <= names
    first, last = iter_samples(str(write(tmp_path, [GOOD])))
    metrics = parse_metrics("faithfulness,knowledge_retention")
    assert conversation_tasks(first, metrics) == []
    tasks = conversation_tasks(last, metrics)
    assert [t.answer for t in tasks] == [GOOD["turns"][1]["content"], GOOD["turns"][3]["content"]]
    assert tasks[1].question == f"{FIRST_Q} And on Sundays?"
    assert tasks[1].contexts == (FIRST_Q, "And on Sundays?")  # what the user said so far
    assert conversation_tasks(last, parse_metrics("faithfulness")) == []


def test_a_csv_cell_may_hold_the_turns_as_json(tmp_path: Path) -> None:
    import csv

    path = tmp_path / "c.csv"
    with path.open("w", newline="", encoding="utf-8") as fh:
        w = csv.writer(fh)
        w.writerow(["id", "turns"])
        w.writerow(["good", json.dumps(GOOD["turns"])])
    assert [s.id for s in iter_samples(str(path))] == ["good#1", "good#3"]
