# ruff: noqa: E501  (data: one case per line where it fits)
"""Fresh set A, French (français): new everyday RAG scenarios, written from the phenomena only."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

FLIGHT = (
    "En classe économique, les passagers peuvent enregistrer gratuitement un bagage de 23 kg maximum. "
    "Chaque bagage supplémentaire est facturé 50 €."
)
PHARMACY = "La pharmacie des Tilleuls est ouverte tous les jours sauf le dimanche, de 8 h 30 à 19 h 30."
COMPANY = (
    "Sophie Lambert et Karim Benali ont fondé la société Logivert à Grenoble en 2011. En 2019, Logivert a "
    "racheté la start-up bordelaise Solénergie. L'entreprise emploie aujourd'hui 1 500 personnes."
)
BUS = (
    "La ligne 12 relie la gare à l'aéroport toutes les 15 minutes, de 5 h 45 à 23 h 15. Le trajet dure "
    "environ 40 minutes. Le ticket coûte 1,90 €."
)
INSURANCE = (
    "L'assurance habitation couvre les dégâts des eaux dus à une fuite de canalisation. Les dommages causés "
    "par les inondations ne sont pas couverts. La franchise s'élève à 200 € par sinistre."
)
RECIPE = (
    "Préchauffer le four à 200 °C. Mélanger 250 g de farine avec trois œufs, puis enfourner pendant "
    "30 minutes."
)
CAR = "Le conducteur doit avoir au moins 21 ans. Le véhicule doit être restitué avec le plein d'essence."
UNIVERSITY = (
    "Les candidatures au master de chimie sont ouvertes jusqu'au 30 avril 2025. Une licence est exigée. "
    "Une lettre de recommandation est conseillée, mais pas obligatoire."
)
PHONE = (
    "Le smartphone Orbis 5 pèse 190 g et possède un écran de 6,5 pouces. Sa batterie de 4 500 mAh se "
    "recharge complètement en une heure et demie."
)
CITY = "L'agglomération grenobloise compte environ 2,5 millions d'habitants."
PRACTICE = (
    "Le docteur Paul Fabre a ouvert le cabinet médical de la place du Marché en 1995. Il l'a cédé en 2018 "
    "à la docteure Inès Morel."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # ---------------------------------------------------------------- supported
    w.faith("fr-p3-001", "para.reorder", "Quand Logivert a-t-elle été fondée ?",
            "En 2011, Sophie Lambert et Karim Benali ont fondé la société Logivert à Grenoble.", COMPANY, True),
    w.faith("fr-p3-002", "para.passive", "Qu'est devenue Solénergie ?",
            "Solénergie a été rachetée par Logivert en 2019.", COMPANY, True),
    w.faith("fr-p3-003", "para.relative", "Qui a repris le cabinet médical ?",
            "C'est la docteure Inès Morel, à qui le docteur Paul Fabre a cédé le cabinet en 2018.", PRACTICE,
            True),
    w.faith("fr-p3-004", "fmt.thousands", "Quelle est la capacité de la batterie de l'Orbis 5 ?",
            "La batterie de l'Orbis 5 a une capacité de 4500 mAh.", PHONE, True),
    w.faith("fr-p3-005", "fmt.scale", "Combien d'habitants compte l'agglomération grenobloise ?",
            "L'agglomération grenobloise compte environ 2 500 000 habitants.", CITY, True),
    w.faith("fr-p3-006", "fmt.time", "Jusqu'à quelle heure circule la ligne 12 ?",
            "La ligne 12 circule jusqu'à onze heures et quart du soir.", BUS, True),
    w.faith("fr-p3-007", "fmt.period", "Combien de temps faut-il pour recharger l'Orbis 5 ?",
            "La batterie se recharge complètement en 90 minutes.", PHONE, True),
    w.faith("fr-p3-008", "fmt.date", "Jusqu'à quand puis-je candidater ?",
            "Les candidatures sont ouvertes jusqu'au 30/04/2025.", UNIVERSITY, True),
    w.faith("fr-p3-009", "fmt.abbrev", "Qui a ouvert le cabinet médical ?",
            "Le Dr Paul Fabre a ouvert le cabinet en 1995.", PRACTICE, True),
    w.faith("fr-p3-010", "para.except", "La pharmacie est-elle ouverte le dimanche ?",
            "Non, la pharmacie des Tilleuls est fermée le dimanche.", PHARMACY, True),
    w.faith("fr-p3-011", "wrap.hedge", "Quel est le montant de la franchise ?",
            "Il me semble que la franchise s'élève à 200 € par sinistre.", INSURANCE, True),
    # ---------------------------------------------------------------- not supported
    w.faith("fr-p3-012", "value.number", "Quelle est la taille de l'écran de l'Orbis 5 ?",
            "L'Orbis 5 possède un écran de 5,6 pouces.", PHONE, False),
    w.faith("fr-p3-013", "role.swap", "Qui a ouvert le cabinet médical ?",
            "La docteure Inès Morel a ouvert le cabinet en 1995, puis l'a cédé au docteur Paul Fabre.",
            PRACTICE, False),
    w.faith("fr-p3-014", "negation", "Faut-il une licence ?", "Non, une licence n'est pas exigée.", UNIVERSITY,
            False),
    w.faith("fr-p3-015", "modality", "Dois-je fournir une lettre de recommandation ?",
            "Oui, une lettre de recommandation est obligatoire.", UNIVERSITY, False),
    w.faith("fr-p3-016", "added.entity", "Qui a fondé Logivert ?",
            "Logivert a été fondée par Sophie Lambert, Karim Benali et Julien Roux.", COMPANY, False),
    w.faith("fr-p3-017", "value.except", "Quel jour la pharmacie est-elle fermée ?",
            "La pharmacie des Tilleuls est fermée le samedi.", PHARMACY, False),
    w.faith("fr-p3-018", "mixed", "Que savez-vous de la ligne 12 ?",
            "La ligne 12 passe toutes les 15 minutes et le ticket coûte 2,50 €.", BUS, False),
]
# fmt: on

# fmt: off
REFUSAL: list[Case] = [
    w.refusal("fr-p3-019", "refusal.plain", "L'Orbis 5 est-il étanche ?",
              "Désolé, je n'ai pas trouvé cette information dans les documents.", PHONE, True),
    w.refusal("fr-p3-020", "refusal.short", "Quel est le numéro de téléphone de la pharmacie ?",
              "Je n'en ai aucune idée.", PHARMACY, True),
    w.refusal("fr-p3-021", "refusal.hedged", "Combien de temps dure le trajet ?",
              "Je n'en suis pas certain, mais il semble durer environ 40 minutes.", BUS, False),
    w.refusal("fr-p3-022", "refusal.partial", "Quels sont les frais de dossier et la date limite ?",
              "Les documents ne parlent pas de frais de dossier, mais les candidatures sont ouvertes "
              "jusqu'au 30 avril 2025.", UNIVERSITY, False),
]
# fmt: on

# fmt: off
CORRECTNESS: list[Case] = [
    w.correct("fr-p3-023", "correct.wordy", "Quelle start-up Logivert a-t-elle rachetée ?",
              "En 2019, l'entreprise grenobloise Logivert a racheté Solénergie, une start-up basée à "
              "Bordeaux.", "Solénergie.", True),
    w.correct("fr-p3-024", "correct.format", "À quelle heure part le dernier bus de la ligne 12 ?",
              "À onze heures et quart du soir.", "À 23 h 15.", True),
    w.correct("fr-p3-025", "wrong.value", "Combien de temps faut-il laisser la préparation au four ?",
              "45 minutes.", "30 minutes.", False),
]
# fmt: on

# fmt: off
RELEVANCY: list[Case] = [
    w.relevant("fr-p3-026", "relevant.direct", "Jusqu'à quand puis-je postuler ?", "Jusqu'au 30 avril 2025.",
               UNIVERSITY, True),
    w.relevant("fr-p3-027", "relevant.yesno", "Puis-je louer une voiture à 19 ans ?",
               "Non, il faut avoir au moins 21 ans.", CAR, True),
    w.relevant("fr-p3-028", "offtopic.true", "Combien pèse l'Orbis 5 ?",
               "Il possède un écran de 6,5 pouces.", PHONE, False),
    w.relevant("fr-p3-029", "offtopic.other", "Combien coûte la franchise ?",
               "Un sinistre peut être déclaré en ligne dans les cinq jours.", INSURANCE, False),
]
# fmt: on

# fmt: off
DIAGNOSIS: list[Case] = [
    w.diag("fr-p3-030", "diag.pass", "Combien coûte un bagage supplémentaire ?",
           "Chaque bagage supplémentaire coûte 50 €.", {"v1": FLIGHT, "p1": PHARMACY}, ("v1",), "pass"),
    w.diag("fr-p3-031", "diag.offtopic", "Quel est le montant de la franchise ?",
           "Les dommages causés par les inondations ne sont pas couverts.", {"a1": INSURANCE}, ("a1",),
           "fix_generation"),
    w.diag("fr-p3-032", "diag.refused", "Combien de temps dure le trajet jusqu'à l'aéroport ?",
           "Je suis désolé, je ne trouve pas cette information.", {"b1": BUS}, ("b1",), "fix_generation"),
    w.diag("fr-p3-033", "diag.missed", "Quelle est la taille de l'écran de l'Orbis 5 ?",
           "L'écran mesure 6,1 pouces.", {"r1": RECIPE}, ("t1",), "fix_retrieval"),
    w.diag("fr-p3-034", "diag.should_refuse", "Y a-t-il le wifi dans les bus de la ligne 12 ?",
           "Oui, tous les bus de la ligne 12 proposent le wifi gratuit.", {"b1": BUS}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
