"""German cases of fresh set cd. Scenarios: a woodworking course (Holzwerkstatt
Eichenlaub, Freiburg), a rooftop cinema (Dachkino Sternblick, Hamburg), a blood donation
centre (Blutspendezentrum Nordtor, Kassel), a mountain cable car (Seilbahn am Hohen Grat),
a student exchange office (Auslandsamt der Universität Lindenau), a bakery school
(Backschule Krume & Kruste, Leipzig), a kayak rental (Kajakverleih Flussbiegung), a
municipal recycling centre (Wertstoffhof Ostfeld), a jazz festival (Hafen-Jazzfestival
Kiel) and a parcel locker service (FixBox)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

WOODWORKING = "Die Holzwerkstatt Eichenlaub in Freiburg bietet einen Tischlerkurs für Anfänger an, den Schreinermeisterin Katrin Albers leitet. Der Kurs dauert sechs Wochen, mit einer Einheit jeden Dienstag von 18:30 bis 21:00 Uhr. Die Kursgebühr beträgt 340 €; darin sind das gesamte Holz und die Nutzung der Werkzeuge enthalten, Sicherheitsschuhe werden jedoch nicht gestellt. Eine Gruppe hat höchstens 8 Teilnehmende, und alle müssen mindestens 16 Jahre alt sein. Katrins Assistent Jonas Pfeiffer schärft vor jeder Einheit die Stechbeitel."
ROOFTOP_CINEMA = "Das Dachkino Sternblick auf dem Hansahaus in Hamburg zeigt vom 1. Juni bis 31. August Filme. Einlass ist um 20:00 Uhr, der Film beginnt um 21:15 Uhr. Ein normales Ticket kostet 12 €, ein Liegestuhl mit Decke kostet 4 € extra. Vorstellungen gibt es jeden Abend außer montags. Bei Regen läuft der Film unter dem Vordach weiter; nur bei Gewitter fällt die Vorstellung aus, und dann wird der Ticketpreis vollständig erstattet."
BLOOD_CENTRE = "Das Blutspendezentrum Nordtor in Kassel ist dienstags bis samstags von 8 bis 19 Uhr geöffnet. Spenderinnen und Spender müssen zwischen 18 und 68 Jahre alt sein und mindestens 50 kg wiegen. Die eigentliche Spende dauert etwa 10 Minuten, der gesamte Besuch rund eine Stunde. Männer dürfen alle 12 Wochen Vollblut spenden, Frauen alle 16 Wochen. Ärztliche Leiterin ist Dr. Miriam Hoffmann, und Pfleger Lukas Brandt leitet das Empfangsteam."
CABLE_CAR = "Die Seilbahn am Hohen Grat überwindet zwischen Talstation und Gipfel 1.150 Höhenmeter in 9 Minuten. Jede Kabine fasst bis zu 60 Personen. Eine Berg- und Talfahrt kostet für Erwachsene 32 €, Kinder von 6 bis 15 Jahren zahlen die Hälfte, und Kinder unter 6 Jahren fahren kostenlos. Die erste Kabine fährt um 8:30 Uhr im Tal ab, die letzte kommt um 17:45 Uhr vom Gipfel herunter. Bei Wind über 80 km/h wird der Betrieb eingestellt."
EXCHANGE_OFFICE = "Das Akademische Auslandsamt der Universität Lindenau befindet sich in Raum 204 des Bibliotheksgebäudes. Es ist montags bis donnerstags von 10 bis 16 Uhr geöffnet. Bewerbungen für einen Austausch im Sommersemester müssen bis zum 15. Oktober eingereicht werden. Bewerberinnen und Bewerber brauchen einen Notendurchschnitt von 2,5 oder besser und müssen zwei Semester abgeschlossen haben. Amtsleiter Prof. Dr. Stefan Kühn unterschreibt die Learning Agreements, und Beraterin Lea Yilmaz prüft die Bewerbungen."
BAKERY_SCHOOL = "Die Backschule Krume & Kruste in Leipzig bietet jeden Samstag von 9 bis 15 Uhr einen Sauerteig-Meisterkurs an. Der Kurs kostet 95 € und umfasst ein Mittagessen sowie ein Sauerteig-Set von 1 kg zum Mitnehmen. Bäckermeister Florian Weber leitet den Kurs, seine Geschäftspartnerin Anja Roth kümmert sich um die Buchungen. Plätze müssen mindestens 7 Tage im Voraus gebucht werden. Wer mehr als 48 Stunden vor Kursbeginn storniert, bekommt den vollen Betrag zurück; bei späteren Stornierungen gibt es keine Erstattung."
KAYAK_RENTAL = "Der Kajakverleih Flussbiegung am Alten Steg vermietet Einerkajaks für 15 € pro Stunde und Zweierkajaks für 25 € pro Stunde. Die Verleihstation ist von April bis Oktober täglich von 9 bis 18 Uhr geöffnet, und alle Kajaks müssen bis 17:30 Uhr zurückgegeben werden. Alle Paddelnden bekommen eine Schwimmweste, und das Tragen ist Pflicht. Kinder unter 12 Jahren dürfen nur zusammen mit einem Erwachsenen im Zweier paddeln. Alle Mieten sind im Voraus zu bezahlen, außer bei Gruppenbuchungen ab 10 Personen, die am Tag selbst zahlen dürfen."
RECYCLING_CENTRE = "Der Wertstoffhof Ostfeld in der Mühlenstraße ist täglich außer mittwochs von 8 bis 18 Uhr geöffnet. Einwohnerinnen und Einwohner können pro Besuch bis zu 5 Säcke Grünschnitt kostenlos abgeben. Für die Entsorgung eines Altreifens werden 3 € berechnet. Für Transporter und Anhänger braucht man eine Genehmigung, die die Stadt innerhalb von 10 Werktagen ausstellt. Asbest und Gasflaschen werden nicht angenommen."
JAZZ_FESTIVAL = "Das Hafen-Jazzfestival findet vom 12. bis 14. Juli in Kiel statt. Ein Dreitagespass kostet 120 €, ein Tagesticket 50 €. Der Headliner, das Mette Lund Quartett aus Kopenhagen, spielt am Samstag um 21 Uhr auf der Hauptbühne. Alle Konzerte auf der Hauptbühne sind bestuhlt, im Hafenzelt gibt es nur Stehplätze. Veranstalter ist die Küstenkultur GmbH, für die Tontechnik sorgt Tiefton Audio."
PARCEL_LOCKERS = "Die Paketstationen von FixBox bewahren ein Paket nach der Zustellung 72 Stunden lang auf. Der Abholcode wird per SMS und per E-Mail verschickt. Jedes Fach nimmt Pakete bis 20 kg und bis 60 cm an der längsten Seite auf. Wird ein Paket nicht rechtzeitig abgeholt, geht es an den Absender zurück. Der Versand an der Paketstation kostet 3,50 € für kleine und 5,20 € für große Pakete."

# fmt: off
FAITHFULNESS = [
    w.faith("de-cd-001", "para.reorder", "Wann finden die Kurseinheiten statt?", "Von 18:30 bis 21:00 Uhr, und zwar jeden Dienstag; insgesamt läuft der Kurs sechs Wochen.", WOODWORKING, True),
    w.faith("de-cd-002", "para.passive", "Wer schärft die Stechbeitel?", "Die Stechbeitel werden vor jeder Einheit von Jonas Pfeiffer, Katrins Assistent, geschärft.", WOODWORKING, True),
    w.faith("de-cd-003", "para.synonym", "Was passiert, wenn es regnet?", "Regen ist kein Problem: Der Film wird unter dem Vordach weitergezeigt. Abgesagt wird nur bei Gewitter, und dann bekommt man das ganze Geld für die Karte zurück.", ROOFTOP_CINEMA, True),
    w.faith("de-cd-004", "para.nominal", "Bis wann muss ich mich für einen Austausch im Sommersemester bewerben?", "Die Frist für die Einreichung der Bewerbungen für das Sommersemester endet am 15. Oktober.", EXCHANGE_OFFICE, True),
    w.faith("de-cd-005", "para.capital", "Wer ist der Headliner des Festivals?", "Headliner ist das Mette Lund Quartett aus der dänischen Hauptstadt.", JAZZ_FESTIVAL, True),
    w.faith("de-cd-006", "para.pronoun", "Welche Aufgabe hat Dr. Miriam Hoffmann?", "Sie ist die ärztliche Leiterin des Blutspendezentrums.", BLOOD_CENTRE, True),
    w.faith("de-cd-007", "para.relative", "Wer leitet den Sauerteig-Meisterkurs?", "Den Kurs leitet Florian Weber, der Bäckermeister ist.", BAKERY_SCHOOL, True),
    w.faith("de-cd-008", "para.part", "Hat das Blutspendezentrum donnerstags geöffnet?", "Ja, donnerstags ist es von 8 bis 19 Uhr geöffnet.", BLOOD_CENTRE, True),
    w.faith("de-cd-009", "para.combine", "Welche Regeln gelten für Kinder unter 12?", "Kinder unter 12 dürfen nur mit einem Erwachsenen im Zweier paddeln und müssen, wie alle anderen auch, die ausgegebene Schwimmweste tragen.", KAYAK_RENTAL, True),
    w.faith("de-cd-010", "fmt.number", "Wie viele Leute sind in einer Gruppe?", "Höchstens acht Teilnehmende pro Gruppe.", WOODWORKING, True),
    w.faith("de-cd-011", "fmt.thousands", "Wie viele Höhenmeter überwindet die Seilbahn?", "Sie überwindet 1150 Höhenmeter zwischen Tal und Gipfel.", CABLE_CAR, True),
    w.faith("de-cd-012", "fmt.scale", "Was ist im Kurspreis enthalten?", "Ein Mittagessen und ein Sauerteig-Set mit 1000 g, das man mit nach Hause nimmt.", BAKERY_SCHOOL, True),
    w.faith("de-cd-013", "fmt.date", "Wann findet das Jazzfestival statt?", "Vom 12.07. bis zum 14.07.", JAZZ_FESTIVAL, True),
    w.faith("de-cd-014", "fmt.time", "Wann beginnt der Film?", "Der Film fängt um Viertel nach neun am Abend an, Einlass ist ab acht Uhr abends.", ROOFTOP_CINEMA, True),
    w.faith("de-cd-015", "fmt.unit", "Wie groß darf ein Paket für das Fach sein?", "Bis zu 20 Kilogramm schwer und an der längsten Seite höchstens 60 Zentimeter lang.", PARCEL_LOCKERS, True),
    w.faith("de-cd-016", "fmt.abbrev", "Wann und wo hat das Auslandsamt geöffnet?", "Mo.–Do. von 10 bis 16 Uhr in R. 204 des Bibliotheksgebäudes.", EXCHANGE_OFFICE, True),
    w.faith("de-cd-017", "fmt.currency", "Was kostet ein Kajak?", "Ein Einer kostet 15 Euro pro Stunde, ein Zweier EUR 25 pro Stunde.", KAYAK_RENTAL, True),
    w.faith("de-cd-018", "fmt.range", "Wie alt muss man zum Blutspenden sein?", "Das Mindestalter liegt bei 18, das Höchstalter bei 68 Jahren.", BLOOD_CENTRE, True),
    w.faith("de-cd-019", "fmt.period", "Wie lange bleibt ein Paket im Fach?", "Drei Tage nach der Zustellung.", PARCEL_LOCKERS, True),
    w.faith("de-cd-020", "fmt.share", "Was zahlen Kinder für die Seilbahn?", "Kinder von 6 bis 15 Jahren zahlen 50 % des Erwachsenenpreises, unter 6 Jahren fahren sie gratis.", CABLE_CAR, True),
    w.faith("de-cd-021", "para.except", "An welchem Tag ist der Wertstoffhof geschlossen?", "Mittwochs ist geschlossen; an allen anderen Tagen hat er von 8 bis 18 Uhr offen.", RECYCLING_CENTRE, True),
    w.faith("de-cd-022", "wrap.opener", "Kostet die Abgabe von Grünschnitt etwas?", "Gute Frage! Bis zu 5 Säcke Grünschnitt pro Besuch können Sie kostenlos abgeben.", RECYCLING_CENTRE, True),
    w.faith("de-cd-023", "wrap.closer", "Wie früh muss ich den Meisterkurs buchen?", "Mindestens 7 Tage vor dem Kurs. Ich hoffe, das hilft Ihnen – viel Spaß beim Backen!", BAKERY_SCHOOL, True),
    w.faith("de-cd-024", "wrap.attribution", "Wie bekomme ich den Abholcode?", "Laut dem Dokument wird Ihnen der Abholcode per SMS und per E-Mail geschickt.", PARCEL_LOCKERS, True),
    w.faith("de-cd-025", "wrap.hedge", "Was kostet ein Tagesticket für das Festival?", "Ich glaube, ein Tagesticket kostet 50 €.", JAZZ_FESTIVAL, True),
    w.faith("de-cd-026", "wrap.question", "Ist die Werkzeugnutzung in der Kursgebühr enthalten?", "Ja, in den 340 € sind das gesamte Holz und die Werkzeugnutzung enthalten. Möchten Sie auch die Kurszeiten wissen?", WOODWORKING, True),
    w.faith("de-cd-027", "value.number", "Wie viele Personen passen in eine Kabine?", "Jede Kabine fasst bis zu 80 Personen.", CABLE_CAR, False),
    w.faith("de-cd-028", "value.date", "Bis wann müssen Bewerbungen für das Sommersemester eingereicht werden?", "Die Bewerbung für das Sommersemester muss bis zum 15. November eingehen.", EXCHANGE_OFFICE, False),
    w.faith("de-cd-029", "value.time", "Wann ist Einlass im Dachkino?", "Einlass ist um 19:30 Uhr.", ROOFTOP_CINEMA, False),
    w.faith("de-cd-030", "value.unit", "Wie viel muss man für eine Blutspende wiegen?", "Man muss mindestens 50 Pfund wiegen.", BLOOD_CENTRE, False),
    w.faith("de-cd-031", "value.currency", "Was kostet der Sauerteig-Meisterkurs?", "Der Sauerteig-Meisterkurs kostet 95 Schweizer Franken.", BAKERY_SCHOOL, False),
    w.faith("de-cd-032", "role.swap", "Wer leitet den Tischlerkurs?", "Den Kurs leitet Jonas Pfeiffer, und seine Assistentin Katrin Albers schärft die Stechbeitel.", WOODWORKING, False),
    w.faith("de-cd-033", "negation", "Kann ich Gasflaschen beim Wertstoffhof abgeben?", "Ja, Gasflaschen werden dort angenommen.", RECYCLING_CENTRE, False),
    w.faith("de-cd-034", "antonym", "Für welches Niveau ist der Tischlerkurs gedacht?", "Es ist ein Kurs für Fortgeschrittene mit viel Erfahrung.", WOODWORKING, False),
    w.faith("de-cd-035", "modality", "Muss ich die Schwimmweste tragen?", "Die Schwimmweste ist freiwillig, Sie können sie tragen, wenn Sie möchten.", KAYAK_RENTAL, False),
    w.faith("de-cd-036", "quantifier", "Gibt es bei den Konzerten auf der Hauptbühne Sitzplätze?", "Nur ein Teil der Konzerte auf der Hauptbühne ist bestuhlt.", JAZZ_FESTIVAL, False),
    w.faith("de-cd-037", "value.except", "Wann muss man die Kajakmiete bezahlen?", "Gruppen ab 10 Personen müssen im Voraus zahlen, alle anderen Mieten können am Tag selbst bezahlt werden.", KAYAK_RENTAL, False),
    w.faith("de-cd-038", "direction", "Bekomme ich mein Geld zurück, wenn ich den Kurs storniere?", "Ja, auch wer weniger als 48 Stunden vor Kursbeginn storniert, bekommt den vollen Betrag zurück.", BAKERY_SCHOOL, False),
    w.faith("de-cd-039", "added.fact", "Was kostet der Versand an der Paketstation?", "Kleine Pakete kosten 3,50 €, große 5,20 €, und bezahlt werden kann nur mit Karte.", PARCEL_LOCKERS, False),
    w.faith("de-cd-040", "added.entity", "Wer veranstaltet das Jazzfestival?", "Die Küstenkultur GmbH veranstaltet es gemeinsam mit der Stadt Kiel, und Tiefton Audio sorgt für die Tontechnik.", JAZZ_FESTIVAL, False),
    w.faith("de-cd-041", "mixed", "Wie oft darf man Vollblut spenden?", "Männer dürfen alle 12 Wochen Vollblut spenden, Frauen alle 10 Wochen.", BLOOD_CENTRE, False),
]

REFUSAL = [
    w.refusal("de-cd-042", "refusal.plain", "Gibt es am Hansahaus Parkplätze?", "Ich weiß nicht, ob es am Hansahaus Parkplätze gibt.", ROOFTOP_CINEMA, True),
    w.refusal("de-cd-043", "refusal.context", "Nimmt der Wertstoffhof alte Matratzen an?", "Der bereitgestellte Kontext sagt nichts darüber, ob alte Matratzen angenommen werden.", RECYCLING_CENTRE, True),
    w.refusal("de-cd-044", "refusal.short", "Dürfen Hunde mit in die Kabine?", "Das weiß ich leider nicht.", CABLE_CAR, True),
    w.refusal("de-cd-045", "refusal.long", "Wie hoch ist das monatliche Austauschstipendium?", "Vielen Dank für Ihre Frage. Die Informationen, die mir zum Akademischen Auslandsamt vorliegen, nennen zwar den Raum, die Öffnungszeiten, die Bewerbungsfrist und die Voraussetzungen, enthalten aber keinerlei Angaben zu Stipendien oder deren Höhe. Deshalb kann ich Ihnen leider keinen monatlichen Betrag nennen; am besten fragen Sie direkt beim Auslandsamt nach.", EXCHANGE_OFFICE, True),
    w.refusal("de-cd-046", "refusal.hedged", "Wann endet der Sauerteig-Meisterkurs?", "Ganz sicher bin ich mir nicht, aber ich glaube, er endet um 15 Uhr.", BAKERY_SCHOOL, False),
    w.refusal("de-cd-047", "refusal.partial", "Was kostet ein Zweierkajak pro Stunde, und gibt es einen Studentenrabatt?", "Ein Zweierkajak kostet 25 € pro Stunde. Zu einem Studentenrabatt finde ich keine Angaben, diesen Teil kann ich also nicht beantworten.", KAYAK_RENTAL, False),
]

CORRECTNESS = [
    w.correct("de-cd-048", "correct.wordy", "Wann spielt das Mette Lund Quartett?", "Wenn Sie den Headliner auf keinen Fall verpassen wollen, sollten Sie am Samstagabend vor der Hauptbühne stehen, denn genau dann, um 21 Uhr, tritt das Mette Lund Quartett auf.", "Das Mette Lund Quartett spielt am Samstag um 21 Uhr auf der Hauptbühne.", True),
    w.correct("de-cd-049", "correct.short", "Wie lange bewahrt die Paketstation ein Paket auf?", "72 Stunden.", "Ein Paket bleibt nach der Zustellung 72 Stunden in der Paketstation.", True),
    w.correct("de-cd-050", "correct.format", "Wann kommt die letzte Kabine vom Gipfel herunter?", "Um Viertel vor sechs am Abend.", "Die letzte Kabine kommt um 17:45 Uhr vom Gipfel herunter.", True),
    w.correct("de-cd-051", "wrong.value", "Was kostet der Tischlerkurs?", "Er kostet 430 €, Holz und Werkzeug inklusive.", "Der Kurs kostet 340 €, einschließlich des gesamten Holzes und der Werkzeugnutzung.", False),
    w.correct("de-cd-052", "wrong.echo", "Wie oft dürfen Frauen Vollblut spenden?", "Frauen dürfen jede Woche Vollblut spenden.", "Frauen dürfen alle 16 Wochen Vollblut spenden.", False),
    w.correct("de-cd-053", "wrong.role", "Wer unterschreibt die Learning Agreements?", "Beraterin Lea Yilmaz unterschreibt die Learning Agreements, und Prof. Dr. Stefan Kühn prüft die Bewerbungen.", "Amtsleiter Prof. Dr. Stefan Kühn unterschreibt die Learning Agreements; Beraterin Lea Yilmaz prüft die Bewerbungen.", False),
]

RELEVANCY = [
    w.relevant("de-cd-054", "relevant.direct", "Was kostet die Entsorgung eines Altreifens?", "Pro Altreifen werden 3 € berechnet.", RECYCLING_CENTRE, True),
    w.relevant("de-cd-055", "relevant.yesno", "Fällt die Vorstellung bei Regen aus?", "Nein, bei Regen läuft der Film unter dem Vordach; nur ein Gewitter führt zur Absage.", ROOFTOP_CINEMA, True),
    w.relevant("de-cd-056", "offtopic.true", "Bis wann müssen die Kajaks zurückgegeben werden?", "Der Kajakverleih Flussbiegung liegt am Alten Steg.", KAYAK_RENTAL, False),
    w.relevant("de-cd-057", "offtopic.other", "Wer kümmert sich um die Buchungen für den Meisterkurs?", "Der Meisterkurs kostet 95 €, ein Mittagessen ist inbegriffen.", BAKERY_SCHOOL, False),
]

DIAGNOSIS = [
    w.diag("de-cd-058", "diag.pass", "Wie schwer darf ein Paket für ein Fach höchstens sein?", "Ein Fach nimmt Pakete bis 20 kg auf.", {"parcel-lockers": PARCEL_LOCKERS, "jazz-festival": JAZZ_FESTIVAL}, ("parcel-lockers",), "pass"),
    w.diag("de-cd-059", "diag.offtopic", "Wann fährt die erste Kabine im Tal ab?", "Eine Berg- und Talfahrt kostet für Erwachsene 32 €.", {"cable-car": CABLE_CAR, "kayak-rental": KAYAK_RENTAL}, ("cable-car",), "fix_generation"),
    w.diag("de-cd-060", "diag.unfaithful", "Was kostet ein Dreitagespass?", "Ein Dreitagespass kostet 150 €.", {"jazz-festival": JAZZ_FESTIVAL, "rooftop-cinema": ROOFTOP_CINEMA}, ("jazz-festival",), "fix_generation"),
    w.diag("de-cd-061", "diag.refused", "Wo befindet sich das Auslandsamt?", "Das kann ich in den Unterlagen leider nicht finden.", {"exchange-office": EXCHANGE_OFFICE, "bakery-school": BAKERY_SCHOOL}, ("exchange-office",), "fix_generation"),
    w.diag("de-cd-062", "diag.missed", "Wie lange dauert es, bis man eine Genehmigung für den Transporter beim Wertstoffhof bekommt?", "In meinen Unterlagen steht nichts über Genehmigungen für Transporter, daher kann ich das nicht sagen.", {"rooftop-cinema": ROOFTOP_CINEMA, "blood-centre": BLOOD_CENTRE}, ("recycling-centre",), "fix_retrieval"),
    w.diag("de-cd-063", "diag.correct_refusal", "Bekommt man am Ende des Tischlerkurses ein Zertifikat?", "Aus den vorliegenden Informationen geht nicht hervor, ob es ein Zertifikat gibt.", {"woodworking": WOODWORKING, "bakery-school": BAKERY_SCHOOL}, (), "correct_refusal"),
    w.diag("de-cd-064", "diag.should_refuse", "Gibt es am Blutspendezentrum kostenlose Parkplätze?", "Ja, Spenderinnen und Spender parken bis zu zwei Stunden kostenlos auf dem Parkplatz des Zentrums.", {"blood-centre": BLOOD_CENTRE, "cable-car": CABLE_CAR}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
