"""German cases of set R: a hotel spa, a student dormitory and a cooking school."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

SPA = "Der Wellnessbereich des Hotels Lindenhof ist täglich von 8 bis 21 Uhr geöffnet. Hotelgäste nutzen Sauna und Schwimmbad kostenlos, Tagesgäste zahlen 25 Euro. Massagen müssen mindestens einen Tag vorher gebucht werden. Kinder unter 12 Jahren dürfen die Sauna nicht betreten."
DORM = "Im Studentenwohnheim Am Mühlbach kostet ein möbliertes Einzelzimmer 385 Euro im Monat, Strom und Internet inklusive. Die Kaution beträgt zwei Monatsmieten. Der Hausmeister, Herr Kowalski, ist montags bis donnerstags von 9 bis 12 Uhr in seinem Büro im Erdgeschoss erreichbar. Partys im Gemeinschaftsraum müssen beim Hausmeister angemeldet werden."
COOK = "Die Kochschule Pfeffermühle bietet am 14. März 2025 einen Pasta-Kurs an. Der Kurs dauert vier Stunden und kostet 89 Euro pro Person, Zutaten und Getränke inklusive. Es gibt höchstens 14 Plätze. Geleitet wird der Kurs von Küchenchefin Sabine Roth; ihr Sous-Chef Tim Berger unterstützt sie."

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("de-r-001", "para.passive", "Wer leitet den Pasta-Kurs?", "Küchenchefin Sabine Roth leitet den Kurs, unterstützt von ihrem Sous-Chef Tim Berger.", COOK, True),
    w.faith("de-r-002", "para.nominal", "Was muss man bei einer Party im Gemeinschaftsraum beachten?", "Für Partys im Gemeinschaftsraum ist eine Anmeldung beim Hausmeister nötig.", DORM, True),
    w.faith("de-r-003", "para.synonym", "Was kostet ein Einzelzimmer im Wohnheim?", "Ein möbliertes Einzelzimmer kostet 385 Euro im Monat; Strom und Internet sind im Preis enthalten.", DORM, True),
    w.faith("de-r-004", "fmt.date", "Wann findet der Pasta-Kurs statt?", "Der Kurs findet am 14.03.2025 statt.", COOK, True),
    w.faith("de-r-005", "fmt.unit", "Wie lange dauert der Pasta-Kurs?", "Der Kurs dauert 240 Minuten.", COOK, True),
    w.faith("de-r-006", "fmt.currency", "Was zahlen Tagesgäste?", "Tagesgäste zahlen 25 €.", SPA, True),
    w.faith("de-r-007", "fmt.abbrev", "Wann ist der Hausmeister erreichbar?", "Herr Kowalski ist Mo.–Do. von 9 bis 12 Uhr in seinem Büro im EG erreichbar.", DORM, True),
    w.faith("de-r-008", "fmt.period", "An welchen Tagen ist der Wellnessbereich geöffnet?", "Der Wellnessbereich hat jeden Tag von 8 bis 21 Uhr geöffnet.", SPA, True),
    w.faith("de-r-009", "wrap.question", "Wie hoch ist die Kaution?", "Die Kaution beträgt zwei Monatsmieten. Möchten Sie auch wissen, was das Zimmer kostet?", DORM, True),
    w.faith("de-r-010", "para.reorder", "Wie viele Plätze gibt es im Pasta-Kurs?", "Höchstens 14 Plätze gibt es im Kurs.", COOK, True),
    w.faith("de-r-011", "fmt.time", "Wann hat der Wellnessbereich geöffnet?", "Der Wellnessbereich ist täglich von 8 Uhr morgens bis 9 Uhr abends geöffnet.", SPA, True),
    w.faith("de-r-012", "wrap.opener", "Sind im Kurspreis Getränke enthalten?", "Gute Frage! Ja, Zutaten und Getränke sind im Preis von 89 Euro enthalten.", COOK, True),
    # one clear error each
    w.faith("de-r-013", "value.number", "Wie viele Plätze hat der Pasta-Kurs?", "Es gibt höchstens 16 Plätze.", COOK, False),
    w.faith("de-r-014", "value.date", "Wann ist der Pasta-Kurs?", "Der Pasta-Kurs findet am 14. Mai 2025 statt.", COOK, False),
    w.faith("de-r-015", "value.time", "Wann hat der Wellnessbereich geöffnet?", "Der Wellnessbereich ist täglich von 8 bis 22 Uhr geöffnet.", SPA, False),
    w.faith("de-r-016", "value.currency", "Was kostet ein Einzelzimmer?", "Ein möbliertes Einzelzimmer kostet 358 Euro im Monat.", DORM, False),
    w.faith("de-r-017", "role.swap", "Wer leitet den Pasta-Kurs?", "Sous-Chef Tim Berger leitet den Kurs, Küchenchefin Sabine Roth unterstützt ihn.", COOK, False),
    w.faith("de-r-018", "negation", "Dürfen Kinder in die Sauna?", "Kinder unter 12 Jahren dürfen die Sauna betreten.", SPA, False),
    w.faith("de-r-019", "modality", "Muss man Massagen vorher buchen?", "Massagen kann man vorher buchen, man muss aber nicht.", SPA, False),
    w.faith("de-r-020", "quantifier", "Wer nutzt die Sauna kostenlos?", "Alle Gäste nutzen Sauna und Schwimmbad kostenlos.", SPA, False),
    w.faith("de-r-021", "added.fact", "Wie hoch ist die Kaution?", "Die Kaution beträgt zwei Monatsmieten und wird beim Auszug bar zurückgezahlt.", DORM, False),
    w.faith("de-r-022", "value.unit", "Wie lange dauert der Pasta-Kurs?", "Der Kurs dauert vier Tage.", COOK, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-r-023", "refusal.plain", "Gibt es im Wohnheim Parkplätze?", "Das weiß ich leider nicht.", DORM, True),
    w.refusal("de-r-024", "refusal.context", "Darf man Hunde in den Wellnessbereich mitbringen?", "Dazu steht in den vorliegenden Informationen nichts.", SPA, True),
    w.refusal("de-r-025", "refusal.partial", "Was kostet der Pasta-Kurs, und gibt es eine vegetarische Variante?", "Der Kurs kostet 89 Euro pro Person; ob es eine vegetarische Variante gibt, geht aus den Unterlagen nicht hervor.", COOK, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-r-026", "correct.wordy", "Wie hoch ist die Kaution im Wohnheim Am Mühlbach?", "Wer ins Wohnheim Am Mühlbach einzieht, muss als Kaution insgesamt zwei Monatsmieten hinterlegen.", "Die Kaution beträgt zwei Monatsmieten.", True),
    w.correct("de-r-027", "correct.format", "Wie lange dauert der Pasta-Kurs?", "4 Std.", "Der Kurs dauert vier Stunden.", True),
    w.correct("de-r-028", "wrong.value", "Was zahlen Tagesgäste für den Wellnessbereich?", "Tagesgäste zahlen 35 Euro.", "Tagesgäste zahlen 25 Euro.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("de-r-029", "relevant.direct", "Bis wann hat der Wellnessbereich geöffnet?", "Bis 21 Uhr.", SPA, True),
    w.relevant("de-r-030", "relevant.yesno", "Sind Getränke im Kurspreis enthalten?", "Ja, Zutaten und Getränke sind inklusive.", COOK, True),
    w.relevant("de-r-031", "offtopic.true", "Wann ist der Hausmeister erreichbar?", "Partys im Gemeinschaftsraum müssen beim Hausmeister angemeldet werden.", DORM, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-r-032", "diag.pass", "Wie viele Plätze hat der Pasta-Kurs?", "Der Kurs hat höchstens 14 Plätze.",
           {"kurs-details": "Der Pasta-Kurs dauert vier Stunden, kostet 89 Euro pro Person und hat höchstens 14 Plätze.",
            "kurs-team": "Geleitet wird der Kurs von Küchenchefin Sabine Roth."},
           ("kurs-details",), "pass"),
    w.diag("de-r-033", "diag.missed", "Wann ist der Hausmeister in seinem Büro?", "Die Sprechzeiten des Hausmeisters stehen nicht in den vorliegenden Dokumenten.",
           {"wohnheim-miete": "Ein möbliertes Einzelzimmer kostet 385 Euro im Monat, Strom und Internet inklusive.",
            "wohnheim-partys": "Partys im Gemeinschaftsraum müssen beim Hausmeister angemeldet werden."},
           ("wohnheim-hausmeister",), "fix_retrieval"),
    w.diag("de-r-034", "diag.correct_refusal", "Bietet der Wellnessbereich Yoga-Kurse an?", "In den Unterlagen finde ich keine Angaben zu Yoga-Kursen.",
           {"spa-zeiten": "Der Wellnessbereich des Hotels Lindenhof ist täglich von 8 bis 21 Uhr geöffnet.",
            "spa-preise": "Hotelgäste nutzen Sauna und Schwimmbad kostenlos, Tagesgäste zahlen 25 Euro."},
           (), "correct_refusal"),
    w.diag("de-r-035", "diag.unfaithful", "Wie lange vorher muss man eine Massage buchen?", "Massagen müssen mindestens eine Woche vorher gebucht werden.",
           {"spa-massagen": "Massagen müssen mindestens einen Tag vorher gebucht werden.",
            "spa-zeiten": "Der Wellnessbereich des Hotels Lindenhof ist täglich von 8 bis 21 Uhr geöffnet."},
           ("spa-massagen",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
