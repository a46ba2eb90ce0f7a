"""Fresh set cv, German: Leihräder, Künstlerbedarf, Fechtclub, Gruselhaus, Hochzeitsfotografin, Mensa, Keramikmuseum, Parkhaus, Surfschule und Festival-Campingplatz."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

BIKES = (
    "Das Leihradsystem RadRing betreibt in Neustadt 1.450 Räder an 120 Stationen. "
    "Eine Jahresmitgliedschaft kostet 60 €, ein Tagespass 4,50 €. "
    "Für Mitglieder sind die ersten 30 Minuten jeder Fahrt kostenlos, danach kostet jede weitere halbe Stunde 1 €. "
    "Nutzen dürfen das System nur Personen ab 16 Jahren; ein Helm wird empfohlen, ist aber keine Pflicht. "
    "Die Stationen sind täglich in Betrieb, außer am 14. April 2024, dem Tag des Stadtmarathons. "
    "Die Wartung der Räder übernimmt die Speiche & Kette GmbH."
)
ART = (
    "Der Künstlerbedarfsladen „Ocker & Umbra“ in der Mühlengasse wurde 2011 von den Schwestern Nora und Tessa Albrecht gegründet. "
    "Er hat täglich außer montags von 10 bis 18 Uhr geöffnet. "
    "Ein 500-ml-Eimer Gesso kostet 14 €, ein Aquarellkasten mit 24 Näpfchen 38 €. "
    "Studierende mit gültigem Ausweis erhalten 15 % Rabatt auf alle Farben. "
    "Bestellungen ab 60 € werden im Umkreis von 10 Kilometern kostenlos geliefert. "
    "Den Zeichenkurs am Donnerstagabend leitet Nora selbst; er ist auf 12 Personen begrenzt."
)
FENCING = (
    "Der Fechtclub Rheinaue wurde 1987 gegründet und hat 140 Mitglieder. "
    "Der Anfängerkurs dauert acht Wochen und kostet 160 €, Leihausrüstung aus Maske, Jacke und Florett inklusive. "
    "Trainiert wird dienstags und donnerstags von 19 bis 21 Uhr. "
    "Wer unter 18 ist, braucht die schriftliche Einwilligung eines Elternteils, und auf der Planche muss jeder eine Maske tragen. "
    "Cheftrainerin Marta Kowalski hat Ben Osterloh trainiert, der 2022 den deutschen Jugendmeistertitel im Degen gewann. "
    "Nur Mitglieder mit Vereinslizenz dürfen an Regionalturnieren teilnehmen."
)
HAUNTED = (
    "Das Gruselhaus „Schloss Nebelstein“ hat vom 27. September bis zum 2. November 2024 geöffnet. "
    "Von 18 bis 23 Uhr startet alle 15 Minuten eine Führung, die jeweils etwa 40 Minuten dauert. "
    "Tickets kosten an der Abendkasse 28 € und online 24 €. "
    "Besucher müssen mindestens 13 Jahre alt sein, und Kinder unter 16 Jahren müssen von einem Erwachsenen begleitet werden. "
    "Fotografieren ist überall verboten, außer im Souvenirladen. "
    "Die Schauspieler werden von Gregor Möller angeleitet, die Kulissen haben neun Schreiner gebaut."
)
PHOTO = (
    "Die Hochzeitsfotografin Amelie Hartmann lebt in Freiburg und hat seit 2015 mehr als 300 Hochzeiten begleitet. "
    "Sie fotografiert auch Hochzeiten in Wien, der Hauptstadt Österreichs. "
    "Ihr Ganztagespaket kostet 2.400 € und umfasst acht Stunden Begleitung sowie 500 bearbeitete Fotos. "
    "Für die Reservierung eines Termins ist eine Anzahlung von 25 % fällig, der Rest muss zwei Wochen vor der Hochzeit bezahlt werden. "
    "Die bearbeiteten Bilder kommen innerhalb von 6 Wochen, und bei jeder Ganztagsbuchung ist ihr Zweitfotograf Leo Brandt dabei. "
    "Im Umkreis von 50 Kilometern um Freiburg ist die Anfahrt kostenlos, darüber hinaus kostet jeder Kilometer 0,40 €."
)
CANTEEN = (
    "Die Mensa der Hochschule Talheim gibt montags bis freitags von 11:30 bis 14 Uhr Mittagessen aus. "
    "Ein warmes Gericht kostet für Studierende 3,20 € und für Beschäftigte 5,40 €. "
    "Den Speiseplan stellt Küchenchefin Rosa Mendes zusammen; jeden Tag steht mindestens ein veganes Gericht darauf. "
    "Der Speisesaal hat 450 Plätze. "
    "Die Hälfte der täglich 1.500 verkauften Essen wird mit der Campuskarte bezahlt. "
    "Studierende dürfen eigenes Essen mitbringen, aber alle müssen nach dem Essen ihr Tablett abräumen."
)
CERAMICS = (
    "Das Keramikmuseum Töpferhof besitzt 3.200 Objekte, von chinesischem Porzellan bis zu modernem Steinzeug. "
    "Es ist dienstags bis sonntags von 9:30 bis 17 Uhr geöffnet, freitags bis 20 Uhr. "
    "Der Eintritt kostet für Erwachsene 12 €, unter 18-Jährige haben freien Eintritt. "
    "Das Gebäude wurde von der Architektin Helene Okafor entworfen und am 3. März 1998 eröffnet. "
    "Das größte Stück der Sammlung ist eine glasierte Urne, die 180 Kilogramm wiegt. "
    "Blitzlichtfotografie ist in den Ausstellungsräumen nicht erlaubt."
)
PARKING = (
    "Das Parkhaus am Marktplatz hat 6 Ebenen und 820 Stellplätze. "
    "Es ist rund um die Uhr geöffnet; Parken kostet 2,50 € pro Stunde, höchstens aber 18 € pro Tag. "
    "Fahrzeuge, die höher als 2,10 Meter sind, dürfen nicht einfahren. "
    "Die 40 Ladepunkte für Elektroautos befinden sich alle auf den Ebenen 1 und 2. "
    "Eine Monatskarte kostet 95 € und muss vor dem 1. jedes Monats verlängert werden. "
    "Das Parkhaus gehört der Stadt Dornfeld und wird von der Firma ParkPlus betrieben."
)
SURF = (
    "Die Surfschule Salzwasser unterrichtet von April bis Oktober am Weststrand. "
    "Ein zweistündiger Gruppenkurs kostet 55 €, Brett und Neoprenanzug inklusive. "
    "Auf einen Lehrer kommen höchstens 8 Schüler. "
    "Die Teilnehmer müssen 50 Meter schwimmen können. "
    "Gegründet wurde die Schule von Kai Möhring, einem ehemaligen Meeresbiologen. "
    "Bei Wellen über 2 Metern fällt der Unterricht aus."
)
CAMPSITE = (
    "Der Campingplatz des Grünfeld-Festivals öffnet am Donnerstag, dem 18. Juli 2024, um 10 Uhr, einen Tag vor dem ersten Konzert. "
    "Ein normaler Zeltplatz kostet für das ganze Wochenende 65 €, ein Wohnmobilstellplatz 150 €. "
    "Lagerfeuer sind überall verboten, außer in den markierten Feuerstellen. "
    "Es gibt 200 Toiletten und 60 Duschen; das Duschen ist kostenlos. "
    "Die Nachtruhe gilt von 2 bis 8 Uhr. "
    "Der Platz wird von Priya Naumann geleitet, für die Sicherheit sorgt die Firma Schildwacht."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-cv-001", "para.reorder", "Wie groß ist das RadRing-Netz?", "An 120 Stationen in Neustadt betreibt RadRing 1.450 Räder.", BIKES, True),
    w.faith("de-cv-002", "para.passive", "Wer hat „Ocker & Umbra“ gegründet?", "Die Schwestern Nora und Tessa Albrecht haben den Laden 2011 gegründet.", ART, True),
    w.faith("de-cv-003", "para.synonym", "Wann ist im Fechtclub Training?", "Die Übungseinheiten finden jeden Dienstag und Donnerstag von 19 bis 21 Uhr statt.", FENCING, True),
    w.faith("de-cv-004", "para.nominal", "Wie lange geht eine Führung durch Schloss Nebelstein?", "Die Dauer einer Führung beträgt etwa 40 Minuten.", HAUNTED, True),
    w.faith("de-cv-005", "para.capital", "Fotografiert Amelie Hartmann auch in Wien?", "Ja, auch in Österreichs Hauptstadt Wien fotografiert sie Hochzeiten.", PHOTO, True),
    w.faith("de-cv-006", "para.pronoun", "Wer stellt den Speiseplan der Mensa zusammen?", "Das macht Rosa Mendes. Sie ist dort Küchenchefin.", CANTEEN, True),
    w.faith("de-cv-007", "para.relative", "Wer hat das Keramikmuseum Töpferhof entworfen?", "Das Gebäude, das am 3. März 1998 eröffnet wurde, hat die Architektin Helene Okafor entworfen.", CERAMICS, True),
    w.faith("de-cv-008", "para.part", "Wie viele Stellplätze hat das Parkhaus am Marktplatz?", "Das Parkhaus hat 820 Stellplätze.", PARKING, True),
    w.faith("de-cv-009", "para.combine", "Was ist die Surfschule Salzwasser für eine Schule?", "Die Schule wurde von Kai Möhring, einem ehemaligen Meeresbiologen, gegründet und unterrichtet von April bis Oktober am Weststrand.", SURF, True),
    w.faith("de-cv-010", "fmt.number", "Wie viele Duschen gibt es auf dem Campingplatz?", "Es gibt sechzig Duschen, und das Duschen kostet nichts.", CAMPSITE, True),
    w.faith("de-cv-011", "fmt.thousands", "Wie viele Räder hat RadRing?", "RadRing hat 1450 Räder im Einsatz.", BIKES, True),
    w.faith("de-cv-012", "fmt.scale", "Was kostet Gesso bei „Ocker & Umbra“?", "Ein 0,5-Liter-Eimer Gesso kostet 14 €.", ART, True),
    w.faith("de-cv-013", "fmt.date", "Bis wann hat Schloss Nebelstein geöffnet?", "Das Gruselhaus hat bis zum 02.11.2024 geöffnet.", HAUNTED, True),
    w.faith("de-cv-014", "fmt.time", "Zu welcher Uhrzeit trainiert der Fechtclub?", "Dienstags und donnerstags von 7 bis 9 Uhr abends.", FENCING, True),
    w.faith("de-cv-015", "fmt.unit", "Gibt es im Parkhaus eine Höhenbegrenzung?", "Ja, Fahrzeuge, die höher als 2,10 m sind, dürfen nicht einfahren.", PARKING, True),
    w.faith("de-cv-016", "fmt.abbrev", "Wer wartet die RadRing-Räder?", "Die Wartung übernimmt die Speiche & Kette Gesellschaft mit beschränkter Haftung.", BIKES, True),
    w.faith("de-cv-017", "fmt.currency", "Was kostet die Anfahrt bei Amelie Hartmann?", "Im Umkreis von 50 Kilometern um Freiburg ist sie kostenlos, darüber hinaus werden 40 Cent pro Kilometer berechnet.", PHOTO, True),
    w.faith("de-cv-018", "fmt.range", "Wie groß sind die Gruppen in der Surfschule?", "Pro Lehrer sind es nicht mehr als 8 Schüler.", SURF, True),
    w.faith("de-cv-019", "fmt.period", "Wann muss der Rest des Honorars bezahlt sein?", "Der Restbetrag muss 14 Tage vor der Hochzeit bezahlt werden.", PHOTO, True),
    w.faith("de-cv-020", "fmt.share", "Wie viele Essen werden in der Mensa mit der Campuskarte bezahlt?", "50 % der täglich 1.500 verkauften Essen werden mit der Campuskarte bezahlt.", CANTEEN, True),
    w.faith("de-cv-021", "para.except", "Kann ich montags bei „Ocker & Umbra“ einkaufen?", "Nein, montags ist der Laden geschlossen.", ART, True),
    w.faith("de-cv-022", "wrap.opener", "Was bekomme ich beim Anfängerkurs im Fechten?", "Gute Frage! Der Kurs dauert acht Wochen und kostet 160 €; die Leihausrüstung aus Maske, Jacke und Florett ist inbegriffen.", FENCING, True),
    w.faith("de-cv-023", "wrap.closer", "Was kostet der Eintritt ins Keramikmuseum?", "Erwachsene zahlen 12 €, unter 18-Jährige kommen kostenlos hinein. Ich hoffe, das hilft Ihnen weiter!", CERAMICS, True),
    w.faith("de-cv-024", "wrap.attribution", "Wie teuer sind die Tickets für Schloss Nebelstein?", "Laut den Angaben des Gruselhauses kosten Tickets online 24 € und an der Abendkasse 28 €.", HAUNTED, True),
    w.faith("de-cv-025", "wrap.hedge", "Kann ich im Parkhaus mein E-Auto laden?", "Soweit ich sehe, gibt es 40 Ladepunkte, alle auf den Ebenen 1 und 2.", PARKING, True),
    w.faith("de-cv-026", "wrap.question", "Gibt es bei RadRing ein Mindestalter?", "Ja, nutzen dürfen das System nur Personen ab 16 Jahren. Soll ich Ihnen auch die Preise nennen?", BIKES, True),
    w.faith("de-cv-027", "value.number", "Wie viele Plätze hat der Speisesaal der Mensa?", "Der Speisesaal hat 540 Plätze.", CANTEEN, False),
    w.faith("de-cv-028", "value.date", "Wann wurde das Keramikmuseum eröffnet?", "Das Museum wurde am 3. Mai 1998 eröffnet.", CERAMICS, False),
    w.faith("de-cv-029", "value.time", "Wann öffnet der Festival-Campingplatz?", "Er öffnet am Donnerstag, dem 18. Juli 2024, um 10 Uhr abends.", CAMPSITE, False),
    w.faith("de-cv-030", "value.unit", "Wann fällt der Surfunterricht aus?", "Bei Wellen über 2 Fuß fällt der Unterricht aus.", SURF, False),
    w.faith("de-cv-031", "value.currency", "Was kostet eine Monatskarte fürs Parkhaus?", "Eine Monatskarte kostet 59 €.", PARKING, False),
    w.faith("de-cv-032", "role.swap", "Wer hat den Jugendmeister im Degen von 2022 trainiert?", "Ben Osterloh hat Marta Kowalski trainiert, die 2022 den deutschen Jugendmeistertitel im Degen gewann.", FENCING, False),
    w.faith("de-cv-033", "negation", "Darf mein 14-jähriger Sohn allein ins Gruselhaus?", "Besucher müssen mindestens 13 Jahre alt sein, und Kinder unter 16 brauchen keine Begleitung durch einen Erwachsenen.", HAUNTED, False),
    w.faith("de-cv-034", "antonym", "Gibt es Duschen auf dem Campingplatz?", "Es gibt 60 Duschen, allerdings ist das Duschen kostenpflichtig.", CAMPSITE, False),
    w.faith("de-cv-035", "modality", "Brauche ich für RadRing einen Helm?", "Ja, auf den Rädern ist ein Helm Pflicht.", BIKES, False),
    w.faith("de-cv-036", "quantifier", "Wer darf an Regionalturnieren teilnehmen?", "Alle Mitglieder des Fechtclubs dürfen an Regionalturnieren teilnehmen.", FENCING, False),
    w.faith("de-cv-037", "value.except", "Darf ich im Souvenirladen fotografieren?", "Nein, auch im Souvenirladen ist Fotografieren verboten.", HAUNTED, False),
    w.faith("de-cv-038", "direction", "Ab wann kann man auf dem Festival-Campingplatz zelten?", "Der Platz öffnet am Donnerstag, dem 18. Juli 2024, um 10 Uhr, einen Tag nach dem ersten Konzert.", CAMPSITE, False),
    w.faith("de-cv-039", "added.fact", "Was ist im Ganztagespaket enthalten?", "Das Paket kostet 2.400 € und umfasst acht Stunden Begleitung, 500 bearbeitete Fotos und ein gedrucktes Album.", PHOTO, False),
    w.faith("de-cv-040", "added.entity", "Wer plant das Essen in der Mensa?", "Den Speiseplan stellt Küchenchefin Rosa Mendes gemeinsam mit der Ernährungsberaterin Jana Roth zusammen.", CANTEEN, False),
    w.faith("de-cv-041", "mixed", "Wann unterrichtet die Surfschule Salzwasser?", "Von April bis Oktober am Weststrand, und im Winter geht der Unterricht in einer Indoor-Surfhalle weiter.", SURF, False),
]
REFUSAL = [
    w.refusal("de-cv-042", "refusal.plain", "Darf ich ein RadRing-Rad mit in die S-Bahn nehmen?", "Tut mir leid, dazu habe ich keine Informationen.", BIKES, True),
    w.refusal("de-cv-043", "refusal.context", "Verkauft „Ocker & Umbra“ auch Staffeleien?", "Aus den vorliegenden Unterlagen geht nicht hervor, ob der Laden Staffeleien verkauft.", ART, True),
    w.refusal("de-cv-044", "refusal.short", "Hat der Fechtclub Duschen?", "Keine Ahnung.", FENCING, True),
    w.refusal("de-cv-045", "refusal.long", "Gibt es im Keramikmuseum ein Café?", "Vielen Dank für Ihre Frage! Die Informationen, die mir vorliegen, beschreiben die Sammlung, die Öffnungszeiten, die Eintrittspreise und die Geschichte des Keramikmuseums Töpferhof, erwähnen aber kein Café. Ob es dort eines gibt, kann ich Ihnen deshalb nicht sagen. Am besten fragen Sie direkt an der Museumskasse nach.", CERAMICS, True),
    w.refusal("de-cv-046", "refusal.hedged", "Wie lange dauert eine Führung im Gruselhaus?", "Ich bin mir nicht ganz sicher, aber ich glaube, eine Führung dauert etwa 40 Minuten.", HAUNTED, False),
    w.refusal("de-cv-047", "refusal.partial", "Was kostet das Parken, und gibt es Rabatt für Menschen mit Behinderung?", "Parken kostet 2,50 € pro Stunde, höchstens 18 € am Tag. Zu einem Rabatt für Menschen mit Behinderung steht in den Unterlagen allerdings nichts.", PARKING, False),
]
CORRECTNESS = [
    w.correct("de-cv-048", "correct.wordy", "Was kostet ein Gruppenkurs in der Surfschule?", "Ein zweistündiger Gruppenkurs in der Surfschule Salzwasser kostet 55 €, und Brett und Neoprenanzug sind im Preis schon enthalten.", "55 €", True),
    w.correct("de-cv-049", "correct.short", "Wer leitet den Festival-Campingplatz?", "Priya Naumann.", "Der Campingplatz wird von Priya Naumann geleitet; für die Sicherheit sorgt die Firma Schildwacht.", True),
    w.correct("de-cv-050", "correct.format", "Wie viel kostet das Ganztagespaket von Amelie Hartmann?", "2400 Euro.", "2.400 €", True),
    w.correct("de-cv-051", "wrong.value", "Was zahlen Beschäftigte in der Mensa für ein warmes Gericht?", "Beschäftigte zahlen 3,20 €.", "5,40 €", False),
    w.correct("de-cv-052", "wrong.echo", "Ab welchem Alter darf man RadRing nutzen?", "Man darf RadRing ab dem Alter nutzen, ab dem man RadRing nutzen darf.", "Ab 16 Jahren", False),
    w.correct("de-cv-053", "wrong.role", "Wer wurde 2022 deutscher Jugendmeister im Degen?", "Marta Kowalski.", "Ben Osterloh, trainiert von Marta Kowalski", False),
]
RELEVANCY = [
    w.relevant("de-cv-054", "relevant.direct", "Wie alt muss man für Schloss Nebelstein sein?", "Mindestens 13.", HAUNTED, True),
    w.relevant("de-cv-055", "relevant.yesno", "Passt mein 2,50 Meter hoher Transporter ins Parkhaus?", "Nein, Fahrzeuge über 2,10 Meter dürfen nicht einfahren.", PARKING, True),
    w.relevant("de-cv-056", "offtopic.true", "Was kostet der Eintritt ins Keramikmuseum für Erwachsene?", "Das Gebäude wurde von der Architektin Helene Okafor entworfen.", CERAMICS, False),
    w.relevant("de-cv-057", "offtopic.other", "Wann hat „Ocker & Umbra“ geöffnet?", "Ein Aquarellkasten mit 24 Näpfchen kostet dort 38 €.", ART, False),
]
DIAGNOSIS = [
    w.diag("de-cv-058", "diag.pass", "Darf man auf dem Festival-Campingplatz ein Lagerfeuer machen?", "Nur in den markierten Feuerstellen, überall sonst sind Lagerfeuer verboten.", {"campsite": CAMPSITE, "surf": SURF}, ("campsite",), "pass"),
    w.diag("de-cv-059", "diag.offtopic", "Was kostet eine Jahresmitgliedschaft bei RadRing?", "Die Räder werden von der Speiche & Kette GmbH gewartet.", {"bikes": BIKES, "parking": PARKING}, ("bikes",), "fix_generation"),
    w.diag("de-cv-060", "diag.unfaithful", "Was kostet das Ganztagespaket von Amelie Hartmann?", "Das Ganztagespaket kostet 1.400 €.", {"photo": PHOTO, "canteen": CANTEEN}, ("photo",), "fix_generation"),
    w.diag("de-cv-061", "diag.refused", "Wann gibt es in der Mensa Mittagessen?", "Das kann ich Ihnen leider nicht sagen.", {"canteen": CANTEEN, "ceramics": CERAMICS}, ("canteen",), "fix_generation"),
    w.diag("de-cv-062", "diag.missed", "Muss ich für den Surfkurs schwimmen können?", "Dazu habe ich nichts gefunden.", {"haunted": HAUNTED, "art": ART}, ("surf",), "fix_retrieval"),
    w.diag("de-cv-063", "diag.correct_refusal", "Bietet der Fechtclub Rheinaue auch Säbelkurse an?", "In den Unterlagen steht nichts darüber, ob der Club Säbelkurse anbietet.", {"fencing": FENCING, "ceramics": CERAMICS}, (), "correct_refusal"),
    w.diag("de-cv-064", "diag.should_refuse", "Gibt es an Schloss Nebelstein einen Parkplatz?", "Ja, direkt am Gruselhaus gibt es einen kostenlosen Parkplatz mit 200 Stellplätzen.", {"haunted": HAUNTED, "surf": SURF}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
