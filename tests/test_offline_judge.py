"""The offline judge: each check on hand-written cases, determinism, the learned model's
contract, and no crash on the human-labelled dev files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ragmeter.judges.base import JudgeTask, Label
from ragmeter.judges.offline import OfflineJudge, align
from ragmeter.judges.offline.features import FEATURES, NEGATIVE, POSITIVE
from ragmeter.judges.offline.model import LinearModel, default_model
from ragmeter.text.similarity import CharNgramSimilarity

CTX = (
    "Refunds are accepted within 30 days of purchase, provided the item is unused. "
    "Marie Curie won the Nobel Prize in Physics in 1903 with Pierre Curie. "
    "The company increased its prices in March."
)


@pytest.fixture(scope="module")
def judge() -> OfflineJudge:
    return OfflineJudge(similarity="char-ngram")


def verdicts(judge: OfflineJudge, answer: str, contexts: tuple[str, ...] = (CTX,), question: str = ""):  # type: ignore[no-untyped-def]
    j = judge.judge(JudgeTask(question, answer, contexts, answer_vs_contexts=True))
    assert j.answer_vs_contexts is not None
    return j.answer_vs_contexts


def only(judge: OfflineJudge, answer: str, contexts: tuple[str, ...] = (CTX,)):  # type: ignore[no-untyped-def]
    (v,) = verdicts(judge, answer, contexts)
    return v


# ---------------------------------------------------------------- supported
def test_copied_claim_is_supported_with_evidence(judge: OfflineJudge) -> None:
    v = only(judge, "Refunds are accepted within 30 days of purchase.")
    assert v.label is Label.SUPPORTED
    assert v.evidence is not None
    assert "30 days" in v.evidence
    assert v.source == 0
    assert v.supported_by == (0,)
    assert "agree" in v.reason


def test_inflected_words_still_support(judge: OfflineJudge) -> None:
    assert all(v.supported for v in verdicts(judge, "The company increases its prices in March."))
    assert only(judge, "Marie Curie won the Nobel Prize in Physics.").supported


# ---------------------------------------------------------------- numbers
def test_changed_number_is_contradicted(judge: OfflineJudge) -> None:
    v = only(judge, "Refunds are accepted within 60 days of purchase.")
    assert v.label is Label.CONTRADICTED
    assert "60" in v.reason


def test_changed_year_is_not_supported(judge: OfflineJudge) -> None:
    assert not only(judge, "Marie Curie won the Nobel Prize in Physics in 1911.").supported


# ---------------------------------------------------------------- negation
def test_added_negation_is_contradicted(judge: OfflineJudge) -> None:
    v = only(judge, "Refunds are not accepted within 30 days of purchase.")
    assert v.label is Label.CONTRADICTED
    assert "negation" in v.reason


def test_dropped_negation_is_not_supported() -> None:
    judge = OfflineJudge(similarity="char-ngram")
    ctx = ("Items marked final sale cannot be returned or exchanged.",)
    assert only(judge, "Items marked final sale cannot be returned.", ctx).supported
    assert not only(judge, "Items marked final sale can be returned.", ctx).supported


def test_not_only_is_emphasis_not_negation(judge: OfflineJudge) -> None:
    ctx = ("The fossils showed that the climate of Antarctica was once warm enough to support trees.",)
    v = only(
        judge,
        "The fossils showed not only that the climate of Antarctica was once warm enough to support trees.",
        ctx,
    )
    assert v.label is not Label.CONTRADICTED, v.reason
    v = only(
        judge, "The fossils showed that the climate of Antarctica was not warm enough to support trees.", ctx
    )
    assert v.label is Label.CONTRADICTED and "negation" in v.reason


# ---------------------------------------------------------------- entities and antonyms
def test_swapped_in_name_is_unsupported(judge: OfflineJudge) -> None:
    v = only(judge, "Albert Einstein won the Nobel Prize in Physics in 1903 with Pierre Curie.")
    assert not v.supported
    assert "einstein" in v.reason


def test_antonym_is_contradicted(judge: OfflineJudge) -> None:
    v = only(judge, "The company decreased its prices in March.")
    assert v.label is Label.CONTRADICTED
    assert "decreased" in v.reason


def test_unsupported_extra_content(judge: OfflineJudge) -> None:
    v = only(judge, "Refunds are accepted within 30 days of purchase and shipped by drone from Mars.")
    assert not v.supported


# ---------------------------------------------------------------- Korean and Chinese
def test_korean_paraphrase_with_particles_is_supported(judge: OfflineJudge) -> None:
    ctx = ("Elon Musk는 Tesla의 CEO이자 창업자이다.",)
    assert only(judge, "Elon Musk가 Tesla의 CEO입니다.", ctx).supported


def test_korean_number_change_is_caught(judge: OfflineJudge) -> None:
    ctx = ("환불은 구매 후 30일 이내에 가능합니다.",)
    assert only(judge, "환불은 구매 후 30일 이내에 가능합니다.", ctx).supported
    assert not only(judge, "환불은 구매 후 60일 이내에 가능합니다.", ctx).supported


def test_korean_negation_is_caught(judge: OfflineJudge) -> None:
    ctx = ("이 제품은 방수 기능이 있다.",)
    assert not only(judge, "이 제품은 방수 기능이 없다.", ctx).supported


def test_chinese_support_and_negation(judge: OfflineJudge) -> None:
    ctx = ("他出生于北京，后来在上海工作。",)
    assert only(judge, "他出生于北京。", ctx).supported
    assert not only(judge, "他不是出生于北京。", ctx).supported
    assert not only(judge, "他出生于广州。", ctx).supported


# ---------------------------------------------------------------- refusals and edge cases
@pytest.mark.parametrize("answer", ["I don't know based on the provided documents.", "잘 모르겠습니다."])
def test_refusal_is_flagged_and_asserts_nothing(judge: OfflineJudge, answer: str) -> None:
    j = judge.judge(JudgeTask("q", answer, (CTX,), answer_vs_contexts=True))
    assert j.refusal
    assert j.answer_vs_contexts == ()


def test_no_contexts_means_unsupported(judge: OfflineJudge) -> None:
    v = only(judge, "Refunds are accepted within 30 days.", ())
    assert v.label is Label.UNSUPPORTED
    assert "nothing to check" in v.reason


def test_context_precision_attribution(judge: OfflineJudge) -> None:
    ctxs = ("Shipping takes 3 to 5 business days.", "Refunds are accepted within 30 days of purchase.")
    v = only(judge, "Refunds are accepted within 30 days of purchase.", ctxs)
    assert v.supported
    assert v.supported_by == (1,)
    assert v.source == 1


# ---------------------------------------------------------------- correctness and relevance
class _FixedSimilarity:
    name = "fixed"

    def __init__(self, value: float) -> None:
        self.value = value

    def similarity(self, a: str, b: str) -> float:
        return self.value


def test_paraphrase_counts_for_correctness_but_not_a_contradiction() -> None:
    task = JudgeTask(
        "How long is the return window?",
        "Items can be sent back for a month.",
        reference="You have 30 days to return an item.",
        correctness=True,
    )
    # the lexical verifier misses the paraphrase; a similar enough reference sentence
    # rescues it (the default verifier's model reads it as it is: see below)
    lexical = OfflineJudge(mode="lexical", similarity=_FixedSimilarity(0.0)).judge(task)
    semantic = OfflineJudge(mode="lexical", similarity=_FixedSimilarity(0.9)).judge(task)
    assert lexical.answer_vs_reference is not None
    assert semantic.answer_vs_reference is not None
    assert not lexical.answer_vs_reference[0].supported
    assert semantic.answer_vs_reference[0].supported
    assert "fixed similarity" in semantic.answer_vs_reference[0].reason
    wrong = JudgeTask("q", "You have 60 days to return an item.", reference=task.reference, correctness=True)
    got = OfflineJudge(similarity=_FixedSimilarity(0.99)).judge(wrong).answer_vs_reference
    assert got is not None
    assert not got[0].supported
    by_meaning = OfflineJudge(similarity=_FixedSimilarity(0.0)).judge(task).answer_vs_reference
    assert by_meaning is not None and by_meaning[0].supported


def test_relevance_uses_similarity_only_above_the_lexical_share() -> None:
    # a "why" question has no typed slot: only the similarity sees this answer
    task = JudgeTask(
        "Why did my parcel arrive late?", "The courier's depot was closed by a strike.", relevance=True
    )
    low = OfflineJudge(similarity=_FixedSimilarity(0.0)).judge(task).relevance
    high = OfflineJudge(similarity=_FixedSimilarity(0.8)).judge(task).relevance
    assert low is not None
    assert high is not None
    assert low.score == 0.0
    assert high.score == 0.8
    assert "fixed similarity" in high.reason


def test_a_direct_answer_is_relevant_without_any_similarity() -> None:
    task = JudgeTask("How long does shipping take?", "About a week.", relevance=True)
    rel = OfflineJudge(similarity=_FixedSimilarity(0.0)).judge(task).relevance
    assert rel is not None and rel.score >= 0.8
    assert "asks for a duration and the answer gives one" in rel.reason


def test_store_policy_relevancy_without_embeddings() -> None:
    """An instruction answers a "how do I" question, right or wrong (faithfulness
    judges whether it is right); an answer about something else does not."""
    judge = OfflineJudge(similarity=CharNgramSimilarity())
    on = judge.judge(
        JudgeTask(
            "How do I start a return?",
            "Call our hotline at 1-800-RETURNS and we will issue an instant refund.",
            relevance=True,
        )
    ).relevance
    off = judge.judge(
        JudgeTask("How do I start a return?", "Our stores are open from 9 am to 6 pm.", relevance=True)
    ).relevance
    assert on is not None and off is not None
    assert on.score >= 0.5 > off.score


# ---------------------------------------------------------------- determinism and the model
def test_judge_is_deterministic(judge: OfflineJudge) -> None:
    task = JudgeTask(
        "q",
        "Marie Curie won the Nobel Prize in 1903. Refunds take 60 days, and prices fell.",
        (CTX, "Another passage about shipping."),
        answer_vs_contexts=True,
    )
    first = judge.judge(task)
    assert all(judge.judge(task) == first for _ in range(3))
    assert OfflineJudge(similarity="char-ngram").judge(task) == first


def test_shipped_weights_match_features_and_are_monotone() -> None:
    model = default_model()
    assert model.features == FEATURES
    for name, w in zip(model.features, model.coef):
        if name in POSITIVE:
            assert w >= 0, name
        if name in NEGATIVE:
            assert w <= 0, name
    assert 0.0 < model.threshold < 1.0
    assert model.meta["lofo_mean"] > 0.7  # leave-one-family-out estimate recorded by the trainer


def test_model_round_trips_and_rejects_bad_shapes() -> None:
    model = default_model()
    again = LinearModel.from_dict(json.loads(json.dumps(model.to_dict())))
    x = [0.5] * len(FEATURES)
    assert again.proba(x) == pytest.approx(model.proba(x), abs=1e-5)
    with pytest.raises(ValueError, match="one value per feature"):
        LinearModel(("a", "b"), (1.0,), 0.0, (0.0, 0.0), (1.0, 1.0))


def test_describe_names_mode_weights_and_similarity(judge: OfflineJudge) -> None:
    d = judge.describe()
    assert d["name"] == "offline"
    assert d["mode"] == "meaning" and d["nli_model"]
    assert d["weights"] == default_model().meta["fingerprint"]
    assert d["similarity"] == "char-ngram"
    assert OfflineJudge(mode="rules", similarity="char-ngram").describe()["mode"] == "rules"
    with pytest.raises(ValueError, match="unknown verifier mode"):
        OfflineJudge(mode="magic")


def test_rules_mode_catches_the_same_checks() -> None:
    rules = OfflineJudge(mode="rules", similarity="char-ngram")
    assert only(rules, "Refunds are accepted within 30 days of purchase.").supported
    assert not only(rules, "Refunds are accepted within 60 days of purchase.").supported


# ---------------------------------------------------------------- dev files
def test_no_crash_and_better_than_chance_on_dev_files(shared_data: Path) -> None:
    files = sorted((shared_data / "faithfulness").glob("*.jsonl"))
    if not files:
        pytest.skip("no faithfulness files")
    judge = OfflineJudge(similarity="char-ngram")
    right = total = 0
    for path in files:
        lines = path.read_text(encoding="utf-8").splitlines()
        step = max(len(lines) // 25, 1)
        for line in lines[::step][:25]:
            r = json.loads(line)
            j = judge.judge(
                JudgeTask(r.get("question") or "", r["answer"], tuple(r["contexts"]), answer_vs_contexts=True)
            )
            assert j.answer_vs_contexts is not None
            for v in j.answer_vs_contexts:
                assert 0.0 <= v.confidence <= 1.0
                assert v.reason
            faithful = j.refusal or all(v.supported for v in j.answer_vs_contexts)
            right += int(faithful == bool(r["label"]))
            total += 1
    assert right / total > 0.65


def test_a_huge_answer_is_checked_up_to_the_cap_and_says_so(judge: OfflineJudge) -> None:
    import ragmeter.judges.offline as offline

    answer = " ".join(f"Refunds take {i} days." for i in range(offline.MAX_CLAIMS + 50))
    verdicts = judge._check(answer, ["Refunds take 3 days."])
    assert len(verdicts) == offline.MAX_CLAIMS + 1
    rest = verdicts[-1]
    assert rest.label is Label.UNSUPPORTED
    assert rest.reason.startswith("not checked: only the first 200 claims")
    assert verdicts[3].label is Label.SUPPORTED  # "Refunds take 3 days."


def test_premises_past_the_cap_are_not_read_and_the_reason_says_so(
    judge: OfflineJudge, monkeypatch: pytest.MonkeyPatch
) -> None:
    import ragmeter.judges.offline as offline

    monkeypatch.setattr(offline, "MAX_PREMISE_CHARS", 60)
    contexts = ["Opening hours are 9 to 5 on weekdays.", "The museum café serves lunch until 3 pm."]
    (early,) = judge._check("Opening hours are 9 to 5 on weekdays.", contexts)
    (late,) = judge._check("The museum café serves lunch until 3 pm.", contexts)
    assert early.label is Label.SUPPORTED and "premises were read" not in early.reason
    assert late.label is not Label.SUPPORTED
    assert late.reason.endswith("(only the first 60 characters of the premises were read)")


def _counted_premises(monkeypatch: pytest.MonkeyPatch) -> list[tuple[str, ...]]:
    """The texts of every Premise built from now on."""
    built: list[tuple[str, ...]] = []

    class Counted(align.Premise):
        def __init__(self, texts: tuple[str, ...]) -> None:
            built.append(tuple(texts))
            super().__init__(texts)

    monkeypatch.setattr(align, "Premise", Counted)
    return built


def test_answers_against_the_same_contexts_share_one_premise(monkeypatch: pytest.MonkeyPatch) -> None:
    """Several answers to one question (and a sample's answer and reference) are checked
    against premises built once, with the verdicts of premises built afresh."""
    answers = ["Refunds are accepted within 30 days.", "Refunds are accepted within 60 days."]
    fresh = [verdicts(OfflineJudge(similarity="char-ngram"), a) for a in answers]
    built = _counted_premises(monkeypatch)
    judge = OfflineJudge(similarity="char-ngram")
    shared = [verdicts(judge, a) for a in answers]
    task = JudgeTask(
        "", answers[0], (CTX,), reference=answers[1], answer_vs_contexts=True, reference_vs_contexts=True
    )
    judge.judge(task)
    assert built == [(CTX,)]
    assert shared == fresh
    assert [v.supported for v in shared[0]] == [True] and [v.supported for v in shared[1]] == [False]


def test_only_the_last_few_premises_are_kept_and_long_ones_never(monkeypatch: pytest.MonkeyPatch) -> None:
    recent = align.RecentPremises(size=2, max_chars=100)
    built = _counted_premises(monkeypatch)
    a, b, c, long = ("Alpha is red.",), ("Beta is blue.",), ("Gamma is green.",), ("Delta is grey. " * 10,)
    for texts in (a, b, a, c, b, long, long):
        recent(texts)
    # a and b built, a reused, c evicts b (a was used last), b built again, long built twice
    assert built == [a, b, c, b, long, long]


def test_the_premises_kept_hold_at_most_their_budget_of_characters(monkeypatch: pytest.MonkeyPatch) -> None:
    recent = align.RecentPremises(size=10, max_chars=100, budget=30)
    built = _counted_premises(monkeypatch)
    a, b, c = ("Alpha is red.",), ("Beta is blue.",), ("Gamma is green.",)  # 13, 13, 15 characters
    for texts in (a, b, a, c, a, b):
        recent(texts)
    # a and b fit (26); c pushes the total over 30: the oldest used (b) goes, then b again evicts c
    assert built == [a, b, c, b]
