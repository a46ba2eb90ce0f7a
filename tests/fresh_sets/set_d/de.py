"""Fresh set D, German: plain cases with German number, money, date and time formats,
written from the phenomena without running the judge."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

RENT = (
    "Die Mieterin Anna Vogel mietet von dem Vermieter Jens Krüger eine Wohnung in der Lindenstraße 4 in "
    "Leipzig. Die Kaltmiete beträgt 1.500 € im Monat und ist jeweils bis zum dritten Werktag des Monats zu "
    "zahlen. Eine Kündigung ist mit einer Frist von drei Monaten möglich."
)
CAR = (
    "FlinkCar berechnet 0,39 € pro Minute. Eine Fahrt darf höchstens 72 Stunden dauern. Pro Tag sind bis "
    "zu 200 km inklusive, jeder weitere Kilometer kostet 0,29 €."
)
SOLAR = (
    "Sonnenwerk Solar hat seinen Sitz in Wien, der Hauptstadt Österreichs. Vor jeder Installation ist ein "
    "Vor-Ort-Termin vorgeschrieben. Auf die Module gibt es 25 Jahre Leistungsgarantie."
)
THEATRE = (
    "Das Stadttheater Rosenau zeigt „Faust“ vom 4. Oktober bis zum 30. November. Die Abendvorstellungen "
    "beginnen um 19:30 Uhr, sonntags gibt es zusätzlich eine Vorstellung um 14 Uhr. Regie führt Clara "
    "Hoffmann, den Faust spielt Markus Lenz."
)
FAMILY = (
    "Die Bäckerei Hartmann wurde 1903 von Wilhelm Hartmann in Freiburg gegründet. 1935 übernahm sein Sohn "
    "Karl den Betrieb. Karl heiratete 1932 die Müllerstochter Elise Baum."
)
ZOO = (
    "Der Tierpark Eichenhain ist täglich außer am 24. Dezember von 9 bis 18 Uhr geöffnet. Erwachsene "
    "zahlen 16 €, Kinder unter 6 Jahren haben freien Eintritt. Hunde sind im gesamten Tierpark verboten, "
    "außer auf dem Parkplatz."
)
POST = (
    "Bei PostBlitz kostet ein Päckchen bis 2 kg 5,49 €. Briefe innerhalb Deutschlands werden in der Regel "
    "am nächsten Werktag zugestellt. Die Filialen sind samstags bis 13 Uhr geöffnet."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith(
        "de-d-001", "para.nominal",
        "Bis wann muss Frau Vogel die Miete zahlen?",
        "Die Zahlung der Kaltmiete muss jeweils bis zum dritten Werktag des Monats erfolgen.",
        RENT, True,
    ),
    w.faith(
        "de-d-002", "para.capital",
        "Wo sitzt Sonnenwerk Solar?",
        "Der Sitz von Sonnenwerk Solar ist Wien, die Hauptstadt von Österreich.",
        SOLAR, True,
    ),
    w.faith(
        "de-d-003", "fmt.thousands",
        "Wie hoch ist die Kaltmiete der Wohnung in der Lindenstraße?",
        "Die Kaltmiete beträgt 1500 € im Monat.",
        RENT, True,
    ),
    w.faith(
        "de-d-004", "fmt.unit",
        "Wie viele Kilometer sind bei FlinkCar pro Tag inklusive?",
        "Pro Tag sind bis zu 200 Kilometer inklusive.",
        CAR, True,
    ),
    w.faith(
        "de-d-005", "fmt.time",
        "Gibt es sonntags eine Nachmittagsvorstellung von „Faust“?",
        "Ja, sonntags gibt es zusätzlich eine Vorstellung um 2 Uhr nachmittags.",
        THEATRE, True,
    ),
    w.faith(
        "de-d-006", "fmt.range",
        "Wie lange darf eine Fahrt mit FlinkCar dauern?",
        "Die maximale Dauer einer Fahrt beträgt 72 Stunden.",
        CAR, True,
    ),
    w.faith(
        "de-d-007", "wrap.attribution",
        "Was kostet ein Päckchen bei PostBlitz?",
        "Laut den Angaben von PostBlitz kostet ein Päckchen bis 2 kg 5,49 €.",
        POST, True,
    ),
    w.faith(
        "de-d-008", "para.relative",
        "Wer hat die Bäckerei Hartmann gegründet?",
        "Wilhelm Hartmann, dessen Sohn Karl den Betrieb 1935 übernahm, gründete die Bäckerei 1903 in "
        "Freiburg.",
        FAMILY, True,
    ),
    w.faith(
        "de-d-009", "value.unit",
        "Wie hoch ist die Kaltmiete?",
        "Die Kaltmiete beträgt 1.500 € im Jahr.",
        RENT, False,
    ),
    w.faith(
        "de-d-010", "value.except",
        "Darf ich meinen Hund auf den Parkplatz des Tierparks mitnehmen?",
        "Nein, auch auf dem Parkplatz sind Hunde verboten.",
        ZOO, False,
    ),
    w.faith(
        "de-d-011", "role.swap",
        "Wer wirkt bei „Faust“ im Stadttheater Rosenau mit?",
        "Regie führt Markus Lenz, den Faust spielt Clara Hoffmann.",
        THEATRE, False,
    ),
    w.faith(
        "de-d-012", "modality",
        "Brauche ich vor der Installation einen Vor-Ort-Termin?",
        "Ein Vor-Ort-Termin vor der Installation ist freiwillig.",
        SOLAR, False,
    ),
    w.faith(
        "de-d-013", "added.entity",
        "Wer übernahm 1935 die Bäckerei Hartmann?",
        "1935 übernahm Karl den Betrieb gemeinsam mit seinem Bruder Otto.",
        FAMILY, False,
    ),
    w.faith(
        "de-d-014", "value.number",
        "Bis zu welchem Alter haben Kinder im Tierpark freien Eintritt?",
        "Kinder unter 10 Jahren haben freien Eintritt.",
        ZOO, False,
    ),
]
REFUSAL: list[Case] = [
    w.refusal(
        "de-d-015", "refusal.long",
        "Gibt es im Tierpark Eichenhain ein Restaurant?",
        "Vielen Dank für Ihre Frage! Leider enthalten die mir vorliegenden Unterlagen keine Angaben zu "
        "einem Restaurant im Tierpark Eichenhain. Am besten wenden Sie sich direkt an den Tierpark, dort "
        "kann man Ihnen sicher weiterhelfen. Einen schönen Besuch!",
        ZOO, True,
    ),
    w.refusal(
        "de-d-016", "refusal.short",
        "Wie viele Filialen hat PostBlitz?",
        "Keine Ahnung.",
        POST, True,
    ),
    w.refusal(
        "de-d-017", "refusal.hedged",
        "Wann beginnen die Abendvorstellungen von „Faust“?",
        "Ich bin mir nicht ganz sicher, aber ich glaube, die Abendvorstellungen beginnen um 19:30 Uhr.",
        THEATRE, False,
    ),
]
CORRECTNESS: list[Case] = [
    w.correct(
        "de-d-018", "correct.short",
        "Wie lange gilt die Leistungsgarantie auf die Module?",
        "25 Jahre.",
        "Auf die Module von Sonnenwerk Solar gibt es eine Leistungsgarantie von 25 Jahren.",
        True,
    ),
    w.correct(
        "de-d-019", "wrong.echo",
        "Wer hat 1935 den Betrieb der Bäckerei Hartmann übernommen?",
        "Den Betrieb der Bäckerei Hartmann hat 1935 derjenige übernommen, der ihn 1935 übernommen hat.",
        "Karl Hartmann, der Sohn des Gründers.",
        False,
    ),
    w.correct(
        "de-d-020", "correct.wordy",
        "Was kostet eine Minute bei FlinkCar?",
        "Bei FlinkCar zahlen Sie für jede Minute Ihrer Fahrt 0,39 €.",
        "0,39 €",
        True,
    ),
]
RELEVANCY: list[Case] = [
    w.relevant(
        "de-d-021", "relevant.direct",
        "Wie lange läuft „Faust“ im Stadttheater Rosenau?",
        "Vom 4. Oktober bis zum 30. November.",
        THEATRE, True,
    ),
    w.relevant(
        "de-d-022", "offtopic.true",
        "Was kostet der Eintritt in den Tierpark für Erwachsene?",
        "Der Tierpark ist täglich außer am 24. Dezember von 9 bis 18 Uhr geöffnet.",
        ZOO, False,
    ),
    w.relevant(
        "de-d-023", "relevant.yesno",
        "Kann ich mit FlinkCar zwei Tage lang unterwegs sein?",
        "Ja, eine Fahrt darf bis zu 72 Stunden dauern.",
        CAR, True,
    ),
]
DIAGNOSIS: list[Case] = [
    w.diag(
        "de-d-024", "diag.pass",
        "Wer spielt den Faust im Stadttheater Rosenau?",
        "Den Faust spielt Markus Lenz.",
        {"theater-1": THEATRE, "zoo-1": ZOO},
        ("theater-1",), "pass",
    ),
    w.diag(
        "de-d-025", "diag.refused",
        "Was kostet bei PostBlitz ein Päckchen bis 2 kg?",
        "Dazu liegen mir leider keine Informationen vor.",
        {"post-1": POST},
        ("post-1",), "fix_generation",
    ),
    w.diag(
        "de-d-026", "diag.should_refuse",
        "Bietet Sonnenwerk Solar auch Batteriespeicher an?",
        "Ja, Sonnenwerk Solar bietet Batteriespeicher mit 10 kWh Kapazität an.",
        {"solar-1": SOLAR},
        (), "should_refuse",
    ),
    w.diag(
        "de-d-027", "diag.offtopic",
        "Wie lange haben die PostBlitz-Filialen samstags geöffnet?",
        "Briefe innerhalb Deutschlands werden in der Regel am nächsten Werktag zugestellt.",
        {"post-1": POST},
        ("post-1",), "fix_generation",
    ),
    w.diag(
        "de-d-028", "diag.missed",
        "Wann wurde die Bäckerei Hartmann gegründet?",
        "In den gefundenen Dokumenten steht dazu leider nichts.",
        {"car-1": CAR, "post-1": POST},
        ("family-1",), "fix_retrieval",
    ),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
