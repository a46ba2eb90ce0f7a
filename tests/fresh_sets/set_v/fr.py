"""French cases of set V: a croissant workshop at a bakery, a guided bike ride through the
city and a boarding house for dogs and cats."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

ATELIER = (
    "L'atelier « Croissants maison » de la boulangerie Lemoine a lieu le dimanche 9 mars, de 9 h à 12 h 30. "
    "La participation coûte 65 €, ingrédients compris, et chaque participant repart avec une douzaine de croissants. "
    "Le groupe est limité à 6 personnes, et l'atelier est ouvert à partir de 12 ans. "
    "Il est animé par le boulanger Julien Lemoine, aidé de sa fille Camille."
)
VELO = (
    "La balade à vélo « Quais et ponts » part tous les samedis à 14 h devant l'office de tourisme et dure environ deux heures. "
    "Le parcours fait 15 kilomètres et traverse sept ponts. "
    "Le tarif est de 25 € par adulte et de 12 € pour les enfants de moins de 14 ans. "
    "La balade est annulée en cas d'orage, et les participants sont alors remboursés."
)
PENSION = (
    "La pension Les Pattes Douces accueille les chiens et les chats, mais pas les rongeurs ni les oiseaux. "
    "Une nuit coûte 22 € pour un chat et 28 € pour un chien. "
    "Les animaux doivent être vaccinés et vermifugés, et le carnet de santé est demandé à l'arrivée. "
    "Les arrivées et les départs se font du lundi au samedi, entre 8 h et 18 h."
)

# fmt: off
FAITHFULNESS = [
    # faithful paraphrases, formats and wrappers
    w.faith("fr-v-001", "fmt.date", "Quand a lieu l'atelier « Croissants maison » ?", "Il a lieu le dimanche 09/03, de 9 h à 12 h 30.", ATELIER, True),
    w.faith("fr-v-002", "fmt.time", "À quelle heure se termine l'atelier ?", "Il se termine à midi et demi.", ATELIER, True),
    w.faith("fr-v-003", "fmt.number", "Combien de croissants chaque participant emporte-t-il ?", "Chaque participant repart avec 12 croissants.", ATELIER, True),
    w.faith("fr-v-004", "para.passive", "Qui anime l'atelier ?", "C'est le boulanger Julien Lemoine qui l'anime, et sa fille Camille l'aide.", ATELIER, True),
    w.faith("fr-v-005", "para.synonym", "Les ingrédients sont-ils inclus dans le prix de l'atelier ?", "Oui, les ingrédients sont compris dans les 65 € de participation.", ATELIER, True),
    w.faith("fr-v-006", "fmt.unit", "Quelle distance fait le parcours de la balade ?", "Le parcours fait 15 km.", VELO, True),
    w.faith("fr-v-007", "para.combine", "Quand et où part la balade « Quais et ponts » ?", "Elle démarre tous les samedis à 14 h, devant l'office de tourisme.", VELO, True),
    w.faith("fr-v-008", "fmt.period", "Combien de temps dure la balade ?", "Elle dure à peu près 120 minutes.", VELO, True),
    w.faith("fr-v-009", "wrap.closer", "Combien coûte la balade pour un enfant de 10 ans ?", "Pour un enfant de moins de 14 ans, c'est 12 €. Bonne balade !", VELO, True),
    w.faith("fr-v-010", "para.nominal", "Que se passe-t-il en cas d'orage ?", "En cas d'orage, c'est l'annulation de la balade, avec remboursement des participants.", VELO, True),
    w.faith("fr-v-011", "wrap.question", "Combien coûte une nuit pour un chien à la pension ?", "Une nuit coûte 28 € pour un chien. Souhaitez-vous aussi connaître le tarif pour un chat ?", PENSION, True),
    w.faith("fr-v-012", "fmt.abbrev", "Quels jours peut-on déposer son animal à la pension ?", "Les arrivées se font du lun. au sam., entre 8 h et 18 h.", PENSION, True),
    # one clear error each
    w.faith("fr-v-013", "value.date", "Quel jour a lieu l'atelier « Croissants maison » ?", "L'atelier a lieu le dimanche 16 mars.", ATELIER, False),
    w.faith("fr-v-014", "value.currency", "Combien coûte l'atelier ?", "La participation coûte 56 €, ingrédients compris.", ATELIER, False),
    w.faith("fr-v-015", "role.swap", "Qui anime l'atelier ?", "L'atelier est animé par Camille, aidée de son père, le boulanger Julien Lemoine.", ATELIER, False),
    w.faith("fr-v-016", "direction", "À partir de quel âge peut-on participer à l'atelier ?", "L'atelier est réservé aux enfants de moins de 12 ans.", ATELIER, False),
    w.faith("fr-v-017", "value.number", "Combien de ponts la balade traverse-t-elle ?", "Le parcours traverse neuf ponts.", VELO, False),
    w.faith("fr-v-018", "antonym", "Que se passe-t-il pour la balade en cas d'orage ?", "En cas d'orage, la balade est maintenue.", VELO, False),
    w.faith("fr-v-019", "negation", "La pension accueille-t-elle les chats ?", "Non, la pension n'accueille pas les chats.", PENSION, False),
    w.faith("fr-v-020", "added.fact", "Que faut-il présenter à l'arrivée à la pension ?", "Il faut présenter le carnet de santé et une attestation d'assurance.", PENSION, False),
    w.faith("fr-v-021", "quantifier", "Quels jours peut-on venir récupérer son animal ?", "Les départs sont possibles tous les jours de la semaine, entre 8 h et 18 h.", PENSION, False),
]

REFUSAL = [
    w.refusal("fr-v-022", "refusal.short", "Faut-il apporter son propre vélo pour la balade ?", "Je ne sais pas.", VELO, True),
    w.refusal("fr-v-023", "refusal.context", "La pension Les Pattes Douces propose-t-elle le toilettage ?", "Les informations fournies ne parlent pas de toilettage, je ne peux donc pas vous répondre.", PENSION, True),
    w.refusal("fr-v-024", "refusal.partial", "Combien coûte l'atelier, et y a-t-il un parking ?", "L'atelier coûte 65 €, ingrédients compris ; en revanche, je n'ai aucune information sur un parking.", ATELIER, False),
]

CORRECTNESS = [
    w.correct("fr-v-025", "correct.wordy", "Combien de personnes peuvent participer à l'atelier « Croissants maison » ?", "Le groupe de l'atelier « Croissants maison » ne peut pas dépasser six personnes au total.", "Six personnes au maximum.", True),
    w.correct("fr-v-026", "correct.format", "À quelle heure part la balade « Quais et ponts » ?", "À deux heures de l'après-midi.", "La balade part à 14 h.", True),
    w.correct("fr-v-027", "wrong.value", "Combien coûte une nuit pour un chat à la pension Les Pattes Douces ?", "28 € la nuit.", "22 € la nuit.", False),
]

RELEVANCY = [
    w.relevant("fr-v-028", "relevant.direct", "Il faut quels papiers pour déposer mon chien ?", "Son carnet de santé.", PENSION, True),
    w.relevant("fr-v-029", "relevant.yesno", "Mon fils de 13 ans peut-il participer à l'atelier ?", "Oui, c'est ouvert dès 12 ans.", ATELIER, True),
    w.relevant("fr-v-030", "offtopic.true", "Combien coûte la balade pour un adulte ?", "Le parcours traverse sept ponts.", VELO, False),
]

DIAGNOSIS = [
    w.diag("fr-v-031", "diag.pass", "Combien de kilomètres fait la balade « Quais et ponts » ?", "Elle fait 15 kilomètres.", {"velo": VELO, "pension": PENSION}, ("velo",), "pass"),
    w.diag("fr-v-032", "diag.missed", "Combien coûte l'atelier « Croissants maison » ?", "Je ne trouve pas le prix de l'atelier dans les documents.", {"velo": VELO, "pension": PENSION}, ("atelier",), "fix_retrieval"),
    w.diag("fr-v-033", "diag.correct_refusal", "Y a-t-il une consigne à bagages à l'office de tourisme ?", "Les documents ne disent rien à ce sujet, je ne peux donc pas vous répondre.", {"velo": VELO}, (), "correct_refusal"),
    w.diag("fr-v-034", "diag.unfaithful", "Quels animaux la pension Les Pattes Douces accueille-t-elle ?", "La pension accueille les chiens, les chats et les oiseaux.", {"pension": PENSION, "atelier": ATELIER}, ("pension",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
