"""German cases of set AY: a coworking loft in a former boiler house, a heritage railway, a blood
donation centre and a campsite by a lake."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

LOFT = "Das Coworking-Loft „Kesselhaus“ ist montags bis freitags von 7 bis 21 Uhr geöffnet, samstags von 10 bis 16 Uhr. Ein Flex-Platz kostet 190 Euro im Monat, ein fester Schreibtisch 290 Euro. Jedes Mitglied kann den Besprechungsraum bis zu acht Stunden im Monat kostenlos nutzen."
BAHN = "Die Museumsbahn „Heideexpress“ fährt von Mai bis Oktober an jedem ersten Sonntag im Monat von Altenhagen nach Seewinkel. Die 24 Kilometer lange Fahrt dauert etwa 75 Minuten. Eine Rückfahrkarte für Erwachsene kostet 22 Euro, Kinder unter sechs Jahren fahren kostenlos mit. Fahrräder dürfen nur nach vorheriger Anmeldung mitgenommen werden."
BLUT = "Im Blutspendezentrum Lindenhof dürfen Menschen zwischen 18 und 68 Jahren Blut spenden, sofern sie mindestens 50 Kilogramm wiegen. Frauen dürfen viermal, Männer sechsmal in zwölf Monaten spenden. Vor der Spende wird bei jedem Spender der Blutdruck gemessen. Nach der Spende gibt es einen Imbiss und 25 Euro Aufwandsentschädigung."
CAMP = "Der Campingplatz „Schilfufer“ liegt am Nordufer des Mövensees, zwei Kilometer vom Dorf Kranichsdorf entfernt. Ein Zeltplatz kostet 18 Euro pro Nacht für zwei Personen, jede weitere Person zahlt 5 Euro. Hunde sind erlaubt, müssen aber an der Leine bleiben. Die Rezeption ist täglich außer mittwochs von 8 bis 12 Uhr besetzt."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("de-ay-001", "para.passive", "Wann wird bei Spendern der Blutdruck gemessen?", "Vor jeder Spende misst man bei jedem Spender den Blutdruck.", BLUT, True),
    w.faith("de-ay-002", "para.capital", "Was kostet ein fester Schreibtisch im Kesselhaus?", "ein fester schreibtisch im kesselhaus kostet 290 euro im monat.", LOFT, True),
    w.faith("de-ay-003", "fmt.currency", "Was kostet eine Rückfahrkarte für Erwachsene?", "Erwachsene zahlen für die Rückfahrkarte 22 €.", BAHN, True),
    w.faith("de-ay-004", "fmt.time", "Wann hat das Kesselhaus samstags geöffnet?", "Samstags von 10:00 bis 16:00 Uhr.", LOFT, True),
    w.faith("de-ay-005", "para.except", "An welchen Tagen ist die Rezeption des Campingplatzes besetzt?", "Jeden Tag bis auf Mittwoch, jeweils von 8 bis 12 Uhr.", CAMP, True),
    w.faith("de-ay-006", "fmt.abbrev", "Wie lang ist die Strecke des Heideexpress?", "Die Strecke ist 24 km lang.", BAHN, True),
    w.faith("de-ay-007", "wrap.hedge", "Dürfen Hunde mit auf den Campingplatz?", "Soweit ich sehe, ja – sie müssen aber angeleint bleiben.", CAMP, True),
    w.faith("de-ay-008", "para.synonym", "Was bekommen Spender nach der Blutspende?", "Nach der Spende gibt es einen Snack und 25 Euro Aufwandsentschädigung.", BLUT, True),
    w.faith("de-ay-009", "fmt.period", "Wie oft fährt der Heideexpress?", "Von Mai bis Oktober einmal im Monat, jeweils am ersten Sonntag.", BAHN, True),
    w.faith("de-ay-010", "value.number", "Wie viele Stunden dürfen Mitglieder den Besprechungsraum kostenlos nutzen?", "Bis zu zwölf Stunden im Monat.", LOFT, False),
    w.faith("de-ay-011", "value.unit", "Wie weit ist der Campingplatz von Kranichsdorf entfernt?", "Er liegt zwei Meilen vom Dorf entfernt.", CAMP, False),
    w.faith("de-ay-012", "role.swap", "Wie oft dürfen Frauen und Männer im Jahr spenden?", "Frauen dürfen sechsmal, Männer viermal in zwölf Monaten spenden.", BLUT, False),
    w.faith("de-ay-013", "negation", "Darf man ein Fahrrad im Heideexpress mitnehmen?", "Nein, Fahrräder dürfen im Heideexpress nicht mitgenommen werden.", BAHN, False),
    w.faith("de-ay-014", "modality", "Müssen Hunde auf dem Campingplatz an die Leine?", "Hunde können an der Leine geführt werden, müssen es aber nicht.", CAMP, False),
    w.faith("de-ay-015", "quantifier", "Bei wem wird vor der Spende der Blutdruck gemessen?", "Nur bei einigen Spendern wird vorher der Blutdruck gemessen.", BLUT, False),
    w.faith("de-ay-016", "direction", "In welche Richtung fährt der Heideexpress?", "Er fährt von Seewinkel nach Altenhagen.", BAHN, False),
    w.faith("de-ay-017", "added.fact", "Was kostet ein Flex-Platz im Kesselhaus?", "190 Euro im Monat, inklusive eines eigenen Schließfachs.", LOFT, False),
    w.faith("de-ay-018", "antonym", "Welche Kinder fahren im Heideexpress kostenlos mit?", "Kinder über sechs Jahren fahren kostenlos mit.", BAHN, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-ay-020", "refusal.context", "Gibt es am Kesselhaus Parkplätze?", "Dazu steht in den vorliegenden Informationen leider nichts.", LOFT, True),
    w.refusal("de-ay-021", "refusal.short", "Hat der Heideexpress einen Speisewagen?", "Das weiß ich leider nicht.", BAHN, True),
    w.refusal("de-ay-022", "refusal.hedged", "Wie viel kostet ein Zeltplatz für zwei Personen?", "Ganz sicher bin ich nicht, aber laut den Angaben sind es 18 Euro pro Nacht.", CAMP, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-ay-030", "correct.wordy", "Bis zu welchem Alter darf man im Lindenhof Blut spenden?", "Im Blutspendezentrum Lindenhof kann man bis zum Alter von 68 Jahren spenden, vorausgesetzt, man ist mindestens 18.", "Bis 68 Jahre.", True),
    w.correct("de-ay-031", "correct.wordy", "Wie lange dauert die Fahrt mit dem Heideexpress?", "Wer in Altenhagen in den Heideexpress steigt, ist etwa 75 Minuten unterwegs, bis der Zug in Seewinkel ankommt.", "Etwa 75 Minuten.", True),
    w.correct("de-ay-032", "correct.format", "Was kostet ein fester Schreibtisch im Kesselhaus?", "290 € monatlich.", "290 Euro im Monat.", True),
    w.correct("de-ay-033", "wrong.value", "Was zahlt jede weitere Person auf dem Zeltplatz?", "Jede weitere Person zahlt 8 Euro pro Nacht.", "5 Euro pro Person.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("de-ay-040", "relevant.direct", "Wann hat die Rezeption auf dem Campingplatz auf?", "Von 8 bis 12 Uhr, außer mittwochs.", CAMP, True),
    w.relevant("de-ay-041", "relevant.direct", "Was muss ich für einen Flex-Platz zahlen?", "190 Euro pro Monat.", LOFT, True),
    w.relevant("de-ay-042", "relevant.direct", "Wer darf im Lindenhof Blut spenden?", "Personen zwischen 18 und 68, die mindestens 50 Kilogramm wiegen.", BLUT, True),
    w.relevant("de-ay-043", "relevant.yesno", "Kann mein Vierjähriger gratis mit dem Heideexpress fahren?", "Ja, Kinder unter sechs fahren kostenlos.", BAHN, True),
    w.relevant("de-ay-044", "offtopic.true", "Wie oft dürfen Frauen im Jahr Blut spenden?", "Nach der Spende gibt es einen Imbiss und 25 Euro Aufwandsentschädigung.", BLUT, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-ay-050", "diag.pass", "Wie lange dauert die Fahrt mit dem Heideexpress?", "Die Fahrt dauert etwa 75 Minuten.", {"bahn-1": BAHN, "camp-1": CAMP}, ("bahn-1",), "pass"),
    w.diag("de-ay-051", "diag.missed", "Wann ist das Kesselhaus samstags geöffnet?", "Dazu finde ich in den Unterlagen keine Angaben.", {"blut-1": BLUT, "bahn-1": BAHN}, ("loft-1",), "fix_retrieval"),
    w.diag("de-ay-052", "diag.correct_refusal", "Gibt es am Campingplatz Schilfufer einen Bootsverleih?", "In den Unterlagen steht nichts über einen Bootsverleih.", {"camp-1": CAMP, "loft-1": LOFT}, (), "correct_refusal"),
    w.diag("de-ay-053", "diag.unfaithful", "Wie viel müssen Spender im Lindenhof mindestens wiegen?", "Spender müssen mindestens 60 Kilogramm wiegen.", {"blut-1": BLUT, "camp-1": CAMP}, ("blut-1",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
