"""French cases of set t20: la dernière journée de la Ligue Atlantique, une succession
d'entraîneurs au rugby, un transfert d'été, un conseil d'administration et un directeur
financier, les principaux d'un collège, une boulangerie passée de la mère au fils et ses horaires,
les directeurs et les créations d'un théâtre, et les ventes immobilières d'une famille."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

LEAGUE = (
    "Lors de la dernière journée de la saison 2022-2023 de Ligue Atlantique, disputée le 3 juin 2023, l'AS "
    "Port-Marin s'est imposée 4-2 face au Stade de Valcourt. Avec ce succès, Port-Marin termine à 68 points, "
    "deux de plus que Valcourt, deuxième. L'attaquant Hugo Lemaire a inscrit trois des quatre buts de Port-Marin."
)
COACH = (
    "Jean-Marc Dufresne a entraîné le RC Vallon de 2011 à 2018 ; c'est lui qui a formé le jeune demi de mêlée "
    "Théo Garnier. Lorsque Dufresne est parti diriger l'équipe de France des moins de 20 ans, son adjointe "
    "Claire Besson lui a succédé. Sous sa direction, le RC Vallon a fini sixième en 2019."
)
TRANSFER = (
    "Le 5 juillet 2024, le milieu Yanis Belkacem a quitté l'Olympique de Rivesaltes pour rejoindre le FC "
    "Montclair, contre une indemnité de 6 millions d'euros. Il s'est engagé pour cinq ans. Dans l'autre sens, "
    "l'ailier de Montclair Kevin Nyamba est prêté à Rivesaltes pour une saison."
)
BOARD = (
    "Réuni le 14 juin 2022, le conseil d'administration du groupe Telvia a nommé Sophie Marchand présidente, "
    "en remplacement de Bernard Lefort, qui occupait ce poste depuis 2010. Bernard Lefort reste "
    "administrateur. Le conseil passe par ailleurs de dix à douze membres, avec l'arrivée de deux "
    "administrateurs indépendants."
)
CFO = (
    "La société Laiteries du Berry annonce le départ de son directeur financier, Pascal Renaud, au 31 "
    "décembre. Il sera remplacé par Nadia Ferhat, actuelle responsable de la trésorerie. Jusqu'à la "
    "passation, Nadia Ferhat rendra compte directement à Pascal Renaud."
)
SCHOOL = (
    "Depuis son ouverture en 1968, le collège Jules-Ferry de Saint-Aubin a connu quatre principaux. Monique "
    "Girard l'a dirigé pendant vingt ans, jusqu'en 1988. Lui ont succédé Alain Perrin, de 1988 à 2003, puis "
    "Martine Roux, partie à la retraite en 2018. L'actuel principal, Julien Caron, était auparavant "
    "l'adjoint de Martine Roux."
)
BAKERY = (
    "Josette Lambert a ouvert sa boulangerie rue des Tanneurs en 1987. En septembre 2019, elle l'a transmise "
    "à son fils Nicolas, mais elle prépare toujours elle-même les brioches du dimanche. Nicolas a aménagé "
    "dans la boutique un petit coin salon de thé de 10 places."
)
HOURS = (
    "La boulangerie est ouverte tous les jours de 6 h 30 à 19 h 30, sauf le mardi, jour de fermeture. La "
    "baguette tradition coûte 1,30 €. Les commandes de plus de 40 viennoiseries doivent être passées au "
    "moins 72 heures à l'avance."
)
THEATRE = (
    "Le Théâtre des Remparts a été dirigé par Anne Delorme de 2003 à 2013, puis par Luc Vasseur, qui lui a "
    "succédé en septembre 2013. Sous la direction d'Anne Delorme, le théâtre a créé en 2007 « La Route du "
    "sel » d'Élise Morand. La première création de Luc Vasseur, « Le Bac de nuit » de Samuel Hébert, a été "
    "jouée pour la première fois le 17 janvier 2014 et a totalisé 44 représentations."
)
PROPERTY = (
    "En 2020, la famille Castel a vendu sa maison de Ploumanac'h à Éric et Hélène Roussel pour 540 000 €. La "
    "vente a été conduite par la fille aînée, Claire Castel, au nom de sa mère. Le terrain voisin de 3 "
    "hectares, conservé par la famille, a été cédé en 2022 à une voisine, Yvonne Le Goff."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, said in other words
    w.faith("fr-t20-001", "para.synonym", "Qui a gagné le dernier match de la saison ?", "Port-Marin a battu Valcourt 4 à 2.", LEAGUE, True),
    w.faith("fr-t20-002", "para.passive", "Quel a été le résultat du Stade de Valcourt lors de la dernière journée ?", "Le Stade de Valcourt a été battu 4-2 par l'AS Port-Marin.", LEAGUE, True),
    w.faith("fr-t20-003", "para.combine", "Comment Port-Marin a-t-il fini la saison ?", "Grâce à sa victoire 4-2, dont trois buts signés Hugo Lemaire, Port-Marin finit avec deux points d'avance sur Valcourt.", LEAGUE, True),
    w.faith("fr-t20-004", "para.relative", "Qui a remplacé Dufresne à la tête du RC Vallon ?", "C'est Claire Besson, qui était son adjointe, qui a repris l'équipe après son départ pour les moins de 20 ans.", COACH, True),
    w.faith("fr-t20-005", "fmt.period", "Combien de temps Dufresne a-t-il entraîné le RC Vallon ?", "Sept ans, de 2011 à 2018.", COACH, True),
    w.faith("fr-t20-006", "fmt.thousands", "Combien a coûté Yanis Belkacem ?", "Montclair a versé 6 000 000 € pour le recruter.", TRANSFER, True),
    w.faith("fr-t20-007", "para.nominal", "Comment Kevin Nyamba arrive-t-il à Rivesaltes ?", "Son arrivée à Rivesaltes prend la forme d'un prêt d'une saison.", TRANSFER, True),
    w.faith("fr-t20-008", "para.synonym", "Qui préside désormais le conseil de Telvia ?", "Sophie Marchand a pris la succession de Bernard Lefort à la présidence du conseil.", BOARD, True),
    w.faith("fr-t20-009", "fmt.number", "Combien de membres compte le conseil d'administration ?", "Il compte désormais 12 membres au lieu de 10.", BOARD, True),
    w.faith("fr-t20-010", "wrap.attribution", "Bernard Lefort quitte-t-il le conseil ?", "D'après le texte, Bernard Lefort, président depuis 2010, conserve son siège d'administrateur.", BOARD, True),
    w.faith("fr-t20-011", "para.pronoun", "À qui Nadia Ferhat rendra-t-elle compte pendant la transition ?", "Elle rendra compte directement à Pascal Renaud, qu'elle remplacera ensuite.", CFO, True),
    w.faith("fr-t20-012", "fmt.date", "Quand Pascal Renaud quitte-t-il son poste ?", "Il s'en va le 31/12.", CFO, True),
    w.faith("fr-t20-013", "para.relative", "Que faisait Julien Caron avant de devenir principal ?", "Le principal actuel est Julien Caron, qui avait été l'adjoint de Martine Roux.", SCHOOL, True),
    w.faith("fr-t20-014", "fmt.range", "Quand Monique Girard a-t-elle dirigé le collège ?", "De 1968 à 1988.", SCHOOL, True),
    w.faith("fr-t20-015", "para.synonym", "Qui tient la boulangerie aujourd'hui ?", "Depuis septembre 2019, c'est Nicolas, le fils de Josette Lambert, qui a repris l'affaire.", BAKERY, True),
    w.faith("fr-t20-016", "wrap.opener", "Combien de places compte le salon de thé ?", "Bonne question ! Le coin salon de thé aménagé par Nicolas offre dix places.", BAKERY, True),
    w.faith("fr-t20-017", "para.except", "La boulangerie est-elle ouverte le dimanche ?", "Oui, elle n'est fermée que le mardi.", HOURS, True),
    w.faith("fr-t20-018", "fmt.time", "À quelle heure la boulangerie ferme-t-elle le soir ?", "Elle ferme à sept heures et demie du soir.", HOURS, True),
    w.faith("fr-t20-019", "wrap.hedge", "Faut-il commander à l'avance une cinquantaine de viennoiseries ?", "Il semble que oui : au-delà de 40 viennoiseries, il faut commander au moins trois jours avant.", HOURS, True),
    w.faith("fr-t20-020", "para.passive", "Quand « La Route du sel » a-t-elle été créée ?", "« La Route du sel », d'Élise Morand, a été montée pour la première fois en 2007 au Théâtre des Remparts, alors dirigé par Anne Delorme.", THEATRE, True),
    w.faith("fr-t20-021", "fmt.date", "Quand « Le Bac de nuit » a-t-il été joué pour la première fois ?", "Le 17/01/2014.", THEATRE, True),
    w.faith("fr-t20-022", "fmt.scale", "Pour combien la maison a-t-elle été vendue ?", "Les Roussel l'ont achetée 540 mille euros.", PROPERTY, True),
    w.faith("fr-t20-023", "wrap.closer", "Qui a mené la vente de la maison ?", "C'est la fille aînée, Claire Castel, qui s'en est chargée pour le compte de sa mère. N'hésitez pas si vous avez d'autres questions !", PROPERTY, True),
    w.faith("fr-t20-024", "fmt.unit", "Quelle est la surface du terrain voisin ?", "Le terrain fait 30 000 m².", PROPERTY, True),
    # unfaithful: exactly one clear error
    w.faith("fr-t20-025", "role.swap", "Qui a gagné le dernier match de la saison ?", "Le Stade de Valcourt a battu l'AS Port-Marin 4-2 lors de la dernière journée.", LEAGUE, False),
    w.faith("fr-t20-026", "direction", "Avec combien de points Port-Marin termine-t-il ?", "Port-Marin termine à 68 points, soit deux de moins que Valcourt.", LEAGUE, False),
    w.faith("fr-t20-027", "quantifier", "Qui a marqué pour Port-Marin ?", "Hugo Lemaire a marqué tous les buts de Port-Marin.", LEAGUE, False),
    w.faith("fr-t20-028", "role.swap", "Qui a pris la suite à la tête du RC Vallon ?", "Claire Besson est partie diriger les moins de 20 ans et son adjoint Jean-Marc Dufresne lui a succédé.", COACH, False),
    w.faith("fr-t20-029", "value.number", "Quel classement le RC Vallon a-t-il obtenu sous Claire Besson ?", "Sous Claire Besson, le RC Vallon a terminé quatrième en 2019.", COACH, False),
    w.faith("fr-t20-030", "role.swap", "Où Yanis Belkacem a-t-il signé ?", "Yanis Belkacem a quitté le FC Montclair pour l'Olympique de Rivesaltes.", TRANSFER, False),
    w.faith("fr-t20-031", "value.currency", "Quel a été le montant du transfert de Belkacem ?", "Le transfert s'est fait contre 6 millions de dollars.", TRANSFER, False),
    w.faith("fr-t20-032", "antonym", "Dans quelles conditions Kevin Nyamba rejoint-il Rivesaltes ?", "Kevin Nyamba rejoint Rivesaltes de façon définitive.", TRANSFER, False),
    w.faith("fr-t20-033", "negation", "Bernard Lefort siège-t-il encore au conseil ?", "Non, Bernard Lefort ne siège plus au conseil.", BOARD, False),
    w.faith("fr-t20-034", "value.date", "Quand Sophie Marchand a-t-elle été nommée ?", "Sophie Marchand a été nommée présidente en juin 2021.", BOARD, False),
    w.faith("fr-t20-035", "added.entity", "Qui remplacera Pascal Renaud ?", "Nadia Ferhat remplacera Pascal Renaud, sous la supervision du directeur général Olivier Perrot.", CFO, False),
    w.faith("fr-t20-036", "modality", "Nadia Ferhat doit-elle rendre compte à Pascal Renaud d'ici la passation ?", "Elle pourra, si elle le souhaite, rendre compte à Pascal Renaud jusqu'à la passation.", CFO, False),
    w.faith("fr-t20-037", "value.number", "Combien de principaux le collège a-t-il connus ?", "Le collège a eu cinq principaux depuis 1968.", SCHOOL, False),
    w.faith("fr-t20-038", "role.swap", "Qui a ouvert la boulangerie ?", "Nicolas a ouvert la boulangerie en 1987 avant de la transmettre à sa mère Josette en 2019.", BAKERY, False),
    w.faith("fr-t20-039", "added.fact", "Josette travaille-t-elle encore à la boulangerie ?", "Oui, elle prépare toujours les brioches du dimanche et tient aussi le coin salon de thé.", BAKERY, False),
    w.faith("fr-t20-040", "value.except", "Quel est le jour de fermeture de la boulangerie ?", "La boulangerie est fermée le lundi.", HOURS, False),
    w.faith("fr-t20-041", "value.time", "À quelle heure ouvre la boulangerie ?", "Elle ouvre à 7 h 30.", HOURS, False),
    w.faith("fr-t20-042", "role.swap", "Qui a dirigé le Théâtre des Remparts en premier ?", "Luc Vasseur a dirigé le théâtre jusqu'en 2013, avant qu'Anne Delorme ne prenne sa suite.", THEATRE, False),
    w.faith("fr-t20-043", "direction", "Quand « Le Bac de nuit » a-t-il été créé ?", "« Le Bac de nuit » a été créé avant l'arrivée de Luc Vasseur à la tête du théâtre.", THEATRE, False),
    w.faith("fr-t20-044", "value.unit", "Quelle est la surface du terrain conservé par la famille ?", "Le terrain voisin fait 3 ares.", PROPERTY, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-t20-045", "correct.wordy", "Qui a succédé à Anne Delorme ?", "Après le départ d'Anne Delorme en 2013, c'est Luc Vasseur qui a pris la direction du Théâtre des Remparts.", "Luc Vasseur", True),
    w.correct("fr-t20-046", "correct.format", "Pour combien la maison a-t-elle été vendue ?", "Cinq cent quarante mille euros.", "540 000 €", True),
    w.correct("fr-t20-047", "correct.short", "Quel a été le score du dernier match ?", "4-2 pour Port-Marin.", "Port-Marin a battu Valcourt 4-2.", True),
    w.correct("fr-t20-048", "correct.wordy", "En quelle année Josette a-t-elle transmis la boulangerie ?", "Josette Lambert a cédé sa boulangerie à son fils Nicolas en 2019, plus précisément en septembre.", "2019", True),
    w.correct("fr-t20-049", "wrong.value", "Combien de places compte le salon de thé ?", "Il compte 18 places.", "10 places", False),
    w.correct("fr-t20-050", "wrong.role", "Qui a remplacé qui à la présidence de Telvia ?", "Bernard Lefort a remplacé Sophie Marchand à la présidence.", "Sophie Marchand a remplacé Bernard Lefort.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
