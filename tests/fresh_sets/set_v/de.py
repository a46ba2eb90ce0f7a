"""German cases of set V: a children's swimming school, a community garden and the box
office of a concert hall."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

SCHWIMMEN = (
    "Die Schwimmschule Wellenreiter bietet Seepferdchen-Kurse für Kinder ab 5 Jahren an. "
    "Ein Kurs umfasst 10 Einheiten zu je 40 Minuten und kostet 129 Euro. "
    "Der Unterricht findet mittwochs und freitags um 15:30 Uhr im Hallenbad Nord statt. "
    "Eltern dürfen beim ersten Termin zuschauen, danach nicht mehr."
)
GARTEN = (
    "Der Gemeinschaftsgarten am Lindenplatz hat 40 Beete, von denen 10 noch frei sind. "
    "Ein Beet ist 2 mal 5 Meter groß und kostet 30 Euro pro Saison. "
    "Werkzeug und Gießkannen stehen im Schuppen und dürfen kostenlos ausgeliehen werden. "
    "Jedes Mitglied muss im Jahr mindestens 6 Stunden bei den gemeinsamen Arbeitseinsätzen mithelfen."
)
KONZERTHAUS = (
    "Die Kasse des Konzerthauses Rheinblick ist montags bis freitags von 11 bis 18 Uhr und samstags von 10 bis 14 Uhr geöffnet. "
    "Schüler und Studierende erhalten 50 % Ermäßigung auf alle Plätze außer in der Loge. "
    "Bereits gekaufte Karten werden nicht zurückgenommen, können aber bis zwei Tage vor dem Konzert kostenlos umgetauscht werden. "
    "Pro Person werden höchstens 6 Karten verkauft."
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("de-v-001", "fmt.time", "Um wie viel Uhr ist der Schwimmunterricht?", "Der Unterricht ist jeweils um halb vier am Nachmittag.", SCHWIMMEN, True),
    w.faith("de-v-002", "fmt.abbrev", "Wie lange dauert eine Einheit im Seepferdchen-Kurs?", "Eine Einheit dauert 40 Min.", SCHWIMMEN, True),
    w.faith("de-v-003", "para.passive", "Wo findet der Schwimmkurs statt?", "Der Unterricht wird im Hallenbad Nord abgehalten.", SCHWIMMEN, True),
    w.faith("de-v-004", "para.synonym", "Ab welchem Alter können Kinder beim Seepferdchen-Kurs mitmachen?", "Mitmachen können Kinder, die mindestens fünf Jahre alt sind.", SCHWIMMEN, True),
    w.faith("de-v-005", "fmt.share", "Wie viele Beete sind im Gemeinschaftsgarten noch frei?", "Ein Viertel der 40 Beete ist noch frei.", GARTEN, True),
    w.faith("de-v-006", "fmt.unit", "Wie groß ist ein Beet?", "Ein Beet misst 2 m × 5 m.", GARTEN, True),
    w.faith("de-v-007", "para.relative", "Was kann man im Gemeinschaftsgarten ausleihen?", "Man kann Werkzeug und Gießkannen, die im Schuppen stehen, kostenlos ausleihen.", GARTEN, True),
    w.faith("de-v-008", "para.nominal", "Was müssen Mitglieder im Garten leisten?", "Pflicht für jedes Mitglied ist die Mithilfe bei den gemeinsamen Arbeitseinsätzen, und zwar mindestens sechs Stunden im Jahr.", GARTEN, True),
    w.faith("de-v-009", "fmt.range", "Wann hat die Kasse samstags geöffnet?", "Samstags ist die Kasse von 10–14 Uhr geöffnet.", KONZERTHAUS, True),
    w.faith("de-v-010", "para.except", "Für welche Plätze gilt die Ermäßigung für Schüler und Studierende?", "Sie gilt für alle Plätze mit Ausnahme der Loge.", KONZERTHAUS, True),
    w.faith("de-v-011", "wrap.hedge", "Kann ich gekaufte Karten zurückgeben?", "Soweit ich sehe, nein – man kann sie aber bis zwei Tage vor dem Konzert kostenlos umtauschen.", KONZERTHAUS, True),
    # one clear error each
    w.faith("de-v-012", "value.currency", "Was kostet ein Seepferdchen-Kurs?", "Ein Kurs kostet 139 Euro.", SCHWIMMEN, False),
    w.faith("de-v-013", "value.number", "Wie viele Einheiten hat ein Seepferdchen-Kurs?", "Ein Kurs umfasst 12 Einheiten.", SCHWIMMEN, False),
    w.faith("de-v-014", "quantifier", "Dürfen Eltern beim Schwimmunterricht zuschauen?", "Ja, Eltern dürfen bei allen Terminen zuschauen.", SCHWIMMEN, False),
    w.faith("de-v-015", "antonym", "Kostet es etwas, im Garten Werkzeug auszuleihen?", "Ja, Werkzeug und Gießkannen werden nur gegen Gebühr verliehen.", GARTEN, False),
    w.faith("de-v-016", "modality", "Müssen Mitglieder bei den Arbeitseinsätzen helfen?", "Nein, die Mithilfe bei den Arbeitseinsätzen ist freiwillig.", GARTEN, False),
    w.faith("de-v-017", "negation", "Nimmt die Kasse gekaufte Karten zurück?", "Ja, bereits gekaufte Karten werden zurückgenommen.", KONZERTHAUS, False),
    w.faith("de-v-018", "value.except", "Gilt die Ermäßigung für Schüler und Studierende auf allen Plätzen?", "Sie gilt für alle Plätze außer im Parkett.", KONZERTHAUS, False),
    w.faith("de-v-019", "value.time", "Bis wann ist die Kasse unter der Woche geöffnet?", "Montags bis freitags hat die Kasse bis 19 Uhr geöffnet.", KONZERTHAUS, False),
]

REFUSAL = [
    w.refusal("de-v-020", "refusal.long", "Bietet die Schwimmschule Wellenreiter auch Kurse für Erwachsene an?", "Dazu kann ich leider nichts sagen: In den vorliegenden Informationen werden nur die Seepferdchen-Kurse für Kinder beschrieben, Kurse für Erwachsene kommen darin nicht vor.", SCHWIMMEN, True),
    w.refusal("de-v-021", "refusal.plain", "Gibt es im Gemeinschaftsgarten einen Wasseranschluss?", "Tut mir leid, das kann ich nicht beantworten.", GARTEN, True),
    w.refusal("de-v-022", "refusal.hedged", "Wie viele Karten kann ich im Konzerthaus Rheinblick kaufen?", "Ich bin mir nicht ganz sicher, aber anscheinend sind es höchstens 6 Karten pro Person.", KONZERTHAUS, False),
]

CORRECTNESS = [
    w.correct("de-v-023", "correct.wordy", "Wie viel kostet ein Beet im Gemeinschaftsgarten am Lindenplatz?", "Wer im Gemeinschaftsgarten am Lindenplatz ein Beet haben möchte, zahlt dafür pro Saison insgesamt 30 Euro.", "30 Euro pro Saison.", True),
    w.correct("de-v-024", "correct.format", "Um wie viel Uhr beginnt der Unterricht der Schwimmschule Wellenreiter?", "Um halb vier nachmittags.", "Der Unterricht beginnt um 15:30 Uhr.", True),
    w.correct("de-v-025", "wrong.value", "Wie viele Karten werden im Konzerthaus Rheinblick pro Person höchstens verkauft?", "Höchstens 4 Karten pro Person.", "Höchstens 6 Karten pro Person.", False),
]

RELEVANCY = [
    w.relevant("de-v-026", "relevant.direct", "Wo lernen die Kinder schwimmen?", "Im Hallenbad Nord.", SCHWIMMEN, True),
    w.relevant("de-v-027", "relevant.yesno", "Kann ich meine Karte noch umtauschen, wenn das Konzert erst in fünf Tagen ist?", "Ja, das geht sogar kostenlos.", KONZERTHAUS, True),
    w.relevant("de-v-028", "offtopic.true", "Wie viele Beete sind im Gemeinschaftsgarten noch frei?", "Werkzeug und Gießkannen stehen im Schuppen.", GARTEN, False),
]

DIAGNOSIS = [
    w.diag("de-v-029", "diag.pass", "Was kostet ein Seepferdchen-Kurs bei der Schwimmschule Wellenreiter?", "Ein Kurs kostet 129 Euro.", {"schwimmschule": SCHWIMMEN, "garten": GARTEN}, ("schwimmschule",), "pass"),
    w.diag("de-v-030", "diag.missed", "Wann hat die Kasse des Konzerthauses Rheinblick samstags geöffnet?", "Samstags ist die Kasse von 9 bis 12 Uhr geöffnet.", {"garten": GARTEN, "schwimmschule": SCHWIMMEN}, ("konzerthaus",), "fix_retrieval"),
    w.diag("de-v-031", "diag.correct_refusal", "Gibt es im Konzerthaus Rheinblick eine Garderobe?", "Dazu steht in den Unterlagen nichts, deshalb kann ich es nicht sagen.", {"konzerthaus": KONZERTHAUS}, (), "correct_refusal"),
    w.diag("de-v-032", "diag.unfaithful", "Wie viele Beete sind im Gemeinschaftsgarten am Lindenplatz noch frei?", "Es sind noch 20 Beete frei.", {"garten": GARTEN, "konzerthaus": KONZERTHAUS}, ("garten",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
