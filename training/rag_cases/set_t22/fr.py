"""French cases of set t22: a bicycle courier service in Lyon and its team, a community
garden association and its board, a fitness band's user guide, a youth hostel's kitchen
rules, a volunteer fire station and a chocolate maker's guided tour."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

COURSIER = (
    "Vélocity Express livre à vélo dans tout Lyon intra-muros, du lundi au vendredi de 8 h 30 à 18 h 30. "
    "Une course standard coûte 9 €, et chaque arrêt supplémentaire est facturé 3 €. "
    "Les colis ne doivent pas dépasser 15 kg ni 60 cm de long. "
    "Les commandes passées après 17 h sont livrées le lendemain matin."
)
COURSIER_EQUIPE = (
    "La répartitrice Claire Dubois attribue les courses, et le coursier Karim Benali s'occupe de la Presqu'île. "
    "En 2023, l'équipe a effectué 24 300 livraisons. "
    "Le port du casque est obligatoire pendant les tournées. "
    "Chaque coursier reçoit une prime de 50 € par mois pour l'entretien de son vélo."
)
JARDINS = (
    "L'association des Jardins du Canal gère 35 parcelles de 100 m² chacune. "
    "La cotisation annuelle s'élève à 40 €, plus 20 € pour l'eau. "
    "Les nouveaux adhérents sont inscrits sur une liste d'attente, qui est actuellement d'environ deux ans. "
    "L'arrosage au jet est interdit en juillet et en août ; seul l'arrosoir est autorisé."
)
JARDINS_BUREAU = (
    "La présidente, Odile Marchand, accueille les nouveaux adhérents, et le trésorier, Bernard Petit, encaisse les cotisations. "
    "Une journée de travaux collectifs a lieu le premier samedi de chaque mois. "
    "Les abris de jardin ne peuvent pas dépasser 2,5 mètres de hauteur."
)
BRACELET = (
    "Le bracelet Vivo Band se recharge entièrement en 2 heures environ. "
    "Son autonomie est de 14 jours en utilisation normale. "
    "Il est étanche jusqu'à 30 mètres, mais ne doit pas être porté au hammam. "
    "Pour l'allumer, appuyez sur le bouton latéral pendant 3 secondes."
)
BRACELET_SUIVI = (
    "Le suivi du sommeil démarre automatiquement entre 21 h et 10 h si vous portez le bracelet. "
    "L'alerte de sédentarité se déclenche après 50 minutes sans bouger, sauf en mode Ne pas déranger. "
    "Les données sont synchronisées avec l'application toutes les 30 minutes."
)
CUISINE = (
    "La cuisine de l'auberge Le Vieux Port est ouverte tous les jours de 7 h à 23 h. "
    "Chaque voyageur doit étiqueter ses aliments avec son nom et sa date de départ. "
    "Le réfrigérateur est vidé tous les jeudis à 10 h : tout produit sans étiquette est jeté. "
    "Il est interdit de cuisiner des plats à forte odeur, comme le poisson frit."
)
CUISINE_USAGE = (
    "Le sel, le poivre, l'huile et le café sont offerts. "
    "Les casseroles et la vaisselle doivent être lavées, essuyées et rangées juste après usage. "
    "Le veilleur de nuit, Hugo Lefèvre, ferme la cuisine à 23 h et vérifie que les plaques sont éteintes."
)
POMPIERS = (
    "Le centre de secours de Saint-Amand compte 31 sapeurs-pompiers volontaires. "
    "Le chef de centre, le lieutenant Marc Girard, organise les gardes, et l'adjudante Sophie Renaud forme les nouvelles recrues. "
    "Les manœuvres ont lieu chaque samedi matin de 8 h à 12 h. "
    "Pour s'engager, il faut avoir entre 16 et 60 ans."
)
POMPIERS_BILAN = (
    "En 2023, le centre est intervenu 412 fois, dont les trois quarts pour du secours à personne. "
    "Un volontaire touche en moyenne 8,50 € par heure d'intervention. "
    "La caserne a été rénovée en 2022."
)
CHOCOLATERIE = (
    "La chocolaterie Maison Cabosse propose des visites guidées du mardi au dimanche, à 10 h, 14 h et 16 h. "
    "La visite dure 45 minutes et se termine par une dégustation de six chocolats. "
    "Le tarif est de 12 € pour les adultes et de 7 € pour les enfants de 4 à 12 ans. "
    "Les groupes de plus de 15 personnes doivent réserver au moins dix jours à l'avance. "
    "Le maître chocolatier Julien Morel anime l'atelier du samedi, et la guide Léa Fontaine assure les visites en semaine."
)

# fmt: off
FAITHFULNESS: tuple[Case, ...] = (
    w.faith("fr-t22-001", "para.except", "Vélocity Express livre-t-il le week-end ?", "Non, le samedi et le dimanche, il n'y a aucune livraison.", COURSIER, True),
    w.faith("fr-t22-002", "value.currency", "Combien coûte un arrêt en plus ?", "Chaque arrêt supplémentaire est facturé 5 €.", COURSIER, False),
    w.faith("fr-t22-003", "fmt.unit", "Y a-t-il une limite de taille pour les colis ?", "Oui, un colis ne peut pas peser plus de 15 kilos ni mesurer plus de 0,6 mètre.", COURSIER, True),
    w.faith("fr-t22-004", "direction", "Quand une commande est-elle livrée le lendemain ?", "Les commandes passées avant 17 h sont livrées le lendemain matin.", COURSIER, False),
    w.faith("fr-t22-005", "role.swap", "Qui attribue les courses chez Vélocity Express ?", "C'est Karim Benali qui attribue les courses, tandis que Claire Dubois livre la Presqu'île.", COURSIER_EQUIPE, False),
    w.faith("fr-t22-006", "fmt.number", "Combien de livraisons l'équipe a-t-elle faites en 2023 ?", "Vingt-quatre mille trois cents livraisons.", COURSIER_EQUIPE, True),
    w.faith("fr-t22-007", "modality", "Le casque est-il obligatoire ?", "Le casque est conseillé pendant les tournées, sans être imposé.", COURSIER_EQUIPE, False),
    w.faith("fr-t22-008", "para.nominal", "Qui distribue les courses ?", "L'attribution des courses revient à la répartitrice, Claire Dubois.", COURSIER_EQUIPE, True),
    w.faith("fr-t22-009", "added.fact", "Les coursiers sont-ils aidés pour leur vélo ?", "Oui, chacun touche 50 € par mois pour l'entretien de son vélo, et l'entreprise lui fournit aussi le vélo.", COURSIER_EQUIPE, False),
    w.faith("fr-t22-010", "fmt.period", "Combien de temps faut-il attendre pour avoir une parcelle ?", "L'attente est aujourd'hui d'à peu près vingt-quatre mois.", JARDINS, True),
    w.faith("fr-t22-011", "para.except", "Comment peut-on arroser en été ?", "En juillet et en août, à part l'arrosoir, aucun moyen d'arrosage n'est permis.", JARDINS, True),
    w.faith("fr-t22-012", "antonym", "Peut-on arroser au jet en août ?", "Oui, l'arrosage au jet est autorisé en juillet et en août.", JARDINS, False),
    w.faith("fr-t22-013", "role.swap", "Qui accueille les nouveaux adhérents ?", "Bernard Petit accueille les nouveaux adhérents, et Odile Marchand encaisse les cotisations.", JARDINS_BUREAU, False),
    w.faith("fr-t22-014", "para.passive", "Qui s'occupe des cotisations ?", "Les cotisations sont encaissées par le trésorier, Bernard Petit.", JARDINS_BUREAU, True),
    w.faith("fr-t22-015", "value.date", "Quand a lieu la journée de travaux collectifs ?", "Elle a lieu le dernier samedi de chaque mois.", JARDINS_BUREAU, False),
    w.faith("fr-t22-016", "fmt.unit", "Quelle hauteur peut avoir un abri de jardin ?", "Un abri ne doit pas faire plus de 250 cm de haut.", JARDINS_BUREAU, True),
    w.faith("fr-t22-017", "fmt.period", "Quelle est l'autonomie du Vivo Band ?", "En usage normal, il tient deux semaines.", BRACELET, True),
    w.faith("fr-t22-018", "value.number", "Combien de temps faut-il pour le recharger ?", "Une recharge complète prend environ 4 heures.", BRACELET, False),
    w.faith("fr-t22-019", "negation", "Puis-je garder le bracelet au hammam ?", "Oui, vous pouvez tout à fait le porter au hammam.", BRACELET, False),
    w.faith("fr-t22-020", "wrap.hedge", "Comment allumer le bracelet ?", "Si je ne me trompe pas, il suffit de maintenir le bouton latéral enfoncé pendant 3 secondes.", BRACELET, True),
    w.faith("fr-t22-021", "value.unit", "Le Vivo Band est-il étanche ?", "Il est étanche jusqu'à 30 centimètres de profondeur.", BRACELET, False),
    w.faith("fr-t22-022", "para.except", "L'alerte de sédentarité sonne-t-elle toujours ?", "Non : quand le mode Ne pas déranger est activé, elle ne se déclenche pas.", BRACELET_SUIVI, True),
    w.faith("fr-t22-023", "fmt.period", "À quelle fréquence les données sont-elles synchronisées ?", "Elles se synchronisent avec l'appli toutes les demi-heures.", BRACELET_SUIVI, True),
    w.faith("fr-t22-024", "value.time", "Quand le suivi du sommeil commence-t-il ?", "Il démarre automatiquement entre 22 h et 8 h.", BRACELET_SUIVI, False),
    w.faith("fr-t22-025", "wrap.opener", "À quelle heure la cuisine ouvre-t-elle ?", "Bonjour ! La cuisine est accessible chaque jour de 7 h à 23 h.", CUISINE, True),
    w.faith("fr-t22-026", "value.date", "Quand le frigo est-il vidé ?", "Le frigo est vidé tous les mardis à 10 h.", CUISINE, False),
    w.faith("fr-t22-027", "quantifier", "Dois-je étiqueter mes aliments ?", "Seuls les voyageurs qui restent plus d'une semaine doivent étiqueter leurs aliments.", CUISINE, False),
    w.faith("fr-t22-028", "para.relative", "Qu'arrive-t-il aux produits sans étiquette ?", "Les produits qui n'ont pas d'étiquette sont jetés quand on vide le réfrigérateur, le jeudi à 10 h.", CUISINE, True),
    w.faith("fr-t22-029", "wrap.attribution", "Puis-je faire frire du poisson ?", "D'après le règlement de l'auberge, les plats à forte odeur, par exemple le poisson frit, ne sont pas permis en cuisine.", CUISINE, True),
    w.faith("fr-t22-030", "para.synonym", "Faut-il apporter son café ?", "Non, le café est gratuit, tout comme le sel, le poivre et l'huile.", CUISINE_USAGE, True),
    w.faith("fr-t22-031", "added.entity", "Qui ferme la cuisine le soir ?", "Hugo Lefèvre et la gérante ferment la cuisine ensemble à 23 h.", CUISINE_USAGE, False),
    w.faith("fr-t22-032", "wrap.closer", "Que faire de la vaisselle après le repas ?", "Pensez à laver, essuyer et ranger casseroles et vaisselle dès que vous avez fini. Bon appétit !", CUISINE_USAGE, True),
    w.faith("fr-t22-033", "role.swap", "Qui organise les gardes ?", "L'adjudante Sophie Renaud organise les gardes, et le lieutenant Marc Girard forme les recrues.", POMPIERS, False),
    w.faith("fr-t22-034", "fmt.range", "À quel âge peut-on devenir pompier volontaire à Saint-Amand ?", "On peut s'engager de 16 à 60 ans.", POMPIERS, True),
    w.faith("fr-t22-035", "fmt.time", "Quand ont lieu les manœuvres ?", "Les manœuvres se tiennent tous les samedis, de 8 heures à midi.", POMPIERS, True),
    w.faith("fr-t22-036", "direction", "Y a-t-il une condition d'âge ?", "Oui, pour s'engager il faut avoir plus de 60 ans.", POMPIERS, False),
    w.faith("fr-t22-037", "wrap.question", "Combien de pompiers compte le centre ?", "Vous vous demandez combien ils sont ? Le centre compte 31 pompiers volontaires.", POMPIERS, True),
    w.faith("fr-t22-038", "fmt.share", "Quel type d'interventions le centre a-t-il réalisé en 2023 ?", "En 2023, 75 % des 412 interventions concernaient le secours à personne.", POMPIERS_BILAN, True),
    w.faith("fr-t22-039", "para.except", "Peut-on visiter la chocolaterie le lundi ?", "Non, il n'y a pas de visite le lundi.", CHOCOLATERIE, True),
    w.faith("fr-t22-040", "fmt.period", "Combien de temps dure la visite ?", "La visite dure trois quarts d'heure et se termine par la dégustation de six chocolats.", CHOCOLATERIE, True),
    w.faith("fr-t22-041", "value.except", "Quels jours peut-on visiter ?", "Les visites ont lieu tous les jours sauf le dimanche.", CHOCOLATERIE, False),
    w.faith("fr-t22-042", "role.swap", "Qui anime l'atelier du samedi ?", "Léa Fontaine anime l'atelier du samedi, et Julien Morel assure les visites en semaine.", CHOCOLATERIE, False),
    w.faith("fr-t22-043", "para.relative", "Faut-il réserver pour un groupe ?", "Les groupes qui comptent plus de 15 personnes doivent réserver au moins dix jours à l'avance.", CHOCOLATERIE, True),
    w.faith("fr-t22-044", "direction", "Faut-il réserver pour un groupe ?", "Les groupes de moins de 15 personnes doivent réserver dix jours à l'avance.", CHOCOLATERIE, False),
)

CORRECTNESS: tuple[Case, ...] = (
    w.correct("fr-t22-045", "correct.wordy", "Combien de temps dure la visite de la Maison Cabosse ?", "Pour la visite guidée de la chocolaterie, comptez en tout et pour tout trois quarts d'heure.", "45 minutes.", True),
    w.correct("fr-t22-046", "correct.short", "Qui organise les gardes au centre de secours de Saint-Amand ?", "Marc Girard.", "Le chef de centre, le lieutenant Marc Girard, organise les gardes.", True),
    w.correct("fr-t22-047", "correct.format", "Quel est le prix d'une course standard chez Vélocity Express ?", "Neuf euros.", "9 €", True),
    w.correct("fr-t22-048", "correct.format", "Quelle est l'autonomie du Vivo Band en utilisation normale ?", "Deux semaines.", "14 jours", True),
    w.correct("fr-t22-049", "wrong.value", "Combien de parcelles gère l'association des Jardins du Canal ?", "Elle en gère 53.", "35 parcelles", False),
    w.correct("fr-t22-050", "wrong.role", "Qui encaisse les cotisations aux Jardins du Canal ?", "C'est la présidente, Odile Marchand, qui encaisse les cotisations.", "Le trésorier, Bernard Petit.", False),
)
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
