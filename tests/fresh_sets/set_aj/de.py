"""German cases of set AJ: a climbing gym, a bicycle repair shop and a music school."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

KLETTER = (
    "Die Kletterhalle Felsenfest in Bamberg hat montags bis freitags von 10 bis 23 Uhr geöffnet, am Wochenende von 9 bis 20 Uhr. "
    "Eine Tageskarte kostet 14,50 Euro, für Studierende 11 Euro. "
    "Kinder unter 14 Jahren dürfen nur in Begleitung eines Erwachsenen klettern, und die höchste Wand ist 16 Meter hoch."
)
RAD = (
    "Die Fahrradwerkstatt Speiche & Kette repariert Fahrräder aller Marken, aber keine E-Scooter. "
    "Ein Platten wird für 12 Euro geflickt, eine Inspektion kostet 49 Euro und dauert in der Regel zwei Werktage. "
    "Meister Jonas Berger leitet die Werkstatt, seine Kollegin Mira Demir kümmert sich um die Kundenannahme. "
    "Im März sind die Preise um 5 Prozent gestiegen."
)
MUSIK = (
    "Die Musikschule Lindenhof bietet Gitarrenunterricht in Gruppen von höchstens fünf Schülern an. "
    "Eine Unterrichtsstunde dauert 45 Minuten und kostet 18 Euro. "
    "Das neue Halbjahr beginnt am 2. Februar, die Anmeldung muss bis zum 20. Januar erfolgen. "
    "Leihinstrumente können gegen eine Gebühr von 10 Euro im Monat ausgeliehen werden."
)

# fmt: off
FAITHFULNESS = [
    # treue Umformulierungen und Formate
    w.faith("de-aj-001", "para.reorder", "Wann beginnt das neue Halbjahr?", "Am 2. Februar beginnt an der Musikschule Lindenhof das neue Halbjahr.", MUSIK, True),
    w.faith("de-aj-002", "para.passive", "Wer leitet die Fahrradwerkstatt?", "Die Werkstatt wird von Meister Jonas Berger geleitet.", RAD, True),
    w.faith("de-aj-003", "para.synonym", "Was kostet die Tageskarte für Studenten?", "Studenten zahlen für ein Tagesticket 11 Euro.", KLETTER, True),
    w.faith("de-aj-004", "para.nominal", "Bis wann muss man sich anmelden?", "Anmeldeschluss ist der 20. Januar.", MUSIK, True),
    w.faith("de-aj-005", "para.except", "Was repariert die Werkstatt?", "Außer E-Scootern nimmt die Werkstatt Fahrräder jeder Marke zur Reparatur an.", RAD, True),
    w.faith("de-aj-006", "fmt.currency", "Was kostet eine Tageskarte?", "Eine Tageskarte kostet 14,50 €.", KLETTER, True),
    w.faith("de-aj-007", "fmt.time", "Wann hat die Halle unter der Woche offen?", "Montags bis freitags ist von 10:00 bis 23:00 Uhr geöffnet.", KLETTER, True),
    w.faith("de-aj-008", "fmt.abbrev", "Wie hoch ist die höchste Wand?", "Die höchste Wand ist 16 m hoch.", KLETTER, True),
    w.faith("de-aj-009", "fmt.period", "Wie lange dauert eine Gitarrenstunde?", "Eine Unterrichtsstunde dauert eine Dreiviertelstunde.", MUSIK, True),
    w.faith("de-aj-010", "wrap.attribution", "Wie lange dauert eine Inspektion?", "Laut den Angaben der Werkstatt dauert eine Inspektion in der Regel zwei Werktage.", RAD, True),
    # ein klarer Fehler
    w.faith("de-aj-011", "value.number", "Wie groß sind die Gitarrengruppen?", "In einer Gruppe sind höchstens sechs Schüler.", MUSIK, False),
    w.faith("de-aj-012", "value.date", "Wann beginnt das neue Halbjahr?", "Das neue Halbjahr beginnt am 12. Februar.", MUSIK, False),
    w.faith("de-aj-013", "value.currency", "Was kostet es, einen Platten zu flicken?", "Einen Platten zu flicken kostet 15 Euro.", RAD, False),
    w.faith("de-aj-014", "role.swap", "Wer macht was in der Werkstatt?", "Mira Demir leitet die Werkstatt, und Jonas Berger kümmert sich um die Kundenannahme.", RAD, False),
    w.faith("de-aj-015", "negation", "Kann ich meinen E-Scooter dort reparieren lassen?", "Ja, die Werkstatt repariert auch E-Scooter.", RAD, False),
    w.faith("de-aj-016", "direction", "Haben sich die Preise der Werkstatt geändert?", "Im März sind die Preise um 5 Prozent gesunken.", RAD, False),
    w.faith("de-aj-017", "modality", "Braucht man ein eigenes Instrument?", "Jeder Schüler muss ein Leihinstrument für 10 Euro im Monat ausleihen.", MUSIK, False),
    w.faith("de-aj-018", "quantifier", "Welche Fahrräder werden repariert?", "Die Werkstatt repariert nur Fahrräder einiger weniger Marken.", RAD, False),
    w.faith("de-aj-019", "added.fact", "Was kostet eine Tageskarte?", "Eine Tageskarte kostet 14,50 Euro, Leihschuhe sind im Preis inbegriffen.", KLETTER, False),
    w.faith("de-aj-020", "antonym", "Wie hoch sind die Wände in der Halle?", "Die niedrigste Wand der Halle ist 16 Meter hoch.", KLETTER, False),
]

REFUSAL = [
    w.refusal("de-aj-021", "refusal.plain", "Gibt es in der Kletterhalle eine Sauna?", "Leider weiß ich nicht, ob es in der Kletterhalle eine Sauna gibt.", KLETTER, True),
    w.refusal("de-aj-022", "refusal.context", "Gibt es in der Kletterhalle eine Sauna?", "In den vorliegenden Informationen steht nichts über eine Sauna in der Kletterhalle.", KLETTER, True),
    w.refusal("de-aj-023", "refusal.hedged", "Wie lange dauert eine Inspektion?", "Ganz sicher bin ich mir nicht, aber meistens dauert sie wohl zwei Werktage.", RAD, False),
]

CORRECTNESS = [
    w.correct("de-aj-024", "correct.wordy", "Wie hoch ist die höchste Wand?", "Die höchste Kletterwand der Halle Felsenfest ragt ganze 16 Meter in die Höhe.", "16 Meter", True),
    w.correct("de-aj-025", "correct.wordy", "Was kostet eine Inspektion?", "Für eine Inspektion bei Speiche & Kette muss man mit 49 Euro rechnen.", "49 Euro", True),
    w.correct("de-aj-026", "correct.format", "Wann beginnt das neue Halbjahr?", "Am 02.02.", "Am 2. Februar", True),
    w.correct("de-aj-027", "wrong.role", "Wer kümmert sich um die Kundenannahme?", "Jonas Berger kümmert sich um die Kundenannahme.", "Mira Demir", False),
]

RELEVANCY = [
    w.relevant("de-aj-028", "relevant.direct", "Bis wie viel Uhr kann ich samstags klettern?", "Bis 20 Uhr.", KLETTER, True),
    w.relevant("de-aj-029", "relevant.direct", "Was muss ich für eine Gitarrenstunde bezahlen?", "18 Euro pro Einheit.", MUSIK, True),
    w.relevant("de-aj-030", "relevant.direct", "Wer ist der Chef der Fahrradwerkstatt?", "Meister Jonas Berger.", RAD, True),
    w.relevant("de-aj-031", "relevant.yesno", "Kann man bei der Musikschule ein Instrument leihen?", "Ja, für 10 Euro im Monat.", MUSIK, True),
    w.relevant("de-aj-032", "offtopic.true", "Wie lange dauert eine Gitarrenstunde?", "Das neue Halbjahr beginnt am 2. Februar.", MUSIK, False),
]

DIAGNOSIS = [
    w.diag("de-aj-033", "diag.pass", "Wie viel kostet die Tageskarte für Studierende?", "Studierende zahlen 11 Euro.", {"kletter-preise": KLETTER, "musik-kurse": MUSIK}, ("kletter-preise",), "pass"),
    w.diag("de-aj-034", "diag.missed", "Was kostet das Flicken eines Platten?", "Dazu finde ich in den Unterlagen leider keine Angabe.", {"kletter-preise": KLETTER, "musik-kurse": MUSIK}, ("rad-werkstatt",), "fix_retrieval"),
    w.diag("de-aj-035", "diag.correct_refusal", "Bietet die Musikschule auch Klavierunterricht an?", "Ob es Klavierunterricht gibt, geht aus den Informationen nicht hervor.", {"musik-kurse": MUSIK}, (), "correct_refusal"),
    w.diag("de-aj-036", "diag.unfaithful", "Bis wann muss man sich anmelden?", "Die Anmeldung muss bis zum 31. Januar erfolgen.", {"musik-kurse": MUSIK}, ("musik-kurse",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
