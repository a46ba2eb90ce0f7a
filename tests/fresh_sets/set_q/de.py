# ruff: noqa: E501
"""Fresh set Q, German: German number, money and time formats (14 Uhr, 3.500, 180 €)."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

BIND = (
    "Die Buchbinderei Falz & Faden bietet einen Wochenendkurs in koptischer Bindung an. "
    "Der Kurs ist auf 6 Teilnehmende begrenzt und kostet 180 €, Material inbegriffen. "
    "Die Werkstatt befindet sich im zweiten Stock der alten Gerberei in der Hafenstraße 7."
)
BREWERY = (
    "Die Brauerei Kessler wurde 1874 von Josef Kessler in Ebersfeld gegründet. "
    "1921 übernahm seine Tochter Marta die Brauerei von ihm. "
    "1968 verkaufte die Familie Kessler die Brauerei an die Brauwerk AG. "
    "Das alte Sudhaus ist heute ein Museum."
)
LOCKER = (
    "Paketstationen von PaketPunkt bewahren Sendungen 72 Stunden nach der Zustellung auf. "
    "Danach geht die Sendung an den Absender zurück. "
    "Ein Paket darf höchstens 20 kg wiegen. "
    "Geöffnet wird das Fach mit einem sechsstelligen Code, der per SMS kommt."
)
AUDIO = (
    "Das Schifffahrtsmuseum Lauenhafen bietet einen Audioguide in sechs Sprachen an. "
    "Für Erwachsene ist der Audioguide im Eintrittspreis enthalten, Studierende zahlen dafür 3 €. "
    "Der Rundgang umfasst 42 Stationen und dauert etwa 90 Minuten. "
    "Das Museum ist täglich außer montags von 10 bis 18 Uhr geöffnet."
)
FESTIVAL = (
    "Das Dorffest in Lindholm findet am ersten Augustwochenende statt. "
    "Der Eintritt ist für alle frei, der Festumzug beginnt am Samstag um 14 Uhr. "
    "Im vergangenen Jahr kamen rund 3.500 Besucherinnen und Besucher."
)
SKI = (
    "Die Skischule Schneefink in Valbrun bietet Gruppenkurse für Kinder von 5 bis 12 Jahren an. "
    "Ein Halbtageskurs dauert 3 Stunden und kostet 45 €. "
    "Privatstunden müssen mindestens 48 Stunden im Voraus gebucht werden."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("de-q-001", "para.nominal", "Wann wurde die Brauerei Kessler gegründet?", "Die Gründung der Brauerei Kessler erfolgte 1874 durch Josef Kessler in Ebersfeld.", BREWERY, True),
    w.faith("de-q-002", "fmt.thousands", "Wie viele Leute kamen letztes Jahr zum Dorffest?", "Im vergangenen Jahr kamen rund 3500 Besucherinnen und Besucher.", FESTIVAL, True),
    w.faith("de-q-003", "fmt.unit", "Wie schwer darf ein Paket für die Paketstation sein?", "Ein Paket darf maximal 20.000 Gramm wiegen.", LOCKER, True),
    w.faith("de-q-004", "fmt.abbrev", "Wann hat das Museum geöffnet?", "Das Museum ist tägl. außer Mo. von 10 bis 18 Uhr geöffnet.", AUDIO, True),
    w.faith("de-q-005", "wrap.attribution", "Wie lange dauert ein Halbtageskurs?", "Laut den Informationen der Skischule dauert ein Halbtageskurs 3 Stunden.", SKI, True),
    w.faith("de-q-006", "para.relative", "Was kostet der Kurs in koptischer Bindung?", "Der Kurs, der auf 6 Teilnehmende begrenzt ist, kostet 180 €, Material inbegriffen.", BIND, True),
    w.faith("de-q-007", "fmt.time", "Wann beginnt der Festumzug?", "Der Festumzug beginnt am Samstag um zwei Uhr nachmittags.", FESTIVAL, True),
    w.faith("de-q-008", "value.unit", "Wie schwer darf ein Paket sein?", "Ein Paket darf höchstens 20 Pfund wiegen.", LOCKER, False),
    w.faith("de-q-009", "value.except", "An welchen Tagen ist das Museum geöffnet?", "Das Museum ist täglich außer dienstags von 10 bis 18 Uhr geöffnet.", AUDIO, False),
    w.faith("de-q-010", "mixed", "Was kostet der Kurs und wie viele Personen können mitmachen?", "Der Kurs kostet 180 €, Material inbegriffen, und ist auf 10 Teilnehmende begrenzt.", BIND, False),
    w.faith("de-q-011", "role.swap", "Wer hat die Brauerei 1921 übernommen?", "1921 übernahm Josef Kessler die Brauerei von seiner Tochter Marta.", BREWERY, False),
    w.faith("de-q-012", "negation", "Ist der Audioguide für Erwachsene im Eintritt enthalten?", "Nein, für Erwachsene ist der Audioguide nicht im Eintrittspreis enthalten.", AUDIO, False),
    w.faith("de-q-013", "value.number", "Wie viele Stationen hat der Rundgang?", "Der Rundgang umfasst 24 Stationen und dauert etwa 90 Minuten.", AUDIO, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-q-014", "refusal.context", "Gibt es Parkplätze an der Skischule?", "In den vorliegenden Unterlagen steht nichts über Parkplätze an der Skischule.", SKI, True),
    w.refusal("de-q-015", "refusal.hedged", "Wie lange bleiben Pakete in der Station?", "Ich bin mir nicht ganz sicher, aber soweit ich sehe, werden Sendungen 72 Stunden nach der Zustellung aufbewahrt.", LOCKER, False),
    w.refusal("de-q-016", "refusal.short", "Was kostet der Eintritt ins Museum?", "Keine Ahnung.", AUDIO, True),
]

CORRECTNESS: list[Case] = [
    w.correct("de-q-017", "correct.wordy", "Wie lange dauert der Rundgang mit dem Audioguide?", "Der Rundgang mit dem Audioguide führt Sie durch insgesamt 42 Stationen des Museums und dauert dabei ungefähr 90 Minuten.", "Der Rundgang dauert etwa 90 Minuten.", True),
    w.correct("de-q-018", "wrong.role", "An wen verkaufte die Familie Kessler die Brauerei?", "Die Brauwerk AG verkaufte die Brauerei 1968 an die Familie Kessler.", "Die Familie Kessler verkaufte die Brauerei 1968 an die Brauwerk AG.", False),
    w.correct("de-q-019", "wrong.value", "Wann beginnt der Festumzug?", "Am Samstag um 16 Uhr.", "Der Festumzug beginnt am Samstag um 14 Uhr.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("de-q-020", "relevant.direct", "Wie komme ich an mein Fach?", "Mit dem sechsstelligen Code, den Sie per SMS bekommen.", LOCKER, True),
    w.relevant("de-q-021", "offtopic.true", "Was kostet ein Halbtageskurs?", "Privatstunden müssen mindestens 48 Stunden im Voraus gebucht werden.", SKI, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-q-022", "diag.unfaithful", "Was zahlen Studierende für den Audioguide?", "Studierende zahlen 5 € für den Audioguide.", {"audio-1": AUDIO}, ("audio-1",), "fix_generation"),
    w.diag("de-q-023", "diag.correct_refusal", "Bietet die Buchbinderei Gutscheine an?", "Dazu finde ich in den Unterlagen leider keine Angaben.", {"bind-1": BIND, "ski-1": SKI}, (), "correct_refusal"),
    w.diag("de-q-024", "diag.pass", "Wer hat die Brauerei Kessler gegründet?", "Josef Kessler gründete die Brauerei 1874 in Ebersfeld.", {"fest-1": FESTIVAL, "brew-1": BREWERY}, ("brew-1",), "pass"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
