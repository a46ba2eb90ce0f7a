"""German cases of set AB. Scenarios: an allotment garden association (Kleingartenverein
Sonnenwinkel), a public swimming lake (Badesee Waldhausen), a dance school (Tanzschule Kessler)
and a youth hostel (Jugendherberge Lindenhof)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

GARTEN = "Der Kleingartenverein „Sonnenwinkel“ verpachtet 72 Parzellen mit jeweils rund 300 Quadratmetern. Die Jahrespacht beträgt 280 Euro und ist bis zum 31. März fällig. Mindestens ein Drittel jeder Parzelle muss für den Anbau von Obst und Gemüse genutzt werden. Zwischen 13 und 15 Uhr gilt Mittagsruhe, in der keine Rasenmäher benutzt werden dürfen."
BADESEE = "Der Badesee Waldhausen ist vom 15. Mai bis zum 10. September täglich von 9 bis 19 Uhr geöffnet. Der Eintritt kostet für Erwachsene 3,50 Euro, Kinder unter 6 Jahren haben freien Eintritt. Die Badeaufsicht ist nur am Wochenende und an Feiertagen besetzt. Hunde sind auf der Liegewiese nicht erlaubt."
TANZ = "Die Tanzschule Kessler bietet donnerstags um 20 Uhr einen Grundkurs Discofox an. Der Kurs umfasst acht Abende zu je 90 Minuten und kostet 129 Euro pro Person. Anmelden kann man sich nur als Paar. Kursleiterin ist Anja Brandt, unterstützt von ihrem Assistenten Jonas Weber."
HERBERGE = "Die Jugendherberge Lindenhof hat 112 Betten in 28 Zimmern. Die Übernachtung mit Frühstück kostet 32,90 Euro pro Person, Gäste ab 27 Jahren zahlen 4 Euro mehr. Die Rezeption ist von 7 bis 22 Uhr besetzt. Bettwäsche ist im Preis enthalten, Handtücher können für 2 Euro ausgeliehen werden."

# fmt: off
FAITHFULNESS = [
    w.faith("de-ab-001", "para.reorder", "Wann hat der Badesee Waldhausen geöffnet?", "Geöffnet ist der Badesee Waldhausen vom 15. Mai bis zum 10. September, und zwar täglich von 9 bis 19 Uhr.", BADESEE, True),
    w.faith("de-ab-002", "para.passive", "Wer leitet den Discofox-Kurs?", "Der Kurs wird von Anja Brandt geleitet.", TANZ, True),
    w.faith("de-ab-003", "para.synonym", "Bis wann muss die Pacht bezahlt werden?", "Die jährliche Pacht muss spätestens am 31. März bezahlt sein.", GARTEN, True),
    w.faith("de-ab-004", "fmt.time", "Wann ist die Rezeption der Jugendherberge besetzt?", "Die Rezeption ist von 7 Uhr morgens bis 10 Uhr abends besetzt.", HERBERGE, True),
    w.faith("de-ab-005", "fmt.currency", "Was kostet der Eintritt am Badesee?", "Erwachsene zahlen 3,50 € Eintritt, Kinder unter 6 Jahren kommen umsonst rein.", BADESEE, True),
    w.faith("de-ab-006", "fmt.unit", "Wie lange dauert ein Kursabend?", "Jeder Kursabend dauert anderthalb Stunden.", TANZ, True),
    w.faith("de-ab-007", "fmt.date", "Wann ist die Jahrespacht fällig?", "Die Jahrespacht ist bis zum 31.03. fällig.", GARTEN, True),
    w.faith("de-ab-008", "para.except", "Gibt es am Badesee eine Badeaufsicht?", "Außer am Wochenende und an Feiertagen gibt es am Badesee keine Badeaufsicht.", BADESEE, True),
    w.faith("de-ab-009", "wrap.hedge", "Was kostet der Discofox-Grundkurs?", "Soweit ich sehe, kostet der Kurs 129 Euro pro Person.", TANZ, True),
    w.faith("de-ab-010", "para.nominal", "Darf man mittags Rasen mähen?", "Die Benutzung von Rasenmähern ist während der Mittagsruhe zwischen 13 und 15 Uhr nicht gestattet.", GARTEN, True),
    w.faith("de-ab-011", "value.number", "Wie viele Parzellen hat der Kleingartenverein?", "Der Verein verpachtet 27 Parzellen mit jeweils rund 300 Quadratmetern.", GARTEN, False),
    w.faith("de-ab-012", "value.date", "Bis wann hat der Badesee geöffnet?", "Der Badesee ist vom 15. Mai bis zum 10. Oktober geöffnet.", BADESEE, False),
    w.faith("de-ab-013", "value.currency", "Was kostet eine Übernachtung in der Jugendherberge?", "Die Übernachtung mit Frühstück kostet 23,90 Euro pro Person.", HERBERGE, False),
    w.faith("de-ab-014", "role.swap", "Wer leitet den Discofox-Kurs?", "Der Kurs wird von Jonas Weber geleitet, Anja Brandt ist seine Assistentin.", TANZ, False),
    w.faith("de-ab-015", "negation", "Darf mein Hund mit auf die Liegewiese?", "Ja, Hunde sind auf der Liegewiese erlaubt.", BADESEE, False),
    w.faith("de-ab-016", "modality", "Muss ich in meinem Garten Gemüse anbauen?", "Es wird empfohlen, mindestens ein Drittel der Parzelle für Obst und Gemüse zu nutzen.", GARTEN, False),
    w.faith("de-ab-017", "direction", "Zahlen ältere Gäste einen anderen Preis?", "Gäste ab 27 Jahren zahlen 4 Euro weniger.", HERBERGE, False),
    w.faith("de-ab-018", "added.fact", "Was kostet der Discofox-Grundkurs?", "Der Kurs kostet 129 Euro pro Person, Getränke sind inklusive.", TANZ, False),
    w.faith("de-ab-019", "quantifier", "Wie viel der Parzelle muss bepflanzt werden?", "Jede Parzelle muss vollständig für den Anbau von Obst und Gemüse genutzt werden.", GARTEN, False),
]

REFUSAL = [
    w.refusal("de-ab-020", "refusal.plain", "Gibt es in der Jugendherberge WLAN?", "Das kann ich Ihnen leider nicht sagen.", HERBERGE, True),
    w.refusal("de-ab-021", "refusal.long", "Kann man in der Jugendherberge Lindenhof Fahrräder leihen?", "Zum Fahrradverleih finde ich in den vorliegenden Informationen leider keine Angaben, deshalb kann ich die Frage nicht beantworten. Am besten fragen Sie direkt an der Rezeption nach.", HERBERGE, True),
    w.refusal("de-ab-022", "refusal.hedged", "Was kostet das Ausleihen eines Handtuchs?", "Wenn ich die Angaben richtig verstehe, kostet ein Handtuch 2 Euro.", HERBERGE, False),
]

CORRECTNESS = [
    w.correct("de-ab-023", "correct.wordy", "Wie viele Abende umfasst der Discofox-Grundkurs?", "Der Grundkurs Discofox bei der Tanzschule Kessler erstreckt sich über insgesamt acht Abende.", "Acht Abende.", True),
    w.correct("de-ab-024", "correct.wordy", "Was kostet der Eintritt am Badesee für Erwachsene?", "Wer erwachsen ist, zahlt am Badesee Waldhausen 3,50 Euro Eintritt.", "3,50 Euro.", True),
    w.correct("de-ab-025", "correct.format", "Wann ist die Rezeption besetzt?", "7:00–22:00 Uhr.", "Von 7 bis 22 Uhr.", True),
    w.correct("de-ab-026", "wrong.value", "Bis wann ist die Jahrespacht fällig?", "Die Jahrespacht ist bis zum 30. April fällig.", "Bis zum 31. März.", False),
]

RELEVANCY = [
    w.relevant("de-ab-027", "relevant.direct", "Wo dürfen Hunde am Badesee nicht hin?", "Auf die Liegewiese.", BADESEE, True),
    w.relevant("de-ab-028", "relevant.direct", "Mit welchen Kosten muss ich für eine Nacht in der Herberge rechnen?", "32,90 Euro pro Person, Frühstück inklusive.", HERBERGE, True),
    w.relevant("de-ab-029", "relevant.direct", "An welchem Wochentag findet der Discofox-Kurs statt?", "Donnerstags ab 20 Uhr.", TANZ, True),
    w.relevant("de-ab-030", "relevant.yesno", "Darf ich im Kleingarten zwischen 13 und 15 Uhr Rasen mähen?", "Nein, während der Mittagsruhe ist das nicht erlaubt.", GARTEN, True),
    w.relevant("de-ab-031", "offtopic.true", "Wie groß ist eine Parzelle im Kleingartenverein Sonnenwinkel?", "Die Jahrespacht ist bis zum 31. März fällig.", GARTEN, False),
]

DIAGNOSIS = [
    w.diag("de-ab-032", "diag.pass", "Bis wann hat der Badesee Waldhausen im Sommer geöffnet?", "Bis zum 10. September, täglich von 9 bis 19 Uhr.", {"badesee": BADESEE, "garten": GARTEN}, ("badesee",), "pass"),
    w.diag("de-ab-033", "diag.missed", "Wie viele Betten hat die Jugendherberge Lindenhof?", "Die Jugendherberge Lindenhof hat 80 Betten.", {"badesee": BADESEE, "tanz": TANZ}, ("herberge",), "fix_retrieval"),
    w.diag("de-ab-034", "diag.correct_refusal", "Gibt es beim Kleingartenverein Sonnenwinkel eine Warteliste?", "Dazu enthalten die Unterlagen keine Angaben.", {"garten": GARTEN, "herberge": HERBERGE}, (), "correct_refusal"),
    w.diag("de-ab-035", "diag.unfaithful", "Wie viel kostet der Discofox-Grundkurs?", "Der Kurs kostet 159 Euro pro Person.", {"tanz": TANZ, "badesee": BADESEE}, ("tanz",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
