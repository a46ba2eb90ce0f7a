"""Train the offline judge's logistic regression (src/ragmeter/judges/offline/weights.json).

    python scripts/train_offline_judge.py                 # train, cross-validate, write weights
    python scripts/train_offline_judge.py --no-write      # only report the cross-validation

Data: the human-labelled files of ``../shared/data/faithfulness/`` (``--data``), plus
synthetic perturbations of premise sentences, as MiniCheck built its training data: a
sentence copied from the premise is supported; the same sentence with a number
changed, two names swapped, a negation added or removed, or a word replaced by its
antonym is not.

Labels are per answer, features per claim: an answer is faithful when its weakest
claim is supported. Training is multiple-instance: every claim of a faithful answer is
a positive; of an unfaithful answer only its weakest claim (by the current model) is a
negative. Weights give each of the 5 families the same total and balance the classes
inside each family, which is what the family-averaged balanced accuracy rewards.

Leave-one-family-out cross-validation (train on 4 families, choose the threshold on
them, test on the 5th) is printed and stored in the weights' ``meta``: it estimates
how the judge does on data it was not tuned on. Deterministic: same data, same weights.
CPU only; about a minute on 2 cores.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import pickle
import random
import re
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "src"))

from judge_data import DEFAULT_DATA, FAMILIES, family_mean, load  # noqa: E402

from ragmeter.judges.offline.align import Premise  # noqa: E402
from ragmeter.judges.offline.features import (  # noqa: E402
    FEATURES,
    NEGATIVE,
    POSITIVE,
    ClaimContext,
    features,
    vetoed,
)
from ragmeter.judges.offline.model import LinearModel  # noqa: E402
from ragmeter.text.claims import claims  # noqa: E402
from ragmeter.text.facts import entities, has_negation  # noqa: E402
from ragmeter.text.lexicon import ANTONYMS  # noqa: E402
from ragmeter.text.tokenize import content_tokens  # noqa: E402

WEIGHTS = ROOT / "src" / "ragmeter" / "judges" / "offline" / "weights.json"


@dataclass
class Item:
    """One answer: its claims' feature rows and the human label."""

    file: str
    family: str
    label: int
    rows: np.ndarray  # (n_claims, n_features)
    synthetic: bool = False
    texts: tuple[tuple[str, str], ...] = ()  # (claim, evidence window) per row


def dev_files(data: Path) -> list[Path]:
    """The human-labelled files of the 5 families, in the order items are built."""
    return [p for p in sorted(data.glob("*.jsonl")) if p.name.removesuffix(".jsonl") in FAMILIES]


def checkable(record: dict) -> tuple[Premise, list[str]] | None:
    """The record's premise and claims; None (no item) when either is empty."""
    premise = Premise(record["contexts"])
    parts = claims(record["answer"])
    return None if not parts or premise.empty else (premise, parts)


def answer_items(record: dict, file: str) -> Item | None:
    found = checkable(record)
    if found is None:
        return None
    premise, parts = found
    q = record.get("question") or ""
    ctx = ClaimContext(len(parts), frozenset(content_tokens(q)) if q else frozenset())
    als = [premise.align(c) for c in parts]
    rows = np.array([features(al, ctx) for al in als], dtype=float)
    texts = tuple((c, al.evidence()) for c, al in zip(parts, als))
    return Item(file, FAMILIES[file], int(record["label"]), rows, False, texts)


# ---------------------------------------------------------------- synthetic perturbations
_NEG_AUX = re.compile(r"\b(is|are|was|were|has|have|had|can|will|does|did|do|should|could|would)\b")


def perturb(sentence: str, pool: Sequence[str], rng: random.Random) -> list[tuple[str, str]]:
    """Unsupported variants of a supported sentence: (kind, text)."""
    out: list[tuple[str, str]] = []
    nums = re.findall(r"(?<![\w.])\d+(?:[.,]\d+)?", sentence)
    if nums:
        n = rng.choice(nums)
        value = float(n.replace(",", ""))
        new = str(int(value) + rng.choice([1, 2, 3, 10, -1])) if value.is_integer() else f"{value * 2:g}"
        if new != n:
            out.append(("number", sentence.replace(n, new, 1)))
    ents = [e for e in entities(sentence) if len(e) > 2]
    raw = {e: m.group(0) for e in ents for m in [re.search(re.escape(e), sentence, re.IGNORECASE)] if m}
    if len(raw) >= 2:
        a, b = rng.sample(sorted(raw), 2)
        ra, rb = raw[a], raw[b]
        if ra not in rb and rb not in ra:
            swapped = sentence.replace(ra, "\x00").replace(rb, ra).replace("\x00", rb)
            out.append(("swap", swapped))
    others = sorted({e for p in pool for e in entities(p)} - set(ents))
    if raw and others:
        a = rng.choice(sorted(raw))
        out.append(("entity", sentence.replace(raw[a], rng.choice(others).title(), 1)))
    if has_negation(sentence):
        removed = re.sub(r"\b(not|never|no)\s+", "", sentence, count=1)
        removed = re.sub(r"n't\b", "", removed, count=1)
        if removed != sentence:
            out.append(("negation", removed))
    else:
        m = _NEG_AUX.search(sentence)
        if m:
            out.append(("negation", sentence[: m.end()] + " not" + sentence[m.end() :]))
    words = re.findall(r"[A-Za-z]+", sentence)
    flips = [w for w in words if w.lower() in ANTONYMS]
    if flips:
        w = rng.choice(flips)
        opp = sorted(ANTONYMS[w.lower()])[0]
        out.append(("antonym", re.sub(rf"\b{re.escape(w)}\b", opp, sentence, count=1)))
    return out


def synthetic_items(records: Sequence[dict], file: str, rng: random.Random, per_file: int) -> list[Item]:
    """Copied premise sentences (supported) and their perturbations (not supported)."""
    items: list[Item] = []
    order = list(range(len(records)))
    rng.shuffle(order)
    for idx in order:
        if len(items) >= per_file:
            break
        r = records[idx]
        premise = Premise(r["contexts"])
        cands = [s.text for s in premise.sentences if 6 <= len(s.tokens) <= 30]
        if not cands:
            continue
        sent = rng.choice(cands)
        ctx = ClaimContext(1)
        al = premise.align(sent)
        items.append(
            Item(file, FAMILIES[file], 1, np.array([features(al, ctx)]), True, ((sent, al.evidence()),))
        )
        for _kind, text in perturb(sent, r["contexts"], rng):
            if text.strip() and text != sent:
                al = premise.align(text)
                row = features(al, ctx)
                items.append(Item(file, FAMILIES[file], 0, np.array([row]), True, ((text, al.evidence()),)))
    return items


# ---------------------------------------------------------------- logistic regression
def _bounds(names: Sequence[str], positive: frozenset[str]) -> tuple[np.ndarray, np.ndarray]:
    lo = np.array([0.0 if f in positive else -np.inf for f in names] + [-np.inf])
    hi = np.array([0.0 if f in NEGATIVE else np.inf for f in names] + [np.inf])
    return lo, hi


def fit_logreg(
    x: np.ndarray,
    y: np.ndarray,
    w: np.ndarray,
    l2: float,
    names: Sequence[str] = FEATURES,
    positive: frozenset[str] = POSITIVE,
) -> tuple[np.ndarray, float]:
    """Weighted L2-regularised logistic regression with sign constraints, by projected
    Newton steps over the free (unclipped) coefficients. Deterministic."""
    n, d = x.shape
    xb = np.hstack([x, np.ones((n, 1))])
    beta = np.zeros(d + 1)
    lo, hi = _bounds(names, positive)
    reg = np.full(d + 1, l2)
    reg[-1] = 0.0

    def loss(b: np.ndarray) -> float:
        z = xb @ b
        return float(np.sum(w * (np.logaddexp(0, z) - y * z)) + 0.5 * np.sum(reg * b * b))

    current = loss(beta)
    for _ in range(200):
        z = np.clip(xb @ beta, -30, 30)
        p = 1 / (1 + np.exp(-z))
        grad = xb.T @ (w * (p - y)) + reg * beta
        # A coefficient held at its bound by a gradient pushing outward stays fixed.
        fixed = ((beta <= lo) & (grad > 0)) | ((beta >= hi) & (grad < 0))
        free = ~fixed
        hess = (xb * (w * p * (1 - p))[:, None]).T @ xb + np.diag(reg) + 1e-6 * np.eye(d + 1)
        step = np.zeros(d + 1)
        step[free] = np.linalg.solve(hess[np.ix_(free, free)], grad[free])
        t = 1.0
        while True:  # backtracking keeps every accepted step a descent
            new = np.clip(beta - t * step, lo, hi)
            value = loss(new)
            if value <= current or t < 1e-6:
                break
            t /= 2
        moved = np.max(np.abs(new - beta))
        beta, current = new, min(value, current)
        if moved < 1e-7:
            break
    return beta[:-1], float(beta[-1])


def item_weights(items: Sequence[Item], synthetic_share: float) -> np.ndarray:
    """Each family sums to 1, classes balanced inside it; synthetic items share a fixed part."""
    w = np.zeros(len(items))
    groups: dict[tuple[str, bool, int], list[int]] = {}
    for i, it in enumerate(items):
        groups.setdefault((it.family, it.synthetic, it.label), []).append(i)
    fams = {it.family for it in items}
    for (_fam, syn, _label), idx in groups.items():
        share = synthetic_share if syn else 1.0 - synthetic_share
        for i in idx:
            w[i] = share * 0.5 / len(idx)
    return w / len(fams) * len(items)


def train(
    items: Sequence[Item],
    l2: float,
    synthetic_share: float,
    rounds: int = 3,
    names: tuple[str, ...] = FEATURES,
    positive: frozenset[str] = POSITIVE,
) -> LinearModel:
    """The sign-constrained regression, multiple-instance. ``names`` may extend the
    lexical features (the entailment model is not one of its inputs)."""
    all_rows = np.vstack([it.rows for it in items])
    mean = all_rows.mean(axis=0)
    scale = all_rows.std(axis=0)
    scale[scale < 1e-9] = 1.0
    iw = item_weights(items, synthetic_share)
    model: LinearModel | None = None
    for _ in range(rounds):
        xs, ys, ws = [], [], []
        for it, wi in zip(items, iw):
            z = (it.rows - mean) / scale
            if it.label == 1:
                xs.append(z)
                ys.append(np.ones(len(z)))
                ws.append(np.full(len(z), wi / len(z)))
            else:
                if model is None:
                    k = int(np.argmin(it.rows[:, FEATURES.index("cov_all")]))
                else:
                    k = int(np.argmin([model.logit(r) for r in it.rows]))
                xs.append(z[k : k + 1])
                ys.append(np.zeros(1))
                ws.append(np.array([wi]))
        coef, b = fit_logreg(np.vstack(xs), np.concatenate(ys), np.concatenate(ws), l2, names, positive)
        model = LinearModel(names, tuple(coef), b, tuple(mean), tuple(scale))
    assert model is not None
    return model


def answer_logits(model: LinearModel, items: Sequence[Item]) -> np.ndarray:
    """Each answer's weakest claim logit, a vetoed claim counting as -inf."""
    return np.array([min(-np.inf if vetoed(r) else model.logit(r) for r in it.rows) for it in items])


def answer_probs(model: LinearModel, items: Sequence[Item]) -> np.ndarray:
    """P(faithful) of each answer: its weakest claim, a vetoed claim counting as 0."""
    return 1 / (1 + np.exp(-answer_logits(model, items)))


def bacc(labels: np.ndarray, decisions: np.ndarray) -> float:
    pos = labels == 1
    return float((decisions[pos].mean() + (1 - decisions[~pos]).mean()) / 2)


def per_file_bacc(items: Sequence[Item], probs: np.ndarray, t: float) -> dict[str, float]:
    out = {}
    for f in sorted({it.file for it in items}):
        idx = [i for i, it in enumerate(items) if it.file == f]
        labels = np.array([items[i].label for i in idx])
        out[f] = bacc(labels, (probs[idx] >= t).astype(float))
    return out


def choose_threshold(items: Sequence[Item], probs: np.ndarray) -> float:
    best_t, best = 0.5, -1.0
    for t in np.linspace(0.05, 0.95, 181):
        score = family_mean(per_file_bacc(items, probs, float(t)))
        if score > best + 1e-12:
            best_t, best = float(t), score
    return best_t


@dataclass
class Fold:
    """One leave-one-family-out fold: the threshold chosen on the other families and the
    held-out family's BAcc per file."""

    family: str
    threshold: float
    files: dict[str, float]

    @property
    def bacc(self) -> float:
        return sum(self.files.values()) / len(self.files)


def lofo(
    real: Sequence[Item],
    synth: Sequence[Item],
    l2: float,
    synthetic_share: float,
    names: tuple[str, ...] = FEATURES,
    positive: frozenset[str] = POSITIVE,
) -> list[Fold]:
    """Train on 4 families (their answers and synthetic pairs), choose the threshold on
    their answers, test on the 5th; once per family."""
    folds = []
    for fam in sorted({it.family for it in real}):
        train_items = [it for it in [*real, *synth] if it.family != fam]
        test_items = [it for it in real if it.family == fam]
        model = train(train_items, l2, synthetic_share, names=names, positive=positive)
        tr_real = [it for it in train_items if not it.synthetic]
        t = choose_threshold(tr_real, answer_probs(model, tr_real))
        folds.append(Fold(fam, t, per_file_bacc(test_items, answer_probs(model, test_items), t)))
    return folds


def with_threshold(model: LinearModel, t: float, meta: dict) -> LinearModel:
    return LinearModel(model.features, model.coef, model.intercept, model.mean, model.scale, t, meta)


def load_items(
    data: Path, seed: int, per_file: int, cache: Path | None = None
) -> tuple[list[Item], list[Item], hashlib._Hash]:
    """The dev answers and the synthetic pairs as feature rows (read from ``cache``, a
    pickle, when it exists; written to it otherwise), and a digest of the data files."""
    t0 = time.perf_counter()
    real: list[Item] = []
    synth: list[Item] = []
    rng = random.Random(seed)
    digest = hashlib.sha256()
    paths = dev_files(data)
    for path in paths:
        digest.update(path.read_bytes())
    if cache is not None and cache.exists():
        real, synth = pickle.loads(cache.read_bytes())
        return real, synth, digest
    for path in paths:
        name = path.name.removesuffix(".jsonl")
        records = load(path)
        real += [it for r in records if (it := answer_items(r, name)) is not None]
        synth += synthetic_items(records, name, rng, per_file)
        print(f"features: {name} ({time.perf_counter() - t0:.0f}s)", file=sys.stderr)
    if cache is not None:
        cache.write_bytes(pickle.dumps((real, synth)))
    return real, synth, digest


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA)
    ap.add_argument("--l2", type=float, default=1.0)
    ap.add_argument("--synthetic-share", type=float, default=0.1)
    ap.add_argument("--synthetic-per-file", type=int, default=400)
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--no-write", action="store_true")
    ap.add_argument("--cache", type=Path, default=None, help="pickle of computed features (experiments)")
    args = ap.parse_args(argv)

    t0 = time.perf_counter()
    real, synth, digest = load_items(args.data, args.seed, args.synthetic_per_file, args.cache)

    # Leave one family out.
    cv: dict[str, float] = {}
    cv_files: dict[str, float] = {}
    for fold in lofo(real, synth, args.l2, args.synthetic_share):
        cv_files.update(fold.files)
        cv[fold.family] = fold.bacc
        print(
            f"LOFO {fold.family:10s} threshold={fold.threshold:.3f} BAcc={fold.bacc:.3f} {fold.files}",
            file=sys.stderr,
        )
    cv_mean = sum(cv.values()) / len(cv)
    print(f"LOFO mean over {len(cv)} families: {cv_mean:.3f}", file=sys.stderr)

    model = train(real + synth, args.l2, args.synthetic_share)
    t = choose_threshold(real, answer_probs(model, real))
    fit = per_file_bacc(real, answer_probs(model, real), t)
    print(f"all data: threshold={t:.3f} BAcc={family_mean(fit):.3f} {fit}", file=sys.stderr)
    meta = {
        "trained_by": "scripts/train_offline_judge.py",
        "args": {k: v for k, v in vars(args).items() if k not in ("data", "no_write", "cache")},
        "data_sha256": digest.hexdigest()[:16],
        "n_answers": len(real),
        "n_synthetic": len(synth),
        "lofo_bacc": {k: round(v, 4) for k, v in cv.items()},
        "lofo_bacc_files": {k: round(v, 4) for k, v in cv_files.items()},
        "lofo_mean": round(cv_mean, 4),
        "train_bacc_mean": round(family_mean(fit), 4),
    }
    final = with_threshold(model, t, meta)
    body = final.to_dict()
    body["meta"]["fingerprint"] = hashlib.sha256(
        json.dumps([body["coef"], body["intercept"], body["threshold"]]).encode()
    ).hexdigest()[:12]
    for name, c in sorted(zip(FEATURES, final.coef), key=lambda p: -abs(p[1])):
        print(f"  {name:24s} {c:+.3f}", file=sys.stderr)
    if not args.no_write:
        WEIGHTS.write_text(json.dumps(body, indent=1) + "\n", encoding="utf-8")
        print(f"wrote {WEIGHTS.relative_to(ROOT)}", file=sys.stderr)
    print(f"done in {time.perf_counter() - t0:.0f}s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
