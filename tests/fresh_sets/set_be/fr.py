"""French cases of set BE: a cat café, a driving school, a tram museum and a furniture
restoration workshop."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

CATCAFE = "Le Ronron, bar à chats de la rue des Tanneurs, accueille 9 chats adoptés auprès de la SPA locale. L'entrée coûte 6 € et donne droit à une boisson chaude ; la visite est limitée à une heure. Les enfants de moins de 10 ans doivent être accompagnés d'un adulte, et le café est fermé le mardi."
DRIVING = "L'auto-école Clément propose un forfait de 20 heures de conduite à 1 150 €. Une heure supplémentaire coûte 58 €. Les leçons sur boîte automatique sont assurées par Sophie Marchal, celles sur boîte manuelle par Julien Perrot. Toute leçon annulée moins de 48 heures à l'avance est due."
TRAM = "Le musée du tramway de Saint-Aubin est ouvert du mercredi au dimanche, de 10 h à 18 h. Il présente 14 voitures anciennes, dont la plus ancienne date de 1901. Le billet adulte coûte 8 €, le tarif réduit 5 €, et l'entrée est gratuite le premier dimanche du mois."
WORKSHOP = "L'atelier Bois & Patine organise un stage de restauration de chaises cannées du 3 au 7 novembre 2025. Le stage compte 30 heures de pratique et coûte 420 €, matériel compris. Il est animé par l'ébéniste Martine Rolland et accueille au maximum 5 stagiaires."

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("fr-be-001", "para.reorder", "Combien de chats vivent au Ronron ?", "Au Ronron, on trouve 9 chats, adoptés auprès de la SPA locale.", CATCAFE, True),
    w.faith("fr-be-002", "fmt.thousands", "Combien coûte le forfait de 20 heures à l'auto-école Clément ?", "Le forfait de 20 heures coûte 1150 €.", DRIVING, True),
    w.faith("fr-be-003", "para.passive", "Qui anime le stage de restauration de chaises ?", "C'est l'ébéniste Martine Rolland qui anime le stage.", WORKSHOP, True),
    w.faith("fr-be-004", "fmt.date", "Quand a lieu le stage de restauration de chaises cannées ?", "Du 03/11/2025 au 07/11/2025.", WORKSHOP, True),
    w.faith("fr-be-005", "fmt.time", "Quels sont les horaires du musée du tramway ?", "Le musée est ouvert de 10:00 à 18:00, du mercredi au dimanche.", TRAM, True),
    w.faith("fr-be-006", "para.synonym", "Combien coûte une heure de conduite en plus du forfait ?", "Chaque heure supplémentaire est facturée 58 €.", DRIVING, True),
    w.faith("fr-be-007", "wrap.hedge", "Le musée est-il gratuit certains jours ?", "Il me semble que l'entrée est gratuite le premier dimanche du mois.", TRAM, True),
    w.faith("fr-be-008", "para.relative", "Que comprend l'entrée au Ronron ?", "L'entrée, qui coûte 6 €, donne droit à une boisson chaude.", CATCAFE, True),
    # single clear errors
    w.faith("fr-be-009", "value.date", "Quand a lieu le stage de restauration de chaises cannées ?", "Le stage a lieu du 3 au 7 décembre 2025.", WORKSHOP, False),
    w.faith("fr-be-010", "role.swap", "Qui donne les leçons sur boîte manuelle ?", "Les leçons sur boîte manuelle sont assurées par Sophie Marchal.", DRIVING, False),
    w.faith("fr-be-011", "antonym", "De quand date la plus ancienne voiture du musée ?", "La voiture la plus récente du musée date de 1901.", TRAM, False),
    w.faith("fr-be-012", "negation", "Le matériel est-il compris dans le prix du stage ?", "Non, le matériel n'est pas compris dans les 420 €.", WORKSHOP, False),
    w.faith("fr-be-013", "modality", "Les enfants de moins de 10 ans doivent-ils être accompagnés au Ronron ?", "Non, ils peuvent venir avec un adulte s'ils le souhaitent, mais ce n'est pas obligatoire.", CATCAFE, False),
    w.faith("fr-be-014", "value.except", "Le Ronron est-il ouvert tous les jours ?", "Non, il est ouvert tous les jours sauf le lundi.", CATCAFE, False),
    w.faith("fr-be-015", "added.fact", "Combien coûte le billet adulte au musée du tramway ?", "Le billet adulte coûte 8 € et comprend une visite guidée.", TRAM, False),
    w.faith("fr-be-016", "value.number", "Combien de stagiaires le stage peut-il accueillir ?", "Le stage accueille au maximum 15 stagiaires.", WORKSHOP, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-be-017", "refusal.plain", "L'auto-école Clément propose-t-elle la conduite accompagnée ?", "Je ne sais pas si l'auto-école propose la conduite accompagnée.", DRIVING, True),
    w.refusal("fr-be-018", "refusal.long", "Peut-on adopter un chat directement au Ronron ?", "Je suis désolé, mais je n'ai trouvé aucune information indiquant si l'on peut adopter un chat directement au Ronron ; je ne suis donc pas en mesure de répondre à cette question.", CATCAFE, True),
    w.refusal("fr-be-019", "refusal.partial", "Combien coûte le stage, et le déjeuner est-il inclus ?", "Le stage coûte 420 €, matériel compris ; rien n'est précisé au sujet du déjeuner.", WORKSHOP, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-be-020", "correct.wordy", "Combien de voitures anciennes le musée du tramway de Saint-Aubin présente-t-il ?", "Le musée du tramway de Saint-Aubin expose au total 14 voitures anciennes à ses visiteurs.", "14 voitures anciennes.", True),
    w.correct("fr-be-021", "correct.wordy", "Combien de temps peut durer une visite au Ronron ?", "Au Ronron, chaque visite est limitée à une heure, pas davantage.", "Une heure.", True),
    w.correct("fr-be-022", "correct.short", "Quel est le tarif réduit au musée du tramway de Saint-Aubin ?", "5 euros.", "Le tarif réduit est de 5 €.", True),
    w.correct("fr-be-023", "wrong.role", "Qui assure les leçons sur boîte automatique à l'auto-école Clément ?", "Julien Perrot.", "Sophie Marchal.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-be-024", "relevant.direct", "Quand peut-on visiter le musée sans payer ?", "Le premier dimanche de chaque mois.", TRAM, True),
    w.relevant("fr-be-025", "relevant.direct", "Le stage représente combien d'heures de travail ?", "30 heures de pratique.", WORKSHOP, True),
    w.relevant("fr-be-026", "relevant.direct", "Où se trouve le bar à chats ?", "Rue des Tanneurs.", CATCAFE, True),
    w.relevant("fr-be-027", "relevant.yesno", "Le musée du tramway est-il ouvert le lundi ?", "Non, il n'ouvre que du mercredi au dimanche.", TRAM, True),
    w.relevant("fr-be-028", "offtopic.true", "Combien coûte une heure de conduite supplémentaire ?", "Les leçons sur boîte automatique sont assurées par Sophie Marchal.", DRIVING, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-be-029", "diag.pass", "Quel est le prix du forfait de 20 heures à l'auto-école Clément ?", "Le forfait de 20 heures coûte 1 150 €.", {"auto-ecole": DRIVING, "musee": TRAM}, ("auto-ecole",), "pass"),
    w.diag("fr-be-030", "diag.missed", "Qui anime le stage de restauration de chaises cannées ?", "Le stage est animé par Sophie Marchal.", {"ronron": CATCAFE}, ("atelier",), "fix_retrieval"),
    w.diag("fr-be-031", "diag.correct_refusal", "Le musée du tramway a-t-il une boutique ?", "Les documents ne mentionnent pas de boutique, je ne peux donc pas répondre.", {"musee": TRAM}, (), "correct_refusal"),
    w.diag("fr-be-032", "diag.offtopic", "Combien coûte l'entrée au Ronron ?", "Le café est fermé le mardi.", {"ronron": CATCAFE}, ("ronron",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
