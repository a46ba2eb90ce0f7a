"""Fresh set bx, French: le jardin d'enfants Les Petits Pas, l'Imprimerie du Port, les Thermes
de la Roche-Bleue, l'école de guitare Six Cordes, le bureau des objets trouvés, le Ciné-Toit,
le refuge du Pic Blanc, Répar'PC (réparation informatique), le Marathon des Quais et la
boutique de fleurs Au Jardin de Léa."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

KINDERGARTEN = "Le jardin d'enfants Les Petits Pas, rue des Tilleuls à Lyon, accueille les enfants de 3 à 6 ans, dans la limite de 40 enfants répartis en trois groupes. Il est ouvert du lundi au vendredi, de 7 h 45 à 18 h 15. La mensualité s'élève à 450 € pour la journée complète et à 280 € pour les matinées seules ; le deuxième enfant d'une même famille bénéficie d'une réduction de 10 %. La directrice, Claire Dubois, a embauché le cuisinier Karim Benali en septembre 2020. Pendant la première semaine, les parents peuvent rester dans la salle du groupe jusqu'à une heure et demie par jour."

PRINT_SHOP = "L'Imprimerie du Port, quai de la Joliette à Marseille, imprime des cartes de visite, des flyers et des affiches. Un lot de 300 cartes de visite coûte 32 €, et les commandes passées avant 10 h sont prêtes le jour même à 17 h. Les affiches peuvent être imprimées jusqu'à 90 cm de large, sur du papier d'au moins 180 g/m². La gérante, Sophie Martin, a formé l'apprenti Lucas Petit, qui s'occupe désormais de l'imprimante grand format. L'imprimerie est ouverte du lundi au samedi, de 9 h à 19 h."

SPA = "Les Thermes de la Roche-Bleue comptent trois bassins extérieurs alimentés par une source dont l'eau sort à 37 °C. L'entrée à la journée coûte 26 € pour les adultes ; les enfants de moins de 10 ans paient moitié prix mais ne peuvent entrer qu'accompagnés d'un adulte. Les thermes sont ouverts tous les jours de 10 h à 21 h, et jusqu'à 23 h le samedi. La douche est obligatoire avant d'entrer dans les bassins. L'espace sauna est réservé aux personnes de 16 ans et plus."

GUITAR_SCHOOL = "L'école de guitare Six Cordes accueille les élèves à partir de 7 ans. Un cours individuel d'une heure coûte 45 €, et un carnet de dix cours revient à 400 €. Les cours ont lieu du lundi au vendredi de 16 h à 21 h, et le samedi de 9 h à 12 h. Le fondateur, Julien Moreau, enseigne la guitare classique, et son ancienne élève Inès Garnier la guitare électrique. Les guitares de location sont fabriquées par un petit atelier de Dublin. Tout cours annulé moins de 48 heures à l'avance reste dû."

LOST_FOUND = "Le bureau des objets trouvés de la ville se trouve au rez-de-chaussée de la mairie, bureau 007. Les objets sont conservés trois mois, puis vendus aux enchères ou donnés. On peut les récupérer le mardi et le jeudi de 9 h à 12 h, sur présentation d'une pièce d'identité. Des frais de 8 € sont demandés par objet, sauf pour les portefeuilles et les papiers d'identité, rendus gratuitement. Les objets d'une valeur supérieure à 500 € sont gardés dans un coffre et ne sont remis que par la responsable, Nathalie Girard."

CINEMA = "Le Ciné-Toit, installé sur le toit des Galeries Lumière, au 7e étage, fonctionne du 20 juin au 31 août. Les films commencent à 22 h et le bar ouvre une heure avant. Il y a 100 transats, et la place coûte 11 €, couverture comprise. S'il pleut avant le début du film, la séance est annulée et remboursée ; une fois le film commencé, aucun remboursement n'est possible. Les films sont projetés en version originale sous-titrée, sauf le dimanche, où ils passent en version française."

HUT = "Le refuge du Pic Blanc se trouve à 2 680 m d'altitude ; il est tenu par le gardien Antoine Roux et sa sœur Marion. Il compte 70 places en dortoir et ouvre de la mi-juin à la mi-septembre. La nuitée coûte 30 €, et la demi-pension, dîner et petit-déjeuner compris, 62 €. Depuis le parking des Chalets, la montée prend environ trois heures et demie pour 1 150 m de dénivelé. Le dîner est servi à 19 h et l'extinction des feux a lieu à 22 h."

REPAIR = "Répar'PC, boutique de réparation informatique rue Crébillon à Nantes, facture le diagnostic 35 €, une somme déduite de la facture si le client fait faire la réparation. Le remplacement d'un écran d'ordinateur portable prend en général trois jours ouvrés et coûte de 100 € à 250 € selon le modèle. Toutes les réparations sont garanties 90 jours, à l'exception des dégâts des eaux. Le technicien, Hugo Lefèvre, travaille sous la direction de la responsable, Camille Bernard. La boutique est fermée le lundi et ouverte de 9 h 30 à 18 h 30 les autres jours."

MARATHON = "Le Marathon des Quais aura lieu le dimanche 19 octobre 2025, avec un départ à 8 h 30 place de la République. Le parcours mesure 42,195 kilomètres, et les coureurs doivent arriver en moins de six heures. L'inscription coûte 70 € jusqu'au 31 août, puis 90 € ; elle est close dès que 12 000 coureurs sont inscrits. Un ravitaillement est installé tous les 5 kilomètres. Chaque finisher reçoit une médaille, et les 1 000 premiers arrivés reçoivent en plus un tee-shirt. Les participants doivent avoir au moins 18 ans le jour de la course."

FLOWERS = "Au Jardin de Léa est une boutique de fleurs tenue depuis 2014 par sa propriétaire, Léa Fontaine ; son fleuriste, Mathis Caron, compose les bouquets de mariée. Un bouquet de dix roses coûte 28 €, et la livraison en ville coûte 9 €, offerte pour toute commande de plus de 70 €. Les commandes passées avant midi sont livrées le jour même. La boutique est ouverte du mardi au samedi de 9 h à 19 h 30, et le dimanche de 9 h à 13 h. Les fleurs coupées sont garanties fraîches pendant six jours."

# fmt: off
FAITHFULNESS = [
    w.faith("fr-bx-001", "para.reorder", "Quels enfants le jardin d'enfants Les Petits Pas accueille-t-il, et combien ?", "Répartis en trois groupes, 40 enfants au maximum peuvent y être accueillis, à condition d'avoir entre 3 et 6 ans.", KINDERGARTEN, True),
    w.faith("fr-bx-002", "para.passive", "Qui a embauché le cuisinier des Petits Pas ?", "Le cuisinier, Karim Benali, a été embauché en septembre 2020 par la directrice, Claire Dubois.", KINDERGARTEN, True),
    w.faith("fr-bx-003", "para.synonym", "Qu'imprime l'Imprimerie du Port ?", "Elle réalise des cartes professionnelles, des prospectus et des posters.", PRINT_SHOP, True),
    w.faith("fr-bx-004", "para.nominal", "À partir de quel âge peut-on s'inscrire à l'école Six Cordes ?", "L'admission se fait dès l'âge de 7 ans.", GUITAR_SCHOOL, True),
    w.faith("fr-bx-005", "para.capital", "D'où viennent les guitares de location de l'école Six Cordes ?", "Elles sont fabriquées par un petit atelier en Irlande.", GUITAR_SCHOOL, True),
    w.faith("fr-bx-006", "para.pronoun", "Qui tient le refuge du Pic Blanc ?", "Antoine Roux en est le gardien, et il le tient avec sa sœur Marion.", HUT, True),
    w.faith("fr-bx-007", "para.relative", "Que faut-il faire avant d'entrer dans les bassins de la Roche-Bleue ?", "Les baigneurs qui veulent entrer dans les bassins doivent d'abord prendre une douche.", SPA, True),
    w.faith("fr-bx-008", "para.part", "Au Jardin de Léa est-il ouvert le jeudi ?", "Oui, le jeudi, la boutique est ouverte de 9 h à 19 h 30.", FLOWERS, True),
    w.faith("fr-bx-009", "para.combine", "Comment les coureurs du Marathon des Quais sont-ils ravitaillés ?", "Sur les 42,195 kilomètres du parcours, un ravitaillement est prévu tous les 5 kilomètres.", MARATHON, True),
    w.faith("fr-bx-010", "fmt.number", "Combien coûte un lot de cartes de visite à l'Imprimerie du Port ?", "Un lot de trois cents cartes de visite coûte trente-deux euros.", PRINT_SHOP, True),
    w.faith("fr-bx-011", "fmt.thousands", "À quelle altitude se trouve le refuge du Pic Blanc ?", "Il se trouve à 2680 mètres d'altitude.", HUT, True),
    w.faith("fr-bx-012", "fmt.scale", "Quel dénivelé faut-il monter depuis le parking des Chalets ?", "La montée représente 1,15 km de dénivelé et dure environ trois heures et demie.", HUT, True),
    w.faith("fr-bx-013", "fmt.date", "Quand le Ciné-Toit fonctionne-t-il ?", "Du 20/06 au 31/08.", CINEMA, True),
    w.faith("fr-bx-014", "fmt.time", "Quels sont les horaires des Petits Pas ?", "Du lundi au vendredi, de huit heures moins le quart du matin à six heures et quart du soir.", KINDERGARTEN, True),
    w.faith("fr-bx-015", "fmt.unit", "À quelle température l'eau sort-elle de la source de la Roche-Bleue ?", "Elle sort à 37 degrés Celsius.", SPA, True),
    w.faith("fr-bx-016", "fmt.abbrev", "Quelle est la longueur du parcours du Marathon des Quais ?", "Le parcours fait 42,195 km, avec un ravitaillement tous les 5 km.", MARATHON, True),
    w.faith("fr-bx-017", "fmt.currency", "Combien coûte le diagnostic chez Répar'PC ?", "Le diagnostic coûte 35 euros, déduits de la facture si vous faites faire la réparation.", REPAIR, True),
    w.faith("fr-bx-018", "fmt.range", "Combien coûte le remplacement d'un écran de portable chez Répar'PC ?", "Au minimum 100 € et au maximum 250 €, selon le modèle.", REPAIR, True),
    w.faith("fr-bx-019", "fmt.period", "Combien de temps le bureau des objets trouvés conserve-t-il les objets ?", "Pendant un trimestre ; ils sont ensuite vendus aux enchères ou donnés.", LOST_FOUND, True),
    w.faith("fr-bx-020", "fmt.share", "Combien paient les enfants de moins de 10 ans aux thermes ?", "Ils paient 50 % du tarif adulte et doivent être accompagnés d'un adulte.", SPA, True),
    w.faith("fr-bx-021", "para.except", "Dois-je payer pour récupérer mon portefeuille perdu ?", "Non. Les portefeuilles et les papiers d'identité sont rendus sans frais ; les autres objets coûtent 8 € chacun.", LOST_FOUND, True),
    w.faith("fr-bx-022", "wrap.opener", "Combien coûte une place au Ciné-Toit ?", "Bonne question ! La place coûte 11 €, couverture comprise.", CINEMA, True),
    w.faith("fr-bx-023", "wrap.closer", "Quel jour Répar'PC est-elle fermée ?", "La boutique est fermée le lundi. J'espère que cela vous aide !", REPAIR, True),
    w.faith("fr-bx-024", "wrap.attribution", "Où se trouve le bureau des objets trouvés ?", "D'après le document, il se trouve au rez-de-chaussée de la mairie, bureau 007.", LOST_FOUND, True),
    w.faith("fr-bx-025", "wrap.hedge", "Qui enseigne la guitare électrique à l'école Six Cordes ?", "Je pense que c'est Inès Garnier, une ancienne élève du fondateur, Julien Moreau.", GUITAR_SCHOOL, True),
    w.faith("fr-bx-026", "wrap.question", "Combien de temps les fleurs coupées d'Au Jardin de Léa restent-elles fraîches ?", "Elles sont garanties fraîches pendant six jours. Voulez-vous aussi des informations sur la livraison ?", FLOWERS, True),
    w.faith("fr-bx-027", "value.number", "Combien de temps dure la garantie chez Répar'PC ?", "Les réparations sont garanties 60 jours, sauf dégâts des eaux.", REPAIR, False),
    w.faith("fr-bx-028", "value.date", "Jusqu'à quand dure la saison du Ciné-Toit ?", "La saison dure jusqu'au 30 septembre.", CINEMA, False),
    w.faith("fr-bx-029", "value.time", "Quand une commande du jour est-elle prête à l'Imprimerie du Port ?", "Si l'on commande avant 10 h, la commande est prête le jour même à 14 h.", PRINT_SHOP, False),
    w.faith("fr-bx-030", "value.unit", "À quelle altitude est situé le refuge du Pic Blanc ?", "Le refuge est situé à 2 680 pieds d'altitude.", HUT, False),
    w.faith("fr-bx-031", "value.currency", "Combien coûtent les matinées seules aux Petits Pas ?", "Les matinées seules coûtent 320 € par mois.", KINDERGARTEN, False),
    w.faith("fr-bx-032", "role.swap", "Qui est le propriétaire d'Au Jardin de Léa ?", "Le propriétaire est Mathis Caron, et Léa Fontaine est sa fleuriste : c'est elle qui compose les bouquets de mariée.", FLOWERS, False),
    w.faith("fr-bx-033", "negation", "Que se passe-t-il si j'annule un cours de guitare moins de 48 heures avant ?", "Dans ce cas, le cours n'est pas dû.", GUITAR_SCHOOL, False),
    w.faith("fr-bx-034", "antonym", "Quels bassins les Thermes de la Roche-Bleue proposent-ils ?", "Trois bassins intérieurs alimentés par une source.", SPA, False),
    w.faith("fr-bx-035", "modality", "Les parents peuvent-ils rester avec leur enfant la première semaine ?", "Oui : pendant la première semaine, les parents doivent rester dans la salle du groupe jusqu'à une heure et demie par jour.", KINDERGARTEN, False),
    w.faith("fr-bx-036", "quantifier", "Que reçoivent les coureurs à l'arrivée du Marathon des Quais ?", "Tous les finishers reçoivent une médaille et un tee-shirt.", MARATHON, False),
    w.faith("fr-bx-037", "value.except", "Pour quels objets faut-il payer des frais au bureau des objets trouvés ?", "Seuls les portefeuilles et les papiers d'identité coûtent 8 € ; tous les autres objets sont rendus gratuitement.", LOST_FOUND, False),
    w.faith("fr-bx-038", "direction", "Quand le bar du Ciné-Toit ouvre-t-il ?", "Le bar ouvre une heure après le début du film.", CINEMA, False),
    w.faith("fr-bx-039", "added.fact", "À quelle heure le dîner est-il servi au refuge du Pic Blanc ?", "Le dîner est servi à 19 h, et il est toujours végétarien.", HUT, False),
    w.faith("fr-bx-040", "added.entity", "Qui s'occupe de l'imprimante grand format à l'Imprimerie du Port ?", "C'est l'apprenti Lucas Petit, formé par Sophie Martin, qui s'en occupe avec la graphiste Élodie Renard.", PRINT_SHOP, False),
    w.faith("fr-bx-041", "mixed", "Combien coûte la livraison chez Au Jardin de Léa ?", "La livraison en ville coûte 9 €, et 15 € pour les communes voisines.", FLOWERS, False),
]

REFUSAL = [
    w.refusal("fr-bx-042", "refusal.plain", "L'Imprimerie du Port a-t-elle un parking pour les clients ?", "Je ne sais pas si l'imprimerie dispose d'un parking pour les clients.", PRINT_SHOP, True),
    w.refusal("fr-bx-043", "refusal.context", "Y a-t-il une prime pour le vainqueur du Marathon des Quais ?", "Le contexte fourni ne mentionne aucune prime ; je ne peux donc pas répondre.", MARATHON, True),
    w.refusal("fr-bx-044", "refusal.short", "Les chiens sont-ils acceptés au Ciné-Toit ?", "Je ne sais pas.", CINEMA, True),
    w.refusal("fr-bx-045", "refusal.long", "Les Thermes de la Roche-Bleue proposent-ils des massages ?", "Merci pour votre question. J'ai parcouru les informations sur les Thermes de la Roche-Bleue : elles décrivent les bassins, les tarifs, les horaires et l'âge minimum pour le sauna, mais ne parlent à aucun moment de massages. Je ne suis donc malheureusement pas en mesure de vous dire si des massages y sont proposés. Le mieux serait de vous renseigner directement auprès de l'accueil des thermes.", SPA, True),
    w.refusal("fr-bx-046", "refusal.hedged", "Combien coûte la demi-pension au refuge du Pic Blanc ?", "Je n'en suis pas tout à fait sûr, mais il me semble que la demi-pension coûte 62 €, dîner et petit-déjeuner compris.", HUT, False),
    w.refusal("fr-bx-047", "refusal.partial", "Combien coûte la journée complète aux Petits Pas, et le déjeuner est-il compris ?", "La journée complète coûte 450 € par mois ; en revanche, les informations dont je dispose ne disent pas si le déjeuner est compris.", KINDERGARTEN, False),
]

CORRECTNESS = [
    w.correct("fr-bx-048", "correct.wordy", "Qui remet les objets d'une valeur supérieure à 500 € au bureau des objets trouvés ?", "Les objets de valeur, c'est-à-dire ceux qui valent plus de 500 €, sont gardés dans un coffre, et la seule personne habilitée à les remettre est la responsable du bureau, Nathalie Girard.", "Uniquement la responsable, Nathalie Girard.", True),
    w.correct("fr-bx-049", "correct.short", "Qui est la supérieure d'Hugo Lefèvre chez Répar'PC ?", "Camille Bernard.", "Hugo Lefèvre, le technicien, travaille sous la direction de la responsable, Camille Bernard.", True),
    w.correct("fr-bx-050", "correct.format", "Quand a lieu le Marathon des Quais ?", "Le 19/10/2025.", "Le dimanche 19 octobre 2025.", True),
    w.correct("fr-bx-051", "wrong.value", "Combien coûte un carnet de dix cours à l'école Six Cordes ?", "Un carnet de dix cours coûte 450 €.", "Un carnet de dix cours coûte 400 €.", False),
    w.correct("fr-bx-052", "wrong.echo", "À quelle heure ouvre le bar du Ciné-Toit ?", "Le bar du Ciné-Toit ouvre à 22 h.", "À 21 h, une heure avant le début du film.", False),
    w.correct("fr-bx-053", "wrong.role", "Quel est le lien entre Sophie Martin et Lucas Petit ?", "Lucas Petit est le gérant de l'imprimerie et a formé l'apprentie Sophie Martin.", "Sophie Martin est la gérante et a formé l'apprenti Lucas Petit.", False),
]

RELEVANCY = [
    w.relevant("fr-bx-054", "relevant.direct", "Avant quelle heure faut-il commander chez Au Jardin de Léa pour être livré le jour même ?", "Il faut commander avant midi.", FLOWERS, True),
    w.relevant("fr-bx-055", "relevant.yesno", "Mon fils de 14 ans peut-il aller au sauna de la Roche-Bleue ?", "Non, l'espace sauna est réservé aux personnes de 16 ans et plus.", SPA, True),
    w.relevant("fr-bx-056", "offtopic.true", "Combien coûte l'inscription au Marathon des Quais ?", "Un ravitaillement est installé tous les 5 kilomètres.", MARATHON, False),
    w.relevant("fr-bx-057", "offtopic.other", "À quelle heure ferme le jardin d'enfants Les Petits Pas ?", "Le deuxième enfant d'une même famille a droit à 10 % de réduction.", KINDERGARTEN, False),
]

DIAGNOSIS = [
    w.diag("fr-bx-058", "diag.pass", "Combien de temps prend le remplacement d'un écran de portable chez Répar'PC ?", "En général trois jours ouvrés.", {"repar-pc": REPAIR, "marathon-des-quais": MARATHON}, ("repar-pc",), "pass"),
    w.diag("fr-bx-059", "diag.offtopic", "Pendant combien de jours les fleurs coupées d'Au Jardin de Léa sont-elles garanties fraîches ?", "Au Jardin de Léa est tenu depuis 2014 par Léa Fontaine.", {"jardin-de-lea": FLOWERS, "roche-bleue": SPA}, ("jardin-de-lea",), "fix_generation"),
    w.diag("fr-bx-060", "diag.unfaithful", "Combien de transats y a-t-il au Ciné-Toit ?", "Il y a 160 transats.", {"cine-toit": CINEMA, "six-cordes": GUITAR_SCHOOL}, ("cine-toit",), "fix_generation"),
    w.diag("fr-bx-061", "diag.refused", "Quels jours peut-on récupérer un objet au bureau des objets trouvés ?", "Désolé, les documents n'indiquent pas quels jours on peut récupérer un objet.", {"objets-trouves": LOST_FOUND, "pic-blanc": HUT}, ("objets-trouves",), "fix_generation"),
    w.diag("fr-bx-062", "diag.missed", "Combien de temps dure la montée du parking des Chalets au refuge du Pic Blanc ?", "Les documents fournis n'indiquent pas la durée de la montée.", {"roche-bleue": SPA, "imprimerie-du-port": PRINT_SHOP}, ("pic-blanc",), "fix_retrieval"),
    w.diag("fr-bx-063", "diag.correct_refusal", "L'école Six Cordes propose-t-elle des cours en ligne ?", "Les documents fournis ne précisent pas si l'école propose des cours en ligne.", {"six-cordes": GUITAR_SCHOOL, "jardin-de-lea": FLOWERS}, (), "correct_refusal"),
    w.diag("fr-bx-064", "diag.should_refuse", "Y a-t-il un parking pour les coureurs près de la place de la République ?", "Oui, le jour de la course, les coureurs peuvent se garer gratuitement au parking souterrain de la place de la République.", {"marathon-des-quais": MARATHON, "petits-pas": KINDERGARTEN}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
