# ruff: noqa: E501
"""Fresh set C, German: German number, money, time and unit formats over short documents of
a library, bike sharing, a regional train, household insurance, a cooking course, a
recycling centre, a museum shop, a tax office, a football club, a language school and a
smartphone."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

LIBRARY = (
    "Die Stadtbibliothek Lindenau ist Montag bis Freitag von 10 bis 19 Uhr und samstags von 10 bis 14 Uhr geöffnet. "
    "Ein Jahresausweis kostet 20 € für Erwachsene; Kinder und Jugendliche unter 18 Jahren erhalten ihn kostenlos. "
    "Medien können vier Wochen ausgeliehen werden."
)
BIKE = (
    "Das Fahrradverleihsystem StadtRad Kiel umfasst 1.500 Räder an 120 Stationen. "
    "Die ersten 30 Minuten jeder Fahrt sind kostenlos, danach kostet jede weitere halbe Stunde 1 €. "
    "Räder dürfen nur an offiziellen Stationen zurückgegeben werden."
)
TRAIN = (
    "Die Regionalbahn Süd fährt werktags stündlich von Freiburg nach Offenburg. "
    "Der erste Zug fährt um 5:12 Uhr ab, der letzte um 23:12 Uhr. "
    "Fahrräder können außerhalb der Hauptverkehrszeit kostenlos mitgenommen werden."
)
INSURANCE = (
    "Die Hausratversicherung „Wohnen Komfort“ kostet 96 € im Jahr. "
    "Die Selbstbeteiligung beträgt 150 € pro Schadensfall. "
    "Schäden müssen innerhalb von einer Woche gemeldet werden. "
    "Ab 2025 steigt der Beitrag um 4 %."
)
COOKING = (
    "Der Kochkurs „Italienisch für Anfänger“ findet an vier Abenden statt, jeweils dienstags von 18 bis 21 Uhr. "
    "Die Teilnahme kostet 180 € inklusive aller Zutaten. "
    "Pro Kurs werden höchstens zwölf Personen angenommen."
)
RECYCLING = (
    "Der Wertstoffhof Nord hat Dienstag bis Samstag von 8 bis 16 Uhr geöffnet. "
    "Privathaushalte können pro Besuch bis zu 2 m³ Grünschnitt kostenlos abgeben. "
    "Bauschutt wird nicht angenommen."
)
MUSEUM = (
    "Der Museumsshop des Landesmuseums Kassel befindet sich im Erdgeschoss. "
    "Der große Ausstellungskatalog kostet 39,90 € und wiegt 1,8 kg. "
    "Mitglieder des Fördervereins erhalten 10 % Rabatt auf alle Artikel."
)
TAX = (
    "Das Steueramt der Stadt Bamberg ist montags bis donnerstags von 8 bis 15.30 Uhr geöffnet. "
    "Die Grundsteuer wird vierteljährlich am 15. Februar, 15. Mai, 15. August und 15. November fällig. "
    "Anträge auf Stundung müssen schriftlich gestellt werden."
)
FOOTBALL = (
    "Der FC Wiesental gewann am Sonntag mit 2:0 gegen den SV Bergheim. "
    "Beide Tore erzielte Jonas Keller. "
    "Die Dauerkarte für die neue Saison kostet 240 € und ist ab dem 1. Juni erhältlich."
)
LANGUAGE = (
    "Die Sprachschule Wortwerk bietet Deutschkurse von A1 bis C1 an. "
    "Ein Intensivkurs umfasst 20 Unterrichtseinheiten pro Woche und kostet 1.200 € für vier Wochen. "
    "Vor Kursbeginn machen alle neuen Teilnehmenden einen Einstufungstest."
)
PHONE = (
    "Das Smartphone Orion S7 hat einen 6,1-Zoll-Bildschirm und wiegt 172 g. "
    "Der Akku hat eine Kapazität von 4.300 mAh. "
    "Das Modell mit 128 GB Speicher kostet 649 €."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases
    w.faith("de-c-001", "para.part", "Wann hat die Bibliothek samstags geöffnet?", "Samstags ist die Stadtbibliothek Lindenau von 10 bis 14 Uhr geöffnet.", LIBRARY, True),
    w.faith("de-c-002", "para.combine", "Was kostet der Kochkurs und wie viele Leute können mitmachen?", "Der Kurs kostet 180 € inklusive aller Zutaten, und es werden höchstens zwölf Personen angenommen.", COOKING, True),
    w.faith("de-c-003", "para.capital", "Wer hat die Tore für den FC Wiesental geschossen?", "beide tore hat jonas keller erzielt.", FOOTBALL, True),
    w.faith("de-c-004", "fmt.thousands", "Was kostet ein Intensivkurs?", "Ein Intensivkurs kostet 1200 Euro für vier Wochen.", LANGUAGE, True),
    w.faith("de-c-005", "fmt.unit", "Wie schwer ist der Ausstellungskatalog?", "Der große Ausstellungskatalog wiegt 1800 Gramm.", MUSEUM, True),
    w.faith("de-c-006", "fmt.range", "Um wie viel Uhr findet der Kochkurs statt?", "Der Kurs findet jeweils dienstags, 18:00–21:00 Uhr, statt.", COOKING, True),
    w.faith("de-c-007", "fmt.abbrev", "Wann hat das Steueramt geöffnet?", "Das Steueramt Bamberg hat Mo.–Do. von 8 bis 15.30 Uhr geöffnet.", TAX, True),
    w.faith("de-c-008", "wrap.hedge", "Wie hoch ist die Selbstbeteiligung?", "Soweit ich sehe, beträgt die Selbstbeteiligung 150 € pro Schadensfall.", INSURANCE, True),
    w.faith("de-c-009", "para.except", "An welchen Tagen hat der Wertstoffhof geöffnet?", "Der Wertstoffhof Nord hat an allen Tagen außer Sonntag und Montag geöffnet.", RECYCLING, True),
    # one clear error each
    w.faith("de-c-010", "value.number", "Wie groß ist StadtRad Kiel?", "StadtRad Kiel umfasst 1.500 Räder an 150 Stationen.", BIKE, False),
    w.faith("de-c-011", "value.time", "Wann fährt der letzte Zug?", "Der letzte Zug fährt um 22:12 Uhr ab.", TRAIN, False),
    w.faith("de-c-012", "negation", "Kann ich Bauschutt beim Wertstoffhof abgeben?", "Ja, Bauschutt wird im Wertstoffhof Nord angenommen.", RECYCLING, False),
    w.faith("de-c-013", "modality", "Wie stelle ich einen Antrag auf Stundung?", "Anträge auf Stundung können schriftlich oder mündlich gestellt werden.", TAX, False),
    w.faith("de-c-014", "quantifier", "Muss ich vor dem Kurs einen Einstufungstest machen?", "Nur einige der neuen Teilnehmenden machen vor Kursbeginn einen Einstufungstest.", LANGUAGE, False),
    w.faith("de-c-015", "direction", "Ändert sich der Beitrag der Hausratversicherung?", "Ab 2025 sinkt der Beitrag um 4 %.", INSURANCE, False),
    w.faith("de-c-016", "added.fact", "Was kostet die Dauerkarte?", "Die Dauerkarte kostet 240 € und ist ab dem 1. Juni erhältlich; Studierende erhalten 20 % Rabatt.", FOOTBALL, False),
    w.faith("de-c-017", "mixed", "Wie lange kann man Medien ausleihen und was kostet der Ausweis?", "Medien können vier Wochen ausgeliehen werden, und der Jahresausweis kostet für Erwachsene 25 €.", LIBRARY, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-c-018", "refusal.plain", "Gibt es in der Bibliothek WLAN?", "Das weiß ich leider nicht.", LIBRARY, True),
    w.refusal("de-c-019", "refusal.long", "Kann ich den Kochkurs als Gutschein verschenken?", "Vielen Dank für Ihre Frage! Leider enthalten die mir vorliegenden Unterlagen keine Informationen darüber, ob der Kochkurs als Gutschein verschenkt werden kann. Am besten wenden Sie sich direkt an die Kochschule, die Ihnen dazu sicher weiterhelfen kann.", COOKING, True),
    w.refusal("de-c-020", "refusal.hedged", "Wie viel kostet ein Intensivkurs?", "Ich bin mir nicht ganz sicher, aber ein Intensivkurs scheint 1.200 € für vier Wochen zu kosten.", LANGUAGE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-c-021", "correct.short", "Wie viel kostet das Orion S7 mit 128 GB?", "649 Euro.", "Das Modell mit 128 GB Speicher kostet 649 €.", True),
    w.correct("de-c-022", "correct.format", "Wann fährt der erste Zug?", "Um zwölf nach fünf morgens.", "Der erste Zug fährt um 5:12 Uhr ab.", True),
    w.correct("de-c-023", "wrong.value", "Wie viel Rabatt bekommen Mitglieder des Fördervereins?", "Mitglieder des Fördervereins erhalten 15 % Rabatt.", "Mitglieder des Fördervereins erhalten 10 % Rabatt.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("de-c-024", "relevant.direct", "Wie groß ist das Display des Orion S7?", "6,1 Zoll.", PHONE, True),
    w.relevant("de-c-025", "relevant.yesno", "Darf mein Fahrrad mit in den Zug?", "Ja, außerhalb der Hauptverkehrszeit und kostenlos.", TRAIN, True),
    w.relevant("de-c-026", "offtopic.true", "Wann hat der Wertstoffhof geöffnet?", "Bauschutt wird im Wertstoffhof Nord nicht angenommen.", RECYCLING, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-c-027", "diag.pass", "Wer hat die Tore für den FC Wiesental geschossen?",
           "Beide Tore hat Jonas Keller geschossen.",
           {"fcw-1": "Der FC Wiesental gewann am Sonntag mit 2:0 gegen den SV Bergheim. Beide Tore erzielte Jonas Keller.",
            "fcw-2": "Die Dauerkarte für die neue Saison kostet 240 € und ist ab dem 1. Juni erhältlich."},
           ("fcw-1",), "pass"),
    w.diag("de-c-028", "diag.unfaithful", "Bis wann muss ich einen Schaden melden?",
           "Schäden müssen innerhalb von drei Monaten gemeldet werden.",
           {"ins-3": "Schäden müssen innerhalb von einer Woche gemeldet werden.",
            "ins-1": "Die Hausratversicherung „Wohnen Komfort“ kostet 96 € im Jahr."},
           ("ins-3",), "fix_generation"),
    w.diag("de-c-029", "diag.missed", "Wann ist die Grundsteuer fällig?",
           "Dazu habe ich in den Unterlagen leider nichts gefunden.",
           {"tax-1": "Das Steueramt der Stadt Bamberg ist montags bis donnerstags von 8 bis 15.30 Uhr geöffnet.",
            "tax-3": "Anträge auf Stundung müssen schriftlich gestellt werden."},
           ("tax-2",), "fix_retrieval"),
    w.diag("de-c-030", "diag.correct_refusal", "Holt der Wertstoffhof Nord auch Sperrmüll zu Hause ab?",
           "Darüber steht in den Unterlagen nichts, deshalb kann ich die Frage nicht beantworten.",
           {"wsh-1": "Der Wertstoffhof Nord hat Dienstag bis Samstag von 8 bis 16 Uhr geöffnet.",
            "wsh-3": "Bauschutt wird nicht angenommen."},
           (), "correct_refusal"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
