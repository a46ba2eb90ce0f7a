"""Loading and validating evaluation data: every accepted shape, and bad input with clear,
located messages (file, line or row, field)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from click.testing import CliRunner

import ragmeter
from ragmeter.cli.main import main
from ragmeter.datasets import fingerprint, iter_samples, load_samples
from ragmeter.errors import DataError

GOOD = {
    "id": "q1",
    "question": "Who runs Tesla?",
    "answer": "Elon Musk.",
    "contexts": ["Elon Musk runs Tesla."],
}


def write_jsonl(path: Path, rows: list[object]) -> Path:
    path.write_text("\n".join(r if isinstance(r, str) else json.dumps(r) for r in rows) + "\n")
    return path


# ---------------------------------------------------------------- accepted shapes
def test_jsonl_json_csv_and_parquet_agree(tmp_path: Path) -> None:
    rows = [
        {**GOOD, "reference": "Elon Musk", "relevant_ids": {"d1": 2}, "category": "simple"},
        {"id": "q2", "question": "What?", "answer": "I don't know.", "contexts": [], "relevant_ids": []},
    ]
    jsonl = write_jsonl(tmp_path / "a.jsonl", rows)
    (tmp_path / "a.json").write_text(json.dumps(rows))
    csv_path = tmp_path / "a.csv"
    import csv

    with csv_path.open("w", newline="") as fh:
        w = csv.DictWriter(
            fh, fieldnames=["id", "question", "answer", "contexts", "reference", "relevant_ids", "category"]
        )
        w.writeheader()
        for r in rows:
            w.writerow({k: json.dumps(v) if isinstance(v, (list, dict)) else v for k, v in r.items()})
    pd = pytest.importorskip("pandas")
    pq_path = tmp_path / "a.parquet"
    pytest.importorskip("pyarrow")
    pd.DataFrame(
        [{**r, "relevant_ids": json.dumps(r["relevant_ids"]), "contexts": r["contexts"]} for r in rows]
    ).to_parquet(pq_path)
    loaded = [load_samples(p) for p in (jsonl, tmp_path / "a.json", csv_path, pq_path)]
    for samples in loaded[1:]:
        assert samples == loaded[0]
    first = loaded[0][0]
    assert first.relevant_ids == {"d1": 2}
    assert first.contexts[0].text == "Elon Musk runs Tesla."
    assert loaded[0][1].out_of_scope


def test_ragas_field_names_both_generations() -> None:
    old = {"question": "q?", "answer": "a.", "contexts": ["c"], "ground_truth": "g"}
    new = {"user_input": "q?", "response": "a.", "retrieved_contexts": ["c"], "reference": "g"}
    a, b = load_samples([old])[0], load_samples([new])[0]
    assert (a.question, a.answer, a.context_texts, a.reference) == ("q?", "a.", ("c",), "g")
    assert (b.question, b.answer, b.context_texts, b.reference) == ("q?", "a.", ("c",), "g")


def test_column_dict_and_dataframe() -> None:
    cols = {"question": ["q1?", "q2?"], "answer": ["a", "b"], "contexts": [["x"], ["y"]]}
    samples = load_samples(cols)
    assert [s.id for s in samples] == ["1", "2"]  # a missing id gets the row number
    pd = pytest.importorskip("pandas")
    assert load_samples(pd.DataFrame(cols)) == samples


def test_context_objects_ids_and_unknown_fields_kept() -> None:
    s = load_samples([{**GOOD, "contexts": [{"id": "d3", "text": "t", "score": 0.5}], "extra": 7}])[0]
    assert s.contexts[0].id == "d3" and s.contexts[0].score == 0.5
    assert s.metadata["extra"] == 7  # never dropped silently


def test_fingerprint_ignores_answers_and_order() -> None:
    a = load_samples([GOOD, {**GOOD, "id": "q2", "question": "Other?"}])
    b = load_samples(
        [{**GOOD, "id": "q2", "question": "Other?", "answer": "changed"}, {**GOOD, "answer": "x"}]
    )
    assert fingerprint(a) == fingerprint(b)
    c = load_samples([{**GOOD, "question": "Different?"}])
    assert fingerprint(c) != fingerprint(a[:1])


# ---------------------------------------------------------------- bad input: at least 15 kinds
BAD_RECORDS = [
    # (description, record or raw line, expected fragments of the message)
    ("invalid JSON", '{"question": "q", ', ["line 2", "invalid JSON"]),
    ("not an object", "[1, 2]", ["line 2", "must be a JSON object"]),
    ("missing question", {"answer": "a"}, ["line 2", "'question'", "missing required field"]),
    ("empty question", {"question": "  "}, ["line 2", "'question'", "must not be empty"]),
    ("question not a string", {"question": 42}, ["line 2", "'question'", "must be a string"]),
    ("answer not a string", {"question": "q", "answer": ["a"]}, ["line 2", "'answer'", "must be a string"]),
    ("contexts not a list", {"question": "q", "contexts": 5}, ["'contexts'", "must be a list"]),
    (
        "context item a number",
        {"question": "q", "contexts": ["ok", 3]},
        ["'contexts[1]'", "string or an object"],
    ),
    (
        "context object without text",
        {"question": "q", "contexts": [{"id": "d"}]},
        ["'contexts[0]'", "'text'"],
    ),
    (
        "context score NaN",
        {"question": "q", "contexts": [{"text": "t", "score": "NaN"}]},
        ["'contexts[0].score'", "finite number"],
    ),
    ("relevant_ids wrong type", {"question": "q", "relevant_ids": 3}, ["'relevant_ids'", "list of ids"]),
    (
        "relevance grade not integer",
        {"question": "q", "relevant_ids": {"d": 1.5}},
        ["'relevant_ids.d'", "integer"],
    ),
    ("reference not a string", {"question": "q", "reference": {"a": 1}}, ["'reference'", "must be a string"]),
    ("category not a string", {"question": "q", "category": 3}, ["'category'", "must be a string"]),
    ("metadata not an object", {"question": "q", "metadata": [1]}, ["'metadata'", "must be an object"]),
    ("id of a wrong type", {"id": 1.5, "question": "q"}, ["'id'", "string or an integer"]),
    ("aliases that disagree", {"question": "q", "user_input": "other"}, ["'user_input'", "disagree"]),
    (
        "context_ids length mismatch",
        {"question": "q", "contexts": ["a", "b"], "context_ids": ["d1"]},
        ["'context_ids'", "one id per context"],
    ),
    ("duplicate id", GOOD, ["line 2", "duplicate id 'q1'", "line 1"]),
]


@pytest.mark.parametrize(("what", "record", "fragments"), BAD_RECORDS, ids=[b[0] for b in BAD_RECORDS])
def test_bad_record_is_located(tmp_path: Path, what: str, record: object, fragments: list[str]) -> None:
    path = write_jsonl(tmp_path / "bad.jsonl", [GOOD, record])
    with pytest.raises(DataError) as info:
        load_samples(path)
    message = str(info.value)
    assert str(path) in message
    for fragment in fragments:
        assert fragment in message, (what, message)


BAD_FILES = [
    ("missing file", None, "nope.jsonl", ["file not found"]),
    ("unsupported extension", "x", "data.txt", ["unsupported file type '.txt'"]),
    ("empty file", "", "empty.jsonl", ["no samples found"]),
    ("JSON top level a number", "3", "top.json", ["expected a list of records"]),
    ("broken JSON file", '[{"question": "q"', "broken.json", ["invalid JSON", "line 1"]),
    ("CSV without header", "", "empty.csv", ["needs a header row"]),
    (
        "CSV bad JSON list cell",
        'question,contexts\nq,"[1, 2"\n',
        "cell.csv",
        ["line 2", "'contexts'", "does not parse"],
    ),
    ("CSV row longer than header", "question\nq,extra\n", "long.csv", ["line 2", "more cells"]),
]


@pytest.mark.parametrize(("what", "content", "name", "fragments"), BAD_FILES, ids=[b[0] for b in BAD_FILES])
def test_bad_file_is_reported(
    tmp_path: Path, what: str, content: str | None, name: str, fragments: list[str]
) -> None:
    path = tmp_path / name
    if content is not None:
        path.write_text(content)
    with pytest.raises(DataError) as info:
        load_samples(path)
    for fragment in fragments:
        assert fragment in str(info.value), (what, str(info.value))


def test_column_dict_with_unequal_lengths() -> None:
    with pytest.raises(DataError, match="different lengths"):
        load_samples({"question": ["a", "b"], "answer": ["x"]})


def test_unsupported_python_object() -> None:
    with pytest.raises(DataError, match="cannot read evaluation data from int"):
        iter_samples(5)


def test_cli_bad_input_exit_2_without_traceback(tmp_path: Path) -> None:
    path = write_jsonl(tmp_path / "bad.jsonl", [GOOD, {"question": 42}])
    res = CliRunner().invoke(main, ["eval", str(path)])
    assert res.exit_code == 2
    assert "line 2" in res.output and "'question'" in res.output
    assert "Traceback" not in res.output


def test_cli_unknown_metric_exit_2(tmp_path: Path) -> None:
    path = write_jsonl(tmp_path / "ok.jsonl", [GOOD])
    res = CliRunner().invoke(main, ["eval", str(path), "--metrics", "faithfulness,bogus"])
    assert res.exit_code == 2
    assert "unknown metric 'bogus'" in res.output


def test_cli_bad_weights_exit_2(tmp_path: Path) -> None:
    path = write_jsonl(tmp_path / "ok.jsonl", [GOOD])
    res = CliRunner().invoke(main, ["eval", str(path), "--weights", "faithfulness=abc"])
    assert res.exit_code == 2
    assert "'abc' is not a number" in res.output


def test_evaluate_raises_data_error_for_api_users() -> None:
    with pytest.raises(ragmeter.DataError):
        ragmeter.evaluate([{"answer": "no question"}])
