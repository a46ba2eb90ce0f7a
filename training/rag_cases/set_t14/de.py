"""German cases of set t14: a shirt laundry in Cologne with a pickup service for hotels,
a rooftop bar on a Hamburg hotel, a full-time web-development bootcamp in Berlin,
an ophthalmology practice in Freiburg with cataract surgery, a farmers' market on the
cathedral square and a winter sidewalk-clearing service."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

WAESCHE = (
    "Die Wäscherei Waschbär in Köln-Ehrenfeld wäscht und bügelt Hemden für 3,20 € pro Stück. "
    "Ab 15 Hemden sinkt der Preis auf 2,80 € pro Stück. "
    "Wer seine Wäsche bis 12 Uhr abgibt, kann sie am nächsten Werktag ab 16 Uhr abholen. "
    "Die Wäscherei ist täglich außer sonntags geöffnet."
)
WAESCHE_SERVICE = (
    "Für Hotels und Restaurants bietet Waschbär einen Abholservice an. "
    "Inhaberin Sabine Krüger nimmt die Aufträge entgegen, ihr Fahrer Jonas Weber holt die Wäsche ab. "
    "Die Mindestmenge liegt bei 20 kg pro Abholung. "
    "Geschäftskunden zahlen innerhalb von 30 Tagen nach Rechnungsstellung."
)
BAR = (
    "Die Dachterrassenbar Wolke 7 im 14. Stock des Hotels Alsterblick öffnet von Mai bis September täglich um 16 Uhr. "
    "Bei Regen bleibt die Terrasse geschlossen, die Innenbar ist dann aber geöffnet. "
    "Der Eintritt ist frei; ab 22 Uhr haben nur Gäste ab 18 Jahren Zutritt. "
    "Reservierungen werden nur für Gruppen ab sechs Personen angenommen."
)
BAR_EVENT = (
    "Barchefin Miriam Koch hat den Saxofonisten Felix Brandt für die Sommerabende engagiert. "
    "Er spielt jeden Mittwoch von 19:30 bis 22:00 Uhr. "
    "An diesen Abenden kostet jeder Cocktail 9,50 € statt 12 €. "
    "Die Aktion endet am 15. September."
)
BOOTCAMP = (
    "Das CodeWerk in Berlin bietet einen Vollzeitkurs in Webentwicklung an, der zwölf Wochen dauert und 8.900 € kostet. "
    "Unterricht ist von Montag bis Freitag, jeweils von 9 bis 17 Uhr. "
    "Der nächste Kurs beginnt am 2. Juni 2025; es gibt höchstens 18 Plätze. "
    "Teilnehmende mit Bildungsgutschein der Agentur für Arbeit zahlen nichts."
)
BOOTCAMP_STAFF = (
    "Kursleiter Tobias Winter unterrichtet JavaScript und React, Lena Hoffmann betreut die Abschlussprojekte. "
    "Jede Woche endet mit einem Code-Review am Freitagnachmittag. "
    "Wer mehr als zwei Wochen am Stück fehlt, muss den Kurs abbrechen. "
    "Alle Absolventinnen und Absolventen erhalten ein Zertifikat und ein Bewerbungscoaching."
)
AUGEN = (
    "Die Augenarztpraxis Dr. Lehmann in Freiburg hat Montag, Dienstag und Donnerstag von 8 bis 18 Uhr geöffnet, Mittwoch und Freitag nur von 8 bis 12 Uhr. "
    "Für eine Untersuchung mit Pupillenerweiterung sollten Patienten etwa 90 Minuten einplanen. "
    "Nach der Erweiterung darf man vier bis sechs Stunden lang nicht Auto fahren. "
    "Gesetzlich Versicherte müssen ihre Versichertenkarte mitbringen."
)
AUGEN_OP = (
    "Die Grauer-Star-Operationen führt Dr. Katrin Lehmann selbst durch; die Voruntersuchung übernimmt ihr Kollege Dr. Ahmet Yilmaz. "
    "Der Eingriff dauert etwa 20 Minuten pro Auge. "
    "Die beiden Augen werden im Abstand von mindestens einer Woche operiert. "
    "Am Tag nach der Operation ist eine Kontrolle in der Praxis Pflicht."
)
MARKT = (
    "Der Bauernmarkt auf dem Münsterplatz findet jeden Mittwoch und Samstag von 7 bis 13 Uhr statt. "
    "Rund 50 Händler aus der Region verkaufen dort Obst, Gemüse, Käse und Wurst. "
    "Ein Standplatz kostet 18 € pro Markttag. "
    "An Feiertagen fällt der Markt aus."
)
WINTERDIENST = (
    "Der Winterdienst Räumfix räumt Gehwege vor Privathäusern ab einer Schneehöhe von 3 cm. "
    "Laut Satzung müssen Gehwege werktags bis 7 Uhr und an Sonn- und Feiertagen bis 9 Uhr geräumt sein. "
    "Die Saisonpauschale beträgt 240 € für die Zeit vom 1. November bis 31. März. "
    "Streugut ist im Preis enthalten."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # Wäscherei
    w.faith("de-t14-001", "fmt.currency", "Was kostet ein Hemd bei Waschbär?", "Waschen und Bügeln kostet bei Waschbär 3 Euro 20 pro Hemd.", WAESCHE, True),
    w.faith("de-t14-002", "para.except", "Hat die Wäscherei am Sonntag offen?", "Nein, sonntags ist zu – an allen anderen Tagen hat Waschbär geöffnet.", WAESCHE, True),
    w.faith("de-t14-003", "value.number", "Gibt es einen Mengenrabatt?", "Ja, ab zehn Hemden zahlen Sie nur noch 2,80 € pro Stück.", WAESCHE, False),
    w.faith("de-t14-004", "direction", "Wann bekomme ich meine Wäsche zurück?", "Wer seine Wäsche nach 12 Uhr abgibt, kann sie am nächsten Werktag ab 16 Uhr abholen.", WAESCHE, False),
    # Abholservice
    w.faith("de-t14-005", "role.swap", "Wer holt die Wäsche bei uns im Hotel ab?", "Fahrer Jonas Weber nimmt die Aufträge entgegen, und Inhaberin Sabine Krüger kommt zum Abholen vorbei.", WAESCHE_SERVICE, False),
    w.faith("de-t14-006", "para.passive", "Wie läuft der Abholservice ab?", "Die Aufträge werden von Inhaberin Sabine Krüger angenommen, abgeholt wird die Wäsche dann von Fahrer Jonas Weber.", WAESCHE_SERVICE, True),
    w.faith("de-t14-007", "fmt.unit", "Gibt es eine Mindestmenge?", "Ja, pro Abholung müssen es mindestens 20 Kilo sein.", WAESCHE_SERVICE, True),
    w.faith("de-t14-008", "quantifier", "Kann ich als Privatperson den Abholservice nutzen?", "Ja, den Abholservice von Waschbär können alle Kundinnen und Kunden buchen.", WAESCHE_SERVICE, False),
    # Dachterrassenbar
    w.faith("de-t14-009", "para.part", "Hat die Bar bei Regen offen?", "Die Innenbar ist auch bei Regen geöffnet.", BAR, True),
    w.faith("de-t14-010", "fmt.time", "Ab wann hat Wolke 7 geöffnet?", "Von Mai bis September macht die Bar jeden Tag um vier Uhr nachmittags auf.", BAR, True),
    w.faith("de-t14-011", "negation", "Was ist bei schlechtem Wetter?", "Wenn es regnet, sind sowohl die Terrasse als auch die Innenbar geschlossen.", BAR, False),
    w.faith("de-t14-012", "value.number", "Kann man bei Wolke 7 reservieren?", "Reservierungen nimmt die Bar erst ab einer Gruppe von acht Personen an.", BAR, False),
    w.faith("de-t14-013", "wrap.attribution", "Kostet der Eintritt etwas?", "Laut Angaben der Bar ist der Eintritt frei, ab 22 Uhr kommen allerdings nur noch Volljährige hinein.", BAR, True),
    # Saxofon-Abende
    w.faith("de-t14-014", "role.swap", "Wer spielt in der Wolke 7 Saxofon?", "Barchef Felix Brandt hat die Saxofonistin Miriam Koch für die Sommerabende gebucht.", BAR_EVENT, False),
    w.faith("de-t14-015", "fmt.time", "Wann spielt der Saxofonist?", "Felix Brandt spielt mittwochs von halb acht bis zehn Uhr abends.", BAR_EVENT, True),
    w.faith("de-t14-016", "value.currency", "Was kosten die Cocktails am Mittwoch?", "An den Mittwochabenden bekommt man jeden Cocktail für 8,50 € statt für 12 €.", BAR_EVENT, False),
    w.faith("de-t14-017", "fmt.date", "Wie lange gibt es die Cocktail-Aktion noch?", "Die Aktion läuft noch bis zum 15.09.", BAR_EVENT, True),
    # Bootcamp
    w.faith("de-t14-018", "fmt.thousands", "Was kostet der Kurs beim CodeWerk?", "Der zwölfwöchige Vollzeitkurs kostet 8900 Euro.", BOOTCAMP, True),
    w.faith("de-t14-019", "para.synonym", "Ich habe einen Bildungsgutschein. Muss ich trotzdem zahlen?", "Nein, mit einem Bildungsgutschein der Arbeitsagentur ist der Kurs für Sie kostenlos.", BOOTCAMP, True),
    w.faith("de-t14-020", "value.date", "Wann startet der nächste Kurs?", "Der nächste Kurs beginnt am 2. Juli 2025.", BOOTCAMP, False),
    w.faith("de-t14-021", "direction", "Wie viele Plätze gibt es?", "Im nächsten Kurs gibt es mindestens 18 Plätze.", BOOTCAMP, False),
    w.faith("de-t14-022", "wrap.hedge", "Wann ist Unterricht?", "Soweit ich sehe, wird von Montag bis Freitag jeweils von 9 bis 17 Uhr unterrichtet.", BOOTCAMP, True),
    # Bootcamp-Team und Regeln
    w.faith("de-t14-023", "role.swap", "Wer unterrichtet React?", "Lena Hoffmann unterrichtet JavaScript und React, während Tobias Winter die Abschlussprojekte betreut.", BOOTCAMP_STAFF, False),
    w.faith("de-t14-024", "fmt.period", "Was passiert, wenn ich länger krank bin?", "Wer länger als 14 Tage am Stück fehlt, muss den Kurs abbrechen.", BOOTCAMP_STAFF, True),
    w.faith("de-t14-025", "modality", "Muss ich abbrechen, wenn ich drei Wochen fehle?", "Wer mehr als zwei Wochen am Stück fehlt, kann den Kurs abbrechen, muss es aber nicht.", BOOTCAMP_STAFF, False),
    w.faith("de-t14-026", "added.fact", "Was bekommt man zum Abschluss?", "Alle Absolventen bekommen ein Zertifikat, ein Bewerbungscoaching und eine Jobgarantie.", BOOTCAMP_STAFF, False),
    w.faith("de-t14-027", "wrap.opener", "Gibt es am Ende ein Zertifikat?", "Gern beantworte ich das: Zum Abschluss erhält jeder Absolvent ein Zertifikat und zusätzlich ein Bewerbungscoaching.", BOOTCAMP_STAFF, True),
    # Augenarztpraxis
    w.faith("de-t14-028", "para.except", "Kann ich am Freitagnachmittag in die Praxis kommen?", "Nein, mittwochs und freitags ist die Praxis nachmittags geschlossen.", AUGEN, True),
    w.faith("de-t14-029", "fmt.period", "Wie lange dauert die Untersuchung mit Pupillenerweiterung?", "Für eine Untersuchung mit Pupillenerweiterung sollten Sie rund anderthalb Stunden einplanen.", AUGEN, True),
    w.faith("de-t14-030", "modality", "Muss ich meine Karte mitbringen?", "Gesetzlich Versicherte können ihre Versichertenkarte mitbringen, wenn sie möchten.", AUGEN, False),
    w.faith("de-t14-031", "wrap.closer", "Was muss ich als Kassenpatientin dabeihaben?", "Gesetzlich Versicherte müssen ihre Versichertenkarte dabeihaben. Ich hoffe, das hilft Ihnen weiter!", AUGEN, True),
    # Grauer Star
    w.faith("de-t14-032", "role.swap", "Wer operiert den Grauen Star?", "Dr. Ahmet Yilmaz operiert den Grauen Star, die Voruntersuchung macht Dr. Katrin Lehmann.", AUGEN_OP, False),
    w.faith("de-t14-033", "para.passive", "Operiert Frau Dr. Lehmann selbst?", "Ja, die Grauer-Star-Operationen werden von Dr. Katrin Lehmann persönlich vorgenommen.", AUGEN_OP, True),
    w.faith("de-t14-034", "fmt.period", "Werden beide Augen am selben Tag operiert?", "Nein, zwischen den Operationen der beiden Augen liegen mindestens sieben Tage.", AUGEN_OP, True),
    w.faith("de-t14-035", "direction", "Wie viel Zeit liegt zwischen den beiden Operationen?", "Die beiden Augen werden im Abstand von höchstens einer Woche operiert.", AUGEN_OP, False),
    # Bauernmarkt
    w.faith("de-t14-036", "fmt.time", "Wann ist Markt auf dem Münsterplatz?", "Mittwochs und samstags ist Markt, jeweils von sieben Uhr morgens bis ein Uhr mittags.", MARKT, True),
    w.faith("de-t14-037", "added.entity", "Was gibt es auf dem Bauernmarkt?", "Rund 50 regionale Händler bieten Obst, Gemüse, Käse, Wurst und Blumen an.", MARKT, False),
    w.faith("de-t14-038", "value.date", "An welchen Tagen ist der Bauernmarkt?", "Der Bauernmarkt findet jeden Dienstag und Samstag statt.", MARKT, False),
    w.faith("de-t14-039", "fmt.currency", "Was kostet ein Stand?", "Für einen Standplatz zahlt man 18 Euro je Markttag.", MARKT, True),
    # Winterdienst
    w.faith("de-t14-040", "fmt.unit", "Ab wie viel Schnee kommt Räumfix?", "Räumfix räumt, sobald 30 Millimeter Schnee liegen.", WINTERDIENST, True),
    w.faith("de-t14-041", "value.time", "Bis wann muss werktags geräumt sein?", "Werktags müssen die Gehwege bis 8 Uhr geräumt sein.", WINTERDIENST, False),
    w.faith("de-t14-042", "para.combine", "Was ist in der Saisonpauschale drin?", "Für 240 € räumt Räumfix vom 1. November bis zum 31. März, und das Streugut ist schon inklusive.", WINTERDIENST, True),
    w.faith("de-t14-043", "antonym", "Kostet das Streugut extra?", "Ja, das Streugut wird zusätzlich zur Saisonpauschale berechnet.", WINTERDIENST, False),
    w.faith("de-t14-044", "wrap.question", "Bis wann muss sonntags geräumt sein?", "Sie fragen, bis wann an Sonntagen geräumt sein muss: Laut Satzung bis 9 Uhr.", WINTERDIENST, True),
]

CORRECTNESS: list[Case] = [
    w.correct("de-t14-045", "correct.wordy", "Wie lange dauert der Vollzeitkurs beim CodeWerk?", "Der Vollzeitkurs in Webentwicklung beim CodeWerk erstreckt sich insgesamt über 12 Wochen.", "Zwölf Wochen.", True),
    w.correct("de-t14-046", "correct.format", "Was kostet die Saisonpauschale bei Räumfix?", "240 Euro.", "240 €", True),
    w.correct("de-t14-047", "correct.format", "Bis wann läuft die Cocktail-Aktion in der Wolke 7?", "Bis 15.09.", "Bis zum 15. September.", True),
    w.correct("de-t14-048", "correct.short", "Wer führt die Grauer-Star-Operationen durch?", "Dr. Lehmann selbst.", "Dr. Katrin Lehmann führt sie selbst durch.", True),
    w.correct("de-t14-049", "wrong.value", "Ab welcher Schneehöhe räumt Räumfix?", "Ab 5 cm.", "Ab 3 cm.", False),
    w.correct("de-t14-050", "wrong.role", "Wer betreut die Abschlussprojekte im CodeWerk?", "Das macht Kursleiter Tobias Winter.", "Lena Hoffmann.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
