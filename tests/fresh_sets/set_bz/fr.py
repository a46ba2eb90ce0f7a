"""French cases of fresh set bz. Scenarios: atelier Terre Vive (pottery studio), École de ski des
Aiguilles (ski school), Banque alimentaire du Faubourg (food bank), Train à vapeur des Combes
(vintage train excursion), piscine municipale des Tilleuls (city swimming pool), Optique Lumière
(optician), pépinière des Trois Chênes (flower nursery), club d'échecs L'Échiquier du Vieux-Port
(chess club), visites guidées du Jardin botanique de Belval (botanical garden tour) and
laverie-pressing du Marché (laundry and dry cleaning)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

POTTERY = (
    "L'atelier Terre Vive, rue des Potiers à Lyon, propose des cours de tournage pour adultes. Le stage débutant de "
    "six semaines coûte 240 € et comprend 10 kg d'argile, tous les émaux et deux cuissons au four. Les cours ont lieu "
    "le lundi soir de 18 h 30 à 21 h, avec huit élèves au maximum par groupe. La fondatrice, Claire Fontaine, enseigne "
    "aux débutants, tandis que son assistant Hugo Marchand s'occupe du chargement et de la cuisson du four. Les pièces "
    "terminées peuvent être récupérées deux semaines après le dernier cours ; celles qui ne sont pas récupérées au "
    "bout de 30 jours sont données à une ressourcerie."
)

SKI = (
    "L'École de ski des Aiguilles, à Valloire, propose des cours collectifs tous les jours du 18 décembre au 5 avril. "
    "Les cours du matin ont lieu de 9 h à 11 h et ceux de l'après-midi de 14 h à 16 h. Un cours collectif de deux "
    "heures coûte 58 € par personne, avec au plus sept élèves par moniteur. Les enfants doivent avoir au moins cinq "
    "ans pour suivre un cours collectif ; les plus jeunes ne peuvent prendre que des cours particuliers. Le casque est "
    "obligatoire pour tous les élèves de moins de 16 ans. Le directeur technique, Julien Favre, forme les nouveaux "
    "moniteurs, et Élodie Girard gère le bureau des réservations."
)

FOODBANK = (
    "La Banque alimentaire du Faubourg, rue Gambetta, distribue des colis du lundi au vendredi, sauf le mercredi, de "
    "10 h à 14 h. Chaque foyer inscrit peut retirer un colis d'environ 8 kg par semaine. L'association a été fondée en "
    "2008 par Monique Lefèvre, infirmière à la retraite, et elle est aujourd'hui dirigée par le coordinateur Karim "
    "Benali. L'an dernier, elle a distribué 14 500 colis, dont la moitié à des familles avec enfants. Les bénévoles "
    "doivent avoir au moins 16 ans, et les mineurs doivent fournir une autorisation signée par un parent."
)

TRAIN = (
    "Le Train à vapeur des Combes circule chaque dimanche de mai à septembre de Vernois-Gare jusqu'au Lac-Bleu. Le "
    "train part de Vernois-Gare à 10 h 15 et arrive au Lac-Bleu à 11 h 40 ; le train du retour quitte le Lac-Bleu à "
    "16 h. La ligne fait 24 km et traverse trois tunnels. Un aller-retour adulte coûte 22 €, les enfants de moins de "
    "12 ans paient demi-tarif et les chiens voyagent gratuitement. La locomotive, baptisée « Marguerite », a été "
    "construite à Bruxelles en 1923 et elle est conduite par un mécanicien bénévole, Gérard Roux."
)

POOL = (
    "La piscine municipale des Tilleuls dispose d'un bassin sportif de 25 m à six couloirs et d'un petit bassin "
    "d'apprentissage ; l'eau du grand bassin est maintenue à 28 °C. Elle est ouverte du lundi au vendredi de 6 h 30 "
    "à 21 h et le week-end de 8 h à 18 h. Une entrée adulte coûte 4,20 €, les moins de 16 ans paient 2,10 € et la "
    "carte de dix entrées coûte 38 €. Du lundi au vendredi, avant 9 h, le grand bassin est réservé à la nage en "
    "couloir. Les enfants de moins de 8 ans doivent être accompagnés dans l'eau par un adulte."
)

OPTICIAN = (
    "Optique Lumière, place de la Mairie, est ouvert du mardi au samedi de 9 h à 18 h 30. Un examen de vue coûte "
    "30 € ; il est gratuit pour les enfants de moins de 16 ans et les personnes de plus de 65 ans. Les examens de vue "
    "sont réalisés par l'optométriste Nadia Haddad, tandis que l'opticien Paul Mercier ajuste les montures. Les "
    "nouvelles lunettes sont généralement prêtes en six jours ouvrés. Toutes les montures sont garanties deux ans "
    "contre les défauts de fabrication."
)

NURSERY = (
    "La pépinière des Trois Chênes, dirigée par Sophie Lambert, cultive plus de 1 200 variétés de plantes sur trois "
    "hectares. Elle est ouverte tous les jours de 9 h à 18 h, sauf le jour de Noël. Les commandes de plus de 50 € "
    "sont livrées gratuitement dans un rayon de 15 km ; les commandes plus petites dans ce rayon sont livrées pour "
    "8 €, et la pépinière ne livre pas au-delà de 15 km. Les rosiers à racines nues coûtent 12,50 € pièce, ou 33 € "
    "les trois. Toutes les plantes sont garanties un an, à condition de conserver le ticket de caisse."
)

CHESS = (
    "Le club d'échecs L'Échiquier du Vieux-Port se réunit chaque mardi à partir de 19 h 30 dans la salle polyvalente "
    "de la médiathèque. La cotisation annuelle est de 70 € pour les adultes et de 25 € pour les moins de 18 ans. Les "
    "visiteurs peuvent venir gratuitement jusqu'à trois soirées avant qu'on leur demande d'adhérer. Le championnat du "
    "club se joue en mars en sept rondes, avec 90 minutes par joueur plus 30 secondes par coup. Le capitaine, Antoine "
    "Perrin, compose les équipes d'interclubs, et la trésorière, Lucie Garnier, encaisse les cotisations."
)

GARDEN = (
    "Les visites guidées du Jardin botanique de Belval partent de l'entrée principale à 11 h et à 14 h tous les jours "
    "d'avril à octobre. Chaque visite dure 90 minutes, couvre environ 3 km et accueille vingt personnes au plus. Le "
    "billet coûte 8 € pour les adultes et 4 € pour les enfants, entrée du jardin comprise. Le point fort est la "
    "grande serre victorienne, construite en 1890 et maintenue à 24 °C toute l'année. Les visites du dimanche sont "
    "menées par la conservatrice du jardin, Anne Rousseau."
)

LAUNDRY = (
    "La laverie-pressing du Marché, avenue de la Gare, est ouverte du lundi au samedi de 7 h à 19 h et fermée le "
    "dimanche. Un lavage au service complet coûte 12 € pour une machine de 7 kg au maximum, et il est prêt le jour "
    "même s'il est déposé avant 10 h. Le nettoyage à sec d'un costume deux pièces coûte 15,50 € et prend trois jours "
    "ouvrés. La boutique appartient à Marc Dubois, et sa fille Léa tient le comptoir du pressing. Les articles non "
    "retirés sous 60 jours peuvent être vendus pour couvrir les frais de nettoyage."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-bz-001", "para.reorder", "Que comprend le stage débutant de l'atelier Terre Vive ?", "Deux cuissons au four, tous les émaux et 10 kg d'argile : voilà ce que comprend le stage débutant de six semaines à 240 €.", POTTERY, True),
    w.faith("fr-bz-002", "para.passive", "Qui forme les nouveaux moniteurs de l'École de ski des Aiguilles ?", "Les nouveaux moniteurs sont formés par le directeur technique, Julien Favre.", SKI, True),
    w.faith("fr-bz-003", "para.synonym", "Qui fait les examens de vue chez Optique Lumière ?", "C'est l'optométriste Nadia Haddad qui effectue les contrôles de la vue.", OPTICIAN, True),
    w.faith("fr-bz-004", "para.nominal", "La pépinière fait-elle payer la livraison ?", "La livraison est gratuite pour les commandes de plus de 50 € dans un rayon de 15 km ; pour les commandes plus petites dans ce rayon, les frais de livraison sont de 8 €.", NURSERY, True),
    w.faith("fr-bz-005", "para.capital", "Où la locomotive « Marguerite » a-t-elle été construite ?", "« Marguerite » a été construite en 1923 dans la capitale belge.", TRAIN, True),
    w.faith("fr-bz-006", "para.pronoun", "Qui compose les équipes d'interclubs du club d'échecs ?", "C'est Antoine Perrin. Il est le capitaine du club et c'est lui qui compose les équipes d'interclubs.", CHESS, True),
    w.faith("fr-bz-007", "para.relative", "À qui appartient la laverie-pressing du Marché ?", "Elle appartient à Marc Dubois, dont la fille Léa tient le comptoir du pressing.", LAUNDRY, True),
    w.faith("fr-bz-008", "para.part", "Y a-t-il une visite guidée l'après-midi au jardin botanique ?", "Oui, l'une des deux visites quotidiennes part de l'entrée principale à 14 h.", GARDEN, True),
    w.faith("fr-bz-009", "para.combine", "Comment est le grand bassin de la piscine des Tilleuls ?", "Le grand bassin mesure 25 m, compte six couloirs et son eau est maintenue à 28 °C.", POOL, True),
    w.faith("fr-bz-010", "fmt.number", "Combien de personnes peuvent participer à une visite guidée ?", "Chaque visite accueille 20 personnes au plus.", GARDEN, True),
    w.faith("fr-bz-011", "fmt.thousands", "Combien de colis la banque alimentaire a-t-elle distribués l'an dernier ?", "L'an dernier, elle a distribué 14500 colis.", FOODBANK, True),
    w.faith("fr-bz-012", "fmt.scale", "Combien d'argile est fournie pendant le stage débutant ?", "Le stage fournit 10 000 g d'argile.", POTTERY, True),
    w.faith("fr-bz-013", "fmt.date", "Quand ont lieu les cours collectifs de l'école de ski ?", "Les cours collectifs ont lieu tous les jours du 18/12 au 05/04.", SKI, True),
    w.faith("fr-bz-014", "fmt.time", "À quelle heure le train à vapeur part-il de Vernois-Gare ?", "Il part à dix heures et quart du matin.", TRAIN, True),
    w.faith("fr-bz-015", "fmt.unit", "Quelle est la température de l'eau du grand bassin ?", "L'eau du grand bassin est maintenue à 28 degrés Celsius.", POOL, True),
    w.faith("fr-bz-016", "fmt.abbrev", "Quels sont les horaires d'Optique Lumière ?", "Du mar. au sam., de 9 h à 18 h 30.", OPTICIAN, True),
    w.faith("fr-bz-017", "fmt.currency", "Combien coûte le nettoyage à sec d'un costume ?", "Le nettoyage à sec d'un costume deux pièces coûte 15 euros 50.", LAUNDRY, True),
    w.faith("fr-bz-018", "fmt.range", "Combien de fois puis-je venir au club d'échecs avant d'adhérer ?", "Un visiteur peut venir gratuitement trois soirées au maximum avant qu'on lui demande d'adhérer.", CHESS, True),
    w.faith("fr-bz-019", "fmt.period", "Quand puis-je récupérer mes pièces terminées ?", "Les pièces terminées peuvent être récupérées 14 jours après le dernier cours.", POTTERY, True),
    w.faith("fr-bz-020", "fmt.share", "À qui sont allés les colis distribués l'an dernier ?", "50 % des 14 500 colis distribués l'an dernier sont allés à des familles avec enfants.", FOODBANK, True),
    w.faith("fr-bz-021", "para.except", "Quels jours puis-je retirer un colis ?", "Les colis sont distribués les lundis, mardis, jeudis et vendredis de 10 h à 14 h ; il n'y a pas de distribution le mercredi.", FOODBANK, True),
    w.faith("fr-bz-022", "wrap.opener", "Quand la pépinière des Trois Chênes est-elle ouverte ?", "Bonne question ! La pépinière est ouverte tous les jours de 9 h à 18 h, sauf le jour de Noël.", NURSERY, True),
    w.faith("fr-bz-023", "wrap.closer", "Combien de temps dure une visite guidée du jardin ?", "Une visite dure 90 minutes et couvre environ 3 km. Bonne visite !", GARDEN, True),
    w.faith("fr-bz-024", "wrap.attribution", "Les montures d'Optique Lumière sont-elles garanties ?", "D'après le document, toutes les montures sont garanties deux ans contre les défauts de fabrication.", OPTICIAN, True),
    w.faith("fr-bz-025", "wrap.hedge", "Combien coûte la cotisation pour les jeunes au club d'échecs ?", "Je pense que la cotisation annuelle des moins de 18 ans est de 25 €.", CHESS, True),
    w.faith("fr-bz-026", "wrap.question", "À partir de quel âge un enfant peut-il suivre un cours collectif de ski ?", "Il faut avoir au moins cinq ans ; les plus jeunes ne peuvent prendre que des cours particuliers. Voulez-vous que je vous explique aussi la règle sur le casque ?", SKI, True),
    w.faith("fr-bz-027", "value.number", "Combien d'élèves y a-t-il par groupe à l'atelier Terre Vive ?", "Chaque groupe compte douze élèves au maximum.", POTTERY, False),
    w.faith("fr-bz-028", "value.date", "Quand se joue le championnat du club ?", "Le championnat du club se joue en mai, en sept rondes.", CHESS, False),
    w.faith("fr-bz-029", "value.time", "À quelle heure commencent les cours de ski de l'après-midi ?", "Les cours de l'après-midi commencent à 15 h.", SKI, False),
    w.faith("fr-bz-030", "value.unit", "Quelle distance parcourt-on pendant une visite guidée ?", "Une visite couvre environ 3 miles.", GARDEN, False),
    w.faith("fr-bz-031", "value.currency", "Combien coûte une entrée adulte à la piscine des Tilleuls ?", "Une entrée adulte coûte 5,20 €.", POOL, False),
    w.faith("fr-bz-032", "role.swap", "Qui fait quoi à l'atelier Terre Vive ?", "Hugo Marchand enseigne aux débutants, et Claire Fontaine s'occupe du chargement et de la cuisson du four.", POTTERY, False),
    w.faith("fr-bz-033", "negation", "Les enfants doivent-ils payer l'examen de vue ?", "Pour les enfants de moins de 16 ans, l'examen de vue n'est pas gratuit : il coûte 30 €.", OPTICIAN, False),
    w.faith("fr-bz-034", "antonym", "Quelles commandes la pépinière livre-t-elle gratuitement ?", "Les commandes de moins de 50 € sont livrées gratuitement dans un rayon de 15 km.", NURSERY, False),
    w.faith("fr-bz-035", "modality", "Les élèves de moins de 16 ans doivent-ils porter un casque ?", "Le casque est conseillé aux élèves de moins de 16 ans, mais ils peuvent skier sans.", SKI, False),
    w.faith("fr-bz-036", "quantifier", "Les enfants doivent-ils être accompagnés dans l'eau ?", "Tous les enfants doivent être accompagnés dans l'eau par un adulte.", POOL, False),
    w.faith("fr-bz-037", "value.except", "Quel jour la banque alimentaire est-elle ouverte ?", "La banque alimentaire distribue des colis uniquement le mercredi, de 10 h à 14 h.", FOODBANK, False),
    w.faith("fr-bz-038", "direction", "À quelle heure part le train le matin ?", "Le train part du Lac-Bleu à 10 h 15 et arrive à Vernois-Gare à 11 h 40.", TRAIN, False),
    w.faith("fr-bz-039", "added.fact", "Quand mon linge sera-t-il prêt ?", "S'il est déposé avant 10 h, il est prêt le jour même, et il vous est livré à domicile gratuitement.", LAUNDRY, False),
    w.faith("fr-bz-040", "added.entity", "Qui a fondé la Banque alimentaire du Faubourg ?", "Monique Lefèvre, infirmière à la retraite, l'a fondée en 2008 avec le Secours populaire.", FOODBANK, False),
    w.faith("fr-bz-041", "mixed", "Combien coûte un rosier à racines nues à la pépinière ?", "Un rosier à racines nues coûte 12,50 €, et tous fleurissent dès le premier été.", NURSERY, False),
]

REFUSAL = [
    w.refusal("fr-bz-042", "refusal.plain", "Y a-t-il une voiture-restaurant dans le train à vapeur ?", "Désolé, je ne sais pas s'il y a une voiture-restaurant dans le train.", TRAIN, True),
    w.refusal("fr-bz-043", "refusal.context", "Le pressing nettoie-t-il les robes de mariée ?", "Les informations fournies n'indiquent pas si les robes de mariée y sont nettoyées.", LAUNDRY, True),
    w.refusal("fr-bz-044", "refusal.short", "Y a-t-il un café dans le jardin botanique ?", "Aucune information à ce sujet.", GARDEN, True),
    w.refusal("fr-bz-045", "refusal.long", "Les membres du club d'échecs peuvent-ils jouer en ligne ?", "Merci pour votre question. J'ai lu attentivement les informations dont je dispose sur L'Échiquier du Vieux-Port, mais elles ne parlent pas du tout du jeu en ligne ; je ne suis donc pas en mesure de vous dire si les membres peuvent jouer en ligne par l'intermédiaire du club. Le mieux serait de poser la question directement au capitaine ou à la trésorière. Je suis désolé de ne pas pouvoir vous aider davantage.", CHESS, True),
    w.refusal("fr-bz-046", "refusal.hedged", "Combien coûte la carte de dix entrées à la piscine ?", "Je n'en suis pas tout à fait sûr, mais je crois que la carte de dix entrées coûte 38 €.", POOL, False),
    w.refusal("fr-bz-047", "refusal.partial", "Combien coûte un examen de vue, et Optique Lumière vend-il des lentilles de contact ?", "Un examen de vue coûte 30 €, et il est gratuit pour les moins de 16 ans et les plus de 65 ans. Les informations ne précisent pas si des lentilles de contact sont vendues.", OPTICIAN, False),
]

CORRECTNESS = [
    w.correct("fr-bz-048", "correct.wordy", "Combien coûte un cours collectif à l'École de ski des Aiguilles ?", "Merci de votre question ! À l'École de ski des Aiguilles, chaque cours collectif de deux heures est facturé 58 € à chaque personne qui y participe ; vous paierez donc 58 € par personne et par cours.", "Un cours collectif coûte 58 € par personne.", True),
    w.correct("fr-bz-049", "correct.short", "Combien coûte le stage débutant de l'atelier Terre Vive ?", "240 €.", "Le stage débutant de six semaines coûte 240 €, argile, émaux et cuissons compris.", True),
    w.correct("fr-bz-050", "correct.format", "À quelle heure le train du retour quitte-t-il le Lac-Bleu ?", "À 4 heures de l'après-midi.", "Le train du retour quitte le Lac-Bleu à 16 h.", True),
    w.correct("fr-bz-051", "wrong.value", "Combien de temps prend le nettoyage à sec d'un costume ?", "Cela prend un jour ouvré.", "Le nettoyage à sec d'un costume prend trois jours ouvrés.", False),
    w.correct("fr-bz-052", "wrong.echo", "Qui a fondé la Banque alimentaire du Faubourg ?", "La Banque alimentaire du Faubourg a été fondée par les bénévoles de la Banque alimentaire du Faubourg.", "Elle a été fondée en 2008 par Monique Lefèvre, infirmière à la retraite.", False),
    w.correct("fr-bz-053", "wrong.role", "Qui encaisse les cotisations au club d'échecs ?", "Antoine Perrin encaisse les cotisations, et Lucie Garnier compose les équipes d'interclubs.", "La trésorière, Lucie Garnier, encaisse les cotisations ; le capitaine, Antoine Perrin, compose les équipes d'interclubs.", False),
]

RELEVANCY = [
    w.relevant("fr-bz-054", "relevant.direct", "Combien coûtent trois rosiers à racines nues ?", "Les trois rosiers à racines nues coûtent 33 €.", NURSERY, True),
    w.relevant("fr-bz-055", "relevant.yesno", "Puis-je nager en couloir avant 9 h un jour de semaine ?", "Oui, du lundi au vendredi, avant 9 h, le grand bassin est réservé à la nage en couloir.", POOL, True),
    w.relevant("fr-bz-056", "offtopic.true", "Combien coûte le billet enfant pour la visite guidée ?", "La grande serre victorienne a été construite en 1890.", GARDEN, False),
    w.relevant("fr-bz-057", "offtopic.other", "Quels sont les horaires d'ouverture d'Optique Lumière ?", "Les nouvelles lunettes sont généralement prêtes en six jours ouvrés.", OPTICIAN, False),
]

DIAGNOSIS = [
    w.diag("fr-bz-058", "diag.pass", "Combien coûte un lavage au service complet ?", "Un lavage au service complet coûte 12 € pour une machine de 7 kg au maximum.", {"laundry": LAUNDRY, "pool": POOL}, ("laundry",), "pass"),
    w.diag("fr-bz-059", "diag.offtopic", "Combien coûte un aller-retour adulte dans le train à vapeur ?", "La locomotive « Marguerite » est conduite par Gérard Roux.", {"train": TRAIN, "garden": GARDEN}, ("train",), "fix_generation"),
    w.diag("fr-bz-060", "diag.unfaithful", "Jusqu'à quelle date l'école de ski propose-t-elle des cours collectifs ?", "Les cours collectifs sont proposés jusqu'au 5 mars.", {"ski": SKI, "optician": OPTICIAN}, ("ski",), "fix_generation"),
    w.diag("fr-bz-061", "diag.refused", "Quel soir se réunit L'Échiquier du Vieux-Port ?", "Désolé, les documents ne disent pas quand le club se réunit.", {"chess": CHESS, "nursery": NURSERY}, ("chess",), "fix_generation"),
    w.diag("fr-bz-062", "diag.missed", "Combien de temps les montures d'Optique Lumière sont-elles garanties ?", "Je ne trouve rien sur la garantie des montures dans les documents.", {"pool": POOL, "laundry": LAUNDRY}, ("optician",), "fix_retrieval"),
    w.diag("fr-bz-063", "diag.correct_refusal", "L'atelier Terre Vive vend-il des bons cadeaux ?", "Les documents ne mentionnent pas de bons cadeaux, je ne peux donc pas répondre.", {"pottery": POTTERY, "nursery": NURSERY}, (), "correct_refusal"),
    w.diag("fr-bz-064", "diag.should_refuse", "La banque alimentaire accepte-t-elle les dons de viande fraîche ?", "Oui, les dons de viande fraîche sont acceptés le lundi matin.", {"foodbank": FOODBANK, "garden": GARDEN}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
