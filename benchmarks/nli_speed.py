"""How fast is the offline judge's entailment model, before and after onnxruntime?

    python benchmarks/nli_speed.py                       # 400 pairs, 200 cascade samples
    python benchmarks/nli_speed.py --pairs 200 --samples 100 --baseline 9e68794

Prints, measured in the same run on the same inputs, in CPU seconds of one process with
one thread (``time.process_time``; the machine may be shared, wall time would measure the
neighbours):

* the model: claim/evidence pairs per second per core of the numpy model of commit
  ``--baseline`` (its ``nli.py`` and ``nli_weights.npz`` extracted with ``git archive``)
  and of the shipped ONNX model (``nli.onnx``), their ratio, and how often the two agree
  on the side of zero. The pairs are the ones the judge really asks: every
  (claim, evidence window) that ``offline:nli`` sends to the model on a slice of each
  dev file of ``../shared/data/faithfulness``. Each model scores them cold (no cache),
  best of ``--repeats``.
* the whole ``offline:cascade`` judge: samples per second per core on ``--file``, the
  judge of ``--baseline`` and this checkout, each in a fresh child process.

The issue's target for the model is 300 pairs per second per core.
"""

from __future__ import annotations

import os

for _var in ("OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ[_var] = "1"  # one core: numpy's BLAS must not spread over the others

import argparse  # noqa: E402
import importlib.util  # noqa: E402
import json  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from collections.abc import Callable, Sequence  # noqa: E402
from pathlib import Path  # noqa: E402
from typing import Any  # noqa: E402

import numpy as np  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_DATA = ROOT.parent / "shared" / "data" / "faithfulness"
BASELINE = "9e68794"  # the last commit with the numpy model
TARGET = 300.0
OFFLINE = "src/ragmeter/judges/offline"

CASCADE_CHILD = """
import json, sys, time
from ragmeter.judges import from_spec
from ragmeter.judges.base import JudgeTask
from ragmeter.judges.offline.nli import default_cross_encoder
path, limit = sys.argv[1], int(sys.argv[2])
rows = [json.loads(x) for x in open(path, encoding="utf-8") if x.strip()]
rows = rows[:: max(len(rows) // limit, 1)][:limit]
judge = from_spec("offline:cascade")
default_cross_encoder()  # loading the model is not judging
t0 = time.process_time()
for r in rows:
    judge.judge(JudgeTask(question=r.get("question") or "", answer=r["answer"],
                          contexts=tuple(r["contexts"]), answer_vs_contexts=True))
print(json.dumps({"samples": len(rows), "cpu_s": time.process_time() - t0}))
"""


def judge_pairs(data: Path, per_file: int) -> list[tuple[str, str]]:
    """The (claim, evidence) pairs ``offline:nli`` asks the model about on ``per_file``
    records of each dev file (recorded, not scored)."""
    from ragmeter.judges.offline import OfflineJudge
    from ragmeter.judges.offline.nli import default_cross_encoder

    enc = default_cross_encoder()
    seen: list[tuple[str, str]] = []

    def record(pairs: Sequence[tuple[str, str]], batch_size: int = 0) -> list[float]:
        seen.extend(pairs)
        return [0.0] * len(pairs)

    enc.logits = record  # type: ignore[method-assign]
    try:
        judge = OfflineJudge(mode="nli")
        for path in sorted(data.glob("*.jsonl")):
            rows = [json.loads(x) for x in path.read_text("utf-8").splitlines() if x.strip()]
            for r in rows[:: max(len(rows) // per_file, 1)][:per_file]:
                judge._check(r["answer"], r["contexts"])
    finally:
        del enc.logits
    return list(dict.fromkeys(seen))


def extract(rev: str, dest: Path) -> Path:
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", rev], check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(dest)], input=archive, check=True)
    return dest


def numpy_model(tree: Path) -> Any:
    """The numpy ``CrossEncoder`` of the extracted tree, loaded under another name."""
    spec = importlib.util.spec_from_file_location("_nli_numpy_baseline", tree / OFFLINE / "nli.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    from ragmeter.judges.offline.nli import load_tokenizer

    with np.load(tree / OFFLINE / "nli_weights.npz", allow_pickle=False) as z:
        arrays = {k: z[k] for k in z.files}
    tok = load_tokenizer((tree / OFFLINE / "nli_tokenizer.json").read_text("utf-8"))
    return module.CrossEncoder.from_arrays(arrays, tok)


def cpu_rate(score: Callable[[], list[float]], n: int, repeats: int) -> tuple[float, list[float]]:
    """Best items per CPU second over ``repeats`` cold runs, and the last scores."""
    best, out = 0.0, []
    for _ in range(repeats):
        t0 = time.process_time()
        out = score()
        best = max(best, n / max(time.process_time() - t0, 1e-9))
    return best, out


def cascade_rate(src: Path, path: Path, samples: int) -> float:
    env = {**os.environ, "PYTHONPATH": str(src)}
    res = subprocess.run(
        [sys.executable, "-c", CASCADE_CHILD, str(path), str(samples)],
        check=True,
        capture_output=True,
        text=True,
        env=env,
    )
    got = json.loads(res.stdout.strip().splitlines()[-1])
    return float(got["samples"]) / max(float(got["cpu_s"]), 1e-9)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA)
    ap.add_argument("--pairs", type=int, default=400, help="judge pairs to time the models on")
    ap.add_argument("--repeats", type=int, default=2)
    ap.add_argument("--baseline", default=BASELINE, help="git commit with the numpy model")
    ap.add_argument("--file", default="halueval_qa__dev", help="dev file for the cascade judge")
    ap.add_argument("--samples", type=int, default=200, help="records of --file for the cascade judge")
    ap.add_argument("--json", type=Path, help="also write the numbers here")
    args = ap.parse_args(argv)
    sys.path.insert(0, str(ROOT / "src"))
    from ragmeter.judges.offline.nli import BATCH_SIZE, CrossEncoder, default_cross_encoder

    files = len(list(args.data.glob("*.jsonl")))
    pairs = judge_pairs(args.data, max(args.pairs // max(files, 1), 1) * 2)[: args.pairs]
    onnx = default_cross_encoder()
    tokens = float(np.mean([len(x) for x in onnx.encode(pairs)]))
    with tempfile.TemporaryDirectory() as tmp:
        tree = extract(args.baseline, Path(tmp))
        old = numpy_model(tree)
        np_rate, np_scores = cpu_rate(lambda: old._compute(pairs, 32), len(pairs), args.repeats)
        model_bytes = (ROOT / OFFLINE / "nli.onnx").read_bytes()
        fresh = CrossEncoder(model_bytes, onnx.tokenizer)
        ort_rate, ort_scores = cpu_rate(lambda: fresh._compute(pairs, BATCH_SIZE), len(pairs), args.repeats)
        path = args.data / f"{args.file}.jsonl"
        before = cascade_rate(tree / "src", path, args.samples)
        after = cascade_rate(ROOT / "src", path, args.samples)
    same = float(np.mean((np.array(np_scores) > 0) == (np.array(ort_scores) > 0)))
    result = {
        "pairs": len(pairs),
        "mean_tokens": round(tokens, 1),
        "numpy_pairs_per_core_s": round(np_rate, 1),
        "onnx_pairs_per_core_s": round(ort_rate, 1),
        "model_speedup": round(ort_rate / np_rate, 1),
        "same_side_of_zero": round(same, 4),
        "target_met": ort_rate >= TARGET,
        "cascade_file": args.file,
        "cascade_samples": args.samples,
        "cascade_samples_per_core_s_before": round(before, 1),
        "cascade_samples_per_core_s_after": round(after, 1),
        "cascade_speedup": round(after / before, 1),
    }
    print(f"entailment model on {len(pairs)} judge pairs (mean {tokens:.0f} tokens), CPU time, one thread:")
    print(f"  numpy @{args.baseline}: {np_rate:8.1f} pairs/s/core")
    print(f"  ONNX int8 (shipped):   {ort_rate:8.1f} pairs/s/core  x{ort_rate / np_rate:.1f}")
    print(
        f"  target {TARGET:.0f}: {'met' if ort_rate >= TARGET else 'NOT met'}; same side of zero: {same:.1%}"
    )
    print(f"offline:cascade on {args.samples} records of {args.file}:")
    print(f"  @{args.baseline}: {before:8.1f} samples/s/core")
    print(f"  this checkout:   {after:8.1f} samples/s/core  x{after / before:.1f}")
    if args.json:
        args.json.write_text(json.dumps(result, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
