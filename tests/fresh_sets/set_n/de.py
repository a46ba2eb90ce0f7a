# ruff: noqa: E501
"""Fresh set N, German: plain cases over invented organisation documents, with German number,
time and currency formats."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

GARAGE = (
    "Die Kfz-Werkstatt Brandl in der Mühlenstraße hat montags bis freitags von 7:30 bis 17 Uhr geöffnet. "
    "Ein Ölwechsel dauert etwa 40 Minuten und kostet 79 €. "
    "Auf alle Reparaturen gibt es 24 Monate Garantie."
)
COOP = (
    "Die Erzeugergenossenschaft Obertal wurde 1972 gegründet und hat heute 145 Mitgliedsbetriebe. "
    "Neue Mitglieder zahlen eine einmalige Aufnahmegebühr von 1.500 €. "
    "Die Mitglieder liefern ihre Äpfel zwischen September und November an das Lager in Weilheim."
)
HUT = (
    "Die Kesselalm-Hütte liegt auf 1.870 m Höhe und bietet 42 Schlafplätze. "
    "Sie ist von Mitte Mai bis Ende Oktober bewirtschaftet. "
    "Übernachtungen müssen im Voraus reserviert werden. "
    "Hunde sind in der Hütte nicht erlaubt."
)
COURIER = (
    "Der Fahrradkurier Flitzer liefert Sendungen bis 3,5 kg innerhalb des Stadtgebiets. "
    "Eine Standardlieferung kostet 7,90 €, eine Expresslieferung innerhalb von 60 Minuten 14,50 €. "
    "Aufträge, die vor 14 Uhr eingehen, werden noch am selben Tag zugestellt."
)
KARAOKE = (
    "Die Karaoke-Bar „Tonleiter“ hat dienstags bis sonntags von 19 bis 3 Uhr geöffnet. "
    "Ein Raum für bis zu acht Personen kostet 35 € pro Stunde. "
    "Gäste unter 18 Jahren müssen die Bar um 22 Uhr verlassen."
)
VINEYARD = (
    "Das Weingut Hofmann wurde 1931 von Karl Hofmann gegründet. "
    "1964 verpachtete Karl Hofmann das Weingut an seinen Neffen Ludwig Weber. "
    "1998 übergab Ludwig Weber den Betrieb an seine Tochter Anna."
)
PET = (
    "Der Hundesalon Wuschel bietet eine Komplettpflege für kleine Hunde für 55 € an. "
    "Bei Absagen weniger als 24 Stunden vor dem Termin werden 50 % des Preises berechnet. "
    "Katzen werden nicht frisiert."
)
STREAM = (
    "Das Streaming-Abo „Kino Plus“ kostet 12,99 € im Monat. "
    "Es erlaubt das gleichzeitige Streamen auf zwei Geräten. "
    "Das Abo kann jederzeit zum Monatsende gekündigt werden."
)
BOTTLE = (
    "Für Einwegflaschen aus Kunststoff wird ein Pfand von 25 Cent erhoben. "
    "Pfandflaschen können in jedem Geschäft zurückgegeben werden, das solche Flaschen verkauft. "
    "Zerdrückte Flaschen werden von den Automaten nicht angenommen."
)
PASSPORT = (
    "Im Bürgeramt Mitte dauert die Ausstellung eines Reisepasses in der Regel drei bis vier Wochen. "
    "Ein Reisepass für Personen ab 24 Jahren kostet 70 €. "
    "Antragsteller müssen persönlich erscheinen und ein aktuelles biometrisches Passfoto mitbringen."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("de-n-001", "para.relative", "Wer hat das Weingut Hofmann gegründet?", "Karl Hofmann, der das Weingut 1964 an seinen Neffen Ludwig Weber verpachtete, hat es 1931 gegründet.", VINEYARD, True),
    w.faith("de-n-002", "para.part", "Darf ich meinen Hund mit in die Kesselalm-Hütte nehmen?", "Nein, Hunde sind in der Hütte nicht erlaubt.", HUT, True),
    w.faith("de-n-003", "para.capital", "Was kostet ein Raum in der Tonleiter?", "EIN RAUM FÜR BIS ZU ACHT PERSONEN KOSTET 35 € PRO STUNDE.", KARAOKE, True),
    w.faith("de-n-004", "fmt.thousands", "Wie hoch ist die Aufnahmegebühr der Genossenschaft Obertal?", "Neue Mitglieder zahlen einmalig 1500 €.", COOP, True),
    w.faith("de-n-005", "fmt.unit", "Wie schwer dürfen Sendungen beim Flitzer sein?", "Der Flitzer liefert Sendungen bis 3500 g.", COURIER, True),
    w.faith("de-n-006", "fmt.abbrev", "Wann hat die Werkstatt Brandl geöffnet?", "Mo.–Fr. von 7:30 bis 17:00 Uhr.", GARAGE, True),
    w.faith("de-n-007", "fmt.range", "Wann hat die Tonleiter geöffnet?", "Die Bar hat dienstags bis sonntags 19–3 Uhr geöffnet.", KARAOKE, True),
    w.faith("de-n-008", "fmt.share", "Was kostet eine kurzfristige Absage im Salon Wuschel?", "Wer weniger als 24 Stunden vor dem Termin absagt, zahlt die Hälfte des Preises.", PET, True),
    w.faith("de-n-009", "wrap.question", "Wie viel kostet Kino Plus?", "Kino Plus kostet 12,99 € im Monat. Möchten Sie auch wissen, wie Sie das Abo kündigen können?", STREAM, True),
    w.faith("de-n-010", "fmt.period", "Wie lange gilt die Garantie auf Reparaturen bei Brandl?", "Auf alle Reparaturen gibt es zwei Jahre Garantie.", GARAGE, True),
    w.faith("de-n-011", "value.unit", "Auf welcher Höhe liegt die Kesselalm-Hütte?", "Die Hütte liegt auf 1.870 Fuß Höhe.", HUT, False),
    w.faith("de-n-012", "value.number", "Wie viele Mitgliedsbetriebe hat die Genossenschaft Obertal?", "Die Genossenschaft hat heute 154 Mitgliedsbetriebe.", COOP, False),
    w.faith("de-n-013", "role.swap", "Was geschah 1998 mit dem Weingut Hofmann?", "1998 übergab Anna den Betrieb an ihren Vater Ludwig Weber.", VINEYARD, False),
    w.faith("de-n-014", "modality", "Muss ich für eine Übernachtung auf der Kesselalm reservieren?", "Eine Reservierung im Voraus ist freiwillig.", HUT, False),
    w.faith("de-n-015", "direction", "Welche Aufträge stellt der Flitzer noch am selben Tag zu?", "Aufträge, die nach 14 Uhr eingehen, werden noch am selben Tag zugestellt.", COURIER, False),
    w.faith("de-n-016", "negation", "Werden im Salon Wuschel auch Katzen frisiert?", "Ja, im Salon Wuschel werden auch Katzen frisiert.", PET, False),
]
REFUSAL: list[Case] = [
    w.refusal("de-n-017", "refusal.plain", "Gibt es auch Pfand auf Glasflaschen?", "Das weiß ich leider nicht.", BOTTLE, True),
    w.refusal("de-n-018", "refusal.long", "Kann ich im Bürgeramt Mitte auch einen Personalausweis beantragen?", "Dazu habe ich leider keine Angaben gefunden. Die vorliegenden Unterlagen beschreiben nur die Ausstellung von Reisepässen – Bearbeitungsdauer, Gebühr und Passfoto –, aber nicht, ob dort auch Personalausweise beantragt werden können. Am besten fragen Sie direkt beim Bürgeramt Mitte nach.", PASSPORT, True),
    w.refusal("de-n-019", "refusal.partial", "Was kostet Kino Plus, und gibt es eine Testphase?", "Kino Plus kostet 12,99 € im Monat. Ob es eine Testphase gibt, geht aus den Unterlagen nicht hervor.", STREAM, False),
]
CORRECTNESS: list[Case] = [
    w.correct("de-n-020", "correct.wordy", "Wie viel kostet ein Reisepass für Personen ab 24 Jahren im Bürgeramt Mitte?", "Gern helfe ich weiter! Für Antragstellerinnen und Antragsteller ab 24 Jahren beträgt die Gebühr für einen Reisepass im Bürgeramt Mitte 70 Euro.", "Er kostet 70 €.", True),
    w.correct("de-n-021", "correct.short", "Wie viele Schlafplätze hat die Kesselalm-Hütte?", "42.", "Die Hütte bietet 42 Schlafplätze.", True),
    w.correct("de-n-022", "wrong.role", "Wer verpachtete 1964 das Weingut Hofmann an wen?", "Ludwig Weber verpachtete das Weingut an Karl Hofmann.", "Karl Hofmann verpachtete es an seinen Neffen Ludwig Weber.", False),
]
RELEVANCY: list[Case] = [
    w.relevant("de-n-023", "relevant.direct", "Wie lange braucht ein Ölwechsel bei Brandl?", "Etwa 40 Minuten.", GARAGE, True),
    w.relevant("de-n-024", "offtopic.true", "Wann hat die Werkstatt Brandl geöffnet?", "Auf alle Reparaturen gibt es 24 Monate Garantie.", GARAGE, False),
    w.relevant("de-n-025", "offtopic.other", "Wie viel Pfand gibt es auf Einwegflaschen aus Kunststoff?", "Der Hundesalon Wuschel bietet eine Komplettpflege für kleine Hunde für 55 € an.", BOTTLE, False),
]
DIAGNOSIS: list[Case] = [
    w.diag("de-n-026", "diag.pass", "Wie viel kostet eine Expresslieferung beim Flitzer?", "Eine Expresslieferung innerhalb von 60 Minuten kostet 14,50 €.", {"kurier-1": COURIER, "huette-1": HUT}, ("kurier-1",), "pass"),
    w.diag("de-n-027", "diag.missed", "Wann wurde die Genossenschaft Obertal gegründet?", "In den vorliegenden Dokumenten finde ich dazu leider nichts.", {"karaoke-1": KARAOKE, "abo-1": STREAM}, ("genossenschaft-1",), "fix_retrieval"),
    w.diag("de-n-028", "diag.unfaithful", "Wie viel Pfand wird auf Einwegflaschen aus Kunststoff erhoben?", "Auf Einwegflaschen aus Kunststoff werden 15 Cent Pfand erhoben.", {"pfand-1": BOTTLE}, ("pfand-1",), "fix_generation"),
    w.diag("de-n-029", "diag.correct_refusal", "Bietet die Tonleiter auch Speisen an?", "Dazu steht in den Unterlagen nichts, das kann ich Ihnen leider nicht sagen.", {"karaoke-1": KARAOKE}, (), "correct_refusal"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
