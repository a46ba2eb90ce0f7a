"""German cases of set t21: Abfuhrkalender einer Gemeinde mit Feiertagsregel, freier Eintritt im
Stadtmuseum und im Kunsthaus, Sprechzeiten einer Hausarztpraxis und eines Gesundheitszentrums an
Brückentagen, Rückgaberegeln eines Modehauses und eines Onlineshops, Ausleihregeln einer
Stadtbibliothek, Wochenendverkehr einer Buslinie und eines Nachtbusses."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

WASTE = (
    "In der Gemeinde Lindenau wird die Restmülltonne alle zwei Wochen am Mittwoch geleert, die Biotonne "
    "jeden Montag. Fällt ein Abholtag auf einen Feiertag, verschiebt sich die Abfuhr um einen Tag nach "
    "hinten. Die Tonnen müssen am Abholtag bis 6:30 Uhr am Straßenrand stehen. Zwischen Weihnachten und "
    "Neujahr holt die Müllabfuhr keine Gelben Säcke ab."
)
MUSEUM = (
    "Das Stadtmuseum Bergheim ist an jedem ersten Sonntag im Monat kostenlos. Ausgenommen sind "
    "Sonderausstellungen, für die 6 Euro Eintritt fällig werden. Kinder und Jugendliche unter 18 Jahren "
    "zahlen nie Eintritt. Montags bleibt das Museum geschlossen, außer an Feiertagen."
)
KUNSTHAUS = (
    "Im Kunsthaus am Rhein ist der Eintritt mittwochs ab 17 Uhr frei. Führungen an diesen Abenden "
    "übernimmt die Kunsthistorikerin Dr. Anna Wehner; die Anmeldung dafür läuft über den "
    "Museumspädagogen Felix Brandt. Im Juli und August entfällt der freie Mittwochabend."
)
PRAXIS = (
    "Die Hausarztpraxis Dr. Keller ist Montag bis Freitag von 8 bis 12 Uhr geöffnet, zusätzlich montags "
    "und donnerstags nachmittags von 15 bis 18 Uhr. Mittwochnachmittags und am Wochenende bleibt die "
    "Praxis geschlossen. Vom 23. Dezember bis 2. Januar ist Betriebsurlaub; die Vertretung übernimmt die "
    "Praxis Dr. Yilmaz in der Hauptstraße 12."
)
ZENTRUM = (
    "An Brückentagen öffnet das Gesundheitszentrum Süd nur vormittags von 9 bis 13 Uhr. Blutabnahmen "
    "finden an diesen Tagen nicht statt. Rezepte können weiterhin online bestellt werden und liegen nach "
    "zwei Werktagen zur Abholung bereit."
)
MODE = (
    "Im Modehaus Berger können Artikel innerhalb von 28 Tagen mit Kassenbon zurückgegeben werden. "
    "Reduzierte Ware ist vom Umtausch ausgeschlossen, ebenso Unterwäsche und Bademode. Der Kaufpreis wird "
    "bar erstattet oder auf die EC-Karte zurückgebucht."
)
ONLINE = (
    "Bei Technikwelt-Online gilt ein Rückgaberecht von 30 Tagen ab Lieferung. Die Rücksendung ist "
    "kostenlos, außer bei Sperrgut, für das 19,90 € berechnet werden. Bereits aktivierte Software und "
    "geöffnete Druckerpatronen werden nicht zurückgenommen."
)
BIB = (
    "In der Stadtbibliothek Felsberg beträgt die Leihfrist für Bücher vier Wochen, für Zeitschriften und "
    "Konsolenspiele zwei Wochen. Bücher lassen sich bis zu dreimal verlängern, sofern keine Vormerkung "
    "vorliegt. Die Mahngebühr beträgt 0,50 € pro Medium und Woche. Die Jahresgebühr für Erwachsene liegt "
    "bei 15 €, Schüler und Studierende sind davon befreit."
)
BUS = (
    "Die Buslinie 7 fährt samstags zwischen 6 und 22 Uhr im 15-Minuten-Takt. Sonn- und feiertags gilt ein "
    "Stundentakt von 8 bis 20 Uhr. Am Sonntag wird die Haltestelle Marktplatz wegen des Flohmarkts nicht "
    "bedient; Ersatzhaltestelle ist die Kirchgasse."
)
NACHT = (
    "Ab dem 1. Mai verkehrt am Wochenende zusätzlich der Nachtbus N3 zwischen Hauptbahnhof und "
    "Uni-Klinikum. Er fährt in den Nächten auf Samstag und auf Sonntag stündlich von 0:30 bis 4:30 Uhr. "
    "Fahrgäste mit Deutschlandticket zahlen keinen Zuschlag, alle anderen 1,50 € Nachtzuschlag."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # treu: jede Aussage ist gedeckt, nur anders formuliert
    w.faith("de-t21-001", "para.passive", "Wann wird in Lindenau die Biotonne geleert?",
            "Die Müllabfuhr leert die Biotonne jeden Montag.", WASTE, True),
    w.faith("de-t21-002", "fmt.period", "Wie oft kommt die Restmüllabfuhr?",
            "Der Restmüll wird 14-täglich mittwochs abgeholt.", WASTE, True),
    w.faith("de-t21-003", "fmt.time", "Bis wann muss ich die Tonne rausstellen?",
            "Stellen Sie die Tonne am Abholtag bis halb sieben morgens an die Straße.", WASTE, True),
    w.faith("de-t21-004", "para.synonym", "Was passiert, wenn der Abholtag ein Feiertag ist?",
            "Dann wird der Müll einen Tag später abgeholt.", WASTE, True),
    w.faith("de-t21-005", "para.except", "Hat das Stadtmuseum montags offen?",
            "In der Regel nicht – nur wenn der Montag ein Feiertag ist, können Sie kommen.", MUSEUM, True),
    w.faith("de-t21-006", "fmt.currency", "Ist am Gratis-Sonntag auch die Sonderausstellung frei?",
            "Nein, für Sonderausstellungen zahlt man auch dann sechs Euro.", MUSEUM, True),
    w.faith("de-t21-007", "para.nominal", "Muss meine 15-jährige Tochter Eintritt zahlen?",
            "Für Kinder und Jugendliche unter 18 gilt generell freier Eintritt.", MUSEUM, True),
    w.faith("de-t21-008", "para.passive", "Wer macht die Führungen am freien Mittwochabend?",
            "Die Führungen werden von Dr. Anna Wehner geleitet, angemeldet wird man bei Felix Brandt.", KUNSTHAUS, True),
    w.faith("de-t21-009", "para.except", "Gibt es den freien Mittwochabend das ganze Jahr?",
            "Außer im Juli und August ist der Eintritt mittwochs ab 17 Uhr frei.", KUNSTHAUS, True),
    w.faith("de-t21-010", "fmt.time", "Ab wann ist der Eintritt im Kunsthaus frei?",
            "Mittwochs kostet der Eintritt ab 5 Uhr nachmittags nichts.", KUNSTHAUS, True),
    w.faith("de-t21-011", "para.except", "Kann ich am Mittwoch in die Praxis Dr. Keller kommen?",
            "Ja, aber nur vormittags – am Mittwochnachmittag ist zu.", PRAXIS, True),
    w.faith("de-t21-012", "fmt.date", "Wann macht die Praxis Dr. Keller Urlaub?",
            "Zwischen dem 23.12. und dem 2.1. ist die Praxis im Betriebsurlaub.", PRAXIS, True),
    w.faith("de-t21-013", "wrap.attribution", "Wohin kann ich während des Betriebsurlaubs gehen?",
            "Laut Praxisaushang vertritt in dieser Zeit die Praxis Dr. Yilmaz in der Hauptstraße 12.", PRAXIS, True),
    w.faith("de-t21-014", "fmt.range", "Wie lange hat das Gesundheitszentrum an Brückentagen offen?",
            "An Brückentagen ist von 9–13 Uhr geöffnet.", ZENTRUM, True),
    w.faith("de-t21-015", "wrap.opener", "Kann ich am Brückentag zur Blutabnahme kommen?",
            "Gute Frage! An Brückentagen wird kein Blut abgenommen.", ZENTRUM, True),
    w.faith("de-t21-016", "fmt.period", "Wie lange habe ich Zeit, etwas im Modehaus Berger zurückzugeben?",
            "Vier Wochen lang können Sie Artikel mit Kassenbon zurückbringen.", MODE, True),
    w.faith("de-t21-017", "para.synonym", "Kann ich eine reduzierte Jacke umtauschen?",
            "Nein, herabgesetzte Artikel sind nicht umtauschbar.", MODE, True),
    w.faith("de-t21-018", "wrap.hedge", "Wie bekomme ich mein Geld zurück?",
            "Soweit ich weiß, bekommen Sie den Betrag entweder bar ausgezahlt oder auf Ihre EC-Karte zurückgebucht.", MODE, True),
    w.faith("de-t21-019", "fmt.currency", "Was kostet die Rücksendung eines Kühlschranks als Sperrgut?",
            "Für Sperrgut fallen bei der Rücksendung 19 Euro 90 an.", ONLINE, True),
    w.faith("de-t21-020", "para.except", "Muss ich für die Rücksendung eines Laptops zahlen?",
            "Nur Rücksendungen von Sperrgut kosten etwas; alles andere schicken Sie gratis zurück.", ONLINE, True),
    w.faith("de-t21-021", "fmt.currency", "Was kostet es, wenn ich ein Buch zu spät bringe?",
            "Pro Medium und Woche werden 50 Cent Mahngebühr fällig.", BIB, True),
    w.faith("de-t21-022", "para.relative", "Zahle ich als Studentin eine Jahresgebühr?",
            "Nein, die Jahresgebühr von 15 €, die für Erwachsene gilt, entfällt für Schüler und Studierende.", BIB, True),
    w.faith("de-t21-023", "fmt.time", "Wann fährt die Linie 7 am Sonntag?",
            "Sonntags fährt sie von 8 Uhr morgens bis 8 Uhr abends, einmal pro Stunde.", BUS, True),
    w.faith("de-t21-024", "wrap.closer", "Muss ich mit Deutschlandticket im N3 etwas draufzahlen?",
            "Nein, mit Deutschlandticket zahlen Sie im N3 keinen Zuschlag. Gute Fahrt!", NACHT, True),
    # untreu: genau eine Aussage ist nicht gedeckt
    w.faith("de-t21-025", "value.time", "Bis wann müssen die Tonnen draußen stehen?",
            "Die Tonnen müssen am Abholtag bis 7 Uhr am Straßenrand stehen.", WASTE, False),
    w.faith("de-t21-026", "direction", "Was gilt, wenn die Abfuhr auf einen Feiertag fällt?",
            "Dann kommt die Müllabfuhr schon am Vortag.", WASTE, False),
    w.faith("de-t21-027", "value.except", "Was wird zwischen Weihnachten und Neujahr nicht abgeholt?",
            "In dieser Zeit wird die Biotonne nicht geleert.", WASTE, False),
    w.faith("de-t21-028", "value.number", "Bis zu welchem Alter ist der Eintritt im Stadtmuseum frei?",
            "Wer jünger als 16 ist, zahlt nie Eintritt.", MUSEUM, False),
    w.faith("de-t21-029", "added.fact", "Was bietet das Stadtmuseum am ersten Sonntag?",
            "Am ersten Sonntag im Monat ist der Eintritt frei, und es gibt zusätzlich kostenlose Führungen.", MUSEUM, False),
    w.faith("de-t21-030", "role.swap", "Wer leitet die Führungen im Kunsthaus?",
            "Die Führungen leitet Museumspädagoge Felix Brandt, anmelden muss man sich bei Dr. Anna Wehner.", KUNSTHAUS, False),
    w.faith("de-t21-031", "value.date", "Wann gibt es keinen freien Mittwochabend?",
            "Im Juni und Juli fällt der freie Mittwochabend aus.", KUNSTHAUS, False),
    w.faith("de-t21-032", "antonym", "Hat die Praxis zwischen den Jahren offen?",
            "Ja, vom 23. Dezember bis 2. Januar ist die Praxis durchgehend geöffnet.", PRAXIS, False),
    w.faith("de-t21-033", "value.time", "Wann ist nachmittags Sprechstunde?",
            "Montags und donnerstags zusätzlich von 14 bis 18 Uhr.", PRAXIS, False),
    w.faith("de-t21-034", "added.entity", "Wer vertritt die Praxis im Betriebsurlaub?",
            "Die Vertretung übernehmen die Praxis Dr. Yilmaz und die Praxis Dr. Hoffmann.", PRAXIS, False),
    w.faith("de-t21-035", "negation", "Kann ich an einem Brückentag Blut abnehmen lassen?",
            "Ja, Blutabnahmen werden auch an Brückentagen angeboten.", ZENTRUM, False),
    w.faith("de-t21-036", "value.number", "Wann kann ich ein online bestelltes Rezept abholen?",
            "Das Rezept liegt nach drei Werktagen zur Abholung bereit.", ZENTRUM, False),
    w.faith("de-t21-037", "quantifier", "Kann ich reduzierte Ware umtauschen?",
            "Sämtliche Artikel, auch reduzierte, lassen sich binnen 28 Tagen umtauschen.", MODE, False),
    w.faith("de-t21-038", "modality", "Brauche ich für die Rückgabe den Kassenbon?",
            "Der Kassenbon ist hilfreich, aber für die Rückgabe nicht nötig.", MODE, False),
    w.faith("de-t21-039", "value.currency", "Was kostet die Rücksendung von Sperrgut?",
            "Für Sperrgut werden 19,90 Franken berechnet.", ONLINE, False),
    w.faith("de-t21-040", "value.unit", "Wie lange kann ich bei Technikwelt-Online zurückgeben?",
            "Sie haben 30 Wochen ab Lieferung Zeit.", ONLINE, False),
    w.faith("de-t21-041", "value.number", "Wie oft kann ich ein Buch verlängern?",
            "Ohne Vormerkung geht das höchstens zweimal.", BIB, False),
    w.faith("de-t21-042", "direction", "Wie lange darf ich Zeitschriften behalten?",
            "Zeitschriften darf man länger behalten als Bücher.", BIB, False),
    w.faith("de-t21-043", "value.date", "Wann hält die 7 nicht am Marktplatz?",
            "Samstags fährt die Linie 7 den Marktplatz nicht an.", BUS, False),
    w.faith("de-t21-044", "quantifier", "Gibt es im N3 einen Nachtzuschlag?",
            "Ja, im N3 zahlen alle Fahrgäste 1,50 € Nachtzuschlag.", NACHT, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-t21-045", "correct.wordy", "Wie lange ist die Leihfrist für Konsolenspiele in der Stadtbibliothek Felsberg?",
              "Konsolenspiele dürfen Sie – genau wie Zeitschriften – zwei Wochen lang behalten, danach müssen sie zurück.",
              "Zwei Wochen.", True),
    w.correct("de-t21-046", "correct.format", "Bis wann müssen die Tonnen in Lindenau draußen stehen?",
              "Bis halb sieben.", "6:30 Uhr", True),
    w.correct("de-t21-047", "correct.format", "Wie hoch ist der Nachtzuschlag im N3 ohne Deutschlandticket?",
              "Einen Euro fünfzig.", "1,50 €", True),
    w.correct("de-t21-048", "correct.wordy", "Wer leitet die Führungen am freien Mittwochabend im Kunsthaus am Rhein?",
              "Die Führungen an diesen Abenden übernimmt die Kunsthistorikerin Dr. Anna Wehner.",
              "Dr. Anna Wehner", True),
    w.correct("de-t21-049", "wrong.value", "Wie lange ist die Rückgabefrist im Modehaus Berger?",
              "14 Tage.", "28 Tage", False),
    w.correct("de-t21-050", "wrong.role", "Bei wem meldet man sich für die Führungen im Kunsthaus am Rhein an?",
              "Bei Dr. Anna Wehner.", "Beim Museumspädagogen Felix Brandt.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
