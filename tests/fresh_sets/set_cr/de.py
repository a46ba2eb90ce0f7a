"""Fresh set cr, German: Wertstoffhof, Lernräume der Stadtbibliothek, Weinhandlung, öffentliche Sauna, Hundeauslauf, Schneiderei, Campusradio, Kletterfestival, Museumscafé und Passstelle."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

RECYCLE = (
    "Der Wertstoffhof Birkenau am Steinbruchweg ist jeden Tag außer dienstags von 8 bis 18 Uhr geöffnet. "
    "Bürgermeisterin Ruth Oberländer eröffnete den Hof im März 2009; seit 2015 leitet ihn Dieter Hahn. "
    "Anwohner dürfen pro Besuch bis zu 200 Kilogramm Gartenabfälle kostenlos abgeben. "
    "Alte Matratzen werden gegen eine Gebühr von 12 € pro Stück angenommen. "
    "Besucher müssen am Tor einen Wohnsitznachweis vorzeigen. "
    "Etwa ein Viertel der 48 Container ist für Elektrogeräte reserviert."
)
STUDY = (
    "Die Stadtbibliothek am Hafenplatz hat im zweiten Stock 14 Lernräume. "
    "Jeder Raum kann höchstens drei Stunden pro Tag gebucht werden. "
    "Buchungen sind ab sieben Tage im Voraus möglich, online oder an der Infotheke. "
    "Essen ist in allen Lernräumen verboten, Getränke in verschlossenen Flaschen sind aber erlaubt. "
    "Die Räume schließen montags bis freitags um 21 Uhr und samstags um 17 Uhr. "
    "Gruppenbuchungen für mehr als sechs Personen muss die Bibliotheksleiterin Petra Naumann genehmigen."
)
WINE = (
    "Die Weinhandlung Korkenzieher in der Ulmenstraße wurde 1998 von Martina Roth gegründet. "
    "Sie führt 1.250 verschiedene Weine, von denen die Hälfte aus Frankreich stammt. "
    "Für den Kauf von Spirituosen muss man mindestens 18 Jahre alt sein und kann nach dem Ausweis gefragt werden. "
    "Jeden Freitag findet von 17 bis 19 Uhr eine kostenlose Weinprobe statt. "
    "Wer einen Karton mit 12 Flaschen kauft, erhält 10 % Rabatt. "
    "Der Sommelier des Ladens, Jonas Berger, empfiehlt einen Rioja für 24,50 €."
)
SAUNA = (
    "Die Seesauna Lindenwerder ist täglich außer montags geöffnet. "
    "Die große Saunakabine wird auf 85 °C geheizt und bietet Platz für 30 Personen. "
    "Der Eintritt kostet 9 € für Erwachsene und 5 € für Kinder unter 12 Jahren. "
    "In den Saunakabinen ist Badekleidung freiwillig, im Kaltwasserbecken ist sie dagegen Pflicht. "
    "Es wird empfohlen, aber nicht verlangt, ein eigenes Handtuch mitzubringen. "
    "Dienstags von 18 bis 22 Uhr ist die Sauna nur für Frauen geöffnet."
)
DOGPARK = (
    "Der Hundeauslauf Birkenwäldchen ist eine eingezäunte Fläche von 2,5 Hektar direkt am Fluss. "
    "Er ist täglich von Sonnenaufgang bis 22 Uhr geöffnet. "
    "Alle Hunde müssen geimpft sein und eine gut sichtbare Hundemarke tragen. "
    "Hunde unter sechs Monaten dürfen den Hauptbereich nicht betreten. "
    "Für kleine Hunde unter 10 Kilogramm gibt es ein separates Gehege. "
    "Jeden Samstagvormittag reinigen Freiwillige unter der Leitung von Carla Mende den Auslauf."
)
TAILOR = (
    "Die Schneiderei Nadelöhr wird seit 2012 von Ahmet Kaya geführt. "
    "Das Kürzen einer Hose kostet 15 € und dauert zwei Tage. "
    "Anzugänderungen dauern bis zu zehn Werktage. "
    "Sonntags und montags ist die Schneiderei geschlossen. "
    "Kayas Auszubildende, Lena Schubert, übernimmt alle Anproben von Brautkleidern. "
    "Wer einen Maßanzug bestellt, muss eine Anzahlung von 50 % leisten."
)
RADIO = (
    "Campuswelle 89,3 ist das Studierendenradio der Universität Nordtal. "
    "Der Sender ist täglich 18 Stunden auf Sendung, von 6 Uhr bis Mitternacht. "
    "Bei ihm engagieren sich 65 Studierende ehrenamtlich, und Senderchef ist Tobias Reiter. "
    "Neue Moderatorinnen und Moderatoren müssen vor ihrer ersten Sendung einen vierwöchigen Kurs absolvieren. "
    "Die Morgensendung, moderiert von Aylin Demir, lief zum ersten Mal am 14. September 2020. "
    "Die Studiotechnik hat die Lokalzeitung Nordtaler Bote gespendet."
)
CLIMB = (
    "Das Granitgipfel-Kletterfestival findet vom 7. bis 9. Juni 2024 in Dresden statt, der Landeshauptstadt von Sachsen. "
    "Erwartet werden rund 3.000 Kletterinnen und Kletterer. "
    "Ein Wochenendpass kostet 85 €, ein Tagesticket 40 €. "
    "Kinder unter 14 Jahren dürfen nur in Begleitung eines Erwachsenen klettern. "
    "Den Boulderwettbewerb bewertet die frühere Meisterin Lena Vogt. "
    "Die Hauptwand ist 18 Meter hoch."
)
CAFE = (
    "Das Café im Kunstmuseum am Fluss liegt im Erdgeschoss und hat 40 Plätze. "
    "Es ist von 9:30 bis 17 Uhr geöffnet. "
    "Für den Besuch des Cafés braucht man keine Eintrittskarte für das Museum. "
    "Küchenchef Paolo Greco backt jeden Morgen alle Kuchen selbst im Haus. "
    "Ein Stück Karottenkuchen kostet 4,75 €, eine Kanne Tee 3 €. "
    "Museumsmitglieder erhalten 15 % Rabatt."
)
PASSPORT = (
    "Die Passstelle der Stadt in der Königstraße 12 ist montags bis freitags von 8:30 bis 16 Uhr geöffnet. "
    "Termine müssen mindestens 48 Stunden vorher online gebucht werden. "
    "Ein regulärer Reisepass für Erwachsene kostet 70 € und ist zehn Jahre gültig. "
    "Die normale Bearbeitung dauert drei Wochen; die Expressbearbeitung dauert fünf Werktage und kostet 32 € extra. "
    "Antragsteller müssen zwei aktuelle Fotos und ihren alten Pass mitbringen. "
    "Geleitet wird die Passstelle von Helene Park."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-cr-001", "para.reorder", "Wann hat der Wertstoffhof Birkenau geöffnet?", "Von 8 bis 18 Uhr ist der Wertstoffhof geöffnet, und zwar jeden Tag außer dienstags.", RECYCLE, True),
    w.faith("de-cr-002", "para.passive", "Wer hat den Wertstoffhof eröffnet?", "Der Hof wurde im März 2009 von Bürgermeisterin Ruth Oberländer eröffnet.", RECYCLE, True),
    w.faith("de-cr-003", "para.synonym", "Wie viele Lernräume gibt es in der Stadtbibliothek am Hafenplatz?", "Im zweiten Stock stehen 14 Lernräume zur Verfügung.", STUDY, True),
    w.faith("de-cr-004", "para.nominal", "Wie komme ich zu einem Termin bei der Passstelle?", "Die Terminbuchung muss online erfolgen, und zwar mindestens 48 Stunden vorher.", PASSPORT, True),
    w.faith("de-cr-005", "para.capital", "Wo findet das Granitgipfel-Kletterfestival statt?", "Sachsens Landeshauptstadt Dresden ist der Austragungsort des Festivals.", CLIMB, True),
    w.faith("de-cr-006", "para.pronoun", "Welche Aufgabe hat Tobias Reiter bei Campuswelle?", "Er ist der Senderchef.", RADIO, True),
    w.faith("de-cr-007", "para.relative", "Wer hat die Weinhandlung Korkenzieher gegründet?", "Martina Roth gründete 1998 die Weinhandlung Korkenzieher, die in der Ulmenstraße liegt.", WINE, True),
    w.faith("de-cr-008", "para.part", "Was zahlen Kinder in der Seesauna?", "Kinder unter 12 Jahren zahlen 5 € Eintritt.", SAUNA, True),
    w.faith("de-cr-009", "para.combine", "Wo liegt der Hundeauslauf Birkenwäldchen und wann kann ich hin?", "Die eingezäunte, 2,5 Hektar große Fläche liegt direkt am Fluss und ist täglich von Sonnenaufgang bis 22 Uhr geöffnet.", DOGPARK, True),
    w.faith("de-cr-010", "fmt.number", "Wie lange dauert das Kürzen einer Hose bei Nadelöhr?", "Das Kürzen einer Hose dauert 2 Tage.", TAILOR, True),
    w.faith("de-cr-011", "fmt.thousands", "Wie viele Weine hat die Weinhandlung Korkenzieher im Sortiment?", "Sie führt 1250 verschiedene Weine.", WINE, True),
    w.faith("de-cr-012", "fmt.scale", "Wie groß ist der Hundeauslauf Birkenwäldchen?", "Die eingezäunte Fläche ist 25.000 Quadratmeter groß.", DOGPARK, True),
    w.faith("de-cr-013", "fmt.date", "Wann lief die Morgensendung von Campuswelle zum ersten Mal?", "Die erste Ausgabe lief am 14.09.2020.", RADIO, True),
    w.faith("de-cr-014", "fmt.time", "Wann hat das Museumscafé geöffnet?", "Das Café öffnet um halb zehn morgens und schließt um 5 Uhr nachmittags.", CAFE, True),
    w.faith("de-cr-015", "fmt.unit", "Wie heiß ist die große Saunakabine?", "Die große Kabine wird auf 85 Grad Celsius geheizt.", SAUNA, True),
    w.faith("de-cr-016", "fmt.abbrev", "Wo finde ich die Passstelle?", "Die Passstelle ist in der Königstr. 12.", PASSPORT, True),
    w.faith("de-cr-017", "fmt.currency", "Was kostet ein Stück Karottenkuchen im Museumscafé?", "Ein Stück Karottenkuchen kostet 4 Euro und 75 Cent.", CAFE, True),
    w.faith("de-cr-018", "fmt.range", "Wie lange darf ich einen Lernraum buchen?", "Sie können einen Raum bis zu 3 Stunden am Tag buchen.", STUDY, True),
    w.faith("de-cr-019", "fmt.period", "Wie lange dauert die normale Bearbeitung eines Reisepasses?", "Die normale Bearbeitung dauert 21 Tage.", PASSPORT, True),
    w.faith("de-cr-020", "fmt.share", "Wie viele der Weine bei Korkenzieher kommen aus Frankreich?", "50 % der Weine im Sortiment stammen aus Frankreich.", WINE, True),
    w.faith("de-cr-021", "para.except", "Kann ich dienstags etwas zum Wertstoffhof bringen?", "Nein, dienstags ist der Wertstoffhof geschlossen.", RECYCLE, True),
    w.faith("de-cr-022", "wrap.opener", "An welchen Tagen hat die Schneiderei Nadelöhr zu?", "Gute Frage! Sonntags und montags ist die Schneiderei Nadelöhr geschlossen.", TAILOR, True),
    w.faith("de-cr-023", "wrap.closer", "Was kostet ein Tagesticket für das Kletterfestival?", "Ein Tagesticket kostet 40 €. Ich hoffe, das hilft Ihnen weiter!", CLIMB, True),
    w.faith("de-cr-024", "wrap.attribution", "Muss ich im Kaltwasserbecken Badekleidung tragen?", "Laut den Angaben der Seesauna ist Badekleidung im Kaltwasserbecken Pflicht.", SAUNA, True),
    w.faith("de-cr-025", "wrap.hedge", "Wer reinigt den Hundeauslauf?", "Soweit ich sehe, reinigen Freiwillige unter der Leitung von Carla Mende den Auslauf jeden Samstagvormittag.", DOGPARK, True),
    w.faith("de-cr-026", "wrap.question", "Brauche ich für das Museumscafé eine Eintrittskarte?", "Nein, für das Café brauchen Sie keine Eintrittskarte für das Museum. Möchten Sie auch wissen, was der Kuchen kostet?", CAFE, True),
    w.faith("de-cr-027", "value.number", "Wie viele Lernräume hat die Bibliothek?", "Die Bibliothek hat im zweiten Stock 16 Lernräume.", STUDY, False),
    w.faith("de-cr-028", "value.date", "Wann ist das Kletterfestival?", "Es findet vom 7. bis 9. Juli 2024 in Dresden statt.", CLIMB, False),
    w.faith("de-cr-029", "value.time", "Wann schließen die Lernräume?", "Montags bis freitags um 21 Uhr und samstags um 18 Uhr.", STUDY, False),
    w.faith("de-cr-030", "value.unit", "Wie hoch ist die Hauptwand beim Festival?", "Die Hauptwand ist 18 Fuß hoch.", CLIMB, False),
    w.faith("de-cr-031", "value.currency", "Was kostet ein regulärer Reisepass für Erwachsene?", "Er kostet 75 € und ist zehn Jahre gültig.", PASSPORT, False),
    w.faith("de-cr-032", "role.swap", "Wer führt die Schneiderei Nadelöhr?", "Lena Schubert führt die Schneiderei, und Ahmet Kaya ist ihr Auszubildender.", TAILOR, False),
    w.faith("de-cr-033", "negation", "Komme ich ohne Museumsticket ins Café?", "Nein, für das Café braucht man eine Eintrittskarte für das Museum.", CAFE, False),
    w.faith("de-cr-034", "antonym", "Kostet die Abgabe von Gartenabfällen etwas?", "Ja, die Abgabe von Gartenabfällen ist gebührenpflichtig, bis zu 200 Kilogramm pro Besuch.", RECYCLE, False),
    w.faith("de-cr-035", "modality", "Muss ich ein Handtuch in die Sauna mitbringen?", "Ja, ein eigenes Handtuch ist Pflicht.", SAUNA, False),
    w.faith("de-cr-036", "quantifier", "Wie viele Container sind für Elektrogeräte da?", "Die meisten der 48 Container sind für Elektrogeräte reserviert.", RECYCLE, False),
    w.faith("de-cr-037", "value.except", "Hat die Seesauna montags offen?", "Ja, die Seesauna Lindenwerder ist auch montags geöffnet.", SAUNA, False),
    w.faith("de-cr-038", "direction", "Für welche Hunde ist das separate Gehege gedacht?", "Das separate Gehege ist für Hunde über 10 Kilogramm.", DOGPARK, False),
    w.faith("de-cr-039", "added.fact", "Wann sendet Campuswelle?", "Campuswelle sendet von 6 Uhr bis Mitternacht, und alle Sendungen laufen zusätzlich als Livestream in der Uni-App.", RADIO, False),
    w.faith("de-cr-040", "added.entity", "Wer backt die Kuchen im Museumscafé?", "Küchenchef Paolo Greco backt sie jeden Morgen im Haus, zusammen mit seiner Konditorin Anja Weber.", CAFE, False),
    w.faith("de-cr-041", "mixed", "Was kosten die Tickets für das Kletterfestival?", "Ein Wochenendpass kostet 85 €, ein Tagesticket 45 €.", CLIMB, False),
]
REFUSAL = [
    w.refusal("de-cr-042", "refusal.plain", "Liefert die Weinhandlung Korkenzieher auch nach Hause?", "Das weiß ich leider nicht.", WINE, True),
    w.refusal("de-cr-043", "refusal.context", "Gibt es im Hundeauslauf Trinkwasser für die Hunde?", "Die vorliegenden Unterlagen sagen nichts darüber, ob es im Auslauf Trinkwasser gibt.", DOGPARK, True),
    w.refusal("de-cr-044", "refusal.short", "Was kostet Werbung bei Campuswelle?", "Keine Ahnung.", RADIO, True),
    w.refusal("de-cr-045", "refusal.long", "Bekomme ich für mein neugeborenes Baby noch am selben Tag einen Pass?", "Vielen Dank für Ihre Frage. Leider enthalten meine Informationen nichts zu Pässen für Babys oder zu einer Ausstellung am selben Tag, deshalb kann ich das nicht beantworten. In den Unterlagen stehen nur der Preis eines regulären Reisepasses für Erwachsene und die Dauer der normalen und der Expressbearbeitung. Am besten fragen Sie direkt bei der Passstelle nach, bevor Sie hingehen.", PASSPORT, True),
    w.refusal("de-cr-046", "refusal.hedged", "Was kostet der Eintritt für Erwachsene in der Seesauna?", "Ganz sicher bin ich mir nicht, aber Erwachsene zahlen wohl 9 €.", SAUNA, False),
    w.refusal("de-cr-047", "refusal.partial", "Was kosten im Museumscafé ein Stück Karottenkuchen und ein Cappuccino?", "Ein Stück Karottenkuchen kostet 4,75 €; den Preis für einen Cappuccino nennen die Unterlagen nicht.", CAFE, False),
]
CORRECTNESS = [
    w.correct("de-cr-048", "correct.wordy", "Wer hat die Weinhandlung Korkenzieher gegründet?", "Die Weinhandlung Korkenzieher in der Ulmenstraße wurde im Jahr 1998 von Martina Roth gegründet.", "Martina Roth.", True),
    w.correct("de-cr-049", "correct.short", "Wie lange ist ein regulärer Reisepass für Erwachsene gültig?", "Zehn Jahre.", "Ein regulärer Reisepass für Erwachsene ist zehn Jahre gültig.", True),
    w.correct("de-cr-050", "correct.format", "An welchem Datum beginnt das Kletterfestival?", "Am 07.06.2024.", "7. Juni 2024", True),
    w.correct("de-cr-051", "wrong.value", "Wie viele Studierende engagieren sich ehrenamtlich bei Campuswelle?", "Bei Campuswelle engagieren sich 56 Studierende.", "65 Studierende.", False),
    w.correct("de-cr-052", "wrong.echo", "Wie hoch ist die Hauptwand beim Kletterfestival?", "Die Hauptwand beim Kletterfestival ist ziemlich hoch.", "18 Meter.", False),
    w.correct("de-cr-053", "wrong.role", "Wer ist die Auszubildende in der Schneiderei Nadelöhr?", "Die Auszubildende ist Ahmet Kaya.", "Lena Schubert.", False),
]
RELEVANCY = [
    w.relevant("de-cr-054", "relevant.direct", "Wie weit im Voraus kann ich einen Lernraum reservieren?", "Buchungen sind ab sieben Tage vorher möglich.", STUDY, True),
    w.relevant("de-cr-055", "relevant.yesno", "Darf mein vier Monate alter Welpe in den Hauptbereich des Auslaufs?", "Nein, Hunde unter sechs Monaten dürfen den Hauptbereich nicht betreten.", DOGPARK, True),
    w.relevant("de-cr-056", "offtopic.true", "Muss ich in der Saunakabine Badekleidung tragen?", "Der Eintritt kostet 9 € für Erwachsene und 5 € für Kinder unter 12 Jahren.", SAUNA, False),
    w.relevant("de-cr-057", "offtopic.other", "Was kostet die Abgabe einer alten Matratze?", "Der Wertstoffhof ist von 8 bis 18 Uhr geöffnet.", RECYCLE, False),
]
DIAGNOSIS = [
    w.diag("de-cr-058", "diag.pass", "Wie hoch ist die Anzahlung für einen Maßanzug bei Nadelöhr?", "Für einen Maßanzug ist eine Anzahlung von 50 % fällig.", {"tailor": TAILOR, "radio": RADIO}, ("tailor",), "pass"),
    w.diag("de-cr-059", "diag.offtopic", "Was kostet eine Kanne Tee im Museumscafé?", "Das Café liegt im Erdgeschoss und hat 40 Plätze.", {"cafe": CAFE}, ("cafe",), "fix_generation"),
    w.diag("de-cr-060", "diag.unfaithful", "Wer bewertet den Boulderwettbewerb beim Kletterfestival?", "Den Boulderwettbewerb bewertet Markus Lenz.", {"climb": CLIMB, "wine": WINE}, ("climb",), "fix_generation"),
    w.diag("de-cr-061", "diag.refused", "Was muss ich zum Termin bei der Passstelle mitbringen?", "Dazu kann ich leider nichts finden.", {"passport": PASSPORT}, ("passport",), "fix_generation"),
    w.diag("de-cr-062", "diag.missed", "Wie groß ist der Hundeauslauf Birkenwäldchen?", "Leider habe ich keine Angabe zur Größe des Auslaufs gefunden.", {"sauna": SAUNA, "wine": WINE}, ("dogpark",), "fix_retrieval"),
    w.diag("de-cr-063", "diag.correct_refusal", "Nimmt der Wertstoffhof Autoreifen an?", "Die Unterlagen sagen nicht, ob der Wertstoffhof Autoreifen annimmt.", {"recycle": RECYCLE, "study": STUDY}, (), "correct_refusal"),
    w.diag("de-cr-064", "diag.should_refuse", "Wie viele Hörer hat Campuswelle?", "Campuswelle erreicht jede Woche rund 12.000 Hörerinnen und Hörer.", {"radio": RADIO, "cafe": CAFE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
