"""German cases of set AK: a cheese dairy tour, a climbing hall, a lakeside bike rental and a day nursery."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

KAESE = (
    "Die Käserei Almgrund bietet jeden Donnerstag um 10 Uhr eine Führung an, die etwa 45 Minuten dauert. "
    "Erwachsene zahlen 9 Euro, Kinder unter 10 Jahren sind frei. "
    "Zum Abschluss gibt es eine Kostprobe von drei Bergkäsesorten."
)
KLETTER = (
    "Die Kletterhalle Steilwand hat 120 Routen bei einer Wandhöhe von 15 Metern. "
    "Eine Tageskarte kostet 14,50 Euro, Leihschuhe kosten 4 Euro extra. "
    "Wer ohne Trainer klettern will, muss vorher einen Sicherungskurs bestanden haben."
)
RAD = (
    "Der Fahrradverleih am Seeufer öffnet von April bis Oktober täglich um 9 Uhr. "
    "Ein Stadtrad kostet 12 Euro pro Tag, ein E-Bike 28 Euro. "
    "Die Räder müssen bis 19 Uhr zurückgegeben werden, sonst wird eine Verspätungsgebühr von 10 Euro fällig."
)
KITA = (
    "Die Kita Sonnenblume betreut 64 Kinder in vier Gruppen. "
    "Frau Albers leitet die Krippengruppe, Herr Yilmaz die Vorschulgruppe. "
    "Das Mittagessen wird um 11:45 Uhr ausgegeben, und freitags schließt die Kita schon um 14 Uhr."
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("de-ak-001", "para.passive", "Wer leitet die Krippengruppe?", "Die Krippengruppe wird von Frau Albers geleitet.", KITA, True),
    w.faith("de-ak-002", "para.reorder", "Wann ist die Käsereiführung und wie lange dauert sie?", "Etwa 45 Minuten dauert die Führung, und sie beginnt jeden Donnerstag um 10 Uhr.", KAESE, True),
    w.faith("de-ak-003", "para.synonym", "Müssen Kinder für die Führung bezahlen?", "Nein, für Kinder unter 10 Jahren ist die Führung kostenlos.", KAESE, True),
    w.faith("de-ak-004", "fmt.currency", "Was kostet eine Tageskarte in der Steilwand?", "Eine Tageskarte kostet 14,50 €.", KLETTER, True),
    w.faith("de-ak-005", "fmt.number", "Wie viele Gruppen hat die Kita?", "Die Kita betreut 64 Kinder in 4 Gruppen.", KITA, True),
    w.faith("de-ak-006", "fmt.time", "Wann gibt es in der Kita Mittagessen?", "Das Mittagessen gibt es um Viertel vor zwölf.", KITA, True),
    w.faith("de-ak-007", "fmt.range", "Wann kann man am Seeufer Räder leihen?", "April–Oktober, täglich ab 9 Uhr.", RAD, True),
    w.faith("de-ak-008", "wrap.opener", "Was kosten Leihschuhe in der Kletterhalle?", "Gute Frage! Leihschuhe kosten 4 Euro extra.", KLETTER, True),
    # single clear errors
    w.faith("de-ak-009", "value.number", "Wie viele Routen hat die Kletterhalle?", "Die Kletterhalle hat 210 Routen.", KLETTER, False),
    w.faith("de-ak-010", "value.time", "Bis wann müssen die Räder zurück?", "Die Räder müssen bis 20 Uhr zurückgegeben werden.", RAD, False),
    w.faith("de-ak-011", "value.currency", "Was kostet ein E-Bike am Tag?", "Ein E-Bike kostet 24 Euro pro Tag.", RAD, False),
    w.faith("de-ak-012", "role.swap", "Wer leitet die Vorschulgruppe?", "Frau Albers leitet die Vorschulgruppe, Herr Yilmaz die Krippengruppe.", KITA, False),
    w.faith("de-ak-013", "negation", "Gibt es am Ende der Führung etwas zu probieren?", "Nein, eine Kostprobe gibt es nicht.", KAESE, False),
    w.faith("de-ak-014", "modality", "Darf man in der Steilwand ohne Trainer klettern?", "Ja, ein Sicherungskurs wird empfohlen, ist aber keine Pflicht.", KLETTER, False),
    w.faith("de-ak-015", "antonym", "Was ist freitags in der Kita anders?", "Freitags öffnet die Kita erst um 14 Uhr.", KITA, False),
    w.faith("de-ak-016", "added.fact", "Was kostet ein Stadtrad?", "Ein Stadtrad kostet 12 Euro pro Tag, ein Helm ist im Preis inbegriffen.", RAD, False),
]

REFUSAL = [
    w.refusal("de-ak-017", "refusal.plain", "Hat die Kletterhalle ein Café?", "Das weiß ich leider nicht.", KLETTER, True),
    w.refusal("de-ak-018", "refusal.context", "Kann man in der Käserei Käse kaufen?", "Aus den vorliegenden Informationen geht nicht hervor, ob man in der Käserei Käse kaufen kann.", KAESE, True),
    w.refusal("de-ak-019", "refusal.partial", "Was kostet ein E-Bike, und kann man es online reservieren?", "Ein E-Bike kostet 28 Euro pro Tag; zu einer Online-Reservierung steht dort nichts.", RAD, False),
]

CORRECTNESS = [
    w.correct("de-ak-020", "correct.wordy", "Wann findet die Käsereiführung statt?", "Die Führung durch die Käserei Almgrund wird jede Woche am Donnerstagvormittag um zehn Uhr angeboten.", "Donnerstags um 10 Uhr.", True),
    w.correct("de-ak-021", "correct.wordy", "Wie hoch ist die Verspätungsgebühr beim Fahrradverleih?", "Wer sein Rad nach 19 Uhr zurückbringt, muss zusätzlich zehn Euro bezahlen.", "10 Euro.", True),
    w.correct("de-ak-022", "correct.short", "Wie hoch ist die Kletterwand?", "15 m.", "Die Wand ist 15 Meter hoch.", True),
    w.correct("de-ak-023", "wrong.value", "Wie viele Kinder betreut die Kita Sonnenblume?", "Die Kita betreut 46 Kinder.", "64 Kinder.", False),
]

RELEVANCY = [
    w.relevant("de-ak-024", "relevant.direct", "Was muss ich zahlen, wenn ich einen Tag in der Steilwand klettern will?", "14,50 Euro, dazu 4 Euro, falls du Schuhe leihst.", KLETTER, True),
    w.relevant("de-ak-025", "relevant.direct", "Ab wann kann man morgens ein Rad mieten?", "Ab 9 Uhr.", RAD, True),
    w.relevant("de-ak-026", "relevant.direct", "Wer kümmert sich um die Vorschulkinder?", "Herr Yilmaz.", KITA, True),
    w.relevant("de-ak-027", "relevant.yesno", "Muss meine achtjährige Tochter für die Käsereiführung bezahlen?", "Nein, unter zehn Jahren ist der Eintritt frei.", KAESE, True),
    w.relevant("de-ak-028", "offtopic.true", "Wie lange dauert die Käsereiführung?", "Erwachsene zahlen 9 Euro.", KAESE, False),
]

DIAGNOSIS = [
    w.diag("de-ak-029", "diag.pass", "Was kosten Leihschuhe in der Kletterhalle Steilwand?", "Leihschuhe kosten 4 Euro extra.", {"klettern-1": KLETTER, "kita-1": KITA}, ("klettern-1",), "pass"),
    w.diag("de-ak-030", "diag.missed", "Bis wann müssen die Leihräder am Seeufer zurückgegeben werden?", "Dazu finde ich in den Unterlagen keine Angabe.", {"kaese-1": KAESE, "kita-1": KITA}, ("rad-1",), "fix_retrieval"),
    w.diag("de-ak-031", "diag.correct_refusal", "Hat die Kita Sonnenblume einen Garten?", "In den Unterlagen steht nichts darüber, ob die Kita einen Garten hat.", {"kita-1": KITA}, (), "correct_refusal"),
    w.diag("de-ak-032", "diag.unfaithful", "Wann schließt die Kita Sonnenblume freitags?", "Freitags schließt die Kita um 16 Uhr.", {"kita-1": KITA}, ("kita-1",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
