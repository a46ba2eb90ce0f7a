"""German cases of set t25: a family bakery handed down, a kayak rental, a carpentry firm,
a boutique hotel, a flower shop and a music school."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

BAKERY_HISTORY = (
    "Die Bäckerei Brandl wurde 1953 von Josef Brandl in der Passauer Altstadt gegründet. "
    "1989 übernahm seine Tochter Rosa den Betrieb, seit 2017 führt ihn Rosas Neffe Matthias Huber. "
    "Die Brezen werden bis heute nach Josefs Originalrezept gebacken."
)
BAKERY_ORDERS = (
    "Die Bäckerei hat täglich außer sonntags von 6 bis 18 Uhr geöffnet, samstags nur bis 13 Uhr. "
    "Torten müssen mindestens vier Tage vorher bestellt werden; dabei ist eine Anzahlung von 15 Euro fällig. "
    "Brot vom Vortag wird zum halben Preis verkauft."
)
KAYAK_PRICES = (
    "Der Kajakverleih Altmühlpaddel verlangt für ein Einerkajak 15 Euro pro Stunde und für einen Zweier 24 Euro pro Stunde. "
    "Schwimmweste und Paddel sind im Preis enthalten. "
    "Kinder unter 10 Jahren dürfen nur im Zweier mit einem Erwachsenen fahren."
)
KAYAK_HOURS = (
    "Die Verleihstation am Wehr ist von Mitte April bis Ende September geöffnet, täglich von 10:00 bis 18:30 Uhr. "
    "Das letzte Boot wird um 16:00 Uhr ausgegeben. "
    "Bei Gewitterwarnung werden alle Touren abgesagt und der volle Preis erstattet."
)
JOINERY_TEAM = (
    "Die Schreinerei Holzwerk Keller wurde 1998 von Schreinermeisterin Anna Keller und ihrem Schwager Bernd Vogt gegründet. "
    "Anna Keller leitet die Werkstatt, Bernd Vogt kümmert sich um Angebote und Kundenbesuche. "
    "Der Betrieb hat elf Mitarbeiter, darunter drei Auszubildende."
)
JOINERY_TERMS = (
    "Für Einbauschränke erstellt die Schreinerei innerhalb von zehn Werktagen nach dem Aufmaß ein kostenloses Angebot. "
    "Bei Auftragserteilung ist eine Anzahlung von 25 % zu leisten, der Rest nach der Montage. "
    "Auf alle Korpusse gibt es fünf Jahre Garantie, ausgenommen sind Beschläge."
)
HOTEL_HOUSE = (
    "Das Kranichhaus ist ein Boutiquehotel mit 18 Zimmern in einer umgebauten Tuchfabrik von 1905. "
    "Eröffnet wurde es 2010 von Claudia Reiter, die es 2019 an die Familie Demir verkaufte. "
    "Check-in ist ab 15 Uhr, Check-out bis 11 Uhr."
)
HOTEL_SERVICES = (
    "Das Frühstück wird von 7 bis 10:30 Uhr serviert und kostet 19 Euro pro Person, sofern es nicht im Zimmerpreis enthalten ist. "
    "Hunde sind in den drei Gartenzimmern für 15 Euro pro Nacht erlaubt. "
    "Die Sauna im Dachgeschoss steht nur Hotelgästen offen."
)
FLOWER_SHOP = (
    "Der Blumenladen Feldmohn in der Lindenstraße gehört Sabine Ortmann; geleitet wird er von ihrer Nichte Lena. "
    "Bei Bestellung bis 11 Uhr wird innerhalb der Stadt noch am selben Tag geliefert, die Lieferung kostet 7,50 Euro. "
    "Für Hochzeitsfloristik ist ein Beratungstermin spätestens sechs Wochen vor der Trauung nötig."
)
MUSIC_SCHOOL = (
    "Die Musikschule Klangwerk wurde 1984 von der Cellistin Margarete Lindner gegründet. "
    "Ihr ehemaliger Schüler Tobias Wendt ist seit 2015 Schulleiter. "
    "Eine Unterrichtsstunde dauert 30 Minuten, zehn Stunden kosten 280 Euro. "
    "Wer weniger als 48 Stunden vorher absagt, bekommt keine Ersatzstunde."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported
    w.faith("de-t25-001", "para.relative", "Wer hat die Bäckerei Brandl übernommen?",
            "Die Bäckerei, die Josef Brandl 1953 gegründet hatte, übernahm 1989 seine Tochter Rosa.",
            BAKERY_HISTORY, True),
    w.faith("de-t25-002", "para.combine", "Wer führt die Bäckerei heute?",
            "Seit 2017 führt Matthias Huber die Bäckerei – er ist der Neffe von Rosa, die den Betrieb 1989 übernommen hatte.",
            BAKERY_HISTORY, True),
    w.faith("de-t25-003", "para.pronoun", "Wer hat die Bäckerei gegründet?",
            "Gegründet hat sie Josef Brandl. Er eröffnete die Bäckerei 1953 in der Passauer Altstadt.",
            BAKERY_HISTORY, True),
    w.faith("de-t25-004", "para.except", "An welchem Tag hat die Bäckerei zu?",
            "Sonntags bleibt sie geschlossen, an allen anderen Tagen hat sie offen.",
            BAKERY_ORDERS, True),
    w.faith("de-t25-005", "fmt.time", "Wie lange hat die Bäckerei samstags offen?",
            "Samstags ist schon um ein Uhr mittags Schluss.",
            BAKERY_ORDERS, True),
    w.faith("de-t25-006", "fmt.share", "Gibt es Brot vom Vortag günstiger?",
            "Ja, Brot vom Vortag bekommen Sie 50 % billiger.",
            BAKERY_ORDERS, True),
    w.faith("de-t25-007", "para.combine", "Was ist beim Zweier alles dabei?",
            "Ein Zweier kostet 24 Euro die Stunde, und Schwimmweste und Paddel sind da schon mit drin.",
            KAYAK_PRICES, True),
    w.faith("de-t25-008", "para.pronoun", "Darf meine achtjährige Tochter allein ein Kajak nehmen?",
            "Nein. Kinder unter 10 Jahren dürfen nur im Zweier fahren. Sie brauchen dabei immer einen Erwachsenen im Boot.",
            KAYAK_PRICES, True),
    w.faith("de-t25-009", "fmt.time", "Wann hat die Verleihstation offen?",
            "Von Mitte April bis Ende September, und zwar jeden Tag von 10 Uhr morgens bis halb sieben abends.",
            KAYAK_HOURS, True),
    w.faith("de-t25-010", "para.combine", "Bekomme ich um 17 Uhr noch ein Boot?",
            "Nein – die Station hat zwar bis 18:30 Uhr geöffnet, aber das letzte Boot geht schon um 16 Uhr raus.",
            KAYAK_HOURS, True),
    w.faith("de-t25-011", "para.relative", "An wen wende ich mich wegen eines Angebots?",
            "An Bernd Vogt, der die Schreinerei 1998 mitgegründet hat und sich um Angebote und Kundenbesuche kümmert.",
            JOINERY_TEAM, True),
    w.faith("de-t25-012", "para.pronoun", "Was macht Anna Keller in der Schreinerei?",
            "Anna Keller hat den Betrieb 1998 zusammen mit ihrem Schwager gegründet. Heute leitet sie die Werkstatt.",
            JOINERY_TEAM, True),
    w.faith("de-t25-013", "fmt.share", "Wie wird ein Einbauschrank bezahlt?",
            "Ein Viertel zahlen Sie bei der Auftragserteilung an, die restlichen drei Viertel nach der Montage.",
            JOINERY_TERMS, True),
    w.faith("de-t25-014", "para.synonym", "Sind die Beschläge auch von der Garantie abgedeckt?",
            "Nein, die fünfjährige Garantie gilt für die Korpusse; Beschläge fallen nicht darunter.",
            JOINERY_TERMS, True),
    w.faith("de-t25-015", "para.relative", "Wem gehört das Kranichhaus?",
            "Das Kranichhaus, das Claudia Reiter 2010 eröffnet hat, gehört seit 2019 der Familie Demir, die es ihr abgekauft hat.",
            HOTEL_HOUSE, True),
    w.faith("de-t25-016", "fmt.time", "Wann ist Check-in und Check-out?",
            "Einchecken können Sie ab drei Uhr nachmittags, auschecken müssen Sie bis elf Uhr vormittags.",
            HOTEL_HOUSE, True),
    w.faith("de-t25-017", "para.combine", "Kann ich meinen Hund mitbringen?",
            "Ja, aber nur in eines der drei Gartenzimmer, und dafür kommen 15 Euro pro Nacht dazu.",
            HOTEL_SERVICES, True),
    w.faith("de-t25-018", "wrap.attribution", "Darf ich als Tagesbesucher in die Sauna?",
            "Laut der Hausinformation dürfen nur Gäste des Hotels die Sauna im Dachgeschoss benutzen.",
            HOTEL_SERVICES, True),
    w.faith("de-t25-019", "para.passive", "Wer steckt hinter dem Blumenladen Feldmohn?",
            "Sabine Ortmann ist die Inhaberin, und ihre Nichte Lena leitet den Laden.",
            FLOWER_SHOP, True),
    w.faith("de-t25-020", "fmt.currency", "Kann ich heute noch Blumen liefern lassen?",
            "Wenn Sie bis 11 Uhr bestellen, wird innerhalb der Stadt noch heute geliefert – für 7,50 €.",
            FLOWER_SHOP, True),
    w.faith("de-t25-021", "wrap.hedge", "Wann müssen wir wegen der Hochzeitsblumen kommen?",
            "Soweit ich das sehe, brauchen Sie den Beratungstermin spätestens sechs Wochen vor der Hochzeit.",
            FLOWER_SHOP, True),
    w.faith("de-t25-022", "para.relative", "Wer leitet die Musikschule Klangwerk?",
            "Seit 2015 ist Tobias Wendt Schulleiter, ein ehemaliger Schüler der Gründerin Margarete Lindner.",
            MUSIC_SCHOOL, True),
    w.faith("de-t25-023", "fmt.period", "Wie lange dauert eine Unterrichtseinheit?",
            "Jede Einheit dauert eine halbe Stunde.",
            MUSIC_SCHOOL, True),
    w.faith("de-t25-024", "wrap.opener", "Was kostet ein Einerkajak?",
            "Gute Frage! Für ein Einerkajak zahlen Sie 15 Euro pro Stunde.",
            KAYAK_PRICES, True),
    # unfaithful: exactly one error
    w.faith("de-t25-025", "added.fact", "Wann hat Rosa die Bäckerei übernommen?",
            "Rosa übernahm den Betrieb 1989, nachdem sie in München ihre Meisterprüfung abgelegt hatte.",
            BAKERY_HISTORY, False),
    w.faith("de-t25-026", "added.fact", "Wie bestelle ich eine Torte?",
            "Mindestens vier Tage vorher bestellen und 15 Euro anzahlen – die Anzahlung wird bei der Abholung verrechnet.",
            BAKERY_ORDERS, False),
    w.faith("de-t25-027", "added.fact", "Was ist im Mietpreis enthalten?",
            "Im Preis sind Schwimmweste, Paddel und ein wasserdichter Packsack enthalten.",
            KAYAK_PRICES, False),
    w.faith("de-t25-028", "added.fact", "Wann gibt es Frühstück?",
            "Frühstück gibt es von 7 bis 10:30 Uhr, mit Brot und Brezen von einer Bäckerei aus dem Ort.",
            HOTEL_SERVICES, False),
    w.faith("de-t25-029", "added.fact", "Wie groß ist das Kranichhaus?",
            "Es hat 18 Zimmer in einer ehemaligen Tuchfabrik, alle mit eigenem Balkon.",
            HOTEL_HOUSE, False),
    w.faith("de-t25-030", "added.fact", "Wie funktioniert die Lieferung am selben Tag?",
            "Wer bis 11 Uhr bestellt, bekommt die Blumen für 7,50 Euro noch am selben Tag in der Stadt geliefert, spätestens bis 17 Uhr.",
            FLOWER_SHOP, False),
    w.faith("de-t25-031", "added.fact", "Wie viele Leute arbeiten bei Holzwerk Keller?",
            "Elf Mitarbeiter, darunter drei Azubis, die Anna Keller persönlich ausbildet.",
            JOINERY_TEAM, False),
    w.faith("de-t25-032", "added.fact", "Was kostet der Unterricht?",
            "Zehn Stunden kosten 280 Euro, und Geschwister bekommen zehn Prozent Rabatt.",
            MUSIC_SCHOOL, False),
    w.faith("de-t25-033", "role.swap", "Wer macht was in der Schreinerei?",
            "Bernd Vogt leitet die Werkstatt, Anna Keller kümmert sich um Angebote und Kundenbesuche.",
            JOINERY_TEAM, False),
    w.faith("de-t25-034", "role.swap", "Wer hat die Musikschule gegründet?",
            "Gegründet hat sie 1984 Tobias Wendt; seine ehemalige Schülerin Margarete Lindner leitet die Schule seit 2015.",
            MUSIC_SCHOOL, False),
    w.faith("de-t25-035", "role.swap", "Was geschah 2019 mit dem Kranichhaus?",
            "2019 verkaufte die Familie Demir das Hotel an Claudia Reiter.",
            HOTEL_HOUSE, False),
    w.faith("de-t25-036", "value.date", "Seit wann führt Matthias Huber die Bäckerei?",
            "Matthias Huber führt die Bäckerei seit 2007.",
            BAKERY_HISTORY, False),
    w.faith("de-t25-037", "value.time", "Wann wird das letzte Boot ausgegeben?",
            "Das letzte Boot gibt es um fünf Uhr nachmittags.",
            KAYAK_HOURS, False),
    w.faith("de-t25-038", "value.number", "In welchen Zimmern sind Hunde erlaubt?",
            "Hunde dürfen in den fünf Gartenzimmern übernachten, für 15 Euro pro Nacht.",
            HOTEL_SERVICES, False),
    w.faith("de-t25-039", "negation", "Muss ich die Schwimmweste extra bezahlen?",
            "Ja, Schwimmwesten sind nicht im Preis enthalten und kosten extra.",
            KAYAK_PRICES, False),
    w.faith("de-t25-040", "antonym", "Ist die Sauna öffentlich?",
            "Ja, die Sauna im Dachgeschoss ist öffentlich, auch Besucher von außen können sie nutzen.",
            HOTEL_SERVICES, False),
    w.faith("de-t25-041", "modality", "Muss ich eine Torte vorbestellen?",
            "Am besten bestellt man vier Tage vorher, aber kurzfristig geht es auch.",
            BAKERY_ORDERS, False),
    w.faith("de-t25-042", "quantifier", "Müssen Kinder mit einem Erwachsenen fahren?",
            "Ja, alle Kinder, egal wie alt, dürfen nur im Zweier mit einem Erwachsenen fahren.",
            KAYAK_PRICES, False),
    w.faith("de-t25-043", "value.except", "Was deckt die Garantie ab?",
            "Die fünf Jahre Garantie gelten für alles, auch für die Beschläge.",
            JOINERY_TERMS, False),
    w.faith("de-t25-044", "direction", "Wann verfällt eine Stunde bei Absage?",
            "Wer mehr als 48 Stunden vorher absagt, bekommt keine Ersatzstunde.",
            MUSIC_SCHOOL, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-t25-045", "correct.wordy", "Wann wurde die Bäckerei Brandl gegründet?",
              "Laut Familienchronik geht die Bäckerei auf das Jahr 1953 zurück, als Josef Brandl sie in der Altstadt eröffnete.",
              "1953.", True),
    w.correct("de-t25-046", "correct.format", "Was kostet ein Einerkajak pro Stunde?",
              "15 € die Stunde.",
              "15 Euro.", True),
    w.correct("de-t25-047", "correct.format", "Bis wann muss man im Kranichhaus auschecken?",
              "Bis 11:00.",
              "11 Uhr.", True),
    w.correct("de-t25-048", "correct.wordy", "Wer hat die Musikschule Klangwerk gegründet?",
              "Die Schule wurde 1984 von der Cellistin Margarete Lindner ins Leben gerufen.",
              "Margarete Lindner.", True),
    w.correct("de-t25-049", "wrong.value", "Wie viele Zimmer hat das Kranichhaus?",
              "Das Kranichhaus hat 22 Zimmer.",
              "18.", False),
    w.correct("de-t25-050", "wrong.role", "Wer leitet die Werkstatt von Holzwerk Keller?",
              "Bernd Vogt leitet die Werkstatt.",
              "Anna Keller.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
