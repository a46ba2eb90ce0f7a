"""German cases of set t33: a mountain hut's booking rules, a care home's visiting hours,
a driving range, a model railway club, a fishing licence counter and a jazz club."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

HUT_SEASON = (
    "Die Gaißalm-Hütte ist vom 1. Juli bis zum 15. Oktober bewirtschaftet. "
    "Reservierungen nimmt die Hütte ausschließlich per E-Mail an. "
    "Ein Lagerplatz kostet 28 € pro Nacht, Kinder bis 10 Jahre zahlen 14 €. "
    "Alpenvereinsmitglieder erhalten 25 % Rabatt auf die Übernachtung."
)
HUT_RULES = (
    "Hüttenwirtin Sabine Gruber verwaltet die Reservierungen, ihr Sohn Florian Gruber kocht in der Küche. "
    "Stornierungen bis 14 Tage vor der Anreise sind kostenlos. "
    "Danach werden 40 % des Übernachtungspreises fällig. "
    "Gruppen ab 6 Personen müssen eine Anzahlung von 80 € leisten."
)
HOME_HOURS = (
    "Im Seniorenzentrum Haus Abendrot ist Besuch täglich von 9:00 bis 11:30 Uhr und von 14:30 bis 18:00 Uhr möglich. "
    "Besucher müssen sich beim Betreten des Hauses am Empfang in die Besucherliste eintragen. "
    "Pro Bewohner sind höchstens zwei Besucher gleichzeitig erlaubt. "
    "Während des Mittagessens zwischen 12:00 und 13:00 Uhr bleiben die Wohnbereiche geschlossen."
)
HOME_EXTRA = (
    "Besuche außerhalb der Besuchszeiten genehmigt Pflegedienstleiterin Ursula Brandl; die Anträge nimmt Verwaltungsmitarbeiter Kemal Yıldız entgegen. "
    "Solche Besuche müssen mindestens drei Tage vorher beantragt werden. "
    "Die Cafeteria ist für Angehörige täglich außer sonntags geöffnet. "
    "Hunde dürfen angeleint mit in den Garten, nicht aber in die Zimmer."
)
RANGE = (
    "Die Driving Range des Golfclubs Am Weiher ist montags bis freitags von 8 bis 20 Uhr geöffnet. "
    "Ein Korb mit 40 Bällen kostet 4 €, ein Korb mit 80 Bällen 7 €. "
    "Golflehrer Jan Petersen gibt mittwochs Schnupperkurse für Anfänger, Sekretärin Heike Lorenz vergibt die Platzreife-Termine. "
    "Leihschläger gibt es kostenlos im Clubhaus."
)
RAIL_CLUB = (
    "Der Modellbahnclub Spur Süd trifft sich jeden Dienstag um 19 Uhr im Keller des Gemeindezentrums. "
    "Neue Mitglieder zahlen eine Aufnahmegebühr von 30 € und einen Jahresbeitrag von 48 €. "
    "Der Vorsitzende Rainer Vogt führt Neulinge bei ihrem ersten Besuch durch die Anlage."
)
RAIL_SHOW = (
    "Die Modellbahnausstellung des Clubs findet am 23. und 24. November in der Stadthalle statt. "
    "Kassenwartin Petra Kühn verwaltet die Eintrittsgelder, Schriftführer Markus Engel koordiniert die Helferliste. "
    "Erwachsene zahlen 5 € Eintritt, Kinder unter 6 Jahren haben freien Eintritt."
)
FISHING = (
    "Der Fischereischalter im Landratsamt stellt Tageskarten für 10 € und Jahreskarten für 90 € aus. "
    "Der Schalter ist montags bis donnerstags von 8:00 bis 15:30 Uhr geöffnet. "
    "Jugendliche unter 14 Jahren brauchen eine schriftliche Einverständniserklärung der Eltern. "
    "Fischereiaufseher Klaus Reiter kontrolliert die Angler am See; wer ohne gültige Karte angelt, muss 250 € Bußgeld zahlen."
)
JAZZ_CLUB = (
    "Der Jazzkeller Blaue Stunde hat außer dienstags jeden Abend Livemusik. "
    "Einlass ist um 19:30 Uhr, das Konzert beginnt um 20:30 Uhr. "
    "Karten kosten an der Abendkasse 18 €, im Vorverkauf 14 €."
)
JAZZ_GIG = (
    "Am 5. April spielt die Trompeterin Miriam Hoffmann zusammen mit dem Kontrabassisten Lukas Berger. "
    "Miriam Hoffmann hat 2019 die Jam-Session am Donnerstag ins Leben gerufen. "
    "Jugendliche unter 16 Jahren haben nur in Begleitung eines Erwachsenen Zutritt."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim supported, said in other words
    w.faith("de-t33-001", "para.combine", "Wann hat die Gaißalm-Hütte offen, und wie reserviere ich?", "Die Hütte ist von Anfang Juli bis Mitte Oktober bewirtschaftet, und einen Platz bekommst du nur per E-Mail.", HUT_SEASON, True),
    w.faith("de-t33-002", "fmt.share", "Gibt es Rabatt für Alpenvereinsmitglieder?", "Ja, als Mitglied im Alpenverein sparst du ein Viertel des Übernachtungspreises.", HUT_SEASON, True),
    w.faith("de-t33-003", "para.synonym", "Was kostet ein Lagerplatz für meine achtjährige Tochter?", "Für Kinder bis zehn Jahre werden pro Nacht 14 € berechnet.", HUT_SEASON, True),
    w.faith("de-t33-004", "para.pronoun", "Wer ist auf der Hütte wofür zuständig?", "Sabine Gruber kümmert sich um die Reservierungen, und ihr Sohn Florian steht am Herd.", HUT_RULES, True),
    w.faith("de-t33-005", "fmt.period", "Kann ich kostenlos stornieren?", "Ja, bis zwei Wochen vor der Anreise kostet Sie eine Stornierung nichts.", HUT_RULES, True),
    w.faith("de-t33-006", "fmt.share", "Und wenn ich erst eine Woche vorher storniere?", "Dann müssen Sie zwei Fünftel des Übernachtungspreises bezahlen.", HUT_RULES, True),
    w.faith("de-t33-007", "fmt.time", "Wann kann ich meine Mutter im Haus Abendrot besuchen?", "Jeden Tag zwischen neun und halb zwölf sowie von halb drei bis sechs Uhr abends.", HOME_HOURS, True),
    w.faith("de-t33-008", "para.combine", "Was muss ich beim Besuch beachten?", "Tragen Sie sich bitte gleich am Empfang in die Besucherliste ein; zu einem Bewohner dürfen höchstens zwei Personen gleichzeitig.", HOME_HOURS, True),
    w.faith("de-t33-009", "para.synonym", "Kann ich um halb eins vorbeikommen?", "Leider nein, denn während des Mittagessens von 12 bis 13 Uhr sind die Wohnbereiche zu.", HOME_HOURS, True),
    w.faith("de-t33-010", "para.except", "Hat die Cafeteria jeden Tag auf?", "Fast: Nur sonntags ist sie für Angehörige geschlossen.", HOME_EXTRA, True),
    w.faith("de-t33-011", "para.combine", "Kann ich auch außerhalb der Besuchszeiten kommen?", "Ja, wenn Sie den Besuch mindestens drei Tage vorher beantragen und Pflegedienstleiterin Brandl ihn genehmigt.", HOME_EXTRA, True),
    w.faith("de-t33-012", "para.passive", "Wo gebe ich den Antrag ab?", "Die Anträge werden von Herrn Yıldız aus der Verwaltung entgegengenommen.", HOME_EXTRA, True),
    w.faith("de-t33-013", "para.synonym", "Darf ich meinen Hund mitbringen?", "Ihr Hund darf an der Leine mit in den Garten, die Zimmer sind für ihn aber tabu.", HOME_EXTRA, True),
    w.faith("de-t33-014", "fmt.time", "Wann ist die Range geöffnet?", "Unter der Woche von acht Uhr morgens bis acht Uhr abends.", RANGE, True),
    w.faith("de-t33-015", "fmt.currency", "Was kosten die Ballkörbe?", "40 Bälle gibt's für vier Euro, für doppelt so viele zahlst du sieben Euro.", RANGE, True),
    w.faith("de-t33-016", "para.pronoun", "Gibt es Kurse für Anfänger?", "Ja, bei Jan Petersen. Er ist Golflehrer und bietet mittwochs Schnupperkurse an.", RANGE, True),
    w.faith("de-t33-017", "para.combine", "Wann trifft sich der Club, und wer zeigt mir alles?", "Wir treffen uns dienstags um sieben Uhr abends im Keller des Gemeindezentrums, und beim ersten Besuch führt dich unser Vorsitzender Rainer Vogt herum.", RAIL_CLUB, True),
    w.faith("de-t33-018", "wrap.attribution", "Was kostet die Mitgliedschaft?", "Laut Club zahlen Neumitglieder 30 € Aufnahmegebühr und danach 48 € im Jahr.", RAIL_CLUB, True),
    w.faith("de-t33-019", "para.relative", "Wer kümmert sich um das Eintrittsgeld?", "Das macht Petra Kühn, die im Club Kassenwartin ist.", RAIL_SHOW, True),
    w.faith("de-t33-020", "fmt.date", "Wann ist die Ausstellung?", "Sie läuft am 23.11. und 24.11. in der Stadthalle.", RAIL_SHOW, True),
    w.faith("de-t33-021", "para.nominal", "Wann bekomme ich eine Angelkarte?", "Die Ausgabe der Karten erfolgt von Montag bis Donnerstag zwischen 8 und 15:30 Uhr.", FISHING, True),
    w.faith("de-t33-022", "para.except", "Gibt es am Dienstag Livemusik?", "Nein, der Dienstag ist der einzige Abend ohne Livemusik.", JAZZ_CLUB, True),
    w.faith("de-t33-023", "para.pronoun", "Wer ist Miriam Hoffmann?", "Miriam Hoffmann ist Trompeterin; sie hat 2019 auch die Donnerstags-Jam-Session gegründet.", JAZZ_GIG, True),
    w.faith("de-t33-024", "wrap.hedge", "Was kostet eine Jahreskarte?", "Soweit ich weiß, kostet die Jahreskarte 90 € und die Tageskarte 10 €.", FISHING, True),
    # unfaithful: exactly one clear error
    w.faith("de-t33-025", "added.fact", "Was kostet ein Lagerplatz?", "Ein Lagerplatz kostet 28 € pro Nacht, das Frühstück ist im Preis inbegriffen.", HUT_SEASON, False),
    w.faith("de-t33-026", "negation", "Wie reserviere ich?", "Per E-Mail werden keine Reservierungen angenommen, Sie müssen anrufen.", HUT_SEASON, False),
    w.faith("de-t33-027", "role.swap", "Wer ist auf der Hütte wofür zuständig?", "Florian Gruber verwaltet die Reservierungen, während seine Mutter Sabine in der Küche steht.", HUT_RULES, False),
    w.faith("de-t33-028", "quantifier", "Müssen wir etwas anzahlen?", "Jede Gruppe, egal wie groß, muss 80 € im Voraus überweisen.", HUT_RULES, False),
    w.faith("de-t33-029", "modality", "Muss ich mich am Empfang eintragen?", "Das Eintragen in die Besucherliste ist freiwillig.", HOME_HOURS, False),
    w.faith("de-t33-030", "value.number", "Können wir zu dritt zu Opa?", "Ja, bis zu drei Besucher dürfen gleichzeitig zu einem Bewohner.", HOME_HOURS, False),
    w.faith("de-t33-031", "added.fact", "Was muss ich beim Betreten beachten?", "Sie tragen sich am Empfang in die Besucherliste ein und desinfizieren sich die Hände.", HOME_HOURS, False),
    w.faith("de-t33-032", "role.swap", "Wer genehmigt Besuche außerhalb der Zeiten?", "Das genehmigt Herr Yıldız, und die Anträge nimmt Frau Brandl entgegen.", HOME_EXTRA, False),
    w.faith("de-t33-033", "value.except", "Wann hat die Cafeteria zu?", "Die Cafeteria ist jeden Tag außer samstags für Angehörige offen.", HOME_EXTRA, False),
    w.faith("de-t33-034", "role.swap", "Wer gibt die Schnupperkurse?", "Die Schnupperkurse leitet Heike Lorenz, und Platzreife-Termine bekommt man bei Jan Petersen.", RANGE, False),
    w.faith("de-t33-035", "added.fact", "Muss ich eigene Schläger mitbringen?", "Nein, Leihschläger gibt's gratis im Clubhaus, Handschuhe übrigens auch.", RANGE, False),
    w.faith("de-t33-036", "antonym", "Lohnt sich der Vorverkauf?", "Eher nicht, im Vorverkauf zahlst du mehr als an der Abendkasse.", JAZZ_CLUB, False),
    w.faith("de-t33-037", "role.swap", "Wer verwaltet das Eintrittsgeld?", "Schriftführer Markus Engel verwaltet das Eintrittsgeld, und Petra Kühn kümmert sich um die Helferliste.", RAIL_SHOW, False),
    w.faith("de-t33-038", "direction", "Zahlen Kinder Eintritt?", "Kinder über sechs Jahren kommen kostenlos rein.", RAIL_SHOW, False),
    w.faith("de-t33-039", "added.fact", "Wann trifft sich der Club?", "Dienstags um 19 Uhr im Keller des Gemeindezentrums; Getränke gibt es dort zum Selbstkostenpreis.", RAIL_CLUB, False),
    w.faith("de-t33-040", "value.time", "Bis wann hat der Schalter offen?", "Der Schalter schließt um 16:30 Uhr.", FISHING, False),
    w.faith("de-t33-041", "added.entity", "Wo bekomme ich eine Tageskarte?", "Tageskarten für 10 € gibt es im Landratsamt oder im Angelladen Petri Heil am Seeufer.", FISHING, False),
    w.faith("de-t33-042", "added.fact", "Was passiert, wenn man ohne Karte angelt?", "Dann werden 250 € Bußgeld fällig, und man bekommt zusätzlich ein Jahr Angelverbot.", FISHING, False),
    w.faith("de-t33-043", "role.swap", "Wer spielt am 5. April?", "Der Trompeter Lukas Berger tritt zusammen mit der Kontrabassistin Miriam Hoffmann auf.", JAZZ_GIG, False),
    w.faith("de-t33-044", "value.currency", "Was kostet eine Karte an der Abendkasse?", "An der Abendkasse kostet eine Karte 18 Franken.", JAZZ_CLUB, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-t33-045", "correct.wordy", "Wann beginnt das Konzert im Jazzkeller?", "Das Konzert fängt um halb neun abends an, es lohnt sich also, etwas früher da zu sein.", "Um 20:30 Uhr.", True),
    w.correct("de-t33-046", "correct.format", "Wie viel Rabatt bekommen Alpenvereinsmitglieder?", "Ein Viertel des Übernachtungspreises.", "25 %.", True),
    w.correct("de-t33-047", "correct.wordy", "Wer führt Neulinge durch die Anlage?", "Beim ersten Besuch übernimmt das der Vorsitzende des Clubs, Rainer Vogt, persönlich.", "Der Vorsitzende Rainer Vogt.", True),
    w.correct("de-t33-048", "correct.format", "Wann findet die Modellbahnausstellung statt?", "23.–24.11.", "Am 23. und 24. November.", True),
    w.correct("de-t33-049", "wrong.value", "Was kostet eine Jahreskarte zum Angeln?", "Die Jahreskarte kostet 95 Euro.", "90 €.", False),
    w.correct("de-t33-050", "wrong.role", "Wer genehmigt Besuche außerhalb der Besuchszeiten?", "Das entscheidet Kemal Yıldız aus der Verwaltung.", "Pflegedienstleiterin Ursula Brandl.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
