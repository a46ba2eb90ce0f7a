"""German cases of set t13: ein Literaturpreis, die Vorstandswahl eines Turnvereins, Besetzungswechsel
einer Band, Gründer und Geschäftsführer eines Krankenhauses, ein Weingut, das die Familie wechselte,
die Chefredakteure einer Lokalzeitung, ein Folk-Newcomerpreis, die Vorstandswahl eines Ruderclubs,
eine Kinderklinik und eine geteilte Wissenschaftsmedaille."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

BRENNER = (
    "Der Brenner-Literaturpreis 2022 ging an Judith Kessler für ihren Roman „Nordwand“. "
    "Sie setzte sich gegen die beiden anderen Finalisten Lukas Amrein und Sevda Yıldız durch. "
    "Vorgeschlagen hatte sie ihr Verlag Hallstein & Söhne. "
    "Der Preis ist mit 15.000 Euro dotiert; die Verleihung fand am 21. Oktober in Innsbruck statt."
)

TURNVEREIN = (
    "Auf der Jahreshauptversammlung am 18. März 2023 wählte der Turnverein Ebersbach Sabine Roth zur neuen Vorsitzenden. "
    "Sie löst Günter Wahl ab, der das Amt elf Jahre lang innehatte. "
    "Roth erhielt 58 der 83 abgegebenen Stimmen; Kassenwart Jens Mohr wurde ohne Gegenkandidaten im Amt bestätigt. "
    "Die Turnhalle steht den Mitgliedern montags bis freitags von 17 bis 21.30 Uhr offen, außer in den Schulferien."
)

KALTFRONT = (
    "Die Band Kaltfront gründete sich 2004 in Bremen mit Sänger Timo Brandt, Gitarristin Ines Vogt, "
    "Bassist Marek Nowak und Schlagzeuger Felix Hahn. "
    "2009 stieg Hahn aus, für ihn kam die Schlagzeugerin Lea Sommer. "
    "Vogt verließ die Band 2015, um Musik zu studieren; sie wurde nicht ersetzt, seitdem spielt Kaltfront als Trio. "
    "Das dritte Album „Funkloch“ verkaufte sich im ersten Jahr 60.000 Mal."
)

ELISABETH = (
    "Das St.-Elisabeth-Krankenhaus in Lindenau wurde 1891 von der Ärztin Hedwig Brandes und dem Fabrikanten Carl Overbeck gegründet; "
    "Overbeck bezahlte den ersten Bau. "
    "Brandes leitete das Haus als erste Chefärztin bis 1910. "
    "Bei der Eröffnung gab es 40 Betten, heute sind es 380. "
    "Seit April 2018 ist Dr. Martin Kühn Geschäftsführer; er folgte auf Petra Lang."
)

KIRCHBERG = (
    "Das Weingut Am Kirchberg bei Bernkastel umfasst 8 Hektar Steillagen. "
    "Die Familie Weiler legte die Weinberge 1932 an und verkaufte das Gut 1974 an die Familie Schuster. "
    "2012 verpachtete Anna Schuster ein Viertel der Fläche an ihren Neffen Jonas Reh, der dort Riesling für seine eigene Marke erzeugt. "
    "Den Rosé des Hauses gibt es nur ab Hof, für 9,50 Euro die Flasche."
)

BOTE = (
    "Der „Lindenauer Bote“ erschien erstmals 1949; erster Chefredakteur war Otto Pfeiffer. "
    "Pfeiffer stellte 1957 Gisela Hartmann als Volontärin ein, 1976 übernahm sie von ihm die Chefredaktion. "
    "1998 ging Hartmann in den Ruhestand; ihr Nachfolger wurde ihr bisheriger Stellvertreter Bernd Koller. "
    "Seit 2011 erscheint der Bote nicht mehr täglich, sondern nur noch samstags."
)

FOLKPREIS = (
    "Beim Folkpreis Nord 2023 entschied ein Publikumsvoting über den Newcomer-Preis. "
    "Die Nominierten hatte eine zehnköpfige Jury unter Vorsitz von Maren Ohl ausgewählt. "
    "Gewonnen hat die Akkordeonspielerin Frieda Lund mit 41 Prozent der Stimmen, vor dem Duo Haferkamp. "
    "Die Trophäe überreichte ihr der Vorjahressieger Piet Harms."
)

RUDERCLUB = (
    "Der Ruderclub Neckarwelle wählt seinen Vorstand alle zwei Jahre. "
    "Bei der Wahl im November 2021 setzte sich Tobias Kern mit 33 zu 21 Stimmen gegen den amtierenden Vorsitzenden Rainer Fuchs durch. "
    "Fuchs kandidierte danach als Stellvertreter und wurde ohne Gegenkandidaten gewählt. "
    "Kandidieren darf nur, wer seit mindestens 24 Monaten Mitglied ist."
)

SONNENHUEGEL = (
    "Die Kinderklinik Sonnenhügel wurde am 1. Juli 1968 eröffnet. "
    "Gegründet haben sie die Kinderärztin Ruth Albers und die Krankenschwester Marta Klee; Albers war die erste Klinikleiterin. "
    "Besuchszeit ist täglich von 9 bis 19 Uhr, außer auf der Infektionsstation, wo Besuche telefonisch vereinbart werden müssen. "
    "Jährlich werden rund 12.000 Kinder behandelt."
)

WATTENMEER = (
    "Die Gesellschaft für Küstenforschung vergibt die Wattenmeer-Medaille alle drei Jahre. "
    "2021 teilten sich Prof. Henrike Saß und Dr. Yusuf Demir die Auszeichnung für ihre Arbeiten zur Kohlenstoffbindung in Salzwiesen. "
    "Das Preisgeld von 30.000 Euro ging zu gleichen Teilen an beide. "
    "Vorschläge dürfen nur Mitglieder einreichen; Einsendeschluss ist der 31. Januar des Vergabejahres."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # Brenner-Literaturpreis
    w.faith("de-t13-001", "para.passive", "Wer hat den Brenner-Literaturpreis 2022 bekommen?", "Ausgezeichnet wurde Judith Kessler, und zwar für ihren Roman „Nordwand“.", BRENNER, True),
    w.faith("de-t13-002", "fmt.currency", "Wie hoch ist das Preisgeld?", "Dotiert ist der Preis mit 15 000 €.", BRENNER, True),
    w.faith("de-t13-003", "role.swap", "Wer hat den Preis gewonnen, und gegen wen?", "Lukas Amrein gewann den Preis und ließ Judith Kessler und Sevda Yıldız hinter sich.", BRENNER, False),
    w.faith("de-t13-004", "added.fact", "Wer hat Judith Kessler vorgeschlagen?", "Ihr Verlag Hallstein & Söhne, der auch schon ihren ersten Roman herausgebracht hatte.", BRENNER, False),
    # Turnverein Ebersbach
    w.faith("de-t13-005", "para.synonym", "Wer ist auf Günter Wahl gefolgt?", "Sabine Roth hat den Vorsitz von ihm übernommen; gewählt wurde sie im März 2023.", TURNVEREIN, True),
    w.faith("de-t13-006", "para.except", "Kann ich in den Schulferien in die Halle?", "Nein, während der Schulferien bleibt die Turnhalle für Mitglieder zu.", TURNVEREIN, True),
    w.faith("de-t13-007", "fmt.time", "Wann ist die Halle offen?", "Von Montag bis Freitag, jeweils von 17:00 bis 21:30 Uhr.", TURNVEREIN, True),
    w.faith("de-t13-008", "value.number", "Wie viele Stimmen bekam Sabine Roth?", "Sie erhielt 48 der 83 abgegebenen Stimmen.", TURNVEREIN, False),
    w.faith("de-t13-009", "value.except", "Gibt es Zeiten, in denen die Halle zu ist?", "Ja, im Januar bleibt sie geschlossen; ansonsten ist sie montags bis freitags abends geöffnet.", TURNVEREIN, False),
    # Kaltfront
    w.faith("de-t13-010", "para.combine", "Was wurde aus dem ersten Schlagzeuger?", "Felix Hahn hörte 2009 auf, und Lea Sommer übernahm seinen Platz am Schlagzeug.", KALTFRONT, True),
    w.faith("de-t13-011", "fmt.scale", "Wie oft wurde „Funkloch“ verkauft?", "Im ersten Jahr gingen 60 Tsd. Exemplare über den Ladentisch.", KALTFRONT, True),
    w.faith("de-t13-012", "role.swap", "Wer hat wen am Schlagzeug ersetzt?", "2009 stieg Lea Sommer aus, und Felix Hahn kam für sie in die Band.", KALTFRONT, False),
    w.faith("de-t13-013", "value.date", "Wann ist Ines Vogt ausgestiegen?", "Sie hat die Band 2013 verlassen, um Musik zu studieren.", KALTFRONT, False),
    # St.-Elisabeth-Krankenhaus
    w.faith("de-t13-014", "para.relative", "Wer hat das Krankenhaus gegründet?", "Gegründet haben es 1891 Carl Overbeck, ein Fabrikant, der den ersten Bau finanzierte, und die Ärztin Hedwig Brandes.", ELISABETH, True),
    w.faith("de-t13-015", "fmt.number", "Wie viele Betten hat das Haus?", "Anfangs waren es vierzig, inzwischen sind es dreihundertachtzig.", ELISABETH, True),
    w.faith("de-t13-016", "fmt.abbrev", "Wer leitet das Krankenhaus heute?", "Dr. Martin Kühn ist seit Apr. 2018 Geschäftsführer, als Nachfolger von Petra Lang.", ELISABETH, True),
    w.faith("de-t13-017", "role.swap", "Wer ist Geschäftsführer?", "Petra Lang – sie hat im April 2018 die Nachfolge von Dr. Martin Kühn angetreten.", ELISABETH, False),
    w.faith("de-t13-018", "added.entity", "Wer hat das Krankenhaus gegründet?", "Hedwig Brandes und Carl Overbeck, zusammen mit dem Pfarrer Anton Vossberg, im Jahr 1891.", ELISABETH, False),
    # Weingut Am Kirchberg
    w.faith("de-t13-019", "fmt.unit", "Wie groß ist das Weingut?", "Es hat 80.000 Quadratmeter Steillagen.", KIRCHBERG, True),
    w.faith("de-t13-020", "para.passive", "Wem gehörte das Weingut früher?", "Angelegt wurden die Weinberge 1932 von der Familie Weiler; 1974 wurde das Gut an die Schusters verkauft.", KIRCHBERG, True),
    w.faith("de-t13-021", "fmt.share", "Wie viel Fläche hat Jonas Reh gepachtet?", "Seine Tante Anna Schuster hat ihm 2012 25 Prozent der Fläche verpachtet.", KIRCHBERG, True),
    w.faith("de-t13-022", "role.swap", "Wer hat das Gut 1974 an wen verkauft?", "Die Familie Schuster verkaufte das Gut 1974 an die Familie Weiler.", KIRCHBERG, False),
    w.faith("de-t13-023", "value.unit", "Wie groß ist die Rebfläche?", "Das Weingut umfasst 8 Ar Steillagen.", KIRCHBERG, False),
    w.faith("de-t13-024", "value.currency", "Was kostet der Rosé?", "9,50 Franken pro Flasche, erhältlich nur direkt ab Hof.", KIRCHBERG, False),
    # Lindenauer Bote
    w.faith("de-t13-025", "para.pronoun", "Wer folgte auf Otto Pfeiffer?", "Gisela Hartmann. Er hatte sie 1957 als Volontärin eingestellt, und 1976 übernahm sie seinen Posten.", BOTE, True),
    w.faith("de-t13-026", "fmt.period", "Wie oft erscheint der Bote?", "Seit 2011 kommt er einmal pro Woche heraus, jeweils am Samstag.", BOTE, True),
    w.faith("de-t13-027", "wrap.opener", "Wer war der erste Chefredakteur?", "Gute Frage! Als der Bote 1949 zum ersten Mal erschien, war Otto Pfeiffer Chefredakteur.", BOTE, True),
    w.faith("de-t13-028", "direction", "Was hat sich 2011 geändert?", "Seit 2011 erscheint der Bote täglich statt nur einmal pro Woche.", BOTE, False),
    # Folkpreis Nord
    w.faith("de-t13-029", "wrap.hedge", "Wer hat den Newcomer-Preis gewonnen?", "Soweit ich das sehe, ging er an die Akkordeonspielerin Frieda Lund, die das Duo Haferkamp hinter sich ließ.", FOLKPREIS, True),
    w.faith("de-t13-030", "wrap.closer", "Wer hat die Nominierten ausgewählt?", "Eine Jury aus zehn Leuten, geleitet von Maren Ohl. Ich hoffe, das hilft weiter!", FOLKPREIS, True),
    w.faith("de-t13-031", "role.swap", "Wer hat die Trophäe überreicht?", "Frieda Lund überreichte die Trophäe an Piet Harms, den Sieger des Vorjahres.", FOLKPREIS, False),
    w.faith("de-t13-032", "antonym", "Wie hat Frieda Lund abgeschnitten?", "Mit 41 Prozent der Stimmen unterlag sie knapp dem Duo Haferkamp.", FOLKPREIS, False),
    # Ruderclub Neckarwelle
    w.faith("de-t13-033", "para.reorder", "Wer wurde 2021 Vorsitzender?", "Mit 33 zu 21 Stimmen hat Tobias Kern im November 2021 den bisherigen Vorsitzenden Rainer Fuchs geschlagen.", RUDERCLUB, True),
    w.faith("de-t13-034", "fmt.period", "Wer darf kandidieren?", "Nur wer dem Club seit mindestens zwei Jahren angehört.", RUDERCLUB, True),
    w.faith("de-t13-035", "modality", "Gibt es Voraussetzungen für eine Kandidatur?", "Empfohlen wird eine Mitgliedschaft von mindestens 24 Monaten, Pflicht ist das aber nicht.", RUDERCLUB, False),
    w.faith("de-t13-036", "negation", "Was machte Rainer Fuchs nach der Niederlage?", "Er bewarb sich um das Amt des Stellvertreters, wurde aber nicht gewählt.", RUDERCLUB, False),
    # Kinderklinik Sonnenhügel
    w.faith("de-t13-037", "fmt.time", "Wann darf ich mein Kind besuchen?", "Jeden Tag zwischen 9:00 und 19:00 Uhr – nur auf der Infektionsstation muss man den Besuch vorher telefonisch absprechen.", SONNENHUEGEL, True),
    w.faith("de-t13-038", "para.nominal", "Seit wann gibt es die Kinderklinik?", "Die Eröffnung war am 1. Juli 1968; Gründerinnen waren die Kinderärztin Ruth Albers und die Krankenschwester Marta Klee.", SONNENHUEGEL, True),
    w.faith("de-t13-039", "value.time", "Bis wann ist Besuchszeit?", "Besuche sind täglich von 9 bis 17 Uhr möglich.", SONNENHUEGEL, False),
    w.faith("de-t13-040", "value.except", "Gibt es Stationen mit anderen Besuchsregeln?", "Ja, auf der Intensivstation müssen Besuche telefonisch vereinbart werden.", SONNENHUEGEL, False),
    # Wattenmeer-Medaille
    w.faith("de-t13-041", "wrap.question", "Wer hat 2021 die Wattenmeer-Medaille bekommen?", "Wer sie 2021 bekam? Gleich zwei: Prof. Henrike Saß und Dr. Yusuf Demir teilten sich die Medaille.", WATTENMEER, True),
    w.faith("de-t13-042", "wrap.attribution", "Wie wurde das Preisgeld aufgeteilt?", "Laut der Gesellschaft bekamen Saß und Demir je die Hälfte der 30.000 Euro.", WATTENMEER, True),
    w.faith("de-t13-043", "quantifier", "Wer darf Kandidaten vorschlagen?", "Vorschläge kann jeder einreichen, bis zum 31. Januar des Vergabejahres.", WATTENMEER, False),
    w.faith("de-t13-044", "value.number", "Wie viel Preisgeld bekam jeder der beiden?", "Saß und Demir erhielten jeweils 10.000 Euro.", WATTENMEER, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-t13-045", "correct.wordy", "Wer hat Günter Wahl als Vorsitzenden abgelöst?", "Auf der Jahreshauptversammlung im März 2023 haben die Mitglieder Sabine Roth an die Spitze gewählt – sie ist also Wahls Nachfolgerin.", "Sabine Roth", True),
    w.correct("de-t13-046", "correct.format", "In welchem Jahr wurde das St.-Elisabeth-Krankenhaus gegründet?", "Im Jahr achtzehnhunderteinundneunzig.", "1891", True),
    w.correct("de-t13-047", "correct.wordy", "An wen verkaufte die Familie Weiler das Weingut?", "Die Weilers haben das Gut 1974 abgegeben, und zwar an die Familie Schuster.", "An die Familie Schuster.", True),
    w.correct("de-t13-048", "correct.format", "Wie oft verkaufte sich „Funkloch“ im ersten Jahr?", "Sechzigtausendmal.", "60.000 Mal", True),
    w.correct("de-t13-049", "wrong.value", "Wie viele Stimmen bekam Sabine Roth?", "Sabine Roth bekam 38 von 83 Stimmen.", "58 von 83", False),
    w.correct("de-t13-050", "wrong.role", "Wer hat Frieda Lund die Trophäe überreicht?", "Frieda Lund hat Piet Harms die Trophäe überreicht.", "Der Vorjahressieger Piet Harms.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
