"""German cases of set t9: a veterinary practice, a youth symphony orchestra, a car-sharing
service, a cinema subscription, a blood donation service and a pottery workshop."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

VET_PRAXIS = (
    "Die Tierarztpraxis Dr. Lehmann hat montags bis freitags von 8 bis 18 Uhr geöffnet, mittwochs jedoch nur bis 13 Uhr. "
    "Termine werden ausschließlich telefonisch vergeben. "
    "Für Hausbesuche wird eine Anfahrtspauschale von 25 Euro berechnet."
)
VET_OP = (
    "Vor einer Zahnsanierung bei Katzen wird ein Blutbild gemacht, das 45 Euro kostet. "
    "Die Narkose überwacht die Tiermedizinische Fachangestellte Julia Brandt, operiert wird von Dr. Markus Lehmann. "
    "Nach der Operation darf die Katze 24 Stunden lang nur weiches Futter bekommen."
)
ORCH_PROBE = (
    "Das Jugendsinfonieorchester Rheinau probt jeden Dienstag von 17:30 bis 20:00 Uhr in der Aula des Goethe-Gymnasiums. "
    "Aufgenommen werden Jugendliche zwischen 13 und 21 Jahren nach einem Vorspiel. "
    "Der Jahresbeitrag beträgt 240 Euro; Geschwister zahlen die Hälfte."
)
ORCH_FREIZEIT = (
    "Die Probenfreizeit des Orchesters findet vom 3. bis 6. Oktober in der Jugendherberge Bad Honnef statt. "
    "Die Dirigentin Sabine Kroll leitet die Tuttiproben, die Registerproben übernehmen Studierende der Musikhochschule Köln. "
    "Handys müssen während der Proben ausgeschaltet sein."
)
CAR_TARIF = (
    "Bei StadtAuto kostet die Stunde 3,90 Euro, dazu kommen 29 Cent pro Kilometer. "
    "Ab einer Mietdauer von 10 Stunden gilt automatisch der Tagespreis von 39 Euro. "
    "Die Grundgebühr beträgt 10 Euro im Monat, für Studierende entfällt sie."
)
CAR_REGELN = (
    "Wer ein StadtAuto später als gebucht zurückgibt, zahlt 15 Euro pro angefangene halbe Stunde. "
    "Tiere dürfen nur in einer Transportbox mitfahren. "
    "Fahrten ins Ausland sind nur nach Österreich und in die Schweiz erlaubt."
)
KINO_KARTE = (
    "Die Kinokarte Plus des Filmpalasts Lindenhof kostet 19 Euro im Monat und gilt für beliebig viele Vorstellungen, außer bei Premieren. "
    "Für 3D-Filme wird ein Aufschlag von 2 Euro fällig. "
    "Die Karte ist nicht übertragbar."
)
KINO_VERTRAG = (
    "Die Kinokarte Plus läuft mindestens sechs Monate und verlängert sich danach monatlich. "
    "Gekündigt werden kann mit einer Frist von vier Wochen zum Monatsende. "
    "Wer bis zum 31. März abschließt, bekommt den ersten Monat geschenkt."
)
BLUT_REGELN = (
    "Beim Blutspendedienst Süd dürfen Erstspender höchstens 60 Jahre alt sein. "
    "Frauen dürfen viermal, Männer sechsmal innerhalb von zwölf Monaten Vollblut spenden. "
    "Nach der Spende sollte man mindestens 30 Minuten lang nicht rauchen."
)
BLUT_TERMIN = (
    "Der nächste Spendetermin im Gemeindehaus St. Paul findet am Freitag, dem 14. Juni, von 15:00 bis 19:30 Uhr statt. "
    "Mitzubringen ist ein amtlicher Lichtbildausweis. "
    "Jede Spenderin und jeder Spender erhält einen Imbiss und einen Gutschein im Wert von 10 Euro."
)
KERAMIK_KURS = (
    "Der Töpferkurs „Drehen für Einsteiger“ in der Keramikwerkstatt Morgenrot umfasst acht Termine zu je drei Stunden. "
    "Die Kursgebühr beträgt 280 Euro zuzüglich Material, das nach Gewicht abgerechnet wird (4 Euro pro Kilo Ton). "
    "Kursleiterin ist die Keramikmeisterin Anke Vogt."
)
KERAMIK_BRAND = (
    "In der Keramikwerkstatt Morgenrot wird zweimal im Monat gebrannt, jeweils am ersten und dritten Samstag. "
    "Glasierte Stücke dürfen höchstens 40 cm hoch sein. "
    "Nicht abgeholte Arbeiten werden nach sechs Monaten entsorgt."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim supported, in other words
    w.faith("de-t9-001", "para.except", "Hat die Praxis Dr. Lehmann am Mittwochnachmittag offen?",
            "Nein, mittwochs schließt die Praxis schon um 13 Uhr; an den anderen Tagen von Montag bis Freitag hat sie bis 18 Uhr offen.", VET_PRAXIS, True),
    w.faith("de-t9-002", "para.synonym", "Kann ich online einen Termin buchen?",
            "Nein, einen Termin bekommen Sie nur über das Telefon.", VET_PRAXIS, True),
    w.faith("de-t9-003", "wrap.question", "Was kostet ein Hausbesuch extra?",
            "Sie fragen nach dem Hausbesuch? Dafür stellt die Praxis eine Anfahrtspauschale von 25 Euro in Rechnung.", VET_PRAXIS, True),
    w.faith("de-t9-004", "para.passive", "Wer ist bei der Zahnsanierung meiner Katze dabei?",
            "Dr. Markus Lehmann führt die Operation durch, und die Tiermedizinische Fachangestellte Julia Brandt behält die Narkose im Blick.", VET_OP, True),
    w.faith("de-t9-005", "fmt.period", "Was darf meine Katze nach der Zahn-OP fressen?",
            "Einen Tag lang nach dem Eingriff gibt es für sie ausschließlich weiches Futter.", VET_OP, True),
    w.faith("de-t9-006", "fmt.time", "Wann probt das Jugendsinfonieorchester?",
            "Geprobt wird dienstags von halb sechs bis acht Uhr abends in der Aula des Goethe-Gymnasiums.", ORCH_PROBE, True),
    w.faith("de-t9-007", "fmt.share", "Gibt es eine Ermäßigung für Geschwister?",
            "Ja, Geschwister zahlen nur 50 Prozent des Jahresbeitrags, also 120 Euro.", ORCH_PROBE, True),
    w.faith("de-t9-008", "fmt.range", "Wer kann im Orchester mitspielen?",
            "Aufgenommen werden 13- bis 21-Jährige, nachdem sie vorgespielt haben.", ORCH_PROBE, True),
    w.faith("de-t9-009", "fmt.date", "Wann ist die Probenfreizeit?",
            "Die Freizeit geht vom 03.10. bis zum 06.10., und zwar in der Jugendherberge Bad Honnef.", ORCH_FREIZEIT, True),
    w.faith("de-t9-010", "para.relative", "Wer leitet die Proben auf der Freizeit?",
            "Die Tuttiproben übernimmt Sabine Kroll, die das Orchester dirigiert; um die Registerproben kümmern sich Studierende der Musikhochschule Köln.", ORCH_FREIZEIT, True),
    w.faith("de-t9-011", "wrap.attribution", "Darf man das Handy bei den Proben benutzen?",
            "Laut den Regeln für die Freizeit müssen Handys während der Proben aus sein.", ORCH_FREIZEIT, True),
    w.faith("de-t9-012", "fmt.currency", "Was kostet eine Fahrt mit StadtAuto?",
            "Pro Stunde zahlen Sie 3,90 €, und für jeden Kilometer kommen 0,29 € hinzu.", CAR_TARIF, True),
    w.faith("de-t9-013", "para.combine", "Wird es bei langen Mieten teurer als der Tagespreis?",
            "Nein: Sobald Sie das Auto zehn Stunden oder länger mieten, wird statt des Stundenpreises automatisch der Tagespreis von 39 Euro berechnet.", CAR_TARIF, True),
    w.faith("de-t9-014", "para.except", "Muss jeder die Grundgebühr zahlen?",
            "Die monatliche Grundgebühr von 10 Euro zahlen alle Kunden außer Studierenden.", CAR_TARIF, True),
    w.faith("de-t9-015", "fmt.period", "Was passiert, wenn ich das Auto zu spät zurückbringe?",
            "Dann werden für jede angefangenen 30 Minuten Verspätung 15 Euro fällig.", CAR_REGELN, True),
    w.faith("de-t9-016", "wrap.hedge", "Kann ich mit dem Carsharing-Auto nach Italien fahren?",
            "Soweit ich sehe, nicht: Ins Ausland darf man mit den Autos nur nach Österreich und in die Schweiz fahren.", CAR_REGELN, True),
    w.faith("de-t9-017", "wrap.opener", "Lohnt sich die Kinokarte Plus?",
            "Gern erkläre ich es Ihnen! Mit der Kinokarte Plus für 19 Euro im Monat können Sie so oft ins Kino, wie Sie möchten – nur Premieren sind ausgenommen.", KINO_KARTE, True),
    w.faith("de-t9-018", "para.nominal", "Kann meine Tochter meine Kinokarte benutzen?",
            "Nein, eine Übertragung der Karte auf andere Personen ist nicht möglich.", KINO_KARTE, True),
    w.faith("de-t9-019", "wrap.closer", "Gibt es gerade ein Angebot für die Kinokarte Plus?",
            "Ja, wer bis Ende März abschließt, bekommt den ersten Monat gratis. Viel Spaß im Kino!", KINO_VERTRAG, True),
    w.faith("de-t9-020", "fmt.number", "Wie oft dürfen Männer im Jahr Vollblut spenden?",
            "Männer dürfen binnen zwölf Monaten 6 Mal Vollblut spenden.", BLUT_REGELN, True),
    w.faith("de-t9-021", "fmt.time", "Wann ist der Blutspendetermin in St. Paul?",
            "Am Freitag, dem 14. Juni, von drei Uhr nachmittags bis halb acht abends.", BLUT_TERMIN, True),
    w.faith("de-t9-022", "para.synonym", "Was muss ich zur Blutspende mitbringen?",
            "Bitte nehmen Sie einen amtlichen Ausweis mit Foto mit.", BLUT_TERMIN, True),
    w.faith("de-t9-023", "para.reorder", "Wie ist der Töpferkurs für Einsteiger aufgebaut?",
            "Acht Termine von jeweils drei Stunden umfasst der Kurs, und geleitet wird er von der Keramikmeisterin Anke Vogt.", KERAMIK_KURS, True),
    w.faith("de-t9-024", "fmt.unit", "Wie groß dürfen glasierte Stücke sein?",
            "Glasierte Stücke dürfen maximal 0,4 Meter hoch sein.", KERAMIK_BRAND, True),
    # unfaithful: exactly one clear error
    w.faith("de-t9-025", "value.except", "Wann hat die Praxis geöffnet?",
            "Die Praxis hat von Montag bis Freitag durchgehend von 8 bis 18 Uhr geöffnet, auch mittwochs.", VET_PRAXIS, False),
    w.faith("de-t9-026", "value.currency", "Was kostet die Anfahrt bei einem Hausbesuch?",
            "Für Hausbesuche berechnet die Praxis eine Anfahrtspauschale von 25 Franken.", VET_PRAXIS, False),
    w.faith("de-t9-027", "role.swap", "Wer operiert meine Katze?",
            "Die Operation führt Julia Brandt durch, während Dr. Markus Lehmann die Narkose überwacht.", VET_OP, False),
    w.faith("de-t9-028", "value.number", "Was kostet das Blutbild vor der Zahnsanierung?",
            "Das Blutbild vor dem Eingriff kostet 54 Euro.", VET_OP, False),
    w.faith("de-t9-029", "direction", "Muss ich beim Futter etwas beachten?",
            "Ja, vor der Operation darf die Katze 24 Stunden lang nur weiches Futter bekommen.", VET_OP, False),
    w.faith("de-t9-030", "value.date", "An welchem Tag probt das Orchester?",
            "Die Proben sind immer donnerstags von 17:30 bis 20 Uhr in der Aula des Goethe-Gymnasiums.", ORCH_PROBE, False),
    w.faith("de-t9-031", "negation", "Muss man für die Aufnahme vorspielen?",
            "Nein, für die Aufnahme ist kein Vorspiel nötig.", ORCH_PROBE, False),
    w.faith("de-t9-032", "role.swap", "Wer leitet auf der Freizeit welche Proben?",
            "Sabine Kroll übernimmt die Registerproben, und die Tuttiproben leiten Studierende der Musikhochschule Köln.", ORCH_FREIZEIT, False),
    w.faith("de-t9-033", "modality", "Müssen die Handys bei den Proben aus sein?",
            "Es wird empfohlen, die Handys während der Proben auszuschalten, eine Pflicht ist das aber nicht.", ORCH_FREIZEIT, False),
    w.faith("de-t9-034", "value.unit", "Was kommt bei StadtAuto zum Stundenpreis dazu?",
            "Zum Stundenpreis von 3,90 Euro kommen noch 29 Cent pro Minute.", CAR_TARIF, False),
    w.faith("de-t9-035", "direction", "Wann gilt der Tagespreis?",
            "Bei Mieten unter zehn Stunden wird automatisch der Tagespreis von 39 Euro berechnet.", CAR_TARIF, False),
    w.faith("de-t9-036", "added.entity", "Wer muss keine Grundgebühr zahlen?",
            "Für Studierende und Rentner entfällt die monatliche Grundgebühr von 10 Euro.", CAR_TARIF, False),
    w.faith("de-t9-037", "quantifier", "Darf ich mit dem StadtAuto ins Ausland?",
            "Ja, Fahrten in alle Nachbarländer sind erlaubt.", CAR_REGELN, False),
    w.faith("de-t9-038", "value.except", "Gilt die Kinokarte Plus auch für Premieren?",
            "Ja, die Karte gilt für beliebig viele Vorstellungen, Premieren eingeschlossen.", KINO_KARTE, False),
    w.faith("de-t9-039", "antonym", "Was ist bei 3D-Filmen anders?",
            "Für 3D-Filme bekommen Karteninhaber 2 Euro Rabatt.", KINO_KARTE, False),
    w.faith("de-t9-040", "value.date", "Bis wann gilt das Angebot mit dem Gratismonat?",
            "Wer bis zum 31. Mai abschließt, bekommt den ersten Monat geschenkt.", KINO_VERTRAG, False),
    w.faith("de-t9-041", "direction", "Gibt es eine Altersgrenze für Erstspender?",
            "Ja, wer zum ersten Mal spendet, muss mindestens 60 Jahre alt sein.", BLUT_REGELN, False),
    w.faith("de-t9-042", "value.time", "Bis wann kann ich am 14. Juni spenden gehen?",
            "Der Termin im Gemeindehaus St. Paul läuft bis 21:30 Uhr.", BLUT_TERMIN, False),
    w.faith("de-t9-043", "added.fact", "Was bekommt man als Dankeschön für die Spende?",
            "Jeder bekommt einen Imbiss und einen 10-Euro-Gutschein, außerdem gibt es einen Tag Sonderurlaub.", BLUT_TERMIN, False),
    w.faith("de-t9-044", "antonym", "Ist das Material in der Kursgebühr enthalten?",
            "Ja, die 280 Euro Kursgebühr schließen das Material bereits ein.", KERAMIK_KURS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-t9-045", "correct.wordy", "Wie viel kostet die Kinokarte Plus im Monat?",
              "Für die Kinokarte Plus des Filmpalasts Lindenhof zahlt man jeden Monat 19 Euro.", "19 Euro", True),
    w.correct("de-t9-046", "correct.format", "Wann beginnt die Probenfreizeit?",
              "Am 03.10.", "Am 3. Oktober", True),
    w.correct("de-t9-047", "correct.format", "Wie lange dauert ein Termin des Töpferkurses?",
              "180 Minuten.", "Drei Stunden", True),
    w.correct("de-t9-048", "correct.wordy", "Wer leitet den Töpferkurs für Einsteiger?",
              "Geleitet wird der Einsteigerkurs im Drehen von der Keramikmeisterin Anke Vogt.", "Anke Vogt", True),
    w.correct("de-t9-049", "wrong.value", "Wie hoch ist der Tagespreis bei StadtAuto?",
              "Der Tagespreis liegt bei 49 Euro.", "39 Euro", False),
    w.correct("de-t9-050", "wrong.role", "Wer operiert bei der Zahnsanierung, wer überwacht die Narkose?",
              "Operiert wird von Julia Brandt, und Dr. Lehmann überwacht die Narkose.",
              "Dr. Markus Lehmann operiert, Julia Brandt überwacht die Narkose.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
