"""French cases of set U: a physiotherapy practice, a youth hostel, a farmers market and a
sailing school."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

KINE = "Le cabinet de kinésithérapie Bellevue, à Nantes, est ouvert du lundi au vendredi de 8 h à 19 h 30. Une séance de rééducation dure 30 minutes et coûte 35 €. Une ordonnance médicale est obligatoire pour la première séance, et toute séance annulée moins de 24 heures à l'avance est facturée."
AUBERGE = "L'auberge de jeunesse Les Mouettes, à La Rochelle, compte 64 lits répartis dans 12 chambres. Une nuit en dortoir coûte 28 €, petit-déjeuner compris. L'accueil est ouvert de 7 h à 23 h, et les clés doivent être rendues avant 10 h le jour du départ."
MARCHE = "Le marché de producteurs de Saint-Aubin se tient tous les mercredis de 16 h à 20 h, sauf en janvier. Une trentaine de producteurs y vendent uniquement des produits de la région. L'apiculteur Marc Rivière préside l'association qui organise le marché, et la maraîchère Léa Simon en est la trésorière."
VOILE = "L'école de voile du lac d'Annecy propose des stages de cinq jours pour les enfants de 8 à 14 ans. Un stage coûte 240 € et le gilet de sauvetage est fourni. Les enfants doivent savoir nager 25 mètres, et les cours ont lieu de 9 h 30 à 12 h."

# fmt: off
FAITHFULNESS: list[Case] = [
    # fidèles
    w.faith("fr-u-001", "para.reorder", "À quelle heure se tient le marché le mercredi ?", "Le mercredi, c'est de 16 h à 20 h que se tient le marché.", MARCHE, True),
    w.faith("fr-u-002", "para.passive", "Que vend-on au marché de Saint-Aubin ?", "Seuls des produits de la région y sont vendus par une trentaine de producteurs.", MARCHE, True),
    w.faith("fr-u-003", "para.synonym", "Quand faut-il rendre les clés ?", "Il faut restituer les clés avant 10 h le jour où l'on part.", AUBERGE, True),
    w.faith("fr-u-004", "fmt.number", "Combien de temps dure un stage de voile ?", "Un stage dure 5 jours.", VOILE, True),
    w.faith("fr-u-005", "fmt.time", "Jusqu'à quelle heure le cabinet est-il ouvert ?", "Il est ouvert jusqu'à 19:30, du lundi au vendredi.", KINE, True),
    w.faith("fr-u-006", "fmt.range", "Pour quel âge sont les stages ?", "Ils s'adressent aux 8-14 ans.", VOILE, True),
    w.faith("fr-u-007", "para.except", "Le marché a-t-il lieu toute l'année ?", "Il a lieu tous les mercredis de l'année, à l'exception du mois de janvier.", MARCHE, True),
    w.faith("fr-u-008", "wrap.closer", "À quelle heure l'accueil ouvre-t-il ?", "L'accueil ouvre à 7 h. Bon séjour à La Rochelle !", AUBERGE, True),
    w.faith("fr-u-009", "wrap.question", "Faut-il une ordonnance pour commencer ?", "Vous vous demandez s'il faut une ordonnance ? Oui, elle est obligatoire pour la première séance.", KINE, True),
    # infidèles : une seule erreur nette
    w.faith("fr-u-010", "value.number", "Combien de lits compte l'auberge ?", "L'auberge compte 46 lits.", AUBERGE, False),
    w.faith("fr-u-011", "value.time", "Quels sont les horaires du cabinet ?", "Le cabinet est ouvert du lundi au vendredi de 8 h à 18 h 30.", KINE, False),
    w.faith("fr-u-012", "role.swap", "Qui préside l'association qui organise le marché ?", "C'est la maraîchère Léa Simon qui la préside, et l'apiculteur Marc Rivière en est le trésorier.", MARCHE, False),
    w.faith("fr-u-013", "negation", "Faut-il apporter son gilet de sauvetage ?", "Oui, le gilet de sauvetage n'est pas fourni.", VOILE, False),
    w.faith("fr-u-014", "antonym", "Faut-il une ordonnance pour la première séance ?", "Non, l'ordonnance médicale est facultative pour la première séance.", KINE, False),
    w.faith("fr-u-015", "direction", "Quand faut-il rendre les clés le jour du départ ?", "Les clés doivent être rendues après 10 h le jour du départ.", AUBERGE, False),
    w.faith("fr-u-016", "quantifier", "Les séances annulées au dernier moment sont-elles facturées ?", "Seules certaines séances annulées moins de 24 heures à l'avance sont facturées.", KINE, False),
    w.faith("fr-u-017", "modality", "Les enfants doivent-ils savoir nager ?", "Il est conseillé que les enfants sachent nager 25 mètres, mais ce n'est pas exigé.", VOILE, False),
    w.faith("fr-u-018", "added.fact", "Combien coûte un stage ?", "Un stage coûte 240 €, et le deuxième enfant bénéficie de 10 % de réduction.", VOILE, False),
    w.faith("fr-u-019", "value.except", "Le marché a-t-il lieu toute l'année ?", "Il a lieu tous les mercredis, sauf en août.", MARCHE, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-u-020", "refusal.plain", "L'auberge a-t-elle un parking ?", "Je suis désolé, je n'ai pas cette information.", AUBERGE, True),
    w.refusal("fr-u-021", "refusal.context", "Le cabinet propose-t-il des séances à domicile ?", "Les documents fournis ne précisent pas si le cabinet Bellevue se déplace à domicile, je ne peux donc pas vous répondre.", KINE, True),
    w.refusal("fr-u-022", "refusal.partial", "Combien coûte le stage de voile, et existe-t-il des stages pour adultes ?", "Je ne trouve rien sur des stages pour adultes, mais le stage pour enfants coûte 240 €.", VOILE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-u-023", "correct.wordy", "À quelle heure ferme l'accueil de l'auberge ?", "L'accueil de l'auberge Les Mouettes reste ouvert jusqu'à 23 h ; passé cette heure, il est fermé.", "L'accueil ferme à 23 h.", True),
    w.correct("fr-u-024", "correct.short", "Combien coûte une séance de rééducation ?", "35 €.", "Une séance de rééducation coûte 35 €.", True),
    w.correct("fr-u-025", "wrong.value", "Combien de mètres les enfants doivent-ils savoir nager ?", "Ils doivent savoir nager 50 mètres.", "25 mètres.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-u-026", "relevant.direct", "Combien de voyageurs l'auberge peut-elle héberger ?", "Elle dispose de 64 lits.", AUBERGE, True),
    w.relevant("fr-u-027", "relevant.yesno", "Peut-on aller au marché de Saint-Aubin en janvier ?", "Non, il n'a pas lieu ce mois-là.", MARCHE, True),
    w.relevant("fr-u-028", "offtopic.true", "À quelle heure commencent les cours de voile ?", "Le gilet de sauvetage est fourni.", VOILE, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-u-029", "diag.pass", "Combien coûte une nuit en dortoir ?", "Une nuit en dortoir coûte 28 €, petit-déjeuner compris.", {"auberge-02": AUBERGE, "voile-04": VOILE}, ("auberge-02",), "pass"),
    w.diag("fr-u-030", "diag.missed", "Quel jour se tient le marché de producteurs ?", "Les documents ne disent pas quel jour a lieu le marché.", {"kine-01": KINE, "auberge-02": AUBERGE}, ("marche-03",), "fix_retrieval"),
    w.diag("fr-u-031", "diag.correct_refusal", "Le cabinet Bellevue accepte-t-il les chèques ?", "Les informations fournies n'indiquent pas si le cabinet accepte les chèques.", {"kine-01": KINE}, (), "correct_refusal"),
    w.diag("fr-u-032", "diag.unfaithful", "Quel âge faut-il avoir pour le stage de voile ?", "Le stage est ouvert aux enfants de 6 à 12 ans.", {"voile-04": VOILE}, ("voile-04",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
