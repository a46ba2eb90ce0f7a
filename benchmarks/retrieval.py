"""Retrieval metrics: ragmeter vs pytrec_eval vs ranx on a synthetic TREC-like set.

    pip install -e '.[bench]'
    python benchmarks/retrieval.py                     # 10,000 queries x 1,000 docs
    python benchmarks/retrieval.py --queries 1000      # quicker
    python benchmarks/retrieval.py --files             # TREC files, 7,000 x 1,000, fresh processes

The data set (seeded): each query retrieves 1,000 documents (7% retrieve fewer than 100,
3% fewer than 10) with BM25-like float64 scores, about 1% of them tied exactly with
another document's score; docids are strings ``D<number>`` whose lexical order differs
from their numeric order (D9 > D10), so tie-breaking is visible; each query has ~40
judgements (grades 0-3, ~10 of them documents the run missed), and 10% of the queries
have no relevant document. The dicts list documents in rank order, as retrievers and
TREC run files give them; the same run with each query's documents shuffled is timed too.

Timed from Python dicts, in one process, best of --repeat: ndcg@10, map, mrr, recall@100,
precision@10 (means), each tool converting the dicts itself. Also timed: ragmeter on numpy
arrays (columns qid/docid/score, end to end), ragmeter's measures on arrays already
ranked by ``prepare()``, and the first call in a fresh process, import included.
Then the per-query values are compared and every difference explained.

With --files: TREC files as a user has them. A seeded MS MARCO-like run (7,000 queries
x 1,000 documents, Anserini-style lines with 6-decimal BM25 scores, many of them tied)
and qrels (about 1.06 relevant passages per query, 80% of them retrieved) are written
to a temporary folder; then each tool reads both files and computes the CLI's default
measures in a fresh process, as a user runs it: ``ragmeter retrieval QRELS RUN -m ...``,
a script calling pytrec_eval's ``parse_qrel``/``parse_run`` and ``RelevanceEvaluator``,
and one calling ranx's ``Qrels.from_file``/``Run.from_file`` and ``evaluate`` (its
measures that exist there; numba's cache warmed first). Wall time (interpreter start
and imports included) and peak RSS (``os.wait4``, Linux) of each process, median of
--repeat runs interleaved; the means printed by the tools are compared.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import numpy as np

METRICS = ["ndcg@10", "map", "mrr", "recall@100", "precision@10"]
PYTREC = {"ndcg@10": "ndcg_cut_10", "map": "map", "mrr": "recip_rank", "recall@100": "recall_100",
          "precision@10": "P_10"}  # fmt: skip
TARGETS = {"pytrec_eval": 10.0, "ranx": 15.0}  # ragmeter must be this many times faster
ARRAYS_TARGET_S = 0.050
FRESH_TARGET_S = 1.0

Qrels = dict[str, dict[str, int]]
Run = dict[str, dict[str, float]]


def make_data(n_queries: int, n_docs: int, seed: int = 13) -> tuple[Qrels, Run]:
    rng = np.random.default_rng(seed)
    qrels: Qrels = {}
    run: Run = {}
    for q in range(n_queries):
        qid = f"Q{q}"
        u = rng.random()
        n = n_docs if u >= 0.10 else int(rng.integers(1, 10)) if u < 0.03 else int(rng.integers(10, 100))
        ids = rng.choice(50 * n_docs * 20, size=n + 10, replace=False)
        scores = np.sort(rng.gamma(2.0, 3.0, size=n))[::-1]
        tied = rng.random(n) < 0.01  # copy the score of the next-ranked document
        tied[-1] = False
        scores[tied] = scores[np.flatnonzero(tied) + 1]
        docs = [f"D{i}" for i in ids[:n].tolist()]
        # judged: relevant docs mostly near the top, non-relevant anywhere, plus unretrieved relevant
        judged: dict[str, int] = {}
        top = rng.choice(min(n, 60), size=min(n, 20), replace=False)
        for i in top.tolist():
            judged[docs[i]] = int(rng.choice([0, 1, 2, 3], p=[0.4, 0.3, 0.2, 0.1]))
        for i in rng.choice(n, size=min(n, 10), replace=False).tolist():
            judged.setdefault(docs[i], int(rng.choice([0, 1], p=[0.8, 0.2])))
        for i in ids[n:].tolist():
            judged[f"D{i}"] = int(rng.choice([0, 1, 2]))
        if rng.random() < 0.10:  # no relevant document at all
            judged = dict.fromkeys(judged, 0)
        qrels[qid] = judged
        run[qid] = {docs[i]: float(scores[i]) for i in range(n)}  # in rank order, as retrievers give
    return qrels, run


def shuffled(run: Run, seed: int = 7) -> Run:
    """The same run with each query's documents in random order."""
    rng = np.random.default_rng(seed)
    out: Run = {}
    for qid, ranking in run.items():
        items = list(ranking.items())
        out[qid] = dict(items[i] for i in rng.permutation(len(items)).tolist())
    return out


def best_of(fn: Callable[[], Any], repeat: int) -> tuple[float, Any]:
    times, out = [], None
    for _ in range(repeat):
        t0 = time.perf_counter()
        out = fn()
        times.append(time.perf_counter() - t0)
    return min(times), out


# ---------------------------------------------------------------------------- tools


def ragmeter_dicts(qrels: Qrels, run: Run) -> dict[str, float]:
    from ragmeter.retrieval import evaluate

    return evaluate(qrels, run, METRICS)  # type: ignore[return-value]


def ragmeter_dicts_numpy_route(qrels: Qrels, run: Run) -> dict[str, float]:
    """As an install without a C compiler runs it: no ``_gather`` module."""
    from ragmeter.retrieval.ranking import numpy_route

    with numpy_route():
        return ragmeter_dicts(qrels, run)


def pytrec_eval_dicts(qrels: Qrels, run: Run) -> dict[str, float]:
    import pytrec_eval

    names = {"ndcg_cut.10", "map", "recip_rank", "recall.100", "P.10"}
    per_query = pytrec_eval.RelevanceEvaluator(qrels, names).evaluate(run)
    return {m: statistics.fmean(v[PYTREC[m]] for v in per_query.values()) for m in METRICS}


def ranx_dicts(qrels: Qrels, run: Run) -> dict[str, float]:
    from ranx import Qrels as RQrels
    from ranx import Run as RRun
    from ranx import evaluate

    return evaluate(RQrels(qrels), RRun(run), METRICS)  # type: ignore[no-any-return]


def columns(nested: dict[str, dict[str, Any]], dtype: Any) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    q = np.array([qid for qid, docs in nested.items() for _ in docs])
    d = np.array([doc for docs in nested.values() for doc in docs])
    v = np.array([x for docs in nested.values() for x in docs.values()], dtype=dtype)
    return q, d, v


# ---------------------------------------------------------------------------- fresh process

FRESH = {
    "ragmeter": "import ragmeter.retrieval as r; r.evaluate(QRELS, RUN, {metrics})",
    "pytrec_eval": "import pytrec_eval as p; p.RelevanceEvaluator(QRELS, {pytrec}).evaluate(RUN)",
    "ranx": "import ranx; ranx.evaluate(ranx.Qrels(QRELS), ranx.Run(RUN), {metrics})",
}


def fresh_process(tool: str) -> tuple[float, float]:
    """(import + first call, whole process) seconds, on 100 queries x 100 docs."""
    call = FRESH[tool].format(
        metrics=METRICS, pytrec={"ndcg_cut.10", "map", "recip_rank", "recall.100", "P.10"}
    )
    code = textwrap.dedent(f"""
        import random, time
        rnd = random.Random(1)
        QRELS = {{f"q{{q}}": {{f"d{{d}}": rnd.randint(0, 2) for d in range(0, 200, 7)}} for q in range(100)}}
        RUN = {{f"q{{q}}": {{f"d{{d}}": rnd.random() for d in range(100)}} for q in range(100)}}
        t0 = time.perf_counter()
        {call}
        print(time.perf_counter() - t0)
    """)
    t0 = time.perf_counter()
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    return float(out.stdout.strip().splitlines()[-1]), time.perf_counter() - t0


# ---------------------------------------------------------------------------- agreement


def judged_tie_queries(qrels: Qrels, run: Run, float32: bool) -> set[str]:
    """Queries where a judged document's score ties another document's score."""
    out = set()
    for qid, ranking in run.items():
        values = np.fromiter(ranking.values(), dtype=np.float32 if float32 else np.float64)
        uniq, counts = np.unique(values, return_counts=True)
        tied = set(uniq[counts > 1].tolist())
        if tied and any(
            d in ranking and (np.float32(ranking[d]) if float32 else ranking[d]) in tied for d in qrels[qid]
        ):
            out.add(qid)
    return out


def compare(name: str, ours: dict[str, dict[str, float]], theirs: dict[str, dict[str, float]],
            explain: set[str], because: str) -> None:  # fmt: skip
    print(f"\n  ragmeter vs {name}:")
    for m in METRICS:
        diff = [q for q in ours if abs(ours[q][m] - theirs[q][m]) > 1e-9]
        worst = max((abs(ours[q][m] - theirs[q][m]) for q in diff), default=0.0)
        covered = sum(1 for q in diff if q in explain)
        note = f"; all {len(diff)} {because}" if diff and covered == len(diff) else (
            f"; {covered} of {len(diff)} {because}" if diff else "")  # fmt: skip
        print(f"    {m:<13} {len(diff):>6} of {len(ours)} per-query values differ "
              f"({100 * len(diff) / len(ours):.2f}%), max |diff| {worst:.2e}{note}")  # fmt: skip


# ---------------------------------------------------------------------------- TREC files

# the CLI's default measures and their pytrec_eval / ranx names (ranx has no counts)
FILE_MEASURES = {"num_ret": ("num_ret", None), "num_rel": ("num_rel", None),
    "num_rel_ret": ("num_rel_ret", None), "map": ("map", "map"), "r_precision": ("Rprec", "r-precision"),
    "bpref": ("bpref", "bpref"), "mrr": ("recip_rank", "mrr"), "precision@5": ("P_5", "precision@5"),
    "precision@10": ("P_10", "precision@10"), "recall@100": ("recall_100", "recall@100"),
    "ndcg@10": ("ndcg_cut_10", "ndcg@10")}  # fmt: skip
PYTREC_FILES = """import json, sys, pytrec_eval
with open(sys.argv[1]) as f:
    qrels = pytrec_eval.parse_qrel(f)
with open(sys.argv[2]) as f:
    run = pytrec_eval.parse_run(f)
per_query = pytrec_eval.RelevanceEvaluator(qrels, set(sys.argv[3].split())).evaluate(run)
names = next(iter(per_query.values()))
print(json.dumps({m: pytrec_eval.compute_aggregated_measure(m, [v[m] for v in per_query.values()])
                  for m in names}))
"""
RANX_FILES = """import json, sys
from ranx import Qrels, Run, evaluate
qrels, run = Qrels.from_file(sys.argv[1], kind="trec"), Run.from_file(sys.argv[2], kind="trec")
print(json.dumps({k: float(v) for k, v in evaluate(qrels, run, sys.argv[3].split()).items()}))
"""
NUMPY_ROUTE_CLI = """import sys
from ragmeter.cli.main import main
from ragmeter.retrieval.ranking import numpy_route
with numpy_route():
    main(sys.argv[1:])
"""


def write_trec_files(folder: Path, n_queries: int, n_docs: int, seed: int = 21) -> tuple[Path, Path]:
    """MS MARCO-like qrels and run (see the module docstring)."""
    rng = np.random.default_rng(seed)
    qrels, run = folder / "qrels.dev.tsv", folder / "run.bm25.trec"
    with qrels.open("w") as fq, run.open("w") as fr:
        for qid in rng.choice(1_100_000, size=n_queries, replace=False).tolist():
            docs = rng.choice(8_841_823, size=n_docs + 2, replace=False).tolist()
            scores = np.sort(np.round(rng.gamma(9.0, 1.5, size=n_docs), 4))[::-1].tolist()
            ranked = enumerate(zip(docs, scores), 1)
            fr.write("".join(f"{qid} Q0 {d} {r} {s:.6f} Anserini\n" for r, (d, s) in ranked))
            relevant: list[int] = []
            for i in range(1 + int(rng.random() < 0.06)):  # most are retrieved, near the top
                rank = min(int(rng.geometric(0.1)) - 1, n_docs - 1)
                doc = docs[rank] if rng.random() < 0.8 else docs[n_docs + i]
                relevant += [doc] if doc not in relevant else []
            fq.write("".join(f"{qid} 0 {d} 1\n" for d in relevant))
    return qrels, run


def timed(cmd: list[str]) -> tuple[float, float, str]:
    """Wall seconds, peak RSS (MiB) and stdout of a fresh process."""
    with tempfile.TemporaryFile() as out, tempfile.TemporaryFile() as err:
        t0 = time.perf_counter()
        proc = subprocess.Popen(cmd, stdout=out, stderr=err)
        _, status, usage = os.wait4(proc.pid, 0)  # this child's own peak (Linux: KiB)
        seconds = time.perf_counter() - t0
        proc.returncode = os.waitstatus_to_exitcode(status)
        err.seek(0)
        if proc.returncode:
            raise RuntimeError(f"{cmd[:3]} failed: {err.read().decode()[-2000:]}")
        out.seek(0)
        return seconds, usage.ru_maxrss / 1024, out.read().decode()


def files_main(n_queries: int, n_docs: int, repeat: int, skip_ranx: bool) -> None:
    import pytrec_eval  # noqa: F401 (fails early if the bench extra is missing)

    names = list(FILE_MEASURES)
    flags = [x for name in names for x in ("-m", name)]
    asked = {"P_5": "P.5", "P_10": "P.10", "recall_100": "recall.100", "ndcg_cut_10": "ndcg_cut.10"}
    pytrec = " ".join(asked.get(p, p) for p, _ in FILE_MEASURES.values())
    ranx_names = " ".join(r for _, r in FILE_MEASURES.values() if r)
    load = os.getloadavg()[0]
    print(f"python {sys.version.split()[0]}, numpy {np.__version__}, {os.cpu_count()} CPUs, load {load:.1f}")
    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.perf_counter()
        qrels, run = write_trec_files(Path(tmp), n_queries, n_docs)
        size = run.stat().st_size / 2**20
        n_judged = sum(1 for _ in qrels.open())
        print(
            f"files: {n_queries:,} queries x {n_docs:,} documents ({size:.0f} MiB run), "
            f"{n_judged:,} judgements, written in {time.perf_counter() - t0:.0f}s"
        )
        q, r = str(qrels), str(run)
        cli = [sys.executable, "-m", "ragmeter.cli.main", "retrieval"]
        tools = {
            "ragmeter retrieval (C reader)": [*cli, q, r, *flags],
            "pytrec_eval parse_qrel/parse_run + evaluate": [sys.executable, "-c", PYTREC_FILES, q, r, pytrec],
            "ranx Qrels/Run.from_file + evaluate": [sys.executable, "-c", RANX_FILES, q, r, ranx_names],
        }
        if skip_ranx:
            del tools["ranx Qrels/Run.from_file + evaluate"]
        else:  # numba compiles ranx's kernels once and caches them on disk
            Path(tmp, "q").write_text("q 0 d 1\n")
            Path(tmp, "r").write_text("q Q0 d 1 1.0 r\n")
            timed([sys.executable, "-c", RANX_FILES, f"{tmp}/q", f"{tmp}/r", ranx_names])
        runs: dict[str, list[tuple[float, float, str]]] = {label: [] for label in tools}
        for _ in range(repeat):  # interleaved, so that load on the machine hits all tools alike
            for label, cmd in tools.items():
                runs[label].append(timed(cmd))
        label = "ragmeter retrieval, numpy route (no C module), once"
        runs[label] = [timed([sys.executable, "-c", NUMPY_ROUTE_CLI, "retrieval", q, r, *flags])]
    base = statistics.median(t for t, _, _ in runs["ragmeter retrieval (C reader)"])
    print(f"\nmedian of {repeat} (wall time includes the interpreter's start and imports):")
    print(f"  {'':<52} {'wall s':>7} {'peak RSS MiB':>13} {'time / ragmeter':>16}")
    for label, results in runs.items():
        wall = statistics.median(t for t, _, _ in results)
        rss = statistics.median(m for _, m, _ in results)
        times = [t for t, _, _ in results]
        spread = f"  (range {min(times):.2f}-{max(times):.2f})" if len(times) > 1 else ""
        print(f"  {label:<52} {wall:>7.2f} {rss:>13.0f} {wall / base:>15.1f}x{spread}")
    lines = [line.split("\t") for line in runs["ragmeter retrieval (C reader)"][0][2].splitlines()]
    ours = {name.strip(): float(value) for name, _, value in lines}
    theirs = json.loads(runs["pytrec_eval parse_qrel/parse_run + evaluate"][0][2])
    worst = max(abs(ours[m] - theirs[p]) for m, (p, _) in FILE_MEASURES.items())
    print(
        f"\nmeans, ragmeter (printed to 4 decimals) vs pytrec_eval: max |diff| {worst:.5f} over "
        f"{len(names)} measures (pytrec_eval holds scores as float32)"
    )


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--queries", type=int, help="default 10,000; 7,000 with --files")
    ap.add_argument("--docs", type=int, default=1_000)
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--skip-ranx", action="store_true")
    ap.add_argument("--files", action="store_true", help="TREC files, end to end in fresh processes")
    args = ap.parse_args()
    if args.files:
        files_main(args.queries or 7_000, args.docs, args.repeat, args.skip_ranx)
        return
    args.queries = args.queries or 10_000

    import ragmeter.retrieval as rr

    t0 = time.perf_counter()
    qrels, run = make_data(args.queries, args.docs)
    n_run = sum(map(len, run.values()))
    n_judged = sum(map(len, qrels.values()))
    built = time.perf_counter() - t0
    print(f"data: {len(run)} queries, {n_run:,} run entries, {n_judged:,} judgements (built in {built:.1f}s)")
    print(f"python {sys.version.split()[0]}, numpy {np.__version__}, {os.cpu_count()} CPUs")
    route = "the C module (ragmeter.retrieval._gather)" if rr.ACCELERATED else "numpy (C module not built)"
    print(f"ragmeter reads dicts with {route}")
    print(f"measures: {', '.join(METRICS)}; times are the best of {args.repeat}\n")

    mixed = shuffled(run)
    t_rx_first = float("nan")
    if not args.skip_ranx:  # numba compiles on the first call (and caches on disk)
        t_rx_first, _ = best_of(lambda: ranx_dicts(qrels, run), 1)
    tools: dict[str, Callable[[], dict[str, float]]] = {
        "ragmeter, Python dicts": lambda: ragmeter_dicts(qrels, run),
        "pytrec_eval, Python dicts": lambda: pytrec_eval_dicts(qrels, run),
        "ranx, Python dicts (warm)": lambda: ranx_dicts(qrels, run),
        "ragmeter, Python dicts, documents shuffled": lambda: ragmeter_dicts(qrels, mixed),
        "pytrec_eval, Python dicts, documents shuffled": lambda: pytrec_eval_dicts(qrels, mixed),
    }
    if rr.ACCELERATED:  # what an install without a compiler gets
        label = "ragmeter, Python dicts, numpy route (no C module)"
        tools[label] = lambda: ragmeter_dicts_numpy_route(qrels, run)
    if args.skip_ranx:
        del tools["ranx, Python dicts (warm)"]
    times: dict[str, float] = dict.fromkeys(tools, float("inf"))
    means: dict[str, dict[str, float]] = {}
    for _ in range(args.repeat):  # interleaved, so that load on the machine hits all tools alike
        for label, fn in tools.items():
            t, means[label] = best_of(fn, 1)
            times[label] = min(times[label], t)
    mixed = {}  # free it; only the timings are kept
    t_rm, t_pt = times["ragmeter, Python dicts"], times["pytrec_eval, Python dicts"]
    t_rx = times.get("ranx, Python dicts (warm)", float("nan"))
    t_rm_mixed = times["ragmeter, Python dicts, documents shuffled"]
    t_pt_mixed = times["pytrec_eval, Python dicts, documents shuffled"]
    mean_rm, mean_pt = means["ragmeter, Python dicts"], means["pytrec_eval, Python dicts"]
    mean_rx = means.get("ranx, Python dicts (warm)", {})
    rows: list[tuple[str, str, float]] = [(*label.split(", ", 1), t) for label, t in times.items()]  # type: ignore[misc]
    if not args.skip_ranx:
        rows.append(("ranx", "Python dicts, first call (numba JIT)", t_rx_first))

    qa, ra = columns(qrels, np.int64), columns(run, np.float64)
    t_cols, _ = best_of(lambda: rr.evaluate(qa, ra, METRICS), args.repeat)
    rows.append(("ragmeter", "numpy arrays (qid, docid, score columns), end to end", t_cols))
    prepared = rr.prepare(qrels, run)
    t_arr, _ = best_of(lambda: prepared.evaluate(METRICS), max(args.repeat, 5))
    rows.append(("ragmeter", "numpy arrays ranked by prepare() (measures only)", t_arr))

    width = max(len(f"{a}, {b}") for a, b, _ in rows)
    for tool, what, t in rows:
        print(f"  {f'{tool}, {what}':<{width}}  {t * 1000:>10.1f} ms")

    print("\nratios (peer time / ragmeter time from dicts):")
    for peer, t in (("pytrec_eval", t_pt), ("ranx", t_rx)):
        if t == t:  # not NaN
            ratio = t / t_rm
            verdict = "met" if ratio >= TARGETS[peer] else "MISSED"
            print(f"  {peer:<12} {ratio:6.1f}x faster   (target >= {TARGETS[peer]:.0f}x: {verdict})")
    print(f"  pytrec_eval  {t_pt_mixed / t_rm_mixed:6.1f}x faster on the shuffled dicts")
    print(f"  arrays, measures only: {t_arr * 1000:.1f} ms (target <= {ARRAYS_TARGET_S * 1000:.0f} ms: "
          f"{'met' if t_arr <= ARRAYS_TARGET_S else 'MISSED'}); "
          f"end to end from raw columns: {t_cols * 1000:.0f} ms "
          f"({'also within' if t_cols <= ARRAYS_TARGET_S else 'over'} {ARRAYS_TARGET_S * 1000:.0f} ms: "
          "columns are grouped into per-query dicts first)")  # fmt: skip

    print("\nfirst call in a fresh process (100 queries x 100 docs; import + call | whole process):")
    for tool in ("ragmeter", "pytrec_eval", *(() if args.skip_ranx else ("ranx",))):
        first, whole = fresh_process(tool)
        target = f"  (target <= {FRESH_TARGET_S:.0f} s: {'met' if first <= FRESH_TARGET_S else 'MISSED'})"
        print(f"  {tool:<12} {first:7.3f} s | {whole:7.3f} s{target if tool == 'ragmeter' else ''}")

    print("\nmeans:")
    for m in METRICS:
        peers = f"pytrec_eval {mean_pt[m]:.6f}" + ("" if args.skip_ranx else f"  ranx {mean_rx[m]:.6f}")
        print(f"  {m:<13} ragmeter {mean_rm[m]:.6f}  {peers}")

    print("\nper-query agreement:")
    ours = rr.evaluate(qrels, run, METRICS, per_query=True)
    ours32 = rr.evaluate(qrels, run, METRICS, per_query=True, float32=True)
    import pytrec_eval

    names = {"ndcg_cut.10", "map", "recip_rank", "recall.100", "P.10"}
    pt = pytrec_eval.RelevanceEvaluator(qrels, names).evaluate(run)
    pt_values = {q: {m: v[PYTREC[m]] for m in METRICS} for q, v in pt.items()}
    ties64 = judged_tie_queries(qrels, run, float32=False)
    ties32 = judged_tie_queries(qrels, run, float32=True)
    compare("pytrec_eval", ours, pt_values, ties32 - ties64,  # type: ignore[arg-type]
            "are queries where float32 rounding creates a tie on a judged document")  # fmt: skip
    compare("pytrec_eval (ragmeter float32=True)", ours32, pt_values, set(), "")  # type: ignore[arg-type]
    if not args.skip_ranx:
        from ranx import Qrels as RQrels
        from ranx import Run as RRun
        from ranx import evaluate as rx_evaluate

        rx_run = RRun(run)
        rx_evaluate(RQrels(qrels), rx_run, METRICS)
        rx_values = {q: {m: float(rx_run.scores[m][q]) for m in METRICS} for q in run}
        why = "are queries where a judged document ties another's score (ranx breaks ties differently)"
        compare("ranx", ours, rx_values, ties64, why)  # type: ignore[arg-type]
    share = 100 * len(ties64) / len(run)
    print(f"\n  queries where a judged document's score is tied: {len(ties64)} ({share:.1f}%)")
    float32_check()


def float32_check(n_queries: int = 2000, n_docs: int = 100) -> None:
    """pytrec_eval stores scores as float32: on scores that differ below float32's
    resolution it sees ties that float64 does not. float32=True reproduces that."""
    import pytrec_eval

    from ragmeter.retrieval import evaluate

    rng = np.random.default_rng(5)
    qrels: Qrels = {}
    run: Run = {}
    for q in range(n_queries):
        base = rng.integers(1, 50, size=n_docs).astype(np.float64)
        scores = base * (1.0 + rng.integers(0, 4, size=n_docs) * 1e-9)  # equal in float32
        run[f"Q{q}"] = {f"D{i}": float(x) for i, x in enumerate(scores.tolist())}
        qrels[f"Q{q}"] = {f"D{i}": int(rng.integers(0, 3)) for i in rng.choice(n_docs, 20, replace=False)}
    names = {"ndcg_cut.10", "map", "recip_rank", "recall.100", "P.10"}
    pt = pytrec_eval.RelevanceEvaluator(qrels, names).evaluate(run)
    theirs = {q: {m: v[PYTREC[m]] for m in METRICS} for q, v in pt.items()}
    print(
        f"\nfloat32 compatibility ({n_queries} queries whose scores differ by ~1e-9, below float32's step):"
    )
    for label, f32 in (("float64 (default)", False), ("float32=True", True)):
        ours = evaluate(qrels, run, METRICS, per_query=True, float32=f32)
        diff = sum(1 for q in ours for m in METRICS if abs(ours[q][m] - theirs[q][m]) > 1e-9)  # type: ignore[index]
        total = len(ours) * len(METRICS)
        print(f"  ragmeter {label:<18} vs pytrec_eval: {diff} of {total} per-query values differ")


if __name__ == "__main__":
    main()
