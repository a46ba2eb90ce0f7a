"""Train a stronger teacher and distil the shipped student from it, on one GPU, in minutes.

    python scripts/gpu_bundle.py --out gpu/bundle.npz                   # here, on the CPU
    python scripts/train_nli_gpu.py --bundle gpu/bundle.npz --out OUT   # on the GPU machine
    python scripts/import_nli_student.py OUT/student_final.npz --out build/gpu/nli.onnx

1. Teacher: all twelve layers of multilingual-e5-small (from the bundle's 4-bit blocks,
   embeddings frozen), a head over [first token, mean of tokens], fine-tuned on the
   bundle's labelled pairs with the class-weighted cross-entropy of
   ``scripts/train_nli_m.py`` (bf16 autocast, length-bucketed batches), for
   ``--teacher-seconds``; the learning rate warms up over the first 5 % of that time and
   falls linearly to 0 at its end (a schedule in time, so the run fits a lease).
2. The teacher's logits on every training pair and every judge pair (unlabelled).
3. Student: the shipped model (``nli.onnx``: four layers, feed-forward blocks of 768
   units, int8 weights dequantised; embeddings frozen) taught the teacher's logits
   (mean squared error, no labels, no dropout) for ``--student-seconds``.

Writes into ``--out``: ``student_final.npz`` and ``student_mid.npz`` (the layers and the
head, float16 matrices), ``report.json`` (held-out balanced accuracy per source of the
teacher, the shipped student and the new one; steps, seconds, arguments).
Needs numpy, torch and onnx only (not the ragmeter package).
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))

HIDDEN, HEADS = 384, 12
T0 = time.perf_counter()


def log(msg: str) -> None:
    print(f"[{time.perf_counter() - T0:6.1f}s] {msg}", flush=True)


def q4(blocks: np.ndarray) -> np.ndarray:
    """float32 matrix from 4-bit blocks (``rows x blocks x 18`` bytes: fp16 scale, 16
    bytes of nibbles holding weight j low and j+16 high; value ``(q - 8) * d``)."""
    d = np.ascontiguousarray(blocks[..., :2]).view("<f2").astype(np.float32)
    qs = blocks[..., 2:]
    lo = (qs & 0x0F).astype(np.float32) - 8.0
    hi = (qs >> 4).astype(np.float32) - 8.0
    return (np.concatenate([lo, hi], axis=-1) * d).reshape(blocks.shape[0], -1)


def teacher_params(z: Any) -> dict[str, np.ndarray]:
    """The base's weights under Hugging Face names, word embedding rows as the bundle's."""
    h = HIDDEN
    p = {
        "embeddings.word_embeddings.weight": q4(z["q4:emb.word"]),
        "embeddings.position_embeddings.weight": z["f32:emb.pos"].reshape(-1, h),
        "embeddings.token_type_embeddings.weight": z["f32:emb.type"][:h].reshape(1, h),
        "embeddings.LayerNorm.weight": z["f32:emb.ln.w"],
        "embeddings.LayerNorm.bias": z["f32:emb.ln.b"],
    }
    mats = {
        "q": "attention.self.query",
        "k": "attention.self.key",
        "v": "attention.self.value",
        "ao": "attention.output.dense",
        "fi": "intermediate.dense",
        "fo": "output.dense",
    }
    i = 0
    while f"q4:l{i}.q.w" in z:
        pre = f"encoder.layer.{i}."
        for short, name in mats.items():
            p[pre + name + ".weight"] = q4(z[f"q4:l{i}.{short}.w"])
            p[pre + name + ".bias"] = z[f"f32:l{i}.{short}.b"]
        for short, name in (("aln", "attention.output.LayerNorm"), ("oln", "output.LayerNorm")):
            p[pre + name + ".weight"] = z[f"f32:l{i}.{short}.w"]
            p[pre + name + ".bias"] = z[f"f32:l{i}.{short}.b"]
        i += 1
    rng = np.random.default_rng(13)
    p["head.weight"] = (rng.standard_normal((1, 2 * h)) * 0.02).astype(np.float32)
    p["head.bias"] = np.zeros(1, np.float32)
    return p


def student_params(onnx_path: Path, used: np.ndarray) -> tuple[dict[str, np.ndarray], dict[str, np.ndarray]]:
    """The shipped model's float weights (word embedding rows as the bundle's) and its
    int8 arrays as read."""
    from nli_graph import read_arrays
    from nli_numpy import dequantize

    arrays = read_arrays(onnx_path)
    p = dequantize(arrays)
    p["embeddings.word_embeddings.weight"] = p["embeddings.word_embeddings.weight"][used]
    p["head.weight"] = p["head.weight"].reshape(1, -1)
    return p, arrays


def build(p: dict[str, np.ndarray], dropout: float, device: str) -> Any:
    """A BERT cross-encoder from float arrays ``p`` (its layer count and widths as
    stored), embeddings frozen, on ``device``."""
    import torch
    from torch import nn

    def t(name: str) -> Any:
        return torch.tensor(np.ascontiguousarray(p[name], dtype=np.float32))

    def linear(name: str) -> nn.Linear:
        w = t(name + ".weight")
        mod = nn.Linear(w.shape[1], w.shape[0])
        mod.weight.data, mod.bias.data = w, t(name + ".bias").reshape(-1)
        return mod

    def norm(name: str) -> nn.LayerNorm:
        mod = nn.LayerNorm(HIDDEN, eps=1e-12)
        mod.weight.data, mod.bias.data = t(name + ".weight"), t(name + ".bias")
        return mod

    class Layer(nn.Module):
        def __init__(self, pre: str) -> None:
            super().__init__()
            self.q, self.k, self.v = (linear(pre + "attention.self." + n) for n in ("query", "key", "value"))
            self.o = linear(pre + "attention.output.dense")
            self.ln1, self.ln2 = norm(pre + "attention.output.LayerNorm"), norm(pre + "output.LayerNorm")
            self.i = linear(pre + "intermediate.dense")
            self.out = linear(pre + "output.dense")
            self.drop = nn.Dropout(dropout)

        def forward(self, x: Any, bias: Any) -> Any:
            n, length, _ = x.shape

            def split(y: Any) -> Any:
                return y.view(n, length, HEADS, HIDDEN // HEADS).transpose(1, 2)

            ctx = nn.functional.scaled_dot_product_attention(
                split(self.q(x)),
                split(self.k(x)),
                split(self.v(x)),
                attn_mask=bias,
                dropout_p=dropout if self.training else 0.0,
            )
            x = self.ln1(x + self.drop(self.o(ctx.transpose(1, 2).reshape(n, length, HIDDEN))))
            act = nn.functional.gelu(self.i(x), approximate="tanh")
            return self.ln2(x + self.drop(self.out(act)))

    class Model(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.word = nn.Embedding.from_pretrained(t("embeddings.word_embeddings.weight"))
            self.pos = nn.Embedding.from_pretrained(t("embeddings.position_embeddings.weight"))
            self.register_buffer("typ", t("embeddings.token_type_embeddings.weight")[0])
            self.ln = norm("embeddings.LayerNorm")
            for prm in self.ln.parameters():
                prm.requires_grad_(False)
            n_layers = len({k.split(".")[2] for k in p if k.startswith("encoder.layer.")})
            self.layers = nn.ModuleList(Layer(f"encoder.layer.{i}.") for i in range(n_layers))
            self.head = linear("head")

        def forward(self, ids: Any, mask: Any) -> Any:
            pos = torch.arange(ids.shape[1], device=ids.device)[None]
            x = self.ln(self.word(ids) + self.pos(pos) + self.typ)
            bias = mask[:, None, None, :] > 0  # attend to real tokens only
            for layer in self.layers:
                x = layer(x, bias)
            m = mask[:, :, None].to(x.dtype)
            mean = (x * m).sum(1) / m.sum(1)
            return self.head(torch.cat([x[:, 0], mean], dim=1)).squeeze(-1).float()

    return Model().to(device)


class Pairs:
    """A ragged id set padded once into one device tensor; batches by length."""

    def __init__(self, ids: np.ndarray, offs: np.ndarray, pad: int, device: str) -> None:
        import torch

        self.lengths = np.diff(offs)
        n, width = len(self.lengths), int(self.lengths.max()) if len(self.lengths) else 1
        table = np.full((n, width), pad, dtype=np.int32)
        cols = np.arange(width)[None, :] < self.lengths[:, None]
        table[cols] = ids.astype(np.int32)
        self.ids = torch.tensor(table, dtype=torch.long, device=device)
        self.mask = torch.tensor(cols, dtype=torch.float32, device=device)

    def take(self, idx: Any) -> tuple[Any, Any]:
        import torch

        rows = torch.as_tensor(idx, device=self.ids.device)
        width = int(self.lengths[np.asarray(idx)].max())
        return self.ids[rows, :width], self.mask[rows, :width]

    def batches(
        self, size: int, rng: np.random.Generator, members: np.ndarray | None = None
    ) -> list[np.ndarray]:
        idx = np.arange(len(self.lengths)) if members is None else members
        order = idx[np.lexsort((rng.random(len(idx)), self.lengths[idx]))]
        out = [order[s : s + size] for s in range(0, len(order), size)]
        rng.shuffle(out)  # type: ignore[arg-type]
        return out


def predict(model: Any, pairs: Pairs, size: int = 512) -> np.ndarray:
    import torch

    model.eval()
    out = np.zeros(len(pairs.lengths), dtype=np.float32)
    order = np.argsort(pairs.lengths, kind="stable")
    with torch.no_grad(), torch.autocast("cuda" if pairs.ids.is_cuda else "cpu", dtype=torch.bfloat16):
        for s in range(0, len(order), size):
            b = order[s : s + size]
            out[b] = model(*pairs.take(b)).float().cpu().numpy()
    return out


def bacc(y: np.ndarray, s: np.ndarray) -> float:
    pos, neg = s[y == 1], s[y == 0]
    if not len(pos) or not len(neg):
        return -1.0
    return round(float(((pos > 0).mean() + (neg <= 0).mean()) / 2), 4)


def report(scores: np.ndarray, y: np.ndarray, source: np.ndarray, names: Sequence[str]) -> dict[str, float]:
    out = {str(name): bacc(y[source == i], scores[source == i]) for i, name in enumerate(names)}
    out["all"] = bacc(y, scores)
    return out


def train(
    model: Any,
    batches: Any,
    loss_of: Any,
    seconds: float,
    lr: float,
    head_lr: float,
    snapshot: Any = None,
    max_steps: int = 0,
) -> dict[str, float]:
    """Steps over ``batches`` for ``seconds`` or ``max_steps`` (when > 0), whichever
    ends first: AdamW, gradients clipped to norm 1, learning rate warmed up over the
    first 5 % and falling linearly to 0 at the end; ``snapshot(model)`` half way."""
    import torch

    head = list(model.head.parameters())
    body = [x for n, x in model.named_parameters() if x.requires_grad and not n.startswith("head.")]
    groups = [{"params": body, "lr": lr, "base": lr}, {"params": head, "lr": head_lr, "base": head_lr}]
    opt = torch.optim.AdamW(groups, weight_decay=0.01)
    model.train()
    start, step, running, snapped = time.perf_counter(), 0, 0.0, snapshot is None
    device = next(model.parameters()).device.type
    while True:
        frac = (time.perf_counter() - start) / seconds
        if max_steps:
            frac = max(frac, step / max_steps)
        if frac >= 1.0 or step >= len(batches):
            break
        for g in opt.param_groups:
            g["lr"] = g["base"] * min(1.0, (frac + 1e-3) / 0.05) * (1.0 - frac)
        with torch.autocast(device, dtype=torch.bfloat16):
            loss = loss_of(model, batches[step % len(batches)])
        opt.zero_grad(set_to_none=True)
        loss.backward()
        torch.nn.utils.clip_grad_norm_(body + head, 1.0)
        opt.step()
        step += 1
        running = 0.98 * running + 0.02 * float(loss.detach()) if step > 1 else float(loss.detach())
        if step % 200 == 0:
            log(f"  step {step} ({frac:.0%} of the time): loss {running:.4f}")
        if not snapped and frac >= 0.5:
            snapshot(model)
            snapped = True
    model.eval()
    return {"steps": step, "seconds": round(time.perf_counter() - start, 1), "last_loss": round(running, 4)}


def student_arrays(model: Any) -> dict[str, np.ndarray]:
    """The student's layers and head by Hugging Face name: matrices float16, the rest
    float32 (what ``scripts/import_nli_student.py`` reads)."""
    from nli_layers import layer_params

    out = {k: v.astype(np.float16) if v.ndim == 2 else v for k, v in layer_params(model.layers).items()}
    out["head.weight"] = model.head.weight.detach().float().cpu().numpy()
    out["head.bias"] = model.head.bias.detach().float().cpu().numpy()
    return out


def save_int8(arrays: dict[str, np.ndarray], stem: Path) -> None:
    """``arrays`` with every matrix as int8 rows and a scale each (``name``, ``name:scale``),
    in two files (the first half of the layers and the head, then the rest)."""
    out: list[dict[str, np.ndarray]] = [{}, {}]
    n_layers = len({k.split(".")[2] for k in arrays if k.startswith("encoder.layer.")})
    for k, v in arrays.items():
        part = 1 if k.startswith("encoder.layer.") and int(k.split(".")[2]) >= n_layers // 2 else 0
        v = np.asarray(v, dtype=np.float32)
        if v.ndim == 2 and v.shape[0] > 2:
            scale = np.abs(v).max(axis=1) / 127.0
            scale[scale == 0] = 1.0
            out[part][k] = np.clip(np.rint(v / scale[:, None]), -127, 127).astype(np.int8)
            out[part][k + ":scale"] = scale.astype(np.float32)
        else:
            out[part][k] = v
    for suffix, arrays_part in zip("ab", out, strict=True):
        np.savez(f"{stem}_{suffix}.npz", **arrays_part)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--bundle", type=Path, default=ROOT / "gpu" / "bundle.npz")
    ap.add_argument(
        "--student", type=Path, default=ROOT / "src" / "ragmeter" / "judges" / "offline" / "nli.onnx"
    )
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--teacher-seconds", type=float, default=230)
    ap.add_argument("--student-seconds", type=float, default=200)
    ap.add_argument("--batch-size", type=int, default=128)
    ap.add_argument("--teacher-lr", type=float, default=5e-5)
    ap.add_argument("--student-lr", type=float, default=6e-5)
    ap.add_argument("--judge-repeat", type=int, default=3)
    ap.add_argument("--teacher-epochs", type=float, default=4.0, help="at most this many passes")
    ap.add_argument("--student-epochs", type=float, default=6.0, help="at most this many passes")
    ap.add_argument("--teacher-batch-size", type=int, default=64)
    ap.add_argument(
        "--max-pairs", type=int, default=0, help="use only this many training pairs (a smoke run)"
    )
    ap.add_argument(
        "--teacher-sources", default="", help="train the teacher on these sources only (comma list)"
    )
    ap.add_argument(
        "--save-teacher", default="", help="write the teacher as int8 into NAME_a.npz / NAME_b.npz"
    )
    ap.add_argument("--no-student", action="store_true", help="stop after the teacher")
    ap.add_argument("--device", default="cuda")
    ap.add_argument("--seed", type=int, default=13)
    args = ap.parse_args(argv)
    import torch

    torch.manual_seed(args.seed)
    torch.backends.cuda.matmul.allow_tf32 = True
    rng = np.random.default_rng(args.seed)
    args.out.mkdir(parents=True, exist_ok=True)
    rep: dict[str, Any] = {"command": "python scripts/train_nli_gpu.py " + " ".join(argv or sys.argv[1:])}
    if args.device == "cuda":
        rep["device"] = torch.cuda.get_device_name(0)
    rep["torch"] = torch.__version__

    def save() -> None:
        rep["total_seconds"] = round(time.perf_counter() - T0, 1)
        (args.out / "report.json").write_text(json.dumps(rep, indent=2) + "\n")

    z = dict(np.load(args.bundle, allow_pickle=False))
    pad = int(z["pad"])
    n_train = len(z["train.label"]) if not args.max_pairs else min(args.max_pairs, len(z["train.label"]))
    offs = z["train.offs"][: n_train + 1]
    train_set = Pairs(z["train.ids"][: offs[-1]], offs, pad, args.device)
    n_held = len(z["held.label"]) if not args.max_pairs else min(args.max_pairs, len(z["held.label"]))
    hoffs = z["held.offs"][: n_held + 1]
    held = Pairs(z["held.ids"][: hoffs[-1]], hoffs, pad, args.device)
    n_judge = (
        len(z["judge.offs"]) - 1 if not args.max_pairs else min(args.max_pairs, len(z["judge.offs"]) - 1)
    )
    joffs = z["judge.offs"][: n_judge + 1]
    judge = Pairs(z["judge.ids"][: joffs[-1]], joffs, pad, args.device)
    y_train = torch.tensor(z["train.label"][:n_train], dtype=torch.float32, device=args.device)
    y_held, src, names = z["held.label"][:n_held], z["held.source"][:n_held], [str(x) for x in z["sources"]]
    share = float(y_train.mean())
    w_train = torch.where(y_train > 0, 0.5 / share, 0.5 / (1 - share))
    log(f"{n_train} training pairs, {len(y_held)} held out, {n_judge} judge pairs")
    rep["pairs"] = {"train": n_train, "held": len(y_held), "judge": n_judge}

    sp, _ = student_params(args.student, z["used"])
    old = build(sp, 0.0, args.device)
    rep["heldout_shipped"] = report(predict(old, held), y_held, src, names)
    log(f"shipped student held out: {rep['heldout_shipped']}")
    save()

    teacher = build(teacher_params(z), 0.1, args.device)
    z_sources = z.get("train_sources", np.array([]))
    z_train_source = z.get("train.source", np.zeros(0, np.int8))
    del z

    def teacher_loss(model: Any, b: np.ndarray) -> Any:
        logit = model(*train_set.take(b))
        bi = torch.as_tensor(b, device=args.device)
        each = torch.nn.functional.binary_cross_entropy_with_logits(logit, y_train[bi], reduction="none")
        return (each * w_train[bi]).sum() / w_train[bi].sum()

    members = None
    if args.teacher_sources:
        names_t = [str(x) for x in z_sources]
        keep = [names_t.index(x) for x in args.teacher_sources.split(",")]
        members = np.flatnonzero(np.isin(z_train_source[:n_train], keep))
        log(f"teacher trained on {len(members)} pairs of {args.teacher_sources}")
    per_epoch = train_set.batches(args.teacher_batch_size, rng, members)
    batches = per_epoch + [
        b
        for _ in range(int(args.teacher_epochs))
        for b in train_set.batches(args.teacher_batch_size, rng, members)
    ]
    rep["teacher_training"] = train(
        teacher,
        batches,
        teacher_loss,
        args.teacher_seconds,
        args.teacher_lr,
        args.teacher_lr * 20,
        max_steps=int(args.teacher_epochs * len(per_epoch)),
    )
    rep["heldout_teacher"] = report(predict(teacher, held), y_held, src, names)
    log(f"teacher held out: {rep['heldout_teacher']}")
    save()
    if args.save_teacher:
        save_int8(student_arrays(teacher), args.out / args.save_teacher)
        log(f"  wrote the teacher to {args.save_teacher}_a.npz and _b.npz")
    if args.no_student:
        return 0

    goal = torch.tensor(
        np.concatenate([predict(teacher, train_set), predict(teacher, judge)]), device=args.device
    )
    del teacher
    torch.cuda.empty_cache() if args.device == "cuda" else None
    n_t = len(train_set.lengths)
    student = build(sp, 0.0, args.device)

    def student_loss(model: Any, b: np.ndarray) -> Any:
        b = np.asarray(b)
        parts = [(train_set, b[b < n_t]), (judge, b[b >= n_t] - n_t)]
        loss, count = 0.0, 0
        for pairs, idx in parts:
            if len(idx):
                logit = model(*pairs.take(idx))
                target = goal[torch.as_tensor(idx + (0 if pairs is train_set else n_t), device=args.device)]
                loss = loss + ((logit - target) ** 2).sum()
                count += len(idx)
        return loss / count

    def student_batches() -> list[np.ndarray]:
        out: list[np.ndarray] = []
        for _ in range(int(args.student_epochs) + 1):
            tb = train_set.batches(args.batch_size, rng)
            jb = [x + n_t for _ in range(args.judge_repeat) for x in judge.batches(args.batch_size, rng)]
            mixed = tb + jb
            rng.shuffle(mixed)  # type: ignore[arg-type]
            out += mixed
        return out

    def snapshot(model: Any) -> None:
        np.savez(args.out / "student_mid.npz", **student_arrays(model))
        log("  kept the student at half time (student_mid.npz)")

    epoch = math.ceil(n_t / args.batch_size) + args.judge_repeat * math.ceil(
        len(judge.lengths) / args.batch_size
    )
    rep["student_training"] = train(
        student,
        student_batches(),
        student_loss,
        args.student_seconds,
        args.student_lr,
        args.student_lr,
        snapshot,
        max_steps=int(args.student_epochs * epoch),
    )
    rep["heldout_student"] = report(predict(student, held), y_held, src, names)
    log(f"new student held out: {rep['heldout_student']}")
    np.savez(args.out / "student_final.npz", **student_arrays(student))
    mid = build({**sp, **dict(np.load(args.out / "student_mid.npz"))}, 0.0, args.device)
    rep["heldout_student_mid"] = report(predict(mid, held), y_held, src, names)
    log(f"student at half time held out: {rep['heldout_student_mid']}")
    save()
    log("done")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
