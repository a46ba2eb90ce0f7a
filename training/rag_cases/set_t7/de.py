"""German cases of set t7: Gründer und Geschäftsführer der Brenner Messtechnik, der Kauf der
Brauerei Falkenbräu durch die Lindner Getränke AG, die Geschichte des SV Grünwald 1907, die
Direktorinnen und Direktoren des Lorenz-Instituts, die Familienbäckerei Hofmeister, der Verlag
Albrecht & Sohr und seine Einsendefrist, Regeln und Eigentümer des Studios Kraftwerk Nord und die
Fusion von Nexolon und Datafeld."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

BRENNER = (
    "Die Brenner Messtechnik GmbH wurde 1968 von den Ingenieuren Karl Brenner und Ursula Haag in einer gemieteten Werkstatt in Esslingen gegründet. "
    "Brenner führte das Unternehmen als Geschäftsführer bis 1994 und übergab die Leitung dann an Haag. "
    "2006 übernahm mit Tobias Reinert erstmals ein externer Manager die Geschäftsführung. "
    "Unter Reinert wuchs die Belegschaft von 280 auf 1.050 Beschäftigte."
)
LINDNER = (
    "Im September 2013 kaufte die Lindner Getränke AG die Regionalbrauerei Falkenbräu für 42 Millionen Euro. "
    "Der bisherige Inhaber Josef Falk blieb nach dem Verkauf noch drei Jahre als Berater an Bord. "
    "2018 wurde Lindner selbst vom dänischen Konzern Nordhavn übernommen. "
    "Die Marke Falkenbräu wurde 2020 eingestellt."
)
GRUENWALD = (
    "Der SV Grünwald 1907 wurde 1907 von Arbeitern der örtlichen Papierfabrik gegründet. "
    "Seit 1954 spielt der Verein im Waldstadion, das 14.800 Zuschauern Platz bietet. "
    "Zwischen 1960 und 1985 gewann Grünwald fünfmal den Landespokal, eine Meisterschaft auf Bundesebene holte der Verein nie. "
    "Am längsten im Amt war Trainer Heinz Ostermann, der die Mannschaft von 1971 bis 1986 betreute."
)
LORENZ = (
    "Das Lorenz-Institut für Küstenforschung wurde 1974 unter seiner ersten Direktorin, der Ozeanografin Margarete Lenz, eröffnet. "
    "Lenz leitete das Institut 18 Jahre lang; 1992 folgte ihr der Chemiker Rolf Ahrens. "
    "Seit 2016 steht Prof. Dr. Nadia Khalil an der Spitze, die zuvor die Abteilung für Meeresbiologie geleitet hatte. "
    "Die Direktoren werden vom Stiftungsrat für fünf Jahre berufen; eine einmalige Wiederberufung ist möglich."
)
HOFMEISTER = (
    "Die Bäckerei Hofmeister in der Lindenstraße wurde 1952 von Wilhelm Hofmeister eröffnet. "
    "1981 übergab er den Betrieb an seine Tochter Gisela, die ein kleines Café anbaute. "
    "Seit 2011 führt Giselas Sohn Jonas die Bäckerei. "
    "Geöffnet ist dienstags bis sonntags von 6:30 bis 18:00 Uhr, montags bleibt die Bäckerei geschlossen."
)
ALBRECHT = (
    "Der Verlag Albrecht & Sohr wurde 1923 in Leipzig von dem Buchhändler Ernst Albrecht und der Übersetzerin Clara Sohr gegründet. "
    "Bekannt wurde das Haus mit deutschen Ausgaben skandinavischer Kriminalromane. "
    "2009 kaufte die größere Verlagsgruppe Wendel & Holt den Verlag, ließ ihm aber sein eigenes Programm. "
    "Heute erscheinen bei Albrecht & Sohr rund 50 Titel im Jahr."
)
EINSENDUNG = (
    "Unverlangt eingesandte Manuskripte nimmt Albrecht & Sohr nur vom 1. Oktober bis 30. November an. "
    "Einsendungen sind ausschließlich über das Online-Formular möglich; per Post geschickte Manuskripte werden nicht gelesen. "
    "Das Lektorat bemüht sich, innerhalb von zehn Wochen zu antworten. "
    "Pro Einsendefrist darf jede Autorin und jeder Autor nur ein Manuskript einreichen."
)
KRAFTWERK = (
    "Das Fitnessstudio Kraftwerk Nord ist montags bis freitags von 6 bis 23 Uhr und am Wochenende von 8 bis 20 Uhr geöffnet. "
    "Die Monatsmitgliedschaft kostet 34,90 €, Studierende zahlen mit gültigem Ausweis 24,90 €. "
    "Neue Mitglieder müssen vor der Nutzung des Freihantelbereichs eine Einweisung buchen. "
    "Die Trainingsfläche umfasst 1.100 Quadratmeter."
)
KRAFTWERK_EIGNER = (
    "Kraftwerk Nord wurde 2011 von der ehemaligen Ruderin Katrin Vogel und ihrem Bruder Stefan eröffnet. "
    "2019 verkauften die Geschwister drei Viertel des Studios an die Fitnesskette Pulsar, die den Namen Kraftwerk Nord beibehielt. "
    "Kurse sind in allen Tarifen enthalten, außer im Vormittagstarif. "
    "Jeder Kurs ist auf 18 Teilnehmende begrenzt."
)
NEXOLON = (
    "Die Softwarefirma Nexolon wurde 2004 von Felix Baumann und Aylin Demir gegründet. "
    "2015 fusionierte Nexolon mit dem Konkurrenten Datafeld; das neue Unternehmen heißt seitdem Nexolon Datafeld. "
    "Demir wurde Vorstandsvorsitzende der fusionierten Firma, Baumann leitete bis 2021 den Aufsichtsrat. "
    "Heute beschäftigt das Unternehmen rund 2.700 Menschen in vier Ländern."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-t7-001", "para.synonym", "Wer hat die Brenner Messtechnik gegründet?", "Ins Leben gerufen haben die Firma 1968 zwei Ingenieure, nämlich Karl Brenner und Ursula Haag.", BRENNER, True),
    w.faith("de-t7-002", "para.relative", "Wer war der erste externe Geschäftsführer?", "Das war Tobias Reinert, der 2006 als erster Manager von außen die Geschäftsführung übernahm.", BRENNER, True),
    w.faith("de-t7-003", "fmt.thousands", "Wie hat sich die Belegschaft unter Reinert entwickelt?", "In Reinerts Amtszeit stieg die Zahl der Beschäftigten von 280 auf 1050.", BRENNER, True),
    w.faith("de-t7-004", "role.swap", "Was geschah 1994 an der Firmenspitze?", "1994 gab Ursula Haag die Geschäftsführung an Karl Brenner ab.", BRENNER, False),
    w.faith("de-t7-005", "value.date", "Wann wurde die Brenner Messtechnik gegründet?", "Karl Brenner und Ursula Haag gründeten die Firma 1986 in einer gemieteten Werkstatt in Esslingen.", BRENNER, False),
    w.faith("de-t7-006", "para.passive", "Was passierte im September 2013 mit Falkenbräu?", "Die Regionalbrauerei Falkenbräu wurde von der Lindner Getränke AG gekauft.", LINDNER, True),
    w.faith("de-t7-007", "fmt.scale", "Wie viel hat Lindner für Falkenbräu bezahlt?", "Der Kaufpreis betrug 42.000.000 Euro.", LINDNER, True),
    w.faith("de-t7-008", "fmt.period", "Wie lange blieb Josef Falk nach dem Verkauf?", "Josef Falk stand dem Betrieb nach dem Verkauf noch 36 Monate als Berater zur Seite.", LINDNER, True),
    w.faith("de-t7-009", "role.swap", "Was geschah 2018 mit der Lindner Getränke AG?", "2018 übernahm Lindner den dänischen Konzern Nordhavn.", LINDNER, False),
    w.faith("de-t7-010", "direction", "Welche Rolle hatte Josef Falk?", "Josef Falk beriet die Brauerei noch drei Jahre lang, bevor Lindner sie kaufte.", LINDNER, False),
    w.faith("de-t7-011", "value.currency", "Wie hoch war der Kaufpreis für Falkenbräu?", "Lindner zahlte für Falkenbräu 42 Millionen Schweizer Franken.", LINDNER, False),
    w.faith("de-t7-012", "fmt.abbrev", "Wann wurde der SV Grünwald gegründet?", "Der Sportverein Grünwald entstand 1907; gegründet haben ihn Arbeiter der örtlichen Papierfabrik.", GRUENWALD, True),
    w.faith("de-t7-013", "para.nominal", "Seit wann spielt Grünwald im Waldstadion?", "Der Spielbetrieb des Vereins im Waldstadion läuft seit 1954.", GRUENWALD, True),
    w.faith("de-t7-014", "fmt.range", "Wann hat Heinz Ostermann die Mannschaft trainiert?", "Heinz Ostermann war von 1971–1986 Trainer und damit länger im Amt als jeder andere.", GRUENWALD, True),
    w.faith("de-t7-015", "negation", "Welche Titel hat Grünwald gewonnen?", "Grünwald holte zwischen 1960 und 1985 fünfmal den Landespokal und einmal auch eine Meisterschaft auf Bundesebene.", GRUENWALD, False),
    w.faith("de-t7-016", "value.number", "Wie viele Zuschauer fasst das Waldstadion?", "Im Waldstadion ist Platz für 18.400 Zuschauer.", GRUENWALD, False),
    w.faith("de-t7-017", "para.combine", "Wer leitete das Institut zuerst, und wer kam danach?", "Die Ozeanografin Margarete Lenz führte das Institut ab der Eröffnung 1974 ganze 18 Jahre, danach übernahm 1992 der Chemiker Rolf Ahrens.", LORENZ, True),
    w.faith("de-t7-018", "para.pronoun", "Wer leitet das Lorenz-Institut heute?", "Prof. Dr. Nadia Khalil. Sie hatte vorher die Abteilung für Meeresbiologie geleitet und ist seit 2016 Direktorin.", LORENZ, True),
    w.faith("de-t7-019", "role.swap", "Was änderte sich 1992 am Institut?", "1992 übergab Rolf Ahrens die Leitung des Instituts an Margarete Lenz.", LORENZ, False),
    w.faith("de-t7-020", "modality", "Kann eine Direktorin wiederberufen werden?", "Ja, nach fünf Jahren muss der Stiftungsrat sie sogar einmal wiederberufen.", LORENZ, False),
    w.faith("de-t7-021", "added.entity", "Wer beruft die Direktoren?", "Die Direktoren werden vom Stiftungsrat gemeinsam mit dem Landeswissenschaftsministerium für fünf Jahre berufen.", LORENZ, False),
    w.faith("de-t7-022", "para.except", "An welchen Tagen hat die Bäckerei Hofmeister geöffnet?", "Jeden Tag außer montags.", HOFMEISTER, True),
    w.faith("de-t7-023", "fmt.time", "Wie sind die Öffnungszeiten der Bäckerei?", "Dienstags bis sonntags von halb sieben morgens bis sechs Uhr abends.", HOFMEISTER, True),
    w.faith("de-t7-024", "added.fact", "Was hat Gisela an der Bäckerei verändert?", "Gisela baute ein kleines Café an und führte außerdem einen Lieferservice ein.", HOFMEISTER, False),
    w.faith("de-t7-025", "value.time", "Wann macht die Bäckerei morgens auf?", "Die Bäckerei öffnet um 7:30 Uhr.", HOFMEISTER, False),
    w.faith("de-t7-026", "value.except", "Kann ich sonntags bei Hofmeister Brötchen kaufen?", "Nein, sonntags ist Ruhetag, da bleibt die Bäckerei zu.", HOFMEISTER, False),
    w.faith("de-t7-027", "wrap.opener", "Wer hat Albrecht & Sohr gegründet?", "Das erkläre ich gern: Gegründet wurde der Verlag 1923 in Leipzig vom Buchhändler Ernst Albrecht und der Übersetzerin Clara Sohr.", ALBRECHT, True),
    w.faith("de-t7-028", "wrap.attribution", "Wofür ist Albrecht & Sohr bekannt?", "Laut Verlagsgeschichte machte sich das Haus mit Krimis aus Skandinavien in deutscher Übersetzung einen Namen.", ALBRECHT, True),
    w.faith("de-t7-029", "fmt.number", "Wie viele Bücher bringt der Verlag heraus?", "Aktuell sind es ungefähr fünfzig Titel pro Jahr.", ALBRECHT, True),
    w.faith("de-t7-030", "antonym", "Wem gehört Albrecht & Sohr?", "2009 wurde der Verlag von der kleineren Verlagsgruppe Wendel & Holt übernommen, behielt aber sein eigenes Programm.", ALBRECHT, False),
    w.faith("de-t7-031", "value.date", "Wann kaufte Wendel & Holt den Verlag?", "Wendel & Holt übernahm Albrecht & Sohr im Jahr 2019.", ALBRECHT, False),
    w.faith("de-t7-032", "fmt.date", "Wann kann ich bei Albrecht & Sohr ein Manuskript einreichen?", "Einsendungen sind zwischen dem 01.10. und dem 30.11. möglich.", EINSENDUNG, True),
    w.faith("de-t7-033", "para.part", "Darf ich mein Manuskript per Post schicken?", "Nein, eingereicht wird nur über das Online-Formular.", EINSENDUNG, True),
    w.faith("de-t7-034", "quantifier", "Wie viele Manuskripte darf ich einreichen?", "Pro Einsendefrist dürfen Sie beliebig viele Manuskripte über das Online-Formular schicken.", EINSENDUNG, False),
    w.faith("de-t7-035", "fmt.time", "Wann hat Kraftwerk Nord unter der Woche offen?", "Montags bis freitags kann man von sechs Uhr morgens bis elf Uhr abends trainieren.", KRAFTWERK, True),
    w.faith("de-t7-036", "fmt.currency", "Was zahlen Studierende bei Kraftwerk Nord?", "Mit gültigem Ausweis zahlen Studierende EUR 24,90 im Monat.", KRAFTWERK, True),
    w.faith("de-t7-037", "value.unit", "Wie groß ist die Trainingsfläche?", "Die Trainingsfläche ist 1.100 Quadratfuß groß.", KRAFTWERK, False),
    w.faith("de-t7-038", "fmt.share", "Was hat Pulsar 2019 gekauft?", "Pulsar erwarb 75 Prozent des Studios von Katrin Vogel und ihrem Bruder und behielt den Namen bei.", KRAFTWERK_EIGNER, True),
    w.faith("de-t7-039", "para.except", "In welchen Tarifen sind Kurse enthalten?", "Nur im Vormittagstarif sind keine Kurse inbegriffen.", KRAFTWERK_EIGNER, True),
    w.faith("de-t7-040", "direction", "Wie viele Leute können an einem Kurs teilnehmen?", "An jedem Kurs müssen mindestens 18 Personen teilnehmen.", KRAFTWERK_EIGNER, False),
    w.faith("de-t7-041", "wrap.closer", "Wer hat Nexolon gegründet?", "Nexolon wurde 2004 von Felix Baumann und Aylin Demir gegründet. Ich hoffe, das hilft Ihnen weiter!", NEXOLON, True),
    w.faith("de-t7-042", "wrap.hedge", "Wie viele Menschen arbeiten bei Nexolon Datafeld?", "Soweit ich sehe, sind es etwa 2.700 Beschäftigte in vier Ländern.", NEXOLON, True),
    w.faith("de-t7-043", "role.swap", "Wer führte das Unternehmen nach der Fusion?", "Nach der Fusion wurde Baumann Vorstandsvorsitzender, während Demir den Aufsichtsrat leitete.", NEXOLON, False),
    w.faith("de-t7-044", "added.entity", "Mit wem fusionierte Nexolon?", "2015 schloss sich Nexolon mit Datafeld und der Softwarefirma Kernbit zu Nexolon Datafeld zusammen.", NEXOLON, False),
]

CORRECTNESS = [
    w.correct("de-t7-045", "correct.wordy", "Wer hat den Verlag Albrecht & Sohr gegründet?", "Gegründet wurde Albrecht & Sohr 1923 in Leipzig, und zwar vom Buchhändler Ernst Albrecht gemeinsam mit der Übersetzerin Clara Sohr.", "Ernst Albrecht und Clara Sohr.", True),
    w.correct("de-t7-046", "correct.format", "Wie viel zahlte Lindner für Falkenbräu?", "42.000.000 €", "42 Millionen Euro", True),
    w.correct("de-t7-047", "correct.format", "Wie viele Zuschauer fasst das Waldstadion?", "Vierzehntausendachthundert.", "14.800", True),
    w.correct("de-t7-048", "correct.wordy", "Wann wurde Nexolon gegründet?", "Felix Baumann und Aylin Demir haben Nexolon im Jahr 2004 gegründet.", "2004", True),
    w.correct("de-t7-049", "wrong.value", "Wann wurde Kraftwerk Nord eröffnet?", "Kraftwerk Nord hat 2014 eröffnet.", "2011", False),
    w.correct("de-t7-050", "wrong.role", "Wer hat Falkenbräu gekauft?", "Falkenbräu hat die Lindner Getränke AG gekauft.", "Die Lindner Getränke AG kaufte Falkenbräu.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
