"""German cases of set t38: Planwerk-Abostufen und Abrechnung, der Cloudtarif Wolke M und das
Teamkonto der Kanzlei Vogt, das Familienabo von Flimmerkiste und der Haushalt Schäfer, die
Kartengebühren und Reklamationen der Nordbank, die Supportzeiten von Serverhafen und die
Versionshinweise zu Heimnetz 6.0."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

SUB_TIERS = (
    "Planwerk gibt es in drei Stufen: Start, Plus und Konzern. "
    "Start kostet 7 € im Monat für einen Nutzer, Plus 19 € pro Nutzer und Monat, wobei mindestens zwei Nutzer gebucht werden müssen. "
    "Für Konzern erstellt der Vertrieb ein individuelles Angebot. "
    "Alle Stufen außer Konzern lassen sich 21 Tage kostenlos testen."
)
SUB_BILLING = (
    "Bei jährlicher Zahlung sparen Sie bei Planwerk gegenüber der monatlichen Abrechnung 15 %. "
    "Kontoinhaber können jederzeit von monatlicher auf jährliche Zahlung umstellen; der Wechsel zurück auf monatliche Zahlung gilt erst ab der nächsten Verlängerung. "
    "Erstattungen gibt es nur innerhalb der ersten 14 Tage eines Jahresabos."
)
STORAGE_PLAN = (
    "Der Tarif Wolke M bietet 1 TB Cloudspeicher für 2,99 € im Monat. "
    "Gelöschte Dateien bleiben 45 Tage im Papierkorb, bevor sie endgültig entfernt werden. "
    "Geteilte Ordner zählen nur zum Speicher der Person, die sie angelegt hat, nicht zu dem der eingeladenen Mitglieder."
)
STORAGE_TEAM = (
    "Im Teamkonto der Kanzlei Vogt ist Sabine Krüger die Administratorin und Tobias Lang der Ansprechpartner für die Abrechnung. "
    "Frau Krüger genehmigt neue Mitglieder, Herr Lang erhält die monatlichen Rechnungen per E-Mail. "
    "Upload-Links, die Mitglieder erstellen, laufen nach 10 Tagen ab, sofern Frau Krüger sie nicht verlängert."
)
FAMILY_PLAN = (
    "Das Familienabo von Flimmerkiste kostet 17,99 € monatlich und erlaubt bis zu fünf Profile. "
    "Auf bis zu drei Geräten kann gleichzeitig gestreamt werden. "
    "Mitglieder müssen vom Hauptkontoinhaber eingeladen werden und alle unter derselben Adresse wohnen wie er. "
    "Kinderprofile können keine Leihfilme kaufen."
)
FAMILY_HOUSEHOLD = (
    "Im Haushalt Schäfer ist Jonas Schäfer Hauptkontoinhaber, seine Schwester Lea ist Mitglied. "
    "Jonas bezahlt die Monatsgebühr, Lea kann nur ihr eigenes Profil löschen. "
    "Seit dem 1. Oktober 2025 sind Downloads auf 15 Titel pro Gerät begrenzt."
)
BANK_FEES = (
    "Die Basiskarte der Nordbank ist ohne Monatsgebühr. "
    "Zahlungen in Fremdwährung kosten 1,75 % des Betrags, Bargeldabhebungen im Ausland 2,50 € pro Abhebung. "
    "Die Goldkarte kostet 6 € im Monat und erlässt beide Gebühren. "
    "Eine Ersatzkarte pro Jahr ist kostenlos, jede weitere kostet 7 €."
)
BANK_DISPUTE = (
    "Karteninhaber, die eine Kartenzahlung beanstanden wollen, müssen dies innerhalb von 8 Wochen nach der Buchung melden. "
    "Das Reklamationsteam der Nordbank prüft den Fall und kann den Betrag innerhalb von 5 Bankarbeitstagen vorläufig gutschreiben. "
    "Der Händler hat anschließend 21 Tage Zeit für eine Stellungnahme."
)
HOST_SUPPORT = (
    "Der Chat-Support von Serverhafen ist montags bis freitags von 7:30 bis 20:00 Uhr besetzt. "
    "Am Wochenende ist nur der E-Mail-Support erreichbar, Antworten kommen innerhalb von 12 Stunden. "
    "Kunden im Profi-Tarif erreichen zusätzlich rund um die Uhr eine Telefon-Hotline."
)
SMART_RELEASE = (
    "Version 6.0 der App Heimnetz erschien am 14. Juli 2025 und unterstützt nun Thread-Thermostate. "
    "Automationen können jetzt bis zu 12 Bedingungen enthalten. "
    "Die Beta-Funktion Anwesenheitssimulation wurde entfernt. "
    "Den Urlaubsmodus hat das Designteam auf Grundlage der Rückmeldungen des Nutzerbeirats überarbeitet."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("de-t38-001", "para.combine", "Was kostet Start, und kann ich es vorher testen?", "Start gibt es für 7 € monatlich, und wie Plus kann man es 21 Tage lang gratis ausprobieren.", SUB_TIERS, True),
    w.faith("de-t38-002", "para.except", "Welche Stufen kann man kostenlos testen?", "Start und Plus lassen sich 21 Tage gratis testen, Konzern dagegen nicht.", SUB_TIERS, True),
    w.faith("de-t38-003", "fmt.currency", "Was kostet Plus?", "Plus schlägt mit 19 Euro pro Nutzer und Monat zu Buche, gebucht werden müssen mindestens zwei Nutzer.", SUB_TIERS, True),
    w.faith("de-t38-004", "value.number", "Für wie viele Nutzer muss man Plus mindestens buchen?", "Plus kostet 19 € pro Nutzer im Monat und muss für mindestens fünf Personen gebucht werden.", SUB_TIERS, False),
    w.faith("de-t38-005", "fmt.share", "Wie viel spare ich bei jährlicher Zahlung?", "Wer jährlich zahlt, zahlt 15 Prozent weniger als bei monatlicher Abrechnung.", SUB_BILLING, True),
    w.faith("de-t38-006", "para.pronoun", "Kann ich jederzeit auf jährliche Zahlung wechseln?", "Ja, als Kontoinhaber können Sie das jederzeit tun.", SUB_BILLING, True),
    w.faith("de-t38-007", "negation", "Bekomme ich mein Jahresabo erstattet?", "Ein Jahresabo wird grundsätzlich nicht erstattet, auch nicht in den ersten 14 Tagen.", SUB_BILLING, False),
    w.faith("de-t38-008", "added.fact", "Lohnt sich die jährliche Zahlung?", "Bei jährlicher Zahlung sparen Sie 15 % und bekommen obendrein Zugang zum Premium-Support.", SUB_BILLING, False),
    w.faith("de-t38-009", "fmt.unit", "Wie viel Speicher bietet Wolke M?", "Wolke M bietet ein Terabyte Speicher für 2,99 € pro Monat.", STORAGE_PLAN, True),
    w.faith("de-t38-010", "role.swap", "Wessen Speicher belastet ein geteilter Ordner?", "Geteilte Ordner werden dem Speicher der eingeladenen Mitglieder angerechnet, nicht dem der Person, die sie erstellt hat.", STORAGE_PLAN, False),
    w.faith("de-t38-011", "para.relative", "Verliere ich Speicher, wenn man mich in einen geteilten Ordner einlädt?", "Nein, ein geteilter Ordner belastet nur den Speicher desjenigen, der ihn angelegt hat; Eingeladene verlieren dadurch keinen Platz.", STORAGE_PLAN, True),
    w.faith("de-t38-012", "value.number", "Wie lange bleiben gelöschte Dateien im Papierkorb?", "Gelöschte Dateien liegen zwei Monate im Papierkorb, ehe sie endgültig verschwinden.", STORAGE_PLAN, False),
    w.faith("de-t38-013", "para.pronoun", "Wer bekommt die Rechnungen für das Teamkonto?", "Tobias Lang ist für die Abrechnung zuständig; er bekommt die Monatsrechnungen per E-Mail.", STORAGE_TEAM, True),
    w.faith("de-t38-014", "role.swap", "Wer genehmigt neue Mitglieder?", "Neue Mitglieder werden von Tobias Lang, dem Ansprechpartner für die Abrechnung, freigegeben.", STORAGE_TEAM, False),
    w.faith("de-t38-015", "fmt.number", "Wann laufen Upload-Links ab?", "Von Mitgliedern erstellte Upload-Links verfallen nach zehn Tagen, es sei denn, Frau Krüger verlängert sie.", STORAGE_TEAM, True),
    w.faith("de-t38-016", "role.swap", "Kann man Upload-Links verlängern?", "Upload-Links von Frau Krüger laufen nach 10 Tagen ab, wenn kein Mitglied sie verlängert.", STORAGE_TEAM, False),
    w.faith("de-t38-017", "para.combine", "Wer macht was im Teamkonto der Kanzlei?", "Sabine Krüger gibt als Administratorin neue Mitglieder frei, während Tobias Lang als Abrechnungskontakt die Monatsrechnungen per Mail erhält.", STORAGE_TEAM, True),
    w.faith("de-t38-018", "added.fact", "Wofür ist Herr Lang zuständig?", "Herr Lang erhält die monatlichen Rechnungen per E-Mail und darf außerdem den Tarif wechseln.", STORAGE_TEAM, False),
    w.faith("de-t38-019", "para.combine", "Wie viele Leute können das Familienabo nutzen?", "Bis zu fünf Profile sind möglich, und auf höchstens drei Geräten lässt sich zugleich streamen.", FAMILY_PLAN, True),
    w.faith("de-t38-020", "quantifier", "Welche Profile können Filme leihen?", "Im Familienabo können sämtliche Profile Leihfilme kaufen, auch Kinderprofile.", FAMILY_PLAN, False),
    w.faith("de-t38-021", "role.swap", "Wie kommt man ins Familienabo?", "Beim Familienabo schicken die Mitglieder dem Hauptkontoinhaber eine Einladung.", FAMILY_PLAN, False),
    w.faith("de-t38-022", "para.nominal", "Kann mein Kind über sein Profil Filme leihen?", "Für Kinderprofile ist der Kauf von Leihfilmen nicht möglich.", FAMILY_PLAN, True),
    w.faith("de-t38-023", "para.pronoun", "Wer zahlt bei Schäfers das Abo?", "Hauptkontoinhaber ist Jonas Schäfer, und er zahlt auch die Monatsgebühr.", FAMILY_HOUSEHOLD, True),
    w.faith("de-t38-024", "role.swap", "Wer übernimmt die Monatsgebühr im Haushalt Schäfer?", "Die Monatsgebühr übernimmt Lea, die Schwester von Jonas.", FAMILY_HOUSEHOLD, False),
    w.faith("de-t38-025", "fmt.date", "Seit wann sind Downloads begrenzt?", "Seit dem 01.10.2025 lassen sich pro Gerät höchstens 15 Titel herunterladen.", FAMILY_HOUSEHOLD, True),
    w.faith("de-t38-026", "para.combine", "Was bringt mir die Goldkarte?", "Für 6 € im Monat entfallen mit der Goldkarte sowohl die 1,75 % auf Fremdwährungszahlungen als auch die 2,50 € je Auslandsabhebung.", BANK_FEES, True),
    w.faith("de-t38-027", "para.synonym", "Kostet die Basiskarte monatlich etwas?", "Nein, für die Basiskarte fällt keine monatliche Gebühr an.", BANK_FEES, True),
    w.faith("de-t38-028", "fmt.currency", "Was kostet eine zweite Ersatzkarte im selben Jahr?", "Jede Ersatzkarte nach der ersten kostenlosen im Jahr kostet sieben Euro.", BANK_FEES, True),
    w.faith("de-t38-029", "antonym", "Kosten Kartenzahlungen mit der Basiskarte extra?", "Mit der Basiskarte kosten Zahlungen in Inlandswährung 1,75 % des Betrags.", BANK_FEES, False),
    w.faith("de-t38-030", "added.fact", "Lohnt sich die Goldkarte?", "Die Goldkarte kostet 6 € monatlich, erlässt beide Gebühren und enthält obendrein eine Reiseversicherung.", BANK_FEES, False),
    w.faith("de-t38-031", "role.swap", "Welche Fristen gelten bei einer Reklamation?", "Der Händler muss die Zahlung binnen 8 Wochen beanstanden, der Karteninhaber hat danach 21 Tage für eine Stellungnahme.", BANK_DISPUTE, False),
    w.faith("de-t38-032", "para.passive", "Was passiert, nachdem ich eine Zahlung beanstandet habe?", "Der Fall wird vom Reklamationsteam der Nordbank geprüft, und der Betrag kann binnen 5 Bankarbeitstagen vorläufig gutgeschrieben werden.", BANK_DISPUTE, True),
    w.faith("de-t38-033", "modality", "Bekomme ich das Geld schon während der Prüfung zurück?", "Das Reklamationsteam ist verpflichtet, den Betrag innerhalb von 5 Bankarbeitstagen vorläufig gutzuschreiben.", BANK_DISPUTE, False),
    w.faith("de-t38-034", "para.pronoun", "Wie viel Zeit hat der Händler?", "Der Händler? Er hat im Anschluss 21 Tage Zeit, Stellung zu nehmen.", BANK_DISPUTE, True),
    w.faith("de-t38-035", "added.fact", "Wie beanstande ich eine Kartenzahlung?", "Sie haben 8 Wochen nach der Buchung Zeit für die Meldung, die allerdings schriftlich per Brief erfolgen muss.", BANK_DISPUTE, False),
    w.faith("de-t38-036", "fmt.time", "Wann ist der Chat von Serverhafen besetzt?", "Der Chat ist Montag bis Freitag von halb acht morgens bis acht Uhr abends besetzt.", HOST_SUPPORT, True),
    w.faith("de-t38-037", "para.except", "Kann ich am Samstag chatten?", "Nein, am Wochenende ist der Chat nicht besetzt; dann hilft nur der E-Mail-Support.", HOST_SUPPORT, True),
    w.faith("de-t38-038", "value.time", "Bis wann ist der Chat erreichbar?", "Der Chat-Support ist montags bis freitags von 7:30 bis 22:00 Uhr erreichbar.", HOST_SUPPORT, False),
    w.faith("de-t38-039", "added.fact", "Was bekommen Kunden im Profi-Tarif zusätzlich?", "Im Profi-Tarif gibt es zusätzlich eine Telefon-Hotline rund um die Uhr sowie einen persönlichen Ansprechpartner.", HOST_SUPPORT, False),
    w.faith("de-t38-040", "para.combine", "Was ist neu in Heimnetz 6.0?", "Die am 14. Juli 2025 veröffentlichte Version 6.0 unterstützt Thread-Thermostate und hat die Beta-Anwesenheitssimulation gestrichen.", SMART_RELEASE, True),
    w.faith("de-t38-041", "role.swap", "Wer hat den Urlaubsmodus überarbeitet?", "Der Nutzerbeirat hat den Urlaubsmodus anhand der Rückmeldungen des Designteams überarbeitet.", SMART_RELEASE, False),
    w.faith("de-t38-042", "para.synonym", "Wie viele Bedingungen darf eine Automation haben?", "Eine Automation darf jetzt maximal zwölf Bedingungen umfassen.", SMART_RELEASE, True),
    w.faith("de-t38-043", "added.fact", "Was bringt Version 6.0?", "Version 6.0 bringt Unterstützung für Thread-Thermostate und einen neuen Dunkelmodus.", SMART_RELEASE, False),
    w.faith("de-t38-044", "wrap.hedge", "Wann ist Heimnetz 6.0 erschienen?", "Soweit ich den Versionshinweisen entnehmen kann, erschien Version 6.0 am 14. Juli 2025.", SMART_RELEASE, True),
]

CORRECTNESS: list[Case] = [
    w.correct("de-t38-045", "correct.wordy", "Was kostet die Goldkarte der Nordbank?", "Die Goldkarte der Nordbank kostet sechs Euro monatlich; dafür entfallen die Gebühren für Fremdwährungszahlungen und Abhebungen im Ausland.", "6 € im Monat", True),
    w.correct("de-t38-046", "correct.format", "Wann ist Heimnetz 6.0 erschienen?", "Am 14.07.2025.", "14. Juli 2025", True),
    w.correct("de-t38-047", "correct.wordy", "Wie viele Profile erlaubt das Familienabo von Flimmerkiste?", "Im Familienabo von Flimmerkiste lassen sich bis zu fünf Profile anlegen, sodass jeder im Haushalt ein eigenes bekommt.", "Fünf", True),
    w.correct("de-t38-048", "correct.format", "Bis wann ist der Chat von Serverhafen besetzt?", "Bis 8 Uhr abends.", "20:00 Uhr", True),
    w.correct("de-t38-049", "wrong.value", "Wie lange bleiben Dateien im Papierkorb von Wolke M?", "30 Tage lang.", "45 Tage", False),
    w.correct("de-t38-050", "wrong.role", "Wer genehmigt neue Mitglieder im Teamkonto der Kanzlei Vogt?", "Tobias Lang, der Ansprechpartner für die Abrechnung.", "Sabine Krüger, die Administratorin", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
