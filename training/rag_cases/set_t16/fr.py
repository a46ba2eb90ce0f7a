"""French cases of set t16: a regional airport (shuttle, assistance for passengers with
reduced mobility), a citizens' advice centre (legal clinic, a housing aid claim), a fine
arts school's graduate show, a tree nursery, a self-service car wash and an
observatory's night visits."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

AEROPORT_NAVETTE = (
    "Une navette relie l'aéroport régional de Mont-Viaur à la gare centrale toutes les 30 minutes, de 5 h 30 à 23 h. "
    "Le trajet dure environ 25 minutes et le billet coûte 7 €. "
    "Les enfants de moins de 4 ans voyagent gratuitement."
)

AEROPORT_ASSISTANCE = (
    "L'aéroport propose une assistance gratuite aux passagers à mobilité réduite, à condition de la demander au moins 48 heures avant le vol. "
    "L'agente d'accueil Nadia Benali accompagne les passagers jusqu'à l'embarquement, et le chef d'escale Julien Marchand valide chaque demande. "
    "Les fauteuils roulants personnels sont acceptés en soute sans supplément."
)

DROIT_PERMANENCE = (
    "La Maison du citoyen de Saint-Aubin tient une permanence juridique gratuite le jeudi de 14 h à 17 h. "
    "Les entretiens durent au maximum 20 minutes et se font uniquement sur rendez-vous. "
    "Une juriste, Claire Dumont, y répond aux questions sur le droit de la famille."
)

DROIT_DOSSIER = (
    "En février, la bénévole Hélène Garnier a aidé M. Roussel à remplir sa demande d'aide au logement. "
    "La caisse a accepté la demande le 2 avril et verse désormais 215 € par mois. "
    "Les bénévoles reçoivent le public tous les jours sauf le mercredi."
)

BEAUXARTS_EXPO = (
    "L'exposition des diplômés de l'École des beaux-arts de Lormont se tient du 15 au 28 septembre dans la chapelle de l'école. "
    "Elle est ouverte du mardi au dimanche, de 13 h à 19 h, et l'entrée est libre. "
    "Trente-deux étudiants y présentent leurs travaux ; les trois quarts des œuvres exposées sont des installations."
)

BEAUXARTS_EQUIPE = (
    "Le commissariat de l'exposition a été confié à l'artiste invitée Sophie Lambert, assistée de l'étudiant Hugo Perrin. "
    "Le vernissage aura lieu le vendredi 15 septembre à 18 h 30. "
    "Les visites guidées sont réservées aux groupes scolaires et doivent être réservées deux semaines à l'avance."
)

PEPINIERE = (
    "La pépinière des Trois Chênes vend des haies champêtres en racines nues de novembre à février. "
    "Les plants coûtent 3,20 € pièce et sont livrés gratuitement à partir de 100 plants. "
    "La pépinière est ouverte du lundi au samedi, sauf les jours fériés."
)

LAVAGE = (
    "À la station de lavage Clair'Auto, un jeton de 2 € donne droit à 5 minutes de lavage haute pression. "
    "Le programme complet du portique coûte 12 € et inclut le séchage. "
    "Les camping-cars doivent utiliser la piste n° 4, la seule assez haute pour eux. "
    "La station est ouverte 24 h sur 24, mais l'aspirateur est coupé de 22 h à 7 h."
)

OBSERVATOIRE_VISITES = (
    "L'observatoire du Pic Blanc organise des visites nocturnes de juin à septembre, les mardis et jeudis à 22 h. "
    "La visite dure environ une heure trois quarts et coûte 15 € par adulte, 10 € pour les moins de 18 ans. "
    "Les réservations se font uniquement en ligne. "
    "En cas de nuages, la visite est reportée et n'est pas remboursée."
)

OBSERVATOIRE_EQUIPE = (
    "Les visites sont animées par l'astronome Marc Delorme, secondé par la médiatrice Élodie Faure. "
    "La coupole abrite un télescope de 1,2 mètre de diamètre. "
    "Comme il fait frais au sommet, il est conseillé de prévoir une veste, même en été."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful
    w.faith("fr-t16-001", "fmt.period", "La navette passe souvent ?", "Oui, elle passe deux fois par heure entre l'aéroport et la gare centrale.", AEROPORT_NAVETTE, True),
    w.faith("fr-t16-002", "fmt.time", "À quelles heures circule la navette ?", "Elle circule de cinq heures et demie du matin à onze heures du soir.", AEROPORT_NAVETTE, True),
    w.faith("fr-t16-003", "para.passive", "Qui valide les demandes d'assistance ?", "Chaque demande est validée par Julien Marchand, le chef d'escale.", AEROPORT_ASSISTANCE, True),
    w.faith("fr-t16-004", "fmt.period", "Quand faut-il demander l'assistance ?", "L'assistance est gratuite, à condition de la réserver au moins deux jours avant le vol.", AEROPORT_ASSISTANCE, True),
    w.faith("fr-t16-005", "fmt.time", "Quand a lieu la permanence juridique ?", "Le jeudi, de deux à cinq heures de l'après-midi.", DROIT_PERMANENCE, True),
    w.faith("fr-t16-006", "para.nominal", "Faut-il prendre rendez-vous ?", "La prise de rendez-vous est obligatoire pour tout entretien, dont la durée ne dépasse pas 20 minutes.", DROIT_PERMANENCE, True),
    w.faith("fr-t16-007", "para.passive", "Qui a aidé M. Roussel ?", "M. Roussel a été aidé par la bénévole Hélène Garnier pour remplir sa demande d'aide au logement.", DROIT_DOSSIER, True),
    w.faith("fr-t16-008", "fmt.date", "Quand la demande a-t-elle été acceptée ?", "La caisse a donné son accord le 02/04.", DROIT_DOSSIER, True),
    w.faith("fr-t16-009", "para.except", "Peut-on voir un bénévole le mercredi ?", "Non : le mercredi est le seul jour où les bénévoles ne reçoivent pas le public.", DROIT_DOSSIER, True),
    w.faith("fr-t16-010", "fmt.range", "Quelles sont les dates de l'exposition ?", "Dates de l'exposition : 15–28 septembre, dans la chapelle de l'école.", BEAUXARTS_EXPO, True),
    w.faith("fr-t16-011", "para.except", "L'exposition est-elle ouverte tous les jours ?", "Presque : elle est fermée le lundi.", BEAUXARTS_EXPO, True),
    w.faith("fr-t16-012", "fmt.share", "Quel type d'œuvres est exposé ?", "75 % des œuvres exposées sont des installations.", BEAUXARTS_EXPO, True),
    w.faith("fr-t16-013", "para.combine", "Qui organise l'exposition ?", "C'est l'artiste invitée Sophie Lambert qui en assure le commissariat, avec l'aide de l'étudiant Hugo Perrin.", BEAUXARTS_EQUIPE, True),
    w.faith("fr-t16-014", "fmt.time", "À quelle heure est le vernissage ?", "Le vernissage commence le 15 septembre à 18:30.", BEAUXARTS_EQUIPE, True),
    w.faith("fr-t16-015", "fmt.period", "Comment réserver une visite guidée ?", "Les visites guidées, proposées uniquement aux scolaires, se réservent quinze jours à l'avance.", BEAUXARTS_EQUIPE, True),
    w.faith("fr-t16-016", "wrap.opener", "Quand peut-on acheter des haies en racines nues ?", "Bonjour ! Les haies champêtres en racines nues sont en vente de novembre à février.", PEPINIERE, True),
    w.faith("fr-t16-017", "fmt.currency", "Combien coûtent les plants ?", "Chaque plant revient à 3 euros 20, et la livraison est offerte dès 100 plants.", PEPINIERE, True),
    w.faith("fr-t16-018", "wrap.hedge", "Combien coûte le programme complet ?", "Si je ne me trompe pas, le programme complet au portique est à 12 €, séchage compris.", LAVAGE, True),
    w.faith("fr-t16-019", "fmt.time", "Peut-on utiliser l'aspirateur la nuit ?", "Non, l'aspirateur ne fonctionne pas entre 10 heures du soir et 7 heures du matin.", LAVAGE, True),
    w.faith("fr-t16-020", "fmt.period", "Combien de temps dure la visite ?", "Comptez à peu près 1 h 45.", OBSERVATOIRE_VISITES, True),
    w.faith("fr-t16-021", "wrap.attribution", "Peut-on réserver par téléphone ?", "D'après l'observatoire, les réservations se font seulement en ligne.", OBSERVATOIRE_VISITES, True),
    w.faith("fr-t16-022", "wrap.closer", "Quels sont les tarifs ?", "C'est 15 € par adulte et 10 € pour les moins de 18 ans. Bonne soirée sous les étoiles !", OBSERVATOIRE_VISITES, True),
    w.faith("fr-t16-023", "para.reorder", "Qui anime les visites ?", "Secondé par la médiatrice Élodie Faure, c'est l'astronome Marc Delorme qui anime les visites.", OBSERVATOIRE_EQUIPE, True),
    w.faith("fr-t16-024", "fmt.unit", "Quelle est la taille du télescope ?", "Le télescope de la coupole mesure 120 cm de diamètre.", OBSERVATOIRE_EQUIPE, True),
    # unfaithful
    w.faith("fr-t16-025", "role.swap", "Qui accompagne les passagers ?", "L'agente Nadia Benali valide chaque demande, et le chef d'escale Julien Marchand accompagne les passagers jusqu'à l'embarquement.", AEROPORT_ASSISTANCE, False),
    w.faith("fr-t16-026", "role.swap", "Qui a rempli la demande d'aide au logement ?", "En février, M. Roussel a aidé la bénévole Hélène Garnier à remplir sa demande d'aide au logement.", DROIT_DOSSIER, False),
    w.faith("fr-t16-027", "antonym", "La demande a-t-elle abouti ?", "La caisse a refusé la demande le 2 avril.", DROIT_DOSSIER, False),
    w.faith("fr-t16-028", "antonym", "L'aspirateur marche-t-il la nuit ?", "Oui, l'aspirateur est en service de 22 h à 7 h.", LAVAGE, False),
    w.faith("fr-t16-029", "negation", "Et s'il y a des nuages ?", "En cas de ciel nuageux, la visite est reportée et remboursée.", OBSERVATOIRE_VISITES, False),
    w.faith("fr-t16-030", "negation", "Peut-on passer sans rendez-vous ?", "Oui, vous pouvez venir à la permanence sans rendez-vous.", DROIT_PERMANENCE, False),
    w.faith("fr-t16-031", "modality", "Faut-il une veste ?", "Une veste est obligatoire pour monter au sommet, même en été.", OBSERVATOIRE_EQUIPE, False),
    w.faith("fr-t16-032", "modality", "Les visites guidées se réservent-elles ?", "Les groupes scolaires peuvent réserver deux semaines à l'avance s'ils le souhaitent, mais ce n'est pas nécessaire.", BEAUXARTS_EQUIPE, False),
    w.faith("fr-t16-033", "quantifier", "Quelles œuvres sont présentées ?", "Toutes les œuvres exposées sont des installations.", BEAUXARTS_EXPO, False),
    w.faith("fr-t16-034", "quantifier", "Sur quelle piste passer en camping-car ?", "Les camping-cars peuvent utiliser n'importe quelle piste de la station.", LAVAGE, False),
    w.faith("fr-t16-035", "direction", "Les enfants paient-ils la navette ?", "Les enfants de plus de 4 ans voyagent gratuitement.", AEROPORT_NAVETTE, False),
    w.faith("fr-t16-036", "direction", "La livraison est-elle gratuite ?", "La livraison est offerte pour les commandes de moins de 100 plants.", PEPINIERE, False),
    w.faith("fr-t16-037", "value.number", "Combien de temps dure un entretien ?", "Chaque entretien dure au maximum une demi-heure.", DROIT_PERMANENCE, False),
    w.faith("fr-t16-038", "value.date", "Quand a lieu l'exposition ?", "L'exposition des diplômés se tient du 15 au 28 octobre.", BEAUXARTS_EXPO, False),
    w.faith("fr-t16-039", "value.time", "À quelle heure commencent les visites ?", "Les visites nocturnes commencent à 21 h, les mardis et jeudis.", OBSERVATOIRE_VISITES, False),
    w.faith("fr-t16-040", "value.currency", "Combien touche M. Roussel ?", "La caisse lui verse désormais 251 € par mois.", DROIT_DOSSIER, False),
    w.faith("fr-t16-041", "value.unit", "Quel est le diamètre du télescope ?", "La coupole abrite un télescope de 1,2 décimètre de diamètre.", OBSERVATOIRE_EQUIPE, False),
    w.faith("fr-t16-042", "value.except", "Quand les bénévoles reçoivent-ils ?", "Ils reçoivent le public tous les jours, sauf le vendredi.", DROIT_DOSSIER, False),
    w.faith("fr-t16-043", "added.fact", "Que comprend le programme complet ?", "Le programme complet à 12 € comprend le séchage et un lustrage à la cire.", LAVAGE, False),
    w.faith("fr-t16-044", "added.entity", "Quand a lieu le vernissage ?", "Le vernissage aura lieu le vendredi 15 septembre à 18 h 30, en présence du maire de Lormont.", BEAUXARTS_EQUIPE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-t16-045", "correct.wordy", "À quelle heure commencent les visites nocturnes de l'observatoire ?", "Les visites nocturnes de l'observatoire du Pic Blanc démarrent à 22 heures, les mardis et jeudis.", "22 h", True),
    w.correct("fr-t16-046", "correct.format", "Combien coûte le billet de navette ?", "Sept euros.", "7 €", True),
    w.correct("fr-t16-047", "correct.format", "Combien de temps dure une visite nocturne ?", "Environ cent cinq minutes.", "Environ 1 h 45", True),
    w.correct("fr-t16-048", "correct.wordy", "Qui est la commissaire de l'exposition des diplômés ?", "Le commissariat de l'exposition des diplômés a été confié à Sophie Lambert, une artiste invitée par l'école.", "Sophie Lambert", True),
    w.correct("fr-t16-049", "wrong.value", "Combien de temps donne un jeton de 2 € ?", "Un jeton de 2 € donne droit à 10 minutes de haute pression.", "5 minutes", False),
    w.correct("fr-t16-050", "wrong.role", "Qui valide les demandes d'assistance ?", "C'est l'agente d'accueil Nadia Benali qui valide les demandes.", "Le chef d'escale Julien Marchand", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
