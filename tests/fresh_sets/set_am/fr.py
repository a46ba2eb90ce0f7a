"""French cases of set AM. Scenarios: a toy and board-game library, a lakeside sailing school
and a bookbinding workshop."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

LUDO = (
    "La ludothèque Les Dés Joyeux prête jusqu'à trois jeux par famille pour deux semaines. "
    "L'adhésion annuelle coûte 15 euros. "
    "Elle est ouverte le mercredi de 10 h à 18 h et le samedi de 14 h à 17 h. "
    "Les jeux rendus avec des pièces manquantes sont facturés 5 euros."
)
VOILE = (
    "L'école de voile du lac de Sérigny propose des stages d'une semaine du 7 juillet au 22 août. "
    "Les stages accueillent les enfants à partir de 8 ans, et le port du gilet est obligatoire sur l'eau. "
    "Un stage coûte 210 euros, et le moniteur principal est Yann Le Goff."
)
RELIURE = (
    "L'atelier de reliure de Mme Aubert accueille au maximum six élèves par séance, le jeudi soir, pendant trois heures. "
    "Mme Aubert enseigne, et son apprenti Théo prépare les colles. "
    "Le papier et le fil sont fournis, mais chaque élève apporte sa propre règle métallique."
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("fr-am-001", "para.reorder", "Combien de jeux peut-on emprunter, et pour combien de temps ?", "Pour deux semaines, chaque famille peut emprunter jusqu'à trois jeux.", LUDO, True),
    w.faith("fr-am-002", "fmt.time", "Quand la ludothèque est-elle ouverte le samedi ?", "Le samedi, de deux heures à cinq heures de l'après-midi.", LUDO, True),
    w.faith("fr-am-003", "fmt.number", "Combien d'élèves l'atelier accueille-t-il par séance ?", "6 élèves au maximum.", RELIURE, True),
    w.faith("fr-am-004", "para.passive", "Qui prépare les colles ?", "Les colles sont préparées par Théo, l'apprenti de Mme Aubert.", RELIURE, True),
    w.faith("fr-am-005", "fmt.date", "Quand ont lieu les stages ?", "Du 07/07 au 22/08.", VOILE, True),
    w.faith("fr-am-006", "para.relative", "Combien coûte un stage ?", "Un stage, qui dure une semaine, coûte 210 euros.", VOILE, True),
    w.faith("fr-am-007", "wrap.hedge", "Combien coûte l'adhésion ?", "Il me semble que l'adhésion annuelle est de 15 euros.", LUDO, True),
    w.faith("fr-am-008", "para.synonym", "Que se passe-t-il si un jeu revient incomplet ?", "Un jeu rendu incomplet est facturé 5 euros.", LUDO, True),
    # one clear error each
    w.faith("fr-am-009", "value.number", "À partir de quel âge peut-on faire un stage ?", "Les stages accueillent les enfants à partir de 10 ans.", VOILE, False),
    w.faith("fr-am-010", "value.date", "Jusqu'à quand durent les stages ?", "Les stages ont lieu jusqu'au 31 août.", VOILE, False),
    w.faith("fr-am-011", "role.swap", "Qui enseigne à l'atelier ?", "Théo enseigne, et Mme Aubert prépare les colles.", RELIURE, False),
    w.faith("fr-am-012", "negation", "Le gilet est-il obligatoire ?", "Le port du gilet n'est pas obligatoire sur l'eau.", VOILE, False),
    w.faith("fr-am-013", "antonym", "Quand ont lieu les séances de reliure ?", "Les séances ont lieu le jeudi matin.", RELIURE, False),
    w.faith("fr-am-014", "quantifier", "Faut-il apporter du matériel ?", "Tout le matériel est fourni par l'atelier.", RELIURE, False),
    w.faith("fr-am-015", "value.time", "Quels sont les horaires du mercredi ?", "Le mercredi, la ludothèque est ouverte de 10 h à 19 h.", LUDO, False),
    w.faith("fr-am-016", "added.fact", "Combien coûte un stage de voile ?", "Un stage coûte 210 euros, repas de midi compris.", VOILE, False),
]

REFUSAL = [
    w.refusal("fr-am-017", "refusal.context", "La ludothèque organise-t-elle des soirées jeux ?", "Le texte fourni ne parle pas de soirées jeux, je ne peux donc pas répondre.", LUDO, True),
    w.refusal("fr-am-018", "refusal.short", "Combien coûte une séance de reliure ?", "Ce n'est pas précisé.", RELIURE, True),
    w.refusal("fr-am-019", "refusal.hedged", "À partir de quel âge peut-on faire un stage de voile ?", "Je n'en suis pas certain, mais il semble que les stages accueillent les enfants dès 8 ans.", VOILE, False),
]

CORRECTNESS = [
    w.correct("fr-am-020", "correct.wordy", "Combien de temps peut-on garder un jeu ?", "Quand vous empruntez un jeu à la ludothèque, vous pouvez le garder deux semaines avant de le rapporter.", "Les jeux sont prêtés pour deux semaines.", True),
    w.correct("fr-am-021", "correct.wordy", "Qui est le moniteur principal de l'école de voile ?", "À l'école de voile du lac de Sérigny, c'est Yann Le Goff qui est le moniteur principal.", "Le moniteur principal est Yann Le Goff.", True),
    w.correct("fr-am-022", "correct.short", "Combien de temps dure une séance de reliure ?", "Trois heures.", "Une séance dure trois heures.", True),
    w.correct("fr-am-023", "wrong.role", "Qui enseigne à l'atelier de reliure ?", "C'est Théo, l'apprenti, qui enseigne.", "C'est Mme Aubert qui enseigne ; son apprenti Théo prépare les colles.", False),
]

RELEVANCY = [
    w.relevant("fr-am-024", "relevant.direct", "Il faut payer combien pour devenir membre de la ludothèque ?", "15 euros par an.", LUDO, True),
    w.relevant("fr-am-025", "relevant.direct", "Qu'est-ce que je dois prendre avec moi pour l'atelier ?", "Une règle métallique ; le papier et le fil sont fournis.", RELIURE, True),
    w.relevant("fr-am-026", "relevant.direct", "À quelle période de l'été sont organisés les stages ?", "Du 7 juillet au 22 août.", VOILE, True),
    w.relevant("fr-am-027", "relevant.yesno", "Mon fils de 6 ans peut-il s'inscrire à un stage ?", "Non, il faut avoir au moins 8 ans.", VOILE, True),
    w.relevant("fr-am-028", "offtopic.true", "Quels jours la ludothèque est-elle ouverte ?", "Les jeux rendus avec des pièces manquantes sont facturés 5 euros.", LUDO, False),
]

DIAGNOSIS = [
    w.diag("fr-am-029", "diag.missed", "Combien coûte un stage de voile ?", "Je ne trouve pas cette information dans les documents fournis.", {"ludo-1": LUDO, "reliure-1": RELIURE}, ("voile-1",), "fix_retrieval"),
    w.diag("fr-am-030", "diag.correct_refusal", "L'école de voile loue-t-elle des bateaux aux adultes ?", "Les documents ne disent rien sur la location de bateaux aux adultes.", {"voile-1": VOILE}, (), "correct_refusal"),
    w.diag("fr-am-031", "diag.pass", "Combien de jeux une famille peut-elle emprunter à la ludothèque ?", "Jusqu'à trois jeux, pour deux semaines.", {"ludo-1": LUDO}, ("ludo-1",), "pass"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
