"""Fresh set cg, German: a puppet theatre, a school climbing wall, a wedding venue, a ski
lift pass office, a bicycle repair cafe, a nature reserve guided walk, a public sauna, a
language school, a ferry car deck booking and a street-food market."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

PUPPET = (
    "Das Puppentheater Fadenwerk unter der Leitung von Ilse Brandt zeigt seine Marionettenstücke in einem umgebauten Straßenbahndepot in der Kastanienstraße. "
    "Die Nachmittagsvorstellungen am Wochenende beginnen um 15 Uhr und dauern 50 Minuten, einschließlich einer Pause von 10 Minuten. "
    "Karten kosten 11,50 € für Erwachsene und 7 € für Kinder unter 12 Jahren; Kinder unter 2 Jahren sitzen auf dem Schoß kostenlos. "
    "Der Saal bietet höchstens 110 Plätze. "
    "Gespielt wird täglich außer montags, denn montags proben die Puppenspieler. "
    "Die Werkstatt zum Puppenbauen für Kinder von 8 bis 14 Jahren leitet der Holzschnitzer Jonas Keller jeweils am ersten Samstag im Monat."
)

CLIMB = (
    "Die Kletterwand in der Sporthalle des Gymnasiums am Lindenberg ist 8,5 Meter hoch und hat 15 Toprope-Routen. "
    "Schülerinnen und Schüler dürfen nur in betreuten Stunden klettern, und zwar dienstags und donnerstags von 14:30 bis 16:00 Uhr. "
    "Alle müssen einen Klettergurt und einen Helm tragen, ein Chalkbag ist dagegen freiwillig. "
    "Die Stunden betreut die Sportlehrerin Katrin Vogt, die einen staatlichen Trainerschein im Klettern besitzt; ihr Assistent Timo Berger sichert die Anfänger. "
    "Die Mitgliedschaft für ein Halbjahr kostet 30 € und umfasst 12 Termine, und Fünftklässler brauchen vor dem ersten Klettern eine unterschriebene Einverständniserklärung der Eltern."
)

WEDDING = (
    "Gut Rosenhain, eine Hochzeitslocation im Besitz von Anna und Felix Hartmann, bietet Platz für bis zu 160 Gäste beim gesetzten Essen und 230 Gäste bei einem Stehempfang. "
    "Die Miete für einen Samstag kostet 2025 5.900 €, für einen Freitag oder Sonntag 4.200 €. "
    "Bei der Buchung ist eine Anzahlung von 30 % fällig, der Restbetrag muss 6 Wochen vor der Hochzeit bezahlt sein. "
    "Die Musik muss um 23:30 Uhr enden, und alle Gäste müssen das Gelände bis 0:30 Uhr verlassen. "
    "Brautpaare dürfen einen eigenen Caterer mitbringen, allerdings nur einen der vier Betriebe auf der Liste des Guts."
)

SKI = (
    "Die Skipasskasse der Bergbahnen Hochalm ist während der Saison täglich von 8:00 bis 16:30 Uhr geöffnet; die Saison dauert vom 14. Dezember bis zum 30. März. "
    "Ein Tagesskipass für Erwachsene kostet 54 €, ein Sechstagespass für Erwachsene 265 €. "
    "Kinder von 6 bis 15 Jahren zahlen die Hälfte des Erwachsenenpreises, Kinder unter 6 Jahren fahren in Begleitung eines zahlenden Erwachsenen gratis. "
    "Ein verlorener Skipass kann gegen Vorlage des Originalbelegs ein einziges Mal ersetzt werden, die Gebühr beträgt 5 €. "
    "Kassenleiter Stefan Gruber darf nicht genutzte Tage nur dann erstatten, wenn die Lifte wegen Sturm stillstehen."
)

BIKE = (
    "Das Reparaturcafé Kette & Kaffee trifft sich an jedem zweiten Sonntag im Monat von 10 bis 13 Uhr im Gemeindesaal der Lukaskirche. "
    "Der pensionierte Ingenieur Manfred Lehmann leitet die ehrenamtlichen Mechaniker, die den Besuchern zeigen, wie sie ihr Rad selbst reparieren, statt es für sie zu reparieren. "
    "Die Hilfe ist kostenlos, Ersatzteile werden zum Selbstkostenpreis verkauft, und ein Schlauch kostet 5 €. "
    "Jeder Besucher kann einen Montageständer für höchstens 45 Minuten reservieren. "
    "Kaffee und Kuchen gibt es gegen eine empfohlene Spende von 2 €, und E-Bikes werden nicht angenommen, weil der Saal keine sichere Lademöglichkeit hat."
)

RESERVE = (
    "Die Führungen durch das Naturschutzgebiet Moorwiesen am Eschensee starten von April bis September jeden Samstag um 7 Uhr am Besucherzentrum. "
    "Die Strecke ist 5,5 Kilometer lang und dauert rund 3 Stunden, mit zwei Halten an Vogelbeobachtungshütten. "
    "Eine Gruppe umfasst höchstens 14 Personen, und die Plätze müssen mindestens 48 Stunden im Voraus gebucht werden. "
    "Die Gruppe führt die Rangerin Sabine Roth, während der Ehrenamtliche Paul Wendt am Ende der Gruppe geht. "
    "Hunde sind nicht erlaubt, ausgenommen eingetragene Assistenzhunde; die Teilnahme kostet 6 € pro Erwachsenem, Kinder unter 16 Jahren sind frei."
)

SAUNA = (
    "Die öffentliche Sauna im Stadtbad Nord in der Hafenstraße ist täglich von 7 bis 22 Uhr geöffnet. "
    "Die holzbefeuerte Sauna wird auf 90 °C gehalten, das Dampfbad auf 45 °C. "
    "Ein Einzelbesuch von bis zu 3 Stunden kostet 14 €, eine Zehnerkarte 120 €. "
    "Dienstags ist die Sauna ab 18 Uhr nur für Frauen geöffnet. "
    "In allen Bereichen ist Badebekleidung Pflicht, Handtücher kann man für 3 € leihen, und Kinder unter 14 Jahren haben keinen Zutritt."
)

SCHOOL = (
    "Das Sprachforum Elbe bietet Abendkurse in Italienisch und Portugiesisch für Erwachsene an. "
    "Jeder Kurs dauert 12 Wochen, mit zwei Unterrichtseinheiten von je 90 Minuten pro Woche, montags und mittwochs ab 18:30 Uhr. "
    "Die Kursgebühr beträgt 340 € einschließlich Lehrbuch, und ein Einstufungstest ist für alle Pflicht, außer für absolute Anfänger. "
    "Ein Kurs hat mindestens 5 und höchstens 12 Teilnehmende; kommen weniger als 5 Anmeldungen zusammen, fällt der Kurs aus, und die Gebühr wird voll erstattet. "
    "Italienisch unterrichtet Giulia Romano, die ihre Lehrerausbildung in Rom gemacht hat, Portugiesisch unterrichtet Rui Almeida, der die Schule auch leitet."
)

FERRY = (
    "Autos für die Fähre von Nordhafen zur Insel Windsand müssen mindestens 24 Stunden vor der Abfahrt online gebucht werden. "
    "Ein Standard-Pkw bis 5 Meter Länge kostet einfach 48 € einschließlich Fahrer, jede weitere Person zahlt 9 €. "
    "Fahrzeuge mit mehr als 2 Metern Höhe, etwa Wohnmobile, kosten 72 €. "
    "Fahrer müssen spätestens 30 Minuten vor Abfahrt am Terminal sein, sonst kann ihr Stellplatz an Fahrzeuge von der Warteliste vergeben werden. "
    "Die Überfahrt dauert 55 Minuten, und die erste Fähre legt um 6:10 Uhr in Nordhafen ab."
)

MARKET = (
    "Der Streetfood-Markt auf dem Gelände des Alten Schlachthofs findet von Mai bis Oktober jeden Freitag und Samstag von 17 bis 23 Uhr statt. "
    "Rund 25 Stände verkaufen dort Essen, und kein Hauptgericht kostet mehr als 10 €. "
    "Nur einige Stände bieten vegane Gerichte an. "
    "Veranstalter ist der Verein Schlachthof Kultur, geleitet wird der Markt von Deniz Yilmaz. "
    "Bezahlt wird ausschließlich mit Karte; die Händler zahlen pro Abend 70 € Standgebühr und müssen ihre Gasflaschen vor Marktbeginn von der Sicherheitsbeauftragten Petra Lang prüfen lassen."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-cg-001", "para.reorder", "Wann beginnen die Nachmittagsvorstellungen am Wochenende, und wie lange dauern sie?", "Um 15 Uhr beginnen die Nachmittagsvorstellungen am Wochenende, und mit der 10-minütigen Pause dauern sie 50 Minuten.", PUPPET, True),
    w.faith("de-cg-002", "para.passive", "Wer leitet die ehrenamtlichen Mechaniker im Reparaturcafé?", "Die ehrenamtlichen Mechaniker werden von dem pensionierten Ingenieur Manfred Lehmann geleitet.", BIKE, True),
    w.faith("de-cg-003", "para.synonym", "Dürfen Kinder in die Sauna im Stadtbad Nord?", "Unter 14-Jährige werden nicht hineingelassen.", SAUNA, True),
    w.faith("de-cg-004", "para.nominal", "Bis wann muss der Restbetrag für Gut Rosenhain bezahlt sein?", "Die Zahlung des Restbetrags ist 6 Wochen vor der Hochzeit fällig.", WEDDING, True),
    w.faith("de-cg-005", "para.capital", "Wo hat die Italienischlehrerin ihre Ausbildung gemacht?", "Giulia Romano wurde in der italienischen Hauptstadt zur Lehrerin ausgebildet.", SCHOOL, True),
    w.faith("de-cg-006", "para.pronoun", "Wer betreut die Kletterstunden?", "Katrin Vogt. Sie ist Sportlehrerin und besitzt einen staatlichen Trainerschein im Klettern.", CLIMB, True),
    w.faith("de-cg-007", "para.relative", "Wann fährt die erste Fähre?", "Die erste Fähre, die in Nordhafen ablegt, fährt um 6:10 Uhr.", FERRY, True),
    w.faith("de-cg-008", "para.part", "Wo hält die Gruppe bei der Führung unterwegs?", "Unterwegs hält die Gruppe an zwei Vogelbeobachtungshütten.", RESERVE, True),
    w.faith("de-cg-009", "para.combine", "Was kostet ein Hauptgericht auf dem Markt, und wie bezahlt man?", "Hauptgerichte kosten höchstens 10 € und werden nur mit Karte bezahlt.", MARKET, True),
    w.faith("de-cg-010", "fmt.number", "Wie viele Toprope-Routen hat die Kletterwand?", "Sie hat fünfzehn Toprope-Routen.", CLIMB, True),
    w.faith("de-cg-011", "fmt.thousands", "Was kostet Gut Rosenhain an einem Samstag im Jahr 2025?", "Im Jahr 2025 beträgt die Samstagsmiete 5900 €.", WEDDING, True),
    w.faith("de-cg-012", "fmt.scale", "Wie lang ist die Strecke der Führung?", "Die Strecke ist 5500 Meter lang.", RESERVE, True),
    w.faith("de-cg-013", "fmt.date", "Wann ist an der Hochalm Saison?", "Die Saison läuft vom 14.12. bis zum 30.03.", SKI, True),
    w.faith("de-cg-014", "fmt.time", "Wann hat die Sauna im Stadtbad Nord geöffnet?", "Täglich von 7 Uhr morgens bis 10 Uhr abends.", SAUNA, True),
    w.faith("de-cg-015", "fmt.unit", "Wie heiß ist die holzbefeuerte Sauna?", "Sie wird auf 90 Grad Celsius gehalten.", SAUNA, True),
    w.faith("de-cg-016", "fmt.abbrev", "Wo ist das Puppentheater Fadenwerk?", "In einem umgebauten Straßenbahndepot in der Kastanienstr.", PUPPET, True),
    w.faith("de-cg-017", "fmt.currency", "Wie hoch ist die Standgebühr auf dem Markt?", "Die Händler zahlen 70 Euro pro Abend.", MARKET, True),
    w.faith("de-cg-018", "fmt.range", "Wie groß sind die Kurse im Sprachforum Elbe?", "Ein Kurs hat 5 bis 12 Teilnehmende.", SCHOOL, True),
    w.faith("de-cg-019", "fmt.period", "Wie früh muss man die Führung buchen?", "Man muss mindestens zwei Tage im Voraus buchen.", RESERVE, True),
    w.faith("de-cg-020", "fmt.share", "Was zahlen Kinder von 6 bis 15 Jahren für den Skipass?", "Sie zahlen 50 % des Erwachsenenpreises.", SKI, True),
    w.faith("de-cg-021", "para.except", "An welchen Tagen spielt das Puppentheater?", "Montags gibt es keine Vorstellungen, weil dann geprobt wird; an den übrigen sechs Wochentagen wird gespielt.", PUPPET, True),
    w.faith("de-cg-022", "wrap.opener", "Was kostet ein Schlauch im Reparaturcafé?", "Gute Frage! Ein Schlauch kostet 5 €.", BIKE, True),
    w.faith("de-cg-023", "wrap.closer", "Was kostet ein normaler Pkw auf der Fähre?", "Ein Standard-Pkw bis 5 Meter Länge kostet einfach 48 €, der Fahrer ist inbegriffen. Gute Überfahrt!", FERRY, True),
    w.faith("de-cg-024", "wrap.attribution", "Wann muss die Musik auf Gut Rosenhain enden?", "Laut dem Dokument muss die Musik um 23:30 Uhr enden.", WEDDING, True),
    w.faith("de-cg-025", "wrap.hedge", "Wann ist der Streetfood-Markt geöffnet?", "Ich glaube, er findet von Mai bis Oktober freitags und samstags von 17 bis 23 Uhr statt.", MARKET, True),
    w.faith("de-cg-026", "wrap.question", "Was kostet ein Sprachkurs?", "Ein Kurs kostet 340 €, das Lehrbuch ist inklusive. Möchten Sie auch etwas über den Einstufungstest wissen?", SCHOOL, True),
    w.faith("de-cg-027", "value.number", "Wie viele Personen dürfen an einer Führung teilnehmen?", "Eine Gruppe umfasst höchstens 20 Personen.", RESERVE, False),
    w.faith("de-cg-028", "value.date", "Wann beginnt an der Hochalm die Saison?", "Die Saison beginnt am 24. Dezember.", SKI, False),
    w.faith("de-cg-029", "value.time", "Wann legt die erste Fähre in Nordhafen ab?", "Die erste Fähre legt um 6:40 Uhr in Nordhafen ab.", FERRY, False),
    w.faith("de-cg-030", "value.unit", "Wie hoch ist die Kletterwand?", "Die Wand ist 8,5 Fuß hoch.", CLIMB, False),
    w.faith("de-cg-031", "value.currency", "Was kostet eine Zehnerkarte für die Sauna?", "Eine Zehnerkarte kostet 140 €.", SAUNA, False),
    w.faith("de-cg-032", "role.swap", "Wer unterrichtet im Sprachforum Elbe welche Sprache?", "Rui Almeida unterrichtet Italienisch, und Giulia Romano unterrichtet Portugiesisch.", SCHOOL, False),
    w.faith("de-cg-033", "negation", "Kann ich mein E-Bike ins Reparaturcafé mitbringen?", "Ja, E-Bikes werden angenommen.", BIKE, False),
    w.faith("de-cg-034", "antonym", "Muss man an der Kletterwand einen Chalkbag haben?", "Ja, ein Chalkbag ist Pflicht.", CLIMB, False),
    w.faith("de-cg-035", "modality", "Dürfen Brautpaare einen eigenen Caterer mitbringen?", "Brautpaare müssen einen eigenen Caterer mitbringen, und zwar einen der vier Betriebe von der Liste.", WEDDING, False),
    w.faith("de-cg-036", "quantifier", "Gibt es auf dem Markt vegane Gerichte?", "Ja, alle Stände bieten vegane Gerichte an.", MARKET, False),
    w.faith("de-cg-037", "value.except", "Wer muss den Einstufungstest machen?", "Nur absolute Anfänger müssen den Einstufungstest machen.", SCHOOL, False),
    w.faith("de-cg-038", "direction", "Wann ist die Sauna nur für Frauen geöffnet?", "Dienstags bis 18 Uhr ist die Sauna nur für Frauen geöffnet.", SAUNA, False),
    w.faith("de-cg-039", "added.fact", "Wie hoch ist die Anzahlung bei der Buchung von Gut Rosenhain?", "Bei der Buchung sind 30 % fällig, und diese Anzahlung wird nicht erstattet.", WEDDING, False),
    w.faith("de-cg-040", "added.entity", "Wer leitet die ehrenamtlichen Mechaniker?", "Manfred Lehmann leitet sie gemeinsam mit der Fahrradhändlerin Julia Sommer.", BIKE, False),
    w.faith("de-cg-041", "mixed", "Was passiert, wenn ich meinen Skipass verliere?", "Gegen Vorlage des Originalbelegs wird er einmal für 5 € ersetzt, und den neuen Pass kann man an jeder der drei Talstationen abholen.", SKI, False),
]

REFUSAL = [
    w.refusal("de-cg-042", "refusal.plain", "Gibt es im Puppentheater ein Café?", "Ich weiß nicht, ob es im Puppentheater ein Café gibt.", PUPPET, True),
    w.refusal("de-cg-043", "refusal.context", "Kann man an der Schule Kletterschuhe ausleihen?", "Im Kontext steht nichts über Kletterschuhe, daher kann ich nicht sagen, ob man welche ausleihen kann.", CLIMB, True),
    w.refusal("de-cg-044", "refusal.short", "Gibt es an der Hochalm Snowboardkurse?", "Weiß ich nicht.", SKI, True),
    w.refusal("de-cg-045", "refusal.long", "Kann ich mein Motorrad auf die Fähre mitnehmen?", "Das tut mir leid, aber diese Frage kann ich nicht beantworten. Meine Informationen betreffen nur Standard-Pkw, höhere Fahrzeuge wie Wohnmobile und zusätzliche Personen; über Motorräder steht dort nichts. Statt zu raten, würde ich Ihnen empfehlen, direkt bei der Reederei nachzufragen. Vielen Dank für Ihr Verständnis.", FERRY, True),
    w.refusal("de-cg-046", "refusal.hedged", "Kann man in der Sauna Handtücher leihen?", "Ich bin mir nicht ganz sicher, aber anscheinend kann man Handtücher für 3 € leihen.", SAUNA, False),
    w.refusal("de-cg-047", "refusal.partial", "Wann ist der Markt, und gibt es Parkplätze in der Nähe?", "Der Markt findet von Mai bis Oktober freitags und samstags von 17 bis 23 Uhr statt. Zu Parkplätzen habe ich nichts gefunden.", MARKET, False),
]

CORRECTNESS = [
    w.correct("de-cg-048", "correct.wordy", "Wie viele Gäste passen beim gesetzten Essen auf Gut Rosenhain?", "Beim gesetzten Essen kann Gut Rosenhain höchstens 160 Gäste aufnehmen; mehr lässt die Location für ein Essen an Tischen nicht zu.", "Bis zu 160 Gäste beim gesetzten Essen.", True),
    w.correct("de-cg-049", "correct.short", "Was kostet ein Tagesskipass für Erwachsene an der Hochalm?", "54 €.", "Ein Tagesskipass für Erwachsene kostet 54 €.", True),
    w.correct("de-cg-050", "correct.format", "Wann schließt die Sauna im Stadtbad Nord?", "Um 10 Uhr abends.", "Sie schließt um 22 Uhr.", True),
    w.correct("de-cg-051", "wrong.value", "Was kostet ein Kurs im Sprachforum Elbe?", "Ein Kurs kostet 390 € einschließlich Lehrbuch.", "340 € pro Kurs einschließlich Lehrbuch.", False),
    w.correct("de-cg-052", "wrong.echo", "Welche Schüler brauchen eine unterschriebene Einverständniserklärung der Eltern?", "Eine unterschriebene Einverständniserklärung der Eltern brauchen die Schüler der Oberstufe.", "Fünftklässler brauchen sie vor dem ersten Klettern.", False),
    w.correct("de-cg-053", "wrong.role", "Wer führt die Gruppe im Naturschutzgebiet, und wer geht am Ende?", "Paul Wendt führt die Gruppe, und Sabine Roth geht am Ende.", "Die Rangerin Sabine Roth führt die Gruppe, der Ehrenamtliche Paul Wendt geht am Ende.", False),
]

RELEVANCY = [
    w.relevant("de-cg-054", "relevant.direct", "Wie lange dauert die Überfahrt nach Windsand?", "Die Überfahrt dauert 55 Minuten.", FERRY, True),
    w.relevant("de-cg-055", "relevant.yesno", "Braucht mein einjähriges Kind eine Karte fürs Puppentheater?", "Nein, Kinder unter 2 Jahren sitzen auf dem Schoß kostenlos.", PUPPET, True),
    w.relevant("de-cg-056", "offtopic.true", "Was kostet ein Hauptgericht auf dem Markt höchstens?", "Die Händler müssen ihre Gasflaschen vor Marktbeginn von Petra Lang prüfen lassen.", MARKET, False),
    w.relevant("de-cg-057", "offtopic.other", "An welchen Tagen findet der Italienischkurs statt?", "Italienisch unterrichtet Giulia Romano, die in Rom ausgebildet wurde.", SCHOOL, False),
]

DIAGNOSIS = [
    w.diag("de-cg-058", "diag.pass", "Was kostet die Mitgliedschaft an der Kletterwand für ein Halbjahr?", "Sie kostet 30 € und umfasst 12 Termine.", {"climbing-wall": CLIMB, "sauna": SAUNA}, ("climbing-wall",), "pass"),
    w.diag("de-cg-059", "diag.offtopic", "Um wie viel Uhr beginnen die Führungen im Naturschutzgebiet?", "Erwachsene zahlen 6 €, Kinder unter 16 Jahren sind frei.", {"nature-reserve": RESERVE, "market": MARKET}, ("nature-reserve",), "fix_generation"),
    w.diag("de-cg-060", "diag.unfaithful", "Was kostet ein Wohnmobil auf der Fähre?", "Ein Wohnmobil kostet wie ein normaler Pkw 48 €.", {"ferry": FERRY, "ski-pass": SKI}, ("ferry",), "fix_generation"),
    w.diag("de-cg-061", "diag.refused", "Bis wann müssen die Gäste das Gelände von Gut Rosenhain verlassen?", "Es tut mir leid, aber aus den Unterlagen geht nicht hervor, wann die Gäste gehen müssen.", {"wedding-venue": WEDDING, "repair-cafe": BIKE}, ("wedding-venue",), "fix_generation"),
    w.diag("de-cg-062", "diag.missed", "Wer leitet die Werkstatt zum Puppenbauen im Fadenwerk?", "In den vorliegenden Unterlagen habe ich nicht gefunden, wer die Werkstatt zum Puppenbauen leitet.", {"sauna": SAUNA, "language-school": SCHOOL}, ("puppet-theatre",), "fix_retrieval"),
    w.diag("de-cg-063", "diag.correct_refusal", "Gibt es an der Hochalm Nachtskilauf?", "In den Unterlagen steht nichts über Nachtskilauf, daher kann ich das nicht beantworten.", {"ski-pass": SKI, "ferry": FERRY}, (), "correct_refusal"),
    w.diag("de-cg-064", "diag.should_refuse", "Bietet Kette & Kaffee ein professionelles Bikefitting an?", "Ja, ein professionelles Bikefitting kostet 20 € und dauert etwa 30 Minuten.", {"repair-cafe": BIKE, "market": MARKET}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
