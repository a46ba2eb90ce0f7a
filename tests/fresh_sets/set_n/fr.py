# ruff: noqa: E501
"""Fresh set N, French: plain cases over invented organisation documents, with French number,
time and currency formats."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

CAFE = (
    "Le restaurant universitaire du campus Villejean sert le déjeuner du lundi au vendredi, de 11 h 30 à 14 h. "
    "Un repas complet coûte 3,30 € pour les étudiants et 7,80 € pour le personnel. "
    "Le restaurant est fermé pendant les vacances de Noël."
)
CHARGE = (
    "Le réseau Électro'Route compte 2,5 millions d'utilisateurs et 3 200 bornes de recharge en France. "
    "La recharge rapide coûte 0,49 € par kWh. "
    "Les abonnés Premium paient 0,35 € par kWh, pour un abonnement de 8 € par mois."
)
SAIL = (
    "L'école de voile de l'Anse Bleue propose des stages d'initiation d'avril à octobre. "
    "Un stage de deux semaines coûte 1 500 €, matériel compris. "
    "Les stagiaires doivent savoir nager 50 mètres. "
    "Les groupes comptent au maximum six élèves."
)
MUSEUM = (
    "L'adhésion annuelle au musée des Beaux-Arts de Valmont coûte 45 € en solo et 80 € en duo. "
    "Les adhérents bénéficient de l'entrée gratuite dans toutes les expositions et de 10 % de réduction à la boutique. "
    "Le musée est ouvert tous les jours sauf le mardi."
)
KARAOKE = (
    "Le bar karaoké Do Ré Mi ouvre tous les soirs à 20 h et ferme à 2 h. "
    "Une salle privée pour huit personnes coûte 30 € de l'heure. "
    "Les mineurs doivent quitter le bar avant 22 h."
)
LIBRARY = (
    "Le club de lecture de la médiathèque Jules-Verne accueille les enfants de 8 à 12 ans. "
    "Les séances ont lieu le mercredi de 14 h 30 à 16 h. "
    "Chaque enfant peut emprunter jusqu'à quatre livres par séance. "
    "L'inscription est gratuite."
)
VINEYARD = (
    "Le domaine Lacombe a été fondé en 1903 par Émile Lacombe. "
    "En 1950, Émile Lacombe a donné le domaine en fermage à son neveu Henri Dufour. "
    "En 1982, Henri Dufour a transmis le domaine à sa fille Claire."
)
COOP = (
    "La coopérative agricole du Val-Doré regroupe 85 exploitations. "
    "Certains adhérents produisent du lait bio. "
    "La coopérative paie ses adhérents le 10 de chaque mois."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("fr-n-001", "para.reorder", "Quand ont lieu les séances du club de lecture ?", "C'est le mercredi, de 14 h 30 à 16 h, que les séances ont lieu.", LIBRARY, True),
    w.faith("fr-n-002", "para.passive", "À qui le domaine Lacombe a-t-il été transmis en 1982 ?", "En 1982, le domaine a été transmis par Henri Dufour à sa fille Claire.", VINEYARD, True),
    w.faith("fr-n-003", "para.synonym", "Quels avantages ont les adhérents du musée ?", "Les membres accèdent gratuitement à toutes les expositions et profitent d'une remise de 10 % à la boutique.", MUSEUM, True),
    w.faith("fr-n-004", "fmt.time", "À quelle heure ouvre le Do Ré Mi ?", "Le bar ouvre à 8 heures du soir.", KARAOKE, True),
    w.faith("fr-n-005", "fmt.thousands", "Combien coûte le stage de voile ?", "Le stage de deux semaines coûte 1500 €, matériel compris.", SAIL, True),
    w.faith("fr-n-006", "fmt.scale", "Combien d'utilisateurs compte Électro'Route ?", "Le réseau compte 2 500 000 utilisateurs.", CHARGE, True),
    w.faith("fr-n-007", "fmt.period", "Combien de temps dure le stage de voile ?", "Le stage dure 14 jours.", SAIL, True),
    w.faith("fr-n-008", "para.except", "Quels jours le musée est-il ouvert ?", "Le musée ouvre chaque jour, à l'exception du mardi.", MUSEUM, True),
    w.faith("fr-n-009", "wrap.closer", "Quand la coopérative paie-t-elle ses adhérents ?", "La coopérative paie ses adhérents le 10 de chaque mois. N'hésitez pas si vous avez d'autres questions !", COOP, True),
    w.faith("fr-n-010", "fmt.currency", "Combien coûte une salle privée au Do Ré Mi ?", "Une salle privée pour huit personnes coûte 30 euros de l'heure.", KARAOKE, True),
    w.faith("fr-n-011", "value.time", "Avant quelle heure les mineurs doivent-ils quitter le bar ?", "Les mineurs doivent quitter le bar avant 23 h.", KARAOKE, False),
    w.faith("fr-n-012", "value.currency", "Combien coûte la recharge rapide chez Électro'Route ?", "La recharge rapide coûte 0,49 $ par kWh.", CHARGE, False),
    w.faith("fr-n-013", "antonym", "L'inscription au club de lecture est-elle gratuite ?", "Non, l'inscription est payante.", LIBRARY, False),
    w.faith("fr-n-014", "quantifier", "Les adhérents de la coopérative produisent-ils du lait bio ?", "Oui, tous les adhérents de la coopérative produisent du lait bio.", COOP, False),
    w.faith("fr-n-015", "added.fact", "Quand le restaurant universitaire sert-il le déjeuner ?", "Le déjeuner est servi du lundi au vendredi, de 11 h 30 à 14 h, ainsi que le samedi de 12 h à 13 h 30.", CAFE, False),
    w.faith("fr-n-016", "value.except", "Quels jours le musée est-il ouvert ?", "Le musée est ouvert tous les jours sauf le lundi.", MUSEUM, False),
    w.faith("fr-n-017", "mixed", "Combien paient les abonnés Premium ?", "Les abonnés Premium paient 0,35 € par kWh, pour un abonnement de 12 € par mois.", CHARGE, False),
]
REFUSAL: list[Case] = [
    w.refusal("fr-n-018", "refusal.context", "Le Do Ré Mi propose-t-il des boissons sans alcool ?", "Les documents fournis ne précisent pas si le bar propose des boissons sans alcool.", KARAOKE, True),
    w.refusal("fr-n-019", "refusal.short", "Faut-il un certificat médical pour le stage de voile ?", "Aucune idée, désolé.", SAIL, True),
    w.refusal("fr-n-020", "refusal.hedged", "Combien de livres un enfant peut-il emprunter ?", "Je n'en suis pas tout à fait sûr, mais il semble que chaque enfant puisse emprunter jusqu'à quatre livres par séance.", LIBRARY, False),
]
CORRECTNESS: list[Case] = [
    w.correct("fr-n-021", "correct.format", "Combien coûte l'adhésion duo au musée ?", "Quatre-vingts euros par an.", "L'adhésion duo coûte 80 € par an.", True),
    w.correct("fr-n-022", "wrong.value", "Combien d'exploitations regroupe la coopérative du Val-Doré ?", "Elle regroupe 58 exploitations.", "Elle regroupe 85 exploitations.", False),
    w.correct("fr-n-023", "wrong.echo", "À qui Émile Lacombe a-t-il donné le domaine en fermage en 1950 ?", "En 1950, Émile Lacombe a donné le domaine en fermage à quelqu'un.", "À son neveu Henri Dufour.", False),
]
RELEVANCY: list[Case] = [
    w.relevant("fr-n-024", "relevant.direct", "Quel âge faut-il avoir pour le club de lecture ?", "Entre 8 et 12 ans.", LIBRARY, True),
    w.relevant("fr-n-025", "relevant.yesno", "Le restaurant universitaire est-il ouvert pendant les vacances de Noël ?", "Non, il est fermé.", CAFE, True),
    w.relevant("fr-n-026", "offtopic.true", "Combien coûte un repas complet pour un étudiant ?", "Le restaurant est fermé pendant les vacances de Noël.", CAFE, False),
]
DIAGNOSIS: list[Case] = [
    w.diag("fr-n-027", "diag.pass", "Combien de bornes compte le réseau Électro'Route ?", "Le réseau compte 3 200 bornes de recharge en France.", {"borne-1": CHARGE, "voile-1": SAIL}, ("borne-1",), "pass"),
    w.diag("fr-n-028", "diag.offtopic", "Combien de livres un enfant peut-il emprunter au club de lecture ?", "L'adhésion annuelle au musée coûte 45 € en solo.", {"club-1": LIBRARY, "musee-1": MUSEUM}, ("club-1",), "fix_generation"),
    w.diag("fr-n-029", "diag.refused", "Quand la coopérative du Val-Doré paie-t-elle ses adhérents ?", "Je suis désolé, je ne trouve pas cette information dans les documents.", {"coop-1": COOP}, ("coop-1",), "fix_generation"),
    w.diag("fr-n-030", "diag.should_refuse", "Le Do Ré Mi accepte-t-il les réservations en ligne ?", "Oui, vous pouvez réserver en ligne sur le site du bar jusqu'à la veille à midi.", {"karaoke-1": KARAOKE}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
