"""French cases of set AN: a community bike workshop, a cheese shop and its Sunday market,
a municipal swimming pool and a driving school."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

RUSTINE = (
    "L'atelier vélo associatif La Rustine est ouvert le mercredi et le samedi, de 14 h à 19 h. "
    "L'adhésion annuelle coûte 20 euros. "
    "Les bénévoles conseillent, mais ce sont les adhérents qui réparent eux-mêmes leur vélo. "
    "Les pièces d'occasion sont vendues à prix libre."
)
FROMAGERIE = (
    "La fromagerie Chez Maëlle, rue des Tanneurs, vend le comté affiné 18 mois à 32 euros le kilo. "
    "Elle est ouverte tous les jours sauf le lundi. "
    "Le marché du dimanche matin se tient de 8 h à 13 h sur la place de l'Église."
)
PISCINE = (
    "La piscine municipale des Tilleuls propose un bassin de 25 mètres et une pataugeoire. "
    "L'entrée coûte 3,80 euros pour les adultes et 2,10 euros pour les moins de 18 ans. "
    "Le bonnet de bain est obligatoire. "
    "Les cours d'aquagym ont lieu le mardi à 18 h 30."
)
AUTO_ECOLE = (
    "À l'auto-école Bonne Route, le forfait code coûte 250 euros et le forfait de 20 heures de conduite 1 190 euros. "
    "Le moniteur Julien Marchand s'occupe des cours de conduite, et Sophie Lenoir assure les cours de code. "
    "Il faut avoir au moins 15 ans pour s'inscrire en conduite accompagnée."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-an-001", "para.synonym", "Combien coûte l'adhésion à La Rustine ?", "La cotisation pour l'année est de 20 euros.", RUSTINE, True),
    w.faith("fr-an-002", "para.passive", "Qui donne les cours de conduite ?", "Les cours de conduite sont assurés par le moniteur Julien Marchand.", AUTO_ECOLE, True),
    w.faith("fr-an-003", "fmt.thousands", "Combien coûte le forfait conduite ?", "Le forfait de 20 heures de conduite coûte 1190 euros.", AUTO_ECOLE, True),
    w.faith("fr-an-004", "fmt.time", "À quelle heure a lieu l'aquagym ?", "L'aquagym a lieu le mardi à 18:30.", PISCINE, True),
    w.faith("fr-an-005", "fmt.unit", "Quelle est la longueur du bassin ?", "Le bassin de la piscine des Tilleuls mesure 25 m.", PISCINE, True),
    w.faith("fr-an-006", "para.except", "Quels jours la fromagerie est-elle ouverte ?", "La fromagerie n'est fermée que le lundi.", FROMAGERIE, True),
    w.faith("fr-an-007", "wrap.opener", "Combien coûte le comté ?", "Bonne question ! Le comté affiné 18 mois est vendu 32 euros le kilo.", FROMAGERIE, True),
    w.faith("fr-an-008", "fmt.range", "Quand se tient le marché ?", "Le marché a lieu le dimanche, 8 h-13 h, place de l'Église.", FROMAGERIE, True),
    w.faith("fr-an-009", "para.combine", "Quand ouvre La Rustine et combien coûte l'adhésion ?", "La Rustine ouvre le mercredi et le samedi de 14 h à 19 h, et l'adhésion annuelle y coûte 20 euros.", RUSTINE, True),
    w.faith("fr-an-010", "value.number", "À partir de quel âge peut-on faire la conduite accompagnée ?", "Il faut avoir au moins 16 ans pour s'inscrire en conduite accompagnée.", AUTO_ECOLE, False),
    w.faith("fr-an-011", "value.currency", "Combien coûte l'entrée pour un adulte ?", "L'entrée coûte 4,80 euros pour les adultes.", PISCINE, False),
    w.faith("fr-an-012", "role.swap", "Qui s'occupe de quels cours ?", "Sophie Lenoir s'occupe des cours de conduite, et Julien Marchand assure les cours de code.", AUTO_ECOLE, False),
    w.faith("fr-an-013", "negation", "Le bonnet de bain est-il obligatoire ?", "Non, le bonnet de bain n'est pas obligatoire.", PISCINE, False),
    w.faith("fr-an-014", "antonym", "Quelles pièces vend La Rustine ?", "Les pièces neuves sont vendues à prix libre.", RUSTINE, False),
    w.faith("fr-an-015", "value.time", "Quels sont les horaires de La Rustine ?", "L'atelier est ouvert le mercredi et le samedi, de 10 h à 19 h.", RUSTINE, False),
    w.faith("fr-an-016", "added.entity", "Combien coûte le comté ?", "Le comté affiné 18 mois et le beaufort sont vendus 32 euros le kilo.", FROMAGERIE, False),
    w.faith("fr-an-017", "value.except", "Quels jours la fromagerie est-elle ouverte ?", "La fromagerie est ouverte tous les jours sauf le mardi.", FROMAGERIE, False),
]

REFUSAL = [
    w.refusal("fr-an-018", "refusal.plain", "La piscine a-t-elle un sauna ?", "Je ne sais pas.", PISCINE, True),
    w.refusal("fr-an-019", "refusal.context", "Combien coûte une heure de conduite supplémentaire ?", "Le document ne précise pas le prix d'une heure de conduite supplémentaire.", AUTO_ECOLE, True),
    w.refusal("fr-an-020", "refusal.partial", "Quels sont les horaires du marché et de la fromagerie ?", "Le marché du dimanche se tient de 8 h à 13 h ; en revanche, les horaires de la fromagerie ne sont pas indiqués.", FROMAGERIE, False),
]

CORRECTNESS = [
    w.correct("fr-an-021", "correct.wordy", "Combien coûte le forfait code chez Bonne Route ?", "Chez Bonne Route, pour préparer le code de la route, il faut compter 250 euros pour le forfait.", "250 euros.", True),
    w.correct("fr-an-022", "correct.wordy", "Quand ont lieu les cours d'aquagym à la piscine des Tilleuls ?", "Si vous voulez faire de l'aquagym aux Tilleuls, les cours se déroulent chaque mardi, à 18 h 30.", "Le mardi à 18 h 30.", True),
    w.correct("fr-an-023", "correct.format", "Combien coûte l'entrée pour les moins de 18 ans ?", "2,10 €.", "2,10 euros.", True),
    w.correct("fr-an-024", "wrong.role", "Qui assure les cours de code à Bonne Route ?", "C'est Julien Marchand qui assure les cours de code.", "Sophie Lenoir.", False),
]

RELEVANCY = [
    w.relevant("fr-an-025", "relevant.direct", "Quels jours puis-je passer réparer mon vélo ?", "Le mercredi et le samedi, entre 14 h et 19 h.", RUSTINE, True),
    w.relevant("fr-an-026", "relevant.direct", "Où se trouve la boutique Chez Maëlle ?", "Rue des Tanneurs.", FROMAGERIE, True),
    w.relevant("fr-an-027", "relevant.direct", "Il faut prévoir quel budget pour le comté 18 mois ?", "32 euros le kilo.", FROMAGERIE, True),
    w.relevant("fr-an-028", "relevant.yesno", "Peut-on nager sans bonnet à la piscine des Tilleuls ?", "Non, le bonnet de bain est obligatoire.", PISCINE, True),
    w.relevant("fr-an-029", "offtopic.true", "À quelle heure commence l'aquagym ?", "La piscine propose une pataugeoire.", PISCINE, False),
]

DIAGNOSIS = [
    w.diag("fr-an-030", "diag.pass", "Combien coûte l'adhésion à La Rustine ?", "L'adhésion annuelle coûte 20 euros.", {"rustine": RUSTINE, "piscine": PISCINE}, ("rustine",), "pass"),
    w.diag("fr-an-031", "diag.missed", "Quel âge faut-il avoir pour la conduite accompagnée à Bonne Route ?", "Il faut avoir au moins 18 ans.", {"piscine": PISCINE, "fromagerie": FROMAGERIE}, ("bonne-route",), "fix_retrieval"),
    w.diag("fr-an-032", "diag.correct_refusal", "Quel est le numéro de téléphone de La Rustine ?", "Les documents ne donnent pas de numéro de téléphone pour La Rustine.", {"rustine": RUSTINE, "bonne-route": AUTO_ECOLE}, (), "correct_refusal"),
    w.diag("fr-an-033", "diag.unfaithful", "Où se tient le marché du dimanche ?", "Le marché du dimanche se tient sur la place de la Mairie.", {"fromagerie": FROMAGERIE, "rustine": RUSTINE}, ("fromagerie",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
