"""The entailment cross-encoder of the offline judge: the numpy forward pass against
torch, int8 weights, the evidence window, the ``nli`` mode's decisions and its
fallback when the extra is missing."""

from __future__ import annotations

import numpy as np
import pytest

from ragmeter.judges.base import JudgeTask, Label
from ragmeter.judges.offline import OfflineJudge
from ragmeter.judges.offline.align import Premise
from ragmeter.judges.offline.nli import CrossEncoder, evidence, quantize, unavailable_reason

SHIPPED = unavailable_reason() is None
needs_model = pytest.mark.skipif(not SHIPPED, reason=f"cross-encoder not available: {unavailable_reason()}")


def _tiny_bert(seed: int = 0):  # type: ignore[no-untyped-def]
    """A small random BERT from transformers and the same weights by name."""
    torch = pytest.importorskip("torch")
    transformers = pytest.importorskip("transformers")
    torch.manual_seed(seed)
    cfg = transformers.BertConfig(
        vocab_size=50,
        hidden_size=48,
        num_hidden_layers=2,
        num_attention_heads=4,
        intermediate_size=96,
        max_position_embeddings=32,
        hidden_act="gelu",
        layer_norm_eps=1e-12,
    )
    model = transformers.BertModel(cfg, add_pooling_layer=False).eval()
    params = {k: v.detach().numpy().copy() for k, v in model.state_dict().items() if "position_ids" not in k}
    rng = np.random.default_rng(seed)
    params["head.weight"] = rng.normal(size=(1, 96)).astype(np.float32)
    params["head.bias"] = np.array([0.3], dtype=np.float32)
    return torch, model, params


def test_numpy_forward_matches_torch() -> None:
    torch, model, params = _tiny_bert()
    enc = CrossEncoder(params, heads=4)
    batch = [([2, 7, 9, 3, 11, 12, 3], [0, 0, 0, 0, 1, 1, 1]), ([2, 5, 3, 40, 3], [0, 0, 0, 1, 1])]
    ours = enc.forward_ids(batch)
    for (ids, types), got in zip(batch, ours):
        with torch.no_grad():
            hidden = (
                model(input_ids=torch.tensor([ids]), token_type_ids=torch.tensor([types]))
                .last_hidden_state[0]
                .numpy()
            )
        feats = np.concatenate([hidden[0], hidden.mean(axis=0)])
        want = float(feats @ params["head.weight"][0] + params["head.bias"][0])
        assert got == pytest.approx(want, abs=1e-4)


def test_padding_does_not_change_a_pair() -> None:
    _torch, _model, params = _tiny_bert(1)
    enc = CrossEncoder(params, heads=4)
    short = ([2, 5, 3, 40, 3], [0, 0, 0, 1, 1])
    alone = enc.forward_ids([short])[0]
    padded = enc.forward_ids([short, ([2, *range(10, 30), 3], [0] * 22)])[0]
    assert alone == pytest.approx(padded, abs=1e-5)


def test_int8_rows_round_trip_within_half_a_step() -> None:
    w = np.random.default_rng(3).normal(size=(20, 30)).astype(np.float32)
    w[4] = 0.0
    q, scale = quantize(w)
    assert q.dtype == np.int8
    back = q.astype(np.float32) * scale[:, None]
    assert np.all(np.abs(back - w) <= scale[:, None] / 2 + 1e-7)
    assert np.all(back[4] == 0.0)


def test_evidence_window_is_best_sentences_in_document_order() -> None:
    premise = Premise(
        [
            "The bridge opened in 1932. It was designed by John Bradfield. "
            "Sydney is the capital of New South Wales. The bridge carries trains and cars."
        ]
    )
    window = evidence(premise.align("John Bradfield designed the bridge, which carries trains."))
    assert "Bradfield" in window and "trains" in window
    assert window.index("Bradfield") < window.index("trains")
    assert "capital" not in window
    assert evidence(premise.align("Completely unrelated words here.")) == ""


def test_fallback_is_recorded_when_the_extra_is_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    import ragmeter.judges.offline.nli as nli

    monkeypatch.setattr(nli, "unavailable_reason", lambda: "the 'tokenizers' package is not installed")
    judge = OfflineJudge(mode="nli", similarity="char-ngram")
    d = judge.describe()
    assert d["mode"] == "learned"
    assert "tokenizers" in d["nli"]
    task = JudgeTask(
        "", "Refunds are accepted within 30 days.", ("Refunds are accepted.",), answer_vs_contexts=True
    )
    assert judge.judge(task).answer_vs_contexts is not None


CTX = (
    "Refunds are accepted within 30 days of purchase, provided the item is unused. "
    "Marie Curie won the Nobel Prize in Physics in 1903 with Pierre Curie. "
    "The Lakers beat the Celtics in the final game of the series."
)


@pytest.fixture(scope="module")
def nli_judge() -> OfflineJudge:
    if not SHIPPED:
        pytest.skip(f"cross-encoder not available: {unavailable_reason()}")
    return OfflineJudge(mode="nli", similarity="char-ngram")


def _verdicts(judge: OfflineJudge, answer: str, contexts: tuple[str, ...] = (CTX,)):  # type: ignore[no-untyped-def]
    j = judge.judge(JudgeTask("", answer, contexts, answer_vs_contexts=True))
    assert j.answer_vs_contexts is not None
    return j.answer_vs_contexts


@needs_model
def test_nli_mode_describes_itself(nli_judge: OfflineJudge) -> None:
    d = nli_judge.describe()
    assert d["mode"] == "nli"
    assert d["weights"]
    assert "nli" not in d  # no fallback


@needs_model
def test_cross_encoder_separates_hand_written_cases() -> None:
    from ragmeter.judges.offline.nli import default_cross_encoder

    ce = default_cross_encoder()
    pairs = [
        ("Marie Curie won the Nobel Prize.", "Marie Curie won the Nobel Prize in Physics in 1903."),
        ("Marie Curie never won a Nobel Prize.", "Marie Curie won the Nobel Prize in Physics in 1903."),
        ("The bridge was designed by John Bradfield.", "The bridge was designed by John Bradfield."),
        ("The bridge was designed by Sydney.", "The bridge in Sydney was designed by John Bradfield."),
        ("Refunds are accepted within 30 days.", "Refunds are accepted within 30 days of purchase."),
        ("Refunds are not accepted.", "Refunds are accepted within 30 days of purchase."),
    ]
    z = ce.logits(pairs)
    assert z[0] > z[1] and z[2] > z[3] and z[4] > z[5]
    assert z[0] > 0 and z[2] > 0 and z[4] > 0
    again = ce.logits(list(reversed(pairs)))[::-1]
    assert np.array_equal(z, again)  # batching and order change nothing


@needs_model
def test_nli_mode_keeps_the_explicit_checks(nli_judge: OfflineJudge) -> None:
    (v,) = _verdicts(nli_judge, "Refunds are accepted within 60 days of purchase.")
    assert v.label is Label.CONTRADICTED
    (v,) = _verdicts(nli_judge, "Refunds are not accepted within 30 days of purchase.")
    assert not v.supported
    (v,) = _verdicts(nli_judge, "Refunds are accepted within 30 days of purchase.")
    assert v.supported and v.evidence is not None


@needs_model
def test_nli_mode_is_deterministic(nli_judge: OfflineJudge) -> None:
    answer = "Marie Curie won the Nobel Prize in Physics. The Celtics beat the Lakers in the final game."
    first = _verdicts(nli_judge, answer)
    fresh = OfflineJudge(mode="nli", similarity="char-ngram")
    assert first == _verdicts(fresh, answer) == _verdicts(nli_judge, answer)


@needs_model
def test_nli_mode_korean_example_and_refusal(nli_judge: OfflineJudge) -> None:
    task = JudgeTask(
        "Tesla CEO는 누구야?",
        "Elon Musk가 Tesla의 CEO입니다.",
        ("Elon Musk는 Tesla의 CEO이자 창업자이다.",),
        answer_vs_contexts=True,
    )
    verdicts = nli_judge.judge(task).answer_vs_contexts
    assert verdicts and all(v.supported for v in verdicts)
    refusal = nli_judge.judge(JudgeTask("q", "I don't know.", (CTX,), answer_vs_contexts=True))
    assert refusal.refusal
