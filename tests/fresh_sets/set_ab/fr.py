"""French cases of set AB. Scenarios: a tennis club (Tennis Club des Tilleuls), a youth hostel
(auberge de jeunesse du Vieux-Port), a car wash (Éclat Auto) and a food delivery app
(Miam Express)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

TENNIS = "Le Tennis Club des Tilleuls compte 6 courts, dont 2 couverts. La cotisation annuelle s'élève à 210 € pour les adultes et à 95 € pour les moins de 18 ans. Les réservations se font en ligne, jusqu'à 5 jours à l'avance. Le club est fermé le 25 décembre et le 1er janvier."
AUBERGE = "L'auberge de jeunesse du Vieux-Port propose 96 lits répartis dans 24 chambres. La nuit en dortoir coûte 27 €, petit-déjeuner compris. L'accueil est ouvert de 8 h à 23 h, et les arrivées tardives doivent être signalées à l'avance. Les animaux ne sont pas acceptés."
LAVAGE = "La station de lavage Éclat Auto, rue des Forges, est ouverte du lundi au samedi de 8 h à 20 h. Un lavage au rouleau coûte 12 € et dure environ 8 minutes. Les véhicules de plus de 2,40 m de hauteur ne peuvent pas passer sous le portique. Avec la carte de fidélité, le dixième lavage est offert."
LIVRAISON = "Avec l'application Miam Express, la livraison est gratuite à partir de 20 € de commande ; en dessous, elle coûte 2,90 €. Une commande peut être annulée sans frais dans les 3 minutes qui suivent sa validation. L'abonnement Miam+ coûte 5,99 € par mois et donne droit à la livraison gratuite sans minimum de commande."

# fmt: off
FAITHFULNESS = [
    w.faith("fr-ab-001", "para.reorder", "Combien coûte la cotisation au club ?", "Pour les moins de 18 ans, la cotisation annuelle est de 95 €, et pour les adultes de 210 €.", TENNIS, True),
    w.faith("fr-ab-002", "para.passive", "Peut-on venir avec son chien à l'auberge ?", "Non, l'auberge n'accepte pas les animaux.", AUBERGE, True),
    w.faith("fr-ab-003", "para.synonym", "Combien de temps dure un lavage au rouleau ?", "Il faut compter à peu près 8 minutes.", LAVAGE, True),
    w.faith("fr-ab-004", "fmt.time", "Quels sont les horaires de l'accueil ?", "L'accueil est ouvert de 8 heures du matin à 11 heures du soir.", AUBERGE, True),
    w.faith("fr-ab-005", "fmt.unit", "Y a-t-il une hauteur maximale pour passer sous le portique ?", "Oui, les véhicules qui dépassent 240 cm de haut ne passent pas sous le portique.", LAVAGE, True),
    w.faith("fr-ab-006", "fmt.currency", "Combien coûte l'abonnement Miam+ ?", "L'abonnement Miam+ revient à 5,99 euros par mois.", LIVRAISON, True),
    w.faith("fr-ab-007", "fmt.number", "Combien de courts compte le club ?", "Le club compte six courts, dont deux couverts.", TENNIS, True),
    w.faith("fr-ab-008", "wrap.question", "Combien coûte une nuit à l'auberge ?", "La nuit en dortoir coûte 27 €, petit-déjeuner compris. Souhaitez-vous d'autres informations sur l'auberge ?", AUBERGE, True),
    w.faith("fr-ab-009", "para.except", "Quels jours la station Éclat Auto est-elle ouverte ?", "Elle est ouverte tous les jours sauf le dimanche.", LAVAGE, True),
    w.faith("fr-ab-010", "para.nominal", "Peut-on annuler une commande ?", "L'annulation d'une commande est gratuite dans les 3 minutes suivant sa validation.", LIVRAISON, True),
    w.faith("fr-ab-011", "value.number", "Combien de courts compte le club ?", "Le club compte 8 courts, dont 2 couverts.", TENNIS, False),
    w.faith("fr-ab-012", "value.currency", "Combien coûte une nuit en dortoir ?", "La nuit en dortoir coûte 37 €, petit-déjeuner compris.", AUBERGE, False),
    w.faith("fr-ab-013", "value.time", "Jusqu'à quelle heure l'accueil est-il ouvert ?", "L'accueil est ouvert de 8 h à 21 h.", AUBERGE, False),
    w.faith("fr-ab-014", "role.swap", "Combien coûte la cotisation annuelle ?", "La cotisation est de 95 € pour les adultes et de 210 € pour les moins de 18 ans.", TENNIS, False),
    w.faith("fr-ab-015", "negation", "Les animaux sont-ils acceptés à l'auberge ?", "Oui, les animaux sont acceptés à l'auberge.", AUBERGE, False),
    w.faith("fr-ab-016", "antonym", "Quand la livraison est-elle gratuite ?", "La livraison est payante à partir de 20 € de commande.", LIVRAISON, False),
    w.faith("fr-ab-017", "quantifier", "Le club a-t-il des courts couverts ?", "Oui, tous les courts du club sont couverts.", TENNIS, False),
    w.faith("fr-ab-018", "value.except", "Quels jours la station est-elle ouverte ?", "La station est ouverte tous les jours sauf le lundi.", LAVAGE, False),
    w.faith("fr-ab-019", "added.fact", "Combien coûte un lavage au rouleau ?", "Un lavage au rouleau coûte 12 €, séchage à la main compris.", LAVAGE, False),
    w.faith("fr-ab-020", "modality", "Faut-il prévenir en cas d'arrivée tardive ?", "On peut prévenir de son arrivée tardive si on le souhaite, mais ce n'est pas obligatoire.", AUBERGE, False),
]

REFUSAL = [
    w.refusal("fr-ab-021", "refusal.plain", "Miam Express livre-t-il le dimanche soir ?", "Je ne sais pas.", LIVRAISON, True),
    w.refusal("fr-ab-022", "refusal.context", "Peut-on payer en espèces avec Miam Express ?", "Les informations fournies n'indiquent pas si le paiement en espèces est possible.", LIVRAISON, True),
    w.refusal("fr-ab-023", "refusal.hedged", "Combien coûte la livraison pour une commande de 15 € ?", "Sauf erreur de ma part, elle coûte 2,90 €.", LIVRAISON, False),
]

CORRECTNESS = [
    w.correct("fr-ab-024", "correct.wordy", "Combien de temps à l'avance peut-on réserver un court ?", "Au Tennis Club des Tilleuls, on peut réserver un court en ligne jusqu'à cinq jours avant la date souhaitée.", "Jusqu'à 5 jours à l'avance.", True),
    w.correct("fr-ab-025", "correct.wordy", "Combien de lits compte l'auberge du Vieux-Port ?", "Pour ce qui est de la capacité, l'auberge de jeunesse du Vieux-Port dispose en tout de 96 lits.", "96 lits.", True),
    w.correct("fr-ab-026", "correct.short", "Combien coûte un lavage au rouleau chez Éclat Auto ?", "12 €.", "Un lavage au rouleau coûte 12 €.", True),
    w.correct("fr-ab-027", "wrong.value", "Dans quel délai peut-on annuler une commande sans frais ?", "Dans les 10 minutes qui suivent la commande.", "Dans les 3 minutes qui suivent la validation.", False),
]

RELEVANCY = [
    w.relevant("fr-ab-028", "relevant.direct", "Combien de terrains sont à l'abri de la pluie au club ?", "Deux des six courts sont couverts.", TENNIS, True),
    w.relevant("fr-ab-029", "relevant.direct", "Comment éviter de payer la livraison sur une petite commande ?", "En prenant l'abonnement Miam+ à 5,99 € par mois, qui supprime le minimum de commande.", LIVRAISON, True),
    w.relevant("fr-ab-030", "relevant.direct", "Où se trouve la station Éclat Auto ?", "Rue des Forges.", LAVAGE, True),
    w.relevant("fr-ab-031", "relevant.yesno", "Est-ce que je peux venir avec mon chat à l'auberge ?", "Non, les animaux ne sont pas acceptés.", AUBERGE, True),
    w.relevant("fr-ab-032", "offtopic.true", "Jusqu'à quelle heure l'accueil de l'auberge est-il ouvert ?", "La nuit en dortoir coûte 27 €, petit-déjeuner compris.", AUBERGE, False),
]

DIAGNOSIS = [
    w.diag("fr-ab-033", "diag.pass", "Quand le Tennis Club des Tilleuls est-il fermé ?", "Le club est fermé le 25 décembre et le 1er janvier.", {"tennis": TENNIS, "lavage": LAVAGE}, ("tennis",), "pass"),
    w.diag("fr-ab-034", "diag.missed", "Combien coûte la nuit en dortoir à l'auberge du Vieux-Port ?", "Je ne trouve pas cette information dans les documents fournis.", {"livraison": LIVRAISON, "lavage": LAVAGE}, ("auberge",), "fix_retrieval"),
    w.diag("fr-ab-035", "diag.correct_refusal", "La station Éclat Auto propose-t-elle un lavage à la main ?", "Les documents ne précisent pas si un lavage à la main est proposé.", {"lavage": LAVAGE, "tennis": TENNIS}, (), "correct_refusal"),
    w.diag("fr-ab-036", "diag.unfaithful", "À partir de quel montant la livraison est-elle gratuite sur Miam Express ?", "La livraison est gratuite à partir de 30 € de commande.", {"livraison": LIVRAISON, "auberge": AUBERGE}, ("livraison",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
