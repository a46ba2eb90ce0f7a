"""French cases of set t13: un prix du premier roman, l'élection à la présidence d'un cercle
d'échecs, les changements de formation d'un groupe, les fondateurs et dirigeants d'un hôpital, un
domaine viticole passé d'une famille à l'autre, les rédacteurs en chef d'un journal, un prix de la
révélation folk, l'élection d'un club d'aviron, un hôpital pour enfants et une médaille scientifique
partagée."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

GARANCE = (
    "Le prix Garance 2021 du premier roman a été décerné à Léa Marchetti pour « Les Heures salées ». "
    "Elle l'a emporté face aux deux autres finalistes, Hugo Besnard et Amina Diallo. "
    "Sa candidature avait été présentée par les éditions du Pré-Vert. "
    "Le prix est doté de 8 000 euros, et la cérémonie s'est tenue le 9 décembre à Lyon."
)

CERCLE = (
    "Lors de son assemblée générale du 5 février 2023, le Cercle d'échecs de Villeneuve a élu Martine Rolland à la présidence, "
    "en remplacement de Gérard Poulain, président depuis dix ans. "
    "Martine Rolland a obtenu 29 voix sur 45. "
    "Le trésorier, Karim Benali, a été reconduit sans opposant. "
    "Le club ouvre tous les soirs sauf le dimanche, de 19 h à 23 h."
)

PHARES = (
    "Le groupe Les Phares Éteints s'est formé à Nantes en 2007 autour du chanteur Yann Le Goff, de la guitariste Claire Fontaine, "
    "du bassiste Malik Ferhat et du batteur Rémi Caron. "
    "Rémi Caron a quitté le groupe en 2011 et Sophie Tran l'a remplacé à la batterie. "
    "En 2018, Claire Fontaine est partie pour mener une carrière solo ; elle n'a pas été remplacée et le groupe joue depuis en trio. "
    "Leur deuxième album, « Marée basse », s'est vendu à 90 000 exemplaires la première année."
)

SAINT_ROCH = (
    "L'hôpital Saint-Roch de Montferrand a été fondé en 1872 par la médecin Adèle Berthier et l'armateur Louis Garnier, "
    "qui a financé le premier bâtiment. "
    "Adèle Berthier en a été la première directrice médicale jusqu'en 1898. "
    "L'établissement comptait 24 lits à son ouverture ; il en compte aujourd'hui 350. "
    "Depuis septembre 2020, il est dirigé par Nathalie Perrin, qui a succédé à Bernard Lemoine."
)

TROIS_CHENES = (
    "Le domaine des Trois Chênes couvre 18 hectares sur la commune de Vacqueyras. "
    "Planté par la famille Roux en 1930, il a été vendu en 1981 à la famille Arnaud. "
    "En 2014, Julien Arnaud a loué la moitié des parcelles à sa cousine Inès Faure, qui y produit un vin blanc. "
    "Le rosé du domaine n'est vendu qu'au caveau, au prix de 11 € la bouteille."
)

ECHO = (
    "« L'Écho du Littoral » a été fondé en 1946 ; son premier rédacteur en chef était Paul Lemaire. "
    "En 1955, Paul Lemaire a embauché Jeanne Morvan comme reporter ; elle lui a succédé à la tête de la rédaction en 1972. "
    "Jeanne Morvan a pris sa retraite en 1993 et a cédé sa place à son adjoint, François Guillou. "
    "Depuis 2010, le journal n'est plus quotidien : il paraît chaque mercredi."
)

VICTOIRES = (
    "Aux Victoires du folk breton 2023, le prix de la révélation a été attribué par un vote du public. "
    "Les nommés avaient été choisis par un jury de onze membres présidé par Gaëlle Kerhervé. "
    "La chanteuse Maëlys Le Bihan l'a emporté avec 44 % des voix, devant le duo Les Goélands. "
    "Le trophée lui a été remis par le lauréat de l'année précédente, Tristan Quéré."
)

AVIRON = (
    "L'Aviron club de la Marne renouvelle son bureau tous les deux ans. "
    "Lors de l'élection d'octobre 2022, Céline Dupuis a battu le président sortant, Michel Vasseur, par 38 voix contre 25. "
    "Michel Vasseur s'est ensuite présenté à la vice-présidence et l'a obtenue sans adversaire. "
    "Pour être candidat, il faut être membre actif depuis au moins six mois."
)

TILLEULS = (
    "L'hôpital pour enfants des Tilleuls a ouvert ses portes le 15 mars 1971. "
    "Il a été fondé par le pédiatre Henri Lacombe et l'infirmière Odile Marchand ; Henri Lacombe en a été le premier directeur. "
    "Les visites sont autorisées tous les jours de 11 h à 20 h, sauf en réanimation néonatale, où elles se font sur rendez-vous. "
    "L'hôpital accueille environ 25 000 patients par an."
)

ALBATROS = (
    "L'Académie des sciences de la mer décerne la médaille Albatros tous les deux ans. "
    "En 2022, elle a été partagée entre Pauline Vidal et Omar Haddad pour leurs travaux sur les herbiers marins. "
    "La dotation de 20 000 € a été répartie à parts égales entre eux. "
    "Seuls les membres de l'Académie peuvent proposer des candidats, jusqu'au 28 février de l'année de remise."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # Prix Garance
    w.faith("fr-t13-001", "para.passive", "Qui a reçu le prix Garance 2021 ?", "C'est Léa Marchetti qui a remporté le prix Garance 2021, avec « Les Heures salées ».", GARANCE, True),
    w.faith("fr-t13-002", "fmt.currency", "Combien rapporte le prix ?", "Le prix est doté de 8 000 €.", GARANCE, True),
    w.faith("fr-t13-003", "role.swap", "Qui a gagné le prix Garance 2021 ?", "Hugo Besnard l'a remporté, devant Léa Marchetti et Amina Diallo.", GARANCE, False),
    w.faith("fr-t13-004", "added.fact", "Qui a présenté la candidature de Léa Marchetti ?", "Les éditions du Pré-Vert, qui avaient déjà décroché ce prix avec un autre auteur en 2018.", GARANCE, False),
    # Cercle d'échecs de Villeneuve
    w.faith("fr-t13-005", "para.synonym", "Qui a succédé à Gérard Poulain ?", "C'est Martine Rolland qui a pris sa suite à la tête du cercle, en février 2023.", CERCLE, True),
    w.faith("fr-t13-006", "para.except", "Le club est-il ouvert le samedi soir ?", "Oui, il ouvre du lundi au samedi ; seul le dimanche soir, il reste fermé.", CERCLE, True),
    w.faith("fr-t13-007", "fmt.time", "À quelle heure ouvre le club ?", "Il accueille les joueurs de 7 heures à 11 heures du soir.", CERCLE, True),
    w.faith("fr-t13-008", "value.number", "Combien de voix Martine Rolland a-t-elle obtenues ?", "Elle a recueilli 39 voix sur 45.", CERCLE, False),
    w.faith("fr-t13-009", "value.except", "Quel soir le club est-il fermé ?", "Le lundi ; les autres soirs, on peut y jouer de 19 h à 23 h.", CERCLE, False),
    # Les Phares Éteints
    w.faith("fr-t13-010", "para.combine", "Qu'est devenu le premier batteur du groupe ?", "Rémi Caron est parti en 2011, et c'est Sophie Tran qui a repris sa place derrière la batterie.", PHARES, True),
    w.faith("fr-t13-011", "fmt.number", "Combien d'exemplaires de « Marée basse » ont été vendus ?", "Quatre-vingt-dix mille exemplaires la première année.", PHARES, True),
    w.faith("fr-t13-012", "role.swap", "Qui a remplacé qui à la batterie ?", "Sophie Tran a quitté le groupe en 2011 et Rémi Caron l'a remplacée.", PHARES, False),
    w.faith("fr-t13-013", "value.date", "Quand Claire Fontaine est-elle partie ?", "Elle a quitté le groupe en 2016 pour se lancer en solo.", PHARES, False),
    # Hôpital Saint-Roch
    w.faith("fr-t13-014", "para.relative", "Qui a fondé l'hôpital Saint-Roch ?", "Il a été créé en 1872 par Louis Garnier, un armateur qui a payé le premier bâtiment, et par la médecin Adèle Berthier.", SAINT_ROCH, True),
    w.faith("fr-t13-015", "fmt.number", "Combien de lits compte l'hôpital ?", "Vingt-quatre à l'ouverture, trois cent cinquante aujourd'hui.", SAINT_ROCH, True),
    w.faith("fr-t13-016", "fmt.abbrev", "Qui dirige l'hôpital ?", "Nathalie Perrin, depuis sept. 2020 ; elle a pris la suite de Bernard Lemoine.", SAINT_ROCH, True),
    w.faith("fr-t13-017", "role.swap", "Qui dirige l'hôpital aujourd'hui ?", "Bernard Lemoine, qui a succédé à Nathalie Perrin en septembre 2020.", SAINT_ROCH, False),
    w.faith("fr-t13-018", "added.entity", "Qui sont les fondateurs de l'hôpital ?", "Adèle Berthier, Louis Garnier et l'abbé Jean Morin, en 1872.", SAINT_ROCH, False),
    # Domaine des Trois Chênes
    w.faith("fr-t13-019", "fmt.unit", "Quelle est la superficie du domaine ?", "Il s'étend sur 18 ha à Vacqueyras.", TROIS_CHENES, True),
    w.faith("fr-t13-020", "para.passive", "Qui a possédé le domaine ?", "La famille Roux l'a planté en 1930, puis la famille Arnaud l'a racheté en 1981.", TROIS_CHENES, True),
    w.faith("fr-t13-021", "fmt.share", "Quelle part des parcelles Inès Faure loue-t-elle ?", "En 2014, son cousin Julien Arnaud lui a loué 50 % des parcelles.", TROIS_CHENES, True),
    w.faith("fr-t13-022", "role.swap", "Qui a vendu le domaine en 1981 ?", "La famille Arnaud l'a vendu à la famille Roux.", TROIS_CHENES, False),
    w.faith("fr-t13-023", "value.unit", "Quelle est la taille du domaine ?", "Le domaine couvre 18 acres à Vacqueyras.", TROIS_CHENES, False),
    w.faith("fr-t13-024", "value.currency", "Combien coûte le rosé du domaine ?", "11 dollars la bouteille, uniquement au caveau.", TROIS_CHENES, False),
    # L'Écho du Littoral
    w.faith("fr-t13-025", "para.pronoun", "Qui a succédé à Paul Lemaire ?", "Jeanne Morvan. Il l'avait recrutée comme reporter en 1955, et elle l'a remplacé en 1972.", ECHO, True),
    w.faith("fr-t13-026", "fmt.period", "À quelle fréquence paraît le journal ?", "Depuis 2010, c'est un hebdomadaire qui sort le mercredi.", ECHO, True),
    w.faith("fr-t13-027", "wrap.opener", "Qui était le premier rédacteur en chef ?", "Bonne question ! À la création du journal, en 1946, c'était Paul Lemaire.", ECHO, True),
    w.faith("fr-t13-028", "direction", "Qu'est-ce qui a changé en 2010 ?", "En 2010, le journal est passé d'une parution hebdomadaire à une parution quotidienne.", ECHO, False),
    # Victoires du folk breton
    w.faith("fr-t13-029", "wrap.hedge", "Qui a eu le prix de la révélation ?", "Si je ne me trompe pas, c'est la chanteuse Maëlys Le Bihan, qui a devancé le duo Les Goélands.", VICTOIRES, True),
    w.faith("fr-t13-030", "wrap.closer", "Qui a choisi les nommés ?", "Un jury de onze personnes, présidé par Gaëlle Kerhervé. N'hésitez pas si vous avez d'autres questions !", VICTOIRES, True),
    w.faith("fr-t13-031", "role.swap", "Qui a remis le trophée ?", "Maëlys Le Bihan a remis le trophée à Tristan Quéré, le lauréat de l'année précédente.", VICTOIRES, False),
    w.faith("fr-t13-032", "antonym", "Comment s'en est sortie Maëlys Le Bihan ?", "Avec 44 % des voix, elle s'est inclinée face au duo Les Goélands.", VICTOIRES, False),
    # Aviron club de la Marne
    w.faith("fr-t13-033", "para.reorder", "Qui a remporté l'élection de 2022 ?", "Par 38 voix contre 25, c'est Céline Dupuis qui a battu le président sortant, Michel Vasseur, en octobre 2022.", AVIRON, True),
    w.faith("fr-t13-034", "fmt.period", "Qui peut se présenter ?", "Il faut être membre actif depuis au moins un semestre.", AVIRON, True),
    w.faith("fr-t13-035", "modality", "Y a-t-il une condition pour être candidat ?", "Il est conseillé d'être membre actif depuis au moins six mois, mais ce n'est pas obligatoire.", AVIRON, False),
    w.faith("fr-t13-036", "negation", "Qu'a fait Michel Vasseur après sa défaite ?", "Il s'est présenté à la vice-présidence, mais il n'a pas été élu.", AVIRON, False),
    # Hôpital des Tilleuls
    w.faith("fr-t13-037", "fmt.time", "Quels sont les horaires de visite ?", "Tous les jours de 11:00 à 20:00 ; en réanimation néonatale, il faut prendre rendez-vous.", TILLEULS, True),
    w.faith("fr-t13-038", "para.nominal", "Quand l'hôpital a-t-il ouvert ?", "Son ouverture date du 15 mars 1971 ; ses fondateurs sont le pédiatre Henri Lacombe et l'infirmière Odile Marchand.", TILLEULS, True),
    w.faith("fr-t13-039", "value.time", "Jusqu'à quelle heure peut-on rendre visite ?", "Les visites sont possibles tous les jours de 11 h à 18 h.", TILLEULS, False),
    w.faith("fr-t13-040", "value.except", "Y a-t-il un service où il faut prendre rendez-vous ?", "Oui, aux urgences pédiatriques, les visites se font sur rendez-vous.", TILLEULS, False),
    # Médaille Albatros
    w.faith("fr-t13-041", "wrap.question", "Qui a reçu la médaille Albatros en 2022 ?", "Les lauréats de 2022 ? Pauline Vidal et Omar Haddad, qui se la sont partagée.", ALBATROS, True),
    w.faith("fr-t13-042", "wrap.attribution", "Comment la dotation a-t-elle été répartie ?", "D'après l'Académie, Pauline Vidal et Omar Haddad ont chacun touché la moitié des 20 000 €.", ALBATROS, True),
    w.faith("fr-t13-043", "quantifier", "Qui peut proposer un candidat ?", "N'importe qui peut le faire, jusqu'au 28 février de l'année de remise.", ALBATROS, False),
    w.faith("fr-t13-044", "value.number", "Combien chaque lauréat a-t-il reçu ?", "Chacun a touché 15 000 €.", ALBATROS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-t13-045", "correct.wordy", "Qui a remplacé Gérard Poulain à la présidence du Cercle d'échecs de Villeneuve ?", "Lors de l'assemblée générale de février 2023, les membres ont porté Martine Rolland à la présidence : c'est donc elle qui a pris la suite de Gérard Poulain.", "Martine Rolland", True),
    w.correct("fr-t13-046", "correct.format", "En quelle année l'hôpital Saint-Roch a-t-il été fondé ?", "En mil huit cent soixante-douze.", "1872", True),
    w.correct("fr-t13-047", "correct.wordy", "À qui la famille Roux a-t-elle vendu le domaine ?", "Les Roux s'en sont séparés en 1981 ; ce sont les Arnaud qui l'ont racheté.", "À la famille Arnaud.", True),
    w.correct("fr-t13-048", "correct.format", "Combien d'exemplaires de « Marée basse » se sont vendus la première année ?", "Quatre-vingt-dix mille exemplaires.", "90 000", True),
    w.correct("fr-t13-049", "wrong.value", "Combien de voix a obtenu Martine Rolland ?", "Martine Rolland a obtenu 19 voix sur 45.", "29 voix sur 45", False),
    w.correct("fr-t13-050", "wrong.role", "Qui a remis le trophée à Maëlys Le Bihan ?", "C'est Maëlys Le Bihan qui a remis le trophée à Tristan Quéré.", "Tristan Quéré, le lauréat de l'année précédente", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
