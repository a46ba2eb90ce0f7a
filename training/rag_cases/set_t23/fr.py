"""French cases of set t23: a maritime museum (opening days, a moored trawler), an equestrian
centre (ages, fees, instructors), a potters' market, a municipal ice rink (sessions, holiday
and evening sessions), a window cleaning company and a community English workshop."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

MUSEE = (
    "Le musée maritime de Port-Louvel est ouvert tous les jours de 10 h à 18 h, sauf le mardi. "
    "L'entrée coûte 8 €, 5 € pour les 12-25 ans, et elle est gratuite pour les moins de 12 ans. "
    "Le premier dimanche du mois, l'entrée est gratuite pour tous."
)

CHALUTIER = (
    "Le chalutier « Belle-Île », construit en 1954 aux chantiers de Concarneau, est amarré devant le musée. "
    "Les visites à bord sont guidées par d'anciens marins et durent 35 minutes. "
    "Elles sont déconseillées aux personnes à mobilité réduite en raison des échelles étroites. "
    "La restauration de la coque a été confiée au charpentier de marine Yann Le Goff par la directrice du musée, Claire Morvan."
)

EQUITATION = (
    "Le centre équestre des Tilleuls accueille les cavaliers dès 6 ans pour des cours à poney, et dès 10 ans pour des cours à cheval. "
    "La licence fédérale, obligatoire, coûte 30 € pour les mineurs. "
    "Le forfait annuel de 34 séances d'une heure est facturé 620 €, payable en trois fois sans frais."
)

MONITEURS = (
    "Les cours du mercredi après-midi sont assurés par la monitrice Élodie Martin, ceux du samedi par son collègue Thomas Riou. "
    "Toute séance non décommandée au moins 48 heures à l'avance est due. "
    "Le port de la bombe est obligatoire, et le gilet de protection est fortement conseillé pour le saut d'obstacles."
)

POTIERS = (
    "Le marché des potiers de Saint-Aubin se tient chaque année le week-end de l'Ascension, sur les quais. "
    "Une cinquantaine de céramistes y exposent, dont un tiers venus de Belgique et de Suisse. "
    "Des démonstrations de tournage ont lieu à 11 h et à 15 h. "
    "Les chiens ne sont pas admis sous le chapiteau."
)

PATINOIRE = (
    "La patinoire municipale est ouverte au public du mercredi au dimanche ; elle est fermée le lundi et le mardi pour les entraînements des clubs. "
    "Les séances durent deux heures. "
    "L'entrée est à 4,50 €, la location de patins à 3 €. "
    "Les gants sont obligatoires pour tous les patineurs."
)

PATINOIRE_SOIREES = (
    "Pendant les vacances scolaires, la patinoire ouvre aussi le matin, de 10 h à 12 h. "
    "Le jeudi soir, une séance « fluo » est organisée de 20 h 30 à 23 h, réservée aux plus de 14 ans. "
    "Les enfants de moins de 7 ans doivent être accompagnés d'un adulte chaussé de patins."
)

VITRES = (
    "La société Vitres Nettes, fondée en 2016 par Karim Benali, intervient chez les particuliers et les commerces de l'agglomération de Tours. "
    "Le nettoyage des vitres d'un appartement de trois pièces coûte 75 €, celui d'une maison de 120 m² environ 160 €. "
    "Les particuliers bénéficient d'un crédit d'impôt de 50 % sur ces prestations. "
    "Les interventions ont lieu du lundi au samedi, jamais le dimanche."
)

ANGLAIS = (
    "L'université populaire du Val propose un atelier d'anglais conversationnel le lundi de 18 h à 19 h 30, d'octobre à mai. "
    "L'adhésion annuelle coûte 25 €, et l'atelier 120 € pour l'année. "
    "Les inscriptions ouvrent le 2 septembre et se font uniquement au secrétariat. "
    "Le groupe est limité à 14 participants."
)

ANIMATRICES = (
    "L'atelier est animé par Sarah Collins, une enseignante britannique, avec l'aide de la bénévole Monique Perrin, qui gère les inscriptions. "
    "Une séance d'essai gratuite est possible avant de s'inscrire. "
    "Les personnes au RSA bénéficient d'une réduction de 30 % sur le prix de l'atelier."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported
    w.faith("fr-t23-001", "para.except", "Le musée est-il ouvert le mardi ?", "Non, le mardi c'est fermé ; les autres jours, vous pouvez venir de 10 h à 18 h.", MUSEE, True),
    w.faith("fr-t23-002", "fmt.currency", "Combien coûte l'entrée du musée ?", "Plein tarif, c'est huit euros ; pour les 12-25 ans, cinq euros.", MUSEE, True),
    w.faith("fr-t23-003", "para.synonym", "Y a-t-il des jours gratuits ?", "Oui : chaque premier dimanche du mois, tout le monde entre sans payer.", MUSEE, True),
    w.faith("fr-t23-004", "para.passive", "Qui s'occupe de la restauration de la coque ?", "C'est la directrice du musée, Claire Morvan, qui a confié la restauration de la coque au charpentier de marine Yann Le Goff.", CHALUTIER, True),
    w.faith("fr-t23-005", "para.relative", "C'est quoi, le « Belle-Île » ?", "Le « Belle-Île » est un chalutier qui a été construit en 1954 à Concarneau et qui est amarré devant le musée.", CHALUTIER, True),
    w.faith("fr-t23-006", "wrap.hedge", "Combien de temps dure la visite du bateau ?", "Il me semble que les visites à bord, menées par d'anciens marins, durent 35 minutes.", CHALUTIER, True),
    w.faith("fr-t23-007", "wrap.attribution", "Mon père est en fauteuil roulant, peut-il monter à bord ?", "D'après le musée, la visite à bord est déconseillée aux personnes à mobilité réduite, à cause des échelles étroites.", CHALUTIER, True),
    w.faith("fr-t23-008", "para.synonym", "À partir de quel âge peut-on monter ?", "Les enfants peuvent commencer le poney à partir de 6 ans, et le cheval à partir de 10 ans.", EQUITATION, True),
    w.faith("fr-t23-009", "fmt.period", "Que comprend le forfait annuel ?", "Le forfait annuel, soit 34 heures de cours, revient à 620 € et peut se régler en trois versements sans frais.", EQUITATION, True),
    w.faith("fr-t23-010", "para.reorder", "Qui donne les cours ?", "Le samedi, c'est Thomas Riou qui fait cours, et le mercredi après-midi, Élodie Martin.", MONITEURS, True),
    w.faith("fr-t23-011", "fmt.period", "Jusqu'à quand puis-je annuler une séance ?", "Il faut décommander au moins deux jours avant, sinon la séance est due.", MONITEURS, True),
    w.faith("fr-t23-012", "fmt.number", "Combien de potiers exposent ?", "Environ cinquante céramistes exposent sur les quais.", POTIERS, True),
    w.faith("fr-t23-013", "wrap.closer", "À quelle heure sont les démonstrations ?", "Les démonstrations de tournage ont lieu à 11 h et à 15 h. Bonne visite !", POTIERS, True),
    w.faith("fr-t23-014", "para.except", "Quels jours la patinoire est-elle ouverte ?", "Elle accueille le public tous les jours sauf le lundi et le mardi, réservés aux entraînements des clubs.", PATINOIRE, True),
    w.faith("fr-t23-015", "fmt.period", "Combien de temps dure une séance ?", "Chaque séance dure 120 minutes.", PATINOIRE, True),
    w.faith("fr-t23-016", "wrap.opener", "Faut-il des gants ?", "Bonne question ! Oui, les gants sont obligatoires pour tous les patineurs, sans exception.", PATINOIRE, True),
    w.faith("fr-t23-017", "fmt.time", "C'est quand, la soirée fluo ?", "Le jeudi, la séance fluo se déroule de 20:30 à 23:00, et elle est réservée aux plus de 14 ans.", PATINOIRE_SOIREES, True),
    w.faith("fr-t23-018", "para.part", "Mon fils de 5 ans peut-il patiner seul ?", "Non, les moins de 7 ans doivent être accompagnés d'un adulte qui porte lui aussi des patins.", PATINOIRE_SOIREES, True),
    w.faith("fr-t23-019", "fmt.share", "Y a-t-il un avantage fiscal ?", "Oui, les particuliers récupèrent la moitié du coût sous forme de crédit d'impôt.", VITRES, True),
    w.faith("fr-t23-020", "para.except", "Vitres Nettes peut-elle passer le week-end ?", "Le samedi, oui, mais pas le dimanche : les interventions ont lieu tous les jours sauf le dimanche.", VITRES, True),
    w.faith("fr-t23-021", "para.relative", "Qui a créé Vitres Nettes ?", "C'est Karim Benali qui a créé en 2016 Vitres Nettes, une société qui intervient chez les particuliers et les commerces autour de Tours.", VITRES, True),
    w.faith("fr-t23-022", "fmt.time", "Quand a lieu l'atelier d'anglais ?", "L'atelier a lieu le lundi soir, de 18:00 à 19:30, d'octobre à mai.", ANGLAIS, True),
    w.faith("fr-t23-023", "fmt.share", "Je suis au RSA, ai-je droit à une réduction ?", "Oui, avec le RSA vous ne payez que 70 % du prix de l'atelier.", ANIMATRICES, True),
    w.faith("fr-t23-024", "para.pronoun", "Qui anime l'atelier ?", "L'atelier est animé par Sarah Collins ; elle est épaulée par Monique Perrin, une bénévole qui s'occupe des inscriptions.", ANIMATRICES, True),
    # unfaithful: one claim is wrong or unsupported
    w.faith("fr-t23-025", "value.number", "Combien coûte l'entrée du musée ?", "L'entrée plein tarif est à 10 €, et à 5 € pour les 12-25 ans.", MUSEE, False),
    w.faith("fr-t23-026", "value.except", "Le musée est-il ouvert le mardi ?", "Oui, le musée ouvre tous les jours de 10 h à 18 h, sauf le lundi.", MUSEE, False),
    w.faith("fr-t23-027", "direction", "Qui entre gratuitement ?", "L'entrée est gratuite pour les plus de 12 ans.", MUSEE, False),
    w.faith("fr-t23-028", "role.swap", "Qui s'occupe de la restauration de la coque ?", "Le charpentier de marine Yann Le Goff a confié la restauration de la coque à la directrice du musée, Claire Morvan.", CHALUTIER, False),
    w.faith("fr-t23-029", "antonym", "Mon père est en fauteuil roulant, peut-il monter à bord ?", "La visite à bord est recommandée aux personnes à mobilité réduite.", CHALUTIER, False),
    w.faith("fr-t23-030", "negation", "La licence est-elle obligatoire ?", "Non, la licence fédérale n'est pas obligatoire, mais elle coûte 30 € pour les mineurs.", EQUITATION, False),
    w.faith("fr-t23-031", "value.number", "Que comprend le forfait annuel ?", "Le forfait annuel à 620 € comprend 30 séances d'une heure.", EQUITATION, False),
    w.faith("fr-t23-032", "modality", "Faut-il un gilet pour sauter ?", "Pour le saut d'obstacles, le gilet de protection est obligatoire.", MONITEURS, False),
    w.faith("fr-t23-033", "role.swap", "Qui donne les cours du samedi ?", "Le samedi, c'est Élodie Martin qui fait cours, et Thomas Riou s'occupe du mercredi après-midi.", MONITEURS, False),
    w.faith("fr-t23-034", "added.entity", "D'où viennent les exposants ?", "Sur la cinquantaine de céramistes, un tiers viennent de Belgique, de Suisse et d'Italie.", POTIERS, False),
    w.faith("fr-t23-035", "value.time", "À quelle heure sont les démonstrations ?", "On peut voir des démonstrations de tournage à 11 h et à 16 h.", POTIERS, False),
    w.faith("fr-t23-036", "quantifier", "D'où viennent les exposants ?", "Tous les céramistes du marché viennent de Belgique et de Suisse.", POTIERS, False),
    w.faith("fr-t23-037", "added.fact", "Combien ça coûte, la patinoire ?", "L'entrée est à 4,50 €, la location de patins à 3 €, et un casier coûte 1 €.", PATINOIRE, False),
    w.faith("fr-t23-038", "quantifier", "Faut-il des gants ?", "Les gants ne sont obligatoires que pour les enfants.", PATINOIRE, False),
    w.faith("fr-t23-039", "direction", "Mon fils de 12 ans peut-il venir à la soirée fluo ?", "Oui, la séance fluo du jeudi soir est réservée aux moins de 14 ans.", PATINOIRE_SOIREES, False),
    w.faith("fr-t23-040", "modality", "Mon fils de 5 ans peut-il patiner seul ?", "Il peut patiner seul ; pour les moins de 7 ans, un adulte accompagnateur est simplement conseillé.", PATINOIRE_SOIREES, False),
    w.faith("fr-t23-041", "role.swap", "Qui gère les inscriptions ?", "Les inscriptions sont gérées par Sarah Collins, et c'est la bénévole Monique Perrin qui anime l'atelier.", ANIMATRICES, False),
    w.faith("fr-t23-042", "value.date", "Quand ouvrent les inscriptions ?", "Les inscriptions ouvrent le 12 septembre, au secrétariat uniquement.", ANGLAIS, False),
    w.faith("fr-t23-043", "added.fact", "Peut-on essayer avant de s'inscrire ?", "Oui, une séance d'essai d'une demi-heure est proposée gratuitement avant l'inscription.", ANIMATRICES, False),
    w.faith("fr-t23-044", "direction", "Combien de personnes dans le groupe ?", "Le groupe compte au moins 14 participants.", ANGLAIS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-t23-045", "correct.wordy", "En quelle année le « Belle-Île » a-t-il été construit ?", "Le chalutier est sorti des chantiers de Concarneau en 1954.", "1954", True),
    w.correct("fr-t23-046", "correct.format", "Combien coûte l'atelier d'anglais ?", "Cent vingt euros pour l'année.", "120 € par an", True),
    w.correct("fr-t23-047", "correct.format", "À quelle heure commence la séance fluo ?", "À huit heures et demie du soir.", "20 h 30", True),
    w.correct("fr-t23-048", "correct.wordy", "Qui assure les cours du mercredi après-midi ?", "Le mercredi après-midi, ce sont les cours de la monitrice Élodie Martin.", "Élodie Martin", True),
    w.correct("fr-t23-049", "wrong.value", "Combien coûte l'entrée à la patinoire ?", "6 €.", "4,50 €", False),
    w.correct("fr-t23-050", "wrong.role", "Qui gère les inscriptions à l'atelier d'anglais ?", "Sarah Collins, l'enseignante.", "Monique Perrin, la bénévole", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
