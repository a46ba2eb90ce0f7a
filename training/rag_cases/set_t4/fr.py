"""French cases of set t4: hospital visiting rules, a zoo, a car dealer's warranty, a music
festival, an apartment rental and a bike repair shop."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

HOPITAL_VISITES = (
    "À l'hôpital Saint-Roch, les visites dans les services de médecine sont autorisées tous les jours de 13 h à 20 h. "
    "Deux visiteurs au maximum peuvent se trouver en même temps dans la chambre. "
    "Les enfants de moins de 10 ans ne sont pas admis dans les services. "
    "En réanimation, les visites sont limitées à une heure par jour et réservées aux proches désignés par le patient."
)
HOPITAL_ACCOMPAGNANT = (
    "Un lit d'accompagnant peut être installé dans la chambre pour 15 € la nuit, repas du soir compris. "
    "La demande doit être faite auprès du cadre de santé avant 16 h. "
    "Les accompagnants doivent quitter la chambre pendant les soins du matin, de 7 h à 9 h."
)
ZOO_INFOS = (
    "Le parc zoologique des Trois Vallées est ouvert du 1er mars au 11 novembre, de 9 h 30 à 18 h 30. "
    "L'entrée coûte 22 € pour les adultes et 16 € pour les enfants de 3 à 11 ans ; elle est gratuite pour les moins de 3 ans. "
    "Les pique-niques sont autorisés uniquement sur les aires prévues à cet effet."
)
ZOO_GIRAFE = (
    "Le soigneur Karim Benali a élevé au biberon le bébé girafe Nala, rejetée par sa mère à la naissance. "
    "Nala mesurait 1,80 m à sa naissance, en janvier. "
    "Le nourrissage des girafes a lieu chaque jour à 16 h, sauf en cas de pluie."
)
GARANTIE_NEUF = (
    "Chez Moreau Automobiles, tout véhicule neuf bénéficie d'une garantie constructeur de 2 ans, kilométrage illimité. "
    "Une extension de garantie de 3 ans supplémentaires est proposée pour 590 €. "
    "La garantie ne couvre pas les pièces d'usure telles que les plaquettes de frein, les pneus et les balais d'essuie-glace."
)
GARANTIE_OCCASION = (
    "Chez Moreau Automobiles, les véhicules d'occasion sont garantis 6 mois, pièces et main-d'œuvre. "
    "Tout sinistre doit être déclaré dans les 48 heures par lettre recommandée. "
    "La directrice commerciale, Claire Dumas, valide chaque demande de prise en charge."
)
FESTIVAL = (
    "Le festival Les Nuits du Port se tient du 4 au 6 juillet sur les quais de Port-Lanvern. "
    "Le pass trois jours coûte 115 €, le billet à la journée 49 €. "
    "Les portes ouvrent à 17 h et le dernier concert se termine à 2 h du matin. "
    "Les moins de 12 ans entrent gratuitement s'ils sont accompagnés d'un adulte."
)
FESTIVAL_PROGRAMME = (
    "Le groupe Marée Basse remplacera la chanteuse Inès Garnier, qui a annulé sa venue pour raisons de santé. "
    "Un tiers des bénévoles du festival sont des étudiants de l'université voisine. "
    "Les bouteilles en verre et les animaux sont interdits sur le site."
)
LOCATION = (
    "M. Paul Lefèvre, propriétaire, loue un deux-pièces meublé rue des Tanneurs à Mme Amélie Roux. "
    "Le loyer est de 780 € charges comprises, payable avant le 5 de chaque mois. "
    "Le dépôt de garantie s'élève à deux mois de loyer hors charges. "
    "La locataire peut résilier le bail avec un préavis d'un mois."
)
ATELIER_VELO = (
    "L'atelier vélo « La Rustine » est ouvert du mercredi au samedi, de 10 h à 19 h. "
    "La révision complète coûte 75 € et prend environ une semaine. "
    "Le remplacement d'une chambre à air est facturé 12 €, pièce comprise. "
    "C'est Mathieu Perrin, le fondateur, qui a formé l'apprentie Zoé Marchand."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim supported, in other words
    w.faith("fr-t4-001", "fmt.time", "À quelle heure peut-on rendre visite à un patient en médecine ?", "Les visites sont possibles tous les jours entre treize heures et vingt heures.", HOPITAL_VISITES, True),
    w.faith("fr-t4-002", "para.synonym", "On peut venir à combien dans la chambre ?", "Pas plus de deux personnes à la fois dans la chambre.", HOPITAL_VISITES, True),
    w.faith("fr-t4-003", "para.relative", "Qui peut rendre visite à un patient en réanimation ?", "Seuls les proches que le patient a désignés peuvent venir en réanimation, et pas plus d'une heure par jour.", HOPITAL_VISITES, True),
    w.faith("fr-t4-004", "fmt.currency", "Combien coûte un lit d'accompagnant ?", "Comptez quinze euros par nuit, dîner inclus.", HOPITAL_ACCOMPAGNANT, True),
    w.faith("fr-t4-005", "para.passive", "À qui faut-il demander un lit d'accompagnant ?", "C'est au cadre de santé qu'il faut adresser la demande, avant 16 h.", HOPITAL_ACCOMPAGNANT, True),
    w.faith("fr-t4-006", "para.except", "Le zoo est-il ouvert en décembre ?", "Non : le parc n'ouvre que du 1er mars au 11 novembre, il est donc fermé en décembre.", ZOO_INFOS, True),
    w.faith("fr-t4-007", "fmt.range", "Combien paient les enfants ?", "Les 3-11 ans paient 16 €, et l'entrée ne coûte rien aux moins de 3 ans.", ZOO_INFOS, True),
    w.faith("fr-t4-008", "para.combine", "Qui s'est occupé du bébé girafe ?", "Comme sa mère l'avait rejetée à la naissance, c'est le soigneur Karim Benali qui a nourri Nala au biberon.", ZOO_GIRAFE, True),
    w.faith("fr-t4-009", "fmt.unit", "Quelle taille faisait Nala à la naissance ?", "Elle mesurait 180 cm.", ZOO_GIRAFE, True),
    w.faith("fr-t4-010", "para.except", "Le nourrissage des girafes a-t-il lieu tous les jours ?", "Oui, chaque jour à 16 h, à moins qu'il ne pleuve.", ZOO_GIRAFE, True),
    w.faith("fr-t4-011", "para.synonym", "Les pneus sont-ils pris en charge par la garantie ?", "Non, les pneus font partie des pièces d'usure exclues de la garantie, tout comme les plaquettes et les balais d'essuie-glace.", GARANTIE_NEUF, True),
    w.faith("fr-t4-012", "wrap.attribution", "Peut-on prolonger la garantie d'une voiture neuve ?", "D'après le garage, on peut l'étendre de trois années supplémentaires moyennant 590 €.", GARANTIE_NEUF, True),
    w.faith("fr-t4-013", "para.passive", "Qui valide les prises en charge ?", "Chaque demande de prise en charge est validée par Claire Dumas, la directrice commerciale.", GARANTIE_OCCASION, True),
    w.faith("fr-t4-014", "fmt.period", "Combien de temps est garantie une voiture d'occasion ?", "Une voiture d'occasion est garantie un semestre, pièces et main-d'œuvre.", GARANTIE_OCCASION, True),
    w.faith("fr-t4-015", "fmt.date", "Quand a lieu le festival ?", "Du 04/07 au 06/07, sur les quais de Port-Lanvern.", FESTIVAL, True),
    w.faith("fr-t4-016", "wrap.hedge", "C'est ouvert jusqu'à quelle heure ?", "Si je ne me trompe pas, les portes ouvrent à 17 h et le dernier concert finit à 2 h du matin.", FESTIVAL, True),
    w.faith("fr-t4-017", "wrap.opener", "Mon fils de 8 ans doit-il payer ?", "Bonne nouvelle ! Les enfants de moins de 12 ans entrent sans payer, à condition d'être accompagnés d'un adulte.", FESTIVAL, True),
    w.faith("fr-t4-018", "fmt.share", "Qui sont les bénévoles du festival ?", "Un bénévole sur trois est étudiant à l'université voisine.", FESTIVAL_PROGRAMME, True),
    w.faith("fr-t4-019", "para.reorder", "Pourquoi Inès Garnier ne vient-elle pas ?", "Pour des raisons de santé, la chanteuse Inès Garnier a annulé, et c'est Marée Basse qui la remplacera.", FESTIVAL_PROGRAMME, True),
    w.faith("fr-t4-020", "para.synonym", "Qui loue l'appartement rue des Tanneurs ?", "L'appartement appartient à Paul Lefèvre, qui le donne en location à Amélie Roux.", LOCATION, True),
    w.faith("fr-t4-021", "wrap.closer", "Quel est le préavis si la locataire veut partir ?", "La locataire doit respecter un préavis d'un mois. N'hésitez pas si vous avez d'autres questions !", LOCATION, True),
    w.faith("fr-t4-022", "para.except", "La Rustine est ouverte le lundi ?", "Non, l'atelier est fermé du dimanche au mardi ; il n'ouvre que du mercredi au samedi.", ATELIER_VELO, True),
    w.faith("fr-t4-023", "wrap.question", "Combien coûte le changement d'une chambre à air ?", "Le prix d'une chambre à air ? 12 €, pièce comprise.", ATELIER_VELO, True),
    w.faith("fr-t4-024", "para.synonym", "Qui a formé Zoé Marchand ?", "Zoé Marchand, l'apprentie, a appris le métier auprès de Mathieu Perrin, le fondateur de l'atelier.", ATELIER_VELO, True),
    # unfaithful: exactly one unsupported claim
    w.faith("fr-t4-025", "value.time", "Quels sont les horaires de visite en médecine ?", "On peut rendre visite aux patients tous les jours de 14 h à 20 h.", HOPITAL_VISITES, False),
    w.faith("fr-t4-026", "direction", "Mes enfants peuvent-ils venir voir leur grand-père ?", "Les enfants de plus de 10 ans ne sont pas admis dans les services.", HOPITAL_VISITES, False),
    w.faith("fr-t4-027", "quantifier", "Qui peut venir en réanimation ?", "En réanimation, tout le monde peut venir, dans la limite d'une heure par jour.", HOPITAL_VISITES, False),
    w.faith("fr-t4-028", "value.number", "Combien coûte le lit d'accompagnant ?", "Le lit d'accompagnant revient à 25 € la nuit, repas du soir compris.", HOPITAL_ACCOMPAGNANT, False),
    w.faith("fr-t4-029", "modality", "Dois-je sortir pendant les soins du matin ?", "Les accompagnants peuvent rester dans la chambre pendant les soins du matin s'ils le souhaitent.", HOPITAL_ACCOMPAGNANT, False),
    w.faith("fr-t4-030", "value.date", "Quand le zoo est-il ouvert ?", "Le parc des Trois Vallées est ouvert du 1er avril au 11 novembre.", ZOO_INFOS, False),
    w.faith("fr-t4-031", "added.fact", "Peut-on pique-niquer au zoo ?", "Oui, sur les aires prévues à cet effet, où les barbecues sont également autorisés.", ZOO_INFOS, False),
    w.faith("fr-t4-032", "value.number", "Quelle taille faisait Nala à sa naissance ?", "À sa naissance, en janvier, Nala mesurait 1,60 m.", ZOO_GIRAFE, False),
    w.faith("fr-t4-033", "negation", "Le nourrissage des girafes est-il annulé quand il pleut ?", "Non, le nourrissage de 16 h est maintenu même en cas de pluie.", ZOO_GIRAFE, False),
    w.faith("fr-t4-034", "antonym", "La garantie d'une voiture neuve est-elle limitée en kilomètres ?", "Oui, la garantie constructeur de 2 ans s'accompagne d'un kilométrage limité.", GARANTIE_NEUF, False),
    w.faith("fr-t4-035", "value.currency", "Combien coûte l'extension de garantie ?", "L'extension de trois ans est proposée pour 590 livres.", GARANTIE_NEUF, False),
    w.faith("fr-t4-036", "added.entity", "Qui valide les demandes de prise en charge ?", "Elles sont validées conjointement par la directrice commerciale, Claire Dumas, et par le chef d'atelier.", GARANTIE_OCCASION, False),
    w.faith("fr-t4-037", "value.unit", "Dans quel délai faut-il déclarer un sinistre ?", "Il faut le déclarer par lettre recommandée dans les 48 jours.", GARANTIE_OCCASION, False),
    w.faith("fr-t4-038", "value.date", "Quelles sont les dates des Nuits du Port ?", "Le festival se tient du 5 au 7 juillet sur les quais de Port-Lanvern.", FESTIVAL, False),
    w.faith("fr-t4-039", "direction", "Les enfants paient-ils ?", "Les plus de 12 ans entrent gratuitement s'ils sont accompagnés d'un adulte.", FESTIVAL, False),
    w.faith("fr-t4-040", "role.swap", "Qui remplace qui au festival ?", "C'est Inès Garnier qui remplacera le groupe Marée Basse, lequel a annulé pour raisons de santé.", FESTIVAL_PROGRAMME, False),
    w.faith("fr-t4-041", "role.swap", "Qui est le propriétaire du deux-pièces ?", "Mme Amélie Roux en est la propriétaire ; elle le loue à M. Paul Lefèvre.", LOCATION, False),
    w.faith("fr-t4-042", "value.number", "Quel préavis doit donner la locataire ?", "Pour résilier le bail, la locataire doit donner un préavis de trois mois.", LOCATION, False),
    w.faith("fr-t4-043", "value.except", "Quand La Rustine est-elle ouverte ?", "L'atelier est ouvert tous les jours sauf le lundi, de 10 h à 19 h.", ATELIER_VELO, False),
    w.faith("fr-t4-044", "role.swap", "Comment Mathieu Perrin a-t-il appris le métier ?", "C'est l'apprentie Zoé Marchand qui a formé Mathieu Perrin, le fondateur.", ATELIER_VELO, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-t4-045", "correct.wordy", "Combien coûte le pass trois jours des Nuits du Port ?", "Pour profiter des trois jours du festival, il faut compter 115 euros pour le pass.", "115 €", True),
    w.correct("fr-t4-046", "correct.format", "À quelle heure a lieu le nourrissage des girafes ?", "À quatre heures de l'après-midi.", "16 h", True),
    w.correct("fr-t4-047", "correct.format", "Combien de temps dure la garantie des véhicules d'occasion chez Moreau Automobiles ?", "Six mois.", "6 mois", True),
    w.correct("fr-t4-048", "correct.short", "Qui est la locataire du deux-pièces rue des Tanneurs ?", "Amélie Roux.", "La locataire est Mme Amélie Roux.", True),
    w.correct("fr-t4-049", "wrong.value", "Combien coûte la révision complète à La Rustine ?", "Elle coûte 57 €.", "75 €", False),
    w.correct("fr-t4-050", "wrong.role", "Qui est le propriétaire du deux-pièces rue des Tanneurs ?", "C'est Amélie Roux qui en est la propriétaire.", "M. Paul Lefèvre est le propriétaire ; Mme Amélie Roux est la locataire.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
