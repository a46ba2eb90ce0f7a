"""French cases of set t55: une déchetterie nantaise, l'autorisation de poser une benne
sur la voie publique, un cercle d'escrime et un club de judo, un transporteur de colis et un
point relais, un atelier de réparation de smartphones et une retoucherie, une station de
lavage automatique et un centre de lavage à la main."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

DECHETTERIE = (
    "La déchetterie de Nantes-Chantenay est ouverte tous les jours sauf le jeudi, de 9 h à 18 h. "
    "Chaque foyer a droit à 18 passages gratuits par an avec sa carte d'accès. "
    "Les gravats sont acceptés dans la limite de 1 m³ par jour. "
    "Le gardien, Patrick Le Goff, travaille sur le site depuis 2011."
)
BENNE = (
    "Pour poser une benne sur la voie publique, il faut une autorisation de la mairie, à demander au moins 10 jours ouvrés à l'avance. "
    "La redevance est de 12 € par jour. "
    "L'autorisation est délivrée par courriel."
)
ESCRIME = (
    "Le Cercle d'escrime de Nantes a été fondé en 1908 et s'est installé au gymnase de la Durantière en 1975. "
    "La licence annuelle coûte 210 € pour les adultes et 150 € pour les moins de 14 ans. "
    "La maîtresse d'armes Hélène Guérin encadre les enfants le mercredi après-midi, et son adjoint Julien Rivière entraîne les adultes le lundi soir."
)
JUDO = (
    "Le Judo Club de Rezé accueille les enfants à partir de 4 ans. "
    "Les cours ont lieu le mardi et le vendredi de 17 h 30 à 18 h 30. "
    "Un certificat médical est obligatoire pour l'inscription. "
    "Deux séances d'essai sont offertes."
)
COLIS = (
    "Colis Express livre à Nantes du lundi au samedi. "
    "L'envoi d'un colis de moins de 1 kg coûte 6,90 €, et celui d'un colis de 1 à 5 kg 9,80 €. "
    "En cas d'absence, le colis est déposé au point relais le plus proche, où il reste disponible 10 jours."
)
RELAIS = (
    "Le point relais du Tabac des Olivettes est ouvert du mardi au samedi, de 7 h à 19 h 30. "
    "Pour retirer un colis, il faut présenter une pièce d'identité et le code de retrait. "
    "Les colis de plus de 20 kg n'y sont pas acceptés."
)
SMARTPHONE = (
    "L'Atelier du Smartphone, rue Crébillon, a été ouvert en 2013 par Karim Benali ; sa sœur Nadia le dirige depuis 2022. "
    "Le remplacement d'un écran d'iPhone coûte à partir de 89 € et prend environ 45 minutes. "
    "Toutes les réparations sont garanties six mois."
)
RETOUCHES = (
    "La retoucherie Fil d'Or raccourcit un pantalon pour 12 € et remplace une fermeture éclair pour 15 €. "
    "Les retouches sont prêtes sous 48 heures. "
    "La boutique est fermée le dimanche et le lundi."
)
STATION = (
    "La station de lavage Éclat Auto, route de Vannes, est ouverte 7 jours sur 7, de 7 h à 21 h. "
    "Un lavage au rouleau coûte 8 €, et le programme complet avec séchage 14 €. "
    "Les véhicules de plus de 2,30 m de haut doivent utiliser les pistes haute pression."
)
CLEAN_CAR = (
    "Chez Clean Car, le lavage intérieur et extérieur à la main prend environ une heure et demie et coûte 49 €. "
    "Il faut réserver au moins 24 heures à l'avance. "
    "Le gérant, Thomas Marchand, a ouvert le centre en 2018."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-t55-001", "para.except", "Est-ce que je peux aller à la déchetterie un jeudi ?", "Non, le jeudi est le seul jour où la déchetterie de Chantenay est fermée.", DECHETTERIE, True),
    w.faith("fr-t55-002", "fmt.time", "Quels sont les horaires de la déchetterie ?", "Elle vous accueille de 9:00 à 18:00, sauf le jeudi.", DECHETTERIE, True),
    w.faith("fr-t55-003", "fmt.number", "Combien de passages gratuits a-t-on par an ?", "Chaque foyer bénéficie de dix-huit passages gratuits par an avec sa carte.", DECHETTERIE, True),
    w.faith("fr-t55-004", "fmt.abbrev", "Peut-on déposer des gravats ?", "Oui, les gravats sont acceptés jusqu'à un mètre cube par jour.", DECHETTERIE, True),
    w.faith("fr-t55-005", "para.nominal", "Quand dois-je demander l'autorisation pour la benne ?", "La demande d'autorisation auprès de la mairie doit être faite au moins 10 jours ouvrés avant.", BENNE, True),
    w.faith("fr-t55-006", "fmt.currency", "Combien coûte la redevance ?", "La redevance s'élève à douze euros par jour.", BENNE, True),
    w.faith("fr-t55-007", "para.synonym", "Comment vais-je recevoir l'autorisation ?", "Elle vous sera envoyée par courriel.", BENNE, True),
    w.faith("fr-t55-008", "para.combine", "Le cercle d'escrime est-il ancien ?", "Fondé en 1908, le Cercle d'escrime de Nantes est installé au gymnase de la Durantière depuis 1975.", ESCRIME, True),
    w.faith("fr-t55-009", "para.pronoun", "Qui s'occupe des enfants ?", "C'est Hélène Guérin, la maîtresse d'armes : elle les encadre le mercredi après-midi.", ESCRIME, True),
    w.faith("fr-t55-010", "wrap.opener", "Combien coûte la licence pour un enfant de 10 ans ?", "Bonne question ! Pour les moins de 14 ans, la licence annuelle est à 150 €.", ESCRIME, True),
    w.faith("fr-t55-011", "fmt.time", "À quelle heure sont les cours de judo ?", "Les cours ont lieu le mardi et le vendredi, de 17:30 à 18:30.", JUDO, True),
    w.faith("fr-t55-012", "para.synonym", "Faut-il un certificat médical ?", "Oui, il est indispensable de fournir un certificat médical pour s'inscrire.", JUDO, True),
    w.faith("fr-t55-013", "fmt.number", "Peut-on essayer avant de s'inscrire ?", "Oui, le club offre 2 séances d'essai.", JUDO, True),
    w.faith("fr-t55-014", "fmt.unit", "Combien coûte l'envoi d'un petit colis ?", "Un colis de moins de 1 000 g coûte 6,90 € à envoyer.", COLIS, True),
    w.faith("fr-t55-015", "para.relative", "Que se passe-t-il si je suis absent ?", "Votre colis part au point relais le plus proche, qui le garde à votre disposition pendant 10 jours.", COLIS, True),
    w.faith("fr-t55-016", "para.except", "Colis Express livre-t-il le dimanche ?", "Non, Colis Express livre à Nantes tous les jours sauf le dimanche.", COLIS, True),
    w.faith("fr-t55-017", "fmt.time", "Jusqu'à quelle heure est ouvert le tabac ?", "Le point relais ferme à sept heures et demie du soir.", RELAIS, True),
    w.faith("fr-t55-018", "para.synonym", "Que dois-je apporter pour retirer mon colis ?", "Munissez-vous d'une pièce d'identité et de votre code de retrait.", RELAIS, True),
    w.faith("fr-t55-019", "para.combine", "Qui dirige l'Atelier du Smartphone ?", "Karim Benali a ouvert l'atelier en 2013, et c'est sa sœur Nadia qui le dirige depuis 2022.", SMARTPHONE, True),
    w.faith("fr-t55-020", "fmt.period", "Les réparations sont-elles garanties ?", "Oui, toutes les réparations sont garanties un semestre.", SMARTPHONE, True),
    w.faith("fr-t55-021", "fmt.period", "En combien de temps les retouches sont-elles faites ?", "Vos retouches seront prêtes sous deux jours.", RETOUCHES, True),
    w.faith("fr-t55-022", "wrap.attribution", "Combien pour raccourcir un pantalon ?", "D'après la retoucherie Fil d'Or, raccourcir un pantalon coûte 12 €.", RETOUCHES, True),
    w.faith("fr-t55-023", "para.synonym", "Éclat Auto est-il ouvert le dimanche ?", "Oui, la station est ouverte tous les jours de la semaine, de 7 h à 21 h.", STATION, True),
    w.faith("fr-t55-024", "wrap.hedge", "Combien de temps prend un lavage complet à la main ?", "Si je ne me trompe pas, il faut compter environ 1 h 30, pour un tarif de 49 €.", CLEAN_CAR, True),
    w.faith("fr-t55-025", "value.except", "Quel jour la déchetterie est-elle fermée ?", "La déchetterie est fermée le mardi ; les autres jours, elle ouvre de 9 h à 18 h.", DECHETTERIE, False),
    w.faith("fr-t55-026", "added.fact", "Qui est le gardien de la déchetterie ?", "Patrick Le Goff est le gardien depuis 2011, et il forme aussi les nouveaux agents.", DECHETTERIE, False),
    w.faith("fr-t55-027", "value.number", "Combien de passages gratuits a-t-on ?", "Chaque foyer a droit à 12 passages gratuits par an avec sa carte d'accès.", DECHETTERIE, False),
    w.faith("fr-t55-028", "added.fact", "Comment demander l'autorisation pour une benne ?", "Il faut la demander à la mairie au moins 10 jours ouvrés à l'avance, uniquement via le formulaire en ligne.", BENNE, False),
    w.faith("fr-t55-029", "value.currency", "Quel est le tarif de la redevance ?", "La redevance est de 21 € par jour.", BENNE, False),
    w.faith("fr-t55-030", "value.date", "De quand date le Cercle d'escrime ?", "Le Cercle d'escrime de Nantes a été fondé en 1975.", ESCRIME, False),
    w.faith("fr-t55-031", "role.swap", "Qui entraîne les adultes ?", "Hélène Guérin entraîne les adultes le lundi soir, et Julien Rivière encadre les enfants le mercredi.", ESCRIME, False),
    w.faith("fr-t55-032", "modality", "Le certificat médical est-il nécessaire ?", "Un certificat médical est conseillé, mais pas obligatoire, pour l'inscription.", JUDO, False),
    w.faith("fr-t55-033", "negation", "Y a-t-il des cours d'essai ?", "Non, aucune séance d'essai n'est offerte : il faut s'inscrire directement.", JUDO, False),
    w.faith("fr-t55-034", "added.entity", "À partir de quel âge peut-on s'inscrire ?", "Le Judo Club de Rezé accueille les enfants dès 4 ans, tout comme sa section de jiu-jitsu.", JUDO, False),
    w.faith("fr-t55-035", "value.time", "À quelle heure ouvre le point relais ?", "Le point relais du Tabac des Olivettes ouvre à 8 h.", RELAIS, False),
    w.faith("fr-t55-036", "quantifier", "Mon colis fait 25 kg, le relais l'accepte-t-il ?", "Oui, tous les colis sont acceptés au point relais, quel que soit leur poids.", RELAIS, False),
    w.faith("fr-t55-037", "value.except", "Quels jours le point relais est-il ouvert ?", "Le point relais est ouvert du lundi au vendredi, de 7 h à 19 h 30.", RELAIS, False),
    w.faith("fr-t55-038", "role.swap", "Qui a ouvert l'Atelier du Smartphone ?", "Nadia Benali a ouvert l'atelier en 2013, et son frère Karim le dirige depuis 2022.", SMARTPHONE, False),
    w.faith("fr-t55-039", "added.fact", "Combien coûte un écran d'iPhone ?", "Le remplacement d'un écran d'iPhone coûte à partir de 89 € et se fait sans rendez-vous.", SMARTPHONE, False),
    w.faith("fr-t55-040", "antonym", "La retoucherie est-elle ouverte le lundi ?", "Oui, la boutique est ouverte le dimanche et le lundi.", RETOUCHES, False),
    w.faith("fr-t55-041", "role.swap", "Quels sont les tarifs de Fil d'Or ?", "Raccourcir un pantalon coûte 15 €, et remplacer une fermeture éclair 12 €.", RETOUCHES, False),
    w.faith("fr-t55-042", "added.entity", "Qui a ouvert Clean Car ?", "Le gérant, Thomas Marchand, a ouvert le centre en 2018 avec son associé Hugo Lefèvre.", CLEAN_CAR, False),
    w.faith("fr-t55-043", "value.unit", "Quelle quantité de gravats peut-on déposer ?", "Les gravats sont acceptés dans la limite de 1 tonne par jour.", DECHETTERIE, False),
    w.faith("fr-t55-044", "direction", "Mon fourgon fait 2,50 m, puis-je passer au rouleau ?", "Ce sont les véhicules de moins de 2,30 m de haut qui doivent utiliser les pistes haute pression.", STATION, False),
]

CORRECTNESS = [
    w.correct("fr-t55-045", "correct.wordy", "Combien de temps un colis Colis Express reste-t-il au point relais ?", "Si vous étiez absent lors du passage du livreur, pas d'inquiétude : votre colis vous attend au point relais pendant 10 jours.", "10 jours", True),
    w.correct("fr-t55-046", "correct.format", "Combien coûte le programme complet chez Éclat Auto ?", "Quatorze euros.", "14 €", True),
    w.correct("fr-t55-047", "correct.short", "Qui dirige l'Atelier du Smartphone ?", "Nadia Benali.", "Depuis 2022, l'Atelier du Smartphone est dirigé par Nadia Benali, la sœur du fondateur.", True),
    w.correct("fr-t55-048", "correct.format", "Combien de temps dure un lavage à la main chez Clean Car ?", "90 minutes environ.", "Environ une heure et demie", True),
    w.correct("fr-t55-049", "wrong.value", "Combien coûte la licence adulte au Cercle d'escrime de Nantes ?", "Elle coûte 180 € par an.", "210 €", False),
    w.correct("fr-t55-050", "wrong.role", "Qui entraîne les adultes au Cercle d'escrime de Nantes ?", "C'est Hélène Guérin qui entraîne les adultes.", "Julien Rivière", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
