"""Invariants of the retrieval measures, and agreement with a brute-force reference
(sort by score then docid descending, then loop) on random inputs with many ties."""

from __future__ import annotations

import math
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ragmeter.metrics import parse_metric
from ragmeter.retrieval import MEASURES, Measure, evaluate, parse_measure
from ragmeter.sample import Context, Sample

DOCS = [f"d{i}" for i in (0, 1, 2, 3, 5, 8, 10, 13, 21, 34, 55, 89, 100, 144)]
SCORES = st.one_of(st.sampled_from([0.0, 0.25, 0.5, 1.0, 2.0]), st.floats(-5, 5, allow_nan=False))
CUTS = (1, 2, 3, 5, 10)
SCORED = [
    "map",
    "mrr",
    "ndcg",
    "ndcg_exp",
    "r_precision",
    "bpref",
    "recall",
    *(
        f"{m}@{k}"
        for m in ("precision", "recall", "ndcg", "ndcg_exp", "map", "mrr", "hit_rate")
        for k in CUTS
    ),
]


@st.composite
def qrels_and_run(draw: Any) -> tuple[dict[str, dict[str, int]], dict[str, dict[str, float]]]:
    qrels: dict[str, dict[str, int]] = {}
    run: dict[str, dict[str, float]] = {}
    for q in range(draw(st.integers(1, 4))):
        judged = draw(st.dictionaries(st.sampled_from(DOCS), st.integers(-1, 3), min_size=1, max_size=10))
        qrels[f"q{q}"] = judged
        run[f"q{q}"] = draw(st.dictionaries(st.sampled_from(DOCS), SCORES, max_size=12))
    return qrels, run


def reference(judged: dict[str, int], ranking: dict[str, float], rel_level: int) -> dict[str, float]:
    """Straight from trec_eval's definitions, one loop per measure."""
    order = [d for d, _ in sorted(ranking.items(), key=lambda x: (x[1], x[0]), reverse=True)]
    grades = [judged.get(d, -1) for d in order]
    big_r = sum(1 for g in judged.values() if g >= rel_level)
    nonrel_judged = sum(1 for g in judged.values() if 0 <= g < rel_level)
    out: dict[str, float] = {}

    def ap(k: int | None) -> float:
        hits, total = 0, 0.0
        for i, g in enumerate(grades[:k] if k else grades):
            if g >= rel_level:
                hits += 1
                total += hits / (i + 1)
        return total / big_r if big_r else 0.0

    def rr(k: int | None) -> float:
        for i, g in enumerate(grades[:k] if k else grades):
            if g >= rel_level:
                return 1 / (i + 1)
        return 0.0

    def ndcg(k: int | None, exp: bool) -> float:
        def gain(g: int) -> float:
            return (2.0**g - 1 if exp else float(g)) if g > 0 else 0.0

        top = grades[:k] if k else grades
        ideal = sorted((g for g in judged.values() if g > 0), reverse=True)
        ideal = ideal[:k] if k else ideal
        dcg = sum(gain(g) / math.log2(i + 2) for i, g in enumerate(top))
        idcg = sum(gain(g) / math.log2(i + 2) for i, g in enumerate(ideal))
        return dcg / idcg if idcg > 0 else 0.0

    hits_all = sum(1 for g in grades if g >= rel_level)
    out["map"], out["mrr"] = ap(None), rr(None)
    out["ndcg"], out["ndcg_exp"] = ndcg(None, False), ndcg(None, True)
    out["r_precision"] = sum(1 for g in grades[:big_r] if g >= rel_level) / big_r if big_r else 0.0
    out["recall"] = hits_all / big_r if big_r else 0.0
    bpref, nonrel_above = 0.0, 0
    for g in grades:
        if g < 0:
            continue
        if g < rel_level:
            nonrel_above += 1
        else:
            bpref += 1 - min(nonrel_above, big_r) / min(nonrel_judged, big_r) if nonrel_above else 1.0
    out["bpref"] = bpref / big_r if big_r else 0.0
    for k in CUTS:
        hits = sum(1 for g in grades[:k] if g >= rel_level)
        out[f"precision@{k}"] = hits / k
        out[f"recall@{k}"] = hits / big_r if big_r else 0.0
        out[f"hit_rate@{k}"] = float(hits > 0)
        out[f"ndcg@{k}"], out[f"ndcg_exp@{k}"] = ndcg(k, False), ndcg(k, True)
        out[f"map@{k}"], out[f"mrr@{k}"] = ap(k), rr(k)
    return out


@pytest.mark.parametrize("in_rank_order", [False, True], ids=["any-order", "rank-order"])
@pytest.mark.parametrize("names", [SCORED, [n for n in SCORED if n != "bpref"]], ids=["all", "no-bpref"])
@settings(max_examples=80, deadline=None)
@given(data=qrels_and_run(), rel_level=st.integers(1, 3))
def test_agrees_with_brute_force_reference(
    names: list[str], in_rank_order: bool, data: Any, rel_level: int
) -> None:
    # without bpref, evaluate() skips the documents judged 0; a run already in rank order
    # is not sorted again: both are other code paths
    qrels, run = data
    if in_rank_order:
        run = {q: dict(sorted(r.items(), key=lambda x: -x[1])) for q, r in run.items()}
    got = evaluate(qrels, run, names, per_query=True, rel_level=rel_level)
    for qid, values in got.items():
        want = reference(qrels[qid], run[qid], rel_level)
        for name, value in values.items():  # type: ignore[union-attr]
            assert value == pytest.approx(want[name], abs=1e-12), (qid, name)


@settings(max_examples=100, deadline=None)
@given(qrels_and_run())
def test_values_are_within_zero_and_one(data: Any) -> None:
    got = evaluate(*data, SCORED, per_query=True)
    assert all(0.0 <= v <= 1.0 for values in got.values() for v in values.values())  # type: ignore[union-attr]


@settings(max_examples=100, deadline=None)
@given(st.dictionaries(st.sampled_from(DOCS), st.integers(-1, 3), min_size=1, max_size=10))
def test_a_perfect_ranking_scores_one(judged: dict[str, int]) -> None:
    relevant = {d: g for d, g in judged.items() if g >= 1}
    if not relevant:
        return
    run = {d: float(g) for d, g in relevant.items()}  # every relevant doc, best grade first
    names = ["map", "mrr", "ndcg", "ndcg_exp", "r_precision", "bpref", "recall", "ndcg@3", "hit_rate@1"]
    names += [f"precision@{k}" for k in range(1, len(relevant) + 1)]
    names += [f"recall@{k}" for k in range(len(relevant), len(relevant) + 3)]
    got = evaluate({"q": judged}, {"q": run}, names)
    assert got == dict.fromkeys(names, 1.0)


@settings(max_examples=100, deadline=None)
@given(qrels_and_run())
def test_recall_never_falls_as_k_grows(data: Any) -> None:
    ks = range(1, 16)
    got = evaluate(*data, [f"recall@{k}" for k in ks], per_query=True)
    for values in got.values():
        series = list(values.values())  # type: ignore[union-attr]
        assert series == sorted(series)


@settings(max_examples=100, deadline=None)
@given(qrels_and_run(), st.integers(1, 6), st.randoms(use_true_random=False))
def test_permuting_documents_below_the_cut_off_changes_nothing_at_it(data: Any, k: int, rnd: Any) -> None:
    qrels, run = data
    names = [f"{m}@{k}" for m in ("precision", "recall", "ndcg", "ndcg_exp", "map", "mrr", "hit_rate")]
    before = evaluate(qrels, run, names, per_query=True)
    shuffled = {}
    for qid, ranking in run.items():
        order = [d for d, _ in sorted(ranking.items(), key=lambda x: (x[1], x[0]), reverse=True)]
        top, rest = order[:k], order[k:]
        rnd.shuffle(rest)
        floor = min((ranking[d] for d in top), default=0.0)
        shuffled[qid] = {**{d: ranking[d] for d in top}, **{d: floor - 1.0 - i for i, d in enumerate(rest)}}
    assert evaluate(qrels, shuffled, names, per_query=True) == before


# ---------------------------------------------------------------------------- names


def _all_measures() -> list[Measure]:
    out = []
    for spec in MEASURES:
        for k in (None, 1, 10, 1000):
            for gain in ("linear", "exp") if spec.name == "ndcg" else ("linear",):
                if (k is None and spec.requires_k) or (k is not None and not spec.takes_k):
                    continue
                out.append(Measure(spec.name, k, gain))  # type: ignore[arg-type]
    return out


@pytest.mark.parametrize("measure", _all_measures(), ids=str)
def test_names_parse_back(measure: Measure) -> None:
    assert parse_measure(str(measure)) == measure
    if measure.trec_name is not None:
        assert parse_measure(measure.trec_name) == measure


@pytest.mark.parametrize(
    ("name", "canonical"),
    [
        ("P_5", "precision@5"),
        ("P.5", "precision@5"),
        ("p@5", "precision@5"),
        ("recall_100", "recall@100"),
        ("set_recall", "recall"),
        ("ndcg_cut_10", "ndcg@10"),
        ("ndcg_cut.10", "ndcg@10"),
        ("NDCG@10", "ndcg@10"),
        ("ndcg_burges@10", "ndcg_exp@10"),
        ("ndcg(gain=exp)@10", "ndcg_exp@10"),
        ("map_cut_10", "map@10"),
        ("recip_rank", "mrr"),
        ("success_5", "hit_rate@5"),
        ("Rprec", "r_precision"),
        ("bpref", "bpref"),
        ("num_rel_ret", "num_rel_ret"),
    ],
)
def test_trec_eval_and_peer_names_are_aliases(name: str, canonical: str) -> None:
    assert str(parse_measure(name)) == canonical


# ---------------------------------------------------------------------------- RAG metrics


@settings(max_examples=100, deadline=None)
@given(
    st.lists(st.sampled_from(DOCS), max_size=8),
    st.dictionaries(st.sampled_from(DOCS), st.integers(0, 3), min_size=1, max_size=6),
    st.sampled_from(["recall@3", "precision@2", "mrr", "map", "ndcg@5", "ndcg", "hit_rate@1", "r_precision"]),
)
def test_sample_metrics_use_the_same_definitions(
    contexts: list[str], relevant: dict[str, int], name: str
) -> None:
    sample = Sample(
        id="s", question="?", contexts=tuple(Context(text=d, id=d) for d in contexts), relevant_ids=relevant
    )
    score = parse_metric(name).compute(sample, None)
    ranked = list(dict.fromkeys(contexts))  # repeated chunks of a document count once
    want = evaluate({"s": relevant}, {"s": ranked}, [name])[name]
    assert score.value == pytest.approx(want, abs=1e-15)
