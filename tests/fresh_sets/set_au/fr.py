"""French cases of set AU. Scenarios: a sailing school in Quiberon, a neighbourhood film club in
Lyon, a sewing workshop for beginners and a Christmas market."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

VOILE = (
    "L'école de voile Les Mouettes, à Quiberon, propose des stages d'optimist pour les enfants de 7 à 11 ans. "
    "Un stage dure cinq matinées, du lundi au vendredi, de 9 h 30 à 12 h. "
    "Il coûte 165 €, gilet de sauvetage compris. "
    "Les enfants doivent savoir nager 25 mètres."
)
CINE = (
    "Le ciné-club de la Croix-Rousse projette un film chaque jeudi à 20 h 30 dans la salle paroissiale. "
    "L'entrée coûte 5 €, et elle est gratuite pour les moins de 12 ans. "
    "La programmation est choisie par Hélène Dufour, et les débats sont animés par Karim Benali. "
    "La séance du 14 novembre est annulée."
)
COUTURE = (
    "L'atelier de couture Fil d'Ariane propose un cours pour débutants le mardi soir, de 18 h à 20 h. "
    "Le trimestre de dix séances coûte 210 € ; les machines à coudre sont prêtées, mais chaque élève apporte son tissu. "
    "Le groupe compte au maximum six élèves."
)
NOEL = (
    "Le marché de Noël de Saint-Amand se tient du 6 au 22 décembre sur la place du Marché. "
    "Il réunit 45 chalets d'artisans et ouvre tous les jours de 11 h à 20 h, sauf le lundi. "
    "Le vin chaud est vendu 3 € le gobelet, et un tiers des recettes est reversé à la banque alimentaire."
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("fr-au-001", "para.reorder", "Que comprend le prix du stage de voile ?", "Gilet de sauvetage compris, le stage coûte 165 €.", VOILE, True),
    w.faith("fr-au-002", "para.passive", "Qui choisit la programmation du ciné-club ?", "C'est Hélène Dufour qui choisit la programmation.", CINE, True),
    w.faith("fr-au-003", "para.synonym", "Faut-il apporter sa machine à coudre ?", "Non, l'atelier met des machines à coudre à disposition, mais il faut venir avec son propre tissu.", COUTURE, True),
    w.faith("fr-au-004", "fmt.time", "À quelle heure commencent les projections ?", "Les films sont projetés le jeudi à huit heures et demie du soir.", CINE, True),
    w.faith("fr-au-005", "fmt.range", "Quel âge faut-il avoir pour le stage d'optimist ?", "Le stage s'adresse aux 7-11 ans.", VOILE, True),
    w.faith("fr-au-006", "fmt.share", "Quelle part des recettes va à la banque alimentaire ?", "Environ 33 % des recettes sont reversés à la banque alimentaire.", NOEL, True),
    w.faith("fr-au-007", "para.except", "Quels jours le marché de Noël est-il ouvert ?", "Il ouvre chaque jour de la semaine hormis le lundi, de 11 h à 20 h.", NOEL, True),
    w.faith("fr-au-008", "wrap.opener", "Combien coûte l'entrée au ciné-club ?", "Bonne question ! L'entrée est à 5 €, et c'est gratuit pour les moins de 12 ans.", CINE, True),
    w.faith("fr-au-009", "fmt.date", "Quand se tient le marché de Noël ?", "Du 06/12 au 22/12, sur la place du Marché.", NOEL, True),
    # one clear error each
    w.faith("fr-au-010", "value.number", "Combien de chalets compte le marché de Noël ?", "Le marché réunit 54 chalets d'artisans.", NOEL, False),
    w.faith("fr-au-011", "value.time", "À quelle heure se termine le cours de couture ?", "Le cours se termine à 21 h.", COUTURE, False),
    w.faith("fr-au-012", "value.unit", "Quelle condition de natation faut-il remplir ?", "Les enfants doivent savoir nager 25 minutes.", VOILE, False),
    w.faith("fr-au-013", "role.swap", "Qui anime les débats du ciné-club ?", "Les débats sont animés par Hélène Dufour, et la programmation est choisie par Karim Benali.", CINE, False),
    w.faith("fr-au-014", "negation", "La séance du 14 novembre a-t-elle lieu ?", "La séance du 14 novembre n'est pas annulée.", CINE, False),
    w.faith("fr-au-015", "quantifier", "Que deviennent les recettes du marché ?", "Toutes les recettes sont reversées à la banque alimentaire.", NOEL, False),
    w.faith("fr-au-016", "antonym", "À qui s'adresse le cours du mardi soir ?", "Le cours du mardi soir est réservé aux couturières confirmées.", COUTURE, False),
    w.faith("fr-au-017", "added.fact", "Combien coûte le vin chaud ?", "Le vin chaud est vendu 3 € le gobelet, et le gobelet est consigné 1 €.", NOEL, False),
]

REFUSAL = [
    w.refusal("fr-au-018", "refusal.plain", "Le ciné-club projette-t-il les films en version originale ?", "Je ne sais pas si les films sont projetés en version originale.", CINE, True),
    w.refusal("fr-au-019", "refusal.context", "Y a-t-il un parking près de l'école de voile ?", "Les informations fournies ne parlent pas de stationnement, je ne peux donc pas répondre.", VOILE, True),
    w.refusal("fr-au-020", "refusal.partial", "Combien coûte le cours de couture et qui l'anime ?", "Le trimestre coûte 210 €, mais le nom de la personne qui anime le cours n'est pas indiqué.", COUTURE, False),
]

CORRECTNESS = [
    w.correct("fr-au-021", "correct.wordy", "Combien coûte le stage d'optimist ?", "Pour un stage d'optimist aux Mouettes, il faut compter 165 €, et le gilet de sauvetage est fourni dans ce prix.", "165 €.", True),
    w.correct("fr-au-022", "correct.wordy", "Quand a lieu le cours de couture pour débutants ?", "Les débutants se retrouvent chaque mardi soir à l'atelier Fil d'Ariane, à partir de 18 h et jusqu'à 20 h.", "Le mardi de 18 h à 20 h.", True),
    w.correct("fr-au-023", "correct.short", "Combien de séances compte un trimestre de couture ?", "Dix.", "Dix séances.", True),
    w.correct("fr-au-024", "wrong.role", "Qui choisit la programmation du ciné-club ?", "C'est Karim Benali qui choisit la programmation.", "Hélène Dufour.", False),
]

RELEVANCY = [
    w.relevant("fr-au-025", "relevant.direct", "C'est quand, la séance de cinéma de la semaine ?", "Tous les jeudis à 20 h 30.", CINE, True),
    w.relevant("fr-au-026", "relevant.direct", "Combien de personnes peuvent suivre le cours de couture en même temps ?", "Six élèves au maximum.", COUTURE, True),
    w.relevant("fr-au-027", "relevant.direct", "Où trouver des cadeaux d'artisans à Saint-Amand en décembre ?", "Sur la place du Marché, où se tient le marché de Noël.", NOEL, True),
    w.relevant("fr-au-028", "relevant.yesno", "Mon fils de 10 ans doit-il payer sa place au ciné-club ?", "Non, c'est gratuit pour les moins de 12 ans.", CINE, True),
    w.relevant("fr-au-029", "offtopic.true", "Quel âge faut-il avoir pour le stage d'optimist ?", "Un stage coûte 165 €, gilet de sauvetage compris.", VOILE, False),
]

DIAGNOSIS = [
    w.diag("fr-au-030", "diag.pass", "Combien coûte un gobelet de vin chaud au marché de Noël ?", "3 € le gobelet.", {"noel-01": NOEL, "cine-01": CINE}, ("noel-01",), "pass"),
    w.diag("fr-au-031", "diag.missed", "Quelle distance les enfants doivent-ils savoir nager pour le stage de voile ?", "Ils doivent savoir nager 50 mètres.", {"couture-01": COUTURE, "noel-01": NOEL}, ("voile-01",), "fix_retrieval"),
    w.diag("fr-au-032", "diag.correct_refusal", "Le marché de Noël de Saint-Amand a-t-il une patinoire ?", "Rien dans les informations disponibles n'indique s'il y a une patinoire.", {"noel-01": NOEL}, (), "correct_refusal"),
    w.diag("fr-au-033", "diag.offtopic", "Quel est le prix du cours de couture ?", "Le groupe compte au maximum six élèves.", {"couture-01": COUTURE}, ("couture-01",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
