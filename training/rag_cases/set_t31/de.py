"""German cases of set t31: Abos und Geschichte des Weserboten, Grundkurs und Gründerin der
Segelschule Möwenort, der Hofladen Lindenhof, die Kursplattform Lernwerk, Lesesaal und
Plakatsammlung des Stadtarchivs Rheinfeld, Schnupperkurse und Leitung der Glashütte Funkenflug."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

ABO = (
    "Das Digitalabo des Weserboten kostet 12,90 € im Monat, das Kombi-Abo aus gedruckter Zeitung und Digitalzugang 39,90 € im Monat. "
    "Die gedruckte Ausgabe wird von Montag bis Samstag bis 6:30 Uhr zugestellt; sonntags erscheint keine Ausgabe. "
    "Das Abo kann jederzeit schriftlich gekündigt werden, die Kündigung wird zum Ende des folgenden Monats wirksam. "
    "Auszubildende und Studierende erhalten 50 % Rabatt auf das Digitalabo."
)
ZEITUNG = (
    "Der Weserbote wurde 1951 von dem Drucker Heinrich Albers gegründet. "
    "2008 übernahm die Nordlicht Mediengruppe die Zeitung und verlegte die Redaktion in die Hafenstraße. "
    "Chefredakteurin ist seit Oktober 2020 Miriam Kestner."
)
KURS = (
    "Der Grundkurs der Segelschule Möwenort umfasst acht Termine, jeweils donnerstags von 17 bis 20 Uhr. "
    "Er kostet 490 € einschließlich Jolle und Rettungsweste. "
    "Teilnehmen kann, wer mindestens 14 Jahre alt ist und 200 Meter schwimmen kann. "
    "Bei Windstärke 6 oder mehr fällt der Termin aus und wird nachgeholt."
)
SCHULE = (
    "Die Segelschule Möwenort wurde 1994 von der ehemaligen Regattaseglerin Ute Brandt gegründet. "
    "2017 übernahm ihr früherer Schüler Jonas Hartwig die Leitung der Ausbildung. "
    "Die Flotte besteht aus zehn Jollen und zwei Kielbooten, die alle am Weststeg liegen."
)
HOF = (
    "Der Hofladen Lindenhof hat täglich außer sonntags von 8 bis 18 Uhr geöffnet. "
    "Die Kartoffeln stammen vom eigenen Acker, das Brot liefert die Bäckerei Voss aus dem Nachbardorf. "
    "Telefonische Bestellungen ab 25 € können am selben Tag ab 15 Uhr abgeholt werden."
)
LERN = (
    "Auf Lernwerk ist jeder Kurs nach dem Kauf 18 Monate lang freigeschaltet. "
    "Wer alle Lektionen abschließt und den Abschlusstest mit mindestens 75 % besteht, erhält ein Zertifikat als PDF. "
    "Eine Erstattung ist innerhalb von 30 Tagen nach dem Kauf möglich, sofern höchstens ein Drittel des Kurses angesehen wurde. "
    "Den Kurs „Buchhaltung kompakt“ hat Dr. Felix Ortmann konzipiert, gesprochen wird er von Carla Beck."
)
LESESAAL = (
    "Der Lesesaal des Stadtarchivs Rheinfeld ist montags bis donnerstags von 9 bis 16 Uhr geöffnet, freitags nur bis 12 Uhr. "
    "Ein Arbeitsplatz muss mindestens eine Woche im Voraus reserviert werden. "
    "Originale dürfen nur mit Bleistift und ohne Taschen am Platz benutzt werden; Fotografieren ohne Blitz ist erlaubt."
)
PLAKATE = (
    "Die Plakatsammlung des Archivs schenkte 1979 der Grafiker Otto Wendel. "
    "Zwischen 2018 und 2021 wurde sie von einem Team unter der Leitung der Archivarin Sabine Krull digitalisiert. "
    "Sie umfasst rund 4.600 Plakate, das älteste stammt aus dem Jahr 1896."
)
SCHNUPPER = (
    "In der Glashütte Funkenflug dauert ein Schnupperkurs drei Stunden und kostet 120 € pro Person. "
    "Kurse finden mittwochs um 18 Uhr und samstags um 10 Uhr statt. "
    "Jede Teilnehmerin und jeder Teilnehmer bläst eine Glaskugel, die über Nacht abkühlen muss und ab dem übernächsten Tag abgeholt werden kann. "
    "Pro Kurs sind höchstens fünf Personen zugelassen."
)
HUETTE = (
    "Die Glashütte Funkenflug eröffnete der Glasbläser Bernd Kaltenbach 2009 in einer alten Schmiede. "
    "2019 übergab er die Geschäftsführung an seine Nichte Lea Kaltenbach, die außerdem die Wochenendkurse leitet."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # treu: jede Aussage ist belegt, nur anders formuliert
    w.faith("de-t31-001", "para.relative", "Was geschah 2008 mit dem Weserboten?", "Der Weserbote, den der Drucker Heinrich Albers 1951 gegründet hatte, ging 2008 an die Nordlicht Mediengruppe.", ZEITUNG, True),
    w.faith("de-t31-002", "para.combine", "Wer hat die Redaktion in die Hafenstraße verlegt?", "Das war die Nordlicht Mediengruppe, die die Zeitung 2008 übernommen und dabei die Redaktion in die Hafenstraße verlegt hat.", ZEITUNG, True),
    w.faith("de-t31-003", "para.pronoun", "Wer leitet die Redaktion des Weserboten?", "Chefredakteurin ist Miriam Kestner. Sie hat das Amt seit Oktober 2020 inne.", ZEITUNG, True),
    w.faith("de-t31-004", "para.except", "Gibt es eine Sonntagsausgabe?", "Nein, gedruckt erscheint der Weserbote nur montags bis samstags.", ABO, True),
    w.faith("de-t31-005", "fmt.share", "Gibt es einen Rabatt für Studierende?", "Ja, Azubis und Studierende zahlen für das Digitalabo nur die Hälfte.", ABO, True),
    w.faith("de-t31-006", "para.combine", "Was ist im Preis des Grundkurses enthalten?", "Der Grundkurs für 490 € hat acht Donnerstagstermine, und Jolle sowie Rettungsweste sind im Preis schon drin.", KURS, True),
    w.faith("de-t31-007", "fmt.time", "Wann finden die Termine statt?", "Jeweils donnerstags von 17:00 bis 20:00 Uhr.", KURS, True),
    w.faith("de-t31-008", "para.nominal", "Wer darf am Grundkurs teilnehmen?", "Voraussetzung sind ein Mindestalter von 14 Jahren und die Fähigkeit, 200 Meter zu schwimmen.", KURS, True),
    w.faith("de-t31-009", "para.pronoun", "Wer hat die Segelschule gegründet?", "Gegründet hat sie 1994 Ute Brandt, die früher Regatten gesegelt ist. Ihr ehemaliger Schüler Jonas Hartwig übernahm 2017 die Ausbildungsleitung.", SCHULE, True),
    w.faith("de-t31-010", "para.relative", "Wo liegen die Boote der Segelschule?", "Die Flotte, zu der zehn Jollen und zwei Kielboote gehören, liegt komplett am Weststeg.", SCHULE, True),
    w.faith("de-t31-011", "fmt.number", "Wie viele Boote hat die Schule?", "Insgesamt zwölf: 10 Jollen und 2 Kielboote.", SCHULE, True),
    w.faith("de-t31-012", "para.except", "Hat der Hofladen am Sonntag offen?", "Nein, sonntags ist zu. An allen anderen Tagen hat der Laden von 8 bis 18 Uhr auf.", HOF, True),
    w.faith("de-t31-013", "para.combine", "Woher kommen Kartoffeln und Brot?", "Die Kartoffeln wachsen auf dem hofeigenen Acker, das Brot bringt die Bäckerei Voss aus dem Nachbardorf.", HOF, True),
    w.faith("de-t31-014", "fmt.time", "Kann ich telefonisch bestellen?", "Ja: Wer telefonisch für mindestens 25 € bestellt, kann die Ware noch am selben Tag ab 3 Uhr nachmittags abholen.", HOF, True),
    w.faith("de-t31-015", "fmt.period", "Wie lange habe ich Zugriff auf einen Kurs?", "Nach dem Kauf haben Sie anderthalb Jahre lang Zugriff auf den Kurs.", LERN, True),
    w.faith("de-t31-016", "para.passive", "Wie bekomme ich ein Zertifikat?", "Ein PDF-Zertifikat wird ausgestellt, sobald alle Lektionen erledigt sind und der Abschlusstest mit 75 % oder mehr bestanden wurde.", LERN, True),
    w.faith("de-t31-017", "para.relative", "Wer spricht den Kurs „Buchhaltung kompakt“?", "Der von Dr. Felix Ortmann konzipierte Kurs „Buchhaltung kompakt“ wird von Carla Beck gesprochen.", LERN, True),
    w.faith("de-t31-018", "wrap.hedge", "Kann ich mein Geld zurückbekommen?", "Soweit ich sehe, ist eine Erstattung bis 30 Tage nach dem Kauf möglich, wenn Sie höchstens ein Drittel des Kurses angeschaut haben.", LERN, True),
    w.faith("de-t31-019", "wrap.attribution", "Wann ist der Lesesaal geöffnet?", "Laut Stadtarchiv ist der Lesesaal montags bis donnerstags von 9 bis 16 Uhr offen; freitags schließt er schon um 12 Uhr.", LESESAAL, True),
    w.faith("de-t31-020", "fmt.period", "Wie früh muss ich reservieren?", "Einen Arbeitsplatz müssen Sie spätestens sieben Tage vorher reservieren.", LESESAAL, True),
    w.faith("de-t31-021", "para.pronoun", "Woher stammt die Plakatsammlung?", "Der Grafiker Otto Wendel hat die Plakatsammlung 1979 dem Archiv geschenkt. Digitalisiert wurde sie zwischen 2018 und 2021 von einem Team um die Archivarin Sabine Krull.", PLAKATE, True),
    w.faith("de-t31-022", "fmt.thousands", "Wie groß ist die Plakatsammlung?", "Die Sammlung zählt etwa 4600 Plakate, das früheste von 1896.", PLAKATE, True),
    w.faith("de-t31-023", "para.relative", "Wer führt heute die Glashütte?", "Bernd Kaltenbach, der die Glashütte 2009 in einer alten Schmiede eröffnet hatte, übergab die Geschäftsführung 2019 an seine Nichte Lea.", HUETTE, True),
    w.faith("de-t31-024", "wrap.opener", "Was kostet ein Schnupperkurs?", "Gern! Der Schnupperkurs dauert drei Stunden und kostet 120 € pro Person.", SCHNUPPER, True),
    # untreu: genau eine Aussage ist falsch oder nicht belegt
    w.faith("de-t31-025", "added.fact", "Was kostet das Digitalabo?", "Das Digitalabo kostet 12,90 € monatlich und enthält das E-Paper schon ab 22 Uhr am Vorabend.", ABO, False),
    w.faith("de-t31-026", "added.fact", "Wie kündige ich mein Abo?", "Sie können jederzeit schriftlich kündigen; die Kündigung gilt zum Ende des Folgemonats, und Sie bekommen eine Eingangsbestätigung per Post.", ABO, False),
    w.faith("de-t31-027", "role.swap", "Wer hat den Weserboten gegründet?", "Die Nordlicht Mediengruppe gründete den Weserboten 1951, und 2008 übernahm Heinrich Albers die Zeitung.", ZEITUNG, False),
    w.faith("de-t31-028", "value.time", "Bis wann kommt die Zeitung?", "Die gedruckte Ausgabe liegt montags bis samstags bis 7:30 Uhr im Briefkasten.", ABO, False),
    w.faith("de-t31-029", "added.fact", "Was ist im Kurspreis enthalten?", "Im Kurspreis von 490 € sind Jolle, Rettungsweste und die Gebühr für die Segelscheinprüfung enthalten.", KURS, False),
    w.faith("de-t31-030", "direction", "Wann fällt ein Termin aus?", "Ein Termin fällt aus, wenn der Wind unter Stärke 6 bleibt, und wird dann nachgeholt.", KURS, False),
    w.faith("de-t31-031", "added.fact", "Was passiert bei starkem Wind?", "Ab Windstärke 6 fällt der Termin aus und wird nachgeholt; die Teilnehmenden werden vorher per SMS informiert.", KURS, False),
    w.faith("de-t31-032", "role.swap", "Wer hat die Segelschule gegründet?", "Jonas Hartwig hat die Segelschule 1994 gegründet; 2017 übernahm seine frühere Schülerin Ute Brandt die Ausbildungsleitung.", SCHULE, False),
    w.faith("de-t31-033", "value.except", "An welchem Tag ist der Hofladen zu?", "Der Hofladen ist täglich von 8 bis 18 Uhr geöffnet, außer montags.", HOF, False),
    w.faith("de-t31-034", "added.fact", "Woher kommen die Kartoffeln?", "Die Kartoffeln kommen vom eigenen Acker und werden ohne Pestizide angebaut.", HOF, False),
    w.faith("de-t31-035", "added.fact", "Wie komme ich an meine Telefonbestellung?", "Telefonbestellungen ab 25 € können ab 15 Uhr abgeholt oder gegen einen Aufpreis nach Hause geliefert werden.", HOF, False),
    w.faith("de-t31-036", "quantifier", "Wer konzipiert die Kurse auf Lernwerk?", "Alle Kurse auf Lernwerk hat Dr. Felix Ortmann konzipiert.", LERN, False),
    w.faith("de-t31-037", "value.number", "Wie viel Prozent brauche ich im Abschlusstest?", "Für das Zertifikat braucht man im Abschlusstest mindestens 60 %.", LERN, False),
    w.faith("de-t31-038", "modality", "Muss ich einen Platz reservieren?", "Eine Reservierung eine Woche im Voraus wird empfohlen, ist aber keine Pflicht.", LESESAAL, False),
    w.faith("de-t31-039", "negation", "Darf ich im Lesesaal fotografieren?", "Nein, im Lesesaal darf nicht fotografiert werden, auch nicht ohne Blitz.", LESESAAL, False),
    w.faith("de-t31-040", "added.entity", "Wer hat die Plakate digitalisiert?", "Die Plakate hat das Team von Sabine Krull zwischen 2018 und 2021 gemeinsam mit der Landesbibliothek digitalisiert.", PLAKATE, False),
    w.faith("de-t31-041", "antonym", "Wie alt sind die Plakate?", "Die Sammlung umfasst rund 4.600 Plakate, das jüngste stammt aus dem Jahr 1896.", PLAKATE, False),
    w.faith("de-t31-042", "value.currency", "Wie teuer ist ein Schnupperkurs?", "Ein Schnupperkurs dauert drei Stunden und kostet 210 € pro Person.", SCHNUPPER, False),
    w.faith("de-t31-043", "value.date", "Wann kann ich meine Glaskugel abholen?", "Die Glaskugel kühlt über Nacht ab und kann schon am nächsten Tag abgeholt werden.", SCHNUPPER, False),
    w.faith("de-t31-044", "added.fact", "Was macht Lea Kaltenbach?", "Lea Kaltenbach führt die Geschäfte, leitet die Wochenendkurse und kümmert sich um den Onlineshop.", HUETTE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-t31-045", "correct.wordy", "Was kostet das Kombi-Abo des Weserboten?", "Wenn Sie Zeitung und Digitalzugang zusammen möchten, zahlen Sie für das Kombi-Abo jeden Monat 39,90 Euro.", "39,90 € im Monat.", True),
    w.correct("de-t31-046", "correct.format", "Wann wurde die Segelschule Möwenort gegründet?", "Im Jahr neunzehnhundertvierundneunzig.", "1994", True),
    w.correct("de-t31-047", "correct.wordy", "Bis wann hat der Hofladen Lindenhof geöffnet?", "An seinen Öffnungstagen können Sie dort bis 18 Uhr einkaufen, danach ist geschlossen.", "Bis 18 Uhr.", True),
    w.correct("de-t31-048", "correct.format", "Wie lange ist ein Lernwerk-Kurs freigeschaltet?", "Anderthalb Jahre ab Kauf.", "18 Monate.", True),
    w.correct("de-t31-049", "wrong.value", "Wie viele Personen dürfen höchstens an einem Schnupperkurs teilnehmen?", "Höchstens acht Personen.", "Fünf.", False),
    w.correct("de-t31-050", "wrong.role", "Wer hat dem Archiv die Plakatsammlung geschenkt?", "Die Archivarin Sabine Krull.", "Der Grafiker Otto Wendel.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
