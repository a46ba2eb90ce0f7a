"""Score the fresh sets (``tests/fresh_sets``): the share of cases a judge gets right,
per language and kind, and the wrong ones.

    python benchmarks/fresh_sets.py            # the default judge
    python benchmarks/fresh_sets.py --judge offline:lexical --set a
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "src"), str(ROOT / "tests")]

from fresh_sets.set_a import ALL_CASES as SET_A  # noqa: E402
from fresh_sets.set_b import ALL_CASES as SET_B  # noqa: E402
from plain_suite.check import judge_cases, report  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--judge", default=None, help="judge spec (default: the default judge)")
    ap.add_argument("--set", choices=("a", "b", "both"), default="both")
    args = ap.parse_args(argv)
    sets = {"a": [("A", SET_A)], "b": [("B", SET_B)], "both": [("A", SET_A), ("B", SET_B)]}[args.set]
    for name, cases in sets:
        print(f"## fresh set {name}\n")
        print(report(judge_cases(cases, args.judge)))
        print()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
