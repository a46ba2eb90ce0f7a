"""Fresh set cr, French: déchetterie, salles de travail de la bibliothèque, caviste, sauna public, parc canin, atelier de couture, radio étudiante, festival d'escalade, café de musée et service des passeports."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

RECYCLE = (
    "La déchetterie de Montclair, chemin de la Carrière, est ouverte tous les jours sauf le mardi, de 8 h à 18 h. "
    "La maire, Brigitte Lemoine, a inauguré la déchetterie en mars 2009, et Denis Hébert la dirige depuis 2015. "
    "Les habitants peuvent déposer gratuitement jusqu'à 200 kilogrammes de déchets verts par passage. "
    "Les vieux matelas sont acceptés moyennant 12 € pièce. "
    "Les visiteurs doivent présenter un justificatif de domicile à l'entrée. "
    "Environ un quart des 48 bennes de la déchetterie sont réservées aux appareils électroniques."
)
STUDY = (
    "La bibliothèque municipale du quai du Port compte 14 salles de travail au deuxième étage. "
    "Chaque salle peut être réservée trois heures maximum par jour. "
    "Les réservations ouvrent sept jours à l'avance, en ligne ou à l'accueil. "
    "La nourriture est interdite dans toutes les salles, mais les boissons en bouteille fermée sont autorisées. "
    "Les salles ferment à 21 h du lundi au vendredi et à 17 h le samedi. "
    "Les réservations de groupe de plus de six personnes doivent être validées par la bibliothécaire en chef, Claire Nadeau."
)
WINE = (
    "La Cave du Tire-Bouchon, rue des Ormes, a été fondée en 1998 par Marthe Rousseau. "
    "Elle propose 1 250 vins différents, dont la moitié viennent de Bourgogne. "
    "Il faut avoir au moins 18 ans pour acheter de l'alcool, et une pièce d'identité peut être demandée. "
    "Une dégustation gratuite a lieu chaque vendredi de 17 h à 19 h. "
    "L'achat d'un carton de 12 bouteilles donne droit à une remise de 10 %. "
    "Le sommelier de la cave, Jonas Bergeron, recommande un rioja à 24,50 €."
)
SAUNA = (
    "Le sauna public du Lac est ouvert tous les jours sauf le lundi. "
    "Sa cabine principale est chauffée à 85 °C et peut accueillir 30 personnes. "
    "L'entrée coûte 9 € pour les adultes et 5 € pour les enfants de moins de 12 ans. "
    "Le maillot de bain est facultatif dans les cabines, mais obligatoire dans le bassin d'eau froide. "
    "Il est conseillé, mais pas obligatoire, d'apporter sa propre serviette. "
    "Le mardi, de 18 h à 22 h, le sauna est réservé aux femmes."
)
DOGPARK = (
    "Le parc canin des Bouleaux est un espace clôturé de 2,5 hectares au bord de la rivière. "
    "Il est ouvert tous les jours du lever du soleil jusqu'à 22 h. "
    "Tous les chiens doivent être vaccinés et porter une médaille d'identification visible. "
    "Les chiens de moins de six mois n'ont pas accès à l'espace principal. "
    "Un enclos séparé est réservé aux petits chiens de moins de 10 kilogrammes. "
    "Chaque samedi matin, des bénévoles menés par Carole Ménard nettoient le parc."
)
TAILOR = (
    "L'atelier de couture Fil d'Or est tenu par Karim Benali depuis 2012. "
    "Un ourlet de pantalon coûte 15 € et prend deux jours. "
    "Les retouches de costume prennent jusqu'à dix jours ouvrables. "
    "L'atelier est fermé le dimanche et le lundi. "
    "L'apprentie de Karim Benali, Lili Chevalier, s'occupe de tous les essayages de robes de mariée. "
    "Pour un costume sur mesure, il faut verser un acompte de 50 % à la commande."
)
RADIO = (
    "Radio Campus Onde 89,3 est la radio étudiante de l'université de Nordval. "
    "Elle émet 18 heures par jour, de 6 h à minuit. "
    "La station compte 65 bénévoles étudiants et est dirigée par Thomas Rivière. "
    "Les nouveaux animateurs doivent suivre une formation de quatre semaines avant de passer à l'antenne. "
    "La matinale, animée par Aïcha Bello, a été diffusée pour la première fois le 14 septembre 2020. "
    "Le journal local L'Écho de Nordval a fait don du matériel du studio."
)
CLIMB = (
    "Le festival d'escalade du Pic de Granit aura lieu du 7 au 9 juin 2024 à Andorre-la-Vieille, la capitale de l'Andorre. "
    "Environ 3 000 grimpeurs sont attendus. "
    "Le pass week-end coûte 85 € et le billet à la journée 40 €. "
    "Les enfants de moins de 14 ans ne peuvent grimper qu'accompagnés d'un adulte. "
    "La compétition de bloc est jugée par l'ancienne championne Léna Vogt. "
    "Le mur principal mesure 18 mètres de haut."
)
CAFE = (
    "Le café du musée des Beaux-Arts de la Rive se trouve au rez-de-chaussée et compte 40 places. "
    "Il est ouvert de 9 h 30 à 17 h. "
    "Il n'est pas nécessaire d'avoir un billet du musée pour aller au café. "
    "Le chef, Paolo Greco, prépare tous les gâteaux sur place chaque matin. "
    "Une part de gâteau aux carottes coûte 4,75 € et une théière 3 €. "
    "Les membres du musée bénéficient d'une réduction de 15 %."
)
PASSPORT = (
    "Le service des passeports de la mairie, au 12 boulevard du Roi, est ouvert du lundi au vendredi de 8 h 30 à 16 h. "
    "Les rendez-vous doivent être pris en ligne au moins 48 heures à l'avance. "
    "Un passeport adulte standard coûte 86 € et est valable dix ans. "
    "Le traitement standard prend trois semaines ; le traitement express prend cinq jours ouvrables et coûte 30 € de plus. "
    "Les demandeurs doivent apporter deux photos récentes et leur ancien passeport. "
    "Le service est dirigé par Hélène Parmentier."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-cr-001", "para.reorder", "Quand la déchetterie de Montclair est-elle ouverte ?", "De 8 h à 18 h, tous les jours sauf le mardi, la déchetterie est ouverte.", RECYCLE, True),
    w.faith("fr-cr-002", "para.passive", "Qui a inauguré la déchetterie ?", "La déchetterie a été inaugurée en mars 2009 par la maire, Brigitte Lemoine.", RECYCLE, True),
    w.faith("fr-cr-003", "para.synonym", "Combien de salles de travail y a-t-il à la bibliothèque du quai du Port ?", "La bibliothèque dispose de 14 salles de travail, toutes situées au deuxième étage.", STUDY, True),
    w.faith("fr-cr-004", "para.nominal", "Comment obtenir un rendez-vous au service des passeports ?", "La prise de rendez-vous se fait obligatoirement en ligne, au moins 48 heures à l'avance.", PASSPORT, True),
    w.faith("fr-cr-005", "para.capital", "Où se déroule le festival d'escalade du Pic de Granit ?", "La capitale de l'Andorre, Andorre-la-Vieille, accueille le festival.", CLIMB, True),
    w.faith("fr-cr-006", "para.pronoun", "Quel est le rôle de Thomas Rivière à Radio Campus Onde ?", "C'est lui qui dirige la station.", RADIO, True),
    w.faith("fr-cr-007", "para.relative", "Qui a fondé la Cave du Tire-Bouchon ?", "Marthe Rousseau a fondé en 1998 la Cave du Tire-Bouchon, qui se trouve rue des Ormes.", WINE, True),
    w.faith("fr-cr-008", "para.part", "Combien paient les enfants au sauna ?", "Les enfants de moins de 12 ans paient 5 €.", SAUNA, True),
    w.faith("fr-cr-009", "para.combine", "Où se trouve le parc canin des Bouleaux et quand puis-je y aller ?", "C'est un espace clôturé de 2,5 hectares au bord de la rivière, ouvert tous les jours du lever du soleil jusqu'à 22 h.", DOGPARK, True),
    w.faith("fr-cr-010", "fmt.number", "Combien de temps faut-il pour un ourlet de pantalon chez Fil d'Or ?", "Un ourlet de pantalon prend 2 jours.", TAILOR, True),
    w.faith("fr-cr-011", "fmt.thousands", "Combien de vins propose la Cave du Tire-Bouchon ?", "La cave propose 1250 vins différents.", WINE, True),
    w.faith("fr-cr-012", "fmt.scale", "Quelle est la superficie du parc canin des Bouleaux ?", "L'espace clôturé fait 25 000 mètres carrés.", DOGPARK, True),
    w.faith("fr-cr-013", "fmt.date", "Quand la matinale de Radio Campus Onde a-t-elle été diffusée pour la première fois ?", "Sa première diffusion date du 14/09/2020.", RADIO, True),
    w.faith("fr-cr-014", "fmt.time", "Quels sont les horaires du café du musée ?", "Le café ouvre à neuf heures et demie du matin et ferme à cinq heures de l'après-midi.", CAFE, True),
    w.faith("fr-cr-015", "fmt.unit", "Quelle est la température de la cabine principale du sauna ?", "La cabine principale est chauffée à 85 degrés Celsius.", SAUNA, True),
    w.faith("fr-cr-016", "fmt.abbrev", "Quelle est l'adresse du service des passeports ?", "Il se trouve au 12 bd du Roi.", PASSPORT, True),
    w.faith("fr-cr-017", "fmt.currency", "Combien coûte une part de gâteau aux carottes au café du musée ?", "Une part de gâteau aux carottes coûte 4 euros et 75 centimes.", CAFE, True),
    w.faith("fr-cr-018", "fmt.range", "Combien de temps puis-je réserver une salle de travail ?", "Vous pouvez réserver une salle jusqu'à 3 heures par jour, pas plus.", STUDY, True),
    w.faith("fr-cr-019", "fmt.period", "Combien de temps prend le traitement standard d'un passeport ?", "Le traitement standard prend 21 jours.", PASSPORT, True),
    w.faith("fr-cr-020", "fmt.share", "Quelle part des vins de la Cave du Tire-Bouchon vient de Bourgogne ?", "50 % des vins proposés viennent de Bourgogne.", WINE, True),
    w.faith("fr-cr-021", "para.except", "Puis-je apporter mes déchets à la déchetterie un mardi ?", "Non, la déchetterie est fermée le mardi.", RECYCLE, True),
    w.faith("fr-cr-022", "wrap.opener", "Quels jours l'atelier Fil d'Or est-il fermé ?", "Bonne question ! L'atelier Fil d'Or est fermé le dimanche et le lundi.", TAILOR, True),
    w.faith("fr-cr-023", "wrap.closer", "Combien coûte le billet à la journée pour le festival d'escalade ?", "Le billet à la journée coûte 40 €. J'espère que cela vous aide !", CLIMB, True),
    w.faith("fr-cr-024", "wrap.attribution", "Le maillot de bain est-il obligatoire dans le bassin d'eau froide ?", "D'après les informations du sauna public du Lac, le maillot de bain est obligatoire dans le bassin d'eau froide.", SAUNA, True),
    w.faith("fr-cr-025", "wrap.hedge", "Qui nettoie le parc canin ?", "Si je ne me trompe pas, ce sont des bénévoles menés par Carole Ménard qui nettoient le parc chaque samedi matin.", DOGPARK, True),
    w.faith("fr-cr-026", "wrap.question", "Faut-il un billet du musée pour aller au café ?", "Non, pas besoin de billet du musée pour aller au café. Voulez-vous connaître le prix des gâteaux ?", CAFE, True),
    w.faith("fr-cr-027", "value.number", "Combien de salles de travail la bibliothèque compte-t-elle ?", "La bibliothèque compte 16 salles de travail au deuxième étage.", STUDY, False),
    w.faith("fr-cr-028", "value.date", "Quand a lieu le festival d'escalade ?", "Il a lieu du 7 au 9 juillet 2024 à Andorre-la-Vieille.", CLIMB, False),
    w.faith("fr-cr-029", "value.time", "À quelle heure ferment les salles de travail ?", "Elles ferment à 21 h du lundi au vendredi et à 18 h le samedi.", STUDY, False),
    w.faith("fr-cr-030", "value.unit", "Quelle est la hauteur du mur principal du festival ?", "Le mur principal mesure 18 pieds de haut.", CLIMB, False),
    w.faith("fr-cr-031", "value.currency", "Combien coûte un passeport adulte standard ?", "Un passeport adulte standard coûte 96 € et est valable dix ans.", PASSPORT, False),
    w.faith("fr-cr-032", "role.swap", "Qui tient l'atelier Fil d'Or ?", "C'est Lili Chevalier qui tient l'atelier, et Karim Benali est son apprenti.", TAILOR, False),
    w.faith("fr-cr-033", "negation", "Peut-on aller au café sans billet du musée ?", "Non, il faut un billet du musée pour aller au café.", CAFE, False),
    w.faith("fr-cr-034", "antonym", "Faut-il payer pour déposer des déchets verts ?", "Oui, le dépôt de déchets verts est payant, dans la limite de 200 kilogrammes par passage.", RECYCLE, False),
    w.faith("fr-cr-035", "modality", "Dois-je apporter une serviette au sauna ?", "Oui, chaque visiteur doit obligatoirement apporter sa propre serviette.", SAUNA, False),
    w.faith("fr-cr-036", "quantifier", "Combien de bennes sont réservées aux appareils électroniques ?", "La plupart des 48 bennes sont réservées aux appareils électroniques.", RECYCLE, False),
    w.faith("fr-cr-037", "value.except", "Le sauna public du Lac est-il ouvert le lundi ?", "Oui, le sauna public du Lac est ouvert le lundi.", SAUNA, False),
    w.faith("fr-cr-038", "direction", "À quels chiens l'enclos séparé est-il réservé ?", "L'enclos séparé est réservé aux chiens de plus de 10 kilogrammes.", DOGPARK, False),
    w.faith("fr-cr-039", "added.fact", "À quelles heures Radio Campus Onde émet-elle ?", "La radio émet de 6 h à minuit, et toutes ses émissions sont aussi disponibles en podcast.", RADIO, False),
    w.faith("fr-cr-040", "added.entity", "Qui fait les gâteaux du café du musée ?", "Le chef Paolo Greco les prépare sur place chaque matin avec sa pâtissière, Julie Marchand.", CAFE, False),
    w.faith("fr-cr-041", "mixed", "Combien coûtent les billets du festival d'escalade ?", "Le pass week-end coûte 85 €, et le billet à la journée 45 €.", CLIMB, False),
]
REFUSAL = [
    w.refusal("fr-cr-042", "refusal.plain", "La Cave du Tire-Bouchon livre-t-elle à domicile ?", "Je suis désolé, je n'ai pas cette information.", WINE, True),
    w.refusal("fr-cr-043", "refusal.context", "Y a-t-il de l'eau potable pour les chiens au parc canin ?", "Les documents fournis ne précisent pas s'il y a de l'eau potable dans le parc.", DOGPARK, True),
    w.refusal("fr-cr-044", "refusal.short", "Combien coûte une publicité sur Radio Campus Onde ?", "Aucune idée.", RADIO, True),
    w.refusal("fr-cr-045", "refusal.long", "Puis-je obtenir le jour même un passeport pour mon bébé qui vient de naître ?", "Merci pour votre question. Malheureusement, les informations dont je dispose ne parlent ni des passeports pour bébés ni d'une délivrance le jour même, je ne peux donc pas vous répondre. Les documents indiquent seulement le prix d'un passeport adulte standard et les délais du traitement standard et du traitement express. Je vous conseille de contacter directement le service des passeports avant de vous déplacer.", PASSPORT, True),
    w.refusal("fr-cr-046", "refusal.hedged", "Combien coûte l'entrée adulte au sauna ?", "Je n'en suis pas tout à fait sûr, mais il me semble que l'entrée adulte est à 9 €.", SAUNA, False),
    w.refusal("fr-cr-047", "refusal.partial", "Combien coûtent une part de gâteau aux carottes et un café crème au café du musée ?", "Une part de gâteau aux carottes coûte 4,75 €, mais les documents ne donnent pas le prix du café crème.", CAFE, False),
]
CORRECTNESS = [
    w.correct("fr-cr-048", "correct.wordy", "Qui a fondé la Cave du Tire-Bouchon ?", "La Cave du Tire-Bouchon, située rue des Ormes, a été fondée en 1998 par Marthe Rousseau.", "Marthe Rousseau.", True),
    w.correct("fr-cr-049", "correct.short", "Combien de temps un passeport adulte standard est-il valable ?", "Dix ans.", "Un passeport adulte standard est valable dix ans.", True),
    w.correct("fr-cr-050", "correct.format", "À quelle date commence le festival d'escalade ?", "Il commence le 07/06/2024.", "Le 7 juin 2024.", True),
    w.correct("fr-cr-051", "wrong.value", "Combien de bénévoles étudiants compte Radio Campus Onde ?", "La station compte 56 bénévoles étudiants.", "65 bénévoles étudiants.", False),
    w.correct("fr-cr-052", "wrong.echo", "Quelle est la hauteur du mur principal du festival d'escalade ?", "Le mur principal du festival d'escalade a une belle hauteur.", "18 mètres.", False),
    w.correct("fr-cr-053", "wrong.role", "Qui est l'apprentie de l'atelier Fil d'Or ?", "C'est Karim Benali.", "Lili Chevalier.", False),
]
RELEVANCY = [
    w.relevant("fr-cr-054", "relevant.direct", "Combien de temps à l'avance peut-on réserver une salle de travail ?", "Les réservations ouvrent sept jours avant.", STUDY, True),
    w.relevant("fr-cr-055", "relevant.yesno", "Mon chiot de quatre mois peut-il aller dans l'espace principal du parc ?", "Non, les chiens de moins de six mois n'ont pas accès à l'espace principal.", DOGPARK, True),
    w.relevant("fr-cr-056", "offtopic.true", "Le maillot de bain est-il obligatoire dans les cabines du sauna ?", "L'entrée coûte 9 € pour les adultes et 5 € pour les enfants de moins de 12 ans.", SAUNA, False),
    w.relevant("fr-cr-057", "offtopic.other", "Combien coûte le dépôt d'un vieux matelas ?", "La déchetterie est ouverte de 8 h à 18 h.", RECYCLE, False),
]
DIAGNOSIS = [
    w.diag("fr-cr-058", "diag.pass", "Quel acompte faut-il verser pour un costume sur mesure chez Fil d'Or ?", "Il faut verser un acompte de 50 % à la commande d'un costume sur mesure.", {"tailor": TAILOR, "radio": RADIO}, ("tailor",), "pass"),
    w.diag("fr-cr-059", "diag.offtopic", "Combien coûte une théière au café du musée ?", "Le café se trouve au rez-de-chaussée et compte 40 places.", {"cafe": CAFE}, ("cafe",), "fix_generation"),
    w.diag("fr-cr-060", "diag.unfaithful", "Qui juge la compétition de bloc du festival d'escalade ?", "La compétition de bloc est jugée par Marc Lenoir.", {"climb": CLIMB, "wine": WINE}, ("climb",), "fix_generation"),
    w.diag("fr-cr-061", "diag.refused", "Que dois-je apporter au rendez-vous pour mon passeport ?", "Désolé, je ne trouve pas cette information.", {"passport": PASSPORT}, ("passport",), "fix_generation"),
    w.diag("fr-cr-062", "diag.missed", "Quelle est la superficie du parc canin des Bouleaux ?", "Désolé, je n'ai pas trouvé la superficie du parc canin.", {"sauna": SAUNA, "wine": WINE}, ("dogpark",), "fix_retrieval"),
    w.diag("fr-cr-063", "diag.correct_refusal", "La déchetterie accepte-t-elle les pneus de voiture ?", "Les documents ne disent pas si la déchetterie accepte les pneus de voiture.", {"recycle": RECYCLE, "study": STUDY}, (), "correct_refusal"),
    w.diag("fr-cr-064", "diag.should_refuse", "Combien d'auditeurs Radio Campus Onde a-t-elle ?", "Radio Campus Onde touche environ 12 000 auditeurs chaque semaine.", {"radio": RADIO, "cafe": CAFE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
