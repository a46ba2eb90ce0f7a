"""French cases of set t39 : un planétarium (séance et coupole d'observation), une mini-ferme,
une piscine municipale avec ses lignes d'eau et ses tarifs, la location d'une salle
paroissiale, les tournées de livraison d'une épicerie de village et un festival d'astronomie."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

PLANET_SHOW = (
    "Au planétarium de Vaulx, la séance « Voyage vers la Lune » est projetée tous les mercredis à 16 h 15. "
    "Elle dure 35 minutes et elle est commentée par la médiatrice scientifique Élodie Garnier. "
    "L'entrée coûte 7 € pour les adultes et 4 € pour les moins de 12 ans. "
    "Aucune entrée n'est acceptée une fois la séance commencée."
)
PLANET_OBS = (
    "Les soirs de ciel dégagé, le planétarium ouvre sa coupole d'observation de 21 h à 23 h, du 1er juin au 31 août. "
    "Le télescope est manipulé par le bénévole Julien Masson, et c'est la technicienne Sarah Benali qui l'entretient chaque lundi. "
    "Les mineurs doivent être accompagnés d'un adulte."
)
FARM = (
    "À la mini-ferme des Tilleuls, les enfants peuvent nourrir les chèvres et les poules avec les graines vendues à l'accueil (1,50 € le sachet). "
    "Il est interdit de donner à manger aux lapins. "
    "La ferme est ouverte tous les jours sauf le mardi, de 10 h à 18 h. "
    "La soigneuse Manon Leroy anime un atelier « traite de la chèvre » le samedi à 11 h."
)
POOL_LANES = (
    "À la piscine municipale des Glycines, les lignes 1 et 2 sont réservées aux nageurs rapides, la ligne 3 aux nageurs de niveau moyen et la ligne 4 aux nageurs lents. "
    "Dans chaque ligne, on nage en restant à droite et on ne double qu'au mur. "
    "Le jeudi de 12 h à 13 h 30, le club de triathlon occupe les lignes 1 et 2."
)
POOL_RULES = (
    "L'entrée à l'unité coûte 3,20 € et la carte de dix entrées 28 €. "
    "Le maître-nageur Patrick Roux surveille le créneau du matin, de 7 h à 8 h 45 en semaine. "
    "Le bonnet de bain est obligatoire et le short de bain est interdit."
)
HALL_HIRE = (
    "La salle paroissiale Saint-Martin se loue 20 € de l'heure, avec un minimum de trois heures. "
    "Les réservations sont gérées par la secrétaire de la paroisse, Mme Chantal Morel, qui demande un chèque de caution de 150 €, rendu au retour des clés. "
    "La salle n'est pas louée le dimanche matin."
)
HALL_RULES = (
    "La salle peut accueillir 100 personnes debout ou 70 assises. "
    "Les locataires peuvent utiliser la cuisine, mais seul le sacristain, Bernard Lefèvre, a le droit de manipuler la sono. "
    "Toute musique doit cesser à minuit."
)
SHOP = (
    "L'épicerie du village de Saint-Aubin livre les hameaux voisins le mardi et le vendredi. "
    "Les commandes se passent par téléphone jusqu'à 17 h la veille. "
    "La livraison est gratuite à partir de 20 € d'achats ; en dessous, elle coûte 2 €. "
    "La tournée du mardi est assurée par l'apprenti Hugo Petit, celle du vendredi par la gérante, Nadine Caron."
)
FEST_PROG = (
    "Le festival « Nuits des étoiles du Causse » se tient du 8 au 10 août sur le plateau de Sauveterre. "
    "Le samedi soir, l'astronome Lucie Fabre donnera une conférence sur les comètes, présentée par le président du festival, Marc Delmas. "
    "L'entrée sur le site est gratuite, mais les ateliers de fabrication de cartes du ciel coûtent 5 €."
)
FEST_CAMP = (
    "Un emplacement de camping coûte 10 € la nuit, et les lampes rouges sont distribuées gratuitement à l'accueil. "
    "Toute lumière blanche doit être éteinte après 22 h. "
    "Les chiens sont acceptés s'ils sont tenus en laisse."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("fr-t39-001", "para.combine", "C'est quoi, « Voyage vers la Lune » ?", "Une séance de 35 minutes, projetée le mercredi à 16 h 15 et commentée par Élodie Garnier, la médiatrice scientifique.", PLANET_SHOW, True),
    w.faith("fr-t39-002", "para.synonym", "On peut arriver en retard ?", "Non : dès que la séance a débuté, plus personne ne peut entrer.", PLANET_SHOW, True),
    w.faith("fr-t39-003", "fmt.currency", "Combien coûte l'entrée ?", "Sept euros pour un adulte, quatre euros pour un enfant de moins de douze ans.", PLANET_SHOW, True),
    w.faith("fr-t39-004", "value.currency", "Quel est le tarif adulte ?", "Les adultes paient 9 € la séance.", PLANET_SHOW, False),
    w.faith("fr-t39-005", "para.pronoun", "Qui s'occupe du télescope ?", "C'est Julien Masson, un bénévole, qui le fait fonctionner ; Sarah Benali, elle, l'entretient tous les lundis.", PLANET_OBS, True),
    w.faith("fr-t39-006", "role.swap", "Quel est le rôle de Sarah Benali ?", "Elle manipule le télescope pendant les soirées, et Julien Masson se charge de son entretien le lundi.", PLANET_OBS, False),
    w.faith("fr-t39-007", "fmt.date", "À quelle période la coupole est-elle ouverte ?", "De début juin à fin août, les soirs de ciel clair, entre 21 h et 23 h.", PLANET_OBS, True),
    w.faith("fr-t39-008", "modality", "Mon fils de quinze ans peut-il venir seul ?", "Il est conseillé, mais pas obligatoire, que les mineurs viennent avec un adulte.", PLANET_OBS, False),
    w.faith("fr-t39-009", "added.fact", "Quand peut-on observer depuis la coupole ?", "Les soirs de ciel dégagé, de 21 h à 23 h, de juin à août ; l'accès est gratuit.", PLANET_OBS, False),
    w.faith("fr-t39-010", "para.except", "Quels jours la ferme est-elle fermée ?", "Uniquement le mardi ; les autres jours, elle accueille le public de 10 h à 18 h.", FARM, True),
    w.faith("fr-t39-011", "para.synonym", "Qu'est-ce qu'on peut donner aux animaux ?", "Les graines achetées à l'accueil, pour les chèvres et les poules.", FARM, True),
    w.faith("fr-t39-012", "negation", "Et les lapins, on peut les nourrir ?", "Oui, les enfants peuvent aussi leur donner des graines.", FARM, False),
    w.faith("fr-t39-013", "para.relative", "Qui anime l'atelier de traite ?", "Manon Leroy, la soigneuse qui anime le samedi à 11 h l'atelier « traite de la chèvre ».", FARM, True),
    w.faith("fr-t39-014", "added.fact", "Comment se passe l'atelier traite ?", "Il a lieu le samedi à 11 h avec la soigneuse Manon Leroy, et les enfants repartent avec un petit pot de lait.", FARM, False),
    w.faith("fr-t39-015", "value.except", "Quel est le jour de fermeture ?", "La ferme ouvre tous les jours sauf le lundi.", FARM, False),
    w.faith("fr-t39-016", "para.synonym", "Je nage lentement, quelle ligne dois-je prendre ?", "Prenez la ligne 4, prévue pour ceux qui nagent doucement.", POOL_LANES, True),
    w.faith("fr-t39-017", "para.combine", "Que se passe-t-il le jeudi midi ?", "De midi à 13 h 30, les deux lignes rapides, la 1 et la 2, sont prises par le club de triathlon.", POOL_LANES, True),
    w.faith("fr-t39-018", "direction", "Quelles sont les règles dans les lignes ?", "On nage en se tenant à gauche et on ne double qu'au mur.", POOL_LANES, False),
    w.faith("fr-t39-019", "antonym", "À qui est réservée la ligne 1 ?", "La ligne 1 est réservée aux nageurs les plus lents.", POOL_LANES, False),
    w.faith("fr-t39-020", "added.fact", "Quand le club de triathlon s'entraîne-t-il ?", "Le jeudi de 12 h à 13 h 30 sur les lignes 1 et 2, et ses séances sont ouvertes à tous les nageurs.", POOL_LANES, False),
    w.faith("fr-t39-021", "fmt.currency", "Combien coûte la carte de dix entrées ?", "La carte de dix entrées revient à vingt-huit euros.", POOL_RULES, True),
    w.faith("fr-t39-022", "fmt.time", "Qui surveille le matin ?", "Patrick Roux, le maître-nageur, de 7 heures à 9 heures moins le quart en semaine.", POOL_RULES, True),
    w.faith("fr-t39-023", "value.time", "À quelle heure finit le créneau du matin ?", "Il se termine à 9 h 15.", POOL_RULES, False),
    w.faith("fr-t39-024", "added.fact", "Le bonnet est-il obligatoire ?", "Oui, il est obligatoire, et on peut en acheter un à l'accueil pour 2 €.", POOL_RULES, False),
    w.faith("fr-t39-025", "para.combine", "Quelles sont les conditions de location ?", "C'est 20 € l'heure pour trois heures au moins, et la salle n'est pas louée le dimanche matin.", HALL_HIRE, True),
    w.faith("fr-t39-026", "para.pronoun", "Qui gère les réservations ?", "Mme Chantal Morel, la secrétaire paroissiale ; c'est elle qui demande le chèque de caution de 150 €.", HALL_HIRE, True),
    w.faith("fr-t39-027", "added.fact", "Comment récupère-t-on la caution ?", "Le chèque de 150 € est rendu au retour des clés, à condition que la salle ait été nettoyée.", HALL_HIRE, False),
    w.faith("fr-t39-028", "para.nominal", "Combien de temps faut-il louer la salle au minimum ?", "La durée minimale de location est de trois heures.", HALL_HIRE, True),
    w.faith("fr-t39-029", "fmt.number", "Combien de personnes la salle peut-elle recevoir ?", "Cent personnes debout, ou soixante-dix assises.", HALL_RULES, True),
    w.faith("fr-t39-030", "role.swap", "Peut-on brancher notre musique sur la sono ?", "Oui, les locataires gèrent eux-mêmes la sono ; c'est la cuisine qui est réservée au sacristain, Bernard Lefèvre.", HALL_RULES, False),
    w.faith("fr-t39-031", "fmt.time", "Jusqu'à quelle heure peut-on mettre de la musique ?", "Jusqu'à 0 h : à minuit, toute musique doit s'arrêter.", HALL_RULES, True),
    w.faith("fr-t39-032", "para.combine", "Comment fonctionnent les livraisons ?", "L'épicerie passe dans les hameaux deux fois par semaine, le mardi et le vendredi, et ne fait rien payer dès 20 € d'achats.", SHOP, True),
    w.faith("fr-t39-033", "role.swap", "Qui fait la tournée du mardi ?", "C'est la gérante, Nadine Caron, qui livre le mardi, et l'apprenti Hugo Petit s'occupe du vendredi.", SHOP, False),
    w.faith("fr-t39-034", "direction", "La livraison est-elle gratuite ?", "Oui, pour les commandes de moins de 20 € ; au-delà, elle coûte 2 €.", SHOP, False),
    w.faith("fr-t39-035", "para.pronoun", "Qui est Hugo Petit ?", "C'est l'apprenti ; il assure la tournée du mardi.", SHOP, True),
    w.faith("fr-t39-036", "fmt.time", "Jusqu'à quand puis-je commander ?", "Jusqu'à 5 heures de l'après-midi la veille, par téléphone.", SHOP, True),
    w.faith("fr-t39-037", "fmt.date", "Quand a lieu le festival ?", "Du 08/08 au 10/08, sur le plateau de Sauveterre.", FEST_PROG, True),
    w.faith("fr-t39-038", "role.swap", "Qui parle des comètes ?", "Marc Delmas donne la conférence sur les comètes, et c'est Lucie Fabre qui la présente.", FEST_PROG, False),
    w.faith("fr-t39-039", "wrap.attribution", "L'entrée est-elle payante ?", "D'après le programme, l'accès au site ne coûte rien, mais il faut compter 5 € pour les ateliers de cartes du ciel.", FEST_PROG, True),
    w.faith("fr-t39-040", "added.entity", "Qu'y a-t-il le samedi soir ?", "Une conférence sur les comètes par Lucie Fabre et l'astrophysicien Henri Vidal, présentée par Marc Delmas.", FEST_PROG, False),
    w.faith("fr-t39-041", "wrap.opener", "Faut-il apporter une lampe rouge ?", "Bonne question ! On en distribue gratuitement à l'accueil.", FEST_CAMP, True),
    w.faith("fr-t39-042", "para.synonym", "Les chiens sont-ils admis ?", "Oui, à condition qu'ils restent en laisse.", FEST_CAMP, True),
    w.faith("fr-t39-043", "added.fact", "Combien coûte le camping ?", "10 € la nuit par emplacement, douches chaudes comprises.", FEST_CAMP, False),
    w.faith("fr-t39-044", "value.time", "Quand faut-il éteindre les lumières blanches ?", "Après 23 h, toute lumière blanche doit être éteinte.", FEST_CAMP, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-t39-045", "correct.wordy", "Qui commente la séance « Voyage vers la Lune » ?", "La séance est commentée par Élodie Garnier, la médiatrice scientifique du planétarium.", "Élodie Garnier", True),
    w.correct("fr-t39-046", "correct.format", "Combien coûte l'entrée à l'unité à la piscine ?", "Trois euros vingt.", "3,20 €", True),
    w.correct("fr-t39-047", "correct.format", "Quand a lieu le festival ?", "08/08 – 10/08", "du 8 au 10 août", True),
    w.correct("fr-t39-048", "correct.wordy", "Qui assure la tournée du vendredi ?", "Le vendredi, c'est la gérante de l'épicerie elle-même, Nadine Caron, qui fait la tournée.", "Nadine Caron, la gérante", True),
    w.correct("fr-t39-049", "wrong.value", "Combien coûte la location de la salle paroissiale ?", "30 € de l'heure.", "20 € de l'heure", False),
    w.correct("fr-t39-050", "wrong.role", "Qui donne la conférence sur les comètes ?", "Le président du festival, Marc Delmas.", "l'astronome Lucie Fabre", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
