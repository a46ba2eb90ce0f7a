"""French cases of set BD: a locksmith, a botanical garden, a horse riding centre and a music
festival's camping area."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

SERR = "La serrurerie Lemoine, tenue par Paul Lemoine, assure un dépannage 24 heures sur 24. Le remplacement d'une serrure standard coûte 95 €, et les interventions entre 22 h et 6 h sont majorées de 40 €. Paul a formé lui-même son apprentie, Léa Morel, qui s'occupe désormais de la plupart des interventions en journée."
JARDIN = "Le jardin botanique des Tilleuls s'étend sur 12 hectares et compte environ 9 500 espèces de plantes. Sa grande serre, construite en 1902, a été rénovée en 2021 pour 1,8 million d'euros. L'entrée coûte 7 € pour les adultes et elle est gratuite pour les moins de 18 ans."
CHEVAL = "Le centre équestre du Val Fleuri compte 30 chevaux et 8 poneys. Les cours pour débutants ont lieu le mercredi et le samedi matin et coûtent 28 € l'heure. Le port de la bombe est obligatoire ; le centre la prête gratuitement."
CAMP = "L'aire de camping du festival Les Nuits d'Argile ouvre le jeudi 10 juillet à 14 h. Chaque emplacement mesure 5 mètres sur 5 et accueille une seule tente de trois personnes au maximum. Les feux de camp sont interdits, mais les réchauds à gaz sont autorisés devant les tentes."

# fmt: off
FAITHFULNESS: list[Case] = [
    # reformulations fidèles et formats
    w.faith("fr-bd-001", "para.relative", "Qui s'occupe des interventions en journée ?", "C'est Léa Morel, l'apprentie que Paul Lemoine a formée, qui s'en charge la plupart du temps.", SERR, True),
    w.faith("fr-bd-002", "fmt.scale", "Combien a coûté la rénovation de la serre ?", "La rénovation de la serre a coûté 1 800 000 euros.", JARDIN, True),
    w.faith("fr-bd-003", "fmt.date", "Quand ouvre l'aire de camping ?", "Elle ouvre le jeudi 10/07 à 14 h.", CAMP, True),
    w.faith("fr-bd-004", "fmt.time", "Y a-t-il un supplément la nuit ?", "Oui, entre 22:00 et 06:00, l'intervention est majorée de 40 €.", SERR, True),
    w.faith("fr-bd-005", "fmt.currency", "Combien coûte un cours pour débutants ?", "Un cours d'une heure pour débutants coûte vingt-huit euros.", CHEVAL, True),
    w.faith("fr-bd-006", "para.nominal", "De quand date la grande serre ?", "La construction de la grande serre date de 1902, et sa rénovation de 2021.", JARDIN, True),
    w.faith("fr-bd-007", "fmt.thousands", "Combien d'espèces de plantes le jardin compte-t-il ?", "Le jardin compte environ 9500 espèces de plantes.", JARDIN, True),
    w.faith("fr-bd-008", "para.except", "Qui paie l'entrée du jardin ?", "Tout le monde paie 7 €, sauf les moins de 18 ans, qui entrent gratuitement.", JARDIN, True),
    w.faith("fr-bd-009", "wrap.question", "Faut-il une bombe pour monter ?", "Faut-il une bombe ? Oui, elle est obligatoire, et le centre la prête gratuitement.", CHEVAL, True),
    w.faith("fr-bd-010", "para.synonym", "Peut-on cuisiner sur l'aire de camping ?", "Il est défendu de faire un feu de camp, mais on a le droit d'utiliser un réchaud à gaz devant sa tente.", CAMP, True),
    # une seule erreur nette
    w.faith("fr-bd-011", "value.number", "Combien d'animaux compte le centre équestre ?", "Le centre compte 30 chevaux et 18 poneys.", CHEVAL, False),
    w.faith("fr-bd-012", "value.currency", "Combien coûte le remplacement d'une serrure standard ?", "Le remplacement d'une serrure standard coûte 59 €.", SERR, False),
    w.faith("fr-bd-013", "role.swap", "Qui a formé qui à la serrurerie Lemoine ?", "Léa Morel a formé Paul Lemoine.", SERR, False),
    w.faith("fr-bd-014", "negation", "La bombe est-elle obligatoire ?", "Non, le port de la bombe n'est pas obligatoire.", CHEVAL, False),
    w.faith("fr-bd-015", "antonym", "Qui entre gratuitement au jardin ?", "L'entrée est gratuite pour les plus de 18 ans.", JARDIN, False),
    w.faith("fr-bd-016", "quantifier", "Combien de tentes peut-on installer sur un emplacement ?", "Chaque emplacement peut accueillir plusieurs tentes.", CAMP, False),
    w.faith("fr-bd-017", "modality", "Que dit le règlement sur les réchauds à gaz ?", "Les réchauds à gaz sont obligatoires devant les tentes.", CAMP, False),
    w.faith("fr-bd-018", "added.fact", "Combien coûte l'entrée du jardin pour un adulte ?", "L'entrée coûte 7 € pour les adultes, et le jardin est fermé le lundi.", JARDIN, False),
    w.faith("fr-bd-019", "value.time", "À quelle heure ouvre l'aire de camping ?", "L'aire de camping ouvre le jeudi 10 juillet à 16 h.", CAMP, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-bd-020", "refusal.short", "Le jardin botanique a-t-il un café ?", "Je ne sais pas.", JARDIN, True),
    w.refusal("fr-bd-021", "refusal.long", "Le centre équestre organise-t-il des stages pendant les vacances ?", "Je suis désolé, mais les informations dont je dispose sur le centre équestre du Val Fleuri ne parlent pas de stages pendant les vacances, je ne peux donc pas vous répondre.", CHEVAL, True),
    w.refusal("fr-bd-022", "refusal.hedged", "Combien coûte le remplacement d'une serrure standard ?", "Je n'en suis pas tout à fait sûr, mais il semble que ce soit 95 €.", SERR, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-bd-023", "correct.wordy", "Combien d'espèces de plantes compte le jardin botanique ?", "Le jardin botanique des Tilleuls abrite une collection d'environ 9 500 espèces végétales différentes.", "Le jardin compte environ 9 500 espèces de plantes.", True),
    w.correct("fr-bd-024", "correct.wordy", "Quand ont lieu les cours pour débutants ?", "Si vous débutez, vous pouvez venir le mercredi matin ou le samedi matin : ce sont les deux créneaux prévus pour ces cours.", "Les cours pour débutants ont lieu le mercredi et le samedi matin.", True),
    w.correct("fr-bd-025", "correct.format", "Combien coûte l'entrée pour un adulte ?", "Sept euros.", "L'entrée coûte 7 € pour les adultes.", True),
    w.correct("fr-bd-026", "wrong.value", "Combien mesure un emplacement de camping ?", "Un emplacement mesure 3 mètres sur 3.", "Chaque emplacement mesure 5 mètres sur 5.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-bd-027", "relevant.direct", "À partir de quand peut-on planter sa tente au festival ?", "Dès le jeudi 10 juillet, 14 h.", CAMP, True),
    w.relevant("fr-bd-028", "relevant.direct", "Combien faut-il payer en plus si le serrurier vient en pleine nuit ?", "40 € de majoration entre 22 h et 6 h.", SERR, True),
    w.relevant("fr-bd-029", "relevant.direct", "Il y a combien de poneys au Val Fleuri ?", "Le centre en a huit.", CHEVAL, True),
    w.relevant("fr-bd-030", "relevant.yesno", "Mon fils de 15 ans doit-il payer l'entrée du jardin ?", "Non, c'est gratuit pour les moins de 18 ans.", JARDIN, True),
    w.relevant("fr-bd-031", "offtopic.true", "Combien coûte un cours pour débutants ?", "Le centre équestre compte 30 chevaux et 8 poneys.", CHEVAL, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-bd-032", "diag.pass", "Quand la grande serre a-t-elle été rénovée ?", "Elle a été rénovée en 2021.", {"jardin-01": JARDIN, "camp-01": CAMP}, ("jardin-01",), "pass"),
    w.diag("fr-bd-033", "diag.missed", "Combien coûte un cours pour débutants au Val Fleuri ?", "Désolé, je ne trouve pas le prix des cours dans les documents fournis.", {"serr-01": SERR, "jardin-01": JARDIN}, ("cheval-01",), "fix_retrieval"),
    w.diag("fr-bd-034", "diag.correct_refusal", "Le festival Les Nuits d'Argile propose-t-il des douches ?", "Les documents ne disent pas si des douches sont prévues, je ne peux donc pas répondre.", {"camp-01": CAMP}, (), "correct_refusal"),
    w.diag("fr-bd-035", "diag.unfaithful", "Qui a formé Léa Morel ?", "Elle a été formée par un ancien collègue, Marc Dubois.", {"serr-01": SERR, "cheval-01": CHEVAL}, ("serr-01",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
