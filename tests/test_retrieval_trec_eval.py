"""Exactness: ragmeter's values equal trec_eval 10's printed ones (4 decimals), per query
and summary, on trec_eval's own test suite and on outputs generated for this project."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from ragmeter.retrieval import prepare

# measures trec_eval prints that ragmeter implements (trec_eval names)
_OURS = re.compile(
    r"^(num_ret|num_rel|num_rel_ret|map|Rprec|bpref|recip_rank|ndcg|set_recall"
    r"|P_\d+|recall_\d+|ndcg_cut_\d+|map_cut_\d+|success_\d+)$"
)
_COUNTS = {"num_ret", "num_rel", "num_rel_ret"}


def _expected(path: Path) -> dict[tuple[str, str], str]:
    out: dict[tuple[str, str], str] = {}
    for line in path.read_text().splitlines():
        name, qid, value = (part.strip() for part in line.split("\t"))
        if _OURS.match(name):
            out[(name, qid)] = value
    return out


def _check(expected: dict[tuple[str, str], str], qrels: Path, run: Path, **options: object) -> int:
    rel_level = int(options.pop("rel_level", 1))  # type: ignore[call-overload]
    names = sorted({name for name, _ in expected})
    prepared = prepare(qrels, run, **options)  # type: ignore[arg-type]
    result = prepared.result(names, rel_level=rel_level)

    def shown(name: str, value: float) -> str:
        return str(round(value)) if name in _COUNTS else f"{value:.4f}"

    got: dict[tuple[str, str], str] = {}
    for qid, values in result.per_query.items():
        for name, value in values.items():
            got[(name, qid)] = shown(name, value)
    for name, value in result.summary.items():
        got[(name, "all")] = shown(name, value)
    wrong = {key: (value, got.get(key)) for key, value in expected.items() if got.get(key) != value}
    assert not wrong, f"{len(wrong)} of {len(expected)} values differ, e.g. {list(wrong.items())[:8]}"
    per_query = {qid for _, qid in expected} - {"all"}
    if per_query:  # the same queries were scored
        assert set(result.per_query) == per_query
    return len(expected)


CASES = [
    # expected file, qrels, run, options
    ("out.test", "qrels.test", "results.test", {}),
    ("out.test", "qrels.test.with-comments", "results.test", {}),
    ("out.test.a", "qrels.test", "results.test", {}),
    ("out.test.aq", "qrels.test", "results.test", {}),
    # results.trunc has lines with junk after the sixth field, which trec_eval ignores
    ("out.test.aqc", "qrels.test", "results.trunc", {"complete": True, "extra_fields": True}),
    (
        "out.test.aqcM",
        "qrels.test",
        "results.trunc",
        {"complete": True, "max_docs": 100, "extra_fields": True},
    ),
    ("out.test.aql", "qrels.rel_level", "results.test", {"rel_level": 2}),
    ("out.test.meas_params", "qrels.test", "results.test", {}),
    ("out.comment.test", "qrels.comment.test", "results.comment.test", {}),
]


@pytest.mark.parametrize(
    ("expected", "qrels", "run", "options"), CASES, ids=[c[0] + ":" + c[1] for c in CASES]
)
def test_trec_eval_test_suite(
    shared_data: Path, expected: str, qrels: str, run: str, options: dict[str, object]
) -> None:
    folder = shared_data / "trec_eval" / "test"
    n = _check(_expected(folder / expected), folder / qrels, folder / run, **dict(options))
    assert n >= 3


def test_single_topic_pair_matches_its_lines_in_the_full_output(shared_data: Path) -> None:
    folder = shared_data / "trec_eval" / "test"
    expected = {k: v for k, v in _expected(folder / "out.test.aq").items() if k[1] == "302"}
    expected |= {(name, "all"): value for (name, _), value in expected.items()}  # one query: all = it
    assert _check(expected, folder / "qrels-302.test", folder / "results-302.test") > 50


GENERATED = [
    (
        "qrels.test__results.test__rag_measures_q.txt",
        "trec_eval/test/qrels.test",
        "trec_eval/test/results.test",
        {},
    ),
    (
        "qrels.rel_level_l2__results.test_q.txt",
        "trec_eval/test/qrels.rel_level",
        "trec_eval/test/results.test",
        {"rel_level": 2},
    ),
    (
        "ir_measures_compat__rag_measures_q.txt",
        "ir_fixtures/ir_measures/compat.qrels",
        "ir_fixtures/ir_measures/compat.run",
        {},
    ),
    (
        "ranx_testdata__all_trec_q.txt",
        "ir_fixtures/ranx/test_data/qrels.trec",
        "ir_fixtures/ranx/test_data/run.trec",
        {},
    ),
]


@pytest.mark.parametrize(("expected", "qrels", "run", "options"), GENERATED, ids=[g[0] for g in GENERATED])
def test_generated_by_trec_eval_v10(
    shared_data: Path, expected: str, qrels: str, run: str, options: dict[str, object]
) -> None:
    path = shared_data / "trec_eval" / "generated_by_trec_eval_v10" / expected
    assert _check(_expected(path), shared_data / qrels, shared_data / run, **dict(options)) >= 10
