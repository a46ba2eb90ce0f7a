"""German cases of set t39: eine Planetariumsshow, ein Streichelzoo (Füttern und Team),
ein Bürgerbad mit Bahnregeln und Preisen, die Vermietung eines Pfarrsaals, die
Lieferrunden eines Dorfladens und ein Sternguckerfest."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

PLANET = (
    "Im Planetarium Hohenfels läuft die Show „Reise zum Jupiter“ jeden Donnerstag um 19:30 Uhr. "
    "Sie dauert 55 Minuten und wird von der Astrophysikerin Dr. Katrin Vogel moderiert. "
    "Der Eintritt kostet 9 € für Erwachsene und 5 € für Schüler. "
    "Nach Beginn der Vorstellung ist kein Einlass mehr möglich."
)
ZOO_FEED = (
    "Im Streichelzoo Lindenhof dürfen Besucher die Ziegen und Schafe füttern, allerdings nur mit dem Futter aus dem Automaten am Eingang (50 Cent pro Portion). "
    "Die Meerschweinchen dürfen nicht gefüttert werden. "
    "Der Streichelzoo ist täglich außer montags von 9 bis 18 Uhr geöffnet."
)
ZOO_TEAM = (
    "Tierpflegerin Jana Roth leitet jeden Mittwoch um 15 Uhr eine 30-minütige Führung für Kinder. "
    "Das Pony Flocke wurde dem Streichelzoo 2020 vom Reiterhof Berger geschenkt. "
    "Kindergartengruppen müssen sich mindestens zwei Wochen vorher anmelden."
)
POOL_LANES = (
    "Im Bürgerbad Eichenau sind die Bahnen 1 und 2 für schnelle Schwimmer, Bahn 3 für mittleres Tempo und Bahn 4 für langsame Schwimmer vorgesehen. "
    "Auf allen Bahnen wird rechts geschwommen, überholt wird nur an der Wende. "
    "Montags von 17 bis 18 Uhr belegt der Schwimmverein die Bahnen 1 und 2 für sein Training."
)
POOL_ENTRY = (
    "Eine Einzelkarte kostet 4,50 €, eine Zehnerkarte 40 €. "
    "Das Frühschwimmen von 6:30 bis 8:00 Uhr an Werktagen beaufsichtigt Bademeister Uwe Krämer. "
    "Badekappen sind nicht vorgeschrieben, Duschen vor dem Schwimmen ist jedoch Pflicht."
)
HALL_HIRE = (
    "Der Pfarrsaal St. Marien kann für 25 € pro Stunde gemietet werden, mindestens jedoch für vier Stunden. "
    "Die Vermietung übernimmt Pfarrsekretärin Monika Brandl, die eine Kaution von 100 € einbehält, bis der Schlüssel zurückgegeben ist. "
    "An Sonn- und Feiertagen wird der Saal nicht vermietet."
)
HALL_RULES = (
    "Der Saal bietet Platz für 90 Personen in Stuhlreihen oder 60 an Tischen. "
    "Die Küche dürfen die Mieter nutzen, die Musikanlage bedient aber ausschließlich Hausmeister Klaus Feldmann. "
    "Ab 22 Uhr ist Zimmerlautstärke einzuhalten."
)
SHOP_ROUNDS = (
    "Der Dorfladen Kleinweiler liefert dienstags und freitags Lebensmittel in die umliegenden Weiler. "
    "Bestellungen müssen bis 16 Uhr am Vortag telefonisch eingehen. "
    "Ab einem Bestellwert von 30 € ist die Lieferung kostenlos, darunter kostet sie 2,50 €."
)
SHOP_TEAM = (
    "Die Dienstagsrunde fährt Azubi Lukas Weber, die Freitagsrunde übernimmt Ladeninhaberin Gisela Huber selbst. "
    "Bezahlt wird bei Lieferung bar oder mit Karte. "
    "Getränkekisten werden nur bis in den Hausflur gebracht."
)
FEST = (
    "Das Sternguckerfest Rhön findet vom 5. bis 7. September auf der Wasserkuppe statt. "
    "Am Samstagabend hält Prof. Dr. Tobias Lang einen Vortrag über Exoplaneten, moderiert von Festivalleiterin Sabine Hartmann. "
    "Ein Zeltplatz kostet 12 € pro Nacht, Rotlichtlampen gibt es kostenlos am Eingang. "
    "Ab 21 Uhr ist weißes Licht auf dem Gelände verboten."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("de-t39-001", "para.combine", "Was ist das für eine Show, die „Reise zum Jupiter“?", "Die 55-minütige Show läuft donnerstags um halb acht abends und wird von Dr. Katrin Vogel moderiert.", PLANET, True),
    w.faith("de-t39-002", "para.synonym", "Kann ich auch später noch dazukommen?", "Nein, sobald die Vorstellung angefangen hat, wird niemand mehr hereingelassen.", PLANET, True),
    w.faith("de-t39-003", "fmt.currency", "Was kostet der Eintritt?", "Erwachsene zahlen neun Euro, Schüler fünf Euro.", PLANET, True),
    w.faith("de-t39-004", "added.fact", "Wer moderiert die Show?", "Die Astrophysikerin Dr. Katrin Vogel, die auch das Planetarium leitet.", PLANET, False),
    w.faith("de-t39-005", "value.time", "Wann beginnt die Show?", "Jeden Donnerstag um halb neun abends.", PLANET, False),
    w.faith("de-t39-006", "para.except", "Wann hat der Streichelzoo zu?", "Montags ist geschlossen; an allen anderen Tagen ist von 9 bis 18 Uhr offen.", ZOO_FEED, True),
    w.faith("de-t39-007", "para.synonym", "Dürfen wir eigenes Futter mitbringen?", "Nein, Ziegen und Schafe bekommen ausschließlich das Futter aus dem Automaten am Eingang.", ZOO_FEED, True),
    w.faith("de-t39-008", "negation", "Dürfen die Kinder die Meerschweinchen füttern?", "Ja, auch die Meerschweinchen darf man mit dem Automatenfutter füttern.", ZOO_FEED, False),
    w.faith("de-t39-009", "fmt.currency", "Was kostet das Futter?", "Eine Portion aus dem Automaten kostet 0,50 €.", ZOO_FEED, True),
    w.faith("de-t39-010", "value.except", "An welchem Tag ist Ruhetag?", "Der Streichelzoo hat jeden Tag außer dienstags geöffnet.", ZOO_FEED, False),
    w.faith("de-t39-011", "para.pronoun", "Wer macht die Kinderführung?", "Jana Roth, die Tierpflegerin; sie führt die Kinder jeden Mittwoch um 15 Uhr eine halbe Stunde lang herum.", ZOO_TEAM, True),
    w.faith("de-t39-012", "role.swap", "Was hat es mit dem Pony Flocke auf sich?", "Flocke ist das Pony, das der Streichelzoo 2020 an den Reiterhof Berger verschenkt hat.", ZOO_TEAM, False),
    w.faith("de-t39-013", "para.passive", "Woher kommt Flocke?", "Der Reiterhof Berger hat das Pony dem Streichelzoo im Jahr 2020 geschenkt.", ZOO_TEAM, True),
    w.faith("de-t39-014", "fmt.period", "Wie früh müssen sich Kitas anmelden?", "Kindergartengruppen melden sich spätestens 14 Tage vorher an.", ZOO_TEAM, True),
    w.faith("de-t39-015", "quantifier", "Muss man sich anmelden?", "Alle Besucher müssen sich mindestens zwei Wochen im Voraus anmelden.", ZOO_TEAM, False),
    w.faith("de-t39-016", "added.fact", "Wann ist die Kinderführung?", "Mittwochs um 15 Uhr, eine halbe Stunde lang, und die Teilnahme kostet 3 € pro Kind.", ZOO_TEAM, False),
    w.faith("de-t39-017", "para.synonym", "Auf welche Bahn gehe ich, wenn ich gemütlich schwimme?", "Bahn 4 ist für die langsamen Schwimmer gedacht.", POOL_LANES, True),
    w.faith("de-t39-018", "para.combine", "Was ist montags auf den schnellen Bahnen los?", "Montags zwischen 17 und 18 Uhr trainiert dort, also auf Bahn 1 und 2, der Schwimmverein.", POOL_LANES, True),
    w.faith("de-t39-019", "direction", "Auf welcher Seite wird geschwommen?", "Auf jeder Bahn hält man sich links und überholt nur an der Wende.", POOL_LANES, False),
    w.faith("de-t39-020", "antonym", "Für wen ist Bahn 1?", "Bahn 1 ist den langsamen Schwimmern vorbehalten.", POOL_LANES, False),
    w.faith("de-t39-021", "added.fact", "Wann trainiert der Verein?", "Montags von 17 bis 18 Uhr auf den Bahnen 1 und 2; Gäste dürfen kostenlos mittrainieren.", POOL_LANES, False),
    w.faith("de-t39-022", "para.relative", "Wer hat beim Frühschwimmen Aufsicht?", "Uwe Krämer ist der Bademeister, der werktags das Frühschwimmen von 6:30 bis 8 Uhr beaufsichtigt.", POOL_ENTRY, True),
    w.faith("de-t39-023", "fmt.currency", "Was kostet eine Zehnerkarte?", "Für zehn Eintritte zahlt man vierzig Euro.", POOL_ENTRY, True),
    w.faith("de-t39-024", "modality", "Muss ich vorher duschen?", "Duschen vor dem Schwimmen wird empfohlen, ist aber keine Pflicht.", POOL_ENTRY, False),
    w.faith("de-t39-025", "negation", "Brauche ich eine Badekappe?", "Ja, ohne Badekappe darf man nicht ins Becken.", POOL_ENTRY, False),
    w.faith("de-t39-026", "para.combine", "Was muss ich zur Miete des Pfarrsaals wissen?", "Er kostet 25 € die Stunde bei mindestens vier Stunden, und sonntags sowie an Feiertagen wird er nicht vermietet.", HALL_HIRE, True),
    w.faith("de-t39-027", "para.pronoun", "An wen wende ich mich wegen des Saals?", "An Monika Brandl, die Pfarrsekretärin. Sie kümmert sich um die Vermietung und behält 100 € Kaution ein, bis Sie den Schlüssel zurückbringen.", HALL_HIRE, True),
    w.faith("de-t39-028", "para.except", "An welchen Tagen kann ich den Saal mieten?", "Außer an Sonn- und Feiertagen kann man ihn an jedem Tag mieten.", HALL_HIRE, True),
    w.faith("de-t39-029", "added.fact", "Gibt es eine Kaution?", "Ja, 100 €, die vorab zu überweisen sind und nach der Schlüsselrückgabe zurückgezahlt werden.", HALL_HIRE, False),
    w.faith("de-t39-030", "fmt.number", "Wie viele Leute passen in den Saal?", "Neunzig in Stuhlreihen, sechzig, wenn Tische aufgestellt sind.", HALL_RULES, True),
    w.faith("de-t39-031", "role.swap", "Dürfen wir die Musikanlage benutzen?", "Ja, die Anlage bedienen die Mieter selbst; nur die Küche ist Hausmeister Klaus Feldmann vorbehalten.", HALL_RULES, False),
    w.faith("de-t39-032", "para.passive", "Wer bedient die Musikanlage?", "Die Musikanlage wird allein vom Hausmeister, Klaus Feldmann, bedient.", HALL_RULES, True),
    w.faith("de-t39-033", "para.combine", "Wer liefert freitags, und was kostet das?", "Freitags bringt Inhaberin Gisela Huber die Ware selbst vorbei; ab 30 € Bestellwert zahlt man nichts für die Lieferung.", (SHOP_ROUNDS, SHOP_TEAM), True),
    w.faith("de-t39-034", "fmt.time", "Bis wann muss ich bestellen?", "Am Tag vor der Lieferung bis 4 Uhr nachmittags, und zwar telefonisch.", SHOP_ROUNDS, True),
    w.faith("de-t39-035", "direction", "Ist die Lieferung kostenlos?", "Unter 30 € Bestellwert liefert der Laden gratis, darüber kostet es 2,50 €.", SHOP_ROUNDS, False),
    w.faith("de-t39-036", "role.swap", "Wer fährt dienstags aus?", "Dienstags fährt die Chefin Gisela Huber selbst, freitags ist Azubi Lukas Weber unterwegs.", SHOP_TEAM, False),
    w.faith("de-t39-037", "para.pronoun", "Wer ist Lukas Weber?", "Er ist der Azubi, und er fährt die Lieferrunde am Dienstag.", SHOP_TEAM, True),
    w.faith("de-t39-038", "added.fact", "Wie kann ich bezahlen?", "Bei der Lieferung bar, mit Karte oder auf Rechnung.", SHOP_TEAM, False),
    w.faith("de-t39-039", "wrap.opener", "Tragen die mir die Getränkekisten bis in die Küche?", "Gute Frage! Getränkekisten werden nur bis in den Hausflur gebracht.", SHOP_TEAM, True),
    w.faith("de-t39-040", "fmt.date", "Wann ist das Sternguckerfest?", "Vom 5.9. bis 7.9. auf der Wasserkuppe.", FEST, True),
    w.faith("de-t39-041", "role.swap", "Wer spricht am Samstagabend?", "Festivalleiterin Sabine Hartmann hält den Vortrag über Exoplaneten, Prof. Lang moderiert.", FEST, False),
    w.faith("de-t39-042", "wrap.attribution", "Muss ich eine Rotlichtlampe mitbringen?", "Laut Festivalinfo bekommt man Rotlichtlampen gratis am Eingang.", FEST, True),
    w.faith("de-t39-043", "added.entity", "Was gibt es am Samstagabend?", "Prof. Dr. Tobias Lang und die Astronautin Eva Scholz sprechen über Exoplaneten, moderiert von Sabine Hartmann.", FEST, False),
    w.faith("de-t39-044", "added.fact", "Ab wann ist weißes Licht verboten?", "Ab 21 Uhr ist weißes Licht verboten; wer sich nicht daran hält, muss das Gelände verlassen.", FEST, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-t39-045", "correct.wordy", "Wer moderiert die Show „Reise zum Jupiter“?", "Moderiert wird die Show „Reise zum Jupiter“ von der Astrophysikerin Dr. Katrin Vogel.", "Dr. Katrin Vogel", True),
    w.correct("de-t39-046", "correct.format", "Was kostet eine Zehnerkarte im Bürgerbad?", "Vierzig Euro.", "40 €", True),
    w.correct("de-t39-047", "correct.format", "Wann findet das Sternguckerfest statt?", "05.09.–07.09.", "vom 5. bis 7. September", True),
    w.correct("de-t39-048", "correct.wordy", "Wer fährt die Freitagsrunde des Dorfladens?", "Die Freitagsrunde übernimmt die Inhaberin des Dorfladens, Gisela Huber, persönlich.", "Gisela Huber", True),
    w.correct("de-t39-049", "wrong.value", "Wie hoch ist die Kaution für den Pfarrsaal?", "Die Kaution beträgt 50 €.", "100 €", False),
    w.correct("de-t39-050", "wrong.role", "Wer hält den Vortrag über Exoplaneten?", "Den Vortrag hält Festivalleiterin Sabine Hartmann.", "Prof. Dr. Tobias Lang", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
