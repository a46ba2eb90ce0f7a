"""French cases of fresh set bn. Scenarios: the cabinet de kinésithérapie des Tilleuls in
Nantes (a physiotherapy practice), the téléphérique de l'Aiguille Rousse (a mountain cable
car), the atelier Terre & Feu in Lyon (a pottery studio), Trottilib in Bordeaux (an e-scooter
rental), the cabinet Lefèvre & Garnier (a tax advice office), the Domaine des Quatre Vents (a
wedding venue), the école de pilotage Ciel d'Azur (a flight school), the auberge de jeunesse
Les Mouettes in La Rochelle (a youth hostel), LocaPC in Toulouse (a laptop rental service) and
the Aquarium des Abysses in Brest (an aquarium)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

PHYSIO = "La kinésithérapeute Claire Dumas a fondé en 2012 le cabinet de kinésithérapie des Tilleuls, à Nantes, et son collègue Julien Morel s'occupe des blessures sportives. Une séance classique dure 40 minutes et coûte 45 €, tandis que le bilan initial dure une heure et coûte 70 €. Le cabinet est ouvert du lundi au vendredi de 7 h 30 à 20 h et le samedi de 8 h à 12 h. Tout rendez-vous annulé moins de 24 heures à l'avance est facturé en totalité, sauf si le patient présente un bulletin d'hospitalisation. Les patients doivent apporter leur ordonnance à la première séance, et ils peuvent apporter leur propre serviette."

CABLE_CAR = "Le téléphérique de l'Aiguille Rousse emmène les visiteurs de la gare de départ, à 1 100 mètres d'altitude, jusqu'à la gare d'arrivée, à 2 450 mètres, en 9 minutes environ. Chaque cabine peut transporter jusqu'à 70 personnes, et les départs ont lieu toutes les 15 minutes entre 8 h 45 et 17 h 30. L'aller-retour coûte 38 € pour les adultes et 19 € pour les enfants de 6 à 15 ans, et il est gratuit pour les moins de 6 ans. Le téléphérique fonctionne tous les jours, sauf pendant la fermeture technique annuelle du 3 au 21 novembre. Les chiens ne sont admis qu'en laisse et doivent porter une muselière dans la cabine."

POTTERY = "L'atelier Terre & Feu, à Lyon, propose un cours de tournage de six semaines animé par la céramiste Élodie Marchand. Le groupe se réunit chaque mardi de 18 h 30 à 21 h, et chaque cours est limité à 8 élèves. Le cours coûte 310 €, ce qui comprend 12,5 kilogrammes d'argile, tous les émaux et deux cuissons par pièce. Les pièces terminées peuvent être récupérées environ deux semaines après la dernière cuisson d'émail. Un élève qui manque une séance peut la rattraper à l'atelier libre du jeudi, mais uniquement pendant la même session."

SCOOTER = "Trottilib loue des trottinettes électriques dans le centre de Bordeaux via son application. Le déverrouillage coûte 1 €, puis la course est facturée 0,25 € la minute, avec un plafond de 30 € par jour. Les utilisateurs doivent avoir au moins 18 ans et être titulaires d'un permis de conduire valide. Les trottinettes ne peuvent être garées que dans les zones signalées dans l'application, et une trottinette laissée hors zone entraîne des frais de 25 €. La batterie offre une autonomie de 40 kilomètres au maximum."

TAX = "Le cabinet de conseil fiscal Lefèvre & Garnier a été fondé en 2005 par Antoine Lefèvre et Sophie Garnier, et il a des bureaux à Lille et dans la capitale belge. Sophie Garnier est l'associée gérante, tandis qu'Antoine Lefèvre dirige le pôle petites entreprises. La déclaration de revenus d'un particulier est facturée au forfait 190 €, et chaque bien locatif supplémentaire ajoute 50 €. Les clients doivent transmettre tous leurs documents avant le 30 avril pour que le dépôt soit garanti avant la date limite de fin mai. Les bureaux sont ouverts en semaine de 9 h à 17 h 30, et en mai également le samedi de 9 h à 12 h."

WEDDING = "Le Domaine des Quatre Vents est un lieu de réception de mariages en Provence dont la grange peut accueillir jusqu'à 160 invités assis et 240 personnes pour un cocktail debout. La location du domaine coûte 8 900 € pour un samedi et 5 600 € pour un mariage en semaine. Un acompte de 25 % est exigé à la réservation, et le solde doit être réglé huit semaines avant le mariage. La musique doit s'arrêter à 2 h du matin, et tous les invités doivent avoir quitté le domaine à 3 h. Un traiteur extérieur n'est autorisé que s'il figure sur la liste des cinq prestataires agréés par le domaine."

FLIGHT = "L'école de pilotage Ciel d'Azur, installée sur l'aérodrome de Saint-Aubin, forme des pilotes privés sur Cessna 172. La formation à la licence de pilote privé exige au minimum 45 heures de vol, dont au moins 10 heures en solo. L'heure de vol avec instructeur coûte 240 €, carburant compris, et les cours théoriques coûtent 690 €. Les élèves peuvent commencer les leçons dès 14 ans, mais ils doivent avoir au moins 17 ans pour obtenir la licence. Le chef instructeur, le commandant Marc Aubry, a auparavant volé 21 ans pour la compagnie Air Lumière."

HOSTEL = "L'auberge de jeunesse Les Mouettes, à La Rochelle, compte 104 lits répartis en dortoirs de 4, 6 et 8 lits, ainsi que six chambres doubles. Un lit en dortoir de 8 coûte 27 € la nuit, et une chambre double 70 € la nuit. L'arrivée est possible à partir de 15 h, et le départ doit se faire avant 10 h 30. Le petit-déjeuner est servi de 7 h 30 à 10 h et il est compris dans le prix, sauf pour les réservations faites via des sites tiers. Les clients doivent avoir au moins 16 ans, sauf s'ils voyagent avec un parent."

LAPTOP = "LocaPC loue des ordinateurs portables aux étudiants et aux entreprises à Toulouse. Un portable standard de 14 pouces avec 16 Go de mémoire coûte 10 € par jour ou 50 € par semaine, et la durée minimale de location est de trois jours. Une caution remboursable de 250 € est demandée au retrait. En cas de retour tardif, une journée supplémentaire est facturée par tranche de 24 heures entamée. La livraison dans Toulouse est gratuite pour une location de 10 jours ou plus ; sinon, elle coûte 12 €."

AQUARIUM = "L'Aquarium des Abysses, à Brest, a ouvert en 1999 et abrite environ 4 500 animaux de 320 espèces. Son plus grand bassin contient 2 millions de litres d'eau de mer et accueille trois requins-taureaux. L'aquarium est ouvert tous les jours de 10 h à 19 h, et les requins sont nourris le mardi, le jeudi et le dimanche à 15 h. L'entrée adulte coûte 22 €, et les enfants de moins de 3 ans entrent gratuitement. La biologiste marine Inès Carpentier dirige le programme de sauvetage des tortues, qui a relâché 170 tortues depuis 2007."

# fmt: off
FAITHFULNESS = [
    w.faith("fr-bn-001", "para.reorder", "Combien de temps dure le bilan initial, et combien coûte-t-il ?", "Il coûte 70 € et dure une heure.", PHYSIO, True),
    w.faith("fr-bn-002", "para.passive", "Qui a fondé le cabinet des Tilleuls ?", "Le cabinet a été fondé en 2012 par la kinésithérapeute Claire Dumas.", PHYSIO, True),
    w.faith("fr-bn-003", "para.synonym", "Combien de temps dure une séance classique ?", "Une séance habituelle prend 40 minutes et revient à 45 €.", PHYSIO, True),
    w.faith("fr-bn-004", "para.nominal", "Combien de temps faut-il pour monter en téléphérique ?", "La montée de la gare de départ à la gare d'arrivée prend environ 9 minutes.", CABLE_CAR, True),
    w.faith("fr-bn-005", "para.capital", "Où se trouvent les bureaux de Lefèvre & Garnier ?", "Le cabinet a des bureaux à Lille et à Bruxelles.", TAX, True),
    w.faith("fr-bn-006", "para.pronoun", "Qui dirige le pôle petites entreprises chez Lefèvre & Garnier ?", "C'est Antoine Lefèvre. Il a fondé le cabinet en 2005 avec Sophie Garnier, et il dirige le pôle petites entreprises.", TAX, True),
    w.faith("fr-bn-007", "para.relative", "Combien d'invités assis la grange du domaine peut-elle accueillir ?", "La grange, qui peut recevoir 240 personnes pour un cocktail debout, accueille jusqu'à 160 invités assis.", WEDDING, True),
    w.faith("fr-bn-008", "para.part", "Les requins sont-ils nourris le jeudi ?", "Oui, le jeudi, les requins sont nourris à 15 h.", AQUARIUM, True),
    w.faith("fr-bn-009", "para.combine", "Que pouvez-vous me dire sur les avions et le chef instructeur de Ciel d'Azur ?", "Ciel d'Azur forme ses pilotes privés sur Cessna 172, et son chef instructeur, le commandant Marc Aubry, a volé 21 ans pour Air Lumière.", FLIGHT, True),
    w.faith("fr-bn-010", "fmt.number", "Combien de chambres doubles l'auberge compte-t-elle ?", "L'auberge compte 6 chambres doubles.", HOSTEL, True),
    w.faith("fr-bn-011", "fmt.thousands", "Combien coûte la location du domaine pour un samedi ?", "Un samedi coûte 8900 €.", WEDDING, True),
    w.faith("fr-bn-012", "fmt.scale", "Quelle quantité d'argile le cours de tournage comprend-il ?", "Le prix comprend 12 500 g d'argile.", POTTERY, True),
    w.faith("fr-bn-013", "fmt.date", "Quand le téléphérique est-il fermé pour travaux techniques ?", "Il est fermé du 03/11 au 21/11 pour sa fermeture technique annuelle.", CABLE_CAR, True),
    w.faith("fr-bn-014", "fmt.time", "À quelle heure le cabinet ferme-t-il en semaine ?", "Du lundi au vendredi, il ferme à 8 heures du soir.", PHYSIO, True),
    w.faith("fr-bn-015", "fmt.unit", "À quelle altitude se trouve la gare d'arrivée ?", "La gare d'arrivée se trouve à 2 450 m d'altitude.", CABLE_CAR, True),
    w.faith("fr-bn-016", "fmt.abbrev", "Combien d'heures de vol faut-il pour la licence de pilote privé ?", "La formation PPL exige au min. 45 h de vol.", FLIGHT, True),
    w.faith("fr-bn-017", "fmt.currency", "Combien coûte une minute de trajet avec Trottilib ?", "La minute coûte 25 centimes.", SCOOTER, True),
    w.faith("fr-bn-018", "fmt.range", "Combien de personnes une cabine peut-elle transporter ?", "Une cabine transporte 70 personnes au maximum.", CABLE_CAR, True),
    w.faith("fr-bn-019", "fmt.period", "Quand puis-je récupérer mes pièces terminées ?", "Environ 14 jours après la dernière cuisson d'émail.", POTTERY, True),
    w.faith("fr-bn-020", "fmt.share", "Quel acompte le domaine demande-t-il ?", "Un acompte d'un quart est exigé à la réservation.", WEDDING, True),
    w.faith("fr-bn-021", "para.except", "Le petit-déjeuner est-il compris dans le prix ?", "Oui, sauf si vous avez réservé via un site tiers ; dans ce cas, il n'est pas compris.", HOSTEL, True),
    w.faith("fr-bn-022", "wrap.opener", "À partir de quel âge peut-on utiliser une trottinette Trottilib ?", "Bonne question ! Il faut avoir au moins 18 ans et être titulaire d'un permis de conduire valide.", SCOOTER, True),
    w.faith("fr-bn-023", "wrap.closer", "Quelle est la durée minimale de location chez LocaPC ?", "Il faut louer au moins trois jours. J'espère que cela vous aide !", LAPTOP, True),
    w.faith("fr-bn-024", "wrap.attribution", "Combien coûte une déclaration de revenus chez Lefèvre & Garnier ?", "D'après le document, la déclaration de revenus d'un particulier est facturée au forfait 190 €.", TAX, True),
    w.faith("fr-bn-025", "wrap.hedge", "Quels sont les horaires d'ouverture de l'Aquarium des Abysses ?", "Je crois qu'il est ouvert tous les jours de 10 h à 19 h.", AQUARIUM, True),
    w.faith("fr-bn-026", "wrap.question", "La livraison est-elle gratuite chez LocaPC ?", "La livraison dans Toulouse est gratuite pour une location de 10 jours ou plus ; sinon, elle coûte 12 €. Souhaitez-vous aussi des informations sur la caution ?", LAPTOP, True),
    w.faith("fr-bn-027", "value.number", "Combien de lits compte l'auberge Les Mouettes ?", "L'auberge compte 140 lits.", HOSTEL, False),
    w.faith("fr-bn-028", "value.date", "Avant quelle date les clients doivent-ils transmettre leurs documents ?", "Tous les documents doivent être transmis avant le 30 mars.", TAX, False),
    w.faith("fr-bn-029", "value.time", "À quelle heure la musique doit-elle s'arrêter au domaine ?", "La musique doit s'arrêter à 1 h du matin.", WEDDING, False),
    w.faith("fr-bn-030", "value.unit", "Quelle est l'autonomie d'une trottinette Trottilib ?", "Jusqu'à 40 miles avec une charge.", SCOOTER, False),
    w.faith("fr-bn-031", "value.currency", "Combien coûte l'entrée adulte à l'Aquarium des Abysses ?", "L'entrée adulte coûte 22 dollars.", AQUARIUM, False),
    w.faith("fr-bn-032", "role.swap", "Quels rôles ont les deux fondateurs de Lefèvre & Garnier ?", "Antoine Lefèvre est l'associé gérant, et Sophie Garnier dirige le pôle petites entreprises.", TAX, False),
    w.faith("fr-bn-033", "negation", "Dois-je apporter mon ordonnance à la première séance ?", "Non, vous n'avez pas besoin d'apporter votre ordonnance à la première séance.", PHYSIO, False),
    w.faith("fr-bn-034", "antonym", "Dans quel bassin vivent les requins-taureaux ?", "Ils vivent dans le plus petit bassin, qui contient 2 millions de litres d'eau de mer.", AQUARIUM, False),
    w.faith("fr-bn-035", "modality", "Dois-je apporter une serviette au cabinet ?", "Oui, les patients doivent apporter leur propre serviette.", PHYSIO, False),
    w.faith("fr-bn-036", "quantifier", "Combien de lits comptent les dortoirs de l'auberge ?", "Tous les dortoirs sont des dortoirs de 8 lits.", HOSTEL, False),
    w.faith("fr-bn-037", "value.except", "Que se passe-t-il si j'annule au dernier moment parce que je suis hospitalisé ?", "Toute annulation tardive est facturée en totalité, même si vous présentez un bulletin d'hospitalisation.", PHYSIO, False),
    w.faith("fr-bn-038", "direction", "Quand faut-il régler le solde au Domaine des Quatre Vents ?", "Le solde doit être réglé huit semaines après le mariage.", WEDDING, False),
    w.faith("fr-bn-039", "added.fact", "Sur quels avions Ciel d'Azur forme-t-elle ses élèves ?", "L'école vole sur Cessna 172, tous achetés neufs en 2020.", FLIGHT, False),
    w.faith("fr-bn-040", "added.entity", "Qui anime le cours de tournage ?", "La céramiste Élodie Marchand l'anime avec son assistant, Hugo Perrin.", POTTERY, False),
    w.faith("fr-bn-041", "mixed", "Où puis-je garer une trottinette Trottilib ?", "Uniquement dans les zones signalées dans l'application, et se garer près d'une borne de recharge donne droit à 10 minutes gratuites.", SCOOTER, False),
]

REFUSAL = [
    w.refusal("fr-bn-042", "refusal.plain", "Y a-t-il un restaurant à la gare d'arrivée du téléphérique ?", "Je ne sais pas s'il y a un restaurant à la gare d'arrivée.", CABLE_CAR, True),
    w.refusal("fr-bn-043", "refusal.context", "LocaPC loue-t-il des portables de jeu avec carte graphique dédiée ?", "Le contexte fourni n'indique pas si LocaPC propose des portables avec carte graphique dédiée.", LAPTOP, True),
    w.refusal("fr-bn-044", "refusal.short", "Combien de semaines durent les cours théoriques chez Ciel d'Azur ?", "Je ne sais pas.", FLIGHT, True),
    w.refusal("fr-bn-045", "refusal.long", "L'auberge Les Mouettes dispose-t-elle de casiers pour les bagages ?", "Merci pour votre question. Malheureusement, les informations dont je dispose sur l'auberge Les Mouettes concernent les lits, les tarifs, les horaires d'arrivée et de départ et le petit-déjeuner, mais elles ne disent rien des casiers ni d'une bagagerie. Je ne peux donc pas vous dire s'il y a des casiers ; le mieux est de poser la question directement à l'auberge.", HOSTEL, True),
    w.refusal("fr-bn-046", "refusal.hedged", "Quand les requins sont-ils nourris à l'Aquarium des Abysses ?", "Je n'en suis pas tout à fait sûr, mais je crois que c'est le mardi, le jeudi et le dimanche à 15 h.", AQUARIUM, False),
    w.refusal("fr-bn-047", "refusal.partial", "Combien coûte une déclaration de revenus chez Lefèvre & Garnier, et peut-on payer en plusieurs fois ?", "La déclaration de revenus d'un particulier est facturée au forfait 190 €. En revanche, je n'ai trouvé aucune information sur un paiement en plusieurs fois.", TAX, False),
]

CORRECTNESS = [
    w.correct("fr-bn-048", "correct.wordy", "Combien coûte l'aller-retour adulte au téléphérique de l'Aiguille Rousse ?", "Si vous êtes adulte et que vous voulez monter avec le téléphérique de l'Aiguille Rousse puis redescendre, il vous faut un billet aller-retour, et ce billet vous coûtera 38 €.", "L'aller-retour coûte 38 € pour les adultes.", True),
    w.correct("fr-bn-049", "correct.short", "Combien de tortues le programme de sauvetage de l'Aquarium des Abysses a-t-il relâchées ?", "170.", "Le programme de sauvetage a relâché 170 tortues depuis 2007.", True),
    w.correct("fr-bn-050", "correct.format", "À partir de quelle heure peut-on arriver à l'auberge Les Mouettes ?", "À partir de 3 heures de l'après-midi.", "L'arrivée est possible à partir de 15 h.", True),
    w.correct("fr-bn-051", "wrong.value", "Combien coûte la location d'un portable standard pour une semaine chez LocaPC ?", "Une semaine coûte 70 €.", "Un portable standard coûte 50 € par semaine.", False),
    w.correct("fr-bn-052", "wrong.echo", "À partir de quel âge peut-on commencer les leçons de pilotage chez Ciel d'Azur ?", "On peut commencer les leçons de pilotage chez Ciel d'Azur à partir de 17 ans.", "Les élèves peuvent commencer les leçons dès 14 ans.", False),
    w.correct("fr-bn-053", "wrong.role", "Qui a fondé le cabinet des Tilleuls, et qui s'y occupe des blessures sportives ?", "Julien Morel a fondé le cabinet, et Claire Dumas s'occupe des blessures sportives.", "Claire Dumas a fondé le cabinet, et Julien Morel s'occupe des blessures sportives.", False),
]

RELEVANCY = [
    w.relevant("fr-bn-054", "relevant.direct", "Combien d'élèves au maximum un cours de Terre & Feu peut-il accueillir ?", "Chaque cours accueille au plus 8 élèves.", POTTERY, True),
    w.relevant("fr-bn-055", "relevant.direct", "À quelle heure les invités doivent-ils avoir quitté le Domaine des Quatre Vents ?", "Les invités doivent être partis à 3 h au plus tard.", WEDDING, True),
    w.relevant("fr-bn-056", "relevant.yesno", "Faut-il un permis de conduire pour louer une trottinette Trottilib ?", "Oui, il faut un permis de conduire valide.", SCOOTER, True),
    w.relevant("fr-bn-057", "offtopic.true", "Qui dirige le programme de sauvetage des tortues de l'Aquarium des Abysses ?", "L'aquarium a ouvert en 1999 et abrite environ 4 500 animaux.", AQUARIUM, False),
    w.relevant("fr-bn-058", "offtopic.other", "Combien coûte une heure de vol chez Ciel d'Azur ?", "Il faut avoir au moins 17 ans pour obtenir la licence.", FLIGHT, False),
]

DIAGNOSIS = [
    w.diag("fr-bn-059", "diag.pass", "Quel est le plafond journalier chez Trottilib ?", "Le plafond est de 30 € par jour.", {"trottilib": SCOOTER, "locapc": LAPTOP}, ("trottilib",), "pass"),
    w.diag("fr-bn-060", "diag.offtopic", "Avant quelle heure faut-il libérer son lit à l'auberge Les Mouettes ?", "Un lit en dortoir de 8 coûte 27 € la nuit.", {"les-mouettes": HOSTEL, "quatre-vents": WEDDING}, ("les-mouettes",), "fix_generation"),
    w.diag("fr-bn-061", "diag.unfaithful", "Combien d'espèces l'Aquarium des Abysses abrite-t-il ?", "L'aquarium abrite des animaux de 230 espèces.", {"abysses": AQUARIUM, "aiguille-rousse": CABLE_CAR}, ("abysses",), "fix_generation"),
    w.diag("fr-bn-062", "diag.refused", "Combien coûtent les cours théoriques chez Ciel d'Azur ?", "Désolé, je n'ai pas trouvé le prix des cours théoriques dans les documents.", {"ciel-dazur": FLIGHT, "lefevre-garnier": TAX}, ("ciel-dazur",), "fix_generation"),
    w.diag("fr-bn-063", "diag.missed", "Combien coûte le cours de tournage chez Terre & Feu ?", "Les documents dont je dispose ne mentionnent pas le prix du cours de tournage.", {"tilleuls": PHYSIO, "les-mouettes": HOSTEL}, ("terre-et-feu",), "fix_retrieval"),
    w.diag("fr-bn-064", "diag.correct_refusal", "Le Domaine des Quatre Vents dispose-t-il d'une suite nuptiale ?", "Les documents n'indiquent pas si le Domaine des Quatre Vents dispose d'une suite nuptiale.", {"quatre-vents": WEDDING, "les-mouettes": HOSTEL}, (), "correct_refusal"),
    w.diag("fr-bn-065", "diag.should_refuse", "Combien coûte le parking à la gare de départ du téléphérique de l'Aiguille Rousse ?", "Le parking de la gare de départ coûte 7 € par jour.", {"aiguille-rousse": CABLE_CAR, "trottilib": SCOOTER}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
