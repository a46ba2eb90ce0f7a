"""A fingerprint of a question set, to tell whether two runs evaluated the same questions."""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable

from ragmeter.schema import Sample

__all__ = ["Fingerprint", "fingerprint"]


class Fingerprint:
    """A hash of the question set: ids, questions, references and relevant ids, not the
    system's answers or contexts (those are what differ between two versions). The
    order of the samples does not matter. Feed samples one at a time with :meth:`add`."""

    def __init__(self) -> None:
        self._digests: list[bytes] = []

    @staticmethod
    def digest(s: Sample) -> bytes:
        """One sample's part of the fingerprint (16 bytes)."""
        rel = sorted((s.relevant_ids or {}).items()) if s.relevant_ids is not None else None
        record = json.dumps([s.id, s.question, s.reference, rel], ensure_ascii=False)
        return hashlib.sha256(record.encode()).digest()[:16]

    def add(self, s: Sample) -> None:
        self._digests.append(self.digest(s))

    def add_digest(self, digest: bytes) -> None:
        """Add a sample by its :meth:`digest`, computed elsewhere (a Ray worker)."""
        self._digests.append(bytes(digest))

    def hexdigest(self) -> str:
        h = hashlib.sha256()
        for d in sorted(self._digests):
            h.update(d)
        return h.hexdigest()[:16]


def fingerprint(samples: Iterable[Sample]) -> str:
    fp = Fingerprint()
    for s in samples:
        fp.add(s)
    return fp.hexdigest()
