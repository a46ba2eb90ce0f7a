"""Fresh set cj, French: cabinet dentaire, station de lavage en libre-service, planétarium, salle d'escalade, fablab de médiathèque, camping au bord d'un lac, cours de pâtisserie, marathon, buanderie d'une coopérative d'habitants et visite du port en bateau."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

DENTAL = (
    "Le cabinet dentaire des Tilleuls est ouvert du lundi au vendredi de 8 h 30 à 19 h et le samedi de 9 h à 12 h. "
    "La Dre Claire Morel a fondé le cabinet en 2014 ; son associé, le Dr Julien Petit, s'occupe des enfants. "
    "Une consultation de contrôle coûte 30 €, et le premier rendez-vous d'un nouveau patient est gratuit. "
    "Tout rendez-vous doit être annulé au moins 48 heures à l'avance ; à défaut, 20 € sont facturés. "
    "Les enfants de moins de 10 ans peuvent être accompagnés d'un parent en salle de soins."
)
CARWASH = (
    "La station de lavage en libre-service Bulles & Co, route de Lyon, compte 6 pistes de lavage et 3 aspirateurs. "
    "Elle est ouverte tous les jours de 7 h à 22 h, sauf le 1er mai. "
    "Un programme de lavage coûte 3 € pour 6 minutes, et chaque minute supplémentaire 0,50 €. "
    "Le paiement se fait par pièces ou par carte bancaire ; les billets ne sont pas acceptés. "
    "Les véhicules de plus de 2,4 mètres de haut doivent utiliser la piste 6."
)
PLANETARIUM = (
    "Le planétarium de Vaulx offre 130 places sous un dôme de 16 mètres de diamètre. "
    "Les séances ont lieu du mercredi au dimanche à 10 h 30, 14 h et 20 h. "
    "Le billet coûte 9 € pour les adultes et 6 € pour les 5-17 ans ; l'entrée est gratuite pour les moins de 5 ans. "
    "Le premier samedi du mois, la séance du soir est animée par l'astrophysicienne Hélène Garnier. "
    "Aucun retardataire n'est admis une fois la séance commencée."
)
CLIMBING = (
    "La salle d'escalade Vertical'Roc dispose de 1 100 m² de murs et de 95 blocs. "
    "L'entrée à la journée coûte 15 € et l'abonnement mensuel 55 €. "
    "Les débutants doivent suivre une initiation de sécurité de 30 minutes avant de grimper. "
    "L'ouvreur Bastien Leroy renouvelle la moitié des blocs toutes les deux semaines. "
    "Les chaussons se louent 4 €, et les sacs à magnésie sont prêtés gratuitement. "
    "La réservation est conseillée mais pas obligatoire."
)
MAKERSPACE = (
    "Le fablab de la médiathèque Jules-Verne possède quatre imprimantes 3D, une découpeuse laser et trois machines à coudre. "
    "Les titulaires d'une carte de lecteur peuvent réserver une imprimante 3D jusqu'à 2 heures par jour. "
    "L'impression est facturée 0,20 € le gramme de filament. "
    "La découpeuse laser n'est accessible qu'après une formation avec le médiathécaire Karim Benali, organisée chaque mercredi à 17 h. "
    "Le fablab est fermé le lundi."
)
CAMPSITE = (
    "Le camping du Lac Bleu, au bord du lac d'Annecy, compte 70 emplacements, dont 25 avec électricité. "
    "Un emplacement tente coûte 22 € la nuit et un emplacement avec électricité 29 €. "
    "L'arrivée se fait à partir de 15 h et le départ avant 11 h. "
    "Le silence est de rigueur de 22 h à 7 h. "
    "Les feux sont interdits partout sauf dans les foyers aménagés au bord de l'eau. "
    "Le camping est ouvert du 15 avril au 30 septembre."
)
COOKING = (
    "Le chef Antoine Rousseau anime chaque mardi soir un cours de pâtisserie à l'atelier Farine & Beurre. "
    "Le cours commence à 18 h 30, dure deux heures et demie et accueille au maximum 8 participants. "
    "Le tarif est de 65 € par personne, ingrédients compris. "
    "Les participants doivent avoir au moins 14 ans. "
    "Les tabliers sont fournis, mais il est conseillé d'apporter une boîte pour emporter ses gâteaux."
)
MARATHON = (
    "Le marathon de Rennes aura lieu le dimanche 19 octobre 2025, avec un départ à 9 h place de la Mairie. "
    "Rennes est la capitale de la Bretagne. "
    "Le parcours mesure 42,195 km et ferme 6 h 30 après le départ. "
    "L'inscription coûte 60 € jusqu'au 30 juin, puis 75 €. "
    "Environ 9 000 coureurs sont attendus, dont un quart courent leur premier marathon. "
    "Il faut avoir au moins 20 ans le jour de la course."
)
LAUNDRY = (
    "La buanderie commune de la coopérative d'habitants Les Glycines se trouve au sous-sol du bâtiment C. "
    "Elle compte 3 lave-linge et 2 sèche-linge. "
    "Les membres peuvent réserver un créneau de 2 heures entre 8 h et 21 h. "
    "Une lessive coûte 2,50 € et le séchage est gratuit. "
    "La gardienne, Monique Lefèvre, nettoie la buanderie tous les jeudis matin. "
    "Il est interdit de teindre des vêtements dans les machines."
)
BOAT = (
    "Les Vedettes du Vieux-Port proposent une visite commentée du port d'une heure à bord du bateau L'Hirondelle. "
    "Les départs ont lieu quai des Belges à 11 h, 14 h et 17 h, tous les jours d'avril à octobre. "
    "Le billet coûte 18 € pour les adultes et 9 € pour les enfants, soit la moitié du tarif adulte. "
    "Le capitaine Marius Fabre pilote le bateau et la guide Léa Bonnet assure le commentaire. "
    "Des gilets de sauvetage sont fournis, et les chiens tenus en laisse sont acceptés à bord."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-cj-001", "para.reorder", "À quelle heure partent les bateaux pour la visite du port ?", "À 11 h, 14 h et 17 h, tous les jours d'avril à octobre, les départs ont lieu quai des Belges.", BOAT, True),
    w.faith("fr-cj-002", "para.passive", "Qui anime le cours de pâtisserie ?", "Le cours de pâtisserie est animé chaque mardi soir par le chef Antoine Rousseau.", COOKING, True),
    w.faith("fr-cj-003", "para.synonym", "Où est la buanderie de la coopérative ?", "La buanderie partagée est située au sous-sol du bâtiment C.", LAUNDRY, True),
    w.faith("fr-cj-004", "para.nominal", "Je n'ai jamais grimpé : que dois-je faire avant ?", "Le suivi d'une initiation de sécurité de 30 minutes est obligatoire pour les débutants avant de grimper.", CLIMBING, True),
    w.faith("fr-cj-005", "para.capital", "Quelle est la capitale de la Bretagne ?", "La capitale de la Bretagne, c'est Rennes.", MARATHON, True),
    w.faith("fr-cj-006", "para.pronoun", "Qui a fondé le cabinet dentaire des Tilleuls ?", "C'est la Dre Claire Morel : elle l'a fondé en 2014.", DENTAL, True),
    w.faith("fr-cj-007", "para.relative", "Qui anime la séance du soir du premier samedi du mois ?", "Elle est animée par Hélène Garnier, qui est astrophysicienne.", PLANETARIUM, True),
    w.faith("fr-cj-008", "para.part", "Combien de pistes de lavage y a-t-il chez Bulles & Co ?", "La station compte 6 pistes de lavage.", CARWASH, True),
    w.faith("fr-cj-009", "para.combine", "Comment fonctionnent les imprimantes 3D du fablab ?", "Avec une carte de lecteur, on peut réserver une imprimante 3D jusqu'à 2 heures par jour, l'impression étant facturée 0,20 € le gramme de filament.", MAKERSPACE, True),
    w.faith("fr-cj-010", "fmt.number", "Combien d'imprimantes 3D le fablab possède-t-il ?", "Le fablab possède 4 imprimantes 3D.", MAKERSPACE, True),
    w.faith("fr-cj-011", "fmt.thousands", "Combien de coureurs sont attendus au marathon de Rennes ?", "On attend environ 9000 coureurs.", MARATHON, True),
    w.faith("fr-cj-012", "fmt.scale", "Quelle piste prendre avec un fourgon haut ?", "Les véhicules de plus de 240 centimètres de haut doivent utiliser la piste 6.", CARWASH, True),
    w.faith("fr-cj-013", "fmt.date", "Quand a lieu le marathon de Rennes ?", "Le marathon a lieu le 19/10/2025.", MARATHON, True),
    w.faith("fr-cj-014", "fmt.time", "Quels sont les horaires des séances du planétarium ?", "Les séances ont lieu du mercredi au dimanche à 10 h 30, à 2 heures de l'après-midi et à 8 heures du soir.", PLANETARIUM, True),
    w.faith("fr-cj-015", "fmt.unit", "Quelle est la surface de murs à Vertical'Roc ?", "La salle dispose de 1 100 mètres carrés de murs.", CLIMBING, True),
    w.faith("fr-cj-016", "fmt.abbrev", "Qui s'occupe des enfants au cabinet dentaire ?", "C'est le docteur Julien Petit qui s'occupe des enfants.", DENTAL, True),
    w.faith("fr-cj-017", "fmt.currency", "Combien coûte une lessive à la buanderie ?", "Une lessive coûte 2,50 euros, et le séchage est gratuit.", LAUNDRY, True),
    w.faith("fr-cj-018", "fmt.range", "Combien de personnes peuvent suivre le cours de pâtisserie ?", "Le cours accueille jusqu'à 8 participants.", COOKING, True),
    w.faith("fr-cj-019", "fmt.period", "Combien de temps dure la visite du port ?", "La visite commentée dure 60 minutes.", BOAT, True),
    w.faith("fr-cj-020", "fmt.share", "Combien de participants courent leur premier marathon ?", "Environ 25 % des coureurs attendus courent leur premier marathon.", MARATHON, True),
    w.faith("fr-cj-021", "para.except", "La station de lavage est-elle ouverte le 1er mai ?", "Non, elle est fermée le 1er mai.", CARWASH, True),
    w.faith("fr-cj-022", "wrap.opener", "Combien coûte l'abonnement mensuel à Vertical'Roc ?", "Bonne question ! L'abonnement mensuel coûte 55 €.", CLIMBING, True),
    w.faith("fr-cj-023", "wrap.closer", "À partir de quelle heure peut-on arriver au camping ?", "L'arrivée se fait à partir de 15 h. J'espère que cela vous aide !", CAMPSITE, True),
    w.faith("fr-cj-024", "wrap.attribution", "Peut-on entrer après le début de la séance ?", "D'après les informations du planétarium, aucun retardataire n'est admis une fois la séance commencée.", PLANETARIUM, True),
    w.faith("fr-cj-025", "wrap.hedge", "Qui nettoie la buanderie ?", "Il me semble que c'est la gardienne, Monique Lefèvre, qui la nettoie tous les jeudis matin.", LAUNDRY, True),
    w.faith("fr-cj-026", "wrap.question", "Combien coûte le cours de pâtisserie ?", "Le tarif est de 65 € par personne, ingrédients compris. Voulez-vous aussi connaître l'horaire du cours ?", COOKING, True),
    w.faith("fr-cj-027", "value.number", "Combien d'emplacements ont l'électricité au camping du Lac Bleu ?", "Le camping compte 70 emplacements, dont 35 avec électricité.", CAMPSITE, False),
    w.faith("fr-cj-028", "value.date", "Quand le camping du Lac Bleu est-il ouvert ?", "Le camping est ouvert du 15 mars au 30 septembre.", CAMPSITE, False),
    w.faith("fr-cj-029", "value.time", "Quand a lieu la formation à la découpeuse laser ?", "La formation a lieu chaque mercredi à 15 h.", MAKERSPACE, False),
    w.faith("fr-cj-030", "value.unit", "Quelle est la taille du dôme du planétarium ?", "Le dôme mesure 16 pieds de diamètre.", PLANETARIUM, False),
    w.faith("fr-cj-031", "value.currency", "Combien coûte le billet adulte pour la visite du port ?", "Le billet adulte coûte 24 €.", BOAT, False),
    w.faith("fr-cj-032", "role.swap", "Qui est à bord de L'Hirondelle pendant la visite ?", "La guide Léa Bonnet pilote le bateau et le capitaine Marius Fabre assure le commentaire.", BOAT, False),
    w.faith("fr-cj-033", "negation", "Peut-on teindre des vêtements dans les machines de la buanderie ?", "Oui, il n'est pas interdit de teindre des vêtements dans les machines.", LAUNDRY, False),
    w.faith("fr-cj-034", "antonym", "Mon fils de 3 ans entre-t-il gratuitement au planétarium ?", "Non, pour les moins de 5 ans, l'entrée est payante.", PLANETARIUM, False),
    w.faith("fr-cj-035", "modality", "Faut-il réserver avant de venir à Vertical'Roc ?", "Oui, la réservation est obligatoire.", CLIMBING, False),
    w.faith("fr-cj-036", "quantifier", "À quelle fréquence les blocs sont-ils renouvelés ?", "L'ouvreur Bastien Leroy renouvelle tous les blocs toutes les deux semaines.", CLIMBING, False),
    w.faith("fr-cj-037", "value.except", "Peut-on faire un feu dans les foyers au bord de l'eau ?", "Non, les feux sont interdits aussi dans les foyers aménagés au bord de l'eau.", CAMPSITE, False),
    w.faith("fr-cj-038", "direction", "Un parent peut-il accompagner son enfant en salle de soins ?", "Oui, pour les enfants de plus de 10 ans.", DENTAL, False),
    w.faith("fr-cj-039", "added.fact", "Combien coûte l'inscription au marathon de Rennes ?", "L'inscription coûte 60 € jusqu'au 30 juin, puis 75 €, et elle comprend un tee-shirt technique.", MARATHON, False),
    w.faith("fr-cj-040", "added.entity", "Qui anime le cours de pâtisserie ?", "Le chef Antoine Rousseau l'anime, avec l'aide de sa seconde, Chloé Martin.", COOKING, False),
    w.faith("fr-cj-041", "mixed", "Quelles sont les conditions d'annulation au cabinet ?", "Il faut annuler au moins 48 heures à l'avance, et l'annulation peut se faire en ligne sur le site du cabinet.", DENTAL, False),
]
REFUSAL = [
    w.refusal("fr-cj-042", "refusal.plain", "La station Bulles & Co propose-t-elle un lavage à la main ?", "Je suis désolé, je n'ai pas cette information.", CARWASH, True),
    w.refusal("fr-cj-043", "refusal.context", "Le cours de pâtisserie est-il donné en anglais ?", "Les documents fournis ne précisent pas la langue du cours.", COOKING, True),
    w.refusal("fr-cj-044", "refusal.short", "Combien y a-t-il de ravitaillements sur le parcours ?", "Aucune idée.", MARATHON, True),
    w.refusal("fr-cj-045", "refusal.long", "Peut-on privatiser L'Hirondelle pour un anniversaire ?", "Merci pour votre question ! Malheureusement, les informations dont je dispose ne parlent pas de privatisation du bateau. Elles portent seulement sur les horaires, les tarifs, l'équipage et l'accueil des chiens. Je vous conseille de contacter directement les Vedettes du Vieux-Port pour en savoir plus.", BOAT, True),
    w.refusal("fr-cj-046", "refusal.hedged", "Combien coûte la location de chaussons à Vertical'Roc ?", "Je ne suis pas tout à fait sûr, mais je crois que les chaussons se louent 4 €.", CLIMBING, False),
    w.refusal("fr-cj-047", "refusal.partial", "Combien coûte un lavage, et faut-il apporter son propre détergent ?", "Une lessive coûte 2,50 €, mais les documents ne disent pas s'il faut apporter son propre détergent.", LAUNDRY, False),
]
CORRECTNESS = [
    w.correct("fr-cj-048", "correct.wordy", "Qui pilote L'Hirondelle ?", "C'est le capitaine Marius Fabre qui est aux commandes de L'Hirondelle pendant la visite commentée du port.", "Le capitaine Marius Fabre.", True),
    w.correct("fr-cj-049", "correct.short", "Quel jour le fablab est-il fermé ?", "Le lundi.", "Le fablab de la médiathèque Jules-Verne est fermé tous les lundis.", True),
    w.correct("fr-cj-050", "correct.format", "À quelle heure commence le cours de pâtisserie ?", "À 6 heures et demie du soir.", "18 h 30", True),
    w.correct("fr-cj-051", "wrong.value", "Combien de places compte le planétarium de Vaulx ?", "Il compte 200 places.", "130 places.", False),
    w.correct("fr-cj-052", "wrong.echo", "Quel âge faut-il avoir pour courir le marathon de Rennes ?", "Il faut avoir l'âge requis pour courir le marathon de Rennes.", "Au moins 20 ans.", False),
    w.correct("fr-cj-053", "wrong.role", "Qui a fondé le cabinet dentaire des Tilleuls ?", "Le Dr Julien Petit.", "La Dre Claire Morel.", False),
]
RELEVANCY = [
    w.relevant("fr-cj-054", "relevant.direct", "Quand faut-il libérer l'emplacement au camping ?", "Avant 11 h.", CAMPSITE, True),
    w.relevant("fr-cj-055", "relevant.yesno", "Puis-je utiliser la découpeuse laser sans formation ?", "Non, il faut d'abord suivre la formation du mercredi à 17 h avec Karim Benali.", MAKERSPACE, True),
    w.relevant("fr-cj-056", "offtopic.true", "À quelle heure commence le cours de pâtisserie ?", "Les tabliers sont fournis.", COOKING, False),
    w.relevant("fr-cj-057", "offtopic.other", "Quels sont les horaires du cabinet le samedi ?", "En semaine, le cabinet est ouvert de 8 h 30 à 19 h.", DENTAL, False),
]
DIAGNOSIS = [
    w.diag("fr-cj-058", "diag.pass", "Combien coûte l'entrée à la journée à Vertical'Roc ?", "L'entrée à la journée coûte 15 €.", {"climbing": CLIMBING, "cooking": COOKING}, ("climbing",), "pass"),
    w.diag("fr-cj-059", "diag.offtopic", "Combien coûte le billet enfant pour la visite du port ?", "Les chiens tenus en laisse sont acceptés à bord.", {"boat": BOAT, "marathon": MARATHON}, ("boat",), "fix_generation"),
    w.diag("fr-cj-060", "diag.unfaithful", "Combien de lave-linge y a-t-il dans la buanderie ?", "La buanderie compte 5 lave-linge.", {"laundry": LAUNDRY, "carwash": CARWASH}, ("laundry",), "fix_generation"),
    w.diag("fr-cj-061", "diag.refused", "Jusqu'à quand le camping du Lac Bleu est-il ouvert ?", "Je suis désolé, je ne trouve pas cette information.", {"campsite": CAMPSITE, "planetarium": PLANETARIUM}, ("campsite",), "fix_generation"),
    w.diag("fr-cj-062", "diag.missed", "À quelle heure sont les séances du planétarium ?", "Je ne trouve pas les horaires des séances dans les documents.", {"dental": DENTAL, "makerspace": MAKERSPACE}, ("planetarium",), "fix_retrieval"),
    w.diag("fr-cj-063", "diag.correct_refusal", "La médiathèque Jules-Verne prête-t-elle des liseuses ?", "Les documents ne parlent pas du prêt de liseuses, je ne peux donc pas répondre.", {"makerspace": MAKERSPACE, "laundry": LAUNDRY}, (), "correct_refusal"),
    w.diag("fr-cj-064", "diag.should_refuse", "Y a-t-il une piscine au camping du Lac Bleu ?", "Oui, le camping dispose d'une piscine chauffée ouverte de juin à août.", {"campsite": CAMPSITE, "boat": BOAT}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
