# ruff: noqa: E501
"""Fresh set O, French: a hearing aid shop, a coworking cafe, a telescope shop, a youth
orchestra, a mobile data plan and a printing company's history."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

HEARING = (
    "Le centre Audition Claire propose un test auditif gratuit du lundi au vendredi. Le test dure environ 30 minutes. "
    "Les clients peuvent essayer un appareil auditif chez eux pendant un mois avant de l'acheter. "
    "Les piles sont vendues par boîtes de 6 au prix de 7 €."
)
COWORK = (
    "Le Café Ruche, un café-coworking situé rue des Tanneurs à Lyon, compte 35 postes de travail. "
    "Il est ouvert de 8 h à 19 h 30. La journée coûte 18 € et comprend un café. "
    "Les salles de réunion doivent être réservées au moins 48 heures à l'avance."
)
TELESCOPE = (
    "La boutique Ciel Profond vend la lunette Astra 90 au prix de 489 €. Tous les télescopes sont garantis deux ans. "
    "La boutique organise des soirées d'observation gratuites le premier vendredi de chaque mois."
)
ORCHESTRA = (
    "L'Orchestre des jeunes de Valmont accueille des musiciens de 14 à 22 ans. "
    "Les répétitions ont lieu le samedi de 14 h 30 à 17 h au conservatoire. L'orchestre a été fondé en 1998."
)
DATA = (
    "Le forfait Libre 50 comprend 50 Go de données mobiles par mois pour 12,99 €. "
    "Les données non utilisées ne sont pas reportées sur le mois suivant. Le forfait est sans engagement."
)
PRINTING = (
    "L'imprimerie Lemoine a été fondée en 1910 par Jeanne Lemoine à Rouen. "
    "En 1972, elle a fusionné avec l'imprimerie Duval. "
    "L'entreprise imprime aujourd'hui environ 1,2 million de catalogues par an."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("fr-o-001", "para.part", "Que comprend le forfait Libre 50 ?", "Le forfait Libre 50 comprend 50 Go de données mobiles par mois.", DATA, True),
    w.faith("fr-o-002", "para.combine", "Quels sont les horaires et le tarif du Café Ruche ?", "Le Café Ruche est ouvert de 8 h à 19 h 30 et la journée y coûte 18 €, café compris.", COWORK, True),
    w.faith("fr-o-003", "fmt.scale", "Combien de catalogues l'imprimerie Lemoine imprime-t-elle ?", "Elle imprime aujourd'hui environ 1 200 000 catalogues par an.", PRINTING, True),
    w.faith("fr-o-004", "fmt.range", "Quand ont lieu les répétitions de l'orchestre ?", "Les répétitions ont lieu le samedi, 14 h 30 – 17 h, au conservatoire.", ORCHESTRA, True),
    w.faith("fr-o-005", "fmt.time", "Jusqu'à quelle heure le Café Ruche est-il ouvert ?", "Le Café Ruche est ouvert jusqu'à sept heures et demie du soir.", COWORK, True),
    w.faith("fr-o-006", "wrap.question", "Combien coûte la lunette Astra 90 ?", "La lunette Astra 90 coûte 489 € chez Ciel Profond. Voulez-vous que je vous parle aussi des soirées d'observation ?", TELESCOPE, True),
    w.faith("fr-o-007", "para.capital", "qui a fondé l'imprimerie lemoine ?", "l'imprimerie lemoine a été fondée par jeanne lemoine en 1910, à rouen.", PRINTING, True),
    w.faith("fr-o-008", "value.number", "Combien de postes de travail compte le Café Ruche ?", "Le Café Ruche compte 53 postes de travail.", COWORK, False),
    w.faith("fr-o-009", "modality", "Faut-il réserver les salles de réunion à l'avance ?", "Vous pouvez réserver les salles de réunion à l'avance, mais ce n'est pas obligatoire.", COWORK, False),
    w.faith("fr-o-010", "quantifier", "Les télescopes de Ciel Profond sont-ils garantis ?", "Seuls certains télescopes sont garantis deux ans.", TELESCOPE, False),
    w.faith("fr-o-011", "antonym", "Le test auditif est-il gratuit chez Audition Claire ?", "Non, le test auditif est payant.", HEARING, False),
    w.faith("fr-o-012", "direction", "Peut-on essayer un appareil auditif avant de l'acheter ?", "Vous pouvez essayer l'appareil chez vous pendant un mois, après l'avoir acheté.", HEARING, False),
    w.faith("fr-o-013", "added.entity", "Quand ont lieu les soirées d'observation ?", "Les soirées d'observation gratuites ont lieu le premier vendredi de chaque mois et sont animées par l'astronome Paul Girard.", TELESCOPE, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-o-014", "refusal.context", "Le Café Ruche propose-t-il des casiers ?", "Les documents fournis ne précisent pas si le Café Ruche propose des casiers.", COWORK, True),
    w.refusal("fr-o-015", "refusal.long", "Le forfait Libre 50 inclut-il les appels vers l'étranger ?", "Je suis désolé, mais je n'ai trouvé aucune information sur les appels vers l'étranger dans les documents consultés. Je vous conseille de contacter directement le service client de l'opérateur pour obtenir une réponse fiable.", DATA, True),
    w.refusal("fr-o-016", "refusal.hedged", "Combien de temps dure le test auditif ?", "Je n'en suis pas entièrement sûr, mais le test semble durer environ 30 minutes.", HEARING, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-o-017", "correct.wordy", "En quelle année l'Orchestre des jeunes de Valmont a-t-il été fondé ?", "D'après les informations disponibles, l'Orchestre des jeunes de Valmont a été fondé en 1998 et accueille depuis de jeunes musiciens.", "En 1998.", True),
    w.correct("fr-o-018", "wrong.value", "Combien coûte la lunette Astra 90 ?", "Elle coûte 589 €.", "Elle coûte 489 €.", False),
    w.correct("fr-o-019", "wrong.echo", "Avec quelle imprimerie l'imprimerie Lemoine a-t-elle fusionné en 1972 ?", "Vous voulez savoir avec quelle imprimerie l'imprimerie Lemoine a fusionné en 1972.", "Avec l'imprimerie Duval.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-o-020", "relevant.yesno", "Le forfait Libre 50 est-il sans engagement ?", "Oui, tout à fait.", DATA, True),
    w.relevant("fr-o-021", "offtopic.other", "Combien coûtent les piles chez Audition Claire ?", "Le Café Ruche est ouvert de 8 h à 19 h 30.", HEARING, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-o-022", "diag.pass", "Combien de données comprend le forfait Libre 50 ?", "Le forfait Libre 50 comprend 50 Go de données par mois.", {"data-1": DATA, "cafe-1": COWORK}, ("data-1",), "pass"),
    w.diag("fr-o-023", "diag.refused", "Combien coûte une boîte de piles chez Audition Claire ?", "Désolé, je ne trouve pas cette information dans les documents.", {"audio-1": HEARING}, ("audio-1",), "fix_generation"),
    w.diag("fr-o-024", "diag.missed", "Quand ont lieu les répétitions de l'Orchestre des jeunes de Valmont ?", "Je ne dispose pas de cette information.", {"scope-1": TELESCOPE, "data-1": DATA}, ("orch-1",), "fix_retrieval"),
    w.diag("fr-o-025", "diag.correct_refusal", "La boutique Ciel Profond répare-t-elle les télescopes ?", "Les documents ne disent pas si Ciel Profond répare les télescopes.", {"scope-1": TELESCOPE}, (), "correct_refusal"),
    w.diag("fr-o-026", "diag.should_refuse", "Combien coûte l'inscription à l'Orchestre des jeunes de Valmont ?", "L'inscription coûte 150 € par an.", {"orch-1": ORCHESTRA}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
