"""Tool-call metrics against hand-computed values, and the record reader's errors."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ragmeter import evaluate
from ragmeter.datasets import iter_samples
from ragmeter.errors import DataError
from ragmeter.metrics import parse_metric
from ragmeter.metrics.toolcalls import ToolCall, tool_call_accuracy, tool_call_f1


def tc(name: str, **arguments: Any) -> ToolCall:
    return ToolCall(name, arguments)


W_PARIS, UV_PARIS = tc("weather", city="Paris"), tc("uv", city="Paris")

# (case, agent's calls, reference calls, accuracy, f1), each worked out by hand
CASES = [
    ("identical", [W_PARIS, UV_PARIS], [W_PARIS, UV_PARIS], 1.0, 1.0),
    # order swapped: not in the reference's order -> 0; order-free F1 is perfect
    ("order swapped", [UV_PARIS, W_PARIS], [W_PARIS, UV_PARIS], 0.0, 1.0),
    # an extra call between: the reference is still matched in order; P = 2/3, R = 1
    ("extra call", [W_PARIS, tc("air", city="Paris"), UV_PARIS], [W_PARIS, UV_PARIS], 1.0, 0.8),
    # a missing call: not every reference call is made -> 0; P = 1, R = 1/2 -> 2/3
    ("missing call", [W_PARIS], [W_PARIS, UV_PARIS], 0.0, 2 / 3),
    # one of two arguments wrong: accuracy (1 + 1/2) / 2; F1 counts no match for it: P = R = 1/2
    (
        "wrong argument",
        [W_PARIS, tc("book", city="Paris", day="Mon")],
        [W_PARIS, tc("book", city="Paris", day="Tue")],
        0.75,
        0.5,
    ),
    # nested arguments: key order and 1 vs 1.0 do not matter, list order does
    (
        "nested arguments equal",
        [tc("search", filters={"b": [1, 2], "a": {"y": 1.0, "x": "s"}})],
        [tc("search", filters={"a": {"x": "s", "y": 1}, "b": [1, 2]})],
        1.0,
        1.0,
    ),
    (
        "nested arguments differ",
        [tc("search", q="x", filters={"b": [2, 1]})],
        [tc("search", q="x", filters={"b": [1, 2]})],
        0.5,
        0.0,
    ),
    ("both empty", [], [], 1.0, 1.0),
    ("no reference calls", [W_PARIS], [], 0.0, 0.0),
    ("no agent calls", [], [W_PARIS], 0.0, 0.0),
    # a repeated name: the in-order matching with the better arguments is chosen
    ("repeated tool", [tc("search", q="a"), tc("search", q="b")], [tc("search", q="b")], 1.0, 2 / 3),
    # an argument the reference does not ask for is not counted against the call
    ("extra argument", [tc("weather", city="Paris", units="C")], [W_PARIS], 1.0, 0.0),
]


@pytest.mark.parametrize(("case", "pred", "ref", "accuracy", "f1"), CASES, ids=[c[0] for c in CASES])
def test_hand_computed(
    case: str, pred: list[ToolCall], ref: list[ToolCall], accuracy: float, f1: float
) -> None:
    assert tool_call_accuracy(pred, ref).value == pytest.approx(accuracy)
    assert tool_call_f1(pred, ref).value == pytest.approx(f1)


def test_reasons_name_missing_extra_and_wrong_calls() -> None:
    m = tool_call_f1([tc("book", day="Mon"), tc("air")], [tc("book", day="Tue"), W_PARIS])
    assert [str(c) for c in m.missing] == ['weather({"city":"Paris"})']
    assert [str(c) for c in m.extra] == ["air({})"]
    wrong = [(str(r), str(g)) for r, g in m.wrong_arguments]
    assert wrong == [('book({"day":"Tue"})', 'book({"day":"Mon"})')]
    acc = tool_call_accuracy([UV_PARIS, W_PARIS], [W_PARIS, UV_PARIS])
    assert acc.detail == "the reference calls are not made in this order"


def _write(tmp_path: Path, records: list[dict[str, Any]]) -> Path:
    path = tmp_path / "calls.jsonl"
    path.write_text("".join(json.dumps(r) + "\n" for r in records), encoding="utf-8")
    return path


def test_records_in_every_accepted_shape_evaluate(tmp_path: Path) -> None:
    path = _write(
        tmp_path,
        [
            {
                "id": "a",
                "question": "Weather and UV in Paris?",
                "tool_calls": [
                    {"type": "function", "function": {"name": "weather", "arguments": '{"city": "Paris"}'}},
                    {"name": "uv", "args": {"city": "Paris"}},
                ],
                "reference_tool_calls": [{"name": "weather", "arguments": {"city": "Paris"}}],
            },
            {"id": "b", "question": "no reference here"},
        ],
    )
    run = evaluate(str(path), metrics="tool_call_accuracy,tool_call_f1")
    assert run.samples is not None
    a, b = run.samples
    assert a.scores["tool_call_accuracy"].value == 1.0
    assert a.scores["tool_call_f1"].value == pytest.approx(2 / 3)
    assert 'extra: uv({"city":"Paris"})' in a.scores["tool_call_f1"].reason
    assert b.scores["tool_call_f1"].status.value == "not_applicable"
    assert parse_metric("tool_call_f1").kind.value == "text"


@pytest.mark.parametrize(
    ("calls", "field"),
    [
        ([{"arguments": {}}], "tool_calls[0].name"),
        ([{"name": "x", "arguments": "{not json"}], "tool_calls[0].arguments"),
        ([{"name": "x", "arguments": [1, 2]}], "tool_calls[0].arguments"),
        ([{"type": "function", "function": {"name": ""}}], "tool_calls[0].function.name"),
        ({"name": "x"}, "tool_calls"),
        (["x"], "tool_calls[0]"),
    ],
)
def test_malformed_tool_calls_are_located(tmp_path: Path, calls: Any, field: str) -> None:
    records = [{"id": "ok", "question": "q"}, {"id": "a", "question": "q", "tool_calls": calls}]
    path = _write(tmp_path, records)
    with pytest.raises(DataError) as err:
        list(iter_samples(str(path)))
    assert err.value.field == field
    assert err.value.line == 2
    assert "calls.jsonl" in str(err.value)
