"""German cases of set AA: a municipal recycling yard (Wertstoffhof), a half marathon along the
Rhine and a town library."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

HOF_ZEITEN = "Der Wertstoffhof Lindenau hat dienstags bis samstags von 8 bis 17 Uhr geöffnet."
HOF_SPERRMUELL = "Sperrmüll wird bis zu 2 Kubikmeter pro Anlieferung kostenlos angenommen, jeder weitere Kubikmeter kostet 15 Euro."
HOF_GARTEN = "Gartenabfälle nimmt der Wertstoffhof Lindenau nur von März bis November an."
WERTSTOFFHOF = (
    f"{HOF_ZEITEN} {HOF_SPERRMUELL} "
    "Elektrogeräte und Batterien können während der Öffnungszeiten jederzeit abgegeben werden. "
    f"{HOF_GARTEN}"
)
LAUF = (
    "Der Rheinufer-Halbmarathon findet am 21. September 2025 statt, der Start ist um 9:30 Uhr am Alten Markt. "
    "Die Strecke ist 21,1 Kilometer lang, und die Startgebühr beträgt 42 Euro. "
    "Teilnehmen dürfen alle, die mindestens 18 Jahre alt sind. "
    "Im letzten Jahr kamen rund 3.500 Läuferinnen und Läufer ins Ziel."
)
BIBLIOTHEK = (
    "Die Stadtbibliothek Weidenbach hat montags bis freitags von 10 bis 19 Uhr und samstags von 10 bis 14 Uhr geöffnet, sonntags bleibt sie geschlossen. "
    "Ein Jahresausweis kostet für Erwachsene 20 Euro, Kinder und Jugendliche unter 18 Jahren erhalten ihn kostenlos. "
    "Medien dürfen vier Wochen ausgeliehen und zweimal verlängert werden. "
    "Der Lesekreis am Donnerstagabend wurde von der Leiterin, Frau Kessler, gegründet und wird heute von Herrn Brandt moderiert."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # treue Umformulierungen und Formate
    w.faith("de-aa-001", "para.passive", "Wer hat den Lesekreis gegründet?", "Frau Kessler, die Leiterin der Bibliothek, hat den Lesekreis gegründet.", BIBLIOTHEK, True),
    w.faith("de-aa-002", "para.synonym", "Wie hoch ist die Startgebühr beim Halbmarathon?", "Die Teilnahme kostet 42 Euro.", LAUF, True),
    w.faith("de-aa-003", "para.nominal", "Muss ich für Sperrmüll bezahlen?", "Die Annahme von Sperrmüll ist bis zu 2 Kubikmetern pro Anlieferung kostenlos.", WERTSTOFFHOF, True),
    w.faith("de-aa-004", "fmt.number", "Wie oft kann ich die Ausleihe verlängern?", "Die Ausleihe lässt sich 2-mal verlängern.", BIBLIOTHEK, True),
    w.faith("de-aa-005", "fmt.date", "Wann findet der Halbmarathon statt?", "Der Halbmarathon findet am 21.09.2025 statt.", LAUF, True),
    w.faith("de-aa-006", "fmt.abbrev", "Wie lang ist die Strecke?", "Die Strecke ist 21,1 km lang.", LAUF, True),
    w.faith("de-aa-007", "fmt.thousands", "Wie viele sind letztes Jahr ins Ziel gekommen?", "Rund 3500 Läuferinnen und Läufer sind ins Ziel gekommen.", LAUF, True),
    w.faith("de-aa-008", "para.except", "An welchen Tagen hat die Bibliothek geöffnet?", "Die Bibliothek hat an allen Tagen außer sonntags geöffnet.", BIBLIOTHEK, True),
    w.faith("de-aa-009", "wrap.opener", "Wann und wo ist der Start?", "Gern! Der Start ist um 9:30 Uhr am Alten Markt.", LAUF, True),
    w.faith("de-aa-010", "wrap.attribution", "Müssen Kinder für den Jahresausweis bezahlen?", "Laut den vorliegenden Informationen erhalten Kinder und Jugendliche unter 18 Jahren den Jahresausweis kostenlos.", BIBLIOTHEK, True),
    # ein klarer Fehler
    w.faith("de-aa-011", "value.number", "Wie lang ist die Strecke des Halbmarathons?", "Die Strecke ist 25 Kilometer lang.", LAUF, False),
    w.faith("de-aa-012", "value.time", "Bis wann hat die Bibliothek samstags geöffnet?", "Samstags ist die Bibliothek bis 16 Uhr geöffnet.", BIBLIOTHEK, False),
    w.faith("de-aa-013", "role.swap", "Wer moderiert den Lesekreis?", "Der Lesekreis wird von Frau Kessler moderiert, gegründet hat ihn Herr Brandt.", BIBLIOTHEK, False),
    w.faith("de-aa-014", "negation", "Kann ich alte Elektrogeräte beim Wertstoffhof abgeben?", "Nein, Elektrogeräte werden auf dem Wertstoffhof nicht angenommen.", WERTSTOFFHOF, False),
    w.faith("de-aa-015", "quantifier", "Was kostet ein Jahresausweis?", "Der Jahresausweis ist für alle Leserinnen und Leser kostenlos.", BIBLIOTHEK, False),
    w.faith("de-aa-016", "direction", "Wie alt muss man für den Halbmarathon sein?", "Man darf höchstens 18 Jahre alt sein.", LAUF, False),
    w.faith("de-aa-017", "value.currency", "Was kostet jeder weitere Kubikmeter Sperrmüll?", "Jeder weitere Kubikmeter kostet 25 Euro.", WERTSTOFFHOF, False),
    w.faith("de-aa-018", "added.fact", "Wann nimmt der Wertstoffhof Gartenabfälle an?", "Gartenabfälle werden von März bis November angenommen, allerdings nur nach vorheriger Anmeldung.", WERTSTOFFHOF, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-aa-019", "refusal.plain", "Bekommen beim Halbmarathon alle Finisher eine Medaille?", "Das weiß ich leider nicht.", LAUF, True),
    w.refusal("de-aa-020", "refusal.context", "Gibt es in der Stadtbibliothek WLAN?", "In den bereitgestellten Informationen steht nichts darüber, ob es in der Bibliothek WLAN gibt.", BIBLIOTHEK, True),
    w.refusal("de-aa-021", "refusal.hedged", "Wann beginnt der Halbmarathon?", "Ganz sicher bin ich mir nicht, aber der Start dürfte um 9:30 Uhr am Alten Markt sein.", LAUF, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-aa-022", "correct.wordy", "Wie viel kostet ein Jahresausweis für Erwachsene?", "Für Erwachsene kostet der Jahresausweis der Stadtbibliothek 20 Euro, für Kinder ist er dagegen gratis.", "20 Euro.", True),
    w.correct("de-aa-023", "correct.wordy", "Wo startet der Halbmarathon?", "Los geht es am Alten Markt, dort fällt um 9:30 Uhr der Startschuss.", "Am Alten Markt.", True),
    w.correct("de-aa-024", "correct.format", "Wann hat der Wertstoffhof geöffnet?", "Di–Sa, 8–17 Uhr.", "Dienstags bis samstags von 8 bis 17 Uhr.", True),
    w.correct("de-aa-025", "wrong.value", "Wie oft kann man die Ausleihe verlängern?", "Man kann die Ausleihe dreimal verlängern.", "Zweimal.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("de-aa-026", "relevant.direct", "In welchen Monaten kann ich Grünschnitt loswerden?", "Von März bis November.", WERTSTOFFHOF, True),
    w.relevant("de-aa-027", "relevant.direct", "Was muss ich für die Anmeldung zum Lauf bezahlen?", "42 Euro.", LAUF, True),
    w.relevant("de-aa-028", "relevant.direct", "Wie viele Kubikmeter Sperrmüll nimmt der Hof gratis an?", "Bis zu zwei pro Anlieferung.", WERTSTOFFHOF, True),
    w.relevant("de-aa-029", "relevant.yesno", "Bekommt meine 15-jährige Tochter den Bibliotheksausweis umsonst?", "Ja, unter 18 Jahren ist er kostenlos.", BIBLIOTHEK, True),
    w.relevant("de-aa-030", "offtopic.true", "Wann hat die Bibliothek samstags geöffnet?", "Medien dürfen vier Wochen ausgeliehen werden.", BIBLIOTHEK, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-aa-031", "diag.pass", "Wie viel Sperrmüll kann ich kostenlos abgeben?", "Bis zu 2 Kubikmeter pro Anlieferung sind kostenlos.",
           {"hof-sperrmuell": HOF_SPERRMUELL, "hof-zeiten": HOF_ZEITEN}, ("hof-sperrmuell",), "pass"),
    w.diag("de-aa-032", "diag.missed", "Wann nimmt der Wertstoffhof Gartenabfälle an?", "Dazu finde ich in den Unterlagen leider keine Angaben.",
           {"hof-zeiten": HOF_ZEITEN, "hof-sperrmuell": HOF_SPERRMUELL}, ("hof-garten",), "fix_retrieval"),
    w.diag("de-aa-033", "diag.correct_refusal", "Nimmt der Wertstoffhof auch Autoreifen an?", "Ob Autoreifen angenommen werden, geht aus den Unterlagen nicht hervor.",
           {"hof-zeiten": HOF_ZEITEN, "hof-sperrmuell": HOF_SPERRMUELL}, (), "correct_refusal"),
    w.diag("de-aa-034", "diag.offtopic", "Wann hat der Wertstoffhof geöffnet?", "Jeder weitere Kubikmeter Sperrmüll kostet 15 Euro.",
           {"hof-zeiten": HOF_ZEITEN, "hof-sperrmuell": HOF_SPERRMUELL}, ("hof-zeiten",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
