"""Fresh set D, French: plain cases with French number, money and time formats (1 500 €,
20 h 30), written from the phenomena without running the judge."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

BAG = (
    "La compagnie Air Azur autorise chaque passager de classe économique à enregistrer un bagage de 23 kg "
    "maximum. Un deuxième bagage en soute coûte 50 € par trajet. Les bagages à main ne doivent pas "
    "dépasser 10 kg."
)
WINE = (
    "Le domaine des Trois Chênes a été fondé en 1890 par Émile Rochard. En 1952, sa petite-fille Jeanne "
    "Rochard a repris le domaine. Il s'étend sur 28 hectares près de Beaune. Les dégustations ont lieu le "
    "samedi à 11 h et coûtent 15 € par personne."
)
VENUE = (
    "La salle Le Phare peut accueillir jusqu'à 1 500 spectateurs. Les portes ouvrent à 19 h et les "
    "concerts commencent à 20 h 30. Il est interdit de fumer dans toute la salle, sauf sur la terrasse."
)
CAMP = (
    "La colonie Les Écureuils accueille les enfants de 7 à 12 ans. Chaque séjour dure deux semaines et "
    "coûte 1 200 €. Les enfants dorment dans des chalets de huit lits."
)
LICENCE = (
    "La licence Graphix Pro peut être installée sur deux ordinateurs au maximum. Elle est valable un an à "
    "partir de la date d'achat. Son prix est de 120 €, TVA comprise."
)
BAKERY = (
    "La chaîne Pain Doré compte 35 boulangeries en France. Tout le pain est cuit sur place chaque matin "
    "avant 6 h. Les boulangeries sont fermées le lundi."
)
DOG = (
    "L'école canine Patte Douce propose des cours collectifs le mercredi et le samedi. Un cours dure 45 "
    "minutes. Les chiens doivent être vaccinés et avoir au moins trois mois."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith(
        "fr-d-001", "para.part",
        "À quelle heure commencent les concerts au Phare ?",
        "Les concerts commencent à 20 h 30.",
        VENUE, True,
    ),
    w.faith(
        "fr-d-002", "para.reorder",
        "Quels jours ont lieu les cours de l'école Patte Douce ?",
        "Le mercredi et le samedi, l'école canine Patte Douce propose des cours collectifs.",
        DOG, True,
    ),
    w.faith(
        "fr-d-003", "fmt.thousands",
        "Combien de personnes peut accueillir Le Phare ?",
        "La salle Le Phare peut accueillir jusqu'à 1500 spectateurs.",
        VENUE, True,
    ),
    w.faith(
        "fr-d-004", "fmt.currency",
        "Combien coûte une dégustation au domaine des Trois Chênes ?",
        "Une dégustation coûte 15 euros par personne.",
        WINE, True,
    ),
    w.faith(
        "fr-d-005", "fmt.abbrev",
        "Quel est le prix de la licence Graphix Pro ?",
        "La licence Graphix Pro coûte 120 €, taxe sur la valeur ajoutée comprise.",
        LICENCE, True,
    ),
    w.faith(
        "fr-d-006", "fmt.time",
        "À quelle heure ouvrent les portes du Phare ?",
        "Les portes ouvrent à 7 heures du soir.",
        VENUE, True,
    ),
    w.faith(
        "fr-d-007", "wrap.hedge",
        "Les boulangeries Pain Doré sont-elles ouvertes le lundi ?",
        "Si je ne me trompe pas, les boulangeries Pain Doré sont fermées le lundi.",
        BAKERY, True,
    ),
    w.faith(
        "fr-d-008", "fmt.period",
        "Combien de temps dure un séjour à la colonie Les Écureuils ?",
        "Chaque séjour dure 14 jours.",
        CAMP, True,
    ),
    w.faith(
        "fr-d-009", "value.time",
        "Quand ont lieu les dégustations au domaine des Trois Chênes ?",
        "Les dégustations ont lieu le samedi à 15 h.",
        WINE, False,
    ),
    w.faith(
        "fr-d-010", "negation",
        "Mon chien doit-il être vacciné pour suivre les cours ?",
        "Non, les chiens n'ont pas besoin d'être vaccinés.",
        DOG, False,
    ),
    w.faith(
        "fr-d-011", "antonym",
        "Pain Doré est-il ouvert le lundi ?",
        "Oui, les boulangeries Pain Doré sont ouvertes le lundi.",
        BAKERY, False,
    ),
    w.faith(
        "fr-d-012", "direction",
        "Quand le pain est-il cuit chez Pain Doré ?",
        "Tout le pain est cuit sur place chaque matin après 6 h.",
        BAKERY, False,
    ),
    w.faith(
        "fr-d-013", "added.fact",
        "Comment les enfants sont-ils logés à la colonie ?",
        "Les enfants dorment dans des chalets de huit lits, et chaque chalet a sa propre salle de bains.",
        CAMP, False,
    ),
    w.faith(
        "fr-d-014", "value.currency",
        "Combien coûte un deuxième bagage chez Air Azur ?",
        "Un deuxième bagage en soute coûte 75 € par trajet.",
        BAG, False,
    ),
]
REFUSAL: list[Case] = [
    w.refusal(
        "fr-d-015", "refusal.plain",
        "Le domaine des Trois Chênes vend-il son vin en ligne ?",
        "Je suis désolé, je n'ai pas cette information.",
        WINE, True,
    ),
    w.refusal(
        "fr-d-016", "refusal.context",
        "Combien coûte un cours à l'école Patte Douce ?",
        "Les documents fournis ne précisent pas le prix des cours.",
        DOG, True,
    ),
    w.refusal(
        "fr-d-017", "refusal.partial",
        "Combien coûte la licence Graphix Pro et combien de temps dure le support ?",
        "La licence coûte 120 €, TVA comprise ; en revanche, les documents ne disent rien sur le support.",
        LICENCE, False,
    ),
]
CORRECTNESS: list[Case] = [
    w.correct(
        "fr-d-018", "correct.format",
        "Combien coûte un séjour à la colonie Les Écureuils ?",
        "Un séjour coûte mille deux cents euros.",
        "1 200 €",
        True,
    ),
    w.correct(
        "fr-d-019", "wrong.role",
        "Qui a fondé le domaine des Trois Chênes ?",
        "C'est Jeanne Rochard qui l'a fondé.",
        "Émile Rochard, en 1890.",
        False,
    ),
    w.correct(
        "fr-d-020", "correct.wordy",
        "Combien de boulangeries compte Pain Doré ?",
        "La chaîne Pain Doré compte au total 35 boulangeries en France.",
        "35.",
        True,
    ),
]
RELEVANCY: list[Case] = [
    w.relevant(
        "fr-d-021", "relevant.direct",
        "Quel poids puis-je mettre en soute chez Air Azur ?",
        "23 kg au maximum par passager en classe économique.",
        BAG, True,
    ),
    w.relevant(
        "fr-d-022", "offtopic.other",
        "Quand ont lieu les dégustations au domaine ?",
        "Une dégustation coûte 15 € par personne.",
        WINE, False,
    ),
    w.relevant(
        "fr-d-023", "offtopic.true",
        "À quelle heure ouvrent les portes du Phare ?",
        "Il est interdit de fumer dans toute la salle, sauf sur la terrasse.",
        VENUE, False,
    ),
]
DIAGNOSIS: list[Case] = [
    w.diag(
        "fr-d-024", "diag.pass",
        "Sur combien d'ordinateurs peut-on installer la licence Graphix Pro ?",
        "La licence Graphix Pro peut être installée sur deux ordinateurs au maximum.",
        {"licence-1": LICENCE, "bakery-1": BAKERY},
        ("licence-1",), "pass",
    ),
    w.diag(
        "fr-d-025", "diag.unfaithful",
        "Quel âge doivent avoir les chiens pour les cours ?",
        "Les chiens doivent avoir au moins six mois.",
        {"dog-1": DOG},
        ("dog-1",), "fix_generation",
    ),
    w.diag(
        "fr-d-026", "diag.correct_refusal",
        "La colonie Les Écureuils propose-t-elle des activités nautiques ?",
        "Je ne trouve aucune information sur des activités nautiques dans les documents fournis.",
        {"camp-1": CAMP},
        (), "correct_refusal",
    ),
    w.diag(
        "fr-d-027", "diag.should_refuse",
        "Air Azur accepte-t-elle les animaux en cabine ?",
        "Oui, Air Azur accepte en cabine les chats et les petits chiens de moins de 8 kg.",
        {"bag-1": BAG},
        (), "should_refuse",
    ),
    w.diag(
        "fr-d-028", "diag.refused",
        "À quelle heure ont lieu les dégustations au domaine des Trois Chênes ?",
        "Désolé, je ne sais pas.",
        {"wine-1": WINE, "venue-1": VENUE},
        ("wine-1",), "fix_generation",
    ),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
