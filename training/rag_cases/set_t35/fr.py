"""French cases of set t35: a children's dentist, an indoor playground, a bakery's allergen
rules, a city marathon's age groups, a school bus service and a holiday camp's fees."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

CABINET_EQUIPE = (
    "Le cabinet dentaire pour enfants « Petites Quenottes » est dirigé par la Dre Hélène Marchand. "
    "Les caries sont soignées par la Dre Marchand elle-même, tandis que l'assistante dentaire, Chloé Perrin, s'occupe des détartrages. "
    "Le cabinet accueille les enfants de 18 mois à 15 ans. "
    "Le premier bilan bucco-dentaire est gratuit pour les enfants de moins de 6 ans."
)
CABINET_HORAIRES = (
    "Le cabinet est ouvert du lundi au vendredi de 8 h 30 à 18 h 30, sauf le mercredi après-midi. "
    "Toute annulation doit se faire au moins 48 heures à l'avance ; à défaut, 20 € sont facturés. "
    "À la fin de chaque séance, la secrétaire, Nadia Benali, remet un diplôme de courage à l'enfant."
)
AIRE_REGLES = (
    "L'aire de jeux couverte « Planète Récré » est ouverte tous les jours de 9 h 30 à 19 h, sauf le lundi. "
    "L'entrée coûte 11 € par enfant et elle est gratuite pour les adultes accompagnateurs. "
    "Les enfants de moins de 10 ans doivent être accompagnés d'un adulte. "
    "Le port de chaussettes est obligatoire sur les structures."
)
AIRE_ANNIVERSAIRES = (
    "À Planète Récré, les anniversaires se réservent auprès du responsable, Mathieu Lefort, et sont animés par l'animatrice Julie Garnier. "
    "Une fête dure deux heures et accueille 8 enfants au minimum et 16 au maximum. "
    "Un acompte de 50 € est demandé à la réservation."
)
BOULANGERIE_ATELIER = (
    "La boulangerie Dumas affiche en vitrine la liste des allergènes de chaque produit. "
    "Comme toutes les pâtisseries sont préparées sur le même plan de travail, la boulangerie ne peut pas garantir l'absence de traces de fruits à coque. "
    "Le pain sans gluten est fabriqué uniquement le vendredi, avant la première fournée."
)
BOULANGERIE_EQUIPE = (
    "Chez Dumas, c'est le chef pâtissier, Bruno Dumas, qui rédige les fiches allergènes, et la vendeuse, Léa Roussel, qui les vérifie chaque matin. "
    "Les clients allergiques sont priés de le signaler avant de commander. "
    "Les gâteaux sans lait se commandent au moins cinq jours à l'avance."
)
MARATHON_CATEGORIES = (
    "Le marathon de Rivebelle aura lieu le dimanche 19 octobre. "
    "Les catégories d'âge dépendent de l'âge du coureur le jour de la course. "
    "Il faut avoir 20 ans ou plus pour courir le marathon. "
    "Les catégories sont : Seniors (20 à 34 ans), Masters 1 (35 à 44 ans), Masters 2 (45 à 54 ans) et Masters 3 (55 ans et plus). "
    "Les trois premiers de chaque catégorie reçoivent une coupe."
)
MARATHON_10KM = (
    "Le 10 km de Rivebelle est ouvert dès 14 ans. "
    "Les mineurs doivent fournir une autorisation parentale. "
    "Le départ du 10 km est donné à 10 h, soit une heure et demie après celui du marathon. "
    "L'inscription coûte 15 € pour le 10 km et 40 € pour le marathon."
)
CAR_SCOLAIRE = (
    "Le car scolaire du collège Jean-Moulin est conduit par M. Patrick Giraud et ne circule que les jours de classe. "
    "Il part de la place de l'Église à 7 h 35 et arrive au collège à 8 h 05. "
    "L'accompagnatrice, Mme Sophie Lemaire, fait l'appel à chaque trajet. "
    "L'abonnement coûte 90 € par an, mais il est gratuit pour les élèves boursiers."
)
COLONIE_TARIFS = (
    "La colonie de vacances « Les Écureuils » coûte 480 € pour douze jours, pension complète comprise. "
    "Une réduction de 25 % est accordée à partir du deuxième enfant d'une même famille. "
    "En cas d'annulation plus de 30 jours avant le départ, le séjour est remboursé intégralement ; ensuite, seule la moitié est remboursée. "
    "Le paiement se fait auprès du secrétariat, jamais auprès des animateurs."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("fr-t35-001", "para.combine", "Qui soigne les caries et qui fait les détartrages ?", "Les caries, c'est la Dre Marchand qui les traite en personne ; les détartrages sont confiés à Chloé Perrin, son assistante.", CABINET_EQUIPE, True),
    w.faith("fr-t35-002", "fmt.period", "À partir de quel âge le cabinet reçoit-il les enfants ?", "Dès un an et demi, et jusqu'à 15 ans.", CABINET_EQUIPE, True),
    w.faith("fr-t35-003", "para.synonym", "Le premier bilan est-il payant pour mon fils de 4 ans ?", "Non, pour un enfant qui n'a pas encore 6 ans, le premier bilan ne coûte rien.", CABINET_EQUIPE, True),
    w.faith("fr-t35-004", "para.except", "Peut-on prendre rendez-vous un mercredi après-midi ?", "Non : le mercredi, le cabinet ne reçoit que le matin.", CABINET_HORAIRES, True),
    w.faith("fr-t35-005", "fmt.time", "Quels sont les horaires du cabinet ?", "Il ouvre à huit heures et demie et ferme à six heures et demie du soir, du lundi au vendredi.", CABINET_HORAIRES, True),
    w.faith("fr-t35-006", "fmt.period", "Combien de temps à l'avance faut-il annuler ?", "Au moins deux jours avant le rendez-vous, sinon on vous facture 20 €.", CABINET_HORAIRES, True),
    w.faith("fr-t35-007", "para.pronoun", "Qui remet le diplôme de courage ?", "C'est Nadia Benali, la secrétaire : elle le donne à chaque enfant à la fin de sa séance.", CABINET_HORAIRES, True),
    w.faith("fr-t35-008", "para.except", "Planète Récré est-elle ouverte le lundi ?", "Non, c'est le jour de fermeture ; le reste de la semaine, on vous accueille de 9 h 30 à 19 h.", AIRE_REGLES, True),
    w.faith("fr-t35-009", "para.synonym", "Les parents paient-ils l'entrée ?", "Non, les adultes qui accompagnent entrent sans payer ; seuls les enfants règlent les 11 €.", AIRE_REGLES, True),
    w.faith("fr-t35-010", "para.passive", "Mon fils de 8 ans peut-il venir seul ?", "Non : les moins de 10 ans ne sont admis qu'accompagnés d'un adulte.", AIRE_REGLES, True),
    w.faith("fr-t35-011", "para.combine", "Auprès de qui réserver un anniversaire, et qui l'anime ?", "On réserve auprès de Mathieu Lefort, le responsable, et c'est Julie Garnier qui assure l'animation de la fête.", AIRE_ANNIVERSAIRES, True),
    w.faith("fr-t35-012", "fmt.range", "Combien d'enfants peut-on inviter ?", "Entre 8 et 16 enfants.", AIRE_ANNIVERSAIRES, True),
    w.faith("fr-t35-013", "fmt.period", "Combien de temps dure une fête d'anniversaire ?", "Une fête dure 120 minutes.", AIRE_ANNIVERSAIRES, True),
    w.faith("fr-t35-014", "para.except", "Quel jour le pain sans gluten est-il fabriqué ?", "Seulement le vendredi : les autres jours, la boulangerie n'en fabrique pas.", BOULANGERIE_ATELIER, True),
    w.faith("fr-t35-015", "para.combine", "Les pâtisseries sont-elles garanties sans fruits à coque ?", "Non, puisqu'elles passent toutes sur le même plan de travail, la boulangerie ne peut pas exclure des traces de fruits à coque.", BOULANGERIE_ATELIER, True),
    w.faith("fr-t35-016", "para.relative", "Qui s'occupe des fiches allergènes ?", "Bruno Dumas, qui est le chef pâtissier, les rédige, et Léa Roussel, qui tient la vente, les contrôle tous les matins.", BOULANGERIE_EQUIPE, True),
    w.faith("fr-t35-017", "para.nominal", "Que doivent faire les clients allergiques ?", "La boulangerie demande aux clients allergiques un signalement de leur allergie avant toute commande.", BOULANGERIE_EQUIPE, True),
    w.faith("fr-t35-018", "wrap.closer", "Combien de temps à l'avance commander un gâteau sans lait ?", "Il faut le commander au moins cinq jours avant. N'hésitez pas si vous avez d'autres questions !", BOULANGERIE_EQUIPE, True),
    w.faith("fr-t35-019", "fmt.date", "Quand a lieu le marathon de Rivebelle ?", "Le marathon se court le dimanche 19/10.", MARATHON_CATEGORIES, True),
    w.faith("fr-t35-020", "fmt.range", "Dans quelle catégorie court un coureur de 40 ans ?", "À 40 ans, on court en Masters 1, la catégorie des 35-44 ans.", MARATHON_CATEGORIES, True),
    w.faith("fr-t35-021", "fmt.time", "À quelle heure part le 10 km ?", "Le départ du 10 km est à dix heures du matin, 90 minutes après celui du marathon.", MARATHON_10KM, True),
    w.faith("fr-t35-022", "para.combine", "Ma fille de 15 ans peut-elle courir le 10 km ?", "Oui, le 10 km est accessible dès 14 ans, mais comme elle est mineure, il lui faudra une autorisation parentale.", MARATHON_10KM, True),
    w.faith("fr-t35-023", "para.combine", "Qui est à bord du car le matin ?", "M. Giraud est au volant, et Mme Lemaire, l'accompagnatrice, fait l'appel pendant le trajet.", CAR_SCOLAIRE, True),
    w.faith("fr-t35-024", "fmt.share", "Y a-t-il une réduction pour le deuxième enfant ?", "Oui, à partir du deuxième enfant, on paie un quart de moins.", COLONIE_TARIFS, True),
    # unfaithful: exactly one error
    w.faith("fr-t35-025", "role.swap", "Qui s'occupe des caries ?", "Les caries sont traitées par l'assistante, Chloé Perrin, et la Dre Marchand se charge des détartrages.", CABINET_EQUIPE, False),
    w.faith("fr-t35-026", "added.fact", "Quels enfants le cabinet reçoit-il ?", "Les enfants de 18 mois à 15 ans, avec des consultations d'urgence le samedi matin.", CABINET_EQUIPE, False),
    w.faith("fr-t35-027", "value.time", "Le cabinet est-il ouvert tard le soir ?", "Il reste ouvert jusqu'à 19 h 30 en semaine, sauf le mercredi après-midi.", CABINET_HORAIRES, False),
    w.faith("fr-t35-028", "added.fact", "Que reçoit l'enfant après la séance ?", "Nadia Benali lui offre un diplôme de courage ainsi qu'une petite brosse à dents.", CABINET_HORAIRES, False),
    w.faith("fr-t35-029", "value.except", "Quel jour Planète Récré est-elle fermée ?", "Elle est fermée le mardi et ouverte tous les autres jours.", AIRE_REGLES, False),
    w.faith("fr-t35-030", "modality", "Les chaussettes sont-elles obligatoires ?", "Les chaussettes sont conseillées sur les structures, mais on peut s'en passer.", AIRE_REGLES, False),
    w.faith("fr-t35-031", "value.number", "Jusqu'à quel âge faut-il être accompagné ?", "Les enfants de moins de 12 ans doivent venir avec un adulte.", AIRE_REGLES, False),
    w.faith("fr-t35-032", "role.swap", "Qui anime les anniversaires ?", "On réserve auprès de l'animatrice, Julie Garnier, et c'est le responsable, Mathieu Lefort, qui anime la fête.", AIRE_ANNIVERSAIRES, False),
    w.faith("fr-t35-033", "direction", "Combien d'enfants faut-il au minimum pour une fête ?", "Il faut réunir au moins 16 enfants pour organiser une fête.", AIRE_ANNIVERSAIRES, False),
    w.faith("fr-t35-034", "added.fact", "Que faut-il payer à la réservation ?", "Un acompte de 50 €, qui n'est pas remboursé en cas d'annulation.", AIRE_ANNIVERSAIRES, False),
    w.faith("fr-t35-035", "quantifier", "Les allergènes sont-ils affichés ?", "La liste des allergènes n'est affichée en vitrine que pour certains produits.", BOULANGERIE_ATELIER, False),
    w.faith("fr-t35-036", "direction", "Quand le pain sans gluten est-il fabriqué ?", "Le vendredi, une fois la première fournée sortie du four.", BOULANGERIE_ATELIER, False),
    w.faith("fr-t35-037", "role.swap", "Qui vérifie les fiches allergènes ?", "Les fiches sont rédigées par la vendeuse, Léa Roussel, et relues chaque matin par le chef pâtissier, Bruno Dumas.", BOULANGERIE_EQUIPE, False),
    w.faith("fr-t35-038", "added.fact", "Comment commander un gâteau sans lait ?", "Au moins cinq jours à l'avance, et uniquement par téléphone.", BOULANGERIE_EQUIPE, False),
    w.faith("fr-t35-039", "value.number", "Quel âge faut-il avoir pour le marathon ?", "Il suffit d'avoir 18 ans pour prendre le départ du marathon.", MARATHON_CATEGORIES, False),
    w.faith("fr-t35-040", "added.fact", "Que gagnent les premiers de chaque catégorie ?", "Les trois premiers de chaque catégorie repartent avec une coupe et un bon d'achat.", MARATHON_CATEGORIES, False),
    w.faith("fr-t35-041", "value.currency", "Combien coûte l'inscription au 10 km ?", "Pour le 10 km, l'inscription est à 25 €.", MARATHON_10KM, False),
    w.faith("fr-t35-042", "role.swap", "Qui conduit le car scolaire ?", "C'est Mme Sophie Lemaire qui tient le volant, tandis que M. Patrick Giraud fait l'appel.", CAR_SCOLAIRE, False),
    w.faith("fr-t35-043", "added.fact", "Combien coûte le car scolaire ?", "L'abonnement annuel est de 90 €, gratuit pour les boursiers, et il peut être réglé en trois fois.", CAR_SCOLAIRE, False),
    w.faith("fr-t35-044", "role.swap", "À qui paie-t-on la colonie ?", "On règle le séjour directement aux animateurs, et non au secrétariat.", COLONIE_TARIFS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-t35-045", "correct.wordy", "Combien coûte la colonie Les Écureuils ?", "Le séjour de douze jours aux Écureuils revient à quatre cent quatre-vingts euros, pension complète comprise.", "480 €", True),
    w.correct("fr-t35-046", "correct.format", "À quelle heure le car arrive-t-il au collège ?", "À huit heures cinq.", "8 h 05", True),
    w.correct("fr-t35-047", "correct.format", "Quel est le montant de l'acompte pour un anniversaire à Planète Récré ?", "Cinquante euros.", "50 €", True),
    w.correct("fr-t35-048", "correct.wordy", "Qui dirige le cabinet Petites Quenottes ?", "Le cabinet Petites Quenottes est dirigé par la docteure Hélène Marchand, qui soigne elle-même les caries.", "La Dre Hélène Marchand", True),
    w.correct("fr-t35-049", "wrong.value", "Quand a lieu le marathon de Rivebelle ?", "Le dimanche 26 octobre.", "Le dimanche 19 octobre", False),
    w.correct("fr-t35-050", "wrong.role", "Qui conduit le car scolaire du collège Jean-Moulin ?", "Mme Sophie Lemaire, l'accompagnatrice.", "M. Patrick Giraud", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
