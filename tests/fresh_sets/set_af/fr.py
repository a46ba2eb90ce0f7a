"""French cases of set AF: a music school, a farmers' market and a mountain hut."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

ECOLE = (
    "L'école de musique Les Tilleuls accueille les enfants dès 6 ans pour des cours de violon, de guitare et de piano. "
    "Un cours individuel de 30 minutes coûte 22 €, et l'inscription annuelle s'élève à 45 €. "
    "Mme Claire Duval enseigne le violon et M. Karim Benali la guitare. "
    "Le concert de fin d'année aura lieu le 21 juin 2025."
)
MARCHE = (
    "Le marché des producteurs de Saint-Aubin se tient chaque samedi matin, de 7 h 30 à 12 h 30, sur la place de la Mairie. "
    "Il réunit 32 exposants, tous installés à moins de 50 km de la commune. "
    "Les sacs plastiques y sont interdits depuis 2019."
)
REFUGE = (
    "Le refuge du Col Blanc, situé à 2 150 mètres d'altitude, est gardé de juin à septembre. "
    "La nuitée en dortoir coûte 28 € et la demi-pension 56 €. "
    "La réservation est obligatoire, et les chiens ne sont pas acceptés à l'intérieur. "
    "Le gardien, Mathieu Roux, accueille les randonneurs à partir de 15 h."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # reformulations et formats fidèles
    w.faith("fr-af-001", "para.reorder", "Où et quand se tient le marché ?", "C'est sur la place de la Mairie, chaque samedi matin de 7 h 30 à 12 h 30, que se tient le marché.", MARCHE, True),
    w.faith("fr-af-002", "para.synonym", "Les chiens peuvent-ils entrer dans le refuge ?", "Non, les chiens sont interdits à l'intérieur.", REFUGE, True),
    w.faith("fr-af-003", "para.nominal", "Depuis quand les sacs plastiques sont-ils interdits au marché ?", "L'interdiction des sacs plastiques sur le marché date de 2019.", MARCHE, True),
    w.faith("fr-af-004", "fmt.time", "À partir de quelle heure peut-on arriver au refuge ?", "Le gardien accueille les randonneurs dès trois heures de l'après-midi.", REFUGE, True),
    w.faith("fr-af-005", "fmt.thousands", "À quelle altitude se trouve le refuge ?", "Il se trouve à 2150 mètres d'altitude.", REFUGE, True),
    w.faith("fr-af-006", "fmt.date", "Quand aura lieu le concert de fin d'année ?", "Le concert est prévu le 21/06/2025.", ECOLE, True),
    w.faith("fr-af-007", "fmt.currency", "Combien coûte un cours individuel ?", "Un cours individuel de 30 minutes coûte 22 euros.", ECOLE, True),
    w.faith("fr-af-008", "wrap.attribution", "Combien coûte l'inscription ?", "D'après la présentation de l'école, l'inscription annuelle s'élève à 45 €.", ECOLE, True),
    w.faith("fr-af-009", "wrap.question", "Quel est le prix de la demi-pension ?", "Vous vous demandez combien coûte la demi-pension ? Elle est à 56 €.", REFUGE, True),
    w.faith("fr-af-010", "para.pronoun", "Qui est le gardien du refuge ?", "C'est Mathieu Roux ; il accueille les randonneurs à partir de 15 h.", REFUGE, True),
    w.faith("fr-af-011", "fmt.unit", "D'où viennent les exposants ?", "Tous les exposants sont installés à moins de 50 kilomètres de Saint-Aubin.", MARCHE, True),
    # une erreur nette par cas
    w.faith("fr-af-012", "value.number", "Combien d'exposants compte le marché ?", "Le marché réunit 23 exposants.", MARCHE, False),
    w.faith("fr-af-013", "value.time", "Quels sont les horaires du marché ?", "Le marché se tient chaque samedi de 7 h 30 à 13 h 30.", MARCHE, False),
    w.faith("fr-af-014", "value.currency", "Combien coûte une nuit en dortoir ?", "La nuitée en dortoir coûte 38 €.", REFUGE, False),
    w.faith("fr-af-015", "negation", "Faut-il réserver au refuge ?", "La réservation n'est pas obligatoire.", REFUGE, False),
    w.faith("fr-af-016", "antonym", "Quand le marché a-t-il lieu ?", "Le marché se tient chaque samedi soir sur la place de la Mairie.", MARCHE, False),
    w.faith("fr-af-017", "direction", "À quel âge peut-on s'inscrire à l'école ?", "L'école accueille les enfants de moins de 6 ans.", ECOLE, False),
    w.faith("fr-af-018", "quantifier", "Les exposants viennent-ils des environs ?", "Seuls quelques exposants sont installés à moins de 50 km de la commune.", MARCHE, False),
    w.faith("fr-af-019", "role.swap", "Qui enseigne quel instrument ?", "Mme Claire Duval enseigne la guitare et M. Karim Benali le violon.", ECOLE, False),
    w.faith("fr-af-020", "added.fact", "Quand le refuge est-il gardé ?", "Le refuge est gardé de juin à septembre et dispose de douches chaudes.", REFUGE, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-af-021", "refusal.short", "Le refuge accepte-t-il la carte bancaire ?", "Je ne sais pas.", REFUGE, True),
    w.refusal("fr-af-022", "refusal.long", "Y a-t-il un parking près du marché ?", "Je suis désolé, mais les informations dont je dispose ne parlent que des horaires, du lieu et des exposants du marché ; elles ne disent rien d'un parking, je ne peux donc pas vous répondre.", MARCHE, True),
    w.refusal("fr-af-023", "refusal.hedged", "Jusqu'à quand le refuge est-il gardé ?", "Sauf erreur de ma part, il est gardé jusqu'en septembre.", REFUGE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-af-024", "correct.wordy", "À partir de quel âge peut-on s'inscrire à l'école de musique Les Tilleuls ?", "Les enfants peuvent commencer le violon, la guitare ou le piano aux Tilleuls à partir de l'âge de 6 ans.", "Dès 6 ans.", True),
    w.correct("fr-af-025", "correct.wordy", "Combien coûte la demi-pension au refuge du Col Blanc ?", "Au refuge du Col Blanc, la demi-pension est facturée 56 €, soit le double du prix d'une simple nuitée en dortoir.", "La demi-pension coûte 56 €.", True),
    w.correct("fr-af-026", "correct.short", "Quel jour se tient le marché de Saint-Aubin ?", "Le samedi matin.", "Le marché se tient chaque samedi matin.", True),
    w.correct("fr-af-027", "wrong.role", "Qui enseigne le violon aux Tilleuls ?", "C'est M. Karim Benali qui enseigne le violon.", "Mme Claire Duval enseigne le violon.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-af-028", "relevant.direct", "Où dois-je aller pour acheter directement aux producteurs ?", "Sur la place de la Mairie de Saint-Aubin, le samedi matin.", MARCHE, True),
    w.relevant("fr-af-029", "relevant.direct", "Quel budget prévoir pour dormir une nuit là-haut ?", "La nuitée en dortoir coûte 28 €.", REFUGE, True),
    w.relevant("fr-af-030", "relevant.direct", "Quand pourra-t-on écouter les élèves jouer en public ?", "Lors du concert de fin d'année, le 21 juin 2025.", ECOLE, True),
    w.relevant("fr-af-031", "relevant.yesno", "Mon chien peut-il dormir avec moi dans le refuge ?", "Non, les chiens ne sont pas acceptés à l'intérieur.", REFUGE, True),
    w.relevant("fr-af-032", "offtopic.true", "Combien coûte l'inscription annuelle à l'école de musique ?", "Le concert de fin d'année aura lieu le 21 juin 2025.", ECOLE, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-af-033", "diag.correct_refusal", "Le marché de Saint-Aubin est-il maintenu en cas de pluie ?", "Les documents ne précisent pas si le marché est maintenu quand il pleut.", {"marche": MARCHE, "refuge": REFUGE}, (), "correct_refusal"),
    w.diag("fr-af-034", "diag.unfaithful", "À partir de quelle heure le gardien accueille-t-il les randonneurs ?", "Le gardien accueille les randonneurs à partir de 11 h.", {"refuge": REFUGE, "ecole-musique": ECOLE}, ("refuge",), "fix_generation"),
    w.diag("fr-af-035", "diag.pass", "Combien coûte l'inscription annuelle aux Tilleuls ?", "L'inscription annuelle s'élève à 45 €.", {"ecole-musique": ECOLE, "marche": MARCHE}, ("ecole-musique",), "pass"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
