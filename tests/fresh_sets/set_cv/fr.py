"""Fresh set cv, French: vélos en libre-service, beaux-arts, escrime, maison hantée, photographe de mariage, restaurant universitaire, musée de la céramique, parking, école de surf et camping de festival."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

BIKES = (
    "Le service de vélos en libre-service VéloCité compte 1 450 vélos répartis dans 120 stations de Villeneuve. "
    "L'abonnement annuel coûte 40 €, et le pass journée 5 €. "
    "Pour les abonnés, les 30 premières minutes de chaque trajet sont gratuites ; chaque demi-heure supplémentaire coûte 1 €. "
    "Il faut avoir au moins 16 ans pour utiliser le service ; le casque est conseillé, mais pas obligatoire. "
    "Les stations fonctionnent tous les jours sauf le 14 avril 2024, jour du marathon de la ville. "
    "L'entretien des vélos est assuré par Rayon & Chaîne SARL."
)
ART = (
    "L'Atelier Sépia, boutique de beaux-arts de la rue du Moulin, a été fondé en 2011 par les sœurs Nora et Tess Aubry. "
    "Il est ouvert tous les jours sauf le lundi, de 10 h à 19 h. "
    "Un pot de gesso de 500 ml coûte 14 €, et une boîte de 24 godets d'aquarelle 38 €. "
    "Les étudiants munis d'une carte valide bénéficient de 15 % de réduction sur toutes les peintures. "
    "Les commandes de plus de 60 € sont livrées gratuitement dans un rayon de 10 kilomètres. "
    "Nora anime elle-même le cours de croquis du jeudi soir, limité à 12 personnes."
)
FENCING = (
    "Le Cercle d'escrime des Berges a été fondé en 1987 et compte 140 membres. "
    "Le stage débutant dure huit semaines et coûte 160 €, prêt du masque, de la veste et du fleuret compris. "
    "Les entraînements ont lieu le mardi et le jeudi de 19 h à 21 h. "
    "Les moins de 18 ans doivent fournir une autorisation écrite d'un parent, et tout le monde doit porter un masque sur la piste. "
    "Le maître d'armes Marc Delorme a entraîné Léa Fontaine, championne de France junior d'épée en 2022. "
    "Seuls les membres titulaires d'une licence du club peuvent participer aux compétitions régionales."
)
HAUNTED = (
    "La maison hantée « Le Manoir des Brumes » est ouverte du 27 septembre au 2 novembre 2024. "
    "Les visites partent toutes les 15 minutes entre 18 h et 23 h, et chacune dure environ 40 minutes. "
    "Le billet coûte 28 € sur place et 24 € en ligne. "
    "Les visiteurs doivent avoir au moins 13 ans, et les enfants de moins de 16 ans doivent être accompagnés d'un adulte. "
    "Les photos sont interdites partout, sauf dans la boutique de souvenirs. "
    "Les comédiens sont dirigés par Grégoire Mollet, et les décors ont été construits par neuf menuisiers."
)
PHOTO = (
    "La photographe de mariage Amélie Hardy est installée à Nantes et a couvert plus de 300 mariages depuis 2015. "
    "Elle photographie aussi des mariages à Lisbonne, la capitale du Portugal. "
    "Sa formule journée complète coûte 2 400 € et comprend huit heures de reportage et 500 photos retouchées. "
    "Un acompte de 25 % est demandé pour réserver une date, et le solde doit être réglé deux semaines avant le mariage. "
    "Les photos retouchées sont livrées sous 6 semaines, et son second photographe, Léo Brunet, l'accompagne sur chaque formule journée complète. "
    "Le déplacement est gratuit dans un rayon de 50 kilomètres autour de Nantes ; au-delà, il est facturé 0,40 € le kilomètre."
)
CANTEEN = (
    "Le restaurant universitaire du campus des Tilleuls sert le déjeuner du lundi au vendredi, de 11 h 30 à 14 h. "
    "Un repas chaud coûte 3,30 € pour les étudiants et 6,10 € pour le personnel. "
    "Le menu est établi par la cheffe Rosa Mendès, et il comprend chaque jour au moins un plat végétalien. "
    "La salle compte 450 places assises. "
    "La moitié des 1 500 repas vendus chaque jour sont payés avec la carte étudiante. "
    "Les étudiants peuvent apporter leur propre repas, mais chacun doit débarrasser son plateau après avoir mangé."
)
CERAMICS = (
    "Le musée de la Céramique de Villeneuve conserve 3 200 objets, de la porcelaine chinoise au grès contemporain. "
    "Il est ouvert du mardi au dimanche de 9 h 30 à 17 h, et jusqu'à 20 h le vendredi. "
    "L'entrée coûte 12 € pour les adultes et elle est gratuite pour les moins de 18 ans. "
    "Le bâtiment a été conçu par l'architecte Hélène Okafor et a ouvert ses portes le 3 mars 1998. "
    "La plus grande pièce est une jarre émaillée de 180 kilogrammes. "
    "Les photos au flash sont interdites dans les salles."
)
PARKING = (
    "Le parking à étages de la place Centrale compte 6 niveaux et 820 places. "
    "Il est ouvert 24 heures sur 24 ; le stationnement coûte 2,50 € de l'heure, avec un plafond de 18 € par jour. "
    "Les véhicules de plus de 2,10 mètres de haut ne peuvent pas entrer. "
    "Les 40 bornes de recharge pour voitures électriques se trouvent toutes aux niveaux 1 et 2. "
    "L'abonnement mensuel coûte 95 € et doit être renouvelé avant le 1er de chaque mois. "
    "Le parking appartient à la ville de Villeneuve et est exploité par la société ParkPlus."
)
SURF = (
    "L'école de surf Eau Salée donne des cours sur la plage des Dunes d'avril à octobre. "
    "Un cours collectif de deux heures coûte 55 €, planche et combinaison comprises. "
    "Chaque moniteur encadre au maximum 8 élèves. "
    "Les élèves doivent savoir nager 50 mètres. "
    "L'école a été fondée par Kaï Moreau, ancien biologiste marin. "
    "Les cours sont annulés quand les vagues dépassent 2 mètres."
)
CAMPSITE = (
    "Le camping du festival Les Prés Verts ouvre le jeudi 18 juillet 2024 à 10 h, la veille du premier concert. "
    "Un emplacement tente standard coûte 65 € pour tout le week-end, et un emplacement camping-car 150 €. "
    "Les feux de camp sont interdits partout, sauf dans les foyers balisés. "
    "Il y a 200 toilettes et 60 douches, et les douches sont gratuites. "
    "Le silence est de rigueur de 2 h à 8 h. "
    "Le camping est dirigé par Priya Naïr, et la sécurité est assurée par la société Bouclier."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-cv-001", "para.reorder", "Combien de vélos propose VéloCité ?", "C'est dans 120 stations de Villeneuve que sont répartis les 1 450 vélos de VéloCité.", BIKES, True),
    w.faith("fr-cv-002", "para.passive", "Qui a créé L'Atelier Sépia ?", "Ce sont les sœurs Nora et Tess Aubry qui ont fondé la boutique, en 2011.", ART, True),
    w.faith("fr-cv-003", "para.synonym", "Quand le club d'escrime s'entraîne-t-il ?", "Les séances se déroulent chaque mardi et chaque jeudi, de 19 h à 21 h.", FENCING, True),
    w.faith("fr-cv-004", "para.nominal", "Combien de temps dure la visite du Manoir des Brumes ?", "La durée de chaque visite est d'environ 40 minutes.", HAUNTED, True),
    w.faith("fr-cv-005", "para.capital", "Amélie Hardy photographie-t-elle des mariages à Lisbonne ?", "Oui, elle photographie aussi des mariages dans la capitale portugaise, Lisbonne.", PHOTO, True),
    w.faith("fr-cv-006", "para.pronoun", "Qui établit le menu du restaurant universitaire ?", "C'est Rosa Mendès ; elle est la cheffe.", CANTEEN, True),
    w.faith("fr-cv-007", "para.relative", "Qui a conçu le musée de la Céramique ?", "Le bâtiment, qui a ouvert ses portes le 3 mars 1998, a été conçu par l'architecte Hélène Okafor.", CERAMICS, True),
    w.faith("fr-cv-008", "para.part", "Combien de places compte le parking de la place Centrale ?", "Le parking compte 820 places.", PARKING, True),
    w.faith("fr-cv-009", "para.combine", "Qu'est-ce que l'école de surf Eau Salée ?", "Fondée par Kaï Moreau, un ancien biologiste marin, l'école donne des cours sur la plage des Dunes d'avril à octobre.", SURF, True),
    w.faith("fr-cv-010", "fmt.number", "Combien y a-t-il de douches au camping ?", "Il y a soixante douches, et elles sont gratuites.", CAMPSITE, True),
    w.faith("fr-cv-011", "fmt.thousands", "Combien de vélos compte VéloCité ?", "VéloCité compte 1450 vélos.", BIKES, True),
    w.faith("fr-cv-012", "fmt.scale", "Combien coûte le gesso à L'Atelier Sépia ?", "Le pot d'un demi-litre de gesso coûte 14 €.", ART, True),
    w.faith("fr-cv-013", "fmt.date", "Jusqu'à quand le Manoir des Brumes est-il ouvert ?", "Il est ouvert jusqu'au 02/11/2024.", HAUNTED, True),
    w.faith("fr-cv-014", "fmt.time", "À quelle heure ont lieu les entraînements d'escrime ?", "Le mardi et le jeudi, de 7 heures à 9 heures du soir.", FENCING, True),
    w.faith("fr-cv-015", "fmt.unit", "Y a-t-il une hauteur maximale pour entrer dans le parking ?", "Oui : les véhicules de plus de 2,10 m de haut ne peuvent pas entrer.", PARKING, True),
    w.faith("fr-cv-016", "fmt.abbrev", "Qui entretient les vélos de VéloCité ?", "C'est Rayon & Chaîne, société à responsabilité limitée, qui s'en charge.", BIKES, True),
    w.faith("fr-cv-017", "fmt.currency", "Combien coûte le déplacement d'Amélie Hardy ?", "Il est gratuit dans un rayon de 50 kilomètres autour de Nantes ; au-delà, elle facture 40 centimes le kilomètre.", PHOTO, True),
    w.faith("fr-cv-018", "fmt.range", "Les groupes de surf sont-ils grands ?", "Un moniteur n'encadre jamais plus de 8 élèves.", SURF, True),
    w.faith("fr-cv-019", "fmt.period", "Quand faut-il régler le solde ?", "Le solde doit être payé 14 jours avant le mariage.", PHOTO, True),
    w.faith("fr-cv-020", "fmt.share", "Quelle part des repas est payée avec la carte étudiante ?", "50 % des 1 500 repas vendus chaque jour sont payés avec la carte étudiante.", CANTEEN, True),
    w.faith("fr-cv-021", "para.except", "L'Atelier Sépia est-il ouvert le lundi ?", "Non, la boutique est fermée le lundi.", ART, True),
    w.faith("fr-cv-022", "wrap.opener", "Mon fils a 15 ans et veut faire de l'escrime : que faut-il prévoir ?", "Bonne question ! Les moins de 18 ans doivent fournir une autorisation écrite d'un parent.", FENCING, True),
    w.faith("fr-cv-023", "wrap.closer", "Quel est le prix d'entrée du musée de la Céramique ?", "L'entrée coûte 12 € pour les adultes et elle est gratuite pour les moins de 18 ans. J'espère que cela vous aide !", CERAMICS, True),
    w.faith("fr-cv-024", "wrap.attribution", "Combien coûtent les billets pour le Manoir des Brumes ?", "D'après les informations du manoir, le billet coûte 24 € en ligne et 28 € sur place.", HAUNTED, True),
    w.faith("fr-cv-025", "wrap.hedge", "Peut-on recharger une voiture électrique au parking ?", "Il me semble qu'il y a 40 bornes de recharge, toutes aux niveaux 1 et 2.", PARKING, True),
    w.faith("fr-cv-026", "wrap.question", "Y a-t-il un âge minimum pour VéloCité ?", "Oui, il faut avoir au moins 16 ans. Voulez-vous aussi connaître les tarifs ?", BIKES, True),
    w.faith("fr-cv-027", "value.number", "Combien de places assises compte le restaurant universitaire ?", "La salle compte 540 places assises.", CANTEEN, False),
    w.faith("fr-cv-028", "value.date", "Quand le musée de la Céramique a-t-il ouvert ?", "Il a ouvert ses portes le 3 mai 1998.", CERAMICS, False),
    w.faith("fr-cv-029", "value.time", "Quand le camping du festival ouvre-t-il ?", "Le camping ouvre le jeudi 18 juillet 2024 à 22 h.", CAMPSITE, False),
    w.faith("fr-cv-030", "value.unit", "Quand les cours de surf sont-ils annulés ?", "Ils sont annulés quand les vagues dépassent 2 pieds.", SURF, False),
    w.faith("fr-cv-031", "value.currency", "Combien coûte l'abonnement mensuel au parking ?", "L'abonnement mensuel coûte 59 €.", PARKING, False),
    w.faith("fr-cv-032", "role.swap", "Qui a entraîné la championne de France junior d'épée 2022 ?", "Léa Fontaine a entraîné Marc Delorme, champion de France junior d'épée en 2022.", FENCING, False),
    w.faith("fr-cv-033", "negation", "Ma fille de 14 ans peut-elle visiter le manoir seule ?", "Il faut avoir au moins 13 ans, et les enfants de moins de 16 ans n'ont pas besoin d'être accompagnés d'un adulte.", HAUNTED, False),
    w.faith("fr-cv-034", "antonym", "Y a-t-il des douches au camping ?", "Il y a 60 douches, mais elles sont payantes.", CAMPSITE, False),
    w.faith("fr-cv-035", "modality", "Le casque est-il nécessaire pour rouler avec VéloCité ?", "Oui, le port du casque est obligatoire.", BIKES, False),
    w.faith("fr-cv-036", "quantifier", "Qui peut participer aux compétitions régionales ?", "Tous les membres du club peuvent participer aux compétitions régionales.", FENCING, False),
    w.faith("fr-cv-037", "value.except", "Peut-on prendre des photos dans la boutique de souvenirs ?", "Non, les photos sont interdites dans la boutique de souvenirs.", HAUNTED, False),
    w.faith("fr-cv-038", "direction", "Quand ouvre le camping du festival ?", "Le camping ouvre le jeudi 18 juillet 2024 à 10 h, le lendemain du premier concert.", CAMPSITE, False),
    w.faith("fr-cv-039", "added.fact", "Que comprend la formule journée complète ?", "Elle coûte 2 400 € et comprend huit heures de reportage, 500 photos retouchées et un album imprimé.", PHOTO, False),
    w.faith("fr-cv-040", "added.entity", "Qui prépare le menu du restaurant universitaire ?", "Le menu est établi par la cheffe Rosa Mendès avec la diététicienne Claire Vasseur.", CANTEEN, False),
    w.faith("fr-cv-041", "mixed", "Quand l'école Eau Salée donne-t-elle des cours ?", "D'avril à octobre sur la plage des Dunes, et l'hiver les cours continuent dans une piscine à vagues couverte.", SURF, False),
]
REFUSAL = [
    w.refusal("fr-cv-042", "refusal.plain", "Peut-on emporter un vélo VéloCité dans le tram ?", "Je suis désolé, je n'ai pas cette information.", BIKES, True),
    w.refusal("fr-cv-043", "refusal.context", "L'Atelier Sépia vend-il des chevalets ?", "Les documents fournis ne précisent pas si la boutique vend des chevalets.", ART, True),
    w.refusal("fr-cv-044", "refusal.short", "Le club d'escrime a-t-il des douches ?", "Aucune idée.", FENCING, True),
    w.refusal("fr-cv-045", "refusal.long", "Y a-t-il un café dans le musée de la Céramique ?", "Merci pour votre question ! Les informations dont je dispose décrivent les collections, les horaires, les tarifs et l'histoire du musée de la Céramique, mais elles ne parlent d'aucun café. Je ne peux donc pas vous dire s'il y en a un. Je vous conseille de vous renseigner directement à l'accueil du musée.", CERAMICS, True),
    w.refusal("fr-cv-046", "refusal.hedged", "Combien de temps dure une visite du manoir ?", "Je n'en suis pas tout à fait sûr, mais je crois qu'une visite dure environ 40 minutes.", HAUNTED, False),
    w.refusal("fr-cv-047", "refusal.partial", "Combien coûte le stationnement, et y a-t-il une réduction pour les personnes handicapées ?", "Le stationnement coûte 2,50 € de l'heure, avec un maximum de 18 € par jour. En revanche, les documents ne disent rien d'une réduction pour les personnes handicapées.", PARKING, False),
]
CORRECTNESS = [
    w.correct("fr-cv-048", "correct.wordy", "Combien coûte un cours collectif de surf ?", "À l'école Eau Salée, un cours collectif de deux heures coûte 55 €, et ce prix comprend déjà la planche et la combinaison.", "55 €", True),
    w.correct("fr-cv-049", "correct.short", "Qui dirige le camping du festival ?", "Priya Naïr.", "Le camping est dirigé par Priya Naïr, et la sécurité est assurée par la société Bouclier.", True),
    w.correct("fr-cv-050", "correct.format", "Quel est le prix de la formule journée complète d'Amélie Hardy ?", "2400 euros.", "2 400 €", True),
    w.correct("fr-cv-051", "wrong.value", "Combien le personnel paie-t-il un repas chaud au restaurant universitaire ?", "Le personnel paie 3,30 €.", "6,10 €", False),
    w.correct("fr-cv-052", "wrong.echo", "À partir de quel âge peut-on utiliser VéloCité ?", "On peut utiliser VéloCité à partir de l'âge auquel on peut utiliser VéloCité.", "À partir de 16 ans", False),
    w.correct("fr-cv-053", "wrong.role", "Qui a remporté le titre de champion de France junior d'épée en 2022 ?", "Marc Delorme.", "Léa Fontaine, entraînée par Marc Delorme", False),
]
RELEVANCY = [
    w.relevant("fr-cv-054", "relevant.direct", "Quel âge faut-il avoir pour entrer au Manoir des Brumes ?", "Au moins 13 ans.", HAUNTED, True),
    w.relevant("fr-cv-055", "relevant.yesno", "Mon fourgon de 2,50 mètres de haut peut-il entrer dans le parking ?", "Non, les véhicules de plus de 2,10 mètres ne peuvent pas entrer.", PARKING, True),
    w.relevant("fr-cv-056", "offtopic.true", "Combien coûte l'entrée du musée de la Céramique pour un adulte ?", "Le bâtiment a été conçu par l'architecte Hélène Okafor.", CERAMICS, False),
    w.relevant("fr-cv-057", "offtopic.other", "Quels sont les horaires de L'Atelier Sépia ?", "Une boîte de 24 godets d'aquarelle y coûte 38 €.", ART, False),
]
DIAGNOSIS = [
    w.diag("fr-cv-058", "diag.pass", "Peut-on faire un feu de camp au camping du festival ?", "Seulement dans les foyers balisés ; partout ailleurs, c'est interdit.", {"campsite": CAMPSITE, "surf": SURF}, ("campsite",), "pass"),
    w.diag("fr-cv-059", "diag.offtopic", "Combien coûte l'abonnement annuel VéloCité ?", "Les vélos sont entretenus par Rayon & Chaîne SARL.", {"bikes": BIKES, "parking": PARKING}, ("bikes",), "fix_generation"),
    w.diag("fr-cv-060", "diag.unfaithful", "Combien coûte la formule journée complète d'Amélie Hardy ?", "Elle coûte 1 400 €.", {"photo": PHOTO, "canteen": CANTEEN}, ("photo",), "fix_generation"),
    w.diag("fr-cv-061", "diag.refused", "À quelle heure le restaurant universitaire sert-il le déjeuner ?", "Désolé, je ne sais pas.", {"canteen": CANTEEN, "ceramics": CERAMICS}, ("canteen",), "fix_generation"),
    w.diag("fr-cv-062", "diag.missed", "Faut-il savoir nager pour prendre un cours de surf ?", "Je n'ai rien trouvé à ce sujet.", {"haunted": HAUNTED, "art": ART}, ("surf",), "fix_retrieval"),
    w.diag("fr-cv-063", "diag.correct_refusal", "Le Cercle d'escrime des Berges propose-t-il des cours de sabre ?", "Les documents n'indiquent pas si le club propose des cours de sabre.", {"fencing": FENCING, "ceramics": CERAMICS}, (), "correct_refusal"),
    w.diag("fr-cv-064", "diag.should_refuse", "Y a-t-il un parking au Manoir des Brumes ?", "Oui, le manoir dispose d'un parking gratuit de 200 places.", {"haunted": HAUNTED, "surf": SURF}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
