"""Mix two entailment graphs of one shape: every weight ``(1 - w) * A + w * B`` of their
dequantised int8 values, quantised again the way the trainers do (one scale per output
row), as a new graph. A fine-tuned model mixed with the one it started from keeps more of
what the start did right; judge version 19's model is 0.7 of version 8's and 0.3 of its
fine-tuned copy (docs/judge_quality.md, "Judge version 19"):

    python scripts/mix_nli.py A.onnx B.onnx --weight 0.3 --out build/mixed.onnx
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "scripts"), str(ROOT / "src")]

from distill_nli import build_student  # noqa: E402
from export_nli_onnx import export  # noqa: E402
from nli_graph import read_arrays  # noqa: E402
from nli_numpy import dequantize  # noqa: E402


def mix(a: Path, b: Path, weight: float) -> bytes:
    """The graph of ``(1 - weight) * a + weight * b``, with ``a``'s metadata and a note."""
    arrays_a = read_arrays(a)
    pa, pb = dequantize(arrays_a), dequantize(read_arrays(b))
    if set(pa) != set(pb) or any(pa[k].shape != pb[k].shape for k in pa):
        raise SystemExit(f"error: {a} and {b} do not have the same weights")
    mixed = {
        k: ((1 - weight) * v + weight * pb[k]).astype(np.float32) if v.dtype.kind == "f" else v
        for k, v in pa.items()
    }
    meta = {k[5:]: str(v) for k, v in arrays_a.items() if k.startswith("meta:")}
    meta["mixed"] = f"{1 - weight:.2f} x {a.name} + {weight:.2f} x {b.name}"
    return export(build_student(mixed, None, 0.0).arrays(meta))


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("a", type=Path, help="the first graph (its metadata is kept)")
    ap.add_argument("b", type=Path, help="the second graph")
    ap.add_argument("--weight", type=float, required=True, help="the share of B, 0 to 1")
    ap.add_argument("--out", type=Path, required=True)
    args = ap.parse_args(argv)
    if not 0.0 <= args.weight <= 1.0:
        ap.error("--weight must be between 0 and 1")
    args.out.write_bytes(mix(args.a, args.b, args.weight))
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
