"""German cases of set t50: ein Waldkindergarten bei Stuttgart, die Einschulung an einer
Leipziger Grundschule, ein Nachhilfeinstitut in Hamburg, ein Deutschkurs mit telc-Prüfung,
die Einführungswoche und ein Wohnheim an einer Universität sowie die Kinder-Uni in Münster."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

WALDKITA = (
    "Der Waldkindergarten Eichhörnchen in Leonberg wurde 2006 von einer Elterninitiative gegründet und 2019 von der Stadt übernommen. "
    "Er betreut 20 Kinder im Alter von drei bis sechs Jahren, und zwar bei jedem Wetter im Freien. "
    "Die Betreuungszeit ist montags bis freitags von 8:00 bis 13:30 Uhr."
)
EINSCHULUNG = (
    "Die Einschulungsfeier der Grundschule am Auwald in Leipzig findet am Samstag, den 16. August, um 10 Uhr in der Turnhalle statt. "
    "Die Klasse 1a übernimmt Frau Katrin Vogel, die Klasse 1b Herr Lukas Neumann. "
    "Der erste reguläre Schultag ist der darauffolgende Montag."
)
NACHHILFE = (
    "Das Lernstudio Alster in Hamburg-Eimsbüttel bietet Nachhilfe in Mathe, Englisch und Latein an. "
    "Der Unterricht findet in Kleingruppen von höchstens drei Schülern statt; eine Doppelstunde von 90 Minuten kostet 29 Euro. "
    "Die erste Probestunde ist kostenlos, und die Kündigungsfrist beträgt einen Monat zum Monatsende."
)
DEUTSCHKURS = (
    "Die Sprachschule Babylon in Nürnberg bietet einen B2-Intensivkurs an, von Montag bis Donnerstag jeweils von 9:00 bis 12:15 Uhr. "
    "Der Kurs dauert acht Wochen und kostet 620 Euro; die telc-Prüfung am Ende kostet 185 Euro extra. "
    "Unterrichtet wird der Kurs von Frau Mirjam Roth; die Prüfung nimmt Herr Thomas Lang ab."
)
ERSTI = (
    "Die Einführungswoche für Erstsemester an der Universität Göttingen beginnt am 14. Oktober. "
    "Die Begrüßung durch die Präsidentin, Prof. Dr. Anke Sommer, findet um 10 Uhr im Zentralen Hörsaalgebäude statt. "
    "Die Teilnahme an den Campusführungen ist freiwillig, die Einführung in die Bibliothek ist jedoch Pflicht."
)
WOHNHEIM = (
    "Ein Zimmer im Studentenwohnheim Weender Tor kostet 345 Euro warm im Monat. "
    "Die Mietdauer ist auf höchstens sechs Semester begrenzt. "
    "Bei Einzug ist eine Kaution von zwei Monatsmieten zu zahlen. "
    "Hausmeister ist Herr Günther Pohl, die Wohnheimtutorin ist Lea Schäfer."
)
KINDERUNI = (
    "Die Kinder-Uni Münster richtet sich an Kinder von acht bis zwölf Jahren. "
    "Die Vorlesungen finden an vier Freitagen im Mai jeweils um 16:30 Uhr statt und dauern 45 Minuten. "
    "Die Teilnahme ist kostenlos, eine Anmeldung ist aber erforderlich."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-t50-001", "para.combine", "Wer betreibt den Waldkindergarten?", "Eine Elterninitiative hat ihn 2006 gegründet, und 2019 hat die Stadt ihn übernommen.", WALDKITA, True),
    w.faith("de-t50-002", "fmt.range", "Für welches Alter ist der Waldkindergarten?", "Er nimmt Kinder von 3 bis 6 Jahren auf.", WALDKITA, True),
    w.faith("de-t50-003", "fmt.time", "Bis wann ist Betreuung?", "Die Kinder werden bis halb zwei mittags betreut.", WALDKITA, True),
    w.faith("de-t50-004", "para.synonym", "Sind die Kinder auch bei Regen draußen?", "Ja, die Kinder sind unabhängig vom Wetter im Freien.", WALDKITA, True),
    w.faith("de-t50-005", "fmt.date", "Wann ist die Einschulungsfeier?", "Die Feier ist am Samstag, 16.08., um 10:00 Uhr in der Turnhalle.", EINSCHULUNG, True),
    w.faith("de-t50-006", "para.passive", "Wer übernimmt die 1b?", "Die Klasse 1b wird von Herrn Lukas Neumann übernommen.", EINSCHULUNG, True),
    w.faith("de-t50-007", "para.nominal", "Wann geht die Schule richtig los?", "Der Beginn des regulären Unterrichts ist am Montag nach der Feier.", EINSCHULUNG, True),
    w.faith("de-t50-008", "fmt.unit", "Wie lang ist eine Doppelstunde Nachhilfe?", "Eine Doppelstunde dauert anderthalb Stunden und kostet 29 Euro.", NACHHILFE, True),
    w.faith("de-t50-009", "para.synonym", "Muss ich die Probestunde bezahlen?", "Nein, die erste Probestunde ist gratis.", NACHHILFE, True),
    w.faith("de-t50-010", "fmt.number", "Wie groß sind die Gruppen?", "In einer Gruppe sind maximal drei Schüler.", NACHHILFE, True),
    w.faith("de-t50-011", "wrap.attribution", "Wie kann ich kündigen?", "Laut Lernstudio gilt eine Kündigungsfrist von einem Monat zum Monatsende.", NACHHILFE, True),
    w.faith("de-t50-012", "para.except", "Ist freitags Unterricht im B2-Kurs?", "Nein, freitags ist kein Unterricht; der Kurs läuft nur von Montag bis Donnerstag.", DEUTSCHKURS, True),
    w.faith("de-t50-013", "fmt.time", "Wann endet der Unterricht?", "Der Unterricht endet jeden Tag um Viertel nach zwölf.", DEUTSCHKURS, True),
    w.faith("de-t50-014", "para.relative", "Wer unterrichtet den B2-Kurs?", "Den Kurs unterrichtet Frau Mirjam Roth, und die telc-Prüfung, die am Ende stattfindet, nimmt Herr Thomas Lang ab.", DEUTSCHKURS, True),
    w.faith("de-t50-015", "fmt.period", "Wie lange dauert der Intensivkurs?", "Der Intensivkurs dauert acht Wochen, also rund zwei Monate.", DEUTSCHKURS, True),
    w.faith("de-t50-016", "para.pronoun", "Wer begrüßt die Erstsemester?", "Die Präsidentin, Prof. Dr. Anke Sommer; sie spricht um 10 Uhr im Zentralen Hörsaalgebäude.", ERSTI, True),
    w.faith("de-t50-017", "para.combine", "Muss ich an allen Veranstaltungen teilnehmen?", "Nein, die Campusführungen sind freiwillig, aber die Bibliothekseinführung ist verpflichtend.", ERSTI, True),
    w.faith("de-t50-018", "fmt.date", "Wann beginnt die Einführungswoche?", "Sie startet am 14.10.", ERSTI, True),
    w.faith("de-t50-019", "fmt.currency", "Was kostet ein Zimmer im Wohnheim?", "Die Warmmiete liegt bei 345 € pro Monat.", WOHNHEIM, True),
    w.faith("de-t50-020", "fmt.period", "Wie lange darf ich im Wohnheim wohnen?", "Sie dürfen maximal drei Jahre, also sechs Semester, dort wohnen.", WOHNHEIM, True),
    w.faith("de-t50-021", "wrap.opener", "Wie hoch ist die Kaution?", "Danke für Ihre Frage! Beim Einzug zahlen Sie eine Kaution in Höhe von zwei Monatsmieten.", WOHNHEIM, True),
    w.faith("de-t50-022", "fmt.unit", "Wie lange dauert eine Vorlesung der Kinder-Uni?", "Jede Vorlesung dauert eine Dreiviertelstunde.", KINDERUNI, True),
    w.faith("de-t50-023", "wrap.hedge", "Kostet die Kinder-Uni etwas?", "Soweit ich sehe, ist die Teilnahme kostenlos, Sie müssen Ihr Kind aber anmelden.", KINDERUNI, True),
    w.faith("de-t50-024", "wrap.closer", "Für welches Alter ist die Kinder-Uni?", "Die Kinder-Uni ist für Kinder von acht bis zwölf Jahren gedacht. Viel Spaß beim Zuhören!", KINDERUNI, True),
    w.faith("de-t50-025", "value.date", "Seit wann ist die Stadt Träger?", "Die Stadt hat den Waldkindergarten 2006 übernommen.", WALDKITA, False),
    w.faith("de-t50-026", "value.number", "Wie viele Kinder werden betreut?", "Der Waldkindergarten betreut 25 Kinder zwischen drei und sechs Jahren.", WALDKITA, False),
    w.faith("de-t50-027", "added.fact", "Wann ist Betreuung?", "Montags bis freitags von 8:00 bis 13:30 Uhr, ein Mittagessen wird nicht angeboten.", WALDKITA, False),
    w.faith("de-t50-028", "role.swap", "Wer ist Klassenlehrerin der 1a?", "Die 1a übernimmt Herr Lukas Neumann, die 1b Frau Katrin Vogel.", EINSCHULUNG, False),
    w.faith("de-t50-029", "value.time", "Um wie viel Uhr beginnt die Feier?", "Die Einschulungsfeier beginnt um 11 Uhr in der Turnhalle.", EINSCHULUNG, False),
    w.faith("de-t50-030", "added.entity", "Welche Fächer bietet das Lernstudio an?", "Nachhilfe gibt es in Mathe, Englisch, Latein und Französisch.", NACHHILFE, False),
    w.faith("de-t50-031", "value.currency", "Was kostet eine Doppelstunde?", "Eine Doppelstunde von 90 Minuten kostet 39 Euro.", NACHHILFE, False),
    w.faith("de-t50-032", "direction", "Wie viele Schüler sind in einer Gruppe?", "Eine Gruppe besteht aus mindestens drei Schülern.", NACHHILFE, False),
    w.faith("de-t50-033", "value.currency", "Was kostet die telc-Prüfung?", "Die telc-Prüfung kostet 620 Euro zusätzlich zum Kurs.", DEUTSCHKURS, False),
    w.faith("de-t50-034", "role.swap", "Wer nimmt die Prüfung ab?", "Die Prüfung nimmt Frau Mirjam Roth ab.", DEUTSCHKURS, False),
    w.faith("de-t50-035", "value.except", "An welchen Tagen ist der Kurs?", "Der Intensivkurs findet montags bis freitags statt.", DEUTSCHKURS, False),
    w.faith("de-t50-036", "modality", "Muss ich zur Bibliothekseinführung?", "Die Einführung in die Bibliothek wird empfohlen, ist aber freiwillig.", ERSTI, False),
    w.faith("de-t50-037", "added.fact", "Wann ist die Begrüßung?", "Die Präsidentin begrüßt die Erstsemester um 10 Uhr; danach gibt es ein kostenloses Frühstück.", ERSTI, False),
    w.faith("de-t50-038", "value.time", "Wann ist die Begrüßung der Präsidentin?", "Die Begrüßung beginnt um 14 Uhr im Zentralen Hörsaalgebäude.", ERSTI, False),
    w.faith("de-t50-039", "direction", "Wie lange darf man im Wohnheim bleiben?", "Man muss mindestens sechs Semester im Wohnheim wohnen.", WOHNHEIM, False),
    w.faith("de-t50-040", "role.swap", "Wer ist der Hausmeister?", "Hausmeisterin ist Lea Schäfer, Wohnheimtutor ist Günther Pohl.", WOHNHEIM, False),
    w.faith("de-t50-041", "value.number", "Wie hoch ist die Kaution?", "Die Kaution beträgt drei Monatsmieten.", WOHNHEIM, False),
    w.faith("de-t50-042", "negation", "Muss man sich für die Kinder-Uni anmelden?", "Nein, eine Anmeldung ist nicht nötig, die Kinder können einfach kommen.", KINDERUNI, False),
    w.faith("de-t50-043", "value.date", "Wann finden die Vorlesungen statt?", "Die Vorlesungen finden an vier Freitagen im Juni statt.", KINDERUNI, False),
    w.faith("de-t50-044", "added.fact", "Wann beginnen die Vorlesungen?", "Jeweils um 16:30 Uhr; die Eltern dürfen im Hörsaal mit dabei sein.", KINDERUNI, False),
]

CORRECTNESS = [
    w.correct("de-t50-045", "correct.wordy", "Wer übernimmt die Klasse 1a?", "An der Grundschule am Auwald wird die 1a von Frau Katrin Vogel übernommen.", "Katrin Vogel", True),
    w.correct("de-t50-046", "correct.format", "Was kostet ein Wohnheimzimmer im Monat?", "Dreihundertfünfundvierzig Euro warm.", "345 €", True),
    w.correct("de-t50-047", "correct.short", "Wann beginnt die Einführungswoche in Göttingen?", "Am 14. Oktober.", "Die Einführungswoche für Erstsemester beginnt am 14. Oktober.", True),
    w.correct("de-t50-048", "correct.format", "Wie lange dauert eine Doppelstunde im Lernstudio?", "Anderthalb Stunden.", "90 Minuten", True),
    w.correct("de-t50-049", "wrong.value", "Was kostet der B2-Intensivkurs?", "Der Kurs kostet 520 Euro.", "620 Euro", False),
    w.correct("de-t50-050", "wrong.role", "Wer ist Präsidentin der Universität Göttingen?", "Präsidentin ist Frau Mirjam Roth.", "Prof. Dr. Anke Sommer", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
