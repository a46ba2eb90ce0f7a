"""German cases of set BB. Scenarios: a roller-skating rink, a removals firm, a bookbinding
course at an adult education centre and a wildlife park's night tour."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

SKATE = (
    "Die Rollschuhbahn Rollwerk in Bremen-Nord hat mittwochs bis sonntags von 14 bis 21 Uhr geöffnet. "
    "Der Eintritt kostet 7,50 € für Erwachsene und 5 € für Kinder unter 14 Jahren. "
    "Leihschuhe gibt es für 3 €, und für alle Kinder ist ein Helm Pflicht."
)
MOVE = (
    "Die Firma Umzüge Krämer berechnet für einen Transporter mit zwei Helfern 89 € pro Stunde. "
    "Gebucht werden müssen mindestens vier Stunden. "
    "Für Umzüge am Samstag fällt ein Zuschlag von 15 % an. "
    "Umzugskartons werden kostenlos geliefert, sofern der Auftrag mindestens zwei Wochen vorher erteilt wird."
)
BIND = (
    "Der Buchbindekurs der Volkshochschule Lüneburg findet an drei Samstagen im März statt, jeweils von 10 bis 16 Uhr. "
    "Geleitet wird er von der Buchbindermeisterin Katrin Wessel. "
    "Die Kursgebühr beträgt 145 €, das Material wird mit 20 € extra berechnet. "
    "Es gibt höchstens zwölf Plätze."
)
ZOO = (
    "Die Nachtführung im Tierpark Falkenau beginnt im Sommer um 21:30 Uhr und dauert etwa zwei Stunden. "
    "Treffpunkt ist der Haupteingang an der Lindenallee. "
    "Hunde dürfen nicht mitgebracht werden. "
    "Im letzten Jahr nahmen rund 4.800 Besucher an den Führungen teil."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("de-bb-001", "para.passive", "Was kostet ein Transporter mit zwei Helfern?", "Für einen Transporter mit zwei Helfern werden 89 € pro Stunde berechnet.", MOVE, True),
    w.faith("de-bb-002", "para.synonym", "Müssen Kinder einen Helm tragen?", "Ja, für Kinder ist das Tragen eines Helms vorgeschrieben.", SKATE, True),
    w.faith("de-bb-003", "para.nominal", "Wann fängt die Nachtführung an?", "Beginn der Nachtführung ist im Sommer um 21:30 Uhr.", ZOO, True),
    w.faith("de-bb-004", "fmt.time", "Um wie viel Uhr startet die Nachtführung?", "Im Sommer geht es um halb zehn abends los.", ZOO, True),
    w.faith("de-bb-005", "fmt.thousands", "Wie viele Besucher waren letztes Jahr bei den Führungen?", "Im vergangenen Jahr haben rund 4800 Besucher teilgenommen.", ZOO, True),
    w.faith("de-bb-006", "fmt.currency", "Was zahlen Erwachsene im Rollwerk?", "Erwachsene zahlen 7,50 Euro Eintritt.", SKATE, True),
    w.faith("de-bb-007", "fmt.period", "Wann bekomme ich die Kartons umsonst?", "Die Kartons sind kostenlos, wenn man den Auftrag spätestens 14 Tage vor dem Umzug erteilt.", MOVE, True),
    w.faith("de-bb-008", "para.except", "An welchen Tagen hat das Rollwerk offen?", "Das Rollwerk hat an allen Tagen außer montags und dienstags geöffnet.", SKATE, True),
    w.faith("de-bb-009", "wrap.attribution", "Wer leitet den Buchbindekurs?", "Laut Kursbeschreibung leitet die Buchbindermeisterin Katrin Wessel den Kurs.", BIND, True),
    w.faith("de-bb-010", "fmt.number", "Wie viele Plätze hat der Kurs?", "Es gibt maximal 12 Plätze.", BIND, True),
    w.faith("de-bb-011", "value.number", "Wie viele Plätze hat der Kurs?", "Es gibt höchstens 15 Plätze.", BIND, False),
    w.faith("de-bb-012", "value.time", "Ab wann hat das Rollwerk geöffnet?", "Die Bahn öffnet um 15 Uhr.", SKATE, False),
    w.faith("de-bb-013", "negation", "Darf ich meinen Hund zur Nachtführung mitbringen?", "Ja, Hunde dürfen mitgebracht werden.", ZOO, False),
    w.faith("de-bb-014", "antonym", "Wann beginnt die Nachtführung?", "Die Nachtführung beginnt im Winter um 21:30 Uhr.", ZOO, False),
    w.faith("de-bb-015", "modality", "Brauchen Kinder einen Helm?", "Kinder können einen Helm tragen, wenn sie möchten.", SKATE, False),
    w.faith("de-bb-016", "quantifier", "Bekomme ich Umzugskartons kostenlos?", "Ja, die Kartons werden bei jedem Auftrag kostenlos geliefert.", MOVE, False),
    w.faith("de-bb-017", "direction", "Was ändert sich bei einem Umzug am Samstag?", "Am Samstag wird der Umzug um 15 % günstiger.", MOVE, False),
    w.faith("de-bb-018", "added.fact", "Was kostet der Buchbindekurs?", "Die Kursgebühr beträgt 145 €, und am Ende bekommt jeder ein Zertifikat.", BIND, False),
    w.faith("de-bb-019", "added.entity", "Wo trifft man sich zur Nachtführung?", "Treffpunkt ist der Haupteingang an der Lindenallee, wo Tierpfleger Jonas Brandt die Gruppe abholt.", ZOO, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-bb-020", "refusal.long", "Gibt es im Rollwerk Rabatte für Gruppen?", "Dazu kann ich leider nichts sagen: In den vorliegenden Informationen stehen nur die Öffnungszeiten, die Preise und die Helmpflicht, Gruppenrabatte werden nirgends erwähnt.", SKATE, True),
    w.refusal("de-bb-021", "refusal.plain", "Was kostet bei Umzüge Krämer der Transport eines Klaviers?", "Das weiß ich leider nicht.", MOVE, True),
    w.refusal("de-bb-022", "refusal.hedged", "Wie lange dauert die Nachtführung?", "Ganz sicher bin ich mir nicht, aber sie dürfte etwa zwei Stunden dauern.", ZOO, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-bb-023", "correct.wordy", "Wann findet der Buchbindekurs statt?", "Der Kurs an der Volkshochschule Lüneburg läuft im März, und zwar an drei Samstagen; an jedem dieser Tage wird von 10 bis 16 Uhr gearbeitet.", "An drei Samstagen im März, jeweils von 10 bis 16 Uhr.", True),
    w.correct("de-bb-024", "correct.wordy", "Was kostet der Eintritt für Kinder?", "Für Kinder, die noch keine 14 Jahre alt sind, verlangt das Rollwerk 5 Euro Eintritt, also weniger als für Erwachsene.", "Kinder unter 14 zahlen 5 €.", True),
    w.correct("de-bb-025", "correct.short", "Wie viele Stunden muss man bei Umzüge Krämer mindestens buchen?", "Vier.", "Mindestens vier Stunden.", True),
    w.correct("de-bb-026", "wrong.value", "Wo ist der Treffpunkt für die Nachtführung?", "Treffpunkt ist der Parkplatz am Seitentor.", "Am Haupteingang an der Lindenallee.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("de-bb-027", "relevant.direct", "Was muss ich für einen Transporter mit zwei Helfern bezahlen?", "89 € je Stunde.", MOVE, True),
    w.relevant("de-bb-028", "relevant.direct", "Wer leitet den Buchbindekurs?", "Die Buchbindermeisterin Katrin Wessel.", BIND, True),
    w.relevant("de-bb-029", "relevant.direct", "Um wie viel Uhr geht die Nachtführung im Sommer los?", "Um 21:30 Uhr.", ZOO, True),
    w.relevant("de-bb-030", "relevant.yesno", "Darf mein Hund mit zur Nachtführung?", "Nein, Hunde sind nicht erlaubt.", ZOO, True),
    w.relevant("de-bb-031", "offtopic.true", "Wann hat die Rollschuhbahn geöffnet?", "Leihschuhe kosten im Rollwerk 3 €.", SKATE, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-bb-032", "diag.pass", "Wie viel kostet das Material im Buchbindekurs?", "Das Material kostet 20 € extra.", {"vhs-buchbinden": BIND, "tierpark-nacht": ZOO}, ("vhs-buchbinden",), "pass"),
    w.diag("de-bb-033", "diag.missed", "Wie hoch ist der Samstagszuschlag bei Umzüge Krämer?", "In den gefundenen Unterlagen steht nichts zu einem Samstagszuschlag.", {"rollwerk-info": SKATE, "tierpark-nacht": ZOO}, ("kraemer-preise",), "fix_retrieval"),
    w.diag("de-bb-034", "diag.correct_refusal", "Kann man im Rollwerk Kindergeburtstage feiern?", "Dazu enthalten die Unterlagen keine Angaben.", {"rollwerk-info": SKATE}, (), "correct_refusal"),
    w.diag("de-bb-035", "diag.unfaithful", "Wie lange dauert die Nachtführung?", "Die Nachtführung dauert etwa eine Stunde.", {"tierpark-nacht": ZOO}, ("tierpark-nacht",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
