"""What the LLM judge measures by similarity rather than by asking the model: answer
relevancy (call 1's reverse questions against the question) and the coherence table
(adjacent sentences of the answer).

Which similarity is the judge's setting, never what is installed: a local one (lexical,
character 3-grams or E5) costs no call; the endpoint's embeddings (``embeddings_model``)
take one ``/embeddings`` call per sample, shared by relevancy and coherence, whose
failure voids both (and nothing else). Coherence uses the raw cosine (see
:mod:`ragmeter.judges.coherence`): E5's with ``+e5``, the endpoint's with
``+embeddings=NAME``, else character 3-grams (the lexical similarity is a set measure
with no cosine of sentences worth the name).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from itertools import pairwise

from ragmeter.judges.base import JudgeError, JudgeTask, Relevance
from ragmeter.judges.coherence import SentenceLinks, answer_sentences, links, local_cosine
from ragmeter.judges.llm.similarity import cosine
from ragmeter.judges.llm.tables import Decomposition
from ragmeter.llm.config import LLMConfig
from ragmeter.text.similarity import Similarity

__all__ = ["Embed", "Similarities", "embedding_texts", "meaning", "relevance_of"]

#: one embeddings call: a vector per text (raises JudgeError)
Embed = Callable[[tuple[str, ...]], list[list[float]]]


@dataclass(frozen=True)
class Similarities:
    """The judge's similarity settings: a local ``similarity`` (None: the endpoint's
    embeddings), its recorded ``label``, and the config (embeddings model, E5)."""

    similarity: Similarity | None
    label: str
    config: LLMConfig

    @property
    def coherence_kind(self) -> str:
        return "e5" if self.config.similarity == "e5" else "char-ngram"


def relevance_of(
    task: JudgeTask, d: Decomposition, sims: Similarities, vectors: list[list[float]] | None
) -> Relevance:
    """Answer relevancy from call 1's questions: by the local similarity, or by the cosine
    of the question's embedding with each question's (``vectors``, question first)."""
    if not task.answer.strip():
        return Relevance(0.0, "there is no answer")
    if d.noncommittal or not d.questions:
        return Relevance(0.0, "the answer is noncommittal", d.questions)
    if sims.similarity is None:
        if vectors is None or len(vectors) != len(d.questions) + 1:
            raise JudgeError("embeddings: no vector for every question")
        try:
            values = [cosine(vectors[0], v) for v in vectors[1:]]
        except ValueError as exc:
            raise JudgeError(f"embeddings: {exc}") from None
        how = f"cosine of the endpoint's {sims.config.embeddings_model} embeddings"
    else:
        values = [sims.similarity.similarity(task.question, q) for q in d.questions]
        how = f"{sims.label} similarity"
        if sims.label == "lexical":
            how += " (word overlap, not meaning)"
    score = min(1.0, max(0.0, sum(values) / len(values)))
    return Relevance(
        score,
        f"mean {how} of {len(values)} questions generated from the answer to the question "
        f"(similarity: {sims.label})",
        d.questions,
    )


def embedding_texts(
    task: JudgeTask, d: Decomposition, *, relevance: bool = True
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """What one embeddings call embeds for a sample: the question and the generated
    questions (when answer relevancy needs them), then the answer's sentences (when
    coherence is asked and there are two or more)."""
    asks = (
        task.relevance
        and relevance
        and bool(task.answer.strip())
        and not d.noncommittal
        and bool(d.questions)
    )
    sentences = tuple(answer_sentences(task.answer)) if task.coherence else ()
    return ((task.question, *d.questions) if asks else ()), (sentences if len(sentences) > 1 else ())


def meaning(
    task: JudgeTask,
    d: Decomposition,
    sims: Similarities,
    embed: Embed,
    voided: dict[str, JudgeError],
    *,
    relevance: bool = True,
) -> tuple[Relevance | None, SentenceLinks | None]:
    """Answer relevancy (when asked and ``relevance``: call 1 succeeded) and the coherence
    table (when asked); a failed embeddings call is recorded in ``voided``."""
    want_relevance = task.relevance and relevance
    sentences = answer_sentences(task.answer) if task.coherence else []
    if sims.similarity is not None:  # local similarities: no call
        local, name = local_cosine(sims.coherence_kind)
        return (
            relevance_of(task, d, sims, None) if want_relevance else None,
            links(sentences, local, name) if task.coherence else None,
        )
    label = sims.config.relevancy_similarity
    q_texts, s_texts = embedding_texts(task, d, relevance=relevance)
    single = SentenceLinks(tuple(sentences), (), label) if task.coherence and not s_texts else None
    vectors: list[list[float]] = []
    if q_texts or s_texts:
        try:
            vectors = embed((*q_texts, *s_texts))
        except JudgeError as exc:
            if q_texts:
                voided["relevance"] = exc
            if s_texts:
                voided["coherence"] = exc
            rel = relevance_of(task, d, sims, None) if want_relevance and not q_texts else None
            return rel, single
    rel = None
    if want_relevance:
        try:
            rel = relevance_of(task, d, sims, vectors[: len(q_texts)])
        except JudgeError as exc:  # unusable vectors void relevancy only
            voided["relevance"] = exc
    if not task.coherence or single is not None:
        return rel, single
    sv = vectors[len(q_texts) :]
    try:
        sims_ = tuple(cosine(a, b) for a, b in pairwise(sv))
    except ValueError as exc:
        voided["coherence"] = JudgeError(f"embeddings: {exc}")
        return rel, None
    return rel, SentenceLinks(tuple(sentences), sims_, label)
