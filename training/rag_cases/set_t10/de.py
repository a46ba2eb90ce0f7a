"""German cases of set t10: an online grocery delivery (Frischkorb), a marathon's rules
(Elbufer-Marathon), a student dormitory (Wohnheim Am Park), a dance school (Tanzschule
Schwung), a solar panel installer (Sonnendach Müller) and a botanical garden."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

DELIVERY = (
    "Der Lieferdienst Frischkorb bringt Lebensmittel in ganz Leipzig von Montag bis Samstag zwischen 7 und 21 Uhr; sonntags wird nicht geliefert. "
    "Ab einem Bestellwert von 50 € ist die Lieferung kostenlos, darunter kostet sie 4,90 €. "
    "Pfandflaschen nimmt der Fahrer bei der nächsten Lieferung mit, und der Pfandbetrag wird dem Kundenkonto gutgeschrieben."
)
REFUNDS = (
    "Fehlt ein Artikel oder ist er beschädigt, muss dies innerhalb von 3 Tagen über das Kundenkonto gemeldet werden. "
    "Frischkorb erstattet den Betrag dann als Gutschrift für die nächste Bestellung; eine Auszahlung aufs Bankkonto ist nur auf Wunsch möglich. "
    "Ersatzartikel können an der Haustür abgelehnt werden."
)
MARATHON_ENTRY = (
    "Der 20. Elbufer-Marathon findet am Sonntag, dem 27. April 2025, statt; gestartet wird um 9:00 Uhr am Rathausplatz. "
    "Teilnehmen darf, wer im Jahr des Laufs mindestens 18 Jahre alt wird. "
    "Das Startgeld beträgt bis zum 28. Februar 59 € und danach 75 €. "
    "Ein Startplatz kann bis zum 1. April gegen eine Gebühr von 10 € auf eine andere Person übertragen werden."
)
MARATHON_COURSE = (
    "Zielschluss ist um 15:00 Uhr. "
    "Wer die Halbmarathonmarke nicht bis 12:00 Uhr erreicht hat, wird aus dem Rennen genommen. "
    "Verpflegungsstellen gibt es alle 5 Kilometer; an jeder zweiten werden zusätzlich Bananen gereicht. "
    "Begleitfahrräder sind auf der Strecke nicht erlaubt."
)
DORM_RULES = (
    "Im Studentenwohnheim Am Park wohnen 240 Studierende in Einzelzimmern mit eigenem Bad; Küche und Waschraum teilen sich jeweils zehn Personen pro Flur. "
    "Die Hausordnung sieht Nachtruhe von 22 bis 6 Uhr vor. "
    "Haustiere sind verboten, ausgenommen Fische in Aquarien bis 60 Liter. "
    "Schäden meldet man bei der Wohnheimtutorin Frau Berger, die sie an den Hausmeister Herrn Yilmaz weitergibt."
)
DORM_FEES = (
    "Die Warmmiete für ein Einzelzimmer beträgt 385 € im Monat, inklusive Strom und Internet. "
    "Beim Einzug wird eine Kaution von zwei Monatsmieten fällig, also 770 €. "
    "Der Mietvertrag kann mit einer Frist von drei Monaten zum Semesterende gekündigt werden. "
    "Wer das Zimmer untervermieten möchte, braucht die schriftliche Zustimmung der Verwaltung."
)
DANCE_CLASSES = (
    "Die Tanzschule Schwung bietet Kurse in Standard, Latein und Discofox an. "
    "Der Grundkurs für Paare umfasst acht Abende zu je 90 Minuten und kostet 129 € pro Person. "
    "Er findet donnerstags von 20:00 bis 21:30 Uhr statt und wird von Tanzlehrerin Sabine Krüger geleitet. "
    "Wer einen Abend verpasst, kann ihn in einem Parallelkurs am Montag nachholen."
)
DANCE_BALL = (
    "Der Abschlussball der Tanzschule findet am Samstag, 15. November, im Kurhaus statt. "
    "Einlass ist ab 19 Uhr, die Eröffnung um 20 Uhr. "
    "Für Herren sind Anzug und Krawatte Pflicht, für Damen wird ein Abendkleid empfohlen. "
    "Karten kosten 25 € und sind nur im Büro der Tanzschule erhältlich."
)
SOLAR = (
    "Die Firma Sonnendach Müller plant und montiert Photovoltaikanlagen für Einfamilienhäuser im Raum Freiburg. "
    "Nach einem kostenlosen Vor-Ort-Termin erhalten Kunden innerhalb von zehn Tagen ein Angebot. "
    "Eine Anlage mit 8 kWp und Batteriespeicher kostet im Schnitt 16.500 €. "
    "Die Montage dauert zwei bis drei Tage; die Anmeldung beim Netzbetreiber übernimmt die Firma für den Kunden."
)
GARDEN = (
    "Der Botanische Garten der Universität ist von April bis Oktober täglich von 9 bis 19 Uhr geöffnet, von November bis März nur bis 16 Uhr. "
    "Der Eintritt ins Freigelände ist frei; für die Gewächshäuser zahlen Erwachsene 4 €, ermäßigt 2 €. "
    "Fahrräder müssen am Eingang abgestellt werden. "
    "Führungen für Gruppen ab zehn Personen sind nach Anmeldung möglich."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("de-t10-001", "para.except", "An welchen Tagen liefert Frischkorb?", "Außer sonntags an jedem Tag, jeweils zwischen 7 und 21 Uhr.", DELIVERY, True),
    w.faith("de-t10-002", "fmt.currency", "Was kostet die Lieferung?", "Bei Bestellungen unter 50 Euro zahlen Sie 4,90 EUR, ab 50 Euro ist die Lieferung gratis.", DELIVERY, True),
    w.faith("de-t10-003", "para.synonym", "Was passiert mit meinen Pfandflaschen?", "Ihr Leergut holt der Fahrer bei der nächsten Lieferung ab, und das Pfand landet als Guthaben auf Ihrem Kundenkonto.", DELIVERY, True),
    w.faith("de-t10-004", "fmt.period", "Wie lange habe ich Zeit für eine Reklamation?", "Fehlende oder beschädigte Artikel müssen binnen 72 Stunden über das Kundenkonto gemeldet werden.", REFUNDS, True),
    w.faith("de-t10-005", "para.nominal", "Bekomme ich mein Geld zurück?", "Die Erstattung erfolgt als Gutschrift für Ihre nächste Bestellung; eine Auszahlung aufs Bankkonto gibt es nur, wenn Sie das wünschen.", REFUNDS, True),
    w.faith("de-t10-006", "para.passive", "Muss ich Ersatzartikel annehmen?", "Nein, Sie dürfen Ersatzartikel direkt an der Haustür ablehnen.", REFUNDS, True),
    w.faith("de-t10-007", "fmt.date", "Wann ist der Elbufer-Marathon?", "Gelaufen wird am 27.04.2025, einem Sonntag; der Startschuss fällt um 9 Uhr am Rathausplatz.", MARATHON_ENTRY, True),
    w.faith("de-t10-008", "wrap.attribution", "Wie alt muss ich sein, um mitzulaufen?", "Laut Ausschreibung müssen Sie im Jahr des Laufs mindestens 18 Jahre alt werden.", MARATHON_ENTRY, True),
    w.faith("de-t10-009", "para.synonym", "Kann ich meinen Startplatz weitergeben?", "Ja, bis zum 1. April können Sie ihn gegen 10 € Gebühr auf jemand anderen umschreiben lassen.", MARATHON_ENTRY, True),
    w.faith("de-t10-010", "fmt.time", "Bis wann muss ich an der Halbmarathonmarke sein?", "Spätestens um zwölf Uhr mittags müssen Sie die Halbmarathonmarke passiert haben, sonst werden Sie aus dem Rennen genommen.", MARATHON_COURSE, True),
    w.faith("de-t10-011", "para.except", "Gibt es an jeder Verpflegungsstelle Bananen?", "Nein, Bananen gibt es nicht überall, sondern nur an jeder zweiten Verpflegungsstelle.", MARATHON_COURSE, True),
    w.faith("de-t10-012", "wrap.opener", "Wie sind die Zimmer im Wohnheim ausgestattet?", "Gern! Sie wohnen in einem Einzelzimmer mit eigenem Bad; Küche und Waschraum teilen sich pro Flur zehn Personen.", DORM_RULES, True),
    w.faith("de-t10-013", "para.except", "Darf ich im Wohnheim eine Katze halten?", "Nein, Haustiere sind nicht erlaubt; die einzige Ausnahme sind Fische in einem Aquarium mit höchstens 60 Litern.", DORM_RULES, True),
    w.faith("de-t10-014", "para.relative", "Wo melde ich einen Schaden?", "Schäden meldet man Frau Berger, der Wohnheimtutorin, die sie dann an Hausmeister Yilmaz weiterleitet.", DORM_RULES, True),
    w.faith("de-t10-015", "para.synonym", "Was ist in der Miete enthalten?", "In den 385 € Warmmiete pro Monat sind Strom und Internet schon drin.", DORM_FEES, True),
    w.faith("de-t10-016", "fmt.period", "Wie kann ich kündigen?", "Sie können zum Semesterende kündigen, müssen dabei aber eine Frist von einem Vierteljahr einhalten.", DORM_FEES, True),
    w.faith("de-t10-017", "fmt.unit", "Wie lang ist der Grundkurs?", "Der Grundkurs besteht aus acht Abenden von je anderthalb Stunden und kostet 129 Euro pro Person.", DANCE_CLASSES, True),
    w.faith("de-t10-018", "wrap.hedge", "Wer leitet den Grundkurs?", "Soweit ich sehe, leitet Sabine Krüger den Grundkurs, und zwar donnerstags von 20 bis 21.30 Uhr.", DANCE_CLASSES, True),
    w.faith("de-t10-019", "wrap.closer", "Wo findet der Abschlussball statt?", "Der Abschlussball ist am Samstag, dem 15. November, im Kurhaus. Viel Spaß beim Tanzen!", DANCE_BALL, True),
    w.faith("de-t10-020", "para.combine", "Wann geht der Ball los?", "Einlass ist ab sieben Uhr abends, eröffnet wird eine Stunde später.", DANCE_BALL, True),
    w.faith("de-t10-021", "fmt.scale", "Was kostet so eine Anlage?", "Eine 8-kWp-Anlage mit Speicher kostet im Durchschnitt 16,5 Tausend Euro.", SOLAR, True),
    w.faith("de-t10-022", "wrap.question", "Muss ich mich selbst beim Netzbetreiber anmelden?", "Sie fragen sich, wer die Anmeldung beim Netzbetreiber macht? Das erledigt Sonnendach Müller für Sie.", SOLAR, True),
    w.faith("de-t10-023", "para.except", "Kostet der Botanische Garten Eintritt?", "Bezahlen muss man nur für die Gewächshäuser (4 €, ermäßigt 2 €); das Freigelände können Sie gratis besuchen.", GARDEN, True),
    w.faith("de-t10-024", "fmt.time", "Wie lange ist der Garten im Winterhalbjahr geöffnet?", "Von November bis März schließt der Garten schon um 4 Uhr nachmittags.", GARDEN, True),
    # unfaithful: exactly one claim is not supported
    w.faith("de-t10-025", "value.time", "Wann liefert Frischkorb?", "Frischkorb liefert montags bis samstags zwischen 8 und 21 Uhr.", DELIVERY, False),
    w.faith("de-t10-026", "value.except", "Gibt es einen Tag ohne Lieferung?", "Geliefert wird an allen Tagen außer montags.", DELIVERY, False),
    w.faith("de-t10-027", "modality", "Muss ich beschädigte Ware innerhalb von drei Tagen melden?", "Am besten melden Sie beschädigte Artikel innerhalb von drei Tagen, eine Pflicht ist das aber nicht.", REFUNDS, False),
    w.faith("de-t10-028", "negation", "Kann ich einen Ersatzartikel zurückgeben?", "Ersatzartikel können an der Haustür leider nicht abgelehnt werden.", REFUNDS, False),
    w.faith("de-t10-029", "value.date", "Bis wann gilt das günstige Startgeld?", "Bis zum 31. März zahlen Sie 59 €, danach 75 €.", MARATHON_ENTRY, False),
    w.faith("de-t10-030", "added.fact", "Wo ist der Start?", "Gestartet wird um 9 Uhr am Rathausplatz; die Startunterlagen gibt es am Vortag in der Messehalle.", MARATHON_ENTRY, False),
    w.faith("de-t10-031", "quantifier", "Wo bekomme ich Bananen?", "An allen Verpflegungsstellen werden auch Bananen gereicht.", MARATHON_COURSE, False),
    w.faith("de-t10-032", "value.time", "Wann ist Zielschluss?", "Zielschluss ist um 16 Uhr.", MARATHON_COURSE, False),
    w.faith("de-t10-033", "antonym", "Darf mich ein Freund mit dem Fahrrad begleiten?", "Ja, Begleitfahrräder sind auf der Strecke ausdrücklich gestattet.", MARATHON_COURSE, False),
    w.faith("de-t10-034", "role.swap", "Wo melde ich einen Schaden?", "Schäden meldet man bei Hausmeister Yilmaz, der sie an die Wohnheimtutorin Frau Berger weitergibt.", DORM_RULES, False),
    w.faith("de-t10-035", "value.number", "Wie hoch ist die Kaution?", "Die Kaution beträgt eine Monatsmiete, also 385 €.", DORM_FEES, False),
    w.faith("de-t10-036", "negation", "Darf ich mein Zimmer untervermieten?", "Ja, untervermieten dürfen Sie auch ohne Zustimmung der Verwaltung.", DORM_FEES, False),
    w.faith("de-t10-037", "added.entity", "Welche Kurse bietet die Tanzschule an?", "Die Tanzschule Schwung bietet Standard, Latein, Salsa und Discofox an.", DANCE_CLASSES, False),
    w.faith("de-t10-038", "value.unit", "Was kostet der Grundkurs?", "Der Grundkurs hat acht Abende zu je 90 Minuten und kostet 129 € pro Paar.", DANCE_CLASSES, False),
    w.faith("de-t10-039", "modality", "Was muss ich zum Ball anziehen?", "Für Damen ist ein Abendkleid Pflicht, für Herren Anzug und Krawatte.", DANCE_BALL, False),
    w.faith("de-t10-040", "direction", "Wann beginnt der Ball?", "Einlass ist ab 19 Uhr, die Eröffnung findet aber schon eine Stunde vorher statt.", DANCE_BALL, False),
    w.faith("de-t10-041", "value.number", "Wann bekomme ich ein Angebot?", "Nach dem kostenlosen Vor-Ort-Termin erhalten Sie innerhalb von drei Tagen ein Angebot.", SOLAR, False),
    w.faith("de-t10-042", "role.swap", "Wer meldet die Anlage beim Netzbetreiber an?", "Die Anmeldung beim Netzbetreiber müssen Kunden selbst übernehmen, nicht die Firma.", SOLAR, False),
    w.faith("de-t10-043", "direction", "Gibt es Führungen?", "Führungen sind nach Anmeldung für Gruppen mit höchstens zehn Personen möglich.", GARDEN, False),
    w.faith("de-t10-044", "added.fact", "Ist das Freigelände kostenlos?", "Ja, das Freigelände ist kostenlos, und Hunde sind dort an der Leine erlaubt.", GARDEN, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-t10-045", "correct.wordy", "Was kostet der Grundkurs bei der Tanzschule Schwung?", "Für den Grundkurs der Tanzschule Schwung zahlt jede Person, die daran teilnimmt, einen Betrag von 129 Euro.", "129 € pro Person.", True),
    w.correct("de-t10-046", "correct.format", "Wann beginnt der Elbufer-Marathon?", "27.04.2025, 9:00 Uhr.", "Am 27. April 2025 um 9 Uhr.", True),
    w.correct("de-t10-047", "correct.short", "Wer leitet den Grundkurs?", "Sabine Krüger.", "Die Tanzlehrerin Sabine Krüger leitet ihn.", True),
    w.correct("de-t10-048", "correct.format", "Wie hoch ist die Kaution im Wohnheim?", "770,00 €.", "770 Euro.", True),
    w.correct("de-t10-049", "wrong.value", "Wie hoch ist die Warmmiete für ein Einzelzimmer?", "Die Warmmiete beträgt 435 € im Monat.", "385 € im Monat.", False),
    w.correct("de-t10-050", "wrong.role", "Wer übernimmt die Anmeldung beim Netzbetreiber?", "Das muss der Kunde selbst erledigen.", "Die Firma Sonnendach Müller.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
