"""Fresh set bv, French: Montgolfières du Lubéron (hot-air balloon flights, Apt), Atelier
Horloger Duval (watch repair, Besançon), Cyclo'Tours (bike share, Tours), Terre & Tour
(pottery, Lille), Bla-Bla Tandem (language exchange, Lyon), cimetière des Tilleuls
(cemetery office), Micro Folie (karaoke bar, Marseille), Fiscalis Conseil (tax advice),
centre équestre des Peupliers (riding stable) and Au Levain d'Or (baking school,
Bordeaux)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

BALLOON = (
    "Montgolfières du Lubéron organise des vols en montgolfière au départ du terrain des Grandes Terres, près d'Apt. "
    "D'avril à octobre, les vols du matin décollent à 6 h 30, et les passagers doivent arriver 45 minutes avant le décollage pour le briefing de sécurité. "
    "Un vol classique dure environ une heure et coûte 260 € par personne ; une nacelle privative pour deux coûte 1 290 €. "
    "Les passagers doivent avoir au moins 8 ans et mesurer au moins 1,25 m, et toute personne de plus de 110 kg doit le signaler lors de la réservation. "
    "Les vols sont annulés si le vent au sol dépasse 15 km/h, et les billets annulés peuvent être reportés gratuitement dans un délai de 18 mois. "
    "Le pilote en chef, Thierry Marchand, qui vole depuis 21 ans, décide le matin de chaque vol s'il a lieu."
)

WATCH = (
    "L'Atelier Horloger Duval, 12 rue des Tanneurs à Besançon, répare les montres mécaniques et à quartz. "
    "L'atelier est ouvert du mardi au samedi de 9 h 30 à 18 h ; il est fermé le dimanche et le lundi. "
    "Une révision complète de montre mécanique coûte 240 € et prend environ trois semaines, tandis qu'un changement de pile sur une montre à quartz coûte 15 € et se fait pendant que vous attendez. "
    "Toutes les réparations sont garanties 12 mois, sauf celles des montres ayant pris l'eau, qui ne sont pas garanties. "
    "L'horlogère Claire Duval contrôle chaque mouvement, et son neveu Hugo Duval s'occupe des bracelets. "
    "Les montres qui ne sont pas récupérées dans les 6 mois suivant la fin de la réparation peuvent être vendues pour couvrir les frais."
)

BIKE = (
    "Le service de vélos en libre-service Cyclo'Tours, à Tours, compte 1 800 vélos répartis dans 120 stations. "
    "L'abonnement annuel coûte 45 €, et les abonnés roulent gratuitement pendant les 30 premières minutes de chaque trajet ; ensuite, chaque demi-heure supplémentaire coûte 1 €. "
    "Les usagers occasionnels paient 1,70 € pour débloquer un vélo, plus 0,05 € par minute. "
    "Il faut avoir au moins 14 ans, et les vélos doivent être rendus à une station et non laissés dans la rue. "
    "Le service est géré par la métropole avec l'opérateur Roulemoto SAS, chargé de toutes les réparations. "
    "Les vélos sont disponibles jour et nuit, sauf aux stations de la place Plumereau, fermées de minuit à 5 h."
)

POTTERY = (
    "L'atelier de poterie Terre & Tour, à Lille, propose un stage de tournage de six semaines, le mercredi soir de 19 h à 21 h 30. "
    "Le stage coûte 230 €, ce qui comprend 10 kg de grès, les émaux et deux cuissons. "
    "Chaque groupe compte au maximum 8 élèves, et chacun dispose de son propre tour. "
    "L'enseignante, Amélie Roux, enseigne la céramique depuis 15 ans, et le technicien de l'atelier, Karim Benali, charge le four. "
    "Les pièces terminées peuvent être récupérées environ deux semaines après le dernier cours. "
    "Les adhérents peuvent utiliser l'atelier libre le samedi de 10 h à 16 h, mais l'émaillage n'y est autorisé que sous surveillance."
)

LANGEX = (
    "Le café-langues Bla-Bla Tandem se réunit tous les jeudis à 19 h dans l'arrière-salle du café Le Zinc, rue Mercière à Lyon. "
    "Chaque soirée est divisée en deux parties de 40 minutes : la première en français, la seconde dans une autre langue choisie par le groupe. "
    "L'entrée coûte 3 €, boisson chaude comprise, et la première visite est gratuite. "
    "L'organisatrice, Sophie Lemaire, accueille les nouveaux venus à la porte, et le bénévole Diego Fernández anime la table d'espagnol. "
    "Il n'y a pas de rencontre en août. "
    "Le club jumeau se réunit tous les mardis à Lisbonne."
)

CEMETERY = (
    "Le bureau de la conservation du cimetière des Tilleuls se trouve à l'entrée principale, avenue des Acacias. "
    "Il est ouvert du lundi au vendredi de 8 h 30 à 16 h 30, avec une pause déjeuner de 12 h à 13 h 30. "
    "Une concession funéraire est accordée pour 30 ans au prix de 1 950 €, et elle peut être renouvelée une seule fois pour 15 ans. "
    "Les monuments ne doivent pas dépasser 1,20 m de hauteur, et les fleurs en plastique sont interdites sur les tombes. "
    "Les portes du cimetière ouvrent à 7 h 30 et ferment à la tombée de la nuit, au plus tard à 19 h. "
    "Le conservateur, Gérard Petit, traite les demandes de concession, et l'agente d'entretien, Nadia Haddad, entretient les allées."
)

KARAOKE = (
    "Le bar karaoké Micro Folie, cours Julien à Marseille, dispose de 12 salons privés. "
    "Les petits salons, jusqu'à 6 personnes, coûtent 30 € de l'heure, et les grands salons, jusqu'à 15 personnes, 70 € de l'heure. "
    "Le bar est ouvert du mercredi au dimanche, de 18 h à 2 h. "
    "Après 22 h, seuls les clients de 18 ans et plus sont admis ; avant 22 h, les mineurs sont les bienvenus s'ils sont accompagnés d'un adulte. "
    "Le vendredi et le samedi, les salons doivent être réservés pour au moins 2 heures. "
    "La gérante, Léa Moreau, tient à jour la liste de plus de 40 000 chansons, et l'ingénieur du son, Julien Faure, vérifie chaque micro avant l'ouverture."
)

TAX = (
    "Le cabinet Fiscalis Conseil aide les particuliers à remplir leur déclaration de revenus. "
    "Une déclaration standard coûte 190 €, et chaque bien locatif supplémentaire ajoute 60 €. "
    "Les clients doivent envoyer tous leurs documents au moins 3 semaines avant la date limite de déclaration, fixée au 22 mai. "
    "La première consultation téléphonique de 20 minutes est gratuite. "
    "La conseillère fiscale senior, Isabelle Garnier, vérifie chaque déclaration avant son envoi, et l'assistant Mathieu Blanc récupère les documents auprès des clients. "
    "Le cabinet est fermé du 24 décembre au 2 janvier."
)

RIDING = (
    "Le centre équestre des Peupliers propose des cours aux cavaliers à partir de 6 ans. "
    "Un cours collectif dure 45 minutes et coûte 28 €, et un cours particulier dure 30 minutes et coûte 40 €. "
    "Le port de la bombe est obligatoire, et elle peut être prêtée gratuitement ; il faut aussi des bottes avec un petit talon. "
    "Les cavaliers de plus de 90 kg ne peuvent monter que les deux chevaux de trait, Pompon et Vaillant. "
    "La monitrice Camille Girard enseigne aux débutants, et le palefrenier en chef, Bruno Lefèvre, prépare les chevaux. "
    "Les cours ont lieu tous les jours sauf le mardi, jour de repos des chevaux."
)

BAKING = (
    "L'école de boulangerie Au Levain d'Or, à Bordeaux, organise un atelier pain au levain d'une journée le premier samedi de chaque mois. "
    "L'atelier commence à 9 h et se termine à 15 h, déjeuner compris. "
    "Il coûte 150 € par personne, et les participants repartent avec un levain et deux pains. "
    "Chaque groupe compte au maximum 10 participants. "
    "Le chef boulanger, Antoine Mercier, anime l'atelier, assisté de la pâtissière Inès Chevalier. "
    "Les réservations peuvent être annulées avec remboursement intégral jusqu'à 7 jours avant l'atelier ; ensuite, la moitié du prix est remboursée."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-bv-001", "para.reorder", "Quelles sont les conditions d'âge et de taille pour les passagers ?", "Les passagers doivent mesurer au moins 1,25 m et avoir au moins 8 ans.", BALLOON, True),
    w.faith("fr-bv-002", "para.passive", "Qui décide si un vol a lieu ?", "Chaque matin de vol, la décision est prise par le pilote en chef, Thierry Marchand.", BALLOON, True),
    w.faith("fr-bv-003", "para.synonym", "Combien de temps prend une révision complète d'une montre mécanique ?", "Une révision intégrale d'une montre mécanique demande à peu près trois semaines.", WATCH, True),
    w.faith("fr-bv-004", "para.nominal", "Que dois-je faire du vélo à la fin de mon trajet ?", "La restitution du vélo se fait obligatoirement en station ; l'abandon dans la rue n'est pas autorisé.", BIKE, True),
    w.faith("fr-bv-005", "para.capital", "Le Bla-Bla Tandem a-t-il un club jumeau ?", "Oui, son club jumeau se réunit tous les mardis dans la capitale portugaise.", LANGEX, True),
    w.faith("fr-bv-006", "para.pronoun", "Qui est Amélie Roux ?", "C'est l'enseignante de l'atelier Terre & Tour ; elle enseigne la céramique depuis 15 ans.", POTTERY, True),
    w.faith("fr-bv-007", "para.relative", "Qui traite les demandes de concession ?", "La personne qui traite les demandes de concession est le conservateur, Gérard Petit.", CEMETERY, True),
    w.faith("fr-bv-008", "para.part", "La terre est-elle comprise dans le prix du stage ?", "Oui, les 230 € du stage comprennent 10 kg de grès.", POTTERY, True),
    w.faith("fr-bv-009", "para.combine", "Qui enseigne aux débutants et qui prépare les chevaux ?", "La monitrice Camille Girard enseigne aux débutants, tandis que le palefrenier en chef, Bruno Lefèvre, prépare les chevaux.", RIDING, True),
    w.faith("fr-bv-010", "fmt.number", "Combien de participants peut accueillir un groupe de l'atelier pain au levain ?", "Un groupe accueille dix participants au maximum.", BAKING, True),
    w.faith("fr-bv-011", "fmt.thousands", "Combien de vélos compte Cyclo'Tours ?", "Cyclo'Tours compte 1800 vélos répartis dans 120 stations.", BIKE, True),
    w.faith("fr-bv-012", "fmt.scale", "Quelle quantité de terre est fournie pendant le stage ?", "Le stage comprend 10 000 g de grès.", POTTERY, True),
    w.faith("fr-bv-013", "fmt.date", "Quelle est la date limite de déclaration ?", "La date limite de déclaration est le 22/05.", TAX, True),
    w.faith("fr-bv-014", "fmt.time", "À quelle heure décollent les vols du matin ?", "Les vols du matin décollent à six heures et demie.", BALLOON, True),
    w.faith("fr-bv-015", "fmt.unit", "Dois-je signaler mon poids à la réservation ?", "Si vous pesez plus de 110 kilogrammes, vous devez le signaler lors de la réservation.", BALLOON, True),
    w.faith("fr-bv-016", "fmt.abbrev", "Qui s'occupe des réparations des vélos ?", "Toutes les réparations sont assurées par l'opérateur Roulemoto, une société par actions simplifiée.", BIKE, True),
    w.faith("fr-bv-017", "fmt.currency", "Combien coûte un changement de pile sur une montre à quartz ?", "Il coûte quinze euros et se fait pendant que vous attendez.", WATCH, True),
    w.faith("fr-bv-018", "fmt.range", "Combien de personnes peut accueillir un grand salon ?", "Un grand salon accueille 15 personnes au maximum.", KARAOKE, True),
    w.faith("fr-bv-019", "fmt.period", "Quelle est la durée de la garantie sur une réparation ?", "Les réparations sont garanties un an, sauf pour les montres ayant pris l'eau.", WATCH, True),
    w.faith("fr-bv-020", "fmt.share", "Si j'annule trois jours avant l'atelier, combien me sera remboursé ?", "Trois jours avant, c'est après le délai de 7 jours : 50 % du prix vous sera remboursé.", BAKING, True),
    w.faith("fr-bv-021", "para.except", "Quels jours ont lieu les cours d'équitation ?", "Il n'y a pas de cours le mardi, jour de repos des chevaux ; les autres jours, les cours ont lieu normalement.", RIDING, True),
    w.faith("fr-bv-022", "wrap.opener", "Quand le bureau de la conservation est-il ouvert ?", "Merci pour votre question ! Le bureau est ouvert du lundi au vendredi de 8 h 30 à 16 h 30, avec une pause déjeuner de 12 h à 13 h 30.", CEMETERY, True),
    w.faith("fr-bv-023", "wrap.closer", "Combien coûte l'entrée au Bla-Bla Tandem ?", "L'entrée coûte 3 €, boisson chaude comprise, et la première visite est gratuite. En espérant vous avoir aidé !", LANGEX, True),
    w.faith("fr-bv-024", "wrap.attribution", "La première consultation est-elle gratuite ?", "D'après le document, la première consultation téléphonique de 20 minutes est gratuite.", TAX, True),
    w.faith("fr-bv-025", "wrap.hedge", "Combien coûte un cours particulier ?", "Je pense qu'un cours particulier coûte 40 € et dure 30 minutes.", RIDING, True),
    w.faith("fr-bv-026", "wrap.question", "À quelle heure commence l'atelier pain au levain ?", "Il commence à 9 h et se termine à 15 h, déjeuner compris. Voulez-vous d'autres informations sur l'atelier ?", BAKING, True),
    w.faith("fr-bv-027", "value.number", "Combien de stations compte Cyclo'Tours ?", "Cyclo'Tours compte 210 stations dans la ville.", BIKE, False),
    w.faith("fr-bv-028", "value.date", "Quand le cabinet est-il fermé pendant les fêtes ?", "Le cabinet est fermé du 24 décembre au 5 janvier.", TAX, False),
    w.faith("fr-bv-029", "value.time", "Quand ont lieu les cours de tournage ?", "Ils ont lieu le mercredi soir, de 19 h à 22 h 30.", POTTERY, False),
    w.faith("fr-bv-030", "value.unit", "Pour combien de temps une concession est-elle accordée ?", "Une concession est accordée pour 30 mois.", CEMETERY, False),
    w.faith("fr-bv-031", "value.currency", "Combien coûte une concession funéraire ?", "Une concession de 30 ans coûte 1 950 dollars.", CEMETERY, False),
    w.faith("fr-bv-032", "role.swap", "Qui fait quoi à l'Atelier Horloger Duval ?", "Hugo Duval contrôle chaque mouvement, et Claire Duval s'occupe des bracelets.", WATCH, False),
    w.faith("fr-bv-033", "negation", "Y a-t-il une durée minimale de réservation le vendredi ?", "Non, le vendredi et le samedi, il n'y a aucune durée minimale de réservation pour les salons.", KARAOKE, False),
    w.faith("fr-bv-034", "antonym", "Où se réunit le Bla-Bla Tandem ?", "Tous les jeudis à 19 h, dans la salle de devant du café Le Zinc, rue Mercière.", LANGEX, False),
    w.faith("fr-bv-035", "modality", "Les adhérents peuvent-ils utiliser l'atelier le samedi ?", "Les adhérents sont tenus de venir à l'atelier libre chaque samedi de 10 h à 16 h.", POTTERY, False),
    w.faith("fr-bv-036", "quantifier", "La conseillère vérifie-t-elle les déclarations ?", "Isabelle Garnier ne vérifie que certaines déclarations avant leur envoi.", TAX, False),
    w.faith("fr-bv-037", "value.except", "Les réparations des montres ayant pris l'eau sont-elles garanties ?", "Oui, comme toutes les réparations, elles sont garanties 12 mois.", WATCH, False),
    w.faith("fr-bv-038", "direction", "Quels passagers doivent signaler leur poids ?", "Les passagers de moins de 110 kg doivent le signaler lors de la réservation.", BALLOON, False),
    w.faith("fr-bv-039", "added.fact", "Avec quoi les participants repartent-ils de l'atelier ?", "Ils repartent avec un levain, deux pains et un livret de recettes imprimé.", BAKING, False),
    w.faith("fr-bv-040", "added.entity", "Qui enseigne aux débutants au centre équestre des Peupliers ?", "Les débutants ont cours avec la monitrice Camille Girard et son collègue Olivier Renaud.", RIDING, False),
    w.faith("fr-bv-041", "mixed", "Quand le Bla-Bla Tandem se réunit-il, et fait-il une pause l'été ?", "Il se réunit tous les jeudis à 19 h et fait une pause en juillet.", LANGEX, False),
]

REFUSAL = [
    w.refusal("fr-bv-042", "refusal.plain", "Y a-t-il un parking au terrain des Grandes Terres ?", "Désolé, je ne peux pas répondre à cette question.", BALLOON, True),
    w.refusal("fr-bv-043", "refusal.context", "L'Atelier Horloger Duval répare-t-il les horloges comtoises ?", "Le contexte fourni ne précise pas si l'atelier répare les horloges, je ne peux donc pas vous répondre.", WATCH, True),
    w.refusal("fr-bv-044", "refusal.short", "Peut-on apporter ses propres en-cas dans les salons ?", "Je ne sais pas.", KARAOKE, True),
    w.refusal("fr-bv-045", "refusal.long", "Le cabinet Fiscalis Conseil s'occupe-t-il de l'impôt sur les sociétés ?", "Merci pour votre question. Malheureusement, je ne suis pas en mesure d'y répondre. Les informations dont je dispose portent uniquement sur les déclarations de revenus des particuliers, leurs tarifs, le délai d'envoi des documents et la fermeture de fin d'année ; elles ne disent rien de l'impôt sur les sociétés ni des entreprises. Je vous conseille de contacter directement le cabinet.", TAX, True),
    w.refusal("fr-bv-046", "refusal.hedged", "Combien de temps dure un cours collectif ?", "Je n'en suis pas tout à fait sûr, mais il me semble qu'un cours collectif dure 45 minutes.", RIDING, False),
    w.refusal("fr-bv-047", "refusal.partial", "Combien coûte l'atelier pain au levain, et y a-t-il un parking à proximité ?", "L'atelier coûte 150 € par personne. Les informations ne parlent pas de stationnement, je ne peux donc pas répondre à cette partie.", BAKING, False),
]

CORRECTNESS = [
    w.correct("fr-bv-048", "correct.wordy", "Combien paient les usagers occasionnels de Cyclo'Tours ?", "Pour ceux qui n'ont pas d'abonnement, le tarif se compose de deux éléments : il faut d'abord payer 1,70 € à chaque déblocage d'un vélo, puis s'ajoutent 0,05 € pour chaque minute passée à rouler.", "Les usagers occasionnels paient 1,70 € pour débloquer un vélo, plus 0,05 € par minute.", True),
    w.correct("fr-bv-049", "correct.short", "Combien d'élèves au maximum compte un groupe de tournage ?", "Huit.", "Chaque groupe compte au maximum 8 élèves.", True),
    w.correct("fr-bv-050", "correct.format", "À quelle heure ouvrent les portes du cimetière ?", "À sept heures et demie.", "Les portes du cimetière ouvrent à 7 h 30.", True),
    w.correct("fr-bv-051", "wrong.value", "Combien coûte un grand salon par heure ?", "Un grand salon coûte 50 € de l'heure.", "Un grand salon coûte 70 € de l'heure.", False),
    w.correct("fr-bv-052", "wrong.echo", "Dans quelle langue se déroule la première partie de la soirée ?", "La première partie de la soirée se déroule dans la langue choisie par le groupe.", "La première partie se déroule en français.", False),
    w.correct("fr-bv-053", "wrong.role", "Qui prépare les chevaux au centre équestre ?", "La monitrice Camille Girard prépare les chevaux.", "Le palefrenier en chef, Bruno Lefèvre, prépare les chevaux.", False),
]

RELEVANCY = [
    w.relevant("fr-bv-054", "relevant.direct", "Quels sont les horaires de l'Atelier Horloger Duval ?", "L'atelier est ouvert du mardi au samedi de 9 h 30 à 18 h, et fermé le dimanche et le lundi.", WATCH, True),
    w.relevant("fr-bv-055", "relevant.yesno", "Si mon vol est annulé à cause du vent, puis-je le reporter gratuitement ?", "Oui, vous pouvez le reporter gratuitement dans un délai de 18 mois.", BALLOON, True),
    w.relevant("fr-bv-056", "offtopic.true", "Qui anime l'atelier pain au levain ?", "L'atelier coûte 150 € par personne, déjeuner compris.", BAKING, False),
    w.relevant("fr-bv-057", "offtopic.other", "Peut-on emprunter une bombe au centre équestre ?", "Un cours collectif dure 45 minutes et coûte 28 €.", RIDING, False),
]

DIAGNOSIS = [
    w.diag("fr-bv-058", "diag.pass", "Combien coûte l'abonnement annuel à Cyclo'Tours ?", "L'abonnement annuel coûte 45 €.", {"bike-share": BIKE, "karaoke-bar": KARAOKE}, ("bike-share",), "pass"),
    w.diag("fr-bv-059", "diag.offtopic", "Quels sont les horaires d'ouverture du Micro Folie ?", "Le Micro Folie propose une liste de plus de 40 000 chansons.", {"karaoke-bar": KARAOKE, "tax-office": TAX}, ("karaoke-bar",), "fix_generation"),
    w.diag("fr-bv-060", "diag.unfaithful", "À quelle heure est la pause déjeuner du bureau de la conservation ?", "La pause déjeuner a lieu de 12 h 30 à 14 h.", {"cemetery-office": CEMETERY, "watch-repair": WATCH}, ("cemetery-office",), "fix_generation"),
    w.diag("fr-bv-061", "diag.refused", "Combien coûte le stage de tournage chez Terre & Tour ?", "Désolé, je n'ai pas trouvé le prix du stage dans les documents.", {"pottery-studio": POTTERY, "baking-school": BAKING}, ("pottery-studio",), "fix_generation"),
    w.diag("fr-bv-062", "diag.missed", "À partir de quel âge peut-on prendre des cours au centre équestre des Peupliers ?", "Les documents dont je dispose ne parlent ni du centre équestre ni d'un âge minimum.", {"language-exchange": LANGEX, "tax-office": TAX}, ("riding-stables",), "fix_retrieval"),
    w.diag("fr-bv-063", "diag.correct_refusal", "Le Bla-Bla Tandem a-t-il un groupe de discussion en ligne ?", "Les documents n'indiquent pas si le Bla-Bla Tandem a un groupe de discussion en ligne.", {"language-exchange": LANGEX, "karaoke-bar": KARAOKE}, (), "correct_refusal"),
    w.diag("fr-bv-064", "diag.should_refuse", "Montgolfières du Lubéron vend-il des bons cadeaux ?", "Oui, les bons cadeaux sont vendus 240 € et sont valables 2 ans.", {"balloon-flights": BALLOON, "bike-share": BIKE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
