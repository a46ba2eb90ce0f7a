"""German cases of set BE: a youth hostel, a vineyard tour, a climbing hall's kids club and a
public library's makerspace."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

HOSTEL = "Die Jugendherberge Am Kiessee hat 96 Betten in 24 Vierbettzimmern. Eine Übernachtung kostet 32,50 € pro Person inklusive Frühstück; Bettwäsche wird für einmalig 5 € gestellt. Die Rezeption ist täglich von 7 bis 22 Uhr besetzt, und Gruppen ab 10 Personen müssen mindestens vier Wochen im Voraus buchen."
VINEYARD = "Das Weingut Hollerbach bietet von April bis Oktober samstags um 14 Uhr eine Führung durch die Weinberge an. Die Führung dauert etwa zwei Stunden und endet mit einer Probe von sechs Weinen. Sie kostet 18 € pro Person, Kinder unter 14 Jahren nehmen kostenlos teil. Winzerin Katrin Hollerbach leitet die Führungen selbst."
CLIMB = "Der Kinderklub der Kletterhalle Steinbock trifft sich dienstags und donnerstags von 15:30 bis 17:00 Uhr. Mitmachen können Kinder zwischen 8 und 14 Jahren; ein Kurs mit 10 Terminen kostet 85 €. Kletterschuhe werden kostenlos verliehen, Gurte müssen aber selbst mitgebracht werden."
MAKERSPACE = "Der Makerspace der Stadtbibliothek Lindenau liegt im Untergeschoss und ist außer sonntags täglich von 10 bis 19 Uhr geöffnet. Es gibt zwei 3D-Drucker, einen Lasercutter und drei Nähmaschinen. Den Lasercutter dürfen nur Personen nutzen, die an einer 90-minütigen Sicherheitseinweisung teilgenommen haben."

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("de-be-001", "para.synonym", "Wann ist die Rezeption der Jugendherberge besetzt?", "Die Rezeption ist jeden Tag zwischen 7 und 22 Uhr besetzt.", HOSTEL, True),
    w.faith("de-be-002", "fmt.time", "Wann trifft sich der Kinderklub?", "Dienstags und donnerstags von halb vier bis fünf Uhr nachmittags.", CLIMB, True),
    w.faith("de-be-003", "para.except", "An welchen Tagen hat der Makerspace geöffnet?", "Von Montag bis Samstag, jeweils von 10 bis 19 Uhr.", MAKERSPACE, True),
    w.faith("de-be-004", "fmt.currency", "Was kostet eine Übernachtung in der Jugendherberge?", "Eine Übernachtung mit Frühstück kostet 32,50 Euro pro Person.", HOSTEL, True),
    w.faith("de-be-005", "fmt.period", "Wie lange dauert die Sicherheitseinweisung für den Lasercutter?", "Die Einweisung dauert anderthalb Stunden.", MAKERSPACE, True),
    w.faith("de-be-006", "para.nominal", "Wer darf den Lasercutter benutzen?", "Voraussetzung für die Nutzung des Lasercutters ist die Teilnahme an einer 90-minütigen Sicherheitseinweisung.", MAKERSPACE, True),
    w.faith("de-be-007", "wrap.opener", "Wer leitet die Führungen im Weingut Hollerbach?", "Gute Frage! Die Führungen leitet Winzerin Katrin Hollerbach selbst.", VINEYARD, True),
    w.faith("de-be-008", "para.pronoun", "Womit endet die Weinbergführung?", "Sie endet mit einer Probe von sechs Weinen.", VINEYARD, True),
    # single clear errors
    w.faith("de-be-009", "value.number", "Wie viele Betten hat die Jugendherberge Am Kiessee?", "Die Jugendherberge hat 69 Betten in 24 Vierbettzimmern.", HOSTEL, False),
    w.faith("de-be-010", "value.currency", "Was kostet ein Kurs im Kinderklub?", "Ein Kurs mit 10 Terminen kostet 58 €.", CLIMB, False),
    w.faith("de-be-011", "value.time", "Um wie viel Uhr beginnt die Weinbergführung?", "Die Führung beginnt samstags um 16 Uhr.", VINEYARD, False),
    w.faith("de-be-012", "negation", "Kann man in der Kletterhalle Kletterschuhe ausleihen?", "Nein, Kletterschuhe werden nicht verliehen.", CLIMB, False),
    w.faith("de-be-013", "direction", "Wo befindet sich der Makerspace?", "Der Makerspace liegt im Obergeschoss der Stadtbibliothek Lindenau.", MAKERSPACE, False),
    w.faith("de-be-014", "modality", "Braucht man für den Lasercutter eine Einweisung?", "Die Sicherheitseinweisung wird empfohlen, ist für den Lasercutter aber nicht vorgeschrieben.", MAKERSPACE, False),
    w.faith("de-be-015", "quantifier", "Wie früh müssen Gruppen in der Jugendherberge buchen?", "Gruppen ab 10 Personen müssen höchstens vier Wochen im Voraus buchen.", HOSTEL, False),
    w.faith("de-be-016", "value.except", "Hat der Makerspace jeden Tag geöffnet?", "Nein, er ist außer samstags täglich von 10 bis 19 Uhr geöffnet.", MAKERSPACE, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-be-017", "refusal.plain", "Gibt es in der Jugendherberge WLAN?", "Das kann ich leider nicht sagen.", HOSTEL, True),
    w.refusal("de-be-018", "refusal.context", "Kann man beim Weingut Hollerbach Wein online bestellen?", "In den vorliegenden Informationen steht nichts über eine Online-Bestellung, daher kann ich die Frage nicht beantworten.", VINEYARD, True),
    w.refusal("de-be-019", "refusal.hedged", "Wie alt müssen Kinder für den Kinderklub sein?", "Wenn ich die Angaben richtig verstehe, können Kinder zwischen 8 und 14 Jahren mitmachen.", CLIMB, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-be-020", "correct.wordy", "Wie viel kostet die Weinbergführung beim Weingut Hollerbach?", "Für die Führung durch die Weinberge des Weinguts Hollerbach zahlt man 18 Euro pro Person.", "18 € pro Person", True),
    w.correct("de-be-021", "correct.wordy", "Wie viele Nähmaschinen gibt es im Makerspace der Stadtbibliothek Lindenau?", "Im Makerspace der Stadtbibliothek stehen insgesamt drei Nähmaschinen zur Verfügung.", "Drei Nähmaschinen.", True),
    w.correct("de-be-022", "correct.format", "Wann schließt die Rezeption der Jugendherberge Am Kiessee?", "22:00 Uhr.", "Um 22 Uhr.", True),
    w.correct("de-be-023", "wrong.value", "Wie viele Weine werden bei der Probe im Weingut Hollerbach verkostet?", "Bei der Probe werden vier Weine verkostet.", "Sechs Weine.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("de-be-024", "relevant.direct", "Was muss ich für die Bettwäsche bezahlen?", "Einmalig 5 €.", HOSTEL, True),
    w.relevant("de-be-025", "relevant.direct", "In welchen Monaten finden die Weinbergführungen statt?", "Von April bis Oktober.", VINEYARD, True),
    w.relevant("de-be-026", "relevant.direct", "Wo finde ich den Makerspace?", "Im Untergeschoss der Stadtbibliothek Lindenau.", MAKERSPACE, True),
    w.relevant("de-be-027", "relevant.yesno", "Kann mein zwölfjähriger Sohn kostenlos an der Weinbergführung teilnehmen?", "Ja, Kinder unter 14 nehmen kostenlos teil.", VINEYARD, True),
    w.relevant("de-be-028", "offtopic.true", "Was kostet ein Kurs im Kinderklub?", "Gurte müssen selbst mitgebracht werden.", CLIMB, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-be-029", "diag.pass", "Wie viele Betten hat die Jugendherberge Am Kiessee?", "Sie hat 96 Betten in 24 Vierbettzimmern.", {"herberge": HOSTEL, "weingut": VINEYARD}, ("herberge",), "pass"),
    w.diag("de-be-030", "diag.missed", "Was kostet ein Kurs im Kinderklub der Kletterhalle Steinbock?", "Dazu liegen mir leider keine Informationen vor.", {"makerspace": MAKERSPACE}, ("kletterhalle",), "fix_retrieval"),
    w.diag("de-be-031", "diag.correct_refusal", "Hat die Kletterhalle Steinbock eine Sauna?", "Ob es dort eine Sauna gibt, geht aus den Unterlagen nicht hervor.", {"kletterhalle": CLIMB}, (), "correct_refusal"),
    w.diag("de-be-032", "diag.unfaithful", "Wie lange dauert die Weinbergführung?", "Die Führung dauert etwa vier Stunden.", {"weingut": VINEYARD}, ("weingut",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
