"""German cases of set t55: ein Leipziger Wertstoffhof, die Genehmigung einer
Halteverbotszone für den Umzug, ein Ruderverein und die F-Jugend eines Fußballvereins, ein
Paketdienst und eine Packstation, eine Schuhmacherei und eine Fahrradwerkstatt, eine
Waschstraße und ein SB-Waschplatz."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

WERTSTOFFHOF = (
    "Der Wertstoffhof Leipzig-Plagwitz hat montags bis freitags von 9 bis 18 Uhr und samstags von 8 bis 14 Uhr geöffnet. "
    "Privathaushalte dürfen bis zu 2 Kubikmeter Sperrmüll pro Anlieferung kostenlos abgeben. "
    "Für Altreifen werden 4 Euro pro Stück berechnet. "
    "Leiter des Hofs ist seit 2019 Jens Kowalski."
)
HALTEVERBOT = (
    "Für eine Halteverbotszone beim Umzug muss der Antrag mindestens 14 Tage vorher beim Ordnungsamt gestellt werden. "
    "Die Genehmigung kostet 35 Euro für bis zu drei Tage. "
    "Die Schilder müssen 72 Stunden vor dem Umzugstermin aufgestellt sein."
)
RUDERVEREIN = (
    "Der Leipziger Ruderverein Germania wurde 1894 gegründet; das heutige Bootshaus an der Weißen Elster wurde 1927 eingeweiht. "
    "Der Jahresbeitrag beträgt 240 Euro für Erwachsene und 96 Euro für Jugendliche. "
    "Trainerin Katja Frenzel betreut die Jugendgruppe, Trainer Uwe Mertens die Masters-Ruderer."
)
FUSSBALL = (
    "Der SV Grün-Weiß Connewitz trainiert seine F-Jugend dienstags und donnerstags von 16:30 bis 18:00 Uhr auf dem Kunstrasenplatz an der Teichstraße. "
    "Neue Kinder dürfen zweimal unverbindlich mittrainieren. "
    "Jugendleiter des Vereins ist Marco Schubert."
)
PAKETDIENST = (
    "Der Paketdienst Flink stellt in Leipzig montags bis samstags zu. "
    "Pakete bis 5 kg kosten 5,49 Euro, Pakete bis 10 kg 8,99 Euro. "
    "Wird niemand angetroffen, wird das Paket in der Filiale Karl-Liebknecht-Straße sieben Werktage gelagert."
)
PACKSTATION = (
    "Die Packstation am Hauptbahnhof ist rund um die Uhr zugänglich. "
    "Sendungen müssen innerhalb von neun Kalendertagen abgeholt werden. "
    "Die größten Fächer fassen Pakete bis 60 × 35 × 60 cm."
)
SCHUHMACHER = (
    "Die Schuhmacherei Lehmann in der Südvorstadt wurde 1956 von Horst Lehmann gegründet; seine Enkelin Julia führt den Betrieb seit 2020. "
    "Neue Absätze kosten 18 Euro und sind meist nach zwei Tagen fertig. "
    "Montags ist die Werkstatt geschlossen."
)
FAHRRAD = (
    "Die Fahrradwerkstatt Speiche bietet eine Inspektion für 59 Euro an. "
    "Ein Schlauchwechsel kostet 15 Euro inklusive Material. "
    "Termine können nur online vereinbart werden."
)
WASCHSTRASSE = (
    "Die Waschstraße Blitzblank an der Prager Straße ist täglich von 7 bis 20 Uhr geöffnet. "
    "Das Basisprogramm kostet 9 Euro, das Premiumprogramm mit Heißwachs 16 Euro. "
    "Fahrzeuge dürfen höchstens 2,10 Meter hoch sein."
)
SB_WASCHPLATZ = (
    "Am SB-Waschplatz in Lindenau kostet eine Minute Hochdruckreiniger 1 Euro. "
    "Das Waschen von Motoren ist verboten. "
    "Sonntags ist der Waschplatz erst ab 12 Uhr geöffnet."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-t55-001", "fmt.time", "Wann hat der Wertstoffhof samstags offen?", "Samstags können Sie von 8.00 bis 14.00 Uhr vorbeikommen.", WERTSTOFFHOF, True),
    w.faith("de-t55-002", "fmt.abbrev", "Wie viel Sperrmüll kann ich kostenlos abgeben?", "Privathaushalte geben bis zu 2 m³ Sperrmüll pro Anlieferung gratis ab.", WERTSTOFFHOF, True),
    w.faith("de-t55-003", "fmt.currency", "Was kostet die Abgabe von Altreifen?", "Pro Altreifen zahlen Sie vier Euro.", WERTSTOFFHOF, True),
    w.faith("de-t55-004", "para.passive", "Wer leitet den Wertstoffhof?", "Der Hof wird seit 2019 von Jens Kowalski geleitet.", WERTSTOFFHOF, True),
    w.faith("de-t55-005", "para.nominal", "Bis wann muss ich die Halteverbotszone beantragen?", "Die Antragstellung beim Ordnungsamt muss spätestens 14 Tage vor dem Umzug erfolgen.", HALTEVERBOT, True),
    w.faith("de-t55-006", "fmt.period", "Wann müssen die Schilder stehen?", "Die Schilder müssen drei Tage vor dem Umzugstermin aufgestellt sein.", HALTEVERBOT, True),
    w.faith("de-t55-007", "para.synonym", "Was kostet die Genehmigung?", "Für 35 Euro erhalten Sie eine Genehmigung, die für höchstens drei Tage gilt.", HALTEVERBOT, True),
    w.faith("de-t55-008", "para.combine", "Wie alt sind der Verein und sein Bootshaus?", "Den Ruderverein Germania gibt es seit 1894, sein heutiges Bootshaus an der Weißen Elster wurde 1927 eingeweiht.", RUDERVEREIN, True),
    w.faith("de-t55-009", "para.pronoun", "Wer trainiert die Jugendlichen?", "Das ist Katja Frenzel – sie betreut die Jugendgruppe des Vereins.", RUDERVEREIN, True),
    w.faith("de-t55-010", "wrap.opener", "Was zahlen Jugendliche im Jahr?", "Gute Frage! Für Jugendliche liegt der Jahresbeitrag bei 96 Euro.", RUDERVEREIN, True),
    w.faith("de-t55-011", "fmt.time", "Wann trainiert die F-Jugend?", "Dienstags und donnerstags von halb fünf bis sechs Uhr nachmittags.", FUSSBALL, True),
    w.faith("de-t55-012", "para.synonym", "Kann mein Sohn erst einmal reinschnuppern?", "Ja, neue Kinder können zweimal ohne Verpflichtung beim Training mitmachen.", FUSSBALL, True),
    w.faith("de-t55-013", "fmt.unit", "Was kostet ein kleines Paket?", "Ein Paket bis 5000 g kostet bei Flink 5,49 €.", PAKETDIENST, True),
    w.faith("de-t55-014", "para.relative", "Was passiert, wenn ich nicht zu Hause bin?", "Dann kommt das Paket in die Filiale Karl-Liebknecht-Straße, wo es sieben Werktage gelagert wird.", PAKETDIENST, True),
    w.faith("de-t55-015", "para.except", "Liefert Flink auch sonntags?", "Nein, Flink stellt in Leipzig an allen Tagen außer sonntags zu.", PAKETDIENST, True),
    w.faith("de-t55-016", "para.synonym", "Kann ich auch nachts an die Packstation?", "Ja, die Packstation am Hauptbahnhof ist Tag und Nacht zugänglich.", PACKSTATION, True),
    w.faith("de-t55-017", "fmt.number", "Wie lange habe ich Zeit zum Abholen?", "Sie müssen Ihre Sendung innerhalb von 9 Kalendertagen abholen.", PACKSTATION, True),
    w.faith("de-t55-018", "para.combine", "Wer führt die Schuhmacherei Lehmann?", "Horst Lehmann gründete sie 1956, und seit 2020 leitet seine Enkelin Julia den Betrieb.", SCHUHMACHER, True),
    w.faith("de-t55-019", "para.synonym", "An welchem Tag ist die Schuhmacherei zu?", "Am Montag bleibt die Werkstatt geschlossen.", SCHUHMACHER, True),
    w.faith("de-t55-020", "fmt.period", "Wie lange dauern neue Absätze?", "Neue Absätze kosten 18 Euro und sind in der Regel nach 48 Stunden fertig.", SCHUHMACHER, True),
    w.faith("de-t55-021", "wrap.attribution", "Wie bekomme ich einen Termin bei Speiche?", "Laut der Fahrradwerkstatt Speiche lassen sich Termine ausschließlich online vereinbaren.", FAHRRAD, True),
    w.faith("de-t55-022", "para.synonym", "Was kostet ein neuer Schlauch?", "Der Schlauchwechsel kostet 15 Euro, das Material ist bereits im Preis enthalten.", FAHRRAD, True),
    w.faith("de-t55-023", "fmt.unit", "Passt mein Transporter in die Waschstraße?", "Blitzblank wäscht Fahrzeuge bis zu einer Höhe von maximal 210 cm.", WASCHSTRASSE, True),
    w.faith("de-t55-024", "wrap.closer", "Was kostet das Premiumprogramm?", "Das Premiumprogramm mit Heißwachs kostet 16 Euro. Gute Fahrt!", WASCHSTRASSE, True),
    w.faith("de-t55-025", "value.time", "Wie lange hat der Wertstoffhof samstags offen?", "Samstags ist der Wertstoffhof von 8 bis 16 Uhr geöffnet.", WERTSTOFFHOF, False),
    w.faith("de-t55-026", "value.unit", "Wie viel Sperrmüll ist kostenlos?", "Privathaushalte dürfen bis zu 2 Tonnen Sperrmüll pro Anlieferung kostenlos abgeben.", WERTSTOFFHOF, False),
    w.faith("de-t55-027", "added.fact", "Wer leitet den Wertstoffhof?", "Jens Kowalski leitet den Hof seit 2019; vorher war er Fahrer bei der Stadtreinigung.", WERTSTOFFHOF, False),
    w.faith("de-t55-028", "direction", "Wann muss ich den Antrag stellen?", "Der Antrag muss höchstens 14 Tage vor dem Umzug beim Ordnungsamt gestellt werden.", HALTEVERBOT, False),
    w.faith("de-t55-029", "value.currency", "Was kostet die Genehmigung?", "Die Genehmigung kostet 53 Euro für bis zu drei Tage.", HALTEVERBOT, False),
    w.faith("de-t55-030", "value.date", "Wann wurde der Ruderverein gegründet?", "Der Ruderverein Germania wurde 1927 gegründet.", RUDERVEREIN, False),
    w.faith("de-t55-031", "role.swap", "Wer trainiert die Masters?", "Katja Frenzel betreut die Masters-Ruderer, Uwe Mertens die Jugendgruppe.", RUDERVEREIN, False),
    w.faith("de-t55-032", "value.number", "Wie oft darf mein Kind zur Probe mittrainieren?", "Neue Kinder dürfen dreimal unverbindlich mittrainieren.", FUSSBALL, False),
    w.faith("de-t55-033", "value.except", "An welchen Tagen trainiert die F-Jugend?", "Die F-Jugend trainiert montags und mittwochs von 16:30 bis 18 Uhr.", FUSSBALL, False),
    w.faith("de-t55-034", "added.entity", "Wo wird trainiert?", "Die F-Jugend und die Damenmannschaft trainieren auf dem Kunstrasenplatz an der Teichstraße.", FUSSBALL, False),
    w.faith("de-t55-035", "quantifier", "Wie groß dürfen Pakete für die Packstation sein?", "Alle Fächer fassen Pakete bis 60 × 35 × 60 cm.", PACKSTATION, False),
    w.faith("de-t55-036", "value.except", "An welchen Tagen liefert Flink?", "Flink stellt in Leipzig nur werktags von Montag bis Freitag zu.", PAKETDIENST, False),
    w.faith("de-t55-037", "added.fact", "Was kostet ein Paket bis 10 kg?", "Ein Paket bis 10 kg kostet 8,99 Euro, Sendungsverfolgung inklusive.", PAKETDIENST, False),
    w.faith("de-t55-038", "role.swap", "Wer hat die Schuhmacherei gegründet?", "Julia Lehmann gründete die Schuhmacherei 1956, ihr Großvater Horst führt sie seit 2020.", SCHUHMACHER, False),
    w.faith("de-t55-039", "antonym", "Kann ich montags Schuhe abgeben?", "Ja, montags ist die Werkstatt geöffnet.", SCHUHMACHER, False),
    w.faith("de-t55-040", "modality", "Kann ich auch telefonisch einen Termin machen?", "Termine sollten möglichst online vereinbart werden, telefonisch geht es aber auch.", FAHRRAD, False),
    w.faith("de-t55-041", "added.entity", "Was kostet eine Inspektion für mein E-Bike?", "Eine Inspektion für E-Bikes kostet bei Speiche 59 Euro.", FAHRRAD, False),
    w.faith("de-t55-042", "negation", "Hat die Waschstraße jeden Tag offen?", "Nein, die Waschstraße Blitzblank ist nicht täglich geöffnet.", WASCHSTRASSE, False),
    w.faith("de-t55-043", "role.swap", "Welche Programme gibt es?", "Das Basisprogramm kostet 16 Euro, das Premiumprogramm mit Heißwachs 9 Euro.", WASCHSTRASSE, False),
    w.faith("de-t55-044", "added.fact", "Was kostet der Hochdruckreiniger?", "Eine Minute Hochdruckreiniger kostet 1 Euro, bezahlt wird nur mit Münzen.", SB_WASCHPLATZ, False),
]

CORRECTNESS = [
    w.correct("de-t55-045", "correct.wordy", "Wie lange lagert Flink ein Paket, das nicht zugestellt werden konnte?", "Wenn Sie das Paket verpasst haben, liegt es noch sieben Werktage in der Filiale Karl-Liebknecht-Straße für Sie bereit.", "Sieben Werktage.", True),
    w.correct("de-t55-046", "correct.format", "Was kostet das Basisprogramm bei Blitzblank?", "Neun Euro.", "9 €", True),
    w.correct("de-t55-047", "correct.short", "Wer führt die Schuhmacherei Lehmann heute?", "Julia Lehmann.", "Seit 2020 führt Julia Lehmann, die Enkelin des Gründers Horst Lehmann, den Betrieb.", True),
    w.correct("de-t55-048", "correct.format", "Ab wann ist der SB-Waschplatz sonntags geöffnet?", "Ab zwölf Uhr mittags.", "12:00 Uhr", True),
    w.correct("de-t55-049", "wrong.value", "Wie hoch ist der Jahresbeitrag für Jugendliche beim Ruderverein Germania?", "Jugendliche zahlen 120 Euro im Jahr.", "96 Euro", False),
    w.correct("de-t55-050", "wrong.role", "Wer betreut die Jugendgruppe beim Ruderverein Germania?", "Die Jugendgruppe betreut Uwe Mertens.", "Katja Frenzel", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
