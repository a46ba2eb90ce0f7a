"""German cases of fresh set by: a community climbing gym (Griffwerk), a pet grooming salon
(Wuschelzeit), a language exchange cafe (Sprachcafé Babylon), a ferry line (Fähre nach
Möwenwerder), a camping ground (Campingplatz Kiefernhain), a physiotherapy practice
(Praxis Nordlicht), a second-hand bookshop (Antiquariat Eselsohr), a rowing regatta
(Ulmenfluss-Regatta), a planetarium show (Planetarium Orion) and an electric scooter rental
(Flitzer)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

GYM = "Das Griffwerk ist eine vereinsgetragene Kletterhalle in der Mühlenstraße und wird von der Routenbauerin Jana Köhler und dem Hallenleiter Tobias Brandt geführt. Die Halle ist täglich außer montags von 7 bis 22 Uhr geöffnet. Eine Tageskarte kostet 14,50 €, eine Zehnerkarte 125 €. Jedes neue Mitglied muss vor dem Seilklettern einen 45-minütigen Sicherungscheck ablegen, und Kinder unter 12 Jahren dürfen nur in Begleitung eines Erwachsenen klettern. Die Boulderwand ist 4,5 Meter hoch und hat rund 1.200 Griffe."
GROOM = "Der Tierpflegesalon Wuschelzeit in der Kasseler Innenstadt frisiert Hunde und Katzen. Inhaberin Sabine Vogt übernimmt das gesamte Scheren, während ihr Mitarbeiter Lukas Dietrich für Baden und Föhnen zuständig ist. Eine Komplettpflege für einen kleinen Hund kostet 55 € und dauert etwa 90 Minuten. Termine müssen mindestens 24 Stunden vorher abgesagt werden, sonst wird eine Gebühr von 20 € fällig. Der Salon ist dienstags bis samstags von 9 bis 17 Uhr geöffnet und nimmt Hunde bis 40 kg an."
CAFE = "Das Sprachcafé Babylon in der Karl-Heine-Straße veranstaltet jeden Donnerstag von 18:30 bis 21 Uhr einen Sprachaustausch-Abend. Der Eintritt kostet 4,50 € und enthält ein Getränk. Die Tische sind nach Sprachen aufgeteilt: Es gibt einen englischen, einen spanischen und einen französischen Tisch mit jeweils höchstens acht Plätzen. Die Hälfte jedes Abends wird in der Zielsprache gesprochen, die andere Hälfte auf Deutsch. Die Organisatorin Miriam Şahin bittet Neulinge, sich bis Mittwoch um 12 Uhr online anzumelden."
FERRY = "Die Fähre nach Möwenwerder fährt von Nordhafen zur Insel Möwenwerder und braucht für die 18 km lange Strecke 50 Minuten. Vom 1. Juni bis 15. September gibt es täglich sechs Abfahrten, die erste um 7:15 Uhr und die letzte um 19:45 Uhr. Eine Hin- und Rückfahrkarte für Erwachsene kostet 32 €, Kinder unter 5 Jahren fahren kostenlos, und Fahrräder werden für 4 € mitgenommen. Autos müssen spätestens 30 Minuten vor der Abfahrt einchecken. Das Schiff „Seeschwalbe“ befördert bis zu 350 Fahrgäste und 40 Autos."
CAMP = "Der Campingplatz Kiefernhain hat 120 Stellplätze am Ufer des Ortsees und ist vom 15. April bis 15. Oktober geöffnet. Ein Zeltplatz kostet 24 € pro Nacht für zwei Personen, jede weitere Person zahlt 6 €. Die Anreise ist ab 14 Uhr möglich, die Abreise muss bis 11 Uhr erfolgen. Die Nachtruhe gilt von 22 bis 7 Uhr, und Lagerfeuer sind nur in den bereitgestellten Feuerschalen aus Metall erlaubt. Platzwart ist Holger Brenner."
PHYSIO = "Die Physiotherapiepraxis Nordlicht wird von Dr. Anja Kovač geleitet und beschäftigt drei Therapeuten. Eine Erstuntersuchung dauert 60 Minuten und kostet 95 €, Folgebehandlungen dauern 30 Minuten und kosten 60 €. Patienten mit ärztlicher Verordnung erhalten auf jede Behandlung 10 % Rabatt. Die Praxis ist montags bis freitags von 8 bis 18 Uhr und samstags von 8 bis 13 Uhr geöffnet. Termine, die nicht mindestens 12 Stunden vorher abgesagt werden, werden voll berechnet."
BOOKS = "Das Antiquariat Eselsohr in der Hafengasse gehört Konrad Weiß. Beim Ankauf zahlt Konrad Weiß 25 % des Ladenpreises in bar oder 40 % als Gutschrift für den Laden. Taschenbücher kosten zwischen 3 und 9 €. Das Antiquariat führt rund 15.000 Titel, und der Schrank mit den Raritäten wird nur auf Nachfrage geöffnet. Geöffnet ist mittwochs bis sonntags von 10 bis 18 Uhr."
REGATTA = "Die Ulmenfluss-Regatta findet am Samstag, 14. Juni 2025, auf einer 2.000-Meter-Strecke statt. Die Rennen beginnen um 8:30 Uhr, die Achter-Finals starten um 16 Uhr. Mannschaften müssen sich bis zum 31. Mai anmelden, das Meldegeld beträgt 80 € pro Boot. Ausrichter ist der Ruderclub Ulmental, die Schiedsrichter stellt der Landesruderverband. In diesem Jahr startet außerdem eine Gastmannschaft aus der Hauptstadt Dänemarks."
PLANET = "Das Planetarium Orion zeigt „Reise zum Saturn“, eine 40-minütige Show, die von der Astronomin Dr. Lena Roth moderiert wird. Die Vorstellungen beginnen dienstags bis sonntags um 11, 14 und 19:30 Uhr. Tickets kosten 12 € für Erwachsene und 8 € für Kinder von 4 bis 12 Jahren; Kinder unter 4 Jahren haben keinen Zutritt. Die Kuppel hat einen Durchmesser von 18 Metern und bietet 150 Plätze. Wer zu spät kommt, wird nach Beginn der Vorstellung nicht mehr eingelassen."
SCOOTER = "Flitzer vermietet E-Scooter in der Mannheimer Innenstadt über seine App. Das Entsperren kostet 1 €, jede Fahrminute 0,25 €. Fahrerinnen und Fahrer müssen mindestens 18 Jahre alt sein und einen Führerschein besitzen. Die Scooter fahren höchstens 20 km/h und müssen in markierten Zonen abgestellt werden; wer einen woanders abstellt, zahlt 15 € Strafe. Der Dienst ist von 6 Uhr bis Mitternacht verfügbar, und ein voller Akku reicht für etwa 40 km."

# fmt: off
FAITHFULNESS = [
    w.faith("de-by-001", "para.reorder", "Wer führt das Griffwerk?", "Geführt wird das Griffwerk von Hallenleiter Tobias Brandt und Routenbauerin Jana Köhler.", GYM, True),
    w.faith("de-by-002", "para.passive", "Wer macht was im Salon Wuschelzeit?", "Das Scheren wird komplett von Inhaberin Sabine Vogt erledigt, das Baden und Föhnen wird von ihrem Mitarbeiter Lukas Dietrich übernommen.", GROOM, True),
    w.faith("de-by-003", "para.synonym", "Darf man auf dem Kiefernhain ein Lagerfeuer machen?", "Ein Lagerfeuer darf man ausschließlich in den Metallschalen machen, die der Platz zur Verfügung stellt.", CAMP, True),
    w.faith("de-by-004", "para.nominal", "Wann müssen Autos an der Fähre sein?", "Der Check-in für Autos muss spätestens 30 Minuten vor der Abfahrt erfolgen.", FERRY, True),
    w.faith("de-by-005", "para.capital", "Startet bei der Regatta eine Gastmannschaft?", "Ja, dieses Jahr ist außerdem eine Gastmannschaft aus Kopenhagen dabei.", REGATTA, True),
    w.faith("de-by-006", "para.pronoun", "Wie lange dauert „Reise zum Saturn“, und wer moderiert die Show?", "Sie dauert 40 Minuten und wird von der Astronomin Dr. Lena Roth moderiert.", PLANET, True),
    w.faith("de-by-007", "para.relative", "Was kostet das Entsperren eines Flitzer-Scooters?", "Flitzer, das über seine App E-Scooter in der Mannheimer Innenstadt vermietet, verlangt fürs Entsperren 1 €.", SCOOTER, True),
    w.faith("de-by-008", "para.part", "Gibt es im Sprachcafé Babylon einen spanischen Tisch?", "Ja, Spanisch ist eine der Sprachen mit eigenem Tisch.", CAFE, True),
    w.faith("de-by-009", "para.combine", "Wer leitet die Praxis Nordlicht, und hat sie samstags geöffnet?", "Die von Dr. Anja Kovač geleitete Praxis Nordlicht hat samstags von 8 bis 13 Uhr geöffnet.", PHYSIO, True),
    w.faith("de-by-010", "fmt.number", "Wie viele Stellplätze hat der Campingplatz Kiefernhain?", "Er hat einhundertzwanzig Stellplätze am Ufer des Ortsees.", CAMP, True),
    w.faith("de-by-011", "fmt.thousands", "Wie viele Titel führt das Antiquariat Eselsohr?", "Das Antiquariat führt rund 15000 Titel.", BOOKS, True),
    w.faith("de-by-012", "fmt.scale", "Wie hoch ist die Boulderwand im Griffwerk?", "Die Boulderwand ist 450 Zentimeter hoch.", GYM, True),
    w.faith("de-by-013", "fmt.date", "Wann findet die Ulmenfluss-Regatta statt?", "Die Regatta ist am 14.06.2025, einem Samstag.", REGATTA, True),
    w.faith("de-by-014", "fmt.time", "Wann fährt im Sommer die letzte Fähre?", "Die letzte Abfahrt ist um Viertel vor acht am Abend.", FERRY, True),
    w.faith("de-by-015", "fmt.unit", "Wie lang ist die Strecke nach Möwenwerder?", "Die Strecke ist achtzehn Kilometer lang, die Überfahrt dauert 50 Minuten.", FERRY, True),
    w.faith("de-by-016", "fmt.abbrev", "Wann hat die Praxis Nordlicht unter der Woche geöffnet?", "Mo.–Fr. von 8 bis 18 Uhr.", PHYSIO, True),
    w.faith("de-by-017", "fmt.currency", "Was kostet der Eintritt zum Sprachaustausch-Abend?", "Der Eintritt kostet 4 Euro 50, ein Getränk ist inklusive.", CAFE, True),
    w.faith("de-by-018", "fmt.range", "Wie schwer darf ein Hund im Salon Wuschelzeit sein?", "Das Höchstgewicht für Hunde liegt bei 40 kg.", GROOM, True),
    w.faith("de-by-019", "fmt.period", "Wie früh muss ich einen Termin bei Wuschelzeit absagen?", "Mindestens einen Tag vorher, sonst werden 20 € Gebühr fällig.", GROOM, True),
    w.faith("de-by-020", "fmt.share", "Wie viel vom Abend wird in der Zielsprache gesprochen?", "50 % jedes Abends wird in der Zielsprache gesprochen, der Rest auf Deutsch.", CAFE, True),
    w.faith("de-by-021", "para.except", "Wann hat das Griffwerk geöffnet?", "Montags ist Ruhetag; an allen anderen Tagen ist von 7 bis 22 Uhr geöffnet.", GYM, True),
    w.faith("de-by-022", "wrap.opener", "Was kosten die Tickets im Planetarium?", "Gute Frage! Erwachsene zahlen 12 €, Kinder von 4 bis 12 Jahren 8 €.", PLANET, True),
    w.faith("de-by-023", "wrap.closer", "Wer darf bei Flitzer einen Scooter mieten?", "Man muss mindestens 18 Jahre alt sein und einen Führerschein besitzen. Ich hoffe, das hilft Ihnen weiter!", SCOOTER, True),
    w.faith("de-by-024", "wrap.attribution", "Wie bezahlt das Antiquariat Eselsohr angekaufte Bücher?", "Laut dem Dokument zahlt Konrad Weiß 25 % des Ladenpreises in bar oder 40 % als Gutschrift.", BOOKS, True),
    w.faith("de-by-025", "wrap.hedge", "Wie hoch ist das Meldegeld bei der Regatta?", "Ich glaube, das Meldegeld beträgt 80 € pro Boot.", REGATTA, True),
    w.faith("de-by-026", "wrap.question", "Wann ist auf dem Kiefernhain Nachtruhe?", "Die Nachtruhe gilt von 22 bis 7 Uhr. Möchten Sie auch wissen, wo Lagerfeuer erlaubt sind?", CAMP, True),
    w.faith("de-by-027", "value.number", "Wie viele Stellplätze hat der Campingplatz Kiefernhain?", "Der Kiefernhain hat 150 Stellplätze am Ufer des Ortsees.", CAMP, False),
    w.faith("de-by-028", "value.date", "Wann findet die Ulmenfluss-Regatta statt?", "Die Regatta findet am Samstag, 21. Juni 2025, statt.", REGATTA, False),
    w.faith("de-by-029", "value.time", "Wann beginnen die Vorstellungen im Planetarium?", "Die Vorstellungen beginnen dienstags bis sonntags um 11, 15 und 19:30 Uhr.", PLANET, False),
    w.faith("de-by-030", "value.unit", "Wie schwer darf ein Hund im Salon Wuschelzeit sein?", "Der Salon nimmt Hunde bis 40 Pfund an.", GROOM, False),
    w.faith("de-by-031", "value.currency", "Was kostet eine Hin- und Rückfahrkarte für Erwachsene?", "Eine Hin- und Rückfahrkarte für Erwachsene kostet 23 €.", FERRY, False),
    w.faith("de-by-032", "role.swap", "Wer übernimmt bei Wuschelzeit das Scheren?", "Lukas Dietrich übernimmt das gesamte Scheren, Sabine Vogt ist für Baden und Föhnen zuständig.", GROOM, False),
    w.faith("de-by-033", "negation", "Kann ich mein Fahrrad auf die Fähre mitnehmen?", "Nein, Fahrräder werden auf der Fähre nicht mitgenommen.", FERRY, False),
    w.faith("de-by-034", "antonym", "Ab wann kann man auf dem Kiefernhain anreisen?", "Die Anreise endet um 14 Uhr, die Abreise muss bis 11 Uhr erfolgen.", CAMP, False),
    w.faith("de-by-035", "modality", "Müssen neue Mitglieder einen Sicherungscheck machen?", "Neue Mitglieder können einen 45-minütigen Sicherungscheck machen, wenn sie möchten; Pflicht ist er nicht.", GYM, False),
    w.faith("de-by-036", "quantifier", "Wer bekommt in der Praxis Nordlicht Rabatt?", "Alle Patienten erhalten auf jede Behandlung 10 % Rabatt.", PHYSIO, False),
    w.faith("de-by-037", "value.except", "An welchen Tagen hat das Griffwerk geöffnet?", "Das Griffwerk hat jeden Tag geöffnet, auch montags, jeweils von 7 bis 22 Uhr.", GYM, False),
    w.faith("de-by-038", "direction", "Wann können sich Mannschaften für die Regatta anmelden?", "Die Anmeldung öffnet erst nach dem 31. Mai, das Meldegeld beträgt 80 € pro Boot.", REGATTA, False),
    w.faith("de-by-039", "added.fact", "Was kostet eine Fahrt mit Flitzer?", "Das Entsperren kostet 1 €, jede Minute 0,25 €, und am Wochenende sind die ersten zehn Minuten gratis.", SCOOTER, False),
    w.faith("de-by-040", "added.entity", "Wem gehört das Antiquariat Eselsohr?", "Das Antiquariat gehört Konrad Weiß und seiner Schwester Helga Weiß.", BOOKS, False),
    w.faith("de-by-041", "mixed", "Wie lange dauert eine Folgebehandlung in der Praxis Nordlicht?", "Eine Folgebehandlung dauert 30 Minuten und wird von den meisten Krankenkassen vollständig bezahlt.", PHYSIO, False),
]

REFUSAL = [
    w.refusal("de-by-042", "refusal.plain", "Hat das Griffwerk eine Sauna?", "Das weiß ich leider nicht.", GYM, True),
    w.refusal("de-by-043", "refusal.context", "Gibt es an Bord der Fähre ein Bistro?", "Aus den vorliegenden Informationen geht nicht hervor, ob es an Bord ein Bistro gibt.", FERRY, True),
    w.refusal("de-by-044", "refusal.short", "Sind Hunde auf dem Kiefernhain erlaubt?", "Dazu kann ich nichts sagen.", CAMP, True),
    w.refusal("de-by-045", "refusal.long", "Gibt es am Planetarium Orion Parkplätze?", "Vielen Dank für Ihre Frage. Leider beziehen sich die Informationen, die mir vorliegen, nur auf die Show selbst, die Vorstellungszeiten und die Ticketpreise; zu Parkmöglichkeiten am Planetarium Orion steht darin nichts. Raten möchte ich nicht, deshalb kann ich Ihnen dazu keine Auskunft geben. Am besten fragen Sie direkt beim Planetarium nach.", PLANET, True),
    w.refusal("de-by-046", "refusal.hedged", "Was kostet eine Folgebehandlung in der Praxis Nordlicht?", "Ganz sicher bin ich mir nicht, aber eine Folgebehandlung scheint 60 € zu kosten.", PHYSIO, False),
    w.refusal("de-by-047", "refusal.partial", "Was kostet eine Fahrt mit Flitzer, und gibt es ein Monatsabo?", "Das Entsperren kostet 1 €, dazu kommen 0,25 € pro Minute. Zu einem Monatsabo finde ich allerdings nichts.", SCOOTER, False),
]

CORRECTNESS = [
    w.correct("de-by-048", "correct.wordy", "Wie lang ist die Strecke der Ulmenfluss-Regatta?", "Die Strecke, die die Mannschaften bei der Ulmenfluss-Regatta vom Start bis ins Ziel zurücklegen müssen, ist insgesamt 2.000 Meter lang.", "Die Strecke ist 2.000 Meter lang.", True),
    w.correct("de-by-049", "correct.short", "Wie viel Prozent des Ladenpreises zahlt Konrad Weiß als Gutschrift?", "40 %.", "Er zahlt 40 % des Ladenpreises als Gutschrift.", True),
    w.correct("de-by-050", "correct.format", "Wann fährt im Sommer die erste Fähre?", "Um Viertel nach sieben morgens.", "Die erste Abfahrt ist um 7:15 Uhr.", True),
    w.correct("de-by-051", "wrong.value", "Was kostet ein Zeltplatz auf dem Kiefernhain?", "Ein Zeltplatz kostet 34 € pro Nacht für zwei Personen.", "Ein Zeltplatz kostet 24 € pro Nacht für zwei Personen.", False),
    w.correct("de-by-052", "wrong.echo", "Wie lange dauert eine Komplettpflege für einen kleinen Hund?", "Eine Komplettpflege für einen kleinen Hund dauert etwa drei Stunden.", "Sie dauert etwa 90 Minuten.", False),
    w.correct("de-by-053", "wrong.role", "Wer richtet die Ulmenfluss-Regatta aus, und wer stellt die Schiedsrichter?", "Ausrichter ist der Landesruderverband, die Schiedsrichter stellt der Ruderclub Ulmental.", "Ausrichter ist der Ruderclub Ulmental, die Schiedsrichter stellt der Landesruderverband.", False),
]

RELEVANCY = [
    w.relevant("de-by-054", "relevant.direct", "Wie groß ist die Kuppel im Planetarium Orion?", "Die Kuppel hat einen Durchmesser von 18 Metern und bietet 150 Plätze.", PLANET, True),
    w.relevant("de-by-055", "relevant.yesno", "Muss ich mich für den Sprachaustausch-Abend anmelden?", "Ja, Neulinge sollen sich bis Mittwoch um 12 Uhr online anmelden.", CAFE, True),
    w.relevant("de-by-056", "offtopic.true", "Was kostet die Mitnahme eines Fahrrads auf der Fähre?", "Die „Seeschwalbe“ befördert bis zu 350 Fahrgäste und 40 Autos.", FERRY, False),
    w.relevant("de-by-057", "offtopic.other", "Wie lange dauert eine Erstuntersuchung in der Praxis Nordlicht?", "Termine, die nicht 12 Stunden vorher abgesagt werden, werden voll berechnet.", PHYSIO, False),
]

DIAGNOSIS = [
    w.diag("de-by-058", "diag.pass", "Wie schnell fahren die Flitzer-Scooter?", "Die Scooter fahren höchstens 20 km/h.", {"flitzer": SCOOTER, "kiefernhain": CAMP}, ("flitzer",), "pass"),
    w.diag("de-by-059", "diag.offtopic", "Wann hat das Antiquariat Eselsohr geöffnet?", "Das Antiquariat führt rund 15.000 Titel.", {"eselsohr": BOOKS, "babylon": CAFE}, ("eselsohr",), "fix_generation"),
    w.diag("de-by-060", "diag.unfaithful", "Bis wann muss man auf dem Kiefernhain abreisen?", "Die Abreise muss bis 13 Uhr erfolgen.", {"kiefernhain": CAMP, "moewenwerder": FERRY}, ("kiefernhain",), "fix_generation"),
    w.diag("de-by-061", "diag.refused", "An welchen Tagen hat der Salon Wuschelzeit geöffnet?", "Tut mir leid, die Öffnungstage habe ich in den Unterlagen nicht gefunden.", {"wuschelzeit": GROOM, "nordlicht": PHYSIO}, ("wuschelzeit",), "fix_generation"),
    w.diag("de-by-062", "diag.missed", "Wie hoch ist das Meldegeld bei der Ulmenfluss-Regatta?", "In meinen Unterlagen steht nichts zum Meldegeld der Regatta.", {"orion": PLANET, "griffwerk": GYM}, ("ulmenfluss-regatta",), "fix_retrieval"),
    w.diag("de-by-063", "diag.correct_refusal", "Gibt es im Sprachcafé Babylon WLAN?", "Die Unterlagen sagen nicht, ob es im Sprachcafé Babylon WLAN gibt.", {"babylon": CAFE, "eselsohr": BOOKS}, (), "correct_refusal"),
    w.diag("de-by-064", "diag.should_refuse", "Bietet das Griffwerk Yogakurse an?", "Ja, das Griffwerk bietet mittwochabends Yogakurse an.", {"griffwerk": GYM, "flitzer": SCOOTER}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
