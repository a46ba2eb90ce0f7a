"""French cases of set t14: a dry cleaner in Lyon with a self-service laundromat next door,
a hotel rooftop bar in Marseille with a summer DJ, a web-developer bootcamp in Nantes,
an ophthalmologist in Bordeaux who does laser surgery, a producers' market in Annecy and
a snow-clearing service in Chamonix."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

PRESSING = (
    "Le pressing Blanc Bleu, rue de la République à Lyon, nettoie une chemise pour 4,50 € et un costume deux pièces pour 16 €. "
    "Les vêtements déposés avant 9 h sont rendus le jour même à partir de 18 h. "
    "Le pressing est ouvert du lundi au samedi, sauf le jeudi après-midi. "
    "Les retouches sont confiées à la couturière, Mme Lefèvre, et prennent une semaine."
)
LAVERIE = (
    "La laverie libre-service attenante est ouverte tous les jours de 7 h à 22 h. "
    "Un lavage de 8 kg coûte 5 € et un séchage de 20 minutes 2 €. "
    "Le paiement se fait par carte bancaire ou en pièces ; les billets ne sont pas acceptés. "
    "Le gérant, Karim Benali, passe chaque matin vérifier les machines."
)
BAR = (
    "Le Belvédère, le bar installé sur le toit de l'hôtel Panorama à Marseille, accueille ses clients du mercredi au dimanche, de 18 h à 1 h. "
    "La terrasse est fermée en cas de mistral fort. "
    "Les moins de 18 ans ne sont pas admis. "
    "Les réservations ne sont possibles que pour les groupes de huit personnes ou plus."
)
BAR_EVENT = (
    "Pour la saison estivale, la directrice du Belvédère, Claire Marchand, a recruté le DJ Hugo Lambert. "
    "Il mixe tous les samedis du 14 juin au 30 août, de 21 h à minuit. "
    "Ces soirs-là, l'entrée coûte 10 €, consommation comprise."
)
BOOTCAMP = (
    "La Fabrique du Code, à Nantes, propose une formation de développeur web de 14 semaines, au tarif de 7 500 €. "
    "Les cours ont lieu du lundi au vendredi, de 9 h 30 à 17 h 30. "
    "La prochaine session démarre le 8 septembre 2025 et accueille au maximum 20 apprenants. "
    "Les demandeurs d'emploi peuvent faire financer la formation par France Travail."
)
BOOTCAMP_STAFF = (
    "Le formateur principal, Julien Roussel, enseigne PHP et Symfony ; Inès Moreau accompagne les apprenants dans leur recherche de stage. "
    "Un stage de deux mois suit obligatoirement la formation. "
    "Trois absences non justifiées entraînent l'exclusion. "
    "Un ordinateur portable est prêté à chaque apprenant pendant toute la durée de la formation."
)
OPHTA = (
    "Le cabinet d'ophtalmologie du Dr Nathalie Fournier, à Bordeaux, reçoit uniquement sur rendez-vous. "
    "Les consultations ont lieu du lundi au vendredi, de 8 h 30 à 18 h. "
    "Une consultation coûte 60 €, et il faut arriver 15 minutes avant l'heure du rendez-vous. "
    "Tout rendez-vous non annulé au moins 24 heures à l'avance est facturé."
)
OPHTA_OP = (
    "Les opérations de la myopie au laser sont réalisées par le Dr Fournier ; l'orthoptiste Paul Girard effectue les examens préalables. "
    "L'intervention dure environ dix minutes pour les deux yeux. "
    "Le patient doit être accompagné pour rentrer chez lui. "
    "Un contrôle est prévu une semaine après l'opération."
)
MARCHE = (
    "Le marché des producteurs d'Annecy se tient tous les vendredis de 16 h à 20 h sur la place des Romains, d'avril à octobre. "
    "Une trentaine de producteurs y vendent fromages, fruits, légumes et miel. "
    "Seuls les producteurs installés à moins de 80 km peuvent y tenir un stand. "
    "L'emplacement coûte 12 € par soir."
)
DENEIGEMENT = (
    "Alpes Déneigement intervient à Chamonix dès que la neige atteint 10 cm. "
    "L'abonnement pour la saison, du 1er décembre au 15 avril, coûte 380 € pour une allée privée. "
    "Les passages ont lieu avant 7 h du matin. "
    "Le salage des escaliers est proposé en option pour 60 €."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # pressing
    w.faith("fr-t14-001", "fmt.currency", "Combien coûte le nettoyage d'une chemise ?", "Chez Blanc Bleu, il faut compter quatre euros cinquante pour une chemise.", PRESSING, True),
    w.faith("fr-t14-002", "para.except", "Je peux passer au pressing jeudi après-midi ?", "Non : le pressing ouvre du lundi au samedi, mais il est fermé le jeudi après-midi.", PRESSING, True),
    w.faith("fr-t14-003", "fmt.time", "Si je dépose mes vêtements tôt le matin, quand puis-je les récupérer ?", "Déposés avant neuf heures du matin, vos vêtements sont prêts le jour même dès six heures du soir.", PRESSING, True),
    w.faith("fr-t14-004", "value.number", "Combien de temps faut-il pour une retouche ?", "Comptez deux semaines pour une retouche chez Blanc Bleu.", PRESSING, False),
    w.faith("fr-t14-005", "added.entity", "Qui s'occupe des retouches ?", "Les retouches sont faites par la couturière, Mme Lefèvre, avec l'aide de son apprenti.", PRESSING, False),
    # laverie
    w.faith("fr-t14-006", "para.combine", "Combien coûte une lessive à la laverie ?", "Comptez 5 € pour laver 8 kg de linge et 2 € pour vingt minutes de séchage.", LAVERIE, True),
    w.faith("fr-t14-007", "negation", "Comment paie-t-on à la laverie ?", "Vous pouvez régler en billets, en pièces ou par carte bancaire.", LAVERIE, False),
    w.faith("fr-t14-008", "para.relative", "Les machines sont-elles entretenues ?", "Oui, Karim Benali, qui gère la laverie, vient contrôler les machines tous les matins.", LAVERIE, True),
    w.faith("fr-t14-009", "value.time", "Jusqu'à quelle heure la laverie est-elle ouverte ?", "La laverie ferme ses portes à 21 h.", LAVERIE, False),
    # bar sur le toit
    w.faith("fr-t14-010", "para.except", "Le Belvédère est-il ouvert le mardi ?", "Non, le bar est fermé le lundi et le mardi.", BAR, True),
    w.faith("fr-t14-011", "fmt.time", "Quels sont les horaires du Belvédère ?", "Le bar est ouvert de 18 heures à une heure du matin.", BAR, True),
    w.faith("fr-t14-012", "quantifier", "Peut-on réserver une table pour deux ?", "Oui, tout le monde peut réserver, quelle que soit la taille du groupe.", BAR, False),
    w.faith("fr-t14-013", "wrap.attribution", "La terrasse est-elle ouverte quand il y a du vent ?", "D'après les informations du bar, la terrasse ferme quand le mistral souffle fort.", BAR, True),
    # soirées DJ
    w.faith("fr-t14-014", "role.swap", "Qui mixe au Belvédère cet été ?", "La DJ Claire Marchand a été recrutée par le directeur, Hugo Lambert, pour l'été.", BAR_EVENT, False),
    w.faith("fr-t14-015", "para.passive", "Comment le DJ a-t-il été choisi ?", "Le DJ Hugo Lambert a été engagé par la directrice, Claire Marchand, pour la saison d'été.", BAR_EVENT, True),
    w.faith("fr-t14-016", "fmt.date", "Jusqu'à quand ont lieu les soirées DJ ?", "Hugo Lambert mixe chaque samedi entre le 14/06 et le 30/08.", BAR_EVENT, True),
    w.faith("fr-t14-017", "value.currency", "Combien coûte l'entrée le samedi soir ?", "Les soirs de DJ, l'entrée est à 15 €, une boisson comprise.", BAR_EVENT, False),
    w.faith("fr-t14-018", "antonym", "La boisson est-elle incluse dans l'entrée ?", "L'entrée coûte 10 € ces soirs-là, et les consommations se paient à part.", BAR_EVENT, False),
    # formation
    w.faith("fr-t14-019", "fmt.thousands", "Quel est le prix de la formation ?", "La formation de développeur web coûte 7500 euros.", BOOTCAMP, True),
    w.faith("fr-t14-020", "value.date", "Quand commence la prochaine session ?", "La prochaine session commence le 15 septembre 2025.", BOOTCAMP, False),
    w.faith("fr-t14-021", "direction", "Combien de places y a-t-il dans la prochaine session ?", "La prochaine session accueillera au moins 20 apprenants.", BOOTCAMP, False),
    w.faith("fr-t14-022", "wrap.hedge", "Je suis au chômage, la formation peut-elle être prise en charge ?", "Si j'ai bien compris, les demandeurs d'emploi peuvent obtenir de France Travail le financement de cette formation.", BOOTCAMP, True),
    # équipe et règlement
    w.faith("fr-t14-023", "role.swap", "Qui enseigne Symfony ?", "Inès Moreau enseigne PHP et Symfony, et Julien Roussel aide les apprenants à trouver un stage.", BOOTCAMP_STAFF, False),
    w.faith("fr-t14-024", "para.synonym", "Y a-t-il un stage après la formation ?", "Oui, la formation se prolonge forcément par un stage de deux mois.", BOOTCAMP_STAFF, True),
    w.faith("fr-t14-025", "modality", "Le stage est-il obligatoire ?", "Après la formation, les apprenants peuvent, s'ils le souhaitent, faire un stage de deux mois.", BOOTCAMP_STAFF, False),
    w.faith("fr-t14-026", "value.number", "Combien d'absences sont tolérées ?", "Deux absences non justifiées suffisent pour être exclu.", BOOTCAMP_STAFF, False),
    w.faith("fr-t14-027", "wrap.opener", "Faut-il venir avec son ordinateur ?", "Bonne nouvelle : chaque apprenant se voit prêter un ordinateur portable pendant toute la formation.", BOOTCAMP_STAFF, True),
    # cabinet d'ophtalmologie
    w.faith("fr-t14-028", "para.synonym", "Puis-je venir sans rendez-vous ?", "Non, sans rendez-vous le cabinet ne pourra pas vous recevoir.", OPHTA, True),
    w.faith("fr-t14-029", "para.except", "Le cabinet consulte-t-il le samedi ?", "Non, il n'y a pas de consultations le week-end.", OPHTA, True),
    w.faith("fr-t14-030", "value.currency", "Combien coûte une consultation ?", "Une consultation chez le Dr Fournier coûte 50 €.", OPHTA, False),
    w.faith("fr-t14-031", "fmt.period", "Quand dois-je arriver ?", "Pensez à arriver un quart d'heure avant votre rendez-vous.", OPHTA, True),
    # chirurgie
    w.faith("fr-t14-032", "role.swap", "Qui opère la myopie au laser ?", "C'est l'orthoptiste Paul Girard qui opère, le Dr Fournier se chargeant des examens préalables.", OPHTA_OP, False),
    w.faith("fr-t14-033", "fmt.period", "Quand a lieu le contrôle ?", "Un contrôle a lieu sept jours après l'intervention.", OPHTA_OP, True),
    w.faith("fr-t14-034", "modality", "Puis-je rentrer seul après l'opération ?", "Il est conseillé, mais pas obligatoire, de se faire accompagner pour rentrer.", OPHTA_OP, False),
    w.faith("fr-t14-035", "para.nominal", "L'opération est-elle longue ?", "La durée de l'intervention est d'environ dix minutes pour les deux yeux.", OPHTA_OP, True),
    # marché
    w.faith("fr-t14-036", "fmt.time", "À quelle heure est le marché ?", "Le vendredi, de quatre heures de l'après-midi à huit heures du soir.", MARCHE, True),
    w.faith("fr-t14-037", "para.except", "Le marché a-t-il lieu en décembre ?", "Non, il n'y a pas de marché de novembre à mars.", MARCHE, True),
    w.faith("fr-t14-038", "direction", "Qui peut tenir un stand ?", "Seuls les producteurs installés à plus de 80 km peuvent tenir un stand.", MARCHE, False),
    w.faith("fr-t14-039", "added.entity", "Que trouve-t-on au marché ?", "Les producteurs y vendent fromages, fruits, légumes, miel et vin.", MARCHE, False),
    # déneigement
    w.faith("fr-t14-040", "fmt.unit", "À partir de quelle hauteur de neige interviennent-ils ?", "Alpes Déneigement passe dès qu'il y a 100 mm de neige.", DENEIGEMENT, True),
    w.faith("fr-t14-041", "value.date", "Quelle période couvre l'abonnement ?", "L'abonnement court du 1er décembre au 15 mars.", DENEIGEMENT, False),
    w.faith("fr-t14-042", "fmt.date", "Quand commence et finit la saison ?", "La saison couverte par l'abonnement va du 01/12 au 15/04.", DENEIGEMENT, True),
    w.faith("fr-t14-043", "value.currency", "Combien coûte le salage des escaliers ?", "Le salage des escaliers est une option à 80 €.", DENEIGEMENT, False),
    w.faith("fr-t14-044", "wrap.question", "Combien coûte l'abonnement ?", "Vous demandez combien coûte l'abonnement ? Pour une allée privée, c'est 380 € la saison.", DENEIGEMENT, True),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-t14-045", "correct.wordy", "Combien de temps dure la formation de La Fabrique du Code ?", "La formation de développeur web proposée par La Fabrique du Code s'étend sur quatorze semaines au total.", "14 semaines.", True),
    w.correct("fr-t14-046", "correct.format", "À quelle heure ferme Le Belvédère ?", "À une heure du matin.", "À 1 h.", True),
    w.correct("fr-t14-047", "correct.format", "Combien coûte l'abonnement d'Alpes Déneigement pour une allée privée ?", "380 euros pour la saison.", "380 €", True),
    w.correct("fr-t14-048", "correct.short", "Qui réalise les opérations de la myopie au laser ?", "Le Dr Fournier.", "C'est le Dr Nathalie Fournier qui les réalise.", True),
    w.correct("fr-t14-049", "wrong.value", "Combien coûte l'entrée les soirs de DJ au Belvédère ?", "L'entrée coûte 20 €.", "10 €, consommation comprise.", False),
    w.correct("fr-t14-050", "wrong.role", "Qui a recruté qui pour la saison estivale au Belvédère ?", "Le DJ Hugo Lambert a recruté la directrice, Claire Marchand.", "La directrice Claire Marchand a recruté le DJ Hugo Lambert.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
