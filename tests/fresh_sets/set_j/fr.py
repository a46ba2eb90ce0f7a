"""Fresh set J, French: print shop, nursing home, farmers' market, tennis club, furniture
delivery, publisher, marathon and car inspection documents."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

PRINT_SHOP = (
    "L'imprimerie Papyrus imprime 500 cartes de visite pour 45 €. "
    "Les commandes passées avant 10 h sont prêtes le jour même. "
    "Les fichiers doivent être envoyés au format PDF. "
    "La boutique est ouverte du lundi au vendredi, de 9 h à 18 h 30."
)
NURSING = (
    "Les visites à la résidence Les Tilleuls sont autorisées tous les jours de 14 h à 18 h, sauf le lundi. "
    "Chaque résident peut recevoir au maximum deux visiteurs à la fois. "
    "Les enfants de moins de 12 ans doivent être accompagnés d'un adulte. "
    "Les animaux ne sont pas admis."
)
MARKET = (
    "Le marché des producteurs de Saint-Aubin a lieu chaque mercredi de 7 h à 12 h 30 sur la place de l'Église. "
    "Trente-deux producteurs y vendent des fruits, des légumes, des fromages et du miel. "
    "L'emplacement coûte 15 € par matinée."
)
TENNIS = (
    "Le Tennis Club des Pins compte huit courts en terre battue et trois courts couverts. "
    "La cotisation annuelle est de 1 200 € pour les adultes et de 350 € pour les moins de 18 ans. "
    "Les membres peuvent réserver un court jusqu'à 48 heures à l'avance."
)
FURNITURE = (
    "Meubles Lambert livre gratuitement toute commande supérieure à 800 €. "
    "En dessous de ce montant, la livraison coûte 59 €. "
    "Les livraisons ont lieu du mardi au samedi, entre 8 h et 17 h. "
    "Le montage est proposé pour 40 € par meuble."
)
PUBLISHER = (
    "Les Éditions du Phare ont été fondées en 1934 à Lyon par Henri Marchal. "
    "En 1972, elles ont racheté la maison d'édition Ombre et Lumière. "
    "En 2015, le groupe Solène a acquis les Éditions du Phare."
)
MARATHON = (
    "Le marathon de Rivebelle aura lieu le dimanche 6 avril 2025. "
    "Le départ sera donné à 8 h 30 devant l'hôtel de ville. "
    "Les inscriptions ferment le 20 mars. "
    "Le nombre de participants est limité à 4 000 coureurs."
)
CAR_CHECK = (
    "Le centre de contrôle technique Auto Bilan Nord contrôle les voitures particulières et les utilitaires légers. "
    "Un contrôle technique coûte 78 € et dure environ 40 minutes. "
    "Le centre est fermé le dimanche."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases
    w.faith("fr-j-001", "para.reorder", "Où et quand se tient le marché ?", "Chaque mercredi, de 7 h à 12 h 30, le marché des producteurs de Saint-Aubin a lieu sur la place de l'Église.", MARKET, True),
    w.faith("fr-j-002", "para.synonym", "Combien de visiteurs un résident peut-il recevoir ?", "Un résident peut accueillir deux visiteurs au plus en même temps.", NURSING, True),
    w.faith("fr-j-003", "fmt.time", "Jusqu'à quelle heure la boutique est-elle ouverte ?", "La boutique est ouverte du lundi au vendredi, de 9:00 à 18:30.", PRINT_SHOP, True),
    w.faith("fr-j-004", "fmt.thousands", "Combien de coureurs peuvent participer ?", "Le nombre de participants est limité à 4000 coureurs.", MARATHON, True),
    w.faith("fr-j-005", "fmt.date", "Quand a lieu le marathon de Rivebelle ?", "Le marathon de Rivebelle aura lieu le dimanche 06/04/2025.", MARATHON, True),
    w.faith("fr-j-006", "fmt.abbrev", "Quels jours Meubles Lambert livre-t-il ?", "Les livraisons ont lieu du mar. au sam., entre 8 h et 17 h.", FURNITURE, True),
    w.faith("fr-j-007", "para.except", "Quels jours peut-on rendre visite aux résidents ?", "En dehors du lundi, les visites sont autorisées chaque jour de 14 h à 18 h.", NURSING, True),
    w.faith("fr-j-008", "wrap.closer", "Combien coûte le montage ?", "Le montage est proposé pour 40 € par meuble. N'hésitez pas si vous avez d'autres questions !", FURNITURE, True),
    w.faith("fr-j-009", "wrap.hedge", "Combien de temps dure un contrôle technique ?", "Il me semble qu'un contrôle technique dure environ 40 minutes.", CAR_CHECK, True),
    w.faith("fr-j-010", "para.capital", "Quand ferment les inscriptions ?", "les inscriptions au marathon de rivebelle ferment le 20 mars.", MARATHON, True),
    w.faith("fr-j-011", "para.combine", "Quels courts a le club et combien coûte la cotisation adulte ?", "Le Tennis Club des Pins compte huit courts en terre battue et trois courts couverts, pour une cotisation annuelle adulte de 1 200 €.", TENNIS, True),
    w.faith("fr-j-012", "fmt.range", "Quand puis-je rendre visite à ma mère ?", "Les visites sont autorisées tous les jours sauf le lundi, 14 h–18 h.", NURSING, True),
    # one clear error each
    w.faith("fr-j-013", "value.time", "À quelle heure part le marathon ?", "Le départ sera donné à 9 h 30 devant l'hôtel de ville.", MARATHON, False),
    w.faith("fr-j-014", "value.currency", "Combien coûtent 500 cartes de visite ?", "L'imprimerie Papyrus imprime 500 cartes de visite pour 45 $.", PRINT_SHOP, False),
    w.faith("fr-j-015", "role.swap", "Qui a acquis les Éditions du Phare ?", "En 2015, les Éditions du Phare ont acquis le groupe Solène.", PUBLISHER, False),
    w.faith("fr-j-016", "negation", "Puis-je venir avec mon chien ?", "Les animaux sont admis à la résidence Les Tilleuls.", NURSING, False),
    w.faith("fr-j-017", "antonym", "Le centre est-il ouvert le dimanche ?", "Le centre Auto Bilan Nord est ouvert le dimanche.", CAR_CHECK, False),
    w.faith("fr-j-018", "quantifier", "Les courts sont-ils couverts ?", "Tous les courts du Tennis Club des Pins sont couverts.", TENNIS, False),
    w.faith("fr-j-019", "added.entity", "Qui a fondé les Éditions du Phare ?", "Les Éditions du Phare ont été fondées en 1934 à Lyon par Henri Marchal et Louise Darnet.", PUBLISHER, False),
    w.faith("fr-j-020", "value.except", "Quel jour les visites sont-elles interdites ?", "Les visites sont autorisées tous les jours de 14 h à 18 h, sauf le dimanche.", NURSING, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-j-021", "refusal.short", "Le marché accepte-t-il la carte bancaire ?", "Aucune idée.", MARKET, True),
    w.refusal("fr-j-022", "refusal.context", "L'imprimerie fait-elle des tampons encreurs ?", "Les documents fournis ne mentionnent pas les tampons encreurs.", PRINT_SHOP, True),
    w.refusal("fr-j-023", "refusal.partial", "Combien coûte la livraison et Meubles Lambert reprend-il les anciens meubles ?", "Pour une commande de moins de 800 €, la livraison coûte 59 €. En revanche, je ne trouve aucune information sur la reprise des anciens meubles.", FURNITURE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-j-024", "correct.short", "Combien coûte un contrôle technique chez Auto Bilan Nord ?", "78 €.", "Un contrôle technique coûte 78 €.", True),
    w.correct("fr-j-025", "wrong.value", "Combien coûte un emplacement au marché ?", "L'emplacement coûte 25 € par matinée.", "15 € par matinée.", False),
    w.correct("fr-j-026", "wrong.role", "Quelle maison d'édition les Éditions du Phare ont-elles rachetée en 1972 ?", "En 1972, c'est Ombre et Lumière qui a racheté les Éditions du Phare.", "En 1972, les Éditions du Phare ont racheté Ombre et Lumière.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-j-027", "relevant.direct", "Combien de temps à l'avance puis-je bloquer un terrain ?", "Jusqu'à 48 heures avant.", TENNIS, True),
    w.relevant("fr-j-028", "relevant.yesno", "Faut-il envoyer les fichiers en PDF ?", "Oui, le format PDF est exigé.", PRINT_SHOP, True),
    w.relevant("fr-j-029", "offtopic.true", "Combien coûte la livraison d'une commande de 500 € ?", "Le montage est proposé pour 40 € par meuble.", FURNITURE, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-j-030", "diag.pass", "Quand ferment les inscriptions au marathon de Rivebelle ?", "Les inscriptions ferment le 20 mars.", {"marathon-1": MARATHON, "market-1": MARKET}, ("marathon-1",), "pass"),
    w.diag("fr-j-031", "diag.offtopic", "Combien coûte la cotisation pour les moins de 18 ans ?", "Le club compte huit courts en terre battue et trois courts couverts.", {"tennis-1": TENNIS}, ("tennis-1",), "fix_generation"),
    w.diag("fr-j-032", "diag.refused", "Les enfants peuvent-ils venir seuls à la résidence ?", "Je suis désolé, les documents ne précisent rien à ce sujet.", {"nursing-1": NURSING, "car-1": CAR_CHECK}, ("nursing-1",), "fix_generation"),
    w.diag("fr-j-033", "diag.should_refuse", "L'imprimerie Papyrus imprime-t-elle des t-shirts ?", "Oui, Papyrus imprime des t-shirts à partir de 12 € la pièce.", {"print-1": PRINT_SHOP}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
