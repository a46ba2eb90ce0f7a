"""French cases of set t11: the Nantes bike scheme Vélonde, the tutoring agency Cap Réussite,
the hair salon L'Atelier de Margaux, the camping Les Pins Dorés, the translation agency Trait
d'Union Traductions and the tour of the Brasserie du Mont Aigu."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

VELO_ABO = (
    "Le service de vélos en libre-service Vélonde, à Nantes, propose un abonnement annuel à 45 €, qui inclut les 30 premières minutes de chaque trajet. "
    "Au-delà, chaque demi-heure supplémentaire est facturée 2 €. "
    "Les moins de 26 ans bénéficient d'une réduction de 50 % sur l'abonnement. "
    "L'abonnement se souscrit uniquement en ligne, et non aux bornes."
)
VELO_REGLES = (
    "Les vélos doivent être restitués dans une station Vélonde ; un vélo laissé hors station entraîne une pénalité de 20 €. "
    "Le service fonctionne 24 h/24, sauf pour les vélos électriques, indisponibles entre 1 h et 6 h. "
    "Le responsable technique, Karim Benali, fait contrôler chaque station deux fois par semaine."
)
SOUTIEN = (
    "L'agence Cap Réussite propose des cours particuliers à domicile à 35 € de l'heure pour le collège et à 42 € pour le lycée. "
    "Un premier bilan pédagogique gratuit de 30 minutes est réalisé par la directrice, Claire Dubois. "
    "Le professeur Hugo Lefèvre donne des cours de physique à Inès Moreau tous les mercredis de 14 h à 16 h."
)
COIFF_TARIFS = (
    "Au salon L'Atelier de Margaux, une coupe femme avec shampooing et brushing coûte 55 €, une coupe homme 27 €. "
    "Le salon est ouvert du mardi au samedi, de 9 h 30 à 19 h, avec une nocturne jusqu'à 21 h le jeudi. "
    "Toute coloration nécessite un test d'allergie au moins 48 heures avant. "
    "Un retard de plus de 15 minutes peut entraîner l'annulation du rendez-vous."
)
COIFF_EQUIPE = (
    "Margaux Petit, la gérante, s'occupe uniquement des colorations. "
    "Son apprenti, Lucas Girard, réalise les coupes enfants, facturées 16 € pour les moins de 12 ans. "
    "Les étudiants bénéficient de 10 % de remise sur présentation de leur carte."
)
CAMP_INFOS = (
    "Le camping Les Pins Dorés compte 90 emplacements, dont 30 mobil-homes. "
    "Les arrivées se font entre 15 h et 20 h, et les départs avant 10 h. "
    "La piscine est ouverte de 9 h à 20 h, du 1er juin au 15 septembre. "
    "Les animaux sont acceptés, sauf dans les mobil-homes."
)
CAMP_RESA = (
    "Toute réservation doit être accompagnée d'un acompte de 30 %. "
    "Le solde est à régler le jour de l'arrivée. "
    "En juillet et en août, les mobil-homes se louent uniquement à la semaine, du samedi au samedi. "
    "Le barbecue au charbon est interdit ; seuls les barbecues électriques ou à gaz sont autorisés."
)
TRAD_TARIFS = (
    "L'agence Trait d'Union Traductions facture 0,14 € le mot pour une traduction générale et 0,20 € le mot pour une traduction technique. "
    "Les traductions assermentées sont facturées 50 € la page. "
    "Un document de moins de 3 000 mots est livré sous quatre jours ouvrés."
)
TRAD_EQUIPE = (
    "Chaque texte est traduit par un traducteur dont la langue maternelle est la langue cible, puis relu par un second traducteur. "
    "La cheffe de projet, Élodie Marchand, répond aux demandes de devis dans un délai de deux heures. "
    "Pour l'interprétation, il faut réserver au moins dix jours à l'avance."
)
BRASSERIE = (
    "La Brasserie du Mont Aigu propose une visite guidée le samedi à 10 h 30 et à 16 h ; elle dure une heure et quart. "
    "Le billet coûte 15 € et comprend la dégustation de trois bières de 25 cl. "
    "Le maître brasseur, Antoine Roux, anime la visite du matin, et son associée, Julie Perrin, celle de l'après-midi. "
    "La dégustation est réservée aux plus de 18 ans ; les mineurs peuvent suivre la visite s'ils sont accompagnés d'un adulte et reçoivent alors un jus de pomme."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim supported, in other words
    w.faith("fr-t11-001", "fmt.share", "Y a-t-il un tarif jeune pour l'abonnement ?",
            "Oui : si vous avez moins de 26 ans, l'abonnement vous revient à moitié prix.",
            VELO_ABO, True),
    w.faith("fr-t11-002", "para.except", "Je peux prendre l'abonnement directement à une borne ?",
            "Non, il ne se prend pas aux bornes : la souscription se fait exclusivement sur Internet.",
            VELO_ABO, True),
    w.faith("fr-t11-003", "fmt.period", "Combien de temps puis-je rouler sans payer avec l'abonnement ?",
            "Avec l'abonnement, la première demi-heure de chaque trajet est comprise.",
            VELO_ABO, True),
    w.faith("fr-t11-004", "para.nominal", "Que se passe-t-il si je laisse le vélo en dehors d'une station ?",
            "L'abandon d'un vélo hors station est sanctionné par une pénalité de 20 €.",
            VELO_REGLES, True),
    w.faith("fr-t11-005", "para.except", "Puis-je emprunter un vélo électrique à 3 h du matin ?",
            "Non. Le service tourne jour et nuit, mais les vélos électriques ne sont pas disponibles entre 1 h et 6 h.",
            VELO_REGLES, True),
    w.faith("fr-t11-006", "para.passive", "Qui s'occupe du contrôle des stations ?",
            "Chaque station est contrôlée deux fois par semaine, à la demande du responsable technique Karim Benali.",
            VELO_REGLES, True),
    w.faith("fr-t11-007", "wrap.attribution", "Le bilan de départ est-il payant ?",
            "D'après Cap Réussite, le premier bilan pédagogique est offert ; il dure une demi-heure et c'est la directrice, Claire Dubois, qui s'en charge.",
            SOUTIEN, True),
    w.faith("fr-t11-008", "fmt.time", "Quand Inès a-t-elle cours de physique ?",
            "Inès Moreau a physique avec Hugo Lefèvre le mercredi, de deux heures à quatre heures de l'après-midi.",
            SOUTIEN, True),
    w.faith("fr-t11-009", "para.pronoun", "Qui donne des cours à Inès Moreau ?",
            "C'est Hugo Lefèvre : il lui enseigne la physique chaque mercredi.",
            SOUTIEN, True),
    w.faith("fr-t11-010", "para.except", "Le salon est-il ouvert le lundi ?",
            "Non, le salon est fermé le dimanche et le lundi ; il vous accueille du mardi au samedi.",
            COIFF_TARIFS, True),
    w.faith("fr-t11-011", "fmt.time", "Jusqu'à quelle heure pouvez-vous me recevoir le jeudi ?",
            "Le jeudi, le salon reste ouvert jusqu'à 9 heures du soir.",
            COIFF_TARIFS, True),
    w.faith("fr-t11-012", "fmt.period", "Faut-il faire un test avant une couleur ?",
            "Oui, un test d'allergie doit être fait au minimum deux jours avant toute coloration.",
            COIFF_TARIFS, True),
    w.faith("fr-t11-013", "para.relative", "Qui coupe les cheveux des enfants ?",
            "C'est Lucas Girard, qui est l'apprenti de la gérante, Margaux Petit.",
            COIFF_EQUIPE, True),
    w.faith("fr-t11-014", "fmt.share", "Avez-vous une réduction pour les étudiants ?",
            "Oui, sur présentation de leur carte, les étudiants ne paient que 90 % du prix.",
            COIFF_EQUIPE, True),
    w.faith("fr-t11-015", "para.except", "Peut-on venir avec notre chien dans un mobil-home ?",
            "Malheureusement non : les animaux sont les bienvenus au camping, mais pas dans les mobil-homes.",
            CAMP_INFOS, True),
    w.faith("fr-t11-016", "fmt.date", "Quand la piscine est-elle ouverte ?",
            "La piscine est ouverte du 01/06 au 15/09, de 9 h à 20 h.",
            CAMP_INFOS, True),
    w.faith("fr-t11-017", "wrap.hedge", "Peut-on louer un mobil-home pour trois nuits en août ?",
            "Il semble que non : en juillet et en août, les mobil-homes ne se louent qu'à la semaine, du samedi au samedi.",
            CAMP_RESA, True),
    w.faith("fr-t11-018", "para.except", "Je peux apporter mon barbecue à charbon ?",
            "Non, le charbon n'est pas permis ; un barbecue électrique ou à gaz, en revanche, ne pose aucun problème.",
            CAMP_RESA, True),
    w.faith("fr-t11-019", "fmt.currency", "Quel est le tarif d'une traduction technique ?",
            "Une traduction technique est facturée 20 centimes d'euro par mot.",
            TRAD_TARIFS, True),
    w.faith("fr-t11-020", "para.synonym", "Qui relit les traductions ?",
            "Une fois le texte traduit par un locuteur natif de la langue cible, un deuxième traducteur le relit.",
            TRAD_EQUIPE, True),
    w.faith("fr-t11-021", "wrap.closer", "En combien de temps vais-je recevoir un devis ?",
            "Élodie Marchand, la cheffe de projet, vous répond en deux heures maximum. N'hésitez pas à la contacter !",
            TRAD_EQUIPE, True),
    w.faith("fr-t11-022", "wrap.opener", "Qui anime la visite de l'après-midi ?",
            "Bonne question ! L'après-midi, c'est Julie Perrin, l'associée du maître brasseur, qui mène la visite.",
            BRASSERIE, True),
    w.faith("fr-t11-023", "fmt.unit", "Qu'est-ce qui est compris dans le billet ?",
            "Le billet à 15 € donne droit à la dégustation de trois bières de 250 ml.",
            BRASSERIE, True),
    w.faith("fr-t11-024", "wrap.question", "Mon fils de 15 ans peut-il venir à la visite ?",
            "Vous vous demandez s'il peut venir ? Oui, s'il est accompagné d'un adulte ; il n'aura pas de bière, mais un jus de pomme.",
            BRASSERIE, True),
    # unfaithful: exactly one clear error
    w.faith("fr-t11-025", "value.number", "Que comprend l'abonnement annuel ?",
            "L'abonnement à 45 € inclut les 45 premières minutes de chaque trajet.",
            VELO_ABO, False),
    w.faith("fr-t11-026", "negation", "Les premières minutes sont-elles incluses dans l'abonnement ?",
            "Non, l'abonnement ne comprend pas les 30 premières minutes des trajets.",
            VELO_ABO, False),
    w.faith("fr-t11-027", "value.time", "Les vélos électriques sont-ils disponibles la nuit ?",
            "Le service tourne 24 h/24, mais les vélos électriques sont indisponibles de minuit à 6 h.",
            VELO_REGLES, False),
    w.faith("fr-t11-028", "role.swap", "Qui donne des cours de physique le mercredi ?",
            "Le mercredi de 14 h à 16 h, c'est Inès Moreau qui donne des cours de physique à Hugo Lefèvre.",
            SOUTIEN, False),
    w.faith("fr-t11-029", "added.entity", "Qui réalise le bilan pédagogique ?",
            "Le bilan gratuit est réalisé par la directrice, Claire Dubois, et par la conseillère d'orientation Nadia Haddad.",
            SOUTIEN, False),
    w.faith("fr-t11-030", "value.except", "Quels jours le salon est-il ouvert ?",
            "L'Atelier de Margaux est ouvert tous les jours sauf le dimanche.",
            COIFF_TARIFS, False),
    w.faith("fr-t11-031", "antonym", "Que se passe-t-il si je ne suis pas à l'heure ?",
            "Si vous arrivez plus de 15 minutes en avance, votre rendez-vous peut être annulé.",
            COIFF_TARIFS, False),
    w.faith("fr-t11-032", "modality", "Et si j'ai du retard ?",
            "Au-delà d'un quart d'heure de retard, le rendez-vous est automatiquement annulé.",
            COIFF_TARIFS, False),
    w.faith("fr-t11-033", "added.fact", "Qui s'occupe des coupes enfants ?",
            "L'apprenti Lucas Girard réalise les coupes enfants, à 16 € pour les moins de 12 ans, et il les prend uniquement sur rendez-vous.",
            COIFF_EQUIPE, False),
    w.faith("fr-t11-034", "quantifier", "Y a-t-il des emplacements pour tentes ?",
            "Non, les 90 emplacements du camping sont tous des mobil-homes.",
            CAMP_INFOS, False),
    w.faith("fr-t11-035", "direction", "À quelle heure se font les départs ?",
            "Les départs se font à partir de 10 heures.",
            CAMP_INFOS, False),
    w.faith("fr-t11-036", "value.date", "Quand peut-on profiter de la piscine ?",
            "La piscine est ouverte de 9 h à 20 h, du 1er mai au 15 septembre.",
            CAMP_INFOS, False),
    w.faith("fr-t11-037", "modality", "Faut-il verser un acompte ?",
            "Un acompte de 30 % est conseillé au moment de la réservation.",
            CAMP_RESA, False),
    w.faith("fr-t11-038", "antonym", "Quels barbecues sont acceptés ?",
            "Les barbecues au charbon sont autorisés, tout comme les modèles électriques ou à gaz.",
            CAMP_RESA, False),
    w.faith("fr-t11-039", "value.currency", "Combien coûte une traduction générale ?",
            "Une traduction générale est facturée 0,14 dollar le mot.",
            TRAD_TARIFS, False),
    w.faith("fr-t11-040", "direction", "Sous quel délai un document est-il livré ?",
            "Un document de plus de 3 000 mots est livré sous quatre jours ouvrés.",
            TRAD_TARIFS, False),
    w.faith("fr-t11-041", "quantifier", "Les traductions sont-elles relues ?",
            "Certains textes sont relus par un second traducteur après la traduction.",
            TRAD_EQUIPE, False),
    w.faith("fr-t11-042", "negation", "Faut-il réserver à l'avance pour un interprète ?",
            "Pour l'interprétation, inutile de réserver à l'avance.",
            TRAD_EQUIPE, False),
    w.faith("fr-t11-043", "role.swap", "Qui anime la visite du matin ?",
            "Le matin, la visite est animée par Julie Perrin, et l'après-midi par le maître brasseur, Antoine Roux.",
            BRASSERIE, False),
    w.faith("fr-t11-044", "value.unit", "Quelle quantité de bière est servie ?",
            "Le billet comprend la dégustation de trois bières de 25 ml.",
            BRASSERIE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-t11-045", "correct.wordy", "Combien de temps dure la visite de la Brasserie du Mont Aigu ?",
              "Il faut prévoir soixante-quinze minutes : c'est la durée de la visite guidée, du début à la fin.",
              "1 h 15.", True),
    w.correct("fr-t11-046", "correct.format", "À quelle heure ferme L'Atelier de Margaux le jeudi ?",
              "À 9 heures du soir.",
              "21 h.", True),
    w.correct("fr-t11-047", "correct.wordy", "Qui réalise le bilan pédagogique chez Cap Réussite ?",
              "Ce bilan est assuré par Claire Dubois, qui dirige l'agence Cap Réussite.",
              "La directrice, Claire Dubois.", True),
    w.correct("fr-t11-048", "correct.format", "Quel est le prix de l'abonnement annuel Vélonde ?",
              "45 €.",
              "45 euros.", True),
    w.correct("fr-t11-049", "wrong.value", "Combien coûte une coupe homme à L'Atelier de Margaux ?",
              "Une coupe homme y coûte 55 €.",
              "27 €.", False),
    w.correct("fr-t11-050", "wrong.role", "Qui anime la visite du matin à la Brasserie du Mont Aigu ?",
              "C'est l'associée du maître brasseur, Julie Perrin.",
              "Le maître brasseur, Antoine Roux.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
