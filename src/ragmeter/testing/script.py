"""Scripted replies and faults, shared by :class:`ScriptedBackend` and the fake server.

A script is a queue consumed one request at a time: a :class:`Reply` (what the model
says), or a :class:`Fault` (429 with ``Retry-After``, 5xx, a hang past the timeout,
malformed JSON, a truncated reply, a refusal, a dropped connection). When the queue is
empty the responder answers, by default :func:`judge_responder`, which plays a plausible
judge from the request alone.
"""

from __future__ import annotations

import hashlib
import json
import math
import threading
from collections import deque
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any, Literal

from ragmeter.llm.tokens import approx_tokens
from ragmeter.testing.reply import Reply
from ragmeter.text.claims import claims as split_claims
from ragmeter.text.facts import is_refusal
from ragmeter.text.tokenize import content_tokens

__all__ = ["Fault", "Reply", "Responder", "Script", "fake_embedding", "judge_responder"]


FaultKind = Literal[
    "status",
    "hang",
    "malformed",
    "truncated",
    "refusal",
    "disconnect",
    "none",
    # what the wire does (the fake servers act them out; see testing/wire_faults.py)
    "drip",
    "endless",
    "body",
    "reset",
    "redirect",
    "headers",
]
#: faults acted out on the wire by the fake servers
WIRE_FAULTS = frozenset({"drip", "endless", "body", "reset", "redirect", "headers"})


@dataclass(frozen=True)
class Fault:
    """Something going wrong with one request. Build with the class methods."""

    kind: FaultKind
    status: int = 0
    retry_after: float | None = None
    seconds: float = 0.0
    text: str = ""
    #: bytes per write (``drip``), extra header lines (``headers``)
    n: int = 0

    @classmethod
    def rate_limited(cls, retry_after: float | None = 1.0) -> Fault:
        """HTTP 429 with a ``Retry-After`` header (seconds)."""
        return cls("status", 429, retry_after, text="Rate limit reached; slow down")

    @classmethod
    def server_error(cls, status: int = 500, text: str = "The server had an error") -> Fault:
        return cls("status", status, text=text)

    @classmethod
    def http_error(cls, status: int, text: str) -> Fault:
        return cls("status", status, text=text)

    @classmethod
    def hang(cls, seconds: float) -> Fault:
        """Say nothing for ``seconds`` (past the client's timeout), then reply normally."""
        return cls("hang", seconds=seconds)

    @classmethod
    def malformed(cls, text: str = '{"answer_claims": ["unterminated') -> Fault:
        """A reply whose content is not valid JSON."""
        return cls("malformed", text=text)

    @classmethod
    def truncated(cls) -> Fault:
        """The normal reply cut in half, with ``finish_reason == "length"``."""
        return cls("truncated")

    @classmethod
    def refusal(cls, text: str = "I'm sorry, I can't help with that.") -> Fault:
        """The model declines (``message.refusal`` set, no content)."""
        return cls("refusal", text=text)

    @classmethod
    def none(cls) -> Fault:
        """No fault: the responder's normal reply (to script faults for later requests)."""
        return cls("none")

    @classmethod
    def disconnect(cls) -> Fault:
        """Close the connection without an answer (the fake server only)."""
        return cls("disconnect")

    @classmethod
    def drip(cls, seconds: float = 1.0, n: int = 1) -> Fault:
        """The normal reply (status line, headers, body), ``n`` bytes every ``seconds``:
        each read is quick, the whole reply takes minutes."""
        return cls("drip", seconds=seconds, n=n)

    @classmethod
    def endless(cls, seconds: float = 0.0) -> Fault:
        """A 200 reply with a chunked body that never ends (a chunk every ``seconds``)."""
        return cls("endless", seconds=seconds)

    @classmethod
    def body(cls, payload: Any, status: int = 200) -> Fault:
        """Send exactly this body (a string as is, anything else as JSON): replies of
        odd shapes, non-JSON, JSON nested 100,000 deep."""
        text = payload if isinstance(payload, str) else json.dumps(payload)
        return cls("body", status=status, text=text)

    @classmethod
    def reset(cls) -> Fault:
        """Read the request, then reset the connection (TCP RST) without a reply."""
        return cls("reset")

    @classmethod
    def redirect(cls, location: str = "http://127.0.0.1:9/elsewhere", status: int = 302) -> Fault:
        """A redirect whose body is the normal reply (which must not be taken for it)."""
        return cls("redirect", status=status, text=location)

    @classmethod
    def many_headers(cls, n: int = 200) -> Fault:
        """The normal reply with ``n`` extra header lines."""
        return cls("headers", n=n)

    def as_reply(self, normal: Callable[[], Reply]) -> Reply:
        """The reply a content fault stands for (malformed, truncated, refusal, none)."""
        if self.kind == "none":
            return normal()
        if self.kind == "malformed":
            return Reply(self.text)
        if self.kind == "refusal":
            return Reply(None, refusal=self.text)
        if self.kind == "truncated":
            full = normal().text() or ""
            return Reply(full[: max(1, len(full) // 2)], finish_reason="length")
        raise ValueError(f"{self.kind} is not a reply")


Responder = Callable[[Mapping[str, Any]], Reply | Mapping[str, Any] | str]
Item = Reply | Fault | Mapping[str, Any] | str


def _as_reply(value: Reply | Mapping[str, Any] | str) -> Reply:
    return value if isinstance(value, Reply) else Reply(value)


class Script:
    """A thread-safe queue of scripted items with a responder behind it."""

    def __init__(self, items: Iterable[Item] = (), responder: Responder | None = None) -> None:
        self._items: deque[Item] = deque(items)
        self._lock = threading.Lock()
        self.responder = responder

    def push(self, *items: Item) -> None:
        with self._lock:
            self._items.extend(items)

    def __len__(self) -> int:
        with self._lock:
            return len(self._items)

    def next(self) -> Reply | Fault | None:
        """The next scripted item (``None``: ask the responder)."""
        with self._lock:
            if not self._items:
                return None
            item = self._items.popleft()
        return item if isinstance(item, Fault) else _as_reply(item)

    def respond(self, body: Mapping[str, Any]) -> Reply:
        if self.responder is None:
            raise LookupError("no scripted reply left and no responder")
        return _as_reply(self.responder(body))


# ---------------------------------------------------------------- a plausible judge
def _coverage(text: str, premise: str) -> float:
    words = set(content_tokens(text))
    if not words:
        return 1.0
    return len(words & set(content_tokens(premise))) / len(words)


def _rows(claims: list[dict[str, Any]], premises: list[str], with_contexts: bool) -> list[dict[str, Any]]:
    rows = []
    for c in claims:
        cov = [_coverage(c["claim"], p) for p in premises]
        support = [i + 1 for i, x in enumerate(cov) if x >= 0.6]
        ok = bool(support) or (not with_contexts and _coverage(c["claim"], " ".join(premises)) >= 0.6)
        row: dict[str, Any] = {
            "id": c["id"],
            "reason": f"{max(cov, default=0.0):.0%} of the claim's content words appear in a premise",
        }
        if with_contexts:
            row["evidence"] = premises[support[0] - 1][:120] if support else ""
            row["supported_by"] = support
        row["verdict"] = "supported" if ok else "unsupported"
        rows.append(row)
    return rows


def _rubric_row(rubric: Mapping[str, Any], data: Mapping[str, Any]) -> dict[str, Any]:
    """A rubric score from the shown fields alone: the top of the scale for an answer that
    covers the question's content words, lower the fewer it covers (the bottom for no
    answer). Deterministic, not a judgement of the criteria."""
    low, high = rubric["scale"]["min"], rubric["scale"]["max"]
    answer = str(data.get("answer") or "")
    cover = _coverage(str(data.get("question") or ""), answer) if answer else 0.0
    if "answer" in rubric["look_at"] and "question" not in rubric["look_at"]:
        cover = 1.0 if len(content_tokens(answer)) >= 2 else 0.0
    score = low + round((high - low) * cover)
    return {"reason": f"{cover:.0%} of what the rubric looks at is in place", "score": score}


def judge_responder(body: Mapping[str, Any]) -> Reply:
    """Answer ragmeter's own judge requests deterministically from their input: claims
    are sentences, a claim is supported where 60% of its content words appear, reverse
    questions are built from the answer's claims. A stand-in for a model in tests and
    benchmarks, not a judge to trust."""
    schema = body["response_format"]["json_schema"]
    if schema["name"].startswith("ragmeter_gen_"):  # the test-set generator's calls
        from ragmeter.testing.generator_responder import generator_responder

        return generator_responder(body)
    props = schema["schema"]["properties"]
    user = next(m["content"] for m in body["messages"] if m["role"] == "user")
    data = json.loads(user.rsplit("\n", 1)[-1])
    out: dict[str, Any] = {}
    if schema["name"] == "ragmeter_rubric":
        return Reply({"scores": {r["name"]: _rubric_row(r, data) for r in data["rubrics"]}})
    if schema["name"] == "ragmeter_decompose":
        answer = data.get("answer", "")
        noncommittal = bool(answer) and is_refusal(answer)
        answer_claims = [] if noncommittal else split_claims(answer)
        if "noncommittal" in props:
            out["noncommittal"] = noncommittal
        if "answer_claims" in props:
            out["answer_claims"] = answer_claims
        if "reference_claims" in props:
            out["reference_claims"] = split_claims(data.get("reference") or "")
        if "questions" in props:
            out["questions"] = [f"What about {c.rstrip('.!?')}?" for c in answer_claims[:3]] or [
                data["question"]
            ]
        return Reply(out)
    contexts = [c["text"] for c in data.get("contexts", [])]
    for table in props:
        claims = data["answer_claims" if table.startswith("answer") else "reference_claims"]
        if table.endswith("_vs_contexts"):
            out[table] = _rows(claims, contexts, True)
        elif table == "answer_claims_vs_reference":
            out[table] = _rows(claims, [data["reference"], data["question"]], False)
        else:
            out[table] = _rows(claims, [data["answer"]], False)
    return Reply(out)


# ---------------------------------------------------------------- plausible embeddings
FAKE_EMBEDDING_DIM = 64


def fake_embedding(text: str, dim: int = FAKE_EMBEDDING_DIM) -> list[float]:
    """A deterministic unit vector for ``text``: its content words (crudely stemmed)
    hashed into ``dim`` signed buckets. Texts sharing words have a high cosine, texts
    sharing none a cosine near 0. A stand-in for an embeddings model in tests."""
    vec = [0.0] * dim
    for token in content_tokens(text):
        stem = token[:-1] if token.endswith("s") and len(token) > 3 else token
        digest = hashlib.sha256(stem.encode("utf-8")).digest()
        vec[int.from_bytes(digest[:4], "big") % dim] += 1.0 if digest[4] & 1 else -1.0
    norm = math.sqrt(sum(x * x for x in vec))
    if norm == 0.0:
        vec[0], norm = 1.0, 1.0
    return [round(x / norm, 6) for x in vec]


def embeddings_usage(texts: list[str]) -> int:
    return sum(approx_tokens(t) for t in texts)
