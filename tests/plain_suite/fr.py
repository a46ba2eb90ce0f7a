"""French cases (français): every kind and phenomenon."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

BAKERY = (
    "Claire Dubois a fondé la boulangerie Le Bon Grain à Lyon en 1998. Son neveu Lucas Martin l'a reprise "
    "en 2015. La boulangerie emploie 14 personnes et cuit environ 1 200 pains par jour."
)
GYM = (
    "Les membres peuvent résilier leur abonnement à tout moment avec un préavis écrit de 14 jours déposé "
    "à l'accueil. La salle est ouverte de 6 h à 22 h en semaine."
)
HR = (
    "Les salariés peuvent télétravailler jusqu'à trois jours par semaine. Tout télétravail doit être "
    "approuvé par le chef d'équipe. Les formations sont recommandées, mais pas obligatoires, pour les "
    "nouveaux employés."
)
HOTEL = (
    "L'hôtel Bellevue compte cent vingt chambres réparties sur six étages. Le petit-déjeuner est servi de "
    "7 h à 10 h 30. Le départ se fait à 11 h."
)
AUSTRALIA = "Canberra est la capitale de l'Australie."
FRANCE = "Paris est la capitale de la France."
KAYAKS = "Omar Haddad a fondé Eau Claire Kayaks en 2009. L'entreprise est basée à Annecy."
CHAMPIONSHIP = "Le championnat 2019 s'est tenu à Nantes. Le championnat 2017 s'est tenu à Rennes."
MUSEUM = (
    "Le musée municipal ouvre à 9 h 30 et ferme à 17 h, du mardi au dimanche. Il est fermé le lundi. "
    "L'entrée coûte 12 € pour les adultes ; les enfants de moins de 12 ans entrent gratuitement."
)
SHOP = (
    "Les commandes de plus de 50 € sont livrées gratuitement en France métropolitaine. La livraison "
    "standard prend deux jours ouvrés. La livraison express coûte 15 €."
)
PARCEL = "Le colis pèse 1,8 kg."
TRAIN = (
    "Le train de nuit quitte Paris à 21 h et arrive à Nice le lendemain à 8 h 15. Le trajet fait environ "
    "1 100 km."
)
CLOSING = "Le magasin ferme à 20 h."
CONFERENCE = (
    "Le colloque aura lieu le 5 mars 2024 à Bordeaux. Les inscriptions sont closes le 31 janvier 2024. "
    "L'oratrice principale est Mme Maria Santos."
)
UN = "L'Organisation des Nations unies a été fondée en 1945."
WEATHER = "Demain, la température maximale à Marseille sera de 30 °C."
ACQUISITION = "Contoso a racheté la société Northwind en 2021 pour 3,2 milliards d'euros."
SCHOOL = (
    "Tous les élèves doivent porter un uniforme. Certaines classes utilisent des tablettes. Seuls les "
    "élèves de terminale peuvent quitter l'établissement à midi."
)
PARK = (
    "Les chiens sont admis dans le parc s'ils sont tenus en laisse. Les vélos sont interdits sur la pelouse."
)
TABLETS = (
    "Prendre un comprimé deux fois par jour au cours d'un repas. Ne pas dépasser quatre comprimés par "
    "24 heures. À conserver à une température inférieure à 25 °C."
)
LIBRARY = (
    "Les adhérents de la bibliothèque peuvent emprunter jusqu'à cinq livres à la fois. Le prêt dure trois "
    "semaines et peut être prolongé une fois en ligne. Tout retard coûte 0,25 € par jour."
)
STORE = "Le magasin ouvre tous les jours à 9 h."
WEEKDAYS = "En semaine, le magasin ouvre à 9 h."
PAINTINGS = (
    "Le musée a été construit en 1894 et possède une grande collection de peintures hollandaises. "
    "Il est fermé le lundi."
)
TICKETS = "L'entrée coûte 12 € ; les billets s'achètent en ligne ou à la caisse."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("fr-faith-001", "para.reorder", "Quand la boulangerie a-t-elle été fondée ?",
            "En 1998, Claire Dubois a fondé la boulangerie Le Bon Grain à Lyon.", BAKERY, True),
    w.faith("fr-faith-002", "para.reorder", "Quand la salle est-elle ouverte ?",
            "En semaine, la salle est ouverte de 6 h à 22 h.", GYM, True),
    w.faith("fr-faith-003", "para.passive", "Qui a fondé la boulangerie ?",
            "La boulangerie Le Bon Grain a été fondée par Claire Dubois.", BAKERY, True),
    w.faith("fr-faith-004", "para.passive", "Qu'est devenue Northwind ?",
            "Northwind a été rachetée par Contoso en 2021.", ACQUISITION, True),
    w.faith("fr-faith-005", "para.synonym", "Combien de personnes travaillent à la boulangerie ?",
            "La boulangerie compte 14 salariés.", BAKERY, True),
    w.faith("fr-faith-006", "para.synonym", "Le musée est-il ouvert le lundi ?",
            "Le musée n'ouvre pas le lundi.",
            MUSEUM, True),
    w.faith("fr-faith-007", "para.nominal", "Comment résilier mon abonnement ?",
            "La résiliation de l'abonnement nécessite un préavis écrit de 14 jours déposé à l'accueil.",
            GYM, True),
    w.faith("fr-faith-008", "para.nominal", "Quand Contoso a-t-elle acheté Northwind ?",
            "Le rachat de Northwind par Contoso a eu lieu en 2021.", ACQUISITION, True),
    w.faith("fr-faith-009", "para.capital", "Quelle est la capitale de l'Australie ?",
            "La capitale de l'Australie est Canberra.", AUSTRALIA, True),
    w.faith("fr-faith-010", "para.capital", "Quelle est la capitale de la France ?",
            "La capitale de la France est Paris.", FRANCE, True),
    w.faith("fr-faith-011", "para.pronoun", "Qui est Lucas Martin ?",
            "Lucas Martin est le neveu de Claire Dubois. Il a repris sa boulangerie en 2015.", BAKERY, True),
    w.faith("fr-faith-012", "para.pronoun", "À quelle heure ouvre le musée ?", "Il ouvre à 9 h 30.", MUSEUM,
            True),
    w.faith("fr-faith-013", "para.relative", "Qui a fondé Eau Claire Kayaks ?",
            "Omar Haddad a fondé Eau Claire Kayaks, qui est basée à Annecy.", KAYAKS, True),
    w.faith("fr-faith-014", "para.relative", "Où se trouve la boulangerie ?",
            "La boulangerie Le Bon Grain, que Claire Dubois a fondée en 1998, se trouve à Lyon.", BAKERY,
            True),
    w.faith("fr-faith-015", "para.part", "Combien de temps puis-je garder un livre ?",
            "Le prêt dure trois semaines.",
            LIBRARY, True),
    w.faith("fr-faith-016", "para.part", "Où a lieu le colloque ?", "Le colloque aura lieu à Bordeaux.",
            CONFERENCE, True),
    w.faith("fr-faith-017", "para.combine", "Quelle est l'histoire de la boulangerie ?",
            "La boulangerie fondée par Claire Dubois en 1998 a été reprise par son neveu Lucas Martin en "
            "2015.",
            BAKERY, True),
    w.faith("fr-faith-018", "fmt.number", "Combien de temps prend la livraison standard ?",
            "La livraison standard prend 2 jours ouvrés.", SHOP, True),
    w.faith("fr-faith-019", "fmt.number", "Quelle est la taille de l'hôtel Bellevue ?",
            "L'hôtel Bellevue compte 120 chambres réparties sur 6 étages.", HOTEL, True),
    w.faith("fr-faith-020", "fmt.number", "Combien de livres puis-je emprunter ?",
            "On peut emprunter jusqu'à 5 livres à la fois.", LIBRARY, True),
    w.faith("fr-faith-021", "fmt.thousands", "Combien de pains la boulangerie cuit-elle ?",
            "La boulangerie cuit environ 1200 pains par jour.", BAKERY, True),
    w.faith("fr-faith-022", "fmt.thousands", "Quelle est la longueur du trajet ?",
            "Le trajet fait environ 1\u202f100 km.", TRAIN, True),
    w.faith("fr-faith-023", "fmt.scale", "Combien pèse le colis ?", "Le colis pèse 1 800 grammes.", PARCEL,
            True),
    w.faith("fr-faith-024", "fmt.scale", "Combien Contoso a-t-elle payé ?",
            "Contoso a payé 3 200 millions d'euros pour Northwind.", ACQUISITION, True),
    w.faith("fr-faith-025", "fmt.date", "Quand a lieu le colloque ?", "Le colloque aura lieu le 05/03/2024.",
            CONFERENCE, True),
    w.faith("fr-faith-026", "fmt.date", "Quand les inscriptions sont-elles closes ?",
            "Les inscriptions sont closes le 2024-01-31.", CONFERENCE, True),
    w.faith("fr-faith-027", "fmt.time", "À quelle heure part le train de nuit ?",
            "Le train de nuit quitte Paris à 9 heures du soir.", TRAIN, True),
    w.faith("fr-faith-028", "fmt.time", "À quelle heure ferme le magasin ?",
            "Le magasin ferme à 8 heures du soir.", CLOSING, True),
    w.faith("fr-faith-029", "fmt.unit", "Quel temps fera-t-il demain à Marseille ?",
            "Demain, la température maximale à Marseille sera de 30 degrés Celsius.", WEATHER, True),
    w.faith("fr-faith-030", "fmt.unit", "Quelle est la longueur du trajet ?",
            "Le trajet fait environ 1 100 kilomètres.", TRAIN, True),
    w.faith("fr-faith-031", "fmt.abbrev", "Quand l'ONU a-t-elle été fondée ?", "L'ONU a été fondée en 1945.",
            UN, True),
    w.faith("fr-faith-032", "fmt.abbrev", "Qui est l'oratrice principale ?",
            "L'oratrice principale est Madame Maria Santos.", CONFERENCE, True),
    w.faith("fr-faith-033", "fmt.currency", "Combien coûte la livraison express ?",
            "La livraison express coûte 15 euros.", SHOP, True),
    w.faith("fr-faith-034", "fmt.currency", "Combien coûte un retard ?",
            "Tout retard coûte 25 centimes par jour.",
            LIBRARY, True),
    w.faith("fr-faith-035", "fmt.range", "Puis-je télétravailler ?",
            "Les salariés peuvent télétravailler 3 jours par semaine au maximum.", HR, True),
    w.faith("fr-faith-036", "fmt.range", "Combien de comprimés puis-je prendre ?",
            "La dose maximale est de 4 comprimés par 24 heures.", TABLETS, True),
    w.faith("fr-faith-037", "wrap.opener", "Quand la salle est-elle ouverte ?",
            "Bien sûr ! La salle est ouverte de 6 h à 22 h en semaine.", GYM, True),
    w.faith("fr-faith-038", "wrap.opener", "Quelle est la capitale de l'Australie ?",
            "Excellente question ! La capitale de l'Australie est Canberra.", AUSTRALIA, True),
    w.faith("fr-faith-039", "wrap.opener", "Combien coûte la livraison express ?",
            "D'après les informations fournies, la livraison express coûte 15 €.", SHOP, True),
    w.faith("fr-faith-040", "wrap.closer", "Combien de temps dure un prêt ?",
            "Le prêt dure trois semaines. J'espère que cela vous aide.", LIBRARY, True),
    w.faith("fr-faith-041", "wrap.attribution", "Puis-je télétravailler ?",
            "Selon la politique de l'entreprise, les salariés peuvent télétravailler jusqu'à trois jours par "
            "semaine.", HR, True),
    w.faith("fr-faith-042", "wrap.hedge", "À quelle heure est le départ ?",
            "À ma connaissance, le départ se fait à 11 h.", HOTEL, True),
    w.faith("fr-faith-043", "wrap.question", "Quand le petit-déjeuner est-il servi ?",
            "Le petit-déjeuner est servi de 7 h à 10 h 30. Voulez-vous aussi connaître l'heure de départ ?",
            HOTEL, True),
    # ---------------------------------------------------------------- not supported
    w.faith("fr-faith-101", "value.number", "Combien de chambres a l'hôtel ?",
            "L'hôtel Bellevue compte 130 chambres.",
            HOTEL, False),
    w.faith("fr-faith-102", "value.number", "Combien de livres puis-je emprunter ?",
            "On peut emprunter jusqu'à six livres à la fois.", LIBRARY, False),
    w.faith("fr-faith-103", "value.date", "Quand a lieu le colloque ?",
            "Le colloque aura lieu le 3 mai 2024.",
            CONFERENCE, False),
    w.faith("fr-faith-104", "value.time", "À quelle heure part le train de nuit ?",
            "Le train de nuit quitte Paris à 9 h du matin.", TRAIN, False),
    w.faith("fr-faith-105", "value.time", "À quelle heure ferme le magasin ?", "Le magasin ferme à 18 h.",
            CLOSING, False),
    w.faith("fr-faith-106", "value.unit", "Combien pèse le colis ?", "Le colis pèse 180 grammes.", PARCEL,
            False),
    w.faith("fr-faith-107", "value.currency", "Combien coûte la livraison express ?",
            "La livraison express coûte 50 €.", SHOP, False),
    w.faith("fr-faith-108", "value.currency", "Combien coûte la livraison express ?",
            "La livraison express coûte 15 dollars.", SHOP, False),
    w.faith("fr-faith-109", "role.swap", "Qui a fondé la boulangerie ?",
            "La boulangerie Le Bon Grain a été fondée par Lucas Martin.", BAKERY, False),
    w.faith("fr-faith-110", "role.swap", "Où s'est tenu le championnat 2019 ?",
            "Le championnat 2019 s'est tenu à Rennes.", CHAMPIONSHIP, False),
    w.faith("fr-faith-111", "role.swap", "Qui a racheté qui ?", "Northwind a racheté Contoso en 2021.",
            ACQUISITION, False),
    w.faith("fr-faith-112", "negation", "Puis-je résilier mon abonnement ?",
            "Les membres ne peuvent pas résilier leur abonnement.", GYM, False),
    w.faith("fr-faith-113", "negation", "Mon chien peut-il venir au parc ?",
            "Les chiens ne sont pas admis dans le parc.",
            PARK, False),
    w.faith("fr-faith-114", "antonym", "Le musée est-il ouvert le lundi ?", "Le musée est ouvert le lundi.",
            MUSEUM, False),
    w.faith("fr-faith-115", "antonym", "À quelle heure ferme la salle ?", "La salle ferme à 6 h en semaine.",
            GYM, False),
    w.faith("fr-faith-116", "modality", "Puis-je télétravailler ?",
            "Les salariés doivent télétravailler trois jours par semaine.", HR, False),
    w.faith("fr-faith-117", "modality", "Les formations sont-elles obligatoires ?",
            "Les formations sont obligatoires pour les nouveaux employés.", HR, False),
    w.faith("fr-faith-118", "quantifier", "Les classes utilisent-elles des tablettes ?",
            "Toutes les classes utilisent des tablettes.", SCHOOL, False),
    w.faith("fr-faith-119", "quantifier", "Qui peut sortir à midi ?",
            "Tous les élèves peuvent quitter l'établissement à midi.", SCHOOL, False),
    w.faith("fr-faith-120", "direction", "Quand la livraison est-elle gratuite ?",
            "Les commandes de moins de 50 € sont livrées gratuitement.", SHOP, False),
    w.faith("fr-faith-121", "direction", "Qui entre gratuitement ?",
            "Les enfants de plus de 12 ans entrent gratuitement.", MUSEUM, False),
    w.faith("fr-faith-122", "added.fact", "Quand la salle est-elle ouverte ?",
            "La salle est ouverte de 6 h à 22 h en semaine et de 8 h à 20 h le week-end.", GYM, False),
    w.faith("fr-faith-123", "added.fact", "Combien coûte la livraison express ?",
            "La livraison express coûte 15 € et arrive le lendemain.", SHOP, False),
    w.faith("fr-faith-124", "added.entity", "Qui parle au colloque ?",
            "Les orateurs principaux sont Mme Maria Santos et M. Paul Girard.", CONFERENCE, False),
    w.faith("fr-faith-125", "mixed", "Puis-je prolonger un prêt ?",
            "Le prêt dure trois semaines et peut être prolongé deux fois en ligne.", LIBRARY, False),
]
# fmt: on

# fmt: off
REFUSAL: list[Case] = [
    w.refusal("fr-ref-001", "refusal.plain", "L'hôtel a-t-il une piscine ?",
              "Je suis désolé, je n'ai pas cette information.", HOTEL, True),
    w.refusal("fr-ref-002", "refusal.plain", "Y a-t-il un parking au musée ?", "Je ne sais pas.", MUSEUM,
              True),
    w.refusal("fr-ref-003", "refusal.context", "L'hôtel a-t-il une piscine ?",
              "Les documents fournis ne le précisent pas.", HOTEL, True),
    w.refusal("fr-ref-004", "refusal.context", "Y a-t-il un parking au musée ?",
              "Je ne peux pas répondre à cette question à partir du contexte.", MUSEUM, True),
    w.refusal("fr-ref-005", "refusal.short", "L'hôtel a-t-il une piscine ?", "Aucune idée.", HOTEL, True),
    w.refusal("fr-ref-006", "refusal.long", "Combien coûte le parking du musée ?",
              "Merci pour votre question. Malheureusement, les documents dont je dispose ne mentionnent pas "
              "les tarifs de stationnement au musée, je ne suis donc pas en mesure de vous indiquer combien "
              "coûte le parking. Je vous conseille de contacter directement le musée.", MUSEUM, True),
    w.refusal("fr-ref-007", "refusal.hedged", "À quelle heure ouvre le magasin ?",
              "Je n'en suis pas tout à fait sûr, mais le magasin ouvre à 9 h.", STORE, False),
    w.refusal("fr-ref-008", "refusal.hedged", "À quelle heure est le départ ?",
              "Si je ne me trompe pas, le départ se fait à 11 h.", HOTEL, False),
    w.refusal("fr-ref-009", "refusal.partial", "À quelle heure ouvre le magasin ?",
              "Les documents ne parlent pas du dimanche, mais en semaine le magasin ouvre à 9 h.", WEEKDAYS,
              False),
    w.refusal("fr-ref-010", "refusal.partial", "Combien coûte l'entrée du musée ?",
              "Je n'ai pas le tarif étudiant, mais les adultes paient 12 € et les enfants de moins de 12 ans "
              "entrent gratuitement.", MUSEUM, False),
]
# fmt: on

# fmt: off
CORRECTNESS: list[Case] = [
    w.correct("fr-corr-001", "correct.wordy", "Qui a fondé le magasin ?",
              "Le magasin a été fondé en 1998 par Claire Dubois.", "Claire Dubois.", True),
    w.correct("fr-corr-002", "correct.short", "Quelle est la capitale de l'Australie ?", "Canberra.",
              "La capitale de l'Australie est Canberra.", True),
    w.correct("fr-corr-003", "correct.format", "Quand a lieu le colloque ?", "Le 05/03/2024.",
              "Le 5 mars 2024.",
              True),
    w.correct("fr-corr-004", "correct.format", "À quelle heure part le train de nuit ?",
              "À 9 heures du soir.",
              "À 21 h.", True),
    w.correct("fr-corr-005", "wrong.value", "Combien de chambres compte l'hôtel Bellevue ?",
              "L'hôtel Bellevue compte 150 chambres.", "120 chambres.", False),
    w.correct("fr-corr-006", "wrong.echo", "Dans quelle ville s'est tenu le championnat 2019 ?",
              "Le championnat 2019 s'est tenu à Rennes.", "À Nantes.", False),
    w.correct("fr-corr-007", "wrong.role", "Qui a racheté Northwind ?", "Northwind a racheté Contoso.",
              "Contoso a racheté Northwind.", False),
]
# fmt: on

# fmt: off
RELEVANCY: list[Case] = [
    w.relevant("fr-rel-001", "relevant.direct", "Quand le musée est-il fermé ?", "Le lundi.", MUSEUM, True),
    w.relevant("fr-rel-002", "relevant.yesno", "Les salariés peuvent-ils travailler depuis chez eux ?",
               "Oui, jusqu'à trois jours par semaine.", HR, True),
    w.relevant("fr-rel-003", "offtopic.true", "Quand le musée est-il fermé ?",
               "Le musée a été construit en 1894 et possède une grande collection de peintures hollandaises.",
               PAINTINGS, False),
    w.relevant("fr-rel-004", "offtopic.other", "Combien coûte l'entrée du musée ?",
               "Les billets s'achètent en ligne ou à la caisse.", TICKETS, False),
]
# fmt: on

# fmt: off
DIAGNOSIS: list[Case] = [
    w.diag("fr-diag-001", "diag.pass", "À quelle heure ouvre le musée ?",
           "Le musée ouvre à 9 h 30, du mardi au dimanche.", {"m1": MUSEUM}, ("m1",), "pass"),
    w.diag("fr-diag-002", "diag.offtopic", "À quelle heure ouvre le musée ?",
           "L'entrée coûte 12 € pour les adultes.", {"m1": MUSEUM}, ("m1",), "fix_generation"),
    w.diag("fr-diag-003", "diag.unfaithful", "À quelle heure ouvre le musée ?", "Le musée ouvre à 8 h.",
           {"m1": MUSEUM}, ("m1",), "fix_generation"),
    w.diag("fr-diag-004", "diag.refused", "À quelle heure est le départ ?",
           "Je suis désolé, je n'ai pas cette information.", {"h1": HOTEL}, ("h1",), "fix_generation"),
    w.diag("fr-diag-005", "diag.missed", "Combien coûte la livraison express ?", "Je ne sais pas.",
           {"m1": MUSEUM}, ("s1",), "fix_retrieval"),
    w.diag("fr-diag-006", "diag.correct_refusal", "Y a-t-il un parking au musée ?",
           "Les documents ne disent rien sur un parking au musée.", {"m1": MUSEUM}, (), "correct_refusal"),
    w.diag("fr-diag-007", "diag.should_refuse", "Y a-t-il un parking au musée ?",
           "Oui, le musée dispose d'un parking souterrain de 200 places.", {"m1": MUSEUM}, (),
           "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
