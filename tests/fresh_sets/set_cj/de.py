"""Fresh set cj, German: Zahnarztpraxis, SB-Waschanlage, Planetarium, Kletterhalle, Makerspace der Stadtbibliothek, Campingplatz am See, Kochkurs, Stadtmarathon, Waschküche einer Wohnungsgenossenschaft und Hafenrundfahrt."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

DENTAL = (
    "Die Zahnarztpraxis Dr. Katrin Vogel in der Lindenstraße ist montags bis freitags von 8 bis 18 Uhr und samstags von 9 bis 13 Uhr geöffnet. "
    "Dr. Vogel hat die Praxis 2009 gegründet; die Prophylaxe übernimmt die Dentalhygienikerin Jana Roth. "
    "Eine professionelle Zahnreinigung kostet 95 Euro, das Erstgespräch für neue Patienten ist kostenlos. "
    "Termine müssen mindestens 24 Stunden vorher abgesagt werden, sonst werden 30 Euro berechnet. "
    "Kinder unter 12 Jahren dürfen ein Elternteil mit ins Behandlungszimmer nehmen."
)
CARWASH = (
    "Der SB-Waschpark an der Industriestraße hat 8 Waschboxen und 4 Staubsaugerplätze. "
    "Er ist täglich außer am 1. Weihnachtstag rund um die Uhr geöffnet. "
    "Ein Waschprogramm kostet 2 Euro für 4 Minuten, jede weitere Minute 50 Cent. "
    "Bezahlt wird mit Münzen oder Waschkarte; Geldscheine werden nicht angenommen. "
    "Fahrzeuge, die höher als 2,5 Meter sind, müssen Box 8 benutzen."
)
PLANETARIUM = (
    "Das Planetarium am Stadtpark hat eine Kuppel mit 20 Metern Durchmesser und 180 Sitzplätze. "
    "Vorführungen beginnen dienstags bis sonntags um 11, 15 und 19:30 Uhr. "
    "Erwachsene zahlen 12 Euro, Kinder von 4 bis 14 Jahren 7 Euro; Kinder unter 4 Jahren haben freien Eintritt. "
    "Die Abendvorstellung am ersten Freitag im Monat moderiert der Astronom Dr. Felix Brandt. "
    "Nach Beginn der Vorstellung ist kein Einlass mehr möglich."
)
CLIMBING = (
    "Die Kletterhalle Steilwand bietet 1.400 Quadratmeter Kletterfläche und 110 Boulder. "
    "Eine Tageskarte kostet 14 Euro, eine Monatskarte 59 Euro. "
    "Wer zum ersten Mal kommt, muss vor dem Klettern eine 15-minütige Sicherheitseinweisung absolvieren. "
    "Routenbauer Lukas Meier schraubt alle zwei Wochen die Hälfte der Boulder um. "
    "Kletterschuhe kann man für 4 Euro leihen, Chalkbags werden kostenlos verliehen. "
    "Eine Reservierung wird empfohlen, ist aber nicht Pflicht."
)
MAKERSPACE = (
    "Der Makerspace der Stadtbibliothek Neustadt hat drei 3D-Drucker, einen Lasercutter und zwei Nähmaschinen. "
    "Inhaber eines Bibliotheksausweises dürfen einen 3D-Drucker bis zu 3 Stunden pro Tag buchen. "
    "Der Druck kostet 5 Cent pro Gramm Filament. "
    "Den Lasercutter darf nur benutzen, wer an einer Einweisung bei Bibliothekar Tobias Kraus teilgenommen hat; sie findet jeden Mittwoch um 17 Uhr statt. "
    "Montags ist der Makerspace geschlossen."
)
CAMPSITE = (
    "Der Campingplatz Seeblick am Ammersee hat 60 Stellplätze, 20 davon mit Stromanschluss. "
    "Ein Zeltplatz kostet 18 Euro pro Nacht, ein Stellplatz mit Strom 26 Euro. "
    "Die Anreise ist ab 14 Uhr möglich, die Abreise muss bis 11 Uhr erfolgen. "
    "Von 22 bis 7 Uhr gilt Nachtruhe. "
    "Offenes Feuer ist überall verboten, außer in den Feuerstellen am Seeufer. "
    "Der Platz ist vom 1. April bis 15. Oktober geöffnet, und die Badestelle wird von der DLRG bewacht."
)
COOKING = (
    "Küchenchefin Anna Lehmann leitet jeden Freitagabend einen Kurs für schwäbische Küche in der Kochschule Löffelglück. "
    "Der Kurs beginnt um 18 Uhr, dauert vier Stunden und ist auf 10 Teilnehmende begrenzt. "
    "Die Gebühr beträgt 79 Euro pro Person, Zutaten und Getränke inklusive. "
    "Teilnehmende müssen mindestens 16 Jahre alt sein. "
    "Schürzen werden gestellt; eine Dose für Reste sollte man selbst mitbringen."
)
MARATHON = (
    "Der Stadtmarathon Hannover findet am Sonntag, dem 6. April 2025, statt; Start ist um 9 Uhr am Trammplatz. "
    "Hannover ist die Landeshauptstadt von Niedersachsen. "
    "Die Strecke ist 42,195 km lang, Zielschluss ist 6 Stunden nach dem Start. "
    "Die Anmeldung kostet bis zum 31. Januar 70 Euro, danach 85 Euro. "
    "Erwartet werden rund 12.000 Läuferinnen und Läufer, ein Drittel davon läuft zum ersten Mal einen Marathon. "
    "Teilnehmende müssen am Wettkampftag mindestens 18 Jahre alt sein."
)
LAUNDRY = (
    "Die gemeinsame Waschküche der Wohnungsgenossenschaft Am Lindenhof liegt im Keller von Haus 3. "
    "Dort stehen 4 Waschmaschinen und 2 Trockner. "
    "Mitglieder können die Geräte in Zeitfenstern von 2 Stunden zwischen 7 und 21 Uhr reservieren. "
    "Eine Wäsche kostet 1,50 Euro, das Trocknen ist kostenlos. "
    "Hausmeister Jürgen Klein reinigt die Waschküche jeden Dienstagvormittag. "
    "Das Färben von Kleidung in den Maschinen ist untersagt."
)
BOAT = (
    "Die Reederei Möwe bietet eine 75-minütige Hafenrundfahrt mit der Barkasse Flora an. "
    "Die Rundfahrten starten an den Landungsbrücken, Brücke 4, von April bis Oktober täglich um 10, 13 und 16 Uhr. "
    "Erwachsene zahlen 22 Euro, Kinder 11 Euro, also die Hälfte. "
    "Kapitän Hauke Petersen steuert das Schiff, Gästeführerin Merle Jansen kommentiert die Fahrt. "
    "Rettungswesten sind an Bord, und Hunde an der Leine fahren kostenlos mit."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-cj-001", "para.reorder", "Was kosten die Eintrittskarten in der Kletterhalle Steilwand?", "59 Euro kostet die Monatskarte, 14 Euro die Tageskarte.", CLIMBING, True),
    w.faith("de-cj-002", "para.passive", "Wer putzt die Waschküche?", "Die Waschküche wird jeden Dienstagvormittag von Hausmeister Jürgen Klein gereinigt.", LAUNDRY, True),
    w.faith("de-cj-003", "para.synonym", "Muss ich zum Kochkurs etwas mitbringen?", "Schürzen bekommt man von der Kochschule, eine Dose für Reste bringt man am besten selbst mit.", COOKING, True),
    w.faith("de-cj-004", "para.nominal", "Bis wann kann ich einen Termin beim Zahnarzt absagen?", "Eine Absage ist mindestens 24 Stunden vorher nötig; andernfalls werden 30 Euro berechnet.", DENTAL, True),
    w.faith("de-cj-005", "para.capital", "Welche Stadt ist die Landeshauptstadt von Niedersachsen?", "Niedersachsens Landeshauptstadt ist Hannover.", MARATHON, True),
    w.faith("de-cj-006", "para.pronoun", "Wer moderiert die Abendvorstellung am ersten Freitag im Monat?", "Das ist Dr. Felix Brandt. Er ist Astronom und moderiert diese Abendvorstellung.", PLANETARIUM, True),
    w.faith("de-cj-007", "para.relative", "Was brauche ich, um den Lasercutter zu benutzen?", "Sie müssen an der Einweisung teilgenommen haben, die jeden Mittwoch um 17 Uhr bei Bibliothekar Tobias Kraus stattfindet.", MAKERSPACE, True),
    w.faith("de-cj-008", "para.part", "Wo starten die Hafenrundfahrten?", "Die Rundfahrten starten an den Landungsbrücken, Brücke 4.", BOAT, True),
    w.faith("de-cj-009", "para.combine", "Wie viele Stellplätze haben Strom, und was kosten sie?", "20 der 60 Stellplätze haben einen Stromanschluss und kosten 26 Euro pro Nacht.", CAMPSITE, True),
    w.faith("de-cj-010", "fmt.number", "Wie viele Nähmaschinen gibt es im Makerspace?", "Es gibt dort 2 Nähmaschinen.", MAKERSPACE, True),
    w.faith("de-cj-011", "fmt.thousands", "Wie viele Leute laufen beim Stadtmarathon mit?", "Erwartet werden rund 12000 Läuferinnen und Läufer.", MARATHON, True),
    w.faith("de-cj-012", "fmt.scale", "Welche Box muss ich mit meinem hohen Transporter nehmen?", "Fahrzeuge, die höher als 250 Zentimeter sind, müssen Box 8 benutzen.", CARWASH, True),
    w.faith("de-cj-013", "fmt.date", "Wann ist der Stadtmarathon Hannover?", "Der Marathon findet am 06.04.2025 statt.", MARATHON, True),
    w.faith("de-cj-014", "fmt.time", "Wann kann man die Waschmaschinen reservieren?", "Reservieren kann man zwischen 7 Uhr morgens und 9 Uhr abends, jeweils für 2 Stunden.", LAUNDRY, True),
    w.faith("de-cj-015", "fmt.unit", "Wie groß ist die Kuppel des Planetariums?", "Die Kuppel hat einen Durchmesser von 20 m.", PLANETARIUM, True),
    w.faith("de-cj-016", "fmt.abbrev", "Ist die Badestelle am Campingplatz bewacht?", "Ja, sie wird von der Deutschen Lebens-Rettungs-Gesellschaft bewacht.", CAMPSITE, True),
    w.faith("de-cj-017", "fmt.currency", "Was kostet eine Wäsche in der Waschküche?", "Eine Wäsche kostet 1,50 €, das Trocknen ist kostenlos.", LAUNDRY, True),
    w.faith("de-cj-018", "fmt.range", "Wie viele Leute können am Kochkurs teilnehmen?", "Es können höchstens 10 Personen teilnehmen.", COOKING, True),
    w.faith("de-cj-019", "fmt.period", "Wie oft werden die Boulder umgeschraubt?", "Lukas Meier schraubt alle 14 Tage die Hälfte der Boulder um.", CLIMBING, True),
    w.faith("de-cj-020", "fmt.share", "Was zahlen Kinder für die Hafenrundfahrt?", "Kinder zahlen 11 Euro, das sind 50 % des Erwachsenenpreises.", BOAT, True),
    w.faith("de-cj-021", "para.except", "Darf man an den Feuerstellen am Seeufer ein Feuer machen?", "Ja, in den Feuerstellen am Seeufer ist offenes Feuer erlaubt.", CAMPSITE, True),
    w.faith("de-cj-022", "wrap.opener", "Wann hat die Zahnarztpraxis samstags geöffnet?", "Gern! Samstags ist die Praxis von 9 bis 13 Uhr geöffnet.", DENTAL, True),
    w.faith("de-cj-023", "wrap.closer", "Wie alt muss man für den Stadtmarathon sein?", "Man muss am Wettkampftag mindestens 18 Jahre alt sein. Ich hoffe, das hilft Ihnen weiter!", MARATHON, True),
    w.faith("de-cj-024", "wrap.attribution", "Kann ich im Waschpark mit Scheinen zahlen?", "Laut den Angaben des Waschparks werden Geldscheine nicht angenommen; bezahlt wird mit Münzen oder Waschkarte.", CARWASH, True),
    w.faith("de-cj-025", "wrap.hedge", "Darf mein Hund mit auf die Hafenrundfahrt?", "Soweit ich sehe, fahren Hunde an der Leine kostenlos mit.", BOAT, True),
    w.faith("de-cj-026", "wrap.question", "Wie lange darf ich einen 3D-Drucker buchen?", "Mit Bibliotheksausweis bis zu 3 Stunden pro Tag. Möchten Sie auch wissen, was der Druck kostet?", MAKERSPACE, True),
    w.faith("de-cj-027", "value.number", "Wie viele Sitzplätze hat das Planetarium?", "Das Planetarium hat 150 Sitzplätze.", PLANETARIUM, False),
    w.faith("de-cj-028", "value.date", "Bis wann gilt der günstigere Anmeldepreis für den Marathon?", "Bis zum 28. Februar kostet die Anmeldung 70 Euro.", MARATHON, False),
    w.faith("de-cj-029", "value.time", "Um wie viel Uhr beginnt der Kochkurs?", "Der Kurs beginnt um 19 Uhr.", COOKING, False),
    w.faith("de-cj-030", "value.unit", "Wie groß ist die Kletterfläche?", "Die Kletterhalle Steilwand bietet 1.400 Quadratfuß Kletterfläche.", CLIMBING, False),
    w.faith("de-cj-031", "value.currency", "Was kostet eine professionelle Zahnreinigung?", "Eine professionelle Zahnreinigung kostet 85 Euro.", DENTAL, False),
    w.faith("de-cj-032", "role.swap", "Wer ist bei der Hafenrundfahrt an Bord zuständig?", "Merle Jansen steuert das Schiff, und Hauke Petersen kommentiert die Fahrt.", BOAT, False),
    w.faith("de-cj-033", "negation", "Komme ich nach Beginn der Vorstellung noch rein?", "Ja, auch nach Beginn der Vorstellung ist noch Einlass möglich.", PLANETARIUM, False),
    w.faith("de-cj-034", "antonym", "Kann ich mir einen Chalkbag ausleihen?", "Ja, Chalkbags werden allerdings nur gegen Gebühr verliehen.", CLIMBING, False),
    w.faith("de-cj-035", "modality", "Darf mein Kind beim Zahnarzt jemanden mit ins Behandlungszimmer nehmen?", "Kinder unter 12 Jahren müssen ein Elternteil mit ins Behandlungszimmer nehmen.", DENTAL, False),
    w.faith("de-cj-036", "quantifier", "Wie viele laufen zum ersten Mal einen Marathon?", "Von den rund 12.000 Erwarteten läuft die Mehrheit zum ersten Mal einen Marathon.", MARATHON, False),
    w.faith("de-cj-037", "value.except", "Hat der Waschpark am 1. Weihnachtstag geöffnet?", "Ja, auch am 1. Weihnachtstag ist er rund um die Uhr geöffnet.", CARWASH, False),
    w.faith("de-cj-038", "direction", "Wann kann man auf dem Campingplatz anreisen?", "Die Anreise ist bis 14 Uhr möglich, die Abreise muss bis 11 Uhr erfolgen.", CAMPSITE, False),
    w.faith("de-cj-039", "added.fact", "Was kostet das Waschen und Trocknen?", "Eine Wäsche kostet 1,50 Euro, das Trocknen ist kostenlos, und Waschmittel steht im Regal bereit.", LAUNDRY, False),
    w.faith("de-cj-040", "added.entity", "Wie viele Waschboxen hat der SB-Waschpark?", "Der Waschpark hat 8 Waschboxen und 4 Staubsaugerplätze und wird von der Glanzwerk GmbH betrieben.", CARWASH, False),
    w.faith("de-cj-041", "mixed", "Was ist in der Kursgebühr enthalten?", "Die Gebühr beträgt 79 Euro pro Person, die Getränke muss man aber extra bezahlen.", COOKING, False),
]
REFUSAL = [
    w.refusal("de-cj-042", "refusal.plain", "Gibt es in der Kletterhalle ein Café?", "Das weiß ich leider nicht.", CLIMBING, True),
    w.refusal("de-cj-043", "refusal.context", "Kann man im Makerspace auch löten?", "Dazu steht in den vorliegenden Unterlagen nichts.", MAKERSPACE, True),
    w.refusal("de-cj-044", "refusal.short", "Gibt es an Bord der Flora Toiletten?", "Keine Ahnung.", BOAT, True),
    w.refusal("de-cj-045", "refusal.long", "Darf ich in der Waschküche auch Teppiche waschen?", "Vielen Dank für Ihre Frage! Leider geht aus den Unterlagen nicht hervor, ob man in der Waschküche Teppiche waschen darf. Dort stehen nur die Zahl der Geräte, die Reservierungszeiten, die Preise und das Färbeverbot. Am besten fragen Sie direkt bei Hausmeister Jürgen Klein oder bei der Genossenschaft nach.", LAUNDRY, True),
    w.refusal("de-cj-046", "refusal.hedged", "Was kostet eine professionelle Zahnreinigung?", "Ich bin mir nicht ganz sicher, aber ich glaube, sie kostet 95 Euro.", DENTAL, False),
    w.refusal("de-cj-047", "refusal.partial", "Was kostet der Eintritt für Erwachsene, und gibt es eine Ermäßigung für Studierende?", "Erwachsene zahlen 12 Euro; ob es eine Ermäßigung für Studierende gibt, steht nicht in den Unterlagen.", PLANETARIUM, False),
]
CORRECTNESS = [
    w.correct("de-cj-048", "correct.wordy", "Wer hat die Zahnarztpraxis in der Lindenstraße gegründet?", "Die Praxis in der Lindenstraße wurde im Jahr 2009 von Dr. Katrin Vogel gegründet, nach der sie auch benannt ist.", "Dr. Katrin Vogel.", True),
    w.correct("de-cj-049", "correct.short", "Wann ist Nachtruhe auf dem Campingplatz Seeblick?", "Von 22 bis 7 Uhr.", "Auf dem Campingplatz Seeblick gilt die Nachtruhe von 22 Uhr abends bis 7 Uhr morgens.", True),
    w.correct("de-cj-050", "correct.format", "An welchem Tag ist der Stadtmarathon Hannover?", "Am 06.04.2025.", "Am 6. April 2025.", True),
    w.correct("de-cj-051", "wrong.value", "Wie lange dauert die Hafenrundfahrt?", "Zwei Stunden.", "75 Minuten.", False),
    w.correct("de-cj-052", "wrong.echo", "Wie viele Waschboxen hat der SB-Waschpark an der Industriestraße?", "Der SB-Waschpark an der Industriestraße hat Waschboxen.", "8.", False),
    w.correct("de-cj-053", "wrong.role", "Wer übernimmt in der Praxis die Prophylaxe?", "Dr. Katrin Vogel.", "Die Dentalhygienikerin Jana Roth.", False),
]
RELEVANCY = [
    w.relevant("de-cj-054", "relevant.direct", "Wie teuer ist das Waschen im SB-Waschpark?", "2 Euro für 4 Minuten, jede weitere Minute 50 Cent.", CARWASH, True),
    w.relevant("de-cj-055", "relevant.yesno", "Darf meine 15-jährige Tochter am Kochkurs teilnehmen?", "Nein, erst ab 16 Jahren.", COOKING, True),
    w.relevant("de-cj-056", "offtopic.true", "Um wie viel Uhr startet der Stadtmarathon?", "Die Strecke ist 42,195 km lang.", MARATHON, False),
    w.relevant("de-cj-057", "offtopic.other", "Was kostet ein Zeltplatz pro Nacht?", "Der Platz ist vom 1. April bis 15. Oktober geöffnet.", CAMPSITE, False),
]
DIAGNOSIS = [
    w.diag("de-cj-058", "diag.pass", "Was kostet die Hafenrundfahrt für Erwachsene?", "Erwachsene zahlen 22 Euro.", {"boat": BOAT, "campsite": CAMPSITE}, ("boat",), "pass"),
    w.diag("de-cj-059", "diag.offtopic", "Wann findet die Einweisung für den Lasercutter statt?", "Der Druck kostet 5 Cent pro Gramm Filament.", {"makerspace": MAKERSPACE, "cooking": COOKING}, ("makerspace",), "fix_generation"),
    w.diag("de-cj-060", "diag.unfaithful", "Was kostet eine Monatskarte in der Kletterhalle?", "Eine Monatskarte kostet 49 Euro.", {"climbing": CLIMBING, "laundry": LAUNDRY}, ("climbing",), "fix_generation"),
    w.diag("de-cj-061", "diag.refused", "Wann hat der Campingplatz Seeblick geöffnet?", "Dazu liegen mir leider keine Informationen vor.", {"campsite": CAMPSITE, "boat": BOAT}, ("campsite",), "fix_generation"),
    w.diag("de-cj-062", "diag.missed", "Wie viele Waschmaschinen gibt es in der Waschküche?", "Das kann ich den Unterlagen leider nicht entnehmen.", {"carwash": CARWASH, "dental": DENTAL}, ("laundry",), "fix_retrieval"),
    w.diag("de-cj-063", "diag.correct_refusal", "Bietet die Zahnarztpraxis Behandlungen unter Vollnarkose an?", "Dazu finde ich in den Unterlagen keine Angaben.", {"dental": DENTAL, "planetarium": PLANETARIUM}, (), "correct_refusal"),
    w.diag("de-cj-064", "diag.should_refuse", "Gibt es beim Stadtmarathon Hannover auch einen Halbmarathon?", "Ja, der Halbmarathon startet um 10 Uhr am selben Ort.", {"marathon": MARATHON, "climbing": CLIMBING}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
