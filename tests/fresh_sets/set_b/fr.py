# ruff: noqa: E501  (data: one case per line where it fits)
"""Fresh set B, French (français): new everyday domains and wording."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

BABEL = (
    "L'école de langues Babel propose des cours d'espagnol, d'italien et de japonais. Un stage intensif "
    "dure quatre semaines et coûte 390 €. Les cours ont lieu du lundi au vendredi, de 9 h à 12 h 30."
)
VETO = (
    "La clinique vétérinaire des Tilleuls est ouverte tous les jours sauf le dimanche. Une consultation "
    "coûte 45 €. La nuit, les urgences sont assurées par une clinique partenaire."
)
BRASSERIE = (
    "Claire Morel a fondé la brasserie artisanale Houblon Vert en 2010. En 2022, elle a cédé la direction "
    "à son associé, Julien Petit."
)
SENTIER = (
    "Le sentier des Crêtes mesure 14 km pour un dénivelé de 800 m. Les chiens doivent être tenus en laisse. "
    "Le sentier est fermé de décembre à février."
)
IMPRIMANTE = (
    "L'imprimante P-40 imprime jusqu'à 20 pages par minute. Son bac contient 150 feuilles. Elle pèse 4,2 kg."
)
IMPOTS = (
    "Le centre des impôts accueille le public sans rendez-vous le mardi et le jeudi matin. Les autres jours, "
    "le rendez-vous est obligatoire. La date limite de la déclaration en ligne est fixée au 23 mai 2025."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("fr-p4-001", "para.except", "La clinique des Tilleuls est-elle ouverte le dimanche ?",
            "Non, elle est fermée le dimanche.", VETO, True),
    w.faith("fr-p4-002", "fmt.currency", "Combien coûte une consultation ?",
            "Une consultation coûte 45 euros.", VETO, True),
    w.faith("fr-p4-003", "para.relative", "Qui dirige Houblon Vert depuis 2022 ?",
            "Julien Petit, qui est l'associé de Claire Morel, dirige Houblon Vert depuis 2022.", BRASSERIE,
            True),
    w.faith("fr-p4-004", "fmt.time", "À quelle heure finissent les cours chez Babel ?",
            "Les cours se terminent à midi et demi.", BABEL, True),
    w.faith("fr-p4-005", "fmt.date", "Quelle est la date limite de la déclaration en ligne ?",
            "La date limite est le 23/05/2025.", IMPOTS, True),
    w.faith("fr-p4-006", "fmt.unit", "Quelle est la longueur du sentier des Crêtes ?",
            "Le sentier des Crêtes mesure 14 kilomètres.", SENTIER, True),
    w.faith("fr-p4-007", "para.pronoun", "Combien pèse l'imprimante P-40 ?", "Elle pèse 4,2 kg.", IMPRIMANTE,
            True),
    w.faith("fr-p4-008", "wrap.hedge", "Combien de temps dure un stage intensif ?",
            "Si je ne me trompe pas, un stage intensif dure quatre semaines.", BABEL, True),
    # ---------------------------------------------------------------- not supported
    w.faith("fr-p4-009", "value.number", "Combien de feuilles contient le bac de la P-40 ?",
            "Le bac contient 250 feuilles.", IMPRIMANTE, False),
    w.faith("fr-p4-010", "role.swap", "Qui a fondé Houblon Vert ?",
            "Houblon Vert a été fondée en 2010 par Julien Petit.", BRASSERIE, False),
    w.faith("fr-p4-011", "modality", "Faut-il tenir son chien en laisse sur le sentier ?",
            "La laisse est conseillée, mais elle n'est pas obligatoire.", SENTIER, False),
    w.faith("fr-p4-012", "value.date", "Quand le sentier des Crêtes est-il fermé ?",
            "Le sentier est fermé de juin à août.", SENTIER, False),
    w.faith("fr-p4-013", "added.entity", "Quelles langues enseigne l'école Babel ?",
            "L'école Babel propose des cours d'espagnol, d'italien, de japonais et d'allemand.", BABEL,
            False),
    w.faith("fr-p4-014", "mixed", "Combien coûte un stage intensif ?",
            "Un stage intensif dure quatre semaines et coûte 290 €.", BABEL, False),
    w.faith("fr-p4-015", "negation", "Peut-on venir au centre des impôts sans rendez-vous ?",
            "Non, le centre des impôts ne reçoit jamais le public sans rendez-vous.", IMPOTS, False),
]
# fmt: on

# fmt: off
REFUSAL: list[Case] = [
    w.refusal("fr-p4-016", "refusal.long", "La clinique des Tilleuls soigne-t-elle les chevaux ?",
              "Merci pour votre question. Malheureusement, les informations dont je dispose ne précisent pas "
              "si la clinique des Tilleuls soigne les chevaux, je ne peux donc pas vous répondre. Je vous "
              "conseille de téléphoner directement à la clinique.", VETO, True),
    w.refusal("fr-p4-017", "refusal.short", "Y a-t-il un parking au départ du sentier ?", "Aucune idée.",
              SENTIER, True),
    w.refusal("fr-p4-018", "refusal.partial", "Combien coûte un stage intensif, et y a-t-il des cours du "
              "soir ?", "Les documents ne mentionnent pas de cours du soir, mais un stage intensif coûte 390 €.",
              BABEL, False),
]
# fmt: on

# fmt: off
CORRECTNESS: list[Case] = [
    w.correct("fr-p4-019", "correct.short", "Qui a fondé Houblon Vert ?", "Claire Morel.",
              "La brasserie Houblon Vert a été fondée en 2010 par Claire Morel.", True),
    w.correct("fr-p4-020", "wrong.role", "Qui dirige Houblon Vert depuis 2022 ?", "Claire Morel.",
              "Julien Petit.", False),
    w.correct("fr-p4-021", "correct.format", "Quelle est la date limite de la déclaration en ligne ?",
              "Le 23/05/2025.", "Le 23 mai 2025.", True),
]
# fmt: on

# fmt: off
RELEVANCY: list[Case] = [
    w.relevant("fr-p4-022", "relevant.direct", "Quand le centre des impôts reçoit-il sans rendez-vous ?",
               "Le mardi et le jeudi matin.", IMPOTS, True),
    w.relevant("fr-p4-023", "offtopic.true", "Combien pèse l'imprimante P-40 ?",
               "Le bac de l'imprimante P-40 contient 150 feuilles.", IMPRIMANTE, False),
    w.relevant("fr-p4-027", "relevant.yesno", "Le sentier des Crêtes est-il ouvert en janvier ?",
               "Non, il est fermé de décembre à février.", SENTIER, True),
]
# fmt: on

# fmt: off
DIAGNOSIS: list[Case] = [
    w.diag("fr-p4-024", "diag.pass", "Combien coûte une consultation à la clinique des Tilleuls ?",
           "Une consultation coûte 45 €.", {"v1": VETO, "s1": SENTIER}, ("v1",), "pass"),
    w.diag("fr-p4-025", "diag.refused", "Quelle est la longueur du sentier des Crêtes ?",
           "Je suis désolé, je n'ai pas cette information.", {"s1": SENTIER}, ("s1",), "fix_generation"),
    w.diag("fr-p4-026", "diag.should_refuse", "La clinique des Tilleuls a-t-elle un parking ?",
           "Oui, la clinique dispose d'un parking gratuit de 30 places.", {"v1": VETO}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
