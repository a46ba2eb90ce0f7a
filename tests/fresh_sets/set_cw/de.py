"""Fresh set cw, German: a shelter, a karaoke bar, luggage storage, a bird sanctuary, a notary, a sewing course, a drive-in, a kite festival, a water park and a sports centre."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

SHELTER = (
    "Das Tierheim Sonnenwiese beherbergt derzeit 46 Hunde und 38 Katzen. "
    "Im vergangenen Jahr hat es 1.350 Tiere in ein neues Zuhause vermittelt. "
    "Die Schutzgebühr beträgt 280 € für einen Hund und 150 € für eine Katze; jedes Tier wird vor der Abgabe gechippt. "
    "Das Tierheim ist täglich außer dienstags von 11 bis 18 Uhr für Besucher geöffnet. "
    "Wer ein Tier adoptieren möchte, muss mindestens 21 Jahre alt sein und einen Lichtbildausweis mitbringen."
)
KARAOKE = (
    "Die Karaokebar Tonleiter hat 9 Privatkabinen und eine Hauptbühne. "
    "Eine kleine Kabine für bis zu 6 Personen kostet 28 € pro Stunde, eine große für bis zu 14 Personen 52 € pro Stunde. "
    "Freitags und samstags ist die Bar bis 3 Uhr geöffnet, an allen anderen Tagen schließt sie um Mitternacht. "
    "Nach 22 Uhr haben nur Gäste ab 18 Jahren Zutritt. "
    "Die Songbibliothek umfasst 24.000 Titel, und Geschäftsführer Jonas Becker ergänzt sie jeden ersten Montag im Monat um neue Lieder."
)
LUGGAGE = (
    "Die Gepäckaufbewahrung KofferPause am Hauptbahnhof verwahrt Gepäckstücke für 6 € pro Stück und Tag. "
    "Für Gepäckstücke über 30 kg fällt ein Zuschlag von 4 € an. "
    "Der Schalter ist täglich von 6:30 bis 22:30 Uhr geöffnet. "
    "Kunden dürfen ihr Gepäck höchstens 14 Tage lang abgeben. "
    "Jedes Gepäckstück ist bis 2.000 € versichert, und das Personal versiegelt jedes Stück mit einer nummerierten Plombe."
)
BIRDS = (
    "Das Vogelschutzgebiet Rohrdommelmoor umfasst 340 Hektar Feuchtgebiet. "
    "Rund 180 Vogelarten wurden dort bereits beobachtet, darunter die seltene Rohrdommel. "
    "Der Bohlenweg ist 2,4 Kilometer lang. "
    "Hunde sind im gesamten Schutzgebiet verboten, außer auf dem Parkplatz. "
    "Die Führungen der Ornithologin Dr. Helga Kranz beginnen sonntags um 7 Uhr und kosten 9 €. "
    "Die Hälfte der Plätze jeder Führung ist für Vereinsmitglieder reserviert."
)
NOTARY = (
    "Notarin Sabine Albrecht hat ihre Kanzlei in der Lindenstraße 14. "
    "Beglaubigungen nimmt die Kanzlei montags bis freitags von 9 bis 17 Uhr vor. "
    "Eine Unterschriftsbeglaubigung kostet 25 € pro Dokument. "
    "Mandanten müssen einen gültigen amtlichen Lichtbildausweis mitbringen; ein Termin wird empfohlen, ist aber nicht erforderlich. "
    "Ihr Mitarbeiter Lukas Hoffmann bereitet die Unterlagen vor, und Frau Albrecht unterschreibt und siegelt sie. "
    "Die Bearbeitung eines Apostille-Antrags dauert bis zu 5 Werktage."
)
SEWING = (
    "Der Nähkurs für Anfänger im Atelier Nadelöhr dauert 8 Wochen und beginnt am 5. März 2025. "
    "Der Unterricht findet jeden Mittwoch von 18:30 bis 20:30 Uhr statt. "
    "Der Kurs kostet 240 €, inklusive Stoff für das erste Projekt. "
    "Jede Gruppe hat höchstens 10 Teilnehmende, und jede Person bekommt eine eigene Nähmaschine. "
    "Die Kursleiterin Petra Vogt unterrichtet seit 15 Jahren Nähen."
)
DRIVE_IN = (
    "Das Autokino Sternenwiese zeigt von Mai bis September jeden Abend zwei Filme. "
    "Der Eintritt kostet 25 € pro Auto, unabhängig davon, wie viele Personen darin sitzen. "
    "Der erste Film beginnt um 21 Uhr, die Einfahrt öffnet eine Stunde vorher. "
    "Der Ton wird über UKW 88,7 übertragen. "
    "Fahrzeuge, die höher als 2 Meter sind, müssen in den letzten beiden Reihen parken. "
    "Der Imbiss schließt 30 Minuten nach Beginn des zweiten Films."
)
KITES = (
    "Das Drachenfest Windhafen findet am 16. und 17. August 2025 am Falckensteiner Strand in Kiel, der Landeshauptstadt von Schleswig-Holstein, statt. "
    "Für Zuschauer ist der Eintritt frei, Drachenpiloten müssen sich aber bis zum 1. August anmelden und eine Gebühr von 15 € zahlen. "
    "Im letzten Jahr nahmen mehr als 300 Drachen teil. "
    "Drachen mit mehr als 10 Quadratmetern Fläche dürfen nur auf der Nordwiese steigen. "
    "Die Nachtshow mit beleuchteten Drachen beginnt am Samstag um 21:30 Uhr. "
    "Das Fest wurde 1998 vom örtlichen Segelclub gegründet."
)
WATER_PARK = (
    "Das Erlebnisbad Wellenwerk öffnet am 1. Juni und ist danach täglich von 10 bis 19 Uhr geöffnet. "
    "Eine Tageskarte kostet 32 € für Erwachsene und 20 € für Kinder unter 12 Jahren; Kinder unter 3 Jahren haben freien Eintritt. "
    "Für die Rutsche Zyklon müssen Gäste mindestens 1,20 m groß sein. "
    "Das Wellenbecken ist 25 m lang, und das Wasser wird auf 28 °C beheizt. "
    "An jedem Becken sind Rettungsschwimmer im Einsatz, und auf allen Rutschen ist Badekleidung Pflicht."
)
SPORTS = (
    "Das Hochschulsportzentrum der Universität Auental ist für Studierende und Beschäftigte montags bis freitags von 7 bis 22 Uhr und am Wochenende von 9 bis 18 Uhr geöffnet. "
    "Eine Semesterkarte kostet 45 € für Studierende und 90 € für Beschäftigte. "
    "Das 50-Meter-Becken hat 8 Bahnen; zwei davon sind montags bis freitags abends für die Schwimmmannschaft reserviert. "
    "Squashplätze müssen mindestens 24 Stunden im Voraus online gebucht werden. "
    "Geleitet wird das Zentrum von Trainer Markus Engel."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-cw-001", "para.reorder", "Welche Voraussetzungen gibt es für eine Adoption?", "Einen Lichtbildausweis muss man mitbringen, und man muss mindestens 21 Jahre alt sein.", SHELTER, True),
    w.faith("de-cw-002", "para.passive", "Wer kümmert sich in der Kanzlei um die Unterlagen?", "Die Unterlagen werden vom Mitarbeiter Lukas Hoffmann vorbereitet und von Frau Albrecht unterschrieben und gesiegelt.", NOTARY, True),
    w.faith("de-cw-003", "para.synonym", "Wie viele Lieder kann man in der Tonleiter singen?", "Im Liederkatalog der Bar stehen 24.000 Songs.", KARAOKE, True),
    w.faith("de-cw-004", "para.nominal", "Was kostet es, einen Koffer bei KofferPause zu lassen?", "Die Aufbewahrung kostet 6 € pro Gepäckstück und Tag.", LUGGAGE, True),
    w.faith("de-cw-005", "para.capital", "Was ist die Landeshauptstadt von Schleswig-Holstein?", "Die Hauptstadt Schleswig-Holsteins ist Kiel.", KITES, True),
    w.faith("de-cw-006", "para.pronoun", "Wer ist Jonas Becker?", "Er ist der Geschäftsführer der Tonleiter und ergänzt jeden ersten Montag im Monat neue Lieder.", KARAOKE, True),
    w.faith("de-cw-007", "para.relative", "Wer leitet den Nähkurs?", "Der Kurs wird von Petra Vogt geleitet, die seit 15 Jahren Nähen unterrichtet.", SEWING, True),
    w.faith("de-cw-008", "para.part", "Wie lang ist das Wellenbecken?", "Das Wellenbecken ist 25 m lang.", WATER_PARK, True),
    w.faith("de-cw-009", "para.combine", "Wer leitet das Sportzentrum, und wie ist das Becken?", "Das Zentrum, das Trainer Markus Engel leitet, hat ein 50-Meter-Becken mit 8 Bahnen.", SPORTS, True),
    w.faith("de-cw-010", "fmt.number", "Wie viele Filme laufen pro Abend im Autokino?", "Von Mai bis September laufen jeden Abend 2 Filme.", DRIVE_IN, True),
    w.faith("de-cw-011", "fmt.thousands", "Wie viele Tiere hat das Tierheim letztes Jahr vermittelt?", "Im vergangenen Jahr wurden 1350 Tiere in ein neues Zuhause vermittelt.", SHELTER, True),
    w.faith("de-cw-012", "fmt.scale", "Wie lang ist der Bohlenweg?", "Der Bohlenweg ist 2400 Meter lang.", BIRDS, True),
    w.faith("de-cw-013", "fmt.date", "Wann fängt der Nähkurs an?", "Der Kurs beginnt am 05.03.2025.", SEWING, True),
    w.faith("de-cw-014", "fmt.time", "Um wie viel Uhr beginnt der erste Film?", "Der erste Film beginnt um 9 Uhr abends.", DRIVE_IN, True),
    w.faith("de-cw-015", "fmt.unit", "Wie warm ist das Wasser im Wellenbecken?", "Das Wasser im Wellenbecken wird auf 28 Grad Celsius beheizt.", WATER_PARK, True),
    w.faith("de-cw-016", "fmt.abbrev", "Wer leitet die Führungen im Rohrdommelmoor?", "Die Führungen leitet die Ornithologin Frau Doktor Helga Kranz.", BIRDS, True),
    w.faith("de-cw-017", "fmt.currency", "Was kostet eine kleine Kabine?", "Eine kleine Kabine für bis zu 6 Personen kostet 28 Euro pro Stunde.", KARAOKE, True),
    w.faith("de-cw-018", "fmt.range", "Wie lange kann ich meinen Koffer dort lassen?", "Sie können Ihr Gepäck bis zu 14 Tage lang abgeben.", LUGGAGE, True),
    w.faith("de-cw-019", "fmt.period", "Wie lange dauert der Nähkurs?", "Der Kurs dauert 56 Tage.", SEWING, True),
    w.faith("de-cw-020", "fmt.share", "Sind bei den Führungen Plätze für Mitglieder reserviert?", "Ja, 50 % der Plätze jeder Führung sind für Vereinsmitglieder reserviert.", BIRDS, True),
    w.faith("de-cw-021", "para.except", "Darf mein Hund irgendwo im Schutzgebiet mit hin?", "Ja, auf dem Parkplatz sind Hunde erlaubt.", BIRDS, True),
    w.faith("de-cw-022", "wrap.opener", "Was kostet der Eintritt ins Autokino?", "Gute Frage! Pro Auto zahlen Sie 25 €, egal wie viele Personen darin sitzen.", DRIVE_IN, True),
    w.faith("de-cw-023", "wrap.closer", "Muss ich für meine zweijährige Tochter Eintritt zahlen?", "Nein, Kinder unter 3 Jahren haben freien Eintritt. Ich hoffe, das hilft Ihnen weiter!", WATER_PARK, True),
    w.faith("de-cw-024", "wrap.attribution", "Wie bekomme ich einen Squashplatz?", "Laut den Angaben des Hochschulsportzentrums müssen Squashplätze mindestens 24 Stunden im Voraus online gebucht werden.", SPORTS, True),
    w.faith("de-cw-025", "wrap.hedge", "Kostet es etwas, beim Drachenfest zuzuschauen?", "Soweit ich weiß, ist der Eintritt für Zuschauer frei.", KITES, True),
    w.faith("de-cw-026", "wrap.question", "Was kostet eine Unterschriftsbeglaubigung?", "Eine Unterschriftsbeglaubigung kostet 25 € pro Dokument. Möchten Sie auch die Öffnungszeiten der Kanzlei wissen?", NOTARY, True),
    w.faith("de-cw-027", "value.number", "Wie viele Bahnen hat das Becken im Hochschulsportzentrum?", "Das 50-Meter-Becken hat 10 Bahnen.", SPORTS, False),
    w.faith("de-cw-028", "value.date", "Bis wann müssen sich Drachenpiloten anmelden?", "Drachenpiloten müssen sich bis zum 10. August anmelden und 15 € zahlen.", KITES, False),
    w.faith("de-cw-029", "value.time", "Wie lange hat die Tonleiter freitags offen?", "Freitags und samstags ist die Bar bis 4 Uhr geöffnet.", KARAOKE, False),
    w.faith("de-cw-030", "value.unit", "Kostet schweres Gepäck extra?", "Ja, für Gepäckstücke über 30 Pfund fällt ein Zuschlag von 4 € an.", LUGGAGE, False),
    w.faith("de-cw-031", "value.currency", "Wie hoch ist die Schutzgebühr für eine Katze?", "Für eine Katze beträgt die Schutzgebühr 180 €.", SHELTER, False),
    w.faith("de-cw-032", "role.swap", "Wer unterschreibt in der Kanzlei die Dokumente?", "Frau Albrecht bereitet die Unterlagen vor, und ihr Mitarbeiter Lukas Hoffmann unterschreibt und siegelt sie.", NOTARY, False),
    w.faith("de-cw-033", "negation", "Brauche ich auf den Rutschen Badekleidung?", "Nein, auf den Rutschen ist Badekleidung keine Pflicht.", WATER_PARK, False),
    w.faith("de-cw-034", "antonym", "Kann ich während des zweiten Films noch Snacks kaufen?", "Der Imbiss öffnet 30 Minuten nach Beginn des zweiten Films.", DRIVE_IN, False),
    w.faith("de-cw-035", "modality", "Brauche ich für die Kanzlei einen Termin?", "Ja, ein Termin ist zwingend erforderlich.", NOTARY, False),
    w.faith("de-cw-036", "quantifier", "Habe ich im Kurs eine eigene Nähmaschine?", "Nur einige Teilnehmende bekommen eine eigene Nähmaschine.", SEWING, False),
    w.faith("de-cw-037", "value.except", "Kann ich dienstags ins Tierheim kommen?", "Ja, auch dienstags ist das Tierheim von 11 bis 18 Uhr für Besucher geöffnet.", SHELTER, False),
    w.faith("de-cw-038", "direction", "Gibt es für den Zyklon eine Größenvorgabe?", "Ja, auf den Zyklon dürfen nur Gäste, die höchstens 1,20 m groß sind.", WATER_PARK, False),
    w.faith("de-cw-039", "added.fact", "Was kostet das Autokino?", "Der Eintritt kostet 25 € pro Auto, egal wie viele Personen darin sitzen, und jedes Auto bekommt eine Tüte Popcorn gratis.", DRIVE_IN, False),
    w.faith("de-cw-040", "added.entity", "Wer leitet die Sonntagsführungen?", "Die Sonntagsführungen leiten Dr. Helga Kranz und der Ranger Tobias Wendt gemeinsam.", BIRDS, False),
    w.faith("de-cw-041", "mixed", "Wann hat KofferPause geöffnet?", "Der Schalter ist täglich von 6:30 bis 22:30 Uhr geöffnet, an Feiertagen aber geschlossen.", LUGGAGE, False),
]
REFUSAL = [
    w.refusal("de-cw-042", "refusal.plain", "Gibt es in der Tonleiter etwas zu essen?", "Tut mir leid, dazu habe ich keine Informationen.", KARAOKE, True),
    w.refusal("de-cw-043", "refusal.context", "Hat das Wellenwerk einen Parkplatz?", "In den bereitgestellten Dokumenten steht nicht, ob das Wellenwerk einen Parkplatz hat.", WATER_PARK, True),
    w.refusal("de-cw-044", "refusal.short", "Verkauft das Atelier auch Nähmaschinen?", "Keine Ahnung.", SEWING, True),
    w.refusal("de-cw-045", "refusal.long", "Kann ich bei KofferPause auch ein Fahrrad abgeben?", "Vielen Dank für Ihre Frage. Leider geht aus meinen Unterlagen nicht hervor, ob KofferPause Fahrräder annimmt. Die Quellen nennen nur die Preise für Gepäckstücke, die Öffnungszeiten und die maximale Aufbewahrungsdauer. Am besten fragen Sie direkt bei KofferPause nach, bevor Sie hinfahren.", LUGGAGE, True),
    w.refusal("de-cw-046", "refusal.hedged", "Wann beginnt die Nachtshow beim Drachenfest?", "Ganz sicher bin ich mir nicht, aber die Nachtshow scheint am Samstag um 21:30 Uhr zu beginnen.", KITES, False),
    w.refusal("de-cw-047", "refusal.partial", "Was kostet die Semesterkarte für Studierende und für Alumni?", "Für Studierende kostet sie 45 €; einen Preis für Alumni nennen die Unterlagen nicht.", SPORTS, False),
]
CORRECTNESS = [
    w.correct("de-cw-048", "correct.wordy", "Wer hat das Drachenfest Windhafen gegründet?", "Das Fest hat eine lange Tradition: Gegründet wurde es schon 1998, und zwar vom örtlichen Segelclub.", "Der örtliche Segelclub.", True),
    w.correct("de-cw-049", "correct.short", "Was muss man zur Adoption ins Tierheim mitbringen?", "Einen Lichtbildausweis.", "Wer ein Tier adoptieren möchte, muss einen Lichtbildausweis ins Tierheim mitbringen.", True),
    w.correct("de-cw-050", "correct.format", "Wann öffnet die Einfahrt im Autokino?", "Um 8 Uhr abends.", "Um 20 Uhr.", True),
    w.correct("de-cw-051", "wrong.value", "Wie viele Privatkabinen hat die Tonleiter?", "Sie hat 12 Privatkabinen.", "9 Privatkabinen.", False),
    w.correct("de-cw-052", "wrong.echo", "Wie lang ist der Bohlenweg im Rohrdommelmoor?", "Der Bohlenweg im Rohrdommelmoor ist ein langer Bohlenweg, der durch das Feuchtgebiet führt.", "2,4 Kilometer.", False),
    w.correct("de-cw-053", "wrong.role", "Wer unterschreibt und siegelt die Dokumente in der Kanzlei?", "Lukas Hoffmann, der Mitarbeiter.", "Notarin Sabine Albrecht.", False),
]
RELEVANCY = [
    w.relevant("de-cw-054", "relevant.direct", "Was kostet ein Tag im Wellenwerk für meinen achtjährigen Sohn?", "Kinder unter 12 Jahren zahlen 20 € für die Tageskarte.", WATER_PARK, True),
    w.relevant("de-cw-055", "relevant.yesno", "Darf meine 16-jährige Tochter um 23 Uhr noch in der Tonleiter singen?", "Nein, nach 22 Uhr haben nur Gäste ab 18 Jahren Zutritt.", KARAOKE, True),
    w.relevant("de-cw-056", "offtopic.true", "Was kostet der Nähkurs?", "Jede Gruppe hat höchstens 10 Teilnehmende.", SEWING, False),
    w.relevant("de-cw-057", "offtopic.other", "Wie buche ich einen Squashplatz?", "Eine Semesterkarte kostet 45 € für Studierende und 90 € für Beschäftigte.", SPORTS, False),
]
DIAGNOSIS = [
    w.diag("de-cw-058", "diag.pass", "Wie groß muss man für die Rutsche Zyklon sein?", "Man muss mindestens 1,20 m groß sein.", {"water": WATER_PARK, "kites": KITES}, ("water",), "pass"),
    w.diag("de-cw-059", "diag.offtopic", "Wie hoch ist die Anmeldegebühr für Drachenpiloten?", "Die Nachtshow mit beleuchteten Drachen beginnt am Samstag um 21:30 Uhr.", {"kites": KITES, "birds": BIRDS}, ("kites",), "fix_generation"),
    w.diag("de-cw-060", "diag.unfaithful", "Wie viele Hunde leben zurzeit im Tierheim Sonnenwiese?", "Im Tierheim leben derzeit 64 Hunde.", {"shelter": SHELTER, "karaoke": KARAOKE}, ("shelter",), "fix_generation"),
    w.diag("de-cw-061", "diag.refused", "Wie lange dauert die Bearbeitung eines Apostille-Antrags?", "Tut mir leid, diese Information finde ich nicht.", {"notary": NOTARY, "luggage": LUGGAGE}, ("notary",), "fix_generation"),
    w.diag("de-cw-062", "diag.missed", "Was kostet der Nähkurs für Anfänger?", "Das weiß ich nicht.", {"drive_in": DRIVE_IN, "water": WATER_PARK}, ("sewing",), "fix_retrieval"),
    w.diag("de-cw-063", "diag.correct_refusal", "Gibt es im Hochschulsportzentrum eine Kletterwand?", "Die Dokumente erwähnen keine Kletterwand, daher kann ich das nicht beantworten.", {"sports": SPORTS, "water": WATER_PARK}, (), "correct_refusal"),
    w.diag("de-cw-064", "diag.should_refuse", "Hat die Tonleiter einen Parkplatz?", "Ja, hinter dem Gebäude gibt es einen kostenlosen Parkplatz.", {"karaoke": KARAOKE, "luggage": LUGGAGE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
