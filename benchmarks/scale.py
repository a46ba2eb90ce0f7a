"""Scale benchmark: evaluate N synthetic samples offline through the CLI and record
samples/s and peak memory (RSS) of the `ragmeter eval` process.

    python benchmarks/scale.py                 # 10,000 and 100,000 samples
    python benchmarks/scale.py --sizes 1000    # quick check

Memory should stay bounded: the CLI streams samples through the judge and writes the
per-sample JSON via a spool file, so peak RSS must not grow in proportion to N.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
import tempfile
from pathlib import Path

SUBJECTS = [
    "The library",
    "The museum",
    "The factory",
    "The company",
    "The hospital",
    "The station",
    "The university",
    "The bridge",
    "The stadium",
    "The airport",
]
VERBS = ["was founded in", "was rebuilt in", "opened in", "was renamed in", "expanded in"]
CITIES = ["Lyon", "Busan", "Porto", "Osaka", "Denver", "Krakow", "Tartu", "Cork", "Perth", "Quito"]
CATEGORIES = ["simple", "multi_hop", "temporal", "comparison", "unanswerable"]


def make_sample(i: int, rng: random.Random) -> dict[str, object]:
    facts = []
    for _ in range(rng.randint(3, 6)):
        subj, verb, city = rng.choice(SUBJECTS), rng.choice(VERBS), rng.choice(CITIES)
        year = rng.randint(1850, 2020)
        facts.append(f"{subj} in {city} {verb} {year} and employs {rng.randint(10, 900)} people.")
    contexts = [{"id": f"doc{i}_{k}", "text": " ".join(facts[k : k + 2])} for k in range(0, len(facts), 2)]
    answer_facts = rng.sample(facts, k=min(2, len(facts)))
    if rng.random() < 0.3:  # an invented number
        answer_facts[0] = answer_facts[0].replace("in 1", "in 2", 1)
    category = rng.choice(CATEGORIES)
    rec: dict[str, object] = {
        "id": f"s{i}",
        "question": f"When did {answer_facts[0].split(' ')[1].lower()} in the city open?",
        "answer": " ".join(answer_facts) if category != "unanswerable" else "I don't know.",
        "contexts": contexts,
        "reference": answer_facts[0],
        "relevant_ids": [] if category == "unanswerable" else [contexts[0]["id"]],
        "category": category,
    }
    return rec


def write_dataset(path: Path, n: int, seed: int = 0) -> None:
    rng = random.Random(seed)
    with path.open("w", encoding="utf-8") as fh:
        for i in range(n):
            fh.write(json.dumps(make_sample(i, rng)) + "\n")


def child_eval(data: Path, *args: str, env: dict[str, str] | None = None) -> tuple[float, float]:
    """Seconds and peak RSS (MiB) of `ragmeter eval DATA -q ARGS...`, run under a fresh
    wrapper process so that the peak is this evaluation's alone (``ru_maxrss`` of the
    children is a maximum over every child a process has waited for)."""
    code = (
        "import resource, subprocess, sys, time; t = time.perf_counter(); "
        "subprocess.run(sys.argv[1:], check=True); "
        "print(time.perf_counter() - t, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss / 1024)"
    )
    cmd = [sys.executable, "-m", "ragmeter.cli.main", "eval", str(data), "-q", *args]
    wrapped = [sys.executable, "-c", code, *cmd]
    out = subprocess.run(wrapped, check=True, capture_output=True, text=True, env=env)
    seconds, rss = (float(x) for x in out.stdout.split())
    return seconds, rss


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--sizes", default="10000,100000", help="comma-separated sample counts")
    ap.add_argument(
        "--judge",
        default="offline+char-ngram",
        help="judge spec; the default is what a core install (no extras) uses",
    )
    args = ap.parse_args()
    sizes = [int(s) for s in args.sizes.split(",")]
    print(
        f"python {sys.version.split()[0]}, {os.cpu_count()} CPUs, judge {args.judge}, "
        f"load average {os.getloadavg()[0]:.1f}"
    )
    print(f"{'samples':>9} {'seconds':>9} {'samples/s':>10} {'peak RSS MiB':>13} {'JSON MiB':>9}")
    with tempfile.TemporaryDirectory() as tmp:
        for n in sizes:  # each size in a fresh process, so peaks are independent
            data, out = Path(tmp) / f"data_{n}.jsonl", Path(tmp) / f"out_{n}.json"
            write_dataset(data, n)
            seconds, rss = child_eval(
                data, "--json", str(out), "--no-store", "--judge", args.judge, "--ci-resamples", "1000"
            )
            size = out.stat().st_size / 2**20
            print(f"{n:>9} {seconds:>9.1f} {n / seconds:>10.0f} {rss:>13.0f} {size:>9.0f}")


if __name__ == "__main__":
    main()
