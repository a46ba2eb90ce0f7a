"""French cases of fresh set ce. Scenarios: l'Académie de tennis des Tilleuls (Nantes), the
Saint-Maurice vaccination centre (Lille), Garage Lemoine Occasions (Dijon), the VéloLoire
bike-share (Tours), the guesthouse Les Embruns on Belle-Île-en-Mer, the music school La Clé de
Sol (Grenoble), the jardin partagé des Lilas (Montreuil), the boat to the Kervenn island zoo,
the escape game Le Cadenas (Lyon) and the print shop Encre Vive (Rennes)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

TENNIS = (
    "L'Académie de tennis des Tilleuls, à Nantes, propose des cours juniors pour les enfants de 6 à 12 ans le mercredi et le samedi de 14 h à 15 h 30. "
    "L'entraîneur principal, Julien Marchand, s'occupe du groupe compétition, tandis que l'entraîneuse adjointe, Camille Rousseau, encadre les débutants. "
    "Un trimestre junior de douze semaines coûte 195 €, et les frères et sœurs bénéficient de 10 % de réduction sur la deuxième inscription. "
    "L'académie compte neuf courts, dont quatre couverts, réservables de 8 h à 21 h. "
    "Les chaussures à semelle non marquante sont obligatoires sur les courts couverts, et les raquettes sont prêtées gratuitement."
)

CLINIC = (
    "Le centre de vaccination du quartier Saint-Maurice, à Lille, est ouvert tous les jours sauf le jeudi, de 8 h 30 à 18 h 30. "
    "Le vaccin contre la grippe est gratuit pour les personnes de 65 ans et plus et coûte 12 € pour les autres. "
    "Les vaccins du voyageur, comme celui contre la fièvre jaune, nécessitent un rendez-vous pris au moins une semaine à l'avance, alors que la vaccination antigrippale se fait sans rendez-vous. "
    "L'infirmière Nadia Benali dirige le pôle voyageurs, et le médecin Paul Girard vérifie le carnet de vaccination de chaque patient avant l'injection. "
    "Après chaque injection, les patients doivent patienter 15 minutes en salle de surveillance avant de partir."
)

CARS = (
    "Garage Lemoine Occasions, à Dijon, a actuellement 51 véhicules en stock. "
    "Chaque voiture de plus de six ans passe un contrôle de 80 points avant la vente, et chaque achat est assorti d'une garantie de six mois sur le moteur et la boîte de vitesses. "
    "Une Renault Clio de 2019 affichant 62 000 km est proposée à 10 490 €. "
    "L'acheteur peut rendre la voiture dans un délai de 10 jours s'il a parcouru moins de 400 km. "
    "La responsable commerciale, Sophie Lemoine, négocie les reprises, et le mécanicien Karim Haddad effectue les contrôles."
)

BIKES = (
    "Le service de vélos en libre-service VéloLoire, à Tours, met à disposition 1 500 vélos dans 110 stations. "
    "Un trajet simple coûte 1,70 € pour les 30 premières minutes, puis 1 € par demi-heure supplémentaire. "
    "L'abonnement annuel coûte 39 € et donne droit à un nombre illimité de trajets de 45 minutes maximum. "
    "La moitié des vélos sont à assistance électrique, et leur vitesse est limitée à 25 km/h. "
    "Il faut avoir au moins 14 ans pour s'inscrire, et les vélos doivent être reposés en station avant 1 h du matin."
)

GUESTHOUSE = (
    "Les Embruns est une maison d'hôtes familiale de sept chambres sur Belle-Île-en-Mer, dont trois avec vue sur la mer. "
    "L'arrivée se fait entre 16 h et 20 h, et les chambres doivent être libérées avant 11 h. "
    "Une chambre double coûte 98 € la nuit, petit-déjeuner compris, servi de 8 h à 10 h dans la véranda. "
    "Les propriétaires, Anne et Yves Le Goff, ouvrent la maison de mai à septembre et la ferment le reste de l'année. "
    "Les chiens sont acceptés uniquement dans les deux chambres du rez-de-chaussée, moyennant un supplément de 8 € par nuit."
)

MUSIC = (
    "L'école de musique La Clé de Sol, à Grenoble, enseigne le piano, la flûte traversière et la harpe aux enfants à partir de sept ans. "
    "Un cours individuel de 30 minutes coûte 21 €, payable par carnet de dix cours. "
    "La professeure de harpe Élise Fontaine dirige l'orchestre des jeunes de l'école, qui répète chaque mercredi de 17 h à 19 h. "
    "L'orchestre se produira au palais des Beaux-Arts de Bruxelles le 15 mars 2025. "
    "Pour reporter un cours, il faut prévenir au moins 24 heures à l'avance."
)

GARDEN = (
    "Le jardin partagé des Lilas, à Montreuil, compte 32 parcelles de 3 m sur 5 m chacune. "
    "La location d'une parcelle coûte 25 € par an, et une trentaine de foyers sont sur liste d'attente. "
    "Chaque membre doit consacrer au moins deux heures par mois aux tâches collectives, comme le désherbage des allées ou le retournement du compost. "
    "La coordinatrice Martine Dubois attribue les parcelles, et le trésorier Hugo Lefèvre encaisse les cotisations chaque année en février. "
    "De juin à août, l'arrosage au tuyau n'est autorisé qu'avant 9 h ou après 19 h."
)

FERRY = (
    "Le bateau pour le zoo de l'île de Kervenn part du port de Saint-Gildas tous les jours d'avril à septembre, à 9 h 30, 12 h et 15 h. "
    "La traversée dure 30 minutes pour une distance de 8 kilomètres. "
    "Un billet aller-retour coûte 22 € pour les adultes et 11 € pour les enfants de 4 à 12 ans ; c'est gratuit pour les moins de 4 ans. "
    "Le dernier bateau au départ de l'île vers Saint-Gildas quitte le quai à 18 h 15. "
    "Le zoo, qui abrite environ 200 animaux dont une colonie de manchots, est géré par l'association Kervenn Nature."
)

ESCAPE = (
    "L'escape game Le Cadenas, à Lyon, propose trois salles : « Le Manoir », « Le Sous-marin » et « La Pyramide ». "
    "Chaque partie dure 60 minutes et se joue en équipes de 3 à 6 joueurs. "
    "Le tarif est de 24 € par personne en semaine et de 29 € par personne le week-end. "
    "Les joueurs de moins de 15 ans doivent être accompagnés d'un adulte qui participe à la partie. "
    "La maîtresse du jeu, Léa Moreau, donne au maximum trois indices par partie, et les équipes qui s'échappent en moins de 40 minutes ont leur photo sur le mur des records."
)

PRINT = (
    "L'imprimerie Encre Vive, rue de Brest à Rennes, imprime des cartes de visite, des flyers et des affiches. "
    "Un lot de 200 cartes de visite coûte 29,50 €, et les commandes passées avant 10 h sont prêtes le jour même. "
    "Les affiches sont imprimées jusqu'au format A1, et tous les prix s'entendent toutes taxes comprises. "
    "Le gérant, Olivier Petit, réalise les maquettes, tandis que son associée, Inès Garnier, fait tourner les presses. "
    "Les étudiants munis d'une carte valide bénéficient de 10 % de remise sur toutes les commandes, sauf les cartes de visite."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-ce-001", "para.reorder", "Quand ont lieu les cours juniors ?", "Le mercredi et le samedi de 14 h à 15 h 30, l'académie accueille les enfants de 6 à 12 ans pour les cours juniors.", TENNIS, True),
    w.faith("fr-ce-002", "para.passive", "Qui effectue les contrôles chez Lemoine ?", "Les contrôles sont effectués par le mécanicien Karim Haddad.", CARS, True),
    w.faith("fr-ce-003", "para.synonym", "Combien de temps faut-il attendre après une injection ?", "Après la piqûre, les patients sont tenus de rester 15 minutes en salle de surveillance avant de s'en aller.", CLINIC, True),
    w.faith("fr-ce-004", "para.nominal", "Quand le trésorier encaisse-t-il les cotisations ?", "L'encaissement des cotisations par le trésorier Hugo Lefèvre a lieu chaque année en février.", GARDEN, True),
    w.faith("fr-ce-005", "para.capital", "Où l'orchestre des jeunes va-t-il jouer ?", "Il se produira au palais des Beaux-Arts de la capitale belge, le 15 mars 2025.", MUSIC, True),
    w.faith("fr-ce-006", "para.pronoun", "Qui tient Les Embruns, et quand la maison est-elle ouverte ?", "Ce sont Anne et Yves Le Goff, les propriétaires. Ils l'ouvrent de mai à septembre et la ferment le reste de l'année.", GUESTHOUSE, True),
    w.faith("fr-ce-007", "para.relative", "Qui gère le zoo de Kervenn ?", "C'est l'association Kervenn Nature qui gère ce zoo, où vivent environ 200 animaux, parmi lesquels une colonie de manchots.", FERRY, True),
    w.faith("fr-ce-008", "para.part", "Le Cadenas a-t-il une salle « Le Sous-marin » ?", "Oui, « Le Sous-marin » fait partie de ses salles.", ESCAPE, True),
    w.faith("fr-ce-009", "para.combine", "Combien coûtent les cours juniors ?", "Les cours juniors, donnés le mercredi et le samedi, coûtent 195 € pour un trimestre de douze semaines.", TENNIS, True),
    w.faith("fr-ce-010", "fmt.number", "Combien de chambres compte la maison d'hôtes ?", "Elle compte 7 chambres, dont 3 avec vue sur la mer.", GUESTHOUSE, True),
    w.faith("fr-ce-011", "fmt.thousands", "Combien de kilomètres affiche la Clio de 2019 ?", "Elle affiche 62000 km et coûte 10490 €.", CARS, True),
    w.faith("fr-ce-012", "fmt.scale", "Quelle distance couvre la traversée ?", "La traversée fait 8 000 mètres et dure 30 minutes.", FERRY, True),
    w.faith("fr-ce-013", "fmt.date", "Quand a lieu le concert à Bruxelles ?", "Le concert a lieu le 15/03/2025 au palais des Beaux-Arts.", MUSIC, True),
    w.faith("fr-ce-014", "fmt.time", "À quelle heure peut-on arriver et partir ?", "On arrive entre quatre heures de l'après-midi et huit heures du soir, et on libère la chambre avant onze heures du matin.", GUESTHOUSE, True),
    w.faith("fr-ce-015", "fmt.unit", "Quelle est la taille d'une parcelle ?", "Chaque parcelle mesure 3 mètres sur 5 mètres.", GARDEN, True),
    w.faith("fr-ce-016", "fmt.abbrev", "Combien coûtent 200 cartes de visite ?", "Le lot de 200 cartes de visite coûte 29,50 € TTC.", PRINT, True),
    w.faith("fr-ce-017", "fmt.currency", "Combien coûte une partie le week-end ?", "Le week-end, c'est 29 euros par personne.", ESCAPE, True),
    w.faith("fr-ce-018", "fmt.range", "Combien de joueurs compte une équipe ?", "Une équipe compte au minimum 3 et au maximum 6 joueurs.", ESCAPE, True),
    w.faith("fr-ce-019", "fmt.period", "Combien de temps à l'avance faut-il réserver un vaccin du voyageur ?", "Il faut prendre rendez-vous au moins sept jours à l'avance.", CLINIC, True),
    w.faith("fr-ce-020", "fmt.share", "Quelle part des vélos VéloLoire est électrique ?", "50 % des vélos sont à assistance électrique.", BIKES, True),
    w.faith("fr-ce-021", "para.except", "Quels jours le centre de vaccination est-il ouvert ?", "Le centre est fermé le jeudi ; les autres jours, il ouvre de 8 h 30 à 18 h 30.", CLINIC, True),
    w.faith("fr-ce-022", "wrap.opener", "Combien coûte une parcelle ?", "Bonne question ! La location d'une parcelle revient à 25 € par an.", GARDEN, True),
    w.faith("fr-ce-023", "wrap.closer", "Combien coûte le billet pour un enfant ?", "L'aller-retour coûte 11 € pour les enfants de 4 à 12 ans, et c'est gratuit pour les moins de 4 ans. Bonne visite au zoo !", FERRY, True),
    w.faith("fr-ce-024", "wrap.attribution", "Combien coûte un cours individuel ?", "D'après le document, un cours individuel de 30 minutes coûte 21 €, payable par carnet de dix cours.", MUSIC, True),
    w.faith("fr-ce-025", "wrap.hedge", "Peut-on emprunter une raquette à l'académie ?", "Je crois que oui : les raquettes y sont prêtées gratuitement.", TENNIS, True),
    w.faith("fr-ce-026", "wrap.question", "Puis-je venir avec mon chien ?", "Oui, mais uniquement dans les deux chambres du rez-de-chaussée, avec un supplément de 8 € par nuit. Voulez-vous que je vous indique aussi les horaires d'arrivée ?", GUESTHOUSE, True),
    w.faith("fr-ce-027", "value.number", "Combien de parcelles compte le jardin ?", "Le jardin partagé des Lilas compte 23 parcelles.", GARDEN, False),
    w.faith("fr-ce-028", "value.date", "Quand l'orchestre jouera-t-il à Bruxelles ?", "L'orchestre jouera le 15 mai 2025 au palais des Beaux-Arts.", MUSIC, False),
    w.faith("fr-ce-029", "value.time", "À quelle heure part le dernier bateau depuis l'île ?", "Le dernier bateau pour Saint-Gildas quitte l'île à 19 h 15.", FERRY, False),
    w.faith("fr-ce-030", "value.unit", "À quelle vitesse les vélos électriques sont-ils limités ?", "Leur vitesse est limitée à 25 miles à l'heure.", BIKES, False),
    w.faith("fr-ce-031", "value.currency", "Combien coûte le trimestre junior ?", "Un trimestre junior de douze semaines coûte 159 €.", TENNIS, False),
    w.faith("fr-ce-032", "role.swap", "Qui réalise les maquettes chez Encre Vive ?", "C'est Inès Garnier qui réalise les maquettes, tandis qu'Olivier Petit fait tourner les presses.", PRINT, False),
    w.faith("fr-ce-033", "negation", "Faut-il un rendez-vous pour le vaccin contre la grippe ?", "Oui, la vaccination antigrippale ne se fait pas sans rendez-vous.", CLINIC, False),
    w.faith("fr-ce-034", "antonym", "Où les chaussures à semelle non marquante sont-elles obligatoires ?", "Elles sont obligatoires sur les courts extérieurs.", TENNIS, False),
    w.faith("fr-ce-035", "modality", "Les moins de 15 ans doivent-ils venir avec un adulte ?", "Les moins de 15 ans peuvent venir avec un adulte s'ils le souhaitent, mais ce n'est pas obligatoire.", ESCAPE, False),
    w.faith("fr-ce-036", "quantifier", "Les chambres ont-elles vue sur la mer ?", "Oui, les sept chambres ont toutes vue sur la mer.", GUESTHOUSE, False),
    w.faith("fr-ce-037", "value.except", "Les étudiants ont-ils droit à une réduction ?", "Oui, sur présentation d'une carte valide, ils ont 10 % de remise sur toutes les commandes, cartes de visite comprises.", PRINT, False),
    w.faith("fr-ce-038", "direction", "Puis-je rendre une voiture achetée chez Lemoine ?", "Oui, dans les 10 jours, à condition d'avoir parcouru plus de 400 km.", CARS, False),
    w.faith("fr-ce-039", "added.fact", "Combien coûte l'abonnement annuel ?", "L'abonnement annuel coûte 39 €, donne droit à des trajets illimités de 45 minutes maximum et comprend un casque offert.", BIKES, False),
    w.faith("fr-ce-040", "added.entity", "Qui dirige le pôle voyageurs ?", "L'infirmière Nadia Benali dirige le pôle voyageurs, en partenariat avec l'Institut Pasteur de Lille.", CLINIC, False),
    w.faith("fr-ce-041", "mixed", "Les voitures de Lemoine sont-elles garanties ?", "Oui, chaque achat comprend une garantie de six mois sur le moteur et la boîte de vitesses, ainsi que la première vidange offerte.", CARS, False),
]

REFUSAL = [
    w.refusal("fr-ce-042", "refusal.plain", "Y a-t-il un parking à l'académie de tennis ?", "Je ne sais pas s'il y a un parking à l'académie.", TENNIS, True),
    w.refusal("fr-ce-043", "refusal.context", "Le centre fait-il les rappels contre le Covid ?", "Le contexte fourni ne mentionne pas les rappels contre le Covid, je ne peux donc pas répondre.", CLINIC, True),
    w.refusal("fr-ce-044", "refusal.short", "Y a-t-il le wifi dans les chambres ?", "Je l'ignore.", GUESTHOUSE, True),
    w.refusal("fr-ce-045", "refusal.long", "Peut-on apporter des boissons dans la salle ?", "Merci pour votre question. Malheureusement, les informations dont je dispose sur l'escape game Le Cadenas ne portent que sur les salles proposées, la durée des parties, la taille des équipes, les tarifs, l'accompagnement des mineurs et les indices. Elles ne disent rien des boissons, je ne suis donc pas en mesure de vous répondre. Je vous conseille de vous renseigner directement auprès de l'établissement.", ESCAPE, True),
    w.refusal("fr-ce-046", "refusal.hedged", "Combien de temps dure la traversée vers le zoo ?", "Je n'en suis pas tout à fait sûr, mais il semble que la traversée dure 30 minutes.", FERRY, False),
    w.refusal("fr-ce-047", "refusal.partial", "Combien coûtent les cartes de visite, et livrez-vous ?", "Un lot de 200 cartes de visite coûte 29,50 €. En revanche, les informations ne précisent pas si l'imprimerie livre.", PRINT, False),
]

CORRECTNESS = [
    w.correct("fr-ce-048", "correct.wordy", "Quand l'orchestre des jeunes répète-t-il ?", "Merci de votre question ! L'orchestre des jeunes se retrouve pour ses répétitions toutes les semaines, le mercredi, à partir de cinq heures de l'après-midi et jusqu'à sept heures du soir ; les musiciens ont donc intérêt à garder ce créneau libre ce jour-là.", "L'orchestre des jeunes répète chaque mercredi de 17 h à 19 h.", True),
    w.correct("fr-ce-049", "correct.short", "Qui attribue les parcelles ?", "Martine Dubois.", "Les parcelles sont attribuées par la coordinatrice Martine Dubois.", True),
    w.correct("fr-ce-050", "correct.format", "Combien coûte un trajet simple pour la première demi-heure ?", "Un euro soixante-dix pour la première demi-heure.", "Un trajet simple coûte 1,70 € pour les 30 premières minutes.", True),
    w.correct("fr-ce-051", "wrong.value", "Combien de véhicules le garage a-t-il en stock ?", "Le garage a actuellement 15 véhicules en stock.", "Garage Lemoine Occasions a actuellement 51 véhicules en stock.", False),
    w.correct("fr-ce-052", "wrong.echo", "Qui donne les indices pendant la partie ?", "Pendant la partie, les indices sont donnés par le capitaine de l'équipe.", "La maîtresse du jeu, Léa Moreau, donne au maximum trois indices par partie.", False),
    w.correct("fr-ce-053", "wrong.role", "Qui dirige le pôle voyageurs, et qui vérifie les carnets de vaccination ?", "Le médecin Paul Girard dirige le pôle voyageurs, et l'infirmière Nadia Benali vérifie les carnets de vaccination.", "L'infirmière Nadia Benali dirige le pôle voyageurs, et le médecin Paul Girard vérifie les carnets de vaccination.", False),
]

RELEVANCY = [
    w.relevant("fr-ce-054", "relevant.direct", "Combien de temps dure la traversée jusqu'au zoo ?", "La traversée dure 30 minutes.", FERRY, True),
    w.relevant("fr-ce-055", "relevant.yesno", "Le petit-déjeuner est-il compris dans le prix de la chambre ?", "Oui, la chambre double à 98 € la nuit inclut le petit-déjeuner.", GUESTHOUSE, True),
    w.relevant("fr-ce-056", "offtopic.true", "Combien coûte un trimestre junior ?", "L'académie compte neuf courts, dont quatre couverts.", TENNIS, False),
    w.relevant("fr-ce-057", "offtopic.other", "Les commandes sont-elles prêtes le jour même ?", "Le gérant, Olivier Petit, réalise les maquettes.", PRINT, False),
]

DIAGNOSIS = [
    w.diag("fr-ce-058", "diag.pass", "Quand peut-on arroser au tuyau en été ?", "De juin à août, l'arrosage au tuyau n'est permis qu'avant 9 h ou après 19 h.", {"garden": GARDEN, "print": PRINT}, ("garden",), "pass"),
    w.diag("fr-ce-059", "diag.offtopic", "Combien coûte une partie en semaine ?", "Le Cadenas propose trois salles : « Le Manoir », « Le Sous-marin » et « La Pyramide ».", {"escape": ESCAPE, "music": MUSIC}, ("escape",), "fix_generation"),
    w.diag("fr-ce-060", "diag.unfaithful", "À partir de quel âge peut-on utiliser VéloLoire ?", "Il faut avoir au moins 18 ans.", {"bikes": BIKES, "cars": CARS}, ("bikes",), "fix_generation"),
    w.diag("fr-ce-061", "diag.refused", "À quelle heure est servi le petit-déjeuner aux Embruns ?", "Désolé, je n'ai trouvé aucune information sur les horaires du petit-déjeuner.", {"guesthouse": GUESTHOUSE, "ferry": FERRY}, ("guesthouse",), "fix_generation"),
    w.diag("fr-ce-062", "diag.missed", "Combien de temps faut-il attendre après une injection ?", "Mes documents n'indiquent pas combien de temps il faut attendre après une injection.", {"tennis": TENNIS, "music": MUSIC}, ("clinic",), "fix_retrieval"),
    w.diag("fr-ce-063", "diag.correct_refusal", "Le garage Lemoine propose-t-il un financement ?", "Les informations disponibles ne précisent pas si le garage propose un financement.", {"cars": CARS, "bikes": BIKES}, (), "correct_refusal"),
    w.diag("fr-ce-064", "diag.should_refuse", "Combien de places de stationnement y a-t-il au port de Saint-Gildas ?", "Le port de Saint-Gildas dispose de 140 places de stationnement.", {"ferry": FERRY, "garden": GARDEN}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
