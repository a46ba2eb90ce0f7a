"""German cases of set t30: an apartment building's Hausordnung and laundry room, a
lakeside campground's prices and history, a language Stammtisch and its tandem rules,
an electric car charging network's prices and history, a ski area's lift prices and a
supplementary dental insurance plan."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

HAUSORDNUNG = (
    "Hausordnung Lindenhof: Die Mittagsruhe gilt von 13 bis 15 Uhr, die Nachtruhe von 22 bis 6 Uhr. "
    "Altglas darf nur werktags zwischen 8 und 20 Uhr in die Container im Hof eingeworfen werden. "
    "Kinderwagen dürfen im Erdgeschoss unter der Treppe abgestellt werden, Fahrräder dagegen nur im Fahrradkeller. "
    "Ansprechpartner bei Beschwerden ist der Hausmeister, Herr Brandt."
)
WASCHKUECHE = (
    "Die Gemeinschaftswaschküche im Keller des Lindenhofs wurde im Herbst 2022 von der Firma Seidel Haustechnik modernisiert. "
    "Seitdem stehen dort vier Waschmaschinen und zwei Trockner. "
    "Ein Waschgang kostet 2 Euro, eine Trocknerladung 1,50 Euro; bezahlt wird mit der Waschkarte, die die Hausverwaltung ausgibt. "
    "Sonntags bleibt die Waschküche geschlossen."
)
CAMPING_PREISE = (
    "Campingplatz Seeblick, Preise pro Nacht: Stellplatz für ein Zelt 14 €, für ein Wohnmobil 22 €, jeweils zuzüglich 8,50 € pro Erwachsenem und 4 € pro Kind (6–15 Jahre). "
    "Strom wird nach Verbrauch mit 0,60 € pro kWh abgerechnet. "
    "Die Kurtaxe von 1,80 € pro Person und Nacht ist nicht im Preis enthalten. "
    "Anreise ab 14 Uhr, Abreise bis 11 Uhr."
)
CAMPING_GESCHICHTE = (
    "Der Campingplatz Seeblick wurde 1972 von der Familie Hollmann gegründet. "
    "2015 übernahm ihn die Gemeinde Seeweiler, die zwei Jahre später ein neues Sanitärgebäude errichten ließ. "
    "Die Duschen sind für Gäste kostenlos. "
    "Hunde sind erlaubt, müssen aber auf dem gesamten Gelände angeleint sein."
)
STAMMTISCH = (
    "Der Sprachstammtisch „Babel“ wurde 2013 von der Lehrerin Katrin Vogel und dem Studenten Luca Bianchi ins Leben gerufen. "
    "Er trifft sich jeden ersten und dritten Mittwoch im Monat von 19:30 bis 21:30 Uhr im Nebenraum des Gasthauses „Zum Anker“. "
    "Die Teilnahme ist kostenlos, Getränke zahlt jeder selbst. "
    "Es gibt Tische für Italienisch, Englisch, Spanisch und Türkisch."
)
TANDEM = (
    "Bei „Babel“ vermittelt die Organisatorin Katrin Vogel auf Wunsch feste Tandempartner. "
    "Tandempartner sollen sich mindestens zweimal im Monat treffen und dabei jeweils die Hälfte der Zeit in jeder der beiden Sprachen sprechen. "
    "Wer zweimal hintereinander unentschuldigt fehlt, verliert seinen Tandempartner."
)
LADEN_PREISE = (
    "Im Ladenetz StromWeg kostet das Laden an Schnellladesäulen (bis 300 kW) 0,69 € pro kWh, an AC-Säulen 0,49 € pro kWh. "
    "Nach vier Stunden an einer AC-Säule fällt eine Blockiergebühr von 0,10 € pro Minute an, höchstens jedoch 12 € pro Ladevorgang. "
    "Mit dem Tarif StromWeg Plus für 5,99 € im Monat sinkt der Preis an allen Säulen um 15 Cent pro kWh."
)
LADEN_GESCHICHTE = (
    "StromWeg wurde 2016 von der Ingenieurin Sabine Krüger in Stuttgart gegründet. "
    "2022 kaufte der Energieversorger Nordlicht AG das Unternehmen und verdoppelte im Folgejahr die Zahl der Schnellladepunkte. "
    "Heute betreibt StromWeg 850 Standorte. "
    "Alle Standorte sind rund um die Uhr zugänglich, mit Ausnahme der Standorte in Parkhäusern, die um 23 Uhr schließen."
)
SKI = (
    "Liftpreise Skigebiet Hochalm: Die Tageskarte kostet für Erwachsene 52 €, für Jugendliche (16–18 Jahre) 42 € und für Kinder (6–15 Jahre) 30 €. "
    "Kinder unter 6 Jahren fahren in Begleitung eines zahlenden Erwachsenen gratis. "
    "Die Halbtageskarte gilt ab 12 Uhr und kostet für Erwachsene 40 €. "
    "Die Lifte laufen täglich von 8:30 bis 16:15 Uhr."
)
DENTAL = (
    "Der Zahnzusatztarif DentaPlus Basis kostet 18,90 € im Monat. "
    "Er erstattet zwei professionelle Zahnreinigungen pro Jahr mit bis zu je 80 € sowie 70 % der Kosten für Zahnersatz. "
    "Für Zahnersatz gilt eine Wartezeit von acht Monaten. "
    "Kieferorthopädische Behandlungen sind ausgeschlossen."
)

# fmt: off
FAITHFULNESS = [
    # Hausordnung
    w.faith("de-t30-001", "para.pronoun", "An wen wende ich mich, wenn ich mich beschweren will?", "Zuständig ist Herr Brandt, der Hausmeister. Bei ihm können Sie Ihre Beschwerde vorbringen.", HAUSORDNUNG, True),
    w.faith("de-t30-002", "para.except", "Kann ich am Sonntag Altglas wegbringen?", "Nein, sonn- und feiertags ist der Glascontainer tabu; an Werktagen geht es zwischen 8 und 20 Uhr.", HAUSORDNUNG, True),
    w.faith("de-t30-003", "fmt.time", "Wann ist bei uns Mittagsruhe?", "Die Mittagsruhe dauert von eins bis drei am Nachmittag.", HAUSORDNUNG, True),
    w.faith("de-t30-004", "added.fact", "Wo kann ich den Kinderwagen abstellen?", "Kinderwagen dürfen im Erdgeschoss unter der Treppe stehen; dafür wird allerdings eine Gebühr von 5 € im Monat fällig.", HAUSORDNUNG, False),
    w.faith("de-t30-005", "role.swap", "Wo dürfen Fahrräder stehen?", "Fahrräder dürfen unter der Treppe im Erdgeschoss abgestellt werden, Kinderwagen dagegen nur im Fahrradkeller.", HAUSORDNUNG, False),
    # Waschküche
    w.faith("de-t30-006", "para.relative", "Wie viele Maschinen gibt es in der Waschküche?", "In der Waschküche, die Seidel Haustechnik im Herbst 2022 modernisiert hat, stehen vier Waschmaschinen und zwei Trockner.", WASCHKUECHE, True),
    w.faith("de-t30-007", "para.combine", "Wie bezahle ich das Waschen?", "Den Waschgang für 2 Euro bezahlen Sie mit der Waschkarte, die Sie von der Hausverwaltung bekommen.", WASCHKUECHE, True),
    w.faith("de-t30-008", "fmt.currency", "Was kostet der Trockner?", "Eine Trocknerladung kostet einen Euro fünfzig.", WASCHKUECHE, True),
    w.faith("de-t30-009", "added.fact", "Kann ich am Sonntag waschen?", "Nein, sonntags ist die Waschküche zu. Die Waschkarte bekommen Sie bei der Hausverwaltung gegen 10 € Pfand.", WASCHKUECHE, False),
    w.faith("de-t30-010", "value.date", "Wann wurde die Waschküche modernisiert?", "Die Firma Seidel Haustechnik hat sie im Frühjahr 2022 erneuert.", WASCHKUECHE, False),
    # Campingplatz Preise
    w.faith("de-t30-011", "para.combine", "Was kommt bei einem Zeltplatz alles dazu?", "Für den Zeltplatz zahlen Sie 14 € pro Nacht, dazu kommen pro Erwachsenem 8,50 € und die Kurtaxe von 1,80 € pro Person.", CAMPING_PREISE, True),
    w.faith("de-t30-012", "fmt.range", "Was zahlen wir für unsere zehnjährige Tochter?", "Für Kinder zwischen sechs und fünfzehn Jahren werden pro Nacht 4 Euro berechnet.", CAMPING_PREISE, True),
    w.faith("de-t30-013", "added.fact", "Wie wird der Strom abgerechnet?", "Strom wird nach Verbrauch mit 60 Cent pro kWh berechnet, und für den Anschluss fällt einmalig eine Pauschale von 3 € an.", CAMPING_PREISE, False),
    w.faith("de-t30-014", "negation", "Ist die Kurtaxe im Preis drin?", "Ja, die Kurtaxe von 1,80 € pro Person und Nacht ist bereits im Übernachtungspreis enthalten.", CAMPING_PREISE, False),
    w.faith("de-t30-015", "value.time", "Ab wann können wir anreisen?", "Anreisen können Sie ab 12 Uhr, abreisen müssen Sie bis 11 Uhr.", CAMPING_PREISE, False),
    # Campingplatz Geschichte
    w.faith("de-t30-016", "para.relative", "Wem gehört der Campingplatz heute?", "Den Campingplatz, den die Familie Hollmann 1972 gegründet hatte, übernahm 2015 die Gemeinde Seeweiler.", CAMPING_GESCHICHTE, True),
    w.faith("de-t30-017", "para.pronoun", "Wer hat das neue Sanitärgebäude gebaut?", "2015 ging der Platz an die Gemeinde Seeweiler. Sie ließ zwei Jahre danach ein neues Sanitärgebäude errichten.", CAMPING_GESCHICHTE, True),
    w.faith("de-t30-018", "role.swap", "Wer hat den Campingplatz gegründet?", "Die Gemeinde Seeweiler gründete den Platz 1972, und 2015 übernahm ihn die Familie Hollmann.", CAMPING_GESCHICHTE, False),
    w.faith("de-t30-019", "added.fact", "Kosten die Duschen extra?", "Nein, Duschen ist für Gäste kostenlos, und im neuen Sanitärgebäude gibt es auch eine barrierefreie Dusche.", CAMPING_GESCHICHTE, False),
    w.faith("de-t30-020", "quantifier", "Dürfen Hunde frei herumlaufen?", "Hunde müssen nur rund um das Sanitärgebäude an die Leine, ansonsten dürfen sie frei laufen.", CAMPING_GESCHICHTE, False),
    # Stammtisch
    w.faith("de-t30-021", "para.relative", "Wo trifft sich der Stammtisch?", "Der Stammtisch, den Katrin Vogel und Luca Bianchi 2013 gegründet haben, trifft sich im Nebenraum des Gasthauses „Zum Anker“.", STAMMTISCH, True),
    w.faith("de-t30-022", "fmt.time", "Um wie viel Uhr geht es los?", "Los geht's um halb acht abends, Schluss ist um halb zehn.", STAMMTISCH, True),
    w.faith("de-t30-023", "para.combine", "Kostet das etwas?", "Mitmachen ist gratis, nur die Getränke im „Anker“ bezahlt jeder selbst.", STAMMTISCH, True),
    w.faith("de-t30-024", "added.fact", "Welche Sprachen gibt es?", "Es gibt Tische für Italienisch, Englisch, Spanisch und Türkisch; ein Französischtisch ist ab Herbst geplant.", STAMMTISCH, False),
    w.faith("de-t30-025", "value.date", "Wann trifft sich Babel?", "Babel trifft sich am zweiten und vierten Mittwoch jedes Monats.", STAMMTISCH, False),
    # Tandem
    w.faith("de-t30-026", "para.passive", "Wer vermittelt die Tandempartner?", "Feste Tandempartner werden auf Wunsch von der Organisatorin Katrin Vogel vermittelt.", TANDEM, True),
    w.faith("de-t30-027", "para.pronoun", "Wie oft sollen sich Tandems treffen?", "Tandempartner sollen sich wenigstens zweimal pro Monat sehen. Dabei sollen sie jede Sprache die halbe Zeit über sprechen.", TANDEM, True),
    w.faith("de-t30-028", "fmt.share", "Wie teilen Tandems die Zeit auf?", "Die Tandempartner sollen jeweils 50 % der Zeit in jeder der beiden Sprachen sprechen.", TANDEM, True),
    w.faith("de-t30-029", "modality", "Muss ich einen Tandempartner haben?", "Ja, bei Babel muss jedes Mitglied einen festen Tandempartner haben.", TANDEM, False),
    w.faith("de-t30-030", "added.fact", "Was passiert, wenn ich fehle?", "Wer zweimal in Folge unentschuldigt fehlt, verliert seinen Tandempartner und kommt auf eine Warteliste.", TANDEM, False),
    # Ladepreise
    w.faith("de-t30-031", "para.combine", "Lohnt sich StromWeg Plus beim Schnellladen?", "Wer für 5,99 € im Monat StromWeg Plus bucht, zahlt an Schnellladesäulen 15 Cent weniger als die regulären 0,69 € pro kWh.", LADEN_PREISE, True),
    w.faith("de-t30-032", "wrap.hedge", "Gibt es eine Blockiergebühr?", "Soweit ich das sehe, zahlt man an AC-Säulen nach vier Stunden 10 Cent pro Minute, aber nie mehr als 12 € pro Ladevorgang.", LADEN_PREISE, True),
    w.faith("de-t30-033", "fmt.period", "Ab wann fällt die Blockiergebühr an?", "Wer länger als 240 Minuten an einer AC-Säule steht, zahlt die Blockiergebühr.", LADEN_PREISE, True),
    w.faith("de-t30-034", "added.fact", "Was kostet das Laden an AC-Säulen?", "An AC-Säulen zahlen Sie 0,49 € pro kWh; bezahlt wird wahlweise per App oder Ladekarte.", LADEN_PREISE, False),
    w.faith("de-t30-035", "direction", "Ist die Blockiergebühr gedeckelt?", "Die Blockiergebühr beträgt mindestens 12 € pro Ladevorgang.", LADEN_PREISE, False),
    w.faith("de-t30-036", "value.number", "Was kostet Schnellladen?", "An den Schnellladesäulen kostet die Kilowattstunde 79 Cent.", LADEN_PREISE, False),
    # Ladenetz Geschichte
    w.faith("de-t30-037", "para.relative", "Wem gehört StromWeg?", "StromWeg, das Sabine Krüger 2016 in Stuttgart gegründet hat, wurde 2022 vom Energieversorger Nordlicht AG gekauft.", LADEN_GESCHICHTE, True),
    w.faith("de-t30-038", "para.pronoun", "Was hat sich nach dem Verkauf geändert?", "Die Nordlicht AG hat StromWeg 2022 gekauft. Ein Jahr später verdoppelte sie die Zahl der Schnellladepunkte.", LADEN_GESCHICHTE, True),
    w.faith("de-t30-039", "para.except", "Kann ich nachts laden?", "Bis auf die Standorte in Parkhäusern, die um 23 Uhr zumachen, sind alle Standorte Tag und Nacht zugänglich.", LADEN_GESCHICHTE, True),
    w.faith("de-t30-040", "role.swap", "Was geschah 2022 mit StromWeg?", "2022 übernahm StromWeg den Energieversorger Nordlicht AG.", LADEN_GESCHICHTE, False),
    # Skigebiet
    w.faith("de-t30-041", "fmt.time", "Ab wann gilt die Halbtageskarte?", "Die Halbtageskarte für 40 € gilt ab Mittag.", SKI, True),
    w.faith("de-t30-042", "added.fact", "Was kostet die Tageskarte für Erwachsene?", "Erwachsene zahlen 52 € für die Tageskarte, die auch für den Skibus im Tal gilt.", SKI, False),
    # Zahnzusatz
    w.faith("de-t30-043", "para.combine", "Zahlt DentaPlus Basis beim Zahnersatz?", "Ja, 70 % der Kosten für Zahnersatz werden erstattet, allerdings erst nach einer Wartezeit von acht Monaten.", DENTAL, True),
    w.faith("de-t30-044", "added.fact", "Wie viel gibt es für Zahnreinigungen?", "Zwei professionelle Zahnreinigungen im Jahr werden mit bis zu je 80 € erstattet, sofern man jedes Halbjahr zur Kontrolle geht.", DENTAL, False),
]

CORRECTNESS = [
    w.correct("de-t30-045", "correct.wordy", "Was kostet die Tageskarte für Erwachsene im Skigebiet Hochalm?", "Als Erwachsener zahlt man im Skigebiet Hochalm für eine Tageskarte 52 Euro.", "52 €", True),
    w.correct("de-t30-046", "correct.wordy", "Wer hat StromWeg gegründet?", "Gegründet wurde StromWeg 2016 in Stuttgart, und zwar von der Ingenieurin Sabine Krüger.", "Sabine Krüger", True),
    w.correct("de-t30-047", "correct.format", "Bis wann muss man auf dem Campingplatz Seeblick abreisen?", "11:00", "bis 11 Uhr", True),
    w.correct("de-t30-048", "correct.format", "Wie hoch ist der Monatsbeitrag von DentaPlus Basis?", "18 Euro 90 pro Monat", "18,90 € im Monat", True),
    w.correct("de-t30-049", "wrong.value", "Was kostet ein Waschgang im Lindenhof?", "Ein Waschgang kostet 2,50 Euro.", "2 Euro", False),
    w.correct("de-t30-050", "wrong.role", "Wer hat StromWeg 2022 gekauft?", "StromWeg hat 2022 den Energieversorger Nordlicht AG übernommen.", "Der Energieversorger Nordlicht AG hat StromWeg gekauft.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
