"""German cases of set t44: die Amrum-Fähre ab Dagebüll und ihre Kapitäne, die Geschichte
eines Passauer Busunternehmens, eine Dresdner Buslinie, der Berliner Nachtbus N5, der
ICE-Sprinter Berlin–München, ein Stuttgarter Carsharing-Anbieter, ein Fahrradverleih auf
Usedom und ein Parkhaus am Frankfurter Flughafen."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

FAEHRE = (
    "Die Reederei Halligblick verbindet Dagebüll mit Wittdün auf Amrum; die Überfahrt dauert rund 90 Minuten. "
    "Die MS Friesenstern wird von Kapitän Lars Petersen geführt, die MS Seeschwalbe von Kapitänin Anke Thomsen. "
    "Im Sommer fährt die Fähre bis zu zwölfmal täglich, im Winter achtmal."
)
FERNBUS = (
    "Das Busunternehmen Brandl Reisen wurde 1951 in Passau von Josef Brandl gegründet. "
    "1989 eröffnete es die erste Linie nach Wien, und seit 2012 führt seine Enkelin Maria Brandl den Betrieb. "
    "Heute fahren 38 Reisebusse für das Unternehmen."
)
STADTBUS = (
    "Die Buslinie 62 der Dresdner Verkehrsbetriebe verkehrt zwischen Johannstadt und Löbtau. "
    "Montags bis samstags fährt sie tagsüber im 10-Minuten-Takt, sonntags im 15-Minuten-Takt. "
    "Eine Einzelfahrt kostet 3,00 €, die 4-Fahrten-Karte 11,20 €."
)
NACHTBUS = (
    "Der Nachtbus N5 fährt vom Hackeschen Markt nach Hönow. "
    "Er ersetzt in den Nächten von Sonntag bis Donnerstag die U5, die nur in den Nächten zu Samstag und zu Sonntag durchgehend fährt. "
    "Der N5 fährt alle 30 Minuten; Fahrräder dürfen nicht mitgenommen werden."
)
ICE = (
    "Der ICE-Sprinter fährt von Berlin nach München in rund 3 Stunden 55 Minuten. "
    "Die Schnellfahrstrecke über Erfurt wurde im Dezember 2017 eröffnet. "
    "Ein Flexpreis-Ticket in der 2. Klasse kostet 158,90 €; Kinder unter 15 Jahren fahren in Begleitung ihrer Eltern kostenlos mit."
)
CARSHARING = (
    "Der Carsharing-Anbieter NeckarMobil hat in Stuttgart 210 Stationen. "
    "Ein Kleinwagen kostet 2,50 € pro Stunde plus 0,29 € pro Kilometer. "
    "Die monatliche Grundgebühr beträgt 8 €. "
    "Die Kaution von 500 € wird bei Kündigung zurückgezahlt."
)
FAHRRAD = (
    "Der Fahrradverleih Ostseerad in Heringsdorf verleiht Tourenräder für 12 € am Tag und E-Bikes für 29 € am Tag. "
    "Ab einer Mietdauer von 7 Tagen gibt es 20 % Rabatt. "
    "Von April bis Oktober ist täglich von 9 bis 18 Uhr geöffnet, im Winter nur nach Vereinbarung."
)
PARKEN = (
    "Am Frankfurter Flughafen liegt das Parkhaus P36 direkt am Terminal 1. "
    "Es kostet 39 € pro Tag; online gebucht sind es 29 €. "
    "Die maximale Einfahrtshöhe beträgt 1,90 m. "
    "Elektroautos können auf Ebene 2 an 40 Ladepunkten laden."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-t44-001", "para.passive", "Wer ist Kapitän der MS Friesenstern?", "Kapitän Lars Petersen führt die MS Friesenstern.", FAEHRE, True),
    w.faith("de-t44-002", "fmt.unit", "Wie lange dauert die Fahrt nach Amrum?", "Die Überfahrt dauert etwa anderthalb Stunden.", FAEHRE, True),
    w.faith("de-t44-003", "fmt.number", "Wie oft fährt die Amrum-Fähre?", "Im Sommer bis zu 12 Mal am Tag, im Winter 8 Mal.", FAEHRE, True),
    w.faith("de-t44-004", "para.pronoun", "Wer führt die MS Seeschwalbe?", "Das ist Kapitänin Anke Thomsen; sie führt die Seeschwalbe.", FAEHRE, True),
    w.faith("de-t44-005", "para.combine", "Wer hat Brandl Reisen gegründet?", "Josef Brandl gründete das Unternehmen 1951 in Passau, und seit 2012 leitet seine Enkelin Maria den Betrieb.", FERNBUS, True),
    w.faith("de-t44-006", "fmt.date", "Seit wann fährt Brandl Reisen nach Wien?", "Die erste Wien-Linie eröffnete Brandl im Jahr neunzehnhundertneunundachtzig.", FERNBUS, True),
    w.faith("de-t44-007", "para.part", "Wie groß ist die Flotte von Brandl Reisen?", "38 Reisebusse.", FERNBUS, True),
    w.faith("de-t44-008", "para.except", "Fährt die 62 am Sonntag auch alle 10 Minuten?", "Nein, sonntags nur alle 15 Minuten; den 10-Minuten-Takt gibt es an allen anderen Tagen.", STADTBUS, True),
    w.faith("de-t44-009", "fmt.currency", "Was kostet eine Einzelfahrt in Dresden?", "Drei Euro.", STADTBUS, True),
    w.faith("de-t44-010", "para.relative", "Wie oft fährt die 62 am Sonntag?", "Die Linie 62, die zwischen Johannstadt und Löbtau pendelt, fährt sonntags alle 15 Minuten.", STADTBUS, True),
    w.faith("de-t44-011", "para.combine", "Fährt die U5 unter der Woche nachts durch?", "Nein, die U5 fährt nur in den Nächten zu Samstag und zu Sonntag durchgehend; von Sonntag bis Donnerstag übernimmt nachts der N5.", NACHTBUS, True),
    w.faith("de-t44-012", "fmt.period", "Wie oft fährt der N5?", "Jede halbe Stunde.", NACHTBUS, True),
    w.faith("de-t44-013", "para.nominal", "Kann ich mein Rad im N5 mitnehmen?", "Nein, die Mitnahme von Fahrrädern ist im N5 nicht erlaubt.", NACHTBUS, True),
    w.faith("de-t44-014", "fmt.unit", "Wie lange braucht der ICE-Sprinter nach München?", "Rund 235 Minuten.", ICE, True),
    w.faith("de-t44-015", "para.nominal", "Wann wurde die Strecke über Erfurt eröffnet?", "Die Eröffnung der Schnellfahrstrecke über Erfurt war im Dezember 2017.", ICE, True),
    w.faith("de-t44-016", "wrap.attribution", "Müssen Kinder im ICE zahlen?", "Laut den Tarifangaben fahren Kinder unter 15 in Begleitung ihrer Eltern kostenlos mit.", ICE, True),
    w.faith("de-t44-017", "fmt.currency", "Was kostet der Flexpreis nach München?", "In der 2. Klasse hundertachtundfünfzig Euro neunzig.", ICE, True),
    w.faith("de-t44-018", "fmt.number", "Wie viele Stationen hat NeckarMobil?", "In Stuttgart sind es zweihundertzehn Stationen.", CARSHARING, True),
    w.faith("de-t44-019", "fmt.currency", "Was kostet ein Kleinwagen bei NeckarMobil?", "2,50 € die Stunde, dazu 29 Cent pro Kilometer.", CARSHARING, True),
    w.faith("de-t44-020", "wrap.opener", "Bekomme ich die Kaution zurück?", "Gern beantworte ich das: Ja, die 500 € Kaution werden bei Kündigung zurückgezahlt.", CARSHARING, True),
    w.faith("de-t44-021", "fmt.share", "Gibt es Rabatt, wenn ich das Rad eine Woche miete?", "Ja, ab 7 Tagen Mietdauer sparen Sie ein Fünftel.", FAHRRAD, True),
    w.faith("de-t44-022", "fmt.time", "Wann hat Ostseerad im Sommer geöffnet?", "Von April bis Oktober täglich von 9 Uhr morgens bis 6 Uhr abends.", FAHRRAD, True),
    w.faith("de-t44-023", "fmt.unit", "Wie hoch darf mein Auto für das P36 sein?", "Höchstens 190 cm.", PARKEN, True),
    w.faith("de-t44-024", "wrap.hedge", "Wo kann ich mein E-Auto am Flughafen laden?", "Wenn ich das richtig sehe, gibt es im P36 auf Ebene 2 insgesamt 40 Ladepunkte.", PARKEN, True),
    w.faith("de-t44-025", "role.swap", "Wer führt die MS Friesenstern?", "Kapitänin Anke Thomsen führt die MS Friesenstern.", FAEHRE, False),
    w.faith("de-t44-026", "value.number", "Wie oft fährt die Fähre im Winter?", "Im Winter fährt die Fähre zehnmal täglich.", FAEHRE, False),
    w.faith("de-t44-027", "added.fact", "Wie lange dauert die Überfahrt nach Amrum?", "Die Überfahrt dauert rund 90 Minuten, und Hunde fahren kostenlos mit.", FAEHRE, False),
    w.faith("de-t44-028", "value.date", "Seit wann leitet Maria Brandl den Betrieb?", "Maria Brandl führt das Unternehmen seit 1989.", FERNBUS, False),
    w.faith("de-t44-029", "role.swap", "Wer hat Brandl Reisen gegründet?", "Das Unternehmen wurde 1951 in Passau von Maria Brandl gegründet.", FERNBUS, False),
    w.faith("de-t44-030", "value.except", "Wann fährt die 62 im 10-Minuten-Takt?", "Die 62 fährt montags bis freitags im 10-Minuten-Takt, am Wochenende alle 15 Minuten.", STADTBUS, False),
    w.faith("de-t44-031", "value.currency", "Was kostet die 4-Fahrten-Karte?", "Die 4-Fahrten-Karte kostet 12,00 €.", STADTBUS, False),
    w.faith("de-t44-032", "added.entity", "Welche Linien fahren von Johannstadt nach Löbtau?", "Die Linien 62 und 63 verkehren zwischen Johannstadt und Löbtau.", STADTBUS, False),
    w.faith("de-t44-033", "role.swap", "Wann fährt der N5?", "Die U5 ersetzt in den Nächten von Sonntag bis Donnerstag den N5.", NACHTBUS, False),
    w.faith("de-t44-034", "negation", "Darf ich ein Fahrrad in den N5 mitnehmen?", "Ja, Fahrräder dürfen im N5 mitgenommen werden.", NACHTBUS, False),
    w.faith("de-t44-035", "value.number", "In welchem Takt fährt der N5?", "Der N5 fährt alle 20 Minuten.", NACHTBUS, False),
    w.faith("de-t44-036", "value.date", "Wann wurde die Schnellfahrstrecke über Erfurt eröffnet?", "Sie wurde im Dezember 2015 eröffnet.", ICE, False),
    w.faith("de-t44-037", "direction", "Welche Kinder fahren im ICE kostenlos?", "Kinder über 15 Jahren fahren in Begleitung ihrer Eltern kostenlos mit.", ICE, False),
    w.faith("de-t44-038", "quantifier", "Fahren Kinder im ICE gratis?", "Ja, alle Kinder unter 15 fahren kostenlos, auch wenn sie allein reisen.", ICE, False),
    w.faith("de-t44-039", "value.currency", "Wie hoch ist die Grundgebühr bei NeckarMobil?", "Die monatliche Grundgebühr beträgt 18 €.", CARSHARING, False),
    w.faith("de-t44-040", "antonym", "Was passiert mit der Kaution, wenn ich kündige?", "Die Kaution von 500 € wird bei Kündigung einbehalten.", CARSHARING, False),
    w.faith("de-t44-041", "value.number", "Wie viel Rabatt gibt es bei längerer Miete?", "Ab einer Mietdauer von 7 Tagen gibt es 30 % Rabatt.", FAHRRAD, False),
    w.faith("de-t44-042", "modality", "Kann ich im Winter einfach vorbeikommen?", "Im Winter wird empfohlen, vorher einen Termin zu vereinbaren, man kann aber auch spontan kommen.", FAHRRAD, False),
    w.faith("de-t44-043", "value.currency", "Was kostet das P36, wenn ich online buche?", "Online gebucht kostet das P36 39 € pro Tag.", PARKEN, False),
    w.faith("de-t44-044", "added.fact", "Gibt es im P36 Ladesäulen?", "Ja, auf Ebene 2 gibt es 40 Ladepunkte, und das Laden ist für Parkgäste kostenlos.", PARKEN, False),
]

CORRECTNESS = [
    w.correct("de-t44-045", "correct.wordy", "Wie lange dauert die Fähre von Dagebüll nach Amrum?", "Die Fähre der Reederei Halligblick braucht von Dagebüll bis Wittdün auf Amrum rund 90 Minuten.", "Etwa 90 Minuten", True),
    w.correct("de-t44-046", "correct.short", "Wer führt heute Brandl Reisen?", "Maria Brandl.", "Seit 2012 führt Maria Brandl den Betrieb.", True),
    w.correct("de-t44-047", "correct.format", "Was kostet ein Tourenrad bei Ostseerad pro Tag?", "Zwölf Euro.", "12 € pro Tag", True),
    w.correct("de-t44-048", "correct.format", "Wie lange fährt der ICE-Sprinter von Berlin nach München?", "235 Minuten.", "Rund 3 Stunden 55 Minuten", True),
    w.correct("de-t44-049", "wrong.value", "Wann wurde Brandl Reisen gegründet?", "1961.", "1951", False),
    w.correct("de-t44-050", "wrong.role", "Wer führt die MS Seeschwalbe?", "Kapitän Lars Petersen.", "Kapitänin Anke Thomsen", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
