"""German cases (Deutsch): every kind and phenomenon."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

BAKERY = (
    "Sabine Krüger gründete 1998 die Bäckerei Kornblume in Freiburg. Ihr Neffe Jonas Brandt übernahm sie "
    "2015. Die Bäckerei beschäftigt 14 Mitarbeiter und backt täglich etwa 1.200 Brote."
)
GYM = (
    "Mitglieder können ihre Mitgliedschaft jederzeit mit einer Frist von 14 Tagen schriftlich an der "
    "Rezeption kündigen. Das Studio ist werktags von 6 bis 22 Uhr geöffnet."
)
HR = (
    "Beschäftigte dürfen bis zu drei Tage pro Woche mobil arbeiten. Jede mobile Arbeit muss von der "
    "Teamleitung genehmigt werden. Schulungen werden neuen Mitarbeitenden empfohlen, sind aber nicht "
    "verpflichtend."
)
HOTEL = (
    "Das Hotel Seeblick hat hundertzwanzig Zimmer auf sechs Etagen. Frühstück gibt es von 7:00 bis "
    "10:30 Uhr. Der Check-out ist um 11 Uhr."
)
AUSTRALIA = "Canberra ist die Hauptstadt Australiens."
GERMANY = "Berlin ist die Hauptstadt Deutschlands."
KAYAKS = (
    "Omar Haddad gründete 2009 das Unternehmen Blauwasser Kajaks. Das Unternehmen hat seinen Sitz in Kiel."
)
CHAMPIONSHIP = (
    "Die Meisterschaft 2019 wurde in Graz ausgetragen. Die Meisterschaft 2017 wurde in Linz ausgetragen."
)
MUSEUM = (
    "Das Stadtmuseum ist dienstags bis sonntags von 9:30 bis 17:00 Uhr geöffnet. Montags ist es "
    "geschlossen. Der Eintritt kostet für Erwachsene 12 €; Kinder unter 12 Jahren haben freien Eintritt."
)
SHOP = (
    "Bestellungen ab 50 € werden innerhalb Deutschlands versandkostenfrei geliefert. Der Standardversand "
    "dauert zwei Werktage. Der Expressversand kostet 15 €."
)
PARCEL = "Das Paket wiegt 1,8 kg."
TRAIN = (
    "Der Nachtzug verlässt Wien um 21 Uhr und erreicht Rom am nächsten Morgen um 10:15 Uhr. Die Strecke "
    "ist etwa 1.100 km lang."
)
CONFERENCE = (
    "Die Tagung findet am 5. März 2024 in Leipzig statt. Die Anmeldung endet am 31. Januar 2024. "
    "Hauptrednerin ist Prof. Dr. Maria Santos."
)
WEATHER = "Die Höchsttemperatur in München liegt morgen bei 28 °C."
OFFICE = "Das Unternehmen eröffnete 2012 sein erstes Büro in den Vereinigten Staaten."
ACQUISITION = "Contoso übernahm 2021 die Northwind GmbH für 3,2 Milliarden Euro."
SCHOOL = (
    "Alle Schülerinnen und Schüler müssen eine Schuluniform tragen. Einige Klassen nutzen Tablets. Nur die "
    "Abschlussklassen dürfen in der Mittagspause das Schulgelände verlassen."
)
PARK = (
    "Hunde sind im Park erlaubt, wenn sie an der Leine geführt werden. Fahrräder sind auf der Wiese verboten."
)
TABLETS = (
    "Nehmen Sie zweimal täglich eine Tablette zu einer Mahlzeit ein. Nehmen Sie nicht mehr als vier "
    "Tabletten innerhalb von 24 Stunden ein. Unter 25 °C lagern."
)
LIBRARY = (
    "Mitglieder der Bibliothek dürfen bis zu fünf Bücher gleichzeitig ausleihen. Die Leihfrist beträgt "
    "drei Wochen und kann einmal online verlängert werden. Bei verspäteter Rückgabe fallen 0,25 € pro Tag an."
)
STORE = "Der Laden öffnet jeden Tag um 9 Uhr."
WEEKDAYS = "Der Laden öffnet werktags um 9 Uhr."
PAINTINGS = (
    "Das Museum wurde 1894 erbaut und besitzt eine große Sammlung niederländischer Gemälde. Montags ist es "
    "geschlossen."
)
TICKETS = "Der Eintritt kostet 12 €; Tickets gibt es online oder an der Kasse."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("de-faith-001", "para.reorder", "Wann wurde die Bäckerei gegründet?",
            "1998 gründete Sabine Krüger die Bäckerei Kornblume in Freiburg.", BAKERY, True),
    w.faith("de-faith-002", "para.reorder", "Wann ist das Studio geöffnet?",
            "Werktags ist das Studio von 6 bis 22 Uhr geöffnet.", GYM, True),
    w.faith("de-faith-003", "para.passive", "Wer gründete die Bäckerei?",
            "Die Bäckerei Kornblume wurde von Sabine Krüger gegründet.", BAKERY, True),
    w.faith("de-faith-004", "para.passive", "Was geschah mit Northwind?",
            "Die Northwind GmbH wurde 2021 von Contoso übernommen.", ACQUISITION, True),
    w.faith("de-faith-005", "para.synonym", "Wie viele Leute arbeiten in der Bäckerei?",
            "In der Bäckerei arbeiten 14 Angestellte.", BAKERY, True),
    w.faith("de-faith-006", "para.synonym", "Hat das Museum montags offen?",
            "Das Museum hat montags Ruhetag.",
            MUSEUM, True),
    w.faith("de-faith-007", "para.nominal", "Wie kündige ich?",
            "Die Kündigung der Mitgliedschaft erfordert eine schriftliche Mitteilung an die Rezeption mit "
            "einer Frist von 14 Tagen.", GYM, True),
    w.faith("de-faith-008", "para.nominal", "Wann kaufte Contoso Northwind?",
            "Die Übernahme von Northwind durch Contoso erfolgte 2021.", ACQUISITION, True),
    w.faith("de-faith-009", "para.capital", "Was ist die Hauptstadt Australiens?",
            "Die Hauptstadt Australiens ist Canberra.", AUSTRALIA, True),
    w.faith("de-faith-010", "para.capital", "Was ist die Hauptstadt Deutschlands?",
            "Deutschlands Hauptstadt ist Berlin.", GERMANY, True),
    w.faith("de-faith-011", "para.pronoun", "Wer ist Jonas Brandt?",
            "Jonas Brandt ist der Neffe von Sabine Krüger. Er übernahm ihre Bäckerei 2015.", BAKERY, True),
    w.faith("de-faith-012", "para.pronoun", "Wann öffnet das Museum?", "Es öffnet um 9:30 Uhr.", MUSEUM,
            True),
    w.faith("de-faith-013", "para.relative", "Wer gründete Blauwasser Kajaks?",
            "Omar Haddad gründete Blauwasser Kajaks, das seinen Sitz in Kiel hat.", KAYAKS, True),
    w.faith("de-faith-014", "para.relative", "Wo ist die Bäckerei Kornblume?",
            "Die Bäckerei Kornblume, die Sabine Krüger 1998 gründete, liegt in Freiburg.", BAKERY, True),
    w.faith("de-faith-015", "para.part", "Wie lange darf ich ein Buch behalten?",
            "Die Leihfrist beträgt drei Wochen.", LIBRARY, True),
    w.faith("de-faith-016", "para.part", "Wo findet die Tagung statt?", "Die Tagung findet in Leipzig statt.",
            CONFERENCE, True),
    w.faith("de-faith-017", "para.combine", "Was ist die Geschichte der Bäckerei?",
            "Die Bäckerei, die Sabine Krüger 1998 gründete, wurde 2015 von ihrem Neffen Jonas Brandt "
            "übernommen.", BAKERY, True),
    w.faith("de-faith-018", "fmt.number", "Wie lange dauert der Standardversand?",
            "Der Standardversand dauert 2 Werktage.", SHOP, True),
    w.faith("de-faith-019", "fmt.number", "Wie groß ist das Hotel Seeblick?",
            "Das Hotel Seeblick hat 120 Zimmer auf 6 Etagen.", HOTEL, True),
    w.faith("de-faith-020", "fmt.number", "Wie viele Bücher darf ich ausleihen?",
            "Man darf bis zu 5 Bücher gleichzeitig ausleihen.", LIBRARY, True),
    w.faith("de-faith-021", "fmt.thousands", "Wie viele Brote backt die Bäckerei?",
            "Die Bäckerei backt täglich etwa 1200 Brote.", BAKERY, True),
    w.faith("de-faith-022", "fmt.thousands", "Wie lang ist die Strecke?",
            "Die Strecke ist etwa 1100 km lang.",
            TRAIN, True),
    w.faith("de-faith-023", "fmt.scale", "Wie schwer ist das Paket?", "Das Paket wiegt 1800 Gramm.",
            PARCEL, True),
    w.faith("de-faith-024", "fmt.scale", "Wie viel zahlte Contoso?",
            "Contoso zahlte 3.200 Millionen Euro für Northwind.", ACQUISITION, True),
    w.faith("de-faith-025", "fmt.date", "Wann ist die Tagung?", "Die Tagung findet am 05.03.2024 statt.",
            CONFERENCE, True),
    w.faith("de-faith-026", "fmt.date", "Bis wann kann man sich anmelden?",
            "Die Anmeldung endet am 2024-01-31.", CONFERENCE, True),
    w.faith("de-faith-027", "fmt.time", "Wann fährt der Nachtzug ab?",
            "Der Nachtzug verlässt Wien um 9 Uhr abends.", TRAIN, True),
    w.faith("de-faith-028", "fmt.time", "Wann schließt das Museum?",
            "Das Museum schließt um 5 Uhr nachmittags.", MUSEUM, True),
    w.faith("de-faith-029", "fmt.unit", "Wie warm wird es morgen in München?",
            "Die Höchsttemperatur in München liegt morgen bei 28 Grad Celsius.", WEATHER, True),
    w.faith("de-faith-030", "fmt.unit", "Wie lang ist die Strecke?",
            "Die Strecke ist etwa 1.100 Kilometer lang.",
            TRAIN, True),
    w.faith("de-faith-031", "fmt.abbrev", "Wann eröffnete das erste Büro in Amerika?",
            "Das Unternehmen eröffnete 2012 sein erstes Büro in den USA.", OFFICE, True),
    w.faith("de-faith-032", "fmt.abbrev", "Wer hält die Hauptrede?",
            "Hauptrednerin ist Professorin Maria Santos.", CONFERENCE, True),
    w.faith("de-faith-033", "fmt.currency", "Was kostet der Expressversand?",
            "Der Expressversand kostet 15 Euro.",
            SHOP, True),
    w.faith("de-faith-034", "fmt.currency", "Was kostet eine verspätete Rückgabe?",
            "Bei verspäteter Rückgabe fallen 25 Cent pro Tag an.", LIBRARY, True),
    w.faith("de-faith-035", "fmt.range", "Darf ich von zu Hause arbeiten?",
            "Beschäftigte dürfen höchstens 3 Tage pro Woche mobil arbeiten.", HR, True),
    w.faith("de-faith-036", "fmt.range", "Wie viele Tabletten darf ich nehmen?",
            "Die Höchstmenge liegt bei 4 Tabletten in 24 Stunden.", TABLETS, True),
    w.faith("de-faith-037", "wrap.opener", "Wann ist das Studio geöffnet?",
            "Klar! Das Studio ist werktags von 6 bis 22 Uhr geöffnet.", GYM, True),
    w.faith("de-faith-038", "wrap.opener", "Was ist die Hauptstadt Australiens?",
            "Gute Frage! Die Hauptstadt Australiens ist Canberra.", AUSTRALIA, True),
    w.faith("de-faith-039", "wrap.opener", "Was kostet der Expressversand?",
            "Basierend auf den bereitgestellten Informationen kostet der Expressversand 15 €.", SHOP, True),
    w.faith("de-faith-040", "wrap.closer", "Wie lange darf ich ein Buch behalten?",
            "Die Leihfrist beträgt drei Wochen. Ich hoffe, das hilft Ihnen weiter.", LIBRARY, True),
    w.faith("de-faith-041", "wrap.attribution", "Darf ich mobil arbeiten?",
            "Laut der Richtlinie dürfen Beschäftigte bis zu drei Tage pro Woche mobil arbeiten.", HR, True),
    w.faith("de-faith-042", "wrap.hedge", "Wann ist der Check-out?",
            "Soweit ich weiß, ist der Check-out um 11 Uhr.",
            HOTEL, True),
    w.faith("de-faith-043", "wrap.question", "Wann gibt es Frühstück?",
            "Frühstück gibt es von 7:00 bis 10:30 Uhr. Möchten Sie auch die Check-out-Zeit wissen?",
            HOTEL, True),
    # ---------------------------------------------------------------- not supported
    w.faith("de-faith-101", "value.number", "Wie viele Zimmer hat das Hotel?",
            "Das Hotel Seeblick hat 130 Zimmer.",
            HOTEL, False),
    w.faith("de-faith-102", "value.number", "Wie viele Bücher darf ich ausleihen?",
            "Man darf bis zu sechs Bücher gleichzeitig ausleihen.", LIBRARY, False),
    w.faith("de-faith-103", "value.date", "Wann ist die Tagung?", "Die Tagung findet am 3. Mai 2024 statt.",
            CONFERENCE, False),
    w.faith("de-faith-104", "value.time", "Wann fährt der Nachtzug ab?",
            "Der Nachtzug verlässt Wien um 9 Uhr morgens.", TRAIN, False),
    w.faith("de-faith-105", "value.time", "Wann fährt der Nachtzug ab?",
            "Der Nachtzug verlässt Wien um 19 Uhr.",
            TRAIN, False),
    w.faith("de-faith-106", "value.unit", "Wie schwer ist das Paket?", "Das Paket wiegt 180 Gramm.", PARCEL,
            False),
    w.faith("de-faith-107", "value.currency", "Was kostet der Expressversand?",
            "Der Expressversand kostet 50 €.",
            SHOP, False),
    w.faith("de-faith-108", "value.currency", "Was kostet der Expressversand?",
            "Der Expressversand kostet 15 Dollar.", SHOP, False),
    w.faith("de-faith-109", "role.swap", "Wer gründete die Bäckerei?",
            "Die Bäckerei Kornblume wurde von Jonas Brandt gegründet.", BAKERY, False),
    w.faith("de-faith-110", "role.swap", "Wo war die Meisterschaft 2019?",
            "Die Meisterschaft 2019 wurde in Linz ausgetragen.", CHAMPIONSHIP, False),
    w.faith("de-faith-111", "role.swap", "Wer übernahm wen?", "Northwind übernahm 2021 Contoso.", ACQUISITION,
            False),
    w.faith("de-faith-112", "negation", "Kann ich kündigen?",
            "Mitglieder können ihre Mitgliedschaft nicht kündigen.",
            GYM, False),
    w.faith("de-faith-113", "negation", "Darf mein Hund in den Park?", "Hunde sind im Park nicht erlaubt.",
            PARK,
            False),
    w.faith("de-faith-114", "antonym", "Hat das Museum montags offen?", "Das Museum ist montags geöffnet.",
            MUSEUM, False),
    w.faith("de-faith-115", "antonym", "Wann schließt das Studio?", "Das Studio schließt werktags um 6 Uhr.",
            GYM, False),
    w.faith("de-faith-116", "modality", "Darf ich mobil arbeiten?",
            "Beschäftigte müssen drei Tage pro Woche mobil arbeiten.", HR, False),
    w.faith("de-faith-117", "modality", "Müssen neue Mitarbeitende Schulungen besuchen?",
            "Schulungen sind für neue Mitarbeitende Pflicht.", HR, False),
    w.faith("de-faith-118", "quantifier", "Werden Tablets genutzt?", "Alle Klassen nutzen Tablets.", SCHOOL,
            False),
    w.faith("de-faith-119", "quantifier", "Wer darf mittags das Gelände verlassen?",
            "Alle Schülerinnen und Schüler dürfen in der Mittagspause das Schulgelände verlassen.", SCHOOL,
            False),
    w.faith("de-faith-120", "direction", "Wann ist der Versand kostenlos?",
            "Bestellungen unter 50 € werden versandkostenfrei geliefert.", SHOP, False),
    w.faith("de-faith-121", "direction", "Wer hat freien Eintritt?",
            "Kinder über 12 Jahren haben freien Eintritt.",
            MUSEUM, False),
    w.faith("de-faith-122", "added.fact", "Wann ist das Studio geöffnet?",
            "Das Studio ist werktags von 6 bis 22 Uhr und am Wochenende von 8 bis 20 Uhr geöffnet.", GYM,
            False),
    w.faith("de-faith-123", "added.fact", "Was kostet der Expressversand?",
            "Der Expressversand kostet 15 € und kommt am nächsten Tag an.", SHOP, False),
    w.faith("de-faith-124", "added.entity", "Wer spricht auf der Tagung?",
            "Hauptredner sind Prof. Dr. Maria Santos und Dr. Felix Roth.", CONFERENCE, False),
    w.faith("de-faith-125", "mixed", "Kann ich verlängern?",
            "Die Leihfrist beträgt drei Wochen und kann zweimal online verlängert werden.", LIBRARY, False),
]
# fmt: on

# fmt: off
REFUSAL: list[Case] = [
    w.refusal("de-ref-001", "refusal.plain", "Hat das Hotel einen Pool?",
              "Es tut mir leid, diese Information habe ich nicht.", HOTEL, True),
    w.refusal("de-ref-002", "refusal.plain", "Gibt es am Museum Parkplätze?", "Das weiß ich nicht.", MUSEUM,
              True),
    w.refusal("de-ref-003", "refusal.context", "Hat das Hotel einen Pool?",
              "Die bereitgestellten Dokumente sagen dazu nichts.", HOTEL, True),
    w.refusal("de-ref-004", "refusal.context", "Gibt es am Museum Parkplätze?",
              "Das lässt sich aus dem Kontext nicht beantworten.", MUSEUM, True),
    w.refusal("de-ref-005", "refusal.short", "Hat das Hotel einen Pool?", "Keine Ahnung.", HOTEL, True),
    w.refusal("de-ref-006", "refusal.long", "Was kostet das Parken am Museum?",
              "Vielen Dank für Ihre Frage. Leider enthalten die Unterlagen, die mir vorliegen, keine Angaben "
              "zu den Parkgebühren am Museum, daher kann ich Ihnen nicht sagen, wie viel das Parken kostet. "
              "Wenden Sie sich am besten direkt an das Museum.", MUSEUM, True),
    w.refusal("de-ref-007", "refusal.hedged", "Wann öffnet der Laden?",
              "Ich bin mir nicht ganz sicher, aber der Laden öffnet um 9 Uhr.", STORE, False),
    w.refusal("de-ref-008", "refusal.hedged", "Wann ist der Check-out?",
              "Wenn ich mich nicht irre, ist der Check-out um 11 Uhr.", HOTEL, False),
    w.refusal("de-ref-009", "refusal.partial", "Wann öffnet der Laden?",
              "Zu Sonntagen steht in den Dokumenten nichts, aber werktags öffnet der Laden um 9 Uhr.",
              WEEKDAYS, False),
    w.refusal("de-ref-010", "refusal.partial", "Was kostet der Eintritt?",
              "Einen Preis für Studierende finde ich nicht, aber Erwachsene zahlen 12 € und Kinder unter 12 "
              "Jahren haben freien Eintritt.", MUSEUM, False),
]
# fmt: on

# fmt: off
CORRECTNESS: list[Case] = [
    w.correct("de-corr-001", "correct.wordy", "Wer hat den Laden gegründet?",
              "Der Laden wurde 1998 von Sabine Krüger gegründet.", "Sabine Krüger.", True),
    w.correct("de-corr-002", "correct.short", "Was ist die Hauptstadt Australiens?", "Canberra.",
              "Die Hauptstadt Australiens ist Canberra.", True),
    w.correct("de-corr-003", "correct.format", "Wann findet die Tagung statt?", "Am 05.03.2024.",
              "Am 5. März 2024.", True),
    w.correct("de-corr-004", "correct.format", "Wie schwer ist das Paket?", "1800 Gramm.", "1,8 kg.", True),
    w.correct("de-corr-005", "wrong.value", "Wie viele Zimmer hat das Hotel Seeblick?",
              "Das Hotel Seeblick hat 150 Zimmer.", "120 Zimmer.", False),
    w.correct("de-corr-006", "wrong.echo", "In welcher Stadt wurde die Meisterschaft 2019 ausgetragen?",
              "Die Meisterschaft 2019 wurde in Linz ausgetragen.", "In Graz.", False),
    w.correct("de-corr-007", "wrong.role", "Wer hat Northwind übernommen?",
              "Northwind hat Contoso übernommen.",
              "Contoso hat Northwind übernommen.", False),
]
# fmt: on

# fmt: off
RELEVANCY: list[Case] = [
    w.relevant("de-rel-001", "relevant.direct", "Wann ist das Museum geschlossen?", "Montags.", MUSEUM, True),
    w.relevant("de-rel-002", "relevant.yesno", "Dürfen Beschäftigte von zu Hause arbeiten?",
               "Ja, bis zu drei Tage pro Woche.", HR, True),
    w.relevant("de-rel-003", "offtopic.true", "Wann ist das Museum geschlossen?",
               "Das Museum wurde 1894 erbaut und besitzt eine große Sammlung niederländischer Gemälde.",
               PAINTINGS, False),
    w.relevant("de-rel-004", "offtopic.other", "Wie viel kostet der Eintritt ins Museum?",
               "Tickets gibt es online oder an der Kasse.", TICKETS, False),
]
# fmt: on

# fmt: off
DIAGNOSIS: list[Case] = [
    w.diag("de-diag-001", "diag.pass", "Wann öffnet das Museum?",
           "Das Museum öffnet dienstags bis sonntags um 9:30 Uhr.", {"m1": MUSEUM}, ("m1",), "pass"),
    w.diag("de-diag-002", "diag.offtopic", "Wann öffnet das Museum?",
           "Der Eintritt kostet für Erwachsene 12 €.", {"m1": MUSEUM}, ("m1",), "fix_generation"),
    w.diag("de-diag-003", "diag.unfaithful", "Wann öffnet das Museum?", "Das Museum öffnet um 8 Uhr.",
           {"m1": MUSEUM}, ("m1",), "fix_generation"),
    w.diag("de-diag-004", "diag.refused", "Wann ist der Check-out?",
           "Es tut mir leid, diese Information habe ich nicht.", {"h1": HOTEL}, ("h1",), "fix_generation"),
    w.diag("de-diag-005", "diag.missed", "Was kostet der Expressversand?", "Das weiß ich nicht.",
           {"m1": MUSEUM}, ("s1",), "fix_retrieval"),
    w.diag("de-diag-006", "diag.correct_refusal", "Gibt es am Museum Parkplätze?",
           "Die Dokumente sagen nichts über Parkplätze am Museum.", {"m1": MUSEUM}, (), "correct_refusal"),
    w.diag("de-diag-007", "diag.should_refuse", "Gibt es am Museum Parkplätze?",
           "Ja, das Museum hat eine Tiefgarage mit 200 Stellplätzen.", {"m1": MUSEUM}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
