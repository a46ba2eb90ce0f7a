"""The offline judge's entailment model: a small BERT cross-encoder run in numpy.

MiniLM-L6-H384 (initialised from sentence-transformers' all-MiniLM-L6-v2, Apache-2.0),
fine-tuned by ``scripts/train_nli.py`` on licensed NLI pairs (FEVER-NLI, MultiNLI,
Breaking NLI) and synthetic perturbations, to say whether an evidence text supports a
claim. It reads ``[CLS] claim [SEP] evidence [SEP]`` and returns a logit (positive:
supported). No torch at run time: int8 weights with one scale per output row, shipped in
the package (``nli_weights.npz``), dequantised once to float32, and the ``tokenizers``
package for WordPiece. Nothing is downloaded.

The vocabulary is English WordPiece: it has no Hangul and few Han characters, so the
judge never asks this model about Korean or Chinese text (:func:`covers`).
"""

from __future__ import annotations

import math
import threading
from collections import OrderedDict
from collections.abc import Sequence
from functools import lru_cache
from importlib import resources
from typing import Any

import numpy as np

__all__ = ["MAX_LENGTH", "CrossEncoder", "covers", "default_cross_encoder", "quantize"]

#: tokens per pair (claim + evidence + 3 special tokens); longer evidence is cut
MAX_LENGTH = 128
_HEADS = 12
_SEP_ID = 102  # [SEP] in the BERT uncased vocabulary
_EPS = 1e-12
_GELU_C = math.sqrt(2.0 / math.pi)
WEIGHTS_FILE = "nli_weights.npz"
TOKENIZER_FILE = "nli_tokenizer.json"


def covers(text: str) -> bool:
    """Whether the model's vocabulary can read ``text``: no Hangul, kana or Han."""
    for ch in text:
        o = ord(ch)
        if 0x1100 <= o <= 0x11FF or 0x3040 <= o <= 0x30FF or 0x3130 <= o <= 0x318F:
            return False
        if 0x3400 <= o <= 0x9FFF or 0xAC00 <= o <= 0xD7AF or 0xF900 <= o <= 0xFAFF:
            return False
    return True


def quantize(w: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """Symmetric int8 with one scale per row: ``w ~= q * scale[:, None]``."""
    w = np.asarray(w, dtype=np.float32)
    scale = np.abs(w).max(axis=1) / 127.0
    scale[scale == 0] = 1.0
    q = np.clip(np.rint(w / scale[:, None]), -127, 127).astype(np.int8)
    return q, scale.astype(np.float32)


def _gelu(x: np.ndarray) -> np.ndarray:
    """GELU, tanh form (the model is trained with the same form)."""
    out: np.ndarray = 0.5 * x * (1.0 + np.tanh(_GELU_C * (x + 0.044715 * x * x * x)))
    return out


def _layer_norm(x: np.ndarray, g: np.ndarray, b: np.ndarray) -> np.ndarray:
    mu = x.mean(axis=-1, keepdims=True)
    xc = x - mu
    var = (xc * xc).mean(axis=-1, keepdims=True)
    out: np.ndarray = xc / np.sqrt(var + _EPS) * g + b
    return out


Linear = tuple[np.ndarray, np.ndarray]


class CrossEncoder:
    """Numpy forward pass of the fine-tuned BERT. ``params`` maps the Hugging Face
    names (``encoder.layer.0.attention.self.query.weight``, ...) plus ``head.weight``
    and ``head.bias`` to arrays; :meth:`from_npz` loads the int8 file. The head reads
    the last layer's ``[CLS]`` vector and its mean over the tokens."""

    def __init__(
        self,
        params: dict[str, np.ndarray],
        tokenizer: Any = None,
        meta: dict[str, str] | None = None,
        *,
        heads: int = _HEADS,
        sep_id: int = _SEP_ID,
    ) -> None:
        p = {k: np.asarray(v, dtype=np.float32) for k, v in params.items()}
        self.heads = heads
        self.sep_id = sep_id
        n_layers = len({k.split(".")[2] for k in p if k.startswith("encoder.layer.")})
        self.word = p["embeddings.word_embeddings.weight"]
        self.pos = p["embeddings.position_embeddings.weight"]
        self.type = p["embeddings.token_type_embeddings.weight"]
        self.emb_ln = (p["embeddings.LayerNorm.weight"], p["embeddings.LayerNorm.bias"])
        self.layers: list[tuple[Linear, Linear, Linear, Linear, Linear, Linear]] = []
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
        self.tokenizer = tokenizer
        self.meta = dict(meta or {})
        self._lock = threading.Lock()
        self._cache: OrderedDict[tuple[str, str], float] = OrderedDict()

    @classmethod
    def from_arrays(cls, arrays: dict[str, np.ndarray], tokenizer: Any = None) -> CrossEncoder:
        """Weights as :func:`export_arrays` writes them: int8 ``name`` + ``name:scale``,
        float32 vectors, ``meta:KEY`` strings."""
        params: dict[str, np.ndarray] = {}
        meta: dict[str, str] = {}
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

    # ------------------------------------------------------------------ inference
    def encode(self, pairs: Sequence[tuple[str, str]]) -> list[list[int]]:
        """Token ids of each (claim, evidence) pair, cut to :data:`MAX_LENGTH`; the
        segment ids follow from the first ``[SEP]``."""
        encs = self.tokenizer.encode_batch([(c, e) for c, e in pairs])
        return [list(e.ids) for e in encs]

    def logits(self, pairs: Sequence[tuple[str, str]], batch_size: int = 32) -> list[float]:
        """Support logit of each pair; remembered (bounded LRU), batched by length."""
        out: list[float | None] = []
        todo: dict[tuple[str, str], int] = {}
        with self._lock:
            for pair in pairs:
                hit = self._cache.get(pair)
                if hit is not None:
                    self._cache.move_to_end(pair)
                elif pair not in todo:
                    todo[pair] = len(todo)
                out.append(hit)
        if todo:
            keys = list(todo)
            values = self._compute(keys, batch_size)
            with self._lock:
                for key, val in zip(keys, values):
                    self._cache[key] = val
                while len(self._cache) > 50_000:
                    self._cache.popitem(last=False)
            found = dict(zip(keys, values))
            out = [found[p] if v is None else v for p, v in zip(pairs, out)]
        return [float(v) for v in out if v is not None]

    def _compute(self, pairs: Sequence[tuple[str, str]], batch_size: int) -> list[float]:
        encoded = self.encode(pairs)
        out = [0.0] * len(encoded)
        order = sorted(range(len(encoded)), key=lambda i: (len(encoded[i]), i))
        for start in range(0, len(order), batch_size):
            idx = order[start : start + batch_size]
            for i, v in zip(idx, self.forward_ids([encoded[i] for i in idx]).tolist()):
                out[i] = float(v)
        return out

    def forward_ids(self, batch: Sequence[Sequence[int]]) -> np.ndarray:
        """Logits of a batch of token-id lists ([CLS] a [SEP] b [SEP])."""
        n = len(batch)
        length = max(len(ids) for ids in batch)
        ids = np.zeros((n, length), dtype=np.int64)
        types = np.zeros((n, length), dtype=np.int64)
        mask = np.zeros((n, length), dtype=np.float32)
        for i, a in enumerate(batch):
            ids[i, : len(a)] = a
            mask[i, : len(a)] = 1.0
            sep = _first_sep(a, self.sep_id)
            types[i, sep + 1 : len(a)] = 1
        x = self.word[ids] + self.pos[:length][None] + self.type[types]
        x = _layer_norm(x, *self.emb_ln)
        bias = ((1.0 - mask) * -1e9)[:, None, None, :]
        heads = self.heads
        d = x.shape[-1] // heads
        scale = 1.0 / math.sqrt(d)
        for qkv, att_out, ln1, inter, outp, ln2 in self.layers:
            h = x @ qkv[0] + qkv[1]
            h = h.reshape(n, length, 3, heads, d).transpose(2, 0, 3, 1, 4)
            scores = (h[0] * scale) @ h[1].transpose(0, 1, 3, 2) + bias
            scores -= scores.max(axis=-1, keepdims=True)
            w = np.exp(scores)
            w /= w.sum(axis=-1, keepdims=True)
            ctx = (w @ h[2]).transpose(0, 2, 1, 3).reshape(n, length, -1)
            x = _layer_norm(x + ctx @ att_out[0] + att_out[1], *ln1)
            x = _layer_norm(x + _gelu(x @ inter[0] + inter[1]) @ outp[0] + outp[1], *ln2)
        cls = x[:, 0]
        mean = (x * mask[:, :, None]).sum(axis=1) / mask.sum(axis=1, keepdims=True)
        result: np.ndarray = np.concatenate([cls, mean], axis=1) @ self.head_w + self.head_b
        return result


def _first_sep(ids: Sequence[int], sep_id: int) -> int:
    for i, t in enumerate(ids):
        if t == sep_id:
            return i
    return len(ids)


def load_tokenizer(text: str) -> Any:
    from tokenizers import Tokenizer

    tok = Tokenizer.from_str(text)
    tok.no_padding()
    tok.enable_truncation(max_length=MAX_LENGTH, strategy="longest_first")
    return tok


@lru_cache(maxsize=1)
def default_cross_encoder() -> CrossEncoder:
    """The shipped model (loaded once; about 90 MB of float32 in memory)."""
    here = resources.files("ragmeter.judges.offline")
    with here.joinpath(WEIGHTS_FILE).open("rb") as fh, np.load(fh, allow_pickle=False) as z:
        arrays = {k: z[k] for k in z.files}
    tok = load_tokenizer(here.joinpath(TOKENIZER_FILE).read_text("utf-8"))
    return CrossEncoder.from_arrays(arrays, tok)
