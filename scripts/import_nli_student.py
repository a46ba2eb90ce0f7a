"""Turn a student that ``scripts/train_nli_gpu.py`` trained into an int8 graph.

    python scripts/import_nli_student.py OUT/student_final.npz --out build/gpu/nli.onnx

The embeddings (frozen in training) are the shipped graph's own int8 arrays, unchanged;
the layers and the head come from the student file, quantised as
``scripts/nli_torch.py`` quantises them (int8 rows with a scale each). The graph's
metadata keeps the shipped one's and adds where the layers came from. Copy the result
into the package by hand once the plain suite and the dev families are measured with it.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "src"))

from export_nli_onnx import export  # noqa: E402
from nli_graph import read_arrays  # noqa: E402

from ragmeter.judges.offline.nli import quantize  # noqa: E402

PACKAGE = ROOT / "src" / "ragmeter" / "judges" / "offline"


def merged(
    shipped: dict[str, np.ndarray], student: dict[str, np.ndarray], meta: dict[str, str]
) -> dict[str, np.ndarray]:
    """The shipped embeddings and metadata with the student's layers and head."""
    out = {k: v for k, v in shipped.items() if k.startswith(("embeddings.", "meta:"))}
    for k, v in sorted(student.items()):
        v = np.asarray(v, dtype=np.float32)
        if v.ndim == 2 and v.shape[0] > 2:
            out[k], out[k + ":scale"] = quantize(v)
        else:
            out[k] = v.reshape(1, -1) if k == "head.weight" else v.reshape(-1)
    for key, value in meta.items():
        out["meta:" + key] = np.array(value)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument(
        "student", type=Path, nargs="+", help="the student's file(s): float16, or int8 with scales"
    )
    ap.add_argument("--shipped", type=Path, default=PACKAGE / "nli.onnx")
    ap.add_argument(
        "--report", type=Path, help="the run's report.json (its held-out figures go into the metadata)"
    )
    ap.add_argument("--out", type=Path, required=True)
    args = ap.parse_args(argv)
    student: dict[str, np.ndarray] = {}
    for path in args.student:
        with np.load(path, allow_pickle=False) as z:
            raw = {k: z[k] for k in z.files}
        for k, v in raw.items():
            if k.endswith(":scale"):
                continue
            scale = raw.get(k + ":scale")
            student[k] = v.astype(np.float32) * scale[:, None] if scale is not None else v
    meta = {"distilled": f"layers from {args.student[0].name} (scripts/train_nli_gpu.py), shipped embeddings"}
    if args.report is not None:
        rep = json.loads(args.report.read_text("utf-8"))
        meta["command"] = str(rep.get("command", ""))
        meta["heldout_bacc"] = json.dumps(rep.get("heldout_student", {}))
    arrays = merged(read_arrays(args.shipped), student, meta)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_bytes(export(arrays))
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
