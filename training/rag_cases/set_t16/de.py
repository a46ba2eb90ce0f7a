"""German cases of set t16: a regional airport (parking, information desk), a citizens'
advice office (open consultations, an appeal against a job centre decision), an art
school's open studios and prize, a market garden, a car wash and a public observatory's
night tours."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

FLUGHAFEN_PARKEN = (
    "Am Regionalflughafen Altmühltal kostet das Parkhaus P1 3 € pro Stunde, höchstens jedoch 18 € pro Tag. "
    "Für Urlaubsreisende gibt es auf dem Langzeitparkplatz P3 eine Wochenpauschale von 49 €. "
    "Vom P3 fährt alle 15 Minuten ein kostenloser Shuttlebus zum Terminal."
)

FLUGHAFEN_INFO = (
    "Der Informationsschalter in der Ankunftshalle ist täglich von 6 bis 22 Uhr besetzt. "
    "Schalterleiterin Monika Brandt teilt die Schichten ein, ihr Stellvertreter Jens Kowalski kümmert sich um Fundsachen. "
    "Rollstühle können kostenlos ausgeliehen werden, müssen aber 48 Stunden vorher angemeldet werden."
)

BERATUNG_SPRECHSTUNDE = (
    "Die Bürgerberatung Lindenhof bietet jeden Montag und Mittwoch von 15 bis 18 Uhr eine offene Sprechstunde an. "
    "Für Fragen zum Mietrecht ist eine Terminvereinbarung erforderlich. "
    "Die Beratung ist kostenlos; Spenden sind willkommen, aber freiwillig."
)

BERATUNG_FALL = (
    "Die ehrenamtliche Beraterin Sabine Krüger half im Januar Herrn Yilmaz, Widerspruch gegen einen Bescheid des Jobcenters einzulegen. "
    "Das Jobcenter gab dem Widerspruch am 3. März statt und zahlte 860 € nach. "
    "Neue Ehrenamtliche werden zunächst drei Monate lang von einer erfahrenen Kollegin begleitet."
)

KUNST_RUNDGANG = (
    "Der Rundgang der Kunsthochschule Brückstadt findet vom 10. bis 13. Juli statt. "
    "Die Ateliers sind täglich von 12 bis 20 Uhr geöffnet, am Sonntag nur bis 16 Uhr. "
    "Rund 150 Studierende zeigen ihre Arbeiten; etwa ein Drittel von ihnen studiert in der Klasse für Bildhauerei. "
    "Der Eintritt ist frei."
)

KUNST_PREIS = (
    "Der diesjährige Förderpreis in Höhe von 5.000 € wurde der Malerin Lea Hoffmann zuerkannt. "
    "Die Jury wurde von Professor Martin Vogt geleitet. "
    "Die Preisverleihung findet am 12. Juli um 18 Uhr in der Aula statt; eine Anmeldung ist nicht nötig."
)

GAERTNEREI = (
    "Die Gärtnerei Sonnenhang verkauft von März bis Mai Gemüsejungpflanzen aus eigener Anzucht. "
    "Kräutertöpfe kosten 2,50 € das Stück, ab zehn Töpfen gibt es 20 % Rabatt. "
    "Die Gärtnerei ist werktags von 8 bis 18 Uhr und samstags von 8 bis 13 Uhr geöffnet; sonntags bleibt sie geschlossen."
)

WASCHANLAGE = (
    "In der Waschanlage Blitzblank kostet die Standardwäsche 8 €, die Premiumwäsche mit Heißwachs und Unterbodenwäsche 14 €. "
    "Fahrzeuge mit Dachbox dürfen die Anlage nicht benutzen. "
    "Die SB-Waschplätze sind rund um die Uhr zugänglich, die Portalanlage nur von 7 bis 21 Uhr."
)

STERNWARTE_FUEHRUNG = (
    "Die Volkssternwarte Falkenberg bietet von Oktober bis März jeden Freitag um 19:30 Uhr eine Nachtführung an. "
    "Die Führung dauert etwa zwei Stunden und kostet 9 € für Erwachsene; Kinder unter 12 Jahren sind frei. "
    "Bei bedecktem Himmel wird statt der Beobachtung ein Vortrag im Planetarium gezeigt."
)

STERNWARTE_TEAM = (
    "Geleitet werden die Führungen vom Vereinsvorsitzenden Klaus Ebner; die Technik betreut der Student Felix Lange. "
    "Das Hauptteleskop hat eine Brennweite von 2,5 Metern. "
    "Die Gruppen sind auf 30 Personen begrenzt, eine Reservierung per E-Mail wird empfohlen."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful
    w.faith("de-t16-001", "fmt.currency", "Was kostet das Parkhaus P1?", "Im P1 zahlt man drei Euro pro Stunde, am Tag aber nie mehr als 18 Euro.", FLUGHAFEN_PARKEN, True),
    w.faith("de-t16-002", "fmt.period", "Wie komme ich vom P3 zum Terminal?", "Vom P3 fährt viermal pro Stunde ein Shuttlebus zum Terminal, und der ist gratis.", FLUGHAFEN_PARKEN, True),
    w.faith("de-t16-003", "fmt.time", "Wann ist der Infoschalter besetzt?", "Jeden Tag von sechs Uhr morgens bis zehn Uhr abends.", FLUGHAFEN_INFO, True),
    w.faith("de-t16-004", "para.passive", "Wer macht den Schichtplan am Infoschalter?", "Die Schichten werden von Schalterleiterin Monika Brandt eingeteilt.", FLUGHAFEN_INFO, True),
    w.faith("de-t16-005", "fmt.period", "Kann ich am Flughafen einen Rollstuhl bekommen?", "Ja, kostenlos – Sie müssen ihn aber zwei Tage im Voraus anmelden.", FLUGHAFEN_INFO, True),
    w.faith("de-t16-006", "fmt.time", "Wann ist die offene Sprechstunde?", "Montags und mittwochs von drei bis sechs Uhr nachmittags.", BERATUNG_SPRECHSTUNDE, True),
    w.faith("de-t16-007", "para.nominal", "Kann ich mit einer Mietfrage einfach vorbeikommen?", "Die Beratung zum Mietrecht setzt eine vorherige Terminabsprache voraus.", BERATUNG_SPRECHSTUNDE, True),
    w.faith("de-t16-008", "wrap.hedge", "Muss ich für die Beratung etwas bezahlen?", "Soweit ich sehe, kostet die Beratung nichts, und eine Spende ist freiwillig.", BERATUNG_SPRECHSTUNDE, True),
    w.faith("de-t16-009", "para.passive", "Wer hat Herrn Yilmaz geholfen?", "Herrn Yilmaz wurde im Januar von der Ehrenamtlichen Sabine Krüger beim Widerspruch gegen den Jobcenter-Bescheid geholfen.", BERATUNG_FALL, True),
    w.faith("de-t16-010", "fmt.date", "Wann wurde über den Widerspruch entschieden?", "Am 03.03. hat das Jobcenter dem Widerspruch stattgegeben.", BERATUNG_FALL, True),
    w.faith("de-t16-011", "fmt.period", "Wie werden neue Ehrenamtliche eingearbeitet?", "Ein Vierteljahr lang steht ihnen eine erfahrene Kollegin zur Seite.", BERATUNG_FALL, True),
    w.faith("de-t16-012", "fmt.range", "Wann ist der Rundgang?", "Der Rundgang läuft vom 10.–13. Juli, und der Eintritt kostet nichts.", KUNST_RUNDGANG, True),
    w.faith("de-t16-013", "para.except", "Bis wann sind die Ateliers offen?", "Außer am Sonntag, an dem um 16 Uhr Schluss ist, kann man die Ateliers bis 20 Uhr besuchen.", KUNST_RUNDGANG, True),
    w.faith("de-t16-014", "fmt.share", "Stellen viele Bildhauer aus?", "Ungefähr 33 % der ausstellenden Studierenden kommen aus der Bildhauerklasse.", KUNST_RUNDGANG, True),
    w.faith("de-t16-015", "para.relative", "Wer bekommt den Förderpreis?", "Lea Hoffmann ist die Malerin, der in diesem Jahr der mit 5.000 € dotierte Förderpreis zuerkannt wurde.", KUNST_PREIS, True),
    w.faith("de-t16-016", "fmt.thousands", "Wie hoch ist der Förderpreis dotiert?", "Der Förderpreis ist mit 5000 Euro dotiert.", KUNST_PREIS, True),
    w.faith("de-t16-017", "fmt.time", "Wann ist die Preisverleihung?", "Sie beginnt am 12. Juli um sechs Uhr abends in der Aula, anmelden muss man sich nicht.", KUNST_PREIS, True),
    w.faith("de-t16-018", "para.except", "An welchen Tagen hat die Gärtnerei auf?", "Einkaufen kann man dort von Montag bis Samstag.", GAERTNEREI, True),
    w.faith("de-t16-019", "fmt.share", "Gibt es Mengenrabatt auf Kräuter?", "Wer zehn oder mehr Kräutertöpfe nimmt, bekommt ein Fünftel Nachlass.", GAERTNEREI, True),
    w.faith("de-t16-020", "fmt.time", "Wann beginnt die Nachtführung?", "Immer freitags um halb acht abends, in den Monaten Oktober bis März.", STERNWARTE_FUEHRUNG, True),
    w.faith("de-t16-021", "wrap.closer", "Was kostet die Führung?", "Erwachsene zahlen 9 €, Kinder unter 12 gar nichts. Viel Spaß beim Sterngucken!", STERNWARTE_FUEHRUNG, True),
    w.faith("de-t16-022", "wrap.attribution", "Was passiert, wenn es bewölkt ist?", "Laut der Sternwarte gibt es bei bedecktem Himmel statt der Beobachtung einen Vortrag im Planetarium.", STERNWARTE_FUEHRUNG, True),
    w.faith("de-t16-023", "para.reorder", "Wer ist bei den Führungen dabei?", "Um die Technik kümmert sich der Student Felix Lange, die Führungen leitet der Vereinsvorsitzende Klaus Ebner.", STERNWARTE_TEAM, True),
    w.faith("de-t16-024", "fmt.unit", "Welche Brennweite hat das Hauptteleskop?", "Die Brennweite des Hauptteleskops beträgt 2500 Millimeter.", STERNWARTE_TEAM, True),
    # unfaithful
    w.faith("de-t16-025", "role.swap", "Wer ist für Fundsachen zuständig?", "Jens Kowalski teilt die Schichten ein, und Monika Brandt kümmert sich um die Fundsachen.", FLUGHAFEN_INFO, False),
    w.faith("de-t16-026", "role.swap", "Wer hat beim Widerspruch geholfen?", "Herr Yilmaz half der Beraterin Sabine Krüger, Widerspruch gegen den Bescheid einzulegen.", BERATUNG_FALL, False),
    w.faith("de-t16-027", "antonym", "Wie ging der Widerspruch aus?", "Das Jobcenter lehnte den Widerspruch am 3. März ab.", BERATUNG_FALL, False),
    w.faith("de-t16-028", "antonym", "Was gibt es bei schlechtem Wetter?", "Bei klarem Himmel wird statt der Beobachtung ein Vortrag im Planetarium gezeigt.", STERNWARTE_FUEHRUNG, False),
    w.faith("de-t16-029", "negation", "Brauche ich für eine Mietrechtsfrage einen Termin?", "Nein, für Fragen zum Mietrecht können Sie ohne Termin in die Sprechstunde kommen.", BERATUNG_SPRECHSTUNDE, False),
    w.faith("de-t16-030", "negation", "Muss ich mich zur Preisverleihung anmelden?", "Ja, für die Preisverleihung in der Aula ist eine Anmeldung nötig.", KUNST_PREIS, False),
    w.faith("de-t16-031", "modality", "Muss ich vorher reservieren?", "Eine Reservierung per E-Mail ist Pflicht, weil die Gruppen auf 30 Personen begrenzt sind.", STERNWARTE_TEAM, False),
    w.faith("de-t16-032", "modality", "Wie leihe ich einen Rollstuhl aus?", "Rollstühle gibt es kostenlos; eine Anmeldung 48 Stunden vorher ist empfehlenswert.", FLUGHAFEN_INFO, False),
    w.faith("de-t16-033", "quantifier", "Aus welchen Klassen kommen die Aussteller?", "Alle ausstellenden Studierenden kommen aus der Bildhauerklasse.", KUNST_RUNDGANG, False),
    w.faith("de-t16-034", "quantifier", "Gibt es Rabatt auf Kräutertöpfe?", "Auf jeden Kräutertopf gibt es 20 % Rabatt, egal wie viele man kauft.", GAERTNEREI, False),
    w.faith("de-t16-035", "direction", "Wie teuer kann ein Tag im P1 werden?", "Im P1 zahlt man pro Tag mindestens 18 €.", FLUGHAFEN_PARKEN, False),
    w.faith("de-t16-036", "direction", "Zahlen Kinder Eintritt?", "Kinder über 12 Jahren nehmen kostenlos an der Führung teil.", STERNWARTE_FUEHRUNG, False),
    w.faith("de-t16-037", "value.number", "Wie groß sind die Gruppen?", "Pro Gruppe sind höchstens 20 Personen zugelassen.", STERNWARTE_TEAM, False),
    w.faith("de-t16-038", "value.date", "Wann findet der Rundgang statt?", "Der Rundgang ist vom 10. bis 13. Juni.", KUNST_RUNDGANG, False),
    w.faith("de-t16-039", "value.time", "Wie lange hat die Gärtnerei samstags auf?", "Samstags ist die Gärtnerei von 8 bis 16 Uhr geöffnet.", GAERTNEREI, False),
    w.faith("de-t16-040", "value.currency", "Wie viel hat das Jobcenter nachgezahlt?", "Das Jobcenter hat 680 € nachgezahlt.", BERATUNG_FALL, False),
    w.faith("de-t16-041", "value.unit", "Welche Brennweite hat das Teleskop?", "Das Hauptteleskop hat eine Brennweite von 2,5 Zentimetern.", STERNWARTE_TEAM, False),
    w.faith("de-t16-042", "value.except", "Sind die Ateliers jeden Tag bis 20 Uhr offen?", "Ja, außer am Samstag – da schließen sie schon um 16 Uhr.", KUNST_RUNDGANG, False),
    w.faith("de-t16-043", "added.fact", "Was ist in der Premiumwäsche enthalten?", "Die Premiumwäsche für 14 € umfasst Heißwachs, Unterbodenwäsche und eine Innenreinigung.", WASCHANLAGE, False),
    w.faith("de-t16-044", "added.entity", "Wer teilt die Schichten ein?", "Die Schichten teilen Schalterleiterin Monika Brandt und Flughafendirektor Peter Lenz gemeinsam ein.", FLUGHAFEN_INFO, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-t16-045", "correct.wordy", "Wann beginnt die Nachtführung an der Sternwarte?", "Die Nachtführungen der Volkssternwarte starten von Oktober bis März jeweils freitags um 19:30 Uhr.", "Freitags um 19:30 Uhr", True),
    w.correct("de-t16-046", "correct.format", "Wie viel hat das Jobcenter nachgezahlt?", "Achthundertsechzig Euro.", "860 €", True),
    w.correct("de-t16-047", "correct.format", "Bis wann ist der Infoschalter besetzt?", "Bis zehn Uhr abends.", "Bis 22 Uhr", True),
    w.correct("de-t16-048", "correct.wordy", "Wer hat den Förderpreis bekommen?", "Den diesjährigen Förderpreis der Kunsthochschule hat die Malerin Lea Hoffmann erhalten.", "Lea Hoffmann", True),
    w.correct("de-t16-049", "wrong.value", "Was kostet die Standardwäsche?", "Die Standardwäsche kostet 14 €.", "8 €", False),
    w.correct("de-t16-050", "wrong.role", "Wer hat die Jury geleitet?", "Die Jury wurde von Lea Hoffmann geleitet.", "Professor Martin Vogt", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
