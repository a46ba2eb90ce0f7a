"""French cases of set t45: une boulangerie lyonnaise et ses horaires, une coutellerie de
Thiers, une brasserie du Nord relancée par un arrière-petit-fils et ses visites, un domaine
de Meursault et son caveau, une cidrerie du pays d'Auge."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

BOULANGERIE = (
    "La boulangerie Vidal, rue Mercière à Lyon, a été fondée en 1934 par Émile Vidal. "
    "Son fils Robert l'a reprise en 1968 et y a installé un four à bois. "
    "Depuis 2010, c'est la petite-fille de Robert, Claire Vidal, qui la dirige avec son compagnon, le pâtissier Julien Morel. "
    "La baguette tradition coûte 1,30 € et la tarte aux pralines 4,50 € la part."
)
HORAIRES = (
    "La boulangerie Vidal est ouverte tous les jours sauf le mercredi, de 6 h 30 à 19 h 30. "
    "Le dimanche, elle ferme à 13 h. "
    "Les commandes de pièces montées doivent être passées au moins une semaine à l'avance."
)
COUTELLERIE = (
    "La coutellerie Brossard, à Thiers, a été créée en 1902 par Antoine Brossard. "
    "En 1975, l'atelier est passé à son gendre, Marcel Fayet, qui a conservé le nom de la maison. "
    "Aujourd'hui, huit couteliers y travaillent sous la direction de Sophie Fayet, la fille de Marcel. "
    "Le couteau pliant « Le Montagnard » est vendu 89 €."
)
BRASSERIE = (
    "La brasserie Lambrecht, à Bailleul dans le Nord, a été fondée en 1896 par Henri Lambrecht. "
    "Elle a fermé en 1967 puis a été relancée en 2004 par son arrière-petit-fils, Thomas Lambrecht. "
    "Thomas brasse la bière, tandis que sa sœur Élodie gère la boutique et les visites. "
    "L'ambrée maison titre 6,5 % et se vend 3,20 € la bouteille de 33 cl."
)
VISITES = (
    "Les visites de la brasserie ont lieu le samedi à 10 h et à 15 h et durent environ une heure. "
    "Elles coûtent 8 € et comprennent une dégustation de deux bières. "
    "Les enfants de moins de 16 ans ne sont pas admis à la dégustation. "
    "La réservation est obligatoire."
)
DOMAINE = (
    "Le domaine Perrault, à Meursault, appartient à la même famille depuis 1881. "
    "Jean-Paul Perrault l'a dirigé de 1979 à 2012, avant de le confier à ses deux enfants : Anne s'occupe de la vinification et Pierre des vignes. "
    "Le domaine compte 12 hectares, dont 4 en appellation Meursault premier cru."
)
CAVEAU = (
    "Le caveau de dégustation du domaine est ouvert du lundi au samedi, de 9 h à 12 h et de 14 h à 18 h. "
    "La bouteille de bourgogne aligoté coûte 14 €, celle de Meursault village 42 €. "
    "Les livraisons en France sont offertes à partir de 12 bouteilles."
)
CIDRERIE = (
    "La cidrerie Lemonnier, près de Cambremer dans le pays d'Auge, a été fondée en 1958 par Louis Lemonnier. "
    "Sa petite-fille Hélène a repris l'exploitation en 2016 et l'a convertie à l'agriculture biologique. "
    "Le verger compte environ 1 500 pommiers, et la cidrerie produit aussi un calvados vieilli douze ans."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-t45-001", "para.combine", "Qui a fondé la boulangerie Vidal ?", "Émile Vidal l'a fondée en 1934, et son fils Robert en a pris la suite en 1968.", BOULANGERIE, True),
    w.faith("fr-t45-002", "para.relative", "Qui dirige la boulangerie aujourd'hui ?", "Claire Vidal, qui est la petite-fille de Robert, la dirige depuis 2010 avec le pâtissier Julien Morel.", BOULANGERIE, True),
    w.faith("fr-t45-003", "fmt.currency", "Combien coûte la baguette tradition ?", "La tradition est à un euro trente.", BOULANGERIE, True),
    w.faith("fr-t45-004", "para.passive", "Qui a installé le four à bois ?", "Le four à bois a été installé par Robert Vidal, qui avait repris la boulangerie en 1968.", BOULANGERIE, True),
    w.faith("fr-t45-005", "para.except", "La boulangerie est-elle ouverte le mercredi ?", "Non, le mercredi est son jour de fermeture ; les autres jours, elle ouvre dès 6 h 30.", HORAIRES, True),
    w.faith("fr-t45-006", "fmt.time", "À quelle heure ferme-t-elle le dimanche ?", "Le dimanche, elle ferme à une heure de l'après-midi.", HORAIRES, True),
    w.faith("fr-t45-007", "fmt.period", "Quand faut-il commander une pièce montée ?", "Il faut la commander au minimum sept jours avant.", HORAIRES, True),
    w.faith("fr-t45-008", "para.synonym", "Qui a créé la coutellerie Brossard ?", "La maison a vu le jour à Thiers en 1902, fondée par Antoine Brossard.", COUTELLERIE, True),
    w.faith("fr-t45-009", "para.pronoun", "Qui est Marcel Fayet ?", "C'est le gendre d'Antoine Brossard ; il a repris l'atelier en 1975 en gardant le nom de la maison.", COUTELLERIE, True),
    w.faith("fr-t45-010", "fmt.number", "Combien de couteliers travaillent chez Brossard ?", "8 couteliers travaillent aujourd'hui dans l'atelier.", COUTELLERIE, True),
    w.faith("fr-t45-011", "fmt.currency", "Quel est le prix du Montagnard ?", "Le couteau pliant « Le Montagnard » coûte quatre-vingt-neuf euros.", COUTELLERIE, True),
    w.faith("fr-t45-012", "para.combine", "Quelle est l'histoire de la brasserie Lambrecht ?", "Fondée en 1896 par Henri Lambrecht, la brasserie a fermé en 1967 avant d'être relancée en 2004 par son arrière-petit-fils Thomas.", BRASSERIE, True),
    w.faith("fr-t45-013", "fmt.unit", "En quel format est vendue l'ambrée ?", "L'ambrée maison est vendue en bouteille de 0,33 l, au prix de 3,20 €.", BRASSERIE, True),
    w.faith("fr-t45-014", "para.part", "Que fait Élodie Lambrecht ?", "Élodie gère la boutique et les visites.", BRASSERIE, True),
    w.faith("fr-t45-015", "fmt.unit", "Combien de temps dure la visite ?", "Comptez environ soixante minutes.", VISITES, True),
    w.faith("fr-t45-016", "para.synonym", "Faut-il réserver la visite ?", "Oui, il est indispensable de réserver.", VISITES, True),
    w.faith("fr-t45-017", "para.combine", "Que comprend la visite ?", "Pour 8 €, la visite inclut une dégustation de deux bières, interdite aux moins de 16 ans.", VISITES, True),
    w.faith("fr-t45-018", "para.reorder", "Depuis quand le domaine Perrault est-il dans la famille ?", "C'est depuis 1881 que le domaine Perrault appartient à la même famille.", DOMAINE, True),
    w.faith("fr-t45-019", "para.combine", "Qui s'occupe de quoi au domaine ?", "Après avoir dirigé le domaine de 1979 à 2012, Jean-Paul Perrault l'a confié à ses enfants : Anne gère la vinification, Pierre les vignes.", DOMAINE, True),
    w.faith("fr-t45-020", "fmt.share", "Quelle part du domaine est en premier cru ?", "Un tiers des 12 hectares, soit 4 hectares, est en appellation Meursault premier cru.", DOMAINE, True),
    w.faith("fr-t45-021", "para.except", "Le caveau est-il ouvert le dimanche ?", "Non, il est fermé le dimanche ; du lundi au samedi, il vous accueille de 9 h à 12 h et de 14 h à 18 h.", CAVEAU, True),
    w.faith("fr-t45-022", "fmt.time", "Quels sont les horaires du caveau l'après-midi ?", "L'après-midi, il est ouvert de deux heures à six heures.", CAVEAU, True),
    w.faith("fr-t45-023", "wrap.opener", "Qui a repris la cidrerie Lemonnier ?", "Bonne question ! C'est Hélène, la petite-fille de Louis Lemonnier, qui a repris l'exploitation en 2016.", CIDRERIE, True),
    w.faith("fr-t45-024", "fmt.thousands", "Combien de pommiers compte le verger ?", "Le verger compte à peu près mille cinq cents pommiers.", CIDRERIE, True),
    w.faith("fr-t45-025", "value.date", "Quand Robert a-t-il repris la boulangerie ?", "Robert Vidal a repris la boulangerie en 1934 et y a installé un four à bois.", BOULANGERIE, False),
    w.faith("fr-t45-026", "value.currency", "Combien coûte une part de tarte aux pralines ?", "La part de tarte aux pralines est à 1,30 €.", BOULANGERIE, False),
    w.faith("fr-t45-027", "role.swap", "Qui dirige la boulangerie Vidal ?", "C'est Julien Morel, le petit-fils de Robert, qui la dirige avec sa compagne, la pâtissière Claire Vidal.", BOULANGERIE, False),
    w.faith("fr-t45-028", "value.except", "Quel jour la boulangerie est-elle fermée ?", "La boulangerie est fermée le lundi ; les autres jours, elle ouvre dès 6 h 30.", HORAIRES, False),
    w.faith("fr-t45-029", "direction", "Quand commander une pièce montée ?", "Les pièces montées doivent être commandées au plus une semaine à l'avance.", HORAIRES, False),
    w.faith("fr-t45-030", "role.swap", "Qui a repris l'atelier en 1975 ?", "En 1975, Antoine Brossard a repris l'atelier de son gendre, Marcel Fayet.", COUTELLERIE, False),
    w.faith("fr-t45-031", "added.fact", "Qui dirige la coutellerie aujourd'hui ?", "Huit couteliers y travaillent sous la direction de Sophie Fayet, qui a été élue Meilleur Ouvrier de France.", COUTELLERIE, False),
    w.faith("fr-t45-032", "value.number", "Combien de couteliers travaillent à l'atelier ?", "Dix-huit couteliers y travaillent aujourd'hui.", COUTELLERIE, False),
    w.faith("fr-t45-033", "value.date", "Quand la brasserie a-t-elle fermé ?", "La brasserie Lambrecht a fermé en 1896 avant d'être relancée en 2004.", BRASSERIE, False),
    w.faith("fr-t45-034", "role.swap", "Qui brasse la bière chez Lambrecht ?", "C'est Élodie qui brasse la bière, et son frère Thomas gère la boutique et les visites.", BRASSERIE, False),
    w.faith("fr-t45-035", "value.unit", "En quel format se vend l'ambrée ?", "L'ambrée se vend 3,20 € la bouteille de 75 cl.", BRASSERIE, False),
    w.faith("fr-t45-036", "value.time", "Quand ont lieu les visites ?", "Les visites ont lieu le samedi à 10 h et à 16 h.", VISITES, False),
    w.faith("fr-t45-037", "modality", "Faut-il réserver ?", "La réservation est conseillée, mais vous pouvez aussi venir sans réserver.", VISITES, False),
    w.faith("fr-t45-038", "negation", "Les adolescents de 14 ans peuvent-ils goûter les bières ?", "Oui, les moins de 16 ans sont admis à la dégustation.", VISITES, False),
    w.faith("fr-t45-039", "role.swap", "Qui s'occupe des vignes au domaine Perrault ?", "Anne s'occupe des vignes, et Pierre de la vinification.", DOMAINE, False),
    w.faith("fr-t45-040", "value.date", "De quand à quand Jean-Paul a-t-il dirigé le domaine ?", "Jean-Paul Perrault a dirigé le domaine de 1881 à 2012.", DOMAINE, False),
    w.faith("fr-t45-041", "value.except", "Quels jours le caveau est-il ouvert ?", "Le caveau est ouvert du mardi au dimanche.", CAVEAU, False),
    w.faith("fr-t45-042", "quantifier", "La livraison est-elle gratuite ?", "Oui, toutes les livraisons en France sont offertes, quel que soit le nombre de bouteilles.", CAVEAU, False),
    w.faith("fr-t45-043", "antonym", "Qu'a changé Hélène à la cidrerie ?", "Hélène a repris l'exploitation en 2016 et l'a convertie à l'agriculture conventionnelle.", CIDRERIE, False),
    w.faith("fr-t45-044", "added.entity", "Que produit la cidrerie en plus du cidre ?", "Elle produit aussi un calvados et un pommeau vieillis douze ans.", CIDRERIE, False),
]

CORRECTNESS = [
    w.correct("fr-t45-045", "correct.wordy", "Qui dirige aujourd'hui la coutellerie Brossard ?", "L'atelier de Thiers est aujourd'hui placé sous la direction de Sophie Fayet, la fille de Marcel.", "Sophie Fayet", True),
    w.correct("fr-t45-046", "correct.format", "Combien coûte une bouteille de Meursault village au domaine Perrault ?", "Quarante-deux euros.", "42 €", True),
    w.correct("fr-t45-047", "correct.short", "Qui a relancé la brasserie Lambrecht ?", "Thomas Lambrecht.", "La brasserie a été relancée en 2004 par Thomas Lambrecht, arrière-petit-fils du fondateur.", True),
    w.correct("fr-t45-048", "correct.format", "Quelle est la superficie du domaine Perrault ?", "12 ha.", "douze hectares", True),
    w.correct("fr-t45-049", "wrong.value", "En quelle année la cidrerie Lemonnier a-t-elle été fondée ?", "En 1985.", "1958", False),
    w.correct("fr-t45-050", "wrong.role", "Qui a fondé la boulangerie Vidal ?", "Robert Vidal.", "Émile Vidal, en 1934", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
