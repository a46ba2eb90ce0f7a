"""Fresh set cx, German: a snowshoe tour, a citizens' advice office, a driving range, carpet cleaning, a cider press house, a robotics club, a bike park, a food truck festival, a hearing aid shop and an indoor playground."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

SNOWSHOE = (
    "Die Bergschule Alpenglück bietet vom 15. Dezember bis zum 20. März täglich außer dienstags eine geführte Schneeschuhtour am Feldberg an. "
    "Start ist um 9:30 Uhr an der Hütte Tannenhof; die Strecke ist 6 km lang und dauert etwa drei Stunden. "
    "Bergführerin Anja Lechner leitet jede Gruppe, die aus höchstens 12 Personen besteht. "
    "Die Tour kostet 65 € pro Erwachsenem, Schneeschuhe und Stöcke inklusive. "
    "Kinder unter 10 Jahren dürfen nicht teilnehmen."
)
ADVICE = (
    "Die Bürgerberatungsstelle Lindenau in Kassel wurde 1987 von der pensionierten Richterin Helga Brandt gegründet. "
    "Sie berät kostenlos zu Wohnen, Schulden und Arbeit. "
    "Geöffnet ist montags bis freitags von 10 bis 16 Uhr; ein Termin wird empfohlen, ist aber nicht erforderlich. "
    "Rund 40 Ehrenamtliche arbeiten dort, unterstützt von zwei hauptamtlichen Beraterinnen. "
    "Die Hälfte der 3.600 Anfragen im vergangenen Jahr betraf das Thema Wohnen."
)
RANGE = (
    "Die Driving Range des Golfparks Wiesental hat 28 überdachte Abschlagplätze auf zwei Ebenen. "
    "Ein Korb mit 50 Bällen kostet 4 €, ein Korb mit 100 Bällen 7 €. "
    "Die Anlage ist täglich von 7 bis 22 Uhr geöffnet. "
    "Die am weitesten entfernte Zielfahne steht 230 Meter von der Abschlaglinie entfernt. "
    "Headpro Markus Vogel gibt 30-minütige Trainerstunden für 45 €."
)
CARPET = (
    "Die Firma Teppichfrisch reinigt Teppiche in Wohnungen und Büros im Raum Hannover. "
    "Ein Standardzimmer bis 20 Quadratmeter kostet 35 €, Treppen kosten 2 € pro Stufe. "
    "Die Techniker arbeiten mit Sprühextraktion, und die Teppiche sind in der Regel nach vier bis sechs Stunden trocken. "
    "Aufträge müssen mindestens 48 Stunden im Voraus gebucht werden. "
    "Inhaberin Sabine Krüger hat das Unternehmen 2011 gegründet und beschäftigt heute neun Techniker."
)
CIDER = (
    "Die Kelterei Schönborn liegt in Wiesbaden, der Landeshauptstadt von Hessen. "
    "Sie wurde 1894 gebaut und wird seit 1952 von der Familie Hofmann geführt. "
    "Jeden Herbst keltert sie rund 15.000 Liter Apfelwein. "
    "Führungen durch das Kelterhaus finden samstags um 11 und um 14 Uhr statt und dauern 45 Minuten. "
    "Eine 0,75-Liter-Flasche Apfelwein kostet 4,50 €; Besucher unter 18 Jahren dürfen den Apfelwein nicht probieren."
)
ROBOTICS = (
    "Der Robotik-Club Schraubfix trifft sich jeden Mittwoch von 16 bis 17:30 Uhr in der Stadtbücherei am Lindenplatz. "
    "Mitmachen können Kinder von 8 bis 12 Jahren; ein Halbjahr kostet 120 € einschließlich Bausätzen. "
    "Trainer Jonas Becker leitet die Treffen mit zwei ehrenamtlichen Helferinnen. "
    "Jedes Kind muss von einem Elternteil an- und abgemeldet werden. "
    "Im März 2023 gewann das Team des Clubs den Robotik-Wettbewerb des Landkreises."
)
BIKEPARK = (
    "Der Bikepark Hohe Kante hat 14 Strecken, von denen vier als schwarz eingestuft sind. "
    "Eine Tageskarte kostet 39 €, und der Sessellift fährt von 9 bis 17 Uhr. "
    "Auf allen schwarzen Strecken ist ein Fullface-Helm Pflicht. "
    "Der Park hat vom 1. Mai bis zum 15. Oktober geöffnet. "
    "Chefmechaniker Tobias Wendt prüft jedes Leihrad nach jeder Fahrt."
)
FESTIVAL = (
    "Das Foodtruck-Festival am Hafen findet am 17. und 18. August 2024 am Kai 9 statt. "
    "Rund 35 Foodtrucks bieten an beiden Tagen von 12 bis 21 Uhr Essen an. "
    "Der Eintritt kostet 5 €, Kinder unter 12 Jahren haben freien Eintritt. "
    "Hunde an der Leine sind überall erlaubt, außer im Sitzzelt. "
    "Veranstalter ist die Werbegemeinschaft Hafen, Stargast ist die Köchin Rosa Demir."
)
HEARING = (
    "Das Hörstudio Klangklar in Bremen verkauft Hörgeräte von drei Herstellern. "
    "Ein kostenloser Hörtest dauert etwa 40 Minuten. "
    "Hörakustikmeisterin Nina Hahn passt jedes neue Gerät an, und für jedes Hörgerät gibt es eine 60-tägige Probezeit. "
    "Damit die Krankenkasse zahlt, braucht man eine Verordnung vom HNO-Arzt. "
    "Batterien kosten 6 € für eine Packung mit acht Stück, und das Geschäft hat dienstags bis samstags von 9 bis 18 Uhr geöffnet."
)
PLAYGROUND = (
    "Der Indoorspielplatz Dschungelhüpfer ist für Kinder bis 11 Jahre. "
    "Der Eintritt kostet 12 € pro Kind für zwei Stunden, Erwachsene haben freien Eintritt. "
    "Im Spielbereich müssen alle Socken tragen. "
    "Der Kleinkindbereich ist Kindern unter 3 Jahren vorbehalten. "
    "Der Spielplatz ist täglich außer montags von 10 bis 19 Uhr geöffnet."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-cx-001", "para.reorder", "Wann und wo beginnt die Schneeschuhtour?", "An der Hütte Tannenhof startet die Tour um 9:30 Uhr.", SNOWSHOE, True),
    w.faith("de-cx-002", "para.passive", "Wer hat die Bürgerberatungsstelle Lindenau gegründet?", "Die pensionierte Richterin Helga Brandt hat sie 1987 gegründet.", ADVICE, True),
    w.faith("de-cx-003", "para.synonym", "Wie viele Abschlagplätze hat die Driving Range?", "Es gibt 28 überdachte Abschlagplätze, verteilt auf zwei Stockwerke.", RANGE, True),
    w.faith("de-cx-004", "para.nominal", "Wie lange braucht der Teppich nach der Reinigung zum Trocknen?", "Die Trocknung dauert in der Regel vier bis sechs Stunden.", CARPET, True),
    w.faith("de-cx-005", "para.capital", "In welcher Stadt liegt die Kelterei Schönborn?", "Sie liegt in der hessischen Landeshauptstadt Wiesbaden.", CIDER, True),
    w.faith("de-cx-006", "para.pronoun", "Wer leitet die Treffen von Schraubfix?", "Trainer Jonas Becker. Er macht das zusammen mit zwei ehrenamtlichen Helferinnen.", ROBOTICS, True),
    w.faith("de-cx-007", "para.relative", "Wer kümmert sich um die Leihräder?", "Tobias Wendt, der Chefmechaniker des Parks ist, prüft jedes Leihrad nach jeder Fahrt.", BIKEPARK, True),
    w.faith("de-cx-008", "para.part", "Was kostet der Eintritt zum Foodtruck-Festival?", "Der Eintritt kostet 5 €.", FESTIVAL, True),
    w.faith("de-cx-009", "para.combine", "Welche Hörgeräte gibt es bei Klangklar, und kann man sie erst testen?", "Klangklar führt Hörgeräte von drei Herstellern, und für jedes Hörgerät gibt es eine 60-tägige Probezeit.", HEARING, True),
    w.faith("de-cx-010", "fmt.number", "Wie lange darf ein Kind mit dem 12-Euro-Ticket spielen?", "Das Ticket gilt für 2 Stunden.", PLAYGROUND, True),
    w.faith("de-cx-011", "fmt.thousands", "Wie viel Apfelwein keltert Schönborn im Herbst?", "Rund 15000 Liter pro Herbst.", CIDER, True),
    w.faith("de-cx-012", "fmt.scale", "Wie groß ist die Apfelweinflasche für 4,50 €?", "Die Flasche für 4,50 € fasst 750 Milliliter.", CIDER, True),
    w.faith("de-cx-013", "fmt.date", "An welchen Tagen ist das Foodtruck-Festival?", "Am 17.08.2024 und am 18.08.2024.", FESTIVAL, True),
    w.faith("de-cx-014", "fmt.time", "Wann hat die Driving Range geöffnet?", "Jeden Tag von 7 Uhr morgens bis 10 Uhr abends.", RANGE, True),
    w.faith("de-cx-015", "fmt.unit", "Wie lang ist die Strecke der Schneeschuhtour?", "Die Strecke ist 6 Kilometer lang.", SNOWSHOE, True),
    w.faith("de-cx-016", "fmt.abbrev", "Von wem brauche ich eine Verordnung, damit die Krankenkasse zahlt?", "Von einem Hals-Nasen-Ohren-Arzt.", HEARING, True),
    w.faith("de-cx-017", "fmt.currency", "Was kostet eine Flasche Apfelwein?", "Sie kostet 4 Euro und 50 Cent.", CIDER, True),
    w.faith("de-cx-018", "fmt.range", "Wie groß sind die Gruppen bei der Schneeschuhtour?", "Eine Gruppe hat nicht mehr als 12 Personen.", SNOWSHOE, True),
    w.faith("de-cx-019", "fmt.period", "Wie früh muss ich bei Teppichfrisch buchen?", "Mindestens zwei Tage im Voraus.", CARPET, True),
    w.faith("de-cx-020", "fmt.share", "Welcher Anteil der Anfragen im letzten Jahr betraf das Wohnen?", "50 % der Anfragen im vergangenen Jahr betrafen das Thema Wohnen.", ADVICE, True),
    w.faith("de-cx-021", "para.except", "An welchem Tag ist der Dschungelhüpfer zu?", "Montags ist der Spielplatz geschlossen.", PLAYGROUND, True),
    w.faith("de-cx-022", "wrap.opener", "Was kostet eine Tageskarte im Bikepark Hohe Kante?", "Gute Frage! Eine Tageskarte kostet 39 €.", BIKEPARK, True),
    w.faith("de-cx-023", "wrap.closer", "Für welches Alter ist der Robotik-Club?", "Mitmachen können Kinder von 8 bis 12 Jahren. Ich hoffe, das hilft weiter!", ROBOTICS, True),
    w.faith("de-cx-024", "wrap.attribution", "Darf ich meinen Hund mit aufs Festival nehmen?", "Laut den Festivalinformationen sind Hunde an der Leine überall erlaubt, nur nicht im Sitzzelt.", FESTIVAL, True),
    w.faith("de-cx-025", "wrap.hedge", "Was kostet die Reinigung eines Standardzimmers?", "Soweit ich weiß, kostet ein Standardzimmer bis 20 Quadratmeter 35 €.", CARPET, True),
    w.faith("de-cx-026", "wrap.question", "Was kosten Batterien bei Klangklar?", "Eine Packung mit acht Batterien kostet 6 €. Soll ich Ihnen auch die Öffnungszeiten nennen?", HEARING, True),
    w.faith("de-cx-027", "value.number", "Wie viele Bälle sind im Korb für 7 €?", "Im Korb für 7 € sind 120 Bälle.", RANGE, False),
    w.faith("de-cx-028", "value.date", "Wann hat der Bikepark geöffnet?", "Der Park ist vom 1. Mai bis zum 31. Oktober geöffnet.", BIKEPARK, False),
    w.faith("de-cx-029", "value.time", "Wann finden die Führungen durch das Kelterhaus statt?", "Samstags um 11 und um 15 Uhr.", CIDER, False),
    w.faith("de-cx-030", "value.unit", "Wie weit läuft man bei der Schneeschuhtour?", "Man läuft in etwa drei Stunden 6 Meilen.", SNOWSHOE, False),
    w.faith("de-cx-031", "value.currency", "Was kostet der Eintritt für ein Kind im Dschungelhüpfer?", "15 € pro Kind für zwei Stunden.", PLAYGROUND, False),
    w.faith("de-cx-032", "role.swap", "Wer veranstaltet das Foodtruck-Festival am Hafen?", "Veranstaltet wird das Festival von der Köchin Rosa Demir.", FESTIVAL, False),
    w.faith("de-cx-033", "negation", "Muss ich für den Hörtest bezahlen?", "Ja, der Hörtest bei Klangklar ist nicht kostenlos.", HEARING, False),
    w.faith("de-cx-034", "antonym", "Zahlen Erwachsene im Dschungelhüpfer Eintritt?", "Ja, auch Erwachsene müssen Eintritt bezahlen.", PLAYGROUND, False),
    w.faith("de-cx-035", "modality", "Brauche ich für die Beratung einen Termin?", "Ja, vorher muss unbedingt ein Termin vereinbart werden.", ADVICE, False),
    w.faith("de-cx-036", "quantifier", "Wo muss ich im Bikepark einen Fullface-Helm tragen?", "Auf allen 14 Strecken des Parks ist ein Fullface-Helm Pflicht.", BIKEPARK, False),
    w.faith("de-cx-037", "value.except", "Kann ich die Schneeschuhtour an einem Dienstag machen?", "Ja, die Tour findet auch dienstags statt.", SNOWSHOE, False),
    w.faith("de-cx-038", "direction", "Wer darf den Apfelwein nicht probieren?", "Besucher über 18 Jahren dürfen den Apfelwein nicht probieren.", CIDER, False),
    w.faith("de-cx-039", "added.fact", "Wie lange dauert der Hörtest?", "Der kostenlose Hörtest dauert etwa 40 Minuten, und das Ergebnis bekommen Sie noch am selben Tag schriftlich.", HEARING, False),
    w.faith("de-cx-040", "added.entity", "Wer leitet die Treffen des Robotik-Clubs?", "Trainer Jonas Becker leitet sie gemeinsam mit der Informatikerin Lena Schulz.", ROBOTICS, False),
    w.faith("de-cx-041", "mixed", "Wer hat Teppichfrisch gegründet, und wie viele Techniker gibt es?", "Sabine Krüger hat die Firma 2011 gegründet, und heute arbeiten dort 25 Techniker.", CARPET, False),
]
REFUSAL = [
    w.refusal("de-cx-042", "refusal.plain", "Gibt es an der Hütte Tannenhof Parkplätze?", "Tut mir leid, das weiß ich nicht.", SNOWSHOE, True),
    w.refusal("de-cx-043", "refusal.context", "Berät die Stelle auch zu Aufenthaltsfragen?", "Aus den vorliegenden Unterlagen geht nicht hervor, ob die Beratungsstelle auch zu Aufenthaltsfragen berät.", ADVICE, True),
    w.refusal("de-cx-044", "refusal.short", "Kann man auf der Driving Range Schläger leihen?", "Keine Ahnung.", RANGE, True),
    w.refusal("de-cx-045", "refusal.long", "Verschickt die Kelterei Schönborn ihren Apfelwein auch per Post?", "Vielen Dank für Ihre Frage! Leider enthalten meine Informationen nichts zum Versand, daher kann ich nicht sagen, ob die Kelterei ihren Apfelwein verschickt. Die Quellen beschreiben nur die Geschichte der Kelterei, die Führungen am Samstag und den Flaschenpreis. Am besten fragen Sie direkt bei der Kelterei nach.", CIDER, True),
    w.refusal("de-cx-046", "refusal.hedged", "Ab wann fährt der Sessellift?", "Ganz sicher bin ich mir nicht, aber ich glaube, der Sessellift fährt ab 9 Uhr.", BIKEPARK, False),
    w.refusal("de-cx-047", "refusal.partial", "Wann hat das Festival geöffnet, und gibt es Parkplätze am Kai?", "Essen gibt es an beiden Tagen von 12 bis 21 Uhr; zu Parkplätzen steht in den Unterlagen allerdings nichts.", FESTIVAL, False),
]
CORRECTNESS = [
    w.correct("de-cx-048", "correct.wordy", "Wie lange ist die Probezeit für ein Hörgerät bei Klangklar?", "Für jedes Hörgerät, das man im Hörstudio Klangklar kauft, gibt es eine Probezeit, und diese Probezeit dauert 60 Tage.", "60 Tage", True),
    w.correct("de-cx-049", "correct.short", "Wer darf in den Kleinkindbereich?", "Nur Kinder unter 3.", "Der Kleinkindbereich ist Kindern unter 3 Jahren vorbehalten.", True),
    w.correct("de-cx-050", "correct.format", "Um wie viel Uhr beginnen die Treffen von Schraubfix?", "Um 4 Uhr nachmittags.", "16 Uhr", True),
    w.correct("de-cx-051", "wrong.value", "Was kostet bei Teppichfrisch die Reinigung einer Treppenstufe?", "5 € pro Stufe.", "2 € pro Stufe", False),
    w.correct("de-cx-052", "wrong.echo", "Wie viele Strecken hat der Bikepark Hohe Kante?", "Der Bikepark Hohe Kante hat mehrere Strecken.", "14 Strecken", False),
    w.correct("de-cx-053", "wrong.role", "Wer ist der Stargast beim Foodtruck-Festival am Hafen?", "Die Werbegemeinschaft Hafen.", "Die Köchin Rosa Demir", False),
]
RELEVANCY = [
    w.relevant("de-cx-054", "relevant.direct", "Wann können wir in den Dschungelhüpfer?", "Dienstags bis sonntags, jeweils von 10 bis 19 Uhr.", PLAYGROUND, True),
    w.relevant("de-cx-055", "relevant.yesno", "Darf meine achtjährige Tochter bei der Schneeschuhtour mitlaufen?", "Nein, Kinder unter 10 Jahren dürfen nicht teilnehmen.", SNOWSHOE, True),
    w.relevant("de-cx-056", "offtopic.true", "Wann hat das Hörstudio Klangklar geöffnet?", "Klangklar verkauft Hörgeräte von drei Herstellern.", HEARING, False),
    w.relevant("de-cx-057", "offtopic.other", "Was kostet die Reinigung eines Standardzimmers bei Teppichfrisch?", "Sie müssen mindestens 48 Stunden im Voraus buchen.", CARPET, False),
]
DIAGNOSIS = [
    w.diag("de-cx-058", "diag.pass", "Was kostet eine Trainerstunde bei Markus Vogel?", "Eine 30-minütige Trainerstunde bei Markus Vogel kostet 45 €.", {"range": RANGE, "cider": CIDER}, ("range",), "pass"),
    w.diag("de-cx-059", "diag.offtopic", "Was kostet ein Halbjahr im Robotik-Club Schraubfix?", "Der Club trifft sich in der Stadtbücherei am Lindenplatz.", {"robotics": ROBOTICS}, ("robotics",), "fix_generation"),
    w.diag("de-cx-060", "diag.unfaithful", "Bis wann fährt der Sessellift?", "Der Sessellift fährt bis 19 Uhr.", {"bikepark": BIKEPARK}, ("bikepark",), "fix_generation"),
    w.diag("de-cx-061", "diag.refused", "Was kostet die Schneeschuhtour?", "Leider habe ich keine Angaben zum Preis der Tour.", {"snowshoe": SNOWSHOE}, ("snowshoe",), "fix_generation"),
    w.diag("de-cx-062", "diag.missed", "Muss man im Dschungelhüpfer Socken tragen?", "Dazu habe ich nichts gefunden.", {"festival": FESTIVAL}, ("playground",), "fix_retrieval"),
    w.diag("de-cx-063", "diag.correct_refusal", "Ist die Bürgerberatungsstelle barrierefrei?", "In den vorliegenden Informationen steht nichts zur Barrierefreiheit der Beratungsstelle.", {"advice": ADVICE}, (), "correct_refusal"),
    w.diag("de-cx-064", "diag.should_refuse", "Reinigt Teppichfrisch auch Sofas?", "Ja, Teppichfrisch reinigt Sofas für 50 € pro Stück.", {"carpet": CARPET}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
