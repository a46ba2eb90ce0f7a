# ruff: noqa: E501
"""Fresh set I, French: French number, money and time forms (14 h 30, 1 200 000, 7,50 €),
on an archive, a cinema, e-scooters, a laundry, a night school, a hotel's history, a photo
studio, a water utility and a chess club."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

ARCHIVE = (
    "Les Archives municipales de Valmont conservent environ 1,2 million de documents. "
    "La salle de lecture est ouverte du mardi au vendredi, de 9 h 30 à 17 h. "
    "La carte de lecteur est délivrée gratuitement. Les lecteurs peuvent réserver une place à l'avance."
)
CINEMA = (
    "Le cinéma Lumière Bastide compte quatre salles. La salle 1, la plus grande, offre 280 places. "
    "La place coûte 11 € en tarif plein et 7,50 € pour les moins de 14 ans. "
    "Le cinéma est ouvert tous les jours sauf le lundi."
)
SCOOTER = (
    "Les trottinettes électriques Glisse coûtent 1 € au déverrouillage, puis 0,25 € la minute. "
    "Il faut avoir au moins 18 ans pour les utiliser. Leur vitesse est limitée à 20 km/h."
)
LAUNDRY = (
    "La blanchisserie Linge Frais récupère le linge à domicile le lundi et le jeudi. "
    "Le linge propre est rendu sous 48 heures. Les vêtements délicats sont lavés à la main sans supplément."
)
NIGHT = (
    "L'école du soir Jean-Moulin propose des cours du lundi au jeudi, de 18 h 30 à 20 h 30. "
    "Le cours d'italien coûte 300 € par trimestre. Les plus de 65 ans paient la moitié du tarif."
)
HOTEL = (
    "L'hôtel des Tilleuls a été fondé en 1932 par Louise Marchand. "
    "En 1979, son fils Henri Marchand l'a vendu à la famille Dubois. Depuis 2012, l'hôtel est dirigé par Camille Dubois."
)
PHOTO = (
    "Le studio Focale réalise des photos d'identité pour 10 €, prêtes en 5 minutes. "
    "Une séance portrait en famille d'une heure coûte 120 € et comprend 12 photos retouchées."
)

# diagnosis documents
D_WATER_BILL = "La Régie des eaux de Montbrun facture ses abonnés tous les trois mois."
D_WATER_LEAK = "Les fuites situées après le compteur doivent être réparées par le propriétaire du logement."
D_CHESS = "Le club d'échecs de Montbrun se réunit le vendredi à 20 h à la salle des fêtes."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("fr-i-001", "fmt.scale", "Combien de documents les archives conservent-elles ?", "Les Archives municipales de Valmont conservent environ 1 200 000 documents.", ARCHIVE, True),
    w.faith("fr-i-002", "fmt.time", "Quels sont les horaires de la salle de lecture ?", "La salle de lecture est ouverte du mardi au vendredi, de 9:30 à 17:00.", ARCHIVE, True),
    w.faith("fr-i-003", "fmt.abbrev", "À quelle vitesse roulent les trottinettes Glisse ?", "Leur vitesse est limitée à 20 kilomètres à l'heure.", SCOOTER, True),
    w.faith("fr-i-004", "para.pronoun", "Combien coûtent les trottinettes Glisse ?", "Elles coûtent 1 € au déverrouillage, puis 0,25 € la minute.", SCOOTER, True),
    w.faith("fr-i-005", "wrap.closer", "Les vêtements délicats coûtent-ils plus cher ?", "Non, les vêtements délicats sont lavés à la main sans supplément. N'hésitez pas si vous avez d'autres questions !", LAUNDRY, True),
    w.faith("fr-i-006", "fmt.share", "Y a-t-il un tarif réduit pour les plus de 65 ans ?", "Oui, les plus de 65 ans bénéficient d'une réduction de 50 % sur le tarif.", NIGHT, True),
    w.faith("fr-i-007", "para.reorder", "Quand ont lieu les cours du soir ?", "De 18 h 30 à 20 h 30, du lundi au jeudi, l'école du soir Jean-Moulin propose des cours.", NIGHT, True),
    w.faith("fr-i-008", "wrap.question", "Qui a fondé l'hôtel des Tilleuls ?", "L'hôtel des Tilleuls a été fondé en 1932 par Louise Marchand. Souhaitez-vous en savoir plus sur son histoire ?", HOTEL, True),
    w.faith("fr-i-009", "modality", "Faut-il réserver une place en salle de lecture ?", "Oui, la réservation d'une place à l'avance est obligatoire.", ARCHIVE, False),
    w.faith("fr-i-010", "value.except", "Quel jour le cinéma est-il fermé ?", "Le cinéma Lumière Bastide est ouvert tous les jours sauf le mardi.", CINEMA, False),
    w.faith("fr-i-011", "antonym", "Parlez-moi de la salle 1.", "La salle 1, la plus petite du cinéma, offre 280 places.", CINEMA, False),
    w.faith("fr-i-012", "value.currency", "Combien coûte une place pour un enfant de 10 ans ?", "Pour les moins de 14 ans, la place coûte 7,50 CHF.", CINEMA, False),
    w.faith("fr-i-013", "value.time", "À quelle heure commencent les cours du soir ?", "Les cours commencent à 19 h 30.", NIGHT, False),
    w.faith("fr-i-014", "added.entity", "Qui dirige l'hôtel des Tilleuls ?", "Depuis 2012, l'hôtel est dirigé par Camille Dubois et son associé Marc Lefèvre.", HOTEL, False),
    w.faith("fr-i-015", "mixed", "Que comprend la séance portrait en famille ?", "La séance d'une heure coûte 120 € et comprend 20 photos retouchées.", PHOTO, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-i-016", "refusal.context", "Combien coûte une chambre double à l'hôtel des Tilleuls ?", "Les documents fournis ne mentionnent pas le prix des chambres.", HOTEL, True),
    w.refusal("fr-i-017", "refusal.short", "Linge Frais lave-t-il les couettes ?", "Je ne sais pas.", LAUNDRY, True),
    w.refusal("fr-i-018", "refusal.hedged", "Quel est l'âge minimum pour utiliser les trottinettes Glisse ?", "Je n'en suis pas absolument sûr, mais il semble qu'il faille avoir au moins 18 ans.", SCOOTER, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-i-019", "correct.wordy", "Qui a racheté l'hôtel des Tilleuls en 1979 ?", "D'après l'historique de l'établissement, c'est la famille Dubois qui a racheté l'hôtel des Tilleuls en 1979, lorsque Henri Marchand, le fils de la fondatrice, l'a vendu.", "La famille Dubois.", True),
    w.correct("fr-i-020", "correct.format", "Combien coûte le cours d'italien ?", "Trois cents euros (par trimestre).", "300 € par trimestre.", True),
    w.correct("fr-i-021", "wrong.echo", "Combien de places offre la salle 1 ?", "La salle 1 offre un certain nombre de places.", "La salle 1 offre 280 places.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-i-022", "relevant.direct", "Ça revient à combien pour un enfant de 10 ans ?", "7,50 €.", CINEMA, True),
    w.relevant("fr-i-023", "offtopic.other", "Combien coûte le cours d'italien ?", "Les trottinettes Glisse sont limitées à 20 km/h.", NIGHT, False),
    w.relevant("fr-i-024", "relevant.yesno", "La carte de lecteur est-elle payante ?", "Non, elle est délivrée gratuitement.", ARCHIVE, True),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-i-025", "diag.pass", "Tous les combien la Régie des eaux envoie-t-elle une facture ?", "Les abonnés sont facturés tous les trois mois.", {"eau-facture": D_WATER_BILL, "eau-fuite": D_WATER_LEAK}, ("eau-facture",), "pass"),
    w.diag("fr-i-026", "diag.offtopic", "Qui doit réparer une fuite située après le compteur ?", "La Régie des eaux de Montbrun facture ses abonnés tous les trois mois.", {"eau-facture": D_WATER_BILL, "eau-fuite": D_WATER_LEAK}, ("eau-fuite",), "fix_generation"),
    w.diag("fr-i-027", "diag.refused", "Quand le club d'échecs de Montbrun se réunit-il ?", "Désolé, je ne trouve pas cette information dans les documents.", {"echecs-reunion": D_CHESS, "eau-facture": D_WATER_BILL}, ("echecs-reunion",), "fix_generation"),
    w.diag("fr-i-028", "diag.should_refuse", "Combien coûte l'adhésion au club d'échecs de Montbrun ?", "L'adhésion coûte 40 € par an.", {"echecs-reunion": D_CHESS, "eau-fuite": D_WATER_LEAK}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
