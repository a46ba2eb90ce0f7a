"""German cases of set Z: a bicycle workshop, a music school, a pet boarding house and a sauna."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

FAHRRAD = "Die Fahrradwerkstatt Speiche & Co. in der Lindenstraße 12 hat dienstags bis samstags von 10 bis 18 Uhr geöffnet. Ein Standard-Check kostet 39 Euro und dauert etwa eine Stunde. Reparaturen an E-Bikes übernimmt ausschließlich Meister Jonas Berger. Ersatzschläuche gibt es für 7,50 Euro."
MUSIK = "Die Musikschule Klangraum bietet Klavier-, Gitarren- und Geigenunterricht an. Eine Einzelstunde dauert 45 Minuten und kostet 32 Euro. Die Probestunde ist kostenlos. Anmeldungen für das Wintersemester sind bis zum 15. September möglich."
TIER = "Die Tierpension Pfotenglück nimmt Hunde und Katzen auf, aber keine Kleintiere. Ein Tag kostet für einen Hund 28 Euro, für eine Katze 16 Euro. Alle Tiere müssen gegen Tollwut geimpft sein. Das Gelände umfasst 4.500 Quadratmeter mit eingezäunten Ausläufen."
SAUNA = "Die Saunalandschaft am Stadtpark hat vier Saunen und ein Dampfbad. Montags ist Damentag, an allen anderen Tagen wird gemischt sauniert. Eine Tageskarte kostet 24 Euro, ab 19 Uhr gilt ein Abendtarif von 15 Euro. Im Jahr 2023 kamen rund 62.000 Gäste."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("de-z-001", "fmt.range", "Wann hat Speiche & Co. geöffnet?", "Dienstag bis Samstag, 10:00-18:00 Uhr.", FAHRRAD, True),
    w.faith("de-z-002", "para.passive", "Wer repariert E-Bikes?", "E-Bikes werden ausschließlich von Meister Jonas Berger repariert.", FAHRRAD, True),
    w.faith("de-z-003", "fmt.currency", "Was kostet ein Ersatzschlauch?", "Ein Ersatzschlauch kostet 7,50 €.", FAHRRAD, True),
    w.faith("de-z-004", "fmt.period", "Wie lange dauert eine Einzelstunde?", "Eine Einzelstunde dauert eine Dreiviertelstunde.", MUSIK, True),
    w.faith("de-z-005", "para.synonym", "Muss ich für die Probestunde bezahlen?", "Nein, die Probestunde ist gratis.", MUSIK, True),
    w.faith("de-z-006", "fmt.date", "Bis wann kann man sich für das Wintersemester anmelden?", "Anmeldungen sind bis zum 15.09. möglich.", MUSIK, True),
    w.faith("de-z-007", "para.except", "An welchen Tagen ist die Sauna gemischt?", "Gemischt sauniert wird an jedem Tag außer montags.", SAUNA, True),
    w.faith("de-z-008", "fmt.thousands", "Wie groß ist das Gelände der Tierpension?", "Das Gelände ist 4500 Quadratmeter groß.", TIER, True),
    w.faith("de-z-009", "wrap.attribution", "Müssen die Tiere geimpft sein?", "Laut den Angaben müssen alle Tiere gegen Tollwut geimpft sein.", TIER, True),
    w.faith("de-z-010", "fmt.scale", "Wie viele Gäste kamen 2023 in die Sauna?", "Im Jahr 2023 kamen rund 62 Tausend Gäste.", SAUNA, True),
    w.faith("de-z-011", "value.currency", "Was kostet ein Standard-Check?", "Ein Standard-Check kostet 49 Euro.", FAHRRAD, False),
    w.faith("de-z-012", "value.time", "Bis wann hat die Werkstatt geöffnet?", "Die Werkstatt hat bis 20 Uhr geöffnet.", FAHRRAD, False),
    w.faith("de-z-013", "added.fact", "Was beinhaltet der Standard-Check?", "Der Standard-Check kostet 39 Euro, dauert etwa eine Stunde und umfasst eine kostenlose Kettenreinigung.", FAHRRAD, False),
    w.faith("de-z-014", "negation", "Ist die Probestunde kostenlos?", "Nein, die Probestunde ist nicht kostenlos.", MUSIK, False),
    w.faith("de-z-015", "quantifier", "Welche Instrumente kann man bei Klangraum lernen?", "Klangraum bietet Unterricht für alle Instrumente an.", MUSIK, False),
    w.faith("de-z-016", "modality", "Brauchen die Tiere eine Tollwutimpfung?", "Eine Tollwutimpfung wird empfohlen, ist aber keine Pflicht.", TIER, False),
    w.faith("de-z-017", "value.except", "An welchen Tagen ist die Sauna gemischt?", "Gemischt sauniert wird an allen Tagen außer mittwochs.", SAUNA, False),
    w.faith("de-z-018", "antonym", "Wann gilt der Abendtarif?", "Den Abendtarif von 15 Euro gibt es vor 19 Uhr.", SAUNA, False),
    w.faith("de-z-019", "value.number", "Wie viele Saunen gibt es am Stadtpark?", "Die Saunalandschaft hat sechs Saunen und ein Dampfbad.", SAUNA, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-z-020", "refusal.context", "Gibt es in der Saunalandschaft ein Außenbecken?", "Dazu steht in den vorliegenden Informationen leider nichts.", SAUNA, True),
    w.refusal("de-z-021", "refusal.plain", "Wie viele Lehrkräfte arbeiten an der Musikschule Klangraum?", "Das kann ich leider nicht beantworten.", MUSIK, True),
    w.refusal("de-z-022", "refusal.partial", "Was kostet ein Tag für einen Hund, und gibt es Rabatt für längere Aufenthalte?", "Ein Tag für einen Hund kostet 28 Euro; zu Rabatten für längere Aufenthalte finde ich keine Angaben.", TIER, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-z-023", "correct.wordy", "Wo befindet sich die Fahrradwerkstatt Speiche & Co.?", "Wenn du dein Rad vorbeibringen willst: Die Werkstatt liegt in der Lindenstraße, Hausnummer 12.", "In der Lindenstraße 12.", True),
    w.correct("de-z-024", "correct.wordy", "Was kostet eine Tageskarte für die Saunalandschaft?", "Für einen ganzen Tag in der Saunalandschaft zahlst du 24 Euro, wer erst ab 19 Uhr kommt, bekommt den günstigeren Abendtarif.", "24 Euro.", True),
    w.correct("de-z-025", "correct.format", "Wie lange dauert eine Einzelstunde bei Klangraum?", "45 Min.", "45 Minuten.", True),
    w.correct("de-z-026", "wrong.value", "Was kostet ein Tag für eine Katze in der Tierpension Pfotenglück?", "Ein Tag für eine Katze kostet 28 Euro.", "16 Euro.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("de-z-027", "relevant.direct", "Wo finde ich Speiche & Co.?", "Lindenstraße 12.", FAHRRAD, True),
    w.relevant("de-z-028", "relevant.direct", "Was zahle ich, wenn ich abends nach sieben in die Sauna gehe?", "15 Euro.", SAUNA, True),
    w.relevant("de-z-029", "relevant.direct", "Bis wann muss ich mich für den Winter einschreiben?", "Bis zum 15. September.", MUSIK, True),
    w.relevant("de-z-030", "relevant.yesno", "Kann ich mein Kaninchen in der Tierpension unterbringen?", "Nein, Kleintiere werden dort nicht aufgenommen.", TIER, True),
    w.relevant("de-z-031", "offtopic.true", "Was kostet ein Standard-Check bei Speiche & Co.?", "Ersatzschläuche gibt es für 7,50 Euro.", FAHRRAD, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-z-032", "diag.missed", "Was kostet ein Tag für einen Hund in der Tierpension Pfotenglück?", "Dazu finde ich in den Unterlagen leider keine Angabe.", {"sauna-01": SAUNA, "musik-01": MUSIK}, ("tier-01",), "fix_retrieval"),
    w.diag("de-z-033", "diag.correct_refusal", "Verleiht Speiche & Co. auch Fahrräder?", "In den Unterlagen steht nichts darüber, ob Speiche & Co. Fahrräder verleiht.", {"fahrrad-01": FAHRRAD, "tier-01": TIER}, (), "correct_refusal"),
    w.diag("de-z-034", "diag.unfaithful", "Wie viele Saunen hat die Saunalandschaft am Stadtpark?", "Die Saunalandschaft hat zwei Saunen und ein Dampfbad.", {"sauna-01": SAUNA, "fahrrad-01": FAHRRAD}, ("sauna-01",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
