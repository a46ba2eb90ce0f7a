# ruff: noqa: E501
"""Fresh set I, German: German number, money, weight and time forms (14 Uhr, 1.500 €,
3,5 kg), on a recycling centre, a bicycle workshop, a hotel's history, a bank, a national
park, a cleaning company, a laundry, a chess club and e-scooters."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

RECYCLE = (
    "Der Wertstoffhof Lindenau ist montags bis samstags von 8 bis 18 Uhr geöffnet. "
    "Pro Anlieferung können Privatpersonen bis zu 200 kg Grünschnitt kostenlos abgeben. "
    "Altreifen werden gegen eine Gebühr von 3 € pro Stück angenommen. Asbest wird nicht angenommen."
)
BIKE = (
    "Jonas Weber gründete die Fahrradwerkstatt Speiche & Kette in Freiburg im Jahr 2011. "
    "Eine Standardinspektion kostet 59 € und dauert in der Regel zwei Werktage."
)
HOTEL = (
    "Das Hotel Seeblick wurde 1908 von Friedrich Hartmann gegründet. "
    "1972 verkaufte seine Enkelin Clara Hartmann das Haus an die Familie Vogel. Seit 2010 führt Thomas Vogel das Hotel."
)
BANK = (
    "Das Girokonto „Alltag“ der Nordbank kostet 4,90 € im Monat. Für Kundinnen und Kunden unter 25 Jahren ist es kostenlos. "
    "Auf Anfrage ist ein Dispositionskredit von bis zu 1.500 € möglich."
)
PARK = (
    "Das Besucherzentrum des Nationalparks Hochmoor ist von April bis Oktober täglich von 9 bis 17 Uhr geöffnet. "
    "Geführte Wanderungen starten um 10:30 Uhr am Haupteingang. Der Rundweg zum Gipfel ist 12 km lang."
)
CLEAN = (
    "Die Firma Blitzblank schickt zu jedem Auftrag zwei Reinigungskräfte. "
    "Eine Grundreinigung einer Dreizimmerwohnung dauert etwa drei Stunden. "
    "Kostenlos stornieren kann man bis 24 Stunden vor dem Termin."
)
LAUNDRY = (
    "Der Wäscheservice Frischewind holt die Wäsche montags und donnerstags bei Ihnen zu Hause ab. "
    "Ein Wäschesack darf höchstens 3,5 kg wiegen. Die saubere Wäsche wird innerhalb von 48 Stunden zurückgebracht."
)
CHESS = (
    "Der Schachverein Turm Kreuzberg trifft sich jeden Donnerstag um 19 Uhr im Gemeindehaus. "
    "Alle Mitglieder dürfen an den Vereinsturnieren teilnehmen. "
    "Der Jahresbeitrag beträgt 60 € für Erwachsene und 30 € für Jugendliche."
)

# diagnosis documents
D_SCOOTER_PRICE = "E-Roller von FlinkFahrt kosten 1 € zum Entsperren und 0,25 € pro Minute."
D_SCOOTER_AGE = "Wer einen E-Roller von FlinkFahrt fahren möchte, muss mindestens 18 Jahre alt sein."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("de-i-001", "fmt.time", "Wann hat der Wertstoffhof geöffnet?", "Der Wertstoffhof Lindenau hat montags bis samstags von 08:00 bis 18:00 Uhr geöffnet.", RECYCLE, True),
    w.faith("de-i-002", "para.passive", "Wer hat Speiche & Kette gegründet?", "Die Werkstatt Speiche & Kette wurde 2011 von Jonas Weber gegründet.", BIKE, True),
    w.faith("de-i-003", "para.relative", "Wer hat das Hotel Seeblick gegründet?", "Gegründet wurde es von Friedrich Hartmann, dessen Enkelin Clara das Haus 1972 an die Familie Vogel verkaufte.", HOTEL, True),
    w.faith("de-i-004", "fmt.thousands", "Wie hoch kann der Dispo beim Girokonto „Alltag“ sein?", "Auf Anfrage ist ein Dispositionskredit von bis zu 1500 € möglich.", BANK, True),
    w.faith("de-i-005", "fmt.range", "Wann ist das Besucherzentrum geöffnet?", "Von April bis Oktober täglich 9–17 Uhr.", PARK, True),
    w.faith("de-i-006", "wrap.hedge", "Wie lange dauert eine Grundreinigung?", "Soweit ich den Unterlagen entnehmen kann, dauert die Grundreinigung einer Dreizimmerwohnung etwa drei Stunden.", CLEAN, True),
    w.faith("de-i-007", "fmt.unit", "Wie schwer darf ein Wäschesack sein?", "Ein Wäschesack darf höchstens 3500 g wiegen.", LAUNDRY, True),
    w.faith("de-i-008", "para.part", "Holt Frischewind die Wäsche ab?", "Ja, die Wäsche wird bei Ihnen zu Hause abgeholt.", LAUNDRY, True),
    w.faith("de-i-009", "negation", "Kann ich Asbest beim Wertstoffhof abgeben?", "Ja, Asbest wird am Wertstoffhof Lindenau angenommen.", RECYCLE, False),
    w.faith("de-i-010", "value.unit", "Wie viel Grünschnitt darf ich kostenlos abgeben?", "Pro Anlieferung können Sie bis zu 200 g Grünschnitt kostenlos abgeben.", RECYCLE, False),
    w.faith("de-i-011", "role.swap", "Was geschah 1972 mit dem Hotel Seeblick?", "1972 verkaufte die Familie Vogel das Hotel an Clara Hartmann.", HOTEL, False),
    w.faith("de-i-012", "direction", "Wer zahlt nichts für das Girokonto „Alltag“?", "Für Kundinnen und Kunden über 25 Jahren ist das Girokonto kostenlos.", BANK, False),
    w.faith("de-i-013", "value.number", "Wie lang ist der Rundweg zum Gipfel?", "Der Rundweg zum Gipfel ist 21 km lang.", PARK, False),
    w.faith("de-i-014", "added.fact", "Wie viele Reinigungskräfte kommen?", "Zu jedem Auftrag schickt Blitzblank zwei Reinigungskräfte, die ihre eigenen Putzmittel mitbringen.", CLEAN, False),
    w.faith("de-i-015", "quantifier", "Wer darf an den Vereinsturnieren teilnehmen?", "Nur einige Mitglieder dürfen an den Vereinsturnieren teilnehmen.", CHESS, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-i-016", "refusal.plain", "Wer ist der Vorsitzende des Schachvereins?", "Das weiß ich leider nicht.", CHESS, True),
    w.refusal("de-i-017", "refusal.long", "Gibt es im Besucherzentrum ein Café?", "Vielen Dank für Ihre Frage. Ich habe die vorliegenden Informationen zum Besucherzentrum des Nationalparks Hochmoor durchgesehen; sie enthalten Angaben zu den Öffnungszeiten, zu den geführten Wanderungen und zum Rundweg, aber nichts dazu, ob es dort ein Café gibt. Daher kann ich Ihnen diese Frage leider nicht zuverlässig beantworten. Am besten wenden Sie sich direkt an das Besucherzentrum.", PARK, True),
    w.refusal("de-i-018", "refusal.partial", "Was kostet das Girokonto „Alltag“, und gibt es eine Kreditkarte dazu?", "Das Girokonto „Alltag“ kostet 4,90 € im Monat. Ob es eine Kreditkarte dazu gibt, geht aus den Unterlagen nicht hervor.", BANK, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-i-019", "correct.short", "Wann wurde das Hotel Seeblick gegründet?", "1908.", "Das Hotel Seeblick wurde 1908 gegründet.", True),
    w.correct("de-i-020", "wrong.role", "Wer hat 1972 das Hotel an wen verkauft?", "Die Familie Vogel hat das Hotel an Clara Hartmann verkauft.", "Clara Hartmann verkaufte das Hotel an die Familie Vogel.", False),
    w.correct("de-i-021", "wrong.value", "Was kostet eine Standardinspektion bei Speiche & Kette?", "Eine Standardinspektion kostet 95 €.", "Eine Standardinspektion kostet 59 €.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("de-i-022", "relevant.direct", "Mit wie vielen Leuten rückt Blitzblank an?", "Es kommen zwei Reinigungskräfte.", CLEAN, True),
    w.relevant("de-i-023", "relevant.yesno", "Muss ich für Altreifen bezahlen?", "Ja, 3 € pro Stück.", RECYCLE, True),
    w.relevant("de-i-024", "offtopic.true", "Wann starten die geführten Wanderungen?", "Der Rundweg zum Gipfel ist 12 km lang.", PARK, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-i-025", "diag.pass", "Wie alt muss man sein, um einen FlinkFahrt-Roller zu fahren?", "Man muss mindestens 18 Jahre alt sein.", {"roller-preise": D_SCOOTER_PRICE, "roller-alter": D_SCOOTER_AGE}, ("roller-alter",), "pass"),
    w.diag("de-i-026", "diag.unfaithful", "Was kostet eine Minute mit dem FlinkFahrt-Roller?", "Eine Minute kostet 0,35 €.", {"roller-preise": D_SCOOTER_PRICE, "roller-alter": D_SCOOTER_AGE}, ("roller-preise",), "fix_generation"),
    w.diag("de-i-027", "diag.missed", "Was kosten Passbilder bei Lichtblick?", "Dazu habe ich leider keine Informationen gefunden.", {"roller-preise": D_SCOOTER_PRICE, "roller-alter": D_SCOOTER_AGE}, ("foto-passbild",), "fix_retrieval"),
    w.diag("de-i-028", "diag.correct_refusal", "Kann man bei FlinkFahrt einen Helm ausleihen?", "In den vorliegenden Dokumenten steht nicht, ob man bei FlinkFahrt einen Helm ausleihen kann.", {"roller-preise": D_SCOOTER_PRICE, "roller-alter": D_SCOOTER_AGE}, (), "correct_refusal"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
