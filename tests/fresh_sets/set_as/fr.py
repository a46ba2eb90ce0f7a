"""French cases of set AS. Scenarios: a sailing school (école de voile), a cheese dairy tour
(fromagerie), a jazz festival (festival de jazz) and a youth hostel (auberge de jeunesse)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

VOILE = "L'école de voile Les Mouettes propose des stages d'une semaine pour les enfants de 8 à 12 ans, du lundi au vendredi, de 9 h 30 à 12 h. Le stage coûte 185 €, gilet de sauvetage compris. Les enfants doivent savoir nager 25 mètres. Le moniteur principal s'appelle Yann Le Goff."
FROMAGERIE = "La fromagerie La Combe organise une visite guidée tous les jeudis à 15 h. La visite dure une heure et se termine par une dégustation de trois fromages. L'entrée est de 8 € pour les adultes et gratuite pour les moins de 10 ans. La fromagerie achète son lait à la ferme des Granges, et ses caves se trouvent à 300 mètres au sud du village."
JAZZ = "Le festival de jazz de Saint-Aubin aura lieu du 11 au 13 juillet 2025 dans le parc du château. Le pass trois jours coûte 60 €, et un billet pour une seule soirée 25 €. Les concerts commencent à 20 h 30. L'an dernier, le festival a accueilli 18 000 spectateurs."
AUBERGE = "L'auberge de jeunesse du Vieux-Port compte 96 lits répartis en 16 dortoirs. Le petit-déjeuner est servi de 7 h à 10 h et il est inclus dans le prix de la nuit, 32 €. Tous les dortoirs, sauf ceux de huit lits, ont une salle de bain privée. Claire Dumas tient la réception, qui ferme à minuit."

# fmt: off
FAITHFULNESS: list[Case] = [
    # reformulations et formats fidèles
    w.faith("fr-as-001", "para.passive", "Qui tient la réception ?", "La réception est tenue par Claire Dumas.", AUBERGE, True),
    w.faith("fr-as-002", "para.synonym", "Les enfants doivent-ils savoir nager ?", "Oui, ils doivent être capables de nager 25 mètres.", VOILE, True),
    w.faith("fr-as-003", "fmt.range", "À quel âge peut-on faire le stage ?", "Le stage s'adresse aux 8-12 ans.", VOILE, True),
    w.faith("fr-as-004", "fmt.time", "À quelle heure commencent les concerts ?", "Les concerts commencent à 20:30.", JAZZ, True),
    w.faith("fr-as-005", "fmt.thousands", "Combien de spectateurs le festival a-t-il accueillis l'an dernier ?", "Le festival a accueilli 18000 spectateurs l'an dernier.", JAZZ, True),
    w.faith("fr-as-006", "fmt.date", "Quand a lieu le festival ?", "Le festival se déroule du 11/07/2025 au 13/07/2025.", JAZZ, True),
    w.faith("fr-as-007", "para.except", "Quels dortoirs ont une salle de bain privée ?", "Seuls les dortoirs de huit lits n'ont pas de salle de bain privée ; tous les autres en ont une.", AUBERGE, True),
    w.faith("fr-as-008", "wrap.hedge", "Combien coûte la visite de la fromagerie ?", "Si je ne me trompe pas, l'entrée coûte 8 € pour les adultes et elle est gratuite pour les moins de 10 ans.", FROMAGERIE, True),
    w.faith("fr-as-009", "para.combine", "Que comprend le prix de la nuit ?", "La nuit coûte 32 €, petit-déjeuner compris, servi de 7 h à 10 h.", AUBERGE, True),
    w.faith("fr-as-010", "fmt.period", "Combien de temps dure la visite ?", "La visite dure 60 minutes.", FROMAGERIE, True),
    # une erreur nette par cas
    w.faith("fr-as-011", "value.number", "Combien de lits compte l'auberge ?", "L'auberge compte 69 lits répartis en 16 dortoirs.", AUBERGE, False),
    w.faith("fr-as-012", "value.date", "Quand a lieu le festival ?", "Le festival aura lieu du 11 au 13 juin 2025.", JAZZ, False),
    w.faith("fr-as-013", "role.swap", "D'où vient le lait de la fromagerie ?", "C'est la ferme des Granges qui achète son lait à la fromagerie La Combe.", FROMAGERIE, False),
    w.faith("fr-as-014", "direction", "Où se trouvent les caves ?", "Les caves se trouvent à 300 mètres au nord du village.", FROMAGERIE, False),
    w.faith("fr-as-015", "negation", "Le gilet de sauvetage est-il compris dans le prix ?", "Non, le gilet de sauvetage n'est pas compris dans le prix du stage.", VOILE, False),
    w.faith("fr-as-016", "antonym", "Qui entre gratuitement à la fromagerie ?", "L'entrée est gratuite pour les plus de 10 ans.", FROMAGERIE, False),
    w.faith("fr-as-017", "added.fact", "Combien coûte le pass trois jours ?", "Le pass trois jours coûte 60 € et donne droit à une boisson gratuite chaque soir.", JAZZ, False),
    w.faith("fr-as-018", "value.time", "À quelle heure est servi le petit-déjeuner ?", "Le petit-déjeuner est servi de 7 h à 11 h.", AUBERGE, False),
    w.faith("fr-as-019", "modality", "Faut-il savoir nager pour le stage ?", "Il est conseillé de savoir nager 25 mètres, mais ce n'est pas obligatoire.", VOILE, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-as-020", "refusal.plain", "Y a-t-il un parking près du parc du château ?", "Je ne sais pas s'il y a un parking près du parc du château.", JAZZ, True),
    w.refusal("fr-as-021", "refusal.long", "Peut-on acheter du fromage sur place après la visite ?", "Je suis désolé, mais les informations dont je dispose parlent seulement de la visite, de la dégustation et des tarifs ; elles ne disent pas si l'on peut acheter du fromage sur place.", FROMAGERIE, True),
    w.refusal("fr-as-022", "refusal.partial", "Combien coûte le stage, et faut-il apporter une combinaison ?", "Le stage coûte 185 €, gilet de sauvetage compris, mais je ne trouve aucune information sur la combinaison.", VOILE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-as-023", "correct.wordy", "Qui est le moniteur principal de l'école de voile ?", "À l'école de voile Les Mouettes, c'est Yann Le Goff qui est le moniteur principal.", "Yann Le Goff.", True),
    w.correct("fr-as-024", "correct.wordy", "Combien coûte un billet pour une seule soirée ?", "Si vous ne venez qu'un soir, le billet vous coûtera 25 euros.", "25 €.", True),
    w.correct("fr-as-025", "correct.format", "À quelle heure commence la visite de la fromagerie ?", "15:00.", "À 15 h.", True),
    w.correct("fr-as-026", "wrong.value", "Combien de lits compte l'auberge ?", "L'auberge compte 86 lits.", "96 lits.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-as-027", "relevant.direct", "Jusqu'à quelle heure peut-on prendre le petit-déjeuner ?", "Jusqu'à 10 h.", AUBERGE, True),
    w.relevant("fr-as-028", "relevant.direct", "Où se déroulent les concerts ?", "Dans le parc du château.", JAZZ, True),
    w.relevant("fr-as-029", "relevant.direct", "Combien de fromages goûte-t-on pendant la visite ?", "Trois.", FROMAGERIE, True),
    w.relevant("fr-as-030", "relevant.yesno", "Mon fils de 7 ans peut-il participer au stage ?", "Non, le stage est réservé aux enfants de 8 à 12 ans.", VOILE, True),
    w.relevant("fr-as-031", "offtopic.true", "Combien coûte le pass trois jours ?", "Les concerts commencent à 20 h 30.", JAZZ, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-as-032", "diag.pass", "Quel jour a lieu la visite guidée de la fromagerie ?", "La visite guidée a lieu tous les jeudis à 15 h.", {"fromagerie-1": FROMAGERIE, "jazz-1": JAZZ}, ("fromagerie-1",), "pass"),
    w.diag("fr-as-033", "diag.missed", "Combien coûte le stage de voile ?", "Je ne trouve pas le prix du stage de voile dans les documents fournis.", {"auberge-1": AUBERGE, "jazz-1": JAZZ}, ("voile-1",), "fix_retrieval"),
    w.diag("fr-as-034", "diag.correct_refusal", "Le festival propose-t-il des navettes depuis la gare ?", "Les documents ne mentionnent pas de navettes depuis la gare.", {"jazz-1": JAZZ}, (), "correct_refusal"),
    w.diag("fr-as-035", "diag.refused", "À quelle heure ferme la réception de l'auberge ?", "Je n'ai pas d'information sur l'heure de fermeture de la réception.", {"auberge-1": AUBERGE}, ("auberge-1",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
