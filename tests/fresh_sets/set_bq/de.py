"""German cases of fresh set bq. Scenarios: Hörstudio Lindner (a hearing-aid shop), Marina
Möwenort, the Kita-Anmeldestelle of Ebersfeld, Dachdeckerei Brandt & Söhne, the Lange Nacht
at the Naturkundemuseum Hallberg, the Wohnraumbüro of Universität Ebersfeld, the
Blutspendezentrum Ebersfeld-Ost, Reitschule Birkenhof, Copyshop Druckpunkt and the cargo
ferry MS Seeschwalbe to the island of Wittsand."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

HEARING = "Das Hörstudio Lindner in der Bahnhofstraße in Ebersfeld wird von Hörakustikmeisterin Anja Lindner geführt; ihr Mitarbeiter Jonas Kraft übernimmt alle Reparaturen. Ein ausführlicher Hörtest dauert 45 Minuten und kostet 40 €, für Kundinnen und Kunden ab 65 Jahren ist er kostenlos. Jedes Hörgerät kann 30 Tage lang zur Probe getragen werden; wer es in dieser Zeit zurückgibt, bekommt den vollen Preis abzüglich einer Anpassungspauschale von 25 € erstattet. Das Geschäft ist dienstags bis samstags von 9:00 bis 17:30 Uhr geöffnet. Batterien gibt es im 6er-Pack für 7,50 €, pro Besuch darf man höchstens 10 Packungen kaufen."

MARINA = "Die Marina Möwenort hat 310 Liegeplätze für Boote bis 16 Meter Länge. Ein Sommerliegeplatz vom 1. Mai bis 30. September kostet 2.800 €, ein Winterliegeplatz 1.300 €. Die Liegeplätze vergibt Hafenmeister Dirk Petersen, die Bootstankstelle betreibt Heike Jansen. Die Tankstelle ist täglich außer sonntags von 7 bis 19 Uhr geöffnet. Innerhalb der Hafenmole müssen Boote langsamer als 4 Knoten fahren."

KINDERGARTEN = "Die Kita-Anmeldestelle der Stadt Ebersfeld nimmt Anmeldungen vom 6. bis 31. März 2025 entgegen. Kinder müssen am 1. September 2025 mindestens 3 Jahre alt sein. Eltern müssen die Geburtsurkunde des Kindes und eine Meldebescheinigung mitbringen, die nicht älter als 3 Monate ist. Die Plätze werden am 16. April per Losverfahren vergeben, danach haben Familien 14 Tage Zeit, um zuzusagen. Geschwister von Kita-Kindern werden bevorzugt, außer wenn das ältere Geschwisterkind die Kita im selben Sommer verlässt."

ROOFING = "Die Dachdeckerei Brandt & Söhne deckt im Landkreis Ebersfeld Ziegeldächer neu ein. Eine Standard-Neueindeckung von 120 m² dauert etwa 8 Arbeitstage und kostet ab 16.500 €. Alle Besichtigungen vor Ort macht Inhaber Klaus Brandt selbst, die schriftlichen Angebote erstellt seine Tochter Miriam Brandt. Die Firma gibt 15 Jahre Garantie auf ihre Arbeit und reicht die 25-jährige Herstellergarantie auf die Ziegel weiter. Bei Windgeschwindigkeiten über 50 km/h wird mit keiner Arbeit begonnen."

MUSEUM = "Das Naturkundemuseum Hallberg veranstaltet am Freitag, dem 7. November 2025, von 19 bis 24 Uhr seine „Lange Nacht“. Karten kosten 16 € für Erwachsene und 8 € für Studierende; Kinder unter 12 Jahren haben keinen Zutritt. Kuratorin Dr. Lena Vogt hält um 20:30 Uhr im Blauen Saal einen Vortrag über fossile Wale, gleich neben dem Walskelett, das die Regierung Perus als Leihgabe zur Verfügung gestellt hat. Das Café bietet bis 22:45 Uhr Speisen an, letzter Einlass ist um 23 Uhr. Es gibt nur 500 Karten, der Vorverkauf beginnt am 13. Oktober."

HOUSING = "Das Wohnraumbüro der Universität Ebersfeld verwaltet 2.460 Zimmer in vier Wohnheimen. Ein Einzelzimmer kostet 390 € im Monat, ein Platz im Doppelzimmer 260 € pro Person und Monat. Studierende zahlen eine Kaution von 500 €, die innerhalb von 14 Tagen nach dem Auszug zurückgezahlt wird, sofern das Zimmer unbeschädigt ist. Für Zimmertausch ist Sachbearbeiterin Julia Hoffmann zuständig, vorzeitige Vertragsauflösungen genehmigt Büroleiter Stefan Weber. Das Büro ist montags bis freitags von 10 bis 16 Uhr geöffnet, außer an Feiertagen."

BLOOD = "Das Blutspendezentrum Ebersfeld-Ost nimmt Spenderinnen und Spender von 18 bis 65 Jahren an, die mindestens 50 kg wiegen. Eine Vollblutspende dauert etwa 10 Minuten, dabei werden 500 ml Blut entnommen. Männer dürfen alle 12 Wochen spenden, Frauen alle 16 Wochen. Wer sich in den letzten 4 Monaten hat tätowieren lassen, darf nicht spenden. Das Zentrum ist täglich außer montags von 8 bis 14 Uhr geöffnet, und die leitende Pflegekraft Sabine Krüger betreut alle Erstspender persönlich."

RIDING = "Die Reitschule Birkenhof bietet Gruppenunterricht für Reiterinnen und Reiter ab 8 Jahren an. Eine einstündige Gruppenstunde kostet 28 €, eine 10er-Karte 250 €. In einer Gruppe reiten höchstens 6 Personen. Ein Reithelm muss jederzeit getragen werden; Stiefel mit Absatz sind Pflicht, in der ersten Stunde sind aber Turnschuhe erlaubt. Reitlehrerin Petra Albers unterrichtet die Anfänger, ihr Kollege Tim Hansen das Springreiten."

PRINT = "Der Copyshop Druckpunkt druckt A4-Flyer für 12 Cent pro Blatt bei bis zu 999 Blatt und für 8 Cent pro Blatt ab 1.000 Blatt. Standardaufträge sind innerhalb von 2 Werktagen fertig; Expressaufträge, die vor 11 Uhr eingehen, sind noch am selben Tag fertig und kosten 50 % mehr. Dateien müssen als PDF mit mindestens 300 dpi geschickt werden. Aufträge über 500 € genehmigt immer Filialleiterin Nina Schulz. Sonntags ist der Laden geschlossen."

FERRY = "Die Frachtfähre MS Seeschwalbe verkehrt zwischen Nordhafen auf dem Festland und der Insel Wittsand. Sie legt montags, mittwochs und freitags um 6:15 Uhr in Nordhafen ab und fährt am selben Tag um 14:30 Uhr von Wittsand zurück. Die Überfahrt dauert 2 Stunden und 40 Minuten. Fracht kostet 42 € pro Palette bis 800 kg, und Fahrzeuge über 7,5 t müssen mindestens 48 Stunden im Voraus gebucht werden. Kapitän Jens Carstens führt die Fähre, und Lademeisterin Birte Thomsen legt die Reihenfolge der Beladung fest."

# fmt: off
FAITHFULNESS = [
    w.faith("de-bq-001", "para.reorder", "Wie lange dauert ein Hörtest und was kostet er?", "Für 40 € bekommt man einen ausführlichen Hörtest, der 45 Minuten dauert.", HEARING, True),
    w.faith("de-bq-002", "para.passive", "Wer kümmert sich im Hörstudio Lindner um Reparaturen?", "Alle Reparaturen werden von Jonas Kraft, dem Mitarbeiter von Anja Lindner, übernommen.", HEARING, True),
    w.faith("de-bq-003", "para.synonym", "Wie schnell dürfen Boote im Hafen fahren?", "Innerhalb der Mole müssen Schiffe unter 4 Knoten bleiben.", MARINA, True),
    w.faith("de-bq-004", "para.nominal", "Wie werden die Kita-Plätze verteilt?", "Die Vergabe der Plätze erfolgt am 16. April per Los.", KINDERGARTEN, True),
    w.faith("de-bq-005", "para.capital", "Woher stammt das Walskelett im Blauen Saal?", "Das Walskelett im Blauen Saal ist eine Leihgabe aus Lima.", MUSEUM, True),
    w.faith("de-bq-006", "para.pronoun", "Wer macht bei Brandt & Söhne die Besichtigungen vor Ort?", "Das ist Inhaber Klaus Brandt. Er übernimmt sie alle selbst.", ROOFING, True),
    w.faith("de-bq-007", "para.relative", "Wer genehmigt eine vorzeitige Vertragsauflösung?", "Das macht Stefan Weber, der das Büro leitet.", HOUSING, True),
    w.faith("de-bq-008", "para.part", "Fährt mittwochs eine Fähre ab Nordhafen?", "Ja, mittwochs legt die Fähre um 6:15 Uhr in Nordhafen ab.", FERRY, True),
    w.faith("de-bq-009", "para.combine", "Was kostet eine Gruppenstunde und wie groß sind die Gruppen?", "Eine einstündige Gruppenstunde mit höchstens 6 Personen kostet 28 €.", RIDING, True),
    w.faith("de-bq-010", "fmt.number", "Wie lange dauert ein Standardauftrag?", "Standardaufträge sind innerhalb von zwei Werktagen fertig.", PRINT, True),
    w.faith("de-bq-011", "fmt.thousands", "Wie viele Zimmer verwaltet das Wohnraumbüro?", "Es verwaltet 2460 Zimmer in vier Wohnheimen.", HOUSING, True),
    w.faith("de-bq-012", "fmt.scale", "Wie schwer darf eine Palette sein?", "Für 42 € darf eine Palette bis zu 0,8 Tonnen wiegen.", FERRY, True),
    w.faith("de-bq-013", "fmt.date", "Wann kann man sein Kind für die Kita anmelden?", "Anmeldungen sind vom 06.03.2025 bis zum 31.03.2025 möglich.", KINDERGARTEN, True),
    w.faith("de-bq-014", "fmt.time", "Wann findet die Lange Nacht statt?", "Am Freitag, dem 7. November 2025, von 7 Uhr abends bis Mitternacht.", MUSEUM, True),
    w.faith("de-bq-015", "fmt.unit", "Wie viel Blut wird bei einer Vollblutspende entnommen?", "Bei einer Vollblutspende werden 500 Milliliter Blut entnommen.", BLOOD, True),
    w.faith("de-bq-016", "fmt.abbrev", "Wann hat das Wohnraumbüro geöffnet?", "Das Wohnraumbüro der Uni hat Mo.–Fr. von 10–16 Uhr geöffnet, außer an Feiertagen.", HOUSING, True),
    w.faith("de-bq-017", "fmt.currency", "Was kostet eine Packung Batterien?", "Ein 6er-Pack Batterien kostet 7 Euro 50.", HEARING, True),
    w.faith("de-bq-018", "fmt.range", "Wie alt muss man zum Blutspenden sein?", "Man muss mindestens 18 und darf höchstens 65 Jahre alt sein.", BLOOD, True),
    w.faith("de-bq-019", "fmt.period", "Wann bekomme ich meine Kaution zurück?", "Wenn das Zimmer unbeschädigt ist, werden die 500 € innerhalb von zwei Wochen nach dem Auszug zurückgezahlt.", HOUSING, True),
    w.faith("de-bq-020", "fmt.share", "Wie viel teurer ist ein Expressauftrag?", "Ein Expressauftrag kostet das Anderthalbfache des normalen Preises und ist bei Eingang vor 11 Uhr noch am selben Tag fertig.", PRINT, True),
    w.faith("de-bq-021", "para.except", "An welchen Tagen hat das Blutspendezentrum geöffnet?", "Montags ist das Zentrum geschlossen, an allen anderen Tagen hat es von 8 bis 14 Uhr geöffnet.", BLOOD, True),
    w.faith("de-bq-022", "wrap.opener", "Was kostet ein Sommerliegeplatz?", "Gute Frage! Ein Sommerliegeplatz vom 1. Mai bis 30. September kostet 2.800 €.", MARINA, True),
    w.faith("de-bq-023", "wrap.closer", "Wie lange gilt die Garantie auf die Arbeit?", "Brandt & Söhne gibt 15 Jahre Garantie auf die Arbeit. Ich hoffe, das hilft Ihnen weiter!", ROOFING, True),
    w.faith("de-bq-024", "wrap.attribution", "Brauche ich Reitstiefel?", "Laut dem Dokument sind Stiefel mit Absatz Pflicht, in der ersten Stunde sind aber Turnschuhe erlaubt.", RIDING, True),
    w.faith("de-bq-025", "wrap.hedge", "Wie lange dauert die Überfahrt?", "Ich glaube, die Überfahrt dauert 2 Stunden und 40 Minuten.", FERRY, True),
    w.faith("de-bq-026", "wrap.question", "In welchem Format soll ich meine Dateien schicken?", "Bitte als PDF mit mindestens 300 dpi. Möchten Sie auch die Preise wissen?", PRINT, True),
    w.faith("de-bq-027", "value.number", "Wie viele Liegeplätze hat die Marina Möwenort?", "Die Marina Möwenort hat 130 Liegeplätze für Boote bis 16 Meter Länge.", MARINA, False),
    w.faith("de-bq-028", "value.date", "Ab wann gibt es Karten für die Lange Nacht?", "Der Vorverkauf für die Lange Nacht beginnt am 13. September.", MUSEUM, False),
    w.faith("de-bq-029", "value.time", "Wann fährt die Fähre von Wittsand zurück?", "Sie fährt am selben Tag um 15:30 Uhr von Wittsand zurück.", FERRY, False),
    w.faith("de-bq-030", "value.unit", "Auf welche Dachgröße bezieht sich die Standard-Neueindeckung?", "Die Standard-Neueindeckung gilt für ein Dach von 120 Quadratfuß und dauert etwa 8 Arbeitstage.", ROOFING, False),
    w.faith("de-bq-031", "value.currency", "Ab welchem Preis gibt es eine Standard-Neueindeckung?", "Eine Standard-Neueindeckung gibt es ab 16.500 Dollar.", ROOFING, False),
    w.faith("de-bq-032", "role.swap", "Wer ist für Zimmertausch zuständig und wer für Vertragsauflösungen?", "Zimmertausch regelt Büroleiter Stefan Weber, vorzeitige Vertragsauflösungen genehmigt Sachbearbeiterin Julia Hoffmann.", HOUSING, False),
    w.faith("de-bq-033", "negation", "Darf ich meine zehnjährige Tochter zur Langen Nacht mitbringen?", "Ja, Kinder unter 12 Jahren dürfen zur Langen Nacht mitkommen.", MUSEUM, False),
    w.faith("de-bq-034", "antonym", "Kann ich meinen Auftrag am Sonntag abholen?", "Ja, der Copyshop Druckpunkt ist sonntags geöffnet.", PRINT, False),
    w.faith("de-bq-035", "modality", "Muss ich einen Reithelm tragen?", "Einen Reithelm kann man tragen, wenn man möchte, Pflicht ist er aber nicht.", RIDING, False),
    w.faith("de-bq-036", "quantifier", "Kann ich ein Hörgerät vor dem Kauf ausprobieren?", "Nur einige Hörgeräte können 30 Tage lang zur Probe getragen werden.", HEARING, False),
    w.faith("de-bq-037", "value.except", "Wann hat die Bootstankstelle geöffnet?", "Die Tankstelle ist jeden Tag von 7 bis 19 Uhr geöffnet, auch sonntags.", MARINA, False),
    w.faith("de-bq-038", "direction", "Von wo legt die Fähre um 6:15 Uhr ab?", "Um 6:15 Uhr legt die Fähre in Wittsand ab und fährt nach Nordhafen.", FERRY, False),
    w.faith("de-bq-039", "added.fact", "Was muss ich zur Kita-Anmeldung mitbringen?", "Die Geburtsurkunde des Kindes und eine höchstens 3 Monate alte Meldebescheinigung; außerdem wird eine Anmeldegebühr von 15 € fällig.", KINDERGARTEN, False),
    w.faith("de-bq-040", "added.entity", "Wer betreut Erstspender?", "Erstspender werden von der leitenden Pflegekraft Sabine Krüger und von Oberarzt Dr. Markus Held betreut.", BLOOD, False),
    w.faith("de-bq-041", "mixed", "Wer genehmigt große Aufträge?", "Aufträge über 500 € genehmigt Filialleiterin Nina Schulz, und solche Aufträge werden kostenlos geliefert.", PRINT, False),
]

REFUSAL = [
    w.refusal("de-bq-042", "refusal.plain", "Verkauft das Hörstudio auch Hörgeräte für Kinder?", "Das weiß ich nicht.", HEARING, True),
    w.refusal("de-bq-043", "refusal.context", "Gibt es in der Marina Duschen?", "Im bereitgestellten Kontext steht nichts über Duschen, daher kann ich das nicht beantworten.", MARINA, True),
    w.refusal("de-bq-044", "refusal.short", "Montiert Brandt & Söhne auch Solaranlagen?", "Weiß ich nicht.", ROOFING, True),
    w.refusal("de-bq-045", "refusal.long", "Gibt es bei der Langen Nacht eine Garderobe?", "Vielen Dank für Ihre Frage. Leider enthalten die mir vorliegenden Informationen zur Langen Nacht keinerlei Angaben dazu, ob es eine Garderobe gibt, deshalb kann ich Ihnen dazu keine verlässliche Auskunft geben. Am besten wenden Sie sich direkt an das Museum. Ich bitte um Ihr Verständnis.", MUSEUM, True),
    w.refusal("de-bq-046", "refusal.hedged", "Wie lange dauert eine Vollblutspende?", "Ganz sicher bin ich mir nicht, aber es scheinen etwa 10 Minuten zu sein.", BLOOD, False),
    w.refusal("de-bq-047", "refusal.partial", "Was kostet die 10er-Karte und gibt es einen Geschwisterrabatt?", "Die 10er-Karte kostet 250 €. Zu einem Geschwisterrabatt habe ich keine Informationen gefunden.", RIDING, False),
]

CORRECTNESS = [
    w.correct("de-bq-048", "correct.wordy", "Wie lange braucht die MS Seeschwalbe nach Wittsand?", "Was die Überfahrt angeht: Die MS Seeschwalbe ist von Nordhafen bis zur Insel Wittsand insgesamt zwei Stunden und vierzig Minuten unterwegs, das sollten Sie bei Ihrer Planung einrechnen.", "Die Überfahrt dauert 2 Stunden und 40 Minuten.", True),
    w.correct("de-bq-049", "correct.short", "Welche Mindestauflösung brauchen Druckdateien?", "300 dpi.", "Dateien müssen als PDF mit mindestens 300 dpi geschickt werden.", True),
    w.correct("de-bq-050", "correct.format", "Wann beginnt der Vortrag über fossile Wale?", "Um halb neun abends im Blauen Saal.", "Dr. Lena Vogt hält den Vortrag um 20:30 Uhr im Blauen Saal.", True),
    w.correct("de-bq-051", "wrong.value", "Was kostet ein Platz im Doppelzimmer?", "Ein Platz im Doppelzimmer kostet 290 € pro Person und Monat.", "Ein Platz im Doppelzimmer kostet 260 € pro Person und Monat.", False),
    w.correct("de-bq-052", "wrong.echo", "Was müssen Eltern zur Kita-Anmeldung mitbringen?", "Eltern müssen zur Kita-Anmeldung die für die Anmeldung nötigen Unterlagen mitbringen.", "Die Geburtsurkunde des Kindes und eine Meldebescheinigung, die nicht älter als 3 Monate ist.", False),
    w.correct("de-bq-053", "wrong.role", "Wer erstellt bei Brandt & Söhne die schriftlichen Angebote?", "Inhaber Klaus Brandt erstellt die schriftlichen Angebote, seine Tochter Miriam macht die Besichtigungen vor Ort.", "Miriam Brandt, die Tochter des Inhabers, erstellt die schriftlichen Angebote.", False),
]

RELEVANCY = [
    w.relevant("de-bq-054", "relevant.direct", "Wer legt auf der MS Seeschwalbe die Reihenfolge der Beladung fest?", "Das macht Lademeisterin Birte Thomsen.", FERRY, True),
    w.relevant("de-bq-055", "relevant.yesno", "Darf ein achtjähriges Kind am Gruppenunterricht teilnehmen?", "Ja, der Gruppenunterricht ist für Kinder ab 8 Jahren offen.", RIDING, True),
    w.relevant("de-bq-056", "offtopic.true", "Wann findet das Losverfahren statt?", "Kinder müssen am 1. September 2025 mindestens 3 Jahre alt sein.", KINDERGARTEN, False),
    w.relevant("de-bq-057", "offtopic.other", "Wie hoch ist die Kaution?", "Für einen Zimmertausch wenden Sie sich an Julia Hoffmann und sagen ihr, in welches Wohnheim Sie wechseln möchten.", HOUSING, False),
]

DIAGNOSIS = [
    w.diag("de-bq-058", "diag.pass", "Was kostet ein Winterliegeplatz in der Marina Möwenort?", "Ein Winterliegeplatz kostet 1.300 €.", {"marina": MARINA, "ferry": FERRY}, ("marina",), "pass"),
    w.diag("de-bq-059", "diag.offtopic", "Wie viel muss man mindestens wiegen, um Blut zu spenden?", "Das Zentrum ist täglich außer montags von 8 bis 14 Uhr geöffnet.", {"blood": BLOOD, "riding": RIDING}, ("blood",), "fix_generation"),
    w.diag("de-bq-060", "diag.unfaithful", "Wie viele Personen reiten höchstens in einer Gruppe?", "In einer Gruppe reiten höchstens 10 Personen.", {"riding": RIDING, "print": PRINT}, ("riding",), "fix_generation"),
    w.diag("de-bq-061", "diag.refused", "Was kostet eine Karte für Studierende bei der Langen Nacht?", "Tut mir leid, in den Unterlagen habe ich keinen Preis für Studierende gefunden.", {"museum": MUSEUM, "housing": HOUSING}, ("museum",), "fix_generation"),
    w.diag("de-bq-062", "diag.missed", "Ab welcher Windgeschwindigkeit beginnt Brandt & Söhne keine Arbeiten?", "Die vorliegenden Dokumente sagen nicht, ab welcher Windgeschwindigkeit Dacharbeiten ausgesetzt werden.", {"marina": MARINA, "ferry": FERRY}, ("roofing",), "fix_retrieval"),
    w.diag("de-bq-063", "diag.correct_refusal", "Bindet der Copyshop auch Broschüren?", "In den Unterlagen steht nichts über das Binden von Broschüren, daher kann ich das nicht sagen.", {"print": PRINT, "hearing": HEARING}, (), "correct_refusal"),
    w.diag("de-bq-064", "diag.should_refuse", "Was kostet das Parken am Blutspendezentrum?", "Parken am Blutspendezentrum kostet 1,50 € pro Stunde.", {"blood": BLOOD, "kindergarten": KINDERGARTEN}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
