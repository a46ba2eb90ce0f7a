"""German cases of set W: a ski area day pass, a city bus line, an electronics repair shop and
a language school."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

SKI = "Der Tagesskipass im Skigebiet Hochgrat kostet 52 € für Erwachsene und 31 € für Kinder unter 14 Jahren. Die Lifte fahren vom 20. Dezember bis zum 30. März täglich von 8:45 bis 16:30 Uhr. Bei Windgeschwindigkeiten über 60 km/h wird die Gratbahn eingestellt."
BUS = "Die Linie 14 der Stadtwerke Lindenau fährt werktags alle 20 Minuten vom Hauptbahnhof zum Klinikum Nord. Ein Einzelfahrschein kostet 2,90 €, Kinder unter 6 Jahren fahren kostenlos. Fahrräder dürfen außer in der Hauptverkehrszeit von 7 bis 9 Uhr mitgenommen werden."
REPAIR = "Die Werkstatt Funkenflug repariert Handys, Tablets und Spielkonsolen. Ein Akkutausch dauert meist 45 Minuten und kostet 79 €. Auf jede Reparatur gibt es 6 Monate Garantie; ein Termin ist nicht nötig."
SCHOOL = "Die Sprachschule Wortwerk bietet Abendkurse in Italienisch, Polnisch und Türkisch an. Ein Kurs umfasst 14 Wochen mit zwei Terminen à 75 Minuten pro Woche, und die Kursgebühr ist dieses Jahr von 210 € auf 190 € gesunken. In einer Gruppe sitzen höchstens 10 Teilnehmende, und die Anmeldegebühr von 40 € wird erstattet, wenn der Kurs ausfällt."

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("de-w-001", "para.reorder", "Wann fahren die Lifte am Hochgrat?", "Täglich von 8:45 bis 16:30 Uhr fahren die Lifte, und zwar vom 20. Dezember bis zum 30. März.", SKI, True),
    w.faith("de-w-002", "para.passive", "Was passiert mit der Anmeldegebühr, wenn der Kurs ausfällt?", "Fällt der Kurs aus, erstattet Wortwerk die Anmeldegebühr von 40 €.", SCHOOL, True),
    w.faith("de-w-003", "para.synonym", "Wie viele Leute sind bei Wortwerk höchstens in einer Gruppe?", "Eine Gruppe hat maximal 10 Teilnehmende.", SCHOOL, True),
    w.faith("de-w-004", "para.nominal", "Wie lange dauert ein Akkutausch bei Funkenflug?", "Den Akku auszutauschen dauert meist 45 Minuten.", REPAIR, True),
    w.faith("de-w-005", "fmt.time", "Bis wann fahren die Lifte am Hochgrat täglich?", "Die Lifte fahren täglich bis halb fünf am Nachmittag.", SKI, True),
    w.faith("de-w-006", "fmt.period", "Wie oft fährt die Linie 14 werktags?", "Werktags fährt sie dreimal pro Stunde.", BUS, True),
    w.faith("de-w-007", "fmt.currency", "Was kostet ein Einzelfahrschein der Linie 14?", "Ein Einzelfahrschein kostet 2 Euro 90.", BUS, True),
    w.faith("de-w-008", "fmt.unit", "Wie lange dauert ein Kurstermin bei Wortwerk?", "Jeder Termin dauert eineinviertel Stunden.", SCHOOL, True),
    w.faith("de-w-009", "para.except", "Darf ich mein Fahrrad in der Linie 14 mitnehmen?", "Ja, nur nicht in der Hauptverkehrszeit zwischen 7 und 9 Uhr.", BUS, True),
    w.faith("de-w-010", "wrap.closer", "Wie lange gilt die Garantie bei Funkenflug?", "Sie bekommen auf jede Reparatur 6 Monate Garantie. Ich hoffe, das hilft weiter!", REPAIR, True),
    # one clear error each
    w.faith("de-w-011", "value.number", "Wie viele Wochen dauert ein Kurs bei Wortwerk?", "Ein Kurs umfasst 12 Wochen.", SCHOOL, False),
    w.faith("de-w-012", "value.currency", "Was kostet der Akkutausch bei Funkenflug?", "Der Akkutausch kostet 79 Dollar.", REPAIR, False),
    w.faith("de-w-013", "value.date", "Bis wann fahren die Lifte am Hochgrat in dieser Saison?", "Die Lifte fahren bis zum 30. April.", SKI, False),
    w.faith("de-w-014", "role.swap", "Was kostet der Tagesskipass am Hochgrat?", "Erwachsene zahlen 31 €, Kinder unter 14 Jahren 52 €.", SKI, False),
    w.faith("de-w-015", "negation", "Brauche ich bei Funkenflug einen Termin?", "Ja, ein Termin ist nötig.", REPAIR, False),
    w.faith("de-w-016", "direction", "Wie hat sich die Kursgebühr bei Wortwerk entwickelt?", "Die Kursgebühr ist dieses Jahr von 190 € auf 210 € gestiegen.", SCHOOL, False),
    w.faith("de-w-017", "antonym", "Wann wird die Gratbahn eingestellt?", "Bei Windgeschwindigkeiten unter 60 km/h wird die Gratbahn eingestellt.", SKI, False),
    w.faith("de-w-018", "quantifier", "Fahren Kinder in der Linie 14 kostenlos?", "Ja, alle Kinder fahren in der Linie 14 kostenlos.", BUS, False),
    w.faith("de-w-019", "added.entity", "Was repariert die Werkstatt Funkenflug?", "Funkenflug repariert Handys, Tablets, Spielkonsolen und Fernseher.", REPAIR, False),
]

REFUSAL = [
    w.refusal("de-w-020", "refusal.plain", "Gibt es am Hochgrat einen Skiverleih?", "Das weiß ich leider nicht.", SKI, True),
    w.refusal("de-w-021", "refusal.context", "Wer unterrichtet bei Wortwerk Polnisch?", "Dazu steht in den vorliegenden Informationen nichts, daher kann ich die Frage nicht beantworten.", SCHOOL, True),
    w.refusal("de-w-022", "refusal.hedged", "Was kostet ein Tagesskipass für Kinder am Hochgrat?", "Ganz sicher bin ich mir nicht, aber laut den Angaben zahlen Kinder unter 14 Jahren 31 €.", SKI, False),
]

CORRECTNESS = [
    w.correct("de-w-023", "correct.wordy", "Wie lange dauert ein Akkutausch bei Funkenflug?", "Wenn Sie bei Funkenflug den Akku tauschen lassen, müssen Sie in der Regel mit ungefähr 45 Minuten rechnen.", "Meist 45 Minuten.", True),
    w.correct("de-w-024", "correct.format", "Was kostet ein Einzelfahrschein der Linie 14?", "2 Euro und 90 Cent.", "Ein Einzelfahrschein kostet 2,90 €.", True),
    w.correct("de-w-025", "wrong.value", "Wie viele Teilnehmende hat eine Gruppe bei Wortwerk höchstens?", "Höchstens 16.", "Höchstens 10 Teilnehmende.", False),
]

RELEVANCY = [
    w.relevant("de-w-026", "relevant.direct", "Kann ich bei Funkenflug einfach so vorbeikommen?", "Klar, vorher anmelden muss man sich dort nicht.", REPAIR, True),
    w.relevant("de-w-027", "relevant.yesno", "Gibt es bei Wortwerk einen Polnischkurs?", "Ja, gibt es.", SCHOOL, True),
    w.relevant("de-w-028", "offtopic.true", "Wie oft fährt die Linie 14 werktags?", "Kinder unter 6 Jahren fahren kostenlos.", BUS, False),
]

DIAGNOSIS = [
    w.diag("de-w-029", "diag.pass", "Wie lange gilt die Garantie bei Funkenflug?", "Auf jede Reparatur gibt es 6 Monate Garantie.", {"werkstatt": REPAIR, "bus-14": BUS}, ("werkstatt",), "pass"),
    w.diag("de-w-030", "diag.missed", "Was kostet der Tagesskipass am Hochgrat für Erwachsene?", "Dazu finde ich in den Unterlagen leider nichts.", {"bus-14": BUS, "sprachschule": SCHOOL}, ("skipass",), "fix_retrieval"),
    w.diag("de-w-031", "diag.correct_refusal", "Gibt es in den Bussen der Linie 14 WLAN?", "Ob es in den Bussen WLAN gibt, geht aus den Informationen nicht hervor.", {"bus-14": BUS}, (), "correct_refusal"),
    w.diag("de-w-032", "diag.unfaithful", "Wann fahren die Lifte am Hochgrat?", "Die Lifte fahren täglich von 9:45 bis 17:30 Uhr.", {"skipass": SKI}, ("skipass",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
