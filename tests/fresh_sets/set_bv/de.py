"""Fresh set bv, German: Himmelsfahrt Ballonreisen (hot-air balloon flights, Kempten),
Uhrmacherei Kessler (watch repair, Freiburg), Leezenflotte (Münster bike share),
Töpferwerkstatt Tonart (pottery, Leipzig), Tandem-Treff (language exchange, Kassel),
Friedhofsverwaltung Waldfriedhof Eichenhain (cemetery office), Mikrofonie (karaoke bar,
Hamburg), Steuerbüro Hartmann (tax advice), Reitstall Birkenhof (riding stable) and
Backschule Sauerteigliebe (baking school, Nürnberg)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

BALLOON = (
    "Himmelsfahrt Ballonreisen startet mit seinen Heißluftballons vom Startplatz Mooswiese bei Kempten. "
    "Von Mai bis September heben die Morgenfahrten um 5:45 Uhr ab, und die Fahrgäste müssen 45 Minuten vor dem Start zur Sicherheitseinweisung da sein. "
    "Eine normale Fahrt dauert etwa eine Stunde und kostet 249 € pro Person; ein privater Korb für zwei Personen kostet 1.190 €. "
    "Fahrgäste müssen mindestens 10 Jahre alt und mindestens 1,30 m groß sein, und wer mehr als 115 kg wiegt, muss das bei der Buchung angeben. "
    "Bei Bodenwind über 15 km/h wird die Fahrt abgesagt; abgesagte Tickets können innerhalb von 2 Jahren kostenlos umgebucht werden. "
    "Chefpilot Markus Brandl, der seit 19 Jahren Ballon fährt, entscheidet am Morgen jeder Fahrt, ob sie stattfindet."
)

WATCH = (
    "Die Uhrmacherei Kessler in der Gerberstraße 7 in Freiburg repariert mechanische Uhren und Quarzuhren. "
    "Die Werkstatt ist dienstags bis samstags von 9:30 bis 18 Uhr geöffnet; sonntags und montags ist geschlossen. "
    "Eine Revision einer mechanischen Uhr kostet 220 € und dauert etwa drei Wochen, ein Batteriewechsel bei einer Quarzuhr kostet 14,50 € und wird erledigt, während Sie warten. "
    "Auf jede Reparatur gibt es 12 Monate Garantie, außer auf Reparaturen an Uhren mit Wasserschaden, für die keine Garantie gilt. "
    "Uhrmachermeisterin Sabine Kessler prüft jedes Uhrwerk, und ihr Neffe Lukas Kessler kümmert sich um die Armbänder. "
    "Uhren, die nicht innerhalb von 6 Monaten nach Fertigstellung abgeholt werden, dürfen zur Deckung der Kosten verkauft werden."
)

BIKE = (
    "Das Leihradsystem Leezenflotte in Münster hat 1.600 Räder an 110 Stationen. "
    "Ein Jahresabo kostet 60 €, und Abonnenten fahren bei jeder Fahrt die ersten 30 Minuten kostenlos; danach kostet jede weitere halbe Stunde 1 €. "
    "Gelegenheitsnutzer zahlen 1,50 € für die Ausleihe plus 0,10 € pro Minute. "
    "Nutzer müssen mindestens 16 Jahre alt sein, und die Räder müssen an einer Station zurückgegeben werden und dürfen nicht am Straßenrand stehen bleiben. "
    "Betrieben wird das System von den Stadtwerken zusammen mit dem Dienstleister Velotech GmbH, der für alle Reparaturen zuständig ist. "
    "Die Räder sind rund um die Uhr verfügbar, nur die Stationen am Prinzipalmarkt sind von Mitternacht bis 5 Uhr gesperrt."
)

POTTERY = (
    "Die Töpferwerkstatt Tonart in Leipzig bietet einen sechswöchigen Drehkurs an, jeweils mittwochs von 18:30 bis 21 Uhr. "
    "Der Kurs kostet 240 €; darin enthalten sind 10 kg Steinzeugton, Glasuren und zwei Brände. "
    "Pro Kurs sind höchstens 8 Teilnehmende zugelassen, und alle haben eine eigene Drehscheibe. "
    "Kursleiterin Anja Vogt unterrichtet seit 15 Jahren Keramik, und Werkstatttechniker Jonas Reiter belädt den Brennofen. "
    "Die fertigen Stücke können etwa zwei Wochen nach der letzten Kursstunde abgeholt werden. "
    "Mitglieder dürfen die offene Werkstatt samstags von 10 bis 16 Uhr nutzen, glasieren dürfen sie dort aber nur unter Aufsicht."
)

LANGEX = (
    "Der Sprachstammtisch Tandem-Treff trifft sich jeden Donnerstag um 19 Uhr im Hinterzimmer des Café Kranich in der Lindenstraße in Kassel. "
    "Jeder Abend besteht aus zwei Hälften von je 40 Minuten: In der ersten wird Deutsch gesprochen, in der zweiten eine andere Sprache, die die Gruppe auswählt. "
    "Der Eintritt kostet 3 € einschließlich eines Heißgetränks, und beim ersten Besuch ist er frei. "
    "Organisatorin Elif Demir begrüßt Neulinge an der Tür, und der Freiwillige Pierre Lambert leitet den Französischtisch. "
    "Im August finden keine Treffen statt. "
    "Der Partnerstammtisch trifft sich jeden Dienstag in Wien."
)

CEMETERY = (
    "Die Friedhofsverwaltung des Waldfriedhofs Eichenhain befindet sich am Haupteingang in der Ahornallee. "
    "Sie ist montags bis freitags von 8 bis 15:30 Uhr geöffnet, mit einer Mittagspause von 12 bis 12:45 Uhr. "
    "Das Nutzungsrecht an einer Grabstelle läuft 20 Jahre und kostet 2.400 €; es kann einmal um weitere 10 Jahre verlängert werden. "
    "Grabsteine dürfen nicht höher als 1,20 m sein, und Kunststoffblumen sind auf den Gräbern nicht erlaubt. "
    "Die Friedhofstore öffnen um 7 Uhr und schließen bei Einbruch der Dunkelheit, spätestens aber um 20 Uhr. "
    "Sachbearbeiterin Monika Fuchs bearbeitet die Anträge auf Nutzungsrechte, und Friedhofsgärtner Stefan Wolf pflegt die Wege."
)

KARAOKE = (
    "Die Karaokebar Mikrofonie in der Schanzenstraße in Hamburg hat 12 separate Räume. "
    "Kleine Räume für bis zu 6 Personen kosten 28 € pro Stunde, große Räume für bis zu 15 Personen 65 € pro Stunde. "
    "Die Bar hat mittwochs bis sonntags von 18 bis 2 Uhr geöffnet. "
    "Nach 22 Uhr haben nur Gäste ab 18 Jahren Zutritt; vorher sind Jugendliche in Begleitung eines Erwachsenen willkommen. "
    "Freitags und samstags müssen Räume für mindestens 2 Stunden gebucht werden. "
    "Geschäftsführerin Nina Albers pflegt die Songliste mit über 40.000 Titeln, und Tontechniker Ole Jensen prüft vor der Öffnung jedes Mikrofon."
)

TAX = (
    "Das Steuerbüro Hartmann hilft Privatpersonen bei der Einkommensteuererklärung. "
    "Eine Standarderklärung kostet 280 €, und für jede zusätzliche vermietete Wohnung kommen 80 € hinzu. "
    "Alle Unterlagen müssen mindestens 3 Wochen vor der Abgabefrist am 31. Juli eingereicht werden. "
    "Das erste telefonische Beratungsgespräch von 20 Minuten ist kostenlos. "
    "Steuerberaterin Claudia Hartmann prüft jede Erklärung vor der Abgabe, und Assistent Felix Neumann holt die Unterlagen bei den Kunden ab. "
    "Das Büro ist vom 23. Dezember bis zum 2. Januar geschlossen."
)

RIDING = (
    "Der Reitstall Birkenhof bietet Reitunterricht für Reiterinnen und Reiter ab 7 Jahren an. "
    "Eine Gruppenstunde dauert 45 Minuten und kostet 32 €, eine Einzelstunde dauert 30 Minuten und kostet 42 €. "
    "Ein Reithelm ist Pflicht und kann kostenlos ausgeliehen werden; außerdem braucht man Stiefel mit kleinem Absatz. "
    "Wer mehr als 90 kg wiegt, darf nur die beiden Haflinger Max und Sissi reiten. "
    "Reitlehrerin Julia Baumann unterrichtet die Anfänger, und Pferdewirt Tobias Kern macht die Pferde fertig. "
    "Unterricht gibt es jeden Tag außer dienstags, denn dann haben die Pferde Ruhetag."
)

BAKING = (
    "Die Backschule Sauerteigliebe in Nürnberg bietet an jedem ersten Samstag im Monat einen eintägigen Sauerteig-Workshop an. "
    "Der Workshop beginnt um 9 Uhr und endet um 15 Uhr; ein Mittagessen ist inbegriffen. "
    "Er kostet 145 € pro Person, und die Teilnehmenden nehmen ein Anstellgut und zwei Brote mit nach Hause. "
    "Eine Gruppe hat höchstens 10 Teilnehmende. "
    "Bäckermeister Andreas Köhler leitet den Workshop, unterstützt von Konditorin Lena Hoffmann. "
    "Bis 7 Tage vor dem Workshop kann mit voller Erstattung storniert werden; danach wird die Hälfte der Gebühr erstattet."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-bv-001", "para.reorder", "Welche Vorgaben zu Alter und Größe gelten für Fahrgäste?", "Fahrgäste müssen mindestens 1,30 m groß und mindestens 10 Jahre alt sein.", BALLOON, True),
    w.faith("de-bv-002", "para.passive", "Wer entscheidet, ob eine Ballonfahrt stattfindet?", "Ob eine Fahrt stattfindet, wird am Morgen jeder Fahrt von Chefpilot Markus Brandl entschieden.", BALLOON, True),
    w.faith("de-bv-003", "para.synonym", "Wie lange dauert die Revision einer mechanischen Uhr?", "Eine Komplettwartung einer mechanischen Uhr nimmt rund drei Wochen in Anspruch.", WATCH, True),
    w.faith("de-bv-004", "para.nominal", "Was muss ich am Ende der Fahrt mit dem Rad machen?", "Die Rückgabe des Rades muss an einer Station erfolgen; das Abstellen am Straßenrand ist nicht erlaubt.", BIKE, True),
    w.faith("de-bv-005", "para.capital", "Hat der Tandem-Treff einen Partnerstammtisch?", "Ja, der Partnerstammtisch trifft sich jeden Dienstag in der österreichischen Hauptstadt.", LANGEX, True),
    w.faith("de-bv-006", "para.pronoun", "Wer ist Anja Vogt?", "Sie ist die Kursleiterin der Töpferwerkstatt Tonart und unterrichtet seit 15 Jahren Keramik.", POTTERY, True),
    w.faith("de-bv-007", "para.relative", "Wer bearbeitet die Anträge auf Nutzungsrechte?", "Die Anträge bearbeitet Monika Fuchs, die als Sachbearbeiterin tätig ist.", CEMETERY, True),
    w.faith("de-bv-008", "para.part", "Ist der Ton im Kurspreis enthalten?", "Ja, im Kurspreis von 240 € sind 10 kg Steinzeugton enthalten.", POTTERY, True),
    w.faith("de-bv-009", "para.combine", "Wer unterrichtet die Anfänger, und wer bereitet die Pferde vor?", "Die Anfänger unterrichtet Reitlehrerin Julia Baumann, während Pferdewirt Tobias Kern die Pferde fertig macht.", RIDING, True),
    w.faith("de-bv-010", "fmt.number", "Wie viele Personen können an einer Workshop-Gruppe teilnehmen?", "Eine Gruppe hat höchstens zehn Teilnehmende.", BAKING, True),
    w.faith("de-bv-011", "fmt.thousands", "Wie viele Räder hat die Leezenflotte?", "Die Leezenflotte hat 1600 Räder an 110 Stationen.", BIKE, True),
    w.faith("de-bv-012", "fmt.scale", "Wie viel Ton bekommt man im Drehkurs?", "Im Kurs sind 10.000 g Steinzeugton enthalten.", POTTERY, True),
    w.faith("de-bv-013", "fmt.date", "Wann ist die Abgabefrist für die Einkommensteuererklärung?", "Die Frist endet am 31.07.", TAX, True),
    w.faith("de-bv-014", "fmt.time", "Um wie viel Uhr starten die Morgenfahrten?", "Die Morgenfahrten heben um Viertel vor sechs ab.", BALLOON, True),
    w.faith("de-bv-015", "fmt.unit", "Muss ich bei der Buchung mein Gewicht angeben?", "Wenn Sie mehr als 115 Kilogramm wiegen, müssen Sie das bei der Buchung angeben.", BALLOON, True),
    w.faith("de-bv-016", "fmt.abbrev", "Wer ist für die Reparaturen der Räder zuständig?", "Für alle Reparaturen ist der Dienstleister Velotech zuständig, eine Gesellschaft mit beschränkter Haftung.", BIKE, True),
    w.faith("de-bv-017", "fmt.currency", "Was kostet ein Batteriewechsel bei einer Quarzuhr?", "Ein Batteriewechsel kostet 14 Euro 50 und wird erledigt, während Sie warten.", WATCH, True),
    w.faith("de-bv-018", "fmt.range", "Wie viele Leute passen in einen großen Raum?", "In einen großen Raum passen höchstens 15 Personen.", KARAOKE, True),
    w.faith("de-bv-019", "fmt.period", "Wie lange gilt die Garantie auf eine Reparatur?", "Außer bei Uhren mit Wasserschaden gibt es auf Reparaturen ein Jahr Garantie.", WATCH, True),
    w.faith("de-bv-020", "fmt.share", "Was bekomme ich zurück, wenn ich drei Tage vor dem Workshop storniere?", "Drei Tage vorher liegt nach der 7-Tage-Frist, deshalb werden 50 % der Gebühr erstattet.", BAKING, True),
    w.faith("de-bv-021", "para.except", "An welchen Tagen gibt es Reitunterricht?", "Dienstags haben die Pferde Ruhetag und es gibt keinen Unterricht; an allen anderen Tagen findet Unterricht statt.", RIDING, True),
    w.faith("de-bv-022", "wrap.opener", "Wann ist die Friedhofsverwaltung geöffnet?", "Gern helfe ich Ihnen weiter! Die Verwaltung ist montags bis freitags von 8 bis 15:30 Uhr geöffnet, mit einer Mittagspause von 12 bis 12:45 Uhr.", CEMETERY, True),
    w.faith("de-bv-023", "wrap.closer", "Was kostet der Eintritt beim Tandem-Treff?", "Der Eintritt kostet 3 € inklusive eines Heißgetränks, und beim ersten Besuch ist er frei. Ich hoffe, das hilft Ihnen weiter!", LANGEX, True),
    w.faith("de-bv-024", "wrap.attribution", "Ist die erste Beratung kostenlos?", "Laut dem Dokument ist das erste telefonische Beratungsgespräch von 20 Minuten kostenlos.", TAX, True),
    w.faith("de-bv-025", "wrap.hedge", "Was kostet eine Einzelstunde?", "Ich glaube, eine Einzelstunde kostet 42 € und dauert 30 Minuten.", RIDING, True),
    w.faith("de-bv-026", "wrap.question", "Wann beginnt der Sauerteig-Workshop?", "Er beginnt um 9 Uhr und endet um 15 Uhr, ein Mittagessen ist inbegriffen. Möchten Sie noch etwas über den Workshop wissen?", BAKING, True),
    w.faith("de-bv-027", "value.number", "Wie viele Stationen hat die Leezenflotte?", "Die Leezenflotte hat 101 Stationen in Münster.", BIKE, False),
    w.faith("de-bv-028", "value.date", "Wann ist das Steuerbüro über die Feiertage geschlossen?", "Das Büro ist vom 23. Dezember bis zum 6. Januar geschlossen.", TAX, False),
    w.faith("de-bv-029", "value.time", "Wann findet der Drehkurs statt?", "Der Kurs findet mittwochs von 18:30 bis 22 Uhr statt.", POTTERY, False),
    w.faith("de-bv-030", "value.unit", "Wie lange läuft das Nutzungsrecht an einer Grabstelle?", "Das Nutzungsrecht läuft 20 Monate.", CEMETERY, False),
    w.faith("de-bv-031", "value.currency", "Was kostet das Nutzungsrecht an einer Grabstelle?", "Das Nutzungsrecht für 20 Jahre kostet 2.400 Franken.", CEMETERY, False),
    w.faith("de-bv-032", "role.swap", "Wer macht was in der Uhrmacherei Kessler?", "Lukas Kessler prüft jedes Uhrwerk, und Sabine Kessler kümmert sich um die Armbänder.", WATCH, False),
    w.faith("de-bv-033", "negation", "Gibt es freitags eine Mindestbuchungsdauer?", "Nein, freitags und samstags gibt es für die Räume keine Mindestbuchungsdauer.", KARAOKE, False),
    w.faith("de-bv-034", "antonym", "Wo trifft sich der Tandem-Treff?", "Jeden Donnerstag um 19 Uhr im Vorderzimmer des Café Kranich in der Lindenstraße.", LANGEX, False),
    w.faith("de-bv-035", "modality", "Dürfen Mitglieder samstags in die Werkstatt?", "Mitglieder müssen samstags von 10 bis 16 Uhr in die offene Werkstatt kommen.", POTTERY, False),
    w.faith("de-bv-036", "quantifier", "Prüft die Steuerberaterin die Erklärungen?", "Claudia Hartmann prüft nur einige der Erklärungen vor der Abgabe.", TAX, False),
    w.faith("de-bv-037", "value.except", "Gibt es Garantie auf Reparaturen an Uhren mit Wasserschaden?", "Ja, wie auf alle Reparaturen gibt es auch darauf 12 Monate Garantie.", WATCH, False),
    w.faith("de-bv-038", "direction", "Welche Fahrgäste müssen ihr Gewicht angeben?", "Fahrgäste, die weniger als 115 kg wiegen, müssen das bei der Buchung angeben.", BALLOON, False),
    w.faith("de-bv-039", "added.fact", "Was nehmen die Teilnehmenden vom Workshop mit nach Hause?", "Sie nehmen ein Anstellgut, zwei Brote und ein gedrucktes Rezeptheft mit nach Hause.", BAKING, False),
    w.faith("de-bv-040", "added.entity", "Wer unterrichtet auf dem Birkenhof die Anfänger?", "Die Anfänger unterrichtet Reitlehrerin Julia Baumann gemeinsam mit ihrer Kollegin Petra Lindner.", RIDING, False),
    w.faith("de-bv-041", "mixed", "Wann trifft sich der Tandem-Treff, und gibt es eine Sommerpause?", "Er trifft sich jeden Donnerstag um 19 Uhr und macht im Juli Pause.", LANGEX, False),
]

REFUSAL = [
    w.refusal("de-bv-042", "refusal.plain", "Gibt es am Startplatz Mooswiese Parkplätze?", "Das kann ich leider nicht beantworten.", BALLOON, True),
    w.refusal("de-bv-043", "refusal.context", "Repariert die Uhrmacherei Kessler auch Standuhren?", "Im bereitgestellten Kontext steht nicht, ob die Werkstatt Standuhren repariert, daher kann ich das nicht sagen.", WATCH, True),
    w.refusal("de-bv-044", "refusal.short", "Darf man eigene Snacks mit in die Karaokeräume nehmen?", "Weiß ich nicht.", KARAOKE, True),
    w.refusal("de-bv-045", "refusal.long", "Erstellt das Steuerbüro Hartmann auch Körperschaftsteuererklärungen für Firmen?", "Vielen Dank für Ihre Frage. Leider kann ich sie nicht beantworten. Die mir vorliegenden Informationen beschreiben nur die Einkommensteuererklärung für Privatpersonen, ihre Preise, die Frist für die Unterlagen und die Schließzeit des Büros, aber sie sagen nichts über Körperschaftsteuer oder Aufträge von Firmen. Am besten wenden Sie sich direkt an das Büro.", TAX, True),
    w.refusal("de-bv-046", "refusal.hedged", "Wie lange dauert eine Gruppenstunde?", "Ganz sicher bin ich mir nicht, aber ich glaube, eine Gruppenstunde dauert 45 Minuten.", RIDING, False),
    w.refusal("de-bv-047", "refusal.partial", "Was kostet der Sauerteig-Workshop, und gibt es in der Nähe Parkplätze?", "Der Workshop kostet 145 € pro Person. Zu Parkplätzen steht in den Informationen nichts, dazu kann ich leider nichts sagen.", BAKING, False),
]

CORRECTNESS = [
    w.correct("de-bv-048", "correct.wordy", "Was zahlen Gelegenheitsnutzer der Leezenflotte?", "Wer kein Abo hat, zahlt in zwei Teilen: Zuerst fällt bei jeder Ausleihe eine Gebühr von 1,50 € an, und dazu kommen für jede gefahrene Minute noch einmal 0,10 €.", "Gelegenheitsnutzer zahlen 1,50 € für die Ausleihe plus 0,10 € pro Minute.", True),
    w.correct("de-bv-049", "correct.short", "Wie viele Teilnehmende hat ein Drehkurs höchstens?", "Acht.", "Ein Drehkurs hat höchstens 8 Teilnehmende.", True),
    w.correct("de-bv-050", "correct.format", "Wann öffnen die Friedhofstore?", "Um 07:00 Uhr.", "Die Friedhofstore öffnen um 7 Uhr.", True),
    w.correct("de-bv-051", "wrong.value", "Was kostet ein großer Karaokeraum pro Stunde?", "Ein großer Raum kostet 55 € pro Stunde.", "Ein großer Raum kostet 65 € pro Stunde.", False),
    w.correct("de-bv-052", "wrong.echo", "In welcher Sprache wird in der ersten Hälfte des Abends gesprochen?", "In der ersten Hälfte des Abends wird in der Sprache gesprochen, die die Gruppe auswählt.", "In der ersten Hälfte wird Deutsch gesprochen.", False),
    w.correct("de-bv-053", "wrong.role", "Wer macht auf dem Birkenhof die Pferde fertig?", "Reitlehrerin Julia Baumann macht die Pferde fertig.", "Pferdewirt Tobias Kern macht die Pferde fertig.", False),
]

RELEVANCY = [
    w.relevant("de-bv-054", "relevant.direct", "Wann hat die Uhrmacherei Kessler geöffnet?", "Dienstags bis samstags von 9:30 bis 18 Uhr; sonntags und montags ist geschlossen.", WATCH, True),
    w.relevant("de-bv-055", "relevant.yesno", "Kann ich kostenlos umbuchen, wenn meine Ballonfahrt wegen Wind abgesagt wird?", "Ja, Sie können innerhalb von 2 Jahren kostenlos umbuchen.", BALLOON, True),
    w.relevant("de-bv-056", "offtopic.true", "Wer leitet den Sauerteig-Workshop?", "Der Workshop kostet 145 € pro Person, und ein Mittagessen ist inbegriffen.", BAKING, False),
    w.relevant("de-bv-057", "offtopic.other", "Kann man sich im Reitstall einen Reithelm ausleihen?", "Eine Gruppenstunde dauert 45 Minuten und kostet 32 €.", RIDING, False),
]

DIAGNOSIS = [
    w.diag("de-bv-058", "diag.pass", "Was kostet ein Jahresabo der Leezenflotte?", "Ein Jahresabo kostet 60 €.", {"bike-share": BIKE, "karaoke-bar": KARAOKE}, ("bike-share",), "pass"),
    w.diag("de-bv-059", "diag.offtopic", "Wann hat die Karaokebar Mikrofonie geöffnet?", "Die Songliste der Mikrofonie umfasst über 40.000 Titel.", {"karaoke-bar": KARAOKE, "tax-office": TAX}, ("karaoke-bar",), "fix_generation"),
    w.diag("de-bv-060", "diag.unfaithful", "Wann macht die Friedhofsverwaltung Mittagspause?", "Die Mittagspause ist von 12:30 bis 13:30 Uhr.", {"cemetery-office": CEMETERY, "watch-repair": WATCH}, ("cemetery-office",), "fix_generation"),
    w.diag("de-bv-061", "diag.refused", "Was kostet der Drehkurs in der Töpferwerkstatt Tonart?", "Leider habe ich in den Unterlagen keinen Preis für den Kurs gefunden.", {"pottery-studio": POTTERY, "baking-school": BAKING}, ("pottery-studio",), "fix_generation"),
    w.diag("de-bv-062", "diag.missed", "Ab welchem Alter kann man auf dem Birkenhof Reitunterricht nehmen?", "In den mir vorliegenden Unterlagen steht nichts über den Reitstall oder eine Altersgrenze.", {"language-exchange": LANGEX, "tax-office": TAX}, ("riding-stables",), "fix_retrieval"),
    w.diag("de-bv-063", "diag.correct_refusal", "Hat der Tandem-Treff eine Online-Chatgruppe?", "In den Unterlagen steht nicht, ob der Tandem-Treff eine Online-Chatgruppe hat.", {"language-exchange": LANGEX, "karaoke-bar": KARAOKE}, (), "correct_refusal"),
    w.diag("de-bv-064", "diag.should_refuse", "Verkauft Himmelsfahrt Ballonreisen Gutscheine?", "Ja, Gutscheine gibt es für 229 €, und sie sind 3 Jahre gültig.", {"balloon-flights": BALLOON, "bike-share": BIKE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
