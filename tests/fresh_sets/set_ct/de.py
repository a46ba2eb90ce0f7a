"""Fresh set ct, German: a Rhine cruise, a care home's visiting rules, a winery, an opera house, a skate park, a pet hotel, a tile-painting course, a village festival, a taxi company and an e-scooter rental."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

CRUISE = (
    "Die MS Rheingold fährt vom 1. Mai bis zum 15. Oktober täglich von Mainz nach Rüdesheim. "
    "Mainz, der Ausgangspunkt der Fahrt, ist die Hauptstadt von Rheinland-Pfalz. "
    "Das Schiff legt um 9:30 Uhr in Mainz ab und erreicht Rüdesheim um 12:45 Uhr; die Strecke ist 31 Kilometer lang. "
    "Eine Fahrkarte für Erwachsene kostet 28 €, Kinder unter 12 Jahren zahlen die Hälfte. "
    "Kapitänin ist Birgit Hansen, die Bordküche leitet der Koch Stefan Wolf. "
    "Hunde dürfen an der Leine mitfahren, Fahrräder müssen mindestens 24 Stunden vorher angemeldet werden."
)
NURSING = (
    "Besuche im Seniorenheim Lindenhof sind täglich außer mittwochs von 14 bis 19 Uhr möglich. "
    "Jede Bewohnerin und jeder Bewohner darf höchstens drei Besucher gleichzeitig empfangen. "
    "Alle Besucher müssen sich am Empfang eintragen, Kinder unter 14 Jahren müssen von einem Erwachsenen begleitet werden. "
    "Die Besuchsregeln hat die Heimleiterin Monika Brandt aufgestellt; der Heimbeirat hat sie am 4. März 2024 genehmigt. "
    "Blumen dürfen mitgebracht werden, Lebensmittel müssen aber zuerst dem Pflegepersonal gezeigt werden. "
    "Das Parken auf dem Besucherparkplatz kostet 3 € für zwei Stunden."
)
VINEYARD = (
    "Das Weingut Sonnenhang in Deidesheim wurde 1987 von Karl Weber gegründet und wird heute von seiner Tochter Julia Weber geführt. "
    "Die Rebfläche umfasst 42 Hektar, jedes Jahr werden rund 120.000 Flaschen abgefüllt. "
    "Geführte Weinproben finden freitags und samstags um 16 Uhr statt und kosten 25 € pro Person, fünf Weine inklusive. "
    "An der Weinprobe darf nur teilnehmen, wer mindestens 18 Jahre alt ist. "
    "Die Lese beginnt meist Mitte September und dauert drei Wochen. "
    "Etwa ein Viertel der Reben ist Riesling, der Rest ist Spätburgunder und Grauburgunder."
)
OPERA = (
    "Das Opernhaus Kranichstein wurde 1912 eröffnet und hat 1.450 Plätze. "
    "Die diesjährige „La Traviata“ läuft vom 8. bis zum 30. November; die Abendvorstellungen beginnen um 19:30 Uhr, sonntags gibt es zusätzlich eine Nachmittagsvorstellung um 14 Uhr. "
    "Die Violetta singt die Sopranistin Katharina Lenz, das Orchester dirigiert Tobias Ammann. "
    "Karten kosten zwischen 35 € und 120 €, Studierende mit gültigem Ausweis erhalten 20 % Rabatt. "
    "Wer zu spät kommt, wird erst in der Pause eingelassen. "
    "Eine Vorstellung dauert etwa zweieinhalb Stunden, einschließlich einer Pause von 25 Minuten."
)
SKATE = (
    "Der Skatepark am Dreisamufer ist täglich von 8 bis 21 Uhr geöffnet. "
    "Der Eintritt ist frei, aber für alle Skater unter 18 Jahren ist ein Helm Pflicht. "
    "Entworfen hat den Park die Architektin Lena Brückner, gebaut wurde er 2019 von der Stadt Freiburg. "
    "Die große Bowl ist 3,5 Meter tief, der Street-Bereich umfasst 600 Quadratmeter. "
    "Anfängerkurse für Kinder finden samstagvormittags statt und kosten 12 € pro Termin. "
    "Musikboxen sind nur bis 20 Uhr erlaubt."
)
PET = (
    "Die Tierpension Pfötchen nimmt Hunde und Katzen auf, aber keine Vögel und Reptilien. "
    "Eine Nacht im Standardzimmer kostet 35 € für einen Hund und 22 € für eine Katze. "
    "Alle Hunde müssen mindestens 14 Tage vor der Ankunft gegen Tollwut und Zwingerhusten geimpft sein. "
    "Die Anreise ist zwischen 8 und 11 Uhr möglich, die Abreise bis 18 Uhr. "
    "Inhaberin ist die Tierärztin Dr. Sabine Kohl, die täglichen Spaziergänge leitet der Hundetrainer Jonas Reiter. "
    "Jeder Hund wird zweimal am Tag ausgeführt, und ein Aufenthalt darf höchstens 30 Nächte dauern."
)
TILE = (
    "Das Atelier Blauweiß bietet jeden Donnerstag von 18 bis 21 Uhr einen Fliesenmalkurs an. "
    "Alle Teilnehmenden bemalen vier Fliesen von 15 × 15 Zentimetern, die im Brennofen gebrannt werden und nach zehn Tagen abgeholt werden können. "
    "Der Kurs kostet 49 €, Farben, Pinsel und Schürzen werden gestellt. "
    "Die Kurse leitet die Keramikerin Ana Moreira, die in Lissabon ausgebildet wurde. "
    "Eine Gruppe hat höchstens zwölf Personen, Kinder ab zehn Jahren dürfen mit einem Elternteil teilnehmen. "
    "Wer den vollen Betrag zurückhaben möchte, muss mindestens 48 Stunden vorher absagen."
)
FESTIVAL = (
    "Das Dorffest in Oberbirken findet am 13. und 14. Juli 2024 auf dem Dorfplatz statt. "
    "Der Festumzug beginnt am Samstag um 11 Uhr und wird von Bürgermeister Thomas Huber angeführt. "
    "Der Eintritt ist für alle frei, die Fahrgeschäfte kosten aber je 2 €. "
    "Erwartet werden rund 3.500 Besucher; die Hauptstraße ist an beiden Tagen von 9 bis 18 Uhr für den Verkehr gesperrt. "
    "Den Kuchenwettbewerb bewertet die Bäckermeisterin Gerda Maier, der Sieger erhält 200 € Preisgeld. "
    "Das Feuerwerk beginnt am Sonntag um 22 Uhr."
)
TAXI = (
    "Die Taxizentrale Grünwagen betreibt in Kassel 65 Fahrzeuge, 40 davon fahren elektrisch. "
    "Der Grundpreis beträgt 4,20 €, dazu kommen 2,30 € pro Kilometer. "
    "Zwischen Mitternacht und 6 Uhr wird auf jede Fahrt ein Nachtzuschlag von 25 % erhoben. "
    "Fahrten lassen sich telefonisch oder über die Grünwagen-App buchen, Flughafenfahrten müssen mindestens zwei Stunden im Voraus bestellt werden. "
    "Gegründet wurde das Unternehmen 2008 von Murat Yılmaz, die Funkzentrale leitet Heike Schröder. "
    "Die Fahrer nehmen Bargeld und Karten an, aber keine Schecks."
)
SCOOTER = (
    "FlitzRoller verleiht E-Scooter in der Leipziger Innenstadt. "
    "Das Entsperren kostet 1 €, jede Fahrminute kostet 0,19 €. "
    "Wer fahren will, muss mindestens 18 Jahre alt sein und einen gültigen Führerschein besitzen. "
    "Die Roller dürfen überall im Geschäftsgebiet abgestellt werden, außer im Clara-Zetkin-Park. "
    "Die Höchstgeschwindigkeit ist auf 20 km/h begrenzt, ein voller Akku reicht für etwa 40 Kilometer. "
    "Ein Helm wird empfohlen, ist aber nicht vorgeschrieben."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-ct-001", "para.reorder", "Wann fährt die MS Rheingold?", "Täglich vom 1. Mai bis zum 15. Oktober fährt die MS Rheingold von Mainz nach Rüdesheim.", CRUISE, True),
    w.faith("de-ct-002", "para.passive", "Wer hat das Weingut Sonnenhang gegründet?", "Karl Weber hat das Weingut Sonnenhang 1987 gegründet.", VINEYARD, True),
    w.faith("de-ct-003", "para.synonym", "Muss man für den Skatepark Eintritt zahlen?", "Nein, der Skatepark am Dreisamufer kostet keinen Eintritt.", SKATE, True),
    w.faith("de-ct-004", "para.nominal", "Wie ist das mit der Absage beim Fliesenmalkurs?", "Für die volle Erstattung ist eine Absage mindestens 48 Stunden vorher nötig.", TILE, True),
    w.faith("de-ct-005", "para.capital", "Wo beginnt die Rheinfahrt?", "Sie beginnt in der rheinland-pfälzischen Landeshauptstadt Mainz.", CRUISE, True),
    w.faith("de-ct-006", "para.pronoun", "Was macht Julia Weber auf dem Weingut Sonnenhang?", "Sie führt heute das Weingut.", VINEYARD, True),
    w.faith("de-ct-007", "para.relative", "Wer leitet die Fliesenmalkurse?", "Die Kurse leitet Ana Moreira, eine Keramikerin, die in Lissabon ausgebildet wurde.", TILE, True),
    w.faith("de-ct-008", "para.part", "Darf ich meiner Mutter selbstgebackenen Kuchen mitbringen?", "Lebensmittel müssen zuerst dem Pflegepersonal gezeigt werden.", NURSING, True),
    w.faith("de-ct-009", "para.combine", "Wem gehört die Tierpension Pfötchen, und was kostet eine Nacht für einen Hund?", "Die Tierpension Pfötchen, deren Inhaberin die Tierärztin Dr. Sabine Kohl ist, verlangt für einen Hund 35 € pro Nacht im Standardzimmer.", PET, True),
    w.faith("de-ct-010", "fmt.number", "Wann können wir unsere bemalten Fliesen abholen?", "Die gebrannten Fliesen können nach 10 Tagen abgeholt werden.", TILE, True),
    w.faith("de-ct-011", "fmt.thousands", "Wie viele Plätze hat das Opernhaus Kranichstein?", "Es hat 1450 Plätze.", OPERA, True),
    w.faith("de-ct-012", "fmt.scale", "Wie tief ist die große Bowl?", "Die große Bowl ist 350 Zentimeter tief.", SKATE, True),
    w.faith("de-ct-013", "fmt.date", "Wann wurden die Besuchsregeln genehmigt?", "Der Heimbeirat hat sie am 04.03.2024 genehmigt.", NURSING, True),
    w.faith("de-ct-014", "fmt.time", "Bis wann hat der Skatepark offen?", "Der Skatepark hat täglich bis 9 Uhr abends geöffnet.", SKATE, True),
    w.faith("de-ct-015", "fmt.unit", "Wie lang ist die Strecke von Mainz nach Rüdesheim?", "Die Strecke ist 31 km lang.", CRUISE, True),
    w.faith("de-ct-016", "fmt.abbrev", "Wem gehört die Tierpension Pfötchen?", "Inhaberin ist die Tierärztin Doktor Sabine Kohl.", PET, True),
    w.faith("de-ct-017", "fmt.currency", "Was kostet eine Fahrminute bei FlitzRoller?", "Jede Fahrminute kostet 19 Cent.", SCOOTER, True),
    w.faith("de-ct-018", "fmt.range", "Wie viele Leute dürfen gleichzeitig zu Besuch kommen?", "Pro Bewohner sind maximal 3 Besucher gleichzeitig erlaubt.", NURSING, True),
    w.faith("de-ct-019", "fmt.period", "Wie lange vor der Ankunft muss mein Hund geimpft sein?", "Er muss mindestens zwei Wochen vor der Ankunft gegen Tollwut und Zwingerhusten geimpft sein.", PET, True),
    w.faith("de-ct-020", "fmt.share", "Wie viel Riesling wächst auf dem Weingut Sonnenhang?", "Etwa 25 % der Reben sind Riesling.", VINEYARD, True),
    w.faith("de-ct-021", "para.except", "Kann ich meinen Opa am Mittwoch im Lindenhof besuchen?", "Nein, mittwochs sind im Lindenhof keine Besuche möglich.", NURSING, True),
    w.faith("de-ct-022", "wrap.opener", "Was kostet eine Weinprobe auf dem Sonnenhang?", "Gute Frage! Eine geführte Weinprobe kostet 25 € pro Person, fünf Weine sind inklusive.", VINEYARD, True),
    w.faith("de-ct-023", "wrap.closer", "Um wie viel Uhr legt das Schiff in Mainz ab?", "Die MS Rheingold legt um 9:30 Uhr in Mainz ab. Ich hoffe, das hilft Ihnen weiter!", CRUISE, True),
    w.faith("de-ct-024", "wrap.attribution", "Brauchen Kinder im Skatepark einen Helm?", "Laut Parkordnung ist ein Helm für alle Skater unter 18 Jahren Pflicht.", SKATE, True),
    w.faith("de-ct-025", "wrap.hedge", "Was bekommt der Sieger des Kuchenwettbewerbs?", "Soweit ich weiß, erhält der Sieger 200 € Preisgeld.", FESTIVAL, True),
    w.faith("de-ct-026", "wrap.question", "Wie früh muss ich ein Taxi zum Flughafen bestellen?", "Flughafenfahrten müssen mindestens zwei Stunden im Voraus bestellt werden. Möchten Sie auch die Preise wissen?", TAXI, True),
    w.faith("de-ct-027", "value.number", "Wie viele Grünwagen-Taxis fahren elektrisch?", "Von den 65 Fahrzeugen fahren 45 elektrisch.", TAXI, False),
    w.faith("de-ct-028", "value.date", "Wann ist das Dorffest in Oberbirken?", "Das Dorffest findet am 20. und 21. Juli 2024 auf dem Dorfplatz statt.", FESTIVAL, False),
    w.faith("de-ct-029", "value.time", "Wann beginnt das Feuerwerk?", "Das Feuerwerk beginnt am Sonntag um 21 Uhr.", FESTIVAL, False),
    w.faith("de-ct-030", "value.unit", "Wie groß sind die Fliesen im Kurs?", "Jede Fliese misst 15 × 15 Millimeter.", TILE, False),
    w.faith("de-ct-031", "value.currency", "Was kostet das Entsperren eines FlitzRollers?", "Das Entsperren kostet 1,50 €.", SCOOTER, False),
    w.faith("de-ct-032", "role.swap", "Wer singt die Violetta, und wer dirigiert?", "Tobias Ammann singt die Violetta, und Katharina Lenz dirigiert das Orchester.", OPERA, False),
    w.faith("de-ct-033", "negation", "Kann ich meinen Wellensittich in der Tierpension Pfötchen unterbringen?", "Ja, die Tierpension Pfötchen nimmt auch Vögel auf.", PET, False),
    w.faith("de-ct-034", "antonym", "Kann man während des Dorffests über die Hauptstraße fahren?", "Ja, die Hauptstraße bleibt an beiden Festtagen für den Verkehr geöffnet.", FESTIVAL, False),
    w.faith("de-ct-035", "modality", "Brauche ich für den FlitzRoller einen Helm?", "Ja, ein Helm ist bei FlitzRoller vorgeschrieben.", SCOOTER, False),
    w.faith("de-ct-036", "quantifier", "Welche Rebsorten gibt es auf dem Weingut Sonnenhang?", "Die meisten Reben sind Riesling, der Rest ist Spätburgunder und Grauburgunder.", VINEYARD, False),
    w.faith("de-ct-037", "value.except", "Darf ich den Roller im Clara-Zetkin-Park abstellen?", "Ja, im Clara-Zetkin-Park dürfen Sie den Roller abstellen.", SCOOTER, False),
    w.faith("de-ct-038", "direction", "Gibt es auf der MS Rheingold eine Ermäßigung für Kinder?", "Ja, Kinder über 12 Jahren zahlen die Hälfte.", CRUISE, False),
    w.faith("de-ct-039", "added.fact", "Wer leitet den Fliesenmalkurs?", "Die Keramikerin Ana Moreira, die in Lissabon ausgebildet wurde und seit zwanzig Jahren unterrichtet.", TILE, False),
    w.faith("de-ct-040", "added.entity", "Wer hat Grünwagen gegründet?", "Murat Yılmaz hat das Unternehmen 2008 zusammen mit seinem Bruder Emre gegründet.", TAXI, False),
    w.faith("de-ct-041", "mixed", "Wann sind die Anfängerkurse im Skatepark?", "Die Anfängerkurse für Kinder finden samstagvormittags statt und dauern jeweils zwei Stunden.", SKATE, False),
]
REFUSAL = [
    w.refusal("de-ct-042", "refusal.plain", "Kann man auf dem Weingut Sonnenhang heiraten?", "Das weiß ich leider nicht.", VINEYARD, True),
    w.refusal("de-ct-043", "refusal.context", "Gibt es auf der MS Rheingold WLAN?", "In den vorliegenden Unterlagen steht nichts über WLAN an Bord, deshalb kann ich das nicht beantworten.", CRUISE, True),
    w.refusal("de-ct-044", "refusal.short", "Gibt es im Opernhaus Kranichstein eine Kleiderordnung?", "Keine Ahnung.", OPERA, True),
    w.refusal("de-ct-045", "refusal.long", "Bekommen die Bewohner im Lindenhof jeden Herbst eine Grippeimpfung?", "Vielen Dank für Ihre Frage. Leider behandeln meine Unterlagen nur die Besuchsregeln des Seniorenheims Lindenhof, etwa die Besuchszeiten, das Eintragen am Empfang und was man mitbringen darf, zu Impfungen steht dort nichts. Am besten wenden Sie sich direkt an das Pflegepersonal, das Ihnen sicher verlässlich Auskunft geben kann.", NURSING, True),
    w.refusal("de-ct-046", "refusal.hedged", "Wann findet der Fliesenmalkurs statt?", "Ganz sicher bin ich mir nicht, aber der Kurs scheint donnerstags von 18 bis 21 Uhr stattzufinden.", TILE, False),
    w.refusal("de-ct-047", "refusal.partial", "Was kostet eine Nacht in der Tierpension für einen Hund und für ein Kaninchen?", "Für einen Hund kostet eine Nacht im Standardzimmer 35 €; zu Kaninchen steht in den Unterlagen nichts, daher kann ich dazu keinen Preis nennen.", PET, False),
]
CORRECTNESS = [
    w.correct("de-ct-048", "correct.wordy", "Wer hat die Taxizentrale Grünwagen gegründet?", "Die Taxizentrale Grünwagen wurde 2008 von Murat Yılmaz gegründet und betreibt heute 65 Fahrzeuge in Kassel.", "Murat Yılmaz", True),
    w.correct("de-ct-049", "correct.short", "Ab welchem Alter darf man mit FlitzRoller fahren?", "Ab 18.", "Wer fahren will, muss mindestens 18 Jahre alt sein und einen gültigen Führerschein besitzen.", True),
    w.correct("de-ct-050", "correct.format", "An welchem Tag beginnt das Dorffest in Oberbirken?", "Am 13.07.2024.", "13. Juli 2024", True),
    w.correct("de-ct-051", "wrong.value", "Wie tief ist die große Bowl im Skatepark am Dreisamufer?", "Sie ist 2,5 Meter tief.", "3,5 Meter", False),
    w.correct("de-ct-052", "wrong.echo", "Wie lange dauert die Lese auf dem Weingut Sonnenhang?", "Die Lese auf dem Weingut Sonnenhang dauert so lange, wie die Lese auf dem Weingut Sonnenhang dauert.", "Drei Wochen", False),
    w.correct("de-ct-053", "wrong.role", "Wer dirigiert „La Traviata“ im Opernhaus Kranichstein?", "Katharina Lenz dirigiert.", "Tobias Ammann", False),
]
RELEVANCY = [
    w.relevant("de-ct-054", "relevant.direct", "Wann kann ich meine Katze in der Tierpension abgeben?", "Zwischen 8 und 11 Uhr.", PET, True),
    w.relevant("de-ct-055", "relevant.yesno", "Darf meine elfjährige Tochter beim Fliesenmalkurs mitmachen?", "Ja, wenn ein Elternteil mit teilnimmt.", TILE, True),
    w.relevant("de-ct-056", "offtopic.true", "Wann beginnt der Festumzug in Oberbirken?", "Den Kuchenwettbewerb bewertet die Bäckermeisterin Gerda Maier.", FESTIVAL, False),
    w.relevant("de-ct-057", "offtopic.other", "Wie hoch ist der Nachtzuschlag bei Grünwagen?", "Sie können ein Grünwagen-Taxi telefonisch oder über die App buchen.", TAXI, False),
]
DIAGNOSIS = [
    w.diag("de-ct-058", "diag.pass", "Wann kommt die MS Rheingold in Rüdesheim an?", "Sie erreicht Rüdesheim um 12:45 Uhr.", {"cruise": CRUISE, "opera": OPERA}, ("cruise",), "pass"),
    w.diag("de-ct-059", "diag.offtopic", "Wie lange dauert eine Vorstellung von „La Traviata“?", "Das Opernhaus Kranichstein wurde 1912 eröffnet.", {"opera": OPERA, "skate": SKATE}, ("opera",), "fix_generation"),
    w.diag("de-ct-060", "diag.unfaithful", "Wie viele Besucher darf ein Bewohner im Lindenhof gleichzeitig empfangen?", "Jeder Bewohner darf bis zu sechs Besucher gleichzeitig empfangen.", {"nursing": NURSING, "pet": PET}, ("nursing",), "fix_generation"),
    w.diag("de-ct-061", "diag.refused", "Was kostet eine geführte Weinprobe auf dem Sonnenhang?", "Tut mir leid, dazu habe ich keine Informationen.", {"vineyard": VINEYARD, "tile": TILE}, ("vineyard",), "fix_generation"),
    w.diag("de-ct-062", "diag.missed", "Wie hoch ist der Grundpreis bei Grünwagen?", "Den Grundpreis von Grünwagen habe ich in den Unterlagen nicht gefunden.", {"scooter": SCOOTER, "festival": FESTIVAL}, ("taxi",), "fix_retrieval"),
    w.diag("de-ct-063", "diag.correct_refusal", "Wie lautet die Telefonnummer des Rathauses in Oberbirken?", "Tut mir leid, die Telefonnummer des Rathauses steht nicht in den Unterlagen.", {"festival": FESTIVAL, "taxi": TAXI}, (), "correct_refusal"),
    w.diag("de-ct-064", "diag.should_refuse", "Wer hat letztes Jahr den Kuchenwettbewerb gewonnen?", "Letztes Jahr hat Erika Fuchs den Kuchenwettbewerb gewonnen.", {"festival": FESTIVAL, "cruise": CRUISE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
