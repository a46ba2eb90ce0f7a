"""French cases of set Z: a shoe repairer, a pottery workshop, a holiday cottage and a farmers' market."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

CORDO = "La cordonnerie Martin, rue des Tanneurs, ressemelle une paire de chaussures pour 35 euros. Le délai habituel est de cinq jours ouvrés. Les clés sont reproduites sur place en dix minutes. La boutique est fermée le lundi."
POTERIE = "L'atelier Terre et Feu propose des cours de poterie pour adultes le mercredi soir, de 19 h à 21 h 30. Le trimestre de douze séances coûte 240 euros, argile comprise. Chaque groupe compte au maximum huit élèves. Les pièces sont cuites par l'animatrice, Camille Roux, une fois par semaine."
GITE = "Le gîte des Trois Chênes accueille jusqu'à six personnes dans trois chambres. Il se loue à la semaine, du samedi au samedi, pour 680 euros en haute saison. Les animaux sont acceptés, sauf dans les chambres. Le linge de lit est fourni, mais pas les serviettes de toilette."
MARCHE = "Le marché de producteurs de Saint-Aubin a lieu chaque vendredi de 16 h à 20 h sur la place de l'Église. Depuis 2022, les sacs en plastique y sont interdits. L'été dernier, le marché a accueilli environ 1 500 visiteurs par semaine."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("fr-z-001", "fmt.time", "À quelle heure se termine le cours de poterie ?", "Le cours se termine à 21:30.", POTERIE, True),
    w.faith("fr-z-002", "para.passive", "Qui cuit les pièces des élèves ?", "L'animatrice, Camille Roux, cuit les pièces une fois par semaine.", POTERIE, True),
    w.faith("fr-z-003", "fmt.number", "Combien de temps faut-il pour un ressemelage ?", "Le délai habituel est de 5 jours ouvrés.", CORDO, True),
    w.faith("fr-z-004", "para.synonym", "Combien coûte un ressemelage chez Martin ?", "Faire ressemeler une paire de souliers revient à 35 euros.", CORDO, True),
    w.faith("fr-z-005", "wrap.question", "Quel jour la cordonnerie est-elle fermée ?", "Vous vous demandez quand elle est fermée ? Le lundi.", CORDO, True),
    w.faith("fr-z-006", "para.except", "Où les animaux sont-ils acceptés dans le gîte ?", "Les animaux sont admis partout dans le gîte, à l'exception des chambres.", GITE, True),
    w.faith("fr-z-007", "fmt.currency", "Combien coûte une semaine en haute saison ?", "680 € la semaine en haute saison.", GITE, True),
    w.faith("fr-z-008", "para.pronoun", "Combien de personnes le gîte des Trois Chênes peut-il accueillir ?", "Il peut accueillir jusqu'à six personnes, réparties dans trois chambres.", GITE, True),
    w.faith("fr-z-009", "para.nominal", "Depuis quand les sacs en plastique sont-ils interdits au marché ?", "L'interdiction des sacs en plastique date de 2022.", MARCHE, True),
    w.faith("fr-z-010", "fmt.thousands", "Combien de visiteurs le marché a-t-il reçus l'été dernier ?", "Environ 1500 visiteurs par semaine.", MARCHE, True),
    w.faith("fr-z-011", "value.currency", "Combien coûte le trimestre de poterie ?", "Le trimestre de douze séances coûte 280 euros, argile comprise.", POTERIE, False),
    w.faith("fr-z-012", "role.swap", "Qui cuit les pièces ?", "Les élèves cuisent les pièces de Camille Roux une fois par semaine.", POTERIE, False),
    w.faith("fr-z-013", "value.number", "Combien d'élèves y a-t-il par groupe ?", "Chaque groupe compte au maximum dix élèves.", POTERIE, False),
    w.faith("fr-z-014", "added.fact", "Combien de temps faut-il pour faire reproduire une clé ?", "Les clés sont reproduites sur place en dix minutes, pour 5 euros.", CORDO, False),
    w.faith("fr-z-015", "negation", "Le linge de lit est-il fourni au gîte ?", "Non, le linge de lit n'est pas fourni.", GITE, False),
    w.faith("fr-z-016", "antonym", "Combien coûte la semaine au gîte ?", "La semaine coûte 680 euros en basse saison.", GITE, False),
    w.faith("fr-z-017", "value.time", "Quels sont les horaires du marché ?", "Le marché a lieu le vendredi de 16 h à 22 h.", MARCHE, False),
    w.faith("fr-z-018", "modality", "Les sacs en plastique sont-ils autorisés au marché ?", "On peut encore y utiliser des sacs en plastique, mais ils sont déconseillés depuis 2022.", MARCHE, False),
    w.faith("fr-z-019", "quantifier", "Quand a lieu le marché de Saint-Aubin ?", "Le marché a lieu un vendredi sur deux, de 16 h à 20 h.", MARCHE, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-z-020", "refusal.long", "Y a-t-il un parking près du marché de Saint-Aubin ?", "Les informations dont je dispose indiquent seulement le jour, les horaires, le lieu et quelques règles du marché ; elles ne disent rien d'un parking, je ne peux donc pas vous répondre.", MARCHE, True),
    w.refusal("fr-z-021", "refusal.short", "La cordonnerie Martin répare-t-elle les sacs en cuir ?", "Je ne sais pas.", CORDO, True),
    w.refusal("fr-z-022", "refusal.hedged", "Le linge de lit est-il fourni au gîte ?", "Si je lis bien, oui : le linge de lit est fourni, mais pas les serviettes de toilette.", GITE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-z-023", "correct.wordy", "Quel jour la cordonnerie Martin est-elle fermée ?", "Évitez d'y passer en début de semaine : la cordonnerie Martin garde porte close le lundi.", "Le lundi.", True),
    w.correct("fr-z-024", "correct.wordy", "Combien de chambres compte le gîte des Trois Chênes ?", "Le gîte dispose de trois chambres, ce qui permet d'y loger jusqu'à six personnes.", "Trois chambres.", True),
    w.correct("fr-z-025", "correct.short", "Qui anime les cours de poterie chez Terre et Feu ?", "Camille Roux.", "C'est l'animatrice Camille Roux.", True),
    w.correct("fr-z-026", "wrong.value", "Où se tient le marché de producteurs de Saint-Aubin ?", "Sur la place de la Mairie.", "Sur la place de l'Église.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-z-027", "relevant.direct", "Quel jour puis-je faire mes courses chez les producteurs ?", "Le vendredi, entre 16 h et 20 h.", MARCHE, True),
    w.relevant("fr-z-028", "relevant.direct", "On peut être combien dans un groupe de poterie ?", "Huit au plus.", POTERIE, True),
    w.relevant("fr-z-029", "relevant.direct", "Il faut attendre combien de temps pour récupérer mes chaussures ?", "En général cinq jours ouvrés.", CORDO, True),
    w.relevant("fr-z-030", "relevant.yesno", "Est-ce que je peux venir au gîte avec mon chien ?", "Oui, les animaux sont acceptés, mais pas dans les chambres.", GITE, True),
    w.relevant("fr-z-031", "offtopic.true", "Combien coûte un ressemelage chez Martin ?", "Les clés sont reproduites sur place en dix minutes.", CORDO, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-z-032", "diag.pass", "Combien coûte le trimestre de poterie chez Terre et Feu ?", "Le trimestre de douze séances coûte 240 euros, argile comprise.", {"poterie-01": POTERIE, "gite-01": GITE}, ("poterie-01",), "pass"),
    w.diag("fr-z-033", "diag.missed", "En combien de temps la cordonnerie Martin reproduit-elle une clé ?", "Je ne trouve pas cette information dans les documents fournis.", {"marche-01": MARCHE, "gite-01": GITE}, ("cordo-01",), "fix_retrieval"),
    w.diag("fr-z-034", "diag.offtopic", "Combien de personnes le gîte des Trois Chênes peut-il accueillir ?", "Le linge de lit est fourni, mais pas les serviettes de toilette.", {"gite-01": GITE, "poterie-01": POTERIE}, ("gite-01",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
