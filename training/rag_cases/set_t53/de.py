"""German cases of set t53: Urlaubs- und Homeoffice-Regeln einer Spedition, ihr IT-Service
und ihre Geräterichtlinie, eine Hausratversicherung, Geschichte, Filiale und Sparangebote
einer Volksbank, Mobilfunktarife und ein Glasfaseranschluss."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

URLAUB = (
    "Vollzeitbeschäftigte der Brenner Logistik GmbH haben Anspruch auf 30 Urlaubstage im Jahr; Auszubildende erhalten 27 Tage. "
    "Resturlaub kann bis zum 31. März des Folgejahres genommen werden. "
    "Urlaubsanträge müssen mindestens vier Wochen vorher über das Personalportal gestellt werden."
)
HOMEOFFICE = (
    "Mitarbeitende dürfen an bis zu zwei Tagen pro Woche im Homeoffice arbeiten. "
    "Die Kernarbeitszeit liegt montags bis freitags zwischen 9:30 und 15:00 Uhr. "
    "Fragen zum Homeoffice beantwortet Sabine Krämer aus der Personalabteilung, für Gehaltsabrechnungen ist Jörg Weiß zuständig."
)
ITSERVICE = (
    "Der IT-Service von Brenner Logistik ist montags bis freitags von 7:00 bis 17:30 Uhr erreichbar. "
    "Leiter des IT-Service ist Markus Lehmann; die Ausgabe von Laptops und Diensthandys übernimmt Elif Yıldız. "
    "Störungen mit hoher Priorität werden innerhalb von 45 Minuten bearbeitet."
)
GERAETE = (
    "Neue Mitarbeitende erhalten ein Notebook mit 15,6-Zoll-Bildschirm, das 1,8 kg wiegt und alle vier Jahre ausgetauscht wird. "
    "Private Geräte dürfen nicht mit dem Firmennetz verbunden werden. "
    "Der Verlust eines Dienstgeräts ist unverzüglich, spätestens aber innerhalb von 24 Stunden, der IT zu melden."
)
HAUSRAT = (
    "Die Hausratversicherung 'Komfort' der Rheinland Versicherung kostet 9,50 € im Monat bei einer Versicherungssumme von 65.000 €. "
    "Fahrraddiebstahl ist bis 1.500 € mitversichert. "
    "Die Selbstbeteiligung beträgt 150 € pro Schadensfall. "
    "Schäden können rund um die Uhr telefonisch gemeldet werden."
)
BANK = (
    "Die Volksbank Neckartal wurde 1889 in Heilbronn gegründet und fusionierte 1972 mit der Raiffeisenbank Weinsberg. "
    "Vorstandsvorsitzende ist seit 2018 Dr. Claudia Renner, den Aufsichtsrat leitet Thomas Berger. "
    "Heute betreibt die Bank 34 Filialen im Landkreis Heilbronn."
)
FILIALE = (
    "Die Filiale am Kiliansplatz ist montags bis freitags außer mittwochs von 9:00 bis 12:30 Uhr geöffnet. "
    "Filialleiter ist Stefan Hoffmann, die Baufinanzierung betreut Berater Lukas Schmid. "
    "Bargeldabhebungen über 10.000 € müssen drei Werktage vorher bestellt werden."
)
SPAREN = (
    "Das Tagesgeldkonto der Volksbank Neckartal bringt 2,75 % Zinsen pro Jahr und kann ab 1 € eröffnet werden. "
    "Festgeld mit zwei Jahren Laufzeit wird mit 3,2 % verzinst; die Mindestanlage beträgt 5.000 €. "
    "Festgeld kann vor Ablauf der Laufzeit nicht gekündigt werden."
)
MOBILFUNK = (
    "Der Tarif 'Smart S' von Funkwerk Mobil kostet 14,99 € im Monat und enthält 15 GB Datenvolumen sowie eine Allnet-Flat. "
    "Der Tarif 'Smart L' kostet 29,99 € im Monat und bietet 80 GB mit 5G. "
    "Beide Tarife haben eine Mindestlaufzeit von 24 Monaten; EU-Roaming ist in beiden enthalten, Roaming in der Schweiz nur im Smart L."
)
GLASFASER = (
    "Funkwerk Glasfaser 300 bietet bis zu 300 Mbit/s im Download und kostet in den ersten sechs Monaten 19,99 €, danach 44,99 € monatlich. "
    "Die Einrichtung ist kostenlos; ein Techniker kommt in der Regel innerhalb von 14 Tagen. "
    "Ein Widerruf ist innerhalb von 14 Tagen nach Vertragsabschluss möglich."
)

# fmt: off
FAITHFULNESS = [
    w.faith("de-t53-001", "para.combine", "Wie viele Urlaubstage habe ich?", "Als Vollzeitkraft stehen Ihnen 30 Urlaubstage im Jahr zu, Auszubildende bekommen 27.", URLAUB, True),
    w.faith("de-t53-002", "fmt.period", "Wie früh muss ich meinen Urlaub beantragen?", "Urlaubsanträge sind mindestens 28 Tage im Voraus über das Personalportal einzureichen.", URLAUB, True),
    w.faith("de-t53-003", "fmt.date", "Bis wann kann ich Resturlaub nehmen?", "Resturlaub können Sie noch bis Ende März des nächsten Jahres nehmen.", URLAUB, True),
    w.faith("de-t53-004", "para.synonym", "Wie oft darf ich von zu Hause arbeiten?", "Sie dürfen höchstens zwei Tage in der Woche von zu Hause aus arbeiten.", HOMEOFFICE, True),
    w.faith("de-t53-005", "fmt.time", "Wann ist Kernarbeitszeit?", "Von Montag bis Freitag gilt die Kernarbeitszeit von halb zehn bis drei Uhr nachmittags.", HOMEOFFICE, True),
    w.faith("de-t53-006", "para.pronoun", "Wer hilft mir bei Fragen zum Homeoffice?", "Wenden Sie sich an Sabine Krämer aus der Personalabteilung; sie beantwortet Fragen zum Homeoffice.", HOMEOFFICE, True),
    w.faith("de-t53-007", "wrap.opener", "Wann erreiche ich den IT-Service?", "Gern! Der IT-Service ist von Montag bis Freitag zwischen 7 und 17:30 Uhr für Sie erreichbar.", ITSERVICE, True),
    w.faith("de-t53-008", "para.relative", "Wer gibt die Diensthandys aus?", "Elif Yıldız ist diejenige, die Laptops und Diensthandys ausgibt.", ITSERVICE, True),
    w.faith("de-t53-009", "fmt.period", "Wie schnell wird eine dringende Störung bearbeitet?", "Störungen mit hoher Priorität werden binnen einer Dreiviertelstunde bearbeitet.", ITSERVICE, True),
    w.faith("de-t53-010", "fmt.unit", "Wie schwer ist das Notebook?", "Das Notebook für neue Mitarbeitende wiegt 1800 Gramm.", GERAETE, True),
    w.faith("de-t53-011", "para.nominal", "Was mache ich, wenn ich mein Diensthandy verliere?", "Die Verlustmeldung muss sofort, spätestens aber binnen 24 Stunden, bei der IT eingehen.", GERAETE, True),
    w.faith("de-t53-012", "fmt.currency", "Was kostet die Hausratversicherung Komfort?", "Sie kostet monatlich neun Euro fünfzig bei einer Versicherungssumme von 65.000 Euro.", HAUSRAT, True),
    w.faith("de-t53-013", "fmt.thousands", "Ist mein Fahrrad mitversichert?", "Ja, Fahrraddiebstahl ist bis zu 1500 € mitversichert.", HAUSRAT, True),
    w.faith("de-t53-014", "wrap.hedge", "Wann kann ich einen Schaden melden?", "Soweit ich den Unterlagen entnehmen kann, jederzeit: Schäden lassen sich rund um die Uhr telefonisch melden.", HAUSRAT, True),
    w.faith("de-t53-015", "para.passive", "Wer leitet den Aufsichtsrat der Volksbank Neckartal?", "Der Aufsichtsrat wird von Thomas Berger geleitet.", BANK, True),
    w.faith("de-t53-016", "para.combine", "Seit wann gibt es die Volksbank Neckartal?", "Die Bank wurde 1889 in Heilbronn gegründet und hat sich 1972 mit der Raiffeisenbank Weinsberg zusammengeschlossen.", BANK, True),
    w.faith("de-t53-017", "para.except", "Hat die Filiale am Mittwoch offen?", "Nein, mittwochs bleibt die Filiale am Kiliansplatz geschlossen.", FILIALE, True),
    w.faith("de-t53-018", "fmt.time", "Wann hat die Filiale am Kiliansplatz geöffnet?", "Sie öffnet um neun Uhr morgens und schließt um halb eins.", FILIALE, True),
    w.faith("de-t53-019", "fmt.thousands", "Kann ich 12.000 € bar abheben?", "Beträge über 10 000 Euro müssen Sie drei Werktage im Voraus bestellen.", FILIALE, True),
    w.faith("de-t53-020", "fmt.share", "Wie viel Zinsen bringt das Tagesgeld?", "Das Tagesgeldkonto wird mit 2,75 Prozent im Jahr verzinst, eröffnen können Sie es schon ab einem Euro.", SPAREN, True),
    w.faith("de-t53-021", "para.reorder", "Ab welchem Betrag gibt es Festgeld?", "Ab einer Mindestanlage von 5.000 € bekommen Sie beim Festgeld mit zwei Jahren Laufzeit 3,2 % Zinsen.", SPAREN, True),
    w.faith("de-t53-022", "fmt.abbrev", "Was ist im Smart S enthalten?", "Smart S bietet für 14,99 € monatlich 15 Gigabyte Datenvolumen und eine Allnet-Flat.", MOBILFUNK, True),
    w.faith("de-t53-023", "fmt.period", "Wie lange laufen die Mobilfunkverträge?", "Beide Tarife haben eine Mindestlaufzeit von zwei Jahren.", MOBILFUNK, True),
    w.faith("de-t53-024", "wrap.attribution", "Kann ich den Glasfaser-Vertrag widerrufen?", "Laut Funkwerk ist ein Widerruf innerhalb von 14 Tagen nach Vertragsabschluss möglich.", GLASFASER, True),
    w.faith("de-t53-025", "role.swap", "Wer ist für die Gehaltsabrechnung zuständig?", "Für Gehaltsabrechnungen ist Sabine Krämer zuständig, Fragen zum Homeoffice beantwortet Jörg Weiß.", HOMEOFFICE, False),
    w.faith("de-t53-026", "value.number", "Wie viele Urlaubstage haben Azubis?", "Auszubildende erhalten 25 Urlaubstage im Jahr.", URLAUB, False),
    w.faith("de-t53-027", "direction", "Wie früh muss ich Urlaub beantragen?", "Urlaubsanträge dürfen höchstens vier Wochen vorher über das Personalportal gestellt werden.", URLAUB, False),
    w.faith("de-t53-028", "added.fact", "Darf ich im Homeoffice arbeiten?", "Ja, an bis zu zwei Tagen pro Woche, und die Firma zahlt dafür eine monatliche Pauschale von 30 €.", HOMEOFFICE, False),
    w.faith("de-t53-029", "modality", "Darf ich mein privates Handy mit dem Firmennetz verbinden?", "Private Geräte sollten möglichst nicht mit dem Firmennetz verbunden werden, verboten ist es aber nicht.", GERAETE, False),
    w.faith("de-t53-030", "value.time", "Bis wann ist der IT-Service erreichbar?", "Der IT-Service ist montags bis freitags von 7:00 bis 19:30 Uhr erreichbar.", ITSERVICE, False),
    w.faith("de-t53-031", "role.swap", "Wer leitet den IT-Service?", "Den IT-Service leitet Elif Yıldız, die Ausgabe von Laptops und Diensthandys übernimmt Markus Lehmann.", ITSERVICE, False),
    w.faith("de-t53-032", "value.except", "An welchen Tagen hat die Filiale am Kiliansplatz geschlossen?", "Die Filiale am Kiliansplatz ist nur montags geschlossen, an den übrigen Werktagen öffnet sie von 9:00 bis 12:30 Uhr.", FILIALE, False),
    w.faith("de-t53-033", "added.fact", "Wie oft wird das Notebook ersetzt?", "Das Notebook wird alle vier Jahre ausgetauscht, und das alte Gerät können Mitarbeitende günstig übernehmen.", GERAETE, False),
    w.faith("de-t53-034", "value.unit", "Wie groß ist der Bildschirm des Notebooks?", "Das Notebook hat einen 15,6-Zentimeter-Bildschirm und wiegt 1,8 kg.", GERAETE, False),
    w.faith("de-t53-035", "value.currency", "Wie hoch ist die Selbstbeteiligung?", "Die Selbstbeteiligung beträgt 1.500 € pro Schadensfall.", HAUSRAT, False),
    w.faith("de-t53-036", "negation", "Ist Fahrraddiebstahl versichert?", "Nein, Fahrraddiebstahl ist in der Hausratversicherung Komfort nicht mitversichert.", HAUSRAT, False),
    w.faith("de-t53-037", "value.date", "Wann hat sich die Bank mit der Raiffeisenbank Weinsberg zusammengeschlossen?", "Die Volksbank Neckartal fusionierte 1889 mit der Raiffeisenbank Weinsberg.", BANK, False),
    w.faith("de-t53-038", "role.swap", "Wer ist Vorstandsvorsitzende der Volksbank Neckartal?", "Vorstandsvorsitzender ist Thomas Berger, den Aufsichtsrat leitet Dr. Claudia Renner.", BANK, False),
    w.faith("de-t53-039", "added.entity", "Wie viele Filialen hat die Bank?", "Die Volksbank Neckartal und ihre Tochter, die Neckar Bausparkasse, betreiben zusammen 34 Filialen im Landkreis Heilbronn.", BANK, False),
    w.faith("de-t53-040", "antonym", "Kostet die Einrichtung des Glasfaseranschlusses etwas?", "Die Einrichtung ist kostenpflichtig; ein Techniker kommt in der Regel innerhalb von 14 Tagen.", GLASFASER, False),
    w.faith("de-t53-041", "role.swap", "Wer berät mich zur Baufinanzierung?", "Die Baufinanzierung betreut Filialleiter Stefan Hoffmann persönlich.", FILIALE, False),
    w.faith("de-t53-042", "negation", "Kann ich Festgeld vorzeitig kündigen?", "Ja, Festgeld kann auch vor Ablauf der Laufzeit gekündigt werden.", SPAREN, False),
    w.faith("de-t53-043", "quantifier", "Ist Roaming in der Schweiz dabei?", "Ja, Roaming in der Schweiz ist in beiden Tarifen enthalten.", MOBILFUNK, False),
    w.faith("de-t53-044", "value.currency", "Was kostet Glasfaser 300 am Anfang?", "In den ersten sechs Monaten kostet Glasfaser 300 monatlich 14,99 €, danach 44,99 €.", GLASFASER, False),
]

CORRECTNESS = [
    w.correct("de-t53-045", "correct.wordy", "Wie viele Urlaubstage haben Vollzeitkräfte bei Brenner Logistik?", "Wenn Sie bei Brenner Logistik in Vollzeit arbeiten, haben Sie Anspruch auf dreißig Urlaubstage im Jahr.", "30 Tage", True),
    w.correct("de-t53-046", "correct.short", "Wer leitet den IT-Service?", "Markus Lehmann.", "Der IT-Service von Brenner Logistik wird von Markus Lehmann geleitet.", True),
    w.correct("de-t53-047", "correct.format", "Was kostet Smart L im Monat?", "Neunundzwanzig Euro neunundneunzig im Monat.", "29,99 € pro Monat", True),
    w.correct("de-t53-048", "correct.format", "Wie hoch ist die Versicherungssumme der Hausratversicherung Komfort?", "65 000 Euro.", "65.000 €", True),
    w.correct("de-t53-049", "wrong.value", "Wie hoch ist der Zins für Festgeld mit zwei Jahren Laufzeit?", "3,5 % pro Jahr.", "3,2 %", False),
    w.correct("de-t53-050", "wrong.role", "Wer ist Filialleiter am Kiliansplatz?", "Lukas Schmid.", "Stefan Hoffmann", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
