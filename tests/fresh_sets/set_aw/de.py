"""German cases of set AW: a Christmas market, a climbing hall, a repair café and a chamber
choir."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

MARKT = (
    "Der Weihnachtsmarkt auf dem Lindenplatz in Kehlbach ist vom 28. November bis zum 23. Dezember täglich von 11 bis 21 Uhr geöffnet. "
    "An den Adventssonntagen spielt um 17 Uhr der Posaunenchor St. Marien. "
    "Ein Becher Glühwein kostet 4,50 Euro, dazu kommen 3 Euro Pfand für die Tasse."
)
KLETTER = (
    "Die Kletterhalle Steilwand ist täglich außer sonntags von 10 bis 22 Uhr geöffnet. "
    "Eine Tageskarte kostet 14 Euro, für Schüler und Studierende 11 Euro. "
    "Wer zum ersten Mal kommt, muss vorher an einer kostenlosen Sicherheitseinweisung teilnehmen. "
    "Kletterschuhe kann man für 4 Euro ausleihen."
)
REPAIR = (
    "Das Repair-Café im Stadtteilzentrum Nordend findet am zweiten Samstag jedes Monats von 14 bis 17 Uhr statt. "
    "Ehrenamtliche reparieren dort Toaster, Lampen, Fahrräder und Kleidung, aber keine Handys. "
    "Die Reparatur ist kostenlos, über eine Spende freut sich das Team. "
    "Ersatzteile muss man selbst mitbringen."
)
CHOR = (
    "Der Kammerchor Wellenklang probt jeden Mittwoch um 19:30 Uhr im Gemeindesaal der Pauluskirche. "
    "Wer neu einsteigen möchte, singt zuerst bei Chorleiterin Ruth Albers vor. "
    "Der Mitgliedsbeitrag beträgt 60 Euro im Jahr. "
    "Derzeit hat der Chor 32 Mitglieder, ein Viertel davon singt Bass."
)

# fmt: off
FAITHFULNESS = [
    # treue Antworten
    w.faith("de-aw-001", "para.passive", "Was wird im Repair-Café repariert?", "Toaster, Lampen, Fahrräder und Kleidung werden dort von Ehrenamtlichen repariert, Handys aber nicht.", REPAIR, True),
    w.faith("de-aw-002", "para.except", "An welchem Tag hat die Kletterhalle zu?", "Geschlossen ist sie nur am Sonntag.", KLETTER, True),
    w.faith("de-aw-003", "fmt.time", "Wann probt der Chor?", "Mittwochs um halb acht abends im Gemeindesaal der Pauluskirche.", CHOR, True),
    w.faith("de-aw-004", "fmt.currency", "Was kostet ein Glühwein auf dem Weihnachtsmarkt?", "Ein Becher kostet 4,50 €, dazu 3 € Pfand für die Tasse.", MARKT, True),
    w.faith("de-aw-005", "fmt.share", "Welcher Anteil des Chors singt Bass?", "25 % der Mitglieder singen Bass.", CHOR, True),
    w.faith("de-aw-006", "fmt.date", "Wann hat der Weihnachtsmarkt geöffnet?", "Vom 28.11. bis 23.12., täglich von 11 bis 21 Uhr.", MARKT, True),
    w.faith("de-aw-007", "para.nominal", "Was müssen Neulinge in der Kletterhalle beachten?", "Für Neulinge ist vorab die Teilnahme an einer kostenlosen Sicherheitseinweisung Pflicht.", KLETTER, True),
    w.faith("de-aw-008", "wrap.closer", "Wie hoch ist der Mitgliedsbeitrag im Chor?", "Der Beitrag liegt bei 60 Euro im Jahr. Viel Spaß beim Singen!", CHOR, True),
    w.faith("de-aw-009", "para.synonym", "Was kostet eine Reparatur im Repair-Café?", "Die Reparatur kostet nichts, eine Spende ist aber willkommen.", REPAIR, True),
    # Antworten mit genau einem Fehler
    w.faith("de-aw-010", "value.time", "Wann spielt der Posaunenchor?", "An den Adventssonntagen spielt der Posaunenchor St. Marien um 18 Uhr.", MARKT, False),
    w.faith("de-aw-011", "role.swap", "Wie kommt man neu in den Chor?", "Chorleiterin Ruth Albers singt zuerst bei den neuen Sängerinnen und Sängern vor.", CHOR, False),
    w.faith("de-aw-012", "negation", "Muss ich Ersatzteile ins Repair-Café mitbringen?", "Nein, Ersatzteile muss man nicht selbst mitbringen.", REPAIR, False),
    w.faith("de-aw-013", "antonym", "Was kostet die Sicherheitseinweisung in der Kletterhalle?", "Die Sicherheitseinweisung ist kostenpflichtig.", KLETTER, False),
    w.faith("de-aw-014", "modality", "Was gilt für Erstbesucher der Kletterhalle?", "Erstbesucher können vorher an einer Sicherheitseinweisung teilnehmen, wenn sie möchten.", KLETTER, False),
    w.faith("de-aw-015", "quantifier", "Wie viele Chormitglieder singen Bass?", "Alle 32 Mitglieder singen Bass.", CHOR, False),
    w.faith("de-aw-016", "value.except", "Wann hat die Kletterhalle geöffnet?", "Täglich außer samstags von 10 bis 22 Uhr.", KLETTER, False),
    w.faith("de-aw-017", "added.fact", "Wo findet der Weihnachtsmarkt statt?", "Er findet auf dem Lindenplatz in Kehlbach statt, und der Eintritt ist frei.", MARKT, False),
]

REFUSAL = [
    w.refusal("de-aw-018", "refusal.plain", "Gibt es auf dem Weihnachtsmarkt eine Eisbahn?", "Das weiß ich leider nicht.", MARKT, True),
    w.refusal("de-aw-019", "refusal.context", "Wie viele Kletterrouten gibt es in der Halle?", "Dazu steht in den vorliegenden Informationen nichts, die Zahl der Routen wird nicht genannt.", KLETTER, True),
    w.refusal("de-aw-020", "refusal.partial", "Was kostet die Tageskarte, und gibt es Zehnerkarten?", "Die Tageskarte kostet 14 Euro, ermäßigt 11 Euro; zu Zehnerkarten finde ich keine Angaben.", KLETTER, False),
]

CORRECTNESS = [
    w.correct("de-aw-021", "correct.wordy", "Was kostet das Ausleihen von Kletterschuhen?", "Wer keine eigenen Kletterschuhe hat, kann sich in der Kletterhalle Steilwand welche für 4 Euro ausleihen.", "4 Euro.", True),
    w.correct("de-aw-022", "correct.wordy", "Wo probt der Kammerchor Wellenklang?", "Die Proben finden immer mittwochs im Gemeindesaal der Pauluskirche statt.", "Im Gemeindesaal der Pauluskirche.", True),
    w.correct("de-aw-023", "correct.short", "Wie hoch ist das Tassenpfand auf dem Weihnachtsmarkt?", "3 Euro.", "Für die Tasse werden 3 Euro Pfand berechnet.", True),
    w.correct("de-aw-024", "wrong.value", "Was kostet eine Tageskarte für Studierende?", "Studierende zahlen 14 Euro.", "Studierende zahlen 11 Euro.", False),
]

RELEVANCY = [
    w.relevant("de-aw-025", "relevant.direct", "Wann kann ich mit meinem kaputten Toaster vorbeikommen?", "Am zweiten Samstag jedes Monats zwischen 14 und 17 Uhr.", REPAIR, True),
    w.relevant("de-aw-026", "relevant.direct", "Wie viele Leute singen derzeit im Chor?", "Momentan sind es 32.", CHOR, True),
    w.relevant("de-aw-027", "relevant.direct", "Wie fange ich in der Kletterhalle an?", "Beim ersten Besuch vorher die kostenlose Sicherheitseinweisung mitmachen.", KLETTER, True),
    w.relevant("de-aw-028", "relevant.yesno", "Kann ich mein Handy ins Repair-Café bringen?", "Nein, Handys werden dort nicht repariert.", REPAIR, True),
    w.relevant("de-aw-029", "offtopic.true", "Was kostet ein Glühwein auf dem Weihnachtsmarkt?", "An den Adventssonntagen spielt um 17 Uhr der Posaunenchor St. Marien.", MARKT, False),
]

DIAGNOSIS = [
    w.diag("de-aw-030", "diag.pass", "Wann probt der Kammerchor Wellenklang?", "Der Chor probt jeden Mittwoch um 19:30 Uhr.", {"chor": CHOR, "repair-cafe": REPAIR}, ("chor",), "pass"),
    w.diag("de-aw-031", "diag.missed", "Was kostet ein Glühwein auf dem Weihnachtsmarkt?", "Ein Glühwein kostet 6 Euro.", {"kletterhalle": KLETTER, "chor": CHOR}, ("weihnachtsmarkt",), "fix_retrieval"),
    w.diag("de-aw-032", "diag.correct_refusal", "Gibt es im Repair-Café Kaffee und Kuchen?", "Ob es dort Kaffee und Kuchen gibt, geht aus den Unterlagen nicht hervor.", {"repair-cafe": REPAIR}, (), "correct_refusal"),
    w.diag("de-aw-033", "diag.unfaithful", "Was kostet eine Tageskarte in der Kletterhalle?", "Eine Tageskarte kostet 18 Euro.", {"kletterhalle": KLETTER}, ("kletterhalle",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
