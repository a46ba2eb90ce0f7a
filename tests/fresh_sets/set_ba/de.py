"""German cases of set BA: a canoe rental on the Lahn, a student choir's concert tour and a
neighbourhood bicycle repair workshop."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

KANU = (
    "Der Kanuverleih Lahnblick in Weilburg verleiht von Mai bis September täglich von 9 bis 18 Uhr Boote. "
    "Ein Zweierkanadier kostet 38 € pro Tag, ein Einerkajak 24 €. "
    "Kinder unter 14 Jahren dürfen nur in Begleitung eines Erwachsenen paddeln, und Schwimmwesten sind Pflicht. "
    "Der Rücktransport vom Zielort Runkel ist im Preis enthalten."
)
CHOR = (
    "Der Studentenchor Cantamus fährt vom 12. bis 19. Juli auf Konzertreise nach Krakau und Breslau. "
    "Mit dabei sind 36 Sängerinnen und Sänger; geleitet wird der Chor von Friederike Alsleben, am Klavier begleitet Jonas Reuter. "
    "Der Eigenanteil beträgt 290 € pro Person, Unterkunft in Jugendherbergen und Frühstück inklusive. "
    "Anmeldeschluss ist der 15. Mai."
)
RAD = (
    "Die Fahrradwerkstatt im Nachbarschaftshaus Lindenhof hat dienstags und donnerstags von 17 bis 20 Uhr geöffnet. "
    "Dort kann man unter Anleitung selbst reparieren; Werkzeug wird gestellt, Ersatzteile müssen bezahlt werden. "
    "Die Werkstatt wird ehrenamtlich von Hakan Demir betreut. "
    "Eine Spende von 3 € pro Besuch ist erwünscht, aber nicht verpflichtend."
)

RAD_TEAM = "Die Fahrradwerkstatt Lindenhof wird ehrenamtlich von Hakan Demir betreut."
RAD_ZEITEN = "Die Fahrradwerkstatt Lindenhof hat dienstags und donnerstags von 17 bis 20 Uhr geöffnet."

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: paraphrases, formats and wrappers
    w.faith("de-ba-001", "para.passive", "Wer leitet den Chor?", "Friederike Alsleben leitet den Chor.", CHOR, True),
    w.faith("de-ba-002", "para.synonym", "Was muss man in der Fahrradwerkstatt bezahlen?", "Werkzeug steht kostenlos zur Verfügung, nur Ersatzteile kosten Geld.", RAD, True),
    w.faith("de-ba-003", "para.nominal", "Bis wann muss man sich für die Chorreise anmelden?", "Anmelden kann man sich bis zum 15. Mai.", CHOR, True),
    w.faith("de-ba-004", "fmt.date", "Wann ist die Konzertreise?", "Vom 12.07. bis zum 19.07.", CHOR, True),
    w.faith("de-ba-005", "fmt.time", "Wann hat die Fahrradwerkstatt geöffnet?", "Dienstags und donnerstags von 17:00 bis 20:00 Uhr.", RAD, True),
    w.faith("de-ba-006", "fmt.currency", "Was kostet ein Einerkajak?", "Ein Einerkajak kostet 24 Euro am Tag.", KANU, True),
    w.faith("de-ba-007", "para.combine", "Welche Regeln gelten beim Paddeln?", "Schwimmwesten müssen getragen werden, und Kinder unter 14 paddeln nur mit einem Erwachsenen.", KANU, True),
    w.faith("de-ba-008", "wrap.hedge", "Wer betreut die Werkstatt?", "Soweit ich den Angaben entnehmen kann, betreut Hakan Demir die Werkstatt ehrenamtlich.", RAD, True),
    # unfaithful: one clear error each
    w.faith("de-ba-009", "value.number", "Wie viele Sänger fahren mit?", "Es fahren 63 Sängerinnen und Sänger mit.", CHOR, False),
    w.faith("de-ba-010", "value.currency", "Wie hoch ist der Eigenanteil für die Reise?", "Der Eigenanteil beträgt 320 € pro Person.", CHOR, False),
    w.faith("de-ba-011", "role.swap", "Wer leitet den Chor und wer spielt Klavier?", "Jonas Reuter leitet den Chor, Friederike Alsleben begleitet am Klavier.", CHOR, False),
    w.faith("de-ba-012", "negation", "Ist der Rücktransport im Preis enthalten?", "Nein, der Rücktransport von Runkel ist nicht im Preis enthalten.", KANU, False),
    w.faith("de-ba-013", "modality", "Muss man in der Werkstatt etwas spenden?", "Ja, eine Spende von 3 € pro Besuch ist Pflicht.", RAD, False),
    w.faith("de-ba-014", "value.time", "Bis wann hat die Werkstatt geöffnet?", "Die Werkstatt ist bis 21 Uhr geöffnet.", RAD, False),
    w.faith("de-ba-015", "direction", "Wer darf beim Kanuverleih nicht allein paddeln?", "Kinder über 14 Jahren dürfen nur in Begleitung eines Erwachsenen paddeln.", KANU, False),
    w.faith("de-ba-016", "added.fact", "Was ist im Eigenanteil enthalten?", "Unterkunft in Jugendherbergen, Frühstück und die Busfahrt sind inklusive.", CHOR, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-ba-017", "refusal.plain", "Kann man beim Kanuverleih auch Stand-up-Paddleboards ausleihen?", "Das weiß ich leider nicht.", KANU, True),
    w.refusal("de-ba-018", "refusal.context", "Welche Stücke singt der Chor auf der Reise?", "Zum Programm der Konzerte steht in den vorliegenden Informationen nichts.", CHOR, True),
    w.refusal("de-ba-019", "refusal.partial", "Wann hat die Werkstatt offen, und gibt es dort Kaffee?", "Geöffnet ist dienstags und donnerstags von 17 bis 20 Uhr; ob es Kaffee gibt, geht aus den Unterlagen nicht hervor.", RAD, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-ba-020", "correct.wordy", "Was kostet ein Zweierkanadier?", "Wenn Sie zu zweit paddeln möchten, zahlen Sie beim Kanuverleih Lahnblick für einen Kanadier 38 Euro für den ganzen Tag.", "38 € pro Tag.", True),
    w.correct("de-ba-021", "correct.wordy", "Wohin fährt der Chor?", "Die Konzertreise des Studentenchors Cantamus führt im Juli sowohl nach Krakau als auch nach Breslau.", "Nach Krakau und Breslau.", True),
    w.correct("de-ba-022", "correct.format", "Wann ist Anmeldeschluss für die Chorreise?", "Am 15.05.", "Der 15. Mai.", True),
    w.correct("de-ba-023", "wrong.value", "Wie hoch ist die erwünschte Spende in der Werkstatt?", "Erwünscht sind 5 € pro Besuch.", "3 € pro Besuch.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("de-ba-024", "relevant.direct", "Wo befindet sich die Fahrradwerkstatt?", "Im Nachbarschaftshaus Lindenhof.", RAD, True),
    w.relevant("de-ba-025", "relevant.direct", "Wie komme ich nach der Tour zurück zum Verleih?", "Ab Runkel werden Sie ohne Aufpreis zurückgebracht.", KANU, True),
    w.relevant("de-ba-026", "relevant.direct", "Was zahle ich selbst für die Chorreise?", "290 € pro Kopf.", CHOR, True),
    w.relevant("de-ba-027", "relevant.yesno", "Brauche ich eigenes Werkzeug?", "Nein, das wird gestellt.", RAD, True),
    w.relevant("de-ba-028", "offtopic.true", "Wann ist Anmeldeschluss für die Chorreise?", "Am Klavier begleitet Jonas Reuter den Chor.", CHOR, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-ba-029", "diag.pass", "Wer betreut die Fahrradwerkstatt?", "Hakan Demir kümmert sich ehrenamtlich darum.",
           {"werkstatt-team": RAD_TEAM, "werkstatt-zeiten": RAD_ZEITEN}, ("werkstatt-team",), "pass"),
    w.diag("de-ba-030", "diag.correct_refusal", "Repariert die Werkstatt auch E-Bike-Akkus?", "Dazu finde ich in den Dokumenten keine Angaben.",
           {"werkstatt-team": RAD_TEAM, "werkstatt-zeiten": RAD_ZEITEN}, (), "correct_refusal"),
    w.diag("de-ba-031", "diag.offtopic", "Wann hat die Werkstatt geöffnet?", "Die Werkstatt wird ehrenamtlich von Hakan Demir betreut.",
           {"werkstatt-zeiten": RAD_ZEITEN, "werkstatt-team": RAD_TEAM}, ("werkstatt-zeiten",), "fix_generation"),
    w.diag("de-ba-032", "diag.missed", "Muss man für Ersatzteile bezahlen?", "Das geht aus den vorliegenden Dokumenten nicht hervor.",
           {"werkstatt-zeiten": RAD_ZEITEN, "werkstatt-team": RAD_TEAM}, ("werkstatt-kosten",), "fix_retrieval"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
