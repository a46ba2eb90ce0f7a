"""French cases of set t40: les jours de consultation d'un cabinet médical et d'une maison
de santé, les professeurs et les cours d'un département de philosophie, un séminaire
doctoral, les directeurs d'un groupe de restaurants et leur règlement, la distribution et la
billetterie d'une compagnie de théâtre, les commandants d'une compagnie de bacs, et les chefs
de service d'un quotidien."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

CABINET = (
    "Au cabinet médical des Tilleuls, le Dr Claire Dubois consulte le lundi et le jeudi, le Dr Antoine Mercier le mardi et le vendredi. "
    "Le cabinet est ouvert du lundi au vendredi, sauf le mercredi. "
    "Les consultations commencent à 8 h 30 et la dernière a lieu à 18 h 15. "
    "Une consultation coûte 30 €."
)
MAISON_SANTE = (
    "À la maison de santé de Vernon, le Dr Sophie Lambert est médecin coordinatrice et le Dr Hugo Petit est son adjoint. "
    "Le Dr Petit assure la permanence de vaccination un samedi sur deux, de 9 h à 12 h. "
    "50 % des créneaux du matin sont réservés aux urgences du jour."
)
PHILO = (
    "Au département de philosophie, la professeure Marie Girard enseigne « Éthique contemporaine » au premier semestre, et le professeur Karim Benali « Logique formelle » au second. "
    "Mme Girard dirige aussi le master. "
    "Chaque cours vaut 5 crédits ECTS et compte 24 heures de cours magistral."
)
SEMINAIRE = (
    "Le séminaire doctoral d'histoire se réunit le mardi de 17 h à 19 h, salle B204. "
    "Il est animé par la professeure Élise Fontaine ; M. Julien Roux gère les inscriptions. "
    "Il est limité à 20 participants. "
    "Les inscriptions ferment le 30 septembre."
)
GROUPE = (
    "Le groupe Saveurs du Sud exploite trois restaurants à Marseille. "
    "Nicolas Ferrand dirige Le Vieux-Port et Amélie Rousseau dirige La Corniche ; Le Panier est géré par Yanis Haddad depuis janvier 2022. "
    "Amélie Rousseau rend compte directement à la directrice des opérations, Laure Chevalier."
)
REGLES = (
    "La Corniche est ouverte tous les jours sauf le dimanche, de 12 h à 23 h. "
    "Chaque directeur touche une prime trimestrielle de 1 200 € si l'objectif de chiffre d'affaires est atteint. "
    "La formation hygiène doit être renouvelée tous les 24 mois."
)
PIECE = (
    "Dans « La Mouette » montée par la Compagnie du Levant, Inès Moreau joue Nina et Paul Garnier joue Trigorine. "
    "La mise en scène est signée Camille Vidal. "
    "Le spectacle dure 2 h 10, entracte de 15 minutes compris."
)
BILLETS = (
    "Les représentations ont lieu du 5 au 28 mars au Théâtre des Carmes. "
    "Les places coûtent 22 €, et 15 € pour les étudiants. "
    "Relâche le lundi. "
    "Les retardataires ne sont pas admis en salle."
)
BAC = (
    "La compagnie Bac des Îles relie Quiberon à Belle-Île avec deux navires. "
    "Le commandant Yves Le Goff est à la barre du « Goéland », la commandante Anne Kerjean à celle du « Cormoran ». "
    "La traversée dure 45 minutes. "
    "En juillet et en août, six rotations sont assurées chaque jour, contre trois le reste de l'année."
)
REDACTION = (
    "À L'Écho de la Loire, Sandrine Morel dirige le service politique et Thomas Blanc le service des sports. "
    "Thomas Blanc a succédé à Lucie Perrin aux sports en 2020 ; celle-ci s'occupe désormais de la culture. "
    "La conférence de rédaction a lieu chaque matin à 9 h 30, et tous les chefs de service doivent y assister."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-t40-001", "para.combine", "Quels jours consulte le Dr Dubois, et qui est là le vendredi ?", "Le Dr Dubois reçoit le lundi et le jeudi ; le vendredi, c'est le Dr Mercier qui consulte.", CABINET, True),
    w.faith("fr-t40-002", "para.except", "Le cabinet est-il ouvert le mercredi ?", "Non, le mercredi, le cabinet des Tilleuls reste fermé.", CABINET, True),
    w.faith("fr-t40-003", "fmt.time", "Jusqu'à quelle heure peut-on avoir un rendez-vous ?", "Le dernier rendez-vous de la journée est à six heures et quart du soir.", CABINET, True),
    w.faith("fr-t40-004", "para.pronoun", "Qui est le Dr Lambert ?", "C'est la médecin coordinatrice de la maison de santé de Vernon, et le Dr Petit est son adjoint.", MAISON_SANTE, True),
    w.faith("fr-t40-005", "fmt.share", "Quelle part des créneaux du matin est réservée aux urgences ?", "La moitié des créneaux du matin est gardée pour les urgences du jour.", MAISON_SANTE, True),
    w.faith("fr-t40-006", "para.synonym", "Quand peut-on faire vacciner son enfant ?", "Le Dr Petit vaccine tous les quinze jours, le samedi, entre 9 h et midi.", MAISON_SANTE, True),
    w.faith("fr-t40-007", "para.combine", "Quelles sont les fonctions de Mme Girard ?", "Mme Girard, qui enseigne l'éthique contemporaine au premier semestre, est aussi responsable du master.", PHILO, True),
    w.faith("fr-t40-008", "para.synonym", "Qui donne le cours de logique ?", "Le cours de logique formelle est assuré par M. Benali au second semestre.", PHILO, True),
    w.faith("fr-t40-009", "fmt.number", "Combien de crédits rapporte chaque cours ?", "Chacun des deux cours rapporte cinq crédits ECTS.", PHILO, True),
    w.faith("fr-t40-010", "para.nominal", "Jusqu'à quand peut-on s'inscrire au séminaire ?", "La clôture des inscriptions est fixée au 30 septembre.", SEMINAIRE, True),
    w.faith("fr-t40-011", "fmt.time", "Quand se réunit le séminaire ?", "Il se tient le mardi de 17:00 à 19:00, en salle B204.", SEMINAIRE, True),
    w.faith("fr-t40-012", "para.pronoun", "Qui s'occupe des inscriptions ?", "C'est M. Julien Roux : il gère les inscriptions du séminaire qu'anime Élise Fontaine.", SEMINAIRE, True),
    w.faith("fr-t40-013", "para.passive", "Qui dirige La Corniche ?", "La Corniche est dirigée par Amélie Rousseau.", GROUPE, True),
    w.faith("fr-t40-014", "para.synonym", "Qui s'occupe du Panier ?", "Depuis janvier 2022, c'est Yanis Haddad qui est à la tête du Panier.", GROUPE, True),
    w.faith("fr-t40-015", "para.combine", "À qui Amélie Rousseau rend-elle compte ?", "Amélie Rousseau, directrice de La Corniche, dépend directement de Laure Chevalier, la directrice des opérations.", GROUPE, True),
    w.faith("fr-t40-016", "para.except", "Peut-on déjeuner à La Corniche le dimanche ?", "Malheureusement non : La Corniche est fermée le dimanche.", REGLES, True),
    w.faith("fr-t40-017", "fmt.period", "Tous les combien faut-il refaire la formation hygiène ?", "La formation hygiène est à refaire tous les deux ans.", REGLES, True),
    w.faith("fr-t40-018", "wrap.attribution", "Les directeurs ont-ils une prime ?", "D'après le règlement du groupe, un directeur perçoit 1 200 € par trimestre s'il atteint son objectif de chiffre d'affaires.", REGLES, True),
    w.faith("fr-t40-019", "para.synonym", "Quel rôle tient Paul Garnier ?", "Paul Garnier interprète le rôle de Trigorine.", PIECE, True),
    w.faith("fr-t40-020", "fmt.unit", "Combien de temps dure « La Mouette » ?", "La représentation dure 130 minutes, entracte d'un quart d'heure inclus.", PIECE, True),
    w.faith("fr-t40-021", "para.relative", "Qui a mis en scène « La Mouette » ?", "C'est Camille Vidal, à qui l'on doit la mise en scène de cette « Mouette » montée par la Compagnie du Levant.", PIECE, True),
    w.faith("fr-t40-022", "wrap.closer", "Combien paie un étudiant ?", "Les étudiants paient leur place 15 €. Bon spectacle !", BILLETS, True),
    w.faith("fr-t40-023", "para.combine", "Qui commande le « Cormoran », et combien de temps dure la traversée ?", "Le « Cormoran » est commandé par Anne Kerjean, et la traversée jusqu'à Belle-Île prend trois quarts d'heure.", BAC, True),
    w.faith("fr-t40-024", "para.pronoun", "Depuis quand Thomas Blanc dirige-t-il les sports ?", "Thomas Blanc est à la tête des sports depuis 2020 ; il y a pris la suite de Lucie Perrin.", REDACTION, True),
    w.faith("fr-t40-025", "role.swap", "Qui consulte le lundi ?", "Le lundi et le jeudi, c'est le Dr Mercier qui reçoit les patients.", CABINET, False),
    w.faith("fr-t40-026", "added.fact", "Combien coûte une consultation ?", "Une consultation coûte 30 €, et le cabinet pratique le tiers payant.", CABINET, False),
    w.faith("fr-t40-027", "role.swap", "Qui coordonne la maison de santé ?", "Le Dr Petit coordonne la maison de santé, et le Dr Lambert est son adjointe.", MAISON_SANTE, False),
    w.faith("fr-t40-028", "added.fact", "Faut-il prendre rendez-vous pour la vaccination ?", "Le Dr Petit vaccine un samedi sur deux de 9 h à 12 h, et uniquement sur rendez-vous pris en ligne.", MAISON_SANTE, False),
    w.faith("fr-t40-029", "quantifier", "Les créneaux du matin sont-ils réservés aux urgences ?", "Oui, l'ensemble des créneaux du matin est réservé aux urgences du jour.", MAISON_SANTE, False),
    w.faith("fr-t40-030", "role.swap", "Qui enseigne l'éthique ?", "« Éthique contemporaine » est enseignée par M. Benali, et « Logique formelle » par Mme Girard.", PHILO, False),
    w.faith("fr-t40-031", "added.fact", "Mme Girard a-t-elle d'autres responsabilités ?", "Elle dirige le master et préside en plus le jury des soutenances de thèse.", PHILO, False),
    w.faith("fr-t40-032", "value.number", "Combien d'heures de cours magistral par cours ?", "Chaque cours compte 30 heures de cours magistral.", PHILO, False),
    w.faith("fr-t40-033", "role.swap", "Qui anime le séminaire ?", "Le séminaire est animé par Julien Roux, et c'est Mme Fontaine qui gère les inscriptions.", SEMINAIRE, False),
    w.faith("fr-t40-034", "direction", "Quand peut-on s'inscrire ?", "Les inscriptions ne sont possibles qu'à partir du 30 septembre.", SEMINAIRE, False),
    w.faith("fr-t40-035", "role.swap", "Qui dirige Le Vieux-Port ?", "Nicolas Ferrand est à la tête de La Corniche, tandis qu'Amélie Rousseau dirige Le Vieux-Port.", GROUPE, False),
    w.faith("fr-t40-036", "added.fact", "Depuis quand Yanis Haddad gère-t-il Le Panier ?", "Depuis janvier 2022 ; auparavant, il était second de cuisine à La Corniche.", GROUPE, False),
    w.faith("fr-t40-037", "modality", "La formation hygiène est-elle obligatoire ?", "Il est conseillé de la renouveler tous les deux ans, mais ce n'est pas obligatoire.", REGLES, False),
    w.faith("fr-t40-038", "value.except", "Quel jour La Corniche est-elle fermée ?", "La Corniche est fermée le lundi et ouverte de midi à 23 h les autres jours.", REGLES, False),
    w.faith("fr-t40-039", "added.fact", "Qui signe la mise en scène ?", "La mise en scène est de Camille Vidal, qui joue également le rôle d'Arkadina.", PIECE, False),
    w.faith("fr-t40-040", "negation", "Peut-on entrer en retard ?", "Oui, les retardataires peuvent rejoindre la salle une fois le spectacle commencé.", BILLETS, False),
    w.faith("fr-t40-041", "value.currency", "Combien coûte une place plein tarif ?", "Une place plein tarif coûte 25 €.", BILLETS, False),
    w.faith("fr-t40-042", "role.swap", "Qui est à la barre du « Goéland » ?", "Anne Kerjean commande le « Goéland », et Yves Le Goff le « Cormoran ».", BAC, False),
    w.faith("fr-t40-043", "value.number", "Combien de rotations en été ?", "En juillet et en août, la compagnie assure huit rotations par jour.", BAC, False),
    w.faith("fr-t40-044", "antonym", "Thomas Blanc est-il toujours aux sports ?", "Non, Thomas Blanc a quitté le service des sports en 2020.", REDACTION, False),
]

CORRECTNESS = [
    w.correct("fr-t40-045", "correct.wordy", "Quels jours consulte le Dr Mercier ?", "Si vous souhaitez voir le Dr Mercier, il faudra venir un mardi ou un vendredi : ce sont ses jours de consultation.", "Le mardi et le vendredi.", True),
    w.correct("fr-t40-046", "correct.format", "Combien de temps dure la traversée vers Belle-Île ?", "Trois quarts d'heure.", "45 minutes", True),
    w.correct("fr-t40-047", "correct.wordy", "Qui dirige le service politique de L'Écho de la Loire ?", "C'est Sandrine Morel qui est à la tête du service politique du journal.", "Sandrine Morel", True),
    w.correct("fr-t40-048", "correct.format", "Combien coûte une place étudiante ?", "Quinze euros.", "15 €", True),
    w.correct("fr-t40-049", "wrong.value", "À quelle heure a lieu la conférence de rédaction ?", "Elle commence chaque matin à 10 h.", "9 h 30", False),
    w.correct("fr-t40-050", "wrong.role", "Qui joue Nina ?", "Nina est jouée par Camille Vidal, la metteuse en scène.", "Inès Moreau", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
