"""German cases of fresh set bp: the Augenpraxis am Schlossberg (an eye clinic), the
night train „Donaustern“, the Holzwerkstatt Kernholz's woodworking course, the Fernleihe of
the Universitätsbibliothek Kaltenberg, the bowling alley „Strike Zone“, the Bäckerei
Sonnenkorn's custom cakes, the language exchange „Sprachbrücke“, the Yachthafen Möwenort,
the bicycle repair shop „Speiche & Kette“ and the Planetarium Hohenfeld."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

EYE_CLINIC = (
    "Die Augenpraxis am Schlossberg in Freiburg ist montags bis freitags von 8:00 bis 18:00 Uhr und samstags von 9:00 bis 12:30 Uhr geöffnet. "
    "Eine normale Augenuntersuchung dauert etwa 25 Minuten und kostet 45 €, eine Kontaktlinsenanpassung kostet 90 €. "
    "Alle Beratungen zur Augenlaser-Behandlung übernimmt die leitende Augenärztin Dr. Sabine Wenzel, Kinder unter 14 Jahren behandelt Dr. Jonas Albrecht. "
    "Wer pupillenerweiternde Tropfen bekommen hat, darf danach mindestens 4 Stunden lang nicht Auto fahren. "
    "Wer einen Termin weniger als 24 Stunden vorher absagt, zahlt eine Ausfallgebühr von 30 €, es sei denn, er legt ein ärztliches Attest vor."
)

NIGHT_TRAIN = (
    "Der Nachtzug „Donaustern“ fährt um 20:52 Uhr in Berlin Hauptbahnhof ab und erreicht Wien Hauptbahnhof am nächsten Morgen um 8:10 Uhr. "
    "Die Strecke ist rund 680 Kilometer lang; der Zug hat 14 Wagen, davon 6 Schlafwagen. "
    "Ein Sitzplatz kostet 49,90 €, ein Liegeplatz im Sechserabteil 79,90 € und ein Einzelabteil im Schlafwagen mit eigener Dusche 229 €, Frühstück inklusive. "
    "Jeder Fahrgast darf bis zu 2 große Koffer mitnehmen, und Fahrräder müssen mindestens 48 Stunden vor der Abfahrt reserviert werden. "
    "Der Zug verkehrt täglich außer freitags, und der Speisewagen schließt um 23:00 Uhr."
)

WOODWORKING = (
    "Die Holzwerkstatt Kernholz in Leipzig bietet einen Anfängerkurs in Holzbearbeitung an, der sechs Wochen dauert und jeden Montag von 18:00 bis 21:00 Uhr stattfindet. "
    "Schreinermeister Klaus Brenner leitet den Kurs, und seine Auszubildende Lea Hoffmann unterstützt ihn. "
    "Die Kursgebühr beträgt 390 € und umfasst das gesamte Holz sowie die Nutzung der Werkzeuge; eine eigene Schutzbrille muss jedoch jeder mitbringen. "
    "Eine Gruppe hat höchstens 8 Teilnehmende, und das Mindestalter liegt bei 16 Jahren. "
    "Bis zur letzten Stunde baut jeder Teilnehmende einen kleinen Hocker aus Eiche, den er mit nach Hause nimmt."
)

INTERLIBRARY_LOAN = (
    "Über die Fernleihe der Universitätsbibliothek Kaltenberg können Studierende und Beschäftigte Bücher, die die Bibliothek nicht besitzt, aus Partnerbibliotheken bestellen. "
    "Bachelorstudierende können pro Semester bis zu 10 Bestellungen kostenlos aufgeben; jede weitere Bestellung kostet 1,50 €. "
    "Bücher treffen in der Regel innerhalb von 7 bis 10 Werktagen ein und dürfen 4 Wochen behalten werden; Zeitschriftenaufsätze kommen als PDF-Datei per E-Mail, normalerweise innerhalb von 48 Stunden. "
    "Bestellungen, die freitags nach 16:00 Uhr eingehen, werden erst am folgenden Montag bearbeitet. "
    "Im vergangenen Jahr wurden 12.400 Bestellungen abgewickelt. "
    "Zuständig ist die Bibliothekarin Petra Lindner; ausgeliehene Bücher müssen an der Ausleihtheke zurückgegeben werden, nicht am Rückgabeautomaten."
)

BOWLING = (
    "Die Bowlinganlage „Strike Zone“ in Dortmund hat 22 Bahnen und ist täglich von 14:00 bis 24:00 Uhr geöffnet, außer an Heiligabend. "
    "Ein Spiel kostet vor 18:00 Uhr 3,50 € pro Person und ab 18:00 Uhr 4,80 € pro Person; Leihschuhe kosten 2,50 €. "
    "Eine Bahn kann für höchstens 2 Stunden am Stück gebucht werden, und auf einer Bahn spielen bis zu 6 Personen. "
    "Kinder unter 12 Jahren müssen von einem Erwachsenen begleitet werden. "
    "Jeden Mittwochabend veranstaltet Geschäftsführer Mehmet Yilmaz eine Liga, in der Viererteams um einen Pokal spielen."
)

BAKERY = (
    "Die Bäckerei Sonnenkorn nimmt Bestellungen für Motivtorten nur an, wenn sie mindestens 5 Tage vor dem Abholtermin eingehen. "
    "Eine runde Torte für 12 Personen wiegt etwa 1,5 Kilogramm und kostet 42 €, eine zweistöckige Torte für 40 Personen kostet 149 €. "
    "Bei der Bestellung wird eine Anzahlung in Höhe der Hälfte des Preises fällig, der Rest wird bei der Abholung bezahlt. "
    "Torten können dienstags bis samstags zwischen 10:00 und 16:00 Uhr abgeholt werden. "
    "Alle Motivtorten entwirft Konditormeisterin Anja Keller; eine Dekoration mit frischen Blumen kostet 12 € extra."
)

LANGUAGE_EXCHANGE = (
    "Das Tandemprogramm „Sprachbrücke“ im Bürgerhaus Ostend bringt Menschen mit unterschiedlichen Muttersprachen zum Gesprächstraining zusammen. "
    "Die Treffen finden jeden Donnerstag von 19:00 bis 20:30 Uhr in Raum 12 statt. "
    "Jedes Treffen ist in zwei Hälften zu je 45 Minuten geteilt, eine in jeder der beiden Sprachen. "
    "Die Teilnahme kostet 25 € für ein Trimester von 12 Wochen, und das erste Treffen ist kostenlos. "
    "Die ehrenamtliche Koordinatorin Fatma Demir stellt die Tandems zusammen, und die Teilnehmenden müssen mindestens 18 Jahre alt sein."
)

MARINA = (
    "Der Yachthafen Möwenort an der Ostsee hat 200 Liegeplätze für Boote bis 14 Meter Länge. "
    "Ein Gastliegeplatz kostet 2,20 € pro Meter Bootslänge und Nacht, Strom und Wasser inklusive. "
    "Von April bis Oktober ist das Hafenbüro von 7:00 bis 20:00 Uhr besetzt, in den übrigen Monaten von 9:00 bis 17:00 Uhr. "
    "Hafenmeister Uwe Petersen weist alle Gastliegeplätze zu, und einlaufende Boote müssen ihn über UKW-Kanal 72 rufen. "
    "An der Steganlage gibt es eine Tankstelle, dort wird aber nur Diesel verkauft."
)

BIKE_SHOP = (
    "Die Fahrradwerkstatt „Speiche & Kette“ wird von der Zweiradmechanikerin Julia Brandt geführt. "
    "Eine einfache Inspektion kostet 49 €, eine Komplettwartung 119 €, und ein platter Reifen wird für 12 € in etwa 20 Minuten geflickt, während man wartet. "
    "Die meisten Reparaturen sind innerhalb von 3 Werktagen erledigt. "
    "Die Werkstatt hat dienstags bis samstags von 9:30 bis 18:00 Uhr geöffnet. "
    "Fahrräder, die nicht innerhalb von 30 Tagen nach der Reparatur abgeholt werden, werden einem gemeinnützigen Verein vor Ort gespendet."
)

PLANETARIUM = (
    "Die Kuppel des Planetariums Hohenfeld hat einen Durchmesser von 18 Metern und bietet 160 Besuchern Platz. "
    "Die Vorstellungen beginnen zwischen 10:00 und 17:00 Uhr jeweils zur vollen Stunde und dauern 40 Minuten. "
    "Eintrittskarten kosten 11 € für Erwachsene und 7 € für Kinder von 4 bis 12 Jahren; Kinder unter 4 Jahren haben freien Eintritt. "
    "Nach Beginn einer Vorstellung wird niemand mehr eingelassen. "
    "Die aktuelle Show „Reise zum Saturn“ läuft bis zum 31. März 2025; das Drehbuch schrieb die Astronomin Dr. Miriam Vogt, gesprochen wird die Show vom Schauspieler Felix Hartmann."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-bp-001", "para.reorder", "Wann hat die Augenpraxis am Schlossberg samstags geöffnet?", "Von 9:00 bis 12:30 Uhr ist die Praxis samstags geöffnet.", EYE_CLINIC, True),
    w.faith("de-bp-002", "para.passive", "Wer leitet den Anfängerkurs der Holzwerkstatt Kernholz?", "Der Kurs wird von Schreinermeister Klaus Brenner geleitet, der dabei von seiner Auszubildenden Lea Hoffmann unterstützt wird.", WOODWORKING, True),
    w.faith("de-bp-003", "para.synonym", "Was passiert mit Rädern, die nie abgeholt werden?", "Räder, die länger als 30 Tage nach der Reparatur in der Werkstatt stehen bleiben, gehen als Spende an einen örtlichen gemeinnützigen Verein.", BIKE_SHOP, True),
    w.faith("de-bp-004", "para.nominal", "Kann ich noch hinein, wenn die Vorstellung schon begonnen hat?", "Nein, nach Vorstellungsbeginn ist kein Einlass mehr möglich.", PLANETARIUM, True),
    w.faith("de-bp-005", "para.capital", "Wo fährt der Donaustern ab?", "Er fährt um 20:52 Uhr in der deutschen Hauptstadt ab.", NIGHT_TRAIN, True),
    w.faith("de-bp-006", "para.pronoun", "Wer vergibt im Yachthafen Möwenort die Gastliegeplätze?", "Das macht Uwe Petersen. Er ist der Hafenmeister, und einlaufende Boote müssen ihn über UKW-Kanal 72 rufen.", MARINA, True),
    w.faith("de-bp-007", "para.relative", "Wer entwirft die Motivtorten bei Sonnenkorn?", "Alle Motivtorten entwirft Anja Keller, die als Konditormeisterin bei Sonnenkorn arbeitet.", BAKERY, True),
    w.faith("de-bp-008", "para.part", "Können Studierende die Fernleihe nutzen?", "Ja, Studierende können über die Fernleihe Bücher aus Partnerbibliotheken bestellen, die die Universitätsbibliothek Kaltenberg nicht besitzt.", INTERLIBRARY_LOAN, True),
    w.faith("de-bp-009", "para.combine", "Wann und wo trifft sich die Sprachbrücke?", "Die Sprachbrücke trifft sich donnerstags von 19:00 bis 20:30 Uhr in Raum 12 des Bürgerhauses Ostend.", LANGUAGE_EXCHANGE, True),
    w.faith("de-bp-010", "fmt.number", "Wie lange dauert der Anfängerkurs, und wie groß sind die Gruppen?", "Der Kurs dauert 6 Wochen, und eine Gruppe hat höchstens acht Teilnehmende.", WOODWORKING, True),
    w.faith("de-bp-011", "fmt.thousands", "Wie viele Fernleihbestellungen wurden im letzten Jahr abgewickelt?", "Im letzten Jahr waren es 12400 Bestellungen.", INTERLIBRARY_LOAN, True),
    w.faith("de-bp-012", "fmt.scale", "Wie schwer ist die runde Torte für 12 Personen?", "Sie wiegt ungefähr 1.500 Gramm.", BAKERY, True),
    w.faith("de-bp-013", "fmt.date", "Bis wann läuft „Reise zum Saturn“?", "Die Show läuft noch bis zum 31.03.2025.", PLANETARIUM, True),
    w.faith("de-bp-014", "fmt.time", "Wann ist das Hafenbüro zwischen April und Oktober besetzt?", "In dieser Zeit ist es von 7 Uhr morgens bis 8 Uhr abends besetzt.", MARINA, True),
    w.faith("de-bp-015", "fmt.unit", "Wie groß ist die Kuppel des Planetariums?", "Die Kuppel misst 18 m im Durchmesser und hat Platz für 160 Besucher.", PLANETARIUM, True),
    w.faith("de-bp-016", "fmt.abbrev", "Wie schnell kommen Zeitschriftenaufsätze über die Fernleihe?", "Über die Fernleihe der UB kommen Aufsätze normalerweise innerhalb von 48 Std. als PDF per E-Mail.", INTERLIBRARY_LOAN, True),
    w.faith("de-bp-017", "fmt.currency", "Was kostet eine normale Augenuntersuchung?", "Eine normale Augenuntersuchung kostet EUR 45,00.", EYE_CLINIC, True),
    w.faith("de-bp-018", "fmt.range", "Wie lange kann ich eine Bowlingbahn buchen?", "Maximal zwei Stunden am Stück.", BOWLING, True),
    w.faith("de-bp-019", "fmt.period", "Wie lange darf ich ein Fernleihbuch behalten?", "Sie dürfen es 28 Tage behalten.", INTERLIBRARY_LOAN, True),
    w.faith("de-bp-020", "fmt.share", "Wie viel muss ich bei der Tortenbestellung bezahlen?", "Bei der Bestellung zahlt man 50 % des Preises an, den Rest bei der Abholung.", BAKERY, True),
    w.faith("de-bp-021", "para.except", "Fährt der Donaustern jeden Tag?", "Nein, freitags fährt er nicht; an allen anderen Tagen schon.", NIGHT_TRAIN, True),
    w.faith("de-bp-022", "wrap.opener", "Was kostet eine Kontaktlinsenanpassung?", "Gute Frage! Eine Kontaktlinsenanpassung kostet in der Augenpraxis am Schlossberg 90 €.", EYE_CLINIC, True),
    w.faith("de-bp-023", "wrap.closer", "Was kosten die Eintrittskarten im Planetarium Hohenfeld?", "Erwachsene zahlen 11 €, Kinder von 4 bis 12 Jahren 7 €. Viel Spaß beim Besuch!", PLANETARIUM, True),
    w.faith("de-bp-024", "wrap.attribution", "Was kostet eine Komplettwartung bei „Speiche & Kette“?", "Laut dem Dokument kostet eine Komplettwartung 119 €.", BIKE_SHOP, True),
    w.faith("de-bp-025", "wrap.hedge", "Was ist in der Kursgebühr enthalten?", "Ich glaube, die Kursgebühr von 390 € deckt das gesamte Holz und die Nutzung der Werkzeuge ab.", WOODWORKING, True),
    w.faith("de-bp-026", "wrap.question", "Welchen Kraftstoff bekomme ich im Yachthafen Möwenort?", "An der Steganlage gibt es nur Diesel. Fährt Ihr Boot mit Diesel?", MARINA, True),
    w.faith("de-bp-027", "value.number", "Wie viele Bahnen hat die Strike Zone?", "Die Strike Zone hat 28 Bahnen.", BOWLING, False),
    w.faith("de-bp-028", "value.date", "Bis wann läuft „Reise zum Saturn“?", "Die Show läuft bis zum 30. April 2025.", PLANETARIUM, False),
    w.faith("de-bp-029", "value.time", "Wann kommt der Donaustern in Wien an?", "Er kommt am nächsten Morgen um 9:10 Uhr in Wien an.", NIGHT_TRAIN, False),
    w.faith("de-bp-030", "value.unit", "Wie große Boote kann der Yachthafen Möwenort aufnehmen?", "Die Liegeplätze sind für Boote bis 14 Fuß Länge.", MARINA, False),
    w.faith("de-bp-031", "value.currency", "Was kostet ein Liegeplatz im Sechserabteil?", "Ein Liegeplatz im Sechserabteil kostet 79,90 CHF.", NIGHT_TRAIN, False),
    w.faith("de-bp-032", "role.swap", "Wer ist für den Anfängerkurs zuständig?", "Lea Hoffmann leitet den Kurs, und ihr Auszubildender Klaus Brenner unterstützt sie.", WOODWORKING, False),
    w.faith("de-bp-033", "negation", "Kann ich meine Motivtorte an einem Samstag abholen?", "Nein, samstags können keine Torten abgeholt werden.", BAKERY, False),
    w.faith("de-bp-034", "antonym", "Welches Treffen der Sprachbrücke ist kostenlos?", "Das letzte Treffen eines Trimesters ist kostenlos.", LANGUAGE_EXCHANGE, False),
    w.faith("de-bp-035", "modality", "Muss ich etwas zum Holzkurs mitbringen?", "Eine eigene Schutzbrille kann man mitbringen, muss man aber nicht.", WOODWORKING, False),
    w.faith("de-bp-036", "quantifier", "Wie lange dauern Reparaturen bei „Speiche & Kette“?", "Alle Reparaturen sind innerhalb von 3 Werktagen erledigt.", BIKE_SHOP, False),
    w.faith("de-bp-037", "value.except", "Hat die Strike Zone an Heiligabend geöffnet?", "Ja, auch an Heiligabend ist sie wie an jedem anderen Tag von 14:00 bis 24:00 Uhr geöffnet.", BOWLING, False),
    w.faith("de-bp-038", "direction", "Wann muss ich in der Augenpraxis eine Ausfallgebühr zahlen?", "Die Ausfallgebühr von 30 € fällt an, wenn man mehr als 24 Stunden vorher absagt, außer man legt ein ärztliches Attest vor.", EYE_CLINIC, False),
    w.faith("de-bp-039", "added.fact", "Was kostet die Teilnahme an der Sprachbrücke?", "Die Teilnahme kostet 25 € für ein Trimester von 12 Wochen und wird bar vor Ort bezahlt.", LANGUAGE_EXCHANGE, False),
    w.faith("de-bp-040", "added.entity", "Wer weist im Yachthafen die Gastliegeplätze zu?", "Hafenmeister Uwe Petersen und seine Stellvertreterin Heike Jansen weisen die Gastliegeplätze zu.", MARINA, False),
    w.faith("de-bp-041", "mixed", "Wie lange dauert eine Vorstellung im Planetarium?", "Eine Vorstellung dauert 40 Minuten, und alle Sitze lassen sich ganz nach hinten kippen.", PLANETARIUM, False),
]

REFUSAL = [
    w.refusal("de-bp-042", "refusal.plain", "Gibt es in der Strike Zone etwas zu essen?", "Das weiß ich nicht.", BOWLING, True),
    w.refusal("de-bp-043", "refusal.context", "Rechnet die Augenpraxis am Schlossberg direkt mit der Krankenkasse ab?", "Im vorliegenden Text steht nichts über Krankenkassen, deshalb kann ich das nicht beantworten.", EYE_CLINIC, True),
    w.refusal("de-bp-044", "refusal.short", "Gibt es im Yachthafen Möwenort Duschen?", "Kann ich nicht sagen.", MARINA, True),
    w.refusal("de-bp-045", "refusal.long", "Mit wie vielen Partnerbibliotheken arbeitet die Fernleihe zusammen?", "Vielen Dank für Ihre Frage. Leider geht aus den Informationen, die mir zur Fernleihe der Universitätsbibliothek Kaltenberg vorliegen, nicht hervor, wie viele Partnerbibliotheken beteiligt sind, sodass ich Ihnen keine Zahl nennen kann. Am besten fragen Sie direkt beim Bibliothekspersonal nach. Es tut mir leid, dass ich Ihnen nicht weiterhelfen kann.", INTERLIBRARY_LOAN, True),
    w.refusal("de-bp-046", "refusal.hedged", "Wie lange dauert eine Vorstellung im Planetarium Hohenfeld?", "Ganz sicher bin ich mir nicht, aber ich glaube, eine Vorstellung dauert 40 Minuten.", PLANETARIUM, False),
    w.refusal("de-bp-047", "refusal.partial", "Was kostet eine zweistöckige Torte, und gibt es sie auch glutenfrei?", "Eine zweistöckige Torte für 40 Personen kostet 149 €; ob es auch glutenfreie Torten gibt, steht aber nicht in den Informationen.", BAKERY, False),
]

CORRECTNESS = [
    w.correct("de-bp-048", "correct.wordy", "Wie lange dauert eine Vorstellung im Planetarium Hohenfeld?", "Jede Vorstellung im Planetarium Hohenfeld dauert vom Anfang bis zum Ende insgesamt 40 Minuten, Sie sollten also mit ungefähr vierzig Minuten unter der Kuppel rechnen.", "Eine Vorstellung dauert 40 Minuten.", True),
    w.correct("de-bp-049", "correct.short", "Was kostet eine einfache Inspektion bei „Speiche & Kette“?", "49 €.", "Eine einfache Inspektion kostet 49 €.", True),
    w.correct("de-bp-050", "correct.format", "Wann fährt der Donaustern in Berlin ab?", "Um acht vor neun am Abend.", "Er fährt um 20:52 Uhr in Berlin Hauptbahnhof ab.", True),
    w.correct("de-bp-051", "wrong.value", "Ab welchem Alter darf man am Anfängerkurs teilnehmen?", "Ab 14 Jahren.", "Das Mindestalter liegt bei 16 Jahren.", False),
    w.correct("de-bp-052", "wrong.echo", "Welcher Kraftstoff wird an der Steganlage des Yachthafens Möwenort verkauft?", "An der Steganlage des Yachthafens Möwenort wird Benzin verkauft.", "Dort wird nur Diesel verkauft.", False),
    w.correct("de-bp-053", "wrong.role", "Wer hat das Drehbuch zu „Reise zum Saturn“ geschrieben, und wer spricht die Show?", "Felix Hartmann hat das Drehbuch geschrieben, und Dr. Miriam Vogt spricht die Show.", "Das Drehbuch schrieb die Astronomin Dr. Miriam Vogt, gesprochen wird die Show vom Schauspieler Felix Hartmann.", False),
]

RELEVANCY = [
    w.relevant("de-bp-054", "relevant.direct", "Wann hat „Speiche & Kette“ geöffnet?", "Dienstags bis samstags von 9:30 bis 18:00 Uhr.", BIKE_SHOP, True),
    w.relevant("de-bp-055", "relevant.yesno", "Darf ich nach pupillenerweiternden Tropfen sofort Auto fahren?", "Nein, Sie müssen mindestens 4 Stunden warten, bevor Sie Auto fahren.", EYE_CLINIC, True),
    w.relevant("de-bp-056", "offtopic.true", "Wie früh muss ich eine Motivtorte bestellen?", "Eine Dekoration mit frischen Blumen kostet 12 € extra.", BAKERY, False),
    w.relevant("de-bp-057", "offtopic.other", "Was kosten Leihschuhe in der Strike Zone?", "Die Liga am Mittwochabend veranstaltet Geschäftsführer Mehmet Yilmaz, und es spielen Viererteams.", BOWLING, False),
]

DIAGNOSIS = [
    w.diag("de-bp-058", "diag.pass", "Was kostet eine Kinderkarte im Planetarium Hohenfeld?", "Kinder von 4 bis 12 Jahren zahlen 7 €, Kinder unter 4 Jahren haben freien Eintritt.", {"planetarium": PLANETARIUM, "bike-shop": BIKE_SHOP}, ("planetarium",), "pass"),
    w.diag("de-bp-059", "diag.offtopic", "Was baut man im Anfängerkurs der Holzwerkstatt Kernholz?", "Die Kursgebühr beträgt 390 €.", {"woodworking": WOODWORKING, "marina": MARINA}, ("woodworking",), "fix_generation"),
    w.diag("de-bp-060", "diag.unfaithful", "Was kostet ein Einzelabteil im Schlafwagen des Donaustern?", "Ein Einzelabteil mit Dusche kostet 189 €, Frühstück inklusive.", {"night-train": NIGHT_TRAIN, "bowling": BOWLING}, ("night-train",), "fix_generation"),
    w.diag("de-bp-061", "diag.refused", "Wie lange dauert es, bis ein Fernleihbuch eintrifft?", "Tut mir leid, aber aus den vorliegenden Informationen geht nicht hervor, wie lange es dauert, bis ein Buch eintrifft.", {"interlibrary-loan": INTERLIBRARY_LOAN, "eye-clinic": EYE_CLINIC}, ("interlibrary-loan",), "fix_generation"),
    w.diag("de-bp-062", "diag.missed", "Was kostet eine zweistöckige Motivtorte bei der Bäckerei Sonnenkorn?", "In meinen Unterlagen stehen keine Tortenpreise, daher kann ich das nicht beantworten.", {"bowling": BOWLING, "marina": MARINA}, ("bakery",), "fix_retrieval"),
    w.diag("de-bp-063", "diag.correct_refusal", "Welche Sprachen kann man bei der Sprachbrücke üben?", "Aus den vorliegenden Informationen geht nicht hervor, welche Sprachen bei der Sprachbrücke angeboten werden.", {"language-exchange": LANGUAGE_EXCHANGE, "planetarium": PLANETARIUM}, (), "correct_refusal"),
    w.diag("de-bp-064", "diag.should_refuse", "Verkauft „Speiche & Kette“ auch E-Bikes?", "Ja, „Speiche & Kette“ verkauft verschiedene E-Bikes ab 1.899 €.", {"bike-shop": BIKE_SHOP, "eye-clinic": EYE_CLINIC}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
