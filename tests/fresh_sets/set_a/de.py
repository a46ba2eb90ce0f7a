# ruff: noqa: E501  (data: one case per line where it fits)
"""Fresh set A, German (Deutsch): new everyday RAG scenarios, written from the phenomena only."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

FLIGHT = (
    "Economy-Passagiere von Nordflug dürfen ein Gepäckstück bis 23 kg kostenlos aufgeben. Jedes weitere "
    "Gepäckstück kostet 60 €."
)
PHARMACY = "Die Linden-Apotheke ist täglich außer sonntags von 8 bis 18:30 Uhr geöffnet."
COMPANY = (
    "Jonas Becker und Lea Wagner gründeten 2008 in Leipzig die Softwarefirma Datenwerk. 2022 übernahm "
    "Datenwerk den Münchner Cloud-Anbieter Wolkig. Heute beschäftigt das Unternehmen 1.200 Mitarbeitende."
)
RELEASE = (
    "Version 3.1 der App Fahrplanfix erschien am 12. März 2024. Sie bringt einen Dunkelmodus und behebt "
    "einen Absturz beim Export. Android 8 wird nicht mehr unterstützt."
)
INSURANCE = (
    "Die Hausratversicherung deckt Schäden durch Leitungswasser ab. Schäden durch Hochwasser sind nicht "
    "versichert. Die Selbstbeteiligung beträgt 150 € pro Schadensfall."
)
RENTAL = (
    "Fahrer müssen mindestens 21 Jahre alt sein. Fahrer unter 25 Jahren zahlen eine Zusatzgebühr von "
    "12 € pro Tag."
)
EBIKE = (
    "Das E-Bike Alpenflitzer wiegt 22,5 kg und hat eine Reichweite von bis zu 120 km. Der Akku ist in "
    "4 Stunden vollständig geladen."
)
REGION = "Im Großraum Rheinfeld leben rund 2,5 Millionen Menschen."
UNIVERSITY = (
    "Bewerbungen für den Masterstudiengang Informatik sind bis zum 15. Juli 2025 möglich. Ein "
    "Bachelorabschluss ist Voraussetzung. Ein Motivationsschreiben wird empfohlen, ist aber nicht "
    "verpflichtend."
)
PRACTICE = (
    "Dr. Markus Roth gründete 1989 die Hausarztpraxis am Marktplatz. 2015 übergab er sie an Dr. Anna Krüger."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # ---------------------------------------------------------------- supported
    w.faith("de-p3-001", "para.reorder", "Wann wurde Datenwerk gegründet?",
            "2008 gründeten Jonas Becker und Lea Wagner die Softwarefirma Datenwerk in Leipzig.", COMPANY,
            True),
    w.faith("de-p3-002", "para.passive", "Was geschah 2022 mit Wolkig?",
            "Wolkig wurde 2022 von Datenwerk übernommen.", COMPANY, True),
    w.faith("de-p3-003", "para.nominal", "Was bringt Version 3.1?",
            "Version 3.1 bringt die Einführung eines Dunkelmodus und die Behebung eines Absturzes beim "
            "Export.", RELEASE, True),
    w.faith("de-p3-004", "para.pronoun", "Wer ist Anna Krüger?",
            "Sie hat 2015 die Hausarztpraxis am Marktplatz von Dr. Markus Roth übernommen.", PRACTICE, True),
    w.faith("de-p3-005", "fmt.thousands", "Wie viele Leute arbeiten bei Datenwerk?",
            "Datenwerk beschäftigt heute 1200 Mitarbeitende.", COMPANY, True),
    w.faith("de-p3-006", "fmt.date", "Wann erschien Version 3.1?", "Version 3.1 erschien am 12.03.2024.",
            RELEASE, True),
    w.faith("de-p3-007", "fmt.scale", "Wie viele Menschen leben im Großraum Rheinfeld?",
            "Im Großraum Rheinfeld leben rund 2.500.000 Menschen.", REGION, True),
    w.faith("de-p3-008", "fmt.time", "Bis wann hat die Linden-Apotheke offen?",
            "Die Linden-Apotheke hat bis halb sieben abends geöffnet.", PHARMACY, True),
    w.faith("de-p3-009", "fmt.period", "Wie lange dauert das Laden des Akkus?",
            "Der Akku ist in 240 Minuten vollständig geladen.", EBIKE, True),
    w.faith("de-p3-010", "para.except", "Hat die Apotheke sonntags offen?",
            "Nein, sonntags ist die Linden-Apotheke geschlossen.", PHARMACY, True),
    w.faith("de-p3-011", "wrap.opener", "Was kostet ein zusätzlicher Koffer?",
            "Gern! Jedes weitere Gepäckstück kostet 60 €.", FLIGHT, True),
    # ---------------------------------------------------------------- not supported
    w.faith("de-p3-012", "value.number", "Wie viele Leute arbeiten bei Datenwerk?",
            "Datenwerk beschäftigt heute 2.100 Mitarbeitende.", COMPANY, False),
    w.faith("de-p3-013", "value.date", "Wann erschien Version 3.1?",
            "Version 3.1 erschien am 21. März 2024.", RELEASE, False),
    w.faith("de-p3-014", "role.swap", "Wer hat die Praxis gegründet?",
            "Dr. Anna Krüger gründete die Praxis 1989 und übergab sie 2015 an Dr. Markus Roth.", PRACTICE,
            False),
    w.faith("de-p3-015", "negation", "Ist Hochwasser versichert?", "Ja, Schäden durch Hochwasser sind versichert.",
            INSURANCE, False),
    w.faith("de-p3-016", "antonym", "Was ändert sich mit Version 3.1?",
            "Version 3.1 entfernt den Dunkelmodus.", RELEASE, False),
    w.faith("de-p3-017", "modality", "Brauche ich ein Motivationsschreiben?",
            "Ja, ein Motivationsschreiben ist verpflichtend.", UNIVERSITY, False),
    w.faith("de-p3-018", "mixed", "Was muss ich zur Bewerbung wissen?",
            "Bewerbungen sind bis zum 15. Juli 2025 möglich, und ein Bachelorabschluss ist nicht nötig.",
            UNIVERSITY, False),
]
# fmt: on

# fmt: off
REFUSAL: list[Case] = [
    w.refusal("de-p3-019", "refusal.plain", "Hat der Alpenflitzer eine Federgabel?",
              "Tut mir leid, dazu habe ich in den Unterlagen nichts gefunden.", EBIKE, True),
    w.refusal("de-p3-020", "refusal.hedged", "Wann schließt die Linden-Apotheke?",
              "Ich bin mir nicht ganz sicher, aber sie scheint um 18:30 Uhr zu schließen.", PHARMACY, False),
    w.refusal("de-p3-021", "refusal.partial", "Was kostet ein Mietwagen, und ab welchem Alter darf ich fahren?",
              "Den Mietpreis nennen die Unterlagen nicht; Fahrer müssen aber mindestens 21 Jahre alt sein.",
              RENTAL, False),
]
# fmt: on

# fmt: off
CORRECTNESS: list[Case] = [
    w.correct("de-p3-022", "correct.wordy", "Wer hat Datenwerk gegründet?",
              "Gegründet wurde die Softwarefirma Datenwerk im Jahr 2008 in Leipzig, und zwar von Jonas Becker "
              "und Lea Wagner.", "Jonas Becker und Lea Wagner.", True),
    w.correct("de-p3-023", "correct.format", "Wann erschien Version 3.1?", "Am 12.03.2024.",
              "Am 12. März 2024.", True),
    w.correct("de-p3-024", "wrong.value", "Wie hoch ist die Selbstbeteiligung?", "300 € pro Schadensfall.",
              "150 € pro Schadensfall.", False),
    w.correct("de-p3-025", "wrong.echo", "Welches Unternehmen übernahm Datenwerk 2022?",
              "Datenwerk übernahm 2022 ein Unternehmen.", "Den Münchner Cloud-Anbieter Wolkig.", False),
]
# fmt: on

# fmt: off
RELEVANCY: list[Case] = [
    w.relevant("de-p3-026", "relevant.direct", "Wie weit komme ich mit dem Alpenflitzer?", "Bis zu 120 km.",
               EBIKE, True),
    w.relevant("de-p3-027", "relevant.yesno", "Muss ich ein Motivationsschreiben einreichen?",
               "Nein, es wird nur empfohlen.", UNIVERSITY, True),
    w.relevant("de-p3-028", "offtopic.true", "Wie lange dauert das Laden des Akkus?",
               "Das E-Bike wiegt 22,5 kg.", EBIKE, False),
    w.relevant("de-p3-029", "offtopic.other", "Was kostet ein zusätzliches Gepäckstück?",
               "Der Check-in schließt 45 Minuten vor Abflug.", FLIGHT, False),
]
# fmt: on

# fmt: off
DIAGNOSIS: list[Case] = [
    w.diag("de-p3-030", "diag.pass", "Ab welchem Alter darf ich einen Mietwagen fahren?",
           "Fahrer müssen mindestens 21 Jahre alt sein.", {"m1": RENTAL, "a1": PHARMACY}, ("m1",), "pass"),
    w.diag("de-p3-031", "diag.unfaithful", "Wann hat die Linden-Apotheke geöffnet?",
           "Die Apotheke ist täglich von 9 bis 20 Uhr geöffnet.", {"a1": PHARMACY}, ("a1",), "fix_generation"),
    w.diag("de-p3-032", "diag.missed", "Wie hoch ist die Selbstbeteiligung der Hausratversicherung?",
           "Das kann ich leider nicht sagen.", {"e1": EBIKE}, ("v1",), "fix_retrieval"),
    w.diag("de-p3-033", "diag.correct_refusal", "Liefert die Linden-Apotheke nach Hause?",
           "Die Unterlagen sagen nichts über einen Lieferdienst der Apotheke.", {"a1": PHARMACY}, (),
           "correct_refusal"),
    w.diag("de-p3-034", "diag.should_refuse", "Liefert die Linden-Apotheke nach Hause?",
           "Ja, die Apotheke liefert Medikamente kostenlos nach Hause.", {"a1": PHARMACY}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
