"""German cases of set AQ: a rowing club's beginners' course, a guided tour of a mountain cheese
dairy and a bookbinding course at an adult education centre."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

RUDERN = (
    "Der Ruderverein Seehafen bietet ab dem 3. Mai 2025 einen Anfängerkurs mit acht Terminen an, jeweils samstags von 9 bis 11 Uhr. "
    "Der Kurs kostet 140 Euro, Schüler und Studierende zahlen die Hälfte. "
    "Vor der ersten Ausfahrt müssen alle Teilnehmenden 400 Meter schwimmen können. "
    "Trainerin Katrin Vogel leitet den Kurs, unterstützt von Vereinsmitglied Paul Heider."
)
KAESEREI = (
    "Die Führung durch die Bergkäserei Almrausch findet täglich außer sonntags um 10:30 Uhr statt und dauert etwa 45 Minuten. "
    "Im Reifekeller lagern rund 3.200 Laibe Bergkäse. "
    "Erwachsene zahlen 9,50 €, Kinder unter zwölf Jahren sind frei; die Verkostung am Ende ist im Preis enthalten."
)
BUCHBINDEN = (
    "Der Buchbindekurs der Volkshochschule Lindenau findet an zwei Wochenenden im November statt, am 8./9. und am 15./16. November. "
    "Kursleiter Jonas Brückner zeigt, wie man einen Halbleinenband mit Fadenheftung bindet. "
    "Zur Kursgebühr von 85 € kommen 25 € Materialkosten, die im Kurs bar bezahlt werden. "
    "Maximal zehn Personen können teilnehmen."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("de-aq-001", "para.passive", "Wer leitet den Ruderkurs?", "Der Kurs wird von Trainerin Katrin Vogel geleitet.", RUDERN, True),
    w.faith("de-aq-002", "para.nominal", "Was muss man vor der ersten Ausfahrt können?", "Voraussetzung für die erste Ausfahrt ist die Fähigkeit, 400 Meter zu schwimmen.", RUDERN, True),
    w.faith("de-aq-003", "fmt.date", "Wann beginnt der Anfängerkurs im Rudern?", "Er beginnt am 03.05.2025.", RUDERN, True),
    w.faith("de-aq-004", "fmt.share", "Was zahlen Studierende für den Ruderkurs?", "Studierende zahlen 50 % des Kurspreises.", RUDERN, True),
    w.faith("de-aq-005", "fmt.period", "Wie lange dauert die Käsereiführung?", "Etwa eine Dreiviertelstunde.", KAESEREI, True),
    w.faith("de-aq-006", "fmt.thousands", "Wie viele Laibe lagern im Reifekeller?", "Dort lagern rund 3200 Laibe Bergkäse.", KAESEREI, True),
    w.faith("de-aq-007", "para.except", "An welchen Tagen gibt es Führungen?", "Von Montag bis Samstag, nur sonntags nicht.", KAESEREI, True),
    w.faith("de-aq-008", "para.combine", "Wann und wo findet der Buchbindekurs statt?", "Der Kurs findet an der Volkshochschule Lindenau statt, und zwar an den Wochenenden 8./9. und 15./16. November.", BUCHBINDEN, True),
    w.faith("de-aq-009", "wrap.closer", "Was kostet die Führung für Erwachsene?", "Erwachsene zahlen 9,50 €, die Verkostung ist inklusive. Viel Spaß beim Besuch!", KAESEREI, True),
    w.faith("de-aq-010", "fmt.currency", "Wie hoch ist die Kursgebühr für den Buchbindekurs?", "Die Kursgebühr beträgt 85 Euro.", BUCHBINDEN, True),
    w.faith("de-aq-011", "fmt.abbrev", "Wer bietet den Buchbindekurs an?", "Die VHS Lindenau.", BUCHBINDEN, True),
    w.faith("de-aq-012", "value.time", "Wann beginnt die Käsereiführung?", "Die Führung beginnt um 11:30 Uhr.", KAESEREI, False),
    w.faith("de-aq-013", "value.number", "Wie viele Termine hat der Anfängerkurs?", "Der Anfängerkurs hat sechs Termine.", RUDERN, False),
    w.faith("de-aq-014", "role.swap", "Wer leitet den Ruderkurs?", "Paul Heider leitet den Kurs, unterstützt von Trainerin Katrin Vogel.", RUDERN, False),
    w.faith("de-aq-015", "negation", "Ist die Verkostung im Preis enthalten?", "Nein, die Verkostung ist nicht im Preis enthalten.", KAESEREI, False),
    w.faith("de-aq-016", "modality", "Muss man vor der ersten Ausfahrt schwimmen können?", "Schwimmen zu können ist empfehlenswert, aber keine Pflicht.", RUDERN, False),
    w.faith("de-aq-017", "antonym", "Was zahlen Kinder unter zwölf Jahren für die Führung?", "Kinder unter zwölf Jahren zahlen den vollen Preis.", KAESEREI, False),
    w.faith("de-aq-018", "direction", "Wie viele Personen können am Buchbindekurs teilnehmen?", "Es müssen mindestens zehn Personen teilnehmen.", BUCHBINDEN, False),
    w.faith("de-aq-019", "added.fact", "Was kostet der Buchbindekurs?", "Die Kursgebühr beträgt 85 €, dazu kommen 25 € Material; Mitglieder der Volkshochschule erhalten 10 % Rabatt.", BUCHBINDEN, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-aq-020", "refusal.plain", "Gibt es in der Käserei einen Hofladen?", "Das kann ich leider nicht beantworten, dazu habe ich keine Angaben.", KAESEREI, True),
    w.refusal("de-aq-021", "refusal.context", "Wo liegt das Bootshaus des Rudervereins?", "In den vorliegenden Unterlagen steht nicht, wo sich das Bootshaus befindet.", RUDERN, True),
    w.refusal("de-aq-022", "refusal.partial", "Was kostet der Ruderkurs, und stellt der Verein die Boote?", "Der Kurs kostet 140 Euro; ob der Verein die Boote stellt, geht aus den Angaben nicht hervor.", RUDERN, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-aq-023", "correct.wordy", "Wann findet der Ruderkurs statt?", "Die Termine liegen immer am Samstagvormittag: Los geht es um neun Uhr, und um elf ist Schluss.", "Samstags von 9 bis 11 Uhr.", True),
    w.correct("de-aq-024", "correct.wordy", "Wie viele Leute dürfen beim Buchbindekurs mitmachen?", "Der Kurs ist bewusst klein gehalten, mehr als zehn Teilnehmende werden nicht aufgenommen.", "Höchstens zehn.", True),
    w.correct("de-aq-025", "correct.format", "Was kostet die Käsereiführung für Erwachsene?", "Neun Euro fünfzig.", "9,50 €.", True),
    w.correct("de-aq-026", "wrong.value", "Wie hoch sind die Materialkosten beim Buchbindekurs?", "Die Materialkosten betragen 85 Euro.", "25 Euro.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("de-aq-027", "relevant.direct", "Ab wann kann ich beim Ruderverein Seehafen rudern lernen?", "Ab dem 3. Mai 2025.", RUDERN, True),
    w.relevant("de-aq-028", "relevant.direct", "Wer bringt einem im Kurs das Buchbinden bei?", "Jonas Brückner.", BUCHBINDEN, True),
    w.relevant("de-aq-029", "relevant.direct", "Was muss ich für meine achtjährige Tochter bei der Käsereiführung bezahlen?", "Nichts, unter zwölf ist der Eintritt frei.", KAESEREI, True),
    w.relevant("de-aq-030", "relevant.yesno", "Kann man die Käserei sonntags besichtigen?", "Nein, sonntags gibt es keine Führungen.", KAESEREI, True),
    w.relevant("de-aq-031", "offtopic.true", "Wie lange dauert die Käsereiführung?", "Im Reifekeller lagern rund 3.200 Laibe Bergkäse.", KAESEREI, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-aq-032", "diag.pass", "Was kostet der Buchbindekurs?", "Die Kursgebühr beträgt 85 €, dazu kommen 25 € Materialkosten.", {"buchbinden": BUCHBINDEN, "kaeserei": KAESEREI}, ("buchbinden",), "pass"),
    w.diag("de-aq-033", "diag.missed", "Wie weit muss man schwimmen können, um beim Ruderkurs mitzumachen?", "Dazu finde ich in den Unterlagen keine Angabe.", {"kaeserei": KAESEREI, "buchbinden": BUCHBINDEN}, ("rudern",), "fix_retrieval"),
    w.diag("de-aq-034", "diag.correct_refusal", "Gibt es bei der Bergkäserei Almrausch Parkplätze?", "Ob es dort Parkplätze gibt, steht nicht in den Unterlagen.", {"kaeserei": KAESEREI, "rudern": RUDERN}, (), "correct_refusal"),
    w.diag("de-aq-035", "diag.unfaithful", "Wann beginnt der Anfängerkurs im Rudern?", "Der Kurs beginnt am 3. Juni 2025.", {"rudern": RUDERN, "buchbinden": BUCHBINDEN}, ("rudern",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
