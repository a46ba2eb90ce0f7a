"""German cases of fresh set bu. Scenarios: the Gut Lindenhof wedding venue, the
Wuschelwerk dog grooming salon, the Wertstoffhof Nord recycling centre, the Springer 1921
chess club, Fahrschule Brandt driving school, the Marktplatz night pharmacy service, the
Kirschblüte tea house, the Steinbock climbing gym, the Altes Rathaus used-book fair and the
Am Lindenpark student dormitory."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

WEDDING = (
    "Gut Lindenhof ist eine Hochzeitslocation bei Lüneburg, die Sabine Krüger gehört; alle Buchungen laufen über den Eventmanager Jonas Albrecht. "
    "Im Festsaal finden 70 bis 160 Gäste Platz, und der Innenhof fasst bis zu 220 Personen bei einem Stehempfang. "
    "Die Miete am Samstag kostet 5.900 € und umfasst Tische, Stühle, Tischwäsche und Tontechnik; freitags und sonntags kostet sie 4.200 €. "
    "Bei der Buchung ist eine Anzahlung von 30 % fällig, der Rest muss spätestens sechs Wochen vor der Hochzeit bezahlt sein. "
    "Die Musik im Saal muss um 23:30 Uhr enden, und alle Gäste müssen das Gelände bis 1 Uhr verlassen. "
    "Brautpaare dürfen ihre eigene Hochzeitstorte mitbringen, alle übrigen Speisen muss jedoch der hauseigene Caterer liefern."
)

GROOMING = (
    "Der Hundesalon Wuschelwerk in Köln-Ehrenfeld gehört der Hundefriseurin Lena Vogt; ihr Assistent Mehmet Aydin badet und föhnt die Hunde. "
    "Der Salon hat jeden Tag außer Montag von 9 bis 18 Uhr geöffnet. "
    "Eine Komplettpflege für einen kleinen Hund kostet 55 € und dauert etwa zwei Stunden, für Hunde über 20 kg werden 75 € berechnet. "
    "Alle Hunde müssen gegen Tollwut geimpft sein, und beim ersten Besuch ist der Impfpass vorzuzeigen. "
    "Krallenschneiden allein kostet 10 € und ist ohne Termin möglich. "
    "Wer mehr als 15 Minuten zu spät kommt, verliert seinen Termin; während der Pflege dürfen die Halter im Wartebereich bleiben."
)

RECYCLING = (
    "Die Stadt Kassel betreibt den Wertstoffhof Nord, der dienstags bis samstags von 8 bis 16 Uhr geöffnet ist. "
    "Privatleute können pro Anlieferung bis zu 2 Kubikmeter Grünschnitt kostenlos abgeben, jeder weitere Kubikmeter kostet 12 €. "
    "Anhänger über 750 kg dürfen nur mit einer Genehmigung auf das Gelände; sie ist kostenlos und zwölf Monate gültig. "
    "Batterien, Farben und Altöl werden angenommen, Asbest dagegen nicht. "
    "Laut Betriebsleiter Uwe Hartmann besteht etwa die Hälfte aller Anlieferungen aus Grünschnitt. "
    "Im Jahr 2023 wurden dort 14.300 Tonnen Material angenommen."
)

CHESS = (
    "Der Schachclub Springer 1921 trifft sich jeden Dienstag von 19:30 bis 22:30 Uhr im Nebenraum des Gasthauses Zur Linde. "
    "Der Jahresbeitrag beträgt 96 €, Jugendliche unter 18 Jahren zahlen die Hälfte. "
    "Vorsitzender ist Klaus Brenner, Kassenwartin ist Petra Lang. "
    "Das Anfängertraining findet an jedem ersten Dienstag im Monat statt und ist für Mitglieder kostenlos. "
    "Jedes Frühjahr spielt der Club ein Freundschaftsmatch gegen eine Mannschaft aus Prag. "
    "Bei Turnierpartien müssen Handys ausgeschaltet sein."
)

DRIVING = (
    "Die Fahrschule Brandt bildet auf Schalt- und Automatikwagen aus; Fahrlehrer sind Thomas Brandt und Aylin Demir. "
    "Eine Fahrstunde dauert 45 Minuten und kostet 62 €, ein Paket aus zehn Fahrstunden kostet 590 €. "
    "Vor der ersten Fahrstunde müssen Fahrschüler einen Sehtest bestanden haben. "
    "Fahrschüler sollten 10 Minuten vor Beginn der Stunde da sein. "
    "Stunden, die weniger als 24 Stunden vorher abgesagt werden, werden voll berechnet. "
    "Im Automatikwagen unterrichtet nur Aylin Demir."
)

PHARMACY = (
    "Die Notdienstapotheke am Marktplatz ist jede Nacht von 20 Uhr bis 8 Uhr geöffnet, auch an Feiertagen. "
    "Der Notdienst wird von der Apothekerkammer organisiert. "
    "Nachts arbeiten dort die Apothekerin Dr. Miriam Falk und eine pharmazeutisch-technische Assistentin. "
    "Rezepte werden nur gegen Vorlage eines Lichtbildausweises eingelöst. "
    "Pro Besuch wird eine Notdienstgebühr von 2,50 € erhoben, Patienten über 65 sind davon jedoch befreit. "
    "Wer vorher anruft, bekommt seine Medikamente innerhalb von 15 Minuten nach der Ankunft."
)

TEA = (
    "Das Teehaus Kirschblüte in Hamburg wurde am 2. Mai 2016 eröffnet und hat 36 Plätze. "
    "Die Teezeit mit einem Kännchen Tee, Scones und kleinen Kuchen gibt es von 14 bis 17 Uhr für 21,50 € pro Person. "
    "Die Teeeinkäuferin Hanna Iwersen importiert Darjeeling direkt aus Indien; loser Tee wird in 100-g-Dosen zu je 9,80 € verkauft. "
    "Gruppen ab acht Personen müssen mindestens drei Tage im Voraus reservieren. "
    "Hunde sind auf der Terrasse willkommen, drinnen aber nicht."
)

CLIMBING = (
    "Die Kletterhalle Steinbock hat 1.800 Quadratmeter Kletterfläche und Wände bis zu 16 Meter Höhe. "
    "Eine Tageskarte kostet 14,50 €, eine Monatskarte 59 €. "
    "Kinder unter 14 Jahren müssen immer von einem Erwachsenen begleitet werden. "
    "Der Einführungskurs dauert drei Stunden und ist Pflicht, bevor jemand ohne Trainer im Toprope klettern darf. "
    "Kletterschuhe kann man für 4 € leihen, Kreide ist kostenlos. "
    "Alle Routen werden alle zwei Wochen neu geschraubt."
)

BOOKFAIR = (
    "Der Bücherflohmarkt am Alten Rathaus findet am Samstag, dem 5. Oktober 2024, von 10 bis 17 Uhr statt. "
    "Rund 60 Händler bieten mehr als 30.000 gebrauchte Bücher an. "
    "Der Eintritt kostet 3 €, Kinder sind frei. "
    "Veranstalter ist der Förderverein der Stadtbibliothek, dessen Vorsitzende Gisela Hoffmann ist. "
    "Händler zahlen 40 € pro Tisch, und jeder Tisch ist 2 Meter lang. "
    "An den meisten Ständen kann man mit Karte zahlen, aber nicht an allen."
)

DORM = (
    "Das Studentenwohnheim Am Lindenpark hat 210 Einzelzimmer auf fünf Etagen. "
    "Die Miete beträgt 390 € im Monat, Strom, Heizung und WLAN inklusive. "
    "Nachtruhe ist jeden Tag von 22 bis 6 Uhr. "
    "Bewohner dürfen höchstens drei Nächte im Monat Übernachtungsgäste haben, und jeder Gast muss beim Pförtner angemeldet werden. "
    "Wohnheimleiter ist Stefan Koch, seine Stellvertreterin ist Julia Meier. "
    "Die Zimmer im Erdgeschoss sind für Studierende mit eingeschränkter Mobilität reserviert."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-bu-001", "para.reorder", "Was gehört zur Teezeit im Teehaus Kirschblüte?", "Kleine Kuchen, Scones und ein Kännchen Tee gehören zur Teezeit, die 21,50 € pro Person kostet.", TEA, True),
    w.faith("de-bu-002", "para.passive", "Wer betreibt den Wertstoffhof Nord?", "Der Wertstoffhof Nord wird von der Stadt Kassel betrieben.", RECYCLING, True),
    w.faith("de-bu-003", "para.synonym", "Was passiert, wenn ich mit meinem Hund zu spät komme?", "Kommt man über eine Viertelstunde zu spät, verfällt der Termin.", GROOMING, True),
    w.faith("de-bu-004", "para.nominal", "Welche Regeln gelten für Übernachtungsgäste im Wohnheim?", "Die Übernachtung von Gästen ist auf drei Nächte im Monat begrenzt, und für jeden Gast ist eine Anmeldung beim Pförtner Pflicht.", DORM, True),
    w.faith("de-bu-005", "para.capital", "Gegen wen spielt der Schachclub jedes Frühjahr?", "Jedes Frühjahr tritt der Club in einem Freundschaftsmatch gegen eine Mannschaft aus der tschechischen Hauptstadt an.", CHESS, True),
    w.faith("de-bu-006", "para.pronoun", "Was gilt für Kinder in der Kletterhalle?", "Wenn sie jünger als 14 sind, müssen sie immer von einem Erwachsenen begleitet werden.", CLIMBING, True),
    w.faith("de-bu-007", "para.relative", "Wer ist Hanna Iwersen?", "Hanna Iwersen ist die Teeeinkäuferin, die den Darjeeling direkt aus Indien importiert.", TEA, True),
    w.faith("de-bu-008", "para.part", "Kann ich auf dem Wertstoffhof Altöl abgeben?", "Ja, Altöl nimmt der Wertstoffhof an.", RECYCLING, True),
    w.faith("de-bu-009", "para.combine", "Wer sind die Fahrlehrer, und wer unterrichtet im Automatikwagen?", "Thomas Brandt und Aylin Demir sind die Fahrlehrer, wobei im Automatikwagen nur Aylin Demir unterrichtet.", DRIVING, True),
    w.faith("de-bu-010", "fmt.number", "Wie viele Zimmer hat das Wohnheim?", "Es gibt zweihundertzehn Einzelzimmer auf 5 Etagen.", DORM, True),
    w.faith("de-bu-011", "fmt.thousands", "Wie viele Bücher gibt es auf dem Flohmarkt?", "Mehr als 30000 gebrauchte Bücher, angeboten von rund 60 Händlern.", BOOKFAIR, True),
    w.faith("de-bu-012", "fmt.scale", "Wie viel Material wurde 2023 auf dem Wertstoffhof angenommen?", "2023 waren es 14,3 Millionen Kilogramm Material.", RECYCLING, True),
    w.faith("de-bu-013", "fmt.date", "Wann ist der Bücherflohmarkt?", "Am Samstag, 05.10.2024, am Alten Rathaus.", BOOKFAIR, True),
    w.faith("de-bu-014", "fmt.time", "Wann trifft sich der Schachclub?", "Jeden Dienstag von halb acht bis halb elf abends.", CHESS, True),
    w.faith("de-bu-015", "fmt.unit", "Wie groß ist die Kletterhalle Steinbock?", "Sie hat 1.800 m² Kletterfläche, und die Wände sind bis zu 16 m hoch.", CLIMBING, True),
    w.faith("de-bu-016", "fmt.abbrev", "Wer hat nachts in der Notdienstapotheke Dienst?", "Die Apothekerin Dr. Miriam Falk und eine PTA.", PHARMACY, True),
    w.faith("de-bu-017", "fmt.currency", "Was kostet eine Dose losen Tee?", "Eine 100-g-Dose kostet 9 Euro 80.", TEA, True),
    w.faith("de-bu-018", "fmt.range", "Wie viele Gäste passen in den Festsaal von Gut Lindenhof?", "Mindestens 70 und höchstens 160 Gäste.", WEDDING, True),
    w.faith("de-bu-019", "fmt.period", "Wie oft werden die Routen in der Halle neu geschraubt?", "Alle Routen werden alle 14 Tage neu geschraubt.", CLIMBING, True),
    w.faith("de-bu-020", "fmt.share", "Bekommen Jugendliche im Schachclub Rabatt?", "Ja, Jugendliche unter 18 zahlen 50 % des Jahresbeitrags.", CHESS, True),
    w.faith("de-bu-021", "para.except", "Kann ich am Montag mit meinem Hund ins Wuschelwerk kommen?", "Nein, montags ist der Salon geschlossen.", GROOMING, True),
    w.faith("de-bu-022", "wrap.opener", "Wie hoch ist die Miete im Wohnheim Am Lindenpark?", "Gute Frage! Die Miete liegt bei 390 € im Monat, Strom, Heizung und WLAN sind schon dabei.", DORM, True),
    w.faith("de-bu-023", "wrap.closer", "Was brauche ich vor meiner ersten Fahrstunde?", "Vor der ersten Fahrstunde musst du einen Sehtest bestanden haben. Ich hoffe, das hilft dir – viel Erfolg!", DRIVING, True),
    w.faith("de-bu-024", "wrap.attribution", "Was brauche ich, um nachts ein Rezept einzulösen?", "Laut dem Dokument werden Rezepte nur gegen Vorlage eines Lichtbildausweises eingelöst.", PHARMACY, True),
    w.faith("de-bu-025", "wrap.hedge", "Was kostet der Eintritt zum Bücherflohmarkt?", "Ich glaube, der Eintritt kostet 3 €, und Kinder kommen umsonst rein.", BOOKFAIR, True),
    w.faith("de-bu-026", "wrap.question", "Darf ich meinen Hund ins Teehaus mitbringen?", "Auf der Terrasse sind Hunde willkommen, drinnen aber nicht. Möchten Sie noch etwas über das Teehaus wissen?", TEA, True),
    w.faith("de-bu-027", "value.number", "Wie viel Grünschnitt kann ich kostenlos abgeben?", "Pro Anlieferung sind bis zu 4 Kubikmeter Grünschnitt kostenlos.", RECYCLING, False),
    w.faith("de-bu-028", "value.date", "Wann wurde das Teehaus Kirschblüte eröffnet?", "Es wurde am 2. März 2016 eröffnet.", TEA, False),
    w.faith("de-bu-029", "value.time", "Wann hat die Notdienstapotheke geöffnet?", "Jede Nacht von 20 Uhr bis 9 Uhr.", PHARMACY, False),
    w.faith("de-bu-030", "value.unit", "Wie hoch sind die Wände in der Kletterhalle?", "Die Wände sind bis zu 16 Fuß hoch.", CLIMBING, False),
    w.faith("de-bu-031", "value.currency", "Was kostet das Paket aus zehn Fahrstunden?", "Das Zehnerpaket kostet 590 Franken.", DRIVING, False),
    w.faith("de-bu-032", "role.swap", "Wer leitet das Wohnheim Am Lindenpark?", "Wohnheimleiterin ist Julia Meier, und Stefan Koch ist ihr Stellvertreter.", DORM, False),
    w.faith("de-bu-033", "negation", "Dürfen wir unsere eigene Hochzeitstorte mitbringen?", "Nein, eine eigene Hochzeitstorte darf nicht mitgebracht werden.", WEDDING, False),
    w.faith("de-bu-034", "antonym", "Was passiert, wenn ich eine Fahrstunde am Vortag absage?", "Wird eine Stunde weniger als 24 Stunden vorher abgesagt, wird sie voll erstattet.", DRIVING, False),
    w.faith("de-bu-035", "modality", "Wo sind die Halter während der Hundepflege?", "Die Halter müssen während der Pflege im Wartebereich bleiben.", GROOMING, False),
    w.faith("de-bu-036", "quantifier", "Kann ich auf dem Bücherflohmarkt mit Karte zahlen?", "Ja, an allen Ständen ist Kartenzahlung möglich.", BOOKFAIR, False),
    w.faith("de-bu-037", "value.except", "Wer muss die Notdienstgebühr zahlen?", "Die Gebühr von 2,50 € zahlen nur Patienten über 65.", PHARMACY, False),
    w.faith("de-bu-038", "direction", "Bis wann muss der Restbetrag für Gut Lindenhof bezahlt sein?", "Der Restbetrag muss spätestens sechs Wochen nach der Hochzeit bezahlt sein.", WEDDING, False),
    w.faith("de-bu-039", "added.fact", "Was kostet eine Tageskarte in der Kletterhalle Steinbock?", "Eine Tageskarte kostet 14,50 €, und die Halle ist täglich bis 23 Uhr geöffnet.", CLIMBING, False),
    w.faith("de-bu-040", "added.entity", "Wer gehört zum Vorstand des Schachclubs?", "Vorsitzender ist Klaus Brenner, Kassenwartin ist Petra Lang, und Jugendwart ist Felix Sommer.", CHESS, False),
    w.faith("de-bu-041", "mixed", "Für wen sind die Zimmer im Erdgeschoss?", "Sie sind für Studierende mit eingeschränkter Mobilität reserviert und haben alle eine eigene Küche.", DORM, False),
]

REFUSAL = [
    w.refusal("de-bu-042", "refusal.plain", "Werden im Wuschelwerk auch Katzen gepflegt?", "Ob dort auch Katzen gepflegt werden, weiß ich nicht.", GROOMING, True),
    w.refusal("de-bu-043", "refusal.context", "Nimmt der Wertstoffhof alte Matratzen an?", "Im vorliegenden Text steht nicht, ob alte Matratzen angenommen werden.", RECYCLING, True),
    w.refusal("de-bu-044", "refusal.short", "Gibt es in der Kletterhalle eine Sauna?", "Weiß ich nicht.", CLIMBING, True),
    w.refusal("de-bu-045", "refusal.long", "Gibt es beim Teehaus Kirschblüte Parkplätze?", "Vielen Dank für Ihre Frage. Leider enthalten meine Informationen zum Teehaus Kirschblüte nur Angaben zur Eröffnung, zur Zahl der Plätze, zur Teezeit und zu den Reservierungsregeln, aber nichts zu Parkmöglichkeiten. Deshalb kann ich Ihnen dazu keine verlässliche Auskunft geben. Am besten fragen Sie direkt beim Teehaus nach.", TEA, True),
    w.refusal("de-bu-046", "refusal.hedged", "Was kostet eine Fahrstunde bei der Fahrschule Brandt?", "Da bin ich mir nicht ganz sicher, aber eine Fahrstunde scheint 62 € zu kosten.", DRIVING, False),
    w.refusal("de-bu-047", "refusal.partial", "Was kostet Gut Lindenhof an einem Sonntag, und kann man dort übernachten?", "Sonntags kostet die Miete 4.200 €. Ob man dort übernachten kann, steht nicht in den Unterlagen.", WEDDING, False),
]

CORRECTNESS = [
    w.correct("de-bu-048", "correct.wordy", "Wie hoch ist der Jahresbeitrag im Schachclub Springer 1921?", "Danke für die Frage! Wer beim Schachclub Springer 1921 Mitglied wird, zahlt den Beitrag einmal im Jahr, und der liegt bei 96 €.", "Der Jahresbeitrag beträgt 96 €.", True),
    w.correct("de-bu-049", "correct.short", "Ab wann hat die Notdienstapotheke am Marktplatz geöffnet?", "Ab 20 Uhr.", "Die Notdienstapotheke öffnet jede Nacht um 20 Uhr.", True),
    w.correct("de-bu-050", "correct.format", "An welchem Datum ist der Bücherflohmarkt am Alten Rathaus?", "05.10.2024.", "Der Flohmarkt ist am Samstag, dem 5. Oktober 2024.", True),
    w.correct("de-bu-051", "wrong.value", "Was kostet eine Monatskarte in der Kletterhalle Steinbock?", "Eine Monatskarte kostet 69 €.", "Eine Monatskarte kostet 59 €.", False),
    w.correct("de-bu-052", "wrong.echo", "Welche Etage ist im Wohnheim für Studierende mit eingeschränkter Mobilität reserviert?", "Im Wohnheim ist für Studierende mit eingeschränkter Mobilität die oberste Etage reserviert.", "Die Zimmer im Erdgeschoss sind für Studierende mit eingeschränkter Mobilität reserviert.", False),
    w.correct("de-bu-053", "wrong.role", "Wer unterrichtet bei der Fahrschule Brandt im Automatikwagen?", "Im Automatikwagen unterrichtet Thomas Brandt.", "Im Automatikwagen unterrichtet nur Aylin Demir.", False),
]

RELEVANCY = [
    w.relevant("de-bu-054", "relevant.direct", "Was kostet im Wuschelwerk eine Komplettpflege für einen kleinen Hund?", "Eine Komplettpflege für einen kleinen Hund kostet 55 €.", GROOMING, True),
    w.relevant("de-bu-055", "relevant.yesno", "Ist das Anfängertraining für Mitglieder kostenlos?", "Ja, Mitglieder zahlen dafür nichts.", CHESS, True),
    w.relevant("de-bu-056", "offtopic.true", "Brauche ich für meinen Anhänger eine Genehmigung?", "Im Jahr 2023 wurden auf dem Wertstoffhof 14.300 Tonnen Material angenommen.", RECYCLING, False),
    w.relevant("de-bu-057", "offtopic.other", "Bis wann darf im Festsaal von Gut Lindenhof Musik laufen?", "Die Anzahlung beträgt 30 % und ist bei der Buchung fällig.", WEDDING, False),
]

DIAGNOSIS = [
    w.diag("de-bu-058", "diag.pass", "Wie schnell bekomme ich meine Medikamente in der Notdienstapotheke, wenn ich vorher anrufe?", "Wenn Sie vorher anrufen, bekommen Sie sie innerhalb von 15 Minuten nach Ihrer Ankunft.", {"pharmacy-1": PHARMACY, "tea-1": TEA}, ("pharmacy-1",), "pass"),
    w.diag("de-bu-059", "diag.offtopic", "Wie lange dauert der Einführungskurs in der Kletterhalle Steinbock?", "Kletterschuhe kosten 4 € Leihgebühr, Kreide ist kostenlos.", {"climbing-1": CLIMBING, "dorm-1": DORM}, ("climbing-1",), "fix_generation"),
    w.diag("de-bu-060", "diag.unfaithful", "Was zahlt ein Händler auf dem Bücherflohmarkt für einen Tisch?", "Händler zahlen 60 € pro Tisch.", {"bookfair-1": BOOKFAIR, "chess-1": CHESS}, ("bookfair-1",), "fix_generation"),
    w.diag("de-bu-061", "diag.refused", "Was kostet im Teehaus Kirschblüte eine Dose losen Tee?", "Leider steht in den Unterlagen nicht, was der lose Tee kostet.", {"tea-1": TEA, "grooming-1": GROOMING}, ("tea-1",), "fix_generation"),
    w.diag("de-bu-062", "diag.missed", "Was kostet eine Tageskarte in der Kletterhalle Steinbock?", "In den gefundenen Dokumenten steht nichts über den Preis einer Tageskarte in der Kletterhalle Steinbock.", {"recycling-1": RECYCLING, "wedding-1": WEDDING}, ("climbing-1",), "fix_retrieval"),
    w.diag("de-bu-063", "diag.correct_refusal", "Sind Haustiere im Wohnheim Am Lindenpark erlaubt?", "Die Unterlagen sagen nichts darüber, ob Haustiere im Wohnheim erlaubt sind.", {"dorm-1": DORM, "driving-1": DRIVING}, (), "correct_refusal"),
    w.diag("de-bu-064", "diag.should_refuse", "Wie schnell ist das WLAN im Wohnheim Am Lindenpark?", "Das WLAN im Wohnheim bietet in jedem Zimmer 250 Mbit/s.", {"dorm-1": DORM, "driving-1": DRIVING}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
