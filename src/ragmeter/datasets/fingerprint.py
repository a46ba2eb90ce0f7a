"""A fingerprint of a question set, to tell whether two runs evaluated the same questions."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable

from ragmeter.sample import Sample

__all__ = ["Fingerprint", "fingerprint"]


class Fingerprint:
    """A hash of the question set: ids, questions, references and relevant ids, not the
    system's answers or contexts (those are what differ between two versions). The
    order of the samples does not matter. Feed samples one at a time with :meth:`add`."""

    def __init__(self) -> None:
        # 16 bytes a sample in one buffer (a list of bytes objects took 57)
        self._digests = bytearray()

    @staticmethod
    def digest(s: Sample) -> bytes:
        """One sample's part of the fingerprint (16 bytes)."""
        rel = sorted((s.relevant_ids or {}).items()) if s.relevant_ids is not None else None
        record = json.dumps([s.id, s.question, s.reference, rel], ensure_ascii=False)
        return hashlib.sha256(record.encode()).digest()[:16]

    def add(self, s: Sample) -> None:
        self._digests += self.digest(s)

    def add_digest(self, digest: bytes) -> None:
        """Add a sample by its :meth:`digest`, computed elsewhere (a Ray worker)."""
        self._digests += digest

    def hexdigest(self) -> str:
        """The digests in byte order, hashed (as two big-endian words each: sorting them
        sorts the bytes)."""
        import numpy as np

        words = np.frombuffer(bytes(self._digests), dtype=">u8").reshape(-1, 2)
        order = np.lexsort((words[:, 1], words[:, 0]))
        h = hashlib.sha256()
        h.update(words[order].tobytes())
        return h.hexdigest()[:16]


def fingerprint(samples: Iterable[Sample]) -> str:
    fp = Fingerprint()
    for s in samples:
        fp.add(s)
    return fp.hexdigest()
