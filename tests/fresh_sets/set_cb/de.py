"""German cases of fresh set cb. Scenarios: the Griffhagel bouldering festival in Leipzig,
the Pfotenhof dog daycare in Münster, the community radio station Radio Nahewelle in Bad
Kreuznach, a Moselstern river cruise on the Moselle, Glamping Waldglück near Titisee, the
Hörwerk hearing-aid centre in Kassel, the comic-book shop Sprechblase & Co. in Hamburg, the
Tegernsee half marathon, a science museum night at the Forscherhaus Bremen and the Lastesel
cargo-bike rental in Freiburg."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

BOULDER = "Das Boulderfestival „Griffhagel“ findet am Samstag, 14. Juni 2025, in der Kletterhalle Nordwand in Leipzig statt. Einlass ist ab 8:30 Uhr, die Qualifikation läuft bis 14 Uhr, und das Finale beginnt um 19:30 Uhr. Ein Tagespass kostet 29 €, Kletternde unter 16 Jahren zahlen den halben Preis. Die 48 Wettkampfboulder wurden von Chefroutenbauerin Lena Vogt geschraubt, das Finale bewertet Kampfrichter Jonas Brandt. Kletterschuhe können für 4 € pro Paar ausgeliehen werden, es gibt aber nur 120 Paar, deshalb sollen die Teilnehmenden möglichst eigene Schuhe mitbringen."

DAYCARE = "Die Hundetagesstätte Pfotenhof in Münster hat montags bis freitags von 7 bis 18:30 Uhr geöffnet. Ein ganzer Tag kostet 32 €, ein halber Tag von bis zu fünf Stunden 20 €. Jeder Hund muss mindestens 14 Tage vor dem ersten Besuch gegen Zwingerhusten geimpft worden sein. Inhaberin Katrin Wolff betreut die Vormittagsgruppen, ihr Kollege Murat Yilmaz leitet die Nachmittagsspaziergänge. Hunde mit mehr als 40 kg Körpergewicht kommen in einen eigenen Spielbereich, und pro Tag werden höchstens 25 Hunde betreut."

RADIO = "Radio Nahewelle ist ein Bürgerradio, das auf 104,6 MHz aus einem Studio über der Stadtbibliothek in Bad Kreuznach sendet. Der Sender wurde 2009 gegründet und hat heute 85 ehrenamtliche Moderatorinnen und Moderatoren. Die Frühsendung läuft montags bis freitags von 6 bis 9 Uhr und wird von Miriam Kessler moderiert. Neue Ehrenamtliche müssen vor ihrer ersten Sendung einen vierstündigen Einführungskurs absolvieren, der kostenlos ist. Senderleiter Frank Albers genehmigt jede neue Sendung, ausgenommen Musiksendungen unter 30 Minuten, die die Musikredakteurin allein freigeben kann."

CRUISE = "Die Reederei Moselstern fährt vom 1. April bis 30. September täglich von Bernkastel-Kues moselabwärts nach Traben-Trarbach. Das Schiff legt um 10:15 Uhr am Anleger Bernkastel ab und kommt um 13:45 Uhr in Traben-Trarbach an; die Rückfahrt führt am selben Nachmittag flussaufwärts zurück. Eine Rückfahrkarte für Erwachsene kostet 24,50 €, Kinder unter fünf Jahren fahren kostenlos. Das Schiff fasst bis zu 120 Fahrgäste; Kapitänin ist Sabine Reuter, Bordführer ist Paul Hofmann. Hunde dürfen mit aufs Sonnendeck, aber nicht in den geschlossenen Salon."

GLAMPING = "Das Glamping Waldglück bei Titisee hat 12 Glockenzelte und 4 Holzhütten auf 3 Hektar Wiese. Jedes Glockenzelt bietet Platz für bis zu vier Personen und kostet 95 € pro Nacht, die Hütten sind für zwei Personen und kosten 70 € pro Nacht. Anreise ist ab 15 Uhr, Abreise bis 10:30 Uhr. Der Mindestaufenthalt beträgt zwei Nächte, außer im November, wenn auch einzelne Nächte buchbar sind. Lagerfeuer sind nur in den Feuerschalen aus Stahl erlaubt, Brennholz gibt es an der Rezeption für 8 € pro Sack."

HEARING = "Das Hörakustikstudio Hörwerk in der Königsstraße in Kassel bietet kostenlose Hörtests an, die etwa 45 Minuten dauern. Die Tests führt Hörakustikmeisterin Anja Berger durch, Reparatur und Reinigung der Hörgeräte übernimmt Techniker Tobias Krämer. Das Basismodell, ein Hinter-dem-Ohr-Gerät, kostet 1.250 € pro Paar und hat drei Jahre Garantie. Kundinnen und Kunden über 65 erhalten Batterien kostenlos, alle anderen zahlen 3 € für eine Sechserpackung. Geöffnet ist montags bis freitags von 9 bis 17 Uhr und samstags vormittags bis 12:30 Uhr."

COMICS = "Sprechblase & Co. ist ein Comicladen in Hamburg-Ottensen mit rund 6.000 älteren Heften im Bestand. Der Laden hat täglich außer dienstags von 11 bis 19 Uhr geöffnet, neue Comics kommen jeden Mittwoch. Abonnenten, die mindestens drei Serien im Monat reservieren, erhalten 15 % Rabatt auf alle Neuerscheinungen. Inhaber Kai Petersen kauft Sammlungen von Privatleuten an, allerdings nur samstags. Seine Mitarbeiterin Ella Schuster leitet den monatlichen Zeichenworkshop, der 6 € kostet und auf 10 Teilnehmende begrenzt ist."

HALF = "Der Tegernsee-Halbmarathon startet am Sonntag, 5. Oktober 2025, um 9 Uhr und führt über eine 21,1 Kilometer lange Runde um den Tegernsee. Die Startgebühr beträgt bis zum 31. August 38 €, danach 45 €. Teilnehmende müssen am Renntag mindestens 17 Jahre alt sein. Alle 5 km gibt es eine Verpflegungsstelle, und die Strecke wird 3 Stunden 30 Minuten nach dem Start geschlossen. Renndirektorin ist Julia Hartmann, das Sanitätsteam leitet Dr. Stefan Lenz; im vergangenen Jahr waren alle 2.400 Startplätze ausverkauft."

MUSEUM = "Am Freitag, 21. November, öffnet das Forscherhaus Bremen für die „Nacht der Wissenschaft“ von 19 bis 23 Uhr. Tickets kosten 15 € und gelten nur für Erwachsene ab 18 Jahren. Die Planetariumsshow, die mit Mitteln der österreichischen Bundesregierung produziert wurde, beginnt alle 30 Minuten und dauert jeweils 20 Minuten. Die Chemikerin Dr. Hanna Lorenz zeigt um 20 Uhr in der großen Halle eine Live-Vorführung mit flüssigem Stickstoff, angekündigt von Kurator Max Engel. Außerdem ist ein 2 Tonnen schwerer Meteorit zu sehen, der in Namibia niedergegangen ist."

CARGO = "Der Lastenradverleih Lastesel in Freiburg verleiht Lastenräder von seinem Laden am Hauptbahnhof aus. Ein Rad kostet 18 € für vier Stunden oder 30 € für einen ganzen Tag, eine Wochenmiete kostet 120 €. Jedes Rad kann in seiner vorderen Box bis zu 100 kg transportieren, einschließlich zweier Kinder auf der Sitzbank. Mieterinnen und Mieter müssen mindestens 18 Jahre alt sein und eine Kaution von 200 € hinterlegen, die bei unbeschädigter Rückgabe erstattet wird. Mechaniker Lukas Schmitt prüft jedes Rad vor der Ausgabe, um Buchungen kümmert sich Filialleiterin Aylin Demir."

# fmt: off
FAITHFULNESS = [
    w.faith("de-cb-001", "para.reorder", "Wann sind An- und Abreise im Glamping Waldglück?", "Abreise ist bis 10:30 Uhr, die Anreise ist ab 15 Uhr möglich.", GLAMPING, True),
    w.faith("de-cb-002", "para.passive", "Wer hat die Wettkampfboulder beim Griffhagel geschraubt?", "Chefroutenbauerin Lena Vogt hat die 48 Wettkampfboulder geschraubt.", BOULDER, True),
    w.faith("de-cb-003", "para.synonym", "Wie viele Hunde nimmt der Pfotenhof pro Tag auf?", "Der Pfotenhof kümmert sich täglich um maximal 25 Hunde.", DAYCARE, True),
    w.faith("de-cb-004", "para.nominal", "Was müssen neue Ehrenamtliche vor der ersten Sendung tun?", "Vor der ersten Sendung ist die Absolvierung eines vierstündigen Einführungskurses Pflicht.", RADIO, True),
    w.faith("de-cb-005", "para.capital", "Wer hat die Planetariumsshow finanziert?", "Die Planetariumsshow wurde mit Geld aus Wien produziert.", MUSEUM, True),
    w.faith("de-cb-006", "para.pronoun", "Wer moderiert die Frühsendung von Radio Nahewelle?", "Miriam Kessler moderiert sie; sie läuft montags bis freitags von 6 bis 9 Uhr.", RADIO, True),
    w.faith("de-cb-007", "para.relative", "Wer ist Kapitänin des Moselschiffs?", "Das Schiff, das bis zu 120 Fahrgäste fasst, wird von Kapitänin Sabine Reuter geführt.", CRUISE, True),
    w.faith("de-cb-008", "para.part", "Gibt es im Waldglück auch Holzhütten?", "Ja, zu den Unterkünften gehören vier Holzhütten.", GLAMPING, True),
    w.faith("de-cb-009", "para.combine", "Was können Sie mir über den Zeichenworkshop sagen?", "Ella Schuster leitet den monatlichen Zeichenworkshop, der 6 € kostet und höchstens 10 Teilnehmende aufnimmt.", COMICS, True),
    w.faith("de-cb-010", "fmt.number", "Wie alt muss man für den Tegernsee-Halbmarathon sein?", "Man muss am Renntag mindestens siebzehn Jahre alt sein.", HALF, True),
    w.faith("de-cb-011", "fmt.thousands", "Wie viele Startplätze waren im vergangenen Jahr ausverkauft?", "Im vergangenen Jahr waren alle 2400 Startplätze ausverkauft.", HALF, True),
    w.faith("de-cb-012", "fmt.scale", "Wie schwer ist der Meteorit im Forscherhaus?", "Der Meteorit wiegt 2.000 Kilogramm und ist in Namibia niedergegangen.", MUSEUM, True),
    w.faith("de-cb-013", "fmt.date", "An welchem Datum ist der Tegernsee-Halbmarathon?", "Der Lauf findet am So., 05.10.2025 statt.", HALF, True),
    w.faith("de-cb-014", "fmt.time", "Wann beginnt das Finale beim Griffhagel?", "Das Finale beginnt um halb acht abends.", BOULDER, True),
    w.faith("de-cb-015", "fmt.unit", "Wie viel kann ein Lastenrad transportieren?", "In der vorderen Box lassen sich bis zu 100 Kilogramm transportieren, zwei Kinder auf der Sitzbank eingeschlossen.", CARGO, True),
    w.faith("de-cb-016", "fmt.abbrev", "Was kostet das Basismodell im Hörwerk?", "Das Basismodell, ein HdO-Gerät, kostet 1.250 € pro Paar.", HEARING, True),
    w.faith("de-cb-017", "fmt.currency", "Was kostet eine Rückfahrkarte für Erwachsene?", "Eine Rückfahrkarte für Erwachsene kostet 24 Euro 50.", CRUISE, True),
    w.faith("de-cb-018", "fmt.range", "Wie viele Personen passen in ein Glockenzelt?", "In einem Glockenzelt schlafen höchstens vier Personen.", GLAMPING, True),
    w.faith("de-cb-019", "fmt.period", "Wann muss mein Hund gegen Zwingerhusten geimpft sein?", "Die Impfung muss mindestens zwei Wochen vor dem ersten Besuch erfolgt sein.", DAYCARE, True),
    w.faith("de-cb-020", "fmt.share", "Gibt es beim Griffhagel eine Ermäßigung für Kinder?", "Ja, Kletternde unter 16 Jahren bekommen 50 % Ermäßigung auf den Tagespass.", BOULDER, True),
    w.faith("de-cb-021", "para.except", "An welchem Tag hat Sprechblase & Co. geschlossen?", "Dienstags ist der Laden geschlossen.", COMICS, True),
    w.faith("de-cb-022", "wrap.opener", "Was kostet ein Lastenrad für einen ganzen Tag?", "Gute Frage! Ein ganzer Tag kostet 30 €.", CARGO, True),
    w.faith("de-cb-023", "wrap.closer", "Hat das Hörwerk samstags geöffnet?", "Ja, samstags ist vormittags bis 12:30 Uhr geöffnet. Ich hoffe, das hilft Ihnen weiter!", HEARING, True),
    w.faith("de-cb-024", "wrap.attribution", "Müssen kleine Kinder auf dem Schiff bezahlen?", "Laut dem Dokument fahren Kinder unter fünf Jahren kostenlos.", CRUISE, True),
    w.faith("de-cb-025", "wrap.hedge", "Wie lange dauert eine Planetariumsshow?", "Ich glaube, jede Planetariumsshow dauert 20 Minuten.", MUSEUM, True),
    w.faith("de-cb-026", "wrap.question", "Kann ich im Waldglück Brennholz kaufen?", "Ja, an der Rezeption gibt es Brennholz für 8 € pro Sack. Möchten Sie wissen, wo Lagerfeuer erlaubt sind?", GLAMPING, True),
    w.faith("de-cb-027", "value.number", "Wie viele Serien muss man für den Abo-Rabatt reservieren?", "Wer mindestens fünf Serien im Monat reserviert, erhält 15 % Rabatt auf alle Neuerscheinungen.", COMICS, False),
    w.faith("de-cb-028", "value.date", "Wann ist die Nacht der Wissenschaft?", "Die Nacht der Wissenschaft ist am Freitag, 28. November, von 19 bis 23 Uhr.", MUSEUM, False),
    w.faith("de-cb-029", "value.time", "Wann legt das Schiff in Bernkastel ab?", "Das Schiff legt um 10:45 Uhr am Anleger Bernkastel ab.", CRUISE, False),
    w.faith("de-cb-030", "value.unit", "Wie lang ist die Strecke des Halbmarathons?", "Die Strecke ist eine 21,1 Meilen lange Runde um den Tegernsee.", HALF, False),
    w.faith("de-cb-031", "value.currency", "Was kostet das Basismodell?", "Das Basismodell kostet 1.250 Schweizer Franken pro Paar.", HEARING, False),
    w.faith("de-cb-032", "role.swap", "Wer leitet Radio Nahewelle?", "Senderleiterin ist Miriam Kessler, und Frank Albers moderiert die Frühsendung.", RADIO, False),
    w.faith("de-cb-033", "negation", "Wo darf man im Waldglück ein Lagerfeuer machen?", "In den Feuerschalen aus Stahl sind Lagerfeuer nicht erlaubt.", GLAMPING, False),
    w.faith("de-cb-034", "antonym", "Wann bekomme ich die Kaution für das Lastenrad zurück?", "Die Kaution von 200 € wird erstattet, wenn das Rad beschädigt zurückgegeben wird.", CARGO, False),
    w.faith("de-cb-035", "modality", "Muss mein Hund gegen Zwingerhusten geimpft sein?", "Hunde können vor dem ersten Besuch gegen Zwingerhusten geimpft werden, müssen es aber nicht.", DAYCARE, False),
    w.faith("de-cb-036", "quantifier", "Wer bekommt im Hörwerk kostenlose Batterien?", "Alle Kundinnen und Kunden erhalten die Batterien kostenlos.", HEARING, False),
    w.faith("de-cb-037", "value.except", "Wer genehmigt neue Sendungen bei Radio Nahewelle?", "Frank Albers genehmigt jede neue Sendung, ausgenommen Wortsendungen unter 30 Minuten, die die Musikredakteurin allein freigeben kann.", RADIO, False),
    w.faith("de-cb-038", "direction", "Welche Hunde kommen in den eigenen Spielbereich?", "Hunde mit weniger als 40 kg Körpergewicht kommen in einen eigenen Spielbereich.", DAYCARE, False),
    w.faith("de-cb-039", "added.fact", "Wie hoch ist die Startgebühr für den Halbmarathon?", "Bis zum 31. August kostet der Start 38 €, und ein Funktionsshirt ist in der Gebühr enthalten.", HALF, False),
    w.faith("de-cb-040", "added.entity", "Wer zeigt die Vorführung mit flüssigem Stickstoff?", "Die Chemikerin Dr. Hanna Lorenz zeigt sie um 20 Uhr gemeinsam mit dem Physiker Felix Brandl.", MUSEUM, False),
    w.faith("de-cb-041", "mixed", "Kann man beim Griffhagel Kletterschuhe leihen?", "Ja, Kletterschuhe gibt es für 4 € pro Paar, und Chalk wird an alle Teilnehmenden kostenlos verteilt.", BOULDER, False),
]

REFUSAL = [
    w.refusal("de-cb-042", "refusal.plain", "Gibt es in den Holzhütten WLAN?", "Ich weiß nicht, ob es in den Holzhütten WLAN gibt.", GLAMPING, True),
    w.refusal("de-cb-043", "refusal.context", "Passt das Hörwerk auch Cochlea-Implantate an?", "Der bereitgestellte Kontext erwähnt keine Cochlea-Implantate, daher kann ich das nicht beantworten.", HEARING, True),
    w.refusal("de-cb-044", "refusal.short", "Verleiht Lastesel auch E-Lastenräder?", "Weiß ich nicht.", CARGO, True),
    w.refusal("de-cb-045", "refusal.long", "Wie viele Hörerinnen und Hörer hat Radio Nahewelle?", "Das tut mir leid, aber eine Hörerzahl kann ich Ihnen nicht nennen. Die Informationen, die mir vorliegen, beschreiben die Frequenz des Senders, sein Gründungsjahr, die Frühsendung und den Einführungskurs für Ehrenamtliche, sagen aber nichts über die Größe des Publikums. Jede Zahl, die ich nennen würde, wäre deshalb nur geraten.", RADIO, True),
    w.refusal("de-cb-046", "refusal.hedged", "Was kostet ein Ticket für die Nacht der Wissenschaft?", "Ich bin mir nicht ganz sicher, aber es sieht so aus, als kosteten die Tickets 15 €.", MUSEUM, False),
    w.refusal("de-cb-047", "refusal.partial", "Was zahlen Kinder auf dem Schiff, und gibt es an Bord etwas zu essen?", "Kinder unter fünf Jahren fahren kostenlos; ob an Bord Essen angeboten wird, kann ich nicht sagen.", CRUISE, False),
]

CORRECTNESS = [
    w.correct("de-cb-048", "correct.wordy", "Ab wann ist Einlass beim Griffhagel?", "Danke für die Frage! Am Festivaltag können Sie die Kletterhalle Nordwand ab halb neun morgens betreten, denn ab dieser Uhrzeit ist Einlass.", "Einlass ist ab 8:30 Uhr.", True),
    w.correct("de-cb-049", "correct.short", "Was kostet ein ganzer Tag im Pfotenhof?", "32 €.", "Ein ganzer Tag im Pfotenhof kostet 32 €.", True),
    w.correct("de-cb-050", "correct.format", "Wann startet der Tegernsee-Halbmarathon?", "So., 05.10.2025, 9:00 Uhr.", "Am Sonntag, 5. Oktober 2025, um 9 Uhr.", True),
    w.correct("de-cb-051", "wrong.value", "Wie hoch ist die Kaution für ein Lastenrad?", "Die Kaution beträgt 250 €.", "Die Kaution beträgt 200 €.", False),
    w.correct("de-cb-052", "wrong.echo", "Wie lange ist der Mindestaufenthalt im Waldglück im Juli?", "Der Mindestaufenthalt im Waldglück beträgt im Juli eine Nacht.", "Im Juli beträgt der Mindestaufenthalt zwei Nächte.", False),
    w.correct("de-cb-053", "wrong.role", "Wer repariert im Hörwerk die Hörgeräte?", "Anja Berger repariert die Hörgeräte, und Tobias Krämer führt die Hörtests durch.", "Techniker Tobias Krämer repariert die Hörgeräte; Hörakustikmeisterin Anja Berger führt die Hörtests durch.", False),
]

RELEVANCY = [
    w.relevant("de-cb-054", "relevant.direct", "Was kostet der Zeichenworkshop?", "Der Zeichenworkshop kostet 6 €.", COMICS, True),
    w.relevant("de-cb-055", "relevant.yesno", "Darf eine 16-Jährige beim Tegernsee-Halbmarathon starten?", "Nein, man muss am Renntag mindestens 17 Jahre alt sein.", HALF, True),
    w.relevant("de-cb-056", "offtopic.true", "Was kostet es, Kletterschuhe auszuleihen?", "Die 48 Wettkampfboulder wurden von Chefroutenbauerin Lena Vogt geschraubt.", BOULDER, False),
    w.relevant("de-cb-057", "offtopic.other", "Ab welchem Alter kann man ein Lastenrad mieten?", "Eine Wochenmiete kostet 120 €.", CARGO, False),
]

DIAGNOSIS = [
    w.diag("de-cb-058", "diag.pass", "Wie hoch ist die Startgebühr für den Tegernsee-Halbmarathon nach dem 31. August?", "Nach dem 31. August kostet der Start 45 €.", {"half": HALF, "cruise": CRUISE}, ("half",), "pass"),
    w.diag("de-cb-059", "diag.offtopic", "Bis wie viel Uhr hat der Pfotenhof unter der Woche geöffnet?", "Murat Yilmaz leitet die Nachmittagsspaziergänge.", {"daycare": DAYCARE, "comics": COMICS}, ("daycare",), "fix_generation"),
    w.diag("de-cb-060", "diag.unfaithful", "Was kostet eine Holzhütte im Waldglück pro Nacht?", "Eine Holzhütte kostet 95 € pro Nacht.", {"glamping": GLAMPING, "radio": RADIO}, ("glamping",), "fix_generation"),
    w.diag("de-cb-061", "diag.refused", "Wie viel kostet der Eintritt zur Nacht der Wissenschaft?", "Leider finde ich in den verfügbaren Informationen keinen Ticketpreis.", {"museum": MUSEUM, "hearing": HEARING}, ("museum",), "fix_generation"),
    w.diag("de-cb-062", "diag.missed", "Was kostet eine Wochenmiete bei Lastesel?", "In meinen Unterlagen steht nicht, was eine Wochenmiete kostet.", {"radio": RADIO, "boulder": BOULDER}, ("cargo",), "fix_retrieval"),
    w.diag("de-cb-063", "diag.correct_refusal", "Kann man bei Moselstern ein Schiff für eine Hochzeit chartern?", "Die vorliegenden Informationen erwähnen keine Charterfahrten, daher kann ich das nicht sagen.", {"cruise": CRUISE, "glamping": GLAMPING}, (), "correct_refusal"),
    w.diag("de-cb-064", "diag.should_refuse", "Verschickt Sprechblase & Co. Bestellungen ins Ausland?", "Ja, Sprechblase & Co. verschickt in die meisten EU-Länder zu einer Pauschale von 12 €.", {"comics": COMICS, "hearing": HEARING}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
