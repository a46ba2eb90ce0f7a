"""French cases of set W: a vet practice, a theatre, a campsite and a science museum."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

VET = "Le cabinet vétérinaire des Tilleuls est ouvert du lundi au vendredi de 8 h 30 à 19 h, et le samedi jusqu'à midi. La docteure Claire Mercier s'occupe de la chirurgie, tandis que le docteur Samir Haddad reçoit les NAC comme les lapins et les furets. Une consultation coûte 48 €, et le rappel de vaccin 35 €."
THEATRE = "Le théâtre de la Halle jouera « Les Heures creuses » du 6 au 24 mai 2025. Les représentations du soir commencent à 20 h 30, et une matinée a lieu chaque dimanche à 15 h. La salle compte 520 places, et les retardataires ne sont admis qu'à l'entracte."
CAMP = "Le camping Les Genêts propose 90 emplacements, dont 30 avec électricité. Un emplacement tente coûte 22 € la nuit, et les chiens sont acceptés moyennant 4 € par nuit. Les feux sont interdits partout sauf dans les barbecues collectifs."
MUSEUM = "La Cité des Curieux a accueilli 2,1 millions de visiteurs en 2024, contre 1,8 million l'année précédente. La séance du planétarium dure 30 minutes. L'entrée est gratuite pour les moins de 18 ans, et la réservation est conseillée mais pas obligatoire."

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("fr-w-001", "para.reorder", "Quand joue-t-on « Les Heures creuses » ?", "C'est du 6 au 24 mai 2025 que le théâtre de la Halle jouera « Les Heures creuses ».", THEATRE, True),
    w.faith("fr-w-002", "para.passive", "Qui s'occupe de la chirurgie au cabinet des Tilleuls ?", "La chirurgie est assurée par la docteure Claire Mercier.", VET, True),
    w.faith("fr-w-003", "para.pronoun", "Qui reçoit les lapins au cabinet des Tilleuls ?", "C'est le docteur Samir Haddad : il reçoit les NAC, comme les lapins et les furets.", VET, True),
    w.faith("fr-w-004", "fmt.scale", "Combien de visiteurs la Cité des Curieux a-t-elle accueillis en 2024 ?", "Elle en a accueilli 2 100 000.", MUSEUM, True),
    w.faith("fr-w-005", "fmt.time", "À quelle heure commencent les représentations du soir ?", "Elles commencent à huit heures et demie du soir.", THEATRE, True),
    w.faith("fr-w-006", "fmt.currency", "Combien coûte une consultation au cabinet des Tilleuls ?", "Une consultation coûte 48 euros.", VET, True),
    w.faith("fr-w-007", "para.except", "Où peut-on faire du feu au camping Les Genêts ?", "Uniquement dans les barbecues collectifs ; ailleurs, c'est interdit.", CAMP, True),
    w.faith("fr-w-008", "fmt.share", "Combien d'emplacements du camping ont l'électricité ?", "Un tiers des 90 emplacements ont l'électricité.", CAMP, True),
    w.faith("fr-w-009", "wrap.hedge", "Combien de temps dure la séance du planétarium ?", "Il semble que la séance dure 30 minutes.", MUSEUM, True),
    w.faith("fr-w-010", "wrap.question", "Le samedi, le cabinet ferme à quelle heure ?", "Vous voulez savoir quand le cabinet ferme le samedi ? Il est ouvert jusqu'à midi.", VET, True),
    # one clear error each
    w.faith("fr-w-011", "value.number", "Combien de places compte la salle du théâtre de la Halle ?", "La salle compte 250 places.", THEATRE, False),
    w.faith("fr-w-012", "value.time", "À quelle heure a lieu la matinée du dimanche ?", "Elle a lieu à 17 h.", THEATRE, False),
    w.faith("fr-w-013", "role.swap", "Qui s'occupe de la chirurgie et qui reçoit les NAC ?", "Le docteur Samir Haddad s'occupe de la chirurgie et la docteure Claire Mercier reçoit les NAC.", VET, False),
    w.faith("fr-w-014", "negation", "Les chiens sont-ils acceptés au camping Les Genêts ?", "Non, les chiens ne sont pas acceptés au camping Les Genêts.", CAMP, False),
    w.faith("fr-w-015", "modality", "Faut-il réserver pour visiter la Cité des Curieux ?", "Oui, la réservation est obligatoire.", MUSEUM, False),
    w.faith("fr-w-016", "direction", "Comment la fréquentation de la Cité des Curieux a-t-elle évolué en 2024 ?", "Elle a baissé, passant de 2,1 millions à 1,8 million de visiteurs.", MUSEUM, False),
    w.faith("fr-w-017", "quantifier", "Quand les retardataires peuvent-ils entrer dans la salle ?", "Les retardataires sont admis à tout moment.", THEATRE, False),
    w.faith("fr-w-018", "added.fact", "Combien coûte le rappel de vaccin au cabinet des Tilleuls ?", "Le rappel de vaccin coûte 35 €, et il est remboursé par la plupart des assurances.", VET, False),
    w.faith("fr-w-019", "value.except", "Où les feux sont-ils interdits au camping ?", "Les feux sont interdits partout, y compris dans les barbecues collectifs.", CAMP, False),
]

REFUSAL = [
    w.refusal("fr-w-020", "refusal.short", "Le camping Les Genêts a-t-il une piscine ?", "Je ne sais pas.", CAMP, True),
    w.refusal("fr-w-021", "refusal.long", "Y a-t-il un parking près du théâtre de la Halle ?", "Je suis désolé, mais les informations dont je dispose ne parlent ni de parking ni de stationnement autour du théâtre de la Halle ; je ne peux donc pas vous répondre.", THEATRE, True),
    w.refusal("fr-w-022", "refusal.partial", "Combien coûte un emplacement tente, et les enfants paient-ils ?", "Un emplacement tente coûte 22 € la nuit ; en revanche, rien n'est précisé sur un tarif enfant.", CAMP, False),
]

CORRECTNESS = [
    w.correct("fr-w-023", "correct.wordy", "Combien de temps dure la séance du planétarium ?", "À la Cité des Curieux, la séance du planétarium dure une demi-heure en tout, soit 30 minutes.", "30 minutes.", True),
    w.correct("fr-w-024", "correct.short", "Combien coûte le rappel de vaccin au cabinet des Tilleuls ?", "35 €.", "Le rappel de vaccin coûte 35 €.", True),
    w.correct("fr-w-025", "wrong.role", "Qui reçoit les NAC au cabinet des Tilleuls ?", "La docteure Claire Mercier.", "Le docteur Samir Haddad.", False),
]

RELEVANCY = [
    w.relevant("fr-w-026", "relevant.direct", "Quel est le tarif d'entrée à la Cité des Curieux pour un adolescent de 15 ans ?", "Pour lui, c'est gratuit.", MUSEUM, True),
    w.relevant("fr-w-027", "relevant.yesno", "Le cabinet des Tilleuls est-il ouvert le samedi ?", "Oui, le matin.", VET, True),
    w.relevant("fr-w-028", "offtopic.true", "À quelle heure commencent les représentations du soir ?", "La salle compte 520 places.", THEATRE, False),
]

DIAGNOSIS = [
    w.diag("fr-w-029", "diag.pass", "Combien coûte une nuit en emplacement tente aux Genêts ?", "Un emplacement tente coûte 22 € la nuit.", {"camping": CAMP, "musee": MUSEUM}, ("camping",), "pass"),
    w.diag("fr-w-030", "diag.missed", "Jusqu'à quand se joue « Les Heures creuses » ?", "La pièce se joue jusqu'au 24 juin.", {"veto": VET, "camping": CAMP}, ("theatre",), "fix_retrieval"),
    w.diag("fr-w-031", "diag.correct_refusal", "Le cabinet des Tilleuls fait-il des visites à domicile ?", "Les informations fournies ne disent pas si le cabinet se déplace à domicile.", {"veto": VET}, (), "correct_refusal"),
    w.diag("fr-w-032", "diag.unfaithful", "Combien de places compte la salle du théâtre de la Halle ?", "La salle compte 800 places.", {"theatre": THEATRE}, ("theatre",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
