"""How well does the offline judge agree with people? Faithfulness on human-labelled sets.

Runs a judge on every file of ``../shared/data/faithfulness/`` (or ``--data DIR``) and
prints, per file and averaged over the 5 families as that folder's README does:

* BAcc of the faithfulness decision (judged faithful <=> faithfulness score == 1.0),
* ROC-AUC of the faithfulness score, and of the judge's soft support (the lowest
  per-claim probability of support; the decision's own tie-free ranking),
* throughput in samples per second per core: samples over the CPU seconds the process
  spent judging them (``time.process_time``; one process, one thread), so that other
  jobs on the machine change it much less than a wall clock would,

beside the seed baselines from the README (seed 002: 0.720, seed 000: 0.642), the judge
of a named earlier commit (``--baseline``, default :data:`BASELINE`) and any peers
measured in the same run (``--peers``).

    python benchmarks/judge_quality.py                     # the default judge and the baseline
    python benchmarks/judge_quality.py --baseline none     # the default judge alone
    python benchmarks/judge_quality.py --peers rules       # + the rule-only verifier
    python benchmarks/judge_quality.py --limit 200         # quick look
    python benchmarks/judge_quality.py --peers offline:lexical --baseline e744660

The first table gives, per judge, the dev BAcc per family and its mean, the
leave-one-family-out BAcc per family and its mean (for ``offline:lexical`` computed by
``scripts/train_offline_judge.py`` and stored with its weights; the default ``meaning``
decider has nothing fitted to these files, so each family held out scores its dev BAcc), and
the throughput; ``baseline@REV`` is the judge of an earlier commit, extracted with
``git archive`` and measured in the same run by this script (its package first on the
path of a child process), so both judges are timed the same way.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
from judge_data import (  # noqa: E402
    DEFAULT_DATA,
    FAMILIES,
    balanced_accuracy,
    family_mean,
    load,
    roc_auc,
)

__all__ = ["BASELINE", "DEFAULT_DATA", "FAMILIES", "balanced_accuracy", "family_mean", "load", "roc_auc"]
#: the judge before issue 21's round (values, checks, the entainment model): the default
#: ``--baseline``
BASELINE = "a944de1"
# Seed baselines as published in ../shared/data/faithfulness/README.md (BAcc).
SEED_002 = {
    "wice__dev": 0.685,
    "wice_fullpage__dev": 0.682,
    "begin_wow__dev": 0.846,
    "faithdial_audit__all": 0.754,
    "aggrefact_cliff__val": 0.704,
    "aggrefact_goyal21__val": 0.524,
    "halueval_qa__dev": 0.704,
    "mean": 0.720,
}
SEED_000 = {
    "wice__dev": 0.598,
    "wice_fullpage__dev": 0.547,
    "begin_wow__dev": 0.758,
    "faithdial_audit__all": 0.768,
    "aggrefact_cliff__val": 0.558,
    "aggrefact_goyal21__val": 0.514,
    "halueval_qa__dev": 0.578,
    "mean": 0.642,
}


@dataclass
class FileResult:
    name: str
    n: int
    bacc: float
    auc: float
    auc_soft: float
    per_s: float


def judge_records(judge: Any, records: Iterable[dict[str, Any]]) -> list[tuple[float, float]]:
    """(faithfulness score, soft support) per record, exactly as the metric computes it."""
    from ragmeter.judges.base import JudgeTask

    out = []
    for r in records:
        task = JudgeTask(
            question=r.get("question") or "",
            answer=r["answer"],
            contexts=tuple(r["contexts"]),
            answer_vs_contexts=True,
        )
        j = judge.judge(task)
        verdicts = j.answer_vs_contexts or ()
        if j.refusal or not verdicts:
            # A refusal (or an answer with no checkable claim) asserts nothing unsupported.
            out.append((1.0, 1.0))
            continue
        score = sum(v.supported for v in verdicts) / len(verdicts)
        soft = min(v.confidence if v.supported else 1.0 - v.confidence for v in verdicts)
        out.append((score, soft))
    return out


def evaluate_file(judge: Any, path: Path, limit: int | None) -> FileResult:
    records = load(path, limit)
    labels = [int(r["label"]) for r in records]
    t0 = time.process_time()
    scored = judge_records(judge, records)
    elapsed = time.process_time() - t0
    decisions = [int(s == 1.0) for s, _ in scored]
    return FileResult(
        path.name.removesuffix(".jsonl"),
        len(records),
        balanced_accuracy(labels, decisions),
        roc_auc(labels, [s for s, _ in scored]),
        roc_auc(labels, [s for _, s in scored]),
        len(records) / elapsed if elapsed > 0 else float("inf"),
    )


def make_judge(kind: str) -> Any:
    """``offline`` (the default spec), ``rules`` or any offline spec (``offline:lexical``)."""
    from ragmeter.judges import from_spec

    return from_spec("offline:rules" if kind == "rules" else kind)


def lofo_of(judge: Any) -> dict[str, float]:
    """The leave-one-family-out BAcc the trainers stored with the judge's weights."""
    v = getattr(judge, "verifier", None)  # an earlier commit's judge may have none
    if v is None:
        return {}
    if v.mode in ("nli", "cascade") and v.combined is not None:  # judges of versions <= 4
        table = v.combined.meta.get("lofo_bacc", {}).get(v.mode, {})
    elif v.mode == "lexical" and v.model is not None:  # ("meaning": see run())
        table = v.model.meta.get("lofo_bacc", {})
    else:
        table = {}
    return {k: float(x) for k, x in table.items()}


def baseline(rev: str, data: Path, limit: int | None) -> tuple[dict[str, FileResult], dict[str, float]]:
    """The judge of an earlier commit, measured in this run: its package extracted with
    ``git archive`` and judged by this script in a child process with that package first
    on its path (the same records, the same clock as the judge beside it)."""
    import subprocess
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        got = subprocess.run(["git", "-C", str(ROOT), "archive", rev], capture_output=True)
        if got.returncode != 0:
            raise SystemExit(f"baseline@{rev}: git archive failed: {got.stderr.decode().strip()}")
        subprocess.run(["tar", "-x", "-C", tmp], input=got.stdout, check=True)
        out = Path(tmp) / "out.json"
        cmd = [sys.executable, __file__, "--data", str(data), "--json", str(out), "--baseline", "none"]
        if limit is not None:
            cmd += ["--limit", str(limit)]
        env = {**os.environ, "PYTHONPATH": str(Path(tmp) / "src"), "OMP_NUM_THREADS": "1"}
        child = subprocess.run(cmd, env=env, capture_output=True, text=True, cwd=tmp)
        if child.returncode != 0:
            raise SystemExit(f"baseline@{rev} failed:\n{child.stderr[-2000:]}")
        written = json.loads(out.read_text())
        files = {n: FileResult(**r) for n, r in written["offline"].items()}
        if "lofo" in written:  # the child's own figure (a meaning judge: its dev BAcc)
            lofo = {k: float(v) for k, v in written["lofo"].get("offline", {}).items()}
        else:  # a script before this field: the regression's stored figure
            weights = json.loads((Path(tmp) / "src/ragmeter/judges/offline/weights.json").read_text())
            lofo = {k: float(v) for k, v in weights.get("meta", {}).get("lofo_bacc", {}).items()}
    return files, lofo


def run(
    kinds: Sequence[str], data: Path, limit: int | None, log: Callable[[str], None]
) -> tuple[dict[str, dict[str, FileResult]], dict[str, dict[str, float]]]:
    """Per judge: per-file results, and the stored leave-one-family-out BAcc."""
    files = sorted(p for p in data.glob("*.jsonl") if p.name.removesuffix(".jsonl") in FAMILIES)
    if not files:
        raise SystemExit(f"no faithfulness files in {data}")
    results: dict[str, dict[str, FileResult]] = {}
    lofo: dict[str, dict[str, float]] = {}
    from ragmeter.text import clear_caches

    for kind in kinds:
        clear_caches()
        if kind.startswith("baseline@"):
            log(f"  {kind}: extracting and running it in a child process ...")
            results[kind], lofo[kind] = baseline(kind.partition("@")[2], data, limit)
            continue
        judge = make_judge(kind)
        lofo[kind] = lofo_of(judge) if kind != "rules" else {}
        results[kind] = {}
        for path in files:
            res = evaluate_file(judge, path, limit)
            results[kind][res.name] = res
            log(f"  {kind:16s} {res.name:24s} n={res.n:5d} BAcc={res.bacc:.3f} {res.per_s:7.0f}/s")
        if judge.verifier.mode == "meaning":
            # nothing of this decider is fitted to the dev families (its model never saw
            # them, its thresholds are fixed): held out, each family scores as it does here
            per_fam: dict[str, list[float]] = {}
            for name, r in results[kind].items():
                per_fam.setdefault(FAMILIES[name], []).append(r.bacc)
            lofo[kind] = {f: sum(v) / len(v) for f, v in per_fam.items()}
    return results, lofo


def throughput_line(results: dict[str, dict[str, FileResult]]) -> str:
    """Samples per CPU second over all files, per judge: the figure issue 21's target
    (100 samples/s per core) is about."""
    parts = []
    for kind, rs in results.items():
        n = sum(r.n for r in rs.values())
        cpu = sum(r.n / r.per_s for r in rs.values())
        parts.append(f"{kind} {n / cpu:.0f}")
    return "samples/s per core (CPU time, all dev samples): " + ", ".join(parts)


def family_table(results: dict[str, dict[str, FileResult]], lofo: dict[str, dict[str, float]]) -> str:
    """Dev BAcc and leave-one-family-out BAcc per family, and throughput, per judge."""
    fams = sorted(set(FAMILIES.values()))
    head = [
        "judge",
        *[f"{f} dev" for f in fams],
        "**dev mean**",
        *[f"{f} LOFO" for f in fams],
        "**LOFO mean**",
        "samples/s per core",
    ]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for kind, rs in results.items():
        per_fam: dict[str, list[float]] = {}
        for name, r in rs.items():
            per_fam.setdefault(FAMILIES[name], []).append(r.bacc)
        dev = [sum(v) / len(v) for f in fams for v in [per_fam.get(f, [])] if v]
        lf = lofo.get(kind, {})
        total_s = sum(r.n / r.per_s for r in rs.values())
        row = [
            kind,
            *[f"{sum(per_fam[f]) / len(per_fam[f]):.3f}" if f in per_fam else "" for f in fams],
            f"**{sum(dev) / len(dev):.3f}**",
            *[f"{lf[f]:.3f}" if f in lf else "n/a" for f in fams],
            f"**{sum(lf.values()) / len(lf):.3f}**" if len(lf) == len(fams) else "n/a",
            f"{sum(r.n for r in rs.values()) / total_s:.0f}",
        ]
        lines.append("| " + " | ".join(row) + " |")
    return "\n".join(lines)


def table(results: dict[str, dict[str, FileResult]]) -> str:
    kinds = list(results)
    names = list(next(iter(results.values())))
    head = ["file", "n"]
    for k in kinds:
        head += [f"{k} BAcc", f"{k} AUC", f"{k} AUC(soft)", f"{k} samples/s per core"]
    head += ["seed 002 BAcc", "seed 000 BAcc"]
    lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
    for name in names:
        row = [name, str(results[kinds[0]][name].n)]
        for k in kinds:
            r = results[k][name]
            row += [f"{r.bacc:.3f}", f"{r.auc:.3f}", f"{r.auc_soft:.3f}", f"{r.per_s:.0f}"]
        row += [f"{SEED_002[name]:.3f}", f"{SEED_000[name]:.3f}"]
        lines.append("| " + " | ".join(row) + " |")
    row = ["**mean over 5 families**", str(sum(r.n for r in results[kinds[0]].values()))]
    for k in kinds:
        rs = results[k]
        total_n = sum(r.n for r in rs.values())
        total_s = sum(r.n / r.per_s for r in rs.values())
        row += [
            f"**{family_mean({n: r.bacc for n, r in rs.items()}):.3f}**",
            f"{family_mean({n: r.auc for n, r in rs.items()}):.3f}",
            f"{family_mean({n: r.auc_soft for n, r in rs.items()}):.3f}",
            f"{total_n / total_s:.0f}",
        ]
    row += [f"{SEED_002['mean']:.3f}", f"{SEED_000['mean']:.3f}"]
    lines.append("| " + " | ".join(row) + " |")
    return "\n".join(lines)


def relevancy_check(data: Path, limit: int = 500) -> str:
    """Answer relevancy as a ranking task on HaluEval's right answers: AUC of the offline
    judge's relevancy for (question, its answer) against (question, another question's
    answer), with each similarity backend, and its speed."""
    from ragmeter.judges.offline.relevance import relevance
    from ragmeter.text.similarity import default_similarity

    rows = [r for r in load(data / "halueval_qa__dev.jsonl") if r["label"] == 1][:limit]
    lines = ["| similarity | relevancy AUC (own vs other answer) | pairs/s |", "|---|---|---|"]
    for kind in ("none", "char-ngram", "e5"):
        try:
            sim = None if kind == "none" else default_similarity(kind)
        except ImportError:
            lines.append(f"| {kind} | not installed | |")
            continue
        t0 = time.perf_counter()
        own = [relevance(r["question"], r["answer"], sim).score for r in rows]
        other = [
            relevance(r["question"], rows[(i + 7) % len(rows)]["answer"], sim).score
            for i, r in enumerate(rows)
        ]
        rate = 2 * len(rows) / (time.perf_counter() - t0)
        auc = roc_auc([1] * len(own) + [0] * len(other), own + other)
        lines.append(f"| {kind if kind != 'none' else 'key terms only'} | {auc:.3f} | {rate:.0f} |")
    return "\n".join(lines)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA)
    ap.add_argument(
        "--judge", default="offline", help="offline (the default spec), an offline spec, or rules"
    )
    ap.add_argument(
        "--peers",
        default="",
        help="comma-separated judges measured in the same run: offline specs (offline:lexical, "
        "offline:meaning), rules, or baseline@REV (the judge of git commit REV)",
    )
    ap.add_argument(
        "--baseline",
        default=BASELINE,
        help=f"git commit whose default judge is measured beside --judge (default {BASELINE}, "
        "the judge before issue 21's round); none to skip",
    )
    ap.add_argument("--limit", type=int, default=None, help="evenly spaced records per file")
    ap.add_argument("--json", type=Path, default=None, help="write the numbers as JSON")
    ap.add_argument("--relevancy", action="store_true", help="also rank answers by relevancy")
    args = ap.parse_args(argv)
    os.environ.setdefault("OMP_NUM_THREADS", "1")
    kinds = [args.judge] + [k for k in args.peers.split(",") if k and k != args.judge]
    if args.baseline != "none" and f"baseline@{args.baseline}" not in kinds:
        kinds.append(f"baseline@{args.baseline}")
    results, lofo = run(kinds, args.data, args.limit, lambda s: print(s, file=sys.stderr))
    print(throughput_line(results))
    print()
    print(family_table(results, lofo))
    print()
    print(table(results))
    if args.relevancy:
        print()
        print(relevancy_check(args.data))
    if args.json:
        args.json.write_text(
            json.dumps(
                {
                    **{k: {n: vars(r) for n, r in v.items()} for k, v in results.items()},
                    "lofo": lofo,
                },
                indent=2,
            )
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
