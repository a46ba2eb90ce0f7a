"""German cases of set t20: der letzte Spieltag der Regionalliga Nordost, ein Trainerwechsel im
Handball, ein Sommertransfer, ein Aufsichtsrat und ein Finanzvorstand, die Schulleiter eines
Gymnasiums, eine Bäckerei, die von der Mutter an den Sohn ging, samt Öffnungszeiten, die Intendanten
und Uraufführungen eines Stadttheaters und die Grundstücksverkäufe einer Familie."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

LEAGUE = (
    "Am letzten Spieltag der Saison 2023/24 der Regionalliga Nordost gewann der SV Elbtal am 18. Mai 2024 "
    "mit 2:1 gegen Blau-Weiß Oderbruch. Damit kam Elbtal auf 71 Punkte, sechs mehr als der Tabellenzweite "
    "Oderbruch. Beide Tore für Elbtal erzielte Mittelstürmer Jannik Brose."
)
COACH = (
    "Uwe Kramer trainierte die Handballer des TSV Lindenau von 2013 bis 2021 und förderte in dieser Zeit den "
    "jungen Torwart Felix Ahrens. Als Kramer zum Jugendnationalteam wechselte, übernahm seine bisherige "
    "Co-Trainerin Sabine Roth das Amt der Cheftrainerin. Unter Roth belegte Lindenau in der Saison 2022/23 "
    "den vierten Platz."
)
TRANSFER = (
    "Zum 1. Juli 2024 wechselt Mittelfeldspieler Luca Benning vom FC Hafenstadt zu Eintracht Seeberg. Die "
    "Ablöse beträgt 3,2 Millionen Euro, der Vertrag läuft über vier Jahre. Im Gegenzug wird Seebergs "
    "Flügelspieler Tim Osei für eine Saison an Hafenstadt ausgeliehen."
)
BOARD = (
    "Der Aufsichtsrat der Nordwerk AG hat am 23. Februar 2022 Dr. Katrin Vogt zur Vorsitzenden gewählt. Sie "
    "folgt auf Heinrich Albers, der das Gremium seit 2012 geleitet hatte und ihm weiterhin als einfaches "
    "Mitglied angehört. Der Aufsichtsrat wurde zugleich von zwölf auf sechzehn Mitglieder erweitert."
)
CFO = (
    "Die Brenner Mühlen GmbH teilt mit, dass Finanzvorstand Stefan Lorenz zum 31. März ausscheidet. Seine "
    "Nachfolge tritt Miriam Haas an, bisher Leiterin des Controllings. Bis zur Übergabe berichtet Haas direkt "
    "an Lorenz."
)
SCHOOL = (
    "Das Goethe-Gymnasium Bad Rhein hatte seit seiner Gründung 1964 vier Schulleiter. Dr. Irmgard Wendt "
    "leitete die Schule 19 Jahre lang, bis 1983. Auf sie folgten Klaus Dietrich (1983–2001) und Petra Lang, "
    "die 2017 in den Ruhestand ging. Der heutige Schulleiter Martin Seidel war zuvor Langs Stellvertreter."
)
BAKERY = (
    "Elisabeth Horn gründete 1985 die Bäckerei Horn in der Marktstraße. Im April 2021 übergab sie den Betrieb "
    "an ihren Sohn Tobias, backt aber samstags noch immer selbst den Butterzopf. Tobias hat im Laden eine "
    "kleine Kaffeeecke mit 14 Sitzplätzen eingerichtet."
)
HOURS = (
    "Die Bäckerei Horn öffnet täglich um 6:00 Uhr und schließt um 18:30 Uhr, außer sonntags: Dann ist nur von "
    "7:00 bis 11:00 Uhr geöffnet. Ein Roggenmischbrot kostet 3,80 €. Bestellungen ab 25 Brötchen müssen "
    "spätestens am Vortag bis 12 Uhr aufgegeben werden."
)
THEATRE = (
    "Das Stadttheater Wellingen wurde von 2004 bis 2014 von Intendantin Renate Sommer geleitet; seit der "
    "Spielzeit 2014/15 ist Bernd Falk Intendant. Unter Sommer wurde 2008 das Stück ‚Die Salzstraße‘ von "
    "Ulrike Mahn uraufgeführt. Falks erste Uraufführung, ‚Nachtfähre‘ von Jonas Keller, hatte am 3. Oktober "
    "2015 Premiere und erlebte 38 Vorstellungen."
)
PROPERTY = (
    "Familie Brandt verkaufte 2019 ihr Bauernhaus in Oberweiler für 465.000 Euro an das Ehepaar Markus und "
    "Julia Thiel. Den Verkauf wickelte der älteste Sohn, Peter Brandt, im Auftrag seiner Mutter ab. Die "
    "angrenzende Wiese von 2 Hektar behielt die Familie zunächst und verkaufte sie 2022 an den Nachbarn "
    "Georg Pohl."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, said in other words
    w.faith("de-t20-001", "para.synonym", "Wer hat am letzten Spieltag gewonnen?", "Der SV Elbtal setzte sich mit 2:1 gegen Blau-Weiß Oderbruch durch.", LEAGUE, True),
    w.faith("de-t20-002", "para.passive", "Wie lief der letzte Spieltag für Oderbruch?", "Blau-Weiß Oderbruch wurde vom SV Elbtal mit 2:1 besiegt.", LEAGUE, True),
    w.faith("de-t20-003", "fmt.date", "Wann fand das letzte Spiel statt?", "Gespielt wurde am 18.05.2024.", LEAGUE, True),
    w.faith("de-t20-004", "para.relative", "Wer wurde Cheftrainerin, als Kramer ging?", "Sabine Roth, die bis dahin Kramers Co-Trainerin gewesen war, übernahm das Team, als er zum Jugendnationalteam ging.", COACH, True),
    w.faith("de-t20-005", "fmt.period", "Wie lange hat Uwe Kramer Lindenau trainiert?", "Acht Jahre lang, von 2013 bis 2021.", COACH, True),
    w.faith("de-t20-006", "fmt.thousands", "Wie hoch ist die Ablöse für Luca Benning?", "Eintracht Seeberg zahlt für ihn 3.200.000 Euro.", TRANSFER, True),
    w.faith("de-t20-007", "para.nominal", "Wie kommt Tim Osei nach Hafenstadt?", "Bei Oseis Wechsel nach Hafenstadt handelt es sich um eine Ausleihe für eine Saison.", TRANSFER, True),
    w.faith("de-t20-008", "para.synonym", "Wer leitet jetzt den Aufsichtsrat der Nordwerk AG?", "Dr. Katrin Vogt hat den Vorsitz von Heinrich Albers übernommen.", BOARD, True),
    w.faith("de-t20-009", "fmt.number", "Wie groß ist der Aufsichtsrat jetzt?", "Er zählt nun 16 statt 12 Mitglieder.", BOARD, True),
    w.faith("de-t20-010", "wrap.attribution", "Sitzt Albers noch im Aufsichtsrat?", "Laut dem Text bleibt Heinrich Albers, der das Gremium seit 2012 geführt hatte, als einfaches Mitglied dabei.", BOARD, True),
    w.faith("de-t20-011", "fmt.abbrev", "Wer folgt auf Stefan Lorenz?", "Neue CFO wird Miriam Haas, die bislang das Controlling leitet.", CFO, True),
    w.faith("de-t20-012", "para.pronoun", "An wen berichtet Miriam Haas bis zur Übergabe?", "Sie berichtet bis dahin unmittelbar an ihren Vorgänger Stefan Lorenz.", CFO, True),
    w.faith("de-t20-013", "fmt.date", "Wann scheidet Stefan Lorenz aus?", "Er geht Ende März.", CFO, True),
    w.faith("de-t20-014", "para.relative", "Was hat Martin Seidel vorher gemacht?", "Martin Seidel, der heute an der Spitze der Schule steht, war vorher der Stellvertreter von Petra Lang.", SCHOOL, True),
    w.faith("de-t20-015", "para.synonym", "Wer führt die Bäckerei heute?", "Seit April 2021 führt Tobias den Betrieb, den seine Mutter Elisabeth Horn 1985 gegründet hat.", BAKERY, True),
    w.faith("de-t20-016", "wrap.opener", "Wie viele Plätze hat die Kaffeeecke?", "Gern! Die Kaffeeecke, die Tobias eingerichtet hat, bietet vierzehn Sitzplätze.", BAKERY, True),
    w.faith("de-t20-017", "para.except", "Hat die Bäckerei am Mittwoch bis 18:30 Uhr offen?", "Ja, bis auf den Sonntag schließt sie jeden Tag erst um 18:30 Uhr.", HOURS, True),
    w.faith("de-t20-018", "fmt.time", "Wann hat die Bäckerei sonntags auf?", "Sonntags von sieben bis elf Uhr vormittags.", HOURS, True),
    w.faith("de-t20-019", "wrap.hedge", "Muss ich größere Bestellungen vorher aufgeben?", "Soweit ich sehe, ja: Ab 25 Brötchen muss man spätestens am Vortag bis zwölf Uhr mittags bestellen.", HOURS, True),
    w.faith("de-t20-020", "para.synonym", "Wann kam ‚Die Salzstraße‘ heraus?", "Ulrike Mahns ‚Die Salzstraße‘ erlebte ihre Uraufführung 2008, in Renate Sommers Zeit als Intendantin.", THEATRE, True),
    w.faith("de-t20-021", "fmt.date", "Wann war die Premiere von ‚Nachtfähre‘?", "Am 3.10.2015.", THEATRE, True),
    w.faith("de-t20-022", "fmt.scale", "Für wie viel wurde das Bauernhaus verkauft?", "Die Thiels zahlten 465 Tausend Euro dafür.", PROPERTY, True),
    w.faith("de-t20-023", "wrap.closer", "Wer hat den Verkauf des Bauernhauses abgewickelt?", "Der älteste Sohn, Peter Brandt, hat den Verkauf für seine Mutter erledigt. Ich hoffe, das hilft weiter!", PROPERTY, True),
    w.faith("de-t20-024", "fmt.unit", "Wie groß ist die Wiese?", "Die Wiese ist 20.000 Quadratmeter groß.", PROPERTY, True),
    # unfaithful: exactly one clear error
    w.faith("de-t20-025", "role.swap", "Wer hat am letzten Spieltag gewonnen?", "Blau-Weiß Oderbruch gewann am letzten Spieltag mit 2:1 gegen den SV Elbtal.", LEAGUE, False),
    w.faith("de-t20-026", "direction", "Mit wie vielen Punkten beendete Elbtal die Saison?", "Elbtal beendete die Saison mit 71 Punkten, sechs weniger als Oderbruch.", LEAGUE, False),
    w.faith("de-t20-027", "quantifier", "Wer hat für Elbtal getroffen?", "Jannik Brose erzielte eines der beiden Elbtal-Tore.", LEAGUE, False),
    w.faith("de-t20-028", "role.swap", "Wer übernahm das Traineramt in Lindenau?", "Uwe Kramer, bis dahin Co-Trainer von Sabine Roth, übernahm das Amt, als sie zum Jugendnationalteam wechselte.", COACH, False),
    w.faith("de-t20-029", "value.number", "Wie schnitt Lindenau unter Roth ab?", "Unter Sabine Roth wurde Lindenau in der Saison 2022/23 Zweiter.", COACH, False),
    w.faith("de-t20-030", "role.swap", "Wohin wechselt Luca Benning?", "Luca Benning geht von Eintracht Seeberg zum FC Hafenstadt.", TRANSFER, False),
    w.faith("de-t20-031", "value.currency", "Wie hoch ist die Ablöse?", "Für Benning werden 3,2 Millionen Franken fällig.", TRANSFER, False),
    w.faith("de-t20-032", "antonym", "Zu welchen Bedingungen geht Tim Osei nach Hafenstadt?", "Tim Osei wechselt fest nach Hafenstadt.", TRANSFER, False),
    w.faith("de-t20-033", "negation", "Ist Heinrich Albers noch im Aufsichtsrat?", "Nein, Albers gehört dem Aufsichtsrat nach dem Wechsel nicht mehr an.", BOARD, False),
    w.faith("de-t20-034", "value.date", "Wann wurde Katrin Vogt gewählt?", "Katrin Vogt wurde im Februar 2023 zur Vorsitzenden gewählt.", BOARD, False),
    w.faith("de-t20-035", "added.entity", "Wer folgt auf Stefan Lorenz?", "Miriam Haas tritt seine Nachfolge an; die Übergabe begleitet Geschäftsführer Thomas Reiter.", CFO, False),
    w.faith("de-t20-036", "modality", "Muss Haas bis zur Übergabe an Lorenz berichten?", "Bis zur Übergabe kann Haas an Lorenz berichten, muss es aber nicht.", CFO, False),
    w.faith("de-t20-037", "value.number", "Wie viele Schulleiter hatte das Gymnasium?", "Seit 1964 hatte das Gymnasium fünf Schulleiter.", SCHOOL, False),
    w.faith("de-t20-038", "role.swap", "Wer hat die Bäckerei Horn gegründet?", "Tobias gründete die Bäckerei 1985 und übergab sie 2021 an seine Mutter Elisabeth.", BAKERY, False),
    w.faith("de-t20-039", "added.fact", "Arbeitet Elisabeth Horn noch mit?", "Sie backt samstags noch den Butterzopf und kümmert sich außerdem um die Kaffeeecke.", BAKERY, False),
    w.faith("de-t20-040", "value.except", "An welchen Tagen öffnet die Bäckerei schon um 6 Uhr?", "An allen Tagen außer samstags öffnet sie um 6 Uhr.", HOURS, False),
    w.faith("de-t20-041", "value.time", "Wann schließt die Bäckerei unter der Woche?", "Werktags macht sie um 19:30 Uhr zu.", HOURS, False),
    w.faith("de-t20-042", "role.swap", "Wer war zuerst Intendant in Wellingen?", "Bernd Falk leitete das Theater bis 2014, danach übernahm Renate Sommer.", THEATRE, False),
    w.faith("de-t20-043", "direction", "Wann wurde ‚Nachtfähre‘ uraufgeführt?", "‚Nachtfähre‘ kam heraus, bevor Bernd Falk Intendant wurde.", THEATRE, False),
    w.faith("de-t20-044", "value.unit", "Wie groß ist die Wiese, die die Familie zunächst behielt?", "Die angrenzende Wiese ist 2 Ar groß.", PROPERTY, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-t20-045", "correct.wordy", "Wer folgte auf Renate Sommer als Intendant?", "Nachdem Renate Sommer 2014 aufgehört hatte, übernahm Bernd Falk die Intendanz des Stadttheaters Wellingen.", "Bernd Falk", True),
    w.correct("de-t20-046", "correct.format", "Für wie viel wurde das Bauernhaus verkauft?", "Für 465 Tsd. €.", "465.000 Euro", True),
    w.correct("de-t20-047", "correct.short", "Wie ging das letzte Spiel aus?", "2:1 für Elbtal.", "Der SV Elbtal gewann mit 2:1 gegen Blau-Weiß Oderbruch.", True),
    w.correct("de-t20-048", "correct.format", "Wann war die Premiere von ‚Nachtfähre‘?", "Am 03.10.2015.", "3. Oktober 2015", True),
    w.correct("de-t20-049", "wrong.value", "Wie viele Sitzplätze hat die Kaffeeecke?", "Die Kaffeeecke hat 40 Sitzplätze.", "14", False),
    w.correct("de-t20-050", "wrong.role", "Wer übergab die Bäckerei an wen?", "Tobias übergab die Bäckerei an seine Mutter Elisabeth.", "Elisabeth Horn übergab sie an ihren Sohn Tobias.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
