"""French cases of set AZ: a monthly flea market (brocante de Saint-Aubin), a tea house
(La Théière bleue) and a language school's summer camp (Polyglotte, à Annecy)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

PUCES = (
    "La brocante de Saint-Aubin a lieu le premier dimanche de chaque mois, de 7 h à 13 h, sur la place de l'Église. "
    "Un emplacement de trois mètres coûte 12 euros pour les particuliers et 20 euros pour les professionnels. "
    "Il faut s'inscrire à la mairie au plus tard le mercredi précédent. "
    "Tout objet peut y être vendu, à l'exception des armes et des animaux vivants."
)
THE = (
    "Le salon de thé La Théière bleue est ouvert du mercredi au dimanche, de 10 h à 18 h 30. "
    "Sa carte compte 42 thés, dont un oolong de Taïwan servi à 7,50 euros la théière. "
    "Le samedi, la salle du fond peut être réservée pour des groupes de 10 personnes au maximum. "
    "Les chiens sont acceptés en terrasse, mais pas à l'intérieur."
)
CAMP = (
    "Le camp d'été de l'école de langues Polyglotte se déroule du 7 au 18 juillet à Annecy. "
    "Il accueille 50 adolescents de 13 à 17 ans, répartis en groupes de huit. "
    "Le séjour coûte 1 450 euros, hébergement et repas compris. "
    "Chaque matin, les participants suivent trois heures de cours d'anglais, et l'après-midi est consacré aux activités sportives."
)

CAMP_PRIX_DOC = (
    "Le séjour au camp d'été de l'école Polyglotte coûte 1 450 euros, hébergement et repas compris."
)
CAMP_LIEU_DOC = "Le camp d'été de l'école de langues Polyglotte se déroule du 7 au 18 juillet à Annecy."
THE_CARTE_DOC = (
    "La carte de La Théière bleue compte 42 thés, dont un oolong de Taïwan servi à 7,50 euros la théière."
)
THE_SALLE_DOC = "À La Théière bleue, la salle du fond peut être réservée le samedi pour des groupes de 10 personnes au maximum."
PUCES_DATE_DOC = "La brocante de Saint-Aubin a lieu le premier dimanche de chaque mois, de 7 h à 13 h, sur la place de l'Église."
PUCES_TARIFS_DOC = "À la brocante de Saint-Aubin, un emplacement de trois mètres coûte 12 euros pour les particuliers et 20 euros pour les professionnels."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("fr-az-001", "para.reorder", "Quand et où a lieu la brocante de Saint-Aubin ?", "Sur la place de l'Église, de 7 h à 13 h, chaque premier dimanche du mois.", PUCES, True),
    w.faith("fr-az-002", "para.passive", "Peut-on réserver une salle à La Théière bleue ?", "Oui, le samedi, on peut réserver la salle du fond pour un groupe de 10 personnes au plus.", THE, True),
    w.faith("fr-az-003", "para.synonym", "Que comprend le prix du séjour linguistique ?", "Le prix du séjour, 1 450 euros, inclut le logement et les repas.", CAMP, True),
    w.faith("fr-az-004", "fmt.thousands", "Combien coûte le camp d'été de Polyglotte ?", "Le séjour coûte 1450 euros, hébergement et repas compris.", CAMP, True),
    w.faith("fr-az-005", "fmt.time", "Quels sont les horaires de La Théière bleue ?", "Elle ouvre à 10:00 et ferme à 18:30, du mercredi au dimanche.", THE, True),
    w.faith("fr-az-006", "fmt.date", "Quelles sont les dates du camp d'été ?", "Le camp a lieu du 07/07 au 18/07 à Annecy.", CAMP, True),
    w.faith("fr-az-007", "para.relative", "Comment se passe une journée au camp ?", "Les participants, qui suivent trois heures de cours d'anglais chaque matin, font des activités sportives l'après-midi.", CAMP, True),
    w.faith("fr-az-008", "wrap.question", "Combien coûte un emplacement pour un particulier ?", "Combien coûte un emplacement ? Pour un particulier, c'est 12 euros les trois mètres.", PUCES, True),
    w.faith("fr-az-009", "para.except", "Que peut-on vendre à la brocante ?", "On peut y vendre de tout, à part les armes et les animaux vivants.", PUCES, True),
    w.faith("fr-az-010", "wrap.opener", "Quel âge faut-il avoir pour participer au camp ?", "Bonne question ! Le camp accueille des adolescents de 13 à 17 ans.", CAMP, True),
    w.faith("fr-az-011", "fmt.currency", "Combien coûte l'oolong de Taïwan ?", "L'oolong de Taïwan est servi à 7,50 € la théière.", THE, True),
    w.faith("fr-az-012", "value.number", "Comment les adolescents du camp sont-ils répartis ?", "Ils sont répartis en groupes de dix.", CAMP, False),
    w.faith("fr-az-013", "value.date", "Quand se termine le camp d'été ?", "Le camp se termine le 28 juillet.", CAMP, False),
    w.faith("fr-az-014", "value.currency", "Combien coûte la théière d'oolong de Taïwan ?", "La théière d'oolong de Taïwan coûte 7,50 dollars.", THE, False),
    w.faith("fr-az-015", "role.swap", "Combien coûte un emplacement à la brocante ?", "Les particuliers paient 20 euros et les professionnels 12 euros.", PUCES, False),
    w.faith("fr-az-016", "negation", "Les chiens sont-ils acceptés à La Théière bleue ?", "Non, les chiens ne sont acceptés ni en terrasse ni à l'intérieur.", THE, False),
    w.faith("fr-az-017", "modality", "Faut-il réserver la salle du fond ?", "Oui, le samedi, les groupes doivent obligatoirement réserver la salle du fond.", THE, False),
    w.faith("fr-az-018", "antonym", "Pour quelle taille de groupe peut-on réserver la salle du fond ?", "La salle du fond peut être réservée pour des groupes de 10 personnes au minimum.", THE, False),
    w.faith("fr-az-019", "added.fact", "Où se tient la brocante de Saint-Aubin ?", "Elle se tient sur la place de l'Église, et un parking gratuit est réservé aux exposants.", PUCES, False),
    w.faith("fr-az-020", "value.except", "Que peut-on vendre à la brocante ?", "Tout objet peut être vendu, sauf les armes et les bijoux.", PUCES, False),
    w.faith("fr-az-021", "quantifier", "Quels jours La Théière bleue est-elle ouverte ?", "La Théière bleue est ouverte tous les jours de la semaine.", THE, False),
    w.faith("fr-az-022", "value.time", "À quelle heure finit la brocante ?", "La brocante se termine à 15 h.", PUCES, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-az-023", "refusal.plain", "La Théière bleue sert-elle des repas le midi ?", "Je ne sais pas : les informations fournies ne parlent pas de repas.", THE, True),
    w.refusal("fr-az-024", "refusal.long", "Combien d'exposants étaient présents à la dernière brocante ?", "Je suis désolé, mais le texte sur la brocante de Saint-Aubin indique seulement la date, le lieu, les tarifs et les règles d'inscription ; il ne donne aucun chiffre sur le nombre d'exposants, je ne peux donc pas répondre.", PUCES, True),
    w.refusal("fr-az-025", "refusal.partial", "Quand a lieu le camp et qui sont les moniteurs ?", "Le texte ne nomme pas les moniteurs, mais le camp a lieu du 7 au 18 juillet à Annecy.", CAMP, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-az-026", "correct.wordy", "Combien de thés propose La Théière bleue ?", "La carte de La Théière bleue compte en tout 42 thés différents, parmi lesquels un oolong de Taïwan.", "42 thés.", True),
    w.correct("fr-az-027", "correct.wordy", "Jusqu'à quand faut-il s'inscrire pour la brocante ?", "Il faut passer à la mairie pour s'inscrire, et cela doit être fait au plus tard le mercredi qui précède la brocante.", "Au plus tard le mercredi précédent, à la mairie.", True),
    w.correct("fr-az-028", "correct.short", "Où se déroule le camp d'été de Polyglotte ?", "À Annecy.", "Le camp se déroule à Annecy.", True),
    w.correct("fr-az-029", "wrong.role", "Qui paie 20 euros pour un emplacement à la brocante ?", "Les particuliers.", "Les professionnels paient 20 euros.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-az-030", "relevant.direct", "Quel jour se tient la brocante ?", "Le premier dimanche de chaque mois.", PUCES, True),
    w.relevant("fr-az-031", "relevant.direct", "Combien de jeunes participent au camp ?", "Cinquante adolescents de 13 à 17 ans.", CAMP, True),
    w.relevant("fr-az-032", "relevant.direct", "Comment réserver une place d'exposant ?", "En passant à la mairie, au plus tard le mercredi d'avant.", PUCES, True),
    w.relevant("fr-az-033", "relevant.yesno", "Mon chien peut-il entrer dans le salon de thé ?", "Non, il n'est accepté qu'en terrasse.", THE, True),
    w.relevant("fr-az-034", "offtopic.true", "À quelle heure ferme La Théière bleue ?", "La Théière bleue propose 42 thés, dont un oolong de Taïwan.", THE, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-az-035", "diag.pass", "Combien coûte le séjour linguistique de Polyglotte ?", "Il coûte 1 450 euros, logement et repas inclus.", {"camp-prix": CAMP_PRIX_DOC, "camp-lieu": CAMP_LIEU_DOC}, ("camp-prix",), "pass"),
    w.diag("fr-az-036", "diag.missed", "Quels sont les horaires d'ouverture de La Théière bleue ?", "Je ne trouve pas les horaires dans les documents fournis.", {"the-carte": THE_CARTE_DOC, "the-salle": THE_SALLE_DOC}, ("the-horaires",), "fix_retrieval"),
    w.diag("fr-az-037", "diag.correct_refusal", "La brocante est-elle accessible en fauteuil roulant ?", "Les documents ne précisent pas si la brocante est accessible en fauteuil roulant.", {"puces-date": PUCES_DATE_DOC, "puces-tarifs": PUCES_TARIFS_DOC}, (), "correct_refusal"),
    w.diag("fr-az-038", "diag.unfaithful", "Combien coûte un emplacement pour un particulier ?", "Un particulier paie 25 euros pour un emplacement.", {"puces-tarifs": PUCES_TARIFS_DOC, "puces-date": PUCES_DATE_DOC}, ("puces-tarifs",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
