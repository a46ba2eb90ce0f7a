"""French cases of set AL: a kayak rental base, a cooking workshop and a self-service
launderette."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

KAYAK = (
    "La base nautique des Saules loue des kayaks de mai à septembre, tous les jours de 10 h à 18 h. "
    "Un kayak simple coûte 15 € l'heure et un kayak double 24 € l'heure. "
    "Le gilet de sauvetage est obligatoire et fourni gratuitement. "
    "Les enfants de moins de 10 ans doivent être accompagnés d'un adulte."
)
CUISINE = (
    "L'atelier de cuisine Le Petit Four propose un cours de macarons le samedi 14 juin à 9 h 30. "
    "Le cours dure trois heures et coûte 75 €, ingrédients compris. "
    "Il est limité à 10 participants, et c'est le chef Julien Marchand qui l'anime."
)
LAVERIE = (
    "La laverie de la rue des Tanneurs est ouverte 7 jours sur 7, de 7 h à 22 h. "
    "Un lavage en machine de 8 kg coûte 4,50 € et un séchage de 20 minutes coûte 2 €. "
    "Toutes les machines acceptent la carte bancaire, sauf les deux séchoirs du fond."
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("fr-al-001", "para.reorder", "Quand peut-on louer un kayak ?", "Tous les jours de 10 h à 18 h, de mai à septembre, on peut louer un kayak à la base nautique des Saules.", KAYAK, True),
    w.faith("fr-al-002", "para.passive", "Qui anime le cours de macarons ?", "Le cours est animé par le chef Julien Marchand.", CUISINE, True),
    w.faith("fr-al-003", "fmt.time", "À quelle heure commence le cours de macarons ?", "Il commence à 09:30.", CUISINE, True),
    w.faith("fr-al-004", "fmt.number", "Combien de temps dure le cours ?", "Le cours dure 3 heures.", CUISINE, True),
    w.faith("fr-al-005", "para.except", "Peut-on payer par carte à la laverie ?", "Oui, sur toutes les machines, à l'exception des deux séchoirs du fond.", LAVERIE, True),
    w.faith("fr-al-006", "fmt.range", "Quels sont les horaires de la laverie ?", "Elle est ouverte tous les jours, 7 h–22 h.", LAVERIE, True),
    w.faith("fr-al-007", "para.synonym", "Faut-il apporter son propre gilet de sauvetage ?", "Non, le gilet de sauvetage, qui est obligatoire, est mis à disposition sans frais.", KAYAK, True),
    w.faith("fr-al-008", "wrap.hedge", "Combien coûte un séchage ?", "Si je ne me trompe pas, un séchage de 20 minutes coûte 2 €.", LAVERIE, True),
    w.faith("fr-al-009", "fmt.unit", "Combien coûte un lavage ?", "Un lavage en machine de 8 kilos coûte 4,50 €.", LAVERIE, True),
    # one clear error each
    w.faith("fr-al-010", "value.number", "Combien de personnes peuvent participer au cours ?", "Le cours est limité à 12 participants.", CUISINE, False),
    w.faith("fr-al-011", "value.date", "Quand a lieu le cours de macarons ?", "Le cours de macarons a lieu le samedi 21 juin à 9 h 30.", CUISINE, False),
    w.faith("fr-al-012", "value.currency", "Combien coûte un kayak double ?", "Un kayak double coûte 20 € l'heure.", KAYAK, False),
    w.faith("fr-al-013", "negation", "Le gilet de sauvetage est-il obligatoire ?", "Non, le gilet de sauvetage n'est pas obligatoire.", KAYAK, False),
    w.faith("fr-al-014", "antonym", "Les enfants peuvent-ils partir seuls en kayak ?", "Les enfants de plus de 10 ans doivent être accompagnés d'un adulte.", KAYAK, False),
    w.faith("fr-al-015", "quantifier", "Peut-on payer par carte à la laverie ?", "Aucune machine de la laverie n'accepte la carte bancaire.", LAVERIE, False),
    w.faith("fr-al-016", "modality", "Un enfant de 8 ans doit-il être accompagné ?", "Les enfants de moins de 10 ans peuvent être accompagnés d'un adulte s'ils le souhaitent.", KAYAK, False),
    w.faith("fr-al-017", "added.fact", "Que comprend le prix du cours de macarons ?", "Le cours coûte 75 €, ingrédients compris, et chaque participant repart avec une boîte de douze macarons.", CUISINE, False),
    w.faith("fr-al-018", "value.except", "Quelles machines acceptent la carte bancaire ?", "Toutes les machines acceptent la carte bancaire, sauf les lave-linge de 8 kg.", LAVERIE, False),
]

REFUSAL = [
    w.refusal("fr-al-019", "refusal.short", "La laverie vend-elle de la lessive ?", "Je ne sais pas.", LAVERIE, True),
    w.refusal("fr-al-020", "refusal.long", "Y a-t-il un parking à la base nautique ?", "Malheureusement, les informations dont je dispose portent uniquement sur les horaires, les tarifs et les règles de sécurité de la location de kayaks ; rien n'y est dit sur un parking, je ne peux donc pas vous répondre.", KAYAK, True),
    w.refusal("fr-al-021", "refusal.partial", "Combien coûte le cours de macarons et reste-t-il des places ?", "Le cours coûte 75 €, ingrédients compris ; en revanche, j'ignore s'il reste des places.", CUISINE, False),
]

CORRECTNESS = [
    w.correct("fr-al-022", "correct.wordy", "Combien coûte un kayak simple ?", "Pour un kayak simple, comptez 15 € par heure de location à la base nautique des Saules.", "15 € l'heure.", True),
    w.correct("fr-al-023", "correct.wordy", "Qui anime le cours de macarons ?", "C'est le chef Julien Marchand qui se charge d'animer ce cours de macarons à l'atelier Le Petit Four.", "Le chef Julien Marchand.", True),
    w.correct("fr-al-024", "correct.format", "Combien coûte un lavage de 8 kg ?", "4 euros 50.", "Un lavage de 8 kg coûte 4,50 €.", True),
    w.correct("fr-al-025", "wrong.value", "Jusqu'à quelle heure la laverie est-elle ouverte ?", "Jusqu'à 20 h.", "Jusqu'à 22 h.", False),
]

RELEVANCY = [
    w.relevant("fr-al-026", "relevant.direct", "À quelle période de l'année la base nautique fonctionne-t-elle ?", "De mai à septembre.", KAYAK, True),
    w.relevant("fr-al-027", "relevant.direct", "Combien de personnes peuvent s'inscrire à l'atelier ?", "Dix au maximum.", CUISINE, True),
    w.relevant("fr-al-028", "relevant.direct", "Je veux faire sécher mon linge, ça va me coûter combien ?", "2 € pour 20 minutes.", LAVERIE, True),
    w.relevant("fr-al-029", "relevant.yesno", "Mon fils de 8 ans peut-il partir seul en kayak ?", "Non, avant 10 ans, un enfant doit être accompagné d'un adulte.", KAYAK, True),
    w.relevant("fr-al-030", "offtopic.true", "Combien coûte un kayak double ?", "Le gilet de sauvetage est fourni gratuitement.", KAYAK, False),
]

DIAGNOSIS = [
    w.diag("fr-al-031", "diag.pass", "Combien de temps dure le cours de macarons ?", "Le cours dure trois heures.", {"cuisine": CUISINE, "laverie": LAVERIE}, ("cuisine",), "pass"),
    w.diag("fr-al-032", "diag.missed", "À quelle heure ouvre la base nautique des Saules ?", "Les documents fournis n'indiquent pas l'heure d'ouverture de la base nautique.", {"laverie": LAVERIE, "cuisine": CUISINE}, ("kayak",), "fix_retrieval"),
    w.diag("fr-al-033", "diag.correct_refusal", "La laverie propose-t-elle un service de repassage ?", "Les informations disponibles ne mentionnent aucun service de repassage.", {"laverie": LAVERIE}, (), "correct_refusal"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
