"""French cases of set AA: an optician's shop, a pastry class in a cooking workshop and a zoo."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

OPTICIEN = (
    "L'opticien Vue Claire, rue des Tanneurs, est ouvert du lundi au samedi de 9 h 30 à 19 h. "
    "L'examen de vue est gratuit pour les moins de 16 ans et coûte 20 € pour les adultes. "
    "Les lunettes sont prêtes en 8 jours environ. "
    "Mme Duval, l'opticienne, fait les examens de vue, et M. Garnier s'occupe des montures."
)
COURS_HORAIRES = (
    "L'atelier « Le Petit Fouet » propose un cours de pâtisserie chaque mercredi de 18 h à 20 h 30."
)
COURS_TARIF = "Le cours de pâtisserie du Petit Fouet coûte 55 € par personne, ingrédients compris, et chaque groupe compte au maximum 10 élèves."
COURS_ANNULATION = "Toute annulation d'un cours au Petit Fouet doit être faite au moins 48 heures à l'avance."
CUISINE = f"{COURS_HORAIRES} {COURS_TARIF} Les participants repartent avec leurs gâteaux. {COURS_ANNULATION}"
ZOO = (
    "Le zoo des Trois Vallées accueille environ 900 animaux de 140 espèces. "
    "L'entrée coûte 18 € pour les adultes et 12 € pour les enfants de 3 à 12 ans ; elle est gratuite pour les moins de 3 ans. "
    "Le goûter des otaries a lieu tous les jours à 15 h, sauf le lundi. "
    "Le zoo a reçu 350 000 visiteurs en 2024."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # reformulations et formats fidèles
    w.faith("fr-aa-001", "para.synonym", "Combien coûte le cours de pâtisserie ?", "Le tarif est de 55 € par personne, ingrédients inclus.", CUISINE, True),
    w.faith("fr-aa-002", "para.reorder", "Quand a lieu le cours de pâtisserie ?", "C'est chaque mercredi, de 18 h à 20 h 30, que se déroule le cours de pâtisserie.", CUISINE, True),
    w.faith("fr-aa-003", "fmt.time", "À quelle heure se termine le cours ?", "Le cours se termine à 20:30.", CUISINE, True),
    w.faith("fr-aa-004", "fmt.thousands", "Combien de visiteurs le zoo a-t-il reçus en 2024 ?", "Le zoo a reçu 350000 visiteurs en 2024.", ZOO, True),
    w.faith("fr-aa-005", "para.except", "Quand a lieu le goûter des otaries ?", "Il a lieu à 15 h, du mardi au dimanche.", ZOO, True),
    w.faith("fr-aa-006", "wrap.hedge", "En combien de temps les lunettes sont-elles prêtes ?", "Il me semble qu'elles sont prêtes en 8 jours environ.", OPTICIEN, True),
    w.faith("fr-aa-007", "para.pronoun", "Que deviennent les gâteaux à la fin du cours ?", "Les participants les emportent à la fin du cours.", CUISINE, True),
    w.faith("fr-aa-008", "fmt.currency", "Combien coûte l'entrée pour un adulte ?", "L'entrée adulte coûte 18 euros.", ZOO, True),
    w.faith("fr-aa-009", "para.combine", "Qui fait les examens de vue, et combien ça coûte pour un enfant de 10 ans ?", "C'est Mme Duval qui fait les examens de vue, gratuits pour les moins de 16 ans.", OPTICIEN, True),
    w.faith("fr-aa-010", "fmt.unit", "Jusqu'à quand peut-on annuler un cours ?", "Il faut annuler au moins deux jours avant.", CUISINE, True),
    # une erreur nette
    w.faith("fr-aa-011", "value.number", "Combien d'élèves compte un groupe ?", "Chaque groupe compte au maximum 12 élèves.", CUISINE, False),
    w.faith("fr-aa-012", "role.swap", "Qui s'occupe des montures chez Vue Claire ?", "Mme Duval s'occupe des montures, et M. Garnier fait les examens de vue.", OPTICIEN, False),
    w.faith("fr-aa-013", "value.except", "Quand a lieu le goûter des otaries ?", "Tous les jours à 15 h, sauf le dimanche.", ZOO, False),
    w.faith("fr-aa-014", "antonym", "Combien coûte l'examen de vue pour un enfant de 10 ans ?", "Pour les moins de 16 ans, l'examen de vue est payant.", OPTICIEN, False),
    w.faith("fr-aa-015", "modality", "Faut-il prévenir longtemps à l'avance pour annuler ?", "Il est simplement conseillé d'annuler 48 heures à l'avance, ce n'est pas obligatoire.", CUISINE, False),
    w.faith("fr-aa-016", "value.time", "À quelle heure ouvre l'opticien ?", "Vue Claire ouvre à 9 h du lundi au samedi.", OPTICIEN, False),
    w.faith("fr-aa-017", "added.entity", "Qui fait les examens de vue chez Vue Claire ?", "Les examens de vue sont faits par Mme Duval et son collègue M. Lemoine.", OPTICIEN, False),
    w.faith("fr-aa-018", "quantifier", "Peut-on emporter ses gâteaux après le cours ?", "Seuls certains participants repartent avec leurs gâteaux.", CUISINE, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-aa-019", "refusal.long", "Le zoo propose-t-il un parking gratuit ?", "Je suis désolé, mais les informations dont je dispose ne parlent pas du parking du zoo ; je ne peux donc pas vous dire s'il est gratuit ou payant.", ZOO, True),
    w.refusal("fr-aa-020", "refusal.short", "Vue Claire vend-il des lentilles de contact ?", "Je l'ignore.", OPTICIEN, True),
    w.refusal("fr-aa-021", "refusal.partial", "Combien coûte le cours de pâtisserie, et faut-il apporter son tablier ?", "Le cours coûte 55 € par personne, ingrédients compris ; en revanche, rien n'est précisé au sujet du tablier.", CUISINE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-aa-022", "correct.wordy", "Quel jour a lieu le cours de pâtisserie ?", "Le cours de pâtisserie du Petit Fouet se tient chaque mercredi soir, de 18 h à 20 h 30.", "Le mercredi.", True),
    w.correct("fr-aa-023", "correct.wordy", "Combien d'espèces vivent au zoo des Trois Vallées ?", "Au zoo des Trois Vallées, on peut observer environ 900 animaux appartenant à 140 espèces différentes.", "140 espèces.", True),
    w.correct("fr-aa-024", "correct.short", "Combien coûte l'examen de vue pour un adulte ?", "20 €.", "L'examen de vue coûte 20 € pour un adulte.", True),
    w.correct("fr-aa-025", "wrong.role", "Qui s'occupe des montures chez Vue Claire ?", "C'est Mme Duval qui s'occupe des montures.", "M. Garnier.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-aa-026", "relevant.direct", "Où se trouve la boutique Vue Claire ?", "Rue des Tanneurs.", OPTICIEN, True),
    w.relevant("fr-aa-027", "relevant.direct", "Combien d'élèves peuvent s'inscrire à une même séance ?", "Dix au plus.", CUISINE, True),
    w.relevant("fr-aa-028", "relevant.direct", "À quelle heure peut-on voir les otaries manger ?", "À 15 h, sauf le lundi.", ZOO, True),
    w.relevant("fr-aa-029", "relevant.yesno", "Mon fils de 2 ans doit-il payer l'entrée du zoo ?", "Non, c'est gratuit avant 3 ans.", ZOO, True),
    w.relevant("fr-aa-030", "offtopic.true", "Combien coûte l'entrée pour un enfant de 5 ans ?", "Le zoo a reçu 350 000 visiteurs en 2024.", ZOO, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-aa-031", "diag.pass", "Combien coûte le cours de pâtisserie ?", "Il coûte 55 € par personne, ingrédients compris.",
           {"cours-tarif": COURS_TARIF, "cours-horaires": COURS_HORAIRES}, ("cours-tarif",), "pass"),
    w.diag("fr-aa-032", "diag.missed", "Jusqu'à quand peut-on annuler un cours ?", "Les documents fournis ne disent rien sur les conditions d'annulation.",
           {"cours-horaires": COURS_HORAIRES, "cours-tarif": COURS_TARIF}, ("cours-annulation",), "fix_retrieval"),
    w.diag("fr-aa-033", "diag.correct_refusal", "Le cours de pâtisserie est-il donné en anglais ?", "Les documents ne précisent pas la langue du cours, je ne peux donc pas répondre.",
           {"cours-horaires": COURS_HORAIRES, "cours-tarif": COURS_TARIF}, (), "correct_refusal"),
    w.diag("fr-aa-034", "diag.unfaithful", "Quel jour a lieu le cours de pâtisserie ?", "Le cours a lieu chaque vendredi de 18 h à 20 h 30.",
           {"cours-horaires": COURS_HORAIRES, "cours-tarif": COURS_TARIF}, ("cours-horaires",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
