"""German cases of set BD: an ice rink, a harbour tour, a cooking school for children and a
print shop."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

EIS = "Das Eisstadion am Lindenpark ist von Dienstag bis Sonntag von 10 bis 21:30 Uhr für den Publikumslauf geöffnet. Der Schlittschuhverleih kostet 5 Euro pro Paar, Helme bekommen Kinder unter zwölf Jahren kostenlos. Montags bleibt die Halle wegen der Eisaufbereitung geschlossen."
HAFEN = "Die Hafenrundfahrt der Reederei Möller startet von April bis Oktober stündlich zwischen 11 und 17 Uhr an Brücke 4 der Landungsbrücken. Eine Fahrt dauert 75 Minuten, und das Schiff bietet Platz für 120 Gäste. Erwachsene zahlen 22 Euro, Kinder die Hälfte."
KOCH = "Die Kochschule „Kleine Löffel“ bietet samstags Kurse für Kinder von 6 bis 11 Jahren an. Ein Kurs dauert zwei Stunden, und pro Gruppe sind höchstens acht Kinder zugelassen. Alle Zutaten sind im Kursbeitrag von 29 Euro enthalten, Schürzen müssen die Kinder aber selbst mitbringen."
DRUCK = "Die Druckerei Wagner druckt Flyer im Format A5 für 8 Cent pro Stück, ab 1.000 Exemplaren für 6 Cent. Normale Aufträge sind nach vier Werktagen fertig; Eilaufträge, die vor 10 Uhr eingehen, können am selben Tag abgeholt werden. Inhaberin Karin Wagner hat ihren Auszubildenden Jonas Brandt selbst eingearbeitet."

# fmt: off
FAITHFULNESS: list[Case] = [
    # treue Umformulierungen und Formate
    w.faith("de-bd-001", "para.synonym", "Wann ist das Eisstadion zu?", "Wegen der Eisaufbereitung ist die Halle jeden Montag zu.", EIS, True),
    w.faith("de-bd-002", "fmt.time", "Wann legen die Schiffe der Hafenrundfahrt ab?", "Von April bis Oktober legen sie jede Stunde zwischen 11:00 und 17:00 Uhr ab.", HAFEN, True),
    w.faith("de-bd-003", "fmt.period", "Wie lange dauert die Hafenrundfahrt?", "Eine Rundfahrt dauert eine Stunde und 15 Minuten.", HAFEN, True),
    w.faith("de-bd-004", "fmt.share", "Was zahlen Kinder für die Rundfahrt?", "Kinder zahlen 50 Prozent des Erwachsenenpreises.", HAFEN, True),
    w.faith("de-bd-005", "fmt.thousands", "Wird der Flyer bei großen Auflagen günstiger?", "Ja, ab tausend Exemplaren kostet ein Flyer nur noch 6 Cent.", DRUCK, True),
    w.faith("de-bd-006", "para.passive", "Wer hat Jonas Brandt eingearbeitet?", "Jonas Brandt wurde von der Inhaberin Karin Wagner selbst eingearbeitet.", DRUCK, True),
    w.faith("de-bd-007", "para.except", "An welchen Tagen kann man im Lindenpark Schlittschuh laufen?", "An allen Tagen außer montags.", EIS, True),
    w.faith("de-bd-008", "fmt.range", "Für welches Alter sind die Kochkurse gedacht?", "Die Kurse richten sich an Kinder zwischen sechs und elf Jahren.", KOCH, True),
    w.faith("de-bd-009", "wrap.closer", "Was kostet ein Kochkurs?", "Ein Kurs kostet 29 Euro, die Zutaten sind schon inbegriffen. Viel Spaß beim Kochen!", KOCH, True),
    # genau ein deutlicher Fehler
    w.faith("de-bd-010", "value.number", "Wie viele Gäste passen auf das Schiff?", "Das Schiff bietet Platz für 200 Gäste.", HAFEN, False),
    w.faith("de-bd-011", "value.time", "Bis wann muss ein Eilauftrag eingehen?", "Eilaufträge, die vor 12 Uhr eingehen, können am selben Tag abgeholt werden.", DRUCK, False),
    w.faith("de-bd-012", "role.swap", "Wer hat in der Druckerei wen eingearbeitet?", "Jonas Brandt hat Karin Wagner eingearbeitet.", DRUCK, False),
    w.faith("de-bd-013", "negation", "Muss mein Kind eine Schürze mitbringen?", "Nein, Schürzen müssen die Kinder nicht mitbringen.", KOCH, False),
    w.faith("de-bd-014", "antonym", "Welche Kinder bekommen einen Helm kostenlos?", "Helme bekommen Kinder über zwölf Jahren kostenlos.", EIS, False),
    w.faith("de-bd-015", "modality", "Was gilt für Eilaufträge?", "Eilaufträge, die vor 10 Uhr eingehen, müssen am selben Tag abgeholt werden.", DRUCK, False),
    w.faith("de-bd-016", "quantifier", "Wann finden die Kochkurse statt?", "Die Kurse finden jeden Tag statt.", KOCH, False),
    w.faith("de-bd-017", "added.fact", "Was kostet die Hafenrundfahrt für Erwachsene?", "Erwachsene zahlen 22 Euro, ein Getränk ist im Preis inbegriffen.", HAFEN, False),
    w.faith("de-bd-018", "value.except", "An welchem Tag ist das Eisstadion geschlossen?", "Die Halle ist an allen Tagen außer dienstags geöffnet.", EIS, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-bd-019", "refusal.plain", "Kann man im Eisstadion Geburtstag feiern?", "Das weiß ich leider nicht.", EIS, True),
    w.refusal("de-bd-020", "refusal.context", "Gibt es auf dem Schiff eine Toilette?", "Dazu steht in den vorliegenden Informationen nichts, daher kann ich die Frage nicht beantworten.", HAFEN, True),
    w.refusal("de-bd-021", "refusal.partial", "Wie lange dauert ein Kochkurs, und gibt es Parkplätze?", "Ein Kurs dauert zwei Stunden; zu Parkplätzen finde ich keine Angaben.", KOCH, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-bd-022", "correct.wordy", "Wie viel kostet der Schlittschuhverleih?", "Wer keine eigenen Schlittschuhe hat, kann sich im Eisstadion ein Paar für 5 Euro ausleihen.", "Der Verleih kostet 5 Euro pro Paar.", True),
    w.correct("de-bd-023", "correct.wordy", "Wie lange braucht die Druckerei Wagner für einen normalen Auftrag?", "Bei einem normalen Auftrag müssen Sie mit vier Werktagen rechnen, danach ist er fertig.", "Normale Aufträge sind nach vier Werktagen fertig.", True),
    w.correct("de-bd-024", "correct.short", "Wie viele Kinder dürfen höchstens in eine Gruppe?", "Acht.", "Pro Gruppe sind höchstens acht Kinder zugelassen.", True),
    w.correct("de-bd-025", "wrong.role", "Wer hat wen in der Druckerei Wagner eingearbeitet?", "Jonas Brandt hat Karin Wagner eingearbeitet.", "Karin Wagner hat ihren Auszubildenden Jonas Brandt eingearbeitet.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("de-bd-026", "relevant.direct", "Wo muss ich einsteigen, wenn ich bei Möller mitfahren will?", "An Brücke 4 der Landungsbrücken.", HAFEN, True),
    w.relevant("de-bd-027", "relevant.direct", "Was muss ich für meine Tochter beim Kochkurs bezahlen?", "29 Euro, Zutaten inklusive.", KOCH, True),
    w.relevant("de-bd-028", "relevant.direct", "Bis wann kann ich abends noch aufs Eis?", "Bis 21:30 Uhr.", EIS, True),
    w.relevant("de-bd-029", "relevant.yesno", "Muss ich für meinen achtjährigen Sohn einen Helm kaufen?", "Nein, Kinder unter zwölf bekommen den Helm kostenlos.", EIS, True),
    w.relevant("de-bd-030", "offtopic.true", "Wie lange dauert eine Hafenrundfahrt?", "Erwachsene zahlen 22 Euro, Kinder die Hälfte.", HAFEN, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-bd-031", "diag.pass", "Wie viel kostet ein A5-Flyer bei der Druckerei Wagner?", "Ein A5-Flyer kostet 8 Cent, ab 1.000 Stück 6 Cent.", {"druck-01": DRUCK, "eis-01": EIS}, ("druck-01",), "pass"),
    w.diag("de-bd-032", "diag.missed", "Wie lange dauert eine Hafenrundfahrt?", "Eine Rundfahrt dauert zwei Stunden.", {"koch-01": KOCH, "eis-01": EIS}, ("hafen-01",), "fix_retrieval"),
    w.diag("de-bd-033", "diag.correct_refusal", "Verkauft das Eisstadion auch Schlittschuhe?", "Ob das Eisstadion Schlittschuhe verkauft, geht aus den Unterlagen nicht hervor.", {"eis-01": EIS}, (), "correct_refusal"),
    w.diag("de-bd-034", "diag.unfaithful", "Wie viele Kinder sind pro Kochgruppe zugelassen?", "Pro Gruppe sind höchstens zwölf Kinder zugelassen.", {"koch-01": KOCH, "hafen-01": HAFEN}, ("koch-01",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
