"""Fresh set E, French: a ferry, a co-working space, a company history, a dental practice,
a ski resort, a university library, a car rental and a marathon, with French number,
money and time formats."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

FERRY = (
    "La compagnie Iroise Ferries assure la liaison entre Brest et l'île de Molène trois fois par jour. "
    "Le premier départ a lieu à 8 h 15 et le dernier à 17 h 30. "
    "La traversée dure 1 h 10. "
    "Le transport des vélos coûte 12 € par trajet."
)
COWORK = (
    "L'espace de coworking La Ruche propose des postes nomades à 250 € par mois et des bureaux privés à 1 500 € par mois. "
    "Les membres disposent de 8 heures de salle de réunion par mois. "
    "L'espace est ouvert du lundi au vendredi de 8 h à 20 h."
)
COMPANY = (
    "La société Laurent & Fils a été fondée en 1954 par Henri Laurent. "
    "En 1988, elle a racheté la fromagerie Dubois. "
    "En 2003, Claire Laurent a succédé à son père Jacques à la tête de l'entreprise. "
    "Son chiffre d'affaires annuel s'élève aujourd'hui à 1 200 000 euros."
)
DENTAL = (
    "Le cabinet dentaire du Dr Martin est ouvert du mardi au samedi, de 9 h à 18 h. "
    "Un détartrage coûte 60 € et dure environ 30 minutes. "
    "Toute annulation doit être signalée au moins 48 heures à l'avance."
)
SKI = (
    "La station de ski Les Cimes ouvre le 14 décembre et ferme le 13 avril. "
    "Le forfait journée coûte 49 € pour les adultes et 39 € pour les enfants de moins de 12 ans. "
    "La station compte 25 remontées mécaniques."
)
LIBRARY = (
    "La bibliothèque universitaire de Lyon permet aux étudiants d'emprunter jusqu'à 15 documents à la fois. "
    "Le prêt dure trois semaines et peut être prolongé une fois. "
    "Pendant les examens, la bibliothèque est ouverte jusqu'à 22 h."
)
RENTAL = (
    "Chez Loca'Route, les conducteurs doivent avoir au moins 21 ans et être titulaires du permis depuis deux ans. "
    "Le tarif journalier d'une citadine est de 39 €. "
    "Le véhicule doit être rendu avec le plein, sinon des frais de 25 € sont facturés."
)
MARATHON = (
    "Le marathon de Nantes aura lieu le dimanche 20 avril. "
    "Le départ sera donné à 8 h 30 place Royale. "
    "Les inscriptions sont ouvertes jusqu'au 31 mars et coûtent 65 €. "
    "Tous les coureurs doivent présenter un certificat médical."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("fr-e-001", "para.part", "Combien de temps dure la traversée ?", "Il faut compter 1 h 10 pour la traversée.", FERRY, True),
    w.faith("fr-e-002", "para.combine", "Quand partent les bateaux pour Molène ?", "La liaison est assurée trois fois par jour, avec un premier départ à 8 h 15 et un dernier à 17 h 30.", FERRY, True),
    w.faith("fr-e-003", "fmt.scale", "Quel est le chiffre d'affaires de Laurent & Fils ?", "Son chiffre d'affaires annuel est aujourd'hui de 1,2 million d'euros.", COMPANY, True),
    w.faith("fr-e-004", "fmt.time", "À quelle heure part le marathon ?", "Le départ est donné à huit heures et demie, place Royale.", MARATHON, True),
    w.faith("fr-e-005", "fmt.currency", "Combien coûte un bureau privé à La Ruche ?", "Un bureau privé coûte 1 500 euros par mois.", COWORK, True),
    w.faith("fr-e-006", "para.capital", "Combien coûte le forfait journée adulte ?", "LE FORFAIT JOURNÉE ADULTE COÛTE 49 €.", SKI, True),
    w.faith("fr-e-007", "wrap.opener", "Combien de documents peut-on emprunter ?", "Bonne question ! Les étudiants peuvent emprunter jusqu'à 15 documents à la fois.", LIBRARY, True),
    w.faith("fr-e-008", "fmt.date", "Quand la station Les Cimes ouvre-t-elle ?", "La station ouvre le 14/12.", SKI, True),
    w.faith("fr-e-009", "value.time", "À quelle heure part le dernier bateau ?", "Le dernier bateau part à 18 h 30.", FERRY, False),
    w.faith("fr-e-010", "value.currency", "Combien coûte un détartrage ?", "Un détartrage coûte 60 dollars.", DENTAL, False),
    w.faith("fr-e-011", "role.swap", "Qui a pris la tête de l'entreprise en 2003 ?", "En 2003, Jacques Laurent a succédé à sa fille Claire à la tête de l'entreprise.", COMPANY, False),
    w.faith("fr-e-012", "quantifier", "Faut-il un certificat médical pour courir ?", "Seuls certains coureurs doivent présenter un certificat médical.", MARATHON, False),
    w.faith("fr-e-013", "antonym", "Dans quel état faut-il rendre la voiture ?", "Le véhicule doit être rendu avec le réservoir vide.", RENTAL, False),
    w.faith("fr-e-014", "added.fact", "Combien de temps dure un détartrage ?", "Un détartrage dure environ 30 minutes et il est entièrement remboursé par la Sécurité sociale.", DENTAL, False),
    w.faith("fr-e-015", "direction", "Quel délai faut-il respecter pour annuler un rendez-vous ?", "Une annulation peut être signalée jusqu'à 48 heures après le rendez-vous.", DENTAL, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-e-016", "refusal.context", "Le cabinet accepte-t-il la carte Vitale ?", "Les documents fournis ne précisent pas si le cabinet accepte la carte Vitale.", DENTAL, True),
    w.refusal("fr-e-017", "refusal.partial", "Combien coûte le forfait enfant, et y a-t-il des cours de ski ?", "Le forfait journée coûte 39 € pour les enfants de moins de 12 ans. En revanche, je n'ai trouvé aucune information sur les cours de ski.", SKI, False),
    w.refusal("fr-e-018", "refusal.short", "La Ruche a-t-elle une cuisine ?", "Aucune idée.", COWORK, True),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-e-019", "correct.short", "En quelle année Laurent & Fils a-t-elle été fondée ?", "1954.", "Elle a été fondée en 1954.", True),
    w.correct("fr-e-020", "wrong.value", "Jusqu'à quand peut-on s'inscrire au marathon ?", "Les inscriptions sont ouvertes jusqu'au 15 mars.", "Jusqu'au 31 mars.", False),
    w.correct("fr-e-021", "wrong.role", "Qui a racheté la fromagerie Dubois ?", "C'est la fromagerie Dubois qui a racheté la société Laurent & Fils.", "La société Laurent & Fils a racheté la fromagerie Dubois.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-e-022", "relevant.direct", "Combien dois-je prévoir pour louer une petite voiture une journée ?", "Une citadine coûte 39 € par jour.", RENTAL, True),
    w.relevant("fr-e-023", "offtopic.true", "Quel âge faut-il avoir pour louer une voiture ?", "Le véhicule doit être rendu avec le plein, sinon des frais de 25 € sont facturés.", RENTAL, False),
    w.relevant("fr-e-024", "relevant.yesno", "Puis-je louer une voiture à 19 ans ?", "Non, il faut avoir au moins 21 ans.", RENTAL, True),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-e-025", "diag.pass", "Combien d'heures de salle de réunion sont incluses ?", "Les membres disposent de 8 heures de salle de réunion par mois.", {"fr-cw": COWORK, "fr-ski": SKI}, ("fr-cw",), "pass"),
    w.diag("fr-e-026", "diag.should_refuse", "La bibliothèque est-elle ouverte le dimanche ?", "Oui, la bibliothèque est ouverte le dimanche de 10 h à 18 h.", {"fr-lib": LIBRARY}, (), "should_refuse"),
    w.diag("fr-e-027", "diag.refused", "Combien de remontées mécaniques compte la station Les Cimes ?", "Je suis désolé, je ne trouve pas cette information dans les documents.", {"fr-ski": SKI}, ("fr-ski",), "fix_generation"),
    w.diag("fr-e-028", "diag.offtopic", "Quand a lieu le marathon de Nantes ?", "Les inscriptions au marathon coûtent 65 €.", {"fr-mar": MARATHON, "fr-rent": RENTAL}, ("fr-mar",), "fix_generation"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
