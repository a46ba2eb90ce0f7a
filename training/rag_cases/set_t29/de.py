"""German cases of set t29: a coffee roastery, a veterinary emergency service, a toy
library (Ludothek), a bike-sharing scheme, a hot-air balloon company and a crematorium's visiting rules."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

ROAST_ORIGIN = (
    "Das Röstwerk Hafenkante wurde 2010 von Katrin Albers in einer ehemaligen Zollhalle am Bremer Europahafen gegründet. "
    "2017 übernahm die Nordkaffee GmbH die Rösterei; Albers blieb noch bis 2021 Röstmeisterin. "
    "Heute werden dort jährlich rund 60 Tonnen Kaffee geröstet."
)
ROAST_SHOP = (
    "Der Laden des Röstwerks ist täglich außer sonntags von 7:30 bis 18:00 Uhr geöffnet. "
    "Geröstet wird dienstags und freitags; Bohnen werden höchstens 28 Tage nach der Röstung verkauft. "
    "Abonnenten erhalten auf jede Bestellung 20 % Rabatt, ab einem Bestellwert von 40 € ist der Versand kostenlos."
)
VET_HOURS = (
    "Der Tierärztliche Notdienst Elbtal ist werktags von 19 bis 7 Uhr und am Wochenende rund um die Uhr besetzt. "
    "Jedes Tier wird bei der Ankunft von einer Tiermedizinischen Fachangestellten eingeschätzt; die dringendsten Fälle werden zuerst behandelt, unabhängig von der Reihenfolge der Ankunft. "
    "Die Notfallpauschale beträgt 95 € und ist vor der Entlassung des Tieres zu bezahlen."
)
VET_STAFF = (
    "Dr. Sabine Roth, die den Notdienst 2012 gründete, bildete Dr. Felix Hartmann aus, als er 2016 als Berufsanfänger dazukam. "
    "Hartmann ist seit 2022 ärztlicher Leiter. "
    "Der Notdienst verfügt über zwei OP-Säle und eine Isolierstation mit vier Boxen."
)
TOY_RULES = (
    "Die Ludothek Kunterbunt verleiht Spielzeug an Familien mit Kindern unter zehn Jahren. "
    "Mitglieder dürfen bis zu fünf Spiele gleichzeitig für vier Wochen ausleihen. "
    "Der Jahresbeitrag beträgt 15 €; Inhaber des Familienpasses zahlen nichts. "
    "Fehlende Puzzleteile werden nicht berechnet, müssen aber bei der Rückgabe gemeldet werden."
)
TOY_HISTORY = (
    "Die Ludothek wurde 1992 von einer Elterninitiative um Gisela Brenner gegründet. "
    "2009 zog sie in die ehemalige Dorfschule, die ihr die Gemeinde mietfrei überlässt. "
    "Die Ludothek wird ehrenamtlich betrieben; einzige bezahlte Kraft ist die Koordinatorin Jana Wolf mit zwölf Wochenstunden."
)
BIKE_RULES = (
    "RadRing betreibt 900 Räder an 60 Stationen im Stadtgebiet. "
    "Eine Fahrt kostet für die ersten 30 Minuten 1 €, danach 50 Cent für jede weitere Viertelstunde. "
    "Nutzer müssen mindestens 14 Jahre alt sein. "
    "Räder, die nicht innerhalb von 48 Stunden zurückgegeben werden, werden als gestohlen gemeldet."
)
BIKE_EBIKES = (
    "Pedelecs gehören seit Mai 2020 zur RadRing-Flotte, nachdem die Stadtwerke gemeinsam mit der Hochschule ein Pilotprojekt durchgeführt hatten. "
    "Eine Pedelec-Fahrt kostet doppelt so viel wie eine Fahrt mit dem normalen Rad. "
    "An den drei Stationen in der Altstadt, die keine Ladesäulen haben, können Pedelecs nicht abgestellt werden."
)
BALLOON = (
    "Ballonfahrten Himmelblau startet von Mai bis September am Sportplatz Oberwiesen, morgens bei Sonnenaufgang und abends etwa zwei Stunden vor Sonnenuntergang. "
    "Die Fahrt selbst dauert etwa 90 Minuten, das gesamte Erlebnis mit Auf- und Abbau rund vier Stunden. "
    "Fahrgäste müssen mindestens 1,30 m groß sein; Kinder unter zwölf Jahren fahren nur in Begleitung eines Erwachsenen mit. "
    "Sagt der Pilot wegen des Wetters ab, wird kostenlos umgebucht."
)
CREM_VISITS = (
    "Der Garten des Krematoriums Am Lindenhain ist montags bis samstags von 8 bis 17 Uhr und sonntags von 10 bis 17 Uhr für Besucher geöffnet. "
    "Hunde sind im Garten an der Leine erlaubt, in der Feierhalle jedoch nicht. "
    "An der Gedenkwand dürfen Blumen abgelegt werden; Kunstblumen und Dekoration werden nach drei Wochen entfernt. "
    "Die Feierhalle ist Trauerfeiern vorbehalten und darf nur in Begleitung eines Mitarbeiters betreten werden."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: combining, relative clauses, pronouns and other rewordings
    w.faith("de-t29-001", "para.combine", "Wer hat das Röstwerk gegründet, und wer hat es übernommen?", "Katrin Albers hat das Röstwerk Hafenkante 2010 gegründet, und 2017 hat die Nordkaffee GmbH es übernommen.", ROAST_ORIGIN, True),
    w.faith("de-t29-002", "para.relative", "Was geschah 2017 mit der Rösterei?", "Die Rösterei, die Katrin Albers 2010 in einer alten Zollhalle gegründet hatte, ging 2017 an die Nordkaffee GmbH.", ROAST_ORIGIN, True),
    w.faith("de-t29-003", "para.pronoun", "Ist die Gründerin nach der Übernahme geblieben?", "Ja, Katrin Albers ist nach der Übernahme geblieben. Sie war noch bis 2021 als Röstmeisterin tätig.", ROAST_ORIGIN, True),
    w.faith("de-t29-004", "para.except", "Wann hat der Laden geschlossen?", "Sonntags bleibt der Laden zu; an allen anderen Tagen können Sie von halb acht bis 18 Uhr vorbeikommen.", ROAST_SHOP, True),
    w.faith("de-t29-005", "fmt.period", "Wie frisch sind die Bohnen im Laden?", "Bohnen, deren Röstung länger als vier Wochen zurückliegt, werden nicht mehr verkauft.", ROAST_SHOP, True),
    w.faith("de-t29-006", "para.combine", "Wann wird geröstet, und lohnt sich ein Abo?", "Geröstet wird dienstags und freitags, und wer ein Abo hat, spart bei jeder Bestellung 20 Prozent.", ROAST_SHOP, True),
    w.faith("de-t29-007", "para.relative", "Wann muss ich zahlen?", "Die Notfallpauschale, die 95 € beträgt, muss beglichen werden, bevor Ihr Tier nach Hause darf.", VET_HOURS, True),
    w.faith("de-t29-008", "fmt.time", "Wann ist der Notdienst unter der Woche erreichbar?", "Unter der Woche ist der Notdienst von sieben Uhr abends bis sieben Uhr morgens besetzt, am Wochenende durchgehend.", VET_HOURS, True),
    w.faith("de-t29-009", "para.relative", "Wer ist ärztlicher Leiter?", "Dr. Felix Hartmann, der 2016 als Berufsanfänger kam und von Dr. Sabine Roth ausgebildet wurde, ist seit 2022 ärztlicher Leiter.", VET_STAFF, True),
    w.faith("de-t29-010", "para.pronoun", "Wer hat den Notdienst gegründet?", "Gegründet hat ihn Dr. Sabine Roth im Jahr 2012. Sie hat auch Dr. Felix Hartmann ausgebildet, der 2016 als Berufsanfänger dazukam.", VET_STAFF, True),
    w.faith("de-t29-011", "para.relative", "Darf ich allein in die Feierhalle?", "Nein. Die Feierhalle, die Trauerfeiern vorbehalten ist, darf man nur zusammen mit einem Mitarbeiter betreten.", CREM_VISITS, True),
    w.faith("de-t29-012", "para.combine", "Wer kann ausleihen, und wie viel?", "Die Ludothek verleiht an Familien mit Kindern unter zehn, und Mitglieder können bis zu fünf Spiele auf einmal für vier Wochen mitnehmen.", TOY_RULES, True),
    w.faith("de-t29-013", "fmt.currency", "Was kostet die Mitgliedschaft?", "Die Mitgliedschaft kostet fünfzehn Euro im Jahr; wer den Familienpass hat, zahlt gar nichts.", TOY_RULES, True),
    w.faith("de-t29-014", "para.pronoun", "Was passiert, wenn ein Puzzleteil fehlt?", "Ein fehlendes Puzzleteil kostet Sie nichts. Sie müssen es aber melden, wenn Sie das Puzzle zurückbringen.", TOY_RULES, True),
    w.faith("de-t29-015", "para.relative", "Wo ist die Ludothek untergebracht?", "Die Ludothek, die eine Elterninitiative um Gisela Brenner 1992 ins Leben rief, ist 2009 in die ehemalige Dorfschule gezogen.", TOY_HISTORY, True),
    w.faith("de-t29-016", "para.combine", "Wer arbeitet in der Ludothek?", "Die Ludothek läuft ehrenamtlich, und die einzige bezahlte Mitarbeiterin, Koordinatorin Jana Wolf, arbeitet zwölf Stunden pro Woche.", TOY_HISTORY, True),
    w.faith("de-t29-017", "fmt.number", "Wie groß ist RadRing?", "RadRing hat neunhundert Räder, verteilt auf 60 Stationen in der Stadt.", BIKE_RULES, True),
    w.faith("de-t29-018", "fmt.period", "Was kostet eine Fahrt?", "Die erste halbe Stunde kostet einen Euro. Danach kosten je weitere 15 Minuten 50 Cent.", BIKE_RULES, True),
    w.faith("de-t29-019", "para.relative", "Seit wann gibt es Pedelecs?", "Seit Mai 2020 gibt es bei RadRing Pedelecs, eingeführt nach einem Pilotprojekt, das die Stadtwerke zusammen mit der Hochschule durchgeführt hatten.", BIKE_EBIKES, True),
    w.faith("de-t29-020", "para.synonym", "Kann ich ein Pedelec in der Altstadt abgeben?", "Nein, an den drei Altstadt-Stationen kann man Pedelecs nicht zurückgeben, weil dort keine Ladesäulen stehen.", BIKE_EBIKES, True),
    w.faith("de-t29-021", "wrap.attribution", "Darf mein Hund mit?", "Laut der Besucherordnung des Krematoriums dürfen angeleinte Hunde in den Garten, aber nicht in die Feierhalle.", CREM_VISITS, True),
    w.faith("de-t29-022", "para.combine", "Wann und wo starten die Ballone?", "Himmelblau startet zwischen Mai und September am Sportplatz Oberwiesen, und zwar bei Sonnenaufgang sowie ungefähr zwei Stunden vor Sonnenuntergang.", BALLOON, True),
    w.faith("de-t29-023", "para.pronoun", "Was ist, wenn das Wetter nicht mitspielt?", "Sagt der Pilot wegen des Wetters ab, müssen Sie sich keine Sorgen machen. Ihr Ticket wird in diesem Fall kostenlos umgebucht.", BALLOON, True),
    w.faith("de-t29-024", "fmt.unit", "Gibt es eine Mindestgröße?", "Ja, man muss mindestens 130 Zentimeter groß sein.", BALLOON, True),
    # unfaithful: one clear error each, mostly an extra detail the context does not give
    w.faith("de-t29-025", "added.fact", "Wo hat das Röstwerk angefangen?", "Katrin Albers gründete das Röstwerk 2010 in einer ehemaligen Zollhalle, die sie zuvor von der Stadt gekauft hatte.", ROAST_ORIGIN, False),
    w.faith("de-t29-026", "role.swap", "Wer hat die Rösterei gegründet?", "Die Nordkaffee GmbH gründete das Röstwerk 2010, und 2017 übernahm Katrin Albers die Rösterei.", ROAST_ORIGIN, False),
    w.faith("de-t29-027", "added.fact", "Was bekommen Abonnenten?", "Abonnenten bekommen 20 % auf jede Bestellung und jeden Monat zusätzlich eine Probierpackung gratis.", ROAST_SHOP, False),
    w.faith("de-t29-028", "value.except", "Wann ist der Laden geöffnet?", "Der Laden hat täglich außer montags von 7:30 bis 18 Uhr geöffnet.", ROAST_SHOP, False),
    w.faith("de-t29-029", "added.fact", "Was deckt die Notfallpauschale ab?", "Die Notfallpauschale von 95 € deckt auch eventuell nötige Röntgenaufnahmen ab.", VET_HOURS, False),
    w.faith("de-t29-030", "direction", "Wann wird die Pauschale fällig?", "Die Pauschale zahlen Sie, nachdem Ihr Tier entlassen worden ist.", VET_HOURS, False),
    w.faith("de-t29-031", "value.time", "Ab wann ist werktags geöffnet?", "Werktags öffnet der Notdienst um 20 Uhr und bleibt bis 7 Uhr morgens besetzt.", VET_HOURS, False),
    w.faith("de-t29-032", "role.swap", "Wer hat wen ausgebildet?", "Dr. Felix Hartmann, der den Notdienst 2012 gründete, bildete Dr. Sabine Roth aus, als sie 2016 als Berufsanfängerin dazukam.", VET_STAFF, False),
    w.faith("de-t29-033", "added.fact", "Seit wann leitet Hartmann den Notdienst ärztlich?", "Hartmann wurde 2022 ärztlicher Leiter, als Dr. Roth in den Ruhestand ging.", VET_STAFF, False),
    w.faith("de-t29-034", "quantifier", "Kostet die Mitgliedschaft etwas?", "Nein, alle Familien werden kostenlos Mitglied; einen Jahresbeitrag zahlt niemand.", TOY_RULES, False),
    w.faith("de-t29-035", "added.fact", "Wie lange darf man ausleihen?", "Mitglieder leihen bis zu fünf Spiele für vier Wochen aus und können die Leihfrist telefonisch einmal verlängern.", TOY_RULES, False),
    w.faith("de-t29-036", "added.fact", "Warum ist die Ludothek in die Dorfschule gezogen?", "2009 zog die Ludothek in die alte Dorfschule, weil ihr bisheriger Raum zu klein geworden war.", TOY_HISTORY, False),
    w.faith("de-t29-037", "value.number", "Wie viele Stunden arbeitet die Koordinatorin?", "Koordinatorin Jana Wolf, die einzige bezahlte Kraft, arbeitet 20 Stunden pro Woche.", TOY_HISTORY, False),
    w.faith("de-t29-038", "modality", "Wie alt muss man sein?", "Empfohlen wird ein Mindestalter von 14 Jahren, jüngere Kinder dürfen aber ebenfalls fahren.", BIKE_RULES, False),
    w.faith("de-t29-039", "added.fact", "Gibt es Helme?", "Die ersten 30 Minuten kosten 1 €, und an jeder Station liegen kostenlose Helme bereit.", BIKE_RULES, False),
    w.faith("de-t29-040", "value.date", "Seit wann gibt es Pedelecs bei RadRing?", "Pedelecs gibt es bei RadRing seit Mai 2019, nach einem Pilotprojekt der Stadtwerke mit der Hochschule.", BIKE_EBIKES, False),
    w.faith("de-t29-041", "antonym", "Sind Pedelecs teurer?", "Nein, mit dem Pedelec ist eine Fahrt günstiger als mit dem normalen Rad.", BIKE_EBIKES, False),
    w.faith("de-t29-042", "added.fact", "Wie lange dauert das Ganze?", "Das ganze Erlebnis dauert rund vier Stunden und endet nach der Landung mit einer traditionellen Ballontaufe.", BALLOON, False),
    w.faith("de-t29-043", "negation", "Dürfen Kinder allein mitfahren?", "Ja, Kinder unter zwölf Jahren dürfen auch ohne Erwachsenen mitfahren.", BALLOON, False),
    w.faith("de-t29-044", "added.fact", "Was passiert mit Dekoration an der Gedenkwand?", "Kunstblumen und Dekoration an der Gedenkwand werden nach drei Wochen entfernt und den Angehörigen zugeschickt.", CREM_VISITS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-t29-045", "correct.wordy", "Wie lange darf man Spiele aus der Ludothek Kunterbunt behalten?", "Gute Frage! Ausgeliehene Spiele dürfen Sie vier Wochen lang behalten, danach müssen sie zurück.", "Vier Wochen.", True),
    w.correct("de-t29-046", "correct.format", "Wie hoch ist die Notfallpauschale beim Notdienst Elbtal?", "95 Euro.", "95 €", True),
    w.correct("de-t29-047", "correct.wordy", "Wer hat das Röstwerk Hafenkante gegründet?", "Gegründet wurde das Röstwerk Hafenkante von Katrin Albers.", "Katrin Albers", True),
    w.correct("de-t29-048", "correct.format", "Bis wann ist der Garten des Krematoriums geöffnet?", "Bis fünf Uhr nachmittags.", "Bis 17 Uhr.", True),
    w.correct("de-t29-049", "wrong.value", "Ab welchem Alter darf man RadRing nutzen?", "Ab 16 Jahren.", "Ab 14 Jahren.", False),
    w.correct("de-t29-050", "wrong.role", "Wer hat Dr. Felix Hartmann ausgebildet?", "Dr. Felix Hartmann hat Dr. Sabine Roth ausgebildet.", "Dr. Sabine Roth.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
