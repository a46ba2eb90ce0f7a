"""German cases of fresh set bz. Scenarios: Töpferwerkstatt Tonwerk (pottery studio), Skischule
Gamsalm (ski school), Tafel Nordstadt (food bank), Museumsbahn Moorexpress (vintage train
excursion), Stadtbad Westend (city swimming pool), Optik Scharf (optician), Gärtnerei Blütenhof
(flower nursery), Schachklub Springer 1921 (chess club), Führungen im Botanischen Garten
Rosenhöhe (botanical garden tour) and Wäscherei & Reinigung Blitzblank (laundry and dry
cleaning)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

POTTERY = (
    "Die Töpferwerkstatt Tonwerk in der Lindenauer Straße bietet Drehkurse für Erwachsene an. Der sechswöchige "
    "Anfängerkurs kostet 210 €; darin enthalten sind 15 kg Ton, alle Glasuren und zwei Brände im Brennofen. Der Kurs "
    "findet mittwochs von 18:30 bis 21:00 Uhr statt, mit höchstens sieben Teilnehmenden pro Gruppe. Inhaberin Katrin "
    "Vogel unterrichtet die Anfänger, ihr Mitarbeiter Jonas Reiter belädt und befeuert den Brennofen. Fertige Stücke "
    "können zwei Wochen nach der letzten Kursstunde abgeholt werden; was nach 30 Tagen nicht abgeholt ist, geht an "
    "einen Sozialladen."
)

SKI = (
    "Die Skischule Gamsalm in Obertauern bietet vom 20. Dezember bis 12. April täglich Gruppenkurse an. Die "
    "Vormittagskurse laufen von 9:30 bis 11:30 Uhr, die Nachmittagskurse von 13:00 bis 15:00 Uhr. Ein zweistündiger "
    "Gruppenkurs kostet 72 € pro Person, mit höchstens sechs Teilnehmenden pro Skilehrer. Kinder müssen mindestens "
    "fünf Jahre alt sein, um an Gruppenkursen teilzunehmen; jüngere Kinder können nur Privatstunden buchen. Für alle "
    "Teilnehmenden unter 16 Jahren ist ein Helm Pflicht. Skischulleiter Florian Egger bildet die neuen Skilehrer aus, "
    "und Sabine Huber leitet das Buchungsbüro."
)

FOODBANK = (
    "Die Tafel Nordstadt in der Bergstraße gibt von Montag bis Freitag, außer am Mittwoch, zwischen 10 und 14 Uhr "
    "Lebensmittel aus. Jeder registrierte Haushalt darf einmal pro Woche eine Tüte von etwa 8 kg abholen. Die Tafel "
    "wurde 2010 von der pensionierten Krankenschwester Renate Albers gegründet und wird heute von Koordinator Markus "
    "Ebert geleitet. Im vergangenen Jahr gab sie 14.500 Lebensmitteltüten aus, die Hälfte davon an Familien mit "
    "Kindern. Ehrenamtliche müssen mindestens 16 Jahre alt sein; wer unter 18 ist, braucht eine "
    "Einverständniserklärung der Eltern."
)

TRAIN = (
    "Die Museumsbahn Moorexpress fährt von Mai bis September jeden Sonntag mit einer Dampflok von Bad Lindhorst nach "
    "Seehausen. Der Zug fährt um 10:15 Uhr in Bad Lindhorst ab und erreicht Seehausen um 11:40 Uhr; die Rückfahrt "
    "beginnt in Seehausen um 16:00 Uhr. Die Strecke ist 28 km lang und führt durch drei Tunnel. Eine Rückfahrkarte für "
    "Erwachsene kostet 26 €, Kinder unter 12 Jahren zahlen die Hälfte, Hunde fahren kostenlos mit. Die Lokomotive "
    "„Emma“ wurde 1923 in Wien gebaut und wird vom ehrenamtlichen Lokführer Dieter Krause gefahren."
)

POOL = (
    "Das Stadtbad Westend hat ein 25-Meter-Becken mit sechs Bahnen und ein kleines Lehrschwimmbecken; das Wasser im "
    "großen Becken hat 28 °C. Geöffnet ist montags bis freitags von 6:30 bis 21:00 Uhr und am Wochenende von 8:00 bis "
    "18:00 Uhr. Ein Einzeleintritt für Erwachsene kostet 4,80 €, Jugendliche unter 16 zahlen 2,40 €, eine Zehnerkarte "
    "kostet 42 €. Von Montag bis Freitag ist das große Becken vor 9 Uhr nur für Bahnenschwimmer reserviert. Kinder "
    "unter 8 Jahren dürfen nur in Begleitung eines Erwachsenen ins Wasser."
)

OPTICIAN = (
    "Optik Scharf in der Hafenstraße hat dienstags bis samstags von 9:00 bis 18:00 Uhr geöffnet. Ein Sehtest kostet "
    "20 € und ist für Kinder unter 16 und Erwachsene über 65 kostenlos. Die Sehtests macht Augenoptikermeister Stefan "
    "Scharf, während Augenoptikerin Lea Brandt die Brillenfassungen anpasst. Neue Brillen sind in der Regel innerhalb "
    "von fünf Werktagen fertig. Auf alle Fassungen gibt es zwei Jahre Garantie gegen Herstellungsfehler."
)

NURSERY = (
    "Die Gärtnerei Blütenhof wird von Betriebsleiterin Ute Lorenz geführt und zieht auf zwei Hektar mehr als 1.200 "
    "Pflanzensorten. Sie ist täglich von 8:00 bis 18:00 Uhr geöffnet, außer am ersten Weihnachtsfeiertag. "
    "Bestellungen über 60 € werden im Umkreis von 15 km kostenlos geliefert; kleinere Bestellungen in diesem Umkreis "
    "kosten 7 € Liefergebühr, und über 15 km hinaus wird nicht geliefert. Wurzelnackte Rosen kosten 11,90 € pro Stück "
    "oder 30 € für drei. Auf jede Pflanze gibt es ein Jahr Anwachsgarantie, sofern der Kassenbon aufbewahrt wird."
)

CHESS = (
    "Der Schachklub Springer 1921 trifft sich jeden Freitag ab 19:30 Uhr im Saal des Gemeindezentrums. Der "
    "Jahresbeitrag beträgt 60 € für Erwachsene und 24 € für Jugendliche unter 18. Gäste dürfen bis zu dreimal "
    "kostenlos an Klubabenden teilnehmen, bevor sie um einen Beitritt gebeten werden. Die Vereinsmeisterschaft wird im "
    "März über sieben Runden gespielt, mit 90 Minuten pro Spieler plus 30 Sekunden pro Zug. Mannschaftsführer Bernd "
    "Kühn stellt die Ligamannschaften auf, und Kassenwartin Petra Sommer zieht die Mitgliedsbeiträge ein."
)

GARDEN = (
    "Führungen durch den Botanischen Garten Rosenhöhe starten von April bis Oktober täglich um 11:00 und um 14:00 Uhr "
    "am Haupteingang. Jede Führung dauert 90 Minuten, führt über rund 3 km und ist auf höchstens zwanzig Personen "
    "begrenzt. Eine Führung kostet 9 € für Erwachsene und 4 € für Kinder, der Eintritt in den Garten ist inbegriffen. "
    "Höhepunkt ist das viktorianische Palmenhaus von 1890, in dem das ganze Jahr über 24 °C herrschen. Die "
    "Sonntagsführungen leitet die Kustodin des Gartens, Dr. Helga Moser."
)

LAUNDRY = (
    "Die Wäscherei & Reinigung Blitzblank in der Bahnhofstraße hat montags bis samstags von 7:00 bis 19:00 Uhr "
    "geöffnet, sonntags ist geschlossen. Eine Maschine Wäsche bis 7 kg kostet 13 € und ist am selben Tag fertig, wenn "
    "sie vor 10 Uhr abgegeben wird. Die chemische Reinigung eines zweiteiligen Anzugs kostet 16,50 € und dauert drei "
    "Werktage. Inhaber ist Thomas Yilmaz; seine Tochter Aylin betreut die Annahme für die Reinigung. Sachen, die nicht "
    "innerhalb von 60 Tagen abgeholt werden, dürfen zur Deckung der Reinigungskosten verkauft werden."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-bz-001", "para.reorder", "Was ist im Anfängerkurs des Tonwerks enthalten?", "Zwei Brände im Brennofen, alle Glasuren und 15 kg Ton bekommt man im sechswöchigen Anfängerkurs für 210 €.", POTTERY, True),
    w.faith("de-bz-002", "para.passive", "Wer bildet die neuen Skilehrer der Skischule Gamsalm aus?", "Die neuen Skilehrer werden von Skischulleiter Florian Egger ausgebildet.", SKI, True),
    w.faith("de-bz-003", "para.synonym", "Wer macht bei Optik Scharf die Sehtests?", "Die Augenprüfung übernimmt Augenoptikermeister Stefan Scharf.", OPTICIAN, True),
    w.faith("de-bz-004", "para.nominal", "Kostet die Lieferung beim Blütenhof etwas?", "Die Lieferung ist bei Bestellungen über 60 € im Umkreis von 15 km kostenlos; bei kleineren Bestellungen in diesem Umkreis beträgt die Liefergebühr 7 €.", NURSERY, True),
    w.faith("de-bz-005", "para.capital", "Wo wurde die Lok „Emma“ gebaut?", "Die „Emma“ wurde 1923 in der österreichischen Hauptstadt gebaut.", TRAIN, True),
    w.faith("de-bz-006", "para.pronoun", "Wer stellt beim Schachklub die Ligamannschaften auf?", "Das macht Bernd Kühn. Er ist Mannschaftsführer und stellt die Ligamannschaften auf.", CHESS, True),
    w.faith("de-bz-007", "para.relative", "Wem gehört die Wäscherei Blitzblank?", "Inhaber ist Thomas Yilmaz, dessen Tochter Aylin die Annahme für die Reinigung betreut.", LAUNDRY, True),
    w.faith("de-bz-008", "para.part", "Gibt es im Botanischen Garten auch nachmittags eine Führung?", "Ja, eine der beiden täglichen Führungen beginnt um 14 Uhr am Haupteingang.", GARDEN, True),
    w.faith("de-bz-009", "para.combine", "Wie ist das große Becken im Stadtbad Westend?", "Das große Becken ist 25 Meter lang, hat sechs Bahnen und 28 °C warmes Wasser.", POOL, True),
    w.faith("de-bz-010", "fmt.number", "Wie viele Personen dürfen an einer Führung teilnehmen?", "An einer Führung können höchstens 20 Personen teilnehmen.", GARDEN, True),
    w.faith("de-bz-011", "fmt.thousands", "Wie viele Lebensmitteltüten hat die Tafel Nordstadt im letzten Jahr ausgegeben?", "Im vergangenen Jahr waren es 14500 Tüten.", FOODBANK, True),
    w.faith("de-bz-012", "fmt.scale", "Wie viel Ton bekommt man im Anfängerkurs?", "Im Anfängerkurs sind 15.000 g Ton enthalten.", POTTERY, True),
    w.faith("de-bz-013", "fmt.date", "Wann finden die Gruppenkurse der Skischule statt?", "Die Gruppenkurse laufen täglich vom 20.12. bis zum 12.04.", SKI, True),
    w.faith("de-bz-014", "fmt.time", "Wann fährt der Dampfzug in Bad Lindhorst ab?", "Er fährt um Viertel nach zehn am Vormittag ab.", TRAIN, True),
    w.faith("de-bz-015", "fmt.unit", "Wie warm ist das Wasser im großen Becken?", "Das Wasser im großen Becken hat 28 Grad Celsius.", POOL, True),
    w.faith("de-bz-016", "fmt.abbrev", "Wann hat Optik Scharf geöffnet?", "Di.–Sa. von 9 bis 18 Uhr.", OPTICIAN, True),
    w.faith("de-bz-017", "fmt.currency", "Was kostet die Reinigung eines Anzugs bei Blitzblank?", "Die chemische Reinigung eines zweiteiligen Anzugs kostet 16 Euro 50.", LAUNDRY, True),
    w.faith("de-bz-018", "fmt.range", "Wie oft kann ich als Gast zum Schachklub kommen, bevor ich beitreten muss?", "Als Gast kann man höchstens dreimal kostenlos an Klubabenden teilnehmen, bevor man um einen Beitritt gebeten wird.", CHESS, True),
    w.faith("de-bz-019", "fmt.period", "Wann kann ich meine fertigen Stücke abholen?", "Die fertigen Stücke können 14 Tage nach der letzten Kursstunde abgeholt werden.", POTTERY, True),
    w.faith("de-bz-020", "fmt.share", "Wer hat im letzten Jahr die Lebensmitteltüten bekommen?", "50 % der 14.500 Tüten gingen an Familien mit Kindern.", FOODBANK, True),
    w.faith("de-bz-021", "para.except", "An welchen Tagen gibt die Tafel Lebensmittel aus?", "Die Ausgabe ist montags, dienstags, donnerstags und freitags von 10 bis 14 Uhr; mittwochs gibt es keine Ausgabe.", FOODBANK, True),
    w.faith("de-bz-022", "wrap.opener", "Wann hat die Gärtnerei Blütenhof geöffnet?", "Gute Frage! Der Blütenhof hat täglich von 8 bis 18 Uhr geöffnet, nur am ersten Weihnachtsfeiertag nicht.", NURSERY, True),
    w.faith("de-bz-023", "wrap.closer", "Wie lange dauert eine Führung im Botanischen Garten?", "Eine Führung dauert 90 Minuten und geht über rund 3 km. Viel Spaß beim Besuch!", GARDEN, True),
    w.faith("de-bz-024", "wrap.attribution", "Gibt es bei Optik Scharf Garantie auf die Fassungen?", "Laut dem Dokument gibt es auf alle Fassungen zwei Jahre Garantie gegen Herstellungsfehler.", OPTICIAN, True),
    w.faith("de-bz-025", "wrap.hedge", "Wie hoch ist der Jahresbeitrag für Jugendliche im Schachklub?", "Ich glaube, Jugendliche unter 18 zahlen 24 € im Jahr.", CHESS, True),
    w.faith("de-bz-026", "wrap.question", "Ab welchem Alter darf mein Kind an einem Gruppenkurs teilnehmen?", "Kinder müssen mindestens fünf Jahre alt sein; jüngere können nur Privatstunden buchen. Soll ich Ihnen auch die Helmregeln erklären?", SKI, True),
    w.faith("de-bz-027", "value.number", "Wie groß sind die Gruppen im Tonwerk?", "Pro Gruppe sind höchstens zehn Teilnehmende zugelassen.", POTTERY, False),
    w.faith("de-bz-028", "value.date", "Wann wird die Vereinsmeisterschaft gespielt?", "Die Vereinsmeisterschaft wird im Mai über sieben Runden gespielt.", CHESS, False),
    w.faith("de-bz-029", "value.time", "Wann beginnen die Nachmittagskurse der Skischule?", "Die Nachmittagskurse beginnen um 14:00 Uhr.", SKI, False),
    w.faith("de-bz-030", "value.unit", "Wie lang ist der Weg bei einer Führung?", "Eine Führung geht über rund 3 Meilen.", GARDEN, False),
    w.faith("de-bz-031", "value.currency", "Was kostet ein Einzeleintritt für Erwachsene im Stadtbad?", "Ein Einzeleintritt für Erwachsene kostet 5,80 €.", POOL, False),
    w.faith("de-bz-032", "role.swap", "Wer macht was im Tonwerk?", "Jonas Reiter unterrichtet die Anfänger, und Katrin Vogel belädt und befeuert den Brennofen.", POTTERY, False),
    w.faith("de-bz-033", "negation", "Müssen Kinder für den Sehtest bezahlen?", "Für Kinder unter 16 ist der Sehtest nicht kostenlos; er kostet 20 €.", OPTICIAN, False),
    w.faith("de-bz-034", "antonym", "Welche Bestellungen liefert der Blütenhof kostenlos?", "Bestellungen unter 60 € werden im Umkreis von 15 km kostenlos geliefert.", NURSERY, False),
    w.faith("de-bz-035", "modality", "Müssen Teilnehmende unter 16 einen Helm tragen?", "Teilnehmenden unter 16 wird ein Helm empfohlen, sie können aber auch ohne fahren.", SKI, False),
    w.faith("de-bz-036", "quantifier", "Brauchen Kinder im Stadtbad eine Begleitung?", "Alle Kinder dürfen nur in Begleitung eines Erwachsenen ins Wasser.", POOL, False),
    w.faith("de-bz-037", "value.except", "An welchem Tag hat die Tafel Nordstadt geöffnet?", "Die Tafel gibt nur mittwochs zwischen 10 und 14 Uhr Lebensmittel aus.", FOODBANK, False),
    w.faith("de-bz-038", "direction", "Wann fährt der Zug am Vormittag?", "Der Zug fährt um 10:15 Uhr in Seehausen ab und erreicht Bad Lindhorst um 11:40 Uhr.", TRAIN, False),
    w.faith("de-bz-039", "added.fact", "Wann ist meine Wäsche fertig?", "Wenn Sie sie vor 10 Uhr abgeben, ist sie am selben Tag fertig und wird Ihnen kostenlos nach Hause geliefert.", LAUNDRY, False),
    w.faith("de-bz-040", "added.entity", "Wer hat die Tafel Nordstadt gegründet?", "Die pensionierte Krankenschwester Renate Albers hat die Tafel 2010 zusammen mit der Caritas gegründet.", FOODBANK, False),
    w.faith("de-bz-041", "mixed", "Was kostet eine wurzelnackte Rose beim Blütenhof?", "Wurzelnackte Rosen kosten 11,90 € pro Stück und blühen alle schon im ersten Sommer.", NURSERY, False),
]

REFUSAL = [
    w.refusal("de-bz-042", "refusal.plain", "Gibt es im Moorexpress einen Speisewagen?", "Tut mir leid, ich weiß nicht, ob der Zug einen Speisewagen hat.", TRAIN, True),
    w.refusal("de-bz-043", "refusal.context", "Reinigt Blitzblank auch Brautkleider?", "Die vorliegenden Informationen sagen nichts darüber, ob dort Brautkleider gereinigt werden.", LAUNDRY, True),
    w.refusal("de-bz-044", "refusal.short", "Gibt es im Botanischen Garten ein Café?", "Dazu liegen keine Angaben vor.", GARDEN, True),
    w.refusal("de-bz-045", "refusal.long", "Können Mitglieder des Schachklubs auch online spielen?", "Vielen Dank für Ihre Frage. Ich habe die Informationen zum Schachklub Springer 1921 sorgfältig durchgesehen, aber Online-Partien werden darin überhaupt nicht erwähnt. Deshalb kann ich Ihnen leider nicht sagen, ob Mitglieder über den Klub online spielen können. Am besten wenden Sie sich direkt an den Mannschaftsführer oder die Kassenwartin. Entschuldigen Sie, dass ich hier nicht weiterhelfen kann.", CHESS, True),
    w.refusal("de-bz-046", "refusal.hedged", "Was kostet die Zehnerkarte im Stadtbad?", "Ganz sicher bin ich mir nicht, aber ich glaube, die Zehnerkarte kostet 42 €.", POOL, False),
    w.refusal("de-bz-047", "refusal.partial", "Was kostet ein Sehtest, und verkauft Optik Scharf auch Kontaktlinsen?", "Ein Sehtest kostet 20 €, für Kinder unter 16 und Erwachsene über 65 ist er kostenlos. Ob Kontaktlinsen verkauft werden, geht aus den Informationen nicht hervor.", OPTICIAN, False),
]

CORRECTNESS = [
    w.correct("de-bz-048", "correct.wordy", "Was kostet ein Gruppenkurs bei der Skischule Gamsalm?", "Danke für Ihre Frage! Bei der Skischule Gamsalm wird für jeden zweistündigen Gruppenkurs pro teilnehmender Person ein Betrag von 72 € berechnet, Sie zahlen also 72 € pro Person und Kurs.", "Ein Gruppenkurs kostet 72 € pro Person.", True),
    w.correct("de-bz-049", "correct.short", "Was kostet der Anfängerkurs im Tonwerk?", "210 €.", "Der sechswöchige Anfängerkurs kostet 210 €, Ton, Glasuren und Brände inklusive.", True),
    w.correct("de-bz-050", "correct.format", "Wann fährt der Zug in Seehausen zurück?", "Um 4 Uhr nachmittags.", "Die Rückfahrt beginnt in Seehausen um 16:00 Uhr.", True),
    w.correct("de-bz-051", "wrong.value", "Wie lange dauert die Reinigung eines Anzugs bei Blitzblank?", "Das dauert einen Werktag.", "Die chemische Reinigung eines Anzugs dauert drei Werktage.", False),
    w.correct("de-bz-052", "wrong.echo", "Wer hat die Tafel Nordstadt gegründet?", "Die Tafel Nordstadt wurde von den Ehrenamtlichen der Tafel Nordstadt gegründet.", "Die Tafel wurde 2010 von der pensionierten Krankenschwester Renate Albers gegründet.", False),
    w.correct("de-bz-053", "wrong.role", "Wer zieht im Schachklub die Mitgliedsbeiträge ein?", "Bernd Kühn zieht die Mitgliedsbeiträge ein, und Petra Sommer stellt die Ligamannschaften auf.", "Kassenwartin Petra Sommer zieht die Beiträge ein; Mannschaftsführer Bernd Kühn stellt die Ligamannschaften auf.", False),
]

RELEVANCY = [
    w.relevant("de-bz-054", "relevant.direct", "Was kosten drei wurzelnackte Rosen beim Blütenhof?", "Drei wurzelnackte Rosen kosten zusammen 30 €.", NURSERY, True),
    w.relevant("de-bz-055", "relevant.yesno", "Kann ich unter der Woche vor 9 Uhr Bahnen schwimmen?", "Ja, von Montag bis Freitag ist das große Becken vor 9 Uhr für Bahnenschwimmer reserviert.", POOL, True),
    w.relevant("de-bz-056", "offtopic.true", "Was kostet eine Führung für Kinder?", "Das Palmenhaus stammt aus dem Jahr 1890.", GARDEN, False),
    w.relevant("de-bz-057", "offtopic.other", "Wie sind die Öffnungszeiten von Optik Scharf?", "Neue Brillen sind in der Regel innerhalb von fünf Werktagen fertig.", OPTICIAN, False),
]

DIAGNOSIS = [
    w.diag("de-bz-058", "diag.pass", "Was kostet eine Maschine Wäsche bei Blitzblank?", "Eine Maschine Wäsche bis 7 kg kostet 13 €.", {"laundry": LAUNDRY, "pool": POOL}, ("laundry",), "pass"),
    w.diag("de-bz-059", "diag.offtopic", "Was kostet eine Rückfahrkarte für Erwachsene beim Moorexpress?", "Die Lok „Emma“ wird von Dieter Krause gefahren.", {"train": TRAIN, "garden": GARDEN}, ("train",), "fix_generation"),
    w.diag("de-bz-060", "diag.unfaithful", "Bis wann bietet die Skischule Gamsalm Gruppenkurse an?", "Gruppenkurse gibt es bis zum 12. März.", {"ski": SKI, "optician": OPTICIAN}, ("ski",), "fix_generation"),
    w.diag("de-bz-061", "diag.refused", "An welchem Tag trifft sich der Schachklub Springer 1921?", "Leider steht in den Dokumenten nicht, wann sich der Klub trifft.", {"chess": CHESS, "nursery": NURSERY}, ("chess",), "fix_generation"),
    w.diag("de-bz-062", "diag.missed", "Wie lange ist die Garantie auf Fassungen bei Optik Scharf?", "In den gefundenen Dokumenten steht nichts zur Garantie auf Brillenfassungen.", {"pool": POOL, "laundry": LAUNDRY}, ("optician",), "fix_retrieval"),
    w.diag("de-bz-063", "diag.correct_refusal", "Verkauft das Tonwerk Gutscheine?", "Gutscheine werden in den Dokumenten nicht erwähnt, daher kann ich das nicht beantworten.", {"pottery": POTTERY, "nursery": NURSERY}, (), "correct_refusal"),
    w.diag("de-bz-064", "diag.should_refuse", "Nimmt die Tafel Nordstadt Spenden von frischem Fleisch an?", "Ja, frisches Fleisch wird montags vormittags als Spende angenommen.", {"foodbank": FOODBANK, "garden": GARDEN}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
