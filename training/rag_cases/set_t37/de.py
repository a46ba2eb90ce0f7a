"""German cases of set t37: eine öffentliche Sauna, eine Schuhmacherei, Veranstaltungen
einer Weinbar, die Anmeldung an einer Volkshochschule, die Plätze eines Tennisvereins und
die Standgebühren eines Flohmarkts."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

SAUNA_HOURS = (
    "Das Saunarium im Stadtbad Kiel ist täglich außer donnerstags von 11 bis 23 Uhr geöffnet. "
    "Der Eintritt kostet für Erwachsene 16,50 €, Kinder unter 14 zahlen die Hälfte. "
    "Bademäntel können an der Kasse für 4 € ausgeliehen werden. "
    "Einlass ist bis eine Stunde vor Schließung."
)
SAUNA_STAFF = (
    "Saunameister Jens Krüger führt die Aufgüsse um 14 und um 20 Uhr durch. "
    "Vor jedem Aufguss bereitet seine Kollegin Anke Pohl die Kübel vor und mischt das Minzöl an. "
    "Während eines Aufgusses bleibt die Saunatür geschlossen."
)
SHOE_PRICES = (
    "Die Schuhmacherei Brandl in der Lindenstraße besohlt Lederschuhe für 55 € innerhalb von sechs Werktagen. "
    "Absätze werden sofort erneuert, während man wartet; das dauert etwa 15 Minuten. "
    "Turnschuhe mit geklebten Schaumsohlen werden nicht repariert."
)
SHOE_STAFF = (
    "Schuhmachermeister Alois Brandl übernimmt alle Näharbeiten selbst. "
    "Sein Lehrling Finn Weber kümmert sich um Schlüssel und Schuhpflege. "
    "Schuhe, die nach acht Wochen nicht abgeholt wurden, gehen an die Kleiderkammer der Caritas."
)
WINE_TASTING = (
    "In der Weinbar Rebstock findet jeden Mittwoch um 19:30 Uhr eine Weinprobe mit Sommelière Katrin Seidel statt. "
    "Verkostet werden sieben Weine aus einem Anbaugebiet; die Teilnahme kostet 32 € pro Person, Brot und Käse inklusive. "
    "Es gibt höchstens 18 Plätze, eine Anmeldung ist Pflicht."
)
WINE_GUEST = (
    "Am 22. November stellt Winzer Matthias Haller im Rebstock seine Rieslinge von der Mosel vor. "
    "Moderiert wird der Abend von Katrin Seidel, die ihn zum Jahrgang 2023 befragt. "
    "Inhaber der Rebstock-Karte erhalten 20 % Rabatt auf das Ticket zu 45 €."
)
COLLEGE_DATES = (
    "Die Anmeldung für das Herbstsemester an der Volkshochschule Erfurt läuft vom 1. August bis zum 12. September. "
    "Neue Teilnehmende müssen ihren Personalausweis und eine Meldebescheinigung im Servicebüro vorlegen. "
    "Die Anmeldegebühr beträgt 15 €; Personen ab 65 Jahren sind davon befreit."
)
COLLEGE_STAFF = (
    "An der Volkshochschule Erfurt genehmigt Studienberaterin Dr. Sabine Roth den Kursplan aller neuen Teilnehmenden. "
    "Anschließend bestätigt Verwaltungsmitarbeiter Tobias Lang die Anmeldung per E-Mail. "
    "Berufstätige im Abendprogramm dürfen höchstens drei Kurse pro Semester belegen."
)
TENNIS = (
    "Der TC Blau-Weiß Ahrensburg hat acht Plätze: sechs Sandplätze und zwei Hallenplätze. "
    "Mitglieder können einen Platz bis zu zehn Tage im Voraus buchen, jeweils für 60 Minuten. "
    "Cheftrainerin Monika Hartwig trainiert die Jugendmannschaft, und Sportwart Uwe Claasen stellt die Mannschaften für die Punktspiele auf. "
    "Die Sandplätze sind von November bis März gesperrt."
)
MARKET = (
    "Der Flohmarkt auf dem Messeparkplatz findet von April bis Oktober jeden Samstag von 7 bis 13 Uhr statt. "
    "Ein Standplatz von drei Metern kostet 18 €, jeder weitere Meter 5 €. "
    "Die Standgebühr sammelt Marktmeister Kai Obermann um 8 Uhr ein und übergibt sie der Kassiererin Jutta Lenz. "
    "Bei einer Absage weniger als drei Tage vor dem Markttag wird die Gebühr nicht erstattet."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim supported, in other words
    w.faith("de-t37-001", "para.combine", "Bis wann komme ich am Freitagabend noch in die Sauna?", "Geschlossen wird um 23 Uhr, und Einlassschluss ist eine Stunde vorher – Sie müssen also spätestens um 22 Uhr da sein.", SAUNA_HOURS, True),
    w.faith("de-t37-002", "para.combine", "Was macht Anke Pohl?", "Anke Pohl, eine Kollegin von Saunameister Krüger, richtet vor jedem Aufguss die Kübel her und mischt das Minzöl an.", SAUNA_STAFF, True),
    w.faith("de-t37-003", "para.combine", "Was ist am 22. November im Rebstock los?", "Winzer Matthias Haller präsentiert seine Mosel-Rieslinge, und Katrin Seidel befragt ihn als Moderatorin zum Jahrgang 2023.", WINE_GUEST, True),
    w.faith("de-t37-004", "para.combine", "Wie wird meine Anmeldung an der VHS bestätigt?", "Sobald Frau Dr. Roth Ihren Kursplan genehmigt hat, schickt Ihnen Herr Lang aus der Verwaltung eine Bestätigung per E-Mail.", COLLEGE_STAFF, True),
    w.faith("de-t37-005", "para.combine", "Auf welchen Plätzen kann ich im Januar spielen?", "Im Januar sind die Sandplätze gesperrt, es bleiben also nur die zwei Hallenplätze.", TENNIS, True),
    w.faith("de-t37-006", "para.combine", "Was kostet ein Stand mit vier Metern, und wer kassiert?", "Für vier Meter zahlen Sie 23 €, und das Geld holt Marktmeister Kai Obermann um acht Uhr ab.", MARKET, True),
    w.faith("de-t37-007", "para.pronoun", "Wer macht bei Brandl die Näharbeiten?", "Der Meister, Alois Brandl. Er erledigt sie alle selbst.", SHOE_STAFF, True),
    w.faith("de-t37-008", "para.pronoun", "Wer ist Katrin Seidel?", "Sie ist die Sommelière, die mittwochs im Rebstock die Weinproben leitet.", WINE_TASTING, True),
    w.faith("de-t37-009", "para.pronoun", "Was macht Uwe Claasen im Verein?", "Er ist Sportwart und legt fest, wer in den Punktspielen antritt.", TENNIS, True),
    w.faith("de-t37-010", "para.synonym", "Reparieren Sie auch Sneaker mit geklebter Schaumsohle?", "Leider nein, solche Turnschuhe richtet die Schuhmacherei Brandl nicht her.", SHOE_PRICES, True),
    w.faith("de-t37-011", "para.synonym", "Was muss ich als neue Teilnehmerin mitbringen?", "Sie brauchen Ihren Ausweis und eine Meldebescheinigung; beides zeigen Sie im Servicebüro vor.", COLLEGE_DATES, True),
    w.faith("de-t37-012", "para.synonym", "Kann ich mitten im Aufguss noch in die Sauna?", "Nein, solange ein Aufguss läuft, bleibt die Tür zu.", SAUNA_STAFF, True),
    w.faith("de-t37-013", "para.synonym", "Ich sage zwei Tage vorher ab – bekomme ich die Gebühr zurück?", "Nein. Wer kürzer als drei Tage vor dem Markt absagt, bekommt die Standgebühr nicht zurückgezahlt.", MARKET, True),
    w.faith("de-t37-014", "para.except", "An welchem Tag hat die Sauna zu?", "Nur donnerstags ist geschlossen.", SAUNA_HOURS, True),
    w.faith("de-t37-015", "para.except", "Wann kann man auf Sand spielen?", "Die Sandplätze sind von April bis Oktober bespielbar.", TENNIS, True),
    w.faith("de-t37-016", "fmt.time", "Wann fängt die Weinprobe an?", "Um halb acht abends.", WINE_TASTING, True),
    w.faith("de-t37-017", "fmt.currency", "Was kostet das Besohlen bei Brandl?", "Fünfundfünfzig Euro.", SHOE_PRICES, True),
    w.faith("de-t37-018", "fmt.period", "Wie lange werden nicht abgeholte Schuhe aufbewahrt?", "Nach 56 Tagen gehen Schuhe, die niemand abgeholt hat, an die Kleiderkammer der Caritas.", SHOE_STAFF, True),
    w.faith("de-t37-019", "fmt.share", "Welchen Rabatt gibt es mit der Rebstock-Karte?", "Mit der Karte bekommen Sie ein Fünftel Nachlass auf das 45-€-Ticket.", WINE_GUEST, True),
    w.faith("de-t37-020", "fmt.date", "Bis wann kann ich mich für das Herbstsemester anmelden?", "Bis zum 12.09.", COLLEGE_DATES, True),
    w.faith("de-t37-021", "para.passive", "Wer sammelt die Standgebühr ein?", "Die Gebühr wird um 8 Uhr von Marktmeister Kai Obermann eingesammelt.", MARKET, True),
    w.faith("de-t37-022", "para.relative", "Wie viele Kurse darf ich im Abendprogramm belegen?", "Berufstätige, die am Abendprogramm teilnehmen, können pro Semester maximal drei Kurse besuchen.", COLLEGE_STAFF, True),
    w.faith("de-t37-023", "para.nominal", "Dauert ein neuer Absatz lange?", "Die Erneuerung eines Absatzes erfolgt sofort, die Wartezeit beträgt etwa eine Viertelstunde.", SHOE_PRICES, True),
    w.faith("de-t37-024", "wrap.attribution", "Wie viele Plätze hat die Weinprobe?", "Laut Rebstock gibt es maximal 18 Plätze.", WINE_TASTING, True),
    # unfaithful: exactly one error
    w.faith("de-t37-025", "role.swap", "Wer macht die Aufgüsse?", "Die Aufgüsse leitet Anke Pohl; ihr Kollege Jens Krüger bereitet vorher die Kübel vor und mischt das Öl an.", SAUNA_STAFF, False),
    w.faith("de-t37-026", "role.swap", "Wer moderiert am 22. November?", "Matthias Haller führt durch den Abend und interviewt Katrin Seidel zum Jahrgang 2023.", WINE_GUEST, False),
    w.faith("de-t37-027", "role.swap", "Wer genehmigt den Kursplan?", "Tobias Lang aus der Verwaltung gibt den Kursplan frei, und Frau Dr. Roth schickt danach die Bestätigungsmail.", COLLEGE_STAFF, False),
    w.faith("de-t37-028", "role.swap", "Wer macht was in der Schuhmacherei Brandl?", "Die Näharbeiten übernimmt der Lehrling Finn Weber, während Meister Brandl sich um Schlüssel und Schuhpflege kümmert.", SHOE_STAFF, False),
    w.faith("de-t37-029", "role.swap", "Was passiert mit der Standgebühr?", "Kassiererin Jutta Lenz kassiert um acht bei den Händlern und reicht das Geld an Kai Obermann weiter.", MARKET, False),
    w.faith("de-t37-030", "added.fact", "Kann man in der Sauna Bademäntel leihen?", "Ja, an der Kasse für 4 €, und Handtücher bekommt man dort kostenlos dazu.", SAUNA_HOURS, False),
    w.faith("de-t37-031", "added.fact", "Wie lange dauert eine Besohlung?", "Sechs Werktage, und auf die neue Sohle gibt es ein Jahr Garantie.", SHOE_PRICES, False),
    w.faith("de-t37-032", "added.fact", "Was ist im Preis der Weinprobe drin?", "Für 32 € probieren Sie sieben Weine aus einer Region, dazu gibt es Brot, Käse und ein Glas Sekt zur Begrüßung.", WINE_TASTING, False),
    w.faith("de-t37-033", "added.fact", "Wer muss keine Anmeldegebühr zahlen?", "Wer 65 oder älter ist, zahlt die 15 € nicht, und Studierende sind ebenfalls befreit.", COLLEGE_DATES, False),
    w.faith("de-t37-034", "added.fact", "Wie buche ich einen Platz?", "Mitglieder reservieren bis zu zehn Tage vorher über die Vereins-App, immer für eine Stunde.", TENNIS, False),
    w.faith("de-t37-035", "negation", "Kann ich warten, während der Absatz gemacht wird?", "Nein, auf neue Absätze kann man nicht warten.", SHOE_PRICES, False),
    w.faith("de-t37-036", "antonym", "Muss ich mich für die Weinprobe anmelden?", "Nein, die Anmeldung ist freiwillig.", WINE_TASTING, False),
    w.faith("de-t37-037", "modality", "Was muss ich ins Servicebüro mitbringen?", "Personalausweis und Meldebescheinigung können Sie vorlegen, Pflicht ist das aber nicht.", COLLEGE_DATES, False),
    w.faith("de-t37-038", "quantifier", "Was für Plätze hat der Verein?", "Sämtliche acht Plätze sind Sandplätze.", TENNIS, False),
    w.faith("de-t37-039", "direction", "Wann verfällt die Gebühr bei einer Absage?", "Wer mehr als drei Tage vor dem Markttag absagt, bekommt die Gebühr nicht zurück.", MARKET, False),
    w.faith("de-t37-040", "value.number", "Wie viele Weine gibt es bei der Probe?", "Man verkostet fünf Weine aus einem Anbaugebiet.", WINE_TASTING, False),
    w.faith("de-t37-041", "value.time", "Wann sind die Aufgüsse?", "Jens Krüger gießt um 14 und um 21 Uhr auf.", SAUNA_STAFF, False),
    w.faith("de-t37-042", "value.except", "Hat die Sauna montags offen?", "Nein, montags ist Ruhetag; an allen anderen Tagen ist von 11 bis 23 Uhr geöffnet.", SAUNA_HOURS, False),
    w.faith("de-t37-043", "value.currency", "Was kostet ein Standplatz von drei Metern?", "Drei Meter kosten 18 Dollar.", MARKET, False),
    w.faith("de-t37-044", "added.entity", "Wer bestätigt die Anmeldung?", "Tobias Lang bestätigt sie per E-Mail, gemeinsam mit VHS-Direktorin Petra Voss.", COLLEGE_STAFF, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-t37-045", "correct.wordy", "Wie lange dauert das Besohlen bei Brandl?", "Wenn Sie Ihre Lederschuhe zum Besohlen abgeben, können Sie sie nach sechs Werktagen wieder abholen.", "Sechs Werktage.", True),
    w.correct("de-t37-046", "correct.wordy", "Wer leitet die Weinprobe im Rebstock?", "Die wöchentliche Weinprobe wird von der Sommelière des Hauses geleitet, nämlich von Katrin Seidel.", "Sommelière Katrin Seidel.", True),
    w.correct("de-t37-047", "correct.format", "Was kostet der Saunaeintritt für Erwachsene?", "Sechzehn Euro fünfzig.", "16,50 €.", True),
    w.correct("de-t37-048", "correct.format", "Wann endet der Flohmarkt auf dem Messeparkplatz?", "Um ein Uhr mittags.", "Um 13 Uhr.", True),
    w.correct("de-t37-049", "wrong.value", "Wie viele Plätze hat der TC Blau-Weiß Ahrensburg?", "Der Verein hat zehn Plätze.", "Acht.", False),
    w.correct("de-t37-050", "wrong.role", "Wer trainiert die Jugendmannschaft des TC Blau-Weiß?", "Sportwart Uwe Claasen trainiert die Jugend.", "Cheftrainerin Monika Hartwig.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
