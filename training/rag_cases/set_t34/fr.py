"""French cases of set t34: a pharmaceutical group's merger and chairs, a dairy cooperative's
takeover of a cheese maker, a Burgundy wine estate's heirs and their family pact, a football
stadium's owner and tenants, a matchday notice, a lycée founded by a foundation, a choir's
conductors and its rehearsals, and a cellular immunology lab's directors."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

DUMONT = (
    "Les Laboratoires Dumont ont été fondés en 1969 à Lyon par Henri Dumont. "
    "En 2001, ils ont fusionné avec Pharmalp, et le nouveau groupe a pris le nom de Dumont-Pharmalp. "
    "Henri Dumont a quitté la présidence en 2004 ; Claire Besson lui a succédé. "
    "Elle a dirigé le groupe jusqu'en 2014, date à laquelle le conseil d'administration a nommé Karim Benali."
)

TERRES_ARMOR = (
    "En janvier 2022, la coopérative laitière Terres d'Armor a racheté son concurrent plus modeste, la fromagerie Le Guen, pour 15 millions d'euros. "
    "Le fondateur de la fromagerie, Yannick Le Guen, est resté à la tête de l'atelier d'affinage pendant deux ans. "
    "Le directeur général de Terres d'Armor, Pascal Morvan, a assuré qu'aucun poste ne serait supprimé à Quimper. "
    "L'Autorité de la concurrence a autorisé l'opération le 8 mars 2022."
)

CHAUVET = (
    "Le domaine Chauvet, en Bourgogne, compte 9 hectares de vignes et appartient à la famille Chauvet depuis 1932. "
    "À la mort de Bernard Chauvet en 2016, ses deux enfants, Sophie et Julien, en ont hérité à parts égales. "
    "Sophie dirige la vinification, tandis que Julien s'occupe de la vente et de l'export. "
    "Leur oncle Gérard ne possède aucune part du domaine, mais il loue l'ancien cellier pour y tenir un caveau de dégustation."
)

CHAUVET_PACTE = (
    "Selon le pacte familial signé en 2019, tout héritier qui souhaite vendre ses parts doit d'abord les proposer aux autres héritiers. "
    "L'offre reste valable deux mois. "
    "Les parts ne peuvent être cédées à un tiers qu'avec l'accord écrit de tous les héritiers."
)

LA_ROCHE = (
    "Le stade de la Roche est la propriété de la métropole de Vallon, qui l'a racheté au groupe Delmas en 1995. "
    "Depuis 2004, l'Olympique Vallon le loue dans le cadre d'un bail de 35 ans, pour un loyer annuel de 420 000 euros. "
    "Le club de rugby du Vallon XV sous-loue le stade à l'Olympique pour neuf matchs à domicile par saison. "
    "Le stade compte 27 000 places."
)

AVIS_MATCH = (
    "Avis aux supporters : les portes ouvrent à 19 h 15 pour un coup d'envoi à 21 h. "
    "Les abonnés entrent par les portes 1 et 2 ; les autres spectateurs par les portes 3 à 8. "
    "Les sacs volumineux ne sont pas admis dans l'enceinte, à l'exception des sacs à langer."
)

TILLEULS = (
    "Le lycée des Tilleuls a été fondé en 2007 par la Fondation Marceau, créée par l'industrielle Odile Marceau. "
    "La fondation a financé la construction à hauteur de 12 millions d'euros et désigne encore cinq des quinze membres du conseil d'administration. "
    "Le premier proviseur, Alain Girard, a pris sa retraite en 2015 ; son adjointe, Nadia Ferhat, l'a remplacé."
)

POLYPHONIA = (
    "Le chœur Polyphonia a été créé en 1984 par l'organiste Jean Mercier, qui l'a dirigé pendant 30 ans. "
    "En 2014, il a confié la baguette à son ancienne élève Lucie Fabre. "
    "Sous sa direction, le chœur a tourné deux fois au Canada et enregistré trois disques. "
    "Depuis 2021, elle partage la direction avec le chef assistant Thomas Ricard, qui dirige les concerts de Noël."
)

REPETITIONS = (
    "Les répétitions ont lieu tous les lundis de 20 h à 22 h à la salle paroissiale, sauf pendant les vacances d'été. "
    "Les nouveaux choristes doivent passer une courte audition avec la cheffe. "
    "La cotisation annuelle est de 150 euros, ou 75 euros pour les étudiants."
)

GARNIER = (
    "Le laboratoire d'immunologie cellulaire de l'université de Rennes a été créé en 2002 par la professeure Hélène Garnier. "
    "Lorsqu'elle est partie à Montréal en 2012, son postdoctorant Vincent Leroy a repris le laboratoire en tant que directeur. "
    "Leroy a fait passer l'équipe de neuf à vingt-deux personnes. "
    "Garnier codirige encore deux thèses au sein du laboratoire."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim supported, said in other words
    w.faith("fr-t34-001", "para.combine", "Qui a dirigé Dumont-Pharmalp après Henri Dumont ?", "C'est Claire Besson qui a pris sa suite à la tête du groupe issu de la fusion, et elle l'a dirigé jusqu'à ce que le conseil nomme Karim Benali en 2014.", DUMONT, True),
    w.faith("fr-t34-002", "para.synonym", "Que s'est-il passé en 2001 pour les Laboratoires Dumont ?", "Ils se sont unis à Pharmalp, et l'ensemble a été rebaptisé Dumont-Pharmalp.", DUMONT, True),
    w.faith("fr-t34-003", "para.pronoun", "Qui a fondé les Laboratoires Dumont ?", "Henri Dumont. Il les a créés à Lyon en 1969 et a abandonné la présidence en 2004.", DUMONT, True),
    w.faith("fr-t34-004", "fmt.currency", "Combien Terres d'Armor a-t-elle payé la fromagerie ?", "Le rachat s'est fait pour 15 M€.", TERRES_ARMOR, True),
    w.faith("fr-t34-005", "para.combine", "Qu'est devenu Yannick Le Guen après le rachat ?", "Une fois sa fromagerie reprise par Terres d'Armor en janvier 2022, son fondateur Yannick Le Guen a continué à diriger l'atelier d'affinage pendant deux ans.", TERRES_ARMOR, True),
    w.faith("fr-t34-006", "fmt.date", "Quand l'opération a-t-elle été autorisée ?", "L'Autorité de la concurrence a donné son feu vert le 08/03/2022.", TERRES_ARMOR, True),
    w.faith("fr-t34-007", "fmt.share", "Comment le domaine a-t-il été partagé ?", "Sophie et Julien en ont hérité chacun pour moitié.", CHAUVET, True),
    w.faith("fr-t34-008", "para.combine", "Qui fait quoi au domaine Chauvet ?", "Les deux enfants qui ont hérité du domaine en 2016 se répartissent les tâches : Sophie s'occupe de la vinification et Julien de la commercialisation et de l'export.", CHAUVET, True),
    w.faith("fr-t34-009", "para.synonym", "L'oncle Gérard est-il copropriétaire du domaine ?", "Non, Gérard ne détient aucune part ; il se contente de louer l'ancien cellier, qui lui sert de caveau de dégustation.", CHAUVET, True),
    w.faith("fr-t34-010", "fmt.period", "Combien de temps l'offre reste-t-elle valable ?", "Elle court pendant deux mois, soit une soixantaine de jours.", CHAUVET_PACTE, True),
    w.faith("fr-t34-011", "para.except", "Un héritier peut-il vendre ses parts à une personne extérieure ?", "Seulement si tous les héritiers donnent leur accord par écrit.", CHAUVET_PACTE, True),
    w.faith("fr-t34-012", "para.passive", "À qui appartient le stade de la Roche ?", "Le stade a été racheté au groupe Delmas par la métropole de Vallon en 1995, et c'est elle qui en est propriétaire.", LA_ROCHE, True),
    w.faith("fr-t34-013", "para.combine", "Quels clubs jouent au stade de la Roche ?", "L'Olympique Vallon, locataire du stade depuis 2004, et le Vallon XV, sous-locataire de l'Olympique pour neuf matchs à domicile par saison.", LA_ROCHE, True),
    w.faith("fr-t34-014", "fmt.time", "À quelle heure ouvrent les portes ?", "À sept heures et quart du soir, soit une heure trois quarts avant le coup d'envoi prévu à 21 h.", AVIS_MATCH, True),
    w.faith("fr-t34-015", "para.except", "Je peux venir avec un gros sac ?", "Non : seuls les sacs à langer échappent à l'interdiction des sacs volumineux.", AVIS_MATCH, True),
    w.faith("fr-t34-016", "para.pronoun", "Qui a fondé le lycée des Tilleuls ?", "La Fondation Marceau. Créée par l'industrielle Odile Marceau, elle a fondé l'établissement en 2007.", TILLEULS, True),
    w.faith("fr-t34-017", "para.combine", "Qui a succédé au premier proviseur ?", "Quand Alain Girard, premier proviseur du lycée, est parti à la retraite en 2015, c'est son adjointe Nadia Ferhat qui a pris le relais.", TILLEULS, True),
    w.faith("fr-t34-018", "wrap.attribution", "Quel poids la fondation a-t-elle dans la gestion du lycée ?", "D'après les informations fournies, la Fondation Marceau nomme toujours cinq des quinze administrateurs.", TILLEULS, True),
    w.faith("fr-t34-019", "para.synonym", "Qui dirigeait le chœur avant Lucie Fabre ?", "Son fondateur, l'organiste Jean Mercier, l'a conduit pendant trois décennies avant de transmettre la baguette à son ancienne élève Lucie Fabre en 2014.", POLYPHONIA, True),
    w.faith("fr-t34-020", "para.pronoun", "Qu'a fait le chœur sous la direction de Lucie Fabre ?", "Avec elle, il est parti deux fois en tournée au Canada et a gravé trois disques.", POLYPHONIA, True),
    w.faith("fr-t34-021", "para.relative", "Qui dirige les concerts de Noël ?", "Thomas Ricard, le chef assistant avec qui Lucie Fabre partage la direction depuis 2021.", POLYPHONIA, True),
    w.faith("fr-t34-022", "fmt.share", "Combien coûte l'adhésion ?", "150 euros par an, et les étudiants paient moitié prix.", REPETITIONS, True),
    w.faith("fr-t34-023", "wrap.hedge", "Qui dirige le laboratoire aujourd'hui ?", "D'après ce que je lis, il semble que ce soit Vincent Leroy, l'ancien postdoctorant d'Hélène Garnier, qui a repris le labo après son départ pour Montréal en 2012.", GARNIER, True),
    w.faith("fr-t34-024", "wrap.opener", "Hélène Garnier est-elle encore impliquée dans le laboratoire ?", "Bonne question ! Oui, elle codirige toujours deux thèses au labo.", GARNIER, True),
    # unfaithful: exactly one clear error
    w.faith("fr-t34-025", "role.swap", "Qui a succédé à qui à la présidence en 2004 ?", "En 2004, Claire Besson a cédé la présidence à Henri Dumont.", DUMONT, False),
    w.faith("fr-t34-026", "added.fact", "Qui dirige le groupe depuis 2014 ?", "Karim Benali, nommé par le conseil en 2014 après la démission de Claire Besson, en désaccord avec les actionnaires.", DUMONT, False),
    w.faith("fr-t34-027", "role.swap", "Qui a racheté qui en 2022 ?", "C'est la fromagerie Le Guen qui a mis la main sur la coopérative Terres d'Armor, pour 15 millions d'euros.", TERRES_ARMOR, False),
    w.faith("fr-t34-028", "added.fact", "Qu'a dit Pascal Morvan sur l'emploi ?", "Il a promis qu'aucun emploi ne disparaîtrait à Quimper et a annoncé trente embauches sur le site.", TERRES_ARMOR, False),
    w.faith("fr-t34-029", "antonym", "Quel genre d'entreprise était la fromagerie Le Guen ?", "Un concurrent plus important que Terres d'Armor, qui l'a rachetée en janvier 2022.", TERRES_ARMOR, False),
    w.faith("fr-t34-030", "role.swap", "Comment Sophie et Julien se partagent-ils le travail ?", "Julien est responsable de la vinification, et Sophie gère la vente et l'export.", CHAUVET, False),
    w.faith("fr-t34-031", "added.fact", "Que fait Gérard de l'ancien cellier ?", "Il le loue pour y tenir un caveau de dégustation, ouvert tous les week-ends de Pâques à la Toussaint.", CHAUVET, False),
    w.faith("fr-t34-032", "modality", "Que doit faire un héritier avant de vendre ses parts ?", "Il peut, s'il le souhaite, les proposer d'abord aux autres héritiers, mais rien ne l'y oblige.", CHAUVET_PACTE, False),
    w.faith("fr-t34-033", "quantifier", "Les parts peuvent-elles être vendues à un tiers ?", "Oui, à condition que la majorité des héritiers donne son accord par écrit.", CHAUVET_PACTE, False),
    w.faith("fr-t34-034", "role.swap", "Qui loue le stade à qui ?", "C'est le Vallon XV qui est titulaire du bail ; l'Olympique Vallon n'est que sous-locataire, pour neuf matchs à domicile par saison.", LA_ROCHE, False),
    w.faith("fr-t34-035", "value.number", "Quelle est la durée du bail de l'Olympique Vallon ?", "L'Olympique Vallon loue le stade depuis 2004 avec un bail de 25 ans.", LA_ROCHE, False),
    w.faith("fr-t34-036", "added.entity", "Quelles équipes jouent au stade de la Roche ?", "On y voit jouer l'Olympique Vallon, le Vallon XV et l'équipe féminine de l'Olympique.", LA_ROCHE, False),
    w.faith("fr-t34-037", "value.time", "À partir de quelle heure peut-on entrer ?", "Les portes ouvrent à 20 h, une heure avant le coup d'envoi.", AVIS_MATCH, False),
    w.faith("fr-t34-038", "direction", "Qu'a changé Vincent Leroy au laboratoire ?", "Sous sa direction, l'équipe est passée de vingt-deux à neuf personnes.", GARNIER, False),
    w.faith("fr-t34-039", "role.swap", "Comment Vincent Leroy a-t-il pris la tête du laboratoire ?", "Vincent Leroy a fondé le laboratoire en 2002, et Hélène Garnier, sa postdoctorante, l'a repris en 2012.", GARNIER, False),
    w.faith("fr-t34-040", "added.fact", "Pourquoi la direction a-t-elle changé en 2012 ?", "Parce qu'Hélène Garnier avait obtenu une chaire de recherche à l'Université de Montréal ; son postdoctorant Vincent Leroy a alors pris la relève.", GARNIER, False),
    w.faith("fr-t34-041", "value.date", "Quand Lucie Fabre a-t-elle pris la direction du chœur ?", "Jean Mercier lui a passé la main en 2016.", POLYPHONIA, False),
    w.faith("fr-t34-042", "added.fact", "Quand et où le chœur répète-t-il ?", "Le lundi de 20 h à 22 h à la salle paroissiale, avec une séance supplémentaire le samedi matin avant les concerts.", REPETITIONS, False),
    w.faith("fr-t34-043", "negation", "Faut-il passer une audition pour entrer dans le chœur ?", "Non, il n'y a pas d'audition : on peut rejoindre le chœur directement.", REPETITIONS, False),
    w.faith("fr-t34-044", "value.except", "Les répétitions ont-elles lieu toute l'année ?", "Oui, chaque lundi, sauf pendant les vacances de Noël.", REPETITIONS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-t34-045", "correct.wordy", "Qui dirige le laboratoire d'immunologie cellulaire ?", "Depuis le départ d'Hélène Garnier pour Montréal en 2012, c'est son ancien postdoctorant, Vincent Leroy, qui est à la tête du laboratoire.", "Vincent Leroy", True),
    w.correct("fr-t34-046", "correct.wordy", "À qui appartient le stade de la Roche ?", "Le propriétaire du stade est la métropole de Vallon, qui l'a acquis en 1995 et le loue à l'Olympique Vallon.", "À la métropole de Vallon.", True),
    w.correct("fr-t34-047", "correct.format", "En quelle année le chœur Polyphonia a-t-il été créé ?", "En mil neuf cent quatre-vingt-quatre.", "1984", True),
    w.correct("fr-t34-048", "correct.format", "Pour combien la fromagerie Le Guen a-t-elle été rachetée ?", "15 000 000 €.", "15 millions d'euros", True),
    w.correct("fr-t34-049", "wrong.value", "Combien d'administrateurs la Fondation Marceau désigne-t-elle ?", "La fondation désigne sept des quinze administrateurs.", "Cinq sur quinze.", False),
    w.correct("fr-t34-050", "wrong.role", "À qui Jean Mercier a-t-il confié la baguette en 2014 ?", "En 2014, c'est Lucie Fabre qui a confié la baguette à Jean Mercier.", "À Lucie Fabre.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
