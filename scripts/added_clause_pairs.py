"""Negative pairs for the entailment model: a claim its evidence states, with a clause
added that the same document does not state ("The course costs $180, and it includes a
free apron."), labelled 0. A model fine-tuned only on the pairs of
``scripts/fresh_pairs.py`` learns that a claim mostly found in its evidence is
supported, and accepts such an addition (judge version 19's notes: "加急配送…第二天就能送到",
a ferry's frequency, "bis auf Lastenräder"); these pairs teach that one clause the
evidence does not state is enough to refuse.

The added clause is the claim of an unfaithful case of the same set and language (the
one that set's helper wrote as not stated by the context: ``label`` 0 in the pairs
file), so it is about the same place or service, in the same register; it is joined
with the language's "and" (a comma and 그리고 / 并且 in Korean and Chinese). Each
stated claim gets at most one addition; the pairs are drawn with a fixed seed.

    python scripts/added_clause_pairs.py build/train_pairs.jsonl --out build/added_pairs.jsonl
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
from collections import defaultdict
from pathlib import Path

#: how a clause is joined to a claim, per language (the case id's first part)
_JOIN = {"en": ", and ", "de": ", und ", "fr": ", et ", "es": ", y ", "ko": " 그리고 ", "zh": "，并且"}
#: words that open a sentence and read as lower case inside one
_LOWER_OPENERS = frozenset(
    """The A An It Its This There They He She You We Our Der Die Das Den Dem Ein Eine Es Er Sie Wir Man
    Le La Les L Un Une Il Elle Ils Elles On Ce Cette El Los Las Una Uno""".split()
)
_END = re.compile(r"[.!?。！？]+\s*$")


def group_of(case_id: str) -> str:
    """The language and set of a case id ("en-t1-004" -> "en-t1")."""
    return "-".join(case_id.split("-")[:2])


def join(claim: str, added: str, lang: str) -> str:
    """``claim`` with ``added`` as a second clause, in ``lang``'s way."""
    head = _END.sub("", claim.strip())
    tail = added.strip()
    first = re.match(r"[\w']+", tail)
    if lang in ("en", "fr", "es") and first and first.group(0).split("'")[0] in _LOWER_OPENERS:
        tail = tail[0].lower() + tail[1:]
    end = "。" if lang == "zh" else "."
    return head + _JOIN[lang] + _END.sub("", tail) + end


def added_pairs(rows: list[dict[str, object]], share: float, seed: int) -> list[dict[str, object]]:
    """At most ``share`` of the stated pairs again, each with a clause added (label 0)."""
    stated: dict[str, list[dict[str, object]]] = defaultdict(list)
    unstated: dict[str, set[str]] = defaultdict(set)
    for r in rows:
        g = group_of(str(r["case"]))
        (stated[g].append(r) if r["label"] == 1 else unstated[g].add(str(r["claim"])))
    rng = random.Random(seed)
    out: list[dict[str, object]] = []
    for g in sorted(stated):
        lang = g.split("-")[0]
        pool = sorted(unstated.get(g, ()))
        if lang not in _JOIN or not pool:
            continue
        chosen = [r for r in stated[g] if str(r["evidence"]).strip() and rng.random() < share]
        for r in chosen:
            added = rng.choice(pool)
            if added == r["claim"]:
                continue
            claim = join(str(r["claim"]), added, lang)
            out.append({"claim": claim, "evidence": r["evidence"], "label": 0, "case": f"{r['case']}+added"})
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("pairs", type=Path, nargs="+", help="pairs files of scripts/fresh_pairs.py")
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--share", type=float, default=0.3, help="share of the stated pairs to extend")
    ap.add_argument("--seed", type=int, default=19)
    args = ap.parse_args(argv)
    rows: list[dict[str, object]] = []
    for path in args.pairs:
        if not path.exists():
            print(f"error: no pairs file {path} (run scripts/fresh_pairs.py first)", file=sys.stderr)
            return 2
        with path.open(encoding="utf-8") as f:
            rows += [json.loads(line) for line in f if line.strip()]
    out = added_pairs(rows, args.share, args.seed)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with args.out.open("w", encoding="utf-8") as f:
        for r in out:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"{len(out)} pairs with a clause added, from {len(rows)} pairs -> {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
