"""French cases of fresh set bs: a notary office in Dijon, an outdoor boot camp, an
aquarium, a bicycle repair shop, a dance school, a regional airport's car parks, a
sailing course, a pet insurance plan, a city tourist office and a market hall."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

NOTARY = "L'étude notariale Morel, 12 rue des Tanneurs à Dijon, est ouverte du lundi au vendredi de 8 h 30 à 17 h, et jusqu'à 19 h le jeudi. Maître Claire Morel authentifie les actes de vente immobilière, tandis que son clerc, Julien Fabre, rédige les projets d'acte et vérifie les pièces d'identité des clients. La légalisation d'une signature coûte 25 €, et l'établissement d'une procuration 95 €. Les clients doivent présenter une carte d'identité ou un passeport en cours de validité ; la carte Vitale n'est pas acceptée comme pièce d'identité. À partir du 14 mars 2025, l'étude délivrera aussi des apostilles, dans un délai maximal de cinq jours ouvrés."

BOOTCAMP = "Le camp d'entraînement Cap Forme s'entraîne au parc des Berges chaque lundi, mercredi et vendredi à 6 h 15, et chaque séance dure 45 minutes. Les séances ont lieu en plein air par tous les temps et ne sont annulées qu'en cas d'alerte orage ; les participants sont alors prévenus par SMS avant 5 h 30. La coach Élodie Marchand encadre toutes les séances, et un groupe compte au maximum douze participants. La carte de 10 séances coûte 95 €, la séance à l'unité 12 €. Chacun doit apporter son propre tapis et au moins un litre d'eau."

AQUARIUM = "L'aquarium Océanis est ouvert tous les jours de 9 h 30 à 18 h 30, et la dernière entrée a lieu à 17 h 45. Son grand bassin contient 1 800 000 litres d'eau de mer et abrite des requins, des raies et une tortue verte. Les raies sont nourries à 11 h et à 15 h, et le samedi à 14 h, des plongeurs nourrissent les requins. Le billet adulte coûte 22 €, le billet enfant (de 4 à 15 ans) 14 €, et l'entrée est gratuite pour les moins de 4 ans. La biologiste marine Anne Leroux dirige le programme de sauvetage des tortues marines de l'aquarium, qui a relâché 37 tortues en mer depuis 2019."

BIKESHOP = "L'atelier de réparation de vélos Rayon Libre, rue du Moulin, est ouvert du mardi au samedi de 10 h à 18 h. Une révision standard coûte 45 € et comprend le réglage des freins et des vitesses ; le montage d'un pneu neuf coûte 8 € par roue, pneu non compris. L'atelier répare tous les types de vélos, sauf les vélos électriques. Le chef mécanicien Karim Benali a 15 ans d'expérience et monte lui-même toutes les roues. La plupart des réparations prennent deux à trois jours ouvrés, et les vélos non récupérés dans les 30 jours suivant la réparation sont facturés 2 € par jour de garde."

DANCE = "L'école de danse Entrechat propose du ballet pour les enfants de 6 à 12 ans le samedi à 10 h. Les cours de salsa pour adultes ont lieu le mardi et le jeudi à 20 h : Sophie Garnier enseigne aux débutants et Hugo Lambert au groupe avancé. Le trimestre d'automne va du 8 septembre au 15 décembre 2025, les frais s'élèvent à 240 € par trimestre et le premier cours d'essai est gratuit. Chaque groupe compte entre 8 et 16 élèves. Les chaussons de danse sont obligatoires pour le ballet, et les chaussures de ville sont interdites sur le parquet flottant. Le spectacle annuel de l'école aura lieu le 20 juin 2026."

PARKING = "Les parkings de l'aéroport régional de Valmont desservent son unique terminal, d'où partent chaque jour deux vols directs pour Madrid. Le parking courte durée P1, juste à côté du terminal, coûte 3,50 € de l'heure, tandis que le parking longue durée P3 coûte 14 € par jour. Pour un voyage de plus d'une journée, le P3 est moins cher que le P1. Une navette gratuite relie le P3 au terminal toutes les 15 minutes, de 4 h 30 à minuit. Les conducteurs doivent payer leur ticket à une caisse automatique avant de regagner leur voiture, car les barrières de sortie n'acceptent aucun paiement."

SAILING = "L'école de voile Cap Horizon, à Port-Navalo, propose un stage débutant de cinq jours, de 9 h à 16 h chaque jour. Les stagiaires naviguent sur des dériveurs de 7 m, à trois au maximum par bateau, et le stage coûte 650 €, location du gilet de sauvetage et de la combinaison comprise. Il faut avoir au moins 14 ans et savoir nager 200 m. Le stage est encadré par le moniteur Yann Le Goff, et le dernier jour, le groupe parcourt 12 milles nautiques aller-retour jusqu'à l'île aux Mouettes. Les séances sur l'eau sont annulées si le vent dépasse 25 nœuds."

PETINSURANCE = "L'assurance animaux Patte Sûre propose deux formules : Essentielle coûte 18 € par mois pour un chat et 26 € pour un chien, et Confort coûte 39 € par mois pour l'un comme pour l'autre. Les accidents sont couverts dès le premier jour, mais les maladies seulement après un délai de carence de deux semaines. Essentielle rembourse jusqu'à 5 000 € par an et Confort jusqu'à 12 000 € par an, avec une franchise de 100 € par sinistre. Les soins dentaires ne sont couverts que par la formule Confort. L'animal doit avoir entre 8 semaines et 8 ans à l'adhésion, et les demandes de remboursement doivent être envoyées dans les 90 jours suivant les soins, accompagnées de la facture du vétérinaire."

TOURIST = "L'office de tourisme de Saint-Aubrac, place du Marché, est ouvert tous les jours sauf le lundi de 9 h à 17 h, et jusqu'à 19 h en juillet et en août. Un plan de ville gratuit est disponible à l'accueil. La visite guidée de la vieille ville part à 11 h, dure 90 minutes et coûte 15 € ; certaines visites sont proposées en anglais. Le City Pass Saint-Aubrac de 48 heures coûte 32 €. Il comprend les trajets illimités en bus urbain et l'entrée dans six musées."

MARKET = "Les halles du Quai Neuf sont ouvertes du lundi au samedi de 7 h à 18 h. Leurs 48 étals sont répartis sur deux niveaux : l'alimentation au rez-de-chaussée et l'artisanat à l'étage. La moitié des étals vendent des produits frais issus de fermes situées à moins de 50 km de la ville. Le poisson est livré le mardi et le vendredi à 5 h 30, et le samedi, la boulangère Martine Roussel vend des pains de seigle de 1,5 kg. Les halles sont gérées par le service des marchés de la ville, et un étal se loue 210 € par mois."

# fmt: off
FAITHFULNESS = [
    w.faith("fr-bs-001", "para.reorder", "Combien coûtent une légalisation de signature et une procuration ?", "Une procuration coûte 95 €, et la légalisation d'une signature 25 €.", NOTARY, True),
    w.faith("fr-bs-002", "para.passive", "Quel est le rôle de Julien Fabre à l'étude ?", "Les projets d'acte sont rédigés par Julien Fabre, le clerc, et les pièces d'identité des clients sont aussi vérifiées par lui.", NOTARY, True),
    w.faith("fr-bs-003", "para.synonym", "Que se passe-t-il en cas d'alerte orage ?", "La séance est supprimée, et les participants en sont avertis par SMS avant 5 h 30.", BOOTCAMP, True),
    w.faith("fr-bs-004", "para.nominal", "Quel est le rôle d'Anne Leroux à l'aquarium ?", "Elle assure la direction du programme de sauvetage des tortues marines, dont le bilan depuis 2019 est la remise en mer de 37 tortues.", AQUARIUM, True),
    w.faith("fr-bs-005", "para.capital", "Où vont les vols directs qui partent du terminal de Valmont ?", "Deux fois par jour, des vols directs partent pour la capitale espagnole.", PARKING, True),
    w.faith("fr-bs-006", "para.pronoun", "Qui donne le cours de salsa pour débutants ?", "C'est Sophie Garnier. Elle s'occupe des débutants, et Hugo Lambert prend le groupe avancé.", DANCE, True),
    w.faith("fr-bs-007", "para.relative", "Qui monte les roues chez Rayon Libre ?", "Les roues sont montées par Karim Benali, le chef mécanicien, qui a 15 ans d'expérience.", BIKESHOP, True),
    w.faith("fr-bs-008", "para.part", "Que trouve-t-on au rez-de-chaussée des halles ?", "Le rez-de-chaussée, l'un des deux niveaux des halles, accueille les étals d'alimentation.", MARKET, True),
    w.faith("fr-bs-009", "para.combine", "Combien coûte le City Pass et que comprend-il ?", "Le City Pass de 48 heures coûte 32 € et donne droit aux trajets illimités en bus urbain ainsi qu'à l'entrée dans six musées.", TOURIST, True),
    w.faith("fr-bs-010", "fmt.number", "Combien de participants peut compter un groupe ?", "Un groupe compte 12 participants au maximum.", BOOTCAMP, True),
    w.faith("fr-bs-011", "fmt.thousands", "Combien d'eau contient le grand bassin ?", "Le grand bassin contient 1800000 litres d'eau de mer.", AQUARIUM, True),
    w.faith("fr-bs-012", "fmt.scale", "Combien pèsent les pains de seigle du samedi ?", "Chaque pain de seigle de Martine Roussel pèse 1 500 grammes.", MARKET, True),
    w.faith("fr-bs-013", "fmt.date", "À partir de quand l'étude délivre-t-elle des apostilles ?", "À partir du 14/03/2025, avec un délai de cinq jours ouvrés au maximum.", NOTARY, True),
    w.faith("fr-bs-014", "fmt.time", "À quelle heure ferme l'aquarium ?", "Il ferme à six heures et demie du soir, et la dernière entrée a lieu à six heures moins le quart.", AQUARIUM, True),
    w.faith("fr-bs-015", "fmt.unit", "Sur quels bateaux naviguent les stagiaires ?", "Ils naviguent sur des dériveurs de sept mètres, à trois au maximum par bateau.", SAILING, True),
    w.faith("fr-bs-016", "fmt.abbrev", "Quels sont les horaires de Rayon Libre ?", "Du mar. au sam., de 10 h à 18 h.", BIKESHOP, True),
    w.faith("fr-bs-017", "fmt.currency", "Combien coûte une révision standard ?", "Une révision standard coûte 45 euros, réglage des freins et des vitesses compris.", BIKESHOP, True),
    w.faith("fr-bs-018", "fmt.range", "Combien d'élèves y a-t-il par groupe ?", "Un groupe compte au minimum 8 et au maximum 16 élèves.", DANCE, True),
    w.faith("fr-bs-019", "fmt.period", "À partir de quand les maladies sont-elles couvertes ?", "Les maladies sont couvertes après un délai de carence de 14 jours, alors que les accidents le sont dès le premier jour.", PETINSURANCE, True),
    w.faith("fr-bs-020", "fmt.share", "Quelle part des étals vend des produits frais ?", "50 % des étals vendent des produits frais issus de fermes situées à moins de 50 km de la ville.", MARKET, True),
    w.faith("fr-bs-021", "para.except", "Quand l'office de tourisme est-il ouvert ?", "Il est fermé le lundi ; les autres jours, il ouvre de 9 h à 17 h, et jusqu'à 19 h en juillet et en août.", TOURIST, True),
    w.faith("fr-bs-022", "wrap.opener", "Combien coûte le parking longue durée ?", "Avec plaisir ! Le parking longue durée P3 coûte 14 € par jour.", PARKING, True),
    w.faith("fr-bs-023", "wrap.closer", "Quelles sont les conditions pour s'inscrire au stage débutant ?", "Il faut avoir au moins 14 ans et savoir nager 200 m. J'espère que cela vous aide, et bonne navigation !", SAILING, True),
    w.faith("fr-bs-024", "wrap.attribution", "Quel est le montant de la franchise ?", "D'après le document, la franchise est de 100 € par sinistre.", PETINSURANCE, True),
    w.faith("fr-bs-025", "wrap.hedge", "Quand commence le trimestre d'automne ?", "Je crois que le trimestre d'automne commence le 8 septembre 2025 et se termine le 15 décembre.", DANCE, True),
    w.faith("fr-bs-026", "wrap.question", "Quand ont lieu les séances ?", "Les séances ont lieu le lundi, le mercredi et le vendredi à 6 h 15 et durent 45 minutes. Voulez-vous savoir ce qu'il faut apporter ?", BOOTCAMP, True),
    w.faith("fr-bs-027", "value.number", "Combien de tortues le programme a-t-il relâchées ?", "Depuis 2019, le programme a relâché 73 tortues en mer.", AQUARIUM, False),
    w.faith("fr-bs-028", "value.date", "Quand a lieu le spectacle annuel ?", "Le spectacle annuel aura lieu le 27 juin 2026.", DANCE, False),
    w.faith("fr-bs-029", "value.time", "Quand le poisson est-il livré ?", "Le poisson est livré le mardi et le vendredi à 6 h 30.", MARKET, False),
    w.faith("fr-bs-030", "value.unit", "Quelle distance le groupe parcourt-il jusqu'à l'île aux Mouettes ?", "Le dernier jour, le groupe parcourt 12 kilomètres aller-retour jusqu'à l'île aux Mouettes.", SAILING, False),
    w.faith("fr-bs-031", "value.currency", "Combien coûte le parking P1 ?", "Le P1, à côté du terminal, coûte 5,50 € de l'heure.", PARKING, False),
    w.faith("fr-bs-032", "role.swap", "Qui authentifie les actes de vente immobilière ?", "Les actes de vente sont authentifiés par le clerc, Julien Fabre, tandis que Maître Claire Morel rédige les projets d'acte.", NOTARY, False),
    w.faith("fr-bs-033", "negation", "Les accidents sont-ils couverts tout de suite ?", "Non, les accidents ne sont pas couverts dès le premier jour.", PETINSURANCE, False),
    w.faith("fr-bs-034", "antonym", "Où se déroulent les séances de Cap Forme ?", "Les séances se déroulent en intérieur, quel que soit le temps.", BOOTCAMP, False),
    w.faith("fr-bs-035", "modality", "Suis-je obligé de payer à la caisse automatique ?", "Vous pouvez payer votre ticket à une caisse automatique avant de regagner votre voiture si vous le souhaitez, mais ce n'est pas obligatoire.", PARKING, False),
    w.faith("fr-bs-036", "quantifier", "La visite de la vieille ville existe-t-elle en anglais ?", "Oui, toutes les visites sont proposées en anglais.", TOURIST, False),
    w.faith("fr-bs-037", "value.except", "Quels vélos l'atelier Rayon Libre répare-t-il ?", "L'atelier ne répare que les vélos électriques.", BIKESHOP, False),
    w.faith("fr-bs-038", "direction", "Quel parking choisir pour un voyage d'une semaine ?", "Pour un voyage de plus d'une journée, le P3 est plus cher que le P1.", PARKING, False),
    w.faith("fr-bs-039", "added.fact", "Quelle pièce d'identité faut-il apporter à l'étude ?", "Il faut une carte d'identité ou un passeport en cours de validité, ainsi qu'un justificatif de domicile de moins de trois mois.", NOTARY, False),
    w.faith("fr-bs-040", "added.entity", "Qui gère les halles du Quai Neuf ?", "Elles sont gérées par le service des marchés de la ville, en partenariat avec l'association des commerçants du Quai Neuf.", MARKET, False),
    w.faith("fr-bs-041", "mixed", "Combien rembourse la formule Confort ?", "Confort rembourse jusqu'à 12 000 € par an et prend aussi en charge l'acupuncture et la kinésithérapie.", PETINSURANCE, False),
]

REFUSAL = [
    w.refusal("fr-bs-042", "refusal.plain", "Y a-t-il un café dans l'aquarium ?", "Je ne sais pas s'il y a un café dans l'aquarium.", AQUARIUM, True),
    w.refusal("fr-bs-043", "refusal.context", "Rayon Libre vend-il aussi des vélos neufs ?", "Le texte fourni ne précise pas si Rayon Libre vend des vélos neufs, je ne peux donc pas répondre.", BIKESHOP, True),
    w.refusal("fr-bs-044", "refusal.short", "Cap Horizon propose-t-il une réduction pour les étudiants ?", "Aucune idée.", SAILING, True),
    w.refusal("fr-bs-045", "refusal.long", "Peut-on réserver une chambre d'hôtel à l'office de tourisme ?", "Merci beaucoup pour votre question. J'ai parcouru attentivement les informations dont je dispose sur l'office de tourisme de Saint-Aubrac, mais elles ne mentionnent aucune réservation d'hôtel ; je ne suis donc malheureusement pas en mesure de vous dire si l'on peut y réserver une chambre. Je suis désolé de ne pas pouvoir vous aider davantage sur ce point, et je vous invite à poser la question directement au personnel de l'office.", TOURIST, True),
    w.refusal("fr-bs-046", "refusal.hedged", "Combien coûte le trimestre chez Entrechat ?", "Je n'en suis pas tout à fait sûr, mais il me semble que c'est 240 € par trimestre.", DANCE, False),
    w.refusal("fr-bs-047", "refusal.partial", "Combien coûte une procuration, et peut-on se garer devant l'étude ?", "Une procuration coûte 95 €. Pour le stationnement, je ne peux pas vous répondre : mes informations n'en parlent pas.", NOTARY, False),
]

CORRECTNESS = [
    w.correct("fr-bs-048", "correct.wordy", "Combien coûte la carte de 10 séances chez Cap Forme ?", "Bonne question ! Si vous comptez venir régulièrement, c'est la carte de dix séances qu'il vous faut, et elle coûte 95 € au total pour l'ensemble des séances.", "La carte de 10 séances coûte 95 €.", True),
    w.correct("fr-bs-049", "correct.short", "À quelle fréquence passe la navette entre le P3 et le terminal ?", "Toutes les 15 minutes.", "La navette gratuite relie le P3 au terminal toutes les 15 minutes, de 4 h 30 à minuit.", True),
    w.correct("fr-bs-050", "correct.format", "Combien coûte la location d'un étal aux halles du Quai Neuf ?", "Deux cent dix euros par mois.", "Un étal se loue 210 € par mois.", True),
    w.correct("fr-bs-051", "wrong.value", "Combien coûte le billet adulte à l'aquarium Océanis ?", "Le billet adulte coûte 27 €.", "Le billet adulte coûte 22 €.", False),
    w.correct("fr-bs-052", "wrong.echo", "Quel jour du stage le groupe va-t-il à l'île aux Mouettes ?", "Le groupe va à l'île aux Mouettes le premier jour du stage.", "Le dernier jour (le cinquième), le groupe parcourt 12 milles nautiques aller-retour jusqu'à l'île aux Mouettes.", False),
    w.correct("fr-bs-053", "wrong.role", "Qui enseigne au groupe avancé de salsa chez Entrechat ?", "Sophie Garnier enseigne au groupe avancé, et Hugo Lambert aux débutants.", "Hugo Lambert enseigne au groupe avancé, et Sophie Garnier aux débutants.", False),
]

RELEVANCY = [
    w.relevant("fr-bs-054", "relevant.direct", "Combien de temps prend une réparation chez Rayon Libre en général ?", "La plupart des réparations prennent deux à trois jours ouvrés.", BIKESHOP, True),
    w.relevant("fr-bs-055", "relevant.yesno", "L'étude est-elle ouverte le jeudi soir ?", "Oui, le jeudi, elle reste ouverte jusqu'à 19 h.", NOTARY, True),
    w.relevant("fr-bs-056", "offtopic.true", "Combien coûte la formule Essentielle pour un chien ?", "Les demandes de remboursement doivent être envoyées dans les 90 jours suivant les soins, avec la facture du vétérinaire.", PETINSURANCE, False),
    w.relevant("fr-bs-057", "offtopic.other", "Combien de temps dure la visite guidée de la vieille ville ?", "Le City Pass coûte 32 € et vaut pour 48 heures.", TOURIST, False),
]

DIAGNOSIS = [
    w.diag("fr-bs-058", "diag.pass", "Jusqu'à quelle heure circule la navette du P3 ?", "La navette circule jusqu'à minuit.", {"parking": PARKING, "dance": DANCE}, ("parking",), "pass"),
    w.diag("fr-bs-059", "diag.offtopic", "À quelle heure ouvrent les halles du Quai Neuf ?", "La moitié des étals vendent des produits frais issus de fermes situées à moins de 50 km de la ville.", {"market": MARKET, "aquarium": AQUARIUM}, ("market",), "fix_generation"),
    w.diag("fr-bs-060", "diag.unfaithful", "À quelle heure les raies sont-elles nourries à l'aquarium Océanis ?", "Les raies sont nourries à 10 h et à 16 h.", {"aquarium": AQUARIUM, "market": MARKET}, ("aquarium",), "fix_generation"),
    w.diag("fr-bs-061", "diag.refused", "À quel âge s'adresse le cours de ballet pour enfants chez Entrechat ?", "Désolé, je n'ai trouvé aucune information à ce sujet.", {"dance": DANCE, "tourist": TOURIST}, ("dance",), "fix_generation"),
    w.diag("fr-bs-062", "diag.missed", "À partir de quelle force de vent les séances de Cap Horizon sont-elles annulées ?", "Les documents trouvés n'indiquent pas à partir de quelle force de vent les séances de voile sont annulées.", {"petinsurance": PETINSURANCE, "tourist": TOURIST}, ("sailing",), "fix_retrieval"),
    w.diag("fr-bs-063", "diag.correct_refusal", "L'étude Morel propose-t-elle des traductions certifiées ?", "Je suis désolé, les documents ne disent pas si l'étude Morel propose des traductions certifiées.", {"notary": NOTARY, "bikeshop": BIKESHOP}, (), "correct_refusal"),
    w.diag("fr-bs-064", "diag.should_refuse", "Combien coûte l'abonnement annuel chez Cap Forme ?", "L'abonnement annuel chez Cap Forme coûte 690 €.", {"bootcamp": BOOTCAMP, "sailing": SAILING}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
