"""French cases of set BC. Scenarios: a public observatory's observing evenings, a clothing
alterations workshop and an ID photo booth at a town hall."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

OBSERVATOIRE = (
    "L'observatoire de la Crête-aux-Loups organise des soirées d'observation chaque premier samedi du mois à 21 h. "
    "L'entrée coûte 6 € pour les adultes et elle est gratuite pour les moins de 12 ans. "
    "La soirée est annulée en cas de ciel couvert, et la réservation est obligatoire car le nombre de places est limité à 35. "
    "Les visites sont animées par l'astronome Claire Duval."
)
RETOUCHES = (
    "L'atelier de retouches Fil d'Or, rue des Tanneurs, fait les ourlets de pantalon pour 11 €. "
    "Les retouches sont prêtes en une semaine ; le service express, en 48 heures, coûte 7 € de plus. "
    "L'atelier est ouvert du mardi au samedi, de 9 h 30 à 18 h 30. "
    "Madame Benali prend les mesures et son fils Karim s'occupe de la couture."
)
CABINE = (
    "La cabine photo d'identité de la mairie de Villeneuve délivre une planche de quatre photos pour 7 €. "
    "Elle accepte la carte bancaire et les pièces, mais pas les billets. "
    "Les photos sont conformes aux normes des passeports français, et l'impression prend environ deux minutes."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # every claim supported
    w.faith("fr-bc-001", "para.reorder", "Quand ont lieu les soirées d'observation ?", "C'est à 21 h, chaque premier samedi du mois, qu'ont lieu les soirées d'observation.", OBSERVATOIRE, True),
    w.faith("fr-bc-002", "fmt.time", "À quelle heure commence la soirée ?", "Elle commence à neuf heures du soir.", OBSERVATOIRE, True),
    w.faith("fr-bc-003", "para.passive", "Qui anime les visites ?", "L'astronome Claire Duval anime les visites.", OBSERVATOIRE, True),
    w.faith("fr-bc-004", "fmt.period", "Combien de temps faut-il pour une retouche ?", "Comptez sept jours pour une retouche.", RETOUCHES, True),
    w.faith("fr-bc-005", "para.pronoun", "Qui prend les mesures et qui fait la couture ?", "Madame Benali les prend, et c'est son fils Karim qui s'occupe de la couture.", RETOUCHES, True),
    w.faith("fr-bc-006", "fmt.currency", "Combien coûte un ourlet de pantalon ?", "Un ourlet de pantalon revient à 11 euros.", RETOUCHES, True),
    w.faith("fr-bc-007", "wrap.closer", "Peut-on payer en espèces à la cabine ?", "Avec des pièces oui, mais pas avec des billets. Bonne séance photo !", CABINE, True),
    w.faith("fr-bc-008", "fmt.number", "Combien de photos y a-t-il sur une planche ?", "Une planche compte 4 photos.", CABINE, True),
    w.faith("fr-bc-009", "para.except", "Quels jours l'atelier est-il ouvert ?", "Tous les jours sauf le dimanche et le lundi.", RETOUCHES, True),
    # one clear error
    w.faith("fr-bc-010", "value.currency", "Combien coûte l'entrée pour un adulte ?", "L'entrée adulte coûte 9 €.", OBSERVATOIRE, False),
    w.faith("fr-bc-011", "value.number", "En combien de temps le service express est-il fait ?", "Le service express est fait en 24 heures.", RETOUCHES, False),
    w.faith("fr-bc-012", "role.swap", "Qui fait quoi à l'atelier ?", "Karim prend les mesures et sa mère, Madame Benali, s'occupe de la couture.", RETOUCHES, False),
    w.faith("fr-bc-013", "negation", "La cabine accepte-t-elle la carte bancaire ?", "Non, la cabine n'accepte pas la carte bancaire.", CABINE, False),
    w.faith("fr-bc-014", "antonym", "Combien paient les moins de 12 ans ?", "L'entrée est payante pour les moins de 12 ans.", OBSERVATOIRE, False),
    w.faith("fr-bc-015", "modality", "Faut-il réserver pour une soirée ?", "La réservation est simplement conseillée.", OBSERVATOIRE, False),
    w.faith("fr-bc-016", "value.except", "Quand l'atelier est-il ouvert ?", "Tous les jours sauf le dimanche.", RETOUCHES, False),
    w.faith("fr-bc-017", "added.fact", "Combien de temps prend l'impression ?", "L'impression prend environ deux minutes, et une copie numérique est envoyée par e-mail.", CABINE, False),
    w.faith("fr-bc-018", "direction", "Combien coûte le service express ?", "Le service express coûte 7 € de moins que le tarif normal.", RETOUCHES, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-bc-019", "refusal.short", "L'observatoire a-t-il un parking ?", "Je ne sais pas.", OBSERVATOIRE, True),
    w.refusal("fr-bc-020", "refusal.long", "La cabine fait-elle des photos pour un visa américain ?", "Je suis désolé, mais les informations dont je dispose ne précisent pas si la cabine produit des photos aux normes des visas américains ; elles ne parlent que des passeports français.", CABINE, True),
    w.refusal("fr-bc-021", "refusal.hedged", "Combien coûte un ourlet chez Fil d'Or ?", "Je n'en suis pas entièrement sûr, mais il semble qu'un ourlet de pantalon coûte 11 €.", RETOUCHES, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-bc-022", "correct.wordy", "À quelle heure commencent les soirées d'observation ?", "Les soirées d'observation de la Crête-aux-Loups débutent à 21 heures, le premier samedi de chaque mois.", "À 21 h.", True),
    w.correct("fr-bc-023", "correct.wordy", "Qui prend les mesures chez Fil d'Or ?", "Chez Fil d'Or, c'est Madame Benali en personne qui se charge de prendre vos mesures.", "Madame Benali.", True),
    w.correct("fr-bc-024", "correct.format", "Combien coûte la planche de photos ?", "7 €", "7 euros.", True),
    w.correct("fr-bc-025", "wrong.value", "Combien de places y a-t-il pour une soirée ?", "Il y a 50 places.", "35 places.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-bc-026", "relevant.direct", "Comment régler à la cabine photo ?", "Par carte bancaire ou avec des pièces.", CABINE, True),
    w.relevant("fr-bc-027", "relevant.direct", "Combien de personnes peuvent assister à une soirée ?", "35 au maximum.", OBSERVATOIRE, True),
    w.relevant("fr-bc-028", "relevant.direct", "Qui coud les vêtements à l'atelier ?", "Karim, le fils de Madame Benali.", RETOUCHES, True),
    w.relevant("fr-bc-029", "relevant.yesno", "Mon fils de 8 ans doit-il payer l'entrée ?", "Non, c'est gratuit pour les moins de 12 ans.", OBSERVATOIRE, True),
    w.relevant("fr-bc-030", "offtopic.true", "Combien coûte le service express ?", "L'atelier se trouve rue des Tanneurs.", RETOUCHES, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-bc-031", "diag.pass", "Combien coûte la planche de photos ?", "La planche de quatre photos coûte 7 €.",
           {"cabine-prix": "La cabine photo d'identité de la mairie de Villeneuve délivre une planche de quatre photos pour 7 €.",
            "cabine-paiement": "Elle accepte la carte bancaire et les pièces, mais pas les billets."},
           ("cabine-prix",), "pass"),
    w.diag("fr-bc-032", "diag.missed", "Qui anime les soirées d'observation ?", "Les soirées sont animées par un guide bénévole de la mairie.",
           {"obs-tarifs": "L'entrée coûte 6 € pour les adultes et elle est gratuite pour les moins de 12 ans.",
            "obs-meteo": "La soirée est annulée en cas de ciel couvert."},
           ("obs-animation",), "fix_retrieval"),
    w.diag("fr-bc-033", "diag.correct_refusal", "L'atelier fait-il des retouches sur le cuir ?", "Les documents ne disent pas si l'atelier travaille le cuir.",
           {"fil-tarifs": "L'atelier de retouches Fil d'Or fait les ourlets de pantalon pour 11 €.",
            "fil-horaires": "L'atelier est ouvert du mardi au samedi, de 9 h 30 à 18 h 30."},
           (), "correct_refusal"),
    w.diag("fr-bc-034", "diag.offtopic", "Quand l'atelier est-il ouvert ?", "Les ourlets de pantalon coûtent 11 €.",
           {"fil-horaires": "L'atelier est ouvert du mardi au samedi, de 9 h 30 à 18 h 30.",
            "fil-tarifs": "L'atelier de retouches Fil d'Or fait les ourlets de pantalon pour 11 €."},
           ("fil-horaires",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
