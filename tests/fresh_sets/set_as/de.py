"""German cases of set AS. Scenarios: a climbing gym (Kletterhalle), an evening zoo tour
(Tierpark), an adult-education Italian course (Volkshochschule) and a weekly market
(Wochenmarkt)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

KLETTERN = "Die Kletterhalle Gipfelstürmer hat montags bis freitags von 14 bis 23 Uhr und am Wochenende von 10 bis 22 Uhr geöffnet. Eine Tageskarte kostet 12,50 Euro, für Schüler und Studierende 9 Euro. Kletterschuhe können für 4 Euro ausgeliehen werden. Kinder unter 14 Jahren dürfen nur in Begleitung eines Erwachsenen klettern."
TIERPARK = "Die Abendführung im Tierpark Lindenau beginnt jeden Freitag um 19:30 Uhr am Haupteingang und dauert zwei Stunden. Tierpflegerin Jana Roth zeigt den Gästen die Nachtgehege der Eulen und Luchse. Die Teilnahme kostet 15 Euro pro Person, und die Gruppe ist auf 20 Personen begrenzt. Wer teilnehmen möchte, muss sich bis Donnerstag, 12 Uhr, anmelden."
VHS = "Der Italienisch-Anfängerkurs der Volkshochschule Neustadt beginnt am 4. März 2025 und umfasst zwölf Abende. Er findet dienstags von 18:15 bis 19:45 Uhr in Raum 204 statt. Die Kursgebühr beträgt 96 Euro; das Lehrbuch ist nicht enthalten. Kursleiter ist Paolo Ferri."
MARKT = "Der Wochenmarkt auf dem Lindenplatz findet jeden Mittwoch und Samstag von 7 bis 13 Uhr statt. Rund 40 Händler verkaufen dort Obst, Gemüse, Käse und Blumen, und alle Stände außer dem Fischstand nehmen Kartenzahlung an. Käsehändler Klaus Berger beliefert auch das Café Lindenblatt am Platz. Im Jahr 2024 zählte der Markt 1.200.000 Besucher."

# fmt: off
FAITHFULNESS: list[Case] = [
    # treue Umformulierungen und Formate
    w.faith("de-as-001", "para.passive", "Wer zeigt den Gästen die Nachtgehege?", "Die Nachtgehege der Eulen und Luchse werden den Gästen von Tierpflegerin Jana Roth gezeigt.", TIERPARK, True),
    w.faith("de-as-002", "para.reorder", "Wann hat die Kletterhalle am Wochenende offen?", "Am Wochenende ist die Kletterhalle Gipfelstürmer von 10 bis 22 Uhr geöffnet.", KLETTERN, True),
    w.faith("de-as-003", "fmt.currency", "Was kostet eine Tageskarte?", "Eine Tageskarte kostet 12,50 €, für Schüler und Studierende 9 €.", KLETTERN, True),
    w.faith("de-as-004", "fmt.date", "Wann beginnt der Italienischkurs?", "Der Kurs startet am 04.03.2025.", VHS, True),
    w.faith("de-as-005", "fmt.period", "Wie lange dauert die Abendführung?", "Die Führung dauert 120 Minuten.", TIERPARK, True),
    w.faith("de-as-006", "fmt.scale", "Wie viele Besucher hatte der Markt 2024?", "2024 kamen 1,2 Millionen Besucher auf den Wochenmarkt.", MARKT, True),
    w.faith("de-as-007", "para.except", "Kann ich auf dem Markt mit Karte bezahlen?", "Mit Karte zahlen kann man an jedem Stand mit Ausnahme des Fischstands.", MARKT, True),
    w.faith("de-as-008", "wrap.closer", "In welchem Raum findet der Kurs statt?", "Der Kurs findet in Raum 204 statt. Viel Spaß beim Italienischlernen!", VHS, True),
    w.faith("de-as-009", "para.nominal", "Bis wann muss ich mich für die Führung anmelden?", "Die Anmeldung muss bis Donnerstag, 12 Uhr, erfolgen.", TIERPARK, True),
    w.faith("de-as-010", "fmt.number", "Wie viele Abende umfasst der Kurs?", "Der Kurs umfasst 12 Abende.", VHS, True),
    # je ein klarer Fehler
    w.faith("de-as-011", "value.number", "Wie viele Personen können an der Führung teilnehmen?", "Die Gruppe ist auf 25 Personen begrenzt.", TIERPARK, False),
    w.faith("de-as-012", "value.time", "Wann findet der Kurs statt?", "Der Kurs läuft dienstags von 18:45 bis 19:45 Uhr.", VHS, False),
    w.faith("de-as-013", "antonym", "Dürfen Kinder allein klettern?", "Kinder über 14 Jahren dürfen nur in Begleitung eines Erwachsenen klettern.", KLETTERN, False),
    w.faith("de-as-014", "negation", "Ist das Lehrbuch in der Kursgebühr enthalten?", "Ja, das Lehrbuch ist in der Kursgebühr von 96 Euro enthalten.", VHS, False),
    w.faith("de-as-015", "role.swap", "Wen beliefert Klaus Berger?", "Das Café Lindenblatt beliefert Käsehändler Klaus Berger.", MARKT, False),
    w.faith("de-as-016", "quantifier", "Nehmen die Marktstände Kartenzahlung an?", "Nur wenige Stände nehmen Kartenzahlung an.", MARKT, False),
    w.faith("de-as-017", "modality", "Brauche ich eigene Kletterschuhe?", "Kletterschuhe müssen für 4 Euro ausgeliehen werden.", KLETTERN, False),
    w.faith("de-as-018", "added.fact", "Wo beginnt die Abendführung?", "Die Führung beginnt um 19:30 Uhr am Haupteingang, wo jeder Gast eine Taschenlampe bekommt.", TIERPARK, False),
    w.faith("de-as-019", "value.date", "Wann startet der Italienischkurs?", "Der Italienischkurs beginnt am 4. Mai 2025.", VHS, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-as-020", "refusal.plain", "Gibt es in der Kletterhalle ein Café?", "Das weiß ich leider nicht.", KLETTERN, True),
    w.refusal("de-as-021", "refusal.context", "Darf man Hunde in den Tierpark mitnehmen?", "Dazu steht in den vorliegenden Informationen nichts.", TIERPARK, True),
    w.refusal("de-as-022", "refusal.hedged", "Wann findet der Wochenmarkt statt?", "Ganz sicher bin ich mir nicht, aber laut den Angaben mittwochs und samstags von 7 bis 13 Uhr.", MARKT, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-as-023", "correct.wordy", "Wer leitet den Italienischkurs?", "Geleitet wird der Italienisch-Anfängerkurs an der Volkshochschule Neustadt von Paolo Ferri.", "Paolo Ferri.", True),
    w.correct("de-as-024", "correct.wordy", "Was kostet das Ausleihen von Kletterschuhen?", "Wer keine eigenen Kletterschuhe hat, kann sich in der Halle welche für 4 Euro ausleihen.", "4 Euro.", True),
    w.correct("de-as-025", "correct.short", "An welchem Wochentag ist die Abendführung?", "Freitags.", "Die Abendführung findet jeden Freitag statt.", True),
    w.correct("de-as-026", "wrong.value", "Wie viele Händler gibt es auf dem Wochenmarkt?", "Auf dem Wochenmarkt verkaufen rund 14 Händler.", "Rund 40 Händler.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("de-as-027", "relevant.direct", "Ab wann komme ich unter der Woche in die Halle?", "Montags bis freitags ab 14 Uhr.", KLETTERN, True),
    w.relevant("de-as-028", "relevant.direct", "Wo treffen sich die Teilnehmer der Abendführung?", "Am Haupteingang.", TIERPARK, True),
    w.relevant("de-as-029", "relevant.direct", "Was muss ich für den Kurs bezahlen?", "96 Euro, ohne Lehrbuch.", VHS, True),
    w.relevant("de-as-030", "relevant.yesno", "Kann ich am Fischstand mit Karte bezahlen?", "Nein, der Fischstand nimmt keine Karten an.", MARKT, True),
    w.relevant("de-as-031", "offtopic.true", "Wie lange dauert die Abendführung?", "Die Teilnahme kostet 15 Euro pro Person.", TIERPARK, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-as-032", "diag.pass", "Was kostet eine Tageskarte für Studierende?", "Für Studierende kostet die Tageskarte 9 Euro.", {"klettern-1": KLETTERN, "markt-1": MARKT}, ("klettern-1",), "pass"),
    w.diag("de-as-033", "diag.missed", "An welchen Tagen ist Wochenmarkt auf dem Lindenplatz?", "In den vorliegenden Dokumenten finde ich keine Angaben zu den Markttagen.", {"vhs-1": VHS, "tierpark-1": TIERPARK}, ("markt-1",), "fix_retrieval"),
    w.diag("de-as-034", "diag.correct_refusal", "Gibt es in der Kletterhalle Duschen?", "Über Duschen in der Kletterhalle geben die Unterlagen keine Auskunft.", {"klettern-1": KLETTERN}, (), "correct_refusal"),
    w.diag("de-as-035", "diag.unfaithful", "Wann beginnt die Abendführung?", "Die Abendführung beginnt jeden Freitag um 18:30 Uhr am Haupteingang.", {"tierpark-1": TIERPARK}, ("tierpark-1",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
