"""The case type of the plain suite, the phenomenon table it is checked against, and one
small writer per language that builds cases of each kind with the right fields."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

LANGS = ("en", "ko", "zh", "de", "fr", "es")
KINDS = ("faithfulness", "refusal", "correctness", "relevancy", "diagnosis")
LABELS = ("pass", "fix_generation", "fix_retrieval", "correct_refusal", "should_refuse")

#: phenomenon -> (kind, the expectation every case of it has). Documented in __init__.py.
PHENOMENA: Mapping[str, tuple[str, bool | str]] = {
    # faithfulness: every claim is supported (score 1.0)
    "para.reorder": ("faithfulness", True),
    "para.passive": ("faithfulness", True),
    "para.synonym": ("faithfulness", True),
    "para.nominal": ("faithfulness", True),
    "para.capital": ("faithfulness", True),
    "para.pronoun": ("faithfulness", True),
    "para.relative": ("faithfulness", True),
    "para.part": ("faithfulness", True),
    "para.combine": ("faithfulness", True),
    "fmt.number": ("faithfulness", True),
    "fmt.thousands": ("faithfulness", True),
    "fmt.scale": ("faithfulness", True),
    "fmt.date": ("faithfulness", True),
    "fmt.time": ("faithfulness", True),
    "fmt.unit": ("faithfulness", True),
    "fmt.abbrev": ("faithfulness", True),
    "fmt.currency": ("faithfulness", True),
    "fmt.range": ("faithfulness", True),
    "fmt.period": ("faithfulness", True),
    "fmt.share": ("faithfulness", True),
    "para.except": ("faithfulness", True),
    "wrap.opener": ("faithfulness", True),
    "wrap.closer": ("faithfulness", True),
    "wrap.attribution": ("faithfulness", True),
    "wrap.hedge": ("faithfulness", True),
    "wrap.question": ("faithfulness", True),
    # faithfulness: at least one claim is not supported (score < 1.0)
    "value.number": ("faithfulness", False),
    "value.date": ("faithfulness", False),
    "value.time": ("faithfulness", False),
    "value.unit": ("faithfulness", False),
    "value.currency": ("faithfulness", False),
    "role.swap": ("faithfulness", False),
    "negation": ("faithfulness", False),
    "antonym": ("faithfulness", False),
    "modality": ("faithfulness", False),
    "quantifier": ("faithfulness", False),
    "value.except": ("faithfulness", False),
    "direction": ("faithfulness", False),
    "added.fact": ("faithfulness", False),
    "added.entity": ("faithfulness", False),
    "mixed": ("faithfulness", False),
    # refusal flag
    "refusal.plain": ("refusal", True),
    "refusal.context": ("refusal", True),
    "refusal.short": ("refusal", True),
    "refusal.long": ("refusal", True),
    "refusal.hedged": ("refusal", False),
    "refusal.partial": ("refusal", False),
    # answer_correctness against the reference
    "correct.wordy": ("correctness", True),
    "correct.short": ("correctness", True),
    "correct.format": ("correctness", True),
    "wrong.value": ("correctness", False),
    "wrong.echo": ("correctness", False),
    "wrong.role": ("correctness", False),
    # answer_relevancy to the question
    "relevant.direct": ("relevancy", True),
    "relevant.yesno": ("relevancy", True),
    "offtopic.true": ("relevancy", False),
    "offtopic.other": ("relevancy", False),
    # diagnosis label
    "diag.pass": ("diagnosis", "pass"),
    "diag.offtopic": ("diagnosis", "fix_generation"),
    "diag.unfaithful": ("diagnosis", "fix_generation"),
    "diag.refused": ("diagnosis", "fix_generation"),
    "diag.missed": ("diagnosis", "fix_retrieval"),
    "diag.correct_refusal": ("diagnosis", "correct_refusal"),
    "diag.should_refuse": ("diagnosis", "should_refuse"),
}


@dataclass(frozen=True)
class Case:
    """One plain case: what a careful reader is sure of. ``expect`` is True/False for
    faithfulness (score 1.0 / below 1.0), refusal (the refusal flag), correctness
    (answer_correctness >= 0.5 / below) and relevancy (answer_relevancy >= 0.5 / below),
    and the diagnosis label for diagnosis cases. ``retrieved_ids`` name the contexts in
    order; ``relevant_ids`` ``()`` says nothing in the corpus answers the question."""

    id: str
    lang: str
    kind: str
    phenomenon: str
    question: str
    answer: str
    contexts: tuple[str, ...] = ()
    reference: str | None = None
    relevant_ids: tuple[str, ...] | None = None
    retrieved_ids: tuple[str, ...] | None = None
    expect: bool | str = True

    def __post_init__(self) -> None:
        problems = list(self._problems())
        if problems:
            raise ValueError(f"plain suite case {self.id!r}: " + "; ".join(problems))

    def _problems(self) -> list[str]:
        out = []
        if self.lang not in LANGS:
            out.append(f"unknown language {self.lang!r}")
        if not self.id.startswith(f"{self.lang}-"):
            out.append("the id must start with the language")
        kind, expected = PHENOMENA.get(self.phenomenon, (None, None))
        if kind is None:
            out.append(f"unknown phenomenon {self.phenomenon!r}")
        elif kind != self.kind:
            out.append(f"phenomenon {self.phenomenon!r} belongs to {kind!r} cases")
        elif self.expect != expected or type(self.expect) is not type(expected):
            out.append(f"{self.phenomenon!r} cases expect {expected!r}, not {self.expect!r}")
        if not self.question.strip() or not self.answer.strip():
            out.append("question and answer must not be empty")
        if self.kind == "correctness" and not self.reference:
            out.append("a correctness case needs a reference")
        if self.kind == "diagnosis" and (self.relevant_ids is None or self.retrieved_ids is None):
            out.append("a diagnosis case needs relevant_ids and retrieved_ids")
        if self.retrieved_ids is not None and len(self.retrieved_ids) != len(self.contexts):
            out.append("retrieved_ids must name every context")
        return out

    def to_record(self) -> dict[str, Any]:
        """The case as an input record of :func:`ragmeter.evaluate`."""
        rec: dict[str, Any] = {
            "id": self.id,
            "question": self.question,
            "answer": self.answer,
            "contexts": list(self.contexts),
        }
        if self.retrieved_ids is not None:
            rec["context_ids"] = list(self.retrieved_ids)
        if self.reference is not None:
            rec["reference"] = self.reference
        if self.relevant_ids is not None:
            rec["relevant_ids"] = list(self.relevant_ids)
        return rec


Contexts = str | tuple[str, ...]


def _tuple(contexts: Contexts) -> tuple[str, ...]:
    return (contexts,) if isinstance(contexts, str) else tuple(contexts)


class Writer:
    """Builds one language's cases: ``w.faith(id, phenomenon, question, answer, contexts,
    expect)`` and the like; the phenomenon table checks each one as it is made."""

    def __init__(self, lang: str) -> None:
        self.lang = lang

    def faith(
        self, id: str, phenomenon: str, question: str, answer: str, contexts: Contexts, expect: bool
    ) -> Case:
        return Case(
            id, self.lang, "faithfulness", phenomenon, question, answer, _tuple(contexts), expect=expect
        )

    def refusal(
        self, id: str, phenomenon: str, question: str, answer: str, contexts: Contexts, expect: bool
    ) -> Case:
        return Case(id, self.lang, "refusal", phenomenon, question, answer, _tuple(contexts), expect=expect)

    def correct(
        self, id: str, phenomenon: str, question: str, answer: str, reference: str, expect: bool
    ) -> Case:
        return Case(
            id, self.lang, "correctness", phenomenon, question, answer, reference=reference, expect=expect
        )

    def relevant(
        self, id: str, phenomenon: str, question: str, answer: str, contexts: Contexts, expect: bool
    ) -> Case:
        return Case(id, self.lang, "relevancy", phenomenon, question, answer, _tuple(contexts), expect=expect)

    def diag(
        self,
        id: str,
        phenomenon: str,
        question: str,
        answer: str,
        retrieved: Mapping[str, str],
        relevant: tuple[str, ...],
        expect: str,
    ) -> Case:
        return Case(
            id,
            self.lang,
            "diagnosis",
            phenomenon,
            question,
            answer,
            tuple(retrieved.values()),
            relevant_ids=relevant,
            retrieved_ids=tuple(retrieved),
            expect=expect,
        )
