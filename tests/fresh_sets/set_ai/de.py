"""German cases of set AI: a climbing gym, a farm shop and a children's choir at a music school."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

HALLE = (
    "Die Kletterhalle Steilwand in Göttingen hat montags bis freitags von 14 bis 23 Uhr und am Wochenende von 10 bis 22 Uhr geöffnet. "
    "Eine Tageskarte kostet 13,50 Euro, ermäßigt 10 Euro. "
    "Kinder unter 14 Jahren dürfen nur in Begleitung eines Erwachsenen klettern. "
    "Leihschuhe gibt es für 3 Euro."
)
HOF = (
    "Der Hofladen der Familie Brandner liegt drei Kilometer östlich von Weilheim. "
    "Er ist täglich außer mittwochs von 8 bis 18 Uhr geöffnet. "
    "Frische Milch wird jeden Morgen um 7 Uhr abgefüllt, ein Liter kostet 1,20 Euro. "
    "Bezahlt werden kann nur bar."
)
CHOR = (
    "Der Kinderchor der Musikschule Lindenau probt jeden Donnerstag von 16:30 bis 18:00 Uhr in Raum 12. "
    "Geleitet wird er von Frau Keller, am Klavier begleitet Herr Yilmaz. "
    "Der Monatsbeitrag beträgt 25 Euro, Geschwisterkinder zahlen die Hälfte. "
    "Im Sommer 2024 hatte der Chor 34 Mitglieder, heute sind es 41."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("de-ai-001", "para.reorder", "Wann hat die Kletterhalle unter der Woche geöffnet?", "Von 14 bis 23 Uhr ist die Halle montags bis freitags geöffnet.", HALLE, True),
    w.faith("de-ai-002", "fmt.currency", "Was kostet eine Tageskarte?", "Eine Tageskarte kostet 13,50 € (ermäßigt 10 €).", HALLE, True),
    w.faith("de-ai-003", "para.combine", "Was zahle ich für eine normale Tageskarte mit Leihschuhen?", "Zusammen 16,50 Euro: 13,50 Euro für die Tageskarte und 3 Euro für die Schuhe.", HALLE, True),
    w.faith("de-ai-004", "para.passive", "Wer spielt bei den Proben Klavier?", "Der Chor wird von Herrn Yilmaz am Klavier begleitet.", CHOR, True),
    w.faith("de-ai-005", "fmt.share", "Gibt es eine Ermäßigung für Geschwister?", "Ja, Geschwisterkinder zahlen 50 % des Monatsbeitrags.", CHOR, True),
    w.faith("de-ai-006", "fmt.time", "Wann ist die Chorprobe?", "Die Probe ist donnerstags von halb fünf bis sechs.", CHOR, True),
    w.faith("de-ai-007", "para.except", "An welchen Tagen hat der Hofladen geöffnet?", "Nur mittwochs ist er geschlossen, an allen anderen Tagen hat er von 8 bis 18 Uhr offen.", HOF, True),
    w.faith("de-ai-008", "fmt.abbrev", "Wo liegt der Hofladen?", "Er liegt 3 km östl. von Weilheim.", HOF, True),
    w.faith("de-ai-009", "wrap.closer", "Wo probt der Kinderchor?", "Der Kinderchor probt in Raum 12. Viel Spaß beim Singen!", CHOR, True),
    # one clear error each
    w.faith("de-ai-010", "value.number", "Wie viele Mitglieder hat der Chor heute?", "Heute hat der Chor 45 Mitglieder.", CHOR, False),
    w.faith("de-ai-011", "value.currency", "Was kostet ein Liter Milch?", "Ein Liter Milch kostet 1,50 Euro.", HOF, False),
    w.faith("de-ai-012", "value.time", "Wann wird die Milch abgefüllt?", "Die Milch wird jeden Morgen um 6 Uhr abgefüllt.", HOF, False),
    w.faith("de-ai-013", "direction", "Wo liegt der Hofladen?", "Der Hofladen liegt drei Kilometer westlich von Weilheim.", HOF, False),
    w.faith("de-ai-014", "negation", "Kann ich im Hofladen mit Karte bezahlen?", "Ja, im Hofladen kann man auch mit Karte bezahlen.", HOF, False),
    w.faith("de-ai-015", "role.swap", "Wer leitet den Kinderchor?", "Herr Yilmaz leitet den Chor, und Frau Keller begleitet am Klavier.", CHOR, False),
    w.faith("de-ai-016", "modality", "Dürfen Kinder allein klettern?", "Kinder unter 14 Jahren sollten nach Möglichkeit von einem Erwachsenen begleitet werden, müssen es aber nicht.", HALLE, False),
    w.faith("de-ai-017", "value.except", "An welchem Tag ist der Hofladen zu?", "Der Hofladen hat täglich außer montags geöffnet.", HOF, False),
    w.faith("de-ai-018", "added.fact", "Kann man Kletterschuhe leihen?", "Ja, Leihschuhe gibt es für 3 Euro, und ein Kreidebeutel ist inklusive.", HALLE, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-ai-019", "refusal.plain", "Bietet die Kletterhalle Anfängerkurse an?", "Das weiß ich leider nicht.", HALLE, True),
    w.refusal("de-ai-020", "refusal.context", "Tritt der Kinderchor auch bei Konzerten auf?", "Aus den vorliegenden Informationen geht nicht hervor, ob der Chor Konzerte gibt.", CHOR, True),
    w.refusal("de-ai-021", "refusal.partial", "Was kostet die Milch, und gibt es auch Eier?", "Ein Liter Milch kostet 1,20 Euro; ob es Eier gibt, steht nicht in den Informationen.", HOF, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-ai-022", "correct.wordy", "Wie viel kostet eine ermäßigte Tageskarte in der Kletterhalle Steilwand?", "Wer Anspruch auf Ermäßigung hat, zahlt in der Steilwand für die Tageskarte 10 Euro statt 13,50 Euro.", "Eine ermäßigte Tageskarte kostet 10 Euro.", True),
    w.correct("de-ai-023", "correct.wordy", "In welchem Raum probt der Kinderchor?", "Die Proben des Kinderchors finden jeden Donnerstagnachmittag in Raum 12 der Musikschule statt.", "In Raum 12.", True),
    w.correct("de-ai-024", "correct.short", "Wann wird im Hofladen die Milch abgefüllt?", "Um 7 Uhr früh.", "Jeden Morgen um 7 Uhr.", True),
    w.correct("de-ai-025", "wrong.role", "Wer leitet den Kinderchor der Musikschule Lindenau?", "Der Chor wird von Herrn Yilmaz geleitet.", "Frau Keller leitet den Chor.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("de-ai-026", "relevant.direct", "Wo finde ich den Hofladen der Brandners?", "Drei Kilometer östlich von Weilheim.", HOF, True),
    w.relevant("de-ai-027", "relevant.direct", "Was muss ich für Leihschuhe bezahlen?", "Das macht 3 Euro.", HALLE, True),
    w.relevant("de-ai-028", "relevant.direct", "Bis wann kann man samstags klettern?", "Am Wochenende ist bis 22 Uhr offen.", HALLE, True),
    w.relevant("de-ai-029", "relevant.yesno", "Nimmt der Hofladen EC-Karten?", "Nein, dort geht nur Barzahlung.", HOF, True),
    w.relevant("de-ai-030", "offtopic.true", "Wie hoch ist der Monatsbeitrag für den Kinderchor?", "Der Chor probt jeden Donnerstag in Raum 12.", CHOR, False),
]

DIAGNOSIS: list[Case] = [
    w.diag(
        "de-ai-031", "diag.correct_refusal", "Verkauft der Hofladen der Familie Brandner auch Käse?",
        "In den Unterlagen steht nicht, ob der Hofladen Käse verkauft.",
        {"hof-info": HOF, "hof-anfahrt": "Direkt vor dem Hofladen der Familie Brandner gibt es sechs Parkplätze."},
        (), "correct_refusal",
    ),
    w.diag(
        "de-ai-032", "diag.offtopic", "Wie viel kostet eine Tageskarte in der Kletterhalle Steilwand?",
        "Die Kletterhalle hat am Wochenende von 10 bis 22 Uhr geöffnet.",
        {"halle-preise": "Eine Tageskarte in der Kletterhalle Steilwand kostet 13,50 Euro, ermäßigt 10 Euro.", "halle-zeiten": "Die Kletterhalle Steilwand hat am Wochenende von 10 bis 22 Uhr geöffnet."},
        ("halle-preise",), "fix_generation",
    ),
    w.diag(
        "de-ai-033", "diag.pass", "Wie viele Mitglieder hat der Kinderchor der Musikschule Lindenau heute?",
        "Heute hat der Chor 41 Mitglieder.",
        {"chor-info": CHOR, "musikschule": "Die Musikschule Lindenau bietet außerdem Gitarren- und Geigenunterricht an."},
        ("chor-info",), "pass",
    ),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
