"""German cases of fresh set cf: a yoga retreat (Lindenhof), an airport lounge (Nordlicht),
a driving school (Fahrschule Nordtor), a public archive reading room (Kreisarchiv
Hallbrunn), a fishing charter (die „Möwe“), a children's theatre (Kindertheater Laterne), a
cheese dairy tour (Käserei Bachwiese), a coworking cafe (Tintenfass), a hot-air balloon
flight (Ballonfahrten Wolkenreich) and a tailor (Weber & Söhne)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

YOGA = "Das Yoga-Retreat Lindenhof liegt auf einem 12 Hektar großen Hof bei Haselbach und bietet Wochenendkurse von Freitag, 16 Uhr, bis Sonntag, 14 Uhr, an. Ein Wochenende kostet im Doppelzimmer 320 € pro Person und im Einzelzimmer 430 €, alle vegetarischen Mahlzeiten inklusive. Die Leiterin Anna Wehrmann unterrichtet um 7 Uhr die Vinyasa-Stunde, ihr Kollege Jonas Feld übernimmt um 18:30 Uhr das Yin-Yoga. Teilnehmende müssen mindestens 16 Jahre alt sein, unter 18-Jährige brauchen eine von den Eltern unterschriebene Einverständniserklärung. Handys werden beim Einchecken eingesammelt und bei der Abreise zurückgegeben; ausgenommen sind Ärztinnen, Ärzte und Pflegekräfte im Bereitschaftsdienst."

LOUNGE = "Die Lounge „Nordlicht“ im Terminal 2 des Flughafens Elbstadt öffnet täglich um 5:00 Uhr und schließt um 23:30 Uhr. Business-Class-Passagiere aller Partnerairlines haben freien Eintritt, Inhaber der Silberkarte dürfen eine Begleitperson mitbringen. Alle anderen können einen Tagespass für 45 € kaufen, der nur am Empfang und nicht online verkauft wird. Duschen lassen sich für höchstens 20 Minuten am Stück buchen, Handtücher werden gestellt. Die Lounge hat 180 Sitzplätze; ist sie voll, haben Passagiere Vorrang, deren Flug innerhalb der nächsten zwei Stunden startet."

DRIVING = "Die Fahrschule Nordtor bietet ein Einsteigerpaket mit 10 Fahrstunden für 550 € an, eine einzelne Fahrstunde kostet 60 €. Jede Fahrstunde dauert 90 Minuten und beginnt am Büro der Fahrschule in der Mühlenstraße 14. Vor der ersten Stunde müssen Fahrschüler den Nachweis über einen Erste-Hilfe-Kurs vorlegen; ohne diesen Nachweis bucht die Fahrschule keine Stunde. Fahrlehrerin Petra Schulz unterrichtet auf Schaltwagen, Fahrlehrer Deniz Aydın ausschließlich auf Automatikwagen. Stunden, die weniger als 24 Stunden vorher abgesagt werden, werden voll berechnet, außer der Fahrschüler legt ein ärztliches Attest vor."

ARCHIVE = "Der Lesesaal des Kreisarchivs Hallbrunn ist täglich außer montags von 9:30 bis 16:30 Uhr geöffnet. Besucher brauchen einen Leseausweis, der gegen Vorlage eines Lichtbildausweises kostenlos ausgestellt wird. Pro Tag dürfen höchstens fünf Archivkartons bestellt werden, und Bestellungen müssen bis 15 Uhr eingehen. Im Saal sind nur Bleistifte erlaubt; Kugelschreiber, Essen und Getränke müssen in den Schließfächern bleiben. Fotografieren ohne Blitz kostet 2 € pro Tag, Dokumente mit dem Vermerk „gesperrt“ dürfen jedoch überhaupt nicht fotografiert werden."

FISHING = "Kapitänin Rosa Jansen fährt mit ihrem Boot „Möwe“ vom Hafen Kettwik aus zu halbtägigen Angeltouren hinaus. Die Touren starten um 6:00 Uhr und kehren um 12:30 Uhr zurück; die Saison dauert vom 1. April bis zum 31. Oktober. An Bord passen höchstens 8 Angler, und das ganze Boot lässt sich für 900 € privat chartern. Ruten, Köder und Schwimmwesten sind inklusive, der Angelschein dagegen nicht und muss vorher besorgt werden. Nach jeder Tour nimmt Decksmann Eike Brandt den Fang kostenlos aus und filetiert ihn."

THEATRE = "Das Kindertheater Laterne zeigt jeden Samstag und Sonntag um 11 und um 15 Uhr Puppenspiele für Kinder von 3 bis 8 Jahren. Jede Vorstellung dauert 45 Minuten ohne Pause. Karten kosten 9 € für Kinder und 6 € für begleitende Erwachsene, Babys unter einem Jahr haben freien Eintritt. Der Saal hat 120 Plätze, und Zuspätkommende werden erst nach der ersten Szene eingelassen. Das aktuelle Stück „Der Mondfuchs“ hat Klara Bender geschrieben, Regie führt Oskar Stroh."

DAIRY = "Die Käserei Bachwiese bietet mittwochs und freitags um 10 Uhr Führungen an. Eine Führung dauert zwei Stunden und endet mit einer Verkostung von sechs Käsesorten, darunter der hofeigene gereifte Bergkäse. Erwachsene zahlen 14 €, Kinder unter 12 Jahren den halben Preis. Jede der 60 Kühe des Hofs gibt täglich etwa 25 Liter Milch, und für ein Kilogramm Käse braucht man rund 10 Liter Milch. Besucher müssen die am Eingang ausgegebenen Haarnetze und Überschuhe tragen und dürfen die Käsekessel nicht berühren."

COWORK = "Das Coworking-Café Tintenfass in Altmühlen ist montags bis freitags von 7 bis 20 Uhr geöffnet. Ein Tagespass kostet 18 € und enthält unbegrenzt Filterkaffee, eine Monatsmitgliedschaft kostet 220 €. Mitglieder können den Besprechungsraum bis zu zwei Stunden am Tag ohne Aufpreis buchen. Das WLAN bietet 500 Megabit pro Sekunde, und es gibt 40 Schreibtische. Telefonieren ist nur in den beiden schallgedämmten Kabinen im Obergeschoss erlaubt."

BALLOON = "Ballonfahrten Wolkenreich fährt von Mai bis September bei Sonnenaufgang über das Auental. Fahrgäste müssen 30 Minuten vor dem Start am Startplatz sein, die Fahrt selbst dauert etwa eine Stunde. Ein Platz kostet 290 €, und der Korb fasst neben der Pilotin Hanna Voss bis zu 12 Fahrgäste. Bei Windgeschwindigkeiten über 15 km/h fällt die Fahrt aus; ausgefallene Fahrten werden kostenlos umgebucht oder voll erstattet. Fahrgäste müssen mindestens 1,20 m groß sein."

TAILOR = "Die Maßschneiderei Weber & Söhne in der Brückengasse fertigt Maßanzüge in etwa sechs Wochen. Ein zweiteiliger Anzug kostet ab 1.200 €, und für jeden Anzug sind zwei Anproben nötig. Einfache Änderungen wie das Kürzen einer Hose kosten 15 € und sind in drei Werktagen fertig. Gegründet wurde die Schneiderei 1962 von Ludwig Weber, der sein Handwerk in Wien gelernt hatte; heute führt sie seine Enkelin Greta Weber. Geöffnet ist dienstags bis samstags von 10 bis 18 Uhr."

# fmt: off
FAITHFULNESS = [
    w.faith("de-cf-001", "para.reorder", "Wann hat Weber & Söhne geöffnet?", "Von 10 bis 18 Uhr hat die Schneiderei geöffnet, und zwar dienstags bis samstags.", TAILOR, True),
    w.faith("de-cf-002", "para.passive", "Wer kümmert sich nach der Tour um den Fang?", "Der Fang wird nach jeder Tour von Decksmann Eike Brandt kostenlos ausgenommen und filetiert.", FISHING, True),
    w.faith("de-cf-003", "para.synonym", "Wo darf ich im Tintenfass telefonieren?", "Telefonate sind ausschließlich in den zwei schallisolierten Kabinen im oberen Stockwerk gestattet.", COWORK, True),
    w.faith("de-cf-004", "para.nominal", "Was passiert bei zu starkem Wind?", "Wind über 15 km/h führt zur Absage der Fahrt, mit kostenloser Umbuchung oder voller Erstattung.", BALLOON, True),
    w.faith("de-cf-005", "para.capital", "Wo hat Ludwig Weber sein Handwerk gelernt?", "Er hat es in der österreichischen Hauptstadt gelernt.", TAILOR, True),
    w.faith("de-cf-006", "para.pronoun", "Von wem stammt „Der Mondfuchs“?", "Geschrieben hat es Klara Bender, und Oskar Stroh inszeniert es.", THEATRE, True),
    w.faith("de-cf-007", "para.relative", "Wer unterrichtet auf Automatikwagen?", "Das ist Deniz Aydın, der Fahrlehrer, der ausschließlich auf Automatikwagen unterrichtet.", DRIVING, True),
    w.faith("de-cf-008", "para.part", "Was gibt es bei der Verkostung?", "Zur Verkostung gehört unter anderem der hofeigene gereifte Bergkäse.", DAIRY, True),
    w.faith("de-cf-009", "para.combine", "Wer unterrichtet im Retreat?", "Die Leiterin Anna Wehrmann gibt um 7 Uhr die Vinyasa-Stunde, und Jonas Feld leitet um 18:30 Uhr das Yin-Yoga.", YOGA, True),
    w.faith("de-cf-010", "fmt.number", "Wie viele Angler passen auf die „Möwe“?", "Höchstens acht Angler passen an Bord.", FISHING, True),
    w.faith("de-cf-011", "fmt.thousands", "Was kostet ein zweiteiliger Anzug?", "Ein zweiteiliger Anzug kostet ab 1200 €.", TAILOR, True),
    w.faith("de-cf-012", "fmt.scale", "Wie viel Milch braucht die Käserei für ihren Käse?", "Für 1.000 Gramm Käse braucht man rund 10 Liter Milch.", DAIRY, True),
    w.faith("de-cf-013", "fmt.date", "Wann ist Angelsaison?", "Die Saison läuft vom 01.04. bis zum 31.10.", FISHING, True),
    w.faith("de-cf-014", "fmt.time", "Zu welchen Zeiten ist der Lesesaal geöffnet?", "Er ist von halb zehn morgens bis halb fünf nachmittags geöffnet.", ARCHIVE, True),
    w.faith("de-cf-015", "fmt.unit", "Wann fällt eine Ballonfahrt aus?", "Die Fahrt fällt aus, wenn der Wind schneller als 15 Kilometer pro Stunde weht.", BALLOON, True),
    w.faith("de-cf-016", "fmt.abbrev", "Wie schnell ist das WLAN im Tintenfass?", "Das WLAN schafft 500 Mbit/s.", COWORK, True),
    w.faith("de-cf-017", "fmt.currency", "Was kostet ein Tagespass für die Lounge?", "Ein Tagespass kostet 45 Euro.", LOUNGE, True),
    w.faith("de-cf-018", "fmt.range", "Wie lange kann ich eine Dusche buchen?", "Eine Duschbuchung darf maximal 20 Minuten dauern.", LOUNGE, True),
    w.faith("de-cf-019", "fmt.period", "Wie lange dauert die Anfertigung eines Maßanzugs?", "Etwa 42 Tage.", TAILOR, True),
    w.faith("de-cf-020", "fmt.share", "Was zahlen Kinder für die Führung?", "Kinder unter 12 zahlen 50 % des Erwachsenenpreises.", DAIRY, True),
    w.faith("de-cf-021", "para.except", "An welchen Tagen ist der Lesesaal geöffnet?", "Montags ist er geschlossen, an allen anderen Tagen der Woche geöffnet.", ARCHIVE, True),
    w.faith("de-cf-022", "wrap.opener", "Was kostet eine einzelne Fahrstunde?", "Gute Frage! Eine einzelne Fahrstunde kostet 60 € und dauert 90 Minuten.", DRIVING, True),
    w.faith("de-cf-023", "wrap.closer", "Was kostet ein Wochenende im Einzelzimmer?", "Im Einzelzimmer kostet ein Wochenende 430 €, alle vegetarischen Mahlzeiten inklusive. Viel Freude beim Retreat!", YOGA, True),
    w.faith("de-cf-024", "wrap.attribution", "Was kostet eine Monatsmitgliedschaft im Tintenfass?", "Laut dem Dokument kostet eine Monatsmitgliedschaft 220 €.", COWORK, True),
    w.faith("de-cf-025", "wrap.hedge", "Wie lange dauert ein Puppenspiel?", "Ich glaube, eine Vorstellung dauert 45 Minuten, ohne Pause.", THEATRE, True),
    w.faith("de-cf-026", "wrap.question", "Was kostet ein Platz im Ballon?", "Ein Platz kostet 290 €. Möchten Sie auch wissen, wie früh Sie am Startplatz sein müssen?", BALLOON, True),
    w.faith("de-cf-027", "value.number", "Wie viele Schreibtische hat das Tintenfass?", "Es gibt 60 Schreibtische.", COWORK, False),
    w.faith("de-cf-028", "value.date", "Wann ist Angelsaison?", "Die Saison dauert vom 1. April bis zum 15. Oktober.", FISHING, False),
    w.faith("de-cf-029", "value.time", "Wann beginnen die Puppenspiele?", "Samstags und sonntags um 11 und um 16 Uhr.", THEATRE, False),
    w.faith("de-cf-030", "value.unit", "Wie groß ist der Hof des Retreats?", "Das Retreat liegt auf einem 12 Ar großen Hof bei Haselbach.", YOGA, False),
    w.faith("de-cf-031", "value.currency", "Was kostet ein Wochenende im Doppelzimmer?", "Im Doppelzimmer kostet ein Wochenende 320 Franken pro Person.", YOGA, False),
    w.faith("de-cf-032", "role.swap", "Wer hat „Der Mondfuchs“ geschrieben?", "„Der Mondfuchs“ stammt von Oskar Stroh, Regie führt Klara Bender.", THEATRE, False),
    w.faith("de-cf-033", "negation", "Wo bekomme ich einen Tagespass für die Lounge?", "Den Tagespass für 45 € gibt es am Empfang und auch online.", LOUNGE, False),
    w.faith("de-cf-034", "antonym", "Wann finden die Ballonfahrten statt?", "Wolkenreich fährt von Mai bis September bei Sonnenuntergang über das Auental.", BALLOON, False),
    w.faith("de-cf-035", "modality", "Darf ich meinen Kugelschreiber im Lesesaal behalten?", "Kugelschreiber, Essen und Getränke kann man in die Schließfächer legen, muss man aber nicht.", ARCHIVE, False),
    w.faith("de-cf-036", "quantifier", "Kann ich bei der Fahrschule Nordtor auf Automatik lernen?", "Ja, alle Fahrlehrer der Fahrschule Nordtor unterrichten sowohl auf Schalt- als auch auf Automatikwagen.", DRIVING, False),
    w.faith("de-cf-037", "value.except", "Muss ich im Retreat mein Handy abgeben?", "Ja, alle Teilnehmenden geben ihr Handy beim Einchecken ab, auch Ärzte und Pflegekräfte im Bereitschaftsdienst.", YOGA, False),
    w.faith("de-cf-038", "direction", "Was passiert, wenn ich eine Fahrstunde absage?", "Stunden, die mehr als 24 Stunden vorher abgesagt werden, werden voll berechnet, außer man legt ein ärztliches Attest vor.", DRIVING, False),
    w.faith("de-cf-039", "added.fact", "Was ist im Tagespass des Tintenfass enthalten?", "Der Tagespass für 18 € enthält unbegrenzt Filterkaffee und ein kostenloses Mittagessen.", COWORK, False),
    w.faith("de-cf-040", "added.entity", "Wer leitet die Angeltouren?", "Kapitänin Rosa Jansen leitet sie gemeinsam mit ihrem Co-Kapitän Sven Kühl.", FISHING, False),
    w.faith("de-cf-041", "mixed", "Was kostet das Kürzen einer Hose?", "Das Kürzen einer Hose kostet 15 €, und die Schneiderei liefert die fertige Hose kostenlos nach Hause.", TAILOR, False),
]

REFUSAL = [
    w.refusal("de-cf-042", "refusal.plain", "Gibt es in der Lounge „Nordlicht“ einen Raucherraum?", "Tut mir leid, ob es in der Lounge einen Raucherraum gibt, weiß ich nicht.", LOUNGE, True),
    w.refusal("de-cf-043", "refusal.context", "Kann man nach der Führung Käse kaufen?", "Die vorliegenden Informationen sagen nichts darüber, ob man nach der Führung Käse kaufen kann.", DAIRY, True),
    w.refusal("de-cf-044", "refusal.short", "Gibt es Parkplätze beim Kindertheater Laterne?", "Weiß ich nicht.", THEATRE, True),
    w.refusal("de-cf-045", "refusal.long", "Darf ich einen Laptop in den Lesesaal mitnehmen?", "Vielen Dank für Ihre Frage. Leider enthalten meine Informationen zum Lesesaal nur Angaben zu Öffnungszeiten, Leseausweis, Bestellungen, der Bleistiftregel und zum Fotografieren, aber nichts über Laptops. Deshalb kann ich Ihnen nicht sagen, ob Sie einen mitbringen dürfen. Am besten fragen Sie vor Ihrem Besuch direkt beim Archiv nach.", ARCHIVE, True),
    w.refusal("de-cf-046", "refusal.hedged", "Wie lange dauert die Ballonfahrt?", "Ganz sicher bin ich mir nicht, aber die Fahrt selbst dauert wohl etwa eine Stunde.", BALLOON, False),
    w.refusal("de-cf-047", "refusal.partial", "Was kostet ein Einzelzimmer, und gibt es einen Pool?", "Ein Wochenende im Einzelzimmer kostet 430 €, aber zu einem Pool finde ich keine Angaben.", YOGA, False),
]

CORRECTNESS = [
    w.correct("de-cf-048", "correct.wordy", "Was kostet das Einsteigerpaket?", "Wenn Sie sich für das Einsteigerpaket entscheiden, bekommen Sie insgesamt zehn Fahrstunden, und das ganze Paket kostet zusammen 550 €.", "Das Einsteigerpaket mit 10 Fahrstunden kostet 550 €.", True),
    w.correct("de-cf-049", "correct.short", "Wann legt die „Möwe“ ab?", "Um 6 Uhr.", "Die Touren starten um 6:00 Uhr.", True),
    w.correct("de-cf-050", "correct.format", "Wann schließt Weber & Söhne?", "Um sechs Uhr abends.", "Die Schneiderei schließt um 18 Uhr.", True),
    w.correct("de-cf-051", "wrong.value", "Was kostet die Monatsmitgliedschaft im Tintenfass?", "Die Monatsmitgliedschaft kostet 260 €.", "Die Monatsmitgliedschaft kostet 220 €.", False),
    w.correct("de-cf-052", "wrong.echo", "An welchen Tagen finden die Käseführungen statt?", "Die Käseführungen finden montags und donnerstags statt.", "Die Führungen finden mittwochs und freitags um 10 Uhr statt.", False),
    w.correct("de-cf-053", "wrong.role", "Wer führt bei „Der Mondfuchs“ Regie?", "Klara Bender führt Regie, geschrieben hat das Stück Oskar Stroh.", "Oskar Stroh führt Regie; geschrieben hat das Stück Klara Bender.", False),
]

RELEVANCY = [
    w.relevant("de-cf-054", "relevant.direct", "Wie groß müssen Fahrgäste mindestens sein?", "Fahrgäste müssen mindestens 1,20 m groß sein.", BALLOON, True),
    w.relevant("de-cf-055", "relevant.yesno", "Dürfen Inhaber der Silberkarte jemanden mit in die Lounge nehmen?", "Ja, sie dürfen eine Begleitperson mitbringen.", LOUNGE, True),
    w.relevant("de-cf-056", "offtopic.true", "Wie viele Archivkartons kann ich pro Tag bestellen?", "Im Lesesaal sind nur Bleistifte erlaubt.", ARCHIVE, False),
    w.relevant("de-cf-057", "offtopic.other", "Wann hat das Tintenfass geöffnet?", "Mitglieder können den Besprechungsraum bis zu zwei Stunden am Tag ohne Aufpreis buchen.", COWORK, False),
]

DIAGNOSIS = [
    w.diag("de-cf-058", "diag.pass", "Wie alt muss man für das Yoga-Retreat sein?", "Mindestens 16 Jahre; wer unter 18 ist, braucht eine von den Eltern unterschriebene Einverständniserklärung.", {"yoga": YOGA, "dairy": DAIRY}, ("yoga",), "pass"),
    w.diag("de-cf-059", "diag.offtopic", "Wie viele Angler passen auf die „Möwe“?", "Ruten, Köder und Schwimmwesten sind im Preis enthalten.", {"fishing": FISHING, "tailor": TAILOR}, ("fishing",), "fix_generation"),
    w.diag("de-cf-060", "diag.unfaithful", "Wann öffnet die Lounge „Nordlicht“?", "Die Lounge öffnet täglich um 7:00 Uhr.", {"lounge": LOUNGE, "balloon": BALLOON}, ("lounge",), "fix_generation"),
    w.diag("de-cf-061", "diag.refused", "Wie lange dauert eine Fahrstunde bei der Fahrschule Nordtor?", "Leider konnte ich das in den Dokumenten nicht finden.", {"driving": DRIVING, "theatre": THEATRE}, ("driving",), "fix_generation"),
    w.diag("de-cf-062", "diag.missed", "Was kostet bei Weber & Söhne das Kürzen einer Hose?", "In meinen Dokumenten steht nichts über den Preis für das Kürzen einer Hose.", {"theatre": THEATRE, "cowork": COWORK}, ("tailor",), "fix_retrieval"),
    w.diag("de-cf-063", "diag.correct_refusal", "Bietet das Kreisarchiv Hallbrunn Führungen durch sein Magazin an?", "Die Dokumente enthalten keine Angaben zu Führungen durch das Magazin des Archivs.", {"archive": ARCHIVE, "fishing": FISHING}, (), "correct_refusal"),
    w.diag("de-cf-064", "diag.should_refuse", "Verkauft Wolkenreich Gutscheine?", "Ja, Gutscheine kosten 290 € und gelten ein Jahr lang.", {"balloon": BALLOON, "cowork": COWORK}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
