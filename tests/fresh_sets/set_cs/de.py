"""Fresh set cs, German: a flower shop, a marina, a paintball park, allotments, a city tour bus, laser tag, a photo course, a book café, a senior centre and racket stringing."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

FLOWERS = (
    "Blütenzauber ist ein Blumenladen in der Gartenstraße in Freiburg, den Sabine Kranz führt. "
    "Der Laden hat täglich außer montags von 8 bis 18 Uhr geöffnet. "
    "Ein Strauß mit zwölf Rosen kostet 39 €, die Lieferung am selben Tag im Umkreis von 10 Kilometern kostet 7 €. "
    "Lieferaufträge müssen bis 14 Uhr eingehen. "
    "Sabines Neffe Lukas Kranz fährt den Lieferwagen. "
    "Hochzeitsblumen müssen mindestens sechs Wochen im Voraus bestellt werden."
)
MARINA = (
    "Der Yachthafen Möwenort hat 240 Liegeplätze und wird von Hafenmeister Jens Petersen geleitet. "
    "Eine 1,2 Kilometer lange Mole schützt den Hafen, der 2019 nach einer Sturmflut neu gebaut wurde. "
    "Gastlieger zahlen 2,50 € pro Meter Bootslänge und Nacht. "
    "Boote mit mehr als 18 Metern Länge müssen einen Liegeplatz vorab reservieren; kleinere Boote dürfen ohne Buchung einlaufen. "
    "Die Tankstelle am Steg ist von Mai bis September von 7 bis 19 Uhr geöffnet. "
    "Für Dauerlieger sind die Duschen kostenlos, die Waschmaschine kostet 4 € pro Waschgang."
)
PAINTBALL = (
    "Der Paintballpark Rotfeld bei Kassel ist 5 Hektar groß und hat 7 Spielfelder. "
    "Spieler müssen mindestens 12 Jahre alt sein; wer unter 16 ist, braucht eine von den Eltern unterschriebene Einverständniserklärung. "
    "Das Standardpaket kostet 35 € und umfasst 200 Paintballs, einen Markierer, eine Maske und einen Overall. "
    "Zusätzliche Paintballs kosten 9 € pro Beutel mit 100 Stück. "
    "Auf den Spielfeldern muss jederzeit eine Maske getragen werden. "
    "Der Park ist samstags und sonntags von 9 bis 17 Uhr geöffnet."
)
ALLOTMENT = (
    "Der Kleingartenverein Sonnenhang verwaltet 86 Parzellen am Mühlweg. "
    "Eine ganze Parzelle ist 250 Quadratmeter groß und kostet 60 € Pacht im Jahr; eine halbe Parzelle kostet 35 €. "
    "Die Hälfte der Parzellen hat einen Wasseranschluss in der Nähe. "
    "Mitglieder müssen mindestens zwei Arbeitseinsätze pro Jahr leisten. "
    "Offenes Feuer ist außer im November verboten. "
    "Auf der Warteliste stehen derzeit 41 Namen, und die Schriftführerin Gudrun Heise vergibt frei gewordene Parzellen im März."
)
BUS = (
    "Der Stadtrundfahrtbus Spreeblick zeigt Besuchern Berlin, die Hauptstadt Deutschlands. "
    "Eine Runde dauert 90 Minuten und hat 14 Haltestellen; die Busse fahren von 9:30 bis 17:30 Uhr alle 20 Minuten am Alexanderplatz ab. "
    "Ein 24-Stunden-Ticket zum beliebigen Ein- und Aussteigen kostet 28 € für Erwachsene und 14 € für Kinder von 5 bis 12 Jahren; Kinder unter 5 fahren kostenlos. "
    "Audiokommentare gibt es in acht Sprachen. "
    "Das Oberdeck ist offen, das Unterdeck ist rollstuhlgerecht."
)
LASER = (
    "Die Lasertag-Arena Photon hat 800 Quadratmeter auf zwei Ebenen. "
    "Ein Spiel dauert 15 Minuten und kostet 10 €. "
    "Bis zu 24 Spieler können gleichzeitig spielen. "
    "Kindergeburtstage müssen mindestens 48 Stunden vorher gebucht werden und umfassen zwei Spiele, Pizza und einen Betreuer. "
    "Die Arena ist dienstags bis sonntags von 14 bis 22 Uhr geöffnet; Kinder unter 7 Jahren dürfen nicht mitspielen."
)
PHOTO = (
    "Der Fotokurs Lichtblick dauert acht Wochen, mit einer dreistündigen Sitzung jeden Donnerstag ab 18:30 Uhr. "
    "Kursleiterin ist Miriam Vogt, eine ehemalige Zeitungsfotografin. "
    "Die Kursgebühr beträgt 290 € und enthält eine 32-GB-Speicherkarte. "
    "Teilnehmende müssen ihre eigene Kamera mitbringen, Stative können im Studio ausgeliehen werden. "
    "Pro Kurs sind höchstens 10 Teilnehmende zugelassen. "
    "Der nächste Kurs beginnt am 6. März 2025."
)
CAFE = (
    "Das Buchcafé Seitenblick wurde 2012 von Tobias Brandt und seiner Schwester Anna eröffnet. "
    "Es hat rund 9.000 gebrauchte Bücher im Bestand. "
    "Eine Kanne Tee kostet 3,80 €, ein Stück Karottenkuchen 4,50 €. "
    "Gäste dürfen jedes Buch am Tisch lesen, müssen es aber kaufen, wenn sie es mitnehmen wollen. "
    "Laptops sind überall erlaubt außer im Lesesaal im ersten Stock. "
    "Am letzten Freitag jedes Monats findet um 19 Uhr ein Lyrikabend statt."
)
SENIOR = (
    "Das Seniorenzentrum Lindenhof in der Ahornstraße 14 steht Einwohnern ab 60 Jahren offen. "
    "Die Mitgliedschaft kostet 25 € im Jahr. "
    "Werktags gibt es um 12 Uhr ein warmes Mittagessen für 6 €. "
    "Der Kleinbus des Zentrums holt Mitglieder dienstags und donnerstags ab. "
    "Leiterin Helga Brenner hat das Zentrum 2004 mit einem Zuschuss des Landkreises gegründet. "
    "Rund 350 Mitglieder sind angemeldet, etwa ein Viertel davon kommt mittwochs zum Bingo."
)
STRINGING = (
    "Saitenwerk bespannt Tennisschläger an einem Schalter im Tennisclub Eichenpark. "
    "Eine Bespannung mit Kunstsaite kostet 20 € inklusive Saite, mit Naturdarm 45 €. "
    "Die übliche Bearbeitungszeit beträgt 24 Stunden; der Express-Service am selben Tag kostet 8 € Aufpreis, wenn der Schläger vor 11 Uhr abgegeben wird. "
    "Bespannerin Carla Richter bespannt seit 15 Jahren Schläger. "
    "Es sind Spannungen von 18 bis 30 Kilogramm möglich, und Clubmitglieder erhalten 10 % Rabatt."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-cs-001", "para.reorder", "Was kosten der Rosenstrauß und die Lieferung?", "Die Lieferung am selben Tag kostet im Umkreis von 10 Kilometern 7 €, ein Strauß mit zwölf Rosen 39 €.", FLOWERS, True),
    w.faith("de-cs-002", "para.passive", "Wer fährt den Lieferwagen?", "Der Lieferwagen wird von Lukas Kranz gefahren, Sabines Neffen.", FLOWERS, True),
    w.faith("de-cs-003", "para.synonym", "Müssen Dauerlieger für die Duschen zahlen?", "Nein, Dauerlieger können die Duschen gratis nutzen.", MARINA, True),
    w.faith("de-cs-004", "para.nominal", "Was gilt für große Boote im Yachthafen?", "Für Boote mit mehr als 18 Metern Länge ist eine Vorabreservierung des Liegeplatzes Pflicht.", MARINA, True),
    w.faith("de-cs-005", "para.capital", "Durch welche Stadt fährt der Spreeblick-Bus?", "Durch Berlin – Deutschlands Hauptstadt.", BUS, True),
    w.faith("de-cs-006", "para.pronoun", "Wie groß ist der Paintballpark Rotfeld?", "Er ist 5 Hektar groß und hat 7 Spielfelder.", PAINTBALL, True),
    w.faith("de-cs-007", "para.relative", "Wer leitet den Fotokurs Lichtblick?", "Den Kurs leitet Miriam Vogt, die früher als Zeitungsfotografin gearbeitet hat.", PHOTO, True),
    w.faith("de-cs-008", "para.part", "Wie viele Spiele gehören zu einem Kindergeburtstag in der Arena?", "Zu einem Kindergeburtstag gehören zwei Spiele.", LASER, True),
    w.faith("de-cs-009", "para.combine", "Wie groß ist eine ganze Parzelle, und wer vergibt freie Parzellen?", "Eine ganze Parzelle hat 250 Quadratmeter, und frei gewordene Parzellen vergibt Schriftführerin Gudrun Heise im März.", ALLOTMENT, True),
    w.faith("de-cs-010", "fmt.number", "Wie lange dauert der Fotokurs?", "Der Kurs dauert 8 Wochen.", PHOTO, True),
    w.faith("de-cs-011", "fmt.thousands", "Wie viele Bücher hat das Seitenblick?", "Das Buchcafé hat rund 9000 gebrauchte Bücher.", CAFE, True),
    w.faith("de-cs-012", "fmt.scale", "Wie lang ist die Mole im Yachthafen Möwenort?", "Die Mole ist 1200 Meter lang.", MARINA, True),
    w.faith("de-cs-013", "fmt.date", "Wann beginnt der nächste Fotokurs?", "Der nächste Kurs startet am 06.03.2025.", PHOTO, True),
    w.faith("de-cs-014", "fmt.time", "Um wie viel Uhr beginnt der Lyrikabend?", "Der Lyrikabend ist am letzten Freitag im Monat um 7 Uhr abends.", CAFE, True),
    w.faith("de-cs-015", "fmt.unit", "Wie groß ist die Lasertag-Arena?", "Die Arena hat 800 m² auf zwei Ebenen.", LASER, True),
    w.faith("de-cs-016", "fmt.abbrev", "Wie viele Parzellen verwaltet der Verein?", "Der KGV Sonnenhang verwaltet 86 Parzellen am Mühlweg.", ALLOTMENT, True),
    w.faith("de-cs-017", "fmt.currency", "Was kostet das Mittagessen im Lindenhof?", "Das Mittagessen kostet 6 Euro.", SENIOR, True),
    w.faith("de-cs-018", "fmt.range", "Gibt es im Paintballpark eine Altersgrenze?", "Ja, das Mindestalter liegt bei 12 Jahren.", PAINTBALL, True),
    w.faith("de-cs-019", "fmt.period", "Wie lange dauert eine Bespannung normalerweise?", "Normalerweise dauert sie einen Tag.", STRINGING, True),
    w.faith("de-cs-020", "fmt.share", "Wie viele Parzellen haben Wasser in der Nähe?", "50 % der Parzellen haben einen Wasseranschluss in der Nähe.", ALLOTMENT, True),
    w.faith("de-cs-021", "para.except", "Darf ich im Lesesaal im ersten Stock meinen Laptop benutzen?", "Nein, im Lesesaal im ersten Stock sind Laptops nicht erlaubt.", CAFE, True),
    w.faith("de-cs-022", "wrap.opener", "Was kostet ein Spiel Lasertag, und wie lange dauert es?", "Gute Frage! Ein Spiel kostet 10 € und dauert 15 Minuten.", LASER, True),
    w.faith("de-cs-023", "wrap.closer", "Was kostet die Waschmaschine im Hafen?", "Ein Waschgang kostet 4 €. Ich hoffe, das hilft Ihnen weiter!", MARINA, True),
    w.faith("de-cs-024", "wrap.attribution", "Muss ich die Maske die ganze Zeit tragen?", "Laut den Regeln des Parks muss auf den Spielfeldern jederzeit eine Maske getragen werden.", PAINTBALL, True),
    w.faith("de-cs-025", "wrap.hedge", "Wie viel Gemeinschaftsarbeit wird von Mitgliedern erwartet?", "Soweit ich weiß, müssen Mitglieder mindestens zwei Arbeitseinsätze pro Jahr leisten.", ALLOTMENT, True),
    w.faith("de-cs-026", "wrap.question", "In wie vielen Sprachen gibt es den Audiokommentar?", "Audiokommentare gibt es in acht Sprachen. Möchten Sie auch die Ticketpreise wissen?", BUS, True),
    w.faith("de-cs-027", "value.number", "Was ist im Standardpaket enthalten?", "Das Standardpaket für 35 € umfasst 300 Paintballs, einen Markierer, eine Maske und einen Overall.", PAINTBALL, False),
    w.faith("de-cs-028", "value.date", "Wann wurde das Seitenblick eröffnet?", "Tobias Brandt und seine Schwester Anna haben das Seitenblick 2014 eröffnet.", CAFE, False),
    w.faith("de-cs-029", "value.time", "Wann hat die Arena Photon geöffnet?", "Die Arena hat dienstags bis sonntags von 14 bis 23 Uhr geöffnet.", LASER, False),
    w.faith("de-cs-030", "value.unit", "Wie weit liefert Blütenzauber am selben Tag?", "Im Umkreis von 10 Meilen wird am selben Tag für 7 € geliefert.", FLOWERS, False),
    w.faith("de-cs-031", "value.currency", "Was kostet eine Bespannung mit Naturdarm?", "Eine Bespannung mit Naturdarm kostet 55 €.", STRINGING, False),
    w.faith("de-cs-032", "role.swap", "Wer führt den Blumenladen Blütenzauber?", "Blütenzauber wird von Lukas Kranz geführt, und Sabine Kranz fährt den Lieferwagen.", FLOWERS, False),
    w.faith("de-cs-033", "negation", "Kann man mit dem Rollstuhl mitfahren?", "Das Unterdeck ist nicht rollstuhlgerecht, das Oberdeck ist offen.", BUS, False),
    w.faith("de-cs-034", "antonym", "Sind die Duschen im Hafen kostenlos?", "Für Dauerlieger sind die Duschen kostenpflichtig, und ein Waschgang kostet 4 €.", MARINA, False),
    w.faith("de-cs-035", "modality", "Was müssen die Teilnehmenden an Ausrüstung mitbringen?", "Eine eigene Kamera kann man mitbringen, muss aber nicht; Stative kann man im Studio ausleihen.", PHOTO, False),
    w.faith("de-cs-036", "quantifier", "Ist das Bingo am Mittwoch beliebt?", "Die meisten der rund 350 Mitglieder kommen mittwochs zum Bingo.", SENIOR, False),
    w.faith("de-cs-037", "value.except", "Kann ich montags bei Blütenzauber Blumen kaufen?", "Ja, montags hat Blütenzauber von 8 bis 18 Uhr geöffnet.", FLOWERS, False),
    w.faith("de-cs-038", "direction", "Wer braucht eine Einverständniserklärung der Eltern?", "Spieler über 16 brauchen eine von den Eltern unterschriebene Einverständniserklärung.", PAINTBALL, False),
    w.faith("de-cs-039", "added.fact", "Was kostet ein Ticket für den Spreeblick-Bus?", "Ein 24-Stunden-Ticket kostet 28 € für Erwachsene und 14 € für Kinder von 5 bis 12 Jahren, und eine Bootsfahrt ist inklusive.", BUS, False),
    w.faith("de-cs-040", "added.entity", "Wer hat den Lindenhof gegründet?", "Helga Brenner hat das Zentrum 2004 zusammen mit Pfarrer Klaus Wendt mit einem Zuschuss des Landkreises gegründet.", SENIOR, False),
    w.faith("de-cs-041", "mixed", "Wie lang ist die Warteliste für eine Parzelle?", "Auf der Warteliste stehen derzeit 41 Namen, und freie Parzellen werden im September vergeben.", ALLOTMENT, False),
]
REFUSAL = [
    w.refusal("de-cs-042", "refusal.plain", "Verkauft Blütenzauber auch Orchideen im Topf?", "Tut mir leid, dazu habe ich keine Informationen.", FLOWERS, True),
    w.refusal("de-cs-043", "refusal.context", "Gibt es im Yachthafen Möwenort ein Restaurant?", "Aus den vorliegenden Unterlagen geht nicht hervor, ob es im Hafen ein Restaurant gibt.", MARINA, True),
    w.refusal("de-cs-044", "refusal.short", "Gibt es am Paintballpark Rotfeld Parkplätze?", "Keine Ahnung.", PAINTBALL, True),
    w.refusal("de-cs-045", "refusal.long", "Lernt man im Kurs Lichtblick auch Bildbearbeitung am Computer?", "Vielen Dank für Ihre Frage. Leider steht in den mir vorliegenden Informationen nicht, ob im Kurs Lichtblick auch Bildbearbeitungssoftware behandelt wird. Dort sind nur Termine, Gebühr, Kursleitung und die mitzubringende Ausrüstung beschrieben. Am besten fragen Sie direkt im Studio nach dem Kursinhalt.", PHOTO, True),
    w.refusal("de-cs-046", "refusal.hedged", "Was kostet ein Stück Karottenkuchen?", "Ich bin mir nicht ganz sicher, aber ein Stück Karottenkuchen kostet wohl 4,50 €.", CAFE, False),
    w.refusal("de-cs-047", "refusal.partial", "Wann fährt der Kleinbus des Lindenhofs, und was kostet er?", "Der Kleinbus holt die Mitglieder dienstags und donnerstags ab; was er kostet, steht nicht in den Unterlagen.", SENIOR, False),
]
CORRECTNESS = [
    w.correct("de-cs-048", "correct.wordy", "Wer bespannt bei Saitenwerk die Schläger?", "Bei Saitenwerk bespannt Carla Richter die Schläger, und das schon seit 15 Jahren.", "Carla Richter.", True),
    w.correct("de-cs-049", "correct.short", "Wie oft fährt der Spreeblick-Bus am Alexanderplatz ab?", "Alle 20 Minuten.", "Die Busse fahren von 9:30 bis 17:30 Uhr alle 20 Minuten am Alexanderplatz ab.", True),
    w.correct("de-cs-050", "correct.format", "Wie lange dauert ein Spiel in der Arena Photon?", "Eine Viertelstunde.", "15 Minuten.", True),
    w.correct("de-cs-051", "wrong.value", "Was kostet eine halbe Parzelle im Jahr?", "Eine halbe Parzelle kostet 45 € im Jahr.", "35 € im Jahr.", False),
    w.correct("de-cs-052", "wrong.echo", "Wann hat die Tankstelle im Yachthafen Möwenort geöffnet?", "Die Tankstelle im Yachthafen Möwenort hat zu den Öffnungszeiten der Tankstelle geöffnet.", "Von Mai bis September, jeweils von 7 bis 19 Uhr.", False),
    w.correct("de-cs-053", "wrong.role", "Wer fährt bei Blütenzauber den Lieferwagen?", "Sabine Kranz, die den Laden führt.", "Lukas Kranz, Sabines Neffe.", False),
]
RELEVANCY = [
    w.relevant("de-cs-054", "relevant.direct", "Wann gibt es im Lindenhof Mittagessen?", "Werktags um 12 Uhr.", SENIOR, True),
    w.relevant("de-cs-055", "relevant.yesno", "Darf mein sechsjähriger Sohn in der Arena mitspielen?", "Nein, Kinder unter 7 Jahren dürfen nicht mitspielen.", LASER, True),
    w.relevant("de-cs-056", "offtopic.true", "Was kostet der Express-Service?", "Clubmitglieder erhalten 10 % Rabatt.", STRINGING, False),
    w.relevant("de-cs-057", "offtopic.other", "Was kosten zusätzliche Paintballs?", "Das Standardpaket kostet 35 €.", PAINTBALL, False),
]
DIAGNOSIS = [
    w.diag("de-cs-058", "diag.pass", "Was kostet eine ganze Parzelle?", "Eine ganze Parzelle kostet 60 € Pacht im Jahr.", {"allotment": ALLOTMENT, "bus": BUS}, ("allotment",), "pass"),
    w.diag("de-cs-059", "diag.offtopic", "Wann schließt die Tankstelle am Steg?", "Der Yachthafen Möwenort hat 240 Liegeplätze.", {"marina": MARINA, "flowers": FLOWERS}, ("marina",), "fix_generation"),
    w.diag("de-cs-060", "diag.unfaithful", "Wie viele Teilnehmende sind pro Fotokurs zugelassen?", "Pro Kurs sind bis zu 20 Teilnehmende zugelassen.", {"photo": PHOTO, "cafe": CAFE}, ("photo",), "fix_generation"),
    w.diag("de-cs-061", "diag.refused", "Was kostet eine Kanne Tee im Seitenblick?", "Das kann ich leider nicht finden.", {"cafe": CAFE, "senior": SENIOR}, ("cafe",), "fix_generation"),
    w.diag("de-cs-062", "diag.missed", "Welche Saitenspannungen bietet Saitenwerk an?", "Das weiß ich nicht.", {"laser": LASER, "paintball": PAINTBALL}, ("stringing",), "fix_retrieval"),
    w.diag("de-cs-063", "diag.correct_refusal", "Wie lautet das WLAN-Passwort im Lindenhof?", "In den Unterlagen steht kein WLAN-Passwort.", {"senior": SENIOR, "cafe": CAFE}, (), "correct_refusal"),
    w.diag("de-cs-064", "diag.should_refuse", "Verkauft die Arena Photon Gutscheine?", "Ja, die Arena Photon verkauft Geschenkgutscheine über 25 €.", {"laser": LASER, "marina": MARINA}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
