# ruff: noqa: E501
"""Fresh set M, French: cafétéria d'hôpital, consigne de gare, jardin partagé, pompiers volontaires,
trampoline park, opticien, car scolaire, camping, abonnement logiciel, histoire d'une compagnie
maritime, pressing et revente de billets."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

CAFE = (
    "La cafétéria de l'hôpital Saint-Roch se trouve au rez-de-chaussée du bâtiment C. "
    "Les plats chauds sont servis de 11 h 30 à 14 h. "
    "Le personnel bénéficie d'une réduction de 20 % sur présentation du badge."
)
LUGGAGE = (
    "La consigne à bagages de la gare de Montval est ouverte tous les jours de 7 h à 21 h. "
    "Le dépôt d'un bagage coûte 6 € pour 24 heures. Les bagages de plus de 30 kg ne sont pas acceptés."
)
GARDEN = (
    "Le jardin partagé des Tilleuls compte 32 parcelles. La cotisation annuelle est de 25 €. "
    "Tous les membres doivent participer à au moins trois journées d'entretien par an."
)
FIRE = (
    "Le centre de sapeurs-pompiers volontaires de Lormes a été créé en 1905. Il compte 28 volontaires. "
    "Les candidats doivent avoir au moins 18 ans."
)
TRAMP = (
    "Le parc de trampolines Rebondi est ouvert du mercredi au dimanche, de 10 h à 19 h. "
    "Une séance d'une heure coûte 14 €. Les chaussettes antidérapantes sont obligatoires pour tous les sauteurs."
)
OPTI = (
    "L'opticien Vue Claire propose un examen de vue gratuit. "
    "Les lunettes sont en général prêtes 8 jours après la commande."
)
BUS = (
    "Le car scolaire de Saint-Aubin part de la mairie à 7 h 40 et arrive au collège à 8 h 05. "
    "Le soir, il quitte le collège à 16 h 45."
)
CAMP = (
    "Le camping Les Mouettes, à Quiberon, est ouvert du 1er mai au 30 septembre. "
    "Un emplacement pour tente coûte 21 € par nuit. Les chiens sont acceptés, tenus en laisse."
)
SHIP = (
    "La Compagnie Maritime Delorme a été fondée en 1867 à Marseille par Émile Delorme. "
    "En 1932, elle a racheté la Société Navale de l'Ouest. "
    "En 1998, Delorme a été rachetée par le groupe italien Navimar."
)
DRY = (
    "Le pressing du Lys nettoie les costumes en 48 heures. Les vêtements déposés avant 10 h peuvent "
    "être récupérés le jour même, moyennant un supplément de 5 €."
)
TICKET = (
    "La revente des billets pour les concerts du Zénith de Valmont n'est autorisée que sur la plateforme "
    "officielle. Le prix de revente ne peut pas dépasser le prix d'achat initial."
)
SOFT = (
    "L'abonnement à NotaPlus coûte 7,99 € par mois ou 79 € par an. "
    "Il peut être utilisé sur trois appareils au maximum."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases
    w.faith("fr-m-001", "para.passive", "Qui a racheté Delorme en 1998 ?", "Le groupe italien Navimar a racheté Delorme en 1998.", SHIP, True),
    w.faith("fr-m-002", "fmt.abbrev", "Où se trouve la cafétéria de l'hôpital Saint-Roch ?", "Elle se trouve au rez-de-chaussée du bât. C de l'hôpital St-Roch.", CAFE, True),
    w.faith("fr-m-003", "fmt.time", "À quelle heure le car scolaire quitte-t-il le collège le soir ?", "Le soir, le car quitte le collège à seize heures quarante-cinq.", BUS, True),
    w.faith("fr-m-004", "fmt.currency", "Combien coûte l'abonnement annuel à NotaPlus ?", "L'abonnement annuel à NotaPlus coûte 79 euros.", SOFT, True),
    w.faith("fr-m-005", "para.synonym", "Faut-il des chaussettes spéciales chez Rebondi ?", "Oui, tous les sauteurs doivent porter des chaussettes antidérapantes.", TRAMP, True),
    w.faith("fr-m-006", "wrap.opener", "Combien coûte l'examen de vue chez Vue Claire ?", "Bonne question ! Chez Vue Claire, l'examen de vue est gratuit.", OPTI, True),
    w.faith("fr-m-007", "para.part", "Quand le camping Les Mouettes est-il ouvert ?", "Le camping Les Mouettes est ouvert du 1er mai au 30 septembre.", CAMP, True),
    w.faith("fr-m-008", "para.pronoun", "Combien de volontaires compte le centre de Lormes ?", "Il en compte 28.", FIRE, True),
    # unfaithful answers
    w.faith("fr-m-009", "role.swap", "Que s'est-il passé en 1932 pour la Compagnie Maritime Delorme ?", "En 1932, la Société Navale de l'Ouest a racheté la Compagnie Maritime Delorme.", SHIP, False),
    w.faith("fr-m-010", "direction", "Comment récupérer ses vêtements le jour même au pressing du Lys ?", "Les vêtements déposés après 10 h peuvent être récupérés le jour même, moyennant un supplément de 5 €.", DRY, False),
    w.faith("fr-m-011", "quantifier", "Les membres du jardin doivent-ils participer à l'entretien ?", "Seuls certains membres doivent participer à au moins trois journées d'entretien par an.", GARDEN, False),
    w.faith("fr-m-012", "value.time", "À quelle heure le car scolaire part-il de la mairie ?", "Le car scolaire part de la mairie à 7 h 10.", BUS, False),
    w.faith("fr-m-013", "negation", "Acceptez-vous les bagages de plus de 30 kg à la consigne ?", "Oui, les bagages de plus de 30 kg sont acceptés.", LUGGAGE, False),
    w.faith("fr-m-014", "added.entity", "Qui a fondé la Compagnie Maritime Delorme ?", "Elle a été fondée en 1867 à Marseille par Émile Delorme et son associé Louis Garnier.", SHIP, False),
    w.faith("fr-m-015", "value.currency", "Combien coûte une séance chez Rebondi ?", "Une séance d'une heure coûte 14 $.", TRAMP, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-m-016", "refusal.long", "Le pressing du Lys nettoie-t-il les tapis ?", "Merci pour votre question. J'ai parcouru les informations dont je dispose sur le pressing du Lys : elles indiquent le délai de nettoyage des costumes et le service du jour même, mais elles ne disent rien sur le nettoyage des tapis. Je ne peux donc pas vous répondre avec certitude ; le mieux est de contacter directement le pressing.", DRY, True),
    w.refusal("fr-m-017", "refusal.short", "Le parc Rebondi a-t-il un parking ?", "Aucune idée.", TRAMP, True),
    w.refusal("fr-m-018", "refusal.hedged", "Combien coûte un emplacement pour tente aux Mouettes ?", "Je ne suis pas tout à fait sûr, mais il semble qu'un emplacement pour tente coûte 21 € par nuit.", CAMP, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-m-019", "correct.short", "En quelle année la Compagnie Maritime Delorme a-t-elle été fondée ?", "1867.", "Elle a été fondée en 1867.", True),
    w.correct("fr-m-020", "wrong.echo", "Quel est le prix maximal de revente d'un billet pour le Zénith de Valmont ?", "Il existe un prix maximal de revente pour les billets du Zénith de Valmont.", "Le prix de revente ne peut pas dépasser le prix d'achat initial.", False),
    w.correct("fr-m-021", "correct.format", "En combien de temps le pressing du Lys nettoie-t-il un costume ?", "En deux jours.", "En 48 heures.", True),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-m-022", "relevant.direct", "À quelle heure le car arrive-t-il au collège ?", "À 8 h 05.", BUS, True),
    w.relevant("fr-m-023", "offtopic.other", "Combien coûte l'abonnement annuel à NotaPlus ?", "Prendre des notes à la main aide à mieux mémoriser.", SOFT, False),
    w.relevant("fr-m-024", "offtopic.true", "À partir de quel âge peut-on devenir pompier volontaire à Lormes ?", "Le centre de Lormes a été créé en 1905.", FIRE, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-m-025", "diag.pass", "Combien coûte le dépôt d'un bagage à la gare de Montval ?", "Le dépôt d'un bagage coûte 6 € pour 24 heures.", {"luggage-1": LUGGAGE, "dry-1": DRY}, ("luggage-1",), "pass"),
    w.diag("fr-m-026", "diag.should_refuse", "Qui préside le jardin partagé des Tilleuls ?", "Le jardin partagé des Tilleuls est présidé par Mme Claire Fontaine.", {"garden-1": GARDEN}, (), "should_refuse"),
    w.diag("fr-m-027", "diag.refused", "Sur combien d'appareils peut-on utiliser NotaPlus ?", "Je suis désolé, je ne trouve pas cette information dans les documents.", {"soft-1": SOFT}, ("soft-1",), "fix_generation"),
    w.diag("fr-m-028", "diag.correct_refusal", "Le Zénith de Valmont rembourse-t-il les billets en cas d'annulation ?", "Les documents disponibles ne précisent pas si les billets sont remboursés en cas d'annulation.", {"ticket-1": TICKET}, (), "correct_refusal"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
