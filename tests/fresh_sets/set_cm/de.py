"""Fresh set cm, German: Tierarztpraxis, Trampolinhalle, Lesesaal eines Stadtarchivs, Segelschule, Fotostudio, Weihnachtsmarkt, Friseursalon, Eishalle, Bürgerchor und Werkzeugbibliothek."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

VET = (
    "Die Tierarztpraxis am Lindenplatz wurde 2009 von Dr. Sabine Krüger gegründet, die bis heute das OP-Team leitet. "
    "Die Praxis ist jeden Tag außer sonntags von 8 bis 19 Uhr geöffnet. "
    "Eine normale Untersuchung kostet 65 €, eine Impfung für Hunde oder Katzen 38 € pro Dosis. "
    "Hunde müssen im Wartezimmer angeleint sein, Katzen müssen in einer geschlossenen Transportbox gebracht werden. "
    "In der Praxis arbeiten 14 Menschen, darunter fünf Tierärztinnen und Tierärzte. "
    "Notrufe außerhalb der Sprechzeiten werden an die Tierklinik Mühlbach weitergeleitet, die 6 Kilometer entfernt liegt."
)
BOUNCE = (
    "Die Trampolinhalle Hüpfwerk hat 42 Trampoline, verteilt auf zwei Hallen. "
    "Eine Stunde Springen kostet 16 €, und die Stoppersocken, die alle Springer tragen müssen, kosten 3 € pro Paar. "
    "Kinder unter 6 Jahren dürfen nur im Minibereich springen und müssen von einem Erwachsenen begleitet werden. "
    "Geöffnet ist montags bis freitags von 10 bis 21 Uhr und am Wochenende von 9 bis 22 Uhr. "
    "Kindergeburtstage können für Gruppen von 10 bis 25 Gästen gebucht werden. "
    "Springer dürfen höchstens 110 Kilogramm wiegen."
)
ARCHIVE = (
    "Der Lesesaal des Stadtarchivs Neustadt bietet 24 Arbeitsplätze. "
    "Besucher müssen sich vor ihrem ersten Besuch an der Information anmelden und einen Lichtbildausweis vorlegen. "
    "Kugelschreiber sind im gesamten Lesesaal verboten, außer an den beiden Kopiertischen. "
    "Originalakten müssen mindestens zwei Tage im Voraus bestellt werden, und pro Tag können bis zu fünf Kartons angefordert werden. "
    "Fotografieren ohne Blitz ist kostenlos erlaubt, Scans durch das Personal kosten 0,40 € pro Seite. "
    "Der Lesesaal ist dienstags bis freitags von 9:30 bis 16:30 Uhr geöffnet und an Feiertagen geschlossen."
)
SAILING = (
    "Die Segelschule Förde hat ihren Sitz in Kiel, der Landeshauptstadt von Schleswig-Holstein. "
    "Der Anfängerkurs dauert zwei Wochen und umfasst 10 Einheiten zu je drei Stunden. "
    "Der Kurs kostet 480 €, Schwimmwesten werden kostenlos gestellt. "
    "Teilnehmende müssen mindestens 12 Jahre alt sein und 50 Meter schwimmen können. "
    "Cheftrainerin Jana Petersen hat die Schule 2016 von ihrem Gründer Uwe Hansen übernommen. "
    "Bei Wind über 6 Beaufort fällt der Unterricht aus."
)
PHOTO = (
    "Das Fotostudio Lichtblick vermietet sein großes Studio für 75 € pro Stunde, mindestens aber für zwei Stunden. "
    "Ein Passfoto-Termin kostet 15 € und enthält vier ausgedruckte Fotos. "
    "Das Studio wurde am 12. März 2018 von den Fotografen Lena Vogel und Murat Yilmaz eröffnet. "
    "Kundinnen und Kunden müssen mindestens 48 Stunden vorher absagen, um den vollen Betrag zurückzubekommen. "
    "Das große Studio hat eine weiße Hohlkehle von 6 Metern Breite."
)
MARKET = (
    "Der Altstadt-Weihnachtsmarkt findet vom 25. November bis 23. Dezember 2024 statt. "
    "Er hat 88 Holzbuden, und ein Viertel davon verkauft Essen und Getränke. "
    "Der Markt ist täglich von 11 bis 21 Uhr geöffnet, außer am 25. November, an dem er erst um 17 Uhr mit der Lichterzeremonie öffnet. "
    "Ein Becher Glühwein kostet 4 €, dazu kommen 3 € Becherpfand. "
    "Den Eisskulpturen-Wettbewerb am 7. Dezember bewertet Oberbürgermeisterin Katrin Albers. "
    "Die Veranstalter rechnen mit rund 1,2 Millionen Besuchern."
)
HAIR = (
    "Der Friseursalon Schnittpunkt wird von Friseurmeisterin Nora Becker geführt, die ihn 2015 eröffnet hat. "
    "Ein Damenhaarschnitt kostet 52 €, ein Herrenhaarschnitt 34 €. "
    "Eine Färbung dauert etwa zweieinhalb Stunden und muss mindestens eine Woche vorher gebucht werden. "
    "Der Salon ist dienstags bis samstags geöffnet, sonntags und montags bleibt er geschlossen. "
    "Kundschaft ohne Termin wird nur samstags bedient. "
    "Im Salon arbeiten sechs Friseurinnen und Friseure, zwei davon sind Auszubildende."
)
RINK = (
    "Die Eishalle Nordstadt ist 60 Meter lang und 30 Meter breit. "
    "Öffentliches Eislaufen gibt es jeden Tag außer montags von 14 bis 17 Uhr. "
    "Der Eintritt kostet 6 € für Erwachsene und 4 € für Kinder unter 12 Jahren, der Schlittschuhverleih kostet 5 €. "
    "Helme werden allen Läuferinnen und Läufern empfohlen, Pflicht sind sie aber nur für Kinder unter 8 Jahren. "
    "Das Eis wird alle 90 Minuten aufbereitet. "
    "Die Halle wurde im November 1998 eröffnet und 2021 renoviert."
)
CHOIR = (
    "Der Bürgerchor Rheinaue hat 58 Mitglieder und wird von Matthias Gruber geleitet. "
    "Geprobt wird jeden Mittwoch von 19 bis 21 Uhr in der Aula der St.-Markus-Schule. "
    "Neue Sängerinnen und Sänger müssen keine Noten lesen können, aber vor der Aufnahme an einem kurzen Stimmcheck teilnehmen. "
    "Der Jahresbeitrag beträgt 120 €, Studierende zahlen die Hälfte. "
    "Das Winterkonzert findet am 14. Dezember 2024 im Rathaussaal statt, Karten kosten 12 €."
)
TOOLS = (
    "Die Werkzeugbibliothek Ulmenstraße verleiht über 1.200 Werkzeuge an ihre Mitglieder. "
    "Die Mitgliedschaft kostet 40 € im Jahr, und Mitglieder dürfen bis zu drei Werkzeuge gleichzeitig ausleihen. "
    "Werkzeuge werden für eine Woche verliehen und können einmal verlängert werden, wenn niemand sie vorgemerkt hat. "
    "Bei verspäteter Rückgabe werden 2 € pro Werkzeug und Tag fällig. "
    "Elektrowerkzeuge dürfen nur Mitglieder ausleihen, die eine 30-minütige Sicherheitseinweisung absolviert haben. "
    "Die Bibliothek wird von Ehrenamtlichen betrieben und ist donnerstags von 17 bis 20 Uhr und samstags von 10 bis 14 Uhr geöffnet."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-cm-001", "para.reorder", "Wann und wo probt der Bürgerchor?", "In der Aula der St.-Markus-Schule wird jeden Mittwoch von 19 bis 21 Uhr geprobt.", CHOIR, True),
    w.faith("de-cm-002", "para.passive", "Wer hat die Tierarztpraxis am Lindenplatz gegründet?", "Dr. Sabine Krüger hat die Praxis 2009 gegründet.", VET, True),
    w.faith("de-cm-003", "para.synonym", "Wie viele Trampoline gibt es im Hüpfwerk?", "In den zwei Hallen des Hüpfwerks stehen insgesamt 42 Trampoline.", BOUNCE, True),
    w.faith("de-cm-004", "para.nominal", "Wie früh muss ich Originalakten bestellen?", "Die Bestellung von Originalakten muss mindestens zwei Tage im Voraus erfolgen.", ARCHIVE, True),
    w.faith("de-cm-005", "para.capital", "In welcher Stadt liegt die Segelschule Förde?", "Sie sitzt in der Landeshauptstadt Schleswig-Holsteins, also in Kiel.", SAILING, True),
    w.faith("de-cm-006", "para.pronoun", "Wer ist Nora Becker?", "Sie ist Friseurmeisterin, führt den Salon Schnittpunkt und hat ihn 2015 eröffnet.", HAIR, True),
    w.faith("de-cm-007", "para.relative", "Wer ist Cheftrainerin der Segelschule?", "Jana Petersen, die die Schule 2016 von ihrem Gründer Uwe Hansen übernommen hat, ist die Cheftrainerin.", SAILING, True),
    w.faith("de-cm-008", "para.part", "Was kostet der Eintritt für Erwachsene in der Eishalle Nordstadt?", "Erwachsene zahlen 6 € Eintritt.", RINK, True),
    w.faith("de-cm-009", "para.combine", "Wie lange darf ich ein Werkzeug behalten, und was passiert, wenn ich es zu spät bringe?", "Werkzeuge werden für eine Woche verliehen, und wer zu spät zurückgibt, zahlt 2 € pro Werkzeug und Tag.", TOOLS, True),
    w.faith("de-cm-010", "fmt.number", "Wie viele Tierärzte arbeiten in der Praxis am Lindenplatz?", "Unter den 14 Beschäftigten sind 5 Tierärztinnen und Tierärzte.", VET, True),
    w.faith("de-cm-011", "fmt.thousands", "Wie viele Werkzeuge hat die Werkzeugbibliothek?", "Sie verleiht über 1200 Werkzeuge an ihre Mitglieder.", TOOLS, True),
    w.faith("de-cm-012", "fmt.scale", "Mit wie vielen Besuchern rechnet der Weihnachtsmarkt?", "Die Veranstalter erwarten rund 1.200.000 Besucher.", MARKET, True),
    w.faith("de-cm-013", "fmt.date", "Wann wurde das Fotostudio Lichtblick eröffnet?", "Eröffnet wurde es am 12.03.2018 von Lena Vogel und Murat Yilmaz.", PHOTO, True),
    w.faith("de-cm-014", "fmt.time", "Bis wann hat die Tierarztpraxis am Lindenplatz geöffnet?", "Die Praxis hat bis 7 Uhr abends geöffnet.", VET, True),
    w.faith("de-cm-015", "fmt.unit", "Wie groß ist die Eisfläche in der Eishalle Nordstadt?", "Die Halle ist 60 m lang und 30 m breit.", RINK, True),
    w.faith("de-cm-016", "fmt.abbrev", "Wo probt der Chor?", "In der Aula der Sankt-Markus-Schule.", CHOIR, True),
    w.faith("de-cm-017", "fmt.currency", "Was kostet ein Scan durch das Archivpersonal?", "Ein Scan durch das Personal kostet 40 Cent pro Seite.", ARCHIVE, True),
    w.faith("de-cm-018", "fmt.range", "Für wie viele Kinder kann man einen Kindergeburtstag im Hüpfwerk buchen?", "Gebucht werden kann für mindestens 10 und höchstens 25 Gäste.", BOUNCE, True),
    w.faith("de-cm-019", "fmt.period", "Wie lange dauert der Anfängerkurs der Segelschule?", "Der Anfängerkurs dauert 14 Tage und umfasst 10 Einheiten zu je drei Stunden.", SAILING, True),
    w.faith("de-cm-020", "fmt.share", "Wie viele Buden auf dem Weihnachtsmarkt verkaufen Essen und Getränke?", "25 Prozent der 88 Holzbuden verkaufen Essen und Getränke.", MARKET, True),
    w.faith("de-cm-021", "para.except", "Darf ich im Lesesaal irgendwo mit Kugelschreiber schreiben?", "Ja, an den beiden Kopiertischen sind Kugelschreiber erlaubt.", ARCHIVE, True),
    w.faith("de-cm-022", "wrap.opener", "Was kostet ein Damenhaarschnitt bei Schnittpunkt?", "Gern! Ein Damenhaarschnitt kostet bei Schnittpunkt 52 €.", HAIR, True),
    w.faith("de-cm-023", "wrap.closer", "Wie oft wird das Eis aufbereitet?", "Das Eis in der Eishalle Nordstadt wird alle 90 Minuten aufbereitet. Ich hoffe, das hilft Ihnen weiter!", RINK, True),
    w.faith("de-cm-024", "wrap.attribution", "Wie viele Kartons kann ich pro Tag anfordern?", "Laut den Angaben des Stadtarchivs können pro Tag bis zu fünf Kartons angefordert werden.", ARCHIVE, True),
    w.faith("de-cm-025", "wrap.hedge", "Muss ich für die Schwimmweste extra bezahlen?", "Soweit ich sehe, nicht: Schwimmwesten werden kostenlos gestellt.", SAILING, True),
    w.faith("de-cm-026", "wrap.question", "Was kostet ein Passfoto bei Lichtblick?", "Ein Passfoto-Termin kostet 15 € und enthält vier ausgedruckte Fotos. Möchten Sie wissen, wie Sie einen Termin buchen?", PHOTO, True),
    w.faith("de-cm-027", "value.number", "Wie viele Leute arbeiten bei Schnittpunkt?", "Im Salon arbeiten acht Friseurinnen und Friseure, zwei davon sind Auszubildende.", HAIR, False),
    w.faith("de-cm-028", "value.date", "Seit wann gibt es das Fotostudio Lichtblick?", "Das Studio wurde am 12. Mai 2018 eröffnet.", PHOTO, False),
    w.faith("de-cm-029", "value.time", "Wann hat die Werkzeugbibliothek donnerstags geöffnet?", "Donnerstags ist sie von 17 bis 21 Uhr geöffnet.", TOOLS, False),
    w.faith("de-cm-030", "value.unit", "Wohin gehen Notrufe nach Praxisschluss?", "Sie werden an die Tierklinik Mühlbach weitergeleitet, die 6 Meilen entfernt liegt.", VET, False),
    w.faith("de-cm-031", "value.currency", "Wie hoch ist der Jahresbeitrag im Bürgerchor?", "Der Jahresbeitrag liegt bei 150 €, Studierende zahlen die Hälfte.", CHOIR, False),
    w.faith("de-cm-032", "role.swap", "Wer leitet heute die Segelschule Förde?", "Uwe Hansen hat die Schule 2016 von ihrer Gründerin Jana Petersen übernommen.", SAILING, False),
    w.faith("de-cm-033", "negation", "Darf ich im Lesesaal Akten fotografieren?", "Nein, Fotografieren ist im Lesesaal nicht erlaubt.", ARCHIVE, False),
    w.faith("de-cm-034", "antonym", "Hat der Lesesaal an Feiertagen offen?", "Ja, an Feiertagen ist der Lesesaal geöffnet.", ARCHIVE, False),
    w.faith("de-cm-035", "modality", "Brauche ich in der Eishalle einen Helm?", "Ja, für alle Läuferinnen und Läufer ist ein Helm Pflicht.", RINK, False),
    w.faith("de-cm-036", "quantifier", "Kann ich bei Schnittpunkt ohne Termin vorbeikommen?", "Ja, Kundschaft ohne Termin wird an allen Öffnungstagen bedient.", HAIR, False),
    w.faith("de-cm-037", "value.except", "Kann ich montags nachmittags zum öffentlichen Eislaufen kommen?", "Ja, montags gibt es öffentliches Eislaufen von 14 bis 17 Uhr.", RINK, False),
    w.faith("de-cm-038", "direction", "Wann fällt der Segelunterricht aus?", "Bei Wind unter 6 Beaufort fällt der Unterricht aus.", SAILING, False),
    w.faith("de-cm-039", "added.fact", "Was kostet die Mitgliedschaft in der Werkzeugbibliothek?", "Die Mitgliedschaft kostet 40 € im Jahr, und Mitglieder bekommen ihre Sägeblätter kostenlos geschärft.", TOOLS, False),
    w.faith("de-cm-040", "added.entity", "Wer bewertet den Eisskulpturen-Wettbewerb?", "Oberbürgermeisterin Katrin Albers und der Bildhauer Jonas Richter bewerten den Wettbewerb am 7. Dezember.", MARKET, False),
    w.faith("de-cm-041", "mixed", "Bekomme ich mein Geld zurück, wenn ich bei Lichtblick absage?", "Wer mindestens 48 Stunden vorher absagt, bekommt den vollen Betrag zurück, und bei späteren Absagen wird die Hälfte erstattet.", PHOTO, False),
]
REFUSAL = [
    w.refusal("de-cm-042", "refusal.plain", "Behandelt die Praxis am Lindenplatz auch Reptilien?", "Das tut mir leid, dazu habe ich keine Informationen.", VET, True),
    w.refusal("de-cm-043", "refusal.context", "Gibt es beim Hüpfwerk Parkplätze?", "In den vorliegenden Unterlagen steht nichts über Parkplätze.", BOUNCE, True),
    w.refusal("de-cm-044", "refusal.short", "Wer hat die Werkzeugbibliothek gegründet?", "Keine Ahnung.", TOOLS, True),
    w.refusal("de-cm-045", "refusal.long", "Geht der Bürgerchor Rheinaue auch auf Auslandstournee?", "Vielen Dank für Ihre Frage. Leider erwähnen meine Unterlagen zum Bürgerchor Rheinaue keine Tourneen. Sie enthalten Angaben zu den Proben, zum Jahresbeitrag und zum Winterkonzert, aber nichts über Reisen. Am besten fragen Sie direkt beim Chor nach. Tut mir leid, dass ich nicht mehr helfen kann.", CHOIR, True),
    w.refusal("de-cm-046", "refusal.hedged", "Wann öffnet der Weihnachtsmarkt?", "Ich bin mir nicht ganz sicher, aber an den meisten Tagen öffnet er wohl um 11 Uhr.", MARKET, False),
    w.refusal("de-cm-047", "refusal.partial", "Was kosten bei Schnittpunkt ein Herrenschnitt und eine Bartpflege?", "Ein Herrenhaarschnitt kostet 34 €; einen Preis für Bartpflege nennen die Unterlagen nicht.", HAIR, False),
]
CORRECTNESS = [
    w.correct("de-cm-048", "correct.wordy", "Wer leitet den Bürgerchor Rheinaue?", "Der Bürgerchor Rheinaue mit seinen 58 Mitgliedern, der mittwochs probt, wird von Matthias Gruber geleitet.", "Matthias Gruber.", True),
    w.correct("de-cm-049", "correct.short", "Was kostet eine Stunde Springen im Hüpfwerk?", "16 €.", "Eine Stunde Springen in der Trampolinhalle Hüpfwerk kostet 16 €.", True),
    w.correct("de-cm-050", "correct.format", "Wann wurde das Fotostudio Lichtblick eröffnet?", "Am 12.03.2018.", "12. März 2018.", True),
    w.correct("de-cm-051", "wrong.value", "Was kostet der Schlittschuhverleih in der Eishalle Nordstadt?", "Der Verleih kostet 8 €.", "5 €.", False),
    w.correct("de-cm-052", "wrong.echo", "Wie lange kann ich ein Werkzeug aus der Werkzeugbibliothek ausleihen?", "Ein Werkzeug aus der Werkzeugbibliothek können Sie so lange ausleihen, wie die Werkzeugbibliothek es verleiht.", "Eine Woche.", False),
    w.correct("de-cm-053", "wrong.role", "Wer hat die Segelschule Förde gegründet?", "Jana Petersen.", "Uwe Hansen.", False),
]
RELEVANCY = [
    w.relevant("de-cm-054", "relevant.direct", "An welchen Tagen ist Schnittpunkt zu?", "Sonntags und montags.", HAIR, True),
    w.relevant("de-cm-055", "relevant.yesno", "Darf meine fünfjährige Tochter im Hüpfwerk springen?", "Ja, aber nur im Minibereich und in Begleitung eines Erwachsenen.", BOUNCE, True),
    w.relevant("de-cm-056", "offtopic.true", "Was kostet die Impfung für meine Katze?", "Hunde müssen im Wartezimmer angeleint sein.", VET, False),
    w.relevant("de-cm-057", "offtopic.other", "Ab wann ist der Lesesaal geöffnet?", "Pro Tag können Sie bis zu fünf Kartons mit Originalakten anfordern.", ARCHIVE, False),
]
DIAGNOSIS = [
    w.diag("de-cm-058", "diag.pass", "Was kostet Glühwein auf dem Altstadt-Weihnachtsmarkt?", "Ein Becher Glühwein kostet 4 €, plus 3 € Becherpfand.", {"market": MARKET, "rink": RINK}, ("market",), "pass"),
    w.diag("de-cm-059", "diag.offtopic", "Was kostet die Mitgliedschaft in der Werkzeugbibliothek?", "Die Werkzeugbibliothek ist donnerstags von 17 bis 20 Uhr und samstags von 10 bis 14 Uhr geöffnet.", {"tools": TOOLS, "choir": CHOIR}, ("tools",), "fix_generation"),
    w.diag("de-cm-060", "diag.unfaithful", "Was kostet eine normale Untersuchung in der Praxis am Lindenplatz?", "Eine normale Untersuchung kostet 95 €.", {"vet": VET, "photo": PHOTO}, ("vet",), "fix_generation"),
    w.diag("de-cm-061", "diag.refused", "Wie alt muss man für den Anfängerkurs der Segelschule sein?", "Leider finde ich dazu in den vorliegenden Dokumenten nichts.", {"sailing": SAILING, "bounce": BOUNCE}, ("sailing",), "fix_generation"),
    w.diag("de-cm-062", "diag.missed", "Für wie viele Stunden muss man das große Studio bei Lichtblick mindestens buchen?", "Dazu konnte ich keine Angaben finden.", {"hair": HAIR, "archive": ARCHIVE}, ("photo",), "fix_retrieval"),
    w.diag("de-cm-063", "diag.correct_refusal", "Bietet die Eishalle Nordstadt Eiskunstlaufkurse für Erwachsene an?", "Die Unterlagen sagen nichts darüber, ob es Eiskunstlaufkurse für Erwachsene gibt.", {"rink": RINK, "bounce": BOUNCE}, (), "correct_refusal"),
    w.diag("de-cm-064", "diag.should_refuse", "Was kostet die Hundepflege in der Tierarztpraxis am Lindenplatz?", "Eine Hundepflege kostet dort 45 €.", {"vet": VET, "hair": HAIR}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
