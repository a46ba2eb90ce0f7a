"""Fresh set cq, German: Optiker, Therme, Tauchschule, Kindergarten, Möbelwerkstatt, Seilbahn, Vintage-Kleidermarkt, Konzertkasse, Imkerkurs und Handyreparatur."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

OPTICIAN = (
    "Optik Brandt in der Lindenstraße wird von Augenoptikermeisterin Petra Brandt geführt. "
    "Ein Sehtest dauert 20 Minuten und kostet 15 €; für Kinder unter 14 Jahren ist er kostenlos. "
    "Einstärkenbrillen sind innerhalb von 5 Tagen fertig, Gleitsichtbrillen brauchen bis zu zwei Wochen. "
    "Das Geschäft ist montags bis samstags von 9 bis 18:30 Uhr geöffnet. "
    "Zum Sehtest muss man die aktuelle Brille mitbringen; ein altes Brillenrezept ist willkommen, aber nicht erforderlich."
)
SPA = (
    "Die Rosenthal-Therme liegt fünf Gehminuten vom Hbf entfernt und hat drei Innenbecken und zwei Außenbecken. "
    "Das Thermalwasser kommt mit 36 °C aus der Quelle. "
    "Eine Dreistundenkarte kostet 19,50 €, eine Tageskarte 29 €. "
    "Die Therme öffnet um 9 Uhr und schließt um 22 Uhr. "
    "Kinder unter 6 Jahren dürfen den Saunabereich nicht betreten. "
    "Bademäntel können für 6 € ausgeliehen werden."
)
DIVING = (
    "Die Tauchschule Blaues Wunder am Bodensee bietet den Open-Water-Kurs an vier Tagen für 420 € an. "
    "Teilnehmer müssen mindestens 12 Jahre alt sein und vor dem ersten Tauchgang 200 Meter am Stück schwimmen. "
    "Der Kurs umfasst zwei Einheiten im Hallenbad und vier Freiwassertauchgänge bis maximal 18 Meter Tiefe. "
    "Die Wochenendgruppen leitet Tauchlehrer Jonas Keller, die Gruppen unter der Woche leitet Tauchlehrerin Anna Vogt. "
    "Die Leihausrüstung ist im Kurspreis enthalten, eine Maske muss man jedoch für 35 € extra kaufen."
)
KINDERGARTEN = (
    "Der Kindergarten Sonnenblume betreut 75 Kinder in drei Gruppen zu je 25 Kindern. "
    "Er ist montags bis freitags von 7 bis 17 Uhr geöffnet. "
    "Das Mittagessen wird vor Ort gekocht und kostet 3,80 € pro Tag. "
    "Ist ein Kind krank, müssen die Eltern bis 8:30 Uhr im Büro anrufen. "
    "Die Leiterin Sabine Roth kam 2018 und löste den Gründer Klaus Meier ab."
)
WORKSHOP = (
    "Schreinermeister Lukas Baumann gründete die Möbelwerkstatt Holzliebe 2009; heute arbeiten dort 6 Schreiner. "
    "Ein Esstisch aus massiver Eiche braucht etwa sechs Wochen und kostet 2.400 €. "
    "Bei der Bestellung ist eine Anzahlung von 30 % fällig. "
    "Die Werkstatt verwendet ausschließlich Holz aus zertifizierten Wäldern. "
    "Innerhalb von 40 Kilometern wird kostenlos geliefert, darüber hinaus kostet jeder Kilometer 1,50 €."
)
CABLE_CAR = (
    "Die Kranzberg-Seilbahn überwindet von der Talstation bis zum Gipfel 1.100 Höhenmeter in 9 Minuten. "
    "Jede Kabine fasst höchstens 30 Personen. "
    "Eine Berg- und Talfahrt kostet für Erwachsene 36 €, Kinder von 6 bis 15 Jahren zahlen die Hälfte. "
    "Die Kabinen fahren von 8:30 bis 17:30 Uhr alle 15 Minuten. "
    "Bei Windgeschwindigkeiten über 60 km/h wird der Betrieb eingestellt."
)
MARKET = (
    "Der Vintage-Kleidermarkt „Zweite Runde“ findet jeden ersten Samstag im Monat in Wien statt, der Hauptstadt Österreichs. "
    "Rund 50 Stände verkaufen Kleidung aus den 1950er- bis 1990er-Jahren. "
    "Der Eintritt kostet 4 €, Kinder unter 12 Jahren haben freien Eintritt. "
    "Standbetreiber müssen ihren Platz spätestens zehn Tage vorher buchen; ein Stand kostet 30 €. "
    "Gegründet wurde der Markt 2013 von der Designerin Lena Huber."
)
BOX_OFFICE = (
    "Die Konzertkasse der Stadthalle Bergheim ist dienstags bis samstags von 11 bis 19 Uhr geöffnet. "
    "Karten können bis 48 Stunden vor Konzertbeginn gegen volle Erstattung zurückgegeben werden; danach ist keine Rückgabe mehr möglich. "
    "Studierende erhalten mit gültigem Studierendenausweis 20 % Ermäßigung. "
    "Der große Saal hat 1.600 Plätze. "
    "Pro Person und Konzert dürfen höchstens 6 Karten gekauft werden."
)
BEES = (
    "Der Imkerkurs auf dem Lindenhof beginnt am 5. April 2025, läuft an fünf Samstagen und kostet 160 €. "
    "Er wird von Imker Georg Wagner geleitet, unterstützt von seiner Tochter Miriam. "
    "Alle Teilnehmenden bekommen einen Schleier und Handschuhe, lange Kleidung müssen sie aber selbst mitbringen. "
    "Die Gruppe ist auf 12 Personen begrenzt. "
    "Wer gegen Bienenstiche allergisch ist, darf an den Einheiten am Bienenstock nicht teilnehmen."
)
PHONE = (
    "Der Handydoktor in der Bahnhofstraße repariert Mobiltelefone. "
    "Ein Displaytausch dauert etwa 45 Minuten und kostet je nach Modell ab 99 €. "
    "Ein neuer Akku kostet 59 € und hat 6 Monate Garantie. "
    "Der Laden ist täglich außer montags von 10 bis 19 Uhr geöffnet. "
    "Handys mit Wasserschaden werden angenommen, eine erfolgreiche Reparatur kann aber nicht garantiert werden."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-cq-001", "para.reorder", "Was kostet eine Tageskarte in der Therme?", "29 € kostet die Tageskarte in der Rosenthal-Therme.", SPA, True),
    w.faith("de-cq-002", "para.passive", "Wer hat die Werkstatt Holzliebe gegründet?", "Die Möbelwerkstatt Holzliebe wurde 2009 von Schreinermeister Lukas Baumann gegründet.", WORKSHOP, True),
    w.faith("de-cq-003", "para.synonym", "Wie viele Kinder gehen in den Kindergarten Sonnenblume?", "Der Kindergarten kümmert sich um 75 Kinder.", KINDERGARTEN, True),
    w.faith("de-cq-004", "para.nominal", "Bekomme ich mein Geld zurück, wenn ich nicht zum Konzert kann?", "Eine Rückgabe der Karten mit voller Erstattung ist bis 48 Stunden vor Konzertbeginn möglich.", BOX_OFFICE, True),
    w.faith("de-cq-005", "para.capital", "Wo findet der Markt „Zweite Runde“ statt?", "Der Markt findet in Österreichs Hauptstadt Wien statt.", MARKET, True),
    w.faith("de-cq-006", "para.pronoun", "Welche Gruppen leitet Anna Vogt?", "Sie leitet die Gruppen unter der Woche.", DIVING, True),
    w.faith("de-cq-007", "para.relative", "Wer leitet den Imkerkurs?", "Den Kurs leitet Georg Wagner, ein Imker, der von seiner Tochter Miriam unterstützt wird.", BEES, True),
    w.faith("de-cq-008", "para.part", "Wie lange dauert die Fahrt auf den Gipfel?", "Von der Talstation bis zum Gipfel braucht die Seilbahn 9 Minuten.", CABLE_CAR, True),
    w.faith("de-cq-009", "para.combine", "Wie schnell geht ein Displaytausch?", "Der Handydoktor in der Bahnhofstraße tauscht ein Display in etwa 45 Minuten.", PHONE, True),
    w.faith("de-cq-010", "fmt.number", "Wie sind die Kinder im Kindergarten Sonnenblume aufgeteilt?", "Es gibt 3 Gruppen mit je fünfundzwanzig Kindern.", KINDERGARTEN, True),
    w.faith("de-cq-011", "fmt.thousands", "Was kostet ein Eichentisch bei Holzliebe?", "Ein Esstisch aus massiver Eiche kostet 2400 €.", WORKSHOP, True),
    w.faith("de-cq-012", "fmt.scale", "Wie viele Höhenmeter schafft die Kranzberg-Seilbahn?", "Sie überwindet von der Talstation bis zum Gipfel einen Höhenunterschied von 1,1 Kilometern.", CABLE_CAR, True),
    w.faith("de-cq-013", "fmt.date", "Wann beginnt der Imkerkurs?", "Der Kurs beginnt am 05.04.2025.", BEES, True),
    w.faith("de-cq-014", "fmt.time", "Bis wann hat die Therme offen?", "Die Therme schließt um 10 Uhr abends.", SPA, True),
    w.faith("de-cq-015", "fmt.unit", "Bis zu welcher Entfernung liefert Holzliebe kostenlos?", "Die Lieferung ist innerhalb von 40 km kostenlos.", WORKSHOP, True),
    w.faith("de-cq-016", "fmt.abbrev", "Wie weit ist die Therme vom Bahnhof entfernt?", "Vom Hauptbahnhof sind es fünf Gehminuten.", SPA, True),
    w.faith("de-cq-017", "fmt.currency", "Was kostet das Mittagessen im Kindergarten?", "Das Mittagessen kostet 3 Euro 80 pro Tag.", KINDERGARTEN, True),
    w.faith("de-cq-018", "fmt.range", "Wie viele Karten darf ich für ein Konzert kaufen?", "Sie können bis zu sechs Karten pro Konzert kaufen.", BOX_OFFICE, True),
    w.faith("de-cq-019", "fmt.period", "Wie lange dauert eine Gleitsichtbrille bei Optik Brandt?", "Eine Gleitsichtbrille braucht bis zu 14 Tage.", OPTICIAN, True),
    w.faith("de-cq-020", "fmt.share", "Was zahlen Kinder für die Seilbahn?", "Kinder von 6 bis 15 Jahren zahlen 50 % des Erwachsenenpreises.", CABLE_CAR, True),
    w.faith("de-cq-021", "para.except", "Hat der Handydoktor montags offen?", "Nein, montags ist der Laden geschlossen.", PHONE, True),
    w.faith("de-cq-022", "wrap.opener", "Ab welchem Alter kann man den Open-Water-Kurs machen?", "Gute Frage! Teilnehmer müssen mindestens 12 Jahre alt sein.", DIVING, True),
    w.faith("de-cq-023", "wrap.closer", "Was kostet ein Sehtest bei Optik Brandt?", "Ein Sehtest kostet 15 € und dauert 20 Minuten. Ich hoffe, das hilft Ihnen weiter!", OPTICIAN, True),
    w.faith("de-cq-024", "wrap.attribution", "Muss man auf dem Markt Eintritt zahlen?", "Laut den Angaben des Marktes kostet der Eintritt 4 €; Kinder unter 12 Jahren zahlen nichts.", MARKET, True),
    w.faith("de-cq-025", "wrap.hedge", "Kann man in der Therme einen Bademantel leihen?", "Soweit ich sehe, ja: Bademäntel gibt es für 6 € zum Ausleihen.", SPA, True),
    w.faith("de-cq-026", "wrap.question", "Wie groß ist die Gruppe im Imkerkurs?", "Die Gruppe ist auf 12 Personen begrenzt. Soll ich Ihnen auch die Kursgebühr nennen?", BEES, True),
    w.faith("de-cq-027", "value.number", "Wie viele Becken hat die Rosenthal-Therme?", "Sie hat drei Innenbecken und vier Außenbecken.", SPA, False),
    w.faith("de-cq-028", "value.date", "Seit wann gibt es den Markt „Zweite Runde“?", "Die Designerin Lena Huber hat den Markt 2015 gegründet.", MARKET, False),
    w.faith("de-cq-029", "value.time", "Wann fährt die Seilbahn?", "Die Kabinen fahren von 8:30 bis 19:30 Uhr alle 15 Minuten.", CABLE_CAR, False),
    w.faith("de-cq-030", "value.unit", "Wie tief geht es bei den Freiwassertauchgängen?", "Getaucht wird bis maximal 18 Fuß Tiefe.", DIVING, False),
    w.faith("de-cq-031", "value.currency", "Was kostet der Imkerkurs?", "Der Kurs kostet 190 € und läuft an fünf Samstagen.", BEES, False),
    w.faith("de-cq-032", "role.swap", "Wer leitet den Kindergarten Sonnenblume?", "Der Leiter Klaus Meier kam 2018 und löste die Gründerin Sabine Roth ab.", KINDERGARTEN, False),
    w.faith("de-cq-033", "negation", "Bekommt man im Imkerkurs Schutzkleidung?", "Schleier und Handschuhe bekommen die Teilnehmenden nicht gestellt.", BEES, False),
    w.faith("de-cq-034", "antonym", "Ist die Ausrüstung im Kurspreis dabei?", "Nein, die Leihausrüstung wird zusätzlich zum Kurspreis berechnet.", DIVING, False),
    w.faith("de-cq-035", "modality", "Was muss ich zum Sehtest mitbringen?", "Sie müssen Ihre aktuelle Brille und ein altes Brillenrezept mitbringen.", OPTICIAN, False),
    w.faith("de-cq-036", "quantifier", "Woher stammt das Holz der Werkstatt Holzliebe?", "Nur ein Teil des Holzes stammt aus zertifizierten Wäldern.", WORKSHOP, False),
    w.faith("de-cq-037", "value.except", "Kann ich am Montag zum Handydoktor kommen?", "Ja, der Handydoktor hat auch montags von 10 bis 19 Uhr geöffnet.", PHONE, False),
    w.faith("de-cq-038", "direction", "Müssen Kinder auf dem Markt Eintritt zahlen?", "Freien Eintritt haben Kinder über 12 Jahren.", MARKET, False),
    w.faith("de-cq-039", "added.fact", "Wie viele Leute passen in eine Kabine?", "Jede Kabine fasst höchstens 30 Personen und ist im Winter beheizt.", CABLE_CAR, False),
    w.faith("de-cq-040", "added.entity", "Gibt es eine Ermäßigung für Studierende?", "Ja, Studierende erhalten mit gültigem Ausweis 20 % Ermäßigung, auch beim Vorverkauf über Eventim.", BOX_OFFICE, False),
    w.faith("de-cq-041", "mixed", "Was kostet ein neuer Akku beim Handydoktor?", "Ein neuer Akku kostet 59 €, und der Einbau ist in 10 Minuten erledigt.", PHONE, False),
]
REFUSAL = [
    w.refusal("de-cq-042", "refusal.plain", "Gibt es in der Therme ein Restaurant?", "Tut mir leid, dazu habe ich keine Informationen.", SPA, True),
    w.refusal("de-cq-043", "refusal.context", "Bietet die Tauchschule auch Nachttauchgänge an?", "Aus den vorliegenden Dokumenten geht nicht hervor, ob Nachttauchgänge angeboten werden.", DIVING, True),
    w.refusal("de-cq-044", "refusal.short", "Darf man nach dem Kurs Honig mit nach Hause nehmen?", "Keine Ahnung.", BEES, True),
    w.refusal("de-cq-045", "refusal.long", "Repariert der Handydoktor auch Tablets?", "Vielen Dank für Ihre Frage. Leider beschreiben meine Unterlagen nur die Handyreparaturen des Handydoktors, etwa den Display- und den Akkutausch; zu Tablets steht darin nichts. Am besten rufen Sie direkt im Laden an oder schauen in der Bahnhofstraße vorbei. Es tut mir leid, dass ich nicht weiterhelfen kann.", PHONE, True),
    w.refusal("de-cq-046", "refusal.hedged", "Was kostet die Berg- und Talfahrt für Erwachsene?", "Ich bin mir nicht ganz sicher, aber ich glaube, sie kostet 36 €.", CABLE_CAR, False),
    w.refusal("de-cq-047", "refusal.partial", "Was kosten ein Sehtest und eine Kontaktlinsenanpassung?", "Ein Sehtest kostet 15 €. Zum Preis einer Kontaktlinsenanpassung finde ich in den Unterlagen nichts.", OPTICIAN, False),
]
CORRECTNESS = [
    w.correct("de-cq-048", "correct.wordy", "Wer leitet den Kindergarten Sonnenblume?", "Geleitet wird der Kindergarten Sonnenblume von Sabine Roth, die 2018 kam und den Gründer ablöste.", "Sabine Roth.", True),
    w.correct("de-cq-049", "correct.short", "Wie lange braucht Holzliebe für einen Esstisch aus massiver Eiche?", "Etwa sechs Wochen.", "Ein Esstisch aus massiver Eiche braucht in der Werkstatt Holzliebe etwa sechs Wochen.", True),
    w.correct("de-cq-050", "correct.format", "Bis wann hat die Konzertkasse geöffnet?", "Bis 7 Uhr abends.", "Bis 19 Uhr.", True),
    w.correct("de-cq-051", "wrong.value", "Was kostet der Open-Water-Kurs am Bodensee?", "240 €.", "420 €.", False),
    w.correct("de-cq-052", "wrong.echo", "Was kostet ein Stand für Standbetreiber?", "Ein Stand kostet für Standbetreiber so viel, wie ein Stand für Standbetreiber eben kostet.", "30 €.", False),
    w.correct("de-cq-053", "wrong.role", "Wer leitet den Imkerkurs auf dem Lindenhof?", "Miriam, die Tochter von Georg Wagner.", "Georg Wagner.", False),
]
RELEVANCY = [
    w.relevant("de-cq-054", "relevant.direct", "Wann steht die Seilbahn still?", "Wenn der Wind mit mehr als 60 km/h weht.", CABLE_CAR, True),
    w.relevant("de-cq-055", "relevant.yesno", "Kann ich meine Konzertkarten zurückgeben?", "Ja, bis 48 Stunden vor Konzertbeginn, mit voller Erstattung.", BOX_OFFICE, True),
    w.relevant("de-cq-056", "offtopic.true", "Was kostet eine Dreistundenkarte?", "Die Therme schließt um 22 Uhr.", SPA, False),
    w.relevant("de-cq-057", "offtopic.other", "Wie lange dauert ein Sehtest?", "Ein Sehtest kostet 15 €.", OPTICIAN, False),
]
DIAGNOSIS = [
    w.diag("de-cq-058", "diag.pass", "Was kostet ein neuer Akku beim Handydoktor?", "59 €, mit 6 Monaten Garantie.", {"phone": PHONE, "market": MARKET}, ("phone",), "pass"),
    w.diag("de-cq-059", "diag.offtopic", "Wann öffnet der Kindergarten morgens?", "Das Mittagessen wird vor Ort gekocht.", {"kindergarten": KINDERGARTEN}, ("kindergarten",), "fix_generation"),
    w.diag("de-cq-060", "diag.unfaithful", "Bis wohin liefert Holzliebe kostenlos?", "Bis 100 Kilometer ist die Lieferung gratis.", {"workshop": WORKSHOP, "optician": OPTICIAN}, ("workshop",), "fix_generation"),
    w.diag("de-cq-061", "diag.refused", "Darf jemand mit einer Bienenstichallergie an den Einheiten am Bienenstock teilnehmen?", "Das kann ich leider nicht beantworten.", {"bees": BEES}, ("bees",), "fix_generation"),
    w.diag("de-cq-062", "diag.missed", "Was muss man vor dem ersten Tauchgang schwimmen?", "Dazu habe ich leider nichts gefunden.", {"cable_car": CABLE_CAR, "spa": SPA}, ("diving",), "fix_retrieval"),
    w.diag("de-cq-063", "diag.correct_refusal", "Gibt es beim Vintage-Markt Parkplätze?", "Zu Parkplätzen steht in den Unterlagen leider nichts.", {"market": MARKET}, (), "correct_refusal"),
    w.diag("de-cq-064", "diag.should_refuse", "Gibt es in der Stadthalle Bergheim eine Garderobe?", "Ja, im Erdgeschoss gibt es eine kostenlose Garderobe.", {"box_office": BOX_OFFICE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
