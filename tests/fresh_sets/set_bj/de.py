"""German cases of set BJ: a software subscription plan, a botanical garden, a passport office,
a cooking class, a parking garage, a youth orchestra, an airline's baggage policy, a laundry
service, a bowling alley and a mountain hut."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

SOFTWARE = "Das Team-Abo von Wolkenblatt kostet 8,50 € pro Nutzer und Monat, bei jährlicher Zahlung 85 € pro Nutzer und Jahr. Jeder Arbeitsbereich erhält 250 GB Cloud-Speicher, und ältere Versionen werden 60 Tage lang aufbewahrt. Teams mit bis zu 25 Nutzern können das Abo online abschließen; größere Organisationen müssen sich an den Vertrieb wenden. Das Abo ist jederzeit kündbar, Jahresabos werden nach Ablauf der ersten 14 Tage jedoch nicht erstattet."
GARDEN = "Der Botanische Garten Lindenau ist täglich von 9 bis 19 Uhr geöffnet, nur am 24. Dezember bleibt er geschlossen. Der Eintritt kostet 7 € für Erwachsene und 3,50 € für Schüler; Kinder unter 6 Jahren haben freien Eintritt. Im Tropenhaus wachsen über 1.800 Pflanzenarten bei konstant 26 °C. Hunde sind im gesamten Garten verboten, ausgenommen Blindenführhunde."
PASSPORT = "Das Passbüro des Bürgeramts befindet sich in Mainz, der Landeshauptstadt von Rheinland-Pfalz, und ist montags bis freitags von 8 bis 16 Uhr geöffnet, donnerstags bis 18 Uhr. Ein Termin muss vorab online gebucht werden. Ein regulärer Reisepass kostet 70 € und ist nach etwa vier Wochen abholbereit; ein Expresspass kostet 32 € Aufschlag und liegt nach drei Werktagen vor. Das biometrische Foto darf nicht älter als sechs Monate sein."
COOKING = "Der Kurs Schwäbische Küche im Kochstudio Kessler findet jeden Freitag von 18 bis 21:30 Uhr statt. Die Teilnahme kostet 89 € pro Person, Zutaten und Getränke inklusive. Pro Kurs sind höchstens 14 Teilnehmer zugelassen. Geleitet wird der Kurs von Küchenmeister Jürgen Kessler, unterstützt von seiner Tochter Lena. Wer weniger als 72 Stunden vor Kursbeginn absagt, bekommt kein Geld zurück."
PARKING = "Das Parkhaus am Marktplatz hat 430 Stellplätze auf vier Ebenen und ist rund um die Uhr geöffnet. Die erste halbe Stunde ist kostenlos, danach kostet jede angefangene Stunde 2,20 €, höchstens jedoch 18 € pro Tag. Ein Monatsticket kostet 95 €. Ladesäulen für Elektroautos befinden sich auf Ebene 1; Fahrzeuge über 2,00 m Höhe dürfen nicht einfahren."
ORCHESTRA = "Das Jugendsinfonieorchester Rheinhessen nimmt junge Musikerinnen und Musiker zwischen 13 und 21 Jahren auf. Geprobt wird jeden Mittwoch von 18:30 bis 21 Uhr in der Aula des Goethe-Gymnasiums. Gegründet wurde das Orchester 1979 von der Dirigentin Ursula Brandt; seit 2017 leitet es Tobias Reimann. Der Mitgliedsbeitrag beträgt 240 € im Jahr, und das Vorspiel für neue Mitglieder findet am 14. September 2024 statt."
BAGGAGE = "Bei Alpenflug dürfen Passagiere der Economy Class auf Langstreckenflügen ein Gepäckstück bis 23 kg kostenlos aufgeben. Jedes weitere Gepäckstück kostet 70 €. Das Handgepäck darf höchstens 8 kg wiegen. Bei Flügen in die USA dürfen aufgegebene Koffer nur mit TSA-zertifizierten Schlössern verschlossen werden. Sportgeräte wie Skier zählen als ein aufgegebenes Gepäckstück."
LAUNDRY = "Die Wäscherei Blitzblank wäscht, trocknet und legt Wäsche für 3,90 € pro Kilogramm, bei einer Mindestmenge von 4 kg. Wäsche, die vor 9 Uhr abgegeben wird, ist am selben Tag ab 17 Uhr abholbereit. Die chemische Reinigung dauert zwei Werktage. Ab einem Auftragswert von 40 € sind Abholung und Lieferung im Umkreis von 5 km kostenlos. Die Wäscherei ist täglich außer sonntags geöffnet."
BOWLING = "Das Bowlingcenter Strike hat 18 Bahnen und ist täglich von 14 bis 23 Uhr geöffnet, freitags und samstags bis 1 Uhr nachts. Ein Spiel kostet 4,50 € pro Person, Leihschuhe kosten 2 €. Dienstags gilt für alle Spiele der halbe Preis. Kinder unter 12 Jahren dürfen nur in Begleitung eines Erwachsenen spielen. Gegründet hat die Anlage 1988 Horst Wagner; seit 2014 führt sie sein Sohn Markus."
HUT = "Die Hochalmhütte liegt auf 2.245 m Höhe und ist von Anfang Juni bis Mitte Oktober bewirtschaftet. Eine Übernachtung im Matratzenlager kostet 32 €, für Mitglieder des Alpenvereins 16 €. Ein Hüttenschlafsack ist Pflicht; Decken sind vorhanden. Gruppen ab acht Personen müssen vorab reservieren. Vom Parkplatz Talboden aus dauert der Aufstieg etwa drei Stunden."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("de-bj-001", "para.reorder", "Wann ist die Hochalmhütte bewirtschaftet?", "Bewirtschaftet ist die Hütte von Anfang Juni bis Mitte Oktober.", HUT, True),
    w.faith("de-bj-002", "para.passive", "Wer hat das Jugendsinfonieorchester Rheinhessen gegründet?", "Die Dirigentin Ursula Brandt gründete das Orchester im Jahr 1979.", ORCHESTRA, True),
    w.faith("de-bj-003", "para.synonym", "Wie groß ist das Parkhaus am Marktplatz?", "Es bietet 430 Parkplätze auf vier Etagen.", PARKING, True),
    w.faith("de-bj-004", "para.nominal", "Bekomme ich mein Geld zurück, wenn ich den Kochkurs am Vortag absage?", "Nein, bei einer Absage weniger als 72 Stunden vor Kursbeginn gibt es keine Erstattung.", COOKING, True),
    w.faith("de-bj-005", "para.capital", "In welcher Stadt ist das Passbüro?", "In Mainz. Mainz ist die Hauptstadt von Rheinland-Pfalz.", PASSPORT, True),
    w.faith("de-bj-006", "para.pronoun", "Wer führt das Bowlingcenter Strike heute?", "Markus, der Sohn des Gründers Horst Wagner. Er führt es seit 2014.", BOWLING, True),
    w.faith("de-bj-007", "para.relative", "Wie warm ist es im Tropenhaus?", "Das Tropenhaus, in dem über 1.800 Pflanzenarten wachsen, wird konstant auf 26 °C gehalten.", GARDEN, True),
    w.faith("de-bj-008", "para.part", "Wie viel Speicher gibt es beim Team-Abo von Wolkenblatt?", "Jeder Arbeitsbereich bekommt 250 GB Cloud-Speicher.", SOFTWARE, True),
    w.faith("de-bj-009", "para.combine", "Was kostet bei Alpenflug das Aufgeben von Gepäck auf der Langstrecke?", "In der Economy Class ist ein Gepäckstück bis 23 kg frei, jedes weitere kostet 70 €.", BAGGAGE, True),
    w.faith("de-bj-010", "fmt.number", "Wie lange dauert die chemische Reinigung bei Blitzblank?", "Sie dauert 2 Werktage.", LAUNDRY, True),
    w.faith("de-bj-011", "fmt.thousands", "Wie hoch liegt die Hochalmhütte?", "Die Hütte liegt auf 2245 m Höhe.", HUT, True),
    w.faith("de-bj-012", "fmt.scale", "Wie schwer darf mein Handgepäck bei Alpenflug sein?", "Höchstens 8000 Gramm.", BAGGAGE, True),
    w.faith("de-bj-013", "fmt.date", "Wann ist das Vorspiel für neue Mitglieder?", "Das Vorspiel findet am 14.09.2024 statt.", ORCHESTRA, True),
    w.faith("de-bj-014", "fmt.time", "Wann probt das Jugendsinfonieorchester?", "Mittwochs von halb sieben bis neun Uhr abends in der Aula des Goethe-Gymnasiums.", ORCHESTRA, True),
    w.faith("de-bj-015", "fmt.unit", "Liefert Blitzblank auch nach Hause?", "Ja, ab einem Auftragswert von 40 € werden Abholung und Lieferung im Umkreis von 5 Kilometern kostenlos angeboten.", LAUNDRY, True),
    w.faith("de-bj-016", "fmt.abbrev", "Darf ich meinen Koffer auf dem Flug nach New York abschließen?", "Bei Flügen in die Vereinigten Staaten sind nur TSA-zertifizierte Schlösser erlaubt.", BAGGAGE, True),
    w.faith("de-bj-017", "fmt.currency", "Was kostet ein Spiel im Bowlingcenter Strike?", "Ein Spiel kostet 4 Euro 50 pro Person.", BOWLING, True),
    w.faith("de-bj-018", "fmt.range", "Wie teuer kann ein ganzer Tag im Parkhaus am Marktplatz werden?", "Mehr als 18 € am Tag zahlt man dort nicht.", PARKING, True),
    w.faith("de-bj-019", "fmt.period", "Wann kann ich meinen regulären Reisepass abholen?", "Nach etwa 28 Tagen liegt er zur Abholung bereit.", PASSPORT, True),
    w.faith("de-bj-020", "fmt.share", "Gibt es im Bowlingcenter Strike einen günstigen Tag?", "Ja, dienstags kosten alle Spiele 50 % weniger.", BOWLING, True),
    w.faith("de-bj-021", "para.except", "Hat die Wäscherei Blitzblank sonntags auf?", "Nein, sonntags ist sie geschlossen.", LAUNDRY, True),
    w.faith("de-bj-022", "wrap.opener", "Was kostet der Kurs Schwäbische Küche?", "Gern! Der Kurs kostet 89 € pro Person, Zutaten und Getränke sind schon dabei.", COOKING, True),
    w.faith("de-bj-023", "wrap.closer", "Bis wann hat der Botanische Garten abends geöffnet?", "Bis 19 Uhr. Ich hoffe, das hilft Ihnen weiter!", GARDEN, True),
    w.faith("de-bj-024", "wrap.attribution", "Brauche ich auf der Hochalmhütte einen eigenen Schlafsack?", "Laut den Angaben der Hütte ist ein Hüttenschlafsack Pflicht.", HUT, True),
    w.faith("de-bj-025", "wrap.hedge", "Kann ich das Wolkenblatt-Abo kündigen?", "Soweit ich sehe, ist das Abo jederzeit kündbar.", SOFTWARE, True),
    w.faith("de-bj-026", "wrap.question", "Was kostet ein Monatsticket im Parkhaus am Marktplatz?", "Ein Monatsticket kostet 95 €. Möchten Sie auch die Stundentarife wissen?", PARKING, True),
    w.faith("de-bj-027", "value.number", "Wie viele Bahnen hat das Bowlingcenter Strike?", "Das Bowlingcenter hat 16 Bahnen.", BOWLING, False),
    w.faith("de-bj-028", "value.date", "Wann ist das Vorspiel beim Jugendsinfonieorchester?", "Das Vorspiel für neue Mitglieder findet am 24. September 2024 statt.", ORCHESTRA, False),
    w.faith("de-bj-029", "value.time", "Hat das Passbüro an einem Tag länger geöffnet?", "Ja, donnerstags hat es bis 20 Uhr geöffnet.", PASSPORT, False),
    w.faith("de-bj-030", "value.unit", "Was kostet das Team-Abo von Wolkenblatt?", "Es kostet 8,50 € pro Nutzer und Jahr.", SOFTWARE, False),
    w.faith("de-bj-031", "value.currency", "Was zahlen Schüler im Botanischen Garten?", "Schüler zahlen 4,50 € Eintritt.", GARDEN, False),
    w.faith("de-bj-032", "role.swap", "Wer leitet den Kurs Schwäbische Küche?", "Lena Kessler leitet den Kurs, unterstützt von ihrem Vater Jürgen.", COOKING, False),
    w.faith("de-bj-033", "negation", "Zählen Skier bei Alpenflug als Gepäckstück?", "Nein, Skier werden nicht als aufgegebenes Gepäckstück gezählt.", BAGGAGE, False),
    w.faith("de-bj-034", "antonym", "Ist die Hochalmhütte im Sommer offen?", "Nein, von Anfang Juni bis Mitte Oktober ist die Hütte geschlossen.", HUT, False),
    w.faith("de-bj-035", "modality", "Brauche ich für das Passbüro einen Termin?", "Einen Termin kann man online buchen, man kann aber auch ohne Termin vorbeikommen.", PASSPORT, False),
    w.faith("de-bj-036", "quantifier", "Wo kann ich im Parkhaus am Marktplatz mein E-Auto laden?", "Ladesäulen gibt es auf allen Ebenen.", PARKING, False),
    w.faith("de-bj-037", "value.except", "Darf ich mit meinem Blindenführhund in den Botanischen Garten?", "Nein, Hunde sind im gesamten Garten verboten, auch Blindenführhunde.", GARDEN, False),
    w.faith("de-bj-038", "direction", "Dürfen Kinder allein im Bowlingcenter Strike spielen?", "Kinder über 12 Jahren dürfen nur in Begleitung eines Erwachsenen spielen.", BOWLING, False),
    w.faith("de-bj-039", "added.fact", "Wie viel Wäsche muss ich bei Blitzblank mindestens abgeben?", "Die Mindestmenge liegt bei 4 kg, und Bettwäsche wird zum halben Preis gewaschen.", LAUNDRY, False),
    w.faith("de-bj-040", "added.entity", "Wann ist die Hochalmhütte geöffnet?", "Hüttenwirt Sepp Huber bewirtschaftet die Hütte von Anfang Juni bis Mitte Oktober.", HUT, False),
    w.faith("de-bj-041", "mixed", "Kann ich mein Jahresabo bei Wolkenblatt kündigen?", "Ja, das Abo ist jederzeit kündbar, und nach der Kündigung wird der Restbetrag anteilig erstattet.", SOFTWARE, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-bj-042", "refusal.plain", "Gibt es auf der Hochalmhütte Duschen?", "Tut mir leid, dazu habe ich keine Informationen.", HUT, True),
    w.refusal("de-bj-043", "refusal.context", "Gibt es für das Team-Abo einen Rabatt für Schulen?", "Die vorliegenden Unterlagen sagen nichts über einen Schulrabatt, daher kann ich das nicht beantworten.", SOFTWARE, True),
    w.refusal("de-bj-044", "refusal.short", "Hat das Bowlingcenter Strike einen eigenen Parkplatz?", "Keine Ahnung.", BOWLING, True),
    w.refusal("de-bj-045", "refusal.hedged", "Wann fängt der Kochkurs an?", "Ich bin mir nicht ganz sicher, aber ich glaube, freitags um 18 Uhr.", COOKING, False),
    w.refusal("de-bj-046", "refusal.partial", "Was kostet im Parkhaus am Marktplatz das Parken für Motorräder und für Autos?", "Zu Motorrädern steht in den Unterlagen nichts; allgemein ist die erste halbe Stunde kostenlos, danach kostet jede angefangene Stunde 2,20 €.", PARKING, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-bj-047", "correct.wordy", "Wer hat das Jugendsinfonieorchester Rheinhessen gegründet?", "Das Jugendsinfonieorchester Rheinhessen geht auf die Dirigentin Ursula Brandt zurück, die es im Jahr 1979 gegründet hat.", "Die Dirigentin Ursula Brandt.", True),
    w.correct("de-bj-048", "correct.short", "Wie lange dauert es, bis ein regulärer Reisepass fertig ist?", "Etwa vier Wochen.", "Ein regulärer Reisepass ist nach etwa vier Wochen abholbereit; ein Expresspass liegt gegen Aufschlag nach drei Werktagen vor.", True),
    w.correct("de-bj-049", "correct.format", "Wie schwer darf das Handgepäck bei Alpenflug sein?", "Maximal acht Kilogramm.", "Höchstens 8 kg.", True),
    w.correct("de-bj-050", "wrong.value", "Was kostet das Monatsticket im Parkhaus am Marktplatz?", "Das Monatsticket kostet 75 €.", "95 €.", False),
    w.correct("de-bj-051", "wrong.echo", "Auf welcher Ebene des Parkhauses am Marktplatz sind die Ladesäulen?", "Die Ladesäulen des Parkhauses am Marktplatz sind auf Ebene 3.", "Auf Ebene 1.", False),
    w.correct("de-bj-052", "wrong.role", "Wer hat das Bowlingcenter Strike gegründet, und wer führt es heute?", "Markus Wagner hat es gegründet, heute führt es sein Vater Horst.", "Horst Wagner hat es gegründet; heute führt es sein Sohn Markus.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("de-bj-053", "relevant.direct", "Wann ist die Wäscherei Blitzblank zu?", "Sonntags.", LAUNDRY, True),
    w.relevant("de-bj-054", "relevant.yesno", "Darf ich meinen Hund in den Botanischen Garten Lindenau mitnehmen?", "Nein, es sei denn, es ist ein Blindenführhund.", GARDEN, True),
    w.relevant("de-bj-055", "relevant.direct", "Wie lange braucht man hinauf zur Hochalmhütte?", "Vom Parkplatz Talboden sind es ungefähr drei Stunden.", HUT, True),
    w.relevant("de-bj-056", "offtopic.true", "Wann probt das Jugendsinfonieorchester Rheinhessen?", "Der Mitgliedsbeitrag beträgt 240 € im Jahr.", ORCHESTRA, False),
    w.relevant("de-bj-057", "offtopic.other", "Was kostet die chemische Reinigung bei Blitzblank?", "Die chemische Reinigung dauert zwei Werktage.", LAUNDRY, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-bj-058", "diag.pass", "Was kostet der Kurs Schwäbische Küche?", "89 € pro Person, Zutaten und Getränke inklusive.", {"cooking-01": COOKING, "bowling-01": BOWLING}, ("cooking-01",), "pass"),
    w.diag("de-bj-059", "diag.offtopic", "Wie viel kostet das Parken im Parkhaus am Marktplatz höchstens pro Tag?", "Ladesäulen für Elektroautos befinden sich auf Ebene 1.", {"parking-01": PARKING, "laundry-01": LAUNDRY}, ("parking-01",), "fix_generation"),
    w.diag("de-bj-060", "diag.unfaithful", "Wie hoch ist der Aufschlag für einen Expresspass?", "Der Expresspass kostet 50 € Aufschlag.", {"passport-01": PASSPORT, "software-01": SOFTWARE}, ("passport-01",), "fix_generation"),
    w.diag("de-bj-061", "diag.refused", "Was kostet bei Alpenflug ein zusätzliches Gepäckstück?", "Das kann ich den Unterlagen leider nicht entnehmen.", {"baggage-01": BAGGAGE, "hut-01": HUT}, ("baggage-01",), "fix_generation"),
    w.diag("de-bj-062", "diag.missed", "Wie groß ist die Mindestmenge bei der Wäscherei Blitzblank?", "Ich weiß es nicht.", {"garden-01": GARDEN, "orchestra-01": ORCHESTRA}, ("laundry-01",), "fix_retrieval"),
    w.diag("de-bj-063", "diag.correct_refusal", "Wie lautet das WLAN-Passwort im Botanischen Garten Lindenau?", "Tut mir leid, das steht nicht in den Unterlagen.", {"garden-01": GARDEN, "software-01": SOFTWARE}, (), "correct_refusal"),
    w.diag("de-bj-064", "diag.should_refuse", "Wer hat das Tropenhaus im Botanischen Garten Lindenau entworfen?", "Das Tropenhaus wurde 1971 von dem Architekten Klaus Hellwig entworfen.", {"garden-01": GARDEN, "hut-01": HUT}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
