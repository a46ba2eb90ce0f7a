"""French cases of set AE: a farm shop, a Loire river cruise, a lakeside music festival,
a vet clinic's kitten vaccinations and a hotel spa."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

FERME = "La boutique de la ferme des Tilleuls est ouverte du mercredi au dimanche, de 9 h à 19 h. Le panier de légumes de saison coûte 18 € et se réserve la veille avant midi. Les adhérents de l'AMAP voisine bénéficient de 10 % de réduction sur tous les produits, sauf les fromages."
CROISIERE = "Le bateau « Le Héron » part de Nantes le 21 septembre à 10 h et arrive à Angers trois jours plus tard. Il accueille 90 passagers. La visite du château de la Roche-Aubert est comprise dans le prix, mais le dîner-spectacle du dernier soir coûte 45 € par personne."
FESTIVAL = "Le festival Les Nuits du Lac se tient du 18 au 20 juillet au bord du lac de Vassière. Le pass trois jours coûte 120 €, le billet d'une journée 49 €. Le camping est réservé aux détenteurs du pass trois jours et ouvre le jeudi à 14 h."
VETO = "À la clinique vétérinaire du Parc, le chaton reçoit son premier vaccin à 8 semaines, puis un rappel un mois plus tard. Le vaccin contre la rage coûte 65 € et n'est obligatoire que pour voyager à l'étranger. Il ne faut pas laisser sortir le chaton avant la fin de la primovaccination."
SPA = "Le spa de l'hôtel Les Sources est ouvert tous les jours de 9 h à 21 h. L'accès est gratuit pour les clients de l'hôtel ; les visiteurs extérieurs paient 35 € la demi-journée. Les soins doivent être réservés au moins 48 heures à l'avance."

# fmt: off
FAITHFULNESS: list[Case] = [
    # reformulations et formats fidèles
    w.faith("fr-ae-001", "para.reorder", "Quand la boutique de la ferme est-elle ouverte ?", "De 9 h à 19 h, du mercredi au dimanche, la boutique de la ferme des Tilleuls est ouverte.", FERME, True),
    w.faith("fr-ae-002", "para.passive", "La visite du château est-elle incluse ?", "Oui, le prix comprend la visite du château de la Roche-Aubert.", CROISIERE, True),
    w.faith("fr-ae-003", "para.synonym", "Les clients de l'hôtel paient-ils le spa ?", "Non, les clients de l'hôtel ne paient rien pour accéder au spa.", SPA, True),
    w.faith("fr-ae-004", "para.pronoun", "Qui peut camper au festival ?", "Seuls les détenteurs du pass trois jours y ont droit.", FESTIVAL, True),
    w.faith("fr-ae-005", "fmt.date", "Quand part Le Héron ?", "Le Héron quitte Nantes le 21/09 à 10 h.", CROISIERE, True),
    w.faith("fr-ae-006", "fmt.time", "À quelle heure ouvre le camping ?", "Le camping ouvre le jeudi à 2 heures de l'après-midi.", FESTIVAL, True),
    w.faith("fr-ae-007", "fmt.period", "Combien de temps à l'avance faut-il réserver un soin ?", "Il faut réserver les soins au moins deux jours à l'avance.", SPA, True),
    w.faith("fr-ae-008", "para.except", "Sur quoi porte la réduction des adhérents de l'AMAP ?", "Les adhérents de l'AMAP ont 10 % de remise sur tout, à l'exception des fromages.", FERME, True),
    w.faith("fr-ae-009", "wrap.question", "Combien coûte le vaccin contre la rage ?", "Vous demandez le prix du vaccin contre la rage : il coûte 65 €.", VETO, True),
    w.faith("fr-ae-010", "wrap.opener", "Combien coûte le panier de légumes ?", "Bonne question ! Le panier de légumes de saison coûte 18 €.", FERME, True),
    # une erreur nette
    w.faith("fr-ae-011", "value.number", "Combien de passagers le bateau accueille-t-il ?", "Le Héron accueille 190 passagers.", CROISIERE, False),
    w.faith("fr-ae-012", "value.time", "Quels sont les horaires du spa ?", "Le spa est ouvert tous les jours de 9 h à 23 h.", SPA, False),
    w.faith("fr-ae-013", "value.except", "Quels produits sont exclus de la réduction ?", "Les adhérents de l'AMAP ont 10 % de réduction sur tous les produits, sauf les œufs.", FERME, False),
    w.faith("fr-ae-014", "role.swap", "Combien coûtent les billets du festival ?", "Le pass trois jours coûte 49 € et le billet d'une journée 120 €.", FESTIVAL, False),
    w.faith("fr-ae-015", "negation", "Le vaccin contre la rage est-il obligatoire ?", "Le vaccin contre la rage n'est pas obligatoire pour voyager à l'étranger.", VETO, False),
    w.faith("fr-ae-016", "antonym", "Quand faut-il réserver un soin ?", "Les soins doivent être réservés au plus 48 heures à l'avance.", SPA, False),
    w.faith("fr-ae-017", "modality", "Faut-il réserver les soins ?", "Les soins peuvent être réservés à l'avance, mais ce n'est pas obligatoire.", SPA, False),
    w.faith("fr-ae-018", "quantifier", "Qui a accès au camping ?", "Le camping est ouvert à tous les festivaliers.", FESTIVAL, False),
    w.faith("fr-ae-019", "direction", "Quel est l'itinéraire du Héron ?", "Le Héron part d'Angers et arrive à Nantes trois jours plus tard.", CROISIERE, False),
    w.faith("fr-ae-020", "added.fact", "Que contient le panier de légumes ?", "Le panier de légumes de saison coûte 18 € et contient toujours une douzaine d'œufs.", FERME, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-ae-021", "refusal.short", "Le spa a-t-il un hammam ?", "Je ne sais pas.", SPA, True),
    w.refusal("fr-ae-022", "refusal.long", "Quels artistes jouent aux Nuits du Lac ?", "Les informations dont je dispose ne mentionnent pas la programmation du festival ; je ne peux donc pas vous dire quels artistes s'y produisent.", FESTIVAL, True),
    w.refusal("fr-ae-023", "refusal.partial", "Quand le chaton est-il vacciné et combien coûte le premier vaccin ?", "Le chaton reçoit son premier vaccin à 8 semaines, puis un rappel un mois plus tard ; le prix du premier vaccin n'est pas indiqué.", VETO, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-ae-024", "correct.wordy", "Combien coûte le panier de légumes ?", "À la ferme des Tilleuls, le panier de légumes de saison est vendu au prix de 18 euros.", "18 €.", True),
    w.correct("fr-ae-025", "correct.wordy", "Où arrive le bateau Le Héron ?", "Après trois jours de navigation depuis Nantes, Le Héron termine son voyage à Angers.", "À Angers.", True),
    w.correct("fr-ae-026", "correct.format", "À quelle heure ferme le spa ?", "À neuf heures du soir.", "À 21 h.", True),
    w.correct("fr-ae-027", "wrong.value", "Combien coûte le billet d'une journée ?", "Le billet d'une journée coûte 59 €.", "49 €.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-ae-028", "relevant.direct", "Quand a lieu le festival Les Nuits du Lac ?", "Du 18 au 20 juillet.", FESTIVAL, True),
    w.relevant("fr-ae-029", "relevant.direct", "D'où part la croisière ?", "De Nantes.", CROISIERE, True),
    w.relevant("fr-ae-030", "relevant.direct", "Comment réserver un panier de légumes ?", "Il faut le commander la veille, avant midi.", FERME, True),
    w.relevant("fr-ae-031", "relevant.yesno", "Les clients de l'hôtel doivent-ils payer l'entrée du spa ?", "Non, pour eux c'est gratuit.", SPA, True),
    w.relevant("fr-ae-032", "offtopic.true", "Combien coûte l'entrée au spa pour un visiteur extérieur ?", "Le spa est ouvert tous les jours de 9 h à 21 h.", SPA, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-ae-033", "diag.pass", "À quel âge le chaton reçoit-il son premier vaccin ?", "Le chaton reçoit son premier vaccin à 8 semaines.", {"veto": VETO, "spa": SPA}, ("veto",), "pass"),
    w.diag("fr-ae-034", "diag.missed", "Combien coûte le dîner-spectacle à bord du Héron ?", "Je ne trouve aucune information sur ce dîner-spectacle dans les documents.", {"ferme": FERME, "festival": FESTIVAL}, ("croisiere",), "fix_retrieval"),
    w.diag("fr-ae-035", "diag.correct_refusal", "La ferme des Tilleuls livre-t-elle à domicile ?", "Les documents ne disent pas si la ferme livre à domicile, je ne peux donc pas répondre.", {"ferme": FERME}, (), "correct_refusal"),
    w.diag("fr-ae-036", "diag.offtopic", "Quel est le prix du pass trois jours ?", "Le camping ouvre le jeudi à 14 h.", {"festival": FESTIVAL}, ("festival",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
