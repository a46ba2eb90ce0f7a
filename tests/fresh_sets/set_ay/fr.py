"""French cases of set AY: a chess club, a sourdough bread workshop at a bakery, a campsite on a
lake shore and a pottery studio renting its kiln."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

ECHECS = "Le club d'échecs La Tour Blanche se réunit tous les mardis à 20 h dans la salle polyvalente de Saint-Aubin. La cotisation annuelle est de 45 €, et de 20 € pour les moins de 18 ans. Le tournoi de printemps, disputé en sept rondes, a été remporté en 2024 par Lucie Berthier devant Hugo Marchal."
PAIN = "La boulangerie Au Pétrin d'Antan organise un atelier « Pain au levain » le samedi 12 octobre, de 14 h à 18 h. L'atelier coûte 75 € et accueille au maximum huit personnes. Chaque participant repart avec deux pains et un bocal de levain. L'inscription se fait uniquement par téléphone."
CAMP = "Le camping Les Roseaux se trouve sur la rive sud du lac de Chaumeil, à 4 km du village de Peyrelade. Un emplacement pour tente coûte 19 € la nuit pour deux personnes. Les barbecues au charbon sont interdits ; seuls les barbecues électriques sont autorisés. Le camping est ouvert du 15 avril au 30 septembre."
POTERIE = "L'atelier Terre & Feu loue son four à céramique à ses adhérents pour 30 € par cuisson. Les cuissons doivent être réservées au moins trois jours à l'avance. Le four monte jusqu'à 1 250 °C et peut contenir jusqu'à 25 pièces moyennes."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("fr-ay-001", "para.reorder", "Qu'emporte-t-on à la fin de l'atelier pain au levain ?", "Un bocal de levain et deux pains : voilà ce que chaque participant emporte.", PAIN, True),
    w.faith("fr-ay-002", "para.passive", "Qui a gagné le tournoi de printemps 2024 ?", "Lucie Berthier a remporté le tournoi de printemps 2024, devant Hugo Marchal.", ECHECS, True),
    w.faith("fr-ay-003", "fmt.date", "Quand a lieu l'atelier pain au levain ?", "Il a lieu le samedi 12/10, de 14 h à 18 h.", PAIN, True),
    w.faith("fr-ay-004", "fmt.number", "Combien de personnes l'atelier peut-il accueillir ?", "Au maximum 8 personnes.", PAIN, True),
    w.faith("fr-ay-005", "fmt.unit", "Quelle température le four peut-il atteindre ?", "Le four monte jusqu'à 1 250 degrés Celsius.", POTERIE, True),
    w.faith("fr-ay-006", "para.pronoun", "Combien coûte une cuisson pour les adhérents ?", "Elle leur coûte 30 €.", POTERIE, True),
    w.faith("fr-ay-007", "wrap.attribution", "Quelle est la cotisation pour les moins de 18 ans ?", "D'après les informations du club, elle est de 20 € par an.", ECHECS, True),
    w.faith("fr-ay-008", "para.except", "Quels barbecues peut-on utiliser au camping ?", "Tous les barbecues sont interdits, sauf les barbecues électriques.", CAMP, True),
    w.faith("fr-ay-009", "fmt.abbrev", "À quelle distance du village se trouve le camping ?", "Il est à 4 kilomètres de Peyrelade.", CAMP, True),
    w.faith("fr-ay-010", "value.number", "Combien de pièces le four peut-il contenir ?", "Le four peut contenir jusqu'à 40 pièces moyennes.", POTERIE, False),
    w.faith("fr-ay-011", "value.date", "Jusqu'à quand le camping est-il ouvert ?", "Le camping est ouvert jusqu'au 31 octobre.", CAMP, False),
    w.faith("fr-ay-012", "role.swap", "Qui a remporté le tournoi de printemps 2024 ?", "Hugo Marchal l'a emporté devant Lucie Berthier.", ECHECS, False),
    w.faith("fr-ay-013", "antonym", "Les barbecues au charbon sont-ils permis au camping ?", "Oui, les barbecues au charbon sont autorisés.", CAMP, False),
    w.faith("fr-ay-014", "modality", "Faut-il réserver les cuissons à l'avance ?", "On peut réserver trois jours à l'avance si on le souhaite, mais ce n'est pas obligatoire.", POTERIE, False),
    w.faith("fr-ay-015", "value.time", "À quelle heure se réunit le club d'échecs ?", "Tous les mardis à 21 h.", ECHECS, False),
    w.faith("fr-ay-016", "quantifier", "Que reçoivent les participants à la fin de l'atelier ?", "Seuls certains participants repartent avec deux pains et un bocal de levain.", PAIN, False),
    w.faith("fr-ay-017", "added.fact", "Combien coûte un emplacement au camping ?", "19 € la nuit pour deux personnes, électricité comprise.", CAMP, False),
    w.faith("fr-ay-018", "direction", "Sur quelle rive du lac se trouve le camping ?", "Sur la rive nord du lac de Chaumeil.", CAMP, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-ay-020", "refusal.plain", "Le club d'échecs propose-t-il des cours pour enfants ?", "Je suis désolé, je ne peux pas répondre à cette question.", ECHECS, True),
    w.refusal("fr-ay-021", "refusal.context", "Y a-t-il une piscine au camping Les Roseaux ?", "Le contexte fourni ne précise pas si le camping dispose d'une piscine.", CAMP, True),
    w.refusal("fr-ay-022", "refusal.partial", "Combien coûte l'atelier et faut-il apporter son tablier ?", "L'atelier coûte 75 € ; les informations ne disent pas s'il faut apporter un tablier.", PAIN, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-ay-030", "correct.wordy", "Quand le club d'échecs se réunit-il ?", "Les membres de La Tour Blanche se retrouvent chaque semaine, le mardi soir à 20 heures, dans la salle polyvalente de Saint-Aubin.", "Le mardi à 20 h.", True),
    w.correct("fr-ay-031", "correct.wordy", "Combien coûte une cuisson au four chez Terre & Feu ?", "Pour un adhérent de l'atelier Terre & Feu, chaque cuisson dans le four à céramique est facturée 30 euros.", "30 € par cuisson.", True),
    w.correct("fr-ay-032", "correct.short", "Combien de rondes compte le tournoi de printemps ?", "Sept.", "Le tournoi se joue en sept rondes.", True),
    w.correct("fr-ay-033", "wrong.value", "Combien coûte l'atelier pain au levain ?", "L'atelier coûte 57 €.", "75 €.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-ay-040", "relevant.direct", "Où se retrouvent les joueurs d'échecs ?", "Dans la salle polyvalente de Saint-Aubin.", ECHECS, True),
    w.relevant("fr-ay-041", "relevant.direct", "Comment puis-je m'inscrire à l'atelier pain au levain ?", "Il suffit d'appeler la boulangerie : c'est le seul moyen.", PAIN, True),
    w.relevant("fr-ay-042", "relevant.direct", "À partir de quand le camping accueille-t-il les vacanciers ?", "Dès le 15 avril.", CAMP, True),
    w.relevant("fr-ay-043", "relevant.yesno", "Faut-il réserver une cuisson à l'avance ?", "Oui, au moins trois jours avant.", POTERIE, True),
    w.relevant("fr-ay-044", "offtopic.true", "Combien coûte un emplacement de tente au camping ?", "Le camping est ouvert du 15 avril au 30 septembre.", CAMP, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-ay-050", "diag.pass", "Combien de personnes l'atelier pain au levain accueille-t-il au maximum ?", "Huit personnes au maximum.", {"pain-1": PAIN, "echecs-1": ECHECS}, ("pain-1",), "pass"),
    w.diag("fr-ay-051", "diag.missed", "Jusqu'à quelle température monte le four de Terre & Feu ?", "Les documents ne donnent pas cette information.", {"camp-1": CAMP, "pain-1": PAIN}, ("poterie-1",), "fix_retrieval"),
    w.diag("fr-ay-052", "diag.correct_refusal", "Le club La Tour Blanche organise-t-il des parties en ligne ?", "Les documents ne mentionnent pas de parties en ligne.", {"echecs-1": ECHECS, "camp-1": CAMP}, (), "correct_refusal"),
    w.diag("fr-ay-053", "diag.offtopic", "Quand a lieu l'atelier pain au levain ?", "L'inscription se fait uniquement par téléphone.", {"pain-1": PAIN, "poterie-1": POTERIE}, ("pain-1",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
