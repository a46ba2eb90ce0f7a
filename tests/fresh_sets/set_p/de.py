"""Fresh set P, German: an adult education centre, a tile shop, a rowing club, a zoo pass, a
vaccination schedule, a chocolate factory's history, a bus tour and a public sauna."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

VHS = (
    "Die Volkshochschule Weststadt bietet montags von 18:30 bis 20:00 Uhr einen Spanischkurs für Anfänger an. "
    "Der Kurs dauert 12 Wochen und kostet 140 €. Anmeldeschluss ist der 15. September."
)
TILE = (
    "Fliesen Steinbrück verkauft die Bodenfliese „Marina“ für 32 € pro Quadratmeter. Ein Karton reicht für "
    "1,5 Quadratmeter und wiegt 22 kg. Ab einem Bestellwert von 1.500 € ist die Lieferung kostenlos."
)
ROWING = (
    "Der Ruderverein Graufurt wurde 1921 gegründet. Neue Mitglieder zahlen eine Aufnahmegebühr von 50 € und "
    "einen Jahresbeitrag von 240 €. Vor der ersten Fahrt auf dem Fluss müssen alle Mitglieder einen Schwimmtest bestehen."
)
ZOO = (
    "Die Jahreskarte des Zoos Lindenfeld kostet für Erwachsene 89 € und für Kinder von 4 bis 14 Jahren 45 €. "
    "Kinder unter 4 Jahren haben freien Eintritt. Die Karte gilt zwölf Monate ab Kaufdatum."
)
VACCINE = (
    "In der Hausarztpraxis am Marktplatz wird von Oktober bis Dezember jeden Donnerstag von 14 bis 17 Uhr "
    "gegen Grippe geimpft. Eine Terminvereinbarung ist erforderlich. Patienten können ihren Impfpass "
    "mitbringen, damit die Impfung eingetragen wird."
)
CHOCOLATE = (
    "Die Schokoladenfabrik Vander wurde 1887 von Augustin Vander in Aachen gegründet. 1932 erbte seine "
    "Tochter Elise die Fabrik. 1968 verkaufte sie die Fabrik an die Firma Kroon Foods."
)
BUS = (
    "Küstenbus Reisen bietet jeden Samstag eine Tagesfahrt nach Husum an. Der Bus fährt um 7:30 Uhr am "
    "Hauptbahnhof ab und ist um 20 Uhr zurück. Die Fahrt kostet 65 € inklusive Mittagessen."
)
SAUNA = (
    "Die öffentliche Sauna Mühlental ist täglich außer montags von 10 bis 22 Uhr geöffnet. Eine Tageskarte "
    "kostet 26 €. Handtücher können für 3 € ausgeliehen werden."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("de-p-001", "para.nominal", "Bis wann kann man sich anmelden?", "Die Anmeldung schließt am 15. September.", VHS, True),
    w.faith("de-p-002", "fmt.thousands", "Ab wann ist die Lieferung kostenlos?", "Ab einem Bestellwert von 1500 € ist die Lieferung kostenlos.", TILE, True),
    w.faith("de-p-003", "fmt.abbrev", "Wie schwer ist ein Karton?", "Ein Karton wiegt 22 Kilogramm.", TILE, True),
    w.faith("de-p-004", "wrap.hedge", "Wie hoch ist der Jahresbeitrag?", "Soweit ich den Unterlagen entnehmen kann, beträgt der Jahresbeitrag 240 €.", ROWING, True),
    w.faith("de-p-005", "para.relative", "Wie lange gilt die Jahreskarte?", "Die Jahreskarte, die für Erwachsene 89 € kostet, gilt zwölf Monate ab Kaufdatum.", ZOO, True),
    w.faith("de-p-006", "para.combine", "Wann fährt der Bus ab und was kostet die Fahrt?", "Der Bus fährt samstags um 7:30 Uhr am Hauptbahnhof ab, und die Fahrt kostet 65 € inklusive Mittagessen.", BUS, True),
    w.faith("de-p-007", "para.capital", "Wann hat die Sauna geöffnet?", "DIE ÖFFENTLICHE SAUNA MÜHLENTAL IST TÄGLICH AUSSER MONTAGS VON 10 BIS 22 UHR GEÖFFNET.", SAUNA, True),
    w.faith("de-p-008", "value.unit", "Wie schwer ist ein Karton?", "Ein Karton wiegt 22 Pfund.", TILE, False),
    w.faith("de-p-009", "value.except", "An welchem Tag ist die Sauna geschlossen?", "Die Sauna ist täglich außer dienstags geöffnet.", SAUNA, False),
    w.faith("de-p-010", "negation", "Brauche ich einen Termin für die Grippeimpfung?", "Nein, eine Terminvereinbarung ist nicht erforderlich.", VACCINE, False),
    w.faith("de-p-011", "mixed", "Was kostet die Jahreskarte?", "Die Jahreskarte kostet für Erwachsene 89 € und für Kinder von 4 bis 14 Jahren 55 €.", ZOO, False),
    w.faith("de-p-012", "added.entity", "Wer hat die Fabrik gegründet?", "Die Fabrik wurde 1887 von Augustin Vander und seinem Partner Karl Hesse in Aachen gegründet.", CHOCOLATE, False),
    w.faith("de-p-013", "modality", "Muss ich meinen Impfpass mitbringen?", "Ja, Patienten müssen ihren Impfpass mitbringen, damit die Impfung eingetragen wird.", VACCINE, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-p-014", "refusal.context", "Darf ich meinen Hund mitnehmen?", "Die vorliegenden Unterlagen enthalten keine Angaben dazu, ob Hunde mitfahren dürfen.", BUS, True),
    w.refusal("de-p-015", "refusal.long", "Gibt es im Ruderverein eine Jugendabteilung?", "Leider finde ich in den Dokumenten keine Informationen zu einer Jugendabteilung des Rudervereins Graufurt. Dort stehen nur das Gründungsjahr, die Gebühren und der Schwimmtest. Am besten fragen Sie direkt beim Verein nach.", ROWING, True),
    w.refusal("de-p-016", "refusal.hedged", "Was kostet eine Tageskarte?", "Ich bin mir nicht ganz sicher, aber eine Tageskarte scheint 26 € zu kosten.", SAUNA, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-p-017", "correct.wordy", "Wer erbte die Schokoladenfabrik 1932?", "Gern helfe ich Ihnen! Laut der Firmengeschichte ging die Schokoladenfabrik Vander im Jahr 1932 durch Erbschaft an Elise über, die Tochter des Gründers Augustin Vander.", "Elise Vander, die Tochter des Gründers.", True),
    w.correct("de-p-018", "wrong.echo", "Wie hoch ist die Aufnahmegebühr im Ruderverein Graufurt?", "Die Aufnahmegebühr im Ruderverein Graufurt ist die Gebühr, die neue Mitglieder bei der Aufnahme zahlen.", "Die Aufnahmegebühr beträgt 50 €.", False),
    w.correct("de-p-019", "correct.short", "Wie lange dauert der Spanischkurs?", "12 Wochen.", "Der Kurs dauert 12 Wochen.", True),
]

RELEVANCY: list[Case] = [
    w.relevant("de-p-020", "relevant.direct", "Was muss ich für einen Quadratmeter „Marina“ bezahlen?", "Das kostet 32 €.", TILE, True),
    w.relevant("de-p-021", "offtopic.true", "Wann ist der Bus zurück?", "Die Fahrt kostet 65 € inklusive Mittagessen.", BUS, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-p-022", "diag.unfaithful", "Wann wird in der Praxis am Marktplatz gegen Grippe geimpft?", "Von Oktober bis Dezember jeden Dienstag von 14 bis 17 Uhr.", {"praxis-1": VACCINE}, ("praxis-1",), "fix_generation"),
    w.diag("de-p-023", "diag.refused", "Was kostet der Spanischkurs an der Volkshochschule Weststadt?", "Dazu habe ich in den Unterlagen leider keine Informationen gefunden.", {"vhs-1": VHS, "zoo-1": ZOO}, ("vhs-1",), "fix_generation"),
    w.diag("de-p-024", "diag.pass", "Wann wurde der Ruderverein Graufurt gegründet?", "Im Jahr 1921.", {"bus-1": BUS, "ruder-1": ROWING}, ("ruder-1",), "pass"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
