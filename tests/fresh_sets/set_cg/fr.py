"""Fresh set cg, French: a puppet theatre, a school climbing wall, a wedding venue, a ski
lift pass office, a bicycle repair cafe, a nature reserve guided walk, a public sauna, a
language school, a ferry car deck booking and a street-food market."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

PUPPET = (
    "Le théâtre de marionnettes Le Fil d'Ariane, dirigé par Hélène Marchand, présente ses spectacles dans un ancien dépôt de tramways reconverti, avenue Victor-Hugo. "
    "Les matinées du week-end commencent à 14 h 30 et durent 50 minutes, entracte de 10 minutes compris. "
    "Les billets coûtent 10,50 € pour les adultes et 7 € pour les enfants de moins de 12 ans ; les enfants de moins de 2 ans assis sur les genoux d'un adulte entrent gratuitement. "
    "La salle compte 100 places au maximum. "
    "Il y a des représentations tous les jours sauf le mardi, jour de répétition des marionnettistes. "
    "Les ateliers de fabrication de marionnettes pour les 8-13 ans sont animés par le sculpteur sur bois Bastien Roux le premier samedi de chaque mois."
)

CLIMB = (
    "Le mur d'escalade du gymnase du collège Jean-Moulin mesure 8 mètres de haut et compte 13 voies en moulinette. "
    "Les élèves ne peuvent grimper que pendant les séances encadrées, le mardi et le jeudi de 16 h 15 à 17 h 45. "
    "Chaque grimpeur doit porter un baudrier et un casque ; le sac à magnésie est facultatif. "
    "Les séances sont encadrées par la professeure d'éducation physique et sportive Claire Dubois, titulaire d'un brevet d'État d'escalade, et son assistant Karim Benali assure les débutants. "
    "L'adhésion pour un trimestre coûte 25 € et comprend 12 séances ; les élèves de sixième doivent remettre une autorisation parentale signée avant leur première séance."
)

WEDDING = (
    "Le Domaine de la Roseraie, lieu de réception de mariages appartenant à Sophie et Marc Lefèvre, accueille jusqu'à 170 invités pour un dîner assis et 240 pour un cocktail debout. "
    "En 2025, la location d'un samedi coûte 6 200 €, celle d'un vendredi ou d'un dimanche 4 500 €. "
    "Un acompte de 30 % est exigé à la réservation, et le solde doit être réglé 6 semaines avant le mariage. "
    "La musique doit s'arrêter à 1 h du matin, et tous les invités doivent avoir quitté le domaine à 2 h. "
    "Les mariés peuvent faire appel à leur propre traiteur, mais uniquement parmi les quatre maisons de la liste agréée par le domaine."
)

SKI = (
    "Le bureau des forfaits de la station du Mont-Clair est ouvert tous les jours de 8 h 30 à 17 h pendant la saison, qui va du 21 décembre au 5 avril. "
    "Le forfait journée adulte coûte 46 €, et le forfait six jours adulte 230 €. "
    "Les enfants de 5 à 11 ans paient la moitié du tarif adulte, et les moins de 5 ans skient gratuitement s'ils sont accompagnés d'un adulte payant. "
    "Un forfait perdu peut être remplacé une seule fois, moyennant 8 €, sur présentation du justificatif d'achat d'origine. "
    "La responsable du bureau, Nathalie Girard, ne peut rembourser les jours non utilisés que si les remontées sont fermées à cause du vent."
)

BIKE = (
    "Le café-réparation vélo La Rustine se tient le deuxième dimanche de chaque mois, de 10 h à 13 h, dans la salle paroissiale Saint-Joseph. "
    "Gérard Petit, ingénieur à la retraite, dirige l'équipe de mécaniciens bénévoles, qui apprennent aux visiteurs à réparer eux-mêmes leur vélo au lieu de le réparer à leur place. "
    "L'aide est gratuite, mais les pièces sont vendues à prix coûtant, et une chambre à air coûte 5 €. "
    "Chaque visiteur peut réserver un pied d'atelier pour 40 minutes au plus. "
    "Café et gâteaux sont proposés contre un don conseillé de 2 €, et les vélos électriques ne sont pas acceptés, faute de point de recharge sûr dans la salle."
)

RESERVE = (
    "Les sorties guidées de la réserve naturelle des Étangs-Bleus partent du centre d'accueil à 7 h chaque samedi, d'avril à septembre. "
    "Le parcours fait 7,5 kilomètres et dure environ 3 heures, avec deux arrêts dans des observatoires à oiseaux. "
    "Les groupes sont limités à 12 personnes, et il faut réserver au moins 48 heures à l'avance. "
    "Les sorties sont menées par la garde Élodie Martin, tandis que le bénévole Hugo Lambert ferme la marche. "
    "Les chiens sont interdits, sauf les chiens d'assistance enregistrés ; la sortie coûte 7 € par adulte et elle est gratuite pour les moins de 16 ans."
)

SAUNA = (
    "Le sauna public des Bains du Port, quai des Pêcheurs, est ouvert tous les jours de 7 h à 22 h. "
    "Le sauna au feu de bois est maintenu à 80 °C et le hammam à 45 °C. "
    "Une entrée de 2 heures maximum coûte 13 €, et une carte de 10 entrées 110 €. "
    "Le jeudi, le sauna est réservé aux femmes à partir de 18 h. "
    "Le maillot de bain est obligatoire dans tous les espaces, les serviettes se louent 3 €, et les enfants de moins de 14 ans ne sont pas admis."
)

SCHOOL = (
    "L'école de langues Polyglotte propose aux adultes des cours du soir d'anglais et d'allemand. "
    "Chaque cours dure 10 semaines, à raison de deux séances de 90 minutes par semaine, le lundi et le mercredi à partir de 18 h 30. "
    "Les frais s'élèvent à 290 € par cours, manuel compris, et un test de niveau est obligatoire pour tous, sauf pour les vrais débutants. "
    "Les groupes comptent au moins 5 et au plus 12 élèves ; un cours qui réunit moins de 5 inscrits est annulé et intégralement remboursé. "
    "L'anglais est enseigné par Fiona Walsh, et l'allemand par Jürgen Weiss, qui a suivi sa formation d'enseignant à Berlin et qui dirige aussi l'école."
)

FERRY = (
    "Les voitures qui embarquent sur le bac de Port-Lénic à l'île de Méloc doivent être réservées en ligne au moins 24 heures avant le départ. "
    "Une voiture standard de 5 mètres de long au maximum coûte 42 € l'aller simple, conducteur compris, et chaque passager supplémentaire paie 8 €. "
    "Les véhicules de plus de 2 mètres de haut, comme les camping-cars, paient 64 €. "
    "Les conducteurs doivent se présenter au terminal au plus tard 30 minutes avant le départ, faute de quoi leur place peut être attribuée à un véhicule en liste d'attente. "
    "La traversée dure 35 minutes, et le premier bateau quitte Port-Lénic à 6 h 20."
)

MARKET = (
    "Le marché de street food des Halles du Canal a lieu tous les vendredis et samedis de 18 h à minuit, de mai à octobre. "
    "Une trentaine de stands y vendent à manger, et aucun plat principal ne dépasse 12 €. "
    "Seuls certains stands proposent des plats végans. "
    "Le marché est organisé par l'association Canal Vivant et dirigé par Yanis Ferrand. "
    "Le paiement se fait uniquement par carte ; les commerçants paient un droit de place de 55 € par soirée et doivent faire contrôler leurs bouteilles de gaz par la responsable sécurité Agnès Colin avant l'ouverture."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-cg-001", "para.reorder", "À quelle heure commencent les matinées du week-end, et combien de temps durent-elles ?", "D'une durée de 50 minutes, entracte de 10 minutes compris, les matinées du week-end débutent à 14 h 30.", PUPPET, True),
    w.faith("fr-cg-002", "para.passive", "Qui dirige les mécaniciens bénévoles de La Rustine ?", "L'équipe de mécaniciens bénévoles est dirigée par Gérard Petit, un ingénieur à la retraite.", BIKE, True),
    w.faith("fr-cg-003", "para.synonym", "Les enfants peuvent-ils aller au sauna des Bains du Port ?", "L'accès est interdit aux moins de 14 ans.", SAUNA, True),
    w.faith("fr-cg-004", "para.nominal", "Quand faut-il payer le solde de la location ?", "Le règlement du solde est dû 6 semaines avant le mariage.", WEDDING, True),
    w.faith("fr-cg-005", "para.capital", "Où le professeur d'allemand a-t-il été formé ?", "Jürgen Weiss a suivi sa formation d'enseignant dans la capitale allemande.", SCHOOL, True),
    w.faith("fr-cg-006", "para.pronoun", "Qui encadre les séances d'escalade ?", "C'est Claire Dubois. Elle enseigne l'éducation physique et sportive et elle est titulaire d'un brevet d'État d'escalade.", CLIMB, True),
    w.faith("fr-cg-007", "para.relative", "À quelle heure part le premier bateau ?", "Le premier bateau, qui part de Port-Lénic, appareille à 6 h 20.", FERRY, True),
    w.faith("fr-cg-008", "para.part", "Où le groupe s'arrête-t-il pendant la sortie guidée ?", "En chemin, le groupe fait halte dans deux observatoires à oiseaux.", RESERVE, True),
    w.faith("fr-cg-009", "para.combine", "Combien coûte un plat principal au marché, et comment paie-t-on ?", "Les plats principaux coûtent 12 € au plus et se paient uniquement par carte.", MARKET, True),
    w.faith("fr-cg-010", "fmt.number", "Combien de voies le mur d'escalade compte-t-il ?", "Il compte treize voies en moulinette.", CLIMB, True),
    w.faith("fr-cg-011", "fmt.thousands", "Combien coûte la location du domaine un samedi en 2025 ?", "En 2025, la location d'un samedi coûte 6200 €.", WEDDING, True),
    w.faith("fr-cg-012", "fmt.scale", "Quelle est la longueur du parcours de la sortie guidée ?", "Le parcours fait 7 500 mètres.", RESERVE, True),
    w.faith("fr-cg-013", "fmt.date", "Quand a lieu la saison au Mont-Clair ?", "La saison va du 21/12 au 05/04.", SKI, True),
    w.faith("fr-cg-014", "fmt.time", "Quels sont les horaires du sauna des Bains du Port ?", "Il est ouvert tous les jours de 7 heures du matin à 10 heures du soir.", SAUNA, True),
    w.faith("fr-cg-015", "fmt.unit", "Quelle est la température du sauna au feu de bois ?", "Il est maintenu à 80 degrés Celsius.", SAUNA, True),
    w.faith("fr-cg-016", "fmt.abbrev", "Où se trouve le théâtre Le Fil d'Ariane ?", "Dans un ancien dépôt de tramways reconverti, av. Victor-Hugo.", PUPPET, True),
    w.faith("fr-cg-017", "fmt.currency", "Quel est le droit de place au marché ?", "Les commerçants paient 55 euros par soirée.", MARKET, True),
    w.faith("fr-cg-018", "fmt.range", "Combien d'élèves y a-t-il par groupe chez Polyglotte ?", "Il y a entre 5 et 12 élèves par groupe.", SCHOOL, True),
    w.faith("fr-cg-019", "fmt.period", "Combien de temps à l'avance faut-il réserver la sortie ?", "Il faut réserver au moins deux jours à l'avance.", RESERVE, True),
    w.faith("fr-cg-020", "fmt.share", "Combien paient les enfants de 5 à 11 ans pour le forfait ?", "Ils paient 50 % du tarif adulte.", SKI, True),
    w.faith("fr-cg-021", "para.except", "Quels jours y a-t-il des spectacles au Fil d'Ariane ?", "Il n'y a pas de spectacle le mardi, jour réservé aux répétitions ; les six autres jours de la semaine, il y en a.", PUPPET, True),
    w.faith("fr-cg-022", "wrap.opener", "Combien coûte une chambre à air à La Rustine ?", "Bonne question ! Une chambre à air coûte 5 €.", BIKE, True),
    w.faith("fr-cg-023", "wrap.closer", "Combien coûte le passage d'une voiture standard sur le bac ?", "Une voiture standard de 5 mètres maximum coûte 42 € l'aller simple, conducteur compris. Bonne traversée !", FERRY, True),
    w.faith("fr-cg-024", "wrap.attribution", "À quelle heure la musique doit-elle s'arrêter au domaine ?", "D'après le document, la musique doit s'arrêter à 1 h du matin.", WEDDING, True),
    w.faith("fr-cg-025", "wrap.hedge", "Quand le marché des Halles du Canal est-il ouvert ?", "Je crois qu'il a lieu les vendredis et samedis de 18 h à minuit, de mai à octobre.", MARKET, True),
    w.faith("fr-cg-026", "wrap.question", "Combien coûte un cours chez Polyglotte ?", "Un cours coûte 290 €, manuel compris. Voulez-vous aussi des informations sur le test de niveau ?", SCHOOL, True),
    w.faith("fr-cg-027", "value.number", "Combien de personnes peuvent participer à une sortie guidée ?", "Les groupes sont limités à 20 personnes.", RESERVE, False),
    w.faith("fr-cg-028", "value.date", "Quand commence la saison au Mont-Clair ?", "La saison commence le 12 décembre.", SKI, False),
    w.faith("fr-cg-029", "value.time", "À quelle heure le premier bateau quitte-t-il Port-Lénic ?", "Le premier bateau quitte Port-Lénic à 6 h 50.", FERRY, False),
    w.faith("fr-cg-030", "value.unit", "Quelle est la hauteur du mur d'escalade ?", "Le mur mesure 8 pieds de haut.", CLIMB, False),
    w.faith("fr-cg-031", "value.currency", "Combien coûte la carte de 10 entrées au sauna ?", "La carte de 10 entrées coûte 130 €.", SAUNA, False),
    w.faith("fr-cg-032", "role.swap", "Qui enseigne quelle langue chez Polyglotte ?", "Jürgen Weiss enseigne l'anglais, et Fiona Walsh l'allemand.", SCHOOL, False),
    w.faith("fr-cg-033", "negation", "Puis-je venir à La Rustine avec mon vélo électrique ?", "Oui, les vélos électriques sont acceptés.", BIKE, False),
    w.faith("fr-cg-034", "antonym", "Faut-il un sac à magnésie pour grimper ?", "Oui, le sac à magnésie est obligatoire.", CLIMB, False),
    w.faith("fr-cg-035", "modality", "Les mariés peuvent-ils choisir leur propre traiteur ?", "Les mariés doivent obligatoirement faire venir leur propre traiteur, choisi parmi les quatre maisons agréées.", WEDDING, False),
    w.faith("fr-cg-036", "quantifier", "Y a-t-il des plats végans au marché ?", "Oui, tous les stands proposent des plats végans.", MARKET, False),
    w.faith("fr-cg-037", "value.except", "Qui doit passer le test de niveau ?", "Seuls les vrais débutants doivent passer le test de niveau.", SCHOOL, False),
    w.faith("fr-cg-038", "direction", "Quand le sauna est-il réservé aux femmes ?", "Le jeudi, le sauna est réservé aux femmes jusqu'à 18 h.", SAUNA, False),
    w.faith("fr-cg-039", "added.fact", "Quel acompte faut-il verser à la réservation du domaine ?", "Il faut verser un acompte de 30 % à la réservation, et cet acompte n'est pas remboursable.", WEDDING, False),
    w.faith("fr-cg-040", "added.entity", "Qui dirige les mécaniciens bénévoles ?", "Gérard Petit les dirige avec Laure Garnier, gérante d'un magasin de cycles.", BIKE, False),
    w.faith("fr-cg-041", "mixed", "Que se passe-t-il si je perds mon forfait ?", "Il peut être remplacé une fois pour 8 € sur présentation du justificatif d'origine, et le nouveau forfait peut être retiré à n'importe laquelle des trois gares de départ des remontées.", SKI, False),
]

REFUSAL = [
    w.refusal("fr-cg-042", "refusal.plain", "Y a-t-il un café dans le théâtre de marionnettes ?", "Je ne sais pas s'il y a un café dans le théâtre.", PUPPET, True),
    w.refusal("fr-cg-043", "refusal.context", "Peut-on emprunter des chaussons d'escalade au collège ?", "Le contexte ne parle pas de chaussons d'escalade, je ne peux donc pas dire si on peut en emprunter.", CLIMB, True),
    w.refusal("fr-cg-044", "refusal.short", "Le Mont-Clair propose-t-il des cours de snowboard ?", "Je ne sais pas.", SKI, True),
    w.refusal("fr-cg-045", "refusal.long", "Puis-je embarquer ma moto sur le bac ?", "Je suis désolé, mais je ne peux pas répondre à cette question. Les informations dont je dispose concernent les voitures standard, les véhicules plus hauts comme les camping-cars et les passagers supplémentaires, mais elles ne disent rien des motos. Plutôt que de deviner, je vous conseille de vous renseigner directement auprès de la compagnie. Merci de votre compréhension.", FERRY, True),
    w.refusal("fr-cg-046", "refusal.hedged", "Peut-on louer une serviette au sauna ?", "Je n'en suis pas tout à fait sûr, mais il semble que les serviettes se louent 3 €.", SAUNA, False),
    w.refusal("fr-cg-047", "refusal.partial", "Quand le marché a-t-il lieu, et y a-t-il un parking à proximité ?", "Le marché a lieu les vendredis et samedis de 18 h à minuit, de mai à octobre. Je n'ai rien trouvé au sujet du parking.", MARKET, False),
]

CORRECTNESS = [
    w.correct("fr-cg-048", "correct.wordy", "Combien d'invités le Domaine de la Roseraie peut-il accueillir pour un dîner assis ?", "Pour un dîner assis, le Domaine de la Roseraie peut recevoir au maximum 170 invités ; c'est la limite fixée par le lieu pour un repas à table.", "Jusqu'à 170 invités pour un dîner assis.", True),
    w.correct("fr-cg-049", "correct.short", "Combien coûte le forfait journée adulte au Mont-Clair ?", "46 €.", "Le forfait journée adulte coûte 46 €.", True),
    w.correct("fr-cg-050", "correct.format", "À quelle heure ferme le sauna des Bains du Port ?", "À 10 heures du soir.", "Il ferme à 22 h.", True),
    w.correct("fr-cg-051", "wrong.value", "Combien coûte un cours chez Polyglotte ?", "Un cours coûte 340 €, manuel compris.", "290 € par cours, manuel compris.", False),
    w.correct("fr-cg-052", "wrong.echo", "Quels élèves doivent remettre une autorisation parentale signée ?", "Les élèves qui doivent remettre une autorisation parentale signée sont ceux de troisième.", "Les élèves de sixième, avant leur première séance.", False),
    w.correct("fr-cg-053", "wrong.role", "Qui mène la sortie guidée, et qui ferme la marche ?", "Hugo Lambert mène la sortie, et Élodie Martin ferme la marche.", "La garde Élodie Martin mène la sortie, et le bénévole Hugo Lambert ferme la marche.", False),
]

RELEVANCY = [
    w.relevant("fr-cg-054", "relevant.direct", "Combien de temps dure la traversée vers l'île de Méloc ?", "La traversée dure 35 minutes.", FERRY, True),
    w.relevant("fr-cg-055", "relevant.yesno", "Mon enfant d'un an doit-il avoir un billet pour le spectacle ?", "Non, les enfants de moins de 2 ans assis sur les genoux d'un adulte entrent gratuitement.", PUPPET, True),
    w.relevant("fr-cg-056", "offtopic.true", "Combien coûte un plat principal au maximum ?", "Les commerçants doivent faire contrôler leurs bouteilles de gaz par Agnès Colin avant l'ouverture.", MARKET, False),
    w.relevant("fr-cg-057", "offtopic.other", "Quels jours ont lieu les cours d'allemand ?", "L'allemand est enseigné par Jürgen Weiss, qui a été formé à Berlin.", SCHOOL, False),
]

DIAGNOSIS = [
    w.diag("fr-cg-058", "diag.pass", "Combien coûte l'adhésion trimestrielle au mur d'escalade ?", "L'adhésion coûte 25 € par trimestre et comprend 12 séances.", {"climbing-wall": CLIMB, "sauna": SAUNA}, ("climbing-wall",), "pass"),
    w.diag("fr-cg-059", "diag.offtopic", "À quelle heure partent les sorties guidées des Étangs-Bleus ?", "La sortie coûte 7 € par adulte et elle est gratuite pour les moins de 16 ans.", {"nature-reserve": RESERVE, "market": MARKET}, ("nature-reserve",), "fix_generation"),
    w.diag("fr-cg-060", "diag.unfaithful", "Combien coûte un camping-car sur le bac ?", "Un camping-car paie 42 €, comme une voiture standard.", {"ferry": FERRY, "ski-pass": SKI}, ("ferry",), "fix_generation"),
    w.diag("fr-cg-061", "diag.refused", "À quelle heure les invités doivent-ils avoir quitté le domaine ?", "Je suis désolé, mais les documents n'indiquent pas à quelle heure les invités doivent partir.", {"wedding-venue": WEDDING, "repair-cafe": BIKE}, ("wedding-venue",), "fix_generation"),
    w.diag("fr-cg-062", "diag.missed", "Qui anime les ateliers de fabrication de marionnettes au Fil d'Ariane ?", "Je n'ai pas trouvé dans les documents fournis qui anime les ateliers de fabrication de marionnettes.", {"sauna": SAUNA, "language-school": SCHOOL}, ("puppet-theatre",), "fix_retrieval"),
    w.diag("fr-cg-063", "diag.correct_refusal", "Le Mont-Clair propose-t-il du ski nocturne ?", "Les documents ne disent rien sur le ski nocturne, je ne peux donc pas vous répondre.", {"ski-pass": SKI, "ferry": FERRY}, (), "correct_refusal"),
    w.diag("fr-cg-064", "diag.should_refuse", "La Rustine propose-t-elle une étude posturale professionnelle ?", "Oui, une étude posturale professionnelle coûte 20 € et dure environ 30 minutes.", {"repair-cafe": BIKE, "market": MARKET}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
