"""French cases of set BH: a car rental agency, a university admissions office, a pharmacy,
a climbing gym, a wedding venue, a recycling centre, a piano teacher, a cinema, a night train
and an internet provider."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

CARS = "L'agence Loca'Sud de la gare Saint-Charles, à Marseille, est ouverte du lundi au samedi de 7 h 30 à 19 h. Le conducteur doit avoir au moins 21 ans et son permis depuis deux ans. Les moins de 25 ans paient un supplément jeune conducteur de 30 € par jour. Le véhicule est remis avec le plein ; s'il est rendu sans, le carburant est facturé 2,40 € le litre."
ADMISSIONS = "Le service des admissions de l'institut universitaire de technologie de Montclair reçoit les candidatures en BUT jusqu'au 13 mars 2025. La candidature est gratuite. Les candidats doivent joindre leurs bulletins de première et de terminale ; la lettre de motivation est facultative. Les réponses sont données à partir du 2 juin 2025, et les admis ont cinq jours pour accepter la proposition."
PHARMACY = "La pharmacie du Marché, à Lyon, est ouverte du lundi au samedi de 8 h 30 à 20 h ; le dimanche, elle est fermée, sauf lorsqu'elle est de garde. La pharmacienne, Mme Claire Dubois, vaccine contre la grippe sans rendez-vous. Les ordonnances envoyées par e-mail sont en général prêtes en deux heures. Les génériques représentent la moitié des ventes de médicaments."
CLIMBING = "La salle d'escalade Vertiges compte 90 voies et un pan de bloc de 4,5 mètres de haut. L'entrée à la journée coûte 16 €, la location de chaussons 4 €. Tout nouveau grimpeur doit passer un test d'assurage avant d'utiliser les voies. Les enfants de moins de 12 ans ne peuvent grimper qu'accompagnés d'un adulte."
WEDDING = "Le domaine des Tilleuls, près d'Angers, accueille des mariages jusqu'à 200 invités. La location coûte 6 500 € le samedi et 4 000 € les autres jours. La musique en extérieur doit s'arrêter à 23 h ; à l'intérieur, la fête peut durer jusqu'à 4 h du matin. Les mariés peuvent choisir leur traiteur, à condition qu'il soit professionnel et assuré. Un acompte de 30 % du prix de la location confirme la réservation."
RECYCLING = "La déchetterie de Kerlann est ouverte du mardi au samedi, de 9 h à 12 h et de 14 h à 18 h. Le dépôt est gratuit pour les particuliers de la communauté de communes, sur présentation d'un badge. Les professionnels paient 18 € le mètre cube. Les produits chimiques et les pots de peinture ne sont acceptés que le premier samedi du mois. Ouverte en 2011, la déchetterie reçoit environ 4 200 tonnes de déchets par an."
PIANO = "Hélène Marchand donne des cours de piano dans son appartement de la rue des Carmes. Un cours dure 45 minutes et coûte 35 € ; le forfait de dix cours revient à 320 €. Elle accepte les élèves à partir de six ans, et les adultes sont les bienvenus. Tout cours annulé moins de 48 heures à l'avance est dû. Chaque année en juin, ses élèves donnent une audition à la médiathèque Jean-Moulin."
CINEMA = "Le cinéma Le Rex compte cinq salles ; la plus grande a 350 places. Le billet plein tarif coûte 10,50 €, et le mercredi toutes les séances sont à 7 €. La dernière séance commence à 22 h 15. La nourriture venue de l'extérieur est interdite, sauf les petits pots pour bébé. Fondé en 1932 par Lucien Mercier, le Rex a été racheté par la commune en 2005."
NIGHT_TRAIN = "Le train de nuit Paris–Berlin part de la gare de l'Est à 19 h 58 et arrive le lendemain à 10 h 20 à Berlin, la capitale allemande. Une couchette en compartiment de six coûte à partir de 79 €. Chaque voyageur peut emporter deux bagages et un sac à main. Les animaux sont interdits en voiture-lits, à l'exception des chiens d'assistance."
INTERNET = "L'opérateur Fibra+ propose la fibre à 1 Gbit/s pour 29,99 € par mois, avec un engagement de 12 mois. L'installation est offerte pour toute souscription en ligne. La box reste la propriété de l'opérateur et doit être renvoyée dans les 15 jours suivant la résiliation. Le service client est joignable du lundi au samedi de 8 h à 21 h."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("fr-bh-001", "para.reorder", "Quels sont les horaires de l'agence Loca'Sud ?", "De 7 h 30 à 19 h, du lundi au samedi.", CARS, True),
    w.faith("fr-bh-002", "para.passive", "Qui a racheté le Rex ?", "C'est la commune qui a racheté le Rex, en 2005.", CINEMA, True),
    w.faith("fr-bh-003", "para.synonym", "Combien de voies y a-t-il chez Vertiges ?", "La salle propose 90 voies.", CLIMBING, True),
    w.faith("fr-bh-004", "para.nominal", "Que se passe-t-il si j'annule un cours de piano au dernier moment ?", "Une annulation moins de 48 heures à l'avance entraîne le paiement du cours.", PIANO, True),
    w.faith("fr-bh-005", "para.capital", "Où arrive le train de nuit parti de la gare de l'Est ?", "À Berlin, la capitale de l'Allemagne, le lendemain à 10 h 20.", NIGHT_TRAIN, True),
    w.faith("fr-bh-006", "para.pronoun", "Qui vaccine contre la grippe à la pharmacie du Marché ?", "Mme Claire Dubois, la pharmacienne. Elle le fait sans rendez-vous.", PHARMACY, True),
    w.faith("fr-bh-007", "para.relative", "Peut-on choisir son traiteur au domaine des Tilleuls ?", "Oui, les mariés peuvent faire appel au traiteur de leur choix, qui doit être professionnel et assuré.", WEDDING, True),
    w.faith("fr-bh-008", "para.part", "Quel est le débit de la fibre Fibra+ ?", "Le débit est de 1 Gbit/s.", INTERNET, True),
    w.faith("fr-bh-009", "para.combine", "Combien coûte une place au Rex et à quelle heure est la dernière séance ?", "La place plein tarif est à 10,50 €, et la dernière séance commence à 22 h 15.", CINEMA, True),
    w.faith("fr-bh-010", "fmt.number", "Combien de salles a le Rex ?", "Le Rex a 5 salles, dont la plus grande compte 350 places.", CINEMA, True),
    w.faith("fr-bh-011", "fmt.thousands", "Combien coûte la location du domaine un samedi ?", "Le samedi, la location revient à 6500 €.", WEDDING, True),
    w.faith("fr-bh-012", "fmt.scale", "Quelle quantité de déchets la déchetterie de Kerlann reçoit-elle ?", "Environ 4,2 millions de kilos de déchets par an.", RECYCLING, True),
    w.faith("fr-bh-013", "fmt.date", "Jusqu'à quand peut-on candidater en BUT à Montclair ?", "Jusqu'au 13/03/2025.", ADMISSIONS, True),
    w.faith("fr-bh-014", "fmt.time", "À quelle heure ferme l'agence Loca'Sud ?", "Elle ferme à 7 heures du soir.", CARS, True),
    w.faith("fr-bh-015", "fmt.unit", "Quelle est la hauteur du pan de bloc chez Vertiges ?", "Il fait 4,5 m de haut.", CLIMBING, True),
    w.faith("fr-bh-016", "fmt.abbrev", "La candidature à l'institut universitaire de technologie de Montclair est-elle payante ?", "Non, candidater à l'IUT de Montclair est gratuit.", ADMISSIONS, True),
    w.faith("fr-bh-017", "fmt.currency", "Combien coûte un cours avec Hélène Marchand ?", "Un cours de 45 minutes coûte 35 euros.", PIANO, True),
    w.faith("fr-bh-018", "fmt.range", "Combien d'invités le domaine des Tilleuls peut-il recevoir ?", "200 invités au maximum.", WEDDING, True),
    w.faith("fr-bh-019", "fmt.period", "Quelle est la durée d'engagement chez Fibra+ ?", "L'engagement est d'un an.", INTERNET, True),
    w.faith("fr-bh-020", "fmt.share", "Quelle part des ventes de médicaments font les génériques à la pharmacie du Marché ?", "Les génériques font 50 % des ventes de médicaments.", PHARMACY, True),
    w.faith("fr-bh-021", "para.except", "La pharmacie du Marché est-elle ouverte le dimanche ?", "Seulement quand elle est de garde ; sinon, elle reste fermée le dimanche.", PHARMACY, True),
    w.faith("fr-bh-022", "wrap.opener", "Combien coûte l'entrée chez Vertiges ?", "Bonne question ! L'entrée à la journée coûte 16 €.", CLIMBING, True),
    w.faith("fr-bh-023", "wrap.closer", "Quand la déchetterie de Kerlann est-elle ouverte ?", "Du mardi au samedi, de 9 h à 12 h et de 14 h à 18 h. J'espère que cela vous aide !", RECYCLING, True),
    w.faith("fr-bh-024", "wrap.attribution", "Quand l'IUT donne-t-il ses réponses ?", "D'après le service des admissions, les réponses sont données à partir du 2 juin 2025.", ADMISSIONS, True),
    w.faith("fr-bh-025", "wrap.hedge", "Où a lieu l'audition des élèves d'Hélène Marchand ?", "Si je ne me trompe pas, elle a lieu chaque année en juin à la médiathèque Jean-Moulin.", PIANO, True),
    w.faith("fr-bh-026", "wrap.question", "Quand peut-on joindre le service client de Fibra+ ?", "Du lundi au samedi, de 8 h à 21 h. Voulez-vous aussi savoir comment renvoyer la box ?", INTERNET, True),
    w.faith("fr-bh-027", "value.number", "Combien de bagages puis-je emporter dans le train de nuit ?", "Trois bagages et un sac à main.", NIGHT_TRAIN, False),
    w.faith("fr-bh-028", "value.date", "Quelle est la date limite de candidature à l'IUT de Montclair ?", "Le 31 mars 2025.", ADMISSIONS, False),
    w.faith("fr-bh-029", "value.time", "À quelle heure commence la dernière séance au Rex ?", "À 21 h 15.", CINEMA, False),
    w.faith("fr-bh-030", "value.unit", "Combien coûte le supplément jeune conducteur chez Loca'Sud ?", "30 € par semaine pour les moins de 25 ans.", CARS, False),
    w.faith("fr-bh-031", "value.currency", "Combien coûte le forfait de dix cours de piano ?", "Le forfait de dix cours coûte 350 €.", PIANO, False),
    w.faith("fr-bh-032", "role.swap", "Qui a fondé le Rex ?", "La commune, en 1932.", CINEMA, False),
    w.faith("fr-bh-033", "negation", "Mon fils de 10 ans peut-il grimper seul chez Vertiges ?", "Oui, les enfants de moins de 12 ans peuvent grimper sans adulte.", CLIMBING, False),
    w.faith("fr-bh-034", "antonym", "Le dépôt à la déchetterie est-il payant pour les particuliers ?", "Oui, le dépôt est payant pour les particuliers.", RECYCLING, False),
    w.faith("fr-bh-035", "modality", "Faut-il une lettre de motivation pour candidater à l'IUT ?", "Oui, la lettre de motivation est obligatoire.", ADMISSIONS, False),
    w.faith("fr-bh-036", "quantifier", "Qui doit passer le test d'assurage chez Vertiges ?", "Seuls les enfants de moins de 12 ans doivent le passer.", CLIMBING, False),
    w.faith("fr-bh-037", "value.except", "Puis-je apporter un petit pot pour mon bébé au Rex ?", "Non, toute nourriture venue de l'extérieur est interdite, petits pots compris.", CINEMA, False),
    w.faith("fr-bh-038", "direction", "Qui paie le supplément jeune conducteur chez Loca'Sud ?", "Les conducteurs de plus de 25 ans, à raison de 30 € par jour.", CARS, False),
    w.faith("fr-bh-039", "added.fact", "Jusqu'à quelle heure peut-on faire la fête au domaine des Tilleuls ?", "À l'intérieur, jusqu'à 4 h du matin ; un agent de sécurité doit cependant être présent après minuit.", WEDDING, False),
    w.faith("fr-bh-040", "added.entity", "Qui vaccine contre la grippe à la pharmacie du Marché ?", "Mme Claire Dubois et son préparateur, M. Julien Roche.", PHARMACY, False),
    w.faith("fr-bh-041", "mixed", "L'installation de la fibre Fibra+ est-elle payante ?", "Elle est offerte pour toute souscription en ligne, et le premier mois d'abonnement est gratuit lui aussi.", INTERNET, False),
    w.faith("fr-bh-042", "value.number", "Quel acompte faut-il verser au domaine des Tilleuls ?", "Un acompte de 40 % du prix de la location.", WEDDING, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-bh-043", "refusal.plain", "Loca'Sud loue-t-elle des voitures électriques ?", "Désolé, je ne sais pas.", CARS, True),
    w.refusal("fr-bh-044", "refusal.context", "Le domaine des Tilleuls propose-t-il des chambres pour les invités ?", "Les documents fournis ne le précisent pas.", WEDDING, True),
    w.refusal("fr-bh-045", "refusal.short", "Le Rex passe-t-il des films en VO ?", "Aucune idée.", CINEMA, True),
    w.refusal("fr-bh-046", "refusal.long", "Hélène Marchand donne-t-elle des cours en visio ?", "Merci pour votre question. Malheureusement, les informations dont je dispose ne disent rien des cours à distance, je ne peux donc pas vous répondre. Je vous conseille de la contacter directement.", PIANO, True),
    w.refusal("fr-bh-047", "refusal.hedged", "Combien coûte la location de chaussons chez Vertiges ?", "Je n'en suis pas tout à fait sûr, mais il me semble que c'est 4 €.", CLIMBING, False),
    w.refusal("fr-bh-048", "refusal.partial", "Quels sont les horaires de la pharmacie du Marché, et fait-elle des livraisons ?", "Elle est ouverte du lundi au samedi de 8 h 30 à 20 h ; en revanche, les documents ne disent pas si elle livre.", PHARMACY, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-bh-049", "correct.wordy", "Qui donne des cours de piano rue des Carmes ?", "Les cours de piano de la rue des Carmes sont donnés par Hélène Marchand, dans son appartement.", "Hélène Marchand.", True),
    w.correct("fr-bh-050", "correct.short", "À quelle heure le train de nuit arrive-t-il à Berlin ?", "Le lendemain à 10 h 20.", "Le train part de la gare de l'Est à 19 h 58 et arrive à Berlin le lendemain à 10 h 20.", True),
    w.correct("fr-bh-051", "correct.format", "Combien coûte la location du domaine des Tilleuls le samedi ?", "Six mille cinq cents euros.", "6 500 €", True),
    w.correct("fr-bh-052", "wrong.value", "Combien de places a la plus grande salle du Rex ?", "Elle compte 530 places.", "350 places.", False),
    w.correct("fr-bh-053", "wrong.echo", "Quand la déchetterie accepte-t-elle les pots de peinture ?", "La déchetterie accepte les pots de peinture à tous ses horaires d'ouverture.", "Seulement le premier samedi du mois.", False),
    w.correct("fr-bh-054", "wrong.role", "Qui a fondé le Rex ?", "C'est la commune qui a fondé le Rex.", "Lucien Mercier, en 1932 ; la commune ne l'a racheté qu'en 2005.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-bh-055", "relevant.direct", "Combien de temps faut-il pour préparer une ordonnance envoyée par e-mail ?", "En général, deux heures environ.", PHARMACY, True),
    w.relevant("fr-bh-056", "relevant.yesno", "Mon fils de 10 ans peut-il venir grimper chez Vertiges ?", "Oui, à condition qu'un adulte l'accompagne.", CLIMBING, True),
    w.relevant("fr-bh-057", "offtopic.true", "Combien coûte la fibre Fibra+ par mois ?", "Le service client est joignable du lundi au samedi de 8 h à 21 h.", INTERNET, False),
    w.relevant("fr-bh-058", "offtopic.other", "Combien d'invités le domaine des Tilleuls peut-il accueillir ?", "La musique en extérieur doit s'arrêter à 23 h.", WEDDING, False),
    w.relevant("fr-bh-059", "relevant.direct", "Quel est le prix d'une couchette dans le train de nuit pour Berlin ?", "À partir de 79 € en compartiment de six.", NIGHT_TRAIN, True),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-bh-060", "diag.pass", "Combien coûte l'entrée à la journée chez Vertiges ?", "L'entrée à la journée coûte 16 €.", {"climbing-01": CLIMBING, "cinema-01": CINEMA}, ("climbing-01",), "pass"),
    w.diag("fr-bh-061", "diag.offtopic", "Combien de temps dure un cours avec Hélène Marchand ?", "Chaque année en juin, ses élèves donnent une audition à la médiathèque Jean-Moulin.", {"piano-01": PIANO, "pharmacy-01": PHARMACY}, ("piano-01",), "fix_generation"),
    w.diag("fr-bh-062", "diag.unfaithful", "À quelle heure ouvre l'agence Loca'Sud ?", "Elle ouvre à 9 h.", {"cars-01": CARS, "train-01": NIGHT_TRAIN}, ("cars-01",), "fix_generation"),
    w.diag("fr-bh-063", "diag.refused", "Combien coûte la location du domaine des Tilleuls un samedi ?", "Je suis désolé, je n'ai pas cette information.", {"wedding-01": WEDDING, "recycling-01": RECYCLING}, ("wedding-01",), "fix_generation"),
    w.diag("fr-bh-064", "diag.missed", "Jusqu'à quelle heure le service client de Fibra+ répond-il ?", "Je ne sais pas.", {"cinema-01": CINEMA, "admissions-01": ADMISSIONS}, ("internet-01",), "fix_retrieval"),
    w.diag("fr-bh-065", "diag.correct_refusal", "Quel est le code Wi-Fi du cinéma Le Rex ?", "Désolé, les documents ne l'indiquent pas.", {"cinema-01": CINEMA, "internet-01": INTERNET}, (), "correct_refusal"),
    w.diag("fr-bh-066", "diag.should_refuse", "Y a-t-il des douches dans le train de nuit Paris–Berlin ?", "Oui, chaque voiture-lits dispose de deux douches.", {"train-01": NIGHT_TRAIN, "cars-01": CARS}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
