"""German cases of set AN: an ice rink in the city park, a climbing gym, a winery's farm shop
and an indoor swimming pool."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

EISBAHN = (
    "Die Eisbahn am Stadtpark hat von Anfang Dezember bis Ende Februar geöffnet. "
    "Der Eintritt kostet für Erwachsene 6,50 Euro, für Kinder unter 14 Jahren 4 Euro. "
    "Schlittschuhe kann man für 3 Euro ausleihen. "
    "Donnerstags findet ab 19 Uhr die Eisdisco statt."
)
KLETTERHALLE = (
    "Die Kletterhalle Felsenfest hat montags bis freitags von 10 bis 23 Uhr und am Wochenende von 9 bis 21 Uhr geöffnet. "
    "Wer zum ersten Mal kommt, muss vorher eine Sicherungseinweisung machen. "
    "Die Einweisung leitet Trainerin Jana Kröger, die Kinderkurse leitet Trainer Malte Sievers. "
    "Eine Zehnerkarte kostet 120 Euro."
)
WEINGUT = (
    "Im Hofladen des Weinguts Lindenhof gibt es den Silvaner 2022 für 9,80 Euro pro Flasche. "
    "Ab zwölf Flaschen liefert das Weingut kostenlos nach Hause. "
    "Der Laden ist außer sonntags täglich von 10 bis 18 Uhr geöffnet. "
    "Der Weinberg liegt am Osthang des Kappelbergs."
)
HALLENBAD = (
    "Das Hallenbad Nord ist dienstags bis sonntags von 7 bis 20 Uhr geöffnet. "
    "Eine Tageskarte kostet 5 Euro. "
    "Das Sportbecken ist 25 Meter lang."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-an-001", "para.passive", "Wer leitet die Sicherungseinweisung?", "Die Sicherungseinweisung wird von Trainerin Jana Kröger geleitet.", KLETTERHALLE, True),
    w.faith("de-an-002", "para.reorder", "Wann ist die Eisdisco?", "Ab 19 Uhr gibt es donnerstags die Eisdisco.", EISBAHN, True),
    w.faith("de-an-003", "fmt.currency", "Was kostet der Eintritt für Erwachsene?", "Erwachsene zahlen 6,50 € Eintritt.", EISBAHN, True),
    w.faith("de-an-004", "fmt.time", "Um wie viel Uhr beginnt die Eisdisco?", "Die Eisdisco beginnt donnerstags um 19:00 Uhr.", EISBAHN, True),
    w.faith("de-an-005", "fmt.number", "Liefert das Weingut auch nach Hause?", "Ja, ab 12 Flaschen wird kostenlos nach Hause geliefert.", WEINGUT, True),
    w.faith("de-an-006", "para.except", "An welchen Tagen hat der Hofladen offen?", "Der Hofladen hat jeden Tag geöffnet, nur sonntags nicht.", WEINGUT, True),
    w.faith("de-an-007", "fmt.abbrev", "Wann hat die Kletterhalle unter der Woche offen?", "Die Kletterhalle ist Mo.–Fr. von 10 bis 23 Uhr geöffnet.", KLETTERHALLE, True),
    w.faith("de-an-008", "para.nominal", "Was muss ich beim ersten Besuch beachten?", "Für Erstbesucher ist die Teilnahme an einer Sicherungseinweisung Pflicht.", KLETTERHALLE, True),
    w.faith("de-an-009", "wrap.hedge", "Was kostet eine Zehnerkarte?", "Soweit ich das sehe, kostet eine Zehnerkarte 120 Euro.", KLETTERHALLE, True),
    w.faith("de-an-010", "para.relative", "Wer ist Jana Kröger?", "Jana Kröger ist die Trainerin, die in der Kletterhalle Felsenfest die Sicherungseinweisung leitet.", KLETTERHALLE, True),
    w.faith("de-an-011", "value.currency", "Was kostet der Silvaner?", "Der Silvaner 2022 kostet 8,90 Euro pro Flasche.", WEINGUT, False),
    w.faith("de-an-012", "role.swap", "Wer leitet was in der Kletterhalle?", "Die Einweisung leitet Trainer Malte Sievers, die Kinderkurse leitet Trainerin Jana Kröger.", KLETTERHALLE, False),
    w.faith("de-an-013", "negation", "Kann man an der Eisbahn Schlittschuhe ausleihen?", "Nein, Schlittschuhe kann man dort nicht ausleihen.", EISBAHN, False),
    w.faith("de-an-014", "antonym", "Was kostet die Lieferung ab zwölf Flaschen?", "Ab zwölf Flaschen ist die Lieferung nach Hause kostenpflichtig.", WEINGUT, False),
    w.faith("de-an-015", "modality", "Muss ich beim ersten Mal eine Einweisung machen?", "Wer zum ersten Mal kommt, kann eine Sicherungseinweisung machen, muss aber nicht.", KLETTERHALLE, False),
    w.faith("de-an-016", "direction", "Wo liegt der Weinberg?", "Der Weinberg liegt am Westhang des Kappelbergs.", WEINGUT, False),
    w.faith("de-an-017", "value.except", "An welchen Tagen hat der Hofladen offen?", "Der Laden ist außer montags täglich von 10 bis 18 Uhr geöffnet.", WEINGUT, False),
    w.faith("de-an-018", "value.time", "Wann hat die Kletterhalle am Wochenende offen?", "Am Wochenende hat die Kletterhalle von 9 bis 23 Uhr geöffnet.", KLETTERHALLE, False),
    w.faith("de-an-019", "quantifier", "Wer braucht eine Sicherungseinweisung?", "Alle Besucher, auch Stammgäste, müssen bei jedem Besuch eine Sicherungseinweisung machen.", KLETTERHALLE, False),
]

REFUSAL = [
    w.refusal("de-an-020", "refusal.long", "Gibt es an der Eisbahn einen Imbiss?", "Dazu kann ich leider nichts sagen: Die Angaben zur Eisbahn nennen nur Öffnungszeitraum, Eintrittspreise, den Schlittschuhverleih und die Eisdisco, aber keinen Imbiss.", EISBAHN, True),
    w.refusal("de-an-021", "refusal.short", "Wie viele Kletterrouten hat die Halle?", "Das geht aus den Unterlagen nicht hervor.", KLETTERHALLE, True),
    w.refusal("de-an-022", "refusal.hedged", "Was kostet eine Zehnerkarte in der Kletterhalle?", "Ganz sicher bin ich mir nicht, aber laut den Angaben kostet sie 120 Euro.", KLETTERHALLE, False),
]

CORRECTNESS = [
    w.correct("de-an-023", "correct.wordy", "Was kostet der Eintritt auf der Eisbahn für Kinder?", "Kinder unter 14 Jahren kommen für 4 Euro auf die Eisbahn am Stadtpark.", "4 Euro.", True),
    w.correct("de-an-024", "correct.wordy", "Wer leitet die Kinderkurse in der Kletterhalle?", "Für die Kinderkurse ist in der Kletterhalle Felsenfest Trainer Malte Sievers zuständig.", "Trainer Malte Sievers.", True),
    w.correct("de-an-025", "correct.format", "Wann beginnt die Eisdisco?", "Do., 19:00 Uhr.", "Donnerstags ab 19 Uhr.", True),
    w.correct("de-an-026", "wrong.value", "Ab wie vielen Flaschen liefert das Weingut Lindenhof kostenlos?", "Ab sechs Flaschen.", "Ab zwölf Flaschen.", False),
]

RELEVANCY = [
    w.relevant("de-an-027", "relevant.direct", "In welchen Monaten kann ich dort Schlittschuh laufen?", "Von Anfang Dezember bis Ende Februar.", EISBAHN, True),
    w.relevant("de-an-028", "relevant.direct", "Was muss ich für eine Flasche Silvaner hinlegen?", "9,80 Euro.", WEINGUT, True),
    w.relevant("de-an-029", "relevant.direct", "Wo wachsen die Trauben des Lindenhofs?", "Am Osthang des Kappelbergs.", WEINGUT, True),
    w.relevant("de-an-030", "relevant.yesno", "Brauche ich beim ersten Besuch in der Kletterhalle eine Einweisung?", "Ja, beim ersten Mal ist eine Sicherungseinweisung Pflicht.", KLETTERHALLE, True),
    w.relevant("de-an-031", "offtopic.true", "Wie lange hat die Kletterhalle am Wochenende geöffnet?", "Eine Zehnerkarte kostet 120 Euro.", KLETTERHALLE, False),
]

DIAGNOSIS = [
    w.diag("de-an-032", "diag.pass", "Wie lang ist das Sportbecken im Hallenbad Nord?", "Das Sportbecken ist 25 Meter lang.", {"hallenbad": HALLENBAD, "eisbahn": EISBAHN}, ("hallenbad",), "pass"),
    w.diag("de-an-033", "diag.missed", "Was kostet eine Tageskarte im Hallenbad Nord?", "Dazu finde ich in den Dokumenten keine Angabe.", {"eisbahn": EISBAHN, "kletterhalle": KLETTERHALLE}, ("hallenbad",), "fix_retrieval"),
    w.diag("de-an-034", "diag.correct_refusal", "Hat das Weingut Lindenhof eine Ferienwohnung?", "In den Dokumenten steht nichts über eine Ferienwohnung.", {"weingut": WEINGUT, "hallenbad": HALLENBAD}, (), "correct_refusal"),
    w.diag("de-an-035", "diag.unfaithful", "Wann hat das Hallenbad Nord geöffnet?", "Das Hallenbad Nord ist montags bis freitags von 7 bis 20 Uhr geöffnet.", {"hallenbad": HALLENBAD, "kletterhalle": KLETTERHALLE}, ("hallenbad",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
