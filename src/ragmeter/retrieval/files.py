"""Two TREC files (qrels, run) ranked by the C module, without a Python object per line.

Reading a run into ``{qid: {docid: score}}`` costs a str and a float object per line
(7 M lines: ~17 s and ~1.8 GB); the measures need none of them. :func:`rank_files`
streams both files in 4 MiB chunks through ``_gather.TrecReader`` (C: the lines are
split and checked, query and document ids hashed, the judged documents' ranks found
as trec_eval ranks them), then builds the same :class:`~ragmeter.retrieval.kernels.Judged`
batch as :func:`~ragmeter.retrieval.ranking.rank_run` does from dicts, with identical
values (tests/test_retrieval_files.py). Each file is read once, front to back, so a
pipe works. Without the C module (or inside ``numpy_route()``), :func:`rank_files`
returns None and the caller reads the files into dicts (inputs.py), which accepts and
refuses the same lines with the same errors.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from ragmeter.errors import DataError
from ragmeter.retrieval import ranking
from ragmeter.retrieval.inputs import Source, located, open_source, source_name
from ragmeter.retrieval.ranking import RankedRun, empty_run, judged_batch, no_overlap

__all__ = ["rank_files"]

_CHUNK = 1 << 22


def _fill(f: Any, view: memoryview) -> int:
    """Read until ``view`` is full or the file ends; how many bytes were read."""
    got = 0
    while got < len(view):
        with view[got:] as rest:
            n = f.readinto(rest)
        if not n:
            break
        got += n
    return got


def _stream(source: Source, feed: Callable[[Any, bool], int], name: str, error: type[Exception]) -> None:
    """Feed the file to the reader in chunks of whole lines (an unfinished line is kept
    for the next chunk; the buffer grows for a line longer than itself)."""
    buf = bytearray(_CHUNK)
    kept = 0  # an unfinished line, at the start of buf
    with open_source(source) as f:
        while True:
            with memoryview(buf) as view:
                try:
                    with view[kept:] as free:
                        end = kept + _fill(f, free)
                except OSError as exc:
                    raise DataError(f"cannot read: {exc}", source=name) from None
                final = end < len(buf)
                try:
                    with view[:end] as lines:
                        used = feed(lines, final)
                except error as exc:
                    kind, line, a, b = exc.args
                    raise located(kind, name, line, a, b) from None
            if final:
                return
            if used == 0:
                buf.extend(bytes(len(buf)))
            else:
                buf[: end - used] = buf[used:end]
            kept = end - used


def rank_files(
    qrels: Source,
    run: Source,
    *,
    complete: bool = False,
    float32: bool = False,
    max_docs: int | None = None,
    nonrelevant: bool = True,
    extra_fields: bool = False,
) -> RankedRun | None:
    """:func:`~ragmeter.retrieval.ranking.rank_run` for a qrels file and a run file
    (paths or binary file objects); None where the C module is not in use."""
    gather = ranking.c_module()
    if gather is None or not hasattr(gather, "TrecReader"):
        return None
    reader = gather.TrecReader(extra_fields=extra_fields)
    qrels_name, run_name = source_name(qrels), source_name(run)
    _stream(qrels, reader.feed_qrels, qrels_name, gather.FormatError)
    if reader.end_qrels() == 0:
        raise DataError("no judgements (empty qrels)", source=qrels_name)
    _stream(run, reader.feed_run, run_name, gather.FormatError)
    seen, j_query, j_grade, num_ret, f_query, f_grade, f_rank, run_qids = reader.rank(
        0 if nonrelevant else 1, float32
    )
    del reader  # the run's scores and ids

    order = sorted(range(len(seen)), key=seen.__getitem__)  # trec_eval's order: ids as strings
    qids = [seen[i] for i in order]
    position = np.empty(len(seen), dtype=np.int64)
    position[order] = np.arange(len(seen), dtype=np.int64)
    length = np.frombuffer(num_ret, dtype=np.int64)[order]
    present = length >= 0
    missing = tuple(q for q, p in zip(qids, present.tolist()) if not p)
    keep = np.arange(len(qids)) if complete or not missing else np.flatnonzero(present)
    if keep.size == 0:
        raise no_overlap(qids, run_qids) if run_qids else empty_run(run_name)
    row_of = np.full(len(qids), -1, dtype=np.int64)
    row_of[keep] = np.arange(keep.size, dtype=np.int64)

    j_row = row_of[position[np.frombuffer(j_query, dtype=np.uint32)]]
    scored = j_row >= 0
    by_row = np.argsort(j_row[scored], kind="stable")
    grades = np.frombuffer(j_grade, dtype=np.int32).astype(np.int64)[scored][by_row]
    counts = np.bincount(j_row[scored], minlength=keep.size).astype(np.int64)
    batch = judged_batch(
        row_of[position[np.frombuffer(f_query, dtype=np.uint32)]],
        np.frombuffer(f_rank, dtype=np.int64),
        np.frombuffer(f_grade, dtype=np.int32).astype(np.int64),
        np.maximum(length[keep], 0),
        grades,
        counts,
        max_docs,
        nonrelevant,
    )
    in_qrels = set(seen)
    ignored = tuple(sorted(q for q in run_qids if q not in in_qrels))
    return RankedRun(tuple(qids[i] for i in keep.tolist()), batch, missing, ignored)
