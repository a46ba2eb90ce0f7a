"""German cases of set t23: a harbour museum (opening times, a lightship), a riding school
(beginners' courses, teachers), a two-day pottery market, an ice rink (public skating,
rules), a window cleaning company and an adult education course in Italian."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

MUSEUM = (
    "Das Hafenmuseum Wesermünde ist von April bis Oktober täglich von 10 bis 18 Uhr geöffnet, von November bis März nur dienstags bis sonntags von 11 bis 16 Uhr. "
    "Der Eintritt kostet 9 Euro, ermäßigt 6 Euro; Kinder unter 6 Jahren haben freien Eintritt. "
    "Mit der Familienkarte für 22 Euro können zwei Erwachsene und bis zu drei Kinder das Museum besuchen."
)

LIGHTSHIP = (
    "Im Museumshafen liegt das Feuerschiff „Weser 2“, das bis 1977 im Einsatz war. "
    "Das Schiff kann nur im Rahmen einer Führung besichtigt werden; Führungen finden samstags um 11 und um 14 Uhr statt und dauern etwa eine Stunde. "
    "Die Restaurierung des Maschinenraums leitete Schiffbauingenieur Jens Harms, unterstützt vom Förderverein unter dem Vorsitz von Ursula Brandt."
)

RIDING = (
    "Die Reitschule Birkenhof bietet Anfängerkurse für Kinder ab 7 Jahren an. "
    "Ein Kurs umfasst zehn Einheiten à 45 Minuten und kostet 260 Euro. "
    "Reithelm und feste Schuhe mit Absatz sind Pflicht; Helme können kostenlos ausgeliehen werden. "
    "Vor der ersten Stunde muss eine Einverständniserklärung der Eltern vorliegen."
)

RIDING_TEAM = (
    "Reitlehrerin Sabine Kugler leitet die Anfängerkurse, ihr Kollege Markus Lenz unterrichtet die Fortgeschrittenen und das Springreiten. "
    "Bei Gewitter oder Glatteis fällt der Unterricht aus und wird nachgeholt. "
    "Die Ponys werden zweimal im Jahr von Tierarzt Dr. Falk untersucht."
)

POTTERY = (
    "Der 28. Lindenauer Töpfermarkt findet am 14. und 15. September auf dem Marktplatz statt, samstags von 9 bis 18 Uhr und sonntags von 10 bis 17 Uhr. "
    "Rund 90 Töpferinnen und Töpfer aus Deutschland, Tschechien und den Niederlanden stellen aus. "
    "Der Eintritt ist frei; Parkplätze gibt es am Sportplatz, von dort fährt ein kostenloser Pendelbus."
)

RINK = (
    "Die Eishalle am Stadtpark hat von Oktober bis März geöffnet. "
    "Öffentlicher Lauf ist montags bis freitags von 14 bis 17 Uhr und am Wochenende von 10 bis 18 Uhr; freitags gibt es zusätzlich eine Eisdisco von 19 bis 22 Uhr. "
    "Erwachsene zahlen 5,50 Euro, Kinder bis 14 Jahre 3,50 Euro, der Schlittschuhverleih kostet 4 Euro."
)

RINK_RULES = (
    "Kinder unter 8 Jahren dürfen nur in Begleitung eines Erwachsenen aufs Eis. "
    "Eishockeyschläger sind beim öffentlichen Lauf nicht erlaubt. "
    "Leihschlittschuhe gibt es an der Kasse gegen ein Pfand von 20 Euro."
)

WINDOWS = (
    "Die Glasklar Gebäudereinigung GmbH reinigt Fenster in Privathaushalten und Büros im Raum Freiburg. "
    "Für ein Einfamilienhaus mit bis zu 20 Fensterflügeln berechnet sie pauschal 140 Euro, jeder weitere Flügel kostet 5 Euro. "
    "Rahmen und Fensterbänke werden ohne Aufpreis mitgereinigt. "
    "Firmengründer Ali Demir leitet den Betrieb, die Termine vergibt Büroleiterin Katrin Vogt."
)

ITALIAN = (
    "Der VHS-Kurs „Italienisch für Anfänger“ beginnt am 16. September und umfasst 12 Abende, jeweils mittwochs von 18:30 bis 20:00 Uhr in Raum 204. "
    "Die Kursgebühr beträgt 96 Euro; Schüler, Studierende und Arbeitslose zahlen die Hälfte. "
    "Anmeldeschluss ist der 9. September. "
    "Der Kurs findet nur statt, wenn sich mindestens acht Personen anmelden."
)

ITALIAN_TEACHER = (
    "Kursleiterin ist Chiara Russo, die aus Bologna stammt. "
    "Wer an mindestens 80 Prozent der Termine teilnimmt, erhält auf Wunsch eine Teilnahmebescheinigung. "
    "Eine Abmeldung ist bis eine Woche vor Kursbeginn kostenlos möglich; danach wird die volle Gebühr fällig."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported
    w.faith("de-t23-001", "para.except", "Hat das Museum im Winter montags offen?", "Nein, von November bis März ist montags zu – geöffnet ist dann nur von Dienstag bis Sonntag.", MUSEUM, True),
    w.faith("de-t23-002", "para.synonym", "Müssen kleine Kinder Eintritt zahlen?", "Kinder, die jünger als sechs sind, kommen gratis rein.", MUSEUM, True),
    w.faith("de-t23-003", "fmt.currency", "Gibt es eine Familienkarte?", "Ja, für 22 € dürfen zwei Erwachsene mit höchstens drei Kindern ins Museum.", MUSEUM, True),
    w.faith("de-t23-004", "para.passive", "Wer hat den Maschinenraum restauriert?", "Die Restaurierung des Maschinenraums wurde von Schiffbauingenieur Jens Harms geleitet; unterstützt wurde er dabei vom Förderverein.", LIGHTSHIP, True),
    w.faith("de-t23-005", "fmt.period", "Wann sind die Führungen auf dem Feuerschiff?", "Samstags um 11 und um 14 Uhr, und sie dauern jeweils rund 60 Minuten.", LIGHTSHIP, True),
    w.faith("de-t23-006", "para.relative", "Was ist die „Weser 2“?", "Die „Weser 2“ ist ein Feuerschiff, das bis 1977 im Dienst war und heute im Museumshafen liegt.", LIGHTSHIP, True),
    w.faith("de-t23-007", "fmt.period", "Wie ist der Anfängerkurs aufgebaut?", "Er besteht aus zehn Einheiten von je einer Dreiviertelstunde und kostet 260 Euro.", RIDING, True),
    w.faith("de-t23-008", "wrap.attribution", "Was brauchen wir vor der ersten Reitstunde?", "Laut Reitschule muss vor der ersten Stunde eine Einverständniserklärung der Eltern vorliegen.", RIDING, True),
    w.faith("de-t23-009", "para.reorder", "Wer unterrichtet was?", "Die Anfängerkurse leitet Sabine Kugler; die Fortgeschrittenen und das Springreiten übernimmt ihr Kollege Markus Lenz.", RIDING_TEAM, True),
    w.faith("de-t23-010", "wrap.hedge", "Was passiert bei Glatteis?", "Soweit ich weiß, fällt der Unterricht bei Glatteis oder Gewitter aus und wird später nachgeholt.", RIDING_TEAM, True),
    w.faith("de-t23-011", "fmt.period", "Wie oft kommt der Tierarzt?", "Dr. Falk untersucht die Ponys halbjährlich.", RIDING_TEAM, True),
    w.faith("de-t23-012", "fmt.date", "Wann ist der Töpfermarkt?", "Der Töpfermarkt findet am 14.09. und 15.09. auf dem Marktplatz statt.", POTTERY, True),
    w.faith("de-t23-013", "fmt.range", "Wie lange hat der Markt offen?", "Samstag 9–18 Uhr, Sonntag 10–17 Uhr.", POTTERY, True),
    w.faith("de-t23-014", "para.combine", "Wie komme ich hin und was kostet es?", "Parken können Sie am Sportplatz und von dort gratis mit dem Pendelbus weiterfahren; Eintritt zahlen Sie keinen.", POTTERY, True),
    w.faith("de-t23-015", "fmt.time", "Gibt es am Freitagabend etwas Besonderes?", "Ja, freitags steigt zusätzlich von 7 bis 10 Uhr abends eine Eisdisco.", RINK, True),
    w.faith("de-t23-016", "para.part", "Darf mein Sechsjähriger allein aufs Eis?", "Nein, Kinder unter acht dürfen nur zusammen mit einem Erwachsenen aufs Eis.", RINK_RULES, True),
    w.faith("de-t23-017", "wrap.opener", "Wo bekomme ich Schlittschuhe?", "Gute Frage! Leihschlittschuhe bekommen Sie an der Kasse, gegen 20 Euro Pfand.", RINK_RULES, True),
    w.faith("de-t23-018", "para.passive", "Wer ist bei Glasklar wofür zuständig?", "Geleitet wird der Betrieb von Firmengründer Ali Demir, die Termine werden von Büroleiterin Katrin Vogt vergeben.", WINDOWS, True),
    w.faith("de-t23-019", "para.nominal", "Kostet die Reinigung der Fensterbänke extra?", "Nein, die Mitreinigung von Rahmen und Fensterbänken ist im Preis inbegriffen.", WINDOWS, True),
    w.faith("de-t23-020", "fmt.date", "Bis wann muss ich mich anmelden?", "Anmelden können Sie sich bis zum 9.9.; der Kurs startet am 16.9.", ITALIAN, True),
    w.faith("de-t23-021", "fmt.share", "Gibt es eine Ermäßigung?", "Schüler, Studierende und Arbeitslose bekommen 50 Prozent Nachlass und zahlen damit 48 Euro.", ITALIAN, True),
    w.faith("de-t23-022", "para.except", "Findet der Kurs auf jeden Fall statt?", "Nein, bei weniger als acht Anmeldungen fällt er aus.", ITALIAN, True),
    w.faith("de-t23-023", "fmt.share", "Bekomme ich eine Bescheinigung?", "Auf Wunsch ja, sofern Sie bei mindestens vier Fünfteln der Termine dabei waren.", ITALIAN_TEACHER, True),
    w.faith("de-t23-024", "wrap.closer", "Kann ich mich wieder abmelden?", "Bis eine Woche vor Kursbeginn können Sie sich kostenlos abmelden, danach wird die volle Gebühr fällig. Viel Spaß beim Italienischlernen!", ITALIAN_TEACHER, True),
    # unfaithful: one claim is wrong or unsupported
    w.faith("de-t23-025", "value.number", "Was kostet der ermäßigte Eintritt?", "Ermäßigt zahlen Sie 7 Euro, der volle Preis liegt bei 9 Euro.", MUSEUM, False),
    w.faith("de-t23-026", "value.except", "An welchem Tag ist im Winter geschlossen?", "Von November bis März ist das Museum dienstags geschlossen.", MUSEUM, False),
    w.faith("de-t23-027", "quantifier", "Für wen gilt die Familienkarte?", "Mit der Familienkarte für 22 Euro kommen zwei Erwachsene und beliebig viele Kinder ins Museum.", MUSEUM, False),
    w.faith("de-t23-028", "role.swap", "Wer hat den Maschinenraum restauriert?", "Die Restaurierung leitete die Vereinsvorsitzende Ursula Brandt, unterstützt von Schiffbauingenieur Jens Harms.", LIGHTSHIP, False),
    w.faith("de-t23-029", "value.time", "Wann sind die Führungen auf dem Feuerschiff?", "Samstags um 11 und um 15 Uhr, jeweils etwa eine Stunde lang.", LIGHTSHIP, False),
    w.faith("de-t23-030", "direction", "Ab welchem Alter kann mein Kind reiten lernen?", "Die Anfängerkurse richten sich an Kinder unter 7 Jahren.", RIDING, False),
    w.faith("de-t23-031", "modality", "Muss mein Kind einen Helm tragen?", "Ein Reithelm wird empfohlen, ist aber keine Pflicht; leihen kann man ihn kostenlos.", RIDING, False),
    w.faith("de-t23-032", "role.swap", "Wer leitet die Anfängerkurse?", "Die Anfängerkurse leitet Markus Lenz, und Sabine Kugler unterrichtet die Fortgeschrittenen und das Springreiten.", RIDING_TEAM, False),
    w.faith("de-t23-033", "negation", "Was passiert bei Gewitter?", "Bei Gewitter oder Glatteis fällt der Unterricht aus und wird nicht nachgeholt.", RIDING_TEAM, False),
    w.faith("de-t23-034", "added.entity", "Woher kommen die Aussteller?", "Rund 90 Töpfer aus Deutschland, Tschechien, Polen und den Niederlanden stellen aus.", POTTERY, False),
    w.faith("de-t23-035", "value.time", "Wann schließt der Markt am Sonntag?", "Sonntags ist der Markt von 10 bis 18 Uhr geöffnet.", POTTERY, False),
    w.faith("de-t23-036", "added.fact", "Wie komme ich vom Parkplatz zum Markt?", "Vom Parkplatz am Sportplatz fährt alle 15 Minuten ein kostenloser Pendelbus.", POTTERY, False),
    w.faith("de-t23-037", "direction", "Was zahlen Kinder?", "Kinder über 14 Jahre zahlen 3,50 Euro Eintritt.", RINK, False),
    w.faith("de-t23-038", "modality", "Darf mein Sechsjähriger allein aufs Eis?", "Kinder unter acht sollten möglichst mit einem Erwachsenen aufs Eis gehen, allein dürfen sie aber auch.", RINK_RULES, False),
    w.faith("de-t23-039", "value.number", "Was kostet die Fensterreinigung für ein Einfamilienhaus?", "Bis zu 25 Fensterflügel kosten pauschal 140 Euro, jeder weitere 5 Euro.", WINDOWS, False),
    w.faith("de-t23-040", "antonym", "Kostet die Reinigung der Fensterbänke extra?", "Rahmen und Fensterbänke werden nur gegen Aufpreis mitgereinigt.", WINDOWS, False),
    w.faith("de-t23-041", "role.swap", "Wer vergibt die Termine?", "Die Termine vergibt Firmengründer Ali Demir, während Büroleiterin Katrin Vogt den Betrieb leitet.", WINDOWS, False),
    w.faith("de-t23-042", "value.date", "Bis wann muss ich mich anmelden?", "Anmeldeschluss für den Italienischkurs ist der 19. September.", ITALIAN, False),
    w.faith("de-t23-043", "direction", "Findet der Kurs auf jeden Fall statt?", "Der Kurs kommt nur zustande, wenn sich höchstens acht Personen anmelden.", ITALIAN, False),
    w.faith("de-t23-044", "added.fact", "Wer unterrichtet den Kurs?", "Der Kurs wird von Chiara Russo geleitet, die aus Bologna kommt und dort Germanistik studiert hat.", ITALIAN_TEACHER, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-t23-045", "correct.wordy", "Bis wann war die „Weser 2“ im Einsatz?", "Das Feuerschiff war bis 1977 im Einsatz; heute liegt es im Museumshafen.", "bis 1977", True),
    w.correct("de-t23-046", "correct.format", "Was kostet der Italienischkurs?", "96 €", "96 Euro", True),
    w.correct("de-t23-047", "correct.format", "Wann beginnt der Italienischkurs?", "16.09.", "am 16. September", True),
    w.correct("de-t23-048", "correct.wordy", "Wer leitet die Anfängerkurse im Birkenhof?", "Die Anfängerkurse werden von der Reitlehrerin Sabine Kugler geleitet.", "Sabine Kugler", True),
    w.correct("de-t23-049", "wrong.value", "Was kostet ein Anfängerkurs im Birkenhof?", "160 Euro.", "260 Euro", False),
    w.correct("de-t23-050", "wrong.role", "Wer vergibt bei Glasklar die Termine?", "Firmengründer Ali Demir.", "Büroleiterin Katrin Vogt", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
