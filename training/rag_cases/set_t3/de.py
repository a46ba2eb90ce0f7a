"""German cases of set t3: a regional railway (day ticket, track works), a recycling yard
(opening days, fees, staff and rules), a language school (Italian evening course, rules), a
hotel spa (opening hours, massage, classes), software release notes (Taktwerk 7.0) and a tax
office (opening hours, filing deadline, appointments)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

TICKET = "Das Tagesticket Plus der Ostalb-Regionalbahn kostet 19,50 Euro. Es gilt einen ganzen Tag lang für bis zu fünf Personen auf allen Linien der Ostalb-Regionalbahn. Montags bis freitags gilt es erst ab 9 Uhr, am Wochenende ganztägig. Fahrräder fahren kostenlos mit; in den Zügen des Hochlandexpress ist die Mitnahme jedoch nicht erlaubt."
BAUSTELLE = "Wegen Gleisbauarbeiten fallen zwischen Aalen und Heidenheim vom 14. bis 27. April alle Züge aus. Ersatzbusse fahren alle 30 Minuten und brauchen etwa 20 Minuten länger als der Zug. Projektleiterin Sabine Krüger betreut die Baustelle, Fragen der Fahrgäste beantwortet Pressesprecher Tobias Renz."
WERTSTOFFHOF = "Der Wertstoffhof Lindenau ist täglich außer sonntags von 8 bis 18 Uhr geöffnet. Grünschnitt wird bis zu einem Kubikmeter pro Anlieferung kostenlos angenommen. Für Altreifen werden 3 Euro pro Stück berechnet. Bauschutt nimmt der Hof nicht an."
HOF_TEAM = "Betriebsleiter Klaus Brandt weist neue Mitarbeiter ein, Platzwart Emre Yilmaz kontrolliert die Container. Aus Elektrogeräten müssen vor der Abgabe die Batterien entfernt werden. Wer mehr als 20 Säcke Laub anliefern will, muss sich vorher telefonisch anmelden."
KURS = "Die Sprachschule Kieselstein bietet abends Italienischkurse an: zweimal pro Woche, jeweils 90 Minuten. Ein Kurs läuft zehn Wochen und kostet 340 Euro. Pro Kurs werden höchstens 12 Teilnehmende aufgenommen. Der Einstufungstest ist kostenlos und dauert etwa eine halbe Stunde."
KURS_REGELN = "Wer sich bis zum 1. September anmeldet, erhält 10 % Frühbucherrabatt. Wer mehr als drei Termine versäumt, bekommt keine Teilnahmebescheinigung. Kursleiterin Giulia Ferri bewertet die Abschlussprüfung, Schulleiterin Heike Sommer stellt die Zertifikate aus."
SPA = "Das Spa im Hotel Seeblick ist täglich von 7 bis 22 Uhr geöffnet. Hotelgäste nutzen Pool und Saunen kostenlos, Tagesgäste zahlen 29 Euro. Die Saunalandschaft ist erst ab 16 Jahren zugänglich. Massagen sollten mindestens einen Tag im Voraus gebucht werden."
SPA_TEAM = "Die Ayurveda-Massage hat die leitende Therapeutin Anja Roth entwickelt; sie dauert 50 Minuten und kostet 85 Euro. Jeden Sonntag um 10 Uhr leitet Physiotherapeut Marc Lehmann einen Rückenkurs. Wer später als 12 Stunden vor dem Termin absagt, zahlt den vollen Preis."
RELEASE = "Version 7.0 der Planungssoftware Taktwerk ist am 12. Februar 2025 erschienen. Sie bringt einen Dunkelmodus und halbiert die Startzeit. Windows 7 wird nicht mehr unterstützt. Den Fehler beim PDF-Export hat Entwicklerin Lea Hartmann behoben; gemeldet hatte ihn Kunde Jonas Beck."
FINANZAMT = "Das Finanzamt Bergstadt ist montags bis donnerstags von 7:30 bis 15:30 Uhr und freitags von 7:30 bis 12 Uhr geöffnet. Wer keinen Steuerberater beauftragt hat, muss die Einkommensteuererklärung für 2024 bis zum 31. Juli 2025 abgeben. Bei verspäteter Abgabe kann ein Verspätungszuschlag festgesetzt werden. Beratungstermine dauern 15 Minuten und werden telefonisch vergeben."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("de-t3-001", "fmt.currency", "Was bekomme ich für das Tagesticket Plus?", "Für 19,50 € können bis zu fünf Leute einen ganzen Tag lang alle Linien der Ostalb-Regionalbahn nutzen.", TICKET, True),
    w.faith("de-t3-002", "para.except", "Kann ich das Tagesticket an einem Dienstag um 8 Uhr nutzen?", "Nein, unter der Woche gilt es erst ab 9 Uhr; den ganzen Tag gültig ist es nur samstags und sonntags.", TICKET, True),
    w.faith("de-t3-003", "para.synonym", "Darf ich mein Fahrrad mitnehmen?", "Ja, und zwar gratis – nur im Hochlandexpress sind Räder nicht gestattet.", TICKET, True),
    w.faith("de-t3-004", "value.number", "Was kostet das Tagesticket Plus?", "Das Tagesticket Plus kostet 29,50 Euro und gilt für bis zu fünf Personen.", TICKET, False),
    w.faith("de-t3-005", "quantifier", "Wo gilt das Tagesticket Plus?", "Das Ticket gilt nur auf einigen Linien der Ostalb-Regionalbahn, dafür aber für bis zu fünf Personen.", TICKET, False),
    w.faith("de-t3-006", "direction", "Ab wann gilt das Ticket unter der Woche?", "Montags bis freitags kann man es nur bis 9 Uhr morgens nutzen.", TICKET, False),
    w.faith("de-t3-007", "value.except", "Kann ich mein Rad überall mitnehmen?", "Ja, Fahrräder fahren in allen Zügen kostenlos mit, auch im Hochlandexpress.", TICKET, False),
    w.faith("de-t3-008", "fmt.date", "Wann fallen die Züge zwischen Aalen und Heidenheim aus?", "Vom 14.04. bis zum 27.04. fährt auf diesem Abschnitt kein Zug.", BAUSTELLE, True),
    w.faith("de-t3-009", "para.relative", "An wen kann ich mich mit Fragen zur Baustelle wenden?", "Ihre Fragen beantwortet Tobias Renz, der als Pressesprecher zuständig ist.", BAUSTELLE, True),
    w.faith("de-t3-010", "value.date", "Wie lange dauern die Bauarbeiten?", "Zwischen Aalen und Heidenheim fallen die Züge vom 14. bis 27. Mai aus.", BAUSTELLE, False),
    w.faith("de-t3-011", "role.swap", "Wer kümmert sich um die Baustelle?", "Pressesprecher Tobias Renz betreut die Baustelle, und Projektleiterin Sabine Krüger beantwortet die Fragen der Fahrgäste.", BAUSTELLE, False),
    w.faith("de-t3-012", "para.except", "Wann hat der Wertstoffhof zu?", "Nur sonntags bleibt der Hof geschlossen; an allen anderen Tagen ist er von 8 bis 18 Uhr offen.", WERTSTOFFHOF, True),
    w.faith("de-t3-013", "fmt.unit", "Wie viel Grünschnitt kann ich kostenlos abgeben?", "Bis zu 1 m³ pro Anlieferung nimmt der Hof gratis an.", WERTSTOFFHOF, True),
    w.faith("de-t3-014", "para.passive", "Was kostet die Abgabe von Altreifen?", "Der Wertstoffhof berechnet 3 Euro pro Reifen.", WERTSTOFFHOF, True),
    w.faith("de-t3-015", "value.unit", "Gibt es eine Grenze für kostenlosen Grünschnitt?", "Ja, Grünschnitt wird bis zu einer Tonne pro Anlieferung kostenlos angenommen.", WERTSTOFFHOF, False),
    w.faith("de-t3-016", "para.nominal", "Wer ist für neue Mitarbeiter zuständig?", "Die Einweisung neuer Mitarbeiter übernimmt Betriebsleiter Klaus Brandt.", HOF_TEAM, True),
    w.faith("de-t3-017", "wrap.attribution", "Muss ich bei Elektrogeräten etwas beachten?", "Laut den Regeln des Wertstoffhofs müssen die Batterien vor der Abgabe aus den Geräten herausgenommen werden.", HOF_TEAM, True),
    w.faith("de-t3-018", "role.swap", "Wer weist die neuen Mitarbeiter ein?", "Platzwart Emre Yilmaz weist neue Mitarbeiter ein, während Betriebsleiter Klaus Brandt die Container kontrolliert.", HOF_TEAM, False),
    w.faith("de-t3-019", "modality", "Was ist mit den Batterien in alten Elektrogeräten?", "Es wird empfohlen, die Batterien vor der Abgabe zu entfernen, Pflicht ist es aber nicht.", HOF_TEAM, False),
    w.faith("de-t3-020", "fmt.period", "Wie lange dauert eine Unterrichtseinheit im Italienischkurs?", "Jede Einheit dauert anderthalb Stunden, und davon gibt es zwei pro Woche.", KURS, True),
    w.faith("de-t3-021", "para.combine", "Wie lang ist der Kurs und was kostet er?", "Der Kurs läuft über zehn Wochen mit zwei Abendterminen pro Woche und kostet 340 Euro.", KURS, True),
    w.faith("de-t3-022", "wrap.hedge", "Kostet der Einstufungstest etwas?", "Soweit ich weiß, ist der Einstufungstest gratis und dauert ungefähr 30 Minuten.", KURS, True),
    w.faith("de-t3-023", "antonym", "Wie groß sind die Gruppen?", "Ein Kurs startet mit mindestens 12 Teilnehmenden.", KURS, False),
    w.faith("de-t3-024", "added.fact", "Was kostet der Italienischkurs?", "Der zehnwöchige Kurs kostet 340 Euro, das Lehrbuch ist im Preis enthalten.", KURS, False),
    w.faith("de-t3-025", "fmt.share", "Gibt es einen Rabatt für frühe Anmeldung?", "Ja, wer sich bis zum 1. September anmeldet, bekommt als Frühbucher zehn Prozent Nachlass.", KURS_REGELN, True),
    w.faith("de-t3-026", "para.passive", "Wer stellt die Zertifikate aus?", "Die Zertifikate werden von Schulleiterin Heike Sommer ausgestellt.", KURS_REGELN, True),
    w.faith("de-t3-027", "direction", "Bis wann gibt es den Frühbucherrabatt?", "Den Rabatt von 10 % erhält, wer sich nach dem 1. September anmeldet.", KURS_REGELN, False),
    w.faith("de-t3-028", "added.entity", "Wer bewertet die Abschlussprüfung?", "Die Abschlussprüfung bewerten Kursleiterin Giulia Ferri und ihr Kollege Paolo Conti gemeinsam.", KURS_REGELN, False),
    w.faith("de-t3-029", "fmt.time", "Wann hat das Spa geöffnet?", "Jeden Tag von sieben Uhr morgens bis zehn Uhr abends.", SPA, True),
    w.faith("de-t3-030", "wrap.opener", "Muss ich als Hotelgast für die Sauna zahlen?", "Gute Nachricht: Als Hotelgast nutzen Sie Pool und Saunen gratis.", SPA, True),
    w.faith("de-t3-031", "value.time", "Bis wann ist das Spa offen?", "Das Spa hat täglich von 7 bis 20 Uhr geöffnet.", SPA, False),
    w.faith("de-t3-032", "quantifier", "Was kostet die Sauna?", "Für Pool und Sauna zahlen alle Gäste 29 Euro, auch wer im Hotel übernachtet.", SPA, False),
    w.faith("de-t3-033", "para.relative", "Wie lange dauert die Ayurveda-Massage?", "Die Massage, die die leitende Therapeutin Anja Roth entwickelt hat, dauert 50 Minuten und kostet 85 Euro.", SPA_TEAM, True),
    w.faith("de-t3-034", "wrap.closer", "Gibt es im Spa auch Kurse?", "Ja, jeden Sonntag um 10 Uhr bietet Physiotherapeut Marc Lehmann einen Rückenkurs an. Viel Spaß dabei!", SPA_TEAM, True),
    w.faith("de-t3-035", "fmt.date", "Wann ist Taktwerk 7.0 erschienen?", "Taktwerk 7.0 kam am 12.02.2025 heraus.", RELEASE, True),
    w.faith("de-t3-036", "fmt.share", "Startet Taktwerk jetzt schneller?", "Ja, das Programm braucht zum Starten nur noch 50 % der bisherigen Zeit.", RELEASE, True),
    w.faith("de-t3-037", "para.reorder", "Wer hat den Fehler beim PDF-Export behoben?", "Kunde Jonas Beck hatte den Fehler gemeldet, und Entwicklerin Lea Hartmann hat ihn behoben.", RELEASE, True),
    w.faith("de-t3-038", "value.date", "Seit wann gibt es Taktwerk 7.0?", "Version 7.0 ist am 12. März 2025 erschienen.", RELEASE, False),
    w.faith("de-t3-039", "antonym", "Was ändert sich beim Programmstart?", "Mit Version 7.0 verdoppelt sich die Startzeit.", RELEASE, False),
    w.faith("de-t3-040", "negation", "Läuft Taktwerk 7.0 noch unter Windows 7?", "Ja, Windows 7 wird weiterhin unterstützt.", RELEASE, False),
    w.faith("de-t3-041", "wrap.question", "Bis wann muss ich meine Steuererklärung für 2024 abgeben?", "Sie haben keinen Steuerberater beauftragt? Dann muss die Erklärung bis zum 31. Juli 2025 abgegeben sein.", FINANZAMT, True),
    w.faith("de-t3-042", "fmt.period", "Wie lange dauert ein Beratungstermin?", "Ein Beratungstermin dauert eine Viertelstunde und wird telefonisch vergeben.", FINANZAMT, True),
    w.faith("de-t3-043", "value.time", "Wann hat das Finanzamt freitags offen?", "Freitags ist das Finanzamt von 7:30 bis 14 Uhr geöffnet.", FINANZAMT, False),
    w.faith("de-t3-044", "modality", "Was passiert, wenn ich die Erklärung zu spät abgebe?", "Bei verspäteter Abgabe wird in jedem Fall ein Verspätungszuschlag festgesetzt.", FINANZAMT, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-t3-045", "correct.format", "Wann öffnet das Spa im Hotel Seeblick?", "Das Spa öffnet morgens um 07:00.", "Um 7 Uhr.", True),
    w.correct("de-t3-046", "correct.wordy", "Wie viele Personen können mit dem Tagesticket Plus fahren?", "Mit einem einzigen Tagesticket Plus können bis zu fünf Personen den ganzen Tag zusammen unterwegs sein.", "Bis zu fünf.", True),
    w.correct("de-t3-047", "correct.wordy", "Wer stellt die Zertifikate der Sprachschule aus?", "Die Zertifikate an der Sprachschule Kieselstein werden von der Schulleiterin, Frau Heike Sommer, ausgestellt.", "Schulleiterin Heike Sommer.", True),
    w.correct("de-t3-048", "correct.format", "Was kostet der Italienischkurs?", "340,00 €", "340 Euro.", True),
    w.correct("de-t3-049", "wrong.value", "Bis wann muss die Steuererklärung für 2024 abgegeben werden?", "Bis zum 30. September 2025.", "Bis zum 31. Juli 2025.", False),
    w.correct("de-t3-050", "wrong.role", "Wer hat den Fehler beim PDF-Export gemeldet?", "Gemeldet hat ihn Entwicklerin Lea Hartmann.", "Kunde Jonas Beck.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
