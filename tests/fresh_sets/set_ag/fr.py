"""French cases of set AG: a seaside campsite and a pottery workshop."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

CAMPING = (
    "Le camping Les Pins Bleus, situé à 800 mètres de la plage, compte 120 emplacements. "
    "Il est ouvert du 15 avril au 30 septembre. "
    "Un emplacement pour une tente et deux personnes coûte 24 € la nuit, électricité non comprise. "
    "L'accueil est tenu par Hélène Garnier, et son mari Yves s'occupe de l'entretien."
)
CAMPING_REGLES = (
    "Aux Pins Bleus, les chiens sont acceptés à condition d'être tenus en laisse. "
    "La piscine chauffée est ouverte de 10 h à 19 h. "
    "Les arrivées se font à partir de 14 h et les départs avant midi. "
    "Environ un tiers des emplacements sont ombragés."
)
ATELIER = (
    "L'atelier de poterie Terre & Feu propose un stage d'initiation sur trois samedis, de 9 h 30 à 12 h 30. "
    "Le stage coûte 150 €, argile et cuisson comprises. "
    "Les groupes comptent au maximum huit élèves. "
    "Les pièces peuvent être récupérées deux semaines après le dernier cours, le temps de la cuisson."
)
ATELIER_INFOS = (
    "L'atelier Terre & Feu se trouve au 12, rue des Tanneurs, à Lyon. "
    "La céramiste Claire Dumas y enseigne depuis 2016. "
    "Les enfants peuvent s'inscrire dès 10 ans. "
    "Le tablier est fourni, mais il est conseillé d'apporter une serviette."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("fr-ag-001", "para.reorder", "Quels sont les horaires d'arrivée et de départ au camping ?", "Les départs se font avant midi, et les arrivées à partir de 14 h.", CAMPING_REGLES, True),
    w.faith("fr-ag-002", "para.passive", "Qui enseigne à l'atelier Terre & Feu ?", "Depuis 2016, les cours y sont donnés par la céramiste Claire Dumas.", ATELIER_INFOS, True),
    w.faith("fr-ag-003", "para.synonym", "Est-ce que je peux venir avec mon chien ?", "Oui, les chiens sont admis s'ils restent en laisse.", CAMPING_REGLES, True),
    w.faith("fr-ag-004", "fmt.unit", "À quelle distance de la plage est le camping ?", "Il se trouve à 0,8 km de la plage.", CAMPING, True),
    w.faith("fr-ag-005", "fmt.date", "Quand le camping est-il ouvert ?", "Il est ouvert du 15/04 au 30/09.", CAMPING, True),
    w.faith("fr-ag-006", "fmt.time", "Quels sont les horaires de la piscine ?", "La piscine chauffée est ouverte de 10:00 à 19:00.", CAMPING_REGLES, True),
    w.faith("fr-ag-007", "fmt.share", "Y a-t-il de l'ombre sur les emplacements ?", "Environ 33 % des emplacements sont ombragés.", CAMPING_REGLES, True),
    w.faith("fr-ag-008", "para.relative", "Qui s'occupe de l'accueil du camping ?", "C'est Hélène Garnier, dont le mari Yves s'occupe de l'entretien, qui tient l'accueil.", CAMPING, True),
    w.faith("fr-ag-009", "wrap.question", "Combien coûte le stage d'initiation ?", "Combien coûte le stage ? 150 €, argile et cuisson comprises.", ATELIER, True),
    w.faith("fr-ag-010", "para.nominal", "À partir de quel âge un enfant peut-il s'inscrire ?", "L'inscription des enfants est possible dès 10 ans.", ATELIER_INFOS, True),
    # one clear error each
    w.faith("fr-ag-011", "value.number", "Combien d'emplacements compte le camping ?", "Le camping compte 210 emplacements.", CAMPING, False),
    w.faith("fr-ag-012", "value.date", "Jusqu'à quand le camping est-il ouvert ?", "Il est ouvert jusqu'au 31 octobre.", CAMPING, False),
    w.faith("fr-ag-013", "value.time", "À quelle heure a lieu le stage ?", "Le stage a lieu le samedi de 9 h 30 à 11 h 30.", ATELIER, False),
    w.faith("fr-ag-014", "value.unit", "À quelle distance de la plage se trouve le camping ?", "Le camping se trouve à 800 kilomètres de la plage.", CAMPING, False),
    w.faith("fr-ag-015", "role.swap", "Qui tient l'accueil du camping ?", "L'accueil est tenu par Yves, et sa femme Hélène Garnier s'occupe de l'entretien.", CAMPING, False),
    w.faith("fr-ag-016", "negation", "L'électricité est-elle comprise dans le prix de l'emplacement ?", "Oui, l'électricité est comprise dans les 24 € la nuit.", CAMPING, False),
    w.faith("fr-ag-017", "modality", "Faut-il apporter quelque chose au stage ?", "Il faut obligatoirement apporter une serviette.", ATELIER_INFOS, False),
    w.faith("fr-ag-018", "quantifier", "Combien d'élèves y a-t-il par groupe ?", "Les groupes comptent au moins huit élèves.", ATELIER, False),
    w.faith("fr-ag-019", "added.entity", "Qui enseigne à l'atelier ?", "Claire Dumas y enseigne avec son collègue Marc Petit.", ATELIER_INFOS, False),
    w.faith("fr-ag-020", "direction", "Quand faut-il libérer l'emplacement le dernier jour ?", "Les départs se font après midi.", CAMPING_REGLES, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-ag-021", "refusal.context", "Le camping loue-t-il des vélos ?", "Les informations fournies ne disent pas si le camping loue des vélos.", CAMPING, True),
    w.refusal("fr-ag-022", "refusal.short", "Y a-t-il un parking devant l'atelier ?", "Je ne sais pas.", ATELIER_INFOS, True),
    w.refusal("fr-ag-023", "refusal.partial", "Combien coûtent l'emplacement et l'électricité ?", "Un emplacement pour une tente et deux personnes coûte 24 € la nuit ; en revanche, le prix de l'électricité n'est pas indiqué.", CAMPING, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-ag-024", "correct.wordy", "Combien d'élèves au maximum par groupe ?", "À l'atelier, les groupes ne dépassent jamais huit élèves.", "Huit élèves.", True),
    w.correct("fr-ag-025", "correct.wordy", "Depuis quand Claire Dumas enseigne-t-elle à l'atelier ?", "Claire Dumas donne des cours de céramique à l'atelier Terre & Feu depuis l'année 2016.", "Depuis 2016.", True),
    w.correct("fr-ag-026", "correct.short", "À quelle heure ferme la piscine du camping ?", "19 h.", "La piscine ferme à 19 h.", True),
    w.correct("fr-ag-027", "wrong.value", "Combien coûte le stage d'initiation ?", "Le stage d'initiation coûte 180 €.", "150 €, argile et cuisson comprises.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-ag-028", "relevant.direct", "Où se trouve l'atelier Terre & Feu ?", "Au 12, rue des Tanneurs, à Lyon.", ATELIER_INFOS, True),
    w.relevant("fr-ag-029", "relevant.direct", "Combien je vais payer pour planter ma tente à deux ?", "24 € la nuit, hors électricité.", CAMPING, True),
    w.relevant("fr-ag-030", "relevant.direct", "Quand puis-je arriver au camping ?", "Dès 14 h.", CAMPING_REGLES, True),
    w.relevant("fr-ag-031", "relevant.yesno", "Le tablier est-il fourni ?", "Oui, l'atelier en prête un.", ATELIER_INFOS, True),
    w.relevant("fr-ag-032", "offtopic.true", "Combien de temps faut-il attendre pour récupérer ses pièces ?", "Les groupes comptent au maximum huit élèves.", ATELIER, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-ag-033", "diag.pass", "Les chiens sont-ils acceptés au camping ?", "Oui, à condition d'être tenus en laisse.", {"camping-regles": CAMPING_REGLES, "camping-infos": CAMPING}, ("camping-regles",), "pass"),
    w.diag("fr-ag-034", "diag.missed", "Où se trouve l'atelier de poterie ?", "Les informations disponibles n'indiquent pas l'adresse de l'atelier.", {"atelier-stage": ATELIER}, ("atelier-infos",), "fix_retrieval"),
    w.diag("fr-ag-035", "diag.correct_refusal", "Le camping a-t-il un restaurant ?", "Les documents fournis ne mentionnent pas de restaurant.", {"camping-infos": CAMPING, "camping-regles": CAMPING_REGLES}, (), "correct_refusal"),
    w.diag("fr-ag-036", "diag.unfaithful", "Combien coûte le stage d'initiation ?", "Le stage coûte 150 €, mais l'argile est en supplément.", {"atelier-stage": ATELIER}, ("atelier-stage",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
