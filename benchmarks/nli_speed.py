"""How fast are the offline judge's entailment model and the default judge, beside the
ones they replaced?

    python benchmarks/nli_speed.py                        # 400 pairs, every dev record
    python benchmarks/nli_speed.py --pairs 200 --samples 40 --baseline e744660
    python benchmarks/nli_speed.py --candidate build/l3b/nli.onnx   # another graph beside them

Prints, measured in the same run on the same inputs, in CPU seconds of one process with
one thread (``time.process_time``; the machine may be shared, wall time would measure the
neighbours):

* the model: claim/evidence pairs per second per core of the shipped multilingual model
  (``nli.onnx``) and of the model of commit ``--baseline`` (its ``nli.onnx`` and
  tokenizer extracted with ``git archive``). The pairs are the ones the default judge
  really asks: every (claim, evidence window) that ``offline`` sends to the model on a
  slice of each dev file of ``../shared/data/faithfulness``. Each model scores them cold
  (no cache), best of ``--repeats``, the two models in turn (a slower spell of a shared
  machine falls on both). The issue's target: 300 pairs per second per core.
* the default judge (``offline``): samples per second per core over every record of the
  dev files (or ``--samples`` records of each), the judge of ``--baseline`` and this
  checkout, each in a fresh child process. The target: 100 samples per second per core.
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
BASELINE = "e744660"  # the judge before the multilingual model (lexical default, English MiniLM)
TARGET = 300.0
JUDGE_TARGET = 100.0
OFFLINE = "src/ragmeter/judges/offline"

JUDGE_CHILD = """
import json, sys, time
from pathlib import Path
from ragmeter.judges import from_spec
from ragmeter.judges.base import JudgeTask
from ragmeter.judges.offline.nli import default_cross_encoder
data, limit = Path(sys.argv[1]), int(sys.argv[2])
judge = from_spec("offline")
default_cross_encoder()  # loading the model is not judging
rows = []
for path in sorted(data.glob("*.jsonl")):
    got = [json.loads(x) for x in open(path, encoding="utf-8") if x.strip()]
    rows += got[:: max(len(got) // limit, 1)][:limit] if limit else got
t0 = time.process_time()
for r in rows:
    judge.judge(JudgeTask(question=r.get("question") or "", answer=r["answer"],
                          contexts=tuple(r["contexts"]), answer_vs_contexts=True))
print(json.dumps({"samples": len(rows), "cpu_s": time.process_time() - t0}))
"""


def judge_pairs(data: Path, per_file: int) -> list[tuple[str, str]]:
    """The (claim, evidence) pairs the default judge asks the model about on
    ``per_file`` records of each dev file (recorded, not scored)."""
    from ragmeter.judges.offline import OfflineJudge
    from ragmeter.judges.offline.nli import default_cross_encoder

    enc = default_cross_encoder()
    seen: list[tuple[str, str]] = []

    def record(pairs: Sequence[tuple[str, str]], batch_size: int = 0) -> list[float]:
        seen.extend(pairs)
        return [0.0] * len(pairs)

    enc.logits = record  # type: ignore[method-assign]
    try:
        judge = OfflineJudge()
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


def old_model(tree: Path) -> Any:
    """The ``CrossEncoder`` of the extracted tree with its own model and tokenizer."""
    spec = importlib.util.spec_from_file_location("_nli_baseline", tree / OFFLINE / "nli.py")
    assert spec is not None
    assert spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    tok = module.load_tokenizer((tree / OFFLINE / "nli_tokenizer.json").read_text("utf-8"))
    return module.CrossEncoder((tree / OFFLINE / "nli.onnx").read_bytes(), tok, cache_size=0)


def cpu_rates(
    scorers: Sequence[Callable[[], list[float]]], n: int, repeats: int
) -> list[tuple[float, list[float]]]:
    """Best items per CPU second of each scorer over ``repeats`` cold runs, taken in
    turn (A, B, A, B, ...: a slower spell of a shared machine falls on both), and each
    one's last scores."""
    best = [0.0] * len(scorers)
    out: list[list[float]] = [[] for _ in scorers]
    for _ in range(repeats):
        for i, score in enumerate(scorers):
            t0 = time.process_time()
            out[i] = score()
            best[i] = max(best[i], n / max(time.process_time() - t0, 1e-9))
    return list(zip(best, out, strict=True))


def judge_rate(src: Path, data: Path, samples: int) -> tuple[float, int]:
    env = {**os.environ, "PYTHONPATH": str(src)}
    res = subprocess.run(
        [sys.executable, "-c", JUDGE_CHILD, str(data), str(samples)],
        check=True,
        capture_output=True,
        text=True,
        env=env,
    )
    got = json.loads(res.stdout.strip().splitlines()[-1])
    return float(got["samples"]) / max(float(got["cpu_s"]), 1e-9), int(got["samples"])


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA)
    ap.add_argument("--pairs", type=int, default=400, help="judge pairs to time the models on")
    ap.add_argument("--repeats", type=int, default=5, help="timed runs of each model, in turn")
    ap.add_argument("--baseline", default=BASELINE, help="git commit of the judge and model to compare with")
    ap.add_argument(
        "--samples", type=int, default=0, help="records of each dev file for the judge (0: every record)"
    )
    ap.add_argument("--json", type=Path, help="also write the numbers here")
    ap.add_argument(
        "--candidate",
        type=Path,
        help="also time this graph (an nli.onnx with the shipped tokenizer) beside the others, in turn",
    )
    args = ap.parse_args(argv)
    sys.path.insert(0, str(ROOT / "src"))
    from ragmeter.judges.offline.nli import BATCH_SIZE, CrossEncoder, default_cross_encoder

    files = len(list(args.data.glob("*.jsonl")))
    pairs = judge_pairs(args.data, max(args.pairs // max(files, 1), 1) * 2)[: args.pairs]
    onnx = default_cross_encoder()
    tokens = float(np.mean([len(x) for x in onnx.encode(pairs)]))
    with tempfile.TemporaryDirectory() as tmp:
        tree = extract(args.baseline, Path(tmp))
        old = old_model(tree)
        fresh = CrossEncoder((ROOT / OFFLINE / "nli.onnx").read_bytes(), onnx.tokenizer, cache_size=0)
        scorers = [lambda: old._compute(pairs, 8), lambda: fresh._compute(pairs, BATCH_SIZE)]
        if args.candidate is not None:
            other = CrossEncoder(args.candidate.read_bytes(), onnx.tokenizer, cache_size=0)
            scorers.append(lambda: other._compute(pairs, BATCH_SIZE))
        rates = cpu_rates(scorers, len(pairs), args.repeats)
        (old_rate, old_scores), (new_rate, new_scores) = rates[0], rates[1]
        before, n = judge_rate(tree / "src", args.data, args.samples)
        after, _ = judge_rate(ROOT / "src", args.data, args.samples)
    same = float(np.mean((np.array(old_scores) > 0) == (np.array(new_scores) > 0)))
    result = {
        "pairs": len(pairs),
        "mean_tokens": round(tokens, 1),
        "baseline": args.baseline,
        "baseline_pairs_per_core_s": round(old_rate, 1),
        "pairs_per_core_s": round(new_rate, 1),
        "model_target_met": new_rate >= TARGET,
        "same_side_of_zero": round(same, 4),
        "judge_samples": n,
        "judge_samples_per_core_s_baseline": round(before, 1),
        "judge_samples_per_core_s": round(after, 1),
        "judge_target_met": after >= JUDGE_TARGET,
    }
    print(f"entailment model on {len(pairs)} judge pairs (mean {tokens:.0f} tokens), CPU time, one thread:")
    print(f"  model of @{args.baseline}: {old_rate:8.1f} pairs/s/core")
    print(f"  shipped model (this checkout): {new_rate:8.1f} pairs/s/core  x{new_rate / old_rate:.2f}")
    print(
        f"  target {TARGET:.0f}: {'met' if new_rate >= TARGET else 'NOT met'}; same side of zero: {same:.1%}"
    )
    if args.candidate is not None:
        cand = rates[2][0]
        result["candidate"] = str(args.candidate)
        result["candidate_pairs_per_core_s"] = round(cand, 1)
        print(f"  candidate {args.candidate}: {cand:8.1f} pairs/s/core  x{cand / new_rate:.2f} the shipped")
    per_file = f"{args.samples} per file" if args.samples else "every record"
    print(f"default judge (offline) on {n} dev records ({per_file}):")
    print(f"  @{args.baseline}: {before:8.1f} samples/s/core")
    print(f"  this checkout: {after:8.1f} samples/s/core  x{after / before:.2f}")
    print(f"  target {JUDGE_TARGET:.0f}: {'met' if after >= JUDGE_TARGET else 'NOT met'}")
    if args.json:
        args.json.write_text(json.dumps(result, indent=2) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
