"""How well does the offline judge agree with people? Faithfulness on human-labelled sets.

Runs a judge on every file of ``../shared/data/faithfulness/`` (or ``--data DIR``) and
prints, per file and averaged over the 5 families as that folder's README does:

* BAcc of the faithfulness decision (judged faithful <=> faithfulness score == 1.0),
* ROC-AUC of the faithfulness score, and of the judge's soft support (the lowest
  per-claim probability of support; the decision's own tie-free ranking),
* throughput in samples per second on one core (one process, one thread),

beside the seed baselines from the README (seed 002: 0.720, seed 000: 0.642), and the
rule-only verifier measured in the same run (``--peers``).

    python benchmarks/judge_quality.py                     # the default judge
    python benchmarks/judge_quality.py --peers rules       # + the rule-only verifier
    python benchmarks/judge_quality.py --limit 200         # quick look
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
DEFAULT_DATA = ROOT.parent / "shared" / "data" / "faithfulness"

# The README's families: files averaged first within a family, then over families.
FAMILIES = {
    "wice__dev": "wice",
    "wice_fullpage__dev": "wice",
    "begin_wow__dev": "begin",
    "faithdial_audit__all": "faithdial",
    "aggrefact_cliff__val": "aggrefact",
    "aggrefact_goyal21__val": "aggrefact",
    "halueval_qa__dev": "halueval",
}
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


def load(path: Path, limit: int | None = None) -> list[dict[str, Any]]:
    """Records of one file; with ``limit``, an evenly spaced deterministic sample."""
    with path.open(encoding="utf-8") as fh:
        rows = [json.loads(line) for line in fh if line.strip()]
    if limit is not None and limit < len(rows):
        step = len(rows) / limit
        rows = [rows[int(i * step)] for i in range(limit)]
    return rows


def balanced_accuracy(labels: Sequence[int], decisions: Sequence[int]) -> float:
    pos = [d for y, d in zip(labels, decisions) if y == 1]
    neg = [d for y, d in zip(labels, decisions) if y == 0]
    return (sum(pos) / len(pos) + sum(1 - d for d in neg) / len(neg)) / 2


def roc_auc(labels: Sequence[int], scores: Sequence[float]) -> float:
    """Mann-Whitney AUC with ties counted half (O(n log n))."""
    order = sorted(range(len(scores)), key=lambda i: scores[i])
    ranks = [0.0] * len(scores)
    i = 0
    while i < len(order):
        j = i
        while j + 1 < len(order) and scores[order[j + 1]] == scores[order[i]]:
            j += 1
        for k in range(i, j + 1):
            ranks[order[k]] = (i + j) / 2 + 1
        i = j + 1
    n_pos = sum(labels)
    n_neg = len(labels) - n_pos
    rank_pos = sum(r for r, y in zip(ranks, labels) if y == 1)
    return (rank_pos - n_pos * (n_pos + 1) / 2) / (n_pos * n_neg)


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
    t0 = time.perf_counter()
    scored = judge_records(judge, records)
    elapsed = time.perf_counter() - t0
    decisions = [int(s == 1.0) for s, _ in scored]
    return FileResult(
        path.name.removesuffix(".jsonl"),
        len(records),
        balanced_accuracy(labels, decisions),
        roc_auc(labels, [s for s, _ in scored]),
        roc_auc(labels, [s for _, s in scored]),
        len(records) / elapsed if elapsed > 0 else float("inf"),
    )


def family_mean(values: dict[str, float]) -> float:
    fams: dict[str, list[float]] = {}
    for name, v in values.items():
        fams.setdefault(FAMILIES.get(name, name), []).append(v)
    return sum(sum(v) / len(v) for v in fams.values()) / len(fams)


def make_judge(kind: str) -> Any:
    from ragmeter.judges.offline import OfflineJudge

    if kind == "offline":
        return OfflineJudge()
    if kind == "rules":
        return OfflineJudge(mode="rules")
    raise SystemExit(f"unknown judge {kind!r} (offline, rules)")


def run(kinds: Sequence[str], data: Path, limit: int | None, log: Callable[[str], None]) -> dict[str, Any]:
    files = sorted(p for p in data.glob("*.jsonl") if p.name.removesuffix(".jsonl") in FAMILIES)
    if not files:
        raise SystemExit(f"no faithfulness files in {data}")
    results: dict[str, dict[str, FileResult]] = {}
    from ragmeter.text import clear_caches

    for kind in kinds:
        clear_caches()
        judge = make_judge(kind)
        results[kind] = {}
        for path in files:
            res = evaluate_file(judge, path, limit)
            results[kind][res.name] = res
            log(f"  {kind:8s} {res.name:24s} n={res.n:5d} BAcc={res.bacc:.3f} {res.per_s:7.0f}/s")
    return results


def table(results: dict[str, dict[str, FileResult]]) -> str:
    kinds = list(results)
    names = list(next(iter(results.values())))
    head = ["file", "n"]
    for k in kinds:
        head += [f"{k} BAcc", f"{k} AUC", f"{k} AUC(soft)", f"{k} samples/s"]
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
    ap.add_argument("--judge", default="offline", help="offline (default path) or rules")
    ap.add_argument("--peers", default="", help="comma-separated judges measured in the same run")
    ap.add_argument("--limit", type=int, default=None, help="evenly spaced records per file")
    ap.add_argument("--json", type=Path, default=None, help="write the numbers as JSON")
    ap.add_argument("--relevancy", action="store_true", help="also rank answers by relevancy")
    args = ap.parse_args(argv)
    os.environ.setdefault("OMP_NUM_THREADS", "1")
    kinds = [args.judge] + [k for k in args.peers.split(",") if k and k != args.judge]
    results = run(kinds, args.data, args.limit, lambda s: print(s, file=sys.stderr))
    print(table(results))
    if args.relevancy:
        print()
        print(relevancy_check(args.data))
    if args.json:
        args.json.write_text(
            json.dumps({k: {n: vars(r) for n, r in v.items()} for k, v in results.items()}, indent=2)
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
