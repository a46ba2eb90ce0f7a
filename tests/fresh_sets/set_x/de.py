"""German cases of set X: a car rental at the main station (Autovermietung Brenner), a dental
practice (Praxis Dr. Kessler) and a weekly market (Wochenmarkt auf dem Lutherplatz)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

AUTO = (
    "Die Autovermietung Brenner am Hauptbahnhof verleiht Kleinwagen für 39 Euro pro Tag und Transporter für 79 Euro pro Tag. "
    "Fahrer müssen mindestens 21 Jahre alt sein; wer jünger als 25 ist, zahlt 12 Euro Aufschlag pro Tag. "
    "Das Fahrzeug muss vollgetankt zurückgegeben werden. "
    "Die Station ist montags bis samstags von 7 bis 20 Uhr geöffnet."
)
ZAHN = (
    "Die Zahnarztpraxis Dr. Kessler liegt in der Lindenstraße 14. "
    "Eine professionelle Zahnreinigung kostet 89 Euro und dauert etwa 50 Minuten. "
    "Wurzelbehandlungen übernimmt Dr. Anna Kessler, Kinder behandelt Dr. Jonas Wolf. "
    "Wer einen Termin nicht mindestens 24 Stunden vorher absagt, zahlt eine Ausfallgebühr von 25 Euro."
)
MARKT = (
    "Der Wochenmarkt auf dem Lutherplatz findet jeden Mittwoch und Samstag von 7:30 bis 13 Uhr statt. "
    "Rund 35 Händler bieten dort Obst, Gemüse, Käse und Blumen an. "
    "Ein Standplatz kostet 18 Euro pro Markttag. "
    "Hunde sind an der Leine erlaubt, Fahrräder müssen außerhalb des Marktes abgestellt werden."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-x-001", "para.passive", "Wer macht in der Praxis Wurzelbehandlungen?", "Wurzelbehandlungen werden von Dr. Anna Kessler übernommen.", ZAHN, True),
    w.faith("de-x-002", "para.reorder", "Was kostet bei Brenner ein Kleinwagen?", "Pro Tag kostet ein Kleinwagen 39 Euro.", AUTO, True),
    w.faith("de-x-003", "para.nominal", "Was passiert, wenn ich kurzfristig absage?", "Bei einer Absage weniger als 24 Stunden vor dem Termin fällt eine Ausfallgebühr von 25 Euro an.", ZAHN, True),
    w.faith("de-x-004", "fmt.time", "Wann ist Wochenmarkt?", "Mittwochs und samstags von halb acht bis 13 Uhr.", MARKT, True),
    w.faith("de-x-005", "fmt.abbrev", "Wann hat die Station geöffnet?", "Mo.–Sa. von 7 bis 20 Uhr.", AUTO, True),
    w.faith("de-x-006", "fmt.currency", "Was kostet eine Zahnreinigung?", "Eine professionelle Zahnreinigung kostet 89 €.", ZAHN, True),
    w.faith("de-x-007", "wrap.closer", "Darf ich meinen Hund auf den Markt mitbringen?", "Ja, Hunde sind an der Leine erlaubt. Ich hoffe, das hilft Ihnen weiter!", MARKT, True),
    w.faith("de-x-008", "para.synonym", "Wie viele Händler gibt es auf dem Markt?", "Etwa 35 Händler verkaufen dort ihre Waren.", MARKT, True),
    w.faith("de-x-009", "value.number", "Wie viele Händler gibt es auf dem Markt?", "Rund 50 Händler bieten dort ihre Waren an.", MARKT, False),
    w.faith("de-x-010", "value.currency", "Was kostet ein Standplatz?", "Ein Standplatz kostet 28 Euro pro Markttag.", MARKT, False),
    w.faith("de-x-011", "value.time", "Bis wann hat die Station geöffnet?", "Die Station schließt um 22 Uhr.", AUTO, False),
    w.faith("de-x-012", "role.swap", "Wer behandelt in der Praxis die Kinder?", "Kinder behandelt Dr. Anna Kessler, Wurzelbehandlungen übernimmt Dr. Jonas Wolf.", ZAHN, False),
    w.faith("de-x-013", "negation", "Muss ich das Auto volltanken, bevor ich es zurückgebe?", "Nein, das Fahrzeug muss nicht vollgetankt zurückgegeben werden.", AUTO, False),
    w.faith("de-x-014", "antonym", "Wer zahlt bei Brenner einen Aufschlag?", "Fahrer, die älter als 25 sind, zahlen 12 Euro Aufschlag pro Tag.", AUTO, False),
    w.faith("de-x-015", "modality", "Wo stelle ich mein Fahrrad ab?", "Fahrräder können auf Wunsch außerhalb des Marktes abgestellt werden, das ist aber keine Pflicht.", MARKT, False),
    w.faith("de-x-016", "added.fact", "Wie lange dauert eine Zahnreinigung?", "Sie dauert etwa 50 Minuten und wird von der Krankenkasse erstattet.", ZAHN, False),
]

REFUSAL = [
    w.refusal("de-x-017", "refusal.plain", "Gibt es an der Praxis Parkplätze?", "Das weiß ich leider nicht.", ZAHN, True),
    w.refusal("de-x-018", "refusal.context", "Verleiht Brenner auch Wohnmobile?", "Dazu enthalten die vorliegenden Informationen keine Angaben.", AUTO, True),
    w.refusal("de-x-019", "refusal.hedged", "Wie alt muss man sein, um bei Brenner ein Auto zu mieten?", "Ganz sicher bin ich mir nicht, aber laut den Angaben muss man wohl mindestens 21 Jahre alt sein.", AUTO, False),
]

CORRECTNESS = [
    w.correct("de-x-020", "correct.wordy", "Wo liegt die Praxis Dr. Kessler?", "Die Zahnarztpraxis von Dr. Kessler finden Sie in der Lindenstraße, und zwar unter der Hausnummer 14.", "In der Lindenstraße 14.", True),
    w.correct("de-x-021", "correct.wordy", "Was kostet ein Transporter pro Tag?", "Wenn Sie bei Brenner einen Transporter mieten, zahlen Sie dafür 79 Euro für jeden Tag der Miete.", "79 Euro.", True),
    w.correct("de-x-022", "correct.format", "Wann beginnt der Wochenmarkt?", "Um halb acht.", "Um 7:30 Uhr.", True),
    w.correct("de-x-023", "wrong.value", "An welchen Tagen ist Wochenmarkt?", "Dienstags und freitags.", "Mittwochs und samstags.", False),
]

RELEVANCY = [
    w.relevant("de-x-024", "relevant.direct", "Wo ist die Zahnarztpraxis?", "In der Lindenstraße 14.", ZAHN, True),
    w.relevant("de-x-025", "relevant.direct", "Zu wem soll ich mit meiner Tochter gehen?", "Zu Dr. Jonas Wolf, er behandelt die Kinder.", ZAHN, True),
    w.relevant("de-x-026", "relevant.direct", "Mit welchen Kosten muss ich für einen Stand rechnen?", "18 Euro pro Markttag.", MARKT, True),
    w.relevant("de-x-027", "relevant.yesno", "Kann ich mit 22 ein Auto mieten?", "Ja, allerdings mit 12 Euro Aufschlag pro Tag.", AUTO, True),
    w.relevant("de-x-028", "offtopic.true", "Wie lange dauert eine Zahnreinigung?", "Kinder werden von Dr. Jonas Wolf behandelt.", ZAHN, False),
]

DIAGNOSIS = [
    w.diag("de-x-029", "diag.pass", "Was kostet ein Standplatz auf dem Wochenmarkt?", "Ein Standplatz kostet 18 Euro pro Markttag.", {"markt": MARKT, "auto": AUTO}, ("markt",), "pass"),
    w.diag("de-x-030", "diag.missed", "Wie hoch ist die Ausfallgebühr der Zahnarztpraxis?", "Die Ausfallgebühr beträgt 12 Euro.", {"auto": AUTO, "markt": MARKT}, ("zahn",), "fix_retrieval"),
    w.diag("de-x-031", "diag.correct_refusal", "Hat der Wochenmarkt eine eigene Website?", "Dazu finde ich in den Unterlagen nichts.", {"markt": MARKT}, (), "correct_refusal"),
    w.diag("de-x-032", "diag.unfaithful", "Wann hat die Autovermietung geöffnet?", "Die Station ist montags bis samstags von 9 bis 18 Uhr geöffnet.", {"auto": AUTO}, ("auto",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
