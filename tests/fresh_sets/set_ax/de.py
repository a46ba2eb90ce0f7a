"""German cases of set AX: a violin-making workshop, a wedding estate, a city archive and a
night bus line."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

GEIGENBAU = (
    "Die Geigenbauwerkstatt Brenner in der Lindenstraße 7 wird von Geigenbaumeisterin Ulrike Brenner geführt. "
    "Ein neuer Bogenbezug kostet 95 Euro und dauert vier Werktage. "
    "Die Werkstatt ist dienstags bis samstags von 9 bis 17 Uhr geöffnet. "
    "Ulrike Brenner hat ihren Gesellen Jonas Keller ausgebildet, der inzwischen alle Cello-Reparaturen übernimmt."
)
HOCHZEIT = (
    "Gut Falkenried bietet im Festsaal Platz für bis zu 140 Gäste. "
    "Die Saalmiete beträgt samstags 5.200 Euro und unter der Woche 3.600 Euro. "
    "Die Musik muss um 23:30 Uhr enden, und alle Gäste müssen das Gelände bis Mitternacht verlassen. "
    "Mit einer Anzahlung von 20 Prozent der Saalmiete ist der Termin reserviert."
)
ARCHIV = (
    "Das Stadtarchiv Lohberg verwahrt rund 1,4 Millionen Dokumente, das älteste stammt aus dem Jahr 1521. "
    "Der Lesesaal ist montags bis donnerstags von 8:30 bis 15:30 Uhr geöffnet. "
    "Für die Nutzung braucht man einen Leseausweis, der kostenlos ist und zwei Jahre gilt. "
    "Fotografieren ist für private Forschungszwecke erlaubt, Blitzlicht jedoch nicht."
)
NACHTBUS = (
    "Die Nachtbuslinie N5 fährt zwischen Hauptbahnhof und Seewiesen alle 30 Minuten von 0:15 bis 4:45 Uhr. "
    "Eine Einzelfahrt kostet 3,20 Euro, Kinder unter sechs Jahren fahren kostenlos. "
    "Seit Dezember 2023 fährt die Linie zusätzlich bis zum Klinikum, die Strecke wurde dadurch um 2,5 Kilometer länger."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("de-ax-001", "para.passive", "Wer hat Jonas Keller ausgebildet?", "Jonas Keller wurde von Ulrike Brenner ausgebildet.", GEIGENBAU, True),
    w.faith("de-ax-002", "para.synonym", "Darf man im Stadtarchiv fotografieren?", "Ja, zu privaten Forschungszwecken darf man Fotos machen, allerdings ohne Blitz.", ARCHIV, True),
    w.faith("de-ax-003", "para.nominal", "Was hat sich im Dezember 2023 bei der N5 geändert?", "Im Dezember 2023 erfolgte die Verlängerung der Linie bis zum Klinikum.", NACHTBUS, True),
    w.faith("de-ax-004", "para.relative", "Wer kümmert sich um die Cello-Reparaturen?", "Jonas Keller, den Ulrike Brenner ausgebildet hat, übernimmt inzwischen alle Cello-Reparaturen.", GEIGENBAU, True),
    w.faith("de-ax-005", "fmt.thousands", "Was kostet der Festsaal am Samstag?", "Samstags kostet die Saalmiete 5200 Euro.", HOCHZEIT, True),
    w.faith("de-ax-006", "fmt.scale", "Wie viele Dokumente hat das Stadtarchiv?", "Rund 1.400.000 Dokumente.", ARCHIV, True),
    w.faith("de-ax-007", "fmt.time", "Wann fährt die N5?", "Sie fährt alle 30 Minuten, von Viertel nach zwölf in der Nacht bis Viertel vor fünf am Morgen.", NACHTBUS, True),
    w.faith("de-ax-008", "fmt.share", "Wie hoch ist die Anzahlung?", "Ein Fünftel der Saalmiete.", HOCHZEIT, True),
    w.faith("de-ax-009", "fmt.abbrev", "Wann hat der Lesesaal geöffnet?", "Mo.–Do., 8:30–15:30 Uhr.", ARCHIV, True),
    w.faith("de-ax-010", "wrap.hedge", "Wie lange gilt der Leseausweis?", "Soweit ich sehe, gilt der Leseausweis zwei Jahre.", ARCHIV, True),
    # single clear errors
    w.faith("de-ax-011", "value.number", "Wie viele Gäste passen in den Festsaal?", "Der Festsaal bietet Platz für bis zu 410 Gäste.", HOCHZEIT, False),
    w.faith("de-ax-012", "value.unit", "Um wie viel ist die Strecke der N5 länger geworden?", "Die Strecke ist um 2,5 Meter länger geworden.", NACHTBUS, False),
    w.faith("de-ax-013", "value.date", "Aus welchem Jahr stammt das älteste Dokument?", "Das älteste Dokument stammt aus dem Jahr 1621.", ARCHIV, False),
    w.faith("de-ax-014", "role.swap", "Wer hat in der Werkstatt wen ausgebildet?", "Jonas Keller hat Ulrike Brenner ausgebildet.", GEIGENBAU, False),
    w.faith("de-ax-015", "antonym", "Welche Kinder fahren in der N5 kostenlos?", "Kinder über sechs Jahren fahren kostenlos.", NACHTBUS, False),
    w.faith("de-ax-016", "modality", "Wann muss die Musik enden?", "Die Musik sollte um 23:30 Uhr enden, darf auf Wunsch aber auch länger laufen.", HOCHZEIT, False),
    w.faith("de-ax-017", "negation", "Braucht man für das Archiv einen Leseausweis?", "Nein, für die Nutzung braucht man keinen Leseausweis.", ARCHIV, False),
    w.faith("de-ax-018", "added.fact", "Was kostet eine Einzelfahrt mit der N5?", "Eine Einzelfahrt kostet 3,20 Euro, eine Tageskarte 7 Euro.", NACHTBUS, False),
    w.faith("de-ax-019", "direction", "Wie hat sich die Strecke der N5 verändert?", "Die Strecke ist um 2,5 Kilometer kürzer geworden.", NACHTBUS, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-ax-020", "refusal.plain", "Kann man auf Gut Falkenried übernachten?", "Das kann ich leider nicht beantworten.", HOCHZEIT, True),
    w.refusal("de-ax-021", "refusal.context", "Repariert die Werkstatt auch Gitarren?", "Dazu steht in den vorliegenden Informationen nichts.", GEIGENBAU, True),
    w.refusal("de-ax-022", "refusal.hedged", "Wann öffnet die Werkstatt am Samstag?", "Ganz sicher bin ich nicht, aber laut den Angaben öffnet die Werkstatt samstags um 9 Uhr.", GEIGENBAU, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-ax-023", "correct.wordy", "Wie lange dauert ein neuer Bogenbezug?", "Wenn Sie Ihren Bogen neu beziehen lassen, müssen Sie vier Werktage einplanen, bis er fertig ist.", "Vier Werktage.", True),
    w.correct("de-ax-024", "correct.wordy", "Was kostet die Saalmiete unter der Woche?", "Wer an einem Wochentag feiert, zahlt für den Festsaal 3.600 Euro Miete.", "3.600 Euro.", True),
    w.correct("de-ax-025", "correct.format", "Bis wann fährt die N5?", "Bis Viertel vor fünf morgens.", "Bis 4:45 Uhr.", True),
    w.correct("de-ax-026", "wrong.value", "Was kostet eine Einzelfahrt mit der N5?", "Eine Einzelfahrt kostet 2,30 Euro.", "3,20 Euro.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("de-ax-027", "relevant.direct", "Wo finde ich die Geigenbauwerkstatt?", "In der Lindenstraße 7.", GEIGENBAU, True),
    w.relevant("de-ax-028", "relevant.direct", "Für wie viele Personen ist der Festsaal ausgelegt?", "Bis zu 140 Gäste haben dort Platz.", HOCHZEIT, True),
    w.relevant("de-ax-029", "relevant.direct", "Ab wann kann ich nachts mit der N5 fahren?", "Um 0:15 Uhr geht es los.", NACHTBUS, True),
    w.relevant("de-ax-030", "relevant.yesno", "Ist Blitzlicht im Archiv erlaubt?", "Nein, das ist nicht gestattet.", ARCHIV, True),
    w.relevant("de-ax-031", "offtopic.true", "Bis wann müssen die Gäste das Gelände verlassen?", "Gut Falkenried bietet im Festsaal Platz für bis zu 140 Gäste.", HOCHZEIT, False),
]

DIAGNOSIS: list[Case] = [
    w.diag(
        "de-ax-032", "diag.pass", "Wie hoch ist die Anzahlung auf Gut Falkenried?",
        "Die Anzahlung beträgt 20 Prozent der Saalmiete.",
        {
            "gut-preise": "Die Saalmiete auf Gut Falkenried beträgt samstags 5.200 Euro und unter der Woche 3.600 Euro. Mit einer Anzahlung von 20 Prozent der Saalmiete ist der Termin reserviert.",
        },
        ("gut-preise",), "pass",
    ),
    w.diag(
        "de-ax-033", "diag.missed", "Wie lange gilt der Leseausweis des Stadtarchivs?",
        "Der Leseausweis gilt fünf Jahre.",
        {
            "archiv-bestand": "Das Stadtarchiv Lohberg verwahrt rund 1,4 Millionen Dokumente, das älteste stammt aus dem Jahr 1521.",
            "archiv-zeiten": "Der Lesesaal des Stadtarchivs Lohberg ist montags bis donnerstags von 8:30 bis 15:30 Uhr geöffnet.",
        },
        ("archiv-ausweis",), "fix_retrieval",
    ),
    w.diag(
        "de-ax-034", "diag.correct_refusal", "Gibt es im Stadtarchiv ein Café?",
        "In den Unterlagen findet sich kein Hinweis auf ein Café im Stadtarchiv.",
        {
            "archiv-bestand": "Das Stadtarchiv Lohberg verwahrt rund 1,4 Millionen Dokumente, das älteste stammt aus dem Jahr 1521.",
            "archiv-zeiten": "Der Lesesaal des Stadtarchivs Lohberg ist montags bis donnerstags von 8:30 bis 15:30 Uhr geöffnet.",
        },
        (), "correct_refusal",
    ),
    w.diag(
        "de-ax-035", "diag.refused", "Was kostet eine Einzelfahrt mit der N5?",
        "Dazu liegen mir leider keine Informationen vor.",
        {
            "n5-tarif": "Eine Einzelfahrt mit der Nachtbuslinie N5 kostet 3,20 Euro, Kinder unter sechs Jahren fahren kostenlos.",
        },
        ("n5-tarif",), "fix_generation",
    ),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
