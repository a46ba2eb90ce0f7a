"""German cases of set t40: Sprechzeiten einer Hausarzt- und einer Kinderarztpraxis,
Professoren und Vorlesungen der Germanistik, ein Doktorandenkolloquium, die Filialleitungen
einer Gastro-Gruppe und ihre Regeln, Besetzung und Karten eines Stadttheaters, die
Kapitäne einer Reederei und die Ressortleitungen einer Tageszeitung."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

PRAXIS = (
    "In der Hausarztpraxis am Lindenplatz hält Dr. Katrin Vogel montags und mittwochs Sprechstunde, Dr. Jonas Albrecht dienstags und donnerstags. "
    "Freitags ist die Praxis nur vormittags von 8 bis 12 Uhr geöffnet. "
    "Eine reisemedizinische Beratung kostet 25 Euro."
)
KINDERARZT = (
    "Die Kinderarztpraxis Sonnenhof wird von Dr. Miriam Haas geleitet, ihr Stellvertreter ist Dr. Felix Brandt. "
    "Dr. Brandt bietet jeden zweiten Samstag von 9 bis 12 Uhr eine Impfsprechstunde an. "
    "Termine müssen spätestens 24 Stunden vorher abgesagt werden."
)
GERMANISTIK = (
    "Am Institut für Germanistik liest Prof. Dr. Ulrike Sander im Wintersemester „Einführung in die Mediävistik“, Prof. Dr. Martin Keil im Sommersemester „Literatur der Romantik“. "
    "Frau Sander ist zugleich Studiendekanin. "
    "Beide Veranstaltungen bringen je 6 ECTS-Punkte."
)
KOLLOQUIUM = (
    "Das Doktorandenkolloquium der Soziologie findet donnerstags von 16 bis 18 Uhr in Raum H 112 statt. "
    "Geleitet wird es von Prof. Dr. Andrea Wolf; Dr. Tobias Lenz nimmt die Anmeldungen entgegen. "
    "Die Teilnehmerzahl ist auf 15 begrenzt. "
    "Anmeldeschluss ist der 1. Oktober."
)
GRUPPE = (
    "Die Gastro-Gruppe Kranz betreibt drei Lokale in München. "
    "Das „Kranz am Markt“ führt Stefan Huber, die „Kranz Stube“ leitet Leonie Maier. "
    "Das dritte Haus, das „Kranz im Park“, wird seit April 2020 von Emre Yılmaz geführt. "
    "Leonie Maier berichtet direkt an den Geschäftsführer Klaus Kranz."
)
REGELN = (
    "Die Kranz Stube hat täglich außer montags von 11:30 bis 23 Uhr geöffnet. "
    "Jede Filialleitung erhält eine Quartalsprämie von 2.000 Euro, wenn der Umsatzplan erreicht wird. "
    "Eine Hygieneschulung ist alle zwölf Monate Pflicht."
)
STUECK = (
    "In der Neuinszenierung von „Der Sturm“ am Stadttheater Hohenau spielt Hannah Roth die Miranda und Jakob Steiner ihren Vater Prospero. "
    "Regie führt Sabine Kühn. "
    "Die Aufführung dauert 150 Minuten einschließlich einer Pause."
)
KARTEN = (
    "„Der Sturm“ ist vom 2. bis 30. November zu sehen. "
    "Karten kosten 28 Euro, ermäßigt 14 Euro. "
    "Montags wird nicht gespielt. "
    "Nach Vorstellungsbeginn ist kein Einlass mehr möglich."
)
FAEHRE = (
    "Die Reederei Nordwind betreibt zwei Fähren zwischen Cuxhaven und Helgoland. "
    "Kapitänin Birte Jansen führt die MS Möwe, Kapitän Hauke Petersen die MS Seeschwalbe. "
    "Die Überfahrt dauert zweieinhalb Stunden. "
    "Von November bis Februar fährt nur die MS Möwe."
)
REDAKTION = (
    "Beim „Tagesboten Rheinau“ leitet Julia Brenner das Politikressort und Mehmet Aydın das Sportressort. "
    "Aydın hat den Sport 2021 von Petra Lang übernommen, die seitdem das Feuilleton verantwortet. "
    "Die Redaktionskonferenz beginnt täglich um 10:30 Uhr; alle Ressortleiter müssen teilnehmen."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-t40-001", "para.combine", "Wann ist Dr. Vogel da, und wer behandelt dienstags?", "Dr. Vogel hat montags und mittwochs Sprechstunde, dienstags ist Dr. Albrecht für Sie da.", PRAXIS, True),
    w.faith("de-t40-002", "para.except", "Kann ich am Freitagnachmittag in die Praxis kommen?", "Leider nein – freitags hat die Praxis nachmittags zu, geöffnet ist nur von 8 bis 12 Uhr.", PRAXIS, True),
    w.faith("de-t40-003", "fmt.currency", "Was kostet eine reisemedizinische Beratung?", "Dafür werden 25,00 € berechnet.", PRAXIS, True),
    w.faith("de-t40-004", "para.passive", "Wer leitet den Sonnenhof?", "Dr. Miriam Haas leitet die Kinderarztpraxis Sonnenhof.", KINDERARZT, True),
    w.faith("de-t40-005", "para.pronoun", "Wer ist Dr. Brandt?", "Er ist der Stellvertreter von Dr. Haas und bietet jeden zweiten Samstag eine Impfsprechstunde an.", KINDERARZT, True),
    w.faith("de-t40-006", "fmt.period", "Bis wann kann ich einen Termin absagen?", "Absagen müssen spätestens einen Tag vor dem Termin eingehen.", KINDERARZT, True),
    w.faith("de-t40-007", "para.synonym", "Wann wird im Sonnenhof geimpft?", "Dr. Brandt impft alle zwei Wochen samstags zwischen 9 und 12 Uhr.", KINDERARZT, True),
    w.faith("de-t40-008", "para.combine", "Welche Aufgaben hat Prof. Sander?", "Prof. Sander, die im Wintersemester die Einführung in die Mediävistik liest, ist außerdem Studiendekanin.", GERMANISTIK, True),
    w.faith("de-t40-009", "para.synonym", "Wer macht die Romantik-Vorlesung?", "Die Vorlesung zur Literatur der Romantik hält Prof. Keil im Sommersemester.", GERMANISTIK, True),
    w.faith("de-t40-010", "wrap.hedge", "Wie viele ECTS-Punkte gibt es?", "Soweit ich sehe, bringen beide Veranstaltungen jeweils sechs ECTS-Punkte.", GERMANISTIK, True),
    w.faith("de-t40-011", "para.nominal", "Wer leitet das Kolloquium?", "Die Leitung des Kolloquiums liegt bei Prof. Andrea Wolf.", KOLLOQUIUM, True),
    w.faith("de-t40-012", "fmt.date", "Bis wann muss ich mich anmelden?", "Anmelden kann man sich bis zum 01.10.", KOLLOQUIUM, True),
    w.faith("de-t40-013", "para.pronoun", "Wo findet das Kolloquium statt?", "Es trifft sich donnerstags zwischen 16 und 18 Uhr im Raum H 112.", KOLLOQUIUM, True),
    w.faith("de-t40-014", "para.synonym", "Wer ist Chef im „Kranz am Markt“?", "Stefan Huber leitet das „Kranz am Markt“.", GRUPPE, True),
    w.faith("de-t40-015", "para.relative", "Welches Lokal führt Emre Yılmaz?", "Das „Kranz im Park“ ist das Haus, das Emre Yılmaz seit April 2020 führt.", GRUPPE, True),
    w.faith("de-t40-016", "para.combine", "Wem ist Leonie Maier unterstellt?", "Leonie Maier, die Leiterin der Kranz Stube, ist direkt Geschäftsführer Klaus Kranz unterstellt.", GRUPPE, True),
    w.faith("de-t40-017", "para.except", "Können wir am Montag in der Kranz Stube essen?", "Montags ist die Kranz Stube leider geschlossen.", REGELN, True),
    w.faith("de-t40-018", "fmt.time", "Wann hat die Kranz Stube offen?", "Geöffnet ist von halb zwölf bis elf Uhr abends.", REGELN, True),
    w.faith("de-t40-019", "wrap.attribution", "Gibt es für Filialleitungen eine Prämie?", "Laut den Vorgaben der Gruppe bekommt jede Filialleitung pro Quartal 2.000 € Prämie, sofern der Umsatzplan erfüllt wird.", REGELN, True),
    w.faith("de-t40-020", "para.synonym", "Welche Rolle hat Jakob Steiner?", "Jakob Steiner verkörpert Prospero, den Vater von Miranda.", STUECK, True),
    w.faith("de-t40-021", "fmt.unit", "Wie lange dauert „Der Sturm“?", "Die Vorstellung dauert zweieinhalb Stunden, die Pause eingerechnet.", STUECK, True),
    w.faith("de-t40-022", "fmt.share", "Wie viel spart man mit Ermäßigung?", "Mit Ermäßigung zahlt man nur die Hälfte, also 14 Euro statt 28.", KARTEN, True),
    w.faith("de-t40-023", "para.except", "Fährt die MS Seeschwalbe auch im Winter?", "Zwischen November und Februar ist die MS Seeschwalbe nicht im Einsatz, dann fährt ausschließlich die MS Möwe.", FAEHRE, True),
    w.faith("de-t40-024", "para.combine", "Wer hat vor Mehmet Aydın den Sport geleitet?", "Aydın hat das Sportressort 2021 von Petra Lang übernommen, die sich seither um das Feuilleton kümmert.", REDAKTION, True),
    w.faith("de-t40-025", "role.swap", "Wer hat montags Sprechstunde?", "Montags und mittwochs ist Dr. Albrecht für Sie da.", PRAXIS, False),
    w.faith("de-t40-026", "added.fact", "Was kostet die Reiseberatung?", "Die reisemedizinische Beratung kostet 25 Euro und wird von den meisten Krankenkassen erstattet.", PRAXIS, False),
    w.faith("de-t40-027", "role.swap", "Wer leitet die Kinderarztpraxis?", "Die Praxis leitet Dr. Brandt, Dr. Haas ist seine Stellvertreterin.", KINDERARZT, False),
    w.faith("de-t40-028", "added.fact", "Muss ich mich für die Impfsprechstunde anmelden?", "Dr. Brandt impft jeden zweiten Samstag von 9 bis 12 Uhr, eine Anmeldung ist dafür nicht nötig.", KINDERARZT, False),
    w.faith("de-t40-029", "value.number", "Wie kurzfristig kann ich absagen?", "Wer einen Termin absagen will, muss das mindestens zwei Tage vorher tun.", KINDERARZT, False),
    w.faith("de-t40-030", "role.swap", "Wer liest was?", "Die Mediävistik-Einführung hält Prof. Keil, die Romantik-Vorlesung Prof. Sander.", GERMANISTIK, False),
    w.faith("de-t40-031", "quantifier", "Bringen beide Veranstaltungen gleich viele Punkte?", "Nein, nur die Romantik-Vorlesung bringt 6 ECTS-Punkte.", GERMANISTIK, False),
    w.faith("de-t40-032", "added.fact", "Ist Prof. Sander Studiendekanin?", "Ja, und zusätzlich betreut sie das Erasmus-Programm des Instituts.", GERMANISTIK, False),
    w.faith("de-t40-033", "role.swap", "Bei wem melde ich mich zum Kolloquium an?", "Das Kolloquium leitet Dr. Lenz, die Anmeldungen laufen über Prof. Wolf.", KOLLOQUIUM, False),
    w.faith("de-t40-034", "value.number", "Wie viele Plätze hat das Kolloquium?", "Höchstens 20 Personen können daran teilnehmen.", KOLLOQUIUM, False),
    w.faith("de-t40-035", "role.swap", "Wer führt die Kranz Stube?", "Die Kranz Stube wird von Stefan Huber geführt, das „Kranz am Markt“ von Leonie Maier.", GRUPPE, False),
    w.faith("de-t40-036", "added.fact", "Seit wann ist Emre Yılmaz im „Kranz im Park“?", "Er führt das Haus seit April 2020; vorher war er Küchenchef in der Kranz Stube.", GRUPPE, False),
    w.faith("de-t40-037", "modality", "Ist die Hygieneschulung Pflicht?", "Die Hygieneschulung wird einmal im Jahr empfohlen, ist aber freiwillig.", REGELN, False),
    w.faith("de-t40-038", "value.except", "Wann ist Ruhetag in der Kranz Stube?", "Die Kranz Stube hat dienstags Ruhetag, an den übrigen Tagen ist von 11:30 bis 23 Uhr offen.", REGELN, False),
    w.faith("de-t40-039", "added.fact", "Wer inszeniert „Der Sturm“?", "Regie führt Sabine Kühn, die damit zum ersten Mal am Stadttheater Hohenau arbeitet.", STUECK, False),
    w.faith("de-t40-040", "negation", "Komme ich noch rein, wenn ich zu spät bin?", "Ja, auch nach Beginn der Vorstellung wird man noch eingelassen.", KARTEN, False),
    w.faith("de-t40-041", "value.currency", "Was kosten ermäßigte Karten?", "Ermäßigte Karten gibt es schon für 12 Euro.", KARTEN, False),
    w.faith("de-t40-042", "role.swap", "Wer ist Kapitän der MS Möwe?", "Die MS Möwe steht unter dem Kommando von Hauke Petersen, die Seeschwalbe unter dem von Birte Jansen.", FAEHRE, False),
    w.faith("de-t40-043", "antonym", "Wann ist die Redaktionskonferenz?", "Die Redaktionskonferenz endet jeden Tag um 10:30 Uhr.", REDAKTION, False),
    w.faith("de-t40-044", "added.fact", "Wer leitet das Politikressort?", "Das Politikressort leitet Julia Brenner, und zwar schon seit über zehn Jahren.", REDAKTION, False),
]

CORRECTNESS = [
    w.correct("de-t40-045", "correct.wordy", "An welchen Tagen hat Dr. Albrecht Sprechstunde?", "Wenn Sie zu Dr. Albrecht möchten, kommen Sie am besten an einem Dienstag oder Donnerstag, da hat er Sprechstunde.", "Dienstags und donnerstags.", True),
    w.correct("de-t40-046", "correct.format", "Wie lange dauert die Überfahrt nach Helgoland?", "150 Minuten.", "2,5 Stunden", True),
    w.correct("de-t40-047", "correct.wordy", "Wer leitet das Sportressort?", "Das Sportressort beim Tagesboten Rheinau wird von Mehmet Aydın geleitet.", "Mehmet Aydın", True),
    w.correct("de-t40-048", "correct.format", "Bis wann muss man sich zum Kolloquium anmelden?", "Bis zum 01.10.", "1. Oktober", True),
    w.correct("de-t40-049", "wrong.value", "Wann beginnt die Redaktionskonferenz?", "Die Konferenz startet jeden Tag um 11 Uhr.", "10:30 Uhr", False),
    w.correct("de-t40-050", "wrong.role", "Wer spielt die Miranda?", "Die Miranda wird von Sabine Kühn gespielt.", "Hannah Roth", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
