"""Fresh set cn, German: Kirschen-Selbstpflücke, Modellbahnmuseum, Brautmodengeschäft, Nachtbus, Yoga-Retreat, Freizeitpark, Schlüsseldienst, Schachklub, Brauereiführung und öffentliche Sauna."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

OBSTHOF = (
    "Der Obsthof Brandl im Alten Land wird seit 1994 von Gerda Brandl geführt. "
    "Die Selbstpflücke für Kirschen ist vom 15. Juni bis zum 31. Juli täglich außer mittwochs von 8 bis 18 Uhr geöffnet. "
    "Ein Kilogramm selbst gepflückter Kirschen kostet 6,50 €, und Körbe werden kostenlos verliehen. "
    "Auf dem Hof stehen 2.400 Bäume, davon ist ein Drittel Süßkirschen der Sorte Regina. "
    "Kinder unter 10 Jahren dürfen nur in Begleitung eines Erwachsenen pflücken. "
    "Leitern dürfen ausschließlich von Mitarbeitern benutzt werden."
)
MODELLBAHN = (
    "Das Modellbahnmuseum Kleinbahnwelt in Bad Lauterberg wurde 2006 vom ehemaligen Lokführer Horst Wendler gegründet. "
    "Die große Anlage ist 48 Meter lang, auf ihr fahren gleichzeitig 22 Züge, und sie zeigt den Hamburger Hafen im Jahr 1930. "
    "Das Museum hat dienstags bis sonntags von 10 bis 17 Uhr geöffnet, montags ist Ruhetag. "
    "Der Eintritt kostet 9 € für Erwachsene und 4,50 € für Kinder; Kinder unter 6 Jahren haben freien Eintritt. "
    "Besucher dürfen an Samstagen die Vorführanlage selbst steuern. "
    "Seit 2018 leitet Wendlers Nichte Katrin Sommer das Museum."
)
BRAUTMODE = (
    "Das Brautmodengeschäft Weißer Traum in der Königstraße führt rund 400 Brautkleider in den Größen 32 bis 54. "
    "Anproben finden nur nach Terminvereinbarung statt und dauern zwei Stunden. "
    "Änderungen dauern höchstens sechs Wochen. "
    "Bei der Bestellung ist eine Anzahlung von 50 % fällig, der Rest wird bei der Abholung bezahlt. "
    "Inhaberin Jana Kowalski berät die Bräute, und Schneidermeisterin Petra Vogt übernimmt alle Änderungen. "
    "Zur Anprobe darf die Braut bis zu drei Begleitpersonen mitbringen."
)
NACHTBUS = (
    "Die Nachtbuslinie N5 fährt jede Nacht außer an Silvester zwischen dem Hauptbahnhof und Neustadt-Süd. "
    "Der erste Bus startet um 0:30 Uhr am Hauptbahnhof, der letzte um 4:30 Uhr, dazwischen fährt alle 20 Minuten ein Bus. "
    "Eine Einzelfahrt kostet 3,20 €, Kinder unter 6 Jahren fahren kostenlos. "
    "Die Strecke ist 17 Kilometer lang und hat 29 Haltestellen. "
    "Fahrgäste müssen vorne beim Fahrer einsteigen und ihren Fahrschein vorzeigen. "
    "Seit dem 1. April 2023 betreibt die Verkehrsgesellschaft Rheinbus die Linie."
)
YOGA = (
    "Das Yoga-Retreat Haus Lindenhof im Allgäu bietet einwöchige Retreats für höchstens 14 Gäste an. "
    "Jeder Tag beginnt um 6:45 Uhr mit einer Meditation, danach folgt eine 75-minütige Hatha-Stunde. "
    "Die Woche kostet 1.180 € und umfasst die Unterkunft sowie alle vegetarischen Mahlzeiten. "
    "Die Morgenstunden leitet die Lehrerin Miriam Hoffmann, die Abendstunden ihr Kollege Jonas Berger. "
    "Gäste müssen eine eigene Matte mitbringen; Blöcke und Gurte werden gestellt. "
    "Im Übungsraum sind Handys verboten, in den Zimmern dürfen sie benutzt werden."
)
ACHTERBAHN = (
    "Der Freizeitpark Donnerberg hat vier Achterbahnen; die höchste, der „Falke“, ist 58 Meter hoch. "
    "Für den Falken müssen Fahrgäste mindestens 1,40 Meter groß sein. "
    "Der Park ist vom 1. April bis zum 31. Oktober täglich von 9 bis 18 Uhr geöffnet. "
    "Eine Tageskarte kostet 49 €, eine Saisonkarte 129 €. "
    "Lose Gegenstände müssen in Schließfächer, die pro Nutzung 2 € kosten. "
    "Der Falke wurde 2015 eröffnet und erreicht 105 Kilometer pro Stunde."
)
SCHLUESSEL = (
    "Der Schlüsseldienst Hansen in der Bahnhofstraße wird von Meister Uwe Hansen und seinem Sohn Tim geführt. "
    "Der Laden ist montags bis freitags von 8 bis 18 Uhr und samstags von 9 bis 13 Uhr geöffnet. "
    "Eine Türöffnung im Notdienst kostet tagsüber 89 €, nach 22 Uhr 129 €. "
    "Ein Standardschlüssel wird in etwa fünf Minuten nachgemacht und kostet 7 €. "
    "Vor einer Türöffnung muss der Kunde einen Ausweis vorlegen. "
    "Uwe Hansen kümmert sich um Tresore, Tim Hansen um Autoschlüssel."
)
SCHACH = (
    "Der Schachklub Springer trifft sich jeden Dienstag um 19:30 Uhr im Gemeindehaus St. Markus. "
    "Der Jahresbeitrag beträgt 72 €, Jugendliche unter 18 Jahren zahlen die Hälfte. "
    "Der Verein hat 64 Mitglieder, etwa ein Viertel davon sind Jugendliche. "
    "Vorsitzender ist Bernd Krämer; das Jugendtraining leitet die Trainerin Olga Petrowa. "
    "In der Vereinsmeisterschaft hat jeder Spieler 90 Minuten Bedenkzeit. "
    "Im Spielsaal müssen Handys ausgeschaltet sein, und Gespräche sind nur im Analyseraum erlaubt."
)
BRAUEREI = (
    "Die Brauerei Hopfenliebe in Schwerin, der Landeshauptstadt von Mecklenburg-Vorpommern, bietet freitags und samstags um 15 Uhr Führungen an. "
    "Eine Führung dauert 90 Minuten und kostet 19 €, inklusive vier Probiergläsern zu je 0,2 Litern. "
    "An der Verkostung dürfen nur Besucher ab 18 Jahren teilnehmen. "
    "Braumeister Felix Engel hat die Brauerei 2012 zusammen mit seiner Schwester Lea gegründet. "
    "Die Brauerei braut jährlich 1.500 Hektoliter Bier. "
    "Gruppen ab 10 Personen müssen mindestens zwei Wochen im Voraus buchen."
)
SAUNA = (
    "Das Stadtbad Nord betreibt eine öffentliche Sauna mit einer finnischen Sauna (90 °C), einem Dampfbad und einem Tauchbecken. "
    "Die Sauna ist täglich außer dienstags von 10 bis 22 Uhr geöffnet. "
    "Eine Tageskarte kostet 16 €, eine Zehnerkarte 140 €. "
    "Donnerstags ist Damensauna; an allen anderen Tagen ist die Sauna gemischt. "
    "Vor dem Saunagang muss man duschen, und in der Sauna muss man auf einem Handtuch sitzen. "
    "Handtücher können an der Kasse für 3 € geliehen werden."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-cn-001", "para.reorder", "Wann hat der Schlüsseldienst Hansen geöffnet?", "Samstags von 9 bis 13 Uhr und montags bis freitags von 8 bis 18 Uhr.", SCHLUESSEL, True),
    w.faith("de-cn-002", "para.passive", "Wer hat die Kleinbahnwelt gegründet?", "Horst Wendler, ein ehemaliger Lokführer, hat das Museum 2006 gegründet.", MODELLBAHN, True),
    w.faith("de-cn-003", "para.synonym", "Wie viele Leute können an einem Retreat im Haus Lindenhof teilnehmen?", "Das Haus Lindenhof veranstaltet einwöchige Retreats für maximal 14 Teilnehmer.", YOGA, True),
    w.faith("de-cn-004", "para.nominal", "Wie steige ich in den N5 ein?", "Der Einstieg erfolgt vorne beim Fahrer, und das Vorzeigen des Fahrscheins ist Pflicht.", NACHTBUS, True),
    w.faith("de-cn-005", "para.capital", "In welcher Stadt liegt die Brauerei Hopfenliebe?", "In Mecklenburg-Vorpommerns Landeshauptstadt Schwerin.", BRAUEREI, True),
    w.faith("de-cn-006", "para.pronoun", "Was macht Olga Petrowa im Schachklub Springer?", "Sie leitet das Jugendtraining.", SCHACH, True),
    w.faith("de-cn-007", "para.relative", "Wer führt den Obsthof Brandl?", "Der Obsthof, der im Alten Land liegt, wird seit 1994 von Gerda Brandl geführt.", OBSTHOF, True),
    w.faith("de-cn-008", "para.part", "Wie heiß ist die finnische Sauna im Stadtbad Nord?", "Die finnische Sauna hat 90 °C.", SAUNA, True),
    w.faith("de-cn-009", "para.combine", "Was kostet eine Türöffnung tagsüber, und muss ich etwas vorzeigen?", "Eine Türöffnung kostet tagsüber 89 €, und vorher müssen Sie einen Ausweis vorlegen.", SCHLUESSEL, True),
    w.faith("de-cn-010", "fmt.number", "Wie viele Züge fahren gleichzeitig auf der großen Anlage?", "Auf der großen Anlage fahren zweiundzwanzig Züge gleichzeitig.", MODELLBAHN, True),
    w.faith("de-cn-011", "fmt.thousands", "Wie viele Bäume hat der Obsthof Brandl?", "Auf dem Hof stehen 2400 Bäume.", OBSTHOF, True),
    w.faith("de-cn-012", "fmt.scale", "Wie groß sind die Probiergläser bei der Führung?", "Die vier Probiergläser haben je 200 Milliliter.", BRAUEREI, True),
    w.faith("de-cn-013", "fmt.date", "Seit wann betreibt Rheinbus die Linie N5?", "Seit dem 01.04.2023.", NACHTBUS, True),
    w.faith("de-cn-014", "fmt.time", "Bis wann hat die Sauna im Stadtbad Nord offen?", "An den Öffnungstagen bis 10 Uhr abends.", SAUNA, True),
    w.faith("de-cn-015", "fmt.unit", "Wie schnell ist der Falke?", "Er erreicht 105 km/h.", ACHTERBAHN, True),
    w.faith("de-cn-016", "fmt.abbrev", "Wo trifft sich der Schachklub Springer?", "Im Gemeindehaus Sankt Markus, jeden Dienstag um 19:30 Uhr.", SCHACH, True),
    w.faith("de-cn-017", "fmt.currency", "Was zahlen Kinder in der Kleinbahnwelt?", "Kinder zahlen 4,50 Euro, unter 6 Jahren ist der Eintritt frei.", MODELLBAHN, True),
    w.faith("de-cn-018", "fmt.range", "Wie lange dauern Änderungen bei Weißer Traum?", "Maximal 6 Wochen.", BRAUTMODE, True),
    w.faith("de-cn-019", "fmt.period", "Wie lange dauert ein Retreat im Haus Lindenhof?", "Ein Retreat dauert sieben Tage.", YOGA, True),
    w.faith("de-cn-020", "fmt.share", "Gibt es beim Schachklub eine Ermäßigung für Jugendliche?", "Ja, Jugendliche unter 18 zahlen 50 % des Jahresbeitrags.", SCHACH, True),
    w.faith("de-cn-021", "para.except", "Kann ich am Dienstag in die Sauna im Stadtbad Nord?", "Nein, dienstags ist die Sauna geschlossen.", SAUNA, True),
    w.faith("de-cn-022", "wrap.opener", "Wann gibt es Führungen bei Hopfenliebe?", "Gern! Führungen finden freitags und samstags um 15 Uhr statt.", BRAUEREI, True),
    w.faith("de-cn-023", "wrap.closer", "Was kostet eine Saisonkarte für den Donnerberg?", "Eine Saisonkarte kostet 129 €. Ich hoffe, das hilft weiter!", ACHTERBAHN, True),
    w.faith("de-cn-024", "wrap.attribution", "Müssen kleine Kinder im Nachtbus bezahlen?", "Laut den vorliegenden Informationen fahren Kinder unter 6 Jahren kostenlos.", NACHTBUS, True),
    w.faith("de-cn-025", "wrap.hedge", "Was kosten die Kirschen beim Obsthof Brandl?", "Soweit ich sehe, kostet ein Kilogramm 6,50 €, und die Körbe bekommt man kostenlos geliehen.", OBSTHOF, True),
    w.faith("de-cn-026", "wrap.question", "Wie viele Leute darf ich zur Anprobe mitnehmen?", "Bis zu drei Begleitpersonen. Soll ich Ihnen auch sagen, wie lange eine Anprobe dauert?", BRAUTMODE, True),
    w.faith("de-cn-027", "value.number", "Wie viele Brautkleider hat Weißer Traum?", "Das Geschäft führt rund 600 Brautkleider.", BRAUTMODE, False),
    w.faith("de-cn-028", "value.date", "Ab wann hat der Freizeitpark Donnerberg geöffnet?", "Der Park öffnet am 1. Mai.", ACHTERBAHN, False),
    w.faith("de-cn-029", "value.time", "Um wie viel Uhr trifft sich der Schachklub?", "Dienstags um 18:30 Uhr.", SCHACH, False),
    w.faith("de-cn-030", "value.unit", "Wie lang ist die Strecke der N5?", "Die Strecke ist 17 Meilen lang.", NACHTBUS, False),
    w.faith("de-cn-031", "value.currency", "Was kostet eine Türöffnung nachts um 23 Uhr?", "Nach 22 Uhr kostet eine Türöffnung 149 €.", SCHLUESSEL, False),
    w.faith("de-cn-032", "role.swap", "Wer leitet die Morgenstunden im Haus Lindenhof?", "Die Morgenstunden leitet Jonas Berger.", YOGA, False),
    w.faith("de-cn-033", "negation", "Darf man samstags die Vorführanlage selbst bedienen?", "Nein, Besucher dürfen die Vorführanlage auch samstags nicht selbst steuern.", MODELLBAHN, False),
    w.faith("de-cn-034", "antonym", "Muss ich zum Kirschenpflücken einen eigenen Korb mitbringen?", "Nein, Körbe werden auf dem Hof verliehen, allerdings kostenpflichtig.", OBSTHOF, False),
    w.faith("de-cn-035", "modality", "Muss ich vor der Sauna duschen?", "Duschen vor dem Saunagang ist freiwillig.", SAUNA, False),
    w.faith("de-cn-036", "quantifier", "Gibt es im Schachklub viele Jugendliche?", "Ja, die meisten der 64 Mitglieder sind Jugendliche.", SCHACH, False),
    w.faith("de-cn-037", "value.except", "Kann ich am Mittwoch zur Selbstpflücke kommen?", "Ja, die Selbstpflücke ist auch mittwochs geöffnet.", OBSTHOF, False),
    w.faith("de-cn-038", "direction", "Gibt es für den Falken eine Größenbeschränkung?", "Ja, Fahrgäste dürfen höchstens 1,40 Meter groß sein.", ACHTERBAHN, False),
    w.faith("de-cn-039", "added.fact", "Was ist bei der Führung bei Hopfenliebe dabei?", "Die Führung kostet 19 € und enthält vier Probiergläser; außerdem darf jeder Gast ein Glas als Andenken mitnehmen.", BRAUEREI, False),
    w.faith("de-cn-040", "added.entity", "Wer betreibt die Linie N5?", "Die Linie wird seit dem 1. April 2023 von Rheinbus betrieben, gemeinsam mit den Stadtwerken Neustadt.", NACHTBUS, False),
    w.faith("de-cn-041", "mixed", "Was kostet die Retreat-Woche im Haus Lindenhof?", "Die Woche kostet 1.180 €, wobei die Mahlzeiten extra bezahlt werden müssen.", YOGA, False),
]
REFUSAL = [
    w.refusal("de-cn-042", "refusal.plain", "Bietet der Schachklub Springer Online-Turniere an?", "Tut mir leid, dazu habe ich keine Informationen.", SCHACH, True),
    w.refusal("de-cn-043", "refusal.context", "Gibt es im Park Donnerberg vegetarisches Essen?", "Dazu steht in den bereitgestellten Unterlagen nichts.", ACHTERBAHN, True),
    w.refusal("de-cn-044", "refusal.short", "Gibt es in der Sauna im Stadtbad Nord WLAN?", "Keine Ahnung.", SAUNA, True),
    w.refusal("de-cn-045", "refusal.long", "Kann man in der Kleinbahnwelt einen Kindergeburtstag feiern?", "Vielen Dank für Ihre Frage! Leider geben meine Unterlagen keine Auskunft darüber, ob man im Museum Kindergeburtstage feiern kann. Sie enthalten nur Angaben zu Öffnungszeiten, Eintrittspreisen und der großen Anlage. Am besten rufen Sie direkt im Museum an und fragen nach. Ich wünsche Ihnen eine schöne Feier!", MODELLBAHN, True),
    w.refusal("de-cn-046", "refusal.hedged", "Ab welchem Alter darf man bei Hopfenliebe probieren?", "Ich bin mir nicht ganz sicher, aber ich glaube, ab 18 Jahren.", BRAUEREI, False),
    w.refusal("de-cn-047", "refusal.partial", "Wie hoch ist die Anzahlung bei Weißer Traum, und kann man Kleider auch leihen?", "Bei der Bestellung sind 50 % Anzahlung fällig. Ob man Kleider leihen kann, geht aus den Unterlagen nicht hervor.", BRAUTMODE, False),
]
CORRECTNESS = [
    w.correct("de-cn-048", "correct.wordy", "Wie hoch ist der Falke?", "Der Falke ist mit 58 Metern die höchste der vier Achterbahnen im Freizeitpark Donnerberg.", "58 Meter", True),
    w.correct("de-cn-049", "correct.short", "An welchem Tag ist im Stadtbad Nord Damensauna?", "Donnerstags.", "Die Damensauna im Stadtbad Nord ist jeden Donnerstag.", True),
    w.correct("de-cn-050", "correct.format", "Wann fährt der letzte N5 am Hauptbahnhof ab?", "Um halb fünf morgens.", "4:30 Uhr", True),
    w.correct("de-cn-051", "wrong.value", "Um wie viel Uhr beginnt die Morgenmeditation im Haus Lindenhof?", "Um 7:15 Uhr.", "6:45 Uhr", False),
    w.correct("de-cn-052", "wrong.echo", "Wie lange dauert es, einen Standardschlüssel nachzumachen?", "Einen Standardschlüssel nachzumachen dauert eine gewisse Zeit.", "Etwa fünf Minuten.", False),
    w.correct("de-cn-053", "wrong.role", "Wer ist der Braumeister von Hopfenliebe?", "Lea Engel.", "Felix Engel", False),
]
RELEVANCY = [
    w.relevant("de-cn-054", "relevant.direct", "Wie viel Bedenkzeit gibt es in der Vereinsmeisterschaft?", "Jeder Spieler bekommt anderthalb Stunden.", SCHACH, True),
    w.relevant("de-cn-055", "relevant.yesno", "Kann ich samstags einen Schlüssel nachmachen lassen?", "Ja, samstags hat der Laden von 9 bis 13 Uhr offen.", SCHLUESSEL, True),
    w.relevant("de-cn-056", "offtopic.true", "Wie lange dauert eine Anprobe bei Weißer Traum?", "Inhaberin Jana Kowalski berät die Bräute.", BRAUTMODE, False),
    w.relevant("de-cn-057", "offtopic.other", "Was kostet eine Zehnerkarte für die Sauna?", "Donnerstags ist im Stadtbad Nord Damensauna.", SAUNA, False),
]
DIAGNOSIS = [
    w.diag("de-cn-058", "diag.pass", "Wie oft fährt der N5?", "Der N5 fährt alle 20 Minuten.", {"nachtbus": NACHTBUS, "sauna": SAUNA}, ("nachtbus",), "pass"),
    w.diag("de-cn-059", "diag.offtopic", "Muss ich zum Retreat im Haus Lindenhof eine Matte mitbringen?", "Das Retreat ist für höchstens 14 Gäste.", {"yoga": YOGA}, ("yoga",), "fix_generation"),
    w.diag("de-cn-060", "diag.unfaithful", "Wie hoch ist der Jahresbeitrag im Schachklub Springer?", "Der Jahresbeitrag beträgt 96 €.", {"schach": SCHACH, "brauerei": BRAUEREI}, ("schach",), "fix_generation"),
    w.diag("de-cn-061", "diag.refused", "Wann beginnt die Kirschpflücke beim Obsthof Brandl?", "Das kann ich leider nicht beantworten.", {"obsthof": OBSTHOF}, ("obsthof",), "fix_generation"),
    w.diag("de-cn-062", "diag.missed", "Wer kümmert sich beim Schlüsseldienst Hansen um Tresore?", "Dazu habe ich leider keine Informationen.", {"achterbahn": ACHTERBAHN, "brautmode": BRAUTMODE}, ("schluessel",), "fix_retrieval"),
    w.diag("de-cn-063", "diag.correct_refusal", "Verkauft die Brauerei Hopfenliebe Bier in einem Onlineshop?", "Leider steht in den Unterlagen nichts über einen Onlineshop.", {"brauerei": BRAUEREI}, (), "correct_refusal"),
    w.diag("de-cn-064", "diag.should_refuse", "Wie lange muss man am Falken durchschnittlich anstehen?", "Am Falken wartet man meistens etwa 40 Minuten.", {"achterbahn": ACHTERBAHN}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
