"""Ray scale benchmark: the offline judge on N synthetic samples, in one process and on
Ray in local mode, each in a fresh process.

    python benchmarks/ray_scale.py                           # 10k, 30k, 100k on Ray; 10k, 100k alone
    python benchmarks/ray_scale.py --sizes 2000 --single-sizes 2000 --workers 2   # quick check
    python benchmarks/ray_scale.py --sizes "" --single-sizes "" --llm 400         # the LLM judge only

For every run it prints the wall time, the driver's peak RSS and CPU time (the process
that called ``ragmeter.evaluate``; Ray's workers, raylet and object store are other
processes), and checks that both engines give the same means and fingerprint. The data
is benchmarks/scale.py's (one JSONL file; ``--shards K`` splits it into K files). Runs
go through the Python API (``keep_samples=False``, ``ci_resamples=1000`` as in
scale.py); ``--records`` also hands every sample's full result to ``on_result``, as
``ragmeter eval`` does for the store and the report files.

``--llm N`` also runs the LLM judge on N samples against ragmeter's fake OpenAI server
(``--llm-latency`` seconds per call), twice per engine with a fresh cache: calls per
second, the most calls in flight at the server (at most the judge's concurrency, across
all workers), and the share of the rerun's calls served by the cache.

On Ray the wall time includes starting the local cluster (``ray.init(num_cpus=W)``) and
stopping it; ``ray start`` is shown apart. The overhead ratio is Ray's wall time over the
single process's: with W workers on W free cores it would be about 1/W plus the fixed
start; on a machine whose cores are shared it shows what is left.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
from scale import write_dataset

CHILD = """
import json, resource, sys, time
import ragmeter
from ragmeter.runner import EvalConfig
path, engine, workers, batch = sys.argv[1], sys.argv[2], int(sys.argv[3]), int(sys.argv[4])
records = sys.argv[5] == "1"  # every sample decoded and handed on, as the CLI's store and sinks want
t0 = time.perf_counter()
kw = {}
start = 0.0
if engine == "ray":
    import ray
    ray.init(num_cpus=workers, include_dashboard=False, log_to_driver=False, logging_level="ERROR")
    start = time.perf_counter() - t0
    kw = {"engine": "ray", "workers": workers, "batch_size": batch or None}
handed = [0]
def on_result(r):
    handed[0] += 1
kw["on_result"] = on_result if records else None
run = ragmeter.evaluate(path, keep_samples=False, config=EvalConfig(ci_resamples=1000), **kw)
if engine == "ray":
    ray.shutdown()
wall = time.perf_counter() - t0
ru = resource.getrusage(resource.RUSAGE_SELF)
s = run.summary
print(json.dumps({
    "wall": wall, "start": start, "rss_mib": ru.ru_maxrss / 1024, "cpu_s": ru.ru_utime + ru.ru_stime,
    "n": s.n_samples, "means": {m: v.mean for m, v in s.metrics.items()},
    "fingerprint": s.dataset.fingerprint, "engine": s.extra.get("engine"),
}))
"""


LLM_CHILD = """
import json, sys, time
import ragmeter
from ragmeter.judges.llm import LLMConfig, LLMJudge
from ragmeter.runner import EvalConfig
path, engine, workers, url, cache, concurrency = sys.argv[1:7]
kw = {}
if engine == "ray":
    import ray
    ray.init(num_cpus=int(workers), include_dashboard=False, log_to_driver=False, logging_level="ERROR")
    kw = {"engine": "ray", "workers": int(workers)}
out = []
for attempt in ("first run", "rerun"):
    config = LLMConfig(model="fake", base_url=url, concurrency=int(concurrency), cache_path=cache)
    judge = LLMJudge.from_config(config)
    t = time.perf_counter()
    run = ragmeter.evaluate(path, judge=judge, keep_samples=False, config=EvalConfig(ci_resamples=1000), **kw)
    wall = time.perf_counter() - t
    judge.close()
    u = run.summary.usage
    peak = (run.summary.extra.get("engine") or {}).get("limiter", {}).get("peak")
    out.append({"attempt": attempt, "wall": wall, "calls": u.calls, "cached": u.cached_calls, "peak": peak})
print(json.dumps(out))
"""


def llm_runs(n: int, workers: int, latency: float, concurrency: int) -> None:
    """The LLM judge against the fake server (``latency`` s per call), one process and Ray:
    calls per second, the calls in flight at the server, the hit rate of a rerun."""
    from ragmeter.testing import FakeOpenAIServer

    print(f"LLM judge, {n} samples, fake server {latency * 1000:.0f} ms per call, concurrency {concurrency}")
    head = f"{'engine':>7} {'attempt':>10} {'wall s':>8} {'calls':>6} {'cached':>7}"
    print(head + f" {'calls/s':>8} {'samples/s':>9} {'hit rate':>8}")
    with tempfile.TemporaryDirectory() as tmp, FakeOpenAIServer(latency=latency) as server:
        data = Path(tmp) / "llm.jsonl"
        write_dataset(data, n)
        for engine in ("local", "ray"):
            cache = str(Path(tmp) / f"cache_{engine}.db")
            cmd = [sys.executable, "-c", LLM_CHILD, str(data), engine, str(workers), server.url, cache]
            server.peak_in_flight = 0
            done = subprocess.run([*cmd, str(concurrency)], check=True, capture_output=True, text=True)
            for r in json.loads(done.stdout.strip().splitlines()[-1]):
                hits = r["cached"] / max(1, r["calls"] + r["cached"])
                print(
                    f"{engine:>7} {r['attempt']:>10} {r['wall']:>8.1f} {r['calls']:>6} {r['cached']:>7}"
                    f" {r['calls'] / r['wall']:>8.1f} {n / r['wall']:>9.1f} {hits:>8.0%}"
                )
            print(f"{'':>7} most calls in flight at the server: {server.peak_in_flight}")


def child(data: Path, engine: str, workers: int, batch: int, records: bool) -> dict[str, Any]:
    cmd = [sys.executable, "-c", CHILD, str(data), engine, str(workers), str(batch), str(int(records))]
    out = subprocess.run(cmd, check=True, capture_output=True, text=True)
    result: dict[str, Any] = json.loads(out.stdout.strip().splitlines()[-1])
    return result


def shard(data: Path, k: int) -> Path:
    """``data`` split into ``k`` JSONL files in a folder beside it (records in order)."""
    folder = data.with_suffix("")
    folder.mkdir(exist_ok=True)
    lines = data.read_text(encoding="utf-8").splitlines(keepends=True)
    per = -(-len(lines) // k)
    for i in range(k):
        (folder / f"part-{i:05d}.jsonl").write_text("".join(lines[i * per : (i + 1) * per]), encoding="utf-8")
    return folder


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="10000,30000,100000", help="sample counts run on Ray")
    ap.add_argument("--single-sizes", default="10000,100000", help="sample counts run in one process")
    ap.add_argument("--workers", type=int, default=2, help="Ray workers (ray.init(num_cpus=W))")
    ap.add_argument("--batch-size", type=int, default=0, help="samples per Ray task (0: the default)")
    ap.add_argument("--shards", type=int, default=1, help="split the data into this many files")
    ap.add_argument(
        "--records",
        action="store_true",
        help="hand every sample's full result to an on_result callback, as the CLI's store and "
        "report sinks need (default: the aggregates only, as evaluate(keep_samples=False))",
    )
    ap.add_argument("--llm", type=int, default=0, help="also time the LLM judge on this many samples")
    ap.add_argument("--llm-latency", type=float, default=0.2, help="the fake server's seconds per call")
    ap.add_argument("--llm-concurrency", type=int, default=8, help="the LLM judge's concurrency")
    ap.add_argument("--json", help="also write the results here")
    args = ap.parse_args()
    sizes = sorted(
        {int(s) for s in args.sizes.split(",") if s} | {int(s) for s in args.single_sizes.split(",") if s}
    )
    single = {int(s) for s in args.single_sizes.split(",") if s}
    on_ray = {int(s) for s in args.sizes.split(",") if s}
    print(
        f"python {sys.version.split()[0]}, {os.cpu_count()} CPUs, Ray workers {args.workers}, "
        f"shards {args.shards}, records {'handed on' if args.records else 'not kept'}, "
        f"load average {os.getloadavg()[0]:.1f}"
    )
    head = f"{'engine':>7} {'samples':>8} {'wall s':>8} {'ray start':>9} {'samples/s':>9}"
    print(head + f" {'driver RSS MiB':>14} {'driver CPU s':>12} {'vs one process':>14}")
    rows: list[dict[str, Any]] = []
    with tempfile.TemporaryDirectory() as tmp:
        for n in sizes:
            data = Path(tmp) / f"data_{n}.jsonl"
            write_dataset(data, n)
            target = shard(data, args.shards) if args.shards > 1 else data
            got: dict[str, dict[str, Any]] = {}
            for engine in ("local", "ray"):
                if (engine == "local" and n not in single) or (engine == "ray" and n not in on_ray):
                    continue
                source = target if engine == "ray" else data
                r = got[engine] = child(source, engine, args.workers, args.batch_size, args.records)
                ratio = ""
                if engine == "ray" and "local" in got:
                    ratio = f"{r['wall'] / got['local']['wall']:.2f}x"
                    same = (
                        r["means"] == got["local"]["means"]
                        and r["fingerprint"] == got["local"]["fingerprint"]
                    )
                    ratio += "" if same else " DIFFERENT MEANS"
                print(
                    f"{engine:>7} {n:>8} {r['wall']:>8.1f} {r['start']:>9.1f} {n / r['wall']:>9.0f}"
                    f" {r['rss_mib']:>14.0f} {r['cpu_s']:>12.1f} {ratio:>14}",
                    flush=True,
                )
                rows.append({**r, "engine": engine, "samples": n, "ray": r["engine"]})
    if args.llm:
        llm_runs(args.llm, args.workers, args.llm_latency, args.llm_concurrency)
    print(f"load average at the end {os.getloadavg()[0]:.1f}")
    if args.json:
        Path(args.json).write_text(json.dumps(rows, indent=1), encoding="utf-8")


if __name__ == "__main__":
    main()
