"""Fresh set E, German: a gym chain, a parking garage, a vet practice, an online shop's
returns, a company history, a day-care centre, a phone plan and a hospital, with German
number, money and time formats."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

GYM = (
    "FitWerk betreibt 14 Studios in Bayern. "
    "Die Mitgliedschaft kostet 29,90 € im Monat und gilt in allen Studios. "
    "Die Studios sind montags bis freitags von 6 bis 23 Uhr geöffnet, am Wochenende von 8 bis 20 Uhr. "
    "Mitglieder dürfen einmal im Monat kostenlos einen Gast mitbringen."
)
PARKING = (
    "Das Parkhaus am Marktplatz hat 1.200 Stellplätze auf fünf Ebenen. "
    "Eine Stunde Parken kostet 2 €, der Tageshöchstsatz liegt bei 15 €. "
    "Das Parkhaus ist täglich außer sonntags von 6 bis 24 Uhr geöffnet. "
    "Fahrzeuge über 2 Meter Höhe dürfen nicht einfahren."
)
VET = (
    "Die Tierarztpraxis Dr. Keller wurde 2005 von Dr. Julia Keller gegründet. "
    "Die Praxis behandelt Hunde, Katzen und Kleintiere. "
    "Eine Erstuntersuchung kostet 45 €. "
    "Impfungen werden dienstags und donnerstags angeboten."
)
SHOP = (
    "Bei Waldmann Online können Artikel innerhalb von 30 Tagen nach Erhalt zurückgegeben werden. "
    "Die Rücksendung ist ab einem Bestellwert von 50 € kostenlos. "
    "Rücksendepakete dürfen höchstens 3,5 kg wiegen. "
    "Die Erstattung erfolgt innerhalb von 14 Tagen auf das ursprüngliche Zahlungsmittel."
)
COMPANY = (
    "Die Brenner Maschinenbau GmbH wurde 1962 von Karl Brenner gegründet. "
    "1995 übernahm sein Sohn Martin Brenner die Geschäftsführung. "
    "Im Jahr 2010 verkaufte das Unternehmen seine Gießerei an die Hoffmann AG. "
    "Heute beschäftigt Brenner rund 1.500 Mitarbeiter."
)
KITA = (
    "Die Kita Sonnenschein betreut Kinder im Alter von 1 bis 6 Jahren. "
    "Sie ist montags bis freitags von 7:30 bis 16:30 Uhr geöffnet. "
    "Die Kinder müssen bis 9 Uhr gebracht werden. "
    "Das Mittagessen wird täglich frisch in der eigenen Küche gekocht."
)
PHONE = (
    "Der Tarif Smart M kostet 19,99 € pro Monat und enthält 20 GB Datenvolumen sowie eine Allnet-Flat. "
    "Die Mindestlaufzeit beträgt 24 Monate. "
    "Nach Ablauf der Mindestlaufzeit ist der Vertrag monatlich kündbar. "
    "EU-Roaming ist ohne Aufpreis inklusive."
)
HOSPITAL = (
    "Die Besuchszeiten im Klinikum Nord sind täglich von 14 bis 19 Uhr. "
    "Pro Patient sind höchstens zwei Besucher gleichzeitig erlaubt. "
    "Auf der Intensivstation sind Besuche nur nach Absprache mit dem Pflegepersonal möglich."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("de-e-001", "para.pronoun", "Wer hat die Tierarztpraxis Dr. Keller gegründet?", "Dr. Julia Keller hat sie 2005 gegründet.", VET, True),
    w.faith("de-e-002", "para.relative", "Wer übernahm 1995 die Geschäftsführung bei Brenner?", "Martin Brenner, dessen Vater Karl Brenner das Unternehmen gegründet hatte, übernahm 1995 die Geschäftsführung.", COMPANY, True),
    w.faith("de-e-003", "fmt.thousands", "Wie viele Mitarbeiter hat Brenner?", "Brenner beschäftigt heute rund 1500 Mitarbeiter.", COMPANY, True),
    w.faith("de-e-004", "fmt.unit", "Wie schwer darf ein Rücksendepaket sein?", "Ein Rücksendepaket darf höchstens 3500 g wiegen.", SHOP, True),
    w.faith("de-e-005", "fmt.abbrev", "Wann hat FitWerk unter der Woche geöffnet?", "Die Studios haben Mo.–Fr. von 6 bis 23 Uhr geöffnet.", GYM, True),
    w.faith("de-e-006", "fmt.range", "Wann sind die Besuchszeiten im Klinikum Nord?", "Besuche sind täglich 14–19 Uhr möglich.", HOSPITAL, True),
    w.faith("de-e-007", "wrap.closer", "Was kostet der Tarif Smart M?", "Der Tarif Smart M kostet 19,99 € pro Monat. Ich hoffe, das hilft Ihnen weiter!", PHONE, True),
    w.faith("de-e-008", "wrap.hedge", "Wie lange ist die Mindestlaufzeit?", "Soweit ich den Unterlagen entnehmen kann, beträgt die Mindestlaufzeit 24 Monate.", PHONE, True),
    w.faith("de-e-009", "value.number", "Wie viele Studios hat FitWerk?", "FitWerk betreibt 18 Studios in Bayern.", GYM, False),
    w.faith("de-e-010", "value.unit", "Wie viel Datenvolumen hat Smart M?", "Smart M enthält 20 MB Datenvolumen.", PHONE, False),
    w.faith("de-e-011", "negation", "Ist EU-Roaming im Tarif enthalten?", "Nein, EU-Roaming ist im Tarif Smart M nicht enthalten.", PHONE, False),
    w.faith("de-e-012", "value.except", "An welchen Tagen ist das Parkhaus geöffnet?", "Das Parkhaus ist täglich außer samstags von 6 bis 24 Uhr geöffnet.", PARKING, False),
    w.faith("de-e-013", "modality", "Bis wann müssen die Kinder in der Kita sein?", "Die Kinder können bis 9 Uhr gebracht werden, eine feste Bringzeit gibt es aber nicht.", KITA, False),
    w.faith("de-e-014", "added.entity", "Wer hat Brenner Maschinenbau gegründet?", "Die Brenner Maschinenbau GmbH wurde 1962 von Karl Brenner und seinem Bruder Otto Brenner gegründet.", COMPANY, False),
    w.faith("de-e-015", "mixed", "Was kostet das Parken?", "Eine Stunde kostet 2 €, und der Tageshöchstsatz liegt bei 20 €.", PARKING, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-e-016", "refusal.long", "Gibt es in den FitWerk-Studios eine Sauna?", "Leider kann ich diese Frage nicht beantworten. Die mir vorliegenden Informationen beschreiben nur die Anzahl der Studios, den Monatsbeitrag, die Öffnungszeiten und die Gästeregelung. Ob es eine Sauna gibt, geht daraus nicht hervor. Am besten fragen Sie direkt im Studio nach.", GYM, True),
    w.refusal("de-e-017", "refusal.hedged", "Was kostet eine Erstuntersuchung?", "Ich bin mir nicht ganz sicher, aber laut den Unterlagen kostet eine Erstuntersuchung 45 €.", VET, False),
    w.refusal("de-e-018", "refusal.plain", "Hat die Praxis am Wochenende einen Notdienst?", "Das weiß ich leider nicht.", VET, True),
]

CORRECTNESS: list[Case] = [
    w.correct("de-e-019", "correct.format", "Wie hoch ist der Tageshöchstsatz im Parkhaus?", "Fünfzehn Euro.", "Der Tageshöchstsatz beträgt 15 €.", True),
    w.correct("de-e-020", "wrong.echo", "Wann wurde die Tierarztpraxis Dr. Keller gegründet?", "Sie möchten wissen, wann die Tierarztpraxis Dr. Keller gegründet wurde. Das ist eine gute Frage zur Geschichte der Praxis.", "Sie wurde 2005 gegründet.", False),
    w.correct("de-e-021", "correct.wordy", "An wen hat Brenner seine Gießerei verkauft?", "Im Jahr 2010 hat sich die Brenner Maschinenbau GmbH von ihrer Gießerei getrennt; Käufer war die Hoffmann AG.", "An die Hoffmann AG.", True),
]

RELEVANCY: list[Case] = [
    w.relevant("de-e-022", "relevant.direct", "Wie groß ist das Parkhaus?", "Es hat 1.200 Stellplätze auf fünf Ebenen.", PARKING, True),
    w.relevant("de-e-023", "relevant.yesno", "Komme ich mit einem 2,5 Meter hohen Transporter ins Parkhaus?", "Nein, Fahrzeuge über 2 Meter Höhe dürfen nicht einfahren.", PARKING, True),
    w.relevant("de-e-024", "offtopic.other", "Wann ist die Kita Sonnenschein geöffnet?", "Die Stadtbibliothek hat samstags von 10 bis 14 Uhr geöffnet.", KITA, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-e-025", "diag.pass", "Wie alt dürfen die Kinder in der Kita Sonnenschein sein?", "Die Kita Sonnenschein betreut Kinder im Alter von 1 bis 6 Jahren.", {"de-kita": KITA, "de-gym": GYM}, ("de-kita",), "pass"),
    w.diag("de-e-026", "diag.unfaithful", "Wann kann man in der Praxis Dr. Keller impfen lassen?", "Impfungen werden montags und mittwochs angeboten.", {"de-vet": VET}, ("de-vet",), "fix_generation"),
    w.diag("de-e-027", "diag.missed", "Wie lange ist die Mindestlaufzeit bei Smart M?", "Dazu habe ich in den Unterlagen leider keine Angaben gefunden.", {"de-park": PARKING, "de-hosp": HOSPITAL}, ("de-phone",), "fix_retrieval"),
    w.diag("de-e-028", "diag.correct_refusal", "Gibt es im Klinikum Nord ein Café für Besucher?", "Die Unterlagen enthalten keine Informationen über ein Café im Klinikum Nord.", {"de-hosp": HOSPITAL}, (), "correct_refusal"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
