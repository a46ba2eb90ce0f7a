"""French cases of set t50: une crèche municipale parisienne, le brevet dans un collège
rennais, un centre de français langue étrangère à Montpellier, le conservatoire de
Strasbourg, l'internat d'un lycée agricole, une bourse d'une fondation et un centre de
loisirs marseillais."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

CRECHE = (
    "La crèche municipale Les Lucioles, dans le 11e arrondissement de Paris, accueille 60 enfants de 3 mois à 3 ans. "
    "Elle est ouverte du lundi au vendredi de 7 h 45 à 18 h 45 et ferme trois semaines en août. "
    "Sa directrice, Mme Sandrine Perrot, est infirmière puéricultrice; son adjointe, Mme Amina Diallo, est éducatrice de jeunes enfants."
)
BREVET = (
    "Au collège Anne-de-Bretagne de Rennes, les épreuves écrites du brevet auront lieu les jeudi 26 et vendredi 27 juin. "
    "L'épreuve de français commence à 9 h et dure trois heures. "
    "Les élèves doivent se présenter avec leur convocation et une pièce d'identité. "
    "Le principal adjoint, M. Hervé Le Gall, est chargé de l'organisation des examens."
)
FLE = (
    "Le centre Soleil FLE de Montpellier propose des cours intensifs de français de 20 heures par semaine. "
    "La semaine de cours coûte 260 €, et l'hébergement en famille d'accueil 210 € de plus. "
    "Un test de niveau en ligne est obligatoire avant l'arrivée. "
    "Le centre a été créé en 1989 et a obtenu le label Qualité FLE en 2008."
)
CONSERVATOIRE = (
    "Le conservatoire de Strasbourg organise ses auditions d'entrée en cycle 2 le samedi 14 juin. "
    "Les candidats doivent avoir entre 9 et 14 ans. "
    "Les inscriptions sont ouvertes jusqu'au 15 mai. "
    "Le jury est présidé par le directeur, M. François Meyer."
)
INTERNAT = (
    "L'internat du lycée agricole de Bazas accueille les élèves du dimanche soir au vendredi après-midi. "
    "Le forfait annuel est de 1 620 €, payable en trois fois. "
    "Les téléphones portables sont ramassés à 22 h et rendus au petit déjeuner. "
    "Le CPE, M. Julien Lacoste, est responsable de l'internat."
)
BOURSE = (
    "La Fondation Élan attribue chaque année 50 bourses de 1 500 € à des bacheliers boursiers. "
    "Les candidats doivent avoir obtenu une mention Bien ou Très bien au baccalauréat. "
    "Le dossier est à envoyer avant le 10 juillet, et chaque lauréat est accompagné par un parrain issu du monde professionnel."
)
LOISIRS = (
    "Le centre de loisirs de la Belle de Mai, à Marseille, accueille les enfants de 3 à 11 ans le mercredi et pendant les vacances scolaires. "
    "L'accueil se fait de 8 h à 9 h 30 le matin, et les parents reprennent leurs enfants entre 17 h et 18 h. "
    "La journée coûte entre 4 € et 15 € selon le quotient familial."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-t50-001", "fmt.range", "À partir de quel âge la crèche accueille-t-elle les bébés ?", "La crèche accueille les enfants dès 3 mois et jusqu'à 3 ans.", CRECHE, True),
    w.faith("fr-t50-002", "para.except", "La crèche est-elle ouverte le samedi ?", "Non, Les Lucioles sont fermées le week-end.", CRECHE, True),
    w.faith("fr-t50-003", "fmt.time", "Jusqu'à quelle heure puis-je récupérer mon enfant ?", "La crèche ferme à 18 h 45, soit à sept heures moins le quart du soir.", CRECHE, True),
    w.faith("fr-t50-004", "para.combine", "Qui dirige la crèche ?", "Mme Sandrine Perrot, infirmière puéricultrice, dirige la crèche, secondée par Mme Amina Diallo, éducatrice de jeunes enfants.", CRECHE, True),
    w.faith("fr-t50-005", "fmt.date", "Quand ont lieu les épreuves écrites du brevet ?", "Les écrits se déroulent les 26 et 27/06.", BREVET, True),
    w.faith("fr-t50-006", "fmt.unit", "Combien de temps dure l'épreuve de français ?", "L'épreuve de français dure 180 minutes et commence à 9 h.", BREVET, True),
    w.faith("fr-t50-007", "para.synonym", "Que faut-il apporter le jour du brevet ?", "Les élèves doivent venir munis de leur convocation ainsi que d'un justificatif d'identité.", BREVET, True),
    w.faith("fr-t50-008", "para.passive", "Qui organise les examens ?", "L'organisation des examens est confiée au principal adjoint, M. Hervé Le Gall.", BREVET, True),
    w.faith("fr-t50-009", "fmt.number", "Combien d'heures de cours par semaine ?", "Le cours intensif compte vingt heures par semaine.", FLE, True),
    w.faith("fr-t50-010", "fmt.currency", "Combien coûte l'hébergement ?", "L'hébergement en famille d'accueil coûte deux cent dix euros en plus.", FLE, True),
    w.faith("fr-t50-011", "para.nominal", "Dois-je passer un test avant de venir ?", "Oui, un test de niveau en ligne est exigé avant votre arrivée.", FLE, True),
    w.faith("fr-t50-012", "para.combine", "Depuis quand le centre existe-t-il ?", "Créé en 1989, le centre Soleil FLE a reçu le label Qualité FLE en 2008.", FLE, True),
    w.faith("fr-t50-013", "fmt.date", "Quand ont lieu les auditions d'entrée ?", "Les auditions pour le cycle 2 ont lieu le samedi 14/06.", CONSERVATOIRE, True),
    w.faith("fr-t50-014", "para.reorder", "Jusqu'à quand peut-on s'inscrire ?", "Jusqu'au 15 mai, les inscriptions sont ouvertes.", CONSERVATOIRE, True),
    w.faith("fr-t50-015", "para.pronoun", "Qui préside le jury ?", "C'est M. François Meyer ; il est le directeur du conservatoire.", CONSERVATOIRE, True),
    w.faith("fr-t50-016", "para.synonym", "Quand les internes arrivent-ils ?", "Les internes sont accueillis à partir du dimanche soir et repartent le vendredi après-midi.", INTERNAT, True),
    w.faith("fr-t50-017", "fmt.thousands", "Combien coûte l'internat ?", "Le forfait annuel s'élève à 1620 euros, que l'on peut régler en trois fois.", INTERNAT, True),
    w.faith("fr-t50-018", "fmt.time", "Quand les portables sont-ils ramassés ?", "Les téléphones sont ramassés à 10 heures du soir et rendus au petit déjeuner.", INTERNAT, True),
    w.faith("fr-t50-019", "wrap.attribution", "Combien de bourses la fondation attribue-t-elle ?", "Selon la Fondation Élan, 50 bourses de 1 500 € sont attribuées chaque année.", BOURSE, True),
    w.faith("fr-t50-020", "wrap.hedge", "Avec une mention Assez bien, puis-je postuler ?", "Il semble que non : il faut une mention Bien ou Très bien au bac.", BOURSE, True),
    w.faith("fr-t50-021", "wrap.opener", "Y a-t-il un accompagnement ?", "Bonne question ! Chaque lauréat est suivi par un parrain issu du monde professionnel.", BOURSE, True),
    w.faith("fr-t50-022", "para.part", "Quand le centre de loisirs est-il ouvert ?", "Le mercredi et pendant les vacances scolaires.", LOISIRS, True),
    w.faith("fr-t50-023", "fmt.time", "À quelle heure faut-il déposer les enfants ?", "On peut les déposer entre 8 h et 9 h 30 du matin.", LOISIRS, True),
    w.faith("fr-t50-024", "wrap.closer", "Combien coûte une journée ?", "Le prix varie de 4 € à 15 € par jour selon votre quotient familial. Bonne journée !", LOISIRS, True),
    w.faith("fr-t50-025", "value.number", "Combien d'enfants la crèche accueille-t-elle ?", "La crèche Les Lucioles accueille 80 enfants de 3 mois à 3 ans.", CRECHE, False),
    w.faith("fr-t50-026", "role.swap", "Qui est la directrice ?", "La directrice est Mme Amina Diallo, et son adjointe Mme Sandrine Perrot.", CRECHE, False),
    w.faith("fr-t50-027", "value.number", "La crèche ferme-t-elle l'été ?", "Oui, elle ferme deux semaines en août.", CRECHE, False),
    w.faith("fr-t50-028", "value.time", "À quelle heure commence l'épreuve de français ?", "L'épreuve de français commence à 8 h 30 et dure trois heures.", BREVET, False),
    w.faith("fr-t50-029", "quantifier", "Quels documents apporter ?", "Il suffit d'apporter soit la convocation, soit une pièce d'identité.", BREVET, False),
    w.faith("fr-t50-030", "added.fact", "Qui s'occupe des examens ?", "M. Hervé Le Gall, principal adjoint, organise les examens et surveille lui-même l'épreuve de français.", BREVET, False),
    w.faith("fr-t50-031", "value.currency", "Combien coûte une semaine de cours ?", "La semaine de cours coûte 210 €.", FLE, False),
    w.faith("fr-t50-032", "value.date", "Quand le centre a-t-il été créé ?", "Le centre Soleil FLE a été créé en 2008.", FLE, False),
    w.faith("fr-t50-033", "modality", "Le test de niveau est-il obligatoire ?", "Le test de niveau en ligne est conseillé, mais facultatif.", FLE, False),
    w.faith("fr-t50-034", "direction", "Jusqu'à quelle date peut-on s'inscrire ?", "Les inscriptions ouvrent le 15 mai.", CONSERVATOIRE, False),
    w.faith("fr-t50-035", "value.number", "Quel âge faut-il avoir ?", "Les candidats doivent avoir entre 9 et 16 ans.", CONSERVATOIRE, False),
    w.faith("fr-t50-036", "added.fact", "Qui préside le jury ?", "Le jury est présidé par le directeur, M. François Meyer, assisté de deux professeurs extérieurs.", CONSERVATOIRE, False),
    w.faith("fr-t50-037", "value.except", "Quand l'internat accueille-t-il les élèves ?", "L'internat est ouvert tous les soirs sauf le samedi.", INTERNAT, False),
    w.faith("fr-t50-038", "added.entity", "Qui est responsable de l'internat ?", "Le responsable de l'internat est M. Hervé Le Gall.", INTERNAT, False),
    w.faith("fr-t50-039", "value.time", "À quelle heure les portables sont-ils ramassés ?", "Les téléphones portables sont ramassés à 21 h.", INTERNAT, False),
    w.faith("fr-t50-040", "value.currency", "Quel est le montant de chaque bourse ?", "Chaque bourse est de 1 000 €.", BOURSE, False),
    w.faith("fr-t50-041", "direction", "Quelle est la date limite pour le dossier ?", "Le dossier peut être envoyé à partir du 10 juillet.", BOURSE, False),
    w.faith("fr-t50-042", "value.except", "Quels jours le centre de loisirs est-il ouvert ?", "Le centre de loisirs accueille les enfants le samedi et pendant les vacances scolaires.", LOISIRS, False),
    w.faith("fr-t50-043", "added.fact", "Jusqu'à quelle heure peut-on récupérer les enfants ?", "Entre 17 h et 18 h ; au-delà, une pénalité de 5 € est facturée.", LOISIRS, False),
    w.faith("fr-t50-044", "antonym", "Le prix dépend-il des revenus ?", "Le prix de la journée est le même pour toutes les familles, quel que soit le quotient familial.", LOISIRS, False),
]

CORRECTNESS = [
    w.correct("fr-t50-045", "correct.wordy", "Qui dirige la crèche Les Lucioles ?", "La crèche municipale Les Lucioles est dirigée par Mme Sandrine Perrot, infirmière puéricultrice.", "Sandrine Perrot", True),
    w.correct("fr-t50-046", "correct.format", "Combien d'heures de cours par semaine au centre Soleil FLE ?", "Vingt heures.", "20 h", True),
    w.correct("fr-t50-047", "correct.short", "Qui est responsable de l'internat de Bazas ?", "M. Julien Lacoste.", "Le CPE, M. Julien Lacoste, est responsable de l'internat.", True),
    w.correct("fr-t50-048", "correct.format", "Combien dure l'épreuve de français du brevet ?", "Cent quatre-vingts minutes.", "3 heures", True),
    w.correct("fr-t50-049", "wrong.value", "Quand ont lieu les auditions du conservatoire ?", "Le samedi 14 mai.", "Le samedi 14 juin", False),
    w.correct("fr-t50-050", "wrong.role", "Qui préside le jury du conservatoire ?", "Le jury est présidé par M. Julien Lacoste.", "M. François Meyer", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
