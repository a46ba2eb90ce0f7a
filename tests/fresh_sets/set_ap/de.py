"""German cases of set AP: a climbing gym, a beekeepers' association, a repair café and an
allotment garden summer party."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

KLETTERN = (
    "Die Kletterhalle Felsenwerk in Freiburg ist dienstags bis sonntags von 10 bis 23 Uhr geöffnet, montags bleibt sie geschlossen. "
    "Eine Tageskarte kostet 14,50 €, Schüler und Studierende zahlen 11 €. "
    "Wer ohne Trainer klettern will, muss vorher einen Toprope-Kurs absolviert haben. "
    "Der Kurs wird von Jonas Kellermann geleitet."
)
IMKER = (
    "Der Imkerverein Lindenhof hat 42 Mitglieder und betreut 130 Bienenvölker. "
    "Im vergangenen Jahr ernteten die Mitglieder 1.850 Kilogramm Honig, mehr als im Jahr davor mit 1.400 Kilogramm. "
    "Ein 500-Gramm-Glas kostet im Vereinsladen 7 Euro. "
    "Neue Mitglieder dürfen im ersten Jahr kostenlos an allen Schulungen teilnehmen."
)
REPARATUR = (
    "Das Repair-Café im Gemeindehaus Sankt Peter findet an jedem zweiten Samstag im Monat von 14 bis 17 Uhr statt. "
    "Ehrenamtliche reparieren dort Kleidung, Fahrräder und Elektrogeräte aller Art, mit Ausnahme von Mikrowellen. "
    "Die Reparatur ist kostenlos, um eine Spende wird gebeten. "
    "Organisiert wird das Café von Helga Brandt, unterstützt von ihrem Nachbarn Yusuf Demir."
)
SOMMERFEST = (
    "Das Sommerfest des Kleingartenvereins Am Mühlbach findet am 12. Juli 2025 statt. "
    "Los geht es um 15 Uhr mit Kaffee und Kuchen, um 19 Uhr spielt die Band Die Gartenzwerge. "
    "Der Eintritt ist frei, und Gäste dürfen ihre Hunde mitbringen, wenn sie angeleint sind."
)

# fmt: off
FAITHFULNESS = [
    # treue Umformulierungen und Formate
    w.faith("de-ap-001", "para.reorder", "Wann hat die Kletterhalle Felsenwerk geöffnet?", "Montags ist die Halle geschlossen, von Dienstag bis Sonntag hat sie von 10 bis 23 Uhr offen.", KLETTERN, True),
    w.faith("de-ap-002", "para.passive", "Wer leitet den Toprope-Kurs?", "Den Toprope-Kurs leitet Jonas Kellermann.", KLETTERN, True),
    w.faith("de-ap-003", "fmt.currency", "Was kostet eine Tageskarte in der Kletterhalle?", "Eine Tageskarte kostet 14,50 Euro.", KLETTERN, True),
    w.faith("de-ap-004", "fmt.thousands", "Wie viel Honig hat der Imkerverein letztes Jahr geerntet?", "Im vergangenen Jahr wurden 1850 Kilogramm Honig geerntet.", IMKER, True),
    w.faith("de-ap-005", "fmt.unit", "Was kostet ein Glas Honig im Vereinsladen?", "Ein 0,5-kg-Glas kostet im Vereinsladen 7 €.", IMKER, True),
    w.faith("de-ap-006", "wrap.hedge", "Wie viele Mitglieder hat der Imkerverein Lindenhof?", "Soweit ich sehe, hat der Verein 42 Mitglieder.", IMKER, True),
    w.faith("de-ap-007", "para.except", "Welche Geräte repariert das Repair-Café?", "Mikrowellen werden nicht repariert, alle anderen Elektrogeräte aber schon.", REPARATUR, True),
    w.faith("de-ap-008", "fmt.time", "Wann beginnt das Sommerfest?", "Das Fest beginnt um drei Uhr nachmittags mit Kaffee und Kuchen.", SOMMERFEST, True),
    w.faith("de-ap-009", "fmt.date", "An welchem Tag ist das Sommerfest?", "Das Sommerfest findet am 12.07.2025 statt.", SOMMERFEST, True),
    w.faith("de-ap-010", "para.nominal", "Wann spielt die Band beim Sommerfest?", "Der Auftritt der Band Die Gartenzwerge ist um 19 Uhr.", SOMMERFEST, True),
    # ein deutlicher Fehler
    w.faith("de-ap-011", "value.number", "Wie viele Bienenvölker betreut der Verein?", "Der Verein betreut 150 Bienenvölker.", IMKER, False),
    w.faith("de-ap-012", "role.swap", "Wer organisiert das Repair-Café?", "Yusuf Demir organisiert das Café, unterstützt von seiner Nachbarin Helga Brandt.", REPARATUR, False),
    w.faith("de-ap-013", "negation", "Brauche ich einen Kurs, um ohne Trainer zu klettern?", "Wer ohne Trainer klettern will, braucht keinen Toprope-Kurs.", KLETTERN, False),
    w.faith("de-ap-014", "antonym", "Muss man für eine Reparatur bezahlen?", "Die Reparatur ist kostenpflichtig.", REPARATUR, False),
    w.faith("de-ap-015", "modality", "Was gilt für neue Mitglieder im ersten Jahr?", "Neue Mitglieder müssen im ersten Jahr an allen Schulungen teilnehmen.", IMKER, False),
    w.faith("de-ap-016", "quantifier", "Wer zahlt 11 € für den Eintritt in die Kletterhalle?", "Alle Besucher zahlen 11 € für eine Tageskarte.", KLETTERN, False),
    w.faith("de-ap-017", "direction", "Wie hat sich die Honigernte entwickelt?", "Die Honigernte ist gesunken, von 1.850 auf 1.400 Kilogramm.", IMKER, False),
    w.faith("de-ap-018", "added.fact", "Kostet das Sommerfest Eintritt?", "Der Eintritt ist frei, und für Kinder gibt es eine Hüpfburg.", SOMMERFEST, False),
    w.faith("de-ap-019", "value.except", "Was wird im Repair-Café nicht repariert?", "Repariert werden alle Elektrogeräte außer Toastern.", REPARATUR, False),
]

REFUSAL = [
    w.refusal("de-ap-020", "refusal.plain", "Gibt es in der Kletterhalle ein Café?", "Das weiß ich leider nicht.", KLETTERN, True),
    w.refusal("de-ap-021", "refusal.long", "Wo kann man beim Sommerfest parken?", "Es tut mir leid, aber in den vorliegenden Unterlagen steht nichts über Parkmöglichkeiten beim Sommerfest, deshalb kann ich die Frage nicht beantworten.", SOMMERFEST, True),
    w.refusal("de-ap-022", "refusal.hedged", "Wann findet das Repair-Café statt?", "Ganz sicher bin ich mir nicht, aber es scheint an jedem zweiten Samstag im Monat von 14 bis 17 Uhr stattzufinden.", REPARATUR, False),
]

CORRECTNESS = [
    w.correct("de-ap-023", "correct.wordy", "Was kostet ein Glas Honig beim Imkerverein?", "Im Vereinsladen bekommt man ein 500-Gramm-Glas Honig für 7 Euro, geerntet von den Mitgliedern selbst.", "Ein 500-Gramm-Glas kostet 7 Euro.", True),
    w.correct("de-ap-024", "correct.wordy", "Wer leitet den Toprope-Kurs in der Kletterhalle?", "Geleitet wird der Toprope-Kurs, den man für das Klettern ohne Trainer braucht, von Jonas Kellermann.", "Jonas Kellermann.", True),
    w.correct("de-ap-025", "correct.format", "Wann findet das Sommerfest statt?", "12.07.2025", "Am 12. Juli 2025.", True),
    w.correct("de-ap-026", "wrong.value", "Wie viele Mitglieder hat der Imkerverein?", "Der Imkerverein hat 24 Mitglieder.", "Der Verein hat 42 Mitglieder.", False),
]

RELEVANCY = [
    w.relevant("de-ap-027", "relevant.direct", "Was muss ich als Studentin für einen Tag Klettern zahlen?", "11 €.", KLETTERN, True),
    w.relevant("de-ap-028", "relevant.direct", "Wo findet das Repair-Café statt?", "Im Gemeindehaus Sankt Peter.", REPARATUR, True),
    w.relevant("de-ap-029", "relevant.direct", "Wer kümmert sich um die Organisation des Repair-Cafés?", "Helga Brandt, mit Hilfe von Yusuf Demir.", REPARATUR, True),
    w.relevant("de-ap-030", "relevant.yesno", "Darf mein Hund mit zum Sommerfest?", "Ja, solange er angeleint ist.", SOMMERFEST, True),
    w.relevant("de-ap-031", "offtopic.true", "Wie viele Bienenvölker betreut der Imkerverein?", "Ein 500-Gramm-Glas kostet im Vereinsladen 7 Euro.", IMKER, False),
]

DIAGNOSIS = [
    w.diag("de-ap-032", "diag.pass", "Wann spielt die Band beim Sommerfest?", "Die Band Die Gartenzwerge spielt um 19 Uhr.", {"sommerfest": SOMMERFEST, "imkerverein": IMKER}, ("sommerfest",), "pass"),
    w.diag("de-ap-033", "diag.missed", "An welchem Wochentag ist die Kletterhalle geschlossen?", "Die Kletterhalle ist sonntags geschlossen.", {"repair-cafe": REPARATUR, "sommerfest": SOMMERFEST}, ("kletterhalle",), "fix_retrieval"),
    w.diag("de-ap-034", "diag.correct_refusal", "Bietet der Imkerverein Führungen für Schulklassen an?", "Dazu finde ich in den Unterlagen keine Angaben.", {"imkerverein": IMKER}, (), "correct_refusal"),
    w.diag("de-ap-035", "diag.unfaithful", "Wie lange dauert das Repair-Café?", "Das Repair-Café dauert von 14 bis 18 Uhr.", {"repair-cafe": REPARATUR, "kletterhalle": KLETTERN}, ("repair-cafe",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
