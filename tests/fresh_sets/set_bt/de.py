"""German cases of fresh set bt: a beekeeping course (Imkerei Lindenhof), a municipal
swimming pool (Hallenbad Neustadt), a violin repair workshop (Brandt & Yilmaz), a ski school
(Gipfelglück), a community garden with allotments (Sonnenwiese), a notary office (Notariat
Weber), a planetarium (Nordlicht), a moving company (Möller & Söhne), a vineyard tour
(Weingut Hohenrain) and a coworking space (Werkbank)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

BEE = "Die Imkerei Lindenhof bei Celle bietet einen Anfängerkurs in Bienenhaltung an sechs Samstagvormittagen an, jeweils von 9 bis 12.30 Uhr; Beginn ist am 26. April 2025. Imkermeister Jürgen Albers unterrichtet alle Stunden selbst, und seine Tochter Katrin Albers kümmert sich um Anmeldungen und Zahlungen. Der Kurs kostet 190 € pro Person; darin enthalten sind ein Schleier, ein Paar Handschuhe und ein gedrucktes Handbuch. Jede Gruppe ist auf 12 Teilnehmende begrenzt, und wer gegen Bienenstiche allergisch ist, muss einen eigenen Adrenalin-Autoinjektor mitbringen. Die Imkerei hält 40 Bienenvölker und erntet jeden Sommer rund 600 Kilogramm Honig."

POOL = "Das Städtische Hallenbad Neustadt ist täglich außer montags von 6.30 bis 21 Uhr geöffnet. Das Hauptbecken ist 25 Meter lang und hat sechs Bahnen, das Wasser wird auf 27 °C gehalten. Eine Eintrittskarte für Erwachsene kostet 4,50 €, und Kinder unter 6 Jahren schwimmen in Begleitung eines Erwachsenen kostenlos. Mittwochs ab 19 Uhr ist die Hälfte der Bahnen für den Schwimmverein SV Neustadt reserviert. Badekappen sind für alle Pflicht, ausgenommen Kinder unter 3 Jahren."

VIOLIN = "Die Geigenbauwerkstatt Brandt & Yilmaz liegt in der Lindenstraße in Mittenwald und wird von Geigenbauerin Anna Brandt und ihrem Geschäftspartner Emre Yilmaz geführt. Anna Brandt schnitzt neue Stege und passt sie an, Emre Yilmaz restauriert gerissene Decken und alten Lack. Ein Standard-Stegwechsel kostet 95 € und dauert in der Regel drei Werktage. Das Neubehaaren eines Bogens kostet 70 € und wird erledigt, während die Kundschaft wartet, allerdings nur samstags. Elektrische Geigen repariert die Werkstatt nicht."

SKI = "Die Skischule Gipfelglück in Oberstdorf bietet Gruppenkurse für Kinder von 5 bis 12 Jahren an. Ein Gruppenkurs dauert 2 Stunden und kostet 65 € pro Kind; eine Gruppe besteht aus 4 bis 8 Kindern. Alle Skilehrerinnen und Skilehrer haben eine staatliche Skilehrerausbildung und sprechen Deutsch und Englisch, einige von ihnen auch Italienisch. Der Übungshang neben der Skischule ist 300 m lang und hat einen 120 m langen Schlepplift. Für alle Kinder gilt auf der Piste Helmpflicht, und Privatstunden kann man bei Skischulleiter Florian Hägele buchen."

GARDEN = "Der Gemeinschaftsgarten Sonnenwiese in Kassel hat 48 Parzellen, jede 5 mal 10 Meter groß. Die Parzellen werden jeweils für ein Jahr verpachtet, die Jahrespacht beträgt 60 €. Alle Pächterinnen und Pächter erhalten einen Torschlüssel, einen Komposter und eine Regentonne. Auf der eigenen Parzelle darf ein kleiner Geräteschuppen von höchstens 2 Quadratmetern aufgestellt werden. Gartenkoordinatorin Sabine Krüger kontrolliert am ersten Sonntag jedes Monats alle Parzellen, und offenes Feuer ist im gesamten Garten verboten."

NOTARY = "Das Notariat Weber befindet sich in der Königstraße 14 in Stuttgart. Notarin Claudia Weber beglaubigt Unterschriften und entwirft Grundstückskaufverträge, ihr Büroleiter Markus Engel vergibt alle Termine. Termine müssen mindestens 48 Stunden im Voraus vereinbart werden. Vom 22. Dezember 2025 bis zum 2. Januar 2026 bleibt das Notariat über die Feiertage geschlossen. Die Beglaubigung einer einzelnen Unterschrift kostet 25 €, und alle Kundinnen und Kunden müssen einen gültigen Lichtbildausweis mitbringen."

PLANETARIUM = "Das Planetarium Nordlicht in Bremen wurde 1998 eröffnet; seine Kuppel hat einen Durchmesser von 18 Metern und bietet 160 Plätze. Der digitale Projektor wurde in Tokio von der Firma Kosei Optics gebaut. Die Abendvorstellung „Reise zum Saturn“ beginnt um 19.30 Uhr und dauert 45 Minuten; nach Beginn wird niemand mehr eingelassen. Karten kosten 12 € für Erwachsene und 7 € für Studierende, und die erste Reihe ist für Rollstuhlfahrende reserviert. Die Astronomin Dr. Ruth Albrecht hält vor jeder Wochenendvorstellung einen kurzen Live-Vortrag."

MOVING = "Die Umzugsfirma Möller & Söhne zieht seit 1987 Haushalte um. Ein Standard-Lkw lädt bis zu 1.200 Kilogramm und wird von zwei Umzugshelfern gefahren. Ein Nahumzug im Umkreis von 30 Kilometern kostet für eine Vierzimmerwohnung 1.250 €, Verpackungsmaterial inklusive. Kundinnen und Kunden müssen den Umzugstermin spätestens 10 Tage vor dem Umzug bestätigen. Inhaber Klaus Möller hat die Firma gegründet, und er prüft jedes Klavier persönlich, bevor es verladen wird."

VINEYARD = "Das Weingut Hohenrain an der Mosel bietet von Mai bis Oktober jeden Dienstag, Donnerstag und Samstag um 14 Uhr Führungen durch die Weinberge an. Die Führung dauert 90 Minuten und endet mit einer Verkostung von vier Weinen im Keller. Sie kostet 25 € pro Person; Kinder unter 12 Jahren sind kostenlos dabei, nehmen aber nicht an der Verkostung teil. Samstags führt Winzerin Lisa Hohenrain. Dienstags und donnerstags übernimmt ihr Cousin Jonas Hohenrain die Führungen. Das Weingut bewirtschaftet 14 Hektar Riesling und Spätburgunder."

COWORK = "Der Coworking-Space Werkbank liegt im dritten Stock der Bahnhofstraße 220 in Leipzig. Mitglieder können ihn rund um die Uhr nutzen, der Empfang ist aber nur montags bis freitags von 8 bis 18 Uhr besetzt. Ein Flex-Desk kostet 240 € im Monat, ein fester Schreibtisch 360 € im Monat. Jedes Mitglied hat pro Monat 5 Stunden im Besprechungsraum frei, jede weitere Stunde kostet 15 €. Community-Managerin Jana Petrović lädt jeden Freitag um 9 Uhr zu einem kostenlosen Frühstück ein."

# fmt: off
FAITHFULNESS = [
    w.faith("de-bt-001", "para.reorder", "Wann findet der Anfängerkurs statt?", "Ab dem 26. April 2025 läuft der Kurs an sechs Samstagvormittagen, jeweils von 9 bis 12.30 Uhr.", BEE, True),
    w.faith("de-bt-002", "para.passive", "Wer unterrichtet den Kurs, und wer kümmert sich um die Anmeldungen?", "Alle Stunden werden von Imkermeister Jürgen Albers selbst gegeben, Anmeldungen und Zahlungen werden von seiner Tochter Katrin betreut.", BEE, True),
    w.faith("de-bt-003", "para.synonym", "Wie lange dauert ein Stegwechsel?", "Für einen Standard-Stegwechsel muss man gewöhnlich mit drei Werktagen rechnen.", VIOLIN, True),
    w.faith("de-bt-004", "para.nominal", "Welche Aufgaben übernimmt Claudia Weber?", "Zu ihren Aufgaben gehören die Beglaubigung von Unterschriften und der Entwurf von Grundstückskaufverträgen.", NOTARY, True),
    w.faith("de-bt-005", "para.capital", "Wo wurde der Projektor des Planetariums gebaut?", "Der digitale Projektor wurde in Japan von Kosei Optics gebaut.", PLANETARIUM, True),
    w.faith("de-bt-006", "para.pronoun", "Wer vergibt im Notariat die Termine?", "Das macht Markus Engel. Er ist dort Büroleiter und vergibt sämtliche Termine.", NOTARY, True),
    w.faith("de-bt-007", "para.relative", "Wer prüft die Klaviere?", "Jedes Klavier wird vor dem Verladen von Klaus Möller geprüft, der die Firma gegründet hat und ihr Inhaber ist.", MOVING, True),
    w.faith("de-bt-008", "para.part", "Bekommt man im Gemeinschaftsgarten einen Komposter?", "Ja, jede Pächterin und jeder Pächter bekommt einen Komposter.", GARDEN, True),
    w.faith("de-bt-009", "para.combine", "Wer leitet die Weinbergführungen?", "Samstags führt Winzerin Lisa Hohenrain, dienstags und donnerstags ihr Cousin Jonas.", VINEYARD, True),
    w.faith("de-bt-010", "fmt.number", "Wie viele Personen passen in eine Kursgruppe?", "In eine Gruppe passen höchstens zwölf Teilnehmende.", BEE, True),
    w.faith("de-bt-011", "fmt.thousands", "Was kostet ein Nahumzug für eine Vierzimmerwohnung?", "Ein Nahumzug für eine Vierzimmerwohnung kostet 1250 €, das Verpackungsmaterial ist inbegriffen.", MOVING, True),
    w.faith("de-bt-012", "fmt.scale", "Wie viel lädt ein Standard-Lkw?", "Ein Standard-Lkw lädt bis zu 1,2 Tonnen.", MOVING, True),
    w.faith("de-bt-013", "fmt.date", "Wann ist das Notariat über die Feiertage geschlossen?", "Es ist vom 22.12.2025 bis zum 02.01.2026 geschlossen.", NOTARY, True),
    w.faith("de-bt-014", "fmt.time", "Bis wann hat das Hallenbad geöffnet?", "Das Bad hat bis 9 Uhr abends geöffnet.", POOL, True),
    w.faith("de-bt-015", "fmt.unit", "Wie lang ist der Übungshang?", "Der Übungshang ist 300 Meter lang.", SKI, True),
    w.faith("de-bt-016", "fmt.abbrev", "Wer hält den Live-Vortrag im Planetarium?", "Den kurzen Vortrag vor jeder Wochenendvorstellung hält die Astronomin Doktor Ruth Albrecht.", PLANETARIUM, True),
    w.faith("de-bt-017", "fmt.currency", "Was kostet das Neubehaaren eines Bogens?", "Das Neubehaaren eines Bogens kostet 70 Euro.", VIOLIN, True),
    w.faith("de-bt-018", "fmt.range", "Wie viele Kinder sind in einer Skigruppe?", "Eine Gruppe hat mindestens vier und höchstens acht Kinder.", SKI, True),
    w.faith("de-bt-019", "fmt.period", "Für wie lange wird eine Parzelle verpachtet?", "Eine Parzelle wird jeweils für zwölf Monate verpachtet.", GARDEN, True),
    w.faith("de-bt-020", "fmt.share", "Wie viele Bahnen bekommt der Schwimmverein am Mittwochabend?", "Mittwochs ab 19 Uhr sind 50 % der Bahnen für den SV Neustadt reserviert.", POOL, True),
    w.faith("de-bt-021", "para.except", "An welchem Tag ist das Hallenbad geschlossen?", "Montags bleibt das Hallenbad geschlossen.", POOL, True),
    w.faith("de-bt-022", "wrap.opener", "Dürfen Kinder bei der Weinbergführung mitkommen?", "Gute Frage! Kinder unter 12 Jahren kommen kostenlos mit, nehmen aber an der Verkostung nicht teil.", VINEYARD, True),
    w.faith("de-bt-023", "wrap.closer", "Was kostet ein fester Schreibtisch in der Werkbank?", "Ein fester Schreibtisch kostet 360 € im Monat. Ich hoffe, das hilft Ihnen weiter!", COWORK, True),
    w.faith("de-bt-024", "wrap.attribution", "Wann ist der Empfang der Werkbank besetzt?", "Laut dem Dokument ist der Empfang von Montag bis Freitag zwischen 8 und 18 Uhr besetzt.", COWORK, True),
    w.faith("de-bt-025", "wrap.hedge", "Wie hoch ist die Pacht für eine Parzelle?", "Ich glaube, die Jahrespacht beträgt 60 €.", GARDEN, True),
    w.faith("de-bt-026", "wrap.question", "Wie lange dauert die Abendvorstellung?", "„Reise zum Saturn“ dauert 45 Minuten. Möchten Sie auch die Eintrittspreise wissen?", PLANETARIUM, True),
    w.faith("de-bt-027", "value.number", "Wie viele Bienenvölker hält die Imkerei?", "Die Imkerei hält 60 Bienenvölker.", BEE, False),
    w.faith("de-bt-028", "value.date", "Bis wann ist das Notariat geschlossen?", "Das Notariat bleibt bis zum 12. Januar 2026 geschlossen.", NOTARY, False),
    w.faith("de-bt-029", "value.time", "Wann öffnet das Hallenbad morgens?", "Das Hallenbad öffnet morgens um 7.30 Uhr.", POOL, False),
    w.faith("de-bt-030", "value.unit", "Wie lang ist der Schlepplift?", "Der Schlepplift am Übungshang ist 120 Fuß lang.", SKI, False),
    w.faith("de-bt-031", "value.currency", "Was kostet ein Standard-Stegwechsel?", "Ein Standard-Stegwechsel kostet 59 €.", VIOLIN, False),
    w.faith("de-bt-032", "role.swap", "Wer macht was in der Werkstatt?", "Emre Yilmaz schnitzt neue Stege und passt sie an, Anna Brandt restauriert gerissene Decken und alten Lack.", VIOLIN, False),
    w.faith("de-bt-033", "negation", "Darf man im Gemeinschaftsgarten ein Feuer machen?", "Ja, offenes Feuer ist im Garten erlaubt.", GARDEN, False),
    w.faith("de-bt-034", "antonym", "Welche Plätze sind für Rollstuhlfahrende reserviert?", "Die letzte Reihe ist für Rollstuhlfahrende reserviert.", PLANETARIUM, False),
    w.faith("de-bt-035", "modality", "Darf man auf der Parzelle einen Schuppen bauen?", "Auf jeder Parzelle muss ein Geräteschuppen von höchstens 2 Quadratmetern aufgestellt werden.", GARDEN, False),
    w.faith("de-bt-036", "quantifier", "Welche Sprachen sprechen die Skilehrer?", "Alle Skilehrerinnen und Skilehrer sprechen Deutsch, Englisch und Italienisch.", SKI, False),
    w.faith("de-bt-037", "value.except", "Wer muss eine Badekappe tragen?", "Nur Kinder unter 3 Jahren müssen eine Badekappe tragen.", POOL, False),
    w.faith("de-bt-038", "direction", "Bis wann muss der Umzugstermin bestätigt werden?", "Der Umzugstermin muss spätestens 10 Tage nach dem Umzug bestätigt werden.", MOVING, False),
    w.faith("de-bt-039", "added.fact", "Welche Rebsorten baut das Weingut an?", "Auf 14 Hektar wachsen Riesling und Spätburgunder, die alle im September von Hand gelesen werden.", VINEYARD, False),
    w.faith("de-bt-040", "added.entity", "Wer fährt die Umzugs-Lkw?", "Jeder Lkw wird von zwei Umzugshelfern gefahren, die von der Spedition Hansa Logistik gestellt werden.", MOVING, False),
    w.faith("de-bt-041", "mixed", "Was kostet die Weinbergführung, und was bekommt man dafür?", "Die Führung kostet 25 € pro Person, und alle Teilnehmenden bekommen eine Flasche Wein geschenkt.", VINEYARD, False),
]

REFUSAL = [
    w.refusal("de-bt-042", "refusal.plain", "Gibt es bei der Werkbank Parkplätze für Mitglieder?", "Ob es Parkplätze für Mitglieder gibt, weiß ich nicht.", COWORK, True),
    w.refusal("de-bt-043", "refusal.context", "Gibt es für den Imkerkurs eine Ermäßigung für Studierende?", "In der Kursbeschreibung steht nichts über eine Ermäßigung für Studierende, deshalb kann ich dazu nichts sagen.", BEE, True),
    w.refusal("de-bt-044", "refusal.short", "Hat das Planetarium ein Café?", "Dazu steht nichts im Text.", PLANETARIUM, True),
    w.refusal("de-bt-045", "refusal.long", "Kann ich nach der Führung Wein ins Ausland schicken lassen?", "Vielen Dank für Ihre Frage. Ich habe die Informationen zu den Führungen des Weinguts Hohenrain sorgfältig durchgesehen, doch sie beschreiben nur Termine, Preis, die Führenden und die Verkostung; über den Kauf von Wein oder einen Versand ins Ausland steht dort nichts. Es tut mir leid, dass ich Ihnen hier nicht weiterhelfen kann, am besten fragen Sie direkt beim Weingut nach.", VINEYARD, True),
    w.refusal("de-bt-046", "refusal.hedged", "Was kostet eine Privatstunde bei Florian Hägele?", "Ganz sicher bin ich mir nicht, aber eine Privatstunde dürfte ungefähr 90 € kosten.", SKI, False),
    w.refusal("de-bt-047", "refusal.partial", "Was kostet eine Unterschriftsbeglaubigung, und was kostet der Entwurf eines Grundstückskaufvertrags?", "Die Beglaubigung einer einzelnen Unterschrift kostet 25 €; was der Entwurf eines Grundstückskaufvertrags kostet, geht aus dem Text nicht hervor.", NOTARY, False),
]

CORRECTNESS = [
    w.correct("de-bt-048", "correct.wordy", "Was kostet der Eintritt für Erwachsene im Hallenbad Neustadt?", "Als Erwachsener zahlen Sie für eine Eintrittskarte ins Städtische Hallenbad Neustadt 4,50 €; das ist der Preis einer Erwachsenenkarte.", "Eine Eintrittskarte für Erwachsene kostet 4,50 €.", True),
    w.correct("de-bt-049", "correct.short", "Wie viele Parzellen hat der Gemeinschaftsgarten Sonnenwiese?", "48.", "Der Gemeinschaftsgarten Sonnenwiese hat 48 Parzellen.", True),
    w.correct("de-bt-050", "correct.format", "Wie viel kann ein Standard-Lkw von Möller & Söhne laden?", "Bis zu 1,2 t.", "Ein Standard-Lkw lädt bis zu 1.200 Kilogramm.", True),
    w.correct("de-bt-051", "wrong.value", "Was kostet ein Gruppenkurs pro Kind?", "Ein Gruppenkurs kostet 45 € pro Kind.", "Ein Gruppenkurs kostet 65 € pro Kind.", False),
    w.correct("de-bt-052", "wrong.echo", "An welchen Tagen wird ein Bogen neu behaart, während man wartet?", "Ein Bogen wird montags bis freitags neu behaart, während man wartet.", "Bögen werden nur samstags neu behaart, während die Kundschaft wartet.", False),
    w.correct("de-bt-053", "wrong.role", "Wer beglaubigt im Notariat die Unterschriften, und wer vergibt die Termine?", "Markus Engel beglaubigt die Unterschriften, und Claudia Weber vergibt die Termine.", "Notarin Claudia Weber beglaubigt die Unterschriften, und ihr Büroleiter Markus Engel vergibt die Termine.", False),
]

RELEVANCY = [
    w.relevant("de-bt-054", "relevant.direct", "Was kostet eine Karte für Studierende im Planetarium Nordlicht?", "Eine Karte für Studierende kostet 7 €.", PLANETARIUM, True),
    w.relevant("de-bt-055", "relevant.yesno", "Sind Handschuhe im Preis des Imkerkurses enthalten?", "Ja, im Kurspreis von 190 € ist ein Paar Handschuhe enthalten.", BEE, True),
    w.relevant("de-bt-056", "offtopic.true", "Was kostet der Eintritt für Erwachsene im Hallenbad?", "Das Hauptbecken ist 25 Meter lang und hat sechs Bahnen.", POOL, False),
    w.relevant("de-bt-057", "offtopic.other", "Repariert die Werkstatt auch elektrische Geigen?", "Das Neubehaaren eines Bogens kostet 70 € und wird samstags erledigt, während man wartet.", VIOLIN, False),
]

DIAGNOSIS = [
    w.diag("de-bt-058", "diag.pass", "Wann werden die Parzellen kontrolliert?", "Sabine Krüger kontrolliert sämtliche Parzellen jeweils am ersten Sonntag im Monat.", {"garden": GARDEN, "apiary": BEE}, ("garden",), "pass"),
    w.diag("de-bt-059", "diag.offtopic", "Wie lange dauert ein Gruppenkurs in der Skischule?", "Auf der Piste müssen alle Kinder einen Helm tragen.", {"ski": SKI, "vineyard": VINEYARD}, ("ski",), "fix_generation"),
    w.diag("de-bt-060", "diag.unfaithful", "Wie viele Stunden im Besprechungsraum haben Mitglieder der Werkbank pro Monat frei?", "Jedes Mitglied hat pro Monat 10 Stunden im Besprechungsraum frei.", {"cowork": COWORK, "ski": SKI}, ("cowork",), "fix_generation"),
    w.diag("de-bt-061", "diag.refused", "Um wie viel Uhr beginnen die Weinbergführungen?", "Tut mir leid, aus den Unterlagen geht nicht hervor, wann die Führungen beginnen.", {"vineyard": VINEYARD, "notary": NOTARY}, ("vineyard",), "fix_generation"),
    w.diag("de-bt-062", "diag.missed", "Auf welcher Temperatur wird das Wasser im Hallenbad Neustadt gehalten?", "In den Dokumenten, die mir vorliegen, steht nichts über die Wassertemperatur im Hallenbad Neustadt.", {"moving": MOVING, "garden": GARDEN}, ("pool",), "fix_retrieval"),
    w.diag("de-bt-063", "diag.correct_refusal", "Gibt es in der Werkbank Duschen?", "Die Dokumente sagen nichts darüber, ob es in der Werkbank Duschen gibt.", {"cowork": COWORK, "apiary": BEE}, (), "correct_refusal"),
    w.diag("de-bt-064", "diag.should_refuse", "Wann hat der Shop des Planetariums geöffnet?", "Der Shop hat täglich von 10 bis 18 Uhr geöffnet.", {"planetarium": PLANETARIUM, "vineyard": VINEYARD}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
