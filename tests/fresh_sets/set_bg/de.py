"""German cases of set BG: a climbing gym, a hotel spa, a city museum, a recycling centre, a
driving school, a wedding venue, a computer repair shop, a children's summer camp, a
neighbourhood bakery and a regional train line."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

GYM = "Die Kletterhalle Gipfelglück öffnet werktags um 6:30 Uhr und samstags und sonntags um 8:00 Uhr; sie schließt jeden Abend um 23:00 Uhr. Eine Tageskarte für Erwachsene kostet 16 €, das Ausleihen von Kletterschuhen 4 €. Alle neuen Kletterer müssen vor dem Seilklettern eine 20-minütige Sicherheitseinweisung absolvieren. Cheftrainerin Lena Vogt leitet die Jugendgruppe am Donnerstag, ihr Assistent ist Jonas Brandt."
SPA = "Das Spa des Hotels Seeblick ist täglich von 9 bis 20 Uhr geöffnet. Hotelgäste nutzen das Schwimmbad kostenlos, externe Besucher zahlen 25 € für drei Stunden. Eine 60-minütige Tiefengewebsmassage kostet 75 €, und es wird empfohlen, sie mindestens 24 Stunden im Voraus zu buchen. Gäste unter 16 Jahren dürfen die Sauna nicht betreten."
MUSEUM = "Das Stadtmuseum Hafenstadt ist dienstags bis sonntags von 10:00 bis 17:30 Uhr geöffnet, montags bleibt es geschlossen. Der Eintritt kostet 9 € für Erwachsene und ist für alle unter 18 Jahren frei. Die Sonderausstellung über den Werftstreik von 1907 läuft vom 3. März bis zum 28. September 2025. Fotografieren ohne Blitz ist in allen Sälen erlaubt, außer im Textilsaal."
RECYCLING = "Der Wertstoffhof Nordfeld nimmt Glas, Papier, Metall und Gartenabfälle von Anwohnern kostenlos an. Matratzen kosten 10 € pro Stück, und pro Anlieferung werden höchstens 3 Säcke Bauschutt angenommen. Von April bis September ist der Hof von 8 bis 18 Uhr geöffnet, von Oktober bis März von 8 bis 16 Uhr. Für Transporter und Anhänger ist eine Genehmigung nötig, die online gebucht werden muss."
DRIVING = "Die Fahrschule Kreuzweg berechnet 58 € für eine Fahrstunde von 45 Minuten, ein Paket mit zehn Fahrstunden kostet 540 €. Vor der ersten Fahrstunde müssen Fahrschüler einen Erste-Hilfe-Kurs nachweisen. Fahrlehrerin Anna Keller unterrichtet auf Schaltwagen, Fahrlehrer Murat Demir auf Automatikwagen. Etwa zwei Wochen vor der praktischen Prüfung wird eine Probeprüfung empfohlen."
WEDDING = "Die Hochzeitsscheune Lindenhof bietet Platz für bis zu 120 Gäste an Tischen. Die Miete beträgt samstags 4.800 € und montags bis donnerstags 3.200 €. Bei der Reservierung des Termins ist eine Anzahlung von 25 % fällig, der Restbetrag acht Wochen vor der Hochzeit. Die Musik muss um 23:30 Uhr enden, und Feuerwerk ist nicht gestattet."
REPAIR = "ByteFix in der Mühlenstraße 14 repariert Laptops, Handys und Tablets. Eine Diagnose kostet 20 €, die bei einer anschließenden Reparatur vom Preis abgezogen werden. Die meisten Displaywechsel sind innerhalb von 2 Werktagen erledigt. Techniker Felix Braun kümmert sich um Datenrettung, Technikerin Sara Yilmaz um Wasserschäden. Auf alle Reparaturen gibt es 90 Tage Garantie."
CAMP = "Das Sommercamp Tannenwald ist für Kinder von 8 bis 14 Jahren und findet vom 21. Juli bis zum 15. August statt. Eine Woche kostet 260 €, Geschwister erhalten 10 % Rabatt. Die Kinder werden zwischen 8:30 und 9:00 Uhr gebracht und um 16:30 Uhr abgeholt. Geschwommen wird in einem See 1,5 km vom Haupthaus entfernt, und jedes Kind muss einen unterschriebenen Gesundheitsbogen mitbringen."
BAKERY = "Die Bäckerei Sommer in der Ulmenstraße öffnet dienstags bis samstags um 7 Uhr und schließt um 15 Uhr; sonntags und montags ist sie geschlossen. Ein Sauerteigbrot kostet 4,20 €, eine Zimtschnecke 2,50 €. Festtagstorten müssen mindestens 3 Tage vorher bestellt werden. Einige Brote enthalten Nüsse, das Roggenbrot ist jedoch nussfrei."
TRAIN = "Die Talbahn verbindet Karlsdorf und Bachmühle auf einer Strecke von 42 km mit 6 Halten. Die Züge fahren zwischen 6 und 21 Uhr alle 30 Minuten, die ganze Fahrt dauert 55 Minuten. Eine Einzelfahrt außerhalb der Hauptverkehrszeit kostet 7,40 €. Fahrräder dürfen in allen Zügen mitgenommen werden, außer in denen, die zwischen 7 und 9 Uhr in Karlsdorf ankommen."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("de-bg-001", "para.reorder", "Wann schließt die Kletterhalle?", "Jeden Abend um 23:00 Uhr schließt die Halle.", GYM, True),
    w.faith("de-bg-002", "para.passive", "Wer unterrichtet auf Automatikwagen?", "Der Unterricht auf Automatikwagen wird von Fahrlehrer Murat Demir gegeben.", DRIVING, True),
    w.faith("de-bg-003", "para.synonym", "Darf meine 14-jährige Tochter in die Sauna?", "Nein, Gästen, die jünger als 16 sind, ist der Saunabesuch untersagt.", SPA, True),
    w.faith("de-bg-004", "para.nominal", "Wann muss ich die Anzahlung leisten?", "Mit der Reservierung des Termins wird die Anzahlung von 25 % fällig.", WEDDING, True),
    w.faith("de-bg-005", "para.pronoun", "Was macht Felix Braun bei ByteFix?", "Er kümmert sich dort um die Datenrettung.", REPAIR, True),
    w.faith("de-bg-006", "para.combine", "Wann hat das Stadtmuseum geöffnet?", "Außer montags ist es jeden Tag von 10:00 bis 17:30 Uhr geöffnet.", MUSEUM, True),
    w.faith("de-bg-007", "fmt.number", "Wie viele Halte hat die Talbahn?", "Die Talbahn hat sechs Halte.", TRAIN, True),
    w.faith("de-bg-008", "fmt.unit", "Wie weit ist der Badesee vom Haupthaus entfernt?", "Der See liegt 1500 m vom Haupthaus entfernt.", CAMP, True),
    w.faith("de-bg-009", "fmt.time", "Wann schließt die Bäckerei?", "Sie schließt um 3 Uhr nachmittags.", BAKERY, True),
    w.faith("de-bg-010", "fmt.currency", "Was kostet eine einzelne Fahrstunde?", "Eine Fahrstunde von 45 Minuten kostet 58 Euro.", DRIVING, True),
    w.faith("de-bg-011", "fmt.date", "Bis wann läuft die Sonderausstellung?", "Sie läuft bis zum 28.09.2025.", MUSEUM, True),
    w.faith("de-bg-012", "wrap.opener", "Kann ich Gartenabfälle kostenlos abgeben?", "Gern! Gartenabfälle von Anwohnern nimmt der Wertstoffhof kostenlos an.", RECYCLING, True),
    w.faith("de-bg-013", "fmt.share", "Wie viel Rabatt bekommen Geschwister im Camp?", "Geschwistern wird ein Zehntel des Preises erlassen.", CAMP, True),
    w.faith("de-bg-014", "value.number", "Wie viele Gäste finden im Lindenhof an Tischen Platz?", "Es gibt Platz für bis zu 150 Gäste an Tischen.", WEDDING, False),
    w.faith("de-bg-015", "value.date", "Wann beginnt das Sommercamp?", "Das Camp beginnt am 21. Juni.", CAMP, False),
    w.faith("de-bg-016", "value.time", "Wann öffnet die Kletterhalle samstags?", "Samstags öffnet die Halle um 9:00 Uhr.", GYM, False),
    w.faith("de-bg-017", "value.unit", "Wie lang ist die Strecke der Talbahn?", "Die Strecke ist 42 Meilen lang.", TRAIN, False),
    w.faith("de-bg-018", "value.currency", "Was zahlen externe Besucher für das Schwimmbad?", "Externe Besucher zahlen 25 Franken für drei Stunden.", SPA, False),
    w.faith("de-bg-019", "role.swap", "Wer kümmert sich bei ByteFix um Wasserschäden?", "Um Wasserschäden kümmert sich Felix Braun, um Datenrettung Sara Yilmaz.", REPAIR, False),
    w.faith("de-bg-020", "negation", "Ist das Roggenbrot nussfrei?", "Nein, das Roggenbrot ist nicht nussfrei.", BAKERY, False),
    w.faith("de-bg-021", "modality", "Muss ich vor der Prüfung eine Probeprüfung machen?", "Ja, etwa zwei Wochen vor der praktischen Prüfung ist eine Probeprüfung Pflicht.", DRIVING, False),
    w.faith("de-bg-022", "quantifier", "Muss jeder neue Kletterer eine Sicherheitseinweisung machen?", "Nein, nur manche neuen Kletterer müssen die 20-minütige Sicherheitseinweisung absolvieren.", GYM, False),
    w.faith("de-bg-023", "value.except", "Darf man im Museum fotografieren?", "Ohne Blitz darf man in allen Sälen fotografieren, außer im Gemäldesaal.", MUSEUM, False),
    w.faith("de-bg-024", "direction", "Gibt es eine Altersgrenze für die Sauna?", "Ja, Gäste über 16 Jahren dürfen die Sauna nicht betreten.", SPA, False),
    w.faith("de-bg-025", "added.fact", "Was kostet eine Tageskarte in der Kletterhalle?", "Eine Tageskarte für Erwachsene kostet 16 €, Leihschuhe sind inklusive.", GYM, False),
    w.faith("de-bg-026", "added.entity", "Wann werden die Kinder im Camp abgeholt?", "Abgeholt wird um 16:30 Uhr, die Übergabe macht Betreuerin Petra Lang.", CAMP, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-bg-027", "refusal.plain", "Gibt es in der Kletterhalle ein Café?", "Tut mir leid, dazu habe ich keine Informationen.", GYM, True),
    w.refusal("de-bg-028", "refusal.context", "Bietet der Lindenhof Catering an?", "Aus den vorliegenden Informationen geht nicht hervor, ob der Lindenhof Catering anbietet.", WEDDING, True),
    w.refusal("de-bg-029", "refusal.short", "Hat ByteFix sonntags geöffnet?", "Das weiß ich nicht.", REPAIR, True),
    w.refusal("de-bg-030", "refusal.partial", "Was kostet bei der Talbahn eine Einzelfahrt und was eine Monatskarte?", "Eine Einzelfahrt außerhalb der Hauptverkehrszeit kostet 7,40 €; zur Monatskarte liegen mir keine Angaben vor.", TRAIN, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-bg-031", "correct.wordy", "Was kostet die Hochzeitsscheune Lindenhof an einem Samstag?", "Wenn Sie an einem Samstag im Lindenhof heiraten möchten, liegt die Miete für die Hochzeitsscheune bei 4.800 €; das ist der reguläre Preis für Samstage.", "4.800 €", True),
    w.correct("de-bg-032", "correct.wordy", "Für welches Alter ist das Sommercamp Tannenwald gedacht?", "Das Sommercamp Tannenwald richtet sich an Kinder, die zwischen 8 und 14 Jahre alt sind; genau für diese Altersgruppe ist das Programm ausgelegt.", "Für Kinder von 8 bis 14 Jahren.", True),
    w.correct("de-bg-033", "correct.short", "Wie lange gilt die Garantie auf Reparaturen bei ByteFix?", "90 Tage.", "Auf alle Reparaturen gibt es 90 Tage Garantie.", True),
    w.correct("de-bg-034", "wrong.value", "Wie lange dauert die ganze Fahrt mit der Talbahn?", "Die ganze Fahrt dauert 45 Minuten.", "55 Minuten.", False),
    w.correct("de-bg-035", "wrong.role", "Wer unterrichtet bei der Fahrschule Kreuzweg auf Schaltwagen?", "Auf Schaltwagen unterrichtet Murat Demir.", "Fahrlehrerin Anna Keller.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("de-bg-036", "relevant.direct", "Wie früh muss ich eine Festtagstorte bestellen?", "Mindestens drei Tage vorher.", BAKERY, True),
    w.relevant("de-bg-037", "relevant.direct", "Was kostet eine Massage im Spa?", "75 € für 60 Minuten.", SPA, True),
    w.relevant("de-bg-038", "relevant.yesno", "Darf ich mit einem Anhänger zum Wertstoffhof kommen?", "Ja, mit einer online gebuchten Genehmigung.", RECYCLING, True),
    w.relevant("de-bg-039", "offtopic.true", "An welchem Tag ist das Museum geschlossen?", "Für alle unter 18 Jahren ist der Eintritt frei.", MUSEUM, False),
    w.relevant("de-bg-040", "offtopic.other", "Ab wann kann ich mein Kind morgens im Camp abgeben?", "Im Hochsommer schmeckt kalte Gurkensuppe mit Dill besonders gut.", CAMP, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-bg-041", "diag.pass", "Was kostet eine Zimtschnecke in der Bäckerei Sommer?", "Eine Zimtschnecke kostet 2,50 €.", {"bakery-01": BAKERY, "train-01": TRAIN}, ("bakery-01",), "pass"),
    w.diag("de-bg-042", "diag.offtopic", "Wann schließt die Kletterhalle?", "Das Ausleihen von Kletterschuhen kostet 4 €.", {"gym-01": GYM, "spa-01": SPA}, ("gym-01",), "fix_generation"),
    w.diag("de-bg-043", "diag.unfaithful", "Wann ist der Restbetrag für die Hochzeit fällig?", "Der Restbetrag ist vier Wochen vor der Hochzeit fällig.", {"wedding-01": WEDDING, "repair-01": REPAIR}, ("wedding-01",), "fix_generation"),
    w.diag("de-bg-044", "diag.missed", "Was kostet es, eine Matratze beim Wertstoffhof abzugeben?", "Leider enthalten meine Informationen nichts zu den Kosten für Matratzen.", {"museum-01": MUSEUM, "camp-01": CAMP}, ("recycling-01",), "fix_retrieval"),
    w.diag("de-bg-045", "diag.correct_refusal", "Gibt es in den Zügen der Talbahn WLAN?", "Tut mir leid, in den vorliegenden Informationen steht nichts über WLAN in den Zügen.", {"train-01": TRAIN, "driving-01": DRIVING}, (), "correct_refusal"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
