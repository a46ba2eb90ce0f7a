"""German cases of set BI: a city zoo, a tax office, a bakery chain, a campsite, a hospital's
visiting policy, an electronics shop's warranty, a public swimming pool, a moving company, a city
marathon and a municipal archive."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

ZOO = "Der Tierpark Auenwald in Kassel ist täglich von 9 bis 18 Uhr geöffnet, nur am 24. Dezember bleibt er geschlossen. Erwachsene zahlen 16,50 €, Kinder von 4 bis 14 Jahren 8 €; jüngere Kinder haben freien Eintritt. Im Park leben rund 1.100 Tiere aus 190 Arten. Die Seehunde werden täglich um 14:30 Uhr am Robbenbecken gefüttert. Hunde sind im gesamten Park verboten, ausgenommen Assistenzhunde."
TAX = "Das Finanzamt Lindenfeld in der Schillerstraße 12 ist montags bis freitags von 8 bis 12 Uhr geöffnet, donnerstags zusätzlich von 14 bis 18 Uhr. Die Einkommensteuererklärung für 2023 muss bis zum 2. September 2024 abgegeben werden, wenn kein Steuerberater beauftragt ist. Bei verspäteter Abgabe wird ein Verspätungszuschlag von mindestens 25 € je angefangenem Monat fällig. Die Erklärung kann elektronisch über ELSTER eingereicht werden. Ein Termin ist empfehlenswert, aber nicht erforderlich."
BAKERY = "Die Bäckereikette Kornmühle wurde 1978 von Heinrich Brandt in Münster gegründet; 2005 übernahm seine Tochter Sabine Kessler die Leitung. Heute betreibt das Unternehmen 47 Filialen im Münsterland und beschäftigt rund 520 Mitarbeiter. Das meistverkaufte Produkt ist das Dinkelvollkornbrot zu 750 g für 4,20 €. Alle Filialen geben nicht verkaufte Backwaren abends an die örtliche Tafel weiter."
CAMP = "Der Campingplatz Seeblick liegt 3 km südlich von Plön am Großen Plöner See und hat 120 Stellplätze. Ein Zeltplatz kostet 22 € pro Nacht, ein Wohnmobilstellplatz mit Stromanschluss 34 € pro Nacht. Gäste dürfen höchstens 21 Nächte am Stück bleiben. Die Nachtruhe gilt von 22 bis 7 Uhr; offenes Feuer ist auf dem ganzen Platz verboten, Gasgrills sind erlaubt. Der Platz ist vom 1. April bis zum 15. Oktober geöffnet."
HOSPITAL = "Im Klinikum St. Marien sind Besuche auf den Normalstationen täglich von 14 bis 19 Uhr möglich. Pro Patient dürfen sich höchstens zwei Besucher gleichzeitig im Zimmer aufhalten. Kinder unter 12 Jahren dürfen nur in Begleitung eines Erwachsenen kommen. Auf der Intensivstation sind Besuche nur nach Absprache mit dem Pflegepersonal erlaubt. Blumen sind auf allen Stationen außer der Intensivstation gestattet."
WARRANTY = "Der Elektronikmarkt TechnoHaus gewährt auf alle Laptops und Smartphones eine Garantie von zwei Jahren, auf Zubehör wie Ladegeräte und Kopfhörer ein Jahr. Die Garantie deckt Herstellungsfehler ab, nicht aber Wasserschäden oder Displaybrüche. Für 89 € lässt sich die Garantie bei Laptops auf vier Jahre verlängern. Reparaturen im Garantiefall dauern in der Regel bis zu 14 Werktage. Für jeden Garantiefall ist der Kassenbon oder die Bestellnummer vorzulegen."
POOL = "Das Hallenbad Nord hat ein 25-m-Sportbecken und ein Lehrschwimmbecken mit 30 °C warmem Wasser. Es ist täglich außer montags von 7 bis 21 Uhr geöffnet. Eine Einzelkarte kostet 4,50 €, eine Zehnerkarte 40 €. Im Sportbecken ist eine Badekappe Pflicht."
MOVING = "Die Umzugsfirma Möbel-Kraus ist seit 1998 in Hamburg tätig. Zwei Möbelpacker mit einem 7,5-Tonner kosten 95 € pro Stunde; gebucht werden mindestens vier Stunden. Ein Umzug muss spätestens drei Wochen vor dem Termin angemeldet werden. Klaviere, Aquarien und Gefahrgut transportiert die Firma nicht. Umzugskartons werden eine Woche vorher kostenlos geliefert."
MARATHON = "Der Rheinufer-Marathon findet am Sonntag, 6. Oktober 2024, statt; Start ist um 8:30 Uhr am Deutzer Hafen. Die Anmeldung endet am 15. August oder sobald 9.000 Teilnehmer gemeldet sind. Das Startgeld beträgt 79 €, und die Läufer müssen am Wettkampftag mindestens 18 Jahre alt sein. Das Zeitlimit liegt bei sechs Stunden. Wer bis zum 31. Juli absagt, bekommt die Hälfte des Startgelds zurück."
ARCHIVE = "Potsdam ist die Hauptstadt des Landes Brandenburg; ihr Stadtarchiv verwahrt Akten seit 1660, darunter Ratsprotokolle, Baupläne und etwa 25.000 Fotografien. Der Lesesaal ist dienstags bis freitags von 9 bis 16 Uhr geöffnet. Beim ersten Besuch müssen sich Nutzer mit einem Lichtbildausweis anmelden. Fotografieren ohne Blitz ist erlaubt; Dokumente aus der Zeit vor 1800 dürfen nur mit Handschuhen angefasst werden, die das Archiv stellt. Kopien kosten 0,30 € pro Seite."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("de-bi-001", "para.reorder", "Wann hat der Tierpark Auenwald geöffnet?", "Von 9 bis 18 Uhr hat der Tierpark täglich geöffnet, nur nicht am 24. Dezember.", ZOO, True),
    w.faith("de-bi-002", "para.passive", "Wer hat die Kornmühle gegründet?", "Heinrich Brandt gründete die Bäckereikette 1978 in Münster.", BAKERY, True),
    w.faith("de-bi-003", "para.synonym", "Wie viele Leute arbeiten bei der Kornmühle?", "Das Unternehmen hat etwa 520 Beschäftigte.", BAKERY, True),
    w.faith("de-bi-004", "para.nominal", "Bis wann muss ich meine Steuererklärung für 2023 abgeben?", "Die Abgabefrist für die Einkommensteuererklärung 2023 endet am 2. September 2024, sofern Sie keinen Steuerberater beauftragt haben.", TAX, True),
    w.faith("de-bi-005", "para.capital", "In welcher Stadt liegt dieses Stadtarchiv?", "In der brandenburgischen Landeshauptstadt Potsdam.", ARCHIVE, True),
    w.faith("de-bi-006", "para.pronoun", "Dürfen Kinder im Klinikum St. Marien zu Besuch kommen?", "Ja, aber wenn sie jünger als 12 Jahre sind, nur in Begleitung eines Erwachsenen.", HOSPITAL, True),
    w.faith("de-bi-007", "para.relative", "Was verkauft die Kornmühle am häufigsten?", "Das Dinkelvollkornbrot, das 750 g wiegt und 4,20 € kostet.", BAKERY, True),
    w.faith("de-bi-008", "para.part", "Wie viele Stellplätze hat der Campingplatz Seeblick?", "Er hat 120 Stellplätze.", CAMP, True),
    w.faith("de-bi-009", "para.combine", "Was gibt es im Hallenbad Nord zu beachten?", "Es gibt ein 25-m-Sportbecken, in dem eine Badekappe Pflicht ist.", POOL, True),
    w.faith("de-bi-010", "fmt.number", "Wie viel Zeit haben die Läufer beim Rheinufer-Marathon?", "Das Zeitlimit beträgt 6 Stunden.", MARATHON, True),
    w.faith("de-bi-011", "fmt.thousands", "Wie viele Fotos hat das Stadtarchiv Potsdam?", "Ungefähr 25000 Fotografien.", ARCHIVE, True),
    w.faith("de-bi-012", "fmt.scale", "Wie schwer ist das Dinkelvollkornbrot der Kornmühle?", "Es wiegt 0,75 kg.", BAKERY, True),
    w.faith("de-bi-013", "fmt.date", "Wann findet der Rheinufer-Marathon statt?", "Am Sonntag, dem 06.10.2024.", MARATHON, True),
    w.faith("de-bi-014", "fmt.time", "Bis wann hat das Hallenbad Nord offen?", "Bis 9 Uhr abends.", POOL, True),
    w.faith("de-bi-015", "fmt.unit", "Wie weit ist der Campingplatz Seeblick von Plön entfernt?", "Er liegt drei Kilometer südlich von Plön.", CAMP, True),
    w.faith("de-bi-016", "fmt.abbrev", "Wann kann man im Klinikum Sankt Marien Patienten besuchen?", "Im Klinikum Sankt Marien sind Besuche auf den Normalstationen täglich von 14 bis 19 Uhr möglich.", HOSPITAL, True),
    w.faith("de-bi-017", "fmt.currency", "Was kostet eine Kopie im Stadtarchiv?", "30 Cent pro Seite.", ARCHIVE, True),
    w.faith("de-bi-018", "fmt.range", "Wie lange darf man auf dem Campingplatz Seeblick am Stück bleiben?", "Maximal 21 Nächte in Folge.", CAMP, True),
    w.faith("de-bi-019", "fmt.period", "Wie früh muss ich meinen Umzug bei Möbel-Kraus anmelden?", "Spätestens 21 Tage vor dem Umzugstermin.", MOVING, True),
    w.faith("de-bi-020", "fmt.share", "Bekomme ich Geld zurück, wenn ich im Juli absage?", "Ja, wer bis zum 31. Juli absagt, bekommt 50 % des Startgelds erstattet.", MARATHON, True),
    w.faith("de-bi-021", "para.except", "Darf ich meiner Mutter Blumen auf die Intensivstation mitbringen?", "Nein, auf der Intensivstation sind Blumen nicht gestattet.", HOSPITAL, True),
    w.faith("de-bi-022", "wrap.opener", "Zahlt die TechnoHaus-Garantie bei einem Wasserschaden?", "Gute Frage! Nein, Wasserschäden deckt die Garantie nicht ab.", WARRANTY, True),
    w.faith("de-bi-023", "wrap.closer", "Transportiert Möbel-Kraus auch Klaviere?", "Nein, Klaviere transportiert die Firma nicht. Ich hoffe, das hilft Ihnen weiter!", MOVING, True),
    w.faith("de-bi-024", "wrap.attribution", "Brauche ich einen Termin beim Finanzamt Lindenfeld?", "Laut Finanzamt ist ein Termin empfehlenswert, aber nicht erforderlich.", TAX, True),
    w.faith("de-bi-025", "wrap.hedge", "Wann ist der Lesesaal des Stadtarchivs geöffnet?", "Soweit ich sehe, ist der Lesesaal dienstags bis freitags von 9 bis 16 Uhr geöffnet.", ARCHIVE, True),
    w.faith("de-bi-026", "wrap.question", "Was kostet ein Zeltplatz am Großen Plöner See?", "Auf dem Campingplatz Seeblick kostet ein Zeltplatz 22 € pro Nacht. Möchten Sie auch den Preis für einen Wohnmobilstellplatz wissen?", CAMP, True),
    w.faith("de-bi-027", "value.number", "Wie viele Tierarten gibt es im Tierpark Auenwald?", "Im Tierpark leben Tiere aus 170 Arten.", ZOO, False),
    w.faith("de-bi-028", "value.date", "Wann hat der Campingplatz Seeblick Saison?", "Der Platz ist vom 1. April bis zum 31. Oktober geöffnet.", CAMP, False),
    w.faith("de-bi-029", "value.time", "Wann werden die Seehunde gefüttert?", "Die Seehundfütterung ist täglich um 15:30 Uhr am Robbenbecken.", ZOO, False),
    w.faith("de-bi-030", "value.unit", "Wie lange dauert eine Garantiereparatur bei TechnoHaus?", "In der Regel bis zu 14 Wochen.", WARRANTY, False),
    w.faith("de-bi-031", "value.currency", "Was kostet die Garantieverlängerung für einen Laptop?", "Für 129 € lässt sich die Garantie auf vier Jahre verlängern.", WARRANTY, False),
    w.faith("de-bi-032", "role.swap", "Welche Rolle spielten Heinrich Brandt und Sabine Kessler bei der Kornmühle?", "Sabine Kessler gründete die Kette 1978 in Münster, und ihr Vater Heinrich Brandt übernahm 2005 die Leitung.", BAKERY, False),
    w.faith("de-bi-033", "negation", "Nimmt Möbel-Kraus auch mein Aquarium mit?", "Ja, Aquarien werden transportiert, Klaviere und Gefahrgut dagegen nicht.", MOVING, False),
    w.faith("de-bi-034", "antonym", "Darf man im Stadtarchiv fotografieren?", "Nein, Fotografieren ist dort verboten, auch ohne Blitz.", ARCHIVE, False),
    w.faith("de-bi-035", "modality", "Brauche ich im Sportbecken eine Badekappe?", "Eine Badekappe wird empfohlen, ist aber freiwillig.", POOL, False),
    w.faith("de-bi-036", "quantifier", "Brauche ich für einen Garantiefall den Kassenbon?", "Nur bei Laptops; bei Smartphones und Zubehör geht es auch ohne Kassenbon oder Bestellnummer.", WARRANTY, False),
    w.faith("de-bi-037", "value.except", "Kann ich am Montag ins Hallenbad Nord?", "Ja, das Hallenbad hat auch montags von 7 bis 21 Uhr geöffnet.", POOL, False),
    w.faith("de-bi-038", "direction", "Gibt es beim Rheinufer-Marathon eine Altersgrenze?", "Ja, die Läufer dürfen am Wettkampftag höchstens 18 Jahre alt sein.", MARATHON, False),
    w.faith("de-bi-039", "added.fact", "Was kostet der Eintritt im Hallenbad Nord?", "Eine Einzelkarte kostet 4,50 €; Schüler und Studenten zahlen ermäßigt 3 €.", POOL, False),
    w.faith("de-bi-040", "added.entity", "Wann sind die Besuchszeiten auf den Normalstationen?", "Täglich von 14 bis 19 Uhr; außerhalb dieser Zeiten vermittelt die Klinikseelsorgerin Schwester Agnes Besuche.", HOSPITAL, False),
    w.faith("de-bi-041", "mixed", "Was kostet ein Umzug mit Möbel-Kraus?", "Zwei Möbelpacker mit 7,5-Tonner kosten 95 € pro Stunde, am Wochenende kommt ein Zuschlag von 15 % dazu.", MOVING, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-bi-042", "refusal.plain", "Gibt es im Tierpark Auenwald ein Restaurant?", "Tut mir leid, dazu habe ich keine Informationen.", ZOO, True),
    w.refusal("de-bi-043", "refusal.context", "Kann ich beim Finanzamt Lindenfeld mit Karte zahlen?", "Aus den vorliegenden Unterlagen geht das leider nicht hervor.", TAX, True),
    w.refusal("de-bi-044", "refusal.short", "Bietet Möbel-Kraus auch Einlagerung an?", "Keine Ahnung.", MOVING, True),
    w.refusal("de-bi-045", "refusal.hedged", "Wann macht das Hallenbad Nord am Samstag auf?", "Ich bin mir nicht ganz sicher, aber ich glaube, um 7 Uhr.", POOL, False),
    w.refusal("de-bi-046", "refusal.partial", "Was kosten Kopien und Scans im Stadtarchiv?", "Zu Scans steht in den Unterlagen nichts, Kopien kosten aber 0,30 € pro Seite.", ARCHIVE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-bi-047", "correct.wordy", "Wer hat die Kornmühle gegründet?", "Gegründet wurde die Bäckereikette 1978 in Münster von Heinrich Brandt; später übernahm seine Tochter die Leitung.", "Heinrich Brandt.", True),
    w.correct("de-bi-048", "correct.short", "Wie lange gilt die Garantie auf Kopfhörer bei TechnoHaus?", "Ein Jahr.", "Auf Zubehör wie Kopfhörer und Ladegeräte gewährt TechnoHaus eine Garantie von einem Jahr.", True),
    w.correct("de-bi-049", "correct.format", "Wann endet die Anmeldung zum Rheinufer-Marathon?", "Am 15.08.", "Am 15. August.", True),
    w.correct("de-bi-050", "wrong.value", "Was kostet ein Wohnmobilstellplatz mit Strom auf dem Campingplatz Seeblick?", "43 € pro Nacht.", "34 € pro Nacht.", False),
    w.correct("de-bi-051", "wrong.echo", "Deckt die TechnoHaus-Garantie Displaybrüche ab?", "Ja, die TechnoHaus-Garantie deckt Displaybrüche ab.", "Nein, Displaybrüche sind nicht abgedeckt.", False),
    w.correct("de-bi-052", "wrong.role", "Wer hat 2005 die Leitung der Kornmühle übernommen?", "Heinrich Brandt.", "Sabine Kessler, die Tochter des Gründers.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("de-bi-053", "relevant.direct", "Was muss ich beim ersten Besuch im Stadtarchiv mitbringen?", "Einen Lichtbildausweis – damit werden Sie angemeldet.", ARCHIVE, True),
    w.relevant("de-bi-054", "relevant.direct", "Wie viele Leute dürfen gleichzeitig zu einem Patienten?", "Höchstens zwei.", HOSPITAL, True),
    w.relevant("de-bi-055", "relevant.yesno", "Darf ich auf dem Campingplatz Seeblick grillen?", "Ja, mit einem Gasgrill; offenes Feuer ist verboten.", CAMP, True),
    w.relevant("de-bi-056", "offtopic.true", "Was kostet der Eintritt für Kinder im Tierpark Auenwald?", "Die Seehunde werden täglich um 14:30 Uhr am Robbenbecken gefüttert.", ZOO, False),
    w.relevant("de-bi-057", "offtopic.other", "Wann hat das Finanzamt Lindenfeld geöffnet?", "Die Steuererklärung kann elektronisch über ELSTER eingereicht werden.", TAX, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-bi-058", "diag.pass", "Wie hoch ist das Startgeld beim Rheinufer-Marathon?", "Das Startgeld beträgt 79 €.", {"marathon-01": MARATHON, "pool-01": POOL}, ("marathon-01",), "pass"),
    w.diag("de-bi-059", "diag.offtopic", "Wie lange gilt die Garantie auf Ladegeräte bei TechnoHaus?", "Für 89 € lässt sich die Garantie bei Laptops auf vier Jahre verlängern.", {"warranty-01": WARRANTY, "moving-01": MOVING}, ("warranty-01",), "fix_generation"),
    w.diag("de-bi-060", "diag.unfaithful", "Wann startet der Rheinufer-Marathon?", "Der Start ist um 10 Uhr am Deutzer Hafen.", {"marathon-01": MARATHON, "camp-01": CAMP}, ("marathon-01",), "fix_generation"),
    w.diag("de-bi-061", "diag.refused", "Was kostet der Eintritt für Erwachsene im Tierpark Auenwald?", "Leider konnte ich keine Angaben zu den Eintrittspreisen finden.", {"zoo-01": ZOO, "archive-01": ARCHIVE}, ("zoo-01",), "fix_generation"),
    w.diag("de-bi-062", "diag.missed", "Was kostet eine Kopie im Stadtarchiv Potsdam?", "Das weiß ich leider nicht.", {"tax-01": TAX, "bakery-01": BAKERY}, ("archive-01",), "fix_retrieval"),
    w.diag("de-bi-063", "diag.correct_refusal", "Gibt es am Hallenbad Nord Parkplätze?", "Dazu steht leider nichts in den Unterlagen.", {"pool-01": POOL, "camp-01": CAMP}, (), "correct_refusal"),
    w.diag("de-bi-064", "diag.should_refuse", "Was kostet das Parken am Klinikum St. Marien?", "Besucher zahlen 1,50 € pro Stunde.", {"hospital-01": HOSPITAL, "zoo-01": ZOO}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
