"""German cases of set AM. Scenarios: a dance school's beginners' course, an allotment garden
association and a bakery's bread-baking course."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

TANZ = (
    "Die Tanzschule Schwingschritt bietet mittwochs von 19:00 bis 20:30 Uhr einen Anfängerkurs in Discofox an. "
    "Der Kurs umfasst acht Abende und kostet 96 Euro pro Person. "
    "Jana Krüger leitet den Kurs, ihr Partner Ole Brandt kümmert sich um die Musik. "
    "Wer bis zu zwei Abende verpasst, darf sie im Folgekurs kostenlos nachholen."
)
GARTEN = (
    "Im Kleingartenverein Am Mühlbach gibt es 64 Parzellen mit je etwa 300 Quadratmetern. "
    "Die Jahrespacht beträgt 180 Euro, dazu kommen 40 Euro Vereinsbeitrag. "
    "Jedes Mitglied muss pro Jahr sechs Stunden Gemeinschaftsarbeit leisten; Mitglieder über 75 sind davon befreit."
)
BACK = (
    "Die Bäckerei Lindner bietet am 12. Oktober einen Brotbackkurs für zwölf Teilnehmende an. "
    "Der Kurs beginnt um 9 Uhr und dauert fünf Stunden. "
    "Mehl und Schürzen werden gestellt."
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("de-am-001", "para.passive", "Wer leitet den Discofox-Kurs?", "Der Kurs wird von Jana Krüger geleitet.", TANZ, True),
    w.faith("de-am-002", "fmt.time", "Wann findet der Anfängerkurs statt?", "Mittwochs von 7 bis halb 9 abends.", TANZ, True),
    w.faith("de-am-003", "fmt.currency", "Was kostet der Kurs?", "96 € pro Person.", TANZ, True),
    w.faith("de-am-004", "para.nominal", "Was passiert, wenn ich einen Abend verpasse?", "Für bis zu zwei verpasste Abende ist die Nachholung im Folgekurs kostenlos.", TANZ, True),
    w.faith("de-am-005", "fmt.unit", "Wie groß sind die Parzellen?", "Jede Parzelle misst etwa 300 m².", GARTEN, True),
    w.faith("de-am-006", "para.except", "Wer muss Gemeinschaftsarbeit leisten?", "Alle Mitglieder außer denen über 75 müssen jährlich sechs Stunden Gemeinschaftsarbeit leisten.", GARTEN, True),
    w.faith("de-am-007", "wrap.closer", "Wie hoch ist die Jahrespacht?", "Die Jahrespacht liegt bei 180 Euro. Ich hoffe, das hilft Ihnen weiter!", GARTEN, True),
    w.faith("de-am-008", "fmt.date", "Wann ist der Brotbackkurs?", "Am 12.10., Beginn um 9 Uhr.", BACK, True),
    # one clear error each
    w.faith("de-am-009", "value.number", "Wie viele Abende umfasst der Kurs?", "Der Kurs umfasst zehn Abende.", TANZ, False),
    w.faith("de-am-010", "value.currency", "Wie hoch ist die Jahrespacht?", "Die Jahrespacht beträgt 280 Euro.", GARTEN, False),
    w.faith("de-am-011", "role.swap", "Wer leitet den Kurs, und wer macht die Musik?", "Ole Brandt leitet den Kurs, und Jana Krüger kümmert sich um die Musik.", TANZ, False),
    w.faith("de-am-012", "negation", "Muss ich Mehl oder eine Schürze mitbringen?", "Mehl und Schürzen werden nicht gestellt.", BACK, False),
    w.faith("de-am-013", "quantifier", "Kann ich verpasste Abende nachholen?", "Man darf beliebig viele verpasste Abende im Folgekurs kostenlos nachholen.", TANZ, False),
    w.faith("de-am-014", "value.except", "Wer ist von der Gemeinschaftsarbeit befreit?", "Jedes Mitglied muss sechs Stunden leisten; nur Mitglieder mit kleinen Kindern sind davon befreit.", GARTEN, False),
    w.faith("de-am-015", "modality", "Ist die Gemeinschaftsarbeit Pflicht?", "Jedes Mitglied kann pro Jahr sechs Stunden Gemeinschaftsarbeit leisten, wenn es möchte.", GARTEN, False),
    w.faith("de-am-016", "value.time", "Wann beginnt der Brotbackkurs?", "Der Kurs beginnt um 10 Uhr.", BACK, False),
]

REFUSAL = [
    w.refusal("de-am-017", "refusal.plain", "Gibt es bei der Tanzschule einen Rabatt für Paare?", "Das weiß ich leider nicht.", TANZ, True),
    w.refusal("de-am-018", "refusal.context", "Darf man in der Gartenlaube übernachten?", "Dazu steht in den vorliegenden Informationen nichts.", GARTEN, True),
    w.refusal("de-am-019", "refusal.partial", "Wie lange dauert der Backkurs, und was kostet er?", "Der Kurs dauert fünf Stunden; zum Preis finde ich in den Unterlagen keine Angabe.", BACK, False),
]

CORRECTNESS = [
    w.correct("de-am-020", "correct.wordy", "Wie viele Parzellen hat der Verein?", "Auf dem Gelände des Kleingartenvereins Am Mühlbach gibt es insgesamt 64 Parzellen.", "Der Verein hat 64 Parzellen.", True),
    w.correct("de-am-021", "correct.wordy", "Wie lange dauert der Brotbackkurs?", "Planen Sie fünf Stunden ein, denn so lange dauert der Brotbackkurs bei Lindner.", "Der Kurs dauert fünf Stunden.", True),
    w.correct("de-am-022", "correct.format", "Was kostet der Discofox-Kurs?", "96 € pro Person.", "Der Kurs kostet 96 Euro pro Person.", True),
    w.correct("de-am-023", "wrong.value", "Wie hoch ist der Vereinsbeitrag?", "Der Vereinsbeitrag beträgt 60 Euro.", "Der Vereinsbeitrag beträgt 40 Euro.", False),
]

RELEVANCY = [
    w.relevant("de-am-024", "relevant.direct", "Für wie viele Leute ist im Backkurs Platz?", "Zwölf Teilnehmende.", BACK, True),
    w.relevant("de-am-025", "relevant.direct", "Wer legt beim Discofox die Musik auf?", "Ole Brandt, Janas Partner.", TANZ, True),
    w.relevant("de-am-026", "relevant.direct", "An welchem Wochentag trifft sich die Anfängergruppe?", "Mittwochs, ab 19 Uhr.", TANZ, True),
    w.relevant("de-am-027", "relevant.yesno", "Muss ich meine eigene Schürze mitbringen?", "Nein, Schürzen stellt die Bäckerei.", BACK, True),
    w.relevant("de-am-028", "offtopic.true", "Wie viel kostet die Jahrespacht?", "Im Verein gibt es 64 Parzellen mit je etwa 300 Quadratmetern.", GARTEN, False),
]

DIAGNOSIS = [
    w.diag("de-am-029", "diag.pass", "Wann beginnt der Brotbackkurs bei Lindner?", "Um 9 Uhr.", {"back-1": BACK, "tanz-1": TANZ}, ("back-1",), "pass"),
    w.diag("de-am-030", "diag.correct_refusal", "Hat der Kleingartenverein Am Mühlbach eine Warteliste?", "Zu einer Warteliste finde ich in den Unterlagen leider nichts.", {"garten-1": GARTEN}, (), "correct_refusal"),
    w.diag("de-am-031", "diag.unfaithful", "Wie viele Abende umfasst der Discofox-Anfängerkurs?", "Der Kurs umfasst zwölf Abende.", {"tanz-1": TANZ}, ("tanz-1",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
