"""Fresh set L, German: 14-Uhr times, 1.500 € and 2,5 % formats, on a music teacher, a
health insurance tariff, a coffee roaster, a car wash, an office kitchen, a savings account
and a bakery's history."""
# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

TUTOR = (
    "Die Musiklehrerin Anna Berger unterrichtet Klavier und Gitarre für Kinder ab 8 Jahren. "
    "Eine Unterrichtsstunde von 45 Minuten kostet 38 €, ein Paket mit zehn Stunden 350 €. "
    "Der Unterricht findet in ihrem Studio in der Lindenstraße 12 oder online statt."
)
INSURANCE = (
    "Der Tarif Basis Plus erstattet 80 % der ambulanten Behandlungskosten nach einer jährlichen Selbstbeteiligung von 1.500 €. "
    "Zahnbehandlungen sind im Tarif Basis Plus nicht enthalten. "
    "Versicherte können den Zusatzbaustein Zahn Komfort für 14,90 € im Monat hinzubuchen."
)
ROASTER = (
    "Die Rösterei Kaffeekante röstet jeden Dienstag und Donnerstag. "
    "Ein 1,5-kg-Beutel der Hausmischung kostet 42 €, ein 250-g-Beutel 9,50 €. "
    "Bestellungen, die vor 12 Uhr eingehen, werden noch am selben Tag verschickt."
)
CARWASH = (
    "Die Waschanlage Glanzwerk hat montags bis samstags von 7 bis 20 Uhr geöffnet. "
    "Das Programm Premium kostet 18 € und umfasst eine Innenraumreinigung und eine Heißwachsversiegelung. "
    "Eine Wäsche dauert etwa 10 Minuten."
)
KITCHEN = (
    "Alle Lebensmittel im Gemeinschaftskühlschrank müssen mit Namen und Datum beschriftet werden. "
    "Der Kühlschrank wird jeden Freitag um 15 Uhr geleert; unbeschriftete Lebensmittel werden entsorgt. "
    "Kaffee und Tee sind kostenlos, Snacks aus dem Automaten müssen bezahlt werden."
)
BAKERY = (
    "Die Bäckerei Hofmann wurde 1948 von Karl Hofmann in Weilheim gegründet. "
    "1982 übergab Karl Hofmann die Bäckerei an seinen Sohn Peter. "
    "Peter verkaufte den Betrieb 2019 an seine langjährige Mitarbeiterin Sabine Roth."
)
SAVINGS = (
    "Das Tagesgeldkonto der Nordbank bietet 2,5 % Zinsen pro Jahr. "
    "Es fallen keine Kontoführungsgebühren an, und die Mindesteinlage beträgt 100 €. "
    "Kunden können bis zu sechs kostenlose Auszahlungen pro Monat vornehmen."
)

TUTOR_INSTRUMENTS = "Die Musiklehrerin Anna Berger unterrichtet Klavier und Gitarre für Kinder ab 8 Jahren."
TUTOR_PRICES = (
    "Bei Anna Berger kostet eine Unterrichtsstunde von 45 Minuten 38 €, ein Paket mit zehn Stunden 350 €."
)
TUTOR_LOCATION = (
    "Der Unterricht bei Anna Berger findet in ihrem Studio in der Lindenstraße 12 oder online statt."
)
BAKERY_FOUNDING = "Die Bäckerei Hofmann wurde 1948 von Karl Hofmann in Weilheim gegründet."
BAKERY_1982 = "1982 übergab Karl Hofmann die Bäckerei an seinen Sohn Peter."
BAKERY_2019 = "Peter Hofmann verkaufte die Bäckerei 2019 an seine langjährige Mitarbeiterin Sabine Roth."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("de-l-001", "para.capital", "was ist im premium-programm enthalten?", "das programm premium kostet 18 € und umfasst eine innenraumreinigung und eine heißwachsversiegelung.", CARWASH, True),
    w.faith("de-l-002", "para.relative", "An wen hat Peter Hofmann den Betrieb verkauft?", "Peter verkaufte den Betrieb 2019 an Sabine Roth, die seine langjährige Mitarbeiterin war.", BAKERY, True),
    w.faith("de-l-003", "fmt.thousands", "Wie hoch ist die Selbstbeteiligung im Tarif Basis Plus?", "Die jährliche Selbstbeteiligung beträgt 1500 €.", INSURANCE, True),
    w.faith("de-l-004", "fmt.unit", "Was kostet der 1,5-kg-Beutel der Hausmischung?", "Der Beutel der Hausmischung mit 1500 g kostet 42 €.", ROASTER, True),
    w.faith("de-l-005", "fmt.abbrev", "Was kostet eine Unterrichtsstunde bei Anna Berger?", "Eine Unterrichtsstunde von 45 Min. kostet 38 €.", TUTOR, True),
    w.faith("de-l-006", "wrap.attribution", "Muss ich in der Büroküche für Kaffee bezahlen?", "Laut der Küchenordnung sind Kaffee und Tee kostenlos.", KITCHEN, True),
    w.faith("de-l-007", "para.part", "Welche Instrumente unterrichtet Anna Berger?", "Anna Berger unterrichtet Klavier und Gitarre.", TUTOR, True),
    w.faith("de-l-008", "fmt.range", "Wann hat Glanzwerk geöffnet?", "Die Waschanlage hat Montag–Samstag, 7–20 Uhr geöffnet.", CARWASH, True),
    w.faith("de-l-009", "value.unit", "In welchen Größen gibt es die Hausmischung?", "Die Hausmischung gibt es im 250-g-Beutel für 9,50 € und im 1,5-Pfund-Beutel für 42 €.", ROASTER, False),
    w.faith("de-l-010", "role.swap", "Was geschah 1982 mit der Bäckerei?", "1982 übergab Peter Hofmann die Bäckerei an seinen Vater Karl.", BAKERY, False),
    w.faith("de-l-011", "negation", "Sind Zahnbehandlungen im Tarif Basis Plus enthalten?", "Ja, Zahnbehandlungen sind im Tarif Basis Plus enthalten.", INSURANCE, False),
    w.faith("de-l-012", "modality", "Was ist Zahn Komfort?", "Zahn Komfort ist ein Zusatzbaustein, den Versicherte für 14,90 € im Monat hinzubuchen müssen.", INSURANCE, False),
    w.faith("de-l-013", "added.fact", "Sind Getränke in der Büroküche kostenlos?", "Kaffee und Tee sind kostenlos, und frische Milch wird jeden Montag geliefert.", KITCHEN, False),
    w.faith("de-l-014", "value.number", "Wie viele kostenlose Auszahlungen habe ich pro Monat?", "Sie können bis zu zehn kostenlose Auszahlungen pro Monat vornehmen.", SAVINGS, False),
    w.faith("de-l-015", "direction", "Wann wird meine Bestellung verschickt?", "Bestellungen, die nach 12 Uhr eingehen, werden noch am selben Tag verschickt.", ROASTER, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-l-016", "refusal.context", "Unterrichtet Anna Berger auch Schlagzeug?", "Dazu enthalten die vorliegenden Unterlagen keine Angaben, daher kann ich die Frage nicht beantworten.", TUTOR, True),
    w.refusal("de-l-017", "refusal.hedged", "Wie hoch sind die Zinsen beim Tagesgeldkonto?", "Ich bin mir nicht ganz sicher, aber laut den Unterlagen bietet das Tagesgeldkonto 2,5 % Zinsen pro Jahr.", SAVINGS, False),
    w.refusal("de-l-018", "refusal.partial", "Wie lange dauert eine Wäsche, und kann ich mit Karte zahlen?", "Eine Wäsche dauert etwa 10 Minuten. Ob Kartenzahlung möglich ist, geht aus den Unterlagen leider nicht hervor.", CARWASH, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-l-019", "correct.format", "Wie viel Zinsen zahlt das Tagesgeldkonto der Nordbank?", "Zweieinhalb Prozent jährlich.", "2,5 % pro Jahr.", True),
    w.correct("de-l-020", "wrong.value", "Was kostet bei Anna Berger das Paket mit zehn Stunden?", "Das Zehnerpaket kostet 380 €.", "350 €.", False),
    w.correct("de-l-021", "wrong.role", "Wer übergab die Bäckerei Hofmann 1982 an wen?", "Peter Hofmann übergab die Bäckerei an seinen Vater Karl.", "Karl Hofmann übergab sie an seinen Sohn Peter.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("de-l-022", "relevant.direct", "Wie lange muss ich für eine Wäsche einplanen?", "Etwa 10 Minuten.", CARWASH, True),
    w.relevant("de-l-023", "relevant.yesno", "Kostet die Kontoführung beim Tagesgeldkonto etwas?", "Nein, es fallen keine Kontoführungsgebühren an.", SAVINGS, True),
    w.relevant("de-l-024", "offtopic.other", "Wann wird der Kühlschrank geleert?", "Die Rösterei Kaffeekante röstet jeden Dienstag und Donnerstag.", KITCHEN, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-l-025", "diag.pass", "Wo findet der Unterricht bei Anna Berger statt?", "Der Unterricht findet in ihrem Studio in der Lindenstraße 12 oder online statt.", {"tutor-location": TUTOR_LOCATION, "tutor-prices": TUTOR_PRICES}, ("tutor-location",), "pass"),
    w.diag("de-l-026", "diag.refused", "Was kostet eine Unterrichtsstunde bei Anna Berger?", "Leider kann ich in den Unterlagen keine Preise finden.", {"tutor-prices": TUTOR_PRICES, "tutor-instruments": TUTOR_INSTRUMENTS}, ("tutor-prices",), "fix_generation"),
    w.diag("de-l-027", "diag.missed", "Wann wurde die Bäckerei Hofmann gegründet?", "Das Gründungsjahr wird in den vorliegenden Dokumenten nicht genannt.", {"bakery-1982": BAKERY_1982, "bakery-2019": BAKERY_2019}, ("bakery-founding",), "fix_retrieval"),
    w.diag("de-l-028", "diag.correct_refusal", "Gibt es bei Anna Berger einen Geschwisterrabatt?", "Zu einem Geschwisterrabatt finde ich in den Unterlagen keine Informationen.", {"tutor-prices": TUTOR_PRICES, "tutor-location": TUTOR_LOCATION}, (), "correct_refusal"),
    w.diag("de-l-029", "diag.should_refuse", "Hat die Bäckerei Hofmann sonntags geöffnet?", "Ja, die Bäckerei Hofmann hat sonntags von 7 bis 11 Uhr geöffnet.", {"bakery-founding": BAKERY_FOUNDING, "bakery-2019": BAKERY_2019}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
