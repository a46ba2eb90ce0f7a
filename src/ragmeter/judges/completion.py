"""Tables a judge may leave out, filled after it has answered (see
:mod:`ragmeter.judges.coherence`): the runner passes every judgement through
:func:`complete`, so a judge that knows nothing of coherence (the offline judge, a
plugin) still gets it, measured by the similarity its spec names."""

from __future__ import annotations

from ragmeter.judges.base import Judge, Judgement, JudgeTask, PartialJudgement, with_fields
from ragmeter.judges.coherence import Cosine, answer_sentences, links, local_cosine
from ragmeter.judges.offline import OfflineJudge

__all__ = ["complete", "judge_cosine"]


def judge_cosine(judge: Judge) -> tuple[Cosine, str]:
    """The similarity a judge's spec names, for judges that do not fill the table: the
    offline judge's own component (its raw cosine), else character 3-grams."""
    if isinstance(judge, OfflineJudge):
        sim = judge.similarity
        return getattr(sim, "cosine", sim.similarity), str(sim.name)
    return local_cosine("char-ngram")


def complete(judge: Judge, task: JudgeTask, judgement: Judgement) -> Judgement:
    """``judgement`` with the coherence table filled when the task asked for it and the
    judge left it out."""
    if not task.coherence:
        return judgement
    if isinstance(judgement, PartialJudgement) and "coherence" in judgement.voided:
        return judgement  # the judge tried and failed: its error stands
    if judgement.coherence is not None:
        return judgement
    cosine, name = judge_cosine(judge)
    return with_fields(judgement, coherence=links(answer_sentences(task.answer), cosine, name))
