"""How far the offline judge's decision can go by choosing thresholds better.

    python scripts/judge_headroom.py [--cache /tmp/judge_features.pkl]

The shipped decision is "faithful when the weakest claim's probability of support is at
least one global threshold" (scripts/train_offline_judge.py). With the same trained
model and the same scores, this prints:

1. the dev mean BAcc with the shipped global threshold, and with the best threshold
   chosen *per file* (an upper bound that no deployable rule reaches: it uses the file's
   labels), i.e. what any rule that only moves the threshold could gain at most;
2. leave-one-family-out (LOFO) and in-sample results of two deployable variants:
   a threshold that moves with the number of claims (weakest logit + b * log(claims),
   b and the threshold chosen on the training families), and a second-stage answer-level
   regression over the claims' logits (weakest, second weakest, mean, share below 0,
   any veto, number of claims, premise size), weakest logit sign-constrained.

With ``--e5`` (needs the ``embeddings`` extra; ~8 minutes on one core), it also asks
whether sentence embeddings add what the lexical features miss: the multilingual-E5
cosine of each claim to its best-aligned premise sentence and to its best three become
two more features of the regression (trained without synthetic pairs, whose texts the
feature cache does not keep), once sign-constrained (similarity may only raise support)
and once free.

Same data, features and training as the shipped judge; deterministic; ~1-2 minutes on
one core (``--cache`` keeps the features between runs).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable, Sequence
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "scripts"))

import train_offline_judge as T
from judge_data import load

from ragmeter.judges.offline.model import LinearModel

Items = Sequence[T.Item]


def logits(model: LinearModel, items: Items) -> tuple[np.ndarray, np.ndarray]:
    """Each answer's weakest claim logit (a vetoed claim: -inf) and its claim count."""
    return T.answer_logits(model, items), np.array([len(it.rows) for it in items])


def sigmoid(z: np.ndarray) -> np.ndarray:
    return 1 / (1 + np.exp(-z))


def mean_bacc(items: Items, probs: np.ndarray, t: float) -> float:
    return T.family_mean(T.per_file_bacc(items, probs, t))


def per_file_best(items: Items, probs: np.ndarray) -> float:
    best = {}
    for f in sorted({it.file for it in items}):
        idx = [i for i, it in enumerate(items) if it.file == f]
        labels = np.array([items[i].label for i in idx])
        best[f] = max(T.bacc(labels, (probs[idx] >= t).astype(float)) for t in np.linspace(0.05, 0.95, 181))
    return T.family_mean(best)


# ---------------------------------------------------------------- variant 1: claim count


def fit_count(items: Items, z: np.ndarray, n: np.ndarray) -> tuple[float, float]:
    best = (-1.0, 0.0, 0.5)
    for b in np.linspace(0, 1.5, 16):
        probs = sigmoid(z + b * np.log(n))
        t = T.choose_threshold(items, probs)
        score = mean_bacc(items, probs, t)
        if score > best[0] + 1e-12:
            best = (score, float(b), t)
    return best[1], best[2]


# ---------------------------------------------------------------- variant 2: second stage

_PREMISE = T.FEATURES.index("log_premise_sentences")


def answer_rows(model: LinearModel, items: Items) -> np.ndarray:
    rows = []
    for it in items:
        z = np.array([-8.0 if T.vetoed(r) else float(np.clip(model.logit(r), -8, 8)) for r in it.rows])
        s = np.sort(z)
        rows.append(
            [
                s[0],
                s[1] if len(s) > 1 else s[0],
                z.mean(),
                float((z < 0).mean()),
                float(any(T.vetoed(r) for r in it.rows)),
                np.log(len(z)),
                it.rows[0][_PREMISE],
            ]
        )
    return np.array(rows)


def fit_stage2(items: Items, x: np.ndarray) -> Callable[[np.ndarray], np.ndarray]:
    mean, scale = x.mean(axis=0), x.std(axis=0)
    scale[scale < 1e-9] = 1.0
    labels = np.array([it.label for it in items], dtype=float)
    weights = T.item_weights(items, 0.0)  # the trainer's: families equal, classes balanced
    names = tuple(f"a{i}" for i in range(x.shape[1]))
    coef, b = T.fit_logreg((x - mean) / scale, labels, weights, 1.0, names, frozenset({"a0"}))
    return lambda rows: sigmoid(((rows - mean) / scale) @ coef + b)


# ---------------------------------------------------------------- embeddings as features


def e5_columns(data: Path, real: Items) -> list[T.Item]:
    """``real`` with two more columns per claim: the E5 cosine of the claim to its best
    premise sentence and to its best three joined (0 when nothing aligns)."""
    from ragmeter.text.similarity import E5Similarity

    texts: list[tuple[str, str, str]] = []
    for path in T.dev_files(data):
        for r in load(path):  # the records answer_items keeps, in its order
            if (found := T.checkable(r)) is None:
                continue
            premise, parts = found
            for c in parts:
                top = [premise.sentences[k].text for k in premise.align(c).ranked[:3]]
                texts.append((c, top[0] if top else "", " ".join(top)))
    assert len(texts) == sum(len(it.rows) for it in real), "claims out of step with the feature rows"
    e5 = E5Similarity()
    unique = list(dict.fromkeys(t for row in texts for t in row if t))
    vecs = {}
    for i in range(0, len(unique), 64):
        vecs.update(zip(unique[i : i + 64], e5.embed(unique[i : i + 64])))
        print(f"  e5: {min(i + 64, len(unique))}/{len(unique)} texts", file=sys.stderr, end="\r")
    cols = np.array(
        [
            [float(vecs[c] @ vecs[b]) if b else 0.0, float(vecs[c] @ vecs[w]) if w else 0.0]
            for c, b, w in texts
        ]
    )
    out, i = [], 0
    for it in real:
        n = len(it.rows)
        out.append(T.Item(it.file, it.family, it.label, np.hstack([it.rows, cols[i : i + n]])))
        i += n
    return out


def lofo_and_dev(
    items: Items, names: tuple[str, ...], positive: frozenset[str]
) -> tuple[float, float, LinearModel]:
    """LOFO mean and in-sample mean BAcc of the trainer's regression over ``names`` (no synthetic pairs)."""
    scores = [fold.bacc for fold in T.lofo(items, [], 1.0, 0.0, names, positive)]
    m = T.train(items, 1.0, 0.0, names=names, positive=positive)
    p = T.answer_probs(m, items)
    return float(np.mean(scores)), mean_bacc(items, p, T.choose_threshold(items, p)), m


def e5_report(data: Path, real: Items) -> None:
    extended = e5_columns(data, real)
    lexical = [T.Item(it.file, it.family, it.label, it.rows[:, : len(T.FEATURES)]) for it in extended]
    names = (*T.FEATURES, "e5_best", "e5_top3")
    runs = {
        "lexical only (no synthetic)": (lexical, T.FEATURES, T.POSITIVE),
        "+ E5 cosines, sign >= 0": (extended, names, T.POSITIVE | {"e5_best", "e5_top3"}),
        "+ E5 cosines, free sign": (extended, names, T.POSITIVE),
    }
    print(f"\n{'features':<30} {'LOFO mean':>9} {'dev (in-sample)':>16}  E5 coefficients")
    for name, (items, ns, pos) in runs.items():
        lofo, dev, m = lofo_and_dev(items, ns, pos)
        coefs = ", ".join(f"{c:+.2f}" for c in m.coef[len(T.FEATURES) :])
        print(f"{name:<30} {lofo:>9.3f} {dev:>16.3f}  {coefs}")


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", type=Path, default=T.DEFAULT_DATA)
    ap.add_argument("--cache", type=Path, default=None, help="pickle of computed features")
    ap.add_argument("--e5", action="store_true", help="also measure E5 similarities as features")
    args = ap.parse_args(argv)
    real, synth, _ = T.load_items(args.data, 13, 400, args.cache)  # the trainer's defaults

    model = T.train(real + synth, 1.0, 0.1)
    z, n = logits(model, real)
    t = T.choose_threshold(real, sigmoid(z))
    print(f"dev, shipped rule (one global threshold {t:.3f}): {mean_bacc(real, sigmoid(z), t):.3f}")
    bound = per_file_best(real, sigmoid(z))
    print(f"dev, best threshold per file (upper bound for any threshold rule): {bound:.3f}")

    rows: dict[str, dict[str, float]] = {"shipped": {}, "claim-count threshold": {}, "second stage": {}}
    for fam in sorted({it.family for it in real}):
        train_items = [it for it in real + synth if it.family != fam]
        tr = [it for it in train_items if not it.synthetic]
        te = [it for it in real if it.family == fam]
        m = T.train(train_items, 1.0, 0.1)
        (z_tr, n_tr), (z_te, n_te) = logits(m, tr), logits(m, te)
        t0 = T.choose_threshold(tr, sigmoid(z_tr))
        rows["shipped"][fam] = mean_bacc(te, sigmoid(z_te), t0)
        b, t1 = fit_count(tr, z_tr, n_tr)
        rows["claim-count threshold"][fam] = mean_bacc(te, sigmoid(z_te + b * np.log(n_te)), t1)
        stage2 = fit_stage2(tr, answer_rows(m, tr))
        t2 = T.choose_threshold(tr, stage2(answer_rows(m, tr)))
        rows["second stage"][fam] = mean_bacc(te, stage2(answer_rows(m, te)), t2)
        print(
            f"  held out {fam}: " + ", ".join(f"{k} {v[fam]:.3f}" for k, v in rows.items()), file=sys.stderr
        )

    b, t1 = fit_count(real, z, n)
    count_in = mean_bacc(real, sigmoid(z + b * np.log(n)), t1)
    stage2 = fit_stage2(real, answer_rows(model, real))
    p2 = stage2(answer_rows(model, real))
    second_in = mean_bacc(real, p2, T.choose_threshold(real, p2))
    insample = {
        "shipped": mean_bacc(real, sigmoid(z), t),
        "claim-count threshold": count_in,
        "second stage": second_in,
    }
    print(f"\n{'variant':<24} {'LOFO mean':>9} {'dev (in-sample)':>16}")
    for name, by_family in rows.items():
        print(f"{name:<24} {np.mean(list(by_family.values())):>9.3f} {insample[name]:>16.3f}")
    if args.e5:
        e5_report(args.data, real)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
