"""Fresh set co, German: a laundromat, a grooming salon, a rooftop cinema, a farmers' market, a museum, a paragliding school, a pharmacy, a community garden, a bowling alley and a piano school."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

LAUNDRY = (
    "Der Waschsalon Schaumkrone in der Hafenstraße ist täglich außer am 1. Weihnachtsfeiertag von 6 bis 23 Uhr geöffnet. "
    "Er verfügt über 24 Waschmaschinen und 18 Trockner. "
    "Eine große Waschmaschine kostet 4,50 € pro Ladung, 10 Minuten im Trockner kosten 0,75 €. "
    "Inhaberin Sabine Krüger stellte im März 2021 den Mitarbeiter Jonas Albrecht ein. "
    "Kundinnen und Kunden dürfen die Maschinen nicht länger als 30 Minuten unbeaufsichtigt lassen; eigenes Waschmittel darf mitgebracht werden."
)
GROOM = (
    "Der Hundesalon Wuschelpfote wurde 2016 von Katrin Vogel gegründet, die ihn 2022 an den Hundefriseur Dennis Hartmann verkaufte. "
    "Im Salon arbeiten 7 Hundefriseure, und er hat rund 1.200 Termine im Jahr. "
    "Eine Komplettpflege für einen kleinen Hund kostet 55 €, das Krallenschneiden 12 €. "
    "Alle Hunde müssen gegen Tollwut geimpft sein; für ängstliche Hunde wird ein Maulkorb empfohlen, ist aber nicht vorgeschrieben. "
    "Montags ist der Salon geschlossen."
)
CINEMA = (
    "Das Dachkino Sternenblick auf dem Dach des Carlsbaus zeigt vom 15. Mai bis 30. September 2024 Filme. "
    "Die Vorstellungen beginnen montags bis freitags um 21 Uhr und am Wochenende um 21:30 Uhr. "
    "Eine Eintrittskarte kostet 12 €, eine Decke kann für 3 € ausgeliehen werden. "
    "Auf dem Dach stehen 140 Liegestühle, und Gäste dürfen eigene Snacks mitbringen. "
    "Rauchen ist auf der gesamten Dachterrasse verboten, außer in der ausgewiesenen Ecke neben der Treppe. "
    "Leiterin Miriam Becker wählt die Filme aus, und Filmvorführer Lukas Brandt betreut die Vorstellungen."
)
MARKET = (
    "Der Bauernmarkt am Flussufer findet jeden Samstag von 7 bis 13 Uhr im Ulmenpark statt. "
    "Dort verkaufen 44 Händler ihre Waren, die Hälfte davon Bio-Produkte. "
    "Ein Standardstand kostet Händler 35 € pro Tag. "
    "Der Markt wurde 2009 von der Bäuerin Ruth Kallweit gegründet und wird heute von Omar Aydin geleitet. "
    "Hunde müssen an der Leine geführt werden, und die Händler müssen ihre Stände bis 14 Uhr abgebaut haben."
)
MUSEUM = (
    "Das Naturkundemuseum Halberstein zeigt ein 12 Meter langes Dinosaurierskelett, das 1998 in der Nähe von Hannover, der Landeshauptstadt Niedersachsens, gefunden wurde. "
    "Das Museum ist täglich außer dienstags von 10 bis 17 Uhr geöffnet. "
    "Der Eintritt kostet für Erwachsene 14 €, Kinder unter 12 Jahren haben freien Eintritt. "
    "Die Sammlung umfasst 3,2 Millionen Objekte. "
    "Chefkuratorin Dr. Helene Marsch leitet die Abteilung für Paläontologie, und Sven Otto führt den Museumsshop."
)
PARAGLIDE = (
    "Die Gleitschirmschule Aufwind wurde 2012 von Cheflehrerin Carla Brenner gegründet. "
    "Ihr Grundkurs dauert zwei Wochen und kostet 1.450 €. "
    "Teilnehmende müssen mindestens 16 Jahre alt sein und dürfen höchstens 110 kg wiegen. "
    "Tandemflüge starten am Rabenkopf auf 1.800 Metern Höhe; bei Windgeschwindigkeiten über 25 km/h werden alle Flüge abgesagt. "
    "Ein Helm wird kostenlos gestellt, und ein eigenes Gurtzeug darf mitgebracht werden."
)
PHARMACY = (
    "Die Linden-Apotheke in der Ahornallee hat montags bis freitags von 8 bis 21 Uhr und samstags von 9 bis 18 Uhr geöffnet; sonntags ist sie geschlossen. "
    "Apothekerin Nadja Rahmani leitet die Apotheke, und Mitarbeiter Ben Kohl übernimmt die Lieferungen. "
    "Eine Grippeimpfung kostet 25 € und ist ohne Termin möglich. "
    "Online bestellte Rezepte können innerhalb von 5 Tagen abgeholt werden. "
    "Ab einem Bestellwert von 40 € ist die Lieferung nach Hause kostenlos."
)
GARDEN = (
    "Der Gemeinschaftsgarten Lindenhof e. V. hat 60 Parzellen, jede 3 mal 4 Meter groß. "
    "Eine Parzelle kostet 40 € pro Saison; die Saison dauert vom 1. April bis zum 31. Oktober. "
    "Mitglieder müssen pro Saison mindestens 6 Stunden ehrenamtlich mitarbeiten. "
    "Koordinator Jamal Peters vergibt die Parzellen, und Kassiererin Greta Lindner zieht die Beiträge ein. "
    "Der Geräteschuppen ist täglich außer mittwochs geöffnet."
)
BOWLING = (
    "Das Bowlingcenter Strike hat 32 Bahnen und ist von 12 bis 24 Uhr geöffnet. "
    "Ein Spiel kostet vor 17 Uhr 4 € pro Person und ab 17 Uhr 5,50 € pro Person. "
    "Leihschuhe kosten 2,50 €. "
    "Kindergeburtstage müssen mindestens 7 Tage im Voraus gebucht werden. "
    "Franz Decker eröffnete das Bowlingcenter 1987, und seine Tochter Maria Decker übernahm es 2015. "
    "Mitgebrachte Speisen sind nicht erlaubt."
)
PIANO = (
    "Die Klavierschule Amberg unterrichtet 180 Schülerinnen und Schüler im Alter von 5 bis 70 Jahren. "
    "Einzelstunden dauern 45 Minuten und kosten jeweils 45 €. "
    "Die Schule besitzt 14 Klaviere, darunter 2 Flügel. "
    "Schulleiterin Elena Sokolowa gründete die Schule 2005, und Lehrer Martin Haller leitet den Jazzbereich. "
    "Das Frühjahrskonzert findet am 18. Mai 2025 um 15 Uhr im Weidensaal statt. "
    "Am Wochenende dürfen die Schülerinnen und Schüler kostenlos in den Übungsräumen üben."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-co-001", "para.reorder", "Wann hat der Waschsalon Schaumkrone offen?", "Von 6 bis 23 Uhr hat der Waschsalon Schaumkrone täglich geöffnet, außer am 1. Weihnachtsfeiertag.", LAUNDRY, True),
    w.faith("de-co-002", "para.passive", "Wer hat den Hundesalon Wuschelpfote gegründet?", "Katrin Vogel hat den Hundesalon Wuschelpfote 2016 gegründet.", GROOM, True),
    w.faith("de-co-003", "para.synonym", "Wie viele Hundefriseure hat der Salon Wuschelpfote?", "Der Salon beschäftigt 7 Hundefriseure.", GROOM, True),
    w.faith("de-co-004", "para.nominal", "Seit wann gibt es den Bauernmarkt am Flussufer?", "Die Gründung des Marktes durch die Bäuerin Ruth Kallweit erfolgte 2009.", MARKET, True),
    w.faith("de-co-005", "para.capital", "Was ist die Landeshauptstadt von Niedersachsen?", "Niedersachsens Landeshauptstadt ist Hannover.", MUSEUM, True),
    w.faith("de-co-006", "para.pronoun", "Wer ist Maria Decker?", "Sie ist die Tochter von Franz Decker und hat das Bowlingcenter Strike 2015 übernommen.", BOWLING, True),
    w.faith("de-co-007", "para.relative", "Wer hat die Klavierschule Amberg gegründet?", "Elena Sokolowa, die die Schule leitet, hat sie 2005 gegründet.", PIANO, True),
    w.faith("de-co-008", "para.part", "Was kostet eine Karte im Dachkino Sternenblick?", "Eine Eintrittskarte kostet 12 €.", CINEMA, True),
    w.faith("de-co-009", "para.combine", "Wer verteilt im Gemeinschaftsgarten Lindenhof die Parzellen?", "Koordinator Jamal Peters vergibt die 60 Parzellen des Gartens.", GARDEN, True),
    w.faith("de-co-010", "fmt.number", "Gibt es bei der Gleitschirmschule Aufwind ein Mindestalter?", "Ja, man muss mindestens sechzehn Jahre alt sein.", PARAGLIDE, True),
    w.faith("de-co-011", "fmt.thousands", "Wie viel ist im Hundesalon Wuschelpfote los?", "Der Salon hat rund 1200 Termine im Jahr.", GROOM, True),
    w.faith("de-co-012", "fmt.scale", "Wie groß ist die Sammlung des Naturkundemuseums Halberstein?", "Die Sammlung umfasst 3.200.000 Objekte.", MUSEUM, True),
    w.faith("de-co-013", "fmt.date", "Wann ist das Frühjahrskonzert der Klavierschule Amberg?", "Das Frühjahrskonzert ist am 18.05.2025 um 15 Uhr im Weidensaal.", PIANO, True),
    w.faith("de-co-014", "fmt.time", "Um wie viel Uhr fangen die Vorstellungen im Dachkino unter der Woche an?", "Montags bis freitags beginnen die Vorstellungen um 9 Uhr abends.", CINEMA, True),
    w.faith("de-co-015", "fmt.unit", "Wann fallen bei der Gleitschirmschule die Flüge aus?", "Bei Wind über 25 Kilometern pro Stunde werden alle Flüge abgesagt.", PARAGLIDE, True),
    w.faith("de-co-016", "fmt.abbrev", "Welche Rechtsform hat der Gemeinschaftsgarten Lindenhof?", "Der Gemeinschaftsgarten Lindenhof ist ein eingetragener Verein.", GARDEN, True),
    w.faith("de-co-017", "fmt.currency", "Was kostet der Trockner im Waschsalon Schaumkrone?", "10 Minuten im Trockner kosten 75 Cent.", LAUNDRY, True),
    w.faith("de-co-018", "fmt.range", "Wie früh muss ich einen Kindergeburtstag im Bowlingcenter Strike buchen?", "Kindergeburtstage muss man spätestens 7 Tage vorher buchen.", BOWLING, True),
    w.faith("de-co-019", "fmt.period", "Wie lange dauert der Grundkurs bei Aufwind?", "Der Grundkurs dauert 14 Tage und kostet 1.450 €.", PARAGLIDE, True),
    w.faith("de-co-020", "fmt.share", "Gibt es auf dem Bauernmarkt am Flussufer viel Bio?", "50 Prozent der Händler verkaufen Bio-Produkte.", MARKET, True),
    w.faith("de-co-021", "para.except", "Kann ich das Naturkundemuseum an einem Dienstag besuchen?", "Nein, dienstags ist das Museum geschlossen.", MUSEUM, True),
    w.faith("de-co-022", "wrap.opener", "Was kosten Leihschuhe im Bowlingcenter Strike?", "Gern! Leihschuhe kosten im Bowlingcenter Strike 2,50 €.", BOWLING, True),
    w.faith("de-co-023", "wrap.closer", "Brauche ich in der Linden-Apotheke einen Termin für die Grippeimpfung?", "Nein, die Grippeimpfung ist ohne Termin möglich und kostet 25 €. Ich hoffe, das hilft Ihnen weiter!", PHARMACY, True),
    w.faith("de-co-024", "wrap.attribution", "Wie viel müssen Mitglieder im Gemeinschaftsgarten mithelfen?", "Laut den Regeln des Gartens müssen Mitglieder pro Saison mindestens 6 Stunden ehrenamtlich mitarbeiten.", GARDEN, True),
    w.faith("de-co-025", "wrap.hedge", "Was kostet eine Decke im Dachkino?", "Soweit ich weiß, kann man eine Decke für 3 € ausleihen.", CINEMA, True),
    w.faith("de-co-026", "wrap.question", "Wie lange dauert eine Einzelstunde an der Klavierschule Amberg?", "Eine Einzelstunde dauert 45 Minuten und kostet 45 €. Möchten Sie auch etwas über das Frühjahrskonzert erfahren?", PIANO, True),
    w.faith("de-co-027", "value.number", "Wie viele Bahnen hat das Bowlingcenter Strike?", "Das Bowlingcenter Strike hat 28 Bahnen.", BOWLING, False),
    w.faith("de-co-028", "value.date", "Wann endet die Saison im Gemeinschaftsgarten Lindenhof?", "Die Saison dauert vom 1. April bis zum 30. September.", GARDEN, False),
    w.faith("de-co-029", "value.time", "Wie lange hat die Linden-Apotheke samstags offen?", "Samstags ist die Apotheke von 9 bis 20 Uhr geöffnet.", PHARMACY, False),
    w.faith("de-co-030", "value.unit", "Wie lang ist das Dinosaurierskelett im Naturkundemuseum Halberstein?", "Das Skelett ist 12 Fuß lang.", MUSEUM, False),
    w.faith("de-co-031", "value.currency", "Was kostet eine Komplettpflege für einen kleinen Hund?", "Eine Komplettpflege für einen kleinen Hund kostet 65 €.", GROOM, False),
    w.faith("de-co-032", "role.swap", "Wer hat die Klavierschule Amberg gegründet?", "Martin Haller hat die Schule 2005 gegründet, und Elena Sokolowa leitet den Jazzbereich.", PIANO, False),
    w.faith("de-co-033", "negation", "Darf ich im Waschsalon Schaumkrone mein eigenes Waschmittel benutzen?", "Nein, eigenes Waschmittel darf nicht mitgebracht werden.", LAUNDRY, False),
    w.faith("de-co-034", "antonym", "Muss ich bei Aufwind für den Helm bezahlen?", "Ja, der Helm wird gestellt, ist aber kostenpflichtig.", PARAGLIDE, False),
    w.faith("de-co-035", "modality", "Braucht mein ängstlicher Hund im Salon einen Maulkorb?", "Ja, für ängstliche Hunde ist ein Maulkorb vorgeschrieben.", GROOM, False),
    w.faith("de-co-036", "quantifier", "Welche Händler auf dem Bauernmarkt verkaufen Bio-Produkte?", "Alle Händler verkaufen Bio-Produkte.", MARKET, False),
    w.faith("de-co-037", "value.except", "Hat der Waschsalon Schaumkrone am 1. Weihnachtsfeiertag offen?", "Ja, auch am 1. Weihnachtsfeiertag ist der Waschsalon von 6 bis 23 Uhr geöffnet.", LAUNDRY, False),
    w.faith("de-co-038", "direction", "Gibt es bei der Gleitschirmschule eine Gewichtsgrenze?", "Ja, man muss mindestens 110 kg wiegen.", PARAGLIDE, False),
    w.faith("de-co-039", "added.fact", "Was ist im Ticket für das Dachkino enthalten?", "Eine Karte kostet 12 € und enthält ein Freigetränk.", CINEMA, False),
    w.faith("de-co-040", "added.entity", "Wer liefert für die Linden-Apotheke aus?", "Die Lieferungen übernehmen Ben Kohl und der Fahrer Kevin Wolf.", PHARMACY, False),
    w.faith("de-co-041", "mixed", "Erzähl mir etwas über den Gemeinschaftsgarten Lindenhof.", "Der Garten hat 60 Parzellen, und der Geräteschuppen ist an allen sieben Wochentagen geöffnet.", GARDEN, False),
]
REFUSAL = [
    w.refusal("de-co-042", "refusal.plain", "Hat das Bowlingcenter Strike einen Parkplatz?", "Tut mir leid, dazu habe ich keine Informationen.", BOWLING, True),
    w.refusal("de-co-043", "refusal.context", "Bietet das Naturkundemuseum Halberstein Führungen an?", "Die bereitgestellten Dokumente erwähnen keine Führungen, daher kann ich das anhand des Kontexts nicht beantworten.", MUSEUM, True),
    w.refusal("de-co-044", "refusal.short", "Gibt es im Waschsalon Schaumkrone WLAN?", "Keine Ahnung.", LAUNDRY, True),
    w.refusal("de-co-045", "refusal.long", "Ist bei der Gleitschirmschule Aufwind eine Versicherung im Kurs enthalten?", "Vielen Dank für Ihre Frage. Leider enthalten meine Unterlagen zur Gleitschirmschule Aufwind keinerlei Angaben zu einer Versicherung. Beschrieben werden nur der Grundkurs, sein Preis sowie die Alters- und Gewichtsgrenzen. Ich empfehle Ihnen, sich vor der Anmeldung direkt bei der Schule zu erkundigen.", PARAGLIDE, True),
    w.refusal("de-co-046", "refusal.hedged", "Wann schließt die Linden-Apotheke montags bis freitags?", "Ich bin mir nicht ganz sicher, aber von Montag bis Freitag schließt sie wohl um 21 Uhr.", PHARMACY, False),
    w.refusal("de-co-047", "refusal.partial", "Wann beginnen die Vorstellungen im Dachkino, und wie lang sind die Filme?", "Die Vorstellungen beginnen montags bis freitags um 21 Uhr und am Wochenende um 21:30 Uhr; wie lang die Filme sind, steht allerdings nicht in den Unterlagen.", CINEMA, False),
]
CORRECTNESS = [
    w.correct("de-co-048", "correct.wordy", "Wer leitet heute den Bauernmarkt am Flussufer?", "Der Markt, den die Bäuerin Ruth Kallweit 2009 gegründet hat, wird heute von Omar Aydin geleitet.", "Omar Aydin.", True),
    w.correct("de-co-049", "correct.short", "Wie lange dauert eine Einzelstunde an der Klavierschule Amberg?", "45 Minuten.", "Eine Einzelstunde an der Klavierschule Amberg dauert 45 Minuten und kostet 45 €.", True),
    w.correct("de-co-050", "correct.format", "Was kostet eine Parzelle im Gemeinschaftsgarten pro Saison?", "Vierzig Euro pro Saison.", "40 € pro Saison.", True),
    w.correct("de-co-051", "wrong.value", "Was kostet ein Spiel im Bowlingcenter Strike ab 17 Uhr?", "Ab 17 Uhr kostet ein Spiel 4 € pro Person.", "5,50 € pro Person.", False),
    w.correct("de-co-052", "wrong.echo", "An welchem Tag hat der Hundesalon Wuschelpfote geschlossen?", "Der Hundesalon Wuschelpfote hat an einem Tag pro Woche geschlossen.", "Montags.", False),
    w.correct("de-co-053", "wrong.role", "Wer betreut die Vorstellungen im Dachkino Sternenblick?", "Leiterin Miriam Becker betreut die Vorstellungen.", "Filmvorführer Lukas Brandt.", False),
]
RELEVANCY = [
    w.relevant("de-co-054", "relevant.direct", "Was zahlen Kinder im Naturkundemuseum Halberstein?", "Unter 12 Jahren nichts, sie kommen kostenlos hinein.", MUSEUM, True),
    w.relevant("de-co-055", "relevant.yesno", "Darf ich im Waschsalon die Maschine laufen lassen und kurz weggehen?", "Ja, aber höchstens 30 Minuten.", LAUNDRY, True),
    w.relevant("de-co-056", "offtopic.true", "Brauche ich in der Linden-Apotheke für die Grippeimpfung einen Termin?", "Ab einem Bestellwert von 40 € ist die Lieferung nach Hause kostenlos.", PHARMACY, False),
    w.relevant("de-co-057", "offtopic.other", "Was kostet eine Einzelstunde an der Klavierschule Amberg?", "Eine Einzelstunde dauert 45 Minuten.", PIANO, False),
]
DIAGNOSIS = [
    w.diag("de-co-058", "diag.pass", "Was kostet eine große Waschmaschine im Waschsalon Schaumkrone?", "Eine große Waschmaschine kostet 4,50 € pro Ladung.", {"laundry": LAUNDRY, "garden": GARDEN}, ("laundry",), "pass"),
    w.diag("de-co-059", "diag.offtopic", "Wie viele Bahnen hat das Bowlingcenter Strike?", "Leihschuhe kosten 2,50 €.", {"bowling": BOWLING}, ("bowling",), "fix_generation"),
    w.diag("de-co-060", "diag.unfaithful", "Wann öffnet der Bauernmarkt am Flussufer?", "Der Markt öffnet samstags um 9 Uhr.", {"market": MARKET, "cinema": CINEMA}, ("market",), "fix_generation"),
    w.diag("de-co-061", "diag.refused", "Ab welchem Alter kann man bei Aufwind den Grundkurs machen?", "Das weiß ich leider nicht.", {"paraglide": PARAGLIDE}, ("paraglide",), "fix_generation"),
    w.diag("de-co-062", "diag.missed", "Wer leitet den Jazzbereich der Klavierschule Amberg?", "Leider finde ich dazu nichts in den Dokumenten.", {"groom": GROOM, "bowling": BOWLING}, ("piano",), "fix_retrieval"),
    w.diag("de-co-063", "diag.correct_refusal", "Was kostet das Parken am Naturkundemuseum Halberstein?", "Zum Parken enthalten die Dokumente keine Angaben, daher kann ich das nicht beantworten.", {"museum": MUSEUM}, (), "correct_refusal"),
    w.diag("de-co-064", "diag.should_refuse", "Verkauft die Linden-Apotheke auch Tierarzneimittel?", "Ja, die Linden-Apotheke führt ein breites Sortiment an Tierarzneimitteln.", {"pharmacy": PHARMACY}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
