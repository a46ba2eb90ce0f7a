"""French cases of fresh set bl: École de ski Les Sapins (Val-Rocher), the VéloVille bike-sharing
scheme (Montclair), guided tours at the Muséum d'histoire naturelle de Beauval, the Institut
Parole language school (Montfleury), the auberge de jeunesse Le Phare (Port-Marin), the marché
paysan de la place des Tilleuls, personal training at the Forme Plus gym, Déménagements Martin
Frères (Villebrune), the children's summer camp Les Écureuils and the ticket policy of the
Théâtre du Lys."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

SKI_SCHOOL = (
    "L'École de ski Les Sapins, à Val-Rocher, propose des cours collectifs pour les enfants de 5 à 12 ans et des cours particuliers pour les adultes. "
    "Un cours collectif dure deux heures et coûte 62 € par enfant ; chaque groupe compte au maximum six enfants. "
    "Le directeur technique, Julien Favre, conçoit les cours, tandis que Camille Roux s'occupe des réservations et de la location du matériel. "
    "Le casque est obligatoire pour tous les enfants et il est prêté gratuitement. "
    "Les cours commencent à 9 h 30 et à 13 h 30 tous les jours sauf le mardi, et la saison s'étend du 15 décembre au 30 mars."
)

BIKE_SHARE = (
    "VéloVille, le service de vélos en libre-service de Montclair, compte 1 200 vélos répartis sur 85 stations. "
    "L'abonnement annuel coûte 40 €, ou 20 € pour les étudiants, et les 30 premières minutes de chaque trajet sont gratuites pour les abonnés. "
    "Ensuite, chaque demi-heure supplémentaire coûte 1 €. "
    "Les vélos doivent être rendus dans une station ; en laisser un ailleurs entraîne des frais de 25 €. "
    "Entre minuit et 5 h, seules les 20 stations du centre-ville sont ouvertes."
)

MUSEUM_TOURS = (
    "Le Muséum d'histoire naturelle de Beauval propose des visites guidées de sa galerie des dinosaures chaque samedi et chaque dimanche à 11 h et à 15 h. "
    "Chaque visite dure 45 minutes et accueille au maximum 15 personnes. "
    "La visite coûte 5 € en plus du billet d'entrée, mais les enfants de moins de 6 ans y participent gratuitement. "
    "Les participants doivent se présenter à l'accueil du rez-de-chaussée 10 minutes avant le début de la visite. "
    "Les visites sont menées par le conservateur Étienne Marchand, et la directrice du muséum, Hélène Girard, anime une visite nocturne spéciale le premier vendredi de chaque mois."
)

LANGUAGE_SCHOOL = (
    "L'Institut Parole, à Montfleury, enseigne l'allemand, l'anglais et l'italien en cours du soir de 10 élèves au maximum. "
    "Un cours de dix semaines, à raison de deux séances de 90 minutes par semaine, coûte 450 €. "
    "Un test de niveau est obligatoire avant l'inscription à tous les niveaux, sauf pour les grands débutants. "
    "Anke Müller coordonne le département d'allemand et Sarah Collins celui d'anglais. "
    "Chaque printemps, les élèves avancés peuvent participer à un voyage d'étude d'une semaine à Berlin ; ceux qui manquent plus de trois séances ne reçoivent pas d'attestation."
)

HOSTEL = (
    "L'auberge de jeunesse Le Phare, à Port-Marin, dispose de 64 lits en dortoirs de quatre et de huit lits, ainsi que de six chambres doubles privées. "
    "Chaque chambre, sur les trois étages du bâtiment, a sa propre salle de bains, et chaque lit dispose d'un casier ; des cadenas sont vendus à la réception pour 4 €. "
    "Le petit-déjeuner est servi de 7 h à 10 h et coûte 6,50 €. "
    "L'arrivée se fait à partir de 15 h et le départ avant 11 h. "
    "Certains dortoirs sont réservés aux femmes, et les clients doivent avoir au moins 18 ans, sauf s'ils voyagent avec un parent."
)

FARMERS_MARKET = (
    "Le marché paysan de la place des Tilleuls se tient chaque samedi de 7 h 30 à 13 h, d'avril à octobre. "
    "Environ 40 étals vendent légumes, fromages, pain et fleurs, et au moins la moitié des produits de chaque étal doit venir de fermes situées à moins de 50 km. "
    "Un emplacement coûte 30 € par jour, et les nouveaux exposants paient des frais d'inscription uniques de 50 €. "
    "La responsable du marché, Nathalie Perrin, attribue les emplacements, et le chef Bruno Lefèvre fait une démonstration culinaire à 10 h. "
    "Les chiens sont admis en laisse, mais pas sous la tente de restauration."
)

PERSONAL_TRAINING = (
    "À la salle Forme Plus, une séance de coaching personnel dure 60 minutes et coûte 65 € ; un forfait de dix séances coûte 590 €. "
    "Les nouveaux clients ont droit à un bilan gratuit de 30 minutes avec le coach Thomas Garnier, qui établit aussi leur programme d'entraînement ; la diététicienne Léa Moreau donne des conseils alimentaires. "
    "Les séances peuvent être annulées gratuitement jusqu'à 24 heures à l'avance ; au-delà, elles sont facturées en totalité. "
    "Les forfaits sont valables trois mois à partir de la première séance. "
    "Les coachs sont disponibles du lundi au vendredi de 6 h à 21 h, ainsi que le samedi matin."
)

MOVING_COMPANY = (
    "Déménagements Martin Frères effectue des déménagements dans un rayon de 30 km autour de Villebrune. "
    "Une équipe de deux déménageurs avec un camion de 7,5 tonnes coûte 95 € de l'heure, avec un minimum de trois heures. "
    "Le matériel d'emballage est inclus, mais le transport d'un piano coûte 250 € de plus. "
    "Il faut réserver au moins deux semaines à l'avance, et une réservation peut être déplacée gratuitement une fois. "
    "Le responsable des opérations, Olivier Martin, planifie les trajets, et sa collègue Sophie Blanc gère les déclarations de sinistre, qui doivent être faites dans les 7 jours suivant le déménagement."
)

SUMMER_CAMP = (
    "La colonie de vacances Les Écureuils, au bord du lac de Vernay, organise en juillet et en août des séjours de deux semaines pour les enfants de 8 à 14 ans. "
    "Un séjour coûte 1 250 €, repas compris, et les frères et sœurs bénéficient d'une réduction de 10 %. "
    "Les enfants dorment dans des chalets de huit. Chaque chalet a son animateur. "
    "Les téléphones portables sont ramassés à l'arrivée et rendus le dernier jour, mais les parents peuvent appeler le bureau de la colonie entre 18 h et 19 h. "
    "La directrice, Martine Leroy, dirige le programme, et l'infirmier Hugo Lambert est présent jour et nuit."
)

THEATRE_TICKETS = (
    "Le Théâtre du Lys vend ses billets en ligne et au guichet, ouvert du mardi au samedi de 12 h à 18 h. "
    "Les billets coûtent entre 18 € et 72 € selon la place. "
    "Jusqu'à 48 heures avant la représentation, les billets peuvent être échangés contre une autre date moyennant 3 € de frais, mais ils ne sont pas remboursés, sauf si la représentation est annulée. "
    "Les retardataires ne sont admis qu'à l'entracte. "
    "Les étudiants de moins de 26 ans paient leurs billets à moitié prix s'ils les achètent le jour de la représentation."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-bl-001", "para.reorder", "Combien de temps dure un cours collectif aux Sapins, et combien coûte-t-il ?", "Pour 62 € par enfant, on a droit à un cours collectif de deux heures.", SKI_SCHOOL, True),
    w.faith("fr-bl-002", "para.passive", "Qui conçoit les cours à l'École de ski Les Sapins ?", "Les cours sont conçus par le directeur technique, Julien Favre.", SKI_SCHOOL, True),
    w.faith("fr-bl-003", "para.synonym", "Que se passe-t-il si je laisse un VéloVille ailleurs qu'à une station ?", "Si vous déposez le vélo hors d'une station, on vous facture une pénalité de 25 €.", BIKE_SHARE, True),
    w.faith("fr-bl-004", "para.nominal", "Où et quand faut-il se retrouver pour la visite des dinosaures ?", "Le point de rendez-vous est l'accueil du rez-de-chaussée, avec une arrivée prévue 10 minutes avant le début de la visite.", MUSEUM_TOURS, True),
    w.faith("fr-bl-005", "para.capital", "Où part le voyage d'étude des élèves avancés de l'Institut Parole ?", "Chaque printemps, les élèves avancés peuvent partir une semaine en voyage d'étude en Allemagne.", LANGUAGE_SCHOOL, True),
    w.faith("fr-bl-006", "para.pronoun", "Qui fait le bilan gratuit des nouveaux clients chez Forme Plus ?", "C'est Thomas Garnier. C'est aussi lui qui établit leur programme d'entraînement.", PERSONAL_TRAINING, True),
    w.faith("fr-bl-007", "para.relative", "Comment se passe le petit-déjeuner à l'auberge Le Phare ?", "Le petit-déjeuner, qui coûte 6,50 €, est servi entre 7 h et 10 h.", HOSTEL, True),
    w.faith("fr-bl-008", "para.part", "Les chambres du premier étage de l'auberge ont-elles leur propre salle de bains ?", "Oui, les chambres du premier étage ont leur propre salle de bains.", HOSTEL, True),
    w.faith("fr-bl-009", "para.combine", "Comment les enfants sont-ils logés à la colonie Les Écureuils ?", "Les enfants dorment à huit par chalet, et chaque chalet a son animateur.", SUMMER_CAMP, True),
    w.faith("fr-bl-010", "fmt.number", "Combien de déménageurs envoie Martin Frères ?", "Une équipe de 2 déménageurs vient avec un camion de 7,5 tonnes.", MOVING_COMPANY, True),
    w.faith("fr-bl-011", "fmt.thousands", "Combien de vélos compte VéloVille ?", "VéloVille compte 1200 vélos répartis sur 85 stations.", BIKE_SHARE, True),
    w.faith("fr-bl-012", "fmt.scale", "Quelle est la taille du camion de Martin Frères ?", "L'équipe vient avec un camion de 7 500 kg.", MOVING_COMPANY, True),
    w.faith("fr-bl-013", "fmt.date", "Quand a lieu la saison à l'École de ski Les Sapins ?", "La saison va du 15/12 au 30/03.", SKI_SCHOOL, True),
    w.faith("fr-bl-014", "fmt.time", "Quand les parents peuvent-ils appeler la colonie ?", "Les parents peuvent appeler le bureau de la colonie entre 6 heures et 7 heures du soir.", SUMMER_CAMP, True),
    w.faith("fr-bl-015", "fmt.unit", "D'où doivent venir les produits du marché paysan ?", "Au moins la moitié des produits de chaque étal doit venir de fermes situées à moins de 50 kilomètres.", FARMERS_MARKET, True),
    w.faith("fr-bl-016", "fmt.abbrev", "Quand puis-je m'entraîner avec un coach chez Forme Plus ?", "Du lun. au ven. de 6 h à 21 h, et le sam. matin.", PERSONAL_TRAINING, True),
    w.faith("fr-bl-017", "fmt.currency", "Combien coûte l'échange d'un billet au Théâtre du Lys ?", "L'échange contre une autre date coûte 3 euros, à condition de le faire au plus tard 48 heures avant la représentation.", THEATRE_TICKETS, True),
    w.faith("fr-bl-018", "fmt.range", "Combien coûtent les billets au Théâtre du Lys ?", "Les places les moins chères coûtent 18 € et les plus chères 72 €.", THEATRE_TICKETS, True),
    w.faith("fr-bl-019", "fmt.period", "Combien de temps à l'avance faut-il réserver chez Martin Frères ?", "Il faut réserver au moins 14 jours à l'avance.", MOVING_COMPANY, True),
    w.faith("fr-bl-020", "fmt.share", "Y a-t-il une réduction étudiante au Théâtre du Lys ?", "Oui, les étudiants de moins de 26 ans ont 50 % de réduction sur les billets achetés le jour de la représentation.", THEATRE_TICKETS, True),
    w.faith("fr-bl-021", "para.except", "Quels jours l'École de ski Les Sapins donne-t-elle des cours ?", "Il n'y a pas de cours le mardi ; les autres jours, ils commencent à 9 h 30 et à 13 h 30.", SKI_SCHOOL, True),
    w.faith("fr-bl-022", "wrap.opener", "Quand se tient le marché paysan de la place des Tilleuls ?", "Bonne question ! Le marché se tient chaque samedi de 7 h 30 à 13 h, d'avril à octobre.", FARMERS_MARKET, True),
    w.faith("fr-bl-023", "wrap.closer", "À quelle heure sont l'arrivée et le départ à l'auberge Le Phare ?", "L'arrivée se fait à partir de 15 h et le départ avant 11 h. Bon séjour !", HOSTEL, True),
    w.faith("fr-bl-024", "wrap.attribution", "Combien coûte l'abonnement VéloVille ?", "D'après le document, l'abonnement annuel coûte 40 €, ou 20 € pour les étudiants.", BIKE_SHARE, True),
    w.faith("fr-bl-025", "wrap.hedge", "Combien de temps dure la visite des dinosaures, et combien de personnes peuvent y participer ?", "Je crois que chaque visite dure 45 minutes et accueille au maximum 15 personnes.", MUSEUM_TOURS, True),
    w.faith("fr-bl-026", "wrap.question", "Combien coûte un séjour à la colonie Les Écureuils ?", "Un séjour coûte 1 250 €, repas compris. Voulez-vous aussi connaître la réduction pour les frères et sœurs ?", SUMMER_CAMP, True),
    w.faith("fr-bl-027", "value.number", "Combien de personnes peuvent participer à une visite des dinosaures ?", "Chaque visite accueille au maximum 25 personnes.", MUSEUM_TOURS, False),
    w.faith("fr-bl-028", "value.date", "Quand a lieu la saison à l'École de ski Les Sapins ?", "La saison s'étend du 15 décembre au 30 avril.", SKI_SCHOOL, False),
    w.faith("fr-bl-029", "value.time", "À quelle heure a lieu la démonstration culinaire du marché ?", "Le chef Bruno Lefèvre fait sa démonstration culinaire à 11 h.", FARMERS_MARKET, False),
    w.faith("fr-bl-030", "value.unit", "D'où doivent provenir les produits vendus au marché paysan ?", "Au moins la moitié des produits de chaque étal doit venir de fermes situées à moins de 50 miles.", FARMERS_MARKET, False),
    w.faith("fr-bl-031", "value.currency", "Combien coûte un forfait de dix séances chez Forme Plus ?", "Un forfait de dix séances coûte 590 dollars.", PERSONAL_TRAINING, False),
    w.faith("fr-bl-032", "role.swap", "Qui attribue les emplacements au marché paysan ?", "C'est le chef Bruno Lefèvre qui attribue les emplacements, et la responsable Nathalie Perrin fait la démonstration culinaire.", FARMERS_MARKET, False),
    w.faith("fr-bl-033", "negation", "Le matériel d'emballage est-il inclus chez Martin Frères ?", "Non, le matériel d'emballage n'est pas inclus.", MOVING_COMPANY, False),
    w.faith("fr-bl-034", "antonym", "Comment Martin Frères facture-t-il une équipe ?", "Une équipe coûte 95 € de l'heure, avec un maximum de trois heures.", MOVING_COMPANY, False),
    w.faith("fr-bl-035", "modality", "Quelles sont les règles sur les téléphones à la colonie ?", "Les téléphones sont ramassés à l'arrivée, et les parents doivent appeler le bureau de la colonie entre 18 h et 19 h.", SUMMER_CAMP, False),
    w.faith("fr-bl-036", "quantifier", "Y a-t-il des dortoirs réservés aux femmes à l'auberge Le Phare ?", "Oui, tous les dortoirs sont réservés aux femmes.", HOSTEL, False),
    w.faith("fr-bl-037", "value.except", "Qui doit passer un test de niveau à l'Institut Parole ?", "Seuls les grands débutants doivent passer un test de niveau.", LANGUAGE_SCHOOL, False),
    w.faith("fr-bl-038", "direction", "Quand dois-je être à l'accueil pour la visite ?", "Vous devez être à l'accueil du rez-de-chaussée 10 minutes après le début de la visite.", MUSEUM_TOURS, False),
    w.faith("fr-bl-039", "added.fact", "Combien coûte un cours de dix semaines à l'Institut Parole ?", "Un cours de dix semaines coûte 450 €, manuels compris.", LANGUAGE_SCHOOL, False),
    w.faith("fr-bl-040", "added.entity", "Qui aide les clients de Forme Plus pour l'alimentation ?", "La diététicienne Léa Moreau donne des conseils alimentaires avec l'aide du kinésithérapeute Paul Renard.", PERSONAL_TRAINING, False),
    w.faith("fr-bl-041", "mixed", "Combien coûte l'abonnement étudiant, et combien de temps un trajet est-il gratuit ?", "Les étudiants paient 20 € par an, et les 60 premières minutes de chaque trajet sont gratuites.", BIKE_SHARE, False),
]

REFUSAL = [
    w.refusal("fr-bl-042", "refusal.plain", "L'École de ski Les Sapins propose-t-elle des cours de snowboard ?", "Je ne sais pas si l'École de ski Les Sapins propose des cours de snowboard.", SKI_SCHOOL, True),
    w.refusal("fr-bl-043", "refusal.context", "Y a-t-il un parking à l'auberge Le Phare ?", "Le contexte fourni ne dit rien sur le stationnement à l'auberge Le Phare.", HOSTEL, True),
    w.refusal("fr-bl-044", "refusal.short", "Peut-on payer par carte au marché paysan ?", "Aucune idée.", FARMERS_MARKET, True),
    w.refusal("fr-bl-045", "refusal.long", "Le Théâtre du Lys a-t-il un vestiaire ?", "Merci pour votre question, et je suis désolé de ne pas pouvoir vous aider davantage. J'ai parcouru attentivement les informations dont je dispose sur le Théâtre du Lys, mais elles n'indiquent pas si le théâtre dispose d'un vestiaire. Je ne suis donc pas en mesure de vous répondre. Je vous conseille de contacter directement le théâtre, qui pourra vous renseigner avec certitude.", THEATRE_TICKETS, True),
    w.refusal("fr-bl-046", "refusal.hedged", "Combien coûte une séance de coaching chez Forme Plus ?", "Je n'en suis pas tout à fait sûr, mais il me semble qu'une séance de 60 minutes coûte 65 €.", PERSONAL_TRAINING, False),
    w.refusal("fr-bl-047", "refusal.partial", "Combien coûte le transport d'un piano chez Martin Frères, et proposent-ils un garde-meubles ?", "Le transport d'un piano coûte 250 € de plus. Pour le garde-meubles, je n'ai malheureusement aucune information.", MOVING_COMPANY, False),
]

CORRECTNESS = [
    w.correct("fr-bl-048", "correct.wordy", "À quelle heure commencent les cours collectifs à l'École de ski Les Sapins ?", "Merci de votre question ! Aux Sapins, il y a deux créneaux chaque jour de cours : le cours du matin commence à 9 h 30 et celui de l'après-midi à 13 h 30, ce qui vous permet de choisir l'horaire qui vous arrange le mieux.", "Les cours collectifs commencent à 9 h 30 et à 13 h 30.", True),
    w.correct("fr-bl-049", "correct.short", "Combien coûte l'abonnement annuel VéloVille pour un étudiant ?", "20 €.", "L'abonnement annuel coûte 20 € pour les étudiants.", True),
    w.correct("fr-bl-050", "correct.format", "Combien de temps dure un séjour à la colonie Les Écureuils ?", "14 jours.", "Un séjour dure deux semaines.", True),
    w.correct("fr-bl-051", "wrong.value", "Dans quel délai faut-il déclarer un sinistre à Martin Frères ?", "Dans les 30 jours suivant le déménagement.", "Les sinistres doivent être déclarés dans les 7 jours suivant le déménagement.", False),
    w.correct("fr-bl-052", "wrong.echo", "Quelles langues l'Institut Parole enseigne-t-il en cours du soir ?", "En cours du soir, l'Institut Parole enseigne l'espagnol et le portugais.", "L'Institut Parole enseigne l'allemand, l'anglais et l'italien.", False),
    w.correct("fr-bl-053", "wrong.role", "Quels sont les rôles de Martine Leroy et d'Hugo Lambert à la colonie Les Écureuils ?", "Martine Leroy est l'infirmière de la colonie, et Hugo Lambert en est le directeur.", "Martine Leroy est la directrice de la colonie, et Hugo Lambert en est l'infirmier.", False),
]

RELEVANCY = [
    w.relevant("fr-bl-054", "relevant.direct", "Combien coûte la visite des dinosaures au Muséum de Beauval ?", "La visite coûte 5 € en plus du billet d'entrée, et elle est gratuite pour les enfants de moins de 6 ans.", MUSEUM_TOURS, True),
    w.relevant("fr-bl-055", "relevant.yesno", "Puis-je changer la date de mon déménagement avec Martin Frères ?", "Oui, vous pouvez déplacer votre réservation gratuitement une fois.", MOVING_COMPANY, True),
    w.relevant("fr-bl-056", "offtopic.true", "Combien de temps un forfait de dix séances est-il valable chez Forme Plus ?", "La diététicienne Léa Moreau donne des conseils alimentaires aux clients.", PERSONAL_TRAINING, False),
    w.relevant("fr-bl-057", "offtopic.other", "Que se passe-t-il si je ne rends pas un VéloVille dans une station ?", "Pour emprunter un vélo, il suffit de scanner le QR code du guidon avec l'application VéloVille.", BIKE_SHARE, False),
]

DIAGNOSIS = [
    w.diag("fr-bl-058", "diag.pass", "Combien coûte un cadenas à l'auberge Le Phare ?", "Les cadenas sont vendus 4 € à la réception.", {"hostel": HOSTEL, "farmers-market": FARMERS_MARKET}, ("hostel",), "pass"),
    w.diag("fr-bl-059", "diag.offtopic", "À quel âge peut-on suivre les cours collectifs de l'École de ski Les Sapins ?", "Aux Sapins, Camille Roux s'occupe des réservations et de la location du matériel.", {"ski-school": SKI_SCHOOL, "summer-camp": SUMMER_CAMP}, ("ski-school",), "fix_generation"),
    w.diag("fr-bl-060", "diag.unfaithful", "Quand les retardataires peuvent-ils entrer au Théâtre du Lys ?", "Les retardataires peuvent gagner leur place à tout moment pendant le premier acte.", {"theatre": THEATRE_TICKETS, "museum": MUSEUM_TOURS}, ("theatre",), "fix_generation"),
    w.diag("fr-bl-061", "diag.refused", "Jusqu'à quand puis-je annuler gratuitement une séance de coaching chez Forme Plus ?", "Désolé, je n'ai trouvé aucune information sur l'annulation des séances.", {"gym": PERSONAL_TRAINING, "moving": MOVING_COMPANY}, ("gym",), "fix_generation"),
    w.diag("fr-bl-062", "diag.missed", "Combien d'élèves compte un cours du soir à l'Institut Parole ?", "Les documents dont je dispose ne précisent pas la taille des cours à l'Institut Parole.", {"bike-share": BIKE_SHARE, "hostel": HOSTEL}, ("language-school",), "fix_retrieval"),
    w.diag("fr-bl-063", "diag.correct_refusal", "Y a-t-il des toilettes publiques au marché paysan de la place des Tilleuls ?", "Les informations disponibles ne mentionnent pas de toilettes au marché, je ne peux donc pas vous répondre.", {"farmers-market": FARMERS_MARKET, "museum": MUSEUM_TOURS}, (), "correct_refusal"),
    w.diag("fr-bl-064", "diag.should_refuse", "Y a-t-il un car entre la ville et la colonie Les Écureuils ?", "Oui, un car de la colonie part de la gare centrale chaque dimanche à 10 h.", {"summer-camp": SUMMER_CAMP, "theatre": THEATRE_TICKETS}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
