"""Train the regression that combines the lexical features with the entailment model's
logit (src/ragmeter/judges/offline/weights_nli.json), and measure the three offline
deciders honestly, leave one family out.

    python scripts/train_offline_judge.py --cache build/features.pkl   # lexical weights + feature cache
    python scripts/train_cascade.py --cache build/features.pkl         # combined weights + LOFO table

The entailment model (``scripts/train_nli.py``) never saw the human-labelled files, so
its logits are not fitted to any family. Its logit for every claim's (claim, evidence
window) pair is computed once with the shipped model and kept in
``build/nli/dev_logits.pkl``.

Per held-out family, the lexical regression and the combined regression are both
trained on the other 4 families (their answers and synthetic pairs; multiple-instance,
sign-constrained, the entailment logit may only raise P(supported)), the thresholds are
chosen on those 4 families, and the held-out family is decided three ways:

* ``lexical``: today's judge;
* ``nli``: every claim that no explicit check vetoes is decided by the combined model;
* ``cascade``: only claims whose lexical logit lies within ``CASCADE_BAND`` of the
  threshold go to the combined model (the rest keep the lexical decision).

Korean/Chinese claims never go to the model (none of these files has any). The share of
claims sent to the model is printed too: it is what sets the judge's speed.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import pickle
import sys
import time
from collections.abc import Sequence
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "src"))

from judge_data import DEFAULT_DATA, family_mean  # noqa: E402
from train_offline_judge import (  # noqa: E402
    Item,
    answer_probs,
    choose_threshold,
    fit_logreg,
    item_weights,
    load_items,
    train,
)

from ragmeter.judges.offline.features import FEATURES, POSITIVE, hard_veto, vetoed  # noqa: E402
from ragmeter.judges.offline.model import LEXICAL_MARGIN, NLI_FEATURE, LinearModel  # noqa: E402
from ragmeter.judges.offline.nli import CrossEncoder, covers, default_cross_encoder  # noqa: E402
from ragmeter.judges.offline.verify import CASCADE_BAND, NLI_CLIP, RESCUE_FLOOR, routes_to_model  # noqa: E402

WEIGHTS_NLI = ROOT / "src" / "ragmeter" / "judges" / "offline" / "weights_nli.json"
NAMES = (*FEATURES, NLI_FEATURE)
PAIR = (LEXICAL_MARGIN, NLI_FEATURE)
COV_ALL = FEATURES.index("cov_all")
POSITIVE_NLI = POSITIVE | {NLI_FEATURE}


def log(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)


def nli_logits(items: Sequence[Item], encoder: CrossEncoder, cache: Path) -> dict[tuple[str, str], float]:
    """The entailment logit of every (claim, evidence) pair the model could be asked about."""
    known: dict[tuple[str, str], float] = {}
    if cache.exists():
        known = pickle.loads(cache.read_bytes())
    todo = sorted(
        {
            t
            for it in items
            for r, t in zip(it.rows, it.texts)
            if not hard_veto(r) and r[COV_ALL] >= RESCUE_FLOOR and covers(t[0]) and t not in known
        }
    )
    log(f"entailment logits: {len(known)} cached, {len(todo)} to compute")
    t0 = time.perf_counter()
    for s in range(0, len(todo), 512):
        chunk = todo[s : s + 512]
        known.update(zip(chunk, encoder.logits(chunk)))
        cache.write_bytes(pickle.dumps(known))
        el = time.perf_counter() - t0
        log(f"  {s + len(chunk)}/{len(todo)} ({el:.0f}s, {(s + len(chunk)) / el:.1f} pairs/s)")
    return known


def with_nli(items: Sequence[Item], logits: dict[tuple[str, str], float]) -> list[Item]:
    """Items whose rows carry the clipped logit as one more column (0 where the model is
    never asked: vetoed or CJK claims, which the combined model never decides)."""
    out = []
    for it in items:
        col = [np.clip(logits.get(t, 0.0), -NLI_CLIP, NLI_CLIP) for t in it.texts]
        rows = np.hstack([it.rows, np.array(col, dtype=float)[:, None]])
        out.append(Item(it.file, it.family, it.label, rows, it.synthetic, it.texts))
    return out


def _logit(p: float) -> float:
    p = min(max(p, 1e-9), 1 - 1e-9)
    return float(np.log(p / (1 - p)))


def claim_margins(
    lex: LinearModel, comb: LinearModel | None, it: Item, mode: str, band: tuple[float, float]
) -> tuple[list[float], int]:
    """Each claim's margin over its decider's threshold (-inf when vetoed), and how many
    claims the combined model decided (the judge's own routing rule)."""
    out = []
    asked = 0
    t_lex = _logit(lex.threshold)
    for r, t in zip(it.rows, it.texts):
        x = r[: len(FEATURES)]
        m = lex.logit(x) - t_lex
        if comb is not None and routes_to_model(mode, x, m, band, t[0]):
            asked += 1
            inputs = [m, r[-1]] if comb.features == PAIR else list(r)
            out.append(comb.logit(inputs) - _logit(comb.threshold))
        else:
            out.append(-np.inf if vetoed(x) else m)
    return out, asked


def decide(
    lex: LinearModel, comb: LinearModel | None, items: Sequence[Item], mode: str, band: tuple[float, float]
) -> tuple[np.ndarray, float]:
    """Faithful (1) when every claim clears its decider's threshold; and the share of
    claims sent to the combined model."""
    dec = []
    asked = total = 0
    for it in items:
        margins, a = claim_margins(lex, comb, it, mode, band)
        asked += a
        total += len(margins)
        dec.append(float(min(margins) >= 0))
    return np.array(dec), asked / max(total, 1)


def choose_comb_threshold(
    lex: LinearModel, comb: LinearModel, items: Sequence[Item], mode: str, band: tuple[float, float]
) -> float:
    best_t, best = 0.5, -1.0
    for t in np.linspace(0.05, 0.95, 91):
        c = LinearModel(comb.features, comb.coef, comb.intercept, comb.mean, comb.scale, float(t))
        dec, _ = decide(lex, c, items, mode, band)
        score = family_mean(files_bacc(items, dec))
        if score > best + 1e-12:
            best_t, best = float(t), score
    return best_t


def files_bacc(items: Sequence[Item], dec: np.ndarray) -> dict[str, float]:
    out = {}
    for f in sorted({it.file for it in items}):
        idx = [i for i, it in enumerate(items) if it.file == f]
        y = np.array([items[i].label for i in idx])
        d = dec[idx]
        out[f] = float((d[y == 1].mean() + (1 - d[y == 0]).mean()) / 2)
    return out


def fit_pair_combiner(
    lex: LinearModel, items: Sequence[Item], l2: float, share: float, mode: str, band: tuple[float, float]
) -> LinearModel:
    """A two-input regression (the lexical margin, the entailment logit) fitted on the
    claims the model is asked about: every routed claim of a faithful answer is a
    positive; an unfaithful answer whose other claims all pass gives its weakest routed
    claim as the negative (its error must be among them)."""
    iw = item_weights(items, share)
    xs: list[list[float]] = []
    ys: list[float] = []
    ws: list[float] = []
    t_lex = _logit(lex.threshold)
    for it, wi in zip(items, iw):
        routed: list[list[float]] = []
        others_ok = True
        for r, t in zip(it.rows, it.texts):
            x = r[: len(FEATURES)]
            m = lex.logit(x) - t_lex
            if routes_to_model(mode, x, m, band, t[0]):
                routed.append([m, float(r[-1])])
            elif vetoed(x) or m < 0:
                others_ok = False
        if not routed:
            continue
        if it.label == 1:
            xs += routed
            ys += [1.0] * len(routed)
            ws += [wi / len(routed)] * len(routed)
        elif others_ok:
            k = min(range(len(routed)), key=lambda i: routed[i][0] + routed[i][1])
            xs.append(routed[k])
            ys.append(0.0)
            ws.append(wi)
    x_arr = np.array(xs)
    mean, scale = x_arr.mean(axis=0), x_arr.std(axis=0)
    scale[scale < 1e-9] = 1.0
    coef, b = fit_logreg((x_arr - mean) / scale, np.array(ys), np.array(ws), l2, PAIR, frozenset(PAIR))
    return LinearModel(PAIR, tuple(coef), b, tuple(mean), tuple(scale))


def fit_pair(
    real: Sequence[Item],
    synth: Sequence[Item],
    l2: float,
    share: float,
    mode: str,
    band: tuple[float, float],
    combiner: str = "pair",
) -> tuple[LinearModel, LinearModel]:
    """The lexical and the combined regression with their thresholds, from these items."""
    lex_items = [
        Item(i.file, i.family, i.label, i.rows[:, : len(FEATURES)], i.synthetic, i.texts)
        for i in [*real, *synth]
    ]
    lex = train(lex_items, l2, share)
    lex_real = [i for i in lex_items if not i.synthetic]
    t = choose_threshold(lex_real, answer_probs(lex, lex_real))
    lex = LinearModel(lex.features, lex.coef, lex.intercept, lex.mean, lex.scale, t)
    if combiner == "pair":
        comb = fit_pair_combiner(lex, [*real, *synth], l2, share, mode, band)
    else:
        comb = train([*real, *synth], l2, share, names=NAMES, positive=POSITIVE_NLI)
    tc = choose_comb_threshold(lex, comb, real, mode, band)
    return lex, LinearModel(comb.features, comb.coef, comb.intercept, comb.mean, comb.scale, tc)


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA)
    ap.add_argument("--cache", type=Path, default=ROOT / "build" / "features.pkl")
    ap.add_argument("--logits", type=Path, default=ROOT / "build" / "nli" / "dev_logits.pkl")
    ap.add_argument("--l2", type=float, default=1.0)
    ap.add_argument("--synthetic-share", type=float, default=0.1)
    ap.add_argument("--synthetic-per-file", type=int, default=400)
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--band", default=f"{CASCADE_BAND[0]},{CASCADE_BAND[1]}")
    ap.add_argument(
        "--combiner",
        choices=("pair", "full"),
        default="pair",
        help="pair: a regression over (lexical margin, entailment logit) on the routed claims; "
        "full: the lexical features and the logit over all claims",
    )
    ap.add_argument("--no-write", action="store_true")
    args = ap.parse_args(argv)
    band = tuple(float(v) for v in args.band.split(","))
    assert len(band) == 2
    t0 = time.perf_counter()
    real, synth, digest = load_items(args.data, args.seed, args.synthetic_per_file, args.cache)
    if not all(it.texts for it in real):
        raise SystemExit(f"{args.cache} has no claim texts; rebuild it with scripts/train_offline_judge.py")
    args.logits.parent.mkdir(parents=True, exist_ok=True)
    logits = nli_logits([*real, *synth], default_cross_encoder(), args.logits)
    real_n, synth_n = with_nli(real, logits), with_nli(synth, logits)

    table: dict[str, dict[str, float]] = {"lexical": {}, "nli": {}, "cascade": {}}
    asked: dict[str, dict[str, float]] = {"nli": {}, "cascade": {}}
    per_file: dict[str, dict[str, float]] = {k: {} for k in table}
    for fam in sorted({it.family for it in real_n}):
        tr_r = [i for i in real_n if i.family != fam]
        tr_s = [i for i in synth_n if i.family != fam]
        test = [i for i in real_n if i.family == fam]
        for mode in ("nli", "cascade"):
            lex, comb = fit_pair(tr_r, tr_s, args.l2, args.synthetic_share, mode, band, args.combiner)
            dec, share = decide(lex, comb, test, mode, band)
            fb = files_bacc(test, dec)
            per_file[mode].update(fb)
            table[mode][fam] = sum(fb.values()) / len(fb)
            asked[mode][fam] = share
            if mode == "nli":
                dec_l, _ = decide(lex, None, test, "lexical", band)
                fl = files_bacc(test, dec_l)
                per_file["lexical"].update(fl)
                table["lexical"][fam] = sum(fl.values()) / len(fl)
        log(
            f"LOFO {fam:10s} lexical {table['lexical'][fam]:.3f}  nli {table['nli'][fam]:.3f} "
            f"(model on {asked['nli'][fam]:.0%})  cascade {table['cascade'][fam]:.3f} "
            f"(model on {asked['cascade'][fam]:.0%})"
        )
    means = {k: sum(v.values()) / len(v) for k, v in table.items()}
    log("LOFO mean: " + ", ".join(f"{k} {v:.3f}" for k, v in means.items()))

    lex, comb = fit_pair(real_n, synth_n, args.l2, args.synthetic_share, "cascade", band, args.combiner)
    dec, share = decide(lex, comb, real_n, "cascade", band)
    fit = files_bacc(real_n, dec)
    log(f"all data, cascade: BAcc {family_mean(fit):.3f} (model on {share:.0%} of claims) {fit}")
    meta = {
        "trained_by": "scripts/train_cascade.py",
        "args": {
            k: str(v) for k, v in vars(args).items() if k not in ("data", "no_write", "cache", "logits")
        },
        "data_sha256": digest.hexdigest()[:16],
        "band": list(band),
        "lofo_bacc": {k: {f: round(v, 4) for f, v in t.items()} for k, t in table.items()},
        "lofo_mean": {k: round(v, 4) for k, v in means.items()},
        "model_share": {k: {f: round(v, 4) for f, v in t.items()} for k, t in asked.items()},
        "train_bacc_mean": round(family_mean(fit), 4),
    }
    body = LinearModel(
        comb.features, comb.coef, comb.intercept, comb.mean, comb.scale, comb.threshold, meta
    ).to_dict()
    body["meta"]["fingerprint"] = hashlib.sha256(
        json.dumps([body["coef"], body["intercept"], body["threshold"]]).encode()
    ).hexdigest()[:12]
    for name, c in sorted(zip(comb.features, comb.coef), key=lambda p: -abs(p[1]))[:12]:
        log(f"  {name:24s} {c:+.3f}")
    if not args.no_write:
        WEIGHTS_NLI.write_text(json.dumps(body, indent=1) + "\n", encoding="utf-8")
        log(f"wrote {WEIGHTS_NLI.relative_to(ROOT)}")
    log(f"done in {time.perf_counter() - t0:.0f}s")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
