"""Distil the offline judge's entailment model into a narrower one: every layer's
feed-forward block cut to ``--ffn`` units (the units that carry the least, by mean
|GELU output| x the norm of their output weights on training pairs, are dropped), then
fine-tuned to follow the shipped model's logits (mean squared error: the judge reads the
logit's value, not only its sign) and the pairs' labels (weighted cross-entropy).

    python scripts/distill_nli.py --teacher build/nli_m/nli_weights.npz --ffn 512 --work build/nli_p
    python scripts/distill_nli.py ... --resume          # after a stop (checkpoint every 100 steps)
    python scripts/distill_nli.py ... --steps 0         # prune only: the damage before training

With ``--hidden W`` the float teacher runs beside the student and every student layer
also learns its teacher layer's output; ``--drop N`` leaves out the N layers whose
removal alone changes the logits least; ``--judge-data`` adds the pairs the default judge
asks the model about on the dev files, unlabelled (the teacher's logits and layers only).

The training pairs are ``scripts/train_nli_m.py``'s (same seed, same held-out split);
the teacher's logits are those of the int8 graph of ``--teacher``'s weights (for the
default, the model of judge version 6: its ``nli.onnx`` bytes), computed once and kept in
``WORK/teacher.npz`` under a hash of the graph and the pairs. Writes
``WORK/nli_weights.npz``, ``WORK/nli.onnx`` and ``WORK/report.json`` (command, the
student's held-out balanced accuracy per source, seconds); copy ``nli.onnx`` into the
package by hand after the plain suite and the dev families have been measured with it.

Recorded runs (2026-12-03, 2 cores, nice 10): every student, with its plain suite, dev
families and speed, is in docs/judge_quality.md ("Distillation round", "Judge version 8").
Version 7 (five layers of 768 units from version 6's six of 1,536): ``--ffn 768 --drop 1
--steps 1800 --lr 8e-5 --hidden 10 --labels 0 --dropout 0 --judge-data
../shared/data/faithfulness --work build/nli_p6``; then ``--steps 1200 --lr 4e-5
--judge-repeat 10 --seed 14 --snapshots 800 --init build/nli_p6/checkpoint.pt``; shipped
the mean of the two (``--steps 0 --init build/nli_p6/checkpoint.pt --average
build/nli_p7/checkpoint_800.pt``). Version 8 (four layers of 768 units, taught by version
7's graph; ``--teacher`` also reads a shipped ``.onnx``), three phases, 756 s, 608 s and
613 s of training:

    T="--teacher v7.onnx --ffn 768 --drop 1 --hidden 10 --labels 0 --dropout 0 \
       --judge-data ../shared/data/faithfulness"
    python scripts/distill_nli.py $T --steps 1500 --lr 8e-5 --work build/l4
    python scripts/distill_nli.py $T --steps 1200 --lr 4e-5 --judge-repeat 10 --seed 14 \
        --init build/l4/checkpoint.pt --work build/l4b
    python scripts/distill_nli.py $T --steps 1000 --lr 3e-5 --judge-repeat 10 --seed 15 \
        --init build/l4b/checkpoint.pt --work build/l4c     # build/l4c/nli.onnx: shipped

(``v7.onnx``: the ``nli.onnx`` of commit 67d6333.)

Version 19 (2026-12-05): version 8's graph fine-tuned, one phase, on labelled RAG pairs
(``--fresh``: cross-entropy on their labels, no teacher target for them) beside the
teacher's logits on the licensed NLI pairs and the judge's dev pairs (the teacher is the
shipped graph itself, so this keeps the rest of its behaviour); 1,797 steps (one pass),
489 s of training on the 2-core CPU::

    python scripts/fresh_pairs.py --correctness --keep-empty --out build/fresh_pairs.jsonl
    python scripts/fresh_pairs.py --training --correctness --keep-empty --sets t1,...,t24 \
        --out build/train_pairs_t24.jsonl
    python scripts/distill_nli.py --teacher src/ragmeter/judges/offline/nli.onnx --ffn 768 \
        --drop 0 --hidden 0 --labels 0 --dropout 0 --judge-data ../shared/data/faithfulness \
        --judge-repeat 2 --max-train 20000 --fresh build/fresh_pairs.jsonl \
        --fresh build/train_pairs_t24.jsonl --fresh-repeat 4 --fresh-weight 4.0 --steps 2500 \
        --lr 5e-5 --work build/ft5
    python scripts/mix_nli.py v8.onnx build/ft5/nli.onnx --weight 0.3 --out nli.onnx

(the pairs recorded by judge version 18 with version 8's model; ``--teacher`` and
``v8.onnx`` the ``nli.onnx`` of commit b6d1994; 213 of the 6,931 pairs have an empty
evidence, 62 of them labelled 1, which ``--keep-empty`` keeps as that run did; the run's
report names the two pair files as one, their concatenation in this order).

Version 20 (2026-12-05, night): the same run with ``--fresh build/added_t24.jsonl`` too
(``scripts/added_clause_pairs.py`` over the two pair files, re-recorded with version 19's
judge), 1,977 steps, 2,505 s beside other work (``--work build/ft7``); shipped as 0.8 of
version 19's weights and 0.2 of these (``scripts/mix_nli.py v19.onnx build/ft7/nli.onnx
--weight 0.2``; docs/judge_quality.md "Judge version 20")."""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import random
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "src"))

from export_nli_onnx import export  # noqa: E402
from nli_data import Pair  # noqa: E402
from nli_graph import read_arrays  # noqa: E402
from nli_numpy import dequantize, layer_count  # noqa: E402
from nli_torch import (  # noqa: E402
    class_weights,
    int8_arrays,
    layer_params,
    optimiser_step,
    warmup_decay,
    weighted_bce,
)
from train_nli_m import all_pairs, batch, length_batches, log, progress, report_heldout  # noqa: E402

from ragmeter.judges.offline.nli import TOKENIZER_FILE, CrossEncoder, load_tokenizer  # noqa: E402

PACKAGE = ROOT / "src" / "ragmeter" / "judges" / "offline"
HIDDEN, HEADS = 384, 12


def build_student(
    p: dict[str, np.ndarray],
    keep: Sequence[np.ndarray] | None,
    dropout: float = 0.1,
    layers: Sequence[int] | None = None,
) -> Any:
    """The cross-encoder in torch from float arrays ``p`` (Hugging Face names), each
    layer's feed-forward units cut to ``keep[i]`` (all when ``None``), with only the
    layers numbered in ``layers`` (all when ``None``)."""
    import torch
    from torch import nn

    def linear(name: str, rows: np.ndarray | None = None, cols: np.ndarray | None = None) -> nn.Linear:
        w, b = p[name + ".weight"], p[name + ".bias"]
        if rows is not None:
            w, b = w[rows], b[rows]
        if cols is not None:
            w = w[:, cols]
        mod = nn.Linear(w.shape[1], w.shape[0])
        mod.weight.data = torch.tensor(np.ascontiguousarray(w))
        mod.bias.data = torch.tensor(np.ascontiguousarray(b))
        return mod

    def norm(name: str) -> nn.LayerNorm:
        mod = nn.LayerNorm(HIDDEN, eps=1e-12)
        mod.weight.data = torch.tensor(p[name + ".weight"])
        mod.bias.data = torch.tensor(p[name + ".bias"])
        return mod

    class Layer(nn.Module):
        def __init__(self, pre: str, units: np.ndarray | None) -> None:
            super().__init__()
            self.q, self.k, self.v = (linear(pre + "attention.self." + n) for n in ("query", "key", "value"))
            self.o = linear(pre + "attention.output.dense")
            self.ln1, self.ln2 = norm(pre + "attention.output.LayerNorm"), norm(pre + "output.LayerNorm")
            self.i = linear(pre + "intermediate.dense", rows=units)
            self.out = linear(pre + "output.dense", cols=units)
            self.drop = nn.Dropout(dropout)
            self.seen: torch.Tensor | None = None  # summed |GELU| per unit, when recording

        def forward(self, x: Any, bias: Any, mask: Any) -> Any:
            n, length, _ = x.shape

            def split(t: Any) -> Any:
                return t.view(n, length, HEADS, HIDDEN // HEADS).transpose(1, 2)

            q, k, v = split(self.q(x)), split(self.k(x)), split(self.v(x))
            att = torch.softmax(q @ k.transpose(-1, -2) / math.sqrt(HIDDEN // HEADS) + bias, dim=-1)
            ctx = (self.drop(att) @ v).transpose(1, 2).reshape(n, length, HIDDEN)
            x = self.ln1(x + self.drop(self.o(ctx)))
            act = nn.functional.gelu(self.i(x), approximate="tanh")
            if self.seen is not None:
                self.seen += (act.abs() * mask[:, :, None]).sum((0, 1)).detach()
            return self.ln2(x + self.drop(self.out(act)))

    class Model(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.word = nn.Embedding.from_pretrained(torch.tensor(p["embeddings.word_embeddings.weight"]))
            self.pos = nn.Embedding.from_pretrained(torch.tensor(p["embeddings.position_embeddings.weight"]))
            self.register_buffer("typ", torch.tensor(p["embeddings.token_type_embeddings.weight"][0]))
            self.ln = norm("embeddings.LayerNorm")
            for prm in self.ln.parameters():
                prm.requires_grad_(False)
            n_layers = layer_count(p)
            self.layers = nn.ModuleList(
                Layer(f"encoder.layer.{i}.", None if keep is None else keep[i])
                for i in (range(n_layers) if layers is None else layers)
            )
            self.head = nn.Linear(2 * HIDDEN, 1)
            self.head.weight.data = torch.tensor(p["head.weight"].reshape(1, -1))
            self.head.bias.data = torch.tensor(p["head.bias"].reshape(1))

        def forward(self, ids: Any, mask: Any, states: list[Any] | None = None) -> Any:
            """The logits; each layer's output is appended to ``states`` when given."""
            pos = torch.arange(ids.shape[1])[None]
            x = self.ln(self.word(ids) + self.pos(pos) + self.typ)
            bias = ((1.0 - mask) * -1e9)[:, None, None, :]
            for layer in self.layers:
                x = layer(x, bias, mask)
                if states is not None:
                    states.append(x)
            mean = (x * mask[:, :, None]).sum(1) / mask.sum(1, keepdim=True)
            return self.head(torch.cat([x[:, 0], mean], dim=1)).squeeze(-1)

        def arrays(self, meta: dict[str, str]) -> dict[str, np.ndarray]:
            """All weights by Hugging Face name, matrices int8 with row scales (what
            ``scripts/nli_graph.py`` builds the graph from)."""
            embeddings = {k: v for k, v in p.items() if k.startswith("embeddings.")}
            return int8_arrays({**embeddings, **layer_params(self.layers, 0)}, self.head, meta)

    return Model()


def predict(model: Any, encoded: Sequence[Sequence[int]], pad: int, size: int = 64) -> np.ndarray:
    import torch

    model.eval()
    out = np.zeros(len(encoded))
    order = sorted(range(len(encoded)), key=lambda i: len(encoded[i]))
    with torch.no_grad():
        for s in range(0, len(order), size):
            b = order[s : s + size]
            out[b] = model(*batch(encoded, b, pad)).numpy()
    return out


def importance(p: dict[str, np.ndarray], encoded: Sequence[Sequence[int]], pad: int) -> list[np.ndarray]:
    """Per layer, each feed-forward unit's mean |GELU output| x the norm of its output
    weights, over the tokens of ``encoded``."""
    import torch

    model = build_student(p, None)
    for layer in model.layers:
        layer.seen = torch.zeros(layer.i.out_features)
    predict(model, encoded, pad)
    out = []
    for i, layer in enumerate(model.layers):
        col = np.linalg.norm(p[f"encoder.layer.{i}.output.dense.weight"], axis=0)
        out.append(layer.seen.numpy() * col)
    return out


def layers_to_keep(
    p: dict[str, np.ndarray], encoded: Sequence[Sequence[int]], pad: int, drop: int
) -> list[int]:
    """All layers but the ``drop`` whose removal alone moves the logits on ``encoded``
    least (mean squared change against the whole model)."""
    n_layers = layer_count(p)
    full = predict(build_student(p, None), encoded, pad)
    harm = []
    for i in range(n_layers):
        without = predict(build_student(p, None, layers=[j for j in range(n_layers) if j != i]), encoded, pad)
        harm.append(float(np.mean((without - full) ** 2)))
        log(f"  without layer {i}: logit mean squared change {harm[-1]:.3f}")
    dropped = set(np.argsort(harm)[:drop].tolist())
    return [j for j in range(n_layers) if j not in dropped]


def teacher_logits(
    path: Path, model: bytes, tok: Any, pairs: Sequence[tuple[str, str]], threads: int
) -> np.ndarray:
    """The logits of the int8 graph ``model`` on ``pairs``, remembered in ``path`` under
    a hash of both (another teacher or other pairs compute them afresh)."""
    digest = hashlib.sha256(model)
    for claim, evidence in pairs:
        digest.update(f"{claim}\0{evidence}\0".encode())
    key = digest.hexdigest()
    if path.exists():
        with np.load(path, allow_pickle=False) as got:
            if str(got["key"]) == key:
                return np.asarray(got["logits"])
    encoder = CrossEncoder(model, tok, threads=threads, cache_size=0)
    out = np.zeros(len(pairs))
    step = 4000
    t0 = time.perf_counter()
    for s in range(0, len(pairs), step):
        out[s : s + step] = encoder.logits(pairs[s : s + step])
        log(f"  teacher {min(s + step, len(pairs))}/{len(pairs)} ({time.perf_counter() - t0:.0f}s)")
    with path.open("wb") as fh:
        np.savez(fh, logits=out, key=np.array(key))
    return out


def judge_pairs(data: Path, path: Path) -> list[tuple[str, str]]:
    """The (claim, evidence) pairs the default judge asks the model about on every record
    of the dev files in ``data`` (``benchmarks/nli_speed.py``'s recorder), kept in ``path``."""
    if path.exists():
        return [(c, e) for c, e in json.loads(path.read_text("utf-8"))]
    sys.path.insert(0, str(ROOT / "benchmarks"))
    from nli_speed import judge_pairs as record  # type: ignore[import-not-found]

    got: list[tuple[str, str]] = record(data, 10**9)
    path.write_text(json.dumps(got, ensure_ascii=False), "utf-8")
    return got


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--teacher", type=Path, default=ROOT / "build" / "nli_m" / "nli_weights.npz")
    ap.add_argument("--data", type=Path, default=ROOT.parent / "shared" / "data" / "nli")
    ap.add_argument(
        "--tokenizer", type=Path, default=PACKAGE / TOKENIZER_FILE, help="the teacher's tokenizer"
    )
    ap.add_argument("--synth", type=Path, default=ROOT / "build" / "synth.jsonl")
    ap.add_argument("--perturb", type=int, default=1000)
    ap.add_argument("--max-train", type=int, default=80000)
    ap.add_argument("--max-test", type=int, default=4000)
    ap.add_argument("--ffn", type=int, default=512, help="feed-forward units kept per layer")
    ap.add_argument("--drop", type=int, default=0, help="layers removed (those that matter least)")
    ap.add_argument("--steps", type=int, default=1500)
    ap.add_argument("--batch-size", type=int, default=32)
    ap.add_argument("--lr", type=float, default=5e-5)
    ap.add_argument("--kd", type=float, default=1.0, help="weight of the squared logit error")
    ap.add_argument(
        "--hidden",
        type=float,
        default=0.0,
        help="weight of the squared error between each layer's output and the teacher's "
        "(> 0: the float teacher runs beside the student and gives the logits too)",
    )
    ap.add_argument("--dropout", type=float, default=0.1)
    ap.add_argument("--labels", type=float, default=1.0, help="weight of the cross-entropy on the labels")
    ap.add_argument("--judge-repeat", type=int, default=3, help="copies of each judge pair")
    ap.add_argument(
        "--judge-data",
        type=Path,
        help="also distil on the (claim, evidence) pairs the default judge asks the model "
        "about on every record of these dev files (teacher's logits only, no labels)",
    )
    ap.add_argument(
        "--fresh",
        type=Path,
        action="append",
        default=[],
        help="labelled (claim, evidence) pairs from RAG cases (scripts/fresh_pairs.py), repeatable: "
        "learnt from their labels only (weighted cross-entropy, no teacher)",
    )
    ap.add_argument("--fresh-repeat", type=int, default=3, help="copies of each fresh pair")
    ap.add_argument("--fresh-weight", type=float, default=1.0, help="weight of their cross-entropy")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--work", type=Path, default=ROOT / "build" / "nli_p")
    ap.add_argument("--checkpoint-every", type=int, default=100)
    ap.add_argument("--resume", action="store_true")
    ap.add_argument(
        "--init",
        type=Path,
        help="a second phase: start from this run's checkpoint.pt (its keep.json beside it)",
    )
    ap.add_argument(
        "--average",
        type=Path,
        action="append",
        default=[],
        help="with --init: start from the mean of its weights and this checkpoint's (repeatable)",
    )
    ap.add_argument("--snapshots", default="", help="steps (1,2,...) whose weights are also kept")
    args = ap.parse_args(argv)
    args.canonical = False
    import torch

    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    rng = random.Random(args.seed)
    args.work.mkdir(parents=True, exist_ok=True)
    pairs, held = all_pairs(args)
    tok = load_tokenizer(args.tokenizer.read_text("utf-8"))
    pad = tok.token_to_id("<pad>")  # masked anyway
    if args.judge_data is not None:
        extra = judge_pairs(args.judge_data, args.work / "judge_pairs.json")
        log(f"{len(extra)} judge pairs (unlabelled) added x{args.judge_repeat} to {len(pairs)} pairs")
        pairs = pairs + [Pair(c, e, -1, "judge") for c, e in extra] * args.judge_repeat
    for path in args.fresh:
        rows = [json.loads(x) for x in path.read_text("utf-8").splitlines() if x.strip()]
        log(f"{len(rows)} labelled pairs of {path.name} added x{args.fresh_repeat}")
        fresh = [Pair(r["claim"], r["evidence"], int(r["label"]), "fresh") for r in rows]
        pairs = pairs + fresh * args.fresh_repeat
    encoded = [list(e.ids) for e in tok.encode_batch([(x.claim, x.evidence) for x in pairs])]
    held_enc = [list(e.ids) for e in tok.encode_batch([(x.claim, x.evidence) for x in held])]
    arrays = read_arrays(args.teacher)  # an .npz, or a shipped graph's own int8 arrays
    p = dequantize(arrays)
    t_start = time.perf_counter()
    schedule = length_batches([len(e) for e in encoded], args.batch_size, rng)[: args.steps]
    used = sorted({i for b in schedule for i in b})
    teach = np.zeros(len(pairs))
    if used and args.hidden <= 0:
        teach[used] = teacher_logits(
            args.work / "teacher.npz",
            export(arrays),
            tok,
            [(pairs[i].claim, pairs[i].evidence) for i in used],
            args.threads,
        )
    keep_path = args.work / "keep.json"
    if args.init is not None and not keep_path.exists():
        keep_path.write_text((args.init.parent / "keep.json").read_text())
    if keep_path.exists():
        keep = [np.array(k) for k in json.loads(keep_path.read_text())]
    else:
        sample = random.Random(args.seed).sample(range(len(encoded)), min(1024, len(encoded)))
        scores = importance(p, [encoded[i] for i in sample], pad)
        keep = [np.sort(np.argsort(-s)[: args.ffn]) for s in scores]
        keep_path.write_text(json.dumps([k.tolist() for k in keep]))
    layers_path = args.work / "layers.json"
    if args.init is not None and not layers_path.exists() and (args.init.parent / "layers.json").exists():
        layers_path.write_text((args.init.parent / "layers.json").read_text())
    if not layers_path.exists():
        sample = random.Random(args.seed + 1).sample(range(len(encoded)), min(512, len(encoded)))
        chosen = layers_to_keep(p, [encoded[i] for i in sample], pad, args.drop) if args.drop else None
        layers_path.write_text(json.dumps(chosen))
    layers = json.loads(layers_path.read_text())
    log(f"layers kept: {'all' if layers is None else layers}")
    model = build_student(p, keep, args.dropout, layers)
    teacher = None
    if args.hidden > 0:
        teacher = build_student(p, None)
        teacher.eval()
        for prm in teacher.parameters():
            prm.requires_grad_(False)
    if args.init is not None:
        states = [torch.load(x, weights_only=False)["model"] for x in [args.init, *args.average]]
        floats = [k for k, v in states[0].items() if v.is_floating_point()]
        mean = {k: sum(st[k] for st in states) / len(states) for k in floats}
        model.load_state_dict({**states[0], **mean})
        log(f"initialised from the mean of {[str(x) for x in [args.init, *args.average]]}")
    log(f"student: {sum(x.numel() for x in model.parameters() if x.requires_grad)} trainable parameters")
    trained = train(args, model, teacher, layers, encoded, pairs, teach, schedule, pad)
    if not trained:
        return 0
    student = predict(model, held_enc, pad)
    report: dict[str, Any] = {
        "command": "python scripts/distill_nli.py " + " ".join(argv or sys.argv[1:]),
        "ffn": len(keep[0]),
        "train_pairs_seen": len(used),
        "heldout_bacc": report_heldout(student, held),
        "steps": len(schedule),
        **json.loads(
            (args.work / "progress.json").read_text() if (args.work / "progress.json").exists() else "{}"
        ),
    }
    log(f"student held-out balanced accuracy: {report['heldout_bacc']}")
    meta = {k[5:]: str(v) for k, v in arrays.items() if k.startswith("meta:")}
    meta.update(
        {
            "distilled": f"feed-forward {len(keep[0])} units per layer, from {args.teacher.name}",
            "heldout_bacc": json.dumps(report["heldout_bacc"]),
            "command": report["command"],
        }
    )
    out = model.arrays(meta)
    np.savez_compressed(args.work / "nli_weights.npz", **out)
    (args.work / "nli.onnx").write_bytes(export(out))
    report["seconds"] = round(time.perf_counter() - t_start)
    (args.work / "report.json").write_text(json.dumps(report, indent=2) + "\n")
    print(json.dumps(report, indent=2))
    return 0


def train(
    args: argparse.Namespace,
    model: Any,
    teacher: Any,
    layers: Sequence[int] | None,
    encoded: Any,
    pairs: Any,
    teach: np.ndarray,
    schedule: Any,
    pad: int,
) -> bool:
    """Fine-tune ``model`` on ``schedule``: weighted cross-entropy on the labelled pairs,
    plus the squared error to the teacher's logits (``teach``, or ``teacher``'s own when
    given, with each layer's output too); checkpoints in ``args.work``."""
    import torch

    fresh = torch.tensor([x.source == "fresh" for x in pairs])
    labelled = torch.tensor([x.label >= 0 for x in pairs]) & ~fresh
    labels = torch.tensor([max(x.label, 0) for x in pairs], dtype=torch.float32)
    weights = torch.zeros(len(pairs))
    weights[labelled] = class_weights(labels[labelled])
    fresh_w = torch.zeros(len(pairs))
    if bool(fresh.any()):
        fresh_w[fresh] = class_weights(labels[fresh])
    taught = (~fresh).float()  # the teacher's logits are no target for a fresh pair
    target = torch.tensor(teach, dtype=torch.float32)
    params = [x for x in model.parameters() if x.requires_grad]
    opt = torch.optim.AdamW(params, lr=args.lr, weight_decay=0.01)
    steps = len(schedule)
    if not steps:
        return True
    sched = warmup_decay(opt, steps)
    ckpt = args.work / "checkpoint.pt"
    step, spent = 0, 0.0
    if args.resume and ckpt.exists():
        state = torch.load(ckpt, weights_only=False)
        model.load_state_dict(state["model"])
        opt.load_state_dict(state["opt"])
        sched.load_state_dict(state["sched"])
        step, spent = state["step"], state["seconds"]
        log(f"resumed at step {step}/{steps}")
    model.train()
    t0 = time.perf_counter() - spent
    running = 0.0
    while step < steps:
        b = schedule[step]
        ids, mask = batch(encoded, b, pad)
        bi = torch.tensor(b)
        states: list[Any] = []
        logit = model(ids, mask, states if teacher is not None else None)
        loss = torch.zeros(())
        if teacher is not None:
            wanted: list[Any] = []
            with torch.no_grad():
                goal = teacher(ids, mask, wanted)
            tokens = mask.sum() * HIDDEN
            if layers is not None:  # student layer j learns the output of teacher layer layers[j]
                wanted = [wanted[i] for i in layers]
            for mine, theirs in zip(states, wanted, strict=True):
                gap = (((mine - theirs) ** 2) * mask[:, :, None]).sum() / tokens
                loss = loss + args.hidden / len(states) * gap
        else:
            goal = target[bi]
        w = weights[bi]
        if args.labels > 0 and float(w.sum()) > 0:
            loss = loss + args.labels * weighted_bce(logit, labels[bi], w)
        fw = fresh_w[bi]
        if float(fw.sum()) > 0:
            loss = loss + args.fresh_weight * weighted_bce(logit, labels[bi], fw) * float(
                fw.gt(0).float().mean()
            )
        loss = loss + args.kd * torch.sum(taught[bi] * (logit - goal) ** 2) / len(b)
        value = optimiser_step(opt, sched, loss, params)
        step += 1
        running, el = progress(step, steps, running, value, t0)
        if step % args.checkpoint_every == 0 or step == steps:
            torch.save(
                {
                    "model": model.state_dict(),
                    "opt": opt.state_dict(),
                    "sched": sched.state_dict(),
                    "step": step,
                    "seconds": el,
                },
                args.work / "checkpoint.tmp",
            )
            (args.work / "checkpoint.tmp").replace(ckpt)
            (args.work / "progress.json").write_text(
                json.dumps({"steps_done": step, "train_seconds": round(el)})
            )
        if str(step) in args.snapshots.split(","):
            torch.save({"model": model.state_dict(), "step": step}, args.work / f"checkpoint_{step}.pt")
    return True


if __name__ == "__main__":
    raise SystemExit(main())
