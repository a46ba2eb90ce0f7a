"""German cases of set AT: a hearing-aid shop, a village bakery's bread subscription and a
first-aid course in a parish hall."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

HOER = (
    "Hörakustik Brenner in der Lindenstraße bietet kostenlose Hörtests von Montag bis Freitag zwischen 8:30 und 17:00 Uhr an. "
    "Ein Test dauert etwa 30 Minuten; wer möchte, kann vorab telefonisch einen Termin vereinbaren. "
    "Hörgeräte können 14 Tage lang kostenlos zu Hause ausprobiert werden. "
    "Dafür ist eine Kaution von 50 € fällig, die bei Rückgabe erstattet wird."
)
BROT = (
    "Die Dorfbäckerei Wiesner liefert im Brot-Abo jeden Samstag ein Roggenmischbrot (1 kg) für 5,80 € pro Woche; seit Januar ist der Preis von 5,20 € auf 5,80 € gestiegen. "
    "Das Abo kann jederzeit zum Monatsende gekündigt werden. "
    "Bestellungen müssen bis Donnerstag, 12 Uhr, eingehen."
)
KURS = (
    "Der Erste-Hilfe-Kurs im Gemeindehaus St. Markus findet am 22. März von 9 bis 16:30 Uhr statt. "
    "Geleitet wird er von der Rettungssanitäterin Jana Vogt, unterstützt von Sanitäter Felix Krämer. "
    "Die Teilnahme kostet 45 € und ist für den Führerschein anerkannt. Maximal 18 Personen können teilnehmen."
)

ABO_PREIS = "Das Brot-Abo der Dorfbäckerei Wiesner kostet 5,80 € pro Woche."
ABO_KUENDIGUNG = "Das Brot-Abo der Dorfbäckerei Wiesner kann jederzeit zum Monatsende gekündigt werden."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("de-at-001", "para.passive", "Wer leitet den Erste-Hilfe-Kurs?", "Rettungssanitäterin Jana Vogt leitet den Kurs, Felix Krämer unterstützt sie.", KURS, True),
    w.faith("de-at-002", "para.synonym", "Wie lange dauert ein Hörtest?", "Der Test dauert rund 30 Minuten.", HOER, True),
    w.faith("de-at-003", "fmt.unit", "Wie schwer ist das Brot im Abo?", "Das Roggenmischbrot wiegt 1000 Gramm.", BROT, True),
    w.faith("de-at-004", "fmt.currency", "Was kostet das Brot-Abo?", "Das Abo kostet 5,80 Euro in der Woche.", BROT, True),
    w.faith("de-at-005", "fmt.date", "Wann findet der Erste-Hilfe-Kurs statt?", "Am 22.03., von 9 bis 16:30 Uhr.", KURS, True),
    w.faith("de-at-006", "para.nominal", "Kann ich das Brot-Abo kündigen?", "Ja, eine Kündigung ist jederzeit zum Monatsende möglich.", BROT, True),
    w.faith("de-at-007", "wrap.hedge", "Muss ich für das Probetragen etwas bezahlen?", "Soweit ich sehe, wird eine Kaution von 50 € fällig, die Sie bei Rückgabe zurückbekommen.", HOER, True),
    w.faith("de-at-008", "para.relative", "Wird der Kurs für den Führerschein anerkannt?", "Ja, der Kurs, der 45 € kostet, ist für den Führerschein anerkannt.", KURS, True),
    w.faith("de-at-009", "fmt.period", "Wie lange kann ich ein Hörgerät zu Hause testen?", "Sie können Hörgeräte zwei Wochen lang kostenlos zu Hause ausprobieren.", HOER, True),
    w.faith("de-at-010", "value.number", "Wie viele Personen können am Kurs teilnehmen?", "Maximal 28 Personen können teilnehmen.", KURS, False),
    w.faith("de-at-011", "value.time", "Bis wann muss ich das Brot bestellen?", "Bestellungen müssen bis Donnerstag, 18 Uhr, eingehen.", BROT, False),
    w.faith("de-at-012", "role.swap", "Wer leitet den Erste-Hilfe-Kurs?", "Sanitäter Felix Krämer leitet den Kurs, unterstützt von Rettungssanitäterin Jana Vogt.", KURS, False),
    w.faith("de-at-013", "negation", "Zählt der Kurs für den Führerschein?", "Nein, der Kurs wird für den Führerschein nicht anerkannt.", KURS, False),
    w.faith("de-at-014", "antonym", "Was kostet ein Hörtest bei Brenner?", "Hörakustik Brenner bietet kostenpflichtige Hörtests an.", HOER, False),
    w.faith("de-at-015", "modality", "Brauche ich für den Hörtest einen Termin?", "Ja, für einen Hörtest muss man vorab telefonisch einen Termin vereinbaren.", HOER, False),
    w.faith("de-at-016", "direction", "Hat sich der Preis des Brot-Abos geändert?", "Ja, seit Januar ist der Preis auf 5,80 € gesunken.", BROT, False),
    w.faith("de-at-017", "added.entity", "Wer leitet den Erste-Hilfe-Kurs?", "Den Kurs leiten Jana Vogt und der Notarzt Dr. Peter Lang.", KURS, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-at-018", "refusal.plain", "Gibt es das Brot auch glutenfrei?", "Das kann ich leider nicht beantworten.", BROT, True),
    w.refusal("de-at-019", "refusal.long", "Übernimmt die Krankenkasse die Kosten für ein Hörgerät?", "Dazu finde ich in den vorliegenden Informationen leider nichts; dort geht es nur um Hörtests und das Ausprobieren von Hörgeräten, nicht um die Kostenübernahme durch die Krankenkasse.", HOER, True),
    w.refusal("de-at-020", "refusal.partial", "Was kostet der Kurs und gibt es Mittagessen?", "Ob es Mittagessen gibt, steht nicht in den Unterlagen, aber die Teilnahme kostet 45 €.", KURS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-at-021", "correct.wordy", "Wie viele Personen können am Kurs teilnehmen?", "Im Gemeindehaus St. Markus ist für den Erste-Hilfe-Kurs Platz für höchstens 18 Teilnehmende, mehr werden nicht angenommen.", "Höchstens 18.", True),
    w.correct("de-at-022", "correct.wordy", "An welchem Tag wird das Brot geliefert?", "Die Dorfbäckerei Wiesner bringt Ihnen Ihr Roggenmischbrot immer samstags vorbei.", "Am Samstag.", True),
    w.correct("de-at-023", "correct.short", "Was kostet ein Hörtest bei Hörakustik Brenner?", "Nichts.", "Der Hörtest ist kostenlos.", True),
    w.correct("de-at-024", "wrong.value", "Bis wann muss ich meine Brotbestellung aufgeben?", "Bis Freitag, 12 Uhr.", "Bis Donnerstag, 12 Uhr.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("de-at-025", "relevant.direct", "Wo kann ich mein Gehör überprüfen lassen?", "Bei Hörakustik Brenner in der Lindenstraße, kostenlos.", HOER, True),
    w.relevant("de-at-026", "relevant.direct", "Was muss ich für die Teilnahme bezahlen?", "45 €.", KURS, True),
    w.relevant("de-at-027", "relevant.direct", "Bis wann muss meine Bestellung eingehen?", "Spätestens Donnerstagmittag.", BROT, True),
    w.relevant("de-at-028", "relevant.yesno", "Zählt der Kurs für den Führerschein?", "Ja, er ist dafür anerkannt.", KURS, True),
    w.relevant("de-at-029", "offtopic.true", "Wie hoch ist die Kaution für das Probetragen?", "Ein Hörtest dauert etwa 30 Minuten.", HOER, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-at-030", "diag.pass", "Was kostet das Brot-Abo?", "5,80 € pro Woche.", {"abo-preis": ABO_PREIS, "abo-kuendigung": ABO_KUENDIGUNG}, ("abo-preis",), "pass"),
    w.diag("de-at-031", "diag.missed", "Bis wann muss ich meine Bestellung aufgeben?", "Dazu liegen mir leider keine Informationen vor.", {"abo-preis": ABO_PREIS, "abo-kuendigung": ABO_KUENDIGUNG}, ("abo-bestellung",), "fix_retrieval"),
    w.diag("de-at-032", "diag.correct_refusal", "Liefert die Bäckerei auch in die Nachbarorte?", "Ob auch in Nachbarorte geliefert wird, geht aus den Unterlagen nicht hervor.", {"abo-preis": ABO_PREIS, "abo-kuendigung": ABO_KUENDIGUNG}, (), "correct_refusal"),
    w.diag("de-at-033", "diag.unfaithful", "Kann ich das Abo jederzeit kündigen?", "Nein, das Abo läuft mindestens ein Jahr und ist erst danach kündbar.", {"abo-kuendigung": ABO_KUENDIGUNG, "abo-preis": ABO_PREIS}, ("abo-kuendigung",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
