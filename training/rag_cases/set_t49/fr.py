"""French cases of set t49: une école maternelle lyonnaise et sa cantine, l'accueil
périscolaire, le bac blanc d'un lycée nantais, des cours d'anglais pour adultes à Lille,
une bourse de mobilité et la bibliothèque d'une université bordelaise, et une crèche
parentale à Toulouse."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

MATERNELLE = (
    "L'école maternelle Jean-Macé, dans le 7e arrondissement de Lyon, est dirigée par Mme Nathalie Girard. "
    "Elle compte six classes, de la petite à la grande section. "
    "Les cours ont lieu les lundis, mardis, jeudis et vendredis, de 8 h 30 à 11 h 30 et de 13 h 30 à 16 h 30. "
    "Le repas à la cantine coûte 3,85 €."
)
PERISCOLAIRE = (
    "L'accueil périscolaire de l'école Jean-Macé est assuré par l'animateur Karim Benali le matin et par Julie Fontaine le soir. "
    "Il ouvre à 7 h 30 et ferme à 18 h 30. "
    "L'inscription se fait sur le portail de la mairie au plus tard le 25 du mois précédent."
)
BAC_BLANC = (
    "Au lycée Clemenceau de Nantes, le bac blanc de philosophie aura lieu le mardi 4 février, de 8 h à 12 h, au gymnase. "
    "L'épreuve de spécialité de mathématiques se déroulera le lendemain. "
    "La proviseure, Mme Isabelle Lemoine, rappelle que la présence est obligatoire. "
    "Les copies seront rendues deux semaines plus tard."
)
ANGLAIS = (
    "L'institut Lingua de Lille propose des cours d'anglais du soir pour adultes, le lundi et le jeudi de 19 h à 20 h 30. "
    "Le niveau débutant est assuré par Sarah Collins, le niveau intermédiaire par Paul Dumont. "
    "Le trimestre coûte 290 €, et les demandeurs d'emploi bénéficient de 30 % de réduction."
)
BOURSE = (
    "L'Université de Bordeaux attribue une bourse de mobilité de 450 € par mois aux étudiants qui partent étudier à l'étranger. "
    "La bourse est versée pour une durée de deux à neuf mois. "
    "Les dossiers doivent être déposés avant le 15 mars auprès du service des relations internationales, dirigé par M. Olivier Fabre."
)
BU = (
    "La bibliothèque universitaire de Bordeaux-Pessac est ouverte du lundi au samedi, de 8 h à 22 h. "
    "Les étudiants de licence peuvent emprunter 10 documents pour trois semaines. "
    "Les salles de travail en groupe se réservent en ligne, pour deux heures au maximum."
)
CRECHE = (
    "La crèche parentale Les Petits Loups, à Toulouse, accueille 16 enfants de 10 semaines à 3 ans. "
    "Elle a été fondée en 1994 par un groupe de parents et a déménagé rue des Filatiers en 2011. "
    "Chaque famille doit assurer une permanence d'une demi-journée par semaine."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-t49-001", "para.passive", "Qui dirige l'école Jean-Macé ?", "C'est Mme Nathalie Girard qui dirige l'école maternelle Jean-Macé.", MATERNELLE, True),
    w.faith("fr-t49-002", "para.except", "Y a-t-il classe le mercredi ?", "Non, il n'y a pas cours le mercredi à l'école Jean-Macé.", MATERNELLE, True),
    w.faith("fr-t49-003", "fmt.currency", "Combien coûte la cantine ?", "Le repas est facturé 3 euros 85.", MATERNELLE, True),
    w.faith("fr-t49-004", "fmt.time", "À quelle heure finit l'école l'après-midi ?", "L'après-midi, les cours se terminent à 16 h 30.", MATERNELLE, True),
    w.faith("fr-t49-005", "para.combine", "Qui s'occupe du périscolaire ?", "Le matin, c'est Karim Benali qui anime l'accueil périscolaire, et le soir, c'est Julie Fontaine.", PERISCOLAIRE, True),
    w.faith("fr-t49-006", "fmt.time", "Jusqu'à quelle heure puis-je récupérer mon enfant ?", "L'accueil du soir ferme à six heures et demie.", PERISCOLAIRE, True),
    w.faith("fr-t49-007", "para.nominal", "Comment inscrire mon enfant au périscolaire ?", "L'inscription se fait sur le portail de la mairie, avec une date limite fixée au 25 du mois précédent.", PERISCOLAIRE, True),
    w.faith("fr-t49-008", "fmt.date", "Quand a lieu le bac blanc de philo ?", "Il se déroule le mardi 04/02, de 8 h à midi, au gymnase.", BAC_BLANC, True),
    w.faith("fr-t49-009", "para.synonym", "Est-ce que mon fils peut ne pas venir au bac blanc ?", "Non : la proviseure, Mme Lemoine, rappelle que la présence y est obligatoire.", BAC_BLANC, True),
    w.faith("fr-t49-010", "fmt.period", "Quand aura-t-on les copies ?", "Les copies seront rendues quinze jours après l'épreuve.", BAC_BLANC, True),
    w.faith("fr-t49-011", "fmt.unit", "Combien de temps dure l'épreuve de philosophie ?", "L'épreuve de philosophie dure quatre heures, de 8 h à 12 h.", BAC_BLANC, True),
    w.faith("fr-t49-012", "para.relative", "Qui enseigne aux débutants ?", "Les débutants ont cours avec Sarah Collins, tandis que Paul Dumont, qui s'occupe du niveau intermédiaire, a l'autre groupe.", ANGLAIS, True),
    w.faith("fr-t49-013", "fmt.time", "À quelle heure sont les cours d'anglais ?", "Les cours ont lieu le lundi et le jeudi de 19 h à 20 h 30, soit de 7 h à 8 h 30 du soir.", ANGLAIS, True),
    w.faith("fr-t49-014", "fmt.share", "Y a-t-il une réduction pour les chômeurs ?", "Oui, les demandeurs d'emploi paient 30 pour cent de moins sur le tarif de 290 €.", ANGLAIS, True),
    w.faith("fr-t49-015", "wrap.attribution", "Combien rapporte la bourse de mobilité ?", "D'après l'université, la bourse de mobilité s'élève à 450 € par mois.", BOURSE, True),
    w.faith("fr-t49-016", "fmt.range", "Pendant combien de temps est versée la bourse ?", "Elle est versée entre 2 et 9 mois.", BOURSE, True),
    w.faith("fr-t49-017", "para.pronoun", "Qui dirige les relations internationales ?", "C'est M. Olivier Fabre ; c'est auprès de son service qu'il faut déposer le dossier avant le 15 mars.", BOURSE, True),
    w.faith("fr-t49-018", "para.except", "La BU est-elle ouverte le dimanche ?", "Non, la bibliothèque de Pessac est fermée le dimanche.", BU, True),
    w.faith("fr-t49-019", "para.reorder", "Combien de livres puis-je emprunter en licence ?", "Pour trois semaines, un étudiant de licence peut emprunter 10 documents.", BU, True),
    w.faith("fr-t49-020", "wrap.opener", "Comment réserver une salle de groupe ?", "Bonne question ! Les salles de travail en groupe se réservent en ligne, pour deux heures maximum.", BU, True),
    w.faith("fr-t49-021", "fmt.number", "Combien d'enfants accueille la crèche ?", "Les Petits Loups accueillent seize enfants.", CRECHE, True),
    w.faith("fr-t49-022", "para.combine", "Depuis quand la crèche existe-t-elle ?", "Créée en 1994 par des parents, la crèche s'est installée rue des Filatiers en 2011.", CRECHE, True),
    w.faith("fr-t49-023", "wrap.hedge", "Les parents doivent-ils participer ?", "Il semble que oui : chaque famille assure une permanence d'une demi-journée chaque semaine.", CRECHE, True),
    w.faith("fr-t49-024", "wrap.closer", "À partir de quel âge la crèche prend-elle les bébés ?", "La crèche accueille les enfants dès 10 semaines et jusqu'à 3 ans. N'hésitez pas à les contacter !", CRECHE, True),
    w.faith("fr-t49-025", "added.fact", "Combien y a-t-il de classes ?", "L'école compte six classes, de la petite à la grande section, avec 25 élèves par classe.", MATERNELLE, False),
    w.faith("fr-t49-026", "value.except", "Quels jours y a-t-il école ?", "Les enfants ont classe du lundi au vendredi.", MATERNELLE, False),
    w.faith("fr-t49-027", "value.time", "À quelle heure commencent les cours le matin ?", "Le matin, les cours commencent à 8 h et finissent à 11 h 30.", MATERNELLE, False),
    w.faith("fr-t49-028", "role.swap", "Qui anime l'accueil du matin ?", "L'accueil du matin est assuré par Julie Fontaine, celui du soir par Karim Benali.", PERISCOLAIRE, False),
    w.faith("fr-t49-029", "direction", "Quand faut-il s'inscrire ?", "L'inscription est possible à partir du 25 du mois précédent.", PERISCOLAIRE, False),
    w.faith("fr-t49-030", "value.date", "Quand a lieu l'épreuve de maths ?", "L'épreuve de spécialité de mathématiques a lieu le mardi 4 février.", BAC_BLANC, False),
    w.faith("fr-t49-031", "modality", "La présence au bac blanc est-elle obligatoire ?", "La proviseure recommande d'être présent, mais ce n'est pas obligatoire.", BAC_BLANC, False),
    w.faith("fr-t49-032", "added.entity", "Qui organise le bac blanc ?", "La proviseure, Mme Lemoine, et son adjoint, M. Garnier, rappellent que la présence est obligatoire.", BAC_BLANC, False),
    w.faith("fr-t49-033", "role.swap", "Qui enseigne le niveau intermédiaire ?", "Le niveau intermédiaire est assuré par Sarah Collins.", ANGLAIS, False),
    w.faith("fr-t49-034", "value.currency", "Combien coûte un trimestre d'anglais ?", "Le trimestre coûte 390 €, avec 30 % de réduction pour les demandeurs d'emploi.", ANGLAIS, False),
    w.faith("fr-t49-035", "added.fact", "Quels jours ont lieu les cours ?", "Les cours ont lieu le lundi et le jeudi de 19 h à 20 h 30, sauf pendant les vacances scolaires.", ANGLAIS, False),
    w.faith("fr-t49-036", "value.number", "Combien de temps peut durer la bourse ?", "La bourse est versée pendant deux à douze mois.", BOURSE, False),
    w.faith("fr-t49-037", "direction", "Quelle est la date limite pour la bourse ?", "Les dossiers doivent être déposés après le 15 mars.", BOURSE, False),
    w.faith("fr-t49-038", "added.fact", "Qui peut recevoir la bourse de mobilité ?", "Les étudiants qui partent étudier à l'étranger, à condition d'avoir validé leur première année.", BOURSE, False),
    w.faith("fr-t49-039", "value.time", "Jusqu'à quelle heure la BU est-elle ouverte ?", "La BU est ouverte du lundi au samedi de 8 h à 20 h.", BU, False),
    w.faith("fr-t49-040", "direction", "Combien de temps peut-on réserver une salle de groupe ?", "Les salles de groupe se réservent en ligne pour au moins deux heures.", BU, False),
    w.faith("fr-t49-041", "value.number", "Combien de documents en licence ?", "Les étudiants de licence peuvent emprunter 15 documents pour trois semaines.", BU, False),
    w.faith("fr-t49-042", "value.date", "Quand la crèche a-t-elle été fondée ?", "La crèche Les Petits Loups a été fondée en 2011 par un groupe de parents.", CRECHE, False),
    w.faith("fr-t49-043", "quantifier", "Toutes les familles font-elles une permanence ?", "Seules certaines familles assurent une permanence d'une demi-journée par semaine.", CRECHE, False),
    w.faith("fr-t49-044", "value.unit", "Quelle est la permanence des parents ?", "Chaque famille assure une permanence d'une demi-journée par mois.", CRECHE, False),
]

CORRECTNESS = [
    w.correct("fr-t49-045", "correct.wordy", "Qui dirige l'école maternelle Jean-Macé ?", "L'école maternelle Jean-Macé de Lyon est dirigée par Mme Nathalie Girard.", "Nathalie Girard", True),
    w.correct("fr-t49-046", "correct.format", "Combien rapporte la bourse de mobilité par mois ?", "Quatre cent cinquante euros par mois.", "450 €", True),
    w.correct("fr-t49-047", "correct.short", "À quelle heure ouvre l'accueil périscolaire ?", "À 7 h 30.", "L'accueil périscolaire de l'école Jean-Macé ouvre à 7 h 30.", True),
    w.correct("fr-t49-048", "correct.wordy", "Qui enseigne l'anglais aux débutants à l'institut Lingua ?", "À l'institut Lingua, les cours du soir pour débutants sont donnés par Sarah Collins.", "Sarah Collins", True),
    w.correct("fr-t49-049", "wrong.value", "En quelle année la crèche Les Petits Loups a-t-elle été fondée ?", "Elle a été fondée en 1984.", "1994", False),
    w.correct("fr-t49-050", "wrong.role", "Qui est la proviseure du lycée Clemenceau ?", "C'est Mme Nathalie Girard.", "Isabelle Lemoine", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
