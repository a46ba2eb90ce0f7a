"""German cases of set BC. Scenarios: a sailing club's beginner course, a senior citizens' dance
group and a tailor's alterations shop."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

SEGELN = (
    "Der Segelclub Möwe am Plauer See bietet vom 8. bis 10. August einen Anfängerkurs für 280 Euro an. "
    "Teilnehmen darf nur, wer mindestens 200 Meter schwimmen kann; Rettungswesten stellt der Verein. "
    "Der Kurs wird von Jonas Brandt geleitet, und in jedem Boot sitzen ein Trainer und drei Teilnehmende."
)
TANZ = (
    "Der Seniorentanzkreis Goldene Schritte trifft sich jeden Dienstag um 15 Uhr im Gemeindehaus St. Markus; die meisten Teilnehmenden sind über 70. "
    "Eine Stunde dauert 75 Minuten und kostet 4 Euro, ein Tanzpartner ist nicht nötig. "
    "Die Tanzlehrerin Ursula Wendt unterrichtet Walzer und Cha-Cha-Cha, die Anmeldung übernimmt Kemal Aydın."
)
SCHNEIDEREI = (
    "Die Änderungsschneiderei Nadelöhr in der Lindenstraße kürzt Hosen für 14 Euro. "
    "Normale Änderungen sind nach vier Werktagen fertig, ein Eilauftrag innerhalb von 24 Stunden kostet 8 Euro Aufschlag. "
    "Geöffnet ist montags bis freitags von 9 bis 18 Uhr, samstags von 10 bis 13 Uhr."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # every claim supported
    w.faith("de-bc-001", "para.passive", "Wer leitet den Anfängerkurs?", "Jonas Brandt leitet den Kurs.", SEGELN, True),
    w.faith("de-bc-002", "fmt.date", "Wann findet der Anfängerkurs statt?", "Vom 08.08. bis zum 10.08.", SEGELN, True),
    w.faith("de-bc-003", "para.synonym", "Brauche ich einen Tanzpartner?", "Nein, ein Tanzpartner ist nicht erforderlich.", TANZ, True),
    w.faith("de-bc-004", "fmt.time", "Wann trifft sich der Tanzkreis?", "Jeden Dienstag um drei Uhr nachmittags.", TANZ, True),
    w.faith("de-bc-005", "fmt.unit", "Wie lange dauert eine Tanzstunde?", "Eine Einheit dauert 1 h 15 min.", TANZ, True),
    w.faith("de-bc-006", "fmt.currency", "Was kostet das Kürzen einer Hose?", "Das Kürzen einer Hose kostet 14 €.", SCHNEIDEREI, True),
    w.faith("de-bc-007", "para.nominal", "Wann ist eine normale Änderung fertig?", "Die Fertigstellung normaler Änderungen erfolgt nach vier Werktagen.", SCHNEIDEREI, True),
    w.faith("de-bc-008", "fmt.abbrev", "Wann hat die Schneiderei geöffnet?", "Mo.–Fr. 9–18 Uhr, Sa. 10–13 Uhr.", SCHNEIDEREI, True),
    w.faith("de-bc-009", "wrap.opener", "Was kostet der Segelkurs?", "Gute Frage! Der Anfängerkurs kostet 280 Euro.", SEGELN, True),
    # one clear error
    w.faith("de-bc-010", "value.date", "Wann ist der Segelkurs?", "Der Kurs läuft vom 8. bis 10. September.", SEGELN, False),
    w.faith("de-bc-011", "value.unit", "Wie schnell ist ein Eilauftrag fertig?", "Ein Eilauftrag ist innerhalb von 24 Tagen fertig.", SCHNEIDEREI, False),
    w.faith("de-bc-012", "role.swap", "Wer unterrichtet beim Tanzkreis?", "Kemal Aydın unterrichtet Walzer und Cha-Cha-Cha, Ursula Wendt kümmert sich um die Anmeldung.", TANZ, False),
    w.faith("de-bc-013", "negation", "Stellt der Verein Rettungswesten?", "Nein, Rettungswesten stellt der Verein nicht.", SEGELN, False),
    w.faith("de-bc-014", "antonym", "Hat die Schneiderei samstags auf?", "Nein, samstags ist die Schneiderei geschlossen.", SCHNEIDEREI, False),
    w.faith("de-bc-015", "modality", "Muss ich für den Kurs schwimmen können?", "Man sollte nach Möglichkeit 200 Meter schwimmen können, Pflicht ist das aber nicht.", SEGELN, False),
    w.faith("de-bc-016", "quantifier", "Wie alt sind die Leute im Tanzkreis?", "Alle Teilnehmenden sind über 70.", TANZ, False),
    w.faith("de-bc-017", "added.fact", "Was kostet eine Tanzstunde?", "Eine Stunde kostet 4 Euro, Kaffee und Kuchen sind inklusive.", TANZ, False),
    w.faith("de-bc-018", "value.time", "Wann hat die Schneiderei samstags geöffnet?", "Samstags von 10 bis 15 Uhr.", SCHNEIDEREI, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-bc-019", "refusal.plain", "Gibt es beim Segelclub Parkplätze?", "Das weiß ich leider nicht.", SEGELN, True),
    w.refusal("de-bc-020", "refusal.context", "Repariert die Schneiderei auch Lederjacken?", "Dazu steht in den vorliegenden Informationen nichts.", SCHNEIDEREI, True),
    w.refusal("de-bc-021", "refusal.partial", "Wann trifft sich der Tanzkreis, und gibt es Parkplätze am Gemeindehaus?", "Der Tanzkreis trifft sich dienstags um 15 Uhr; zu Parkplätzen finde ich keine Angaben.", TANZ, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-bc-022", "correct.wordy", "Was kostet der Anfängerkurs beim Segelclub Möwe?", "Für den dreitägigen Anfängerkurs im August verlangt der Segelclub Möwe insgesamt 280 Euro.", "280 Euro.", True),
    w.correct("de-bc-023", "correct.wordy", "Wer unterrichtet beim Tanzkreis?", "Unterrichtet wird der Tanzkreis von Ursula Wendt, die mit den Seniorinnen und Senioren Walzer und Cha-Cha-Cha übt.", "Ursula Wendt.", True),
    w.correct("de-bc-024", "correct.short", "Nach wie vielen Werktagen ist eine normale Änderung fertig?", "Vier.", "Eine normale Änderung ist nach vier Werktagen fertig.", True),
    w.correct("de-bc-025", "wrong.value", "Was kostet das Kürzen einer Hose?", "Das Kürzen einer Hose kostet 19 Euro.", "14 Euro.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("de-bc-026", "relevant.direct", "Wo treffen sich die Goldenen Schritte?", "Im Gemeindehaus St. Markus.", TANZ, True),
    w.relevant("de-bc-027", "relevant.direct", "Mit welchem Aufpreis muss ich rechnen, wenn es eilt?", "Acht Euro zusätzlich.", SCHNEIDEREI, True),
    w.relevant("de-bc-028", "relevant.direct", "Wann kann ich bei der Möwe segeln lernen?", "Vom 8. bis 10. August.", SEGELN, True),
    w.relevant("de-bc-029", "relevant.yesno", "Kann ich auch allein zum Tanzkreis kommen?", "Ja, einen Partner braucht man nicht.", TANZ, True),
    w.relevant("de-bc-030", "offtopic.true", "Wann ist der Segelkurs?", "Rettungswesten stellt der Verein.", SEGELN, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-bc-031", "diag.pass", "Bis wann hat die Schneiderei samstags geöffnet?", "Samstags bis 13 Uhr.",
           {"nadel-zeiten": "Geöffnet ist montags bis freitags von 9 bis 18 Uhr, samstags von 10 bis 13 Uhr.",
            "nadel-preise": "Die Änderungsschneiderei Nadelöhr kürzt Hosen für 14 Euro."},
           ("nadel-zeiten",), "pass"),
    w.diag("de-bc-032", "diag.missed", "Wer leitet den Segelkurs?", "Dazu liegen mir leider keine Angaben vor.",
           {"moewe-preis": "Der Segelclub Möwe bietet vom 8. bis 10. August einen Anfängerkurs für 280 Euro an.",
            "moewe-westen": "Rettungswesten stellt der Verein."},
           ("moewe-trainer",), "fix_retrieval"),
    w.diag("de-bc-033", "diag.correct_refusal", "Gibt es beim Tanzkreis Getränke?", "Darüber geben die Unterlagen keine Auskunft.",
           {"tanz-termin": "Der Seniorentanzkreis Goldene Schritte trifft sich jeden Dienstag um 15 Uhr im Gemeindehaus St. Markus.",
            "tanz-preis": "Eine Stunde dauert 75 Minuten und kostet 4 Euro."},
           (), "correct_refusal"),
    w.diag("de-bc-034", "diag.refused", "Was kostet eine Tanzstunde?", "Das kann ich anhand der Unterlagen leider nicht sagen.",
           {"tanz-preis": "Eine Stunde dauert 75 Minuten und kostet 4 Euro."},
           ("tanz-preis",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
