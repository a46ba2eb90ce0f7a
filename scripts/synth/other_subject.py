"""Write labelled pairs where a claim gives one entity's fact to another (issue 21, item 7).

    python scripts/synth/other_subject.py --out build/other_subject.jsonl --seed 17 [--per-lang N]

A passage speaks of one business or event; the negative restates one of its facts, value
and all, of another entity the passage never names ("Hotel Aurora has 120 rooms" where
the passage is about Hotel Bellevue): a value found in the premise does not make the
claim true of something else. Each negative has a positive beside it, the same fact of
the passage's own entity in another style or format, so the label never follows from the
surface. One JSON object a line, in the form of ``scripts/fresh_pairs.py``'s output
(``claim``, ``evidence``, ``label``, plus ``lang`` and ``phenomenon``); the same seed
gives the same bytes.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

if __package__ in (None, ""):  # run as a script: make the package importable
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from synth import sentences as S
from synth.make_pairs import LANGS, load_lang
from synth.pairs import Passage, make_passage
from synth.world import make_entity


def _render(rng: random.Random, lang: Any, ent: Any, f: Any) -> str:
    style = rng.choice(S.styles(lang, ent, f))
    return S.render(lang, ent, f, style, rng.randrange(S.format_count(lang, f)), rng)


def _pair(rng: random.Random, p: Passage, other: Any) -> list[dict[str, Any]]:
    """One negative (the fact said of ``other``) and its positive, or nothing."""
    f = rng.choice([s[0] for s in p.shown])
    if other.name in p.text or p.ent.name in other.name or other.name in p.ent.name:
        return []
    neg = _render(rng, p.lang, other, f)
    pos = _render(rng, p.lang, p.ent, f)
    if p.ent.name in neg or other.name not in neg:
        return []  # a template that does not name the entity says nothing of whom
    code = p.lang.CODE
    return [
        {"claim": neg, "evidence": p.text, "label": 0, "lang": code, "phenomenon": "other_subject"},
        {"claim": pos, "evidence": p.text, "label": 1, "lang": code, "phenomenon": "own_subject"},
    ]


def generate(code: str, seed: int, per_lang: int) -> list[dict[str, Any]]:
    lang = load_lang(code)
    rng = random.Random(f"ragmeter-other-subject:{seed}:{code}")
    out: list[dict[str, Any]] = []
    for _ in range(per_lang * 4):
        if len(out) >= 2 * per_lang:
            break
        passage = make_passage(rng, lang, make_entity(rng, lang))
        # another of the same kind (a hotel for a hotel: its facts fit the templates)
        drawn = (make_entity(rng, lang) for _ in range(30))
        other = next((e for e in drawn if e.kind == passage.ent.kind), None)
        if other is not None:
            out += _pair(rng, passage, other)
    return out[: 2 * per_lang]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, required=True)
    ap.add_argument("--seed", type=int, default=17)
    ap.add_argument("--per-lang", type=int, default=300, help="negatives per language (as many positives)")
    args = ap.parse_args(argv)
    rows = [r for code in LANGS for r in generate(code, args.seed, args.per_lang)]
    args.out.parent.mkdir(parents=True, exist_ok=True)
    with args.out.open("w", encoding="utf-8") as fh:
        for r in rows:
            fh.write(json.dumps(r, ensure_ascii=False) + "\n")
    print(f"wrote {len(rows)} pairs to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
