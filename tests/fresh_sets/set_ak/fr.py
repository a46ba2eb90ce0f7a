"""French cases of set AK: a sailing school, a bread-making workshop, a neighbourhood flea market
and a riding centre."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

VOILE = (
    "L'école de voile des Mouettes propose des stages d'une semaine en juillet et en août. "
    "Un stage de cinq demi-journées coûte 195 €, matériel compris. "
    "Les enfants doivent avoir au moins 8 ans et savoir nager 25 mètres. "
    "Le moniteur Yann Le Goff encadre les débutants, et Claire Morvan les confirmés."
)
PAIN = (
    "L'atelier pain de la boulangerie Dufour a lieu le mercredi à 18 h et dure deux heures et demie. "
    "Chaque participant repart avec deux baguettes et une fougasse. "
    "Le groupe est limité à huit personnes, et l'inscription coûte 45 €."
)
BROCANTE = (
    "Le vide-grenier du quartier Saint-Roch se tient le dimanche 21 septembre, de 7 h à 17 h. "
    "Un emplacement de 3 mètres coûte 12 €, et les exposants doivent s'inscrire avant le 10 septembre. "
    "La buvette est tenue par l'association des parents d'élèves."
)
CHEVAL = (
    "Le centre équestre du Val Fleuri compte 22 poneys et 9 chevaux. "
    "Une leçon collective d'une heure coûte 28 €, et la bombe est obligatoire pour tous les cavaliers. "
    "Le centre est fermé le lundi."
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("fr-ak-001", "para.passive", "Qui encadre les débutants ?", "Les débutants sont encadrés par le moniteur Yann Le Goff.", VOILE, True),
    w.faith("fr-ak-002", "para.reorder", "Quand a lieu l'atelier pain et combien de temps dure-t-il ?", "Il dure deux heures et demie et a lieu le mercredi à 18 h.", PAIN, True),
    w.faith("fr-ak-003", "para.synonym", "Le matériel est-il inclus dans le prix du stage ?", "Oui, le matériel est inclus dans les 195 € du stage.", VOILE, True),
    w.faith("fr-ak-004", "fmt.period", "Combien de temps dure l'atelier pain ?", "L'atelier dure 2 h 30.", PAIN, True),
    w.faith("fr-ak-005", "fmt.date", "Quand a lieu le vide-grenier ?", "Le dimanche 21/09, de 7 h à 17 h.", BROCANTE, True),
    w.faith("fr-ak-006", "fmt.currency", "Combien coûte une leçon collective au Val Fleuri ?", "Une leçon collective d'une heure revient à vingt-huit euros.", CHEVAL, True),
    w.faith("fr-ak-007", "wrap.closer", "Combien de personnes peuvent participer à l'atelier pain ?", "Le groupe est limité à huit personnes. Bonne journée !", PAIN, True),
    w.faith("fr-ak-008", "wrap.question", "Qu'est-ce qu'on emporte après l'atelier pain ?", "Ce qu'on emporte ? Deux baguettes et une fougasse par participant.", PAIN, True),
    # single clear errors
    w.faith("fr-ak-009", "value.number", "Combien de poneys compte le centre équestre ?", "Le centre compte 12 poneys.", CHEVAL, False),
    w.faith("fr-ak-010", "value.date", "Avant quelle date faut-il s'inscrire au vide-grenier ?", "Il faut s'inscrire avant le 15 septembre.", BROCANTE, False),
    w.faith("fr-ak-011", "value.currency", "Combien coûte l'inscription à l'atelier pain ?", "L'inscription coûte 54 €.", PAIN, False),
    w.faith("fr-ak-012", "role.swap", "Qui encadre les confirmés ?", "Yann Le Goff encadre les confirmés, et Claire Morvan les débutants.", VOILE, False),
    w.faith("fr-ak-013", "negation", "La bombe est-elle obligatoire au Val Fleuri ?", "Non, la bombe n'est pas obligatoire.", CHEVAL, False),
    w.faith("fr-ak-014", "quantifier", "Que rapportent les participants de l'atelier pain ?", "Seuls quelques participants repartent avec deux baguettes et une fougasse.", PAIN, False),
    w.faith("fr-ak-015", "antonym", "Quel âge faut-il avoir pour le stage de voile ?", "Le stage est réservé aux enfants de moins de 8 ans.", VOILE, False),
    w.faith("fr-ak-016", "added.fact", "Quand se tient le vide-grenier ?", "Le dimanche 21 septembre, de 7 h à 17 h, avec une tombola à midi.", BROCANTE, False),
]

REFUSAL = [
    w.refusal("fr-ak-017", "refusal.short", "Le centre équestre organise-t-il des anniversaires ?", "Je ne sais pas.", CHEVAL, True),
    w.refusal("fr-ak-018", "refusal.long", "Y a-t-il un parking près du vide-grenier ?", "Je suis désolé, mais les informations dont je dispose parlent seulement de la date, des emplacements et de la buvette ; rien n'y est dit sur le stationnement, je ne peux donc pas vous répondre.", BROCANTE, True),
    w.refusal("fr-ak-019", "refusal.hedged", "Combien coûte un stage de voile ?", "Si je lis bien, un stage de cinq demi-journées coûte 195 €, matériel compris.", VOILE, False),
]

CORRECTNESS = [
    w.correct("fr-ak-020", "correct.wordy", "Quel jour a lieu l'atelier pain ?", "L'atelier de la boulangerie Dufour se déroule le mercredi, en fin de journée, à partir de 18 heures.", "Le mercredi.", True),
    w.correct("fr-ak-021", "correct.wordy", "Combien coûte un emplacement au vide-grenier ?", "Pour réserver un emplacement de trois mètres, les exposants devront débourser douze euros.", "12 €.", True),
    w.correct("fr-ak-022", "correct.format", "Jusqu'à quelle heure dure le vide-grenier ?", "Jusqu'à cinq heures de l'après-midi.", "Jusqu'à 17 h.", True),
    w.correct("fr-ak-023", "wrong.value", "Combien de chevaux compte le centre équestre ?", "Le centre compte 19 chevaux.", "9 chevaux.", False),
]

RELEVANCY = [
    w.relevant("fr-ak-024", "relevant.direct", "Il faut prévoir quel budget pour une heure de cours en groupe à cheval ?", "28 €.", CHEVAL, True),
    w.relevant("fr-ak-025", "relevant.direct", "À quelle période peut-on faire un stage aux Mouettes ?", "En juillet et en août.", VOILE, True),
    w.relevant("fr-ak-026", "relevant.direct", "Qui s'occupe des rafraîchissements au vide-grenier ?", "L'association des parents d'élèves.", BROCANTE, True),
    w.relevant("fr-ak-027", "relevant.yesno", "Peut-on monter à cheval le lundi au Val Fleuri ?", "Non, le centre est fermé ce jour-là.", CHEVAL, True),
    w.relevant("fr-ak-028", "offtopic.true", "À quelle heure commence l'atelier pain ?", "Le groupe est limité à huit personnes.", PAIN, False),
]

DIAGNOSIS = [
    w.diag("fr-ak-029", "diag.pass", "Quel âge minimum faut-il pour le stage de voile ?", "Les enfants doivent avoir au moins 8 ans.", {"voile-1": VOILE, "pain-1": PAIN}, ("voile-1",), "pass"),
    w.diag("fr-ak-030", "diag.missed", "Combien coûte une leçon d'équitation au Val Fleuri ?", "Les documents fournis ne mentionnent pas le prix d'une leçon d'équitation.", {"voile-1": VOILE, "brocante-1": BROCANTE}, ("cheval-1",), "fix_retrieval"),
    w.diag("fr-ak-031", "diag.correct_refusal", "L'atelier pain de la boulangerie Dufour est-il ouvert aux enfants ?", "Les informations ne disent pas si l'atelier est ouvert aux enfants.", {"pain-1": PAIN}, (), "correct_refusal"),
    w.diag("fr-ak-032", "diag.unfaithful", "Combien de temps dure l'atelier pain ?", "L'atelier dure une heure et demie.", {"pain-1": PAIN}, ("pain-1",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
