"""German cases of set t32: Gastroenterologie und Geriatrie am Klinikum Weserbogen, die
Kanzlei Reuter & Vogt, die Fußballschule Nordlicht, das Restaurant „Zum Anker“, der
Mailand-Austausch des Lessing-Gymnasiums und das Reisebüro Fernweh."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

GASTRO = (
    "Am Klinikum Weserbogen leitet Prof. Dr. Sabine Kröger die Gastroenterologie. "
    "Sie kam 2007 an das Klinikum und übernahm die Abteilung 2017 von Dr. Heinz Albers, der in den Ruhestand ging. "
    "Die gastroenterologische Sprechstunde findet montags und donnerstags von 7:30 bis 12:00 Uhr statt."
)
GERIATRIE = (
    "Die Geriatrie-Station des Klinikums hat 36 Betten. "
    "Besuche sind täglich von 14 bis 19 Uhr möglich, außer mittwochs: Da enden sie um 17 Uhr. "
    "Angehörige von Patienten mit Demenz dürfen auf Wunsch über Nacht bleiben. "
    "Stationsleiter ist der Pfleger Jonas Petersen."
)
KANZLEI = (
    "Die Kanzlei Reuter & Vogt wurde 1999 von Claudia Reuter und Martin Vogt gegründet. "
    "2014 eröffnete sie einen Standort in Dresden, den Partnerin Leyla Aydın leitet. "
    "Ein Erstgespräch kostet 150 Euro und dauert 40 Minuten."
)
PARTNER = (
    "Von den zehn Partnern der Kanzlei sind drei auf Mietrecht spezialisiert. "
    "Partner Felix Brandt leitet den Pro-bono-Ausschuss, der höchstens 25 Fälle pro Jahr übernimmt. "
    "Neue Mandanten müssen vor dem ersten Termin eine Vollmacht unterschreiben."
)
FUSSBALL = (
    "Die Fußballschule Nordlicht wurde 2005 vom ehemaligen Stürmer Kai Hansen gegründet. "
    "Seit 2021 trainiert Ole Martens die U17; vorher war er Hansens Co-Trainer. "
    "Die U17 trainiert dienstags, donnerstags und samstags um 18:15 Uhr."
)
BEITRAG = (
    "Der Jahresbeitrag der Fußballschule beträgt 1.500 Euro und kann in drei Raten gezahlt werden. "
    "Geschwister erhalten 30 % Rabatt. "
    "Vor der Aufnahme müssen alle Spieler ein Probetraining absolvieren; es ist kostenlos."
)
RESTAURANT = (
    "Das Restaurant „Zum Anker“ gibt es seit 2009; Inhaberin ist Petra Lorenz. "
    "Küchenchef Mehmet Yılmaz kam 2016 dazu, nachdem er fünf Jahre in einem Hamburger Hotelrestaurant gekocht hatte. "
    "2019 verkaufte Lorenz 25 % des Restaurants an den Investor Jan Oberle."
)
OEFFNUNG = (
    "Der Anker hat mittwochs bis sonntags von 17 bis 23 Uhr geöffnet; montags und dienstags ist Ruhetag. "
    "Das Sechs-Gänge-Menü kostet 89 Euro pro Person und muss mindestens drei Tage vorher bestellt werden. "
    "Für Gruppen ab zehn Personen wird eine Anzahlung von 200 Euro fällig."
)
AUSTAUSCH = (
    "Das Lessing-Gymnasium in Kassel pflegt einen Austausch mit dem Liceo Manzoni in Mailand. "
    "Ins Leben gerufen hat ihn 2006 die Italienischlehrerin Ursula Kemper; heute betreut ihn Tobias Engel. "
    "Jedes Jahr im April fahren 22 Schülerinnen und Schüler der 10. Klasse für zwei Wochen nach Mailand und wohnen in Gastfamilien."
)
REISEBUERO = (
    "Das Reisebüro Fernweh in Freiburg beschäftigt fünf Reiseleiter. "
    "Die Norwegen-Reisen leitet Ingrid Halvorsen, die seit 2013 für das Büro arbeitet. "
    "Die neuntägige Norwegen-Rundreise kostet 2.190 Euro pro Person, inklusive Fähre und Hotels, aber ohne Verpflegung. "
    "Bis 28 Tage vor Abreise kann kostenlos storniert werden."
)

# fmt: off
FAITHFULNESS = [
    # faithful: every claim supported, said in other words
    w.faith("de-t32-001", "para.combine", "Wer leitet die Gastroenterologie, und seit wann?", "Prof. Dr. Sabine Kröger, die seit 2007 am Klinikum arbeitet, steht seit 2017 an der Spitze der Gastroenterologie.", GASTRO, True),
    w.faith("de-t32-002", "para.relative", "Wessen Nachfolgerin ist Prof. Kröger?", "Dr. Heinz Albers, dessen Abteilung Prof. Kröger 2017 übernahm, ist in den Ruhestand gegangen.", GASTRO, True),
    w.faith("de-t32-003", "fmt.time", "Wann ist die gastroenterologische Sprechstunde?", "Montags und donnerstags, von halb acht bis zwölf Uhr mittags.", GASTRO, True),
    w.faith("de-t32-004", "para.except", "Wann kann ich auf der Geriatrie zu Besuch kommen?", "Besuchszeit ist jeden Tag ab 14 Uhr; nur mittwochs endet sie schon um 17 statt um 19 Uhr.", GERIATRIE, True),
    w.faith("de-t32-005", "para.pronoun", "Wer leitet die Geriatrie-Station, und wie groß ist sie?", "Die Geriatrie-Station wird von Pfleger Jonas Petersen geleitet. Sie verfügt über 36 Betten.", GERIATRIE, True),
    w.faith("de-t32-006", "para.synonym", "Dürfen Angehörige übernachten?", "Ja, bei Patienten mit Demenz können die Angehörigen auf Wunsch die Nacht über dableiben.", GERIATRIE, True),
    w.faith("de-t32-007", "para.relative", "Seit wann hat die Kanzlei einen Standort in Dresden?", "Die Kanzlei, die Claudia Reuter und Martin Vogt 1999 gegründet haben, eröffnete 2014 einen Standort in Dresden.", KANZLEI, True),
    w.faith("de-t32-008", "para.pronoun", "Wer leitet das Dresdner Büro?", "Der Dresdner Standort wurde 2014 eröffnet. Geleitet wird er von Partnerin Leyla Aydın.", KANZLEI, True),
    w.faith("de-t32-009", "fmt.currency", "Was kostet ein Erstgespräch?", "Für das Erstgespräch zahlen Sie 150 €, es dauert 40 Minuten.", KANZLEI, True),
    w.faith("de-t32-010", "para.relative", "Wie viele Pro-bono-Fälle nimmt die Kanzlei an?", "Der Ausschuss, dem Partner Felix Brandt vorsteht, nimmt pro Jahr nicht mehr als 25 Pro-bono-Fälle an.", PARTNER, True),
    w.faith("de-t32-011", "para.synonym", "Was müssen neue Mandanten vorab erledigen?", "Vor dem ersten Termin ist eine Vollmacht zu unterzeichnen; das gilt für alle neuen Mandanten.", PARTNER, True),
    w.faith("de-t32-012", "para.combine", "Wer trainiert die U17?", "Ole Martens, früher Co-Trainer von Gründer Kai Hansen, ist seit 2021 Trainer der U17.", FUSSBALL, True),
    w.faith("de-t32-013", "para.pronoun", "Wer hat die Fußballschule gegründet?", "Gegründet wurde die Fußballschule Nordlicht 2005 von Kai Hansen. Er hat früher als Stürmer gespielt.", FUSSBALL, True),
    w.faith("de-t32-014", "fmt.time", "Wann trainiert die U17?", "Dienstags, donnerstags und samstags um Viertel nach sechs am Abend.", FUSSBALL, True),
    w.faith("de-t32-015", "fmt.share", "Gibt es einen Geschwisterrabatt?", "Ja, Geschwister bekommen 30 Prozent Nachlass.", BEITRAG, True),
    w.faith("de-t32-016", "fmt.thousands", "Wie hoch ist der Jahresbeitrag?", "Der Jahresbeitrag liegt bei 1500 Euro, zahlbar in drei Raten.", BEITRAG, True),
    w.faith("de-t32-017", "para.combine", "Wem gehört der Anker, und wer kocht dort?", "Der „Anker“ gehört Petra Lorenz; Küchenchef ist Mehmet Yılmaz, der 2016 dazukam.", RESTAURANT, True),
    w.faith("de-t32-018", "para.relative", "Wer ist Jan Oberle?", "Jan Oberle ist der Investor, dem Petra Lorenz 2019 ein Viertel des Restaurants verkauft hat.", RESTAURANT, True),
    w.faith("de-t32-019", "para.except", "Hat der Anker dienstags geöffnet?", "Nein. Außer montags und dienstags hat der Anker jeden Tag von 17 bis 23 Uhr geöffnet.", OEFFNUNG, True),
    w.faith("de-t32-020", "wrap.attribution", "Wie früh muss man das Menü bestellen?", "Laut Restaurant muss das Sechs-Gänge-Menü für 89 Euro spätestens 72 Stunden im Voraus bestellt werden.", OEFFNUNG, True),
    w.faith("de-t32-021", "para.combine", "Wer ist für den Mailand-Austausch zuständig?", "Ursula Kemper hat den Austausch 2006 gestartet; inzwischen kümmert sich Tobias Engel darum.", AUSTAUSCH, True),
    w.faith("de-t32-022", "para.pronoun", "Wie lange bleiben die Schüler in Mailand?", "Jedes Jahr im April reisen 22 Zehntklässlerinnen und Zehntklässler nach Mailand. Dort bleiben sie zwei Wochen und wohnen bei Gastfamilien.", AUSTAUSCH, True),
    w.faith("de-t32-023", "wrap.hedge", "Ist das Essen bei der Norwegen-Reise dabei?", "Soweit ich das sehe, ist die Verpflegung nicht im Preis enthalten, Fähre und Hotels dagegen schon.", REISEBUERO, True),
    w.faith("de-t32-024", "wrap.opener", "Wer leitet die Norwegen-Reisen?", "Gute Frage! Die Norwegen-Reisen leitet Ingrid Halvorsen, die seit 2013 bei Fernweh ist.", REISEBUERO, True),
    # unfaithful: one clear error
    w.faith("de-t32-025", "added.fact", "Wann ist die Sprechstunde?", "Die Sprechstunde ist montags und donnerstags von 7:30 bis 12 Uhr; eine Überweisung braucht man dafür nicht.", GASTRO, False),
    w.faith("de-t32-026", "role.swap", "Wer hat 2017 die Gastroenterologie übernommen?", "2017 übernahm Dr. Heinz Albers die Abteilung von Prof. Kröger, die in den Ruhestand ging.", GASTRO, False),
    w.faith("de-t32-027", "value.except", "Wann sind Besuche auf der Geriatrie möglich?", "Täglich von 14 bis 19 Uhr, nur freitags ist schon um 17 Uhr Schluss.", GERIATRIE, False),
    w.faith("de-t32-028", "added.fact", "Können Angehörige über Nacht bleiben?", "Angehörige von Demenzpatienten dürfen über Nacht bleiben, und die Station stellt ihnen ein Klappbett.", GERIATRIE, False),
    w.faith("de-t32-029", "quantifier", "Wer darf über Nacht bleiben?", "Alle Angehörigen von Patienten der Station dürfen über Nacht bleiben.", GERIATRIE, False),
    w.faith("de-t32-030", "added.fact", "Wann wurde die Kanzlei gegründet?", "Claudia Reuter und Martin Vogt gründeten die Kanzlei 1999 in Leipzig.", KANZLEI, False),
    w.faith("de-t32-031", "value.currency", "Was kostet ein Erstgespräch?", "Ein Erstgespräch kostet 150 Franken und dauert 40 Minuten.", KANZLEI, False),
    w.faith("de-t32-032", "added.fact", "Was ist im Preis der Norwegen-Rundreise enthalten?", "Die Rundreise kostet 2.190 Euro pro Person, inklusive Fähre, Hotels und Reiseversicherung.", REISEBUERO, False),
    w.faith("de-t32-033", "modality", "Brauchen neue Mandanten eine Vollmacht?", "Neue Mandanten können vor dem ersten Termin eine Vollmacht unterschreiben, wenn sie möchten.", PARTNER, False),
    w.faith("de-t32-034", "direction", "Wie viele Pro-bono-Fälle übernimmt der Ausschuss?", "Der Pro-bono-Ausschuss übernimmt mindestens 25 Fälle im Jahr.", PARTNER, False),
    w.faith("de-t32-035", "role.swap", "Wer trainiert die U17?", "Kai Hansen trainiert seit 2021 die U17; vorher war er Co-Trainer von Ole Martens.", FUSSBALL, False),
    w.faith("de-t32-036", "value.time", "Um wie viel Uhr trainiert die U17?", "Die U17 trainiert dienstags, donnerstags und samstags um 19:15 Uhr.", FUSSBALL, False),
    w.faith("de-t32-037", "added.fact", "Wie wird der Jahresbeitrag bezahlt?", "Die 1.500 Euro können in drei Raten gezahlt werden; die erste ist im August fällig.", BEITRAG, False),
    w.faith("de-t32-038", "negation", "Muss man vor der Aufnahme ein Probetraining machen?", "Nein, vor der Aufnahme müssen Spieler kein Probetraining absolvieren.", BEITRAG, False),
    w.faith("de-t32-039", "added.fact", "Was hat der Küchenchef vorher gemacht?", "Mehmet Yılmaz kam 2016, nachdem er fünf Jahre als Sous-Chef in einem Hamburger Hotelrestaurant gearbeitet hatte.", RESTAURANT, False),
    w.faith("de-t32-040", "value.number", "Welchen Anteil hat Jan Oberle gekauft?", "2019 verkaufte Petra Lorenz 35 % des Restaurants an Jan Oberle.", RESTAURANT, False),
    w.faith("de-t32-041", "added.fact", "Was kostet das Sechs-Gänge-Menü?", "Das Menü kostet 89 Euro pro Person inklusive Weinbegleitung und muss drei Tage vorher bestellt werden.", OEFFNUNG, False),
    w.faith("de-t32-042", "antonym", "Was kostet das Probetraining?", "Vor der Aufnahme steht für alle ein Probetraining an, das kostenpflichtig ist.", BEITRAG, False),
    w.faith("de-t32-043", "value.date", "Seit wann gibt es den Austausch mit Mailand?", "Ursula Kemper hat den Austausch 2004 ins Leben gerufen.", AUSTAUSCH, False),
    w.faith("de-t32-044", "added.entity", "Wer leitet die Norwegen-Reisen?", "Die Norwegen-Reisen leitet Ingrid Halvorsen gemeinsam mit ihrem Kollegen Bjørn Aas.", REISEBUERO, False),
]

CORRECTNESS = [
    w.correct("de-t32-045", "correct.wordy", "Wer leitet die Gastroenterologie am Klinikum Weserbogen?", "Die Leitung der Gastroenterologie am Klinikum Weserbogen liegt in den Händen von Prof. Dr. Sabine Kröger.", "Prof. Dr. Sabine Kröger.", True),
    w.correct("de-t32-046", "correct.format", "Was kostet die Norwegen-Rundreise?", "2190 € je Teilnehmer.", "2.190 Euro pro Person.", True),
    w.correct("de-t32-047", "correct.wordy", "Wann wurde die Fußballschule Nordlicht gegründet?", "Die Fußballschule Nordlicht besteht seit ihrer Gründung im Jahr 2005.", "2005.", True),
    w.correct("de-t32-048", "correct.format", "Um wie viel Uhr trainiert die U17?", "Um Viertel nach sechs abends.", "18:15 Uhr.", True),
    w.correct("de-t32-049", "wrong.value", "Wie viele Betten hat die Geriatrie-Station?", "Die Station hat 63 Betten.", "36 Betten.", False),
    w.correct("de-t32-050", "wrong.role", "Wer hat den Mailand-Austausch ins Leben gerufen?", "Tobias Engel, der ihn heute betreut.", "Ursula Kemper.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
