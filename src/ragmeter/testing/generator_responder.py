"""A stand-in for a model that answers the test-set generator's requests (schemas
``ragmeter_gen_generate`` and ``ragmeter_gen_critique``) deterministically from their
input, so generation runs end to end against :class:`FakeOpenAIServer` or
:class:`ScriptedBackend` with no network. The questions are templates built from the
passages' sentences: good enough to test the machinery, not a generator to trust.
"""

from __future__ import annotations

import json
import re
from collections.abc import Mapping, Sequence
from typing import Any

from ragmeter.testing.reply import Reply
from ragmeter.testset.filters import points_at_passage
from ragmeter.testset.lexical import terms

__all__ = ["generator_responder"]

_SENTENCE = re.compile(r"(?<=[.!?。])\s+|\n+")
_WORD = re.compile(r"[^\W\d_][\w'-]*")
_YEAR = re.compile(r"\b(?:1[5-9]|20)\d\d")
_NUMBER = re.compile(r"\d")
_STOP = frozenset("the a an and or of to in on for with by from its their was were is are has had".split())


def _input(body: Mapping[str, Any]) -> Any:
    user = next(m["content"] for m in body["messages"] if m["role"] == "user")
    return json.loads(user.rsplit("\n", 1)[-1])


def _sentences(text: str) -> list[str]:
    parts = (s.strip() for s in _SENTENCE.split(text))
    return [s for s in parts if len(s) > 25 and not s.startswith("#")]


def _key_terms(sentence: str, k: int = 3) -> list[str]:
    """Names first (capitalised words past the first), then the longest words."""
    words = _WORD.findall(sentence)
    names = [w for w in words[1:] if w[0].isupper()]
    rest = sorted((w for w in words if w.lower() not in _STOP and len(w) > 3), key=lambda w: -len(w))
    return list(dict.fromkeys(names + rest))[:k]


def _pick(sentences: Sequence[str], variant: int, pattern: re.Pattern[str] | None = None) -> str | None:
    pool = [s for s in sentences if pattern is None or pattern.search(s)]
    return pool[variant % len(pool)] if pool else None


def _question(kind: str, korean: bool, a: list[str], b: list[str]) -> str:
    x = " ".join(a[:2]) if korean else ", ".join(a[:2])
    y = " ".join(b[:2]) if b else ""
    if korean:
        return {
            "simple": f"{x}에 대해 알려진 사실은 무엇인가요?",
            "multi_hop": f"{x}와 {y}는 어떻게 연결되나요?",
            "temporal": f"{x}은 언제 일어났나요?",
            "comparison": f"{x}와 {y}를 비교하면 어떤 차이가 있나요?",
        }[kind]
    return {
        "simple": f"What is known about {x}?",
        "multi_hop": f"How are {x} and {y} connected?",
        "temporal": f"When did the events involving {x} happen?",
        "comparison": f"How do {x} and {y} compare?",
    }[kind]


def _generate(data: Mapping[str, Any]) -> dict[str, Any]:
    kind = data["type"]
    korean = data["language"] == "Korean"
    passages = [p["text"] for p in data["passages"]]
    variant = max(len(data.get("avoid") or []), int(data.get("attempt", 1)) - 1)
    none = {"possible": False, "question": "", "answer": "", "passages_used": []}
    first = _sentences(passages[0])
    if kind == "unanswerable":
        s = _pick(first, variant)
        if s is None:
            return none
        t = " ".join(_key_terms(s, 2))
        q = f"2099년 {t}의 계획은 무엇인가요?" if korean else f"What will {t} look like in the year 2099?"
        return {"possible": True, "question": q, "answer": "", "passages_used": []}
    pattern = _YEAR if kind == "temporal" else _NUMBER if kind == "comparison" else None
    s1 = _pick(first, variant, pattern)
    if s1 is None:
        return none
    used, answer, b = [1], s1, []
    if len(passages) > 1:
        s2 = _pick(_sentences(passages[1]), variant, pattern)
        if s2 is None:
            return none
        used, answer, b = [1, 2], f"{s1} {s2}", _key_terms(s2)
    elif kind in ("multi_hop", "comparison"):
        b = _key_terms(s1)[2:]
    return {"possible": True, "question": _question(kind, korean, _key_terms(s1), b), "answer": answer,
            "passages_used": used}  # fmt: skip


def _coverage(text: str, premise: str) -> float:
    words = set(terms(text))
    return len(words & set(terms(premise))) / len(words) if words else 1.0


def _verdict(
    cid: str, supported: bool, standalone: bool, needs_all: bool, answered: bool, reason: str
) -> dict[str, Any]:
    return {
        "id": cid,
        "supported": supported,
        "standalone": standalone,
        "needs_all_passages": needs_all,
        "answered_by_passages": answered,
        "reason": reason,
    }


def _own_terms(i: int, passages: Sequence[str]) -> set[str]:
    """Terms of passage ``i`` that no other passage has."""
    others = set().union(*(set(terms(p)) for j, p in enumerate(passages) if j != i))
    return set(terms(passages[i])) - others


def _critique(data: Mapping[str, Any]) -> dict[str, Any]:
    out = []
    for item in data["items"]:
        passages = [p["text"] for p in item["passages"]]
        question, answer = item["question"], item.get("answer") or ""
        standalone = not points_at_passage(question)
        if item["type"] == "unanswerable":
            answered = any(_coverage(question, p) >= 0.9 for p in passages)
            reason = "a passage holds every word of the question" if answered else ""
            out.append(_verdict(item["id"], True, standalone, True, answered, reason))
            continue
        supported = _coverage(answer, " ".join(passages)) >= 0.6
        needs_all = len(passages) < 2 or all(
            len(_own_terms(i, passages) & set(terms(answer))) >= 2 for i in range(len(passages))
        )
        reason = "" if supported else "the answer has words no passage has"
        out.append(_verdict(item["id"], supported, standalone, needs_all, True, reason))
    return {"items": out}


def generator_responder(body: Mapping[str, Any]) -> Reply:
    """A reply to a ``ragmeter_gen_generate`` or ``ragmeter_gen_critique`` request."""
    name = body["response_format"]["json_schema"]["name"]
    data = _input(body)
    if name == "ragmeter_gen_generate":
        return Reply(_generate(data))
    if name == "ragmeter_gen_critique":
        return Reply(_critique(data))
    raise ValueError(f"not a generator request: {name}")
