"""French cases of set AX: a shared community garden, a dog grooming salon, a board game bar
and a wedding estate."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

JARDIN = (
    "Le jardin partagé des Tilleuls compte 28 parcelles de 15 mètres carrés chacune. "
    "L'adhésion coûte 40 euros par an, et la saison va du 15 mars au 15 novembre. "
    "Toutes les parcelles sauf les trois situées près du portail disposent d'un point d'eau. "
    "Chaque jardinier doit participer à au moins deux journées d'entretien collectif par an."
)
TOILETTAGE = (
    "Le salon Poil de Carotte propose un toilettage complet à 45 euros pour les petits chiens et à 75 euros pour les grands. "
    "Un rendez-vous dure environ une heure et demie. "
    "Le salon est tenu par Margaux Leroy, qui a embauché le toiletteur Karim Benali en 2023. "
    "Les chiens doivent être à jour de leurs vaccins."
)
BAR_JEUX = (
    "Le bar à jeux Le Dé Rieur propose plus de 900 jeux de société. "
    "L'accès aux jeux coûte 5 euros par personne pour toute la soirée. "
    "Les groupes de dix personnes ou plus doivent réserver au moins trois jours à l'avance. "
    "Le mardi soir, l'animatrice Camille Fournier organise une soirée d'initiation pour les débutants."
)
MARIAGE = (
    "Le Domaine des Aulnes accueille des mariages jusqu'à 150 invités assis dans sa grange. "
    "La location coûte 4 500 euros le samedi et 2 900 euros en semaine. "
    "La musique doit s'arrêter à 1 h du matin. "
    "La grange a été rénovée en 2019 par l'architecte Paul Garnier."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("fr-ax-001", "para.reorder", "Combien coûte l'adhésion et quand commence la saison ?", "La saison débute le 15 mars, et l'adhésion revient à 40 euros par an.", JARDIN, True),
    w.faith("fr-ax-002", "para.passive", "Qui a embauché Karim Benali ?", "Karim Benali a été embauché en 2023 par Margaux Leroy.", TOILETTAGE, True),
    w.faith("fr-ax-003", "para.nominal", "Qu'est-ce qui a été fait en 2019 au Domaine des Aulnes ?", "La rénovation de la grange, par l'architecte Paul Garnier, date de 2019.", MARIAGE, True),
    w.faith("fr-ax-004", "para.synonym", "Les vaccins sont-ils obligatoires ?", "Oui, il faut que les chiens soient à jour de leurs vaccinations.", TOILETTAGE, True),
    w.faith("fr-ax-005", "fmt.thousands", "Combien coûte la location le samedi ?", "Le samedi, la location est à 4500 euros.", MARIAGE, True),
    w.faith("fr-ax-006", "fmt.time", "À quelle heure la musique doit-elle s'arrêter ?", "À 01h00.", MARIAGE, True),
    w.faith("fr-ax-007", "fmt.unit", "Combien de temps dure un rendez-vous ?", "Environ 90 minutes.", TOILETTAGE, True),
    w.faith("fr-ax-008", "fmt.date", "Quand se termine la saison au jardin ?", "Le 15/11.", JARDIN, True),
    w.faith("fr-ax-009", "para.except", "Quelles parcelles ont un point d'eau ?", "Seules les trois parcelles près du portail n'ont pas de point d'eau ; toutes les autres en ont un.", JARDIN, True),
    w.faith("fr-ax-010", "wrap.question", "Faut-il réserver pour venir en groupe ?", "Oui, à partir de dix personnes, il faut réserver au moins trois jours à l'avance. Vous serez combien ?", BAR_JEUX, True),
    # single clear errors
    w.faith("fr-ax-011", "value.number", "Combien de parcelles compte le jardin ?", "Le jardin compte 82 parcelles.", JARDIN, False),
    w.faith("fr-ax-012", "value.currency", "Combien coûte un toilettage complet pour un grand chien ?", "Il coûte 57 euros.", TOILETTAGE, False),
    w.faith("fr-ax-013", "value.date", "En quelle année la grange a-t-elle été rénovée ?", "Elle a été rénovée en 2009.", MARIAGE, False),
    w.faith("fr-ax-014", "role.swap", "Qui a embauché qui au salon ?", "Karim Benali a embauché Margaux Leroy en 2023.", TOILETTAGE, False),
    w.faith("fr-ax-015", "quantifier", "Quelles parcelles ont un point d'eau ?", "Aucune parcelle ne dispose d'un point d'eau.", JARDIN, False),
    w.faith("fr-ax-016", "antonym", "À qui s'adresse la soirée du mardi ?", "Le mardi soir, Camille Fournier organise une soirée réservée aux joueurs confirmés.", BAR_JEUX, False),
    w.faith("fr-ax-017", "added.fact", "Combien coûte l'accès aux jeux ?", "L'accès coûte 5 euros par personne pour la soirée, boisson comprise.", BAR_JEUX, False),
    w.faith("fr-ax-018", "modality", "Les grands groupes doivent-ils réserver ?", "Les groupes de dix personnes ou plus peuvent réserver s'ils le souhaitent, mais ce n'est pas obligatoire.", BAR_JEUX, False),
    w.faith("fr-ax-019", "negation", "Les jardiniers doivent-ils participer aux journées d'entretien ?", "Non, les jardiniers ne participent pas aux journées d'entretien collectif.", JARDIN, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-ax-020", "refusal.long", "Le salon s'occupe-t-il aussi des chats ?", "Je suis désolé, mais les informations dont je dispose portent seulement sur les tarifs, la durée des rendez-vous, l'équipe et les vaccins ; rien n'y indique si le salon s'occupe aussi des chats.", TOILETTAGE, True),
    w.refusal("fr-ax-021", "refusal.short", "Y a-t-il un parking au Domaine des Aulnes ?", "Je l'ignore.", MARIAGE, True),
    w.refusal("fr-ax-022", "refusal.partial", "Combien coûte l'adhésion, et peut-on élever des poules ?", "L'adhésion coûte 40 euros par an ; en revanche, rien n'est précisé au sujet des poules.", JARDIN, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-ax-023", "correct.wordy", "Combien de jeux propose Le Dé Rieur ?", "Le bar met à la disposition de ses clients une ludothèque de plus de 900 jeux de société.", "Plus de 900 jeux.", True),
    w.correct("fr-ax-024", "correct.wordy", "Qui anime la soirée d'initiation ?", "C'est l'animatrice Camille Fournier qui s'occupe des soirées d'initiation du mardi.", "Camille Fournier.", True),
    w.correct("fr-ax-025", "correct.short", "Combien d'invités la grange peut-elle accueillir ?", "150.", "La grange peut accueillir jusqu'à 150 invités assis.", True),
    w.correct("fr-ax-026", "wrong.value", "Combien de temps à l'avance un groupe doit-il réserver ?", "Au moins trois semaines à l'avance.", "Au moins trois jours à l'avance.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-ax-027", "relevant.direct", "Quel est le tarif du domaine en semaine ?", "Comptez 2 900 euros.", MARIAGE, True),
    w.relevant("fr-ax-028", "relevant.direct", "Qui dirige le salon Poil de Carotte ?", "Margaux Leroy.", TOILETTAGE, True),
    w.relevant("fr-ax-029", "relevant.direct", "Quand a lieu la soirée pour débutants ?", "Le mardi soir.", BAR_JEUX, True),
    w.relevant("fr-ax-030", "relevant.yesno", "Un chien non vacciné peut-il être toiletté ?", "Non, ses vaccins doivent être à jour.", TOILETTAGE, True),
    w.relevant("fr-ax-031", "offtopic.true", "Combien coûte l'adhésion au jardin ?", "Chaque jardinier doit participer à au moins deux journées d'entretien collectif par an.", JARDIN, False),
]

DIAGNOSIS: list[Case] = [
    w.diag(
        "fr-ax-032", "diag.pass", "Quand la saison du jardin commence-t-elle ?",
        "Elle commence le 15 mars.",
        {
            "jardin-saison": "Au jardin partagé des Tilleuls, l'adhésion coûte 40 euros par an, et la saison va du 15 mars au 15 novembre.",
        },
        ("jardin-saison",), "pass",
    ),
    w.diag(
        "fr-ax-033", "diag.missed", "À quelle heure la musique doit-elle s'arrêter au Domaine des Aulnes ?",
        "Je ne trouve pas cette information dans les documents fournis.",
        {
            "domaine-tarifs": "La location du Domaine des Aulnes coûte 4 500 euros le samedi et 2 900 euros en semaine.",
            "domaine-grange": "La grange du Domaine des Aulnes a été rénovée en 2019 par l'architecte Paul Garnier.",
        },
        ("domaine-reglement",), "fix_retrieval",
    ),
    w.diag(
        "fr-ax-034", "diag.correct_refusal", "Le Dé Rieur sert-il des repas ?",
        "Les documents ne disent pas si Le Dé Rieur sert des repas.",
        {
            "bar-jeux": "Le bar à jeux Le Dé Rieur propose plus de 900 jeux de société. L'accès aux jeux coûte 5 euros par personne pour toute la soirée.",
            "bar-soirees": "Le mardi soir, l'animatrice Camille Fournier organise au Dé Rieur une soirée d'initiation pour les débutants.",
        },
        (), "correct_refusal",
    ),
    w.diag(
        "fr-ax-035", "diag.offtopic", "Combien coûte un toilettage complet pour un petit chien ?",
        "Un rendez-vous dure environ une heure et demie.",
        {
            "salon-tarifs": "Le salon Poil de Carotte propose un toilettage complet à 45 euros pour les petits chiens et à 75 euros pour les grands. Un rendez-vous dure environ une heure et demie.",
        },
        ("salon-tarifs",), "fix_generation",
    ),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
