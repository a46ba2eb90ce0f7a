"""German cases of set AF: a tax advice office, a harbour bike rental and a town library."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

STEUER = (
    "Das Steuerbüro Albrecht & Sommer hilft Privatpersonen bei der Einkommensteuererklärung. "
    "Ein Erstgespräch dauert 45 Minuten und kostet 80 €. "
    "Termine gibt es montags bis donnerstags von 8:30 bis 17:00 Uhr, freitags ist das Büro geschlossen. "
    "Alle Belege müssen spätestens zwei Wochen vor dem Termin eingereicht werden."
)
VERLEIH = (
    "Der Fahrradverleih am Hafen hat täglich außer dienstags von 9 bis 19 Uhr geöffnet. "
    "Ein Citybike kostet 12 € pro Tag, ein E-Bike 29 € pro Tag, und für jedes Rad wird eine Kaution von 50 € fällig. "
    "Kinder unter 14 Jahren dürfen nur in Begleitung eines Erwachsenen ein Rad mieten. "
    "Helme werden kostenlos ausgegeben."
)
BUECHEREI = (
    "Die Stadtbücherei Neuwerk besitzt rund 48.000 Medien. "
    "Bücher können drei Wochen lang ausgeliehen und bis zu zweimal verlängert werden. "
    "Der Jahresausweis kostet für Erwachsene 18 €, für Schülerinnen und Schüler ist er kostenlos. "
    "Die Bücherei wurde 1962 von der Stiftung Rheinlicht gegründet und wird heute von Dr. Ilse Brandt geleitet."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # treue Umschreibungen und Formate
    w.faith("de-af-001", "para.passive", "Bis wann muss ich meine Belege abgeben?", "Man muss alle Belege spätestens zwei Wochen vor dem Termin einreichen.", STEUER, True),
    w.faith("de-af-002", "para.synonym", "Wie lange dauert ein Erstgespräch?", "Das erste Beratungsgespräch nimmt 45 Minuten in Anspruch.", STEUER, True),
    w.faith("de-af-003", "fmt.thousands", "Wie viele Medien hat die Bücherei?", "Die Bücherei besitzt rund 48000 Medien.", BUECHEREI, True),
    w.faith("de-af-004", "fmt.currency", "Was kostet ein E-Bike?", "Ein E-Bike kostet 29 Euro pro Tag.", VERLEIH, True),
    w.faith("de-af-005", "fmt.time", "Zu welchen Zeiten vergibt das Steuerbüro Termine?", "Montags bis donnerstags zwischen halb neun und fünf Uhr nachmittags.", STEUER, True),
    w.faith("de-af-006", "fmt.abbrev", "Wer leitet heute die Stadtbücherei?", "Geleitet wird sie heute von Doktor Ilse Brandt.", BUECHEREI, True),
    w.faith("de-af-007", "fmt.period", "Wie lange darf man ein Buch behalten?", "Die Leihfrist beträgt 21 Tage, und man kann sie bis zu zweimal verlängern.", BUECHEREI, True),
    w.faith("de-af-008", "para.except", "An welchen Tagen hat der Verleih offen?", "Bis auf Dienstag ist der Verleih jeden Tag von 9 bis 19 Uhr geöffnet.", VERLEIH, True),
    w.faith("de-af-009", "wrap.opener", "Muss ich eine Kaution zahlen?", "Gute Frage! Ja, für jedes Rad wird eine Kaution von 50 € fällig.", VERLEIH, True),
    w.faith("de-af-010", "wrap.closer", "Bekomme ich dort einen Helm?", "Ja, Helme werden kostenlos ausgegeben. Viel Spaß bei der Tour!", VERLEIH, True),
    w.faith("de-af-011", "para.reorder", "Wann ist das Steuerbüro geschlossen?", "Geschlossen ist das Büro freitags.", STEUER, True),
    # jeweils ein klarer Fehler
    w.faith("de-af-012", "value.number", "Wie oft kann man ein Buch verlängern?", "Bücher können bis zu dreimal verlängert werden.", BUECHEREI, False),
    w.faith("de-af-013", "value.date", "Wann wurde die Bücherei gegründet?", "Die Bücherei wurde 1972 gegründet.", BUECHEREI, False),
    w.faith("de-af-014", "value.currency", "Was kostet ein Citybike?", "Ein Citybike kostet 15 € pro Tag.", VERLEIH, False),
    w.faith("de-af-015", "role.swap", "Wer hat die Bücherei gegründet, und wer leitet sie?", "Dr. Ilse Brandt hat die Bücherei 1962 gegründet, heute wird sie von der Stiftung Rheinlicht geleitet.", BUECHEREI, False),
    w.faith("de-af-016", "negation", "Dürfen Kinder allein ein Rad mieten?", "Kinder unter 14 Jahren dürfen auch ohne Begleitung eines Erwachsenen ein Rad mieten.", VERLEIH, False),
    w.faith("de-af-017", "antonym", "Bis wann müssen die Belege da sein?", "Die Belege müssen frühestens zwei Wochen vor dem Termin eingereicht werden.", STEUER, False),
    w.faith("de-af-018", "modality", "Muss ich die Belege vorher schicken?", "Man kann die Belege vor dem Termin einreichen, muss es aber nicht.", STEUER, False),
    w.faith("de-af-019", "quantifier", "Was kostet der Jahresausweis?", "Der Jahresausweis ist für alle kostenlos.", BUECHEREI, False),
    w.faith("de-af-020", "value.except", "Wann hat der Fahrradverleih geöffnet?", "Der Verleih hat täglich außer montags von 9 bis 19 Uhr geöffnet.", VERLEIH, False),
    w.faith("de-af-021", "direction", "Wann muss ich die Belege einreichen?", "Die Belege müssen spätestens zwei Wochen nach dem Termin eingereicht werden.", STEUER, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-af-022", "refusal.context", "Kann man beim Fahrradverleih auch Tandems mieten?", "Dazu steht in den vorliegenden Informationen leider nichts.", VERLEIH, True),
    w.refusal("de-af-023", "refusal.plain", "Wie hoch ist das Honorar für die komplette Steuererklärung?", "Das kann ich Ihnen leider nicht beantworten.", STEUER, True),
    w.refusal("de-af-024", "refusal.hedged", "Wie viel kostet der Jahresausweis für Erwachsene?", "Wenn ich das richtig sehe, kostet er für Erwachsene 18 €.", BUECHEREI, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-af-025", "correct.wordy", "Wie lange kann man in der Stadtbücherei Neuwerk ein Buch ausleihen?", "Die Leihfrist für Bücher beträgt in der Stadtbücherei Neuwerk drei Wochen, und bei Bedarf kann man sie bis zu zweimal verlängern.", "Drei Wochen.", True),
    w.correct("de-af-026", "correct.wordy", "An welchem Tag ist das Steuerbüro Albrecht & Sommer geschlossen?", "Einen Termin am Freitag bekommt man dort nicht – an diesem Tag bleibt das Büro zu.", "Freitags ist das Büro geschlossen.", True),
    w.correct("de-af-027", "correct.format", "Wie hoch ist die Kaution beim Fahrradverleih?", "Fünfzig Euro pro Rad.", "Die Kaution beträgt 50 € pro Rad.", True),
    w.correct("de-af-028", "wrong.value", "Was kostet ein Erstgespräch im Steuerbüro?", "Ein Erstgespräch kostet 120 €.", "Ein Erstgespräch kostet 80 €.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("de-af-029", "relevant.direct", "Wie teuer ist es, sich für einen Tag ein Rad mit Elektromotor auszuleihen?", "Ein E-Bike kostet 29 € pro Tag.", VERLEIH, True),
    w.relevant("de-af-030", "relevant.direct", "An welchen Tagen kann ich zur Steuerberatung vorbeikommen?", "Termine gibt es montags bis donnerstags von 8:30 bis 17:00 Uhr.", STEUER, True),
    w.relevant("de-af-031", "relevant.direct", "Wer hat die Stadtbücherei ins Leben gerufen?", "Gegründet wurde sie 1962 von der Stiftung Rheinlicht.", BUECHEREI, True),
    w.relevant("de-af-032", "relevant.yesno", "Muss ich für einen Helm extra bezahlen?", "Nein, Helme gibt es kostenlos.", VERLEIH, True),
    w.relevant("de-af-033", "offtopic.true", "Was kostet der Jahresausweis für Erwachsene?", "Die Stadtbücherei Neuwerk besitzt rund 48.000 Medien.", BUECHEREI, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-af-034", "diag.pass", "Wie lange dauert ein Erstgespräch im Steuerbüro?", "Ein Erstgespräch dauert 45 Minuten.", {"steuerbuero": STEUER, "fahrradverleih": VERLEIH}, ("steuerbuero",), "pass"),
    w.diag("de-af-035", "diag.missed", "Wie oft kann man ein Buch in der Stadtbücherei verlängern?", "Dazu finde ich in den Unterlagen keine Angaben.", {"fahrradverleih": VERLEIH, "steuerbuero": STEUER}, ("buecherei",), "fix_retrieval"),
    w.diag("de-af-036", "diag.offtopic", "Dürfen Kinder allein ein Rad mieten?", "Ein E-Bike kostet 29 € pro Tag.", {"fahrradverleih": VERLEIH, "buecherei": BUECHEREI}, ("fahrradverleih",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
