"""German cases of set t35: a children's dentist, an indoor playground, a bakery's allergen
rules, a city marathon's age groups, a school bus service and a holiday camp's fees."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

PRAXIS_TEAM = (
    "Die Kinderzahnarztpraxis „Milchzahn“ in der Lindenstraße wird von Dr. Katrin Vogt geleitet. "
    "Füllungen legt Dr. Vogt selbst, die Prophylaxe und das Fluoridieren übernimmt die Prophylaxeassistentin Melanie Kurz. "
    "Behandelt werden Kinder von 2 bis 17 Jahren. "
    "Die erste Kontrolluntersuchung ist für Kinder unter 3 Jahren kostenlos."
)
PRAXIS_TERMINE = (
    "Die Praxis ist montags bis donnerstags von 8:00 bis 18:00 Uhr und freitags von 8:00 bis 13:00 Uhr geöffnet. "
    "Termine müssen spätestens 48 Stunden vorher abgesagt werden, sonst werden 25 Euro berechnet. "
    "Nach jeder Behandlung dürfen sich die Kinder bei der Empfangskraft Selin Arslan ein kleines Geschenk aussuchen."
)
SPIELPLATZ_REGELN = (
    "Der Indoorspielplatz „Kletterwald“ hat täglich außer dienstags von 10 bis 19 Uhr geöffnet. "
    "Der Eintritt kostet für Kinder ab 3 Jahren 9,50 Euro, Kinder unter 3 zahlen 4 Euro. "
    "Erwachsene zahlen 3 Euro, Großeltern haben freien Eintritt. "
    "In der Kletterhalle herrscht Sockenpflicht."
)
SPIELPLATZ_GEBURTSTAG = (
    "Kindergeburtstage im Kletterwald nimmt die Leiterin Sabine Wolff entgegen; durch die Feier führt der Animateur Jonas Becker. "
    "Eine Feier dauert drei Stunden und ist für höchstens 12 Kinder. "
    "Pro Kind kostet sie 18 Euro, das Geburtstagskind ist frei."
)
BAECKEREI_BACKSTUBE = (
    "Die Bäckerei Hofmann kennzeichnet in der Theke alle 14 Hauptallergene. "
    "Da in der Backstube Haselnüsse verarbeitet werden, kann für kein Produkt Nussfreiheit garantiert werden. "
    "Glutenfreies Brot wird nur mittwochs gebacken, und zwar vor allen anderen Broten."
)
BAECKEREI_TEAM = (
    "In der Bäckerei Hofmann erstellt Bäckermeister Uwe Hofmann die Allergenlisten, und die Filialleiterin Petra Lange prüft sie jeden Montag. "
    "Kundinnen und Kunden mit Allergien sollen vor dem Kauf das Personal ansprechen. "
    "Torten ohne Ei müssen mindestens vier Tage im Voraus bestellt werden."
)
MARATHON_KLASSEN = (
    "Beim Stadtmarathon Südhausen am 6. April richtet sich die Altersklasse nach dem Geburtsjahrgang, nicht nach dem Alter am Renntag. "
    "Teilnehmen darf, wer im Laufjahr mindestens 18 Jahre alt wird. "
    "Die Altersklassen umfassen jeweils fünf Jahrgänge, die erste beginnt bei 30 Jahren. "
    "Die drei Schnellsten jeder Altersklasse bekommen eine Urkunde."
)
MARATHON_HALB = (
    "Der Halbmarathon in Südhausen startet um 9:30 Uhr, eine Stunde nach dem Marathon. "
    "Die Startgebühr beträgt 35 Euro, bei Nachmeldung am Renntag 45 Euro. "
    "Jugendliche unter 18 Jahren brauchen die Unterschrift eines Erziehungsberechtigten."
)
SCHULBUS = (
    "Der Schulbus der Grundschule Am Hang wird von Herrn Klaus Ziegler gefahren und fährt nur an Schultagen. "
    "Er fährt um 7:15 Uhr am Dorfplatz ab und ist um 7:50 Uhr an der Schule. "
    "Die Busbegleiterin Frau Ayşe Demir hilft den Erstklässlern beim Ein- und Aussteigen. "
    "Für Kinder, die mehr als zwei Kilometer von der Schule entfernt wohnen, ist die Fahrt kostenlos."
)
FERIENLAGER = (
    "Das Ferienlager „Sonnenhof“ kostet 340 Euro pro Woche, Verpflegung inklusive. "
    "Geschwisterkinder erhalten 15 Prozent Rabatt. "
    "Bei Abmeldung bis vier Wochen vor Beginn wird der volle Betrag erstattet, danach nur noch die Hälfte. "
    "Die Gebühr wird an die Lagerverwaltung überwiesen und nicht bar an die Betreuer gezahlt."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("de-t35-001", "para.combine", "Wer macht in der Praxis die Füllungen und wer die Prophylaxe?", "Die Füllungen übernimmt Dr. Vogt persönlich, um Prophylaxe und Fluoridierung kümmert sich Melanie Kurz.", PRAXIS_TEAM, True),
    w.faith("de-t35-002", "para.passive", "Wer leitet die Praxis Milchzahn?", "Dr. Katrin Vogt leitet die Kinderzahnarztpraxis in der Lindenstraße.", PRAXIS_TEAM, True),
    w.faith("de-t35-003", "para.synonym", "Muss ich für die erste Kontrolle meiner Zweijährigen zahlen?", "Nein, für Kinder unter drei ist die erste Kontrolle gratis.", PRAXIS_TEAM, True),
    w.faith("de-t35-004", "para.except", "Kann ich am Freitagnachmittag mit meinem Sohn kommen?", "Leider nein, freitags ist die Praxis nur vormittags bis 13 Uhr geöffnet.", PRAXIS_TERMINE, True),
    w.faith("de-t35-005", "fmt.time", "Wie lange hat die Praxis montags offen?", "Montags von acht Uhr morgens bis sechs Uhr abends.", PRAXIS_TERMINE, True),
    w.faith("de-t35-006", "fmt.period", "Wie kurzfristig kann ich einen Termin absagen?", "Spätestens zwei Tage vorher, sonst werden 25 Euro fällig.", PRAXIS_TERMINE, True),
    w.faith("de-t35-007", "para.pronoun", "Bekommen die Kinder nach der Behandlung etwas?", "Ja, sie dürfen sich danach bei Selin Arslan am Empfang ein kleines Geschenk aussuchen.", PRAXIS_TERMINE, True),
    w.faith("de-t35-008", "para.except", "An welchem Tag ist der Kletterwald zu?", "Nur dienstags bleibt er geschlossen, an allen anderen Tagen hat er von 10 bis 19 Uhr offen.", SPIELPLATZ_REGELN, True),
    w.faith("de-t35-009", "fmt.currency", "Was zahlt ein Vierjähriger Eintritt?", "Für Kinder ab drei Jahren kostet der Eintritt 9,50 €.", SPIELPLATZ_REGELN, True),
    w.faith("de-t35-010", "para.combine", "Was zahlen Oma und Opa, und was zahlen wir Eltern?", "Großeltern kommen umsonst rein, Eltern zahlen als Erwachsene je 3 Euro.", SPIELPLATZ_REGELN, True),
    w.faith("de-t35-011", "para.combine", "Bei wem melde ich einen Geburtstag an, und wer gestaltet die Feier?", "Angemeldet wird bei der Leiterin Sabine Wolff, und durch die Party führt dann der Animateur Jonas Becker.", SPIELPLATZ_GEBURTSTAG, True),
    w.faith("de-t35-012", "fmt.period", "Wie lange geht eine Geburtstagsfeier?", "Eine Feier dauert 180 Minuten.", SPIELPLATZ_GEBURTSTAG, True),
    w.faith("de-t35-013", "para.relative", "Muss das Geburtstagskind auch bezahlen?", "Nein, das Kind, das Geburtstag feiert, ist frei; für jedes andere Kind werden 18 Euro fällig.", SPIELPLATZ_GEBURTSTAG, True),
    w.faith("de-t35-014", "para.except", "An welchen Tagen wird glutenfreies Brot gebacken?", "Glutenfreies Brot wird an keinem anderen Tag als mittwochs gebacken.", BAECKEREI_BACKSTUBE, True),
    w.faith("de-t35-015", "para.combine", "Ist das glutenfreie Brot wenigstens nussfrei?", "Garantiert ist das nicht: Weil in der Backstube Haselnüsse verarbeitet werden, sichert die Bäckerei für kein einziges Produkt Nussfreiheit zu, also auch nicht fürs glutenfreie Brot.", BAECKEREI_BACKSTUBE, True),
    w.faith("de-t35-016", "para.relative", "Wer kümmert sich um die Allergenlisten?", "Uwe Hofmann, der Bäckermeister, schreibt sie, und Petra Lange, die die Filiale leitet, kontrolliert sie jeden Montag.", BAECKEREI_TEAM, True),
    w.faith("de-t35-017", "fmt.period", "Wie früh muss ich eine Torte ohne Ei bestellen?", "Mindestens 96 Stunden vorher.", BAECKEREI_TEAM, True),
    w.faith("de-t35-018", "para.nominal", "Was sollen Allergiker in der Bäckerei tun?", "Allergiker werden um Rücksprache mit dem Personal vor dem Kauf gebeten.", BAECKEREI_TEAM, True),
    w.faith("de-t35-019", "fmt.date", "Wann ist der Stadtmarathon?", "Der Stadtmarathon Südhausen findet am 06.04. statt.", MARATHON_KLASSEN, True),
    w.faith("de-t35-020", "wrap.attribution", "Wofür gibt es Urkunden?", "Laut Ausschreibung bekommen jeweils die ersten drei jeder Altersklasse eine Urkunde.", MARATHON_KLASSEN, True),
    w.faith("de-t35-021", "fmt.time", "Wann startet der Halbmarathon?", "Um halb zehn, also 60 Minuten nach dem Start des Marathons.", MARATHON_HALB, True),
    w.faith("de-t35-022", "fmt.currency", "Was kostet die Anmeldung zum Halbmarathon?", "Regulär 35 €, wer sich erst am Lauftag nachmeldet, zahlt 10 € mehr.", MARATHON_HALB, True),
    w.faith("de-t35-023", "para.combine", "Wer ist morgens im Schulbus dabei?", "Herr Ziegler sitzt am Steuer, und Frau Demir begleitet die Fahrt und hilft den Erstklässlern beim Ein- und Aussteigen.", SCHULBUS, True),
    w.faith("de-t35-024", "fmt.share", "Gibt es einen Geschwisterrabatt?", "Ja, Geschwisterkinder zahlen nur 85 Prozent des normalen Preises.", FERIENLAGER, True),
    # unfaithful: exactly one error
    w.faith("de-t35-025", "role.swap", "Wer legt die Füllungen?", "Die Füllungen macht die Prophylaxeassistentin Melanie Kurz, während sich Dr. Vogt um die Prophylaxe kümmert.", PRAXIS_TEAM, False),
    w.faith("de-t35-026", "added.fact", "Welche Kinder behandelt die Praxis?", "Kinder zwischen 2 und 17 Jahren, und auf Wunsch wird auch unter Vollnarkose behandelt.", PRAXIS_TEAM, False),
    w.faith("de-t35-027", "value.time", "Wie lange ist freitags geöffnet?", "Freitags hat die Praxis bis 15 Uhr geöffnet.", PRAXIS_TERMINE, False),
    w.faith("de-t35-028", "value.currency", "Was kostet eine zu späte Absage?", "Wer nicht rechtzeitig absagt, muss 35 Euro bezahlen.", PRAXIS_TERMINE, False),
    w.faith("de-t35-029", "value.except", "Wann ist der Kletterwald geschlossen?", "Montags ist Ruhetag, an allen übrigen Tagen ist geöffnet.", SPIELPLATZ_REGELN, False),
    w.faith("de-t35-030", "modality", "Braucht man in der Kletterhalle Socken?", "Socken werden in der Kletterhalle empfohlen, sind aber keine Pflicht.", SPIELPLATZ_REGELN, False),
    w.faith("de-t35-031", "added.fact", "Was zahlen Großeltern?", "Großeltern kommen gratis rein, wenn sie an der Kasse ihren Ausweis vorzeigen.", SPIELPLATZ_REGELN, False),
    w.faith("de-t35-032", "role.swap", "Wer führt durch die Geburtstagsfeier?", "Anmelden kann man den Geburtstag beim Animateur Jonas Becker, durch die Feier führt dann die Leiterin Sabine Wolff.", SPIELPLATZ_GEBURTSTAG, False),
    w.faith("de-t35-033", "direction", "Für wie viele Kinder ist eine Feier gedacht?", "Eine Feier ist für mindestens 12 Kinder ausgelegt.", SPIELPLATZ_GEBURTSTAG, False),
    w.faith("de-t35-034", "added.fact", "Was ist bei einer Feier dabei?", "Drei Stunden Programm mit dem Animateur, und jedes Kind bekommt dazu ein Stück Kuchen und ein Getränk.", SPIELPLATZ_GEBURTSTAG, False),
    w.faith("de-t35-035", "quantifier", "Werden die Allergene gekennzeichnet?", "In der Theke sind einige der 14 Hauptallergene ausgewiesen.", BAECKEREI_BACKSTUBE, False),
    w.faith("de-t35-036", "direction", "Wann wird das glutenfreie Brot gebacken?", "Mittwochs, und zwar erst nachdem alle anderen Brote aus dem Ofen sind.", BAECKEREI_BACKSTUBE, False),
    w.faith("de-t35-037", "role.swap", "Wer prüft die Allergenlisten?", "Die Listen erstellt die Filialleiterin Petra Lange, und Bäckermeister Uwe Hofmann kontrolliert sie montags.", BAECKEREI_TEAM, False),
    w.faith("de-t35-038", "added.fact", "Kann ich eine Torte ohne Ei bestellen?", "Ja, mit mindestens vier Tagen Vorlauf, allerdings gegen einen Aufpreis von 5 Euro.", BAECKEREI_TEAM, False),
    w.faith("de-t35-039", "added.fact", "Wie werden die Altersklassen eingeteilt?", "Nach dem Geburtsjahrgang in Fünf-Jahres-Schritten ab 30; wer jünger ist, startet in einer eigenen Hauptklasse.", MARATHON_KLASSEN, False),
    w.faith("de-t35-040", "negation", "Zählt für die Altersklasse das Alter am Renntag?", "Ja, maßgeblich ist, wie alt man am Tag des Laufs ist.", MARATHON_KLASSEN, False),
    w.faith("de-t35-041", "role.swap", "Wer fährt den Schulbus?", "Am Steuer sitzt Frau Ayşe Demir, und Herr Klaus Ziegler hilft den Erstklässlern beim Ein- und Aussteigen.", SCHULBUS, False),
    w.faith("de-t35-042", "value.number", "Wer darf kostenlos mit dem Schulbus fahren?", "Kinder, die mehr als drei Kilometer von der Schule entfernt wohnen, fahren gratis.", SCHULBUS, False),
    w.faith("de-t35-043", "added.fact", "Was ist im Preis des Ferienlagers enthalten?", "Für 340 Euro pro Woche gibt es volle Verpflegung, und die Busfahrt ins Lager ist auch schon dabei.", FERIENLAGER, False),
    w.faith("de-t35-044", "value.number", "Bis wann bekomme ich bei einer Abmeldung alles zurück?", "Wer bis zwei Wochen vor Beginn absagt, bekommt den vollen Betrag erstattet.", FERIENLAGER, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-t35-045", "correct.wordy", "Was kostet eine Woche im Ferienlager Sonnenhof?", "Eine Woche im Sonnenhof kostet dreihundertvierzig Euro, und die Verpflegung ist da schon mit drin.", "340 Euro", True),
    w.correct("de-t35-046", "correct.format", "Wann fährt der Schulbus am Dorfplatz ab?", "Um Viertel nach sieben.", "7:15 Uhr", True),
    w.correct("de-t35-047", "correct.wordy", "Wer leitet die Praxis Milchzahn?", "Geleitet wird die Kinderzahnarztpraxis Milchzahn von Frau Dr. Katrin Vogt.", "Dr. Katrin Vogt", True),
    w.correct("de-t35-048", "correct.format", "Wie hoch ist der Geschwisterrabatt im Ferienlager?", "15 %.", "15 Prozent", True),
    w.correct("de-t35-049", "wrong.value", "Was kostet der Eintritt im Kletterwald für Kinder ab 3?", "6,50 Euro.", "9,50 Euro", False),
    w.correct("de-t35-050", "wrong.role", "Wer fährt den Schulbus der Grundschule Am Hang?", "Frau Ayşe Demir, die Busbegleiterin.", "Herr Klaus Ziegler", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
