# ruff: noqa: E501  (data: one case per line where it fits)
"""Fresh set B, German (Deutsch): new everyday domains and wording."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

RUDER = (
    "Der Ruderverein Möwe wurde 1952 gegründet und hat heute rund 1.200 Mitglieder. Der Jahresbeitrag für "
    "Erwachsene beträgt 180 €. Kinder unter 14 Jahren dürfen nur in Begleitung eines Trainers aufs Wasser."
)
LUMORA = (
    "Jana Kowalski und Felix Brandt gründeten 2009 die Softwarefirma Lumora. Kowalski leitete das "
    "Unternehmen bis 2017 als Geschäftsführerin; danach übernahm Brandt die Geschäftsführung."
)
WERTSTOFF = (
    "Der Wertstoffhof ist dienstags bis samstags von 8 bis 16 Uhr geöffnet. Elektrogeräte werden kostenlos "
    "angenommen. Für Bauschutt wird eine Gebühr von 5 € je 100 Liter erhoben."
)
KAFFEE = (
    "Die Kaffeemaschine sollte alle drei Monate entkalkt werden. Der Wassertank fasst 1,5 Liter. Verwenden "
    "Sie ausschließlich gefiltertes Wasser."
)
PASS = (
    "Ein Reisepass für Erwachsene kostet 70 € und ist zehn Jahre gültig. Die Bearbeitung dauert in der "
    "Regel drei bis vier Wochen. Für die Beantragung ist ein Termin im Bürgeramt Pflicht."
)
TIERPARK = (
    "Der Tierpark ist täglich außer am 24. Dezember geöffnet. Hunde sind im Tierpark nicht erlaubt. Die "
    "Jahreskarte kostet 65 € und gilt zwölf Monate ab dem Kaufdatum."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("de-p4-001", "para.passive", "Wer hat Lumora gegründet?",
            "Lumora wurde 2009 von Jana Kowalski und Felix Brandt gegründet.", LUMORA, True),
    w.faith("de-p4-002", "fmt.thousands", "Wie viele Mitglieder hat der Ruderverein?",
            "Der Ruderverein Möwe hat heute rund 1200 Mitglieder.", RUDER, True),
    w.faith("de-p4-003", "fmt.time", "Wann hat der Wertstoffhof geöffnet?",
            "Der Wertstoffhof hat dienstags bis samstags von 8 Uhr morgens bis 4 Uhr nachmittags geöffnet.", WERTSTOFF, True),
    w.faith("de-p4-004", "para.nominal", "Wie oft muss die Kaffeemaschine entkalkt werden?",
            "Die Entkalkung der Kaffeemaschine sollte alle drei Monate erfolgen.", KAFFEE, True),
    w.faith("de-p4-005", "para.except", "Hat der Tierpark an Heiligabend geöffnet?",
            "Nein, am 24. Dezember ist der Tierpark geschlossen.", TIERPARK, True),
    w.faith("de-p4-006", "fmt.number", "Wie lange ist ein Reisepass gültig?",
            "Ein Reisepass für Erwachsene ist 10 Jahre gültig.", PASS, True),
    w.faith("de-p4-007", "fmt.range", "Wie lange dauert die Bearbeitung eines Reisepasses?",
            "Die Bearbeitung dauert meist zwischen drei und vier Wochen.", PASS, True),
    w.faith("de-p4-008", "wrap.closer", "Was kostet ein Reisepass?",
            "Ein Reisepass für Erwachsene kostet 70 €. Ich hoffe, das hilft Ihnen weiter.", PASS, True),
    # ---------------------------------------------------------------- not supported
    w.faith("de-p4-009", "role.swap", "Wer leitete Lumora bis 2017?",
            "Felix Brandt leitete Lumora bis 2017, danach übernahm Jana Kowalski die Geschäftsführung.",
            LUMORA, False),
    w.faith("de-p4-010", "modality", "Brauche ich für den Reisepass einen Termin im Bürgeramt?",
            "Ein Termin im Bürgeramt ist freiwillig.", PASS, False),
    w.faith("de-p4-011", "quantifier", "Wer darf nur mit Trainer aufs Wasser?",
            "Alle Mitglieder dürfen nur in Begleitung eines Trainers aufs Wasser.", RUDER, False),
    w.faith("de-p4-012", "value.currency", "Wie hoch ist der Jahresbeitrag?",
            "Der Jahresbeitrag für Erwachsene beträgt 108 €.", RUDER, False),
    w.faith("de-p4-013", "antonym", "Was kostet die Abgabe von Elektrogeräten?",
            "Elektrogeräte werden nur gegen eine Gebühr angenommen.", WERTSTOFF, False),
    w.faith("de-p4-014", "value.unit", "Wie viel Wasser fasst der Tank?",
            "Der Wassertank fasst 150 Milliliter.", KAFFEE, False),
    w.faith("de-p4-015", "negation", "Darf ich meinen Hund in den Tierpark mitbringen?",
            "Ja, Hunde sind im Tierpark erlaubt.", TIERPARK, False),
]
# fmt: on

# fmt: off
REFUSAL: list[Case] = [
    w.refusal("de-p4-016", "refusal.plain", "Hat der Wertstoffhof einen Kundenparkplatz?",
              "Das weiß ich leider nicht.", WERTSTOFF, True),
    w.refusal("de-p4-017", "refusal.context", "Gibt es im Tierpark ein Restaurant?",
              "Dazu steht in den vorliegenden Unterlagen nichts.", TIERPARK, True),
    w.refusal("de-p4-018", "refusal.hedged", "Wie lange ist ein Reisepass gültig?",
              "Ich bin mir nicht ganz sicher, aber soweit ich weiß, ist ein Reisepass für Erwachsene zehn "
              "Jahre gültig.", PASS, False),
]
# fmt: on

# fmt: off
CORRECTNESS: list[Case] = [
    w.correct("de-p4-019", "correct.format", "Bis wann hat der Wertstoffhof geöffnet?",
              "Bis 4 Uhr nachmittags.", "Bis 16 Uhr.", True),
    w.correct("de-p4-020", "correct.wordy", "Wer übernahm 2017 die Geschäftsführung von Lumora?",
              "Nachdem Jana Kowalski das Unternehmen bis 2017 geleitet hatte, übernahm ihr Mitgründer Felix "
              "Brandt die Geschäftsführung von Lumora.", "Felix Brandt.", True),
    w.correct("de-p4-021", "wrong.echo", "Wie viele Mitglieder hat der Ruderverein Möwe?",
              "Der Ruderverein Möwe hat rund 120 Mitglieder.", "Rund 1.200 Mitglieder.", False),
]
# fmt: on

# fmt: off
RELEVANCY: list[Case] = [
    w.relevant("de-p4-022", "relevant.yesno", "Darf ich meinen Hund in den Tierpark mitnehmen?",
               "Nein, Hunde müssen draußen bleiben.", TIERPARK, True),
    w.relevant("de-p4-023", "offtopic.other", "Was kostet die Jahreskarte für den Tierpark?",
               "Die Jahreskarte gilt zwölf Monate ab dem Kaufdatum.", TIERPARK, False),
    w.relevant("de-p4-027", "relevant.direct", "Wie oft ist eine Entkalkung der Kaffeemaschine fällig?",
               "Alle drei Monate.", KAFFEE, True),
]
# fmt: on

# fmt: off
DIAGNOSIS: list[Case] = [
    w.diag("de-p4-024", "diag.offtopic", "Was kostet ein Reisepass für Erwachsene?",
           "Ein Reisepass ist zehn Jahre gültig.", {"p1": PASS}, ("p1",), "fix_generation"),
    w.diag("de-p4-025", "diag.correct_refusal", "Wie viel kostet ein Kinderreisepass?",
           "Zu Kinderreisepässen finde ich in den Unterlagen keine Angaben.", {"p1": PASS}, (),
           "correct_refusal"),
    w.diag("de-p4-026", "diag.missed", "Wie viel Wasser fasst der Tank der Kaffeemaschine?",
           "Dazu kann ich leider nichts sagen.", {"t1": TIERPARK}, ("k1",), "fix_retrieval"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
