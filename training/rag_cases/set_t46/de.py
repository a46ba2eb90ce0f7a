"""German cases of set t46: ein Lübecker Café mit Marzipanwerkstatt und seine
Öffnungszeiten, eine Glasbläserei in Lauscha, eine Obstbrennerei im Schwarzwald mit
Hofladen, ein fränkisches Weingut am Main und eine Zoiglbrauerei in der Oberpfalz."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

KONDITOREI = (
    "Das Café Brüggemann in der Lübecker Altstadt wurde 1889 von Konditormeister Heinrich Brüggemann eröffnet. "
    "1952 übernahm sein Neffe Wilhelm Rehder das Haus, ohne den Namen zu ändern. "
    "Heute führen Wilhelms Enkel Jonas und dessen Frau Lea das Café; Lea ist für die Marzipanwerkstatt zuständig. "
    "Ein Stück Nusstorte kostet 4,60 €, 200 g Marzipanbrot 7,90 €."
)
CAFE_ZEITEN = (
    "Das Café ist dienstags bis sonntags von 9 bis 18 Uhr geöffnet. "
    "Im Dezember hat es zusätzlich montags geöffnet. "
    "Tische für Gruppen ab acht Personen sollten vorab reserviert werden."
)
GLAS = (
    "Die Glasbläserei Greiner-Müller in Lauscha besteht seit 1921. "
    "Gründer Otto Greiner-Müller gab die Werkstatt 1960 an seine Tochter Ilse weiter, die sie durch die DDR-Zeit führte. "
    "Seit 1994 leitet ihr Sohn Frank die Werkstatt, unterstützt von zwei Glasbläserinnen. "
    "Christbaumkugeln werden hier noch mundgeblasen; eine bemalte Kugel kostet ab 12 €."
)
BRENNEREI = (
    "Die Obstbrennerei Faller in Oberkirch im Schwarzwald brennt seit 1898 Kirschwasser. "
    "1975 übernahm Martin Faller den Hof von seinem Vater Eugen, seit 2016 brennt seine Schwiegertochter Julia Faller. "
    "Pro Jahr werden rund 6.000 Liter Destillat erzeugt. "
    "Die 0,5-Liter-Flasche Kirschwasser mit 42 % vol. kostet 24 €."
)
HOFLADEN = (
    "Der Hofladen der Brennerei ist freitags von 14 bis 18 Uhr und samstags von 9 bis 13 Uhr geöffnet. "
    "Brennereiführungen gibt es nur nach Voranmeldung und ab sechs Personen; sie kosten 9 € pro Person inklusive Probe. "
    "Kinder unter 16 Jahren dürfen nicht probieren."
)
WEINGUT = (
    "Das Weingut Scheuring in Sommerhausen am Main wurde 1953 von Anton Scheuring gegründet, der zuvor Küfer war. "
    "Seine Enkelin Lisa Scheuring übernahm 2017 die Verantwortung im Keller, während ihr Bruder Tobias die 14 Hektar Weinberge bewirtschaftet. "
    "Der bekannteste Wein ist ein Silvaner im Bocksbeutel für 11,50 €."
)
ZOIGL = (
    "Die Brauerei Kraus in Windischeschenbach in der Oberpfalz ist seit 1834 in Familienhand; heute braut Georg Kraus in sechster Generation. "
    "Seine Mutter Anni betreibt die Zoiglstube, die nur am zweiten Wochenende jedes Monats geöffnet hat. "
    "Eine Maß Zoigl kostet 6,80 €. "
    "Die Brauerei beschäftigt vier Mitarbeiter."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-t46-001", "para.combine", "Wer hat das Café Brüggemann gegründet, und wer hat es übernommen?", "Konditormeister Heinrich Brüggemann eröffnete das Café 1889, und 1952 übernahm es sein Neffe Wilhelm Rehder.", KONDITOREI, True),
    w.faith("de-t46-002", "para.relative", "Wer führt das Café heute?", "Es wird von Jonas, Wilhelms Enkel, und seiner Frau Lea geführt, die für die Marzipanwerkstatt zuständig ist.", KONDITOREI, True),
    w.faith("de-t46-003", "fmt.unit", "Was kostet das Marzipanbrot?", "0,2 kg Marzipanbrot kosten 7,90 €.", KONDITOREI, True),
    w.faith("de-t46-004", "fmt.currency", "Was kostet ein Stück Nusstorte?", "Ein Stück Nusstorte kostet vier Euro sechzig.", KONDITOREI, True),
    w.faith("de-t46-005", "para.except", "Hat das Café montags offen?", "Montags ist normalerweise zu, nur im Dezember öffnet das Café auch montags.", CAFE_ZEITEN, True),
    w.faith("de-t46-006", "fmt.time", "Wie sind die Öffnungszeiten des Cafés?", "Dienstags bis sonntags von 9:00 bis 18:00 Uhr.", CAFE_ZEITEN, True),
    w.faith("de-t46-007", "para.synonym", "Sollten wir mit zehn Leuten reservieren?", "Ja, für Gruppen ab acht Personen empfiehlt es sich, vorher einen Tisch zu reservieren.", CAFE_ZEITEN, True),
    w.faith("de-t46-008", "para.passive", "Wer leitet die Glasbläserei heute?", "Die Werkstatt wird seit 1994 von Ilses Sohn Frank geleitet, unterstützt von zwei Glasbläserinnen.", GLAS, True),
    w.faith("de-t46-009", "para.combine", "Wie ging es nach dem Gründer weiter?", "Otto Greiner-Müller gab die Werkstatt 1960 an seine Tochter Ilse weiter, die sie durch die DDR-Zeit führte.", GLAS, True),
    w.faith("de-t46-010", "para.synonym", "Werden die Kugeln maschinell hergestellt?", "Nein, die Christbaumkugeln werden dort nach wie vor mundgeblasen.", GLAS, True),
    w.faith("de-t46-011", "fmt.currency", "Was kostet eine bemalte Kugel?", "Bemalte Kugeln gibt es ab zwölf Euro.", GLAS, True),
    w.faith("de-t46-012", "para.reorder", "Seit wann brennt Faller Kirschwasser?", "Kirschwasser brennt die Obstbrennerei Faller in Oberkirch schon seit 1898.", BRENNEREI, True),
    w.faith("de-t46-013", "fmt.thousands", "Wie viel Destillat erzeugt die Brennerei?", "Jährlich entstehen rund 6000 Liter Destillat.", BRENNEREI, True),
    w.faith("de-t46-014", "fmt.unit", "Wie groß ist eine Flasche Kirschwasser?", "Eine Flasche mit einem halben Liter Kirschwasser kostet 24 Euro.", BRENNEREI, True),
    w.faith("de-t46-015", "para.pronoun", "Wer brennt heute bei Faller?", "Seit 2016 ist das Julia Faller; sie ist die Schwiegertochter von Martin Faller.", BRENNEREI, True),
    w.faith("de-t46-016", "fmt.time", "Hat der Hofladen samstags offen?", "Ja, samstags ist der Hofladen von 9 Uhr bis 1 Uhr mittags geöffnet.", HOFLADEN, True),
    w.faith("de-t46-017", "para.nominal", "Kann man die Brennerei besichtigen?", "Ja, aber Führungen setzen eine Voranmeldung und eine Gruppe von mindestens sechs Personen voraus.", HOFLADEN, True),
    w.faith("de-t46-018", "wrap.attribution", "Was kostet eine Brennereiführung?", "Laut Brennerei kostet die Führung 9 € pro Person, eine Probe ist inbegriffen.", HOFLADEN, True),
    w.faith("de-t46-019", "para.combine", "Wer macht was im Weingut Scheuring?", "Lisa Scheuring verantwortet seit 2017 den Keller, und ihr Bruder Tobias bewirtschaftet die Weinberge.", WEINGUT, True),
    w.faith("de-t46-020", "para.relative", "Wer hat das Weingut Scheuring gegründet?", "Gegründet hat es 1953 Anton Scheuring, der vorher als Küfer gearbeitet hatte.", WEINGUT, True),
    w.faith("de-t46-021", "fmt.currency", "Was kostet der Silvaner im Bocksbeutel?", "Der Silvaner im Bocksbeutel kostet elf Euro fünfzig.", WEINGUT, True),
    w.faith("de-t46-022", "para.synonym", "Wer braut bei Kraus?", "Georg Kraus ist der Brauer, bereits in der sechsten Generation der Familie.", ZOIGL, True),
    w.faith("de-t46-023", "fmt.number", "Wie viele Leute arbeiten in der Brauerei Kraus?", "Die Brauerei hat 4 Beschäftigte.", ZOIGL, True),
    w.faith("de-t46-024", "wrap.opener", "Wann hat die Zoiglstube offen?", "Danke für die Frage! Die Zoiglstube, die Anni Kraus betreibt, öffnet nur am zweiten Wochenende eines jeden Monats.", ZOIGL, True),
    w.faith("de-t46-025", "value.date", "Wann übernahm Wilhelm Rehder das Café?", "Wilhelm Rehder übernahm das Café 1889, ohne den Namen zu ändern.", KONDITOREI, False),
    w.faith("de-t46-026", "role.swap", "Wer ist für die Marzipanwerkstatt zuständig?", "Für die Marzipanwerkstatt ist Jonas zuständig, der Enkel von Wilhelm.", KONDITOREI, False),
    w.faith("de-t46-027", "value.currency", "Was kostet ein Stück Nusstorte?", "Ein Stück Nusstorte kostet 7,90 €.", KONDITOREI, False),
    w.faith("de-t46-028", "added.fact", "Was geschah 1952?", "1952 übernahm Heinrichs Neffe Wilhelm Rehder das Haus und eröffnete eine zweite Filiale in Travemünde.", KONDITOREI, False),
    w.faith("de-t46-029", "value.except", "Wann ist das Café geschlossen?", "Das Café ist sonntags und montags geschlossen.", CAFE_ZEITEN, False),
    w.faith("de-t46-030", "modality", "Müssen Gruppen reservieren?", "Gruppen ab acht Personen müssen unbedingt vorab reservieren, ohne Reservierung geht es nicht.", CAFE_ZEITEN, False),
    w.faith("de-t46-031", "role.swap", "Wer leitet die Werkstatt seit 1994?", "Seit 1994 leitet Ilse die Werkstatt, die sie von ihrem Sohn Frank übernommen hat.", GLAS, False),
    w.faith("de-t46-032", "value.date", "Wann gab Otto Greiner-Müller die Werkstatt ab?", "Otto Greiner-Müller gab die Werkstatt 1994 an seine Tochter Ilse weiter.", GLAS, False),
    w.faith("de-t46-033", "value.currency", "Was kostet eine bemalte Christbaumkugel?", "Eine bemalte Kugel kostet ab 21 €.", GLAS, False),
    w.faith("de-t46-034", "role.swap", "Von wem übernahm Martin Faller den Hof?", "1975 übernahm Eugen Faller den Hof von seinem Sohn Martin.", BRENNEREI, False),
    w.faith("de-t46-035", "value.unit", "Wie viel Destillat erzeugt Faller im Jahr?", "Pro Jahr werden rund 6.000 Flaschen Destillat erzeugt.", BRENNEREI, False),
    w.faith("de-t46-036", "value.number", "Wie stark ist das Kirschwasser?", "Das Kirschwasser von Faller hat 45 % vol.", BRENNEREI, False),
    w.faith("de-t46-037", "value.time", "Wann hat der Hofladen freitags offen?", "Freitags hat der Hofladen von 14 bis 19 Uhr geöffnet.", HOFLADEN, False),
    w.faith("de-t46-038", "negation", "Muss man sich für eine Führung anmelden?", "Nein, Brennereiführungen sind auch ohne Voranmeldung möglich.", HOFLADEN, False),
    w.faith("de-t46-039", "quantifier", "Dürfen bei der Führung alle probieren?", "Ja, alle Teilnehmer dürfen probieren, auch Kinder.", HOFLADEN, False),
    w.faith("de-t46-040", "value.date", "Wann übernahm Lisa Scheuring den Keller?", "Lisa Scheuring übernahm die Verantwortung im Keller 1953.", WEINGUT, False),
    w.faith("de-t46-041", "added.entity", "Welcher Wein ist am bekanntesten?", "Am bekanntesten sind der Silvaner und der Müller-Thurgau im Bocksbeutel.", WEINGUT, False),
    w.faith("de-t46-042", "direction", "Was hat Anton Scheuring gemacht?", "Anton Scheuring gründete das Weingut 1953 und wurde erst danach Küfer.", WEINGUT, False),
    w.faith("de-t46-043", "antonym", "Wann hat die Zoiglstube offen?", "Die Zoiglstube ist nur am zweiten Wochenende jedes Monats geschlossen.", ZOIGL, False),
    w.faith("de-t46-044", "role.swap", "Wer betreibt die Zoiglstube?", "Georg Kraus betreibt die Zoiglstube, und seine Mutter Anni braut in sechster Generation.", ZOIGL, False),
]

CORRECTNESS = [
    w.correct("de-t46-045", "correct.wordy", "Wer brennt seit 2016 bei der Obstbrennerei Faller?", "Seit 2016 steht Julia Faller, die Schwiegertochter von Martin, an der Brennblase.", "Julia Faller", True),
    w.correct("de-t46-046", "correct.format", "Was kostet eine Maß Zoigl bei Kraus?", "Sechs Euro achtzig.", "6,80 €", True),
    w.correct("de-t46-047", "correct.short", "Seit wann besteht die Glasbläserei Greiner-Müller?", "Seit 1921.", "Die Glasbläserei Greiner-Müller in Lauscha besteht seit 1921.", True),
    w.correct("de-t46-048", "correct.format", "Wie groß sind die Weinberge des Weinguts Scheuring?", "Vierzehn Hektar.", "14 ha", True),
    w.correct("de-t46-049", "wrong.value", "Wann wurde das Café Brüggemann eröffnet?", "1898.", "1889", False),
    w.correct("de-t46-050", "wrong.role", "Wer bewirtschaftet die Weinberge des Weinguts Scheuring?", "Lisa Scheuring.", "Ihr Bruder Tobias Scheuring", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
