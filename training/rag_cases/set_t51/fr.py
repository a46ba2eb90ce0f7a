"""French cases of set t51 : un hôtel de Saint-Malo et sa direction, un bouchon lyonnais
tenu en famille, un camping des gorges de l'Ardèche, un festival d'été à Millau, le marché
de Forcalquier et un concert d'orchestre de chambre à Toulouse avec sa billetterie."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

HOTEL = (
    "L'hôtel Les Remparts, à Saint-Malo, compte 38 chambres, dont 14 avec vue sur la mer. "
    "L'arrivée se fait à partir de 16 h et le départ avant 11 h. "
    "Le petit-déjeuner est servi de 7 h 30 à 10 h dans la véranda et coûte 16 € par personne. "
    "Les animaux sont acceptés moyennant un supplément de 12 € par nuit."
)
HOTEL_STAFF = (
    "L'hôtel est dirigé par Claire Le Goff, arrivée en 2015 après dix ans passés au Grand Hôtel de Dinard. "
    "Son adjoint, Yann Morvan, gère les réservations de groupes et les séminaires. "
    "Le bâtiment, une ancienne maison d'armateur construite en 1760, a été transformé en hôtel en 1953."
)
BOUCHON = (
    "Le bouchon Chez Mémé Paulette, rue Mercière à Lyon, a été ouvert en 1978 par Paulette Girard ; aujourd'hui, son petit-fils Julien est en cuisine et sa fille Sophie tient la salle. "
    "Le restaurant est ouvert du mardi au samedi, midi et soir. "
    "Le menu lyonnais coûte 32 €, la quenelle de brochet seule 19 €. "
    "Pour les groupes de plus de huit personnes, un acompte de 30 % est exigé."
)
CAMPING = (
    "Le camping Les Gorges, à Vallon-Pont-d'Arc, est ouvert du 1er mai au 30 septembre. "
    "Un emplacement pour tente coûte 24 € la nuit pour deux personnes, électricité comprise. "
    "Le silence est de rigueur de 23 h à 7 h. "
    "Les barbecues au charbon sont interdits ; seuls les barbecues électriques sont autorisés."
)
FESTIVAL = (
    "Le festival Les Nuits du Causse a lieu chaque année à Millau pendant la deuxième semaine de juillet. "
    "Le pass trois soirs coûte 89 €, et l'entrée est gratuite pour les moins de 10 ans. "
    "La grande scène est présentée par l'animatrice Léa Fabre, tandis que Karim Benali programme la scène découverte. "
    "Le festival a été créé en 2004 et s'est installé dans le parc de la Victoire en 2011."
)
MARCHE = (
    "Le marché de Forcalquier se tient tous les lundis matin, de 8 h à 13 h, sur la place du Bourguet. "
    "On y compte environ 150 exposants, dont une cinquantaine de producteurs. "
    "Les producteurs du carré fermier doivent vendre uniquement leur propre production. "
    "Le placier, Gérard Olivier, attribue les emplacements à partir de 6 h 30."
)
CONCERT = (
    "L'Orchestre de chambre d'Occitanie donnera un concert le jeudi 5 juin à 20 h 30 à la Halle aux Grains de Toulouse. "
    "Le programme s'ouvre sur la Symphonie n° 40 de Mozart et se termine par Le Tombeau de Couperin de Ravel. "
    "La direction est assurée par Hélène Marchand, et le violoncelliste Thomas Roussel interprète le concerto de Saint-Saëns. "
    "Le concert dure environ 1 h 45, entracte de 20 minutes compris."
)
BILLETS = (
    "Les places pour les concerts de l'orchestre coûtent de 15 € à 48 €. "
    "Les moins de 26 ans bénéficient d'un tarif unique de 10 €. "
    "La billetterie est ouverte du lundi au vendredi, de 13 h à 18 h. "
    "Les billets ne sont ni repris ni échangés."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-t51-001", "fmt.time", "À quelle heure peut-on arriver et quand faut-il partir ?", "Vous pouvez arriver à partir de seize heures et devez libérer la chambre avant onze heures.", HOTEL, True),
    w.faith("fr-t51-002", "para.part", "Y a-t-il des chambres avec vue sur la mer ?", "Oui, 14 des 38 chambres donnent sur la mer.", HOTEL, True),
    w.faith("fr-t51-003", "fmt.currency", "Combien coûte le petit-déjeuner ?", "Le petit-déjeuner est à seize euros par personne, servi dans la véranda.", HOTEL, True),
    w.faith("fr-t51-004", "para.passive", "Puis-je venir avec mon chien ?", "Oui, les animaux sont acceptés ; un supplément de 12 € vous sera facturé par nuit.", HOTEL, True),
    w.faith("fr-t51-005", "para.relative", "Qui dirige l'hôtel Les Remparts ?", "C'est Claire Le Goff, qui a passé dix ans au Grand Hôtel de Dinard avant d'arriver en 2015.", HOTEL_STAFF, True),
    w.faith("fr-t51-006", "para.synonym", "À qui s'adresser pour réserver pour un groupe ?", "Les réservations de groupe sont prises en charge par Yann Morvan, le directeur adjoint.", HOTEL_STAFF, True),
    w.faith("fr-t51-007", "para.combine", "Le bâtiment est-il ancien ?", "Oui, cette ancienne maison d'armateur date de 1760 et elle est devenue un hôtel en 1953.", HOTEL_STAFF, True),
    w.faith("fr-t51-008", "para.except", "Le restaurant est-il ouvert le lundi ?", "Non, il est fermé le dimanche et le lundi ; il n'ouvre que du mardi au samedi.", BOUCHON, True),
    w.faith("fr-t51-009", "para.combine", "Qui tient Chez Mémé Paulette ?", "Ouvert en 1978 par Paulette Girard, le bouchon est aujourd'hui tenu en cuisine par son petit-fils Julien et en salle par sa fille Sophie.", BOUCHON, True),
    w.faith("fr-t51-010", "fmt.currency", "Combien coûte le menu lyonnais ?", "Le menu lyonnais est à trente-deux euros.", BOUCHON, True),
    w.faith("fr-t51-011", "para.nominal", "Faut-il payer quelque chose d'avance pour un groupe de dix ?", "Oui : au-delà de huit personnes, le versement d'un acompte de 30 % est exigé.", BOUCHON, True),
    w.faith("fr-t51-012", "fmt.date", "Quand le camping est-il ouvert ?", "Le camping Les Gorges est ouvert de début mai à fin septembre.", CAMPING, True),
    w.faith("fr-t51-013", "wrap.opener", "Combien coûte un emplacement pour tente ?", "Bonne question ! Un emplacement pour tente revient à 24 € la nuit pour deux personnes, et l'électricité est incluse.", CAMPING, True),
    w.faith("fr-t51-014", "fmt.time", "Y a-t-il des heures de silence ?", "Oui, il faut respecter le silence entre onze heures du soir et sept heures du matin.", CAMPING, True),
    w.faith("fr-t51-015", "para.reorder", "Peut-on faire un barbecue ?", "Seuls les barbecues électriques sont autorisés ; ceux au charbon sont interdits.", CAMPING, True),
    w.faith("fr-t51-016", "para.synonym", "Quand ont lieu Les Nuits du Causse ?", "Le festival se déroule à Millau durant la deuxième semaine de juillet.", FESTIVAL, True),
    w.faith("fr-t51-017", "fmt.number", "Les enfants paient-ils ?", "Les enfants de moins de dix ans entrent gratuitement.", FESTIVAL, True),
    w.faith("fr-t51-018", "para.combine", "Qui s'occupe des scènes du festival ?", "Léa Fabre présente la grande scène, et la programmation de la scène découverte est confiée à Karim Benali.", FESTIVAL, True),
    w.faith("fr-t51-019", "para.except", "Le marché de Forcalquier a-t-il lieu le samedi ?", "Non, il n'a lieu que le lundi matin, sur la place du Bourguet.", MARCHE, True),
    w.faith("fr-t51-020", "wrap.attribution", "Que peuvent vendre les producteurs du carré fermier ?", "D'après le règlement du marché, ils ne peuvent vendre que ce qu'ils produisent eux-mêmes.", MARCHE, True),
    w.faith("fr-t51-021", "para.pronoun", "Qui attribue les places aux exposants ?", "C'est le placier, Gérard Olivier ; il distribue les emplacements dès 6 h 30.", MARCHE, True),
    w.faith("fr-t51-022", "fmt.time", "Quand a lieu le concert ?", "Le concert a lieu le jeudi 5 juin à huit heures et demie du soir, à la Halle aux Grains.", CONCERT, True),
    w.faith("fr-t51-023", "fmt.unit", "Combien de temps dure le concert ?", "Il dure à peu près une heure trois quarts, entracte de vingt minutes compris.", CONCERT, True),
    w.faith("fr-t51-024", "wrap.hedge", "J'ai 22 ans, y a-t-il un tarif réduit ?", "Si je ne me trompe pas, les moins de 26 ans paient 10 €, quelle que soit la place.", BILLETS, True),
    w.faith("fr-t51-025", "value.time", "Avant quelle heure faut-il libérer la chambre ?", "L'arrivée se fait à partir de 16 h et le départ avant 10 h.", HOTEL, False),
    w.faith("fr-t51-026", "added.fact", "Quand est servi le petit-déjeuner ?", "Le petit-déjeuner est servi de 7 h 30 à 10 h dans la véranda, et il est offert aux enfants de moins de 6 ans.", HOTEL, False),
    w.faith("fr-t51-027", "value.currency", "Quel est le supplément pour un chien ?", "Les animaux sont acceptés moyennant un supplément de 16 € par nuit.", HOTEL, False),
    w.faith("fr-t51-028", "role.swap", "Qui est le directeur de l'hôtel ?", "L'hôtel est dirigé par Yann Morvan, et son adjointe, Claire Le Goff, gère les réservations de groupes.", HOTEL_STAFF, False),
    w.faith("fr-t51-029", "value.date", "Depuis quand est-ce un hôtel ?", "L'ancienne maison d'armateur a été transformée en hôtel en 1760.", HOTEL_STAFF, False),
    w.faith("fr-t51-030", "role.swap", "Qui est en cuisine Chez Mémé Paulette ?", "C'est Sophie qui est en cuisine, tandis que Julien tient la salle.", BOUCHON, False),
    w.faith("fr-t51-031", "value.except", "Quels jours le bouchon est-il ouvert ?", "Chez Mémé Paulette est ouvert du lundi au vendredi, midi et soir.", BOUCHON, False),
    w.faith("fr-t51-032", "value.currency", "Combien coûte la quenelle de brochet ?", "La quenelle de brochet seule coûte 32 €.", BOUCHON, False),
    w.faith("fr-t51-033", "modality", "Un acompte est-il obligatoire pour un groupe de dix ?", "Pour plus de huit personnes, vous pouvez verser un acompte de 30 %, mais ce n'est pas obligatoire.", BOUCHON, False),
    w.faith("fr-t51-034", "value.date", "Quand ouvre le camping ?", "Le camping Les Gorges est ouvert du 1er juin au 30 septembre.", CAMPING, False),
    w.faith("fr-t51-035", "negation", "Les barbecues électriques sont-ils permis ?", "Non, les barbecues électriques ne sont pas autorisés au camping.", CAMPING, False),
    w.faith("fr-t51-036", "added.entity", "Quel est le prix d'un emplacement ?", "Un emplacement pour camping-car coûte 24 € la nuit pour deux personnes, électricité comprise.", CAMPING, False),
    w.faith("fr-t51-037", "value.date", "Depuis quand existe le festival ?", "Les Nuits du Causse ont été créées en 2011.", FESTIVAL, False),
    w.faith("fr-t51-038", "role.swap", "Qui présente la grande scène ?", "Karim Benali présente la grande scène, tandis que Léa Fabre programme la scène découverte.", FESTIVAL, False),
    w.faith("fr-t51-039", "direction", "Qui entre gratuitement au festival ?", "L'entrée est gratuite pour les plus de 10 ans.", FESTIVAL, False),
    w.faith("fr-t51-040", "quantifier", "Les exposants peuvent-ils revendre des produits achetés ?", "Non, tous les exposants du marché doivent vendre uniquement leur propre production.", MARCHE, False),
    w.faith("fr-t51-041", "added.fact", "À quelle heure sont attribués les emplacements ?", "Le placier Gérard Olivier attribue les emplacements à partir de 6 h 30, contre une redevance de 5 €.", MARCHE, False),
    w.faith("fr-t51-042", "role.swap", "Qui dirige l'orchestre ?", "Thomas Roussel dirige l'orchestre, et Hélène Marchand joue le concerto de Saint-Saëns au violoncelle.", CONCERT, False),
    w.faith("fr-t51-043", "value.except", "Quand la billetterie est-elle ouverte ?", "La billetterie est ouverte du mardi au samedi, de 13 h à 18 h.", BILLETS, False),
    w.faith("fr-t51-044", "antonym", "Combien coûtent les places ?", "La place la plus chère coûte 15 €.", BILLETS, False),
]

CORRECTNESS = [
    w.correct("fr-t51-045", "correct.wordy", "À partir de quelle heure peut-on arriver à l'hôtel Les Remparts ?", "À l'hôtel Les Remparts, les clients peuvent prendre possession de leur chambre à partir de 16 heures.", "16 h", True),
    w.correct("fr-t51-046", "correct.format", "Combien coûte le pass trois soirs des Nuits du Causse ?", "Quatre-vingt-neuf euros.", "89 €", True),
    w.correct("fr-t51-047", "correct.short", "Qui tient la salle Chez Mémé Paulette ?", "Sophie.", "La salle est tenue par Sophie, la fille de Paulette Girard.", True),
    w.correct("fr-t51-048", "correct.format", "À quelle heure commence le concert du 5 juin ?", "À huit heures et demie du soir.", "20 h 30", True),
    w.correct("fr-t51-049", "wrong.value", "Combien d'exposants compte le marché de Forcalquier ?", "Environ 250 exposants.", "Environ 150 exposants.", False),
    w.correct("fr-t51-050", "wrong.role", "Qui assure la direction du concert de l'Orchestre de chambre d'Occitanie ?", "Thomas Roussel.", "Hélène Marchand", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
