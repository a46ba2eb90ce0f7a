"""The human-labelled faithfulness files (``../shared/data/faithfulness/``) as the
trainers and the quality benchmark read them: the families, a file's records, balanced
accuracy, ROC-AUC and the mean over families. One copy, shared by scripts/ (the trainers),
benchmarks/judge_quality.py and research/.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from ragmeter import calibration

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


def load(path: Path, limit: int | None = None) -> list[dict[str, Any]]:
    """Records of one file; with ``limit``, an evenly spaced deterministic sample taken
    from each label in turn (half each, as far as the file allows), so a file whose labels
    alternate (HaluEval) does not give a sample of one label."""
    with path.open(encoding="utf-8") as fh:
        rows = [json.loads(line) for line in fh if line.strip()]
    if limit is None or limit >= len(rows):
        return rows
    by_label = [[r for r in rows if int(r["label"]) == y] for y in (0, 1)]
    want = [min(len(by_label[0]), limit - min(len(by_label[1]), limit // 2)), 0]
    want[1] = min(len(by_label[1]), limit - want[0])
    picked: list[dict[str, Any]] = []
    for group, n in zip(by_label, want):
        step = len(group) / n if n else 0
        picked += [group[int(i * step)] for i in range(n)]
    return picked


def balanced_accuracy(labels: Sequence[int], decisions: Sequence[int]) -> float:
    pos = [d for y, d in zip(labels, decisions) if y == 1]
    neg = [d for y, d in zip(labels, decisions) if y == 0]
    if not pos or not neg:
        raise ValueError("balanced accuracy needs both labels in the sample")
    return (sum(pos) / len(pos) + sum(1 - d for d in neg) / len(neg)) / 2


def roc_auc(labels: Sequence[int], scores: Sequence[float]) -> float:
    """Mann-Whitney AUC with ties counted half: ragmeter's own (``calibration.roc_auc``)."""
    value = calibration.roc_auc(list(labels), list(scores))
    if value is None:
        raise ValueError("ROC-AUC needs both labels")
    return value


def family_mean(values: dict[str, float]) -> float:
    fams: dict[str, list[float]] = {}
    for name, v in values.items():
        fams.setdefault(FAMILIES.get(name, name), []).append(v)
    return sum(sum(v) / len(v) for v in fams.values()) / len(fams)
