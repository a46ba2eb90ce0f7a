"""French cases of set BA: a mountain refuge, a weekend duty pharmacy and a shared-garden
association."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

REFUGE = (
    "Le refuge du Lac Noir, situé à 2 180 mètres d'altitude, compte 46 places réparties en cinq dortoirs. "
    "Il est gardé du 20 juin au 15 septembre ; le reste de l'année, seul le local d'hiver de 10 couchettes reste ouvert. "
    "La demi-pension coûte 58 € pour les adhérents du club alpin et 66 € pour les autres. "
    "La gardienne s'appelle Amandine Roux."
)
PHARMA = (
    "Ce week-end, la pharmacie de garde de Saint-Aubin est la pharmacie Delorme, 14 rue des Tanneurs. "
    "Elle est ouverte le samedi de 19 h à minuit et le dimanche de 9 h à 20 h. "
    "Après minuit, il faut d'abord appeler le commissariat, qui communique l'adresse. "
    "Une majoration de 2 € s'applique aux ordonnances délivrées la nuit."
)
JARDINS = (
    "L'association Les Jardins du Coteau gère 30 parcelles de 50 m² chacune. "
    "La cotisation annuelle est de 45 €, et chaque membre doit assurer deux permanences d'arrosage par mois en été. "
    "Les outils sont prêtés gratuitement, sauf la motobineuse, qui coûte 5 € la demi-journée. "
    "La présidente de l'association est Odile Marchand, et le trésorier est Karim Benali."
)

REF_TARIFS = "Au refuge du Lac Noir, la demi-pension coûte 58 € pour les adhérents du club alpin et 66 € pour les autres."
REF_ACCES = "Le refuge du Lac Noir se trouve à 2 180 mètres d'altitude et compte 46 places."

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: paraphrases, formats and wrappers
    w.faith("fr-ba-001", "para.reorder", "Qui est au bureau de l'association des jardins ?", "Le trésorier est Karim Benali et la présidente, Odile Marchand.", JARDINS, True),
    w.faith("fr-ba-002", "para.relative", "Qui garde le refuge ?", "C'est Amandine Roux qui est la gardienne du refuge.", REFUGE, True),
    w.faith("fr-ba-003", "fmt.thousands", "À quelle altitude se trouve le refuge ?", "Il est situé à 2180 mètres d'altitude.", REFUGE, True),
    w.faith("fr-ba-004", "fmt.time", "Quand la pharmacie Delorme est-elle ouverte samedi ?", "Samedi, elle ouvre de 7 heures du soir à minuit.", PHARMA, True),
    w.faith("fr-ba-005", "para.except", "Quels outils sont prêtés gratuitement ?", "Tous les outils sont prêtés gratuitement, à l'exception de la motobineuse.", JARDINS, True),
    w.faith("fr-ba-006", "fmt.period", "Combien coûte la cotisation ?", "La cotisation est de 45 € par an.", JARDINS, True),
    w.faith("fr-ba-007", "fmt.unit", "Quelle est la taille d'une parcelle ?", "Chaque parcelle mesure 50 mètres carrés.", JARDINS, True),
    w.faith("fr-ba-008", "wrap.opener", "Combien coûte la demi-pension pour un adhérent ?", "Bonne question ! Pour un adhérent du club alpin, la demi-pension coûte 58 €.", REFUGE, True),
    # unfaithful: one clear error each
    w.faith("fr-ba-009", "value.number", "Combien de places compte le refuge ?", "Le refuge compte 64 places.", REFUGE, False),
    w.faith("fr-ba-010", "value.date", "Quand le refuge est-il gardé ?", "Il est gardé du 20 juin au 15 octobre.", REFUGE, False),
    w.faith("fr-ba-011", "value.currency", "Quelle majoration s'applique la nuit ?", "Une majoration de 5 € s'applique aux ordonnances délivrées la nuit.", PHARMA, False),
    w.faith("fr-ba-012", "role.swap", "Qui préside l'association ?", "Karim Benali préside l'association, et Odile Marchand en est la trésorière.", JARDINS, False),
    w.faith("fr-ba-013", "negation", "Les outils sont-ils prêtés gratuitement ?", "Non, les outils ne sont pas prêtés gratuitement.", JARDINS, False),
    w.faith("fr-ba-014", "quantifier", "Qui doit assurer les permanences d'arrosage ?", "Seuls certains membres doivent assurer deux permanences d'arrosage par mois en été.", JARDINS, False),
    w.faith("fr-ba-015", "antonym", "Quand la majoration de 2 € s'applique-t-elle ?", "La majoration de 2 € s'applique aux ordonnances délivrées le jour.", PHARMA, False),
    w.faith("fr-ba-016", "added.entity", "Qui garde le refuge ?", "Le refuge est gardé par Amandine Roux et son frère Lucas.", REFUGE, False),
    w.faith("fr-ba-017", "modality", "Faut-il appeler le commissariat après minuit ?", "Après minuit, on peut éventuellement appeler le commissariat, mais ce n'est pas nécessaire.", PHARMA, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-ba-018", "refusal.long", "Le refuge propose-t-il le wifi ?", "Je suis désolé, mais les informations dont je dispose sur le refuge du Lac Noir portent uniquement sur l'altitude, les places, les dates de gardiennage et les tarifs ; rien n'y est dit sur le wifi.", REFUGE, True),
    w.refusal("fr-ba-019", "refusal.short", "La pharmacie Delorme accepte-t-elle la carte bancaire ?", "Aucune information là-dessus.", PHARMA, True),
    w.refusal("fr-ba-020", "refusal.hedged", "Combien coûte la motobineuse ?", "Je ne suis pas tout à fait sûr, mais il semble qu'elle coûte 5 € la demi-journée.", JARDINS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-ba-021", "correct.wordy", "Quelle est la cotisation annuelle aux Jardins du Coteau ?", "Pour être membre des Jardins du Coteau, il faut régler chaque année une cotisation de 45 euros.", "45 €.", True),
    w.correct("fr-ba-022", "correct.wordy", "Où se trouve la pharmacie de garde ce week-end ?", "Ce week-end, c'est la pharmacie Delorme qui assure la garde ; vous la trouverez au 14 de la rue des Tanneurs.", "Pharmacie Delorme, 14 rue des Tanneurs.", True),
    w.correct("fr-ba-023", "correct.short", "Combien de couchettes compte le local d'hiver ?", "Dix.", "Le local d'hiver compte 10 couchettes.", True),
    w.correct("fr-ba-024", "wrong.value", "Jusqu'à quelle heure la pharmacie est-elle ouverte dimanche ?", "Elle ferme à 22 h le dimanche.", "Jusqu'à 20 h.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-ba-025", "relevant.direct", "Quand puis-je passer à la pharmacie dimanche ?", "Entre 9 h et 20 h.", PHARMA, True),
    w.relevant("fr-ba-026", "relevant.direct", "Quel est le tarif pour un non-adhérent au refuge ?", "66 € la demi-pension.", REFUGE, True),
    w.relevant("fr-ba-027", "relevant.direct", "Combien de parcelles l'association gère-t-elle ?", "Trente, de 50 m² chacune.", JARDINS, True),
    w.relevant("fr-ba-028", "relevant.yesno", "Le refuge est-il ouvert en hiver ?", "Oui, mais uniquement le local d'hiver de 10 couchettes.", REFUGE, True),
    w.relevant("fr-ba-029", "offtopic.true", "Combien coûte la motobineuse ?", "La présidente de l'association est Odile Marchand.", JARDINS, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-ba-030", "diag.missed", "Qui est la gardienne du refuge ?", "Les documents ne donnent pas le nom de la gardienne.",
           {"refuge-tarifs": REF_TARIFS, "refuge-acces": REF_ACCES}, ("refuge-equipe",), "fix_retrieval"),
    w.diag("fr-ba-031", "diag.unfaithful", "Combien coûte la demi-pension pour un adhérent ?", "Pour un adhérent, la demi-pension coûte 66 €.",
           {"refuge-tarifs": REF_TARIFS, "refuge-acces": REF_ACCES}, ("refuge-tarifs",), "fix_generation"),
    w.diag("fr-ba-032", "diag.correct_refusal", "Peut-on réserver le refuge en ligne ?", "Les documents ne disent pas si la réservation en ligne est possible.",
           {"refuge-tarifs": REF_TARIFS, "refuge-acces": REF_ACCES}, (), "correct_refusal"),
    w.diag("fr-ba-033", "diag.pass", "Combien de places compte le refuge ?", "Il compte 46 places.",
           {"refuge-acces": REF_ACCES, "refuge-tarifs": REF_TARIFS}, ("refuge-acces",), "pass"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
