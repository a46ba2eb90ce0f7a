"""German cases of set AO: a climbing gym, a pottery course and a bike rental at a station."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

KLETTER = (
    "Die Kletterhalle Felsenwerk in Rostock hat montags bis freitags von 10 bis 22 Uhr geöffnet. "
    "Eine Tageskarte kostet 14 Euro, Kinder unter 12 zahlen 9 Euro. "
    "Die Wände sind bis zu 15 Meter hoch, und der Einführungskurs wird von Jonas Albrecht geleitet."
)
TOEPFER = (
    "Der Töpferkurs im Atelier Tonwerk beginnt am 3. März und umfasst acht Abende. "
    "Der Kurs kostet 180 Euro, Ton und Glasur sind im Preis enthalten. "
    "Pro Kurs werden höchstens neun Teilnehmende aufgenommen. "
    "Die Kursleiterin Mira Hoffmann brennt die fertigen Stücke im eigenen Ofen."
)
RAD = (
    "Der Fahrradverleih am Bahnhof Warnemünde verleiht Räder an allen Tagen außer sonntags. "
    "Ein Stadtrad kostet 12 Euro pro Tag, ein E-Bike 25 Euro. "
    "Die Räder müssen bis 19 Uhr zurückgegeben werden, sonst fällt eine Gebühr von 5 Euro an. "
    "Der Verleih gehört Anke Brandt, ihr Mitarbeiter ist Tobias Wendt."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-ao-001", "para.synonym", "Was kostet eine Tageskarte in der Kletterhalle?", "Ein Tagesticket kostet 14 Euro.", KLETTER, True),
    w.faith("de-ao-002", "para.passive", "Wer leitet den Einführungskurs?", "Jonas Albrecht leitet den Einführungskurs.", KLETTER, True),
    w.faith("de-ao-003", "para.pronoun", "Wem gehört der Fahrradverleih am Bahnhof?", "Er gehört Anke Brandt, und ihr Mitarbeiter ist Tobias Wendt.", RAD, True),
    w.faith("de-ao-004", "para.except", "An welchen Tagen kann man dort Räder leihen?", "Man kann jeden Tag Räder leihen, nur sonntags nicht.", RAD, True),
    w.faith("de-ao-005", "fmt.currency", "Was kostet der Töpferkurs?", "Der Kurs kostet 180 €, Ton und Glasur inklusive.", TOEPFER, True),
    w.faith("de-ao-006", "fmt.unit", "Wie hoch sind die Kletterwände?", "Die Wände sind bis zu 15 m hoch.", KLETTER, True),
    w.faith("de-ao-007", "fmt.date", "Wann beginnt der Töpferkurs?", "Der Kurs beginnt am 03.03.", TOEPFER, True),
    w.faith("de-ao-008", "fmt.range", "Wann hat die Kletterhalle geöffnet?", "Montag bis Freitag, 10–22 Uhr.", KLETTER, True),
    w.faith("de-ao-009", "wrap.closer", "Bis wann muss ich das Rad zurückbringen?", "Die Räder müssen bis 19 Uhr zurückgegeben werden. Ich hoffe, das hilft weiter!", RAD, True),
    w.faith("de-ao-010", "value.number", "Wie viele Abende umfasst der Töpferkurs?", "Der Töpferkurs umfasst zehn Abende.", TOEPFER, False),
    w.faith("de-ao-011", "value.time", "Bis wann müssen die Räder zurückgegeben werden?", "Die Räder müssen bis 18 Uhr zurückgegeben werden.", RAD, False),
    w.faith("de-ao-012", "value.unit", "Wie hoch sind die Wände im Felsenwerk?", "Die Wände sind bis zu 15 Fuß hoch.", KLETTER, False),
    w.faith("de-ao-013", "role.swap", "Wem gehört der Fahrradverleih?", "Der Verleih gehört Tobias Wendt, und Anke Brandt arbeitet bei ihm.", RAD, False),
    w.faith("de-ao-014", "negation", "Sind Ton und Glasur im Preis enthalten?", "Ton und Glasur sind nicht im Kurspreis enthalten.", TOEPFER, False),
    w.faith("de-ao-015", "value.except", "An welchen Tagen verleiht der Laden Räder?", "Räder werden an allen Tagen außer samstags verliehen.", RAD, False),
    w.faith("de-ao-016", "quantifier", "Wie viele Teilnehmende nimmt ein Töpferkurs auf?", "Pro Kurs werden mindestens neun Teilnehmende aufgenommen.", TOEPFER, False),
    w.faith("de-ao-017", "added.fact", "Was ist im Kurspreis enthalten?", "Im Preis von 180 Euro sind Ton, Glasur und eine Schürze enthalten.", TOEPFER, False),
]

REFUSAL = [
    w.refusal("de-ao-018", "refusal.plain", "Gibt es in der Kletterhalle eine Sauna?", "Tut mir leid, das kann ich nicht beantworten.", KLETTER, True),
    w.refusal("de-ao-019", "refusal.long", "Kann man in der Kletterhalle Kletterschuhe ausleihen?", "Leider enthalten die vorliegenden Unterlagen keine Angaben dazu, ob man in der Kletterhalle Felsenwerk Kletterschuhe ausleihen kann, deshalb kann ich diese Frage nicht beantworten.", KLETTER, True),
    w.refusal("de-ao-020", "refusal.hedged", "Wer leitet den Töpferkurs?", "Ich bin mir nicht ganz sicher, aber vermutlich ist es Mira Hoffmann.", TOEPFER, False),
]

CORRECTNESS = [
    w.correct("de-ao-021", "correct.wordy", "Was kostet ein E-Bike beim Fahrradverleih?", "Wer sich am Bahnhof Warnemünde ein E-Bike ausleiht, zahlt dafür 25 Euro am Tag.", "25 Euro pro Tag.", True),
    w.correct("de-ao-022", "correct.wordy", "Wer leitet den Töpferkurs?", "Geleitet wird der Töpferkurs im Atelier Tonwerk von Mira Hoffmann, die die fertigen Stücke auch selbst brennt.", "Mira Hoffmann.", True),
    w.correct("de-ao-023", "correct.format", "Wann beginnt der Töpferkurs?", "Am 03.03.", "Am 3. März.", True),
    w.correct("de-ao-024", "wrong.value", "Was zahlen Kinder unter 12 für eine Tageskarte?", "Kinder unter 12 zahlen 7 Euro.", "9 Euro.", False),
]

RELEVANCY = [
    w.relevant("de-ao-025", "relevant.direct", "Wo kann man in Warnemünde ein Fahrrad mieten?", "Direkt am Bahnhof.", RAD, True),
    w.relevant("de-ao-026", "relevant.direct", "Wie viele Leute passen in einen Töpferkurs?", "Höchstens neun.", TOEPFER, True),
    w.relevant("de-ao-027", "relevant.direct", "Wie vermeide ich beim Radverleih die Zusatzgebühr?", "Bringen Sie das Rad spätestens um 19 Uhr zurück.", RAD, True),
    w.relevant("de-ao-028", "relevant.yesno", "Muss ich die Glasur extra bezahlen?", "Nein, Ton und Glasur sind im Kurspreis enthalten.", TOEPFER, True),
    w.relevant("de-ao-029", "offtopic.true", "Was kostet ein Stadtrad pro Tag?", "Der Verleih gehört Anke Brandt.", RAD, False),
]

DIAGNOSIS = [
    w.diag("de-ao-030", "diag.pass", "Wie hoch sind die Wände im Felsenwerk?", "Die Wände sind bis zu 15 Meter hoch.", {"kletter": KLETTER, "rad": RAD}, ("kletter",), "pass"),
    w.diag("de-ao-031", "diag.missed", "Wie viele Abende umfasst der Töpferkurs?", "Dazu finde ich in den Unterlagen leider nichts.", {"kletter": KLETTER, "rad": RAD}, ("toepfer",), "fix_retrieval"),
    w.diag("de-ao-032", "diag.correct_refusal", "Bietet der Fahrradverleih auch Kindersitze an?", "In den Unterlagen steht nichts über Kindersitze.", {"rad": RAD}, (), "correct_refusal"),
    w.diag("de-ao-033", "diag.unfaithful", "Was kostet der Töpferkurs?", "Der Töpferkurs kostet 150 Euro.", {"toepfer": TOEPFER}, ("toepfer",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
