"""Fresh set P, French: an escape room, a tile shop, a farm shop, a film festival, student housing,
a chocolate factory's history, sports rental and a pension fund leaflet."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

ESCAPE = (
    "Lockbox Escape Game propose trois salles à thème. Chaque salle accueille de 2 à 6 joueurs et une partie "
    "dure 60 minutes. Les réservations peuvent être annulées sans frais jusqu'à 24 heures avant la partie."
)
TILE = (
    "Le magasin Carrelages du Pont vend le carreau de sol « Marina » à 32 € le mètre carré. Chaque carton "
    "couvre 1,5 m² et pèse 22 kg. La livraison est gratuite à partir de 1 500 € d'achat."
)
FARM = (
    "La boutique de la ferme des Saules est ouverte du mercredi au dimanche, de 8 h à 18 h. Les œufs sont "
    "vendus par boîtes de dix à 4,50 €, et le miel en pots de 500 g à 7 €. La moitié des légumes vendus "
    "provient de la ferme elle-même."
)
FILM = (
    "Le festival du film Lumière du Nord se tiendra du 12 au 18 octobre 2025 à Annecy. Les séances "
    "commencent à 14 h 30 et à 20 h 30. Le film d'ouverture est « Routes de sel » de la réalisatrice Mina Okafor."
)
HOUSING = (
    "Le service logement étudiant de l'université de Valmont attribue les chambres par ordre d'arrivée des "
    "demandes. Le loyer mensuel d'une chambre individuelle à la résidence Les Bouleaux est de 380 €, charges "
    "comprises. Les résidents doivent donner un préavis de deux mois avant leur départ."
)
CHOCOLATE = (
    "La chocolaterie Vander a été fondée en 1887 par Augustin Vander à Liège. En 1932, sa fille Élise a "
    "hérité de la chocolaterie. En 1968, elle l'a vendue à l'entreprise néerlandaise Kroon Foods."
)
RENTAL = (
    "Sports Location Alpin loue des VTT à 35 € la journée et des kayaks à 40 € la journée. Une caution de "
    "100 € est demandée pour chaque location. Un casque est fourni gratuitement avec chaque vélo."
)
PENSION = (
    "Les affiliés de la Caisse de retraite des travailleurs portuaires peuvent partir à la retraite à taux "
    "plein à 65 ans. Un départ anticipé est possible dès 60 ans, mais la pension est alors réduite."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("fr-p-001", "fmt.thousands", "À partir de quel montant la livraison est-elle gratuite ?", "La livraison est gratuite à partir de 1500 € d'achat.", TILE, True),
    w.faith("fr-p-002", "fmt.time", "À quelle heure commencent les séances ?", "Les séances commencent à 14:30 et à 20:30.", FILM, True),
    w.faith("fr-p-003", "para.pronoun", "Qui a fondé la chocolaterie Vander ?", "Elle a été fondée en 1887 par Augustin Vander à Liège.", CHOCOLATE, True),
    w.faith("fr-p-004", "wrap.question", "Faut-il verser une caution ?", "Oui, une caution de 100 € est demandée pour chaque location. Voulez-vous aussi connaître les tarifs journaliers ?", RENTAL, True),
    w.faith("fr-p-005", "fmt.unit", "Comment le miel est-il vendu ?", "Le miel est vendu en pots de 0,5 kg à 7 €.", FARM, True),
    w.faith("fr-p-006", "fmt.share", "D'où viennent les légumes ?", "50 % des légumes vendus proviennent de la ferme elle-même.", FARM, True),
    w.faith("fr-p-007", "para.passive", "Comment les chambres sont-elles attribuées ?", "Les chambres sont attribuées par le service logement étudiant par ordre d'arrivée des demandes.", HOUSING, True),
    w.faith("fr-p-008", "value.number", "Combien de temps dure une partie ?", "Une partie dure 90 minutes.", ESCAPE, False),
    w.faith("fr-p-009", "role.swap", "Que s'est-il passé en 1968 ?", "En 1968, Kroon Foods a vendu la chocolaterie à Élise Vander.", CHOCOLATE, False),
    w.faith("fr-p-010", "antonym", "Que se passe-t-il en cas de départ anticipé ?", "Un départ anticipé est possible dès 60 ans, mais la pension est alors augmentée.", PENSION, False),
    w.faith("fr-p-011", "direction", "Quand la livraison est-elle gratuite ?", "La livraison est gratuite en dessous de 1 500 € d'achat.", TILE, False),
    w.faith("fr-p-012", "added.fact", "Peut-on annuler une réservation ?", "Oui, les réservations peuvent être annulées sans frais jusqu'à 24 heures avant la partie, et un bon d'achat est offert en compensation.", ESCAPE, False),
    w.faith("fr-p-013", "value.time", "À quelle heure commencent les séances ?", "Les séances commencent à 14 h 30 et à 21 h 30.", FILM, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-p-014", "refusal.plain", "Les salles sont-elles accessibles en fauteuil roulant ?", "Je ne sais pas.", ESCAPE, True),
    w.refusal("fr-p-015", "refusal.short", "Louez-vous des tentes ?", "Désolé, aucune information à ce sujet.", RENTAL, True),
    w.refusal("fr-p-016", "refusal.partial", "Quel est le loyer d'une chambre individuelle et d'un studio ?", "Une chambre individuelle à la résidence Les Bouleaux coûte 380 € par mois, charges comprises. Je n'ai pas trouvé le loyer des studios.", HOUSING, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-p-017", "correct.format", "Quand a lieu le festival Lumière du Nord ?", "Du 12/10/2025 au 18/10/2025.", "Du 12 au 18 octobre 2025.", True),
    w.correct("fr-p-018", "wrong.value", "Combien coûte la location d'un kayak pour une journée ?", "Un kayak coûte 35 € la journée.", "40 € la journée.", False),
    w.correct("fr-p-019", "wrong.role", "Qui a hérité de la chocolaterie en 1932 ?", "C'est Augustin Vander qui en a hérité, de sa fille Élise.", "Élise Vander, la fille du fondateur.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-p-020", "relevant.yesno", "La boutique est-elle ouverte le lundi ?", "Non, elle ouvre du mercredi au dimanche.", FARM, True),
    w.relevant("fr-p-021", "offtopic.true", "Combien coûte un VTT pour la journée ?", "Une caution de 100 € est demandée pour chaque location.", RENTAL, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-p-022", "diag.missed", "À partir de quel âge peut-on partir en retraite anticipée ?", "Je n'ai pas trouvé cette information dans les documents.", {"carrelage-1": TILE, "ferme-1": FARM}, ("retraite-1",), "fix_retrieval"),
    w.diag("fr-p-023", "diag.correct_refusal", "La chocolaterie propose-t-elle des visites guidées ?", "Les documents ne mentionnent pas de visites guidées de la chocolaterie.", {"choco-1": CHOCOLATE}, (), "correct_refusal"),
    w.diag("fr-p-024", "diag.unfaithful", "Combien coûte une chambre individuelle aux Bouleaux ?", "Une chambre individuelle coûte 450 € par mois, charges comprises.", {"logement-1": HOUSING}, ("logement-1",), "fix_generation"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
