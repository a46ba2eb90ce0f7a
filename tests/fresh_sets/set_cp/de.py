"""Fresh set cp, German: Autovermietung, Berghütte, Druckerei, E-Book-Ausleihe einer Bibliothek, Tattoostudio, Tennisclub, Jazzclub, Escape Room, Katzencafé und Umzugsfirma."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

RENTAL = (
    "Die Autovermietung Nordtor hat täglich außer sonntags von 7:30 bis 19 Uhr geöffnet. "
    "Fahrer müssen mindestens 21 Jahre alt sein und bei der Abholung einen gültigen Führerschein vorlegen. "
    "Ein Kleinwagen kostet 45 € pro Tag, ein SUV 78 € pro Tag. "
    "Jede Miete umfasst 250 km pro Tag; jeder weitere Kilometer kostet 0,30 €. "
    "Alle Einwegmieten genehmigt die Filialleiterin Sabine Krüger."
)
HUT = (
    "Die Dohlenhütte liegt auf 2.340 Metern und hat 48 Betten in sechs Lagern. "
    "2025 ist die Hütte vom 15. Juni bis 30. September geöffnet. "
    "Ein Bett kostet für Erwachsene 38 € pro Nacht; Alpenvereinsmitglieder zahlen die Hälfte. "
    "Das Abendessen gibt es um 18:30 Uhr, ab 22 Uhr gilt Hüttenruhe. "
    "Hüttenwirt Georg Bachmeier nimmt Reservierungen telefonisch entgegen, und Gäste müssen einen eigenen Hüttenschlafsack mitbringen."
)
PRINT = (
    "Die Druckerei Tintenfass wurde 2009 von Lukas Brandt gegründet und beschäftigt 7 Mitarbeiter. "
    "1.200 Visitenkarten kosten dort 96 €, ein A1-Plakat kostet 24 €. "
    "Standardaufträge sind innerhalb von zwei Werktagen fertig; Expressaufträge sind in 24 Stunden fertig und kosten 50 % mehr. "
    "Dateien müssen als PDF geschickt werden. "
    "Geöffnet ist von Montag bis Freitag, 8 bis 18 Uhr."
)
EBOOK = (
    "Mitglieder der Stadtbibliothek Lindenau dürfen bis zu fünf E-Books gleichzeitig ausleihen. "
    "Jede Ausleihe dauert 21 Tage und endet automatisch, daher gibt es keine Mahngebühren. "
    "Die E-Book-Ausleihe ist für alle Mitglieder kostenlos. "
    "Ein vorgemerkter Titel wird, sobald er verfügbar ist, 3 Tage lang zurückgelegt. "
    "Der E-Book-Dienst wird von der EU gefördert."
)
TATTOO = (
    "Das Tattoostudio Schwarze Orchidee hat täglich außer montags von 12 bis 21 Uhr geöffnet. "
    "Kunden müssen mindestens 18 Jahre alt sein und einen Lichtbildausweis vorzeigen. "
    "Für einen Termin ist eine Anzahlung von 60 € fällig; sagt der Kunde mindestens 48 Stunden vor dem Termin ab, zahlt das Studio sie zurück. "
    "Jonas Weber ist auf Fineline-Tattoos spezialisiert, Mira Hoffmann sticht traditionelle Motive. "
    "Der Stundensatz beträgt 140 €, der Mindestpreis 80 €."
)
TENNIS = (
    "Der Tennisclub Ulmenpark wurde 1962 gegründet und hat 8 Plätze, davon 3 in der Halle. "
    "Die Jahresmitgliedschaft kostet 420 €, Jugendliche unter 18 zahlen 150 €. "
    "Mitglieder dürfen einen Platz bis zu 7 Tage im Voraus buchen, höchstens 90 Minuten pro Buchung. "
    "Cheftrainerin Anna Vogt leitet dienstags und donnerstags um 18 Uhr Gruppenstunden. "
    "Weiße Kleidung wird empfohlen, ist aber keine Pflicht."
)
JAZZ = (
    "Der Jazzclub Blaue Laterne öffnet um 20 Uhr, das erste Set beginnt um 21 Uhr. "
    "Tickets kosten an der Abendkasse 25 € und online 20 €. "
    "Die Hausband, das Marlow Trio, spielt jeden Freitag; samstags treten Gastmusiker auf. "
    "Der Club fasst 120 Gäste und nimmt keine Tischreservierungen an. "
    "Fotos ohne Blitz sind erlaubt, Videoaufnahmen nicht."
)
ESCAPE = (
    "Der Escape Room „Das verlorene Observatorium“ ist für 2 bis 6 Spieler, ein Spiel dauert 60 Minuten. "
    "Pro Person kostet er 28 €. "
    "Jedes Team darf bis zu drei Tipps kostenlos anfordern. "
    "Nur 35 % der Teams entkommen, bevor die Zeit abläuft. "
    "Kinder unter 12 müssen von einem Erwachsenen begleitet werden."
)
CATS = (
    "Im Katzencafé Schnurrhaar leben 11 Katzen. "
    "Alle wurden aus dem städtischen Tierheim adoptiert. "
    "Der Eintritt kostet 12 € pro Stunde, ein Getränk ist inbegriffen. "
    "Kinder unter 8 Jahren haben keinen Zutritt. "
    "Geöffnet ist von Mittwoch bis Sonntag, 10 bis 20 Uhr, und die Katzen dürfen nicht hochgehoben werden."
)
MOVING = (
    "Flink Umzüge hat seinen Sitz in Berlin, der Hauptstadt Deutschlands. "
    "Ein Lkw mit zwei Möbelpackern kostet 120 € pro Stunde, gebucht werden mindestens drei Stunden. "
    "Der große Lkw lädt bis zu 3,5 Tonnen. "
    "Umzüge am Wochenende müssen mindestens 10 Tage im Voraus gebucht werden. "
    "Die Versicherung deckt Schäden bis 5.000 € pro Umzug, und Klaviere transportiert nur das Spezialteam von Frank Albers."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-cp-001", "para.reorder", "Wann gibt es auf der Dohlenhütte Abendessen?", "Um 18:30 Uhr gibt es das Abendessen.", HUT, True),
    w.faith("de-cp-002", "para.passive", "Wer genehmigt bei Nordtor Einwegmieten?", "Einwegmieten werden von der Filialleiterin Sabine Krüger genehmigt.", RENTAL, True),
    w.faith("de-cp-003", "para.synonym", "Wie viele Leute arbeiten bei der Druckerei Tintenfass?", "Die Druckerei hat 7 Angestellte.", PRINT, True),
    w.faith("de-cp-004", "para.nominal", "Bekomme ich die Anzahlung zurück, wenn ich absage?", "Ja, bei einer Absage mindestens 48 Stunden vor dem Termin erfolgt die Rückzahlung der Anzahlung.", TATTOO, True),
    w.faith("de-cp-005", "para.capital", "Wo sitzt Flink Umzüge?", "Die Firma sitzt in Deutschlands Hauptstadt Berlin.", MOVING, True),
    w.faith("de-cp-006", "para.pronoun", "Wer leitet die Gruppenstunden im TC Ulmenpark?", "Das ist Cheftrainerin Anna Vogt. Sie gibt die Gruppenstunden dienstags und donnerstags um 18 Uhr.", TENNIS, True),
    w.faith("de-cp-007", "para.relative", "Wer spielt freitags in der Blauen Laterne?", "Freitags spielt das Marlow Trio, das die Hausband des Clubs ist.", JAZZ, True),
    w.faith("de-cp-008", "para.part", "Wie lange dauert ein Spiel im „Verlorenen Observatorium“?", "Ein Spiel dauert 60 Minuten.", ESCAPE, True),
    w.faith("de-cp-009", "para.combine", "Wie viele Katzen hat das Schnurrhaar, und woher kommen sie?", "Im Schnurrhaar leben 11 Katzen, die alle aus dem städtischen Tierheim adoptiert wurden.", CATS, True),
    w.faith("de-cp-010", "fmt.number", "Wie viele E-Books kann ich gleichzeitig ausleihen?", "Bis zu 5 E-Books gleichzeitig.", EBOOK, True),
    w.faith("de-cp-011", "fmt.thousands", "Wie viele Visitenkarten bekomme ich für 96 €?", "Für 96 € bekommen Sie 1200 Visitenkarten.", PRINT, True),
    w.faith("de-cp-012", "fmt.scale", "Wie viel kann der große Lkw laden?", "Der große Lkw lädt bis zu 3.500 Kilogramm.", MOVING, True),
    w.faith("de-cp-013", "fmt.date", "Wann hat die Dohlenhütte diese Saison offen?", "Die Hütte ist vom 15.06. bis 30.09.2025 geöffnet.", HUT, True),
    w.faith("de-cp-014", "fmt.time", "Wann beginnt in der Blauen Laterne die Musik?", "Das erste Set beginnt um 9 Uhr abends.", JAZZ, True),
    w.faith("de-cp-015", "fmt.unit", "Wie viele Kilometer sind bei Nordtor inklusive?", "Jede Miete umfasst 250 Kilometer pro Tag.", RENTAL, True),
    w.faith("de-cp-016", "fmt.abbrev", "Wer fördert den E-Book-Dienst der Stadtbibliothek?", "Der Dienst wird von der Europäischen Union gefördert.", EBOOK, True),
    w.faith("de-cp-017", "fmt.currency", "Was kostet der Eintritt im Katzencafé?", "Der Eintritt kostet 12 Euro pro Stunde, ein Getränk ist dabei.", CATS, True),
    w.faith("de-cp-018", "fmt.range", "Wie lange darf ich einen Platz buchen?", "Eine Buchung darf nicht länger als 90 Minuten dauern.", TENNIS, True),
    w.faith("de-cp-019", "fmt.period", "Wie lange läuft eine E-Book-Ausleihe?", "Eine Ausleihe läuft drei Wochen.", EBOOK, True),
    w.faith("de-cp-020", "fmt.share", "Was zahlen Alpenvereinsmitglieder auf der Dohlenhütte?", "Alpenvereinsmitglieder zahlen 50 % des Preises für Erwachsene.", HUT, True),
    w.faith("de-cp-021", "para.except", "Kann ich montags ins Studio kommen?", "Nein, montags ist die Schwarze Orchidee geschlossen.", TATTOO, True),
    w.faith("de-cp-022", "wrap.opener", "Was kostet bei Flink ein Lkw mit Möbelpackern?", "Gute Frage! Ein Lkw mit zwei Möbelpackern kostet 120 € pro Stunde.", MOVING, True),
    w.faith("de-cp-023", "wrap.closer", "Was kostet die Jahresmitgliedschaft im TC Ulmenpark?", "Die Jahresmitgliedschaft kostet 420 €. Ich hoffe, das hilft Ihnen weiter!", TENNIS, True),
    w.faith("de-cp-024", "wrap.attribution", "Wie alt muss ich sein, um bei Nordtor ein Auto zu mieten?", "Laut den Mietbedingungen von Nordtor müssen Fahrer mindestens 21 Jahre alt sein.", RENTAL, True),
    w.faith("de-cp-025", "wrap.hedge", "Dürfen kleine Kinder ins Katzencafé?", "Soweit ich sehe, haben Kinder unter 8 Jahren keinen Zutritt.", CATS, True),
    w.faith("de-cp-026", "wrap.question", "Was kostet ein Ticket online?", "Online kostet ein Ticket 20 €. Möchten Sie auch den Preis an der Abendkasse wissen?", JAZZ, True),
    w.faith("de-cp-027", "value.number", "Wie viele Betten hat die Dohlenhütte?", "Die Hütte hat 56 Betten in sechs Lagern.", HUT, False),
    w.faith("de-cp-028", "value.date", "Seit wann gibt es den TC Ulmenpark?", "Der Club wurde 1968 gegründet.", TENNIS, False),
    w.faith("de-cp-029", "value.time", "Wann schließt das Katzencafé?", "Das Schnurrhaar schließt um 21 Uhr.", CATS, False),
    w.faith("de-cp-030", "value.unit", "Wie lange wird ein vorgemerktes E-Book für mich zurückgelegt?", "Sobald der Titel verfügbar ist, wird er 3 Wochen lang zurückgelegt.", EBOOK, False),
    w.faith("de-cp-031", "value.currency", "Was kostet ein A1-Plakat bei Tintenfass?", "Ein A1-Plakat kostet 42 €.", PRINT, False),
    w.faith("de-cp-032", "role.swap", "Zu wem gehe ich für ein Fineline-Tattoo?", "Für Fineline-Tattoos ist Mira Hoffmann die Spezialistin.", TATTOO, False),
    w.faith("de-cp-033", "negation", "Kann man in der Blauen Laterne einen Tisch reservieren?", "Ja, der Club nimmt Tischreservierungen an.", JAZZ, False),
    w.faith("de-cp-034", "antonym", "Kostet die E-Book-Ausleihe etwas?", "Ja, die E-Book-Ausleihe ist für Mitglieder kostenpflichtig.", EBOOK, False),
    w.faith("de-cp-035", "modality", "Gibt es im TC Ulmenpark eine Kleiderordnung?", "Ja, weiße Kleidung ist Pflicht.", TENNIS, False),
    w.faith("de-cp-036", "quantifier", "Schaffen es die meisten Teams aus dem Observatorium?", "Ja, die meisten Teams entkommen, bevor die Zeit abläuft.", ESCAPE, False),
    w.faith("de-cp-037", "value.except", "Hat Nordtor auch sonntags geöffnet?", "Ja, Nordtor hat auch sonntags von 7:30 bis 19 Uhr geöffnet.", RENTAL, False),
    w.faith("de-cp-038", "direction", "Wie früh muss ich einen Umzug am Wochenende buchen?", "Umzüge am Wochenende müssen höchstens 10 Tage im Voraus gebucht werden.", MOVING, False),
    w.faith("de-cp-039", "added.fact", "Wie schnell ist ein Standardauftrag fertig?", "Standardaufträge sind innerhalb von zwei Werktagen fertig, und die Lieferung im Stadtgebiet ist kostenlos.", PRINT, False),
    w.faith("de-cp-040", "added.entity", "Was läuft freitags in der Blauen Laterne?", "Freitags spielt die Hausband, das Marlow Trio, zusammen mit der Sängerin Ella Brandl.", JAZZ, False),
    w.faith("de-cp-041", "mixed", "Für wie viele Spieler ist das Observatorium?", "Der Raum ist für 2 bis 6 Spieler, und jeder Spieler bekommt am Ende ein Erinnerungsfoto.", ESCAPE, False),
]
REFUSAL = [
    w.refusal("de-cp-042", "refusal.plain", "Macht die Schwarze Orchidee auch Piercings?", "Tut mir leid, dazu habe ich keine Informationen.", TATTOO, True),
    w.refusal("de-cp-043", "refusal.context", "Gibt es auf der Dohlenhütte WLAN?", "Aus den vorliegenden Dokumenten geht nicht hervor, ob es auf der Hütte WLAN gibt.", HUT, True),
    w.refusal("de-cp-044", "refusal.short", "Wie heißen die Katzen im Schnurrhaar?", "Keine Ahnung.", CATS, True),
    w.refusal("de-cp-045", "refusal.long", "Macht Flink Umzüge auch Umzüge ins Ausland?", "Vielen Dank für Ihre Frage! Leider erwähnen meine Unterlagen Auslandsumzüge überhaupt nicht. Sie nennen den Stundenpreis, die Mindestbuchung, die Buchungsfrist fürs Wochenende und die Versicherung, aber nichts zu Umzügen ins Ausland. Am besten fragen Sie direkt bei Flink Umzüge nach.", MOVING, True),
    w.refusal("de-cp-046", "refusal.hedged", "Wie viele Plätze hat der TC Ulmenpark?", "Ganz sicher bin ich mir nicht, aber ich glaube, der Club hat 8 Plätze.", TENNIS, False),
    w.refusal("de-cp-047", "refusal.partial", "Was kosten die Tickets in der Blauen Laterne, und gibt es einen Mindestverzehr?", "Tickets kosten an der Abendkasse 25 € und online 20 €. Zu einem Mindestverzehr steht in den Unterlagen allerdings nichts.", JAZZ, False),
]
CORRECTNESS = [
    w.correct("de-cp-048", "correct.wordy", "Wer hat die Druckerei Tintenfass gegründet?", "Die Druckerei Tintenfass gibt es seit 2009, gegründet hat sie Lukas Brandt.", "Lukas Brandt.", True),
    w.correct("de-cp-049", "correct.short", "Wie lange dauert ein Spiel im „Verlorenen Observatorium“?", "60 Minuten.", "Ein Spiel im „Verlorenen Observatorium“ dauert 60 Minuten, gerechnet ab dem Moment, in dem sich die Tür schließt.", True),
    w.correct("de-cp-050", "correct.format", "Wann schließt die Autovermietung Nordtor?", "Um 7 Uhr abends.", "Um 19 Uhr.", True),
    w.correct("de-cp-051", "wrong.value", "Was kostet der Eintritt im Katzencafé Schnurrhaar?", "15 € pro Stunde.", "12 € pro Stunde, ein Getränk inklusive.", False),
    w.correct("de-cp-052", "wrong.echo", "Wie lange dauert eine E-Book-Ausleihe in der Stadtbibliothek Lindenau?", "Eine E-Book-Ausleihe in der Stadtbibliothek Lindenau dauert so lange wie eine E-Book-Ausleihe in der Stadtbibliothek Lindenau.", "21 Tage.", False),
    w.correct("de-cp-053", "wrong.role", "Wer sticht in der Schwarzen Orchidee traditionelle Motive?", "Jonas Weber.", "Mira Hoffmann.", False),
]
RELEVANCY = [
    w.relevant("de-cp-054", "relevant.direct", "Bis wann darf man sich auf der Dohlenhütte abends unterhalten?", "Ab 22 Uhr gilt Hüttenruhe.", HUT, True),
    w.relevant("de-cp-055", "relevant.yesno", "Kann ich einen Platz eine Woche vorher reservieren?", "Ja, Mitglieder können bis zu 7 Tage im Voraus buchen.", TENNIS, True),
    w.relevant("de-cp-056", "offtopic.true", "In welchem Format soll ich meine Druckdatei schicken?", "Geöffnet ist von Montag bis Freitag, 8 bis 18 Uhr.", PRINT, False),
    w.relevant("de-cp-057", "offtopic.other", "Wie viele Tipps bekommen wir im Observatorium?", "Der Raum kostet 28 € pro Person.", ESCAPE, False),
]
DIAGNOSIS = [
    w.diag("de-cp-058", "diag.pass", "Was kostet ein SUV bei Nordtor pro Tag?", "Ein SUV kostet 78 € pro Tag.", {"rental": RENTAL, "jazz": JAZZ}, ("rental",), "pass"),
    w.diag("de-cp-059", "diag.offtopic", "An welchen Tagen hat das Schnurrhaar geöffnet?", "Der Eintritt kostet 12 € pro Stunde, ein Getränk ist inbegriffen.", {"cats": CATS, "tennis": TENNIS}, ("cats",), "fix_generation"),
    w.diag("de-cp-060", "diag.unfaithful", "Wie viele Stunden muss ich bei Flink mindestens buchen?", "Die Mindestbuchung beträgt eine Stunde.", {"moving": MOVING, "rental": RENTAL}, ("moving",), "fix_generation"),
    w.diag("de-cp-061", "diag.refused", "Wie lange wird ein vorgemerktes E-Book zurückgelegt?", "Leider konnte ich dazu in den Dokumenten nichts finden.", {"ebook": EBOOK, "print": PRINT}, ("ebook",), "fix_generation"),
    w.diag("de-cp-062", "diag.missed", "Wie alt muss man für ein Tattoo in der Schwarzen Orchidee sein?", "In den Dokumenten habe ich keine Altersgrenze für die Schwarze Orchidee gefunden.", {"hut": HUT, "print": PRINT}, ("tattoo",), "fix_retrieval"),
    w.diag("de-cp-063", "diag.correct_refusal", "Gibt es in der Blauen Laterne etwas zu essen?", "Meine Quellen sagen nicht, ob die Blaue Laterne Essen anbietet.", {"jazz": JAZZ, "cats": CATS}, (), "correct_refusal"),
    w.diag("de-cp-064", "diag.should_refuse", "Ist das „Verlorene Observatorium“ rollstuhlgerecht?", "Ja, der Raum ist vollständig rollstuhlgerecht.", {"escape": ESCAPE, "moving": MOVING}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
