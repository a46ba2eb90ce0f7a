"""Fresh set J, German: boat rental, licence fee, piano tuner, publisher, car inspection,
camping, gallery, tax firm and ice rink documents."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("de")

BOATS = (
    "Der Bootsverleih Seeblick verleiht Ruderboote für 12 € pro Stunde und Tretboote für 15 € pro Stunde. "
    "In jedes Boot passen höchstens vier Personen. "
    "Schwimmwesten werden kostenlos ausgegeben. "
    "Die Boote müssen bis 19 Uhr zurückgegeben werden."
)
LICENCE = (
    "Der Rundfunkbeitrag für den Landessender Nordfunk beträgt 18,36 € im Monat pro Wohnung. "
    "Er wird in der Regel alle drei Monate im Voraus gezahlt. "
    "Wer Bürgergeld bezieht, kann sich auf Antrag vom Beitrag befreien lassen."
)
PIANO = (
    "Klavierstimmer Jonas Brandt stimmt Klaviere und Flügel im Raum Freiburg. "
    "Eine Stimmung dauert etwa 1,5 Stunden und kostet 130 €. "
    "Für Anfahrten außerhalb von Freiburg berechnet er zusätzlich 0,50 € pro Kilometer."
)
PUBLISHER = (
    "Der Verlag Lindenhaus wurde 1897 von Clara Weidner in Leipzig gegründet. "
    "1951 zog der Verlag von Leipzig nach Frankfurt um. "
    "1989 fusionierte Lindenhaus mit dem Kranich Verlag, und 2012 übernahm die Mediengruppe Hartmann das Unternehmen."
)
CAR_CHECK = (
    "Die Prüfstelle Südring führt Hauptuntersuchungen für Pkw und Motorräder durch. "
    "Eine Hauptuntersuchung für einen Pkw kostet 139 € und dauert etwa 30 Minuten. "
    "Neuwagen müssen erstmals nach drei Jahren, danach alle zwei Jahre zur Hauptuntersuchung. "
    "Termine können online gebucht werden."
)
CAMPING = (
    "Der Campingplatz Waldsee hat 150 Stellplätze und ist von April bis Oktober geöffnet. "
    "Ein Stellplatz kostet 24 € pro Nacht. "
    "Die Rezeption ist täglich von 8 bis 20 Uhr besetzt. "
    "Hunde sind erlaubt, müssen aber an der Leine geführt werden."
)
GALLERY = (
    "Die Galerie Morgenrot zeigt zeitgenössische Malerei. "
    "Sie ist dienstags bis sonntags von 11 bis 18 Uhr geöffnet. "
    "Der Eintritt kostet 8 €, Studierende zahlen 5 €."
)
TAX = (
    "Die Steuerkanzlei Vogt & Partner erstellt Einkommensteuererklärungen ab 250 €. "
    "Die Unterlagen müssen bis zum 31. Mai eingereicht werden. "
    "Das Erstgespräch dauert 45 Minuten und ist kostenlos."
)
ICE_RINK = (
    "Die Eishalle Bergstadt ist von Oktober bis März geöffnet. "
    "Der Eintritt kostet für Erwachsene 6,50 €, Schlittschuhe können für 4 € ausgeliehen werden. "
    "Kinder unter 8 Jahren müssen einen Helm tragen."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases
    w.faith("de-j-001", "para.passive", "Wer hat den Verlag Lindenhaus gegründet?", "Clara Weidner gründete den Verlag Lindenhaus 1897 in Leipzig.", PUBLISHER, True),
    w.faith("de-j-002", "para.nominal", "Bis wann muss ich das Boot zurückbringen?", "Die Rückgabe der Boote muss bis 19 Uhr erfolgen.", BOATS, True),
    w.faith("de-j-003", "para.relative", "Wann hat der Campingplatz Waldsee geöffnet?", "Der Campingplatz Waldsee, der 150 Stellplätze hat, ist von April bis Oktober geöffnet.", CAMPING, True),
    w.faith("de-j-004", "para.pronoun", "Was kostet eine Stimmung bei Jonas Brandt?", "Bei ihm kostet eine Stimmung 130 € und dauert etwa 1,5 Stunden.", PIANO, True),
    w.faith("de-j-005", "fmt.period", "Wie lange dauert eine Klavierstimmung?", "Eine Stimmung dauert etwa 90 Minuten.", PIANO, True),
    w.faith("de-j-006", "fmt.currency", "Wie teuer ist eine Hauptuntersuchung?", "Eine Hauptuntersuchung für einen Pkw kostet 139 Euro und dauert etwa 30 Minuten.", CAR_CHECK, True),
    w.faith("de-j-007", "fmt.range", "Wann hat die Galerie geöffnet?", "Die Galerie Morgenrot ist dienstags bis sonntags 11–18 Uhr geöffnet.", GALLERY, True),
    w.faith("de-j-008", "fmt.time", "Wann ist die Rezeption besetzt?", "Die Rezeption ist täglich von 8:00 bis 20:00 Uhr besetzt.", CAMPING, True),
    w.faith("de-j-009", "fmt.abbrev", "Welche Fahrzeuge prüft die Prüfstelle Südring?", "Die Prüfstelle Südring führt Hauptuntersuchungen für Personenkraftwagen und Motorräder durch.", CAR_CHECK, True),
    w.faith("de-j-010", "para.part", "Wie viel kostet ein Stellplatz?", "Ein Stellplatz kostet 24 € pro Nacht.", CAMPING, True),
    w.faith("de-j-011", "wrap.opener", "Wie hoch ist der Rundfunkbeitrag?", "Gern! Der Rundfunkbeitrag für den Nordfunk beträgt 18,36 € im Monat pro Wohnung.", LICENCE, True),
    w.faith("de-j-012", "wrap.attribution", "Ist das Erstgespräch kostenlos?", "Laut den Informationen der Kanzlei dauert das Erstgespräch 45 Minuten und ist kostenlos.", TAX, True),
    w.faith("de-j-013", "para.synonym", "Wie viele Leute passen in ein Boot?", "Ein Boot bietet Platz für maximal vier Personen.", BOATS, True),
    # one clear error each
    w.faith("de-j-014", "value.number", "Wie lange dauert die Hauptuntersuchung?", "Eine Hauptuntersuchung für einen Pkw kostet 139 € und dauert etwa 45 Minuten.", CAR_CHECK, False),
    w.faith("de-j-015", "value.date", "Bis wann muss ich meine Unterlagen abgeben?", "Die Unterlagen müssen bis zum 30. Juni eingereicht werden.", TAX, False),
    w.faith("de-j-016", "role.swap", "Was geschah 2012 mit Lindenhaus?", "2012 übernahm Lindenhaus die Mediengruppe Hartmann.", PUBLISHER, False),
    w.faith("de-j-017", "negation", "Darf ich meinen Hund mitbringen?", "Hunde sind auf dem Campingplatz Waldsee nicht erlaubt.", CAMPING, False),
    w.faith("de-j-018", "modality", "Braucht mein Kind einen Helm?", "Für Kinder unter 8 Jahren wird ein Helm empfohlen, er ist aber nicht Pflicht.", ICE_RINK, False),
    w.faith("de-j-019", "value.unit", "Was kostet die Anfahrt außerhalb von Freiburg?", "Für Anfahrten außerhalb von Freiburg berechnet er zusätzlich 0,50 € pro Meile.", PIANO, False),
    w.faith("de-j-020", "direction", "Wohin ist der Verlag 1951 umgezogen?", "1951 zog der Verlag von Frankfurt nach Leipzig um.", PUBLISHER, False),
    w.faith("de-j-021", "added.fact", "Was kostet ein Tretboot?", "Tretboote kosten 15 € pro Stunde, die erste halbe Stunde ist gratis.", BOATS, False),
]

REFUSAL: list[Case] = [
    w.refusal("de-j-022", "refusal.plain", "Gibt es in der Galerie ein Café?", "Das weiß ich leider nicht.", GALLERY, True),
    w.refusal("de-j-023", "refusal.long", "Kann man in der Eishalle Kindergeburtstage feiern?", "Vielen Dank für Ihre Frage. Ich habe die vorliegenden Informationen zur Eishalle Bergstadt durchgesehen, also die Öffnungszeiten, die Eintrittspreise, den Schlittschuhverleih und die Helmpflicht für Kinder. Zu Kindergeburtstagen steht darin allerdings nichts, deshalb kann ich Ihre Frage leider nicht beantworten. Am besten wenden Sie sich direkt an die Eishalle.", ICE_RINK, True),
    w.refusal("de-j-024", "refusal.hedged", "Wie viel zahlen Studierende in der Galerie?", "Ganz sicher bin ich mir nicht, aber laut den Unterlagen zahlen Studierende 5 €.", GALLERY, False),
]

CORRECTNESS: list[Case] = [
    w.correct("de-j-025", "correct.wordy", "Wann fusionierte Lindenhaus mit dem Kranich Verlag?", "Das war im Jahr 1989 – damals schlossen sich Lindenhaus und der Kranich Verlag zusammen.", "1989.", True),
    w.correct("de-j-026", "correct.format", "Wie hoch ist der Rundfunkbeitrag im Monat?", "Achtzehn Euro und sechsunddreißig Cent pro Monat.", "18,36 € pro Monat.", True),
    w.correct("de-j-027", "wrong.value", "Was kostet eine Stimmung bei Jonas Brandt?", "Eine Stimmung kostet 150 €.", "Eine Stimmung kostet 130 €.", False),
    w.correct("de-j-028", "wrong.echo", "Wie teuer ist der Schlittschuhverleih in der Eishalle Bergstadt?", "Sie möchten wissen, wie teuer der Schlittschuhverleih in der Eishalle Bergstadt ist.", "Schlittschuhe kosten 4 €.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("de-j-029", "relevant.direct", "Wie lange muss ich für die HU einplanen?", "Etwa eine halbe Stunde.", CAR_CHECK, True),
    w.relevant("de-j-030", "relevant.yesno", "Kann ich mich als Bürgergeld-Empfänger vom Beitrag befreien lassen?", "Ja, auf Antrag ist das möglich.", LICENCE, True),
    w.relevant("de-j-031", "offtopic.other", "Was kostet der Eintritt in der Galerie?", "Der Campingplatz Waldsee ist von April bis Oktober geöffnet.", GALLERY, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("de-j-032", "diag.pass", "Was kostet ein Ruderboot beim Bootsverleih Seeblick?", "Ein Ruderboot kostet 12 € pro Stunde.", {"boats-1": BOATS, "camping-1": CAMPING}, ("boats-1",), "pass"),
    w.diag("de-j-033", "diag.unfaithful", "Wann muss ein Neuwagen zum ersten Mal zur Hauptuntersuchung?", "Neuwagen müssen erstmals nach einem Jahr zur Hauptuntersuchung.", {"car-1": CAR_CHECK}, ("car-1",), "fix_generation"),
    w.diag("de-j-034", "diag.missed", "Ab welchem Preis erstellt Vogt & Partner eine Steuererklärung?", "Dazu finde ich in den Dokumenten leider keine Angaben.", {"gallery-1": GALLERY, "ice-1": ICE_RINK}, ("tax-1",), "fix_retrieval"),
    w.diag("de-j-035", "diag.correct_refusal", "Verleiht der Bootsverleih Seeblick auch Kajaks?", "Dazu enthalten die Unterlagen keine Informationen.", {"boats-1": BOATS}, (), "correct_refusal"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
