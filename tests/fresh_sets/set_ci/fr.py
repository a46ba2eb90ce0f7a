"""Fresh set ci, French: location de skis, piscine municipale, atelier de poterie, domaine de mariage, espace de coworking, zoo municipal, atelier vélo, école de langues, train de nuit et marché de producteurs."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

SKI = (
    "Glisse & Neige, à Val-Clair, loue 240 paires de skis et 85 snowboards. "
    "Un équipement de ski complet coûte 36 € par jour, et le casque est fourni gratuitement. "
    "Pendant la saison, le magasin est ouvert tous les jours sauf le 25 décembre, de 7 h 30 à 18 h. "
    "Pour louer, il faut obligatoirement présenter une pièce d'identité, et le matériel peut être gardé 14 jours au maximum. "
    "En 2016, Thomas Girard a racheté le magasin à sa fondatrice, Sophie Lemaire."
)
POOL = (
    "La piscine municipale des Tilleuls compte un bassin de 50 mètres à 8 couloirs et un petit bain séparé pour l'apprentissage. "
    "L'eau est maintenue à 27 °C. "
    "L'entrée adulte coûte 4,50 €, et les enfants de moins de 6 ans nagent gratuitement. "
    "Le bonnet de bain est obligatoire dans le grand bassin ; les lunettes sont conseillées, mais pas obligatoires. "
    "Le maître-nageur Karim Benali surveille les séances de nage matinale, qui ont lieu du lundi au vendredi de 6 h à 8 h 30."
)
POTTERY = (
    "L'atelier Terre & Feu propose un cours de tournage de six semaines pour débutants, animé par Mme Claire Dubois, céramiste. "
    "Le cours coûte 250 € et comprend 12 kg d'argile ainsi que tous les émaillages. "
    "Les séances ont lieu le mardi soir, de 19 h à 21 h 30. "
    "Les deux fours de l'atelier sont lancés chaque vendredi, et les pièces terminées peuvent être récupérées 10 jours après la cuisson. "
    "Les élèves peuvent réserver du temps d'atelier libre pour 12 € de l'heure."
)
WEDDING = (
    "Le Domaine des Saules accueille des mariages jusqu'à 180 invités, et sa pelouse peut recevoir 120 personnes assises pour une cérémonie laïque. "
    "La location coûte 8 900 € le samedi, et 6 500 € le vendredi ou le dimanche. "
    "Les mariés doivent verser un acompte de 2 000 € à la signature du contrat. "
    "La musique live doit s'arrêter à 23 h. "
    "Les réservations pour la saison 2026 ouvrent le 15 janvier 2025, et la coordinatrice sur place, Émilie Rousseau, rencontre chaque couple deux mois avant le mariage."
)
COWORK = (
    "L'espace de coworking La Ruche, rue des Carmes, compte 120 postes répartis sur trois étages. "
    "L'abonnement poste nomade coûte 190 € par mois, et le bureau fixe 320 € par mois. "
    "Les membres peuvent utiliser les salles de réunion jusqu'à 8 heures par mois. "
    "L'espace est accessible aux membres 24 h sur 24, mais l'accueil n'est assuré que du lundi au vendredi, de 9 h à 17 h. "
    "La Ruche a été fondée en 2018 par Camille Bernard et Hugo Lefèvre."
)
ZOO = (
    "Le zoo municipal de Montclair abrite environ 1 400 animaux de 210 espèces. "
    "Il est ouvert tous les jours de 9 h à 17 h, et il est interdit de nourrir les animaux partout sauf dans la mini-ferme. "
    "Le billet adulte coûte 18 €, et les enfants de 3 à 12 ans paient 11 €. "
    "Le vétérinaire en chef, le Dr Julien Marchand, dirige une équipe de 6 vétérinaires. "
    "Les deux girafes du zoo, Kali et Zora, sont arrivées du parc zoologique de Roche-Haute en mai 2021."
)
BIKE = (
    "L'atelier vélo Roue Libre, avenue Jean-Jaurès, est tenu par le mécanicien Antoine Morel. "
    "Une révision de base coûte 65 € et prend environ deux jours. "
    "Les crevaisons sont réparées sur place, pendant que vous attendez, pour 10 €. "
    "L'atelier est ouvert du lundi au samedi, de 10 h à 19 h. "
    "Les vélos qui ne sont pas récupérés dans les 30 jours suivant la réparation peuvent être vendus."
)
SCHOOL = (
    "L'école de langues Babel Plus enseigne l'espagnol, le japonais et l'arabe aux adultes. "
    "Les cours collectifs comptent au maximum 10 élèves. "
    "Chaque session dure 12 semaines. "
    "Une session de cours collectifs coûte 480 €, et les cours particuliers 42 € de l'heure. "
    "Les nouveaux élèves doivent passer un test de niveau avant leur premier cours. "
    "La moitié des 16 professeurs sont des locuteurs natifs, et l'école est dirigée par Nathalie Perrin."
)
TRAIN = (
    "Le train de nuit Étoile du Sud relie Nice à Paris, la capitale de la France. "
    "Il quitte Nice à 20 h 30 et arrive à Paris le lendemain à 7 h 10, après environ 930 kilomètres. "
    "Une couchette en compartiment de six coûte 59 €, et une cabine privée 189 €. "
    "Le petit-déjeuner est servi en cabine à partir de 6 h 15. "
    "Les animaux sont autorisés uniquement dans les cabines privées."
)
MARKET = (
    "Le marché de producteurs de Saint-Aubin se tient chaque samedi d'avril à octobre sur la place de la Mairie, de 8 h à 13 h. "
    "Environ 45 fermes locales y vendent leurs produits, et ensemble elles écoulent quelque 2,5 tonnes de fruits et légumes par jour de marché. "
    "Parmi ces fermes, 12 sont certifiées bio. "
    "Un emplacement coûte 30 € par jour de marché. "
    "L'Association des producteurs de Saint-Aubin a créé le marché en 2009, et c'est aujourd'hui Martine Roux qui le gère."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-ci-001", "para.reorder", "Quand a lieu la nage matinale ?", "C'est du lundi au vendredi, de 6 h à 8 h 30, qu'ont lieu les séances de nage matinale.", POOL, True),
    w.faith("fr-ci-002", "para.passive", "Qui a créé le marché de Saint-Aubin ?", "Le marché a été créé en 2009 par l'Association des producteurs de Saint-Aubin.", MARKET, True),
    w.faith("fr-ci-003", "para.synonym", "Combien coûte la réparation d'une crevaison chez Roue Libre ?", "Réparer un pneu crevé coûte 10 €, et c'est fait sur place pendant que vous patientez.", BIKE, True),
    w.faith("fr-ci-004", "para.nominal", "Que faut-il pour louer des skis ?", "La location nécessite la présentation d'une pièce d'identité.", SKI, True),
    w.faith("fr-ci-005", "para.capital", "Où va le train de nuit Étoile du Sud ?", "Il va de Nice jusqu'à la capitale française, Paris.", TRAIN, True),
    w.faith("fr-ci-006", "para.pronoun", "Qui a fondé La Ruche ?", "Elle a été fondée en 2018 par Camille Bernard et Hugo Lefèvre.", COWORK, True),
    w.faith("fr-ci-007", "para.relative", "Qui est Émilie Rousseau ?", "Émilie Rousseau est la coordinatrice sur place qui rencontre chaque couple deux mois avant le mariage.", WEDDING, True),
    w.faith("fr-ci-008", "para.part", "À quelle heure le train arrive-t-il à Paris ?", "Il arrive à Paris le lendemain à 7 h 10.", TRAIN, True),
    w.faith("fr-ci-009", "para.combine", "Combien d'élèves par groupe, et combien de temps dure une session ?", "Les cours collectifs réunissent 10 élèves au plus, sur des sessions de 12 semaines.", SCHOOL, True),
    w.faith("fr-ci-010", "fmt.number", "Combien de temps dure le cours de tournage pour débutants ?", "Le cours dure 6 semaines.", POTTERY, True),
    w.faith("fr-ci-011", "fmt.thousands", "Combien d'animaux vivent au zoo ?", "Le zoo de Montclair abrite environ 1400 animaux.", ZOO, True),
    w.faith("fr-ci-012", "fmt.scale", "Quelle quantité de fruits et légumes se vend un jour de marché ?", "Environ 2 500 kilos de fruits et légumes sont écoulés chaque jour de marché.", MARKET, True),
    w.faith("fr-ci-013", "fmt.date", "Quand ouvrent les réservations pour 2026 ?", "Les réservations pour la saison 2026 ouvrent le 15/01/2025.", WEDDING, True),
    w.faith("fr-ci-014", "fmt.time", "À quelle heure part le train de Nice ?", "L'Étoile du Sud part de Nice à huit heures et demie du soir.", TRAIN, True),
    w.faith("fr-ci-015", "fmt.unit", "Quelle est la température de l'eau ?", "L'eau de la piscine est à 27 degrés Celsius.", POOL, True),
    w.faith("fr-ci-016", "fmt.abbrev", "Qui anime le cours de tournage ?", "C'est Madame Claire Dubois, céramiste, qui anime le cours.", POTTERY, True),
    w.faith("fr-ci-017", "fmt.currency", "Combien coûte l'entrée pour un adulte ?", "L'entrée adulte est à 4 euros 50.", POOL, True),
    w.faith("fr-ci-018", "fmt.range", "Combien d'heures de salle de réunion ai-je par mois ?", "Vous pouvez utiliser les salles de réunion 8 heures par mois au maximum.", COWORK, True),
    w.faith("fr-ci-019", "fmt.period", "Combien de temps puis-je garder le matériel loué ?", "Deux semaines au maximum.", SKI, True),
    w.faith("fr-ci-020", "fmt.share", "Combien de professeurs sont natifs ?", "50 % des 16 professeurs sont des locuteurs natifs.", SCHOOL, True),
    w.faith("fr-ci-021", "para.except", "Peut-on nourrir les animaux quelque part dans le zoo ?", "Oui, c'est permis dans la mini-ferme.", ZOO, True),
    w.faith("fr-ci-022", "wrap.opener", "Quand a lieu le marché de producteurs ?", "Bonne question ! Le marché a lieu tous les samedis d'avril à octobre, de 8 h à 13 h, sur la place de la Mairie.", MARKET, True),
    w.faith("fr-ci-023", "wrap.closer", "Combien coûte le cours de tournage ?", "Le cours coûte 250 €, avec 12 kg d'argile et tous les émaillages compris. J'espère que cela vous aide !", POTTERY, True),
    w.faith("fr-ci-024", "wrap.attribution", "Quand l'accueil de La Ruche est-il ouvert ?", "D'après les informations de La Ruche, l'accueil est assuré du lundi au vendredi, de 9 h à 17 h.", COWORK, True),
    w.faith("fr-ci-025", "wrap.hedge", "Quels sont les horaires de Roue Libre ?", "Si je ne me trompe pas, l'atelier est ouvert du lundi au samedi, de 10 h à 19 h.", BIKE, True),
    w.faith("fr-ci-026", "wrap.question", "Combien coûte une cabine privée dans l'Étoile du Sud ?", "Une cabine privée coûte 189 €. Voulez-vous aussi le prix d'une couchette ?", TRAIN, True),
    w.faith("fr-ci-027", "value.number", "Combien d'espèces le zoo présente-t-il ?", "Le zoo abrite environ 1 400 animaux de 250 espèces.", ZOO, False),
    w.faith("fr-ci-028", "value.date", "Quand ouvrent les réservations pour la saison 2026 ?", "Elles ouvrent le 25 janvier 2025.", WEDDING, False),
    w.faith("fr-ci-029", "value.time", "Quand ont lieu les séances de tournage ?", "Les séances ont lieu le mardi soir, de 19 h à 22 h 30.", POTTERY, False),
    w.faith("fr-ci-030", "value.unit", "Combien de temps de salle de réunion est inclus ?", "Les membres peuvent utiliser les salles de réunion jusqu'à 8 heures par semaine.", COWORK, False),
    w.faith("fr-ci-031", "value.currency", "Combien coûte une révision de base ?", "Une révision de base coûte 85 € chez Roue Libre.", BIKE, False),
    w.faith("fr-ci-032", "role.swap", "À qui appartient Glisse & Neige ?", "En 2016, Sophie Lemaire a racheté le magasin à son fondateur, Thomas Girard.", SKI, False),
    w.faith("fr-ci-033", "negation", "Le bonnet est-il obligatoire dans le grand bassin ?", "Non, le bonnet de bain n'est pas obligatoire dans le grand bassin.", POOL, False),
    w.faith("fr-ci-034", "antonym", "Puis-je voyager avec mon chien dans une cabine privée ?", "Non, les animaux sont interdits dans les cabines privées.", TRAIN, False),
    w.faith("fr-ci-035", "modality", "Le test de niveau est-il obligatoire ?", "Non, les nouveaux élèves peuvent passer le test de niveau s'ils le souhaitent, mais rien ne les y oblige.", SCHOOL, False),
    w.faith("fr-ci-036", "quantifier", "Les fermes du marché sont-elles bio ?", "Oui, la plupart des 45 fermes sont certifiées bio.", MARKET, False),
    w.faith("fr-ci-037", "value.except", "Est-ce que je peux louer des skis le 25 décembre ?", "Oui, le magasin est ouvert le 25 décembre, de 7 h 30 à 18 h.", SKI, False),
    w.faith("fr-ci-038", "direction", "Quels enfants nagent gratuitement ?", "Les enfants de plus de 6 ans nagent gratuitement.", POOL, False),
    w.faith("fr-ci-039", "added.fact", "Combien coûte une révision de base chez Roue Libre ?", "Une révision de base coûte 65 €, prend environ deux jours et comprend un nettoyage gratuit de la chaîne.", BIKE, False),
    w.faith("fr-ci-040", "added.entity", "Qui gère le marché aujourd'hui ?", "Aujourd'hui, le marché est géré par Martine Roux, aidée de son adjoint Paul Gauthier.", MARKET, False),
    w.faith("fr-ci-041", "mixed", "Quels sont les horaires du zoo ?", "Le zoo est ouvert tous les jours de 9 h à 17 h, avec une nocturne jusqu'à 22 h chaque samedi.", ZOO, False),
]
REFUSAL = [
    w.refusal("fr-ci-042", "refusal.plain", "La piscine des Tilleuls a-t-elle un sauna ?", "Désolé, je n'ai pas cette information.", POOL, True),
    w.refusal("fr-ci-043", "refusal.context", "Y a-t-il un parking au zoo ?", "Les documents fournis ne parlent pas de parking au zoo, je ne peux donc pas répondre.", ZOO, True),
    w.refusal("fr-ci-044", "refusal.short", "Roue Libre vend-il des vélos électriques ?", "Aucune idée.", BIKE, True),
    w.refusal("fr-ci-045", "refusal.long", "Pouvons-nous faire venir notre propre traiteur au Domaine des Saules ?", "Merci pour votre question, et félicitations pour votre futur mariage ! Malheureusement, les informations dont je dispose sur le Domaine des Saules portent sur le nombre d'invités, les tarifs de location, l'acompte et l'heure de fin de la musique, mais elles ne disent rien des traiteurs extérieurs. Je ne peux donc pas vous répondre. Je vous conseille de poser la question directement au domaine avant de signer le contrat.", WEDDING, True),
    w.refusal("fr-ci-046", "refusal.hedged", "Combien coûte une couchette ?", "Je n'en suis pas tout à fait sûr, mais une couchette en compartiment de six devrait coûter 59 €.", TRAIN, False),
    w.refusal("fr-ci-047", "refusal.partial", "Combien coûtent les cours de japonais ?", "Les documents n'indiquent pas de tarif propre au japonais, mais une session de cours collectifs coûte 480 € et les cours particuliers 42 € de l'heure.", SCHOOL, False),
]
CORRECTNESS = [
    w.correct("fr-ci-048", "correct.wordy", "Qui gère le marché de Saint-Aubin ?", "Le marché de producteurs de Saint-Aubin, qui se tient le samedi sur la place de la Mairie, est aujourd'hui géré par Martine Roux.", "Martine Roux.", True),
    w.correct("fr-ci-049", "correct.short", "Quel jour les fours de Terre & Feu sont-ils lancés ?", "Le vendredi.", "Les deux fours de l'atelier sont lancés chaque vendredi.", True),
    w.correct("fr-ci-050", "correct.format", "À quelle heure l'Étoile du Sud arrive-t-elle à Paris ?", "Le lendemain, à sept heures dix du matin.", "Le lendemain à 7 h 10.", True),
    w.correct("fr-ci-051", "wrong.value", "Combien coûte la réparation d'une crevaison chez Roue Libre ?", "Elle coûte 15 €.", "10 €.", False),
    w.correct("fr-ci-052", "wrong.echo", "D'où viennent les deux girafes du zoo ?", "Les deux girafes du zoo viennent du parc animalier de Bois-Joli.", "Du parc zoologique de Roche-Haute.", False),
    w.correct("fr-ci-053", "wrong.role", "Qui a racheté Glisse & Neige en 2016 ?", "Sophie Lemaire.", "Thomas Girard, qui l'a racheté à la fondatrice Sophie Lemaire.", False),
]
RELEVANCY = [
    w.relevant("fr-ci-054", "relevant.direct", "Quels mois le marché de producteurs a-t-il lieu ?", "D'avril à octobre.", MARKET, True),
    w.relevant("fr-ci-055", "relevant.yesno", "Les enfants entrent-ils gratuitement à la piscine ?", "Oui, s'ils ont moins de 6 ans.", POOL, True),
    w.relevant("fr-ci-056", "offtopic.true", "Combien coûte un bureau fixe à La Ruche ?", "La Ruche a été fondée en 2018 par Camille Bernard et Hugo Lefèvre.", COWORK, False),
    w.relevant("fr-ci-057", "offtopic.other", "À quelle heure ouvre Glisse & Neige ?", "Un équipement de ski complet coûte 36 € par jour, casque compris.", SKI, False),
]
DIAGNOSIS = [
    w.diag("fr-ci-058", "diag.pass", "Quand ont lieu les cours de tournage pour débutants ?", "Le mardi soir, de 19 h à 21 h 30.", {"pottery": POTTERY, "market": MARKET}, ("pottery",), "pass"),
    w.diag("fr-ci-059", "diag.offtopic", "Combien coûte le billet enfant au zoo ?", "Le zoo est ouvert tous les jours de 9 h à 17 h.", {"zoo": ZOO}, ("zoo",), "fix_generation"),
    w.diag("fr-ci-060", "diag.unfaithful", "Combien de temps ai-je pour récupérer mon vélo après la réparation ?", "Vous avez 60 jours pour le récupérer, ensuite il peut être vendu.", {"bike": BIKE}, ("bike",), "fix_generation"),
    w.diag("fr-ci-061", "diag.refused", "Combien d'élèves compte un cours collectif chez Babel Plus ?", "Désolé, je n'ai aucune information sur la taille des groupes.", {"school": SCHOOL, "cowork": COWORK}, ("school",), "fix_generation"),
    w.diag("fr-ci-062", "diag.missed", "Le petit-déjeuner est-il servi dans l'Étoile du Sud ?", "Je n'ai rien trouvé à ce sujet.", {"pool": POOL, "zoo": ZOO}, ("train",), "fix_retrieval"),
    w.diag("fr-ci-063", "diag.correct_refusal", "Le Domaine des Saules propose-t-il une navette pour les invités ?", "Les documents ne précisent pas si le domaine propose une navette.", {"wedding": WEDDING}, (), "correct_refusal"),
    w.diag("fr-ci-064", "diag.should_refuse", "Glisse & Neige propose-t-il des cours de ski ?", "Oui, les cours collectifs de ski coûtent 55 € par personne.", {"ski": SKI}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
