"""German cases of set t43: die Autofähre Konstanz–Meersburg, eine Freiburger Stadtbuslinie,
Münchner Nachtbusse, der RE 7 zwischen Kiel und Hamburg, die Filialen einer Hamburger
Autovermietung, ein Leipziger Fahrradverleih, ein Kölner Parkhaus und die Geschichte einer
Stralsunder Reederei."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

FAEHRE = (
    "Die Autofähre zwischen Konstanz-Staad und Meersburg verkehrt rund um die Uhr. "
    "Tagsüber legt sie alle 15 Minuten ab, nachts stündlich. "
    "Die Überfahrt dauert etwa 20 Minuten. "
    "Ein Pkw mit Fahrer kostet einfach 12,20 €, Fußgänger zahlen 3,20 €."
)
STADTBUS = (
    "Die Linie 27 der Freiburger Verkehrs AG fährt vom Hauptbahnhof über den Stadtgarten nach Littenweiler. "
    "Montag bis Freitag fährt sie alle 10 Minuten, am Wochenende alle 20 Minuten. "
    "Ein Einzelfahrschein kostet 2,60 €; Kinder unter 6 Jahren fahren kostenlos."
)
NACHTBUS = (
    "Die Nachtbuslinie N41 fährt jede Nacht außer sonntags vom Münchner Hauptbahnhof nach Moosach. "
    "Die erste Abfahrt ist um 1:15 Uhr, die letzte um 4:45 Uhr; dazwischen fährt sie alle 30 Minuten. "
    "Die Linie N40 fährt dagegen nur am Wochenende, und zwar nach Harthof."
)
ZUG = (
    "Der RE 7 verbindet Kiel mit Hamburg Hauptbahnhof in rund 1 Stunde 20 Minuten. "
    "Die Strecke wurde 1844 als Teil der Altona-Kieler Eisenbahn eröffnet und 1995 vollständig elektrifiziert. "
    "Für Fahrräder gilt im RE 7 von Juni bis September eine Reservierungspflicht."
)
AUTOVERMIETUNG = (
    "Die Autovermietung Nordlicht hat Filialen am Hamburger Flughafen und in Altona. "
    "Die Flughafenfiliale leitet Birgit Hansen, die Filiale in Altona Tobias Kröger. "
    "Die Altonaer Filiale ist werktags von 7:30 bis 19:00 Uhr geöffnet, samstags bis 14:00 Uhr. "
    "Mieter müssen mindestens 21 Jahre alt sein; für Fahrer unter 25 wird eine Gebühr von 15 € pro Tag fällig."
)
RAD = (
    "Leihräder von „RadLeipzig“ stehen an 180 Stationen in der Stadt. "
    "Die ersten 15 Minuten jeder Fahrt sind kostenlos, danach kostet jede angefangene halbe Stunde 1,50 €. "
    "Eine Jahreskarte kostet 60 €. "
    "E-Bikes dürfen nur mit Helm gefahren werden."
)
PARKHAUS = (
    "Das Parkhaus am Dom in Köln hat 580 Stellplätze auf fünf Ebenen. "
    "Die erste Stunde kostet 3 €, jede weitere Stunde 2,50 €; der Tageshöchstsatz liegt bei 25 €. "
    "Frauenparkplätze befinden sich auf Ebene 0 nahe der Kasse. "
    "Die Einfahrtshöhe beträgt 2,00 m."
)
REEDEREI = (
    "Die Reederei Sundfähre wurde 1949 in Stralsund gegründet und betreibt seit 1993 die Fährverbindung nach Hiddensee. "
    "Seit 2015 wird sie von Kapitän Jens Möller geführt, der die Leitung von seinem Vater Hinrich Möller übernahm."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-t43-001", "fmt.period", "Wie oft fährt die Fähre nach Meersburg?", "Tagsüber legt sie jede Viertelstunde ab, nachts einmal pro Stunde.", FAEHRE, True),
    w.faith("de-t43-002", "para.synonym", "Fährt die Fähre auch nachts?", "Ja, die Fähre ist Tag und Nacht in Betrieb.", FAEHRE, True),
    w.faith("de-t43-003", "fmt.currency", "Was kostet die Überfahrt mit dem Auto?", "Für ein Auto samt Fahrer zahlen Sie einfach zwölf Euro zwanzig.", FAEHRE, True),
    w.faith("de-t43-004", "fmt.number", "Wie lange dauert die Überfahrt?", "Sie dauert ungefähr zwanzig Minuten.", FAEHRE, True),
    w.faith("de-t43-005", "para.combine", "Fährt die 27 am Samstag auch alle 10 Minuten?", "Nein, den 10-Minuten-Takt gibt es nur montags bis freitags; am Wochenende kommt die 27 alle 20 Minuten.", STADTBUS, True),
    w.faith("de-t43-006", "fmt.currency", "Was kostet ein Einzelfahrschein in Freiburg?", "Zwei Euro sechzig.", STADTBUS, True),
    w.faith("de-t43-007", "para.synonym", "Muss mein vierjähriger Sohn im Bus bezahlen?", "Nein, Kinder unter sechs Jahren fahren gratis.", STADTBUS, True),
    w.faith("de-t43-008", "para.relative", "Wohin fährt die Linie 27?", "Die 27, die am Hauptbahnhof startet, fährt über den Stadtgarten nach Littenweiler.", STADTBUS, True),
    w.faith("de-t43-009", "para.except", "Kann ich die N41 auch sonntags nehmen?", "Nein, sonntags fährt die N41 nicht; in allen anderen Nächten schon.", NACHTBUS, True),
    w.faith("de-t43-010", "fmt.time", "Wann fährt der letzte N41?", "Der letzte Bus fährt um Viertel vor fünf.", NACHTBUS, True),
    w.faith("de-t43-011", "fmt.period", "Wie oft fährt die N41?", "Zwischen der ersten und der letzten Fahrt kommt sie jede halbe Stunde.", NACHTBUS, True),
    w.faith("de-t43-012", "fmt.unit", "Wie lange braucht der RE 7 von Kiel nach Hamburg?", "Etwa 80 Minuten.", ZUG, True),
    w.faith("de-t43-013", "para.passive", "Wann wurde die Strecke elektrifiziert?", "Man hat die Strecke 1995 vollständig elektrifiziert.", ZUG, True),
    w.faith("de-t43-014", "para.nominal", "Muss ich mein Fahrrad im RE 7 reservieren?", "Zwischen Juni und September müssen Sie für Ihr Fahrrad im RE 7 reservieren.", ZUG, True),
    w.faith("de-t43-015", "para.pronoun", "Wer leitet die Filiale in Altona?", "Das ist Tobias Kröger; er ist der Leiter der Altonaer Filiale.", AUTOVERMIETUNG, True),
    w.faith("de-t43-016", "fmt.time", "Wie lange hat die Filiale in Altona werktags geöffnet?", "Werktags von halb acht morgens bis sieben Uhr abends.", AUTOVERMIETUNG, True),
    w.faith("de-t43-017", "wrap.attribution", "Gibt es einen Aufpreis für junge Fahrer?", "Laut den Mietbedingungen von Nordlicht zahlen Fahrer unter 25 eine Gebühr von 15 € am Tag.", AUTOVERMIETUNG, True),
    w.faith("de-t43-018", "fmt.number", "An wie vielen Stationen gibt es Leihräder?", "Es gibt hundertachtzig Stationen in der Stadt.", RAD, True),
    w.faith("de-t43-019", "para.combine", "Was kostet eine Fahrt mit dem Leihrad?", "Die ersten 15 Minuten sind frei, anschließend zahlt man 1,50 € für jede angefangene halbe Stunde.", RAD, True),
    w.faith("de-t43-020", "wrap.opener", "Muss ich beim E-Bike einen Helm tragen?", "Gute Frage! Ja, E-Bikes darf man ausschließlich mit Helm fahren.", RAD, True),
    w.faith("de-t43-021", "fmt.unit", "Wie hoch darf mein Transporter sein?", "Die Einfahrt ist 200 cm hoch.", PARKHAUS, True),
    w.faith("de-t43-022", "para.part", "Wo sind die Frauenparkplätze?", "Auf Ebene 0, in der Nähe der Kasse.", PARKHAUS, True),
    w.faith("de-t43-023", "wrap.hedge", "Was kostet ein ganzer Tag im Parkhaus am Dom?", "Soweit ich sehe, zahlen Sie pro Tag höchstens 25 €.", PARKHAUS, True),
    w.faith("de-t43-024", "para.combine", "Wer führt die Reederei Sundfähre?", "Seit 2015 steht Kapitän Jens Möller an der Spitze; er hat die Leitung von seinem Vater Hinrich übernommen.", REEDEREI, True),
    w.faith("de-t43-025", "value.currency", "Was zahle ich als Fußgänger auf der Fähre?", "Als Fußgänger zahlen Sie für die einfache Überfahrt 12,20 €.", FAEHRE, False),
    w.faith("de-t43-026", "value.number", "Fährt die Fähre nachts seltener?", "Ja, nachts legt die Fähre nur alle 30 Minuten ab.", FAEHRE, False),
    w.faith("de-t43-027", "added.fact", "Wie lange dauert die Überfahrt nach Meersburg?", "Die Überfahrt dauert etwa 20 Minuten, und an Bord gibt es ein Bistro.", FAEHRE, False),
    w.faith("de-t43-028", "value.except", "Wann fährt die 27 alle 10 Minuten?", "Die 27 fährt montags bis samstags alle 10 Minuten, nur sonntags alle 20 Minuten.", STADTBUS, False),
    w.faith("de-t43-029", "direction", "Welche Kinder fahren kostenlos?", "Kinder über 6 Jahren fahren in der Linie 27 kostenlos.", STADTBUS, False),
    w.faith("de-t43-030", "added.entity", "Welche Linien fahren nach Littenweiler?", "Die Linien 27 und 1 fahren vom Hauptbahnhof über den Stadtgarten nach Littenweiler.", STADTBUS, False),
    w.faith("de-t43-031", "role.swap", "Welche Nachtlinie fährt nach Moosach?", "Die N40 fährt jede Nacht außer sonntags vom Hauptbahnhof nach Moosach.", NACHTBUS, False),
    w.faith("de-t43-032", "value.time", "Wann fährt der erste N41?", "Die erste Abfahrt der N41 ist um 0:15 Uhr.", NACHTBUS, False),
    w.faith("de-t43-033", "antonym", "Wann fährt der erste Bus der N41?", "Die letzte Abfahrt der N41 ist um 1:15 Uhr.", NACHTBUS, False),
    w.faith("de-t43-034", "value.date", "Seit wann gibt es die Strecke Kiel–Hamburg?", "Die Strecke wurde 1995 eröffnet.", ZUG, False),
    w.faith("de-t43-035", "modality", "Muss ich mein Fahrrad im RE 7 reservieren?", "Von Juni bis September wird für Fahrräder im RE 7 eine Reservierung empfohlen, sie ist aber nicht vorgeschrieben.", ZUG, False),
    w.faith("de-t43-036", "value.number", "Wie lange fährt der RE 7 von Kiel nach Hamburg?", "Der RE 7 braucht rund 1 Stunde 50 Minuten.", ZUG, False),
    w.faith("de-t43-037", "role.swap", "Wer leitet die Filiale in Altona?", "Birgit Hansen leitet die Filiale in Altona.", AUTOVERMIETUNG, False),
    w.faith("de-t43-038", "value.number", "Wie alt muss ich sein, um ein Auto zu mieten?", "Mieter müssen mindestens 18 Jahre alt sein.", AUTOVERMIETUNG, False),
    w.faith("de-t43-039", "added.fact", "Wann hat die Filiale in Altona geöffnet?", "Werktags von 7:30 bis 19:00 Uhr, samstags bis 14:00 Uhr und sonntags bis 12:00 Uhr.", AUTOVERMIETUNG, False),
    w.faith("de-t43-040", "value.currency", "Was kostet die Jahreskarte bei RadLeipzig?", "Eine Jahreskarte kostet 90 €.", RAD, False),
    w.faith("de-t43-041", "negation", "Brauche ich für das E-Bike einen Helm?", "Nein, für E-Bikes gibt es bei RadLeipzig keine Helmpflicht.", RAD, False),
    w.faith("de-t43-042", "quantifier", "Sind die ersten Minuten kostenlos?", "Ja, aber nur bei der ersten Fahrt des Tages sind die ersten 15 Minuten kostenlos.", RAD, False),
    w.faith("de-t43-043", "direction", "Was kostet ein ganzer Tag im Parkhaus?", "Für einen ganzen Tag zahlen Sie mindestens 25 €.", PARKHAUS, False),
    w.faith("de-t43-044", "value.date", "Seit wann fährt die Reederei nach Hiddensee?", "Die Reederei Sundfähre betreibt die Verbindung nach Hiddensee seit 1949.", REEDEREI, False),
]

CORRECTNESS = [
    w.correct("de-t43-045", "correct.wordy", "Wie lange dauert die Überfahrt von Konstanz nach Meersburg?", "Mit der Autofähre von Konstanz-Staad hinüber nach Meersburg sind Sie etwa 20 Minuten unterwegs.", "Etwa 20 Minuten.", True),
    w.correct("de-t43-046", "correct.short", "Wer leitet die Flughafenfiliale von Nordlicht?", "Birgit Hansen.", "Die Flughafenfiliale wird von Birgit Hansen geleitet.", True),
    w.correct("de-t43-047", "correct.format", "Was kostet die erste Stunde im Parkhaus am Dom?", "Drei Euro.", "3 €", True),
    w.correct("de-t43-048", "correct.format", "Wie viele Stellplätze hat das Parkhaus am Dom?", "Fünfhundertachtzig.", "580 Stellplätze", True),
    w.correct("de-t43-049", "wrong.value", "Seit wann leitet Jens Möller die Reederei Sundfähre?", "Seit 2005.", "Seit 2015.", False),
    w.correct("de-t43-050", "wrong.role", "Wer leitet die Filiale von Nordlicht in Altona?", "Birgit Hansen.", "Tobias Kröger", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
