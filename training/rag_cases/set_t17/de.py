"""German cases of set t17: a children's hospital play programme, a scuba diving centre,
a sewing café, a trade fair, a senior citizens' centre and a funicular railway."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

PLAY_ROOM = (
    "Das Spielzimmer der Kinderklinik St. Marien auf Station 2 ist montags bis samstags von 8:30 bis 16:30 Uhr geöffnet. "
    "Geleitet wird es von der Erzieherin Jana Köhler, die von zwei Ehrenamtlichen unterstützt wird. "
    "Kinder mit ansteckenden Infektionen dürfen nicht hinein; ihnen wird stattdessen eine Spielkiste ans Bett gebracht. "
    "Eltern dürfen ihre Kinder begleiten, Geschwister unter sechs Jahren haben jedoch keinen Zutritt."
)
CLOWNS = (
    "Jeden Dienstagvormittag besuchen die Klinikclowns Fritzi und Knopf die Kinderchirurgie. "
    "Ein Besuch dauert 90 Minuten und wird vom Förderverein Regenbogen e. V. bezahlt, der dafür in diesem Jahr 9.500 Euro bereitgestellt hat. "
    "Vorher spricht Stationsleiterin Sabine Vogt mit den Clowns ab, welche Kinder besucht werden können. "
    "Kinder, die lieber ihre Ruhe haben möchten, werden nicht besucht."
)
DIVE_COURSE = (
    "Die Tauchschule Seeblick am Walchensee bietet den Grundkurs an zwei Wochenenden an, jeweils samstags und sonntags. "
    "Der Kurs kostet 390 Euro inklusive Leihausrüstung und vier Freiwassertauchgängen; das Lehrbuch kostet 25 Euro extra. "
    "Teilnehmende müssen mindestens 14 Jahre alt sein und vor dem ersten Tauchgang ein ärztliches Attest vorlegen. "
    "Den Unterricht gibt Tauchlehrer Markus Brandt, Tauchlehrerassistentin Nina Petersen begleitet die Gruppe unter Wasser."
)
DIVE_RULES = (
    "Ohne Advanced-Brevet darf niemand tiefer als 20 Meter tauchen. "
    "Jeder Tauchgang ist spätestens 45 Minuten nach dem Auftauchen an der Basis ins Logbuch einzutragen. "
    "Leihflaschen müssen bis 17:30 Uhr zurückgegeben werden. "
    "Nachttauchgänge finden nur donnerstags statt."
)
SEWING_CAFE = (
    "Das Nähcafé „Stichfest“ in der Lindenstraße hat mittwochs bis sonntags von 11 bis 19 Uhr geöffnet. "
    "Ein Platz an der Nähmaschine kostet 5 Euro pro Stunde, ein Heißgetränk ist inklusive. "
    "Inhaberin Claudia Wendt bietet jeden zweiten Samstag im Monat einen Anfängerkurs an, an dem höchstens sieben Personen teilnehmen können. "
    "Stoffe bringen die Gäste selbst mit, Garn und Nadeln stellt das Café kostenlos zur Verfügung."
)
REPAIR_DAY = (
    "Beim Reparaturtreff am ersten Montag im Monat flicken Ehrenamtliche von 17 bis 20 Uhr kostenlos Kleidung. "
    "Pro Person werden höchstens zwei Teile angenommen. "
    "Knöpfe und Säume werden sofort erledigt, Lederwaren werden nicht repariert. "
    "Koordinator Jonas Albrecht bittet darum, die Kleidung vorher zu waschen."
)
FAIR = (
    "Die Fachmesse „LogiTec“ findet vom 3. bis 5. März 2026 in Halle 7 der Messe Leipzig statt. "
    "Erwartet werden rund 450 Aussteller aus 22 Ländern, etwa ein Drittel davon aus dem Ausland. "
    "Eine Tageskarte kostet 45 Euro, eine Dauerkarte 90 Euro; Auszubildende haben mit Nachweis freien Eintritt. "
    "Veranstalter ist die Leipziger Messe GmbH im Auftrag des Bundesverbands Logistik."
)
FAIR_LOGISTICS = (
    "Aussteller können ihre Stände am 1. und 2. März jeweils von 6 bis 22 Uhr aufbauen. "
    "Mit dem Abbau darf am letzten Messetag nicht vor 17 Uhr begonnen werden. "
    "Gabelstapler müssen mindestens zehn Werktage vorher über den Logistikpartner Fracht24 bestellt werden."
)
SENIOR_CENTRE = (
    "Im Seniorentreff Sonnenhof gibt es werktags um 12 Uhr ein warmes Mittagessen für 5,20 Euro. "
    "Mitglieder über 85 essen dienstags kostenlos. "
    "Die Sitzgymnastik mit Übungsleiterin Renate Hoffmann findet montags und donnerstags um 9:30 Uhr statt und dauert 45 Minuten. "
    "Wer nicht mehr gut zu Fuß ist, wird vom ehrenamtlichen Fahrer Klaus Berger abgeholt; die Fahrt muss bis 14 Uhr am Vortag angemeldet werden."
)
FUNICULAR = (
    "Die Standseilbahn zum Burgberg überwindet auf einer Strecke von 410 Metern einen Höhenunterschied von 130 Metern; die Fahrt dauert drei Minuten. "
    "Im Sommer fahren die Wagen von 8 bis 22 Uhr alle 15 Minuten, im Winter endet der Betrieb um 18 Uhr. "
    "Die einfache Fahrt kostet 3,50 Euro, Hin- und Rückfahrt 6 Euro; Kinder unter 6 Jahren fahren gratis. "
    "Jedes Jahr ruht der Betrieb im April drei Wochen lang wegen Revision."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful
    w.faith("de-t17-001", "para.synonym", "Wer leitet das Spielzimmer?", "Verantwortlich für das Spielzimmer ist Erzieherin Jana Köhler; zwei Ehrenamtliche helfen ihr dabei.", PLAY_ROOM, True),
    w.faith("de-t17-002", "para.except", "Hat das Spielzimmer auch sonntags offen?", "Nein, sonntags bleibt das Spielzimmer geschlossen.", PLAY_ROOM, True),
    w.faith("de-t17-003", "fmt.time", "Wann ist das Spielzimmer geöffnet?", "Montags bis samstags ist von halb neun bis halb fünf nachmittags geöffnet.", PLAY_ROOM, True),
    w.faith("de-t17-004", "para.relative", "Wer bezahlt die Clowns?", "Die Besuche finanziert der Förderverein Regenbogen e. V., der in diesem Jahr 9.500 Euro dafür zur Verfügung gestellt hat.", CLOWNS, True),
    w.faith("de-t17-005", "fmt.period", "Wie lange bleiben die Clowns?", "Ein Clownsbesuch dauert anderthalb Stunden.", CLOWNS, True),
    w.faith("de-t17-006", "wrap.hedge", "Wann kommen Fritzi und Knopf?", "Soweit ich weiß, kommen Fritzi und Knopf immer dienstagvormittags in die Kinderchirurgie.", CLOWNS, True),
    w.faith("de-t17-007", "fmt.currency", "Was kostet der Grundkurs?", "Der Grundkurs kostet 390 €, Leihausrüstung und vier Freiwassertauchgänge sind schon drin.", DIVE_COURSE, True),
    w.faith("de-t17-008", "para.combine", "Wer unterrichtet, und wann findet der Kurs statt?", "Markus Brandt unterrichtet den Grundkurs, der an zwei Wochenenden jeweils samstags und sonntags stattfindet.", DIVE_COURSE, True),
    w.faith("de-t17-009", "para.nominal", "Was brauche ich vor dem ersten Tauchgang?", "Vor dem ersten Tauchgang ist die Vorlage eines ärztlichen Attests Pflicht.", DIVE_COURSE, True),
    w.faith("de-t17-010", "para.passive", "Wer ist unter Wasser dabei?", "Unter Wasser wird die Gruppe von Tauchlehrerassistentin Nina Petersen begleitet.", DIVE_COURSE, True),
    w.faith("de-t17-011", "para.except", "Kann ich am Samstag einen Nachttauchgang machen?", "Nein, Nachttauchgänge gibt es an keinem anderen Tag als am Donnerstag.", DIVE_RULES, True),
    w.faith("de-t17-012", "wrap.attribution", "Bis wann muss ich meinen Tauchgang eintragen?", "Laut den Regeln der Basis muss jeder Tauchgang innerhalb einer Dreiviertelstunde nach dem Auftauchen im Logbuch stehen.", DIVE_RULES, True),
    w.faith("de-t17-013", "wrap.opener", "Was kostet ein Nähplatz?", "Gern! Ein Platz an der Nähmaschine kostet 5 Euro die Stunde, und ein Heißgetränk gibt's dazu.", SEWING_CAFE, True),
    w.faith("de-t17-014", "para.synonym", "Muss ich etwas mitbringen?", "Den Stoff müssen Sie selbst mitbringen, Garn und Nadeln bekommen Sie gratis.", SEWING_CAFE, True),
    w.faith("de-t17-015", "para.reorder", "Wann hat das Nähcafé offen?", "Mittwochs bis sonntags, jeweils von 11 bis 19 Uhr, ist das „Stichfest“ geöffnet.", SEWING_CAFE, True),
    w.faith("de-t17-016", "para.part", "Nähen die mir einen Knopf an?", "Ja, um Knöpfe kümmern sich die Ehrenamtlichen sofort.", REPAIR_DAY, True),
    w.faith("de-t17-017", "wrap.closer", "Wie viele Sachen darf ich mitbringen?", "Pro Person werden maximal zwei Kleidungsstücke angenommen. Viel Spaß beim Reparaturtreff!", REPAIR_DAY, True),
    w.faith("de-t17-018", "fmt.date", "Wann ist die LogiTec?", "Die LogiTec läuft vom 03.03. bis 05.03.2026.", FAIR, True),
    w.faith("de-t17-019", "fmt.share", "Wie viele Aussteller kommen aus dem Ausland?", "Etwa 33 Prozent der Aussteller reisen aus dem Ausland an.", FAIR, True),
    w.faith("de-t17-020", "fmt.number", "Wie früh müssen wir einen Stapler bestellen?", "Gabelstapler sind mindestens 10 Werktage im Voraus bei Fracht24 zu bestellen.", FAIR_LOGISTICS, True),
    w.faith("de-t17-021", "para.combine", "Was kostet das Mittagessen?", "Das Mittagessen kostet werktags 5,20 Euro, wobei Mitglieder über 85 dienstags nichts bezahlen.", SENIOR_CENTRE, True),
    w.faith("de-t17-022", "wrap.question", "Wann ist Sitzgymnastik?", "Die Sitzgymnastik mit Renate Hoffmann ist montags und donnerstags um halb zehn und dauert eine Dreiviertelstunde. Soll ich Ihnen auch etwas zum Fahrdienst sagen?", SENIOR_CENTRE, True),
    w.faith("de-t17-023", "fmt.unit", "Wie lang ist die Strecke der Standseilbahn?", "Die Strecke der Burgberg-Bahn ist 0,41 km lang.", FUNICULAR, True),
    w.faith("de-t17-024", "para.except", "Müssen Kinder zahlen?", "Zahlen müssen Kinder erst ab sechs Jahren.", FUNICULAR, True),
    # unfaithful
    w.faith("de-t17-025", "role.swap", "Wer gibt den Unterricht im Grundkurs?", "Nina Petersen gibt den Unterricht, und Markus Brandt begleitet die Gruppe unter Wasser.", DIVE_COURSE, False),
    w.faith("de-t17-026", "role.swap", "Wer veranstaltet die LogiTec?", "Der Bundesverband Logistik veranstaltet die Messe im Auftrag der Leipziger Messe GmbH.", FAIR, False),
    w.faith("de-t17-027", "role.swap", "Wer macht was im Sonnenhof?", "Klaus Berger leitet die Sitzgymnastik, und Renate Hoffmann holt Mitglieder mit dem Auto ab.", SENIOR_CENTRE, False),
    w.faith("de-t17-028", "antonym", "Gibt es Garn vor Ort?", "Garn und Nadeln gibt es im Café, allerdings sind sie kostenpflichtig.", SEWING_CAFE, False),
    w.faith("de-t17-029", "antonym", "Wie fährt die Bahn im Winter?", "Im Winter beginnt der Betrieb um 18 Uhr.", FUNICULAR, False),
    w.faith("de-t17-030", "negation", "Darf ich mit ins Spielzimmer?", "Nein, Eltern dürfen ihre Kinder nicht ins Spielzimmer begleiten.", PLAY_ROOM, False),
    w.faith("de-t17-031", "negation", "Kommen Azubis umsonst rein?", "Nein, Auszubildende müssen auch mit Nachweis Eintritt zahlen.", FAIR, False),
    w.faith("de-t17-032", "modality", "Brauche ich ein Attest?", "Ein ärztliches Attest wird empfohlen, ist aber keine Pflicht.", DIVE_COURSE, False),
    w.faith("de-t17-033", "modality", "Muss ich den Fahrdienst vorher anmelden?", "Die Fahrt sollte möglichst bis 14 Uhr am Vortag angemeldet werden, man kann aber auch spontan anrufen.", SENIOR_CENTRE, False),
    w.faith("de-t17-034", "quantifier", "Muss jeder Tauchgang eingetragen werden?", "Nein, nur manche Tauchgänge müssen ins Logbuch eingetragen werden.", DIVE_RULES, False),
    w.faith("de-t17-035", "quantifier", "Woher kommen die Aussteller?", "Sämtliche Aussteller der LogiTec kommen aus dem Ausland.", FAIR, False),
    w.faith("de-t17-036", "direction", "Ab wann dürfen wir abbauen?", "Am letzten Messetag darf mit dem Abbau nicht nach 17 Uhr begonnen werden.", FAIR_LOGISTICS, False),
    w.faith("de-t17-037", "direction", "Darf der große Bruder mit ins Spielzimmer?", "Geschwister über sechs Jahren haben keinen Zutritt zum Spielzimmer.", PLAY_ROOM, False),
    w.faith("de-t17-038", "value.number", "Wer isst kostenlos?", "Mitglieder über 75 essen dienstags umsonst.", SENIOR_CENTRE, False),
    w.faith("de-t17-039", "value.date", "Wann ist die Bahn außer Betrieb?", "Wegen Revision steht die Bahn jedes Jahr im Mai drei Wochen still.", FUNICULAR, False),
    w.faith("de-t17-040", "value.time", "Wann ist der Reparaturtreff?", "Der Reparaturtreff läuft am ersten Montag im Monat von 17 bis 21 Uhr.", REPAIR_DAY, False),
    w.faith("de-t17-041", "value.currency", "Was kostet Hin- und Rückfahrt?", "Für Hin- und Rückfahrt zahlt man 7 Euro.", FUNICULAR, False),
    w.faith("de-t17-042", "value.except", "An welchen Tagen ist das Spielzimmer offen?", "Das Spielzimmer ist täglich außer samstags geöffnet.", PLAY_ROOM, False),
    w.faith("de-t17-043", "added.fact", "Was ist im Preis für den Nähplatz drin?", "Ein Platz kostet 5 Euro pro Stunde, ein Heißgetränk und ein Stück Kuchen sind inklusive.", SEWING_CAFE, False),
    w.faith("de-t17-044", "added.entity", "Wer bezahlt die Klinikclowns?", "Die Besuche bezahlen der Förderverein Regenbogen e. V. und die Stadtwerke gemeinsam.", CLOWNS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-t17-045", "correct.wordy", "Wie lange dauert die Fahrt mit der Standseilbahn?", "Von der Tal- bis zur Bergstation ist man mit der Standseilbahn zum Burgberg drei Minuten unterwegs.", "Drei Minuten.", True),
    w.correct("de-t17-046", "correct.format", "Was kostet eine Tageskarte für die LogiTec?", "45 €.", "45 Euro", True),
    w.correct("de-t17-047", "correct.wordy", "Wer leitet die Sitzgymnastik?", "Die Sitzgymnastik im Seniorentreff wird von der Übungsleiterin Renate Hoffmann geleitet.", "Renate Hoffmann", True),
    w.correct("de-t17-048", "correct.format", "Um wie viel Uhr gibt es Mittagessen?", "Mittags um zwölf.", "Um 12 Uhr.", True),
    w.correct("de-t17-049", "wrong.value", "Wie tief darf man ohne Advanced-Brevet tauchen?", "Ohne Advanced-Brevet darf man bis 30 Meter tief tauchen.", "Bis 20 Meter.", False),
    w.correct("de-t17-050", "wrong.role", "Wer bietet den Anfängerkurs an?", "Den Anfängerkurs bietet Koordinator Jonas Albrecht an.", "Die Inhaberin Claudia Wendt.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
