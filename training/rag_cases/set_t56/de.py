"""German cases of set t56: Sperrmüllabholung und Altglascontainer in Köln, der
Bewohnerparkausweis und der Fischereischein, eine Kletterhalle und ein Tischtennisverein,
ein Paketshop im Kiosk und ein Fahrradkurier, ein Elektro-Reparaturbetrieb und eine
Kfz-Werkstatt, eine Portalwaschanlage und ein Handwaschservice."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

SPERRMUELL = (
    "In Köln wird Sperrmüll nach einer Online-Anmeldung kostenlos abgeholt, maximal 5 Kubikmeter pro Termin. "
    "Elektrogeräte müssen separat angemeldet werden. "
    "Der Abholtermin liegt in der Regel drei bis vier Wochen nach der Anmeldung."
)
ALTGLAS = (
    "Altglascontainer dürfen werktags von 7 bis 20 Uhr befüllt werden, an Sonn- und Feiertagen gar nicht. "
    "Blaues Glas gehört in den Grünglascontainer. "
    "Deckel müssen vorher entfernt werden."
)
PARKAUSWEIS = (
    "Der Bewohnerparkausweis in Köln kostet 30 Euro pro Jahr. "
    "Er gilt nur im eingetragenen Parkgebiet. "
    "Beantragt wird er beim Bürgeramt oder online; die Bearbeitung dauert etwa zwei Wochen."
)
FISCHEREI = (
    "Für den Fischereischein muss man in Nordrhein-Westfalen eine Prüfung ablegen. "
    "Der Vorbereitungskurs umfasst 30 Unterrichtsstunden, die Prüfungsgebühr beträgt 50 Euro. "
    "Jugendliche ab 10 Jahren können einen Jugendfischereischein ohne Prüfung bekommen."
)
KLETTERHALLE = (
    "Die Kletterfabrik wurde 2008 in einer ehemaligen Gießerei von 1911 eröffnet. "
    "Eine Tageskarte kostet 14 Euro, ermäßigt 11 Euro. "
    "Einsteigerkurse leitet Sven Richter, die Kinderkurse betreut Lea Kaiser. "
    "Vor dem ersten Klettern ist eine Sicherungseinweisung Pflicht."
)
TISCHTENNIS = (
    "Der TTC Köln-Nippes trainiert mittwochs und freitags ab 19 Uhr in der Halle der Gesamtschule. "
    "Der Monatsbeitrag beträgt 15 Euro, Schüler zahlen 8 Euro. "
    "Abteilungsleiter ist Dirk Pohl, der das Training seit 2015 organisiert."
)
PAKETSHOP = (
    "Der Paketshop im Kiosk Schmitz nimmt Pakete bis 31,5 kg an. "
    "Er hat montags bis samstags von 6 bis 22 Uhr geöffnet. "
    "Abholpakete werden sieben Tage aufbewahrt."
)
KURIER = (
    "Der Fahrradkurier VeloBote liefert innerhalb der Kölner Innenstadt in 60 Minuten. "
    "Eine Fahrt kostet 9,50 Euro, jeder weitere Stopp 3 Euro. "
    "Sendungen dürfen höchstens 15 kg wiegen."
)
ELEKTRO = (
    "Elektro Brauer repariert seit 1972 Haushaltsgeräte; gegründet wurde der Betrieb von Heinz Brauer, heute führt ihn seine Tochter Sabine. "
    "Der Kostenvoranschlag kostet 20 Euro und wird bei Auftragserteilung verrechnet. "
    "Auf Reparaturen gibt es sechs Monate Garantie."
)
KFZ = (
    "Die Kfz-Werkstatt Özdemir in Ehrenfeld macht einen Ölwechsel ab 69 Euro. "
    "Für die Hauptuntersuchung kommt donnerstags ein Prüfer in die Werkstatt. "
    "Samstags ist von 9 bis 13 Uhr geöffnet."
)
WASCHANLAGE = (
    "Die Portalwaschanlage der Tankstelle am Gürtel kostet 8 Euro für die Grundwäsche und 13 Euro mit Unterbodenwäsche. "
    "Sie ist werktags von 6 bis 22 Uhr und sonntags von 8 bis 20 Uhr in Betrieb. "
    "Fahrzeuge mit Dachbox dürfen nicht einfahren."
)
HANDWAESCHE = (
    "Beim Handwaschservice Glanzstück dauert eine Innen- und Außenreinigung rund zweieinhalb Stunden und kostet 89 Euro. "
    "Ein Termin muss mindestens zwei Tage vorher gebucht werden. "
    "Inhaber Luca Romano eröffnete den Betrieb 2017."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-t56-001", "para.synonym", "Kostet die Sperrmüllabholung etwas?", "Nein, nach einer Online-Anmeldung wird Ihr Sperrmüll gratis abgeholt.", SPERRMUELL, True),
    w.faith("de-t56-002", "fmt.abbrev", "Wie viel Sperrmüll darf ich rausstellen?", "Pro Termin sind maximal 5 m³ erlaubt.", SPERRMUELL, True),
    w.faith("de-t56-003", "fmt.range", "Wann wird der Sperrmüll abgeholt?", "In der Regel 3–4 Wochen nach der Anmeldung.", SPERRMUELL, True),
    w.faith("de-t56-004", "fmt.time", "Wann darf ich Altglas einwerfen?", "Werktags von sieben Uhr morgens bis acht Uhr abends.", ALTGLAS, True),
    w.faith("de-t56-005", "para.synonym", "Wohin mit blauen Flaschen?", "Blaue Flaschen kommen in den Container für Grünglas.", ALTGLAS, True),
    w.faith("de-t56-006", "fmt.currency", "Was kostet der Bewohnerparkausweis?", "Der Ausweis kostet dreißig Euro im Jahr.", PARKAUSWEIS, True),
    w.faith("de-t56-007", "fmt.period", "Wie lange dauert die Bearbeitung?", "Die Bearbeitung dauert ungefähr 14 Tage.", PARKAUSWEIS, True),
    w.faith("de-t56-008", "para.passive", "Wo beantrage ich den Parkausweis?", "Sie können ihn beim Bürgeramt oder online beantragen.", PARKAUSWEIS, True),
    w.faith("de-t56-009", "wrap.attribution", "Was kostet die Fischereiprüfung?", "Den Angaben zum Fischereischein in NRW zufolge beträgt die Prüfungsgebühr 50 Euro.", FISCHEREI, True),
    w.faith("de-t56-010", "fmt.number", "Wie lang ist der Vorbereitungskurs?", "Der Kurs umfasst dreißig Unterrichtsstunden.", FISCHEREI, True),
    w.faith("de-t56-011", "para.combine", "Seit wann gibt es die Kletterfabrik?", "Die Kletterfabrik öffnete 2008 in einer alten Gießerei, die aus dem Jahr 1911 stammt.", KLETTERHALLE, True),
    w.faith("de-t56-012", "para.pronoun", "Wer macht die Kinderkurse?", "Das ist Lea Kaiser – sie betreut die Kinderkurse, während Sven Richter die Einsteigerkurse leitet.", KLETTERHALLE, True),
    w.faith("de-t56-013", "para.nominal", "Muss ich vor dem ersten Klettern etwas machen?", "Ja, die Teilnahme an einer Sicherungseinweisung ist vor dem ersten Klettern verpflichtend.", KLETTERHALLE, True),
    w.faith("de-t56-014", "fmt.time", "Wann trainiert der TTC?", "Mittwochs und freitags ab sieben Uhr abends in der Halle der Gesamtschule.", TISCHTENNIS, True),
    w.faith("de-t56-015", "para.relative", "Wer organisiert das Training?", "Dirk Pohl, der die Abteilung leitet, organisiert das Training seit 2015.", TISCHTENNIS, True),
    w.faith("de-t56-016", "para.except", "Hat der Paketshop sonntags offen?", "Nein, der Paketshop im Kiosk Schmitz öffnet an allen Tagen außer sonntags.", PAKETSHOP, True),
    w.faith("de-t56-017", "fmt.unit", "Wie schwer darf mein Paket sein?", "Der Paketshop nimmt Pakete bis 31.500 g an.", PAKETSHOP, True),
    w.faith("de-t56-018", "fmt.period", "Wie lange liegt ein Abholpaket bereit?", "Abholpakete werden eine Woche aufbewahrt.", PAKETSHOP, True),
    w.faith("de-t56-019", "fmt.unit", "Wie schnell liefert VeloBote?", "Innerhalb der Kölner Innenstadt liefert VeloBote in einer Stunde.", KURIER, True),
    w.faith("de-t56-020", "para.combine", "Wer führt Elektro Brauer?", "Den Betrieb gründete Heinz Brauer, und heute führt ihn seine Tochter Sabine.", ELEKTRO, True),
    w.faith("de-t56-021", "para.synonym", "Muss ich den Kostenvoranschlag extra bezahlen?", "Er kostet 20 Euro, die bei einem Auftrag angerechnet werden.", ELEKTRO, True),
    w.faith("de-t56-022", "fmt.time", "Hat die Werkstatt samstags auf?", "Ja, samstags von 9 Uhr bis ein Uhr mittags.", KFZ, True),
    w.faith("de-t56-023", "fmt.currency", "Was kostet die Grundwäsche?", "Die Grundwäsche kostet acht Euro.", WASCHANLAGE, True),
    w.faith("de-t56-024", "wrap.closer", "Was kostet eine Komplettreinigung bei Glanzstück?", "Eine Innen- und Außenreinigung kostet 89 Euro und dauert rund zweieinhalb Stunden. Ich hoffe, das hilft Ihnen weiter!", HANDWAESCHE, True),
    w.faith("de-t56-025", "value.unit", "Wie viel Sperrmüll darf ich anmelden?", "Maximal 5 Tonnen Sperrmüll pro Termin.", SPERRMUELL, False),
    w.faith("de-t56-026", "added.fact", "Was ist mit Elektrogeräten?", "Elektrogeräte müssen separat angemeldet werden und kosten 10 Euro extra.", SPERRMUELL, False),
    w.faith("de-t56-027", "value.except", "Wann darf ich Glas einwerfen?", "Altglas darf täglich außer samstags von 7 bis 20 Uhr eingeworfen werden.", ALTGLAS, False),
    w.faith("de-t56-028", "modality", "Muss ich die Deckel abschrauben?", "Die Deckel dürfen auf den Flaschen bleiben.", ALTGLAS, False),
    w.faith("de-t56-029", "value.currency", "Was kostet der Bewohnerparkausweis?", "Der Bewohnerparkausweis kostet 40 Euro pro Jahr.", PARKAUSWEIS, False),
    w.faith("de-t56-030", "quantifier", "Wo kann ich mit dem Ausweis parken?", "Der Bewohnerparkausweis gilt in allen Kölner Parkgebieten.", PARKAUSWEIS, False),
    w.faith("de-t56-031", "added.fact", "Wie läuft die Vorbereitung auf die Prüfung?", "Der Vorbereitungskurs umfasst 30 Unterrichtsstunden und kostet 120 Euro.", FISCHEREI, False),
    w.faith("de-t56-032", "direction", "Brauchen Kinder auch eine Prüfung?", "Jugendliche unter 10 Jahren können einen Jugendfischereischein ohne Prüfung bekommen.", FISCHEREI, False),
    w.faith("de-t56-033", "value.date", "Wann wurde die Kletterfabrik eröffnet?", "Die Kletterfabrik wurde 1911 eröffnet.", KLETTERHALLE, False),
    w.faith("de-t56-034", "role.swap", "Wer leitet die Einsteigerkurse?", "Die Einsteigerkurse leitet Lea Kaiser, die Kinderkurse betreut Sven Richter.", KLETTERHALLE, False),
    w.faith("de-t56-035", "value.number", "Wie schwer dürfen Sendungen bei VeloBote sein?", "Sendungen dürfen höchstens 25 kg wiegen.", KURIER, False),
    w.faith("de-t56-036", "value.except", "An welchen Tagen trainiert der TTC?", "Der TTC Köln-Nippes trainiert dienstags und donnerstags ab 19 Uhr.", TISCHTENNIS, False),
    w.faith("de-t56-037", "role.swap", "Was kostet die Mitgliedschaft im TTC?", "Der Monatsbeitrag beträgt 8 Euro, Schüler zahlen 15 Euro.", TISCHTENNIS, False),
    w.faith("de-t56-038", "value.time", "Wann hat der Paketshop geöffnet?", "Montags bis samstags von 8 bis 22 Uhr.", PAKETSHOP, False),
    w.faith("de-t56-039", "added.entity", "Wohin liefert VeloBote?", "VeloBote liefert innerhalb der Kölner Innenstadt und nach Leverkusen in 60 Minuten.", KURIER, False),
    w.faith("de-t56-040", "role.swap", "Wer hat Elektro Brauer gegründet?", "Sabine Brauer gründete den Betrieb 1972, heute führt ihn ihr Vater Heinz.", ELEKTRO, False),
    w.faith("de-t56-041", "antonym", "Was passiert mit den Kosten für den Kostenvoranschlag?", "Der Kostenvoranschlag kostet 20 Euro und wird bei einem Auftrag zusätzlich berechnet.", ELEKTRO, False),
    w.faith("de-t56-042", "added.fact", "Was kostet ein Ölwechsel?", "Ein Ölwechsel kostet ab 69 Euro, der neue Ölfilter ist inklusive.", KFZ, False),
    w.faith("de-t56-043", "negation", "Darf ich mit Dachbox in die Waschanlage?", "Ja, Fahrzeuge mit Dachbox dürfen einfahren.", WASCHANLAGE, False),
    w.faith("de-t56-044", "added.entity", "Wer betreibt Glanzstück?", "Inhaber Luca Romano eröffnete den Betrieb 2017 zusammen mit seinem Cousin Marco.", HANDWAESCHE, False),
]

CORRECTNESS = [
    w.correct("de-t56-045", "correct.wordy", "Wie lange dauert eine Innen- und Außenreinigung bei Glanzstück?", "Planen Sie für die komplette Innen- und Außenreinigung bei Glanzstück etwa zweieinhalb Stunden ein.", "Rund zweieinhalb Stunden", True),
    w.correct("de-t56-046", "correct.format", "Was kostet die Wäsche mit Unterbodenwäsche an der Tankstelle am Gürtel?", "Dreizehn Euro.", "13 €", True),
    w.correct("de-t56-047", "correct.short", "Wer führt Elektro Brauer heute?", "Sabine Brauer.", "Heute wird Elektro Brauer von Sabine Brauer geführt, der Tochter des Gründers Heinz Brauer.", True),
    w.correct("de-t56-048", "correct.format", "Wie lange braucht VeloBote für eine Lieferung in der Innenstadt?", "Eine Stunde.", "60 Minuten", True),
    w.correct("de-t56-049", "wrong.value", "Was kostet eine Tageskarte in der Kletterfabrik?", "Die Tageskarte kostet 16 Euro.", "14 Euro", False),
    w.correct("de-t56-050", "wrong.role", "Wer leitet die Einsteigerkurse in der Kletterfabrik?", "Die Einsteigerkurse leitet Lea Kaiser.", "Sven Richter", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
