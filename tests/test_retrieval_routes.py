"""The C route (``ragmeter.retrieval._gather``) and the numpy route give the same numbers.

ranking.py reads scores and grades out of the dicts with the optional C module when it
is built, and through ``np.fromiter`` otherwise (no compiler, mappings that are not
dicts, values that are not numbers, ids that are not str when ties are broken). Every
test here runs both routes on the same input and compares per-query values exactly,
and checks that the C route's fallbacks still give located errors.
"""

from __future__ import annotations

import shutil
import sysconfig
from types import MappingProxyType
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ragmeter.errors import DataError
from ragmeter.retrieval import evaluate, ranking
from ragmeter.retrieval.ranking import numpy_route

NAMES = ["map", "mrr", "ndcg", "ndcg@3", "precision@2", "recall@5", "r_precision", "bpref", "num_rel_ret"]
NO_BPREF = [n for n in NAMES if n != "bpref"]
DOCS = [f"d{i}" for i in (0, 1, 2, 3, 5, 8, 10, 13, 21, 34, 55, 89, 100, 144)]
SCORES = st.one_of(
    st.sampled_from([0.0, 0.5, 1.0, 2.0]), st.floats(-5, 5, allow_nan=False), st.integers(-3, 3)
)

needs_c = pytest.mark.skipif(not ranking.ACCELERATED, reason="the C module is not built")


def both(qrels: Any, run: Any, names: list[str], **options: Any) -> tuple[Any, Any]:
    fast = evaluate(qrels, run, names, per_query=True, **options)
    with numpy_route():
        slow = evaluate(qrels, run, names, per_query=True, **options)
    return fast, slow


@st.composite
def qrels_and_run(draw: Any) -> tuple[dict[str, dict[str, int]], dict[str, dict[str, Any]]]:
    qrels: dict[str, dict[str, int]] = {}
    run: dict[str, dict[str, Any]] = {}
    for q in range(draw(st.integers(1, 5))):
        qrels[f"q{q}"] = draw(
            st.dictionaries(st.sampled_from(DOCS), st.integers(-1, 3), min_size=1, max_size=10)
        )
        if draw(st.booleans()) or q == 0:  # some qrels queries are missing from the run
            run[f"q{q}"] = draw(st.dictionaries(st.sampled_from(DOCS), SCORES, max_size=12))
    if draw(st.booleans()):
        run["extra"] = {"d0": 1.0}  # a run query the qrels lack
    return qrels, run


@needs_c
@pytest.mark.filterwarnings("ignore::ragmeter.retrieval.MissingQueriesWarning")
@settings(max_examples=150, deadline=None)
@given(
    data=qrels_and_run(),
    rank_order=st.booleans(),
    complete=st.booleans(),
    float32=st.booleans(),
    max_docs=st.sampled_from([None, 1, 3]),
    rel_level=st.integers(0, 2),
    bpref=st.booleans(),
)
def test_both_routes_agree_exactly(
    data: Any,
    rank_order: bool,
    complete: bool,
    float32: bool,
    max_docs: int | None,
    rel_level: int,
    bpref: bool,
) -> None:
    qrels, run = data
    if rank_order:  # already sorted: the C route's "no sort needed" flag is exercised
        run = {q: dict(sorted(r.items(), key=lambda x: -x[1])) for q, r in run.items()}
    fast, slow = both(
        qrels,
        run,
        NAMES if bpref else NO_BPREF,
        complete=complete,
        float32=float32,
        max_docs=max_docs,
        rel_level=rel_level,
    )
    assert fast == slow


@needs_c
def test_ties_on_a_large_synthetic_run_agree() -> None:
    rng = np.random.default_rng(5)
    qrels, run = {}, {}
    for q in range(300):
        n = int(rng.integers(0, 60))
        scores = np.round(rng.normal(size=n), 1)  # rounding makes many exact ties
        docs = [f"D{int(d)}" for d in rng.choice(10_000, size=n, replace=False)]
        run[f"q{q}"] = dict(zip(docs, scores.tolist()))
        judged = docs[: n // 3] + [f"D{10_000 + i}" for i in range(3)]
        qrels[f"q{q}"] = {d: int(rng.integers(0, 4)) for d in judged}
    fast, slow = both(qrels, run, NAMES)
    assert fast == slow
    fast32, slow32 = both(qrels, run, NAMES, float32=True)
    assert fast32 == slow32


@needs_c
def test_rankings_out_of_order_ranked_by_counting_and_by_sorting_agree() -> None:
    # the C route ranks a shuffled ranking's judged documents by counting when there are
    # at most ranking._COUNT_LIMIT of them, and sorts it otherwise: mix both in one run
    rng = np.random.default_rng(11)
    qrels, run = {}, {}
    for q, n_judged in enumerate((3, ranking._COUNT_LIMIT, ranking._COUNT_LIMIT + 1, 300)):
        docs = [f"D{i}" for i in rng.permutation(400)]
        scores = np.round(rng.normal(size=400), 2)  # ties
        run[f"q{q}"] = dict(zip(docs, scores.tolist()))  # not in rank order
        qrels[f"q{q}"] = {d: int(rng.integers(1, 3)) for d in docs[:n_judged]}
    fast, slow = both(qrels, run, NAMES)
    assert fast == slow
    in_order = {q: dict(sorted(r.items(), key=lambda x: -x[1])) for q, r in run.items()}
    assert both(qrels, in_order, NAMES)[0] == fast


@pytest.mark.parametrize(
    "run",
    [
        {"q": MappingProxyType({"a": 1.0, "b": 1.0, "c": 0.5})},  # a mapping that is not a dict
        {"q": {"a": np.float32(1.0), "b": np.float64(1.0), "c": 0}},  # numpy scalars, an int
        {"q": {"a": True, "b": 1.0, "c": 0.5}},  # a bool reads as 1.0, as float() does
        {"q": {"a": "1.0", "b": "1", "c": "0.5"}},  # numeric strings read as numbers, as before
    ],
    ids=["mappingproxy", "numpy-scalars", "bool", "numeric-strings"],
)
def test_other_value_types_give_the_numpy_routes_numbers(run: dict[str, Any]) -> None:
    qrels = {"q": {"a": 1, "b": 0, "c": 2}}
    fast, slow = both(qrels, run, NAMES)
    assert fast == slow
    assert fast["q"]["mrr"] == 0.5  # a and b tie at 1.0: b ranks first (docid descending)


def test_integer_docids_break_ties_as_strings() -> None:
    # trec_eval compares ids as strings: "9" > "10", so 9 ranks above 10 on a tie
    qrels = {"q": {10: 1, 9: 0}}
    run = {"q": {10: 1.0, 9: 1.0}}
    fast, slow = both(qrels, run, ["mrr"])
    assert fast == slow == {"q": {"mrr": 0.5}}


@pytest.mark.parametrize(
    ("qrels", "run", "message"),
    [
        ({"q": {"a": 1}}, {"q": {"b": 2.0, "a": float("nan")}}, "query 'q', document 'a': score nan"),
        ({"q": {"a": 1}}, {"q": {"b": 2.0, "a": float("-inf")}}, "document 'a': score -inf"),
        ({"q": {"a": 1}}, {"q": {"a": "high"}}, "score 'high' is not a finite number"),
        ({"q": {"a": 1}}, {"q": {"a": None}}, "score None is not a finite number"),
        ({"q": {"a": "x"}}, {"q": {"a": 1.0}}, "grade 'x' is not an integer"),
        ({"q": {"a": 1}, "r": {"a": 0.5}}, {"q": {"a": 1.0}}, "query 'r', document 'a': grade 0.5"),
        ({"q": {"a": 1}}, {"q": {"a": 10**400}}, "score 10+ is not a finite number"),
        ({"q": {"a": 10**400}}, {"q": {"a": 1.0}}, "grade 10+ is not an integer"),
        ({"q": {"a": 1e300}}, {"q": {"a": 1.0}}, "grade 1e[+]300 is too large"),
        ({"q": {"a": 1}}, {"q": {"a": np.float32("nan")}}, "score np.float32[(]nan[)] is not a finite"),
    ],
    ids=[
        "nan",
        "inf",
        "str-score",
        "none-score",
        "str-grade",
        "grade-of-a-query-not-in-the-run",
        "huge-int-score",
        "huge-int-grade",
        "huge-float-grade",
        "numpy-nan",
    ],
)
def test_bad_values_are_located_on_both_routes(qrels: Any, run: Any, message: str) -> None:
    with pytest.raises(DataError, match=message):
        evaluate(qrels, run, ["map"])
    with numpy_route(), pytest.raises(DataError, match=message):
        evaluate(qrels, run, ["map"])


def test_the_c_module_is_built_where_a_compiler_is() -> None:
    # setup.py marks the extension optional so that installs without a compiler still
    # work; where one is present (CI, this machine) a silent fallback would be a bug
    compiler = str(sysconfig.get_config_var("CC") or "cc").split()[0]
    if shutil.which(compiler) is None:
        pytest.skip(f"no C compiler ({compiler})")
    assert ranking.ACCELERATED
