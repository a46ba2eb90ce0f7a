"""French cases of set t41: les horaires, l'abonnement et l'équipe d'une médiathèque d'Angers,
les tarifs et l'histoire d'un musée de la dentelle, les visites guidées et nocturnes des
traboules du Vieux-Lyon, les soirées d'observation et l'équipe d'un observatoire de montagne,
et les tarifs, nourrissages et soigneurs d'un zoo."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

MEDIATHEQUE = (
    "La médiathèque Jacques-Prévert d'Angers est ouverte du mardi au samedi de 10 h à 19 h, et le dimanche de 14 h à 18 h. "
    "L'abonnement annuel coûte 18 € pour les adultes ; il est gratuit pour les moins de 26 ans. "
    "Chaque abonné peut emprunter jusqu'à 20 documents pour une durée de trois semaines."
)
MEDIATHEQUE_EQUIPE = (
    "Hélène Marchand dirige la médiathèque depuis 2019, et Karim Benali est responsable du fonds jeunesse. "
    "Le bâtiment, inauguré en 1983, a été entièrement rénové en 2021. "
    "Karim Benali anime aussi l'heure du conte le mercredi à 16 h."
)
MUSEE = (
    "Le musée de la Dentelle de Calais est ouvert tous les jours sauf le mardi, de 10 h à 18 h. "
    "Le billet plein tarif coûte 9 €, le tarif réduit 5 € ; l'entrée est gratuite pour les moins de 18 ans. "
    "Une démonstration de métier Leavers a lieu chaque jour à 15 h."
)
MUSEE_EQUIPE = (
    "La conservatrice, Anne-Sophie Leroy, a conçu l'exposition permanente, tandis que le médiateur Julien Fournier organise les ateliers pour les scolaires. "
    "Le musée a ouvert en 2009 dans une ancienne usine de dentelle construite en 1870."
)
VISITE = (
    "La visite guidée des traboules du Vieux-Lyon part de la place Saint-Jean tous les jours à 10 h 30 et à 15 h. "
    "Elle dure 1 h 30 et coûte 14 €, gratuite pour les enfants de moins de 7 ans. "
    "La réservation en ligne est obligatoire. "
    "Le matin, c'est Camille Girard qui guide les groupes ; l'après-midi, c'est Thomas Perrin."
)
NOCTURNE = (
    "En juillet et en août, une visite nocturne des traboules a lieu le jeudi et le vendredi à 21 h. "
    "Les groupes sont limités à 15 personnes. "
    "Une lampe de poche est fournie à chaque participant."
)
OBSERVATOIRE = (
    "L'observatoire de la Montagne Noire, situé à 1 100 mètres d'altitude, propose des soirées d'observation d'avril à octobre. "
    "Les soirées commencent à 21 h 30 et durent environ deux heures. "
    "Le télescope principal a un miroir de 1 mètre de diamètre. "
    "Il est conseillé de prévoir des vêtements chauds, même en été."
)
OBSERVATOIRE_EQUIPE = (
    "L'observatoire a été fondé en 1992 par l'association Astro-Occitanie et ouvert au grand public en 2005. "
    "L'astronome Pierre Delmas anime les stages d'astrophotographie, et la médiatrice Lucie Roux présente le planétarium. "
    "En cas de ciel couvert, la soirée est remplacée par une séance au planétarium."
)
ZOO = (
    "Le zoo des Trois-Vallées est ouvert tous les jours de 9 h 30 à 18 h 30 d'avril à septembre, et de 10 h à 17 h le reste de l'année. "
    "L'entrée coûte 22 € pour les adultes et 16 € pour les enfants de 3 à 12 ans. "
    "Le nourrissage des otaries a lieu à 11 h 30 et à 16 h. "
    "Les chiens ne sont pas admis."
)
SOIGNEURS = (
    "Au zoo des Trois-Vallées, le soigneur-chef Nicolas Garnier s'occupe des fauves, et la soigneuse Émilie Caron est chargée des otaries. "
    "Le couple de pandas roux est arrivé de Suède en 2016 et a eu deux petits en juin 2022."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-t41-001", "para.except", "La médiathèque est-elle ouverte le lundi ?", "Non, elle est fermée le lundi ; elle ouvre du mardi au dimanche.", MEDIATHEQUE, True),
    w.faith("fr-t41-002", "fmt.time", "Quels sont les horaires du dimanche ?", "Le dimanche, la médiathèque ouvre de 2 heures à 6 heures de l'après-midi.", MEDIATHEQUE, True),
    w.faith("fr-t41-003", "fmt.period", "Combien de temps peut-on garder un livre ?", "Les documents peuvent être empruntés pour 21 jours.", MEDIATHEQUE, True),
    w.faith("fr-t41-004", "para.synonym", "J'ai 22 ans, est-ce que je paie l'abonnement ?", "Non, l'abonnement ne coûte rien pour les moins de 26 ans.", MEDIATHEQUE, True),
    w.faith("fr-t41-005", "para.combine", "De quand date le bâtiment ?", "Inauguré en 1983, le bâtiment a fait l'objet d'une rénovation complète en 2021.", MEDIATHEQUE_EQUIPE, True),
    w.faith("fr-t41-006", "para.pronoun", "Qui anime l'heure du conte ?", "C'est Karim Benali ; il est aussi responsable du fonds jeunesse.", MEDIATHEQUE_EQUIPE, True),
    w.faith("fr-t41-007", "para.except", "Le musée est-il ouvert le mardi ?", "Non, le musée est fermé le mardi ; les autres jours, il ouvre de 10 h à 18 h.", MUSEE, True),
    w.faith("fr-t41-008", "fmt.currency", "Combien coûte le tarif réduit ?", "Le tarif réduit est de cinq euros.", MUSEE, True),
    w.faith("fr-t41-009", "fmt.time", "À quelle heure a lieu la démonstration ?", "La démonstration du métier Leavers a lieu tous les jours à 3 heures de l'après-midi.", MUSEE, True),
    w.faith("fr-t41-010", "para.passive", "Qui a conçu l'exposition permanente ?", "L'exposition permanente a été conçue par la conservatrice Anne-Sophie Leroy.", MUSEE_EQUIPE, True),
    w.faith("fr-t41-011", "para.relative", "Où se trouve le musée ?", "Le musée a ouvert en 2009 dans une ancienne usine de dentelle qui avait été construite en 1870.", MUSEE_EQUIPE, True),
    w.faith("fr-t41-012", "wrap.attribution", "Qui organise les ateliers scolaires ?", "D'après le musée, c'est le médiateur Julien Fournier qui organise les ateliers pour les scolaires.", MUSEE_EQUIPE, True),
    w.faith("fr-t41-013", "fmt.time", "À quelle heure partent les visites des traboules ?", "Il y a deux départs par jour place Saint-Jean, à dix heures et demie et à trois heures de l'après-midi.", VISITE, True),
    w.faith("fr-t41-014", "fmt.period", "Combien de temps dure la visite ?", "Elle dure une heure et demie.", VISITE, True),
    w.faith("fr-t41-015", "para.combine", "Qui guide l'après-midi ?", "Thomas Perrin guide les groupes de l'après-midi, tandis que Camille Girard s'occupe de ceux du matin.", VISITE, True),
    w.faith("fr-t41-016", "fmt.number", "Combien de personnes par visite nocturne ?", "Quinze participants au maximum par groupe.", NOCTURNE, True),
    w.faith("fr-t41-017", "para.synonym", "Faut-il une lampe pour la nocturne ?", "Chaque participant reçoit une lampe de poche.", NOCTURNE, True),
    w.faith("fr-t41-018", "fmt.unit", "Quelle est la taille du miroir du télescope ?", "Le miroir du télescope principal mesure 100 cm de diamètre.", OBSERVATOIRE, True),
    w.faith("fr-t41-019", "fmt.unit", "À quelle altitude se trouve l'observatoire ?", "L'observatoire de la Montagne Noire est situé à 1,1 km d'altitude.", OBSERVATOIRE, True),
    w.faith("fr-t41-020", "wrap.hedge", "Faut-il prévoir une veste ?", "Il vaut sans doute mieux prévoir des vêtements chauds, même en été.", OBSERVATOIRE, True),
    w.faith("fr-t41-021", "wrap.opener", "Et si le ciel est couvert ?", "Bonne question ! Par ciel couvert, la soirée est remplacée par une séance au planétarium.", OBSERVATOIRE_EQUIPE, True),
    w.faith("fr-t41-022", "para.passive", "Qui a fondé l'observatoire ?", "L'observatoire a été fondé en 1992 par l'association Astro-Occitanie.", OBSERVATOIRE_EQUIPE, True),
    w.faith("fr-t41-023", "fmt.currency", "Combien coûte l'entrée au zoo ?", "Vingt-deux euros pour un adulte et seize euros pour un enfant de 3 à 12 ans.", ZOO, True),
    w.faith("fr-t41-024", "para.synonym", "Qui s'occupe des otaries ?", "Les otaries sont confiées à la soigneuse Émilie Caron.", SOIGNEURS, True),
    w.faith("fr-t41-025", "role.swap", "Qui dirige la médiathèque ?", "Karim Benali dirige la médiathèque depuis 2019, et Hélène Marchand est responsable du fonds jeunesse.", MEDIATHEQUE_EQUIPE, False),
    w.faith("fr-t41-026", "value.date", "Quand le bâtiment a-t-il été inauguré ?", "Le bâtiment de la médiathèque a été inauguré en 2021.", MEDIATHEQUE_EQUIPE, False),
    w.faith("fr-t41-027", "value.currency", "Combien coûte l'abonnement pour un adulte ?", "L'abonnement annuel coûte 26 € pour les adultes.", MEDIATHEQUE, False),
    w.faith("fr-t41-028", "value.number", "Combien de documents peut-on emprunter ?", "On peut emprunter jusqu'à 12 documents pour trois semaines.", MEDIATHEQUE, False),
    w.faith("fr-t41-029", "value.except", "Quand le musée de la Dentelle est-il fermé ?", "Le musée est fermé le lundi et le mardi.", MUSEE, False),
    w.faith("fr-t41-030", "added.fact", "Y a-t-il une démonstration ?", "Oui, une démonstration de métier Leavers a lieu chaque jour à 15 h, suivie d'une visite commentée de l'atelier.", MUSEE, False),
    w.faith("fr-t41-031", "antonym", "Les enfants paient-ils l'entrée au musée ?", "Oui, l'entrée est payante pour les moins de 18 ans.", MUSEE, False),
    w.faith("fr-t41-032", "role.swap", "Qui a conçu l'exposition permanente ?", "Le médiateur Julien Fournier a conçu l'exposition permanente, et Anne-Sophie Leroy organise les ateliers scolaires.", MUSEE_EQUIPE, False),
    w.faith("fr-t41-033", "value.date", "Quand le musée a-t-il ouvert ?", "Le musée de la Dentelle a ouvert ses portes en 1870.", MUSEE_EQUIPE, False),
    w.faith("fr-t41-034", "modality", "Faut-il réserver la visite des traboules ?", "La réservation en ligne est conseillée, mais vous pouvez aussi vous présenter sans réserver.", VISITE, False),
    w.faith("fr-t41-035", "value.number", "La visite est-elle gratuite pour les enfants ?", "Elle est gratuite pour les enfants de moins de 10 ans.", VISITE, False),
    w.faith("fr-t41-036", "added.entity", "D'où part la visite ?", "La visite guidée des traboules et de la basilique de Fourvière part de la place Saint-Jean à 10 h 30 et à 15 h.", VISITE, False),
    w.faith("fr-t41-037", "value.except", "Quels jours a lieu la visite nocturne ?", "En juillet et en août, la visite nocturne a lieu du jeudi au samedi à 21 h.", NOCTURNE, False),
    w.faith("fr-t41-038", "direction", "Y a-t-il un nombre de participants ?", "Il faut au moins 15 personnes pour que la visite nocturne ait lieu.", NOCTURNE, False),
    w.faith("fr-t41-039", "value.time", "À quelle heure commencent les soirées d'observation ?", "Les soirées commencent à 20 h 30 et durent environ deux heures.", OBSERVATOIRE, False),
    w.faith("fr-t41-040", "value.unit", "À quelle altitude est l'observatoire ?", "L'observatoire de la Montagne Noire se trouve à 1 100 pieds d'altitude.", OBSERVATOIRE, False),
    w.faith("fr-t41-041", "added.fact", "Qui anime les stages d'astrophotographie ?", "C'est l'astronome Pierre Delmas, qui les propose chaque premier week-end du mois.", OBSERVATOIRE_EQUIPE, False),
    w.faith("fr-t41-042", "value.date", "Depuis quand l'observatoire est-il ouvert au public ?", "L'observatoire est ouvert au grand public depuis 1992.", OBSERVATOIRE_EQUIPE, False),
    w.faith("fr-t41-043", "negation", "Puis-je venir au zoo avec mon chien ?", "Oui, les chiens sont admis au zoo des Trois-Vallées.", ZOO, False),
    w.faith("fr-t41-044", "role.swap", "Qui s'occupe des fauves ?", "C'est Émilie Caron qui s'occupe des fauves, et Nicolas Garnier est chargé des otaries.", SOIGNEURS, False),
]

CORRECTNESS = [
    w.correct("fr-t41-045", "correct.wordy", "Quand les pandas roux sont-ils arrivés au zoo ?", "Le couple de pandas roux est arrivé de Suède au zoo des Trois-Vallées en 2016.", "En 2016.", True),
    w.correct("fr-t41-046", "correct.short", "Qui dirige la médiathèque Jacques-Prévert ?", "Hélène Marchand.", "Hélène Marchand dirige la médiathèque depuis 2019.", True),
    w.correct("fr-t41-047", "correct.format", "À quelle heure est le second nourrissage des otaries ?", "À 4 heures de l'après-midi.", "16 h", True),
    w.correct("fr-t41-048", "correct.format", "Combien coûte le billet plein tarif du musée de la Dentelle ?", "Neuf euros.", "9 €", True),
    w.correct("fr-t41-049", "wrong.value", "Combien de temps dure une soirée d'observation ?", "Environ une heure.", "Environ deux heures.", False),
    w.correct("fr-t41-050", "wrong.role", "Qui présente le planétarium ?", "L'astronome Pierre Delmas.", "La médiatrice Lucie Roux.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
