"""German cases of set t2: a university registrar's office (re-registration, certificates), a
dog grooming salon (hours, cancellations), a bakery chain (branches, celebration cakes), an
e-scooter rental (rates, weekly ticket), home insurance claims (water damage) and a museum shop."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

RUECKMELDUNG = "Die Rückmeldung zum Wintersemester 2024/25 ist vom 15. Juli bis zum 31. August möglich. Dafür muss der Semesterbeitrag von 312 Euro überwiesen werden. Wer die Frist versäumt, zahlt eine Säumnisgebühr von 20 Euro. Auch beurlaubte Studierende müssen sich zurückmelden."
SEKRETARIAT = "Immatrikulationsbescheinigungen können Studierende jederzeit selbst im Campusportal herunterladen. Beglaubigte Kopien stellt das Studierendensekretariat in Gebäude C, Raum 012, aus. Die Sprechzeiten sind montags bis donnerstags von 9 bis 12 Uhr; freitags bleibt das Büro geschlossen. Für jede beglaubigte Kopie wird eine Gebühr von 5 Euro erhoben."
SALON = "Der Hundesalon Struppi in der Lindenstraße 8 hat dienstags bis samstags von 9 bis 17 Uhr geöffnet. Ein Komplettpaket kostet für kleine Hunde 55 Euro, für große Hunde 85 Euro. Welpen unter sechs Monaten werden nur gebadet, nicht geschoren. Die Inhaberin Sabine Krüger übernimmt alle Katzentermine selbst."
SALON_REGELN = "Termine müssen spätestens 48 Stunden vorher abgesagt werden, sonst berechnen wir die Hälfte des Preises. Ein Flohbefall muss vor dem Termin behandelt sein. Hunde mit Maulkorbpflicht bringen ihren eigenen Maulkorb mit. Sobald Ihr Hund abholbereit ist, erhalten Sie eine SMS."
BAECKEREI = "Die Bäckerei Kornblume betreibt 31 Filialen in Niedersachsen. Am Sonntag sind alle Filialen von 7 bis 11 Uhr geöffnet. Brot vom Vortag gibt es zum halben Preis. Mit der Kornblume-Karte bekommt man jedes elfte Brötchen gratis."
TORTEN = "Motivtorten müssen mindestens eine Woche im Voraus bestellt werden. Bei der Bestellung ist eine Anzahlung von 30 Prozent fällig. Konditormeisterin Lena Vogt entwirft jede Motivtorte, die Filialleitung nimmt die Bestellungen entgegen. Eine Lieferung ist ab einem Bestellwert von 80 Euro möglich."
SCOOTER = "Bei FlinkRoll kostet das Entsperren 1 Euro, jede weitere Minute 19 Cent. Fahren dürfen Personen ab 14 Jahren; ein Führerschein ist nicht erforderlich. Auf Gehwegen ist das Fahren verboten. Zwischen 0 und 5 Uhr ist die Höchstgeschwindigkeit in der Innenstadt auf 12 km/h begrenzt."
WOCHENTICKET = "Das FlinkRoll-Wochenticket kostet 14,99 Euro und gilt sieben Tage ab dem Kauf. Es umfasst beliebig viele Fahrten von bis zu 45 Minuten; längere Fahrten werden ab der 46. Minute normal abgerechnet. Das Ticket ist nicht übertragbar."
WASSERSCHADEN = "Leitungswasserschäden müssen der Versicherung unverzüglich, spätestens aber innerhalb von 7 Tagen gemeldet werden. Beschädigte Gegenstände sollen bis zur Besichtigung aufbewahrt werden. Bei Schäden über 5.000 Euro beauftragt die Versicherung einen Gutachter, der den Schaden vor Ort begutachtet. Die Sachbearbeiterin entscheidet anschließend auf Grundlage des Gutachtens über die Regulierung. Die Selbstbeteiligung beträgt 150 Euro."
MUSEUMSSHOP = "Der Museumsshop im Foyer hat dienstags bis sonntags von 10 bis 18 Uhr geöffnet, donnerstags bis 21 Uhr. Inhaber der Jahreskarte erhalten 15 Prozent Rabatt, ausgenommen sind Bücher. Der Ausstellungskatalog „Licht und Farbe“ kostet 39 Euro und wurde von der Kuratorin Dr. Anna Weiß herausgegeben."

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, said in other words
    w.faith("de-t2-001", "fmt.date", "Wann kann ich mich für das Wintersemester zurückmelden?", "Zurückmelden können Sie sich für das Wintersemester 2024/25 zwischen dem 15.07. und dem 31.08.", RUECKMELDUNG, True),
    w.faith("de-t2-002", "para.nominal", "Was passiert, wenn ich die Rückmeldefrist verpasse?", "Bei Versäumnis der Frist wird eine Säumnisgebühr von 20 Euro fällig.", RUECKMELDUNG, True),
    w.faith("de-t2-003", "para.passive", "Wer stellt beglaubigte Kopien aus?", "Beglaubigte Kopien werden vom Studierendensekretariat ausgestellt, und zwar in Raum 012 in Gebäude C.", SEKRETARIAT, True),
    w.faith("de-t2-004", "fmt.abbrev", "Wann hat das Studierendensekretariat Sprechzeiten?", "Sprechzeiten: Mo.–Do., 9–12 Uhr.", SEKRETARIAT, True),
    w.faith("de-t2-005", "fmt.currency", "Was kostet eine beglaubigte Kopie?", "Pro beglaubigter Kopie zahlen Sie 5 €.", SEKRETARIAT, True),
    w.faith("de-t2-006", "para.except", "Hat der Hundesalon am Wochenende auf?", "Samstags schon, aber sonntags und montags bleibt der Salon geschlossen.", SALON, True),
    w.faith("de-t2-007", "fmt.time", "Von wann bis wann ist der Salon geöffnet?", "An den Öffnungstagen können Sie zwischen neun Uhr morgens und fünf Uhr nachmittags vorbeikommen.", SALON, True),
    w.faith("de-t2-008", "fmt.period", "Wird mein Welpe auch geschoren?", "Welpen, die jünger als ein halbes Jahr sind, werden bei uns nur gebadet und nicht geschoren.", SALON, True),
    w.faith("de-t2-009", "para.pronoun", "Wer kümmert sich um Katzen?", "Das macht die Inhaberin, Sabine Krüger: Sie übernimmt jeden Katzentermin persönlich.", SALON, True),
    w.faith("de-t2-010", "fmt.share", "Was kostet eine kurzfristige Absage?", "Wer weniger als zwei Tage vor dem Termin absagt, zahlt 50 % des Preises.", SALON_REGELN, True),
    w.faith("de-t2-011", "wrap.hedge", "Was muss ich bei Flöhen beachten?", "Soweit ich weiß, muss ein Flohbefall schon vor dem Termin behandelt worden sein.", SALON_REGELN, True),
    w.faith("de-t2-012", "wrap.closer", "Woher weiß ich, wann ich meinen Hund abholen kann?", "Sobald Ihr Hund abgeholt werden kann, bekommen Sie von uns eine SMS. Bis bald im Salon!", SALON_REGELN, True),
    w.faith("de-t2-013", "fmt.number", "Wie viele Filialen hat Kornblume?", "Kornblume hat einunddreißig Filialen in Niedersachsen.", BAECKEREI, True),
    w.faith("de-t2-014", "fmt.share", "Gibt es Brot vom Vortag günstiger?", "Ja, Brot vom Vortag kostet 50 Prozent weniger.", BAECKEREI, True),
    w.faith("de-t2-015", "fmt.period", "Wie früh muss ich eine Motivtorte bestellen?", "Motivtorten bitte spätestens sieben Tage vorher bestellen.", TORTEN, True),
    w.faith("de-t2-016", "para.synonym", "Wer ist für die Motivtorten zuständig?", "Gestaltet werden alle Motivtorten von Konditormeisterin Lena Vogt, während die Filialleitung die Bestellungen annimmt.", TORTEN, True),
    w.faith("de-t2-017", "wrap.attribution", "Muss ich bei der Bestellung schon etwas zahlen?", "Laut den Bestellbedingungen wird bei der Bestellung eine Anzahlung von 30 % fällig.", TORTEN, True),
    w.faith("de-t2-018", "para.combine", "Ab wann darf man FlinkRoll fahren?", "Ab 14 darf man fahren, und einen Führerschein braucht man dafür nicht.", SCOOTER, True),
    w.faith("de-t2-019", "fmt.currency", "Was kostet eine Fahrt?", "Das Entsperren kostet einen Euro, danach zahlen Sie 0,19 € pro Minute.", SCOOTER, True),
    w.faith("de-t2-020", "fmt.period", "Wie lange gilt das Wochenticket?", "Das Wochenticket für 14,99 € ist ab dem Kauf eine Woche lang gültig.", WOCHENTICKET, True),
    w.faith("de-t2-021", "para.relative", "Kommt bei einem Wasserschaden jemand vorbei?", "Übersteigt der Schaden 5.000 Euro, schickt die Versicherung einen Gutachter, der sich den Schaden vor Ort ansieht.", WASSERSCHADEN, True),
    w.faith("de-t2-022", "wrap.opener", "Wer entscheidet über die Regulierung?", "Gute Frage! Darüber entscheidet die Sachbearbeiterin, und zwar auf Basis des Gutachtens.", WASSERSCHADEN, True),
    w.faith("de-t2-023", "para.except", "Kann ich montags im Museumsshop einkaufen?", "Nein, montags ist der Museumsshop geschlossen.", MUSEUMSSHOP, True),
    w.faith("de-t2-024", "para.nominal", "Wer hat den Katalog „Licht und Farbe“ herausgegeben?", "Herausgeberin des Katalogs ist die Kuratorin Dr. Anna Weiß; er kostet 39 Euro.", MUSEUMSSHOP, True),
    # unfaithful: exactly one claim is not supported
    w.faith("de-t2-025", "value.number", "Wie hoch ist der Semesterbeitrag?", "Für die Rückmeldung überweisen Sie einen Semesterbeitrag von 321 Euro.", RUECKMELDUNG, False),
    w.faith("de-t2-026", "value.date", "Bis wann läuft die Rückmeldung?", "Zurückmelden kann man sich noch bis zum 30. September.", RUECKMELDUNG, False),
    w.faith("de-t2-027", "negation", "Muss ich mich im Urlaubssemester zurückmelden?", "Nein, wer beurlaubt ist, muss sich nicht zurückmelden.", RUECKMELDUNG, False),
    w.faith("de-t2-028", "value.time", "Wann ist das Sekretariat erreichbar?", "Montags bis donnerstags von 9 bis 14 Uhr.", SEKRETARIAT, False),
    w.faith("de-t2-029", "value.except", "An welchen Tagen gibt es Sprechzeiten?", "Außer mittwochs hat das Sekretariat an jedem Werktag Sprechzeiten.", SEKRETARIAT, False),
    w.faith("de-t2-030", "quantifier", "Macht die Chefin die Katzen selbst?", "Sabine Krüger übernimmt nur einen Teil der Katzentermine selbst.", SALON, False),
    w.faith("de-t2-031", "direction", "Werden Welpen geschoren?", "Welpen, die älter als sechs Monate sind, werden nur gebadet.", SALON, False),
    w.faith("de-t2-032", "modality", "Brauche ich einen Maulkorb?", "Bei Maulkorbpflicht können Sie gern einen eigenen Maulkorb mitbringen, wenn Sie möchten.", SALON_REGELN, False),
    w.faith("de-t2-033", "value.time", "Wann haben die Filialen sonntags geöffnet?", "Sonntags sind alle Filialen von 7 bis 13 Uhr geöffnet.", BAECKEREI, False),
    w.faith("de-t2-034", "quantifier", "Kann ich sonntags Brötchen kaufen?", "Sonntags haben nur einige Filialen geöffnet, und zwar von 7 bis 11 Uhr.", BAECKEREI, False),
    w.faith("de-t2-035", "role.swap", "Wer entwirft die Motivtorten?", "Die Filialleitung entwirft die Torten, und Lena Vogt nimmt die Bestellungen entgegen.", TORTEN, False),
    w.faith("de-t2-036", "direction", "Wird die Torte auch geliefert?", "Geliefert wird bis zu einem Bestellwert von 80 Euro.", TORTEN, False),
    w.faith("de-t2-037", "added.fact", "Wie viel muss ich anzahlen?", "Bei der Bestellung zahlen Sie 30 Prozent an; diese Anzahlung wird bei einer Stornierung erstattet.", TORTEN, False),
    w.faith("de-t2-038", "negation", "Brauche ich einen Führerschein für FlinkRoll?", "Ja, ohne Führerschein darf man FlinkRoll nicht fahren.", SCOOTER, False),
    w.faith("de-t2-039", "value.unit", "Wie schnell darf man nachts in der Innenstadt fahren?", "Zwischen 0 und 5 Uhr sind in der Innenstadt höchstens 12 mph erlaubt.", SCOOTER, False),
    w.faith("de-t2-040", "antonym", "Darf ich mit dem Roller auf dem Gehweg fahren?", "Ja, auf Gehwegen ist das Fahren erlaubt.", SCOOTER, False),
    w.faith("de-t2-041", "value.currency", "Was kostet das Wochenticket?", "Das Wochenticket kostet 14,99 Franken und gilt sieben Tage.", WOCHENTICKET, False),
    w.faith("de-t2-042", "role.swap", "Wer entscheidet über meinen Wasserschaden?", "Der Gutachter entscheidet auf Grundlage des Berichts der Sachbearbeiterin über die Regulierung.", WASSERSCHADEN, False),
    w.faith("de-t2-043", "value.except", "Gibt es mit der Jahreskarte Rabatt im Shop?", "Ja, 15 Prozent auf alles außer Postkarten.", MUSEUMSSHOP, False),
    w.faith("de-t2-044", "added.entity", "Wer hat den Katalog herausgegeben?", "Der Katalog „Licht und Farbe“ wurde von Dr. Anna Weiß und dem Fotografen Jonas Berg herausgegeben.", MUSEUMSSHOP, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-t2-045", "correct.wordy", "Wie hoch ist die Selbstbeteiligung bei einem Wasserschaden?", "Im Schadensfall tragen Sie als Selbstbeteiligung einen Betrag von 150 Euro selbst.", "150 Euro", True),
    w.correct("de-t2-046", "correct.format", "Wann endet die Rückmeldefrist?", "31.08.", "Am 31. August.", True),
    w.correct("de-t2-047", "correct.format", "Wie viel kostet der Katalog „Licht und Farbe“?", "39,00 €", "39 Euro", True),
    w.correct("de-t2-048", "correct.wordy", "Wer entwirft die Motivtorten?", "Die Entwürfe für sämtliche Motivtorten stammen von unserer Konditormeisterin, Lena Vogt.", "Lena Vogt", True),
    w.correct("de-t2-049", "wrong.value", "Ab welchem Alter darf man FlinkRoll fahren?", "Ab 16 Jahren.", "Ab 14 Jahren.", False),
    w.correct("de-t2-050", "wrong.role", "Wer nimmt die Tortenbestellungen entgegen?", "Die Konditormeisterin Lena Vogt nimmt die Bestellungen entgegen.", "Die Filialleitung.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
