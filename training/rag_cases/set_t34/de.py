"""German cases of set t34: a machine builder's merger and chief executives, an energy firm's
takeover, a Moselle wine estate's heirs and their partnership agreement, a football stadium's
owner and tenants, a matchday notice, a grammar school founded by a foundation, a chamber
choir's conductors and its rehearsals, and a plant genetics group's leaders."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

BRENNER = (
    "Die Brenner Maschinenbau AG wurde 1972 von Friedrich Brenner in Augsburg gegründet. "
    "2005 fusionierte sie mit der Holzmann Antriebstechnik; das neue Unternehmen heißt seitdem Brenner-Holzmann. "
    "Friedrich Brenner gab den Vorstandsvorsitz 2009 ab, Nachfolgerin wurde Sabine Krüger. "
    "Sie führte das Unternehmen bis 2018; dann berief der Aufsichtsrat Jens Albers an die Spitze."
)

NORDLICHT = (
    "Im Oktober 2021 übernahm die Nordlicht Energie GmbH den kleineren Konkurrenten Solartec Weber für 28 Millionen Euro. "
    "Firmengründer Klaus Weber leitete danach noch drei Jahre lang die Sparte Solarmontage. "
    "Nordlicht-Geschäftsführerin Dana Richter kündigte an, am Standort Kassel keine Stellen abzubauen. "
    "Das Bundeskartellamt gab die Übernahme am 14. Dezember 2021 frei."
)

LEHNERT = (
    "Das Weingut Lehnert an der Mosel umfasst 14 Hektar und ist seit 1921 in Familienbesitz. "
    "Nach dem Tod von Hermann Lehnert im Jahr 2017 erbten seine Söhne Markus und Tobias das Gut zu gleichen Teilen. "
    "Markus kümmert sich um Weinberg und Keller, Tobias um Vertrieb und Gästehaus. "
    "Ihre Schwester Anna ist am Weingut nicht beteiligt, betreibt aber in der alten Kelterhalle eine Straußwirtschaft, die sie von den Brüdern pachtet."
)

LEHNERT_VERTRAG = (
    "Laut Gesellschaftervertrag von 2020 muss ein Erbe, der seinen Anteil verkaufen will, ihn zuerst den übrigen Erben anbieten. "
    "Das Angebot gilt sechs Wochen. "
    "Ein Verkauf an Außenstehende ist nur mit schriftlicher Zustimmung aller Erben erlaubt."
)

WALDSTADION = (
    "Das Waldstadion Eichberg gehört der Stadt Eichberg, die es 1997 von der Brauerei Kessler kaufte. "
    "Seit 2003 hat der FC Eichberg 04 das Stadion für 40 Jahre gepachtet und zahlt dafür 250.000 Euro im Jahr. "
    "Die Footballmannschaft Eichberg Wolves mietet das Stadion vom FC für sieben Heimspiele pro Saison unter. "
    "Es bietet Platz für 22.000 Zuschauer."
)

SPIELTAG = (
    "Hinweis zum Spieltag: Die Stadiontore öffnen um 14:00 Uhr, Anpfiff ist um 15:30 Uhr. "
    "Dauerkarteninhaber nutzen die Eingänge Nord 1 und 2, alle anderen Besucher die Eingänge Süd. "
    "Pyrotechnik ist im gesamten Stadion verboten; Hunde sind nicht erlaubt, ausgenommen Assistenzhunde."
)

LINDNER = (
    "Das Albert-Lindner-Gymnasium wurde 2008 von der Lindner-Stiftung gegründet, die der Unternehmer Albert Lindner ins Leben gerufen hatte. "
    "Die Stiftung trug 9 Millionen Euro zum Neubau bei und stellt bis heute drei der neun Mitglieder des Schulvorstands. "
    "Erste Schulleiterin war Dr. Ingrid Vogt; als sie 2016 in den Ruhestand ging, übernahm ihr Stellvertreter Martin Kehl die Leitung."
)

ST_MARIEN = (
    "Den Kammerchor St. Marien gründete 1988 der Kirchenmusiker Gerhard Pohl, der ihn 25 Jahre lang leitete. "
    "2013 übergab er den Taktstock an seine frühere Schülerin Julia Brandes. "
    "Unter Brandes gewann der Chor zweimal den Landeschorwettbewerb und nahm vier CDs auf. "
    "Seit 2022 teilt sie sich die Leitung mit dem Assistenten Felix Oster, der die Adventskonzerte dirigiert."
)

PROBEN = (
    "Geprobt wird jeden Mittwoch von 19:30 bis 21:30 Uhr im Gemeindehaus, außer in den Sommerferien. "
    "Neue Sängerinnen und Sänger müssen vorher bei der Chorleiterin vorsingen. "
    "Der Jahresbeitrag beträgt 96 Euro, für Schüler und Studierende 48 Euro."
)

HARTMANN = (
    "Die Arbeitsgruppe für Pflanzengenetik an der Universität Halle wurde 2005 von Prof. Dr. Eva Hartmann aufgebaut. "
    "Als sie 2016 nach Wien wechselte, übernahm ihr Postdoc Dr. Lukas Stein die Gruppe als Leiter. "
    "Stein vergrößerte das Team von acht auf zwanzig Mitglieder. "
    "Hartmann betreut bis heute zwei Doktorandinnen der Gruppe mit."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim supported, said in other words
    w.faith("de-t34-001", "para.combine", "Wer führte Brenner-Holzmann nach Friedrich Brenner?", "Auf Brenner folgte Sabine Krüger, die das fusionierte Unternehmen leitete, bis der Aufsichtsrat 2018 Jens Albers an die Spitze holte.", BRENNER, True),
    w.faith("de-t34-002", "para.synonym", "Was geschah 2005 mit der Brenner Maschinenbau AG?", "Sie schloss sich mit der Holzmann Antriebstechnik zusammen, und das gemeinsame Unternehmen firmiert seither als Brenner-Holzmann.", BRENNER, True),
    w.faith("de-t34-003", "para.pronoun", "Wer hat die Brenner Maschinenbau AG gegründet?", "Friedrich Brenner. Er rief sie 1972 in Augsburg ins Leben und legte 2009 den Vorstandsvorsitz nieder.", BRENNER, True),
    w.faith("de-t34-004", "fmt.currency", "Wie viel zahlte Nordlicht für Solartec Weber?", "Der Kaufpreis lag bei 28 Mio. €.", NORDLICHT, True),
    w.faith("de-t34-005", "para.combine", "Was machte Klaus Weber nach der Übernahme?", "Nachdem Nordlicht seine Firma im Oktober 2021 gekauft hatte, stand Gründer Klaus Weber noch drei Jahre an der Spitze der Sparte Solarmontage.", NORDLICHT, True),
    w.faith("de-t34-006", "fmt.date", "Wann hat das Kartellamt den Kauf genehmigt?", "Die Freigabe durch das Bundeskartellamt erfolgte am 14.12.2021.", NORDLICHT, True),
    w.faith("de-t34-007", "fmt.share", "Wie wurde das Weingut vererbt?", "Markus und Tobias erbten es je zur Hälfte.", LEHNERT, True),
    w.faith("de-t34-008", "para.combine", "Wer ist auf dem Weingut wofür zuständig?", "Die beiden Brüder, die das Gut 2017 geerbt haben, teilen sich die Arbeit: Markus verantwortet Weinberg und Keller, Tobias den Verkauf und das Gästehaus.", LEHNERT, True),
    w.faith("de-t34-009", "para.synonym", "Gehört Anna ein Teil des Weinguts?", "Nein, Anna hält keinen Anteil am Gut; sie hat lediglich die alte Kelterhalle von ihren Brüdern gepachtet und führt dort eine Straußwirtschaft.", LEHNERT, True),
    w.faith("de-t34-010", "fmt.period", "Wie lange gilt das Angebot an die übrigen Erben?", "42 Tage lang.", LEHNERT_VERTRAG, True),
    w.faith("de-t34-011", "para.except", "Darf ein Erbe seinen Anteil an Fremde verkaufen?", "Nur wenn sämtliche Erben schriftlich zustimmen.", LEHNERT_VERTRAG, True),
    w.faith("de-t34-012", "para.passive", "Wem gehört das Waldstadion?", "Das Stadion wurde 1997 von der Stadt Eichberg bei der Brauerei Kessler gekauft und gehört seither der Stadt.", WALDSTADION, True),
    w.faith("de-t34-013", "para.combine", "Welche Mannschaften spielen im Waldstadion?", "Der FC Eichberg 04, der das Stadion seit 2003 gepachtet hat, und die Footballer der Eichberg Wolves, die es vom FC für sieben Heimspiele pro Saison untermieten.", WALDSTADION, True),
    w.faith("de-t34-014", "fmt.time", "Wann öffnen die Tore?", "Um 14 Uhr, also anderthalb Stunden vor dem Anpfiff um halb vier.", SPIELTAG, True),
    w.faith("de-t34-015", "para.except", "Darf ich meinen Hund mitbringen?", "Nein, Hunde müssen draußen bleiben – es sei denn, es handelt sich um einen Assistenzhund.", SPIELTAG, True),
    w.faith("de-t34-016", "para.pronoun", "Wer hat das Albert-Lindner-Gymnasium gegründet?", "Die Lindner-Stiftung. Sie geht auf den Unternehmer Albert Lindner zurück und hat die Schule 2008 gegründet.", LINDNER, True),
    w.faith("de-t34-017", "para.combine", "Wer folgte auf die erste Schulleiterin?", "Als Gründungsschulleiterin Dr. Ingrid Vogt 2016 in Pension ging, rückte ihr Stellvertreter Martin Kehl an die Spitze der Schule.", LINDNER, True),
    w.faith("de-t34-018", "wrap.attribution", "Wie viel Einfluss hat die Stiftung auf die Schule?", "Den Angaben zufolge besetzt die Lindner-Stiftung nach wie vor drei der neun Sitze im Schulvorstand.", LINDNER, True),
    w.faith("de-t34-019", "para.synonym", "Wer leitete den Chor vor Julia Brandes?", "Sein Gründer, der Kirchenmusiker Gerhard Pohl, dirigierte ihn ein Vierteljahrhundert lang und reichte den Taktstock 2013 an seine ehemalige Schülerin Julia Brandes weiter.", ST_MARIEN, True),
    w.faith("de-t34-020", "para.pronoun", "Was hat der Chor unter Julia Brandes erreicht?", "Unter ihrer Leitung siegte er zweimal beim Landeschorwettbewerb und spielte vier CDs ein.", ST_MARIEN, True),
    w.faith("de-t34-021", "para.relative", "Wer dirigiert die Adventskonzerte?", "Felix Oster, der Assistent, mit dem sich Julia Brandes seit 2022 die Chorleitung teilt.", ST_MARIEN, True),
    w.faith("de-t34-022", "fmt.share", "Was kostet die Mitgliedschaft?", "96 Euro im Jahr; Schüler und Studierende zahlen die Hälfte.", PROBEN, True),
    w.faith("de-t34-023", "wrap.hedge", "Wer leitet die Arbeitsgruppe heute?", "Soweit ich den Unterlagen entnehmen kann, ist das Dr. Lukas Stein, der frühere Postdoc von Eva Hartmann, der die Gruppe 2016 nach ihrem Wechsel nach Wien übernommen hat.", HARTMANN, True),
    w.faith("de-t34-024", "wrap.opener", "Ist Eva Hartmann noch an der Gruppe beteiligt?", "Gute Frage! Ja, sie betreut weiterhin zwei Doktorandinnen der Gruppe mit.", HARTMANN, True),
    # unfaithful: exactly one clear error
    w.faith("de-t34-025", "role.swap", "Wer folgte 2009 wem im Vorstandsvorsitz?", "2009 übergab Sabine Krüger den Vorstandsvorsitz an Friedrich Brenner.", BRENNER, False),
    w.faith("de-t34-026", "added.fact", "Wer führt das Unternehmen seit 2018?", "Jens Albers; der Aufsichtsrat berief ihn 2018, nachdem Sabine Krüger wegen eines Bilanzskandals zurückgetreten war.", BRENNER, False),
    w.faith("de-t34-027", "role.swap", "Wer hat 2021 wen übernommen?", "Solartec Weber kaufte im Oktober 2021 seinen Konkurrenten Nordlicht Energie für 28 Millionen Euro.", NORDLICHT, False),
    w.faith("de-t34-028", "added.fact", "Was sagte Dana Richter zu den Arbeitsplätzen?", "Sie versprach, in Kassel keine einzige Stelle zu streichen, und stellte zusätzlich 40 Neueinstellungen in Aussicht.", NORDLICHT, False),
    w.faith("de-t34-029", "antonym", "Was für ein Unternehmen war Solartec Weber?", "Ein größerer Wettbewerber, den Nordlicht im Oktober 2021 geschluckt hat.", NORDLICHT, False),
    w.faith("de-t34-030", "role.swap", "Wie teilen sich die Brüder die Arbeit?", "Tobias ist für Weinberg und Keller zuständig, Markus für Vertrieb und Gästehaus.", LEHNERT, False),
    w.faith("de-t34-031", "added.fact", "Was macht Anna in der Kelterhalle?", "Sie pachtet die alte Kelterhalle von ihren Brüdern und betreibt dort eine Straußwirtschaft, die jedes Jahr von März bis Oktober geöffnet hat.", LEHNERT, False),
    w.faith("de-t34-032", "modality", "Was muss ein Erbe vor einem Verkauf tun?", "Ein verkaufswilliger Erbe kann seinen Anteil zuerst den anderen Erben anbieten, ist dazu aber nicht verpflichtet.", LEHNERT_VERTRAG, False),
    w.faith("de-t34-033", "quantifier", "Kann ein Anteil an Außenstehende verkauft werden?", "Ja, sofern die Mehrheit der Erben schriftlich zustimmt.", LEHNERT_VERTRAG, False),
    w.faith("de-t34-034", "role.swap", "Wer mietet das Stadion bei wem?", "Die Eichberg Wolves haben das Stadion von der Stadt gepachtet, und der FC Eichberg 04 mietet es von ihnen für sieben Heimspiele unter.", WALDSTADION, False),
    w.faith("de-t34-035", "value.number", "Wie lange läuft die Pacht des FC?", "Der FC Eichberg 04 hat das Stadion seit 2003 für 30 Jahre gepachtet.", WALDSTADION, False),
    w.faith("de-t34-036", "added.entity", "Wer spielt im Waldstadion?", "Dort spielen der FC Eichberg 04, die Eichberg Wolves und die Frauenmannschaft des FC.", WALDSTADION, False),
    w.faith("de-t34-037", "value.time", "Ab wann kommt man ins Stadion?", "Die Tore öffnen um 15 Uhr, eine halbe Stunde vor dem Anpfiff.", SPIELTAG, False),
    w.faith("de-t34-038", "direction", "Was hat sich unter Lukas Stein verändert?", "Unter Stein schrumpfte das Team von zwanzig auf acht Leute.", HARTMANN, False),
    w.faith("de-t34-039", "role.swap", "Wie kam Lukas Stein an die Spitze der Gruppe?", "Lukas Stein baute die Gruppe 2005 auf, und seine Postdoktorandin Eva Hartmann übernahm sie 2016.", HARTMANN, False),
    w.faith("de-t34-040", "added.fact", "Warum wechselte 2016 die Leitung?", "Weil Eva Hartmann einen Ruf auf einen Lehrstuhl an der Universität Wien angenommen hatte; daraufhin übernahm ihr Postdoc Lukas Stein.", HARTMANN, False),
    w.faith("de-t34-041", "value.date", "Wann übernahm Julia Brandes den Chor?", "Gerhard Pohl gab die Leitung 2015 an seine frühere Schülerin ab.", ST_MARIEN, False),
    w.faith("de-t34-042", "added.fact", "Wann und wo probt der Chor?", "Mittwochs von halb acht bis halb zehn abends im Gemeindehaus, vor Konzerten zusätzlich samstags vormittags.", PROBEN, False),
    w.faith("de-t34-043", "negation", "Muss ich vorsingen, um mitzumachen?", "Nein, neue Mitglieder können ohne Vorsingen einsteigen.", PROBEN, False),
    w.faith("de-t34-044", "value.except", "Wird das ganze Jahr über geprobt?", "Ja, jeden Mittwoch, nur in den Weihnachtsferien nicht.", PROBEN, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-t34-045", "correct.wordy", "Wer leitet die Arbeitsgruppe für Pflanzengenetik?", "Seit Eva Hartmann 2016 nach Wien gegangen ist, wird die Gruppe von ihrem ehemaligen Postdoc Dr. Lukas Stein geleitet.", "Dr. Lukas Stein", True),
    w.correct("de-t34-046", "correct.wordy", "Wem gehört das Waldstadion Eichberg?", "Eigentümerin ist die Stadt Eichberg, die das Stadion 1997 erworben hat und es an den FC Eichberg 04 verpachtet.", "Der Stadt Eichberg.", True),
    w.correct("de-t34-047", "correct.format", "In welchem Jahr wurde der Kammerchor St. Marien gegründet?", "Im Jahr neunzehnhundertachtundachtzig.", "1988", True),
    w.correct("de-t34-048", "correct.format", "Wie hoch war der Kaufpreis für Solartec Weber?", "28.000.000 €.", "28 Millionen Euro", True),
    w.correct("de-t34-049", "wrong.value", "Wie viele Mitglieder des Schulvorstands stellt die Lindner-Stiftung?", "Die Stiftung stellt fünf der neun Mitglieder des Schulvorstands.", "Drei von neun.", False),
    w.correct("de-t34-050", "wrong.role", "Wer übernahm 2013 die Leitung des Kammerchors?", "2013 übernahm Gerhard Pohl den Chor von seiner Schülerin Julia Brandes.", "Julia Brandes übernahm 2013 von Gerhard Pohl.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
