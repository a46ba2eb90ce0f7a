"""German cases of set t42: Öffnungszeiten und Ausleihregeln einer Universitätsbibliothek, ein
Bücherbus und sein Team, Eintritt und Geschichte einer Kunsthalle, eine Hafenrundfahrt in
Hamburg und Schlossführungen, ein Planetarium und eine Sternwarte sowie ein Wildpark mit
Greifvogelschau, Förster und Falknerin."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

UB = (
    "Die Universitätsbibliothek Passau ist im Semester montags bis samstags von 8 bis 24 Uhr geöffnet, in der vorlesungsfreien Zeit nur montags bis freitags von 9 bis 20 Uhr. "
    "Studierende dürfen 30 Medien gleichzeitig ausleihen, Mitarbeitende 50. "
    "Die Leihfrist beträgt 28 Tage. "
    "Gruppenarbeitsräume können für höchstens vier Stunden am Tag reserviert werden."
)
BUECHERBUS = (
    "Der Bücherbus des Landkreises Ebersberg hält dienstags von 9:30 bis 11:30 Uhr in Grafing und donnerstags von 15 bis 17 Uhr in Kirchseeon. "
    "An Bord sind rund 4.500 Medien. "
    "Den Bus fährt seit 2013 Bibliothekar Peter Lindner; Vorbestellungen bearbeitet seine Kollegin Monika Graf."
)
KUNSTHALLE = (
    "Die Kunsthalle am Wall in Bremen ist dienstags bis sonntags von 10 bis 18 Uhr geöffnet, donnerstags bis 21 Uhr. "
    "Der Eintritt kostet 12 Euro, ermäßigt 8 Euro; Kinder unter 12 Jahren haben freien Eintritt. "
    "In der Sonderausstellung 'Nordlicht' ist Fotografieren nicht erlaubt."
)
KUNSTHALLE_GESCHICHTE = (
    "Die Kunsthalle wurde 1849 vom Bremer Kunstverein gegründet; 1902 schenkte ihr der Kaufmann Heinrich Vollmers eine Sammlung von 80 Gemälden. "
    "Seit 2018 leitet Dr. Friederike Sander das Haus, ihr Stellvertreter ist Markus Engel."
)
HAFEN = (
    "Die große Hafenrundfahrt startet an den Landungsbrücken, Brücke 3, von April bis Oktober alle 30 Minuten zwischen 10 und 18 Uhr. "
    "Die Fahrt dauert 75 Minuten und kostet 25 Euro, für Kinder bis 14 Jahre 12 Euro. "
    "Kapitän Jens Hansen fährt die Barkasse 'Elbkind'."
)
SCHLOSS = (
    "Führungen durch Schloss Hohenstein finden stündlich von 10 bis 16 Uhr statt und dauern 40 Minuten. "
    "Gezeigt werden der Rittersaal und die Gemächer, nicht aber der Turm, der bis Mai renoviert wird. "
    "Rucksäcke müssen an der Garderobe abgegeben werden."
)
PLANETARIUM = (
    "Das Planetarium am Killesberg zeigt mittwochs und am Wochenende um 15 Uhr die Show 'Reise zum Mars', freitags um 20 Uhr 'Sternbilder live'. "
    "Eine Vorstellung dauert 50 Minuten; nach Beginn wird kein Einlass mehr gewährt. "
    "Karten kosten 10 Euro, ermäßigt 7 Euro."
)
STERNWARTE = (
    "Die Falkenberg-Sternwarte wurde 1912 gebaut; 1958 erhielt sie einen Refraktor mit 30 cm Objektivdurchmesser. "
    "Leiter ist Prof. Dr. Ulrich Wendt, die Technik betreut die Ingenieurin Sandra Pohl."
)
WILDPARK = (
    "Der Wildpark Schwarzachtal ist ganzjährig täglich von 9 Uhr bis zur Dämmerung geöffnet. "
    "Der Eintritt kostet 9 Euro für Erwachsene und 6 Euro für Kinder von 3 bis 15 Jahren. "
    "Die Greifvogelschau findet von März bis Oktober täglich außer montags um 14 Uhr statt. "
    "Die Tiere dürfen nur mit dem Futter aus den Automaten gefüttert werden."
)
WILDPARK_TEAM = (
    "Im Wildpark Schwarzachtal betreut Revierförster Klaus Bauer das Wolfsgehege, Falknerin Julia Stein leitet die Greifvogelschau. "
    "Der Park wurde 1968 eröffnet; 2016 kam das Wolfsrudel aus dem Bayerischen Wald hinzu. "
    "Das Rudel zählt derzeit sieben Tiere."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-t42-001", "fmt.time", "Wie lange hat die UB im Semester geöffnet?", "Im Semester ist die UB montags bis samstags ab 8 Uhr morgens bis Mitternacht geöffnet.", UB, True),
    w.faith("de-t42-002", "para.except", "Hat die UB im Semester sonntags offen?", "Nein, sonntags ist sie geschlossen; von Montag bis Samstag ist von 8 bis 24 Uhr geöffnet.", UB, True),
    w.faith("de-t42-003", "fmt.period", "Wie lange darf ich ein Buch behalten?", "Man kann Medien vier Wochen lang ausleihen.", UB, True),
    w.faith("de-t42-004", "para.combine", "Wie viele Medien dürfen Mitarbeitende ausleihen?", "Mitarbeitende dürfen 50 Medien gleichzeitig ausleihen, Studierende dagegen 30.", UB, True),
    w.faith("de-t42-005", "fmt.time", "Wann hält der Bücherbus in Kirchseeon?", "Donnerstags von drei bis fünf Uhr nachmittags.", BUECHERBUS, True),
    w.faith("de-t42-006", "fmt.thousands", "Wie viele Medien hat der Bücherbus dabei?", "Etwa 4500 Medien sind an Bord.", BUECHERBUS, True),
    w.faith("de-t42-007", "para.pronoun", "Wer fährt den Bücherbus?", "Peter Lindner; er sitzt seit 2013 am Steuer des Busses.", BUECHERBUS, True),
    w.faith("de-t42-008", "para.passive", "Wer kümmert sich um Vorbestellungen?", "Vorbestellungen werden von Monika Graf bearbeitet.", BUECHERBUS, True),
    w.faith("de-t42-009", "para.except", "Hat die Kunsthalle montags geöffnet?", "Nein, montags ist die Kunsthalle geschlossen.", KUNSTHALLE, True),
    w.faith("de-t42-010", "fmt.currency", "Was kostet der ermäßigte Eintritt?", "Der ermäßigte Eintritt kostet acht Euro.", KUNSTHALLE, True),
    w.faith("de-t42-011", "para.synonym", "Müssen Kinder Eintritt zahlen?", "Kinder unter zwölf Jahren kommen kostenlos hinein.", KUNSTHALLE, True),
    w.faith("de-t42-012", "fmt.time", "Gibt es einen langen Abend?", "Ja, donnerstags hat die Kunsthalle bis neun Uhr abends geöffnet.", KUNSTHALLE, True),
    w.faith("de-t42-013", "para.nominal", "Wer hat die Kunsthalle gegründet?", "Die Gründung der Kunsthalle durch den Bremer Kunstverein erfolgte 1849.", KUNSTHALLE_GESCHICHTE, True),
    w.faith("de-t42-014", "wrap.attribution", "Wer leitet die Kunsthalle?", "Laut der Kunsthalle leitet Dr. Friederike Sander das Haus seit 2018.", KUNSTHALLE_GESCHICHTE, True),
    w.faith("de-t42-015", "fmt.period", "Wie oft fahren die Hafenrundfahrten?", "Zwischen 10 und 18 Uhr legt jede halbe Stunde ein Schiff ab.", HAFEN, True),
    w.faith("de-t42-016", "fmt.unit", "Wie lange dauert die Hafenrundfahrt?", "Die Rundfahrt dauert eine Stunde und eine Viertelstunde.", HAFEN, True),
    w.faith("de-t42-017", "para.passive", "Wer fährt die 'Elbkind'?", "Die Barkasse 'Elbkind' wird von Kapitän Jens Hansen gefahren.", HAFEN, True),
    w.faith("de-t42-018", "para.combine", "Wann sind die Schlossführungen und wie lange dauern sie?", "Die 40-minütigen Führungen starten zu jeder vollen Stunde zwischen 10 und 16 Uhr.", SCHLOSS, True),
    w.faith("de-t42-019", "para.part", "Kann man den Turm besichtigen?", "Der Turm wird bis Mai renoviert und ist nicht Teil der Führung.", SCHLOSS, True),
    w.faith("de-t42-020", "wrap.opener", "Was kosten die Karten im Planetarium?", "Gerne! Karten kosten 10 Euro, ermäßigt 7 Euro.", PLANETARIUM, True),
    w.faith("de-t42-021", "para.relative", "Wann läuft 'Sternbilder live'?", "'Sternbilder live' ist die Show, die freitags um 20 Uhr gezeigt wird.", PLANETARIUM, True),
    w.faith("de-t42-022", "fmt.unit", "Wie groß ist das Objektiv des Refraktors?", "Das Objektiv des Refraktors hat einen Durchmesser von 300 mm.", STERNWARTE, True),
    w.faith("de-t42-023", "fmt.currency", "Was kostet der Eintritt in den Wildpark?", "Erwachsene zahlen neun Euro, Kinder von 3 bis 15 Jahren sechs Euro.", WILDPARK, True),
    w.faith("de-t42-024", "para.passive", "Wer leitet die Greifvogelschau?", "Die Greifvogelschau wird von der Falknerin Julia Stein geleitet.", WILDPARK_TEAM, True),
    w.faith("de-t42-025", "value.time", "Wann hat die UB in der vorlesungsfreien Zeit offen?", "In der vorlesungsfreien Zeit ist die UB montags bis freitags von 9 bis 24 Uhr geöffnet.", UB, False),
    w.faith("de-t42-026", "role.swap", "Wie viele Medien dürfen Studierende ausleihen?", "Studierende dürfen 50 Medien gleichzeitig ausleihen.", UB, False),
    w.faith("de-t42-027", "direction", "Wie lange kann ich einen Gruppenraum reservieren?", "Gruppenarbeitsräume müssen für mindestens vier Stunden am Tag reserviert werden.", UB, False),
    w.faith("de-t42-028", "role.swap", "Wer bearbeitet die Vorbestellungen?", "Vorbestellungen bearbeitet Peter Lindner, den Bus fährt Monika Graf.", BUECHERBUS, False),
    w.faith("de-t42-029", "value.except", "Wann hält der Bus in Grafing?", "Der Bücherbus hält dienstags und donnerstags von 9:30 bis 11:30 Uhr in Grafing.", BUECHERBUS, False),
    w.faith("de-t42-030", "value.number", "Wie viele Medien sind im Bus?", "An Bord des Bücherbusses sind rund 450 Medien.", BUECHERBUS, False),
    w.faith("de-t42-031", "value.currency", "Was kostet der normale Eintritt in die Kunsthalle?", "Der reguläre Eintritt kostet 8 Euro.", KUNSTHALLE, False),
    w.faith("de-t42-032", "negation", "Darf ich in der Ausstellung 'Nordlicht' fotografieren?", "Ja, in der Sonderausstellung 'Nordlicht' darf fotografiert werden.", KUNSTHALLE, False),
    w.faith("de-t42-033", "antonym", "Sind die Öffnungszeiten donnerstags anders?", "Ja, donnerstags schließt die Kunsthalle früher als sonst.", KUNSTHALLE, False),
    w.faith("de-t42-034", "value.date", "Wann wurde die Kunsthalle gegründet?", "Die Kunsthalle wurde 1902 vom Bremer Kunstverein gegründet.", KUNSTHALLE_GESCHICHTE, False),
    w.faith("de-t42-035", "role.swap", "Wer leitet die Kunsthalle seit 2018?", "Markus Engel leitet das Haus seit 2018, Dr. Friederike Sander ist seine Stellvertreterin.", KUNSTHALLE_GESCHICHTE, False),
    w.faith("de-t42-036", "added.fact", "Was schenkte Heinrich Vollmers der Kunsthalle?", "1902 schenkte er der Kunsthalle 80 Gemälde, darunter mehrere Werke von Paula Modersohn-Becker.", KUNSTHALLE_GESCHICHTE, False),
    w.faith("de-t42-037", "added.entity", "Wo startet die Hafenrundfahrt?", "Die große Hafenrundfahrt und die Elbphilharmonie-Tour starten an den Landungsbrücken, Brücke 3.", HAFEN, False),
    w.faith("de-t42-038", "quantifier", "Was sieht man bei der Schlossführung?", "Bei der Führung sind sämtliche Räume des Schlosses zu sehen, auch der Rittersaal.", SCHLOSS, False),
    w.faith("de-t42-039", "modality", "Darf ich meinen Rucksack mitnehmen?", "Rucksäcke sollten möglichst an der Garderobe abgegeben werden, das ist aber keine Pflicht.", SCHLOSS, False),
    w.faith("de-t42-040", "value.except", "Wann läuft 'Reise zum Mars'?", "Die Show 'Reise zum Mars' läuft nur am Wochenende um 15 Uhr.", PLANETARIUM, False),
    w.faith("de-t42-041", "added.fact", "Darf man die Tiere füttern?", "Ja, aber nur mit dem Futter aus den Automaten, das einen Euro pro Tüte kostet.", WILDPARK, False),
    w.faith("de-t42-042", "value.date", "Wann wurde die Falkenberg-Sternwarte gebaut?", "Die Falkenberg-Sternwarte wurde 1958 gebaut.", STERNWARTE, False),
    w.faith("de-t42-043", "value.time", "Wann ist die Greifvogelschau?", "Die Greifvogelschau findet von März bis Oktober täglich außer montags um 15 Uhr statt.", WILDPARK, False),
    w.faith("de-t42-044", "value.date", "Seit wann gibt es Wölfe im Wildpark?", "Das Wolfsrudel lebt schon seit der Eröffnung 1968 im Park.", WILDPARK_TEAM, False),
]

CORRECTNESS = [
    w.correct("de-t42-045", "correct.wordy", "Wie viele Wölfe leben im Wildpark Schwarzachtal?", "Das Wolfsrudel im Wildpark Schwarzachtal besteht derzeit aus sieben Tieren.", "Sieben.", True),
    w.correct("de-t42-046", "correct.short", "Wer betreut die Technik der Falkenberg-Sternwarte?", "Sandra Pohl.", "Die Technik betreut die Ingenieurin Sandra Pohl.", True),
    w.correct("de-t42-047", "correct.format", "Wie lange dauert eine Vorstellung im Planetarium am Killesberg?", "Fünfzig Minuten.", "50 Minuten", True),
    w.correct("de-t42-048", "correct.format", "Was kostet die Hafenrundfahrt für Kinder?", "Zwölf Euro.", "12 €", True),
    w.correct("de-t42-049", "wrong.value", "Wie lange dauert eine Führung durch Schloss Hohenstein?", "Etwa 90 Minuten.", "40 Minuten", False),
    w.correct("de-t42-050", "wrong.role", "Wer betreut das Wolfsgehege?", "Falknerin Julia Stein.", "Revierförster Klaus Bauer", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
