"""The numpy forward pass the offline judge ran before its ONNX runtime (``nli.onnx``).

Kept out of the package as the reference the ONNX graph is checked against
(``scripts/export_nli_onnx.py``, ``tests/test_offline_judge_nli.py``) and the "before"
of ``benchmarks/nli_speed.py``: the same BERT in float32 from the dequantised int8 arrays
(``name`` int8 + ``name:scale``, as ``scripts/nli_torch.py`` exports them).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence

import numpy as np


def layer_count(arrays: Mapping[str, object] | Sequence[str]) -> int:
    """How many encoder layers the weights named in ``arrays`` hold."""
    return len({k.split(".")[2] for k in arrays if k.startswith("encoder.layer.")})


_GELU_C = math.sqrt(2.0 / math.pi)
_EPS = 1e-12

Linear = tuple[np.ndarray, np.ndarray]


def dequantize(arrays: Mapping[str, np.ndarray]) -> dict[str, np.ndarray]:
    """float32 parameters by Hugging Face name from the int8 arrays (``meta:`` dropped)."""
    out: dict[str, np.ndarray] = {}
    for k, v in arrays.items():
        if k.endswith(":scale") or k.startswith("meta:"):
            continue
        if k + ":scale" in arrays:
            out[k] = np.asarray(v).astype(np.float32) * np.asarray(arrays[k + ":scale"])[:, None]
        else:
            out[k] = np.asarray(v, dtype=np.float32)
    return out


def _gelu(x: np.ndarray) -> np.ndarray:
    return 0.5 * x * (1.0 + np.tanh(_GELU_C * (x + 0.044715 * x * x * x)))


def _layer_norm(x: np.ndarray, g: np.ndarray, b: np.ndarray) -> np.ndarray:
    mu = x.mean(axis=-1, keepdims=True)
    xc = x - mu
    var = (xc * xc).mean(axis=-1, keepdims=True)
    return xc / np.sqrt(var + _EPS) * g + b


class NumpyCrossEncoder:
    """float32 forward of the cross-encoder: ``[CLS] claim [SEP] evidence [SEP]`` ->
    the head over the last layer's ``[CLS]`` vector and its token mean."""

    def __init__(
        self,
        params: Mapping[str, np.ndarray],
        *,
        heads: int = 12,
        sep_id: int = 102,
        rows: tuple[int, int, float] | None = None,
    ) -> None:
        p = {k: np.asarray(v, dtype=np.float32) for k, v in params.items()}
        self.heads, self.sep_id = heads, sep_id
        #: (symmetric top, unsigned top, GELU shift): quantise each dense layer's input rows as
        #: the ``row8`` graph does (``scripts/nli_graph.py``), in exact arithmetic: the
        #: reference that shows whether a runtime's integer sums are exact
        self.rows = rows
        n_layers = layer_count(p)
        self.word = p["embeddings.word_embeddings.weight"]
        self.pos = p["embeddings.position_embeddings.weight"]
        self.type = p["embeddings.token_type_embeddings.weight"]
        self.emb_ln = (p["embeddings.LayerNorm.weight"], p["embeddings.LayerNorm.bias"])
        self.layers = []
        for i in range(n_layers):
            pre = f"encoder.layer.{i}."

            def lin(name: str, pre: str = pre) -> Linear:
                return np.ascontiguousarray(p[pre + name + ".weight"].T), p[pre + name + ".bias"]

            q, k, v = lin("attention.self.query"), lin("attention.self.key"), lin("attention.self.value")
            qkv = (np.concatenate([q[0], k[0], v[0]], axis=1), np.concatenate([q[1], k[1], v[1]]))
            ln1 = (p[pre + "attention.output.LayerNorm.weight"], p[pre + "attention.output.LayerNorm.bias"])
            ln2 = (p[pre + "output.LayerNorm.weight"], p[pre + "output.LayerNorm.bias"])
            self.layers.append(
                (qkv, lin("attention.output.dense"), ln1, lin("intermediate.dense"), lin("output.dense"), ln2)
            )
        self.head_w = p["head.weight"].reshape(-1)
        self.head_b = float(p["head.bias"].reshape(-1)[0])

    def forward_ids(self, batch: Sequence[Sequence[int]]) -> np.ndarray:
        """Logits of a batch of token-id lists, padded to the longest."""
        n = len(batch)
        length = max(len(ids) for ids in batch)
        ids = np.zeros((n, length), dtype=np.int64)
        types = np.zeros((n, length), dtype=np.int64)
        mask = np.zeros((n, length), dtype=np.float32)
        for i, a in enumerate(batch):
            ids[i, : len(a)] = a
            mask[i, : len(a)] = 1.0
            sep = list(a).index(self.sep_id) if self.sep_id in a else len(a)
            types[i, sep + 1 : len(a)] = 1
        x = _layer_norm(self.word[ids] + self.pos[:length][None] + self.type[types], *self.emb_ln)
        bias = ((1.0 - mask) * -1e9)[:, None, None, :]
        d = x.shape[-1] // self.heads
        q, qg = self._quantised, self._quantised_gelu
        for qkv, att_out, ln1, inter, outp, ln2 in self.layers:
            h = (q(x) @ qkv[0] + qkv[1]).reshape(n, length, 3, self.heads, d).transpose(2, 0, 3, 1, 4)
            scores = (h[0] * (1.0 / math.sqrt(d))) @ h[1].transpose(0, 1, 3, 2) + bias
            scores -= scores.max(axis=-1, keepdims=True)
            w = np.exp(scores)
            w /= w.sum(axis=-1, keepdims=True)
            ctx = (w @ h[2]).transpose(0, 2, 1, 3).reshape(n, length, -1)
            x = _layer_norm(x + q(ctx) @ att_out[0] + att_out[1], *ln1)
            x = _layer_norm(x + qg(_gelu(q(x) @ inter[0] + inter[1])) @ outp[0] + outp[1], *ln2)
        mean = (x * mask[:, :, None]).sum(axis=1) / mask.sum(axis=1, keepdims=True)
        return np.concatenate([x[:, 0], mean], axis=1) @ self.head_w + self.head_b

    def _quantised(self, x: np.ndarray) -> np.ndarray:
        """Each row of ``x`` rounded to ``top`` steps of max |row| / ``top`` either side."""
        return x if self.rows is None else _rounded(x, self.rows[0], np.float32(0.0))

    def _quantised_gelu(self, x: np.ndarray) -> np.ndarray:
        """GELU rows shifted to be positive and rounded to ``top`` steps of max / ``top``."""
        return x if self.rows is None else _rounded(x, self.rows[1], np.float32(self.rows[2]))


def _rounded(x: np.ndarray, top: int, shift: np.float32) -> np.ndarray:
    """``x + shift`` rounded per row to steps of max |row| / ``top`` (as the graph: times
    the inverse, in float32), less ``shift`` again. Shifted GELU rows are all positive, so
    their max |row| is their max."""
    y = x + shift
    scale = np.maximum(np.abs(y).max(axis=-1, keepdims=True), np.float32(1e-12)) * np.float32(1.0 / top)
    return (np.round(y / scale) * scale - shift).astype(np.float32)
