"""The numpy half of the entailment cross-encoder experiment (``scripts/train_nli.py``).

A 6-layer BERT (MiniLM-L6-H384, initialised from sentence-transformers'
all-MiniLM-L6-v2, Apache-2.0) fine-tuned to say whether an evidence window supports a
claim: it reads ``[CLS] claim [SEP] evidence [SEP]`` and returns a logit (positive:
supported). This module is what the offline judge would run: numpy and the light
``tokenizers`` package (WordPiece), no torch, int8 weights with one scale per output row.

Not shipped: the cross-encoder did not improve the judge when each family is held out
(docs/judge_quality.md, "Entailment cross-encoder: tried, not shipped"). The module stays
beside the training script, tested against torch, for the next attempt.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

from ragmeter.judges.offline.align import Alignment

__all__ = ["MAX_LENGTH", "CrossEncoder", "evidence", "load_tokenizer", "quantize"]

#: tokens per pair (claim + evidence + 3 special tokens); longer evidence is cut
MAX_LENGTH = 128
#: evidence sentences per claim: the best-aligned ones, in document order
EVIDENCE_SENTENCES = 3

_HEADS = 12
_EPS = 1e-12


def evidence(al: Alignment, max_sentences: int = EVIDENCE_SENTENCES) -> str:
    """The claim's evidence window: the premise sentences that add to its coverage, best
    first (at most ``max_sentences``), joined in document order. Training and inference
    both build the pair with this function."""
    chosen: list[int] = []
    covered = 0.0
    for k in al.ranked:
        if len(chosen) >= max_sentences:
            break
        cov = al.coverage_of([*chosen, k])
        if chosen and cov <= covered + 1e-9:
            continue
        chosen.append(k)
        covered = cov
    sents = al.premise.sentences
    return " ".join(sents[k].text for k in sorted(chosen))


def quantize(w: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Symmetric int8 with one scale per row: ``w ~= q * scale[:, None]``."""
    w = np.asarray(w, dtype=np.float32)
    scale = np.abs(w).max(axis=1) / 127.0
    scale[scale == 0] = 1.0
    q = np.clip(np.rint(w / scale[:, None]), -127, 127).astype(np.int8)
    return q, scale.astype(np.float32)


def _erf(x: np.ndarray) -> np.ndarray:
    """Abramowitz & Stegun 7.1.26 (|error| < 1.5e-7): numpy has no erf."""
    s = np.sign(x)
    a = np.abs(x)
    t = 1.0 / (1.0 + 0.3275911 * a)
    poly = t * (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))))
    out: np.ndarray = s * (1.0 - poly * np.exp(-a * a))
    return out


def _gelu(x: np.ndarray) -> np.ndarray:
    return 0.5 * x * (1.0 + _erf(x * (1.0 / math.sqrt(2.0))))


def _layer_norm(x: np.ndarray, g: np.ndarray, b: np.ndarray) -> np.ndarray:
    mu = x.mean(axis=-1, keepdims=True)
    var = ((x - mu) ** 2).mean(axis=-1, keepdims=True)
    out: np.ndarray = (x - mu) / np.sqrt(var + _EPS) * g + b
    return out


class CrossEncoder:
    """Numpy forward pass of the fine-tuned BERT. ``params`` maps the Hugging Face
    names (``encoder.layer.0.attention.self.query.weight``, ...) plus ``head.weight``
    and ``head.bias`` to float32 arrays; :meth:`from_npz` loads the shipped int8 file.
    The head reads the last layer's ``[CLS]`` vector and its mean over the tokens."""

    def __init__(
        self,
        params: dict[str, np.ndarray],
        tokenizer: Any = None,
        meta: dict[str, Any] | None = None,
        heads: int = _HEADS,
    ) -> None:
        p = {k: np.asarray(v, dtype=np.float32) for k, v in params.items()}
        self.heads = heads
        n_layers = len({k.split(".")[2] for k in p if k.startswith("encoder.layer.")})
        self.word = p.pop("embeddings.word_embeddings.weight")
        self.pos = p["embeddings.position_embeddings.weight"]
        self.type = p["embeddings.token_type_embeddings.weight"]
        self.emb_ln = (p["embeddings.LayerNorm.weight"], p["embeddings.LayerNorm.bias"])
        self.layers = []
        for i in range(n_layers):
            pre = f"encoder.layer.{i}."

            def lin(name: str, pre: str = pre) -> tuple[np.ndarray, np.ndarray]:
                return np.ascontiguousarray(p[pre + name + ".weight"].T), p[pre + name + ".bias"]

            q, k, v = lin("attention.self.query"), lin("attention.self.key"), lin("attention.self.value")
            qkv = (np.concatenate([q[0], k[0], v[0]], axis=1), np.concatenate([q[1], k[1], v[1]]))
            self.layers.append(
                (
                    qkv,
                    lin("attention.output.dense"),
                    (
                        p[pre + "attention.output.LayerNorm.weight"],
                        p[pre + "attention.output.LayerNorm.bias"],
                    ),
                    lin("intermediate.dense"),
                    lin("output.dense"),
                    (p[pre + "output.LayerNorm.weight"], p[pre + "output.LayerNorm.bias"]),
                )
            )
        self.head_w = p["head.weight"].reshape(-1)
        self.head_b = float(p["head.bias"].reshape(-1)[0])
        self.tokenizer = tokenizer
        self.meta = dict(meta or {})

    @classmethod
    def from_npz(cls, data: Path, tokenizer: Any) -> CrossEncoder:
        """Load int8 weights (``name`` + ``name:scale``) and float32 vectors."""
        with np.load(data, allow_pickle=False) as z:
            arrays = {k: z[k] for k in z.files}
        params: dict[str, np.ndarray] = {}
        meta: dict[str, Any] = {}
        for k, v in arrays.items():
            if k.endswith(":scale"):
                continue
            if k.startswith("meta:"):
                meta[k[5:]] = str(v)
            elif k + ":scale" in arrays:
                params[k] = v.astype(np.float32) * arrays[k + ":scale"][:, None]
            else:
                params[k] = v
        return cls(params, tokenizer, meta)

    def encode(self, pairs: Sequence[tuple[str, str]]) -> list[tuple[list[int], list[int]]]:
        """Token ids and segment ids of each (claim, evidence) pair, cut to MAX_LENGTH."""
        encs = self.tokenizer.encode_batch([(c, e) for c, e in pairs])
        return [(list(e.ids), list(e.type_ids)) for e in encs]

    def logits(self, pairs: Sequence[tuple[str, str]], batch_size: int = 16) -> np.ndarray:
        """Support logit of each (claim, evidence) pair; batches grouped by length."""
        encoded = self.encode(pairs)
        out = np.zeros(len(encoded), dtype=np.float64)
        order = sorted(range(len(encoded)), key=lambda i: (len(encoded[i][0]), i))
        for start in range(0, len(order), batch_size):
            idx = order[start : start + batch_size]
            out[idx] = self.forward_ids([encoded[i] for i in idx])
        return out

    def forward_ids(self, batch: Sequence[tuple[Sequence[int], Sequence[int]]]) -> np.ndarray:
        n = len(batch)
        length = max(len(ids) for ids, _ in batch)
        ids = np.zeros((n, length), dtype=np.int64)
        types = np.zeros((n, length), dtype=np.int64)
        mask = np.zeros((n, length), dtype=np.float32)
        for i, (a, t) in enumerate(batch):
            ids[i, : len(a)] = a
            types[i, : len(t)] = t
            mask[i, : len(a)] = 1.0
        x = self.word[ids] + self.pos[:length][None] + self.type[types]
        x = _layer_norm(x, *self.emb_ln)
        bias = ((1.0 - mask) * -1e9)[:, None, None, :]
        heads = self.heads
        d = x.shape[-1] // heads
        for qkv, att_out, ln1, inter, outp, ln2 in self.layers:
            h = x @ qkv[0] + qkv[1]
            h = h.reshape(n, length, 3, heads, d).transpose(2, 0, 3, 1, 4)
            q, k, v = h[0], h[1], h[2]
            scores = q @ k.transpose(0, 1, 3, 2) * (1.0 / math.sqrt(d)) + bias
            scores -= scores.max(axis=-1, keepdims=True)
            w = np.exp(scores)
            w /= w.sum(axis=-1, keepdims=True)
            ctx = (w @ v).transpose(0, 2, 1, 3).reshape(n, length, -1)
            x = _layer_norm(x + ctx @ att_out[0] + att_out[1], *ln1)
            x = _layer_norm(x + _gelu(x @ inter[0] + inter[1]) @ outp[0] + outp[1], *ln2)
        cls = x[:, 0]
        mean = (x * mask[:, :, None]).sum(axis=1) / mask.sum(axis=1, keepdims=True)
        feats = np.concatenate([cls, mean], axis=1)
        result: np.ndarray = feats @ self.head_w + self.head_b
        return result


def load_tokenizer(text: str) -> Any:
    from tokenizers import Tokenizer

    tok = Tokenizer.from_str(text)
    tok.no_padding()
    tok.enable_truncation(max_length=MAX_LENGTH, strategy="longest_first")
    return tok
