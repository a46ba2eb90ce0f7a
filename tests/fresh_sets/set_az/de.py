"""German cases of set AZ: a public swimming lake (Strandbad am Mühlweiher), a repair café
(Stadtteilzentrum Nordend) and a bicycle courier firm („Kette & Co.“)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

SEE = (
    "Das Strandbad am Mühlweiher ist vom 15. Mai bis zum 31. August täglich von 8 bis 20 Uhr geöffnet. "
    "Eine Tageskarte kostet für Erwachsene 3,80 Euro, Kinder unter sechs Jahren haben freien Eintritt. "
    "Der Sprungturm ist nur am Wochenende geöffnet und wird dann von einer Badeaufsicht betreut. "
    "Grillen ist am gesamten Ufer verboten, außer auf dem ausgewiesenen Grillplatz neben dem Kiosk."
)
REPAIR = (
    "Das Repair-Café im Stadtteilzentrum Nordend findet jeden ersten Donnerstag im Monat von 17 bis 20 Uhr statt. "
    "Die ehrenamtlichen Helferinnen und Helfer reparieren Kaffeemaschinen, Radios, Lampen und Kleidung, aber keine Mikrowellen. "
    "Pro Besuch darf man höchstens drei Gegenstände mitbringen. "
    "Die Reparatur ist kostenlos, um eine Spende wird gebeten."
)
KURIER = (
    "Der Fahrradkurierdienst „Kette & Co.“ beschäftigt 24 Fahrerinnen und Fahrer. "
    "Eine Sendung innerhalb des Innenstadtrings kostet 7,50 Euro, eine Expresslieferung binnen 60 Minuten kostet das Doppelte. "
    "Pakete über 15 Kilogramm werden nicht angenommen. "
    "Aufträge nimmt die Zentrale werktags zwischen 7 und 18 Uhr telefonisch entgegen."
)

REPAIR_GERAETE_DOC = "Im Repair-Café Nordend reparieren die ehrenamtlichen Helferinnen und Helfer Kaffeemaschinen, Radios, Lampen und Kleidung, aber keine Mikrowellen."
REPAIR_TERMIN_DOC = "Das Repair-Café im Stadtteilzentrum Nordend findet jeden ersten Donnerstag im Monat von 17 bis 20 Uhr statt."
KURIER_PREISE_DOC = "Bei „Kette & Co.“ kostet eine Sendung innerhalb des Innenstadtrings 7,50 Euro, eine Expresslieferung binnen 60 Minuten kostet das Doppelte."
KURIER_TEAM_DOC = "Der Fahrradkurierdienst „Kette & Co.“ beschäftigt 24 Fahrerinnen und Fahrer."
SEE_ZEITEN_DOC = (
    "Das Strandbad am Mühlweiher ist vom 15. Mai bis zum 31. August täglich von 8 bis 20 Uhr geöffnet."
)
SEE_PREISE_DOC = "Im Strandbad am Mühlweiher kostet eine Tageskarte für Erwachsene 3,80 Euro, Kinder unter sechs Jahren haben freien Eintritt."
SEE_TURM_DOC = "Der Sprungturm am Mühlweiher ist nur am Wochenende geöffnet und wird dann von einer Badeaufsicht betreut."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("de-az-001", "para.reorder", "Wann hat das Strandbad am Mühlweiher geöffnet?", "Täglich von 8 bis 20 Uhr ist das Strandbad am Mühlweiher geöffnet, und zwar vom 15. Mai bis zum 31. August.", SEE, True),
    w.faith("de-az-002", "para.passive", "Was wird im Repair-Café repariert?", "Kaffeemaschinen, Radios, Lampen und Kleidung werden von den Ehrenamtlichen repariert, Mikrowellen dagegen nicht.", REPAIR, True),
    w.faith("de-az-003", "para.nominal", "Wie erteilt man bei Kette & Co. einen Auftrag?", "Die Annahme von Aufträgen erfolgt werktags zwischen 7 und 18 Uhr telefonisch über die Zentrale.", KURIER, True),
    w.faith("de-az-004", "fmt.date", "Von wann bis wann ist das Strandbad geöffnet?", "Das Strandbad ist vom 15.05. bis zum 31.08. geöffnet.", SEE, True),
    w.faith("de-az-005", "fmt.currency", "Was kostet eine Tageskarte für Erwachsene?", "Eine Tageskarte für Erwachsene kostet 3,80 €.", SEE, True),
    w.faith("de-az-006", "fmt.unit", "Gibt es bei Kette & Co. eine Gewichtsgrenze für Pakete?", "Ja, Pakete über 15 kg werden nicht angenommen.", KURIER, True),
    w.faith("de-az-007", "fmt.period", "Wie schnell ist eine Expresslieferung?", "Eine Expresslieferung wird innerhalb einer Stunde zugestellt.", KURIER, True),
    w.faith("de-az-008", "para.pronoun", "Wann kann man den Sprungturm nutzen?", "Er ist nur am Wochenende geöffnet und wird dann von einer Badeaufsicht betreut.", SEE, True),
    w.faith("de-az-009", "wrap.hedge", "Muss man im Repair-Café für eine Reparatur bezahlen?", "Soweit ich sehe, ist die Reparatur kostenlos, es wird aber um eine Spende gebeten.", REPAIR, True),
    w.faith("de-az-010", "para.except", "Wo darf man am Mühlweiher grillen?", "Gegrillt werden darf nur auf dem ausgewiesenen Grillplatz neben dem Kiosk.", SEE, True),
    w.faith("de-az-011", "fmt.range", "Wann findet das Repair-Café statt?", "Jeden ersten Donnerstag im Monat, 17–20 Uhr, im Stadtteilzentrum Nordend.", REPAIR, True),
    w.faith("de-az-012", "value.number", "Wie viele Gegenstände darf man ins Repair-Café mitbringen?", "Man darf pro Besuch höchstens fünf Gegenstände mitbringen.", REPAIR, False),
    w.faith("de-az-013", "value.time", "Um wie viel Uhr beginnt das Repair-Café?", "Das Repair-Café beginnt um 18 Uhr.", REPAIR, False),
    w.faith("de-az-014", "role.swap", "Was kostet der Eintritt im Strandbad?", "Kinder unter sechs Jahren zahlen 3,80 Euro, Erwachsene haben freien Eintritt.", SEE, False),
    w.faith("de-az-015", "negation", "Kostet die Reparatur im Repair-Café etwas?", "Ja, die Reparatur im Repair-Café ist nicht kostenlos.", REPAIR, False),
    w.faith("de-az-016", "modality", "Nimmt Kette & Co. auch schwere Pakete an?", "Pakete über 15 Kilogramm können auf Anfrage angenommen werden.", KURIER, False),
    w.faith("de-az-017", "antonym", "Was kostet eine Expresslieferung?", "Eine Expresslieferung kostet nur die Hälfte einer normalen Sendung.", KURIER, False),
    w.faith("de-az-018", "quantifier", "Wann ist der Sprungturm geöffnet?", "Der Sprungturm ist jeden Tag geöffnet und wird von einer Badeaufsicht betreut.", SEE, False),
    w.faith("de-az-019", "added.fact", "Was kostet eine Tageskarte im Strandbad?", "Eine Tageskarte für Erwachsene kostet 3,80 Euro, eine Saisonkarte 45 Euro.", SEE, False),
    w.faith("de-az-020", "added.entity", "Wann findet das Repair-Café statt?", "Das Repair-Café wird von Elektromeister Jürgen Haas geleitet und findet jeden ersten Donnerstag im Monat statt.", REPAIR, False),
    w.faith("de-az-021", "value.except", "Wo darf man am Mühlweiher grillen?", "Grillen ist am ganzen Ufer verboten, außer auf der Liegewiese.", SEE, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-az-022", "refusal.plain", "Darf man auf dem Mühlweiher Stand-up-Paddle fahren?", "Das geht aus den vorliegenden Informationen leider nicht hervor.", SEE, True),
    w.refusal("de-az-023", "refusal.short", "Wie viele Lastenräder hat Kette & Co.?", "Dazu steht nichts im Text.", KURIER, True),
    w.refusal("de-az-024", "refusal.hedged", "Wann findet das Repair-Café statt?", "Ganz sicher bin ich mir nicht, aber laut Text jeden ersten Donnerstag im Monat von 17 bis 20 Uhr.", REPAIR, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-az-025", "correct.wordy", "Wie viele Fahrerinnen und Fahrer beschäftigt Kette & Co.?", "Bei Kette & Co. sind insgesamt 24 Leute als Kurierfahrerinnen und Kurierfahrer angestellt.", "Kette & Co. beschäftigt 24 Fahrerinnen und Fahrer.", True),
    w.correct("de-az-026", "correct.wordy", "Bis wann hat das Strandbad abends geöffnet?", "Abends schließt das Strandbad am Mühlweiher um acht, baden kann man also bis 20 Uhr.", "Bis 20 Uhr.", True),
    w.correct("de-az-027", "correct.format", "Was kostet eine Sendung innerhalb des Innenstadtrings?", "7,50 €.", "Eine Sendung innerhalb des Innenstadtrings kostet 7,50 Euro.", True),
    w.correct("de-az-028", "wrong.value", "Wie viele Gegenstände darf man ins Repair-Café mitbringen?", "Bis zu zehn Gegenstände pro Besuch.", "Höchstens drei Gegenstände pro Besuch.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("de-az-029", "relevant.direct", "Wo findet das Repair-Café statt?", "Im Stadtteilzentrum Nordend.", REPAIR, True),
    w.relevant("de-az-030", "relevant.direct", "Was muss ich für eine Expresslieferung zahlen?", "Doppelt so viel wie für eine normale Sendung, also 15 Euro.", KURIER, True),
    w.relevant("de-az-031", "relevant.direct", "Wie beauftrage ich einen Kurier bei Kette & Co.?", "Einfach werktags zwischen 7 und 18 Uhr bei der Zentrale anrufen.", KURIER, True),
    w.relevant("de-az-032", "relevant.yesno", "Darf man am Ufer des Mühlweihers grillen?", "Nein, nur auf dem ausgewiesenen Grillplatz neben dem Kiosk.", SEE, True),
    w.relevant("de-az-033", "offtopic.true", "Wann ist der Sprungturm geöffnet?", "Eine Tageskarte kostet für Erwachsene 3,80 Euro.", SEE, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-az-034", "diag.pass", "Welche Geräte repariert das Repair-Café nicht?", "Mikrowellen werden dort nicht repariert.", {"repair-geraete": REPAIR_GERAETE_DOC, "repair-termin": REPAIR_TERMIN_DOC}, ("repair-geraete",), "pass"),
    w.diag("de-az-035", "diag.missed", "Wie schwer darf ein Paket bei Kette & Co. höchstens sein?", "In den Unterlagen steht nichts über ein Höchstgewicht.", {"kurier-preise": KURIER_PREISE_DOC, "kurier-team": KURIER_TEAM_DOC}, ("kurier-gewicht",), "fix_retrieval"),
    w.diag("de-az-036", "diag.correct_refusal", "Gibt es am Mühlweiher Umkleidekabinen?", "Dazu enthalten die Unterlagen keine Angaben.", {"see-zeiten": SEE_ZEITEN_DOC, "see-preise": SEE_PREISE_DOC}, (), "correct_refusal"),
    w.diag("de-az-037", "diag.unfaithful", "Wann ist der Sprungturm am Mühlweiher geöffnet?", "Der Sprungturm ist jeden Tag geöffnet.", {"see-turm": SEE_TURM_DOC, "see-zeiten": SEE_ZEITEN_DOC}, ("see-turm",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
