"""German cases of fresh set bl: Skischule Alpenblick (Steinbach), the StadtRad Lindenau
bike-sharing scheme, guided tours at the Naturkundemuseum Auenfeld, Sprachschule Wortwerk
(Talheim), Hostel Zum Anker (Warnhafen), the Bauernmarkt am Lindenplatz, personal training at
Fitnessstudio Kraftwerk, Umzüge Schneider (Bergstadt), the children's summer camp Feriencamp
Erlensee and the ticket policy of the Stadttheater Bergheim."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

SKI_SCHOOL = (
    "Die Skischule Alpenblick in Steinbach bietet Gruppenkurse für Kinder von 5 bis 12 Jahren und Privatstunden für Erwachsene an. "
    "Eine Gruppenlektion dauert zwei Stunden und kostet 59 € pro Kind; in jeder Gruppe sind höchstens sechs Kinder. "
    "Skischulleiterin Anna Berger plant die Kurse, während Lukas Hofer für Buchungen und den Skiverleih zuständig ist. "
    "Für alle Kinder gilt Helmpflicht, die Helme werden kostenlos verliehen. "
    "Der Unterricht beginnt täglich außer dienstags um 9:30 Uhr und um 13:30 Uhr, und die Saison dauert vom 15. Dezember bis zum 30. März."
)

BIKE_SHARE = (
    "StadtRad Lindenau, das Fahrradverleihsystem der Stadt Lindenau, betreibt 1.200 Räder an 85 Stationen. "
    "Die Jahresmitgliedschaft kostet 60 €, für Studierende 30 €, und für Mitglieder sind die ersten 30 Minuten jeder Fahrt kostenlos. "
    "Danach kostet jede weitere halbe Stunde 1,50 €. "
    "Die Räder müssen an einer Station zurückgegeben werden; wer ein Rad anderswo abstellt, zahlt eine Gebühr von 25 €. "
    "Zwischen Mitternacht und 5 Uhr sind nur die 20 Stationen in der Innenstadt geöffnet."
)

MUSEUM_TOURS = (
    "Das Naturkundemuseum Auenfeld bietet jeden Samstag und Sonntag um 11 Uhr und um 15 Uhr Führungen durch den Dinosauriersaal an. "
    "Eine Führung dauert 45 Minuten und ist auf höchstens 15 Personen begrenzt. "
    "Sie kostet 4,50 € zusätzlich zum regulären Eintritt; Kinder unter 6 Jahren nehmen kostenlos teil. "
    "Teilnehmende sollen sich 10 Minuten vor Beginn der Führung am Infoschalter im Erdgeschoss einfinden. "
    "Die Führungen leitet Kurator Dr. Martin Vogel, und Museumsdirektorin Sabine Kraus leitet an jedem ersten Freitag im Monat eine besondere Abendführung."
)

LANGUAGE_SCHOOL = (
    "Die Sprachschule Wortwerk in Talheim unterrichtet Italienisch, Spanisch und Französisch in Abendkursen mit höchstens 10 Teilnehmenden. "
    "Ein zehnwöchiger Kurs mit zwei Unterrichtseinheiten zu je 90 Minuten pro Woche kostet 420 €. "
    "Vor der Anmeldung ist für jedes Niveau ein Einstufungstest Pflicht, außer für absolute Anfänger. "
    "Giulia Romano koordiniert den Italienischbereich, Pablo Ruiz den Spanischbereich. "
    "Jedes Frühjahr können Fortgeschrittene an einer einwöchigen Studienreise nach Rom teilnehmen, und wer mehr als drei Unterrichtseinheiten verpasst, erhält kein Zertifikat."
)

HOSTEL = (
    "Das Hostel Zum Anker in Warnhafen hat 64 Betten in Vier- und Achtbettzimmern sowie sechs private Doppelzimmer. "
    "Jedes Zimmer auf den drei Etagen des Hauses hat ein eigenes Bad, und zu jedem Bett gehört ein Schließfach; Vorhängeschlösser gibt es an der Rezeption für 4 €. "
    "Frühstück gibt es von 7 bis 10 Uhr, es kostet 8,50 €. "
    "Check-in ist ab 15 Uhr, Check-out bis 11 Uhr. "
    "Einige Schlafsäle sind nur für Frauen, und Gäste müssen mindestens 18 Jahre alt sein, es sei denn, sie reisen mit einem Elternteil."
)

FARMERS_MARKET = (
    "Der Bauernmarkt am Lindenplatz findet von April bis Oktober jeden Samstag von 7:30 bis 13 Uhr statt. "
    "Rund 40 Stände verkaufen Gemüse, Käse, Brot und Blumen, und mindestens die Hälfte der Ware jedes Standes muss von Höfen im Umkreis von 50 km stammen. "
    "Ein Stand kostet 30 € pro Tag, neue Händler zahlen einmalig eine Anmeldegebühr von 50 €. "
    "Marktleiterin Petra Lang vergibt die Standplätze, und Koch Jonas Weber zeigt um 10 Uhr eine Kochvorführung. "
    "Hunde sind an der Leine erlaubt, im Verpflegungszelt jedoch nicht."
)

PERSONAL_TRAINING = (
    "Im Fitnessstudio Kraftwerk dauert eine Personal-Training-Einheit 60 Minuten und kostet 75 €, ein Paket mit zehn Einheiten kostet 650 €. "
    "Neukunden erhalten einen kostenlosen 30-minütigen Eingangscheck bei Trainer Felix Brandt, der auch ihren Trainingsplan erstellt; Ernährungscoach Miriam Koch gibt Ernährungstipps. "
    "Einheiten können bis 24 Stunden vorher kostenlos abgesagt werden, spätere Absagen werden voll berechnet. "
    "Pakete gelten drei Monate ab der ersten Einheit. "
    "Die Trainer sind Montag bis Freitag von 6 bis 21 Uhr sowie samstagvormittags verfügbar."
)

MOVING_COMPANY = (
    "Umzüge Schneider übernimmt Umzüge im Umkreis von 30 km um Bergstadt. "
    "Ein Team aus zwei Möbelpackern mit einem Lkw von 7,5 Tonnen kostet 110 € pro Stunde, berechnet werden mindestens drei Stunden. "
    "Verpackungsmaterial ist inklusive, der Transport eines Klaviers kostet 250 € extra. "
    "Kundinnen und Kunden müssen mindestens zwei Wochen im Voraus buchen, und ein Termin kann einmal kostenlos verschoben werden. "
    "Disponent Stefan Wolf plant die Touren, seine Kollegin Julia Hahn bearbeitet Versicherungsschäden, die innerhalb von 7 Tagen nach dem Umzug gemeldet werden müssen."
)

SUMMER_CAMP = (
    "Das Feriencamp Erlensee am Ufer des Erlensees bietet im Juli und August zweiwöchige Durchgänge für Kinder von 8 bis 14 Jahren an. "
    "Ein Durchgang kostet 1.150 € inklusive Verpflegung, Geschwister erhalten 10 % Rabatt. "
    "Die Kinder schlafen in Hütten zu je acht. Jede Hütte hat eine eigene Betreuungsperson. "
    "Handys werden bei der Ankunft eingesammelt und am letzten Tag zurückgegeben, die Eltern dürfen aber zwischen 18 und 19 Uhr im Campbüro anrufen. "
    "Campleiterin Helga Sommer verantwortet das Programm, und Krankenpfleger Tim Becker ist rund um die Uhr vor Ort."
)

THEATRE_TICKETS = (
    "Das Stadttheater Bergheim verkauft Karten online und an der Theaterkasse, die dienstags bis samstags von 12 bis 18 Uhr geöffnet ist. "
    "Die Karten kosten je nach Platz zwischen 19 € und 79 €. "
    "Bis 48 Stunden vor der Vorstellung können Karten gegen eine Gebühr von 3 € in einen anderen Termin umgetauscht werden; erstattet werden sie nur, wenn die Vorstellung ausfällt. "
    "Zu spät Kommende werden nur in der Pause eingelassen. "
    "Studierende unter 26 Jahren zahlen für Karten, die am Tag der Vorstellung gekauft werden, den halben Preis."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-bl-001", "para.reorder", "Wie lange dauert eine Gruppenlektion in der Skischule Alpenblick und was kostet sie?", "Für 59 € pro Kind bekommt man eine Gruppenlektion von zwei Stunden.", SKI_SCHOOL, True),
    w.faith("de-bl-002", "para.passive", "Wer plant die Kurse der Skischule Alpenblick?", "Die Kurse werden von Skischulleiterin Anna Berger geplant.", SKI_SCHOOL, True),
    w.faith("de-bl-003", "para.synonym", "Was passiert, wenn ich ein StadtRad nicht an einer Station abstelle?", "Wer das Rad außerhalb einer Station parkt, muss ein Entgelt von 25 € bezahlen.", BIKE_SHARE, True),
    w.faith("de-bl-004", "para.nominal", "Wo und wann trifft man sich für die Dinosaurierführung?", "Treffpunkt ist der Infoschalter im Erdgeschoss, das Eintreffen ist 10 Minuten vor Beginn der Führung vorgesehen.", MUSEUM_TOURS, True),
    w.faith("de-bl-005", "para.capital", "Wohin geht die Studienreise der Fortgeschrittenen bei Wortwerk?", "Fortgeschrittene können jedes Frühjahr an einer einwöchigen Studienreise nach Italien teilnehmen.", LANGUAGE_SCHOOL, True),
    w.faith("de-bl-006", "para.pronoun", "Wer macht den kostenlosen Eingangscheck im Kraftwerk?", "Den macht Felix Brandt. Er erstellt auch den Trainingsplan.", PERSONAL_TRAINING, True),
    w.faith("de-bl-007", "para.relative", "Wie ist das mit dem Frühstück im Hostel Zum Anker?", "Das Frühstück, das 8,50 € kostet, gibt es zwischen 7 und 10 Uhr.", HOSTEL, True),
    w.faith("de-bl-008", "para.part", "Haben die Zimmer im ersten Stock des Hostels ein eigenes Bad?", "Ja, die Zimmer im ersten Stock haben ein eigenes Bad.", HOSTEL, True),
    w.faith("de-bl-009", "para.combine", "Wie sind die Kinder im Feriencamp Erlensee untergebracht?", "Die Kinder schlafen zu acht in einer Hütte, und jede Hütte hat ihre eigene Betreuungsperson.", SUMMER_CAMP, True),
    w.faith("de-bl-010", "fmt.number", "Wie viele Möbelpacker schickt Umzüge Schneider?", "Es kommt ein Team aus 2 Möbelpackern mit einem Lkw.", MOVING_COMPANY, True),
    w.faith("de-bl-011", "fmt.thousands", "Wie viele Räder hat StadtRad Lindenau?", "StadtRad Lindenau betreibt 1200 Räder an 85 Stationen.", BIKE_SHARE, True),
    w.faith("de-bl-012", "fmt.scale", "Wie groß ist der Lkw von Umzüge Schneider?", "Das Team kommt mit einem Lkw von 7.500 kg.", MOVING_COMPANY, True),
    w.faith("de-bl-013", "fmt.date", "Wann ist Saison in der Skischule Alpenblick?", "Die Saison dauert vom 15.12. bis zum 30.03.", SKI_SCHOOL, True),
    w.faith("de-bl-014", "fmt.time", "Wann dürfen Eltern im Feriencamp anrufen?", "Eltern dürfen zwischen sechs und sieben Uhr abends im Campbüro anrufen.", SUMMER_CAMP, True),
    w.faith("de-bl-015", "fmt.unit", "Wie regional muss die Ware auf dem Bauernmarkt sein?", "Mindestens die Hälfte der Ware jedes Standes muss von Höfen im Umkreis von 50 Kilometern stammen.", FARMERS_MARKET, True),
    w.faith("de-bl-016", "fmt.abbrev", "Wann kann ich im Kraftwerk mit einem Trainer trainieren?", "Mo.–Fr. von 6 bis 21 Uhr sowie Sa. vormittags.", PERSONAL_TRAINING, True),
    w.faith("de-bl-017", "fmt.currency", "Was kostet der Umtausch einer Karte im Stadttheater?", "Der Umtausch in einen anderen Termin kostet 3 Euro, wenn er spätestens 48 Stunden vor der Vorstellung erfolgt.", THEATRE_TICKETS, True),
    w.faith("de-bl-018", "fmt.range", "Wie viel kosten Karten im Stadttheater Bergheim?", "Die günstigsten Plätze kosten 19 €, die teuersten 79 €.", THEATRE_TICKETS, True),
    w.faith("de-bl-019", "fmt.period", "Wie früh muss ich bei Umzüge Schneider buchen?", "Sie müssen mindestens 14 Tage im Voraus buchen.", MOVING_COMPANY, True),
    w.faith("de-bl-020", "fmt.share", "Gibt es im Stadttheater eine Ermäßigung für Studierende?", "Ja, Studierende unter 26 Jahren bekommen auf Karten, die am Tag der Vorstellung gekauft werden, 50 % Ermäßigung.", THEATRE_TICKETS, True),
    w.faith("de-bl-021", "para.except", "An welchen Tagen gibt die Skischule Alpenblick Unterricht?", "Dienstags ist kein Unterricht; an allen anderen Tagen beginnt er um 9:30 Uhr und um 13:30 Uhr.", SKI_SCHOOL, True),
    w.faith("de-bl-022", "wrap.opener", "Wann ist der Bauernmarkt am Lindenplatz?", "Gute Frage! Der Markt findet von April bis Oktober jeden Samstag von 7:30 bis 13 Uhr statt.", FARMERS_MARKET, True),
    w.faith("de-bl-023", "wrap.closer", "Wann sind Check-in und Check-out im Hostel Zum Anker?", "Check-in ist ab 15 Uhr, Check-out bis 11 Uhr. Einen schönen Aufenthalt!", HOSTEL, True),
    w.faith("de-bl-024", "wrap.attribution", "Was kostet eine Mitgliedschaft bei StadtRad?", "Laut dem Dokument kostet die Jahresmitgliedschaft 60 €, für Studierende 30 €.", BIKE_SHARE, True),
    w.faith("de-bl-025", "wrap.hedge", "Wie lange dauert die Dinosaurierführung und wie viele dürfen mit?", "Ich glaube, eine Führung dauert 45 Minuten und ist auf 15 Personen begrenzt.", MUSEUM_TOURS, True),
    w.faith("de-bl-026", "wrap.question", "Was kostet ein Durchgang im Feriencamp Erlensee?", "Ein Durchgang kostet 1.150 € inklusive Verpflegung. Möchten Sie auch etwas über den Geschwisterrabatt erfahren?", SUMMER_CAMP, True),
    w.faith("de-bl-027", "value.number", "Wie viele Personen können an einer Dinosaurierführung teilnehmen?", "Eine Führung ist auf höchstens 25 Personen begrenzt.", MUSEUM_TOURS, False),
    w.faith("de-bl-028", "value.date", "Wann ist Saison in der Skischule Alpenblick?", "Die Saison dauert vom 15. Dezember bis zum 30. April.", SKI_SCHOOL, False),
    w.faith("de-bl-029", "value.time", "Wann ist die Kochvorführung auf dem Bauernmarkt?", "Koch Jonas Weber zeigt seine Kochvorführung um 11 Uhr.", FARMERS_MARKET, False),
    w.faith("de-bl-030", "value.unit", "Woher muss die Ware auf dem Bauernmarkt kommen?", "Mindestens die Hälfte der Ware jedes Standes muss von Höfen im Umkreis von 50 Meilen stammen.", FARMERS_MARKET, False),
    w.faith("de-bl-031", "value.currency", "Was kostet ein Paket mit zehn Personal-Training-Einheiten?", "Ein Paket mit zehn Einheiten kostet 650 US-Dollar.", PERSONAL_TRAINING, False),
    w.faith("de-bl-032", "role.swap", "Wer vergibt auf dem Bauernmarkt die Standplätze?", "Koch Jonas Weber vergibt die Standplätze, und Marktleiterin Petra Lang zeigt die Kochvorführung.", FARMERS_MARKET, False),
    w.faith("de-bl-033", "negation", "Ist bei Umzüge Schneider Verpackungsmaterial inklusive?", "Nein, Verpackungsmaterial ist nicht inklusive.", MOVING_COMPANY, False),
    w.faith("de-bl-034", "antonym", "Wie rechnet Umzüge Schneider ab?", "Das Team kostet 110 € pro Stunde, berechnet werden höchstens drei Stunden.", MOVING_COMPANY, False),
    w.faith("de-bl-035", "modality", "Welche Regeln gelten im Feriencamp für Handys?", "Handys werden bei der Ankunft eingesammelt, und die Eltern müssen zwischen 18 und 19 Uhr im Campbüro anrufen.", SUMMER_CAMP, False),
    w.faith("de-bl-036", "quantifier", "Gibt es im Hostel Zum Anker Schlafsäle nur für Frauen?", "Ja, alle Schlafsäle sind nur für Frauen.", HOSTEL, False),
    w.faith("de-bl-037", "value.except", "Wer muss bei Wortwerk einen Einstufungstest machen?", "Nur absolute Anfänger müssen einen Einstufungstest machen.", LANGUAGE_SCHOOL, False),
    w.faith("de-bl-038", "direction", "Wann soll ich für die Führung am Infoschalter sein?", "Sie sollten 10 Minuten nach Beginn der Führung am Infoschalter im Erdgeschoss sein.", MUSEUM_TOURS, False),
    w.faith("de-bl-039", "added.fact", "Was kostet ein zehnwöchiger Kurs bei Wortwerk?", "Ein zehnwöchiger Kurs kostet 420 €, die Lehrbücher sind im Preis enthalten.", LANGUAGE_SCHOOL, False),
    w.faith("de-bl-040", "added.entity", "Wer hilft im Kraftwerk bei der Ernährung?", "Ernährungscoach Miriam Koch gibt gemeinsam mit der Diätassistentin Laura Schmitt Ernährungstipps.", PERSONAL_TRAINING, False),
    w.faith("de-bl-041", "mixed", "Was kostet die Mitgliedschaft für Studierende, und wie lange ist eine Fahrt kostenlos?", "Studierende zahlen 30 € im Jahr, und die ersten 60 Minuten jeder Fahrt sind kostenlos.", BIKE_SHARE, False),
]

REFUSAL = [
    w.refusal("de-bl-042", "refusal.plain", "Bietet die Skischule Alpenblick auch Snowboardkurse an?", "Das weiß ich leider nicht.", SKI_SCHOOL, True),
    w.refusal("de-bl-043", "refusal.context", "Gibt es am Hostel Zum Anker Parkplätze?", "Im bereitgestellten Kontext steht nichts über Parkmöglichkeiten am Hostel Zum Anker.", HOSTEL, True),
    w.refusal("de-bl-044", "refusal.short", "Kann man auf dem Bauernmarkt mit Karte zahlen?", "Keine Ahnung.", FARMERS_MARKET, True),
    w.refusal("de-bl-045", "refusal.long", "Hat das Stadttheater Bergheim eine Garderobe?", "Vielen Dank für Ihre Frage, und es tut mir leid, dass ich Ihnen hier nicht weiterhelfen kann. Ich habe die mir vorliegenden Informationen zum Stadttheater Bergheim sorgfältig durchgesehen, aber darin steht nicht, ob es eine Garderobe gibt. Deshalb kann ich die Frage nicht beantworten. Am besten wenden Sie sich direkt an das Theater, dort kann man Ihnen sicher Auskunft geben.", THEATRE_TICKETS, True),
    w.refusal("de-bl-046", "refusal.hedged", "Was kostet eine einzelne Personal-Training-Einheit im Kraftwerk?", "Ganz sicher bin ich mir nicht, aber ich glaube, eine 60-minütige Einheit kostet 75 €.", PERSONAL_TRAINING, False),
    w.refusal("de-bl-047", "refusal.partial", "Was kostet bei Umzüge Schneider der Transport eines Klaviers, und kann man dort Möbel einlagern?", "Der Transport eines Klaviers kostet 250 € extra. Zur Einlagerung habe ich leider keine Informationen.", MOVING_COMPANY, False),
]

CORRECTNESS = [
    w.correct("de-bl-048", "correct.wordy", "Um wie viel Uhr beginnen die Gruppenkurse der Skischule Alpenblick?", "Danke für die Frage! In der Skischule Alpenblick gibt es an jedem Unterrichtstag zwei Kurszeiten: Der Vormittagskurs beginnt um 9:30 Uhr und der Nachmittagskurs um 13:30 Uhr, sodass Sie sich die Zeit aussuchen können, die besser in Ihren Tag passt.", "Die Gruppenkurse beginnen um 9:30 Uhr und um 13:30 Uhr.", True),
    w.correct("de-bl-049", "correct.short", "Was kostet die Jahresmitgliedschaft bei StadtRad für Studierende?", "30 €.", "Die Jahresmitgliedschaft kostet für Studierende 30 €.", True),
    w.correct("de-bl-050", "correct.format", "Wie lange dauert ein Durchgang im Feriencamp Erlensee?", "14 Tage.", "Ein Durchgang dauert zwei Wochen.", True),
    w.correct("de-bl-051", "wrong.value", "Innerhalb welcher Frist müssen Versicherungsschäden bei Umzüge Schneider gemeldet werden?", "Innerhalb von 30 Tagen nach dem Umzug.", "Versicherungsschäden müssen innerhalb von 7 Tagen nach dem Umzug gemeldet werden.", False),
    w.correct("de-bl-052", "wrong.echo", "Welche Sprachen unterrichtet Wortwerk in den Abendkursen?", "In den Abendkursen unterrichtet Wortwerk Englisch und Russisch.", "Wortwerk unterrichtet Italienisch, Spanisch und Französisch.", False),
    w.correct("de-bl-053", "wrong.role", "Welche Aufgaben haben Helga Sommer und Tim Becker im Feriencamp Erlensee?", "Helga Sommer ist die Krankenpflegerin des Camps, und Tim Becker leitet das Camp.", "Helga Sommer ist die Campleiterin, und Tim Becker ist der Krankenpfleger.", False),
]

RELEVANCY = [
    w.relevant("de-bl-054", "relevant.direct", "Was kostet die Dinosaurierführung im Naturkundemuseum Auenfeld?", "Die Führung kostet 4,50 € zusätzlich zum Eintritt; Kinder unter 6 Jahren sind frei.", MUSEUM_TOURS, True),
    w.relevant("de-bl-055", "relevant.yesno", "Kann ich meinen Umzugstermin bei Umzüge Schneider verschieben?", "Ja, Sie können den Termin einmal kostenlos verschieben.", MOVING_COMPANY, True),
    w.relevant("de-bl-056", "offtopic.true", "Wie lange ist ein Zehnerpaket im Kraftwerk gültig?", "Ernährungscoach Miriam Koch gibt den Kundinnen und Kunden Ernährungstipps.", PERSONAL_TRAINING, False),
    w.relevant("de-bl-057", "offtopic.other", "Was passiert, wenn ich ein StadtRad nicht an einer Station zurückgebe?", "Zum Ausleihen scannen Sie einfach mit der StadtRad-App den QR-Code am Lenker.", BIKE_SHARE, False),
]

DIAGNOSIS = [
    w.diag("de-bl-058", "diag.pass", "Was kostet ein Vorhängeschloss im Hostel Zum Anker?", "Vorhängeschlösser bekommen Sie an der Rezeption für 4 €.", {"hostel": HOSTEL, "farmers-market": FARMERS_MARKET}, ("hostel",), "pass"),
    w.diag("de-bl-059", "diag.offtopic", "Für welches Alter sind die Gruppenkurse der Skischule Alpenblick?", "Lukas Hofer ist in der Skischule Alpenblick für Buchungen und den Skiverleih zuständig.", {"ski-school": SKI_SCHOOL, "summer-camp": SUMMER_CAMP}, ("ski-school",), "fix_generation"),
    w.diag("de-bl-060", "diag.unfaithful", "Wann werden Zuspätkommende im Stadttheater Bergheim eingelassen?", "Wer zu spät kommt, kann während des ersten Akts jederzeit seinen Platz einnehmen.", {"theatre": THEATRE_TICKETS, "museum": MUSEUM_TOURS}, ("theatre",), "fix_generation"),
    w.diag("de-bl-061", "diag.refused", "Bis wann kann ich eine Personal-Training-Einheit im Kraftwerk kostenlos absagen?", "Tut mir leid, zu Absagen habe ich keine Informationen gefunden.", {"gym": PERSONAL_TRAINING, "moving": MOVING_COMPANY}, ("gym",), "fix_generation"),
    w.diag("de-bl-062", "diag.missed", "Wie viele Teilnehmende hat ein Abendkurs bei Wortwerk?", "In den mir vorliegenden Dokumenten steht nichts über die Kursgröße bei Wortwerk.", {"bike-share": BIKE_SHARE, "hostel": HOSTEL}, ("language-school",), "fix_retrieval"),
    w.diag("de-bl-063", "diag.correct_refusal", "Gibt es auf dem Bauernmarkt am Lindenplatz öffentliche Toiletten?", "Die vorliegenden Informationen erwähnen keine Toiletten auf dem Markt, daher kann ich das nicht sagen.", {"farmers-market": FARMERS_MARKET, "museum": MUSEUM_TOURS}, (), "correct_refusal"),
    w.diag("de-bl-064", "diag.should_refuse", "Fährt ein Bus von der Stadt zum Feriencamp Erlensee?", "Ja, jeden Sonntag um 10 Uhr fährt ein Campbus ab dem Hauptbahnhof.", {"summer-camp": SUMMER_CAMP, "theatre": THEATRE_TICKETS}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
