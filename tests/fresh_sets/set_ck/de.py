"""Fresh set ck, German: a balloon ride in the Allgäu, a piano tuner, a riding stable, a tax office, a student residence, an aquarium, a botanical garden, a go-kart track, a recycling yard and a Rheingau wine tour."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

BALLOON = (
    "Ballonfahrten Himmelblau startet von einer Wiese bei Füssen im Allgäu. "
    "Von Mai bis September heben die Ballone jeden Abend um 19 Uhr ab, und die Fahrt dauert etwa eine Stunde. "
    "Ein Platz kostet 249 € für Erwachsene und 199 € für Kinder von 8 bis 14 Jahren; Kinder unter 8 Jahren dürfen nicht mitfahren. "
    "In einem Korb haben höchstens 8 Fahrgäste Platz, und bei Wind über 20 km/h wird die Fahrt abgesagt. "
    "Pilot Andreas Huber steuert den Ballon, und die Verfolgerin Jana Ruf bringt die Gäste nach der Landung mit dem Kleinbus zurück zur Wiese."
)
PIANO = (
    "Die Klavierstimmerei Brandt wurde 2008 von der Klavierbaumeisterin Ursula Brandt gegründet und beschäftigt heute drei Stimmer. "
    "Das Stimmen eines Klaviers kostet 110 € und dauert etwa anderthalb Stunden; für einen Flügel berechnet die Firma 150 €. "
    "Termine gibt es werktags von 9 bis 17 Uhr, außer mittwochs. "
    "Kunden müssen spätestens 48 Stunden vor dem Termin absagen, sonst wird eine Ausfallgebühr von 30 € fällig. "
    "Die Firma empfiehlt, ein Klavier zweimal im Jahr stimmen zu lassen."
)
STABLE = (
    "Der Reiterhof Lindenhof bei Lüneburg hält 24 Pferde und 8 Ponys. "
    "Eine Anfängerstunde dauert 45 Minuten und kostet 38 €. "
    "Alle Reiter müssen einen Helm tragen; der Hof verleiht Helme kostenlos. "
    "Kinder müssen mindestens 6 Jahre alt sein, um ein Pony zu reiten, und mindestens 12 Jahre, um ein Großpferd zu reiten. "
    "Reitlehrerin Katrin Vogt hat die Turniermannschaft des Hofs trainiert, die 2022 die Kreismeisterschaft gewann. "
    "Der Hof ist täglich außer montags von 8 bis 19 Uhr geöffnet."
)
TAX = (
    "Die Steuerkanzlei Möller & Partner hat Büros in Köln und Bonn. "
    "Das Erstgespräch von 30 Minuten ist kostenlos, danach kostet die Beratung 120 € pro Stunde. "
    "Wer die Einkommensteuererklärung für 2024 von der Kanzlei erstellen lassen will, muss die Unterlagen bis zum 30. April 2025 einreichen. "
    "Mandanten müssen die Lohnsteuerbescheinigung und ihre Kontoauszüge mitbringen; der Steuerbescheid des Vorjahres wird empfohlen, ist aber keine Pflicht. "
    "Steuerberaterin Sabine Krüger leitet das Kölner Büro, Steuerberater Jonas Weber das Bonner Büro. "
    "Etwa ein Viertel der Mandanten sind Selbstständige."
)
DORM = (
    "Das Studentenwohnheim Isarblick der Technischen Universität München hat 260 Zimmer auf sechs Etagen. "
    "Ein Einzelzimmer kostet 420 € im Monat, ein Platz im Doppelzimmer 310 € im Monat. "
    "Von 22 Uhr bis 7 Uhr gilt Nachtruhe. "
    "Bewohner dürfen Übernachtungsgäste höchstens drei Nächte im Monat aufnehmen, und jeder Gast muss an der Pforte angemeldet werden. "
    "Der Waschraum im Keller ist rund um die Uhr geöffnet. "
    "Hausmeister Stefan Lorenz wohnt in einer Wohnung im Erdgeschoss."
)
AQUARIUM = (
    "Das Meeresaquarium Nordsee in Bremerhaven wurde am 5. März 2014 eröffnet und zeigt 1.900 Tiere aus 240 Arten. "
    "Das größte Becken fasst 1,2 Millionen Liter Meerwasser. "
    "Der Eintritt kostet 22 € für Erwachsene und 14 € für Kinder unter 12 Jahren; Kinder unter 3 Jahren haben freien Eintritt. "
    "Das Aquarium ist täglich außer am 24. Dezember von 9 bis 18 Uhr geöffnet. "
    "Taucher füttern die Haie dienstags und samstags um 14 Uhr. "
    "Fotografieren mit Blitz ist in allen Ausstellungsräumen verboten."
)
GARDEN = (
    "Der Botanische Garten Rosenhöhe umfasst 14 Hektar und wurde 1889 von dem Botaniker Friedrich Albrecht angelegt. "
    "Das Tropenhaus wird das ganze Jahr über auf 26 °C gehalten. "
    "Erwachsene zahlen 7 € Eintritt, am ersten Sonntag jedes Monats ist der Eintritt für alle frei. "
    "Hunde sind im gesamten Garten verboten, außer auf dem Parkplatz. "
    "Führungen beginnen um 11 Uhr und dauern zwei Stunden. "
    "Die Hälfte der 5.000 Pflanzenarten des Gartens stammt aus Südamerika."
)
KART = (
    "Die Kartbahn Speedring hat eine 900 Meter lange Außenstrecke mit 15 Kurven. "
    "Ein Turn von 10 Minuten kostet 19 €, drei Turns kosten zusammen 50 €. "
    "Für die Erwachsenenkarts muss man mindestens 14 Jahre alt und mindestens 1,50 m groß sein. "
    "Die Erwachsenenkarts fahren bis zu 65 km/h schnell. "
    "Helme und Sturmhauben werden gestellt, feste geschlossene Schuhe sind aber Pflicht. "
    "Den Rundenrekord von 43,7 Sekunden stellte Lukas Brenner im August 2023 auf."
)
RECYCLE = (
    "Der Wertstoffhof Ost in der Industriestraße ist dienstags bis samstags von 8 bis 16 Uhr geöffnet. "
    "Privatpersonen dürfen pro Besuch bis zu zehn Säcke Grünschnitt kostenlos abgeben. "
    "Für eine Matratze werden 10 € Gebühr fällig, für einen Altreifen 4 €. "
    "Asbest wird nicht angenommen. "
    "Für Transporter und Anhänger braucht man eine Genehmigung, die die Stadt innerhalb von fünf Werktagen ausstellt. "
    "Geleitet wird der Wertstoffhof von Yusuf Demir im Auftrag der Stadtwerke."
)
WINE = (
    "Die Weinprobiertour „Rheingauer Genuss“ besucht drei Weingüter, startet um 10 Uhr am Bahnhof Rüdesheim und ist gegen 16:30 Uhr zurück. "
    "Die Tour kostet 89 € pro Person, Mittagessen und zehn Weinproben inklusive. "
    "Teilnehmer müssen mindestens 18 Jahre alt sein und einen Ausweis vorzeigen. "
    "Die Führerin, Martina Kessler, war früher Kellermeisterin auf dem Weingut Sonnenhang. "
    "Die Tour findet donnerstags, freitags und samstags statt, mit höchstens 14 Gästen pro Gruppe. "
    "Gegen 15 € Aufpreis holt der Bus Gäste auch in Wiesbaden ab, der Landeshauptstadt von Hessen."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-ck-001", "para.reorder", "Wann starten die Ballonfahrten?", "Jeden Abend um 19 Uhr heben die Ballone ab, und zwar von Mai bis September.", BALLOON, True),
    w.faith("de-ck-002", "para.passive", "Wer hat die Klavierstimmerei Brandt gegründet?", "Die Klavierbaumeisterin Ursula Brandt hat die Firma 2008 gegründet.", PIANO, True),
    w.faith("de-ck-003", "para.synonym", "Bekommt man auf dem Lindenhof einen Helm?", "Ja, Helme kann man sich auf dem Hof gratis ausleihen.", STABLE, True),
    w.faith("de-ck-004", "para.nominal", "Bis wann muss ich einen Stimmtermin absagen?", "Die Absage muss spätestens 48 Stunden vor dem Termin erfolgen, sonst fällt eine Ausfallgebühr von 30 € an.", PIANO, True),
    w.faith("de-ck-005", "para.capital", "Kann man auch woanders als in Rüdesheim zusteigen?", "Ja, die Landeshauptstadt von Hessen ist Wiesbaden, und dort holt der Bus Gäste gegen 15 € Aufpreis ebenfalls ab.", WINE, True),
    w.faith("de-ck-006", "para.pronoun", "Wer ist Katrin Vogt?", "Sie ist Reitlehrerin auf dem Lindenhof und hat die Turniermannschaft trainiert, die 2022 die Kreismeisterschaft gewann.", STABLE, True),
    w.faith("de-ck-007", "para.relative", "Wer hat den Botanischen Garten Rosenhöhe angelegt?", "Der Garten, der 14 Hektar umfasst, wurde 1889 von dem Botaniker Friedrich Albrecht angelegt.", GARDEN, True),
    w.faith("de-ck-008", "para.part", "Wo beginnt die Weinprobiertour?", "Sie startet am Bahnhof Rüdesheim.", WINE, True),
    w.faith("de-ck-009", "para.combine", "Wie lang ist die Strecke, und wie schnell sind die Erwachsenenkarts?", "Die Außenstrecke ist 900 Meter lang, und die Erwachsenenkarts fahren bis zu 65 km/h.", KART, True),
    w.faith("de-ck-010", "fmt.number", "Wie viele Stimmer arbeiten bei Brandt?", "Die Firma beschäftigt heute 3 Stimmer.", PIANO, True),
    w.faith("de-ck-011", "fmt.thousands", "Wie viele Tiere leben im Meeresaquarium Nordsee?", "Das Aquarium zeigt 1900 Tiere.", AQUARIUM, True),
    w.faith("de-ck-012", "fmt.scale", "Wie viel Wasser fasst das größte Becken?", "Das größte Becken fasst 1.200.000 Liter Meerwasser.", AQUARIUM, True),
    w.faith("de-ck-013", "fmt.date", "Bis wann muss ich meine Unterlagen für die Steuererklärung 2024 abgeben?", "Die Unterlagen müssen bis zum 30.04.2025 bei der Kanzlei sein.", TAX, True),
    w.faith("de-ck-014", "fmt.time", "Wann ist die Weinprobiertour wieder zurück?", "Die Tour ist gegen halb fünf nachmittags zurück.", WINE, True),
    w.faith("de-ck-015", "fmt.unit", "Wie warm ist es im Tropenhaus?", "Im Tropenhaus herrschen das ganze Jahr über 26 Grad Celsius.", GARDEN, True),
    w.faith("de-ck-016", "fmt.abbrev", "Zu welcher Hochschule gehört das Wohnheim Isarblick?", "Das Wohnheim Isarblick gehört zur TU München.", DORM, True),
    w.faith("de-ck-017", "fmt.currency", "Was kostet ein Einzelzimmer im Isarblick?", "Ein Einzelzimmer kostet 420 Euro im Monat.", DORM, True),
    w.faith("de-ck-018", "fmt.range", "Wie lange darf ein Übernachtungsgast bleiben?", "Nicht mehr als drei Nächte im Monat, und er muss an der Pforte angemeldet werden.", DORM, True),
    w.faith("de-ck-019", "fmt.period", "Wie lange dauert eine Führung durch den Garten?", "Eine Führung dauert 120 Minuten und beginnt um 11 Uhr.", GARDEN, True),
    w.faith("de-ck-020", "fmt.share", "Wie viele Pflanzenarten des Gartens stammen aus Südamerika?", "50 % der 5.000 Pflanzenarten stammen aus Südamerika.", GARDEN, True),
    w.faith("de-ck-021", "para.except", "Hat das Aquarium an irgendeinem Tag geschlossen?", "Ja, am 24. Dezember bleibt das Aquarium geschlossen.", AQUARIUM, True),
    w.faith("de-ck-022", "wrap.opener", "Wie viele Leute passen in einen Ballonkorb?", "Gute Frage! In einem Korb haben höchstens 8 Fahrgäste Platz.", BALLOON, True),
    w.faith("de-ck-023", "wrap.closer", "Wie lange dauert eine Anfängerstunde und was kostet sie?", "Eine Anfängerstunde dauert 45 Minuten und kostet 38 €. Ich hoffe, das hilft Ihnen weiter!", STABLE, True),
    w.faith("de-ck-024", "wrap.attribution", "Wer darf die Erwachsenenkarts fahren?", "Laut den Regeln der Kartbahn muss man für die Erwachsenenkarts mindestens 14 Jahre alt und mindestens 1,50 m groß sein.", KART, True),
    w.faith("de-ck-025", "wrap.hedge", "Was kostet es, einen Altreifen abzugeben?", "Soweit ich weiß, kostet ein Altreifen 4 €.", RECYCLE, True),
    w.faith("de-ck-026", "wrap.question", "Was kostet die Weinprobiertour?", "Die Tour kostet 89 € pro Person, Mittagessen und zehn Weinproben sind inklusive. Soll ich Ihnen auch sagen, an welchen Tagen sie stattfindet?", WINE, True),
    w.faith("de-ck-027", "value.number", "Wie groß sind die Gruppen bei der Weinprobiertour?", "Pro Gruppe sind höchstens 16 Gäste dabei.", WINE, False),
    w.faith("de-ck-028", "value.date", "Wann wurde das Meeresaquarium Nordsee eröffnet?", "Das Aquarium wurde am 5. Mai 2014 eröffnet.", AQUARIUM, False),
    w.faith("de-ck-029", "value.time", "Um wie viel Uhr starten die Ballone?", "Von Mai bis September heben die Ballone jeden Abend um 21 Uhr ab.", BALLOON, False),
    w.faith("de-ck-030", "value.unit", "Wie schnell sind die Erwachsenenkarts?", "Die Erwachsenenkarts fahren bis zu 65 Meilen pro Stunde.", KART, False),
    w.faith("de-ck-031", "value.currency", "Was kostet die Beratung nach dem Erstgespräch?", "Nach dem kostenlosen Erstgespräch kostet die Beratung 140 € pro Stunde.", TAX, False),
    w.faith("de-ck-032", "role.swap", "Wer steuert den Ballon, und wer holt uns nach der Landung ab?", "Jana Ruf steuert den Ballon, und Andreas Huber bringt die Gäste nach der Landung mit dem Kleinbus zurück.", BALLOON, False),
    w.faith("de-ck-033", "negation", "Kann ich Asbest beim Wertstoffhof abgeben?", "Ja, Asbest wird am Wertstoffhof angenommen.", RECYCLE, False),
    w.faith("de-ck-034", "antonym", "Darf man im Aquarium mit Blitz fotografieren?", "Ja, Fotografieren mit Blitz ist in allen Ausstellungsräumen erlaubt.", AQUARIUM, False),
    w.faith("de-ck-035", "modality", "Muss ich den Steuerbescheid vom Vorjahr mitbringen?", "Ja, neben Lohnsteuerbescheinigung und Kontoauszügen ist auch der Steuerbescheid des Vorjahres Pflicht.", TAX, False),
    w.faith("de-ck-036", "quantifier", "Sind viele Mandanten der Kanzlei Selbstständige?", "Ja, die meisten Mandanten sind Selbstständige.", TAX, False),
    w.faith("de-ck-037", "value.except", "Kann ich montags auf dem Lindenhof reiten?", "Ja, der Hof hat montags von 8 bis 19 Uhr geöffnet.", STABLE, False),
    w.faith("de-ck-038", "direction", "Wann wird eine Ballonfahrt abgesagt?", "Die Fahrt wird abgesagt, wenn der Wind unter 20 km/h liegt.", BALLOON, False),
    w.faith("de-ck-039", "added.fact", "Was kostet das Stimmen eines Klaviers?", "Das Stimmen eines Klaviers kostet 110 € und dauert etwa anderthalb Stunden; eine kostenlose Nachstimmung nach vier Wochen ist im Preis enthalten.", PIANO, False),
    w.faith("de-ck-040", "added.entity", "Wer ist der Hausmeister im Isarblick?", "Hausmeister ist Stefan Lorenz; unterstützt wird er von seiner Stellvertreterin Petra Haas.", DORM, False),
    w.faith("de-ck-041", "mixed", "Wer hält den Rundenrekord am Speedring?", "Lukas Brenner stellte im August 2023 den Rundenrekord von 43,7 Sekunden auf und war damit zwei Sekunden schneller als der bisherige Rekordhalter.", KART, False),
]
REFUSAL = [
    w.refusal("de-ck-042", "refusal.plain", "Gibt es an der Startwiese Parkplätze?", "Das tut mir leid, diese Information habe ich nicht.", BALLOON, True),
    w.refusal("de-ck-043", "refusal.context", "Stimmt die Firma Brandt auch Cembalos?", "Aus den vorliegenden Unterlagen geht nicht hervor, ob die Klavierstimmerei Brandt auch Cembalos stimmt.", PIANO, True),
    w.refusal("de-ck-044", "refusal.short", "Gibt es im Aquarium ein Café?", "Keine Ahnung.", AQUARIUM, True),
    w.refusal("de-ck-045", "refusal.long", "Gibt es in den Zimmern im Isarblick WLAN?", "Vielen Dank für Ihre Frage. Leider steht in meinen Informationen zum Wohnheim Isarblick nichts über WLAN oder Internet in den Zimmern. Dort geht es um Mieten, Nachtruhe, Übernachtungsgäste und den Waschraum, aber nicht um das Internet. Am besten fragen Sie direkt an der Pforte oder beim Hausmeister nach. Tut mir leid, dass ich nicht weiterhelfen kann.", DORM, True),
    w.refusal("de-ck-046", "refusal.hedged", "Gibt es eine Altersgrenze für die Weinprobiertour?", "Ganz sicher bin ich mir nicht, aber ich glaube, man muss mindestens 18 Jahre alt sein und einen Ausweis vorzeigen.", WINE, False),
    w.refusal("de-ck-047", "refusal.partial", "Was kostet es, eine Matratze und einen Kühlschrank abzugeben?", "Für eine Matratze zahlen Sie 10 €; zu Kühlschränken steht in meinen Unterlagen allerdings nichts.", RECYCLE, False),
]
CORRECTNESS = [
    w.correct("de-ck-048", "correct.wordy", "Wer hat den Botanischen Garten Rosenhöhe angelegt?", "Angelegt wurde der 14 Hektar große Garten im Jahr 1889 von dem Botaniker Friedrich Albrecht.", "Friedrich Albrecht.", True),
    w.correct("de-ck-049", "correct.short", "Wer leitet das Bonner Büro von Möller & Partner?", "Jonas Weber.", "Das Bonner Büro der Kanzlei Möller & Partner wird von Steuerberater Jonas Weber geleitet.", True),
    w.correct("de-ck-050", "correct.format", "An welchem Tag wurde das Meeresaquarium Nordsee eröffnet?", "Am 05.03.2014.", "Am 5. März 2014.", True),
    w.correct("de-ck-051", "wrong.value", "Was kosten drei Turns am Speedring?", "Drei Turns kosten zusammen 57 €.", "50 €.", False),
    w.correct("de-ck-052", "wrong.echo", "Wie alt muss ein Kind auf dem Lindenhof sein, um ein Großpferd zu reiten?", "Ein Kind muss alt genug sein, um auf dem Lindenhof ein Großpferd zu reiten.", "Mindestens 12 Jahre.", False),
    w.correct("de-ck-053", "wrong.role", "Wer steuert bei Ballonfahrten Himmelblau den Ballon?", "Den Ballon steuert Jana Ruf.", "Pilot Andreas Huber.", False),
]
RELEVANCY = [
    w.relevant("de-ck-054", "relevant.direct", "Wann kann ich zum Wertstoffhof Ost fahren?", "Dienstags bis samstags zwischen 8 und 16 Uhr.", RECYCLE, True),
    w.relevant("de-ck-055", "relevant.yesno", "Darf eine Freundin bei mir im Wohnheim übernachten?", "Ja, höchstens drei Nächte im Monat, und sie muss an der Pforte angemeldet werden.", DORM, True),
    w.relevant("de-ck-056", "offtopic.true", "Was kostet das Stimmen eines Flügels?", "Die Firma empfiehlt, ein Klavier zweimal im Jahr stimmen zu lassen.", PIANO, False),
    w.relevant("de-ck-057", "offtopic.other", "Darf ich meinen Hund in den Botanischen Garten mitnehmen?", "Erwachsene zahlen 7 € Eintritt, und am ersten Sonntag jedes Monats ist der Eintritt frei.", GARDEN, False),
]
DIAGNOSIS = [
    w.diag("de-ck-058", "diag.pass", "Was kostet ein Ballonplatz für meine zehnjährige Tochter?", "Für Kinder von 8 bis 14 Jahren kostet ein Platz 199 €, für Ihre Tochter also 199 €.", {"balloon": BALLOON, "wine": WINE}, ("balloon",), "pass"),
    w.diag("de-ck-059", "diag.offtopic", "Wann werden die Haie gefüttert?", "Der Eintritt kostet 22 € für Erwachsene und 14 € für Kinder unter 12 Jahren.", {"aquarium": AQUARIUM}, ("aquarium",), "fix_generation"),
    w.diag("de-ck-060", "diag.unfaithful", "Wie lange dauert eine Anfängerstunde auf dem Lindenhof?", "Eine Anfängerstunde dauert 90 Minuten.", {"stable": STABLE, "garden": GARDEN}, ("stable",), "fix_generation"),
    w.diag("de-ck-061", "diag.refused", "Wie viel kostet eine Beratungsstunde nach dem Erstgespräch?", "Es tut mir leid, dazu finde ich in den Dokumenten nichts.", {"tax": TAX}, ("tax",), "fix_generation"),
    w.diag("de-ck-062", "diag.missed", "Wie groß muss ich für die Erwachsenenkarts sein?", "Leider kann ich dazu keine Angaben finden.", {"recycle": RECYCLE, "dorm": DORM}, ("kart",), "fix_retrieval"),
    w.diag("de-ck-063", "diag.correct_refusal", "Verkauft der Speedring Gutscheine?", "In den Unterlagen steht nichts über Gutscheine, das kann ich leider nicht beantworten.", {"kart": KART}, (), "correct_refusal"),
    w.diag("de-ck-064", "diag.should_refuse", "Gibt es bei der Weinprobiertour ein vegetarisches Mittagessen?", "Ja, ein vegetarisches Mittagessen kann bei der Buchung bestellt werden.", {"wine": WINE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
