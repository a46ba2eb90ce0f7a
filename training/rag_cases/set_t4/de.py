"""German cases of set t4: hospital visiting rules, a zoo, a car dealer's warranty, a music
festival, an apartment rental and a bike repair shop."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

KLINIK_BESUCH = (
    "Im Klinikum Lindenhof gelten auf den Normalstationen Besuchszeiten von 10 bis 19 Uhr. "
    "Pro Patient sind höchstens drei Besucher gleichzeitig im Zimmer erlaubt. "
    "Auf der Intensivstation sind Besuche nur nach Absprache mit dem Stationsarzt möglich und auf eine Person beschränkt. "
    "Kinder unter 14 Jahren dürfen die Intensivstation nicht betreten."
)
KLINIK_SERVICE = (
    "Die Cafeteria im Erdgeschoss des Klinikums ist montags bis freitags von 7:30 bis 18:00 Uhr geöffnet, am Wochenende bleibt sie geschlossen. "
    "Besucher parken im Parkhaus P2; die ersten 30 Minuten sind kostenlos, danach kostet jede angefangene Stunde 1,50 €. "
    "Blumen in Erde sind auf allen Stationen verboten."
)
TIERPARK = (
    "Der Tierpark Eichenau hat von April bis Oktober täglich von 9 bis 18 Uhr geöffnet, von November bis März nur bis 16 Uhr. "
    "Erwachsene zahlen 14 €, Kinder von 4 bis 14 Jahren 7 €. "
    "Hunde sind an der kurzen Leine erlaubt."
)
TIERPARK_SEEHUNDE = (
    "Tierpflegerin Jana Krüger betreut seit 2019 die Seehunde des Tierparks. "
    "Die kommentierte Fütterung findet täglich um 15:30 Uhr statt und dauert etwa eine Viertelstunde. "
    "Im Juni hat Seehündin Mira ein Junges zur Welt gebracht, das 11 kg wog."
)
GARANTIE_NEU = (
    "Das Autohaus Brenner gewährt auf alle Neuwagen eine Garantie von fünf Jahren bzw. 100.000 km, je nachdem, was zuerst eintritt. "
    "Verschleißteile wie Bremsbeläge, Reifen und Kupplung sind ausgenommen. "
    "Die Garantie gilt nur, wenn alle Inspektionen in einer Vertragswerkstatt durchgeführt werden."
)
GARANTIE_GEBRAUCHT = (
    "Für Gebrauchtwagen vom Autohaus Brenner gibt es eine Garantie von 12 Monaten. "
    "Gegen einen Aufpreis von 299 € lässt sie sich um ein Jahr verlängern. "
    "Garantiefälle müssen innerhalb von sieben Tagen schriftlich gemeldet werden. "
    "Über Kulanzanträge entscheidet Werkstattleiter Tobias Wendt."
)
FESTIVAL = (
    "Das Open-Air-Festival „Waldklang“ findet vom 8. bis 10. August auf dem Gelände am Haslacher See statt. "
    "Das Wochenendticket kostet 129 €, ein Tagesticket 59 €. "
    "Einlass ist ab 12 Uhr, das letzte Konzert endet um Mitternacht. "
    "Jugendliche unter 16 Jahren haben nur in Begleitung eines Erziehungsberechtigten Zutritt."
)
FESTIVAL_PROGRAMM = (
    "Den Abschluss am Sonntag macht die Band Kaltfront, die kurzfristig für die erkrankte Sängerin Lea Sommer eingesprungen ist. "
    "Bezahlt wird auf dem Gelände ausschließlich bargeldlos. "
    "Ein Viertel der Einnahmen aus dem Getränkeverkauf geht an die örtliche Jugendfeuerwehr."
)
MIETE = (
    "Vermieterin Helga Brandt vermietet die Dreizimmerwohnung in der Lessingstraße 7 an Mieter Jonas Keller. "
    "Die Kaltmiete beträgt 980 € im Monat, dazu kommen 220 € Nebenkosten. "
    "Die Kaution beträgt drei Kaltmieten, und die Kündigungsfrist für den Mieter beträgt drei Monate. "
    "Kleintiere sind erlaubt, Hunde und Katzen nur mit Zustimmung der Vermieterin."
)
FAHRRADWERKSTATT = (
    "Die Fahrradwerkstatt „Kettenblatt“ hat Montag bis Freitag von 9 bis 18 Uhr und samstags von 10 bis 14 Uhr geöffnet. "
    "Eine Inspektion kostet 69 € und dauert in der Regel drei Werktage. "
    "Schläuche werden sofort gewechselt, der Preis liegt bei 15 € inklusive Material. "
    "Meisterin Sabine Ott bildet den Lehrling Can Yilmaz aus."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim supported, in other words
    w.faith("de-t4-001", "para.synonym", "Wie viele Leute dürfen gleichzeitig zu meiner Oma ins Zimmer?", "Es dürfen maximal drei Besucher auf einmal bei ihr im Zimmer sein.", KLINIK_BESUCH, True),
    w.faith("de-t4-002", "para.nominal", "Kann ich einfach so auf die Intensivstation?", "Nein, ein Besuch auf der Intensivstation setzt eine Absprache mit dem Stationsarzt voraus, und es darf nur eine Person kommen.", KLINIK_BESUCH, True),
    w.faith("de-t4-003", "para.except", "Hat die Cafeteria am Samstag offen?", "Nein, die Cafeteria hat nur von Montag bis Freitag geöffnet; samstags und sonntags ist sie zu.", KLINIK_SERVICE, True),
    w.faith("de-t4-004", "fmt.time", "Bis wann hat der Tierpark im Dezember offen?", "Im Dezember schließt der Tierpark schon um vier Uhr nachmittags.", TIERPARK, True),
    w.faith("de-t4-005", "fmt.range", "Was zahlen Kinder?", "Kinder im Alter von 4–14 Jahren zahlen 7 € Eintritt.", TIERPARK, True),
    w.faith("de-t4-006", "para.synonym", "Darf ich meinen Hund mitbringen?", "Ja, Hunde dürfen mit in den Tierpark, müssen aber an der kurzen Leine geführt werden.", TIERPARK, True),
    w.faith("de-t4-007", "fmt.period", "Wie lange dauert die Seehundfütterung?", "Sie dauert ungefähr 15 Minuten und beginnt jeden Tag um halb vier nachmittags.", TIERPARK_SEEHUNDE, True),
    w.faith("de-t4-008", "para.relative", "Wer kümmert sich um die Seehunde?", "Die Seehunde werden von Jana Krüger versorgt, die als Tierpflegerin seit 2019 für sie zuständig ist.", TIERPARK_SEEHUNDE, True),
    w.faith("de-t4-009", "fmt.unit", "Wie schwer war Miras Junges?", "Miras Junges wog 11.000 Gramm.", TIERPARK_SEEHUNDE, True),
    w.faith("de-t4-010", "fmt.thousands", "Wie lange gilt die Garantie auf einen Neuwagen?", "Fünf Jahre oder 100 000 Kilometer – je nachdem, was zuerst erreicht wird.", GARANTIE_NEU, True),
    w.faith("de-t4-011", "para.except", "Was passiert, wenn ich eine Inspektion woanders machen lasse?", "Wird auch nur eine Inspektion außerhalb einer Vertragswerkstatt durchgeführt, gilt die Garantie nicht.", GARANTIE_NEU, True),
    w.faith("de-t4-012", "fmt.period", "Wie lange ist die Garantie bei Gebrauchtwagen?", "Gebrauchtwagen haben ein Jahr Garantie; gegen 299 € Aufpreis lässt sie sich auf insgesamt zwei Jahre ausdehnen.", GARANTIE_GEBRAUCHT, True),
    w.faith("de-t4-013", "wrap.attribution", "Wie schnell muss ich einen Schaden melden?", "Laut den Garantiebedingungen muss ein Garantiefall binnen einer Woche schriftlich gemeldet werden.", GARANTIE_GEBRAUCHT, True),
    w.faith("de-t4-014", "para.passive", "Wer entscheidet über Kulanz?", "Über Kulanzanträge wird von Werkstattleiter Tobias Wendt entschieden.", GARANTIE_GEBRAUCHT, True),
    w.faith("de-t4-015", "fmt.date", "Wann ist Waldklang?", "Das Festival läuft vom 08.08. bis 10.08. am Haslacher See.", FESTIVAL, True),
    w.faith("de-t4-016", "wrap.hedge", "Darf meine 15-jährige Tochter allein hin?", "Soweit ich das sehe, nein: Unter 16 kommt man nur mit einem Erziehungsberechtigten aufs Gelände.", FESTIVAL, True),
    w.faith("de-t4-017", "fmt.share", "Wird bei dem Festival etwas gespendet?", "Ja, 25 % der Getränkeeinnahmen gehen an die örtliche Jugendfeuerwehr.", FESTIVAL_PROGRAMM, True),
    w.faith("de-t4-018", "para.reorder", "Wer spielt am Sonntag zum Schluss?", "Weil Sängerin Lea Sommer erkrankt ist, ist kurzfristig die Band Kaltfront für sie eingesprungen und macht am Sonntag den Abschluss.", FESTIVAL_PROGRAMM, True),
    w.faith("de-t4-019", "wrap.opener", "Kann ich auf dem Gelände bar zahlen?", "Gute Frage! Nein, auf dem Festivalgelände zahlt man nur bargeldlos.", FESTIVAL_PROGRAMM, True),
    w.faith("de-t4-020", "para.synonym", "Darf Jonas Keller eine Katze halten?", "Nur wenn seine Vermieterin Helga Brandt einverstanden ist; Kleintiere darf der Mieter dagegen ohne Weiteres halten.", MIETE, True),
    w.faith("de-t4-021", "wrap.closer", "Wie lange ist die Kündigungsfrist für mich als Mieter?", "Als Mieter müssen Sie mit einer Frist von drei Monaten kündigen. Ich hoffe, das hilft Ihnen weiter!", MIETE, True),
    w.faith("de-t4-022", "para.except", "Hat Kettenblatt sonntags auf?", "Nein, sonntags ist die Werkstatt geschlossen; von Montag bis Samstag hat sie geöffnet.", FAHRRADWERKSTATT, True),
    w.faith("de-t4-023", "wrap.question", "Was kostet ein neuer Schlauch?", "Was ein Schlauchwechsel kostet? 15 € inklusive Material, und er wird sofort erledigt.", FAHRRADWERKSTATT, True),
    w.faith("de-t4-024", "para.synonym", "Bei wem lernt Can Yilmaz?", "Can Yilmaz macht seine Ausbildung bei Meisterin Sabine Ott.", FAHRRADWERKSTATT, True),
    # unfaithful: exactly one unsupported claim
    w.faith("de-t4-025", "direction", "Dürfen Kinder mit auf die Intensivstation?", "Kinder über 14 Jahren dürfen die Intensivstation nicht betreten.", KLINIK_BESUCH, False),
    w.faith("de-t4-026", "modality", "Muss ich einen Besuch auf der Intensivstation absprechen?", "Eine Absprache mit dem Stationsarzt ist empfehlenswert, aber nicht zwingend nötig.", KLINIK_BESUCH, False),
    w.faith("de-t4-027", "value.except", "Wann hat die Cafeteria offen?", "Die Cafeteria hat montags bis samstags geöffnet, nur sonntags ist sie zu.", KLINIK_SERVICE, False),
    w.faith("de-t4-028", "value.currency", "Was kostet das Parken im P2?", "Die ersten 30 Minuten sind frei, danach kostet jede angefangene Stunde 1,50 Franken.", KLINIK_SERVICE, False),
    w.faith("de-t4-029", "quantifier", "Darf ich eine Topfblume mitbringen?", "Blumen in Erde sind nur auf der Intensivstation verboten.", KLINIK_SERVICE, False),
    w.faith("de-t4-030", "value.time", "Wie lange hat der Tierpark im Sommer auf?", "Von April bis Oktober ist der Tierpark täglich von 9 bis 19 Uhr geöffnet.", TIERPARK, False),
    w.faith("de-t4-031", "negation", "Darf mein Hund mit in den Tierpark?", "Nein, Hunde sind im Tierpark Eichenau nicht erlaubt.", TIERPARK, False),
    w.faith("de-t4-032", "value.date", "Seit wann betreut Jana Krüger die Seehunde?", "Jana Krüger kümmert sich seit 2017 um die Seehunde.", TIERPARK_SEEHUNDE, False),
    w.faith("de-t4-033", "added.fact", "Was gibt es Neues bei den Seehunden?", "Im Juni hat Seehündin Mira ein männliches Junges bekommen, das 11 kg wog.", TIERPARK_SEEHUNDE, False),
    w.faith("de-t4-034", "value.unit", "Wie viel wog das Seehundbaby?", "Miras Junges wog 11 Pfund.", TIERPARK_SEEHUNDE, False),
    w.faith("de-t4-035", "antonym", "Sind Bremsbeläge von der Garantie abgedeckt?", "Ja, Verschleißteile wie Bremsbeläge, Reifen und Kupplung sind in der Garantie eingeschlossen.", GARANTIE_NEU, False),
    w.faith("de-t4-036", "added.entity", "Wer entscheidet über Kulanzanträge?", "Darüber entscheiden Werkstattleiter Tobias Wendt und Geschäftsführerin Petra Brenner gemeinsam.", GARANTIE_GEBRAUCHT, False),
    w.faith("de-t4-037", "modality", "Muss ich einen Garantiefall schriftlich melden?", "Sie können den Schaden innerhalb von sieben Tagen schriftlich melden, ein Anruf genügt aber auch.", GARANTIE_GEBRAUCHT, False),
    w.faith("de-t4-038", "direction", "Ab wann kommt man aufs Festivalgelände?", "Einlass ist bis 12 Uhr, und das letzte Konzert endet um Mitternacht.", FESTIVAL, False),
    w.faith("de-t4-039", "role.swap", "Warum spielt Kaltfront am Sonntag?", "Sängerin Lea Sommer ist kurzfristig für die erkrankte Band Kaltfront eingesprungen.", FESTIVAL_PROGRAMM, False),
    w.faith("de-t4-040", "value.number", "Wie viel der Getränkeeinnahmen wird gespendet?", "Ein Drittel der Einnahmen aus dem Getränkeverkauf geht an die Jugendfeuerwehr.", FESTIVAL_PROGRAMM, False),
    w.faith("de-t4-041", "role.swap", "Wer vermietet die Wohnung in der Lessingstraße 7?", "Vermieter ist Jonas Keller, der die Wohnung an seine Mieterin Helga Brandt vermietet.", MIETE, False),
    w.faith("de-t4-042", "value.number", "Wie hoch ist die Kaution?", "Die Kaution beläuft sich auf zwei Kaltmieten.", MIETE, False),
    w.faith("de-t4-043", "value.except", "An welchen Tagen hat Kettenblatt geöffnet?", "Die Werkstatt ist an allen Tagen außer Samstag und Sonntag geöffnet.", FAHRRADWERKSTATT, False),
    w.faith("de-t4-044", "negation", "Muss ich für einen Schlauchwechsel das Rad dalassen?", "Ja, Schläuche werden nicht sofort gewechselt; das kostet 15 € inklusive Material.", FAHRRADWERKSTATT, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-t4-045", "correct.wordy", "Was kostet ein Tagesticket für Waldklang?", "Für einen einzelnen Festivaltag zahlen Sie 59 Euro.", "59 €", True),
    w.correct("de-t4-046", "correct.format", "Wann beginnt die Seehundfütterung?", "Um halb vier am Nachmittag.", "15:30 Uhr", True),
    w.correct("de-t4-047", "correct.format", "Wie hoch ist die Kaltmiete der Wohnung in der Lessingstraße 7?", "980 Euro pro Monat.", "980 €", True),
    w.correct("de-t4-048", "correct.short", "Wer betreut die Seehunde im Tierpark Eichenau?", "Jana Krüger.", "Tierpflegerin Jana Krüger betreut die Seehunde.", True),
    w.correct("de-t4-049", "wrong.value", "Wie viel kostet eine Inspektion bei Kettenblatt?", "Eine Inspektion kostet dort 96 €.", "69 €", False),
    w.correct("de-t4-050", "wrong.role", "Wer ist bei Kettenblatt der Lehrling?", "Der Lehrling ist Sabine Ott.", "Can Yilmaz ist der Lehrling; Sabine Ott ist seine Meisterin.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
