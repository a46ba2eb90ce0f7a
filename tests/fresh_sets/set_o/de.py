# ruff: noqa: E501
"""Fresh set O, German: a home insurance claim, a holiday cottage, a swimming lake, a flower
delivery service, a printing company's history and a driving range."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

CLAIM = (
    "Wasserschäden an Ihrem Haus müssen Sie der Nordlicht Versicherung innerhalb von 14 Tagen melden. "
    "Ein Gutachter besichtigt den Schaden innerhalb von fünf Werktagen. "
    "Bei Schäden über 1.500 € ist ein Kostenvoranschlag eines Handwerkers erforderlich. Die Auszahlung erfolgt per Überweisung."
)
COTTAGE = (
    "Das Ferienhaus Seeblick bietet Platz für bis zu fünf Personen. "
    "Die Anreise ist ab 15 Uhr möglich, die Abreise muss bis 10 Uhr erfolgen. "
    "Die Endreinigung kostet 60 €. Haustiere sind nicht erlaubt."
)
LAKE = (
    "Das Strandbad am Wolfsee ist von Mai bis September täglich außer montags von 9 bis 19 Uhr geöffnet. "
    "Der Eintritt kostet für Erwachsene 4,50 €. Grillen ist am gesamten Ufer verboten."
)
FLOWERS = (
    "Blütenbote liefert Sträuße in ganz Freiburg. Bestellungen, die bis 12 Uhr eingehen, werden am selben Tag zugestellt. "
    "Ein Strauß in der Box wiegt etwa 1,2 kg. Die Lieferung kostet 5,90 €."
)
PRINTING = (
    "Die Druckerei Wendel wurde 1952 von Karl Wendel in Kassel gegründet. "
    "1987 übernahm die Druckerei Wendel die Druckerei Albers. Seit 2015 gehört das Unternehmen zur Mediengruppe Rheintal."
)
RANGE = (
    "Die Driving Range Birkenhof hat 30 überdachte Abschlagplätze. Ein Korb mit 40 Bällen kostet 3 €. "
    "Schläger können an der Rezeption kostenlos ausgeliehen werden. "
    "Die Anlage ist montags bis freitags von 8 bis 21 Uhr geöffnet."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("de-o-001", "para.nominal", "Wann kommt ein Gutachter vorbei?", "Die Besichtigung des Schadens durch einen Gutachter erfolgt innerhalb von fünf Werktagen.", CLAIM, True),
    w.faith("de-o-002", "para.relative", "Wie viele Personen passen ins Ferienhaus Seeblick?", "Das Ferienhaus Seeblick, in dem Haustiere nicht erlaubt sind, bietet Platz für bis zu fünf Personen.", COTTAGE, True),
    w.faith("de-o-003", "fmt.thousands", "Ab welcher Schadenshöhe brauche ich einen Kostenvoranschlag?", "Bei Schäden über 1500 € ist ein Kostenvoranschlag eines Handwerkers erforderlich.", CLAIM, True),
    w.faith("de-o-004", "fmt.unit", "Wie schwer ist ein Strauß in der Box?", "Ein Strauß in der Box wiegt etwa 1200 Gramm.", FLOWERS, True),
    w.faith("de-o-005", "fmt.abbrev", "Wann hat die Driving Range Birkenhof geöffnet?", "Die Anlage ist Mo.–Fr. von 8 bis 21 Uhr geöffnet.", RANGE, True),
    w.faith("de-o-006", "wrap.attribution", "Darf man am Wolfsee grillen?", "Laut den vorliegenden Unterlagen ist Grillen am gesamten Ufer verboten.", LAKE, True),
    w.faith("de-o-007", "wrap.hedge", "Wie viel kostet die Endreinigung im Ferienhaus Seeblick?", "Soweit ich sehe, kostet die Endreinigung 60 €.", COTTAGE, True),
    w.faith("de-o-008", "value.unit", "Wie schwer ist ein Strauß in der Box?", "Ein Strauß in der Box wiegt etwa 1,2 Gramm.", FLOWERS, False),
    w.faith("de-o-009", "value.except", "An welchen Tagen ist das Strandbad am Wolfsee geöffnet?", "Das Strandbad ist von Mai bis September täglich außer dienstags geöffnet.", LAKE, False),
    w.faith("de-o-010", "role.swap", "Was geschah 1987 mit der Druckerei Wendel?", "1987 übernahm die Druckerei Albers die Druckerei Wendel.", PRINTING, False),
    w.faith("de-o-011", "negation", "Sind Haustiere im Ferienhaus Seeblick erlaubt?", "Ja, Haustiere sind im Ferienhaus Seeblick erlaubt.", COTTAGE, False),
    w.faith("de-o-012", "mixed", "Was kostet ein Korb Bälle, und muss ich für Schläger zahlen?", "Ein Korb mit 40 Bällen kostet 3 €, und für die Schläger zahlen Sie 2 € Leihgebühr.", RANGE, False),
    w.faith("de-o-013", "added.fact", "Bis wann muss ich einen Wasserschaden melden?", "Sie müssen ihn der Nordlicht Versicherung innerhalb von 14 Tagen melden; die Meldung ist auch bequem per App möglich.", CLAIM, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-o-014", "refusal.plain", "Gibt es am Wolfsee einen Kiosk?", "Das weiß ich leider nicht.", LAKE, True),
    w.refusal("de-o-015", "refusal.short", "Wer leitet die Druckerei Wendel heute?", "Weiß ich nicht.", PRINTING, True),
    w.refusal("de-o-016", "refusal.partial", "Was kostet die Lieferung bei Blütenbote, und kann ich bar bezahlen?", "Die Lieferung kostet 5,90 €. Ob Barzahlung möglich ist, geht aus den Unterlagen nicht hervor.", FLOWERS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-o-017", "correct.format", "Wie viel kostet der Eintritt für Erwachsene im Strandbad am Wolfsee?", "Vier Euro fünfzig.", "Der Eintritt kostet 4,50 €.", True),
    w.correct("de-o-018", "wrong.role", "Wer übernahm 1987 wen?", "1987 übernahm die Druckerei Albers die Druckerei Wendel.", "1987 übernahm die Druckerei Wendel die Druckerei Albers.", False),
    w.correct("de-o-019", "correct.short", "Wie viele überdachte Abschlagplätze hat die Driving Range Birkenhof?", "30.", "Die Driving Range Birkenhof hat 30 überdachte Abschlagplätze.", True),
]

RELEVANCY: list[Case] = [
    w.relevant("de-o-020", "relevant.direct", "Ab wann kann ich ins Ferienhaus Seeblick?", "Ab 15 Uhr.", COTTAGE, True),
    w.relevant("de-o-021", "offtopic.true", "Wie lange habe ich Zeit, einen Wasserschaden zu melden?", "Die Auszahlung erfolgt per Überweisung.", CLAIM, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-o-022", "diag.pass", "Was kostet der Eintritt im Strandbad am Wolfsee?", "Erwachsene zahlen im Strandbad am Wolfsee 4,50 € Eintritt.", {"see-1": LAKE, "golf-1": RANGE}, ("see-1",), "pass"),
    w.diag("de-o-023", "diag.unfaithful", "Bis wann muss eine Bestellung bei Blütenbote eingehen, damit sie am selben Tag geliefert wird?", "Bestellungen, die bis 16 Uhr eingehen, werden am selben Tag zugestellt.", {"blumen-1": FLOWERS}, ("blumen-1",), "fix_generation"),
    w.diag("de-o-024", "diag.missed", "Wann wurde die Druckerei Wendel gegründet?", "Dazu habe ich leider keine Informationen gefunden.", {"see-1": LAKE, "haus-1": COTTAGE}, ("druck-1",), "fix_retrieval"),
    w.diag("de-o-025", "diag.correct_refusal", "Gibt es im Ferienhaus Seeblick WLAN?", "In den Unterlagen steht nichts darüber, ob es im Ferienhaus Seeblick WLAN gibt.", {"haus-1": COTTAGE}, (), "correct_refusal"),
    w.diag("de-o-026", "diag.should_refuse", "Liefert Blütenbote auch sonntags?", "Ja, Blütenbote liefert auch sonntags zwischen 10 und 14 Uhr.", {"blumen-1": FLOWERS}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
