"""French cases of set AP: a hiking club, a bookbinding workshop, a producers' market and a
harbour launderette."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

RANDO = (
    "Le club de randonnée Les Crêtes organise une sortie chaque dimanche, avec un départ à 8 h 15 du parking de la mairie de Saint-Julien. "
    "L'adhésion annuelle coûte 35 €, et les moins de 18 ans en sont exonérés. "
    "Les randonnées font entre 12 et 18 kilomètres. "
    "Le président, Bernard Lemoine, établit le programme, et la trésorière, Sophie Garnier, encaisse les cotisations."
)
RELIURE = (
    "L'atelier de reliure Papier Plié propose un stage de trois jours du 21 au 23 mars 2025. "
    "Le stage coûte 240 €, papier et outils compris. "
    "Le groupe est limité à six participants. "
    "Les participants peuvent apporter leurs propres cuirs, mais les colles sont fournies par l'atelier."
)
MARCHE = (
    "Le marché de producteurs de Valmont se tient tous les mercredis de 16 h à 19 h 30 sur la place du Lavoir. "
    "Il réunit 25 exposants, tous installés à moins de 50 kilomètres. "
    "L'an dernier, il a accueilli 9 200 visiteurs, contre 7 600 l'année précédente. "
    "Tous les produits peuvent y être vendus, sauf l'alcool."
)
LAVERIE = (
    "La laverie du Port est ouverte 7 jours sur 7, de 7 h à 22 h. "
    "Un lavage de 8 kg coûte 4,50 € et un séchage de 20 minutes coûte 2 €. "
    "La lessive est fournie gratuitement, et certaines machines acceptent la carte bancaire."
)

# fmt: off
FAITHFULNESS = [
    # reformulations fidèles et formats
    w.faith("fr-ap-001", "para.reorder", "Quand et où se tient le marché de producteurs de Valmont ?", "Sur la place du Lavoir, de 16 h à 19 h 30, chaque mercredi.", MARCHE, True),
    w.faith("fr-ap-002", "para.passive", "Qui établit le programme du club de randonnée ?", "Le programme est établi par le président, Bernard Lemoine.", RANDO, True),
    w.faith("fr-ap-003", "fmt.time", "À quelle heure ferme le marché ?", "Le marché ferme à sept heures et demie du soir.", MARCHE, True),
    w.faith("fr-ap-004", "fmt.date", "Quelles sont les dates du stage de reliure ?", "Le stage a lieu du 21/03/2025 au 23/03/2025.", RELIURE, True),
    w.faith("fr-ap-005", "fmt.range", "Quelle distance font les randonnées ?", "Les randonnées font de 12 à 18 km.", RANDO, True),
    w.faith("fr-ap-006", "fmt.number", "Combien de personnes peuvent suivre le stage de reliure ?", "Le groupe est limité à 6 participants.", RELIURE, True),
    w.faith("fr-ap-007", "fmt.thousands", "Combien de visiteurs le marché a-t-il accueillis l'an dernier ?", "L'an dernier, le marché a accueilli 9200 visiteurs.", MARCHE, True),
    w.faith("fr-ap-008", "para.except", "Qu'est-ce qu'on peut vendre au marché ?", "À l'exception de l'alcool, tous les produits peuvent être vendus au marché.", MARCHE, True),
    w.faith("fr-ap-009", "wrap.opener", "Faut-il apporter sa lessive à la laverie ?", "Bonne question ! La lessive est fournie gratuitement.", LAVERIE, True),
    w.faith("fr-ap-010", "fmt.period", "Quels jours la laverie du Port est-elle ouverte ?", "La laverie est ouverte tous les jours, de 7 h à 22 h.", LAVERIE, True),
    # une seule erreur nette
    w.faith("fr-ap-011", "value.number", "Combien de participants le stage accepte-t-il ?", "Le groupe est limité à huit participants.", RELIURE, False),
    w.faith("fr-ap-012", "role.swap", "Qui fait quoi au club Les Crêtes ?", "Sophie Garnier établit le programme et Bernard Lemoine encaisse les cotisations.", RANDO, False),
    w.faith("fr-ap-013", "negation", "La lessive est-elle fournie à la laverie ?", "La lessive n'est pas fournie par la laverie.", LAVERIE, False),
    w.faith("fr-ap-014", "antonym", "Qui est exonéré de l'adhésion au club de randonnée ?", "Les plus de 18 ans sont exonérés de l'adhésion.", RANDO, False),
    w.faith("fr-ap-015", "modality", "Faut-il apporter son cuir au stage de reliure ?", "Les participants doivent apporter leurs propres cuirs.", RELIURE, False),
    w.faith("fr-ap-016", "quantifier", "Peut-on payer par carte à la laverie ?", "Toutes les machines de la laverie acceptent la carte bancaire.", LAVERIE, False),
    w.faith("fr-ap-017", "direction", "Comment la fréquentation du marché a-t-elle évolué ?", "L'an dernier, le marché a accueilli moins de visiteurs que l'année précédente.", MARCHE, False),
    w.faith("fr-ap-018", "added.fact", "Que comprend le prix du stage de reliure ?", "Le stage coûte 240 €, papier et outils compris, et le déjeuner est offert chaque midi.", RELIURE, False),
    w.faith("fr-ap-019", "value.except", "Quels produits sont interdits au marché ?", "Tous les produits peuvent être vendus, sauf la viande.", MARCHE, False),
]

REFUSAL = [
    w.refusal("fr-ap-020", "refusal.context", "Le club de randonnée prête-t-il des bâtons de marche ?", "Le contexte fourni ne dit pas si le club prête des bâtons de marche.", RANDO, True),
    w.refusal("fr-ap-021", "refusal.short", "Y a-t-il un parking près de la laverie ?", "Je ne sais pas.", LAVERIE, True),
    w.refusal("fr-ap-022", "refusal.partial", "Combien coûte un séchage, et la laverie a-t-elle du Wi-Fi ?", "Un séchage de 20 minutes coûte 2 € ; en revanche, les documents ne parlent pas de Wi-Fi.", LAVERIE, False),
]

CORRECTNESS = [
    w.correct("fr-ap-023", "correct.wordy", "Combien coûte le stage de reliure ?", "Le stage de reliure de l'atelier Papier Plié revient à 240 €, et le papier comme les outils sont compris dans ce prix.", "Le stage coûte 240 €.", True),
    w.correct("fr-ap-024", "correct.wordy", "À quelle heure partent les randonnées du dimanche ?", "Chaque dimanche, le groupe se retrouve au parking de la mairie de Saint-Julien et part à 8 h 15.", "Le départ est à 8 h 15.", True),
    w.correct("fr-ap-025", "correct.short", "Combien coûte un lavage de 8 kg ?", "4,50 €.", "Un lavage de 8 kg coûte 4,50 €.", True),
    w.correct("fr-ap-026", "wrong.value", "Combien coûte l'adhésion annuelle au club ?", "L'adhésion annuelle coûte 53 €.", "L'adhésion annuelle coûte 35 €.", False),
]

RELEVANCY = [
    w.relevant("fr-ap-027", "relevant.direct", "Où se retrouvent les randonneurs le dimanche matin ?", "Au parking de la mairie de Saint-Julien.", RANDO, True),
    w.relevant("fr-ap-028", "relevant.direct", "Combien faut-il prévoir pour faire sécher son linge ?", "2 € pour 20 minutes.", LAVERIE, True),
    w.relevant("fr-ap-029", "relevant.direct", "Quand a lieu le stage de reliure ?", "Du 21 au 23 mars 2025.", RELIURE, True),
    w.relevant("fr-ap-030", "relevant.yesno", "Les colles sont-elles fournies pendant le stage ?", "Oui, c'est l'atelier qui s'en charge.", RELIURE, True),
    w.relevant("fr-ap-031", "offtopic.true", "Combien d'exposants compte le marché de Valmont ?", "Tous les produits peuvent y être vendus, sauf l'alcool.", MARCHE, False),
]

DIAGNOSIS = [
    w.diag("fr-ap-032", "diag.pass", "Combien d'exposants réunit le marché de Valmont ?", "Le marché réunit 25 exposants.", {"marche-valmont": MARCHE, "laverie-port": LAVERIE}, ("marche-valmont",), "pass"),
    w.diag("fr-ap-033", "diag.missed", "Combien coûte le stage de reliure ?", "Je n'ai trouvé aucune information sur le prix du stage de reliure.", {"club-rando": RANDO, "laverie-port": LAVERIE}, ("atelier-reliure",), "fix_retrieval"),
    w.diag("fr-ap-034", "diag.correct_refusal", "Le club de randonnée organise-t-il des séjours à l'étranger ?", "Les documents disponibles ne mentionnent aucun séjour à l'étranger.", {"club-rando": RANDO}, (), "correct_refusal"),
    w.diag("fr-ap-035", "diag.offtopic", "À quelle heure ouvre la laverie du Port ?", "Un lavage de 8 kg coûte 4,50 €.", {"laverie-port": LAVERIE, "marche-valmont": MARCHE}, ("laverie-port",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
