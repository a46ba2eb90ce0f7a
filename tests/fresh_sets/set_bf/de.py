"""German cases of set BF: a dental practice, a ski school, a public library, a bike-sharing
scheme, a veterinary practice, a language school, a farmers' market, a co-working space, a
small theatre and a ferry line."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

DENTAL = "Die Zahnarztpraxis Dr. Weber in der Lindenstraße ist montags bis freitags von 8 bis 18 Uhr geöffnet. Eine Kontrolluntersuchung kostet 60 €, eine professionelle Zahnreinigung 90 €. Dr. Anna Weber leitet die Praxis, Dr. Jonas Keller ist für die Kieferorthopädie zuständig. Termine müssen spätestens 24 Stunden vorher abgesagt werden, sonst wird eine Gebühr von 30 € fällig."
SKI = "Die Skischule Zugspitzblick bietet täglich von 9:30 bis 12:00 Uhr Gruppenkurse für Anfänger an. Ein fünftägiger Gruppenkurs kostet 260 €, und für alle Kinder unter 14 Jahren ist ein Helm Pflicht. Privatstunden geben nachmittags die Skilehrer Lena Huber und Max Brandl. Bei Windgeschwindigkeiten über 60 km/h fallen die Kurse aus."
LIBRARY = "Mit einem Ausweis der Stadtbibliothek Neustadt kann man bis zu 15 Medien für vier Wochen ausleihen. Bücher können zweimal online verlängert werden, außer wenn sie von jemand anderem vorgemerkt sind. Sonntags und montags ist die Bibliothek geschlossen; der Lesesaal öffnet dienstags bis samstags um 10 Uhr. Die Bibliothekarin Sabine Roth liest jeden Mittwoch um 16 Uhr für Kinder vor."
BIKE = "Die Räder von StadtRad gibt es an 85 Stationen in der ganzen Stadt. Die ersten 30 Minuten jeder Fahrt sind kostenlos, danach kostet jede weitere halbe Stunde 1 €. Eine Jahreskarte kostet 60 €, und Nutzer müssen mindestens 16 Jahre alt sein. E-Bikes fahren höchstens 25 km/h."
VET = "Die Tierarztpraxis am Park behandelt Hunde, Katzen und Kaninchen, aber keine Vögel und Reptilien. Eine Standarduntersuchung kostet 45 €, eine Impfung 35 € pro Dosis. Dr. Felix Wagner führt die Operationen durch, während die Tiermedizinische Fachangestellte Julia Schmitt die Abnehmsprechstunde betreut. Hunde sollten vor einer Operation 12 Stunden nüchtern bleiben."
LANGSCHOOL = "Die Sprachschule Babel unterrichtet Erwachsene in Spanisch, Japanisch und Italienisch. Abendkurse finden zweimal pro Woche für je 90 Minuten statt, und ein zehnwöchiger Kurs kostet 390 €. In einer Gruppe sitzen höchstens 8 Teilnehmende. Ein Einstufungstest wird Anfängern empfohlen, ist aber nicht vorgeschrieben."
MARKET = "Der Bauernmarkt am Rathausplatz findet jeden Samstag von 7 bis 13 Uhr statt. Rund 40 Stände verkaufen regionale Produkte, und nur Erzeuger aus einem Umkreis von 50 Kilometern dürfen dort verkaufen. Hunde sind an der Leine willkommen. Der Markt wird von Thomas Berger geleitet."
COWORK = "Der Coworking-Space Werkbank in der Brückenstraße ist für Mitglieder rund um die Uhr geöffnet. Ein flexibler Arbeitsplatz kostet 190 € im Monat, ein fester Schreibtisch 280 € im Monat. Jede Mitgliedschaft enthält 5 Stunden Besprechungsraum pro Monat. Gäste dürfen kostenlos mitkommen, müssen sich aber am Empfang anmelden."
THEATRE = "Das Laternentheater hat 120 Plätze. Das Frühjahrsstück »Der gläserne Garten« läuft vom 3. bis 27. April, jeweils dienstags bis samstags um 19:30 Uhr. Karten kosten 24 €, Studierende erhalten 25 % Ermäßigung. Regie führt Katharina Vogel, die Hauptrolle spielt Paul Schneider."
FERRY = "Die Fähre der Insellinie fährt sechsmal täglich von Nordhafen nach Möwenoog. Die erste Fähre legt um 6:45 Uhr in Nordhafen ab, die letzte um 20:15 Uhr. Die Überfahrt dauert 40 Minuten und ist 14 km lang. Ein Hin- und Rückfahrticket kostet für Erwachsene 16 €; Fahrräder werden kostenlos mitgenommen, Autos jedoch nicht."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("de-bf-001", "para.reorder", "Wann hat die Zahnarztpraxis Dr. Weber geöffnet?", "Von 8 bis 18 Uhr ist die Praxis montags bis freitags geöffnet.", DENTAL, True),
    w.faith("de-bf-002", "para.passive", "Wer operiert in der Tierarztpraxis am Park?", "Die Operationen werden von Dr. Felix Wagner durchgeführt.", VET, True),
    w.faith("de-bf-003", "para.synonym", "Brauchen Kinder in der Skischule einen Helm?", "Ja, alle Kinder unter 14 Jahren müssen einen Helm tragen.", SKI, True),
    w.faith("de-bf-004", "para.combine", "Was kosten die Arbeitsplätze in der Werkbank?", "Ein flexibler Platz kostet 190 €, ein fester Schreibtisch 280 €, jeweils pro Monat.", COWORK, True),
    w.faith("de-bf-005", "fmt.number", "Wie groß sind die Gruppen in der Sprachschule?", "Eine Gruppe hat maximal acht Teilnehmende.", LANGSCHOOL, True),
    w.faith("de-bf-006", "fmt.time", "Wann ist die Vorlesestunde für Kinder?", "Jeden Mittwoch um vier Uhr nachmittags.", LIBRARY, True),
    w.faith("de-bf-007", "fmt.abbrev", "Wie schnell fahren die E-Bikes?", "Sie fahren höchstens 25 Kilometer pro Stunde.", BIKE, True),
    w.faith("de-bf-008", "fmt.share", "Gibt es eine Ermäßigung für Studierende?", "Ja, Studierende zahlen ein Viertel weniger.", THEATRE, True),
    w.faith("de-bf-009", "fmt.period", "Wie lange darf ich Medien ausleihen?", "Die Leihfrist beträgt 28 Tage.", LIBRARY, True),
    w.faith("de-bf-010", "wrap.opener", "Können Sie mir sagen, wann der Bauernmarkt ist?", "Klar! Der Bauernmarkt ist jeden Samstag von 7 bis 13 Uhr am Rathausplatz.", MARKET, True),
    w.faith("de-bf-011", "wrap.attribution", "Was kostet eine professionelle Zahnreinigung?", "Laut den Angaben der Praxis kostet eine professionelle Zahnreinigung 90 €.", DENTAL, True),
    w.faith("de-bf-012", "para.nominal", "Wann fallen die Skikurse aus?", "Bei Wind über 60 km/h erfolgt eine Absage der Kurse.", SKI, True),
    w.faith("de-bf-013", "para.except", "Kann ich Bücher online verlängern?", "Ja, zweimal – es sei denn, jemand anderes hat das Buch vorgemerkt.", LIBRARY, True),
    w.faith("de-bf-014", "value.number", "Was passiert, wenn ich einen Termin zu spät absage?", "Dann wird eine Gebühr von 40 € fällig.", DENTAL, False),
    w.faith("de-bf-015", "value.date", "Bis wann läuft »Der gläserne Garten«?", "Das Stück läuft bis zum 20. April.", THEATRE, False),
    w.faith("de-bf-016", "value.time", "Wann fährt die letzte Fähre?", "Die letzte Fähre legt um 21:15 Uhr ab.", FERRY, False),
    w.faith("de-bf-017", "value.unit", "Wie weit ist es mit der Fähre bis Möwenoog?", "Die Überfahrt ist 14 Seemeilen lang.", FERRY, False),
    w.faith("de-bf-018", "value.currency", "Was kostet ein fester Schreibtisch?", "Ein fester Schreibtisch kostet 280 Franken im Monat.", COWORK, False),
    w.faith("de-bf-019", "role.swap", "Wer betreut die Abnehmsprechstunde?", "Dr. Felix Wagner betreut die Abnehmsprechstunde, und Julia Schmitt führt die Operationen durch.", VET, False),
    w.faith("de-bf-020", "negation", "Darf ich meinen Hund auf den Bauernmarkt mitbringen?", "Nein, Hunde sind auf dem Markt nicht erlaubt.", MARKET, False),
    w.faith("de-bf-021", "antonym", "Ist die Bibliothek sonntags geöffnet?", "Ja, sonntags ist die Bibliothek geöffnet.", LIBRARY, False),
    w.faith("de-bf-022", "modality", "Müssen Anfänger einen Einstufungstest machen?", "Ja, für Anfänger ist ein Einstufungstest vorgeschrieben.", LANGSCHOOL, False),
    w.faith("de-bf-023", "quantifier", "Wer muss in der Skischule einen Helm tragen?", "Alle Kursteilnehmenden, auch Erwachsene, müssen einen Helm tragen.", SKI, False),
    w.faith("de-bf-024", "value.except", "Welche Tiere behandelt die Tierarztpraxis am Park?", "Hunde, Katzen, Kaninchen und Vögel, aber keine Reptilien.", VET, False),
    w.faith("de-bf-025", "direction", "Wie alt muss man sein, um StadtRad zu nutzen?", "Man darf höchstens 16 Jahre alt sein.", BIKE, False),
    w.faith("de-bf-026", "added.fact", "Was ist in der Mitgliedschaft enthalten?", "Jede Mitgliedschaft enthält 5 Stunden Besprechungsraum pro Monat und einen eigenen Spind.", COWORK, False),
    w.faith("de-bf-027", "added.entity", "Wer spielt in »Der gläserne Garten« die Hauptrolle?", "Paul Schneider spielt die Hauptrolle, Hanna Lorenz spielt seine Schwester.", THEATRE, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-bf-028", "refusal.plain", "Bietet die Praxis Implantate an?", "Tut mir leid, dazu habe ich keine Informationen.", DENTAL, True),
    w.refusal("de-bf-029", "refusal.context", "Gibt es an Bord der Fähre ein Café?", "Die vorliegenden Unterlagen sagen nichts darüber, ob es an Bord ein Café gibt.", FERRY, True),
    w.refusal("de-bf-030", "refusal.long", "Hat die Stadtbibliothek einen Parkplatz?", "Leider kann ich Ihnen das nicht beantworten. In den Informationen, die mir zur Stadtbibliothek Neustadt vorliegen, wird nirgends erwähnt, ob es Parkplätze gibt. Am besten fragen Sie direkt bei der Bibliothek nach.", LIBRARY, True),
    w.refusal("de-bf-031", "refusal.partial", "Was kostet ein Gruppenkurs und was eine Privatstunde?", "Ein fünftägiger Gruppenkurs kostet 260 €. Den Preis für Privatstunden kann ich den Unterlagen leider nicht entnehmen.", SKI, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-bf-032", "correct.wordy", "Wann fährt die erste Fähre nach Möwenoog?", "Die erste Fähre des Tages von Nordhafen nach Möwenoog legt morgens um Viertel vor sieben ab, also um 6:45 Uhr.", "Um 6:45 Uhr.", True),
    w.correct("de-bf-033", "correct.wordy", "Was kostet eine Kontrolluntersuchung bei Dr. Weber?", "Für eine Kontrolluntersuchung in der Zahnarztpraxis Dr. Weber müssen Sie mit Kosten von sechzig Euro rechnen.", "60 €.", True),
    w.correct("de-bf-034", "correct.short", "Wie viele Plätze hat das Laternentheater?", "120.", "Das Laternentheater hat 120 Plätze.", True),
    w.correct("de-bf-035", "wrong.value", "Wann beginnt »Der gläserne Garten«?", "Das Stück beginnt am 13. April.", "Am 3. April.", False),
    w.correct("de-bf-036", "wrong.echo", "Wer führt bei »Der gläserne Garten« Regie?", "Bei »Der gläserne Garten« führt jemand Regie.", "Katharina Vogel.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("de-bf-037", "relevant.direct", "Was kostet eine Impfung in der Tierarztpraxis?", "35 € pro Dosis.", VET, True),
    w.relevant("de-bf-038", "relevant.direct", "Wer leitet den Bauernmarkt?", "Thomas Berger.", MARKET, True),
    w.relevant("de-bf-039", "relevant.yesno", "Kann ich mein Auto mit auf die Fähre nehmen?", "Nein, Autos werden nicht befördert.", FERRY, True),
    w.relevant("de-bf-040", "offtopic.true", "Was kostet ein flexibler Arbeitsplatz?", "Gäste müssen sich am Empfang anmelden.", COWORK, False),
    w.relevant("de-bf-041", "offtopic.other", "Welche Sprachen unterrichtet die Sprachschule Babel?", "Am Wochenende soll es in München sonnig und warm werden.", LANGSCHOOL, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-bf-042", "diag.pass", "An wie vielen Stationen gibt es StadtRad-Räder?", "StadtRad-Räder gibt es an 85 Stationen in der ganzen Stadt.", {"bike-01": BIKE, "ferry-01": FERRY}, ("bike-01",), "pass"),
    w.diag("de-bf-043", "diag.offtopic", "Wer gibt in der Skischule Privatstunden?", "Die Gruppenkurse für Anfänger finden täglich von 9:30 bis 12:00 Uhr statt.", {"ski-01": SKI, "theatre-01": THEATRE}, ("ski-01",), "fix_generation"),
    w.diag("de-bf-044", "diag.unfaithful", "Wie lange sollte ein Hund vor einer Operation nüchtern bleiben?", "Ein Hund sollte vor einer Operation 6 Stunden nüchtern bleiben.", {"vet-01": VET, "market-01": MARKET}, ("vet-01",), "fix_generation"),
    w.diag("de-bf-045", "diag.missed", "Wie viele Medien kann ich mit einem Bibliotheksausweis ausleihen?", "Dazu finde ich in den vorliegenden Informationen leider keine Angabe.", {"cowork-01": COWORK, "dental-01": DENTAL}, ("library-01",), "fix_retrieval"),
    w.diag("de-bf-046", "diag.should_refuse", "Kann man auf dem Bauernmarkt mit Karte zahlen?", "Ja, an allen Ständen kann man mit Karte bezahlen.", {"market-01": MARKET, "ferry-01": FERRY}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
