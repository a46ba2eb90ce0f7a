"""French cases of set X: a yoga studio (Lotus Bleu), a wedding venue (Domaine des Tilleuls)
and a moving company (Déménagements Martel)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

YOGA = (
    "Le studio Lotus Bleu propose des cours de yoga du lundi au samedi, de 7 h à 21 h. "
    "Un cours à l'unité coûte 16 euros et la carte de dix cours 140 euros. "
    "Les cours de hatha sont animés par Claire Dumas et ceux de vinyasa par Karim Benali. "
    "Les tapis sont prêtés gratuitement, mais il faut apporter sa propre serviette."
)
MARIAGE = (
    "Le Domaine des Tilleuls accueille des mariages jusqu'à 150 invités. "
    "La location coûte 5 200 euros le samedi et 3 900 euros le vendredi. "
    "La musique doit s'arrêter à 2 h du matin. "
    "Un acompte de 40 % est demandé à la réservation."
)
DEMENAGEMENT = (
    "Déménagements Martel facture 95 euros de l'heure pour deux déménageurs et un camion, avec un minimum de trois heures. "
    "Les cartons sont vendus 3 euros pièce. "
    "Il faut réserver au moins deux semaines à l'avance. "
    "L'entreprise ne transporte pas les pianos."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-x-001", "para.passive", "Qui anime les cours de hatha ?", "Claire Dumas anime les cours de hatha.", YOGA, True),
    w.faith("fr-x-002", "para.synonym", "Est-ce que vous déménagez les pianos ?", "Non, Déménagements Martel ne déplace pas les pianos.", DEMENAGEMENT, True),
    w.faith("fr-x-003", "fmt.thousands", "Combien coûte la location le samedi ?", "Le samedi, la location coûte 5200 euros.", MARIAGE, True),
    w.faith("fr-x-004", "fmt.time", "Jusqu'à quelle heure peut-on faire de la musique ?", "La musique doit s'arrêter à deux heures du matin.", MARIAGE, True),
    w.faith("fr-x-005", "fmt.currency", "Combien coûte un cours à l'unité ?", "Un cours à l'unité coûte 16 €.", YOGA, True),
    w.faith("fr-x-006", "para.except", "Quels jours le studio est-il ouvert ?", "Le studio propose des cours tous les jours sauf le dimanche.", YOGA, True),
    w.faith("fr-x-007", "wrap.hedge", "Combien coûtent les cartons ?", "Si je ne me trompe pas, les cartons sont vendus 3 euros pièce.", DEMENAGEMENT, True),
    w.faith("fr-x-008", "wrap.question", "Faut-il apporter un tapis ?", "Faut-il apporter un tapis ? Non, les tapis sont prêtés gratuitement.", YOGA, True),
    w.faith("fr-x-009", "value.number", "Combien d'invités le domaine peut-il accueillir ?", "Le domaine accueille des mariages jusqu'à 200 invités.", MARIAGE, False),
    w.faith("fr-x-010", "value.currency", "Combien coûte la carte de dix cours ?", "La carte de dix cours coûte 160 euros.", YOGA, False),
    w.faith("fr-x-011", "role.swap", "Qui anime les cours de vinyasa ?", "Les cours de vinyasa sont animés par Claire Dumas et ceux de hatha par Karim Benali.", YOGA, False),
    w.faith("fr-x-012", "negation", "Le studio prête-t-il des tapis ?", "Non, le studio ne prête pas de tapis.", YOGA, False),
    w.faith("fr-x-013", "quantifier", "Qui anime les cours au studio ?", "Tous les cours sont animés par Claire Dumas.", YOGA, False),
    w.faith("fr-x-014", "modality", "Quand faut-il réserver son déménagement ?", "Il est conseillé de réserver deux semaines à l'avance, mais ce n'est pas obligatoire.", DEMENAGEMENT, False),
    w.faith("fr-x-015", "antonym", "Y a-t-il une limite de durée pour la prestation ?", "Oui, la prestation est limitée à un maximum de trois heures.", DEMENAGEMENT, False),
    w.faith("fr-x-016", "added.fact", "Combien coûte la location le vendredi ?", "Le vendredi, la location coûte 3 900 euros, traiteur compris.", MARIAGE, False),
]

REFUSAL = [
    w.refusal("fr-x-017", "refusal.plain", "Le studio propose-t-il des cours en ligne ?", "Je ne sais pas si Lotus Bleu propose des cours en ligne.", YOGA, True),
    w.refusal("fr-x-018", "refusal.context", "Le domaine dispose-t-il d'un parking ?", "Les informations fournies ne disent rien d'un éventuel parking au Domaine des Tilleuls.", MARIAGE, True),
    w.refusal("fr-x-019", "refusal.partial", "Quel est le tarif horaire, et le camion est-il assuré ?", "Le tarif est de 95 euros de l'heure pour deux déménageurs et un camion ; en revanche, rien n'est précisé sur l'assurance.", DEMENAGEMENT, False),
]

CORRECTNESS = [
    w.correct("fr-x-020", "correct.wordy", "Qui anime les cours de vinyasa ?", "Au studio Lotus Bleu, c'est Karim Benali qui s'occupe des cours de vinyasa et qui les anime.", "Karim Benali.", True),
    w.correct("fr-x-021", "correct.wordy", "Combien de temps à l'avance faut-il réserver un déménagement ?", "Pour déménager avec Martel, pensez à réserver votre date au minimum deux semaines avant le jour prévu.", "Au moins deux semaines.", True),
    w.correct("fr-x-022", "correct.format", "Combien d'invités au maximum ?", "Cent cinquante.", "150 invités.", True),
    w.correct("fr-x-023", "wrong.value", "Quel est le minimum d'heures facturées ?", "Deux heures minimum.", "Trois heures.", False),
]

RELEVANCY = [
    w.relevant("fr-x-024", "relevant.direct", "À quelle heure commence le premier cours ?", "À 7 h.", YOGA, True),
    w.relevant("fr-x-025", "relevant.direct", "Ça revient à combien, dix séances ?", "140 euros la carte.", YOGA, True),
    w.relevant("fr-x-026", "relevant.direct", "On peut être combien au mariage ?", "Jusqu'à 150 personnes.", MARIAGE, True),
    w.relevant("fr-x-027", "relevant.yesno", "Dois-je venir avec ma serviette ?", "Oui, il faut apporter la vôtre.", YOGA, True),
    w.relevant("fr-x-028", "offtopic.true", "Combien coûtent les cartons ?", "Il faut réserver au moins deux semaines à l'avance.", DEMENAGEMENT, False),
]

DIAGNOSIS = [
    w.diag("fr-x-029", "diag.pass", "À quelle heure la musique doit-elle s'arrêter ?", "La musique doit s'arrêter à 2 h du matin.", {"mariage": MARIAGE, "yoga": YOGA}, ("mariage",), "pass"),
    w.diag("fr-x-030", "diag.missed", "Combien coûte la carte de dix cours ?", "Je ne trouve pas cette information dans les documents fournis.", {"demenagement": DEMENAGEMENT, "mariage": MARIAGE}, ("yoga",), "fix_retrieval"),
    w.diag("fr-x-031", "diag.correct_refusal", "Déménagements Martel propose-t-il un garde-meubles ?", "Les documents ne mentionnent aucun service de garde-meubles.", {"demenagement": DEMENAGEMENT}, (), "correct_refusal"),
    w.diag("fr-x-032", "diag.refused", "Combien coûtent les cartons ?", "Je n'ai pas trouvé cette information.", {"demenagement": DEMENAGEMENT}, ("demenagement",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
