"""German cases of set AD: a dance school, a bicycle workshop, a municipal swimming pool and a
holiday flat."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

TANZ = "Die Tanzschule Lindner bietet montags und mittwochs von 19 bis 20:30 Uhr einen Anfängerkurs in Standardtanz an. Der Kurs umfasst acht Abende und kostet 129 Euro pro Person. Eine Anmeldung ist nur paarweise möglich. Wer bis zum 15. März bucht, erhält 10 % Frühbucherrabatt."
RAD = "Die Fahrradwerkstatt Speiche & Co. repariert Räder aller Marken, außer Lastenrädern. Eine Standardinspektion kostet 49 Euro und dauert in der Regel zwei Werktage. Ersatzteile werden separat berechnet. Kunden erhalten für die Dauer der Reparatur kostenlos ein Leihrad."
BAD = "Das Stadtbad Kirchberg ist dienstags bis sonntags von 7 bis 21 Uhr geöffnet; montags bleibt es geschlossen. Eine Einzelkarte kostet 5,50 Euro, für Kinder unter 14 Jahren 3 Euro. Das Sportbecken ist 50 Meter lang. Die Sauna darf nur von Personen ab 16 Jahren genutzt werden."
FEWO = "Die Ferienwohnung Seeblick in Prien ist 65 Quadratmeter groß und bietet Platz für bis zu vier Personen. Der Preis beträgt 95 Euro pro Nacht, die Mindestaufenthaltsdauer liegt bei drei Nächten. Die Endreinigung kostet einmalig 60 Euro. Haustiere sind nicht erlaubt."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("de-ad-001", "para.passive", "Muss ich Ersatzteile extra bezahlen?", "Ja, die Werkstatt berechnet Ersatzteile gesondert.", RAD, True),
    w.faith("de-ad-002", "para.except", "Welche Räder repariert Speiche & Co.?", "Speiche & Co. repariert alle Räder bis auf Lastenräder.", RAD, True),
    w.faith("de-ad-003", "fmt.time", "Wann hat das Stadtbad geöffnet?", "Von Dienstag bis Sonntag ist das Stadtbad zwischen 7:00 und 21:00 Uhr geöffnet, montags ist es zu.", BAD, True),
    w.faith("de-ad-004", "fmt.currency", "Was kostet der Eintritt?", "Eine Einzelkarte kostet 5,50 €, Kinder unter 14 zahlen 3 €.", BAD, True),
    w.faith("de-ad-005", "fmt.abbrev", "Für wie viele Personen ist die Ferienwohnung?", "Die FeWo Seeblick in Prien bietet Platz für bis zu vier Personen.", FEWO, True),
    w.faith("de-ad-006", "fmt.unit", "Wie groß ist die Wohnung?", "Die Ferienwohnung Seeblick ist 65 m² groß.", FEWO, True),
    w.faith("de-ad-007", "para.nominal", "Darf ich meinen Hund mitbringen?", "Nein, das Mitbringen von Haustieren ist nicht erlaubt.", FEWO, True),
    w.faith("de-ad-008", "fmt.date", "Bis wann gibt es den Frühbucherrabatt?", "Wer bis zum 15.03. bucht, bekommt 10 % Frühbucherrabatt.", TANZ, True),
    w.faith("de-ad-009", "wrap.closer", "Was kostet der Anfängerkurs?", "Der Kurs kostet 129 Euro pro Person. Viel Spaß beim Tanzen!", TANZ, True),
    w.faith("de-ad-010", "value.currency", "Was kostet eine Inspektion?", "Eine Standardinspektion kostet 59 Euro.", RAD, False),
    w.faith("de-ad-011", "negation", "Bekomme ich während der Reparatur ein Leihrad?", "Nein, während der Reparatur gibt es kein Leihrad.", RAD, False),
    w.faith("de-ad-012", "value.except", "Repariert die Werkstatt jedes Fahrrad?", "Die Werkstatt repariert Räder aller Marken, außer E-Bikes.", RAD, False),
    w.faith("de-ad-013", "value.number", "Wie lang ist das Sportbecken?", "Das Sportbecken ist 25 Meter lang.", BAD, False),
    w.faith("de-ad-014", "direction", "Wer darf in die Sauna?", "Die Sauna darf nur von Personen unter 16 Jahren genutzt werden.", BAD, False),
    w.faith("de-ad-015", "modality", "Kann ich mich auch allein anmelden?", "Eine Anmeldung als Paar wird empfohlen, ist aber keine Pflicht.", TANZ, False),
    w.faith("de-ad-016", "antonym", "Wie lange muss ich die Wohnung mindestens buchen?", "Die Höchstaufenthaltsdauer liegt bei drei Nächten.", FEWO, False),
    w.faith("de-ad-017", "value.date", "Bis wann muss ich für den Rabatt buchen?", "Wer bis zum 15. April bucht, erhält 10 % Frühbucherrabatt.", TANZ, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-ad-018", "refusal.plain", "Hat das Stadtbad ein Kinderbecken?", "Das kann ich leider nicht beantworten.", BAD, True),
    w.refusal("de-ad-019", "refusal.long", "Gibt es in der Ferienwohnung WLAN?", "In den vorliegenden Angaben zur Ferienwohnung Seeblick steht nichts über einen Internetzugang. Ob es WLAN gibt, lässt sich daraus also nicht sagen; am besten fragen Sie direkt beim Vermieter nach.", FEWO, True),
    w.refusal("de-ad-020", "refusal.partial", "Was kostet eine Inspektion, und wie lange dauert eine Reifenreparatur?", "Eine Standardinspektion kostet 49 Euro; zur Dauer einer Reifenreparatur finde ich keine Angaben.", RAD, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-ad-021", "correct.wordy", "Wann findet der Anfängerkurs statt?", "Der Anfängerkurs in Standardtanz läuft jeweils am Montag- und am Mittwochabend, und zwar von 19 Uhr bis halb neun.", "Montags und mittwochs von 19 bis 20:30 Uhr.", True),
    w.correct("de-ad-022", "correct.wordy", "Wie lange muss man mindestens in der Ferienwohnung bleiben?", "Buchen kann man die Ferienwohnung Seeblick erst ab einem Aufenthalt von drei Übernachtungen.", "Mindestens drei Nächte.", True),
    w.correct("de-ad-023", "correct.short", "Was kostet eine Einzelkarte für Erwachsene?", "5,50 €.", "Eine Einzelkarte kostet 5,50 Euro.", True),
    w.correct("de-ad-024", "wrong.value", "Wie lange dauert eine Standardinspektion?", "In der Regel eine Woche.", "In der Regel zwei Werktage.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("de-ad-025", "relevant.direct", "Was verlangt die Tanzschule für den Kurs?", "129 € pro Kopf.", TANZ, True),
    w.relevant("de-ad-026", "relevant.direct", "An welchen Tagen kann ich schwimmen gehen?", "Dienstag bis Sonntag, jeweils 7 bis 21 Uhr.", BAD, True),
    w.relevant("de-ad-027", "relevant.direct", "Für wie viele Gäste reicht die Ferienwohnung?", "Maximal vier Leute können dort übernachten.", FEWO, True),
    w.relevant("de-ad-028", "relevant.yesno", "Darf mein zwölfjähriger Sohn in die Sauna?", "Nein, die Sauna ist erst ab 16 erlaubt.", BAD, True),
    w.relevant("de-ad-029", "offtopic.true", "Bekomme ich während der Reparatur ein anderes Rad?", "Ersatzteile werden separat berechnet.", RAD, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-ad-030", "diag.pass", "Was kostet die Endreinigung der Ferienwohnung?", "Die Endreinigung kostet einmalig 60 Euro.", {"fewo-seeblick": FEWO, "stadtbad": BAD}, ("fewo-seeblick",), "pass"),
    w.diag("de-ad-031", "diag.missed", "Bis wann gibt es den Frühbucherrabatt in der Tanzschule?", "Dazu habe ich in den Unterlagen leider nichts gefunden.", {"stadtbad": BAD, "fahrradwerkstatt": RAD}, ("tanzschule",), "fix_retrieval"),
    w.diag("de-ad-032", "diag.correct_refusal", "Verkauft die Fahrradwerkstatt auch neue Fahrräder?", "Die Unterlagen sagen nichts darüber, ob Speiche & Co. neue Räder verkauft, daher kann ich das nicht beantworten.", {"fahrradwerkstatt": RAD}, (), "correct_refusal"),
    w.diag("de-ad-033", "diag.unfaithful", "Sind Haustiere in der Ferienwohnung erlaubt?", "Ja, Haustiere sind in der Ferienwohnung willkommen.", {"fewo-seeblick": FEWO}, ("fewo-seeblick",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
