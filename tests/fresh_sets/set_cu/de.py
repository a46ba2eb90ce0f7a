"""Fresh set cu, German: a blood donation centre, a mini-golf course, a repair café, a cheese dairy tour, a dance school, a car inspection station, a fishing licence office, a puppet theatre, a tram museum and a mountain hiking guide service."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

BLOOD = (
    "Das Blutspendezentrum des DRK am Stadtpark wurde am 14. März 2011 eröffnet und wird von Dr. Petra Vogel geleitet. "
    "Spenderinnen und Spender müssen mindestens 18 Jahre alt sein und mindestens 50 kg wiegen. "
    "Eine Vollblutspende dauert etwa zehn Minuten; Männer dürfen alle acht Wochen spenden, Frauen alle zwölf Wochen. "
    "Das Zentrum ist täglich außer sonntags von 8 bis 19 Uhr geöffnet. "
    "Im vergangenen Jahr gingen hier 1.250 Spenden ein, die Hälfte davon von Erstspendern."
)
GOLF = (
    "Die Minigolfanlage Am Kurpark hat 18 Bahnen auf einer Fläche von 2.400 Quadratmetern. "
    "Eine Runde kostet für Erwachsene 5 €, für Kinder unter 12 Jahren 3,50 €. "
    "Von April bis Oktober ist die Anlage täglich von 10 bis 21 Uhr geöffnet. "
    "Gruppen mit mehr als acht Personen müssen vorher reservieren. "
    "Der Betreiber, Klaus Brenner, hat die Windmühlenbahn 2016 selbst entworfen. "
    "Schläger und Bälle sind im Preis enthalten, ein Punktezettel kostet 50 Cent."
)
REPAIR = (
    "Das Repair-Café Südstadt findet an jedem ersten Samstag im Monat im Gemeindehaus St. Paul statt. "
    "Ehrenamtliche reparieren dort kostenlos Lampen, Toaster, Fahrräder und Kleidung; Spenden sind willkommen. "
    "Jeder Besucher darf pro Termin höchstens zwei Gegenstände mitbringen. "
    "Gegründet wurde das Café 2018 von dem pensionierten Elektriker Horst Kaminski; heute koordiniert seine Tochter Anja die Ehrenamtlichen. "
    "Einlass ist um 13:30 Uhr, die letzte Reparatur wird um 16 Uhr angenommen. "
    "Etwa ein Viertel der Gegenstände kann nicht sofort repariert werden, meist weil Ersatzteile fehlen."
)
CHEESE = (
    "Die Bergkäserei Alpenblick bietet eine Führung an, die 90 Minuten dauert und mit einer Verkostung von sechs Käsesorten endet. "
    "Führungen beginnen täglich außer montags um 11 und um 15 Uhr. "
    "Der Eintritt kostet 12 € für Erwachsene, Kinder unter sechs Jahren sind frei. "
    "Pro Gruppe sind höchstens 20 Personen zugelassen, und alle Besucher müssen die am Eingang ausgegebenen Überschuhe tragen. "
    "Käsermeister Anton Huber leitet die Käserei seit 1994."
)
DANCE = (
    "Die Tanzschule Schwung unterrichtet Standard, Latein und Salsa für Erwachsene und Kinder. "
    "Ein Kurs umfasst zehn wöchentliche Stunden und kostet 129 €. "
    "Die Anfängerkurse finden dienstags und donnerstags von 19 bis 20:30 Uhr statt. "
    "Kursteilnehmer dürfen bis zu zwei Stunden versäumen und diese in einer anderen Gruppe nachholen. "
    "Tanzschuhe werden für den ersten Kurs empfohlen, sind aber nicht Pflicht. "
    "Gegründet wurde die Schule 2005 von Sabine Lorenz; 2019 übernahm ihr ehemaliger Schüler Felix Wagner die Leitung."
)
INSPECT = (
    "Die Prüfstelle Nord prüft Pkw, Transporter und Motorräder. "
    "Eine Hauptuntersuchung für einen Pkw dauert etwa 30 Minuten und kostet 139 €. "
    "Neuwagen müssen nach drei Jahren zum ersten Mal zur Hauptuntersuchung, danach alle zwei Jahre. "
    "Die Prüfstelle ist montags bis freitags von 7:30 bis 18 Uhr und samstags bis 12 Uhr geöffnet. "
    "Mitzubringen ist die Zulassungsbescheinigung Teil I; der alte Prüfbericht wird nicht benötigt. "
    "Prüfingenieur Markus Seidel leitet ein Team aus vier Prüfern."
)
FISH = (
    "Die Angelkartenstelle Seewinkel gibt Tages-, Wochen- und Jahreskarten für den Waldsee aus. "
    "Eine Tageskarte kostet 12 €, eine Wochenkarte 35 € und eine Jahreskarte 90 €. "
    "Kinder unter 14 Jahren brauchen keine eigene Karte, müssen aber von einem Erwachsenen begleitet werden. "
    "Pro Tag dürfen höchstens drei Forellen entnommen werden, und Fische unter 25 cm müssen zurückgesetzt werden. "
    "Geangelt werden darf überall am See außer im Vogelschutzgebiet am Nordufer. "
    "Die Stelle wird von Renate Kühn geleitet und öffnet am Wochenende um 6 Uhr."
)
PUPPET = (
    "Das Puppentheater Kasperlhaus hat 85 Plätze und spielt für Kinder ab drei Jahren. "
    "Vorstellungen gibt es mittwochs, samstags und sonntags um 10:30 Uhr und um 15 Uhr. "
    "Eine Karte kostet 8 €, eine Familienkarte für vier Personen 28 €. "
    "Jede Vorstellung dauert 50 Minuten ohne Pause. "
    "Die Figuren schnitzt Jörg Albrecht, seine Frau Ute schreibt die Stücke. "
    "Fotografieren ist während der Vorstellung nicht erlaubt."
)
TRAM = (
    "Das Straßenbahnmuseum befindet sich in Wien, der Hauptstadt Österreichs, in einer 1901 erbauten Remise. "
    "Gezeigt werden 22 historische Fahrzeuge; das älteste ist ein Pferdewagen aus dem Jahr 1868. "
    "Das Museum ist von März bis November donnerstags bis sonntags von 10 bis 17 Uhr geöffnet. "
    "Erwachsene zahlen 9 € Eintritt, Kinder unter 16 Jahren haben freien Eintritt. "
    "Am letzten Sonntag jedes Monats fährt ein restaurierter Triebwagen von 1929 auf einer 3 km langen Museumsstrecke. "
    "Rund 30 Ehrenamtliche pflegen die Sammlung unter der Leitung der Kuratorin Gerda Pichler."
)
HIKE = (
    "Die Bergschule Gipfelglück bietet von Mai bis September geführte Bergtouren im Allgäu an. "
    "Die Tagestour ist 16 km lang, hat 900 Höhenmeter und startet um 7 Uhr am Parkplatz Oberjoch. "
    "Sie kostet 75 € pro Person, ein Lunchpaket ist inbegriffen. "
    "Teilnehmende müssen feste Bergschuhe tragen und mindestens 1,5 Liter Wasser dabeihaben. "
    "Ein Bergführer führt höchstens zehn Personen. "
    "Buchungen können bis 48 Stunden vor Beginn kostenlos storniert werden."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-cu-001", "para.reorder", "Wann und wo beginnt die Tagestour?", "Um 7 Uhr startet die Tagestour am Parkplatz Oberjoch.", HIKE, True),
    w.faith("de-cu-002", "para.passive", "Wer hat das Repair-Café Südstadt gegründet?", "Horst Kaminski hat das Repair-Café 2018 gegründet.", REPAIR, True),
    w.faith("de-cu-003", "para.synonym", "Seit wann leitet Anton Huber die Käserei?", "Anton Huber führt den Betrieb seit 1994.", CHEESE, True),
    w.faith("de-cu-004", "para.nominal", "Wie lange brauche ich für die HU mit meinem Pkw?", "Die Dauer einer Hauptuntersuchung für einen Pkw beträgt etwa 30 Minuten.", INSPECT, True),
    w.faith("de-cu-005", "para.capital", "In welcher Stadt steht das Straßenbahnmuseum?", "Das Museum liegt in der österreichischen Hauptstadt Wien.", TRAM, True),
    w.faith("de-cu-006", "para.pronoun", "Was macht Jörg Albrecht im Kasperlhaus?", "Er schnitzt die Figuren.", PUPPET, True),
    w.faith("de-cu-007", "para.relative", "Wer hat 2019 die Leitung der Tanzschule übernommen?", "Die Leitung übernahm 2019 Felix Wagner, der ein ehemaliger Schüler von Sabine Lorenz ist.", DANCE, True),
    w.faith("de-cu-008", "para.part", "Wie viele Bahnen hat die Minigolfanlage?", "Die Anlage hat 18 Bahnen.", GOLF, True),
    w.faith("de-cu-009", "para.combine", "Was kostet eine Tageskarte und wofür gilt sie?", "Die Angelkartenstelle Seewinkel gibt für den Waldsee Tageskarten zu 12 € aus.", FISH, True),
    w.faith("de-cu-010", "fmt.number", "Wie viele Käsesorten werden bei der Führung verkostet?", "Zum Abschluss der Führung werden 6 Käsesorten verkostet.", CHEESE, True),
    w.faith("de-cu-011", "fmt.thousands", "Wie viele Spenden gab es im letzten Jahr?", "Im vergangenen Jahr gingen im Zentrum 1250 Spenden ein.", BLOOD, True),
    w.faith("de-cu-012", "fmt.scale", "Wie viel Wasser muss ich auf die Tour mitnehmen?", "Sie müssen mindestens 1.500 Milliliter Wasser dabeihaben.", HIKE, True),
    w.faith("de-cu-013", "fmt.date", "Seit wann gibt es das Blutspendezentrum am Stadtpark?", "Es wurde am 14.03.2011 eröffnet.", BLOOD, True),
    w.faith("de-cu-014", "fmt.time", "Wann sind die Anfängerkurse?", "Dienstags und donnerstags von 7 bis halb neun abends.", DANCE, True),
    w.faith("de-cu-015", "fmt.unit", "Wie lang ist die Museumsstrecke?", "Die Museumsstrecke ist 3 Kilometer lang.", TRAM, True),
    w.faith("de-cu-016", "fmt.abbrev", "Zu welcher Organisation gehört das Blutspendezentrum am Stadtpark?", "Es gehört zum Deutschen Roten Kreuz.", BLOOD, True),
    w.faith("de-cu-017", "fmt.currency", "Kostet beim Minigolf noch etwas extra?", "Schläger und Bälle sind im Preis enthalten, der Punktezettel kostet aber 0,50 €.", GOLF, True),
    w.faith("de-cu-018", "fmt.range", "Wie viele Forellen darf ich am Tag mitnehmen?", "Sie dürfen pro Tag nicht mehr als drei Forellen entnehmen.", FISH, True),
    w.faith("de-cu-019", "fmt.period", "Wie oft dürfen Männer Vollblut spenden?", "Männer dürfen alle 56 Tage spenden.", BLOOD, True),
    w.faith("de-cu-020", "fmt.share", "Kann im Repair-Café alles sofort repariert werden?", "Nein, etwa 25 Prozent der Gegenstände können nicht sofort repariert werden, meist wegen fehlender Ersatzteile.", REPAIR, True),
    w.faith("de-cu-021", "para.except", "Kann ich am Sonntag Blut spenden?", "Nein, sonntags ist das Zentrum geschlossen.", BLOOD, True),
    w.faith("de-cu-022", "wrap.opener", "Was kosten die Karten im Kasperlhaus?", "Gern! Eine Karte kostet 8 €, die Familienkarte für vier Personen 28 €.", PUPPET, True),
    w.faith("de-cu-023", "wrap.closer", "Was zahle ich als Erwachsener im Straßenbahnmuseum?", "Erwachsene zahlen 9 € Eintritt. Ich hoffe, das hilft Ihnen weiter!", TRAM, True),
    w.faith("de-cu-024", "wrap.attribution", "Welche Papiere brauche ich für die Hauptuntersuchung?", "Laut den Angaben der Prüfstelle müssen Sie die Zulassungsbescheinigung Teil I mitbringen.", INSPECT, True),
    w.faith("de-cu-025", "wrap.hedge", "Bis wann kann ich die Bergtour kostenlos stornieren?", "Soweit ich sehe, kann man bis 48 Stunden vor Beginn kostenlos stornieren.", HIKE, True),
    w.faith("de-cu-026", "wrap.question", "Was kostet ein Tanzkurs?", "Ein Kurs mit zehn wöchentlichen Stunden kostet 129 €. Möchten Sie auch die Zeiten der Anfängerkurse wissen?", DANCE, True),
    w.faith("de-cu-027", "value.number", "Wie viele Fahrzeuge zeigt das Straßenbahnmuseum?", "Gezeigt werden 28 historische Fahrzeuge.", TRAM, False),
    w.faith("de-cu-028", "value.date", "Wann wurde das Blutspendezentrum eröffnet?", "Das Zentrum wurde am 14. Mai 2011 eröffnet.", BLOOD, False),
    w.faith("de-cu-029", "value.time", "Wann beginnt die Führung am Nachmittag?", "Die Nachmittagsführung beginnt um 16 Uhr.", CHEESE, False),
    w.faith("de-cu-030", "value.unit", "Wie lang ist die Tagestour?", "Die Tagestour ist 16 Meilen lang und hat 900 Höhenmeter.", HIKE, False),
    w.faith("de-cu-031", "value.currency", "Was kostet eine Jahreskarte zum Angeln?", "Eine Jahreskarte kostet 95 €.", FISH, False),
    w.faith("de-cu-032", "role.swap", "Wer schnitzt die Figuren im Kasperlhaus?", "Die Figuren schnitzt Ute, die Frau von Jörg Albrecht.", PUPPET, False),
    w.faith("de-cu-033", "negation", "Kann ich eine verpasste Tanzstunde nachholen?", "Nein, verpasste Stunden können nicht nachgeholt werden.", DANCE, False),
    w.faith("de-cu-034", "antonym", "Was kostet eine Reparatur im Repair-Café?", "Reparaturen im Repair-Café Südstadt sind kostenpflichtig.", REPAIR, False),
    w.faith("de-cu-035", "modality", "Brauche ich Bergschuhe für die Tagestour?", "Feste Bergschuhe werden empfohlen, sind aber nicht vorgeschrieben.", HIKE, False),
    w.faith("de-cu-036", "quantifier", "Wer muss bei der Führung Überschuhe tragen?", "Nur Kinder müssen die Überschuhe vom Eingang tragen.", CHEESE, False),
    w.faith("de-cu-037", "value.except", "Darf ich im Vogelschutzgebiet angeln?", "Ja, im Vogelschutzgebiet am Nordufer darf geangelt werden.", FISH, False),
    w.faith("de-cu-038", "direction", "Welche Kinder haben im Straßenbahnmuseum freien Eintritt?", "Kinder über 16 Jahren haben freien Eintritt.", TRAM, False),
    w.faith("de-cu-039", "added.fact", "Welche Fahrzeuge prüft die Prüfstelle Nord?", "Die Prüfstelle Nord prüft Pkw, Transporter und Motorräder und bietet außerdem Abgasuntersuchungen für Lkw an.", INSPECT, False),
    w.faith("de-cu-040", "added.entity", "Wer hat das Repair-Café gegründet?", "Horst Kaminski hat das Café 2018 zusammen mit seinem Nachbarn Dieter Roth gegründet.", REPAIR, False),
    w.faith("de-cu-041", "mixed", "Wie lange dauert eine Vorstellung im Kasperlhaus?", "Jede Vorstellung dauert 50 Minuten, mit einer Pause von zehn Minuten.", PUPPET, False),
]
REFUSAL = [
    w.refusal("de-cu-042", "refusal.plain", "Darf ich meinen Hund mit auf die Minigolfanlage nehmen?", "Das weiß ich leider nicht.", GOLF, True),
    w.refusal("de-cu-043", "refusal.context", "Kann man in der Bergkäserei Käse kaufen?", "Dazu steht in den vorliegenden Unterlagen nichts.", CHEESE, True),
    w.refusal("de-cu-044", "refusal.short", "Kann ich bei der Prüfstelle mit Karte zahlen?", "Keine Ahnung.", INSPECT, True),
    w.refusal("de-cu-045", "refusal.long", "Gibt es im Straßenbahnmuseum ein Café?", "Vielen Dank für Ihre Frage! Leider geben meine Unterlagen darüber keine Auskunft: Sie nennen Öffnungszeiten, Eintrittspreise und die Museumsfahrten, aber kein Café. Am besten fragen Sie direkt beim Museum nach.", TRAM, True),
    w.refusal("de-cu-046", "refusal.hedged", "Wann sind die Anfängerkurse?", "Ich bin mir nicht ganz sicher, aber ich glaube, dienstags und donnerstags von 19 bis 20:30 Uhr.", DANCE, False),
    w.refusal("de-cu-047", "refusal.partial", "Was kostet die Tagestour, und kann man dort Ausrüstung leihen?", "Die Tagestour kostet 75 € pro Person inklusive Lunchpaket; ob man Ausrüstung leihen kann, geht aus den Unterlagen nicht hervor.", HIKE, False),
]
CORRECTNESS = [
    w.correct("de-cu-048", "correct.wordy", "Wer leitet die Angelkartenstelle Seewinkel?", "Geleitet wird die Angelkartenstelle Seewinkel von Frau Renate Kühn.", "Renate Kühn.", True),
    w.correct("de-cu-049", "correct.short", "Wie lange dauert eine Vorstellung im Kasperlhaus?", "50 Minuten.", "Eine Vorstellung im Kasperlhaus dauert 50 Minuten ohne Pause.", True),
    w.correct("de-cu-050", "correct.format", "Wann beginnt die Nachmittagsführung in der Bergkäserei?", "Um 3 Uhr nachmittags.", "Um 15 Uhr.", True),
    w.correct("de-cu-051", "wrong.value", "Was kostet eine Runde Minigolf für Erwachsene?", "Eine Runde kostet 7 €.", "5 €.", False),
    w.correct("de-cu-052", "wrong.echo", "Wer leitet die Pflege der Sammlung im Straßenbahnmuseum?", "Die Pflege der Sammlung im Straßenbahnmuseum leitet die Person, die für die Pflege der Sammlung zuständig ist.", "Kuratorin Gerda Pichler.", False),
    w.correct("de-cu-053", "wrong.role", "Wer koordiniert heute die Ehrenamtlichen im Repair-Café?", "Horst Kaminski koordiniert die Ehrenamtlichen.", "Anja, die Tochter des Gründers Horst Kaminski.", False),
]
RELEVANCY = [
    w.relevant("de-cu-054", "relevant.direct", "Bis wann kann ich samstags zur Prüfstelle kommen?", "Bis 12 Uhr mittags.", INSPECT, True),
    w.relevant("de-cu-055", "relevant.yesno", "Braucht meine zehnjährige Tochter eine eigene Angelkarte?", "Nein, Kinder unter 14 brauchen keine, sie muss aber von einem Erwachsenen begleitet werden.", FISH, True),
    w.relevant("de-cu-056", "offtopic.true", "Welche Tänze kann man in der Tanzschule Schwung lernen?", "Tanzschuhe werden für den ersten Kurs empfohlen, sind aber nicht Pflicht.", DANCE, False),
    w.relevant("de-cu-057", "offtopic.other", "Wie alt muss man zum Blutspenden sein?", "Eine Vollblutspende dauert etwa zehn Minuten.", BLOOD, False),
]
DIAGNOSIS = [
    w.diag("de-cu-058", "diag.pass", "Wann kann man mit dem historischen Triebwagen fahren?", "Am letzten Sonntag jedes Monats fährt ein restaurierter Triebwagen von 1929 auf der Museumsstrecke.", {"tram": TRAM, "hike": HIKE}, ("tram",), "pass"),
    w.diag("de-cu-059", "diag.offtopic", "Wann hat die Minigolfanlage geöffnet?", "Schläger und Bälle sind im Preis enthalten.", {"golf": GOLF}, ("golf",), "fix_generation"),
    w.diag("de-cu-060", "diag.unfaithful", "Wie viele Gegenstände darf ich ins Repair-Café mitbringen?", "Sie dürfen bis zu fünf Gegenstände pro Termin mitbringen.", {"repair": REPAIR}, ("repair",), "fix_generation"),
    w.diag("de-cu-061", "diag.refused", "Wie viele Personen führt ein Bergführer?", "Das kann ich den Unterlagen leider nicht entnehmen.", {"hike": HIKE, "dance": DANCE}, ("hike",), "fix_generation"),
    w.diag("de-cu-062", "diag.missed", "Wie lange dauert die Führung in der Bergkäserei?", "Leider weiß ich das nicht.", {"puppet": PUPPET, "inspect": INSPECT}, ("cheese",), "fix_retrieval"),
    w.diag("de-cu-063", "diag.correct_refusal", "Kann man im Kasperlhaus Kindergeburtstage feiern?", "In den vorliegenden Dokumenten steht nichts über Kindergeburtstage.", {"puppet": PUPPET}, (), "correct_refusal"),
    w.diag("de-cu-064", "diag.should_refuse", "Kann ich bei der Prüfstelle Nord online einen Termin buchen?", "Ja, Termine lassen sich bequem online auf der Website der Prüfstelle buchen.", {"inspect": INSPECT}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
