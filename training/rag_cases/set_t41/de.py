"""German cases of set t41: Öffnungszeiten, Ausleihregeln und Team einer Stadtbücherei, Eintritt
und Geschichte eines stadtgeschichtlichen Museums, Altstadt- und Nachtwächterführungen in
Bamberg, die Beobachtungsabende und der Verein einer Volkssternwarte sowie Preise,
Fütterungszeiten und Pfleger eines Tierparks."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

BUECHEREI = (
    "Die Stadtbücherei Rosenheim ist dienstags bis samstags von 10 bis 18 Uhr geöffnet, sonntags und montags bleibt sie geschlossen. "
    "Die Jahresgebühr für einen Leseausweis beträgt 15 Euro; Kinder und Jugendliche unter 18 Jahren zahlen nichts. "
    "Bücher können vier Wochen lang ausgeliehen und bis zu zweimal verlängert werden. "
    "Für verspätete Rückgaben fallen 50 Cent pro Medium und Öffnungstag an."
)
BUECHEREI_TEAM = (
    "Leiterin der Stadtbücherei ist seit 2017 Dr. Sabine Huber; die Kinder- und Jugendbibliothek betreut Michael Brandl. "
    "Die Bücherei wurde 1952 gegründet und zog 1994 in den ehemaligen Salzstadel am Ludwigsplatz. "
    "Michael Brandl organisiert außerdem die Vorlesestunde jeden Mittwoch um 15 Uhr."
)
MUSEUM = (
    "Das Museum für Stadtgeschichte Lüneburg ist täglich außer montags von 10 bis 17 Uhr geöffnet. "
    "Der Eintritt kostet 7 Euro, ermäßigt 4 Euro; an jedem ersten Sonntag im Monat ist er frei. "
    "Öffentliche Führungen finden samstags um 14:30 Uhr statt und dauern etwa 60 Minuten."
)
MUSEUM_TEAM = (
    "Die Salz-Abteilung wurde von der Kuratorin Dr. Karin Lehmann konzipiert, während der Museumspädagoge Jan Wiese die Schulprogramme leitet. "
    "Das Museum entstand 1878 aus der Sammlung des Museumsvereins und wurde 2015 nach einem Umbau neu eröffnet."
)
ALTSTADT = (
    "Die Altstadtführung durch Bamberg beginnt täglich um 10:30 Uhr am Alten Rathaus und dauert rund zwei Stunden. "
    "Tickets kosten 12 Euro für Erwachsene und 6 Euro für Kinder ab 6 Jahren. "
    "Von April bis Oktober gibt es zusätzlich eine Führung um 14 Uhr."
)
NACHTWAECHTER = (
    "Die Nachtwächterführung mit Gästeführer Georg Rauh startet freitags und samstags um 20 Uhr am Domplatz. "
    "Die Teilnahme ist auf 25 Personen begrenzt, eine Anmeldung in der Tourist-Information ist erforderlich. "
    "Die Führung ist für Kinder unter 10 Jahren nicht geeignet."
)
STERNWARTE = (
    "Die Volkssternwarte Bochum lädt jeden Freitag ab 20 Uhr zu öffentlichen Beobachtungsabenden ein. "
    "Der Eintritt ist frei, um eine Spende wird gebeten. "
    "Das Hauptinstrument ist ein Spiegelteleskop mit 60 cm Öffnung. "
    "Bei bewölktem Himmel gibt es statt der Beobachtung einen Vortrag im Planetarium."
)
STERNWARTE_TEAM = (
    "Die Sternwarte wurde 1964 vom Astronomischen Verein Bochum gegründet; die Kuppel wurde 2009 erneuert. "
    "Vereinsvorsitzender ist Thomas Kuhlmann, die Jugendgruppe leitet Lena Schröder. "
    "Lena Schröder hält auch die Kindervorträge am ersten Sonntag des Monats."
)
TIERPARK = (
    "Der Tierpark Sonnenberg ist im Sommer (April bis Oktober) von 9 bis 18 Uhr und im Winter von 9 bis 16:30 Uhr geöffnet. "
    "Eine Tageskarte kostet 14,50 Euro für Erwachsene und 8 Euro für Kinder von 4 bis 14 Jahren. "
    "Die Seehundfütterung ist täglich um 11 Uhr und um 15:30 Uhr. "
    "Hunde dürfen angeleint mitgebracht werden."
)
PFLEGER = (
    "Im Tierpark Sonnenberg betreut Revierleiter Stefan Ott das Raubtierhaus, Tierpflegerin Anja Weber ist für die Seehunde und Pinguine zuständig. "
    "Die Elefantenkuh Tamara kam 1998 aus dem Zoo Leipzig nach Sonnenberg; 2012 wurde ihr Sohn Bako geboren."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-t41-001", "para.except", "Kann ich am Montag in die Bücherei?", "Nein, montags ist die Stadtbücherei geschlossen; geöffnet hat sie von Dienstag bis Samstag.", BUECHEREI, True),
    w.faith("de-t41-002", "fmt.period", "Wie lange darf ich ein Buch behalten?", "Die Leihfrist beträgt 28 Tage, und sie lässt sich höchstens zweimal verlängern.", BUECHEREI, True),
    w.faith("de-t41-003", "fmt.currency", "Was kostet es, wenn ich ein Buch zu spät zurückgebe?", "Pro Medium und Öffnungstag werden 0,50 € fällig.", BUECHEREI, True),
    w.faith("de-t41-004", "para.synonym", "Müssen Kinder für den Leseausweis bezahlen?", "Nein, für Minderjährige ist der Leseausweis kostenlos.", BUECHEREI, True),
    w.faith("de-t41-005", "para.combine", "Seit wann ist die Bücherei am Ludwigsplatz?", "Die 1952 gegründete Bücherei ist 1994 in den ehemaligen Salzstadel am Ludwigsplatz umgezogen.", BUECHEREI_TEAM, True),
    w.faith("de-t41-006", "para.pronoun", "Wer macht die Vorlesestunde?", "Das übernimmt Michael Brandl; er betreut auch die Kinder- und Jugendbibliothek.", BUECHEREI_TEAM, True),
    w.faith("de-t41-007", "para.except", "Hat das Museum montags geöffnet?", "Nein, montags ist Ruhetag; an allen anderen Tagen ist von 10 bis 17 Uhr geöffnet.", MUSEUM, True),
    w.faith("de-t41-008", "fmt.currency", "Was kostet der ermäßigte Eintritt?", "Ermäßigt zahlt man vier Euro.", MUSEUM, True),
    w.faith("de-t41-009", "fmt.time", "Wann ist die öffentliche Führung und wie lange dauert sie?", "Die Führung beginnt samstags um halb drei nachmittags und dauert ungefähr eine Stunde.", MUSEUM, True),
    w.faith("de-t41-010", "para.passive", "Wer leitet die Schulprogramme?", "Die Schulprogramme werden vom Museumspädagogen Jan Wiese geleitet.", MUSEUM_TEAM, True),
    w.faith("de-t41-011", "para.nominal", "Wann wurde das Museum wiedereröffnet?", "Die Neueröffnung nach dem Umbau erfolgte 2015.", MUSEUM_TEAM, True),
    w.faith("de-t41-012", "wrap.attribution", "Wie ist das Museum entstanden?", "Laut der Museumsgeschichte ging es 1878 aus der Sammlung des Museumsvereins hervor.", MUSEUM_TEAM, True),
    w.faith("de-t41-013", "fmt.share", "Was kostet die Altstadtführung?", "Erwachsene zahlen zwölf Euro, Kinder ab sechs Jahren die Hälfte.", ALTSTADT, True),
    w.faith("de-t41-014", "fmt.time", "Wann startet die Altstadtführung?", "Sie beginnt jeden Tag um halb elf am Alten Rathaus.", ALTSTADT, True),
    w.faith("de-t41-015", "para.synonym", "Gibt es im Sommer mehr Termine?", "Ja, zwischen April und Oktober wird außerdem um 14 Uhr eine weitere Führung angeboten.", ALTSTADT, True),
    w.faith("de-t41-016", "fmt.number", "Wie viele Leute dürfen bei der Nachtwächterführung mit?", "Maximal fünfundzwanzig Personen können teilnehmen.", NACHTWAECHTER, True),
    w.faith("de-t41-017", "para.relative", "Wer macht die Nachtwächterführung?", "Georg Rauh ist der Gästeführer, der freitags und samstags um 20 Uhr am Domplatz mit der Nachtwächterführung startet.", NACHTWAECHTER, True),
    w.faith("de-t41-018", "para.synonym", "Kostet der Beobachtungsabend Eintritt?", "Nein, der Eintritt ist kostenlos, man freut sich aber über eine Spende.", STERNWARTE, True),
    w.faith("de-t41-019", "fmt.unit", "Wie groß ist das Teleskop der Sternwarte?", "Das Spiegelteleskop hat eine Öffnung von 600 Millimetern.", STERNWARTE, True),
    w.faith("de-t41-020", "wrap.opener", "Was passiert, wenn es bewölkt ist?", "Gute Frage! Ist der Himmel bewölkt, gibt es statt der Beobachtung einen Vortrag im Planetarium.", STERNWARTE, True),
    w.faith("de-t41-021", "para.combine", "Wer ist Lena Schröder?", "Lena Schröder leitet die Jugendgruppe und hält zudem am ersten Sonntag im Monat die Kindervorträge.", STERNWARTE_TEAM, True),
    w.faith("de-t41-022", "fmt.currency", "Was kostet eine Tageskarte im Tierpark?", "Für Erwachsene vierzehn Euro fünfzig, für Kinder von 4 bis 14 Jahren acht Euro.", TIERPARK, True),
    w.faith("de-t41-023", "fmt.time", "Wann werden die Seehunde gefüttert?", "Die Seehunde bekommen täglich um 11:00 und um halb vier nachmittags ihr Futter.", TIERPARK, True),
    w.faith("de-t41-024", "para.synonym", "Wer kümmert sich um die Pinguine?", "Um die Seehunde und Pinguine kümmert sich die Tierpflegerin Anja Weber.", PFLEGER, True),
    w.faith("de-t41-025", "role.swap", "Wer leitet die Stadtbücherei?", "Michael Brandl leitet seit 2017 die Stadtbücherei, Dr. Sabine Huber betreut die Kinder- und Jugendbibliothek.", BUECHEREI_TEAM, False),
    w.faith("de-t41-026", "value.date", "Wann wurde die Bücherei gegründet?", "Die Stadtbücherei Rosenheim wurde 1994 gegründet.", BUECHEREI_TEAM, False),
    w.faith("de-t41-027", "value.except", "Wann ist die Bücherei geschlossen?", "Die Stadtbücherei ist nur sonntags geschlossen.", BUECHEREI, False),
    w.faith("de-t41-028", "value.number", "Wie oft kann ich ein Buch verlängern?", "Bücher können bis zu dreimal verlängert werden.", BUECHEREI, False),
    w.faith("de-t41-029", "added.fact", "Was kostet der Leseausweis?", "Der Leseausweis kostet 15 Euro im Jahr und gilt auch in allen Büchereien des Landkreises.", BUECHEREI, False),
    w.faith("de-t41-030", "value.currency", "Was kostet der normale Eintritt ins Museum?", "Der reguläre Eintritt kostet 4 Euro.", MUSEUM, False),
    w.faith("de-t41-031", "quantifier", "Gibt es freien Eintritt?", "Ja, an jedem Sonntag ist der Eintritt ins Museum frei.", MUSEUM, False),
    w.faith("de-t41-032", "role.swap", "Wer hat die Salz-Abteilung konzipiert?", "Die Salz-Abteilung hat Jan Wiese konzipiert, während Dr. Karin Lehmann die Schulprogramme leitet.", MUSEUM_TEAM, False),
    w.faith("de-t41-033", "value.date", "Wann entstand das Museum?", "Das Museum entstand 2015 aus der Sammlung des Museumsvereins.", MUSEUM_TEAM, False),
    w.faith("de-t41-034", "value.time", "Um wie viel Uhr beginnt die Altstadtführung?", "Die Altstadtführung startet täglich um 11:30 Uhr am Alten Rathaus.", ALTSTADT, False),
    w.faith("de-t41-035", "added.entity", "Wo beginnen die Führungen?", "Die Altstadtführung und die Brauereiführung beginnen täglich um 10:30 Uhr am Alten Rathaus.", ALTSTADT, False),
    w.faith("de-t41-036", "modality", "Muss ich mich für die Nachtwächterführung anmelden?", "Eine Anmeldung in der Tourist-Information wird empfohlen, ist aber nicht nötig.", NACHTWAECHTER, False),
    w.faith("de-t41-037", "direction", "Gibt es eine Teilnehmergrenze?", "An der Nachtwächterführung müssen mindestens 25 Personen teilnehmen.", NACHTWAECHTER, False),
    w.faith("de-t41-038", "negation", "Kann ich mein achtjähriges Kind mitnehmen?", "Ja, die Nachtwächterführung ist auch für Kinder unter 10 Jahren geeignet.", NACHTWAECHTER, False),
    w.faith("de-t41-039", "antonym", "Was gibt es bei Wolken?", "Bei klarem Himmel gibt es statt der Beobachtung einen Vortrag im Planetarium.", STERNWARTE, False),
    w.faith("de-t41-040", "value.unit", "Wie groß ist die Öffnung des Teleskops?", "Das Spiegelteleskop hat eine Öffnung von 60 Millimetern.", STERNWARTE, False),
    w.faith("de-t41-041", "added.fact", "Wer ist Vorsitzender des Vereins?", "Vorsitzender ist Thomas Kuhlmann, der 2009 auch die Erneuerung der Kuppel geleitet hat.", STERNWARTE_TEAM, False),
    w.faith("de-t41-042", "role.swap", "Wer leitet die Jugendgruppe?", "Die Jugendgruppe leitet Thomas Kuhlmann, Vereinsvorsitzende ist Lena Schröder.", STERNWARTE_TEAM, False),
    w.faith("de-t41-043", "value.except", "An welchen Tagen ist die Seehundfütterung?", "Die Seehundfütterung findet außer sonntags täglich um 11 und um 15:30 Uhr statt.", TIERPARK, False),
    w.faith("de-t41-044", "value.time", "Bis wann hat der Tierpark im Winter offen?", "Im Winter schließt der Tierpark Sonnenberg um 18 Uhr.", TIERPARK, False),
]

CORRECTNESS = [
    w.correct("de-t41-045", "correct.wordy", "Seit wann leitet Dr. Huber die Stadtbücherei?", "Dr. Sabine Huber steht seit dem Jahr 2017 an der Spitze der Stadtbücherei Rosenheim.", "Seit 2017.", True),
    w.correct("de-t41-046", "correct.short", "Wer betreut die Seehunde im Tierpark Sonnenberg?", "Anja Weber.", "Tierpflegerin Anja Weber ist für die Seehunde und Pinguine zuständig.", True),
    w.correct("de-t41-047", "correct.format", "Wann beginnt der Beobachtungsabend in der Sternwarte?", "Um 20:00 Uhr.", "Ab 8 Uhr abends.", True),
    w.correct("de-t41-048", "correct.format", "Was kostet die Kinderkarte im Tierpark?", "Acht Euro.", "8 €", True),
    w.correct("de-t41-049", "wrong.value", "Wann wurde der Elefant Bako geboren?", "Bako kam 1998 zur Welt.", "2012", False),
    w.correct("de-t41-050", "wrong.role", "Wer betreut das Raubtierhaus?", "Tierpflegerin Anja Weber.", "Revierleiter Stefan Ott", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
