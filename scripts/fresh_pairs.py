"""Labelled (claim, evidence) pairs from the read fresh sets: the pairs the default judge
asks its entailment model about on each faithfulness case (with ``--correctness`` also
the reference against the answer of each correctness case), as the judge shows them,
with a label taken from the case (multiple instance):

* a faithful case: for each claim, the evidence the model scores highest is labelled 1
  (some evidence states the claim; the other windows the judge tried say nothing);
* an unfaithful case: every pair of the claim the model scores lowest (the best of its
  windows) is labelled 0 (at least one claim is not stated; the others may be).

Only sets that have been read (``tests/fresh_sets/__init__.py`` names the held-out ones)
are used, so the held-out sets still measure a model trained on these pairs; the plain
suite and the dev families are never used.

    python scripts/fresh_pairs.py --out build/fresh_pairs.jsonl
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "src"), str(ROOT / "tests"), str(ROOT / "training")]

from fresh_sets import HELD_OUT  # noqa: E402


def _set_names(folder: Path) -> list[str]:
    """The sets (``set_<name>`` packages) in ``folder``, shorter names first: a, b, ..., aa."""
    names = [p.name[4:] for p in folder.glob("set_*") if p.is_dir()]
    return sorted(names, key=lambda n: (len(n), n))


def read_sets() -> list[str]:
    """Every set in ``tests/fresh_sets`` that is not held out, in name order."""
    return [n for n in _set_names(ROOT / "tests" / "fresh_sets") if n not in HELD_OUT]


def training_sets() -> list[str]:
    """Every set in ``training/rag_cases``, in name order."""
    return _set_names(ROOT / "training" / "rag_cases")


def label_pairs(seen: Sequence[tuple[str, str, float]], faithful: bool) -> list[tuple[str, str, int]]:
    """The labelled pairs of one case (module docstring)."""
    claims: dict[str, list[tuple[str, float]]] = {}
    for claim, evidence, logit in seen:
        claims.setdefault(claim, []).append((evidence, logit))
    if not claims:
        return []
    if faithful:
        return [(c, max(ev, key=lambda x: x[1])[0], 1) for c, ev in claims.items()]
    worst = min(claims, key=lambda c: max(x[1] for x in claims[c]))
    return [(worst, e, 0) for e, _ in dict.fromkeys(claims[worst])]


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=ROOT / "build" / "fresh_pairs.jsonl")
    ap.add_argument("--correctness", action="store_true", help="also the correctness cases")
    ap.add_argument(
        "--keep-empty",
        action="store_true",
        help="keep the pairs whose evidence is empty (the judge asks them of a claim no premise "
        "sentence aligns with; nothing entails such a claim, so by default they are left out; "
        "version 19's model was trained with them)",
    )
    ap.add_argument(
        "--held-out",
        action="store_true",
        help="allow held-out fresh sets in --sets: their pairs measure a model, never train one",
    )
    ap.add_argument(
        "--training",
        action="store_true",
        help="the training sets of training/rag_cases instead of the read fresh sets",
    )
    ap.add_argument("--sets", default="", help="comma-separated set names (default: every read set)")
    args = ap.parse_args(argv)
    package = "rag_cases" if args.training else "fresh_sets"
    held = sorted(HELD_OUT) if args.held_out else []
    known = training_sets() if args.training else read_sets() + held
    names = [s for s in args.sets.split(",") if s] or known
    unknown = [n for n in names if n not in known]
    if unknown:
        where = "training/rag_cases" if args.training else "the read sets of tests/fresh_sets"
        ap.error(f"no set {', '.join(unknown)} in {where} (held-out sets need --held-out)")
    from ragmeter.judges.offline import OfflineJudge
    from ragmeter.judges.offline.nli import default_cross_encoder
    from ragmeter.text.claims import answer_premise

    enc = default_cross_encoder()
    original = enc.logits
    seen: list[tuple[str, str, float]] = []

    def record(pairs: Sequence[tuple[str, str]], batch_size: int = 8) -> list[float]:
        got = original(pairs, batch_size)
        seen.extend((c, e, v) for (c, e), v in zip(pairs, got))
        return got

    enc.logits = record  # type: ignore[method-assign]
    judge = OfflineJudge()
    rows: list[dict[str, Any]] = []
    for name in names:
        cases = importlib.import_module(f"{package}.set_{name}").ALL_CASES
        for case in cases:
            seen.clear()
            if case.kind == "faithfulness":
                judge._check(case.answer, list(case.contexts), case.question)
            elif case.kind == "correctness" and args.correctness and case.reference:
                # the reference against the answer, as answer_correctness reads it
                _, premise, _ = answer_premise(case.question, case.answer)
                judge._check(case.reference, [premise], say_set_aside=False)
            else:
                continue
            asked = seen if args.keep_empty else [x for x in seen if x[1].strip()]
            for claim, evidence, label in label_pairs(asked, bool(case.expect)):
                rows.append({"claim": claim, "evidence": evidence, "label": label, "case": case.id})
        print(f"set {name}: {len(rows)} pairs so far", file=sys.stderr)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows), "utf-8")
    pos = sum(r["label"] for r in rows)
    print(f"{len(rows)} pairs ({pos} labelled 1) from {len(names)} sets -> {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
