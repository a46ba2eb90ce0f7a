"""German cases of fresh set ca. Scenarios: the Hafenplatz coworking space in Bremen, the
Birkenhain riding stable near Celle, the Hartmann & Vogt tax advice office in Freiburg,
the N7 night bus between Potsdam and Berlin, the Graukopfhütte mountain hut, the
Tierarztpraxis am Stadtpark, the Ostler wine cellar tastings in Rüdesheim, the
Bürgerchor Lindenau, the keeper talks at Tierpark Hellwald and the Holzwurm & Co.
furniture repair workshop in Regensburg."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

COWORK = "Der Coworking-Space „Hafenplatz“ in der Speicherstraße 14 in Bremen wird seit März 2021 von Managerin Jana Lorenz geführt. Ein flexibler Arbeitsplatz kostet 19 € pro Tag oder 250 € im Monat, ein fester Schreibtisch 330 € im Monat. Mitglieder können den Besprechungsraum bis zu 10 Stunden im Monat nutzen; jede weitere Stunde kostet 12 €. Geöffnet ist montags bis freitags von 7 bis 22 Uhr und samstags von 9 bis 17 Uhr, sonntags bleibt der Space geschlossen. Die beiden Etagen umfassen zusammen 1.450 Quadratmeter, und nur Mitglieder mit festem Schreibtisch bekommen ein eigenes Schließfach."

STABLE = "Der Reiterhof Birkenhain bei Celle gehört Sabine Maurer und hält 22 Pferde; leitender Reitlehrer ist Tobias Brandt. Reiter dürfen höchstens 95 kg wiegen, und Kinder müssen mindestens 8 Jahre alt sein, um an einer Gruppenstunde teilzunehmen. Eine Gruppenstunde von 60 Minuten kostet 32 €, eine Einzelstunde von 45 Minuten 50 €. Jeder Reiter muss einen Helm tragen, den der Hof kostenlos verleiht. Jedes Pferd frisst etwa 9 Kilogramm Heu am Tag, und Hunde sind auf dem Hof verboten."

TAX = "Die Steuerberatungskanzlei Hartmann & Vogt in der Mühlenstraße in Freiburg wird von Partnerin Ruth Hartmann geleitet; ihr Kollege Stefan Vogt betreut die Selbstständigen. Ein Erstgespräch dauert 30 Minuten und kostet 60 €. Wer seine Steuererklärung vor der Frist am 31. Juli einreichen lassen will, muss die Unterlagen bis zum 15. Juni 2025 abgeben; zum Erstgespräch darf man ein Familienmitglied mitbringen. Die Kanzlei ist montags bis freitags von 8:30 bis 17:30 Uhr geöffnet, außer mittwochnachmittags. Unterlagen werden nur in Papierform oder über das sichere Mandantenportal angenommen, niemals per E-Mail."

NIGHTBUS = "Der Nachtbus N7 der Firma Mondlicht Reisen verbindet von Donnerstag bis Sonntag jede Nacht Potsdam mit Berlin. Der erste Bus fährt um 23:15 Uhr am Potsdamer Hauptbahnhof ab, der letzte um 3:45 Uhr; in der Gegenrichtung fährt der letzte Bus um 4:10 Uhr am Bahnhof Berlin Zoologischer Garten ab. Die Fahrt dauert 65 Minuten, ein Einzelticket kostet 8,50 €, für Studierende mit gültigem Ausweis 6 €. Jeder Bus bietet Platz für bis zu 49 Fahrgäste, und Fahrräder dürfen nicht mitgenommen werden. Laut Betriebsleiter Marek Nowak fährt der N7 auch an Feiertagen."

HUT = "Die Graukopfhütte liegt auf 2.310 Metern am Kesselgrat und wird von Mitte Juni bis Ende September von Hüttenwirtin Vroni Steiner bewirtschaftet. Sie hat 42 Lagerplätze und vier Zimmer für je zwei Personen. Eine Übernachtung mit Frühstück kostet für Alpenvereinsmitglieder 36 € und für Nichtmitglieder 50 €; das Abendessen kostet 22 € extra. Gäste müssen mindestens zwei Tage im Voraus reservieren, und die Hütte nimmt nur Bargeld, keine Karten. Der Aufstieg vom Parkplatz Talboden dauert drei bis vier Stunden."

VET = "Die Tierarztpraxis am Stadtpark wird von Tierärztin Miriam Scholz geleitet, und Tierpfleger Lukas Albrecht ist für die Aufwachstation zuständig. Die Praxis ist täglich außer sonntags von 8 bis 19 Uhr geöffnet, und ein Notfalltelefon ist rund um die Uhr besetzt. Eine Routineuntersuchung kostet 45 €, eine Impfung 32 € pro Dosis. Nach einer Operation folgen zwei Wochen Kontrolluntersuchungen, und die Fäden werden am zehnten Tag gezogen. Halter dürfen bei kurzen Behandlungen im Wartebereich bleiben, während einer Operation jedoch nicht."

WINE = "Der Weinkeller Ostler in Rüdesheim bietet dienstags bis samstags um 15 und um 18 Uhr geführte Weinproben an. Eine Probe dauert 90 Minuten, umfasst sechs Weine und kostet 28 € pro Person; Gruppen ab zehn Personen erhalten 10 % Rabatt. Die Hälfte der ausgeschenkten Weine sind Rieslinge aus dem eigenen Weinberg, der Rest stammt von benachbarten Weingütern. Kellermeister Jonas Weber leitet die Proben, seine Schwester Lea Weber kümmert sich um die Buchungen. Gäste unter 18 Jahren dürfen teilnehmen, bekommen aber Traubensaft statt Wein."

CHOIR = "Der Bürgerchor Lindenau probt jeden Donnerstag von 19:30 bis 21:30 Uhr in der Aula der Goetheschule. Er hat 64 Sängerinnen und Sänger und wird von Clara Dietz geleitet; am Klavier begleitet Raphael Yilmaz die Proben. Neue Mitglieder können zu Beginn jedes Halbjahres, im Februar und im September, einsteigen, und ein Vorsingen gibt es nicht. Der Jahresbeitrag beträgt 150 € und kann in zwei Raten zu je 75 € gezahlt werden. Das Winterkonzert findet am 14. Dezember 2024 um 19 Uhr im Rathaussaal statt."

ZOO = "Im Tierpark Hellwald finden täglich um 11 Uhr am Pinguinbecken und um 14:30 Uhr am Giraffenhaus Tierpflegergespräche statt. Jedes Gespräch dauert etwa 20 Minuten und ist im Eintritt inbegriffen; der Eintritt kostet 18 € für Erwachsene und 11 € für Kinder von 3 bis 15 Jahren. Das Pinguingespräch hält Revierleiterin Maria Lenz, das Giraffengespräch Tierpfleger Ben Arndt. Nach dem Gespräch um 14:30 Uhr dürfen bis zu 12 Besucher gegen 5 € Aufpreis beim Füttern der Giraffen helfen. Bei starkem Regen fallen die Gespräche aus."

WORKSHOP = "Tischler Daniel Huber führt die Möbelwerkstatt „Holzwurm & Co.“ in Regensburg; Polsterin Sophie Brandl arbeitet dort drei Tage pro Woche. Kostenvoranschläge sind kostenlos, und die meisten Reparaturen sind innerhalb von drei bis sechs Wochen fertig. Das Neuverleimen eines Stuhls kostet 40 €, das Neupolstern eines Sessels ab 380 €. Im Umkreis von 25 Kilometern um die Innenstadt holt die Werkstatt Möbel für pauschal 25 € ab. Möbel aus Spanplatte werden nicht repariert."

# fmt: off
FAITHFULNESS = [
    w.faith("de-ca-001", "para.reorder", "Was kostet ein flexibler Arbeitsplatz im Hafenplatz?", "Für einen ganzen Monat zahlt man 250 €, für einen einzelnen Tag 19 €.", COWORK, True),
    w.faith("de-ca-002", "para.passive", "Wer führt die Werkstatt Holzwurm & Co.?", "Die Werkstatt wird von Tischler Daniel Huber geführt.", WORKSHOP, True),
    w.faith("de-ca-003", "para.synonym", "Muss ich auf dem Reiterhof Birkenhain einen eigenen Helm mitbringen?", "Nein. Ein Helm ist Pflicht, aber der Hof stellt ihn gratis zur Verfügung.", STABLE, True),
    w.faith("de-ca-004", "para.nominal", "Bis wann muss ich meine Unterlagen bei Hartmann & Vogt abgeben?", "Die Abgabe der Unterlagen muss bis zum 15. Juni 2025 erfolgen, wenn die Erklärung vor dem 31. Juli eingereicht werden soll.", TAX, True),
    w.faith("de-ca-005", "para.capital", "Welche Städte verbindet der Nachtbus N7?", "Er fährt zwischen Potsdam und der deutschen Hauptstadt.", NIGHTBUS, True),
    w.faith("de-ca-006", "para.pronoun", "Wer bewirtschaftet die Graukopfhütte, und wann?", "Vroni Steiner ist die Hüttenwirtin. Sie bewirtschaftet die Hütte von Mitte Juni bis Ende September.", HUT, True),
    w.faith("de-ca-007", "para.relative", "Wer ist in der Tierarztpraxis am Stadtpark für die Aufwachstation zuständig?", "Lukas Albrecht, der in der Praxis als Tierpfleger arbeitet, ist für die Aufwachstation zuständig.", VET, True),
    w.faith("de-ca-008", "para.part", "Gibt es im Weinkeller Ostler am Donnerstagabend eine Weinprobe?", "Ja, donnerstags um 18 Uhr findet eine Probe statt.", WINE, True),
    w.faith("de-ca-009", "para.combine", "Wie groß ist der Bürgerchor Lindenau, und wer leitet ihn?", "Clara Dietz leitet die 64 Sängerinnen und Sänger des Chors.", CHOIR, True),
    w.faith("de-ca-010", "fmt.number", "Wie viele Zimmer hat die Graukopfhütte?", "Neben dem Lager gibt es 4 Zimmer für je 2 Personen.", HUT, True),
    w.faith("de-ca-011", "fmt.thousands", "Wie groß ist der Hafenplatz?", "Die beiden Etagen haben zusammen 1450 Quadratmeter.", COWORK, True),
    w.faith("de-ca-012", "fmt.scale", "Wie viel Heu bekommt ein Pferd auf dem Reiterhof Birkenhain?", "Jedes Pferd frisst etwa 9.000 Gramm Heu pro Tag.", STABLE, True),
    w.faith("de-ca-013", "fmt.date", "Wann ist die Abgabefrist für die Unterlagen bei Hartmann & Vogt?", "Die Unterlagen müssen bis zum 15.06.2025 abgegeben werden.", TAX, True),
    w.faith("de-ca-014", "fmt.time", "Wann fährt der erste N7 in Potsdam ab?", "Um Viertel nach elf am Abend.", NIGHTBUS, True),
    w.faith("de-ca-015", "fmt.unit", "Gibt es auf dem Reiterhof Birkenhain eine Gewichtsgrenze?", "Ja, Reiter dürfen nicht mehr als 95 Kilogramm wiegen.", STABLE, True),
    w.faith("de-ca-016", "fmt.abbrev", "Wo fährt der erste N7 in Potsdam ab?", "Am Potsdamer Hbf, um 23:15 Uhr.", NIGHTBUS, True),
    w.faith("de-ca-017", "fmt.currency", "Was kostet ein fester Schreibtisch im Hafenplatz?", "Ein fester Schreibtisch kostet 330 Euro monatlich.", COWORK, True),
    w.faith("de-ca-018", "fmt.range", "Wie lange dauert der Aufstieg zur Graukopfhütte?", "Vom Parkplatz Talboden braucht man mindestens 3 und höchstens 4 Stunden.", HUT, True),
    w.faith("de-ca-019", "fmt.period", "Wie lange dauern die Kontrollen nach einer Operation?", "Nach der Operation wird das Tier 14 Tage lang kontrolliert.", VET, True),
    w.faith("de-ca-020", "fmt.share", "Woher stammen die Weine bei der Probe im Weinkeller Ostler?", "50 % sind Rieslinge aus dem eigenen Weinberg, die anderen 50 % kommen von benachbarten Weingütern.", WINE, True),
    w.faith("de-ca-021", "para.except", "Kann ich am Mittwochnachmittag bei Hartmann & Vogt vorbeikommen?", "Nein, mittwochnachmittags ist die Kanzlei geschlossen.", TAX, True),
    w.faith("de-ca-022", "wrap.opener", "Wann probt der Bürgerchor Lindenau?", "Gute Frage! Der Chor probt donnerstags von 19:30 bis 21:30 Uhr in der Aula der Goetheschule.", CHOIR, True),
    w.faith("de-ca-023", "wrap.closer", "Muss ich für den Bürgerchor Lindenau vorsingen?", "Nein, ein Vorsingen gibt es nicht; Sie können im Februar oder im September zu Beginn des Halbjahres einsteigen. Ich hoffe, das hilft Ihnen weiter!", CHOIR, True),
    w.faith("de-ca-024", "wrap.attribution", "Wann und wo ist das Pinguingespräch im Tierpark Hellwald?", "Laut den Angaben des Tierparks findet das Pinguingespräch um 11 Uhr am Pinguinbecken statt.", ZOO, True),
    w.faith("de-ca-025", "wrap.hedge", "Wie lange dauert ein Tierpflegergespräch?", "Ich glaube, ein Gespräch dauert ungefähr 20 Minuten.", ZOO, True),
    w.faith("de-ca-026", "wrap.question", "Was kostet das Giraffenfüttern?", "Nach dem Gespräch um 14:30 Uhr können bis zu 12 Besucher für 5 € Aufpreis mitfüttern. Möchten Sie auch die Eintrittspreise wissen?", ZOO, True),
    w.faith("de-ca-027", "value.number", "Wie viele Lagerplätze hat die Graukopfhütte?", "Die Hütte hat 48 Lagerplätze.", HUT, False),
    w.faith("de-ca-028", "value.date", "Wann ist das Winterkonzert des Bürgerchors Lindenau?", "Das Winterkonzert findet am 21. Dezember 2024 um 19 Uhr im Rathaussaal statt.", CHOIR, False),
    w.faith("de-ca-029", "value.time", "Wann fährt der erste N7 in Potsdam ab?", "Der erste Bus fährt um 22:15 Uhr am Potsdamer Hauptbahnhof ab.", NIGHTBUS, False),
    w.faith("de-ca-030", "value.unit", "Gibt es auf dem Reiterhof Birkenhain eine Gewichtsgrenze?", "Ja, Reiter dürfen höchstens 95 Pfund wiegen.", STABLE, False),
    w.faith("de-ca-031", "value.currency", "Was kostet ein flexibler Arbeitsplatz im Monat?", "Ein flexibler Arbeitsplatz kostet 280 € im Monat.", COWORK, False),
    w.faith("de-ca-032", "role.swap", "Wer macht was bei Hartmann & Vogt?", "Stefan Vogt leitet die Kanzlei, und seine Kollegin Ruth Hartmann betreut die Selbstständigen.", TAX, False),
    w.faith("de-ca-033", "negation", "Kann ich auf der Graukopfhütte mit Karte zahlen?", "Ja, die Hütte akzeptiert Kartenzahlung.", HUT, False),
    w.faith("de-ca-034", "antonym", "Darf ich meinen Hund auf den Reiterhof Birkenhain mitbringen?", "Ja, Hunde sind auf dem Hof erlaubt.", STABLE, False),
    w.faith("de-ca-035", "modality", "Darf ich jemanden zum Erstgespräch mitbringen?", "Zum Erstgespräch muss man ein Familienmitglied mitbringen.", TAX, False),
    w.faith("de-ca-036", "quantifier", "Bekommen Mitglieder im Hafenplatz ein Schließfach?", "Ja, alle Mitglieder bekommen ein eigenes Schließfach.", COWORK, False),
    w.faith("de-ca-037", "value.except", "Wann hat die Tierarztpraxis am Stadtpark geöffnet?", "Die Praxis hat nur sonntags geöffnet, von 8 bis 19 Uhr.", VET, False),
    w.faith("de-ca-038", "direction", "Wann fährt der letzte N7 in Richtung Berlin?", "Der letzte Bus nach Berlin fährt um 4:10 Uhr.", NIGHTBUS, False),
    w.faith("de-ca-039", "added.fact", "Was ist bei einer Weinprobe im Weinkeller Ostler dabei?", "In 90 Minuten probiert man sechs Weine, dazu wird eine Käseplatte serviert.", WINE, False),
    w.faith("de-ca-040", "added.entity", "Wer leitet die Tierarztpraxis am Stadtpark?", "Die Praxis wird von Tierärztin Miriam Scholz gemeinsam mit Tierarzt Henrik Lange geleitet.", VET, False),
    w.faith("de-ca-041", "mixed", "Wer leitet die Weinproben im Weinkeller Ostler?", "Kellermeister Jonas Weber leitet sie; er hat sein Handwerk in Bordeaux gelernt.", WINE, False),
]

REFUSAL = [
    w.refusal("de-ca-042", "refusal.plain", "Wie sind die Öffnungszeiten von Holzwurm & Co.?", "Das kann ich leider nicht beantworten.", WORKSHOP, True),
    w.refusal("de-ca-043", "refusal.context", "Wer hat den Bürgerchor Lindenau gegründet?", "Im vorliegenden Text steht nicht, wer den Chor gegründet hat.", CHOIR, True),
    w.refusal("de-ca-044", "refusal.short", "Was kostet das Parken am Tierpark Hellwald?", "Weiß ich nicht.", ZOO, True),
    w.refusal("de-ca-045", "refusal.long", "Gibt es auf der Graukopfhütte warme Duschen?", "Vielen Dank für Ihre Frage. Leider enthalten die Informationen, die mir zur Graukopfhütte vorliegen, keinerlei Angaben zu Duschen, daher kann ich Ihnen nicht sagen, ob es dort warme Duschen gibt. Am besten fragen Sie vor Ihrer Tour direkt bei der Hüttenwirtin nach.", HUT, True),
    w.refusal("de-ca-046", "refusal.hedged", "Was kostet eine Impfung in der Tierarztpraxis am Stadtpark?", "Ganz sicher bin ich mir nicht, aber eine Impfung scheint 32 € pro Dosis zu kosten.", VET, False),
    w.refusal("de-ca-047", "refusal.partial", "Was kostet ein Einzelticket im N7, und kann ich im Bus mit Karte zahlen?", "Ein Einzelticket kostet 8,50 €, für Studierende mit gültigem Ausweis 6 €. Ob man im Bus mit Karte zahlen kann, geht aus meinen Informationen nicht hervor.", NIGHTBUS, False),
]

CORRECTNESS = [
    w.correct("de-ca-048", "correct.wordy", "Was kostet eine Weinprobe im Weinkeller Ostler pro Person?", "Danke für Ihre Anfrage! Nach derzeitigem Stand beläuft sich der Preis für eine geführte Weinprobe auf achtundzwanzig Euro für jeden einzelnen Gast, der daran teilnimmt.", "Eine Weinprobe kostet 28 € pro Person.", True),
    w.correct("de-ca-049", "correct.short", "Ab welchem Alter dürfen Kinder auf dem Reiterhof Birkenhain an einer Gruppenstunde teilnehmen?", "Ab 8 Jahren.", "Kinder müssen mindestens 8 Jahre alt sein, um an einer Gruppenstunde teilzunehmen.", True),
    w.correct("de-ca-050", "correct.format", "Wann ist das Winterkonzert des Bürgerchors Lindenau?", "Am 14.12.2024 um 19:00 Uhr.", "Am 14. Dezember 2024 um 19 Uhr.", True),
    w.correct("de-ca-051", "wrong.value", "Wie viele Stunden dürfen Mitglieder des Hafenplatz den Besprechungsraum im Monat nutzen?", "Mitglieder dürfen den Besprechungsraum bis zu 20 Stunden im Monat nutzen.", "Bis zu 10 Stunden im Monat.", False),
    w.correct("de-ca-052", "wrong.echo", "Am wievielten Tag nach der Operation werden die Fäden gezogen?", "Nach der Operation werden die Fäden noch am Tag der Operation gezogen.", "Die Fäden werden am zehnten Tag nach der Operation gezogen.", False),
    w.correct("de-ca-053", "wrong.role", "Wer hält das Pinguingespräch im Tierpark Hellwald?", "Das Pinguingespräch hält Tierpfleger Ben Arndt, Maria Lenz übernimmt das Giraffengespräch.", "Revierleiterin Maria Lenz hält das Pinguingespräch.", False),
]

RELEVANCY = [
    w.relevant("de-ca-054", "relevant.direct", "Was kostet ein Erstgespräch bei Hartmann & Vogt?", "Ein Erstgespräch kostet 60 € und dauert 30 Minuten.", TAX, True),
    w.relevant("de-ca-055", "relevant.yesno", "Holt Holzwurm & Co. mein Sofa in der Innenstadt ab?", "Ja. Im Umkreis von 25 Kilometern um die Innenstadt werden Möbel für pauschal 25 € abgeholt.", WORKSHOP, True),
    w.relevant("de-ca-056", "offtopic.true", "Was kostet das Abendessen auf der Graukopfhütte?", "Die Hütte wird von Vroni Steiner bewirtschaftet.", HUT, False),
    w.relevant("de-ca-057", "offtopic.other", "Wie lange dauert eine Reparatur bei Holzwurm & Co. normalerweise?", "Sie können bei der Abholung per Überweisung oder bar bezahlen.", WORKSHOP, False),
]

DIAGNOSIS = [
    w.diag("de-ca-058", "diag.pass", "Was kostet der Eintritt für Kinder im Tierpark Hellwald?", "Kinder von 3 bis 15 Jahren zahlen 11 € Eintritt.", {"zoo-talks": ZOO, "choir": CHOIR}, ("zoo-talks",), "pass"),
    w.diag("de-ca-059", "diag.offtopic", "Darf ich im Wartebereich bleiben, während mein Hund operiert wird?", "Eine Routineuntersuchung kostet 45 €.", {"vet-clinic": VET, "mountain-hut": HUT}, ("vet-clinic",), "fix_generation"),
    w.diag("de-ca-060", "diag.unfaithful", "Was kostet das Neuverleimen eines Stuhls bei Holzwurm & Co.?", "Das Neuverleimen eines Stuhls kostet 80 €.", {"workshop": WORKSHOP, "wine-cellar": WINE}, ("workshop",), "fix_generation"),
    w.diag("de-ca-061", "diag.refused", "Wann hat der Hafenplatz samstags geöffnet?", "Leider konnte ich dazu keine Informationen finden.", {"coworking": COWORK, "night-bus": NIGHTBUS}, ("coworking",), "fix_generation"),
    w.diag("de-ca-062", "diag.missed", "Was kostet eine Routineuntersuchung in der Tierarztpraxis am Stadtpark?", "In meinen Unterlagen steht nichts über den Preis einer Untersuchung.", {"tax-office": TAX, "stable": STABLE}, ("vet-clinic",), "fix_retrieval"),
    w.diag("de-ca-063", "diag.correct_refusal", "Gibt es im Nachtbus N7 WLAN?", "Aus den vorliegenden Informationen geht nicht hervor, ob es in den Bussen WLAN gibt.", {"night-bus": NIGHTBUS, "choir": CHOIR}, (), "correct_refusal"),
    w.diag("de-ca-064", "diag.should_refuse", "Wie lautet die Telefonnummer des Reiterhofs Birkenhain?", "Sie erreichen den Reiterhof Birkenhain unter 05141 48 27 90.", {"stable": STABLE, "wine-cellar": WINE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
