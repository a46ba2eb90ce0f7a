"""German cases of set t52: eine Alpenvereinshütte im Allgäu und ihre Wirtsleute, ein
Hochzeitsschloss bei Potsdam, ein Kölner Brauhaus, der Esslinger Mittelalter- und
Weihnachtsmarkt, ein Leipziger Jazzkeller und ein Sommerfest am Dresdner Elbufer."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

HUETTE = (
    "Die Falkenhütte im Allgäu liegt auf 1.850 Metern Höhe und hat 60 Lagerplätze und 12 Zimmerbetten. "
    "Eine Übernachtung im Lager kostet 24 Euro, im Zimmer 38 Euro; Alpenvereinsmitglieder zahlen die Hälfte. "
    "Die Hütte ist von Mitte Juni bis Anfang Oktober bewirtschaftet. "
    "Hüttenruhe ist um 22 Uhr."
)
HUETTE_STAFF = (
    "Hüttenwirtin ist seit 2015 Verena Moser, die zuvor zwölf Jahre auf der Landsberger Hütte arbeitete. "
    "Ihr Bruder Sepp bringt zweimal pro Woche mit der Materialseilbahn Vorräte herauf. "
    "Die Hütte wurde 1912 von der Sektion Kempten errichtet und 1978 erweitert."
)
SCHLOSS = (
    "Schloss Lindenhof bei Potsdam bietet Trauungen von Mai bis September an. "
    "Im Spiegelsaal finden bis zu 80 Gäste Platz, im Gartenpavillon bis zu 140. "
    "Die Saalmiete beträgt samstags 4.800 Euro, freitags und sonntags 3.600 Euro. "
    "Feuerwerk ist auf dem Gelände verboten, und die Musik muss um 1 Uhr enden."
)
SCHLOSS_STAFF = (
    "Hochzeitsplanerin Julia Krämer begleitet jedes Paar vom ersten Termin bis zur Feier; Küchenchef Andreas Vogt stellt die Menüs zusammen. "
    "Ein Probeessen findet sechs Wochen vor der Hochzeit statt. "
    "Das Schloss ist seit 2003 im Besitz der Familie von Arnim, die es 2007 für Hochzeiten öffnete."
)
BRAUHAUS = (
    "Das Brauhaus Em Kölsche Fass in der Kölner Altstadt wurde 1904 gegründet und wird heute in vierter Generation von Georg Schmitz geführt; seine Tochter Anna leitet den Service. "
    "Ein Kölsch (0,2 l) kostet 2,40 Euro, der Halve Hahn 6,50 Euro. "
    "Geöffnet ist täglich von 11 bis 24 Uhr, nur an Heiligabend bleibt das Haus geschlossen. "
    "Reservierungen werden nur für Gruppen ab acht Personen angenommen."
)
MARKT = (
    "Der Mittelalter- und Weihnachtsmarkt in Esslingen läuft vom 25. November bis zum 22. Dezember. "
    "Rund 180 Stände verteilen sich auf Marktplatz und Rathausplatz. "
    "Geöffnet ist täglich von 11 bis 20:30 Uhr. "
    "Für die Vergabe der Stände ist Dietmar Braun vom Stadtmarketing zuständig."
)
JAZZ = (
    "Der Leipziger Jazzkeller Blaue Note wurde 1972 gegründet und 1994 von der Sängerin Ines Hartmann übernommen. "
    "Konzerte beginnen um 20:30 Uhr, Einlass ist ab 19:30 Uhr. "
    "Der Eintritt kostet 18 Euro, ermäßigt 12 Euro. "
    "Jeden Dienstag gibt es eine Jam-Session, die der Bassist Ole Jansen leitet."
)
STADTFEST = (
    "Das Elbufer-Fest in Dresden findet jedes Jahr am dritten Augustwochenende statt. "
    "Der Eintritt ist frei; nur für die Bühne am Terrassenufer braucht man am Samstagabend ein Ticket für 15 Euro. "
    "Organisiert wird das Fest von der Agentur Elbklang, Projektleiter ist Tim Schröder. "
    "An allen drei Tagen fahren die Straßenbahnlinien 4 und 9 bis 2 Uhr nachts."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-t52-001", "fmt.unit", "Wie hoch liegt die Falkenhütte?", "Die Falkenhütte liegt auf 1,85 Kilometern Höhe.", HUETTE, True),
    w.faith("de-t52-002", "fmt.share", "Bekommen Alpenvereinsmitglieder Rabatt?", "Ja, Mitglieder des Alpenvereins zahlen 50 Prozent des Übernachtungspreises.", HUETTE, True),
    w.faith("de-t52-003", "fmt.currency", "Was kostet ein Platz im Lager?", "Eine Nacht im Lager kostet vierundzwanzig Euro.", HUETTE, True),
    w.faith("de-t52-004", "fmt.time", "Wann ist Hüttenruhe?", "Hüttenruhe ist um zehn Uhr abends.", HUETTE, True),
    w.faith("de-t52-005", "para.relative", "Wer bewirtschaftet die Falkenhütte?", "Verena Moser, die vorher zwölf Jahre auf der Landsberger Hütte gearbeitet hat, ist seit 2015 Hüttenwirtin.", HUETTE_STAFF, True),
    w.faith("de-t52-006", "para.pronoun", "Wie kommen die Vorräte auf die Hütte?", "Das übernimmt Sepp, der Bruder der Wirtin: Er bringt sie zweimal pro Woche mit der Materialseilbahn herauf.", HUETTE_STAFF, True),
    w.faith("de-t52-007", "para.passive", "Wie alt ist die Hütte?", "Die Sektion Kempten errichtete die Hütte 1912, und 1978 wurde sie erweitert.", HUETTE_STAFF, True),
    w.faith("de-t52-008", "fmt.number", "Wie viele Gäste passen in den Spiegelsaal?", "Im Spiegelsaal haben bis zu achtzig Gäste Platz.", SCHLOSS, True),
    w.faith("de-t52-009", "fmt.thousands", "Was kostet die Saalmiete?", "Samstags sind es 4800 Euro, freitags und sonntags 3600 Euro.", SCHLOSS, True),
    w.faith("de-t52-010", "fmt.time", "Wie lange darf gefeiert werden?", "Die Musik muss um ein Uhr nachts aufhören.", SCHLOSS, True),
    w.faith("de-t52-011", "para.part", "Können wir im März auf Schloss Lindenhof heiraten?", "Nein, Trauungen bietet das Schloss nur von Mai bis September an.", SCHLOSS, True),
    w.faith("de-t52-012", "para.synonym", "Wer kümmert sich um das Essen?", "Für die Menüs ist Küchenchef Andreas Vogt zuständig.", SCHLOSS_STAFF, True),
    w.faith("de-t52-013", "para.combine", "Seit wann gibt es Hochzeiten im Schloss?", "Die Familie von Arnim besitzt das Schloss seit 2003 und hat es 2007 für Hochzeiten geöffnet.", SCHLOSS_STAFF, True),
    w.faith("de-t52-014", "para.combine", "Wer führt das Brauhaus?", "Georg Schmitz führt das 1904 gegründete Brauhaus in vierter Generation, und seine Tochter Anna leitet den Service.", BRAUHAUS, True),
    w.faith("de-t52-015", "fmt.unit", "Was kostet ein Kölsch?", "Ein Kölsch mit 200 Millilitern kostet 2,40 Euro.", BRAUHAUS, True),
    w.faith("de-t52-016", "para.except", "Hat das Brauhaus an Silvester geöffnet?", "Ja, geschlossen ist nur an Heiligabend; sonst ist täglich von 11 bis 24 Uhr geöffnet.", BRAUHAUS, True),
    w.faith("de-t52-017", "wrap.closer", "Was kostet ein Halve Hahn?", "Der Halve Hahn kostet 6,50 Euro. Guten Appetit!", BRAUHAUS, True),
    w.faith("de-t52-018", "fmt.date", "Wann ist der Esslinger Weihnachtsmarkt?", "Er läuft vom 25.11. bis zum 22.12.", MARKT, True),
    w.faith("de-t52-019", "para.reorder", "Wie groß ist der Markt?", "Auf Marktplatz und Rathausplatz stehen zusammen rund 180 Stände.", MARKT, True),
    w.faith("de-t52-020", "wrap.attribution", "Bei wem bewerbe ich mich um einen Stand?", "Laut den Marktinformationen ist Dietmar Braun vom Stadtmarketing für die Vergabe der Stände zuständig.", MARKT, True),
    w.faith("de-t52-021", "para.passive", "Wem gehört die Blaue Note?", "Die Sängerin Ines Hartmann übernahm 1994 den 1972 gegründeten Jazzkeller.", JAZZ, True),
    w.faith("de-t52-022", "fmt.time", "Wann geht es abends los?", "Einlass ist ab halb acht, das Konzert beginnt um halb neun.", JAZZ, True),
    w.faith("de-t52-023", "wrap.question", "Was kostet der Eintritt?", "Der Eintritt kostet 18 Euro, ermäßigt 12 Euro. Soll ich Ihnen auch sagen, wann die Jam-Session ist?", JAZZ, True),
    w.faith("de-t52-024", "fmt.time", "Wie komme ich nachts vom Fest nach Hause?", "Die Straßenbahnlinien 4 und 9 fahren an allen drei Festtagen bis 2:00 Uhr.", STADTFEST, True),
    w.faith("de-t52-025", "value.currency", "Was kostet ein Zimmerbett?", "Eine Nacht im Zimmer kostet auf der Falkenhütte 24 Euro.", HUETTE, False),
    w.faith("de-t52-026", "antonym", "Zahlen Alpenvereinsmitglieder weniger?", "Nein, Alpenvereinsmitglieder zahlen das Doppelte.", HUETTE, False),
    w.faith("de-t52-027", "added.fact", "Wann ist die Hütte geöffnet?", "Bewirtschaftet ist sie von Mitte Juni bis Anfang Oktober, im Winter steht ein Winterraum offen.", HUETTE, False),
    w.faith("de-t52-028", "role.swap", "Wer ist Hüttenwirt?", "Sepp Moser ist seit 2015 Hüttenwirt, und seine Schwester Verena bringt die Vorräte mit der Seilbahn herauf.", HUETTE_STAFF, False),
    w.faith("de-t52-029", "value.date", "Wann wurde die Hütte gebaut?", "Die Falkenhütte wurde 1978 von der Sektion Kempten errichtet.", HUETTE_STAFF, False),
    w.faith("de-t52-030", "value.number", "Wie viele Gäste fasst der Spiegelsaal?", "Im Spiegelsaal finden bis zu 140 Gäste Platz.", SCHLOSS, False),
    w.faith("de-t52-031", "value.currency", "Was kostet der Saal an einem Samstag?", "Samstags beträgt die Saalmiete 3.600 Euro.", SCHLOSS, False),
    w.faith("de-t52-032", "modality", "Bis wann darf die Musik spielen?", "Die Musik sollte möglichst um 1 Uhr enden, das ist aber keine feste Regel.", SCHLOSS, False),
    w.faith("de-t52-033", "negation", "Dürfen wir ein Feuerwerk machen?", "Ja, Feuerwerk ist auf dem Gelände von Schloss Lindenhof erlaubt.", SCHLOSS, False),
    w.faith("de-t52-034", "role.swap", "Wer plant die Hochzeit mit uns?", "Andreas Vogt begleitet die Paare als Hochzeitsplaner, und Küchenchefin Julia Krämer stellt die Menüs zusammen.", SCHLOSS_STAFF, False),
    w.faith("de-t52-035", "value.date", "Seit wann finden im Schloss Hochzeiten statt?", "Die Familie von Arnim öffnete das Schloss 2003 für Hochzeiten.", SCHLOSS_STAFF, False),
    w.faith("de-t52-036", "value.except", "Wann hat das Brauhaus Ruhetag?", "Das Brauhaus ist täglich außer montags von 11 bis 24 Uhr geöffnet.", BRAUHAUS, False),
    w.faith("de-t52-037", "role.swap", "Wer leitet den Service im Brauhaus?", "Anna Schmitz führt das Brauhaus, ihr Vater Georg leitet den Service.", BRAUHAUS, False),
    w.faith("de-t52-038", "direction", "Kann ich für eine große Gruppe reservieren?", "Reservierungen werden nur für Gruppen bis acht Personen angenommen.", BRAUHAUS, False),
    w.faith("de-t52-039", "value.date", "Bis wann läuft der Markt?", "Der Esslinger Markt läuft vom 25. November bis zum 24. Dezember.", MARKT, False),
    w.faith("de-t52-040", "added.fact", "Wie viele Stände gibt es?", "Rund 180 Stände verteilen sich auf Marktplatz und Rathausplatz, und der Eintritt kostet 3 Euro.", MARKT, False),
    w.faith("de-t52-041", "value.time", "Wann beginnen die Konzerte?", "Die Konzerte in der Blauen Note beginnen um 19:30 Uhr.", JAZZ, False),
    w.faith("de-t52-042", "role.swap", "Wer leitet die Jam-Session?", "Die Jam-Session am Dienstag leitet Ines Hartmann, und der Bassist Ole Jansen hat den Keller 1994 übernommen.", JAZZ, False),
    w.faith("de-t52-043", "added.entity", "Fahren nachts Bahnen vom Fest?", "Die Straßenbahnlinien 4 und 9 sowie die S-Bahn fahren an allen drei Tagen bis 2 Uhr nachts.", STADTFEST, False),
    w.faith("de-t52-044", "quantifier", "Braucht man für das Elbufer-Fest ein Ticket?", "Für die Bühne am Terrassenufer braucht man an allen drei Abenden ein Ticket für 15 Euro.", STADTFEST, False),
]

CORRECTNESS = [
    w.correct("de-t52-045", "correct.wordy", "Was kostet eine Übernachtung im Lager der Falkenhütte?", "Auf der Falkenhütte zahlen Sie für eine Nacht im Bettenlager 24 Euro.", "24 Euro", True),
    w.correct("de-t52-046", "correct.short", "Wer leitet die Jam-Session in der Blauen Note?", "Ole Jansen.", "Die Jam-Session leitet der Bassist Ole Jansen.", True),
    w.correct("de-t52-047", "correct.format", "Wie hoch ist die Saalmiete auf Schloss Lindenhof an einem Samstag?", "Viertausendachthundert Euro.", "4.800 Euro", True),
    w.correct("de-t52-048", "correct.wordy", "Bis wann läuft der Esslinger Weihnachtsmarkt?", "Der Markt hat bis einschließlich 22. Dezember geöffnet, danach ist Schluss.", "Bis zum 22. Dezember.", True),
    w.correct("de-t52-049", "wrong.value", "Wie viele Stände hat der Esslinger Markt?", "Rund 120 Stände.", "Rund 180 Stände.", False),
    w.correct("de-t52-050", "wrong.role", "Wer ist die Hochzeitsplanerin auf Schloss Lindenhof?", "Das ist Andreas Vogt.", "Julia Krämer", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
