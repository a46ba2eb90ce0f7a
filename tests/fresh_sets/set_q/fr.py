# ruff: noqa: E501
"""Fresh set Q, French: French formats (14 h 30, 2 400, 6,50 €)."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

FERRY = (
    "Le bac entre Port-Salin et l'île aux Sternes part à 7 h 15, 11 h 45 et 17 h 30. "
    "La traversée dure 50 minutes. "
    "Un aller-retour coûte 14 € pour les adultes et 7 € pour les enfants. "
    "Les vélos sont transportés gratuitement, mais les voitures ne sont pas admises sur l'île."
)
EXAM = (
    "L'examen LinguaCert B2 comprend quatre épreuves : compréhension écrite, compréhension orale, production écrite et production orale. "
    "Les épreuves écrites durent 3 heures au total et l'épreuve orale 15 minutes. "
    "Il faut obtenir au moins 50 % dans chaque épreuve pour réussir. "
    "Les résultats sont publiés en ligne dans un délai de 6 semaines."
)
CARE = (
    "Le service d'aide à domicile Clair Matin intervient sept jours sur sept. "
    "Une visite standard dure 45 minutes. "
    "Les nouveaux clients reçoivent la visite d'une infirmière avant le début de l'accompagnement. "
    "La ligne de nuit est joignable de 20 h à 8 h au 01 23 45 67 89."
)
BOWLING = (
    "Le bowling Strike Zone compte 16 pistes. "
    "Une partie coûte 6,50 € par personne en semaine et 8 € le week-end ; la location de chaussures est de 2 €. "
    "Les enfants de moins de 10 ans peuvent utiliser les pistes avec bandes de protection. "
    "Le bowling est ouvert jusqu'à minuit le vendredi et le samedi."
)
AIRPORT = (
    "L'aéroport régional de Val-Comtal dispose d'un seul terminal et de 4 portes d'embarquement. "
    "En 2023, il a accueilli 1,2 million de passagers. "
    "Le parking courte durée coûte 3 € de l'heure. "
    "La navette vers la gare circule toutes les 20 minutes de 5 h à 23 h."
)
DANCE = (
    "Le festival de danse Kaléido se tient du 12 au 15 juin à la Halle du Port. "
    "Le pass festival coûte 95 € et donne accès à tous les ateliers. "
    "Le gala de clôture commence dimanche à 20 h. "
    "La plupart des ateliers sont donnés en anglais. "
    "L'an dernier, le festival a accueilli 2 400 participants."
)
BOX = (
    "Racines Bio livre des paniers de légumes bio chaque jeudi. "
    "Un petit panier pour 1 à 2 personnes coûte 24 € et un grand panier 39 €. "
    "Les commandes peuvent être modifiées ou suspendues jusqu'au lundi 18 h. "
    "Tous les légumes proviennent de fermes situées à moins de 50 km de Lyon."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("fr-q-001", "para.capital", "combien de pistes a le bowling strike zone ?", "le bowling strike zone compte 16 pistes.", BOWLING, True),
    w.faith("fr-q-002", "fmt.range", "Combien coûte le petit panier ?", "Le petit panier, prévu pour 1-2 personnes, coûte 24 €.", BOX, True),
    w.faith("fr-q-003", "fmt.period", "Combien de temps durent les épreuves écrites ?", "Les épreuves écrites durent 180 minutes au total.", EXAM, True),
    w.faith("fr-q-004", "fmt.thousands", "Combien de participants le festival a-t-il eus l'an dernier ?", "L'an dernier, le festival a accueilli 2400 participants.", DANCE, True),
    w.faith("fr-q-005", "wrap.hedge", "Combien de temps dure une visite standard ?", "Si je ne me trompe pas, une visite standard dure 45 minutes.", CARE, True),
    w.faith("fr-q-006", "para.combine", "À quelle heure part le premier bac et combien de temps dure la traversée ?", "Le premier bac part à 7 h 15 et la traversée dure 50 minutes.", FERRY, True),
    w.faith("fr-q-007", "fmt.scale", "Combien de passagers l'aéroport a-t-il accueillis en 2023 ?", "En 2023, l'aéroport a accueilli 1 200 000 passagers.", AIRPORT, True),
    w.faith("fr-q-008", "value.currency", "Combien coûte le pass festival ?", "Le pass festival coûte 95 $ et donne accès à tous les ateliers.", DANCE, False),
    w.faith("fr-q-009", "modality", "Les enfants peuvent-ils jouer sur les pistes avec bandes ?", "Les enfants de moins de 10 ans doivent obligatoirement utiliser les pistes avec bandes de protection.", BOWLING, False),
    w.faith("fr-q-010", "quantifier", "En quelle langue sont donnés les ateliers ?", "Tous les ateliers sont donnés en anglais.", DANCE, False),
    w.faith("fr-q-011", "added.fact", "Peut-on emmener son vélo sur le bac ?", "Oui, les vélos sont transportés gratuitement, mais il faut les réserver la veille.", FERRY, False),
    w.faith("fr-q-012", "direction", "Quand les nouveaux clients reçoivent-ils la visite d'une infirmière ?", "Les nouveaux clients reçoivent la visite d'une infirmière après le début de l'accompagnement.", CARE, False),
    w.faith("fr-q-013", "value.time", "Jusqu'à quand peut-on modifier une commande ?", "Les commandes peuvent être modifiées ou suspendues jusqu'au lundi 12 h.", BOX, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-q-014", "refusal.plain", "Y a-t-il un restaurant à l'aéroport ?", "Je ne sais pas.", AIRPORT, True),
    w.refusal("fr-q-015", "refusal.partial", "Combien coûte une partie le week-end, et y a-t-il des tarifs de groupe ?", "Une partie coûte 8 € par personne le week-end. Les documents ne mentionnent pas de tarif de groupe.", BOWLING, False),
    w.refusal("fr-q-016", "refusal.long", "Les chiens sont-ils acceptés sur le bac ?", "Je suis désolé, mais je n'ai trouvé aucune information à ce sujet dans les documents fournis. Ils indiquent les horaires, la durée de la traversée, les tarifs et les règles pour les vélos et les voitures, mais rien sur les animaux. Je vous conseille de contacter directement la compagnie du bac.", FERRY, True),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-q-017", "correct.format", "À quelle heure commence le gala de clôture ?", "Dimanche à 20:00.", "Le gala de clôture commence dimanche à 20 h.", True),
    w.correct("fr-q-018", "wrong.value", "Combien coûte un grand panier ?", "Un grand panier coûte 29 €.", "Un grand panier coûte 39 €.", False),
    w.correct("fr-q-019", "correct.short", "Combien de portes d'embarquement compte l'aéroport ?", "Quatre.", "L'aéroport dispose de 4 portes d'embarquement.", True),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-q-020", "relevant.yesno", "Peut-on venir en voiture sur l'île ?", "Non, les voitures ne sont pas admises sur l'île.", FERRY, True),
    w.relevant("fr-q-021", "offtopic.other", "Quelle note faut-il pour réussir l'examen ?", "Le bowling Strike Zone est ouvert jusqu'à minuit le vendredi et le samedi.", EXAM, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-q-022", "diag.missed", "Quel est le numéro de la ligne de nuit de Clair Matin ?", "Je n'ai pas trouvé ce numéro dans les documents disponibles.", {"bowl-1": BOWLING, "air-1": AIRPORT}, ("care-1",), "fix_retrieval"),
    w.diag("fr-q-023", "diag.should_refuse", "Combien coûte l'inscription à l'examen LinguaCert B2 ?", "L'inscription à l'examen LinguaCert B2 coûte 180 €.", {"exam-1": EXAM}, (), "should_refuse"),
    w.diag("fr-q-024", "diag.offtopic", "Combien coûte le parking courte durée ?", "La navette vers la gare circule toutes les 20 minutes de 5 h à 23 h.", {"air-1": AIRPORT}, ("air-1",), "fix_generation"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
