"""German cases of set AG: an indoor swimming pool and a family bakery."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

BAD = (
    "Das Hallenbad Sonnenwiese hat dienstags bis sonntags von 6:30 bis 21:00 Uhr geöffnet, montags ist es geschlossen. "
    "Eine Einzelkarte kostet für Erwachsene 5,50 €, für Kinder 3 €. "
    "Das Sportbecken ist 25 Meter lang und hat sechs Bahnen. "
    "Bademeister Jonas Brandt leitet samstags um 10 Uhr einen Schwimmkurs für Anfänger."
)
BAD_ORDNUNG = (
    "Seit dem 1. April 2024 gilt im Hallenbad Sonnenwiese eine neue Hausordnung. "
    "Im Sportbecken ist eine Badekappe Pflicht. "
    "In der Sauna darf nicht fotografiert werden. "
    "Die Schließfächer funktionieren mit einer 1-Euro-Münze, die man danach zurückbekommt."
)
BAECKEREI = (
    "Die Bäckerei Kornblume in der Lindenstraße 7 backt jeden Morgen ab 4 Uhr frisch. "
    "Sie verkauft täglich rund 1.500 Brötchen. "
    "Ein Roggenbrot kostet 3,80 €, ein Dinkelbrötchen 0,65 €. "
    "Inhaberin Petra Vogt führt den Betrieb seit 2011 zusammen mit ihrem Sohn Lukas, der die Konditorei leitet."
)
BAECKEREI_REGELN = (
    "Tortenbestellungen nimmt die Bäckerei Kornblume bis spätestens 48 Stunden vor der Abholung an. "
    "Etwa ein Viertel der Brote ist glutenfrei. "
    "Am Sonntag ist nur der Verkaufsraum geöffnet, und zwar von 7 bis 11 Uhr."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("de-ag-001", "para.reorder", "Was kostet eine Einzelkarte im Hallenbad?", "Kinder zahlen 3 €, Erwachsene 5,50 €.", BAD, True),
    w.faith("de-ag-002", "para.passive", "Wer leitet den Schwimmkurs für Anfänger?", "Der Anfängerkurs wird samstags um 10 Uhr von Bademeister Jonas Brandt geleitet.", BAD, True),
    w.faith("de-ag-003", "para.synonym", "An welchem Tag ist das Hallenbad zu?", "Montags hat das Hallenbad Ruhetag.", BAD, True),
    w.faith("de-ag-004", "fmt.thousands", "Wie viele Brötchen verkauft die Bäckerei Kornblume?", "Sie verkauft rund 1500 Brötchen am Tag.", BAECKEREI, True),
    w.faith("de-ag-005", "fmt.share", "Gibt es in der Bäckerei glutenfreies Brot?", "Ja, etwa 25 Prozent der Brote sind glutenfrei.", BAECKEREI_REGELN, True),
    w.faith("de-ag-006", "fmt.time", "Ab wann hat das Hallenbad morgens geöffnet?", "Das Hallenbad öffnet um halb sieben.", BAD, True),
    w.faith("de-ag-007", "fmt.unit", "Wie früh muss ich eine Torte bestellen?", "Spätestens zwei Tage vor der Abholung.", BAECKEREI_REGELN, True),
    w.faith("de-ag-008", "fmt.currency", "Was kostet ein Dinkelbrötchen?", "Ein Dinkelbrötchen kostet 65 Cent.", BAECKEREI, True),
    w.faith("de-ag-009", "para.pronoun", "Wer leitet die Konditorei der Bäckerei Kornblume?", "Der Sohn der Inhaberin, Lukas, leitet sie.", BAECKEREI, True),
    w.faith("de-ag-010", "wrap.closer", "Wie lang ist das Sportbecken?", "Das Sportbecken ist 25 Meter lang und hat sechs Bahnen. Viel Spaß beim Schwimmen!", BAD, True),
    w.faith("de-ag-011", "fmt.date", "Seit wann gilt die neue Hausordnung?", "Die neue Hausordnung gilt seit dem 01.04.2024.", BAD_ORDNUNG, True),
    # one clear error each
    w.faith("de-ag-012", "value.number", "Wie viele Bahnen hat das Sportbecken?", "Das Sportbecken hat acht Bahnen.", BAD, False),
    w.faith("de-ag-013", "value.time", "Wann findet der Anfängerkurs statt?", "Der Anfängerkurs ist samstags um 11 Uhr.", BAD, False),
    w.faith("de-ag-014", "value.currency", "Was kostet ein Roggenbrot?", "Ein Roggenbrot kostet 4,80 €.", BAECKEREI, False),
    w.faith("de-ag-015", "role.swap", "Wer führt die Bäckerei Kornblume?", "Inhaber ist Lukas, und seine Mutter Petra Vogt leitet die Konditorei.", BAECKEREI, False),
    w.faith("de-ag-016", "negation", "Darf man in der Sauna fotografieren?", "Ja, in der Sauna darf fotografiert werden.", BAD_ORDNUNG, False),
    w.faith("de-ag-017", "modality", "Muss man im Sportbecken eine Badekappe tragen?", "Nein, eine Badekappe ist im Sportbecken nur empfohlen.", BAD_ORDNUNG, False),
    w.faith("de-ag-018", "quantifier", "Gibt es glutenfreies Brot?", "Ja, alle Brote der Bäckerei sind glutenfrei.", BAECKEREI_REGELN, False),
    w.faith("de-ag-019", "value.except", "An welchen Tagen hat das Hallenbad geöffnet?", "Es hat jeden Tag außer dienstags geöffnet.", BAD, False),
    w.faith("de-ag-020", "antonym", "Bis wann kann ich eine Torte bestellen?", "Tortenbestellungen werden frühestens 48 Stunden vor der Abholung angenommen.", BAECKEREI_REGELN, False),
    w.faith("de-ag-021", "added.fact", "Wann hat die Bäckerei sonntags offen?", "Am Sonntag ist der Verkaufsraum von 7 bis 11 Uhr geöffnet, und es gibt dann ein Frühstücksbuffet.", BAECKEREI_REGELN, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-ag-022", "refusal.plain", "Gibt es im Hallenbad Sonnenwiese eine Rutsche?", "Das weiß ich leider nicht.", BAD, True),
    w.refusal("de-ag-023", "refusal.long", "Liefert die Bäckerei Kornblume auch nach Hause?", "Leider kann ich anhand der vorliegenden Informationen nicht sagen, ob die Bäckerei Kornblume einen Lieferdienst anbietet; am besten fragen Sie direkt im Laden nach.", BAECKEREI, True),
    w.refusal("de-ag-024", "refusal.hedged", "Was kostet eine Einzelkarte für Kinder?", "Ganz sicher bin ich mir nicht, aber laut den Angaben kostet sie wohl 3 €.", BAD, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-ag-025", "correct.wordy", "Seit wann führt Petra Vogt die Bäckerei?", "Petra Vogt ist seit dem Jahr 2011 Inhaberin der Bäckerei Kornblume und führt sie gemeinsam mit ihrem Sohn.", "Seit 2011.", True),
    w.correct("de-ag-026", "correct.wordy", "Wie funktionieren die Schließfächer im Hallenbad?", "Man wirft eine 1-Euro-Münze ein und bekommt sie beim Öffnen des Fachs wieder zurück.", "Mit einer 1-Euro-Münze, die man zurückbekommt.", True),
    w.correct("de-ag-027", "correct.format", "Wie lang ist das Sportbecken?", "25 m", "25 Meter.", True),
    w.correct("de-ag-028", "wrong.value", "Wann schließt das Hallenbad abends?", "Das Hallenbad schließt um 22 Uhr.", "Um 21:00 Uhr.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("de-ag-029", "relevant.direct", "Wo finde ich die Bäckerei Kornblume?", "In der Lindenstraße 7.", BAECKEREI, True),
    w.relevant("de-ag-030", "relevant.direct", "Was muss ein Erwachsener fürs Schwimmen zahlen?", "5,50 € pro Einzelkarte.", BAD, True),
    w.relevant("de-ag-031", "relevant.direct", "Wer bringt Anfängern das Schwimmen bei?", "Bademeister Jonas Brandt, jeden Samstag um 10 Uhr.", BAD, True),
    w.relevant("de-ag-032", "relevant.yesno", "Hat die Bäckerei auch sonntags auf?", "Ja, der Verkaufsraum von 7 bis 11 Uhr.", BAECKEREI_REGELN, True),
    w.relevant("de-ag-033", "offtopic.true", "Was kostet ein Roggenbrot?", "Die Bäckerei Kornblume backt jeden Morgen ab 4 Uhr frisch.", BAECKEREI, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-ag-034", "diag.pass", "Ab wann backt die Bäckerei Kornblume morgens?", "Jeden Morgen ab 4 Uhr.", {"baeckerei-info": BAECKEREI, "baeckerei-regeln": BAECKEREI_REGELN}, ("baeckerei-info",), "pass"),
    w.diag("de-ag-035", "diag.missed", "Muss man im Sportbecken eine Badekappe tragen?", "Dazu finde ich in den Unterlagen leider keine Angaben.", {"bad-info": BAD}, ("bad-ordnung",), "fix_retrieval"),
    w.diag("de-ag-036", "diag.correct_refusal", "Gibt es im Hallenbad Sonnenwiese ein Kinderbecken?", "Die vorliegenden Informationen sagen nichts über ein Kinderbecken.", {"bad-info": BAD, "bad-ordnung": BAD_ORDNUNG}, (), "correct_refusal"),
    w.diag("de-ag-037", "diag.refused", "Was kostet ein Dinkelbrötchen?", "Dazu liegen mir leider keine Informationen vor.", {"baeckerei-info": BAECKEREI}, ("baeckerei-info",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
