"""``ragmeter.generate``: from a folder of documents to a test set.

Per round: the planner hands out candidates (passages for a question type, see
:mod:`ragmeter.testset.plan`), one ``generate`` call each writes a question and its
answer, checks without a model drop what points at its passage, is in the wrong
language or nearly repeats a question already written, and one ``critique`` call per
batch of candidates drops what is unsupported, not standalone, answerable from one of
two passages, or (unanswerable questions) answered by the corpus's top BM25 passages
after all. Rounds repeat, with more candidates for the types still short, until the
mix is filled, the candidates run out, or the call budget (3 calls per requested
record by default) is spent. Every dropped candidate is counted by reason.

Every call goes through the LLM client (:meth:`ragmeter.llm.LLMClient.ask`): the SQLite
call cache (a rerun costs nothing; a run killed midway resumes where it stopped),
retries with backoff, adaptive concurrency, one repair request for an invalid reply.
Candidates are chosen and processed in a seeded order, calls only run concurrently, so
the same corpus, seed and model give the same test set.
"""

from __future__ import annotations

import math
import os
import time
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ragmeter._version import __version__
from ragmeter.errors import DataError, OutputError
from ragmeter.llm.client import CallError, LLMClient
from ragmeter.llm.config import LLMConfig
from ragmeter.sample import Usage
from ragmeter.testset.corpus import Chunk, Corpus
from ragmeter.testset.filters import Deduplicator, language_ok, points_at_passage
from ragmeter.testset.lexical import BM25
from ragmeter.testset.plan import QUESTION_TYPES, Candidate, Planner, allocate
from ragmeter.testset.requests import (
    Critique,
    CritiqueItem,
    Generated,
    check_critique,
    check_generated,
    critique_request,
    generate_request,
    load_generator_prompts,
    parse_critique,
    parse_generated,
)

__all__ = ["DROP_REASONS", "GenerateResult", "Generator"]

#: why a candidate was dropped (the report counts each)
DROP_REASONS = {
    "generation_failed": "the generate call failed (after retries and one repair)",
    "not_possible": "the model found no question of the type in the passages",
    "empty": "an empty question (or answer)",
    "not_standalone": "the question points at its passage or needs it to make sense",
    "wrong_language": "the question or answer is not in the asked language",
    "near_duplicate": "a near-duplicate of a question already written",
    "check_failed": "the critique call failed (after retries and one repair)",
    "unsupported": "the answer is not supported by its passages",
    "single_passage": "a two-passage question answerable from one passage",
    "answerable": "an 'unanswerable' question that the corpus's top passages answer",
    "invalid_record": "the record would not be valid ragmeter input (text that cannot be written)",
}
MAX_ROUNDS = 5
UNANSWERABLE_TOP_K = 4
CALLS_PER_RECORD = 3


@dataclass
class GenerateResult:
    """The test set (``records``, valid ragmeter input) and the ``report``: counts by
    type, drops by reason, calls and tokens per kept record."""

    records: list[dict[str, Any]]
    report: dict[str, Any]

    def write_jsonl(self, path: str | os.PathLike[str]) -> None:
        """Write the records, one JSON object a line (through a temporary file)."""
        import json

        p = Path(path)
        tmp = p.with_name(p.name + ".tmp")
        try:
            p.parent.mkdir(parents=True, exist_ok=True)
            with tmp.open("w", encoding="utf-8") as fh:
                for rec in self.records:
                    fh.write(json.dumps(rec, ensure_ascii=False) + "\n")
            os.replace(tmp, p)
        except OSError as exc:
            raise OutputError(f"cannot write {p}: {exc.strerror or exc}") from None


@dataclass
class _Draft:
    candidate: Candidate
    #: questions already written from the same passages (the model writes another)
    avoid: tuple[str, ...] = ()
    generated: Generated | None = None
    error: str | None = None
    drop: str | None = None
    checked_against: tuple[str, ...] = ()
    critique: Critique | None = None


@dataclass
class _Tally:
    usage: Usage = field(default_factory=Usage)
    drops: Counter[str] = field(default_factory=Counter)
    examples: dict[str, str] = field(default_factory=dict)

    @property
    def calls(self) -> int:
        return self.usage.calls + self.usage.cached_calls

    def drop(self, reason: str, example: str) -> None:
        self.drops[reason] += 1
        self.examples.setdefault(reason, example[:200])


class Generator:
    """One generation run; :meth:`run` returns the :class:`GenerateResult`."""

    def __init__(
        self,
        corpus: Corpus,
        client: LLMClient,
        config: LLMConfig,
        *,
        workers: int,
        n: int,
        weights: Mapping[str, float],
        lang: str = "auto",
        seed: int = 0,
        relevant: str = "chunk",
        max_calls: int | None = None,
        critique_batch: int = 6,
        on_calls: Callable[[int, int], None] | None = None,
    ) -> None:
        self.corpus = corpus
        self.client = client
        self.config = config
        self.workers = workers
        self.n = n
        self.counts = allocate(n, weights)
        self.lang = lang
        self.seed = seed
        self.relevant = relevant
        self.max_calls = max_calls if max_calls is not None else CALLS_PER_RECORD * n
        self.critique_batch = critique_batch
        self.on_calls = on_calls or (lambda done, total: None)
        self.prompts = load_generator_prompts()
        self.index = BM25([c.text for c in corpus.chunks])
        self.planner = Planner(corpus.chunks, self.index, seed=seed, lang=lang)
        self.tally = _Tally()
        self.kept: dict[str, list[_Draft]] = {k: [] for k in self.counts}
        self.written: dict[str, list[str]] = {}
        self.dedup = Deduplicator()
        self.surplus = 0
        self.budget_hit = False
        self._done = 0
        self._planned = 0

    # ------------------------------------------------------------------ calls
    def _ask(self, request: Any, checker: Callable[[Any], list[str]]) -> Any:
        try:
            data, usage = self.client.ask(request, checker)
        except CallError as exc:
            self.tally.usage += exc.usage
            raise
        finally:
            self._done += 1
            self.on_calls(self._done, self._planned)
        self.tally.usage += usage
        return data

    def _generate(self, draft: _Draft) -> _Draft:
        cand = draft.candidate
        request = generate_request(
            self.prompts,
            self.config,
            cand.kind,
            [c.text for c in cand.chunks],
            cand.lang,
            draft.avoid,
            cand.variant,
        )
        try:
            data = self._ask(request, lambda x: check_generated(x, len(cand.chunks)))
            draft.generated = parse_generated(data)
        except CallError as exc:
            draft.error = exc.reason
        return draft

    def _critique(self, drafts: Sequence[_Draft]) -> None:
        items = []
        for i, d in enumerate(drafts):
            assert d.generated is not None
            cand = d.candidate
            if cand.kind == "unanswerable":
                top = self._top_chunks(d.generated.question, cand)
                d.checked_against = tuple(c.id for c in top)
                passages = tuple(c.text for c in top)
                answer = None
            else:
                passages = tuple(c.text for c in cand.chunks)
                answer = d.generated.answer
            question = d.generated.question
            items.append(CritiqueItem(f"c{i + 1}", cand.kind, question, answer, passages, cand.lang))
        request = critique_request(self.prompts, self.config, items)
        ids = [it.id for it in items]
        try:
            verdicts = parse_critique(self._ask(request, lambda x: check_critique(x, ids)))
        except CallError as exc:
            for d in drafts:
                d.drop, d.error = "check_failed", exc.reason
            return
        for d, it in zip(drafts, items):
            d.critique = verdicts[it.id]

    def _top_chunks(self, question: str, cand: Candidate) -> list[Chunk]:
        """The corpus's best BM25 chunks for an unanswerable question, its topic chunk
        included: what a retriever would most likely hand the system."""
        top = [self.corpus.chunks[i] for i, _ in self.index.search(question, UNANSWERABLE_TOP_K)]
        return top + [c for c in cand.chunks if c not in top]

    # ------------------------------------------------------------------ rounds
    def _screen(self, drafts: Iterable[_Draft]) -> list[_Draft]:
        """Checks without a model; the survivors, in order."""
        seen = Deduplicator(self.dedup.threshold)
        out = []
        for d in drafts:
            g = d.generated
            if d.error is not None:
                d.drop = "generation_failed"
            elif g is None or not g.possible:
                d.drop = "not_possible"
            elif not g.question or (d.candidate.kind != "unanswerable" and not g.answer):
                d.drop = "empty"
            elif points_at_passage(g.question):
                d.drop = "not_standalone"
            elif not language_ok(g.question, d.candidate.lang) or (
                g.answer and not language_ok(g.answer, d.candidate.lang)
            ):
                d.drop = "wrong_language"
            elif self.dedup.duplicate_of(g.question) or not seen.add(g.question):
                d.drop = "near_duplicate"
            if d.drop is None:
                out.append(d)
        return out

    def _verdict(self, d: _Draft) -> str | None:
        c = d.critique
        if d.drop is not None or c is None:
            return d.drop or "check_failed"
        if not c.standalone:
            return "not_standalone"
        if d.candidate.kind == "unanswerable":
            return "answerable" if c.answered_by_passages else None
        if not c.supported:
            return "unsupported"
        pair = len(d.candidate.chunks) > 1 and d.candidate.kind in ("multi_hop", "comparison")
        if pair and not c.needs_all_passages:
            return "single_passage"
        return self._invalid(d)

    def _invalid(self, d: _Draft) -> str | None:
        """``"invalid_record"`` when the record would not be valid ragmeter input (read
        back by ragmeter's own reader), else ``None``: nothing written is refused by eval."""
        import json

        from ragmeter.datasets.records import sample_from_record

        rec = self._record("check", d)
        try:
            json.dumps(rec, ensure_ascii=False).encode("utf-8")
            sample_from_record(rec, 1)
        except (DataError, UnicodeEncodeError):
            return "invalid_record"
        return None

    def _next_batch(self, round_no: int, keep_rate: float) -> list[_Draft]:
        factor = 1.15 if round_no == 0 else min(3.0, 1.1 / max(keep_rate, 0.2))
        room = self.max_calls - self.tally.calls
        cap = max(0, room)
        while cap and cap + math.ceil(cap / self.critique_batch) > room:
            cap -= 1  # each candidate costs a call, each batch of them one more
        batch: list[_Draft] = []
        for kind in QUESTION_TYPES:
            need = self.counts.get(kind, 0) - len(self.kept.get(kind, []))
            if need <= 0:
                continue
            want = math.ceil(need * factor)
            if want > cap - len(batch):
                self.budget_hit = True
            batch += [
                _Draft(c, tuple(self.written.get(c.key, ())))
                for c in self.planner.take(kind, min(want, cap - len(batch)))
            ]
        return batch

    def run(self) -> GenerateResult:
        t0 = time.perf_counter()
        notes: list[str] = []
        rounds = 0
        generated = accepted = 0
        pool = ThreadPoolExecutor(max(1, self.workers), thread_name_prefix="ragmeter-gen")
        try:
            for round_no in range(MAX_ROUNDS):
                batch = self._next_batch(round_no, accepted / generated if generated else 1.0)
                if not batch:
                    break
                rounds += 1
                self._planned += len(batch) + math.ceil(len(batch) / self.critique_batch)
                _wait([pool.submit(self._generate, d) for d in batch])
                generated += len(batch)
                for d in batch:
                    if d.generated is not None and d.generated.question:
                        self.written.setdefault(d.candidate.key, []).append(d.generated.question)
                survivors = self._screen(batch)
                step = self.critique_batch
                groups = [survivors[i : i + step] for i in range(0, len(survivors), step)]
                self._planned -= math.ceil(len(batch) / step) - len(groups)
                _wait([pool.submit(self._critique, group) for group in groups])
                for d in batch:
                    reason = self._verdict(d)
                    if reason is not None:
                        example = d.error or (d.generated.question if d.generated else d.candidate.key)
                        self.tally.drop(reason, example)
                        continue
                    assert d.generated is not None
                    kind = d.candidate.kind
                    if len(self.kept[kind]) >= self.counts[kind]:
                        self.surplus += 1
                        continue
                    self.kept[kind].append(d)
                    self.dedup.add(d.generated.question)
                    accepted += 1
        except BaseException:
            pool.shutdown(wait=True, cancel_futures=True)
            raise
        pool.shutdown(wait=True)
        if self.budget_hit and self._short():
            budget = f"{CALLS_PER_RECORD} calls per record, {self.max_calls} at most"
            notes.append(f"stopped at the call budget ({budget}); raise it with max_calls")
        for kind, missing in self._short().items():
            if not self.planner.available(kind):
                notes.append(f"{kind}: the corpus gave no more candidates ({missing} short)")
        return GenerateResult(self._records(), self._report(rounds, notes, time.perf_counter() - t0))

    def _short(self) -> dict[str, int]:
        return {k: self.counts[k] - len(v) for k, v in self.kept.items() if len(v) < self.counts[k]}

    # ------------------------------------------------------------------ output
    def _records(self) -> list[dict[str, Any]]:
        out = []
        for kind in QUESTION_TYPES:
            for i, d in enumerate(self.kept.get(kind, []), 1):
                out.append(self._record(f"{kind}-{i:03d}", d))
        return out

    def _record(self, rid: str, d: _Draft) -> dict[str, Any]:
        g, cand = d.generated, d.candidate
        assert g is not None
        used = [cand.chunks[i - 1] for i in g.passages_used] or list(cand.chunks)
        unanswerable = cand.kind == "unanswerable"
        doc_ids = list(dict.fromkeys(c.doc_id for c in used))
        relevant: list[str] = []
        if not unanswerable:
            relevant = doc_ids if self.relevant == "document" else [c.id for c in used]
        meta: dict[str, Any] = {
            "source_chunks": [c.span() for c in cand.chunks],
            "relevant_doc_ids": [] if unanswerable else doc_ids,
            "lang": cand.lang,
            "generator": {
                "model": self.config.model,
                "prompt_version": self.prompts.tag,
                "seed": self.seed,
                "ragmeter_version": __version__,
            },
        }
        if unanswerable:
            meta["checked_against"] = list(d.checked_against)
        rec: dict[str, Any] = {"id": rid, "question": g.question}
        if not unanswerable:
            rec["reference"] = g.answer
        rec.update({"relevant_ids": relevant, "category": cand.kind, "metadata": meta})
        return rec

    def _report(self, rounds: int, notes: list[str], duration: float) -> dict[str, Any]:
        kept = sum(len(v) for v in self.kept.values())
        u = self.tally.usage
        calls = u.calls + u.cached_calls
        tokens = u.prompt_tokens + u.completion_tokens
        cost = self.config.cost(u.prompt_tokens, u.completion_tokens)
        return {
            "requested": self.n,
            "kept": kept,
            "types": {
                k: {"requested": c, "kept": len(self.kept[k]), "candidates": self.planner.used(k)}
                for k, c in self.counts.items()
            },
            "dropped": dict(sorted(self.tally.drops.items(), key=lambda kv: (-kv[1], kv[0]))),
            "drop_examples": dict(self.tally.examples),
            "surplus": self.surplus,
            "shortfall": self._short(),
            "notes": notes,
            "rounds": rounds,
            "usage": {
                "calls": calls,
                "paid_calls": u.calls,
                "cached_calls": u.cached_calls,
                "prompt_tokens": u.prompt_tokens,
                "completion_tokens": u.completion_tokens,
                "calls_per_kept": round(calls / kept, 3) if kept else None,
                "tokens_per_kept": round(tokens / kept, 1) if kept else None,
                "call_budget": self.max_calls,
                "cost_usd": None if cost is None else round(cost, 6),
                "endpoint": self.client.stats(),
            },
            "corpus": self.corpus.describe(),
            "generator": {
                "model": self.config.model,
                "prompt_version": self.prompts.tag,
                "seed": self.seed,
                "lang": self.lang,
                "relevant_ids": self.relevant,
            },
            "duration_s": round(duration, 3),
        }


def _wait(futures: Sequence[Future[Any]]) -> None:
    for f in futures:
        f.result()
