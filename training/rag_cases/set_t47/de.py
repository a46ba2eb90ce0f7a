"""German cases of set t47: eine Kölner Apotheke mit Öffnungszeiten und Geschichte, eine
Freiburger Tierarztpraxis, eine Zahnarztpraxis in Heidelberg, ein Fitnessstudio in München
und seine Hausordnung, ein Dortmunder Hallenbad mit Seepferdchen-Kursen und eine
Physiotherapiepraxis in Hamburg-Altona."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

APOTHEKE = (
    "Die Linden-Apotheke in Köln-Ehrenfeld wird von Apothekerin Sabine Krüger geleitet; ihr Kollege Jonas Weber betreut die Kosmetikabteilung. "
    "Die Apotheke ist montags bis freitags von 8:00 bis 19:00 Uhr und samstags von 9:00 bis 14:00 Uhr geöffnet, sonntags bleibt sie geschlossen. "
    "Bestellte Medikamente können in der Regel am nächsten Werktag ab 14 Uhr abgeholt werden. "
    "Die Apotheke wurde 1954 gegründet und 1998 von Familie Krüger übernommen."
)
TIERARZT = (
    "Die Tierarztpraxis Dr. Hofmann in Freiburg behandelt Hunde, Katzen und Kleintiere. "
    "Dr. Lena Hofmann übernimmt die Operationen, Dr. Felix Brandt die Zahnbehandlungen. "
    "Eine Impfung für Hunde kostet 65 Euro, die Kastration eines Katers 120 Euro. "
    "Notfälle werden außerhalb der Sprechzeiten an die Tierklinik Freiburg-Süd verwiesen."
)
ZAHNARZT = (
    "Die Zahnarztpraxis am Marktplatz in Heidelberg ist von Montag bis Freitag geöffnet, mittwochs jedoch geschlossen. "
    "Eine professionelle Zahnreinigung dauert etwa 60 Minuten und kostet 95 Euro. "
    "Dr. Anna Vogt behandelt Erwachsene, Dr. Tobias Lenz ist auf Kinderzahnheilkunde spezialisiert. "
    "Termine müssen mindestens 24 Stunden vorher abgesagt werden."
)
FITNESS = (
    "Das FitWerk in München-Schwabing hat täglich von 6:00 bis 23:00 Uhr geöffnet. "
    "Die Mitgliedschaft kostet 39,90 Euro im Monat bei einer Laufzeit von zwölf Monaten; Studenten zahlen 29,90 Euro im Monat. "
    "Trainer Markus Steiner leitet die Rückenkurse, Trainerin Julia Reiter die Yogakurse. "
    "Das Studio wurde 2009 eröffnet und 2021 komplett renoviert."
)
FIT_REGELN = (
    "Im Trainingsbereich des FitWerk ist ein Handtuch Pflicht. "
    "Getränke dürfen nur in verschlossenen Flaschen mitgebracht werden. "
    "Die Sauna ist für Mitglieder ab 18 Jahren kostenlos nutzbar. "
    "Eine Kündigung muss spätestens drei Monate vor Vertragsende schriftlich eingehen."
)
BAD = (
    "Das Hallenbad Ostpark in Dortmund hat ein 25-Meter-Becken mit sechs Bahnen und ein Lehrschwimmbecken. "
    "Es ist dienstags bis sonntags von 7:00 bis 21:00 Uhr geöffnet, montags bleibt es geschlossen. "
    "Der Eintritt kostet 4,50 Euro für Erwachsene und 2,50 Euro für Kinder. "
    "Donnerstags von 19 bis 21 Uhr ist Warmbadetag mit 30 Grad Wassertemperatur."
)
SCHWIMMKURS = (
    "Die Seepferdchen-Kurse im Hallenbad Ostpark für Kinder ab fünf Jahren leitet Schwimmmeister Klaus Berger. "
    "Ein Kurs umfasst zehn Einheiten à 45 Minuten und kostet 130 Euro. "
    "Die Kurse beginnen jeweils im März und im September. "
    "Eltern dürfen beim ersten Termin zuschauen."
)
PHYSIO = (
    "Die Physiotherapiepraxis Bewegungsraum in Hamburg-Altona besteht seit 2005. "
    "Praxisinhaberin Katrin Möller behandelt vor allem Knie- und Hüftpatienten, Physiotherapeut Ole Jansen ist für manuelle Lymphdrainage zuständig. "
    "Eine Behandlung dauert 25 Minuten; Selbstzahler zahlen für Krankengymnastik 38 Euro. "
    "Wer einen Termin nicht mindestens 24 Stunden vorher absagt, muss ihn bezahlen."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-t47-001", "para.passive", "Wer leitet die Linden-Apotheke?", "Apothekerin Sabine Krüger leitet die Linden-Apotheke, und ihr Kollege Jonas Weber kümmert sich um die Kosmetikabteilung.", APOTHEKE, True),
    w.faith("de-t47-002", "para.except", "Hat die Apotheke sonntags auf?", "Nein, die Apotheke hat an sechs Tagen geöffnet, nur am Sonntag nicht.", APOTHEKE, True),
    w.faith("de-t47-003", "fmt.time", "Wie lange hat die Apotheke samstags offen?", "Samstags ist von neun Uhr morgens bis zwei Uhr nachmittags geöffnet.", APOTHEKE, True),
    w.faith("de-t47-004", "para.synonym", "Wann kann ich bestellte Medikamente abholen?", "Bestellte Arzneimittel liegen normalerweise am folgenden Werktag ab 14 Uhr zur Abholung bereit.", APOTHEKE, True),
    w.faith("de-t47-005", "para.combine", "Wie alt ist die Apotheke?", "Die Linden-Apotheke wurde 1954 gegründet, und 1998 hat Familie Krüger sie übernommen.", APOTHEKE, True),
    w.faith("de-t47-006", "para.synonym", "Welche Tiere behandelt die Praxis?", "Die Praxis versorgt Hunde, Katzen und Kleintiere.", TIERARZT, True),
    w.faith("de-t47-007", "para.pronoun", "Wer operiert in der Praxis?", "Das macht Dr. Lena Hofmann; sie ist für die Operationen zuständig.", TIERARZT, True),
    w.faith("de-t47-008", "fmt.currency", "Was kostet die Kastration eines Katers?", "Für die Kastration eines Katers werden 120 € berechnet.", TIERARZT, True),
    w.faith("de-t47-009", "wrap.attribution", "Was mache ich bei einem Notfall außerhalb der Sprechzeiten?", "Laut Praxis werden Notfälle außerhalb der Sprechzeiten an die Tierklinik Freiburg-Süd verwiesen.", TIERARZT, True),
    w.faith("de-t47-010", "para.except", "Kann ich am Mittwoch in die Zahnarztpraxis kommen?", "Leider nicht – mittwochs hat die Praxis zu.", ZAHNARZT, True),
    w.faith("de-t47-011", "fmt.unit", "Wie lange dauert eine Zahnreinigung?", "Eine professionelle Zahnreinigung dauert ungefähr eine Stunde.", ZAHNARZT, True),
    w.faith("de-t47-012", "para.relative", "Zu wem kann ich mit meiner Tochter gehen?", "Zu Dr. Tobias Lenz, der sich auf Kinderzahnheilkunde spezialisiert hat.", ZAHNARZT, True),
    w.faith("de-t47-013", "fmt.period", "Bis wann muss ich einen Termin absagen?", "Sie müssen spätestens einen Tag vor dem Termin absagen.", ZAHNARZT, True),
    w.faith("de-t47-014", "fmt.time", "Wann hat das FitWerk geöffnet?", "Jeden Tag von sechs Uhr morgens bis elf Uhr abends.", FITNESS, True),
    w.faith("de-t47-015", "fmt.currency", "Was zahlen Studenten im FitWerk?", "Studierende zahlen 29,90 € pro Monat.", FITNESS, True),
    w.faith("de-t47-016", "para.reorder", "Wer leitet welche Kurse?", "Die Rückenkurse gibt Markus Steiner, die Yogakurse Julia Reiter.", FITNESS, True),
    w.faith("de-t47-017", "para.nominal", "Wann wurde das Studio renoviert?", "Die komplette Renovierung des Studios fand 2021 statt.", FITNESS, True),
    w.faith("de-t47-018", "para.synonym", "Brauche ich ein Handtuch?", "Ja, im Trainingsbereich muss man ein Handtuch benutzen.", FIT_REGELN, True),
    w.faith("de-t47-019", "para.part", "Kostet die Sauna extra?", "Mitglieder ab 18 können die Sauna kostenlos nutzen.", FIT_REGELN, True),
    w.faith("de-t47-020", "fmt.period", "Wie lange ist die Kündigungsfrist?", "Die Kündigung muss spätestens ein Vierteljahr vor Ablauf des Vertrags schriftlich vorliegen.", FIT_REGELN, True),
    w.faith("de-t47-021", "para.except", "Wann ist das Hallenbad geschlossen?", "Nur montags; an allen anderen Tagen ist es von 7 bis 21 Uhr geöffnet.", BAD, True),
    w.faith("de-t47-022", "fmt.currency", "Was kostet der Eintritt für Kinder?", "Kinder zahlen zwei Euro fünfzig.", BAD, True),
    w.faith("de-t47-023", "wrap.opener", "Ab wann kann mein Kind zum Seepferdchen-Kurs?", "Gute Frage! Die Seepferdchen-Kurse sind für Kinder ab fünf Jahren.", SCHWIMMKURS, True),
    w.faith("de-t47-024", "para.combine", "Wer macht Lymphdrainage, und seit wann gibt es die Praxis?", "Die Lymphdrainage übernimmt Ole Jansen; die Praxis Bewegungsraum gibt es seit 2005.", PHYSIO, True),
    w.faith("de-t47-025", "role.swap", "Wer betreut die Kosmetikabteilung?", "Die Kosmetikabteilung betreut Sabine Krüger, die Apotheke leitet Jonas Weber.", APOTHEKE, False),
    w.faith("de-t47-026", "value.date", "Wann hat Familie Krüger die Apotheke übernommen?", "Familie Krüger hat die Linden-Apotheke 1954 übernommen.", APOTHEKE, False),
    w.faith("de-t47-027", "value.time", "Bis wann hat die Apotheke unter der Woche offen?", "Montags bis freitags ist die Linden-Apotheke bis 20 Uhr geöffnet.", APOTHEKE, False),
    w.faith("de-t47-028", "role.swap", "Wer macht die Zahnbehandlungen bei Tieren?", "Zahnbehandlungen übernimmt Dr. Lena Hofmann, die Operationen Dr. Felix Brandt.", TIERARZT, False),
    w.faith("de-t47-029", "value.currency", "Was kostet eine Hundeimpfung?", "Eine Impfung für Hunde kostet 120 Euro.", TIERARZT, False),
    w.faith("de-t47-030", "added.fact", "Was passiert bei Notfällen?", "Notfälle werden außerhalb der Sprechzeiten an die Tierklinik Freiburg-Süd verwiesen, die rund um die Uhr geöffnet hat.", TIERARZT, False),
    w.faith("de-t47-031", "value.except", "An welchen Tagen ist die Zahnarztpraxis geöffnet?", "Von Montag bis Freitag, nur donnerstags ist geschlossen.", ZAHNARZT, False),
    w.faith("de-t47-032", "value.currency", "Was kostet eine professionelle Zahnreinigung?", "Sie dauert etwa eine Stunde und kostet 75 Euro.", ZAHNARZT, False),
    w.faith("de-t47-033", "modality", "Muss ich Termine vorher absagen?", "Absagen sollten möglichst 24 Stunden vorher erfolgen, das ist aber keine Pflicht.", ZAHNARZT, False),
    w.faith("de-t47-034", "value.date", "Wann wurde das FitWerk eröffnet?", "Das FitWerk hat 2021 eröffnet.", FITNESS, False),
    w.faith("de-t47-035", "value.currency", "Was kostet die normale Mitgliedschaft?", "Die Mitgliedschaft kostet 29,90 Euro im Monat bei zwölf Monaten Laufzeit.", FITNESS, False),
    w.faith("de-t47-036", "added.entity", "Was leitet Julia Reiter?", "Julia Reiter leitet die Yoga- und die Pilateskurse.", FITNESS, False),
    w.faith("de-t47-037", "negation", "Darf ich Getränke mitbringen?", "Getränke dürfen nicht mitgebracht werden, auch nicht in verschlossenen Flaschen.", FIT_REGELN, False),
    w.faith("de-t47-038", "direction", "Wer darf die Sauna nutzen?", "Die Sauna ist für Mitglieder unter 18 Jahren kostenlos.", FIT_REGELN, False),
    w.faith("de-t47-039", "quantifier", "Welche Becken hat das Hallenbad?", "Das Hallenbad hat nur ein einziges Becken, ein 25-Meter-Becken mit sechs Bahnen.", BAD, False),
    w.faith("de-t47-040", "value.except", "Wann hat das Hallenbad Ruhetag?", "Ruhetag ist sonntags; montags bis samstags ist von 7 bis 21 Uhr geöffnet.", BAD, False),
    w.faith("de-t47-041", "value.time", "Wann ist Warmbadetag?", "Warmbadetag ist donnerstags von 17 bis 19 Uhr.", BAD, False),
    w.faith("de-t47-042", "antonym", "Dürfen Eltern beim Seepferdchen-Kurs zuschauen?", "Eltern dürfen nur beim letzten Termin zuschauen.", SCHWIMMKURS, False),
    w.faith("de-t47-043", "added.fact", "Was kostet ein Seepferdchen-Kurs?", "Ein Kurs mit zehn Einheiten kostet 130 Euro, die Abzeichenprüfung ist im Preis enthalten.", SCHWIMMKURS, False),
    w.faith("de-t47-044", "role.swap", "Wer behandelt Knie- und Hüftpatienten?", "Knie- und Hüftpatienten behandelt vor allem Ole Jansen, während Katrin Möller für die Lymphdrainage zuständig ist.", PHYSIO, False),
]

CORRECTNESS = [
    w.correct("de-t47-045", "correct.wordy", "Wann beginnen die Seepferdchen-Kurse im Hallenbad Ostpark?", "Die Seepferdchen-Kurse starten zweimal im Jahr, nämlich jeweils im März und im September.", "Im März und im September.", True),
    w.correct("de-t47-046", "correct.format", "Was kostet Krankengymnastik für Selbstzahler im Bewegungsraum?", "38 €.", "38 Euro", True),
    w.correct("de-t47-047", "correct.short", "Wer leitet die Seepferdchen-Kurse?", "Klaus Berger.", "Die Kurse leitet Schwimmmeister Klaus Berger.", True),
    w.correct("de-t47-048", "correct.format", "Wie lange dauert eine Einheit im Seepferdchen-Kurs?", "Eine Dreiviertelstunde.", "45 Minuten", True),
    w.correct("de-t47-049", "wrong.value", "Was kostet der Eintritt für Erwachsene im Hallenbad Ostpark?", "Erwachsene zahlen 5,50 Euro.", "4,50 Euro", False),
    w.correct("de-t47-050", "wrong.role", "Wer ist Inhaberin der Physiotherapiepraxis Bewegungsraum?", "Die Praxis gehört Sabine Krüger.", "Katrin Möller", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
