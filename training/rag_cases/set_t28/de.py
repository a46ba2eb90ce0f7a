"""German cases of set t28: a saver rail fare's conditions, a residents' parking permit in an
old town, a town library card and its art lending collection, a children's swimming course,
a visa appointment service, and a gym's opening hours with their holiday exceptions."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

TICKET = (
    "Der Sparpreis der Südwestbahn gilt nur für den gebuchten Zug. "
    "Bis einen Tag vor dem Reisetag kann er gegen eine Gebühr von 10 Euro storniert werden; danach ist keine Erstattung mehr möglich. "
    "Fällt der Zug aus, wird jedoch der volle Preis erstattet. "
    "Kinder unter 6 Jahren fahren kostenlos, Kinder von 6 bis 14 Jahren zahlen 50 Prozent."
)
PARKING = (
    "Bewohner der Altstadt von Lindau können beim Bürgeramt einen Bewohnerparkausweis beantragen. "
    "Der Ausweis kostet 120 Euro im Jahr und gilt für ein Fahrzeug. "
    "Er berechtigt zum Parken überall in der Zone A; ausgenommen ist nur der Marktplatz mittwochs und samstags von 6 bis 14 Uhr, wenn dort Markt ist. "
    "Pro Haushalt werden höchstens zwei Ausweise ausgestellt."
)
SCHEME = (
    "Die Zone A wurde 2017 auf Antrag von Stadträtin Petra Wolf eingerichtet. "
    "Seit 2021 überwacht der städtische Ordnungsdienst die Zone. "
    "Über Widersprüche gegen Verwarnungsgelder entscheidet jedoch die Bußgeldstelle des Landkreises. "
    "Ein Widerspruch ist innerhalb von zwei Wochen einzulegen."
)
CARD = (
    "Den Leseausweis der Stadtbücherei Hohenfeld gibt es für Erwachsene für 15 Euro im Jahr; Kinder und Jugendliche bis 18 Jahre zahlen nichts. "
    "Man kann bis zu 20 Medien gleichzeitig ausleihen, jeweils für vier Wochen. "
    "Konsolenspiele werden nur für eine Woche verliehen. "
    "Bei Verlust kostet ein Ersatzausweis 3 Euro."
)
ARTOTHEK = (
    "Die Artothek der Stadtbücherei wurde 1995 von dem Maler Jonas Brandt gegründet. "
    "Seit 2020 betreut die Kunsthistorikerin Miriam Kolb die Sammlung. "
    "Bilder können für drei Monate ausgeliehen werden. "
    "Pro Bild fällt dafür eine Gebühr von 5 Euro an."
)
SWIM = (
    "Der Seepferdchen-Kurs im Hallenbad Am Park richtet sich an Kinder ab 5 Jahren. "
    "Er umfasst acht Termine, immer freitags von 15:30 bis 16:15 Uhr, und beginnt am 7. März. "
    "Die Kursgebühr beträgt 95 Euro, der Eintritt ins Bad ist inklusive. "
    "Eltern dürfen während des Unterrichts nicht in der Schwimmhalle sein."
)
COACHES = (
    "Den Kurs leitet Schwimmmeister Klaus Berger. "
    "Unterstützt wird er von der Rettungsschwimmerin Lea Hoffmann. "
    "Für das Abzeichen müssen die Kinder 25 Meter schwimmen und einen Gegenstand aus schultertiefem Wasser heraufholen. "
    "Schwimmbrillen sind im Kurs nicht erlaubt."
)
VISA = (
    "Der Terminservice des Visazentrums Frankfurt vergibt im Auftrag des Generalkonsulats Termine für Visumanträge. "
    "Termine werden ausschließlich online gebucht, frühestens sechs Wochen im Voraus. "
    "Zum Termin müssen die Antragsteller persönlich erscheinen. "
    "Die Servicegebühr beträgt 38 Euro pro Person."
)
DECISION = (
    "Über den Antrag entscheidet allein das Generalkonsulat, nicht das Visazentrum. "
    "Die Bearbeitung dauert in der Regel zehn Werktage. "
    "Gegen einen Aufpreis von 25 Euro wird der Reisepass per Kurier zurückgeschickt; sonst muss er im Zentrum abgeholt werden."
)
HOURS = (
    "Das Fitnessstudio Kraftwerk in der Bahnhofstraße hat montags bis freitags von 6 bis 23 Uhr geöffnet, am Wochenende von 9 bis 20 Uhr. "
    "An Feiertagen gelten die Wochenendzeiten. "
    "Nur an Heiligabend und Silvester schließt das Studio schon um 14 Uhr. "
    "Der Kursraum ist dienstags wegen Wartung geschlossen."
)
GYM = (
    "Kraftwerk wurde 2009 von der ehemaligen Boxerin Sabine Krüger gegründet. "
    "2019 übernahm die Fitnesskette FitLine das Studio. "
    "Mitglieder mit Premium-Tarif dürfen einmal im Monat einen Gast mitbringen. "
    "Jugendliche unter 16 Jahren dürfen nur in Begleitung eines Erziehungsberechtigten trainieren."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # supported: every claim is in the context, said in other words
    w.faith("de-t28-001", "para.relative", "Wer kontrolliert die Zone A?", "Die Zone A, die 2017 auf Antrag von Stadträtin Petra Wolf eingerichtet wurde, wird seit 2021 vom städtischen Ordnungsdienst überwacht.", SCHEME, True),
    w.faith("de-t28-002", "para.combine", "Wer steht hinter der Artothek?", "Gegründet hat die Artothek 1995 der Maler Jonas Brandt; seit 2020 kümmert sich die Kunsthistorikerin Miriam Kolb um die Sammlung.", ARTOTHEK, True),
    w.faith("de-t28-003", "para.relative", "Wem gehört das Kraftwerk heute?", "2019 hat FitLine das Studio übernommen, das die frühere Boxerin Sabine Krüger 2009 gegründet hatte.", GYM, True),
    w.faith("de-t28-004", "para.pronoun", "Wer leitet den Seepferdchen-Kurs?", "Geleitet wird der Kurs von Schwimmmeister Klaus Berger. Ihm hilft dabei die Rettungsschwimmerin Lea Hoffmann.", COACHES, True),
    w.faith("de-t28-005", "para.pronoun", "Was kostet der Leseausweis?", "Für Erwachsene kostet der Leseausweis 15 Euro pro Jahr. Mit ihm kann man bis zu 20 Medien auf einmal ausleihen.", CARD, True),
    w.faith("de-t28-006", "para.combine", "Wann fängt der Seepferdchen-Kurs an?", "Der Kurs für Kinder ab fünf Jahren startet am 7. März und findet an acht Freitagen statt.", SWIM, True),
    w.faith("de-t28-007", "para.combine", "Wie komme ich an einen Termin im Visazentrum?", "Sie buchen ihn online, höchstens sechs Wochen vorher, und müssen dann selbst im Visazentrum erscheinen.", VISA, True),
    w.faith("de-t28-008", "para.relative", "Wie bekomme ich meinen Pass zurück?", "Wer 25 Euro extra zahlt, bekommt seinen Pass per Kurier zugeschickt; alle anderen holen ihn im Zentrum ab.", DECISION, True),
    w.faith("de-t28-009", "para.except", "Bekomme ich am Reisetag noch Geld zurück?", "Ab dem Reisetag gibt es nur noch dann eine Erstattung, wenn der Zug ausfällt – dann aber den vollen Preis.", TICKET, True),
    w.faith("de-t28-010", "para.except", "Wo darf ich mit dem Bewohnerparkausweis parken?", "In der ganzen Zone A, nur auf dem Marktplatz nicht, und zwar mittwochs und samstags zwischen 6 und 14 Uhr, wenn Markt ist.", PARKING, True),
    w.faith("de-t28-011", "fmt.time", "Wann kann ich unter der Woche trainieren?", "Montags bis freitags ist von 6 Uhr morgens bis 11 Uhr abends geöffnet.", HOURS, True),
    w.faith("de-t28-012", "fmt.currency", "Wie hoch ist die Servicegebühr?", "Pro Person werden 38,00 EUR Servicegebühr fällig.", VISA, True),
    w.faith("de-t28-013", "fmt.period", "Wie lange darf ich Bücher behalten?", "Die Leihfrist beträgt jeweils 28 Tage.", CARD, True),
    w.faith("de-t28-014", "fmt.share", "Zahlen Kinder den vollen Sparpreis?", "Nein, Kinder zwischen 6 und 14 zahlen die Hälfte, und Kinder unter 6 fahren gratis.", TICKET, True),
    w.faith("de-t28-015", "fmt.date", "Wann ist der erste Kurstermin?", "Los geht's am Freitag, dem 07.03.", SWIM, True),
    w.faith("de-t28-016", "para.passive", "Wer hat das Kraftwerk übernommen?", "Das Studio wurde 2019 von der Fitnesskette FitLine übernommen.", GYM, True),
    w.faith("de-t28-017", "wrap.attribution", "Was kostet ein Bewohnerparkausweis?", "Den Angaben zufolge kostet der Ausweis 120 Euro pro Jahr und gilt für ein einzelnes Fahrzeug.", PARKING, True),
    w.faith("de-t28-018", "wrap.hedge", "Was muss mein Kind für das Seepferdchen können?", "Wenn ich das richtig sehe, muss es 25 Meter schwimmen und einen Gegenstand aus schultertiefem Wasser hochholen.", COACHES, True),
    w.faith("de-t28-019", "para.synonym", "Darf ich jemanden zum Training mitbringen?", "Wer den Premium-Tarif hat, kann einmal pro Monat eine Begleitperson als Gast mitnehmen.", GYM, True),
    w.faith("de-t28-020", "para.synonym", "Bei wem lege ich Widerspruch gegen ein Verwarnungsgeld ein?", "Kontrolliert wird die Zone zwar vom städtischen Ordnungsdienst, über Ihren Widerspruch befindet aber die Bußgeldstelle des Landkreises.", SCHEME, True),
    w.faith("de-t28-021", "para.combine", "Was kostet es, ein Bild auszuleihen?", "Ein Bild bekommt man für drei Monate und zahlt dafür 5 Euro.", ARTOTHEK, True),
    w.faith("de-t28-022", "para.relative", "Wer ist Lea Hoffmann?", "Lea Hoffmann ist die Rettungsschwimmerin, die Schwimmmeister Klaus Berger beim Kurs unterstützt.", COACHES, True),
    w.faith("de-t28-023", "para.pronoun", "Entscheidet das Visazentrum über mein Visum?", "Nein, das Visazentrum entscheidet nicht über den Antrag. Das tut allein das Generalkonsulat, und es braucht dafür meist zehn Werktage.", DECISION, True),
    w.faith("de-t28-024", "wrap.closer", "Muss mein Sohn (12) für den Leseausweis zahlen?", "Nein, Kinder und Jugendliche bis 18 bekommen den Ausweis kostenlos. Viel Spaß beim Stöbern!", CARD, True),
    # unsupported: one claim the context does not give or contradicts
    w.faith("de-t28-025", "added.fact", "Kann ich den Sparpreis stornieren?", "Ja, bis zum Vortag gegen 10 Euro Gebühr; der Betrag wird dann als Gutschein erstattet.", TICKET, False),
    w.faith("de-t28-026", "added.fact", "Was kostet der Leseausweis für Erwachsene?", "Erwachsene zahlen 15 Euro im Jahr und können den Ausweis auch bequem online beantragen.", CARD, False),
    w.faith("de-t28-027", "added.fact", "Was ist in der Kursgebühr enthalten?", "Die 95 Euro decken den Badeintritt ab, und am Ende bekommt jedes Kind eine Urkunde.", SWIM, False),
    w.faith("de-t28-028", "added.fact", "Wie buche ich einen Visumtermin?", "Nur online und frühestens sechs Wochen vorher; zum Termin sollten Sie 15 Minuten früher da sein.", VISA, False),
    w.faith("de-t28-029", "added.fact", "Kann mir der Pass zugeschickt werden?", "Ja, für 25 Euro Aufpreis kommt er per Kurier, und zwar innerhalb von zwei Werktagen.", DECISION, False),
    w.faith("de-t28-030", "added.fact", "Wann hat das Kraftwerk am Wochenende offen?", "Samstags und sonntags von 9 bis 20 Uhr, und samstags gibt es zusätzlich ein kostenloses Probetraining.", HOURS, False),
    w.faith("de-t28-031", "added.fact", "Was passierte 2019 mit dem Kraftwerk?", "Das von Sabine Krüger gegründete Studio wurde 2019 samt seinen 40 Beschäftigten von FitLine übernommen.", GYM, False),
    w.faith("de-t28-032", "added.fact", "Wie lange kann ich ein Bild ausleihen?", "Drei Monate lang, für 5 Euro pro Bild; danach kann man die Leihe einmal verlängern.", ARTOTHEK, False),
    w.faith("de-t28-033", "role.swap", "Wer hat die Artothek gegründet?", "Miriam Kolb hat die Artothek 1995 gegründet, seit 2020 betreut Jonas Brandt die Sammlung.", ARTOTHEK, False),
    w.faith("de-t28-034", "role.swap", "Wer leitet den Kurs?", "Die Rettungsschwimmerin Lea Hoffmann leitet den Kurs, Schwimmmeister Klaus Berger unterstützt sie.", COACHES, False),
    w.faith("de-t28-035", "negation", "Darf ich beim Unterricht zuschauen?", "Ja, Eltern dürfen während des Unterrichts in der Schwimmhalle bleiben.", SWIM, False),
    w.faith("de-t28-036", "antonym", "Ist der Badeintritt im Kurspreis enthalten?", "Nein, zu den 95 Euro Kursgebühr kommt der Eintritt ins Bad noch hinzu.", SWIM, False),
    w.faith("de-t28-037", "modality", "Darf mein Kind eine Schwimmbrille tragen?", "Schwimmbrillen sind nicht verboten, man sollte im Kurs aber besser darauf verzichten.", COACHES, False),
    w.faith("de-t28-038", "quantifier", "Darf ich einen Gast mitbringen?", "Alle Mitglieder dürfen einmal im Monat einen Gast mitbringen.", GYM, False),
    w.faith("de-t28-039", "direction", "Wann muss ich meinen Termin buchen?", "Termine müssen online und spätestens sechs Wochen vorher gebucht werden.", VISA, False),
    w.faith("de-t28-040", "value.number", "Wie viele Ausweise bekommt ein Haushalt?", "Pro Haushalt werden bis zu drei Bewohnerparkausweise ausgestellt.", PARKING, False),
    w.faith("de-t28-041", "value.time", "Wann öffnet das Studio unter der Woche?", "Montags bis freitags öffnet das Kraftwerk um 7 Uhr und schließt um 23 Uhr.", HOURS, False),
    w.faith("de-t28-042", "value.except", "Hat das Kraftwerk an Feiertagen offen?", "An Feiertagen gelten die Wochenendzeiten; nur an Heiligabend schließt das Studio schon um 14 Uhr.", HOURS, False),
    w.faith("de-t28-043", "value.currency", "Was kostet der Bewohnerparkausweis?", "Der Ausweis kostet 120 Franken im Jahr und gilt für ein Fahrzeug.", PARKING, False),
    w.faith("de-t28-044", "value.date", "Seit wann überwacht der Ordnungsdienst die Zone A?", "Die Zone, die Petra Wolf 2017 beantragt hatte, wird seit 2023 vom Ordnungsdienst überwacht.", SCHEME, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-t28-045", "correct.wordy", "Wie lange darf man Konsolenspiele ausleihen?", "Anders als die meisten Medien, die man vier Wochen behalten kann, werden Konsolenspiele nur für sieben Tage verliehen.", "Eine Woche.", True),
    w.correct("de-t28-046", "correct.format", "Wann endet eine Stunde des Seepferdchen-Kurses?", "Um Viertel nach vier am Nachmittag.", "Um 16:15 Uhr.", True),
    w.correct("de-t28-047", "correct.wordy", "Wer entscheidet über den Visumantrag?", "Das Visazentrum vergibt nur die Termine – die Entscheidung trifft allein das Generalkonsulat.", "Das Generalkonsulat.", True),
    w.correct("de-t28-048", "correct.format", "Wie hoch ist die Servicegebühr im Visazentrum?", "EUR 38,- je Antragsteller.", "38 Euro pro Person.", True),
    w.correct("de-t28-049", "wrong.value", "Wie viele Medien kann man gleichzeitig ausleihen?", "Höchstens zwölf Medien auf einmal.", "Bis zu 20.", False),
    w.correct("de-t28-050", "wrong.role", "Wer hat das Fitnessstudio Kraftwerk gegründet?", "Gegründet wurde es von der Fitnesskette FitLine.", "Die ehemalige Boxerin Sabine Krüger.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
