"""French cases of set t42: les horaires et les règles de prêt d'une bibliothèque universitaire,
un bibliobus de la Creuse et son équipe, les tarifs et l'histoire d'un musée des Beaux-Arts,
des bateaux-promenades sur la Seine et les visites d'un château, un planétarium et un
observatoire alpin, et un parc animalier avec ses soigneurs."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

BU = (
    "Pendant l'année universitaire, la bibliothèque universitaire de Rennes 2 est ouverte du lundi au vendredi de 8 h à 22 h et le samedi de 9 h à 18 h ; l'été, elle ferme à 17 h. "
    "Les étudiants de licence peuvent emprunter 10 documents, ceux de master et de doctorat 20. "
    "La durée du prêt est de trois semaines. "
    "Les salles de travail en groupe se réservent pour deux heures au maximum."
)
BIBLIOBUS = (
    "Le bibliobus de la Creuse s'arrête à Bourganeuf le mardi de 9 h 30 à 12 h et à Felletin le vendredi de 14 h à 16 h 30. "
    "Il transporte environ 3 000 livres. "
    "Bernard Lefèvre le conduit depuis 2010, et sa collègue Nathalie Roche gère les réservations en ligne."
)
MUSEE = (
    "Le musée des Beaux-Arts de Rouen est ouvert tous les jours sauf le mardi, de 10 h à 18 h, et jusqu'à 21 h le jeudi. "
    "L'accès aux collections permanentes est gratuit ; l'exposition temporaire « Impressions normandes » coûte 10 €, 6 € en tarif réduit. "
    "Les photos sont interdites dans l'exposition temporaire."
)
MUSEE_HISTOIRE = (
    "Le musée a été fondé en 1801 ; en 1909, le collectionneur Gaston Lecomte lui a légué une cinquantaine de toiles impressionnistes. "
    "Depuis 2019, le musée est dirigé par Claire Vasseur ; son adjoint est Olivier Brun."
)
CROISIERE = (
    "Les bateaux-promenades du pont de l'Alma partent toutes les 45 minutes de 10 h à 22 h. "
    "La croisière dure une heure et coûte 17 €, 8 € pour les enfants de 4 à 12 ans. "
    "Un commentaire enregistré est diffusé en six langues."
)
CHATEAU = (
    "Les visites guidées du château de Roquemaure ont lieu à 10 h 30, 14 h et 16 h et durent 50 minutes. "
    "Elles comprennent la salle des gardes et la chapelle, mais pas le donjon, fermé pour travaux jusqu'en septembre. "
    "Les chiens, même tenus en laisse, ne sont pas admis dans le château."
)
PLANETARIUM = (
    "Le planétarium de la Cité des Étoiles propose la séance « Voyage vers Saturne » le mercredi et le dimanche à 14 h 30, et « Le ciel de ce soir » le samedi à 17 h. "
    "Chaque séance dure 45 minutes ; l'accès est refusé une fois la séance commencée. "
    "Le billet coûte 8 €, 5 € pour les moins de 12 ans."
)
OBSERVATOIRE = (
    "L'observatoire du Puy-Saint-Vincent a été construit en 1965 ; son télescope de 80 cm a été installé en 1987. "
    "Il est dirigé par l'astronome Marc Olivier, et l'ingénieure Sophie Barreau assure la maintenance des instruments."
)
PARC = (
    "Le parc animalier des Landes est ouvert tous les jours d'avril à novembre, de 10 h à 19 h. "
    "L'entrée coûte 19 € pour les adultes et 13 € pour les enfants de 3 à 11 ans. "
    "Le spectacle des rapaces a lieu à 15 h, sauf le lundi. "
    "Il est interdit de nourrir les animaux."
)
PARC_EQUIPE = (
    "Au parc animalier des Landes, le soigneur Romain Dufour s'occupe des loups, et la fauconnière Inès Morel présente le spectacle des rapaces. "
    "Le parc a ouvert en 1986 ; la meute de loups est arrivée des Pyrénées en 2012. "
    "Elle compte aujourd'hui six loups."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-t42-001", "fmt.time", "Quels sont les horaires de la BU en semaine ?", "Du lundi au vendredi, la BU ouvre à 8 heures et ferme à 10 heures du soir.", BU, True),
    w.faith("fr-t42-002", "para.except", "La BU est-elle ouverte le dimanche ?", "Non, pendant l'année universitaire, elle ouvre du lundi au samedi, pas le dimanche.", BU, True),
    w.faith("fr-t42-003", "fmt.period", "Combien de temps dure un prêt ?", "Le prêt dure 21 jours.", BU, True),
    w.faith("fr-t42-004", "para.combine", "Combien de documents peut-on emprunter en master ?", "En master comme en doctorat, on peut emprunter 20 documents, contre 10 en licence.", BU, True),
    w.faith("fr-t42-005", "fmt.time", "Quand le bibliobus passe-t-il à Felletin ?", "Le vendredi, de deux heures à quatre heures et demie de l'après-midi.", BIBLIOBUS, True),
    w.faith("fr-t42-006", "fmt.thousands", "Combien de livres le bibliobus transporte-t-il ?", "Il transporte environ trois mille livres.", BIBLIOBUS, True),
    w.faith("fr-t42-007", "para.pronoun", "Qui conduit le bibliobus ?", "C'est Bernard Lefèvre ; il est au volant depuis 2010.", BIBLIOBUS, True),
    w.faith("fr-t42-008", "para.passive", "Qui s'occupe des réservations ?", "Les réservations en ligne sont gérées par Nathalie Roche.", BIBLIOBUS, True),
    w.faith("fr-t42-009", "para.except", "Le musée est-il ouvert le mardi ?", "Non, le mardi, le musée des Beaux-Arts est fermé.", MUSEE, True),
    w.faith("fr-t42-010", "fmt.currency", "Combien coûte le tarif réduit de l'exposition ?", "Le tarif réduit est de six euros.", MUSEE, True),
    w.faith("fr-t42-011", "para.synonym", "Les collections permanentes sont-elles payantes ?", "Non, on visite les collections permanentes sans rien payer.", MUSEE, True),
    w.faith("fr-t42-012", "fmt.time", "Y a-t-il une nocturne ?", "Oui, le jeudi, le musée reste ouvert jusqu'à 9 heures du soir.", MUSEE, True),
    w.faith("fr-t42-013", "para.nominal", "Quand le musée a-t-il été fondé ?", "La fondation du musée remonte à 1801.", MUSEE_HISTOIRE, True),
    w.faith("fr-t42-014", "wrap.attribution", "Qui dirige le musée ?", "Selon le musée, c'est Claire Vasseur qui le dirige depuis 2019.", MUSEE_HISTOIRE, True),
    w.faith("fr-t42-015", "fmt.period", "À quelle fréquence partent les bateaux ?", "Un bateau part tous les trois quarts d'heure.", CROISIERE, True),
    w.faith("fr-t42-016", "fmt.unit", "Combien de temps dure la croisière ?", "La croisière dure 60 minutes.", CROISIERE, True),
    w.faith("fr-t42-017", "para.passive", "Y a-t-il un commentaire à bord ?", "Oui, on diffuse un commentaire enregistré en six langues.", CROISIERE, True),
    w.faith("fr-t42-018", "para.combine", "À quelle heure sont les visites du château et combien durent-elles ?", "Les visites de 50 minutes partent à 10 h 30, à 14 h et à 16 h.", CHATEAU, True),
    w.faith("fr-t42-019", "para.part", "Peut-on visiter le donjon ?", "Le donjon est fermé pour travaux jusqu'en septembre.", CHATEAU, True),
    w.faith("fr-t42-020", "wrap.opener", "Combien coûte une séance au planétarium ?", "Avec plaisir ! Le billet est à 8 €, et à 5 € pour les moins de 12 ans.", PLANETARIUM, True),
    w.faith("fr-t42-021", "para.relative", "Quand a lieu « Le ciel de ce soir » ?", "« Le ciel de ce soir » est la séance qui a lieu le samedi à 17 h.", PLANETARIUM, True),
    w.faith("fr-t42-022", "fmt.unit", "Quelle est la taille du télescope ?", "L'observatoire possède un télescope de 0,8 m, installé en 1987.", OBSERVATOIRE, True),
    w.faith("fr-t42-023", "fmt.currency", "Combien coûte l'entrée du parc ?", "Dix-neuf euros pour un adulte et treize euros pour un enfant de 3 à 11 ans.", PARC, True),
    w.faith("fr-t42-024", "para.passive", "Qui présente le spectacle des rapaces ?", "Le spectacle des rapaces est présenté par la fauconnière Inès Morel.", PARC_EQUIPE, True),
    w.faith("fr-t42-025", "value.time", "À quelle heure ferme la BU l'été ?", "L'été, la BU ferme à 19 h.", BU, False),
    w.faith("fr-t42-026", "role.swap", "Combien de documents en licence ?", "Les étudiants de licence peuvent emprunter 20 documents.", BU, False),
    w.faith("fr-t42-027", "direction", "Combien de temps peut-on réserver une salle de groupe ?", "Les salles de travail en groupe se réservent pour deux heures au minimum.", BU, False),
    w.faith("fr-t42-028", "role.swap", "Qui gère les réservations en ligne ?", "Bernard Lefèvre gère les réservations en ligne, et Nathalie Roche conduit le bibliobus.", BIBLIOBUS, False),
    w.faith("fr-t42-029", "value.except", "Quand le bibliobus passe-t-il à Bourganeuf ?", "Le bibliobus s'arrête à Bourganeuf le mardi et le vendredi de 9 h 30 à 12 h.", BIBLIOBUS, False),
    w.faith("fr-t42-030", "value.number", "Combien de livres y a-t-il dans le bibliobus ?", "Il transporte environ 300 livres.", BIBLIOBUS, False),
    w.faith("fr-t42-031", "value.currency", "Combien coûte « Impressions normandes » ?", "L'exposition « Impressions normandes » coûte 6 € en plein tarif.", MUSEE, False),
    w.faith("fr-t42-032", "negation", "Peut-on prendre des photos dans l'exposition ?", "Oui, les photos sont autorisées dans l'exposition temporaire.", MUSEE, False),
    w.faith("fr-t42-033", "antonym", "Les horaires changent-ils le jeudi ?", "Oui, le jeudi, le musée ferme plus tôt que d'habitude.", MUSEE, False),
    w.faith("fr-t42-034", "value.date", "Quand le musée des Beaux-Arts a-t-il été fondé ?", "Le musée des Beaux-Arts de Rouen a été fondé en 1909.", MUSEE_HISTOIRE, False),
    w.faith("fr-t42-035", "role.swap", "Qui dirige le musée depuis 2019 ?", "Olivier Brun dirige le musée depuis 2019, avec Claire Vasseur pour adjointe.", MUSEE_HISTOIRE, False),
    w.faith("fr-t42-036", "added.fact", "Qu'a légué Gaston Lecomte au musée ?", "En 1909, il a légué au musée une cinquantaine de toiles impressionnistes, dont plusieurs Monet.", MUSEE_HISTOIRE, False),
    w.faith("fr-t42-037", "added.entity", "D'où partent les bateaux ?", "Les bateaux-promenades et les bateaux-restaurants partent du pont de l'Alma toutes les 45 minutes.", CROISIERE, False),
    w.faith("fr-t42-038", "quantifier", "Que comprend la visite du château ?", "La visite comprend toutes les parties du château, de la salle des gardes à la chapelle.", CHATEAU, False),
    w.faith("fr-t42-039", "modality", "Puis-je venir avec mon chien ?", "Il est simplement déconseillé d'entrer dans le château avec un chien.", CHATEAU, False),
    w.faith("fr-t42-040", "value.except", "Quand a lieu « Voyage vers Saturne » ?", "La séance « Voyage vers Saturne » a lieu uniquement le dimanche à 14 h 30.", PLANETARIUM, False),
    w.faith("fr-t42-041", "added.fact", "Peut-on nourrir les animaux ?", "Non, il est interdit de nourrir les animaux, sous peine d'une amende de 50 €.", PARC, False),
    w.faith("fr-t42-042", "value.date", "Quand l'observatoire a-t-il été construit ?", "L'observatoire du Puy-Saint-Vincent a été construit en 1987.", OBSERVATOIRE, False),
    w.faith("fr-t42-043", "value.time", "À quelle heure est le spectacle des rapaces ?", "Le spectacle des rapaces a lieu à 16 h, sauf le lundi.", PARC, False),
    w.faith("fr-t42-044", "value.date", "Quand les loups sont-ils arrivés ?", "La meute de loups est arrivée des Pyrénées en 1986.", PARC_EQUIPE, False),
]

CORRECTNESS = [
    w.correct("fr-t42-045", "correct.wordy", "Combien de loups vivent au parc animalier des Landes ?", "La meute du parc animalier des Landes compte aujourd'hui six loups.", "Six.", True),
    w.correct("fr-t42-046", "correct.short", "Qui assure la maintenance des instruments de l'observatoire ?", "Sophie Barreau.", "L'ingénieure Sophie Barreau assure la maintenance des instruments.", True),
    w.correct("fr-t42-047", "correct.format", "Combien de temps dure une séance au planétarium ?", "Trois quarts d'heure.", "45 minutes", True),
    w.correct("fr-t42-048", "correct.format", "Combien coûte la croisière pour un enfant de 6 ans ?", "Huit euros.", "8 €", True),
    w.correct("fr-t42-049", "wrong.value", "Combien de temps dure la visite du château de Roquemaure ?", "Environ une heure et demie.", "50 minutes", False),
    w.correct("fr-t42-050", "wrong.role", "Qui s'occupe des loups au parc ?", "La fauconnière Inès Morel.", "Le soigneur Romain Dufour.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
