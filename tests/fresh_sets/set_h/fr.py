# ruff: noqa: E501  (data: one case per line)
"""Fresh set H, French: refusal, relevancy and diagnosis cases."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

LIBRARY = (
    "La médiathèque municipale de Saint-Aubrac prête jusqu'à 8 documents par carte pour une durée de quatre semaines. "
    "L'inscription est gratuite pour les moins de 18 ans et coûte 15 € par an pour les adultes. "
    "La médiathèque est fermée le lundi."
)
VET = (
    "La clinique vétérinaire des Tilleuls reçoit sur rendez-vous du mardi au samedi, de 8 h 30 à 18 h 30. "
    "Une consultation standard coûte 45 €. "
    "En cas d'urgence le dimanche, il faut appeler la clinique de garde de Montval."
)
FERRY = (
    "La compagnie Vedettes de l'Iroise assure la traversée entre Le Conquet et l'île de Mélen. "
    "En été, les bateaux partent toutes les deux heures à partir de 8 h. "
    "Les animaux de compagnie sont acceptés s'ils sont tenus en laisse."
)
CLIMB = (
    "La salle d'escalade Vertigo propose des cours d'initiation le mercredi à 18 h. "
    "Le baudrier et les chaussons sont prêtés gratuitement aux débutants. "
    "Une séance coûte 14 € en plein tarif."
)
CANTEEN = (
    "La cantine du collège Jean-Rostand propose un menu sans porc chaque jour. "
    "Le repas coûte 3,80 € pour les élèves demi-pensionnaires. "
    "Les menus de la semaine sont affichés le vendredi précédent."
)

# fmt: off
REFUSAL: list[Case] = [
    w.refusal("fr-h-001", "refusal.plain", "La médiathèque prête-t-elle des jeux vidéo ?", "Je suis désolé, je ne sais pas si la médiathèque prête des jeux vidéo.", LIBRARY, True),
    w.refusal("fr-h-002", "refusal.long", "La clinique des Tilleuls soigne-t-elle les chevaux ?", "Merci beaucoup pour votre question ! Malheureusement, les informations dont je dispose ne précisent pas si la clinique prend en charge les chevaux. Je vous conseille de contacter directement la clinique vétérinaire des Tilleuls par téléphone : l'équipe pourra vous renseigner. Désolé de ne pas pouvoir vous aider davantage.", VET, True),
    w.refusal("fr-h-003", "refusal.context", "Combien coûte un billet pour l'île de Mélen ?", "Les documents fournis n'indiquent pas le prix des billets, je ne peux donc pas répondre à cette question.", FERRY, True),
    w.refusal("fr-h-004", "refusal.partial", "À quelle heure est le cours d'initiation et combien coûte-t-il ?", "Le cours d'initiation a lieu le mercredi à 18 h. En revanche, je n'ai pas trouvé son prix dans les documents.", CLIMB, False),
    w.refusal("fr-h-005", "refusal.hedged", "Combien coûte le repas à la cantine ?", "Le repas coûte 3,80 € pour les élèves demi-pensionnaires, mais je vous conseille de vérifier auprès du collège, car les tarifs peuvent évoluer.", CANTEEN, False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-h-006", "relevant.direct", "Combien de temps puis-je garder les livres ?", "Quatre semaines.", LIBRARY, True),
    w.relevant("fr-h-007", "relevant.yesno", "Puis-je emmener mon chien sur le bateau ?", "Oui, les animaux de compagnie sont acceptés s'ils sont tenus en laisse.", FERRY, True),
    w.relevant("fr-h-008", "offtopic.true", "Quand les menus de la semaine sont-ils affichés ?", "La cantine du collège Jean-Rostand propose un menu sans porc chaque jour.", CANTEEN, False),
    w.relevant("fr-h-009", "offtopic.other", "Combien coûte une consultation à la clinique des Tilleuls ?", "Les chats dorment en moyenne entre douze et seize heures par jour.", VET, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-h-010", "diag.unfaithful", "Le matériel est-il prêté aux débutants ?", "Non, les débutants doivent louer le baudrier et les chaussons pour 5 €.", {"es1": CLIMB, "bt1": FERRY}, ("es1",), "fix_generation"),
    w.diag("fr-h-011", "diag.missed", "Quel jour la médiathèque est-elle fermée ?", "Désolé, les documents dont je dispose n'indiquent pas le jour de fermeture de la médiathèque.", {"vt1": VET, "ct1": CANTEEN}, ("md1",), "fix_retrieval"),
    w.diag("fr-h-012", "diag.pass", "Que faire en cas d'urgence le dimanche ?", "Le dimanche, en cas d'urgence, il faut appeler la clinique de garde de Montval.", {"vt1": VET, "md1": LIBRARY}, ("vt1",), "pass"),
]
# fmt: on

CASES: list[Case] = REFUSAL + RELEVANCY + DIAGNOSIS
