"""Fresh set bx, German: Kindergarten Pusteblume, Druckerei Schwarz & Weiß, Therme
Lindenquelle, Gitarrenschule Saitenwind, das städtische Fundbüro, Dachkino Sternenblick,
Falkenhornhütte, Rechnerwerk (Computer-Reparatur), Elbufer-Stadtmarathon und Blumenhaus
Vergissmeinnicht."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

KINDERGARTEN = "Der Kindergarten Pusteblume in der Leipziger Lindenstraße betreut Kinder von 3 bis 6 Jahren und hat Platz für höchstens 55 Kinder in vier Gruppen. Er ist montags bis freitags von 7:00 bis 17:00 Uhr geöffnet. Der Monatsbeitrag beträgt 310 € für die Ganztagsbetreuung und 190 € für die Vormittagsbetreuung; Geschwisterkinder erhalten 15 % Ermäßigung. Die Leiterin Sabine Keller hat im April 2022 den Koch Jan Hofmann eingestellt. In der ersten Woche dürfen Eltern täglich bis zu zwei Stunden in der Gruppe bleiben."

PRINT_SHOP = "Die Druckerei Schwarz & Weiß in der Bremer Hafenstraße druckt Visitenkarten, Flyer und Plakate. 250 Visitenkarten kosten 29,90 €, und Aufträge, die bis 10 Uhr eingehen, können am selben Tag ab 15 Uhr abgeholt werden. Plakate werden bis zu einer Breite von 100 cm gedruckt, auf Papier mit mindestens 200 g/m². Die Inhaberin Petra Lorenz hat den Auszubildenden Mehmet Yilmaz angelernt, der heute den Großformatdrucker bedient. Geöffnet ist montags bis samstags von 8 bis 18 Uhr."

SPA = "Die Therme Lindenquelle hat drei Außenbecken, die aus einer Quelle mit 36 °C warmem Wasser gespeist werden. Die Tageskarte kostet für Erwachsene 22 €; Kinder unter 12 Jahren zahlen die Hälfte, dürfen aber nur in Begleitung eines Erwachsenen hinein. Die Therme ist täglich von 9 bis 22 Uhr geöffnet, samstags bis Mitternacht. Vor dem Baden ist Duschen Pflicht. Der Saunabereich ist nur für Gäste ab 16 Jahren zugänglich."

GUITAR_SCHOOL = "Die Gitarrenschule Saitenwind unterrichtet Schülerinnen und Schüler ab 8 Jahren. Eine Einzelstunde von 45 Minuten kostet 38 €, eine Zehnerkarte 340 €. Unterricht findet montags bis freitags von 14 bis 20 Uhr und samstags von 10 bis 13 Uhr statt. Der Gründer Thomas Brandt unterrichtet klassische Gitarre, seine frühere Schülerin Lena Vogt E-Gitarre. Die Leihgitarren der Schule stammen aus einer kleinen Werkstatt in Lissabon. Wer eine Stunde weniger als 24 Stunden vorher absagt, muss sie trotzdem bezahlen."

LOST_FOUND = "Das städtische Fundbüro befindet sich im Erdgeschoss des Bürgeramts, Raum 0.12. Fundsachen werden sechs Monate aufbewahrt und danach versteigert oder gespendet. Abholen kann man sie dienstags und donnerstags von 8 bis 12 Uhr gegen Vorlage eines Lichtbildausweises. Pro Fundstück wird eine Gebühr von 5 € erhoben, ausgenommen Geldbörsen und Ausweisdokumente, die kostenlos zurückgegeben werden. Gegenstände im Wert von über 1.000 € liegen im Tresor und werden nur von der Leiterin Monika Schulz ausgegeben."

CINEMA = "Das Dachkino Sternenblick liegt auf dem Dach des Kaufhauses Krone in der 9. Etage und spielt vom 15. Mai bis zum 31. August. Die Filme beginnen um 21:30 Uhr, die Bar öffnet eine Stunde vorher. Es gibt 180 Liegestühle, und eine Karte kostet 12,50 € inklusive Decke. Regnet es vor Filmbeginn, fällt die Vorstellung aus und das Geld wird erstattet; hat der Film schon begonnen, gibt es keine Erstattung. Die Filme laufen im Original mit Untertiteln, außer sonntags, dann in der deutschen Synchronfassung."

HUT = "Die Falkenhornhütte liegt auf 2.310 m Höhe und wird vom Hüttenwirt Stefan Huber gemeinsam mit seiner Schwester Anna bewirtschaftet. Sie hat 48 Lagerplätze und ist von Mitte Juni bis Anfang Oktober geöffnet. Eine Übernachtung kostet 32 €, mit Halbpension (Abendessen und Frühstück) 65 €. Der Aufstieg vom Parkplatz Talboden dauert etwa dreieinhalb Stunden und überwindet 1.200 Höhenmeter. Das Abendessen gibt es um 18:30 Uhr, die Hüttenruhe beginnt um 22 Uhr."

REPAIR = "Das Rechnerwerk, ein Computer-Reparaturladen in der Kasseler Gartenstraße, berechnet für die Diagnose 39 €, die bei einer anschließenden Reparatur mit der Rechnung verrechnet werden. Ein Display-Tausch beim Laptop dauert meist drei Werktage und kostet je nach Modell zwischen 110 und 280 €. Auf alle Reparaturen gibt es 90 Tage Garantie, Wasserschäden sind jedoch ausgeschlossen. Der Techniker Felix Braun arbeitet unter der Filialleiterin Julia Wagner. Montags ist geschlossen, an allen anderen Tagen ist von 10 bis 19 Uhr geöffnet."

MARATHON = "Der Elbufer-Stadtmarathon findet am Sonntag, dem 5. Oktober 2025, statt; Start ist um 9:00 Uhr auf dem Marktplatz. Die Strecke ist 42,195 Kilometer lang, und Zielschluss ist nach sechs Stunden. Die Startgebühr beträgt bis zum 31. Juli 79 €, danach 99 €; die Anmeldung schließt, sobald sich 6.000 Läuferinnen und Läufer angemeldet haben. Verpflegungsstationen gibt es alle 5 Kilometer. Jeder Finisher erhält eine Medaille, die ersten 300 im Ziel bekommen zusätzlich ein T-Shirt. Teilnehmen darf nur, wer am Wettkampftag mindestens 18 Jahre alt ist."

FLOWERS = "Das Blumenhaus Vergissmeinnicht gehört seit 2015 Katrin Roth; ihr Florist Paul Schmidt bindet die Brautsträuße. Ein Strauß mit 15 Rosen kostet 34 €, die Lieferung im Stadtgebiet 7 €, ab einem Bestellwert von 50 € ist sie kostenlos. Bestellungen, die bis 13 Uhr eingehen, werden noch am selben Tag geliefert. Geöffnet ist dienstags bis samstags von 9 bis 18:30 Uhr und sonntags von 10 bis 13 Uhr. Für Schnittblumen gilt eine Frischegarantie von sieben Tagen."

# fmt: off
FAITHFULNESS = [
    w.faith("de-bx-001", "para.reorder", "Welche Kinder nimmt der Kindergarten Pusteblume auf, und wie viele?", "Platz hat der Kindergarten für höchstens 55 Kinder in vier Gruppen, und zwar für Kinder von 3 bis 6 Jahren.", KINDERGARTEN, True),
    w.faith("de-bx-002", "para.passive", "Wer hat den Koch des Kindergartens Pusteblume eingestellt?", "Der Koch Jan Hofmann wurde im April 2022 von der Leiterin Sabine Keller eingestellt.", KINDERGARTEN, True),
    w.faith("de-bx-003", "para.synonym", "Was druckt die Druckerei Schwarz & Weiß?", "Die Druckerei stellt Geschäftskarten, Handzettel und Poster her.", PRINT_SHOP, True),
    w.faith("de-bx-004", "para.nominal", "Ab welchem Alter kann man bei Saitenwind Gitarre lernen?", "Das Mindestalter für die Aufnahme liegt bei 8 Jahren.", GUITAR_SCHOOL, True),
    w.faith("de-bx-005", "para.capital", "Woher kommen die Leihgitarren der Gitarrenschule Saitenwind?", "Sie stammen aus einer kleinen Werkstatt in Portugal.", GUITAR_SCHOOL, True),
    w.faith("de-bx-006", "para.pronoun", "Wer bewirtschaftet die Falkenhornhütte?", "Stefan Huber ist der Hüttenwirt, und er führt sie zusammen mit seiner Schwester Anna.", HUT, True),
    w.faith("de-bx-007", "para.relative", "Was muss man in der Therme Lindenquelle vor dem Baden tun?", "Gäste, die in die Becken wollen, müssen vorher duschen.", SPA, True),
    w.faith("de-bx-008", "para.part", "Hat das Blumenhaus Vergissmeinnicht donnerstags geöffnet?", "Ja, donnerstags ist es von 9 bis 18:30 Uhr geöffnet.", FLOWERS, True),
    w.faith("de-bx-009", "para.combine", "Wie werden die Läufer beim Elbufer-Stadtmarathon unterwegs versorgt?", "Entlang der 42,195 Kilometer langen Strecke gibt es alle 5 Kilometer eine Verpflegungsstation.", MARATHON, True),
    w.faith("de-bx-010", "fmt.number", "Was kosten Visitenkarten bei Schwarz & Weiß?", "Zweihundertfünfzig Visitenkarten kosten neunundzwanzig Euro neunzig.", PRINT_SHOP, True),
    w.faith("de-bx-011", "fmt.thousands", "Auf welcher Höhe liegt die Falkenhornhütte?", "Sie liegt auf 2310 Metern Höhe.", HUT, True),
    w.faith("de-bx-012", "fmt.scale", "Wie viele Höhenmeter hat der Aufstieg vom Parkplatz Talboden?", "Der Aufstieg überwindet 1,2 km Höhenunterschied und dauert etwa dreieinhalb Stunden.", HUT, True),
    w.faith("de-bx-013", "fmt.date", "Wann spielt das Dachkino Sternenblick?", "Vom 15.05. bis zum 31.08.", CINEMA, True),
    w.faith("de-bx-014", "fmt.time", "Wann hat der Kindergarten Pusteblume geöffnet?", "Montags bis freitags von 7 Uhr morgens bis 5 Uhr nachmittags.", KINDERGARTEN, True),
    w.faith("de-bx-015", "fmt.unit", "Wie warm ist das Quellwasser der Therme Lindenquelle?", "Das Wasser hat 36 Grad Celsius.", SPA, True),
    w.faith("de-bx-016", "fmt.abbrev", "Wie lang ist die Strecke des Elbufer-Stadtmarathons?", "Die Strecke ist 42,195 km lang, mit Verpflegung alle 5 km.", MARATHON, True),
    w.faith("de-bx-017", "fmt.currency", "Was kostet die Diagnose im Rechnerwerk?", "Die Diagnose kostet 39 Euro, die bei einer anschließenden Reparatur verrechnet werden.", REPAIR, True),
    w.faith("de-bx-018", "fmt.range", "Was kostet ein neues Laptop-Display im Rechnerwerk?", "Je nach Modell mindestens 110 € und höchstens 280 €.", REPAIR, True),
    w.faith("de-bx-019", "fmt.period", "Wie lange bewahrt das Fundbüro Fundsachen auf?", "Ein halbes Jahr lang; danach werden sie versteigert oder gespendet.", LOST_FOUND, True),
    w.faith("de-bx-020", "fmt.share", "Was zahlen Kinder unter 12 Jahren in der Therme?", "Kinder unter 12 zahlen 50 % des Erwachsenenpreises und dürfen nur mit einem Erwachsenen hinein.", SPA, True),
    w.faith("de-bx-021", "para.except", "Muss ich im Fundbüro für meine verlorene Geldbörse eine Gebühr zahlen?", "Nein. Geldbörsen und Ausweisdokumente bekommt man gebührenfrei zurück; für alle anderen Fundstücke fallen 5 € pro Stück an.", LOST_FOUND, True),
    w.faith("de-bx-022", "wrap.opener", "Was kostet eine Karte im Dachkino Sternenblick?", "Gute Frage! Eine Karte kostet 12,50 €, eine Decke ist inklusive.", CINEMA, True),
    w.faith("de-bx-023", "wrap.closer", "An welchem Tag ist das Rechnerwerk geschlossen?", "Das Rechnerwerk ist montags geschlossen. Ich hoffe, das hilft Ihnen weiter!", REPAIR, True),
    w.faith("de-bx-024", "wrap.attribution", "Wo ist das städtische Fundbüro?", "Laut dem Dokument ist das Fundbüro im Erdgeschoss des Bürgeramts, in Raum 0.12.", LOST_FOUND, True),
    w.faith("de-bx-025", "wrap.hedge", "Wer unterrichtet E-Gitarre bei Saitenwind?", "Ich glaube, das ist Lena Vogt, eine frühere Schülerin des Gründers Thomas Brandt.", GUITAR_SCHOOL, True),
    w.faith("de-bx-026", "wrap.question", "Wie lange bleiben die Schnittblumen vom Blumenhaus Vergissmeinnicht frisch?", "Für Schnittblumen gilt eine Frischegarantie von sieben Tagen. Möchten Sie noch etwas über die Lieferung wissen?", FLOWERS, True),
    w.faith("de-bx-027", "value.number", "Wie lange gilt die Garantie im Rechnerwerk?", "Auf alle Reparaturen gibt es 30 Tage Garantie, ausgenommen Wasserschäden.", REPAIR, False),
    w.faith("de-bx-028", "value.date", "Bis wann läuft die Saison im Dachkino Sternenblick?", "Die Saison läuft bis zum 15. September.", CINEMA, False),
    w.faith("de-bx-029", "value.time", "Wann kann ich bei Schwarz & Weiß einen Auftrag vom selben Tag abholen?", "Wer bis 10 Uhr bestellt, kann seinen Auftrag am selben Tag ab 12 Uhr abholen.", PRINT_SHOP, False),
    w.faith("de-bx-030", "value.unit", "Wie hoch liegt die Falkenhornhütte?", "Die Hütte liegt auf 2.310 Fuß Höhe.", HUT, False),
    w.faith("de-bx-031", "value.currency", "Was kostet die Vormittagsbetreuung im Kindergarten Pusteblume im Monat?", "Die Vormittagsbetreuung kostet 210 € im Monat.", KINDERGARTEN, False),
    w.faith("de-bx-032", "role.swap", "Wem gehört das Blumenhaus Vergissmeinnicht?", "Es gehört Paul Schmidt; Katrin Roth ist seine Floristin und bindet die Brautsträuße.", FLOWERS, False),
    w.faith("de-bx-033", "negation", "Was passiert, wenn ich eine Gitarrenstunde weniger als 24 Stunden vorher absage?", "Dann muss man die Stunde nicht bezahlen.", GUITAR_SCHOOL, False),
    w.faith("de-bx-034", "antonym", "Welche Becken hat die Therme Lindenquelle?", "Sie hat drei Innenbecken, die aus einer Quelle gespeist werden.", SPA, False),
    w.faith("de-bx-035", "modality", "Dürfen Eltern in der ersten Woche in der Gruppe bleiben?", "Ja, in der ersten Woche müssen Eltern täglich bis zu zwei Stunden in der Gruppe bleiben.", KINDERGARTEN, False),
    w.faith("de-bx-036", "quantifier", "Was bekommen die Finisher des Elbufer-Stadtmarathons?", "Alle Finisher bekommen eine Medaille und ein T-Shirt.", MARATHON, False),
    w.faith("de-bx-037", "value.except", "Für welche Fundstücke wird im Fundbüro eine Gebühr fällig?", "Nur für Geldbörsen und Ausweisdokumente werden 5 € verlangt; alle anderen Fundstücke gibt es kostenlos zurück.", LOST_FOUND, False),
    w.faith("de-bx-038", "direction", "Wann öffnet die Bar im Dachkino Sternenblick?", "Die Bar öffnet eine Stunde nach Filmbeginn.", CINEMA, False),
    w.faith("de-bx-039", "added.fact", "Wann gibt es auf der Falkenhornhütte Abendessen?", "Abendessen gibt es um 18:30 Uhr, und es ist immer vegetarisch.", HUT, False),
    w.faith("de-bx-040", "added.entity", "Wer bedient bei Schwarz & Weiß den Großformatdrucker?", "Der Auszubildende Mehmet Yilmaz, den Petra Lorenz angelernt hat, bedient ihn zusammen mit der Grafikerin Nora Schmitt.", PRINT_SHOP, False),
    w.faith("de-bx-041", "mixed", "Was kostet die Lieferung beim Blumenhaus Vergissmeinnicht?", "Im Stadtgebiet kostet die Lieferung 7 €, in die Nachbarorte 12 €.", FLOWERS, False),
]

REFUSAL = [
    w.refusal("de-bx-042", "refusal.plain", "Hat die Druckerei Schwarz & Weiß Kundenparkplätze?", "Ob es dort Kundenparkplätze gibt, weiß ich nicht.", PRINT_SHOP, True),
    w.refusal("de-bx-043", "refusal.context", "Gibt es beim Elbufer-Stadtmarathon ein Preisgeld für den Sieger?", "Der bereitgestellte Kontext erwähnt kein Preisgeld, daher kann ich das nicht beantworten.", MARATHON, True),
    w.refusal("de-bx-044", "refusal.short", "Darf ich meinen Hund ins Dachkino Sternenblick mitbringen?", "Weiß ich nicht.", CINEMA, True),
    w.refusal("de-bx-045", "refusal.long", "Bietet die Therme Lindenquelle Massagen an?", "Vielen Dank für Ihre Frage. Ich habe die Informationen zur Therme Lindenquelle durchgesehen; sie beschreiben die Becken, die Preise, die Öffnungszeiten und die Altersgrenze für die Sauna, erwähnen Massagen aber mit keinem Wort. Deshalb kann ich Ihnen leider nicht sagen, ob dort Massagen angeboten werden. Am besten fragen Sie direkt an der Kasse der Therme nach.", SPA, True),
    w.refusal("de-bx-046", "refusal.hedged", "Was kostet die Halbpension auf der Falkenhornhütte?", "Ganz sicher bin ich mir nicht, aber ich glaube, mit Halbpension kostet die Übernachtung 65 €.", HUT, False),
    w.refusal("de-bx-047", "refusal.partial", "Was kostet die Ganztagsbetreuung im Kindergarten Pusteblume, und ist das Mittagessen inbegriffen?", "Die Ganztagsbetreuung kostet 310 € im Monat. Ob das Mittagessen inbegriffen ist, geht aus den Unterlagen nicht hervor.", KINDERGARTEN, False),
]

CORRECTNESS = [
    w.correct("de-bx-048", "correct.wordy", "Wer gibt im Fundbüro Gegenstände im Wert von über 1.000 € aus?", "Wertgegenstände über 1.000 € werden im Tresor verwahrt, und herausgeben darf sie ausschließlich die Leiterin des Fundbüros, Frau Monika Schulz.", "Nur die Leiterin des Fundbüros, Monika Schulz.", True),
    w.correct("de-bx-049", "correct.short", "Wer ist im Rechnerwerk die Vorgesetzte von Felix Braun?", "Julia Wagner.", "Felix Braun arbeitet als Techniker unter der Filialleiterin Julia Wagner.", True),
    w.correct("de-bx-050", "correct.format", "Wann findet der Elbufer-Stadtmarathon statt?", "Am 05.10.2025.", "Am Sonntag, dem 5. Oktober 2025.", True),
    w.correct("de-bx-051", "wrong.value", "Was kostet eine Zehnerkarte bei Saitenwind?", "Eine Zehnerkarte kostet 380 €.", "Eine Zehnerkarte kostet 340 €.", False),
    w.correct("de-bx-052", "wrong.echo", "Um wie viel Uhr öffnet die Bar im Dachkino Sternenblick?", "Die Bar im Dachkino Sternenblick öffnet um 21:30 Uhr.", "Um 20:30 Uhr, eine Stunde vor Filmbeginn.", False),
    w.correct("de-bx-053", "wrong.role", "In welcher Beziehung stehen Petra Lorenz und Mehmet Yilmaz?", "Mehmet Yilmaz ist der Inhaber der Druckerei und hat die Auszubildende Petra Lorenz angelernt.", "Petra Lorenz ist die Inhaberin und hat den Auszubildenden Mehmet Yilmaz angelernt.", False),
]

RELEVANCY = [
    w.relevant("de-bx-054", "relevant.direct", "Bis wann muss ich beim Blumenhaus Vergissmeinnicht bestellen, damit noch am selben Tag geliefert wird?", "Bis 13 Uhr.", FLOWERS, True),
    w.relevant("de-bx-055", "relevant.yesno", "Darf mein 14-jähriger Sohn in der Therme Lindenquelle in die Sauna?", "Nein, der Saunabereich ist erst ab 16 Jahren zugänglich.", SPA, True),
    w.relevant("de-bx-056", "offtopic.true", "Wie hoch ist die Startgebühr beim Elbufer-Stadtmarathon?", "Verpflegungsstationen gibt es alle 5 Kilometer.", MARATHON, False),
    w.relevant("de-bx-057", "offtopic.other", "Wann schließt der Kindergarten Pusteblume?", "Geschwisterkinder erhalten 15 % Ermäßigung auf den Beitrag.", KINDERGARTEN, False),
]

DIAGNOSIS = [
    w.diag("de-bx-058", "diag.pass", "Wie lange dauert im Rechnerwerk ein Display-Tausch beim Laptop?", "Meist drei Werktage.", {"rechnerwerk": REPAIR, "elbufer-marathon": MARATHON}, ("rechnerwerk",), "pass"),
    w.diag("de-bx-059", "diag.offtopic", "Wie lange gilt beim Blumenhaus Vergissmeinnicht die Frischegarantie für Schnittblumen?", "Das Blumenhaus Vergissmeinnicht gehört seit 2015 Katrin Roth.", {"vergissmeinnicht": FLOWERS, "lindenquelle": SPA}, ("vergissmeinnicht",), "fix_generation"),
    w.diag("de-bx-060", "diag.unfaithful", "Wie viele Liegestühle hat das Dachkino Sternenblick?", "Das Dachkino hat 280 Liegestühle.", {"sternenblick": CINEMA, "saitenwind": GUITAR_SCHOOL}, ("sternenblick",), "fix_generation"),
    w.diag("de-bx-061", "diag.refused", "An welchen Tagen kann man im Fundbüro Fundsachen abholen?", "Tut mir leid, in den Unterlagen steht nicht, wann man Fundsachen abholen kann.", {"fundbuero": LOST_FOUND, "falkenhornhuette": HUT}, ("fundbuero",), "fix_generation"),
    w.diag("de-bx-062", "diag.missed", "Wie lange dauert der Aufstieg vom Parkplatz Talboden zur Falkenhornhütte?", "In den vorliegenden Dokumenten steht nicht, wie lange der Aufstieg dauert.", {"lindenquelle": SPA, "schwarz-weiss": PRINT_SHOP}, ("falkenhornhuette",), "fix_retrieval"),
    w.diag("de-bx-063", "diag.correct_refusal", "Bietet die Gitarrenschule Saitenwind auch Online-Unterricht an?", "In den vorliegenden Dokumenten steht nicht, ob Saitenwind Online-Unterricht anbietet.", {"saitenwind": GUITAR_SCHOOL, "vergissmeinnicht": FLOWERS}, (), "correct_refusal"),
    w.diag("de-bx-064", "diag.should_refuse", "Gibt es am Marktplatz Parkplätze für die Marathonläufer?", "Ja, am Wettkampftag können die Läufer kostenlos im Parkhaus am Marktplatz parken.", {"elbufer-marathon": MARATHON, "pusteblume": KINDERGARTEN}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
