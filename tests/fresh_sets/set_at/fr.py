"""French cases of set AT: a karaoke bar, a plant clinic at a garden centre and a municipal
ice rink."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

KARAOKE = (
    "Le bar karaoké Le Micro d'Or, rue des Tanneurs, ouvre du mercredi au dimanche de 20 h à 2 h. "
    "Les salons privés accueillent jusqu'à huit personnes et coûtent 25 € de l'heure. "
    "Le jeudi, l'animatrice Chloé Martin organise un concours de duos dont le prix est une bouteille de champagne."
)
PLANTES = (
    "La clinique des plantes de la jardinerie Verte Vallée a lieu le premier samedi de chaque mois, de 10 h à 12 h. "
    "Le botaniste Hugo Lefèvre y examine gratuitement les plantes malades. "
    "Chaque visiteur peut apporter au maximum deux plantes, et une analyse de terre coûte 6 €."
)
PATINOIRE = (
    "La patinoire municipale de Saint-Aubin est ouverte tous les jours sauf le lundi, de 14 h à 19 h. "
    "L'entrée coûte 5,50 € pour les adultes et 3 € pour les moins de 12 ans, location de patins comprise. "
    "Le port du casque est obligatoire pour les enfants de moins de 8 ans."
)

MICRO_SALONS = (
    "Les salons privés du Micro d'Or accueillent jusqu'à huit personnes et coûtent 25 € de l'heure."
)
MICRO_HORAIRES = "Le Micro d'Or ouvre du mercredi au dimanche de 20 h à 2 h."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("fr-at-001", "para.reorder", "Quels jours et à quelle heure ouvre Le Micro d'Or ?", "De 20 h à 2 h, du mercredi au dimanche.", KARAOKE, True),
    w.faith("fr-at-002", "para.synonym", "Qui examine les plantes malades ?", "C'est le botaniste Hugo Lefèvre qui les ausculte, sans frais.", PLANTES, True),
    w.faith("fr-at-003", "para.except", "Quels jours la patinoire est-elle ouverte ?", "Elle est ouverte du mardi au dimanche.", PATINOIRE, True),
    w.faith("fr-at-004", "fmt.time", "À quelle heure se termine la clinique des plantes ?", "Elle se termine à midi.", PLANTES, True),
    w.faith("fr-at-005", "fmt.currency", "Combien coûte un salon privé ?", "Un salon privé coûte 25 euros par heure.", KARAOKE, True),
    w.faith("fr-at-006", "para.passive", "Qui organise le concours de duos ?", "Le concours de duos du jeudi est organisé par l'animatrice Chloé Martin.", KARAOKE, True),
    w.faith("fr-at-007", "wrap.question", "Combien de plantes puis-je apporter ?", "Combien de plantes ? Deux au maximum par visiteur.", PLANTES, True),
    w.faith("fr-at-008", "fmt.range", "Quels sont les horaires de la patinoire ?", "La patinoire est ouverte 14 h-19 h, tous les jours sauf le lundi.", PATINOIRE, True),
    w.faith("fr-at-009", "wrap.attribution", "Les patins sont-ils compris dans le prix ?", "D'après les informations de la patinoire, la location de patins est comprise dans le prix d'entrée.", PATINOIRE, True),
    w.faith("fr-at-010", "value.number", "Combien de personnes tiennent dans un salon privé ?", "Les salons privés accueillent jusqu'à douze personnes.", KARAOKE, False),
    w.faith("fr-at-011", "value.time", "À quelle heure ouvre Le Micro d'Or ?", "Le bar ouvre à 18 h, du mercredi au dimanche.", KARAOKE, False),
    w.faith("fr-at-012", "negation", "La location de patins est-elle comprise ?", "Non, la location de patins n'est pas comprise dans le prix d'entrée.", PATINOIRE, False),
    w.faith("fr-at-013", "antonym", "Quand a lieu la clinique des plantes ?", "Elle a lieu le dernier samedi de chaque mois, de 10 h à 12 h.", PLANTES, False),
    w.faith("fr-at-014", "quantifier", "Qui doit porter un casque à la patinoire ?", "Le port du casque est obligatoire pour tous les patineurs.", PATINOIRE, False),
    w.faith("fr-at-015", "value.except", "Quel jour la patinoire est-elle fermée ?", "Elle est ouverte tous les jours sauf le mardi.", PATINOIRE, False),
    w.faith("fr-at-016", "added.fact", "Qu'est-ce qu'on gagne au concours de duos ?", "Le gagnant remporte une bouteille de champagne et une heure de salon privé offerte.", KARAOKE, False),
    w.faith("fr-at-017", "modality", "Combien de plantes faut-il apporter ?", "Chaque visiteur doit apporter deux plantes.", PLANTES, False),
    w.faith("fr-at-018", "role.swap", "Combien coûte l'entrée à la patinoire ?", "L'entrée coûte 3 € pour les adultes et 5,50 € pour les moins de 12 ans.", PATINOIRE, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-at-019", "refusal.plain", "Peut-on réserver un salon en ligne ?", "Je ne sais pas, désolé.", KARAOKE, True),
    w.refusal("fr-at-020", "refusal.context", "La patinoire propose-t-elle des cours de patinage ?", "Les informations fournies ne parlent pas de cours de patinage.", PATINOIRE, True),
    w.refusal("fr-at-021", "refusal.hedged", "Combien coûte une analyse de terre ?", "Je ne suis pas tout à fait sûr, mais il semble qu'une analyse de terre coûte 6 €.", PLANTES, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-at-022", "correct.wordy", "Combien coûte l'entrée pour un adulte ?", "Pour un adulte, l'entrée à la patinoire de Saint-Aubin revient à 5,50 €, et la location des patins est déjà incluse.", "5,50 €.", True),
    w.correct("fr-at-023", "correct.wordy", "Qui tient la clinique des plantes ?", "Les plantes malades que vous apportez sont examinées par Hugo Lefèvre, le botaniste de la clinique.", "Le botaniste Hugo Lefèvre.", True),
    w.correct("fr-at-024", "correct.format", "Combien de personnes peut accueillir un salon privé ?", "8 au maximum.", "Jusqu'à huit personnes.", True),
    w.correct("fr-at-025", "wrong.value", "Jusqu'à quel âge le casque est-il obligatoire ?", "Pour les enfants de moins de 10 ans.", "Pour les enfants de moins de 8 ans.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-at-026", "relevant.direct", "Où se trouve Le Micro d'Or ?", "Rue des Tanneurs.", KARAOKE, True),
    w.relevant("fr-at-027", "relevant.direct", "Quand puis-je faire examiner mon ficus ?", "Le premier samedi du mois, entre 10 h et 12 h.", PLANTES, True),
    w.relevant("fr-at-028", "relevant.direct", "Quel est le tarif pour mon fils de 9 ans ?", "3 €, patins compris.", PATINOIRE, True),
    w.relevant("fr-at-029", "relevant.yesno", "Le bar est-il ouvert le mardi ?", "Non, il n'ouvre que du mercredi au dimanche.", KARAOKE, True),
    w.relevant("fr-at-030", "offtopic.true", "Combien de plantes puis-je apporter ?", "Une analyse de terre coûte 6 €.", PLANTES, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-at-031", "diag.pass", "Quel est le prix d'un salon privé ?", "25 € de l'heure.", {"micro-salons": MICRO_SALONS, "micro-horaires": MICRO_HORAIRES}, ("micro-salons",), "pass"),
    w.diag("fr-at-032", "diag.missed", "Qui anime le concours de duos du jeudi ?", "Je ne trouve pas qui anime le concours de duos.", {"micro-salons": MICRO_SALONS, "micro-horaires": MICRO_HORAIRES}, ("micro-concours",), "fix_retrieval"),
    w.diag("fr-at-033", "diag.correct_refusal", "Le Micro d'Or sert-il à manger ?", "Les documents ne disent pas si le bar sert à manger.", {"micro-salons": MICRO_SALONS, "micro-horaires": MICRO_HORAIRES}, (), "correct_refusal"),
    w.diag("fr-at-034", "diag.refused", "À quelle heure ferme Le Micro d'Or ?", "Je suis désolé, je n'ai pas cette information.", {"micro-horaires": MICRO_HORAIRES, "micro-salons": MICRO_SALONS}, ("micro-horaires",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
