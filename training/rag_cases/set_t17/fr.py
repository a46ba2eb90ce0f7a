"""French cases of set t17: a children's hospital play programme, a scuba diving centre,
a sewing café, a trade fair, a senior citizens' centre and a funicular railway."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

PLAY_ROOM = (
    "La salle de jeux de l'hôpital pour enfants Sainte-Claire est ouverte du lundi au vendredi, de 9 h 30 à 18 h. "
    "Elle est animée par l'éducatrice de jeunes enfants Camille Roux, aidée de trois bénévoles de l'association Les Petits Pas. "
    "Les enfants hospitalisés en chambre stérile n'y ont pas accès ; Camille leur apporte alors une malle de jeux en chambre. "
    "Les parents peuvent rester avec leur enfant, mais les frères et sœurs de moins de huit ans ne sont pas admis."
)
STORIES = (
    "Chaque mercredi après-midi, les conteurs de la compagnie « La Plume » viennent lire des histoires dans le service d'hématologie. "
    "La séance dure 50 minutes et est financée par la Fondation Arc-en-ciel, qui a versé 7 000 euros cette année. "
    "Avant chaque séance, l'infirmière coordinatrice Élodie Martin vérifie quels enfants peuvent y assister. "
    "Les enfants qui ne peuvent pas quitter leur lit suivent la séance sur une tablette."
)
DIVE_COURSE = (
    "Le club de plongée Calanques Bleues, à Marseille, propose le Niveau 1 en six séances réparties sur trois semaines. "
    "La formation coûte 450 €, location du matériel et deux plongées en mer comprises ; le carnet de plongée est facturé 12 € à part. "
    "Il faut avoir au moins 12 ans et fournir un certificat médical avant la première séance en piscine. "
    "Les cours sont assurés par le moniteur Julien Garnier, assisté sous l'eau par la guide de palanquée Sophie Lambert."
)
DIVE_RULES = (
    "Sans niveau 2, aucun plongeur ne peut descendre au-delà de 20 mètres. "
    "Chaque plongée doit être inscrite au registre du club dans l'heure qui suit la remontée. "
    "Les bouteilles louées doivent être rendues avant 18 h 30. "
    "Les plongées de nuit ont lieu uniquement le vendredi."
)
SEWING_CAFE = (
    "Le café couture « Le Dé à Coudre », rue des Tanneurs, accueille les couturiers du mardi au samedi, de 10 h à 19 h. "
    "Une place avec machine à coudre coûte 4 € de l'heure, boisson chaude comprise. "
    "La gérante, Nathalie Fabre, anime un atelier pour débutants le dernier samedi de chaque mois, limité à six personnes. "
    "Chacun apporte son tissu ; le fil et les aiguilles sont fournis gratuitement."
)
REPAIR_DAY = (
    "Lors du « Jeudi Reprise », des bénévoles raccommodent gratuitement les vêtements de 15 h à 18 h. "
    "Chaque personne peut apporter trois pièces au maximum. "
    "Les boutons et les ourlets sont repris sur place, mais les articles en cuir ne sont pas acceptés. "
    "Le coordinateur des bénévoles, Hugo Mercier, demande que les vêtements soient lavés avant d'être apportés."
)
FAIR = (
    "Le Salon international de l'agroalimentaire se tiendra du 8 au 11 avril 2026 au parc des expositions Lyon-Eurexpo. "
    "Environ 700 exposants sont attendus, dont la moitié venant de l'étranger. "
    "Le billet journée coûte 30 € pour les visiteurs professionnels ; l'entrée est gratuite pour les étudiants sur présentation de leur carte. "
    "Le salon est organisé par la société Lyonexpo Organisation pour le compte de la Fédération nationale de l'agroalimentaire."
)
FAIR_LOGISTICS = (
    "Les exposants peuvent monter leur stand les 6 et 7 avril, de 7 h à 21 h. "
    "Le démontage ne peut pas commencer avant 16 h le dernier jour du salon. "
    "Les chariots élévateurs doivent être réservés au moins huit jours ouvrés à l'avance auprès du prestataire logistique TransRhône."
)
SENIOR_CENTRE = (
    "Le foyer-résidence Les Tilleuls sert un déjeuner chaud du lundi au vendredi à 12 h, au prix de 6,50 €. "
    "Les adhérents de plus de 90 ans déjeunent gratuitement le jeudi. "
    "La gym douce, animée par Monique Lefèvre, a lieu le mardi et le vendredi à 10 h et dure une heure. "
    "Un bénévole, Gérard Blanc, va chercher en voiture les adhérents qui se déplacent difficilement, à condition de le prévenir la veille avant 17 h."
)
FUNICULAR = (
    "Le funiculaire de la colline Saint-Roch parcourt 300 mètres pour un dénivelé de 95 mètres ; le trajet dure deux minutes. "
    "En été, il circule de 7 h 30 à minuit, avec un départ toutes les huit minutes ; en hiver, le dernier départ est à 21 h. "
    "Le ticket aller coûte 2 €, l'aller-retour 3,50 € ; les enfants de moins de 4 ans voyagent gratuitement. "
    "Chaque année, le funiculaire est fermé pour révision pendant les trois premières semaines de janvier."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful
    w.faith("fr-t17-001", "para.synonym", "Qui s'occupe de la salle de jeux ?", "La salle de jeux est gérée par Camille Roux, éducatrice de jeunes enfants, avec le soutien de trois bénévoles des Petits Pas.", PLAY_ROOM, True),
    w.faith("fr-t17-002", "para.except", "La salle de jeux est-elle ouverte le week-end ?", "Non, elle est fermée le samedi et le dimanche.", PLAY_ROOM, True),
    w.faith("fr-t17-003", "fmt.time", "Quels sont les horaires de la salle de jeux ?", "Elle est ouverte en semaine de neuf heures et demie à six heures du soir.", PLAY_ROOM, True),
    w.faith("fr-t17-004", "para.relative", "Qui finance les lectures de contes ?", "La fondation qui finance les séances, Arc-en-ciel, a versé 7 000 euros cette année.", STORIES, True),
    w.faith("fr-t17-005", "wrap.hedge", "Quand viennent les conteurs ?", "Si je ne me trompe pas, les conteurs de « La Plume » passent le mercredi après-midi en hématologie.", STORIES, True),
    w.faith("fr-t17-006", "para.passive", "Qui vérifie quels enfants peuvent assister à la séance ?", "Avant chaque séance, il est vérifié par l'infirmière coordinatrice Élodie Martin quels enfants peuvent y assister.", STORIES, True),
    w.faith("fr-t17-007", "fmt.period", "Sur combien de temps s'étale le Niveau 1 ?", "Les six séances du Niveau 1 sont réparties sur vingt et un jours.", DIVE_COURSE, True),
    w.faith("fr-t17-008", "fmt.currency", "Combien coûte la formation ?", "La formation revient à 450 euros, matériel de location et deux plongées en mer inclus.", DIVE_COURSE, True),
    w.faith("fr-t17-009", "para.combine", "Qui enseigne le Niveau 1, et combien ça coûte ?", "Julien Garnier enseigne le Niveau 1, une formation de six séances qui coûte 450 €.", DIVE_COURSE, True),
    w.faith("fr-t17-010", "para.nominal", "Faut-il un certificat médical ?", "Oui, la présentation d'un certificat médical est obligatoire avant la première séance en piscine.", DIVE_COURSE, True),
    w.faith("fr-t17-011", "para.except", "Peut-on plonger de nuit le samedi ?", "Non, il n'y a pas de plongée de nuit en dehors du vendredi.", DIVE_RULES, True),
    w.faith("fr-t17-012", "wrap.attribution", "Jusqu'où peut-on descendre sans niveau 2 ?", "D'après le règlement du club, sans niveau 2 on ne peut pas dépasser 20 mètres de profondeur.", DIVE_RULES, True),
    w.faith("fr-t17-013", "wrap.opener", "Combien coûte une place avec machine ?", "Bonjour ! Une place avec machine coûte 4 € l'heure, et la boisson chaude est incluse.", SEWING_CAFE, True),
    w.faith("fr-t17-014", "para.synonym", "Dois-je apporter du fil ?", "Non : le tissu est à apporter soi-même, mais le fil et les aiguilles sont offerts.", SEWING_CAFE, True),
    w.faith("fr-t17-015", "para.reorder", "Quand le café couture est-il ouvert ?", "Du mardi au samedi, de 10 h à 19 h, le café couture reçoit les couturiers.", SEWING_CAFE, True),
    w.faith("fr-t17-016", "para.part", "Peut-on faire reprendre un ourlet ?", "Oui, les ourlets sont repris sur place.", REPAIR_DAY, True),
    w.faith("fr-t17-017", "wrap.closer", "Combien de vêtements puis-je apporter ?", "Vous pouvez apporter jusqu'à trois pièces. Bonne journée !", REPAIR_DAY, True),
    w.faith("fr-t17-018", "fmt.date", "Quand a lieu le salon ?", "Le salon a lieu du 08/04/2026 au 11/04/2026.", FAIR, True),
    w.faith("fr-t17-019", "fmt.share", "Combien d'exposants étrangers sont attendus ?", "Environ 50 % des exposants viennent de l'étranger.", FAIR, True),
    w.faith("fr-t17-020", "fmt.number", "Combien de temps à l'avance faut-il réserver un chariot élévateur ?", "Il faut réserver les chariots élévateurs auprès de TransRhône au moins 8 jours ouvrés avant.", FAIR_LOGISTICS, True),
    w.faith("fr-t17-021", "para.combine", "Combien coûte le déjeuner au foyer ?", "Le déjeuner coûte 6,50 € en semaine, mais il est gratuit le jeudi pour les adhérents de plus de 90 ans.", SENIOR_CENTRE, True),
    w.faith("fr-t17-022", "wrap.question", "Quand a lieu la gym douce ?", "La gym douce avec Monique Lefèvre a lieu le mardi et le vendredi à 10 h, pendant une heure. Voulez-vous aussi des informations sur le transport ?", SENIOR_CENTRE, True),
    w.faith("fr-t17-023", "fmt.unit", "Quelle distance parcourt le funiculaire ?", "Le funiculaire de Saint-Roch parcourt 0,3 km.", FUNICULAR, True),
    w.faith("fr-t17-024", "para.except", "Les enfants paient-ils ?", "À partir de 4 ans, les enfants paient leur billet.", FUNICULAR, True),
    # unfaithful
    w.faith("fr-t17-025", "role.swap", "Qui assure les cours du Niveau 1 ?", "Les cours sont assurés par Sophie Lambert, assistée sous l'eau par Julien Garnier.", DIVE_COURSE, False),
    w.faith("fr-t17-026", "role.swap", "Qui organise le salon ?", "La Fédération nationale de l'agroalimentaire organise le salon pour le compte de Lyonexpo Organisation.", FAIR, False),
    w.faith("fr-t17-027", "role.swap", "Qui fait quoi au foyer ?", "C'est Gérard Blanc qui anime la gym douce, et Monique Lefèvre qui va chercher les adhérents en voiture.", SENIOR_CENTRE, False),
    w.faith("fr-t17-028", "antonym", "Le fil est-il fourni ?", "Le fil et les aiguilles sont disponibles sur place, mais ils sont payants.", SEWING_CAFE, False),
    w.faith("fr-t17-029", "antonym", "Quels sont les horaires d'hiver ?", "En hiver, le premier départ est à 21 h.", FUNICULAR, False),
    w.faith("fr-t17-030", "negation", "Puis-je rester avec mon fils dans la salle de jeux ?", "Non, les parents ne peuvent pas rester avec leur enfant dans la salle de jeux.", PLAY_ROOM, False),
    w.faith("fr-t17-031", "negation", "Les étudiants entrent-ils gratuitement ?", "Non, même avec leur carte, les étudiants doivent payer l'entrée.", FAIR, False),
    w.faith("fr-t17-032", "modality", "Le certificat médical est-il obligatoire ?", "Le certificat médical est conseillé, mais il n'est pas obligatoire.", DIVE_COURSE, False),
    w.faith("fr-t17-033", "modality", "Faut-il prévenir Gérard à l'avance ?", "Il est préférable de le prévenir la veille avant 17 h, mais on peut aussi l'appeler le jour même.", SENIOR_CENTRE, False),
    w.faith("fr-t17-034", "quantifier", "Toutes les plongées doivent-elles être inscrites au registre ?", "Non, seules certaines plongées doivent être inscrites au registre.", DIVE_RULES, False),
    w.faith("fr-t17-035", "quantifier", "D'où viennent les exposants ?", "Tous les exposants du salon viennent de l'étranger.", FAIR, False),
    w.faith("fr-t17-036", "direction", "Quand peut-on démonter le stand ?", "Le dernier jour, le démontage ne peut pas commencer après 16 h.", FAIR_LOGISTICS, False),
    w.faith("fr-t17-037", "direction", "Le grand frère peut-il venir dans la salle de jeux ?", "Les frères et sœurs de plus de huit ans ne sont pas admis.", PLAY_ROOM, False),
    w.faith("fr-t17-038", "value.number", "Qui déjeune gratuitement ?", "Les adhérents de plus de 80 ans déjeunent gratuitement le jeudi.", SENIOR_CENTRE, False),
    w.faith("fr-t17-039", "value.date", "Quand le funiculaire est-il fermé ?", "Il est fermé chaque année pendant les trois premières semaines de février pour révision.", FUNICULAR, False),
    w.faith("fr-t17-040", "value.time", "À quelle heure a lieu le Jeudi Reprise ?", "Les bénévoles raccommodent les vêtements de 14 h à 18 h.", REPAIR_DAY, False),
    w.faith("fr-t17-041", "value.currency", "Combien coûte l'aller-retour ?", "L'aller-retour en funiculaire coûte 4,50 €.", FUNICULAR, False),
    w.faith("fr-t17-042", "value.except", "Quels jours la salle de jeux est-elle ouverte ?", "La salle de jeux est ouverte tous les jours sauf le dimanche.", PLAY_ROOM, False),
    w.faith("fr-t17-043", "added.fact", "Que comprend le prix d'une place ?", "Une place coûte 4 € de l'heure, boisson chaude et part de gâteau comprises.", SEWING_CAFE, False),
    w.faith("fr-t17-044", "added.entity", "Qui paie les séances de contes ?", "Les séances sont financées par la Fondation Arc-en-ciel et par la mairie.", STORIES, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-t17-045", "correct.wordy", "Combien de temps dure le trajet en funiculaire ?", "Pour monter en haut de la colline Saint-Roch, le trajet en funiculaire dure deux minutes en tout.", "Deux minutes.", True),
    w.correct("fr-t17-046", "correct.format", "Combien coûte le billet journée au salon ?", "Trente euros.", "30 €", True),
    w.correct("fr-t17-047", "correct.wordy", "Qui anime la gym douce ?", "Au foyer Les Tilleuls, c'est Monique Lefèvre qui anime les séances de gym douce.", "Monique Lefèvre", True),
    w.correct("fr-t17-048", "correct.format", "À quelle heure est servi le déjeuner ?", "À midi.", "À 12 h.", True),
    w.correct("fr-t17-049", "wrong.value", "Jusqu'à quelle profondeur peut-on plonger sans niveau 2 ?", "Sans niveau 2, on peut descendre jusqu'à 40 mètres.", "20 mètres.", False),
    w.correct("fr-t17-050", "wrong.role", "Qui anime l'atelier pour débutants ?", "C'est Hugo Mercier, le coordinateur des bénévoles, qui l'anime.", "La gérante, Nathalie Fabre.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
