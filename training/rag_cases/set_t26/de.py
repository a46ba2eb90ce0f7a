"""German cases of set t26: a grocery delivery service, a courier firm, two cinemas, two phone
repair workshops, Dresden's sightseeing bus and its winter light tour, a hotel spa package and
a sports shop's customer club."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

FLINKBOTE = (
    "Der Lieferdienst Flinkbote liefert in ganz Leipzig von Montag bis Samstag zwischen 8 und 22 Uhr. "
    "Die Liefergebühr beträgt 2,90 €; ab einem Bestellwert von 35 € entfällt sie. "
    "Bestellungen, die bis 12 Uhr eingehen, werden noch am selben Tag zugestellt."
)
BLITZPAKET = (
    "Die Kurierfirma Blitzpaket wurde 2006 von Jonas Berger in Hamburg gegründet. "
    "2017 übernahm die Nordlog AG das Unternehmen. "
    "Ein Expresspaket innerhalb Deutschlands kostet 14,90 € und kommt am nächsten Werktag bis 10 Uhr an."
)
SCHAUBURG = (
    "Im Kino Schauburg kostet eine Karte für Erwachsene 12 €, für Kinder bis 14 Jahre 7,50 €. "
    "Am Kinotag, dem Montag, zahlen alle 6 €. "
    "Für Filme mit Überlänge ab 150 Minuten wird ein Zuschlag von 1 € erhoben."
)
FILMTHEATER = (
    "Das Filmtheater am Ring wurde 1956 eröffnet und steht seit 1994 unter Denkmalschutz. "
    "Die Architektin Ingrid Kessler leitete 2012 die Renovierung. "
    "Der große Saal hat 480 Plätze und eine Orgel aus dem Eröffnungsjahr."
)
HANDYKLINIK = (
    "Die HandyKlinik tauscht Displays der meisten Smartphone-Modelle innerhalb von 60 Minuten. "
    "Ein Displaytausch kostet ab 119 € und umfasst 12 Monate Garantie. "
    "Bei Wasserschäden gibt es keine Garantie. "
    "Die Werkstatt ist werktags von 10 bis 19 Uhr geöffnet, samstags von 10 bis 16 Uhr."
)
REPARATURPROFI = (
    "Lena Vogt leitet die Filiale von Reparaturprofi in Freiburg. "
    "Sie stellte im Januar 2022 den Techniker Murat Yilmaz ein, der seitdem alle Mainboard-Reparaturen übernimmt. "
    "Ein Akkutausch ist ohne Termin möglich und kostet 49 €."
)
STADTRUNDFAHRT = (
    "Der Stadtrundfahrt-Bus in Dresden fährt ab dem Postplatz alle 20 Minuten, von 10 bis 18 Uhr. "
    "Das Tagesticket kostet 22 € für Erwachsene; Kinder von 6 bis 14 Jahren zahlen die Hälfte, jüngere fahren gratis. "
    "Eine Runde dauert 80 Minuten und hat 14 Haltestellen."
)
LICHTERFAHRT = (
    "Die Lichterfahrt wurde 2015 von der Dresdner Stadtrundfahrt GmbH ins Leben gerufen. "
    "Sie findet nur von November bis Februar statt und startet um 18:30 Uhr am Theaterplatz. "
    "Tickets kosten 19 € und müssen mindestens zwei Tage vorher gebucht werden."
)
SEEBLICK = (
    "Das Wellnesspaket „Auszeit“ im Hotel Seeblick umfasst eine 50-minütige Aromamassage, die ganztägige Nutzung der Saunalandschaft und einen Obstteller. "
    "Es kostet 89 € pro Person, am Wochenende 99 €. "
    "Bademantel und Handtücher sind inklusive. Kinder unter 14 Jahren haben keinen Zutritt zur Sauna."
)
SPORT_HAGEN = (
    "Mitglieder im Kundenclub von Sport Hagen erhalten 10 % Rabatt auf alle nicht reduzierten Artikel. "
    "Ab einem Jahresumsatz von 1.000 € steigt der Rabatt auf 15 %. "
    "Ausgenommen sind Fahrräder, E-Bikes und Gutscheine. Die Mitgliedschaft ist kostenlos."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("de-t26-001", "para.combine", "Wann kommt meine Bestellung, und was kostet die Lieferung?", "Wenn Sie bis 12 Uhr bestellen, kommt die Ware noch am selben Tag, und ab 35 € Bestellwert zahlen Sie keine Liefergebühr.", FLINKBOTE, True),
    w.faith("de-t26-002", "para.except", "Liefert Flinkbote auch sonntags?", "Nein, sonntags liefert Flinkbote nicht.", FLINKBOTE, True),
    w.faith("de-t26-003", "fmt.currency", "Wie hoch ist die Liefergebühr bei Flinkbote?", "Die Liefergebühr liegt bei 2 Euro 90.", FLINKBOTE, True),
    w.faith("de-t26-004", "para.relative", "Wem gehört Blitzpaket?", "Blitzpaket, das Jonas Berger 2006 in Hamburg gegründet hat, wurde 2017 von der Nordlog AG übernommen.", BLITZPAKET, True),
    w.faith("de-t26-005", "para.pronoun", "Wie schnell ist ein Expresspaket?", "Ein Expresspaket kostet 14,90 €. Es ist am nächsten Werktag bis 10 Uhr beim Empfänger.", BLITZPAKET, True),
    w.faith("de-t26-006", "para.passive", "Was ist 2017 mit Blitzpaket passiert?", "2017 wurde Blitzpaket von der Nordlog AG übernommen.", BLITZPAKET, True),
    w.faith("de-t26-007", "para.combine", "Was zahlt mein Kind am Montag in der Schauburg?", "Montags ist Kinotag, und da kostet die Karte für alle 6 € – also auch für Ihr Kind.", SCHAUBURG, True),
    w.faith("de-t26-008", "para.relative", "Gibt es bei langen Filmen einen Aufpreis?", "Für Filme, die 150 Minuten oder länger dauern, kommt ein Zuschlag von 1 € dazu.", SCHAUBURG, True),
    w.faith("de-t26-009", "para.relative", "Wer hat das Filmtheater am Ring renoviert?", "Das Filmtheater am Ring, das 1956 eröffnet wurde, ist 2012 unter der Leitung der Architektin Ingrid Kessler renoviert worden.", FILMTHEATER, True),
    w.faith("de-t26-010", "para.pronoun", "Wie groß ist der große Saal?", "Der große Saal bietet 480 Plätze. Er hat außerdem eine Orgel, die so alt ist wie das Kino selbst.", FILMTHEATER, True),
    w.faith("de-t26-011", "para.nominal", "Wann wurde das Kino eröffnet und renoviert?", "Die Eröffnung des Filmtheaters am Ring war 1956, die Renovierung 2012.", FILMTHEATER, True),
    w.faith("de-t26-012", "para.combine", "Wie lange dauert ein Displaytausch, und gibt es Garantie?", "Bei den meisten Modellen ist das neue Display innerhalb einer Stunde drin, und Sie bekommen ein Jahr Garantie darauf.", HANDYKLINIK, True),
    w.faith("de-t26-013", "fmt.time", "Wann hat die HandyKlinik samstags geöffnet?", "Samstags ist die Werkstatt von 10 Uhr morgens bis 4 Uhr nachmittags geöffnet.", HANDYKLINIK, True),
    w.faith("de-t26-014", "para.relative", "Wer repariert bei Reparaturprofi die Mainboards?", "Die Mainboard-Reparaturen übernimmt Murat Yilmaz, den die Filialleiterin Lena Vogt im Januar 2022 eingestellt hat.", REPARATURPROFI, True),
    w.faith("de-t26-015", "para.pronoun", "Wer leitet die Freiburger Filiale?", "Die Filiale in Freiburg wird von Lena Vogt geleitet. Sie hat Anfang 2022 den Techniker Murat Yilmaz eingestellt.", REPARATURPROFI, True),
    w.faith("de-t26-016", "para.combine", "Wie oft fährt der Bus, und wie lange dauert eine Runde?", "Vom Postplatz startet alle 20 Minuten ein Bus, und eine Runde mit 14 Stopps dauert eine Stunde und zwanzig Minuten.", STADTRUNDFAHRT, True),
    w.faith("de-t26-017", "para.relative", "Was zahlt mein zehnjähriger Sohn für das Tagesticket?", "Kinder, die zwischen 6 und 14 Jahre alt sind, zahlen die Hälfte, also 11 € für das Tagesticket.", STADTRUNDFAHRT, True),
    w.faith("de-t26-018", "para.relative", "Wann startet die Lichterfahrt?", "Die Lichterfahrt, die die Dresdner Stadtrundfahrt GmbH 2015 ins Leben gerufen hat, startet um halb sieben abends am Theaterplatz.", LICHTERFAHRT, True),
    w.faith("de-t26-019", "para.pronoun", "Wie buche ich die Lichterfahrt?", "Tickets für die Lichterfahrt kosten 19 €. Sie müssen spätestens zwei Tage vor der Fahrt gebucht werden.", LICHTERFAHRT, True),
    w.faith("de-t26-020", "para.combine", "Was kostet „Auszeit“ am Samstag für zwei Personen?", "Am Wochenende kostet das Paket 99 € pro Person, für zwei also 198 €.", SEEBLICK, True),
    w.faith("de-t26-021", "para.synonym", "Was ist im Paket „Auszeit“ enthalten?", "Dazu gehören eine Aromamassage von 50 Minuten, Sauna den ganzen Tag über und ein Teller mit Obst.", SEEBLICK, True),
    w.faith("de-t26-022", "wrap.attribution", "Darf meine zwölfjährige Tochter mit in die Sauna?", "Laut Hotel Seeblick haben Kinder unter 14 Jahren leider keinen Zutritt zur Sauna.", SEEBLICK, True),
    w.faith("de-t26-023", "para.relative", "Wie bekomme ich 15 % Rabatt bei Sport Hagen?", "Clubmitglieder, die im Jahr mindestens 1.000 € ausgeben, bekommen 15 % statt 10 % Rabatt.", SPORT_HAGEN, True),
    w.faith("de-t26-024", "para.except", "Gilt der Clubrabatt auch für E-Bikes?", "Nein. Rabatt gibt es auf alle regulären Artikel, nur nicht auf Fahrräder, E-Bikes und Gutscheine.", SPORT_HAGEN, True),

    w.faith("de-t26-025", "added.fact", "Wann kommt meine Bestellung?", "Bestellungen bis 12 Uhr werden noch am selben Tag geliefert, und zwar in einem Zwei-Stunden-Fenster, das Sie selbst wählen.", FLINKBOTE, False),
    w.faith("de-t26-026", "value.number", "Ab wann ist die Lieferung gratis?", "Ab 25 € Bestellwert entfällt die Liefergebühr.", FLINKBOTE, False),
    w.faith("de-t26-027", "added.fact", "Wem gehört Blitzpaket?", "Blitzpaket, 2006 von Jonas Berger gegründet, wurde 2017 für 30 Millionen Euro von der Nordlog AG übernommen.", BLITZPAKET, False),
    w.faith("de-t26-028", "role.swap", "Was ist 2017 passiert?", "Blitzpaket hat 2017 die Nordlog AG gekauft.", BLITZPAKET, False),
    w.faith("de-t26-029", "value.time", "Bis wann kommt ein Expresspaket an?", "Expresspakete sind am nächsten Werktag bis 12 Uhr mittags da.", BLITZPAKET, False),
    w.faith("de-t26-030", "quantifier", "Was ist am Kinotag billiger?", "Am Kinotag zahlen nur Kinder 6 €.", SCHAUBURG, False),
    w.faith("de-t26-031", "added.fact", "Was kostet der Kinotag?", "Montags zahlen alle 6 €, und eine kleine Tüte Popcorn ist im Preis enthalten.", SCHAUBURG, False),
    w.faith("de-t26-032", "added.fact", "Wer hat das Filmtheater am Ring renoviert?", "Das 1956 eröffnete Filmtheater am Ring wurde 2012 von Ingrid Kessler renoviert und bekam dabei eine neue Dolby-Atmos-Anlage.", FILMTHEATER, False),
    w.faith("de-t26-033", "value.date", "Seit wann steht das Kino unter Denkmalschutz?", "Seit 1984 steht das Filmtheater am Ring unter Denkmalschutz.", FILMTHEATER, False),
    w.faith("de-t26-034", "added.fact", "Was kostet ein Displaytausch?", "Ein Displaytausch kostet ab 119 €, inklusive 12 Monaten Garantie und einer kostenlosen Panzerglasfolie.", HANDYKLINIK, False),
    w.faith("de-t26-035", "negation", "Gibt es Garantie bei Wasserschäden?", "Ja, auch auf die Reparatur von Wasserschäden gibt die HandyKlinik Garantie.", HANDYKLINIK, False),
    w.faith("de-t26-036", "role.swap", "Wer ist wer bei Reparaturprofi in Freiburg?", "Murat Yilmaz leitet die Freiburger Filiale und hat im Januar 2022 Lena Vogt als Technikerin eingestellt.", REPARATURPROFI, False),
    w.faith("de-t26-037", "modality", "Kann ich für einen Akkutausch einfach vorbeikommen?", "Für einen Akkutausch müssen Sie vorher einen Termin vereinbaren; er kostet 49 €.", REPARATURPROFI, False),
    w.faith("de-t26-038", "added.fact", "Was ist im Tagesticket enthalten?", "Das Tagesticket kostet 22 € für Erwachsene und enthält eine kostenlose Dampferfahrt auf der Elbe.", STADTRUNDFAHRT, False),
    w.faith("de-t26-039", "direction", "Welche Kinder fahren gratis mit?", "Kinder über 14 Jahren fahren gratis mit.", STADTRUNDFAHRT, False),
    w.faith("de-t26-040", "added.fact", "Wie läuft die Lichterfahrt ab?", "Die Lichterfahrt startet um 18:30 Uhr am Theaterplatz, und unterwegs bekommt jeder Gast einen Becher Glühwein.", LICHTERFAHRT, False),
    w.faith("de-t26-041", "added.fact", "Was bekomme ich beim Paket „Auszeit“?", "Unter der Woche kostet „Auszeit“ 89 € pro Person und enthält neben Massage und Sauna auch ein Mittagessen im Hotelrestaurant.", SEEBLICK, False),
    w.faith("de-t26-042", "antonym", "Ist das Paket am Wochenende teurer?", "Nein, am Wochenende ist das Paket „Auszeit“ sogar günstiger als unter der Woche.", SEEBLICK, False),
    w.faith("de-t26-043", "added.fact", "Was bringt mir die Clubmitgliedschaft?", "Die Mitgliedschaft ist kostenlos, und zum Geburtstag bekommen Mitglieder zusätzlich einen 20-€-Gutschein.", SPORT_HAGEN, False),
    w.faith("de-t26-044", "value.except", "Wofür gilt der Clubrabatt nicht?", "Vom Clubrabatt ausgenommen sind Fahrräder, E-Bikes, Gutscheine und Laufschuhe.", SPORT_HAGEN, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-t26-045", "correct.format", "Wann startet die Lichterfahrt?", "Um halb sieben abends.", "18:30 Uhr", True),
    w.correct("de-t26-046", "correct.wordy", "Wer hat Blitzpaket gegründet?", "Gegründet wurde die Kurierfirma Blitzpaket von Jonas Berger.", "Jonas Berger", True),
    w.correct("de-t26-047", "correct.format", "Wie viele Plätze hat der große Saal im Filmtheater am Ring?", "Vierhundertachtzig.", "480 Plätze", True),
    w.correct("de-t26-048", "correct.wordy", "Was kostet ein Akkutausch bei Reparaturprofi?", "Für einen Akkutausch zahlen Sie bei Reparaturprofi 49 Euro.", "49 €", True),
    w.correct("de-t26-049", "wrong.value", "Was kostet das Tagesticket der Stadtrundfahrt für Erwachsene?", "Das Tagesticket kostet 27 €.", "22 €", False),
    w.correct("de-t26-050", "wrong.role", "Wen hat Lena Vogt im Januar 2022 eingestellt?", "Lena Vogt wurde im Januar 2022 von Murat Yilmaz eingestellt.", "Murat Yilmaz", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
