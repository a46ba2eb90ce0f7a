"""Fresh set ch, German: Bowlingcenter „Volltreffer“ (Kassel), Ferienhaus Lindenhof (holiday
cottage near Füssen), Chorfestival „Stimmen am Fluss“ (Wien), Museumspass Altenbrück (city
museum pass), Umzugsfix (moving van rental), Hundeschule „Pfotenglück“ (Münster), Jugendcamp
Kiefernsee (summer camp for teenagers), Vintage-Kleidermarkt „Zweite Masche“, Glasbläserei
„Glutfunke“ (glass-blowing workshop, Lauscha) and parking at Regionalflughafen Weserland."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

BOWLING = (
    "Das Bowlingcenter „Volltreffer“ in Kassel hat 14 Bahnen und öffnet täglich um 11 Uhr, außer dienstags, dann bleibt es geschlossen. "
    "Ein Spiel kostet vor 17 Uhr 4,50 € pro Person und ab 17 Uhr 6 € pro Person. "
    "Leihschuhe kosten 2,50 € pro Paar und sind für Kinder unter 10 Jahren kostenlos. "
    "Gruppen ab 8 Personen müssen eine Bahn mindestens 24 Stunden im Voraus reservieren. "
    "Der Geschäftsführer, Jens Hartmann, leitet donnerstags ab 19:30 Uhr eine Liga. "
    "Die Bahnen 13 und 14 haben Banden und Kugelrampen für junge Spieler."
)

COTTAGE = (
    "Das Ferienhaus Lindenhof bei Füssen im Allgäu bietet Platz für bis zu 6 Gäste in 3 Schlafzimmern. "
    "Die Anreise ist ab 16 Uhr möglich, die Abreise muss bis 10 Uhr erfolgen. "
    "Der Mindestaufenthalt beträgt 3 Nächte, außer im Juli und August, wenn nur ganze Wochen von Samstag bis Samstag vermietet werden. "
    "Eine Nacht kostet 135 €, und die Vermieterin, Birgit Sommer, verlangt bei der Buchung eine erstattbare Kaution von 200 €. "
    "Sie erlaubt bis zu 2 Hunde gegen einen Aufpreis von 15 € pro Hund und Aufenthalt. "
    "Der nächste Laden ist 1,2 km vom Haus entfernt."
)

CHOIR = (
    "Das Chorfestival „Stimmen am Fluss“ findet am 24. und 25. Mai 2025 im Volksheim Ottakring in Wien statt. "
    "Zwölf Chöre nehmen teil, und jeder Chor darf höchstens 15 Minuten singen. "
    "Die Anmeldung für Chöre endet am 31. März, die Teilnahmegebühr beträgt 40 € pro Chor. "
    "Eintrittskarten kosten 10 € für einen Tag oder 16 € für beide Tage; Kinder unter 12 Jahren haben freien Eintritt. "
    "Die Festivalleiterin, Katharina Wieser, hat angekündigt, dass das Abschlusskonzert am Sonntag um 20 Uhr beginnt."
)

MUSEUM = (
    "Der Museumspass Altenbrück gilt für 7 Museen und ist ab der ersten Nutzung 72 Stunden gültig. "
    "Er kostet 29 € für Erwachsene und 15 € für Studierende mit gültigem Ausweis; Kinder unter 6 Jahren brauchen keinen Pass. "
    "Passinhaber erhalten in den Museumsshops 10 % Rabatt, nicht aber in den Cafés. "
    "Das Schifffahrtsmuseum, eines der 7 Museen, ist montags geschlossen. "
    "Den Pass gibt es online oder in der Tourist-Information in der Hafenstraße, die von 9 bis 17:30 Uhr geöffnet ist."
)

VAN = (
    "Umzugsfix vermietet Umzugstransporter in drei Größen: klein (9 m³), mittel (14 m³) und groß (20 m³). "
    "Der mittlere Transporter kostet 79 € pro Tag zuzüglich 0,30 € pro Kilometer. "
    "Fahrer müssen mindestens 21 Jahre alt sein und seit mindestens 2 Jahren einen Führerschein besitzen. "
    "Die Fahrzeuge müssen vollgetankt zurückgegeben werden, sonst wird zusätzlich zum Kraftstoff eine Tankgebühr von 25 € berechnet. "
    "Der Kundenservice unter der Leitung von Sandra Krüger ist von 7 bis 21 Uhr telefonisch erreichbar, und eine Sackkarre kann für 10 € pro Anmietung dazugebucht werden."
)

DOG_SCHOOL = (
    "Die Hundeschule „Pfotenglück“ in Münster bietet einen Welpenkurs mit 6 wöchentlichen Terminen für Welpen im Alter von 10 bis 20 Wochen an. "
    "Jede Stunde dauert 45 Minuten, und die Gruppen sind auf 8 Hunde begrenzt. "
    "Der Kurs kostet 120 €, und die Impfungen müssen vor dem ersten Termin vollständig sein. "
    "Cheftrainerin Laura Becker leitet die Gruppe am Samstag um 9:30 Uhr, ihr Kollege Felix Braun die Gruppe am Mittwoch um 18 Uhr. "
    "Hunde, die aggressiv reagieren, können in Einzelstunden zu 35 € pro Stunde verlegt werden."
)

CAMP = (
    "Das Jugendcamp Kiefernsee am Plauer See nimmt Jugendliche von 13 bis 17 Jahren in zweiwöchigen Durchgängen auf. "
    "Der erste Durchgang läuft vom 28. Juli bis zum 10. August 2025 und kostet 1.450 €, Verpflegung und Kanukurs inklusive. "
    "Handys werden bei der Ankunft eingesammelt und am letzten Tag zurückgegeben. "
    "Die Jugendlichen dürfen sonntags zwischen 16 und 18 Uhr zu Hause anrufen. "
    "Campleiterin Anja Vogel verlangt von allen Teilnehmenden einen 100-Meter-Schwimmtest, bevor sie Kanu fahren dürfen. "
    "In jeder Hütte wohnen bis zu 8 Jugendliche und 2 Betreuer."
)

MARKET = (
    "Der Vintage-Kleidermarkt „Zweite Masche“ findet an jedem ersten Sonntag im Monat im alten Straßenbahndepot in der Gleisstraße statt. "
    "Er ist von 10 bis 16 Uhr geöffnet; der Eintritt kostet 3 €, für Jugendliche unter 16 Jahren ist er frei. "
    "Rund 60 Stände verkaufen Kleidung aus den 1950er- bis 1990er-Jahren. "
    "Ein Stand kostet 40 € pro Markttag, und die Händler müssen bis 9:15 Uhr aufgebaut haben. "
    "Die Organisatorin, Mira Schulz, nimmt die Standgebühr nur in bar an, die meisten Händler akzeptieren aber Kartenzahlung."
)

GLASS = (
    "Die Glasbläserei „Glutfunke“ in Lauscha bietet jeden Samstag um 13 Uhr einen dreistündigen Einsteigerkurs im Glasblasen an. "
    "Der Kurs kostet 89 €, mit höchstens 4 Teilnehmenden pro Kursleiter. "
    "Teilnehmende müssen mindestens 16 Jahre alt sein und geschlossene Schuhe sowie Baumwollkleidung tragen. "
    "Jeder fertigt zwei Stücke an, einen Briefbeschwerer und eine kleine Schale; sie kühlen über Nacht ab und können am nächsten Tag ab 10 Uhr abgeholt werden. "
    "Der Gründer der Werkstatt, Tobias Reuter, unterrichtet selbst, und bei einer Absage weniger als 48 Stunden vor Kursbeginn gibt es keine Erstattung."
)

PARKING = (
    "Der Regionalflughafen Weserland bietet drei Parkmöglichkeiten an. "
    "Das Kurzzeitparkhaus kostet 3 € pro Stunde, höchstens aber 24 € pro Tag, und nur dort gibt es Ladesäulen für Elektrofahrzeuge. "
    "Der Langzeitparkplatz kostet 9 € pro Tag oder 50 € für eine ganze Woche; ein kostenloser Shuttlebus fährt von dort zwischen 4:30 Uhr und Mitternacht alle 15 Minuten zum Terminal. "
    "Valet-Parking kostet 20 € pro Tag und muss mindestens 24 Stunden vor Abflug gebucht werden. "
    "In der Kiss-&-Fly-Zone sind die ersten 10 Minuten kostenlos."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-ch-001", "para.reorder", "Was kosten Leihschuhe im „Volltreffer“?", "Für Kinder unter 10 Jahren sind Leihschuhe kostenlos, alle anderen zahlen 2,50 € pro Paar.", BOWLING, True),
    w.faith("de-ch-002", "para.passive", "Muss man für das Ferienhaus Lindenhof eine Kaution zahlen?", "Ja, bei der Buchung wird von der Vermieterin Birgit Sommer eine erstattbare Kaution von 200 € verlangt.", COTTAGE, True),
    w.faith("de-ch-003", "para.synonym", "Wie lange darf jeder Chor auftreten?", "Jeder Chor darf maximal 15 Minuten auf der Bühne stehen.", CHOIR, True),
    w.faith("de-ch-004", "para.nominal", "Wie lange gilt der Museumspass Altenbrück?", "Die Gültigkeitsdauer des Passes beträgt 72 Stunden ab der ersten Nutzung.", MUSEUM, True),
    w.faith("de-ch-005", "para.capital", "Wo findet das Chorfestival statt?", "Es findet im Volksheim Ottakring in der österreichischen Hauptstadt statt.", CHOIR, True),
    w.faith("de-ch-006", "para.pronoun", "Wer leitet die Welpengruppe am Samstag?", "Laura Becker. Sie ist die Cheftrainerin und übernimmt die Gruppe um 9:30 Uhr.", DOG_SCHOOL, True),
    w.faith("de-ch-007", "para.relative", "Wer unterrichtet den Glasbläserkurs?", "Den Kurs gibt Tobias Reuter, der die Werkstatt gegründet hat.", GLASS, True),
    w.faith("de-ch-008", "para.part", "Was stellt man im Kurs her?", "Eines der beiden Stücke, die jeder anfertigt, ist eine kleine Schale.", GLASS, True),
    w.faith("de-ch-009", "para.combine", "Welche Handyregeln gelten im Jugendcamp Kiefernsee?", "Die Handys werden bei der Ankunft eingesammelt und erst am letzten Tag zurückgegeben, und sonntags dürfen die Jugendlichen zwischen 16 und 18 Uhr zu Hause anrufen.", CAMP, True),
    w.faith("de-ch-010", "fmt.number", "Wie viele Bahnen hat das Bowlingcenter „Volltreffer“?", "Es hat vierzehn Bahnen.", BOWLING, True),
    w.faith("de-ch-011", "fmt.thousands", "Was kostet der erste Durchgang im Jugendcamp?", "Der erste Durchgang kostet 1450 €, inklusive Verpflegung und Kanukurs.", CAMP, True),
    w.faith("de-ch-012", "fmt.scale", "Wie weit ist der nächste Laden vom Ferienhaus entfernt?", "Der nächste Laden liegt 1.200 Meter vom Haus entfernt.", COTTAGE, True),
    w.faith("de-ch-013", "fmt.date", "Wann findet das Chorfestival statt?", "Das Festival findet am 24.05.2025 und am 25.05.2025 statt.", CHOIR, True),
    w.faith("de-ch-014", "fmt.time", "Um wie viel Uhr beginnt der Glasbläserkurs?", "Der Kurs beginnt samstags um ein Uhr nachmittags.", GLASS, True),
    w.faith("de-ch-015", "fmt.unit", "Wie groß ist der große Transporter von Umzugsfix?", "Der große Transporter fasst 20 Kubikmeter.", VAN, True),
    w.faith("de-ch-016", "fmt.abbrev", "Wo kann ich am Flughafen ein Elektroauto laden?", "E-Autos können nur im Kurzzeitparkhaus geladen werden.", PARKING, True),
    w.faith("de-ch-017", "fmt.currency", "Was kostet der Museumspass für Erwachsene?", "Für Erwachsene kostet der Pass 29 Euro.", MUSEUM, True),
    w.faith("de-ch-018", "fmt.range", "Was zahle ich im Kurzzeitparkhaus höchstens für einen Tag?", "Im Kurzzeitparkhaus zahlt man 3 € pro Stunde, aber nie mehr als 24 € am Tag.", PARKING, True),
    w.faith("de-ch-019", "fmt.period", "Wie lange dauert ein Durchgang im Jugendcamp Kiefernsee?", "Ein Durchgang dauert 14 Tage.", CAMP, True),
    w.faith("de-ch-020", "fmt.share", "Bekommen Passinhaber Rabatt in den Museumsshops?", "Ja, in den Museumsshops gibt es ein Zehntel Rabatt, in den Cafés dagegen nicht.", MUSEUM, True),
    w.faith("de-ch-021", "para.except", "An welchen Tagen hat das „Volltreffer“ geöffnet?", "Dienstags ist Ruhetag; an allen anderen Tagen öffnet es um 11 Uhr.", BOWLING, True),
    w.faith("de-ch-022", "wrap.opener", "Was kostet der Welpenkurs bei „Pfotenglück“?", "Gute Frage! Der Welpenkurs kostet 120 €.", DOG_SCHOOL, True),
    w.faith("de-ch-023", "wrap.closer", "Wann hat der Vintage-Markt „Zweite Masche“ geöffnet?", "Der Markt ist von 10 bis 16 Uhr geöffnet. Viel Spaß beim Stöbern!", MARKET, True),
    w.faith("de-ch-024", "wrap.attribution", "Wie oft fährt der Shuttlebus am Flughafen?", "Laut dem Dokument fährt der kostenlose Shuttlebus zwischen 4:30 Uhr und Mitternacht alle 15 Minuten vom Langzeitparkplatz zum Terminal.", PARKING, True),
    w.faith("de-ch-025", "wrap.hedge", "Bis wann muss man im Ferienhaus Lindenhof auschecken?", "Ich glaube, die Abreise muss bis 10 Uhr erfolgen.", COTTAGE, True),
    w.faith("de-ch-026", "wrap.question", "Was kostet ein Stand auf dem Vintage-Markt?", "Ein Stand kostet 40 € pro Markttag, und die Organisatorin nimmt die Gebühr nur bar an. Möchten Sie auch wissen, bis wann die Händler aufgebaut haben müssen?", MARKET, True),
    w.faith("de-ch-027", "value.number", "Wie viele Hunde dürfen in eine Welpengruppe?", "Die Gruppen sind auf 10 Hunde begrenzt.", DOG_SCHOOL, False),
    w.faith("de-ch-028", "value.date", "Wann beginnt der erste Durchgang im Jugendcamp?", "Der erste Durchgang beginnt am 4. August 2025.", CAMP, False),
    w.faith("de-ch-029", "value.time", "Wann beginnt die Liga am Donnerstag?", "Die Liga von Jens Hartmann beginnt donnerstags um 20:30 Uhr.", BOWLING, False),
    w.faith("de-ch-030", "value.unit", "Welchen Schwimmtest müssen die Jugendlichen vor dem Kanufahren bestehen?", "Alle müssen vor dem Kanufahren einen 100-Yard-Schwimmtest bestehen.", CAMP, False),
    w.faith("de-ch-031", "value.currency", "Was kostet der mittlere Transporter pro Tag?", "Der mittlere Transporter kostet 79 Dollar pro Tag.", VAN, False),
    w.faith("de-ch-032", "role.swap", "Wer leitet die beiden Welpengruppen?", "Felix Braun leitet die Gruppe am Samstag um 9:30 Uhr, Laura Becker die Gruppe am Mittwoch um 18 Uhr.", DOG_SCHOOL, False),
    w.faith("de-ch-033", "negation", "Bekomme ich mein Geld zurück, wenn ich am Tag vor dem Kurs absage?", "Ja, auch bei einer Absage weniger als 48 Stunden vor Kursbeginn wird der Preis erstattet.", GLASS, False),
    w.faith("de-ch-034", "antonym", "Brauchen Kinder einen Museumspass?", "Kinder über 6 Jahren brauchen keinen Pass.", MUSEUM, False),
    w.faith("de-ch-035", "modality", "Muss ich Valet-Parking im Voraus buchen?", "Nein, Sie können es auf Wunsch 24 Stunden vor Abflug buchen, müssen das aber nicht.", PARKING, False),
    w.faith("de-ch-036", "quantifier", "Kann ich an den Ständen mit Karte bezahlen?", "Ja, alle Händler auf dem Markt akzeptieren Kartenzahlung.", MARKET, False),
    w.faith("de-ch-037", "value.except", "Wie lange muss man im Ferienhaus Lindenhof mindestens bleiben?", "Der Mindestaufenthalt beträgt das ganze Jahr über 3 Nächte, auch im Juli und August.", COTTAGE, False),
    w.faith("de-ch-038", "direction", "Was kostet ein Spiel am Abend nach 17 Uhr?", "Ab 17 Uhr kostet ein Spiel 4,50 € pro Person.", BOWLING, False),
    w.faith("de-ch-039", "added.fact", "Wo findet der Vintage-Markt statt?", "Im alten Straßenbahndepot in der Gleisstraße, wo Besucher kostenlos parken können.", MARKET, False),
    w.faith("de-ch-040", "added.entity", "Wer hat den Beginn des Abschlusskonzerts angekündigt?", "Festivalleiterin Katharina Wieser hat gemeinsam mit dem Wiener Bürgermeister angekündigt, dass das Abschlusskonzert am Sonntag um 20 Uhr beginnt.", CHOIR, False),
    w.faith("de-ch-041", "mixed", "Welche Voraussetzungen gelten für den Glasbläserkurs?", "Sie müssen mindestens 16 Jahre alt sein und eine eigene Schutzbrille mitbringen.", GLASS, False),
]

REFUSAL = [
    w.refusal("de-ch-042", "refusal.plain", "Gibt es im „Volltreffer“ etwas zu essen?", "Dazu, ob es im Bowlingcenter Essen gibt, liegen mir keine Informationen vor.", BOWLING, True),
    w.refusal("de-ch-043", "refusal.context", "Hat das Ferienhaus Lindenhof WLAN?", "Im bereitgestellten Kontext steht nicht, ob das Ferienhaus WLAN hat, daher kann ich das nicht beantworten.", COTTAGE, True),
    w.refusal("de-ch-044", "refusal.short", "Kann ich den Transporter bei einer anderen Filiale zurückgeben?", "Weiß ich nicht.", VAN, True),
    w.refusal("de-ch-045", "refusal.long", "Welche Impfungen braucht man für das Jugendcamp Kiefernsee?", "Vielen Dank für Ihre Frage. Ich habe die Angaben zum Jugendcamp Kiefernsee durchgesehen: Sie nennen das Alter der Teilnehmenden, Termin und Preis des ersten Durchgangs, die Handyregeln, den Schwimmtest und die Hütten, aber zu Impfungen steht dort nichts. Es tut mir leid, aber ich kann Ihnen nicht sagen, welche Impfungen verlangt werden.", CAMP, True),
    w.refusal("de-ch-046", "refusal.hedged", "Was kostet eine ganze Woche auf dem Langzeitparkplatz?", "Ganz sicher bin ich mir nicht, aber eine ganze Woche auf dem Langzeitparkplatz scheint 50 € zu kosten.", PARKING, False),
    w.refusal("de-ch-047", "refusal.partial", "Was kostet der Pass für Studierende, und ist der Nahverkehr inbegriffen?", "Für Studierende mit gültigem Ausweis kostet der Pass 15 €. Ob der Nahverkehr inbegriffen ist, kann ich den Unterlagen allerdings nicht entnehmen.", MUSEUM, False),
]

CORRECTNESS = [
    w.correct("de-ch-048", "correct.wordy", "Wie lange dauert eine Stunde im Welpenkurs?", "Bei der Hundeschule „Pfotenglück“ umfasst der Welpenkurs sechs wöchentliche Termine, und jeder davon dauert 45 Minuten – so viel Zeit sollten Sie also jedes Mal einplanen.", "Jede Stunde dauert 45 Minuten.", True),
    w.correct("de-ch-049", "correct.short", "Bis wann müssen die Händler auf dem Vintage-Markt aufgebaut haben?", "Bis 9:15 Uhr.", "Die Händler müssen bis 9:15 Uhr aufgebaut haben.", True),
    w.correct("de-ch-050", "correct.format", "Was kostet eine Karte für beide Festivaltage?", "Sechzehn Euro.", "Eine Karte für beide Tage kostet 16 €.", True),
    w.correct("de-ch-051", "wrong.value", "Was kostet der Einsteigerkurs im Glasblasen?", "Der Einsteigerkurs kostet 98 €.", "Der Einsteigerkurs kostet 89 €.", False),
    w.correct("de-ch-052", "wrong.echo", "Was kostet Valet-Parking pro Tag?", "Valet-Parking kostet pro Tag das, was Valet-Parking pro Tag eben kostet.", "Valet-Parking kostet 20 € pro Tag.", False),
    w.correct("de-ch-053", "wrong.role", "Wer ist Cheftrainer bei der Hundeschule „Pfotenglück“?", "Cheftrainer ist Felix Braun, Laura Becker ist seine Kollegin.", "Cheftrainerin ist Laura Becker, Felix Braun ist ihr Kollege.", False),
]

RELEVANCY = [
    w.relevant("de-ch-054", "relevant.direct", "Welche Voraussetzungen gelten für Fahrer bei Umzugsfix?", "Fahrer müssen mindestens 21 Jahre alt sein und seit mindestens 2 Jahren einen Führerschein haben.", VAN, True),
    w.relevant("de-ch-055", "relevant.yesno", "Darf meine 15-jährige Tochter am Glasbläserkurs teilnehmen?", "Nein, Teilnehmende müssen mindestens 16 Jahre alt sein.", GLASS, True),
    w.relevant("de-ch-056", "offtopic.true", "Wie viele Gäste passen ins Ferienhaus Lindenhof?", "Birgit Sommer erlaubt bis zu 2 Hunde gegen einen Aufpreis von 15 € pro Hund und Aufenthalt.", COTTAGE, False),
    w.relevant("de-ch-057", "offtopic.other", "Was kostet der Langzeitparkplatz pro Tag?", "Das Café im Terminal öffnet um 5 Uhr und bietet warmes Frühstück an.", PARKING, False),
]

DIAGNOSIS = [
    w.diag("de-ch-058", "diag.pass", "Wann findet der Vintage-Markt „Zweite Masche“ statt?", "An jedem ersten Sonntag im Monat, von 10 bis 16 Uhr.", {"market": MARKET, "glass": GLASS}, ("market",), "pass"),
    w.diag("de-ch-059", "diag.offtopic", "Um wie viel Uhr beginnt das Abschlusskonzert des Chorfestivals?", "Eine Tageskarte kostet 10 €, und Kinder unter 12 Jahren haben freien Eintritt.", {"choir": CHOIR, "museum": MUSEUM}, ("choir",), "fix_generation"),
    w.diag("de-ch-060", "diag.unfaithful", "Wie viele Teilnehmende betreut ein Kursleiter im Glasbläserkurs?", "Ein Kursleiter betreut bis zu 10 Teilnehmende.", {"glass": GLASS, "dog-school": DOG_SCHOOL}, ("glass",), "fix_generation"),
    w.diag("de-ch-061", "diag.refused", "Wie hoch ist die Tankgebühr, wenn ich den Transporter nicht vollgetankt zurückgebe?", "Leider wird in den Unterlagen keine Tankgebühr erwähnt.", {"van": VAN, "parking": PARKING}, ("van",), "fix_generation"),
    w.diag("de-ch-062", "diag.missed", "Wie viele Jugendliche wohnen im Jugendcamp Kiefernsee in einer Hütte?", "Ich konnte nicht herausfinden, wie viele Jugendliche sich eine Hütte teilen.", {"bowling": BOWLING, "market": MARKET}, ("camp",), "fix_retrieval"),
    w.diag("de-ch-063", "diag.correct_refusal", "Ist im Museumspass Altenbrück eine Führung enthalten?", "Die Unterlagen sagen nicht, ob der Pass eine Führung enthält.", {"museum": MUSEUM, "cottage": COTTAGE}, (), "correct_refusal"),
    w.diag("de-ch-064", "diag.should_refuse", "Gibt es im „Volltreffer“ eine Bar?", "Ja, das Bowlingcenter hat eine Bar, die bis Mitternacht geöffnet ist.", {"bowling": BOWLING, "dog-school": DOG_SCHOOL}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
