"""French cases of set AJ: a rowing club, a cheese shop and a public media library."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

AVIRON = (
    "Le club d'aviron de Saint-Vallier propose une initiation le dimanche de 8 h 30 à 11 h. "
    "La séance d'essai est gratuite, puis l'adhésion annuelle coûte 280 €, et il faut savoir nager 50 mètres pour s'inscrire. "
    "L'entraîneuse Claire Moreau encadre les débutants, et son adjoint Lucas Petit s'occupe des compétiteurs."
)
FROMAGE = (
    "La fromagerie Chez Odile est ouverte tous les jours sauf le lundi, de 9 h à 19 h 30. "
    "Le comté de 18 mois y est vendu 32 € le kilo. "
    "Les commandes de plateaux doivent être passées au moins trois jours à l'avance. "
    "Depuis janvier, le prix du beurre a baissé de 8 %."
)
MEDIA = (
    "La médiathèque Jules-Verne prête jusqu'à dix documents par carte pour une durée de trois semaines. "
    "L'abonnement est gratuit pour les moins de 18 ans et coûte 15 € par an pour les adultes. "
    "Les retards sont facturés 0,20 € par jour et par document, et la salle de lecture compte 120 places."
)

# fmt: off
FAITHFULNESS = [
    # reformulations et formats fidèles
    w.faith("fr-aj-001", "para.reorder", "Quand a lieu l'initiation à l'aviron ?", "C'est le dimanche, de 8 h 30 à 11 h, que le club propose son initiation.", AVIRON, True),
    w.faith("fr-aj-002", "para.passive", "Qui encadre les débutants ?", "Les débutants sont encadrés par l'entraîneuse Claire Moreau.", AVIRON, True),
    w.faith("fr-aj-003", "para.synonym", "Combien de temps dure un prêt ?", "Les documents s'empruntent pour trois semaines.", MEDIA, True),
    w.faith("fr-aj-004", "para.except", "Quel jour la fromagerie est-elle fermée ?", "Elle n'est fermée que le lundi.", FROMAGE, True),
    w.faith("fr-aj-005", "fmt.period", "Combien de temps peut-on garder les documents ?", "On peut garder les documents 21 jours.", MEDIA, True),
    w.faith("fr-aj-006", "fmt.time", "Quels sont les horaires de la fromagerie ?", "La fromagerie est ouverte de 9:00 à 19:30, sauf le lundi.", FROMAGE, True),
    w.faith("fr-aj-007", "fmt.currency", "Combien coûte le comté de 18 mois ?", "Le comté de 18 mois coûte 32 euros le kilo.", FROMAGE, True),
    w.faith("fr-aj-008", "fmt.number", "Combien de places compte la salle de lecture ?", "La salle de lecture compte cent vingt places.", MEDIA, True),
    w.faith("fr-aj-009", "wrap.hedge", "Combien coûte l'adhésion au club ?", "Il semble que l'adhésion annuelle coûte 280 €.", AVIRON, True),
    w.faith("fr-aj-010", "wrap.question", "L'abonnement est-il payant pour un adolescent ?", "L'abonnement est gratuit pour les moins de 18 ans. Souhaitez-vous connaître le tarif adulte ?", MEDIA, True),
    # une erreur nette
    w.faith("fr-aj-011", "value.number", "Combien de documents peut-on emprunter ?", "On peut emprunter jusqu'à douze documents par carte.", MEDIA, False),
    w.faith("fr-aj-012", "value.time", "À quelle heure se termine l'initiation ?", "L'initiation se termine à 12 h.", AVIRON, False),
    w.faith("fr-aj-013", "value.currency", "Combien coûtent les retards ?", "Les retards sont facturés 0,50 € par jour et par document.", MEDIA, False),
    w.faith("fr-aj-014", "role.swap", "Qui entraîne qui au club ?", "Lucas Petit encadre les débutants et Claire Moreau s'occupe des compétiteurs.", AVIRON, False),
    w.faith("fr-aj-015", "negation", "La séance d'essai est-elle gratuite ?", "Non, la séance d'essai n'est pas gratuite.", AVIRON, False),
    w.faith("fr-aj-016", "direction", "Le prix du beurre a-t-il changé ?", "Depuis janvier, le prix du beurre a augmenté de 8 %.", FROMAGE, False),
    w.faith("fr-aj-017", "modality", "Faut-il savoir nager pour s'inscrire ?", "Il est conseillé, mais pas exigé, de savoir nager 50 mètres.", AVIRON, False),
    w.faith("fr-aj-018", "quantifier", "Qui bénéficie de l'abonnement gratuit ?", "L'abonnement est gratuit pour tous les usagers.", MEDIA, False),
    w.faith("fr-aj-019", "added.fact", "Combien de places y a-t-il en salle de lecture ?", "La salle de lecture compte 120 places et propose le wifi gratuit.", MEDIA, False),
    w.faith("fr-aj-020", "value.except", "Quand la fromagerie est-elle ouverte ?", "La fromagerie est ouverte tous les jours sauf le mardi.", FROMAGE, False),
]

REFUSAL = [
    w.refusal("fr-aj-021", "refusal.plain", "La fromagerie livre-t-elle à domicile ?", "Désolé, je ne sais pas si la fromagerie livre à domicile.", FROMAGE, True),
    w.refusal("fr-aj-022", "refusal.long", "La fromagerie livre-t-elle à domicile ?", "Après avoir parcouru les informations dont je dispose, je n'ai trouvé aucune mention d'un service de livraison ; je ne peux donc pas vous répondre et je vous conseille de contacter directement la fromagerie.", FROMAGE, True),
    w.refusal("fr-aj-023", "refusal.partial", "Quels sont les horaires de la fromagerie, et livre-t-elle à domicile ?", "Elle est ouverte de 9 h à 19 h 30, sauf le lundi ; en revanche, rien n'est dit sur la livraison.", FROMAGE, False),
]

CORRECTNESS = [
    w.correct("fr-aj-024", "correct.wordy", "Combien coûte l'adhésion annuelle ?", "Une fois la séance d'essai passée, il faut compter 280 € pour adhérer au club pendant un an.", "280 €", True),
    w.correct("fr-aj-025", "correct.wordy", "Combien de places compte la salle de lecture ?", "La médiathèque Jules-Verne met 120 places à disposition dans sa salle de lecture.", "120 places", True),
    w.correct("fr-aj-026", "correct.short", "Combien coûte le comté de 18 mois ?", "32 € le kilo.", "Le comté de 18 mois est vendu 32 € le kilo.", True),
    w.correct("fr-aj-027", "wrong.value", "Combien coûte l'abonnement pour un adulte ?", "Il coûte 25 € par an.", "15 € par an", False),
]

RELEVANCY = [
    w.relevant("fr-aj-028", "relevant.direct", "À quel moment puis-je essayer l'aviron ?", "Le dimanche matin, de 8 h 30 à 11 h.", AVIRON, True),
    w.relevant("fr-aj-029", "relevant.direct", "Combien de livres puis-je prendre à la fois ?", "Jusqu'à dix par carte.", MEDIA, True),
    w.relevant("fr-aj-030", "relevant.direct", "Comment obtenir un plateau de fromages ?", "Il suffit de le réserver au moins trois jours avant.", FROMAGE, True),
    w.relevant("fr-aj-031", "relevant.yesno", "Faut-il payer pour la séance d'essai ?", "Non, elle est gratuite.", AVIRON, True),
    w.relevant("fr-aj-032", "offtopic.true", "Quel est le prix du comté ?", "La fromagerie est ouverte tous les jours sauf le lundi.", FROMAGE, False),
]

DIAGNOSIS = [
    w.diag("fr-aj-033", "diag.pass", "Combien coûtent les retards ?", "Les retards coûtent 0,20 € par jour et par document.", {"media-regles": MEDIA, "aviron-club": AVIRON}, ("media-regles",), "pass"),
    w.diag("fr-aj-034", "diag.missed", "Qui s'occupe des compétiteurs au club d'aviron ?", "Les documents fournis ne mentionnent pas qui s'occupe des compétiteurs.", {"fromagerie": FROMAGE, "media-regles": MEDIA}, ("aviron-club",), "fix_retrieval"),
    w.diag("fr-aj-035", "diag.correct_refusal", "La médiathèque est-elle ouverte le dimanche ?", "Les informations disponibles n'indiquent pas les jours d'ouverture de la médiathèque.", {"media-regles": MEDIA}, (), "correct_refusal"),
    w.diag("fr-aj-036", "diag.unfaithful", "À quelle heure ferme la fromagerie ?", "La fromagerie ferme à 18 h.", {"fromagerie": FROMAGE}, ("fromagerie",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
