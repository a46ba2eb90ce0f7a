"""The weights of a torch cross-encoder's layers by Hugging Face name, shared by the
trainers: ``scripts/nli_torch.py`` (which needs the ragmeter package) and
``scripts/train_nli_gpu.py`` (which runs where only numpy and torch are). Pure numpy
and torch, no ragmeter import."""

from __future__ import annotations

from typing import Any

import numpy as np

__all__ = ["layer_params"]


def layer_params(layers: Any, first: int = 0) -> dict[str, np.ndarray]:
    """The float32 weights of torch ``layers`` (on any device, in any float type) by
    Hugging Face name, numbered from ``first``."""
    params: dict[str, np.ndarray] = {}
    for j, layer in enumerate(layers):
        pre = f"encoder.layer.{first + j}."
        for mod, name in (
            (layer.q, "attention.self.query"),
            (layer.k, "attention.self.key"),
            (layer.v, "attention.self.value"),
            (layer.o, "attention.output.dense"),
            (layer.i, "intermediate.dense"),
            (layer.out, "output.dense"),
            (layer.ln1, "attention.output.LayerNorm"),
            (layer.ln2, "output.LayerNorm"),
        ):
            params[pre + name + ".weight"] = mod.weight.detach().float().cpu().numpy().copy()
            params[pre + name + ".bias"] = mod.bias.detach().float().cpu().numpy().copy()
    return params
