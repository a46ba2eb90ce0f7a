"""German cases of set t48: eine historische Apotheke in Wien-Neubau, eine Tierklinik in
Graz mit Pferde- und Kleintierabteilung, Narkosebehandlungen in einer Salzburger
Zahnklinik, ein Grazer Yogastudio, ein Fitnesscenter in Zürich-Oerlikon, ein Freibad am
Wolfgangsee, ein Salzburger Schwimmverein und eine Physiotherapiepraxis in Zürich."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

APOTHEKE = (
    "Die Apotheke Zum Goldenen Hirschen in Wien-Neubau besteht seit 1786 und ist damit eine der ältesten Apotheken des Bezirks. "
    "Seit 2010 führt Mag. pharm. Elisabeth Huber die Apotheke; Mag. pharm. Stefan Gruber leitet das hauseigene Labor. "
    "Geöffnet ist Montag bis Freitag von 8 bis 18 Uhr und samstags von 8 bis 12 Uhr. "
    "Nachtdienst hat die Apotheke jeden zehnten Tag."
)
TIERKLINIK = (
    "Die Tierklinik Graz-Nord ist rund um die Uhr für Notfälle erreichbar. "
    "Dr. Martin Pichler leitet die Pferdeabteilung, Dr. Eva Steiner die Kleintierabteilung. "
    "Eine Erstuntersuchung kostet beim Pferd 85 Euro, bei Kleintieren 45 Euro. "
    "Für die Pferde steht ein eigener Hufschmied zur Verfügung, der jeden Dienstag in der Klinik ist."
)
ZAHNKLINIK = (
    "Die Zahnklinik Salzburg-Lehen bietet Angstpatienten Behandlungen unter Vollnarkose an. "
    "Der Narkosearzt Dr. Paul Winkler ist jeden Donnerstag im Haus. "
    "Die Narkose kostet 350 Euro zusätzlich zur Zahnbehandlung. "
    "Patienten müssen sechs Stunden vor der Narkose nüchtern sein."
)
YOGA = (
    "Das Yogastudio Lotusblüte in Graz bietet Hatha-, Vinyasa- und Yin-Yoga an. "
    "Die Zehnerkarte kostet 140 Euro und ist sechs Monate gültig; eine Einzelstunde kostet 17 Euro. "
    "Studioleiterin Miriam Koller unterrichtet die Vinyasa-Kurse, Jakob Haas die Yin-Kurse. "
    "Matten werden gestellt, Handtücher muss man selbst mitbringen."
)
FITNESS = (
    "Ein Jahresabo im Fitnesscenter Aktiv in Zürich-Oerlikon kostet 890 Franken, ein Halbjahresabo 520 Franken. "
    "Das Center ist montags bis freitags von 6 bis 22 Uhr offen, am Wochenende von 8 bis 18 Uhr. "
    "Trainerin Nadine Meier betreut das Seniorentraining am Dienstag- und Freitagvormittag."
)
FREIBAD = (
    "Das Freibad Wolfgangsee in Strobl ist von Mitte Mai bis Mitte September geöffnet. "
    "Badebetrieb ist täglich von 9 bis 19 Uhr; bei Gewitter wird das Bad sofort geräumt. "
    "Eine Tageskarte kostet 6,80 Euro, eine Saisonkarte 85 Euro. "
    "Das Bad wurde 1932 eröffnet und 2019 mit einem neuen Sportbecken ausgestattet."
)
VEREIN = (
    "Der Schwimmverein SV Delfin trainiert montags, mittwochs und freitags im Hallenbad Salzburg-Alpenstraße. "
    "Trainerin Verena Lang betreut die Jugendgruppe, Trainer Thomas Moser die Masters. "
    "Der Jahresbeitrag beträgt 180 Euro für Erwachsene und 120 Euro für Jugendliche."
)
PHYSIO = (
    "Bei der Physiotherapie Seefeld in Zürich wird die Behandlung mit ärztlicher Verordnung von der Grundversicherung bezahlt; Selbstzahler zahlen 120 Franken pro Sitzung. "
    "Eine Sitzung dauert 30 Minuten. "
    "Seit 2017 bietet die Praxis auch Beckenbodentherapie an, die Physiotherapeutin Lea Baumann durchführt. "
    "Praxisgründer Reto Frei behandelt vorwiegend Sportler."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-t48-001", "para.combine", "Wer führt die Apotheke, und wer leitet das Labor?", "Die Apotheke führt seit 2010 Mag. pharm. Elisabeth Huber, das hauseigene Labor leitet Mag. pharm. Stefan Gruber.", APOTHEKE, True),
    w.faith("de-t48-002", "para.synonym", "Seit wann gibt es die Apotheke Zum Goldenen Hirschen?", "Es gibt sie schon seit 1786, sie zählt damit zu den ältesten Apotheken im Bezirk.", APOTHEKE, True),
    w.faith("de-t48-003", "fmt.time", "Wann hat die Apotheke samstags offen?", "Samstags von acht Uhr früh bis zwölf Uhr mittags.", APOTHEKE, True),
    w.faith("de-t48-004", "fmt.period", "Wie oft hat die Apotheke Nachtdienst?", "Alle zehn Tage übernimmt die Apotheke den Nachtdienst.", APOTHEKE, True),
    w.faith("de-t48-005", "para.pronoun", "Wer ist für Pferde zuständig?", "Dr. Martin Pichler; er leitet die Pferdeabteilung der Klinik.", TIERKLINIK, True),
    w.faith("de-t48-006", "fmt.period", "Kann ich nachts mit einem Notfall kommen?", "Ja, die Klinik ist für Notfälle 24 Stunden am Tag erreichbar.", TIERKLINIK, True),
    w.faith("de-t48-007", "fmt.currency", "Was kostet die Erstuntersuchung für meine Katze?", "Bei Kleintieren kostet die Erstuntersuchung 45 €.", TIERKLINIK, True),
    w.faith("de-t48-008", "para.relative", "Wann ist der Hufschmied da?", "Der Hufschmied, der eigens für die Pferde zur Verfügung steht, ist jeden Dienstag in der Klinik.", TIERKLINIK, True),
    w.faith("de-t48-009", "para.passive", "Ich habe große Angst vor dem Zahnarzt – gibt es eine Narkose?", "Ja, für Angstpatienten werden Behandlungen unter Vollnarkose angeboten.", ZAHNKLINIK, True),
    w.faith("de-t48-010", "para.reorder", "Wie lange muss ich vor der Narkose nüchtern sein?", "Nüchtern müssen Patienten sechs Stunden vor der Narkose sein.", ZAHNKLINIK, True),
    w.faith("de-t48-011", "wrap.hedge", "Wann ist der Narkosearzt da?", "Soweit ich sehe, ist Dr. Paul Winkler jeden Donnerstag im Haus.", ZAHNKLINIK, True),
    w.faith("de-t48-012", "fmt.currency", "Was kostet eine Einzelstunde Yoga?", "Eine Einzelstunde kostet siebzehn Euro.", YOGA, True),
    w.faith("de-t48-013", "fmt.period", "Wie lange gilt die Zehnerkarte und was kostet sie?", "Die Zehnerkarte kostet 140 Euro und gilt ein halbes Jahr.", YOGA, True),
    w.faith("de-t48-014", "para.synonym", "Muss ich eine Matte mitbringen?", "Nein, Matten stellt das Studio zur Verfügung – nur ein Handtuch müssen Sie selbst mitnehmen.", YOGA, True),
    w.faith("de-t48-015", "para.passive", "Wer unterrichtet Yin-Yoga?", "Die Yin-Kurse werden von Jakob Haas unterrichtet.", YOGA, True),
    w.faith("de-t48-016", "fmt.currency", "Was kostet ein Jahresabo im Fitnesscenter Aktiv?", "Das Jahresabo kostet CHF 890.", FITNESS, True),
    w.faith("de-t48-017", "fmt.time", "Wie lange hat das Center am Wochenende offen?", "Samstags und sonntags von 8 Uhr morgens bis 6 Uhr abends.", FITNESS, True),
    w.faith("de-t48-018", "para.part", "Wann ist das Seniorentraining?", "Am Dienstag- und am Freitagvormittag, betreut von Nadine Meier.", FITNESS, True),
    w.faith("de-t48-019", "wrap.opener", "Wann hat das Freibad Saison?", "Danke für Ihre Frage! Das Freibad Wolfgangsee hat von Mitte Mai bis Mitte September geöffnet.", FREIBAD, True),
    w.faith("de-t48-020", "para.nominal", "Was passiert bei Gewitter?", "Bei Gewitter erfolgt die sofortige Räumung des Bades.", FREIBAD, True),
    w.faith("de-t48-021", "fmt.currency", "Was kostet eine Tageskarte?", "Sechs Euro achtzig.", FREIBAD, True),
    w.faith("de-t48-022", "para.combine", "Wie alt ist das Freibad?", "Das Freibad wurde 1932 eröffnet und bekam 2019 ein neues Sportbecken.", FREIBAD, True),
    w.faith("de-t48-023", "para.except", "Trainiert der SV Delfin auch dienstags?", "Nein, trainiert wird nur montags, mittwochs und freitags.", VEREIN, True),
    w.faith("de-t48-024", "para.synonym", "Wer macht die Beckenbodentherapie?", "Die Beckenbodentherapie übernimmt Physiotherapeutin Lea Baumann.", PHYSIO, True),
    w.faith("de-t48-025", "value.date", "Seit wann führt Elisabeth Huber die Apotheke?", "Elisabeth Huber führt die Apotheke Zum Goldenen Hirschen seit 1786.", APOTHEKE, False),
    w.faith("de-t48-026", "role.swap", "Wer leitet das Labor der Apotheke?", "Das Labor leitet Elisabeth Huber, die Apotheke führt Stefan Gruber.", APOTHEKE, False),
    w.faith("de-t48-027", "value.time", "Wann schließt die Apotheke unter der Woche?", "Montag bis Freitag schließt sie um 19 Uhr.", APOTHEKE, False),
    w.faith("de-t48-028", "role.swap", "Wer leitet die Kleintierabteilung?", "Die Kleintierabteilung leitet Dr. Martin Pichler, die Pferdeabteilung Dr. Eva Steiner.", TIERKLINIK, False),
    w.faith("de-t48-029", "value.currency", "Was kostet eine Erstuntersuchung beim Pferd?", "Beim Pferd kostet die Erstuntersuchung 45 Euro.", TIERKLINIK, False),
    w.faith("de-t48-030", "added.fact", "Wann ist der Hufschmied in der Klinik?", "Der Hufschmied ist jeden Dienstag in der Klinik und kann auch online gebucht werden.", TIERKLINIK, False),
    w.faith("de-t48-031", "modality", "Muss ich vor der Narkose nüchtern sein?", "Es wird empfohlen, vor der Narkose nüchtern zu sein, Pflicht ist es aber nicht.", ZAHNKLINIK, False),
    w.faith("de-t48-032", "direction", "Wann muss ich nüchtern sein?", "Sie müssen nach der Narkose sechs Stunden lang nüchtern bleiben.", ZAHNKLINIK, False),
    w.faith("de-t48-033", "antonym", "Was kostet die Narkose?", "Die Narkose kostet 350 Euro, die Zahnbehandlung ist darin bereits enthalten.", ZAHNKLINIK, False),
    w.faith("de-t48-034", "value.date", "An welchem Tag ist der Narkosearzt im Haus?", "Dr. Paul Winkler ist jeden Dienstag im Haus.", ZAHNKLINIK, False),
    w.faith("de-t48-035", "value.currency", "Was kostet die Zehnerkarte?", "Die Zehnerkarte im Yogastudio Lotusblüte kostet 170 Euro.", YOGA, False),
    w.faith("de-t48-036", "role.swap", "Wer unterrichtet Vinyasa?", "Vinyasa unterrichtet Jakob Haas, die Yin-Kurse gibt Studioleiterin Miriam Koller.", YOGA, False),
    w.faith("de-t48-037", "negation", "Werden Handtücher gestellt?", "Ja, Matten und Handtücher werden vom Studio gestellt.", YOGA, False),
    w.faith("de-t48-038", "added.entity", "Welche Yogastile gibt es in der Lotusblüte?", "Das Studio bietet Hatha-, Vinyasa-, Yin- und Kundalini-Yoga an.", YOGA, False),
    w.faith("de-t48-039", "value.currency", "Was kostet ein Halbjahresabo?", "Das Halbjahresabo im Fitnesscenter Aktiv kostet 890 Franken.", FITNESS, False),
    w.faith("de-t48-040", "value.except", "Wann ist das Fitnesscenter geschlossen?", "Sonntags ist das Center geschlossen; samstags ist es von 8 bis 18 Uhr offen.", FITNESS, False),
    w.faith("de-t48-041", "quantifier", "Wann ist im Freibad Badebetrieb?", "Badebetrieb ist nur an den Wochenenden, jeweils von 9 bis 19 Uhr.", FREIBAD, False),
    w.faith("de-t48-042", "value.date", "Seit wann hat das Freibad das Sportbecken?", "Das neue Sportbecken kam 1932 dazu.", FREIBAD, False),
    w.faith("de-t48-043", "role.swap", "Wer trainiert die Jugendgruppe des SV Delfin?", "Die Jugendgruppe trainiert Thomas Moser, die Masters betreut Verena Lang.", VEREIN, False),
    w.faith("de-t48-044", "value.number", "Wie lange dauert eine Sitzung bei der Physiotherapie Seefeld?", "Eine Sitzung dauert 45 Minuten.", PHYSIO, False),
]

CORRECTNESS = [
    w.correct("de-t48-045", "correct.wordy", "Wie hoch ist der Jahresbeitrag für Jugendliche beim SV Delfin?", "Für Jugendliche beträgt der Jahresbeitrag beim Schwimmverein SV Delfin 120 Euro.", "120 Euro", True),
    w.correct("de-t48-046", "correct.format", "Was zahlen Selbstzahler bei der Physiotherapie Seefeld pro Sitzung?", "CHF 120.", "120 Franken", True),
    w.correct("de-t48-047", "correct.short", "Wo trainiert der SV Delfin?", "Im Hallenbad Salzburg-Alpenstraße.", "Der SV Delfin trainiert im Hallenbad Salzburg-Alpenstraße.", True),
    w.correct("de-t48-048", "correct.format", "Wie lange dauert eine Sitzung bei der Physiotherapie Seefeld?", "Eine halbe Stunde.", "30 Minuten", True),
    w.correct("de-t48-049", "wrong.value", "Was kostet die Saisonkarte im Freibad Wolfgangsee?", "Die Saisonkarte kostet 58 Euro.", "85 Euro", False),
    w.correct("de-t48-050", "wrong.role", "Wer hat die Physiotherapie Seefeld gegründet?", "Gegründet hat sie Lea Baumann.", "Reto Frei", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
