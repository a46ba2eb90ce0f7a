"""German cases of fresh set bn. Scenarios: the Physiotherapiepraxis am Lindenplatz in
Freiburg (a physiotherapy practice), the Seilbahn auf den Grauen Kogel (a mountain cable car),
the Töpferwerkstatt Tonart in Leipzig (a pottery studio), FlitzRoller in Cologne (an e-scooter
rental), the Steuerberatung Hofmann & Kraus (a tax advice office), Gut Rosenhain (a wedding
venue), the Flugschule Adlerhorst (a flight school), the Jugendherberge Seeblick in Konstanz (a
youth hostel), Leihlaptop24 in Hamburg (a laptop rental service) and the Meereswelt Nordstrand
in Kiel (an aquarium)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

PHYSIO = "Dr. Katrin Weber gründete 2009 die Physiotherapiepraxis am Lindenplatz in Freiburg, und ihr Kollege Jonas Albrecht betreut Sportverletzungen. Eine reguläre Behandlung dauert 40 Minuten und kostet 58 €, eine Erstbefundung dauert 60 Minuten und kostet 85 €. Die Praxis ist montags bis freitags von 7:30 bis 19 Uhr und samstags von 8 bis 12 Uhr geöffnet. Termine, die weniger als 24 Stunden vorher abgesagt werden, werden voll berechnet, es sei denn, der Patient legt eine Bescheinigung über eine Krankenhausaufnahme vor. Zur ersten Behandlung müssen Patienten ihre ärztliche Verordnung mitbringen, ein eigenes Handtuch dürfen sie mitbringen."

CABLE_CAR = "Die Seilbahn auf den Grauen Kogel bringt Fahrgäste in etwa 9 Minuten von der Talstation auf 980 Metern zur Bergstation auf 2.240 Metern. Jede Kabine fasst bis zu 80 Personen, und zwischen 8:30 und 17 Uhr fährt alle 20 Minuten eine Kabine ab. Die Berg- und Talfahrt kostet für Erwachsene 39 € und für Kinder von 6 bis 15 Jahren 19,50 €; Kinder unter 6 Jahren fahren gratis. Die Seilbahn fährt täglich, außer während der jährlichen Revision vom 3. bis 21. November. Hunde sind nur angeleint erlaubt und müssen in der Kabine einen Maulkorb tragen."

POTTERY = "Die Töpferwerkstatt Tonart in Leipzig bietet einen sechswöchigen Drehscheibenkurs bei der Keramikerin Annika Vogt an. Der Kurs trifft sich jeden Dienstag von 18:30 bis 21 Uhr, und pro Kurs sind höchstens 8 Teilnehmende zugelassen. Der Kurs kostet 290 €; darin enthalten sind 12,5 Kilogramm Ton, alle Glasuren und zwei Brände pro Stück. Die fertigen Stücke können etwa zwei Wochen nach dem letzten Glasurbrand abgeholt werden. Wer einen Termin verpasst, kann ihn in der offenen Werkstatt am Donnerstag nachholen, allerdings nur innerhalb desselben Kurses."

SCOOTER = "FlitzRoller vermietet in der Kölner Innenstadt E-Scooter über seine App. Das Entsperren kostet 1 €, die Fahrt 0,29 € pro Minute, höchstens aber 30 € pro Tag. Fahrerinnen und Fahrer müssen mindestens 18 Jahre alt sein und einen gültigen Führerschein besitzen. Die Roller dürfen nur in den in der App markierten Zonen abgestellt werden; wer einen Roller außerhalb einer Zone stehen lässt, zahlt eine Gebühr von 25 €. Mit einer Akkuladung kommt man bis zu 45 Kilometer weit."

TAX = "Die Steuerberatung Hofmann & Kraus wurde 2003 von Markus Hofmann und Julia Kraus gegründet und hat Büros in Rosenheim und in der österreichischen Hauptstadt. Julia Kraus ist geschäftsführende Partnerin, Markus Hofmann leitet das Team für Kleinunternehmen. Eine Einkommensteuererklärung für Privatpersonen kostet pauschal 280 €, jede weitere vermietete Immobilie kostet 70 € zusätzlich. Mandanten müssen alle Unterlagen bis zum 30. Mai einreichen, damit die Abgabe vor der Frist am 31. Juli garantiert ist. Die Büros sind montags bis freitags von 8:30 bis 17 Uhr geöffnet, im Juli zusätzlich samstags von 9 bis 13 Uhr."

WEDDING = "Gut Rosenhain ist eine Hochzeitslocation in der Uckermark, deren große Scheune Platz für bis zu 140 Gäste an Tischen und für 200 Gäste beim Stehempfang bietet. Die Miete für einen Samstag beträgt 7.900 €, eine Hochzeit unter der Woche kostet 5.200 €. Bei der Buchung ist eine Anzahlung von 25 Prozent fällig, der Restbetrag muss acht Wochen vor der Hochzeit bezahlt werden. Die Musik muss um 23:30 Uhr enden, und alle Gäste müssen das Gelände bis Mitternacht verlassen. Ein externer Caterer ist nur erlaubt, wenn er auf der Liste der fünf zugelassenen Anbieter des Guts steht."

FLIGHT = "Die Flugschule Adlerhorst am Flugplatz Egelsbach bildet Privatpiloten auf Flugzeugen vom Typ Cessna 172 aus. Die Ausbildung zur Privatpilotenlizenz umfasst mindestens 45 Flugstunden, davon mindestens 10 Stunden im Alleinflug. Eine Flugstunde mit Fluglehrer kostet 230 € einschließlich Treibstoff, der Theorieunterricht kostet 790 €. Mit der Ausbildung darf man ab 14 Jahren beginnen, die Lizenz erhält man aber erst ab 17 Jahren. Die Ausbildungsleiterin, Kapitänin Sabine Lorenz, flog zuvor 24 Jahre lang für die Fluggesellschaft Südflug."

HOSTEL = "Die Jugendherberge Seeblick in Konstanz hat 112 Betten in Vier-, Sechs- und Achtbettzimmern sowie sechs Doppelzimmer. Ein Bett im Achtbettzimmer kostet 29 € pro Nacht, ein Doppelzimmer 72 € pro Nacht. Der Check-in beginnt um 15 Uhr, der Check-out ist bis 10 Uhr. Frühstück gibt es von 7 bis 9:30 Uhr, und es ist im Preis enthalten, außer bei Buchungen über Drittanbieter-Portale. Gäste müssen mindestens 16 Jahre alt sein, es sei denn, sie reisen mit einem Elternteil."

LAPTOP = "Leihlaptop24 vermietet in Hamburg Laptops an Studierende und Unternehmen. Ein 14-Zoll-Standardlaptop mit 16 GB Arbeitsspeicher kostet 11 € pro Tag oder 55 € pro Woche, die Mindestmietdauer beträgt drei Tage. Bei der Abholung wird eine Kaution von 200 € fällig, die zurückerstattet wird. Bei verspäteter Rückgabe wird je angefangene 24 Stunden ein zusätzlicher Miettag berechnet. Die Lieferung innerhalb Hamburgs ist ab einer Mietdauer von 10 Tagen kostenlos, sonst kostet sie 15 €."

AQUARIUM = "Die Meereswelt Nordstrand in Kiel wurde 1996 eröffnet und zeigt rund 3.500 Tiere aus 300 Arten. Ihr größtes Becken fasst 1,8 Millionen Liter Meerwasser und beherbergt drei Sandtigerhaie. Die Meereswelt ist täglich von 9 bis 18 Uhr geöffnet, und die Haie werden dienstags, donnerstags und sonntags um 14:30 Uhr gefüttert. Erwachsene zahlen 24 € Eintritt, Kinder unter 3 Jahren sind frei. Die Meeresbiologin Dr. Lea Brandt leitet das Schildkröten-Rettungsprogramm, das seit 2004 schon 190 Schildkröten ausgewildert hat."

# fmt: off
FAITHFULNESS = [
    w.faith("de-bn-001", "para.reorder", "Wie lange dauert die Erstbefundung, und was kostet sie?", "85 € kostet sie, und 60 Minuten dauert sie.", PHYSIO, True),
    w.faith("de-bn-002", "para.passive", "Wer hat die Physiotherapiepraxis am Lindenplatz gegründet?", "Die Praxis wurde 2009 von Dr. Katrin Weber gegründet.", PHYSIO, True),
    w.faith("de-bn-003", "para.synonym", "Wie lange dauert eine reguläre Behandlung?", "Eine normale Therapiesitzung geht 40 Minuten und kostet 58 €.", PHYSIO, True),
    w.faith("de-bn-004", "para.nominal", "Wie lange braucht die Seilbahn nach oben?", "Die Auffahrt von der Talstation zur Bergstation dauert etwa 9 Minuten.", CABLE_CAR, True),
    w.faith("de-bn-005", "para.capital", "Wo hat Hofmann & Kraus Büros?", "Die Kanzlei hat Büros in Rosenheim und in Wien.", TAX, True),
    w.faith("de-bn-006", "para.pronoun", "Wer leitet bei Hofmann & Kraus das Team für Kleinunternehmen?", "Markus Hofmann. Er hat die Kanzlei 2003 zusammen mit Julia Kraus gegründet und leitet das Team für Kleinunternehmen.", TAX, True),
    w.faith("de-bn-007", "para.relative", "Wie viele Gäste finden in der Scheune an Tischen Platz?", "Die große Scheune, die beim Stehempfang 200 Gäste fasst, bietet an Tischen Platz für bis zu 140 Gäste.", WEDDING, True),
    w.faith("de-bn-008", "para.part", "Werden die Haie auch donnerstags gefüttert?", "Ja, donnerstags werden die Haie um 14:30 Uhr gefüttert.", AQUARIUM, True),
    w.faith("de-bn-009", "para.combine", "Was können Sie mir über die Flugzeuge und die Ausbildungsleitung bei Adlerhorst sagen?", "Adlerhorst bildet auf der Cessna 172 aus, und die Ausbildungsleiterin, Kapitänin Sabine Lorenz, flog vorher 24 Jahre lang für Südflug.", FLIGHT, True),
    w.faith("de-bn-010", "fmt.number", "Wie viele Doppelzimmer hat die Jugendherberge Seeblick?", "Es gibt 6 Doppelzimmer.", HOSTEL, True),
    w.faith("de-bn-011", "fmt.thousands", "Was kostet die Miete von Gut Rosenhain an einem Samstag?", "Ein Samstag kostet 7900 €.", WEDDING, True),
    w.faith("de-bn-012", "fmt.scale", "Wie viel Ton ist im Drehscheibenkurs enthalten?", "Im Kurspreis sind 12.500 g Ton enthalten.", POTTERY, True),
    w.faith("de-bn-013", "fmt.date", "Wann ist die Seilbahn wegen der Revision geschlossen?", "Vom 03.11. bis zum 21.11. steht die Seilbahn wegen der Revision still.", CABLE_CAR, True),
    w.faith("de-bn-014", "fmt.time", "Bis wann hat die Praxis unter der Woche geöffnet?", "Montags bis freitags bis 7 Uhr abends.", PHYSIO, True),
    w.faith("de-bn-015", "fmt.unit", "Auf welcher Höhe liegt die Bergstation?", "Die Bergstation liegt auf 2.240 m.", CABLE_CAR, True),
    w.faith("de-bn-016", "fmt.abbrev", "Wie viele Flugstunden umfasst die Ausbildung zur Privatpilotenlizenz?", "Die PPL-Ausbildung umfasst mind. 45 Flugstd.", FLIGHT, True),
    w.faith("de-bn-017", "fmt.currency", "Was kostet bei FlitzRoller eine Minute Fahrt?", "Eine Minute kostet 29 Cent.", SCOOTER, True),
    w.faith("de-bn-018", "fmt.range", "Wie viele Personen passen in eine Kabine?", "Eine Kabine fasst maximal 80 Personen.", CABLE_CAR, True),
    w.faith("de-bn-019", "fmt.period", "Wann kann ich meine fertigen Stücke abholen?", "Etwa 14 Tage nach dem letzten Glasurbrand.", POTTERY, True),
    w.faith("de-bn-020", "fmt.share", "Wie hoch ist die Anzahlung bei Gut Rosenhain?", "Bei der Buchung wird ein Viertel als Anzahlung fällig.", WEDDING, True),
    w.faith("de-bn-021", "para.except", "Ist das Frühstück in der Jugendherberge im Preis enthalten?", "Ja, außer Sie haben über ein Drittanbieter-Portal gebucht; dann ist es nicht inbegriffen.", HOSTEL, True),
    w.faith("de-bn-022", "wrap.opener", "Ab welchem Alter darf ich mit FlitzRoller fahren?", "Gute Frage! Sie müssen mindestens 18 Jahre alt sein und einen gültigen Führerschein besitzen.", SCOOTER, True),
    w.faith("de-bn-023", "wrap.closer", "Wie lange muss ich bei Leihlaptop24 mindestens mieten?", "Die Mindestmietdauer beträgt drei Tage. Ich hoffe, das hilft Ihnen weiter!", LAPTOP, True),
    w.faith("de-bn-024", "wrap.attribution", "Was kostet eine Einkommensteuererklärung bei Hofmann & Kraus?", "Laut dem Dokument kostet eine Einkommensteuererklärung für Privatpersonen pauschal 280 €.", TAX, True),
    w.faith("de-bn-025", "wrap.hedge", "Wann hat die Meereswelt Nordstrand geöffnet?", "Ich glaube, sie ist täglich von 9 bis 18 Uhr geöffnet.", AQUARIUM, True),
    w.faith("de-bn-026", "wrap.question", "Ist die Lieferung bei Leihlaptop24 kostenlos?", "Innerhalb Hamburgs ist die Lieferung ab 10 Tagen Mietdauer kostenlos, sonst kostet sie 15 €. Möchten Sie auch etwas zur Kaution wissen?", LAPTOP, True),
    w.faith("de-bn-027", "value.number", "Wie viele Betten hat die Jugendherberge Seeblick?", "Die Jugendherberge hat 121 Betten.", HOSTEL, False),
    w.faith("de-bn-028", "value.date", "Bis wann müssen Mandanten ihre Unterlagen einreichen?", "Alle Unterlagen müssen bis zum 30. Juni eingereicht werden.", TAX, False),
    w.faith("de-bn-029", "value.time", "Wann muss auf Gut Rosenhain die Musik enden?", "Die Musik muss um 22:30 Uhr enden.", WEDDING, False),
    w.faith("de-bn-030", "value.unit", "Wie weit kommt man mit einer Akkuladung?", "Bis zu 45 Meilen mit einer Akkuladung.", SCOOTER, False),
    w.faith("de-bn-031", "value.currency", "Was kostet der Eintritt für Erwachsene in der Meereswelt?", "Erwachsene zahlen 24 Franken Eintritt.", AQUARIUM, False),
    w.faith("de-bn-032", "role.swap", "Welche Aufgaben haben die beiden Gründer von Hofmann & Kraus?", "Markus Hofmann ist geschäftsführender Partner, und Julia Kraus leitet das Team für Kleinunternehmen.", TAX, False),
    w.faith("de-bn-033", "negation", "Muss ich zur ersten Behandlung meine Verordnung mitbringen?", "Nein, die ärztliche Verordnung müssen Sie zur ersten Behandlung nicht mitbringen.", PHYSIO, False),
    w.faith("de-bn-034", "antonym", "In welchem Becken leben die Sandtigerhaie?", "Sie leben im kleinsten Becken, das 1,8 Millionen Liter Meerwasser fasst.", AQUARIUM, False),
    w.faith("de-bn-035", "modality", "Muss ich in die Praxis ein Handtuch mitbringen?", "Ja, Patienten müssen ein eigenes Handtuch mitbringen.", PHYSIO, False),
    w.faith("de-bn-036", "quantifier", "Wie viele Betten haben die Mehrbettzimmer der Jugendherberge?", "Alle Mehrbettzimmer sind Achtbettzimmer.", HOSTEL, False),
    w.faith("de-bn-037", "value.except", "Was passiert, wenn ich kurzfristig absage, weil ich ins Krankenhaus aufgenommen werde?", "Kurzfristige Absagen werden immer voll berechnet, auch wenn Sie eine Bescheinigung über die Krankenhausaufnahme vorlegen.", PHYSIO, False),
    w.faith("de-bn-038", "direction", "Wann ist der Restbetrag bei Gut Rosenhain fällig?", "Der Restbetrag muss acht Wochen nach der Hochzeit bezahlt werden.", WEDDING, False),
    w.faith("de-bn-039", "added.fact", "Mit welchen Flugzeugen bildet Adlerhorst aus?", "Die Flugschule fliegt Cessna 172, die alle 2020 fabrikneu gekauft wurden.", FLIGHT, False),
    w.faith("de-bn-040", "added.entity", "Wer leitet den Drehscheibenkurs?", "Die Keramikerin Annika Vogt unterrichtet ihn zusammen mit ihrem Assistenten Felix Brandl.", POTTERY, False),
    w.faith("de-bn-041", "mixed", "Wo darf ich einen FlitzRoller abstellen?", "Nur in den in der App markierten Zonen; wer an einer Ladestation parkt, bekommt außerdem 10 Freiminuten.", SCOOTER, False),
]

REFUSAL = [
    w.refusal("de-bn-042", "refusal.plain", "Gibt es an der Bergstation am Grauen Kogel ein Restaurant?", "Ich weiß nicht, ob es an der Bergstation ein Restaurant gibt.", CABLE_CAR, True),
    w.refusal("de-bn-043", "refusal.context", "Kann man bei Leihlaptop24 Gaming-Laptops mit eigener Grafikkarte mieten?", "Der bereitgestellte Kontext sagt nichts darüber, ob Leihlaptop24 Laptops mit eigener Grafikkarte anbietet.", LAPTOP, True),
    w.refusal("de-bn-044", "refusal.short", "Wie viele Wochen dauert der Theorieunterricht bei Adlerhorst?", "Weiß ich nicht.", FLIGHT, True),
    w.refusal("de-bn-045", "refusal.long", "Gibt es in der Jugendherberge Seeblick Schließfächer für Gepäck?", "Vielen Dank für Ihre Frage. Leider enthalten meine Informationen zur Jugendherberge Seeblick nur Angaben zu Betten, Preisen, Check-in- und Check-out-Zeiten und zum Frühstück; über Schließfächer oder eine Gepäckaufbewahrung steht dort nichts. Deshalb kann ich Ihnen nicht sagen, ob es Schließfächer gibt. Am besten fragen Sie direkt bei der Jugendherberge nach.", HOSTEL, True),
    w.refusal("de-bn-046", "refusal.hedged", "Wann werden in der Meereswelt die Haie gefüttert?", "Ganz sicher bin ich mir nicht, aber ich glaube, dienstags, donnerstags und sonntags um 14:30 Uhr.", AQUARIUM, False),
    w.refusal("de-bn-047", "refusal.partial", "Was kostet bei Hofmann & Kraus eine Einkommensteuererklärung, und ist Ratenzahlung möglich?", "Eine Einkommensteuererklärung für Privatpersonen kostet pauschal 280 €. Zur Ratenzahlung habe ich leider keine Informationen gefunden.", TAX, False),
]

CORRECTNESS = [
    w.correct("de-bn-048", "correct.wordy", "Was kostet die Berg- und Talfahrt für Erwachsene bei der Seilbahn auf den Grauen Kogel?", "Wenn Sie als Erwachsener mit der Seilbahn auf den Grauen Kogel hinauf- und anschließend wieder hinunterfahren möchten, brauchen Sie ein Ticket für die Berg- und Talfahrt, und dieses Ticket kostet 39 €.", "Die Berg- und Talfahrt kostet für Erwachsene 39 €.", True),
    w.correct("de-bn-049", "correct.short", "Wie viele Schildkröten hat das Rettungsprogramm der Meereswelt ausgewildert?", "190.", "Das Schildkröten-Rettungsprogramm hat seit 2004 190 Schildkröten ausgewildert.", True),
    w.correct("de-bn-050", "correct.format", "Ab wann ist in der Jugendherberge Seeblick der Check-in möglich?", "Ab 3 Uhr nachmittags.", "Der Check-in beginnt um 15 Uhr.", True),
    w.correct("de-bn-051", "wrong.value", "Was kostet bei Leihlaptop24 ein Standardlaptop pro Woche?", "Eine Woche kostet 77 €.", "Ein Standardlaptop kostet 55 € pro Woche.", False),
    w.correct("de-bn-052", "wrong.echo", "Ab welchem Alter darf man bei Adlerhorst mit der Flugausbildung beginnen?", "Bei Adlerhorst darf man ab 17 Jahren mit der Flugausbildung beginnen.", "Mit der Ausbildung darf man ab 14 Jahren beginnen.", False),
    w.correct("de-bn-053", "wrong.role", "Wer hat die Praxis am Lindenplatz gegründet, und wer betreut dort Sportverletzungen?", "Jonas Albrecht hat die Praxis gegründet, und Dr. Katrin Weber betreut Sportverletzungen.", "Dr. Katrin Weber hat die Praxis gegründet, Jonas Albrecht betreut Sportverletzungen.", False),
]

RELEVANCY = [
    w.relevant("de-bn-054", "relevant.direct", "Wie viele Teilnehmende nimmt ein Kurs bei Tonart höchstens auf?", "Höchstens 8 Personen pro Kurs.", POTTERY, True),
    w.relevant("de-bn-055", "relevant.direct", "Bis wann müssen die Hochzeitsgäste Gut Rosenhain verlassen?", "Alle Gäste müssen bis Mitternacht vom Gelände sein.", WEDDING, True),
    w.relevant("de-bn-056", "relevant.yesno", "Brauche ich für FlitzRoller einen Führerschein?", "Ja, Sie brauchen einen gültigen Führerschein.", SCOOTER, True),
    w.relevant("de-bn-057", "offtopic.true", "Wer leitet das Schildkröten-Rettungsprogramm der Meereswelt?", "Die Meereswelt wurde 1996 eröffnet und zeigt rund 3.500 Tiere.", AQUARIUM, False),
    w.relevant("de-bn-058", "offtopic.other", "Was kostet eine Flugstunde bei Adlerhorst?", "Die Lizenz erhält man erst ab 17 Jahren.", FLIGHT, False),
]

DIAGNOSIS = [
    w.diag("de-bn-059", "diag.pass", "Wie viel kostet FlitzRoller höchstens pro Tag?", "Pro Tag zahlt man höchstens 30 €.", {"flitzroller": SCOOTER, "leihlaptop24": LAPTOP}, ("flitzroller",), "pass"),
    w.diag("de-bn-060", "diag.offtopic", "Bis wann ist der Check-out in der Jugendherberge Seeblick?", "Ein Bett im Achtbettzimmer kostet 29 € pro Nacht.", {"seeblick": HOSTEL, "rosenhain": WEDDING}, ("seeblick",), "fix_generation"),
    w.diag("de-bn-061", "diag.unfaithful", "Wie viele Arten zeigt die Meereswelt Nordstrand?", "Die Meereswelt zeigt Tiere aus rund 500 Arten.", {"meereswelt": AQUARIUM, "grauer-kogel": CABLE_CAR}, ("meereswelt",), "fix_generation"),
    w.diag("de-bn-062", "diag.refused", "Was kostet der Theorieunterricht bei Adlerhorst?", "Leider konnte ich in den Unterlagen keine Angabe zu den Kosten des Theorieunterrichts finden.", {"adlerhorst": FLIGHT, "hofmann-kraus": TAX}, ("adlerhorst",), "fix_generation"),
    w.diag("de-bn-063", "diag.missed", "Was kostet der Drehscheibenkurs bei Tonart?", "In meinen Unterlagen steht nichts zum Preis des Drehscheibenkurses.", {"lindenplatz": PHYSIO, "seeblick": HOSTEL}, ("tonart",), "fix_retrieval"),
    w.diag("de-bn-064", "diag.correct_refusal", "Gibt es auf Gut Rosenhain eine Brautsuite?", "Die Unterlagen sagen nichts darüber, ob es auf Gut Rosenhain eine Brautsuite gibt.", {"rosenhain": WEDDING, "seeblick": HOSTEL}, (), "correct_refusal"),
    w.diag("de-bn-065", "diag.should_refuse", "Was kostet das Parken an der Talstation der Seilbahn auf den Grauen Kogel?", "Das Parken an der Talstation kostet 6 € pro Tag.", {"grauer-kogel": CABLE_CAR, "flitzroller": SCOOTER}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
