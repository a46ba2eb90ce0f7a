"""French cases of set BG: a climbing gym, a hotel spa, a city museum, a recycling centre, a
driving school, a wedding venue, a computer repair shop, a children's summer camp, a
neighbourhood bakery and a regional train line."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

GYM = "La salle d'escalade Grand Roc ouvre à 6 h 30 en semaine et à 8 h le samedi et le dimanche ; elle ferme tous les soirs à 23 h. L'entrée à la journée coûte 15 € pour un adulte, et la location de chaussons 4 €. Tout nouveau grimpeur doit suivre une initiation à la sécurité de 20 minutes avant de grimper en moulinette. L'entraîneuse principale, Claire Martin, dirige le groupe jeunes du jeudi, assistée de Hugo Lefèvre."
SPA = "Le spa de l'hôtel du Lac est ouvert tous les jours de 9 h à 20 h. Les clients de l'hôtel accèdent gratuitement à la piscine, tandis que les visiteurs extérieurs paient 25 € pour une séance de trois heures. Un massage profond de 60 minutes coûte 75 €, et il est conseillé de le réserver au moins 24 heures à l'avance. Le sauna est interdit aux moins de 16 ans."
MUSEUM = "Le musée de la Ville portuaire est ouvert du mardi au dimanche de 10 h à 17 h 30 et fermé le lundi. L'entrée coûte 8 € pour les adultes et elle est gratuite pour les moins de 18 ans. L'exposition sur la grève des chantiers navals de 1907 se tient du 3 mars au 28 septembre 2025. Les photos sans flash sont autorisées dans toutes les salles, sauf dans la salle des textiles."
RECYCLING = "La déchetterie de Champ-Nord accepte gratuitement le verre, le papier, le métal et les déchets verts des habitants. Les matelas sont facturés 10 € pièce, et on ne peut pas déposer plus de 3 sacs de gravats par passage. Elle est ouverte de 8 h à 18 h d'avril à septembre, et de 8 h à 16 h d'octobre à mars. Les camionnettes et les remorques ont besoin d'une autorisation, à réserver obligatoirement en ligne."
DRIVING = "L'auto-école Carrefour facture 52 € la leçon de conduite d'une heure, ou 480 € le forfait de dix leçons. Les élèves doivent avoir obtenu le code avant leur première leçon. La monitrice Julie Bernard enseigne sur boîte manuelle, et le moniteur Karim Benali sur boîte automatique. Un examen blanc est conseillé environ deux semaines avant l'examen pratique."
WEDDING = "Le domaine de la Grange aux Tilleuls accueille des mariages jusqu'à 120 invités assis. La location coûte 4 800 € le samedi et 3 200 € du lundi au jeudi. Un acompte de 25 % est dû à la réservation de la date, et le solde huit semaines avant le mariage. La musique doit s'arrêter à 23 h 30, et les feux d'artifice sont interdits."
REPAIR = "ByteFix, au 14 rue du Moulin, répare ordinateurs portables, téléphones et tablettes. Un diagnostic coûte 20 €, déduits du prix de la réparation si vous la confiez à l'atelier. La plupart des remplacements d'écran sont terminés en 2 jours ouvrés. Le technicien Lucas Moreau s'occupe de la récupération de données, et la technicienne Inès Garnier des dégâts des eaux. Toutes les réparations sont garanties 90 jours."
CAMP = "Le centre aéré Les Pins accueille les enfants de 8 à 14 ans du 21 juillet au 15 août. Une semaine coûte 260 €, et les frères et sœurs bénéficient de 10 % de réduction. L'arrivée se fait entre 8 h 30 et 9 h, et le départ à 16 h 30. La baignade a lieu dans un lac à 1,5 km du bâtiment principal, et chaque enfant doit apporter une fiche sanitaire signée."
BAKERY = "La boulangerie Chez Rose, rue des Ormes, ouvre à 7 h du mardi au samedi et ferme à 15 h ; elle est fermée le dimanche et le lundi. Une miche au levain coûte 4,20 € et un roulé à la cannelle 2,50 €. Les gâteaux de fête doivent être commandés au moins 3 jours à l'avance. Certains pains contiennent des fruits à coque, mais le pain de seigle n'en contient pas."
TRAIN = "La ligne de la Vallée relie Carlat et Beaumoulin sur 42 km, avec 6 arrêts. Les trains partent toutes les 30 minutes de 6 h à 21 h, et le trajet complet dure 55 minutes. Un aller simple en heures creuses coûte 7,40 €. Les vélos sont acceptés dans tous les trains, sauf dans ceux qui arrivent à Carlat entre 7 h et 9 h."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("fr-bg-001", "para.reorder", "À quelle heure ferme la salle d'escalade ?", "Tous les soirs, c'est à 23 h que la salle ferme.", GYM, True),
    w.faith("fr-bg-002", "para.passive", "Qui enseigne sur boîte automatique ?", "La conduite sur boîte automatique est enseignée par le moniteur Karim Benali.", DRIVING, True),
    w.faith("fr-bg-003", "para.synonym", "Ma fille de 14 ans peut-elle aller au sauna ?", "Non, l'accès au sauna est défendu aux jeunes de moins de 16 ans.", SPA, True),
    w.faith("fr-bg-004", "para.nominal", "Quand faut-il verser l'acompte ?", "Le versement de l'acompte de 25 % se fait lors de la réservation de la date.", WEDDING, True),
    w.faith("fr-bg-005", "para.pronoun", "Que fait Lucas Moreau chez ByteFix ?", "Il s'y occupe de la récupération de données.", REPAIR, True),
    w.faith("fr-bg-006", "para.combine", "Quand le musée est-il ouvert ?", "Il est ouvert tous les jours sauf le lundi, de 10 h à 17 h 30.", MUSEUM, True),
    w.faith("fr-bg-007", "fmt.number", "Combien d'arrêts compte la ligne de la Vallée ?", "La ligne compte six arrêts.", TRAIN, True),
    w.faith("fr-bg-008", "fmt.unit", "À quelle distance se trouve le lac de baignade ?", "Le lac est à 1 500 mètres du bâtiment principal.", CAMP, True),
    w.faith("fr-bg-009", "fmt.time", "À quelle heure ferme la boulangerie ?", "Elle ferme à 3 heures de l'après-midi.", BAKERY, True),
    w.faith("fr-bg-010", "fmt.thousands", "Combien coûte la location du domaine le samedi ?", "Le samedi, la location coûte 4800 euros.", WEDDING, True),
    w.faith("fr-bg-011", "fmt.date", "Jusqu'à quand dure l'exposition sur la grève ?", "Elle dure jusqu'au 28/09/2025.", MUSEUM, True),
    w.faith("fr-bg-012", "wrap.opener", "Le dépôt des déchets verts est-il gratuit ?", "Avec plaisir ! Oui, les déchets verts des habitants sont acceptés gratuitement.", RECYCLING, True),
    w.faith("fr-bg-013", "wrap.attribution", "Combien de temps dure le trajet complet ?", "D'après les informations de la ligne, le trajet complet dure 55 minutes.", TRAIN, True),
    w.faith("fr-bg-014", "value.number", "Combien d'invités assis le domaine peut-il accueillir ?", "Le domaine accueille jusqu'à 150 invités assis.", WEDDING, False),
    w.faith("fr-bg-015", "value.date", "Quand le centre aéré commence-t-il ?", "Il commence le 21 juin.", CAMP, False),
    w.faith("fr-bg-016", "value.time", "À quelle heure la salle ouvre-t-elle le samedi ?", "Le samedi, elle ouvre à 9 h.", GYM, False),
    w.faith("fr-bg-017", "value.unit", "Quelle est la longueur de la ligne de la Vallée ?", "La ligne fait 42 miles.", TRAIN, False),
    w.faith("fr-bg-018", "value.currency", "Combien paient les visiteurs extérieurs pour la piscine ?", "Ils paient 25 dollars pour une séance de trois heures.", SPA, False),
    w.faith("fr-bg-019", "role.swap", "Qui s'occupe des dégâts des eaux chez ByteFix ?", "Lucas Moreau s'occupe des dégâts des eaux, et Inès Garnier de la récupération de données.", REPAIR, False),
    w.faith("fr-bg-020", "antonym", "Le musée est-il ouvert le lundi ?", "Oui, le musée est ouvert le lundi.", MUSEUM, False),
    w.faith("fr-bg-021", "modality", "Faut-il passer un examen blanc ?", "Oui, un examen blanc est obligatoire environ deux semaines avant l'examen pratique.", DRIVING, False),
    w.faith("fr-bg-022", "quantifier", "Tous les nouveaux grimpeurs doivent-ils suivre l'initiation ?", "Non, seuls certains nouveaux grimpeurs doivent suivre l'initiation de 20 minutes.", GYM, False),
    w.faith("fr-bg-023", "value.except", "Peut-on prendre des photos au musée ?", "Oui, sans flash, dans toutes les salles sauf la salle des céramiques.", MUSEUM, False),
    w.faith("fr-bg-024", "direction", "Y a-t-il une limite d'âge pour le sauna ?", "Oui, le sauna est interdit aux plus de 16 ans.", SPA, False),
    w.faith("fr-bg-025", "added.fact", "Combien coûte l'entrée à la journée ?", "L'entrée adulte à la journée coûte 15 €, location de chaussons comprise.", GYM, False),
    w.faith("fr-bg-026", "added.entity", "À quelle heure vient-on chercher les enfants ?", "Le départ est à 16 h 30, sous la surveillance de l'animatrice Chloé Dubois.", CAMP, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-bg-027", "refusal.plain", "Y a-t-il un café dans la salle d'escalade ?", "Désolé, je n'ai pas cette information.", GYM, True),
    w.refusal("fr-bg-028", "refusal.context", "Le domaine propose-t-il un service traiteur ?", "Les informations fournies ne précisent pas si le domaine propose un service traiteur.", WEDDING, True),
    w.refusal("fr-bg-029", "refusal.long", "ByteFix est-il ouvert le dimanche ?", "Je suis désolé, mais les informations dont je dispose ne mentionnent ni les jours ni les horaires d'ouverture de ByteFix ; je ne peux donc pas vous dire si l'atelier est ouvert le dimanche. Je vous conseille de le contacter directement.", REPAIR, True),
    w.refusal("fr-bg-030", "refusal.hedged", "Combien coûte un aller simple en heures creuses ?", "Je n'en suis pas tout à fait sûr, mais il me semble que c'est 7,40 €.", TRAIN, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-bg-031", "correct.wordy", "Combien coûte la location de la Grange aux Tilleuls un samedi ?", "Si vous prévoyez de vous marier un samedi à la Grange aux Tilleuls, la location du domaine vous coûtera 4 800 €, ce qui correspond au tarif habituel du samedi.", "4 800 €", True),
    w.correct("fr-bg-032", "correct.wordy", "À quel âge peut-on aller au centre aéré Les Pins ?", "Le centre aéré Les Pins est prévu pour les enfants âgés de 8 à 14 ans ; c'est précisément à cette tranche d'âge que s'adressent ses activités.", "Aux enfants de 8 à 14 ans.", True),
    w.correct("fr-bg-033", "correct.format", "Combien de temps les réparations ByteFix sont-elles garanties ?", "Quatre-vingt-dix jours.", "90 jours.", True),
    w.correct("fr-bg-034", "wrong.value", "Combien de temps dure le trajet complet sur la ligne de la Vallée ?", "Le trajet complet dure 45 minutes.", "55 minutes.", False),
    w.correct("fr-bg-035", "wrong.echo", "Qui enseigne sur boîte manuelle à l'auto-école Carrefour ?", "Sur boîte manuelle, c'est la personne chargée de la boîte manuelle qui enseigne.", "La monitrice Julie Bernard.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-bg-036", "relevant.direct", "Combien de temps à l'avance faut-il commander un gâteau de fête ?", "Au moins trois jours avant.", BAKERY, True),
    w.relevant("fr-bg-037", "relevant.direct", "Quel est le prix d'un massage au spa ?", "75 € pour 60 minutes.", SPA, True),
    w.relevant("fr-bg-038", "relevant.yesno", "Puis-je venir à la déchetterie avec une remorque ?", "Oui, avec une autorisation réservée en ligne.", RECYCLING, True),
    w.relevant("fr-bg-039", "offtopic.true", "Quel jour le musée est-il fermé ?", "L'entrée est gratuite pour les moins de 18 ans.", MUSEUM, False),
    w.relevant("fr-bg-040", "offtopic.other", "À partir de quelle heure peut-on déposer son enfant au centre aéré ?", "Un gaspacho bien frais est idéal pour les soirées d'été.", CAMP, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-bg-041", "diag.pass", "Combien coûte un roulé à la cannelle chez Rose ?", "Un roulé à la cannelle coûte 2,50 €.", {"bakery-01": BAKERY, "train-01": TRAIN}, ("bakery-01",), "pass"),
    w.diag("fr-bg-042", "diag.offtopic", "À quelle heure ferme la salle d'escalade ?", "La location de chaussons coûte 4 €.", {"gym-01": GYM, "spa-01": SPA}, ("gym-01",), "fix_generation"),
    w.diag("fr-bg-043", "diag.unfaithful", "Quand faut-il payer le solde du mariage ?", "Le solde est à payer quatre semaines avant le mariage.", {"wedding-01": WEDDING, "repair-01": REPAIR}, ("wedding-01",), "fix_generation"),
    w.diag("fr-bg-044", "diag.missed", "Combien coûte le dépôt d'un matelas à la déchetterie ?", "Désolé, les informations dont je dispose n'indiquent pas le tarif pour les matelas.", {"museum-01": MUSEUM, "camp-01": CAMP}, ("recycling-01",), "fix_retrieval"),
    w.diag("fr-bg-045", "diag.should_refuse", "Le spa propose-t-il des soins du visage ?", "Oui, un soin du visage de 45 minutes coûte 55 €.", {"spa-01": SPA, "bakery-01": BAKERY}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
