"""Text metrics that need no judge: hallucinated facts, ROUGE, exact match, token F1,
BERTScore (extra)."""

from __future__ import annotations

import os
import re
import string
import threading
from collections import Counter
from importlib.util import find_spec
from typing import Any

from ragmeter.errors import ConfigError
from ragmeter.judges.base import Judgement
from ragmeter.metrics.base import Kind, Metric, MetricSpec, Param
from ragmeter.sample import Sample, Score, Status
from ragmeter.text.facts import entities, is_refusal, numbers
from ragmeter.text.tokenize import normalize, strip_korean_suffix, words

__all__ = ["SPECS", "squad_f1", "squad_normalize"]


# ---------------------------------------------------------------- hallucination
#: characters of the answer, and of the contexts joined, that hallucination reads (a 20 MB
#: answer costs what a 1 MB one does; the reason says when a text was cut)
MAX_CHECKED_CHARS = 1_000_000


def hallucination(sample: Sample, _j: Judgement | None, _m: Metric) -> Score:
    answer = sample.answer or ""
    if not answer.strip():
        return Score.not_applicable("the sample has no answer")
    if is_refusal(answer):
        return Score.of(0.0, "the answer is a refusal: it states no facts", refusal=True)
    context = "\n".join(sample.context_texts)
    cut = len(answer) > MAX_CHECKED_CHARS or len(context) > MAX_CHECKED_CHARS
    answer, context = answer[:MAX_CHECKED_CHARS], context[:MAX_CHECKED_CHARS]
    ctx_numbers = numbers(context)
    ctx_norm = normalize(context)
    ans_numbers = sorted(numbers(answer))
    ans_entities = sorted(entities(answer))
    bad_numbers = [n for n in ans_numbers if n not in ctx_numbers]
    bad_entities = [e for e in ans_entities if e not in ctx_norm]
    total = len(ans_numbers) + len(ans_entities)
    if total == 0:
        return Score.of(0.0, "the answer states no numbers or names to check", checked=0)
    bad = len(bad_numbers) + len(bad_entities)
    reason = f"{bad} of {total} numbers/names in the answer are absent from the contexts"
    if bad:
        shown = [_fmt(n) for n in bad_numbers[:5]] + bad_entities[:5]
        reason += ": " + ", ".join(shown)
    if cut:
        reason += f" (read: the first {MAX_CHECKED_CHARS:,} characters of the answer and of the contexts)"
    return Score.of(
        bad / total,
        reason,
        unsupported_numbers=[_fmt(n) for n in bad_numbers],
        unsupported_entities=bad_entities,
        checked=total,
    )


def _fmt(n: float) -> str:
    return str(int(n)) if n == int(n) else f"{n:g}"


# ---------------------------------------------------------------- ROUGE
class _Tokenizer:
    """rouge-score's default tokenizer keeps only [a-z0-9]; this one keeps every script
    and strips Korean particles so that Hangul words are compared by their stems."""

    def tokenize(self, text: str) -> list[str]:
        return [strip_korean_suffix(t) for t in words(text)]


_rouge_lock = threading.Lock()
_rouge_scorer: Any = None


def _scorer() -> Any:
    global _rouge_scorer
    with _rouge_lock:
        if _rouge_scorer is None:
            from rouge_score import rouge_scorer

            _rouge_scorer = rouge_scorer.RougeScorer(["rouge1", "rouge2", "rougeL"], tokenizer=_Tokenizer())
        return _rouge_scorer


def _rouge_all(sample: Sample) -> dict[str, Any] | Score:
    if not sample.reference:
        return Score.not_applicable("needs a reference answer")
    if not (sample.answer or "").strip():
        return Score.not_applicable("the sample has no answer")
    scores = _scorer().score(sample.reference, sample.answer)
    return {
        name: {"precision": s.precision, "recall": s.recall, "f1": s.fmeasure} for name, s in scores.items()
    }


def _rouge_metric(variant: str | None) -> Any:
    def compute(sample: Sample, _j: Judgement | None, _m: Metric) -> Score:
        res = _rouge_all(sample)
        if isinstance(res, Score):
            return res
        key = variant or "rougeL"
        f1 = res[key]["f1"]
        label = {"rouge1": "ROUGE-1", "rouge2": "ROUGE-2", "rougeL": "ROUGE-L"}[key]
        details = res if variant is None else res[key]
        return Score.of(f1, f"{label} F1 against the reference", **details)

    return compute


# ---------------------------------------------------------------- SQuAD EM / F1
_ARTICLES = re.compile(r"\b(a|an|the)\b")
_PUNCT = set(string.punctuation) | set("。、，！？「」『』（）《》·…“”‘’")


def squad_normalize(text: str) -> str:
    """Lower case, drop punctuation and English articles, collapse spaces (SQuAD)."""
    text = normalize(text)
    text = "".join(ch for ch in text if ch not in _PUNCT)
    text = _ARTICLES.sub(" ", text)
    return " ".join(text.split())


def squad_f1(prediction: str, truth: str) -> float:
    pred = [strip_korean_suffix(t) for t in words(squad_normalize(prediction))]
    gold = [strip_korean_suffix(t) for t in words(squad_normalize(truth))]
    if not pred or not gold:
        return float(pred == gold)
    common = Counter(pred) & Counter(gold)
    same = sum(common.values())
    if same == 0:
        return 0.0
    p, r = same / len(pred), same / len(gold)
    return 2 * p * r / (p + r)


def exact_match(sample: Sample, _j: Judgement | None, _m: Metric) -> Score:
    if not sample.reference:
        return Score.not_applicable("needs a reference answer")
    same = squad_normalize(sample.answer or "") == squad_normalize(sample.reference)
    return Score.of(
        float(same),
        "normalised answer equals the reference" if same else "normalised answer differs from the reference",
    )


def token_f1(sample: Sample, _j: Judgement | None, _m: Metric) -> Score:
    if not sample.reference:
        return Score.not_applicable("needs a reference answer")
    if not (sample.answer or "").strip():
        return Score.not_applicable("the sample has no answer")
    return Score.of(squad_f1(sample.answer or "", sample.reference), "SQuAD token F1 against the reference")


# ---------------------------------------------------------------- BERTScore (extra)
BERTSCORE_ENV = "RAGMETER_BERTSCORE_MODEL"
_MODEL = Param(
    "model", f"a local model folder (nothing is downloaded); default ${BERTSCORE_ENV}", metavar="PATH"
)
_bert_lock = threading.Lock()
_bert_cache: dict[str, Any] = {}


def _model_path(metric: Metric) -> str | None:
    return metric.param("model") or os.environ.get(BERTSCORE_ENV) or None


def _check_bertscore(metric: Metric) -> None:
    """Before any sample: the extra is installed and the model is a local folder."""
    missing = [m for m in ("bert_score", "transformers", "torch") if find_spec(m) is None]
    if missing:
        raise ConfigError(
            f"bertscore needs the bertscore extra ({', '.join(missing)} missing): "
            "pip install 'ragmeter[bertscore]'"
        )
    path = _model_path(metric)
    if not path:
        raise ConfigError(
            f"bertscore needs a local model: bertscore(model=PATH), or set {BERTSCORE_ENV} "
            "(nothing is downloaded)"
        )
    if not os.path.isdir(path):
        raise ConfigError(f"bertscore: the model {path} is not a folder")
    if not os.path.isfile(os.path.join(path, "config.json")):
        raise ConfigError(f"bertscore: the model folder {path} has no config.json (a transformers model)")


def bertscore(sample: Sample, _j: Judgement | None, metric: Metric) -> Score:
    if not sample.reference:
        return Score.not_applicable("needs a reference answer")
    if not (sample.answer or "").strip():
        return Score.not_applicable("the sample has no answer")
    path = _model_path(metric)
    if not path:  # evaluate() checks first; a direct call without a model says so
        return Score.undefined(
            Status.ERROR, f"bertscore needs a local model: bertscore(model=PATH) or {BERTSCORE_ENV}"
        )
    with _bert_lock:
        scorer = _bert_cache.get(path)
        if scorer is None:
            scorer = _load_bertscorer(path)
            _bert_cache[path] = scorer
        p, r, f1 = scorer.score([sample.answer], [sample.reference])
    return Score.of(
        _unit(f1), f"BERTScore F1 with the local model at {path}", precision=_unit(p), recall=_unit(r)
    )


def _unit(tensor: Any) -> float:
    """First element of a score tensor, clipped to [0, 1] (cosine-based F1 can dip below 0)."""
    return min(max(float(tensor[0]), 0.0), 1.0)


def _load_bertscorer(path: str) -> Any:
    from bert_score import BERTScorer
    from transformers import AutoConfig

    config = AutoConfig.from_pretrained(path, local_files_only=True)
    scorer = BERTScorer(model_type=path, num_layers=config.num_hidden_layers, lang="en")
    # Tokenizers saved without a length limit report a huge sentinel that overflows.
    limit = getattr(config, "max_position_embeddings", 512)
    if getattr(scorer._tokenizer, "model_max_length", 0) > limit:
        scorer._tokenizer.model_max_length = limit
    return scorer


SPECS = (
    MetricSpec(
        "hallucination",
        "Share of numbers and names in the answer that the contexts do not contain (lower is better).",
        Kind.TEXT,
        hallucination,
        higher_is_better=False,
    ),
    MetricSpec(
        "rouge",
        "ROUGE-L F1 against the reference (details hold ROUGE-1/2/L).",
        Kind.TEXT,
        _rouge_metric(None),
    ),
    MetricSpec("rouge1", "ROUGE-1 F1 against the reference.", Kind.TEXT, _rouge_metric("rouge1")),
    MetricSpec("rouge2", "ROUGE-2 F1 against the reference.", Kind.TEXT, _rouge_metric("rouge2")),
    MetricSpec(
        "rougeL",
        "ROUGE-L F1 against the reference.",
        Kind.TEXT,
        _rouge_metric("rougeL"),
        aliases=("rouge_l",),
    ),
    MetricSpec(
        "exact_match",
        "Normalised answer equals the reference (SQuAD).",
        Kind.TEXT,
        exact_match,
        aliases=("em",),
    ),
    MetricSpec(
        "f1",
        "SQuAD-style token F1 between answer and reference.",
        Kind.TEXT,
        token_f1,
        aliases=("token_f1",),
    ),
    MetricSpec(
        "bertscore",
        "BERTScore F1 with a local model (the bertscore extra).",
        Kind.TEXT,
        bertscore,
        params=(_MODEL,),
        check=_check_bertscore,
    ),
)
