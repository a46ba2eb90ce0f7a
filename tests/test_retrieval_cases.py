"""Hand-computed cases, input shapes and errors of ragmeter.retrieval."""

from __future__ import annotations

import json
import math
import warnings
from pathlib import Path

import numpy as np
import pytest

from ragmeter.errors import ConfigError, DataError
from ragmeter.retrieval import MissingQueriesWarning, evaluate, prepare

ALL = ["map", "mrr", "ndcg", "ndcg@3", "precision@3", "recall@3", "hit_rate@3", "r_precision", "bpref"]


def one(qrels: dict, run: dict, metric: str, **kw: object) -> float:
    value = evaluate(qrels, run, [metric], **kw)[metric]  # type: ignore[arg-type]
    assert isinstance(value, float)
    return value


# ---------------------------------------------------------------------------- edge cases


def test_empty_ranking_scores_zero_and_counts() -> None:
    qrels = {"q1": {"a": 1}, "q2": {"b": 1}}
    run = {"q1": {"a": 1.0}, "q2": {}}
    values = evaluate(qrels, run, [*ALL, "num_ret"], per_query=True)
    assert all(v == 0.0 for v in values["q2"].values())  # type: ignore[union-attr]
    assert evaluate(qrels, run, ["map"]) == {"map": 0.5}


def test_run_shorter_than_k() -> None:
    qrels = {"q": {"a": 1, "b": 1, "c": 1, "d": 1}}
    run = {"q": {"a": 3.0, "x": 2.0, "b": 1.0}}
    assert one(qrels, run, "precision@10") == pytest.approx(2 / 10)  # divided by k, not by 3
    assert one(qrels, run, "recall@10") == pytest.approx(2 / 4)
    assert one(qrels, run, "map@10") == pytest.approx((1 / 1 + 2 / 3) / 4)
    assert one(qrels, run, "ndcg@10") == pytest.approx(
        (1 + 1 / math.log2(4)) / (1 + 1 / math.log2(3) + 1 / math.log2(4) + 1 / math.log2(5))
    )
    assert one(qrels, run, "r_precision") == pytest.approx(2 / 4)


def test_all_ties_are_broken_by_docid_descending_as_strings() -> None:
    run = {"q": {"d10": 1.0, "d9": 1.0, "d2": 1.0}}  # as strings: d9 > d2 > d10
    assert one({"q": {"d9": 1}}, run, "mrr") == 1.0
    assert one({"q": {"d2": 1}}, run, "mrr") == 0.5
    assert one({"q": {"d10": 1}}, run, "mrr") == pytest.approx(1 / 3)
    # integer ids compare as their decimal strings too (as trec_eval would read them)
    assert one({"q": {10: 1}}, {"q": {10: 1.0, 9: 1.0, 2: 1.0}}, "mrr") == pytest.approx(1 / 3)


def test_rank_column_of_a_run_file_is_ignored(tmp_path: Path) -> None:
    (tmp_path / "qrels").write_text("q 0 a 1\nq 0 b 0\n")
    (tmp_path / "run").write_text("q Q0 a 1 0.1 r\nq Q0 b 2 0.9 r\n")  # ranks disagree with scores
    assert evaluate(tmp_path / "qrels", tmp_path / "run", ["mrr"]) == {"mrr": 0.5}


def test_graded_ndcg_linear_and_exponential_gain() -> None:
    qrels = {"q": {"d1": 3, "d2": 2, "d3": 0, "d4": 1}}
    run = {"q": {"d3": 4.0, "d1": 3.0, "d4": 2.0, "d2": 1.0}}
    disc = [1 / math.log2(r + 1) for r in range(1, 5)]
    dcg = 3 * disc[1] + 1 * disc[2] + 2 * disc[3]
    ideal = 3 * disc[0] + 2 * disc[1] + 1 * disc[2]
    assert one(qrels, run, "ndcg") == pytest.approx(dcg / ideal, abs=1e-15)
    exp_dcg = 7 * disc[1] + 1 * disc[2] + 3 * disc[3]
    exp_ideal = 7 * disc[0] + 3 * disc[1] + 1 * disc[2]
    assert one(qrels, run, "ndcg_exp") == pytest.approx(exp_dcg / exp_ideal, abs=1e-15)
    cut = (3 * disc[1]) / (3 * disc[0] + 2 * disc[1])
    assert one(qrels, run, "ndcg@2") == pytest.approx(cut, abs=1e-15)
    # nDCG's gain ignores rel_level (trec_eval); binary measures do not
    assert one(qrels, run, "ndcg", rel_level=2) == one(qrels, run, "ndcg")
    assert one(qrels, run, "mrr", rel_level=2) == 0.5
    assert one(qrels, run, "mrr", rel_level=3) == 0.5
    assert one(qrels, run, "map", rel_level=3) == 0.5


def test_query_with_no_relevant_document_scores_zero_and_counts() -> None:
    qrels = {"q1": {"a": 1}, "q2": {"b": 0, "c": 0}}
    run = {"q1": {"a": 1.0}, "q2": {"b": 2.0, "c": 1.0}}
    summary = evaluate(qrels, run, ALL)
    assert summary == {m: (1 / 3) / 2 if m == "precision@3" else 0.5 for m in ALL}


def test_bpref_ignores_unjudged_documents() -> None:
    qrels = {"q": {"r1": 1, "r2": 1, "n1": 0, "n2": 0, "u": -1}}
    run = {"q": {"n1": 6.0, "u": 5.0, "r1": 4.0, "x": 3.0, "r2": 2.0, "n2": 1.0}}
    assert one(qrels, run, "bpref") == pytest.approx(0.5)  # each relevant doc has 1 of 2 nonrel above
    assert one(qrels, run, "num_rel") == 2.0  # the -1 judgement is "unjudged", not relevant
    assert one(qrels, run, "precision@3") == pytest.approx(1 / 3)


def test_counts_are_summed_measures_averaged() -> None:
    qrels = {"q1": {"a": 1, "b": 1}, "q2": {"c": 1}}
    run = {"q1": {"a": 1.0, "x": 0.5}, "q2": {"c": 1.0, "y": 0.5, "z": 0.1}}
    got = evaluate(qrels, run, ["num_ret", "num_rel", "num_rel_ret", "recall"])
    assert got == {"num_ret": 5.0, "num_rel": 3.0, "num_rel_ret": 2.0, "recall": 0.75}


def test_missing_queries_warn_with_count_or_score_zero_with_complete() -> None:
    qrels = {"q1": {"a": 1}, "q2": {"b": 1}, "q3": {"c": 1}}
    run = {"q1": {"a": 1.0}, "q9": {"z": 1.0}}
    with pytest.warns(MissingQueriesWarning, match="2 qrels queries") as record:
        assert evaluate(qrels, run, ["map"]) == {"map": 1.0}
    warning = record[0].message
    assert isinstance(warning, MissingQueriesWarning)
    assert warning.count == 2
    assert warning.qids == ("q2", "q3")
    assert record[0].filename == __file__  # points at the caller
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert evaluate(qrels, run, ["map"], complete=True) == {"map": pytest.approx(1 / 3)}
        prepared = prepare(qrels, run, complete=True)
    result = prepared.result(["map"])
    assert (result.missing, result.ignored, result.num_queries) == (("q2", "q3"), ("q9",), 3)


def test_per_query_order_and_keys_follow_the_names_asked() -> None:
    qrels = {"b": {"x": 1}, "a": {"x": 1}, "10": {"x": 1}}
    run = {q: {"x": 1.0} for q in qrels}
    got = evaluate(qrels, run, ["P_1", "ndcg_cut.1"], per_query=True)
    assert list(got) == ["10", "a", "b"]  # trec_eval's order: query ids as strings
    assert got["a"] == {"P_1": 1.0, "ndcg_cut_1": 1.0}


def test_float32_mode_turns_near_ties_into_ties() -> None:
    qrels = {"q": {"a": 1}}
    run = {"q": {"a": 1.0 + 1e-12, "b": 1.0}}
    assert one(qrels, run, "mrr") == 1.0
    assert one(qrels, run, "mrr", float32=True) == 0.5  # tie in float32, "b" > "a"


def test_max_docs_truncates_each_ranking() -> None:
    qrels = {"q": {"a": 1, "c": 1}}
    run = {"q": {"a": 3.0, "b": 2.0, "c": 1.0}}
    assert evaluate(qrels, run, ["num_ret", "num_rel_ret", "recall"], max_docs=2) == {
        "num_ret": 2.0,
        "num_rel_ret": 1.0,
        "recall": 0.5,
    }


# ---------------------------------------------------------------------------- input shapes

QRELS = {"q1": {"d1": 1, "d2": 2, "d3": 0}, "q2": {"d2": 1}}
RUN = {"q1": {"d1": 0.5, "d2": 0.9, "d3": 0.7, "d4": 0.7}, "q2": {"d1": 2.0, "d2": 1.0}}
EXPECTED = evaluate(QRELS, RUN, ALL, per_query=True)


def _rows(nested: dict) -> list[tuple[str, str, float]]:
    return [(q, d, v) for q, docs in nested.items() for d, v in docs.items()]


def test_trec_files(tmp_path: Path) -> None:
    (tmp_path / "q").write_text("# comment\n" + "".join(f"{q} 0 {d} {g}\n" for q, d, g in _rows(QRELS)))
    run = "".join(f"{q} Q0 {d} 0 {s} r\n\n" for q, d, s in _rows(RUN))
    (tmp_path / "r").write_text(run)
    assert evaluate(str(tmp_path / "q"), tmp_path / "r", ALL, per_query=True) == EXPECTED


def test_dataframes_in_any_row_order() -> None:
    pd = pytest.importorskip("pandas")
    q = pd.DataFrame(_rows(QRELS), columns=["query_id", "doc_id", "relevance"])
    r = pd.DataFrame(_rows(RUN), columns=["qid", "docno", "score"]).sample(frac=1.0, random_state=3)
    assert evaluate(q, r, ALL, per_query=True) == EXPECTED


def test_numpy_structured_arrays_and_column_tuples() -> None:
    qa = np.array(_rows(QRELS), dtype=[("qid", "U4"), ("docid", "U4"), ("grade", "i8")])
    ra = np.array(_rows(RUN), dtype=[("qid", "U4"), ("docid", "U4"), ("score", "f8")])
    assert evaluate(qa, ra, ALL, per_query=True) == EXPECTED
    triple = tuple(np.array(c) for c in zip(*_rows(RUN)))
    assert evaluate(qa, triple, ALL, per_query=True) == EXPECTED


def test_integer_ids_in_arrays() -> None:
    qrels = (np.array([1, 1]), np.array([7, 30]), np.array([1, 1]))
    run = (np.array([1, 1, 1]), np.array([30, 7, 4]), np.array([0.5, 0.5, 0.9]))
    # tie between 30 and 7: "7" > "30" as strings, so 7 ranks 2nd and 30 3rd
    assert evaluate(qrels, run, ["map"]) == {"map": pytest.approx((1 / 2 + 2 / 3) / 2)}


def test_lists_of_ids() -> None:
    qrels = {"q": ["a", "b"]}
    run = {"q": ["x", "a", "y", "b"]}  # a ranked list, best first
    assert evaluate(qrels, run, ["map"]) == {"map": pytest.approx((1 / 2 + 2 / 4) / 2)}


def test_ranx_json_and_trec_fixtures_agree(shared_data: Path) -> None:
    folder = shared_data / "ir_fixtures" / "ranx" / "test_data"
    from_json = evaluate(
        json.loads((folder / "qrels.json").read_text()),
        json.loads((folder / "run.json").read_text()),
        ALL,
        per_query=True,
    )
    assert from_json == evaluate(folder / "qrels.trec", folder / "run.trec", ALL, per_query=True)


def test_cwl_fixture_runs(shared_data: Path) -> None:
    folder = shared_data / "ir_fixtures" / "ir_measures"
    got = evaluate(folder / "cwl.qrels", folder / "cwl.run", ["num_ret", "num_rel", "map", "ndcg@5"])
    assert got["num_ret"] > 0
    assert 0.0 <= got["map"] <= 1.0


# ---------------------------------------------------------------------------- errors


@pytest.mark.parametrize(
    ("qrels_text", "run_text", "message"),
    [
        ("q 0 a\n", "q Q0 a 1 1.0 r\n", "q:1|line 1.*expected 4 fields"),
        ("q 0 a 1\nq 0 b x\n", "q Q0 a 1 1.0 r\n", "line 2, field 'grade'.*not an integer"),
        ("q 0 a 1\nq 0 a 0\n", "q Q0 a 1 1.0 r\n", "line 2.*judged twice"),
        ("q 0 a 1\n", "q Q0 a 1 1.0\n", "line 1.*expected 6 fields"),
        ("q 0 a 1\n", "q Q0 a 1 1.0 r\nq Q0 b 2 high r\n", "line 2, field 'score'.*not a number"),
        ("q 0 a 1\n", "q Q0 a 1 1.0 r\n\nq Q0 a 2 0.5 r\n", "line 3.*'a' appears twice.*'q'"),
        ("q 0 a 1\n", "q Q0 a 1 nan r\n", "line 1, field 'score'.*not finite"),
        ("q 0 a 1\n", "q Q0 a 1 -inf r\n", "line 1, field 'score'.*not finite"),
    ],
)
def test_malformed_files_name_file_and_line(
    tmp_path: Path, qrels_text: str, run_text: str, message: str
) -> None:
    (tmp_path / "q").write_text(qrels_text)
    (tmp_path / "r").write_text(run_text)
    with pytest.raises(DataError, match=message.replace("q:1|", "")) as info:
        evaluate(tmp_path / "q", tmp_path / "r", ["map"])
    assert str(tmp_path) in str(info.value)


@pytest.mark.parametrize(
    ("qrels", "run", "message"),
    [
        ({"q": {"a": 1}}, {"q": {"a": float("nan")}}, "query 'q', document 'a': score nan is not a finite"),
        ({"q": {"a": 1}}, {"q": {"a": float("inf")}}, "score inf is not a finite"),
        ({"q": {"a": 1}}, {"q": {"a": "high"}}, "score 'high' is not a finite"),
        ({"q": {"a": 1.5}}, {"q": {"a": 1.0}}, "grade 1.5 is not an integer"),
        ({"q": {"a": 1}}, {"x": {"a": 1.0}}, "no query is both in the qrels and in the run"),
        ({}, {"x": {"a": 1.0}}, "qrels are empty"),
        ({"q": {"a": 1}}, {"q": {1: 1.0}}, "run's document ids are int but the qrels' are str"),
        ({"q": {"a": 1}}, {"q": ["a", "a"]}, "appears twice"),
    ],
)
def test_bad_values_are_data_errors(qrels: dict, run: dict, message: str) -> None:
    with pytest.raises(DataError, match=message):
        evaluate(qrels, run, ["map"])


def test_duplicates_and_nan_in_columns_name_the_row() -> None:
    pd = pytest.importorskip("pandas")
    df = pd.DataFrame({"qid": ["q", "q", "q"], "docid": ["a", "b", "a"], "score": [1.0, 2.0, 3.0]})
    with pytest.raises(DataError, match="DataFrame, row 2: document 'a' appears twice for query 'q'"):
        evaluate({"q": {"a": 1}}, df, ["map"])
    df2 = pd.DataFrame({"qid": ["q", "q"], "docid": ["a", "b"], "score": [1.0, float("nan")]})
    with pytest.raises(DataError, match=r"row 1, field 'score'.*not finite"):
        evaluate({"q": {"a": 1}}, df2, ["map"])
    with pytest.raises(DataError, match="no score column"):
        evaluate({"q": {"a": 1}}, df2.rename(columns={"score": "s"}), ["map"])


def test_bad_options_are_config_errors() -> None:
    with pytest.raises(ConfigError, match="unknown measure 'f1'"):
        evaluate(QRELS, RUN, ["f1"])
    with pytest.raises(ConfigError, match="needs a cut-off"):
        evaluate(QRELS, RUN, ["precision"])
    with pytest.raises(ConfigError, match="rel_level"):
        evaluate(QRELS, RUN, ["map"], rel_level=-1)
    with pytest.raises(ConfigError, match="max_docs"):
        evaluate(QRELS, RUN, ["map"], max_docs=0)
    with pytest.raises(DataError, match="cannot read int"):
        evaluate(QRELS, 3, ["map"])


def test_importing_the_module_stays_light() -> None:
    import subprocess
    import sys

    code = (
        "import sys, ragmeter.retrieval; "
        "print([m for m in ('rich', 'pandas', 'click', 'ragmeter.cli', 'pyarrow') if m in sys.modules])"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "[]"


def test_prepared_once_measured_many_times() -> None:
    prepared = prepare(QRELS, RUN)
    assert prepared.evaluate(ALL, per_query=True) == EXPECTED
    assert prepared.evaluate(["map"], rel_level=2) == evaluate(QRELS, RUN, ["map"], rel_level=2)
    values = prepared.values(["ndcg@3"])["ndcg@3"]
    assert values.tolist() == [EXPECTED[q]["ndcg@3"] for q in prepared.qids]  # type: ignore[index]
    lean = prepare(QRELS, RUN, nonrelevant=False)
    assert lean.evaluate(["map", "ndcg"]) == prepared.evaluate(["map", "ndcg"])
    with pytest.raises(ConfigError, match="bpref and rel_level=0 need the documents judged 0"):
        lean.evaluate(["bpref"])
