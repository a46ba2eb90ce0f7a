"""German cases of set t12: a maternity ward's visiting rules and family room, a town
hall's IT service and a laptop roll-out, a bookshop's reading and book club, a sailing
club's rules and autumn regatta, a removals firm's prices, and a vaccination centre."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

WARD = "Auf der Wochenstation des St.-Elisabeth-Krankenhauses ist Besuch täglich von 15 bis 19 Uhr möglich. Väter und Co-Mütter dürfen rund um die Uhr kommen. Pro Wöchnerin sind höchstens zwei Besucher gleichzeitig im Zimmer erlaubt. Geschwisterkinder sind willkommen, andere Kinder unter 14 Jahren dagegen nicht."
WARD2 = "Das Familienzimmer kostet 85 Euro pro Nacht und wird nicht von der Krankenkasse übernommen. Es kann nur vergeben werden, wenn die Station nicht voll belegt ist. Stationsleiterin Anke Vogt entscheidet morgens um 9 Uhr über die Vergabe."
HELP = "Der IT-Service im Rathaus ist montags bis donnerstags von 7:30 bis 16:00 Uhr erreichbar, freitags nur bis 12:00 Uhr. Neue Passwörter müssen mindestens zwölf Zeichen lang sein und sind alle 90 Tage zu ändern. Störungen meldet man über das Ticketsystem; nur bei einem Totalausfall soll man die Hotline 2200 anrufen."
HELP2 = "Am 3. November hat Sabine Krüger vom IT-Service die neuen Laptops an das Bauamt ausgegeben. Ihr Kollege Jonas Weber hatte die Geräte zuvor eingerichtet. Die alten Rechner werden bis Ende des Monats abgeholt und von einer Fachfirma entsorgt."
BOOK = "Die Buchhandlung Seitenwind lädt am Freitag, dem 14. März, um 19:30 Uhr zur Lesung mit der Krimiautorin Petra Lindner ein. Der Eintritt kostet 12 Euro, ermäßigt 8 Euro für Schüler und Studierende. Karten gibt es nur im Vorverkauf im Laden. Die Lesung dauert etwa 90 Minuten, danach signiert die Autorin."
BOOK2 = "Jeden zweiten Dienstag trifft sich der Lesekreis der Buchhandlung, außer in den Sommerferien. Geleitet wird er von der Buchhändlerin Ute Brandt. Die Teilnahme ist kostenlos, die Bücher muss jedes Mitglied aber selbst kaufen; Mitglieder bekommen darauf zehn Prozent Rabatt."
SAIL = "Der Segelclub Möwe verleiht seine Jollen an Mitglieder für maximal vier Stunden am Stück. Wer eine Jolle ausleiht, muss einen Sportbootführerschein besitzen, für See oder Binnen. Bei Gewitterwarnung ist das Auslaufen verboten. Der Jahresbeitrag beträgt 320 Euro, Jugendliche zahlen die Hälfte."
SAIL2 = "Bei der Herbstregatta des Segelclubs Möwe siegte Lena Hoffmann vor Titelverteidiger Klaus Berger. Wettfahrtleiter war Dieter Sommer. Von den 22 gemeldeten Booten gingen 19 an den Start."
MOVE = "Die Umzugsfirma Kistenmeister berechnet für einen Transporter mit drei Umzugshelfern 129 Euro pro Stunde. Die Anfahrt ist innerhalb der Stadtgrenzen kostenlos. Das Halteverbot vor dem Haus beantragt die Firma auf Wunsch gegen eine Gebühr von 60 Euro. Aquarien und Tiere werden nicht transportiert."
VAX = "Das Impfzentrum am Marktplatz impft dienstags und donnerstags von 8 bis 18 Uhr, samstags von 9 bis 13 Uhr. Für die Grippeimpfung ist kein Termin nötig, für Reiseimpfungen schon. Bitte Impfpass und Versichertenkarte mitbringen. Nach der Impfung sollen Geimpfte eine Viertelstunde im Wartebereich bleiben."

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("de-t12-001", "fmt.time", "Wann darf man auf der Wochenstation zu Besuch kommen?", "Besuch ist jeden Tag von drei Uhr nachmittags bis sieben Uhr abends möglich.", WARD, True),
    w.faith("de-t12-002", "para.synonym", "Gelten die Besuchszeiten auch für den Vater?", "Nein, Väter und Co-Mütter können zu jeder Tages- und Nachtzeit kommen.", WARD, True),
    w.faith("de-t12-003", "para.synonym", "Dürfen Kinder mit auf die Station?", "Geschwisterkinder ja, andere Kinder unter 14 Jahren müssen draußen bleiben.", WARD, True),
    w.faith("de-t12-004", "fmt.currency", "Was kostet das Familienzimmer?", "Eine Nacht im Familienzimmer kostet 85 €, und die zahlt man selbst, weil die Krankenkasse sie nicht übernimmt.", WARD2, True),
    w.faith("de-t12-005", "para.passive", "Wer vergibt das Familienzimmer?", "Über die Vergabe wird morgens um neun von Stationsleiterin Anke Vogt entschieden.", WARD2, True),
    w.faith("de-t12-006", "para.except", "Bekomme ich das Familienzimmer auf jeden Fall?", "Nicht unbedingt: Ist die Station voll belegt, wird es nicht vergeben.", WARD2, True),
    w.faith("de-t12-007", "para.except", "Ist der IT-Service am Freitagnachmittag erreichbar?", "Nein, freitags ist der IT-Service nur bis mittags um zwölf erreichbar.", HELP, True),
    w.faith("de-t12-008", "wrap.attribution", "Soll ich bei einer Störung die Hotline anrufen?", "Laut IT-Service gehören Störungen ins Ticketsystem; die Hotline 2200 ist nur für einen Totalausfall gedacht.", HELP, True),
    w.faith("de-t12-009", "para.passive", "Wer hat die neuen Laptops eingerichtet?", "Eingerichtet wurden die Geräte von Jonas Weber, bevor Sabine Krüger sie ans Bauamt ausgab.", HELP2, True),
    w.faith("de-t12-010", "fmt.date", "Wann hat das Bauamt die neuen Laptops bekommen?", "Die Laptops wurden am 03.11. an das Bauamt ausgegeben.", HELP2, True),
    w.faith("de-t12-011", "para.nominal", "Was passiert mit den alten Rechnern?", "Die Abholung der alten Rechner erfolgt bis Monatsende, die Entsorgung übernimmt eine Fachfirma.", HELP2, True),
    w.faith("de-t12-012", "fmt.time", "Wann beginnt die Lesung mit Petra Lindner?", "Los geht's am Freitag, dem 14. März, um halb acht abends.", BOOK, True),
    w.faith("de-t12-013", "fmt.currency", "Was kostet eine Karte für Studierende?", "Studierende bekommen die ermäßigte Karte für 8 €.", BOOK, True),
    w.faith("de-t12-014", "fmt.period", "Wie lange dauert die Lesung?", "Rund anderthalb Stunden, anschließend signiert Petra Lindner.", BOOK, True),
    w.faith("de-t12-015", "para.except", "Trifft sich der Lesekreis das ganze Jahr über?", "Nein, in den Sommerferien pausiert er; sonst kommt er alle zwei Wochen dienstags zusammen.", BOOK2, True),
    w.faith("de-t12-016", "fmt.share", "Bekommen Mitglieder des Lesekreises Rabatt auf die Bücher?", "Ja, Mitglieder sparen 10 % auf die Bücher, die sie selbst kaufen müssen.", BOOK2, True),
    w.faith("de-t12-017", "para.synonym", "Welchen Führerschein brauche ich, um eine Jolle zu leihen?", "Ausleihen darf nur, wer einen Sportbootführerschein hat, egal ob für See oder Binnen.", SAIL, True),
    w.faith("de-t12-018", "fmt.share", "Was zahlen Jugendliche im Segelclub Möwe?", "Jugendliche zahlen 50 % des Jahresbeitrags von 320 Euro.", SAIL, True),
    w.faith("de-t12-019", "para.passive", "Wer hat die Herbstregatta gewonnen?", "Gewonnen wurde die Herbstregatta von Lena Hoffmann; Titelverteidiger Klaus Berger landete hinter ihr.", SAIL2, True),
    w.faith("de-t12-020", "wrap.hedge", "Wie viele Boote sind bei der Herbstregatta gestartet?", "Soweit ich sehe, gingen 19 der 22 gemeldeten Boote an den Start.", SAIL2, True),
    w.faith("de-t12-021", "fmt.currency", "Was kostet Kistenmeister pro Stunde?", "Für den Transporter samt drei Helfern werden 129 € je Stunde berechnet.", MOVE, True),
    w.faith("de-t12-022", "wrap.opener", "Kümmert sich die Firma um das Halteverbot?", "Gute Frage! Ja, auf Wunsch beantragt Kistenmeister das Halteverbot, das kostet allerdings 60 Euro.", MOVE, True),
    w.faith("de-t12-023", "para.except", "Kann ich montags zum Impfen kommen?", "Nein, montags wird nicht geimpft, sondern nur dienstags, donnerstags und samstags.", VAX, True),
    w.faith("de-t12-024", "wrap.closer", "Muss ich nach der Impfung noch bleiben?", "Ja, bitte bleiben Sie danach noch 15 Minuten im Wartebereich. Alles Gute!", VAX, True),
    # unfaithful: exactly one claim is not supported
    w.faith("de-t12-025", "role.swap", "Wer hat die Laptops eingerichtet und wer hat sie ausgegeben?", "Sabine Krüger hatte die Laptops eingerichtet, und Jonas Weber hat sie dann ans Bauamt ausgegeben.", HELP2, False),
    w.faith("de-t12-026", "role.swap", "Wer hat die Herbstregatta gewonnen?", "Klaus Berger hat die Herbstregatta gewonnen, knapp vor Lena Hoffmann.", SAIL2, False),
    w.faith("de-t12-027", "antonym", "Kostet die Anfahrt extra?", "Innerhalb der Stadtgrenzen wird die Anfahrt zusätzlich berechnet.", MOVE, False),
    w.faith("de-t12-028", "antonym", "Wo bekomme ich Karten für die Lesung?", "Karten für die Lesung gibt es ausschließlich an der Abendkasse.", BOOK, False),
    w.faith("de-t12-029", "negation", "Zahlt die Krankenkasse das Familienzimmer?", "Ja, die Kosten für das Familienzimmer übernimmt die Krankenkasse.", WARD2, False),
    w.faith("de-t12-030", "negation", "Brauche ich für die Reiseimpfung einen Termin?", "Nein, weder für die Grippe- noch für die Reiseimpfung braucht man einen Termin.", VAX, False),
    w.faith("de-t12-031", "modality", "Brauche ich einen Führerschein, um eine Jolle auszuleihen?", "Ein Sportbootführerschein wird empfohlen, ist zum Ausleihen einer Jolle aber keine Pflicht.", SAIL, False),
    w.faith("de-t12-032", "modality", "Wie viele Besucher dürfen gleichzeitig ins Zimmer?", "Es wird lediglich empfohlen, dass nicht mehr als zwei Besucher gleichzeitig bei einer Wöchnerin sind.", WARD, False),
    w.faith("de-t12-033", "quantifier", "Wer darf außerhalb der Besuchszeiten kommen?", "Alle Besucher dürfen rund um die Uhr auf die Wochenstation kommen.", WARD, False),
    w.faith("de-t12-034", "quantifier", "Gibt es im Lesekreis Rabatt auf die Bücher?", "Nur neue Mitglieder des Lesekreises erhalten zehn Prozent Rabatt auf die Bücher.", BOOK2, False),
    w.faith("de-t12-035", "direction", "In welcher Reihenfolge lief die Laptop-Ausgabe ab?", "Jonas Weber hat die Laptops erst eingerichtet, nachdem Sabine Krüger sie ans Bauamt ausgegeben hatte.", HELP2, False),
    w.faith("de-t12-036", "direction", "Wie lang muss ein neues Passwort sein?", "Neue Passwörter dürfen höchstens zwölf Zeichen lang sein.", HELP, False),
    w.faith("de-t12-037", "value.number", "Wie viele Boote gingen bei der Herbstregatta an den Start?", "Von den 22 gemeldeten Booten sind 17 gestartet.", SAIL2, False),
    w.faith("de-t12-038", "value.time", "Wann wird samstags geimpft?", "Samstags wird von 9 bis 15 Uhr geimpft.", VAX, False),
    w.faith("de-t12-039", "value.date", "Wann ist die Lesung mit Petra Lindner?", "Die Lesung mit Petra Lindner findet am Freitag, dem 21. März, um 19:30 Uhr statt.", BOOK, False),
    w.faith("de-t12-040", "value.currency", "Was kostet das Halteverbot?", "Für das Einrichten des Halteverbots verlangt die Firma 60 Dollar.", MOVE, False),
    w.faith("de-t12-041", "value.unit", "Wie lange darf ich eine Jolle ausleihen?", "Mitglieder können eine Jolle bis zu vier Tage am Stück ausleihen.", SAIL, False),
    w.faith("de-t12-042", "value.except", "Was transportiert Kistenmeister nicht?", "Nicht transportiert werden Klaviere und Tiere.", MOVE, False),
    w.faith("de-t12-043", "added.fact", "Brauche ich für die Grippeimpfung einen Termin?", "Für die Grippeimpfung braucht man keinen Termin, und sie ist außerdem für alle kostenlos.", VAX, False),
    w.faith("de-t12-044", "added.entity", "Wer entscheidet über das Familienzimmer?", "Darüber entscheiden Stationsleiterin Anke Vogt und Oberarzt Dr. Martin Keller morgens um 9 Uhr.", WARD2, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-t12-045", "correct.wordy", "Was kostet der reguläre Eintritt zur Lesung mit Petra Lindner?", "Der reguläre Eintritt zur Lesung liegt bei zwölf Euro; Schüler und Studierende zahlen weniger.", "12 Euro", True),
    w.correct("de-t12-046", "correct.format", "Wie lange sollen Geimpfte nach der Impfung im Wartebereich bleiben?", "Eine Viertelstunde.", "15 Minuten", True),
    w.correct("de-t12-047", "correct.wordy", "Wer leitet den Lesekreis der Buchhandlung Seitenwind?", "Den Lesekreis leitet die Buchhändlerin Ute Brandt.", "Ute Brandt", True),
    w.correct("de-t12-048", "correct.format", "Wie hoch ist der Jahresbeitrag im Segelclub Möwe?", "320 €", "320 Euro", True),
    w.correct("de-t12-049", "wrong.value", "Wie viele Umzugshelfer sind beim Stundensatz von 129 Euro dabei?", "Zwei Umzugshelfer.", "Drei", False),
    w.correct("de-t12-050", "wrong.echo", "Wer war Wettfahrtleiter bei der Herbstregatta?", "Wettfahrtleiter bei der Herbstregatta war der Wettfahrtleiter der Regatta.", "Dieter Sommer", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
