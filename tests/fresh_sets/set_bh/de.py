"""German cases of set BH: a car rental agency, a university admissions office, a pharmacy,
a climbing gym, a wedding venue, a recycling centre, a piano teacher, a cinema, a night train
and an internet provider."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

CARS = "Die Autovermietung Rheinmobil am Kölner Hauptbahnhof hat montags bis samstags von 7 bis 20 Uhr geöffnet. Mieter müssen mindestens 21 Jahre alt sein; wer jünger als 25 ist, zahlt eine Jungfahrergebühr von 15 € pro Tag. Ein Kindersitz kostet 8 € pro Tag. Wird das Auto nicht vollgetankt zurückgegeben, berechnet Rheinmobil 2,60 € pro Liter."
ADMISSIONS = "Die Technische Universität Halden nimmt Bewerbungen für das Wintersemester 2025/26 bis zum 15. Juli 2025 entgegen. Für zulassungsbeschränkte Studiengänge ist ein Motivationsschreiben von höchstens zwei Seiten erforderlich, ein Empfehlungsschreiben ist freiwillig. Die Bewerbung selbst ist gebührenfrei, der Semesterbeitrag beträgt 312 €. Die Zulassungsbescheide werden ab Mitte August verschickt."
PHARMACY = "Die Linden-Apotheke in Freiburg ist montags bis freitags von 8 bis 18:30 Uhr und samstags von 9 bis 13 Uhr geöffnet. Inhaberin ist die Apothekerin Dr. Katrin Vogt. Die Grippeimpfung kostet für Selbstzahler 25 €, für gesetzlich Versicherte ist sie kostenlos. Bestellte Medikamente liegen in der Regel am nächsten Werktag ab 14 Uhr bereit."
CLIMBING = "Die Kletterhalle Felsenwerk hat 120 Routen und eine 15 Meter hohe Vorstiegswand. Eine Tageskarte kostet 14,50 €, ermäßigt 11 €. Wer zum ersten Mal kommt, muss einen Sicherungscheck ablegen. Kinder unter 14 Jahren dürfen nur in Begleitung eines Erwachsenen klettern."
WEDDING = "Gut Hohenfeld bietet Platz für bis zu 150 Hochzeitsgäste. Die Saalmiete beträgt samstags 4.800 € und an allen anderen Tagen 3.200 €. Die Musik im Garten muss um 22 Uhr enden, im Saal darf bis 2 Uhr gefeiert werden. Ein eigener Caterer ist erlaubt, ein eigener Getränkelieferant dagegen nicht. Mit einer Anzahlung von 50 % der Saalmiete ist der Termin verbindlich reserviert."
RECYCLING = "Der Wertstoffhof Nord in der Industriestraße 12 ist dienstags bis samstags von 8 bis 16 Uhr geöffnet. Altglas, Papier und Elektrogeräte werden kostenlos angenommen. Für Sperrmüll zahlt man 20 € je angefangenen Kubikmeter. Sonderabfälle wie Farben und Lacke werden nur am ersten Samstag im Monat angenommen. Jährlich kommen rund 1,5 Millionen Kilogramm Wertstoffe zusammen."
PIANO = "Elisabeth Brandt unterrichtet Klavier in ihrer Wohnung in der Schillerstraße. Eine Stunde dauert 45 Minuten und kostet 38 €, eine Zehnerkarte gibt es für 350 €. Sie nimmt Schüler ab sieben Jahren an, auch Erwachsene. Stunden, die weniger als 24 Stunden vorher abgesagt werden, müssen bezahlt werden. Das Schülervorspiel findet jedes Jahr im Dezember im Gemeindesaal St. Markus statt."
CINEMA = "Das Kino Lichtburg hat zwei Säle, der große hat 280 Plätze. Eine Karte kostet 11 €, am Kinotag Montag 7,50 €. Die letzte Vorstellung beginnt um 22:30 Uhr. Mitgebrachte Speisen sind nicht erlaubt, ausgenommen Babynahrung. Hermann Kurz gründete die Lichtburg 1953, 2011 übernahm die Stadt das Kino."
NIGHT_TRAIN = "Der Nachtzug „Donaustern“ fährt täglich um 20:10 Uhr in Hamburg ab und erreicht am nächsten Morgen um 9:35 Uhr Wien, die Hauptstadt Österreichs. Ein Bett im Schlafwagen-Doppelabteil kostet ab 139 € pro Person, Frühstück inklusive. Jeder Reisende darf zwei Koffer und ein Handgepäckstück mitnehmen. Haustiere sind im Schlafwagen nicht erlaubt, ausgenommen Assistenzhunde."
INTERNET = "Netzwelle bietet Glasfaser mit 300 Mbit/s für 39,99 € im Monat bei einer Mindestlaufzeit von 24 Monaten an. Bei Online-Bestellung ist die Einrichtung kostenlos, sonst kostet sie 69,95 €. Der Router ist gemietet und muss innerhalb von 14 Tagen nach Vertragsende zurückgeschickt werden. Die Hotline ist montags bis freitags von 8 bis 20 Uhr erreichbar."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("de-bh-001", "para.reorder", "Wann hat Rheinmobil am Hauptbahnhof geöffnet?", "Von 7 bis 20 Uhr, und zwar montags bis samstags.", CARS, True),
    w.faith("de-bh-002", "para.passive", "Wer hat die Lichtburg gegründet?", "Die Lichtburg wurde 1953 von Hermann Kurz gegründet.", CINEMA, True),
    w.faith("de-bh-003", "para.synonym", "Wie viele Routen gibt es im Felsenwerk?", "Die Halle bietet 120 Kletterrouten.", CLIMBING, True),
    w.faith("de-bh-004", "para.nominal", "Was passiert, wenn ich eine Klavierstunde kurzfristig absage?", "Bei einer Absage weniger als 24 Stunden vorher ist die Stunde trotzdem zu bezahlen.", PIANO, True),
    w.faith("de-bh-005", "para.capital", "Wohin fährt der Donaustern?", "Nach Wien. Österreichs Hauptstadt erreicht der Zug am nächsten Morgen um 9:35 Uhr.", NIGHT_TRAIN, True),
    w.faith("de-bh-006", "para.pronoun", "Wem gehört die Linden-Apotheke?", "Der Apothekerin Dr. Katrin Vogt. Sie ist die Inhaberin.", PHARMACY, True),
    w.faith("de-bh-007", "para.relative", "Wann kann ich beim Wertstoffhof Nord etwas abgeben?", "Der Wertstoffhof Nord, der in der Industriestraße 12 liegt, hat dienstags bis samstags von 8 bis 16 Uhr geöffnet.", RECYCLING, True),
    w.faith("de-bh-008", "para.part", "Wie schnell ist der Glasfaseranschluss von Netzwelle?", "Er bietet 300 Mbit/s.", INTERNET, True),
    w.faith("de-bh-009", "para.combine", "Was kostet eine Kinokarte in der Lichtburg, und wann läuft der letzte Film?", "Eine Karte kostet 11 €, und die letzte Vorstellung fängt um 22:30 Uhr an.", CINEMA, True),
    w.faith("de-bh-010", "fmt.number", "Wie viele Säle hat die Lichtburg?", "Sie hat 2 Säle; im großen gibt es 280 Plätze.", CINEMA, True),
    w.faith("de-bh-011", "fmt.thousands", "Was kostet der Saal auf Gut Hohenfeld an einem Samstag?", "Samstags beträgt die Saalmiete 4800 €.", WEDDING, True),
    w.faith("de-bh-012", "fmt.scale", "Wie viel kommt im Wertstoffhof Nord im Jahr zusammen?", "Rund 1.500 Tonnen Wertstoffe pro Jahr.", RECYCLING, True),
    w.faith("de-bh-013", "fmt.date", "Bis wann kann ich mich für das Wintersemester an der TU Halden bewerben?", "Die Bewerbungsfrist läuft bis zum 15.07.2025.", ADMISSIONS, True),
    w.faith("de-bh-014", "fmt.time", "Wann fährt der Donaustern in Hamburg ab?", "Er fährt jeden Abend um zehn nach acht ab.", NIGHT_TRAIN, True),
    w.faith("de-bh-015", "fmt.unit", "Wie hoch ist die Vorstiegswand im Felsenwerk?", "Die Vorstiegswand ist 15 m hoch.", CLIMBING, True),
    w.faith("de-bh-016", "fmt.abbrev", "Kostet die Bewerbung an der Technischen Universität Halden etwas?", "Nein, die Bewerbung an der TU Halden ist gebührenfrei.", ADMISSIONS, True),
    w.faith("de-bh-017", "fmt.currency", "Was kostet eine Klavierstunde bei Frau Brandt?", "Eine Stunde von 45 Minuten kostet 38 Euro.", PIANO, True),
    w.faith("de-bh-018", "fmt.range", "Wie viele Gäste passen auf Gut Hohenfeld?", "Maximal 150 Hochzeitsgäste.", WEDDING, True),
    w.faith("de-bh-019", "fmt.period", "Wie lange ist die Mindestlaufzeit bei Netzwelle?", "Die Mindestlaufzeit beträgt zwei Jahre.", INTERNET, True),
    w.faith("de-bh-020", "fmt.share", "Wie hoch ist die Anzahlung auf Gut Hohenfeld?", "Man zahlt die Hälfte der Saalmiete an, dann ist der Termin fest.", WEDDING, True),
    w.faith("de-bh-021", "para.except", "Darf mein Assistenzhund mit in den Schlafwagen?", "Ja, Assistenzhunde sind im Schlafwagen erlaubt, andere Haustiere dagegen nicht.", NIGHT_TRAIN, True),
    w.faith("de-bh-022", "wrap.opener", "Was kostet eine Tageskarte im Felsenwerk?", "Gern! Eine Tageskarte kostet 14,50 €, ermäßigt 11 €.", CLIMBING, True),
    w.faith("de-bh-023", "wrap.closer", "Kann ich Altglas beim Wertstoffhof kostenlos abgeben?", "Ja, Altglas wird kostenlos angenommen. Ich hoffe, das hilft Ihnen weiter.", RECYCLING, True),
    w.faith("de-bh-024", "wrap.attribution", "Was kostet die Grippeimpfung in der Linden-Apotheke?", "Laut Apotheke zahlen Selbstzahler 25 €, für gesetzlich Versicherte ist die Impfung kostenlos.", PHARMACY, True),
    w.faith("de-bh-025", "wrap.hedge", "Wann ist das Schülervorspiel bei Frau Brandt?", "Soweit ich sehe, findet es jedes Jahr im Dezember im Gemeindesaal St. Markus statt.", PIANO, True),
    w.faith("de-bh-026", "wrap.question", "Wann ist die Hotline von Netzwelle erreichbar?", "Montags bis freitags von 8 bis 20 Uhr. Soll ich Ihnen auch sagen, was die Einrichtung kostet?", INTERNET, True),
    w.faith("de-bh-027", "value.number", "Ab welchem Alter nimmt Frau Brandt Schüler an?", "Sie unterrichtet Kinder ab fünf Jahren und auch Erwachsene.", PIANO, False),
    w.faith("de-bh-028", "value.date", "Bis wann läuft die Bewerbungsfrist an der TU Halden?", "Bis zum 15. Juni 2025.", ADMISSIONS, False),
    w.faith("de-bh-029", "value.time", "Wann kann ich bestellte Medikamente in der Linden-Apotheke abholen?", "In der Regel am nächsten Werktag ab 16 Uhr.", PHARMACY, False),
    w.faith("de-bh-030", "value.unit", "Was kostet bei Rheinmobil ein Kindersitz?", "Ein Kindersitz kostet 8 € pro Woche.", CARS, False),
    w.faith("de-bh-031", "value.currency", "Was kostet eine Karte am Kinotag?", "Am Kinotag Montag kostet eine Karte 5,50 €.", CINEMA, False),
    w.faith("de-bh-032", "role.swap", "Was geschah 2011 mit der Lichtburg?", "Hermann Kurz übernahm das Kino 2011 von der Stadt.", CINEMA, False),
    w.faith("de-bh-033", "negation", "Muss ich den Router von Netzwelle nach Vertragsende zurückschicken?", "Nein, den Router müssen Sie nicht zurückschicken.", INTERNET, False),
    w.faith("de-bh-034", "antonym", "Kostet die Abgabe von Elektrogeräten im Wertstoffhof etwas?", "Ja, Elektrogeräte werden nur gegen Gebühr angenommen.", RECYCLING, False),
    w.faith("de-bh-035", "modality", "Brauche ich für die Bewerbung an der TU Halden ein Empfehlungsschreiben?", "Ja, ein Empfehlungsschreiben muss der Bewerbung beiliegen.", ADMISSIONS, False),
    w.faith("de-bh-036", "quantifier", "Wer muss im Felsenwerk einen Sicherungscheck machen?", "Jeder Besucher muss einen Sicherungscheck ablegen, auch Stammgäste.", CLIMBING, False),
    w.faith("de-bh-037", "value.except", "Darf ich Babynahrung mit in die Lichtburg nehmen?", "Nein, mitgebrachte Speisen sind ausnahmslos verboten, auch Babynahrung.", CINEMA, False),
    w.faith("de-bh-038", "direction", "Wer zahlt bei Rheinmobil die Jungfahrergebühr?", "Die Gebühr von 15 € pro Tag zahlen Mieter, die älter als 25 sind.", CARS, False),
    w.faith("de-bh-039", "added.fact", "Was kostet die ermäßigte Tageskarte im Felsenwerk?", "Ermäßigt kostet die Tageskarte 11 €; Leihschuhe sind im Preis inbegriffen.", CLIMBING, False),
    w.faith("de-bh-040", "added.entity", "Wer führt die Linden-Apotheke?", "Die Apothekerin Dr. Katrin Vogt führt sie zusammen mit ihrem Kollegen Jens Albrecht.", PHARMACY, False),
    w.faith("de-bh-041", "mixed", "Was kostet die Einrichtung bei Netzwelle?", "Bei Online-Bestellung ist die Einrichtung kostenlos, und obendrein gibt es die ersten drei Monate gratis.", INTERNET, False),
    w.faith("de-bh-042", "value.number", "Wie lang darf das Motivationsschreiben an der TU Halden sein?", "Höchstens drei Seiten.", ADMISSIONS, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-bh-043", "refusal.plain", "Kann ich bei Rheinmobil auch ein Elektroauto mieten?", "Das weiß ich leider nicht.", CARS, True),
    w.refusal("de-bh-044", "refusal.context", "Gibt es auf Gut Hohenfeld Übernachtungsmöglichkeiten für die Gäste?", "Dazu steht in den vorliegenden Unterlagen nichts.", WEDDING, True),
    w.refusal("de-bh-045", "refusal.short", "Zeigt die Lichtburg auch Filme in Originalfassung?", "Keine Ahnung.", CINEMA, True),
    w.refusal("de-bh-046", "refusal.long", "Gibt Frau Brandt auch Online-Unterricht?", "Vielen Dank für Ihre Frage. Leider geht aus meinen Informationen nicht hervor, ob Frau Brandt auch online unterrichtet, deshalb kann ich Ihnen dazu nichts sagen. Am besten fragen Sie direkt bei ihr nach.", PIANO, True),
    w.refusal("de-bh-047", "refusal.hedged", "Was kostet die ermäßigte Tageskarte im Felsenwerk?", "Ich bin mir nicht ganz sicher, aber ich glaube, ermäßigt sind es 11 €.", CLIMBING, False),
    w.refusal("de-bh-048", "refusal.partial", "Wann hat die Linden-Apotheke samstags auf, und liefert sie auch nach Hause?", "Samstags ist sie von 9 bis 13 Uhr geöffnet. Ob die Apotheke auch liefert, steht nicht in den Unterlagen.", PHARMACY, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-bh-049", "correct.wordy", "Wer unterrichtet Klavier in der Schillerstraße?", "In der Schillerstraße gibt Elisabeth Brandt Klavierunterricht, und zwar in ihrer eigenen Wohnung.", "Elisabeth Brandt.", True),
    w.correct("de-bh-050", "correct.short", "Wann kommt der Donaustern in Wien an?", "Am nächsten Morgen um 9:35 Uhr.", "Der Donaustern fährt um 20:10 Uhr in Hamburg ab und kommt am nächsten Morgen um 9:35 Uhr in Wien an.", True),
    w.correct("de-bh-051", "correct.format", "Wie hoch ist der Semesterbeitrag an der TU Halden?", "Dreihundertzwölf Euro.", "312 €", True),
    w.correct("de-bh-052", "wrong.value", "Wie viele Plätze hat der große Saal der Lichtburg?", "Der große Saal hat 180 Plätze.", "280 Plätze.", False),
    w.correct("de-bh-053", "wrong.echo", "Wann nimmt der Wertstoffhof Nord Farben und Lacke an?", "Der Wertstoffhof Nord nimmt Farben und Lacke zu den normalen Öffnungszeiten an.", "Nur am ersten Samstag im Monat.", False),
    w.correct("de-bh-054", "wrong.role", "Wer hat die Lichtburg gegründet?", "Die Stadt hat die Lichtburg gegründet.", "Hermann Kurz, im Jahr 1953; die Stadt hat das Kino erst 2011 übernommen.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("de-bh-055", "relevant.direct", "Ab wann kann ich ein bestelltes Medikament in der Linden-Apotheke abholen?", "Meist am nächsten Werktag ab 14 Uhr.", PHARMACY, True),
    w.relevant("de-bh-056", "relevant.yesno", "Darf mein zwölfjähriger Sohn im Felsenwerk allein klettern?", "Nein, Kinder unter 14 brauchen eine erwachsene Begleitung.", CLIMBING, True),
    w.relevant("de-bh-057", "offtopic.true", "Was kostet der Glasfaseranschluss von Netzwelle im Monat?", "Die Hotline ist montags bis freitags von 8 bis 20 Uhr erreichbar.", INTERNET, False),
    w.relevant("de-bh-058", "offtopic.other", "Wie viele Gäste passen auf Gut Hohenfeld?", "Ein eigener Getränkelieferant ist dort nicht erlaubt.", WEDDING, False),
    w.relevant("de-bh-059", "relevant.direct", "Was kostet ein Bett im Schlafwagen des Donaustern?", "Ab 139 € pro Person im Doppelabteil.", NIGHT_TRAIN, True),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-bh-060", "diag.pass", "Was kostet eine Tageskarte im Felsenwerk?", "Eine Tageskarte kostet 14,50 €.", {"climbing-01": CLIMBING, "cinema-01": CINEMA}, ("climbing-01",), "pass"),
    w.diag("de-bh-061", "diag.offtopic", "Wie lange dauert eine Klavierstunde bei Frau Brandt?", "Das Schülervorspiel findet jedes Jahr im Dezember im Gemeindesaal St. Markus statt.", {"piano-01": PIANO, "pharmacy-01": PHARMACY}, ("piano-01",), "fix_generation"),
    w.diag("de-bh-062", "diag.unfaithful", "Ab wann hat Rheinmobil morgens geöffnet?", "Rheinmobil öffnet um 9 Uhr.", {"cars-01": CARS, "train-01": NIGHT_TRAIN}, ("cars-01",), "fix_generation"),
    w.diag("de-bh-063", "diag.refused", "Was kostet der Saal auf Gut Hohenfeld samstags?", "Tut mir leid, dazu habe ich keine Informationen.", {"wedding-01": WEDDING, "recycling-01": RECYCLING}, ("wedding-01",), "fix_generation"),
    w.diag("de-bh-064", "diag.missed", "Bis wann ist die Hotline von Netzwelle erreichbar?", "Das weiß ich nicht.", {"cinema-01": CINEMA, "admissions-01": ADMISSIONS}, ("internet-01",), "fix_retrieval"),
    w.diag("de-bh-065", "diag.correct_refusal", "Wie lautet das WLAN-Passwort in der Lichtburg?", "Tut mir leid, das geht aus den Unterlagen nicht hervor.", {"cinema-01": CINEMA, "internet-01": INTERNET}, (), "correct_refusal"),
    w.diag("de-bh-066", "diag.should_refuse", "Gibt es im Donaustern Duschen?", "Ja, jedes Doppelabteil im Schlafwagen hat eine eigene Dusche.", {"train-01": NIGHT_TRAIN, "cars-01": CARS}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
