"""French cases of set S: a pharmacy, a botanical garden, a ski school and a French-Spanish
language exchange."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

PHARMA = (
    "La pharmacie du Marché, à Nantes, est ouverte du lundi au samedi de 8 h 30 à 19 h 30. "
    "La vaccination contre la grippe s'y fait sans rendez-vous pour les adultes. "
    "Le pharmacien titulaire, Julien Morel, est assisté de la préparatrice Claire Dubois. "
    "Les médicaments commandés avant midi sont disponibles le jour même à partir de 17 h."
)
JARDIN = (
    "Le jardin botanique des Capucins s'étend sur 8 hectares et compte environ 2 500 espèces de plantes. "
    "L'entrée coûte 6 € pour les adultes et elle est gratuite pour les moins de 18 ans. "
    "La grande serre tropicale a été inaugurée en 1987. "
    "Les visites guidées ont lieu le samedi à 15 h."
)
SKI = (
    "L'école de ski Les Mélèzes propose des cours collectifs pour débutants tous les matins de 9 h à 11 h 30, du 20 décembre au 5 avril. "
    "Un forfait de six cours coûte 210 €, et un cours particulier revient à 55 € de l'heure. "
    "Les enfants doivent avoir au moins 5 ans pour suivre un cours collectif, et le casque est obligatoire pour tous les élèves."
)
TANDEM = (
    "Le café-échange Tandem réunit francophones et hispanophones tous les jeudis de 19 h à 21 h au bar Le Comptoir. "
    "La première heure se passe en français, la seconde en espagnol. "
    "La participation est gratuite, mais chacun est invité à prendre une consommation. "
    "Environ 40 personnes y viennent chaque semaine."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("fr-s-001", "para.reorder", "Quels sont les tarifs de l'école de ski Les Mélèzes ?", "Un cours particulier revient à 55 € de l'heure, tandis qu'un forfait de six cours coûte 210 €.", SKI, True),
    w.faith("fr-s-002", "para.passive", "Qui travaille avec le pharmacien Julien Morel ?", "La préparatrice Claire Dubois assiste Julien Morel, le pharmacien titulaire.", PHARMA, True),
    w.faith("fr-s-003", "para.pronoun", "Quand la grande serre tropicale a-t-elle été inaugurée ?", "Elle a été inaugurée en 1987.", JARDIN, True),
    w.faith("fr-s-004", "fmt.thousands", "Combien d'espèces de plantes le jardin des Capucins compte-t-il ?", "Il en compte environ 2500.", JARDIN, True),
    w.faith("fr-s-005", "fmt.time", "À quelle heure ont lieu les visites guidées du jardin ?", "Le samedi à 15 heures.", JARDIN, True),
    w.faith("fr-s-006", "fmt.range", "Quand ont lieu les cours collectifs pour débutants ?", "Chaque matin, 9 h-11 h 30, du 20 décembre au 5 avril.", SKI, True),
    w.faith("fr-s-007", "fmt.share", "Dans quelle langue se déroulent les soirées Tandem ?", "La moitié de la soirée se passe en français, l'autre moitié en espagnol.", TANDEM, True),
    w.faith("fr-s-008", "wrap.question", "Faut-il prendre rendez-vous pour se faire vacciner contre la grippe à la pharmacie du Marché ?", "Un rendez-vous pour la grippe ? Non, les adultes peuvent se faire vacciner sans rendez-vous.", PHARMA, True),
    w.faith("fr-s-009", "fmt.abbrev", "Quelle est la superficie du jardin botanique des Capucins ?", "Le jardin s'étend sur 8 ha.", JARDIN, True),
    w.faith("fr-s-010", "para.except", "Quels jours la pharmacie du Marché est-elle ouverte ?", "Elle est ouverte tous les jours sauf le dimanche.", PHARMA, True),
    w.faith("fr-s-011", "value.number", "Combien coûte un forfait de six cours ?", "Un forfait de six cours coûte 240 €.", SKI, False),
    w.faith("fr-s-012", "value.time", "Quand peut-on récupérer un médicament commandé le matin ?", "Les médicaments commandés avant midi sont disponibles le jour même à partir de 15 h.", PHARMA, False),
    w.faith("fr-s-013", "value.date", "À quelle période ont lieu les cours collectifs ?", "Les cours collectifs ont lieu du 20 décembre au 5 mars.", SKI, False),
    w.faith("fr-s-014", "role.swap", "Qui travaille à la pharmacie du Marché ?", "La pharmacienne titulaire, Claire Dubois, est assistée du préparateur Julien Morel.", PHARMA, False),
    w.faith("fr-s-015", "negation", "Faut-il payer pour participer au Tandem ?", "Oui, la participation au Tandem n'est pas gratuite.", TANDEM, False),
    w.faith("fr-s-016", "quantifier", "Le casque est-il obligatoire à l'école de ski ?", "Le casque n'est obligatoire que pour les enfants.", SKI, False),
    w.faith("fr-s-017", "antonym", "Les enfants paient-ils l'entrée du jardin ?", "Oui, l'entrée est payante pour les moins de 18 ans.", JARDIN, False),
    w.faith("fr-s-018", "direction", "Jusqu'à quand faut-il commander un médicament pour l'avoir le jour même ?", "Les médicaments commandés après midi sont disponibles le jour même à partir de 17 h.", PHARMA, False),
    w.faith("fr-s-019", "added.fact", "Quand ont lieu les visites guidées ?", "Les visites guidées ont lieu le samedi à 15 h et durent une heure et demie.", JARDIN, False),
    w.faith("fr-s-020", "modality", "À partir de quel âge un enfant peut-il suivre un cours collectif ?", "Il est simplement conseillé que l'enfant ait au moins 5 ans, ce n'est pas obligatoire.", SKI, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-s-021", "refusal.plain", "Le jardin botanique des Capucins a-t-il un restaurant ?", "Je ne sais pas.", JARDIN, True),
    w.refusal("fr-s-022", "refusal.long", "Peut-on pique-niquer dans le jardin des Capucins ?", "Malheureusement, les informations dont je dispose ne précisent pas si l'on peut pique-niquer dans le jardin botanique des Capucins, je ne peux donc pas vous répondre sur ce point.", JARDIN, True),
    w.refusal("fr-s-023", "refusal.partial", "Combien coûte l'entrée du jardin, et les chiens sont-ils acceptés ?", "L'entrée coûte 6 € pour les adultes ; en revanche, rien n'est indiqué au sujet des chiens.", JARDIN, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-s-024", "correct.wordy", "Combien de personnes viennent au Tandem chaque semaine ?", "Chaque jeudi soir, le café-échange Tandem du bar Le Comptoir accueille une quarantaine de participants.", "Environ 40 personnes.", True),
    w.correct("fr-s-025", "correct.format", "À quelle heure ferme la pharmacie du Marché ?", "19:30.", "Elle ferme à 19 h 30.", True),
    w.correct("fr-s-026", "wrong.value", "Quel âge faut-il avoir pour suivre un cours collectif à l'école Les Mélèzes ?", "Il faut avoir au moins 7 ans.", "Au moins 5 ans.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-s-027", "relevant.direct", "Combien paie un adulte pour visiter le jardin des Capucins ?", "6 euros.", JARDIN, True),
    w.relevant("fr-s-028", "relevant.yesno", "Mon fils de 10 ans doit-il payer l'entrée du jardin ?", "Non, c'est gratuit pour les moins de 18 ans.", JARDIN, True),
    w.relevant("fr-s-029", "offtopic.true", "Combien coûte un cours particulier à l'école de ski ?", "Le casque est obligatoire pour tous les élèves.", SKI, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-s-030", "diag.pass", "Où se retrouvent les participants du Tandem ?", "Au bar Le Comptoir, tous les jeudis de 19 h à 21 h.", {"fr-tandem": TANDEM, "fr-jardin": JARDIN}, ("fr-tandem",), "pass"),
    w.diag("fr-s-031", "diag.missed", "Jusqu'à quelle heure la pharmacie du Marché est-elle ouverte ?", "Les documents fournis ne mentionnent pas les horaires de la pharmacie.", {"fr-ski": SKI, "fr-jardin": JARDIN}, ("fr-pharma",), "fix_retrieval"),
    w.diag("fr-s-032", "diag.correct_refusal", "L'école de ski Les Mélèzes loue-t-elle du matériel ?", "Les informations disponibles ne disent pas si l'école loue du matériel, je ne peux donc pas répondre.", {"fr-ski": SKI}, (), "correct_refusal"),
    w.diag("fr-s-033", "diag.refused", "Combien coûte l'entrée du jardin pour un adulte ?", "Je n'ai pas trouvé cette information dans les documents.", {"fr-jardin": JARDIN}, ("fr-jardin",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
