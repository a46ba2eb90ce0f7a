"""German cases of set t49: Leitung, Öffnungszeiten und Beiträge einer Münchner Kita, die
Offene Ganztagsschule einer Grundschule, ein Italienischkurs an der Volkshochschule, ein
Stipendium und die Bibliothek einer Hochschule, die Abiturprüfungen eines Gymnasiums und
der Unterricht einer städtischen Musikschule."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

KITA = (
    "Die Kita Sonnenblume in München-Giesing wird von Sabine Huber geleitet; ihre Stellvertreterin ist Ayşe Demir. "
    "Die Kita ist von Montag bis Freitag von 7:00 bis 17:00 Uhr geöffnet. "
    "Das Mittagessen kostet 4,20 Euro pro Tag. "
    "Die Eingewöhnung dauert in der Regel drei Wochen."
)
OGS = (
    "Die Offene Ganztagsschule der Lindenschule in Köln-Nippes betreut Kinder nach dem Unterricht bis 16:00 Uhr. "
    "Koordiniert wird sie von Markus Brandt, die Hausaufgabenbetreuung übernimmt Frau Petra Wolf. "
    "Der Elternbeitrag beträgt 95 Euro im Monat. "
    "Die Anmeldung für das nächste Schuljahr muss bis zum 31. März erfolgen."
)
VHS = (
    "Die Volkshochschule Freiburg bietet einen Italienischkurs für Anfänger an, immer mittwochs von 18:15 bis 19:45 Uhr. "
    "Der Kurs umfasst 12 Termine und kostet 156 Euro; Studierende zahlen die Hälfte. "
    "Kursleiterin ist Giulia Rossi, die Fortgeschrittenengruppe am Montag leitet Stefan Maier."
)
STIPENDIUM = (
    "Die Hochschule Rhein-Main vergibt jedes Jahr 40 Stipendien zu je 300 Euro im Monat. "
    "Bewerben können sich Studierende ab dem zweiten Semester. "
    "Die Bewerbungsfrist läuft vom 1. Juni bis zum 15. Juli, und die Förderung beginnt im Oktober."
)
BIBLIOTHEK = (
    "Die Hochschulbibliothek ist montags bis freitags von 8 bis 22 Uhr und samstags von 10 bis 18 Uhr geöffnet. "
    "Studierende dürfen bis zu 15 Medien gleichzeitig ausleihen. "
    "Die Leihfrist beträgt vier Wochen und kann zweimal verlängert werden."
)
ABITUR = (
    "Am Goethe-Gymnasium in Kassel beginnen die schriftlichen Abiturprüfungen am 18. März mit dem Fach Deutsch. "
    "Die Prüfung in Deutsch dauert 315 Minuten, die in Mathematik 270 Minuten. "
    "Oberstufenkoordinator ist Herr Dr. Jens Keller, Abiturprüfungsleiterin ist die Schulleiterin Frau Claudia Berg. "
    "Handys müssen vor Beginn der Prüfung abgegeben werden."
)
MUSIKSCHULE = (
    "Die Städtische Musikschule Bamberg wurde 1952 gegründet und zog 1987 in das ehemalige Zollamt. "
    "Eine Einzelstunde Klavier von 30 Minuten kostet 78 Euro im Monat. "
    "Geschwisterkinder erhalten 10 Prozent Ermäßigung."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-t49-001", "para.passive", "Wer leitet die Kita Sonnenblume?", "Geleitet wird die Kita von Sabine Huber, und Ayşe Demir ist ihre Stellvertreterin.", KITA, True),
    w.faith("de-t49-002", "para.except", "Hat die Kita am Samstag auf?", "Nein, am Wochenende ist die Kita geschlossen.", KITA, True),
    w.faith("de-t49-003", "fmt.currency", "Was kostet das Mittagessen?", "Pro Tag zahlen Sie für das Mittagessen 4 Euro 20.", KITA, True),
    w.faith("de-t49-004", "wrap.hedge", "Wie lange dauert die Eingewöhnung?", "Normalerweise dauert die Eingewöhnung etwa drei Wochen.", KITA, True),
    w.faith("de-t49-005", "fmt.time", "Bis wann betreut die OGS die Kinder?", "Die Kinder werden nach dem Unterricht bis 16 Uhr betreut.", OGS, True),
    w.faith("de-t49-006", "para.synonym", "Wer kümmert sich um die Hausaufgaben?", "Die Hausaufgabenbetreuung liegt bei Petra Wolf, während Markus Brandt die OGS koordiniert.", OGS, True),
    w.faith("de-t49-007", "para.nominal", "Bis wann muss ich mein Kind anmelden?", "Anmeldeschluss für das nächste Schuljahr ist der 31. März.", OGS, True),
    w.faith("de-t49-008", "fmt.time", "Wann ist der Italienischkurs?", "Der Anfängerkurs findet jeden Mittwoch von Viertel nach sechs bis Viertel vor acht am Abend statt.", VHS, True),
    w.faith("de-t49-009", "fmt.share", "Gibt es eine Ermäßigung für Studierende?", "Ja, Studierende zahlen nur 50 Prozent der Kursgebühr von 156 Euro.", VHS, True),
    w.faith("de-t49-010", "para.relative", "Wer unterrichtet die Anfänger?", "Den Anfängerkurs leitet Giulia Rossi, während die Fortgeschrittenengruppe, die sich montags trifft, von Stefan Maier geleitet wird.", VHS, True),
    w.faith("de-t49-011", "fmt.number", "Wie viele Termine hat der Kurs?", "Der Kurs besteht aus zwölf Terminen.", VHS, True),
    w.faith("de-t49-012", "para.combine", "Wie viele Stipendien gibt es und wie hoch sind sie?", "Jährlich werden 40 Stipendien vergeben, und jedes bringt 300 Euro monatlich.", STIPENDIUM, True),
    w.faith("de-t49-013", "fmt.date", "Wann kann ich mich bewerben?", "Die Bewerbung ist vom 01.06. bis zum 15.07. möglich.", STIPENDIUM, True),
    w.faith("de-t49-014", "para.part", "Ab wann wird gefördert?", "Die Förderung startet im Oktober.", STIPENDIUM, True),
    w.faith("de-t49-015", "wrap.attribution", "Kann ich mich im ersten Semester bewerben?", "Laut Hochschule ist eine Bewerbung erst ab dem zweiten Semester möglich.", STIPENDIUM, True),
    w.faith("de-t49-016", "para.except", "Ist die Bibliothek sonntags geöffnet?", "Nein, sonntags bleibt die Hochschulbibliothek zu.", BIBLIOTHEK, True),
    w.faith("de-t49-017", "fmt.period", "Wie lange darf ich ein Buch behalten?", "Sie können ausgeliehene Medien 28 Tage behalten und die Frist zweimal verlängern.", BIBLIOTHEK, True),
    w.faith("de-t49-018", "para.synonym", "Wie viele Bücher darf ich ausleihen?", "Als Studierende können Sie höchstens 15 Medien auf einmal entleihen.", BIBLIOTHEK, True),
    w.faith("de-t49-019", "fmt.unit", "Wie lange dauert die Deutschprüfung?", "Die Deutschklausur dauert 5 Stunden und 15 Minuten.", ABITUR, True),
    w.faith("de-t49-020", "para.reorder", "Wann beginnt das Abitur?", "Mit dem Fach Deutsch beginnen am 18. März die schriftlichen Abiturprüfungen.", ABITUR, True),
    w.faith("de-t49-021", "wrap.opener", "Darf ich mein Handy in die Prüfung mitnehmen?", "Gute Frage! Handys sind vor Beginn der Prüfung abzugeben.", ABITUR, True),
    w.faith("de-t49-022", "para.pronoun", "Wer leitet die Abiturprüfung?", "Das ist die Schulleiterin Claudia Berg; sie ist Abiturprüfungsleiterin.", ABITUR, True),
    w.faith("de-t49-023", "fmt.share", "Gibt es einen Geschwisterrabatt an der Musikschule?", "Ja, Geschwisterkinder bekommen ein Zehntel Ermäßigung.", MUSIKSCHULE, True),
    w.faith("de-t49-024", "para.combine", "Seit wann gibt es die Musikschule, und wo ist sie?", "Die Musikschule besteht seit 1952 und ist seit 1987 im ehemaligen Zollamt untergebracht.", MUSIKSCHULE, True),
    w.faith("de-t49-025", "role.swap", "Wer ist die Stellvertreterin in der Kita?", "Stellvertreterin ist Sabine Huber, die Leitung hat Ayşe Demir.", KITA, False),
    w.faith("de-t49-026", "value.time", "Wann schließt die Kita?", "Die Kita schließt montags bis freitags um 16:00 Uhr.", KITA, False),
    w.faith("de-t49-027", "added.fact", "Was kostet das Essen?", "Das Mittagessen kostet 4,20 Euro pro Tag und ist komplett vegetarisch.", KITA, False),
    w.faith("de-t49-028", "role.swap", "Wer koordiniert die OGS?", "Die OGS wird von Petra Wolf koordiniert, Markus Brandt betreut die Hausaufgaben.", OGS, False),
    w.faith("de-t49-029", "value.currency", "Wie hoch ist der Elternbeitrag?", "Der Elternbeitrag liegt bei 59 Euro im Monat.", OGS, False),
    w.faith("de-t49-030", "value.date", "Bis wann ist die Anmeldung möglich?", "Sie müssen Ihr Kind bis zum 31. Mai für das nächste Schuljahr anmelden.", OGS, False),
    w.faith("de-t49-031", "value.except", "An welchem Tag ist der Anfängerkurs?", "Der Anfängerkurs findet montags von 18:15 bis 19:45 Uhr statt.", VHS, False),
    w.faith("de-t49-032", "role.swap", "Wer leitet die Fortgeschrittenen?", "Die Fortgeschrittenengruppe am Montag leitet Giulia Rossi.", VHS, False),
    w.faith("de-t49-033", "added.fact", "Was kostet der Kurs?", "Der Kurs kostet 156 Euro, das Lehrbuch ist im Preis enthalten.", VHS, False),
    w.faith("de-t49-034", "value.number", "Wie viele Stipendien gibt es pro Jahr?", "Die Hochschule vergibt jährlich 30 Stipendien zu je 300 Euro monatlich.", STIPENDIUM, False),
    w.faith("de-t49-035", "direction", "Wer darf sich bewerben?", "Bewerben können sich Studierende bis zum zweiten Semester.", STIPENDIUM, False),
    w.faith("de-t49-036", "added.fact", "Wann beginnt die Förderung?", "Die Förderung beginnt im Oktober und läuft genau zwei Semester lang.", STIPENDIUM, False),
    w.faith("de-t49-037", "value.time", "Wann hat die Bibliothek samstags geöffnet?", "Samstags ist die Bibliothek von 10 bis 22 Uhr geöffnet.", BIBLIOTHEK, False),
    w.faith("de-t49-038", "quantifier", "Wie oft kann ich verlängern?", "Die Leihfrist von vier Wochen kann beliebig oft verlängert werden.", BIBLIOTHEK, False),
    w.faith("de-t49-039", "value.unit", "Wie lange dauert die Mathematikprüfung?", "Die Mathematikprüfung dauert 270 Sekunden.", ABITUR, False),
    w.faith("de-t49-040", "role.swap", "Wer ist Oberstufenkoordinator?", "Oberstufenkoordinatorin ist Frau Claudia Berg, Prüfungsleiter ist Dr. Jens Keller.", ABITUR, False),
    w.faith("de-t49-041", "modality", "Muss ich mein Handy abgeben?", "Sie können Ihr Handy vor der Prüfung abgeben, Pflicht ist das aber nicht.", ABITUR, False),
    w.faith("de-t49-042", "value.date", "Wann wurde die Musikschule gegründet?", "Die Städtische Musikschule Bamberg wurde 1987 gegründet.", MUSIKSCHULE, False),
    w.faith("de-t49-043", "added.entity", "Was kostet Einzelunterricht?", "Eine 30-minütige Einzelstunde Klavier oder Geige kostet 78 Euro im Monat.", MUSIKSCHULE, False),
    w.faith("de-t49-044", "negation", "Bekommen Geschwister Rabatt?", "Nein, Geschwisterkinder erhalten an der Musikschule keine Ermäßigung.", MUSIKSCHULE, False),
]

CORRECTNESS = [
    w.correct("de-t49-045", "correct.wordy", "Wer leitet den Italienischkurs für Anfänger?", "Den Anfängerkurs Italienisch an der VHS Freiburg leitet Giulia Rossi.", "Giulia Rossi", True),
    w.correct("de-t49-046", "correct.format", "Wie lange dauert die Deutschprüfung im Abitur?", "Fünf Stunden und eine Viertelstunde.", "315 Minuten", True),
    w.correct("de-t49-047", "correct.short", "Wie hoch ist ein Stipendium pro Monat?", "300 Euro.", "Jedes Stipendium der Hochschule Rhein-Main ist mit 300 Euro im Monat dotiert.", True),
    w.correct("de-t49-048", "correct.format", "Wann öffnet die Kita morgens?", "Um sieben Uhr früh.", "7:00 Uhr", True),
    w.correct("de-t49-049", "wrong.value", "Wie viele Medien dürfen Studierende ausleihen?", "Bis zu 25 Medien gleichzeitig.", "15 Medien", False),
    w.correct("de-t49-050", "wrong.role", "Wer koordiniert die OGS der Lindenschule?", "Die OGS wird von Petra Wolf koordiniert.", "Markus Brandt", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
