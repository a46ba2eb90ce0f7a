"""French cases of set t15: un escape game lyonnais, la grille d'une radio locale, les
horaires et la garde d'une pharmacie, la liaison maritime Quiberon – Belle-Île et ses
exceptions, les règles d'une cantine scolaire et la réservation de terrains dans un
complexe sportif."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

ESCAPE_ROOM = (
    "L'escape game « Le Secret de l'Alchimiste », à Lyon, accueille des équipes de 3 à 7 joueurs. "
    "La partie dure une heure. "
    "Le tarif est de 25 € par personne, ramené à 20 € pour les étudiants sur présentation de leur carte. "
    "Le maître du jeu, Hugo Marchand, peut accorder jusqu'à quatre indices par partie."
)
ESCAPE_RULES = (
    "La salle « Le Secret de l'Alchimiste » a été conçue par Camille Dufresne et a ouvert ses portes le 8 novembre 2022. "
    "Les mineurs de moins de 15 ans doivent être accompagnés d'un adulte. "
    "Toute annulation moins de 48 heures avant la séance entraîne la perte de l'acompte de 30 €."
)
RADIO_MORNING = (
    "Sur Radio Garonne, la matinale « Réveil Sud » est diffusée du lundi au vendredi de 6 h à 9 h, présentée par Nadia Benali. "
    "Le samedi, le même créneau accueille « Les Copains d'abord », animé par Pierre Lasserre. "
    "Un flash d'information est proposé toutes les heures."
)
RADIO_CHANGES = (
    "À partir du 6 janvier, l'émission culinaire « À table ! » passe du mercredi au jeudi, toujours à 11 h. "
    "Elle durera désormais 45 minutes au lieu de 30. "
    "La cheffe Sophie Arnaud en reprend la présentation, succédant à Luc Vidal, parti sur une autre station. "
    "L'émission fait relâche pendant les vacances de février."
)
PHARMACY_HOURS = (
    "La pharmacie du Centre est ouverte du lundi au samedi de 9 h à 19 h 30, sans interruption. "
    "Elle est fermée le dimanche, sauf lorsqu'elle est de garde. "
    "La titulaire est Mme Claire Fontaine. "
    "Les ordonnances peuvent être envoyées à l'avance par l'application pour une préparation en moins de deux heures."
)
PHARMACY_GUARD = (
    "Le dimanche 23 avril, la pharmacie du Centre assure la garde de 9 h à 20 h. "
    "La nuit, il faut se présenter au commissariat avec son ordonnance avant d'être orienté vers la pharmacie de garde. "
    "Un supplément de 8 € s'applique aux ordonnances délivrées la nuit."
)
FERRY_TIMES = (
    "En haute saison, le bateau Quiberon – Le Palais (Belle-Île) part toutes les heures de 7 h 30 à 20 h 30. "
    "La traversée dure 45 minutes. "
    "L'aller-retour coûte 37 € pour un adulte et 23 € pour un enfant de 4 à 17 ans ; les moins de 4 ans voyagent gratuitement. "
    "Les vélos sont acceptés moyennant 18 € l'aller-retour."
)
FERRY_EXCEPTIONS = (
    "Hors saison, du 1er novembre au 31 mars, seules quatre rotations par jour sont assurées. "
    "Le 1er janvier, aucun bateau ne circule. "
    "Par fort coup de vent, les départs peuvent être annulés ; les passagers sont alors remboursés intégralement. "
    "Les véhicules doivent se présenter à l'embarquement au moins 45 minutes avant le départ."
)
CANTEEN = (
    "Au restaurant scolaire de l'école Jules-Ferry, le repas coûte 3,80 € et se règle chaque mois sur le portail famille. "
    "Un menu sans viande est proposé tous les mardis. "
    "Les inscriptions se font à la semaine, au plus tard le jeudi précédent. "
    "Les élèves de maternelle déjeunent au premier service, à 11 h 30."
)
CANTEEN_RULES = (
    "Les enfants souffrant d'allergies doivent disposer d'un PAI signé par le médecin scolaire ; dans ce cas, les parents peuvent fournir un panier-repas. "
    "La responsable de la cantine, Mme Odile Perrin, encadre une équipe de cinq animateurs. "
    "Les bonbons et les sodas sont interdits au réfectoire."
)
PADEL = (
    "Au complexe sportif des Iris, les terrains de padel se réservent en ligne jusqu'à 14 jours à l'avance. "
    "Une séance de 90 minutes coûte 40 € par terrain. "
    "Les abonnés bénéficient d'une réduction de 25 %. "
    "Les raquettes sont prêtées gratuitement à l'accueil."
)
TENNIS = (
    "Les courts de tennis couverts des Iris sont accessibles tous les jours sauf le lundi matin, réservé aux écoles. "
    "Une réservation non annulée au moins 24 heures à l'avance reste due. "
    "L'éclairage est inclus dans le prix après 18 h."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("fr-t15-001", "fmt.period", "Combien de temps dure la partie ?", "Vous avez 60 minutes pour vous échapper.", ESCAPE_ROOM, True),
    w.faith("fr-t15-002", "para.synonym", "Peut-on avoir de l'aide pendant le jeu ?", "Oui, Hugo Marchand, qui mène le jeu, peut vous donner au maximum quatre indices dans la partie.", ESCAPE_ROOM, True),
    w.faith("fr-t15-003", "fmt.currency", "Combien paie un étudiant ?", "Sur présentation de sa carte, un étudiant paie vingt euros au lieu de vingt-cinq.", ESCAPE_ROOM, True),
    w.faith("fr-t15-004", "para.passive", "Qui a imaginé la salle ?", "Camille Dufresne a conçu « Le Secret de l'Alchimiste », qui a ouvert en novembre 2022.", ESCAPE_RULES, True),
    w.faith("fr-t15-005", "fmt.date", "Depuis quand la salle existe-t-elle ?", "Elle a ouvert le 08/11/2022.", ESCAPE_RULES, True),
    w.faith("fr-t15-006", "fmt.period", "Que se passe-t-il si j'annule la veille ?", "Si vous annulez à moins de deux jours de la séance, vous perdez les 30 € d'acompte.", ESCAPE_RULES, True),
    w.faith("fr-t15-007", "fmt.time", "À quelle heure passe « Réveil Sud » ?", "Du lundi au vendredi, de six heures à neuf heures du matin, avec Nadia Benali aux commandes.", RADIO_MORNING, True),
    w.faith("fr-t15-008", "para.relative", "Et le samedi matin, qu'est-ce qu'on écoute ?", "Le samedi, c'est « Les Copains d'abord », une émission que Pierre Lasserre anime sur le même créneau.", RADIO_MORNING, True),
    w.faith("fr-t15-009", "wrap.attribution", "Y a-t-il des infos le matin ?", "D'après la grille de la station, un flash d'information est diffusé chaque heure.", RADIO_MORNING, True),
    w.faith("fr-t15-010", "fmt.period", "Combien de temps durera « À table ! » ?", "Trois quarts d'heure désormais, contre une demi-heure auparavant.", RADIO_CHANGES, True),
    w.faith("fr-t15-011", "para.synonym", "Qui présente maintenant « À table ! » ?", "La cheffe Sophie Arnaud prend la suite de Luc Vidal, qui est parti sur une autre radio.", RADIO_CHANGES, True),
    w.faith("fr-t15-012", "para.reorder", "Quand l'émission sera-t-elle diffusée ?", "C'est le jeudi à 11 h qu'« À table ! » passera à partir du 6 janvier, et non plus le mercredi.", RADIO_CHANGES, True),
    w.faith("fr-t15-013", "para.except", "La pharmacie du Centre est-elle ouverte le dimanche ?", "En principe non : elle n'ouvre le dimanche que lorsqu'elle est de garde.", PHARMACY_HOURS, True),
    w.faith("fr-t15-014", "wrap.opener", "Quelle pharmacie est de garde le 23 avril ?", "Bonne question ! Le dimanche 23 avril, c'est la pharmacie du Centre qui est de garde, de 9 h à 20 h.", PHARMACY_GUARD, True),
    w.faith("fr-t15-015", "fmt.currency", "Y a-t-il un supplément la nuit ?", "Oui, comptez huit euros de plus pour une ordonnance délivrée la nuit.", PHARMACY_GUARD, True),
    w.faith("fr-t15-016", "para.synonym", "Mon fils de 3 ans doit-il payer le bateau ?", "Non, les enfants de moins de quatre ans traversent sans payer.", FERRY_TIMES, True),
    w.faith("fr-t15-017", "wrap.hedge", "Et si le bateau est annulé à cause du vent ?", "Il me semble que dans ce cas, les passagers sont remboursés en totalité.", FERRY_EXCEPTIONS, True),
    w.faith("fr-t15-018", "fmt.period", "Quand dois-je arriver avec ma voiture ?", "Présentez-vous à l'embarquement au moins trois quarts d'heure avant le départ.", FERRY_EXCEPTIONS, True),
    w.faith("fr-t15-019", "fmt.time", "À quelle heure mangent les maternelles ?", "Les petits de maternelle passent au premier service, à onze heures et demie.", CANTEEN, True),
    w.faith("fr-t15-020", "wrap.closer", "Comment paie-t-on la cantine ?", "Le repas est à 3,80 €, à régler tous les mois via le portail famille. Bonne journée !", CANTEEN, True),
    w.faith("fr-t15-021", "para.pronoun", "Qui dirige la cantine ?", "Mme Odile Perrin. C'est elle qui encadre l'équipe de cinq animateurs.", CANTEEN_RULES, True),
    w.faith("fr-t15-022", "fmt.share", "Les abonnés ont-ils une réduction sur le padel ?", "Oui, ils paient un quart de moins.", PADEL, True),
    w.faith("fr-t15-023", "para.except", "Peut-on jouer au tennis le lundi matin ?", "Non, le lundi matin les courts couverts sont réservés aux écoles ; le reste du temps, ils sont accessibles tous les jours.", TENNIS, True),
    w.faith("fr-t15-024", "wrap.question", "Faut-il payer l'éclairage le soir ?", "Faut-il payer l'éclairage ? Non, après 18 h il est compris dans le prix.", TENNIS, True),
    # unfaithful: exactly one claim is not supported
    w.faith("fr-t15-025", "value.number", "À combien peut-on jouer ?", "La salle accueille des équipes de trois à cinq joueurs.", ESCAPE_ROOM, False),
    w.faith("fr-t15-026", "value.currency", "Quel est le tarif étudiant ?", "Les étudiants paient 15 € sur présentation de leur carte.", ESCAPE_ROOM, False),
    w.faith("fr-t15-027", "modality", "Ma fille de 13 ans peut-elle venir seule avec ses amies ?", "Il est simplement conseillé aux moins de 15 ans de venir avec un adulte.", ESCAPE_RULES, False),
    w.faith("fr-t15-028", "direction", "Quand perd-on l'acompte ?", "L'acompte de 30 € est perdu si l'on annule plus de 48 heures avant la séance.", ESCAPE_RULES, False),
    w.faith("fr-t15-029", "role.swap", "Qui présente la matinale ?", "En semaine, c'est Pierre Lasserre qui présente « Réveil Sud », et Nadia Benali anime « Les Copains d'abord » le samedi.", RADIO_MORNING, False),
    w.faith("fr-t15-030", "role.swap", "Qui reprend « À table ! » ?", "Luc Vidal reprend la présentation de l'émission à la place de Sophie Arnaud, partie sur une autre station.", RADIO_CHANGES, False),
    w.faith("fr-t15-031", "value.date", "À partir de quand l'émission change-t-elle de jour ?", "« À table ! » passera au jeudi à partir du 16 janvier.", RADIO_CHANGES, False),
    w.faith("fr-t15-032", "direction", "La durée de « À table ! » change-t-elle ?", "Oui, l'émission sera plus courte qu'avant.", RADIO_CHANGES, False),
    w.faith("fr-t15-033", "negation", "L'émission continue-t-elle pendant les vacances de février ?", "Oui, « À table ! » reste à l'antenne pendant les vacances de février.", RADIO_CHANGES, False),
    w.faith("fr-t15-034", "value.except", "Quand la pharmacie du Centre est-elle fermée ?", "Elle est fermée le samedi et le dimanche, sauf les jours de garde.", PHARMACY_HOURS, False),
    w.faith("fr-t15-035", "value.time", "Jusqu'à quelle heure la pharmacie est-elle de garde le 23 avril ?", "Le 23 avril, elle assure la garde de 9 h à 22 h.", PHARMACY_GUARD, False),
    w.faith("fr-t15-036", "added.entity", "Que faire la nuit si j'ai besoin d'un médicament ?", "Il faut d'abord passer au commissariat ou aux urgences de l'hôpital avec son ordonnance.", PHARMACY_GUARD, False),
    w.faith("fr-t15-037", "value.currency", "Combien coûte le supplément de nuit ?", "Une ordonnance délivrée la nuit coûte 15 € de plus.", PHARMACY_GUARD, False),
    w.faith("fr-t15-038", "quantifier", "Les enfants paient-ils le bateau pour Belle-Île ?", "Non, tous les enfants voyagent gratuitement.", FERRY_TIMES, False),
    w.faith("fr-t15-039", "value.number", "Combien de bateaux y a-t-il en hiver ?", "Du 1er novembre au 31 mars, il n'y a que six rotations par jour.", FERRY_EXCEPTIONS, False),
    w.faith("fr-t15-040", "value.time", "À quelle heure déjeunent les maternelles ?", "Les élèves de maternelle mangent au premier service, à midi.", CANTEEN, False),
    w.faith("fr-t15-041", "modality", "Mon fils est allergique : que faut-il prévoir pour le repas ?", "Avec un PAI signé par le médecin scolaire, les parents sont tenus de fournir un panier-repas.", CANTEEN_RULES, False),
    w.faith("fr-t15-042", "antonym", "Mon enfant peut-il apporter des bonbons à la cantine ?", "Oui, les bonbons et les sodas sont autorisés au réfectoire.", CANTEEN_RULES, False),
    w.faith("fr-t15-043", "added.fact", "Faut-il apporter sa raquette de padel ?", "Non, l'accueil prête gratuitement les raquettes, ainsi que les balles.", PADEL, False),
    w.faith("fr-t15-044", "value.except", "Quand les courts de tennis sont-ils réservés aux écoles ?", "Le mardi matin, les courts couverts sont réservés aux écoles.", TENNIS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-t15-045", "correct.wordy", "Combien de temps dure la traversée entre Quiberon et Belle-Île ?", "Il faut compter trois quarts d'heure de traversée entre Quiberon et Le Palais, sur Belle-Île.", "45 minutes", True),
    w.correct("fr-t15-046", "correct.format", "Combien coûte un repas à la cantine de l'école Jules-Ferry ?", "Trois euros quatre-vingts.", "3,80 €", True),
    w.correct("fr-t15-047", "correct.wordy", "Qui est la titulaire de la pharmacie du Centre ?", "La pharmacie du Centre a pour titulaire Mme Claire Fontaine ; c'est elle qui en a la responsabilité.", "Mme Claire Fontaine", True),
    w.correct("fr-t15-048", "correct.format", "À quelle heure commence « À table ! » ?", "À onze heures du matin.", "11 h", True),
    w.correct("fr-t15-049", "wrong.value", "Combien de temps dure une séance de padel aux Iris ?", "Une séance dure une heure.", "90 minutes", False),
    w.correct("fr-t15-050", "wrong.role", "Qui a conçu la salle « Le Secret de l'Alchimiste » ?", "C'est le maître du jeu, Hugo Marchand, qui l'a conçue.", "Camille Dufresne", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
