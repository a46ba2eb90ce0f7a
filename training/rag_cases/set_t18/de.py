"""German cases of set t18: a castle museum, a catering company, a driving licence office,
a yoga retreat, a concert hall's box office and a rowing club."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

BURG_BESUCH = "Das Burgmuseum Falkenstein ist von April bis Oktober täglich außer montags von 10 bis 18 Uhr geöffnet. Der letzte Einlass ist um 17:15 Uhr. Erwachsene zahlen 9 Euro, Schüler und Studierende 5 Euro. Hunde sind im Museum nicht erlaubt, auf dem Burghof jedoch an der Leine gestattet."
BURG_FUEHRUNG = "Sonntags um 15 Uhr führt Burgvogt Klaus Reinhardt durch die Rüstkammer. Die Führung dauert etwa 75 Minuten und kostet 4 Euro zusätzlich zum Eintritt. Für Gruppen ab 15 Personen ist eine Anmeldung zwei Wochen im Voraus erforderlich."
PARTYSERVICE = "Der Partyservice Gruber liefert Buffets ab 25 Personen. Bestellungen müssen spätestens fünf Werktage vor der Feier eingehen. Küchenchefin Sabine Gruber stellt die Buffets zusammen, ihr Sohn Jonas Gruber übernimmt die Auslieferung. Im Umkreis von 20 Kilometern ist die Lieferung kostenlos."
PARTYSERVICE_AGB = "Bei Stornierung bis 7 Tage vor dem Termin fallen keine Kosten an; danach werden 50 % des Auftragswerts berechnet. Geschirr und Besteck werden gegen eine Pfandgebühr von 2 Euro pro Gedeck gestellt. Warme Speisen werden in Warmhaltebehältern geliefert und bleiben darin bis zu drei Stunden heiß."
FUEHRERSCHEINSTELLE = "Die Führerscheinstelle Lindenau hat montags bis donnerstags von 7:30 bis 15:30 Uhr und freitags von 7:30 bis 12:00 Uhr geöffnet. Für den Umtausch eines alten Papierführerscheins ist ein Termin zwingend notwendig. Mitzubringen sind der alte Führerschein, der Personalausweis und ein biometrisches Passfoto. Die Gebühr für den Umtausch beträgt 25,30 Euro."
KARTENFUEHRERSCHEIN = "Der neue Kartenführerschein wird von der Bundesdruckerei hergestellt und ist in der Regel nach drei bis vier Wochen abholbereit. Die Abholung ist nur persönlich möglich. Wer den Führerschein zugeschickt bekommen möchte, zahlt einen Aufschlag von 5,10 Euro."
YOGA_RETREAT = "Das Yoga-Retreat im Haus Seeblick dauert vom 14. bis 18. September. Die Morgenpraxis beginnt um 7 Uhr und wird von Anja Berger geleitet, die Abendmeditation übernimmt Markus Ehlers. Der Preis von 640 Euro umfasst Unterkunft im Doppelzimmer und Vollpension. Vorkenntnisse sind nicht erforderlich."
YOGA_REGELN = "Einzelzimmer kosten einen Aufpreis von 120 Euro. Bei Absage bis 21 Tage vor Beginn wird die Anzahlung von 150 Euro erstattet, danach nicht mehr. Während der Schweigezeit von 21 bis 8 Uhr wird im ganzen Haus nicht gesprochen."
KONZERTKASSE = "Die Konzertkasse der Philharmonie am Markt ist dienstags bis freitags von 11 bis 19 Uhr und samstags von 10 bis 14 Uhr geöffnet. An Konzerttagen öffnet die Abendkasse eine Stunde vor Beginn. Schwerbehinderte erhalten 50 % Ermäßigung."
KONZERTKASSE_REGELN = "Online gekaufte Karten können bis 24 Stunden vor der Vorstellung kostenlos storniert werden. Gruppen ab zehn Personen erhalten 15 % Rabatt. Die Garderobe ist im Kartenpreis enthalten."
RUDERVEREIN = "Der Ruderverein Germania 1887 trainiert von März bis November auf dem Main. Neumitglieder müssen zuerst einen Schwimmnachweis vorlegen und dürfen erst nach zehn betreuten Trainingseinheiten allein rudern. Die Anfängerkurse leitet Trainerin Petra Vogt. Der Jahresbeitrag beträgt 240 Euro, für Schüler 96 Euro."
REGATTA = "Die Vereinsregatta findet am 6. Juli über 500 Meter statt. Meldeschluss ist der 20. Juni, das Startgeld beträgt 12 Euro pro Boot. Die Boote teilt Bootswart Frank Hessler zu, die Meldungen nimmt Schriftführerin Ute Brandt entgegen."

# fmt: off
FAITHFULNESS: tuple[Case, ...] = (
    # faithful: every claim is supported, in other words
    w.faith("de-t18-001", "para.except", "An welchem Tag hat das Burgmuseum zu?", "Montags ist das Burgmuseum geschlossen.", BURG_BESUCH, True),
    w.faith("de-t18-002", "fmt.time", "Bis wann kommt man spätestens ins Museum?", "Der letzte Einlass ist um Viertel nach fünf am Nachmittag.", BURG_BESUCH, True),
    w.faith("de-t18-003", "fmt.range", "Wann hat das Burgmuseum geöffnet?", "In der Saison von April–Oktober ist es von 10–18 Uhr geöffnet, montags ausgenommen.", BURG_BESUCH, True),
    w.faith("de-t18-004", "para.synonym", "Darf ich meinen Hund mitbringen?", "Ins Museum selbst dürfen Hunde nicht hinein, im Burghof sind sie angeleint aber erlaubt.", BURG_BESUCH, True),
    w.faith("de-t18-005", "para.passive", "Gibt es Führungen durch die Rüstkammer?", "Ja, die Führung durch die Rüstkammer wird sonntags um 15 Uhr von Burgvogt Klaus Reinhardt geleitet.", BURG_FUEHRUNG, True),
    w.faith("de-t18-006", "wrap.hedge", "Wie lange dauert die Führung ungefähr?", "Soweit ich weiß, dauert sie rund eineinviertel Stunden.", BURG_FUEHRUNG, True),
    w.faith("de-t18-007", "fmt.period", "Muss sich unsere Gruppe mit 20 Leuten anmelden?", "Ja, Gruppen ab 15 Personen müssen sich 14 Tage vorher anmelden.", BURG_FUEHRUNG, True),
    w.faith("de-t18-008", "para.combine", "Wer kümmert sich beim Partyservice Gruber um was?", "Die Buffets stellt Küchenchefin Sabine Gruber zusammen, ausgefahren werden sie von ihrem Sohn Jonas.", PARTYSERVICE, True),
    w.faith("de-t18-009", "fmt.unit", "Kostet die Lieferung etwas?", "Innerhalb von 20 km wird gratis geliefert.", PARTYSERVICE, True),
    w.faith("de-t18-010", "para.nominal", "Bis wann muss ich bestellen?", "Der Eingang der Bestellung muss spätestens fünf Werktage vor der Feier erfolgen.", PARTYSERVICE, True),
    w.faith("de-t18-011", "fmt.share", "Was kostet es, wenn ich kurzfristig storniere?", "Wer später als eine Woche vor dem Termin storniert, zahlt die Hälfte des Auftragswerts.", PARTYSERVICE_AGB, True),
    w.faith("de-t18-012", "fmt.period", "Wie lange bleibt das warme Essen heiß?", "In den Warmhaltebehältern bleiben die Speisen bis zu 180 Minuten heiß.", PARTYSERVICE_AGB, True),
    w.faith("de-t18-013", "wrap.opener", "Was muss ich zum Umtausch mitbringen?", "Gute Frage! Mitbringen müssen Sie Ihren alten Führerschein, Ihren Personalausweis und ein biometrisches Passfoto.", FUEHRERSCHEINSTELLE, True),
    w.faith("de-t18-014", "para.part", "Wie lange hat die Führerscheinstelle freitags offen?", "Am Freitag ist nur bis zwölf Uhr mittags geöffnet.", FUEHRERSCHEINSTELLE, True),
    w.faith("de-t18-015", "fmt.currency", "Was kostet der Umtausch?", "Die Umtauschgebühr liegt bei 25 Euro und 30 Cent.", FUEHRERSCHEINSTELLE, True),
    w.faith("de-t18-016", "wrap.attribution", "Wann kann ich den neuen Führerschein abholen?", "Laut Führerscheinstelle ist er meist nach drei bis vier Wochen abholbereit.", KARTENFUEHRERSCHEIN, True),
    w.faith("de-t18-017", "para.relative", "Wer teilt bei der Regatta die Boote zu?", "Das übernimmt Frank Hessler, der im Verein Bootswart ist.", REGATTA, True),
    w.faith("de-t18-018", "fmt.date", "Wann findet das Retreat statt?", "Das Retreat läuft vom 14.09. bis zum 18.09.", YOGA_RETREAT, True),
    w.faith("de-t18-019", "para.pronoun", "Wer leitet morgens die Praxis?", "Anja Berger leitet die Morgenpraxis; sie fängt um 7 Uhr an.", YOGA_RETREAT, True),
    w.faith("de-t18-020", "para.synonym", "Brauche ich Yoga-Erfahrung für das Retreat?", "Nein, Vorwissen braucht man dafür nicht.", YOGA_RETREAT, True),
    w.faith("de-t18-021", "wrap.closer", "Gibt es Einzelzimmer?", "Ja, ein Einzelzimmer kostet 120 Euro extra. Viel Freude beim Retreat!", YOGA_REGELN, True),
    w.faith("de-t18-022", "fmt.time", "Wann ist die Schweigezeit?", "Von neun Uhr abends bis acht Uhr morgens wird im ganzen Haus geschwiegen.", YOGA_REGELN, True),
    w.faith("de-t18-023", "wrap.question", "Wann öffnet die Abendkasse?", "Sie möchten wissen, wann die Abendkasse aufmacht? An Konzerttagen 60 Minuten vor Beginn.", KONZERTKASSE, True),
    w.faith("de-t18-024", "para.reorder", "Ab wann dürfen Neumitglieder allein rudern?", "Allein rudern dürfen Neumitglieder erst nach zehn betreuten Trainingseinheiten.", RUDERVEREIN, True),
    # unfaithful: exactly one claim is not supported
    w.faith("de-t18-025", "value.time", "Wann ist der letzte Einlass?", "Letzter Einlass ist um 17:45 Uhr.", BURG_BESUCH, False),
    w.faith("de-t18-026", "value.except", "An welchen Tagen ist das Museum offen?", "Von April bis Oktober hat es jeden Tag geöffnet, nur dienstags nicht.", BURG_BESUCH, False),
    w.faith("de-t18-027", "quantifier", "Darf mein Hund mit auf die Burg?", "Nein, Hunde dürfen nirgends aufs Gelände, auch nicht in den Burghof.", BURG_BESUCH, False),
    w.faith("de-t18-028", "value.currency", "Was kostet der Eintritt für Erwachsene?", "Erwachsene zahlen 9 Franken Eintritt.", BURG_BESUCH, False),
    w.faith("de-t18-029", "added.fact", "Wie lange dauert die Führung?", "Die Führung dauert etwa 75 Minuten; Kinder unter sechs Jahren dürfen nicht teilnehmen.", BURG_FUEHRUNG, False),
    w.faith("de-t18-030", "modality", "Müssen sich Gruppen vorher anmelden?", "Für Gruppen ab 15 Personen wird eine Anmeldung empfohlen, ist aber keine Pflicht.", BURG_FUEHRUNG, False),
    w.faith("de-t18-031", "role.swap", "Wer macht beim Partyservice Gruber die Buffets?", "Jonas Gruber stellt die Buffets zusammen, und seine Mutter Sabine liefert sie aus.", PARTYSERVICE, False),
    w.faith("de-t18-032", "direction", "Für wie viele Personen liefert Gruber?", "Der Partyservice liefert Buffets nur für höchstens 25 Personen.", PARTYSERVICE, False),
    w.faith("de-t18-033", "value.unit", "Bis zu welcher Entfernung ist die Lieferung gratis?", "Im Umkreis von 20 Meilen wird kostenlos geliefert.", PARTYSERVICE, False),
    w.faith("de-t18-034", "negation", "Kann ich kostenlos stornieren?", "Nein, selbst wer bis eine Woche vor dem Termin absagt, muss etwas bezahlen.", PARTYSERVICE_AGB, False),
    w.faith("de-t18-035", "antonym", "Wie werden warme Speisen geliefert?", "Warme Speisen kommen in Kühlbehältern.", PARTYSERVICE_AGB, False),
    w.faith("de-t18-036", "modality", "Brauche ich für den Umtausch einen Termin?", "Ein Termin für den Umtausch ist empfehlenswert, aber nicht vorgeschrieben.", FUEHRERSCHEINSTELLE, False),
    w.faith("de-t18-037", "value.number", "Wie hoch ist die Umtauschgebühr?", "Für den Umtausch werden 28,30 Euro fällig.", FUEHRERSCHEINSTELLE, False),
    w.faith("de-t18-038", "negation", "Kann jemand anderes meinen Führerschein abholen?", "Ja, den neuen Führerschein darf auch eine bevollmächtigte Person abholen.", KARTENFUEHRERSCHEIN, False),
    w.faith("de-t18-039", "value.date", "Wie lange geht das Retreat?", "Das Retreat geht vom 14. bis zum 19. September.", YOGA_RETREAT, False),
    w.faith("de-t18-040", "antonym", "Was kostet ein Einzelzimmer?", "Wer ein Einzelzimmer nimmt, bekommt 120 Euro Nachlass.", YOGA_REGELN, False),
    w.faith("de-t18-041", "quantifier", "Wer bekommt an der Konzertkasse Ermäßigung?", "Alle Besucher erhalten an der Konzertkasse 50 % Ermäßigung.", KONZERTKASSE, False),
    w.faith("de-t18-042", "direction", "Gibt es Gruppenrabatt?", "Gruppen mit bis zu zehn Personen bekommen 15 % Rabatt.", KONZERTKASSE_REGELN, False),
    w.faith("de-t18-043", "added.entity", "Wer leitet die Anfängerkurse?", "Die Anfängerkurse leiten Trainerin Petra Vogt und Trainer Stefan Kühn.", RUDERVEREIN, False),
    w.faith("de-t18-044", "role.swap", "Wer nimmt die Meldungen für die Regatta entgegen?", "Die Meldungen nimmt Bootswart Frank Hessler entgegen, die Boote teilt Schriftführerin Ute Brandt zu.", REGATTA, False),
)

CORRECTNESS: tuple[Case, ...] = (
    w.correct("de-t18-045", "correct.wordy", "Wie hoch ist der Jahresbeitrag für Erwachsene beim Ruderverein Germania 1887?", "Erwachsene Mitglieder zahlen beim Ruderverein Germania 1887 einen Jahresbeitrag von 240 Euro.", "240 Euro", True),
    w.correct("de-t18-046", "correct.format", "Wann ist Meldeschluss für die Vereinsregatta?", "Am 20.06.", "20. Juni", True),
    w.correct("de-t18-047", "correct.wordy", "Wer führt durch die Rüstkammer des Burgmuseums Falkenstein?", "Die Führung durch die Rüstkammer übernimmt jeden Sonntag Burgvogt Klaus Reinhardt persönlich.", "Klaus Reinhardt", True),
    w.correct("de-t18-048", "correct.format", "Wann beginnt die Morgenpraxis im Haus Seeblick?", "Um 7:00.", "um sieben Uhr", True),
    w.correct("de-t18-049", "wrong.value", "Wie hoch ist das Startgeld bei der Vereinsregatta?", "Das Startgeld beträgt 15 Euro pro Boot.", "12 Euro pro Boot", False),
    w.correct("de-t18-050", "wrong.role", "Wer stellt beim Partyservice Gruber die Buffets zusammen?", "Das macht Jonas Gruber, der die Auslieferung organisiert.", "Küchenchefin Sabine Gruber", False),
)
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
