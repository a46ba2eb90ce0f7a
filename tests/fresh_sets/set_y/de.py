"""German cases of set Y. Scenarios: the bike workshop Speiche & Co., the Kellberg city museum
pass, the summer camp at Waldsee for children and the Blitzblank laundromat."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

BIKE = (
    "Die Fahrradwerkstatt Speiche & Co. in der Lindenstraße 14 bietet eine Grundinspektion für 49 Euro an. "
    "Eine Reparatur dauert in der Regel drei Werktage. "
    "Meister Jonas Albrecht zentriert alle Laufräder selbst, und Kunden können ihr Rad kostenlos über Nacht in der Werkstatt lassen."
)
MUSEUM = (
    "Der Museumspass Kellberg kostet 29 Euro und gilt 48 Stunden ab der ersten Nutzung. "
    "Er gilt in allen sechs städtischen Museen, aber nicht für Sonderausstellungen. "
    "Kinder unter 12 Jahren haben freien Eintritt."
)
CAMP = (
    "Das Sommercamp am Waldsee findet vom 28. Juli bis 15. August 2025 statt und richtet sich an Kinder von 9 bis 13 Jahren. "
    "Die Kinder werden täglich um 8:30 Uhr gebracht und um 16:30 Uhr abgeholt. "
    "Eine Woche kostet 210 Euro, Geschwisterkinder erhalten 15 % Rabatt. "
    "Jedes Kind muss eine Regenjacke mitbringen."
)
WASH = (
    "Der Waschsalon Blitzblank hat 20 Waschmaschinen und 12 Trockner. "
    "Eine Wäsche kostet 4,50 Euro, 15 Minuten Trocknen kosten 1 Euro. "
    "Geöffnet ist montags bis samstags von 7 bis 22 Uhr, sonntags bleibt der Salon geschlossen."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("de-y-001", "para.passive", "Wer zentriert bei Speiche & Co. die Laufräder?", "Alle Laufräder werden von Meister Jonas Albrecht selbst zentriert.", BIKE, True),
    w.faith("de-y-002", "para.synonym", "Hat Blitzblank am Sonntag geöffnet?", "Nein, sonntags hat der Waschsalon zu.", WASH, True),
    w.faith("de-y-003", "para.relative", "Wo gilt der Museumspass?", "Der Pass, der 29 Euro kostet, gilt in allen sechs städtischen Museen.", MUSEUM, True),
    w.faith("de-y-004", "para.nominal", "Wann werden die Kinder im Camp abgeholt?", "Die Abholung ist täglich um 16:30 Uhr.", CAMP, True),
    w.faith("de-y-005", "para.reorder", "Wie viele Geräte hat Blitzblank?", "Blitzblank hat 12 Trockner und 20 Waschmaschinen.", WASH, True),
    w.faith("de-y-006", "fmt.period", "Wie lange gilt der Museumspass?", "Er gilt zwei Tage ab der ersten Nutzung.", MUSEUM, True),
    w.faith("de-y-007", "fmt.date", "Wann findet das Sommercamp statt?", "Vom 28.07. bis zum 15.08.2025.", CAMP, True),
    w.faith("de-y-008", "fmt.currency", "Was kostet die Grundinspektion bei Speiche & Co.?", "Die Grundinspektion kostet 49 €.", BIKE, True),
    w.faith("de-y-009", "fmt.range", "Für welches Alter ist das Sommercamp gedacht?", "Für Kinder von 9–13 Jahren.", CAMP, True),
    w.faith("de-y-010", "fmt.time", "Wann hat Blitzblank geöffnet?", "Montags bis samstags von 07:00 bis 22:00 Uhr.", WASH, True),
    w.faith("de-y-011", "wrap.opener", "Was kostet das Trocknen bei Blitzblank?", "Gute Frage! 15 Minuten im Trockner kosten 1 Euro.", WASH, True),
    # one clear error each
    w.faith("de-y-012", "value.number", "Wie viele Trockner hat Blitzblank?", "Blitzblank hat 16 Trockner.", WASH, False),
    w.faith("de-y-013", "value.time", "Wann werden die Kinder abgeholt?", "Die Kinder werden um 17:30 Uhr abgeholt.", CAMP, False),
    w.faith("de-y-014", "value.currency", "Was kostet der Museumspass?", "Der Museumspass Kellberg kostet 39 Euro.", MUSEUM, False),
    w.faith("de-y-015", "negation", "Müssen Kinder unter 12 Eintritt zahlen?", "Kinder unter 12 Jahren haben keinen freien Eintritt.", MUSEUM, False),
    w.faith("de-y-016", "antonym", "Kann ich mein Rad über Nacht in der Werkstatt lassen?", "Ja, das ist allerdings kostenpflichtig.", BIKE, False),
    w.faith("de-y-017", "modality", "Muss mein Kind eine Regenjacke mitbringen?", "Nein, eine Regenjacke kann jedes Kind mitbringen, muss es aber nicht.", CAMP, False),
    w.faith("de-y-018", "quantifier", "Gibt es im Camp einen Rabatt?", "Ja, alle Kinder erhalten 15 % Rabatt.", CAMP, False),
    w.faith("de-y-019", "added.entity", "Wer zentriert bei Speiche & Co. die Laufräder?", "Meister Jonas Albrecht und seine Kollegin Sabine Koch zentrieren alle Laufräder.", BIKE, False),
    w.faith("de-y-020", "value.except", "An welchen Tagen hat Blitzblank geöffnet?", "Blitzblank ist jeden Tag außer montags geöffnet.", WASH, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-y-021", "refusal.plain", "Verkauft Speiche & Co. auch E-Bike-Akkus?", "Das weiß ich leider nicht.", BIKE, True),
    w.refusal("de-y-022", "refusal.context", "Übernachten die Kinder im Sommercamp am Waldsee?", "Aus den vorliegenden Informationen geht nicht hervor, ob im Camp übernachtet wird.", CAMP, True),
    w.refusal("de-y-023", "refusal.partial", "Was kostet eine Wäsche bei Blitzblank, und gibt es dort WLAN?", "Ob es WLAN gibt, steht nicht in den Unterlagen, aber eine Wäsche kostet 4,50 Euro.", WASH, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-y-024", "correct.wordy", "Wie lange dauert eine Reparatur bei Speiche & Co.?", "Wenn du dein Rad dort abgibst, musst du meistens mit drei Werktagen rechnen, bis die Reparatur fertig ist.", "In der Regel drei Werktage.", True),
    w.correct("de-y-025", "correct.wordy", "Wie lange gilt der Museumspass Kellberg?", "Sobald man ihn das erste Mal benutzt, hat man 48 Stunden Zeit für die Museen.", "48 Stunden ab der ersten Nutzung.", True),
    w.correct("de-y-026", "correct.format", "Wann beginnt das Sommercamp am Waldsee?", "Am 28.07.2025.", "Am 28. Juli 2025.", True),
    w.correct("de-y-027", "wrong.echo", "Wie viele Waschmaschinen hat Blitzblank?", "Der Waschsalon Blitzblank hat Waschmaschinen.", "20 Waschmaschinen.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("de-y-028", "relevant.direct", "Um wie viel Uhr muss ich mein Kind morgens ins Camp bringen?", "Um halb neun.", CAMP, True),
    w.relevant("de-y-029", "relevant.direct", "Was zahle ich für eine Woche Camp?", "210 Euro.", CAMP, True),
    w.relevant("de-y-030", "relevant.direct", "Wer kümmert sich bei Speiche & Co. ums Zentrieren der Laufräder?", "Das macht Meister Jonas Albrecht persönlich.", BIKE, True),
    w.relevant("de-y-031", "relevant.yesno", "Hat Blitzblank sonntags geöffnet?", "Nein, da ist zu.", WASH, True),
    w.relevant("de-y-032", "offtopic.true", "Wie viel kostet der Museumspass?", "Kinder unter 12 Jahren haben freien Eintritt.", MUSEUM, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-y-033", "diag.pass", "Wie viele Trockner hat Blitzblank?", "Blitzblank hat 12 Trockner.", {"wasch-1": WASH, "museum-1": MUSEUM}, ("wasch-1",), "pass"),
    w.diag("de-y-034", "diag.missed", "Was kostet die Grundinspektion bei Speiche & Co.?", "Dazu finde ich in den Unterlagen keine Angabe.", {"camp-1": CAMP, "wasch-1": WASH}, ("rad-1",), "fix_retrieval"),
    w.diag("de-y-035", "diag.correct_refusal", "Gibt es in den Kellberger Museen ein Café?", "Die Unterlagen sagen nichts über ein Café.", {"museum-1": MUSEUM}, (), "correct_refusal"),
    w.diag("de-y-036", "diag.unfaithful", "Wie viel Rabatt bekommen Geschwisterkinder im Camp?", "Geschwisterkinder erhalten 25 % Rabatt.", {"camp-1": CAMP}, ("camp-1",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
