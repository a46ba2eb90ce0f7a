"""French cases of set AI: a sailing club's summer courses, a bookbinding workshop, a cheese shop
and a media library."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

VOILE = (
    "Le club de voile des Mouettes, à Quiberon, organise des stages d'initiation du 7 au 11 juillet. "
    "Le stage coûte 210 euros par enfant et le gilet de sauvetage est fourni. "
    "Les enfants doivent avoir au moins 8 ans et savoir nager 25 mètres. "
    "Le moniteur principal est Yann Le Goff, assisté de Margaux Riou."
)
RELIURE = (
    "L'atelier de reliure de Mme Fabre, rue des Tanneurs, accueille au maximum six participants par séance. "
    "Les séances ont lieu le mercredi de 18 h à 20 h 30 et coûtent 35 euros, matériel compris. "
    "L'atelier est fermé pendant tout le mois d'août."
)
FROMAGERIE = (
    "La fromagerie Vasseur est ouverte du mardi au samedi de 9 h à 19 h, ainsi que le dimanche matin jusqu'à 12 h 30. "
    "Elle propose environ 150 fromages, dont un tiers au lait cru. "
    "Les plateaux doivent être commandés 48 heures à l'avance. "
    "Le comté affiné 24 mois coûte 32 euros le kilo."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("fr-ai-001", "para.synonym", "Faut-il apporter un gilet de sauvetage ?", "Non, le club met le gilet de sauvetage à disposition.", VOILE, True),
    w.faith("fr-ai-002", "fmt.date", "Quand ont lieu les stages d'initiation ?", "Ils ont lieu du 07/07 au 11/07.", VOILE, True),
    w.faith("fr-ai-003", "fmt.time", "À quelle heure sont les séances de reliure ?", "Le mercredi, de 18:00 à 20:30.", RELIURE, True),
    w.faith("fr-ai-004", "para.relative", "Qui est Margaux Riou ?", "C'est la personne qui assiste Yann Le Goff, le moniteur principal.", VOILE, True),
    w.faith("fr-ai-005", "fmt.share", "Quelle part des fromages est au lait cru ?", "Environ 33 % des fromages sont au lait cru.", FROMAGERIE, True),
    w.faith("fr-ai-006", "fmt.period", "Combien de temps à l'avance faut-il commander un plateau ?", "Il faut le commander deux jours à l'avance.", FROMAGERIE, True),
    w.faith("fr-ai-007", "para.except", "Quand l'atelier de reliure est-il fermé ?", "Les séances ont lieu tous les mercredis, sauf pendant le mois d'août.", RELIURE, True),
    w.faith("fr-ai-008", "wrap.hedge", "Combien coûte le comté 24 mois ?", "Il me semble que le comté affiné 24 mois coûte 32 euros le kilo.", FROMAGERIE, True),
    w.faith("fr-ai-009", "fmt.unit", "Quel est le prix du comté affiné 24 mois ?", "Il est vendu 32 €/kg.", FROMAGERIE, True),
    w.faith("fr-ai-010", "para.passive", "Combien de personnes peuvent participer à une séance ?", "Six participants au maximum sont accueillis à chaque séance.", RELIURE, True),
    # one clear error each
    w.faith("fr-ai-011", "value.number", "Combien de participants par séance ?", "L'atelier accueille au maximum huit participants par séance.", RELIURE, False),
    w.faith("fr-ai-012", "value.date", "Quelles sont les dates du stage ?", "Le stage a lieu du 14 au 18 juillet.", VOILE, False),
    w.faith("fr-ai-013", "value.unit", "Quel niveau de natation faut-il ?", "Les enfants doivent savoir nager 25 longueurs.", VOILE, False),
    w.faith("fr-ai-014", "role.swap", "Qui encadre le stage ?", "La monitrice principale est Margaux Riou, assistée de Yann Le Goff.", VOILE, False),
    w.faith("fr-ai-015", "negation", "Le matériel est-il compris dans le prix ?", "Non, le matériel n'est pas compris dans les 35 euros de la séance.", RELIURE, False),
    w.faith("fr-ai-016", "antonym", "Quel âge faut-il avoir pour le stage ?", "Les enfants doivent avoir au plus 8 ans.", VOILE, False),
    w.faith("fr-ai-017", "quantifier", "Les fromages sont-ils au lait cru ?", "Oui, tous les fromages de la boutique sont au lait cru.", FROMAGERIE, False),
    w.faith("fr-ai-018", "added.entity", "Combien coûte le comté 24 mois ?", "Le comté affiné 24 mois et le beaufort d'alpage coûtent tous deux 32 euros le kilo.", FROMAGERIE, False),
    w.faith("fr-ai-019", "value.time", "Jusqu'à quelle heure la fromagerie est-elle ouverte le dimanche ?", "Le dimanche, elle est ouverte jusqu'à 13 h 30.", FROMAGERIE, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-ai-020", "refusal.long", "Le club loue-t-il des combinaisons néoprène ?", "Je suis désolé, mais les informations dont je dispose ne précisent pas si le club loue des combinaisons ; le mieux est de contacter directement le club des Mouettes.", VOILE, True),
    w.refusal("fr-ai-021", "refusal.short", "Y a-t-il un parking près de l'atelier ?", "Je ne sais pas.", RELIURE, True),
    w.refusal("fr-ai-022", "refusal.hedged", "Combien coûte une séance de reliure ?", "Si je ne me trompe pas, une séance coûte 35 euros, matériel compris.", RELIURE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-ai-023", "correct.wordy", "Combien coûte le stage de voile des Mouettes ?", "Pour inscrire un enfant au stage d'initiation des Mouettes, il faut compter 210 euros, gilet de sauvetage fourni.", "Le stage coûte 210 euros par enfant.", True),
    w.correct("fr-ai-024", "correct.wordy", "Quel jour ont lieu les séances de reliure ?", "Les séances de l'atelier de Mme Fabre se tiennent chaque mercredi en fin de journée.", "Le mercredi.", True),
    w.correct("fr-ai-025", "correct.format", "Jusqu'à quelle heure la fromagerie Vasseur est-elle ouverte le dimanche ?", "12:30.", "Jusqu'à 12 h 30.", True),
    w.correct("fr-ai-026", "wrong.value", "Combien de temps à l'avance faut-il commander un plateau ?", "Il suffit de le commander 24 heures à l'avance.", "48 heures à l'avance.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-ai-027", "relevant.direct", "Où se trouve l'atelier de Mme Fabre ?", "Rue des Tanneurs.", RELIURE, True),
    w.relevant("fr-ai-028", "relevant.direct", "Combien de fromages la boutique propose-t-elle ?", "Environ 150.", FROMAGERIE, True),
    w.relevant("fr-ai-029", "relevant.direct", "Qui encadre les enfants pendant le stage ?", "Yann Le Goff, aidé de Margaux Riou.", VOILE, True),
    w.relevant("fr-ai-030", "relevant.yesno", "Faut-il savoir nager pour participer ?", "Oui, au moins 25 mètres.", VOILE, True),
    w.relevant("fr-ai-031", "offtopic.true", "Combien coûte une séance de reliure ?", "L'atelier est fermé pendant tout le mois d'août.", RELIURE, False),
]

DIAGNOSIS: list[Case] = [
    w.diag(
        "fr-ai-032", "diag.missed", "Quels sont les horaires de la médiathèque Jules-Verne le samedi ?",
        "Les documents dont je dispose n'indiquent pas les horaires du samedi.",
        {"media-pret": "La médiathèque Jules-Verne prête jusqu'à dix documents par carte, pour trois semaines.", "media-wifi": "Le wifi de la médiathèque Jules-Verne est gratuit et sans mot de passe."},
        ("media-horaires",), "fix_retrieval",
    ),
    w.diag(
        "fr-ai-033", "diag.unfaithful", "Combien coûte le stage d'initiation du club des Mouettes ?",
        "Le stage coûte 150 euros par enfant.",
        {"voile-stage": VOILE, "voile-club": "Le club de voile des Mouettes compte environ 300 adhérents."},
        ("voile-stage",), "fix_generation",
    ),
    w.diag(
        "fr-ai-034", "diag.correct_refusal", "La fromagerie Vasseur livre-t-elle à domicile ?",
        "Les informations disponibles ne disent pas si la fromagerie livre à domicile.",
        {"fromagerie-horaires": "La fromagerie Vasseur est ouverte du mardi au samedi de 9 h à 19 h, ainsi que le dimanche matin jusqu'à 12 h 30.", "fromagerie-plateaux": "Les plateaux de la fromagerie Vasseur doivent être commandés 48 heures à l'avance."},
        (), "correct_refusal",
    ),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
