"""``ragmeter.generate()`` and its dry run: the entry points of test-set generation."""

from __future__ import annotations

import math
import os
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ragmeter.errors import ConfigError
from ragmeter.judges.abilities import abilities, llm_client
from ragmeter.judges.base import Judge
from ragmeter.llm.client import LLMClient
from ragmeter.llm.config import LLMConfig
from ragmeter.llm.tokens import MESSAGE_OVERHEAD, approx_tokens
from ragmeter.testset.corpus import Corpus, load_corpus
from ragmeter.testset.generator import GenerateResult, Generator
from ragmeter.testset.lexical import BM25
from ragmeter.testset.plan import QUESTION_TYPES, Planner, allocate, parse_types
from ragmeter.testset.requests import CRITIQUE_BATCH, generate_request, load_generator_prompts

__all__ = ["NEEDS_LLM", "estimate_generation", "generate"]

NEEDS_LLM = (
    "generating a test set needs an LLM to write the questions: pass --judge llm:MODEL --base-url URL "
    "(any OpenAI-compatible endpoint; in Python: judge='llm:MODEL', base_url=URL). "
    "The offline judge cannot write questions"
)
LANGS = ("auto", "en", "ko")
#: expected output tokens of a generate reply and of one critique entry (for the dry run)
GENERATE_OUT_TOKENS = 90
CRITIQUE_OUT_TOKENS = 45


@dataclass(frozen=True)
class _Writer:
    """What writes the questions: the LLM judge's client and settings, how many calls
    it runs at once, and whether it was built here (then it is closed here)."""

    judge: Judge
    client: LLMClient
    config: LLMConfig
    workers: int
    owned: bool

    def close(self) -> None:
        if self.owned:
            abilities(self.judge).close()


def _writer(judge: Any, llm: Mapping[str, Any], *, dry_run: bool = False) -> _Writer:
    """The LLM judge's client to write with (a judge given, or built from its spec)."""
    owned = False
    if isinstance(judge, str) and judge.strip():
        from ragmeter.judges.spec import from_spec, parse_spec

        if parse_spec(judge).kind != "llm":
            raise ConfigError(f"{NEEDS_LLM} (got {judge!r})")
        judge, owned = from_spec(judge, dry_run=dry_run, **llm), True
    client = None if isinstance(judge, str) or judge is None else llm_client(judge)
    if client is None or client.config is None:
        raise ConfigError(NEEDS_LLM)
    return _Writer(judge, client, client.config, max(1, abilities(judge).workers), owned)


def _check(n: int, lang: str, relevant_ids: str) -> None:
    if n < 1:
        raise ConfigError(f"n must be at least 1, got {n}", param="n")
    if lang not in LANGS:
        raise ConfigError(f"lang must be one of {', '.join(LANGS)}, got {lang!r}", param="lang")
    if relevant_ids not in ("chunk", "document"):
        raise ConfigError(f"relevant ids must be 'chunk' or 'document', got {relevant_ids!r}")


def _corpus(corpus: str | os.PathLike[str] | Corpus, chunk_chars: int) -> Corpus:
    return corpus if isinstance(corpus, Corpus) else load_corpus(Path(corpus), chunk_chars=chunk_chars)


def generate(
    corpus: str | os.PathLike[str] | Corpus,
    n: int = 100,
    *,
    judge: str | Judge | None = None,
    types: str | Mapping[str, float] | Sequence[str] | None = None,
    lang: str = "auto",
    seed: int = 0,
    out: str | os.PathLike[str] | None = None,
    chunk_chars: int = 1000,
    relevant_ids: str = "chunk",
    max_calls: int | None = None,
    progress: bool = False,
    **llm: Any,
) -> GenerateResult:
    """Generate ``n`` evaluation records from a corpus (a folder of .txt/.md/.html/.pdf
    files or a JSONL of ``{"id", "text"}``).

    ``judge``: ``"llm:MODEL"`` (other ``LLMConfig`` settings as keywords: ``base_url=``,
    ``concurrency=``, ``config=LLMConfig(...)``) or an ``LLMJudge``; there is no
    offline generator. ``types``: ``"simple,multi_hop"`` or weights
    ``"simple=0.4,unanswerable=0.1"`` (default: seed 001's five categories,
    :data:`~ragmeter.testset.plan.DEFAULT_MIX`). ``lang``: ``auto`` (each question in its
    passage's language), ``en`` or ``ko``. ``relevant_ids``: chunk ids (default) or
    document ids. ``max_calls``: the call budget (default 3 per record). ``out``: also
    write the records as JSONL.

    >>> result = ragmeter.generate("docs/", n=50, judge="llm:gpt-4o-mini")  # doctest: +SKIP
    >>> result.report["usage"]["calls_per_kept"]                           # doctest: +SKIP
    """
    _check(n, lang, relevant_ids)
    weights = parse_types(types)
    writer = _writer(judge, llm)
    try:
        corp = _corpus(corpus, chunk_chars)
        with _Bar(progress) as bar:
            gen = Generator(
                corp,
                writer.client,
                writer.config,
                workers=writer.workers,
                n=n,
                weights=weights,
                lang=lang,
                seed=seed,
                relevant=relevant_ids,
                max_calls=max_calls,
                critique_batch=CRITIQUE_BATCH,
                on_calls=bar.update,
            )
            result = gen.run()
        failure = getattr(writer.client.cache, "failure", None)
        if failure:
            result.report["notes"].append(
                f"the call cache stopped taking writes ({failure}); later replies were not cached"
            )
        if out is not None:
            result.write_jsonl(out)
        return result
    finally:
        writer.close()


def estimate_generation(
    corpus: str | os.PathLike[str] | Corpus,
    n: int = 100,
    *,
    judge: str | Judge | None = None,
    types: str | Mapping[str, float] | Sequence[str] | None = None,
    lang: str = "auto",
    seed: int = 0,
    chunk_chars: int = 1000,
    **llm: Any,
) -> dict[str, Any]:
    """The calls and tokens the first round would spend, without sending anything: the
    exact ``generate`` requests of its candidates (those already cached are counted
    apart) and about one ``critique`` call per six candidates."""
    _check(n, lang, "chunk")
    weights = parse_types(types)
    writer = _writer(judge, llm, dry_run=True)
    try:
        corp = _corpus(corpus, chunk_chars)
        planner = Planner(corp.chunks, BM25([c.text for c in corp.chunks]), seed=seed, lang=lang)
        prompts = load_generator_prompts()
        counts = allocate(n, weights)
        calls = cached = prompt = completion = candidates = 0
        for kind in QUESTION_TYPES:
            for cand in planner.take(kind, math.ceil(counts.get(kind, 0) * 1.2)):
                candidates += 1
                texts = [c.text for c in cand.chunks]
                req = generate_request(prompts, writer.config, kind, texts, cand.lang)
                if writer.client.cached(req) is not None:
                    cached += 1
                    continue
                calls += 1
                prompt += sum(approx_tokens(t) + MESSAGE_OVERHEAD for _, t in req.messages)
                completion += GENERATE_OUT_TOKENS
                # its share of a critique call: the passages again, the question and answer
                prompt += sum(approx_tokens(c.text) for c in cand.chunks) + GENERATE_OUT_TOKENS
                completion += CRITIQUE_OUT_TOKENS
        critique_calls = math.ceil(calls / CRITIQUE_BATCH)
        prompt += critique_calls * approx_tokens(prompts.texts["critique_user"])
        total = calls + critique_calls
        cost = writer.config.cost(prompt, completion)
        return {
            "requested": n,
            "types": counts,
            "corpus": corp.describe(),
            "candidates": candidates,
            "calls": total,
            "cached_calls": cached,
            "prompt_tokens": prompt,
            "completion_tokens": completion,
            "calls_per_record": round((total + cached) / n, 2),
            "cost_usd": None if cost is None else round(cost, 4),
            "notes": [
                "the first round only, every candidate kept: dropped candidates are replaced in later "
                f"rounds, within the budget of {3 * n} calls (3 per record)",
                "tokens are estimated (about 4 characters per token); retries and repairs are not included",
            ],
        }
    finally:
        writer.close()


class _Bar:
    """A rich progress bar of model calls on stderr, or nothing."""

    def __init__(self, enabled: bool) -> None:
        self.enabled = enabled
        self._bar: Any = None
        self._task: Any = None

    def __enter__(self) -> _Bar:
        if self.enabled:
            from rich.console import Console
            from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

            self._bar = Progress(
                TextColumn("[bold]generating[/] (model calls)"),
                BarColumn(),
                MofNCompleteColumn(),
                TimeElapsedColumn(),
                console=Console(stderr=True),
                transient=True,
            )
            self._bar.__enter__()
            self._task = self._bar.add_task("calls", total=None)
        return self

    def update(self, done: int, total: int) -> None:
        if self._bar is not None:
            self._bar.update(self._task, completed=done, total=max(total, done))

    def __exit__(self, *exc: object) -> None:
        if self._bar is not None:
            self._bar.__exit__(*exc)
