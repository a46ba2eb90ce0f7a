"""French cases of set t8: une crèche, un parking souterrain, un voyagiste, un studio photo, un
bureau de poste et un club d'échecs (qui forme qui, qui dépend de qui, qui a succédé à qui, qui a
prêté quoi à qui)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

CRECHE_INFOS = (
    "La crèche Les Petits Lutins accueille les enfants du lundi au vendredi, de 7 h 30 à 18 h 45. "
    "Le tarif est calculé selon les revenus des parents, avec un maximum de 3,20 € de l'heure. "
    "Les repas et les couches sont fournis par la crèche. "
    "La structure ferme trois semaines en août et une semaine entre Noël et le Nouvel An."
)
CRECHE_EQUIPE = (
    "La directrice, Mme Benali, a remplacé M. Garnier en septembre 2022. La section des petits est confiée à Léa Moreau, "
    "celle des moyens à Hugo Lefèvre. Léa Moreau a formé l'apprentie Chloé Martin l'an dernier. "
    "Les parents doivent prévenir avant 9 h en cas d'absence de l'enfant."
)
PARKING_TARIFS = (
    "Le parking Saint-Michel compte 520 places réparties sur quatre niveaux souterrains. Il est ouvert de 6 h à 1 h du matin, "
    "sauf le dimanche, où il ouvre à 8 h. Les 15 premières minutes sont gratuites ; ensuite, chaque quart d'heure coûte 0,60 €. "
    "La hauteur maximale autorisée est de 1,95 m."
)
PARKING_EQUIPE = (
    "Le parking est géré par Mme Roussel ; l'agent de nuit, M. Diallo, est placé sous sa responsabilité. "
    "L'abonnement mensuel coûte 110 € et s'achète uniquement à la caisse du niveau -1. "
    "Les abonnés peuvent se garer à tous les niveaux, sauf au niveau -4, réservé aux résidents."
)
EXCURSION = (
    "Évasion Provence propose une excursion d'une journée dans les gorges du Verdon tous les mercredis et samedis, d'avril à octobre. "
    "Le départ a lieu à 8 h devant l'office de tourisme d'Aix, et le retour est prévu vers 19 h. "
    "Le prix est de 75 € par adulte et de 40 € pour les enfants de moins de 12 ans, pique-nique compris. "
    "Toute annulation moins de 5 jours avant le départ n'est pas remboursée."
)
EXCURSION_EQUIPE = (
    "Le guide Antoine Faure commente l'excursion, et Marc Olivier conduit le minibus. Antoine a formé la nouvelle guide, "
    "Inès Caron, au printemps. Depuis, Inès accompagne les sorties du mercredi et Antoine celles du samedi. "
    "Chaque groupe compte au maximum 16 personnes."
)
STUDIO_TARIFS = (
    "Le studio Focale propose une séance portrait d'une heure à 150 €, avec cinq photos retouchées. "
    "Chaque photo supplémentaire est facturée 18 €. Un acompte de 30 % est demandé à la réservation. "
    "Le studio est fermé le lundi."
)
STUDIO_EQUIPE = (
    "Le photographe Julien Mercier réalise les séances, et son assistante Camille Roy s'occupe de l'éclairage. "
    "Quand l'objectif de Julien est tombé en panne en mars, Camille lui a prêté le sien. "
    "Les retouches sont faites par Sarah Perrin, et les photos sont livrées sous dix jours."
)
POSTE = (
    "Le bureau de poste de la place Carnot est ouvert du lundi au vendredi de 9 h à 18 h, et le samedi de 9 h à 12 h. "
    "Une lettre verte de moins de 20 g coûte 1,39 €. Les colis en instance sont conservés 15 jours, puis renvoyés à l'expéditeur. "
    "Pour retirer un colis, il faut présenter une pièce d'identité et l'avis de passage."
)
CLUB_ECHECS = (
    "Le club d'échecs de Villeneuve se réunit tous les vendredis à 20 h, salle Jean-Moulin. "
    "La cotisation annuelle est de 80 €, et de 40 € pour les moins de 18 ans. "
    "Les cours pour les jeunes sont donnés par M. Nguyen, et l'équipe première est dirigée par la capitaine Élodie Petit."
)
CLUB_ROLES = (
    "Élodie Petit a succédé à Bernard Colin comme capitaine en 2023. Bernard Colin anime désormais l'atelier débutants, "
    "le premier mardi de chaque mois. Pour le tournoi jeunes, Élodie a prêté son échiquier mural à M. Nguyen. "
    "Le club possède 30 jeux et 20 pendules ; un membre peut emprunter un jeu pendant deux semaines au plus."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("fr-t8-001", "fmt.time", "À quelle heure ferme la crèche ?", "Du lundi au vendredi, elle ferme à sept heures moins le quart le soir.", CRECHE_INFOS, True),
    w.faith("fr-t8-002", "para.passive", "Faut-il apporter les couches ?", "Non, c'est la crèche qui fournit les couches, ainsi que les repas.", CRECHE_INFOS, True),
    w.faith("fr-t8-003", "fmt.period", "La crèche ferme-t-elle l'été ?", "Oui, elle est fermée 21 jours en août.", CRECHE_INFOS, True),
    w.faith("fr-t8-004", "para.relative", "Qui dirige la crèche ?", "C'est Mme Benali, qui a pris la suite de M. Garnier en septembre 2022.", CRECHE_EQUIPE, True),
    w.faith("fr-t8-005", "para.passive", "Qui a formé Chloé Martin ?", "L'apprentie Chloé Martin a été formée l'an dernier par Léa Moreau, qui s'occupe des petits.", CRECHE_EQUIPE, True),
    w.faith("fr-t8-006", "fmt.time", "Jusqu'à quand doit-on signaler une absence ?", "Il faut avertir la crèche avant neuf heures du matin.", CRECHE_EQUIPE, True),
    w.faith("fr-t8-007", "para.except", "À quelle heure ouvre le parking Saint-Michel ?", "Il ouvre à 6 h du lundi au samedi, et à 8 h le dimanche.", PARKING_TARIFS, True),
    w.faith("fr-t8-008", "fmt.currency", "Combien coûte le stationnement ?", "Le premier quart d'heure est offert, puis on paie 60 centimes par tranche de 15 minutes.", PARKING_TARIFS, True),
    w.faith("fr-t8-009", "fmt.unit", "Quelle est la hauteur maximale des véhicules ?", "Les véhicules ne doivent pas dépasser 195 cm de haut.", PARKING_TARIFS, True),
    w.faith("fr-t8-010", "para.synonym", "De qui dépend l'agent de nuit ?", "M. Diallo, qui assure la surveillance la nuit, dépend de Mme Roussel, la gestionnaire du parking.", PARKING_EQUIPE, True),
    w.faith("fr-t8-011", "para.except", "Les abonnés peuvent-ils se garer au niveau -4 ?", "Non, le -4 est le seul niveau interdit aux abonnés, car il est réservé aux résidents.", PARKING_EQUIPE, True),
    w.faith("fr-t8-012", "wrap.attribution", "Quand a lieu l'excursion dans le Verdon ?", "D'après Évasion Provence, elle a lieu chaque mercredi et chaque samedi, entre avril et octobre.", EXCURSION, True),
    w.faith("fr-t8-013", "para.synonym", "Et si j'annule au dernier moment ?", "Une annulation faite à moins de cinq jours du départ ne donne lieu à aucun remboursement.", EXCURSION, True),
    w.faith("fr-t8-014", "para.reorder", "Le pique-nique est-il inclus ?", "Oui : pique-nique compris, l'adulte paie 75 € et l'enfant de moins de 12 ans 40 €.", EXCURSION, True),
    w.faith("fr-t8-015", "para.passive", "Qui conduit le minibus ?", "Le minibus est conduit par Marc Olivier, tandis que les commentaires sont assurés par Antoine Faure.", EXCURSION_EQUIPE, True),
    w.faith("fr-t8-016", "para.combine", "Qui accompagne les sorties du mercredi ?", "C'est Inès Caron, qu'Antoine Faure a formée au printemps.", EXCURSION_EQUIPE, True),
    w.faith("fr-t8-017", "fmt.share", "Quel acompte faut-il verser ?", "Un acompte de trente pour cent est exigé au moment de réserver.", STUDIO_TARIFS, True),
    w.faith("fr-t8-018", "wrap.opener", "Le studio Focale est-il ouvert le lundi ?", "Bonne question ! Non, le lundi, le studio reste porte close.", STUDIO_TARIFS, True),
    w.faith("fr-t8-019", "para.synonym", "Comment Julien a-t-il remplacé son objectif en panne ?", "En mars, il a emprunté celui de son assistante, Camille Roy.", STUDIO_EQUIPE, True),
    w.faith("fr-t8-020", "wrap.hedge", "Quand reçoit-on les photos ?", "En principe, les photos vous sont livrées dans un délai de dix jours.", STUDIO_EQUIPE, True),
    w.faith("fr-t8-021", "fmt.time", "Quels sont les horaires du samedi ?", "Le samedi, le bureau est ouvert de 9 heures à midi.", POSTE, True),
    w.faith("fr-t8-022", "fmt.currency", "Combien coûte une lettre verte ?", "Pour moins de 20 grammes, une lettre verte revient à 1 euro 39.", POSTE, True),
    w.faith("fr-t8-023", "fmt.time", "Quand le club d'échecs se réunit-il ?", "Chaque vendredi à huit heures du soir, dans la salle Jean-Moulin.", CLUB_ECHECS, True),
    w.faith("fr-t8-024", "para.synonym", "Qui a prêté l'échiquier mural pour le tournoi jeunes ?", "M. Nguyen a emprunté l'échiquier mural d'Élodie Petit pour le tournoi jeunes.", CLUB_ROLES, True),
    # unfaithful: exactly one clear error
    w.faith("fr-t8-025", "value.currency", "Combien coûte l'heure de crèche au maximum ?", "Le tarif ne dépasse jamais 3,20 $ de l'heure.", CRECHE_INFOS, False),
    w.faith("fr-t8-026", "negation", "La crèche ferme-t-elle pendant les fêtes ?", "Non, la crèche reste ouverte entre Noël et le Nouvel An.", CRECHE_INFOS, False),
    w.faith("fr-t8-027", "role.swap", "Qui a remplacé qui à la direction ?", "M. Garnier a remplacé Mme Benali à la tête de la crèche en septembre 2022.", CRECHE_EQUIPE, False),
    w.faith("fr-t8-028", "value.time", "Avant quelle heure faut-il signaler une absence ?", "Les parents doivent prévenir avant 10 h si leur enfant est absent.", CRECHE_EQUIPE, False),
    w.faith("fr-t8-029", "value.time", "Jusqu'à quelle heure le parking est-il ouvert ?", "Le parking ferme à minuit.", PARKING_TARIFS, False),
    w.faith("fr-t8-030", "value.except", "Le parking ouvre-t-il plus tard certains jours ?", "Oui, le samedi il n'ouvre qu'à 8 h.", PARKING_TARIFS, False),
    w.faith("fr-t8-031", "role.swap", "Qui gère le parking ?", "Mme Roussel est l'agente de nuit et travaille sous la responsabilité de M. Diallo.", PARKING_EQUIPE, False),
    w.faith("fr-t8-032", "added.fact", "Où acheter l'abonnement mensuel ?", "L'abonnement à 110 € s'achète à la caisse du niveau -1 ou sur le site internet du parking.", PARKING_EQUIPE, False),
    w.faith("fr-t8-033", "antonym", "Le pique-nique est-il compris ?", "Le prix est de 75 € par adulte, pique-nique en supplément.", EXCURSION, False),
    w.faith("fr-t8-034", "direction", "Qui paie le tarif à 40 € ?", "Les enfants de plus de 12 ans paient 40 €.", EXCURSION, False),
    w.faith("fr-t8-035", "role.swap", "Qui a formé qui au printemps ?", "Au printemps, Inès Caron a formé Antoine Faure.", EXCURSION_EQUIPE, False),
    w.faith("fr-t8-036", "value.number", "Combien de personnes par groupe ?", "Les groupes sont limités à 18 personnes.", EXCURSION_EQUIPE, False),
    w.faith("fr-t8-037", "value.number", "Combien de photos retouchées avec la séance portrait ?", "La séance d'une heure à 150 € comprend dix photos retouchées.", STUDIO_TARIFS, False),
    w.faith("fr-t8-038", "modality", "Faut-il verser un acompte ?", "Un acompte de 30 % est conseillé, mais vous pouvez réserver sans.", STUDIO_TARIFS, False),
    w.faith("fr-t8-039", "role.swap", "Qui a prêté un objectif à qui ?", "Quand l'objectif de Camille est tombé en panne en mars, Julien lui a prêté le sien.", STUDIO_EQUIPE, False),
    w.faith("fr-t8-040", "added.entity", "Qui fait les retouches ?", "Les retouches sont faites par Sarah Perrin et son associé Paul Girard.", STUDIO_EQUIPE, False),
    w.faith("fr-t8-041", "value.unit", "Combien coûte une lettre verte ?", "Une lettre verte de moins de 20 kg coûte 1,39 €.", POSTE, False),
    w.faith("fr-t8-042", "quantifier", "Que faut-il pour retirer un colis ?", "Il suffit de présenter l'avis de passage, rien d'autre.", POSTE, False),
    w.faith("fr-t8-043", "role.swap", "Qui donne les cours aux jeunes ?", "M. Nguyen dirige l'équipe première, et Élodie Petit donne les cours aux jeunes.", CLUB_ECHECS, False),
    w.faith("fr-t8-044", "value.date", "Quand a lieu l'atelier débutants ?", "Bernard Colin l'anime le premier jeudi de chaque mois.", CLUB_ROLES, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-t8-045", "correct.wordy", "Combien coûte l'abonnement mensuel au parking Saint-Michel ?", "Si vous vous garez souvent là-bas, l'abonnement revient à 110 euros par mois ; il s'achète à la caisse du niveau -1.", "110 €.", True),
    w.correct("fr-t8-046", "correct.format", "À quelle heure part l'excursion dans le Verdon ?", "Départ à huit heures du matin.", "8 h.", True),
    w.correct("fr-t8-047", "correct.format", "Quelle est la hauteur maximale autorisée au parking Saint-Michel ?", "195 centimètres.", "1,95 m", True),
    w.correct("fr-t8-048", "correct.wordy", "Qui a succédé à Bernard Colin comme capitaine ?", "C'est Élodie Petit qui a repris le poste de capitaine en 2023, à la suite de Bernard Colin.", "Élodie Petit.", True),
    w.correct("fr-t8-049", "wrong.value", "Combien de places compte le parking Saint-Michel ?", "Le parking compte 250 places.", "520.", False),
    w.correct("fr-t8-050", "wrong.role", "Qui donne les cours pour les jeunes au club d'échecs ?", "Les cours pour les jeunes sont donnés par Bernard Colin, l'ancien capitaine.", "M. Nguyen.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
