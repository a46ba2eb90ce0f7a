"""Fresh set cc, German: das Strickcafé Maschenwerk, das Langlaufzentrum Hochmoos im Allgäu,
die Fahrradwerkstatt Speichenklinik in Leipzig, Führungen am Leuchtturm Süderhörn, das
Studentenwohnheim Lindenhof, die Löwen-Apotheke in Bamberg, der Selbstpflückhof Obsthof
Sonnenhang, der Tischtennisclub Rheinaue in Mainz, das Ozeanium Warnemünde und die
Schuhmacherei Albrecht."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

KNITTING_CAFE = "Das Maschenwerk ist ein Strickcafé in der Altstadt, das von Katrin Vogel geführt wird. Es hat täglich außer montags von 10 bis 19 Uhr geöffnet. Der Anfängerkurs mit Kursleiter Jonas Brandt findet donnerstags um 18:30 Uhr statt und kostet 14 € pro Termin, Wolle inklusive. Gäste dürfen ihre eigene Wolle und eigene Nadeln mitbringen. Gruppen von bis zu 8 Personen können das Hinterzimmer reservieren, allerdings mindestens 48 Stunden im Voraus."

SKI_CENTRE = "Das Langlaufzentrum Hochmoos im Allgäu präpariert 55 km Loipen. Eine Tageskarte kostet für Erwachsene 12 €, Kinder unter 12 Jahren laufen kostenlos. Leihski werden von 8:30 bis 15 Uhr ausgegeben und müssen bis 16:30 Uhr zurückgegeben werden. Cheftrainerin Anja Huber leitet jeden Samstagvormittag einen Technikkurs, der auf 10 Teilnehmer begrenzt ist. Sinkt die Temperatur unter −20 °C, werden die Loipen gesperrt."

BIKE_WORKSHOP = "Die Mechaniker Felix Wagner und Svenja Roth gründeten 2013 die Fahrradwerkstatt Speichenklinik in Leipzig. Eine Standardinspektion kostet 69 € und dauert in der Regel zwei Werktage. Platten werden für 12 € sofort repariert, allerdings nur bei Rädern, die vor 17 Uhr gebracht werden. Felix baut Laufräder, während Svenja auf E-Bike-Motoren spezialisiert ist. Für reparierte Räder, die länger als 30 Tage nicht abgeholt werden, fällt eine Lagergebühr von 3 € pro Tag an."

LIGHTHOUSE = "Der Leuchtturm Süderhörn an der Nordsee wurde 1891 erbaut, ist 41 Meter hoch und hat 190 Stufen bis zum Laternenraum. Führungen finden vom 1. April bis zum 31. Oktober statt und beginnen zwischen 10 und 16 Uhr zu jeder vollen Stunde. Der Eintritt kostet 7 € für Erwachsene und 3,50 € für Kinder von 6 bis 15 Jahren; Kinder unter 6 Jahren dürfen den Turm nicht besteigen. Die Führungen leitet Hauke Petersen, der Enkel des letzten Leuchtturmwärters, und sie dauern etwa 40 Minuten. Bei Windgeschwindigkeiten über 70 km/h fallen die Führungen aus."

DORMITORY = "Das Studentenwohnheim Lindenhof hat 180 Einzelzimmer auf vier Etagen. Die Miete beträgt 395 € im Monat, Strom und WLAN inbegriffen. Die Nachtruhe gilt unter der Woche von 22 bis 7 Uhr, beginnt freitags und samstags aber erst um Mitternacht. Übernachtungsgäste dürfen höchstens drei Nächte pro Monat bleiben und müssen bei der Wohnheimtutorin Lena Schulz angemeldet werden. Die Waschküche im Keller ist rund um die Uhr geöffnet, ein Waschgang kostet 2 €."

PHARMACY = "Die Löwen-Apotheke am Bamberger Marktplatz ist montags bis freitags von 8 bis 19 Uhr und samstags von 9 bis 13 Uhr geöffnet; sonntags bleibt sie geschlossen. Apothekenleiter Martin Keller prüft jedes Rezept, und die pharmazeutisch-technische Assistentin Sabine Lorenz kümmert sich um die Lieferaufträge. Rezepte, die vor 12 Uhr abgegeben werden, liegen am selben Nachmittag bereit. Die Lieferung ist ab einem Bestellwert von 30 € kostenlos, sonst kostet sie 4 €. Grippeimpfungen gibt es ohne Termin für alle ab 18 Jahren."

ORCHARD = "Der Obsthof Sonnenhang am Bodensee ist ein Selbstpflückhof mit 1.400 Apfelbäumen und 250 Birnbäumen; Georg Brenner führt ihn, und seine Familie bewirtschaftet den Hof seit 1958. Die Pflücksaison dauert vom 25. August bis zum 31. Oktober, und der Hof ist von 9 bis 18 Uhr geöffnet. Äpfel kosten 2,50 € pro Kilogramm. Jeder Besucher zahlt 3 € Eintritt, die bei einem Einkauf von mehr als 5 kg erstattet werden. Leitern sind nicht erlaubt; gepflückt wird mit Stangen, die der Hof zur Verfügung stellt."

TABLE_TENNIS = "Der Tischtennisclub Rheinaue spielt in einer Halle in der Mainzer Hafenstraße mit 12 Tischen. Freies Spiel ist dienstags und donnerstags von 18 bis 22 Uhr. Der Jahresbeitrag für Erwachsene beträgt 180 €, Jugendliche unter 18 Jahren zahlen die Hälfte. Die Vorsitzende Birgit Hahn organisiert den Ligabetrieb, und Trainer Tobias Kern leitet samstags das Jugendtraining. Nichtmitglieder dürfen bis zu dreimal als Gast spielen, bevor sie beitreten müssen, und zahlen 5 € pro Besuch."

AQUARIUM = "Das Ozeanium Warnemünde fasst 2,4 Millionen Liter Wasser und zeigt rund 4.500 Tiere aus 320 Arten. Es ist täglich von 10 bis 18 Uhr geöffnet, außer am 24. Dezember, an dem es geschlossen bleibt. Erwachsene zahlen 19,50 €, Senioren ab 65 Jahren 15 €, und Kinder unter 3 Jahren haben freien Eintritt. Die 16 Eselspinguine kamen 2017 aus einem Zoo in Wien; ihre Fütterung um 11:15 Uhr und um 15:45 Uhr moderiert die Meeresbiologin Dr. Julia Brandl. Fotografieren mit Blitz ist in allen Ausstellungsräumen verboten."

SHOE_REPAIR = "Die Schuhmacherei Albrecht wird von Schuhmachermeister Werner Albrecht und seinem Sohn Paul geführt. Neue Absätze für ein Paar Schuhe kosten 24 € und sind am nächsten Tag fertig. Eine komplette Neubesohlung kostet 59 € und dauert bis zu 7 Werktage. Werner übernimmt alle Lederarbeiten, während Paul Reißverschlüsse und Taschen repariert. Montags ist die Werkstatt geschlossen, und Reparaturen, die nicht innerhalb von 90 Tagen abgeholt werden, gehen als Spende an eine gemeinnützige Organisation."

# fmt: off
FAITHFULNESS = [
    w.faith("de-cc-001", "para.reorder", "Wann ist der Anfängerkurs, und was kostet er?", "Für 14 € pro Termin, Wolle inklusive, kann man donnerstags um 18:30 Uhr am Anfängerkurs von Jonas Brandt teilnehmen.", KNITTING_CAFE, True),
    w.faith("de-cc-002", "para.passive", "Wer hat die Speichenklinik gegründet?", "Die Speichenklinik wurde 2013 von den Mechanikern Felix Wagner und Svenja Roth gegründet.", BIKE_WORKSHOP, True),
    w.faith("de-cc-003", "para.synonym", "Was passiert bei strengem Frost mit den Loipen?", "Wird es kälter als −20 °C, werden die Loipen geschlossen.", SKI_CENTRE, True),
    w.faith("de-cc-004", "para.nominal", "Wie lange dauert eine Führung am Leuchtturm?", "Die Dauer einer Führung beträgt etwa 40 Minuten.", LIGHTHOUSE, True),
    w.faith("de-cc-005", "para.capital", "Woher stammen die Pinguine im Ozeanium?", "Die Eselspinguine kamen 2017 aus einem Zoo in der österreichischen Hauptstadt.", AQUARIUM, True),
    w.faith("de-cc-006", "para.pronoun", "Bei wem müssen Übernachtungsgäste angemeldet werden?", "Bei Lena Schulz: Sie ist die Wohnheimtutorin, und Übernachtungsgäste müssen bei ihr angemeldet werden.", DORMITORY, True),
    w.faith("de-cc-007", "para.relative", "Wer kümmert sich um die Lieferaufträge?", "Sabine Lorenz, die in der Apotheke als pharmazeutisch-technische Assistentin arbeitet, kümmert sich um die Lieferaufträge.", PHARMACY, True),
    w.faith("de-cc-008", "para.part", "Hat die Löwen-Apotheke am Mittwoch um 18 Uhr geöffnet?", "Ja, mittwochs ist sie bis 19 Uhr geöffnet.", PHARMACY, True),
    w.faith("de-cc-009", "para.combine", "Wie viele Tische gibt es, und wann ist freies Spiel?", "Es gibt 12 Tische, und freies Spiel ist dienstags und donnerstags von 18 bis 22 Uhr.", TABLE_TENNIS, True),
    w.faith("de-cc-010", "fmt.number", "Wie lange dauert eine komplette Neubesohlung?", "Eine komplette Neubesohlung dauert bis zu sieben Werktage.", SHOE_REPAIR, True),
    w.faith("de-cc-011", "fmt.thousands", "Wie viele Apfelbäume hat der Obsthof Sonnenhang?", "Der Hof hat 1400 Apfelbäume.", ORCHARD, True),
    w.faith("de-cc-012", "fmt.scale", "Wie lang ist das Loipennetz in Hochmoos?", "Es werden 55.000 Meter Loipen präpariert.", SKI_CENTRE, True),
    w.faith("de-cc-013", "fmt.date", "In welchem Zeitraum gibt es Führungen?", "Vom 01.04. bis zum 31.10.", LIGHTHOUSE, True),
    w.faith("de-cc-014", "fmt.time", "Wann hat die Apotheke samstags geöffnet?", "Samstags von neun Uhr morgens bis ein Uhr mittags.", PHARMACY, True),
    w.faith("de-cc-015", "fmt.unit", "Wann fallen die Führungen aus?", "Wenn der Wind schneller als 70 Kilometer pro Stunde weht.", LIGHTHOUSE, True),
    w.faith("de-cc-016", "fmt.abbrev", "Wie hoch ist die Miete im Lindenhof?", "395 €/Monat inkl. Strom u. WLAN.", DORMITORY, True),
    w.faith("de-cc-017", "fmt.currency", "Was kosten neue Absätze?", "Neue Absätze für ein Paar kosten 24 Euro und sind am nächsten Tag fertig.", SHOE_REPAIR, True),
    w.faith("de-cc-018", "fmt.range", "Wie oft darf ein Nichtmitglied als Gast spielen?", "Als Gast darf ein Nichtmitglied maximal dreimal spielen, für 5 € pro Besuch.", TABLE_TENNIS, True),
    w.faith("de-cc-019", "fmt.period", "Wie früh muss ich das Hinterzimmer reservieren?", "Mindestens zwei Tage vorher.", KNITTING_CAFE, True),
    w.faith("de-cc-020", "fmt.share", "Was zahlen Jugendliche im Verein?", "Jugendliche unter 18 Jahren zahlen 50 % des Erwachsenenbeitrags von 180 € im Jahr.", TABLE_TENNIS, True),
    w.faith("de-cc-021", "para.except", "Hat das Maschenwerk montags geöffnet?", "Nein, montags ist Ruhetag; an allen anderen Tagen ist von 10 bis 19 Uhr geöffnet.", KNITTING_CAFE, True),
    w.faith("de-cc-022", "wrap.opener", "An welchem Tag ist die Schuhmacherei geschlossen?", "Gute Frage! Die Schuhmacherei Albrecht ist montags geschlossen.", SHOE_REPAIR, True),
    w.faith("de-cc-023", "wrap.closer", "Darf ich eine Leiter mitbringen?", "Nein, Leitern sind nicht erlaubt, der Hof stellt aber Pflückstangen zur Verfügung. Viel Spaß beim Pflücken!", ORCHARD, True),
    w.faith("de-cc-024", "wrap.attribution", "Was kostet ein Waschgang?", "Laut Dokument kostet ein Waschgang in der Waschküche 2 €.", DORMITORY, True),
    w.faith("de-cc-025", "wrap.hedge", "Was kostet eine Standardinspektion?", "Ich glaube, eine Standardinspektion kostet 69 € und dauert meist zwei Werktage.", BIKE_WORKSHOP, True),
    w.faith("de-cc-026", "wrap.question", "Brauchen Kinder eine Tageskarte?", "Kinder unter 12 Jahren laufen kostenlos, Erwachsene zahlen 12 € für die Tageskarte. Soll ich Ihnen auch die Verleihzeiten nennen?", SKI_CENTRE, True),
    w.faith("de-cc-027", "value.number", "Wie viele Arten leben im Ozeanium?", "Rund 4.500 Tiere aus 420 Arten.", AQUARIUM, False),
    w.faith("de-cc-028", "value.date", "Wann endet die Pflücksaison?", "Die Pflücksaison endet am 30. November.", ORCHARD, False),
    w.faith("de-cc-029", "value.time", "Wann werden die Pinguine gefüttert?", "Um 11:15 Uhr und um 16:45 Uhr.", AQUARIUM, False),
    w.faith("de-cc-030", "value.unit", "Wie hoch ist der Leuchtturm Süderhörn?", "Der Leuchtturm Süderhörn ist 41 Fuß hoch.", LIGHTHOUSE, False),
    w.faith("de-cc-031", "value.currency", "Was kostet ein Termin des Anfängerkurses?", "Ein Termin kostet 14 Dollar, die Wolle ist inklusive.", KNITTING_CAFE, False),
    w.faith("de-cc-032", "role.swap", "Wer macht die Lederarbeiten, und wer repariert Reißverschlüsse?", "Paul übernimmt alle Lederarbeiten, während Werner Reißverschlüsse und Taschen repariert.", SHOE_REPAIR, False),
    w.faith("de-cc-033", "negation", "Ist der Strom in der Miete enthalten?", "Nein, in der Monatsmiete von 395 € ist der Strom nicht enthalten.", DORMITORY, False),
    w.faith("de-cc-034", "antonym", "Wann ist die Lieferung kostenlos?", "Die Lieferung ist bei Bestellungen unter 30 € kostenlos.", PHARMACY, False),
    w.faith("de-cc-035", "modality", "Muss ich eigene Wolle mitbringen?", "Ja, Gäste müssen ihre eigene Wolle und eigene Nadeln mitbringen.", KNITTING_CAFE, False),
    w.faith("de-cc-036", "quantifier", "Darf ich im Ozeanium mit Blitz fotografieren?", "Fotografieren mit Blitz ist nur in einigen Ausstellungsräumen verboten.", AQUARIUM, False),
    w.faith("de-cc-037", "value.except", "Hat das Ozeanium am 24. Dezember geöffnet?", "Ja, es ist an allen Tagen des Jahres geöffnet, auch am 24. Dezember, jeweils von 10 bis 18 Uhr.", AQUARIUM, False),
    w.faith("de-cc-038", "direction", "Wann muss ich mein Rad bringen, damit der Platten sofort repariert wird?", "Platten werden für 12 € sofort repariert, wenn das Rad nach 17 Uhr gebracht wird.", BIKE_WORKSHOP, False),
    w.faith("de-cc-039", "added.fact", "Bekomme ich den Eintritt zurück?", "Ja, die 3 € werden erstattet, wenn Sie mehr als 5 kg kaufen, und Kinder unter 10 Jahren zahlen gar keinen Eintritt.", ORCHARD, False),
    w.faith("de-cc-040", "added.entity", "Wer leitet das Jugendtraining?", "Trainer Tobias Kern leitet samstags das Jugendtraining, zusammen mit seiner Co-Trainerin Nadine Fuchs.", TABLE_TENNIS, False),
    w.faith("de-cc-041", "mixed", "Was kostet eine Tageskarte?", "Erwachsene zahlen 12 €, Kinder unter 12 Jahren 6 €.", SKI_CENTRE, False),
]

REFUSAL = [
    w.refusal("de-cc-042", "refusal.plain", "Gibt es am Leuchtturm Süderhörn einen Souvenirladen?", "Das weiß ich nicht.", LIGHTHOUSE, True),
    w.refusal("de-cc-043", "refusal.context", "Verkauft die Löwen-Apotheke Hörgeräte?", "Im bereitgestellten Kontext steht nicht, ob die Löwen-Apotheke Hörgeräte verkauft.", PHARMACY, True),
    w.refusal("de-cc-044", "refusal.short", "Gibt es bei der Schuhmacherei Albrecht einen Studentenrabatt?", "Weiß ich leider nicht.", SHOE_REPAIR, True),
    w.refusal("de-cc-045", "refusal.long", "Gibt es am Lindenhof Parkplätze?", "Vielen Dank für Ihre Frage. Ich habe die Informationen zum Wohnheim Lindenhof durchgesehen: Sie beschreiben die Zimmer, die Miete, die Nachtruhe, die Regeln für Übernachtungsgäste und die Waschküche, erwähnen aber keine Parkplätze. Deshalb kann ich Ihnen leider nicht sagen, ob es dort Parkmöglichkeiten gibt.", DORMITORY, True),
    w.refusal("de-cc-046", "refusal.hedged", "Bis wann muss ich die Leihski zurückgeben?", "Ganz sicher bin ich mir nicht, aber ich glaube, bis 16:30 Uhr.", SKI_CENTRE, False),
    w.refusal("de-cc-047", "refusal.partial", "Was kostet der Eintritt für Erwachsene, und gibt es ein Café?", "Erwachsene zahlen 19,50 €. Ob es ein Café gibt, geht aus den Informationen aber nicht hervor.", AQUARIUM, False),
]

CORRECTNESS = [
    w.correct("de-cc-048", "correct.wordy", "Wann findet Anja Hubers Technikkurs statt?", "Wenn Sie bei Anja Huber an Ihrer Technik feilen möchten, sollten Sie sich die Samstagvormittage freihalten, denn genau dann findet ihr Kurs jede Woche statt.", "Jeden Samstagvormittag.", True),
    w.correct("de-cc-049", "correct.short", "Wie viele Stufen führen zum Laternenraum?", "190.", "Bis zum Laternenraum sind es 190 Stufen.", True),
    w.correct("de-cc-050", "correct.format", "Um wie viel Uhr schließt der Obsthof?", "Um sechs Uhr abends.", "Der Hof schließt um 18 Uhr.", True),
    w.correct("de-cc-051", "wrong.value", "Wie hoch ist die Monatsmiete im Lindenhof?", "Die Miete beträgt 495 € im Monat.", "Die Miete beträgt 395 € im Monat, inklusive Strom und WLAN.", False),
    w.correct("de-cc-052", "wrong.echo", "Wie viele Tische hat der Tischtennisclub Rheinaue?", "Der Tischtennisclub Rheinaue hat 8 Tische.", "Der Club hat 12 Tische.", False),
    w.correct("de-cc-053", "wrong.role", "Welche Aufgaben haben Martin Keller und Sabine Lorenz?", "Sabine Lorenz prüft jedes Rezept, und Martin Keller kümmert sich um die Lieferaufträge.", "Apothekenleiter Martin Keller prüft jedes Rezept, und Sabine Lorenz kümmert sich um die Lieferaufträge.", False),
]

RELEVANCY = [
    w.relevant("de-cc-054", "relevant.direct", "Für wie viele Personen kann man das Hinterzimmer reservieren?", "Das Hinterzimmer kann von Gruppen mit bis zu acht Personen reserviert werden.", KNITTING_CAFE, True),
    w.relevant("de-cc-055", "relevant.yesno", "Repariert die Speichenklinik E-Bike-Motoren?", "Ja, Svenja Roth ist auf E-Bike-Motoren spezialisiert.", BIKE_WORKSHOP, True),
    w.relevant("de-cc-056", "offtopic.true", "Um wie viel Uhr öffnet der Obsthof?", "Die Familie von Georg Brenner bewirtschaftet den Hof seit 1958.", ORCHARD, False),
    w.relevant("de-cc-057", "offtopic.other", "An welchen Tagen ist freies Spiel?", "Der Jahresbeitrag für Erwachsene beträgt 180 €, Jugendliche zahlen die Hälfte.", TABLE_TENNIS, False),
]

DIAGNOSIS = [
    w.diag("de-cc-058", "diag.pass", "Was kostet eine komplette Neubesohlung bei der Schuhmacherei Albrecht?", "Eine komplette Neubesohlung kostet bei der Schuhmacherei Albrecht 59 €.", {"shoe-repair": SHOE_REPAIR, "bike-workshop": BIKE_WORKSHOP}, ("shoe-repair",), "pass"),
    w.diag("de-cc-059", "diag.offtopic", "Wie viele Personen können am Technikkurs teilnehmen?", "Das Langlaufzentrum Hochmoos präpariert 55 km Loipen im Allgäu.", {"ski-centre": SKI_CENTRE, "lighthouse": LIGHTHOUSE}, ("ski-centre",), "fix_generation"),
    w.diag("de-cc-060", "diag.unfaithful", "Wie hoch ist die Lagergebühr für nicht abgeholte Räder?", "Nach 30 Tagen fallen 5 € pro Tag an.", {"bike-workshop": BIKE_WORKSHOP, "shoe-repair": SHOE_REPAIR}, ("bike-workshop",), "fix_generation"),
    w.diag("de-cc-061", "diag.refused", "Wann beginnt im Lindenhof freitags die Nachtruhe?", "Tut mir leid, in den Dokumenten steht nicht, wann die Nachtruhe freitags beginnt.", {"dormitory": DORMITORY, "table-tennis": TABLE_TENNIS}, ("dormitory",), "fix_generation"),
    w.diag("de-cc-062", "diag.missed", "In welchem Jahr wurde der Leuchtturm Süderhörn erbaut?", "Leider steht in den gefundenen Dokumenten nicht, wann der Leuchtturm erbaut wurde.", {"aquarium": AQUARIUM, "orchard": ORCHARD}, ("lighthouse",), "fix_retrieval"),
    w.diag("de-cc-063", "diag.correct_refusal", "Bietet die Löwen-Apotheke Blutdruckmessungen an?", "In den Dokumenten werden keine Blutdruckmessungen erwähnt, daher kann ich das nicht beantworten.", {"pharmacy": PHARMACY, "dormitory": DORMITORY}, (), "correct_refusal"),
    w.diag("de-cc-064", "diag.should_refuse", "Gibt es im Maschenwerk glutenfreien Kuchen?", "Ja, das Maschenwerk bietet jeden Tag glutenfreien Kuchen an.", {"knitting-cafe": KNITTING_CAFE, "table-tennis": TABLE_TENNIS}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
