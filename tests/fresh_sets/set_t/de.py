"""German cases of set T: a climbing gym, a driving school and a municipal recycling yard."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

KLETTERHALLE = (
    "Die Kletterhalle Nordwand in Bielefeld hat montags bis freitags von 14 bis 23 Uhr geöffnet, am Wochenende von 10 bis 22 Uhr. "
    "Eine Tageskarte kostet 14,50 Euro, für Schüler und Studierende 11 Euro. "
    "Vor dem ersten Besuch muss jeder Gast einen kurzen Sicherungscheck absolvieren."
)
FAHRSCHULE = (
    "Die Fahrschule Berger bietet einen Intensivkurs für den Führerschein Klasse B an, der zwei Wochen dauert. "
    "Der Grundbetrag liegt bei 450 Euro, jede Fahrstunde zu 45 Minuten kostet zusätzlich 65 Euro. "
    "Den Theorieunterricht hält Frau Lindner, die praktischen Fahrstunden übernimmt Herr Yilmaz."
)
WERTSTOFFHOF = (
    "Der Wertstoffhof Am Kanal nimmt Altglas, Papier, Elektrogeräte und Grünschnitt kostenlos an. "
    "Für Sperrmüll werden 20 Euro pro Kubikmeter berechnet. "
    "Im vergangenen Jahr wurden dort rund 2.400 Tonnen Abfall abgegeben."
)

# fmt: off
FAITHFULNESS = [
    # treue Antworten
    w.faith("de-t-001", "para.reorder", "Wann hat die Kletterhalle unter der Woche geöffnet?", "Von 14 bis 23 Uhr ist die Halle montags bis freitags geöffnet.", KLETTERHALLE, True),
    w.faith("de-t-002", "para.passive", "Wer hält den Theorieunterricht?", "Der Theorieunterricht wird von Frau Lindner gehalten.", FAHRSCHULE, True),
    w.faith("de-t-003", "para.synonym", "Was kostet eine Tageskarte für Studierende?", "Studierende zahlen für eine Tageskarte 11 Euro.", KLETTERHALLE, True),
    w.faith("de-t-004", "para.nominal", "Was muss ich vor meinem ersten Besuch machen?", "Vor dem ersten Besuch ist die Absolvierung eines kurzen Sicherungschecks Pflicht.", KLETTERHALLE, True),
    w.faith("de-t-005", "fmt.period", "Wie lange dauert der Intensivkurs?", "Er dauert 14 Tage.", FAHRSCHULE, True),
    w.faith("de-t-006", "fmt.currency", "Was kostet eine normale Tageskarte?", "Eine Tageskarte kostet 14,50 €.", KLETTERHALLE, True),
    w.faith("de-t-007", "fmt.unit", "Was kostet die Abgabe von Sperrmüll?", "Sperrmüll kostet 20 Euro pro m³.", WERTSTOFFHOF, True),
    w.faith("de-t-008", "fmt.thousands", "Wie viel Abfall wurde im letzten Jahr am Wertstoffhof abgegeben?", "Rund 2400 Tonnen.", WERTSTOFFHOF, True),
    w.faith("de-t-009", "fmt.time", "Ab wann hat die Halle am Wochenende offen?", "Am Wochenende öffnet sie um 10:00 Uhr.", KLETTERHALLE, True),
    w.faith("de-t-010", "wrap.hedge", "Kann ich alte Elektrogeräte kostenlos abgeben?", "Soweit ich den Angaben entnehmen kann, ja: Elektrogeräte werden kostenlos angenommen.", WERTSTOFFHOF, True),
    # Antworten mit einem klaren Fehler
    w.faith("de-t-011", "value.currency", "Was kostet eine Fahrstunde?", "Eine Fahrstunde kostet 56 Euro.", FAHRSCHULE, False),
    w.faith("de-t-012", "value.time", "Bis wann hat die Halle unter der Woche geöffnet?", "Unter der Woche hat sie bis 21 Uhr geöffnet.", KLETTERHALLE, False),
    w.faith("de-t-013", "value.unit", "Was kostet die Abgabe von Sperrmüll?", "Für Sperrmüll werden 20 Euro pro Tonne berechnet.", WERTSTOFFHOF, False),
    w.faith("de-t-014", "role.swap", "Wer übernimmt die praktischen Fahrstunden?", "Die Fahrstunden übernimmt Frau Lindner, den Theorieunterricht hält Herr Yilmaz.", FAHRSCHULE, False),
    w.faith("de-t-015", "negation", "Wird Grünschnitt kostenlos angenommen?", "Nein, Grünschnitt wird nicht kostenlos angenommen.", WERTSTOFFHOF, False),
    w.faith("de-t-016", "modality", "Muss ich vor dem ersten Besuch einen Sicherungscheck machen?", "Den Sicherungscheck können Sie machen, wenn Sie möchten, er ist aber freiwillig.", KLETTERHALLE, False),
    w.faith("de-t-017", "quantifier", "Wer muss vor dem ersten Besuch einen Sicherungscheck machen?", "Nur Anfänger müssen vor dem ersten Besuch einen Sicherungscheck machen.", KLETTERHALLE, False),
    w.faith("de-t-018", "added.fact", "Was kostet eine Tageskarte?", "Eine Tageskarte kostet 14,50 Euro, Leihschuhe sind im Preis inbegriffen.", KLETTERHALLE, False),
]

REFUSAL = [
    w.refusal("de-t-019", "refusal.short", "Gibt es in der Kletterhalle ein Café?", "Dazu habe ich leider keine Angaben.", KLETTERHALLE, True),
    w.refusal("de-t-020", "refusal.context", "Wie hoch ist die Bestehensquote der Fahrschule Berger?", "In den vorliegenden Unterlagen steht nichts über die Bestehensquote der Fahrschule Berger.", FAHRSCHULE, True),
    w.refusal("de-t-021", "refusal.hedged", "Was kostet die Abgabe von Sperrmüll?", "Ganz sicher bin ich mir nicht, aber laut Text kostet Sperrmüll wohl 20 Euro pro Kubikmeter.", WERTSTOFFHOF, False),
]

CORRECTNESS = [
    w.correct("de-t-022", "correct.wordy", "Wie lange dauert der Intensivkurs der Fahrschule Berger?", "Der Intensivkurs für den Führerschein Klasse B bei der Fahrschule Berger dauert insgesamt zwei Wochen.", "Zwei Wochen.", True),
    w.correct("de-t-023", "correct.short", "Wer hält den Theorieunterricht?", "Frau Lindner.", "Den Theorieunterricht hält Frau Lindner.", True),
    w.correct("de-t-024", "wrong.value", "Wie hoch ist der Grundbetrag bei der Fahrschule Berger?", "Der Grundbetrag beträgt 540 Euro.", "Der Grundbetrag beträgt 450 Euro.", False),
]

RELEVANCY = [
    w.relevant("de-t-025", "relevant.direct", "Was zahle ich als Studentin für einen Tag Klettern?", "11 Euro.", KLETTERHALLE, True),
    w.relevant("de-t-026", "relevant.yesno", "Kann ich am Samstagvormittag klettern gehen?", "Ja, am Wochenende geht es schon ab 10 Uhr los.", KLETTERHALLE, True),
    w.relevant("de-t-027", "offtopic.true", "Was kostet eine Fahrstunde bei der Fahrschule Berger?", "Der Intensivkurs dauert zwei Wochen.", FAHRSCHULE, False),
]

DIAGNOSIS = [
    w.diag("de-t-028", "diag.pass", "Was kostet Sperrmüll am Wertstoffhof Am Kanal?", "Sperrmüll kostet 20 Euro pro Kubikmeter.",
           {"wertstoffhof": WERTSTOFFHOF, "kletterhalle": KLETTERHALLE}, ("wertstoffhof",), "pass"),
    w.diag("de-t-029", "diag.missed", "Wer übernimmt bei der Fahrschule Berger die Fahrstunden?", "Dazu finde ich in den Unterlagen leider nichts.",
           {"kletterhalle": KLETTERHALLE, "wertstoffhof": WERTSTOFFHOF}, ("fahrschule-berger",), "fix_retrieval"),
    w.diag("de-t-030", "diag.correct_refusal", "Kann man in der Kletterhalle Nordwand Kletterschuhe ausleihen?", "Ob man dort Kletterschuhe ausleihen kann, geht aus den Unterlagen nicht hervor.",
           {"kletterhalle": KLETTERHALLE, "fahrschule-berger": FAHRSCHULE}, (), "correct_refusal"),
    w.diag("de-t-031", "diag.unfaithful", "Wie lange dauert eine Fahrstunde bei der Fahrschule Berger?", "Eine Fahrstunde dauert 90 Minuten.",
           {"fahrschule-berger": FAHRSCHULE, "wertstoffhof": WERTSTOFFHOF}, ("fahrschule-berger",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
