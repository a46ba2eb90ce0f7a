# ruff: noqa: E501  (data: one case per line)
"""Fresh set H, German: refusal, relevancy and diagnosis cases."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

TRAIN = (
    "Das Reisezentrum am Hauptbahnhof Lindau-Nord ist montags bis freitags von 7 bis 19 Uhr geöffnet. "
    "Fahrkarten für den Regionalverkehr können auch am Automaten gekauft werden. "
    "Eine Erstattung ist bis einen Tag vor Reiseantritt gegen eine Gebühr von 15 € möglich."
)
GARDEN = (
    "Das Gartencenter Grünwerk verkauft Obstbäume ab 24,90 €. "
    "Blumenerde gibt es in Säcken zu 40 Litern. "
    "Von März bis Oktober hat das Gartencenter auch sonntags von 10 bis 16 Uhr geöffnet."
)
CONCERT = (
    "Die Stadthalle Bergheim bietet Schülern und Studierenden 50 % Ermäßigung auf alle Konzertkarten. "
    "Die Abendkasse öffnet eine Stunde vor Konzertbeginn. "
    "Die Garderobe ist kostenlos."
)
MOBILE = (
    "Der Tarif FunkPlus M kostet 19,99 € im Monat und enthält 20 GB Datenvolumen. "
    "Die Mindestlaufzeit beträgt 24 Monate. "
    "Eine neue SIM-Karte wird innerhalb von drei Werktagen zugeschickt."
)
COWORK = (
    "Der Coworking-Space Werkbank bietet Fixplätze für 290 € pro Monat an. "
    "Mitglieder haben rund um die Uhr Zugang. "
    "Kaffee und Tee sind im Preis inbegriffen."
)

# fmt: off
REFUSAL: list[Case] = [
    w.refusal("de-h-001", "refusal.context", "Kann ich im Reisezentrum mit Kreditkarte bezahlen?", "In den vorliegenden Unterlagen steht nichts zu den Zahlungsmitteln, daher kann ich das leider nicht beantworten.", TRAIN, True),
    w.refusal("de-h-002", "refusal.long", "Liefert das Gartencenter Grünwerk auch nach Hause?", "Vielen Dank für Ihre Frage! Leider enthalten die mir vorliegenden Informationen keine Angaben zu einem Lieferservice. Am besten wenden Sie sich direkt an das Gartencenter Grünwerk, telefonisch oder vor Ort – dort hilft man Ihnen sicher gern weiter. Entschuldigen Sie, dass ich Ihnen nicht weiterhelfen konnte.", GARDEN, True),
    w.refusal("de-h-003", "refusal.short", "Gibt es in der Stadthalle Bergheim ein Restaurant?", "Das weiß ich leider nicht.", CONCERT, True),
    w.refusal("de-h-004", "refusal.hedged", "Wie viel Datenvolumen hat FunkPlus M?", "Der Tarif FunkPlus M enthält 20 GB Datenvolumen. Die Konditionen können sich allerdings ändern, prüfen Sie das also am besten vor Vertragsabschluss.", MOBILE, False),
    w.refusal("de-h-005", "refusal.partial", "Was kostet ein Fixplatz und gibt es auch Tagespässe?", "Ein Fixplatz kostet 290 € pro Monat. Zu Tagespässen konnte ich in den Unterlagen nichts finden.", COWORK, False),
]

RELEVANCY: list[Case] = [
    w.relevant("de-h-006", "relevant.direct", "Ab wann kann man an der Abendkasse Karten kaufen?", "Eine Stunde vor Konzertbeginn.", CONCERT, True),
    w.relevant("de-h-007", "relevant.yesno", "Kann ich bei Werkbank auch nachts arbeiten?", "Ja, Mitglieder haben rund um die Uhr Zugang.", COWORK, True),
    w.relevant("de-h-008", "offtopic.true", "Wie lange ist die Mindestlaufzeit bei FunkPlus M?", "Eine neue SIM-Karte wird innerhalb von drei Werktagen zugeschickt.", MOBILE, False),
    w.relevant("de-h-009", "offtopic.other", "Wie groß sind die Säcke mit Blumenerde?", "Tomaten brauchen viel Sonne und sollten regelmäßig gegossen werden.", GARDEN, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-h-010", "diag.should_refuse", "Gibt es in der Stadthalle Bergheim eine Ermäßigung für Rentner?", "Ja, Rentner erhalten in der Stadthalle Bergheim 30 % Rabatt auf alle Konzertkarten.", {"kh1": CONCERT, "cw1": COWORK}, (), "should_refuse"),
    w.diag("de-h-011", "diag.refused", "Bis wann kann ich eine Fahrkarte erstatten lassen?", "Dazu finde ich in den Unterlagen leider keine Informationen.", {"rz1": TRAIN, "gc1": GARDEN}, ("rz1",), "fix_generation"),
    w.diag("de-h-012", "diag.correct_refusal", "Hat der Coworking-Space Werkbank Duschen?", "Dazu enthalten die Dokumente keine Angaben, das kann ich also nicht beantworten.", {"cw1": COWORK, "mf1": MOBILE}, (), "correct_refusal"),
]
# fmt: on

CASES: list[Case] = REFUSAL + RELEVANCY + DIAGNOSIS
