"""German cases of set AC: a shoe repair shop (Schuhmacherei Brandt), a sauna (Saunalandschaft
im Freizeitbad Wellenberg) and a kindergarten (Kindergarten Sonnenblume)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

SCHUH = (
    "Die Schuhmacherei Brandt in der Lindenstraße 7 besohlt Lederschuhe für 39 Euro pro Paar. "
    "Neue Absätze kosten 18 Euro und sind in der Regel am nächsten Werktag fertig. "
    "Für Reparaturen an Wanderschuhen braucht die Werkstatt etwa zehn Tage. "
    "Geöffnet ist dienstags bis samstags von 9 bis 18 Uhr, montags bleibt der Laden geschlossen."
)
SAUNA = (
    "Die Saunalandschaft im Freizeitbad Wellenberg hat vier Saunen, zwei davon sind Aufgusssaunen mit 90 Grad. "
    "Drei Stunden kosten 16,50 Euro, die Tageskarte 24 Euro. "
    "Dienstags ist Damentag, an allen anderen Tagen ist die Sauna gemischt. "
    "Handtücher kann man an der Kasse für 3 Euro leihen."
)
KITA = (
    "Im Kindergarten Sonnenblume werden 48 Kinder in drei Gruppen betreut. "
    "Gebracht werden können die Kinder von 7:30 bis 9:00 Uhr, abgeholt werden müssen sie spätestens um 16:30 Uhr. "
    "Frau Keller leitet die Igelgruppe, Herr Yilmaz die Fuchsgruppe. "
    "Das Mittagessen kostet 3,80 Euro pro Tag."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # treu: Umschreibungen, Formate, Rahmen
    w.faith("de-ac-001", "para.passive", "Was kostet das Besohlen bei Brandt?", "Lederschuhe werden bei Brandt für 39 Euro pro Paar neu besohlt.", SCHUH, True),
    w.faith("de-ac-002", "para.synonym", "Wie lange dauert die Reparatur von Wanderschuhen?", "Die Werkstatt benötigt für Wanderschuhe ungefähr zehn Tage.", SCHUH, True),
    w.faith("de-ac-003", "para.except", "An welchen Tagen ist die Sauna gemischt?", "Außer dienstags ist die Sauna an jedem Tag gemischt.", SAUNA, True),
    w.faith("de-ac-004", "fmt.currency", "Was kostet eine Tageskarte für die Sauna?", "Die Tageskarte kostet 24,00 €.", SAUNA, True),
    w.faith("de-ac-005", "fmt.time", "Bis wann muss ich mein Kind abholen?", "Spätestens um halb fünf am Nachmittag.", KITA, True),
    w.faith("de-ac-006", "fmt.range", "Wann kann ich mein Kind morgens bringen?", "Die Bringzeit ist 7:30–9:00 Uhr.", KITA, True),
    w.faith("de-ac-007", "para.relative", "Wer leitet die Igelgruppe?", "Es ist Frau Keller, die die Igelgruppe leitet.", KITA, True),
    w.faith("de-ac-008", "wrap.attribution", "Kann man in der Sauna Handtücher leihen?", "Laut den Angaben des Freizeitbads kann man an der Kasse Handtücher für 3 Euro leihen.", SAUNA, True),
    w.faith("de-ac-009", "fmt.share", "Wie viele Aufgusssaunen gibt es?", "Bei der Hälfte der vier Saunen handelt es sich um Aufgusssaunen mit 90 Grad.", SAUNA, True),
    # untreu: je ein klarer Fehler
    w.faith("de-ac-010", "value.currency", "Was kostet das Mittagessen im Kindergarten?", "Das Mittagessen kostet 8,30 Euro pro Tag.", KITA, False),
    w.faith("de-ac-011", "role.swap", "Welche Gruppe leitet Herr Yilmaz?", "Herr Yilmaz leitet die Igelgruppe, Frau Keller die Fuchsgruppe.", KITA, False),
    w.faith("de-ac-012", "negation", "Repariert Brandt auch Wanderschuhe?", "Nein, Wanderschuhe repariert die Werkstatt nicht.", SCHUH, False),
    w.faith("de-ac-013", "antonym", "Was ist dienstags in der Sauna los?", "Dienstags ist in der Sauna Herrentag.", SAUNA, False),
    w.faith("de-ac-014", "modality", "Wie ist das mit Handtüchern in der Sauna?", "Handtücher muss man an der Kasse für 3 Euro leihen.", SAUNA, False),
    w.faith("de-ac-015", "quantifier", "Wie heiß sind die Saunen?", "Alle vier Saunen sind Aufgusssaunen mit 90 Grad.", SAUNA, False),
    w.faith("de-ac-016", "direction", "Wann müssen die Kinder abgeholt werden?", "Die Kinder dürfen frühestens um 16:30 Uhr abgeholt werden.", KITA, False),
    w.faith("de-ac-017", "added.fact", "Was kosten neue Absätze?", "Neue Absätze kosten 18 Euro, sind meist am nächsten Werktag fertig und haben ein Jahr Garantie.", SCHUH, False),
    w.faith("de-ac-018", "value.except", "An welchen Tagen hat die Schuhmacherei geöffnet?", "Die Schuhmacherei Brandt hat täglich außer dienstags geöffnet.", SCHUH, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-ac-019", "refusal.plain", "Gibt es im Freizeitbad auch ein Becken für Kinder?", "Das weiß ich leider nicht.", SAUNA, True),
    w.refusal("de-ac-020", "refusal.long", "Repariert die Schuhmacherei Brandt auch Handtaschen?", "In den vorliegenden Informationen geht es nur um Besohlungen, Absätze und Wanderschuhe; ob Brandt auch Handtaschen repariert, lässt sich daraus leider nicht entnehmen.", SCHUH, True),
    w.refusal("de-ac-021", "refusal.partial", "Was kostet das Mittagessen, und gibt es ein vegetarisches Gericht?", "Das Mittagessen kostet 3,80 Euro pro Tag; ob es auch vegetarisch angeboten wird, steht nicht in den Unterlagen.", KITA, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-ac-022", "correct.wordy", "Was kostet eine Neubesohlung bei Brandt?", "Wenn Sie Ihre Lederschuhe bei der Schuhmacherei Brandt neu besohlen lassen, zahlen Sie dafür 39 Euro für das Paar.", "39 Euro pro Paar.", True),
    w.correct("de-ac-023", "correct.wordy", "Wie viele Kinder betreut der Kindergarten Sonnenblume?", "Im Kindergarten Sonnenblume werden insgesamt 48 Kinder betreut, verteilt auf drei Gruppen.", "48 Kinder.", True),
    w.correct("de-ac-024", "correct.short", "Wie viel kostet es, in der Sauna ein Handtuch zu leihen?", "3 Euro.", "Ein Handtuch kann man an der Kasse für 3 Euro leihen.", True),
    w.correct("de-ac-025", "wrong.value", "Wie lange dauert die Reparatur von Wanderschuhen?", "Die Reparatur von Wanderschuhen dauert etwa drei Tage.", "Etwa zehn Tage.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("de-ac-026", "relevant.direct", "Was muss ich für einen Saunabesuch von drei Stunden bezahlen?", "16,50 Euro.", SAUNA, True),
    w.relevant("de-ac-027", "relevant.direct", "Wo finde ich die Schuhmacherei Brandt?", "In der Lindenstraße 7.", SCHUH, True),
    w.relevant("de-ac-028", "relevant.direct", "Wer ist für die Fuchsgruppe zuständig?", "Herr Yilmaz.", KITA, True),
    w.relevant("de-ac-029", "relevant.yesno", "Hat die Schuhmacherei am Samstag offen?", "Ja, samstags von 9 bis 18 Uhr.", SCHUH, True),
    w.relevant("de-ac-030", "offtopic.true", "Wann ist in der Sauna Damentag?", "Handtücher kann man an der Kasse für 3 Euro leihen.", SAUNA, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-ac-031", "diag.pass", "Wann kann ich mein Kind in den Kindergarten Sonnenblume bringen?", "Die Kinder können von 7:30 bis 9:00 Uhr gebracht werden.", {"kita": KITA, "sauna": SAUNA}, ("kita",), "pass"),
    w.diag("de-ac-032", "diag.missed", "Was kosten neue Absätze bei Brandt?", "Dazu finde ich in den Unterlagen leider keine Angabe.", {"sauna": SAUNA, "kita": KITA}, ("schuh",), "fix_retrieval"),
    w.diag("de-ac-033", "diag.correct_refusal", "Hat das Freizeitbad Wellenberg eine Wasserrutsche?", "In den Unterlagen steht nichts über eine Wasserrutsche im Freizeitbad Wellenberg.", {"sauna": SAUNA, "schuh": SCHUH}, (), "correct_refusal"),
    w.diag("de-ac-034", "diag.offtopic", "Was kostet die Tageskarte für die Sauna?", "Dienstags ist in der Sauna Damentag.", {"sauna": SAUNA, "kita": KITA}, ("sauna",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
