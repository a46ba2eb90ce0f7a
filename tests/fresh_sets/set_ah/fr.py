"""French cases of set AH: a youth hostel by the sea, a local producers' market and a
neighbourhood toy library."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

AUBERGE = (
    "L'auberge de jeunesse Les Mouettes, à La Rochelle, compte 64 lits répartis en dortoirs de quatre à huit personnes. "
    "La nuit en dortoir coûte 26 €, petit-déjeuner compris. "
    "L'accueil est ouvert de 7 h à 23 h, et les arrivées se font à partir de 15 h. "
    "Les draps sont fournis, mais les serviettes sont à apporter ou à louer pour 3 €."
)
MARCHE = (
    "Le marché de producteurs de Saint-Aubin se tient chaque samedi matin, de 8 h à 13 h, sur la place de l'Église. "
    "Une trentaine d'exposants n'y vendent que des produits cultivés ou fabriqués à moins de 50 kilomètres. "
    "L'association Terre Voisine, présidée par Hélène Marchand, organise le marché. "
    "En juillet et en août, un second marché a lieu le mercredi soir."
)
LUDO = (
    "La ludothèque du quartier Bellevue prête des jeux de société pour trois semaines. "
    "L'abonnement annuel coûte 20 € par famille, et chaque famille peut emprunter jusqu'à cinq jeux à la fois. "
    "La ludothèque est fermée le lundi. "
    "Tout retard entraîne une semaine de suspension des emprunts."
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("fr-ah-001", "fmt.number", "Combien de lits l'auberge compte-t-elle ?", "L'auberge compte soixante-quatre lits.", AUBERGE, True),
    w.faith("fr-ah-002", "para.synonym", "Les draps sont-ils fournis ?", "Oui, les draps sont mis à disposition ; les serviettes, elles, sont à apporter ou à louer.", AUBERGE, True),
    w.faith("fr-ah-003", "fmt.time", "À partir de quelle heure peut-on arriver ?", "On peut arriver à partir de trois heures de l'après-midi.", AUBERGE, True),
    w.faith("fr-ah-004", "para.reorder", "Où et quand se tient le marché ?", "C'est sur la place de l'Église, chaque samedi de 8 h à 13 h, que se tient le marché.", MARCHE, True),
    w.faith("fr-ah-005", "para.passive", "Qui organise le marché ?", "Le marché est organisé par l'association Terre Voisine.", MARCHE, True),
    w.faith("fr-ah-006", "fmt.unit", "D'où viennent les produits vendus au marché ?", "Ils sont tous cultivés ou fabriqués à moins de 50 km.", MARCHE, True),
    w.faith("fr-ah-007", "fmt.currency", "Combien coûte l'abonnement à la ludothèque ?", "20 euros par an et par famille.", LUDO, True),
    w.faith("fr-ah-008", "fmt.period", "Combien de temps peut-on garder un jeu ?", "On peut garder un jeu 21 jours.", LUDO, True),
    w.faith("fr-ah-009", "wrap.opener", "Combien de jeux peut-on emprunter ?", "Bien sûr ! Chaque famille peut emprunter jusqu'à cinq jeux en même temps.", LUDO, True),
    w.faith("fr-ah-010", "para.nominal", "Que se passe-t-il en cas de retard ?", "Si on rend un jeu en retard, on ne peut plus emprunter pendant une semaine.", LUDO, True),
    # single clear errors
    w.faith("fr-ah-011", "value.time", "Jusqu'à quelle heure l'accueil est-il ouvert ?", "L'accueil est ouvert jusqu'à 22 h.", AUBERGE, False),
    w.faith("fr-ah-012", "value.currency", "Combien coûte une nuit en dortoir ?", "La nuit coûte 32 €, petit-déjeuner compris.", AUBERGE, False),
    w.faith("fr-ah-013", "role.swap", "Que faut-il apporter comme linge ?", "Les serviettes sont fournies, mais les draps sont à apporter ou à louer pour 3 €.", AUBERGE, False),
    w.faith("fr-ah-014", "negation", "Le petit-déjeuner est-il compris ?", "Non, le petit-déjeuner n'est pas compris dans le prix de la nuit.", AUBERGE, False),
    w.faith("fr-ah-015", "direction", "Quand peut-on arriver à l'auberge ?", "Les arrivées se font jusqu'à 15 h.", AUBERGE, False),
    w.faith("fr-ah-016", "value.number", "Combien d'exposants y a-t-il au marché ?", "Une cinquantaine d'exposants.", MARCHE, False),
    w.faith("fr-ah-017", "value.unit", "D'où viennent les produits du marché ?", "Ils sont cultivés ou fabriqués à moins de 50 miles.", MARCHE, False),
    w.faith("fr-ah-018", "quantifier", "Quand a lieu le marché du mercredi soir ?", "Le marché du mercredi soir a lieu toute l'année.", MARCHE, False),
    w.faith("fr-ah-019", "added.entity", "Qui organise le marché ?", "L'association Terre Voisine, avec le soutien de la mairie de Saint-Aubin.", MARCHE, False),
    w.faith("fr-ah-020", "antonym", "Quel jour la ludothèque est-elle fermée ?", "La ludothèque est ouverte le lundi.", LUDO, False),
    w.faith("fr-ah-021", "modality", "Combien de jeux une famille emprunte-t-elle ?", "Chaque famille doit emprunter cinq jeux à la fois.", LUDO, False),
]

REFUSAL = [
    w.refusal("fr-ah-022", "refusal.short", "L'auberge a-t-elle un parking ?", "Aucune information là-dessus.", AUBERGE, True),
    w.refusal("fr-ah-023", "refusal.long", "Peut-on payer par carte au marché ?", "Je suis désolé, mais les informations dont je dispose décrivent seulement les horaires, le lieu et l'organisation du marché ; rien n'indique les moyens de paiement acceptés, je ne peux donc pas répondre.", MARCHE, True),
    w.refusal("fr-ah-024", "refusal.partial", "Combien coûte l'abonnement à la ludothèque, et quels sont ses horaires ?", "L'abonnement coûte 20 € par an et par famille ; les horaires, en revanche, ne sont pas précisés.", LUDO, False),
]

CORRECTNESS = [
    w.correct("fr-ah-025", "correct.wordy", "Quand a lieu le marché de Saint-Aubin ?", "Tous les samedis, le marché s'installe sur la place de l'Église dès 8 heures, et les exposants restent jusqu'à 13 heures.", "Le samedi matin, de 8 h à 13 h.", True),
    w.correct("fr-ah-026", "correct.wordy", "Combien de temps peut-on garder un jeu ?", "Les jeux sont prêtés pour trois semaines ; au-delà, la famille s'expose à une semaine de suspension.", "Trois semaines.", True),
    w.correct("fr-ah-027", "correct.short", "Combien de lits compte l'auberge ?", "64.", "L'auberge compte 64 lits.", True),
    w.correct("fr-ah-028", "wrong.value", "Combien coûte la location d'une serviette ?", "La serviette se loue 5 €.", "3 €.", False),
]

RELEVANCY = [
    w.relevant("fr-ah-029", "relevant.direct", "Où se trouve le marché ?", "Place de l'Église, à Saint-Aubin.", MARCHE, True),
    w.relevant("fr-ah-030", "relevant.direct", "Combien de jeux ma famille peut-elle prendre en même temps ?", "Cinq au maximum.", LUDO, True),
    w.relevant("fr-ah-031", "relevant.direct", "Comment faire si j'oublie ma serviette ?", "Vous pouvez en louer une pour 3 €.", AUBERGE, True),
    w.relevant("fr-ah-032", "relevant.yesno", "Le petit-déjeuner est-il inclus dans le prix de la nuit ?", "Oui, il est compris.", AUBERGE, True),
    w.relevant("fr-ah-033", "offtopic.true", "Jusqu'à quelle heure l'accueil est-il ouvert ?", "L'auberge propose des dortoirs de quatre à huit personnes.", AUBERGE, False),
]

DIAGNOSIS = [
    w.diag("fr-ah-034", "diag.pass", "À quelle heure ouvre le marché de Saint-Aubin ?", "Il ouvre à 8 h, chaque samedi matin.", {"marche": MARCHE, "ludotheque": LUDO}, ("marche",), "pass"),
    w.diag("fr-ah-035", "diag.missed", "Combien coûte une nuit à l'auberge Les Mouettes ?", "Une nuit coûte 15 €.", {"marche": MARCHE, "ludotheque": LUDO}, ("auberge",), "fix_retrieval"),
    w.diag("fr-ah-036", "diag.correct_refusal", "La ludothèque Bellevue organise-t-elle des soirées jeux ?", "Les documents ne mentionnent aucune soirée jeux, je ne peux pas répondre.", {"ludotheque": LUDO, "auberge": AUBERGE}, (), "correct_refusal"),
    w.diag("fr-ah-037", "diag.unfaithful", "Combien de temps dure un prêt à la ludothèque ?", "Un prêt dure deux semaines.", {"ludotheque": LUDO, "marche": MARCHE}, ("ludotheque",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
