"""German cases of set t15: ein Escape Room in Leipzig, das Programm eines Lokalradios,
Öffnungszeiten und Notdienst einer Apotheke, der Fahrplan der Hiddensee-Fähre mit
Ausnahmen, die Regeln einer Schulmensa und die Platzbuchung in einem Sportzentrum."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

ESCAPE_ROOM = (
    "Im Escape Room „Das Labor des Dr. Falk“ in der Leipziger Karl-Heine-Straße spielen Gruppen von 2 bis 6 Personen. "
    "Die Spielzeit beträgt 75 Minuten. "
    "Der Preis liegt bei 119 € pro Gruppe, dienstags gibt es 20 % Rabatt. "
    "Spielleiterin Jana Berger begleitet jede Runde über Kamera und gibt bei Bedarf Hinweise."
)
ESCAPE_RULES = (
    "Jugendliche unter 16 Jahren dürfen im „Labor des Dr. Falk“ nur in Begleitung eines Erwachsenen spielen. "
    "Eine kostenlose Stornierung ist bis 72 Stunden vor Spielbeginn möglich. "
    "Der Raum wurde von Felix Hartmann entworfen und am 12. Mai 2021 eröffnet."
)
RADIO_MORNING = (
    "Radio Elbwelle sendet die Morgenshow „Elbwelle wach“ montags bis freitags von 5 bis 10 Uhr, moderiert von Lea Sommer und Tarek Aydın. "
    "Samstags läuft im gleichen Zeitraum der „Wochenend-Mix“ mit Moderator Jonas Krüger. "
    "Verkehrsmeldungen kommen jede halbe Stunde."
)
RADIO_CHANGES = (
    "Ab dem 2. September wandert die Hörspielreihe „Nachtschatten“ vom Sonntag auf den Samstag, Beginn bleibt 22 Uhr. "
    "Die Folgen dauern jeweils 55 Minuten. "
    "Redakteurin Birgit Lohse übernimmt die Reihe von Martin Eck, der in den Ruhestand geht. "
    "Am 31. Dezember entfällt die Sendung."
)
PHARMACY_HOURS = (
    "Die Löwen-Apotheke am Marktplatz ist montags bis freitags von 8 bis 18:30 Uhr geöffnet, samstags von 8:30 bis 13 Uhr. "
    "Mittwochs ist ab 13 Uhr geschlossen. "
    "Inhaberin ist die Apothekerin Dr. Sabine Roth. "
    "Bestellte Medikamente können in der Regel am nächsten Werktag abgeholt werden."
)
PHARMACY_DUTY = (
    "Am 14. und 15. März übernimmt die Löwen-Apotheke den Notdienst, jeweils von 8 Uhr bis 8 Uhr am Folgetag. "
    "Für jede Inanspruchnahme während des Notdienstes wird eine Gebühr von 2,50 € erhoben. "
    "Außerhalb dieser Tage hilft die Notdienst-Hotline 0800 00 22 833 weiter."
)
FERRY_TIMES = (
    "Die Fähre von Schaprode nach Hiddensee (Vitte) fährt im Sommer täglich um 8:00, 10:30, 13:00 und 16:30 Uhr. "
    "Die Überfahrt dauert 45 Minuten. "
    "Eine Hin- und Rückfahrt kostet für Erwachsene 22 €, Hunde fahren für 5 € mit. "
    "Autos sind auf der Insel nicht erlaubt und werden daher nicht befördert."
)
FERRY_EXCEPTIONS = (
    "Von November bis März entfällt die Abfahrt um 16:30 Uhr. "
    "Bei Eisgang wird der Fährbetrieb vollständig eingestellt. "
    "Online gekaufte Tickets können bis 24 Stunden vor Abfahrt kostenlos storniert werden."
)
CANTEEN = (
    "Die Mensa des Goethe-Gymnasiums bietet von Montag bis Donnerstag ein warmes Mittagessen an, freitags gibt es nur belegte Brötchen. "
    "Ein Essen kostet 4,20 € und wird über eine Chipkarte bezahlt. "
    "Es stehen immer zwei Gerichte zur Wahl, eines davon vegetarisch. "
    "Die Anmeldung fürs Essen muss bis 9 Uhr am Vortag erfolgen."
)
CANTEEN_RULES = (
    "Die Klassen 5 und 6 essen gemeinsam mit ihrer Klassenlehrkraft um 12:15 Uhr. "
    "Die Küche leitet Herr Olaf Brenner; den Speiseplan stimmt er mit der Elternvertreterin Frau Meike Jansen ab. "
    "Getränke in Glasflaschen sind in der Mensa verboten."
)
TENNIS = (
    "Im Sportzentrum Am Stadtpark können die Tennisplätze bis zu 10 Tage im Voraus online gebucht werden. "
    "Eine Stunde kostet 18 € für Mitglieder und 26 € für Gäste. "
    "Ab 20 Uhr wird ein Flutlichtzuschlag von 4 € berechnet. "
    "Mitglieder dürfen pro Woche höchstens drei Stunden buchen."
)
HALL = (
    "Die Dreifeldhalle des Sportzentrums ist außer an Feiertagen täglich von 7 bis 22 Uhr geöffnet. "
    "Wer eine Buchung nicht mindestens 48 Stunden vorher absagt, zahlt den vollen Preis. "
    "Hallenschuhe mit heller Sohle sind Pflicht."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("de-t15-001", "fmt.period", "Wie lange haben wir im Labor des Dr. Falk Zeit?", "Ihr habt eineinviertel Stunden, um rauszukommen.", ESCAPE_ROOM, True),
    w.faith("de-t15-002", "fmt.share", "Gibt es irgendwann Rabatt?", "Ja, dienstags zahlt ihr ein Fünftel weniger.", ESCAPE_ROOM, True),
    w.faith("de-t15-003", "para.synonym", "Bekommen wir Hilfe, wenn wir feststecken?", "Ja, Spielleiterin Jana Berger verfolgt jede Runde per Kamera und hilft euch mit Tipps weiter, wenn ihr sie braucht.", ESCAPE_ROOM, True),
    w.faith("de-t15-004", "para.passive", "Wer hat den Raum gestaltet?", "Felix Hartmann hat den Raum entworfen; eröffnet wurde er im Mai 2021.", ESCAPE_RULES, True),
    w.faith("de-t15-005", "fmt.date", "Seit wann gibt es den Raum?", "Er ist seit dem 12.05.2021 geöffnet.", ESCAPE_RULES, True),
    w.faith("de-t15-006", "fmt.period", "Bis wann kann ich kostenlos stornieren?", "Kostenlos absagen können Sie bis drei Tage vor Spielbeginn.", ESCAPE_RULES, True),
    w.faith("de-t15-007", "fmt.time", "Wann läuft „Elbwelle wach“?", "Montags bis freitags zwischen 05:00 und 10:00 Uhr.", RADIO_MORNING, True),
    w.faith("de-t15-008", "para.combine", "Wer moderiert morgens bei Radio Elbwelle?", "Unter der Woche führen Lea Sommer und Tarek Aydın durch die Morgenshow, samstags ist Jonas Krüger mit dem Wochenend-Mix dran.", RADIO_MORNING, True),
    w.faith("de-t15-009", "para.reorder", "Was ändert sich bei „Nachtschatten“?", "Samstags statt sonntags läuft die Reihe ab dem 2. September, weiterhin um 22 Uhr.", RADIO_CHANGES, True),
    w.faith("de-t15-010", "para.synonym", "Wer betreut „Nachtschatten“ künftig?", "Birgit Lohse ist die neue verantwortliche Redakteurin; ihr Vorgänger Martin Eck verabschiedet sich in den Ruhestand.", RADIO_CHANGES, True),
    w.faith("de-t15-011", "para.except", "Hat die Löwen-Apotheke am Mittwochnachmittag offen?", "Nein, mittwochs macht sie schon um 13 Uhr zu.", PHARMACY_HOURS, True),
    w.faith("de-t15-012", "wrap.attribution", "Wann kann ich ein bestelltes Medikament abholen?", "Laut Apotheke liegen bestellte Arzneimittel meist am nächsten Werktag zur Abholung bereit.", PHARMACY_HOURS, True),
    w.faith("de-t15-013", "wrap.opener", "Hat die Löwen-Apotheke am 14. März Notdienst?", "Gute Frage! Ja, am 14. und am 15. März hat sie Notdienst, jeweils von 8 Uhr bis 8 Uhr am nächsten Morgen.", PHARMACY_DUTY, True),
    w.faith("de-t15-014", "fmt.currency", "Kostet der Notdienst extra?", "Ja, jedes Mal, wenn Sie ihn in Anspruch nehmen, fallen zwei Euro fünfzig an.", PHARMACY_DUTY, True),
    w.faith("de-t15-015", "fmt.period", "Wie lange braucht die Fähre nach Hiddensee?", "Die Überfahrt dauert eine Dreiviertelstunde.", FERRY_TIMES, True),
    w.faith("de-t15-016", "para.relative", "Kann ich mein Auto auf die Fähre mitnehmen?", "Nein, Autos, die auf Hiddensee ohnehin nicht erlaubt sind, nimmt die Fähre nicht mit.", FERRY_TIMES, True),
    w.faith("de-t15-017", "wrap.hedge", "Was passiert, wenn Eis auf dem Wasser treibt?", "Soweit ich sehe, wird der Fährverkehr bei Eisgang komplett eingestellt.", FERRY_EXCEPTIONS, True),
    w.faith("de-t15-018", "para.except", "Gibt es freitags warmes Essen in der Mensa?", "Nein, warm gegessen wird nur montags bis donnerstags; freitags liegen bloß belegte Brötchen bereit.", CANTEEN, True),
    w.faith("de-t15-019", "para.passive", "Bis wann muss ich mein Kind fürs Essen anmelden?", "Ihr Kind muss bis 9 Uhr am Tag davor angemeldet werden.", CANTEEN, True),
    w.faith("de-t15-020", "wrap.closer", "Gibt es immer etwas Vegetarisches?", "Ja, von den zwei Gerichten zur Auswahl ist jedes Mal eines vegetarisch. Guten Appetit!", CANTEEN, True),
    w.faith("de-t15-021", "para.pronoun", "Wer plant den Speiseplan der Mensa?", "Olaf Brenner, der Küchenleiter. Er stimmt ihn mit der Elternvertreterin Meike Jansen ab.", CANTEEN_RULES, True),
    w.faith("de-t15-022", "para.relative", "Was zahlen Gäste für einen Tennisplatz?", "Gäste, die kein Mitglied sind, zahlen 26 Euro pro Stunde.", TENNIS, True),
    w.faith("de-t15-023", "para.except", "Kann man an Feiertagen in die Dreifeldhalle?", "Nein, an Feiertagen bleibt die Halle zu; an allen anderen Tagen ist sie von 7 bis 22 Uhr offen.", HALL, True),
    w.faith("de-t15-024", "wrap.question", "Brauche ich in der Halle besondere Schuhe?", "Ob du besondere Schuhe brauchst? Ja, Hallenschuhe mit heller Sohle sind vorgeschrieben.", HALL, True),
    # unfaithful: exactly one claim is not supported
    w.faith("de-t15-025", "value.number", "Wie viele Leute können mitspielen?", "Im Labor des Dr. Falk spielen Gruppen von zwei bis acht Personen.", ESCAPE_ROOM, False),
    w.faith("de-t15-026", "value.currency", "Was kostet der Raum?", "Eine Gruppe zahlt 149 Euro.", ESCAPE_ROOM, False),
    w.faith("de-t15-027", "value.date", "An welchem Tag gibt es Rabatt?", "Mittwochs bekommt ihr 20 Prozent Nachlass.", ESCAPE_ROOM, False),
    w.faith("de-t15-028", "modality", "Darf mein 14-jähriger Sohn ohne Erwachsene spielen?", "Für Jugendliche unter 16 wird empfohlen, einen Erwachsenen mitzubringen, vorgeschrieben ist es aber nicht.", ESCAPE_RULES, False),
    w.faith("de-t15-029", "value.number", "Bis wann ist eine Stornierung kostenlos?", "Bis 24 Stunden vor Spielbeginn können Sie kostenlos stornieren.", ESCAPE_RULES, False),
    w.faith("de-t15-030", "role.swap", "Wer moderiert die Morgenshow?", "Unter der Woche moderiert Jonas Krüger die Morgenshow, samstags übernehmen Lea Sommer und Tarek Aydın den Wochenend-Mix.", RADIO_MORNING, False),
    w.faith("de-t15-031", "quantifier", "Wer moderiert „Elbwelle wach“?", "Die Morgenshow wird allein von Lea Sommer moderiert.", RADIO_MORNING, False),
    w.faith("de-t15-032", "role.swap", "Wer übernimmt „Nachtschatten“?", "Martin Eck übernimmt die Hörspielreihe von Birgit Lohse, die in Rente geht.", RADIO_CHANGES, False),
    w.faith("de-t15-033", "direction", "Auf welchen Tag wechselt „Nachtschatten“?", "Ab September wechselt die Reihe vom Samstag auf den Sonntag.", RADIO_CHANGES, False),
    w.faith("de-t15-034", "negation", "Läuft „Nachtschatten“ am 31. Dezember?", "Ja, am 31. Dezember läuft die Sendung wie gewohnt.", RADIO_CHANGES, False),
    w.faith("de-t15-035", "value.time", "Bis wann hat die Apotheke samstags auf?", "Samstags können Sie bis 14 Uhr vorbeikommen.", PHARMACY_HOURS, False),
    w.faith("de-t15-036", "value.except", "An welchem Nachmittag ist die Apotheke zu?", "Donnerstags schließt die Löwen-Apotheke bereits um 13 Uhr.", PHARMACY_HOURS, False),
    w.faith("de-t15-037", "added.fact", "Wer leitet die Löwen-Apotheke?", "Inhaberin ist Dr. Sabine Roth, die dort auch Grippeimpfungen anbietet.", PHARMACY_HOURS, False),
    w.faith("de-t15-038", "value.currency", "Was kostet der Notdienst?", "Pro Inanspruchnahme wird eine Gebühr von 5 Euro fällig.", PHARMACY_DUTY, False),
    w.faith("de-t15-039", "added.entity", "Wo bekomme ich an anderen Tagen Hilfe?", "Außerhalb dieser Tage helfen die Notdienst-Hotline 0800 00 22 833 oder der Hausarzt weiter.", PHARMACY_DUTY, False),
    w.faith("de-t15-040", "value.time", "Wann fährt die erste Fähre nach Hiddensee?", "Im Sommer legt die erste Fähre täglich um 7:30 Uhr ab.", FERRY_TIMES, False),
    w.faith("de-t15-041", "direction", "Bis wann kann ich mein Online-Ticket stornieren?", "Online gekaufte Tickets lassen sich bis 24 Stunden nach der Abfahrt kostenlos stornieren.", FERRY_EXCEPTIONS, False),
    w.faith("de-t15-042", "quantifier", "Gibt es vegetarisches Essen in der Mensa?", "Ja, alle Gerichte in der Mensa sind vegetarisch.", CANTEEN, False),
    w.faith("de-t15-043", "antonym", "Darf mein Sohn seine Glasflasche mit in die Mensa nehmen?", "Ja, Getränke in Glasflaschen sind in der Mensa ausdrücklich erlaubt.", CANTEEN_RULES, False),
    w.faith("de-t15-044", "modality", "Wie viele Stunden darf ich als Mitglied pro Woche buchen?", "Mitglieder sollten pro Woche nicht mehr als drei Stunden buchen, dürfen es aber.", TENNIS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-t15-045", "correct.wordy", "Wann fährt im Sommer die erste Fähre nach Hiddensee?", "Im Sommer legt die erste Fähre von Schaprode nach Hiddensee jeden Tag um acht Uhr morgens ab.", "Um 8:00 Uhr.", True),
    w.correct("de-t15-046", "correct.format", "Was kostet ein Mittagessen in der Mensa des Goethe-Gymnasiums?", "Vier Euro zwanzig.", "4,20 €", True),
    w.correct("de-t15-047", "correct.wordy", "Wer ist Inhaberin der Löwen-Apotheke?", "Die Löwen-Apotheke am Marktplatz gehört der Apothekerin Dr. Sabine Roth, die sie als Inhaberin führt.", "Dr. Sabine Roth", True),
    w.correct("de-t15-048", "correct.format", "Wie lange dauert eine Folge von „Nachtschatten“?", "Fünfundfünfzig Minuten.", "55 Minuten", True),
    w.correct("de-t15-049", "wrong.value", "Wie lange dauert die Spielzeit im Labor des Dr. Falk?", "Die Spielzeit beträgt genau eine Stunde.", "75 Minuten", False),
    w.correct("de-t15-050", "wrong.role", "Wer leitet die Küche der Mensa?", "Die Küche leitet Meike Jansen.", "Olaf Brenner", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
