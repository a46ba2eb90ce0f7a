"""Fresh set cc, French: le café tricot La Maille Gourmande à Lyon, l'espace nordique du
Grand Tétras dans le Jura, l'atelier de réparation de vélos L'Atelier Rayon à Nantes, les
visites du phare de Kerlann, la résidence étudiante des Tilleuls, la pharmacie du Marché à
Bordeaux, le Verger des Coteaux (cueillette libre), le Club pongiste des Quais à Strasbourg,
l'aquarium des Embruns et la cordonnerie Martel."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

KNITTING_CAFE = "La Maille Gourmande est un café tricot de la Croix-Rousse, à Lyon, tenu par Claire Dumont. Il est ouvert tous les jours sauf le lundi, de 10 h à 19 h. L'atelier débutants, animé par Élodie Marchand, a lieu le jeudi à 18 h 30 et coûte 15 € la séance, laine comprise. Les clients peuvent apporter leur propre laine et leurs aiguilles. Les groupes de 8 personnes au maximum peuvent réserver l'arrière-salle, à condition de le faire au moins 48 heures à l'avance."

SKI_CENTRE = "L'espace nordique du Grand Tétras, dans le Jura, entretient 48 km de pistes de ski de fond. Le forfait journée coûte 9,50 € pour les adultes, et les enfants de moins de 12 ans skient gratuitement. Les skis de location sont distribués de 8 h 30 à 15 h et doivent être rendus avant 16 h 30. La monitrice en chef, Sophie Girod, anime un cours de technique chaque samedi matin, limité à 10 participants. Les pistes sont fermées dès que la température descend sous −20 °C."

BIKE_WORKSHOP = "Les mécaniciens Hugo Lefèvre et Inès Bouchard ont fondé L'Atelier Rayon, un atelier de réparation de vélos à Nantes, en 2015. Une révision standard coûte 60 € et prend généralement deux jours ouvrés. Les crevaisons sont réparées pendant que vous attendez, pour 12 €, mais uniquement pour les vélos déposés avant 17 h. Hugo monte les roues, tandis qu'Inès est spécialisée dans les moteurs de vélos électriques. Les vélos réparés qui ne sont pas récupérés dans les 30 jours sont facturés 2 € de frais de garde par jour."

LIGHTHOUSE = "Construit en 1869, le phare de Kerlann, en Bretagne, mesure 42 mètres de haut et compte 210 marches jusqu'à la salle de la lanterne. Les visites guidées ont lieu du 1er avril au 30 septembre, avec un départ toutes les heures entre 10 h et 16 h. L'entrée coûte 6 € pour les adultes et 3 € pour les enfants de 6 à 14 ans ; les enfants de moins de 6 ans ne peuvent pas monter dans la tour. Les visites sont assurées par Gwenaëlle Le Goff, petite-fille du dernier gardien, et durent environ 45 minutes. Elles sont annulées lorsque le vent dépasse 70 km/h."

DORMITORY = "La résidence des Tilleuls est une résidence étudiante de 200 chambres individuelles réparties sur cinq étages. Le loyer est de 430 € par mois, électricité et Wi-Fi compris. Le calme est de rigueur de 22 h à 7 h en semaine, mais seulement à partir de minuit le vendredi et le samedi. Les invités peuvent passer au maximum trois nuits par mois et doivent être déclarés auprès de la responsable de résidence, Amélie Roux. La laverie du sous-sol est ouverte jour et nuit, et chaque lavage coûte 3 €."

PHARMACY = "La pharmacie du Marché, à Bordeaux, est ouverte du lundi au vendredi de 8 h 30 à 19 h 30 et le samedi de 9 h à 13 h ; elle est fermée le dimanche. Le pharmacien titulaire, Laurent Mercier, vérifie chaque ordonnance, et la préparatrice Nadia Benali gère les livraisons à domicile. Les ordonnances déposées avant midi sont prêtes l'après-midi même. La livraison est gratuite à partir de 35 € d'achat ; sinon, elle coûte 5 €. La vaccination contre la grippe se fait sans rendez-vous pour toute personne âgée de 16 ans ou plus."

ORCHARD = "Le Verger des Coteaux, près d'Angers, est un verger de cueillette libre qui compte 2 500 pommiers et 400 poiriers ; il est tenu par Benoît Moreau, dont la famille l'exploite depuis 1971. La saison de cueillette va du 1er septembre au 31 octobre, et le verger est ouvert de 9 h à 18 h. Les pommes coûtent 2,20 € le kilo. Chaque visiteur paie une entrée de 4 €, remboursée pour tout achat de plus de 5 kg. Les échelles sont interdites ; on cueille avec des perches fournies par le verger."

TABLE_TENNIS = "Le Club pongiste des Quais joue dans une salle de la rue du Port, à Strasbourg, équipée de 10 tables. Le jeu libre a lieu le mardi et le jeudi soir, de 18 h à 22 h. La cotisation annuelle est de 150 € pour les adultes, et les jeunes de moins de 18 ans paient la moitié. La présidente, Valérie Klein, organise le championnat, et l'entraîneur Karim Haddad dirige l'entraînement des jeunes le samedi. Les non-membres peuvent jouer jusqu'à trois fois en tant qu'invités avant de devoir adhérer, pour 4 € par séance."

AQUARIUM = "L'aquarium des Embruns contient 2,8 millions de litres d'eau et environ 5 000 animaux de 350 espèces. Il est ouvert tous les jours de 9 h 30 à 19 h, sauf le 1er janvier, où il est fermé. L'entrée coûte 22 € pour les adultes et 17 € pour les seniors de plus de 65 ans ; elle est gratuite pour les enfants de moins de 3 ans. Ses 12 manchots papous sont arrivés en 2021 d'un zoo de Lisbonne, et leur nourrissage, à 11 h 15 et à 15 h 45, est présenté par la biologiste marine Camille Perrin. La photo au flash est interdite dans toutes les salles."

SHOE_REPAIR = "La cordonnerie Martel est tenue par le cordonnier Jean Martel et sa fille Manon. Le remplacement des talons d'une paire de chaussures coûte 20 € et se fait en une journée. Un ressemelage complet coûte 50 € et demande jusqu'à 6 jours ouvrés. Jean se charge de tout le travail du cuir, tandis que Manon répare les fermetures éclair et les sacs. La boutique est fermée le mardi, et les réparations non retirées dans un délai de 90 jours sont données à une association caritative."

# fmt: off
FAITHFULNESS = [
    w.faith("fr-cc-001", "para.reorder", "Quand a lieu l'atelier débutants et combien coûte-t-il ?", "Pour 15 € la séance, laine comprise, vous pouvez suivre l'atelier débutants d'Élodie Marchand, qui a lieu le jeudi à 18 h 30.", KNITTING_CAFE, True),
    w.faith("fr-cc-002", "para.passive", "Qui a fondé L'Atelier Rayon ?", "L'Atelier Rayon a été fondé en 2015 par les mécaniciens Hugo Lefèvre et Inès Bouchard.", BIKE_WORKSHOP, True),
    w.faith("fr-cc-003", "para.synonym", "Que se passe-t-il pour les pistes par grand froid ?", "Les pistes restent closes dès que le thermomètre tombe en dessous de −20 °C.", SKI_CENTRE, True),
    w.faith("fr-cc-004", "para.nominal", "Combien de temps dure une visite du phare ?", "La durée d'une visite est d'environ 45 minutes.", LIGHTHOUSE, True),
    w.faith("fr-cc-005", "para.capital", "D'où viennent les manchots de l'aquarium ?", "Les manchots papous sont arrivés en 2021 d'un zoo de la capitale portugaise.", AQUARIUM, True),
    w.faith("fr-cc-006", "para.pronoun", "Auprès de qui faut-il déclarer un invité ?", "Auprès d'Amélie Roux : c'est la responsable de résidence, et les invités doivent être déclarés auprès d'elle.", DORMITORY, True),
    w.faith("fr-cc-007", "para.relative", "Qui gère les livraisons à domicile ?", "C'est Nadia Benali, qui travaille comme préparatrice à la pharmacie, qui gère les livraisons à domicile.", PHARMACY, True),
    w.faith("fr-cc-008", "para.part", "La pharmacie du Marché est-elle ouverte le mercredi à 18 h ?", "Oui, le mercredi elle est ouverte jusqu'à 19 h 30.", PHARMACY, True),
    w.faith("fr-cc-009", "para.combine", "Combien y a-t-il de tables et quand a lieu le jeu libre ?", "Il y a 10 tables, et le jeu libre a lieu le mardi et le jeudi de 18 h à 22 h.", TABLE_TENNIS, True),
    w.faith("fr-cc-010", "fmt.number", "Combien de temps prend un ressemelage complet ?", "Un ressemelage complet demande jusqu'à six jours ouvrés.", SHOE_REPAIR, True),
    w.faith("fr-cc-011", "fmt.thousands", "Combien de pommiers compte le Verger des Coteaux ?", "Le verger compte 2500 pommiers.", ORCHARD, True),
    w.faith("fr-cc-012", "fmt.scale", "Quelle est la longueur des pistes du Grand Tétras ?", "L'espace nordique entretient 48 000 mètres de pistes de ski de fond.", SKI_CENTRE, True),
    w.faith("fr-cc-013", "fmt.date", "À quelle période ont lieu les visites guidées ?", "Du 01/04 au 30/09.", LIGHTHOUSE, True),
    w.faith("fr-cc-014", "fmt.time", "Quels sont les horaires de la pharmacie le samedi ?", "Le samedi, la pharmacie est ouverte de neuf heures du matin à une heure de l'après-midi.", PHARMACY, True),
    w.faith("fr-cc-015", "fmt.unit", "Quand les visites sont-elles annulées ?", "Lorsque le vent souffle à plus de 70 kilomètres à l'heure.", LIGHTHOUSE, True),
    w.faith("fr-cc-016", "fmt.abbrev", "Combien coûte le loyer à la résidence des Tilleuls ?", "430 €/mois, électricité et Wi-Fi incl.", DORMITORY, True),
    w.faith("fr-cc-017", "fmt.currency", "Combien coûte le remplacement des talons ?", "Remplacer les talons d'une paire coûte 20 euros, et c'est fait en une journée.", SHOE_REPAIR, True),
    w.faith("fr-cc-018", "fmt.range", "Combien de fois un non-membre peut-il jouer comme invité ?", "Un non-membre peut jouer trois fois au maximum comme invité, à 4 € la séance.", TABLE_TENNIS, True),
    w.faith("fr-cc-019", "fmt.period", "Combien de temps à l'avance faut-il réserver l'arrière-salle ?", "Au moins deux jours à l'avance.", KNITTING_CAFE, True),
    w.faith("fr-cc-020", "fmt.share", "Combien paient les jeunes pour la cotisation ?", "Les moins de 18 ans paient 50 % de la cotisation annuelle adulte de 150 €.", TABLE_TENNIS, True),
    w.faith("fr-cc-021", "para.except", "La Maille Gourmande est-elle ouverte le lundi ?", "Non, elle est fermée le lundi ; les autres jours, elle ouvre de 10 h à 19 h.", KNITTING_CAFE, True),
    w.faith("fr-cc-022", "wrap.opener", "Quel jour la cordonnerie Martel est-elle fermée ?", "Bonne question ! La cordonnerie Martel est fermée le mardi.", SHOE_REPAIR, True),
    w.faith("fr-cc-023", "wrap.closer", "Puis-je apporter une échelle au verger ?", "Non, les échelles sont interdites, mais le verger fournit des perches pour cueillir. Bonne cueillette !", ORCHARD, True),
    w.faith("fr-cc-024", "wrap.attribution", "Combien coûte un lavage à la laverie ?", "D'après le document, chaque lavage à la laverie coûte 3 €.", DORMITORY, True),
    w.faith("fr-cc-025", "wrap.hedge", "Combien coûte une révision standard ?", "Je pense qu'une révision standard coûte 60 € et prend en général deux jours ouvrés.", BIKE_WORKSHOP, True),
    w.faith("fr-cc-026", "wrap.question", "Les enfants doivent-ils payer un forfait ?", "Les enfants de moins de 12 ans skient gratuitement ; les adultes paient 9,50 € le forfait journée. Voulez-vous aussi connaître les horaires de location ?", SKI_CENTRE, True),
    w.faith("fr-cc-027", "value.number", "Combien d'espèces l'aquarium présente-t-il ?", "Environ 5 000 animaux de 450 espèces.", AQUARIUM, False),
    w.faith("fr-cc-028", "value.date", "Quand se termine la saison de cueillette ?", "La saison de cueillette se termine le 30 novembre.", ORCHARD, False),
    w.faith("fr-cc-029", "value.time", "À quelle heure a lieu le nourrissage des manchots ?", "À 11 h 15 et à 16 h 45.", AQUARIUM, False),
    w.faith("fr-cc-030", "value.unit", "Quelle est la hauteur du phare de Kerlann ?", "Le phare de Kerlann mesure 42 pieds de haut.", LIGHTHOUSE, False),
    w.faith("fr-cc-031", "value.currency", "Combien coûte une séance de l'atelier débutants ?", "Une séance coûte 15 dollars, laine comprise.", KNITTING_CAFE, False),
    w.faith("fr-cc-032", "role.swap", "Qui s'occupe du cuir et qui répare les fermetures éclair ?", "Manon se charge de tout le travail du cuir, tandis que Jean répare les fermetures éclair et les sacs.", SHOE_REPAIR, False),
    w.faith("fr-cc-033", "negation", "L'électricité est-elle comprise dans le loyer ?", "Non, l'électricité n'est pas comprise dans le loyer de 430 € par mois.", DORMITORY, False),
    w.faith("fr-cc-034", "antonym", "Quand la livraison est-elle gratuite ?", "La livraison est gratuite pour les achats de moins de 35 €.", PHARMACY, False),
    w.faith("fr-cc-035", "modality", "Dois-je apporter ma propre laine ?", "Oui, les clients doivent obligatoirement apporter leur propre laine et leurs aiguilles.", KNITTING_CAFE, False),
    w.faith("fr-cc-036", "quantifier", "Peut-on photographier au flash dans l'aquarium ?", "La photo au flash n'est interdite que dans certaines salles.", AQUARIUM, False),
    w.faith("fr-cc-037", "value.except", "L'aquarium est-il ouvert le 1er janvier ?", "Oui, il est ouvert tous les jours de l'année, 1er janvier compris, de 9 h 30 à 19 h.", AQUARIUM, False),
    w.faith("fr-cc-038", "direction", "Quand dois-je déposer mon vélo pour faire réparer une crevaison pendant que j'attends ?", "Les crevaisons sont réparées sur place pour 12 €, à condition de déposer le vélo après 17 h.", BIKE_WORKSHOP, False),
    w.faith("fr-cc-039", "added.fact", "L'entrée du verger est-elle remboursée ?", "Oui, l'entrée de 4 € est remboursée pour tout achat de plus de 5 kg, et les enfants de moins de 10 ans ne la paient pas du tout.", ORCHARD, False),
    w.faith("fr-cc-040", "added.entity", "Qui dirige l'entraînement des jeunes ?", "L'entraîneur Karim Haddad dirige l'entraînement des jeunes le samedi, avec son adjointe Léa Fontaine.", TABLE_TENNIS, False),
    w.faith("fr-cc-041", "mixed", "Combien coûte le forfait journée ?", "Le forfait journée coûte 9,50 € pour les adultes et 5 € pour les enfants de moins de 12 ans.", SKI_CENTRE, False),
]

REFUSAL = [
    w.refusal("fr-cc-042", "refusal.plain", "Y a-t-il une boutique de souvenirs au phare de Kerlann ?", "Je ne sais pas.", LIGHTHOUSE, True),
    w.refusal("fr-cc-043", "refusal.context", "La pharmacie du Marché vend-elle des appareils auditifs ?", "Le contexte fourni ne précise pas si la pharmacie du Marché vend des appareils auditifs.", PHARMACY, True),
    w.refusal("fr-cc-044", "refusal.short", "La cordonnerie Martel fait-elle une réduction aux étudiants ?", "Aucune idée, désolé.", SHOE_REPAIR, True),
    w.refusal("fr-cc-045", "refusal.long", "Y a-t-il un parking à la résidence des Tilleuls ?", "Merci pour votre question. J'ai parcouru les informations sur la résidence des Tilleuls : elles décrivent les chambres, le loyer, les heures de calme, les règles pour les invités et la laverie, mais ne disent rien d'un parking. Je suis donc désolé, mais je ne peux pas vous dire s'il est possible de s'y garer.", DORMITORY, True),
    w.refusal("fr-cc-046", "refusal.hedged", "Avant quelle heure faut-il rendre les skis de location ?", "Je n'en suis pas tout à fait sûr, mais je crois qu'il faut les rendre avant 16 h 30.", SKI_CENTRE, False),
    w.refusal("fr-cc-047", "refusal.partial", "Combien coûte l'entrée adulte, et y a-t-il un restaurant ?", "L'entrée adulte coûte 22 €, mais les informations ne disent pas s'il y a un restaurant.", AQUARIUM, False),
]

CORRECTNESS = [
    w.correct("fr-cc-048", "correct.wordy", "Quand a lieu le cours de technique de Sophie Girod ?", "Si vous voulez perfectionner votre technique avec Sophie Girod, gardez vos samedis matin libres : c'est à ce moment-là qu'elle donne son cours, toutes les semaines.", "Chaque samedi matin.", True),
    w.correct("fr-cc-049", "correct.short", "Combien de marches mènent à la salle de la lanterne ?", "210.", "Il y a 210 marches jusqu'à la salle de la lanterne.", True),
    w.correct("fr-cc-050", "correct.format", "À quelle heure ferme le Verger des Coteaux ?", "À six heures du soir.", "Le verger ferme à 18 h.", True),
    w.correct("fr-cc-051", "wrong.value", "Quel est le loyer mensuel à la résidence des Tilleuls ?", "Le loyer est de 530 € par mois.", "Le loyer est de 430 € par mois, électricité et Wi-Fi compris.", False),
    w.correct("fr-cc-052", "wrong.echo", "Combien de tables compte le Club pongiste des Quais ?", "Le Club pongiste des Quais compte 6 tables.", "Le club compte 10 tables.", False),
    w.correct("fr-cc-053", "wrong.role", "Quels sont les rôles de Laurent Mercier et de Nadia Benali ?", "Nadia Benali vérifie chaque ordonnance, et Laurent Mercier gère les livraisons à domicile.", "Le pharmacien titulaire Laurent Mercier vérifie chaque ordonnance, et la préparatrice Nadia Benali gère les livraisons à domicile.", False),
]

RELEVANCY = [
    w.relevant("fr-cc-054", "relevant.direct", "Pour combien de personnes peut-on réserver l'arrière-salle ?", "L'arrière-salle peut être réservée par des groupes de huit personnes au maximum.", KNITTING_CAFE, True),
    w.relevant("fr-cc-055", "relevant.yesno", "L'Atelier Rayon répare-t-il les moteurs de vélos électriques ?", "Oui, Inès Bouchard est spécialisée dans les moteurs de vélos électriques.", BIKE_WORKSHOP, True),
    w.relevant("fr-cc-056", "offtopic.true", "À quelle heure ouvre le verger ?", "La famille de Benoît Moreau exploite le verger depuis 1971.", ORCHARD, False),
    w.relevant("fr-cc-057", "offtopic.other", "Quels jours a lieu le jeu libre ?", "La cotisation annuelle est de 150 € pour les adultes, et les jeunes paient la moitié.", TABLE_TENNIS, False),
]

DIAGNOSIS = [
    w.diag("fr-cc-058", "diag.pass", "Combien coûte un ressemelage complet à la cordonnerie Martel ?", "Chez la cordonnerie Martel, un ressemelage complet coûte 50 €.", {"shoe-repair": SHOE_REPAIR, "bike-workshop": BIKE_WORKSHOP}, ("shoe-repair",), "pass"),
    w.diag("fr-cc-059", "diag.offtopic", "Combien de participants le cours de technique accepte-t-il ?", "L'espace nordique du Grand Tétras entretient 48 km de pistes dans le Jura.", {"ski-centre": SKI_CENTRE, "lighthouse": LIGHTHOUSE}, ("ski-centre",), "fix_generation"),
    w.diag("fr-cc-060", "diag.unfaithful", "Combien coûtent les frais de garde pour un vélo non récupéré ?", "Au-delà de 30 jours, la garde est facturée 5 € par jour.", {"bike-workshop": BIKE_WORKSHOP, "shoe-repair": SHOE_REPAIR}, ("bike-workshop",), "fix_generation"),
    w.diag("fr-cc-061", "diag.refused", "À quelle heure commence le calme le vendredi à la résidence des Tilleuls ?", "Désolé, les documents ne précisent pas à quelle heure commence le calme le vendredi.", {"dormitory": DORMITORY, "table-tennis": TABLE_TENNIS}, ("dormitory",), "fix_generation"),
    w.diag("fr-cc-062", "diag.missed", "En quelle année le phare de Kerlann a-t-il été construit ?", "Désolé, les documents trouvés n'indiquent pas l'année de construction du phare.", {"aquarium": AQUARIUM, "orchard": ORCHARD}, ("lighthouse",), "fix_retrieval"),
    w.diag("fr-cc-063", "diag.correct_refusal", "La pharmacie du Marché propose-t-elle la prise de tension ?", "Les documents ne mentionnent pas la prise de tension, je ne peux donc pas répondre.", {"pharmacy": PHARMACY, "dormitory": DORMITORY}, (), "correct_refusal"),
    w.diag("fr-cc-064", "diag.should_refuse", "La Maille Gourmande propose-t-elle des gâteaux sans gluten ?", "Oui, La Maille Gourmande propose des gâteaux sans gluten tous les jours.", {"knitting-cafe": KNITTING_CAFE, "table-tennis": TABLE_TENNIS}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
