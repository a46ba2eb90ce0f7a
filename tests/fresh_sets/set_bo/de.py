"""German cases of fresh set bo. Scenarios: the Löwen-Apotheke in Freiburg, the bus
company Schussental-Bus in Ravensburg, the Kochschule Pfefferkorn in Leipzig, the sauna of
the Hallenbad Nord in Bremen, the insurance broker Brandt & Sommer in Berlin, Möbelhaus
Lindner's delivery service, the Hanseatisches Konservatorium in Lübeck, the Hochalm ski
area near Oberstdorf, the dry cleaner Blitzblank in Munich and the Botanischer Garten
Talbach in Kassel."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

PHARMACY = (
    "Die Löwen-Apotheke in Freiburg hat montags bis freitags von 8 bis 18:30 Uhr und samstags von 9 bis 13 Uhr geöffnet; sonntags ist sie geschlossen. "
    "Inhaberin und leitende Apothekerin ist Dr. Katrin Vogel, ihr Stellvertreter ist Jonas Albrecht. "
    "Rezepte, die bis 11 Uhr eingereicht werden, liegen in der Regel am selben Nachmittag zur Abholung bereit. "
    "Eine Grippeschutzimpfung kostet 15 € und ist für Kundinnen und Kunden ab 60 Jahren kostenlos. "
    "Pro Einkauf dürfen höchstens zwei Packungen Paracetamol abgegeben werden."
)

BUS = (
    "Die Schussental-Bus GmbH betreibt 14 Linien zwischen Ravensburg und den umliegenden Gemeinden. "
    "Ein Einzelfahrschein kostet 2,80 €, eine Tageskarte 7,20 €. "
    "Kinder unter 6 Jahren fahren kostenlos, und wer einen Seniorenpass besitzt, zahlt die Hälfte des Erwachsenentarifs. "
    "Werktags fährt die Linie 12 alle 20 Minuten vom Hauptbahnhof nach Weingarten, sonntags dagegen nur einmal pro Stunde. "
    "Der letzte Bus von Weingarten zurück zum Hauptbahnhof fährt um 23:10 Uhr ab."
)

COOKING = (
    "Die Kochschule Pfefferkorn in Leipzig bietet einen achtwöchigen Kurs für italienische Küche an, jeweils donnerstags von 18 bis 21 Uhr. "
    "Den Kurs leitet Küchenchef Matthias Berger, unterstützt von der Konditorin Lena Hoffmann. "
    "Eine Gruppe besteht aus mindestens 6 und höchstens 12 Teilnehmenden. "
    "Die Kursgebühr von 390 € umfasst alle Zutaten und eine Schürze, Messer müssen jedoch selbst mitgebracht werden. "
    "Wer spätestens 14 Tage vor dem ersten Termin storniert, bekommt die Gebühr vollständig zurück."
)

SAUNA = (
    "Die öffentliche Sauna im Hallenbad Nord in Bremen ist täglich außer montags von 10 bis 22 Uhr geöffnet. "
    "Eine Dreistundenkarte kostet 17,50 €, ein Handtuch kann man für 3 € ausleihen. "
    "Die finnische Sauna wird auf 95 °C geheizt, das Dampfbad auf 48 °C. "
    "Dienstags ist Damensauna. "
    "Kinder unter 12 Jahren haben nur sonntagvormittags Zutritt und nur in Begleitung eines Erwachsenen."
)

INSURANCE = (
    "Die unabhängige Versicherungsmaklerin Brandt & Sommer GmbH wurde 2006 gegründet und hat ihr einziges Büro in Berlin. "
    "Ihre fünf Beraterinnen und Berater vergleichen Hausrat-, Kfz- und Reiseversicherungen von 20 Versicherern. "
    "Das Erstgespräch ist kostenlos, weil die Maklerin vom Versicherer eine Provision erhält. "
    "Termine müssen mindestens drei Werktage im Voraus vereinbart werden. "
    "Für alle über das Büro abgeschlossenen Verträge ist die Hilfe im Schadensfall während der gesamten Laufzeit inbegriffen."
)

DELIVERY = (
    "Möbelhaus Lindner liefert im Umkreis von 30 km um sein Lager kostenlos, wenn der Bestellwert über 1.000 € liegt; kleinere Bestellungen kosten pauschal 49 €. "
    "Geliefert wird montags bis samstags in einem von zwei Zeitfenstern, entweder von 8 bis 12 Uhr oder von 13 bis 17 Uhr. "
    "Jede Lieferung übernehmen zwei Monteure, und die Kundschaft erhält am Vorabend eine Textnachricht. "
    "Der Aufbau kostet zusätzlich 10 % des Warenwerts. "
    "Gegen 30 € nimmt das Team außerdem ein altes Möbelstück mit."
)

CONSERVATORY = (
    "Das Hanseatische Konservatorium in Lübeck wurde am 15. April 1878 gegründet und hat heute rund 460 Studierende. "
    "Direktorin ist die Bratschistin Miriam Kessler, Leiter der Klavierabteilung ist Florian Weiß. "
    "Die Aufnahmeprüfungen finden in der zweiten Märzwoche statt, Bewerbungsschluss ist der 31. Januar. "
    "Die Studiengebühr beträgt 1.800 € pro Semester; ein Leistungsstipendium übernimmt für bis zu 20 Studierende die Hälfte davon. "
    "Der große Konzertsaal bietet 640 Plätze und wurde 1971 eröffnet."
)

SKI = (
    "Das Skigebiet Hochalm bei Oberstdorf liegt auf 1.700 m Höhe und bietet 48 km präparierte Pisten mit 11 Liften. "
    "Die Saison dauert normalerweise vom 10. Dezember bis zum 6. April. "
    "Die Lifte fahren von 8:30 bis 16:30 Uhr, die letzte Bergfahrt der Gipfelbahn ist um 15:45 Uhr. "
    "Ein Tagesskipass für Erwachsene kostet 52 €, Kinder unter 8 Jahren fahren in Begleitung eines zahlenden Erwachsenen gratis. "
    "Nachtskilauf auf der Fuchsabfahrt gibt es nur freitags von 18 bis 21 Uhr."
)

DRYCLEAN = (
    "Die Reinigung Blitzblank in der Münchner Maxvorstadt reinigt ein Hemd für 3,20 € und einen zweiteiligen Anzug für 16,90 €. "
    "Normale Aufträge sind nach 48 Stunden abholbereit. "
    "Was vor 9 Uhr abgegeben wird, kann gegen einen Aufpreis von 6 € noch am selben Tag gereinigt werden, ausgenommen Brautkleider, die immer eine Woche brauchen. "
    "Leder und Wildleder werden nicht im Haus gereinigt, sondern an eine Partnerwerkstatt geschickt. "
    "Kleidungsstücke, die nicht innerhalb von 90 Tagen abgeholt werden, gehen an eine gemeinnützige Kleiderkammer."
)

GARDEN = (
    "Der Botanische Garten Talbach in Kassel umfasst 20 Hektar und beherbergt rund 7.500 Pflanzenarten. "
    "Von April bis Oktober ist er von 9 bis 19 Uhr geöffnet, von November bis März von 10 bis 16 Uhr. "
    "Der Eintritt kostet für Erwachsene 6 €, Kinder unter 14 Jahren haben freien Eintritt. "
    "Das 1911 erbaute Tropenhaus wird konstant auf 24 °C gehalten. "
    "Hunde sind nicht erlaubt, ausgenommen Assistenzhunde."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-bo-001", "para.reorder", "Wer leitet die Löwen-Apotheke?", "Jonas Albrecht ist der Stellvertreter, und Inhaberin und leitende Apothekerin ist Dr. Katrin Vogel.", PHARMACY, True),
    w.faith("de-bo-002", "para.passive", "Was machen die Beraterinnen und Berater von Brandt & Sommer?", "Von ihnen werden Hausrat-, Kfz- und Reiseversicherungen von 20 Versicherern verglichen.", INSURANCE, True),
    w.faith("de-bo-003", "para.synonym", "Wie lange dauert die Saison auf der Hochalm?", "Die Saison geht üblicherweise vom 10. Dezember bis zum 6. April.", SKI, True),
    w.faith("de-bo-004", "para.nominal", "Bekomme ich mein Geld zurück, wenn ich den Kochkurs absage?", "Ja, bei einer Stornierung spätestens 14 Tage vor dem ersten Termin erfolgt eine vollständige Rückerstattung der Kursgebühr.", COOKING, True),
    w.faith("de-bo-005", "para.capital", "Wo hat Brandt & Sommer sein Büro?", "Das einzige Büro der Maklerin liegt in der deutschen Hauptstadt.", INSURANCE, True),
    w.faith("de-bo-006", "para.pronoun", "Wer ist die Direktorin des Hanseatischen Konservatoriums?", "Seine Direktorin ist Miriam Kessler. Sie ist Bratschistin.", CONSERVATORY, True),
    w.faith("de-bo-007", "para.relative", "Wie viele Plätze hat der große Konzertsaal?", "Der große Konzertsaal, der 1971 eröffnet wurde, hat 640 Plätze.", CONSERVATORY, True),
    w.faith("de-bo-008", "para.part", "Was kostet die Reinigung bei Blitzblank?", "Ein Hemd kostet dort 3,20 €.", DRYCLEAN, True),
    w.faith("de-bo-009", "para.combine", "Was kostet ein Hemd bei Blitzblank, und wann ist es fertig?", "Ein Hemd kostet 3,20 €, und normale Aufträge sind nach 48 Stunden abholbereit.", DRYCLEAN, True),
    w.faith("de-bo-010", "fmt.number", "Wie viele Lifte gibt es auf der Hochalm?", "Auf der Hochalm gibt es elf Lifte.", SKI, True),
    w.faith("de-bo-011", "fmt.thousands", "Wann liefert Möbelhaus Lindner kostenlos?", "Kostenlos geliefert wird im Umkreis von 30 km um das Lager, wenn die Bestellung über 1000 € liegt.", DELIVERY, True),
    w.faith("de-bo-012", "fmt.scale", "Wie groß ist der Botanische Garten Talbach?", "Der Garten ist 200.000 Quadratmeter groß.", GARDEN, True),
    w.faith("de-bo-013", "fmt.date", "Wann wurde das Hanseatische Konservatorium gegründet?", "Es wurde am 15.04.1878 gegründet.", CONSERVATORY, True),
    w.faith("de-bo-014", "fmt.time", "Wie sind die Öffnungszeiten der Löwen-Apotheke unter der Woche?", "Von Montag bis Freitag ist sie von 08:00 Uhr bis halb sieben abends geöffnet.", PHARMACY, True),
    w.faith("de-bo-015", "fmt.unit", "Wie heiß ist die finnische Sauna im Hallenbad Nord?", "Sie wird auf 95 Grad Celsius geheizt.", SAUNA, True),
    w.faith("de-bo-016", "fmt.abbrev", "Wie oft fährt die Linie 12 werktags?", "Werktags fährt sie alle 20 Min. vom Hbf nach Weingarten.", BUS, True),
    w.faith("de-bo-017", "fmt.currency", "Was kosten die Fahrkarten bei Schussental-Bus?", "Ein Einzelfahrschein kostet 2 Euro 80, eine Tageskarte 7 Euro 20.", BUS, True),
    w.faith("de-bo-018", "fmt.range", "Wie groß sind die Gruppen im Italienisch-Kurs?", "Eine Gruppe umfasst 6 bis 12 Personen.", COOKING, True),
    w.faith("de-bo-019", "fmt.period", "Wie lange dauert ein normaler Auftrag bei Blitzblank?", "Ein normaler Auftrag ist nach zwei Tagen abholbereit.", DRYCLEAN, True),
    w.faith("de-bo-020", "fmt.share", "Gibt es bei Schussental-Bus eine Ermäßigung für Senioren?", "Ja, mit Seniorenpass zahlt man 50 % des Erwachsenentarifs.", BUS, True),
    w.faith("de-bo-021", "para.except", "Wann hat die Sauna im Hallenbad Nord geöffnet?", "Montags ist sie geschlossen, an allen anderen Tagen ist sie von 10 bis 22 Uhr geöffnet.", SAUNA, True),
    w.faith("de-bo-022", "wrap.opener", "Reinigt Blitzblank Lederjacken selbst?", "Gern helfe ich weiter! Leder und Wildleder werden nicht im Haus gereinigt, sondern gehen an eine Partnerwerkstatt.", DRYCLEAN, True),
    w.faith("de-bo-023", "wrap.closer", "Was kostet der Eintritt in den Botanischen Garten Talbach?", "Erwachsene zahlen 6 €, Kinder unter 14 Jahren kommen kostenlos hinein. Viel Freude bei Ihrem Besuch!", GARDEN, True),
    w.faith("de-bo-024", "wrap.attribution", "Wann ist Bewerbungsschluss am Konservatorium?", "Laut dem Dokument ist Bewerbungsschluss der 31. Januar.", CONSERVATORY, True),
    w.faith("de-bo-025", "wrap.hedge", "Was kostet ein Tagesskipass für Erwachsene auf der Hochalm?", "Ich glaube, ein Tagesskipass für Erwachsene kostet 52 €.", SKI, True),
    w.faith("de-bo-026", "wrap.question", "Wie warm ist es im Tropenhaus?", "Das Tropenhaus wird konstant auf 24 °C gehalten. Möchten Sie auch wissen, wann es gebaut wurde?", GARDEN, True),
    w.faith("de-bo-027", "value.number", "In welchem Umkreis liefert Möbelhaus Lindner kostenlos?", "Im Umkreis von 50 km um das Lager ist die Lieferung ab einem Bestellwert über 1.000 € kostenlos.", DELIVERY, False),
    w.faith("de-bo-028", "value.date", "Bis wann muss man sich am Konservatorium bewerben?", "Bewerbungsschluss ist der 28. Februar.", CONSERVATORY, False),
    w.faith("de-bo-029", "value.time", "Wann hat die Löwen-Apotheke samstags geöffnet?", "Samstags ist sie von 9 bis 14 Uhr geöffnet.", PHARMACY, False),
    w.faith("de-bo-030", "value.unit", "Auf welcher Höhe liegt die Hochalm?", "Das Skigebiet liegt auf 1.700 Fuß Höhe.", SKI, False),
    w.faith("de-bo-031", "value.currency", "Was kostet eine Tageskarte bei Schussental-Bus?", "Eine Tageskarte kostet 8,20 €.", BUS, False),
    w.faith("de-bo-032", "role.swap", "Wer leitet den Italienisch-Kurs der Kochschule Pfefferkorn?", "Den Kurs leitet Küchenchefin Lena Hoffmann, unterstützt vom Konditor Matthias Berger.", COOKING, False),
    w.faith("de-bo-033", "negation", "Werden Wildledermäntel bei Blitzblank im Haus gereinigt?", "Ja, Leder und Wildleder werden direkt im Haus gereinigt.", DRYCLEAN, False),
    w.faith("de-bo-034", "antonym", "Wann ist die letzte Bergfahrt der Gipfelbahn?", "Die erste Bergfahrt der Gipfelbahn ist um 15:45 Uhr.", SKI, False),
    w.faith("de-bo-035", "modality", "Brauche ich bei Brandt & Sommer einen Termin?", "Sie können vorab einen Termin vereinbaren, müssen es aber nicht.", INSURANCE, False),
    w.faith("de-bo-036", "quantifier", "Müssen Kinder bei Schussental-Bus bezahlen?", "Nein, alle Kinder fahren kostenlos.", BUS, False),
    w.faith("de-bo-037", "value.except", "Darf ich meinen Hund in den Botanischen Garten mitnehmen?", "Ja, Hunde sind willkommen; nur Assistenzhunde sind nicht erlaubt.", GARDEN, False),
    w.faith("de-bo-038", "direction", "Wann fährt der letzte Bus?", "Der letzte Bus vom Hauptbahnhof nach Weingarten fährt um 23:10 Uhr ab.", BUS, False),
    w.faith("de-bo-039", "added.fact", "Was ist Brandt & Sommer für ein Unternehmen?", "Brandt & Sommer ist eine unabhängige Versicherungsmaklerin, die 2006 gegründet wurde und schon mehrfach für ihren Kundenservice ausgezeichnet wurde.", INSURANCE, False),
    w.faith("de-bo-040", "added.entity", "Wer unterrichtet den Italienisch-Kurs?", "Küchenchef Matthias Berger leitet den Kurs, unterstützt von der Konditorin Lena Hoffmann und dem Sommelier Paul Wagner.", COOKING, False),
    w.faith("de-bo-041", "mixed", "Was kostet der Aufbau bei Möbelhaus Lindner?", "Der Aufbau kostet zusätzlich 10 % des Warenwerts und ist immer innerhalb einer Stunde erledigt.", DELIVERY, False),
]

REFUSAL = [
    w.refusal("de-bo-042", "refusal.plain", "Verkauft die Löwen-Apotheke auch Tierarzneimittel?", "Das weiß ich nicht.", PHARMACY, True),
    w.refusal("de-bo-043", "refusal.context", "Wie hoch ist die Provision, die Brandt & Sommer von den Versicherern erhält?", "Im bereitgestellten Kontext steht nicht, wie hoch die Provision ist.", INSURANCE, True),
    w.refusal("de-bo-044", "refusal.short", "Bietet Blitzblank einen Abholservice an?", "Keine Angabe.", DRYCLEAN, True),
    w.refusal("de-bo-045", "refusal.long", "Wer hat den Botanischen Garten Talbach gegründet?", "Vielen Dank für Ihre Frage. Ich habe die Informationen zum Botanischen Garten Talbach sorgfältig durchgesehen, aber sie beschreiben nur die Fläche, die Zahl der Pflanzenarten, die Öffnungszeiten, die Eintrittspreise, das Tropenhaus und die Regel für Hunde. Wer den Garten gegründet hat, wird nirgends erwähnt, daher kann ich Ihnen das leider nicht sagen. Am besten fragen Sie direkt an der Kasse des Gartens nach.", GARDEN, True),
    w.refusal("de-bo-046", "refusal.hedged", "Bis wann fahren die Lifte auf der Hochalm?", "Ganz sicher bin ich mir nicht, aber die Lifte fahren wohl bis 16:30 Uhr.", SKI, False),
    w.refusal("de-bo-047", "refusal.partial", "Wie hoch ist die Studiengebühr, und gibt es Wohnheimplätze?", "Die Studiengebühr beträgt 1.800 € pro Semester. Ob es Wohnheimplätze gibt, geht aus meinen Informationen nicht hervor, dazu kann ich nichts sagen.", CONSERVATORY, False),
]

CORRECTNESS = [
    w.correct("de-bo-048", "correct.wordy", "Wie viele Versicherer vergleicht Brandt & Sommer?", "Wenn Sie sich bei Brandt & Sommer beraten lassen, vergleichen die Beraterinnen und Berater für Sie Hausrat-, Kfz- und Reiseversicherungen, und zwar die Angebote von insgesamt zwanzig Versicherungsgesellschaften, also von 20 Versicherern.", "Brandt & Sommer vergleicht Angebote von 20 Versicherern.", True),
    w.correct("de-bo-049", "correct.short", "Was kostet die Reinigung eines zweiteiligen Anzugs bei Blitzblank?", "16,90 €.", "Bei Blitzblank kostet die Reinigung eines zweiteiligen Anzugs 16,90 €.", True),
    w.correct("de-bo-050", "correct.format", "Wann fährt der letzte Bus von Weingarten ab?", "Um zehn nach elf abends.", "Der letzte Bus von Weingarten zum Hauptbahnhof fährt um 23:10 Uhr ab.", True),
    w.correct("de-bo-051", "wrong.value", "Wie viele Plätze hat der große Konzertsaal?", "Der große Konzertsaal hat 540 Plätze.", "Der große Konzertsaal bietet 640 Plätze.", False),
    w.correct("de-bo-052", "wrong.echo", "Wie viele Packungen Paracetamol dürfen pro Einkauf höchstens abgegeben werden?", "Pro Einkauf dürfen höchstens fünf Packungen Paracetamol abgegeben werden.", "Höchstens zwei Packungen.", False),
    w.correct("de-bo-053", "wrong.role", "Wer leitet den Italienisch-Kurs, und wer unterstützt?", "Die Konditorin Lena Hoffmann leitet den Kurs, unterstützt von Küchenchef Matthias Berger.", "Küchenchef Matthias Berger leitet den Kurs, die Konditorin Lena Hoffmann unterstützt ihn.", False),
]

RELEVANCY = [
    w.relevant("de-bo-054", "relevant.direct", "Wie viele Kilometer Pisten hat die Hochalm?", "Die Hochalm hat 48 km präparierte Pisten.", SKI, True),
    w.relevant("de-bo-055", "relevant.yesno", "Können Männer dienstags in die Sauna im Hallenbad Nord?", "Nein, dienstags ist Damensauna.", SAUNA, True),
    w.relevant("de-bo-056", "offtopic.true", "Was kostet es, ein altes Möbelstück mitnehmen zu lassen?", "Jede Lieferung übernehmen zwei Monteure.", DELIVERY, False),
    w.relevant("de-bo-057", "offtopic.other", "Wann finden die Aufnahmeprüfungen am Konservatorium statt?", "Direktorin des Konservatoriums ist die Bratschistin Miriam Kessler.", CONSERVATORY, False),
]

DIAGNOSIS = [
    w.diag("de-bo-058", "diag.pass", "Wann öffnet die Löwen-Apotheke werktags?", "Montags bis freitags öffnet sie um 8 Uhr.", {"pharmacy": PHARMACY, "bus": BUS}, ("pharmacy",), "pass"),
    w.diag("de-bo-059", "diag.offtopic", "Was kostet es, im Hallenbad Nord ein Handtuch zu leihen?", "Die finnische Sauna wird auf 95 °C geheizt.", {"sauna": SAUNA, "garden": GARDEN}, ("sauna",), "fix_generation"),
    w.diag("de-bo-060", "diag.unfaithful", "Was kostet die Reinigung eines Hemdes bei Blitzblank?", "Ein Hemd kostet bei Blitzblank 4,80 €.", {"dryclean": DRYCLEAN, "delivery": DELIVERY}, ("dryclean",), "fix_generation"),
    w.diag("de-bo-061", "diag.refused", "Wie viele Pflanzenarten gibt es im Botanischen Garten Talbach?", "Leider geht aus den Dokumenten nicht hervor, wie viele Pflanzenarten der Garten hat.", {"garden": GARDEN, "ski": SKI}, ("garden",), "fix_generation"),
    w.diag("de-bo-062", "diag.missed", "Was kostet eine Grippeschutzimpfung in der Löwen-Apotheke?", "Leider enthalten meine Unterlagen keine Angabe zum Preis einer Grippeschutzimpfung.", {"insurance": INSURANCE, "sauna": SAUNA}, ("pharmacy",), "fix_retrieval"),
    w.diag("de-bo-063", "diag.correct_refusal", "Verkauft Möbelhaus Lindner auch Gartenmöbel?", "Aus den Dokumenten geht nicht hervor, ob Möbelhaus Lindner Gartenmöbel verkauft.", {"delivery": DELIVERY, "cooking": COOKING}, (), "correct_refusal"),
    w.diag("de-bo-064", "diag.should_refuse", "Was kostet das Parken am Skigebiet Hochalm?", "Das Parken an der Hochalm kostet 8 € pro Tag.", {"ski": SKI, "bus": BUS}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
