"""German cases of fresh set br: a tailor (Maßschneiderei Brandt), an escape room
(Fluchtpunkt Escape Rooms), a residents' parking permit office (Bewohnerparken Münster), a
music festival (Seewiesen-Festival), a dog grooming salon (Hundesalon Wuschelpfote), a
car wash (Waschpark Glanzstück), an observatory (Sternwarte Hohe Warte), a mobile phone
plan (TeleBlau Flex 25), a community garden (Gemeinschaftsgarten Lindenhof) and a hot-air
balloon ride (Ballonfahrten Allgäu-Himmel)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

TAILOR = (
    "Die Maßschneiderei Brandt in der Karl-Liebknecht-Straße 42 in Leipzig wird von Schneidermeisterin Ingrid Brandt geführt; ihr Neffe Jonas Weber übernimmt Anproben und Änderungen. "
    "Eine Hose zu kürzen kostet 14 €, einen Reißverschluss zu ersetzen 22 €. "
    "Ein Maßanzug kostet ab 890 € und ist nach fünf Wochen fertig, zwei Anproben sind im Preis enthalten. "
    "Änderungen sind innerhalb von 4 Werktagen fertig, Brautmode braucht allerdings mindestens 10 Werktage. "
    "Geöffnet ist von Dienstag bis Samstag, jeweils von 9 bis 18 Uhr."
)

ESCAPE = (
    "Fluchtpunkt Escape Rooms in Hamburg-Altona bietet drei Räume an: den Tresor, das U-Boot und die Bibliothek. "
    "In jedem Raum spielen 2 bis 6 Personen, ein Spiel dauert 60 Minuten. "
    "Unter der Woche kostet ein Spiel 25 € pro Person, am Wochenende 29 € pro Person. "
    "Die Spieler müssen mindestens 15 Minuten vor Spielbeginn da sein, weil Spielleiterin Lena Hoffmann vorher eine Sicherheitseinweisung gibt. "
    "Für einige Rätsel im U-Boot braucht man eine UV-Taschenlampe, die vor Ort gestellt wird. "
    "Kinder unter 14 Jahren dürfen nur in Begleitung eines Erwachsenen spielen."
)

PARKING = (
    "Bewohnerparkausweise stellt in Münster die Bewohnerparken-Stelle des Ordnungsamts in Zimmer 104 im Stadthaus 2 aus. "
    "Sie ist montags bis freitags von 8 bis 15 Uhr geöffnet, donnerstags bis 18 Uhr. "
    "Ein Bewohnerparkausweis kostet 120 € pro Jahr, und jede Person erhält höchstens einen Ausweis. "
    "Mitzubringen sind der Personalausweis mit einer Meldeadresse im Parkgebiet und der Fahrzeugschein. "
    "Die Ausweise für 2025 gelten vom 1. März 2025 bis zum 28. Februar 2026. "
    "Der Antrag kann auch online über das Serviceportal der Stadt gestellt werden."
)

FESTIVAL = (
    "Das Seewiesen-Festival findet vom 8. bis 10. August 2025 am Ufer des Altmühlsees statt. "
    "Einlass ist täglich ab 12 Uhr, die Musik endet freitags und samstags um 23 Uhr und sonntags um 21 Uhr. "
    "Headliner am Samstag ist die vierköpfige Band Nordlicht Express aus Wien. "
    "Veranstaltet wird das Festival von Festivalleiter Matthias Gruber. "
    "Ein Wochenendticket kostet 129 €, ein Tagesticket 55 €, und Kinder unter 12 Jahren kommen in Begleitung eines zahlenden Erwachsenen kostenlos hinein. "
    "Glasflaschen sind auf dem Gelände verboten, leere Trinkflaschen bis 1 Liter sind erlaubt."
)

GROOMING = (
    "Den Hundesalon Wuschelpfote führt Hundefriseurin Sabine Kraus zusammen mit ihrem Sohn Tim. "
    "Eine Komplettpflege kostet für kleine Hunde 45 € und für große Hunde 70 €; als groß gelten Hunde ab 20 kg. "
    "Krallenschneiden allein kostet 10 € und geht ohne Termin. "
    "Zu jeder Komplettpflege gehören Baden, Föhnen und Ohrenreinigung, das Entfilzen wird mit 12 € pro 15 Minuten extra berechnet. "
    "Hunde, die in den letzten 48 Stunden geimpft wurden, werden nicht frisiert."
)

CARWASH = (
    "Der Waschpark Glanzstück in Köln-Ehrenfeld hat täglich von 7 bis 21 Uhr geöffnet. "
    "Die Basiswäsche außen kostet 9 €, das Premium-Paket mit Innenraumsaugen und Reifenglanz 18 €. "
    "Transporter und SUVs zahlen auf jedes Paket einen Aufschlag von 4 €. "
    "Wer eine 10er-Karte kauft, bezahlt nur 8 Wäschen. "
    "Laut Betriebsleiter Murat Yılmaz dürfen Fahrzeuge, die höher als 2,1 Meter sind, nicht in die Waschstraße und werden stattdessen von Hand gewaschen."
)

OBSERVATORY = (
    "Die Sternwarte Hohe Warte liegt 650 Meter über dem Meeresspiegel, 18 km südlich von Kassel. "
    "Ihr Hauptinstrument ist ein Spiegelteleskop mit 50 cm Öffnung, das 2003 eingeweiht wurde. "
    "Öffentliche Beobachtungsabende gibt es von Oktober bis März jeden Freitag ab 19:30 Uhr; der Eintritt kostet 8 € für Erwachsene und 4 € für Kinder. "
    "Ist der Himmel bewölkt, findet der Abend trotzdem statt, dann mit einer Planetariumsvorführung statt der Beobachtung am Teleskop. "
    "Den Einführungsvortrag hält die Leiterin der Sternwarte, Dr. Katrin Vogel."
)

PHONE = (
    "Der Tarif Flex 25 von TeleBlau kostet 12,99 € im Monat und ist monatlich kündbar. "
    "Enthalten sind unbegrenzte Telefonie und SMS in alle deutschen Netze sowie 25 GB Datenvolumen; danach wird auf 1 Mbit/s gedrosselt, ohne dass Zusatzkosten entstehen. "
    "Außerdem sind jeden Monat 1500 Minuten für Anrufe in 30 Länder enthalten. "
    "Wer bis zum 30. Juni 2025 abschließt, zahlt in den ersten 3 Monaten nur die Hälfte der Grundgebühr. "
    "Anrufe zu Sonderrufnummern sind nicht enthalten und kosten 1,99 € pro Minute."
)

GARDEN = (
    "Der Gemeinschaftsgarten Lindenhof hat 32 Beete, jedes 2 mal 4 Meter groß, für einen Jahresbeitrag von 40 €. "
    "Wer ein Beet hat, muss an mindestens zwei der vier Gartentage pro Saison teilnehmen. "
    "Das Tor ist täglich von 7 bis 20 Uhr offen, außer montags: Dann bleibt es wegen Wartungsarbeiten bis 12 Uhr geschlossen. "
    "Werkzeug aus dem gemeinsamen Schuppen kann man bis zu 14 Tage ausleihen. "
    "Die Koordinatorin Petra Lange führt die Warteliste, auf der derzeit 21 Namen stehen."
)

BALLOON = (
    "Ballonfahrten Allgäu-Himmel startet von April bis Oktober am Festplatz in Füssen. "
    "Gestartet wird bei Sonnenaufgang, und die Fahrgäste müssen 45 Minuten vorher am Startplatz sein. "
    "Die Fahrt selbst dauert etwa eine Stunde, das gesamte Erlebnis mit Aufrüsten, Landung und Ballonfahrertaufe 3 bis 4 Stunden. "
    "Ein Platz kostet 249 €; Fahrgäste dürfen höchstens 120 kg wiegen und müssen mindestens 1,40 m groß sein. "
    "Pilot Florian Huber sagt die Fahrt ab, wenn der Wind stärker als 15 km/h weht."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-br-001", "para.reorder", "Was kostet es, eine Hose zu kürzen und einen Reißverschluss zu ersetzen?", "Für einen neuen Reißverschluss zahlt man 22 €, fürs Kürzen einer Hose 14 €.", TAILOR, True),
    w.faith("de-br-002", "para.passive", "Wer kümmert sich um die Anproben?", "Anproben und Änderungen werden von Jonas Weber übernommen, dem Neffen von Schneidermeisterin Ingrid Brandt.", TAILOR, True),
    w.faith("de-br-003", "para.synonym", "Wann sollen wir vor unserem Spiel da sein?", "Ihr solltet spätestens eine Viertelstunde vor Spielbeginn eintreffen, denn Spielleiterin Lena Hoffmann macht vorher eine Sicherheitsunterweisung.", ESCAPE, True),
    w.faith("de-br-004", "para.nominal", "Was muss ich für den Antrag mitbringen?", "Für die Antragstellung ist die Vorlage des Personalausweises mit Meldeadresse im Parkgebiet sowie des Fahrzeugscheins erforderlich.", PARKING, True),
    w.faith("de-br-005", "para.capital", "Woher kommt der Headliner am Samstag?", "Der Samstags-Headliner Nordlicht Express ist eine vierköpfige Band aus Österreich.", FESTIVAL, True),
    w.faith("de-br-006", "para.pronoun", "Wer führt den Hundesalon Wuschelpfote?", "Sabine Kraus führt ihn gemeinsam mit ihrem Sohn Tim; sie ist die Hundefriseurin.", GROOMING, True),
    w.faith("de-br-007", "para.relative", "Was sagt der Betriebsleiter zu hohen Fahrzeugen?", "Murat Yılmaz, der den Waschpark leitet, sagt, dass Fahrzeuge über 2,1 Meter nicht in die Waschstraße dürfen und von Hand gewaschen werden.", CARWASH, True),
    w.faith("de-br-008", "para.part", "Gibt es im Dezember Beobachtungsabende?", "Ja, der Dezember liegt in der Saison von Oktober bis März, also gibt es jeden Freitag ab 19:30 Uhr einen öffentlichen Beobachtungsabend.", OBSERVATORY, True),
    w.faith("de-br-009", "para.combine", "Was bietet der Tarif Flex 25?", "Für 12,99 € im Monat, monatlich kündbar, bekommt man unbegrenzte Telefonie und SMS in alle deutschen Netze plus 25 GB Datenvolumen.", PHONE, True),
    w.faith("de-br-010", "fmt.number", "Wie viele Räume hat Fluchtpunkt?", "Es gibt 3 Räume: den Tresor, das U-Boot und die Bibliothek.", ESCAPE, True),
    w.faith("de-br-011", "fmt.thousands", "Wie viele Auslandsminuten sind im Flex 25 enthalten?", "Jeden Monat sind 1.500 Minuten für Anrufe in 30 Länder inklusive.", PHONE, True),
    w.faith("de-br-012", "fmt.scale", "Ab wann gilt ein Hund als groß?", "Als groß gelten Hunde ab 20.000 Gramm.", GROOMING, True),
    w.faith("de-br-013", "fmt.date", "Wie lange gilt ein Bewohnerparkausweis für 2025?", "Er gilt vom 01.03.2025 bis zum 28.02.2026.", PARKING, True),
    w.faith("de-br-014", "fmt.time", "Wann ist am Samstag Schluss mit der Musik?", "Am Samstag endet die Musik um elf Uhr abends.", FESTIVAL, True),
    w.faith("de-br-015", "fmt.unit", "Wo genau liegt die Sternwarte?", "Sie liegt 650 m über dem Meeresspiegel, achtzehn Kilometer südlich von Kassel.", OBSERVATORY, True),
    w.faith("de-br-016", "fmt.abbrev", "Gibt es eine Höhenbegrenzung für die Waschstraße?", "Ja, Fahrzeuge über 2,1 m dürfen nicht hinein und werden von Hand gewaschen.", CARWASH, True),
    w.faith("de-br-017", "fmt.currency", "Was kostet ein neuer Reißverschluss?", "Das Ersetzen eines Reißverschlusses kostet 22 Euro.", TAILOR, True),
    w.faith("de-br-018", "fmt.range", "Wie lange dauert das ganze Ballonerlebnis?", "Mit Aufrüsten, Landung und Ballonfahrertaufe dauert es mindestens 3 und höchstens 4 Stunden.", BALLOON, True),
    w.faith("de-br-019", "fmt.period", "Wie lange darf ich Werkzeug ausleihen?", "Werkzeug aus dem gemeinsamen Schuppen darf man bis zu zwei Wochen ausleihen.", GARDEN, True),
    w.faith("de-br-020", "fmt.share", "Gibt es ein Angebot für Neukunden?", "Ja: Wer bis zum 30. Juni 2025 abschließt, zahlt in den ersten 3 Monaten 50 % der Grundgebühr.", PHONE, True),
    w.faith("de-br-021", "para.except", "Kann ich nach 15 Uhr noch zur Bewohnerparken-Stelle?", "Nur donnerstags, da ist bis 18 Uhr geöffnet; montags, dienstags, mittwochs und freitags schließt die Stelle schon um 15 Uhr.", PARKING, True),
    w.faith("de-br-022", "wrap.opener", "Zahlen Transporter mehr?", "Gute Frage! Ja, Transporter und SUVs zahlen auf jedes Paket 4 € Aufschlag.", CARWASH, True),
    w.faith("de-br-023", "wrap.closer", "Was passiert, wenn es bewölkt ist?", "Dann findet der Abend trotzdem statt, aber mit einer Planetariumsvorführung statt der Beobachtung am Teleskop. Ich wünsche Ihnen einen klaren Himmel!", OBSERVATORY, True),
    w.faith("de-br-024", "wrap.attribution", "Was passiert, wenn mein Datenvolumen aufgebraucht ist?", "Laut Tarifbeschreibung wird nach den 25 GB auf 1 Mbit/s gedrosselt, Zusatzkosten entstehen keine.", PHONE, True),
    w.faith("de-br-025", "wrap.hedge", "Wie groß ist ein Beet und was kostet es?", "Ich glaube, jedes Beet ist 2 mal 4 Meter groß und kostet 40 € im Jahr.", GARDEN, True),
    w.faith("de-br-026", "wrap.question", "Was kostet ein Platz im Ballon?", "Ein Platz kostet 249 €. Möchten Sie auch wissen, welche Grenzen für Gewicht und Größe gelten?", BALLOON, True),
    w.faith("de-br-027", "value.number", "Gibt es Vorgaben für die Fahrgäste?", "Ja, Fahrgäste dürfen höchstens 120 kg wiegen und müssen mindestens 1,60 m groß sein.", BALLOON, False),
    w.faith("de-br-028", "value.date", "Bis wann gilt mein Ausweis für 2025?", "Der Ausweis für 2025 gilt bis zum 31. März 2026.", PARKING, False),
    w.faith("de-br-029", "value.time", "Ab wann ist Einlass auf dem Festival?", "Einlass ist täglich ab 14 Uhr.", FESTIVAL, False),
    w.faith("de-br-030", "value.unit", "Was kostet die Komplettpflege für einen großen Hund?", "Sie kostet 70 €; als groß gelten Hunde ab 20 Pfund.", GROOMING, False),
    w.faith("de-br-031", "value.currency", "Was kostet die Basiswäsche?", "Die Basiswäsche außen kostet 9 Schweizer Franken.", CARWASH, False),
    w.faith("de-br-032", "role.swap", "Wer führt die Maßschneiderei Brandt?", "Geführt wird sie von Schneidermeister Jonas Weber, während Ingrid Brandt die Anproben und Änderungen übernimmt.", TAILOR, False),
    w.faith("de-br-033", "negation", "Brauche ich fürs Krallenschneiden einen Termin?", "Ja, Krallenschneiden allein kostet 10 € und geht nur mit Termin.", GROOMING, False),
    w.faith("de-br-034", "antonym", "Gibt es einen Rabatt, wenn ich jetzt abschließe?", "Wer bis zum 30. Juni 2025 abschließt, zahlt in den letzten 3 Monaten nur die Hälfte der Grundgebühr.", PHONE, False),
    w.faith("de-br-035", "modality", "Wie beantrage ich einen Bewohnerparkausweis?", "Der Antrag muss online über das Serviceportal der Stadt gestellt werden.", PARKING, False),
    w.faith("de-br-036", "quantifier", "Braucht man im U-Boot eine UV-Taschenlampe?", "Für alle Rätsel im U-Boot braucht man eine UV-Taschenlampe, die vor Ort gestellt wird.", ESCAPE, False),
    w.faith("de-br-037", "value.except", "Wann komme ich in den Garten?", "Das Tor bleibt an allen Tagen außer montags bis 12 Uhr geschlossen; nur montags ist es schon ab 7 Uhr offen.", GARDEN, False),
    w.faith("de-br-038", "direction", "Wo liegt die Sternwarte Hohe Warte?", "Sie liegt 650 Meter über dem Meeresspiegel, 18 km nördlich von Kassel.", OBSERVATORY, False),
    w.faith("de-br-039", "added.fact", "Was gehört zum Ballonerlebnis dazu?", "Das gesamte Erlebnis dauert 3 bis 4 Stunden mit Aufrüsten, Landung und Ballonfahrertaufe, und jeder Fahrgast bekommt eine vom Piloten unterschriebene Urkunde.", BALLOON, False),
    w.faith("de-br-040", "added.entity", "Wer veranstaltet das Seewiesen-Festival?", "Das Festival wird von Festivalleiter Matthias Gruber gemeinsam mit dem Tourismusverband Altmühlfranken veranstaltet.", FESTIVAL, False),
    w.faith("de-br-041", "mixed", "Wie viele Beete hat der Garten?", "Der Garten hat 32 Beete, und jedes Mitglied bekommt einen Sack Kompost gratis.", GARDEN, False),
]

REFUSAL = [
    w.refusal("de-br-042", "refusal.plain", "Repariert die Maßschneiderei Brandt auch Lederjacken?", "Das weiß ich leider nicht.", TAILOR, True),
    w.refusal("de-br-043", "refusal.context", "Gibt es Parkplätze in der Nähe von Fluchtpunkt?", "Im vorliegenden Text steht nichts über Parkplätze in der Nähe, deshalb kann ich das nicht beantworten.", ESCAPE, True),
    w.refusal("de-br-044", "refusal.short", "Frisiert der Salon auch Katzen?", "Keine Ahnung.", GROOMING, True),
    w.refusal("de-br-045", "refusal.long", "Kann man die Sternwarte für eine private Beobachtung buchen?", "Vielen Dank für Ihre Frage. Leider beschreiben meine Unterlagen zur Sternwarte Hohe Warte nur die öffentlichen Beobachtungsabende, ihre Preise und den Ablauf bei bewölktem Himmel; zu privaten Beobachtungen steht dort nichts. Am besten wenden Sie sich direkt an die Sternwarte, und es tut mir leid, dass ich Ihnen hier nicht weiterhelfen kann.", OBSERVATORY, True),
    w.refusal("de-br-046", "refusal.hedged", "Was kostet das Premium-Paket?", "Ganz sicher bin ich mir nicht, aber ich meine, es kostet 18 €.", CARWASH, False),
    w.refusal("de-br-047", "refusal.partial", "Was kostet ein Tagesticket, und kann man auf dem Festival zelten?", "Ein Tagesticket kostet 55 €. Zum Zelten habe ich allerdings keine Angaben gefunden.", FESTIVAL, False),
]

CORRECTNESS = [
    w.correct("de-br-048", "correct.wordy", "Was kostet ein Platz bei Ballonfahrten Allgäu-Himmel?", "Danke für die Frage! Wenn Sie bei Ballonfahrten Allgäu-Himmel mitfahren möchten, bezahlen Sie für einen einzelnen Platz 249 €.", "Ein Platz kostet 249 €.", True),
    w.correct("de-br-049", "correct.short", "Wie lange kann man Werkzeug im Gemeinschaftsgarten ausleihen?", "Bis zu 14 Tage.", "Werkzeug aus dem gemeinsamen Schuppen kann man bis zu 14 Tage ausleihen.", True),
    w.correct("de-br-050", "correct.format", "Wann beginnen die öffentlichen Beobachtungsabende?", "Um halb acht abends.", "Die öffentlichen Beobachtungsabende beginnen um 19:30 Uhr.", True),
    w.correct("de-br-051", "wrong.value", "Was kostet ein Bewohnerparkausweis im Jahr?", "Ein Bewohnerparkausweis kostet 150 € im Jahr.", "Ein Bewohnerparkausweis kostet 120 € pro Jahr.", False),
    w.correct("de-br-052", "wrong.echo", "Was ist im Premium-Paket enthalten?", "Im Premium-Paket ist eine Premium-Wäsche enthalten.", "Das Premium-Paket umfasst Innenraumsaugen und Reifenglanz.", False),
    w.correct("de-br-053", "wrong.role", "Wer ist die Schneidermeisterin, und wer macht die Anproben?", "Schneidermeister ist Jonas Weber, die Anproben macht Ingrid Brandt.", "Schneidermeisterin ist Ingrid Brandt; ihr Neffe Jonas Weber übernimmt Anproben und Änderungen.", False),
]

RELEVANCY = [
    w.relevant("de-br-054", "relevant.direct", "Was kostet der Tarif Flex 25 im Monat?", "Flex 25 kostet 12,99 € im Monat.", PHONE, True),
    w.relevant("de-br-055", "relevant.yesno", "Kostet es extra, wenn mein Datenvolumen aufgebraucht ist?", "Nein, nach den 25 GB wird nur auf 1 Mbit/s gedrosselt, Zusatzkosten gibt es keine.", PHONE, True),
    w.relevant("de-br-056", "offtopic.true", "Wie hoch ist der Jahresbeitrag für ein Beet?", "Die Koordinatorin Petra Lange führt die Warteliste.", GARDEN, False),
    w.relevant("de-br-057", "offtopic.other", "Wann müssen die Fahrgäste am Startplatz sein?", "Ein Heißluftballon steigt, weil die erhitzte Luft in der Hülle leichter ist als die kühlere Luft außen.", BALLOON, False),
]

DIAGNOSIS = [
    w.diag("de-br-058", "diag.pass", "Wann findet das Seewiesen-Festival statt?", "Es findet vom 8. bis 10. August 2025 am Ufer des Altmühlsees statt.", {"festival-info": FESTIVAL, "garden-rules": GARDEN}, ("festival-info",), "pass"),
    w.diag("de-br-059", "diag.offtopic", "Was kostet Krallenschneiden im Hundesalon Wuschelpfote?", "Der Waschpark Glanzstück hat täglich von 7 bis 21 Uhr geöffnet.", {"grooming-prices": GROOMING, "carwash-info": CARWASH}, ("grooming-prices",), "fix_generation"),
    w.diag("de-br-060", "diag.unfaithful", "Was kostet ein Spiel bei Fluchtpunkt am Wochenende?", "Am Wochenende kostet ein Spiel 35 € pro Person.", {"escape-rooms": ESCAPE, "tailor-shop": TAILOR}, ("escape-rooms",), "fix_generation"),
    w.diag("de-br-061", "diag.refused", "Was kosten Anrufe zu Sonderrufnummern im Flex 25?", "Leider steht in den Unterlagen nicht, was Anrufe zu Sonderrufnummern kosten.", {"phone-plan": PHONE, "observatory": OBSERVATORY}, ("phone-plan",), "fix_generation"),
    w.diag("de-br-062", "diag.missed", "Ab welcher Windstärke fällt die Ballonfahrt aus?", "In den gefundenen Unterlagen steht nichts darüber, ab welchem Wind eine Ballonfahrt abgesagt wird.", {"tailor-shop": TAILOR, "carwash-info": CARWASH}, ("balloon-flights",), "fix_retrieval"),
    w.diag("de-br-063", "diag.correct_refusal", "Bekommt man in Münster auch einen Bewohnerparkausweis für ein Motorrad?", "Die Unterlagen sagen nichts darüber, ob es Bewohnerparkausweise für Motorräder gibt, daher kann ich das nicht beantworten.", {"parking-office": PARKING, "garden-rules": GARDEN}, (), "correct_refusal"),
    w.diag("de-br-064", "diag.should_refuse", "Gibt es in der Sternwarte Hohe Warte ein Café?", "Ja, im Erdgeschoss gibt es ein Café, das an den Beobachtungsabenden geöffnet hat.", {"observatory": OBSERVATORY, "festival-info": FESTIVAL}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
