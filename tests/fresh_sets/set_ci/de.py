"""Fresh set ci, German: Skiverleih, Hallenbad, Töpferwerkstatt, Hochzeitsscheune, Coworking-Space, Tierpark, Fahrradwerkstatt, Sprachschule, Nachtzug und Bauernmarkt."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

SKI = (
    "Der Skiverleih Gipfelglück in Garmisch verleiht 240 Paar Ski und 85 Snowboards. "
    "Eine komplette Skiausrüstung kostet 38 € pro Tag, Helme sind kostenlos inbegriffen. "
    "In der Saison ist der Laden täglich außer am 24. Dezember von 7:30 bis 18 Uhr geöffnet. "
    "Wer Ausrüstung leiht, muss einen Lichtbildausweis vorlegen und darf sie höchstens 14 Tage behalten. "
    "Florian Huber kaufte den Laden 2016 von seiner Gründerin Anna Brandl."
)
POOL = (
    "Das Städtische Hallenbad Neustadt hat ein 50-Meter-Becken mit 8 Bahnen und ein separates Lehrschwimmbecken. "
    "Das Wasser hat eine Temperatur von 27 °C. "
    "Erwachsene zahlen 5,50 € Eintritt, Kinder unter 6 Jahren schwimmen kostenlos. "
    "Im großen Becken ist eine Badekappe Pflicht, eine Schwimmbrille wird empfohlen, ist aber nicht vorgeschrieben. "
    "Das Frühschwimmen findet montags bis freitags von 6 bis 8:30 Uhr statt und wird von Bademeister Kai Petersen beaufsichtigt."
)
POTTERY = (
    "Die Töpferwerkstatt Drehscheibe bietet einen Anfängerkurs an der Töpferscheibe über sechs Wochen an, den die Keramikerin Jana Wolff leitet. "
    "Der Kurs kostet 260 € und umfasst 12 kg Ton sowie sämtliche Glasuren. "
    "Der Unterricht findet dienstags von 19 bis 21:30 Uhr statt. "
    "Die beiden Brennöfen werden jeden Freitag befeuert, fertige Stücke können 10 Tage nach dem Brand abgeholt werden. "
    "Teilnehmende können zusätzliche freie Werkstattzeit für 14 € pro Stunde buchen."
)
WEDDING = (
    "Die Hochzeitsscheune Gut Weidenhof bietet Platz für bis zu 180 Gäste, auf der Wiese finden 120 Personen Platz für eine freie Trauung. "
    "Die Miete kostet samstags 8.900 €, freitags und sonntags 6.500 €. "
    "Bei Vertragsabschluss muss das Brautpaar eine Anzahlung von 2.000 € leisten. "
    "Livemusik muss um 23 Uhr enden. "
    "Buchungen für die Saison 2026 sind ab dem 15. Januar 2025 möglich, und die Hochzeitsplanerin Sabine Lorenz trifft jedes Paar zwei Monate vor der Feier."
)
COWORK = (
    "Der Coworking-Space Schreibtischwerk in der Hafenstraße hat 120 Arbeitsplätze auf drei Etagen. "
    "Ein flexibler Arbeitsplatz kostet 190 € im Monat, ein fester Schreibtisch 310 € im Monat. "
    "Mitglieder können Besprechungsräume 8 Stunden pro Monat nutzen. "
    "Mitglieder haben rund um die Uhr Zutritt, der Empfang ist aber nur montags bis freitags von 9 bis 17 Uhr besetzt. "
    "Gegründet wurde das Schreibtischwerk 2018 von Lea Schmitt und Jonas Berger."
)
ZOO = (
    "Im Tierpark Lindenau leben rund 1.400 Tiere aus 210 Arten. "
    "Der Tierpark ist täglich von 9 bis 17 Uhr geöffnet; das Füttern der Tiere ist überall verboten, außer im Streichelgehege. "
    "Erwachsene zahlen 19 €, Kinder von 3 bis 12 Jahren 11 €. "
    "Die leitende Tierärztin Dr. Miriam Roth führt ein Team aus 6 Tierärzten. "
    "Die beiden Giraffen Kimi und Zola kamen im Mai 2021 aus dem Zoo Hohenwald."
)
BIKE = (
    "Die Fahrradwerkstatt Kettenblatt in der Lindenstraße wird von Mechaniker Tobias Klein geführt. "
    "Eine Grundinspektion kostet 59 € und dauert etwa zwei Tage. "
    "Platten werden für 12 € sofort geflickt, während man wartet. "
    "Die Werkstatt hat montags bis samstags von 10 bis 19 Uhr geöffnet. "
    "Fahrräder, die nicht innerhalb von 30 Tagen nach der Reparatur abgeholt werden, dürfen verkauft werden."
)
SCHOOL = (
    "Die Sprachschule Wortwerk unterrichtet Erwachsene in Spanisch, Japanisch und Arabisch. "
    "In einem Gruppenkurs sitzen höchstens 10 Teilnehmende. "
    "Ein Semester dauert 12 Wochen. "
    "Ein Semester Gruppenkurs kostet 490 €, Einzelunterricht kostet 45 € pro Stunde. "
    "Neue Teilnehmende müssen vor der ersten Stunde einen Einstufungstest machen. "
    "Die Hälfte der 16 Lehrkräfte sind Muttersprachler, und die Schule wird von Petra Vogel geleitet."
)
TRAIN = (
    "Der Nachtzug Nordlicht fährt von Zürich nach Berlin, der Hauptstadt Deutschlands. "
    "Er verlässt Zürich um 21 Uhr und erreicht Berlin am nächsten Morgen um 8:40 Uhr; die Strecke ist rund 850 Kilometer lang. "
    "Ein Bett im Sechser-Liegewagen kostet 69 €, ein Einzelabteil im Schlafwagen 219 €. "
    "Das Frühstück wird ab 7 Uhr im Abteil serviert. "
    "Haustiere sind nur in Einzelabteilen erlaubt."
)
MARKET = (
    "Der Bauernmarkt Lindental findet von April bis Oktober jeden Samstag von 8 bis 13 Uhr auf dem Rathausplatz statt. "
    "Rund 45 Höfe aus der Region verkaufen dort und setzen zusammen an jedem Markttag etwa 2,5 Tonnen Obst und Gemüse ab. "
    "Ein Stand kostet 30 € pro Markttag. "
    "Verkauft werden darf nur, was die Händler selbst angebaut oder hergestellt haben. "
    "Der Erzeugerverband Lindental gründete den Markt 2009, heute leitet ihn Karin Meier."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-ci-001", "para.reorder", "Wann ist Frühschwimmen?", "Von 6 bis 8:30 Uhr findet montags bis freitags das Frühschwimmen statt.", POOL, True),
    w.faith("de-ci-002", "para.passive", "Wer hat den Bauernmarkt gegründet?", "Der Markt wurde 2009 vom Erzeugerverband Lindental gegründet.", MARKET, True),
    w.faith("de-ci-003", "para.synonym", "Wer leitet den Anfängerkurs an der Töpferscheibe?", "Kursleiterin ist die Keramikkünstlerin Jana Wolff.", POTTERY, True),
    w.faith("de-ci-004", "para.nominal", "Was brauche ich, um Ski zu leihen?", "Für den Verleih ist die Vorlage eines Lichtbildausweises erforderlich.", SKI, True),
    w.faith("de-ci-005", "para.capital", "Wohin fährt der Nordlicht?", "Er fährt von Zürich in die deutsche Hauptstadt Berlin.", TRAIN, True),
    w.faith("de-ci-006", "para.pronoun", "Wer hat das Schreibtischwerk gegründet?", "Lea Schmitt und Jonas Berger haben es 2018 gegründet.", COWORK, True),
    w.faith("de-ci-007", "para.relative", "Wer führt die Werkstatt Kettenblatt?", "Tobias Klein ist der Mechaniker, der die Werkstatt Kettenblatt in der Lindenstraße führt.", BIKE, True),
    w.faith("de-ci-008", "para.part", "Wie viele Personen haben bei einer freien Trauung auf der Wiese Platz?", "Auf der Wiese finden 120 Personen Platz für eine freie Trauung.", WEDDING, True),
    w.faith("de-ci-009", "para.combine", "Wie groß sind die Gruppen, und wie lange dauert ein Semester?", "Die Gruppenkurse haben höchstens 10 Teilnehmende und laufen über ein Semester von 12 Wochen.", SCHOOL, True),
    w.faith("de-ci-010", "fmt.number", "Wie lange dauert der Anfängerkurs in der Drehscheibe?", "Der Kurs dauert 6 Wochen.", POTTERY, True),
    w.faith("de-ci-011", "fmt.thousands", "Wie viele Tiere leben im Tierpark?", "Im Tierpark Lindenau leben rund 1400 Tiere.", ZOO, True),
    w.faith("de-ci-012", "fmt.scale", "Wie viel Obst und Gemüse wird an einem Markttag verkauft?", "An jedem Markttag werden etwa 2.500 Kilogramm Obst und Gemüse verkauft.", MARKET, True),
    w.faith("de-ci-013", "fmt.date", "Ab wann kann man für 2026 buchen?", "Buchungen für die Saison 2026 sind ab dem 15.01.2025 möglich.", WEDDING, True),
    w.faith("de-ci-014", "fmt.time", "Wann fährt der Nachtzug in Zürich ab?", "Der Nordlicht fährt um 9 Uhr abends in Zürich ab.", TRAIN, True),
    w.faith("de-ci-015", "fmt.unit", "Wie warm ist das Wasser im Hallenbad?", "Das Wasser ist 27 Grad Celsius warm.", POOL, True),
    w.faith("de-ci-016", "fmt.abbrev", "Wer ist die leitende Tierärztin im Tierpark?", "Leitende Tierärztin ist Doktor Miriam Roth.", ZOO, True),
    w.faith("de-ci-017", "fmt.currency", "Was kostet es, einen Platten flicken zu lassen?", "Das Flicken eines Plattens kostet 12 Euro und wird sofort erledigt, während Sie warten.", BIKE, True),
    w.faith("de-ci-018", "fmt.range", "Wie viele Gäste dürfen wir einladen?", "Die Scheune fasst höchstens 180 Gäste.", WEDDING, True),
    w.faith("de-ci-019", "fmt.period", "Wie lange darf ich die geliehene Ausrüstung behalten?", "Maximal zwei Wochen.", SKI, True),
    w.faith("de-ci-020", "fmt.share", "Wie viele Lehrkräfte sind Muttersprachler?", "50 % der 16 Lehrkräfte sind Muttersprachler.", SCHOOL, True),
    w.faith("de-ci-021", "para.except", "Darf man die Tiere im Tierpark irgendwo füttern?", "Ja, im Streichelgehege ist das Füttern erlaubt.", ZOO, True),
    w.faith("de-ci-022", "wrap.opener", "Wann ist Bauernmarkt?", "Gute Frage! Der Bauernmarkt findet von April bis Oktober jeden Samstag von 8 bis 13 Uhr auf dem Rathausplatz statt.", MARKET, True),
    w.faith("de-ci-023", "wrap.closer", "Was kostet der Eintritt für Erwachsene?", "Erwachsene zahlen 5,50 € Eintritt. Ich hoffe, das hilft Ihnen weiter!", POOL, True),
    w.faith("de-ci-024", "wrap.attribution", "Wann ist der Empfang im Schreibtischwerk besetzt?", "Laut den Angaben des Schreibtischwerks ist der Empfang montags bis freitags von 9 bis 17 Uhr besetzt.", COWORK, True),
    w.faith("de-ci-025", "wrap.hedge", "Wann hat Kettenblatt geöffnet?", "Soweit ich weiß, hat die Werkstatt montags bis samstags von 10 bis 19 Uhr geöffnet.", BIKE, True),
    w.faith("de-ci-026", "wrap.question", "Was kostet ein Einzelabteil im Nordlicht?", "Ein Einzelabteil im Schlafwagen kostet 219 €. Soll ich Ihnen auch den Preis für den Liegewagen nennen?", TRAIN, True),
    w.faith("de-ci-027", "value.number", "Wie groß ist der Tierbestand?", "Im Tierpark leben rund 1.400 Tiere aus 250 Arten.", ZOO, False),
    w.faith("de-ci-028", "value.date", "Ab wann sind Buchungen für die Saison 2026 möglich?", "Buchungen für 2026 sind ab dem 15. Februar 2025 möglich.", WEDDING, False),
    w.faith("de-ci-029", "value.time", "Wann ist der Töpferkurs?", "Der Unterricht ist dienstags von 19 bis 22:30 Uhr.", POTTERY, False),
    w.faith("de-ci-030", "value.unit", "Wie lang ist die Strecke des Nordlicht?", "Die Strecke ist rund 850 Meilen lang.", TRAIN, False),
    w.faith("de-ci-031", "value.currency", "Was kostet ein fester Schreibtisch?", "Ein fester Schreibtisch kostet 410 € im Monat.", COWORK, False),
    w.faith("de-ci-032", "role.swap", "Wem gehört der Skiverleih Gipfelglück?", "Anna Brandl kaufte den Laden 2016 von seinem Gründer Florian Huber.", SKI, False),
    w.faith("de-ci-033", "negation", "Brauche ich im großen Becken eine Badekappe?", "Nein, im großen Becken ist keine Badekappe nötig.", POOL, False),
    w.faith("de-ci-034", "antonym", "Muss ich für den Helm extra zahlen?", "Ja, Helme sind kostenpflichtig und kommen zu den 38 € für die Skiausrüstung hinzu.", SKI, False),
    w.faith("de-ci-035", "modality", "Muss ich vor dem Kurs einen Einstufungstest machen?", "Nein, der Einstufungstest ist für neue Teilnehmende freiwillig.", SCHOOL, False),
    w.faith("de-ci-036", "quantifier", "Sind die Lehrkräfte bei Wortwerk Muttersprachler?", "Ja, alle 16 Lehrkräfte sind Muttersprachler.", SCHOOL, False),
    w.faith("de-ci-037", "value.except", "Kann ich am 24. Dezember Ski ausleihen?", "Ja, der Laden hat auch am 24. Dezember von 7:30 bis 18 Uhr geöffnet.", SKI, False),
    w.faith("de-ci-038", "direction", "Welche Kinder schwimmen kostenlos?", "Kinder über 6 Jahren schwimmen kostenlos.", POOL, False),
    w.faith("de-ci-039", "added.fact", "Was kostet eine Grundinspektion?", "Eine Grundinspektion kostet 59 €, dauert etwa zwei Tage und beinhaltet eine kostenlose Kettenreinigung.", BIKE, False),
    w.faith("de-ci-040", "added.entity", "Wer leitet heute den Bauernmarkt?", "Heute leitet Karin Meier den Markt, unterstützt von ihrem Stellvertreter Stefan Kraus.", MARKET, False),
    w.faith("de-ci-041", "mixed", "Kann ich im Schreibtischwerk auch nachts arbeiten?", "Ja, Mitglieder haben rund um die Uhr Zutritt, und auch der Empfang ist durchgehend besetzt.", COWORK, False),
]
REFUSAL = [
    w.refusal("de-ci-042", "refusal.plain", "Hat das Hallenbad Neustadt eine Sauna?", "Das tut mir leid, diese Information habe ich nicht.", POOL, True),
    w.refusal("de-ci-043", "refusal.context", "Gibt es am Tierpark Parkplätze?", "In den bereitgestellten Dokumenten steht nichts über Parkplätze am Tierpark, daher kann ich das nicht beantworten.", ZOO, True),
    w.refusal("de-ci-044", "refusal.short", "Verkauft Kettenblatt auch E-Bikes?", "Keine Ahnung.", BIKE, True),
    w.refusal("de-ci-045", "refusal.long", "Dürfen wir auf Gut Weidenhof einen eigenen Caterer mitbringen?", "Vielen Dank für Ihre Frage und herzlichen Glückwunsch zur bevorstehenden Hochzeit! Leider geben meine Unterlagen zu Gut Weidenhof zwar Auskunft über Gästezahl, Mietpreise, Anzahlung und das Ende der Livemusik, zu externen Caterern steht darin aber nichts. Ich kann Ihre Frage deshalb nicht beantworten. Fragen Sie am besten vor Vertragsabschluss direkt beim Weidenhof nach.", WEDDING, True),
    w.refusal("de-ci-046", "refusal.hedged", "Was kostet ein Bett im Liegewagen?", "Ich bin mir nicht ganz sicher, aber ein Bett im Sechser-Liegewagen dürfte 69 € kosten.", TRAIN, False),
    w.refusal("de-ci-047", "refusal.partial", "Was kostet der Japanischkurs?", "Einen eigenen Preis für Japanisch finde ich in den Unterlagen nicht, aber ein Semester Gruppenkurs kostet 490 € und Einzelunterricht 45 € pro Stunde.", SCHOOL, False),
]
CORRECTNESS = [
    w.correct("de-ci-048", "correct.wordy", "Wer leitet den Bauernmarkt Lindental?", "Der Bauernmarkt Lindental, der samstags auf dem Rathausplatz stattfindet, wird heute von Karin Meier geleitet.", "Karin Meier.", True),
    w.correct("de-ci-049", "correct.short", "An welchem Tag werden die Brennöfen der Drehscheibe befeuert?", "Freitags.", "Die beiden Brennöfen werden jeden Freitag befeuert.", True),
    w.correct("de-ci-050", "correct.format", "Wann kommt der Nordlicht in Berlin an?", "Am nächsten Morgen um zwanzig vor neun.", "Am nächsten Morgen um 8:40 Uhr.", True),
    w.correct("de-ci-051", "wrong.value", "Was kostet eine Grundinspektion bei Kettenblatt?", "Eine Grundinspektion kostet dort 79 €.", "59 €.", False),
    w.correct("de-ci-052", "wrong.echo", "Woher kamen die beiden Giraffen des Tierparks?", "Die beiden Giraffen des Tierparks kamen aus dem Zoo Birkenfeld.", "Aus dem Zoo Hohenwald.", False),
    w.correct("de-ci-053", "wrong.role", "Wer kaufte 2016 den Skiverleih Gipfelglück?", "Anna Brandl.", "Florian Huber; er kaufte ihn von der Gründerin Anna Brandl.", False),
]
RELEVANCY = [
    w.relevant("de-ci-054", "relevant.direct", "In welchen Monaten gibt es den Bauernmarkt?", "Von April bis Oktober.", MARKET, True),
    w.relevant("de-ci-055", "relevant.yesno", "Kommen Kinder kostenlos ins Hallenbad?", "Ja, wenn sie unter 6 Jahre alt sind.", POOL, True),
    w.relevant("de-ci-056", "offtopic.true", "Was kostet ein fester Schreibtisch im Schreibtischwerk?", "Das Schreibtischwerk wurde 2018 von Lea Schmitt und Jonas Berger gegründet.", COWORK, False),
    w.relevant("de-ci-057", "offtopic.other", "Wann öffnet der Skiverleih morgens?", "Eine komplette Skiausrüstung kostet 38 € pro Tag, inklusive Helm.", SKI, False),
]
DIAGNOSIS = [
    w.diag("de-ci-058", "diag.pass", "Wann ist der Anfängerkurs an der Töpferscheibe?", "Dienstags von 19 bis 21:30 Uhr.", {"pottery": POTTERY, "market": MARKET}, ("pottery",), "pass"),
    w.diag("de-ci-059", "diag.offtopic", "Was kostet der Eintritt für Kinder im Tierpark?", "Der Tierpark ist täglich von 9 bis 17 Uhr geöffnet.", {"zoo": ZOO}, ("zoo",), "fix_generation"),
    w.diag("de-ci-060", "diag.unfaithful", "Wie lange habe ich Zeit, mein Rad nach der Reparatur abzuholen?", "Sie haben 60 Tage Zeit, danach darf das Rad verkauft werden.", {"bike": BIKE}, ("bike",), "fix_generation"),
    w.diag("de-ci-061", "diag.refused", "Wie viele Teilnehmende hat ein Gruppenkurs bei Wortwerk?", "Leider habe ich keine Informationen zur Gruppengröße.", {"school": SCHOOL, "cowork": COWORK}, ("school",), "fix_generation"),
    w.diag("de-ci-062", "diag.missed", "Gibt es im Nordlicht Frühstück?", "Dazu habe ich nichts gefunden.", {"pool": POOL, "zoo": ZOO}, ("train",), "fix_retrieval"),
    w.diag("de-ci-063", "diag.correct_refusal", "Gibt es auf Gut Weidenhof einen Shuttlebus für die Gäste?", "Die Unterlagen sagen nichts darüber, ob es einen Shuttlebus gibt.", {"wedding": WEDDING}, (), "correct_refusal"),
    w.diag("de-ci-064", "diag.should_refuse", "Bietet Gipfelglück auch Skikurse an?", "Ja, ein Gruppenskikurs kostet 55 € pro Person.", {"ski": SKI}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
