"""German cases of set t24: Kaution und Kündigung im Mietvertrag, Hausordnung, Urlaubs- und
Homeoffice-Regelung eines Arbeitgebers, Fitnessstudio-Vertrag und Studioregeln,
Prüfungsordnung einer Hochschule, Herstellergarantie eines Akkustaubsaugers und
Roaming-Bedingungen eines Mobilfunktarifs."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

LEASE = (
    "Die Mieterin Sabine Kröger zahlt dem Vermieter Thomas Brandl eine Kaution von drei Nettokaltmieten, insgesamt 2.700 Euro. "
    "Die Kaution kann in drei gleichen monatlichen Raten gezahlt werden; die erste Rate ist zu Beginn des Mietverhältnisses am 1. Juni 2025 fällig. "
    "Die Kündigungsfrist für die Mieterin beträgt drei Monate zum Monatsende."
)
HOUSE_RULES = (
    "Kleintiere wie Hamster oder Wellensittiche dürfen ohne Genehmigung gehalten werden; für Hunde und Katzen ist die schriftliche Zustimmung der Hausverwaltung nötig. "
    "Im Treppenhaus und im Keller ist das Rauchen untersagt. "
    "Die Mittagsruhe gilt werktags von 13 bis 15 Uhr, die Nachtruhe von 22 bis 6 Uhr."
)
LEAVE = (
    "Beschäftigte der Hofmann Maschinenbau GmbH haben bei einer Fünftagewoche Anspruch auf 30 Urlaubstage im Jahr. "
    "Resturlaub muss bis zum 31. März des Folgejahres genommen werden, sonst verfällt er. "
    "Urlaubsanträge sind spätestens zwei Wochen vorher bei der Teamleitung einzureichen. "
    "Während der Betriebsferien vom 23. Dezember bis 2. Januar ist das Werk geschlossen."
)
REMOTE = (
    "Nach der Probezeit können Beschäftigte der Hofmann Maschinenbau GmbH bis zu 60 Prozent ihrer Arbeitszeit im Homeoffice verbringen. "
    "Die Kernarbeitszeit liegt zwischen 9:30 und 14:30 Uhr. "
    "Für Homeoffice-Tage zahlt das Unternehmen eine Pauschale von 6 Euro pro Tag, höchstens 1.260 Euro im Jahr."
)
GYM_CONTRACT = (
    "Der Vertrag mit dem Studio Kraftwerk hat eine Erstlaufzeit von 24 Monaten und kostet 29,90 Euro im Monat. "
    "Danach verlängert er sich jeweils um einen Monat und ist monatlich kündbar. "
    "Bei einem Umzug an einen Ort, der mehr als 30 Kilometer vom nächsten Kraftwerk-Studio entfernt ist, besteht ein Sonderkündigungsrecht."
)
GYM_RULES = (
    "Das Studio Kraftwerk ist montags bis freitags von 6 bis 23 Uhr und am Wochenende von 9 bis 20 Uhr geöffnet. "
    "Die Sauna ist im Monatsbeitrag enthalten; dienstags ist sie allerdings nur für Frauen geöffnet. "
    "Trainerin Jana Vogt erstellt für jedes neue Mitglied kostenlos einen Trainingsplan."
)
EXAM_RULES = (
    "An der Hochschule Rheinau müssen sich Studierende bis spätestens 10. Januar im Online-Portal zu den Prüfungen anmelden. "
    "Ein Rücktritt ist ohne Angabe von Gründen bis sieben Tage vor dem Prüfungstermin möglich. "
    "Jede Prüfung darf höchstens zweimal wiederholt werden."
)
EXAM_ROOM = (
    "Zu Klausuren ist ein amtlicher Lichtbildausweis mitzubringen. "
    "Als Hilfsmittel ist nur ein nicht programmierbarer Taschenrechner erlaubt. "
    "Bei Krankheit muss innerhalb von drei Werktagen ein ärztliches Attest beim Prüfungsamt eingereicht werden. "
    "Über Täuschungsversuche entscheidet Prof. Dr. Martina Lenz als Vorsitzende des Prüfungsausschusses, nachdem die Aufsicht, Herr Jonas Weber, ein Protokoll vorgelegt hat."
)
WARRANTY = (
    "Auf den Akkustaubsauger TurboClean 500 gibt der Hersteller fünf Jahre Garantie auf den Motor und zwei Jahre auf den Akku. "
    "Die Garantie gilt nur, wenn das Gerät innerhalb von 30 Tagen nach dem Kauf online registriert wird. "
    "Verschleißteile wie Filter und Bürsten sind von der Garantie ausgenommen."
)
ROAMING = (
    "Im Tarif Mobil Flex sind Telefonate, SMS und Daten in der gesamten EU ohne Aufpreis enthalten. "
    "In der Schweiz kostet jedes Megabyte 0,49 Euro, eingehende Anrufe sind dort kostenlos. "
    "Sobald Roaming-Kosten von 59 Euro im Monat erreicht sind, wird die Datenverbindung gesperrt, bis der Kunde sie per SMS wieder freischaltet."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # Mietvertrag
    w.faith("de-t24-001", "fmt.currency", "Wie hoch ist die Kaution?", "Die Kaution beträgt 2.700 €, also drei Nettokaltmieten.", LEASE, True),
    w.faith("de-t24-002", "para.synonym", "Muss ich die Kaution auf einmal zahlen?", "Nein, die Kaution darf in drei gleich hohen Monatsraten beglichen werden.", LEASE, True),
    w.faith("de-t24-003", "fmt.date", "Wann ist die erste Rate fällig?", "Die erste Rate wird am 01.06.2025 fällig, wenn das Mietverhältnis beginnt.", LEASE, True),
    w.faith("de-t24-004", "role.swap", "Wer zahlt die Kaution an wen?", "Thomas Brandl zahlt Sabine Kröger eine Kaution von 2.700 Euro.", LEASE, False),
    w.faith("de-t24-005", "value.number", "Mit welcher Frist kann die Mieterin kündigen?", "Die Mieterin kann mit einer Frist von zwei Monaten zum Monatsende kündigen.", LEASE, False),
    # Hausordnung
    w.faith("de-t24-006", "para.except", "Darf ich einen Hamster halten?", "Ja, für Kleintiere wie Hamster brauchen Sie keine Genehmigung – nur bei Hunden und Katzen muss die Hausverwaltung schriftlich zustimmen.", HOUSE_RULES, True),
    w.faith("de-t24-007", "fmt.time", "Wann ist Nachtruhe?", "Nachtruhe herrscht von zehn Uhr abends bis sechs Uhr früh.", HOUSE_RULES, True),
    w.faith("de-t24-008", "para.nominal", "Was brauche ich, wenn ich eine Katze halten will?", "Das Halten einer Katze setzt die schriftliche Zustimmung der Hausverwaltung voraus.", HOUSE_RULES, True),
    w.faith("de-t24-009", "quantifier", "Welche Tiere sind genehmigungspflichtig?", "Für alle Haustiere, auch für Hamster und Wellensittiche, braucht man die schriftliche Zustimmung der Hausverwaltung.", HOUSE_RULES, False),
    w.faith("de-t24-010", "value.time", "Wann ist Mittagsruhe?", "Die Mittagsruhe gilt werktags von 12 bis 14 Uhr.", HOUSE_RULES, False),
    # Urlaub
    w.faith("de-t24-011", "fmt.number", "Wie viel Urlaub gibt es bei Hofmann?", "Bei fünf Arbeitstagen pro Woche stehen den Beschäftigten dreißig Urlaubstage pro Jahr zu.", LEAVE, True),
    w.faith("de-t24-012", "wrap.attribution", "Was passiert mit meinem Resturlaub?", "Laut Urlaubsregelung verfällt Resturlaub, wenn er nicht bis Ende März des Folgejahres genommen wird.", LEAVE, True),
    w.faith("de-t24-013", "para.reorder", "Wann sind Betriebsferien?", "Vom 23. Dezember bis zum 2. Januar bleibt das Werk wegen der Betriebsferien geschlossen.", LEAVE, True),
    w.faith("de-t24-014", "direction", "Bis wann muss ich Urlaub beantragen?", "Urlaubsanträge kann man noch bis zu zwei Wochen nach Urlaubsbeginn bei der Teamleitung nachreichen.", LEAVE, False),
    w.faith("de-t24-015", "added.entity", "Wo reiche ich den Urlaubsantrag ein?", "Urlaubsanträge sind spätestens zwei Wochen vorher bei der Teamleitung und beim Betriebsrat einzureichen.", LEAVE, False),
    # Homeoffice
    w.faith("de-t24-016", "fmt.share", "Wie viel darf ich im Homeoffice arbeiten?", "Nach der Probezeit darf man bis zu drei Fünftel seiner Arbeitszeit von zu Hause aus arbeiten.", REMOTE, True),
    w.faith("de-t24-017", "fmt.time", "Wann ist Kernarbeitszeit?", "Die Kernarbeitszeit reicht von halb zehn bis halb drei.", REMOTE, True),
    w.faith("de-t24-018", "fmt.thousands", "Gibt es einen Zuschuss fürs Homeoffice?", "Pro Homeoffice-Tag zahlt die Firma sechs Euro, maximal 1260 € jährlich.", REMOTE, True),
    w.faith("de-t24-019", "modality", "Wie viel Homeoffice ist nach der Probezeit vorgesehen?", "Nach der Probezeit müssen Beschäftigte 60 Prozent ihrer Arbeitszeit im Homeoffice verbringen.", REMOTE, False),
    w.faith("de-t24-020", "value.currency", "Wie hoch ist die Homeoffice-Pauschale?", "Die Homeoffice-Pauschale beträgt 5 Euro pro Tag.", REMOTE, False),
    # Fitnessvertrag
    w.faith("de-t24-021", "fmt.period", "Wie lange läuft der Vertrag mindestens?", "Die Mindestlaufzeit beträgt zwei Jahre, der Monatsbeitrag 29,90 €.", GYM_CONTRACT, True),
    w.faith("de-t24-022", "para.relative", "Kann ich bei einem Umzug früher kündigen?", "Wer an einen Ort zieht, der über 30 Kilometer vom nächsten Kraftwerk-Studio entfernt liegt, hat ein Sonderkündigungsrecht.", GYM_CONTRACT, True),
    w.faith("de-t24-023", "value.unit", "Was passiert nach den ersten 24 Monaten?", "Danach verlängert sich der Vertrag jeweils um ein Jahr.", GYM_CONTRACT, False),
    w.faith("de-t24-024", "negation", "Gilt ein Umzug als Kündigungsgrund?", "Ein Umzug berechtigt nicht zur Sonderkündigung, selbst wenn das nächste Studio mehr als 30 Kilometer entfernt ist.", GYM_CONTRACT, False),
    # Studioregeln
    w.faith("de-t24-025", "para.except", "Kann ich dienstags in die Sauna?", "Dienstags ist die Sauna Frauen vorbehalten; an den übrigen Tagen können alle Mitglieder sie ohne Aufpreis nutzen.", GYM_RULES, True),
    w.faith("de-t24-026", "wrap.closer", "Bekomme ich als neues Mitglied einen Trainingsplan?", "Ja, Trainerin Jana Vogt erstellt jedem neuen Mitglied kostenlos einen Trainingsplan. Viel Spaß beim Training!", GYM_RULES, True),
    w.faith("de-t24-027", "value.time", "Wann hat das Studio am Wochenende geöffnet?", "Am Wochenende ist das Studio von 8 bis 20 Uhr geöffnet.", GYM_RULES, False),
    w.faith("de-t24-028", "added.fact", "Kostet die Sauna extra?", "Nein, die Sauna ist im Monatsbeitrag enthalten, und Handtücher bekommt man gratis dazu.", GYM_RULES, False),
    # Prüfungsordnung
    w.faith("de-t24-029", "fmt.date", "Bis wann muss ich mich zur Prüfung anmelden?", "Die Anmeldung im Online-Portal ist bis spätestens 10.01. möglich.", EXAM_RULES, True),
    w.faith("de-t24-030", "wrap.hedge", "Kann ich von einer Prüfung zurücktreten?", "Soweit ich weiß, kann man bis eine Woche vor dem Prüfungstermin ohne Begründung zurücktreten.", EXAM_RULES, True),
    w.faith("de-t24-031", "value.number", "Wie oft darf ich eine Prüfung wiederholen?", "Jede Prüfung darf höchstens dreimal wiederholt werden.", EXAM_RULES, False),
    w.faith("de-t24-032", "modality", "Ist die Anmeldefrist verbindlich?", "Studierende sollten sich möglichst bis zum 10. Januar anmelden, eine spätere Anmeldung ist aber auch möglich.", EXAM_RULES, False),
    # Klausuren
    w.faith("de-t24-033", "para.combine", "Was darf ich in die Klausur mitnehmen?", "Mitzubringen ist ein amtlicher Lichtbildausweis; als einziges Hilfsmittel ist ein nicht programmierbarer Taschenrechner zugelassen.", EXAM_ROOM, True),
    w.faith("de-t24-034", "para.relative", "Wer entscheidet über Täuschungsversuche?", "Prof. Dr. Martina Lenz, die den Prüfungsausschuss leitet, entscheidet darüber, nachdem die Aufsicht Jonas Weber ein Protokoll vorgelegt hat.", EXAM_ROOM, True),
    w.faith("de-t24-035", "role.swap", "Wie läuft es bei einem Täuschungsversuch ab?", "Über Täuschungsversuche entscheidet Jonas Weber, nachdem Prof. Dr. Martina Lenz ein Protokoll vorgelegt hat.", EXAM_ROOM, False),
    w.faith("de-t24-036", "value.number", "Bis wann muss das Attest da sein?", "Ein Attest muss innerhalb von fünf Werktagen beim Prüfungsamt eingehen.", EXAM_ROOM, False),
    # Garantie
    w.faith("de-t24-037", "para.except", "Sind die Bürsten von der Garantie abgedeckt?", "Nein, Verschleißteile wie Bürsten und Filter fallen nicht unter die Garantie.", WARRANTY, True),
    w.faith("de-t24-038", "para.part", "Wie lange ist der Akku abgesichert?", "Auf den Akku gibt der Hersteller zwei Jahre Garantie.", WARRANTY, True),
    w.faith("de-t24-039", "value.except", "Was deckt die Garantie ab?", "Die Garantie gilt für alle Teile, Filter und Bürsten eingeschlossen.", WARRANTY, False),
    w.faith("de-t24-040", "negation", "Muss ich das Gerät registrieren?", "Die Garantie gilt auch ohne Online-Registrierung.", WARRANTY, False),
    # Roaming
    w.faith("de-t24-041", "fmt.currency", "Was kostet Roaming in der Schweiz?", "In der Schweiz zahlt man 49 Cent pro Megabyte; angenommene Anrufe kosten dort nichts.", ROAMING, True),
    w.faith("de-t24-042", "wrap.opener", "Kostet Telefonieren in der EU extra?", "Gute Frage! In der EU können Sie telefonieren, simsen und surfen, ohne dass zusätzliche Kosten anfallen.", ROAMING, True),
    w.faith("de-t24-043", "value.currency", "Ab wann wird die Datenverbindung gesperrt?", "Die Datenverbindung wird gesperrt, sobald Roaming-Kosten von 50 Euro im Monat erreicht sind.", ROAMING, False),
    w.faith("de-t24-044", "antonym", "Welche Anrufe sind in der Schweiz kostenlos?", "In der Schweiz sind ausgehende Anrufe kostenlos.", ROAMING, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-t24-045", "correct.wordy", "Wie hoch ist die Kaution?", "Sabine Kröger muss eine Kaution in Höhe von insgesamt 2.700 Euro leisten, was drei Nettokaltmieten entspricht.", "2.700 Euro.", True),
    w.correct("de-t24-046", "correct.format", "Wann beginnt die Kernarbeitszeit?", "Um halb zehn morgens.", "Um 9:30 Uhr.", True),
    w.correct("de-t24-047", "correct.format", "Wie lange ist die Mindestlaufzeit im Studio Kraftwerk?", "Zwei Jahre.", "24 Monate.", True),
    w.correct("de-t24-048", "correct.wordy", "Wie viele Urlaubstage gibt es bei Hofmann?", "Bei einer Fünftagewoche haben die Beschäftigten der Hofmann Maschinenbau GmbH Anspruch auf insgesamt dreißig Urlaubstage pro Jahr.", "30 Tage im Jahr.", True),
    w.correct("de-t24-049", "wrong.value", "Wie lange gilt die Garantie auf den Motor?", "Auf den Motor gibt es zwei Jahre Garantie.", "Fünf Jahre.", False),
    w.correct("de-t24-050", "wrong.role", "Wer entscheidet über Täuschungsversuche?", "Darüber entscheidet die Aufsicht, Herr Jonas Weber.", "Prof. Dr. Martina Lenz.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
