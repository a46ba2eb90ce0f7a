# ruff: noqa: E501
"""Fresh set C, French: French number, money and time formats (1 500, 14 h 30, 200 €) over
short documents of a media library, bike sharing, a regional train, home insurance, a hotel
spa, a football club, university admissions, a language school and a recycling centre."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

LIBRARY = (
    "La médiathèque Jules-Verne de Nantes est ouverte du mardi au samedi, de 10 h à 18 h 30. "
    "L'inscription est gratuite pour les moins de 18 ans et coûte 15 € par an pour les adultes. "
    "Chaque abonné peut emprunter jusqu'à 10 documents pour une durée de trois semaines."
)
BIKE = (
    "Le service VéloCité compte 1 500 vélos répartis dans 90 stations à Rennes. "
    "L'abonnement annuel coûte 39 € et les 30 premières minutes de chaque trajet sont gratuites. "
    "Au-delà, chaque demi-heure supplémentaire est facturée 1 €."
)
TRAIN = (
    "Les TER de la ligne Lyon–Grenoble circulent toutes les heures en semaine. "
    "Le premier train quitte Lyon à 5 h 45 et le dernier part de Grenoble à 22 h 10. "
    "Les voyageurs de moins de 26 ans bénéficient d'une réduction de 25 % avec la carte Jeune."
)
INSURANCE = (
    "Le contrat Habitat Sérénité couvre les dégâts des eaux, l'incendie et le vol. "
    "La franchise est de 200 € par sinistre. "
    "Tout sinistre doit être déclaré dans un délai de cinq jours ouvrés. "
    "Les bijoux sont assurés jusqu'à 3 000 €."
)
SPA = (
    "Le spa de l'hôtel Les Pins est ouvert tous les jours de 9 h à 20 h. "
    "L'accès au hammam et à la piscine est gratuit pour les clients de l'hôtel. "
    "Les soins doivent être réservés au moins 48 heures à l'avance. "
    "Le spa est interdit aux enfants de moins de 16 ans."
)
FOOTBALL = (
    "Samedi, l'AS Montreuil a battu l'US Vincennes 3 à 1 devant 8 200 spectateurs. "
    "L'attaquant Karim Benali a marqué deux buts. "
    "Les abonnements pour la saison prochaine seront mis en vente le 1er juillet."
)
ADMISSIONS = (
    "Les candidatures pour la licence de droit de l'Université de Tours sont ouvertes du 20 janvier au 14 mars. "
    "Les candidats doivent joindre une lettre de motivation et leurs relevés de notes. "
    "Les résultats sont publiés le 2 juin."
)
LANGUAGE = (
    "L'école de langues Parlons! propose des cours d'anglais en petits groupes de six élèves au maximum. "
    "Un cours dure une heure et demie. "
    "La moitié des cours ont lieu en ligne."
)
RECYCLING = (
    "La déchèterie de Saint-Herblain est ouverte du lundi au samedi de 9 h à 18 h. "
    "Le dépôt des déchets verts est limité à 1 m³ par jour et par foyer. "
    "Les pneus et l'amiante ne sont pas acceptés."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases
    w.faith("fr-c-001", "para.reorder", "Quand la médiathèque est-elle ouverte ?", "De 10 h à 18 h 30, du mardi au samedi, la médiathèque Jules-Verne est ouverte.", LIBRARY, True),
    w.faith("fr-c-002", "para.passive", "Qui a battu l'US Vincennes ?", "Samedi, l'US Vincennes a été battue 3 à 1 par l'AS Montreuil.", FOOTBALL, True),
    w.faith("fr-c-003", "para.relative", "Quelle est la franchise du contrat Habitat Sérénité ?", "La franchise, qui s'élève à 200 €, s'applique à chaque sinistre.", INSURANCE, True),
    w.faith("fr-c-004", "fmt.time", "À quelle heure part le premier train de Lyon ?", "Le premier train quitte Lyon à 05:45.", TRAIN, True),
    w.faith("fr-c-005", "fmt.thousands", "Combien de vélos compte VéloCité ?", "VéloCité compte 1500 vélos répartis dans 90 stations.", BIKE, True),
    w.faith("fr-c-006", "fmt.share", "Les cours ont-ils lieu en ligne ?", "50 % des cours ont lieu en ligne.", LANGUAGE, True),
    w.faith("fr-c-007", "fmt.period", "Combien de temps peut-on garder les documents empruntés ?", "Les documents peuvent être empruntés pour une durée de 21 jours.", LIBRARY, True),
    w.faith("fr-c-008", "wrap.question", "Faut-il réserver les soins ?", "Oui, les soins doivent être réservés au moins 48 heures à l'avance. Souhaitez-vous que je vous indique aussi les horaires du spa ?", SPA, True),
    w.faith("fr-c-009", "wrap.closer", "Quels déchets sont refusés ?", "Les pneus et l'amiante ne sont pas acceptés à la déchèterie de Saint-Herblain. N'hésitez pas si vous avez d'autres questions !", RECYCLING, True),
    # one clear error each
    w.faith("fr-c-010", "value.date", "Quand les résultats sont-ils publiés ?", "Les résultats sont publiés le 2 juillet.", ADMISSIONS, False),
    w.faith("fr-c-011", "value.currency", "Combien coûte l'inscription pour un adulte ?", "L'inscription coûte 15 $ par an pour les adultes.", LIBRARY, False),
    w.faith("fr-c-012", "role.swap", "Qui a gagné le match samedi ?", "L'US Vincennes a battu l'AS Montreuil 3 à 1.", FOOTBALL, False),
    w.faith("fr-c-013", "antonym", "Les clients de l'hôtel paient-ils l'accès à la piscine ?", "Oui, l'accès au hammam et à la piscine est payant pour les clients de l'hôtel.", SPA, False),
    w.faith("fr-c-014", "added.entity", "Qui a marqué pour l'AS Montreuil ?", "Karim Benali a marqué deux buts et Lucas Moreau a inscrit le troisième.", FOOTBALL, False),
    w.faith("fr-c-015", "mixed", "Quelle est la franchise et dans quel délai faut-il déclarer un sinistre ?", "La franchise est de 200 € par sinistre, et le sinistre doit être déclaré dans un délai de dix jours ouvrés.", INSURANCE, False),
    w.faith("fr-c-016", "value.unit", "Quelle quantité de déchets verts peut-on déposer ?", "Le dépôt des déchets verts est limité à 1 tonne par jour et par foyer.", RECYCLING, False),
    w.faith("fr-c-017", "negation", "Peut-on déposer des pneus à la déchèterie ?", "Oui, les pneus sont acceptés à la déchèterie de Saint-Herblain.", RECYCLING, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-c-018", "refusal.context", "La médiathèque propose-t-elle des ateliers pour enfants ?", "Les documents fournis ne mentionnent pas d'ateliers pour enfants.", LIBRARY, True),
    w.refusal("fr-c-019", "refusal.short", "Y a-t-il un parking à l'hôtel ?", "Je ne sais pas.", SPA, True),
    w.refusal("fr-c-020", "refusal.partial", "Combien coûte l'abonnement VéloCité et peut-on le payer au mois ?", "L'abonnement annuel coûte 39 €. En revanche, les documents ne précisent pas si l'on peut le payer au mois.", BIKE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-c-021", "correct.wordy", "Jusqu'à quand peut-on candidater ?", "Bonjour ! Pour la licence de droit de l'Université de Tours, la période de candidature se termine le 14 mars. Pensez à préparer votre dossier à temps.", "Les candidatures sont ouvertes jusqu'au 14 mars.", True),
    w.correct("fr-c-022", "wrong.echo", "Combien de temps dure un cours d'anglais ?", "Vous souhaitez savoir combien de temps dure un cours d'anglais chez Parlons!.", "Un cours dure une heure et demie.", False),
    w.correct("fr-c-023", "wrong.role", "Qui a battu qui samedi ?", "L'US Vincennes a battu l'AS Montreuil 3 à 1.", "L'AS Montreuil a battu l'US Vincennes 3 à 1.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-c-024", "relevant.direct", "Quelle est la taille maximale des groupes ?", "Six élèves au plus.", LANGUAGE, True),
    w.relevant("fr-c-025", "offtopic.other", "À quelle heure part le dernier train de Grenoble ?", "Grenoble est entourée de montagnes et offre de belles randonnées en été.", TRAIN, False),
    w.relevant("fr-c-026", "relevant.yesno", "Les moins de 26 ans ont-ils droit à une réduction ?", "Oui : 25 % avec la carte Jeune.", TRAIN, True),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-c-027", "diag.pass", "Combien de documents peut-on emprunter ?",
           "Chaque abonné peut emprunter jusqu'à 10 documents.",
           {"med-3": "Chaque abonné peut emprunter jusqu'à 10 documents pour une durée de trois semaines.",
            "med-1": "La médiathèque Jules-Verne de Nantes est ouverte du mardi au samedi, de 10 h à 18 h 30."},
           ("med-3",), "pass"),
    w.diag("fr-c-028", "diag.offtopic", "Quels sont les horaires du spa ?",
           "Le spa est interdit aux enfants de moins de 16 ans.",
           {"spa-1": "Le spa de l'hôtel Les Pins est ouvert tous les jours de 9 h à 20 h.",
            "spa-4": "Le spa est interdit aux enfants de moins de 16 ans."},
           ("spa-1",), "fix_generation"),
    w.diag("fr-c-029", "diag.refused", "Quelle est la franchise du contrat Habitat Sérénité ?",
           "Désolé, je n'ai pas trouvé cette information dans les documents.",
           {"ins-2": "La franchise du contrat Habitat Sérénité est de 200 € par sinistre.",
            "ins-1": "Le contrat Habitat Sérénité couvre les dégâts des eaux, l'incendie et le vol."},
           ("ins-2",), "fix_generation"),
    w.diag("fr-c-030", "diag.should_refuse", "La déchèterie accepte-t-elle les pots de peinture ?",
           "Oui, les pots de peinture sont acceptés, dans la limite de 10 litres par visite.",
           {"dech-1": "La déchèterie de Saint-Herblain est ouverte du lundi au samedi de 9 h à 18 h.",
            "dech-3": "Les pneus et l'amiante ne sont pas acceptés."},
           (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
