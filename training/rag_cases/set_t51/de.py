"""German cases of set t51: ein Strandhotel in Warnemünde und seine Leitung, ein
Brauereigasthof in Bamberg, ein Campingplatz am Bodensee, ein Winzerfest in Nierstein,
der Freiburger Münstermarkt und ein Sinfoniekonzert in der Hamburger Laeiszhalle."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

HOTEL = (
    "Das Strandhotel Möwe in Warnemünde hat 54 Zimmer, 20 davon mit Meerblick. "
    "Der Check-in ist ab 15 Uhr möglich, der Check-out bis 10:30 Uhr. "
    "Frühstück wird von 7 bis 11 Uhr im Wintergarten serviert und kostet 19 Euro pro Person. "
    "Hunde sind gegen eine Gebühr von 15 Euro pro Nacht erlaubt."
)
HOTEL_STAFF = (
    "Direktorin des Strandhotels ist Anja Petersen, die 2016 von einem Kieler Hotel nach Warnemünde wechselte. "
    "Ihr Stellvertreter Marco Lindner kümmert sich um Gruppenbuchungen und Tagungen. "
    "Das Haus wurde 1908 als Kurpension gebaut und 1991 zum Hotel umgebaut."
)
GASTHOF = (
    "Der Brauereigasthof Zum Hirschen in Bamberg wird seit 1987 von der Familie Reinhardt geführt; Thomas Reinhardt braut das Bier, seine Frau Sabine leitet die Küche. "
    "Geöffnet ist täglich außer mittwochs von 11 bis 23 Uhr. "
    "Das Schäufele kostet 16,90 Euro, die Maß Rauchbier 8,20 Euro. "
    "Für Gruppen ab zehn Personen ist eine Reservierung erforderlich."
)
CAMPING = (
    "Der Campingplatz Seewiese in Hagnau am Bodensee ist von Ostern bis Mitte Oktober geöffnet. "
    "Ein Stellplatz für Wohnmobile kostet 32 Euro pro Nacht inklusive zwei Personen; Strom wird mit 0,60 Euro pro Kilowattstunde abgerechnet. "
    "Die Mittagsruhe gilt von 13 bis 15 Uhr, die Nachtruhe ab 22 Uhr. "
    "Hunde müssen auf dem gesamten Platz angeleint sein."
)
WINZERFEST = (
    "Das Winzerfest in Nierstein findet jedes Jahr am ersten Augustwochenende statt. "
    "Der Eintritt ist frei, für das Weinglas werden 3 Euro Pfand verlangt. "
    "Weinkönigin Lena Hofmann eröffnet das Fest am Freitagabend, durch das Bühnenprogramm führt Moderator Jens Becker. "
    "Das Fest wurde 1952 gegründet und findet seit 1999 am Rheinufer statt."
)
MARKT = (
    "Der Freiburger Münstermarkt findet montags bis samstags von 7:30 bis 13:30 Uhr statt. "
    "Auf der Nordseite des Münsters verkaufen Bauern aus der Region, auf der Südseite Händler. "
    "Standbetreiber auf der Nordseite müssen ihre Waren selbst erzeugen. "
    "Organisiert wird der Markt von der städtischen Marktverwaltung unter der Leitung von Birgit Kaiser."
)
KONZERT = (
    "Die Hamburger Sinfonietta spielt am Samstag, dem 8. November, um 20 Uhr in der Laeiszhalle. "
    "Auf dem Programm stehen Mendelssohns Hebriden-Ouvertüre und Schumanns Klavierkonzert, nach der Pause folgt Dvořáks Neunte. "
    "Es dirigiert Katharina Berg, Solist ist der Pianist Daniel Roth. "
    "Das Konzert dauert etwa zwei Stunden inklusive 25 Minuten Pause."
)
KARTEN = (
    "Karten für die Konzerte der Sinfonietta kosten zwischen 19 und 69 Euro. "
    "Schüler und Studierende bis 27 Jahre erhalten 50 Prozent Ermäßigung. "
    "Die Abendkasse öffnet eine Stunde vor Konzertbeginn. "
    "Ein Umtausch ist nur bis drei Tage vor dem Konzert möglich."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-t51-001", "fmt.time", "Wann kann ich einchecken und wann muss ich raus?", "Einchecken können Sie ab 15:00 Uhr, auschecken müssen Sie bis halb elf.", HOTEL, True),
    w.faith("de-t51-002", "para.part", "Haben alle Zimmer Meerblick?", "Nein, 20 der 54 Zimmer haben Meerblick.", HOTEL, True),
    w.faith("de-t51-003", "fmt.currency", "Was kostet das Frühstück?", "Das Frühstück kostet neunzehn Euro pro Person und wird im Wintergarten serviert.", HOTEL, True),
    w.faith("de-t51-004", "para.passive", "Darf mein Hund mitkommen?", "Ja, Hunde sind erlaubt; dafür wird eine Gebühr von 15 Euro pro Nacht berechnet.", HOTEL, True),
    w.faith("de-t51-005", "para.relative", "Wer leitet das Strandhotel?", "Direktorin ist Anja Petersen, die 2016 aus einem Kieler Hotel hierher wechselte.", HOTEL_STAFF, True),
    w.faith("de-t51-006", "para.synonym", "An wen wende ich mich wegen einer Gruppenreise?", "Für Gruppenbuchungen ist der stellvertretende Direktor Marco Lindner zuständig.", HOTEL_STAFF, True),
    w.faith("de-t51-007", "para.combine", "Wie alt ist das Gebäude?", "Es entstand 1908 als Kurpension und wurde 1991 in ein Hotel umgewandelt.", HOTEL_STAFF, True),
    w.faith("de-t51-008", "para.except", "Hat der Hirschen mittwochs offen?", "Nein, mittwochs ist Ruhetag; an allen anderen Tagen ist von 11 bis 23 Uhr geöffnet.", GASTHOF, True),
    w.faith("de-t51-009", "para.combine", "Wer steht hinter dem Brauereigasthof?", "Seit 1987 führt Familie Reinhardt den Gasthof: Thomas Reinhardt braut das Bier, und seine Frau Sabine ist für die Küche verantwortlich.", GASTHOF, True),
    w.faith("de-t51-010", "fmt.currency", "Was kostet das Schäufele?", "Das Schäufele kostet sechzehn Euro neunzig.", GASTHOF, True),
    w.faith("de-t51-011", "fmt.time", "Bis wann hat der Hirschen geöffnet?", "Geöffnet ist von elf Uhr vormittags bis elf Uhr abends, mittwochs ausgenommen.", GASTHOF, True),
    w.faith("de-t51-012", "para.nominal", "Müssen wir mit zwölf Leuten reservieren?", "Ja, für Gruppen ab zehn Personen ist eine Reservierung Pflicht.", GASTHOF, True),
    w.faith("de-t51-013", "para.synonym", "Wann hat die Seewiese geöffnet?", "Der Platz öffnet an Ostern und schließt Mitte Oktober.", CAMPING, True),
    w.faith("de-t51-014", "wrap.opener", "Was kostet ein Wohnmobilstellplatz?", "Gern! Ein Stellplatz für Wohnmobile kostet 32 Euro pro Nacht, zwei Personen sind bereits inbegriffen.", CAMPING, True),
    w.faith("de-t51-015", "fmt.time", "Gibt es eine Mittagsruhe?", "Ja, von ein bis drei Uhr nachmittags gilt Mittagsruhe.", CAMPING, True),
    w.faith("de-t51-016", "para.synonym", "Darf mein Hund frei laufen?", "Nein, Hunde müssen überall auf dem Campingplatz an der Leine geführt werden.", CAMPING, True),
    w.faith("de-t51-017", "para.reorder", "Wann ist das Winzerfest in Nierstein?", "Am ersten Augustwochenende findet jedes Jahr das Niersteiner Winzerfest statt.", WINZERFEST, True),
    w.faith("de-t51-018", "para.passive", "Wer eröffnet das Fest?", "Das Fest wird am Freitagabend von Weinkönigin Lena Hofmann eröffnet, und Jens Becker moderiert das Bühnenprogramm.", WINZERFEST, True),
    w.faith("de-t51-019", "fmt.currency", "Kostet das Winzerfest Eintritt?", "Nein, der Eintritt ist frei; für das Glas zahlen Sie drei Euro Pfand.", WINZERFEST, True),
    w.faith("de-t51-020", "para.except", "Ist der Münstermarkt auch sonntags?", "Nein, sonntags findet er nicht statt; er ist nur von Montag bis Samstag.", MARKT, True),
    w.faith("de-t51-021", "wrap.attribution", "Wer darf auf der Nordseite verkaufen?", "Laut Marktordnung dürfen dort nur Standbetreiber verkaufen, die ihre Waren selbst erzeugen.", MARKT, True),
    w.faith("de-t51-022", "fmt.date", "Wann spielt die Hamburger Sinfonietta?", "Das Konzert ist am Samstag, 8.11., um 20 Uhr in der Laeiszhalle.", KONZERT, True),
    w.faith("de-t51-023", "fmt.share", "Gibt es eine Ermäßigung für Studierende?", "Ja, Schüler und Studierende bis 27 Jahre zahlen nur den halben Preis.", KARTEN, True),
    w.faith("de-t51-024", "wrap.hedge", "Wann öffnet die Abendkasse?", "Soweit ich sehe, öffnet die Abendkasse eine Stunde vor Konzertbeginn.", KARTEN, True),
    w.faith("de-t51-025", "value.time", "Bis wann ist der Check-out?", "Der Check-in ist ab 15 Uhr möglich, der Check-out bis 11 Uhr.", HOTEL, False),
    w.faith("de-t51-026", "added.fact", "Wann gibt es Frühstück?", "Frühstück gibt es von 7 bis 11 Uhr im Wintergarten, für Kinder unter sechs Jahren ist es kostenlos.", HOTEL, False),
    w.faith("de-t51-027", "value.currency", "Was kostet ein Hund im Hotel?", "Für Hunde berechnet das Strandhotel 19 Euro pro Nacht.", HOTEL, False),
    w.faith("de-t51-028", "role.swap", "Wer ist Direktor des Strandhotels?", "Marco Lindner leitet das Hotel, seine Stellvertreterin Anja Petersen betreut die Gruppenbuchungen.", HOTEL_STAFF, False),
    w.faith("de-t51-029", "value.date", "Wann wurde das Haus gebaut?", "Das Gebäude wurde 1991 als Kurpension errichtet.", HOTEL_STAFF, False),
    w.faith("de-t51-030", "role.swap", "Wer braut im Hirschen das Bier?", "Sabine Reinhardt braut das Bier, und ihr Mann Thomas leitet die Küche.", GASTHOF, False),
    w.faith("de-t51-031", "value.except", "Wann hat der Hirschen Ruhetag?", "Der Hirschen hat montags Ruhetag, sonst ist von 11 bis 23 Uhr geöffnet.", GASTHOF, False),
    w.faith("de-t51-032", "value.currency", "Was kostet das Schäufele?", "Das Schäufele bekommen Sie für 8,20 Euro.", GASTHOF, False),
    w.faith("de-t51-033", "modality", "Müssen Gruppen reservieren?", "Ab zehn Personen wird eine Reservierung empfohlen, nötig ist sie aber nicht.", GASTHOF, False),
    w.faith("de-t51-034", "direction", "Wann ist auf der Seewiese Nachtruhe?", "Die Nachtruhe gilt auf dem Platz bis 22 Uhr.", CAMPING, False),
    w.faith("de-t51-035", "quantifier", "Müssen Hunde angeleint sein?", "Hunde müssen nur im Bereich der Sanitäranlagen an die Leine.", CAMPING, False),
    w.faith("de-t51-036", "added.entity", "Was kostet ein Stellplatz?", "Ein Zeltplatz kostet 32 Euro pro Nacht inklusive zwei Personen, Strom wird extra abgerechnet.", CAMPING, False),
    w.faith("de-t51-037", "value.date", "Seit wann findet das Fest am Rhein statt?", "Das Winzerfest findet seit 1952 am Rheinufer statt.", WINZERFEST, False),
    w.faith("de-t51-038", "role.swap", "Wer moderiert das Bühnenprogramm?", "Jens Becker eröffnet das Fest am Freitagabend, und Weinkönigin Lena Hofmann führt durch das Bühnenprogramm.", WINZERFEST, False),
    w.faith("de-t51-039", "negation", "Müssen Bauern auf der Nordseite selbst produzieren?", "Nein, auf der Nordseite dürfen auch Händler stehen, die ihre Waren nicht selbst erzeugen.", MARKT, False),
    w.faith("de-t51-040", "value.except", "An welchen Tagen ist Münstermarkt?", "Der Münstermarkt findet dienstags bis samstags von 7:30 bis 13:30 Uhr statt.", MARKT, False),
    w.faith("de-t51-041", "antonym", "Wie teuer sind die Karten?", "Die teuersten Karten für die Sinfonietta kosten 19 Euro.", KARTEN, False),
    w.faith("de-t51-042", "role.swap", "Wer dirigiert das Konzert?", "Es dirigiert Daniel Roth, den Solopart im Klavierkonzert spielt Katharina Berg.", KONZERT, False),
    w.faith("de-t51-043", "value.number", "Wie lange ist die Pause?", "Das Konzert dauert etwa zwei Stunden, davon 15 Minuten Pause.", KONZERT, False),
    w.faith("de-t51-044", "added.fact", "Wann öffnet die Abendkasse?", "Die Abendkasse öffnet eine Stunde vor Konzertbeginn und nimmt nur Barzahlung an.", KARTEN, False),
]

CORRECTNESS = [
    w.correct("de-t51-045", "correct.wordy", "Bis wann ist der Check-out im Strandhotel Möwe?", "Im Strandhotel Möwe müssen die Gäste ihr Zimmer am Abreisetag bis 10:30 Uhr verlassen.", "Bis 10:30 Uhr.", True),
    w.correct("de-t51-046", "correct.format", "Was kostet ein Schäufele im Hirschen?", "Sechzehn Euro neunzig.", "16,90 Euro", True),
    w.correct("de-t51-047", "correct.short", "Wer moderiert das Bühnenprogramm des Winzerfests?", "Jens Becker.", "Durch das Bühnenprogramm führt Moderator Jens Becker.", True),
    w.correct("de-t51-048", "correct.format", "Ab wann gilt auf der Seewiese die Nachtruhe?", "Ab 22:00 Uhr.", "Ab zehn Uhr abends.", True),
    w.correct("de-t51-049", "wrong.value", "Was kostet ein Wohnmobilstellplatz auf der Seewiese pro Nacht?", "38 Euro pro Nacht.", "32 Euro inklusive zwei Personen.", False),
    w.correct("de-t51-050", "wrong.role", "Wer dirigiert die Hamburger Sinfonietta am 8. November?", "Daniel Roth dirigiert.", "Katharina Berg", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
