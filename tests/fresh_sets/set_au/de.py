"""German cases of set AU. Scenarios: a bouldering and climbing hall in Göttingen, an allotment
garden association near Kassel, a sourdough baking course at a bakery and a neighbourhood flea
market."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

KLETTER = (
    "Die Kletterhalle Steilwand in Göttingen hat montags bis freitags von 10 bis 23 Uhr geöffnet, am Wochenende von 9 bis 21 Uhr. "
    "Eine Tageskarte kostet 14,50 Euro, Schüler und Studierende zahlen 11 Euro. "
    "Kinder unter 14 Jahren dürfen nur in Begleitung eines Erwachsenen klettern. "
    "Leihschuhe gibt es für 3 Euro."
)
GARTEN = (
    "Der Kleingartenverein Sonnenblick verpachtet 62 Parzellen am Stadtrand von Kassel. "
    "Eine Parzelle ist etwa 300 Quadratmeter groß, die Jahrespacht beträgt 240 Euro. "
    "Vorsitzende des Vereins ist Renate Kübler, Kassenwart ist Jürgen Pohl. "
    "Jedes Mitglied muss pro Jahr acht Stunden Gemeinschaftsarbeit leisten."
)
BACK = (
    "Der Sauerteig-Backkurs der Bäckerei Hollmann findet am Samstag, dem 8. März, von 9 bis 14 Uhr statt. "
    "Die Teilnahme kostet 85 Euro, inklusive Mittagessen und Anstellgut zum Mitnehmen. "
    "Es gibt höchstens zehn Plätze. "
    "Vorkenntnisse sind nicht nötig."
)
FLOH = (
    "Der Flohmarkt im Hofviertel findet am ersten Sonntag im Mai von 8 bis 16 Uhr statt. "
    "Alle Standplätze kosten 12 Euro, außer für Kinder, die kostenlos verkaufen dürfen. "
    "Gewerbliche Händler sind nicht zugelassen. "
    "Die Standgebühren gehen an den Spielplatz in der Lindenstraße."
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("de-au-001", "para.reorder", "Was ist im Preis des Backkurses enthalten?", "Anstellgut zum Mitnehmen und ein Mittagessen sind im Preis von 85 Euro enthalten.", BACK, True),
    w.faith("de-au-002", "para.passive", "Wer verpachtet die Parzellen?", "Die 62 Parzellen werden vom Kleingartenverein Sonnenblick verpachtet.", GARTEN, True),
    w.faith("de-au-003", "para.synonym", "Braucht man für den Backkurs Erfahrung?", "Nein, Vorwissen ist nicht erforderlich.", BACK, True),
    w.faith("de-au-004", "fmt.currency", "Was kostet eine Tageskarte in der Steilwand?", "Eine Tageskarte kostet 14,50 €.", KLETTER, True),
    w.faith("de-au-005", "fmt.unit", "Wie groß ist eine Parzelle?", "Eine Parzelle hat etwa 300 m².", GARTEN, True),
    w.faith("de-au-006", "fmt.time", "Wann hat die Kletterhalle am Wochenende geöffnet?", "Samstags und sonntags ist von 9:00 bis 21:00 Uhr geöffnet.", KLETTER, True),
    w.faith("de-au-007", "fmt.abbrev", "Wann hat die Halle unter der Woche geöffnet?", "Mo.–Fr. von 10 bis 23 Uhr.", KLETTER, True),
    w.faith("de-au-008", "wrap.question", "Dürfen Kinder allein klettern?", "Sie möchten wissen, ob Kinder allein klettern dürfen? Unter 14 Jahren nur in Begleitung eines Erwachsenen.", KLETTER, True),
    w.faith("de-au-009", "para.nominal", "Was müssen Mitglieder jedes Jahr tun?", "Pflicht für jedes Mitglied ist die Leistung von acht Stunden Gemeinschaftsarbeit pro Jahr.", GARTEN, True),
    # one clear error each
    w.faith("de-au-010", "value.number", "Wie viele Parzellen hat der Verein?", "Der Verein verpachtet 26 Parzellen.", GARTEN, False),
    w.faith("de-au-011", "value.date", "Wann findet der Backkurs statt?", "Am Samstag, dem 15. März, von 9 bis 14 Uhr.", BACK, False),
    w.faith("de-au-012", "value.currency", "Wie viel kostet ein Standplatz?", "Ein Standplatz kostet 20 Euro.", FLOH, False),
    w.faith("de-au-013", "role.swap", "Wer ist Vorsitzende des Vereins?", "Vorsitzender ist Jürgen Pohl, Kassenwartin ist Renate Kübler.", GARTEN, False),
    w.faith("de-au-014", "negation", "Dürfen gewerbliche Händler einen Stand aufbauen?", "Ja, gewerbliche Händler sind zugelassen.", FLOH, False),
    w.faith("de-au-015", "antonym", "Wie viele Plätze gibt es im Backkurs?", "Es gibt mindestens zehn Plätze.", BACK, False),
    w.faith("de-au-016", "modality", "Müssen Mitglieder Gemeinschaftsarbeit leisten?", "Mitglieder können freiwillig acht Stunden Gemeinschaftsarbeit im Jahr leisten.", GARTEN, False),
    w.faith("de-au-017", "value.except", "Wer muss für einen Standplatz zahlen?", "Alle zahlen 12 Euro, außer Senioren, die kostenlos verkaufen dürfen.", FLOH, False),
    w.faith("de-au-018", "added.fact", "Was kosten Leihschuhe?", "Leihschuhe kosten 3 Euro, ein Leihgurt kostet 5 Euro.", KLETTER, False),
]

REFUSAL = [
    w.refusal("de-au-019", "refusal.plain", "Gibt es in der Kletterhalle ein Café?", "Das weiß ich leider nicht.", KLETTER, True),
    w.refusal("de-au-020", "refusal.long", "Kann man sich beim Kleingartenverein Sonnenblick auf eine Warteliste setzen lassen?", "Zu einer Warteliste finde ich in den vorliegenden Informationen leider nichts, deshalb kann ich die Frage nicht beantworten. Am besten wenden Sie sich direkt an den Verein.", GARTEN, True),
    w.refusal("de-au-021", "refusal.hedged", "Wann beginnt der Backkurs?", "Wenn ich das richtig sehe, beginnt der Kurs um 9 Uhr.", BACK, False),
]

CORRECTNESS = [
    w.correct("de-au-022", "correct.wordy", "Wie viel zahlen Studierende in der Kletterhalle?", "Als Studierende bekommst du die Tageskarte in der Steilwand ermäßigt, nämlich für 11 Euro statt 14,50 Euro.", "11 Euro.", True),
    w.correct("de-au-023", "correct.wordy", "Wer ist Kassenwart im Kleingartenverein Sonnenblick?", "Um die Kasse kümmert sich im Verein Sonnenblick Jürgen Pohl, während Renate Kübler den Vorsitz hat.", "Jürgen Pohl.", True),
    w.correct("de-au-024", "correct.format", "Wie hoch ist die Jahrespacht für eine Parzelle?", "240 €.", "240 Euro im Jahr.", True),
    w.correct("de-au-025", "wrong.value", "Von wann bis wann läuft der Flohmarkt?", "Von 10 bis 16 Uhr.", "Von 8 bis 16 Uhr.", False),
]

RELEVANCY = [
    w.relevant("de-au-026", "relevant.direct", "Ab wann kann ich unter der Woche an die Wand?", "Montags bis freitags öffnet die Halle um 10 Uhr.", KLETTER, True),
    w.relevant("de-au-027", "relevant.direct", "Was muss ich für den Sauerteigkurs hinblättern?", "85 Euro, Mittagessen inklusive.", BACK, True),
    w.relevant("de-au-028", "relevant.direct", "Wo liegen die Gärten des Vereins?", "Am Stadtrand von Kassel.", GARTEN, True),
    w.relevant("de-au-029", "relevant.yesno", "Kann ich mit meinem Trödelgeschäft einen Stand mieten?", "Nein, gewerbliche Händler sind nicht zugelassen.", FLOH, True),
    w.relevant("de-au-030", "offtopic.true", "Was kosten Leihschuhe in der Steilwand?", "Kinder unter 14 Jahren dürfen nur in Begleitung eines Erwachsenen klettern.", KLETTER, False),
]

DIAGNOSIS = [
    w.diag("de-au-031", "diag.pass", "Wie viele Plätze hat der Sauerteig-Backkurs?", "Höchstens zehn.", {"back-01": BACK, "floh-01": FLOH}, ("back-01",), "pass"),
    w.diag("de-au-032", "diag.missed", "Wie viel kostet eine Tageskarte in der Kletterhalle Steilwand?", "Dazu liegen mir leider keine Informationen vor.", {"garten-01": GARTEN, "back-01": BACK}, ("kletter-01",), "fix_retrieval"),
    w.diag("de-au-033", "diag.correct_refusal", "Gibt es beim Flohmarkt im Hofviertel Essensstände?", "Ob es Essensstände gibt, geht aus den Informationen nicht hervor.", {"floh-01": FLOH}, (), "correct_refusal"),
    w.diag("de-au-034", "diag.unfaithful", "Wann findet der Flohmarkt im Hofviertel statt?", "Am letzten Sonntag im Mai, von 8 bis 16 Uhr.", {"floh-01": FLOH, "garten-01": GARTEN}, ("floh-01",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
