"""French cases of fresh set bt: a beekeeping course (Rucher des Tilleuls), a municipal
swimming pool (piscine Jean-Bouin), a violin repair workshop (Morel & Diallo), a ski school
(Les Crêtes), a community garden with allotments (jardin des Lilas), a notary office (Maître
Garnier), a planetarium (Orion), a moving company (Perrin & Fils), a vineyard tour (Clos des
Aubiers) and a coworking space (L'Atelier Commun)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

BEE = "Le Rucher des Tilleuls, près de Tours, propose une formation d'initiation à l'apiculture sur six samedis matin, de 9 h 30 à 12 h, à partir du 5 avril 2025. Le maître apiculteur Bernard Lefèvre anime toutes les séances, et sa fille Claire Lefèvre gère les inscriptions et les paiements. La formation coûte 195 € par personne, voile, paire de gants et manuel imprimé compris. Chaque groupe est limité à 10 participants, et les personnes allergiques aux piqûres doivent apporter leur propre stylo auto-injecteur d'adrénaline. Le rucher compte 35 ruches et récolte environ 500 kilos de miel chaque été."

POOL = "La piscine municipale Jean-Bouin de Villeneuve est ouverte tous les jours sauf le lundi, de 7 h à 21 h 30. Le grand bassin mesure 25 mètres et compte six couloirs, et l'eau y est maintenue à 27 °C. L'entrée adulte coûte 3,80 €, et les enfants de moins de 6 ans accompagnés d'un adulte nagent gratuitement. Le mercredi à partir de 19 h, la moitié des couloirs est réservée au club Villeneuve Natation. Le bonnet de bain est obligatoire pour tous, sauf pour les enfants de moins de 3 ans."

VIOLIN = "L'atelier Morel & Diallo, rue des Luthiers à Mirecourt, est tenu par la luthière Élise Morel et son associé Ousmane Diallo. Élise Morel taille et ajuste les chevalets neufs, tandis qu'Ousmane Diallo restaure les tables fendues et les vieux vernis. Le remplacement d'un chevalet standard coûte 90 € et prend en général trois jours ouvrables. Le remèchage d'un archet coûte 65 € et se fait pendant que le client attend, mais uniquement le samedi. L'atelier ne répare pas les violons électriques."

SKI = "L'École de ski Les Crêtes, à Chamonix, propose des cours collectifs pour les enfants de 5 à 12 ans. Un cours collectif dure 2 heures et coûte 55 € par enfant ; les groupes comptent de 4 à 8 enfants. Tous les moniteurs ont le diplôme d'État de ski et parlent français et anglais ; certains parlent aussi italien. La piste d'entraînement à côté de l'école fait 300 m de long et dispose d'un téléski de 150 m. Le casque est obligatoire pour tous les enfants sur les pistes, et les cours particuliers se réservent auprès du chef moniteur Thomas Girard."

GARDEN = "Le jardin partagé des Lilas, à Montreuil, compte 36 parcelles de 5 mètres sur 10. Les parcelles sont louées pour un an à la fois, moyennant une cotisation annuelle de 50 €. Chaque locataire reçoit une clé du portail, un composteur et un récupérateur d'eau de pluie. Les locataires peuvent installer sur leur parcelle un petit abri de jardin de 2 mètres carrés au maximum. La coordinatrice Nadia Benali inspecte toutes les parcelles le premier dimanche de chaque mois, et les feux sont interdits dans tout le jardin."

NOTARY = "L'étude de Maître Sophie Garnier, notaire, se trouve au 14 boulevard Gambetta, à Lyon. Maître Garnier authentifie les signatures et rédige les actes de vente immobilière, et son assistant Julien Roche fixe tous les rendez-vous. Les rendez-vous doivent être pris au moins 48 heures à l'avance. L'étude est fermée pour les fêtes du 22 décembre 2025 au 2 janvier 2026. La légalisation d'une signature coûte 25 €, et chaque client doit apporter une pièce d'identité avec photo en cours de validité."

PLANETARIUM = "Le planétarium Orion de Rennes a ouvert en 1998 ; sa coupole de 18 mètres de diamètre accueille 160 spectateurs. Son projecteur numérique a été construit à Tokyo par la société Kosei Optics. La séance du soir « Voyage vers Saturne » commence à 19 h 30 et dure 45 minutes ; les retardataires ne sont plus admis une fois la séance commencée. Les billets coûtent 11 € pour les adultes et 6 € pour les étudiants, et le premier rang est réservé aux personnes en fauteuil roulant. L'astronome Dr Camille Roussel donne une courte conférence en direct avant chaque séance du week-end."

MOVING = "Déménagements Perrin & Fils déménage des particuliers depuis 1987. Un camion standard transporte jusqu'à 1 200 kilogrammes et il est conduit par deux déménageurs. Un déménagement local dans un rayon de 30 kilomètres coûte 1 450 € pour un appartement de quatre pièces, matériel d'emballage compris. Les clients doivent confirmer la date au moins 10 jours avant le déménagement. Le patron, Henri Perrin, a fondé l'entreprise, et il inspecte personnellement chaque piano avant son chargement."

VINEYARD = "Le domaine du Clos des Aubiers, en Bourgogne, propose des visites guidées de ses vignes de mai à octobre, chaque mardi, jeudi et samedi à 14 h. La visite dure 90 minutes et se termine par une dégustation de quatre vins au caveau. Elle coûte 20 € par personne ; les enfants de moins de 12 ans viennent gratuitement mais ne participent pas à la dégustation. Le samedi, c'est la vigneronne Anne Moreau qui guide la visite. Le mardi et le jeudi, c'est son cousin Paul Moreau qui s'en charge. Le domaine exploite 14 hectares de chardonnay et de pinot noir."

COWORK = "L'Atelier Commun est un espace de coworking situé au troisième étage du 220 rue Oberkampf, à Paris. Les membres y ont accès 24 heures sur 24, mais l'accueil n'est assuré que du lundi au vendredi, de 8 h à 18 h. Un poste nomade coûte 220 € par mois et un bureau fixe 340 € par mois. Chaque membre dispose de 5 heures de salle de réunion par mois, et chaque heure supplémentaire coûte 15 €. Le responsable de communauté, Karim Haddad, organise un petit-déjeuner gratuit chaque vendredi à 9 h."

# fmt: off
FAITHFULNESS = [
    w.faith("fr-bt-001", "para.reorder", "Quand a lieu la formation d'initiation ?", "C'est à partir du 5 avril 2025, sur six samedis matin de 9 h 30 à 12 h, que se déroule la formation.", BEE, True),
    w.faith("fr-bt-002", "para.passive", "Qui anime la formation et qui s'occupe des inscriptions ?", "Toutes les séances sont animées par le maître apiculteur Bernard Lefèvre, et les inscriptions et paiements sont gérés par sa fille Claire.", BEE, True),
    w.faith("fr-bt-003", "para.synonym", "Combien de temps faut-il pour changer un chevalet ?", "Remplacer un chevalet standard demande habituellement trois jours ouvrables.", VIOLIN, True),
    w.faith("fr-bt-004", "para.nominal", "Que fait Maître Garnier ?", "Son travail comprend l'authentification des signatures et la rédaction des actes de vente immobilière.", NOTARY, True),
    w.faith("fr-bt-005", "para.capital", "Où a été fabriqué le projecteur du planétarium ?", "Le projecteur numérique a été fabriqué au Japon par la société Kosei Optics.", PLANETARIUM, True),
    w.faith("fr-bt-006", "para.pronoun", "Qui fixe les rendez-vous à l'étude ?", "C'est Julien Roche. Il est l'assistant de Maître Garnier, et c'est lui qui fixe tous les rendez-vous.", NOTARY, True),
    w.faith("fr-bt-007", "para.relative", "Qui inspecte les pianos ?", "Chaque piano est inspecté avant son chargement par Henri Perrin, qui dirige l'entreprise et l'a fondée.", MOVING, True),
    w.faith("fr-bt-008", "para.part", "Les locataires reçoivent-ils un composteur ?", "Oui, chaque locataire reçoit un composteur.", GARDEN, True),
    w.faith("fr-bt-009", "para.combine", "Qui guide les visites du domaine ?", "Anne Moreau guide les visites du samedi, et son cousin Paul celles du mardi et du jeudi.", VINEYARD, True),
    w.faith("fr-bt-010", "fmt.number", "Combien de personnes un groupe peut-il accueillir ?", "Un groupe accueille au maximum dix participants.", BEE, True),
    w.faith("fr-bt-011", "fmt.thousands", "Combien coûte un déménagement local pour un quatre-pièces ?", "Pour un appartement de quatre pièces, un déménagement local coûte 1450 €, matériel d'emballage inclus.", MOVING, True),
    w.faith("fr-bt-012", "fmt.scale", "Quelle charge un camion standard peut-il transporter ?", "Un camion standard transporte jusqu'à 1,2 tonne.", MOVING, True),
    w.faith("fr-bt-013", "fmt.date", "Quand l'étude est-elle fermée pour les fêtes ?", "Elle est fermée du 22/12/2025 au 02/01/2026.", NOTARY, True),
    w.faith("fr-bt-014", "fmt.time", "Jusqu'à quelle heure la piscine est-elle ouverte ?", "La piscine est ouverte jusqu'à neuf heures et demie du soir.", POOL, True),
    w.faith("fr-bt-015", "fmt.unit", "Quelle est la longueur de la piste d'entraînement ?", "La piste d'entraînement fait 300 mètres de long.", SKI, True),
    w.faith("fr-bt-016", "fmt.abbrev", "Qui donne la conférence en direct au planétarium ?", "C'est la docteure Camille Roussel, astronome, qui donne une courte conférence avant chaque séance du week-end.", PLANETARIUM, True),
    w.faith("fr-bt-017", "fmt.currency", "Combien coûte le remèchage d'un archet ?", "Le remèchage d'un archet coûte 65 euros.", VIOLIN, True),
    w.faith("fr-bt-018", "fmt.range", "Combien d'enfants y a-t-il dans un groupe de ski ?", "Un groupe compte au moins quatre et au plus huit enfants.", SKI, True),
    w.faith("fr-bt-019", "fmt.period", "Pour combien de temps une parcelle est-elle louée ?", "Une parcelle est louée pour douze mois à la fois.", GARDEN, True),
    w.faith("fr-bt-020", "fmt.share", "Combien de couloirs le club a-t-il le mercredi soir ?", "Le mercredi à partir de 19 h, 50 % des couloirs sont réservés au club Villeneuve Natation.", POOL, True),
    w.faith("fr-bt-021", "para.except", "Quel jour la piscine est-elle fermée ?", "La piscine est fermée le lundi.", POOL, True),
    w.faith("fr-bt-022", "wrap.opener", "Les enfants peuvent-ils venir à la visite du domaine ?", "Bonne question ! Les enfants de moins de 12 ans viennent gratuitement, mais ils ne participent pas à la dégustation.", VINEYARD, True),
    w.faith("fr-bt-023", "wrap.closer", "Combien coûte un bureau fixe à L'Atelier Commun ?", "Un bureau fixe coûte 340 € par mois. J'espère que cela vous aide !", COWORK, True),
    w.faith("fr-bt-024", "wrap.attribution", "Quand l'accueil de L'Atelier Commun est-il assuré ?", "D'après le document, l'accueil est assuré en semaine, du lundi au vendredi, entre 8 h et 18 h.", COWORK, True),
    w.faith("fr-bt-025", "wrap.hedge", "Combien coûte une parcelle par an ?", "Je crois que la cotisation annuelle est de 50 €.", GARDEN, True),
    w.faith("fr-bt-026", "wrap.question", "Combien de temps dure la séance du soir ?", "« Voyage vers Saturne » dure 45 minutes. Souhaitez-vous aussi connaître le prix des billets ?", PLANETARIUM, True),
    w.faith("fr-bt-027", "value.number", "Combien de ruches compte le rucher ?", "Le rucher compte 45 ruches.", BEE, False),
    w.faith("fr-bt-028", "value.date", "Jusqu'à quand l'étude est-elle fermée ?", "L'étude reste fermée jusqu'au 12 janvier 2026.", NOTARY, False),
    w.faith("fr-bt-029", "value.time", "À quelle heure la piscine ouvre-t-elle le matin ?", "La piscine ouvre à 8 h le matin.", POOL, False),
    w.faith("fr-bt-030", "value.unit", "Quelle est la longueur du téléski ?", "Le téléski à côté de l'école fait 150 pieds de long.", SKI, False),
    w.faith("fr-bt-031", "value.currency", "Combien coûte le remplacement d'un chevalet standard ?", "Le remplacement d'un chevalet standard coûte 60 €.", VIOLIN, False),
    w.faith("fr-bt-032", "role.swap", "Qui fait quoi à l'atelier ?", "Ousmane Diallo taille et ajuste les chevalets neufs, tandis qu'Élise Morel restaure les tables fendues et les vieux vernis.", VIOLIN, False),
    w.faith("fr-bt-033", "negation", "Peut-on faire du feu dans le jardin partagé ?", "Oui, les feux sont autorisés dans le jardin.", GARDEN, False),
    w.faith("fr-bt-034", "antonym", "Quelles places sont réservées aux personnes en fauteuil roulant ?", "Le dernier rang est réservé aux personnes en fauteuil roulant.", PLANETARIUM, False),
    w.faith("fr-bt-035", "modality", "Peut-on construire un abri sur sa parcelle ?", "Les locataires doivent installer sur leur parcelle un abri de jardin de 2 mètres carrés au maximum.", GARDEN, False),
    w.faith("fr-bt-036", "quantifier", "Quelles langues parlent les moniteurs ?", "Tous les moniteurs parlent français, anglais et italien.", SKI, False),
    w.faith("fr-bt-037", "value.except", "Qui doit porter un bonnet de bain ?", "Seuls les enfants de moins de 3 ans doivent porter un bonnet de bain.", POOL, False),
    w.faith("fr-bt-038", "direction", "Quand faut-il confirmer la date du déménagement ?", "Il faut confirmer la date au moins 10 jours après le déménagement.", MOVING, False),
    w.faith("fr-bt-039", "added.fact", "Quels cépages le domaine cultive-t-il ?", "Le domaine cultive du chardonnay et du pinot noir sur 14 hectares, et toutes les vendanges se font à la main en septembre.", VINEYARD, False),
    w.faith("fr-bt-040", "added.entity", "Qui conduit les camions ?", "Chaque camion est conduit par deux déménageurs, formés par l'Institut Transdem de Lyon.", MOVING, False),
    w.faith("fr-bt-041", "mixed", "Combien coûte la visite et qu'est-ce qu'on reçoit ?", "La visite coûte 20 € par personne, et chaque participant repart avec une bouteille de vin offerte.", VINEYARD, False),
]

REFUSAL = [
    w.refusal("fr-bt-042", "refusal.plain", "L'Atelier Commun a-t-il un parking pour les membres ?", "Je ne sais pas si L'Atelier Commun dispose d'un parking pour les membres.", COWORK, True),
    w.refusal("fr-bt-043", "refusal.context", "Y a-t-il une réduction étudiante pour la formation ?", "La présentation de la formation ne parle d'aucune réduction pour les étudiants, je ne peux donc pas dire s'il en existe une.", BEE, True),
    w.refusal("fr-bt-044", "refusal.short", "Le planétarium a-t-il une cafétéria ?", "Le texte n'en dit rien.", PLANETARIUM, True),
    w.refusal("fr-bt-045", "refusal.long", "Puis-je faire expédier du vin à l'étranger après la visite ?", "Merci pour votre question. J'ai lu attentivement les informations sur les visites du Clos des Aubiers, mais elles ne portent que sur les horaires, le prix, les guides et la dégustation ; il n'y est question ni d'achat de vin ni d'expédition à l'étranger. Je suis désolé de ne pas pouvoir vous répondre sur ce point, et je vous conseille de vous adresser directement au domaine.", VINEYARD, True),
    w.refusal("fr-bt-046", "refusal.hedged", "Combien coûte un cours particulier avec Thomas Girard ?", "Je n'en suis pas tout à fait sûr, mais un cours particulier doit coûter environ 70 € de l'heure.", SKI, False),
    w.refusal("fr-bt-047", "refusal.partial", "Combien coûtent la légalisation d'une signature et la rédaction d'un acte de vente ?", "La légalisation d'une signature coûte 25 € ; en revanche, le texte n'indique pas le prix de la rédaction d'un acte de vente.", NOTARY, False),
]

CORRECTNESS = [
    w.correct("fr-bt-048", "correct.wordy", "Combien coûte l'entrée adulte à la piscine Jean-Bouin ?", "Si vous êtes adulte, vous paierez 3,80 € pour entrer à la piscine municipale Jean-Bouin : c'est le prix d'une entrée adulte.", "L'entrée adulte coûte 3,80 €.", True),
    w.correct("fr-bt-049", "correct.short", "Combien de parcelles compte le jardin partagé des Lilas ?", "36.", "Le jardin partagé des Lilas compte 36 parcelles.", True),
    w.correct("fr-bt-050", "correct.format", "Quelle charge un camion standard de Perrin & Fils peut-il transporter ?", "Jusqu'à 1,2 t.", "Un camion standard transporte jusqu'à 1 200 kilogrammes.", True),
    w.correct("fr-bt-051", "wrong.value", "Combien coûte un cours collectif de ski par enfant ?", "Un cours collectif coûte 45 € par enfant.", "Un cours collectif coûte 55 € par enfant.", False),
    w.correct("fr-bt-052", "wrong.echo", "Quels jours peut-on faire remécher un archet pendant qu'on attend ?", "On peut faire remécher un archet pendant qu'on attend du lundi au vendredi.", "Le remèchage pendant que le client attend se fait uniquement le samedi.", False),
    w.correct("fr-bt-053", "wrong.role", "Qui authentifie les signatures à l'étude, et qui fixe les rendez-vous ?", "Julien Roche authentifie les signatures, et Maître Garnier fixe les rendez-vous.", "Maître Sophie Garnier authentifie les signatures, et son assistant Julien Roche fixe les rendez-vous.", False),
]

RELEVANCY = [
    w.relevant("fr-bt-054", "relevant.direct", "Combien coûte un billet étudiant au planétarium Orion ?", "Un billet étudiant coûte 6 €.", PLANETARIUM, True),
    w.relevant("fr-bt-055", "relevant.yesno", "Les gants sont-ils compris dans le prix de la formation ?", "Oui, une paire de gants est comprise dans les 195 € de la formation.", BEE, True),
    w.relevant("fr-bt-056", "offtopic.true", "Combien coûte l'entrée adulte à la piscine ?", "Le grand bassin mesure 25 mètres et compte six couloirs.", POOL, False),
    w.relevant("fr-bt-057", "offtopic.other", "L'atelier répare-t-il les violons électriques ?", "Le remèchage d'un archet coûte 65 € et se fait le samedi pendant que vous attendez.", VIOLIN, False),
]

DIAGNOSIS = [
    w.diag("fr-bt-058", "diag.pass", "Quand la coordinatrice inspecte-t-elle les parcelles ?", "Nadia Benali passe en revue toutes les parcelles le premier dimanche de chaque mois.", {"garden": GARDEN, "apiary": BEE}, ("garden",), "pass"),
    w.diag("fr-bt-059", "diag.offtopic", "Combien de temps dure un cours collectif de ski ?", "Tous les enfants doivent porter un casque sur les pistes.", {"ski": SKI, "vineyard": VINEYARD}, ("ski",), "fix_generation"),
    w.diag("fr-bt-060", "diag.unfaithful", "Combien d'heures de salle de réunion les membres ont-ils par mois ?", "Chaque membre dispose de 10 heures de salle de réunion par mois.", {"cowork": COWORK, "ski": SKI}, ("cowork",), "fix_generation"),
    w.diag("fr-bt-061", "diag.refused", "À quelle heure commencent les visites du domaine ?", "Désolé, les documents n'indiquent pas l'heure de début des visites.", {"vineyard": VINEYARD, "notary": NOTARY}, ("vineyard",), "fix_generation"),
    w.diag("fr-bt-062", "diag.missed", "À quelle température l'eau de la piscine Jean-Bouin est-elle maintenue ?", "Les documents dont je dispose ne mentionnent pas la température de l'eau de la piscine Jean-Bouin.", {"moving": MOVING, "garden": GARDEN}, ("pool",), "fix_retrieval"),
    w.diag("fr-bt-063", "diag.correct_refusal", "L'Atelier Commun a-t-il des douches ?", "Les documents ne disent pas si L'Atelier Commun a des douches.", {"cowork": COWORK, "apiary": BEE}, (), "correct_refusal"),
    w.diag("fr-bt-064", "diag.should_refuse", "Quand la boutique du planétarium est-elle ouverte ?", "La boutique est ouverte tous les jours de 10 h à 18 h.", {"planetarium": PLANETARIUM, "vineyard": VINEYARD}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
