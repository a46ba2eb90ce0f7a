"""German cases of fresh set bm. Scenarios: die Tierarztpraxis Am Lindenhof, der
Alpenbahn-Flexpass, der Fotoworkshop „Lichtwerk“ in Berlin, die E-Book-App „LeseWolke“ der
Stadtbibliothek Neustadt, die Kletterhalle Felsenwerk, Tafelrunde Catering, die Fahrschule
Grünwelle, der Campingplatz Seeblick, die Handywerkstatt HandyHeld und das Konzerthaus am
Rheinufer."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

VET = "Die Tierarztpraxis Am Lindenhof in Freiburg hat montags bis samstags von 8:00 bis 18:30 Uhr geöffnet und ist sonntags geschlossen. Dr. Katrin Vogel ist die leitende Chirurgin der Praxis, Dr. Jonas Albrecht übernimmt die Zahnbehandlungen. Eine Standarduntersuchung kostet 58 €, eine Impfung für Katzen und Hunde 42 € pro Dosis. Hunde über 30 kg müssen vor jeder Narkose am Empfang gewogen werden. Notrufe außerhalb der Öffnungszeiten werden an die 15 km entfernte Tierklinik Dreisamtal weitergeleitet."

TRAIN = "Der Alpenbahn-Flexpass kostet 289 CHF und gilt 8 Tage lang für beliebig viele Fahrten in der 2. Klasse innerhalb der Schweiz. Reisende unter 25 Jahren erhalten 30 % Rabatt auf den Pass. Eine Sitzplatzreservierung ist nur im Gletscher-Panoramazug Pflicht und kostet 10 CHF pro Platz. Der Pass muss vor der ersten Fahrt an einem Bahnschalter aktiviert werden. Er gilt in allen Regional- und Fernverkehrszügen außer im Nachtzug nach Wien."

WORKSHOP = "Der Fotoworkshop „Lichtwerk“ findet vom 5. bis 7. September 2025 in Berlin statt. Die Fotografin Miriam Hartmann leitet den Workshop, und der Lichttechniker Felix Brandt unterstützt sie. Die Teilnahmegebühr beträgt 390 € und umfasst drei Mittagessen, aber keine Unterkunft. Teilnehmende brauchen eine Kamera mit manueller Belichtungseinstellung; Smartphones sind nicht zugelassen. Die Gruppe ist auf 10 Personen begrenzt, Anmeldeschluss ist der 15. August."

LIBRARY = "Die Stadtbibliothek Neustadt verleiht E-Books über ihre kostenlose App „LeseWolke“. Jede Person mit Bibliotheksausweis kann bis zu 6 E-Books gleichzeitig ausleihen, und jede Ausleihe dauert 14 Tage. Ein Titel kann einmal verlängert werden, außer wenn ihn eine andere Person vorgemerkt hat. Hörbücher zählen zum selben Limit von 6 Titeln. Kinder unter 12 Jahren brauchen für ein Konto die Zustimmung eines Elternteils. Mahngebühren gibt es nicht, weil die Ausleihen automatisch ablaufen."

GYM = "Die Kletterhalle Felsenwerk öffnet montags bis freitags um 6:30 Uhr und am Wochenende um 9:00 Uhr; geschlossen wird täglich um 22:00 Uhr. Eine Tageskarte kostet 14,50 €, eine Zehnerkarte 130 €. Wer zum ersten Mal kommt, muss vor dem Klettern an einer 30-minütigen Sicherheitseinweisung teilnehmen. Seilklettern ist nur mit einem Partner erlaubt, der einen Sicherungsschein besitzt; für den Boulderbereich gilt diese Vorgabe nicht. Kletterschuhe können für 4 € ausgeliehen werden."

CATERING = "Tafelrunde Catering beliefert Veranstaltungen mit 25 bis 250 Gästen. Das Buffet kostet 29 € pro Person, ein am Tisch serviertes Drei-Gänge-Menü 49 € pro Person. Jedes Menü enthält mindestens ein veganes Gericht. Bestellungen müssen spätestens 14 Tage vor der Veranstaltung bestätigt werden, und bei der Buchung ist die Hälfte des Gesamtpreises als Anzahlung fällig. Das Unternehmen wurde 2014 von dem Koch Stefan Krämer und Lena Hoffmann gegründet. Lena Hoffmann leitet außerdem den Vertrieb."

DRIVING = "Die Fahrschule Grünwelle bietet ein Paket aus 20 Fahrstunden zu je 45 Minuten für 1.190 € an. Fahrstunden finden Montag bis Freitag von 7 bis 20 Uhr statt. Vor der ersten Fahrstunde müssen Fahrschüler einen bestandenen Sehtest nachweisen. Der Fahrlehrer Markus Weber unterrichtet auf Schaltwagen, die Fahrlehrerin Aylin Demir auf Automatikwagen. Fahrstunden, die weniger als 24 Stunden vorher abgesagt werden, werden voll berechnet."

CAMPSITE = "Der Campingplatz Seeblick ist vom 1. April bis zum 31. Oktober geöffnet. Ein Zeltplatz kostet 24 € pro Nacht für bis zu 4 Personen, jede weitere Person zahlt 7 € pro Nacht. Die Nachtruhe gilt von 22 bis 7 Uhr. Lagerfeuer sind nur in den Feuerschalen aus Metall erlaubt und bei hoher Waldbrandgefahr ganz verboten. Der Badesee liegt 300 Meter von der Rezeption entfernt, und Hunde sind an der Leine willkommen."

REPAIR = "HandyHeld repariert Smartphones in seiner Werkstatt in der Bahnhofstraße. Ein Displaytausch dauert etwa 2 Stunden und kostet je nach Modell zwischen 79 und 229 €. Ein Akkutausch kostet 55 € und wird erledigt, während Sie warten. Auf jede Reparatur gibt es 6 Monate Garantie, außer auf Reparaturen von Wasserschäden, für die keine Garantie gilt. Geführt wird der Laden von Tobias Wendt. Die Technikerin Sara Yilmaz kümmert sich um die Datenrettung."

CONCERT = "Das Konzerthaus am Rheinufer hat 1.620 Plätze, davon 1.100 im Parkett und 520 im Rang. Einlass ist 45 Minuten vor jeder Vorstellung, und Zuspätkommende werden nur in der ersten Pause eingelassen. Karten für die Freitags-Sinfoniereihe kosten zwischen 28 und 95 €. Studierende mit gültigem Ausweis können eine Stunde vor Beginn Restkarten für 12 € kaufen. Chefdirigentin des hauseigenen Orchesters ist Judith Lorenz, Konzertmeister ist Daniel Petrov."

# fmt: off
FAITHFULNESS = [
    w.faith("de-bm-001", "para.reorder", "Wann hat die Tierarztpraxis Am Lindenhof geöffnet?", "Sonntags bleibt die Praxis zu; von Montag bis Samstag können Sie zwischen 8:00 und 18:30 Uhr kommen.", VET, True),
    w.faith("de-bm-002", "para.passive", "Wer leitet den Fotoworkshop „Lichtwerk“?", "Der Workshop wird von der Fotografin Miriam Hartmann geleitet, und sie wird dabei vom Lichttechniker Felix Brandt unterstützt.", WORKSHOP, True),
    w.faith("de-bm-003", "para.synonym", "Wie viele E-Books kann ich bei der LeseWolke auf einmal ausleihen?", "Pro Ausweis dürfen höchstens 6 E-Books zur selben Zeit entliehen werden.", LIBRARY, True),
    w.faith("de-bm-004", "para.nominal", "Was müssen Erstbesucher im Felsenwerk vor dem Klettern tun?", "Für Erstbesucher ist vor dem Klettern die Teilnahme an einer 30-minütigen Sicherheitseinweisung Pflicht.", GYM, True),
    w.faith("de-bm-005", "para.capital", "In welcher Stadt findet der Workshop „Lichtwerk“ statt?", "In der deutschen Hauptstadt.", WORKSHOP, True),
    w.faith("de-bm-006", "para.pronoun", "Auf welchen Autos unterrichtet Aylin Demir?", "Sie unterrichtet auf Automatikwagen.", DRIVING, True),
    w.faith("de-bm-007", "para.relative", "Wer hat Tafelrunde Catering gegründet?", "Das Unternehmen wurde 2014 von dem Koch Stefan Krämer und Lena Hoffmann gegründet, die außerdem den Vertrieb leitet.", CATERING, True),
    w.faith("de-bm-008", "para.part", "Wie viele Plätze hat das Konzerthaus am Rheinufer im Rang?", "520 der Plätze befinden sich im Rang.", CONCERT, True),
    w.faith("de-bm-009", "para.combine", "Wer führt HandyHeld, und wer ist dort für die Datenrettung zuständig?", "Tobias Wendt führt den Laden, in dem die Technikerin Sara Yilmaz für die Datenrettung zuständig ist.", REPAIR, True),
    w.faith("de-bm-010", "fmt.number", "Für wie viele Personen gilt der Grundpreis eines Zeltplatzes am Seeblick?", "Der Preis von 24 € pro Nacht gilt für bis zu vier Personen.", CAMPSITE, True),
    w.faith("de-bm-011", "fmt.thousands", "Wie viele Plätze hat das Konzerthaus am Rheinufer insgesamt?", "Es hat insgesamt 1620 Plätze.", CONCERT, True),
    w.faith("de-bm-012", "fmt.scale", "Wie weit ist der Badesee von der Rezeption entfernt?", "Der Badesee ist nur 0,3 km von der Rezeption entfernt.", CAMPSITE, True),
    w.faith("de-bm-013", "fmt.date", "Wann findet der Fotoworkshop „Lichtwerk“ statt?", "Vom 05.09.2025 bis zum 07.09.2025.", WORKSHOP, True),
    w.faith("de-bm-014", "fmt.time", "Wann öffnet das Felsenwerk unter der Woche?", "Von Montag bis Freitag öffnet die Halle um halb sieben morgens.", GYM, True),
    w.faith("de-bm-015", "fmt.unit", "Welche Hunde müssen in der Praxis Am Lindenhof vor einer Narkose gewogen werden?", "Hunde, die mehr als 30 Kilogramm wiegen, müssen vor jeder Narkose am Empfang gewogen werden.", VET, True),
    w.faith("de-bm-016", "fmt.abbrev", "Wann finden bei der Fahrschule Grünwelle Fahrstunden statt?", "Mo.–Fr. von 7 bis 20 Uhr.", DRIVING, True),
    w.faith("de-bm-017", "fmt.currency", "Was kostet das Buffet bei Tafelrunde Catering?", "Das Buffet kostet 29 Euro pro Person.", CATERING, True),
    w.faith("de-bm-018", "fmt.range", "Was kosten Karten für die Freitags-Sinfoniereihe?", "Die günstigste Karte kostet 28 €, die teuerste 95 €.", CONCERT, True),
    w.faith("de-bm-019", "fmt.period", "Wie lange dauert eine Ausleihe in der LeseWolke?", "Eine Ausleihe dauert zwei Wochen.", LIBRARY, True),
    w.faith("de-bm-020", "fmt.share", "Wie viel muss ich bei der Buchung von Tafelrunde Catering anzahlen?", "Bei der Buchung sind 50 % des Gesamtpreises als Anzahlung fällig.", CATERING, True),
    w.faith("de-bm-021", "para.except", "Auf welche Reparaturen gibt HandyHeld Garantie?", "Alle Reparaturen haben 6 Monate Garantie – ausgenommen sind nur Reparaturen von Wasserschäden.", REPAIR, True),
    w.faith("de-bm-022", "wrap.opener", "Was kostet der Alpenbahn-Flexpass?", "Gute Frage! Der Alpenbahn-Flexpass kostet 289 CHF und gilt 8 Tage lang für beliebig viele Fahrten in der 2. Klasse.", TRAIN, True),
    w.faith("de-bm-023", "wrap.closer", "Wann ist auf dem Campingplatz Seeblick Nachtruhe?", "Die Nachtruhe gilt von 22:00 bis 7:00 Uhr. Ich wünsche Ihnen einen schönen Aufenthalt!", CAMPSITE, True),
    w.faith("de-bm-024", "wrap.attribution", "Gibt es bei der LeseWolke Mahngebühren?", "Laut den Angaben der Bibliothek gibt es keine Mahngebühren, da die Ausleihen automatisch ablaufen.", LIBRARY, True),
    w.faith("de-bm-025", "wrap.hedge", "Was kostet eine Zehnerkarte im Felsenwerk?", "Ich glaube, eine Zehnerkarte kostet 130 €.", GYM, True),
    w.faith("de-bm-026", "wrap.question", "Was kostet eine Impfung für meinen Hund in der Praxis Am Lindenhof?", "Eine Impfung für Hunde kostet 42 € pro Dosis. Möchten Sie auch wissen, was eine Standarduntersuchung kostet?", VET, True),
    w.faith("de-bm-027", "value.number", "Wie lange dauert die Sicherheitseinweisung im Felsenwerk?", "Erstbesucher müssen an einer 45-minütigen Sicherheitseinweisung teilnehmen.", GYM, False),
    w.faith("de-bm-028", "value.date", "Wann hat der Campingplatz Seeblick geöffnet?", "Der Campingplatz ist vom 1. April bis zum 30. November geöffnet.", CAMPSITE, False),
    w.faith("de-bm-029", "value.time", "Bis wann finden bei Grünwelle Fahrstunden statt?", "Fahrstunden gibt es montags bis freitags bis 21 Uhr.", DRIVING, False),
    w.faith("de-bm-030", "value.unit", "Wohin werden Notrufe außerhalb der Öffnungszeiten der Praxis weitergeleitet?", "An die Tierklinik Dreisamtal, die 15 Meilen entfernt ist.", VET, False),
    w.faith("de-bm-031", "value.currency", "Was kostet eine Sitzplatzreservierung im Gletscher-Panoramazug?", "Eine Reservierung im Gletscher-Panoramazug kostet 10 € pro Platz.", TRAIN, False),
    w.faith("de-bm-032", "role.swap", "Wer unterrichtet bei Grünwelle auf Schaltwagen?", "Aylin Demir unterrichtet auf Schaltwagen und Markus Weber auf Automatikwagen.", DRIVING, False),
    w.faith("de-bm-033", "negation", "Kann ich am Workshop „Lichtwerk“ auch nur mit dem Smartphone teilnehmen?", "Ja, Smartphones sind im Workshop zugelassen.", WORKSHOP, False),
    w.faith("de-bm-034", "antonym", "Wann sind Lagerfeuer auf dem Campingplatz Seeblick ganz verboten?", "Lagerfeuer sind bei niedriger Waldbrandgefahr ganz verboten.", CAMPSITE, False),
    w.faith("de-bm-035", "modality", "Muss ich den Alpenbahn-Flexpass vor der Fahrt aktivieren?", "Die Aktivierung ist freiwillig: Sie können den Pass vor der ersten Fahrt an einem Bahnschalter aktivieren lassen, müssen es aber nicht.", TRAIN, False),
    w.faith("de-bm-036", "quantifier", "Gibt es bei Tafelrunde Catering vegane Gerichte?", "Nur einige der Menüs enthalten ein veganes Gericht.", CATERING, False),
    w.faith("de-bm-037", "value.except", "Gibt HandyHeld Garantie auf die Reparatur eines Wasserschadens?", "Ja, die sechsmonatige Garantie gilt ausschließlich für Reparaturen von Wasserschäden.", REPAIR, False),
    w.faith("de-bm-038", "direction", "Wann wird eine abgesagte Fahrstunde bei Grünwelle voll berechnet?", "Eine Fahrstunde wird voll berechnet, wenn man sie mehr als 24 Stunden vorher absagt.", DRIVING, False),
    w.faith("de-bm-039", "added.fact", "Kann ich ein E-Book in der LeseWolke verlängern?", "Ja, ein Titel kann einmal verlängert werden, wenn ihn niemand vorgemerkt hat, und die Verlängerung gilt für weitere 7 Tage.", LIBRARY, False),
    w.faith("de-bm-040", "added.entity", "Wer dirigiert das Orchester des Konzerthauses am Rheinufer?", "Chefdirigentin ist Judith Lorenz, die sich das Dirigat mit dem Ersten Gastdirigenten Paul Reimann teilt.", CONCERT, False),
    w.faith("de-bm-041", "mixed", "Kann ich im Felsenwerk Kletterschuhe ausleihen?", "Ja, Kletterschuhe gibt es für 4 € zum Ausleihen, und Chalkbags kann man für 2 € mieten.", GYM, False),
]

REFUSAL = [
    w.refusal("de-bm-042", "refusal.plain", "Behandelt die Tierarztpraxis Am Lindenhof auch Reptilien?", "Tut mir leid, das weiß ich nicht.", VET, True),
    w.refusal("de-bm-043", "refusal.context", "Kann ich mir den Preis des Alpenbahn-Flexpasses erstatten lassen?", "Im vorliegenden Kontext steht nichts über Erstattungen, daher kann ich das anhand dieser Informationen nicht beantworten.", TRAIN, True),
    w.refusal("de-bm-044", "refusal.short", "Gibt es auf dem Campingplatz Seeblick WLAN?", "Weiß ich nicht.", CAMPSITE, True),
    w.refusal("de-bm-045", "refusal.long", "Repariert HandyHeld auch Tablets?", "Vielen Dank für Ihre Frage. Leider beziehen sich die Informationen, die mir zu HandyHeld vorliegen, nur auf Smartphone-Reparaturen, also auf Displaytausch, Akkutausch, Garantie und Datenrettung; über Tablets steht dort gar nichts. Ich kann Ihnen deshalb nicht sagen, ob dort auch Tablets repariert werden. Am zuverlässigsten wäre es, direkt in der Werkstatt nachzufragen. Entschuldigen Sie bitte, dass ich Ihnen hier nicht weiterhelfen kann.", REPAIR, True),
    w.refusal("de-bm-046", "refusal.hedged", "Wie lange vor einem Konzert ist im Konzerthaus am Rheinufer Einlass?", "Ich bin mir nicht ganz sicher, aber ich glaube, der Einlass beginnt 45 Minuten vor jeder Vorstellung.", CONCERT, False),
    w.refusal("de-bm-047", "refusal.partial", "Was kostet das Paket mit 20 Fahrstunden bei Grünwelle, und gibt es einen Studentenrabatt?", "Das Paket mit 20 Fahrstunden kostet 1.190 €. Ob es einen Studentenrabatt gibt, kann ich nicht sagen, denn dazu steht in den Informationen nichts.", DRIVING, False),
]

CORRECTNESS = [
    w.correct("de-bm-048", "correct.wordy", "Was kostet ein Akkutausch bei HandyHeld?", "Danke für Ihre Frage! Wenn Ihr Handy einen neuen Akku braucht, berechnet HandyHeld für den Tausch 55 €, mit diesem Betrag sollten Sie also rechnen.", "Ein Akkutausch bei HandyHeld kostet 55 €.", True),
    w.correct("de-bm-049", "correct.short", "Für höchstens wie viele Gäste liefert Tafelrunde Catering?", "250.", "Tafelrunde Catering beliefert Veranstaltungen mit bis zu 250 Gästen.", True),
    w.correct("de-bm-050", "correct.format", "An welchem Tag beginnt der Fotoworkshop „Lichtwerk“?", "Am 5.9.2025.", "Der Workshop beginnt am 5. September 2025.", True),
    w.correct("de-bm-051", "wrong.value", "Wie lange dauert eine E-Book-Ausleihe bei der Stadtbibliothek Neustadt?", "Eine E-Book-Ausleihe dauert 28 Tage.", "Eine E-Book-Ausleihe dauert 14 Tage.", False),
    w.correct("de-bm-052", "wrong.echo", "Wie viele Tage vor der Veranstaltung muss eine Bestellung bei Tafelrunde Catering spätestens bestätigt werden?", "Eine Bestellung bei Tafelrunde Catering muss spätestens 3 Tage vor der Veranstaltung bestätigt werden.", "Bestellungen müssen spätestens 14 Tage vor der Veranstaltung bestätigt werden.", False),
    w.correct("de-bm-053", "wrong.role", "Wer ist Chefdirigentin und wer Konzertmeister im Konzerthaus am Rheinufer?", "Chefdirigent ist Daniel Petrov, Konzertmeisterin ist Judith Lorenz.", "Chefdirigentin ist Judith Lorenz, Konzertmeister ist Daniel Petrov.", False),
]

RELEVANCY = [
    w.relevant("de-bm-054", "relevant.direct", "Wann schließt die Kletterhalle Felsenwerk?", "Sie schließt jeden Tag um 22 Uhr.", GYM, True),
    w.relevant("de-bm-055", "relevant.direct", "Was zahlt eine zusätzliche Person auf einem Zeltplatz am Seeblick?", "Jede weitere Person zahlt 7 € pro Nacht.", CAMPSITE, True),
    w.relevant("de-bm-056", "relevant.yesno", "Zählen Hörbücher bei der LeseWolke zum Ausleihlimit?", "Ja, Hörbücher zählen zum selben Limit von 6 Titeln.", LIBRARY, True),
    w.relevant("de-bm-057", "offtopic.true", "Was kostet eine Standarduntersuchung in der Praxis Am Lindenhof?", "Dr. Jonas Albrecht übernimmt in der Praxis die Zahnbehandlungen.", VET, False),
    w.relevant("de-bm-058", "offtopic.other", "Wer bekommt Rabatt auf den Alpenbahn-Flexpass?", "Sie müssen den Pass vor der ersten Fahrt an einem Bahnschalter aktivieren.", TRAIN, False),
]

DIAGNOSIS = [
    w.diag("de-bm-059", "diag.pass", "Was kostet das Drei-Gänge-Menü bei Tafelrunde Catering pro Person?", "Das am Tisch servierte Drei-Gänge-Menü kostet 49 € pro Person.", {"catering": CATERING, "concert": CONCERT}, ("catering",), "pass"),
    w.diag("de-bm-060", "diag.offtopic", "Wie lange dauert ein Displaytausch bei HandyHeld?", "HandyHeld hat seine Werkstatt in der Bahnhofstraße und wird von Tobias Wendt geführt.", {"repair": REPAIR, "library": LIBRARY}, ("repair",), "fix_generation"),
    w.diag("de-bm-061", "diag.unfaithful", "Was kostet eine Tageskarte im Felsenwerk?", "Eine Tageskarte kostet 18,50 €.", {"gym": GYM, "campsite": CAMPSITE}, ("gym",), "fix_generation"),
    w.diag("de-bm-062", "diag.refused", "Wie viele Personen können am Workshop „Lichtwerk“ teilnehmen?", "Tut mir leid, in den Unterlagen steht nicht, wie viele Personen teilnehmen können.", {"workshop": WORKSHOP, "driving": DRIVING}, ("workshop",), "fix_generation"),
    w.diag("de-bm-063", "diag.missed", "Gibt HandyHeld Garantie auf die Reparatur eines Wasserschadens?", "Die mir vorliegenden Dokumente enthalten nichts zu den Garantiebedingungen von HandyHeld, daher kann ich das nicht beantworten.", {"vet": VET, "train": TRAIN}, ("repair",), "fix_retrieval"),
    w.diag("de-bm-064", "diag.correct_refusal", "Was kostet das Parken am Konzerthaus am Rheinufer?", "In den verfügbaren Informationen wird das Parken am Konzerthaus nicht erwähnt, daher kann ich nicht sagen, was es kostet.", {"concert": CONCERT, "catering": CATERING}, (), "correct_refusal"),
    w.diag("de-bm-065", "diag.should_refuse", "Kann man auf dem Campingplatz Seeblick Kajaks leihen?", "Ja, an der Rezeption kann man Kajaks für 12 € pro Stunde leihen.", {"campsite": CAMPSITE, "gym": GYM}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
