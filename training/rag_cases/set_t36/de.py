"""German cases of set t36: Tank- und Kilometerregeln einer Autovermietung, Museumsführungen,
Check-in-Regeln eines Hotels, Gepäckregeln einer Fluggesellschaft, Landausflüge einer
Kreuzfahrt und Fahrradmitnahme im Regionalzug."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

FUEL = (
    "Bei der Autovermietung Kranich werden alle Fahrzeuge vollgetankt übergeben und müssen vollgetankt zurückgegeben werden. "
    "Fehlt bei der Rückgabe Kraftstoff, berechnen wir 2,20 € pro Liter zuzüglich einer Tankpauschale von 20 €. "
    "Wer bei der Abholung die Option „Tank-Flat“ für pauschal 75 € bucht, darf das Fahrzeug mit leerem Tank zurückbringen."
)
MILEAGE = (
    "Im Standardtarif von Kranich sind 200 Freikilometer pro Tag enthalten; jeder weitere Kilometer kostet 0,25 €. "
    "Ab einer Mietdauer von 14 Tagen sind die Kilometer unbegrenzt, ausgenommen Transporter. "
    "Bei der Übergabe trägt der Stationsmitarbeiter den Kilometerstand ins Übergabeprotokoll ein, und der Mieter unterschreibt es."
)
MUSEUM = (
    "Das Stadtmuseum Lindenau bietet Führungen durch die Römerabteilung täglich außer montags an. "
    "Die Führungen beginnen um 11:00 und um 15:30 Uhr und dauern 90 Minuten. "
    "Es führt die Archäologin Dr. Katrin Vogt; ihr Kollege Jonas Reuter kontrolliert am Eingang die Eintrittskarten. "
    "Pro Gruppe sind höchstens 15 Personen zugelassen."
)
MUSEUM_EVENING = (
    "An jedem zweiten Donnerstag im Monat leitet Museumsdirektor Bernd Hollmann eine Abendführung durch die Gemäldegalerie. "
    "Der Eintritt kostet 14 €, Studierende zahlen die Hälfte. "
    "Zum Abschluss erläutert Restauratorin Sabine Kuhn, wie ein Gemälde gereinigt wird. "
    "Kinder unter 10 Jahren können nicht teilnehmen."
)
HOTEL = (
    "Im Hotel Seeblick ist der Check-in ab 14:00 Uhr möglich, der Check-out muss bis 10:30 Uhr erfolgen. "
    "Ein früher Check-in ab 11:00 Uhr kostet 25 € und ist nur nach Verfügbarkeit möglich. "
    "Gäste, die nach 22:00 Uhr anreisen, müssen dies vorab telefonisch mitteilen."
)
HOTEL_DESK = (
    "Bei der Anreise ist ein gültiger Ausweis vorzulegen. "
    "Tagsüber blockiert Rezeptionistin Lea Brandt eine Kaution von 80 € pro Nacht auf der Kreditkarte des Gastes. "
    "Nachts übergibt Nachtportier Stefan Weiß den spät anreisenden Gästen die Zimmerschlüssel. "
    "Die Kaution wird innerhalb von sieben Werktagen nach der Abreise freigegeben."
)
BAGGAGE = (
    "Bei Alpenflug dürfen Passagiere im Economy-Tarif ein Handgepäckstück bis 8 kg mit an Bord nehmen. "
    "Aufgegebene Koffer dürfen bis zu 23 kg wiegen; für Koffer zwischen 23 und 32 kg werden 50 € Übergepäckgebühr fällig. "
    "Gepäckstücke über 32 kg werden nicht befördert. "
    "Das Personal am Check-in-Schalter wiegt die Koffer, und das Gate-Personal versieht zu große Handgepäckstücke mit einem Anhänger."
)
CRUISE = (
    "Gäste der „Nordlicht“ können Landausflüge bis 48 Stunden vor dem Einlaufen buchen. "
    "Der Ausflug zum Geirangerfjord startet um 9:15 Uhr am Anleger. "
    "Reiseleiterin Anja Holm begleitet die Gruppe bis zum Aussichtspunkt Dalsnibba und übergibt sie dort an den Bergführer Erik Lund. "
    "Sagt die Reederei einen Ausflug ab, wird der volle Preis erstattet."
)
CRUISE_BIKE = (
    "Die Radtour in Bergen kostet 85 € für Erwachsene und 55 € für Kinder von 10 bis 15 Jahren. "
    "Kinder unter 10 Jahren sind ausgeschlossen. "
    "Fahrräder und Helme stellt der örtliche Veranstalter. "
    "Die Tour dauert vier Stunden und endet spätestens um 14:00 Uhr am Schiff."
)
TRAIN = (
    "In den Regionalzügen der Ostseebahn fahren Fahrräder außerhalb der Hauptverkehrszeit kostenlos mit. "
    "Werktags zwischen 6:00 und 8:30 Uhr sind nur zusammengeklappte Falträder erlaubt. "
    "Jeder Zug hat Stellplätze für zehn Fahrräder; sind sie belegt, darf das Zugpersonal weitere Räder abweisen."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("de-t36-001", "para.combine", "Was passiert, wenn ich das Auto nur halb voll zurückbringe?", "Da der Wagen vollgetankt zurückkommen muss, zahlen Sie für jeden fehlenden Liter 2,20 € und obendrein eine Pauschale von 20 €.", FUEL, True),
    w.faith("de-t36-002", "para.synonym", "Kann ich mir das Volltanken vor der Rückgabe sparen?", "Ja, wenn Sie bei der Abholung die Tank-Flat für einmalig 75 € buchen, können Sie den Wagen auch leer abgeben.", FUEL, True),
    w.faith("de-t36-003", "added.fact", "Wie funktioniert die Tank-Flat?", "Sie zahlen bei der Abholung pauschal 75 €, und nicht verbrauchter Kraftstoff wird Ihnen bei der Rückgabe gutgeschrieben.", FUEL, False),
    w.faith("de-t36-004", "value.currency", "Was kostet fehlender Sprit?", "Pro fehlendem Liter stellt Kranich 2,90 € in Rechnung, dazu kommen 20 € Pauschale.", FUEL, False),
    w.faith("de-t36-005", "para.except", "Hat ein Transporter bei drei Wochen Miete unbegrenzte Kilometer?", "Nein. Die unbegrenzten Kilometer bei Mieten ab zwei Wochen gelten für alle Fahrzeuge außer Transporter.", MILEAGE, True),
    w.faith("de-t36-006", "para.pronoun", "Wer unterschreibt das Übergabeprotokoll?", "Der Stationsmitarbeiter notiert darin den Kilometerstand, und Sie als Mieter unterschreiben es.", MILEAGE, True),
    w.faith("de-t36-007", "fmt.currency", "Was kostet ein Mehrkilometer?", "Jeder Kilometer über die 200 täglichen Freikilometer hinaus kostet 25 Cent.", MILEAGE, True),
    w.faith("de-t36-008", "role.swap", "Wer trägt den Kilometerstand ein?", "Der Mieter schreibt den Kilometerstand selbst ins Protokoll, und der Stationsmitarbeiter bestätigt ihn mit seiner Unterschrift.", MILEAGE, False),
    w.faith("de-t36-009", "added.fact", "Wie viele Kilometer sind frei?", "200 km pro Tag sind inklusive, und nicht gefahrene Kilometer werden auf den nächsten Tag übertragen.", MILEAGE, False),
    w.faith("de-t36-010", "direction", "Ab wann fährt man ohne Kilometerbegrenzung?", "Unbegrenzte Kilometer gibt es bei Mieten unter zwei Wochen, Transporter ausgenommen.", MILEAGE, False),
    w.faith("de-t36-011", "para.except", "Gibt es montags eine Führung durch die Römerabteilung?", "Nein, montags finden keine Führungen statt, an allen anderen Tagen schon.", MUSEUM, True),
    w.faith("de-t36-012", "fmt.period", "Wie lange dauert eine Führung?", "Eine Führung dauert anderthalb Stunden.", MUSEUM, True),
    w.faith("de-t36-013", "para.combine", "Wen treffe ich bei der Führung?", "Am Eingang prüft Jonas Reuter Ihre Karte, durch die Römerabteilung führt Sie die Archäologin Dr. Katrin Vogt.", MUSEUM, True),
    w.faith("de-t36-014", "role.swap", "Wer leitet die Führung durch die Römerabteilung?", "Die Führung übernimmt Jonas Reuter, während Dr. Katrin Vogt am Eingang die Karten kontrolliert.", MUSEUM, False),
    w.faith("de-t36-015", "added.fact", "Wie groß sind die Gruppen?", "Maximal 15 Personen pro Gruppe, und anmelden kann man sich nur telefonisch.", MUSEUM, False),
    w.faith("de-t36-016", "fmt.share", "Was zahlen Studierende für die Abendführung?", "Studierende bekommen 50 % Rabatt auf den Eintritt von 14 €.", MUSEUM_EVENING, True),
    w.faith("de-t36-017", "para.relative", "Wer führt abends durch die Gemäldegalerie?", "Das ist Bernd Hollmann, der Direktor des Museums, der jeden zweiten Donnerstag im Monat die Abendführung leitet.", MUSEUM_EVENING, True),
    w.faith("de-t36-018", "role.swap", "Wer erklärt, wie ein Gemälde gereinigt wird?", "Direktor Bernd Hollmann zeigt am Ende, wie ein Gemälde gereinigt wird, nachdem Restauratorin Sabine Kuhn die Gruppe durch die Galerie geführt hat.", MUSEUM_EVENING, False),
    w.faith("de-t36-019", "added.fact", "Was kostet die Abendführung?", "14 €, Studierende zahlen die Hälfte, und ein Glas Sekt ist im Preis inbegriffen.", MUSEUM_EVENING, False),
    w.faith("de-t36-020", "fmt.time", "Wann kann ich einchecken und wann muss ich raus?", "Einchecken können Sie ab 14 Uhr, auschecken müssen Sie bis halb elf.", HOTEL, True),
    w.faith("de-t36-021", "wrap.attribution", "Ich komme erst gegen 23 Uhr an.", "Laut Hausordnung müssen Gäste, die nach 22 Uhr anreisen, vorher anrufen und Bescheid geben.", HOTEL, True),
    w.faith("de-t36-022", "para.synonym", "Kann ich schon um 11 Uhr aufs Zimmer?", "Wenn ein Zimmer frei ist, ja – der frühe Check-in kostet dann 25 € extra.", HOTEL, True),
    w.faith("de-t36-023", "modality", "Muss ich eine späte Anreise melden?", "Bei Anreise nach 22 Uhr ist ein kurzer Anruf vorab empfehlenswert, aber keine Pflicht.", HOTEL, False),
    w.faith("de-t36-024", "added.fact", "Gibt es einen frühen Check-in?", "Ja, ab 11 Uhr für 25 €; ein später Check-out bis 13 Uhr ist außerdem kostenlos.", HOTEL, False),
    w.faith("de-t36-025", "para.passive", "Wer gibt mir nachts den Zimmerschlüssel?", "Nachts werden die Schlüssel vom Nachtportier Stefan Weiß ausgehändigt.", HOTEL_DESK, True),
    w.faith("de-t36-026", "para.nominal", "Wann bekomme ich die Kaution zurück?", "Die Freigabe der Kaution erfolgt spätestens sieben Werktage nach Ihrer Abreise.", HOTEL_DESK, True),
    w.faith("de-t36-027", "role.swap", "Wer kümmert sich um die Kaution?", "Die Kaution blockiert Nachtportier Stefan Weiß, und Rezeptionistin Lea Brandt gibt spät ankommenden Gästen die Schlüssel.", HOTEL_DESK, False),
    w.faith("de-t36-028", "quantifier", "Wie hoch ist die Kaution?", "Unabhängig von der Aufenthaltsdauer werden einmalig 80 € blockiert.", HOTEL_DESK, False),
    w.faith("de-t36-029", "fmt.unit", "Wie schwer darf mein Handgepäck sein?", "Ihr Handgepäckstück darf höchstens acht Kilogramm wiegen.", BAGGAGE, True),
    w.faith("de-t36-030", "para.combine", "Mein Koffer wiegt 26 kg. Darf ich ihn aufgeben?", "Ja, da er über 23, aber unter 32 kg liegt, zahlen Sie 50 € Übergepäckgebühr.", BAGGAGE, True),
    w.faith("de-t36-031", "para.nominal", "Wer wiegt die Koffer?", "Das Wiegen der Koffer übernimmt das Personal am Check-in-Schalter.", BAGGAGE, True),
    w.faith("de-t36-032", "role.swap", "Wer wiegt die aufgegebenen Koffer?", "Am Gate werden die Koffer gewogen, und die Mitarbeitenden am Check-in-Schalter versehen zu große Handgepäckstücke mit Anhängern.", BAGGAGE, False),
    w.faith("de-t36-033", "added.fact", "Kann ich einen 35-kg-Koffer aufgeben?", "Nein, über 32 kg wird nichts befördert, Sie können ihn aber als Luftfracht verschicken.", BAGGAGE, False),
    w.faith("de-t36-034", "fmt.period", "Bis wann kann ich Landausflüge buchen?", "Bis zwei Tage vor dem Einlaufen in den Hafen.", CRUISE, True),
    w.faith("de-t36-035", "para.pronoun", "Wer begleitet uns am Geirangerfjord?", "Anja Holm bringt die Gruppe bis zum Dalsnibba und übergibt sie dort an Erik Lund, den Bergführer.", CRUISE, True),
    w.faith("de-t36-036", "role.swap", "Wer übergibt die Gruppe am Dalsnibba?", "Bergführer Erik Lund begleitet die Gruppe zum Aussichtspunkt und übergibt sie dort an Reiseleiterin Anja Holm.", CRUISE, False),
    w.faith("de-t36-037", "added.fact", "Was passiert, wenn die Reederei einen Ausflug absagt?", "Dann bekommen Sie den vollen Preis zurück und zusätzlich ein Bordguthaben von 50 €.", CRUISE, False),
    w.faith("de-t36-038", "para.synonym", "Darf meine achtjährige Tochter bei der Radtour mitfahren?", "Leider nein, mitradeln darf man erst ab zehn Jahren.", CRUISE_BIKE, True),
    w.faith("de-t36-039", "wrap.closer", "Muss ich einen Helm mitbringen?", "Nein, Rad und Helm bekommen Sie vom Veranstalter vor Ort. Viel Spaß in Bergen!", CRUISE_BIKE, True),
    w.faith("de-t36-040", "negation", "Werden bei der Radtour Fahrräder gestellt?", "Nein, ein eigenes Fahrrad muss jeder selbst mitbringen.", CRUISE_BIKE, False),
    w.faith("de-t36-041", "value.time", "Wann ist die Radtour zu Ende?", "Nach vier Stunden ist man spätestens um 15 Uhr wieder am Schiff.", CRUISE_BIKE, False),
    w.faith("de-t36-042", "wrap.opener", "Darf ich werktags um 7 Uhr mein normales Rad mitnehmen?", "Gute Frage! Werktags zwischen 6 und halb neun sind nur zusammengeklappte Falträder erlaubt.", TRAIN, True),
    w.faith("de-t36-043", "wrap.hedge", "Wie viele Räder passen in einen Zug?", "Soweit ich sehe, gibt es in jedem Zug zehn Fahrradstellplätze.", TRAIN, True),
    w.faith("de-t36-044", "para.part", "Kostet die Fahrradmitnahme etwas?", "Außerhalb der Hauptverkehrszeit fahren Räder gratis mit.", TRAIN, True),
    w.faith("de-t36-045", "added.fact", "Muss ich fürs Rad extra zahlen?", "Außerhalb der Stoßzeit ist die Mitnahme kostenlos, am Wochenende muss man aber einen Stellplatz reservieren.", TRAIN, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-t36-046", "correct.wordy", "Was kostet die Tank-Flat bei Kranich?", "Die Tank-Flat bucht man bei der Abholung, und sie kostet pauschal fünfundsiebzig Euro.", "75 €.", True),
    w.correct("de-t36-047", "correct.format", "Bis wann muss man im Hotel Seeblick auschecken?", "Bis halb elf vormittags.", "10:30 Uhr.", True),
    w.correct("de-t36-048", "correct.wordy", "Wie viele Fahrradstellplätze hat ein Zug der Ostseebahn?", "In jedem Regionalzug der Ostseebahn stehen insgesamt 10 Stellplätze für Fahrräder zur Verfügung.", "Zehn.", True),
    w.correct("de-t36-049", "correct.format", "Wie lange dauert eine Führung durch die Römerabteilung?", "Anderthalb Stunden.", "90 Minuten.", True),
    w.correct("de-t36-050", "wrong.value", "Wie schwer darf ein aufgegebener Koffer ohne Zusatzgebühr sein?", "Bis 32 kg ist er gebührenfrei.", "23 kg.", False),
    w.correct("de-t36-051", "wrong.role", "Wer leitet die Abendführung durch die Gemäldegalerie?", "Restauratorin Sabine Kuhn leitet sie.", "Museumsdirektor Bernd Hollmann.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
