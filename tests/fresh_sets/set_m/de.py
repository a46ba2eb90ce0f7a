# ruff: noqa: E501
"""Fresh set M, German: Klinik-Cafeteria, Gepäckaufbewahrung, Freiwillige Feuerwehr, Print-on-Demand,
Optiker, Schulbus, Campingplatz, Kartenweiterverkauf, Reederei-Geschichte, Töpferwerkstatt,
Radwegprojekt und Notiz-Abo."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

CAFE = (
    "Die Cafeteria des Klinikums Nordheide befindet sich im Erdgeschoss von Haus B. "
    "Warme Mahlzeiten gibt es von 11:30 bis 14:00 Uhr. "
    "Mitarbeitende erhalten gegen Vorlage ihres Dienstausweises 15 % Rabatt."
)
LUGGAGE = (
    "Die Gepäckaufbewahrung im Hauptbahnhof Kesselberg ist täglich außer am 24. Dezember von 6 bis 22 Uhr "
    "geöffnet. Ein Gepäckstück kostet 5 € pro Tag. Koffer über 25 kg werden nicht angenommen."
)
FIRE = (
    "Die Freiwillige Feuerwehr Altenbach wurde 1891 gegründet und hat heute 42 aktive Mitglieder. "
    "Die Übungsabende finden jeden Mittwoch um 19 Uhr statt, und die Teilnahme ist für alle aktiven "
    "Mitglieder Pflicht."
)
PRINT = (
    "DruckWerk druckt Bücher auf Bestellung. Taschenbücher werden innerhalb von 4 Werktagen gedruckt. "
    "Im Jahr 2023 hat DruckWerk 12.500 Bücher ausgeliefert. Der Versand innerhalb Deutschlands ist ab "
    "einem Bestellwert von 40 € kostenlos."
)
OPTI = (
    "Optik Sehwerk bietet einen kostenlosen Sehtest an. Eine fertige Brille kann in der Regel nach "
    "10 Tagen abgeholt werden. Auf alle Fassungen gibt es zwei Jahre Garantie."
)
BUS = (
    "Der Schulbus nach Bergheim fährt morgens um 7:20 Uhr am Marktplatz ab und kommt um 7:50 Uhr an der "
    "Gesamtschule an. Schüler, die mehr als 2 km entfernt wohnen, fahren kostenlos."
)
CAMP = (
    "Der Campingplatz Dünenblick auf Föhr ist von April bis Oktober geöffnet. Ein Zeltplatz kostet 18 € "
    "pro Nacht. Hunde dürfen an der Leine mitgebracht werden, am Strand sind sie jedoch nicht erlaubt."
)
TICKET = (
    "Konzertkarten der Stadthalle Lindau dürfen nur über die offizielle Weiterverkaufsplattform "
    "weiterverkauft werden. Der Weiterverkaufspreis darf den ursprünglichen Kaufpreis nicht übersteigen."
)
SHIP = (
    "Die Reederei Hollmann wurde 1883 von Friedrich Hollmann in Bremen gegründet. 1927 übernahm Hollmann "
    "die Weser-Linie. 1999 fusionierte Hollmann mit der Hamburger Reederei Tesdorpf zur Hollmann-Tesdorpf AG."
)
POTTERY = (
    "Die Töpferwerkstatt Tonart bietet Anfängerkurse an der Drehscheibe an. Ein Kurs besteht aus fünf "
    "Terminen zu je drei Stunden und kostet 220 €, Ton und Glasuren inklusive. Der Brand der fertigen "
    "Stücke dauert etwa zwei Wochen."
)
BIKE = (
    "Der neue Radweg an der Uferstraße wird 2,8 km lang und verbindet den Bahnhof mit dem Hafen. "
    "Die Bauarbeiten beginnen im Mai 2025 und sollen zehn Monate dauern."
)
SOFT = (
    "Ein Abo von Notizwerk Pro kostet 6 € im Monat. Das Abo kann auf bis zu drei Geräten genutzt werden. "
    "Nach einer Kündigung bleiben die Notizen 60 Tage lang lesbar."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases
    w.faith("de-m-001", "para.nominal", "Wann beginnen die Bauarbeiten am Radweg an der Uferstraße?", "Der Baubeginn ist im Mai 2025.", BIKE, True),
    w.faith("de-m-002", "para.capital", "Was kostet Notizwerk Pro?", "Ein Abo von NOTIZWERK PRO kostet 6 € im Monat.", SOFT, True),
    w.faith("de-m-003", "para.relative", "Wie viele aktive Mitglieder hat die Feuerwehr Altenbach?", "Die Freiwillige Feuerwehr Altenbach, die 1891 gegründet wurde, hat heute 42 aktive Mitglieder.", FIRE, True),
    w.faith("de-m-004", "fmt.thousands", "Wie viele Bücher hat DruckWerk 2023 ausgeliefert?", "Im Jahr 2023 waren es 12 500 ausgelieferte Bücher.", PRINT, True),
    w.faith("de-m-005", "fmt.unit", "Wie lang wird der neue Radweg an der Uferstraße?", "Der Radweg an der Uferstraße wird 2.800 Meter lang.", BIKE, True),
    w.faith("de-m-006", "wrap.attribution", "Darf ich meine Karte für die Stadthalle Lindau teurer weiterverkaufen?", "Laut den Regeln der Stadthalle Lindau darf der Weiterverkaufspreis den ursprünglichen Kaufpreis nicht übersteigen.", TICKET, True),
    w.faith("de-m-007", "wrap.question", "Wann ist meine Brille bei Optik Sehwerk fertig?", "Eine fertige Brille kann in der Regel nach 10 Tagen abgeholt werden. Möchten Sie auch wissen, wie lange die Garantie auf Fassungen gilt?", OPTI, True),
    w.faith("de-m-008", "para.combine", "Wie ist der Anfängerkurs bei Tonart aufgebaut und was kostet er?", "Der Anfängerkurs umfasst fünf dreistündige Termine und kostet 220 € inklusive Ton und Glasuren.", POTTERY, True),
    # unfaithful answers
    w.faith("de-m-009", "value.unit", "Wie lang wird der neue Radweg an der Uferstraße?", "Der neue Radweg an der Uferstraße wird 2,8 Meilen lang.", BIKE, False),
    w.faith("de-m-010", "value.except", "Wann ist die Gepäckaufbewahrung geöffnet?", "Die Gepäckaufbewahrung ist täglich außer am 31. Dezember von 6 bis 22 Uhr geöffnet.", LUGGAGE, False),
    w.faith("de-m-011", "mixed", "Was bietet Optik Sehwerk an?", "Der Sehtest bei Optik Sehwerk ist kostenlos, und auf alle Fassungen gibt es fünf Jahre Garantie.", OPTI, False),
    w.faith("de-m-012", "modality", "Müssen aktive Mitglieder an den Übungsabenden teilnehmen?", "Nein, aktive Mitglieder können an den Übungsabenden teilnehmen, müssen es aber nicht.", FIRE, False),
    w.faith("de-m-013", "value.number", "Wie viele aktive Mitglieder hat die Feuerwehr Altenbach?", "Die Freiwillige Feuerwehr Altenbach hat heute 24 aktive Mitglieder.", FIRE, False),
    w.faith("de-m-014", "antonym", "Wann ist der Campingplatz Dünenblick geöffnet?", "Der Campingplatz Dünenblick ist von April bis Oktober geschlossen.", CAMP, False),
    w.faith("de-m-015", "added.fact", "Wie lange dauert der Brand bei Tonart?", "Der Brand dauert etwa zwei Wochen, danach werden die Stücke kostenlos nach Hause geschickt.", POTTERY, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-m-016", "refusal.context", "Gibt es in der Cafeteria vegane Gerichte?", "Dazu finde ich in den vorliegenden Unterlagen leider keine Angaben.", CAFE, True),
    w.refusal("de-m-017", "refusal.plain", "Wie viel kostet ein Stellplatz für Wohnmobile auf dem Campingplatz Dünenblick?", "Das weiß ich leider nicht.", CAMP, True),
    w.refusal("de-m-018", "refusal.partial", "Wann fährt der Schulbus morgens ab, und wann fährt er nachmittags zurück?", "Morgens fährt der Bus um 7:20 Uhr am Marktplatz ab. Wann er nachmittags zurückfährt, geht aus den Unterlagen nicht hervor.", BUS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-m-019", "correct.format", "Wie viel kostet ein Zeltplatz pro Nacht auf dem Campingplatz Dünenblick?", "EUR 18,00 pro Nacht.", "18 € pro Nacht.", True),
    w.correct("de-m-020", "wrong.role", "Wer übernahm 1927 wen?", "1927 übernahm die Weser-Linie die Reederei Hollmann.", "1927 übernahm die Reederei Hollmann die Weser-Linie.", False),
    w.correct("de-m-021", "correct.wordy", "Wie lange bleiben Notizen nach einer Kündigung von Notizwerk Pro lesbar?", "Gute Frage! Wenn Sie Ihr Abo von Notizwerk Pro kündigen, sind Ihre Notizen nicht sofort weg: Sie bleiben danach noch 60 Tage lang lesbar.", "60 Tage.", True),
]

RELEVANCY: list[Case] = [
    w.relevant("de-m-022", "relevant.direct", "Wie teuer ist die Aufbewahrung eines Koffers?", "5 € pro Tag.", LUGGAGE, True),
    w.relevant("de-m-023", "offtopic.true", "Wann kommt der Schulbus an der Gesamtschule an?", "Schüler, die mehr als 2 km entfernt wohnen, fahren kostenlos.", BUS, False),
    w.relevant("de-m-024", "relevant.yesno", "Kann ich meinen Hund auf den Campingplatz mitnehmen?", "Ja, an der Leine ist das erlaubt.", CAMP, True),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-m-025", "diag.offtopic", "Wann finden die Übungsabende der Feuerwehr Altenbach statt?", "Die Freiwillige Feuerwehr Altenbach wurde 1891 gegründet.", {"fire-1": FIRE}, ("fire-1",), "fix_generation"),
    w.diag("de-m-026", "diag.missed", "Ab welchem Bestellwert ist der Versand bei DruckWerk kostenlos?", "Leider enthalten die gefundenen Dokumente keine Informationen zu den Versandkosten von DruckWerk.", {"soft-1": SOFT, "pottery-1": POTTERY}, ("print-1",), "fix_retrieval"),
    w.diag("de-m-027", "diag.correct_refusal", "Bietet Optik Sehwerk auch Kontaktlinsen an?", "In den Unterlagen steht nichts darüber, ob Optik Sehwerk Kontaktlinsen anbietet.", {"opti-1": OPTI}, (), "correct_refusal"),
    w.diag("de-m-028", "diag.pass", "Wann kommt der Schulbus an der Gesamtschule an?", "Der Schulbus kommt um 7:50 Uhr an der Gesamtschule an.", {"bus-1": BUS, "camp-1": CAMP}, ("bus-1",), "pass"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
