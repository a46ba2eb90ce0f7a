"""Training set t1, French: le cabinet dentaire des Tilleuls (horaires, praticiens, tarifs),
l'École de ski des Écrins (stages, casque, vent), le jardin partagé de la Butte (parcelles,
règlement), la Compagnie Océane (traversées, billets), La Ruche Verte (coworking) et le Domaine
de la Chênaie (mariages)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

DENTAL_HOURS = (
    "Le cabinet dentaire des Tilleuls reçoit du lundi au vendredi de 9 h à 19 h, ainsi que le samedi matin de 9 h à 12 h. "
    "Il est fermé le dimanche et pendant tout le mois d'août. "
    "Les urgences sont prises en charge le jour même si vous appelez avant 10 h."
)
DENTAL_STAFF = (
    "Le Dr Claire Moreau est spécialisée en orthodontie, tandis que le Dr Karim Benali s'occupe des extractions et des implants. "
    "Un détartrage coûte 28,92 €, remboursés à 60 % par l'Assurance maladie. "
    "Tout rendez-vous non annulé 48 heures à l'avance est facturé 25 €."
)
SKI_COURSES = (
    "L'École de ski des Écrins propose des stages collectifs de six jours, de 14 h à 16 h 30. "
    "Les groupes comptent au maximum huit élèves, et le forfait de remontées mécaniques n'est pas compris dans le prix de 210 €. "
    "Les enfants passent le test de l'Ourson le dernier jour du stage."
)
SKI_RULES = (
    "Le port du casque est obligatoire pour les moins de 12 ans. "
    "Cette saison, c'est la monitrice Élodie Favre qui a formé le nouveau moniteur Julien Roux. "
    "En cas de fermeture des pistes à cause du vent, la leçon est reportée au lendemain."
)
GARDEN_PLOTS = (
    "Le jardin partagé de la Butte compte 30 parcelles de 12 m² chacune. "
    "L'adhésion annuelle coûte 25 €, et les parcelles sont attribuées par tirage au sort le 15 mars. "
    "Les adhérents doivent participer à au moins deux journées collectives d'entretien par an."
)
GARDEN_RULES = (
    "Le jardin est ouvert tous les jours de 8 h à 20 h, sauf le lundi. "
    "Les pesticides y sont interdits. "
    "Le président de l'association, Bernard Lefèvre, remet les clés du cabanon aux nouveaux adhérents."
)
FERRY_SCHEDULE = (
    "La Compagnie Océane assure la traversée entre Port-Maréchal et l'île de Brézac. "
    "En haute saison, du 1er juillet au 31 août, un bateau part toutes les 45 minutes ; le reste de l'année, il y a six allers-retours par jour. "
    "La traversée dure 20 minutes."
)
FERRY_TICKETS = (
    "L'aller-retour coûte 16,40 € pour un adulte et 9,80 € pour un enfant de 4 à 11 ans ; il est gratuit pour les moins de 4 ans. "
    "Les chiens sont acceptés à bord, tenus en laisse. "
    "Il est conseillé de réserver en ligne en juillet et en août."
)
COWORK = (
    "La Ruche Verte propose des postes nomades à 22 € la journée et des bureaux fermés à 450 € par mois. "
    "L'accès est possible de 7 h à 21 h en semaine ; le week-end, seuls les titulaires d'un bureau fermé peuvent entrer. "
    "Le café et le thé sont offerts à tous les membres."
)
WEDDING = (
    "Le Domaine de la Chênaie accueille jusqu'à 160 invités assis dans son orangerie. "
    "La location du domaine pour le week-end coûte 6 500 €, et un acompte de 40 % est demandé à la signature. "
    "La musique amplifiée doit s'arrêter à 2 h du matin. "
    "Les mariés choisissent leur traiteur, mais celui-ci doit figurer sur la liste du domaine."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("fr-t1-001", "para.except", "Puis-je aller au jardin un lundi ?", "Non, le lundi est le seul jour de la semaine où le jardin est fermé.", GARDEN_RULES, True),
    w.faith("fr-t1-002", "fmt.time", "Jusqu'à quelle heure le cabinet reçoit-il en semaine ?", "Du lundi au vendredi, le cabinet reçoit jusqu'à sept heures du soir.", DENTAL_HOURS, True),
    w.faith("fr-t1-003", "para.nominal", "Comment avoir un rendez-vous en urgence ?", "La prise en charge le jour même est assurée à condition d'appeler avant 10 h.", DENTAL_HOURS, True),
    w.faith("fr-t1-004", "para.passive", "Qui pose les implants au cabinet ?", "Les extractions comme les implants sont réalisés par le Dr Karim Benali.", DENTAL_STAFF, True),
    w.faith("fr-t1-005", "fmt.share", "Le détartrage est-il remboursé ?", "Oui, l'Assurance maladie en rembourse les trois cinquièmes.", DENTAL_STAFF, True),
    w.faith("fr-t1-006", "fmt.period", "Jusqu'à quand puis-je annuler sans frais ?", "Il faut annuler au moins deux jours avant, sinon on vous facture 25 €.", DENTAL_STAFF, True),
    w.faith("fr-t1-007", "fmt.time", "À quelle heure ont lieu les cours collectifs ?", "Ils se déroulent de deux heures à quatre heures et demie de l'après-midi.", SKI_COURSES, True),
    w.faith("fr-t1-008", "fmt.number", "Combien d'élèves y a-t-il par groupe ?", "Pas plus de 8 élèves par groupe.", SKI_COURSES, True),
    w.faith("fr-t1-009", "para.combine", "Que comprend le stage collectif ?", "Le stage collectif de six jours, en groupes de huit élèves au plus, coûte 210 €, forfait non compris.", SKI_COURSES, True),
    w.faith("fr-t1-010", "wrap.attribution", "Mon fils de 9 ans doit-il porter un casque ?", "D'après l'école, le casque est obligatoire pour tous les enfants de moins de 12 ans.", SKI_RULES, True),
    w.faith("fr-t1-011", "para.pronoun", "Qui a formé Julien Roux ?", "C'est Élodie Favre : elle l'a formé cette saison.", SKI_RULES, True),
    w.faith("fr-t1-012", "wrap.hedge", "Que se passe-t-il si les pistes ferment à cause du vent ?", "Si je ne me trompe pas, la leçon est alors décalée au jour suivant.", SKI_RULES, True),
    w.faith("fr-t1-013", "fmt.unit", "Quelle est la surface d'une parcelle ?", "Chaque parcelle fait 12 mètres carrés.", GARDEN_PLOTS, True),
    w.faith("fr-t1-014", "fmt.date", "Quand a lieu le tirage au sort des parcelles ?", "Le tirage au sort se fait le 15/03.", GARDEN_PLOTS, True),
    w.faith("fr-t1-015", "para.relative", "Quelles sont les obligations des adhérents ?", "Les adhérents, qui paient 25 € par an, doivent participer à au moins deux journées collectives d'entretien.", GARDEN_PLOTS, True),
    w.faith("fr-t1-016", "para.reorder", "Qui remet les clés du cabanon ?", "Aux nouveaux adhérents, c'est Bernard Lefèvre, le président de l'association, qui remet les clés du cabanon.", GARDEN_RULES, True),
    w.faith("fr-t1-017", "para.synonym", "Puis-je traiter mes tomates avec un pesticide ?", "Non, les pesticides sont proscrits au jardin.", GARDEN_RULES, True),
    w.faith("fr-t1-018", "wrap.opener", "Combien de temps dure la traversée ?", "Bonjour ! Comptez 20 minutes pour rejoindre l'île de Brézac.", FERRY_SCHEDULE, True),
    w.faith("fr-t1-019", "fmt.period", "À quelle fréquence partent les bateaux en juillet ?", "En haute saison, un bateau part tous les trois quarts d'heure.", FERRY_SCHEDULE, True),
    w.faith("fr-t1-020", "fmt.currency", "Combien coûte l'aller-retour pour un adulte ?", "L'aller-retour adulte revient à seize euros quarante.", FERRY_TICKETS, True),
    w.faith("fr-t1-021", "wrap.closer", "Puis-je venir avec mon chien ?", "Oui, les chiens sont admis à bord à condition d'être tenus en laisse. Bonne traversée !", FERRY_TICKETS, True),
    w.faith("fr-t1-022", "fmt.range", "Quel est le tarif pour un enfant ?", "Les 4-11 ans paient 9,80 € l'aller-retour, et c'est gratuit en dessous de 4 ans.", FERRY_TICKETS, True),
    w.faith("fr-t1-023", "wrap.question", "Est-ce que le café est payant ?", "Le café, payant ? Non, le café comme le thé sont offerts à tous les membres.", COWORK, True),
    w.faith("fr-t1-024", "fmt.thousands", "Combien coûte la location du domaine ?", "Le week-end au domaine revient à 6500 euros.", WEDDING, True),
    # unfaithful: exactly one claim is not supported
    w.faith("fr-t1-025", "role.swap", "Qui a formé qui cette saison ?", "Cette saison, c'est Julien Roux qui a formé la nouvelle monitrice, Élodie Favre.", SKI_RULES, False),
    w.faith("fr-t1-026", "role.swap", "Quel dentiste pour un appareil orthodontique ?", "L'orthodontie, c'est le Dr Karim Benali ; pour les extractions et les implants, il faut voir le Dr Claire Moreau.", DENTAL_STAFF, False),
    w.faith("fr-t1-027", "antonym", "Quel type de cours a lieu l'après-midi ?", "L'après-midi, de 14 h à 16 h 30, l'école donne des cours particuliers sur six jours.", SKI_COURSES, False),
    w.faith("fr-t1-028", "antonym", "Le cabinet est-il ouvert le samedi ?", "Oui, il reçoit aussi le samedi après-midi.", DENTAL_HOURS, False),
    w.faith("fr-t1-029", "negation", "A-t-on le droit d'utiliser des pesticides au jardin ?", "Oui, les pesticides sont autorisés au jardin.", GARDEN_RULES, False),
    w.faith("fr-t1-030", "negation", "Le forfait est-il compris dans le stage ?", "Oui, le forfait de remontées est inclus dans les 210 €.", SKI_COURSES, False),
    w.faith("fr-t1-031", "modality", "Faut-il réserver la traversée en été ?", "En juillet et en août, la réservation en ligne est obligatoire.", FERRY_TICKETS, False),
    w.faith("fr-t1-032", "modality", "Les journées d'entretien sont-elles obligatoires ?", "Non, les adhérents peuvent y participer s'ils en ont envie.", GARDEN_PLOTS, False),
    w.faith("fr-t1-033", "quantifier", "Peut-on venir travailler le week-end ?", "Oui, le week-end, tous les membres peuvent entrer.", COWORK, False),
    w.faith("fr-t1-034", "quantifier", "Peut-on choisir son traiteur ?", "Oui, les mariés peuvent faire appel à n'importe quel traiteur.", WEDDING, False),
    w.faith("fr-t1-035", "direction", "Comment obtenir un rendez-vous en urgence ?", "Les urgences sont vues le jour même si vous appelez après 10 h.", DENTAL_HOURS, False),
    w.faith("fr-t1-036", "direction", "Qui doit porter un casque ?", "Le casque est obligatoire pour les plus de 12 ans.", SKI_RULES, False),
    w.faith("fr-t1-037", "value.number", "Combien de parcelles compte le jardin ?", "Le jardin compte quarante parcelles.", GARDEN_PLOTS, False),
    w.faith("fr-t1-038", "value.time", "Jusqu'à quelle heure peut-on mettre de la musique ?", "La musique amplifiée doit s'arrêter à une heure du matin.", WEDDING, False),
    w.faith("fr-t1-039", "value.currency", "Que se passe-t-il si j'oublie d'annuler ?", "Un rendez-vous non annulé 48 heures à l'avance vous sera facturé 35 €.", DENTAL_STAFF, False),
    w.faith("fr-t1-040", "value.date", "Quand commence la haute saison ?", "La haute saison va du 1er juin au 31 août.", FERRY_SCHEDULE, False),
    w.faith("fr-t1-041", "value.unit", "Quelle est la taille d'une parcelle ?", "Chaque parcelle mesure 12 ares.", GARDEN_PLOTS, False),
    w.faith("fr-t1-042", "value.except", "Quel jour le jardin est-il fermé ?", "Le jardin ouvre tous les jours sauf le dimanche.", GARDEN_RULES, False),
    w.faith("fr-t1-043", "added.fact", "Combien de temps dure la traversée ?", "La traversée dure 20 minutes, et un bar est ouvert à bord.", FERRY_SCHEDULE, False),
    w.faith("fr-t1-044", "added.entity", "Comment choisir le traiteur ?", "Les mariés choisissent un traiteur de la liste du domaine, comme la Maison Dufresne.", WEDDING, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-t1-045", "correct.wordy", "Combien de temps dure la traversée entre Port-Maréchal et l'île de Brézac ?", "Entre le départ de Port-Maréchal et l'arrivée sur l'île de Brézac, il faut compter vingt minutes de traversée.", "20 minutes", True),
    w.correct("fr-t1-046", "correct.format", "À quelle heure la musique doit-elle s'arrêter au Domaine de la Chênaie ?", "À 02:00.", "2 h du matin", True),
    w.correct("fr-t1-047", "correct.short", "Le casque est-il obligatoire pour les enfants de moins de 12 ans ?", "Oui.", "Oui, le casque est obligatoire pour les moins de 12 ans.", True),
    w.correct("fr-t1-048", "correct.format", "Quel acompte le Domaine de la Chênaie demande-t-il à la signature ?", "Quarante pour cent du montant.", "40 %", True),
    w.correct("fr-t1-049", "wrong.value", "Combien coûte le stage collectif de l'École de ski des Écrins ?", "Le stage collectif coûte 180 €.", "210 €", False),
    w.correct("fr-t1-050", "wrong.role", "Qui a formé le nouveau moniteur cette saison ?", "C'est Julien Roux qui a formé Élodie Favre.", "Élodie Favre a formé Julien Roux.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
