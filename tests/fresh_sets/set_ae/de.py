"""German cases of set AE: a family farm shop, a Moselle river cruise, a bike rental scheme,
a German-French language café and a wellness hotel's sauna."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

HOF = "Der Hofladen der Familie Brandt in Oberweiler hat dienstags bis samstags von 8 bis 18 Uhr geöffnet. Zehn Freilandeier kosten 3,40 €, ein Kilo Kartoffeln 1,90 €. Wer seine eigenen Eierkartons mitbringt, bekommt 20 Cent Rabatt pro Zehnerpack."
MOSEL = "Die MS Loreley startet am 2. Juni in Koblenz und erreicht Trier nach fünf Tagen. An Bord ist Platz für 140 Gäste. Der Ausflug nach Cochem ist im Reisepreis enthalten, die Weinprobe in Bernkastel kostet 29 € extra."
RAD = "Beim Leihradsystem „StadtRad Münsterland“ stehen 1.800 Räder an 150 Stationen bereit. Für Abonnenten sind die ersten 30 Minuten jeder Fahrt kostenlos, danach kostet jede weitere halbe Stunde 1 €. Das Jahresabo kostet 60 €, Studierende zahlen die Hälfte."
SPRACH = "Das deutsch-französische Sprachcafé trifft sich am ersten Dienstag jedes Monats um 19:30 Uhr in der Stadtbibliothek. In der ersten Stunde wird Deutsch gesprochen, in der zweiten Französisch. Die Teilnahme ist kostenlos, eine Anmeldung ist nicht nötig."
WELL = "Das Wellnesshotel Seeblick öffnet seinen Saunabereich täglich von 10 bis 22 Uhr. Hausgäste zahlen nichts, Tagesgäste 32 € für vier Stunden. Kinder unter 14 Jahren haben keinen Zutritt zur Sauna. Massagen müssen mindestens einen Tag im Voraus gebucht werden."

# fmt: off
FAITHFULNESS: list[Case] = [
    # treue Umformulierungen und Formate
    w.faith("de-ae-001", "para.reorder", "Wann hat der Hofladen geöffnet?", "Von 8 bis 18 Uhr ist der Hofladen dienstags bis samstags geöffnet.", HOF, True),
    w.faith("de-ae-002", "para.passive", "Ist der Ausflug nach Cochem im Preis enthalten?", "Ja, der Reisepreis umfasst den Ausflug nach Cochem.", MOSEL, True),
    w.faith("de-ae-003", "para.synonym", "Muss ich mich für das Sprachcafé anmelden?", "Nein, man muss sich nicht vorher anmelden, und das Mitmachen kostet nichts.", SPRACH, True),
    w.faith("de-ae-004", "para.nominal", "Wie früh muss ich eine Massage buchen?", "Die Buchung einer Massage muss mindestens einen Tag im Voraus erfolgen.", WELL, True),
    w.faith("de-ae-005", "fmt.share", "Gibt es eine Ermäßigung für Studierende?", "Ja, Studierende zahlen für das Jahresabo 50 % des normalen Preises.", RAD, True),
    w.faith("de-ae-006", "fmt.time", "Um wie viel Uhr beginnt das Sprachcafé?", "Das Sprachcafé beginnt um halb acht abends.", SPRACH, True),
    w.faith("de-ae-007", "fmt.thousands", "Wie viele Räder hat StadtRad Münsterland?", "Es stehen 1800 Leihräder bereit.", RAD, True),
    w.faith("de-ae-008", "fmt.period", "Wie kurzfristig kann ich eine Massage buchen?", "Massagen muss man mindestens 24 Stunden vorher buchen.", WELL, True),
    w.faith("de-ae-009", "wrap.hedge", "Was kosten die Eier im Hofladen?", "Soweit ich sehe, kosten zehn Freilandeier 3,40 €.", HOF, True),
    w.faith("de-ae-010", "fmt.abbrev", "An welchen Tagen ist der Hofladen offen?", "Der Hofladen hat Di–Sa von 8 bis 18 Uhr geöffnet.", HOF, True),
    # ein deutlicher Fehler
    w.faith("de-ae-011", "value.number", "Wie viele Gäste passen auf die MS Loreley?", "An Bord ist Platz für 410 Gäste.", MOSEL, False),
    w.faith("de-ae-012", "value.date", "Wann startet die Reise?", "Die MS Loreley startet am 12. Juni in Koblenz.", MOSEL, False),
    w.faith("de-ae-013", "value.currency", "Was kosten zehn Eier?", "Zehn Freilandeier kosten im Hofladen 3,40 Dollar.", HOF, False),
    w.faith("de-ae-014", "role.swap", "Welche Sprache wird zuerst gesprochen?", "In der ersten Stunde wird Französisch gesprochen, in der zweiten Deutsch.", SPRACH, False),
    w.faith("de-ae-015", "negation", "Brauche ich eine Anmeldung für das Sprachcafé?", "Ja, für die Teilnahme ist eine Anmeldung nötig.", SPRACH, False),
    w.faith("de-ae-016", "antonym", "Lohnt es sich, eigene Eierkartons mitzubringen?", "Wer eigene Eierkartons mitbringt, zahlt 20 Cent mehr pro Zehnerpack.", HOF, False),
    w.faith("de-ae-017", "modality", "Muss ich Massagen vorher buchen?", "Massagen können im Voraus gebucht werden, das ist aber keine Pflicht.", WELL, False),
    w.faith("de-ae-018", "quantifier", "Wer zahlt für die Sauna?", "Alle Gäste nutzen den Saunabereich kostenlos.", WELL, False),
    w.faith("de-ae-019", "direction", "Wie verläuft die Route der MS Loreley?", "Die MS Loreley startet in Trier und erreicht Koblenz nach fünf Tagen.", MOSEL, False),
    w.faith("de-ae-020", "added.fact", "Was kostet das Jahresabo?", "Das Jahresabo kostet 60 € und enthält eine kostenlose Fahrradversicherung.", RAD, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-ae-021", "refusal.plain", "Verkauft der Hofladen auch Honig?", "Das weiß ich leider nicht.", HOF, True),
    w.refusal("de-ae-022", "refusal.context", "Gibt es auf der MS Loreley einen Pool?", "In den vorliegenden Informationen steht nichts über einen Pool an Bord, deshalb kann ich das nicht beantworten.", MOSEL, True),
    w.refusal("de-ae-023", "refusal.hedged", "Wie viel zahlen Studierende für das Jahresabo?", "Ich bin mir nicht ganz sicher, aber laut den Angaben zahlen Studierende die Hälfte, also 30 €.", RAD, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-ae-024", "correct.wordy", "Wann öffnet der Saunabereich?", "Der Saunabereich im Wellnesshotel Seeblick öffnet jeden Tag um 10 Uhr morgens.", "Um 10 Uhr.", True),
    w.correct("de-ae-025", "correct.wordy", "Wo trifft sich das Sprachcafé?", "Treffpunkt für das deutsch-französische Sprachcafé ist die Stadtbibliothek, dort kommen alle zusammen.", "In der Stadtbibliothek.", True),
    w.correct("de-ae-026", "correct.short", "Wie viele Stationen hat StadtRad Münsterland?", "150.", "StadtRad Münsterland hat 150 Stationen.", True),
    w.correct("de-ae-027", "wrong.value", "Was kostet die Weinprobe in Bernkastel?", "Die Weinprobe in Bernkastel kostet 39 € extra.", "29 € extra.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("de-ae-028", "relevant.direct", "An welchem Tag kommt das Sprachcafé zusammen?", "Am ersten Dienstag jedes Monats.", SPRACH, True),
    w.relevant("de-ae-029", "relevant.direct", "Was zahlt man als Tagesgast für die Sauna?", "32 € für vier Stunden.", WELL, True),
    w.relevant("de-ae-030", "relevant.direct", "Wie bekomme ich im Hofladen Rabatt auf Eier?", "Einfach eigene Kartons mitbringen, dann gibt es 20 Cent weniger pro Zehnerpack.", HOF, True),
    w.relevant("de-ae-031", "relevant.yesno", "Ist der Ausflug nach Cochem im Preis inbegriffen?", "Ja, der ist schon enthalten.", MOSEL, True),
    w.relevant("de-ae-032", "offtopic.true", "Wie lange dauert die Fahrt mit der MS Loreley?", "An Bord ist Platz für 140 Gäste.", MOSEL, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-ae-033", "diag.pass", "Dürfen Kinder in die Sauna?", "Kinder unter 14 Jahren haben keinen Zutritt zur Sauna.", {"wellness": WELL, "hofladen": HOF}, ("wellness",), "pass"),
    w.diag("de-ae-034", "diag.missed", "Wie viel kostet das Jahresabo bei StadtRad?", "Dazu finde ich in den Unterlagen leider keine Angaben.", {"hofladen": HOF, "mosel": MOSEL}, ("stadtrad",), "fix_retrieval"),
    w.diag("de-ae-035", "diag.correct_refusal", "Wer leitet das Sprachcafé?", "Die Unterlagen nennen niemanden, der das Sprachcafé leitet, das kann ich also nicht beantworten.", {"sprachcafe": SPRACH}, (), "correct_refusal"),
    w.diag("de-ae-036", "diag.unfaithful", "Wann startet die MS Loreley?", "Die MS Loreley startet am 2. Juli in Koblenz.", {"mosel": MOSEL}, ("mosel",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
