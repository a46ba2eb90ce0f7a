"""Calling the system under test on every question: answers and contexts filled in,
latency and failures recorded per sample, calls made concurrently in input order.

A call that raises, times out or returns something unreadable becomes a sample whose
scores are all ``system_error`` with the reason (never a silent drop), and its
``metadata["system_call"]`` says what happened: ``{"status", "latency_s", "error"}``.
The run's summary gains a ``system`` entry: the system's spec, calls, errors by reason
and latency percentiles (p50, p95 over the calls that answered).
"""

from __future__ import annotations

import json
import os
import threading
import time
from collections import Counter, deque
from collections.abc import Iterator, Mapping
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import IO, Any

from ragmeter.datasets import DataSource, iter_samples, sample_from_record, sample_to_record
from ragmeter.errors import DataError, OutputError, describe_exception
from ragmeter.sample import Sample
from ragmeter.systems.adapters import SystemOutputError, as_callable, describe_system, read_output
from ragmeter.systems.endpoint import EndpointSystem, SystemCallError, SystemUnreachable

__all__ = ["SYSTEM_CALL_KEY", "SystemRun", "percentile"]

#: the sample metadata key holding what the call did
SYSTEM_CALL_KEY = "system_call"
_DATA_SUFFIXES = (".jsonl", ".ndjson", ".json", ".csv", ".parquet", ".pq")
Item = Sample | tuple[Sample, str]


def percentile(values: list[float], q: float) -> float:
    """The ``q``-th percentile (0-100) with linear interpolation between ranks (numpy's
    default), for latencies."""
    ordered = sorted(values)
    if not ordered:
        raise ValueError("no values")
    pos = (len(ordered) - 1) * q / 100.0
    lo = int(pos)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (pos - lo)


def _is_dataset(data: Any) -> bool:
    if isinstance(data, DataSource):
        return True
    if isinstance(data, os.PathLike):
        return True
    if isinstance(data, str):
        return data == "-" or data.lower().endswith(_DATA_SUFFIXES) or Path(data).is_file()
    return False


def _question_records(questions: Any) -> Iterator[dict[str, Any]]:
    """Records from a question string, a list (of strings or dicts) or a
    ``{category: [questions]}`` dict."""
    if isinstance(questions, str):
        questions = [questions]
    if isinstance(questions, Mapping) and all(isinstance(v, (list, tuple)) for v in questions.values()):
        for category, qs in questions.items():
            for q in qs:
                rec = dict(q) if isinstance(q, Mapping) else {"question": q}
                rec.setdefault("category", str(category))
                yield rec
        return
    if not isinstance(questions, (list, tuple)):
        raise DataError("questions must be a list, a {category: [questions]} dict or a string")
    for q in questions:
        yield dict(q) if isinstance(q, Mapping) else {"question": q}


def _records(data: Any) -> Iterator[dict[str, Any]]:
    if _is_dataset(data):  # a test set: everything but the answers and contexts is kept
        source = iter_samples(data)
        for sample in source:
            if isinstance(sample.metadata.get("conversation"), Mapping):
                raise DataError(
                    f"sample {sample.id!r} is a conversation turn: the system would be asked its "
                    "question without the conversation before it, and judged against a history "
                    "it never saw; evaluate recorded conversations without --system or --endpoint",
                    source=source.name,
                    field="turns",
                )
            rec = sample_to_record(sample)
            rec.pop("answer", None)
            rec.pop("contexts", None)
            yield rec
        return
    yield from _question_records(data)


class SystemRun:
    """The system under test, called on each question of ``data``.

    ``system``: a callable ``f(question)``, a query engine, a LangChain runnable, an
    :class:`EndpointSystem`; ``spec``: how it was named (``module:function``, the URL),
    recorded with the run; ``save_answers``: a JSONL file receiving every answered
    sample (a valid ragmeter input, failed calls included with their reason).
    """

    def __init__(
        self,
        system: Any,
        *,
        concurrency: int | None = None,
        spec: str | None = None,
        save_answers: str | os.PathLike[str] | None = None,
    ) -> None:
        self.system = system
        self._call = as_callable(system)
        default: Any = getattr(system, "concurrency", 1)
        self.concurrency = int(concurrency or default)
        if self.concurrency < 1:
            raise ValueError("concurrency must be >= 1")
        self.description = describe_system(self._call if hasattr(self._call, "describe") else system)
        self.spec = spec or self._default_spec()
        self.save_answers = save_answers
        self._lock = threading.Lock()
        self._latencies: list[float] = []
        self._errors: Counter[str] = Counter()
        self._calls = 0

    def _default_spec(self) -> str:
        d = self.description
        if d.get("kind") == "endpoint":
            return f"endpoint:{d.get('url')}"
        if d.get("kind") == "python":
            return f"python:{d.get('callable')}"
        return str(d.get("kind", "system"))

    # ------------------------------------------------------------------ calling
    def ask(self, sample: Sample) -> tuple[Any, list[Any]]:
        """The system's raw ``(answer, contexts)`` for one sample (no timing)."""
        if isinstance(self.system, EndpointSystem):
            out: Any = self.system(sample.question, id=sample.id, category=sample.category or "")
        else:
            out = self._call(sample.question)
        return read_output(out)

    def _answer(self, rec: dict[str, Any], base: Sample, index: int) -> Item:
        t0 = time.perf_counter()
        reason: str | None = None
        answer: Any = None
        contexts: list[Any] = []
        try:
            answer, contexts = self.ask(base)
        except (SystemUnreachable, KeyboardInterrupt):
            raise
        except SystemCallError as exc:
            reason = str(exc)
        except SystemOutputError as exc:
            reason = f"the system's reply is unusable: {exc}"
        except BaseException as exc:  # sys.exit() in the system is its failure, not ours
            reason = f"the system raised {describe_exception(exc)}"
        latency = time.perf_counter() - t0
        meta = dict(base.metadata)
        if reason is None:
            meta[SYSTEM_CALL_KEY] = {"status": "ok", "latency_s": round(latency, 6)}
            try:
                filled = {**rec, "answer": answer, "contexts": contexts, "metadata": meta}
                sample = sample_from_record(filled, index)
            except DataError as exc:
                reason = f"the system's reply is unusable: {exc.render()}"
            except Exception as exc:  # an object of the system's own that misbehaves when read
                reason = f"the system's reply is unusable: {describe_exception(exc)}"
            else:
                self._count(latency, None)
                return sample
        meta[SYSTEM_CALL_KEY] = {"status": "system_error", "latency_s": round(latency, 6), "error": reason}
        self._count(latency, reason)
        return sample_from_record({**rec, "metadata": meta}, index), reason

    def _count(self, latency: float, reason: str | None) -> None:
        with self._lock:
            self._calls += 1
            if reason is None:
                self._latencies.append(latency)
            else:
                self._errors[_short(reason)] += 1

    def samples(self, data: Any) -> Iterator[Item]:
        """Answered samples in input order (``(sample, reason)`` for a failed call)."""
        out = _open_answers(self.save_answers)
        pool = ThreadPoolExecutor(self.concurrency, "ragmeter-system") if self.concurrency > 1 else None
        window: deque[Future[Item]] = deque()
        seen: set[str] = set()
        try:
            for index, rec in enumerate(_records(data), 1):
                base = sample_from_record(rec, index)  # the question itself is checked first
                if base.id in seen:
                    raise DataError(f"duplicate id {base.id!r}", row=index, field="id")
                seen.add(base.id)
                if pool is None:
                    yield _saved(out, self._answer(rec, base, index))
                    continue
                window.append(pool.submit(self._answer, rec, base, index))
                if len(window) >= 2 * self.concurrency:
                    yield _saved(out, window.popleft().result())
            while window:
                yield _saved(out, window.popleft().result())
        finally:
            if pool is not None:
                pool.shutdown(wait=True, cancel_futures=True)
            if out is not None:
                out.close()

    # ------------------------------------------------------------------ reporting
    def summary(self) -> dict[str, Any]:
        """Calls, errors by reason, latency percentiles (seconds) and the system's spec."""
        with self._lock:
            lat = list(self._latencies)
            errors = dict(self._errors.most_common(10))
            calls = self._calls
        latency = None
        if lat:
            latency = {
                "p50": round(percentile(lat, 50), 6),
                "p95": round(percentile(lat, 95), 6),
                "mean": round(sum(lat) / len(lat), 6),
                "max": round(max(lat), 6),
                "n": len(lat),
            }
        out: dict[str, Any] = {
            "spec": self.spec,
            "config": self.description,
            "calls": calls,
            "answered": len(lat),
            "errors": calls - len(lat),
            "error_reasons": errors,
            "latency_s": latency,
            "concurrency": self.concurrency,
        }
        retries = getattr(self.system, "retries", None)
        if isinstance(retries, int):
            out["retries"] = retries
        return out


def _short(reason: str) -> str:
    return reason if len(reason) <= 160 else reason[:157] + "..."


def _open_answers(path: str | os.PathLike[str] | None) -> IO[str] | None:
    if path is None:
        return None
    p = Path(path)
    try:
        p.parent.mkdir(parents=True, exist_ok=True)
        return p.open("w", encoding="utf-8")
    except OSError as exc:
        raise OutputError(f"cannot write {p}: {exc.strerror or exc}") from None


def _saved(out: IO[str] | None, item: Item) -> Item:
    if out is not None:
        sample = item[0] if isinstance(item, tuple) else item
        out.write(json.dumps(sample_to_record(sample), ensure_ascii=False) + "\n")
        out.flush()
    return item
