"""Fresh set K, German: a stadium, a courier service, a pottery workshop, a city harbour,
a study grant scheme, an observatory, a cheese dairy's history, a youth hostel and a
cemetery office, with German number, money and time formats."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

STADIUM = (
    "Das Weserstadion Nord bietet Platz für 28.500 Zuschauer. "
    "Die Tore öffnen 90 Minuten vor Spielbeginn. "
    "Taschen, die größer als DIN A4 sind, dürfen nicht mitgenommen werden."
)
COURIER = (
    "Der Kurierdienst Blitzbote befördert Pakete bis 31,5 kg. "
    "Eine Zustellung am selben Tag kostet innerhalb der Stadt 14,90 € und muss bis 10 Uhr gebucht werden. "
    "Nicht zustellbare Pakete werden sieben Tage in der Filiale gelagert."
)
CERAMICS = (
    "Die Töpferwerkstatt Tonart bietet Anfängerkurse mittwochs von 18:00 bis 20:30 Uhr an. "
    "Ein Kurs umfasst sechs Termine und kostet 180 €, Ton und Glasuren inklusive. "
    "Jeder Teilnehmer darf bis zu vier Stücke brennen lassen."
)
MARINA = (
    "Der Stadthafen Lindau-Ost verfügt über 240 Liegeplätze. "
    "Gastboote zahlen 2,50 € pro Meter und Nacht. "
    "Das Hafenbüro ist von Mai bis September täglich von 8 bis 19 Uhr besetzt."
)
LOAN = (
    "Über das Förderprogramm Studienstart können Studierende bis zu 650 € im Monat erhalten. "
    "Die Rückzahlung beginnt fünf Jahre nach dem Ende der Förderung. "
    "Anträge müssen spätestens drei Monate vor Semesterbeginn gestellt werden."
)
OBSERVATORY = (
    "Die Sternwarte am Hohen List bietet jeden Freitag ab 20 Uhr öffentliche Führungen an, sofern das Wetter es zulässt. "
    "Das Hauptteleskop hat einen Spiegel mit 1,2 m Durchmesser. "
    "Die Führung kostet 8 € für Erwachsene und 4 € für Schüler."
)
DAIRY = (
    "Die Käserei Bergmoos wurde 1903 von Josef Huber gegründet. "
    "1947 verkaufte Huber die Käserei an die Familie Berger. "
    "1979 erbte Anna Berger den Betrieb von ihrem Vater."
)
HOSTEL = (
    "Die Jugendherberge am See hat 96 Betten in 20 Zimmern. "
    "Das Frühstück ist im Übernachtungspreis enthalten. "
    "Die Rezeption ist von 7:00 bis 22:00 Uhr geöffnet."
)
CEMETERY = (
    "Das Friedhofsamt der Stadt Kornberg vergibt Grabstellen für eine Ruhezeit von 20 Jahren. "
    "Eine Verlängerung ist einmal möglich. "
    "Das Amt ist montags bis freitags von 8:30 bis 12:00 Uhr geöffnet."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("de-k-001", "para.passive", "Wer hat die Käserei Bergmoos gegründet?", "Josef Huber gründete die Käserei Bergmoos im Jahr 1903.", DAIRY, True),
    w.faith("de-k-002", "para.relative", "Wie groß ist der Spiegel des Hauptteleskops?", "Die Sternwarte am Hohen List hat ein Hauptteleskop, dessen Spiegel einen Durchmesser von 1,2 m hat.", OBSERVATORY, True),
    w.faith("de-k-003", "para.capital", "Darf ich eine große Tasche ins Stadion mitbringen?", "TASCHEN, DIE GRÖSSER ALS DIN A4 SIND, DÜRFEN NICHT MITGENOMMEN WERDEN.", STADIUM, True),
    w.faith("de-k-004", "fmt.thousands", "Wie viele Zuschauer passen ins Stadion?", "Das Weserstadion Nord bietet Platz für 28500 Zuschauer.", STADIUM, True),
    w.faith("de-k-005", "fmt.unit", "Wie schwer darf ein Paket sein?", "Blitzbote befördert Pakete bis 31.500 g.", COURIER, True),
    w.faith("de-k-006", "fmt.abbrev", "Wann ist das Friedhofsamt geöffnet?", "Das Amt ist Mo.–Fr. von 8:30 bis 12:00 Uhr geöffnet.", CEMETERY, True),
    w.faith("de-k-007", "fmt.range", "Wann findet der Anfängerkurs statt?", "Der Anfängerkurs findet mittwochs statt, 18:00–20:30 Uhr.", CERAMICS, True),
    w.faith("de-k-008", "wrap.attribution", "Ist das Frühstück im Preis enthalten?", "Laut den Informationen der Jugendherberge ist das Frühstück im Übernachtungspreis enthalten.", HOSTEL, True),
    w.faith("de-k-009", "value.number", "Wie viele Liegeplätze hat der Stadthafen?", "Der Stadthafen Lindau-Ost verfügt über 420 Liegeplätze.", MARINA, False),
    w.faith("de-k-010", "value.unit", "Wie viel zahlen Gastboote?", "Gastboote zahlen 2,50 € pro Fuß und Nacht.", MARINA, False),
    w.faith("de-k-011", "negation", "Ist das Frühstück im Preis enthalten?", "Nein, das Frühstück ist nicht im Übernachtungspreis enthalten.", HOSTEL, False),
    w.faith("de-k-012", "quantifier", "Wie lange gilt eine Grabstelle?", "Die Ruhezeit beträgt 20 Jahre und kann beliebig oft verlängert werden.", CEMETERY, False),
    w.faith("de-k-013", "direction", "Bis wann muss der Antrag gestellt werden?", "Anträge müssen spätestens drei Monate nach Semesterbeginn gestellt werden.", LOAN, False),
    w.faith("de-k-014", "mixed", "Was kostet der Töpferkurs und wie viele Termine hat er?", "Der Kurs kostet 180 € und umfasst acht Termine.", CERAMICS, False),
    w.faith("de-k-015", "modality", "Bis wann muss man die Zustellung am selben Tag buchen?", "Man kann sie bis 10 Uhr buchen, muss es aber nicht – spätere Buchungen sind ebenfalls möglich.", COURIER, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-k-016", "refusal.plain", "Gibt es am Stadion Parkplätze?", "Das weiß ich leider nicht.", STADIUM, True),
    w.refusal("de-k-017", "refusal.long", "Kann man in der Sternwarte auch tagsüber die Sonne beobachten?", "Leider kann ich diese Frage nicht beantworten. Die vorliegenden Unterlagen beschreiben nur die öffentlichen Führungen am Freitagabend, das Hauptteleskop und die Eintrittspreise. Zu Sonnenbeobachtungen am Tag steht dort nichts. Am besten wenden Sie sich direkt an die Sternwarte.", OBSERVATORY, True),
    w.refusal("de-k-018", "refusal.hedged", "Wie viel kostet eine Führung für Erwachsene?", "Ich bin mir nicht ganz sicher, aber laut den Unterlagen kostet die Führung für Erwachsene wohl 8 €.", OBSERVATORY, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-k-019", "correct.format", "Wie viel kostet die Zustellung am selben Tag?", "Innerhalb der Stadt EUR 14,90.", "14,90 €", True),
    w.correct("de-k-020", "wrong.role", "An wen verkaufte Josef Huber die Käserei 1947?", "Die Familie Berger verkaufte die Käserei 1947 an Josef Huber.", "An die Familie Berger.", False),
    w.correct("de-k-021", "correct.wordy", "Von wem erbte Anna Berger den Betrieb?", "Nach den Angaben zur Geschichte der Käserei Bergmoos hat Anna Berger den Betrieb im Jahr 1979 von ihrem Vater geerbt. Ich hoffe, das hilft Ihnen weiter!", "Von ihrem Vater.", True),
]

RELEVANCY: list[Case] = [
    w.relevant("de-k-022", "relevant.yesno", "Ist das Hafenbüro im Juli besetzt?", "Ja, von Mai bis September ist es täglich von 8 bis 19 Uhr besetzt.", MARINA, True),
    w.relevant("de-k-023", "offtopic.true", "Wie viel zahlen Gastboote pro Nacht?", "Der Stadthafen Lindau-Ost verfügt über 240 Liegeplätze.", MARINA, False),
    w.relevant("de-k-024", "relevant.direct", "Wie lange dauert die Ruhezeit einer Grabstelle?", "Zwanzig Jahre, einmal verlängerbar.", CEMETERY, True),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-k-025", "diag.pass", "Wann öffnen die Stadiontore?", "Die Tore öffnen 90 Minuten vor Spielbeginn.", {"stadion-1": STADIUM, "hafen-1": MARINA}, ("stadion-1",), "pass"),
    w.diag("de-k-026", "diag.offtopic", "Wie viel Förderung bekommt man im Monat?", "Anträge müssen spätestens drei Monate vor Semesterbeginn gestellt werden.", {"foerderung-1": LOAN}, ("foerderung-1",), "fix_generation"),
    w.diag("de-k-027", "diag.missed", "Wann ist die Rezeption der Jugendherberge geöffnet?", "Dazu habe ich in den gefundenen Dokumenten leider keine Angaben.", {"toepfer-1": CERAMICS, "kaese-1": DAIRY}, ("herberge-1",), "fix_retrieval"),
    w.diag("de-k-028", "diag.correct_refusal", "Gibt es in der Töpferwerkstatt Kinderkurse?", "Die Unterlagen erwähnen keine Kinderkurse, daher kann ich das nicht beantworten.", {"toepfer-1": CERAMICS}, (), "correct_refusal"),
    w.diag("de-k-029", "diag.should_refuse", "Wie viel kostet ein Liegeplatz für eine ganze Saison?", "Ein Saisonliegeplatz kostet 1.200 €.", {"hafen-1": MARINA}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
