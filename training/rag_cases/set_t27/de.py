"""German cases of set t27: Gründer und Investoren eines Kölner Start-ups, ein Business Angel
bei einer Leipziger App, Vorstand und Spende eines Tafelvereins, ein Weinfest im Dorf, Kuratorin
und Stifter eines Stadtmuseums, ein gestifteter Museumsanbau, eine von einer Gruppe übernommene
Brauerei sowie Dirigenten und Eröffnungskonzert einer Philharmonie."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

GLEISBLICK = (
    "Die Kölner Firma Gleisblick GmbH wurde 2018 von Jana Albrecht und Murat Demir gegründet. "
    "Albrecht ist Geschäftsführerin, Demir verantwortet die Technik. "
    "Im Oktober 2022 sammelte Gleisblick in einer Finanzierungsrunde 6,5 Millionen Euro ein, angeführt vom Münchner Investor Brennwald Capital. "
    "Nach der Runde zog Brennwald-Partnerin Sabine Krüger in den Beirat ein."
)
KIEZKASSE = (
    "Der Business Angel Klaus Reimann beteiligte sich im Februar 2020 mit 400.000 Euro an der Leipziger App Kiezkasse und erhielt dafür 8 Prozent der Anteile. "
    "Kiezkasse-Gründerin Lea Hoffmann hatte zuvor drei Jahre in Reimanns Beratungsfirma gearbeitet. "
    "Reimann berät das Team einmal im Monat."
)
TAFEL = (
    "Der Vorstand des Vereins Tafel Lindenau trifft sich an jedem zweiten Mittwoch im Monat um 19 Uhr im Gemeindehaus. "
    "Vorsitzende ist seit 2021 Monika Sauer; Kassenwart Jens Brückner legt bei jeder Sitzung den Kassenbericht vor. "
    "Die Sitzungen sind für Vereinsmitglieder offen, mit Ausnahme der Sitzung im Juli, die nicht öffentlich ist."
)
SPENDE = (
    "2023 erhielt die Tafel Lindenau eine Spende von 15.000 Euro von der Stiftung Hansen. "
    "Der Vorstand beschloss, davon einen Kühlwagen anzuschaffen. "
    "Ehrenamtliche dürfen den Kühlwagen nur fahren, wenn sie seit mindestens zwei Jahren einen Führerschein der Klasse B besitzen."
)
WEINFEST = (
    "Das Weinfest in Oberkirchach findet am Samstag, 6. September, auf dem Marktplatz statt. "
    "Veranstalter sind der Heimatverein und die Freiwillige Feuerwehr. "
    "Der Ausschank beginnt um 11 Uhr und endet um 23 Uhr. "
    "Der Eintritt ist frei; für ein Weinglas werden 4 Euro Pfand verlangt. "
    "Um 15 Uhr krönt der Bürgermeister die neue Weinkönigin."
)
HOLZSCHNITTE = (
    "Die Grafiksammlung des Stadtmuseums Wendlingen betreut Kuratorin Dr. Ilse Brandt. "
    "2015 schenkte der Sammler Werner Vogt dem Museum 480 Holzschnitte aus dem 16. Jahrhundert. "
    "Brandt wählte 60 davon für die Ausstellung „Schwarz auf Weiß“ aus, die vom 14. März bis 31. August zu sehen ist. "
    "Das Museum ist täglich außer dienstags geöffnet."
)
ANBAU = (
    "Der neue Anbau des Stadtmuseums Wendlingen wurde mit 3 Millionen Euro der Unternehmerin Gisela Franke finanziert. "
    "Entworfen hat ihn das Architekturbüro Lenz & Partner; eröffnet wurde er im Mai 2021. "
    "Im Anbau ist die Sammlung zur Stadtgeschichte untergebracht."
)
HIRSCHBERG = (
    "Die Brauerei Hirschberg wurde 1994 von den Geschwistern Anna und Peter Hirschberg in Tettnau gegründet. "
    "2017 übernahm die Nordbräu-Gruppe die Brauerei für 22 Millionen Euro. "
    "Nordbräu erhielt den Standort in Tettnau und übernahm alle 56 Beschäftigten. "
    "Peter Hirschberg blieb bis 2020 Braumeister."
)
PHILHARMONIE = (
    "Die Philharmonie Rheinfeld wird seit 2019 von Chefdirigent Tobias Engel geleitet. "
    "Sein Vorgänger, Hans-Georg Lindner, hatte das Amt 18 Jahre lang inne und ist heute Ehrendirigent. "
    "Engels Vertrag wurde 2024 bis zum Ende der Spielzeit 2029/30 verlängert. "
    "Die Kinderkonzerte dirigiert die Assistentin Mira Yilmaz."
)
OPENING = (
    "Das Eröffnungskonzert der neuen Spielzeit der Philharmonie Rheinfeld findet am Freitag, 3. Oktober, um 20 Uhr in der Stadthalle Rheinfeld statt. "
    "Gastdirigentin Carla Mendes dirigiert Bruckners Vierte Sinfonie. "
    "Karten kosten zwischen 18 und 62 Euro; Schüler und Studierende zahlen die Hälfte. "
    "Das Konzert dauert etwa zwei Stunden mit einer Pause von 25 Minuten."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("de-t27-001", "para.relative", "Wer hat Gleisblick gegründet, und wann gab es die Finanzierungsrunde?", "Gleisblick, das Jana Albrecht und Murat Demir 2018 in Köln ins Leben gerufen haben, hat im Oktober 2022 eine Finanzierungsrunde abgeschlossen.", GLEISBLICK, True),
    w.faith("de-t27-002", "para.combine", "Wer kam nach der Finanzierungsrunde in den Beirat?", "Brennwald Capital führte die Runde über 6,5 Millionen Euro an, und danach wurde Sabine Krüger, Partnerin bei Brennwald, Mitglied im Beirat.", GLEISBLICK, True),
    w.faith("de-t27-003", "para.pronoun", "Welche Rolle hat Murat Demir?", "Murat Demir ist einer der beiden Gründer von Gleisblick. Er ist für die Technik zuständig.", GLEISBLICK, True),
    w.faith("de-t27-004", "role.swap", "Wer macht was bei Gleisblick?", "Murat Demir führt die Geschäfte von Gleisblick, Jana Albrecht leitet die Technik.", GLEISBLICK, False),
    w.faith("de-t27-005", "added.fact", "Wie viel Geld hat Gleisblick eingesammelt?", "Gleisblick holte im Oktober 2022 6,5 Millionen Euro herein und will damit nach Österreich expandieren.", GLEISBLICK, False),
    w.faith("de-t27-006", "fmt.scale", "Wie viel hat Klaus Reimann investiert?", "Klaus Reimann hat im Februar 2020 0,4 Millionen Euro in Kiezkasse gesteckt.", KIEZKASSE, True),
    w.faith("de-t27-007", "para.relative", "Wer ist Lea Hoffmann?", "Lea Hoffmann, die vorher drei Jahre für Reimanns Beratungsfirma tätig war, hat Kiezkasse gegründet.", KIEZKASSE, True),
    w.faith("de-t27-008", "value.number", "Wie viele Anteile hat Reimann bekommen?", "Für seine Beteiligung bekam Reimann 18 Prozent der Anteile.", KIEZKASSE, False),
    w.faith("de-t27-009", "added.fact", "Wie eng arbeitet Reimann mit dem Team?", "Reimann berät das Kiezkasse-Team einmal im Monat und sitzt außerdem im Aufsichtsrat.", KIEZKASSE, False),
    w.faith("de-t27-010", "fmt.time", "Wann trifft sich der Vorstand?", "Der Vorstand tagt an jedem zweiten Mittwoch im Monat um sieben Uhr abends im Gemeindehaus.", TAFEL, True),
    w.faith("de-t27-011", "para.except", "Dürfen Mitglieder zu den Vorstandssitzungen kommen?", "Ja, Mitglieder können an allen Sitzungen teilnehmen – nur die im Juli findet hinter verschlossenen Türen statt.", TAFEL, True),
    w.faith("de-t27-012", "value.except", "Dürfen Mitglieder zu den Vorstandssitzungen kommen?", "Mitglieder dürfen zu allen Sitzungen kommen, ausgenommen die Dezembersitzung, die nicht öffentlich ist.", TAFEL, False),
    w.faith("de-t27-013", "para.pronoun", "Was macht Jens Brückner?", "Jens Brückner ist Kassenwart des Vereins. Er stellt in jeder Vorstandssitzung den Kassenbericht vor.", TAFEL, True),
    w.faith("de-t27-014", "added.fact", "Seit wann ist Monika Sauer Vorsitzende?", "Monika Sauer ist seit 2021 Vorsitzende und war davor Kassenwartin des Vereins.", TAFEL, False),
    w.faith("de-t27-015", "para.relative", "Wofür wird die Spende der Stiftung Hansen verwendet?", "Von den 15.000 Euro, die die Stiftung Hansen 2023 gespendet hat, will der Verein einen Kühlwagen kaufen.", SPENDE, True),
    w.faith("de-t27-016", "fmt.period", "Wer darf den Kühlwagen fahren?", "Wer den Kühlwagen fahren will, muss den Führerschein Klasse B seit mindestens 24 Monaten haben.", SPENDE, True),
    w.faith("de-t27-017", "modality", "Wer darf den Kühlwagen fahren?", "Ehrenamtlichen wird empfohlen, den Klasse-B-Führerschein schon zwei Jahre zu haben, Pflicht ist das aber nicht.", SPENDE, False),
    w.faith("de-t27-018", "added.fact", "Was passiert mit der Spende?", "Mit der Spende schafft der Verein einen Kühlwagen an, den ein örtliches Autohaus zum Sonderpreis liefert.", SPENDE, False),
    w.faith("de-t27-019", "direction", "Wer darf den Kühlwagen fahren?", "Ehrenamtliche dürfen den Kühlwagen fahren, wenn sie den Führerschein der Klasse B seit höchstens zwei Jahren besitzen.", SPENDE, False),
    w.faith("de-t27-020", "fmt.date", "Wann ist das Weinfest?", "Das Weinfest ist am Samstag, dem 06.09., auf dem Marktplatz.", WEINFEST, True),
    w.faith("de-t27-021", "fmt.period", "Wie lange wird ausgeschenkt?", "Ausgeschenkt wird zwölf Stunden lang, los geht es um 11 Uhr vormittags.", WEINFEST, True),
    w.faith("de-t27-022", "wrap.hedge", "Kostet das Weinfest Eintritt?", "Soweit ich sehe, kostet der Eintritt nichts; nur für das Weinglas werden 4 Euro Pfand fällig.", WEINFEST, True),
    w.faith("de-t27-023", "value.time", "Wann wird die Weinkönigin gekrönt?", "Die neue Weinkönigin wird um 17 Uhr vom Bürgermeister gekrönt.", WEINFEST, False),
    w.faith("de-t27-024", "added.fact", "Wer richtet das Weinfest aus?", "Das Weinfest wird vom Heimatverein und der Feuerwehr ausgerichtet; für Kinder gibt es eine Hüpfburg.", WEINFEST, False),
    w.faith("de-t27-025", "para.combine", "Wann wird die Weinkönigin gekrönt?", "Um 15 Uhr, vier Stunden nach Beginn des Ausschanks, krönt der Bürgermeister die neue Weinkönigin.", WEINFEST, True),
    w.faith("de-t27-026", "para.relative", "Woher stammen die Werke in „Schwarz auf Weiß“?", "Die 60 Holzschnitte in „Schwarz auf Weiß“ hat Ilse Brandt aus den 480 Holzschnitten ausgesucht, die Werner Vogt dem Museum 2015 geschenkt hatte.", HOLZSCHNITTE, True),
    w.faith("de-t27-027", "role.swap", "Wie ist die Ausstellung entstanden?", "Ilse Brandt schenkte dem Museum 480 Holzschnitte, und Werner Vogt wählte 60 davon für die Ausstellung aus.", HOLZSCHNITTE, False),
    w.faith("de-t27-028", "added.fact", "Wie lange läuft „Schwarz auf Weiß“?", "„Schwarz auf Weiß“ läuft vom 14. März bis 31. August, und sonntags gibt es kostenlose Führungen.", HOLZSCHNITTE, False),
    w.faith("de-t27-029", "para.except", "Wann hat das Museum geschlossen?", "Dienstags bleibt das Museum zu, an allen anderen Tagen hat es geöffnet.", HOLZSCHNITTE, True),
    w.faith("de-t27-030", "wrap.attribution", "Wer hat den Anbau bezahlt?", "Laut den Angaben wurde der Anbau mit drei Millionen Euro von der Unternehmerin Gisela Franke bezahlt.", ANBAU, True),
    w.faith("de-t27-031", "para.relative", "Wer hat den Anbau entworfen?", "Der Anbau, den das Büro Lenz & Partner geplant hat, wurde im Mai 2021 eröffnet.", ANBAU, True),
    w.faith("de-t27-032", "added.fact", "Wann wurde der Anbau eröffnet?", "Der von Gisela Franke finanzierte Anbau wurde im Mai 2021 eröffnet und hat ein eigenes Café.", ANBAU, False),
    w.faith("de-t27-033", "value.date", "Wann wurde der Anbau eröffnet?", "Seine Türen öffnete der Anbau im Mai 2019.", ANBAU, False),
    w.faith("de-t27-034", "para.relative", "Was wurde aus der Brauerei Hirschberg?", "Die Brauerei, die Anna und Peter Hirschberg 1994 in Tettnau gegründet hatten, ging 2017 an die Nordbräu-Gruppe.", HIRSCHBERG, True),
    w.faith("de-t27-035", "para.pronoun", "Was hat Nordbräu nach dem Kauf gemacht?", "Nordbräu kaufte die Brauerei 2017 für 22 Millionen Euro. Die Gruppe behielt danach den Standort Tettnau und sämtliche 56 Mitarbeitenden.", HIRSCHBERG, True),
    w.faith("de-t27-036", "quantifier", "Was wurde aus den Beschäftigten?", "Nordbräu behielt den Standort Tettnau, übernahm aber nur einen Teil der 56 Beschäftigten.", HIRSCHBERG, False),
    w.faith("de-t27-037", "antonym", "Was wurde aus dem Standort Tettnau?", "Nach der Übernahme schloss Nordbräu den Standort in Tettnau.", HIRSCHBERG, False),
    w.faith("de-t27-038", "added.fact", "Wie lange blieb Peter Hirschberg?", "Peter Hirschberg blieb bis 2020 Braumeister und ging danach in den Ruhestand.", HIRSCHBERG, False),
    w.faith("de-t27-039", "para.combine", "Wer leitet die Philharmonie Rheinfeld?", "Seit 2019 ist Tobias Engel Chefdirigent; er folgte auf Hans-Georg Lindner, der das Amt 18 Jahre lang bekleidet hatte.", PHILHARMONIE, True),
    w.faith("de-t27-040", "fmt.date", "Bis wann läuft Engels Vertrag?", "Nach der Verlängerung von 2024 läuft Engels Vertrag bis zum Ende der Spielzeit 2029/2030.", PHILHARMONIE, True),
    w.faith("de-t27-041", "added.fact", "Was macht Mira Yilmaz?", "Mira Yilmaz dirigiert die Kinderkonzerte und leitet außerdem das Jugendorchester.", PHILHARMONIE, False),
    w.faith("de-t27-042", "fmt.time", "Wann beginnt das Eröffnungskonzert?", "Das Eröffnungskonzert beginnt am Freitag, 3. Oktober, um acht Uhr abends in der Stadthalle.", OPENING, True),
    w.faith("de-t27-043", "fmt.share", "Gibt es Ermäßigung?", "Schüler und Studierende bekommen 50 % Rabatt auf die Karten, die 18 bis 62 Euro kosten.", OPENING, True),
    w.faith("de-t27-044", "added.fact", "Was wird gespielt?", "Carla Mendes dirigiert Bruckners Vierte; vorher gibt es um 19 Uhr eine Konzerteinführung.", OPENING, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-t27-045", "correct.wordy", "Wer hat die Brauerei Hirschberg übernommen?", "Übernommen wurde die Tettnauer Brauerei Hirschberg im Jahr 2017 von der Nordbräu-Gruppe.", "Die Nordbräu-Gruppe.", True),
    w.correct("de-t27-046", "correct.format", "Wann beginnt das Eröffnungskonzert?", "8 Uhr abends.", "Um 20 Uhr.", True),
    w.correct("de-t27-047", "correct.format", "Wie viel gab Gisela Franke für den Anbau?", "3.000.000 €.", "3 Millionen Euro", True),
    w.correct("de-t27-048", "correct.wordy", "Wer ist Chefdirigent der Philharmonie Rheinfeld?", "Chefdirigent der Philharmonie Rheinfeld ist Tobias Engel, der das Orchester seit 2019 leitet.", "Tobias Engel", True),
    w.correct("de-t27-049", "wrong.value", "Wie viele Holzschnitte schenkte Werner Vogt dem Museum?", "Er schenkte dem Museum 840 Holzschnitte.", "480", False),
    w.correct("de-t27-050", "wrong.role", "Wer führt die Geschäfte von Gleisblick?", "Die Geschäfte führt Murat Demir.", "Jana Albrecht", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
