"""German cases of fresh set bs: a notary office in Freiburg, an outdoor boot camp, an
aquarium, a bicycle repair shop, a dance school, a regional airport's car parks, a
sailing course, a pet insurance plan, a city tourist office and a market hall."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

NOTARY = "Das Notariat Brandt in der Lindenstraße 12 in Freiburg ist montags bis freitags von 8:30 bis 17 Uhr geöffnet, donnerstags bis 19 Uhr. Notarin Dr. Sabine Brandt beurkundet Immobilienkaufverträge, während ihr Mitarbeiter Jonas Weber die Vertragsentwürfe vorbereitet und die Ausweise der Mandanten prüft. Die Beglaubigung einer einzelnen Unterschrift kostet 30 €, die Erstellung einer Vollmacht 110 €. Mandanten müssen einen gültigen Personalausweis oder Reisepass mitbringen; ein Führerschein wird nicht als Identitätsnachweis akzeptiert. Ab dem 14. März 2025 stellt das Notariat auch Apostillen aus, was bis zu fünf Werktage dauert."

BOOTCAMP = "Das Bootcamp „Feldwerk“ trainiert jeden Montag, Mittwoch und Freitag um 6:15 Uhr im Stadtpark Ost, und eine Einheit dauert 45 Minuten. Trainiert wird bei jedem Wetter im Freien; eine Einheit fällt nur bei einer Gewitterwarnung aus, und die Teilnehmenden werden darüber bis 5:30 Uhr per SMS informiert. Alle Einheiten leitet Trainerin Mareike Vogt, und eine Gruppe hat höchstens zwölf Teilnehmende. Eine 10er-Karte kostet 95 €, ein einzelnes Training 12 €. Alle müssen eine eigene Matte und mindestens einen Liter Wasser mitbringen."

AQUARIUM = "Das Aquarium Nordlicht ist täglich von 9:30 bis 18:30 Uhr geöffnet, der letzte Einlass ist um 17:45 Uhr. Das große Becken fasst 1.600.000 Liter Meerwasser und beherbergt Haie, Rochen und eine Grüne Meeresschildkröte. Die Rochen werden um 11 und um 15 Uhr gefüttert, und samstags um 14 Uhr füttern Taucher die Haie. Ein Erwachsenenticket kostet 24 €, ein Kinderticket (4 bis 15 Jahre) 13 €, und Kinder unter 4 Jahren haben freien Eintritt. Die Meeresbiologin Dr. Katrin Lorenz leitet das Schildkröten-Rettungsprogramm des Aquariums, das seit 2019 insgesamt 31 Schildkröten ins Meer zurückgebracht hat."

BIKESHOP = "Die Fahrradwerkstatt „Kettenblatt“ in der Mühlgasse hat dienstags bis samstags von 10 bis 18 Uhr geöffnet. Eine Standardinspektion kostet 45 € und umfasst das Einstellen von Bremsen und Schaltung; das Aufziehen eines neuen Reifens kostet 8 € pro Laufrad, zuzüglich des Reifens. Die Werkstatt repariert alle Arten von Fahrrädern außer E-Bikes. Werkstattmeister Tobias Hahn hat 15 Jahre Berufserfahrung und baut und zentriert alle Laufräder selbst. Die meisten Reparaturen dauern zwei bis drei Werktage, und für Räder, die nicht innerhalb von 30 Tagen nach der Reparatur abgeholt werden, fällt eine Lagergebühr von 2 € pro Tag an."

DANCE = "Die Tanzschule Schrittmacher bietet samstags um 10 Uhr Kinderballett für Kinder von 6 bis 12 Jahren an. Salsa für Erwachsene findet dienstags und donnerstags um 20 Uhr statt: Die Anfänger unterrichtet Nina Albers, die Fortgeschrittenen unterrichtet Felix Roth. Das Herbstsemester läuft vom 8. September bis zum 15. Dezember 2025, die Semestergebühr beträgt 240 €, und die erste Probestunde ist kostenlos. Jede Gruppe hat zwischen 8 und 16 Teilnehmende. Im Ballett sind Ballettschuhe Pflicht, und Straßenschuhe sind auf dem Schwingboden nicht erlaubt. Die Jahresaufführung der Schule findet am 20. Juni 2026 statt."

PARKING = "Die Parkplätze des Regionalflughafens Talbach gehören zu seinem einzigen Terminal, von dem täglich zwei Direktflüge nach Wien starten. Der Kurzzeitparkplatz P1 liegt direkt am Terminal und kostet 3,50 € pro Stunde, der Langzeitparkplatz P3 kostet 14 € pro Tag. Für Reisen von mehr als einem Tag ist P3 günstiger als P1. Ein kostenloser Shuttlebus verkehrt von 4:30 Uhr bis Mitternacht alle 15 Minuten zwischen P3 und dem Terminal. Fahrer müssen ihr Ticket vor der Rückkehr zum Auto an einem Kassenautomaten bezahlen, da an den Ausfahrtsschranken keine Zahlung möglich ist."

SAILING = "Die Segelschule Seewind an der Ostsee bietet einen fünftägigen Anfängerkurs an, täglich von 9 bis 16 Uhr. Gesegelt wird auf 7-m-Jollen mit höchstens drei Kursteilnehmenden pro Boot, und der Kurs kostet 650 € inklusive Leihe von Rettungsweste und Neoprenanzug. Teilnehmende müssen mindestens 14 Jahre alt sein und 200 m schwimmen können. Kursleiter ist Lars Petersen, und am letzten Tag segelt die Gruppe auf einer 12 Seemeilen langen Strecke zur Möweninsel und zurück. Bei Wind über 25 Knoten fällt das Training auf dem Wasser aus."

PETINSURANCE = "Die Tierversicherung PfotenSchutz bietet zwei Tarife an: Basis kostet 18 € im Monat für eine Katze und 26 € für einen Hund, Plus kostet für beide 39 € im Monat. Unfälle sind ab dem ersten Tag versichert, Krankheiten erst nach einer Wartezeit von zwei Wochen. Basis erstattet bis zu 5.000 € pro Jahr und Plus bis zu 12.000 € pro Jahr, bei einer Selbstbeteiligung von 100 € pro Schadensfall. Zahnbehandlungen sind nur im Tarif Plus versichert. Tiere müssen bei Vertragsabschluss zwischen 8 Wochen und 8 Jahre alt sein, und Schäden müssen innerhalb von 90 Tagen nach der Behandlung mit der Tierarztrechnung gemeldet werden."

TOURIST = "Die Tourist-Information Wendelstadt am Marktplatz hat täglich außer montags von 9 bis 17 Uhr geöffnet, im Juli und August bis 19 Uhr. Am Schalter gibt es einen kostenlosen Stadtplan. Die Altstadtführung beginnt um 11 Uhr, dauert 90 Minuten und kostet 15 €; einige Führungen werden auf Englisch angeboten. Die 48-Stunden-WendelstadtCard kostet 32 €. Sie umfasst freie Fahrt mit den Stadtbussen und den Eintritt in sechs Museen."

MARKET = "Die Markthalle Süd ist montags bis samstags von 7 bis 18 Uhr geöffnet. Ihre 48 Stände verteilen sich auf zwei Etagen: im Erdgeschoss die Lebensmittelstände, im Obergeschoss das Kunsthandwerk. Die Hälfte der Stände verkauft frische Erzeugnisse von Höfen im Umkreis von 50 km. Fisch wird dienstags und freitags um 5:30 Uhr geliefert, und samstags verkauft die Bäckerin Greta Sommer Roggenbrote zu je 1,5 kg. Die Halle wird vom Marktamt der Stadt verwaltet, und ein Stand kostet 210 € Miete im Monat."

# fmt: off
FAITHFULNESS = [
    w.faith("de-bs-001", "para.reorder", "Was kosten eine Unterschriftsbeglaubigung und eine Vollmacht?", "Für eine Vollmacht zahlt man 110 €, für die Beglaubigung einer einzelnen Unterschrift 30 €.", NOTARY, True),
    w.faith("de-bs-002", "para.passive", "Welche Aufgaben hat Jonas Weber im Notariat?", "Die Vertragsentwürfe werden von Jonas Weber vorbereitet, und auch die Ausweise der Mandanten werden von ihm geprüft.", NOTARY, True),
    w.faith("de-bs-003", "para.synonym", "Was passiert bei einer Gewitterwarnung?", "Dann wird das Training abgesagt, und die Teilnehmenden erhalten bis 5:30 Uhr eine SMS.", BOOTCAMP, True),
    w.faith("de-bs-004", "para.nominal", "Was ist die Aufgabe von Dr. Katrin Lorenz?", "Ihr obliegt die Leitung des Schildkröten-Rettungsprogramms, dessen Bilanz seit 2019 die Rückführung von 31 Schildkröten ins Meer ist.", AQUARIUM, True),
    w.faith("de-bs-005", "para.capital", "Wohin gehen die Direktflüge vom Terminal in Talbach?", "Zweimal täglich gibt es Direktflüge in die österreichische Hauptstadt.", PARKING, True),
    w.faith("de-bs-006", "para.pronoun", "Wer unterrichtet die Salsa-Anfänger?", "Das ist Nina Albers. Sie übernimmt die Anfänger, die Fortgeschrittenen unterrichtet Felix Roth.", DANCE, True),
    w.faith("de-bs-007", "para.relative", "Wer baut bei Kettenblatt die Laufräder?", "Die Laufräder baut Tobias Hahn, der Werkstattmeister, der 15 Jahre Berufserfahrung hat.", BIKESHOP, True),
    w.faith("de-bs-008", "para.part", "Was befindet sich im Erdgeschoss der Markthalle Süd?", "Im Erdgeschoss, einer der beiden Etagen der Halle, liegen die Lebensmittelstände.", MARKET, True),
    w.faith("de-bs-009", "para.combine", "Was kostet die WendelstadtCard und was ist enthalten?", "Die 48-Stunden-WendelstadtCard kostet 32 € und beinhaltet freie Fahrt mit den Stadtbussen sowie den Eintritt in sechs Museen.", TOURIST, True),
    w.faith("de-bs-010", "fmt.number", "Wie viele Leute passen in eine Gruppe?", "Eine Gruppe hat maximal 12 Teilnehmende.", BOOTCAMP, True),
    w.faith("de-bs-011", "fmt.thousands", "Wie viel Wasser fasst das große Becken?", "Das große Becken fasst 1600000 Liter Meerwasser.", AQUARIUM, True),
    w.faith("de-bs-012", "fmt.scale", "Wie schwer sind die Roggenbrote am Samstag?", "Jedes Roggenbrot von Greta Sommer wiegt 1.500 Gramm.", MARKET, True),
    w.faith("de-bs-013", "fmt.date", "Ab wann stellt das Notariat Apostillen aus?", "Ab dem 14.03.2025; die Ausstellung dauert bis zu fünf Werktage.", NOTARY, True),
    w.faith("de-bs-014", "fmt.time", "Wann schließt das Aquarium?", "Es schließt um halb sieben am Abend, der letzte Einlass ist um Viertel vor sechs.", AQUARIUM, True),
    w.faith("de-bs-015", "fmt.unit", "Mit welchen Booten wird gesegelt?", "Gesegelt wird auf Jollen von sieben Metern Länge, mit maximal drei Teilnehmenden pro Boot.", SAILING, True),
    w.faith("de-bs-016", "fmt.abbrev", "Wann hat Kettenblatt geöffnet?", "Di.–Sa. von 10 bis 18 Uhr.", BIKESHOP, True),
    w.faith("de-bs-017", "fmt.currency", "Was kostet eine Standardinspektion?", "Die Standardinspektion kostet EUR 45,00, dabei werden Bremsen und Schaltung eingestellt.", BIKESHOP, True),
    w.faith("de-bs-018", "fmt.range", "Wie groß sind die Tanzgruppen?", "Eine Gruppe hat mindestens 8 und höchstens 16 Teilnehmende.", DANCE, True),
    w.faith("de-bs-019", "fmt.period", "Ab wann sind Krankheiten versichert?", "Krankheiten sind nach einer Wartezeit von 14 Tagen versichert, Unfälle schon ab dem ersten Tag.", PETINSURANCE, True),
    w.faith("de-bs-020", "fmt.share", "Welcher Anteil der Stände verkauft frische Erzeugnisse?", "50 % der Stände verkaufen frische Erzeugnisse von Höfen im Umkreis von 50 km.", MARKET, True),
    w.faith("de-bs-021", "para.except", "Wann hat die Tourist-Information geöffnet?", "Montags ist geschlossen; an den übrigen Tagen ist von 9 bis 17 Uhr geöffnet, im Juli und August bis 19 Uhr.", TOURIST, True),
    w.faith("de-bs-022", "wrap.opener", "Was kostet der Langzeitparkplatz?", "Gern helfe ich Ihnen weiter! Der Langzeitparkplatz P3 kostet 14 € pro Tag.", PARKING, True),
    w.faith("de-bs-023", "wrap.closer", "Welche Voraussetzungen gelten für den Anfängerkurs?", "Sie müssen mindestens 14 Jahre alt sein und 200 m schwimmen können. Ich hoffe, das hilft Ihnen weiter – viel Spaß auf dem Wasser!", SAILING, True),
    w.faith("de-bs-024", "wrap.attribution", "Wie hoch ist die Selbstbeteiligung?", "Laut dem Dokument beträgt die Selbstbeteiligung 100 € pro Schadensfall.", PETINSURANCE, True),
    w.faith("de-bs-025", "wrap.hedge", "Wann beginnt das Herbstsemester?", "Ich glaube, das Herbstsemester beginnt am 8. September 2025 und endet am 15. Dezember.", DANCE, True),
    w.faith("de-bs-026", "wrap.question", "Wann finden die Trainings statt?", "Montags, mittwochs und freitags um 6:15 Uhr, jeweils 45 Minuten lang. Soll ich Ihnen auch sagen, was Sie mitbringen müssen?", BOOTCAMP, True),
    w.faith("de-bs-027", "value.number", "Wie viele Schildkröten hat das Rettungsprogramm ins Meer zurückgebracht?", "Seit 2019 hat das Programm 13 Schildkröten ins Meer zurückgebracht.", AQUARIUM, False),
    w.faith("de-bs-028", "value.date", "Wann ist die Jahresaufführung?", "Die Jahresaufführung findet am 27. Juni 2026 statt.", DANCE, False),
    w.faith("de-bs-029", "value.time", "Wann wird der Fisch geliefert?", "Fisch wird dienstags und freitags um 6:30 Uhr geliefert.", MARKET, False),
    w.faith("de-bs-030", "value.unit", "Wie lang ist die Strecke zur Möweninsel?", "Am letzten Tag segelt die Gruppe eine 12 Kilometer lange Strecke zur Möweninsel und zurück.", SAILING, False),
    w.faith("de-bs-031", "value.currency", "Was kostet das Parken auf P1?", "P1 direkt am Terminal kostet 5,50 € pro Stunde.", PARKING, False),
    w.faith("de-bs-032", "role.swap", "Wer beurkundet im Notariat Brandt die Immobilienkaufverträge?", "Die Immobilienkaufverträge beurkundet Jonas Weber, während Dr. Sabine Brandt die Vertragsentwürfe vorbereitet.", NOTARY, False),
    w.faith("de-bs-033", "negation", "Sind Unfälle sofort versichert?", "Nein, Unfälle sind nicht ab dem ersten Tag versichert.", PETINSURANCE, False),
    w.faith("de-bs-034", "antonym", "Wo wird beim Bootcamp trainiert?", "Trainiert wird bei jedem Wetter drinnen.", BOOTCAMP, False),
    w.faith("de-bs-035", "modality", "Muss ich am Kassenautomaten bezahlen?", "Sie können Ihr Ticket vor der Rückkehr zum Auto am Kassenautomaten bezahlen, wenn Sie möchten, verpflichtend ist das aber nicht.", PARKING, False),
    w.faith("de-bs-036", "quantifier", "Gibt es die Altstadtführung auf Englisch?", "Ja, alle Führungen werden auf Englisch angeboten.", TOURIST, False),
    w.faith("de-bs-037", "value.except", "Welche Fahrräder repariert Kettenblatt?", "Die Werkstatt repariert ausschließlich E-Bikes.", BIKESHOP, False),
    w.faith("de-bs-038", "direction", "Welcher Parkplatz lohnt sich für eine Woche Urlaub?", "Für Reisen von mehr als einem Tag ist P3 teurer als P1.", PARKING, False),
    w.faith("de-bs-039", "added.fact", "Welchen Ausweis muss ich ins Notariat mitbringen?", "Sie brauchen einen gültigen Personalausweis oder Reisepass und zusätzlich eine aktuelle Meldebescheinigung.", NOTARY, False),
    w.faith("de-bs-040", "added.entity", "Wer verwaltet die Markthalle Süd?", "Die Halle wird vom Marktamt der Stadt gemeinsam mit dem Händlerverein Süd verwaltet.", MARKET, False),
    w.faith("de-bs-041", "mixed", "Wie viel erstattet der Tarif Plus?", "Plus erstattet bis zu 12.000 € pro Jahr und deckt außerdem Akupunktur und Physiotherapie ab.", PETINSURANCE, False),
]

REFUSAL = [
    w.refusal("de-bs-042", "refusal.plain", "Gibt es im Aquarium ein Café?", "Ich weiß nicht, ob es im Aquarium ein Café gibt.", AQUARIUM, True),
    w.refusal("de-bs-043", "refusal.context", "Verkauft Kettenblatt auch neue Fahrräder?", "Der bereitgestellte Text sagt nichts darüber, ob Kettenblatt neue Fahrräder verkauft, daher kann ich das nicht beantworten.", BIKESHOP, True),
    w.refusal("de-bs-044", "refusal.short", "Gibt es bei der Segelschule Seewind einen Studentenrabatt?", "Keine Ahnung.", SAILING, True),
    w.refusal("de-bs-045", "refusal.long", "Kann ich bei der Tourist-Information ein Hotelzimmer buchen?", "Vielen Dank für Ihre Frage. Ich habe die Informationen, die mir zur Tourist-Information Wendelstadt vorliegen, sorgfältig durchgesehen, doch zu Hotelbuchungen steht darin leider nichts. Deshalb kann ich Ihnen nicht sagen, ob Sie dort ein Zimmer reservieren können. Es tut mir leid, dass ich Ihnen in diesem Punkt nicht weiterhelfen kann; am besten fragen Sie direkt beim Personal vor Ort nach.", TOURIST, True),
    w.refusal("de-bs-046", "refusal.hedged", "Wie hoch ist die Semestergebühr bei Schrittmacher?", "Ganz sicher bin ich mir nicht, aber ich meine, sie liegt bei 240 €.", DANCE, False),
    w.refusal("de-bs-047", "refusal.partial", "Was kostet eine Vollmacht, und kann man vor dem Notariat parken?", "Eine Vollmacht kostet 110 €. Ob man vor dem Notariat parken kann, steht nicht in meinen Unterlagen, dazu kann ich leider nichts sagen.", NOTARY, False),
]

CORRECTNESS = [
    w.correct("de-bs-048", "correct.wordy", "Was kostet die 10er-Karte beim Bootcamp Feldwerk?", "Gute Frage! Wer regelmäßig trainieren möchte, ist mit der 10er-Karte gut beraten – sie kostet insgesamt 95 € für alle zehn Einheiten.", "Die 10er-Karte kostet 95 €.", True),
    w.correct("de-bs-049", "correct.short", "Wie oft fährt der Shuttlebus zwischen P3 und dem Terminal?", "Alle 15 Minuten.", "Der kostenlose Shuttlebus fährt von 4:30 Uhr bis Mitternacht alle 15 Minuten zwischen P3 und dem Terminal.", True),
    w.correct("de-bs-050", "correct.format", "Wie viel Miete kostet ein Stand in der Markthalle Süd?", "Zweihundertzehn Euro monatlich.", "Ein Stand kostet 210 € Miete im Monat.", True),
    w.correct("de-bs-051", "wrong.value", "Was kostet ein Erwachsenenticket im Aquarium Nordlicht?", "Ein Erwachsenenticket kostet 29 €.", "Ein Erwachsenenticket kostet 24 €.", False),
    w.correct("de-bs-052", "wrong.echo", "An welchem Kurstag segelt die Gruppe zur Möweninsel?", "Die Gruppe segelt am ersten Kurstag zur Möweninsel.", "Am letzten (fünften) Kurstag segelt die Gruppe eine 12 Seemeilen lange Strecke zur Möweninsel und zurück.", False),
    w.correct("de-bs-053", "wrong.role", "Wer unterrichtet bei Schrittmacher die fortgeschrittene Salsagruppe?", "Die Fortgeschrittenen unterrichtet Nina Albers, die Anfänger unterrichtet Felix Roth.", "Die Fortgeschrittenen unterrichtet Felix Roth, die Anfänger unterrichtet Nina Albers.", False),
]

RELEVANCY = [
    w.relevant("de-bs-054", "relevant.direct", "Wie lange dauert eine Reparatur bei Kettenblatt normalerweise?", "Die meisten Reparaturen dauern zwei bis drei Werktage.", BIKESHOP, True),
    w.relevant("de-bs-055", "relevant.yesno", "Hat das Notariat donnerstags abends geöffnet?", "Ja, donnerstags ist es bis 19 Uhr geöffnet.", NOTARY, True),
    w.relevant("de-bs-056", "offtopic.true", "Was kostet der Tarif Basis für einen Hund?", "Schäden müssen innerhalb von 90 Tagen nach der Behandlung mit der Tierarztrechnung gemeldet werden.", PETINSURANCE, False),
    w.relevant("de-bs-057", "offtopic.other", "Wie lange dauert die Altstadtführung?", "Die WendelstadtCard kostet 32 € und gilt 48 Stunden.", TOURIST, False),
]

DIAGNOSIS = [
    w.diag("de-bs-058", "diag.pass", "Bis wann fährt der Shuttlebus zu P3?", "Der Shuttlebus fährt bis Mitternacht.", {"parking": PARKING, "dance": DANCE}, ("parking",), "pass"),
    w.diag("de-bs-059", "diag.offtopic", "Um wie viel Uhr öffnet die Markthalle Süd?", "Die Hälfte der Stände verkauft frische Erzeugnisse von Höfen im Umkreis von 50 km.", {"market": MARKET, "aquarium": AQUARIUM}, ("market",), "fix_generation"),
    w.diag("de-bs-060", "diag.unfaithful", "Wann werden im Aquarium Nordlicht die Rochen gefüttert?", "Die Rochen werden um 10 und um 16 Uhr gefüttert.", {"aquarium": AQUARIUM, "market": MARKET}, ("aquarium",), "fix_generation"),
    w.diag("de-bs-061", "diag.refused", "Für welches Alter ist das Kinderballett bei Schrittmacher?", "Tut mir leid, dazu habe ich keine Informationen gefunden.", {"dance": DANCE, "tourist": TOURIST}, ("dance",), "fix_generation"),
    w.diag("de-bs-062", "diag.missed", "Ab welcher Windstärke fällt das Segeltraining bei Seewind aus?", "In den gefundenen Dokumenten steht nicht, ab welcher Windstärke das Segeltraining ausfällt.", {"petinsurance": PETINSURANCE, "tourist": TOURIST}, ("sailing",), "fix_retrieval"),
    w.diag("de-bs-063", "diag.correct_refusal", "Bietet das Notariat Brandt beglaubigte Übersetzungen an?", "Leider enthalten die Dokumente keine Angaben dazu, ob das Notariat Brandt beglaubigte Übersetzungen anbietet.", {"notary": NOTARY, "bikeshop": BIKESHOP}, (), "correct_refusal"),
    w.diag("de-bs-064", "diag.should_refuse", "Was kostet eine Jahresmitgliedschaft beim Bootcamp Feldwerk?", "Eine Jahresmitgliedschaft beim Bootcamp Feldwerk kostet 690 €.", {"bootcamp": BOOTCAMP, "sailing": SAILING}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
