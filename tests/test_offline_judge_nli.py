"""The entailment cross-encoder experiment (scripts/train_nli.py, not shipped): its numpy
forward pass against torch (transformers' BERT), padding, int8 weights and the evidence
window that training and inference share."""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

from ragmeter.judges.offline.align import Premise

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))

from nli_numpy import CrossEncoder, evidence, quantize


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
