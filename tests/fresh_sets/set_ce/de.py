"""German cases of fresh set ce. Scenarios: Tennisakademie Rheinblick in Mainz, Impfpraxis am
Lindenplatz in Kassel, Gebrauchtwagenhaus Brenner in Bielefeld, the RadNetz Ulm bike-share,
Pension Dünenrose on Juist, Musikschule Klangwerk in Regensburg, Gemeinschaftsgarten Lindenhof
in Leipzig, the ferry to the Inselzoo Möwenwerder, Escape Room Fluchtpunkt in Köln and the
print shop Papierwerk in Hannover."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

TENNIS = (
    "Die Tennisakademie Rheinblick in Mainz bietet montags und donnerstags von 15:30 bis 17:00 Uhr Jugendkurse für Kinder von 8 bis 15 Jahren an. "
    "Cheftrainer Jonas Albrecht betreut die Leistungsgruppe, während Co-Trainerin Lena Vogt die Anfängergruppen leitet. "
    "Ein Jugendkurs über zwölf Wochen kostet 240 €, Geschwister erhalten 15 % Rabatt auf die zweite Anmeldung. "
    "Die Akademie verfügt über sieben Plätze, von denen drei in der Halle liegen und von 7 bis 22 Uhr gebucht werden können. "
    "Auf den Hallenplätzen sind Schuhe mit abriebfreier Sohle Pflicht, Schläger können kostenlos ausgeliehen werden."
)

CLINIC = (
    "Die Impfpraxis am Lindenplatz in Kassel ist täglich außer mittwochs von 7:30 bis 18:00 Uhr geöffnet. "
    "Die Grippeimpfung ist für Personen ab 60 Jahren kostenlos und kostet für alle anderen 25 €. "
    "Reiseimpfungen, etwa gegen Gelbfieber, müssen mindestens fünf Tage im Voraus gebucht werden, die Grippeimpfung gibt es dagegen ohne Termin. "
    "Die medizinische Fachangestellte Sabine Roth leitet die Reiseberatung, und der Arzt Dr. Mehmet Yilmaz prüft vor jeder Impfung den Impfpass. "
    "Nach jeder Impfung müssen die Patienten 15 Minuten im Wartebereich bleiben."
)

CARS = (
    "Das Gebrauchtwagenhaus Brenner in Bielefeld hat derzeit 38 Fahrzeuge im Angebot. "
    "Jedes Fahrzeug, das älter als vier Jahre ist, durchläuft vor dem Verkauf einen Check mit 100 Prüfpunkten, und zu jedem Kauf gibt es zwölf Monate Garantie auf Motor und Getriebe. "
    "Ein VW Golf aus dem Jahr 2018 mit 74.000 Kilometern Laufleistung kostet 13.900 €. "
    "Käufer können ein Auto innerhalb von 14 Tagen zurückgeben, sofern es weniger als 500 Kilometer gefahren wurde. "
    "Verkaufsleiterin Petra Hahn verhandelt die Inzahlungnahmen, und Kfz-Mechaniker Stefan Kühn führt die Prüfungen durch."
)

BIKES = (
    "Das Leihradsystem RadNetz Ulm betreibt 900 Räder an 60 Stationen. "
    "Eine Einzelfahrt kostet 1 € für die ersten 20 Minuten und danach 0,50 € für jede weiteren 10 Minuten. "
    "Das Jahresabo kostet 60 € und umfasst beliebig viele Fahrten von jeweils bis zu 30 Minuten. "
    "Ein Viertel der Flotte sind Pedelecs, deren Motor bis 25 km/h unterstützt. "
    "Nutzer müssen mindestens 14 Jahre alt sein, und die Räder müssen bis 23 Uhr an einer Station zurückgegeben werden."
)

GUESTHOUSE = (
    "Die Pension Dünenrose auf der Insel Juist ist ein Familienbetrieb mit neun Zimmern, von denen vier Meerblick haben. "
    "Der Check-in ist zwischen 14 und 19 Uhr möglich, der Check-out bis 10 Uhr. "
    "Ein Doppelzimmer kostet 110 € pro Nacht inklusive Frühstück, das von 7:30 bis 10:00 Uhr im Wintergarten serviert wird. "
    "Die Inhaber Heike und Jens Janssen öffnen die Pension von Ostern bis Ende Oktober und schließen sie in der übrigen Zeit. "
    "Hunde sind nur in den beiden Zimmern im Erdgeschoss erlaubt und kosten 12 € pro Nacht extra."
)

MUSIC = (
    "Die Musikschule Klangwerk in Regensburg unterrichtet Klavier, Cello und Schlagzeug für Kinder ab sieben Jahren. "
    "Eine 45-minütige Einzelstunde kostet 32 €, abgerechnet wird in Blöcken zu zehn Stunden. "
    "Die Cellolehrerin Anna Berger leitet das Jugendorchester der Schule, das jeden Freitag von 17:00 bis 19:00 Uhr probt. "
    "Am 21. September 2025 tritt das Orchester im Musikverein in Wien auf. "
    "Wer eine Stunde verlegen möchte, muss mindestens 48 Stunden vorher absagen."
)

GARDEN = (
    "Der Gemeinschaftsgarten Lindenhof in Leipzig hat 28 Beete, jedes 2 m breit und 6 m lang. "
    "Ein Beet kostet 35 € Pacht im Jahr, auf der Warteliste stehen rund 40 Haushalte. "
    "Mitglieder müssen mindestens drei Stunden im Monat bei Gemeinschaftsarbeiten wie dem Jäten der Wege und dem Umsetzen des Komposts helfen. "
    "Gartensprecherin Ursula Brandt vergibt die Beete, und Kassenwart Felix Neumann sammelt die Pacht jedes Jahr im April ein. "
    "Von Juni bis August darf nur vor 8 Uhr oder nach 19 Uhr mit dem Schlauch gegossen werden."
)

FERRY = (
    "Die Fähre zum Inselzoo Möwenwerder legt von April bis Oktober täglich um 9:00, 11:30 und 14:00 Uhr im Hafen Seedorf ab. "
    "Die Überfahrt dauert 25 Minuten und ist 9 Kilometer lang. "
    "Hin- und Rückfahrt kosten 16 € für Erwachsene und 8 € für Kinder von 4 bis 14 Jahren; Kinder unter 4 Jahren fahren kostenlos. "
    "Die letzte Fähre von der Insel zurück nach Seedorf legt um 17:30 Uhr ab. "
    "Der Zoo mit rund 350 Tieren, darunter eine Gruppe Humboldtpinguine, wird vom Verein Inselnatur e. V. betrieben."
)

ESCAPE = (
    "Der Escape Room Fluchtpunkt in Köln bietet drei Themenräume an: „Das Labor“, „Die Gruft“ und „Der Tresor“. "
    "Ein Spiel dauert 75 Minuten und ist für Gruppen von 3 bis 7 Personen ausgelegt. "
    "Der Preis beträgt montags bis donnerstags 22 € pro Person und von Freitag bis Sonntag 27 € pro Person. "
    "Spieler unter 16 Jahren müssen von einem Erwachsenen begleitet werden, der selbst mitspielt. "
    "Spielleiter Kai Lorenz gibt pro Spiel höchstens vier Hinweise, und Teams, die in weniger als 50 Minuten entkommen, kommen auf die Bestenliste."
)

PRINT = (
    "Die Druckerei Papierwerk in Hannover druckt Visitenkarten, Flyer und Plakate. "
    "500 Visitenkarten kosten 39,90 €, und Aufträge, die bis 12 Uhr eingehen, sind am selben Tag fertig. "
    "Plakate werden bis zum Format A1 gedruckt, und alle Preise verstehen sich inklusive Mehrwertsteuer. "
    "Inhaberin Miriam Scholz gestaltet die Entwürfe, ihr Geschäftspartner Tobias Wendt bedient die Druckmaschinen. "
    "Schüler und Studierende mit gültigem Ausweis erhalten 10 % Rabatt auf alle Aufträge außer Visitenkarten."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-ce-001", "para.reorder", "Wann finden die Jugendkurse statt?", "Montags und donnerstags von 15:30 bis 17:00 Uhr finden die Jugendkurse für Kinder von 8 bis 15 Jahren statt.", TENNIS, True),
    w.faith("de-ce-002", "para.passive", "Wer führt bei Brenner die Prüfungen durch?", "Die Prüfungen werden von Kfz-Mechaniker Stefan Kühn durchgeführt.", CARS, True),
    w.faith("de-ce-003", "para.synonym", "Wie lange muss man nach der Impfung warten?", "Im Anschluss an eine Impfung müssen Patienten 15 Minuten im Wartebereich verweilen.", CLINIC, True),
    w.faith("de-ce-004", "para.nominal", "Wann wird die Pacht eingesammelt?", "Das Einsammeln der Pacht erfolgt jedes Jahr im April durch Kassenwart Felix Neumann.", GARDEN, True),
    w.faith("de-ce-005", "para.capital", "Wo tritt das Jugendorchester auf?", "Das Orchester spielt am 21. September 2025 im Musikverein in der österreichischen Hauptstadt.", MUSIC, True),
    w.faith("de-ce-006", "para.pronoun", "Wem gehört die Pension Dünenrose, und wann ist sie geöffnet?", "Sie gehört Heike und Jens Janssen. Die beiden öffnen sie von Ostern bis Ende Oktober und schließen sie in der übrigen Zeit.", GUESTHOUSE, True),
    w.faith("de-ce-007", "para.relative", "Wer betreibt den Inselzoo?", "Der Zoo, in dem rund 350 Tiere leben, darunter eine Gruppe Humboldtpinguine, wird vom Verein Inselnatur e. V. betrieben.", FERRY, True),
    w.faith("de-ce-008", "para.part", "Gibt es bei Fluchtpunkt einen Raum namens „Die Gruft“?", "Ja, „Die Gruft“ ist einer der Themenräume von Fluchtpunkt.", ESCAPE, True),
    w.faith("de-ce-009", "para.combine", "Was kostet der Jugendkurs?", "Der Jugendkurs, der montags und donnerstags stattfindet, kostet für zwölf Wochen 240 €.", TENNIS, True),
    w.faith("de-ce-010", "fmt.number", "Wie viele Zimmer hat die Pension?", "Die Pension hat 9 Zimmer, 4 davon mit Meerblick.", GUESTHOUSE, True),
    w.faith("de-ce-011", "fmt.thousands", "Wie viele Kilometer hat der Golf von 2018 gelaufen?", "Der Golf hat eine Laufleistung von 74000 Kilometern und kostet 13900 €.", CARS, True),
    w.faith("de-ce-012", "fmt.scale", "Wie lang ist die Überfahrt?", "Die Überfahrt ist 9.000 Meter lang und dauert 25 Minuten.", FERRY, True),
    w.faith("de-ce-013", "fmt.date", "Wann ist das Konzert in Wien?", "Das Konzert findet am 21.09.2025 im Musikverein statt.", MUSIC, True),
    w.faith("de-ce-014", "fmt.time", "Wann kann man ein- und auschecken?", "Einchecken kann man zwischen zwei Uhr nachmittags und sieben Uhr abends, auschecken bis zehn Uhr vormittags.", GUESTHOUSE, True),
    w.faith("de-ce-015", "fmt.unit", "Bis zu welcher Geschwindigkeit unterstützt der Motor der Pedelecs?", "Der Motor unterstützt bis 25 Kilometer pro Stunde.", BIKES, True),
    w.faith("de-ce-016", "fmt.abbrev", "Was kosten 500 Visitenkarten?", "500 Visitenkarten kosten 39,90 € inkl. MwSt.", PRINT, True),
    w.faith("de-ce-017", "fmt.currency", "Was kostet ein Spiel von Freitag bis Sonntag pro Person?", "Von Freitag bis Sonntag zahlt man 27 Euro pro Person.", ESCAPE, True),
    w.faith("de-ce-018", "fmt.range", "Wie viele Personen können bei einem Spiel mitmachen?", "Ein Spiel ist für mindestens 3 und höchstens 7 Personen ausgelegt.", ESCAPE, True),
    w.faith("de-ce-019", "fmt.period", "Wie lange kann man ein Auto zurückgeben?", "Innerhalb von zwei Wochen, sofern es weniger als 500 Kilometer gefahren wurde.", CARS, True),
    w.faith("de-ce-020", "fmt.share", "Wie groß ist der Anteil der Pedelecs an der Flotte?", "25 % der Flotte sind Pedelecs.", BIKES, True),
    w.faith("de-ce-021", "para.except", "An welchen Tagen hat die Impfpraxis geöffnet?", "Mittwochs ist die Praxis geschlossen, an allen anderen Tagen ist sie von 7:30 bis 18:00 Uhr geöffnet.", CLINIC, True),
    w.faith("de-ce-022", "wrap.opener", "Was kostet ein Beet im Gemeinschaftsgarten?", "Gute Frage! Ein Beet kostet 35 € Pacht im Jahr.", GARDEN, True),
    w.faith("de-ce-023", "wrap.closer", "Was kostet die Fähre für ein Kind?", "Kinder von 4 bis 14 Jahren zahlen 8 € für Hin- und Rückfahrt, Kinder unter 4 fahren kostenlos. Viel Spaß im Zoo!", FERRY, True),
    w.faith("de-ce-024", "wrap.attribution", "Was kostet eine Einzelstunde?", "Laut dem Dokument kostet eine 45-minütige Einzelstunde 32 €, abgerechnet wird in Blöcken zu zehn Stunden.", MUSIC, True),
    w.faith("de-ce-025", "wrap.hedge", "Kann man an der Akademie Schläger ausleihen?", "Ich glaube schon – Schläger werden dort kostenlos verliehen.", TENNIS, True),
    w.faith("de-ce-026", "wrap.question", "Darf ich meinen Hund mitbringen?", "Ja, allerdings nur in den beiden Zimmern im Erdgeschoss, für 12 € pro Nacht extra. Soll ich Ihnen auch die Check-in-Zeiten nennen?", GUESTHOUSE, True),
    w.faith("de-ce-027", "value.number", "Wie viele Beete hat der Garten?", "Der Gemeinschaftsgarten Lindenhof hat 32 Beete.", GARDEN, False),
    w.faith("de-ce-028", "value.date", "Wann tritt das Orchester in Wien auf?", "Das Orchester tritt am 12. September 2025 im Musikverein auf.", MUSIC, False),
    w.faith("de-ce-029", "value.time", "Wann fährt die letzte Fähre von der Insel zurück?", "Die letzte Fähre zurück nach Seedorf legt um 18:30 Uhr ab.", FERRY, False),
    w.faith("de-ce-030", "value.unit", "Bis zu welchem Tempo unterstützt der Pedelec-Motor?", "Der Motor unterstützt bis 25 Meilen pro Stunde.", BIKES, False),
    w.faith("de-ce-031", "value.currency", "Was kostet ein Jugendkurs?", "Ein zwölfwöchiger Jugendkurs kostet 420 €.", TENNIS, False),
    w.faith("de-ce-032", "role.swap", "Wer gestaltet bei Papierwerk die Entwürfe?", "Tobias Wendt gestaltet die Entwürfe, und Miriam Scholz bedient die Druckmaschinen.", PRINT, False),
    w.faith("de-ce-033", "negation", "Brauche ich für die Grippeimpfung einen Termin?", "Ja, die Grippeimpfung gibt es nicht ohne Termin.", CLINIC, False),
    w.faith("de-ce-034", "antonym", "Wo sind Schuhe mit abriebfreier Sohle Pflicht?", "Auf den Außenplätzen sind Schuhe mit abriebfreier Sohle Pflicht.", TENNIS, False),
    w.faith("de-ce-035", "modality", "Müssen Spieler unter 16 begleitet werden?", "Spieler unter 16 können sich von einem Erwachsenen begleiten lassen, müssen es aber nicht.", ESCAPE, False),
    w.faith("de-ce-036", "quantifier", "Haben die Zimmer der Pension Meerblick?", "Ja, alle neun Zimmer haben Meerblick.", GUESTHOUSE, False),
    w.faith("de-ce-037", "value.except", "Bekommen Studierende bei Papierwerk Rabatt?", "Ja, mit gültigem Ausweis gibt es 10 % auf alle Aufträge, auch auf Visitenkarten.", PRINT, False),
    w.faith("de-ce-038", "direction", "Kann ich ein gekauftes Auto zurückgeben?", "Ja, innerhalb von 14 Tagen, sofern es mehr als 500 Kilometer gefahren wurde.", CARS, False),
    w.faith("de-ce-039", "added.fact", "Was kostet das Jahresabo?", "Das Jahresabo kostet 60 €, umfasst beliebig viele Fahrten von bis zu 30 Minuten und enthält einen kostenlosen Fahrradhelm.", BIKES, False),
    w.faith("de-ce-040", "added.entity", "Wer leitet die Reiseberatung?", "Die Reiseberatung leitet Sabine Roth gemeinsam mit Dr. Claudia Weiß vom Gesundheitsamt Kassel.", CLINIC, False),
    w.faith("de-ce-041", "mixed", "Gibt es bei Brenner eine Garantie?", "Ja, zu jedem Kauf gibt es zwölf Monate Garantie auf Motor und Getriebe, und der erste Ölwechsel ist kostenlos.", CARS, False),
]

REFUSAL = [
    w.refusal("de-ce-042", "refusal.plain", "Gibt es an der Tennisakademie Parkplätze?", "Ich weiß nicht, ob es an der Akademie Parkplätze gibt.", TENNIS, True),
    w.refusal("de-ce-043", "refusal.context", "Bietet die Praxis auch Corona-Impfungen an?", "Im vorliegenden Kontext werden Corona-Impfungen nicht erwähnt, daher kann ich das nicht beantworten.", CLINIC, True),
    w.refusal("de-ce-044", "refusal.short", "Gibt es WLAN auf den Zimmern?", "Weiß ich leider nicht.", GUESTHOUSE, True),
    w.refusal("de-ce-045", "refusal.long", "Darf man Getränke mit in den Raum nehmen?", "Vielen Dank für Ihre Frage. Leider enthalten die Informationen, die mir zum Escape Room Fluchtpunkt vorliegen, nur Angaben zu den Themenräumen, zur Spieldauer, zur Gruppengröße, zu den Preisen, zur Begleitpflicht für Jugendliche und zu den Hinweisen. Ob Getränke mitgenommen werden dürfen, geht daraus nicht hervor, deshalb kann ich Ihnen das leider nicht sagen. Am besten fragen Sie direkt vor Ort nach.", ESCAPE, True),
    w.refusal("de-ce-046", "refusal.hedged", "Wie lange dauert die Überfahrt zum Zoo?", "Ganz sicher bin ich mir nicht, aber es sieht so aus, als dauere die Überfahrt 25 Minuten.", FERRY, False),
    w.refusal("de-ce-047", "refusal.partial", "Was kosten Visitenkarten, und wird auch geliefert?", "500 Visitenkarten kosten 39,90 €. Ob geliefert wird, geht aus den Informationen nicht hervor.", PRINT, False),
]

CORRECTNESS = [
    w.correct("de-ce-048", "correct.wordy", "Wann probt das Jugendorchester?", "Danke für die Frage! Das Jugendorchester kommt Woche für Woche immer freitags zur Probe zusammen, und zwar von fünf Uhr nachmittags bis sieben Uhr abends, sodass sich die Mitglieder diese Zeit am Freitag freihalten sollten.", "Das Jugendorchester probt jeden Freitag von 17 bis 19 Uhr.", True),
    w.correct("de-ce-049", "correct.short", "Wer vergibt die Beete?", "Ursula Brandt.", "Die Beete vergibt die Gartensprecherin Ursula Brandt.", True),
    w.correct("de-ce-050", "correct.format", "Was kostet eine Einzelfahrt für die ersten 20 Minuten?", "Einen Euro für die ersten zwanzig Minuten.", "Eine Einzelfahrt kostet 1 € für die ersten 20 Minuten.", True),
    w.correct("de-ce-051", "wrong.value", "Wie viele Fahrzeuge hat Brenner im Angebot?", "Brenner hat derzeit 83 Fahrzeuge im Angebot.", "Das Gebrauchtwagenhaus Brenner hat derzeit 38 Fahrzeuge im Angebot.", False),
    w.correct("de-ce-052", "wrong.echo", "Wer gibt während des Spiels die Hinweise?", "Während des Spiels gibt der Teamkapitän die Hinweise.", "Spielleiter Kai Lorenz gibt pro Spiel höchstens vier Hinweise.", False),
    w.correct("de-ce-053", "wrong.role", "Wer leitet die Reiseberatung, und wer prüft den Impfpass?", "Dr. Mehmet Yilmaz leitet die Reiseberatung, und Sabine Roth prüft den Impfpass.", "Sabine Roth leitet die Reiseberatung, und Dr. Mehmet Yilmaz prüft den Impfpass.", False),
]

RELEVANCY = [
    w.relevant("de-ce-054", "relevant.direct", "Wie lange dauert die Überfahrt zum Inselzoo?", "Die Überfahrt dauert 25 Minuten.", FERRY, True),
    w.relevant("de-ce-055", "relevant.yesno", "Ist das Frühstück im Zimmerpreis enthalten?", "Ja, im Doppelzimmerpreis von 110 € pro Nacht ist das Frühstück inbegriffen.", GUESTHOUSE, True),
    w.relevant("de-ce-056", "offtopic.true", "Was kostet der Jugendkurs?", "Die Akademie hat sieben Plätze, drei davon in der Halle.", TENNIS, False),
    w.relevant("de-ce-057", "offtopic.other", "Sind Aufträge am selben Tag fertig?", "Inhaberin Miriam Scholz gestaltet die Entwürfe.", PRINT, False),
]

DIAGNOSIS = [
    w.diag("de-ce-058", "diag.pass", "Wann darf im Sommer mit dem Schlauch gegossen werden?", "Von Juni bis August darf man nur vor 8 Uhr oder nach 19 Uhr mit dem Schlauch gießen.", {"garden": GARDEN, "print": PRINT}, ("garden",), "pass"),
    w.diag("de-ce-059", "diag.offtopic", "Was kostet ein Spiel am Dienstag pro Person?", "Fluchtpunkt hat drei Themenräume: „Das Labor“, „Die Gruft“ und „Der Tresor“.", {"escape": ESCAPE, "music": MUSIC}, ("escape",), "fix_generation"),
    w.diag("de-ce-060", "diag.unfaithful", "Ab welchem Alter darf man RadNetz nutzen?", "Nutzer müssen mindestens 18 Jahre alt sein.", {"bikes": BIKES, "cars": CARS}, ("bikes",), "fix_generation"),
    w.diag("de-ce-061", "diag.refused", "Wann gibt es in der Pension Dünenrose Frühstück?", "Tut mir leid, zu den Frühstückszeiten habe ich keine Informationen gefunden.", {"guesthouse": GUESTHOUSE, "ferry": FERRY}, ("guesthouse",), "fix_generation"),
    w.diag("de-ce-062", "diag.missed", "Wie lange muss man nach einer Impfung warten?", "In meinen Unterlagen steht nicht, wie lange man nach einer Impfung warten muss.", {"tennis": TENNIS, "music": MUSIC}, ("clinic",), "fix_retrieval"),
    w.diag("de-ce-063", "diag.correct_refusal", "Bietet Brenner eine Finanzierung an?", "Den vorliegenden Informationen ist nicht zu entnehmen, ob Brenner eine Finanzierung anbietet.", {"cars": CARS, "bikes": BIKES}, (), "correct_refusal"),
    w.diag("de-ce-064", "diag.should_refuse", "Wie viele Parkplätze gibt es am Hafen Seedorf?", "Am Hafen Seedorf gibt es 120 Parkplätze.", {"ferry": FERRY, "garden": GARDEN}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
