"""German cases of set AR: a mountain hut, a repair café, the fishing licence desk of a town
hall and a dance school."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

HUT = (
    "Die Falkenstein-Hütte liegt auf 1.780 Metern und ist vom 20. Juni bis 30. September bewirtschaftet. "
    "Sie hat 40 Lager- und 12 Zimmerplätze; eine Übernachtung im Lager kostet 28 Euro, für Alpenvereinsmitglieder 18 Euro. "
    "Hüttenruhe ist um 22 Uhr, und Hunde sind im Haus nicht erlaubt."
)
REPAIR = (
    "Das Repair-Café Lindenhof findet jeden dritten Samstag im Monat von 14 bis 17 Uhr im Gemeindehaus statt. "
    "Ehrenamtliche reparieren Fahrräder, Kaffeemaschinen und Kleidung, aber keine Handys. "
    "Die Reparatur ist kostenlos, Ersatzteile müssen die Besucher selbst bezahlen."
)
FISHING = (
    "Den Fischereischein bekommt man im Bürgeramt Kesselbach, Zimmer 104, montags bis donnerstags von 8 bis 12 Uhr. "
    "Voraussetzung ist die bestandene Fischerprüfung; der Schein kostet 45 Euro und gilt fünf Jahre. "
    "Jugendliche ab 10 Jahren können einen Jugendfischereischein für 10 Euro erhalten."
)
DANCE = (
    "Die Tanzschule Bergmann bietet ab dem 8. Januar einen Discofox-Kurs für Anfänger an, immer mittwochs von 20:00 bis 21:15 Uhr. "
    "Der Kurs umfasst acht Abende und kostet 95 Euro pro Person. "
    "Geleitet wird er von Sabine Bergmann und ihrem Sohn Lukas."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("de-ar-001", "para.passive", "Wer leitet den Discofox-Kurs?", "Sabine Bergmann und ihr Sohn Lukas leiten den Kurs.", DANCE, True),
    w.faith("de-ar-002", "para.nominal", "Was brauche ich für den Fischereischein?", "Voraussetzung ist das Bestehen der Fischerprüfung.", FISHING, True),
    w.faith("de-ar-003", "fmt.thousands", "Wie hoch liegt die Falkenstein-Hütte?", "Die Hütte liegt auf 1780 Metern.", HUT, True),
    w.faith("de-ar-004", "fmt.date", "Wann fängt der Discofox-Kurs an?", "Los geht es am 08.01., danach immer mittwochs.", DANCE, True),
    w.faith("de-ar-005", "fmt.range", "Wann kann ich im Bürgeramt den Fischereischein holen?", "Mo–Do, 8–12 Uhr, in Zimmer 104.", FISHING, True),
    w.faith("de-ar-006", "wrap.hedge", "Was kostet eine Nacht im Lager?", "Soweit ich sehe, kostet die Übernachtung im Lager 28 Euro, für Alpenvereinsmitglieder 18 Euro.", HUT, True),
    w.faith("de-ar-007", "para.pronoun", "Was gilt auf der Falkenstein-Hütte für Hunde?", "Im Haus sind sie nicht erlaubt.", HUT, True),
    w.faith("de-ar-008", "fmt.period", "Wie oft gibt es das Repair-Café Lindenhof?", "Einmal im Monat, und zwar am dritten Samstag.", REPAIR, True),
    w.faith("de-ar-009", "fmt.currency", "Wie teuer ist der Discofox-Kurs?", "Der Kurs kostet 95 € pro Person.", DANCE, True),
    # one clear error each
    w.faith("de-ar-010", "value.number", "Wie viele Abende hat der Discofox-Kurs?", "Der Kurs umfasst zehn Abende.", DANCE, False),
    w.faith("de-ar-011", "value.date", "Bis wann ist die Hütte bewirtschaftet?", "Die Hütte ist vom 20. Juni bis 31. Oktober bewirtschaftet.", HUT, False),
    w.faith("de-ar-012", "value.currency", "Was kostet der Jugendfischereischein?", "Der Jugendfischereischein kostet 15 Euro.", FISHING, False),
    w.faith("de-ar-013", "role.swap", "Wer bezahlt im Repair-Café die Ersatzteile?", "Die Reparatur ist kostenlos, die Ersatzteile bezahlen die Ehrenamtlichen.", REPAIR, False),
    w.faith("de-ar-014", "negation", "Darf mein Hund mit in die Hütte?", "Hunde sind im Haus erlaubt.", HUT, False),
    w.faith("de-ar-015", "antonym", "Muss ich im Repair-Café für die Reparatur bezahlen?", "Die Reparatur im Repair-Café Lindenhof ist kostenpflichtig.", REPAIR, False),
    w.faith("de-ar-016", "direction", "Ab welchem Alter gibt es den Jugendfischereischein?", "Jugendliche unter 10 Jahren können einen Jugendfischereischein bekommen.", FISHING, False),
    w.faith("de-ar-017", "added.entity", "Was reparieren die Ehrenamtlichen?", "Sie reparieren Fahrräder, Kaffeemaschinen, Kleidung und Staubsauger.", REPAIR, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-ar-018", "refusal.plain", "Gibt es auf der Falkenstein-Hütte Duschen?", "Dazu kann ich leider nichts sagen, in den Informationen stehen keine Angaben zu Duschen.", HUT, True),
    w.refusal("de-ar-019", "refusal.long", "Wo parke ich am besten, wenn ich zur Tanzschule fahre?", "In den vorliegenden Unterlagen stehen nur Kursbeginn, Termine, Preis und Kursleitung; über Parkmöglichkeiten steht dort nichts, deshalb kann ich die Frage nicht beantworten.", DANCE, True),
    w.refusal("de-ar-020", "refusal.hedged", "Wann ist auf der Hütte Nachtruhe?", "Wenn ich das richtig lese, ist die Hüttenruhe um 22 Uhr.", HUT, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-ar-021", "correct.wordy", "Was kostet der Fischereischein?", "Für den Fischereischein zahlt man im Bürgeramt Kesselbach 45 Euro, und er gilt dann fünf Jahre lang.", "45 Euro, gültig für fünf Jahre.", True),
    w.correct("de-ar-022", "correct.wordy", "Wann findet das Repair-Café statt?", "Das Repair-Café Lindenhof öffnet jeden dritten Samstag im Monat im Gemeindehaus, und zwar nachmittags von 14 bis 17 Uhr.", "Jeden dritten Samstag im Monat von 14 bis 17 Uhr.", True),
    w.correct("de-ar-023", "correct.format", "Wie viele Lagerplätze hat die Falkenstein-Hütte?", "Vierzig.", "40 Lagerplätze.", True),
    w.correct("de-ar-024", "wrong.value", "An welchem Wochentag findet der Discofox-Kurs statt?", "Immer donnerstags.", "Mittwochs.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("de-ar-025", "relevant.direct", "Wo beantrage ich den Fischereischein?", "Im Bürgeramt Kesselbach, Zimmer 104.", FISHING, True),
    w.relevant("de-ar-026", "relevant.direct", "Was zahle ich als Alpenvereinsmitglied fürs Matratzenlager?", "18 Euro pro Nacht.", HUT, True),
    w.relevant("de-ar-027", "relevant.direct", "Wer unterrichtet Discofox bei Bergmann?", "Sabine Bergmann gemeinsam mit ihrem Sohn Lukas.", DANCE, True),
    w.relevant("de-ar-028", "relevant.yesno", "Kann ich mein Handy beim Repair-Café reparieren lassen?", "Nein, Handys werden dort nicht repariert.", REPAIR, True),
    w.relevant("de-ar-029", "offtopic.true", "Wann ist die Falkenstein-Hütte bewirtschaftet?", "Hunde sind im Haus nicht erlaubt.", HUT, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-ar-030", "diag.missed", "Wie viel kostet der Discofox-Kurs?", "In den Unterlagen finde ich keinen Preis für den Discofox-Kurs.", {"huette": HUT, "repair-cafe": REPAIR}, ("tanzschule",), "fix_retrieval"),
    w.diag("de-ar-031", "diag.correct_refusal", "Holt das Repair-Café Geräte auch zu Hause ab?", "Dazu steht in den Unterlagen nichts, das kann ich nicht sagen.", {"repair-cafe": REPAIR, "fischereischein": FISHING}, (), "correct_refusal"),
    w.diag("de-ar-032", "diag.offtopic", "Wann ist Hüttenruhe auf der Falkenstein-Hütte?", "Eine Übernachtung im Lager kostet 28 Euro.", {"huette": HUT, "tanzschule": DANCE}, ("huette",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
