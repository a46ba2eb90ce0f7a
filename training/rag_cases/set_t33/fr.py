"""French cases of set t33: a mountain hut's booking rules, a care home's visiting hours,
a driving range, a model railway club, a fishing permit office and a jazz club."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

HUT_SEASON = (
    "Le refuge du Lac Noir est gardé du 20 juin au 20 septembre. "
    "Les réservations se font uniquement sur le site internet du refuge. "
    "La nuitée en dortoir coûte 30 € pour les adultes et 16 € pour les moins de 12 ans. "
    "Les membres du Club alpin bénéficient de 50 % de réduction sur la nuitée."
)
HUT_RULES = (
    "Le gardien Julien Morel gère les réservations ; sa compagne Claire Dubois s'occupe des repas. "
    "Toute annulation faite au moins 7 jours avant l'arrivée est remboursée intégralement. "
    "Passé ce délai, 25 % du prix est retenu. "
    "Les groupes de plus de 10 personnes doivent verser un acompte de 150 €."
)
HOME_HOURS = (
    "À l'EHPAD Les Tilleuls, les visites sont autorisées tous les jours de 13 h 30 à 18 h 30. "
    "Chaque visiteur doit se présenter à l'accueil et signer le registre. "
    "Un résident peut recevoir au maximum trois personnes en même temps. "
    "Les enfants de moins de 8 ans doivent être accompagnés d'un adulte."
)
HOME_EXTRA = (
    "Les visites en dehors de ces horaires doivent être autorisées par l'infirmière coordinatrice Nadia Benali ; c'est la secrétaire Sophie Lambert qui enregistre les demandes. "
    "Ces demandes doivent être faites 48 heures à l'avance. "
    "Le salon des familles est ouvert tous les jours sauf le jeudi. "
    "Les animaux sont acceptés dans le jardin, mais pas dans les chambres."
)
RANGE = (
    "Le practice du golf de la Forêt est ouvert du lundi au samedi, de 9 h à 21 h. "
    "Un seau de 35 balles coûte 3 €, un seau de 70 balles 5 €. "
    "Le moniteur Thomas Girard donne des cours aux débutants le mardi soir, et la responsable de l'accueil, Émilie Roux, vend les abonnements. "
    "Le prêt de clubs est gratuit à l'accueil."
)
RAIL_CLUB = (
    "Le Club ferroviaire miniature de Villeneuve se réunit tous les mercredis à 20 h dans l'ancienne gare. "
    "Les nouveaux membres versent un droit d'entrée de 20 € et une cotisation annuelle de 55 €. "
    "Le président, Gérard Lefèvre, accueille les nouveaux venus lors de leur première séance."
)
RAIL_SHOW = (
    "L'exposition annuelle du club aura lieu les 15 et 16 mars à la salle des fêtes. "
    "La trésorière Martine Garnier encaisse les entrées, et le secrétaire Yves Perrin organise le planning des bénévoles. "
    "L'entrée coûte 4 € pour les adultes ; elle est gratuite pour les moins de 10 ans."
)
FISHING = (
    "Le bureau des permis de pêche de la mairie délivre des cartes journalières à 12 € et des cartes annuelles à 78 €. "
    "Il est ouvert le lundi, le mercredi et le vendredi, de 9 h à 12 h. "
    "Les mineurs de moins de 16 ans doivent présenter une autorisation signée par un parent. "
    "Le garde-pêche Bernard Caron contrôle les cartes le long de la rivière ; pêcher sans carte expose à une amende de 135 €."
)
JAZZ_CLUB = (
    "Le Caveau des Lilas propose des concerts de jazz tous les soirs sauf le dimanche. "
    "L'ouverture des portes est à 20 h 30 et le premier set commence à 21 h 30. "
    "L'entrée coûte 20 € sur place et 16 € en prévente sur internet."
)
JAZZ_GIG = (
    "Le vendredi 14 février, la chanteuse Aïcha Diallo se produira avec le guitariste Paul Mercier. "
    "Aïcha Diallo a créé la jam session du mercredi en 2017. "
    "Les mineurs ne sont admis que jusqu'à 23 h."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim supported, said in other words
    w.faith("fr-t33-001", "para.combine", "Quand le refuge est-il gardé, et comment réserver ?", "Un gardien est présent au refuge du 20 juin au 20 septembre, et on ne peut réserver que par son site internet.", HUT_SEASON, True),
    w.faith("fr-t33-002", "fmt.share", "Les membres du Club alpin ont-ils une réduction ?", "Oui, les adhérents du Club alpin paient la nuitée moitié prix.", HUT_SEASON, True),
    w.faith("fr-t33-003", "para.synonym", "Combien coûte une nuit en dortoir ?", "Comptez 30 € la nuit pour un adulte et 16 € pour un enfant de moins de 12 ans.", HUT_SEASON, True),
    w.faith("fr-t33-004", "para.pronoun", "Qui fait quoi au refuge ?", "C'est Julien Morel, le gardien, qui gère les réservations ; sa compagne, elle, se charge des repas.", HUT_RULES, True),
    w.faith("fr-t33-005", "fmt.period", "Suis-je remboursé si j'annule ?", "Oui, si vous annulez une semaine ou plus avant votre arrivée, on vous rend la totalité de la somme.", HUT_RULES, True),
    w.faith("fr-t33-006", "fmt.share", "Et si j'annule la veille ?", "Dans ce cas, le refuge garde un quart du prix.", HUT_RULES, True),
    w.faith("fr-t33-007", "fmt.time", "Quand puis-je rendre visite à ma grand-mère aux Tilleuls ?", "Tous les jours, entre une heure et demie et six heures et demie de l'après-midi.", HOME_HOURS, True),
    w.faith("fr-t33-008", "para.combine", "Que dois-je savoir avant ma visite ?", "En arrivant, passez à l'accueil signer le registre ; un résident ne peut pas voir plus de trois personnes à la fois.", HOME_HOURS, True),
    w.faith("fr-t33-009", "para.passive", "Mon fils de 6 ans peut-il venir seul ?", "Non, un adulte doit l'accompagner.", HOME_HOURS, True),
    w.faith("fr-t33-010", "para.except", "Le salon des familles est-il ouvert tous les jours ?", "Presque : il est fermé le jeudi.", HOME_EXTRA, True),
    w.faith("fr-t33-011", "para.combine", "Peut-on venir en dehors des horaires ?", "Oui, à condition de faire la demande deux jours avant et d'obtenir l'accord de Nadia Benali, l'infirmière coordinatrice.", HOME_EXTRA, True),
    w.faith("fr-t33-012", "para.relative", "À qui dois-je adresser ma demande ?", "La personne qui enregistre ces demandes est Sophie Lambert, la secrétaire.", HOME_EXTRA, True),
    w.faith("fr-t33-013", "para.synonym", "Puis-je venir avec mon chien ?", "Votre chien peut venir dans le jardin, mais il n'a pas le droit d'entrer dans les chambres.", HOME_EXTRA, True),
    w.faith("fr-t33-014", "para.except", "Le practice est-il ouvert le dimanche ?", "Non, il est fermé le dimanche ; les autres jours, il ouvre de 9 h à 21 h.", RANGE, True),
    w.faith("fr-t33-015", "fmt.currency", "Combien coûtent les seaux de balles ?", "35 balles pour trois euros, ou le double pour cinq euros.", RANGE, True),
    w.faith("fr-t33-016", "para.pronoun", "Y a-t-il des cours pour débutants ?", "Oui, Thomas Girard est moniteur ; il fait cours aux débutants le mardi soir.", RANGE, True),
    w.faith("fr-t33-017", "para.combine", "Quand le club se réunit-il, et qui m'accueillera ?", "On se retrouve chaque mercredi à 20 heures à l'ancienne gare, et notre président Gérard Lefèvre reçoit les nouveaux à leur première séance.", RAIL_CLUB, True),
    w.faith("fr-t33-018", "wrap.attribution", "Combien coûte l'adhésion ?", "D'après le club, il faut compter 20 € de droit d'entrée, puis 55 € de cotisation par an.", RAIL_CLUB, True),
    w.faith("fr-t33-019", "para.relative", "Qui s'occupe de la caisse à l'exposition ?", "C'est Martine Garnier, qui est trésorière du club, qui encaisse les entrées.", RAIL_SHOW, True),
    w.faith("fr-t33-020", "fmt.date", "Quand a lieu l'exposition ?", "L'expo se tient le 15/03 et le 16/03 à la salle des fêtes.", RAIL_SHOW, True),
    w.faith("fr-t33-021", "fmt.time", "Quand puis-je acheter ma carte de pêche ?", "Le bureau vous reçoit les lundis, mercredis et vendredis, de 9 heures à midi.", FISHING, True),
    w.faith("fr-t33-022", "para.except", "Y a-t-il un concert dimanche soir ?", "Non, le dimanche est le seul soir sans concert au Caveau.", JAZZ_CLUB, True),
    w.faith("fr-t33-023", "para.pronoun", "Qui est Aïcha Diallo ?", "Aïcha Diallo est chanteuse ; c'est elle qui a lancé la jam session du mercredi en 2017.", JAZZ_GIG, True),
    w.faith("fr-t33-024", "wrap.hedge", "Combien coûte la carte annuelle ?", "Si je ne me trompe pas, la carte annuelle coûte 78 € et la journalière 12 €.", FISHING, True),
    # unfaithful: exactly one clear error
    w.faith("fr-t33-025", "added.fact", "Combien coûte une nuit en dortoir ?", "La nuit en dortoir revient à 30 € pour un adulte, petit-déjeuner compris.", HUT_SEASON, False),
    w.faith("fr-t33-026", "negation", "Comment réserver ?", "On ne peut pas réserver sur le site internet : il faut téléphoner au refuge.", HUT_SEASON, False),
    w.faith("fr-t33-027", "role.swap", "Qui fait quoi au refuge ?", "Claire Dubois gère les réservations, tandis que Julien Morel se charge des repas.", HUT_RULES, False),
    w.faith("fr-t33-028", "quantifier", "Faut-il verser un acompte ?", "Tous les groupes, quelle que soit leur taille, doivent verser 150 € d'acompte.", HUT_RULES, False),
    w.faith("fr-t33-029", "modality", "Dois-je signer le registre ?", "Signer le registre à l'accueil est facultatif.", HOME_HOURS, False),
    w.faith("fr-t33-030", "value.number", "Pouvons-nous venir à quatre ?", "Oui, un résident peut recevoir jusqu'à cinq personnes à la fois.", HOME_HOURS, False),
    w.faith("fr-t33-031", "added.fact", "Que faut-il faire en arrivant ?", "Chaque visiteur signe le registre à l'accueil et reçoit un badge à porter pendant la visite.", HOME_HOURS, False),
    w.faith("fr-t33-032", "role.swap", "Qui autorise les visites hors horaires ?", "C'est Sophie Lambert qui les autorise, et Nadia Benali qui enregistre les demandes.", HOME_EXTRA, False),
    w.faith("fr-t33-033", "value.except", "Quel jour le salon des familles est-il fermé ?", "Le salon des familles est ouvert tous les jours sauf le mardi.", HOME_EXTRA, False),
    w.faith("fr-t33-034", "role.swap", "Qui donne les cours aux débutants ?", "C'est Émilie Roux qui donne les cours, et Thomas Girard qui vend les abonnements.", RANGE, False),
    w.faith("fr-t33-035", "added.fact", "Faut-il apporter ses clubs ?", "Non, l'accueil prête les clubs gratuitement, en échange d'une pièce d'identité.", RANGE, False),
    w.faith("fr-t33-036", "antonym", "La prévente est-elle intéressante ?", "Pas vraiment : en prévente sur internet, l'entrée est plus chère que sur place.", JAZZ_CLUB, False),
    w.faith("fr-t33-037", "role.swap", "Qui encaisse les entrées ?", "Le secrétaire Yves Perrin encaisse les entrées, et Martine Garnier gère le planning des bénévoles.", RAIL_SHOW, False),
    w.faith("fr-t33-038", "direction", "Les enfants paient-ils l'entrée ?", "L'entrée est gratuite pour les enfants de plus de 10 ans.", RAIL_SHOW, False),
    w.faith("fr-t33-039", "added.fact", "Quand le club se réunit-il ?", "Le mercredi à 20 h à l'ancienne gare, et chaque séance se termine autour d'un pot.", RAIL_CLUB, False),
    w.faith("fr-t33-040", "value.time", "Jusqu'à quelle heure le bureau est-il ouvert ?", "Le bureau ferme à 12 h 30.", FISHING, False),
    w.faith("fr-t33-041", "added.entity", "Où acheter une carte journalière ?", "La carte journalière s'achète à la mairie ou au bar-tabac du village.", FISHING, False),
    w.faith("fr-t33-042", "added.fact", "Que risque-t-on à pêcher sans carte ?", "Une amende de 135 €, et le matériel de pêche est confisqué sur place.", FISHING, False),
    w.faith("fr-t33-043", "role.swap", "Qui joue le 14 février ?", "Le chanteur Paul Mercier se produira avec la guitariste Aïcha Diallo.", JAZZ_GIG, False),
    w.faith("fr-t33-044", "value.currency", "Combien coûte l'entrée sur place ?", "Sur place, l'entrée coûte 20 dollars.", JAZZ_CLUB, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-t33-045", "correct.wordy", "À quelle heure commence le premier set au Caveau des Lilas ?", "Le premier set démarre à neuf heures et demie du soir, je vous conseille donc d'arriver un peu avant.", "21 h 30.", True),
    w.correct("fr-t33-046", "correct.format", "Quelle réduction ont les membres du Club alpin ?", "Ils paient la nuitée moitié prix.", "50 %.", True),
    w.correct("fr-t33-047", "correct.wordy", "Qui organise le planning des bénévoles ?", "Le planning des bénévoles, c'est Yves Perrin, le secrétaire du club, qui s'en charge.", "Le secrétaire Yves Perrin.", True),
    w.correct("fr-t33-048", "correct.format", "Quand a lieu l'exposition ?", "Le 15/03 et le 16/03.", "Les 15 et 16 mars.", True),
    w.correct("fr-t33-049", "wrong.value", "Combien coûte la carte de pêche annuelle ?", "La carte annuelle coûte 87 €.", "78 €.", False),
    w.correct("fr-t33-050", "wrong.role", "Qui autorise les visites hors horaires ?", "C'est la secrétaire, Sophie Lambert.", "L'infirmière coordinatrice Nadia Benali.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
