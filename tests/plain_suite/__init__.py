"""ragmeter's plain suite: cases where a careful reader is sure of the answer.

Written for ragmeter's tests, not taken from any data set. The cases were written from
the linguistic phenomena below, in English, Korean, Chinese, German, French and Spanish,
without running a judge on them; a case is only here when nobody who reads it carefully
would hesitate. ``tests/test_plain_suite.py`` runs the default judge over all of them
(issue 21 asks for 98 % right). ``tests/plain_cases.py`` is an older, separate suite.

Each :class:`~plain_suite.case.Case` has a ``kind`` and a ``phenomenon``; every phenomenon
belongs to one kind and fixes the expectation (``case.PHENOMENA``), and every phenomenon
has cases in all six languages. The language modules keep their case tables laid out by
hand, one case per call (``# fmt: off``); ``check.py`` scores them and writes the report.

Faithfulness, supported (every claim of the answer follows from the contexts: score 1.0)

- ``para.reorder``: the same statement with its parts in another order.
- ``para.passive``: active voice in the context, passive in the answer, or the reverse.
- ``para.synonym``: other words for the same thing ("employs 14 people" / "has 14 staff").
- ``para.nominal``: a verb turned into a noun ("the cancellation requires ...").
- ``para.capital``: "X is the capital of Y" against "the capital of Y is X" / "Y's capital is X".
- ``para.pronoun``: a pronoun (or, in Korean, Chinese and Spanish, a dropped or
  demonstrative subject) standing for a name given in the question or the answer.
- ``para.relative``: a relative clause kept with its subject ("Omar Haddad founded
  Brightwater Kayaks, which is based in Portland, Maine.").
- ``para.part``: the answer restates only part of a context sentence.
- ``para.combine``: one answer sentence combines two context sentences.
- ``fmt.number``: digits against number words ("one hundred and twenty", "zwei", "이틀" = "2일",
  "八" = "8").
- ``fmt.thousands``: thousands separators of each locale ("1,200", "1.200", "1 200", "1200").
- ``fmt.scale``: the same quantity at another scale ("1.8 kg" = "1800 grams", "3천 원" = "3,000원",
  "$3.2 billion" = "$3,200 million").
- ``fmt.date``: date formats ("Jan." / "January", "5 March 2024" / "2024-03-05", "2024년 3월 5일",
  "2024年3月5日", "5. März 2024" / "05.03.2024", "5 mars 2024", "5 de marzo de 2024").
- ``fmt.time``: 12 and 24 hour clocks ("9 p.m." = "21:00", "오후 9시" = "21시", "晚上9点",
  "21 Uhr" = "9 Uhr abends", "20 h" = "8 heures du soir", "las 9 de la noche").
- ``fmt.unit``: unit symbols against names ("°C" / "degrees Celsius", "km" / "kilometres").
- ``fmt.abbrev``: abbreviations ("U.S." / "United States", "Ltd." / "Limited", "Dr." / "Doctor",
  "WHO" / "세계보건기구", "北大" / "北京大学", "ONU", "EE. UU.").
- ``fmt.currency``: currency symbols against names and subunits ("$15" / "15 dollars",
  "$0.25" / "25 cents", "₩5,000", "¥40", "15 €" / "15 euros").
- ``fmt.range``: the same bound in other words ("up to three days" = "a maximum of 3 days").
- ``fmt.period``: a period in other units ("two years" = "24 months", "two weeks" = "14 days",
  "2주" = "14일", "两周" = "14天").
- ``fmt.share``: a share of a whole as a fraction or a percentage ("half of the" = "50 % of the",
  "la moitié des", "절반", "一半").
- ``para.except``: what a sentence excepts takes the other pole ("open every day except
  Sunday": closed on Sundays; "prohibited everywhere except in the designated areas":
  allowed there).
- ``wrap.opener``: a polite opener before a supported claim ("Sure!", "Great question!",
  "Based on the provided information, ...").
- ``wrap.closer``: a polite closer after it ("I hope this helps.").
- ``wrap.attribution``: "According to the policy, ..." around a supported claim.
- ``wrap.hedge``: "I believe ...", "As far as I can tell, ..." around a supported claim.
- ``wrap.question``: a question back to the user after a supported claim
  ("Would you like the opening hours too?").

Faithfulness, not supported (at least one claim does not follow: score below 1.0)

- ``value.number``: a changed count or amount (a format difference never counts; a value
  difference always does).
- ``value.date``: a changed date (day, month or year).
- ``value.time``: a changed time, including a.m. for p.m.
- ``value.unit``: a changed quantity or unit (180 g for 1.8 kg, miles for km, per year for
  per month).
- ``value.currency``: a changed price or currency.
- ``role.swap``: who did what to whom swapped between entities of the context ("founded by
  Erik Lind" when he took the bakery over; "Oulu hosted the 2019 championship" when Tampere did).
- ``negation``: the context's statement negated, or a negation removed.
- ``antonym``: open for closed, free for charged.
- ``modality``: "must" for "may", "required" for "recommended, but not required", optional for
  obligatory.
- ``quantifier``: all / some / only / none changed; "most" where the context gives a share
  below half.
- ``value.except``: the excepted thing given the sentence's own pole ("open on Sundays"
  where the library is open every day except Sunday), or another thing given the other
  pole ("closed on Mondays").
- ``direction``: over / under, before / after, at least / at most, older / younger reversed.
- ``added.fact``: a fact the context does not state, beside supported ones.
- ``added.entity``: a person, place or thing the context does not name.
- ``mixed``: a sentence whose first part is supported and whose second part is invented or
  contradicted.

Refusal (the judge's ``refusal`` flag)

- ``refusal.plain``: "I'm sorry, I don't have that information.", "I don't know."
- ``refusal.context``: "The provided documents don't say.", "I can't answer that from the
  context."
- ``refusal.short``: "No idea.", "Keine Ahnung.", "Ni idea.", "不清楚。"
- ``refusal.long``: a refusal of several sentences with thanks and advice.
- ``refusal.hedged`` (not a refusal): a hedged real answer ("I'm not completely sure, but the
  store opens at 9.").
- ``refusal.partial`` (not a refusal): a partial answer that says what is missing ("The
  documents don't mention Sundays, but on weekdays it opens at 9.").

Answer correctness (answer against the reference: at least 0.5 / below 0.5)

- ``correct.wordy``: a wordy answer that states the reference ("The store was founded in 1998
  by Anna Weber." against "Anna Weber.").
- ``correct.short``: a short answer that states the point of a longer reference.
- ``correct.format``: the reference's value in another format.
- ``wrong.value``: another value.
- ``wrong.echo``: a wrong answer that repeats the question's words (the question is never
  evidence).
- ``wrong.role``: the roles of the reference swapped, or the wrong one of two people.

Answer relevancy (answer against the question: at least 0.5 / below 0.5)

- ``relevant.direct``: a direct answer with few words in common with the question ("It is
  closed on Sundays." for "When is the museum closed?").
- ``relevant.yesno``: yes or no with the condition ("Yes, up to three days a week.").
- ``offtopic.true``: a true sentence from the context about something else.
- ``offtopic.other``: an answer to a different question on the same subject.

Diagnosis (the label, read from ``ragmeter.diagnosis`` and the meaning)

- ``diag.pass``: the relevant document retrieved, a faithful relevant answer.
- ``diag.offtopic``: the relevant document retrieved, a faithful answer to another question:
  ``fix_generation``, never ``pass``.
- ``diag.unfaithful``: the relevant document retrieved, an answer that contradicts it:
  ``fix_generation``.
- ``diag.refused``: the relevant document retrieved, a refusal: ``fix_generation``.
- ``diag.missed``: a relevant document not retrieved: ``fix_retrieval`` whatever the answer.
- ``diag.correct_refusal``: nothing in the corpus answers (``relevant_ids: []``) and the
  system refused.
- ``diag.should_refuse``: nothing in the corpus answers and the system answered.
"""

from __future__ import annotations

from plain_suite import de, en_faith, en_more, es, exceptions, fr, ko, periods, zh
from plain_suite.case import KINDS, LANGS, PHENOMENA, Case

__all__ = ["ALL_CASES", "KINDS", "LANGS", "PHENOMENA", "Case"]

ALL_CASES: tuple[Case, ...] = (
    *en_faith.CASES,
    *en_more.CASES,
    *ko.CASES,
    *zh.CASES,
    *de.CASES,
    *fr.CASES,
    *es.CASES,
    *periods.CASES,
    *exceptions.CASES,
)
