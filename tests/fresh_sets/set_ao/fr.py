"""French cases of set AO: a sailing school, a bookbinding workshop and an open-air cinema."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

VOILE = (
    "L'école de voile du Port-Blanc propose des stages d'une semaine pour les 8 à 14 ans, du lundi au vendredi de 9 h à 12 h. "
    "Le stage coûte 210 euros, gilet de sauvetage compris. "
    "Chaque bateau accueille au maximum trois enfants, et le moniteur principal s'appelle Yann Le Goff."
)
RELIURE = (
    "L'atelier de reliure de la rue des Tanneurs organise un cours le 22 novembre, de 14 h à 18 h. "
    "Les participants repartent avec un carnet cousu main. "
    "Le tarif est de 65 euros, et le cours est animé par Claire Duval, assistée de son apprenti Hugo."
)
CINE = (
    "Le cinéma en plein air du parc des Tilleuls projette un film chaque samedi de juillet, à partir de 21 h 30. "
    "L'entrée est gratuite, mais les chaises longues se louent 4 euros. "
    "En cas de pluie, la séance est reportée au dimanche."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-ao-001", "para.reorder", "Quels sont les horaires des stages de voile ?", "De 9 h à 12 h, du lundi au vendredi : voilà les horaires des stages.", VOILE, True),
    w.faith("fr-ao-002", "para.nominal", "Que se passe-t-il en cas de pluie ?", "En cas de pluie, il y a un report de la séance au dimanche.", CINE, True),
    w.faith("fr-ao-003", "para.relative", "Qui anime le cours de reliure ?", "Le cours est animé par Claire Duval, que son apprenti Hugo assiste.", RELIURE, True),
    w.faith("fr-ao-004", "fmt.time", "À quelle heure commencent les projections ?", "Les films sont projetés à partir de 21:30.", CINE, True),
    w.faith("fr-ao-005", "fmt.date", "Quand a lieu le cours de reliure ?", "Le cours a lieu le 22/11, de 14 h à 18 h.", RELIURE, True),
    w.faith("fr-ao-006", "fmt.currency", "Combien coûte le stage de voile ?", "Le stage coûte 210 €, gilet de sauvetage compris.", VOILE, True),
    w.faith("fr-ao-007", "fmt.period", "Combien de temps dure le cours de reliure ?", "Le cours dure quatre heures.", RELIURE, True),
    w.faith("fr-ao-008", "wrap.hedge", "Combien coûte la location d'une chaise longue ?", "Si je comprends bien, une chaise longue se loue 4 euros.", CINE, True),
    w.faith("fr-ao-009", "wrap.question", "Faut-il payer pour entrer au cinéma en plein air ?", "Faut-il payer l'entrée ? Non, elle est gratuite.", CINE, True),
    w.faith("fr-ao-010", "value.number", "Combien de temps dure un stage de voile ?", "L'école propose des stages de deux semaines.", VOILE, False),
    w.faith("fr-ao-011", "value.date", "Quand a lieu le cours de reliure ?", "Le cours de reliure a lieu le 12 novembre.", RELIURE, False),
    w.faith("fr-ao-012", "value.time", "À quelle heure commencent les films ?", "Les films commencent à 22 h 30.", CINE, False),
    w.faith("fr-ao-013", "value.currency", "Combien coûte le cours de reliure ?", "Le tarif du cours est de 56 euros.", RELIURE, False),
    w.faith("fr-ao-014", "antonym", "L'entrée du cinéma est-elle gratuite ?", "L'entrée est payante, et les chaises longues se louent 4 euros.", CINE, False),
    w.faith("fr-ao-015", "negation", "Le gilet de sauvetage est-il compris dans le prix ?", "Le gilet de sauvetage n'est pas compris dans le prix du stage.", VOILE, False),
    w.faith("fr-ao-016", "role.swap", "Qui anime le cours de reliure ?", "Le cours est animé par Hugo, avec Claire Duval comme assistante.", RELIURE, False),
    w.faith("fr-ao-017", "quantifier", "Combien d'enfants peut-il y avoir par bateau ?", "Chaque bateau accueille au moins trois enfants.", VOILE, False),
    w.faith("fr-ao-018", "added.fact", "Avec quoi repartent les participants ?", "Les participants repartent avec un carnet cousu main et un stylo plume.", RELIURE, False),
]

REFUSAL = [
    w.refusal("fr-ao-019", "refusal.short", "Le déjeuner est-il inclus dans le stage de voile ?", "Je ne sais pas.", VOILE, True),
    w.refusal("fr-ao-020", "refusal.context", "Y a-t-il un parking au parc des Tilleuls ?", "Le contexte fourni ne mentionne pas de parking au parc des Tilleuls.", CINE, True),
    w.refusal("fr-ao-021", "refusal.partial", "Combien coûte le cours de reliure, et faut-il apporter son matériel ?", "Le cours coûte 65 euros ; en revanche, le texte ne précise pas s'il faut apporter son matériel.", RELIURE, False),
]

CORRECTNESS = [
    w.correct("fr-ao-022", "correct.wordy", "À quel âge peut-on faire un stage de voile au Port-Blanc ?", "Les stages de l'école de voile du Port-Blanc s'adressent aux enfants âgés de 8 à 14 ans.", "De 8 à 14 ans.", True),
    w.correct("fr-ao-023", "correct.wordy", "Que se passe-t-il s'il pleut un soir de projection ?", "S'il pleut le samedi, la projection n'est pas annulée : elle est simplement décalée au lendemain, le dimanche.", "La séance est reportée au dimanche.", True),
    w.correct("fr-ao-024", "correct.short", "Combien coûte le cours de reliure ?", "65 €.", "Le cours de reliure coûte 65 euros.", True),
    w.correct("fr-ao-025", "wrong.value", "À quelle heure commencent les films ?", "Les films commencent à 20 h 30.", "À 21 h 30.", False),
]

RELEVANCY = [
    w.relevant("fr-ao-026", "relevant.direct", "Qui encadre les enfants sur l'eau ?", "Le moniteur principal, Yann Le Goff.", VOILE, True),
    w.relevant("fr-ao-027", "relevant.direct", "Je voudrais un transat pour la séance, ça me reviendra à combien ?", "Comptez 4 euros.", CINE, True),
    w.relevant("fr-ao-028", "relevant.direct", "Quel jour se tient l'atelier de reliure ?", "Le 22 novembre, l'après-midi.", RELIURE, True),
    w.relevant("fr-ao-029", "relevant.yesno", "Mon fils doit-il apporter son propre gilet ?", "Non, le gilet de sauvetage est compris dans le prix du stage.", VOILE, True),
    w.relevant("fr-ao-030", "offtopic.true", "À quelle heure finit le cours de reliure ?", "Les participants repartent avec un carnet cousu main.", RELIURE, False),
]

DIAGNOSIS = [
    w.diag("fr-ao-031", "diag.pass", "Combien coûte une chaise longue au cinéma en plein air ?", "Une chaise longue se loue 4 euros.", {"cine": CINE, "voile": VOILE}, ("cine",), "pass"),
    w.diag("fr-ao-032", "diag.missed", "Comment s'appelle le moniteur principal de l'école de voile ?", "Je ne trouve pas le nom du moniteur dans les documents.", {"reliure": RELIURE, "cine": CINE}, ("voile",), "fix_retrieval"),
    w.diag("fr-ao-033", "diag.correct_refusal", "Le cinéma en plein air a-t-il une buvette ?", "Les documents ne disent rien d'une buvette.", {"cine": CINE}, (), "correct_refusal"),
    w.diag("fr-ao-034", "diag.unfaithful", "À quelle heure se termine le stage de voile ?", "Le stage se termine à 13 h.", {"voile": VOILE}, ("voile",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
