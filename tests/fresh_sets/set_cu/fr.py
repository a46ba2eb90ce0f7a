"""Fresh set cu, French: a blood donation centre, a mini-golf course, a repair café, a cheese dairy tour, a dance school, a car inspection station, a fishing licence office, a puppet theatre, a tram museum and a mountain hiking guide service."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

BLOOD = (
    "La maison du don de l'EFS de Nantes a ouvert le 14 mars 2011 et est dirigée par le docteur Claire Morel. "
    "Les donneurs doivent avoir entre 18 et 70 ans et peser au moins 50 kg. "
    "Un don de sang total dure environ 10 minutes, et un intervalle d'au moins huit semaines est obligatoire entre deux dons. "
    "La maison du don est ouverte tous les jours sauf le dimanche, de 8 h à 19 h. "
    "L'an dernier, elle a recueilli 2 400 dons, dont la moitié provenait de nouveaux donneurs."
)
GOLF = (
    "Le mini-golf des Pins compte 18 trous répartis sur 1 800 mètres carrés. "
    "Une partie coûte 7 € pour les adultes et 5 € pour les enfants de moins de 12 ans. "
    "Le parcours est ouvert d'avril à octobre, de 10 h à 21 h. "
    "Les groupes de plus de huit joueurs doivent réserver à l'avance. "
    "Le propriétaire, Julien Fabre, a conçu lui-même le trou du moulin en 2016. "
    "Les clubs et les balles sont compris dans le prix, mais la carte de score coûte 0,50 €."
)
REPAIR = (
    "Le Repair Café de la Croix-Rousse a lieu le premier samedi de chaque mois à la salle des fêtes du quartier. "
    "Des bénévoles y réparent gratuitement lampes, grille-pain, vélos et vêtements ; les dons sont les bienvenus. "
    "Chaque visiteur peut apporter deux objets au maximum par séance. "
    "Le café a été fondé en 2018 par Gérard Dumas, électricien à la retraite, et c'est aujourd'hui sa fille Sophie qui coordonne les bénévoles. "
    "Les portes ouvrent à 13 h 30 et la dernière réparation est acceptée à 16 h. "
    "Environ un quart des objets ne peuvent pas être réparés sur place, le plus souvent faute de pièces détachées."
)
CHEESE = (
    "La fromagerie du Mont d'Or propose une visite guidée de 90 minutes qui se termine par une dégustation de six fromages. "
    "Les visites partent à 11 h et à 15 h tous les jours sauf le lundi. "
    "Le billet coûte 9 € pour les adultes, et l'entrée est gratuite pour les enfants de moins de 6 ans. "
    "Chaque groupe compte au plus 20 personnes, et les visiteurs doivent porter les surchaussures fournies à l'entrée. "
    "Le maître fromager, Bernard Vuillemin, dirige la fromagerie depuis 1994. "
    "Les 60 vaches de la ferme donnent environ 1 800 litres de lait par jour."
)
DANCE = (
    "L'école de danse Entrechat enseigne la salsa, le tango et les danses de salon aux adultes et aux enfants. "
    "Un cycle comprend dix cours hebdomadaires et coûte 150 €. "
    "Les cours pour débutants ont lieu le mardi et le jeudi de 19 h à 20 h 30. "
    "Les élèves peuvent manquer jusqu'à deux cours et les rattraper dans un autre groupe. "
    "Les chaussures de danse sont conseillées mais pas obligatoires pour le premier cycle. "
    "L'école a été fondée en 2005 par Isabelle Marchand ; en 2019, son ancien élève Thomas Girard l'a reprise."
)
INSPECT = (
    "Le centre de contrôle technique Auto Bilan contrôle les voitures, les camionnettes et les motos. "
    "Un contrôle technique pour une voiture dure environ 45 minutes et coûte 78 €. "
    "Les voitures de plus de quatre ans doivent passer le contrôle tous les deux ans. "
    "Le centre est ouvert du lundi au vendredi de 8 h à 18 h et le samedi jusqu'à midi. "
    "Il faut présenter la carte grise du véhicule ; l'ancien procès-verbal de contrôle n'est pas nécessaire. "
    "Le contrôleur en chef, Karim Benali, dirige une équipe de quatre techniciens."
)
FISH = (
    "Le bureau des permis de pêche du lac de Vassivière délivre des cartes à la journée, à la semaine et à l'année. "
    "La carte journalière coûte 12 €, la carte hebdomadaire 35 € et la carte annuelle 95 €. "
    "Les enfants de moins de 12 ans n'ont pas besoin de carte, mais ils doivent être accompagnés d'un adulte. "
    "Chaque pêcheur peut garder au maximum trois truites par jour, et tout poisson de moins de 25 cm doit être relâché. "
    "La pêche est autorisée partout sur le lac, sauf dans la réserve ornithologique de la rive nord. "
    "Le bureau est tenu par Martine Leroux et ouvre à 6 h le week-end."
)
PUPPET = (
    "Le théâtre de marionnettes Le Petit Guignol compte 85 places et présente des spectacles pour les enfants à partir de 3 ans. "
    "Les représentations ont lieu le mercredi, le samedi et le dimanche à 10 h 30 et à 15 h. "
    "La place coûte 8 €, et le billet famille pour quatre personnes 28 €. "
    "Chaque spectacle dure 50 minutes sans entracte. "
    "Les marionnettes sont sculptées par Pierre Lambert, tandis que sa femme Hélène écrit les pièces. "
    "Les photos sont interdites pendant les représentations."
)
TRAM = (
    "Le musée du Tram se trouve à Bruxelles, capitale de la Belgique, dans un ancien dépôt construit en 1897. "
    "Il présente 22 trams historiques, dont le plus ancien est une voiture hippomobile de 1869. "
    "Le musée est ouvert de mars à novembre, du jeudi au dimanche, de 10 h à 17 h. "
    "L'entrée coûte 8 € pour les adultes et elle est gratuite pour les moins de 16 ans. "
    "Le dernier dimanche de chaque mois, les visiteurs peuvent monter dans un tram restauré de 1935 sur une ligne de 3 km. "
    "Une trentaine de bénévoles entretiennent la collection sous la direction de la conservatrice Anne Dupuis."
)
HIKE = (
    "Le bureau des guides Cimes et Sentiers propose des randonnées accompagnées dans le massif des Écrins de mai à septembre. "
    "La randonnée à la journée fait 16 km pour 900 m de dénivelé et part à 7 h du parking du Pré de Madame Carle. "
    "Elle coûte 55 € par personne, pique-nique compris. "
    "Les participants doivent porter des chaussures de randonnée et emporter au moins 1,5 litre d'eau. "
    "Chaque guide encadre dix personnes au maximum. "
    "Une réservation peut être annulée sans frais jusqu'à 48 heures avant le départ."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-cu-001", "para.reorder", "À quelle heure ouvre le bureau des permis le week-end ?", "Le week-end, le bureau ouvre à 6 h.", FISH, True),
    w.faith("fr-cu-002", "para.passive", "Qui fabrique les marionnettes du Petit Guignol ?", "C'est Pierre Lambert qui sculpte les marionnettes.", PUPPET, True),
    w.faith("fr-cu-003", "para.synonym", "Combien de cours y a-t-il dans un cycle ?", "Un cycle se compose de dix leçons, à raison d'une par semaine.", DANCE, True),
    w.faith("fr-cu-004", "para.nominal", "À quelle heure peut-on entrer au Repair Café ?", "L'ouverture des portes a lieu à 13 h 30.", REPAIR, True),
    w.faith("fr-cu-005", "para.capital", "Dans quelle ville se trouve le musée du Tram ?", "Le musée est situé dans la capitale belge, Bruxelles.", TRAM, True),
    w.faith("fr-cu-006", "para.pronoun", "Quel est le rôle de Karim Benali ?", "Il est le contrôleur en chef et dirige une équipe de quatre techniciens.", INSPECT, True),
    w.faith("fr-cu-007", "para.relative", "Qui dirige la fromagerie du Mont d'Or ?", "Bernard Vuillemin, qui est le maître fromager, dirige la fromagerie depuis 1994.", CHEESE, True),
    w.faith("fr-cu-008", "para.part", "D'où part la randonnée à la journée ?", "Elle part du parking du Pré de Madame Carle.", HIKE, True),
    w.faith("fr-cu-009", "para.combine", "Parlez-moi du mini-golf des Pins.", "Le mini-golf des Pins, dont le propriétaire est Julien Fabre, compte 18 trous.", GOLF, True),
    w.faith("fr-cu-010", "fmt.number", "Combien de places compte le Petit Guignol ?", "Le théâtre compte quatre-vingt-cinq places.", PUPPET, True),
    w.faith("fr-cu-011", "fmt.thousands", "Combien de dons la maison du don a-t-elle recueillis l'an dernier ?", "Elle en a recueilli 2400.", BLOOD, True),
    w.faith("fr-cu-012", "fmt.scale", "Quelle quantité d'eau faut-il emporter ?", "Il faut emporter au moins 150 cl d'eau.", HIKE, True),
    w.faith("fr-cu-013", "fmt.date", "Quand la maison du don de Nantes a-t-elle ouvert ?", "Elle a ouvert le 14/03/2011.", BLOOD, True),
    w.faith("fr-cu-014", "fmt.time", "À quelle heure sont les cours pour débutants ?", "Le mardi et le jeudi, de 7 heures à 8 heures et demie du soir.", DANCE, True),
    w.faith("fr-cu-015", "fmt.unit", "Quelle est la longueur de la ligne du tram restauré ?", "Le tram restauré circule sur une ligne de trois kilomètres.", TRAM, True),
    w.faith("fr-cu-016", "fmt.abbrev", "De quel organisme dépend la maison du don de Nantes ?", "Elle dépend de l'Établissement français du sang.", BLOOD, True),
    w.faith("fr-cu-017", "fmt.currency", "Faut-il payer la carte de score au mini-golf ?", "Oui, la carte de score coûte 50 centimes.", GOLF, True),
    w.faith("fr-cu-018", "fmt.range", "Combien de truites puis-je garder ?", "Vous ne pouvez pas garder plus de trois truites par jour.", FISH, True),
    w.faith("fr-cu-019", "fmt.period", "Combien de temps faut-il attendre entre deux dons ?", "Il faut attendre au moins 56 jours entre deux dons.", BLOOD, True),
    w.faith("fr-cu-020", "fmt.share", "Tous les objets sont-ils réparés sur place ?", "Non, environ 25 % des objets ne peuvent pas être réparés sur place, le plus souvent faute de pièces détachées.", REPAIR, True),
    w.faith("fr-cu-021", "para.except", "Peut-on visiter la fromagerie un lundi ?", "Non, il n'y a pas de visite le lundi.", CHEESE, True),
    w.faith("fr-cu-022", "wrap.opener", "Combien coûte le contrôle technique d'une voiture ?", "Bonne question ! Un contrôle technique pour une voiture coûte 78 €.", INSPECT, True),
    w.faith("fr-cu-023", "wrap.closer", "Quel est le prix de la randonnée à la journée ?", "La randonnée coûte 55 € par personne, pique-nique compris. J'espère que cela vous aide !", HIKE, True),
    w.faith("fr-cu-024", "wrap.attribution", "Faut-il des chaussures de danse pour commencer ?", "D'après les informations de l'école, les chaussures de danse sont conseillées mais pas obligatoires pour le premier cycle.", DANCE, True),
    w.faith("fr-cu-025", "wrap.hedge", "Les enfants paient-ils l'entrée du musée du Tram ?", "Si je ne me trompe pas, l'entrée est gratuite pour les moins de 16 ans.", TRAM, True),
    w.faith("fr-cu-026", "wrap.question", "Combien de temps dure un spectacle ?", "Chaque spectacle dure 50 minutes sans entracte. Voulez-vous aussi connaître les horaires ?", PUPPET, True),
    w.faith("fr-cu-027", "value.number", "Combien de cours compte un cycle ?", "Un cycle comprend douze cours hebdomadaires.", DANCE, False),
    w.faith("fr-cu-028", "value.date", "De quand date le plus ancien tram du musée ?", "Le plus ancien est une voiture hippomobile de 1879.", TRAM, False),
    w.faith("fr-cu-029", "value.time", "À quelle heure sont les représentations ?", "Les représentations ont lieu à 10 h 30 et à 16 h.", PUPPET, False),
    w.faith("fr-cu-030", "value.unit", "Combien de lait produit la ferme ?", "Les 60 vaches de la ferme donnent environ 1 800 litres de lait par semaine.", CHEESE, False),
    w.faith("fr-cu-031", "value.currency", "Combien coûte la randonnée à la journée ?", "Elle coûte 65 € par personne, pique-nique compris.", HIKE, False),
    w.faith("fr-cu-032", "role.swap", "Qui a fondé le Repair Café ?", "Le café a été fondé par Sophie, la fille de Gérard Dumas.", REPAIR, False),
    w.faith("fr-cu-033", "negation", "Dois-je apporter mon ancien procès-verbal ?", "Oui, il faut apporter l'ancien procès-verbal de contrôle.", INSPECT, False),
    w.faith("fr-cu-034", "antonym", "Les tout-petits paient-ils la visite ?", "Pour les enfants de moins de 6 ans, l'entrée est payante.", CHEESE, False),
    w.faith("fr-cu-035", "modality", "Les enfants peuvent-ils pêcher seuls ?", "Les enfants de moins de 12 ans peuvent être accompagnés d'un adulte s'ils le souhaitent.", FISH, False),
    w.faith("fr-cu-036", "quantifier", "D'où venaient les dons de l'an dernier ?", "Les 2 400 dons de l'an dernier provenaient tous de nouveaux donneurs.", BLOOD, False),
    w.faith("fr-cu-037", "value.except", "Puis-je donner mon sang un dimanche ?", "Oui, la maison du don est ouverte le dimanche.", BLOOD, False),
    w.faith("fr-cu-038", "direction", "Combien de personnes chaque guide encadre-t-il ?", "Chaque guide encadre au moins dix personnes.", HIKE, False),
    w.faith("fr-cu-039", "added.fact", "Combien de places compte le théâtre ?", "Le théâtre compte 85 places et propose un goûter après chaque spectacle.", PUPPET, False),
    w.faith("fr-cu-040", "added.entity", "Qui entretient la collection du musée ?", "Une trentaine de bénévoles, dirigés par Anne Dupuis et son adjoint Luc Mercier, entretiennent la collection.", TRAM, False),
    w.faith("fr-cu-041", "mixed", "Quand le centre de contrôle est-il ouvert ?", "Le centre est ouvert du lundi au vendredi de 8 h à 18 h, et aussi le dimanche matin.", INSPECT, False),
]
REFUSAL = [
    w.refusal("fr-cu-042", "refusal.plain", "Y a-t-il des vestiaires à l'école de danse ?", "Désolé, je n'ai pas cette information.", DANCE, True),
    w.refusal("fr-cu-043", "refusal.context", "Peut-on acheter la carte de pêche en ligne ?", "Les documents fournis ne le précisent pas.", FISH, True),
    w.refusal("fr-cu-044", "refusal.short", "Le Repair Café répare-t-il les téléphones ?", "Aucune idée.", REPAIR, True),
    w.refusal("fr-cu-045", "refusal.long", "Peut-on se garer près de la maison du don ?", "Merci pour votre question. Malheureusement, les informations dont je dispose portent sur les conditions pour donner, les horaires et le nombre de dons, mais elles ne disent rien du stationnement. Je vous conseille de contacter directement la maison du don avant votre visite.", BLOOD, True),
    w.refusal("fr-cu-046", "refusal.hedged", "Combien coûte la visite de la fromagerie ?", "Je n'en suis pas tout à fait sûr, mais il me semble que le billet adulte coûte 9 €.", CHEESE, False),
    w.refusal("fr-cu-047", "refusal.partial", "Quels sont les tarifs du mini-golf, et y a-t-il une réduction étudiante ?", "Une partie coûte 7 € pour les adultes et 5 € pour les moins de 12 ans ; en revanche, les documents ne parlent pas de réduction pour les étudiants.", GOLF, False),
]
CORRECTNESS = [
    w.correct("fr-cu-048", "correct.wordy", "Qui dirige l'entretien de la collection du musée du Tram ?", "L'entretien de la collection est assuré par une trentaine de bénévoles, sous la direction de la conservatrice Anne Dupuis.", "Anne Dupuis.", True),
    w.correct("fr-cu-049", "correct.short", "Combien de temps dure un contrôle technique pour une voiture ?", "Environ 45 minutes.", "Chez Auto Bilan, le contrôle technique d'une voiture dure environ 45 minutes et coûte 78 €.", True),
    w.correct("fr-cu-050", "correct.format", "À quelle heure part la randonnée à la journée ?", "À sept heures du matin.", "7 h.", True),
    w.correct("fr-cu-051", "wrong.value", "Combien coûte la carte de pêche annuelle ?", "La carte annuelle coûte 75 €.", "95 €.", False),
    w.correct("fr-cu-052", "wrong.echo", "Qui écrit les pièces du Petit Guignol ?", "Les pièces du Petit Guignol sont écrites par l'auteur des pièces du théâtre.", "Hélène, la femme de Pierre Lambert.", False),
    w.correct("fr-cu-053", "wrong.role", "Qui a fondé l'école de danse Entrechat ?", "C'est Thomas Girard qui l'a fondée.", "Isabelle Marchand, en 2005 ; Thomas Girard l'a reprise en 2019.", False),
]
RELEVANCY = [
    w.relevant("fr-cu-054", "relevant.direct", "À quelle période de l'année les sorties accompagnées ont-elles lieu ?", "De mai à septembre.", HIKE, True),
    w.relevant("fr-cu-055", "relevant.yesno", "Est-ce que je peux venir au Repair Café avec trois objets ?", "Non, c'est deux au maximum par séance.", REPAIR, True),
    w.relevant("fr-cu-056", "offtopic.true", "Combien de fromages goûte-t-on pendant la visite ?", "Les 60 vaches de la ferme donnent environ 1 800 litres de lait par jour.", CHEESE, False),
    w.relevant("fr-cu-057", "offtopic.other", "À partir de quel âge les enfants peuvent-ils voir les spectacles ?", "La place coûte 8 €.", PUPPET, False),
]
DIAGNOSIS = [
    w.diag("fr-cu-058", "diag.pass", "Quand ont lieu les cours pour débutants ?", "Le mardi et le jeudi, de 19 h à 20 h 30.", {"dance": DANCE, "golf": GOLF}, ("dance",), "pass"),
    w.diag("fr-cu-059", "diag.offtopic", "Combien de truites peut-on garder par jour ?", "La pêche est autorisée partout sur le lac, sauf dans la réserve ornithologique de la rive nord.", {"fish": FISH}, ("fish",), "fix_generation"),
    w.diag("fr-cu-060", "diag.unfaithful", "Quels jours le musée du Tram est-il ouvert ?", "Le musée est ouvert du lundi au vendredi.", {"tram": TRAM}, ("tram",), "fix_generation"),
    w.diag("fr-cu-061", "diag.refused", "Quels documents faut-il apporter au contrôle technique ?", "Je suis désolé, je ne trouve pas cette information dans les documents.", {"inspect": INSPECT, "cheese": CHEESE}, ("inspect",), "fix_generation"),
    w.diag("fr-cu-062", "diag.missed", "Quel âge faut-il avoir pour donner son sang ?", "Je ne sais pas.", {"hike": HIKE, "puppet": PUPPET}, ("blood",), "fix_retrieval"),
    w.diag("fr-cu-063", "diag.correct_refusal", "La fromagerie est-elle accessible en fauteuil roulant ?", "Les documents ne disent pas si la fromagerie est accessible en fauteuil roulant.", {"cheese": CHEESE}, (), "correct_refusal"),
    w.diag("fr-cu-064", "diag.should_refuse", "Le bureau des guides loue-t-il des bâtons de randonnée ?", "Oui, il loue des bâtons pour 5 € la journée.", {"hike": HIKE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
