"""German cases of fresh set bk. Scenarios: Zahnarztpraxis Dr. Lindner (dental clinic),
Freibad Am Stadtwald (public swimming pool), Fahrwerk Autovermietung (car rental),
Universitätsbibliothek Rheinau (university library), Weingut Hofmann (wine tasting tour),
Seefähre Möwe (ferry line), Werkhalle Coworking (coworking space), Tierpension Pfotenglück
(pet boarding kennel), Rheinauen-Marathon (marathon race) and the return policy of Elektro
Brandl (electronics store)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

DENTAL = "Die Zahnarztpraxis Dr. Lindner in Freiburg ist montags bis donnerstags von 7:30 bis 19 Uhr und freitags von 7:30 bis 14 Uhr geöffnet. Dr. Katrin Lindner ist die Kieferorthopädin der Praxis, alle Wurzelbehandlungen übernimmt Dr. Jonas Weber. Eine professionelle Zahnreinigung kostet 89 €, eine Röntgenaufnahme zusätzlich 35 €. Wer einen Termin weniger als 24 Stunden vorher absagt, zahlt eine Ausfallgebühr von 40 €, es sei denn, er legt ein ärztliches Attest vor. Neue Patientinnen und Patienten müssen 15 Minuten früher kommen, um einen Anamnesebogen auszufüllen."

POOL = "Das Freibad Am Stadtwald in Bochum hat ein 50-Meter-Becken mit acht Bahnen und ein Planschbecken mit 40 cm Wassertiefe. Von Mitte Mai bis Mitte September ist es täglich außer montags von 7 bis 20 Uhr geöffnet. Der Eintritt kostet für Erwachsene 4,50 €, Kinder unter 14 Jahren zahlen die Hälfte. Den 5-Meter-Sprungturm dürfen nur Personen ab 12 Jahren benutzen. Bademeister Uwe Krämer hat die Frühschicht, Bademeisterin Lena Vogt die Spätschicht."

RENTAL = "Fahrwerk Autovermietung in Leipzig vermietet nur an Personen, die mindestens 21 Jahre alt sind und seit mindestens zwei Jahren einen Führerschein besitzen. Ein Kleinwagen kostet 39 € pro Tag, ein Transporter 89 € pro Tag; 300 km pro Tag sind inklusive, jeder weitere Kilometer kostet 0,25 €. Das Fahrzeug muss vollgetankt zurückgegeben werden, sonst werden 2,50 € pro fehlendem Liter berechnet. Ein Zusatzfahrer kostet 10 € pro Tag, ausgenommen Ehepartner, die kostenlos eingetragen werden. Die Station am Flughafen ist rund um die Uhr geöffnet, die Stadtstation schließt um 19 Uhr."

LIBRARY = "In der Universitätsbibliothek Rheinau können Studierende bis zu 20 Medien gleichzeitig für jeweils vier Wochen ausleihen und jede Ausleihe dreimal verlängern. Beschäftigte der Universität dürfen bis zu 60 Medien ausleihen. Für verspätet zurückgegebene Medien fallen 0,50 € pro Tag und Medium an, höchstens jedoch 15 € pro Medium. Die Bibliothek ist montags bis samstags von 8 bis 24 Uhr geöffnet, und im Lesesaal im zweiten Stock gilt absolute Ruhe. Laptops können gegen Vorlage des Studierendenausweises für drei Stunden an der Information ausgeliehen werden."

WINE = "Das Weingut Hofmann an der Mosel bietet jeden Freitag und Samstag um 15 Uhr eine Kellerführung mit Weinprobe an. Die Führung dauert zwei Stunden; verkostet werden sechs Weine, dazu gibt es Brot und Käse. Die Teilnahme kostet 29 € pro Person und ist erst ab 18 Jahren erlaubt. Eine Gruppe umfasst höchstens 16 Personen. Die Führung leitet Kellermeister Tobias Hofmann, der das Weingut 2010 von seinem Vater Ernst übernommen hat."

FERRY = "Die Seefähre Möwe verkehrt fünfmal täglich zwischen dem Hafen Lindenau und der Insel Sandholm im Bodensee. Die erste Fähre legt um 7:15 Uhr in Lindenau ab, die letzte Rückfahrt ab Sandholm ist um 19:30 Uhr. Die Überfahrt dauert 55 Minuten und ist 22 Kilometer lang. Eine einfache Fahrt kostet für Erwachsene 12,50 € und für Kinder 6 €; für einen Pkw kommen 45 € hinzu, für ein Fahrrad 5 €. Betrieben wird die Linie von der Seelinie AG mit Sitz in der österreichischen Hauptstadt."

COWORK = "Werkhalle Coworking in Köln bietet einen Flex-Desk für 180 € im Monat und einen festen Schreibtisch für 320 € im Monat an. Mitglieder kommen mit ihrem Chip rund um die Uhr ins Gebäude, Gäste dürfen nur zwischen 8 und 18 Uhr kommen. In jeder Mitgliedschaft sind vier Stunden Besprechungsraum pro Monat enthalten, jede weitere Stunde kostet 20 €. Für Mitgliedschaften ist Community-Managerin Miriam Schulz zuständig, für Reparaturen Hausmeister Dieter Brandt. Kaffee und Tee sind für Mitglieder kostenlos."

KENNEL = "Die Tierpension Pfotenglück bei Augsburg nimmt Hunde und Katzen für bis zu sechs Wochen auf. Eine Nacht kostet für einen Hund 28 € und für eine Katze 16 €. Alle Tiere müssen geimpft sein, und der Impfpass muss beim Einchecken vorgelegt werden. Die Hunde werden dreimal täglich ausgeführt, um 8, 13 und 18 Uhr. Bringen und Abholen ist montags bis samstags von 9 bis 12 Uhr und von 16 bis 19 Uhr möglich, sonntags ist die Pension geschlossen."

MARATHON = "Der Rheinauen-Marathon findet am Sonntag, dem 5. Oktober 2025, statt; Start ist um 9 Uhr auf dem Marktplatz. Die Strecke ist 42,195 km lang, Zielschluss ist nach 5,5 Stunden. Die Startgebühr beträgt 75 € bis zum 31. Mai und danach 95 €; die Anmeldung schließt, sobald 5.000 Läuferinnen und Läufer gemeldet sind. Verpflegungsstellen gibt es alle 5 km. Teilnehmen darf nur, wer am Wettkampftag mindestens 18 Jahre alt ist."

RETURNS = "Elektro Brandl nimmt Ware innerhalb von 30 Tagen nach dem Kauf zurück, sofern der Kassenbon vorliegt. Smartphones können jedoch nur innerhalb von 14 Tagen zurückgegeben werden. Für geöffnete Laptops und Tablets wird eine Bearbeitungsgebühr von 15 % berechnet, ungeöffnete Ware wird voll erstattet. Die Erstattung erfolgt innerhalb von 5 bis 10 Werktagen auf das ursprüngliche Zahlungsmittel. Gutscheine und Software-Downloads sind von der Rückgabe ausgeschlossen."

# fmt: off
FAITHFULNESS = [
    w.faith("de-bk-001", "para.pronoun", "Wer übernimmt in der Praxis die Wurzelbehandlungen?", "Das ist Dr. Jonas Weber. Er übernimmt alle Wurzelbehandlungen in der Praxis.", DENTAL, True),
    w.faith("de-bk-002", "fmt.time", "Wann ist die Praxis freitags geöffnet?", "Freitags ist die Praxis von halb acht morgens bis zwei Uhr nachmittags geöffnet.", DENTAL, True),
    w.faith("de-bk-003", "para.nominal", "Muss ich bei einer kurzfristigen Absage etwas zahlen?", "Bei einer Absage weniger als 24 Stunden vor dem Termin wird eine Ausfallgebühr von 40 € fällig; die Vorlage eines ärztlichen Attests befreit davon.", DENTAL, True),
    w.faith("de-bk-004", "role.swap", "Wer ist die Kieferorthopädin der Praxis?", "Die Kieferorthopädie übernimmt Dr. Jonas Weber, die Wurzelbehandlungen macht Dr. Katrin Lindner.", DENTAL, False),
    w.faith("de-bk-005", "added.fact", "Was kostet eine professionelle Zahnreinigung?", "Eine professionelle Zahnreinigung kostet 89 €, und die Krankenkasse übernimmt davon 50 €.", DENTAL, False),
    w.faith("de-bk-006", "para.passive", "Wer hat im Freibad die Frühschicht?", "Die Frühschicht wird von Bademeister Uwe Krämer übernommen.", POOL, True),
    w.faith("de-bk-007", "fmt.range", "Ab welchem Alter darf man auf den 5-Meter-Turm?", "Man muss mindestens 12 Jahre alt sein, um den 5-Meter-Sprungturm zu benutzen.", POOL, True),
    w.faith("de-bk-008", "fmt.share", "Was zahlen Kinder im Freibad?", "Kinder unter 14 Jahren zahlen 50 % des Eintrittspreises für Erwachsene.", POOL, True),
    w.faith("de-bk-009", "value.except", "An welchen Tagen hat das Freibad geöffnet?", "Das Freibad ist täglich von 7 bis 20 Uhr geöffnet, ausgenommen dienstags.", POOL, False),
    w.faith("de-bk-010", "fmt.unit", "Wie tief ist das Planschbecken?", "Das Planschbecken ist 40 Zentimeter tief.", POOL, True),
    w.faith("de-bk-011", "fmt.currency", "Was kostet ein Kleinwagen pro Tag?", "Ein Kleinwagen kostet 39 Euro am Tag.", RENTAL, True),
    w.faith("de-bk-012", "para.except", "Muss ich zahlen, wenn meine Ehefrau als Zusatzfahrerin mitfährt?", "Nein, für Ehepartner fällt keine Gebühr an; nur andere Zusatzfahrer kosten 10 € pro Tag.", RENTAL, True),
    w.faith("de-bk-013", "value.number", "Wie viele Kilometer sind pro Tag inklusive?", "Pro Tag sind 500 km inklusive, jeder weitere Kilometer kostet 0,25 €.", RENTAL, False),
    w.faith("de-bk-014", "antonym", "Wie sind die Öffnungszeiten der Stadtstation?", "Die Stadtstation öffnet um 19 Uhr.", RENTAL, False),
    w.faith("de-bk-015", "fmt.period", "Wie lange dürfen Studierende Medien ausleihen?", "Studierende können Medien jeweils 28 Tage lang ausleihen.", LIBRARY, True),
    w.faith("de-bk-016", "fmt.number", "Wie viele Medien dürfen Studierende gleichzeitig ausleihen?", "Studierende dürfen bis zu zwanzig Medien gleichzeitig ausleihen.", LIBRARY, True),
    w.faith("de-bk-017", "modality", "Kann ich eine Ausleihe verlängern?", "Ja, jede Ausleihe muss sogar dreimal verlängert werden.", LIBRARY, False),
    w.faith("de-bk-018", "wrap.attribution", "Was kostet es, wenn ich ein Buch zu spät zurückgebe?", "Laut dem Dokument kostet das 0,50 € pro Tag und Medium, höchstens aber 15 € pro Medium.", LIBRARY, True),
    w.faith("de-bk-019", "para.synonym", "Wie lange dauert die Führung im Weingut?", "Die Kellerbesichtigung samt Verkostung nimmt zwei Stunden in Anspruch.", WINE, True),
    w.faith("de-bk-020", "wrap.opener", "Was kostet die Weinprobe?", "Gern helfe ich weiter! Die Teilnahme kostet 29 € pro Person.", WINE, True),
    w.faith("de-bk-021", "value.date", "Wann hat Tobias Hofmann das Weingut übernommen?", "Tobias Hofmann hat das Weingut 2001 von seinem Vater Ernst übernommen.", WINE, False),
    w.faith("de-bk-022", "added.entity", "Wer leitet die Führung?", "Die Führung leitet Kellermeister Tobias Hofmann gemeinsam mit Sommelière Anna Berger.", WINE, False),
    w.faith("de-bk-023", "para.capital", "Wo hat die Betreibergesellschaft der Fähre ihren Sitz?", "Die Seelinie AG hat ihren Sitz in Wien.", FERRY, True),
    w.faith("de-bk-024", "fmt.abbrev", "Was kostet die Mitnahme eines Autos?", "Für einen Personenkraftwagen kommen 45 € zum Fahrpreis hinzu.", FERRY, True),
    w.faith("de-bk-025", "value.time", "Wann fährt die erste Fähre ab Lindenau?", "Die erste Fähre legt um 8:15 Uhr in Lindenau ab.", FERRY, False),
    w.faith("de-bk-026", "direction", "Wann ist die letzte Fahrt?", "Die letzte Fähre fährt um 19:30 Uhr von Lindenau nach Sandholm.", FERRY, False),
    w.faith("de-bk-027", "para.reorder", "Was kostet ein fester Schreibtisch?", "320 € im Monat kostet ein fester Schreibtisch bei Werkhalle Coworking.", COWORK, True),
    w.faith("de-bk-028", "para.relative", "An wen wende ich mich wegen einer Mitgliedschaft?", "An Miriam Schulz, die als Community-Managerin für Mitgliedschaften zuständig ist.", COWORK, True),
    w.faith("de-bk-029", "wrap.hedge", "Wann dürfen Gäste kommen?", "Ich glaube, Gäste dürfen zwischen 8 und 18 Uhr kommen.", COWORK, True),
    w.faith("de-bk-030", "value.currency", "Was kostet ein Flex-Desk?", "Ein Flex-Desk kostet 180 Franken im Monat.", COWORK, False),
    w.faith("de-bk-031", "negation", "Sind Kaffee und Tee für Mitglieder frei?", "Nein, Kaffee und Tee sind für Mitglieder nicht kostenlos.", COWORK, False),
    w.faith("de-bk-032", "para.part", "Was kostet eine Nacht für eine Katze?", "Für eine Katze zahlt man 16 € pro Nacht.", KENNEL, True),
    w.faith("de-bk-033", "quantifier", "Müssen die Tiere geimpft sein?", "Nur ein Teil der Tiere muss geimpft sein.", KENNEL, False),
    w.faith("de-bk-034", "wrap.question", "Wann kann ich meinen Hund bringen?", "Montags bis samstags von 9 bis 12 Uhr und von 16 bis 19 Uhr; sonntags ist geschlossen. Wie lange soll Ihr Hund denn bleiben?", KENNEL, True),
    w.faith("de-bk-035", "fmt.date", "Wann findet der Marathon statt?", "Am 05.10.2025, einem Sonntag.", MARATHON, True),
    w.faith("de-bk-036", "fmt.thousands", "Wie viele Teilnehmende werden zugelassen?", "Die Anmeldung schließt bei 5000 gemeldeten Läuferinnen und Läufern.", MARATHON, True),
    w.faith("de-bk-037", "fmt.scale", "Wie lang ist die Strecke?", "Die Strecke misst 42.195 Meter.", MARATHON, True),
    w.faith("de-bk-038", "value.unit", "Wie oft gibt es Verpflegungsstellen?", "Alle 5 Meilen gibt es eine Verpflegungsstelle.", MARATHON, False),
    w.faith("de-bk-039", "para.combine", "Wie lange kann ich ein Smartphone zurückgeben?", "Während die meisten Artikel mit Kassenbon 30 Tage lang zurückgenommen werden, gilt für Smartphones nur eine Frist von 14 Tagen.", RETURNS, True),
    w.faith("de-bk-040", "wrap.closer", "Kann ich einen Gutschein zurückgeben?", "Nein, Gutscheine sind von der Rückgabe ausgeschlossen. Ich hoffe, das hilft Ihnen weiter!", RETURNS, True),
    w.faith("de-bk-041", "mixed", "Wie wird ungeöffnete Ware erstattet?", "Ungeöffnete Ware wird voll erstattet, und das Geld bekommen Sie sofort bar an der Kasse.", RETURNS, False),
]

REFUSAL = [
    w.refusal("de-bk-042", "refusal.plain", "Bietet Fahrwerk Autovermietung Kindersitze an?", "Ob Fahrwerk Kindersitze anbietet, weiß ich nicht.", RENTAL, True),
    w.refusal("de-bk-043", "refusal.context", "Kann man die Weine direkt im Weingut kaufen?", "Im bereitgestellten Text steht nichts darüber, ob man die Weine vor Ort kaufen kann, daher kann ich das nicht beantworten.", WINE, True),
    w.refusal("de-bk-044", "refusal.short", "Gibt es im Freibad einen Kiosk?", "Dazu kann ich nichts sagen.", POOL, True),
    w.refusal("de-bk-045", "refusal.long", "Darf ich meinen Hund mit auf die Fähre nehmen?", "Vielen Dank für Ihre Frage. Leider enthalten die Informationen, die mir zur Seefähre Möwe vorliegen, vor allem die Abfahrtszeiten, die Dauer der Überfahrt und die Preise für Erwachsene, Kinder, Autos und Fahrräder. Ob Hunde mitfahren dürfen, wird darin nicht erwähnt, deshalb kann ich Ihnen dazu keine verlässliche Auskunft geben. Am besten fragen Sie direkt bei der Reederei nach.", FERRY, True),
    w.refusal("de-bk-046", "refusal.hedged", "Wie hoch ist die Startgebühr?", "Ich bin mir nicht ganz sicher, aber soweit ich sehe, kostet der Start bis zum 31. Mai 75 € und danach 95 €.", MARATHON, False),
    w.refusal("de-bk-047", "refusal.partial", "Was kostet eine Nacht für einen Hund, und gibt es Rabatt für längere Aufenthalte?", "Eine Nacht für einen Hund kostet 28 €. Zu Rabatten für längere Aufenthalte finde ich keine Angaben.", KENNEL, False),
]

CORRECTNESS = [
    w.correct("de-bk-048", "correct.wordy", "Wie lange dauert die Überfahrt mit der Seefähre Möwe?", "Wenn Sie mit der Seefähre Möwe zwischen dem Hafen Lindenau und der Insel Sandholm übersetzen, müssen Sie für die Überfahrt insgesamt mit einer Dauer von 55 Minuten rechnen.", "Die Überfahrt dauert 55 Minuten.", True),
    w.correct("de-bk-049", "correct.short", "Wie viele Weine werden bei der Weinprobe im Weingut Hofmann verkostet?", "Sechs.", "Es werden sechs Weine verkostet.", True),
    w.correct("de-bk-050", "correct.format", "Wann startet der Rheinauen-Marathon?", "Am 05.10.2025 um 09:00 Uhr.", "Am Sonntag, dem 5. Oktober 2025, um 9 Uhr.", True),
    w.correct("de-bk-051", "wrong.value", "Was kostet eine Röntgenaufnahme in der Zahnarztpraxis Dr. Lindner?", "Eine Röntgenaufnahme kostet zusätzlich 53 €.", "Eine Röntgenaufnahme kostet zusätzlich 35 €.", False),
    w.correct("de-bk-052", "wrong.echo", "Werden bei Elektro Brandl geöffnete Laptops voll erstattet?", "Ja, geöffnete Laptops werden bei Elektro Brandl voll erstattet.", "Nein, für geöffnete Laptops wird eine Bearbeitungsgebühr von 15 % berechnet; nur ungeöffnete Ware wird voll erstattet.", False),
    w.correct("de-bk-053", "wrong.role", "Wer ist bei Werkhalle Coworking für Reparaturen zuständig?", "Für Reparaturen ist Miriam Schulz zuständig, für Mitgliedschaften Dieter Brandt.", "Hausmeister Dieter Brandt ist für Reparaturen zuständig, Community-Managerin Miriam Schulz für Mitgliedschaften.", False),
]

RELEVANCY = [
    w.relevant("de-bk-054", "relevant.direct", "Wie lange hat die Bibliothek samstags geöffnet?", "Samstags ist die Bibliothek von 8 bis 24 Uhr geöffnet.", LIBRARY, True),
    w.relevant("de-bk-055", "relevant.yesno", "Darf ich mit 17 Jahren beim Marathon mitlaufen?", "Nein, man muss am Wettkampftag mindestens 18 Jahre alt sein.", MARATHON, True),
    w.relevant("de-bk-056", "offtopic.true", "Wie früh sollen neue Patienten in die Praxis kommen?", "Eine Röntgenaufnahme kostet zusätzlich 35 €.", DENTAL, False),
    w.relevant("de-bk-057", "offtopic.other", "Ab welchem Alter kann ich bei Fahrwerk ein Auto mieten?", "Ein Transporter kostet 89 € pro Tag.", RENTAL, False),
]

DIAGNOSIS = [
    w.diag("de-bk-058", "diag.pass", "Wie viele Personen umfasst eine Gruppe bei der Weinprobe im Weingut Hofmann höchstens?", "Eine Gruppe umfasst höchstens 16 Personen.", {"weingut": WINE, "bibliothek": LIBRARY}, ("weingut",), "pass"),
    w.diag("de-bk-059", "diag.offtopic", "Was kostet eine einfache Fahrt für Kinder mit der Seefähre Möwe?", "Die Überfahrt dauert 55 Minuten und ist 22 Kilometer lang.", {"faehre": FERRY, "freibad": POOL}, ("faehre",), "fix_generation"),
    w.diag("de-bk-060", "diag.unfaithful", "Wie viel kostet eine Nacht für einen Hund in der Tierpension Pfotenglück?", "Eine Nacht für einen Hund kostet 38 €.", {"tierpension": KENNEL, "coworking": COWORK}, ("tierpension",), "fix_generation"),
    w.diag("de-bk-061", "diag.refused", "Welche Frist gilt bei Elektro Brandl für die Rückgabe von Smartphones?", "Dazu finde ich leider keine Informationen.", {"rueckgabe": RETURNS, "marathon": MARATHON}, ("rueckgabe",), "fix_generation"),
    w.diag("de-bk-062", "diag.missed", "Wann schließt die Stadtstation von Fahrwerk Autovermietung?", "In den vorliegenden Dokumenten finde ich keine Angaben zur Stadtstation.", {"freibad": POOL, "weingut": WINE}, ("autovermietung",), "fix_retrieval"),
    w.diag("de-bk-063", "diag.correct_refusal", "Gibt es an der Zahnarztpraxis Dr. Lindner Parkplätze?", "Ob es dort Parkplätze gibt, geht aus den Unterlagen nicht hervor.", {"zahnarzt": DENTAL, "rueckgabe": RETURNS}, (), "correct_refusal"),
    w.diag("de-bk-064", "diag.should_refuse", "Wie viel Preisgeld bekommt der Sieger des Rheinauen-Marathons?", "Der Sieger erhält 2.000 € Preisgeld.", {"marathon": MARATHON, "faehre": FERRY}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
