"""French cases of set t5: la piscine municipale Jean-Bouin (horaires, tarifs, aquagym),
le programme de fidélité Azur Plus (niveaux, miles), l'Atelier des Saveurs (atelier
pâtisserie, annulations), le Domaine Fabre (domaine, visites), la mairie de Saint-Aubin
(carte d'identité, encombrants) and les retours chez ÉlectroPlus."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

POOL_HOURS = (
    "La piscine municipale Jean-Bouin est ouverte du mardi au dimanche de 10 h à 20 h, et jusqu'à 22 h le jeudi. "
    "Elle est fermée le lundi toute la journée. "
    "L'évacuation des bassins commence 20 minutes avant la fermeture. "
    "Le bonnet de bain est obligatoire et le short de bain est interdit."
)
POOL_PRICES = (
    "L'entrée coûte 3,80 € pour les adultes et 2,10 € pour les moins de 18 ans. "
    "La carte de dix entrées est vendue 32 € et reste valable un an. "
    "Les enfants de moins de 8 ans doivent être accompagnés d'un adulte en tenue de bain."
)
POOL_AQUA = (
    "Les séances d'aquagym sont animées par Claire Dumas, maître-nageuse, avec l'aide de Karim Benali, surveillant de bassin. "
    "Elles ont lieu le mercredi et le samedi à 12 h 15 et durent 40 minutes. "
    "Le trimestre coûte 95 € ; l'inscription se fait à l'accueil à partir du 2 janvier."
)
AIR_LEVELS = (
    "Le programme de fidélité Azur Plus compte trois niveaux : Essentiel, Argent et Or. "
    "Le niveau Or s'obtient avec 45 000 points qualifiants sur douze mois. "
    "Les membres Or bénéficient de l'embarquement prioritaire et d'un bagage supplémentaire de 23 kg en soute. "
    "Le statut est valable jusqu'au 31 mars de l'année suivante."
)
AIR_MILES = (
    "Les miles Azur Plus restent valables tant que le membre effectue au moins un vol tous les 18 mois. "
    "Un billet prime peut être réservé jusqu'à 3 jours avant le départ. "
    "Le transfert de miles vers un autre membre est facturé 20 € par opération et limité à 10 000 miles par an."
)
COOK_WORKSHOP = (
    "L'atelier « Pâtisserie de saison » de l'Atelier des Saveurs, à Lyon, est animé par le chef pâtissier Julien Morel ; son assistante, Léa Fontaine, prépare les postes de travail avant chaque séance. "
    "L'atelier a lieu le samedi de 9 h 30 à 12 h 30 et coûte 65 € par personne. "
    "Chaque participant repart avec ses créations dans une boîte fournie par l'atelier. "
    "Les groupes sont limités à huit personnes."
)
COOK_RULES = (
    "Toute annulation faite plus de cinq jours avant l'atelier donne droit à un remboursement intégral. "
    "En deçà, aucun remboursement n'est possible, mais l'atelier peut être reporté une fois. "
    "Les enfants sont acceptés à partir de 12 ans, accompagnés d'un adulte inscrit."
)
WINE_ESTATE = (
    "Le Domaine Fabre, en Anjou, est une exploitation familiale fondée en 1954 par Henri Fabre. "
    "Aujourd'hui, sa petite-fille Sophie Fabre dirige le domaine, et son mari Thomas s'occupe des vinifications. "
    "Le domaine s'étend sur 22 hectares, dont la moitié en chenin blanc. "
    "Le caveau est ouvert du lundi au samedi, de 9 h à 18 h 30."
)
WINE_VISIT = (
    "La dégustation commentée de cinq vins est gratuite pour les visiteurs individuels. "
    "Les visites de cave pour les groupes de plus de 12 personnes coûtent 8 € par personne et doivent être réservées 48 heures à l'avance. "
    "Le domaine ne livre pas à l'étranger."
)
COUNCIL_OFFICE = (
    "La mairie de Saint-Aubin accueille le public du lundi au vendredi de 8 h 30 à 17 h, et le samedi de 9 h à 12 h pour l'état civil uniquement. "
    "Les demandes de carte d'identité se font sur rendez-vous ; le délai moyen de délivrance est de trois semaines. "
    "La carte est gratuite, sauf en cas de perte ou de vol : il faut alors acheter un timbre fiscal de 25 €."
)
COUNCIL_WASTE = (
    "Les encombrants sont collectés le premier mercredi de chaque mois, sur inscription auprès des services techniques au plus tard le lundi précédent. "
    "Chaque foyer peut déposer jusqu'à 2 m³ par collecte. "
    "Les pneus et les gravats ne sont pas acceptés."
)
ELEC_RETURNS = (
    "Chez ÉlectroPlus, vous disposez de 15 jours après l'achat pour retourner un produit, à condition qu'il soit dans son emballage d'origine. "
    "Les produits retournés sont remboursés sous 10 jours, par le même moyen de paiement. "
    "Les téléviseurs de plus de 55 pouces doivent être rapportés sur rendez-vous. "
    "Les cartes cadeaux ne sont ni reprises ni échangées."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("fr-t5-001", "para.except", "La piscine Jean-Bouin est-elle ouverte tous les jours ?", "Tous les jours sauf le lundi.", POOL_HOURS, True),
    w.faith("fr-t5-002", "fmt.time", "Jusqu'à quelle heure peut-on nager le jeudi ?", "Le jeudi, la piscine ne ferme qu'à 10 heures du soir.", POOL_HOURS, True),
    w.faith("fr-t5-003", "para.combine", "À quelle heure faut-il sortir de l'eau le samedi ?", "Le samedi, l'évacuation des bassins commence à 19 h 40.", POOL_HOURS, True),
    w.faith("fr-t5-004", "para.synonym", "Je peux venir en short de bain ?", "Non, les shorts de bain ne sont pas autorisés, et vous devez porter un bonnet.", POOL_HOURS, True),
    w.faith("fr-t5-005", "fmt.currency", "Combien coûte une entrée adulte ?", "3 euros 80.", POOL_PRICES, True),
    w.faith("fr-t5-006", "para.relative", "La carte de dix entrées est-elle intéressante ?", "La carte de dix entrées, qui est vendue 32 €, reste valable douze mois.", POOL_PRICES, True),
    w.faith("fr-t5-007", "para.passive", "Qui s'occupe de l'aquagym ?", "C'est Claire Dumas, maître-nageuse, qui anime les séances, aidée par le surveillant de bassin Karim Benali.", POOL_AQUA, True),
    w.faith("fr-t5-008", "fmt.time", "À quelle heure commence l'aquagym ?", "Les séances débutent à midi et quart, le mercredi et le samedi.", POOL_AQUA, True),
    w.faith("fr-t5-009", "fmt.scale", "Combien de points faut-il pour passer Or ?", "Il faut 45 mille points qualifiants sur douze mois.", AIR_LEVELS, True),
    w.faith("fr-t5-010", "fmt.abbrev", "Quel bagage en plus pour les membres Or ?", "Ils ont droit à un bagage supplémentaire de 23 kilos en soute.", AIR_LEVELS, True),
    w.faith("fr-t5-011", "fmt.date", "Jusqu'à quand mon statut est-il valable ?", "Votre statut reste valable jusqu'au 31/03 de l'année d'après.", AIR_LEVELS, True),
    w.faith("fr-t5-012", "fmt.period", "Mes miles vont-ils expirer ?", "Pas tant que vous prenez au moins un vol par période d'un an et demi.", AIR_MILES, True),
    w.faith("fr-t5-013", "wrap.attribution", "Puis-je donner des miles à un ami membre ?", "D'après le règlement d'Azur Plus, chaque transfert coûte 20 €, dans la limite de 10 000 miles par an.", AIR_MILES, True),
    w.faith("fr-t5-014", "wrap.opener", "Qui anime l'atelier Pâtisserie de saison ?", "Bonjour ! L'atelier est animé par le chef pâtissier Julien Morel.", COOK_WORKSHOP, True),
    w.faith("fr-t5-015", "fmt.range", "L'atelier a lieu à quelle heure ?", "Le samedi, 9h30–12h30.", COOK_WORKSHOP, True),
    w.faith("fr-t5-016", "para.part", "Peut-on emporter ce qu'on a préparé ?", "Oui, chaque participant repart avec ses créations.", COOK_WORKSHOP, True),
    w.faith("fr-t5-017", "wrap.closer", "Combien coûte l'atelier et combien sommes-nous ?", "C'est 65 € par personne, et huit participants au maximum. Bonne pâtisserie !", COOK_WORKSHOP, True),
    w.faith("fr-t5-018", "fmt.number", "Mon fils de 13 ans peut-il participer ?", "Oui, les enfants sont acceptés dès douze ans s'ils viennent avec un adulte inscrit.", COOK_RULES, True),
    w.faith("fr-t5-019", "fmt.share", "Quel cépage domine au Domaine Fabre ?", "Le chenin blanc occupe 50 % du vignoble.", WINE_ESTATE, True),
    w.faith("fr-t5-020", "para.relative", "Qui fait le vin au Domaine Fabre ?", "Les vinifications sont assurées par Thomas, le mari de Sophie Fabre, qui dirige le domaine.", WINE_ESTATE, True),
    w.faith("fr-t5-021", "para.except", "Peut-on passer au caveau le dimanche ?", "Non, le caveau est fermé le dimanche.", WINE_ESTATE, True),
    w.faith("fr-t5-022", "wrap.hedge", "La dégustation est-elle payante ?", "Il me semble que la dégustation commentée de cinq vins est gratuite pour les visiteurs individuels.", WINE_VISIT, True),
    w.faith("fr-t5-023", "wrap.question", "La mairie est-elle ouverte le samedi ?", "Vous voulez savoir si la mairie ouvre le samedi ? Oui, de 9 h à midi, mais seulement pour l'état civil.", COUNCIL_OFFICE, True),
    w.faith("fr-t5-024", "para.nominal", "Comment suis-je remboursé ?", "Le remboursement intervient dans un délai de 10 jours, par le même moyen de paiement.", ELEC_RETURNS, True),
    # unfaithful: exactly one clear error
    w.faith("fr-t5-025", "value.time", "Quels sont les horaires de la piscine ?", "Du mardi au dimanche de 9 h à 20 h, et jusqu'à 22 h le jeudi.", POOL_HOURS, False),
    w.faith("fr-t5-026", "negation", "Le short de bain est-il accepté ?", "Oui, le short de bain est autorisé, mais le bonnet reste obligatoire.", POOL_HOURS, False),
    w.faith("fr-t5-027", "value.except", "Quel jour la piscine est-elle fermée ?", "Elle ouvre tous les jours sauf le mardi.", POOL_HOURS, False),
    w.faith("fr-t5-028", "direction", "Qui paie le tarif à 2,10 € ?", "Le tarif de 2,10 € s'applique aux plus de 18 ans.", POOL_PRICES, False),
    w.faith("fr-t5-029", "modality", "Mon fils de 6 ans peut-il venir seul ?", "Il est simplement conseillé qu'un adulte accompagne les enfants de moins de 8 ans.", POOL_PRICES, False),
    w.faith("fr-t5-030", "role.swap", "Qui anime l'aquagym ?", "Les séances sont animées par Karim Benali, avec l'aide de Claire Dumas.", POOL_AQUA, False),
    w.faith("fr-t5-031", "value.number", "Combien de temps dure une séance d'aquagym ?", "Chaque séance dure 45 minutes.", POOL_AQUA, False),
    w.faith("fr-t5-032", "quantifier", "Qui bénéficie de l'embarquement prioritaire ?", "Tous les membres Azur Plus, quel que soit leur niveau, embarquent en priorité.", AIR_LEVELS, False),
    w.faith("fr-t5-033", "value.unit", "Quel bagage supplémentaire pour les membres Or ?", "Un bagage supplémentaire de 23 livres en soute.", AIR_LEVELS, False),
    w.faith("fr-t5-034", "value.currency", "Combien coûte un transfert de miles ?", "Chaque transfert est facturé 20 dollars.", AIR_MILES, False),
    w.faith("fr-t5-035", "role.swap", "Qui anime l'atelier pâtisserie ?", "C'est Léa Fontaine qui anime l'atelier, et Julien Morel prépare les postes de travail.", COOK_WORKSHOP, False),
    w.faith("fr-t5-036", "added.fact", "Qu'est-ce qui est compris dans le prix ?", "Les 65 € par personne comprennent l'atelier ainsi que le café et les viennoiseries.", COOK_WORKSHOP, False),
    w.faith("fr-t5-037", "direction", "Combien de personnes par atelier ?", "Les groupes comptent au minimum huit personnes.", COOK_WORKSHOP, False),
    w.faith("fr-t5-038", "negation", "J'annule trois jours avant, suis-je remboursé ?", "Oui, même à moins de cinq jours de l'atelier, vous êtes remboursé intégralement.", COOK_RULES, False),
    w.faith("fr-t5-039", "role.swap", "Qui dirige le Domaine Fabre ?", "Thomas Fabre dirige le domaine, et sa femme Sophie s'occupe des vinifications.", WINE_ESTATE, False),
    w.faith("fr-t5-040", "value.date", "Depuis quand le domaine existe-t-il ?", "Il a été fondé en 1945 par Henri Fabre.", WINE_ESTATE, False),
    w.faith("fr-t5-041", "antonym", "Faut-il payer la dégustation ?", "Oui, la dégustation commentée de cinq vins est payante pour les visiteurs individuels.", WINE_VISIT, False),
    w.faith("fr-t5-042", "modality", "Nous sommes 15, faut-il réserver la visite de cave ?", "Pour les groupes, réserver 48 heures à l'avance est conseillé, mais pas obligatoire.", WINE_VISIT, False),
    w.faith("fr-t5-043", "added.entity", "Où demander une carte d'identité ?", "Sur rendez-vous, à la mairie ou à la préfecture.", COUNCIL_OFFICE, False),
    w.faith("fr-t5-044", "value.number", "Combien de temps pour retourner un produit ?", "Vous avez 30 jours après l'achat, à condition que le produit soit dans son emballage d'origine.", ELEC_RETURNS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-t5-045", "correct.wordy", "Combien coûte l'atelier Pâtisserie de saison ?", "Pour participer à l'atelier du samedi matin, il faut compter 65 euros par personne.", "65 €", True),
    w.correct("fr-t5-046", "correct.format", "À quelle heure ferme le caveau ?", "À six heures et demie du soir.", "18 h 30", True),
    w.correct("fr-t5-047", "correct.format", "Combien de points faut-il pour le niveau Or ?", "45000 points.", "45 000 points", True),
    w.correct("fr-t5-048", "correct.wordy", "Quel est le délai de délivrance d'une carte d'identité ?", "Il faut compter en moyenne trois semaines avant que la carte soit délivrée.", "Trois semaines", True),
    w.correct("fr-t5-049", "wrong.value", "Combien de jours a-t-on pour retourner un produit chez ÉlectroPlus ?", "Vous avez 30 jours.", "15 jours", False),
    w.correct("fr-t5-050", "wrong.role", "Qui dirige le Domaine Fabre ?", "C'est Thomas Fabre qui dirige le domaine.", "Sophie Fabre", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
