"""Training set t1, German: die Zahnarztpraxis Dr. Hartmann (Sprechzeiten, Team, Kosten), die
Skischule Alpspitz (Kurse, Kinder, Sturm), der Gemeinschaftsgarten Lindenhof (Beete, Regeln),
die Fähre Nordstrand–Pellwarf (Fahrplan, Preise), Werkbank Coworking und Gut Eichenried als
Hochzeitslocation."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

DENTAL_HOURS = (
    "Die Zahnarztpraxis Dr. Hartmann hat montags bis freitags von 8:00 bis 18:00 Uhr geöffnet, mittwochs allerdings nur bis 13:00 Uhr. "
    "Samstags und sonntags bleibt die Praxis geschlossen. "
    "Schmerzpatienten werden an allen Öffnungstagen zwischen 8:00 und 9:00 Uhr ohne Termin behandelt."
)
DENTAL_STAFF = (
    "Die Kinderbehandlung übernimmt Dr. Miriam Sommer, Implantate setzt Dr. Jens Hartmann. "
    "Die professionelle Zahnreinigung dauert eine Stunde und kostet 95 Euro. "
    "Termine, die nicht mindestens 24 Stunden vorher abgesagt werden, stellt die Praxis mit 30 Euro in Rechnung."
)
SKI_COURSES = (
    "Die Skischule Alpspitz bietet Anfängerkurse über fünf Tage an, jeweils von 10:00 bis 12:30 Uhr. "
    "Ein Kurs kostet 189 € pro Person, der Skipass ist nicht enthalten. "
    "In einer Gruppe sind höchstens neun Teilnehmer."
)
SKI_TEAM = (
    "Kinder ab 4 Jahren können an der Bambini-Gruppe teilnehmen. "
    "Skilehrerin Anja Gruber hat in diesem Winter den neuen Kollegen Felix Brandl eingearbeitet. "
    "Fällt der Lift wegen Sturm aus, wird der Kurstag kostenlos nachgeholt."
)
GARDEN_PLOTS = (
    "Der Gemeinschaftsgarten Lindenhof hat 24 Beete mit je 10 Quadratmetern. "
    "Der Jahresbeitrag beträgt 40 Euro, für Studierende die Hälfte. "
    "Neue Mitglieder müssen an einer Einführung teilnehmen, die jeden ersten Samstag im Monat um 11 Uhr stattfindet."
)
GARDEN_RULES = (
    "Im Garten darf nur mit Regenwasser aus den Tonnen gegossen werden. "
    "Hunde sind auf dem Gelände nicht erlaubt. "
    "Die Gartensprecherin Ute Kowalski verteilt im März die Beete an die neuen Mitglieder. "
    "Das Gartenfest findet am 14. September statt."
)
FERRY_SCHEDULE = (
    "Die Fähre von Nordstrand nach Pellwarf fährt im Sommer stündlich von 7:00 bis 20:00 Uhr, im Winter nur alle zwei Stunden. "
    "Die Überfahrt dauert 35 Minuten. "
    "Bei Sturmflutwarnung fällt der Betrieb aus."
)
FERRY_TICKETS = (
    "Eine einfache Fahrt kostet für Erwachsene 8,50 €, für Kinder von 6 bis 14 Jahren 4,20 €. "
    "Fahrräder kosten 3 € extra. "
    "Autos müssen spätestens 20 Minuten vor Abfahrt am Anleger sein."
)
COWORK = (
    "Werkbank Coworking vermietet Flex-Desks für 19 € am Tag oder 249 € im Monat. "
    "Im Monatstarif sind 8 Stunden im Besprechungsraum enthalten. "
    "Fix-Desk-Mieter haben rund um die Uhr Zugang; alle anderen kommen werktags von 7 bis 22 Uhr hinein."
)
WEDDING = (
    "Gut Eichenried bietet in der Scheune Platz für 140 Gäste. "
    "Die Saalmiete beträgt 3.800 € an Samstagen und 2.900 € an den übrigen Tagen. "
    "Bei der Buchung sind 25 % Anzahlung fällig. "
    "Freie Trauungen im Garten sind von Mai bis September möglich."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("de-t1-001", "para.except", "An welchen Tagen hat die Praxis offen?", "Die Praxis ist jeden Tag geöffnet, außer am Wochenende.", DENTAL_HOURS, True),
    w.faith("de-t1-002", "fmt.time", "Wie lange ist die Praxis mittwochs offen?", "Mittwochs macht die Praxis schon um ein Uhr mittags zu.", DENTAL_HOURS, True),
    w.faith("de-t1-003", "para.passive", "Wer setzt in der Praxis Implantate?", "Implantate werden dort von Dr. Jens Hartmann gesetzt.", DENTAL_STAFF, True),
    w.faith("de-t1-004", "fmt.period", "Wie lange dauert eine professionelle Zahnreinigung?", "Die Zahnreinigung dauert 60 Minuten.", DENTAL_STAFF, True),
    w.faith("de-t1-005", "para.relative", "Was passiert, wenn ich kurzfristig absage?", "Wer weniger als einen Tag vorher absagt, dem stellt die Praxis 30 € in Rechnung.", DENTAL_STAFF, True),
    w.faith("de-t1-006", "fmt.time", "Um wie viel Uhr ist der Anfängerkurs?", "Der Kurs läuft jeweils von zehn bis halb eins.", SKI_COURSES, True),
    w.faith("de-t1-007", "fmt.currency", "Was kostet der Anfängerkurs?", "189 Euro pro Person, allerdings ohne Skipass.", SKI_COURSES, True),
    w.faith("de-t1-008", "fmt.number", "Wie groß sind die Gruppen in der Skischule?", "Eine Gruppe hat maximal 9 Teilnehmer.", SKI_COURSES, True),
    w.faith("de-t1-009", "para.pronoun", "Wer hat Felix Brandl eingearbeitet?", "Das war Anja Gruber – sie hat ihn diesen Winter eingearbeitet.", SKI_TEAM, True),
    w.faith("de-t1-010", "wrap.attribution", "Ab welchem Alter dürfen Kinder mitmachen?", "Laut Skischule können Kinder ab vier Jahren in der Bambini-Gruppe mitmachen.", SKI_TEAM, True),
    w.faith("de-t1-011", "para.nominal", "Was passiert, wenn der Lift wegen Sturm stillsteht?", "Bei sturmbedingtem Liftausfall erfolgt eine kostenlose Nachholung des Kurstags.", SKI_TEAM, True),
    w.faith("de-t1-012", "fmt.unit", "Wie groß ist ein Beet?", "Jedes Beet hat 10 m².", GARDEN_PLOTS, True),
    w.faith("de-t1-013", "fmt.share", "Zahlen Studierende weniger?", "Ja, sie zahlen 50 % des Jahresbeitrags, also 20 Euro.", GARDEN_PLOTS, True),
    w.faith("de-t1-014", "wrap.opener", "Muss ich als Neuling zu einer Einführung?", "Hallo! Ja, für neue Mitglieder ist die Einführung Pflicht; sie findet an jedem ersten Samstag im Monat um elf statt.", GARDEN_PLOTS, True),
    w.faith("de-t1-015", "para.combine", "Was ist im Garten nicht erlaubt?", "Hunde haben auf dem Gelände nichts zu suchen, und gegossen wird ausschließlich mit Regenwasser aus den Tonnen.", GARDEN_RULES, True),
    w.faith("de-t1-016", "fmt.date", "Wann ist das Gartenfest?", "Das Gartenfest ist am 14.09.", GARDEN_RULES, True),
    w.faith("de-t1-017", "wrap.hedge", "Wie oft fährt die Fähre im Winter?", "Soweit ich sehe, fährt sie im Winter nur alle zwei Stunden.", FERRY_SCHEDULE, True),
    w.faith("de-t1-018", "fmt.period", "Wie oft fährt die Fähre im Sommer?", "Im Sommer legt sie zwischen 7 und 20 Uhr alle 60 Minuten ab.", FERRY_SCHEDULE, True),
    w.faith("de-t1-019", "para.reorder", "Wie lange ist man mit der Fähre unterwegs?", "35 Minuten dauert die Überfahrt nach Pellwarf.", FERRY_SCHEDULE, True),
    w.faith("de-t1-020", "fmt.currency", "Was zahlt ein zehnjähriges Kind?", "Kinder zwischen 6 und 14 zahlen für die einfache Fahrt 4 Euro 20.", FERRY_TICKETS, True),
    w.faith("de-t1-021", "wrap.closer", "Kann ich mein Fahrrad mitnehmen?", "Ja, fürs Rad kommen 3 € dazu. Gute Überfahrt!", FERRY_TICKETS, True),
    w.faith("de-t1-022", "wrap.question", "Ist der Besprechungsraum im Monatstarif dabei?", "Sie fragen sich, ob der Besprechungsraum inklusive ist? Ja, im Monatstarif sind acht Stunden enthalten.", COWORK, True),
    w.faith("de-t1-023", "fmt.thousands", "Was kostet die Saalmiete an einem Samstag?", "Samstags kostet die Miete 3800 Euro.", WEDDING, True),
    w.faith("de-t1-024", "fmt.range", "Wann kann man im Garten frei heiraten?", "Freie Trauungen im Garten sind in den Monaten Mai–September möglich.", WEDDING, True),
    # unfaithful: exactly one claim is not supported
    w.faith("de-t1-025", "role.swap", "Wer hat diesen Winter wen eingearbeitet?", "Diesen Winter hat Felix Brandl die neue Kollegin Anja Gruber eingearbeitet.", SKI_TEAM, False),
    w.faith("de-t1-026", "role.swap", "Zu wem gehe ich mit meinem Kind?", "Um die Kinder kümmert sich Dr. Jens Hartmann, Implantate setzt Dr. Miriam Sommer.", DENTAL_STAFF, False),
    w.faith("de-t1-027", "antonym", "Wann komme ich ohne Fix-Desk hinein?", "Ohne Fix-Desk kommt man am Wochenende von 7 bis 22 Uhr hinein.", COWORK, False),
    w.faith("de-t1-028", "antonym", "Womit darf ich im Garten gießen?", "Gegossen werden darf nur mit Leitungswasser.", GARDEN_RULES, False),
    w.faith("de-t1-029", "negation", "Brauche ich für den Kurs noch einen Skipass?", "Nein, der Skipass ist im Kurspreis schon inbegriffen.", SKI_COURSES, False),
    w.faith("de-t1-030", "negation", "Darf ich meinen Hund in den Garten mitbringen?", "Ja, Hunde dürfen mit aufs Gelände.", GARDEN_RULES, False),
    w.faith("de-t1-031", "modality", "Muss ich zur Einführung?", "Neue Mitglieder können freiwillig an der Einführung teilnehmen, Pflicht ist sie nicht.", GARDEN_PLOTS, False),
    w.faith("de-t1-032", "modality", "Wann muss ich mit dem Auto an der Fähre sein?", "Es wird empfohlen, spätestens 20 Minuten vor Abfahrt am Anleger zu sein.", FERRY_TICKETS, False),
    w.faith("de-t1-033", "quantifier", "Wann kann ich mit akuten Zahnschmerzen ohne Termin kommen?", "Schmerzpatienten ohne Termin werden nur montags zwischen 8 und 9 Uhr behandelt.", DENTAL_HOURS, False),
    w.faith("de-t1-034", "quantifier", "Kann ich nachts ins Coworking?", "Ja, alle Mitglieder haben rund um die Uhr Zugang.", COWORK, False),
    w.faith("de-t1-035", "direction", "Ist die Saalmiete am Samstag teurer?", "Nein, an Samstagen ist die Saalmiete sogar günstiger als an den übrigen Tagen.", WEDDING, False),
    w.faith("de-t1-036", "direction", "Wer darf in die Bambini-Gruppe?", "Die Bambini-Gruppe ist für Kinder bis 4 Jahre.", SKI_TEAM, False),
    w.faith("de-t1-037", "value.number", "Wie viele Beete gibt es im Lindenhof?", "Im Garten gibt es 42 Beete mit jeweils 10 Quadratmetern.", GARDEN_PLOTS, False),
    w.faith("de-t1-038", "value.time", "Zu welcher Uhrzeit findet der Anfängerkurs statt?", "Der Anfängerkurs geht jeweils von 9 bis 11:30 Uhr.", SKI_COURSES, False),
    w.faith("de-t1-039", "value.currency", "Was kostet ein Flex-Desk für einen Tag?", "Für einen Tag zahlt man 29 € für einen Flex-Desk.", COWORK, False),
    w.faith("de-t1-040", "value.date", "Wann ist das Gartenfest?", "Das Gartenfest steigt am 14. Oktober.", GARDEN_RULES, False),
    w.faith("de-t1-041", "value.unit", "Wie groß ist ein Beet?", "Jedes Beet misst 10 Ar.", GARDEN_PLOTS, False),
    w.faith("de-t1-042", "value.except", "Hat die Praxis am Samstag auf?", "Ja, die Praxis ist täglich außer sonntags geöffnet.", DENTAL_HOURS, False),
    w.faith("de-t1-043", "added.fact", "Wie viele Gäste passen in die Scheune?", "Die Scheune bietet Platz für 140 Gäste und ist komplett barrierefrei.", WEDDING, False),
    w.faith("de-t1-044", "added.entity", "Was kostet die Zahnreinigung?", "Die Zahnreinigung kostet 95 Euro und wird von der Dentalhygienikerin Sabine Roth durchgeführt.", DENTAL_STAFF, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-t1-045", "correct.wordy", "Wie lange dauert die Überfahrt von Nordstrand nach Pellwarf?", "Für die Überfahrt von Nordstrand hinüber nach Pellwarf sollten Sie 35 Minuten einplanen, denn so lange ist die Fähre unterwegs.", "35 Minuten", True),
    w.correct("de-t1-046", "correct.format", "Was kostet eine einfache Fahrt für Erwachsene?", "Acht Euro fünfzig.", "8,50 €", True),
    w.correct("de-t1-047", "correct.wordy", "Wer übernimmt in der Praxis Dr. Hartmann die Kinderbehandlung?", "Um die Behandlung der jüngsten Patientinnen und Patienten kümmert sich in der Praxis Dr. Miriam Sommer.", "Dr. Miriam Sommer", True),
    w.correct("de-t1-048", "correct.format", "Wie hoch ist die Anzahlung bei Gut Eichenried?", "Ein Viertel des Preises.", "25 %", True),
    w.correct("de-t1-049", "wrong.value", "Wie viele Gäste passen in die Scheune von Gut Eichenried?", "In die Scheune passen 180 Gäste.", "140 Gäste", False),
    w.correct("de-t1-050", "wrong.role", "Wer hat Felix Brandl eingearbeitet?", "Felix Brandl hat Anja Gruber eingearbeitet.", "Anja Gruber hat Felix Brandl eingearbeitet.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
