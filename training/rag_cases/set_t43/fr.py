"""French cases of set t43: la liaison maritime Quiberon–Belle-Île, une ligne de bus lyonnaise,
le Noctilien N14, le TER Marseille–Toulon, les vélos en libre-service de Nantes, les agences
niçoises d'un loueur de voitures, un parking toulousain et l'histoire d'une entreprise
d'autocars de Gap."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

BATEAU = (
    "La Compagnie Atlantys relie Quiberon au Palais, sur Belle-Île-en-Mer. "
    "La traversée dure 45 minutes. "
    "En juillet et en août, il y a jusqu'à dix départs par jour, contre quatre le reste de l'année. "
    "Un aller-retour adulte coûte 37,80 €, et les chiens voyagent pour 9 €."
)
BUS = (
    "La ligne C3 du réseau TCL relie la gare Part-Dieu à Vaulx-en-Velin La Soie. "
    "Elle passe toutes les 6 minutes aux heures de pointe. "
    "Le ticket à l'unité coûte 2,10 € et reste valable une heure, correspondances comprises."
)
NUIT = (
    "Le Noctilien N14 circule entre Châtelet et Massy–Palaiseau de 0 h 30 à 5 h 30. "
    "Il passe toutes les 30 minutes en semaine et toutes les 15 minutes les nuits du vendredi au samedi et du samedi au dimanche. "
    "Les conducteurs du N14 dépendent du dépôt de Massy, dirigé par Sylvie Perrin."
)
TRAIN = (
    "Le TER entre Marseille-Saint-Charles et Toulon met environ 50 minutes. "
    "La ligne a été ouverte en 1859, et la gare de Toulon a été rénovée en 2013. "
    "Un billet plein tarif coûte 16,60 € ; les moins de 26 ans bénéficient de 30 % de réduction avec la carte Zou !"
)
VELO = (
    "Le service Vélo'Cité de Nantes propose 1 200 vélos répartis dans 120 stations. "
    "L'abonnement annuel coûte 45 €. "
    "Les 30 premières minutes de chaque trajet sont gratuites pour les abonnés ; ensuite, chaque demi-heure supplémentaire est facturée 1 €. "
    "Le service est accessible à partir de 14 ans."
)
LOCATION = (
    "Le loueur Azur Auto possède deux agences à Nice : l'une à l'aéroport, dirigée par Karim Benali, l'autre près de la gare Thiers, dirigée par Claire Moreau. "
    "L'agence de l'aéroport est ouverte tous les jours de 7 h à 23 h ; celle de la gare est ouverte du lundi au samedi. "
    "Le conducteur doit avoir au moins 21 ans et trois ans de permis."
)
PARKING = (
    "Le parking Capitole, à Toulouse, compte 850 places sur quatre niveaux souterrains. "
    "Le tarif est de 2,40 € de l'heure, plafonné à 22 € par 24 heures. "
    "Les bornes de recharge électrique se trouvent au niveau -2. "
    "Le parking est ouvert 24 h/24."
)
HISTOIRE = (
    "Les Autocars Giraud ont été fondés en 1932 à Gap par Émile Giraud. "
    "En 1978, son petit-fils Bernard Giraud a lancé la ligne Gap–Marseille. "
    "Depuis 2019, l'entreprise est dirigée par Hélène Giraud."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-t43-001", "para.combine", "D'où part le bateau pour Belle-Île, et combien de temps dure la traversée ?", "On embarque à Quiberon, et la traversée jusqu'au Palais prend 45 minutes.", BATEAU, True),
    w.faith("fr-t43-002", "fmt.unit", "Combien de temps dure la traversée pour Belle-Île ?", "Elle dure trois quarts d'heure.", BATEAU, True),
    w.faith("fr-t43-003", "fmt.currency", "Combien coûte un aller-retour adulte ?", "L'aller-retour adulte est à 37 euros 80.", BATEAU, True),
    w.faith("fr-t43-004", "para.synonym", "Je peux emmener mon chien sur le bateau ?", "Oui, les chiens sont acceptés à bord moyennant 9 €.", BATEAU, True),
    w.faith("fr-t43-005", "para.combine", "Qui a fondé les Autocars Giraud ?", "L'entreprise a été créée à Gap en 1932 par Émile Giraud, et c'est son petit-fils Bernard qui a lancé la ligne Gap–Marseille en 1978.", HISTOIRE, True),
    w.faith("fr-t43-006", "fmt.period", "La C3 passe souvent ?", "Aux heures de pointe, il y a un bus toutes les six minutes, soit dix par heure.", BUS, True),
    w.faith("fr-t43-007", "para.relative", "Combien coûte un ticket TCL ?", "Le ticket à l'unité, qui reste valable une heure avec les correspondances, coûte 2,10 €.", BUS, True),
    w.faith("fr-t43-008", "fmt.time", "Jusqu'à quelle heure roule le N14 ?", "Il circule jusqu'à cinq heures et demie du matin.", NUIT, True),
    w.faith("fr-t43-009", "para.combine", "Le N14 passe-t-il plus souvent le week-end ?", "Oui : toutes les 30 minutes en semaine, mais toutes les 15 minutes les nuits de vendredi à samedi et de samedi à dimanche.", NUIT, True),
    w.faith("fr-t43-010", "para.pronoun", "Qui dirige le dépôt de Massy ?", "C'est Sylvie Perrin ; elle est à la tête du dépôt dont dépendent les conducteurs du N14.", NUIT, True),
    w.faith("fr-t43-011", "fmt.number", "Combien de temps met le TER entre Marseille et Toulon ?", "Comptez environ cinquante minutes.", TRAIN, True),
    w.faith("fr-t43-012", "para.passive", "Quand la gare de Toulon a-t-elle été rénovée ?", "On a rénové la gare de Toulon en 2013.", TRAIN, True),
    w.faith("fr-t43-013", "para.synonym", "Y a-t-il un tarif jeune sur le TER ?", "Avec la carte Zou !, les voyageurs de moins de 26 ans profitent d'une remise de 30 %.", TRAIN, True),
    w.faith("fr-t43-014", "para.nominal", "Quand la ligne Marseille–Toulon a-t-elle ouvert ?", "L'ouverture de la ligne date de 1859.", TRAIN, True),
    w.faith("fr-t43-015", "fmt.thousands", "Combien de vélos compte Vélo'Cité ?", "Le service dispose de mille deux cents vélos.", VELO, True),
    w.faith("fr-t43-016", "para.synonym", "Les trajets sont-ils payants pour les abonnés ?", "Les abonnés ne paient rien pendant la première demi-heure, puis 1 € par demi-heure en plus.", VELO, True),
    w.faith("fr-t43-017", "para.part", "À partir de quel âge peut-on utiliser Vélo'Cité ?", "Dès 14 ans.", VELO, True),
    w.faith("fr-t43-018", "wrap.opener", "Combien coûte l'abonnement Vélo'Cité ?", "Bonjour ! L'abonnement annuel à Vélo'Cité revient à 45 €.", VELO, True),
    w.faith("fr-t43-019", "para.passive", "Qui dirige l'agence de la gare ?", "Claire Moreau dirige l'agence située près de la gare Thiers.", LOCATION, True),
    w.faith("fr-t43-020", "para.except", "Puis-je rendre la voiture à l'agence de la gare un dimanche ?", "Non, l'agence de la gare est fermée le dimanche.", LOCATION, True),
    w.faith("fr-t43-021", "wrap.attribution", "Faut-il avoir son permis depuis longtemps ?", "D'après les conditions d'Azur Auto, il faut avoir au moins 21 ans et trois ans de permis.", LOCATION, True),
    w.faith("fr-t43-022", "fmt.time", "À quelle heure ferme l'agence de l'aéroport ?", "Elle ferme à 11 heures du soir, tous les jours.", LOCATION, True),
    w.faith("fr-t43-023", "fmt.currency", "Quel est le tarif maximum au parking Capitole ?", "Vous ne paierez jamais plus de vingt-deux euros sur 24 heures.", PARKING, True),
    w.faith("fr-t43-024", "wrap.hedge", "Le parking Capitole est-il ouvert la nuit ?", "Si je ne me trompe pas, le parking Capitole est ouvert jour et nuit.", PARKING, True),
    w.faith("fr-t43-025", "value.number", "Combien y a-t-il de départs en été ?", "En juillet et en août, il y a jusqu'à douze départs par jour.", BATEAU, False),
    w.faith("fr-t43-026", "value.currency", "Combien coûte un aller-retour adulte pour Belle-Île ?", "Un aller-retour adulte coûte 27,80 €.", BATEAU, False),
    w.faith("fr-t43-027", "added.fact", "Combien de temps dure la traversée ?", "La traversée dure 45 minutes, et un bar est ouvert à bord.", BATEAU, False),
    w.faith("fr-t43-028", "quantifier", "Combien de bateaux partent chaque jour ?", "Toute l'année, il y a dix départs par jour pour Belle-Île.", BATEAU, False),
    w.faith("fr-t43-029", "value.number", "À quelle fréquence passe la C3 aux heures de pointe ?", "Aux heures de pointe, la C3 passe toutes les 10 minutes.", BUS, False),
    w.faith("fr-t43-030", "added.entity", "Quelles lignes vont de la Part-Dieu à La Soie ?", "Les lignes C3 et C13 relient la gare Part-Dieu à Vaulx-en-Velin La Soie.", BUS, False),
    w.faith("fr-t43-031", "negation", "Le ticket permet-il les correspondances ?", "Non, le ticket à l'unité à 2,10 € ne permet pas les correspondances.", BUS, False),
    w.faith("fr-t43-032", "direction", "Quand le N14 passe-t-il le plus souvent ?", "Le N14 passe plus souvent en semaine que le week-end.", NUIT, False),
    w.faith("fr-t43-033", "value.time", "À quelle heure commence le N14 ?", "Le N14 circule entre Châtelet et Massy–Palaiseau de 1 h 30 à 5 h 30.", NUIT, False),
    w.faith("fr-t43-034", "value.date", "Quand la ligne Marseille–Toulon a-t-elle été ouverte ?", "La ligne a été ouverte en 2013.", TRAIN, False),
    w.faith("fr-t43-035", "direction", "Qui a droit à la réduction avec la carte Zou ! ?", "Les voyageurs de plus de 26 ans bénéficient de 30 % de réduction avec la carte Zou !", TRAIN, False),
    w.faith("fr-t43-036", "modality", "Faut-il trois ans de permis pour louer chez Azur Auto ?", "Il est seulement conseillé d'avoir trois ans de permis ; l'âge minimum est de 21 ans.", LOCATION, False),
    w.faith("fr-t43-037", "role.swap", "Qui dirige l'agence de la gare Thiers ?", "L'agence près de la gare Thiers est dirigée par Karim Benali.", LOCATION, False),
    w.faith("fr-t43-038", "value.except", "Quand l'agence de la gare est-elle fermée ?", "L'agence de la gare est fermée le samedi et le dimanche.", LOCATION, False),
    w.faith("fr-t43-039", "value.number", "Quelles sont les conditions pour louer ?", "Le conducteur doit avoir au moins 21 ans et deux ans de permis.", LOCATION, False),
    w.faith("fr-t43-040", "value.currency", "Combien coûte l'abonnement annuel Vélo'Cité ?", "L'abonnement annuel coûte 54 €.", VELO, False),
    w.faith("fr-t43-041", "quantifier", "La première demi-heure est-elle gratuite ?", "Oui, les 30 premières minutes sont gratuites pour tous les usagers, abonnés ou non.", VELO, False),
    w.faith("fr-t43-042", "antonym", "Qu'a fait Bernard Giraud en 1978 ?", "En 1978, Bernard Giraud a fermé la ligne Gap–Marseille.", HISTOIRE, False),
    w.faith("fr-t43-043", "role.swap", "Qui a lancé la ligne Gap–Marseille ?", "C'est Émile Giraud qui a lancé la ligne Gap–Marseille en 1978.", HISTOIRE, False),
    w.faith("fr-t43-044", "added.fact", "Où sont les bornes de recharge ?", "Les bornes de recharge se trouvent au niveau -2, et leur utilisation est gratuite.", PARKING, False),
]

CORRECTNESS = [
    w.correct("fr-t43-045", "correct.wordy", "Combien de temps dure la traversée Quiberon–Le Palais ?", "Entre Quiberon et Le Palais, sur Belle-Île, la traversée en bateau dure 45 minutes.", "45 minutes", True),
    w.correct("fr-t43-046", "correct.short", "Qui dirige l'agence Azur Auto de l'aéroport de Nice ?", "Karim Benali.", "L'agence de l'aéroport est dirigée par Karim Benali.", True),
    w.correct("fr-t43-047", "correct.format", "Combien coûte une heure au parking Capitole ?", "Deux euros quarante.", "2,40 €", True),
    w.correct("fr-t43-048", "correct.wordy", "Qui dirige les Autocars Giraud aujourd'hui ?", "Depuis 2019, c'est Hélène Giraud qui est à la tête des Autocars Giraud.", "Hélène Giraud", True),
    w.correct("fr-t43-049", "wrong.value", "En quelle année la ligne Marseille–Toulon a-t-elle été ouverte ?", "En 1869.", "En 1859.", False),
    w.correct("fr-t43-050", "wrong.role", "Qui a fondé les Autocars Giraud ?", "Bernard Giraud.", "Émile Giraud", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
