"""Write synthetic claim/evidence and question/answer pairs for the entailment model.

    python scripts/synth/make_pairs.py --out build/synth.jsonl --seed 13 [--per-lang N]

One JSON object a line: premise, hypothesis, label, lang, task (``entail`` or
``relevance``), phenomenon. The same seed gives the same bytes (every draw comes from a
``random.Random`` seeded with a string, which does not depend on ``PYTHONHASHSEED``).
"""

from __future__ import annotations

import argparse
import importlib
import json
import random
import sys
import time
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a script: make the package importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from synth.pairs import Pair, entail_pair, make_passage, relevance_pair
from synth.world import make_entity

LANGS = ("en", "ko", "zh", "de", "fr", "es")
DEFAULT_PER_LANG = 8000
#: relevance pairs per entail pair (1,500 for the default 8,000)
RELEVANCE_SHARE = 3 / 16


def load_lang(code: str) -> Any:
    return importlib.import_module(f"synth.lang_{code}")


def _add(pair: Pair | None, into: list[Pair], seen: set[tuple[str, str]], cap: int) -> None:
    if pair is None or len(into) >= cap:
        return
    key = (pair.premise, pair.hypothesis)
    if key not in seen:
        seen.add(key)
        into.append(pair)


def generate(code: str, seed: int, per_lang: int, relevance: int) -> list[Pair]:
    """Pairs of one language: ``per_lang`` entail pairs (half of each label), then relevance."""
    lang = load_lang(code)
    rng = random.Random(f"ragmeter-synth:{seed}:{code}")
    half, rhalf = per_lang // 2, relevance // 2
    buckets: list[list[Pair]] = [[], [], [], []]
    caps = (per_lang - half, half, relevance - rhalf, rhalf)
    seen: set[tuple[str, str]] = set()
    previous = None
    for _ in range(per_lang + relevance + 100):
        if all(len(b) >= c for b, c in zip(buckets, caps)):
            break
        passage = make_passage(rng, lang, make_entity(rng, lang))
        for _ in range(4):
            _add(entail_pair(rng, passage, 1), buckets[0], seen, caps[0])
            _add(entail_pair(rng, passage, 0), buckets[1], seen, caps[1])
        _add(relevance_pair(rng, passage, 1), buckets[2], seen, caps[2])
        _add(relevance_pair(rng, passage, 0, previous), buckets[3], seen, caps[3])
        previous = passage
    entail, rel = buckets[0] + buckets[1], buckets[2] + buckets[3]
    rng.shuffle(entail)
    rng.shuffle(rel)
    return entail + rel


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--per-lang", type=int, default=DEFAULT_PER_LANG, help="entail pairs per language")
    ap.add_argument(
        "--relevance-per-lang",
        type=int,
        default=None,
        help="relevance pairs per language (default: 3/16 of --per-lang)",
    )
    ap.add_argument("--langs", default=",".join(LANGS), help="comma-separated subset of " + ",".join(LANGS))
    args = ap.parse_args(argv)
    codes = [c for c in args.langs.split(",") if c]
    unknown = [c for c in codes if c not in LANGS]
    if unknown or args.per_lang < 2:
        print(f"error: unknown language {unknown} or --per-lang below 2", file=sys.stderr)
        return 2
    relevance = args.relevance_per_lang
    relevance = round(args.per_lang * RELEVANCE_SHARE) if relevance is None else relevance
    start = time.perf_counter()
    args.out.parent.mkdir(parents=True, exist_ok=True)
    counts = {}
    with args.out.open("w", encoding="utf-8", newline="\n") as fh:
        for code in codes:
            rows = generate(code, args.seed, args.per_lang, relevance)
            counts[code] = len(rows)
            for pair in rows:
                fh.write(json.dumps(pair.row(), ensure_ascii=False) + "\n")
    took = time.perf_counter() - start
    print(f"wrote {sum(counts.values())} pairs to {args.out} ({counts}) in {took:.1f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
