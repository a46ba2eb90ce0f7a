"""German cases of set U: a climbing gym, a citizens' office issuing passports, a farm shop
and a public observatory."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

KLETTER = "Die Kletterhalle Steilwand in Freiburg hat 180 Routen auf einer Wandfläche von 1.400 Quadratmetern. Eine Tageskarte kostet 16 Euro, ermäßigt 12 Euro. Kinder unter 14 Jahren dürfen nur in Begleitung eines Erwachsenen klettern. Die Halle ist täglich von 9 bis 23 Uhr geöffnet, außer am 24. Dezember."
AMT = "Im Bürgeramt Nord dauert die Ausstellung eines Reisepasses in der Regel drei bis vier Wochen. Ein Expresspass kostet 32 Euro Aufpreis und ist nach drei Werktagen abholbereit. Für den Antrag muss man persönlich erscheinen; Termine werden ausschließlich online vergeben."
HOF = "Der Hofladen der Familie Brenner verkauft Eier, Kartoffeln und Apfelsaft aus eigener Herstellung. Er ist freitags von 14 bis 18 Uhr und samstags von 8 bis 12 Uhr geöffnet. Ein Dutzend Eier kostet 4,20 Euro. Frau Brenner führt den Laden, ihr Sohn Jonas kümmert sich um die Hühner."
STERN = "Die Volkssternwarte Eichberg bietet jeden ersten Samstag im Monat eine öffentliche Führung an. Die Führung beginnt um 20:30 Uhr und dauert etwa 90 Minuten. Das große Teleskop hat einen Spiegeldurchmesser von 60 Zentimetern. Bei bewölktem Himmel findet stattdessen ein Vortrag statt."

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful
    w.faith("de-u-001", "para.reorder", "Wann hat der Hofladen samstags geöffnet?", "Samstags ist der Hofladen von 8 bis 12 Uhr geöffnet.", HOF, True),
    w.faith("de-u-002", "para.passive", "Was passiert, wenn der Himmel bewölkt ist?", "Bei bewölktem Himmel wird statt der Führung ein Vortrag gehalten.", STERN, True),
    w.faith("de-u-003", "para.nominal", "Muss ich für den Reisepass selbst vorbeikommen?", "Ja, für die Antragstellung ist persönliches Erscheinen Pflicht.", AMT, True),
    w.faith("de-u-004", "fmt.unit", "Wie groß ist die Wandfläche der Steilwand?", "Die Wandfläche beträgt 1.400 m².", KLETTER, True),
    w.faith("de-u-005", "fmt.currency", "Was kosten zwölf Eier im Hofladen?", "Ein Dutzend Eier kostet 4,20 €.", HOF, True),
    w.faith("de-u-006", "fmt.time", "Wann beginnt die Führung?", "Die Führung beginnt um halb neun abends.", STERN, True),
    w.faith("de-u-007", "fmt.period", "Wie oft gibt es eine öffentliche Führung?", "Einmal im Monat, immer am ersten Samstag.", STERN, True),
    w.faith("de-u-008", "para.except", "An welchen Tagen ist die Kletterhalle geöffnet?", "Nur am 24. Dezember bleibt die Halle zu; an allen anderen Tagen ist sie von 9 bis 23 Uhr geöffnet.", KLETTER, True),
    w.faith("de-u-009", "wrap.hedge", "Wie schnell bekomme ich einen Expresspass?", "Soweit ich sehe, ist ein Expresspass nach drei Werktagen abholbereit.", AMT, True),
    w.faith("de-u-010", "fmt.range", "Wie lange dauert ein normaler Reisepass?", "In der Regel 3–4 Wochen.", AMT, True),
    # unfaithful: one clear error
    w.faith("de-u-011", "value.number", "Wie viele Routen gibt es in der Steilwand?", "Die Halle hat 210 Routen.", KLETTER, False),
    w.faith("de-u-012", "value.currency", "Was kostet der Expresspass zusätzlich?", "Der Expresspass kostet 32 Dollar Aufpreis.", AMT, False),
    w.faith("de-u-013", "role.swap", "Wer führt den Hofladen?", "Jonas führt den Laden, und seine Mutter kümmert sich um die Hühner.", HOF, False),
    w.faith("de-u-014", "negation", "Muss ich für den Antrag persönlich kommen?", "Nein, für den Antrag muss man nicht persönlich erscheinen.", AMT, False),
    w.faith("de-u-015", "antonym", "Wann gibt es statt der Führung einen Vortrag?", "Bei klarem Himmel findet statt der Führung ein Vortrag statt.", STERN, False),
    w.faith("de-u-016", "modality", "Dürfen Kinder allein klettern?", "Kinder unter 14 Jahren können auf Wunsch in Begleitung eines Erwachsenen klettern.", KLETTER, False),
    w.faith("de-u-017", "quantifier", "Wann bietet die Sternwarte Führungen an?", "Die Sternwarte bietet jeden Samstag eine öffentliche Führung an.", STERN, False),
    w.faith("de-u-018", "added.fact", "Was kostet ein Dutzend Eier?", "Ein Dutzend Eier kostet 4,20 Euro; bezahlt werden kann nur bar.", HOF, False),
    w.faith("de-u-019", "direction", "Welche Kinder brauchen eine Begleitperson?", "Kinder über 14 Jahren dürfen nur in Begleitung eines Erwachsenen klettern.", KLETTER, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-u-020", "refusal.plain", "Gibt es in der Kletterhalle Kurse für Anfänger?", "Das kann ich leider nicht beantworten.", KLETTER, True),
    w.refusal("de-u-021", "refusal.context", "Kann man im Hofladen mit Karte zahlen?", "In den vorliegenden Informationen steht nichts dazu, ob man im Hofladen mit Karte zahlen kann.", HOF, True),
    w.refusal("de-u-022", "refusal.hedged", "Wie lange dauert die Führung?", "Ganz sicher bin ich mir nicht, aber laut den Angaben dauert die Führung etwa 90 Minuten.", STERN, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-u-023", "correct.wordy", "Wie lange dauert es normalerweise, bis ein Reisepass fertig ist?", "Normalerweise muss man im Bürgeramt Nord mit drei bis vier Wochen rechnen, bis der neue Reisepass ausgestellt ist.", "In der Regel drei bis vier Wochen.", True),
    w.correct("de-u-024", "correct.format", "Was kostet eine ermäßigte Tageskarte?", "12 €.", "Eine ermäßigte Tageskarte kostet 12 Euro.", True),
    w.correct("de-u-025", "wrong.value", "Wie groß ist der Spiegeldurchmesser des großen Teleskops?", "Der Spiegel hat einen Durchmesser von 40 Zentimetern.", "60 Zentimeter.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("de-u-026", "relevant.direct", "Bis wann kann ich abends noch zum Klettern kommen?", "Bis 23 Uhr ist geöffnet.", KLETTER, True),
    w.relevant("de-u-027", "relevant.yesno", "Kann ich einen Termin fürs Bürgeramt auch telefonisch ausmachen?", "Nein, Termine gibt es nur online.", AMT, True),
    w.relevant("de-u-028", "offtopic.true", "Was kostet ein Dutzend Eier im Hofladen?", "Frau Brenners Sohn Jonas kümmert sich um die Hühner.", HOF, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-u-029", "diag.pass", "Um wie viel Uhr beginnt die Führung in der Sternwarte?", "Die Führung beginnt um 20:30 Uhr.", {"stern-04": STERN, "hof-03": HOF}, ("stern-04",), "pass"),
    w.diag("de-u-030", "diag.missed", "Wie hoch ist der Aufpreis für einen Expresspass?", "Dazu finde ich in den Unterlagen leider keine Angaben.", {"kletter-01": KLETTER, "hof-03": HOF}, ("amt-02",), "fix_retrieval"),
    w.diag("de-u-031", "diag.correct_refusal", "Gibt es in der Kletterhalle ein Café?", "Die vorliegenden Informationen sagen nichts darüber, ob es in der Kletterhalle ein Café gibt.", {"kletter-01": KLETTER}, (), "correct_refusal"),
    w.diag("de-u-032", "diag.unfaithful", "Wann hat der Hofladen freitags geöffnet?", "Freitags ist der Hofladen von 10 bis 14 Uhr geöffnet.", {"hof-03": HOF}, ("hof-03",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
