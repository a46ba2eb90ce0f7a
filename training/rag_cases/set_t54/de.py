"""German cases of set t54: Reisekosten, Krankmeldung und Probezeit in einem
Maschinenbauunternehmen, Softwarefreigaben und Drucker, eine Zahnzusatz- und eine
Hundehaftpflichtversicherung, Geschichte und Girokonto einer Sparkasse, ein
Telekommunikationsanbieter mit Hotline und Familientarif."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

REISEKOSTEN = (
    "Bei der Hartmann Maschinenbau AG werden Übernachtungen auf Dienstreisen bis 130 € pro Nacht in München und Hamburg und bis 95 € in anderen Städten erstattet. "
    "Reisekostenabrechnungen sind innerhalb von vier Wochen nach Reiseende einzureichen. "
    "Ausgaben über 1.000 € müssen vorab von der Abteilungsleitung genehmigt werden."
)
KRANK = (
    "Wer krank ist, muss sich bis 8:30 Uhr am ersten Tag bei der Teamleitung melden. "
    "Ab dem vierten Krankheitstag ist eine ärztliche Arbeitsunfähigkeitsbescheinigung vorzulegen. "
    "Das Gehalt wird bei Krankheit bis zu sechs Wochen weitergezahlt."
)
PROBEZEIT = (
    "Die Probezeit bei Hartmann Maschinenbau beträgt sechs Monate, die Kündigungsfrist in dieser Zeit zwei Wochen. "
    "Das Einführungsseminar leitet Katrin Vogel aus der Personalabteilung; jeder neue Kollege bekommt zudem einen Paten aus dem eigenen Team. "
    "Das Probezeitgespräch führt die direkte Führungskraft im fünften Monat."
)
SOFTWARE = (
    "Software, die nicht im Firmenkatalog steht, muss per Ticket beantragt und vom IT-Sicherheitsbeauftragten Dennis Wolf freigegeben werden. "
    "Standardanfragen werden innerhalb von drei Arbeitstagen erledigt. "
    "Die Drucker im Erdgeschoss und im 3. Stock betreut Nadine Schulz, Toner wird jeden Donnerstag nachbestellt."
)
ZAHN = (
    "Die Zahnzusatzversicherung 'DentPlus' der Alstertal Versicherung kostet für Erwachsene 18,90 € im Monat. "
    "Sie erstattet 90 % der Kosten für Zahnersatz und bis zu 150 € pro Jahr für professionelle Zahnreinigung. "
    "Die Wartezeit beträgt acht Monate."
)
HUND = (
    "Die Hundehaftpflicht 'Bello Basis' kostet 4,50 € im Monat und deckt Schäden bis 10 Millionen €. "
    "Die Versicherung ist für alle Rassen abschließbar, außer für Listenhunde. "
    "Mietsachschäden sind bis 50.000 € mitversichert."
)
SPARKASSE = (
    "Die Sparkasse Oberlausitz geht auf die 1846 gegründete Sparkasse Bautzen zurück und entstand 1994 durch deren Fusion mit der Kreissparkasse Löbau. "
    "Vorstandsvorsitzender ist seit 2020 Frank Ullrich, den Verwaltungsrat leitet Landrätin Anja Seidel. "
    "Heute betreut die Sparkasse rund 210.000 Kundinnen und Kunden."
)
GIROKONTO = (
    "Das Girokonto 'Giro Online' der Sparkasse Oberlausitz kostet 3,90 € im Monat; für Kunden unter 25 Jahren ist es kostenlos. "
    "Bargeld kann an allen Automaten der Sparkassen in Deutschland gebührenfrei abgehoben werden. "
    "Eine Ersatzkarte kostet 15 €."
)
ANBIETER = (
    "Netzwelle wurde 2001 in Leipzig gegründet und übernahm 2013 den regionalen Kabelnetzbetreiber Elsterkabel. "
    "Die Kundenhotline ist täglich außer an Feiertagen von 8 bis 20 Uhr erreichbar. "
    "Geschäftsführerin ist Jana Köhler; den Kundenservice leitet Murat Aksoy."
)
FAMILIE = (
    "Mit dem Netzwelle-Familientarif können bis zu vier Personen 120 GB Datenvolumen teilen, für 49,99 € im Monat. "
    "Jede weitere Karte kostet 9,99 € monatlich. "
    "Der Hauptvertragsinhaber muss volljährig sein, und es erfolgt eine Schufa-Abfrage."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-t54-001", "fmt.period", "Bis wann muss ich meine Reisekosten abrechnen?", "Die Abrechnung muss spätestens 28 Tage nach Reiseende eingereicht sein.", REISEKOSTEN, True),
    w.faith("de-t54-002", "fmt.currency", "Was wird für Übernachtungen außerhalb von München und Hamburg erstattet?", "In anderen Städten werden bis zu fünfundneunzig Euro pro Nacht erstattet.", REISEKOSTEN, True),
    w.faith("de-t54-003", "para.passive", "Was gilt für Ausgaben über 1.000 €?", "Die Abteilungsleitung muss Ausgaben über 1.000 € vorab genehmigen.", REISEKOSTEN, True),
    w.faith("de-t54-004", "fmt.time", "Bis wann muss ich mich krankmelden?", "Melden Sie sich am ersten Krankheitstag bis halb neun morgens bei Ihrer Teamleitung.", KRANK, True),
    w.faith("de-t54-005", "para.synonym", "Bekomme ich bei Krankheit weiter Gehalt?", "Ja, bei Krankheit läuft Ihr Gehalt bis zu sechs Wochen weiter.", KRANK, True),
    w.faith("de-t54-006", "para.nominal", "Ab wann brauche ich eine Krankschreibung?", "Die Vorlage einer ärztlichen Arbeitsunfähigkeitsbescheinigung ist ab dem vierten Krankheitstag Pflicht.", KRANK, True),
    w.faith("de-t54-007", "fmt.period", "Wie lange dauert die Probezeit?", "Die Probezeit dauert ein halbes Jahr, und die Kündigungsfrist beträgt in dieser Zeit 14 Tage.", PROBEZEIT, True),
    w.faith("de-t54-008", "para.pronoun", "Wer leitet das Einführungsseminar?", "Das ist Katrin Vogel aus der Personalabteilung; sie leitet das Einführungsseminar.", PROBEZEIT, True),
    w.faith("de-t54-009", "para.combine", "Bekomme ich am Anfang Unterstützung?", "Ja: Neben dem Einführungsseminar bei Katrin Vogel bekommen Sie einen Paten aus Ihrem eigenen Team.", PROBEZEIT, True),
    w.faith("de-t54-010", "para.relative", "Wer gibt Software frei, die nicht im Katalog steht?", "Solche Software wird per Ticket beantragt und von Dennis Wolf freigegeben, der IT-Sicherheitsbeauftragter ist.", SOFTWARE, True),
    w.faith("de-t54-011", "wrap.closer", "Wie lange dauert eine Standardanfrage?", "Standardanfragen werden innerhalb von drei Arbeitstagen erledigt. Ich hoffe, das hilft Ihnen weiter!", SOFTWARE, True),
    w.faith("de-t54-012", "para.synonym", "Wer kümmert sich um die Drucker?", "Um die Drucker im Erdgeschoss und im dritten Stock kümmert sich Nadine Schulz.", SOFTWARE, True),
    w.faith("de-t54-013", "fmt.currency", "Was kostet DentPlus?", "Für Erwachsene kostet DentPlus achtzehn Euro neunzig pro Monat.", ZAHN, True),
    w.faith("de-t54-014", "fmt.share", "Wie viel zahlt DentPlus beim Zahnersatz?", "Beim Zahnersatz werden neun Zehntel der Kosten erstattet.", ZAHN, True),
    w.faith("de-t54-015", "wrap.question", "Gibt es bei DentPlus eine Wartezeit?", "Sie möchten gleich loslegen? Beachten Sie, dass bei DentPlus eine Wartezeit von acht Monaten gilt.", ZAHN, True),
    w.faith("de-t54-016", "fmt.scale", "Bis zu welcher Summe deckt Bello Basis Schäden?", "Bello Basis deckt Schäden bis 10.000.000 €.", HUND, True),
    w.faith("de-t54-017", "para.except", "Kann ich meinen Listenhund bei Bello Basis versichern?", "Nein, Listenhunde sind die einzige Ausnahme; alle anderen Rassen können versichert werden.", HUND, True),
    w.faith("de-t54-018", "para.passive", "Wer leitet den Verwaltungsrat der Sparkasse Oberlausitz?", "Der Verwaltungsrat wird von Landrätin Anja Seidel geleitet.", SPARKASSE, True),
    w.faith("de-t54-019", "para.combine", "Woher kommt die Sparkasse Oberlausitz?", "Sie geht auf die 1846 gegründete Sparkasse Bautzen zurück und ist 1994 aus deren Fusion mit der Kreissparkasse Löbau hervorgegangen.", SPARKASSE, True),
    w.faith("de-t54-020", "fmt.thousands", "Wie viele Kunden hat die Sparkasse Oberlausitz?", "Die Sparkasse betreut heute etwa 210 000 Kundinnen und Kunden.", SPARKASSE, True),
    w.faith("de-t54-021", "wrap.attribution", "Kostet Giro Online etwas, wenn ich 22 bin?", "Laut Sparkasse ist Giro Online für Kunden unter 25 Jahren kostenlos.", GIROKONTO, True),
    w.faith("de-t54-022", "para.except", "Ist die Netzwelle-Hotline am Sonntag erreichbar?", "Ja, geschlossen ist sie nur an Feiertagen; ansonsten erreichen Sie sie jeden Tag von 8 bis 20 Uhr.", ANBIETER, True),
    w.faith("de-t54-023", "fmt.time", "Wann ist die Hotline erreichbar?", "Die Hotline ist von acht Uhr morgens bis acht Uhr abends erreichbar.", ANBIETER, True),
    w.faith("de-t54-024", "fmt.abbrev", "Wie viel Datenvolumen hat der Familientarif?", "Bis zu vier Personen teilen sich 120 Gigabyte Datenvolumen.", FAMILIE, True),
    w.faith("de-t54-025", "value.currency", "Was wird in München für ein Hotel erstattet?", "In München werden Übernachtungen bis 95 € pro Nacht erstattet.", REISEKOSTEN, False),
    w.faith("de-t54-026", "direction", "Welche Ausgaben müssen genehmigt werden?", "Ausgaben unter 1.000 € müssen vorab von der Abteilungsleitung genehmigt werden.", REISEKOSTEN, False),
    w.faith("de-t54-027", "value.time", "Bis wann muss ich mich krankmelden?", "Wer krank ist, muss sich bis 10:30 Uhr am ersten Tag bei der Teamleitung melden.", KRANK, False),
    w.faith("de-t54-028", "value.number", "Ab wann brauche ich ein Attest?", "Ab dem zweiten Krankheitstag ist eine ärztliche Arbeitsunfähigkeitsbescheinigung vorzulegen.", KRANK, False),
    w.faith("de-t54-029", "role.swap", "Wer führt das Probezeitgespräch?", "Das Probezeitgespräch führt Katrin Vogel aus der Personalabteilung, das Einführungsseminar leitet die direkte Führungskraft.", PROBEZEIT, False),
    w.faith("de-t54-030", "added.fact", "Bekomme ich einen Paten?", "Ja, jeder neue Kollege bekommt einen Paten aus dem eigenen Team, der auch die Probezeitbeurteilung schreibt.", PROBEZEIT, False),
    w.faith("de-t54-031", "modality", "Darf ich Software außerhalb des Katalogs installieren?", "Software außerhalb des Firmenkatalogs dürfen Sie selbst installieren; ein Ticket wird nur empfohlen.", SOFTWARE, False),
    w.faith("de-t54-032", "role.swap", "Wer gibt Software frei?", "Software außerhalb des Katalogs gibt Nadine Schulz frei, die Drucker betreut Dennis Wolf.", SOFTWARE, False),
    w.faith("de-t54-033", "value.date", "Wann wird Toner nachbestellt?", "Toner für die Drucker wird jeden Montag nachbestellt.", SOFTWARE, False),
    w.faith("de-t54-034", "value.currency", "Wie viel gibt es für die Zahnreinigung?", "Für professionelle Zahnreinigung erstattet DentPlus bis zu 190 € pro Jahr.", ZAHN, False),
    w.faith("de-t54-035", "value.number", "Wie lange ist die Wartezeit bei DentPlus?", "Die Wartezeit bei DentPlus beträgt drei Monate.", ZAHN, False),
    w.faith("de-t54-036", "quantifier", "Ist Bello Basis für jeden Hund abschließbar?", "Ja, die Versicherung ist ausnahmslos für alle Rassen abschließbar, auch für Listenhunde.", HUND, False),
    w.faith("de-t54-037", "added.fact", "Sind Mietsachschäden versichert?", "Mietsachschäden sind bis 50.000 € mitversichert, ebenso Schäden bei Auslandsreisen.", HUND, False),
    w.faith("de-t54-038", "value.date", "Wann fusionierte die Sparkasse Bautzen mit der Kreissparkasse Löbau?", "Die Fusion mit der Kreissparkasse Löbau fand 1846 statt.", SPARKASSE, False),
    w.faith("de-t54-039", "role.swap", "Wer ist Vorstandsvorsitzender der Sparkasse Oberlausitz?", "Vorstandsvorsitzende ist Anja Seidel, den Verwaltungsrat leitet Frank Ullrich.", SPARKASSE, False),
    w.faith("de-t54-040", "antonym", "Kann ich an Sparkassen-Automaten kostenlos Geld abheben?", "Bargeldabhebungen an den Automaten der Sparkassen sind gebührenpflichtig.", GIROKONTO, False),
    w.faith("de-t54-041", "value.except", "Ist die Hotline am Wochenende erreichbar?", "Nein, die Hotline ist nur montags bis freitags von 8 bis 20 Uhr erreichbar.", ANBIETER, False),
    w.faith("de-t54-042", "value.date", "Wann hat Netzwelle Elsterkabel übernommen?", "Netzwelle übernahm Elsterkabel 2001, im Jahr der eigenen Gründung.", ANBIETER, False),
    w.faith("de-t54-043", "added.entity", "Welche Tarife erlauben geteiltes Datenvolumen?", "Mit dem Netzwelle-Familientarif und dem Tarif Netzwelle Duo können bis zu vier Personen 120 GB Datenvolumen teilen.", FAMILIE, False),
    w.faith("de-t54-044", "negation", "Gibt es beim Familientarif eine Schufa-Abfrage?", "Eine Schufa-Abfrage erfolgt nicht; der Hauptvertragsinhaber muss aber volljährig sein.", FAMILIE, False),
]

CORRECTNESS = [
    w.correct("de-t54-045", "correct.wordy", "Was kostet DentPlus für Erwachsene?", "Für Erwachsene liegt der Beitrag für DentPlus bei 18,90 Euro monatlich.", "18,90 € pro Monat", True),
    w.correct("de-t54-046", "correct.short", "Wer leitet den Kundenservice bei Netzwelle?", "Murat Aksoy.", "Den Kundenservice von Netzwelle leitet Murat Aksoy.", True),
    w.correct("de-t54-047", "correct.format", "Wie lange dauert die Probezeit bei Hartmann Maschinenbau?", "Ein halbes Jahr.", "6 Monate", True),
    w.correct("de-t54-048", "correct.wordy", "Wann wurde Netzwelle gegründet?", "Netzwelle ist im Jahr 2001 in Leipzig gegründet worden.", "2001", True),
    w.correct("de-t54-049", "wrong.value", "Was kostet eine Ersatzkarte für Giro Online?", "Eine Ersatzkarte kostet 25 €.", "15 €", False),
    w.correct("de-t54-050", "wrong.role", "Wer ist Geschäftsführerin von Netzwelle?", "Geschäftsführer ist Murat Aksoy.", "Jana Köhler", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
