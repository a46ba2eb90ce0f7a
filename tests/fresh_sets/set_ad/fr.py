"""French cases of set AD: a climbing gym, a canoe rental on the Dordogne, a children's summer
camp and a public media library."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

ESCALADE = "La salle d'escalade Vertical'Est est ouverte du lundi au vendredi de 12 h à 23 h et le week-end de 9 h à 20 h. L'entrée coûte 14 € pour les adultes et 10 € pour les moins de 18 ans. La location de chaussons est facturée 4 € en supplément. Les enfants de moins de 12 ans doivent être accompagnés d'un adulte."
KAYAK = "Canoë Loisirs propose la descente de la Dordogne entre Carsac et Beynac, un parcours de 18 kilomètres. La location d'un kayak biplace coûte 38 € pour la journée, gilets de sauvetage compris. Les départs ont lieu entre 9 h et 11 h, et le retour en navette est assuré jusqu'à 18 h. Il faut savoir nager pour participer."
COLO = "La colonie de vacances Les Pins accueille les enfants de 8 à 14 ans du 7 au 20 juillet. Le séjour coûte 640 €, transport depuis Lyon inclus. Les familles peuvent payer en trois fois sans frais. Les téléphones portables sont interdits pendant toute la durée du séjour."
MEDIA = "La médiathèque Jean-Moulin prête jusqu'à 10 documents par carte pour une durée de trois semaines. L'abonnement annuel est gratuit pour les habitants de la commune et coûte 15 € pour les autres. Les DVD ne peuvent pas être prolongés. Le fonds compte environ 45 000 ouvrages."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("fr-ad-001", "fmt.time", "À quelle heure ouvre la salle en semaine ?", "En semaine, la salle est ouverte de midi à 23 h.", ESCALADE, True),
    w.faith("fr-ad-002", "para.reorder", "Combien coûte l'entrée ?", "Pour les moins de 18 ans, l'entrée est à 10 €, et elle coûte 14 € pour les adultes.", ESCALADE, True),
    w.faith("fr-ad-003", "para.synonym", "Faut-il savoir nager pour la descente ?", "Oui, il est indispensable de savoir nager pour participer.", KAYAK, True),
    w.faith("fr-ad-004", "fmt.unit", "Quelle est la longueur du parcours ?", "Le parcours entre Carsac et Beynac fait 18 km.", KAYAK, True),
    w.faith("fr-ad-005", "para.passive", "Comment revient-on au point de départ ?", "Une navette assure le retour jusqu'à 18 h.", KAYAK, True),
    w.faith("fr-ad-006", "fmt.date", "Quelles sont les dates de la colonie ?", "La colonie Les Pins a lieu du 07/07 au 20/07.", COLO, True),
    w.faith("fr-ad-007", "para.nominal", "Peut-on payer le séjour en plusieurs fois ?", "Oui, le paiement en trois fois sans frais est possible pour les familles.", COLO, True),
    w.faith("fr-ad-008", "wrap.hedge", "Combien coûte le séjour ?", "Il me semble que le séjour coûte 640 €, transport depuis Lyon compris.", COLO, True),
    w.faith("fr-ad-009", "fmt.number", "Combien d'ouvrages la médiathèque possède-t-elle ?", "Le fonds compte environ quarante-cinq mille ouvrages.", MEDIA, True),
    w.faith("fr-ad-010", "fmt.period", "Combien de temps dure un prêt ?", "Les documents sont prêtés pour 21 jours.", MEDIA, True),
    w.faith("fr-ad-011", "wrap.question", "Combien de documents peut-on emprunter ?", "Vous vous demandez combien de documents vous pouvez emprunter ? Jusqu'à 10 par carte.", MEDIA, True),
    w.faith("fr-ad-012", "value.currency", "Combien coûte la location de chaussons ?", "La location de chaussons coûte 6 € en supplément.", ESCALADE, False),
    w.faith("fr-ad-013", "direction", "Les enfants peuvent-ils grimper seuls ?", "Les enfants de plus de 12 ans doivent être accompagnés d'un adulte.", ESCALADE, False),
    w.faith("fr-ad-014", "value.time", "À quelle heure partent les kayaks ?", "Les départs ont lieu entre 9 h et 13 h.", KAYAK, False),
    w.faith("fr-ad-015", "added.fact", "Que comprend la location d'un kayak biplace ?", "La location d'un kayak biplace coûte 38 € pour la journée, gilets de sauvetage et bidon étanche compris.", KAYAK, False),
    w.faith("fr-ad-016", "value.date", "Quand a lieu la colonie ?", "La colonie accueille les enfants du 7 au 27 juillet.", COLO, False),
    w.faith("fr-ad-017", "modality", "Les enfants peuvent-ils emporter leur portable ?", "Les téléphones portables sont déconseillés pendant le séjour, mais pas interdits.", COLO, False),
    w.faith("fr-ad-018", "negation", "Peut-on prolonger le prêt d'un DVD ?", "Oui, les DVD peuvent être prolongés.", MEDIA, False),
    w.faith("fr-ad-019", "role.swap", "Combien coûte l'abonnement ?", "L'abonnement est gratuit pour les personnes extérieures à la commune et coûte 15 € pour les habitants.", MEDIA, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-ad-020", "refusal.context", "La salle d'escalade propose-t-elle des cours ?", "Le texte fourni ne parle pas de cours, je ne peux donc pas répondre à cette question.", ESCALADE, True),
    w.refusal("fr-ad-021", "refusal.short", "Y a-t-il un parking à la base de canoë ?", "Aucune information à ce sujet.", KAYAK, True),
    w.refusal("fr-ad-022", "refusal.hedged", "Combien de temps peut-on garder un livre emprunté ?", "Si je ne me trompe pas, le prêt dure trois semaines.", MEDIA, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-ad-023", "correct.wordy", "Quel âge faut-il avoir pour partir avec la colonie Les Pins ?", "La colonie Les Pins s'adresse aux enfants âgés d'au moins 8 ans et d'au plus 14 ans.", "Entre 8 et 14 ans.", True),
    w.correct("fr-ad-024", "correct.wordy", "Combien coûte l'entrée pour un adulte à Vertical'Est ?", "Un adulte qui vient grimper à Vertical'Est paie 14 euros pour son entrée.", "14 €.", True),
    w.correct("fr-ad-025", "correct.format", "Jusqu'à quelle heure la navette assure-t-elle le retour ?", "Jusqu'à 18:00.", "Jusqu'à 18 h.", True),
    w.correct("fr-ad-026", "wrong.value", "Combien de documents peut-on emprunter par carte ?", "Jusqu'à 5 documents par carte.", "Jusqu'à 10 documents.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-ad-027", "relevant.direct", "Le samedi, à partir de quand peut-on grimper ?", "Dès 9 h, et jusqu'à 20 h.", ESCALADE, True),
    w.relevant("fr-ad-028", "relevant.direct", "Quel est le prix d'une journée en kayak à deux ?", "38 €, avec les gilets fournis.", KAYAK, True),
    w.relevant("fr-ad-029", "relevant.direct", "Où se fait la descente en kayak ?", "Sur la Dordogne, de Carsac jusqu'à Beynac.", KAYAK, True),
    w.relevant("fr-ad-030", "relevant.yesno", "Mon fils de 10 ans peut-il venir grimper seul ?", "Non, avant 12 ans un adulte doit l'accompagner.", ESCALADE, True),
    w.relevant("fr-ad-031", "offtopic.true", "Combien coûte l'abonnement pour quelqu'un qui n'habite pas la commune ?", "La médiathèque compte environ 45 000 ouvrages.", MEDIA, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-ad-032", "diag.pass", "Peut-on payer la colonie en plusieurs fois ?", "Oui, les familles peuvent payer en trois fois sans frais.", {"colo-les-pins": COLO, "kayak": KAYAK}, ("colo-les-pins",), "pass"),
    w.diag("fr-ad-033", "diag.missed", "Combien coûte la location de chaussons à Vertical'Est ?", "Je ne trouve pas cette information dans les documents disponibles.", {"mediatheque": MEDIA, "colo-les-pins": COLO}, ("escalade",), "fix_retrieval"),
    w.diag("fr-ad-034", "diag.correct_refusal", "La médiathèque est-elle ouverte le dimanche ?", "Les documents ne précisent pas les horaires d'ouverture de la médiathèque, je ne peux donc pas vous répondre.", {"mediatheque": MEDIA}, (), "correct_refusal"),
    w.diag("fr-ad-035", "diag.offtopic", "Faut-il savoir nager pour faire la descente en kayak ?", "Le parcours entre Carsac et Beynac fait 18 kilomètres.", {"kayak": KAYAK}, ("kayak",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
