"""Score the fresh sets (``tests/fresh_sets``): the share of cases a judge gets right,
per language and kind, and the wrong ones.

    python benchmarks/fresh_sets.py                  # every set, the default judge
    python benchmarks/fresh_sets.py --set a --judge offline:lexical
    python benchmarks/fresh_sets.py --set d --score-only   # the share, no cases shown

``--score-only`` keeps a set held out: its score is measured without showing which
cases fail, so fixing the judge never looks at them.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "src"), str(ROOT / "tests")]

from plain_suite.check import judge_cases, report, share_right  # noqa: E402

SETS = (
    *"abcdefghijklmnopqrstuvwxyz",
    *(f"a{c}" for c in "abcdefghijklmnopqrstuvwxyz"),
    *(f"b{c}" for c in "abcdefghijklmnopqrstuvwxyz"),
    "ca",
    "cb",
    "cc",
    "cd",
    "ce",
    "cf",
    "cg",
    "ch",
    "ci",
    "cj",
    "ck",
    "cl",
    "cm",
    "cn",
    "co",
    "cp",
    "cq",
    "cr",
    "cs",
    "ct",
    "cu",
    "cv",
    "cw",
    "cx",
)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--judge", default=None, help="judge spec (default: the default judge)")
    ap.add_argument("--set", choices=(*SETS, "all"), default="all")
    ap.add_argument("--score-only", action="store_true", help="print each set's share right, not its cases")
    args = ap.parse_args(argv)
    for name in SETS if args.set == "all" else (args.set,):
        cases = importlib.import_module(f"fresh_sets.set_{name}").ALL_CASES
        outcomes = judge_cases(cases, args.judge)
        if args.score_only:
            right = sum(o.right for o in outcomes)
            print(f"fresh set {name.upper()}: {share_right(outcomes):.1%} right ({right} of {len(outcomes)})")
            continue
        print(f"## fresh set {name.upper()}\n")
        print(report(outcomes))
        print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
