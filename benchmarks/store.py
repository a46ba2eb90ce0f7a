"""Run-history benchmark: what recording a run costs, whether the writer's memory stays
bounded, and how long loading and comparing runs take.

    python benchmarks/store.py                        # defaults below
    python benchmarks/store.py --eval-n 300 --repeat 1 --writer-n 20000 --compare-n 2000

1. `ragmeter eval` on --eval-n synthetic samples (benchmarks/scale.py's generator), in
   child processes: --no-store (the baseline), --no-store --json (the JSON sink, the
   existing way to keep per-sample results), and the default (recorded in the store).
2. The streaming writer alone: --writer-n sample records with claim-level details
   written through RunWriter; peak RSS is sampled along the way and must stay flat.
3. Loading two recorded runs of --compare-n samples and `compare_runs` on them.
"""

from __future__ import annotations

import argparse
import os
import random
import resource
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).parent))
import scale


def record(i: int, rng: random.Random) -> dict[str, Any]:
    """A sample record shaped like `SampleResult.to_dict()` with claim-level details."""
    claims = [
        {
            "claim": f"Claim {k} of sample {i} with some words in it.",
            "verdict": "supported",
            "confidence": 0.9,
        }
        for k in range(4)
    ]
    value = round(rng.random(), 4)
    scores = {
        m: {
            "value": value,
            "status": "ok",
            "reason": "3 of 4 claims supported",
            "details": {"claims": claims},
        }
        for m in ("faithfulness", "answer_relevancy", "context_precision", "context_recall", "overall")
    }
    return {
        "id": f"s{i}",
        "question": f"When did the museum in city {i} open?",
        "answer": "The museum opened in 1901. " * 3,
        "category": "simple",
        "scores": scores,
        "diagnosis": "pass",
        "diagnosis_reason": "",
        "refusal": False,
        "reference": "It opened in 1901.",
        "contexts": [
            {"id": f"d{i}_{k}", "text": "The museum in Lyon opened in 1901. " * 4} for k in range(3)
        ],
        "relevant_ids": {f"d{i}_0": 1},
    }


def writer_memory(path: Path, n: int) -> list[tuple[int, float]]:
    from ragmeter.store import Store
    from ragmeter.types import DatasetInfo, Summary

    rng = random.Random(0)
    points = []
    with Store(path) as store:
        writer = store.start_run(git=False)
        step = max(1, n // 5)
        for i in range(n):
            writer.add_record(record(i, rng))
            if (i + 1) % step == 0:
                points.append((i + 1, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024))
        writer.finish(Summary(n, dataset=DatasetInfo("bench", "f", n)))
    return points


def compare_timing(path: Path, n: int) -> tuple[float, float]:
    from ragmeter.compare import compare_runs
    from ragmeter.store import Store
    from ragmeter.types import DatasetInfo, Summary

    rng = random.Random(1)
    with Store(path) as store:
        for shift in (0.0, 0.05):
            writer = store.start_run(git=False)
            for i in range(n):
                rec = record(i, rng)
                for sc in rec["scores"].values():
                    sc["value"] = min(1.0, max(0.0, sc["value"] + shift))
                writer.add_record(rec)
            writer.finish(Summary(n, dataset=DatasetInfo("bench", "f", n)))
        t0 = time.perf_counter()
        a, b = store.load_run("latest~1", details=False), store.load_run("latest", details=False)
        t1 = time.perf_counter()
        compare_runs(a, b)
        t2 = time.perf_counter()
    return t1 - t0, t2 - t1


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--eval-n", type=int, default=1000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--writer-n", type=int, default=100_000)
    ap.add_argument("--compare-n", type=int, default=10_000)
    args = ap.parse_args()
    print(f"python {sys.version.split()[0]}, {os.cpu_count()} CPUs")
    with tempfile.TemporaryDirectory() as tmp:
        t = Path(tmp)
        data = t / "data.jsonl"
        scale.write_dataset(data, args.eval_n)
        env = {**os.environ, "RAGMETER_STORE": str(t / "eval.db")}
        variants = {
            "--no-store (baseline)": ("--no-store",),
            "--no-store --json OUT": ("--no-store", "--json", str(t / "out.json")),
            "recorded in the store": (),
        }
        best: dict[str, tuple[float, float]] = {}
        for _ in range(args.repeat):  # interleaved, best of N: other load on the machine hits all alike
            for name, extra in variants.items():
                s, rss = scale.child_eval(data, "--ci-resamples", "200", *extra, env=env)
                if name not in best or s < best[name][0]:
                    best[name] = (s, rss)
        base = best["--no-store (baseline)"][0]
        print(f"\n1. ragmeter eval, {args.eval_n} samples (offline judge), best of {args.repeat}")
        print(f"   {'variant':<28}{'seconds':>9}{'vs baseline':>13}{'peak RSS MiB':>14}")
        for name, (s, rss) in best.items():
            print(f"   {name:<28}{s:>9.2f}{s / base:>12.2f}x{rss:>14.0f}")
        size = sum(p.stat().st_size for p in t.glob("eval.db*")) / 2**20 / args.repeat
        print(f"   store: {size:.1f} MiB per recorded run")

        points = writer_memory(t / "writer.db", args.writer_n)
        print(f"\n2. RunWriter alone, {args.writer_n} records with details: peak RSS as it grows")
        for n, rss in points:
            print(f"   after {n:>7} records: {rss:6.0f} MiB")
        size = sum(p.stat().st_size for p in t.glob("writer.db*")) / 2**20
        print(f"   database: {size:.0f} MiB")

        load_s, cmp_s = compare_timing(t / "cmp.db", args.compare_n)
        print(
            f"\n3. two runs of {args.compare_n} samples: load both {load_s:.2f} s, compare_runs {cmp_s:.2f} s"
        )


if __name__ == "__main__":
    main()
