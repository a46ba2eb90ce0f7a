"""Write the offline judge's entailment model as ONNX (``src/ragmeter/judges/offline/nli.onnx``)
and check it against the numpy model it replaces.

    pip install onnx onnxruntime                                      # onnx: export only
    git show 9e68794:src/ragmeter/judges/offline/nli_weights.npz > build/nli/nli_weights.npz
    python scripts/export_nli_onnx.py                                 # build, check, write
    python scripts/export_nli_onnx.py --from-onnx old.onnx            # same weights, new layout

The input is the int8 arrays ``scripts/train_nli_m.py`` exports (``build/nli/nli_weights.npz``;
until commit 9e68794 they were shipped in the package and run in numpy). The graph
(``scripts/nli_graph.py``) keeps those int8 weights exactly and quantises each token's
activation row to int8 on its own before every dense layer (int32 sums), so a pair's
logit does not depend on its batch. onnxruntime's ``quantize_dynamic`` was measured and
not used: it quantises a whole activation tensor with one scale, so a pair's logit moved
with the other pairs of its batch (batch-invariant only in batches of one), and it agreed
less with the float model (same side of zero 97.0 % vs 98.7 % on 300 judge pairs).

The check: a sample of pairs from ``../shared/data/nli/*.jsonl`` (every k-th record of
each file, ``--pairs`` in all) scored by the int8 ONNX model and by the float32 reference;
the reference is the same graph with float32 weights and activations, itself checked
against the numpy model (``scripts/nli_numpy.py``) on ``--numpy-pairs`` pairs (the numpy
model is too slow for thousands). Reported: the share on the same side of zero, mean and
max |delta logit|, and the largest difference between a pair scored alone and in a batch
of 8 (which must stay below 1e-4). Nothing is written if that fails.

Recorded run (2026-12-03, onnxruntime 1.32.0, onnx 1.23.2; the graph with
``MatMulIntegerToFloat``): ``python scripts/export_nli_onnx.py --weights
build/nli_m/nli_weights.npz`` took 36 s wall and wrote 36.7 MB (the same bytes on every
run). On 3000 pairs, int8 vs float: same side of zero 99.37 %, mean |delta logit| 0.042,
max 0.49; the float graph vs numpy: max |delta| 4e-06 (150 pairs); int8 vs numpy on
those 150: same side 98.7 %, mean |delta| 0.037; a pair alone vs in a batch of 8: at
most 9.5e-07; the int8 model scored 320 NLI pairs per CPU second on one thread (these
pairs are shorter than the judge's). The earlier graph (``MatMulInteger``, then a cast
and two products) gave 99.33 %, 0.052 and 0.58 on the same pairs. (Quantising the GELU
outputs symmetrically like the rest gave 99.27 %, 0.057, 0.654.)

Judge version 7's weights in the position-major layout (2026-12-03, evening):
``python scripts/export_nli_onnx.py --from-onnx v7.onnx`` (``v7.onnx``: the graph of commit
1d9febd) took 36 s and wrote 32.0 MB, the same bytes on every run; every weight, scale and
bias is the same array as in the source graph, and over 3000 pairs the rebuilt graph's
logits differ from the source's by at most 9.5e-07. int8 vs float: same side 99.5 %,
mean |delta| 0.030, max 0.25; float vs numpy: 6e-06; alone vs in a batch: 0.0.

Judge version 27's graph, weights stored as uint8 (2026-12-06, on an x86 CPU without
VNNI): ``python scripts/export_nli_onnx.py --from-onnx v26.onnx`` (``v26.onnx``: the
graph of commit d685407) took 61 s and wrote 30.7 MB; the weights are the source's, only
their storage changed, and on this CPU the source's saturated sums put it up to 0.505
from the rebuilt graph. int8 vs float: same side 99.63 %, mean |delta| 0.025, max 0.29;
float vs numpy: 4e-06; int8 vs the same quantised rows in numpy: at most 0.068 (a value at
the edge of a step rounds either way); alone vs in a batch: 0.0; 171 NLI pairs per CPU
second.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "src"))

from nli_graph import GELU_SHIFT, SYMMETRIC_TOP, UNSIGNED_TOP, build_model, read_arrays  # noqa: E402
from nli_numpy import NumpyCrossEncoder, dequantize  # noqa: E402

from ragmeter.judges.offline.nli import (  # noqa: E402
    MODEL_FILE,
    TOKENIZER_FILE,
    CrossEncoder,
    load_tokenizer,
)

PACKAGE = ROOT / "src" / "ragmeter" / "judges" / "offline"
DEFAULT_NLI = ROOT.parent / "shared" / "data" / "nli"
NLI_FILES = ("fever_nli.jsonl", "mnli.jsonl", "breaking_nli.jsonl")
BATCH_TOLERANCE = 1e-4


def log(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)


def sample_pairs(data: Path, n: int) -> list[tuple[str, str]]:
    """``n`` (hypothesis, premise) pairs spread evenly over the English NLI files."""
    pairs: list[tuple[str, str]] = []
    per_file = -(-n // len(NLI_FILES))
    for name in NLI_FILES:
        rows = [json.loads(x) for x in (data / name).read_text("utf-8").splitlines() if x.strip()]
        step = max(len(rows) // per_file, 1)
        pairs += [(r["hypothesis"], r["premise"]) for r in rows[::step][:per_file]]
    return pairs[:n]


def scores(model: CrossEncoder, ids: Sequence[Sequence[int]], batch_size: int = 8) -> np.ndarray:
    out = np.zeros(len(ids))
    order = sorted(range(len(ids)), key=lambda i: len(ids[i]))
    for s in range(0, len(order), batch_size):
        b = order[s : s + batch_size]
        out[b] = model.forward_ids([ids[i] for i in b])
    return out


def batch_drift(model: CrossEncoder, ids: Sequence[Sequence[int]], n: int = 64) -> float:
    """Largest |logit alone - logit in a batch of 8 of mixed lengths| over ``n`` pairs."""
    worst = 0.0
    picked = list(ids[:: max(len(ids) // n, 1)][:n])
    for s in range(0, len(picked), 8):
        batch = picked[s : s + 8]
        together = model.forward_ids(batch)
        for row, one in zip(together, batch):
            worst = max(worst, abs(float(row) - float(model.forward_ids([one])[0])))
    return worst


def agreement(a: np.ndarray, b: np.ndarray) -> dict[str, float]:
    d = np.abs(a - b)
    return {
        "same_side": round(float(((a > 0) == (b > 0)).mean()), 4),
        "mean_abs_delta": round(float(d.mean()), 4),
        "max_abs_delta": round(float(d.max()), 4),
    }


def check(
    arrays: dict[str, np.ndarray],
    model: bytes,
    data: Path,
    n: int,
    n_numpy: int,
    before: CrossEncoder | None = None,
) -> dict[str, object]:
    tok = load_tokenizer((PACKAGE / TOKENIZER_FILE).read_text("utf-8"))
    int8 = CrossEncoder(model, tok)
    ref = CrossEncoder(build_model(arrays, form="fp32").SerializeToString(), tok)
    ids = int8.encode(sample_pairs(data, n))
    t0 = time.process_time()
    got = scores(int8, ids)
    int8_rate = len(ids) / max(time.process_time() - t0, 1e-9)
    want = scores(ref, ids)
    sub = list(range(0, len(ids), max(len(ids) // n_numpy, 1)))[:n_numpy]
    numpy_model = NumpyCrossEncoder(dequantize(arrays))
    np_scores = np.concatenate([numpy_model.forward_ids([ids[i]]) for i in sub])
    # the same rows quantised in exact arithmetic: the runtime's integer sums are exact on
    # this CPU when the graph matches it to float rounding (a saturating kernel does not)
    rows = NumpyCrossEncoder(dequantize(arrays), rows=(SYMMETRIC_TOP, UNSIGNED_TOP, GELU_SHIFT))
    rows_scores = np.concatenate([rows.forward_ids([ids[i]]) for i in sub])
    extra: dict[str, object] = {}
    if before is not None:  # rebuilt from a graph: the same logits as that graph
        extra["rebuilt_vs_source_max_abs_delta"] = float(f"{np.abs(scores(before, ids) - got).max():.2e}")
    return {
        **extra,
        "pairs": len(ids),
        "int8_vs_float": agreement(got, want),
        "float_vs_numpy_max_abs_delta": round(float(np.abs(want[sub] - np_scores).max()), 6),
        "int8_vs_numpy": agreement(got[sub], np_scores),
        "int8_vs_exact_rows_max_abs_delta": float(f"{np.abs(got[sub] - rows_scores).max():.2e}"),
        "numpy_pairs": len(sub),
        "batch_drift": float(f"{batch_drift(int8, ids):.2e}"),
        "int8_pairs_per_cpu_second": round(int8_rate, 1),
    }


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--weights", type=Path, default=ROOT / "build" / "nli" / "nli_weights.npz")
    ap.add_argument("--data", type=Path, default=DEFAULT_NLI)
    ap.add_argument("--pairs", type=int, default=3000)
    ap.add_argument("--numpy-pairs", type=int, default=150)
    ap.add_argument(
        "--from-onnx",
        type=Path,
        help="read the int8 arrays back from a graph this script wrote (rebuild a shipped model in "
        "the current layout without its training checkpoint); --weights is then not read",
    )
    ap.add_argument("--out", type=Path, default=PACKAGE / MODEL_FILE)
    args = ap.parse_args(argv)
    t0 = time.perf_counter()
    source: Path = args.from_onnx or args.weights
    if not source.is_file():
        log(f"error: {source}: no such file (see this script's docstring)")
        return 2
    arrays = read_arrays(source)
    before = CrossEncoder(source.read_bytes()) if args.from_onnx else None
    model = export(arrays)
    report = check(arrays, model, args.data, args.pairs, args.numpy_pairs, before)
    report["seconds"] = round(time.perf_counter() - t0)
    print(json.dumps(report, indent=2))
    if float(report["batch_drift"]) > BATCH_TOLERANCE:  # type: ignore[arg-type]
        log(f"error: a pair's logit moves by {report['batch_drift']} with its batch; not written")
        return 1
    args.out.write_bytes(model)
    log(f"wrote {args.out} ({len(model) / 1e6:.1f} MB)")
    return 0


def export(arrays: dict[str, np.ndarray]) -> bytes:
    """The checked, serialised int8 graph of ``arrays``."""
    import onnx

    proto = build_model(arrays, form="row8")
    onnx.checker.check_model(proto)
    return bytes(proto.SerializeToString())


if __name__ == "__main__":
    raise SystemExit(main())
