"""Training pairs for the offline judge's entailment model (``scripts/train_nli_m.py``).

Two sources, both outside the human-labelled faithfulness files (so those stay an
honest test of the judge):

* the licensed NLI files of ``../shared/data/nli/`` (FEVER-NLI, MultiNLI, Breaking NLI;
  binary labels, see their README), split into train and a held-out part by a stable
  hash of each pair's id;
* synthetic RAG-shaped pairs made from the *training* premises: a premise sentence (or
  one atomic claim of it, as ragmeter splits answers) is supported by its premise; the
  same sentence with a number, date, name, negation, quantifier or antonym changed, two
  names swapped, or a "moved from X to Y" turned around is not (MiniCheck's recipe).

Every pair is ``(claim, evidence, label)``: the model reads ``[CLS] claim [SEP]
evidence [SEP]``, the order the judge uses at run time.
"""

from __future__ import annotations

import hashlib
import json
import random
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from pathlib import Path

from train_offline_judge import perturb

from ragmeter.text.claims import claims
from ragmeter.text.sentences import sentences

#: English files the model trains on; Korean (KLUE) only measures (no Hangul in the vocabulary)
TRAIN_FILES = ("fever_nli.jsonl", "mnli.jsonl", "breaking_nli.jsonl")
KOREAN_FILE = "klue_nli_ko.jsonl"
#: share of each file kept out of training (by hash of the id) to report accuracy on
HELDOUT_SHARE = 0.08


@dataclass(frozen=True)
class Pair:
    claim: str
    evidence: str
    label: int
    source: str  # file or synthetic kind


def heldout(pair_id: str, share: float = HELDOUT_SHARE) -> bool:
    h = int.from_bytes(hashlib.sha256(pair_id.encode("utf-8")).digest()[:8], "big")
    return h / 2**64 < share


def read_nli(path: Path) -> Iterator[tuple[dict, bool]]:
    with path.open(encoding="utf-8") as fh:
        for line in fh:
            if line.strip():
                rec = json.loads(line)
                yield rec, heldout(rec["id"])


def nli_pairs(data: Path, files: Sequence[str] = TRAIN_FILES) -> tuple[list[Pair], list[Pair]]:
    """(train, held-out) pairs of the licensed NLI files."""
    train: list[Pair] = []
    test: list[Pair] = []
    for name in files:
        for rec, out in read_nli(data / name):
            pair = Pair(rec["hypothesis"], rec["premise"], int(rec["label"]), name.removesuffix(".jsonl"))
            (test if out else train).append(pair)
    return train, test


_QUANTIFIERS = {
    "all": "some",
    "every": "some",
    "always": "sometimes",
    "never": "sometimes",
    "many": "few",
    "most": "few",
    "some": "all",
    "sometimes": "always",
    "several": "no",
}
_MOVED = re.compile(r"\bfrom ([A-Z][\w.-]*(?: [A-Z][\w.-]*)*) to ([A-Z][\w.-]*(?: [A-Z][\w.-]*)*)")
_YEAR = re.compile(r"\b(1[5-9]\d\d|20\d\d)\b")
_MONTHS = ("January February March April May June July August September October November December").split()


def _extra_perturbations(sentence: str, rng: random.Random) -> list[tuple[str, str]]:
    """Changes ``perturb`` does not make: quantifiers, scope words, years, months,
    and the direction of a move."""
    out: list[tuple[str, str]] = []
    words = re.findall(r"\b[a-z]+\b", sentence)
    qs = [w for w in words if w in _QUANTIFIERS]
    if qs:
        w = rng.choice(qs)
        out.append(("quantifier", re.sub(rf"\b{w}\b", _QUANTIFIERS[w], sentence, count=1)))
    m = _MOVED.search(sentence)
    if m:
        out.append(
            ("moved", sentence[: m.start()] + f"from {m.group(2)} to {m.group(1)}" + sentence[m.end() :])
        )
    years = _YEAR.findall(sentence)
    if years:
        y = rng.choice(years)
        out.append(("year", sentence.replace(y, str(int(y) + rng.choice([-3, -1, 1, 2, 10])), 1)))
    months = [mo for mo in _MONTHS if re.search(rf"\b{mo}\b", sentence)]
    if months:
        mo = rng.choice(months)
        other = rng.choice([x for x in _MONTHS if x != mo])
        out.append(("month", re.sub(rf"\b{mo}\b", other, sentence, count=1)))
    return out


def synthetic_pairs(premises: Sequence[str], n_sources: int, seed: int) -> list[Pair]:
    """RAG-shaped pairs from premise sentences: the sentence or one of its atomic claims
    is supported by the premise; each perturbation of it is not."""
    rng = random.Random(seed)
    pool = list(dict.fromkeys(p for p in premises if 40 <= len(p) <= 1200))
    rng.shuffle(pool)
    out: list[Pair] = []
    used = 0
    for premise in pool:
        if used >= n_sources:
            break
        sents = [s for s in sentences(premise) if 6 <= len(s.split()) <= 40]
        if not sents:
            continue
        used += 1
        sent = rng.choice(sents)
        parts = [c for c in claims(sent) if len(c.split()) >= 4]
        claim = rng.choice(parts) if parts and rng.random() < 0.5 else sent
        out.append(Pair(claim, premise, 1, "synthetic:copy"))
        neg = [(k, t) for k, t in perturb(claim, [premise], rng) + _extra_perturbations(claim, rng)]
        neg = [(k, t) for k, t in neg if t.strip() and t != claim]
        rng.shuffle(neg)
        for kind, text in neg[:2]:
            out.append(Pair(text, premise, 0, f"synthetic:{kind}"))
    return out
