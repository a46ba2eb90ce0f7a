"""French cases of set t29: a coffee roastery (brûlerie), a veterinary emergency clinic,
a toy library (ludothèque), a bike-sharing scheme, a hot-air balloon company and a crematorium's visiting rules."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

ROAST_ORIGIN = (
    "La Brûlerie des Quais a été fondée en 2009 par Claire Dumas dans un ancien garage du quartier de la Guillotière, à Lyon. "
    "En 2016, le groupe Maison Berthier a racheté l'entreprise, et Claire Dumas y est restée torréfactrice en chef jusqu'en 2020. "
    "La brûlerie torréfie aujourd'hui environ 25 tonnes de café par an."
)
ROAST_SHOP = (
    "La boutique est ouverte tous les jours sauf le lundi, de 8 h 30 à 19 h. "
    "La torréfaction a lieu le mercredi et le samedi, et aucun café n'est vendu plus de 28 jours après sa torréfaction. "
    "Les abonnés bénéficient de 10 % de remise sur chaque commande, et la livraison est offerte dès 35 € d'achat."
)
VET_HOURS = (
    "Les Urgences Vétérinaires du Val accueillent les animaux en semaine de 20 h à 8 h, et 24 h sur 24 le week-end et les jours fériés. "
    "À l'arrivée, chaque animal est évalué par une auxiliaire spécialisée vétérinaire, et les cas les plus graves passent en premier, quel que soit l'ordre d'arrivée. "
    "La consultation d'urgence coûte 120 € et doit être réglée avant la sortie de l'animal."
)
VET_STAFF = (
    "Le Dr Anne Leroy, qui a fondé la clinique en 2013, a formé le Dr Julien Marchal lorsqu'il est arrivé tout juste diplômé en 2018. "
    "Julien Marchal est devenu directeur médical en 2023. "
    "La clinique dispose de trois blocs opératoires et d'une unité d'isolement de sept boxes."
)
TOY_RULES = (
    "La ludothèque La Toupie prête des jeux aux familles ayant des enfants de moins de 12 ans. "
    "Chaque adhérent peut emprunter jusqu'à six jeux à la fois pendant 15 jours. "
    "L'adhésion annuelle coûte 25 €, mais elle est gratuite pour les familles bénéficiaires du RSA. "
    "Les pièces perdues ne sont pas facturées, mais elles doivent être signalées au retour du jeu."
)
TOY_HISTORY = (
    "La ludothèque a été créée en 1994 par un groupe de parents réunis autour de Martine Giraud. "
    "En 2011, elle s'est installée dans l'ancienne gare, que la mairie met gratuitement à sa disposition. "
    "Elle fonctionne grâce à des bénévoles ; la seule salariée est l'animatrice Sophie Lenoir, qui travaille 18 heures par semaine."
)
BIKE_RULES = (
    "VéloCité met à disposition 1 500 vélos répartis dans 110 stations. "
    "Un trajet coûte 1 € pour les 30 premières minutes, puis 0,50 € par quart d'heure supplémentaire. "
    "Il faut avoir au moins 14 ans pour louer un vélo. "
    "Un vélo qui n'est pas rendu dans les 24 heures est déclaré volé."
)
BIKE_EBIKES = (
    "Les vélos à assistance électrique ont rejoint la flotte de VéloCité en juin 2022, après une expérimentation menée par la métropole avec l'université. "
    "Un trajet en vélo électrique coûte deux fois plus cher qu'un trajet en vélo classique. "
    "Les vélos électriques ne peuvent pas être rendus dans les cinq stations de la presqu'île, qui ne sont pas équipées de bornes de recharge."
)
BALLOON = (
    "Ciel d'Anjou organise des vols d'avril à octobre au départ du parc du château de Brissac, au lever du soleil et environ deux heures avant le coucher du soleil. "
    "Le vol dure à peu près une heure, et l'ensemble de l'expérience, gonflage et pliage compris, environ trois heures et demie. "
    "Les passagers doivent mesurer au moins 1,20 m, et les femmes enceintes ne sont pas admises à bord. "
    "En cas d'annulation par le pilote pour raison météo, le vol est reporté gratuitement."
)
CREM_VISITS = (
    "Les jardins du crématorium du Parc des Cèdres sont ouverts au public du lundi au samedi de 9 h à 17 h 30, et le dimanche de 10 h à 17 h 30. "
    "Les chiens sont acceptés dans les jardins s'ils sont tenus en laisse, mais pas dans la salle de cérémonie. "
    "Des fleurs peuvent être déposées au pied du mur du souvenir ; les fleurs artificielles et les objets sont retirés au bout de 15 jours. "
    "La salle de cérémonie est réservée aux cérémonies et ne se visite qu'accompagné d'un agent."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: combining, relative clauses, pronouns and other rewordings
    w.faith("fr-t29-001", "para.combine", "Qui a fondé la Brûlerie des Quais, et qui l'a rachetée ?", "C'est Claire Dumas qui a fondé la Brûlerie des Quais en 2009, et le groupe Maison Berthier l'a rachetée en 2016.", ROAST_ORIGIN, True),
    w.faith("fr-t29-002", "para.relative", "Que s'est-il passé en 2016 ?", "La brûlerie que Claire Dumas avait fondée en 2009 dans un ancien garage a été reprise par le groupe Maison Berthier en 2016.", ROAST_ORIGIN, True),
    w.faith("fr-t29-003", "para.pronoun", "La fondatrice est-elle restée après le rachat ?", "Oui, Claire Dumas n'est pas partie après le rachat. Elle est restée torréfactrice en chef jusqu'en 2020.", ROAST_ORIGIN, True),
    w.faith("fr-t29-004", "para.except", "Quel jour la boutique est-elle fermée ?", "La boutique ferme le lundi ; les autres jours, vous pouvez y passer entre 8 h 30 et 19 h.", ROAST_SHOP, True),
    w.faith("fr-t29-005", "fmt.period", "Le café vendu est-il frais ?", "Aucun café n'y est vendu plus de quatre semaines après avoir été torréfié.", ROAST_SHOP, True),
    w.faith("fr-t29-006", "para.combine", "Quand torréfient-ils, et y a-t-il une remise pour les abonnés ?", "Le café est torréfié le mercredi et le samedi, et les abonnés ont droit à 10 % de réduction sur chaque commande.", ROAST_SHOP, True),
    w.faith("fr-t29-007", "para.relative", "Quand faut-il payer ?", "La consultation d'urgence, qui coûte 120 €, doit être payée avant que votre animal puisse rentrer à la maison.", VET_HOURS, True),
    w.faith("fr-t29-008", "fmt.time", "Quels sont les horaires en semaine ?", "En semaine, les urgences sont ouvertes de 20:00 à 08:00, et le week-end elles fonctionnent jour et nuit.", VET_HOURS, True),
    w.faith("fr-t29-009", "para.relative", "Qui est le directeur médical ?", "Le Dr Julien Marchal, qui a été formé par le Dr Anne Leroy à son arrivée en 2018, est devenu directeur médical en 2023.", VET_STAFF, True),
    w.faith("fr-t29-010", "para.pronoun", "Qui a fondé la clinique ?", "La clinique a été fondée en 2013 par le Dr Anne Leroy. C'est aussi elle qui a formé le Dr Julien Marchal, arrivé jeune diplômé en 2018.", VET_STAFF, True),
    w.faith("fr-t29-011", "para.relative", "Puis-je entrer seul dans la salle de cérémonie ?", "Non. La salle de cérémonie, qui est réservée aux cérémonies, ne peut se visiter qu'en compagnie d'un agent.", CREM_VISITS, True),
    w.faith("fr-t29-012", "para.combine", "Qui peut emprunter, et combien de jeux ?", "La Toupie prête aux familles dont les enfants ont moins de 12 ans, et chaque adhérent peut emporter jusqu'à six jeux à la fois pour 15 jours.", TOY_RULES, True),
    w.faith("fr-t29-013", "fmt.currency", "Combien coûte l'adhésion ?", "L'adhésion revient à vingt-cinq euros par an, mais les familles au RSA ne paient rien.", TOY_RULES, True),
    w.faith("fr-t29-014", "para.pronoun", "Et si on perd une pièce ?", "Une pièce perdue ne vous sera pas facturée. Il faudra simplement la signaler en rapportant le jeu.", TOY_RULES, True),
    w.faith("fr-t29-015", "para.relative", "Où se trouve la ludothèque ?", "La ludothèque, qu'un groupe de parents réunis autour de Martine Giraud a créée en 1994, s'est installée dans l'ancienne gare en 2011.", TOY_HISTORY, True),
    w.faith("fr-t29-016", "para.combine", "Qui fait tourner la ludothèque ?", "La ludothèque tourne avec des bénévoles, et sa seule salariée, l'animatrice Sophie Lenoir, y travaille 18 heures par semaine.", TOY_HISTORY, True),
    w.faith("fr-t29-017", "fmt.number", "Combien de vélos compte VéloCité ?", "VéloCité propose mille cinq cents vélos, répartis dans 110 stations.", BIKE_RULES, True),
    w.faith("fr-t29-018", "fmt.period", "Combien coûte un trajet ?", "Les 30 premières minutes coûtent 1 €. Ensuite, chaque tranche supplémentaire de 15 minutes est facturée 50 centimes.", BIKE_RULES, True),
    w.faith("fr-t29-019", "para.relative", "Depuis quand y a-t-il des vélos électriques ?", "Les vélos électriques sont arrivés en juin 2022, à la suite d'une expérimentation que la métropole avait menée avec l'université.", BIKE_EBIKES, True),
    w.faith("fr-t29-020", "para.synonym", "Puis-je rendre un vélo électrique sur la presqu'île ?", "Non, impossible de déposer un vélo électrique dans les cinq stations de la presqu'île : elles n'ont pas de bornes de recharge.", BIKE_EBIKES, True),
    w.faith("fr-t29-021", "wrap.attribution", "Puis-je venir avec mon chien ?", "D'après le règlement du crématorium, les chiens tenus en laisse peuvent entrer dans les jardins, mais pas dans la salle de cérémonie.", CREM_VISITS, True),
    w.faith("fr-t29-022", "para.combine", "Quand et d'où partent les montgolfières ?", "Ciel d'Anjou décolle du parc du château de Brissac d'avril à octobre, au lever du soleil et environ deux heures avant le coucher du soleil.", BALLOON, True),
    w.faith("fr-t29-023", "para.pronoun", "Que se passe-t-il si la météo est mauvaise ?", "Si le pilote annule le vol à cause de la météo, pas d'inquiétude. Il est alors reporté sans frais.", BALLOON, True),
    w.faith("fr-t29-024", "fmt.unit", "Y a-t-il une taille minimale ?", "Oui, il faut mesurer au minimum 120 centimètres.", BALLOON, True),
    # unfaithful: one clear error each, mostly an extra detail the context does not give
    w.faith("fr-t29-025", "added.fact", "Où la brûlerie a-t-elle démarré ?", "Claire Dumas a fondé la brûlerie en 2009 dans un ancien garage de la Guillotière, dont elle avait hérité de son grand-père.", ROAST_ORIGIN, False),
    w.faith("fr-t29-026", "role.swap", "Qui a fondé la brûlerie ?", "Le groupe Maison Berthier a fondé la Brûlerie des Quais en 2009, puis Claire Dumas l'a rachetée en 2016.", ROAST_ORIGIN, False),
    w.faith("fr-t29-027", "added.fact", "Quels avantages pour les abonnés ?", "Les abonnés ont 10 % de remise sur chaque commande et reçoivent leur café le lendemain de la torréfaction.", ROAST_SHOP, False),
    w.faith("fr-t29-028", "value.except", "Quand la boutique est-elle ouverte ?", "La boutique est ouverte tous les jours sauf le mardi, de 8 h 30 à 19 h.", ROAST_SHOP, False),
    w.faith("fr-t29-029", "added.fact", "Que comprend la consultation d'urgence ?", "La consultation d'urgence coûte 120 €, radiographies éventuelles comprises.", VET_HOURS, False),
    w.faith("fr-t29-030", "direction", "Quand faut-il régler la consultation ?", "Vous réglez la consultation une fois que votre animal est sorti.", VET_HOURS, False),
    w.faith("fr-t29-031", "value.time", "À quelle heure ouvrent les urgences en semaine ?", "En semaine, les urgences ouvrent à 21 h et ferment à 8 h du matin.", VET_HOURS, False),
    w.faith("fr-t29-032", "role.swap", "Qui a formé qui ?", "Le Dr Julien Marchal, qui a fondé la clinique en 2013, a formé le Dr Anne Leroy lorsqu'elle est arrivée en 2018.", VET_STAFF, False),
    w.faith("fr-t29-033", "added.fact", "Quand Julien Marchal est-il devenu directeur médical ?", "Julien Marchal est devenu directeur médical en 2023, au moment où le Dr Leroy a pris sa retraite.", VET_STAFF, False),
    w.faith("fr-t29-034", "quantifier", "L'adhésion est-elle payante ?", "Non, l'adhésion est gratuite pour toutes les familles, sans exception.", TOY_RULES, False),
    w.faith("fr-t29-035", "added.fact", "Combien de temps peut-on garder les jeux ?", "On peut emprunter jusqu'à six jeux pour 15 jours, et prolonger l'emprunt une fois sur le site internet.", TOY_RULES, False),
    w.faith("fr-t29-036", "added.fact", "Pourquoi la ludothèque est-elle dans l'ancienne gare ?", "En 2011, la ludothèque a déménagé dans l'ancienne gare parce que son ancien local devait être démoli.", TOY_HISTORY, False),
    w.faith("fr-t29-037", "value.number", "Combien d'heures travaille l'animatrice ?", "L'animatrice Sophie Lenoir, seule salariée de la ludothèque, travaille 28 heures par semaine.", TOY_HISTORY, False),
    w.faith("fr-t29-038", "modality", "Quel âge faut-il avoir ?", "Il est conseillé d'avoir au moins 14 ans, mais les plus jeunes peuvent aussi louer un vélo.", BIKE_RULES, False),
    w.faith("fr-t29-039", "added.fact", "Les casques sont-ils fournis ?", "Un trajet coûte 1 € la première demi-heure, et un casque est prêté gratuitement dans chaque station.", BIKE_RULES, False),
    w.faith("fr-t29-040", "value.date", "Quand les vélos électriques sont-ils arrivés ?", "Les vélos électriques ont rejoint la flotte de VéloCité en juin 2021, après l'expérimentation de la métropole.", BIKE_EBIKES, False),
    w.faith("fr-t29-041", "antonym", "Le vélo électrique est-il plus cher ?", "Non, un trajet en vélo électrique coûte moins cher qu'en vélo classique.", BIKE_EBIKES, False),
    w.faith("fr-t29-042", "added.fact", "Combien de temps dure l'expérience ?", "L'expérience complète dure environ trois heures et demie et se termine par une coupe de champagne à l'atterrissage.", BALLOON, False),
    w.faith("fr-t29-043", "negation", "Les femmes enceintes peuvent-elles voler ?", "Oui, les femmes enceintes peuvent monter à bord.", BALLOON, False),
    w.faith("fr-t29-044", "added.fact", "Que deviennent les objets déposés au mur du souvenir ?", "Les fleurs artificielles et les objets sont retirés au bout de 15 jours, puis conservés un mois à l'accueil.", CREM_VISITS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-t29-045", "correct.wordy", "Combien de temps peut-on garder un jeu emprunté à La Toupie ?", "Bonne question ! Les jeux empruntés à La Toupie peuvent être gardés quinze jours avant d'être rapportés.", "15 jours.", True),
    w.correct("fr-t29-046", "correct.format", "Combien coûte la consultation d'urgence aux Urgences Vétérinaires du Val ?", "Cent vingt euros.", "120 €.", True),
    w.correct("fr-t29-047", "correct.wordy", "Qui a fondé la Brûlerie des Quais ?", "La Brûlerie des Quais a été fondée par Claire Dumas.", "Claire Dumas.", True),
    w.correct("fr-t29-048", "correct.format", "À quelle heure ferment les jardins du crématorium ?", "À cinq heures et demie de l'après-midi.", "À 17 h 30.", True),
    w.correct("fr-t29-049", "wrong.value", "Quel âge faut-il avoir pour louer un vélo VéloCité ?", "Il faut avoir au moins 16 ans.", "14 ans.", False),
    w.correct("fr-t29-050", "wrong.role", "Qui a formé le Dr Julien Marchal ?", "C'est le Dr Julien Marchal qui a formé le Dr Anne Leroy.", "Le Dr Anne Leroy.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
