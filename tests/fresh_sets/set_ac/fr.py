"""French cases of set AC: a city tourist office (Saint-Aubin-sur-Lys), a bike repair workshop
(atelier Roue Libre) and the registration at a municipal music school (conservatoire)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

TOURISME = (
    "L'office de tourisme de Saint-Aubin-sur-Lys se trouve place du Marché, à côté de la mairie. "
    "Il est ouvert du mardi au samedi de 9 h 30 à 17 h 30 et fermé le dimanche et le lundi. "
    "La visite guidée de la vieille ville dure une heure et demie et coûte 8 € par adulte ; elle est gratuite pour les moins de 12 ans. "
    "Le plan de la ville est distribué gratuitement à l'accueil."
)
VELO = (
    "L'atelier Roue Libre, rue des Tanneurs, répare les vélos du lundi au vendredi. "
    "Une révision complète coûte 55 € et prend environ deux jours. "
    "Le remplacement d'une chambre à air se fait sur place en 20 minutes pour 12 €. "
    "Les clients peuvent déposer leur vélo la veille au soir dans la cour."
)
CONSERVATOIRE = (
    "Les inscriptions au conservatoire municipal ont lieu du 2 au 13 septembre. "
    "Les cours de piano sont donnés par Mme Girard et les cours de violon par M. Benali. "
    "L'inscription annuelle coûte 180 €, et les frères et sœurs bénéficient d'une réduction de 25 %."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # fidèles : reformulations, formats, habillages
    w.faith("fr-ac-001", "para.reorder", "Où se trouve l'office de tourisme ?", "À côté de la mairie, place du Marché.", TOURISME, True),
    w.faith("fr-ac-002", "para.passive", "Quels jours l'atelier Roue Libre répare-t-il les vélos ?", "Les vélos sont réparés par l'atelier Roue Libre du lundi au vendredi.", VELO, True),
    w.faith("fr-ac-003", "para.synonym", "Le plan de la ville est-il payant ?", "Non, le plan de la ville est offert à l'accueil.", TOURISME, True),
    w.faith("fr-ac-004", "fmt.period", "Combien de temps dure la visite guidée ?", "La visite guidée de la vieille ville dure 90 minutes.", TOURISME, True),
    w.faith("fr-ac-005", "fmt.time", "À quelle heure ferme l'office de tourisme ?", "Il ferme à cinq heures et demie de l'après-midi, du mardi au samedi.", TOURISME, True),
    w.faith("fr-ac-006", "fmt.share", "Y a-t-il une réduction pour les frères et sœurs ?", "Oui, ils ont droit à un quart de réduction sur l'inscription annuelle.", CONSERVATOIRE, True),
    w.faith("fr-ac-007", "fmt.date", "Quand ont lieu les inscriptions au conservatoire ?", "Du 02/09 au 13/09.", CONSERVATOIRE, True),
    w.faith("fr-ac-008", "para.except", "Quels jours l'office de tourisme est-il ouvert ?", "Il est ouvert tous les jours sauf le dimanche et le lundi.", TOURISME, True),
    w.faith("fr-ac-009", "wrap.closer", "Combien coûte le remplacement d'une chambre à air ?", "Il coûte 12 € et se fait sur place en 20 minutes. Bonne route !", VELO, True),
    # infidèles : une erreur nette chacune
    w.faith("fr-ac-010", "value.date", "Jusqu'à quand peut-on s'inscrire au conservatoire ?", "Les inscriptions sont possibles jusqu'au 23 septembre.", CONSERVATOIRE, False),
    w.faith("fr-ac-011", "role.swap", "Qui donne les cours de violon ?", "Les cours de violon sont donnés par Mme Girard, et ceux de piano par M. Benali.", CONSERVATOIRE, False),
    w.faith("fr-ac-012", "negation", "La visite guidée est-elle gratuite pour les enfants ?", "Non, la visite n'est pas gratuite pour les moins de 12 ans.", TOURISME, False),
    w.faith("fr-ac-013", "antonym", "L'office de tourisme est-il accessible le dimanche ?", "Oui, l'office de tourisme est ouvert le dimanche.", TOURISME, False),
    w.faith("fr-ac-014", "modality", "Quand faut-il apporter son vélo à l'atelier ?", "Les clients doivent déposer leur vélo la veille au soir dans la cour.", VELO, False),
    w.faith("fr-ac-015", "quantifier", "Qui a droit à une réduction au conservatoire ?", "Tous les élèves bénéficient d'une réduction de 25 %.", CONSERVATOIRE, False),
    w.faith("fr-ac-016", "direction", "Pour qui la visite guidée est-elle gratuite ?", "Elle est gratuite pour les plus de 12 ans.", TOURISME, False),
    w.faith("fr-ac-017", "added.fact", "Combien coûte l'inscription annuelle ?", "L'inscription annuelle coûte 180 €, payable en trois fois.", CONSERVATOIRE, False),
    w.faith("fr-ac-018", "value.except", "Quel jour l'office de tourisme est-il fermé ?", "L'office de tourisme est ouvert tous les jours sauf le mercredi.", TOURISME, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-ac-019", "refusal.context", "L'atelier Roue Libre vend-il des vélos neufs ?", "Le contexte ne parle que des réparations ; il ne dit pas si l'atelier vend des vélos neufs.", VELO, True),
    w.refusal("fr-ac-020", "refusal.short", "Y a-t-il un parking près de l'office de tourisme ?", "Je ne sais pas.", TOURISME, True),
    w.refusal("fr-ac-021", "refusal.hedged", "Combien coûte la visite guidée pour un adulte ?", "Si je comprends bien, elle coûte 8 € par adulte, mais je vous conseille de vérifier sur place.", TOURISME, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-ac-022", "correct.wordy", "Combien coûte une révision complète chez Roue Libre ?", "Chez Roue Libre, il faut compter 55 euros pour une révision complète de votre vélo, avec environ deux jours d'attente.", "55 €.", True),
    w.correct("fr-ac-023", "correct.wordy", "Qui donne les cours de piano au conservatoire ?", "Au conservatoire municipal, c'est Mme Girard qui s'occupe des cours de piano.", "Mme Girard.", True),
    w.correct("fr-ac-024", "correct.format", "Combien de temps dure la visite guidée ?", "1 h 30.", "Une heure et demie.", True),
    w.correct("fr-ac-025", "wrong.value", "Combien coûte l'inscription annuelle au conservatoire ?", "L'inscription annuelle coûte 150 €.", "180 €.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-ac-026", "relevant.direct", "Comment faire si je veux laisser mon vélo avant l'ouverture ?", "Vous pouvez le déposer la veille au soir dans la cour de l'atelier.", VELO, True),
    w.relevant("fr-ac-027", "relevant.direct", "À quelle période puis-je inscrire mon enfant au conservatoire ?", "Du 2 au 13 septembre.", CONSERVATOIRE, True),
    w.relevant("fr-ac-028", "relevant.direct", "Quel est le tarif d'une révision complète chez Roue Libre ?", "55 €, pour environ deux jours de travail.", VELO, True),
    w.relevant("fr-ac-029", "relevant.yesno", "Mon fils de 8 ans doit-il payer la visite guidée ?", "Non, c'est gratuit pour les moins de 12 ans.", TOURISME, True),
    w.relevant("fr-ac-030", "offtopic.true", "Quels jours l'office de tourisme est-il ouvert ?", "Le plan de la ville est distribué gratuitement à l'accueil.", TOURISME, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-ac-031", "diag.pass", "Combien coûte la visite guidée de la vieille ville ?", "La visite guidée coûte 8 € par adulte et elle est gratuite pour les moins de 12 ans.", {"tourisme": TOURISME, "velo": VELO}, ("tourisme",), "pass"),
    w.diag("fr-ac-032", "diag.missed", "Qui donne les cours de violon au conservatoire ?", "Les documents ne précisent pas qui donne les cours de violon.", {"velo": VELO, "tourisme": TOURISME}, ("conservatoire",), "fix_retrieval"),
    w.diag("fr-ac-033", "diag.correct_refusal", "L'office de tourisme vend-il des billets de train ?", "Je ne trouve aucune information sur la vente de billets de train à l'office de tourisme.", {"tourisme": TOURISME, "conservatoire": CONSERVATOIRE}, (), "correct_refusal"),
    w.diag("fr-ac-034", "diag.unfaithful", "Combien de temps faut-il pour remplacer une chambre à air ?", "Le remplacement d'une chambre à air prend environ deux jours.", {"velo": VELO, "tourisme": TOURISME}, ("velo",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
