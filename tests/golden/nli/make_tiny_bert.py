"""Writes tiny_bert.npz: a small random BERT (transformers, torch) and what torch computes
with it, so tests/test_offline_judge_nli.py checks the numpy forward pass against torch
without torch installed (torch from PyPI is a 2.7 GB CUDA download; the test extra
leaves it out). Rerun with torch and transformers installed:

    python tests/golden/nli/make_tiny_bert.py
"""

from __future__ import annotations

from pathlib import Path

import numpy as np

OUT = Path(__file__).with_name("tiny_bert.npz")
SEP = 3
#: the pairs whose hidden states are recorded (token ids; [CLS]=2, [SEP]=3)
BATCH = [[2, 7, 9, SEP, 11, 12, SEP], [2, 5, SEP, 40, SEP]]


def tiny_bert(seed: int = 0) -> tuple[object, dict[str, np.ndarray]]:
    """The model and its weights by name, plus a random one-logit head."""
    import torch
    import transformers

    torch.manual_seed(seed)
    cfg = transformers.BertConfig(
        vocab_size=50,
        hidden_size=48,
        num_hidden_layers=2,
        num_attention_heads=4,
        intermediate_size=96,
        max_position_embeddings=32,
        hidden_act="gelu_pytorch_tanh",
        layer_norm_eps=1e-12,
    )
    model = transformers.BertModel(cfg, add_pooling_layer=False).eval()
    params = {k: v.detach().numpy().copy() for k, v in model.state_dict().items() if "position_ids" not in k}
    rng = np.random.default_rng(seed)
    params["head.weight"] = rng.normal(size=(1, 96)).astype(np.float32)
    params["head.bias"] = np.array([0.3], dtype=np.float32)
    return model, params


def torch_logits(model: object, params: dict[str, np.ndarray], batch: list[list[int]]) -> list[float]:
    """The head over [CLS] and the mean of the last hidden states, as torch computes them."""
    import torch

    out = []
    for ids in batch:
        sep = ids.index(SEP)
        types = [0] * (sep + 1) + [1] * (len(ids) - sep - 1)
        with torch.no_grad():
            hidden = (
                model(input_ids=torch.tensor([ids]), token_type_ids=torch.tensor([types]))  # type: ignore[operator]
                .last_hidden_state[0]
                .numpy()
            )
        feats = np.concatenate([hidden[0], hidden.mean(axis=0)])
        out.append(float(feats @ params["head.weight"][0] + params["head.bias"][0]))
    return out


def main() -> None:
    model, params = tiny_bert(0)
    logits = np.array(torch_logits(model, params, BATCH), dtype=np.float64)
    np.savez_compressed(OUT, __logits__=logits, **params)
    print(f"wrote {OUT} ({OUT.stat().st_size:,} bytes)")


if __name__ == "__main__":
    main()
