"""German cases of set t8: eine Kita, ein Parkhaus, ein Reiseveranstalter, ein Fotostudio, eine
Postfiliale und ein Schachverein (wer wen anleitet, wer wem unterstellt ist, wer wen abgelöst und
wer wem etwas geliehen hat)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

KITA_FEES = (
    "Die Kita Regenbogen hat montags bis freitags von 7:00 bis 16:30 Uhr geöffnet. Der Elternbeitrag für einen "
    "Ganztagsplatz beträgt 280 Euro im Monat, das Mittagessen kostet zusätzlich 3,50 Euro pro Tag. "
    "Für Geschwisterkinder halbiert sich der Beitrag. In den Sommerferien ist die Kita drei Wochen geschlossen."
)
KITA_STAFF = (
    "Leiterin der Kita ist Frau Demir, die im Januar 2024 die Nachfolge von Herrn Albers angetreten hat. "
    "Die Igelgruppe wird von Frau Lorenz betreut, die Bärengruppe von Herrn Yıldız. Frau Lorenz hat im vergangenen "
    "Herbst die Praktikantin Jana Roth eingearbeitet. Medikamente dürfen nur mit schriftlicher Erlaubnis der Eltern gegeben werden."
)
PARKHAUS_RATES = (
    "Das Parkhaus am Markt hat 380 Stellplätze auf fünf Ebenen und ist rund um die Uhr geöffnet. "
    "Die erste halbe Stunde ist kostenlos, danach kostet jede angefangene Stunde 2 Euro. "
    "Das Tagesticket kostet höchstens 14 Euro. Die maximale Einfahrtshöhe beträgt 1,90 Meter."
)
PARKHAUS_STAFF = (
    "Parkhausleiter ist Herr Kowalski; der Nachtwächter, Herr Brandt, ist ihm unterstellt. "
    "Dauerparkkarten kosten 75 Euro im Monat und gelten auf allen Ebenen außer dem Dach. "
    "Frauenparkplätze befinden sich auf Ebene 1 direkt neben dem Ausgang."
)
REISE_FAHRT = (
    "Alpenblick Reisen bietet eine Tagesfahrt zum Königssee an, immer mittwochs und sonntags. "
    "Abfahrt ist um 7:30 Uhr am Busbahnhof Augsburg, Rückkehr gegen 19 Uhr. Der Preis beträgt 59 Euro für Erwachsene, "
    "Kinder bis 14 Jahre zahlen 35 Euro; die Bootsfahrt ist im Preis enthalten. "
    "Eine kostenlose Stornierung ist bis sieben Tage vor Abfahrt möglich."
)
REISE_TEAM = (
    "Die Reiseleitung übernimmt Katrin Maier, den Bus fährt Stefan Huber. Katrin Maier hat im Frühjahr den neuen "
    "Reiseleiter Tobias Ernst eingewiesen. Seitdem begleitet Tobias die Mittwochsfahrten, Katrin die Sonntagsfahrten. "
    "Pro Fahrt sind höchstens 40 Teilnehmer zugelassen."
)
FOTO_PREISE = (
    "Im Fotostudio Lichtblick kostet ein Bewerbungsshooting 89 Euro inklusive drei bearbeiteter Bilder. "
    "Jedes weitere Bild kostet 12 Euro. Termine sind dienstags bis samstags möglich; montags bleibt das Studio geschlossen. "
    "Die Bilder werden innerhalb von fünf Werktagen per E-Mail verschickt."
)
FOTO_TEAM = (
    "Inhaber des Studios ist der Fotograf Jonas Weber; seine Auszubildende Lea Schmitt kümmert sich um Licht und Requisiten. "
    "Als Jonas' Blitzgerät im Mai ausfiel, lieh ihm Lea ihr eigenes. Die Bildbearbeitung übernimmt die freie Retuscheurin Nina Vogt."
)
POST = (
    "Die Postfiliale in der Bahnhofstraße ist montags bis freitags von 8:30 bis 18:00 Uhr und samstags von 9:00 bis 13:00 Uhr geöffnet. "
    "Ein Standardbrief innerhalb Deutschlands kostet 0,95 Euro. Benachrichtigte Sendungen liegen sieben Werktage zur Abholung bereit; "
    "danach gehen sie an den Absender zurück. Zur Abholung ist ein Ausweis vorzulegen."
)
SCHACH_VEREIN = (
    "Der Schachverein Springer 1925 trifft sich jeden Freitag ab 19:30 Uhr im Gemeindehaus. "
    "Der Jahresbeitrag beträgt 90 Euro, für Schüler und Studenten 45 Euro. "
    "Das Jugendtraining leitet Herr Petrović, die erste Mannschaft führt Mannschaftsführerin Sabine Koch."
)
SCHACH_ROLLEN = (
    "Sabine Koch hat das Amt der Mannschaftsführerin 2023 von Dieter Lang übernommen. Dieter Lang unterrichtet seitdem den "
    "Anfängerkurs, und zwar am zweiten Dienstag jedes Monats. Für das Jugendturnier hat Sabine Koch Herrn Petrović ihr "
    "Demonstrationsbrett geliehen. Der Verein besitzt 25 Bretter und 18 Uhren; Mitglieder dürfen ein Brett bis zu drei Wochen ausleihen."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("de-t8-001", "fmt.time", "Wann macht die Kita Regenbogen zu?", "Montags bis freitags schließt sie um halb fünf am Nachmittag.", KITA_FEES, True),
    w.faith("de-t8-002", "fmt.share", "Gibt es einen Geschwisterrabatt?", "Ja, für Geschwisterkinder zahlen die Eltern nur 50 Prozent des Beitrags.", KITA_FEES, True),
    w.faith("de-t8-003", "fmt.currency", "Was kostet das Mittagessen?", "Fürs Mittagessen kommen pro Tag noch 3,50 € dazu.", KITA_FEES, True),
    w.faith("de-t8-004", "para.relative", "Wer leitet die Kita?", "Die Kita wird von Frau Demir geleitet, die im Januar 2024 auf Herrn Albers gefolgt ist.", KITA_STAFF, True),
    w.faith("de-t8-005", "para.passive", "Wer hat Jana Roth eingearbeitet?", "Die Praktikantin Jana Roth wurde letzten Herbst von Frau Lorenz angelernt, die die Igelgruppe betreut.", KITA_STAFF, True),
    w.faith("de-t8-006", "para.except", "Darf die Kita meinem Kind Medikamente geben?", "Ohne schriftliches Einverständnis der Eltern werden keine Medikamente verabreicht.", KITA_STAFF, True),
    w.faith("de-t8-007", "para.synonym", "Wann kann ich im Parkhaus am Markt parken?", "Das Parkhaus ist Tag und Nacht offen, also zu jeder Uhrzeit.", PARKHAUS_RATES, True),
    w.faith("de-t8-008", "fmt.unit", "Wie hoch darf mein Auto sein?", "Die Einfahrt ist auf eine Fahrzeughöhe von 190 Zentimetern begrenzt.", PARKHAUS_RATES, True),
    w.faith("de-t8-009", "fmt.period", "Ist Kurzparken kostenlos?", "Ja, die ersten 30 Minuten parken Sie gratis.", PARKHAUS_RATES, True),
    w.faith("de-t8-010", "para.synonym", "Wem ist der Nachtwächter unterstellt?", "Herr Brandt, der nachts Wache hält, untersteht Herrn Kowalski, der das Parkhaus leitet.", PARKHAUS_STAFF, True),
    w.faith("de-t8-011", "para.except", "Darf ich mit der Dauerparkkarte aufs Dach?", "Nein, das Dach ist die einzige Ebene, auf der die Dauerparkkarte nicht gilt.", PARKHAUS_STAFF, True),
    w.faith("de-t8-012", "wrap.attribution", "Wann fährt der Bus zum Königssee?", "Laut Alpenblick Reisen geht es jeden Mittwoch und Sonntag um halb acht morgens am Busbahnhof Augsburg los.", REISE_FAHRT, True),
    w.faith("de-t8-013", "fmt.period", "Bis wann kann ich kostenlos stornieren?", "Bis eine Woche vor der Abfahrt kostet Sie die Stornierung nichts.", REISE_FAHRT, True),
    w.faith("de-t8-014", "para.synonym", "Muss ich die Bootsfahrt extra bezahlen?", "Nein, die Bootsfahrt ist bereits im Reisepreis inbegriffen.", REISE_FAHRT, True),
    w.faith("de-t8-015", "para.passive", "Wer fährt den Bus?", "Gefahren wird der Bus von Stefan Huber, die Reiseleitung liegt bei Katrin Maier.", REISE_TEAM, True),
    w.faith("de-t8-016", "para.combine", "Wer begleitet die Mittwochsfahrten?", "Das macht Tobias Ernst, den Katrin Maier im Frühjahr eingewiesen hat.", REISE_TEAM, True),
    w.faith("de-t8-017", "para.except", "An welchen Tagen bekomme ich einen Termin?", "An allen Tagen außer Sonntag und Montag.", FOTO_PREISE, True),
    w.faith("de-t8-018", "wrap.opener", "Was kostet ein Bewerbungsshooting?", "Gern helfe ich weiter: Das Bewerbungsshooting kostet 89 €, drei bearbeitete Fotos sind dabei.", FOTO_PREISE, True),
    w.faith("de-t8-019", "para.synonym", "Was passierte, als Jonas' Blitz kaputtging?", "Er lieh sich im Mai das Blitzgerät seiner Auszubildenden Lea Schmitt.", FOTO_TEAM, True),
    w.faith("de-t8-020", "wrap.hedge", "Wer bearbeitet die Bilder?", "Soweit ich sehe, kümmert sich die freie Retuscheurin Nina Vogt um die Bildbearbeitung.", FOTO_TEAM, True),
    w.faith("de-t8-021", "fmt.time", "Wie lange hat die Post samstags auf?", "Samstags ist von neun Uhr morgens bis ein Uhr mittags geöffnet.", POST, True),
    w.faith("de-t8-022", "fmt.currency", "Was kostet ein Standardbrief im Inland?", "Ein Standardbrief innerhalb Deutschlands kostet 95 Cent.", POST, True),
    w.faith("de-t8-023", "fmt.share", "Was zahlen Studenten im Schachverein?", "Schüler und Studenten zahlen die Hälfte des regulären Jahresbeitrags, also 45 Euro.", SCHACH_VEREIN, True),
    w.faith("de-t8-024", "para.synonym", "Von wem hat Herr Petrović das Demonstrationsbrett?", "Herr Petrović hat sich das Demonstrationsbrett für das Jugendturnier bei Sabine Koch ausgeliehen.", SCHACH_ROLLEN, True),
    # unfaithful: exactly one clear error
    w.faith("de-t8-025", "value.time", "Wann öffnet die Kita morgens?", "Morgens geht es um halb acht los.", KITA_FEES, False),
    w.faith("de-t8-026", "value.number", "Wie lange ist die Kita im Sommer zu?", "In den Sommerferien bleibt die Kita vier Wochen geschlossen.", KITA_FEES, False),
    w.faith("de-t8-027", "role.swap", "Wer hat die Kitaleitung von wem übernommen?", "Herr Albers hat im Januar 2024 die Leitung von Frau Demir übernommen.", KITA_STAFF, False),
    w.faith("de-t8-028", "value.date", "Wann wurde Jana Roth eingearbeitet?", "Frau Lorenz hat die Praktikantin im vergangenen Frühjahr eingearbeitet.", KITA_STAFF, False),
    w.faith("de-t8-029", "antonym", "Was kostet die erste halbe Stunde?", "Schon die erste halbe Stunde ist kostenpflichtig.", PARKHAUS_RATES, False),
    w.faith("de-t8-030", "value.number", "Wie groß ist das Parkhaus am Markt?", "Es bietet 830 Stellplätze auf fünf Ebenen.", PARKHAUS_RATES, False),
    w.faith("de-t8-031", "role.swap", "Wer leitet das Parkhaus?", "Herr Brandt leitet das Parkhaus, und Herr Kowalski ist ihm als Nachtwächter unterstellt.", PARKHAUS_STAFF, False),
    w.faith("de-t8-032", "antonym", "Wo sind die Frauenparkplätze?", "Die Frauenparkplätze liegen auf Ebene 1, weit weg vom Ausgang.", PARKHAUS_STAFF, False),
    w.faith("de-t8-033", "value.date", "An welchen Tagen fährt Alpenblick zum Königssee?", "Die Tagesfahrt findet immer dienstags und sonntags statt.", REISE_FAHRT, False),
    w.faith("de-t8-034", "direction", "Wer zahlt den Kinderpreis?", "Kinder ab 14 Jahren zahlen 35 Euro.", REISE_FAHRT, False),
    w.faith("de-t8-035", "role.swap", "Wer hat wen eingewiesen?", "Tobias Ernst hat im Frühjahr Katrin Maier eingewiesen.", REISE_TEAM, False),
    w.faith("de-t8-036", "added.fact", "Wie viele dürfen mitfahren?", "Pro Fahrt sind höchstens 40 Teilnehmer zugelassen, Hunde dürfen nicht mit.", REISE_TEAM, False),
    w.faith("de-t8-037", "negation", "Sind bearbeitete Bilder beim Bewerbungsshooting dabei?", "Nein, die bearbeiteten Bilder sind nicht im Preis von 89 Euro enthalten.", FOTO_PREISE, False),
    w.faith("de-t8-038", "value.currency", "Was kostet ein zusätzliches Bild?", "Jedes weitere Bild kostet 12 Franken.", FOTO_PREISE, False),
    w.faith("de-t8-039", "role.swap", "Wer hat wem das Blitzgerät geliehen?", "Als Leas Blitz im Mai ausfiel, lieh Jonas ihr sein eigenes.", FOTO_TEAM, False),
    w.faith("de-t8-040", "added.entity", "Wer macht die Bildbearbeitung?", "Die Bildbearbeitung übernehmen Nina Vogt und ihr Kollege Max Berger.", FOTO_TEAM, False),
    w.faith("de-t8-041", "value.number", "Wie lange liegt ein Paket zur Abholung bereit?", "Benachrichtigte Sendungen werden zehn Werktage aufbewahrt.", POST, False),
    w.faith("de-t8-042", "modality", "Brauche ich zur Abholung einen Ausweis?", "Einen Ausweis sollte man möglichst mitbringen, notwendig ist er aber nicht.", POST, False),
    w.faith("de-t8-043", "value.time", "Wann trifft sich der Schachverein?", "Jeden Freitag ab 20 Uhr im Gemeindehaus.", SCHACH_VEREIN, False),
    w.faith("de-t8-044", "quantifier", "Wer darf Bretter ausleihen?", "Nur Vorstandsmitglieder dürfen sich ein Brett für bis zu drei Wochen ausleihen.", SCHACH_ROLLEN, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-t8-045", "correct.wordy", "Was kostet eine Dauerparkkarte im Parkhaus am Markt?", "Wer regelmäßig dort parkt, zahlt für die Dauerparkkarte monatlich 75 Euro; sie gilt überall außer auf dem Dach.", "75 Euro im Monat.", True),
    w.correct("de-t8-046", "correct.format", "Um wie viel Uhr fährt der Bus zum Königssee ab?", "Abfahrt ist um halb acht morgens.", "Um 7:30 Uhr.", True),
    w.correct("de-t8-047", "correct.format", "Was kostet ein Standardbrief innerhalb Deutschlands?", "95 Cent.", "0,95 Euro", True),
    w.correct("de-t8-048", "correct.wordy", "Wer hat 2023 Dieter Lang als Mannschaftsführer abgelöst?", "Das war Sabine Koch: Sie hat 2023 das Amt von Dieter Lang übernommen und führt die erste Mannschaft.", "Sabine Koch.", True),
    w.correct("de-t8-049", "wrong.value", "Wie viele Stellplätze hat das Parkhaus am Markt?", "Es hat 308 Stellplätze.", "380.", False),
    w.correct("de-t8-050", "wrong.role", "Wer leitet das Jugendtraining im Schachverein?", "Das Jugendtraining leitet Mannschaftsführerin Sabine Koch.", "Herr Petrović.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
