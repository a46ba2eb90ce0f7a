"""Start-up: how long a fresh ``ragmeter`` process takes before and while it does small work,
beside a fresh ``python -c "import numpy"`` (numpy is the one heavy import the retrieval
path needs, so its start is the floor).

    python benchmarks/startup.py                    # 15 rounds, interleaved
    python benchmarks/startup.py --repeat 31
    python benchmarks/startup.py --src /path/to/other/ragmeter/src   # also time another version

Timed in fresh processes, medians of --repeat rounds run interleaved (one of each command
per round, so a busy machine slows all of them alike):

* ``python -c "import numpy"``;
* ``ragmeter --help`` (the console script's code: ``from ragmeter.cli.main import main``);
* ``ragmeter retrieval QRELS RUN`` on a TREC DL 2019-sized pair written deterministically
  to a temporary folder: 43 queries x 1,000 retrieved passages (43,000 run lines,
  Anserini-style, 6-decimal BM25-like scores with ties) and about 215 graded judgements
  (0-3) per query (9,245 qrels lines), like the track's passage task;
* ``python -c "import ragmeter.retrieval"``.

Prints each median and its ratio to numpy's start; the target (issue 23) is at most 2x for
``--help`` and ``retrieval``. Timings depend on the machine's load: say how loaded it was
(the load average is printed) when quoting them.
"""

from __future__ import annotations

import argparse
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TARGET = 2.0
# what the installed ``ragmeter`` console script runs
CONSOLE = "import sys; from ragmeter.cli.main import main; sys.argv[0] = 'ragmeter'; sys.exit(main())"


def write_dl19_like(folder: Path, queries: int = 43, depth: int = 1000, seed: int = 19) -> tuple[Path, Path]:
    """A qrels and a run of TREC DL 2019's passage task's shape, the same bytes every time."""
    rng = random.Random(seed)
    qrels, run = folder / "qrels-dl19-like.txt", folder / "run-dl19-like.trec"
    with qrels.open("w", encoding="utf-8") as fq, run.open("w", encoding="utf-8") as fr:
        for qid in sorted(rng.sample(range(19_000, 1_200_000), queries)):
            docs = rng.sample(range(8_841_823), depth + 60)
            scores = sorted((round(rng.gammavariate(9.0, 1.6), 3) for _ in range(depth)), reverse=True)
            fr.write(
                "".join(
                    f"{qid} Q0 {d} {r} {s:.6f} Anserini\n" for r, (d, s) in enumerate(zip(docs, scores), 1)
                )
            )
            # ~215 judged per query: most from the top of the ranking, some it did not retrieve
            judged = rng.sample(docs[:300], 170) + docs[depth:][:45]
            grades = rng.choices([0, 1, 2, 3], weights=[55, 20, 15, 10], k=len(judged))
            fq.write("".join(f"{qid} 0 {d} {g}\n" for d, g in zip(judged, grades)))
    return qrels, run


def once(cmd: list[str], env: dict[str, str]) -> float:
    t0 = time.perf_counter()
    proc = subprocess.run(cmd, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, check=False)
    seconds = time.perf_counter() - t0
    if proc.returncode != 0:
        raise RuntimeError(f"{' '.join(cmd[:4])} -> exit {proc.returncode}: {proc.stderr.decode()[-1500:]}")
    return seconds


def commands(qrels: Path, run: Path) -> dict[str, list[str]]:
    py = sys.executable
    return {
        'python -c "import numpy"': [py, "-c", "import numpy"],
        "ragmeter --help": [py, "-c", CONSOLE, "--help"],
        "ragmeter retrieval (43,000 lines)": [py, "-c", CONSOLE, "retrieval", str(qrels), str(run)],
        'python -c "import ragmeter.retrieval"': [py, "-c", "import ragmeter.retrieval"],
    }


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--repeat", type=int, default=15)
    parser.add_argument("--src", action="append", default=[], help="another ragmeter src folder to time too")
    args = parser.parse_args()
    sources = {"this": str(ROOT / "src"), **{f"--src {s}": s for s in args.src}}
    print(f"python {sys.version.split()[0]}, {os.cpu_count()} CPUs, load average {os.getloadavg()[0]:.1f}")
    with tempfile.TemporaryDirectory() as tmp:
        qrels, run = write_dl19_like(Path(tmp))
        lines = sum(1 for _ in run.open())
        print(f"run: {lines:,} lines, qrels: {sum(1 for _ in qrels.open()):,} lines (DL19-sized, seeded)")
        cmds = commands(qrels, run)
        times: dict[tuple[str, str], list[float]] = {}
        envs = {label: {**os.environ, "PYTHONPATH": src} for label, src in sources.items()}
        for env in envs.values():  # warm the file cache and byte-compile once
            for cmd in cmds.values():
                once(cmd, env)
        for _ in range(args.repeat):
            for label, env in envs.items():
                for name, cmd in cmds.items():
                    times.setdefault((label, name), []).append(once(cmd, env))
    for label in sources:
        floor = statistics.median(times[(label, 'python -c "import numpy"')])
        print(f"\n{label} ({sources[label]}), medians of {args.repeat}:")
        for name in cmds:
            median = statistics.median(times[(label, name)])
            ratio = median / floor
            mark = "" if name.startswith("python") else ("  ok" if ratio <= TARGET else f"  over {TARGET}x")
            print(f"  {name:<40} {median * 1000:7.0f} ms  {ratio:4.2f}x numpy{mark}")
    print(f"\nload average now {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
