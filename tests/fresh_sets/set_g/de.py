# ruff: noqa: E501  (data: one case per line)
"""Fresh set G, German: everyday chatbot-style faithful paraphrases (separable verbs, word
order, Nominalstil, compounds split or joined, formats), some unfaithful answers and refusals."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

DENTIST = "Die Zahnarztpraxis Dr. Berger ist montags bis freitags von 8 bis 18 Uhr geöffnet. Mittwochnachmittags bleibt die Praxis geschlossen. Eine professionelle Zahnreinigung kostet 95 Euro."
GYM = "Das Fitnessstudio Kraftwerk in Bremen öffnet täglich um 6 Uhr und schließt um 23 Uhr. Die Mitgliedschaft kostet 39,90 Euro im Monat und ist monatlich kündbar. Handtücher können an der Theke ausgeliehen werden."
OFFICE = "Im Bürgeramt Mitte kann man einen neuen Personalausweis beantragen. Dafür ist ein Termin nötig, den man online vereinbaren kann. Die Gebühr beträgt 37 Euro, die Bearbeitung dauert etwa drei Wochen."
PARKING = "Das Parkhaus am Markt hat 420 Stellplätze. Die erste Stunde kostet 2 Euro, jede weitere Stunde 1,50 Euro. Das Parkhaus ist von 6:00 bis 24:00 Uhr geöffnet."
BAKERY = "Die Bäckerei Sonnenkorn wurde 1987 von Anna Weber gegründet. 2015 übergab sie den Betrieb an ihren Neffen Lukas Weber. Sonntags ist die Bäckerei von 7 bis 11 Uhr geöffnet."
FURNITURE = "Das Möbelhaus Lindner liefert Möbel innerhalb von 10 Werktagen. Ab einem Bestellwert von 500 Euro ist die Lieferung kostenlos. Der Aufbau der Möbel kostet 49 Euro extra."
COURSE = "Der Intensivkurs Deutsch B1 dauert vier Wochen und findet montags bis freitags von 9 bis 13 Uhr statt. Die Kursgebühr beträgt 1.200 Euro. Am Ende des Kurses erhalten alle Teilnehmenden ein Zertifikat."
INTERNET = "Der Tarif NetzFlex 250 bietet eine Downloadgeschwindigkeit von bis zu 250 Mbit/s. Er kostet in den ersten sechs Monaten 19,99 Euro monatlich, danach 44,99 Euro. Die Mindestvertragslaufzeit beträgt 24 Monate."
KITA = "Die Kita Regenbogen betreut Kinder ab einem Jahr bis zum Schuleintritt. Die Kita öffnet um 7:30 Uhr und schließt um 16:30 Uhr. Eltern müssen ihr Kind bis 9 Uhr bringen."
HOTEL = "Das Hotel Alpenblick liegt 2 km vom Bahnhof entfernt. Das Frühstück ist im Zimmerpreis enthalten. Hunde sind gegen eine Gebühr von 15 Euro pro Nacht erlaubt."

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases
    w.faith("de-g-001", "para.reorder", "Wann hat das Fitnessstudio offen?", "Jeden Tag um 6 Uhr macht das Kraftwerk auf, und um 23 Uhr schließt es.", GYM, True),
    w.faith("de-g-002", "para.synonym", "Brauche ich für den Personalausweis einen Termin?", "Ja, Sie brauchen einen Termin. Den können Sie online ausmachen.", OFFICE, True),
    w.faith("de-g-003", "para.nominal", "Wie bekomme ich einen neuen Personalausweis?", "Für die Beantragung eines neuen Personalausweises im Bürgeramt Mitte ist eine Terminvereinbarung erforderlich.", OFFICE, True),
    w.faith("de-g-004", "para.passive", "Wer hat die Bäckerei gegründet?", "Anna Weber hat die Bäckerei Sonnenkorn 1987 gegründet.", BAKERY, True),
    w.faith("de-g-005", "fmt.currency", "Was kostet eine Zahnreinigung?", "Eine professionelle Zahnreinigung kostet in der Praxis Dr. Berger EUR 95.", DENTIST, True),
    w.faith("de-g-006", "fmt.thousands", "Wie teuer ist der Intensivkurs?", "Die Kursgebühr für den Intensivkurs B1 liegt bei 1200 €.", COURSE, True),
    w.faith("de-g-007", "fmt.time", "Wann kann ich im Parkhaus parken?", "Das Parkhaus am Markt hat von 6 Uhr morgens bis Mitternacht geöffnet.", PARKING, True),
    w.faith("de-g-008", "fmt.period", "Wie lange läuft der Vertrag mindestens?", "Die Mindestlaufzeit des Vertrags beträgt zwei Jahre.", INTERNET, True),
    w.faith("de-g-009", "fmt.unit", "Wie weit ist das Hotel vom Bahnhof weg?", "Das Hotel Alpenblick ist 2.000 Meter vom Bahnhof entfernt.", HOTEL, True),
    w.faith("de-g-010", "para.combine", "Wie schnell und zu welchen Kosten wird geliefert?", "Die Möbel werden innerhalb von zehn Werktagen geliefert, und ab 500 Euro Bestellwert ist die Lieferung gratis.", FURNITURE, True),
    w.faith("de-g-011", "para.part", "Bis wann muss ich mein Kind in die Kita bringen?", "Ihr Kind muss spätestens um 9 Uhr in die Kita gebracht werden.", KITA, True),
    w.faith("de-g-012", "wrap.opener", "Muss ich das Frühstück extra bezahlen?", "Gute Frage! Nein, das Frühstück ist im Zimmerpreis inbegriffen.", HOTEL, True),
    w.faith("de-g-013", "wrap.closer", "Gibt es Handtücher im Studio?", "Handtücher können Sie sich an der Theke ausleihen. Ich hoffe, das hilft Ihnen weiter!", GYM, True),
    w.faith("de-g-014", "wrap.attribution", "Was kostet NetzFlex 250 im Monat?", "Laut der Tarifübersicht kostet NetzFlex 250 im ersten halben Jahr 19,99 € pro Monat und danach 44,99 €.", INTERNET, True),
    w.faith("de-g-015", "wrap.question", "Wie lange dauert der B1-Intensivkurs?", "Der B1-Intensivkurs läuft vier Wochen lang, montags bis freitags von 9 bis 13 Uhr. Möchten Sie sich gleich anmelden?", COURSE, True),
    w.faith("de-g-016", "fmt.abbrev", "Wann hat die Zahnarztpraxis geöffnet?", "Die Praxis Dr. Berger hat Mo.–Fr. von 8–18 Uhr geöffnet, mittwochnachmittags aber geschlossen.", DENTIST, True),
    w.faith("de-g-017", "wrap.hedge", "Wann öffnet und schließt die Kita?", "Soweit ich sehe, macht die Kita um halb acht morgens auf und um halb fünf nachmittags zu.", KITA, True),
    w.faith("de-g-018", "para.synonym", "Wie viele Parkplätze hat das Parkhaus?", "Im Parkhaus am Markt gibt es 420 Plätze zum Parken.", PARKING, True),
    # unfaithful answers
    w.faith("de-g-019", "value.number", "Wie viele Stellplätze gibt es?", "Das Parkhaus am Markt hat 240 Stellplätze.", PARKING, False),
    w.faith("de-g-020", "value.currency", "Was kostet das Parken?", "Die erste Stunde kostet 2 Euro, jede weitere Stunde 2,50 Euro.", PARKING, False),
    w.faith("de-g-021", "role.swap", "Wie ist die Geschichte der Bäckerei?", "Lukas Weber gründete die Bäckerei Sonnenkorn 1987 und übergab sie 2015 an seine Tante Anna Weber.", BAKERY, False),
    w.faith("de-g-022", "negation", "Kann ich die Mitgliedschaft monatlich kündigen?", "Die Mitgliedschaft kostet 39,90 Euro im Monat, man kann sie aber nicht monatlich kündigen.", GYM, False),
    w.faith("de-g-023", "antonym", "Ist die Lieferung kostenlos?", "Ab einem Bestellwert von 500 Euro ist die Lieferung kostenpflichtig.", FURNITURE, False),
    w.faith("de-g-024", "modality", "Brauche ich einen Termin im Bürgeramt?", "Ein Termin wird empfohlen, ist aber keine Pflicht. Sie können ihn online vereinbaren.", OFFICE, False),
    w.faith("de-g-025", "quantifier", "Gibt es ein Zertifikat?", "Am Ende des Kurses erhält ein Teil der Teilnehmenden ein Zertifikat.", COURSE, False),
    w.faith("de-g-026", "direction", "Ab welchem Alter nimmt die Kita Kinder auf?", "Die Kita Regenbogen betreut Kinder bis zu einem Jahr.", KITA, False),
    w.faith("de-g-027", "added.fact", "Ist das Frühstück inklusive?", "Ja, das Frühstück ist im Zimmerpreis enthalten und wird von 7 bis 10 Uhr serviert.", HOTEL, False),
]
REFUSAL: list[Case] = [
    w.refusal("de-g-028", "refusal.short", "Behandelt Dr. Berger auch Kinder?", "Das weiß ich leider nicht.", DENTIST, True),
    w.refusal("de-g-029", "refusal.long", "Hat das Hotel Alpenblick Parkplätze?", "Leider enthalten die mir vorliegenden Unterlagen keine Angaben dazu, ob das Hotel Alpenblick Parkplätze anbietet. Am besten wenden Sie sich direkt an die Rezeption des Hotels.", HOTEL, True),
    w.refusal("de-g-030", "refusal.hedged", "Was kostet die Mitgliedschaft?", "Ich bin mir nicht ganz sicher, aber laut den Unterlagen kostet die Mitgliedschaft 39,90 Euro im Monat.", GYM, False),
]
CORRECTNESS: list[Case] = []
RELEVANCY: list[Case] = []
DIAGNOSIS: list[Case] = []
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
