"""Fresh set K, French: a dance school, a youth hostel, a cable car, a cheese dairy's
history, a medical laboratory, a wedding venue, a stadium, a cemetery office and a
botanical garden, with French number, money and time formats."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

DANCE = (
    "L'école de danse Arabesque propose des cours de tango le lundi et le jeudi à 19 h 30. "
    "Le forfait trimestriel coûte 210 € et donne accès à un cours par semaine. "
    "Le premier cours d'essai est gratuit."
)
HOSTEL = (
    "L'auberge de jeunesse Les Mouettes compte 52 lits répartis dans 11 chambres. "
    "Le petit-déjeuner est servi de 7 h 30 à 9 h 30. "
    "L'accueil ferme à 23 h."
)
CABLE = (
    "Le téléphérique du Mont-Aigu relie la station de la vallée au sommet en 8 minutes. "
    "Une cabine transporte jusqu'à 60 personnes. "
    "Le téléphérique est fermé du 2 novembre au 15 décembre pour l'entretien annuel."
)
DAIRY = (
    "La fromagerie Delorme a été fondée en 1912 par Louis Delorme. "
    "En 1954, son fils Henri en a hérité. "
    "En 1988, Henri Delorme a vendu la fromagerie à la coopérative laitière de Saint-Alban."
)
LAB = (
    "Le laboratoire d'analyses Pasteur-Vercors effectue les prises de sang du lundi au samedi, de 7 h à 11 h. "
    "Un jeûne de 12 heures est obligatoire avant un bilan lipidique. "
    "Les résultats sont transmis au médecin prescripteur."
)
WEDDING = (
    "Le domaine des Tilleuls accueille des réceptions de mariage jusqu'à 180 invités. "
    "La location de la salle coûte 4 500 € pour le week-end. "
    "Un acompte de 30 % est demandé à la réservation."
)
STADIUM = (
    "Le stade municipal de la Prairie compte 12 500 places assises. "
    "Il a été inauguré en 1976 et rénové en 2012. "
    "Les portes ouvrent une heure avant le coup d'envoi."
)
CEMETERY = (
    "Le service des cimetières de la ville de Montbrison délivre les concessions funéraires. "
    "Une concession trentenaire coûte 650 €. "
    "Le service est ouvert du lundi au vendredi, sauf le mercredi après-midi."
)
GARDEN = (
    "Le jardin botanique de la Roseraie est ouvert tous les jours sauf le mardi, de 10 h à 18 h. "
    "L'entrée coûte 6 € pour les adultes."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("fr-k-001", "para.pronoun", "Combien de personnes une cabine peut-elle transporter ?", "Elle peut transporter jusqu'à 60 personnes.", CABLE, True),
    w.faith("fr-k-002", "para.combine", "Combien de lits compte l'auberge et à quelle heure ferme l'accueil ?", "L'auberge Les Mouettes, qui compte 52 lits répartis dans 11 chambres, ferme son accueil à 23 h.", HOSTEL, True),
    w.faith("fr-k-003", "para.relative", "Qui a fondé la fromagerie Delorme ?", "C'est Louis Delorme qui a fondé la fromagerie, en 1912.", DAIRY, True),
    w.faith("fr-k-004", "fmt.thousands", "Combien de places compte le stade ?", "Le stade municipal de la Prairie compte 12500 places assises.", STADIUM, True),
    w.faith("fr-k-005", "fmt.time", "À quelle heure commencent les cours de tango ?", "Les cours de tango commencent à 19:30, le lundi et le jeudi.", DANCE, True),
    w.faith("fr-k-006", "fmt.date", "Quand le téléphérique est-il fermé ?", "Il est fermé du 02/11 au 15/12 pour l'entretien annuel.", CABLE, True),
    w.faith("fr-k-007", "wrap.hedge", "Quand le petit-déjeuner est-il servi ?", "Si je ne me trompe pas, le petit-déjeuner est servi de 7 h 30 à 9 h 30.", HOSTEL, True),
    w.faith("fr-k-008", "wrap.question", "Combien coûte la location de la salle ?", "La location de la salle coûte 4 500 € pour le week-end. Souhaitez-vous aussi connaître le montant de l'acompte ?", WEDDING, True),
    w.faith("fr-k-009", "value.time", "Jusqu'à quelle heure peut-on faire une prise de sang ?", "Les prises de sang sont effectuées du lundi au samedi, de 7 h à 12 h.", LAB, False),
    w.faith("fr-k-010", "value.currency", "Combien coûte une concession trentenaire ?", "Une concession trentenaire coûte 650 $.", CEMETERY, False),
    w.faith("fr-k-011", "role.swap", "À qui Henri Delorme a-t-il vendu la fromagerie ?", "En 1988, la coopérative laitière de Saint-Alban a vendu la fromagerie à Henri Delorme.", DAIRY, False),
    w.faith("fr-k-012", "antonym", "Quand les portes du stade ouvrent-elles ?", "Les portes ferment une heure avant le coup d'envoi.", STADIUM, False),
    w.faith("fr-k-013", "value.except", "Quel jour le jardin est-il fermé ?", "Le jardin botanique est ouvert tous les jours sauf le lundi.", GARDEN, False),
    w.faith("fr-k-014", "added.fact", "Combien coûte le forfait trimestriel ?", "Le forfait trimestriel coûte 210 € et donne accès à un cours par semaine ; les étudiants bénéficient d'une réduction de 20 %.", DANCE, False),
    w.faith("fr-k-015", "mixed", "Combien de temps dure le trajet et combien de personnes tient une cabine ?", "Le trajet dure 8 minutes et une cabine transporte jusqu'à 80 personnes.", CABLE, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-k-016", "refusal.context", "Le stade dispose-t-il d'un parking ?", "Les documents fournis ne précisent pas si le stade dispose d'un parking.", STADIUM, True),
    w.refusal("fr-k-017", "refusal.short", "Qui dirige l'école de danse ?", "Je ne sais pas.", DANCE, True),
    w.refusal("fr-k-018", "refusal.partial", "Combien coûte l'entrée du jardin pour les adultes et pour les enfants ?", "L'entrée coûte 6 € pour les adultes. Le document n'indique pas le tarif pour les enfants.", GARDEN, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-k-019", "correct.short", "En quelle année le stade a-t-il été rénové ?", "2012.", "Le stade a été rénové en 2012.", True),
    w.correct("fr-k-020", "wrong.value", "Quel est le montant de l'acompte ?", "Un acompte de 50 % est demandé à la réservation.", "30 % du prix de la location.", False),
    w.correct("fr-k-021", "wrong.echo", "Combien de temps faut-il jeûner avant un bilan lipidique ?", "Il faut jeûner un certain temps avant un bilan lipidique.", "12 heures.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-k-022", "relevant.direct", "Combien de temps pour monter au sommet ?", "Huit minutes depuis la station de la vallée.", CABLE, True),
    w.relevant("fr-k-023", "offtopic.other", "Combien coûte le forfait trimestriel de l'école de danse ?", "Le jardin botanique de la Roseraie est ouvert tous les jours sauf le mardi.", DANCE, False),
    w.relevant("fr-k-024", "offtopic.true", "À quelle heure ferme l'accueil de l'auberge ?", "L'auberge compte 52 lits répartis dans 11 chambres.", HOSTEL, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-k-025", "diag.pass", "Qui a hérité de la fromagerie en 1954 ?", "Henri, le fils de Louis Delorme, en a hérité en 1954.", {"fromagerie-1": DAIRY, "stade-1": STADIUM}, ("fromagerie-1",), "pass"),
    w.diag("fr-k-026", "diag.unfaithful", "Quand le service des cimetières est-il ouvert ?", "Le service est ouvert tous les jours, y compris le week-end.", {"cimetiere-1": CEMETERY}, ("cimetiere-1",), "fix_generation"),
    w.diag("fr-k-027", "diag.missed", "Combien coûte une concession trentenaire ?", "Je n'ai trouvé aucune information sur le prix des concessions dans les documents.", {"danse-1": DANCE, "jardin-1": GARDEN}, ("cimetiere-1",), "fix_retrieval"),
    w.diag("fr-k-028", "diag.correct_refusal", "Le laboratoire fait-il des tests PCR ?", "Les documents ne disent pas si le laboratoire réalise des tests PCR.", {"labo-1": LAB}, (), "correct_refusal"),
    w.diag("fr-k-029", "diag.should_refuse", "Le domaine des Tilleuls propose-t-il un service de traiteur ?", "Oui, le domaine propose un service de traiteur à partir de 65 € par personne.", {"domaine-1": WEDDING}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
