"""French cases of set t10: an online grocery delivery (Panier Malin), a marathon's rules
(marathon des Quais), a student dormitory (résidence Les Tilleuls), a dance school
(Pas de Deux), a solar panel installer (SolÉnergie) and a botanical garden."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

DELIVERY = (
    "Panier Malin livre les courses à domicile dans toute l'agglomération lyonnaise, du lundi au dimanche, de 8 h à 20 h. "
    "La livraison est offerte dès 60 € d'achat ; en dessous, elle coûte 5 €. "
    "Les commandes passées avant 14 h peuvent être livrées le jour même. "
    "Les produits surgelés voyagent dans des sacs isothermes que le livreur reprend lors de la livraison suivante."
)
REFUNDS = (
    "En cas de produit manquant ou abîmé, le client dispose de 48 heures après la livraison pour le signaler depuis son espace client. "
    "Le remboursement est alors effectué sous 7 jours sur le moyen de paiement utilisé. "
    "Les produits de remplacement peuvent être refusés au moment de la livraison. "
    "Les boissons alcoolisées ne sont remises qu'à des personnes majeures, sur présentation d'une pièce d'identité."
)
MARATHON_ENTRY = (
    "Le marathon des Quais aura lieu le dimanche 19 octobre 2025 ; départ à 8 h 30 place Bellecour. "
    "L'inscription coûte 70 € jusqu'au 30 juin, puis 85 €. "
    "Un certificat médical de non contre-indication à la course à pied en compétition, datant de moins d'un an, est obligatoire. "
    "Les dossards sont à retirer au village du marathon le vendredi ou le samedi précédant la course."
)
MARATHON_COURSE = (
    "Le temps limite est fixé à 6 h 30. "
    "Des ravitaillements sont installés tous les 5 km, avec un point d'épongeage entre deux ravitaillements. "
    "Les coureurs doivent porter leur dossard sur le devant, entièrement visible. "
    "Les meneurs d'allure visent des temps de 3 h, 3 h 30 et 4 h et portent des ballons orange."
)
DORM_RULES = (
    "La résidence universitaire Les Tilleuls compte 180 studios de 18 m², chacun équipé d'une kitchenette et d'une salle d'eau. "
    "Les visiteurs doivent quitter la résidence avant minuit, sauf le week-end, où ils peuvent rester jusqu'à 2 h. "
    "Le gardien, M. Lefèvre, réceptionne les colis et les remet aux résidents sur présentation de leur badge. "
    "L'usage de bougies est interdit dans les studios."
)
DORM_FEES = (
    "Le loyer d'un studio est de 420 € par mois, charges comprises. "
    "Un dépôt de garantie équivalent à un mois de loyer est demandé à l'entrée. "
    "Le préavis de départ est d'un mois. "
    "La laverie du rez-de-chaussée fonctionne avec des jetons à 3 € le lavage."
)
DANCE_CLASSES = (
    "L'école de danse Pas de Deux propose des cours de classique, de jazz et de hip-hop à partir de 6 ans. "
    "Le cours de jazz ados, donné par Claire Dubois, a lieu le mercredi de 17 h à 18 h 30. "
    "L'adhésion annuelle coûte 290 € pour un cours par semaine et 450 € pour deux cours. "
    "Le premier cours d'essai est gratuit."
)
DANCE_GALA = (
    "Le gala de fin d'année se tiendra le samedi 14 juin à 20 h au théâtre municipal. "
    "Tous les élèves y participent, à l'exception des adultes débutants, qui présentent leur chorégraphie lors d'une soirée séparée. "
    "Les costumes sont fournis par l'école contre une caution de 30 €. "
    "La directrice, Mme Roussel, fixe l'ordre de passage, et les professeurs préparent les chorégraphies."
)
SOLAR = (
    "SolÉnergie installe des panneaux photovoltaïques sur les toits des maisons individuelles en Occitanie. "
    "La visite technique est gratuite et le devis est envoyé sous 15 jours. "
    "Une installation de 3 kWc compte huit panneaux et se pose en une journée. "
    "Les panneaux sont garantis 25 ans et l'onduleur 12 ans. "
    "Un acompte de 20 % est versé à la signature, le solde à la mise en service."
)
GARDEN = (
    "Le jardin botanique de la ville est ouvert tous les jours de 10 h à 18 h, sauf le mardi. "
    "L'entrée coûte 6 € pour les adultes et elle est gratuite pour les moins de 12 ans. "
    "La serre tropicale ferme à 17 h 30. "
    "Les pique-niques sont autorisés uniquement sur la pelouse centrale. "
    "Des visites guidées par les jardiniers ont lieu le premier dimanche de chaque mois à 15 h."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("fr-t10-001", "para.synonym", "Livrez-vous le dimanche ?", "Oui, Panier Malin livre sept jours sur sept, de 8 h à 20 h.", DELIVERY, True),
    w.faith("fr-t10-002", "fmt.currency", "La livraison est-elle payante ?", "Elle est gratuite à partir de 60 euros de courses ; sinon, comptez 5 EUR.", DELIVERY, True),
    w.faith("fr-t10-003", "para.synonym", "Que deviennent les sacs isothermes ?", "Le livreur récupère les sacs isothermes de vos surgelés à la livraison d'après.", DELIVERY, True),
    w.faith("fr-t10-004", "fmt.period", "Combien de temps ai-je pour signaler un produit abîmé ?", "Vous avez deux jours après la livraison pour le signaler dans votre espace client.", REFUNDS, True),
    w.faith("fr-t10-005", "para.passive", "Comment serai-je remboursé ?", "Le moyen de paiement que vous avez utilisé sera recrédité dans un délai d'une semaine.", REFUNDS, True),
    w.faith("fr-t10-006", "para.except", "Mon fils de quinze ans peut-il réceptionner le vin ?", "Non : les boissons alcoolisées ne sont jamais remises à un mineur, et l'adulte qui les reçoit doit montrer une pièce d'identité.", REFUNDS, True),
    w.faith("fr-t10-007", "fmt.date", "Quand a lieu le marathon des Quais ?", "Le départ sera donné le 19/10/2025, un dimanche, à 8 h 30 place Bellecour.", MARATHON_ENTRY, True),
    w.faith("fr-t10-008", "wrap.attribution", "Faut-il un certificat médical ?", "D'après le règlement, oui : il faut un certificat de non contre-indication à la course à pied en compétition, daté de moins d'un an.", MARATHON_ENTRY, True),
    w.faith("fr-t10-009", "fmt.currency", "Combien coûte l'inscription ?", "Comptez 70 euros si vous vous inscrivez au plus tard le 30 juin, et 85 euros ensuite.", MARATHON_ENTRY, True),
    w.faith("fr-t10-010", "fmt.period", "Quel est le temps limite ?", "Vous disposez de six heures et demie pour boucler le parcours.", MARATHON_COURSE, True),
    w.faith("fr-t10-011", "para.relative", "Comment reconnaître les meneurs d'allure ?", "Les meneurs d'allure, qui portent des ballons orange, visent 3 h, 3 h 30 et 4 h.", MARATHON_COURSE, True),
    w.faith("fr-t10-012", "wrap.opener", "Les studios ont-ils une cuisine ?", "Bonne question ! Chaque studio dispose d'une kitchenette et d'une salle d'eau.", DORM_RULES, True),
    w.faith("fr-t10-013", "para.except", "Jusqu'à quelle heure les visiteurs peuvent-ils rester ?", "En semaine, ils doivent partir avant minuit ; c'est seulement le week-end qu'ils peuvent rester jusqu'à 2 heures du matin.", DORM_RULES, True),
    w.faith("fr-t10-014", "para.reorder", "Qui reçoit les colis ?", "C'est M. Lefèvre, le gardien, qui réceptionne les colis ; il vous les remet quand vous présentez votre badge.", DORM_RULES, True),
    w.faith("fr-t10-015", "para.combine", "Que faut-il payer en entrant ?", "À l'entrée, on vous demande un dépôt de garantie d'un mois de loyer, soit 420 €.", DORM_FEES, True),
    w.faith("fr-t10-016", "wrap.hedge", "Combien coûte une lessive ?", "Sauf erreur de ma part, un lavage revient à 3 € en jetons à la laverie du rez-de-chaussée.", DORM_FEES, True),
    w.faith("fr-t10-017", "fmt.time", "Quand a lieu le cours de jazz ados ?", "Claire Dubois donne le cours de jazz ados le mercredi, de 17:00 à 18:30.", DANCE_CLASSES, True),
    w.faith("fr-t10-018", "wrap.closer", "Peut-on essayer avant de s'inscrire ?", "Oui, le premier cours d'essai ne coûte rien. Bonne journée !", DANCE_CLASSES, True),
    w.faith("fr-t10-019", "para.except", "Qui danse au gala ?", "Les adultes débutants sont les seuls à ne pas danser au gala : ils présentent leur chorégraphie lors d'une autre soirée.", DANCE_GALA, True),
    w.faith("fr-t10-020", "para.pronoun", "Qui décide de l'ordre de passage ?", "La directrice, Mme Roussel : c'est elle qui fixe l'ordre de passage, tandis que les professeurs s'occupent des chorégraphies.", DANCE_GALA, True),
    w.faith("fr-t10-021", "fmt.share", "Comment se passe le paiement ?", "Vous versez un cinquième du prix à la signature et le reste à la mise en service.", SOLAR, True),
    w.faith("fr-t10-022", "wrap.question", "Quelles sont les garanties ?", "Vous vous demandez ce qui est garanti ? Les panneaux le sont pour 25 ans, l'onduleur pour 12 ans.", SOLAR, True),
    w.faith("fr-t10-023", "fmt.unit", "Combien de temps dure la pose ?", "Une installation de 3 kilowatts-crête, soit huit panneaux, se pose en une seule journée.", SOLAR, True),
    w.faith("fr-t10-024", "para.except", "Quels jours le jardin est-il ouvert ?", "Le jardin est fermé le mardi ; les autres jours, il vous accueille de 10 h à 18 h.", GARDEN, True),
    # unfaithful: exactly one claim is not supported
    w.faith("fr-t10-025", "value.number", "À partir de combien la livraison est-elle offerte ?", "La livraison est offerte à partir de 80 € d'achat.", DELIVERY, False),
    w.faith("fr-t10-026", "value.time", "Puis-je être livré le jour même ?", "Oui, à condition de commander avant midi.", DELIVERY, False),
    w.faith("fr-t10-027", "negation", "Puis-je refuser un produit de remplacement ?", "Non, les produits de remplacement ne peuvent pas être refusés à la livraison.", REFUNDS, False),
    w.faith("fr-t10-028", "modality", "Dois-je signaler un produit abîmé dans les 48 heures ?", "C'est conseillé, mais vous pouvez tout à fait le signaler plus tard.", REFUNDS, False),
    w.faith("fr-t10-029", "value.date", "Jusqu'à quand l'inscription est-elle à 70 € ?", "L'inscription reste à 70 € jusqu'au 31 juillet.", MARATHON_ENTRY, False),
    w.faith("fr-t10-030", "added.fact", "Où part le marathon ?", "Le départ est donné à 8 h 30 place Bellecour, et l'arrivée est jugée au parc de la Tête d'Or.", MARATHON_ENTRY, False),
    w.faith("fr-t10-031", "direction", "Quand retirer mon dossard ?", "Les dossards sont à retirer au village du marathon le lundi qui suit la course.", MARATHON_ENTRY, False),
    w.faith("fr-t10-032", "antonym", "Comment porter le dossard ?", "Le dossard doit être porté dans le dos, bien visible.", MARATHON_COURSE, False),
    w.faith("fr-t10-033", "added.entity", "Pour quels temps y a-t-il des meneurs d'allure ?", "Des meneurs d'allure avec ballons orange visent 3 h, 3 h 30, 4 h et 4 h 30.", MARATHON_COURSE, False),
    w.faith("fr-t10-034", "value.time", "Les visiteurs peuvent-ils rester tard le week-end ?", "Oui, le week-end, vos visiteurs peuvent rester jusqu'à 3 h du matin.", DORM_RULES, False),
    w.faith("fr-t10-035", "antonym", "Puis-je allumer des bougies dans mon studio ?", "Oui, les bougies sont autorisées dans les studios.", DORM_RULES, False),
    w.faith("fr-t10-036", "value.unit", "Quel est le loyer ?", "Le loyer d'un studio est de 420 € par semaine, charges comprises.", DORM_FEES, False),
    w.faith("fr-t10-037", "added.fact", "Quel est le préavis ?", "Le préavis est d'un mois et doit être envoyé par lettre recommandée.", DORM_FEES, False),
    w.faith("fr-t10-038", "direction", "À partir de quel âge peut-on s'inscrire ?", "L'école accueille les enfants jusqu'à 6 ans.", DANCE_CLASSES, False),
    w.faith("fr-t10-039", "value.except", "Qui participe au gala ?", "Tous les élèves dansent au gala, y compris les adultes débutants.", DANCE_GALA, False),
    w.faith("fr-t10-040", "negation", "Faut-il payer pour les costumes ?", "Les costumes sont fournis par l'école, sans aucune caution.", DANCE_GALA, False),
    w.faith("fr-t10-041", "role.swap", "Qui fixe l'ordre de passage ?", "Ce sont les professeurs qui fixent l'ordre de passage, et Mme Roussel prépare les chorégraphies.", DANCE_GALA, False),
    w.faith("fr-t10-042", "value.unit", "Combien de temps les panneaux sont-ils garantis ?", "Les panneaux sont garantis 25 mois.", SOLAR, False),
    w.faith("fr-t10-043", "value.except", "Le jardin est-il ouvert tous les jours ?", "Il est ouvert tous les jours sauf le lundi.", GARDEN, False),
    w.faith("fr-t10-044", "quantifier", "Où peut-on pique-niquer ?", "Les pique-niques sont autorisés sur toutes les pelouses du jardin.", GARDEN, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-t10-045", "correct.wordy", "Combien coûte l'entrée adulte au jardin botanique ?", "Pour un adulte, l'entrée au jardin botanique de la ville revient à six euros.", "6 €.", True),
    w.correct("fr-t10-046", "correct.format", "À quelle heure part le marathon des Quais ?", "Départ à 8:30.", "À 8 h 30.", True),
    w.correct("fr-t10-047", "correct.short", "Qui donne le cours de jazz ados ?", "Claire Dubois.", "C'est Claire Dubois qui le donne.", True),
    w.correct("fr-t10-048", "correct.wordy", "Combien de temps l'onduleur est-il garanti ?", "L'onduleur que pose SolÉnergie est couvert par une garantie qui court sur douze ans.", "12 ans.", True),
    w.correct("fr-t10-049", "wrong.value", "Quel est le loyer d'un studio aux Tilleuls ?", "Le loyer est de 480 € par mois.", "420 € par mois.", False),
    w.correct("fr-t10-050", "wrong.role", "Qui fixe l'ordre de passage au gala ?", "Ce sont les professeurs.", "La directrice, Mme Roussel.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
