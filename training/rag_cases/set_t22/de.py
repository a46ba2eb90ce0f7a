"""German cases of set t22: a bicycle courier service in Leipzig and its team, an allotment
club and its board, a fitness tracker's manual, a hostel's kitchen rules, a volunteer fire
brigade and a chocolate workshop tour."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

KURIER = (
    "Der Fahrradkurierdienst Pedalpost liefert montags bis samstags von 8 bis 20 Uhr innerhalb des Leipziger Stadtgebiets. "
    "Eine Standardsendung bis 5 kg kostet 7,50 €. "
    "Für Expresszustellungen innerhalb von 60 Minuten wird ein Zuschlag von 4 € berechnet. "
    "Sendungen mit Bargeld oder Medikamenten werden nicht angenommen."
)
KURIER_TEAM = (
    "Disponentin Jana Albrecht verteilt die Aufträge, Fahrer Malte Kruse ist für die Südvorstadt zuständig. "
    "Im August 2023 legte das Team insgesamt 18.500 Kilometer zurück. "
    "Jeder Fahrer erhält eine Regenhose und eine Warnweste. "
    "Das Lastenrad darf nur nach einer Einweisung genutzt werden."
)
GARTEN = (
    "Der Kleingartenverein Sonnenwinkel e. V. umfasst 120 Parzellen mit je etwa 300 Quadratmetern. "
    "Die Jahrespacht ist bis zum 30. Juni zu zahlen. "
    "Mindestens ein Drittel jeder Parzelle muss für Obst und Gemüse genutzt werden. "
    "In der Mittagszeit von 13 bis 15 Uhr sind laute Gartenarbeiten untersagt."
)
VORSTAND = (
    "Die Vorsitzende Ingrid Hoffmann leitet die Mitgliederversammlung, der Kassierer Peter Lange verwaltet die Vereinskasse. "
    "Jedes Mitglied muss pro Jahr 8 Gemeinschaftsstunden leisten; für jede fehlende Stunde werden 15 € fällig. "
    "Das Vereinsheim hat sonntags geöffnet, außer von November bis März."
)
TRACKER = (
    "Der FitLoop 5 zeigt Benachrichtigungen nur an, wenn er per Bluetooth mit dem Smartphone verbunden ist. "
    "Der Akku hält bis zu 12 Tage, bei aktiviertem GPS jedoch nur etwa 20 Stunden. "
    "Das Gerät ist bis 5 ATM wasserdicht. "
    "Zum Zurücksetzen halten Sie die Seitentaste 15 Sekunden lang gedrückt."
)
TRACKER_DATEN = (
    "Der Ruhepuls wird jeden Morgen zwischen 4 und 6 Uhr ermittelt. "
    "Das Tagesziel liegt standardmäßig bei 10.000 Schritten. "
    "Trainingsdaten werden 90 Tage lang in der Cloud gespeichert."
)
KUECHE = (
    "Die Gemeinschaftsküche des Hostels Elbblick ist täglich von 7 bis 22 Uhr geöffnet. "
    "Lebensmittel im Kühlschrank müssen mit Name und Abreisedatum beschriftet sein. "
    "Unbeschriftete Lebensmittel werden jeden Mittwoch entsorgt. "
    "Geschirr muss nach dem Essen sofort abgewaschen werden."
)
KUECHE_REGELN = (
    "Gewürze, Öl und Tee stehen allen Gästen kostenlos zur Verfügung. "
    "Den Wasserkocher dürfen Gäste rund um die Uhr benutzen, den Herd dagegen nur während der Öffnungszeiten. "
    "Rezeptionist Jonas Weber kontrolliert die Küche jeden Abend um 22 Uhr."
)
FEUERWEHR = (
    "Die Freiwillige Feuerwehr Tannenbach hat 46 aktive Mitglieder, davon 9 Frauen. "
    "Wehrführer Klaus Berger leitet die Einsätze, sein Stellvertreter Stefan Roth ist für die Atemschutzgeräte verantwortlich. "
    "Die Übungsabende finden jeden zweiten Donnerstag um 19 Uhr statt. "
    "Neue Mitglieder müssen mindestens 16 Jahre alt sein."
)
FEUERWEHR_JAHR = (
    "2023 rückte die Wehr zu 78 Einsätzen aus, etwa die Hälfte davon waren technische Hilfeleistungen. "
    "Das neue Löschfahrzeug wurde im März 2024 in Dienst gestellt. "
    "Die Jugendfeuerwehr trifft sich samstags von 10 bis 12 Uhr."
)
FUEHRUNG = (
    "Führungen durch die Schokoladenmanufaktur Kakaohaus finden von Mittwoch bis Sonntag um 11, 14 und 16 Uhr statt. "
    "Eine Führung dauert etwa zwei Stunden und kostet 18 € für Erwachsene; Kinder von 6 bis 14 Jahren zahlen die Hälfte. "
    "Am Ende darf jeder Gast eine eigene Tafel Schokolade gießen. "
    "Hunde sind in der Manufaktur nicht erlaubt."
)

# fmt: off
FAITHFULNESS: tuple[Case, ...] = (
    w.faith("de-t22-001", "para.except", "Liefert Pedalpost auch sonntags?", "Nein, sonntags ruht der Betrieb – ausgeliefert wird von Montag bis Samstag.", KURIER, True),
    w.faith("de-t22-002", "fmt.currency", "Was kostet eine normale Sendung?", "Ein normales Paket bis fünf Kilo kostet sieben Euro fünfzig.", KURIER, True),
    w.faith("de-t22-003", "value.currency", "Wie hoch ist der Expresszuschlag?", "Für die Expresszustellung wird ein Aufpreis von 6 € fällig.", KURIER, False),
    w.faith("de-t22-004", "negation", "Kann ich mit Pedalpost Medikamente verschicken?", "Ja, Sendungen mit Medikamenten nimmt Pedalpost ohne Weiteres an.", KURIER, False),
    w.faith("de-t22-005", "fmt.period", "Geht es auch schneller?", "Ja, gegen 4 € Zuschlag wird die Sendung binnen einer Stunde zugestellt.", KURIER, True),
    w.faith("de-t22-006", "role.swap", "Wer verteilt bei Pedalpost die Aufträge?", "Malte Kruse verteilt die Aufträge, und Jana Albrecht fährt die Südvorstadt.", KURIER_TEAM, False),
    w.faith("de-t22-007", "fmt.thousands", "Wie viele Kilometer ist das Team im August 2023 gefahren?", "Zusammen kam das Team im August 2023 auf 18 500 Kilometer.", KURIER_TEAM, True),
    w.faith("de-t22-008", "modality", "Braucht man für das Lastenrad eine Einweisung?", "Eine Einweisung fürs Lastenrad wird empfohlen, Pflicht ist sie aber nicht.", KURIER_TEAM, False),
    w.faith("de-t22-009", "para.passive", "Welche Ausrüstung bekommen die Fahrer?", "Jedem Fahrer werden eine Regenhose und eine Warnweste gestellt.", KURIER_TEAM, True),
    w.faith("de-t22-010", "fmt.abbrev", "Wie groß sind die Parzellen im Sonnenwinkel?", "Der Verein hat 120 Parzellen von jeweils rund 300 m².", GARTEN, True),
    w.faith("de-t22-011", "value.date", "Bis wann muss die Pacht bezahlt sein?", "Die Jahrespacht muss bis zum 31. Juli bezahlt sein.", GARTEN, False),
    w.faith("de-t22-012", "quantifier", "Wie viel der Parzelle muss für Obst und Gemüse genutzt werden?", "Die komplette Parzelle muss für Obst und Gemüse genutzt werden.", GARTEN, False),
    w.faith("de-t22-013", "fmt.time", "Wann darf man im Garten keinen Lärm machen?", "Zwischen eins und drei Uhr mittags ist lautes Arbeiten im Garten verboten.", GARTEN, True),
    w.faith("de-t22-014", "para.nominal", "Bis wann ist die Pacht fällig?", "Die Zahlung der Jahrespacht hat bis spätestens 30. Juni zu erfolgen.", GARTEN, True),
    w.faith("de-t22-015", "role.swap", "Wer leitet die Mitgliederversammlung?", "Peter Lange leitet die Mitgliederversammlung, Ingrid Hoffmann kümmert sich um die Vereinskasse.", VORSTAND, False),
    w.faith("de-t22-016", "para.relative", "Was passiert, wenn ich meine Gemeinschaftsstunden nicht schaffe?", "Wer seine acht Pflichtstunden im Jahr nicht ableistet, zahlt für jede fehlende Stunde 15 €.", VORSTAND, True),
    w.faith("de-t22-017", "para.except", "Wann ist das Vereinsheim geöffnet?", "Das Vereinsheim ist von April bis Oktober sonntags offen.", VORSTAND, True),
    w.faith("de-t22-018", "para.except", "Bekomme ich Benachrichtigungen, wenn das Handy nicht verbunden ist?", "Nein, ohne Bluetooth-Verbindung zum Smartphone zeigt der FitLoop 5 keine Benachrichtigungen an.", TRACKER, True),
    w.faith("de-t22-019", "fmt.abbrev", "Wie setze ich den FitLoop 5 zurück?", "Halten Sie die Seitentaste 15 Sek. gedrückt.", TRACKER, True),
    w.faith("de-t22-020", "value.unit", "Wie lange hält der Akku mit GPS?", "Mit eingeschaltetem GPS hält der Akku etwa 20 Minuten.", TRACKER, False),
    w.faith("de-t22-021", "wrap.hedge", "Ist der FitLoop 5 wasserdicht?", "Soweit ich das sehe, ist er bis 5 ATM wasserdicht.", TRACKER, True),
    w.faith("de-t22-022", "direction", "Wie wirkt sich GPS auf den Akku aus?", "Mit aktiviertem GPS hält der Akku länger als ohne.", TRACKER, False),
    w.faith("de-t22-023", "fmt.number", "Was ist das voreingestellte Schrittziel?", "Ab Werk sind zehntausend Schritte pro Tag eingestellt.", TRACKER_DATEN, True),
    w.faith("de-t22-024", "value.time", "Wann wird der Ruhepuls gemessen?", "Der Ruhepuls wird jeden Morgen zwischen 6 und 8 Uhr gemessen.", TRACKER_DATEN, False),
    w.faith("de-t22-025", "wrap.opener", "Muss ich meine Sachen im Kühlschrank beschriften?", "Gute Frage! Alles im Kühlschrank braucht einen Zettel mit Namen und Abreisedatum.", KUECHE, True),
    w.faith("de-t22-026", "modality", "Muss ich sofort abwaschen?", "Das Geschirr sollte man möglichst bald spülen, es darf aber auch bis zum nächsten Tag stehen bleiben.", KUECHE, False),
    w.faith("de-t22-027", "para.synonym", "Kann ich nachts Wasser kochen?", "Ja, der Wasserkocher steht immer bereit, der Herd aber nur zu den Öffnungszeiten der Küche.", KUECHE_REGELN, True),
    w.faith("de-t22-028", "antonym", "Muss ich Gewürze und Öl selbst mitbringen?", "Gewürze, Öl und Tee sind in der Küche kostenpflichtig.", KUECHE_REGELN, False),
    w.faith("de-t22-029", "added.entity", "Wer kontrolliert abends die Küche?", "Jonas Weber und die Reinigungskraft kontrollieren die Küche jeden Abend um 22 Uhr.", KUECHE_REGELN, False),
    w.faith("de-t22-030", "wrap.attribution", "Wer schaut abends in der Küche nach?", "Laut Hausordnung sieht Rezeptionist Jonas Weber jeden Abend um zehn in der Küche nach dem Rechten.", KUECHE_REGELN, True),
    w.faith("de-t22-031", "role.swap", "Wer leitet die Einsätze in Tannenbach?", "Stefan Roth leitet die Einsätze, und Klaus Berger kümmert sich als Stellvertreter um die Atemschutzgeräte.", FEUERWEHR, False),
    w.faith("de-t22-032", "fmt.period", "Wie oft wird geübt?", "Übungsabend ist alle 14 Tage donnerstags um 19 Uhr.", FEUERWEHR, True),
    w.faith("de-t22-033", "direction", "Ab welchem Alter kann man mitmachen?", "Neue Mitglieder dürfen höchstens 16 Jahre alt sein.", FEUERWEHR, False),
    w.faith("de-t22-034", "para.relative", "Wer kümmert sich um die Atemschutzgeräte?", "Stefan Roth, der den Wehrführer vertritt, ist für die Atemschutzgeräte zuständig.", FEUERWEHR, True),
    w.faith("de-t22-035", "fmt.number", "Wie groß ist die Wehr?", "Die Wehr zählt sechsundvierzig aktive Mitglieder, neun davon sind Frauen.", FEUERWEHR, True),
    w.faith("de-t22-036", "fmt.share", "Was für Einsätze hatte die Wehr 2023?", "Rund 50 % der 78 Einsätze im Jahr 2023 waren technische Hilfeleistungen.", FEUERWEHR_JAHR, True),
    w.faith("de-t22-037", "value.date", "Seit wann fährt das neue Löschfahrzeug?", "Das neue Löschfahrzeug ist seit Mai 2024 im Dienst.", FEUERWEHR_JAHR, False),
    w.faith("de-t22-038", "wrap.question", "Wann trifft sich die Jugendfeuerwehr?", "Sie fragen nach der Jugendfeuerwehr? Die trifft sich samstags von 10 bis 12 Uhr.", FEUERWEHR_JAHR, True),
    w.faith("de-t22-039", "added.fact", "Seit wann gibt es das neue Löschfahrzeug?", "Das neue Löschfahrzeug wurde im März 2024 in Dienst gestellt und hat 450.000 € gekostet.", FEUERWEHR_JAHR, False),
    w.faith("de-t22-040", "para.except", "Kann ich am Dienstag eine Führung machen?", "Nein, montags und dienstags finden keine Führungen statt.", FUEHRUNG, True),
    w.faith("de-t22-041", "fmt.share", "Was zahlen Kinder für die Führung?", "Kinder zwischen 6 und 14 zahlen 50 % des Erwachsenenpreises von 18 €.", FUEHRUNG, True),
    w.faith("de-t22-042", "value.time", "Wann beginnt die letzte Führung?", "Die letzte Führung des Tages startet um 17 Uhr.", FUEHRUNG, False),
    w.faith("de-t22-043", "negation", "Darf mein Hund mit?", "Ja, Hunde dürfen mit in die Manufaktur.", FUEHRUNG, False),
    w.faith("de-t22-044", "value.except", "An welchen Tagen gibt es Führungen?", "Führungen gibt es jeden Tag außer montags.", FUEHRUNG, False),
)

CORRECTNESS: tuple[Case, ...] = (
    w.correct("de-t22-045", "correct.wordy", "Wie lange dauert eine Führung im Kakaohaus?", "Für eine Führung durch die Manufaktur sollten Sie, grob gerechnet, ungefähr zwei Stunden einplanen.", "Etwa zwei Stunden.", True),
    w.correct("de-t22-046", "correct.short", "Wer leitet die Einsätze der Freiwilligen Feuerwehr Tannenbach?", "Klaus Berger.", "Wehrführer Klaus Berger leitet die Einsätze.", True),
    w.correct("de-t22-047", "correct.format", "Was kostet eine Standardsendung bei Pedalpost?", "Sieben Euro fünfzig.", "7,50 €", True),
    w.correct("de-t22-048", "correct.format", "Wie hoch ist das voreingestellte Tagesziel des FitLoop 5?", "Zehntausend Schritte.", "10.000 Schritte", True),
    w.correct("de-t22-049", "wrong.value", "Wie viele Parzellen hat der Kleingartenverein Sonnenwinkel?", "Der Verein hat 210 Parzellen.", "120 Parzellen", False),
    w.correct("de-t22-050", "wrong.role", "Wer verwaltet die Vereinskasse im Sonnenwinkel?", "Die Vorsitzende Ingrid Hoffmann verwaltet die Vereinskasse.", "Der Kassierer Peter Lange.", False),
)
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
