"""German cases of set t19: ein Wildpark, eine Bio-Genossenschaft, ein Notariat, ein
Skatepark, ein Figurentheater und eine Fähre zu einer Insel."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

PARK = "Der Wildpark Eichenhain ist von März bis Oktober täglich von 9 bis 18 Uhr geöffnet, von November bis Februar nur bis 16 Uhr. Erwachsene zahlen 12 Euro, Kinder von 4 bis 14 Jahren 7 Euro, jüngere Kinder haben freien Eintritt. Hunde sind an der kurzen Leine erlaubt, nur im Streichelgehege nicht. Die Greifvogelschau findet um 11 und um 15 Uhr statt."
PARK_STAFF = "Tierpflegerin Jana Behrens betreut die Wölfe, Tierpfleger Malte Krüger die Luchse. Die kommentierte Wolfsfütterung beginnt jeden Samstag um 14:30 Uhr und dauert etwa eine halbe Stunde. Im Streichelgehege dürfen Besucher die Tiere mit Futter aus den Automaten füttern, mitgebrachtes Futter ist verboten."
COOP = "Die Mitgliedschaft in der Bio-Genossenschaft Grüne Rübe kostet einmalig 100 Euro Genossenschaftsanteil und 8 Euro Monatsbeitrag. Mitglieder kaufen alle Waren zum Einkaufspreis plus 15 Prozent Aufschlag. Jedes Mitglied übernimmt pro Quartal eine dreistündige Ladenschicht. Bei einem Austritt wird der Anteil nach Ablauf des Geschäftsjahres zurückgezahlt."
BOX = "Die Gemüsekiste wird dienstags gepackt und mittwochs zwischen 15 und 19 Uhr im Laden ausgegeben. Die kleine Kiste kostet 14 Euro, die große 23 Euro. Änderungen müssen bis Sonntag um 18 Uhr per E-Mail eingehen. Nicht abgeholte Kisten gehen am Donnerstag an die Tafel."
NOTARY = "Das Notariat Dr. Hanna Vogt ist montags bis donnerstags von 8 bis 17 Uhr und freitags von 8 bis 13 Uhr geöffnet. Der Vertragsentwurf für einen Grundstückskauf wird den Beteiligten mindestens zwei Wochen vor dem Beurkundungstermin zugeschickt. Zum Termin ist ein gültiger Personalausweis oder Reisepass mitzubringen; ein Führerschein genügt nicht. Unterschriften werden auch ohne Termin beglaubigt."
NOTARY_STAFF = "Notarfachangestellte Sabine Roth bereitet die Entwürfe vor, Notarin Dr. Hanna Vogt prüft sie und leitet die Beurkundung. Nach der Beurkundung beantragt das Notariat die Eintragung ins Grundbuch. Testamente werden beim Amtsgericht hinterlegt, nicht im Notariat."
SKATE = "Der Skatepark am Hafen ist kostenlos und täglich von 8 Uhr bis Sonnenuntergang geöffnet. Für Kinder unter 12 Jahren ist ein Helm Pflicht, allen anderen wird er empfohlen. Bei Nässe bleibt die Bowl gesperrt. BMX-Räder sind nur montags und donnerstags erlaubt."
SKATE_CLASS = "Der Anfängerkurs läuft an vier Samstagen im Mai, jeweils von 10 bis 12 Uhr, und kostet 60 Euro. Trainer Jonas Albers leitet die Kindergruppe, Trainerin Lea Winter die Erwachsenengruppe. Boards werden gestellt, Schützer muss jeder selbst mitbringen."
PUPPET = "Das Figurentheater Wunderkiste zeigt vom 12. Januar bis zum 23. Februar „Der kleine Drache Funkelschuppe“. Vorstellungen sind mittwochs und sonntags um 15 Uhr, für Kindergärten zusätzlich dienstags um 10 Uhr. Das Stück dauert 55 Minuten ohne Pause und ist für Kinder ab 4 Jahren geeignet. Kinderkarten kosten 9 Euro, Erwachsene zahlen 11 Euro. Die Figuren hat Puppenbauer Anton Seidel geschnitzt, gespielt werden sie von Marie Haas."
FERRY = "Die Fähre nach Lüttoog legt von April bis Oktober täglich um 7:30, 12:00 und 17:15 Uhr in Wittwarf ab. Im Winterhalbjahr fährt sie nur zweimal am Tag, um 8:00 und um 14:30 Uhr. Die Überfahrt dauert 55 Minuten. Hin- und Rückfahrt kosten für Erwachsene 19 Euro, für Kinder bis 14 Jahre die Hälfte; Fahrräder kosten 6 Euro extra. Autos werden nicht mitgenommen, die Insel ist autofrei."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("de-t19-001", "para.synonym", "Darf mein Hund mit in den Wildpark?", "Ja, an der kurzen Leine darf er mit, nur das Streichelgehege ist für Hunde tabu.", PARK, True),
    w.faith("de-t19-002", "fmt.time", "Wie lange hat der Wildpark im Winter offen?", "Von November bis Februar schließt der Park schon um 16:00 Uhr.", PARK, True),
    w.faith("de-t19-003", "fmt.number", "Was kostet der Eintritt für Kinder?", "Kinder zwischen vier und vierzehn zahlen sieben Euro, Kleinere kommen umsonst rein.", PARK, True),
    w.faith("de-t19-004", "para.part", "Gibt es nachmittags eine Greifvogelschau?", "Ja, um 15 Uhr.", PARK, True),
    w.faith("de-t19-005", "para.passive", "Wer kümmert sich um die Wölfe?", "Die Wölfe werden von Tierpflegerin Jana Behrens betreut.", PARK_STAFF, True),
    w.faith("de-t19-006", "fmt.period", "Wie lange dauert die Wolfsfütterung?", "Rund 30 Minuten; los geht's samstags um halb drei.", PARK_STAFF, True),
    w.faith("de-t19-007", "para.except", "Darf ich im Streichelgehege eigenes Futter verfüttern?", "Nein. Gefüttert werden darf dort nur mit dem Futter aus den Automaten.", PARK_STAFF, True),
    w.faith("de-t19-008", "para.nominal", "Was passiert mit meinem Anteil, wenn ich austrete?", "Die Rückzahlung des Anteils erfolgt nach Ablauf des Geschäftsjahres.", COOP, True),
    w.faith("de-t19-009", "fmt.period", "Wie oft muss ich im Laden arbeiten?", "Alle drei Monate steht eine Ladenschicht von drei Stunden an.", COOP, True),
    w.faith("de-t19-010", "para.combine", "Was habe ich als Mitglied zu zahlen?", "Mitglieder zahlen einmalig 100 Euro Anteil plus 8 Euro im Monat und kaufen alle Waren zum Einkaufspreis zuzüglich 15 Prozent.", COOP, True),
    w.faith("de-t19-011", "fmt.time", "Wann kann ich meine Gemüsekiste abholen?", "Mittwochs zwischen drei und sieben Uhr nachmittags im Laden.", BOX, True),
    w.faith("de-t19-012", "para.relative", "Was passiert mit Kisten, die keiner abholt?", "Kisten, die nicht abgeholt wurden, bekommt am Donnerstag die Tafel.", BOX, True),
    w.faith("de-t19-013", "wrap.attribution", "Bis wann kann ich meine Bestellung ändern?", "Laut Genossenschaft müssen Änderungen spätestens sonntags um 18 Uhr per Mail da sein.", BOX, True),
    w.faith("de-t19-014", "para.except", "Hat das Notariat freitagnachmittags auf?", "Nein, freitags ist nur vormittags bis 13 Uhr geöffnet.", NOTARY, True),
    w.faith("de-t19-015", "fmt.period", "Wann bekomme ich den Vertragsentwurf für den Grundstückskauf?", "Den Entwurf erhalten Sie spätestens 14 Tage vor dem Beurkundungstermin.", NOTARY, True),
    w.faith("de-t19-016", "para.synonym", "Reicht mein Führerschein als Ausweis?", "Leider nicht – Sie brauchen einen gültigen Personalausweis oder Reisepass.", NOTARY, True),
    w.faith("de-t19-017", "para.pronoun", "Was macht Sabine Roth?", "Sie ist Notarfachangestellte und bereitet die Entwürfe vor.", NOTARY_STAFF, True),
    w.faith("de-t19-018", "para.reorder", "Wo werden Testamente aufbewahrt?", "Nicht im Notariat, sondern beim Amtsgericht werden Testamente hinterlegt.", NOTARY_STAFF, True),
    w.faith("de-t19-019", "para.synonym", "Kostet der Skatepark Eintritt?", "Nein, die Nutzung ist gratis, und zwar jeden Tag von 8 Uhr, bis die Sonne untergeht.", SKATE, True),
    w.faith("de-t19-020", "wrap.hedge", "Kann ich am Samstag mit dem BMX kommen?", "Soweit ich das sehe, leider nicht: BMX-Räder sind nur montags und donnerstags zugelassen.", SKATE, True),
    w.faith("de-t19-021", "fmt.currency", "Was kostet der Anfängerkurs?", "Der Kurs kostet 60 €, Boards gibt's dazu, Schützer müsst ihr selbst mitbringen.", SKATE_CLASS, True),
    w.faith("de-t19-022", "fmt.date", "Wie lange läuft das Drachenstück?", "„Der kleine Drache Funkelschuppe“ ist vom 12.01. bis zum 23.02. zu sehen.", PUPPET, True),
    w.faith("de-t19-023", "wrap.opener", "Gibt es im Drachenstück eine Pause?", "Gute Frage! Nein, das Stück läuft 55 Minuten am Stück durch.", PUPPET, True),
    w.faith("de-t19-024", "wrap.closer", "Kann ich mein Auto mit nach Lüttoog nehmen?", "Nein, Autos werden nicht befördert – Lüttoog ist autofrei. Gute Überfahrt!", FERRY, True),

    w.faith("de-t19-025", "value.time", "Bis wann ist der Wildpark im Sommer geöffnet?", "Von März bis Oktober hat der Park täglich bis 19 Uhr geöffnet.", PARK, False),
    w.faith("de-t19-026", "value.except", "Wo dürfen Hunde im Wildpark nicht hin?", "Hunde sind überall an der kurzen Leine erlaubt, außer im Wolfsgehege.", PARK, False),
    w.faith("de-t19-027", "role.swap", "Wer betreut die Luchse?", "Die Luchse betreut Jana Behrens, die Wölfe Malte Krüger.", PARK_STAFF, False),
    w.faith("de-t19-028", "value.date", "Wann ist die Wolfsfütterung?", "Jeden Sonntag um 14:30 Uhr gibt es die kommentierte Wolfsfütterung.", PARK_STAFF, False),
    w.faith("de-t19-029", "negation", "Darf man im Streichelgehege die Tiere füttern?", "Nein, im Streichelgehege ist das Füttern grundsätzlich verboten.", PARK_STAFF, False),
    w.faith("de-t19-030", "direction", "Zu welchem Preis kaufen Mitglieder ein?", "Mitglieder zahlen den Einkaufspreis abzüglich 15 Prozent.", COOP, False),
    w.faith("de-t19-031", "value.number", "Wie lang ist eine Ladenschicht?", "Pro Quartal übernimmt jedes Mitglied eine fünfstündige Schicht.", COOP, False),
    w.faith("de-t19-032", "modality", "Muss ich als Mitglied im Laden mithelfen?", "Eine Ladenschicht pro Quartal ist freiwillig, aber gern gesehen.", COOP, False),
    w.faith("de-t19-033", "value.date", "An welchem Tag werden die Gemüsekisten ausgegeben?", "Die Kisten werden donnerstags zwischen 15 und 19 Uhr ausgegeben.", BOX, False),
    w.faith("de-t19-034", "added.fact", "Was passiert mit nicht abgeholten Kisten?", "Die gehen am Donnerstag an die Tafel, und der Betrag wird dem Mitglied gutgeschrieben.", BOX, False),
    w.faith("de-t19-035", "negation", "Brauche ich für eine Unterschriftsbeglaubigung einen Termin?", "Ja, Unterschriften werden nur nach vorheriger Terminvereinbarung beglaubigt.", NOTARY, False),
    w.faith("de-t19-036", "direction", "Wann bekomme ich den Vertragsentwurf?", "Der Entwurf wird Ihnen höchstens zwei Wochen vor dem Beurkundungstermin zugeschickt.", NOTARY, False),
    w.faith("de-t19-037", "role.swap", "Wer leitet die Beurkundung?", "Die Beurkundung leitet Sabine Roth, während Dr. Hanna Vogt die Entwürfe vorbereitet.", NOTARY_STAFF, False),
    w.faith("de-t19-038", "direction", "Wann wird die Eintragung ins Grundbuch beantragt?", "Schon vor der Beurkundung beantragt das Notariat die Eintragung ins Grundbuch.", NOTARY_STAFF, False),
    w.faith("de-t19-039", "modality", "Müssen Erwachsene im Skatepark einen Helm tragen?", "Ja, auch für Erwachsene ist der Helm vorgeschrieben.", SKATE, False),
    w.faith("de-t19-040", "antonym", "Wann ist die Bowl gesperrt?", "Die Bowl bleibt gesperrt, wenn es trocken ist.", SKATE, False),
    w.faith("de-t19-041", "role.swap", "Wer trainiert die Kinder im Anfängerkurs?", "Die Kindergruppe übernimmt Lea Winter, die Erwachsenen trainiert Jonas Albers.", SKATE_CLASS, False),
    w.faith("de-t19-042", "added.entity", "Wer hat die Figuren gebaut?", "Die Figuren haben Anton Seidel und Greta Lind gemeinsam geschnitzt.", PUPPET, False),
    w.faith("de-t19-043", "value.except", "An welchen Tagen wird das Drachenstück gespielt?", "Gespielt wird jeden Tag außer montags um 15 Uhr.", PUPPET, False),
    w.faith("de-t19-044", "quantifier", "Wie oft fährt die Fähre nach Lüttoog?", "Das ganze Jahr über legt sie dreimal täglich ab.", FERRY, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-t19-045", "correct.wordy", "Wie lange dauert die Überfahrt nach Lüttoog?", "Für die Überfahrt nach Lüttoog sollten Sie knapp eine Stunde einplanen, genau genommen 55 Minuten.", "55 Minuten.", True),
    w.correct("de-t19-046", "correct.format", "Um wie viel Uhr beginnt die Vorstellung am Sonntag?", "Um 3 Uhr nachmittags.", "15 Uhr", True),
    w.correct("de-t19-047", "correct.wordy", "Wer leitet die Beurkundung?", "Die Entwürfe bereitet zwar die Fachangestellte vor, die Beurkundung selbst leitet aber Notarin Dr. Hanna Vogt.", "Notarin Dr. Hanna Vogt.", True),
    w.correct("de-t19-048", "correct.format", "Was kostet die kleine Gemüsekiste?", "14,00 €", "14 Euro", True),
    w.correct("de-t19-049", "wrong.value", "Was kostet der Eintritt in den Wildpark für Erwachsene?", "Erwachsene zahlen 7 Euro.", "12 Euro.", False),
    w.correct("de-t19-050", "wrong.role", "Wer leitet die Kindergruppe im Anfängerkurs?", "Die Kindergruppe leitet Trainerin Lea Winter.", "Trainer Jonas Albers.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
