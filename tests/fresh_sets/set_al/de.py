"""German cases of set AL: an animal shelter, a bicycle repair shop and a sauna at a public
indoor pool."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

TIERHEIM = (
    "Das Tierheim Lindenhof ist dienstags bis samstags von 14 bis 18 Uhr für Besucher geöffnet. "
    "Wer einen Hund adoptieren möchte, muss mindestens 18 Jahre alt sein und zweimal zum Kennenlernen vorbeikommen. "
    "Die Schutzgebühr für eine Katze beträgt 120 Euro, für einen Hund 250 Euro."
)
WERKSTATT = (
    "Die Fahrradwerkstatt Speiche & Co. in der Bergstraße 12 repariert Räder aller Marken außer E-Bikes. "
    "Ein Standard-Check kostet 39 Euro und dauert etwa 45 Minuten. "
    "Termine werden nur telefonisch vergeben, und montags ist die Werkstatt geschlossen."
)
SAUNA = (
    "Die Saunalandschaft im Hallenbad Nord hat drei Saunen mit 60, 80 und 95 Grad Celsius. "
    "Eine Tageskarte kostet 16,50 Euro; ab 20 Uhr gilt ein Abendtarif von 11 Euro. "
    "Dienstags ist Damentag, und Kinder unter 14 Jahren haben keinen Zutritt."
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("de-al-001", "para.passive", "Welche Fahrräder nimmt die Werkstatt an?", "Dort werden Räder aller Marken repariert, nur E-Bikes nicht.", WERKSTATT, True),
    w.faith("de-al-002", "para.nominal", "Wie alt muss man sein, um einen Hund zu adoptieren?", "Voraussetzung für die Adoption eines Hundes ist ein Mindestalter von 18 Jahren.", TIERHEIM, True),
    w.faith("de-al-003", "fmt.currency", "Was kostet eine Tageskarte für die Sauna?", "Die Tageskarte kostet 16,50 €.", SAUNA, True),
    w.faith("de-al-004", "fmt.time", "Wann hat das Tierheim geöffnet?", "Dienstags bis samstags von 14:00 bis 18:00 Uhr.", TIERHEIM, True),
    w.faith("de-al-005", "fmt.abbrev", "Wo finde ich die Fahrradwerkstatt?", "Speiche & Co. sitzt in der Bergstr. 12.", WERKSTATT, True),
    w.faith("de-al-006", "fmt.unit", "Wie heiß ist die heißeste Sauna?", "Die heißeste Sauna hat 95 °C.", SAUNA, True),
    w.faith("de-al-007", "para.combine", "Wie bekomme ich einen Termin, und an welchem Tag ist zu?", "Termine gibt es nur per Telefon, und montags bleibt die Werkstatt zu.", WERKSTATT, True),
    w.faith("de-al-008", "wrap.closer", "Was kostet eine Katze aus dem Tierheim?", "Die Schutzgebühr für eine Katze liegt bei 120 Euro. Ich hoffe, das hilft weiter!", TIERHEIM, True),
    w.faith("de-al-009", "fmt.period", "Wann ist in der Sauna Damentag?", "Jeden Dienstag ist in der Sauna Damentag.", SAUNA, True),
    # one clear error each
    w.faith("de-al-010", "value.number", "Wie viele Saunen gibt es im Hallenbad Nord?", "Die Saunalandschaft hat vier Saunen.", SAUNA, False),
    w.faith("de-al-011", "value.currency", "Wie hoch ist die Schutzgebühr für einen Hund?", "Für einen Hund beträgt die Schutzgebühr 150 Euro.", TIERHEIM, False),
    w.faith("de-al-012", "role.swap", "Wie hoch sind die Schutzgebühren?", "Die Schutzgebühr für eine Katze beträgt 250 Euro, für einen Hund 120 Euro.", TIERHEIM, False),
    w.faith("de-al-013", "negation", "Dürfen Kinder in die Sauna?", "Kinder unter 14 Jahren haben Zutritt zur Sauna.", SAUNA, False),
    w.faith("de-al-014", "value.except", "Welche Räder repariert die Werkstatt?", "Die Werkstatt repariert Räder aller Marken außer Rennrädern.", WERKSTATT, False),
    w.faith("de-al-015", "modality", "Muss ich vor der Adoption eines Hundes ins Tierheim kommen?", "Wer einen Hund adoptieren möchte, darf, wenn er mag, zweimal zum Kennenlernen vorbeikommen.", TIERHEIM, False),
    w.faith("de-al-016", "direction", "Gibt es einen günstigeren Tarif am Abend?", "Bis 20 Uhr gilt ein Abendtarif von 11 Euro.", SAUNA, False),
    w.faith("de-al-017", "value.time", "Wann hat das Tierheim geöffnet?", "Das Tierheim ist dienstags bis samstags von 14 bis 16 Uhr geöffnet.", TIERHEIM, False),
    w.faith("de-al-018", "added.entity", "Was kostet ein Standard-Check?", "Der Standard-Check kostet 39 Euro und wird von Meister Jürgen Albers durchgeführt.", WERKSTATT, False),
]

REFUSAL = [
    w.refusal("de-al-019", "refusal.plain", "Kann man im Tierheim Lindenhof auch Kaninchen adoptieren?", "Das kann ich leider nicht beantworten.", TIERHEIM, True),
    w.refusal("de-al-020", "refusal.context", "Kann man in der Sauna Handtücher ausleihen?", "Dazu finden sich in den vorliegenden Informationen keine Angaben.", SAUNA, True),
    w.refusal("de-al-021", "refusal.hedged", "Was kostet der Abendtarif in der Sauna?", "Ganz sicher bin ich mir nicht, aber ab 20 Uhr zahlt man wohl 11 Euro.", SAUNA, False),
]

CORRECTNESS = [
    w.correct("de-al-022", "correct.wordy", "Wie lange dauert ein Standard-Check?", "Wenn Sie Ihr Rad zum Standard-Check bringen, sollten Sie ungefähr 45 Minuten einplanen.", "Etwa 45 Minuten.", True),
    w.correct("de-al-023", "correct.wordy", "An welchem Tag ist in der Sauna Damentag?", "Der Damentag in der Saunalandschaft des Hallenbads Nord findet immer am Dienstag statt.", "Dienstags.", True),
    w.correct("de-al-024", "correct.format", "Was kostet die Tageskarte für die Sauna?", "16,50 €", "Die Tageskarte kostet 16,50 Euro.", True),
    w.correct("de-al-025", "wrong.value", "Ab welchem Alter darf man einen Hund adoptieren?", "Ab 16 Jahren.", "Ab 18 Jahren.", False),
]

RELEVANCY = [
    w.relevant("de-al-026", "relevant.direct", "Wie komme ich an einen Reparaturtermin?", "Einfach anrufen, vergeben wird nur telefonisch.", WERKSTATT, True),
    w.relevant("de-al-027", "relevant.direct", "Mit welchen Kosten muss ich rechnen, wenn ich eine Katze aufnehme?", "Die Schutzgebühr liegt bei 120 Euro.", TIERHEIM, True),
    w.relevant("de-al-028", "relevant.direct", "Wann wird der Eintritt günstiger?", "Ab 20 Uhr zahlt man nur 11 Euro.", SAUNA, True),
    w.relevant("de-al-029", "relevant.yesno", "Darf mein zwölfjähriger Sohn mit in die Sauna?", "Nein, unter 14 Jahren ist der Zutritt nicht erlaubt.", SAUNA, True),
    w.relevant("de-al-030", "offtopic.true", "Wann hat das Tierheim geöffnet?", "Die Schutzgebühr für einen Hund beträgt 250 Euro.", TIERHEIM, False),
]

DIAGNOSIS = [
    w.diag("de-al-031", "diag.missed", "Wo befindet sich die Fahrradwerkstatt Speiche & Co.?", "Die Fahrradwerkstatt befindet sich im Hallenbad Nord.", {"sauna": SAUNA, "tierheim": TIERHEIM}, ("werkstatt",), "fix_retrieval"),
    w.diag("de-al-032", "diag.correct_refusal", "Wie viele Hunde leben derzeit im Tierheim Lindenhof?", "Die Unterlagen nennen keine Zahl der Hunde, die derzeit im Tierheim leben.", {"tierheim": TIERHEIM}, (), "correct_refusal"),
    w.diag("de-al-033", "diag.offtopic", "Was kostet ein Standard-Check?", "Montags ist die Werkstatt geschlossen.", {"werkstatt": WERKSTATT}, ("werkstatt",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
