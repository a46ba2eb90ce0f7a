"""German cases of set AV: a climbing gym, a sourdough baking course at a bakery, an allotment
garden association and a library book sale."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

KLETTERHALLE = (
    "Die Kletterhalle Steinbock in der Hafenstraße 8 hat montags bis freitags von 14 bis 23 Uhr und am Wochenende von 10 bis 22 Uhr geöffnet. "
    "Eine Tageskarte kostet 14,50 Euro, Schüler und Studierende zahlen 11 Euro. "
    "Kletterschuhe kann man für 4 Euro leihen. "
    "Wer ohne Trainer sichern will, muss einen gültigen Sicherungsschein vorzeigen."
)
BACKKURS = (
    "Die Bäckerei Kornfeld bietet am 22. März 2025 einen Sauerteig-Backkurs an. "
    "Der Kurs beginnt um 9 Uhr, dauert sechs Stunden und kostet 85 Euro inklusive Mittagessen. "
    "Es gibt höchstens zehn Plätze. "
    "Geleitet wird der Kurs von Bäckermeisterin Hanna Roth, unterstützt von ihrem Lehrling Jonas Weber."
)
KLEINGARTEN = (
    "Der Kleingartenverein Sonnenwiese vergibt freie Parzellen nur an Personen, die in der Stadt wohnen. "
    "Eine Parzelle ist rund 300 Quadratmeter groß, die Jahrespacht beträgt 240 Euro. "
    "Jedes Mitglied muss pro Jahr zehn Stunden Gemeinschaftsarbeit leisten. "
    "Die Wartezeit liegt derzeit bei etwa zwei Jahren."
)
FLOHMARKT = (
    "Der Bücherflohmarkt der Stadtbücherei findet am ersten Samstag im Monat von 10 bis 14 Uhr im Foyer statt. "
    "Taschenbücher kosten 1 Euro, gebundene Bücher 3 Euro. "
    "Der Erlös geht an die Leseförderung für Grundschulkinder."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("de-av-001", "para.reorder", "Wann hat die Kletterhalle am Wochenende geöffnet?", "Von 10 bis 22 Uhr ist die Kletterhalle Steinbock am Wochenende geöffnet.", KLETTERHALLE, True),
    w.faith("de-av-002", "para.passive", "Wer leitet den Backkurs?", "Bäckermeisterin Hanna Roth leitet den Kurs, und ihr Lehrling Jonas Weber unterstützt sie dabei.", BACKKURS, True),
    w.faith("de-av-003", "para.synonym", "Wie viel Gemeinschaftsarbeit wird erwartet?", "Jedes Mitglied muss jährlich zehn Stunden Gemeinschaftsarbeit erbringen.", KLEINGARTEN, True),
    w.faith("de-av-004", "para.nominal", "Was kostet es, Kletterschuhe zu leihen?", "Die Leihgebühr für Kletterschuhe beträgt 4 Euro.", KLETTERHALLE, True),
    w.faith("de-av-005", "fmt.time", "Wann fängt der Backkurs an?", "Der Kurs startet um 9:00 Uhr.", BACKKURS, True),
    w.faith("de-av-006", "fmt.date", "Wann findet der Sauerteigkurs statt?", "Der Sauerteig-Backkurs findet am 22.03.2025 statt.", BACKKURS, True),
    w.faith("de-av-007", "fmt.unit", "Wie groß ist eine Parzelle?", "Eine Parzelle hat rund 300 m².", KLEINGARTEN, True),
    w.faith("de-av-008", "fmt.currency", "Was kostet eine Tageskarte?", "Eine Tageskarte kostet 14,50 €.", KLETTERHALLE, True),
    w.faith("de-av-009", "fmt.period", "Wie lange muss man auf eine Parzelle warten?", "Die Wartezeit liegt derzeit bei etwa 24 Monaten.", KLEINGARTEN, True),
    w.faith("de-av-010", "wrap.closer", "Wie hoch ist die Jahrespacht?", "Die Jahrespacht beträgt 240 Euro. Viel Freude im Garten!", KLEINGARTEN, True),
    # single clear errors
    w.faith("de-av-011", "value.currency", "Was kostet der Backkurs?", "Der Kurs kostet 85 Dollar inklusive Mittagessen.", BACKKURS, False),
    w.faith("de-av-012", "value.number", "Wie viele Plätze gibt es im Backkurs?", "Es gibt höchstens zwölf Plätze.", BACKKURS, False),
    w.faith("de-av-013", "value.time", "Bis wann hat die Halle unter der Woche geöffnet?", "Montags bis freitags ist die Kletterhalle bis 21 Uhr geöffnet.", KLETTERHALLE, False),
    w.faith("de-av-014", "role.swap", "Wer leitet den Sauerteigkurs?", "Der Kurs wird von Jonas Weber geleitet, Hanna Roth unterstützt ihn.", BACKKURS, False),
    w.faith("de-av-015", "negation", "Ist das Mittagessen im Kurspreis enthalten?", "Nein, das Mittagessen ist im Preis von 85 Euro nicht enthalten.", BACKKURS, False),
    w.faith("de-av-016", "antonym", "Wer kann eine Parzelle bekommen?", "Freie Parzellen gehen nur an Personen, die außerhalb der Stadt wohnen.", KLEINGARTEN, False),
    w.faith("de-av-017", "modality", "Brauche ich einen Sicherungsschein, um ohne Trainer zu sichern?", "Ein Sicherungsschein ist empfehlenswert, aber man darf auch ohne ihn selbstständig sichern.", KLETTERHALLE, False),
    w.faith("de-av-018", "quantifier", "Müssen die Mitglieder im Verein mitarbeiten?", "Nur einige Mitglieder müssen pro Jahr zehn Stunden Gemeinschaftsarbeit leisten.", KLEINGARTEN, False),
    w.faith("de-av-019", "added.fact", "Was ist im Kurspreis enthalten?", "Für 85 Euro bekommt man das Mittagessen und einen Sauerteigansatz zum Mitnehmen.", BACKKURS, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-av-020", "refusal.plain", "Gibt es in der Kletterhalle ein Café?", "Das weiß ich leider nicht.", KLETTERHALLE, True),
    w.refusal("de-av-021", "refusal.context", "Darf man auf der Parzelle ein Gewächshaus bauen?", "Dazu steht in den vorliegenden Informationen nichts, deshalb kann ich die Frage nicht beantworten.", KLEINGARTEN, True),
    w.refusal("de-av-022", "refusal.hedged", "Wie hoch ist die Jahrespacht?", "Ich bin mir nicht ganz sicher, aber die Jahrespacht scheint 240 Euro zu betragen.", KLEINGARTEN, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-av-023", "correct.wordy", "Wie viel zahlen Studierende für eine Tageskarte?", "Wer studiert oder noch zur Schule geht, bekommt die Tageskarte günstiger und zahlt 11 Euro.", "11 Euro.", True),
    w.correct("de-av-024", "correct.wordy", "Wohin geht der Erlös des Bücherflohmarkts?", "Das Geld, das beim Flohmarkt zusammenkommt, fließt in die Leseförderung für Kinder an Grundschulen.", "An die Leseförderung für Grundschulkinder.", True),
    w.correct("de-av-025", "correct.format", "Wann endet der Bücherflohmarkt?", "Um 14:00 Uhr.", "Um 14 Uhr.", True),
    w.correct("de-av-026", "wrong.value", "Was kosten gebundene Bücher auf dem Flohmarkt?", "Gebundene Bücher kosten 5 Euro.", "3 Euro.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("de-av-027", "relevant.direct", "Wo liegt die Kletterhalle Steinbock?", "In der Hafenstraße 8.", KLETTERHALLE, True),
    w.relevant("de-av-028", "relevant.direct", "An welchem Tag ist der Bücherflohmarkt?", "Immer am ersten Samstag im Monat, von 10 bis 14 Uhr.", FLOHMARKT, True),
    w.relevant("de-av-029", "relevant.direct", "Was muss ich jährlich für eine Parzelle bezahlen?", "Die Pacht liegt bei 240 Euro.", KLEINGARTEN, True),
    w.relevant("de-av-030", "relevant.yesno", "Darf ich in der Halle ohne Trainer sichern?", "Ja, wenn du einen gültigen Sicherungsschein vorzeigst.", KLETTERHALLE, True),
    w.relevant("de-av-031", "offtopic.true", "Wie viel kosten Taschenbücher auf dem Flohmarkt?", "Der Erlös geht an die Leseförderung für Grundschulkinder.", FLOHMARKT, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-av-032", "diag.pass", "Wie lange dauert der Sauerteigkurs?", "Der Kurs dauert sechs Stunden.", {"backkurs": BACKKURS, "kletterhalle": KLETTERHALLE}, ("backkurs",), "pass"),
    w.diag("de-av-033", "diag.missed", "Wie groß ist eine Parzelle im Verein Sonnenwiese?", "Dazu finde ich in den Unterlagen leider keine Angaben.", {"kletterhalle": KLETTERHALLE, "flohmarkt": FLOHMARKT}, ("kleingarten",), "fix_retrieval"),
    w.diag("de-av-034", "diag.correct_refusal", "Bietet die Bäckerei Kornfeld auch Kurse für Kinder an?", "Dazu gibt es in den Unterlagen keine Angaben, das kann ich nicht beantworten.", {"backkurs": BACKKURS}, (), "correct_refusal"),
    w.diag("de-av-035", "diag.unfaithful", "Was kostet eine Tageskarte in der Kletterhalle?", "Eine Tageskarte kostet 19 Euro.", {"kletterhalle": KLETTERHALLE, "flohmarkt": FLOHMARKT}, ("kletterhalle",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
