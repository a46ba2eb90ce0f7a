"""German cases of set t6: das Feriencamp Seeblick, Blutabnahme und Befunde im Labor Dr. Keller, eine
Inszenierung am Stadttheater Lindau, Lieferung und Rückgabe beim Möbelhaus Krämer, Handytarife von
Netzwerk24 und der Wanderverein Edelweiß."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

CAMP = (
    "Das Feriencamp Seeblick am Chiemsee bietet diesen Sommer zwei Durchgänge an: vom 28. Juli bis 8. August und vom 11. bis 22. August. "
    "Teilnehmen dürfen Kinder von 10 bis 15 Jahren. Ein Durchgang kostet 590 Euro inklusive Vollpension; Geschwisterkinder zahlen 15 % weniger. "
    "Anmeldeschluss ist der 31. Mai."
)
CAMP_RULES = (
    "Im Camp Seeblick teilt Campleiterin Jana Vogt die Kinder in Zeltgruppen ein, und Sanitäter Lukas Brandt kontrolliert bei der Ankunft die Impfpässe. "
    "In jedem Zelt schlafen sechs Kinder. Handys werden am ersten Tag eingesammelt und nur sonntags von 17 bis 18 Uhr ausgegeben. "
    "Besuche der Eltern sind während des Camps nicht erlaubt."
)
LAB = (
    "Das Labor Dr. Keller in der Bahnhofstraße nimmt montags bis freitags von 7:00 bis 10:30 Uhr Blut ab, mittwochs zusätzlich von 15:00 bis 17:00 Uhr. "
    "Für die Bestimmung des Nüchternblutzuckers dürfen Patienten zwölf Stunden vorher nichts essen; Wasser und ungesüßter Tee sind erlaubt."
)
LAB_RESULTS = (
    "Auffällige Befunde prüft Laborärztin Dr. Sabine Keller persönlich, bevor sie an die Hausarztpraxis gehen. "
    "Bei kritischen Werten ruft die MTA Petra Lang den Patienten noch am selben Tag an. "
    "Selbstzahler bezahlen für ein großes Blutbild 18,50 €. Die Proben werden zwei Wochen aufbewahrt."
)
THEATRE = (
    "Das Stadttheater Lindau zeigt „Der zerbrochne Krug“ vom 12. Januar bis 23. Februar. "
    "Vorstellungen sind mittwochs bis samstags um 19:30 Uhr und sonntags um 16:00 Uhr. "
    "Karten kosten im Parkett 34 €, im Rang 22 €; Schüler und Studierende erhalten 50 % Ermäßigung."
)
THEATRE_CAST = (
    "Regie führt Miriam Albers. Den Dorfrichter Adam spielt Jonas Reuter, den Gerichtsrat Walter spielt Felix Baum. "
    "Die Aufführung dauert 100 Minuten ohne Pause. Nach Vorstellungsbeginn ist kein Einlass mehr möglich."
)
DELIVERY = (
    "Möbelhaus Krämer liefert im Umkreis von 50 km um Augsburg für pauschal 59 €; ab einem Bestellwert von 800 € ist die Lieferung kostenlos. "
    "Geliefert wird von Montag bis Freitag zwischen 8 und 18 Uhr. "
    "Die Montage kostet 40 € pro Möbelstück. Der Fahrer meldet sich am Vortag telefonisch und nennt ein Zeitfenster von zwei Stunden."
)
RETURNS = (
    "Bei Möbelhaus Krämer kann nicht montierte Ware innerhalb von 30 Tagen zurückgegeben werden; ausgenommen sind Matratzen und Maßanfertigungen. "
    "Für die Abholung berechnet Krämer 35 €. Der Kaufpreis wird innerhalb von 14 Tagen erstattet."
)
TARIFF = (
    "Der Tarif „Funk S“ von Netzwerk24 kostet 12,99 € im Monat und enthält 8 GB Datenvolumen sowie eine Allnet-Flat. "
    "„Funk L“ kostet 24,99 € im Monat und bietet 40 GB. Beide Tarife sind monatlich kündbar. "
    "Ist das Datenvolumen aufgebraucht, wird die Geschwindigkeit auf 64 kbit/s gedrosselt."
)
TARIFF_MORE = (
    "Neukunden von Netzwerk24 zahlen in den ersten drei Monaten nur die Hälfte der Grundgebühr. "
    "EU-Roaming ist in beiden Tarifen enthalten, Telefonate in die Schweiz kosten jedoch 1,49 € pro Minute. "
    "Die Hotline ist montags bis freitags von 8 bis 20 Uhr erreichbar."
)
HIKING = (
    "Der Wanderverein Edelweiß trifft sich jeden ersten Sonntag im Monat um 8:30 Uhr am Bahnhof Garmisch. "
    "Mitglieder wandern kostenlos, Gäste zahlen 5 € pro Tour. "
    "Die Touren plant Wanderwart Georg Huber, die Anmeldungen nimmt Schriftführerin Anna Wieser entgegen. "
    "Feste Bergschuhe sind Pflicht, Wanderstöcke werden empfohlen. Hunde dürfen nicht mit."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-t6-001", "fmt.date", "Wann fängt der zweite Durchgang an?", "Der zweite Durchgang beginnt am 11.08.", CAMP, True),
    w.faith("de-t6-002", "fmt.range", "Wie alt müssen die Kinder sein?", "Mitmachen können Kinder zwischen zehn und fünfzehn Jahren.", CAMP, True),
    w.faith("de-t6-003", "value.date", "Wann ist der erste Durchgang?", "Der erste Durchgang geht vom 28. Juli bis zum 18. August.", CAMP, False),
    w.faith("de-t6-004", "value.currency", "Was kostet ein Durchgang?", "Ein Durchgang kostet 590 Franken, Vollpension inklusive.", CAMP, False),
    w.faith("de-t6-005", "para.passive", "Wer bestimmt, in welchem Zelt mein Sohn schläft?", "Die Kinder werden von Campleiterin Jana Vogt auf die Zeltgruppen verteilt.", CAMP_RULES, True),
    w.faith("de-t6-006", "fmt.time", "Dürfen die Kinder ihr Handy benutzen?", "Nur sonntags zwischen fünf und sechs Uhr nachmittags bekommen sie es ausgehändigt.", CAMP_RULES, True),
    w.faith("de-t6-007", "role.swap", "Wer kontrolliert die Impfpässe?", "Das übernimmt Jana Vogt bei der Ankunft, während Sanitäter Lukas Brandt die Zeltgruppen einteilt.", CAMP_RULES, False),
    w.faith("de-t6-008", "negation", "Können wir unsere Tochter im Camp besuchen?", "Ja, die Eltern dürfen ihre Kinder während des Camps besuchen.", CAMP_RULES, False),
    w.faith("de-t6-009", "value.number", "Wie viele Kinder sind in einem Zelt?", "In jedem Zelt übernachten acht Kinder.", CAMP_RULES, False),
    w.faith("de-t6-010", "para.except", "Kann ich nachmittags zur Blutabnahme kommen?", "Nachmittags wird nur mittwochs Blut abgenommen, und zwar von 15 bis 17 Uhr.", LAB, True),
    w.faith("de-t6-011", "fmt.time", "Wann ist morgens Blutabnahme?", "Werktags von Montag bis Freitag können Sie zwischen 7 und halb elf kommen.", LAB, True),
    w.faith("de-t6-012", "wrap.hedge", "Darf ich vor dem Nüchternzucker etwas trinken?", "Soweit ich sehe, ist Wasser erlaubt, ungesüßter Tee ebenfalls.", LAB, True),
    w.faith("de-t6-013", "value.time", "Gibt es auch Termine am Nachmittag?", "Ja, mittwochs wird zusätzlich von 14 bis 17 Uhr Blut abgenommen.", LAB, False),
    w.faith("de-t6-014", "modality", "Was muss ich vor dem Nüchternblutzucker beachten?", "Zwölf Stunden vorher nichts essen, und man muss ungesüßten Tee trinken.", LAB, False),
    w.faith("de-t6-015", "para.nominal", "Wer schaut sich auffällige Befunde an?", "Auffällige Befunde gehen erst nach Prüfung durch Dr. Sabine Keller an die Hausarztpraxis.", LAB_RESULTS, True),
    w.faith("de-t6-016", "fmt.currency", "Was kostet ein großes Blutbild, wenn ich selbst zahle?", "Als Selbstzahler zahlen Sie dafür 18 Euro 50.", LAB_RESULTS, True),
    w.faith("de-t6-017", "fmt.period", "Wie lange hebt das Labor die Proben auf?", "Die Proben werden 14 Tage lang aufbewahrt.", LAB_RESULTS, True),
    w.faith("de-t6-018", "role.swap", "Wer ruft bei kritischen Werten an?", "Dr. Sabine Keller ruft selbst an, nachdem MTA Petra Lang den Befund geprüft hat.", LAB_RESULTS, False),
    w.faith("de-t6-019", "fmt.date", "Bis wann läuft „Der zerbrochne Krug“?", "Das Stück läuft noch bis zum 23.02.", THEATRE, True),
    w.faith("de-t6-020", "para.except", "Spielt das Theater auch montags?", "Nein, montags und dienstags gibt es keine Vorstellungen.", THEATRE, True),
    w.faith("de-t6-021", "fmt.share", "Gibt es eine Ermäßigung für Studenten?", "Ja, Schüler und Studierende zahlen nur den halben Preis.", THEATRE, True),
    w.faith("de-t6-022", "value.except", "An welchen Tagen wird gespielt?", "Vorstellungen gibt es an allen Tagen außer montags.", THEATRE, False),
    w.faith("de-t6-023", "para.relative", "Wer spielt den Dorfrichter Adam?", "Jonas Reuter, der den Dorfrichter Adam spielt, steht unter der Regie von Miriam Albers auf der Bühne.", THEATRE_CAST, True),
    w.faith("de-t6-024", "fmt.period", "Wie lange dauert die Aufführung?", "Das Stück dauert eine Stunde und vierzig Minuten, ohne Pause.", THEATRE_CAST, True),
    w.faith("de-t6-025", "role.swap", "Wer führt Regie?", "Regie führt Jonas Reuter, den Dorfrichter Adam spielt Miriam Albers.", THEATRE_CAST, False),
    w.faith("de-t6-026", "added.fact", "Gibt es eine Pause?", "Nein, die 100 Minuten werden ohne Pause gespielt; danach gibt es ein Publikumsgespräch mit dem Ensemble.", THEATRE_CAST, False),
    w.faith("de-t6-027", "para.synonym", "Ab wann ist die Lieferung gratis?", "Ab 800 Euro Bestellwert entfällt die Liefergebühr.", DELIVERY, True),
    w.faith("de-t6-028", "wrap.closer", "Erfahre ich vorher, wann der Fahrer kommt?", "Ja, der Fahrer ruft Sie am Tag davor an und nennt Ihnen ein zweistündiges Zeitfenster. Ich hoffe, das hilft Ihnen weiter!", DELIVERY, True),
    w.faith("de-t6-029", "value.unit", "In welchem Umkreis liefert Krämer?", "Krämer liefert im Umkreis von 50 Meilen um Augsburg.", DELIVERY, False),
    w.faith("de-t6-030", "direction", "Wann ist die Lieferung kostenlos?", "Bei Bestellungen unter 800 € liefert Krämer kostenlos.", DELIVERY, False),
    w.faith("de-t6-031", "para.except", "Kann ich eine Matratze zurückgeben?", "Eine Matratze leider nicht; andere nicht montierte Möbel nimmt Krämer innerhalb von 30 Tagen zurück.", RETURNS, True),
    w.faith("de-t6-032", "negation", "Was kann ich zurückgeben?", "Auch bereits montierte Ware kann innerhalb von 30 Tagen zurückgegeben werden.", RETURNS, False),
    w.faith("de-t6-033", "wrap.attribution", "Was kostet „Funk L“?", "Laut Tarifübersicht kostet „Funk L“ 24,99 € monatlich und enthält 40 GB.", TARIFF, True),
    w.faith("de-t6-034", "fmt.abbrev", "Wie viel Datenvolumen hat „Funk S“?", "„Funk S“ enthält 8 Gigabyte Datenvolumen.", TARIFF, True),
    w.faith("de-t6-035", "value.number", "Wie schnell surfe ich, wenn mein Datenvolumen weg ist?", "Danach wird die Geschwindigkeit auf 32 kbit/s gedrosselt.", TARIFF, False),
    w.faith("de-t6-036", "added.entity", "Was ist in „Funk S“ drin?", "„Funk S“ bietet für 12,99 € im Monat 8 GB, eine Allnet-Flat und Disney+.", TARIFF, False),
    w.faith("de-t6-037", "para.combine", "Bin ich lange gebunden, und kann ich im EU-Ausland surfen?", "Beide Tarife kann man jeden Monat kündigen, und in beiden ist EU-Roaming inklusive.", (TARIFF, TARIFF_MORE), True),
    w.faith("de-t6-038", "antonym", "Gibt es einen Rabatt für Neukunden?", "Neukunden zahlen in den letzten drei Monaten nur die Hälfte der Grundgebühr.", TARIFF_MORE, False),
    w.faith("de-t6-039", "wrap.question", "Wann ist die Hotline erreichbar?", "Wann die Hotline erreichbar ist? Von Montag bis Freitag, jeweils von acht bis zwanzig Uhr.", TARIFF_MORE, True),
    w.faith("de-t6-040", "para.pronoun", "Wer plant die Touren?", "Georg Huber plant die Touren; er ist der Wanderwart des Vereins.", HIKING, True),
    w.faith("de-t6-041", "wrap.opener", "Was kostet eine Tour?", "Gute Frage! Gäste zahlen pro Tour fünf Euro, Mitglieder gar nichts.", HIKING, True),
    w.faith("de-t6-042", "role.swap", "Bei wem melde ich mich an?", "Die Anmeldungen nimmt Georg Huber entgegen, die Touren plant Anna Wieser.", HIKING, False),
    w.faith("de-t6-043", "modality", "Brauche ich Wanderstöcke?", "Ja, Wanderstöcke sind bei jeder Tour Pflicht.", HIKING, False),
    w.faith("de-t6-044", "quantifier", "Was kostet die Teilnahme?", "Alle Teilnehmer zahlen 5 € pro Tour.", HIKING, False),
]

CORRECTNESS = [
    w.correct("de-t6-045", "correct.wordy", "Was kostet der Tarif „Funk L“?", "Für den Tarif „Funk L“ zahlen Sie jeden Monat 24 Euro und 99 Cent.", "24,99 € im Monat", True),
    w.correct("de-t6-046", "correct.format", "Wann ist Anmeldeschluss für das Camp Seeblick?", "Am 31.05.", "31. Mai", True),
    w.correct("de-t6-047", "correct.wordy", "Wer führt Regie beim „Zerbrochnen Krug“?", "Die Regie dieser Inszenierung liegt in den Händen von Miriam Albers.", "Miriam Albers", True),
    w.correct("de-t6-048", "correct.format", "Wie lange werden die Proben im Labor Dr. Keller aufbewahrt?", "14 Tage.", "zwei Wochen", True),
    w.correct("de-t6-049", "wrong.value", "Was zahlen Gäste pro Tour beim Wanderverein Edelweiß?", "Gäste zahlen 15 € pro Tour.", "5 €", False),
    w.correct("de-t6-050", "wrong.role", "Wer spielt den Dorfrichter Adam?", "Den Dorfrichter Adam spielt Felix Baum.", "Jonas Reuter", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
