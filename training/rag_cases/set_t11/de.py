"""German cases of set t11: the Freiburg bike scheme RadHeld, the tutoring institute Lernwerk,
the Salon Haarmonie, the Campingplatz Seeblick, the translation agency Wortbrücke and the tour of
the Brauhaus Kupferkessel."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

BIKE_TARIF = (
    "Beim Freiburger Leihradsystem RadHeld kostet die Jahreskarte 59 Euro; damit sind die ersten 30 Minuten jeder Fahrt kostenlos. "
    "Jede weitere angefangene halbe Stunde kostet 1 Euro. "
    "Inhaber eines Semestertickets zahlen für die Jahreskarte nur die Hälfte. "
    "E-Bikes sind von der Jahreskarte ausgenommen und kosten 20 Cent pro Minute."
)
BIKE_RUECKGABE = (
    "Räder können an allen 85 Stationen zurückgegeben werden, außer an der Station Messe. "
    "Wer ein Rad außerhalb einer Station abstellt, zahlt eine Servicegebühr von 15 Euro. "
    "Defekte meldet man über die App; Werkstattleiter Jonas Berger lässt gemeldete Räder innerhalb von zwei Werktagen abholen."
)
TUTOR_ANGEBOT = (
    "Das Nachhilfeinstitut Lernwerk bietet Einzelunterricht für 32 Euro pro 60 Minuten und Gruppenunterricht mit höchstens vier Schülern für 18 Euro pro Person. "
    "Vor Beginn führt die Institutsleiterin Dr. Sabine Krüger ein kostenloses Beratungsgespräch mit den Eltern. "
    "Der Vertrag kann jeweils zum Monatsende gekündigt werden."
)
TUTOR_KURS = (
    "Lehrerin Anja Vogt unterrichtet den Zehntklässler Felix Brandt jeden Montag von 16:00 bis 17:30 Uhr in Englisch. "
    "Vor Klassenarbeiten bietet Lernwerk kostenlose Zusatzstunden an. "
    "Ausgefallene Stunden werden nur nachgeholt, wenn sie mindestens 24 Stunden vorher abgesagt wurden."
)
HAIR = (
    "Im Salon Haarmonie kostet ein Damenhaarschnitt mit Waschen und Föhnen 48 Euro, ein Herrenhaarschnitt 29 Euro. "
    "Geöffnet ist dienstags bis freitags von 9 bis 18 Uhr und samstags von 8 bis 14 Uhr. "
    "Die Inhaberin Petra Lindner übernimmt alle Färbungen, während ihr Auszubildender Tim Seidel die Kinderhaarschnitte macht. "
    "Kinder unter 10 Jahren zahlen 15 Euro."
)
CAMP_PLATZ = (
    "Der Campingplatz Seeblick am Bodensee hat 120 Stellplätze, davon 35 direkt am Ufer. "
    "Die Rezeption ist täglich von 8 bis 12 und von 15 bis 19 Uhr besetzt. "
    "Die Mittagsruhe gilt von 13 bis 15 Uhr, die Nachtruhe von 22 bis 7 Uhr. "
    "Hunde sind an der Leine erlaubt, außer am Badestrand."
)
CAMP_PREISE = (
    "In der Hauptsaison vom 15. Juni bis 15. September kostet ein Stellplatz 32 Euro pro Nacht, in der Nebensaison 22 Euro. "
    "Strom wird mit 0,60 Euro pro Kilowattstunde abgerechnet. "
    "Bei einer Stornierung bis 14 Tage vor Anreise werden 80 % der Anzahlung erstattet. "
    "Die Mindestaufenthaltsdauer in der Hauptsaison beträgt fünf Nächte."
)
TRANSLATION = (
    "Das Übersetzungsbüro Wortbrücke berechnet für Fachübersetzungen 1,80 Euro pro Normzeile und für beglaubigte Urkunden pauschal 45 Euro pro Seite. "
    "Jede Übersetzung wird von einer muttersprachlichen Übersetzerin angefertigt und anschließend von einem zweiten Übersetzer lektoriert. "
    "Aufträge bis 10 Seiten werden innerhalb von fünf Werktagen geliefert. "
    "Der Eilzuschlag beträgt 30 %."
)
BREW_FUEHRUNG = (
    "Die Führung durch das Brauhaus Kupferkessel findet jeden Freitag um 18 Uhr und jeden Samstag um 14 Uhr statt und dauert zwei Stunden. "
    "Die Teilnahme kostet 19 Euro und beinhaltet drei Bierproben zu je 0,2 Litern sowie eine Brezel. "
    "Braumeister Georg Huber führt samstags, freitags übernimmt die Brauerin Lena Falk."
)
BREW_REGELN = (
    "An der Bierverkostung dürfen nur Personen ab 16 Jahren teilnehmen. "
    "Im Sudhaus sind geschlossene Schuhe Pflicht. "
    "Gruppen ab zehn Personen müssen mindestens eine Woche im Voraus buchen. "
    "Hunde sind im Brauhaus nicht erlaubt."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim supported, in other words
    w.faith("de-t11-001", "fmt.share", "Gibt es für Studierende einen Rabatt auf die Jahreskarte?",
            "Ja, wer ein Semesterticket hat, zahlt für die Jahreskarte 50 Prozent des Preises.",
            BIKE_TARIF, True),
    w.faith("de-t11-002", "para.except", "Kann ich mit der Jahreskarte auch E-Bikes gratis fahren?",
            "Nein, für E-Bikes gilt die Jahreskarte nicht; die kosten 20 Cent pro Minute.",
            BIKE_TARIF, True),
    w.faith("de-t11-003", "fmt.period", "Wie lange fahre ich mit der Jahreskarte umsonst?",
            "Mit der Jahreskarte ist bei jeder Fahrt die erste halbe Stunde gratis.",
            BIKE_TARIF, True),
    w.faith("de-t11-004", "para.except", "Kann ich mein Rad an der Station Messe abgeben?",
            "Nein, die Station Messe ist von der Rückgabe ausgenommen; an allen übrigen Stationen geht das.",
            BIKE_RUECKGABE, True),
    w.faith("de-t11-005", "para.passive", "Wer kümmert sich um defekte Räder?",
            "Gemeldete Räder werden auf Veranlassung von Werkstattleiter Jonas Berger binnen zwei Werktagen abgeholt.",
            BIKE_RUECKGABE, True),
    w.faith("de-t11-006", "wrap.attribution", "Gibt es vorher ein Gespräch mit dem Institut?",
            "Laut Lernwerk spricht die Institutsleiterin Dr. Sabine Krüger vor Beginn kostenlos mit den Eltern.",
            TUTOR_ANGEBOT, True),
    w.faith("de-t11-007", "fmt.period", "Was kostet Einzelunterricht bei Lernwerk?",
            "Eine Stunde Einzelunterricht kostet 32 Euro.",
            TUTOR_ANGEBOT, True),
    w.faith("de-t11-008", "para.synonym", "Wie groß sind die Nachhilfegruppen?",
            "In einer Gruppe sitzen maximal vier Schüler, und jeder von ihnen zahlt 18 Euro.",
            TUTOR_ANGEBOT, True),
    w.faith("de-t11-009", "fmt.time", "Wann hat Felix Englisch-Nachhilfe?",
            "Felix Brandt hat montags von vier bis halb sechs nachmittags Englisch bei Frau Vogt.",
            TUTOR_KURS, True),
    w.faith("de-t11-010", "para.except", "Wird eine Stunde nachgeholt, wenn ich erst eine Stunde vorher absage?",
            "Nein, nachgeholt wird eine ausgefallene Stunde nur, wenn man spätestens 24 Stunden vorher absagt.",
            TUTOR_KURS, True),
    w.faith("de-t11-011", "para.except", "Hat der Salon montags offen?",
            "Nein, montags und sonntags ist geschlossen; geöffnet hat der Salon von Dienstag bis Samstag.",
            HAIR, True),
    w.faith("de-t11-012", "para.relative", "Wer schneidet den Kindern die Haare?",
            "Das macht Tim Seidel, der bei Inhaberin Petra Lindner in der Ausbildung ist.",
            HAIR, True),
    w.faith("de-t11-013", "fmt.time", "Wann ist auf dem Platz Nachtruhe?",
            "Die Nachtruhe dauert von 10 Uhr abends bis 7 Uhr morgens.",
            CAMP_PLATZ, True),
    w.faith("de-t11-014", "para.except", "Darf unser Hund mit an den Badestrand?",
            "Leider nein. Am Badestrand sind Hunde tabu, ansonsten dürfen sie angeleint mit.",
            CAMP_PLATZ, True),
    w.faith("de-t11-015", "fmt.date", "Wann ist Hauptsaison?",
            "Die Hauptsaison geht vom 15.6. bis zum 15.9.; dann kostet ein Stellplatz 32 Euro pro Nacht.",
            CAMP_PREISE, True),
    w.faith("de-t11-016", "fmt.share", "Was bekomme ich zurück, wenn ich storniere?",
            "Wenn Sie bis 14 Tage vor der Anreise stornieren, bekommen Sie vier Fünftel der Anzahlung zurück.",
            CAMP_PREISE, True),
    w.faith("de-t11-017", "wrap.hedge", "Kann ich im Juli auch nur drei Nächte bleiben?",
            "Soweit ich sehe, leider nicht: In der Hauptsaison muss man wohl mindestens fünf Nächte bleiben.",
            CAMP_PREISE, True),
    w.faith("de-t11-018", "fmt.abbrev", "Wie wird der Strom abgerechnet?",
            "Strom kostet 0,60 € pro kWh.",
            CAMP_PREISE, True),
    w.faith("de-t11-019", "para.combine", "Wer übersetzt, und wer prüft die Texte?",
            "Eine muttersprachliche Übersetzerin fertigt die Übersetzung an, danach lektoriert sie ein zweiter Übersetzer.",
            TRANSLATION, True),
    w.faith("de-t11-020", "wrap.closer", "Was kostet die Übersetzung einer beglaubigten Urkunde?",
            "Für beglaubigte Urkunden berechnet Wortbrücke pauschal 45 Euro je Seite. Ich hoffe, das hilft Ihnen weiter!",
            TRANSLATION, True),
    w.faith("de-t11-021", "wrap.opener", "Wann finden die Brauereiführungen statt?",
            "Gern! Führungen gibt es freitags um 18 Uhr und samstags um 14 Uhr, jeweils 120 Minuten lang.",
            BREW_FUEHRUNG, True),
    w.faith("de-t11-022", "fmt.unit", "Wie viel Bier gibt es bei der Führung?",
            "Im Preis von 19 Euro sind drei Proben zu je 200 ml enthalten, dazu eine Brezel.",
            BREW_FUEHRUNG, True),
    w.faith("de-t11-023", "para.reorder", "Wer führt am Freitag?",
            "Freitags übernimmt Brauerin Lena Falk die Führung, samstags ist Braumeister Georg Huber dran.",
            BREW_FUEHRUNG, True),
    w.faith("de-t11-024", "wrap.question", "Darf mein 17-jähriger Sohn bei der Verkostung mitmachen?",
            "Ob Ihr Sohn mitprobieren darf? Ja, an der Bierverkostung kann man ab 16 Jahren teilnehmen.",
            BREW_REGELN, True),
    # unfaithful: exactly one clear error
    w.faith("de-t11-025", "negation", "Bekommen Studierende die Jahreskarte günstiger?",
            "Nein, mit Semesterticket gibt es keine Ermäßigung auf die Jahreskarte.",
            BIKE_TARIF, False),
    w.faith("de-t11-026", "value.number", "Wo kann ich die Räder zurückgeben?",
            "Zurückgeben kann man die Räder an allen 95 Stationen, nur nicht an der Station Messe.",
            BIKE_RUECKGABE, False),
    w.faith("de-t11-027", "value.currency", "Was kostet es, wenn ich das Rad neben der Station abstelle?",
            "Wer ein Rad außerhalb einer Station stehen lässt, zahlt 15 Schweizer Franken Servicegebühr.",
            BIKE_RUECKGABE, False),
    w.faith("de-t11-028", "added.entity", "Wer führt das Beratungsgespräch?",
            "Das kostenlose Beratungsgespräch führen die Institutsleiterin Dr. Sabine Krüger und ihr Stellvertreter Martin Roth.",
            TUTOR_ANGEBOT, False),
    w.faith("de-t11-029", "role.swap", "Wer gibt montags Englischunterricht?",
            "Montags von 16 bis 17:30 Uhr gibt der Zehntklässler Felix Brandt der Lehrerin Anja Vogt Englischunterricht.",
            TUTOR_KURS, False),
    w.faith("de-t11-030", "antonym", "Gibt es vor Klassenarbeiten Extrastunden?",
            "Ja, vor Klassenarbeiten bietet Lernwerk kostenpflichtige Zusatzstunden an.",
            TUTOR_KURS, False),
    w.faith("de-t11-031", "direction", "Wann werden ausgefallene Stunden nachgeholt?",
            "Ausgefallene Stunden werden nur nachgeholt, wenn sie weniger als 24 Stunden vorher abgesagt wurden.",
            TUTOR_KURS, False),
    w.faith("de-t11-032", "value.except", "An welchen Tagen hat der Salon geöffnet?",
            "Der Salon Haarmonie hat jeden Tag außer sonntags geöffnet.",
            HAIR, False),
    w.faith("de-t11-033", "added.fact", "Was kostet ein Damenhaarschnitt?",
            "Ein Damenhaarschnitt mit Waschen und Föhnen kostet 48 Euro, eine Kopfmassage ist inklusive.",
            HAIR, False),
    w.faith("de-t11-034", "quantifier", "Liegen die Stellplätze am Wasser?",
            "Ja, alle 120 Stellplätze liegen direkt am Ufer.",
            CAMP_PLATZ, False),
    w.faith("de-t11-035", "value.time", "Wann ist Mittagsruhe?",
            "Die Mittagsruhe gilt von 12 bis 15 Uhr.",
            CAMP_PLATZ, False),
    w.faith("de-t11-036", "value.date", "Wann beginnt die Hauptsaison?",
            "Die Hauptsaison läuft vom 1. Juni bis zum 15. September.",
            CAMP_PREISE, False),
    w.faith("de-t11-037", "modality", "Gibt es in der Hauptsaison eine Mindestaufenthaltsdauer?",
            "In der Hauptsaison empfiehlt der Platz, mindestens fünf Nächte zu bleiben.",
            CAMP_PREISE, False),
    w.faith("de-t11-038", "value.unit", "Wie rechnet Wortbrücke Fachübersetzungen ab?",
            "Für Fachübersetzungen berechnet Wortbrücke 1,80 Euro pro Seite.",
            TRANSLATION, False),
    w.faith("de-t11-039", "quantifier", "Werden die Übersetzungen geprüft?",
            "Nur manche Übersetzungen werden anschließend von einem zweiten Übersetzer lektoriert.",
            TRANSLATION, False),
    w.faith("de-t11-040", "direction", "Wie schnell liefert Wortbrücke?",
            "Aufträge mit mehr als 10 Seiten werden innerhalb von fünf Werktagen geliefert.",
            TRANSLATION, False),
    w.faith("de-t11-041", "role.swap", "Wer führt samstags durch die Brauerei?",
            "Samstags führt Brauerin Lena Falk, freitags Braumeister Georg Huber.",
            BREW_FUEHRUNG, False),
    w.faith("de-t11-042", "antonym", "Welche Schuhe brauche ich im Sudhaus?",
            "Im Sudhaus sind offene Schuhe vorgeschrieben.",
            BREW_REGELN, False),
    w.faith("de-t11-043", "modality", "Muss unsere Gruppe vorher buchen?",
            "Gruppen ab zehn Personen sollten nach Möglichkeit eine Woche im Voraus buchen.",
            BREW_REGELN, False),
    w.faith("de-t11-044", "negation", "Kann ich meinen Hund mitbringen?",
            "Ja, Hunde sind im Brauhaus erlaubt.",
            BREW_REGELN, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-t11-045", "correct.wordy", "Wie lange dauert die Führung im Brauhaus Kupferkessel?",
              "Rechnen Sie mit insgesamt 120 Minuten, so lange dauert die Führung durch das Brauhaus.",
              "Zwei Stunden.", True),
    w.correct("de-t11-046", "correct.format", "Ab wann gilt auf dem Campingplatz Seeblick die Hauptsaison?",
              "Ab 15.06.",
              "Ab dem 15. Juni.", True),
    w.correct("de-t11-047", "correct.wordy", "Wer leitet das Nachhilfeinstitut Lernwerk?",
              "An der Spitze von Lernwerk steht Dr. Sabine Krüger; sie ist die Leiterin des Instituts.",
              "Dr. Sabine Krüger.", True),
    w.correct("de-t11-048", "correct.format", "Was kostet die Jahreskarte von RadHeld?",
              "59 €.",
              "59 Euro.", True),
    w.correct("de-t11-049", "wrong.value", "Wie viel kostet ein Herrenhaarschnitt im Salon Haarmonie?",
              "Ein Herrenhaarschnitt kostet dort 48 Euro.",
              "29 Euro.", False),
    w.correct("de-t11-050", "wrong.role", "Wer übernimmt im Salon Haarmonie die Färbungen?",
              "Das übernimmt der Auszubildende Tim Seidel.",
              "Die Inhaberin Petra Lindner.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
