"""German cases of set t5: Hallenbad Lindenau (Öffnungszeiten, Preise, Seepferdchen-Kurs),
das Vielfliegerprogramm HanseMeilen (Status, Prämienmeilen), der VHS-Kochkurs
„Schwäbische Küche“ (Kurs, Abmeldung), Weingut Familie Kessler (Betrieb, Weinproben),
das Bürgeramt Kempten (Personalausweis, Sperrmüll) and die Rückgabe bei Elektro Stromberg."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

POOL_HOURS = (
    "Das Hallenbad Lindenau ist dienstags bis freitags von 7 bis 21 Uhr geöffnet, samstags und sonntags von 9 bis 18 Uhr. "
    "Montags ist das Bad für Schulen und Vereine reserviert. "
    "Badeschluss ist jeweils 30 Minuten vor Ende der Öffnungszeit. "
    "Vom Fünf-Meter-Turm darf nur gesprungen werden, wenn eine Aufsicht am Turm steht."
)
POOL_PRICES = (
    "Eine Einzelkarte kostet für Erwachsene 4,50 €, für Kinder und Jugendliche bis 17 Jahre 2,80 €. "
    "Mit der Familienkarte für 11 € können zwei Erwachsene und bis zu drei Kinder einen Tag lang schwimmen. "
    "Die Zehnerkarte für Erwachsene kostet 40 € und verfällt nicht."
)
POOL_COURSE = (
    "Den Seepferdchen-Kurs für Kinder ab fünf Jahren leitet Schwimmmeisterin Katrin Vogel, unterstützt von Rettungsschwimmer Jonas Brandt. "
    "Der Kurs umfasst zehn Termine zu je 45 Minuten und kostet 95 €. "
    "Anmeldungen nimmt die Kasse ab dem 1. September entgegen."
)
AIR_STATUS = (
    "Im Vielfliegerprogramm HanseMeilen gibt es die Stufen Basis, Silber und Gold. "
    "Den Silberstatus erreicht, wer innerhalb von zwölf Monaten 25.000 Statusmeilen sammelt; für Gold sind 50.000 nötig. "
    "Goldmitglieder dürfen die Business-Lounges kostenlos nutzen und einen Gast mitnehmen. "
    "Silbermitglieder haben keinen Lounge-Zugang, bekommen aber ein zusätzliches Freigepäckstück."
)
AIR_MILES = (
    "Prämienmeilen verfallen 36 Monate nach ihrer Gutschrift, es sei denn, man hat Goldstatus. "
    "Prämienflüge lassen sich bis 24 Stunden vor Abflug buchen. "
    "Meilen können nicht auf andere Konten übertragen werden, auch nicht innerhalb der Familie."
)
COOK_COURSE = (
    "Der Kochkurs „Schwäbische Küche“ an der Volkshochschule Esslingen wird von Küchenmeister Bernd Haller geleitet; seine Kollegin Sabine Roth kümmert sich um den Einkauf der Zutaten. "
    "Der Kurs findet an drei Mittwochabenden jeweils von 18 bis 21.30 Uhr statt und kostet 89 € inklusive Lebensmittel. "
    "Bitte bringen Sie eine Schürze und zwei Behälter für Reste mit. "
    "Es gibt höchstens 14 Plätze."
)
COOK_RULES = (
    "Eine Abmeldung ist bis zehn Tage vor Kursbeginn kostenlos möglich. "
    "Bei späterer Abmeldung wird eine Bearbeitungsgebühr von 15 € fällig, außer Sie stellen eine Ersatzperson. "
    "Wer krankheitsbedingt fehlt, kann den Termin nicht nachholen."
)
WINE_ESTATE = (
    "Das Weingut Familie Kessler in Rüdesheim wird seit 1962 von der Familie geführt; heute leitet Martina Kessler den Betrieb, ihr Bruder Felix ist Kellermeister. "
    "Die Rebfläche umfasst 14 Hektar und ist zu drei Vierteln mit Riesling bepflanzt. "
    "Die Vinothek hat von April bis Oktober täglich außer dienstags von 11 bis 18 Uhr geöffnet."
)
WINE_TASTING = (
    "Eine Weinprobe mit sechs Weinen kostet 18 € pro Person und wird beim Kauf von zwölf Flaschen angerechnet. "
    "Gruppen ab zehn Personen müssen sich mindestens eine Woche vorher anmelden. "
    "Der Versand innerhalb Deutschlands ist ab 36 Flaschen kostenfrei."
)
COUNCIL_OFFICE = (
    "Das Bürgeramt der Stadt Kempten ist montags bis freitags von 8 bis 12 Uhr geöffnet, donnerstags zusätzlich von 14 bis 18 Uhr. "
    "Für einen neuen Personalausweis braucht man einen Termin; die Gebühr beträgt 37 €, für Personen unter 24 Jahren 22,80 €. "
    "Die Bearbeitung dauert in der Regel drei bis vier Wochen."
)
COUNCIL_WASTE = (
    "Sperrmüll wird in Kempten zweimal im Jahr kostenlos abgeholt, jeweils bis zu drei Kubikmeter. "
    "Die Abholung muss spätestens zwei Wochen vorher online beantragt werden. "
    "Elektrogeräte werden getrennt vom übrigen Sperrmüll abgeholt."
)
ELEC_RETURNS = (
    "Bei Elektro Stromberg können Sie unbeschädigte Ware innerhalb von 30 Tagen nach dem Kauf mit Kassenbon zurückgeben. "
    "Ausgenommen sind geöffnete Software, Speicherkarten und In-Ear-Kopfhörer. "
    "Erstattet wird auf das ursprüngliche Zahlungsmittel; bei Barzahlung erhalten Sie einen Gutschein. "
    "Für Großgeräte wie Waschmaschinen wird bei der Rückgabe eine Abholpauschale von 49 € berechnet."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("de-t5-001", "para.except", "Kann ich jeden Tag ins Hallenbad?", "Fast: nur montags nicht, da gehört das Bad den Schulen und Vereinen.", POOL_HOURS, True),
    w.faith("de-t5-002", "fmt.time", "Wie lange hat das Bad unter der Woche offen?", "Dienstags bis freitags können Sie bis neun Uhr abends ins Bad.", POOL_HOURS, True),
    w.faith("de-t5-003", "para.combine", "Wann ist samstags Badeschluss?", "Samstags ist um 17.30 Uhr Badeschluss.", POOL_HOURS, True),
    w.faith("de-t5-004", "para.synonym", "Darf man vom Fünfer springen?", "Ja, aber nur, wenn jemand von der Aufsicht am Turm steht.", POOL_HOURS, True),
    w.faith("de-t5-005", "fmt.currency", "Was kostet eine Einzelkarte für Erwachsene?", "Vier Euro fünfzig.", POOL_PRICES, True),
    w.faith("de-t5-006", "para.nominal", "Wie lange ist die Zehnerkarte gültig?", "Die Zehnerkarte für Erwachsene hat kein Verfallsdatum.", POOL_PRICES, True),
    w.faith("de-t5-007", "para.passive", "Wer leitet den Seepferdchen-Kurs?", "Der Kurs wird von Schwimmmeisterin Katrin Vogel geleitet, Rettungsschwimmer Jonas Brandt hilft ihr dabei.", POOL_COURSE, True),
    w.faith("de-t5-008", "fmt.date", "Ab wann kann ich mein Kind anmelden?", "Anmeldungen sind ab 01.09. an der Kasse möglich.", POOL_COURSE, True),
    w.faith("de-t5-009", "fmt.unit", "Wie lang ist eine Kursstunde?", "Jeder der zehn Termine dauert eine Dreiviertelstunde.", POOL_COURSE, True),
    w.faith("de-t5-010", "fmt.thousands", "Wie viele Statusmeilen brauche ich für Silber?", "Für Silber müssen Sie innerhalb von zwölf Monaten 25000 Statusmeilen sammeln.", AIR_STATUS, True),
    w.faith("de-t5-011", "wrap.attribution", "Darf ich als Goldmitglied jemanden in die Lounge mitnehmen?", "Laut den Programmbedingungen dürfen Goldmitglieder die Business-Lounges gratis nutzen und einen Gast mitbringen.", AIR_STATUS, True),
    w.faith("de-t5-012", "fmt.period", "Wann verfallen meine Prämienmeilen?", "Ohne Goldstatus verfallen Prämienmeilen drei Jahre nach der Gutschrift.", AIR_MILES, True),
    w.faith("de-t5-013", "wrap.hedge", "Wie kurzfristig kann man einen Prämienflug buchen?", "Soweit ich weiß, geht das noch bis einen Tag vor dem Abflug.", AIR_MILES, True),
    w.faith("de-t5-014", "wrap.opener", "Wann findet der Kurs Schwäbische Küche statt?", "Gern! Der Kurs läuft an drei Mittwochabenden, jeweils von 18 bis 21.30 Uhr.", COOK_COURSE, True),
    w.faith("de-t5-015", "fmt.time", "Um wie viel Uhr endet der Kochkurs?", "Der Kochabend geht bis halb zehn.", COOK_COURSE, True),
    w.faith("de-t5-016", "wrap.closer", "Was kostet es, wenn ich mich absage?", "Bis zehn Tage vor Kursbeginn können Sie sich ohne Kosten abmelden. Viel Spaß beim Kochen!", COOK_RULES, True),
    w.faith("de-t5-017", "para.except", "Muss ich die 15 € zahlen, wenn ich mich kurzfristig abmelde?", "Nicht, wenn Sie jemanden schicken, der Ihren Platz übernimmt – dann fällt keine Gebühr an.", COOK_RULES, True),
    w.faith("de-t5-018", "fmt.share", "Welche Rebsorte dominiert beim Weingut Kessler?", "Der Riesling: Er wächst auf etwa 75 % der Rebfläche.", WINE_ESTATE, True),
    w.faith("de-t5-019", "para.relative", "Wer macht beim Weingut Kessler den Wein?", "Kellermeister ist Felix Kessler, der Bruder der Betriebsleiterin Martina.", WINE_ESTATE, True),
    w.faith("de-t5-020", "para.except", "Hat die Vinothek dienstags auf?", "Nein, dienstags ist Ruhetag, an den anderen Tagen von April bis Oktober ist geöffnet.", WINE_ESTATE, True),
    w.faith("de-t5-021", "fmt.abbrev", "Wie viel Sperrmüll darf ich rausstellen?", "Pro Abholung bis zu 3 m³.", COUNCIL_WASTE, True),
    w.faith("de-t5-022", "wrap.question", "Hat das Bürgeramt auch nachmittags offen?", "Sie fragen nach den Nachmittagszeiten? Nur donnerstags, und zwar von 14 bis 18 Uhr.", COUNCIL_OFFICE, True),
    w.faith("de-t5-023", "fmt.range", "Wie lange dauert es, bis der Ausweis fertig ist?", "Meist 3–4 Wochen.", COUNCIL_OFFICE, True),
    w.faith("de-t5-024", "para.part", "Bekomme ich mein Bargeld zurück, wenn ich bar bezahlt habe?", "Nein, bei Barzahlung bekommen Sie statt Geld einen Gutschein.", ELEC_RETURNS, True),
    # unfaithful: exactly one clear error
    w.faith("de-t5-025", "value.time", "Wann hat das Bad am Wochenende auf?", "Samstags und sonntags von 10 bis 18 Uhr.", POOL_HOURS, False),
    w.faith("de-t5-026", "value.except", "An welchen Tagen kann ich schwimmen?", "Das Bad ist täglich außer dienstags für alle geöffnet.", POOL_HOURS, False),
    w.faith("de-t5-027", "modality", "Gibt es Regeln für den Fünf-Meter-Turm?", "Springen darf man jederzeit, eine Aufsicht am Turm wird lediglich empfohlen.", POOL_HOURS, False),
    w.faith("de-t5-028", "direction", "Wer zahlt den ermäßigten Preis von 2,80 €?", "Der ermäßigte Preis gilt für Jugendliche über 17 Jahre.", POOL_PRICES, False),
    w.faith("de-t5-029", "role.swap", "Wer leitet den Seepferdchen-Kurs?", "Rettungsschwimmer Jonas Brandt leitet den Kurs, Schwimmmeisterin Katrin Vogel unterstützt ihn.", POOL_COURSE, False),
    w.faith("de-t5-030", "value.date", "Ab wann kann man sich für den Kurs anmelden?", "Die Kasse nimmt Anmeldungen ab dem 1. Oktober entgegen.", POOL_COURSE, False),
    w.faith("de-t5-031", "quantifier", "Wer darf die Business-Lounges kostenlos nutzen?", "Sowohl Silber- als auch Goldmitglieder haben kostenlosen Zugang zu den Lounges.", AIR_STATUS, False),
    w.faith("de-t5-032", "value.number", "Wie viele Statusmeilen braucht man für Gold?", "Für Gold reichen 40.000 Statusmeilen innerhalb von zwölf Monaten.", AIR_STATUS, False),
    w.faith("de-t5-033", "negation", "Kann ich meiner Frau Meilen übertragen?", "Ja, innerhalb der Familie lassen sich Meilen auf ein anderes Konto übertragen.", AIR_MILES, False),
    w.faith("de-t5-034", "value.unit", "Wie lange bleiben Prämienmeilen gültig?", "Ohne Goldstatus verfallen sie 36 Wochen nach der Gutschrift.", AIR_MILES, False),
    w.faith("de-t5-035", "role.swap", "Wer leitet den Kochkurs?", "Sabine Roth leitet den Kurs, und Bernd Haller kümmert sich um den Einkauf der Zutaten.", COOK_COURSE, False),
    w.faith("de-t5-036", "added.fact", "Was ist im Kurspreis enthalten?", "In den 89 € sind die Lebensmittel und ein gedrucktes Rezeptheft enthalten.", COOK_COURSE, False),
    w.faith("de-t5-037", "negation", "Ich war krank – kann ich den Termin nachholen?", "Ja, krankheitsbedingt verpasste Termine können Sie nachholen.", COOK_RULES, False),
    w.faith("de-t5-038", "value.except", "Was passiert, wenn ich mich eine Woche vorher abmelde?", "Dann zahlen Sie 15 € Bearbeitungsgebühr, und zwar auch dann, wenn Sie eine Ersatzperson stellen.", COOK_RULES, False),
    w.faith("de-t5-039", "role.swap", "Wer führt das Weingut Kessler heute?", "Felix Kessler leitet den Betrieb, seine Schwester Martina ist Kellermeisterin.", WINE_ESTATE, False),
    w.faith("de-t5-040", "direction", "Ab wann ist der Versand kostenlos?", "Innerhalb Deutschlands verschickt das Weingut bis zu 36 Flaschen versandkostenfrei.", WINE_TASTING, False),
    w.faith("de-t5-041", "modality", "Müssen wir uns als Gruppe von zwölf Leuten anmelden?", "Gruppen ab zehn Personen können sich gern vorher anmelden, nötig ist das aber nicht.", WINE_TASTING, False),
    w.faith("de-t5-042", "added.entity", "Wird auch mein alter Kühlschrank mitgenommen?", "Elektrogeräte holt die Firma Recycling Allgäu getrennt vom übrigen Sperrmüll ab.", COUNCIL_WASTE, False),
    w.faith("de-t5-043", "antonym", "Was kostet die Sperrmüllabholung?", "Sperrmüll wird zweimal im Jahr gegen Gebühr abgeholt, jeweils bis zu drei Kubikmeter.", COUNCIL_WASTE, False),
    w.faith("de-t5-044", "value.currency", "Kostet es etwas, eine Waschmaschine zurückzugeben?", "Ja, für Großgeräte wie Waschmaschinen wird eine Abholpauschale von 49 Dollar berechnet.", ELEC_RETURNS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-t5-045", "correct.wordy", "Was kostet der Seepferdchen-Kurs?", "Für den Seepferdchen-Kurs mit seinen zehn Terminen zahlen Sie insgesamt 95 Euro.", "95 €", True),
    w.correct("de-t5-046", "correct.format", "Wann öffnet die Vinothek?", "Um 11:00.", "11 Uhr", True),
    w.correct("de-t5-047", "correct.format", "Wie viele Statusmeilen braucht man für Gold?", "Fünfzigtausend.", "50.000", True),
    w.correct("de-t5-048", "correct.wordy", "Wie lange dauert die Bearbeitung eines neuen Personalausweises?", "In der Regel müssen Sie mit drei bis vier Wochen rechnen, bis der neue Ausweis fertig ist.", "Drei bis vier Wochen.", True),
    w.correct("de-t5-049", "wrong.value", "Was kostet eine Weinprobe beim Weingut Kessler?", "Eine Weinprobe kostet 25 € pro Person.", "18 € pro Person", False),
    w.correct("de-t5-050", "wrong.role", "Wer ist Kellermeister beim Weingut Kessler?", "Kellermeisterin ist Martina Kessler.", "Felix Kessler", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
