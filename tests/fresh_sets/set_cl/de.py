"""Fresh set cl, German: Fahrschule, Volkssternwarte, Kindertheater, Bäckerei mit Backkurs, Stadionführung, Fähre zur Leuchtturminsel, Gitarrenwerkstatt, Jugendherberge, Kajakverleih und Antiquariat."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

DRIVING = (
    "Die Fahrschule Brenner in Kassel wurde 2009 von Sabine Brenner gegründet; 2021 übernahm ihr Sohn Jonas Brenner die Leitung. "
    "Die Fahrschule beschäftigt 12 Fahrlehrer, und jedes Jahr melden sich rund 1.400 Fahrschüler an. "
    "Eine Fahrstunde dauert 45 Minuten und kostet 62 €. "
    "Fahrstunden gibt es täglich außer sonntags zwischen 7 und 20 Uhr. "
    "Fahrschüler müssen zu jeder Stunde ihren Personalausweis mitbringen; ein Probetest für die Theorie wird empfohlen, ist aber keine Pflicht."
)
OBSERVATORY = (
    "Die Volkssternwarte Hohenberg liegt 1.250 Meter über dem Meeresspiegel, 18 km nördlich von Fulda. "
    "Ihr Hauptteleskop, ein 60-cm-Spiegelteleskop, wurde am 14. Oktober 2016 aufgebaut. "
    "Öffentliche Beobachtungsabende finden jeden Freitag von 21 bis 23.30 Uhr statt. "
    "Erwachsene zahlen 7 € Eintritt, Kinder unter 10 Jahren haben freien Eintritt. "
    "Geleitet wird die Sternwarte von der Astronomin Petra Lindner, unterstützt von 20 Ehrenamtlichen."
)
THEATRE = (
    "Das Kindertheater Zauberkiste in Leipzig hat 180 Plätze. "
    "Sein neues Stück „Der Papierdrache“ hat am 7. März 2025 Premiere und läuft bis zum 27. April 2025. "
    "Die Vorstellungen beginnen täglich außer montags um 11 Uhr und um 14.30 Uhr. "
    "Karten kosten 8 € für Kinder und 12 € für Erwachsene; Schulklassen mit bis zu 30 Kindern können eine Vormittagsvorstellung buchen. "
    "„Der Papierdrache“ wird für Kinder von 4 bis 9 Jahren empfohlen und dauert 55 Minuten ohne Pause."
)
BAKERY = (
    "Die Backstube Körner in der Mühlengasse wurde 2012 von Anna Körner eröffnet. "
    "Der Laden hat täglich außer mittwochs von 7 bis 17 Uhr geöffnet. "
    "Der Backkurs am Samstag kostet 65 €, dauert drei Stunden und nimmt höchstens 8 Teilnehmer auf. "
    "Jeder Teilnehmer verarbeitet 1,5 kg Mehl und nimmt zwei Brote mit nach Hause. "
    "Schürzen werden gestellt, und lange Haare müssen zusammengebunden werden."
)
STADIUM = (
    "Die Spreeufer-Arena liegt in Berlin, der Hauptstadt Deutschlands, und ist das Heimstadion des FC Spreeufer. "
    "Das Stadion fasst 32.500 Zuschauer und wurde im August 2003 eröffnet. "
    "Führungen beginnen um 10, 12 und 14 Uhr und dauern 75 Minuten. "
    "Die Führung geht durch die Kabinen, den Spielertunnel und den Presseraum und endet im Vereinsmuseum. "
    "Erwachsene zahlen 16 €, Kinder unter 5 Jahren sind frei, und für Führungsgäste ist das Parken kostenlos. "
    "An Spieltagen finden keine Führungen statt."
)
FERRY = (
    "Die Fähre „Möwe“ fährt von April bis Oktober viermal täglich vom Hafen Krabbensiel zur Leuchtturminsel Lütthörn. "
    "Die Überfahrt dauert 35 Minuten, und die letzte Fähre zurück legt um 18 Uhr auf der Insel ab. "
    "Eine Hin- und Rückfahrt kostet 16 € für Erwachsene und 8 € für Kinder. "
    "Hunde dürfen an der Leine mit an Bord. "
    "Fahrgäste müssen ihre Tickets vor dem Einsteigen am Hafenkiosk kaufen."
)
GUITAR = (
    "Die Gitarrenwerkstatt Saitenklang wurde 2015 vom Gitarrenbauer Malte Jansen eröffnet, der mit einer einzigen Mitarbeiterin, Lea Vogt, arbeitet. "
    "Eine komplette Einstellung kostet 70 €, ein Saitenwechsel 25 € inklusive Saiten. "
    "Die meisten Reparaturen sind innerhalb von fünf Werktagen fertig, eine Neubundierung kann aber bis zu zwei Wochen dauern. "
    "Auf jede Reparatur gibt es zwei Jahre Garantie. "
    "2019 restaurierte Malte Jansen eine E-Gitarre von 1962 für die Bluessängerin Ella Kraus."
)
HOSTEL = (
    "Die Jugendherberge Am Seetor gehört zum Deutschen Jugendherbergswerk und hat 64 Betten in 14 Zimmern. "
    "Sie beschäftigt 9 Mitarbeiter. "
    "Ein Bett im Mehrbettzimmer kostet 28 € pro Nacht, Frühstück inklusive. "
    "Der Check-in beginnt um 15 Uhr, und am Abreisetag müssen die Gäste ihr Zimmer bis 10 Uhr räumen. "
    "Gäste unter 18 Jahren dürfen nur in Begleitung eines Erwachsenen übernachten. "
    "Die Gästeküche schließt um 23 Uhr."
)
KAYAK = (
    "Der Kanuverleih Lahnbogen verleiht von Mai bis September täglich außer dienstags Kajaks auf der Lahn. "
    "Ein Einerkajak kostet 22 € für zwei Stunden, ein Zweierkajak 34 €. "
    "Die Standardtour führt 14 km flussabwärts bis Steinbach, von wo ein Kleinbus die Paddler zurückbringt. "
    "Schwimmwesten müssen jederzeit getragen werden, und Kinder unter 14 Jahren müssen mit einem Erwachsenen in einem Zweierkajak sitzen. "
    "Claudia Wirth hat den Verleih 2011 gegründet und führt ihn bis heute."
)
BOOKSHOP = (
    "Das Antiquariat Eselsohr in der Hafenstraße wurde 1994 von Martha Quandt eröffnet. "
    "Es hat rund 25.000 Bücher im Bestand, und die Hälfte davon kostet weniger als 3 €. "
    "Mitglieder des Lesekreises bekommen bei jedem Einkauf 10 % Rabatt. "
    "Gebrauchte Bücher kauft das Antiquariat nur donnerstagnachmittags an, und einige seiner Erstausgaben sind von den Autoren signiert. "
    "2020 übergab Martha Quandt den Laden an ihren früheren Mitarbeiter Samuel Öztürk."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-cl-001", "para.reorder", "Wann hat die Backstube Körner geöffnet?", "Von 7 bis 17 Uhr ist der Laden geöffnet, und zwar täglich außer mittwochs.", BAKERY, True),
    w.faith("de-cl-002", "para.passive", "Wer hat die E-Gitarre von 1962 restauriert?", "Die E-Gitarre von 1962 wurde 2019 von Malte Jansen restauriert.", GUITAR, True),
    w.faith("de-cl-003", "para.synonym", "Wie viele Leute arbeiten in der Jugendherberge?", "In der Jugendherberge Am Seetor arbeiten 9 Angestellte.", HOSTEL, True),
    w.faith("de-cl-004", "para.nominal", "Wo bekomme ich ein Ticket für die Möwe?", "Der Ticketkauf muss vor dem Einsteigen am Hafenkiosk erfolgen.", FERRY, True),
    w.faith("de-cl-005", "para.capital", "Was ist die Hauptstadt Deutschlands?", "Deutschlands Hauptstadt ist Berlin.", STADIUM, True),
    w.faith("de-cl-006", "para.pronoun", "Wann hat Claudia Wirth den Kanuverleih Lahnbogen gegründet?", "Sie hat ihn 2011 gegründet und führt ihn bis heute.", KAYAK, True),
    w.faith("de-cl-007", "para.relative", "Wer hat das Antiquariat Eselsohr eröffnet?", "Martha Quandt eröffnete 1994 das Antiquariat Eselsohr, das in der Hafenstraße liegt.", BOOKSHOP, True),
    w.faith("de-cl-008", "para.part", "Was für ein Teleskop hat die Volkssternwarte Hohenberg?", "Ihr Hauptteleskop ist ein 60-cm-Spiegelteleskop.", OBSERVATORY, True),
    w.faith("de-cl-009", "para.combine", "Wann ist die Premiere von „Der Papierdrache“, und wie lange dauert das Stück?", "„Der Papierdrache“ hat am 7. März 2025 Premiere und dauert 55 Minuten ohne Pause.", THEATRE, True),
    w.faith("de-cl-010", "fmt.number", "Wie viele Fahrlehrer hat die Fahrschule Brenner?", "Die Fahrschule Brenner beschäftigt zwölf Fahrlehrer.", DRIVING, True),
    w.faith("de-cl-011", "fmt.thousands", "Wie viele Zuschauer passen in die Spreeufer-Arena?", "Die Spreeufer-Arena fasst 32500 Zuschauer.", STADIUM, True),
    w.faith("de-cl-012", "fmt.scale", "Wie viel Mehl verarbeitet jeder Teilnehmer im Backkurs?", "Jeder Teilnehmer verarbeitet 1500 Gramm Mehl.", BAKERY, True),
    w.faith("de-cl-013", "fmt.date", "Wann wurde das Spiegelteleskop aufgebaut?", "Es wurde am 14.10.2016 aufgebaut.", OBSERVATORY, True),
    w.faith("de-cl-014", "fmt.time", "Wann fährt die letzte Fähre von Lütthörn zurück?", "Die letzte Fähre legt um 6 Uhr abends auf der Insel ab.", FERRY, True),
    w.faith("de-cl-015", "fmt.unit", "Wie lang ist die Standardtour?", "Die Standardtour führt 14 Kilometer flussabwärts bis Steinbach.", KAYAK, True),
    w.faith("de-cl-016", "fmt.abbrev", "Zu welchem Verband gehört die Jugendherberge Am Seetor?", "Sie gehört zum DJH.", HOSTEL, True),
    w.faith("de-cl-017", "fmt.currency", "Was kostet ein Bett im Mehrbettzimmer?", "Ein Bett im Mehrbettzimmer kostet 28 Euro pro Nacht, inklusive Frühstück.", HOSTEL, True),
    w.faith("de-cl-018", "fmt.range", "Wie groß darf eine Schulklasse für eine Vormittagsvorstellung sein?", "Eine Vormittagsvorstellung buchen können Schulklassen mit höchstens 30 Kindern.", THEATRE, True),
    w.faith("de-cl-019", "fmt.period", "Wie lange gilt die Garantie auf Reparaturen?", "Auf jede Reparatur gibt es 24 Monate Garantie.", GUITAR, True),
    w.faith("de-cl-020", "fmt.share", "Sind die Bücher im Antiquariat Eselsohr günstig?", "50 % der Bücher im Bestand kosten weniger als 3 €.", BOOKSHOP, True),
    w.faith("de-cl-021", "para.except", "Kann ich dienstags ein Kajak leihen?", "Nein, dienstags verleiht der Kanuverleih Lahnbogen keine Kajaks.", KAYAK, True),
    w.faith("de-cl-022", "wrap.opener", "Wie lange dauert die Stadionführung?", "Gute Frage! Die Führung dauert 75 Minuten.", STADIUM, True),
    w.faith("de-cl-023", "wrap.closer", "Wie lange dauert die Überfahrt nach Lütthörn?", "Die Überfahrt dauert 35 Minuten. Ich hoffe, das hilft Ihnen weiter!", FERRY, True),
    w.faith("de-cl-024", "wrap.attribution", "Bis wann muss ich mein Zimmer räumen?", "Laut den Informationen der Jugendherberge müssen Gäste ihr Zimmer am Abreisetag bis 10 Uhr räumen.", HOSTEL, True),
    w.faith("de-cl-025", "wrap.hedge", "Wie lange dauert eine Fahrstunde bei Brenner?", "Soweit ich weiß, dauert eine Fahrstunde 45 Minuten.", DRIVING, True),
    w.faith("de-cl-026", "wrap.question", "Was kostet eine Kinderkarte im Kindertheater Zauberkiste?", "Eine Kinderkarte kostet 8 €. Möchten Sie auch den Preis für Erwachsene wissen?", THEATRE, True),
    w.faith("de-cl-027", "value.number", "Wie viele Betten hat die Jugendherberge?", "Die Jugendherberge Am Seetor hat 46 Betten in 14 Zimmern.", HOSTEL, False),
    w.faith("de-cl-028", "value.date", "Wann ist die Premiere von „Der Papierdrache“?", "Die Premiere ist am 17. März 2025.", THEATRE, False),
    w.faith("de-cl-029", "value.time", "Wann beginnen die Beobachtungsabende?", "Die Beobachtungsabende beginnen freitags um 20 Uhr.", OBSERVATORY, False),
    w.faith("de-cl-030", "value.unit", "Wie hoch liegt die Sternwarte?", "Die Volkssternwarte Hohenberg liegt 1.250 Fuß über dem Meeresspiegel.", OBSERVATORY, False),
    w.faith("de-cl-031", "value.currency", "Was kostet ein Saitenwechsel?", "Ein Saitenwechsel kostet 35 € inklusive Saiten.", GUITAR, False),
    w.faith("de-cl-032", "role.swap", "Wer hat die Fahrschule Brenner gegründet?", "Jonas Brenner hat die Fahrschule 2009 gegründet.", DRIVING, False),
    w.faith("de-cl-033", "negation", "Darf mein Hund mit auf die Fähre?", "Nein, Hunde dürfen nicht mit an Bord der Möwe.", FERRY, False),
    w.faith("de-cl-034", "antonym", "Wie ist das mit dem Parken bei einer Führung?", "Für Führungsgäste ist das Parken kostenpflichtig.", STADIUM, False),
    w.faith("de-cl-035", "modality", "Muss ich eine Schwimmweste tragen?", "Nein, das Tragen einer Schwimmweste ist freiwillig.", KAYAK, False),
    w.faith("de-cl-036", "quantifier", "Sind die Erstausgaben signiert?", "Ja, alle Erstausgaben im Antiquariat Eselsohr sind von den Autoren signiert.", BOOKSHOP, False),
    w.faith("de-cl-037", "value.except", "Kann ich mittwochs in der Backstube Körner Brot kaufen?", "Ja, mittwochs ist der Laden von 7 bis 17 Uhr geöffnet.", BAKERY, False),
    w.faith("de-cl-038", "direction", "Welche Kinder müssen mit einem Erwachsenen paddeln?", "Kinder über 14 Jahren müssen mit einem Erwachsenen in einem Zweierkajak sitzen.", KAYAK, False),
    w.faith("de-cl-039", "added.fact", "Was kostet die Hin- und Rückfahrt?", "Die Hin- und Rückfahrt kostet 16 € für Erwachsene und 8 € für Kinder; Kinder unter 3 Jahren fahren gratis.", FERRY, False),
    w.faith("de-cl-040", "added.entity", "Wer arbeitet in der Gitarrenwerkstatt Saitenklang?", "Der Gitarrenbauer Malte Jansen arbeitet dort mit seiner Mitarbeiterin Lea Vogt und seinem Lehrling Tim Berger.", GUITAR, False),
    w.faith("de-cl-041", "mixed", "Was sieht man bei der Stadionführung?", "Die Führung geht durch die Kabinen und den Spielertunnel und endet mit einem Gang über den Rasen.", STADIUM, False),
]
REFUSAL = [
    w.refusal("de-cl-042", "refusal.plain", "Gibt es in der Jugendherberge Schließfächer?", "Das weiß ich leider nicht.", HOSTEL, True),
    w.refusal("de-cl-043", "refusal.context", "Verschickt das Antiquariat Eselsohr Bücher ins Ausland?", "Aus den vorliegenden Unterlagen geht nicht hervor, ob das Antiquariat Bücher ins Ausland verschickt.", BOOKSHOP, True),
    w.refusal("de-cl-044", "refusal.short", "Gibt es auf Lütthörn ein Café?", "Keine Ahnung.", FERRY, True),
    w.refusal("de-cl-045", "refusal.long", "Darf ich mein eigenes Teleskop zu einem Beobachtungsabend mitbringen?", "Vielen Dank für Ihre Frage. Leider steht in meinen Informationen zur Volkssternwarte Hohenberg nichts darüber, ob Besucher eigene Teleskope mitbringen dürfen. Dort stehen die Beobachtungszeiten, die Eintrittspreise und das Hauptteleskop, aber keine Regeln zu eigener Ausrüstung. Am besten fragen Sie vor Ihrem Besuch direkt bei der Sternwarte nach.", OBSERVATORY, True),
    w.refusal("de-cl-046", "refusal.hedged", "Was kostet ein Einerkajak?", "Ich bin mir nicht ganz sicher, aber ich glaube, ein Einerkajak kostet 22 € für zwei Stunden.", KAYAK, False),
    w.refusal("de-cl-047", "refusal.partial", "Was kosten die Karten, und gibt es einen Familienrabatt?", "Karten kosten 8 € für Kinder und 12 € für Erwachsene. Einen Familienrabatt erwähnen die Unterlagen allerdings nicht.", THEATRE, False),
]
CORRECTNESS = [
    w.correct("de-cl-048", "correct.wordy", "Was kostet der Backkurs am Samstag?", "Der Backkurs am Samstag in der Backstube Körner kostet 65 € und dauert drei Stunden.", "65 €", True),
    w.correct("de-cl-049", "correct.short", "Wer leitet die Fahrschule Brenner heute?", "Jonas Brenner.", "Seit 2021 leitet Jonas Brenner die Fahrschule, die er von seiner Mutter Sabine Brenner übernommen hat.", True),
    w.correct("de-cl-050", "correct.format", "Wann beginnt die erste Stadionführung des Tages?", "Um 10:00 Uhr.", "Um 10 Uhr morgens.", True),
    w.correct("de-cl-051", "wrong.value", "In welchem Jahr hat Malte Jansen seine Werkstatt eröffnet?", "Er hat sie 2018 eröffnet.", "2015.", False),
    w.correct("de-cl-052", "wrong.echo", "Ab wann ist der Check-in in der Jugendherberge möglich?", "Der Check-in in der Jugendherberge ist ab Beginn des Check-ins möglich.", "Ab 15 Uhr.", False),
    w.correct("de-cl-053", "wrong.role", "Wer hat das Antiquariat Eselsohr eröffnet?", "Samuel Öztürk hat es eröffnet.", "Martha Quandt, 1994.", False),
]
RELEVANCY = [
    w.relevant("de-cl-054", "relevant.direct", "Wie oft fährt die Fähre?", "Von April bis Oktober viermal am Tag.", FERRY, True),
    w.relevant("de-cl-055", "relevant.yesno", "Darf mein zehnjähriger Sohn allein ein Einerkajak fahren?", "Nein, Kinder unter 14 Jahren müssen mit einem Erwachsenen im Zweierkajak sitzen.", KAYAK, True),
    w.relevant("de-cl-056", "offtopic.true", "Was kostet der Eintritt in die Sternwarte für Erwachsene?", "Das Hauptteleskop ist ein 60-cm-Spiegelteleskop.", OBSERVATORY, False),
    w.relevant("de-cl-057", "offtopic.other", "Wie lange dauert „Der Papierdrache“?", "„Der Papierdrache“ hat am 7. März 2025 Premiere.", THEATRE, False),
]
DIAGNOSIS = [
    w.diag("de-cl-058", "diag.pass", "An welchem Tag gibt es bei der Fahrschule Brenner keine Fahrstunden?", "Sonntags gibt es keine Fahrstunden.", {"driving": DRIVING, "bakery": BAKERY}, ("driving",), "pass"),
    w.diag("de-cl-059", "diag.offtopic", "Was kostet die Stadionführung für Erwachsene?", "Die Spreeufer-Arena fasst 32.500 Zuschauer.", {"stadium": STADIUM, "ferry": FERRY}, ("stadium",), "fix_generation"),
    w.diag("de-cl-060", "diag.unfaithful", "Was kostet eine komplette Einstellung bei Saitenklang?", "Eine komplette Einstellung kostet 120 €.", {"guitar": GUITAR, "hostel": HOSTEL}, ("guitar",), "fix_generation"),
    w.diag("de-cl-061", "diag.refused", "Wie lang ist die Standardtour beim Kanuverleih Lahnbogen?", "Tut mir leid, dazu habe ich keine Informationen gefunden.", {"kayak": KAYAK, "bookshop": BOOKSHOP}, ("kayak",), "fix_generation"),
    w.diag("de-cl-062", "diag.missed", "Wie viel Mehl bekommt jeder Teilnehmer im Backkurs?", "In den gefundenen Dokumenten steht nichts über einen Backkurs.", {"theatre": THEATRE, "observatory": OBSERVATORY}, ("bakery",), "fix_retrieval"),
    w.diag("de-cl-063", "diag.correct_refusal", "Kann man in der Jugendherberge Fahrräder ausleihen?", "Leider erwähnen die Unterlagen keinen Fahrradverleih in der Jugendherberge.", {"hostel": HOSTEL, "kayak": KAYAK}, (), "correct_refusal"),
    w.diag("de-cl-064", "diag.should_refuse", "Gibt es in der Sternwarte einen Souvenirladen?", "Ja, neben dem Eingang gibt es einen Souvenirladen, der Sternkarten verkauft.", {"observatory": OBSERVATORY, "stadium": STADIUM}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
