"""German cases of set t45: eine Rosenheimer Bäckerei in vierter Generation und ihre
Filiale, eine Schreinerei in Bad Tölz, eine Bamberger Brauerei mit Gasthof, ein
Moselweingut und seine Weinproben, eine Metzgerei in Schwäbisch Hall."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

BAECKEREI = (
    "Die Bäckerei Huber in Rosenheim wurde 1908 von Josef Huber gegründet. "
    "1962 übernahm sein Sohn Alois den Betrieb und eröffnete eine zweite Filiale in Kolbermoor. "
    "Seit 2014 führt Alois' Enkelin Katharina Huber die Bäckerei in vierter Generation. "
    "Eine Breze kostet 0,95 €, ein Holzofenbrot (1 kg) 4,80 €."
)
FILIALE = (
    "Die Filiale in Kolbermoor wird von Monika Brandl geleitet. "
    "Sie ist montags bis samstags von 6:00 bis 18:00 Uhr geöffnet, sonntags von 7:00 bis 11:00 Uhr. "
    "Tortenbestellungen müssen mindestens drei Tage im Voraus aufgegeben werden."
)
SCHREINEREI = (
    "Die Schreinerei Lechner in Bad Tölz besteht seit 1951. "
    "Gründer Franz Lechner übergab die Werkstatt 1988 an seinen Schwiegersohn Georg Maier, der den Namen beibehielt. "
    "Heute beschäftigt der Betrieb elf Mitarbeiter und drei Auszubildende. "
    "Schwerpunkt sind Einbauküchen und Haustüren aus Massivholz."
)
BRAUEREI = (
    "Die Brauerei Schwanenbräu in Bamberg wurde 1867 von Johann Kestel gegründet. "
    "Seit 1931 ist sie im Besitz der Familie Dorsch, die sie damals von den Kestel-Erben kaufte. "
    "Braumeister ist heute Markus Dorsch, sein Bruder Stefan leitet den Gasthof. "
    "Das bekannteste Bier ist ein Rauchbier mit 5,1 % Alkohol."
)
GASTHOF = (
    "Der Gasthof der Brauerei hat täglich außer Mittwoch von 10 bis 23 Uhr geöffnet. "
    "Eine Halbe Rauchbier kostet 3,90 €, ein Schäuferla mit Kloß 15,50 €. "
    "Brauereiführungen finden jeden Samstag um 14 Uhr statt und dauern etwa 90 Minuten. "
    "Für Gruppen ab zehn Personen ist eine Anmeldung erforderlich."
)
WEINGUT = (
    "Das Weingut Fischer in Bernkastel-Kues an der Mosel ist seit 1743 in Familienbesitz. "
    "1999 übernahm Winzermeisterin Claudia Fischer den Betrieb von ihrem Vater Heinrich. "
    "Ihr Mann Jan Kessler kümmert sich um Vertrieb und Export. "
    "Die Familie bewirtschaftet 9,5 Hektar Steillagen, fast ausschließlich mit Riesling."
)
WEINPROBE = (
    "Weinproben im Gutsausschank finden von April bis Oktober freitags und samstags um 17 Uhr statt. "
    "Die Probe mit sechs Weinen kostet 18 € pro Person. "
    "Wer am selben Tag mindestens zwölf Flaschen kauft, bekommt den Betrag erstattet. "
    "Der Ausschank ist von November bis März geschlossen."
)
METZGEREI = (
    "Die Metzgerei Wagner am Marktplatz in Schwäbisch Hall wurde 1925 von Karl Wagner eröffnet. "
    "1970 übernahm seine Tochter Erna den Laden, 2005 folgte ihr Sohn Thomas Beck. "
    "Die Metzgerei schlachtet ausschließlich Schweine von Höfen aus dem Landkreis. "
    "Mittwochnachmittags bleibt der Laden geschlossen."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-t45-001", "para.combine", "Wer hat die Bäckerei Huber gegründet, und wer kam danach?", "Josef Huber gründete die Bäckerei 1908; 1962 übernahm dann sein Sohn Alois den Betrieb.", BAECKEREI, True),
    w.faith("de-t45-002", "para.passive", "Wer führt die Bäckerei heute?", "Die Bäckerei wird seit 2014 von Katharina Huber geführt, der Enkelin von Alois, in vierter Generation.", BAECKEREI, True),
    w.faith("de-t45-003", "fmt.currency", "Was kostet eine Breze?", "Eine Breze kostet 95 Cent.", BAECKEREI, True),
    w.faith("de-t45-004", "fmt.unit", "Wie teuer ist das Holzofenbrot?", "Das Holzofenbrot zu 1000 Gramm kostet 4,80 Euro.", BAECKEREI, True),
    w.faith("de-t45-005", "fmt.time", "Wann hat die Filiale in Kolbermoor sonntags offen?", "Sonntags können Sie dort von 7 bis 11 Uhr vormittags einkaufen.", FILIALE, True),
    w.faith("de-t45-006", "para.nominal", "Wie früh muss ich eine Torte bestellen?", "Tortenbestellungen brauchen einen Vorlauf von mindestens drei Tagen.", FILIALE, True),
    w.faith("de-t45-007", "para.relative", "Wer hat die Schreinerei Lechner übernommen?", "Georg Maier, der Schwiegersohn des Gründers Franz Lechner, hat die Werkstatt 1988 übernommen.", SCHREINEREI, True),
    w.faith("de-t45-008", "fmt.number", "Wie viele Leute arbeiten in der Schreinerei?", "Der Betrieb hat heute 11 Mitarbeiter und dazu 3 Auszubildende.", SCHREINEREI, True),
    w.faith("de-t45-009", "para.synonym", "Worauf ist die Schreinerei spezialisiert?", "Ihr Schwerpunkt liegt auf Einbauküchen und Haustüren aus massivem Holz.", SCHREINEREI, True),
    w.faith("de-t45-010", "para.reorder", "Seit wann gehört Schwanenbräu der Familie Dorsch?", "Die Familie Dorsch kaufte die Brauerei 1931 von den Kestel-Erben und besitzt sie seitdem.", BRAUEREI, True),
    w.faith("de-t45-011", "para.combine", "Wer braut bei Schwanenbräu?", "Markus Dorsch ist der Braumeister, während sein Bruder Stefan den Gasthof leitet.", BRAUEREI, True),
    w.faith("de-t45-012", "para.except", "Kann ich am Mittwoch im Gasthof essen?", "Leider nein, mittwochs ist Ruhetag; an den übrigen Tagen ist von 10 bis 23 Uhr geöffnet.", GASTHOF, True),
    w.faith("de-t45-013", "fmt.unit", "Wie lange dauert die Brauereiführung?", "Die Führung am Samstag um 14 Uhr dauert ungefähr anderthalb Stunden.", GASTHOF, True),
    w.faith("de-t45-014", "fmt.currency", "Was kostet das Schäuferla?", "Ein Schäuferla mit Kloß kostet fünfzehn Euro fünfzig.", GASTHOF, True),
    w.faith("de-t45-015", "para.synonym", "Seit wann ist das Weingut Fischer in Familienhand?", "Seit dem Jahr 1743 gehört das Weingut der Familie.", WEINGUT, True),
    w.faith("de-t45-016", "para.pronoun", "Wer ist Claudia Fischer?", "Sie ist Winzermeisterin und hat das Weingut 1999 von ihrem Vater Heinrich übernommen.", WEINGUT, True),
    w.faith("de-t45-017", "fmt.number", "Wie groß ist das Weingut?", "Die Familie bewirtschaftet neuneinhalb Hektar Steillagen.", WEINGUT, True),
    w.faith("de-t45-018", "fmt.time", "Wann gibt es Weinproben?", "Von April bis Oktober jeweils freitags und samstags um 17:00 Uhr.", WEINPROBE, True),
    w.faith("de-t45-019", "wrap.attribution", "Was kostet die Weinprobe?", "Laut Weingut kostet die Probe mit sechs Weinen 18 Euro pro Person.", WEINPROBE, True),
    w.faith("de-t45-020", "para.combine", "Bekomme ich das Geld für die Probe zurück?", "Ja, wenn Sie am selben Tag zwölf oder mehr Flaschen kaufen, erhalten Sie die 18 € pro Person zurück.", WEINPROBE, True),
    w.faith("de-t45-021", "para.synonym", "Kann ich im Januar zur Weinprobe kommen?", "Nein, von November bis März hat der Ausschank zu.", WEINPROBE, True),
    w.faith("de-t45-022", "para.combine", "Wer führt die Metzgerei Wagner heute?", "Nach Karl Wagner und seiner Tochter Erna folgte 2005 Ernas Sohn Thomas Beck.", METZGEREI, True),
    w.faith("de-t45-023", "wrap.opener", "Hat die Metzgerei am Mittwochnachmittag auf?", "Gute Frage! Am Mittwochnachmittag ist der Laden geschlossen.", METZGEREI, True),
    w.faith("de-t45-024", "para.part", "Woher kommt das Fleisch?", "Geschlachtet werden nur Schweine von Höfen aus dem Landkreis.", METZGEREI, True),
    w.faith("de-t45-025", "value.date", "Wann hat Alois Huber übernommen?", "Alois Huber übernahm den Betrieb 1908 und eröffnete eine Filiale in Kolbermoor.", BAECKEREI, False),
    w.faith("de-t45-026", "value.currency", "Was kostet das Holzofenbrot?", "Ein Kilo Holzofenbrot kostet 0,95 €.", BAECKEREI, False),
    w.faith("de-t45-027", "role.swap", "Wer hat die Bäckerei gegründet?", "Alois Huber gründete die Bäckerei 1908, und sein Vater Josef übernahm sie 1962.", BAECKEREI, False),
    w.faith("de-t45-028", "value.except", "Wann hat die Filiale in Kolbermoor geöffnet?", "Die Filiale hat montags bis freitags von 6 bis 18 Uhr geöffnet, am Wochenende bleibt sie zu.", FILIALE, False),
    w.faith("de-t45-029", "direction", "Wie früh muss ich eine Torte bestellen?", "Tortenbestellungen müssen höchstens drei Tage im Voraus aufgegeben werden.", FILIALE, False),
    w.faith("de-t45-030", "role.swap", "Wer hat 1988 die Werkstatt übernommen?", "1988 übergab Georg Maier die Werkstatt an seinen Schwiegervater Franz Lechner.", SCHREINEREI, False),
    w.faith("de-t45-031", "added.fact", "Was geschah 1988 mit der Schreinerei?", "Georg Maier übernahm die Werkstatt 1988 von seinem Schwiegervater und verlegte sie nach Lenggries.", SCHREINEREI, False),
    w.faith("de-t45-032", "added.entity", "Worauf hat sich die Schreinerei spezialisiert?", "Auf Einbauküchen und Fenster aus Massivholz.", SCHREINEREI, False),
    w.faith("de-t45-033", "value.date", "Wann kaufte die Familie Dorsch die Brauerei?", "Die Familie Dorsch erwarb Schwanenbräu 1867 von den Kestel-Erben.", BRAUEREI, False),
    w.faith("de-t45-034", "role.swap", "Wer leitet den Gasthof?", "Markus Dorsch leitet den Gasthof, und sein Bruder Stefan ist der Braumeister.", BRAUEREI, False),
    w.faith("de-t45-035", "value.number", "Wie stark ist das Rauchbier?", "Das Rauchbier von Schwanenbräu hat 6,1 % Alkohol.", BRAUEREI, False),
    w.faith("de-t45-036", "value.except", "Wann hat der Gasthof Ruhetag?", "Der Gasthof ist täglich außer Montag von 10 bis 23 Uhr geöffnet.", GASTHOF, False),
    w.faith("de-t45-037", "modality", "Muss sich eine Gruppe für die Führung anmelden?", "Für Gruppen ab zehn Personen wird eine Anmeldung empfohlen, sie ist aber keine Pflicht.", GASTHOF, False),
    w.faith("de-t45-038", "value.currency", "Was kostet eine Halbe Rauchbier?", "Eine Halbe Rauchbier kostet 4,90 €.", GASTHOF, False),
    w.faith("de-t45-039", "role.swap", "Wer kümmert sich um den Export?", "Claudia Fischer kümmert sich um Vertrieb und Export, während ihr Mann Jan Kessler als Winzermeister den Betrieb führt.", WEINGUT, False),
    w.faith("de-t45-040", "value.unit", "Wie viel Fläche bewirtschaftet die Familie?", "Die Familie bewirtschaftet 9,5 Ar Steillagen.", WEINGUT, False),
    w.faith("de-t45-041", "quantifier", "Welche Rebsorten baut das Weingut an?", "Die Familie baut ausschließlich Riesling an, keine einzige andere Sorte.", WEINGUT, False),
    w.faith("de-t45-042", "value.time", "Um wie viel Uhr beginnen die Weinproben?", "Die Weinproben beginnen freitags und samstags um 19 Uhr.", WEINPROBE, False),
    w.faith("de-t45-043", "negation", "Wird die Probe erstattet, wenn ich Wein kaufe?", "Nein, auch beim Kauf von zwölf Flaschen wird der Betrag nicht erstattet.", WEINPROBE, False),
    w.faith("de-t45-044", "antonym", "Hat die Metzgerei am Mittwochnachmittag offen?", "Ja, mittwochnachmittags bleibt der Laden geöffnet.", METZGEREI, False),
]

CORRECTNESS = [
    w.correct("de-t45-045", "correct.wordy", "Wer ist Braumeister bei Schwanenbräu?", "Braumeister bei Schwanenbräu ist heute Markus Dorsch, dessen Familie die Brauerei seit 1931 besitzt.", "Markus Dorsch", True),
    w.correct("de-t45-046", "correct.format", "Wie lange dauert eine Brauereiführung bei Schwanenbräu?", "Etwa eineinhalb Stunden.", "ca. 90 Minuten", True),
    w.correct("de-t45-047", "correct.short", "Wer übernahm 2005 die Metzgerei Wagner?", "Thomas Beck.", "2005 übernahm Thomas Beck, der Sohn von Erna Wagner, die Metzgerei.", True),
    w.correct("de-t45-048", "correct.format", "Was kostet die Weinprobe beim Weingut Fischer?", "Achtzehn Euro pro Person.", "18 €", True),
    w.correct("de-t45-049", "wrong.value", "Seit wann ist das Weingut Fischer in Familienbesitz?", "Seit 1734.", "Seit 1743", False),
    w.correct("de-t45-050", "wrong.role", "Wer leitet die Filiale der Bäckerei Huber in Kolbermoor?", "Katharina Huber.", "Monika Brandl", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
