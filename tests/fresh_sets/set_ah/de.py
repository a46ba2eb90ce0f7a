"""German cases of set AH: a climbing gym, a self-help bicycle workshop and a guitar course at
a music school."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

KLETTER = (
    "Die Kletterhalle Felsenfest in Bremen ist montags bis freitags von 10 bis 23 Uhr geöffnet, am Wochenende von 9 bis 21 Uhr. "
    "Eine Tageskarte kostet 14 Euro, für Schüler und Studierende 11 Euro. "
    "Kletterschuhe kann man für 4 Euro ausleihen. "
    "Wer ohne Trainer klettern möchte, muss vorher einen Sicherungskurs absolviert haben."
)
RAD = (
    "Die Fahrradwerkstatt im Nachbarschaftshaus Lindenhof öffnet jeden Mittwoch von 16 bis 19 Uhr. "
    "Dort reparieren die Besucher ihre Räder selbst, und Ehrenamtliche helfen ihnen dabei. "
    "Werkzeug wird kostenlos gestellt, Ersatzteile werden zum Einkaufspreis verkauft. "
    "Geleitet wird die Werkstatt von Jonas Weber."
)
MUSIK = (
    "Die Musikschule Am Markt bietet ab dem 2. September einen Gitarrenkurs für Erwachsene an. "
    "Der Kurs umfasst zehn Termine zu je 60 Minuten und kostet insgesamt 180 Euro. "
    "In jeder Gruppe sind höchstens sechs Teilnehmende zugelassen. "
    "In den ersten vier Wochen gibt es kostenlos Leihgitarren."
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("de-ah-001", "para.reorder", "Wann hat die Fahrradwerkstatt geöffnet?", "Mittwochs von 16 bis 19 Uhr hat die Werkstatt geöffnet.", RAD, True),
    w.faith("de-ah-002", "para.passive", "Wer leitet die Fahrradwerkstatt?", "Jonas Weber leitet die Werkstatt.", RAD, True),
    w.faith("de-ah-003", "para.synonym", "Muss ich für das Werkzeug bezahlen?", "Nein, das Werkzeug bekommen Sie gratis.", RAD, True),
    w.faith("de-ah-004", "fmt.time", "Wann hat die Kletterhalle am Samstag geöffnet?", "Am Wochenende ist die Halle von 9 Uhr morgens bis 9 Uhr abends geöffnet.", KLETTER, True),
    w.faith("de-ah-005", "fmt.currency", "Was kostet eine normale Tageskarte?", "Eine Tageskarte kostet 14 €.", KLETTER, True),
    w.faith("de-ah-006", "wrap.hedge", "Kann man Kletterschuhe leihen?", "Soweit ich den Angaben entnehmen kann, ja – für 4 Euro.", KLETTER, True),
    w.faith("de-ah-007", "fmt.number", "Wie viele Leute dürfen in eine Gitarrengruppe?", "Maximal 6 Teilnehmende pro Gruppe.", MUSIK, True),
    w.faith("de-ah-008", "fmt.date", "Wann beginnt der Gitarrenkurs?", "Der Kurs beginnt am 02.09.", MUSIK, True),
    w.faith("de-ah-009", "fmt.unit", "Wie lange dauert ein Kurstermin?", "Jeder der zehn Termine dauert eine Stunde.", MUSIK, True),
    w.faith("de-ah-010", "wrap.question", "Gibt es Leihgitarren?", "Sie möchten wissen, ob es Leihgitarren gibt? Ja, in den ersten vier Wochen bekommen Sie eine kostenlos.", MUSIK, True),
    # single clear errors
    w.faith("de-ah-011", "value.time", "Bis wann hat die Fahrradwerkstatt geöffnet?", "Die Werkstatt hat bis 20 Uhr geöffnet.", RAD, False),
    w.faith("de-ah-012", "role.swap", "Wer repariert in der Werkstatt die Räder?", "Die Ehrenamtlichen reparieren die Räder, und die Besucher helfen ihnen dabei.", RAD, False),
    w.faith("de-ah-013", "quantifier", "An welchen Tagen ist die Fahrradwerkstatt geöffnet?", "Die Werkstatt ist jeden Tag von 16 bis 19 Uhr geöffnet.", RAD, False),
    w.faith("de-ah-014", "direction", "Wie läuft das mit Ersatzteilen?", "Die Werkstatt kauft Ersatzteile von den Besuchern zum Einkaufspreis an.", RAD, False),
    w.faith("de-ah-015", "negation", "Brauche ich einen Sicherungskurs, um ohne Trainer zu klettern?", "Nein, ohne Trainer darf man auch ohne Sicherungskurs klettern.", KLETTER, False),
    w.faith("de-ah-016", "modality", "Wie ist das mit Kletterschuhen?", "Kletterschuhe muss man für 4 Euro ausleihen.", KLETTER, False),
    w.faith("de-ah-017", "added.fact", "Was kostet die Tageskarte für Studierende?", "Für Studierende kostet sie 11 Euro, Leihschuhe inklusive.", KLETTER, False),
    w.faith("de-ah-018", "value.number", "Wie viele Termine hat der Gitarrenkurs?", "Der Kurs umfasst zwölf Termine.", MUSIK, False),
    w.faith("de-ah-019", "value.currency", "Was kostet der Gitarrenkurs?", "Der Kurs kostet insgesamt 150 Euro.", MUSIK, False),
    w.faith("de-ah-020", "antonym", "Wann gibt es Leihgitarren?", "Leihgitarren gibt es in den letzten vier Wochen kostenlos.", MUSIK, False),
    w.faith("de-ah-021", "value.date", "Ab wann läuft der Gitarrenkurs?", "Der Kurs läuft ab dem 9. September.", MUSIK, False),
]

REFUSAL = [
    w.refusal("de-ah-022", "refusal.plain", "Gibt es in der Kletterhalle ein Café?", "Das kann ich leider nicht beantworten.", KLETTER, True),
    w.refusal("de-ah-023", "refusal.context", "Bietet die Musikschule auch Klavierunterricht an?", "In den vorliegenden Informationen steht nichts über Klavierunterricht.", MUSIK, True),
    w.refusal("de-ah-024", "refusal.hedged", "Was kostet die Tageskarte für Studierende?", "Ganz sicher bin ich mir nicht, aber laut den Angaben wohl 11 Euro.", KLETTER, False),
]

CORRECTNESS = [
    w.correct("de-ah-025", "correct.wordy", "Wann hat die Fahrradwerkstatt geöffnet?", "Die Werkstatt im Nachbarschaftshaus Lindenhof öffnet einmal pro Woche, nämlich mittwochs, und zwar von 16 bis 19 Uhr.", "Mittwochs von 16 bis 19 Uhr.", True),
    w.correct("de-ah-026", "correct.wordy", "Wie viel kostet der Gitarrenkurs?", "Für den ganzen Kurs mit seinen zehn Terminen werden insgesamt 180 Euro fällig.", "180 Euro.", True),
    w.correct("de-ah-027", "correct.format", "Bis wann ist die Kletterhalle unter der Woche geöffnet?", "Bis 23:00.", "Bis 23 Uhr.", True),
    w.correct("de-ah-028", "wrong.value", "Was kostet das Ausleihen von Kletterschuhen?", "Die Leihgebühr für Kletterschuhe beträgt 14 Euro.", "4 Euro.", False),
]

RELEVANCY = [
    w.relevant("de-ah-029", "relevant.direct", "Wann kann ich in der Werkstatt vorbeikommen?", "Mittwochs zwischen 16 und 19 Uhr.", RAD, True),
    w.relevant("de-ah-030", "relevant.direct", "Wer ist für die Fahrradwerkstatt verantwortlich?", "Das ist Jonas Weber.", RAD, True),
    w.relevant("de-ah-031", "relevant.direct", "Was zahle ich als Studentin für einen Tag Klettern?", "11 Euro.", KLETTER, True),
    w.relevant("de-ah-032", "relevant.yesno", "Bekomme ich im Gitarrenkurs ein Instrument gestellt?", "Ja, in den ersten vier Wochen gibt es kostenlos eine Leihgitarre.", MUSIK, True),
    w.relevant("de-ah-033", "offtopic.true", "Wie viele Leute passen in eine Gitarrengruppe?", "Der Kurs beginnt am 2. September.", MUSIK, False),
]

DIAGNOSIS = [
    w.diag("de-ah-034", "diag.pass", "Was kostet das Leihen von Kletterschuhen in der Kletterhalle Felsenfest?", "Das Ausleihen kostet 4 Euro.", {"kletterhalle": KLETTER, "musikschule": MUSIK}, ("kletterhalle",), "pass"),
    w.diag("de-ah-035", "diag.missed", "Wer leitet die Fahrradwerkstatt im Lindenhof?", "Die Unterlagen nennen niemanden, der die Fahrradwerkstatt leitet.", {"kletterhalle": KLETTER, "musikschule": MUSIK}, ("fahrradwerkstatt",), "fix_retrieval"),
    w.diag("de-ah-036", "diag.correct_refusal", "Hat die Musikschule Am Markt einen Parkplatz?", "Dazu finde ich in den Unterlagen keine Angaben.", {"musikschule": MUSIK, "fahrradwerkstatt": RAD}, (), "correct_refusal"),
    w.diag("de-ah-037", "diag.offtopic", "Wann beginnt der Gitarrenkurs der Musikschule?", "Die Kletterhalle hat am Wochenende von 9 bis 21 Uhr geöffnet.", {"musikschule": MUSIK, "kletterhalle": KLETTER}, ("musikschule",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
