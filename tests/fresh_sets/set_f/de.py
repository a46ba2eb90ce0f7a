# ruff: noqa: E501
"""Fresh set F, German: plain cases over invented organisation documents, with German number,
money, unit and time formats (14 Uhr, 1.020 €, 3,5 kg)."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

POOL = (
    "Das Hallenbad Am Stadtpark hat montags bis freitags von 6:30 bis 22 Uhr geöffnet, am Wochenende von 8 bis 20 Uhr. "
    "Eine Einzelkarte für Erwachsene kostet 5,50 €, eine Zehnerkarte 48 €. "
    "Kinder unter 8 Jahren dürfen nur in Begleitung eines Erwachsenen schwimmen."
)
EBIKE = (
    "Fahrradhaus Berger gewährt auf alle E-Bike-Rahmen fünf Jahre Garantie, auf Akkus zwei Jahre. "
    "Schäden durch Stürze oder unsachgemäße Reparaturen sind von der Garantie ausgeschlossen. "
    "Der Akku des Modells Urban 5 wiegt 3,5 kg."
)
DRIVE = (
    "Die Fahrschule Weber bildet für den Führerschein der Klasse B aus. "
    "Die Grundgebühr beträgt 390 €, eine Fahrstunde von 45 Minuten kostet 65 €. "
    "Fahrschüler müssen die Theorieprüfung bestehen, bevor sie zur praktischen Prüfung zugelassen werden. "
    "Der Theorieunterricht findet Mo.–Do. jeweils um 18 Uhr statt."
)
BREW = (
    "Die Brauerei Zum Hopfenkessel wurde 1996 von Anna und Peter Krüger in Bamberg gegründet. "
    "Im Jahr 2015 verkauften die beiden die Brauerei an die Frankenbräu AG. "
    "Ihr bekanntestes Bier ist ein Rauchbier mit 5,4 % Alkohol."
)
TAX = (
    "Die Steuerkanzlei Hoffmann & Partner erstellt Einkommensteuererklärungen für Privatpersonen. "
    "Das erste Beratungsgespräch von 20 Minuten ist kostenlos. "
    "Danach berechnet die Kanzlei 120 € pro Stunde. "
    "Die Unterlagen sollten bis spätestens 30. April eingereicht werden."
)
MUSEUM = (
    "Das Stadtmuseum Lindau ist dienstags bis sonntags von 10 bis 17 Uhr geöffnet. "
    "Der Eintritt kostet 8 €, für Schüler und Studierende 4 €. "
    "Öffentliche Führungen finden jeden Samstag um 14 Uhr statt."
)
HIKE = (
    "Der Wanderverein Schwarzwaldblick bietet an jedem ersten Sonntag im Monat eine geführte Wanderung an. "
    "Die Touren sind etwa 15 Kilometer lang und beginnen um 9 Uhr am Bahnhof Titisee. "
    "Mitglieder wandern kostenlos, Gäste zahlen 5 € pro Tour. "
    "Hunde sind erlaubt, müssen aber angeleint sein."
)
DORM = (
    "Das Studentenwohnheim Lindenhof hat 180 Einzelzimmer. "
    "Die Miete beträgt 340 € im Monat, Strom und Internet sind inbegriffen. "
    "Die Kaution beträgt 1.020 €. "
    "Übernachtungsgäste dürfen höchstens drei Nächte pro Monat bleiben."
)
PHONE = (
    "Handy-Doktor repariert die Displays der meisten Smartphones innerhalb von zwei Stunden. "
    "Ein Displaytausch kostet je nach Modell zwischen 90 und 180 €. "
    "Auf alle Reparaturen gibt es sechs Monate Garantie."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("de-f-001", "para.reorder", "Wann hat das Hallenbad am Wochenende geöffnet?", "Von 8 bis 20 Uhr hat das Hallenbad am Wochenende geöffnet.", POOL, True),
    w.faith("de-f-002", "para.passive", "Was ist 2015 mit der Brauerei passiert?", "2015 wurde die Brauerei von Anna und Peter Krüger an die Frankenbräu AG verkauft.", BREW, True),
    w.faith("de-f-003", "para.synonym", "Darf ich meinen Hund zur Wanderung mitnehmen?", "Ja, Hunde dürfen mit, müssen aber an der Leine bleiben.", HIKE, True),
    w.faith("de-f-004", "para.relative", "Was kostet eine Fahrstunde?", "Eine Fahrstunde, die 45 Minuten dauert, kostet 65 €.", DRIVE, True),
    w.faith("de-f-005", "para.part", "Ist die Erstberatung kostenlos?", "Ja, das erste Beratungsgespräch ist kostenlos.", TAX, True),
    w.faith("de-f-006", "fmt.time", "Wann beginnen die Führungen im Stadtmuseum?", "Die öffentlichen Führungen beginnen jeden Samstag um 14:00.", MUSEUM, True),
    w.faith("de-f-007", "fmt.thousands", "Wie hoch ist die Kaution im Lindenhof?", "Die Kaution beträgt 1020 Euro.", DORM, True),
    w.faith("de-f-008", "fmt.unit", "Wie schwer ist der Akku des Urban 5?", "Der Akku des Urban 5 wiegt 3500 Gramm.", EBIKE, True),
    w.faith("de-f-009", "fmt.abbrev", "Wann ist Theorieunterricht?", "Der Theorieunterricht ist montags bis donnerstags, jeweils um 18 Uhr.", DRIVE, True),
    w.faith("de-f-010", "wrap.question", "Wie lange dauert eine Displayreparatur?", "Handy-Doktor repariert die Displays der meisten Smartphones innerhalb von zwei Stunden. Soll ich Ihnen auch die Preise für einen Displaytausch nennen?", PHONE, True),
    w.faith("de-f-011", "wrap.opener", "Was kostet ein Zimmer im Lindenhof?", "Gern! Die Miete beträgt 340 € im Monat, Strom und Internet sind schon inklusive.", DORM, True),
    w.faith("de-f-012", "value.number", "Wie viele Zimmer hat das Wohnheim Lindenhof?", "Das Wohnheim Lindenhof hat 150 Einzelzimmer.", DORM, False),
    w.faith("de-f-013", "value.unit", "Wie lang sind die Touren?", "Die Touren sind etwa 15 Meilen lang.", HIKE, False),
    w.faith("de-f-014", "role.swap", "Wer hat die Brauerei verkauft?", "2015 verkaufte die Frankenbräu AG die Brauerei an Anna und Peter Krüger.", BREW, False),
    w.faith("de-f-015", "negation", "Sind Sturzschäden von der Garantie abgedeckt?", "Ja, Schäden durch Stürze sind von der Garantie abgedeckt.", EBIKE, False),
    w.faith("de-f-016", "modality", "Dürfen Kinder unter 8 Jahren allein schwimmen?", "Kinder unter 8 Jahren sollten möglichst in Begleitung eines Erwachsenen schwimmen, müssen es aber nicht.", POOL, False),
    w.faith("de-f-017", "direction", "Welche Prüfung kommt zuerst?", "Zuerst kommt die praktische Prüfung; die Theorieprüfung legt man erst danach ab.", DRIVE, False),
    w.faith("de-f-018", "added.fact", "Wie viel kostet ein Displaytausch?", "Ein Displaytausch kostet je nach Modell zwischen 90 und 180 €, eine Schutzfolie ist im Preis inbegriffen.", PHONE, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-f-019", "refusal.plain", "Gibt es im Stadtmuseum ein Café?", "Tut mir leid, das weiß ich nicht.", MUSEUM, True),
    w.refusal("de-f-020", "refusal.short", "Gibt es im Wohnheim Fahrradstellplätze?", "Das ist mir leider nicht bekannt.", DORM, True),
    w.refusal("de-f-021", "refusal.hedged", "Bis wann muss ich meine Unterlagen abgeben?", "Ich bin mir nicht ganz sicher, aber laut den Informationen sollten sie bis spätestens 30. April eingereicht werden.", TAX, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-f-022", "correct.wordy", "An wen wurde die Brauerei Zum Hopfenkessel verkauft?", "Die Brauerei Zum Hopfenkessel wurde 1996 in Bamberg gegründet und gehörte lange Anna und Peter Krüger. Im Jahr 2015 haben die beiden sie dann verkauft, und zwar an die Frankenbräu AG.", "An die Frankenbräu AG.", True),
    w.correct("de-f-023", "wrong.value", "Was kostet der Eintritt ins Stadtmuseum für Erwachsene?", "Für Erwachsene kostet der Eintritt 12 €.", "Der Eintritt für Erwachsene kostet 8 €.", False),
    w.correct("de-f-024", "wrong.role", "Wer hat wen gekauft: die Frankenbräu AG oder die Brauerei Zum Hopfenkessel?", "Die Brauerei Zum Hopfenkessel hat die Frankenbräu AG gekauft.", "Die Frankenbräu AG hat die Brauerei Zum Hopfenkessel gekauft.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("de-f-025", "relevant.direct", "Wann starten die Wanderungen des Vereins?", "Um 9 Uhr am Bahnhof Titisee.", HIKE, True),
    w.relevant("de-f-026", "relevant.yesno", "Bekomme ich auf eine Reparatur Garantie?", "Ja, sechs Monate.", PHONE, True),
    w.relevant("de-f-027", "offtopic.true", "Was kostet eine Zehnerkarte?", "Unter der Woche hat das Hallenbad von 6:30 bis 22 Uhr geöffnet.", POOL, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-f-028", "diag.pass", "Wie viel zahlen Gäste für eine Tour?", "Gäste zahlen 5 € pro Tour.", {"wandern-1": HIKE, "museum-1": MUSEUM}, ("wandern-1",), "pass"),
    w.diag("de-f-029", "diag.unfaithful", "Wie lange gilt die Garantie auf E-Bike-Rahmen?", "Auf E-Bike-Rahmen gibt es drei Jahre Garantie.", {"ebike-1": EBIKE}, ("ebike-1",), "fix_generation"),
    w.diag("de-f-030", "diag.missed", "Was kostet ein Displaytausch bei Handy-Doktor?", "Dazu finde ich in den vorliegenden Unterlagen leider nichts.", {"steuer-1": TAX, "fahrschule-1": DRIVE}, ("handy-1",), "fix_retrieval"),
    w.diag("de-f-031", "diag.correct_refusal", "Hat das Hallenbad eine Sauna?", "In den vorliegenden Informationen steht nicht, ob das Hallenbad eine Sauna hat.", {"bad-1": POOL}, (), "correct_refusal"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
