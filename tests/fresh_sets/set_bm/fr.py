"""French cases of fresh set bm. Scenarios: la clinique vétérinaire des Tilleuls, le Pass
Breizh Liberté, l'atelier photo « Lumière d'automne » à Paris, l'application de livres
numériques « PagesNomades » de la médiathèque de Villeneuve, la salle d'escalade Le
Vertical, le traiteur Saveurs & Partage, l'auto-école Feu Vert, le camping Les Pins Dorés,
la boutique de réparation Répar'Phone et l'Auditorium des Cordeliers."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

VET = "La clinique vétérinaire des Tilleuls, à Nantes, est ouverte du lundi au samedi de 8 h 30 à 19 h et fermée le dimanche. La Dre Claire Morel est la chirurgienne en chef de la clinique, et le Dr Hugo Lefèvre s'occupe des soins dentaires. Une consultation standard coûte 45 €, et la vaccination d'un chat ou d'un chien coûte 60 € par dose. Les chiens de plus de 20 kg doivent être pesés à l'accueil avant toute anesthésie. En dehors des horaires d'ouverture, les appels d'urgence sont transférés à la clinique vétérinaire de l'Erdre, située à 9 km."

TRAIN = "Le Pass Breizh Liberté coûte 159 € et permet de voyager sans limite en 2e classe pendant 7 jours en Bretagne. Les voyageurs de moins de 26 ans bénéficient d'une réduction de 25 % sur le pass. La réservation d'une place n'est obligatoire que dans les TGV et coûte 4 € par trajet. Le pass doit être activé à un guichet de gare avant le premier trajet. Il est valable dans tous les TER et Intercités, sauf dans le train de nuit pour Paris."

WORKSHOP = "L'atelier photo « Lumière d'automne » a lieu à Paris du 18 au 20 octobre 2025. La photographe Élise Garnier anime l'atelier, et le technicien lumière Karim Benali l'assiste. Les frais d'inscription s'élèvent à 450 € et comprennent trois déjeuners, mais pas l'hébergement. Les participants doivent apporter un appareil photo avec réglage manuel de l'exposition ; les smartphones ne sont pas acceptés. Le groupe est limité à 8 personnes, et les inscriptions sont closes le 30 septembre."

LIBRARY = "La médiathèque de Villeneuve prête des livres numériques via son application gratuite « PagesNomades ». Chaque abonné peut emprunter jusqu'à 5 livres numériques à la fois, et chaque prêt dure 21 jours. Un titre peut être prolongé une fois, sauf si un autre lecteur l'a réservé. Les livres audio comptent dans la même limite de 5 titres. Les enfants de moins de 13 ans ont besoin de l'accord d'un parent pour ouvrir un compte. Il n'y a pas de pénalités de retard, car les prêts expirent automatiquement."

GYM = "La salle d'escalade Le Vertical ouvre à 7 h en semaine et à 9 h 30 le week-end, et elle ferme à 22 h 30 tous les jours. Une entrée coûte 15 €, et une carte de 10 entrées coûte 130 €. Les nouveaux grimpeurs doivent suivre une initiation à la sécurité de 30 minutes avant de grimper. L'escalade sur corde n'est autorisée qu'avec un partenaire titulaire d'un brevet d'assureur ; l'espace de bloc n'est pas soumis à cette règle. Les chaussons d'escalade se louent 4 €."

CATERING = "Le traiteur Saveurs & Partage s'occupe d'événements de 20 à 250 invités. Son buffet coûte 27 € par personne, et un dîner servi à l'assiette en trois plats coûte 48 € par personne. Chaque menu comprend au moins un plat végétalien. Les commandes doivent être confirmées au moins 15 jours avant l'événement, et la moitié du prix total est versée comme acompte à la réservation. L'entreprise a été fondée en 2011 par le chef Julien Roche et Amélie Caron. Amélie Caron dirige aussi le service commercial."

DRIVING = "L'auto-école Feu Vert propose un forfait de 20 leçons de conduite d'une heure pour 1 150 €. Les leçons ont lieu du lundi au vendredi, de 8 h à 19 h. Les élèves doivent avoir obtenu le code de la route avant leur première leçon. Le moniteur Thomas Girard enseigne sur boîte manuelle, et la monitrice Nadia Haddad sur boîte automatique. Toute leçon annulée moins de 48 heures à l'avance est facturée en totalité."

CAMPSITE = "Le camping Les Pins Dorés est ouvert du 15 avril au 30 septembre. Un emplacement pour tente coûte 22 € la nuit pour 4 personnes au maximum, et chaque personne supplémentaire paie 5 € par nuit. Le silence est de rigueur de 22 h à 7 h. Les feux de camp ne sont autorisés que dans les braseros en métal et sont totalement interdits lorsque le risque d'incendie est élevé. La plage du lac se trouve à 300 mètres de l'accueil, et les chiens sont acceptés en laisse."

REPAIR = "Répar'Phone répare les téléphones dans sa boutique de la rue Gambetta. Le remplacement d'un écran prend environ 1 h 30 et coûte entre 79 € et 219 € selon le modèle. Le remplacement de la batterie coûte 49 € et se fait pendant que vous patientez. Chaque réparation est garantie 6 mois, sauf les réparations de dégâts des eaux, qui ne sont pas garanties. La boutique est tenue par Mathieu Renaud. La technicienne Inès Benoît s'occupe de la récupération des données."

CONCERT = "L'Auditorium des Cordeliers compte 1 900 places : 1 300 à l'orchestre et 600 au balcon. Les portes ouvrent 45 minutes avant chaque représentation, et les retardataires ne sont admis qu'au premier entracte. Les billets de la série symphonique du vendredi coûtent de 25 € à 95 €. Les étudiants munis d'une carte valide peuvent acheter des places de dernière minute à 10 € une heure avant le spectacle. L'orchestre résident est dirigé par Sophie Delaunay, et son violon solo est Antoine Mercier."

# fmt: off
FAITHFULNESS = [
    w.faith("fr-bm-001", "para.reorder", "Quand la clinique vétérinaire des Tilleuls est-elle ouverte ?", "Le dimanche, elle est fermée ; du lundi au samedi, vous pouvez venir entre 8 h 30 et 19 h.", VET, True),
    w.faith("fr-bm-002", "para.passive", "Qui anime l'atelier « Lumière d'automne » ?", "L'atelier est animé par la photographe Élise Garnier, et elle est assistée par le technicien lumière Karim Benali.", WORKSHOP, True),
    w.faith("fr-bm-003", "para.synonym", "Combien de livres numériques puis-je emprunter en même temps sur PagesNomades ?", "Un abonné peut avoir au maximum 5 livres numériques en prêt simultanément.", LIBRARY, True),
    w.faith("fr-bm-004", "para.nominal", "Que doivent faire les nouveaux grimpeurs au Vertical avant de grimper ?", "Le suivi d'une initiation à la sécurité de 30 minutes est obligatoire pour les nouveaux grimpeurs avant toute escalade.", GYM, True),
    w.faith("fr-bm-005", "para.capital", "Dans quelle ville se déroule l'atelier « Lumière d'automne » ?", "Dans la capitale française.", WORKSHOP, True),
    w.faith("fr-bm-006", "para.pronoun", "Sur quel type de boîte Nadia Haddad enseigne-t-elle ?", "Elle enseigne sur boîte automatique.", DRIVING, True),
    w.faith("fr-bm-007", "para.relative", "Qui a fondé le traiteur Saveurs & Partage ?", "Il a été fondé en 2011 par le chef Julien Roche et par Amélie Caron, qui dirige aussi le service commercial.", CATERING, True),
    w.faith("fr-bm-008", "para.part", "Combien de places l'Auditorium des Cordeliers compte-t-il au balcon ?", "600 des places se trouvent au balcon.", CONCERT, True),
    w.faith("fr-bm-009", "para.combine", "Qui tient Répar'Phone, et qui s'y occupe de la récupération des données ?", "Mathieu Renaud tient la boutique, où la technicienne Inès Benoît se charge de la récupération des données.", REPAIR, True),
    w.faith("fr-bm-010", "fmt.number", "Pour combien de personnes vaut le tarif de base d'un emplacement aux Pins Dorés ?", "Le tarif de 22 € la nuit vaut pour quatre personnes au maximum.", CAMPSITE, True),
    w.faith("fr-bm-011", "fmt.thousands", "Combien de places compte l'Auditorium des Cordeliers ?", "Il compte 1900 places au total.", CONCERT, True),
    w.faith("fr-bm-012", "fmt.scale", "À quelle distance de l'accueil se trouve la plage du lac ?", "La plage du lac n'est qu'à 0,3 km de l'accueil.", CAMPSITE, True),
    w.faith("fr-bm-013", "fmt.date", "Quand a lieu l'atelier « Lumière d'automne » ?", "Du 18/10/2025 au 20/10/2025.", WORKSHOP, True),
    w.faith("fr-bm-014", "fmt.time", "À quelle heure ferme la salle Le Vertical ?", "Elle ferme tous les jours à dix heures et demie du soir.", GYM, True),
    w.faith("fr-bm-015", "fmt.unit", "Quels chiens doivent être pesés avant une anesthésie à la clinique des Tilleuls ?", "Les chiens de plus de 20 kilogrammes doivent être pesés à l'accueil avant toute anesthésie.", VET, True),
    w.faith("fr-bm-016", "fmt.abbrev", "Quand ont lieu les leçons à l'auto-école Feu Vert ?", "Du lun. au ven., de 8 h à 19 h.", DRIVING, True),
    w.faith("fr-bm-017", "fmt.currency", "Combien coûte le buffet de Saveurs & Partage ?", "Le buffet coûte 27 euros par personne.", CATERING, True),
    w.faith("fr-bm-018", "fmt.range", "Combien coûtent les billets de la série symphonique du vendredi ?", "Le billet le moins cher coûte 25 € et le plus cher 95 €.", CONCERT, True),
    w.faith("fr-bm-019", "fmt.period", "Combien de temps dure un prêt sur PagesNomades ?", "Chaque prêt dure trois semaines.", LIBRARY, True),
    w.faith("fr-bm-020", "fmt.share", "Combien faut-il verser à la réservation chez Saveurs & Partage ?", "À la réservation, on verse un acompte de 50 % du prix total.", CATERING, True),
    w.faith("fr-bm-021", "para.except", "Quelles réparations sont garanties chez Répar'Phone ?", "Toutes les réparations sont garanties 6 mois, à la seule exception de celles des dégâts des eaux.", REPAIR, True),
    w.faith("fr-bm-022", "wrap.opener", "Combien coûte le Pass Breizh Liberté ?", "Bonne question ! Le Pass Breizh Liberté coûte 159 € et permet de voyager sans limite en 2e classe pendant 7 jours.", TRAIN, True),
    w.faith("fr-bm-023", "wrap.closer", "Quelles sont les heures de silence au camping Les Pins Dorés ?", "Le silence est demandé de 22 h à 7 h. Je vous souhaite un excellent séjour !", CAMPSITE, True),
    w.faith("fr-bm-024", "wrap.attribution", "Y a-t-il des pénalités de retard sur PagesNomades ?", "D'après les informations de la médiathèque, il n'y a pas de pénalités de retard, puisque les prêts expirent automatiquement.", LIBRARY, True),
    w.faith("fr-bm-025", "wrap.hedge", "Combien coûte une carte de 10 entrées au Vertical ?", "Je crois qu'une carte de 10 entrées coûte 130 €.", GYM, True),
    w.faith("fr-bm-026", "wrap.question", "Combien coûte la vaccination de mon chien à la clinique des Tilleuls ?", "La vaccination d'un chien coûte 60 € par dose. Voulez-vous aussi connaître le prix d'une consultation standard ?", VET, True),
    w.faith("fr-bm-027", "value.number", "Combien de temps dure l'initiation à la sécurité au Vertical ?", "L'initiation à la sécurité des nouveaux grimpeurs dure 45 minutes.", GYM, False),
    w.faith("fr-bm-028", "value.date", "Quand le camping Les Pins Dorés est-il ouvert ?", "Le camping est ouvert du 15 avril au 31 octobre.", CAMPSITE, False),
    w.faith("fr-bm-029", "value.time", "Jusqu'à quelle heure ont lieu les leçons chez Feu Vert ?", "Les leçons ont lieu en semaine jusqu'à 20 h.", DRIVING, False),
    w.faith("fr-bm-030", "value.unit", "Où sont transférés les appels d'urgence en dehors des horaires de la clinique ?", "Ils sont transférés à la clinique vétérinaire de l'Erdre, située à 9 miles.", VET, False),
    w.faith("fr-bm-031", "value.currency", "Combien coûte la réservation d'une place dans un TGV avec le pass ?", "La réservation coûte 4 dollars par trajet.", TRAIN, False),
    w.faith("fr-bm-032", "role.swap", "Qui enseigne sur boîte manuelle chez Feu Vert ?", "C'est Nadia Haddad qui enseigne sur boîte manuelle, et Thomas Girard sur boîte automatique.", DRIVING, False),
    w.faith("fr-bm-033", "negation", "Puis-je participer à l'atelier avec seulement mon smartphone ?", "Oui, les smartphones sont acceptés à l'atelier.", WORKSHOP, False),
    w.faith("fr-bm-034", "antonym", "Quand les feux de camp sont-ils totalement interdits aux Pins Dorés ?", "Ils sont totalement interdits lorsque le risque d'incendie est faible.", CAMPSITE, False),
    w.faith("fr-bm-035", "modality", "Dois-je activer le Pass Breizh Liberté avant de voyager ?", "L'activation est facultative : vous pouvez faire activer le pass à un guichet de gare avant votre premier trajet, mais vous n'y êtes pas obligé.", TRAIN, False),
    w.faith("fr-bm-036", "quantifier", "Les menus de Saveurs & Partage proposent-ils un plat végétalien ?", "Seuls certains menus comprennent un plat végétalien.", CATERING, False),
    w.faith("fr-bm-037", "value.except", "Une réparation de dégâts des eaux est-elle garantie chez Répar'Phone ?", "Oui : la garantie de 6 mois ne concerne que les réparations de dégâts des eaux.", REPAIR, False),
    w.faith("fr-bm-038", "direction", "Quand une leçon annulée chez Feu Vert est-elle facturée en totalité ?", "Une leçon est facturée en totalité si vous l'annulez plus de 48 heures à l'avance.", DRIVING, False),
    w.faith("fr-bm-039", "added.fact", "Puis-je prolonger un prêt sur PagesNomades ?", "Oui, un titre peut être prolongé une fois si personne ne l'a réservé, et la prolongation ajoute 14 jours au prêt.", LIBRARY, False),
    w.faith("fr-bm-040", "added.entity", "Qui dirige l'orchestre résident de l'Auditorium des Cordeliers ?", "Sophie Delaunay le dirige, avec l'aide de son chef assistant, Lucas Ferrand.", CONCERT, False),
    w.faith("fr-bm-041", "mixed", "Peut-on louer des chaussons d'escalade au Vertical ?", "Oui, les chaussons se louent 4 €, et on peut aussi louer un sac à magnésie pour 2 €.", GYM, False),
]

REFUSAL = [
    w.refusal("fr-bm-042", "refusal.plain", "La clinique vétérinaire des Tilleuls soigne-t-elle les reptiles ?", "Je suis désolé, je ne sais pas si la clinique soigne les reptiles.", VET, True),
    w.refusal("fr-bm-043", "refusal.context", "Le Pass Breizh Liberté est-il remboursable ?", "Le contexte fourni ne dit rien sur le remboursement du pass, je ne peux donc pas répondre à partir de ces informations.", TRAIN, True),
    w.refusal("fr-bm-044", "refusal.short", "Y a-t-il du Wi-Fi au camping Les Pins Dorés ?", "Je ne sais pas.", CAMPSITE, True),
    w.refusal("fr-bm-045", "refusal.long", "Répar'Phone répare-t-il aussi les tablettes ?", "Merci pour votre question. Malheureusement, les informations dont je dispose sur Répar'Phone ne portent que sur la réparation de téléphones, comme le remplacement d'écran ou de batterie, la garantie et la récupération des données, et elles ne mentionnent pas du tout les tablettes. Je ne suis donc pas en mesure de vous dire si la boutique les répare. Le plus sûr serait de contacter directement la boutique. Je suis désolé de ne pas pouvoir vous aider davantage.", REPAIR, True),
    w.refusal("fr-bm-046", "refusal.hedged", "Combien de temps avant un concert les portes de l'Auditorium des Cordeliers ouvrent-elles ?", "Je n'en suis pas tout à fait sûr, mais il me semble que les portes ouvrent 45 minutes avant chaque représentation.", CONCERT, False),
    w.refusal("fr-bm-047", "refusal.partial", "Combien coûte le forfait de 20 leçons chez Feu Vert, et y a-t-il une réduction pour les étudiants ?", "Le forfait de 20 leçons coûte 1 150 €. En revanche, je ne peux pas vous dire s'il existe une réduction pour les étudiants, car les informations n'en parlent pas.", DRIVING, False),
]

CORRECTNESS = [
    w.correct("fr-bm-048", "correct.wordy", "Combien coûte le remplacement de la batterie chez Répar'Phone ?", "Merci de votre question ! Si votre téléphone a besoin d'une nouvelle batterie, Répar'Phone vous facturera 49 € pour ce remplacement, c'est donc le montant à prévoir.", "Le remplacement de la batterie chez Répar'Phone coûte 49 €.", True),
    w.correct("fr-bm-049", "correct.short", "Au maximum, pour combien d'invités le traiteur Saveurs & Partage travaille-t-il ?", "250.", "Saveurs & Partage s'occupe d'événements jusqu'à 250 invités.", True),
    w.correct("fr-bm-050", "correct.format", "À quelle date commence l'atelier « Lumière d'automne » ?", "Le 18/10/25.", "L'atelier commence le 18 octobre 2025.", True),
    w.correct("fr-bm-051", "wrong.value", "Combien de temps dure un prêt de livre numérique à la médiathèque de Villeneuve ?", "Un prêt de livre numérique dure 15 jours.", "Un prêt de livre numérique dure 21 jours.", False),
    w.correct("fr-bm-052", "wrong.echo", "Au moins combien de jours avant l'événement une commande chez Saveurs & Partage doit-elle être confirmée ?", "Une commande chez Saveurs & Partage doit être confirmée au moins 5 jours avant l'événement.", "Les commandes doivent être confirmées au moins 15 jours avant l'événement.", False),
    w.correct("fr-bm-053", "wrong.role", "Qui dirige l'orchestre résident de l'Auditorium des Cordeliers, et qui en est le violon solo ?", "Antoine Mercier dirige l'orchestre, et Sophie Delaunay en est le violon solo.", "L'orchestre résident est dirigé par Sophie Delaunay, et son violon solo est Antoine Mercier.", False),
]

RELEVANCY = [
    w.relevant("fr-bm-054", "relevant.direct", "À quelle heure ouvre la salle Le Vertical le week-end ?", "Le week-end, elle ouvre à 9 h 30.", GYM, True),
    w.relevant("fr-bm-055", "relevant.direct", "Combien paie une personne supplémentaire sur un emplacement aux Pins Dorés ?", "Chaque personne supplémentaire paie 5 € par nuit.", CAMPSITE, True),
    w.relevant("fr-bm-056", "relevant.yesno", "Les livres audio comptent-ils dans la limite d'emprunt de PagesNomades ?", "Oui, les livres audio comptent dans la même limite de 5 titres.", LIBRARY, True),
    w.relevant("fr-bm-057", "offtopic.true", "Combien coûte une consultation standard à la clinique des Tilleuls ?", "Le Dr Hugo Lefèvre s'occupe des soins dentaires à la clinique.", VET, False),
    w.relevant("fr-bm-058", "offtopic.other", "Qui a droit à une réduction sur le Pass Breizh Liberté ?", "Il faut faire activer le pass à un guichet de gare avant le premier trajet.", TRAIN, False),
]

DIAGNOSIS = [
    w.diag("fr-bm-059", "diag.pass", "Combien coûte le dîner en trois plats chez Saveurs & Partage ?", "Le dîner servi à l'assiette en trois plats coûte 48 € par personne.", {"catering": CATERING, "concert": CONCERT}, ("catering",), "pass"),
    w.diag("fr-bm-060", "diag.offtopic", "Combien de temps prend le remplacement d'un écran chez Répar'Phone ?", "Répar'Phone se trouve rue Gambetta et la boutique est tenue par Mathieu Renaud.", {"repair": REPAIR, "library": LIBRARY}, ("repair",), "fix_generation"),
    w.diag("fr-bm-061", "diag.unfaithful", "Combien coûte une entrée à la salle Le Vertical ?", "Une entrée coûte 18 €.", {"gym": GYM, "campsite": CAMPSITE}, ("gym",), "fix_generation"),
    w.diag("fr-bm-062", "diag.refused", "Combien de personnes peuvent participer à l'atelier « Lumière d'automne » ?", "Désolé, les documents ne précisent pas combien de personnes peuvent participer à l'atelier.", {"workshop": WORKSHOP, "driving": DRIVING}, ("workshop",), "fix_generation"),
    w.diag("fr-bm-063", "diag.missed", "Une réparation de dégâts des eaux est-elle garantie chez Répar'Phone ?", "Les documents dont je dispose ne parlent pas des conditions de garantie de Répar'Phone, je ne peux donc pas répondre.", {"vet": VET, "train": TRAIN}, ("repair",), "fix_retrieval"),
    w.diag("fr-bm-064", "diag.correct_refusal", "Combien coûte le parking de l'Auditorium des Cordeliers ?", "Les informations disponibles ne mentionnent pas le parking de l'auditorium, je ne peux donc pas vous en indiquer le prix.", {"concert": CONCERT, "catering": CATERING}, (), "correct_refusal"),
    w.diag("fr-bm-065", "diag.should_refuse", "Peut-on louer des kayaks au camping Les Pins Dorés ?", "Oui, on peut louer des kayaks à l'accueil pour 12 € de l'heure.", {"campsite": CAMPSITE, "gym": GYM}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
