"""German cases of fresh set bw. Scenarios: der Makerspace der Stadtbibliothek Lindenau, das
Eisstadion am Kalkberg, der Fahrradkurier Radblitz, ein Sushi-Kochkurs im Restaurant Sora, die
Jugendherberge Möwenhof, die Prophylaxepraxis Weißwerk (Dentalhygiene), der Bauernmarkt auf dem
Auenplatz, der Segelclub Seewind, der Audioguide des Stadtmuseums Brenn und der
Carsharing-Verein Teilwagen."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

MAKERSPACE = "Der Makerspace im ersten Obergeschoss der Stadtbibliothek Lindenau ist dienstags bis samstags von 10 bis 19 Uhr geöffnet. Wer den Lasercutter benutzen will, muss vorher eine 60-minütige Sicherheitseinweisung absolvieren, die 12 € kostet. Die 3D-Drucker können pro Sitzung bis zu 3 Stunden gebucht werden; Filament wird mit 6 Cent pro Gramm berechnet. Bibliothekarin Jana Krüger leitet den Lötworkshop am Mittwochabend, der auf 10 Teilnehmende begrenzt ist. Kinder unter 12 Jahren dürfen den Makerspace nur in Begleitung eines Erwachsenen nutzen."
RINK = "Das Eisstadion am Kalkberg bietet täglich außer montags von 14 bis 17 Uhr öffentliches Eislaufen an. Der Eintritt kostet 7,50 € für Erwachsene und 4,50 € für Kinder unter 12 Jahren; der Schlittschuhverleih kostet zusätzlich 3,50 €. Die Eisfläche ist 60 Meter lang und 30 Meter breit und wird alle 90 Minuten aufbereitet. Cheftrainerin Petra Vogel unterrichtet die Anfängerkurse, ihr Assistent Lukas Brandt gibt die Eiskunstlaufstunden. Für alle Läuferinnen und Läufer unter 10 Jahren ist ein Helm Pflicht."
COURIER = "Der Fahrradkurier Radblitz stellt Sendungen innerhalb der Innenstadt in weniger als 45 Minuten zu. Pakete dürfen bis zu 10 Kilogramm wiegen und müssen in eine 50-Liter-Transporttasche passen. Eine Standardzustellung kostet 9 €, eine Expresszustellung innerhalb von 20 Minuten 15 €. Aufträge, die nach 19:30 Uhr eingehen, werden am nächsten Morgen zugestellt. Gründerin Miriam Haas stellte im Oktober 2020 den Disponenten Jonas Weber ein, der die 18 Fahrerinnen und Fahrer koordiniert."
SUSHI = "Der Sushi-Kochkurs im Restaurant Sora findet jeden Samstag von 12 bis 15 Uhr statt und kostet 79 € pro Person, Zutaten inklusive. Es unterrichtet Küchenchef Kenta Mori, der sieben Jahre lang in Tokio gelernt hat; seine Tochter Aiko hilft an der Reisstation. Alle Teilnehmenden rollen drei Sorten Maki und dürfen eine Bambusmatte mit nach Hause nehmen. Der Kurs ist auf höchstens 8 Personen begrenzt, und Buchungen müssen mindestens 72 Stunden im Voraus erfolgen. Wer eine Schalentierallergie hat, sollte das bei der Buchung angeben."
HOSTEL = "Die Jugendherberge Möwenhof hat 72 Betten in 14 Schlafsälen sowie zwei Einzelzimmer. Ein Bett im Schlafsaal kostet 26 € pro Nacht inklusive Frühstück, das von 7 bis 9:30 Uhr serviert wird. Der Check-in beginnt um 16 Uhr, der Check-out muss bis 10 Uhr erfolgen. Gäste dürfen höchstens 21 Nächte am Stück bleiben. Herbergsleiter Tobias Lenz eröffnete das Haus im Mai 2014 in einem ehemaligen Zollspeicher."
CLINIC = "Die Prophylaxepraxis Weißwerk bietet eine 45-minütige professionelle Zahnreinigung für 89 € an. Dentalhygienikerin Sabine Roth behandelt Erwachsene, Dentalhygieniker Felix Hartmann behandelt Kinder. Die Praxis empfiehlt eine Zahnreinigung alle sechs Monate. Wer weniger als 24 Stunden vorher absagt, zahlt eine Ausfallgebühr von 25 €, außer bei einem medizinischen Notfall. Die Praxis ist montags bis freitags von 8 bis 18 Uhr und samstags von 8 bis 12 Uhr geöffnet."
MARKET = "Der Bauernmarkt auf dem Auenplatz findet von April bis Oktober jeden Samstag von 7 bis 13 Uhr statt. Rund 40 Anbieter verkaufen Erzeugnisse, die im Umkreis von 80 Kilometern angebaut wurden, und jeden Samstag kommen etwa 2.800 Besucher. Ein Stand kostet 30 € pro Tag, und die Hälfte der Stände ist Bio-zertifizierten Betrieben vorbehalten. Marktleiterin Ulrike Sommer besichtigt einmal im Jahr den Hof jedes Anbieters. Hunde sind auf dem Markt nicht erlaubt, ausgenommen Assistenzhunde."
SAILING = "Der Segelclub Seewind besitzt sechs Jollen und zwei 8 Meter lange Kielboote. Der Jahresbeitrag beträgt 380 €, neue Mitglieder zahlen einmalig eine Aufnahmegebühr von 120 €. Mitglieder müssen eine Kenterübung bestehen, bevor sie allein mit einer Jolle hinausfahren. Bei Windgeschwindigkeiten über 22 Knoten wird der gesamte Segelbetrieb eingestellt. Der Vorsitzende Klaus Becker leitet den Vorstand, und Kassenwartin Ingrid Falk verwaltet den Fonds für Bootsreparaturen."
AUDIO_GUIDE = "Der Audioguide des Stadtmuseums Brenn erläutert 32 Exponate und dauert etwa 75 Minuten. Er ist in fünf Sprachen verfügbar und kostet 4 € Leihgebühr; für Museumsmitglieder ist er kostenlos. Während der Ausleihe müssen Besucher einen Lichtbildausweis als Pfand hinterlegen. Die Texte schrieb Kuratorin Martina Scholz, gesprochen wurden sie vom Schauspieler Henrik Brandl. Die Geräte müssen 30 Minuten vor Museumsschluss um 18 Uhr zurückgegeben werden."
CARSHARE = "Der Carsharing-Verein Teilwagen wurde am 3. Juni 2017 gegründet und hat heute 140 Mitglieder, die sich 16 Autos an fünf Stationen teilen. Mitglieder zahlen einen Monatsbeitrag von 8 € sowie 6 € pro Fahrstunde, Kraftstoff inklusive. Ein Auto kann für höchstens 48 Stunden am Stück gebucht werden. Wer zu spät zurückgibt, zahlt 20 € für jede angefangene halbe Stunde. Mitglieder müssen mindestens 21 Jahre alt sein und seit mindestens zwei Jahren einen Führerschein besitzen."

# fmt: off
FAITHFULNESS = [
    w.faith("de-bw-001", "para.reorder", "Wann hat der Makerspace geöffnet?", "Von 10 bis 19 Uhr ist der Makerspace geöffnet, und zwar dienstags bis samstags.", MAKERSPACE, True),
    w.faith("de-bw-002", "para.passive", "Wer behandelt die Kinder in der Praxis?", "Kinder werden von Dentalhygieniker Felix Hartmann behandelt.", CLINIC, True),
    w.faith("de-bw-003", "para.synonym", "Was zahlen Erwachsene für den Eintritt ins Eisstadion?", "Für Erwachsene liegt das Eintrittsgeld bei 7,50 €.", RINK, True),
    w.faith("de-bw-004", "para.nominal", "Was passiert mit Aufträgen nach 19:30 Uhr?", "Die Zustellung von Aufträgen, die nach 19:30 Uhr eingehen, erfolgt am nächsten Morgen.", COURIER, True),
    w.faith("de-bw-005", "para.capital", "Wo hat der Küchenchef gelernt?", "Kenta Mori hat sieben Jahre lang in der japanischen Hauptstadt gelernt.", SUSHI, True),
    w.faith("de-bw-006", "para.pronoun", "Welche Aufgabe hat Ingrid Falk im Club?", "Sie ist Kassenwartin und verwaltet den Fonds für Bootsreparaturen.", SAILING, True),
    w.faith("de-bw-007", "para.relative", "Wer hat den Audioguide gemacht?", "Die Texte stammen von Martina Scholz, die Kuratorin ist, und gesprochen hat sie Henrik Brandl, der Schauspieler ist.", AUDIO_GUIDE, True),
    w.faith("de-bw-008", "para.part", "Was zahlen die Mitglieder?", "Unter anderem zahlen sie 6 € für jede Fahrstunde.", CARSHARE, True),
    w.faith("de-bw-009", "para.combine", "Wer hat die Herberge eröffnet, und wie viele Betten hat sie?", "Die Herberge, die Herbergsleiter Tobias Lenz im Mai 2014 eröffnete, hat 72 Betten in 14 Schlafsälen.", HOSTEL, True),
    w.faith("de-bw-010", "fmt.number", "Wie viele Boote besitzt der Segelclub?", "Der Club besitzt 6 Jollen und 2 Kielboote.", SAILING, True),
    w.faith("de-bw-011", "fmt.thousands", "Wie viele Besucher kommen auf den Markt?", "Jeden Samstag kommen ungefähr 2800 Besucher.", MARKET, True),
    w.faith("de-bw-012", "fmt.scale", "Wie schwer darf ein Paket sein?", "Ein Paket darf bis zu 10.000 Gramm wiegen.", COURIER, True),
    w.faith("de-bw-013", "fmt.date", "Wann wurde Teilwagen gegründet?", "Der Verein wurde am 03.06.2017 gegründet.", CARSHARE, True),
    w.faith("de-bw-014", "fmt.time", "Wann ist öffentliches Eislaufen?", "Täglich außer montags von 2 bis 5 Uhr nachmittags.", RINK, True),
    w.faith("de-bw-015", "fmt.unit", "Wie groß ist die Eisfläche?", "Die Eisfläche misst 60 m × 30 m.", RINK, True),
    w.faith("de-bw-016", "fmt.abbrev", "Wann hat die Praxis unter der Woche geöffnet?", "Mo.–Fr. von 8 bis 18 Uhr.", CLINIC, True),
    w.faith("de-bw-017", "fmt.currency", "Was kostet der Sushi-Kurs?", "Der Kurs kostet 79 Euro pro Person, die Zutaten sind im Preis enthalten.", SUSHI, True),
    w.faith("de-bw-018", "fmt.range", "Wie lange kann ich ein Auto buchen?", "Die maximale Buchungsdauer liegt bei 48 Stunden am Stück.", CARSHARE, True),
    w.faith("de-bw-019", "fmt.period", "Wie lange darf man in der Jugendherberge bleiben?", "Gäste dürfen höchstens drei Wochen am Stück bleiben.", HOSTEL, True),
    w.faith("de-bw-020", "fmt.share", "Wie viele Stände sind für Bio-Betriebe reserviert?", "50 % der Stände sind Bio-zertifizierten Betrieben vorbehalten.", MARKET, True),
    w.faith("de-bw-021", "para.except", "Kann ich montags zum öffentlichen Eislaufen kommen?", "Nein, montags gibt es kein öffentliches Eislaufen; an allen anderen Tagen schon.", RINK, True),
    w.faith("de-bw-022", "wrap.opener", "Wie oft sollte ich zur Zahnreinigung gehen?", "Gute Frage! Die Praxis empfiehlt eine Zahnreinigung alle sechs Monate.", CLINIC, True),
    w.faith("de-bw-023", "wrap.closer", "Wie viele Personen können am Sushi-Kurs teilnehmen?", "Der Kurs ist auf höchstens 8 Personen begrenzt. Ich hoffe, das hilft Ihnen weiter – viel Spaß beim Rollen!", SUSHI, True),
    w.faith("de-bw-024", "wrap.attribution", "Was kostet das Filament?", "Laut dem Dokument wird Filament mit 6 Cent pro Gramm berechnet.", MAKERSPACE, True),
    w.faith("de-bw-025", "wrap.hedge", "Bis wann muss ich das Gerät zurückgeben?", "Ich glaube, die Geräte müssen 30 Minuten vor Museumsschluss um 18 Uhr zurückgegeben werden.", AUDIO_GUIDE, True),
    w.faith("de-bw-026", "wrap.question", "Wer kann bei Teilwagen Mitglied werden?", "Mitglieder müssen mindestens 21 Jahre alt sein und seit mindestens zwei Jahren einen Führerschein haben. Möchten Sie auch wissen, was die Mitgliedschaft kostet?", CARSHARE, True),
    w.faith("de-bw-027", "value.number", "Wie viele Personen können am Lötworkshop teilnehmen?", "Der Lötworkshop am Mittwochabend ist auf 14 Teilnehmende begrenzt.", MAKERSPACE, False),
    w.faith("de-bw-028", "value.date", "Wann hat Miriam Haas Jonas Weber eingestellt?", "Sie hat ihn im Dezember 2020 als Disponenten eingestellt.", COURIER, False),
    w.faith("de-bw-029", "value.time", "Ab wann ist Check-in?", "Der Check-in beginnt um 15 Uhr.", HOSTEL, False),
    w.faith("de-bw-030", "value.unit", "Wie lang sind die Kielboote des Clubs?", "Die beiden Kielboote sind 8 Fuß lang.", SAILING, False),
    w.faith("de-bw-031", "value.currency", "Was kostet eine verspätete Rückgabe?", "Für jede angefangene halbe Stunde werden 20 US-Dollar fällig.", CARSHARE, False),
    w.faith("de-bw-032", "role.swap", "Wer unterrichtet im Eisstadion was?", "Cheftrainer Lukas Brandt unterrichtet die Anfängerkurse, seine Assistentin Petra Vogel gibt die Eiskunstlaufstunden.", RINK, False),
    w.faith("de-bw-033", "negation", "Sind die Zutaten im Kurspreis enthalten?", "Nein, die Zutaten sind im Preis von 79 € nicht enthalten.", SUSHI, False),
    w.faith("de-bw-034", "antonym", "Wie ist die Helmregel im Eisstadion?", "Für Kinder unter 10 Jahren ist ein Helm freiwillig.", RINK, False),
    w.faith("de-bw-035", "modality", "Wie oft müssen Patienten zur Zahnreinigung?", "Die Praxis schreibt vor, dass Patienten alle sechs Monate zur Zahnreinigung kommen müssen.", CLINIC, False),
    w.faith("de-bw-036", "quantifier", "Welche Höfe besichtigt Ulrike Sommer?", "Ulrike Sommer besichtigt einmal im Jahr nur einige ausgewählte Höfe der Anbieter.", MARKET, False),
    w.faith("de-bw-037", "value.except", "Darf ich meinen Hund mit auf den Markt nehmen?", "Ja, Hunde sind auf dem Markt erlaubt, nur Assistenzhunde nicht.", MARKET, False),
    w.faith("de-bw-038", "direction", "Welche Aufträge werden erst am nächsten Morgen zugestellt?", "Aufträge, die vor 19:30 Uhr eingehen, werden am nächsten Morgen zugestellt.", COURIER, False),
    w.faith("de-bw-039", "added.fact", "Wie lange dauert der Audioguide?", "Er dauert etwa 75 Minuten und enthält zusätzlich eine eigene Kinderführung.", AUDIO_GUIDE, False),
    w.faith("de-bw-040", "added.entity", "Wer leitet den Sushi-Kurs?", "Küchenchef Kenta Mori leitet ihn gemeinsam mit seinem Souschef Daniel Wagner; seine Tochter Aiko hilft an der Reisstation.", SUSHI, False),
    w.faith("de-bw-041", "mixed", "Wie lange kann man ein Auto buchen?", "Ein Auto kann höchstens 48 Stunden am Stück gebucht werden, und Elektroautos laden an allen Stationen kostenlos.", CARSHARE, False),
]

REFUSAL = [
    w.refusal("de-bw-042", "refusal.plain", "Gibt es im Makerspace eine Nähmaschine?", "Das weiß ich leider nicht.", MAKERSPACE, True),
    w.refusal("de-bw-043", "refusal.context", "Hat die Jugendherberge eine Waschküche?", "Im bereitgestellten Kontext wird keine Waschküche erwähnt, deshalb kann ich das nicht beantworten.", HOSTEL, True),
    w.refusal("de-bw-044", "refusal.short", "Gibt es am Eisstadion kostenlose Parkplätze?", "Weiß ich nicht.", RINK, True),
    w.refusal("de-bw-045", "refusal.long", "Wann öffnet die Bar im Clubhaus?", "Vielen Dank für Ihre Frage. Die Informationen, die mir zum Segelclub Seewind vorliegen, behandeln die Boote, die Beiträge, die Sicherheitsregeln und den Vorstand, sagen aber nichts über eine Bar im Clubhaus oder deren Öffnungszeiten. Deshalb kann ich Ihnen darauf leider keine Antwort geben, und raten möchte ich nicht. Am besten fragen Sie direkt beim Club nach.", SAILING, True),
    w.refusal("de-bw-046", "refusal.hedged", "Wie viele Exponate erläutert der Audioguide?", "Ganz sicher bin ich mir nicht, aber es scheinen 32 Exponate zu sein.", AUDIO_GUIDE, False),
    w.refusal("de-bw-047", "refusal.partial", "Wie hoch ist der Monatsbeitrag, und gibt es einen Studentenrabatt?", "Der Monatsbeitrag beträgt 8 €. Zu einem Studentenrabatt finde ich keine Angaben, daher kann ich nicht sagen, ob es einen gibt.", CARSHARE, False),
]

CORRECTNESS = [
    w.correct("de-bw-048", "correct.wordy", "Was kostet eine Expresszustellung?", "Wenn Ihr Paket innerhalb von 20 Minuten ankommen soll, bietet Radblitz eine Expresszustellung an, und für diese schnellere Variante zahlen Sie 15 € pro Sendung.", "Eine Expresszustellung kostet 15 €.", True),
    w.correct("de-bw-049", "correct.short", "Was kostet der Sushi-Kurs pro Person?", "79 €.", "Der Sushi-Kurs kostet 79 € pro Person, Zutaten inklusive.", True),
    w.correct("de-bw-050", "correct.format", "Bis wann muss man auschecken?", "Bis 10:00 Uhr morgens.", "Der Check-out muss bis 10 Uhr erfolgen.", True),
    w.correct("de-bw-051", "wrong.value", "Wie lange dauert eine professionelle Zahnreinigung?", "Eine Zahnreinigung dauert 60 Minuten.", "Eine Zahnreinigung dauert 45 Minuten.", False),
    w.correct("de-bw-052", "wrong.echo", "An welchem Wochentag findet der Bauernmarkt auf dem Auenplatz statt?", "Der Bauernmarkt auf dem Auenplatz findet an jedem Sonntag statt.", "Der Markt findet jeden Samstag statt.", False),
    w.correct("de-bw-053", "wrong.role", "Wer leitet den Vorstand des Segelclubs?", "Ingrid Falk leitet den Vorstand, und Klaus Becker verwaltet den Fonds für Bootsreparaturen.", "Der Vorsitzende Klaus Becker leitet den Vorstand; Kassenwartin Ingrid Falk verwaltet den Reparaturfonds.", False),
]

RELEVANCY = [
    w.relevant("de-bw-054", "relevant.direct", "Was kostet es, den Audioguide auszuleihen?", "Die Leihgebühr beträgt 4 €, für Museumsmitglieder ist er kostenlos.", AUDIO_GUIDE, True),
    w.relevant("de-bw-055", "relevant.yesno", "Ist der Kraftstoff im Stundenpreis enthalten?", "Ja, der Kraftstoff ist inklusive.", CARSHARE, True),
    w.relevant("de-bw-056", "offtopic.true", "Was kostet die Sicherheitseinweisung für den Lasercutter?", "Der Makerspace liegt im ersten Obergeschoss der Bibliothek.", MAKERSPACE, False),
    w.relevant("de-bw-057", "offtopic.other", "Was kostet der Schlittschuhverleih?", "Das öffentliche Eislaufen beginnt um 14 Uhr.", RINK, False),
]

DIAGNOSIS = [
    w.diag("de-bw-058", "diag.pass", "Was kostet eine Standardzustellung?", "Eine Standardzustellung kostet 9 €.", {"courier": COURIER, "hostel": HOSTEL}, ("courier",), "pass"),
    w.diag("de-bw-059", "diag.offtopic", "Wie lange im Voraus muss man den Sushi-Kurs buchen?", "Alle Teilnehmenden dürfen eine Bambusmatte mit nach Hause nehmen.", {"sushi": SUSHI, "market": MARKET}, ("sushi",), "fix_generation"),
    w.diag("de-bw-060", "diag.unfaithful", "Wie viele Betten hat die Jugendherberge in den Schlafsälen?", "In den Schlafsälen gibt es 27 Betten.", {"hostel": HOSTEL, "rink": RINK}, ("hostel",), "fix_generation"),
    w.diag("de-bw-061", "diag.refused", "Was kostet eine professionelle Zahnreinigung?", "Das konnte ich in den Unterlagen leider nicht finden.", {"clinic": CLINIC, "sailing": SAILING}, ("clinic",), "fix_generation"),
    w.diag("de-bw-062", "diag.missed", "Wie hoch ist der Jahresbeitrag im Segelclub?", "In den mir vorliegenden Dokumenten steht nicht, wie hoch der Jahresbeitrag des Segelclubs ist.", {"carshare": CARSHARE, "museum": AUDIO_GUIDE}, ("sailing",), "fix_retrieval"),
    w.diag("de-bw-063", "diag.correct_refusal", "Gibt es im Museumscafé vegane Gerichte?", "Aus den verfügbaren Informationen geht nicht hervor, ob das Museumscafé vegane Gerichte anbietet.", {"museum": AUDIO_GUIDE, "makerspace": MAKERSPACE}, (), "correct_refusal"),
    w.diag("de-bw-064", "diag.should_refuse", "Darf man mit den Teilwagen-Autos ins Ausland fahren?", "Ja, Mitglieder dürfen mit den Autos ins Ausland fahren, sofern sie sie innerhalb von 48 Stunden zurückbringen.", {"carshare": CARSHARE, "courier": COURIER}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
