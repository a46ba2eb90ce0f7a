"""Hostile conversations, tool calls and jury specs through ``ragmeter eval`` (issue 25).

Each input is read exactly (exit 0, the ``--json`` output holds the expected turn ids
and values) or refused with exit 2 and one message naming the file, the line and the
field. Never a traceback, never NaN, never a field silently dropped.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from ragmeter.cli.main import main
from ragmeter.datasets.conversations import MAX_TURNS

CTX = ["The Riverside library opens at 9 am on Saturdays and at noon on Sundays."]
REF_F = [{"name": "f", "arguments": {"x": 1}}]


def user(content: Any) -> dict[str, Any]:
    return {"role": "user", "content": content}


def bot(content: Any, **fields: Any) -> dict[str, Any]:
    return {"role": "assistant", "content": content, **fields}


def conv(*turns: dict[str, Any], cid: Any = "c1", **fields: Any) -> dict[str, Any]:
    return {"id": cid, "turns": list(turns), **fields}


def calls_step(*calls: Any, **fields: Any) -> dict[str, Any]:
    return {"role": "assistant", "content": None, "tool_calls": list(calls), **fields}


def plain(**fields: Any) -> dict[str, Any]:
    return {"id": "s1", "question": "q", "answer": "a", **fields}


@dataclass(frozen=True)
class Case:
    name: str
    lines: tuple[str, ...]
    code: int
    #: exit 2: fragments of the message (the field first); exit 0: the sample ids
    expect: tuple[str, ...] = ()
    line: int = 1


def case(name: str, records: list[dict[str, Any]], code: int, *expect: str, line: int = 1) -> Case:
    return Case(name, tuple(json.dumps(r) for r in records), code, expect, line)


DEEP = '{"a":' * 100_000 + "1" + "}" * 100_000
OPENAI_CALL = {"id": "call_1", "type": "function", "function": {"name": "f", "arguments": '{"x": 1}'}}

CASES = [
    # ---- the shape of turns
    case("turns-an-object", [{"id": "c1", "turns": {"role": "user"}}], 2, "field 'turns'", "non-empty list"),
    case("turns-a-number", [{"id": "c1", "turns": 5}], 2, "field 'turns'"),
    case("turns-empty", [{"id": "c1", "turns": []}], 2, "field 'turns'"),
    case("turn-a-string", [conv(user("q"), "hello")], 2, "field 'turns[1]'", "got str"),
    case("role-missing", [conv({"content": "q"}, bot("a"))], 2, "field 'turns[0].role'", "got None"),
    case(
        "role-unknown", [conv({"role": "bot", "content": "q"}, bot("a"))], 2, "field 'turns[0].role'", "'bot'"
    ),
    case("role-a-list", [conv({"role": ["user"], "content": "q"}, bot("a"))], 2, "field 'turns[0].role'"),
    case("assistant-first", [conv(bot("hi"), user("q"), bot("a"))], 2, "field 'turns[0]'", "before any user"),
    case("only-system", [conv({"role": "system", "content": "be kind"})], 2, "field 'turns'"),
    case("empty-question", [conv(user(""), bot("a"))], 2, "field 'turns[0].content'", "must not be empty"),
    case("content-a-number", [conv(user(5), bot("a"))], 2, "field 'turns[0].content'", "got int"),
    case(
        "empty-assistant-turn",
        [conv(user("q"), bot(""), bot("a", contexts=CTX))],
        2,
        "field 'turns[1].content'",
        "neither content nor tool_calls",
    ),
    case(
        "image-part",
        [
            conv(
                user([{"type": "text", "text": "What is this?"}, {"type": "image_url", "image_url": {}}]),
                bot("a"),
            )
        ],
        2,
        "field 'turns[0].content[1]'",
        "'image_url' has no text",
    ),
    case(
        "too-many-turns",
        [conv(*[user("q"), bot("a")] * (MAX_TURNS // 2 + 1))],
        2,
        "field 'turns'",
        f"at most {MAX_TURNS}",
    ),
    # ---- fields that belong to a turn, given elsewhere
    case("record-contexts-alias", [conv(user("q"), bot("a"), context=CTX)], 2, "field 'context'", "turns[k]"),
    case("record-ground-truth", [conv(user("q"), bot("a"), ground_truth="a")], 2, "field 'ground_truth'"),
    case("record-human-label", [conv(user("q"), bot("a"), human_label=[1, 0])], 2, "field 'human_label'"),
    case("record-tool-calls", [conv(user("q"), bot("a"), tool_calls=REF_F)], 2, "field 'tool_calls'"),
    case(
        "reference-not-one-per-answer",
        [conv(user("q"), bot("a"), reference={"a": 1})],
        2,
        "field 'reference'",
        "one entry",
    ),
    case("turn-question", [conv(user("q"), bot("a", question="other"))], 2, "field 'turns[1].question'"),
    case("turn-answer", [conv(user("q"), bot("a", response="other"))], 2, "field 'turns[1].response'"),
    case(
        "contexts-on-a-tool-step",
        [conv(user("q"), calls_step(OPENAI_CALL, contexts=CTX), bot("a"))],
        2,
        "field 'turns[1].contexts'",
        "without content is not scored",
    ),
    case(
        "tool-calls-no-answer-follows",
        [conv(user("q"), bot("a"), user("q2"), calls_step(OPENAI_CALL))],
        2,
        "field 'turns[3].tool_calls[0]'",
        "no assistant answer follows",
    ),
    case(
        "unanswered-last-message",
        [conv(user("q"), bot("a"), user("And on Sundays?"))],
        2,
        "field 'turns[2]'",
        "has no assistant answer",
    ),
    # ---- ids
    case("empty-id", [conv(user("q"), bot("a"), cid="")], 2, "field 'id'", "must not be empty"),
    case("id-a-list", [conv(user("q"), bot("a"), cid=["x"])], 2, "field 'id'"),
    case(
        "duplicate-conversation",
        [conv(user("q"), bot("a")), conv(user("q"), bot("a"))],
        2,
        "field 'id'",
        "duplicate id 'c1#1'",
        line=2,
    ),
    case(
        "turn-id-collides-with-a-sample",
        [conv(user("q"), bot("a")), plain(id="c1#1")],
        2,
        "field 'id'",
        "duplicate id 'c1#1'",
        line=2,
    ),
    # ---- tool calls
    case(
        "args-invalid-json-text",
        [plain(tool_calls=[{"name": "f", "arguments": "{x: 1"}], reference_tool_calls=REF_F)],
        2,
        "field 'tool_calls[0].arguments'",
        "not JSON",
    ),
    case(
        "args-a-list",
        [plain(tool_calls=[{"name": "f", "arguments": [1]}], reference_tool_calls=REF_F)],
        2,
        "field 'tool_calls[0].arguments'",
    ),
    case(
        "name-a-number",
        [plain(tool_calls=[{"name": 5}], reference_tool_calls=REF_F)],
        2,
        "field 'tool_calls[0].name'",
    ),
    case(
        "args-nan-in-text",
        [plain(tool_calls=[{"name": "f", "arguments": '{"x": NaN}'}], reference_tool_calls=REF_F)],
        2,
        "field 'tool_calls[0].arguments'",
        "NaN",
    ),
    case(
        "args-deep-text",
        [plain(tool_calls=[{"name": "f", "arguments": DEEP}], reference_tool_calls=REF_F)],
        2,
        "field 'tool_calls[0].arguments'",
        "nested",
    ),
    case(
        "bad-call-inside-a-turn",
        [
            conv(
                user("q"),
                calls_step({"type": "function", "function": {"name": "", "arguments": "{}"}}),
                bot("a"),
            )
        ],
        2,
        "field 'turns[1].tool_calls[0].function.name'",
    ),
    case(
        "tool-calls-and-function-call",
        [conv(user("q"), calls_step(OPENAI_CALL, function_call={"name": "f"}), bot("a"))],
        2,
        "field 'turns[1].function_call'",
    ),
    # ---- read, exactly
    case(
        "openai-shape",
        [
            {
                "id": "c1",
                "messages": [
                    {"role": "system", "content": "Answer from the library's pages."},
                    user([{"type": "text", "text": "What is f of 1?"}]),
                    calls_step(OPENAI_CALL),
                    {"role": "tool", "tool_call_id": "call_1", "content": "42"},
                    bot([{"type": "output_text", "text": "It is 42."}], reference_tool_calls=REF_F),
                ],
            }
        ],
        0,
        "c1#4",
    ),
    case(
        "legacy-function-call",
        [
            conv(
                user("q"),
                {
                    "role": "assistant",
                    "content": None,
                    "function_call": {"name": "f", "arguments": '{"x":1}'},
                },
                {"role": "function", "name": "f", "content": "1"},
                bot("one", reference_tool_calls=REF_F),
            )
        ],
        0,
        "c1#3",
    ),
    case(
        "refusal-field",
        [conv(user("q"), {"role": "assistant", "content": None, "refusal": "I can't help."})],
        0,
        "c1#1",
    ),
    case(
        "two-user-turns",
        [conv(user("Hi."), user("When does it open on Saturdays?"), bot("At 9 am.", contexts=CTX))],
        0,
        "c1#2",
    ),
    case("id-with-hash", [conv(user("q"), bot("a"), cid="c#1"), plain(id="c#1")], 0, "c#1#1", "c#1"),
    case(
        "langchain-type-as-role",
        [conv({"type": "human", "content": "When does it open?"}, {"type": "ai", "content": "At 9 am."})],
        0,
        "c1#1",
    ),
    case("id-alias", [{"sample_id": "s9", "turns": [user("q"), bot("a")]}], 0, "s9#1"),
    case("turn-aliases", [conv(user("q"), bot("a", context=CTX, ground_truth="a"))], 0, "c1#1"),
]


def run_eval(path: Path, out: Path, *extra: str) -> tuple[int, str]:
    args = ["eval", str(path), "--no-store", "-q", "--ci-resamples", "0", "--json", str(out), *extra]
    res = CliRunner().invoke(main, args)
    return res.exit_code, " ".join(res.output.split())


@pytest.mark.parametrize("c", CASES, ids=[c.name for c in CASES])
def test_hostile_conversation(c: Case, tmp_path: Path) -> None:
    path = tmp_path / "data.jsonl"
    path.write_text("".join(line + "\n" for line in c.lines), encoding="utf-8")
    out = tmp_path / "out.json"
    code, text = run_eval(path, out, "-m", "faithfulness,tool_call_accuracy,tool_call_f1")
    assert "Traceback" not in text and "internal error" not in text, text
    assert code == c.code, text
    if c.code == 2:
        assert not out.exists()
        assert f"{path}, line {c.line}, {c.expect[0]}" in text, text
        for fragment in c.expect[1:]:
            assert fragment in text, text
        return
    body = out.read_text(encoding="utf-8")
    assert "NaN" not in body and "Infinity" not in body
    samples = json.loads(body)["samples"]
    assert tuple(s["id"] for s in samples) == c.expect


def values(out: Path, metric: str) -> list[float | None]:
    return [s["scores"][metric]["value"] for s in json.loads(out.read_text())["samples"]]


def test_openai_calls_with_json_text_arguments_score_as_objects(tmp_path: Path) -> None:
    """``function.arguments`` is JSON text on the OpenAI wire: it equals the object form."""
    ok = next(c for c in CASES if c.name == "openai-shape")
    path = tmp_path / "data.jsonl"
    path.write_text(ok.lines[0] + "\n")
    out = tmp_path / "out.json"
    assert run_eval(path, out, "-m", "tool_call_accuracy,tool_call_f1")[0] == 0
    assert values(out, "tool_call_accuracy") == [1.0] and values(out, "tool_call_f1") == [1.0]
    legacy = next(c for c in CASES if c.name == "legacy-function-call")
    path.write_text(legacy.lines[0] + "\n")
    assert run_eval(path, out, "-m", "tool_call_accuracy")[0] == 0
    assert values(out, "tool_call_accuracy") == [1.0]


def test_a_turns_extra_fields_are_kept_and_its_labels_reach_calibrate(tmp_path: Path) -> None:
    """Fields of an assistant turn that are not the sample's own (a human label, the
    OpenAI ``name``) travel as the turn sample's metadata, so calibrate finds the labels."""
    path = tmp_path / "labelled.jsonl"
    turns = [
        user("When does the library open on Saturdays?"),
        bot("At 9 am on Saturdays.", contexts=CTX, human_label=1, name="helper"),
        user("And on Sundays?"),
        bot("At 7 am on Sundays.", contexts=CTX, human_label=0),
    ]
    path.write_text(json.dumps(conv(*turns)) + "\n")
    out = tmp_path / "cal.json"
    res = CliRunner().invoke(main, ["calibrate", str(path), "--json", str(out)])
    assert res.exit_code == 0, res.output
    report = json.loads(out.read_text())
    assert report["n"] == 2 and report["agreement"] == 1.0, report


def test_a_missing_label_names_the_file_and_costs_no_judge_call(tmp_path: Path) -> None:
    path = tmp_path / "labelled.jsonl"
    turns = [user("q"), bot("a", contexts=CTX, human_label=1), user("q2"), bot("b", contexts=CTX)]
    path.write_text(json.dumps(conv(*turns)) + "\n")
    res = CliRunner().invoke(main, ["calibrate", str(path), "--judge", "jury:offline,offline:lexical"])
    text = " ".join(res.output.split())
    assert res.exit_code == 2, text
    assert f"{path}, sample c1#3, field 'human_label'" in text, text


JURY_SPECS = [
    ("jury", "a jury names its jurors"),
    ("jury+e5", "a jury names its jurors"),
    ("jury:", "an empty juror"),
    ("jury:offline", "at least two jurors"),
    ("jury:offline,,offline:lexical", "an empty juror"),
    ("jury:offline,offline", "named twice"),
    ("jury: offline , offline ", "named twice"),
    ("jury:offline,offline:meaning", "are the same judge"),
    ("jury:offline,char-ngram", "at least two jurors"),  # one juror: offline:char-ngram
    ("jury:jury:offline,offline", "cannot be a jury"),
    ("jury:bogus,offline", "unknown judge 'bogus'"),
    ("jury:offline,llm:m@ftp://example.org", "@http://"),
]


@pytest.mark.parametrize(("spec", "fragment"), JURY_SPECS, ids=[s for s, _ in JURY_SPECS])
def test_bad_jury_specs(spec: str, fragment: str, tmp_path: Path) -> None:
    path = tmp_path / "data.jsonl"
    path.write_text(json.dumps(plain(contexts=CTX)) + "\n")
    for command in (["eval", str(path), "--no-store", "-q"], ["calibrate", str(path)]):
        res = CliRunner().invoke(main, [*command, "--judge", spec])
        text = " ".join(res.output.split())
        assert res.exit_code == 2, text
        assert fragment in text and "Traceback" not in text, text


def test_a_jury_with_spaces_runs_and_reports_agreement_without_nan(tmp_path: Path) -> None:
    path = tmp_path / "data.jsonl"
    turns = [user("When does it open on Saturdays?"), bot("At 9 am on Saturdays.", contexts=CTX)]
    path.write_text(json.dumps(conv(*turns)) + "\n")
    out = tmp_path / "out.json"
    code, text = run_eval(path, out, "-m", "faithfulness", "--judge", " jury: offline , offline:lexical ")
    assert code == 0, text
    body = out.read_text()
    assert "NaN" not in body and "Infinity" not in body
    summary = json.loads(body)["summary"]
    assert summary["judge"]["spec"].startswith("jury:") and "agreement" in json.dumps(summary)
    assert all(
        not (isinstance(v, float) and math.isnan(v)) for v in summary["metrics"]["faithfulness"].values()
    )


def test_a_turns_fields_under_any_accepted_name_are_read(tmp_path: Path) -> None:
    """``context`` and ``ground_truth`` on a turn are its contexts and reference, as on a
    plain record (they were dropped before)."""
    c = next(c for c in CASES if c.name == "turn-aliases")
    path = tmp_path / "data.jsonl"
    path.write_text(c.lines[0] + "\n")
    out = tmp_path / "out.json"
    assert run_eval(path, out, "-m", "faithfulness")[0] == 0
    (sample,) = json.loads(out.read_text())["samples"]
    assert [x["text"] for x in sample["contexts"]] == CTX and sample["reference"] == "a"


def test_a_labelled_conversation_file_is_a_labels_file(tmp_path: Path) -> None:
    """``eval --labels`` reads the labels on a conversation's assistant turns by turn id;
    a bad label points into the turn; a conversation without any label is an error."""
    turns = [
        user("When does the library open on Saturdays?"),
        bot("At 9 am on Saturdays.", contexts=CTX, human_label=1),
        user("And on Sundays?"),
        bot("At 7 am on Sundays.", contexts=CTX, labels={"faithfulness": 0}),
    ]
    data = tmp_path / "data.jsonl"
    data.write_text(json.dumps(conv(*turns)) + "\n")
    out = tmp_path / "out.json"
    code, text = run_eval(data, out, "-m", "faithfulness", "--labels", str(data))
    assert code == 0, text
    ppi = json.loads(out.read_text())["summary"]["ppi"]
    assert ppi["labels"]["matched"] == 2 and ppi["metrics"]["faithfulness"]["human_mean"] == 0.5
    bad = tmp_path / "bad.jsonl"
    bad.write_text(json.dumps(conv(user("q"), bot("a", human_label=7))) + "\n")
    code, text = run_eval(data, out, "-m", "faithfulness", "--labels", str(bad))
    assert code == 2 and f"{bad}, line 1, field 'turns[1].human_label'" in text, text
    bad.write_text(json.dumps(conv(user("q"), bot("a"))) + "\n")
    code, text = run_eval(data, out, "-m", "faithfulness", "--labels", str(bad))
    assert code == 2 and f"{bad}, line 1, field 'turns'" in text and "no assistant turn has a label" in text


def test_a_nan_in_in_memory_arguments_is_refused_where_it_sits() -> None:
    """Records built in code (or by pandas) can hold a float NaN, which JSON text cannot:
    it would compare unequal to itself and print as NaN in a reason."""
    from ragmeter.datasets import load_samples
    from ragmeter.errors import DataError

    args = {"filters": [{"x": 1}, {"x": float("nan")}]}
    record = plain(tool_calls=[{"name": "f", "arguments": args}], reference_tool_calls=REF_F)
    with pytest.raises(DataError) as err:
        load_samples([record])
    assert err.value.field == "tool_calls[0].arguments.filters[1].x"


def test_a_system_is_not_called_on_conversation_turns(tmp_path: Path) -> None:
    """--system answers one question at a time: on a conversation's turns it would answer
    "And on Sundays?" without what came before and be judged against a history it never
    saw; that is refused, not scored."""
    system = tmp_path / "echo_system.py"
    system.write_text("def answer(question):\n    return 'It opens at noon.'\n")
    data = tmp_path / "data.jsonl"
    data.write_text(json.dumps(conv(user("When does it open on Saturdays?"), bot("At 9 am."))) + "\n")
    out = tmp_path / "out.json"
    code, text = run_eval(data, out, "-m", "faithfulness", "--system", f"{system}:answer")
    assert code == 2, text
    assert f"{data}, field 'turns'" in text and "sample 'c1#1' is a conversation turn" in text, text
