"""German cases of set S: a climbing gym, a language café, a parcel station and an open-air
music festival."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

KLETTER = (
    "Die Kletterhalle Steinbock in Freiburg hat montags bis freitags von 10 bis 23 Uhr geöffnet, am Wochenende von 9 bis 21 Uhr. "
    "Eine Tageskarte kostet 14,50 €, eine Zehnerkarte 130 €. "
    "Wer zum ersten Mal kommt, muss an einer kurzen Sicherheitseinweisung teilnehmen. "
    "Kinder unter 14 Jahren dürfen nur in Begleitung eines Erwachsenen klettern."
)
SPRACH = (
    "Das Sprachcafé Babel trifft sich jeden zweiten Mittwoch um 18:30 Uhr in der Stadtbibliothek. "
    "In der ersten Stunde wird Deutsch gesprochen, in der zweiten Französisch. "
    "Die Teilnahme ist kostenlos, eine Anmeldung ist nicht nötig. "
    "Gegründet hat das Sprachcafé 2018 die Lehrerin Anke Brandt."
)
PAKET = (
    "An der Paketstation am Hauptbahnhof bleiben Sendungen sieben Tage liegen, danach gehen sie an den Absender zurück. "
    "Den Abholcode bekommt man per SMS oder E-Mail. "
    "Pakete über 25 kg sowie Nachnahmesendungen können nicht an die Paketstation geliefert werden."
)
FEST = (
    "Das Open-Air-Festival Seewiesen findet vom 8. bis 10. August 2025 am Ufer des Altmühlsees statt. "
    "Der Festivalpass kostet 189 Euro, Camping ist im Preis inbegriffen. "
    "Erwartet werden rund 12.000 Besucher. "
    "Hunde sind auf dem Festivalgelände nicht erlaubt."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("de-s-001", "para.passive", "Wer hat das Sprachcafé Babel gegründet?", "Das Sprachcafé wurde 2018 von der Lehrerin Anke Brandt gegründet.", SPRACH, True),
    w.faith("de-s-002", "para.synonym", "Muss man sich für das Sprachcafé anmelden?", "Nein, eine Anmeldung ist nicht erforderlich, und die Teilnahme kostet nichts.", SPRACH, True),
    w.faith("de-s-003", "para.nominal", "Was müssen Neulinge in der Kletterhalle Steinbock beachten?", "Für Erstbesucher ist die Teilnahme an einer kurzen Sicherheitseinweisung Pflicht.", KLETTER, True),
    w.faith("de-s-004", "fmt.thousands", "Wie viele Besucher erwartet das Festival Seewiesen?", "Erwartet werden rund 12000 Besucher.", FEST, True),
    w.faith("de-s-005", "fmt.currency", "Was kostet eine Tageskarte in der Kletterhalle Steinbock?", "Eine Tageskarte kostet 14,50 Euro.", KLETTER, True),
    w.faith("de-s-006", "fmt.date", "Wann findet das Festival Seewiesen statt?", "Vom 08.08. bis zum 10.08.2025 am Altmühlsee.", FEST, True),
    w.faith("de-s-007", "fmt.time", "Um wie viel Uhr trifft sich das Sprachcafé Babel?", "Um halb sieben abends, und zwar jeden zweiten Mittwoch.", SPRACH, True),
    w.faith("de-s-008", "fmt.period", "Wie lange bleibt ein Paket an der Paketstation am Hauptbahnhof liegen?", "Eine Woche lang, danach geht es an den Absender zurück.", PAKET, True),
    w.faith("de-s-009", "wrap.hedge", "Darf ich meinen Hund mit aufs Festival nehmen?", "Soweit ich den Angaben entnehmen kann, sind Hunde auf dem Festivalgelände leider nicht erlaubt.", FEST, True),
    w.faith("de-s-010", "para.combine", "Was kostet der Festivalpass, und ist Camping dabei?", "Der Festivalpass für 189 Euro schließt das Camping bereits mit ein.", FEST, True),
    w.faith("de-s-011", "value.number", "Was kostet eine Zehnerkarte in der Kletterhalle?", "Eine Zehnerkarte kostet 150 €.", KLETTER, False),
    w.faith("de-s-012", "value.date", "Wann findet das Festival Seewiesen statt?", "Das Festival findet vom 8. bis 10. September 2025 statt.", FEST, False),
    w.faith("de-s-013", "value.time", "Wann hat die Kletterhalle am Wochenende geöffnet?", "Am Wochenende hat die Halle von 9 bis 23 Uhr geöffnet.", KLETTER, False),
    w.faith("de-s-014", "role.swap", "Welche Sprachen werden im Sprachcafé gesprochen?", "In der ersten Stunde wird Französisch gesprochen, in der zweiten Deutsch.", SPRACH, False),
    w.faith("de-s-015", "negation", "Ist Camping im Festivalpass enthalten?", "Nein, Camping ist im Preis des Festivalpasses nicht inbegriffen.", FEST, False),
    w.faith("de-s-016", "modality", "Ist die Sicherheitseinweisung Pflicht?", "Wer zum ersten Mal kommt, kann auf Wunsch an einer kurzen Sicherheitseinweisung teilnehmen.", KLETTER, False),
    w.faith("de-s-017", "direction", "Welche Pakete können nicht an die Paketstation geliefert werden?", "Pakete unter 25 kg können nicht an die Paketstation geliefert werden.", PAKET, False),
    w.faith("de-s-018", "value.except", "Kann ich mir ein Nachnahmepaket an die Paketstation schicken lassen?", "Ja, alle Sendungen bis 25 kg, auch Nachnahmesendungen, können an die Paketstation geliefert werden.", PAKET, False),
    w.faith("de-s-019", "added.fact", "Wie bekomme ich meinen Abholcode?", "Der Abholcode kommt per SMS oder E-Mail und ist 48 Stunden gültig.", PAKET, False),
    w.faith("de-s-020", "antonym", "Was kostet die Teilnahme am Sprachcafé?", "Die Teilnahme am Sprachcafé ist kostenpflichtig.", SPRACH, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-s-021", "refusal.plain", "Gibt es in der Kletterhalle Steinbock ein Bistro?", "Das kann ich leider nicht beantworten.", KLETTER, True),
    w.refusal("de-s-022", "refusal.context", "Kann man in der Kletterhalle Kletterschuhe leihen?", "In den vorliegenden Informationen steht nichts darüber, ob man in der Halle Kletterschuhe leihen kann.", KLETTER, True),
    w.refusal("de-s-023", "refusal.hedged", "Wo trifft sich das Sprachcafé Babel?", "Ich bin mir nicht ganz sicher, aber es trifft sich wohl in der Stadtbibliothek.", SPRACH, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-s-024", "correct.short", "Wie viel kostet der Festivalpass für Seewiesen?", "189 €.", "Der Festivalpass kostet 189 Euro, Camping inklusive.", True),
    w.correct("de-s-025", "correct.wordy", "Wie lange bleiben Pakete an der Paketstation am Hauptbahnhof liegen?", "Sendungen, die an die Paketstation am Hauptbahnhof geliefert werden, bleiben dort sieben Tage lang liegen und gehen danach an den Absender zurück.", "Sieben Tage.", True),
    w.correct("de-s-026", "wrong.value", "Um wie viel Uhr beginnt das Sprachcafé Babel?", "Es beginnt um 20 Uhr.", "Das Sprachcafé beginnt um 18:30 Uhr.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("de-s-027", "relevant.direct", "Ab welchem Alter darf mein Kind in der Halle ohne Begleitung klettern?", "Ab 14 Jahren.", KLETTER, True),
    w.relevant("de-s-028", "relevant.yesno", "Brauche ich für das Sprachcafé eine Anmeldung?", "Nein, einfach hingehen.", SPRACH, True),
    w.relevant("de-s-029", "offtopic.true", "Wie bekomme ich meinen Abholcode für die Paketstation?", "Pakete über 25 kg können nicht an die Paketstation geliefert werden.", PAKET, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-s-030", "diag.pass", "Was kostet eine Zehnerkarte in der Kletterhalle Steinbock?", "Eine Zehnerkarte kostet 130 €.", {"de-kletter": KLETTER, "de-fest": FEST}, ("de-kletter",), "pass"),
    w.diag("de-s-031", "diag.missed", "Wo trifft sich das Sprachcafé Babel?", "Dazu finde ich in den Unterlagen leider keine Angabe.", {"de-paket": PAKET, "de-kletter": KLETTER}, ("de-sprach",), "fix_retrieval"),
    w.diag("de-s-032", "diag.correct_refusal", "Welche Bands spielen beim Festival Seewiesen?", "Die Unterlagen nennen keine Bands, deshalb kann ich das nicht beantworten.", {"de-fest": FEST}, (), "correct_refusal"),
    w.diag("de-s-033", "diag.unfaithful", "Wie lange bleiben Pakete an der Paketstation liegen?", "Pakete bleiben drei Tage an der Paketstation liegen.", {"de-paket": PAKET}, ("de-paket",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
