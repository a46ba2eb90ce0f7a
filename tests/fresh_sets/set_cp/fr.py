"""Fresh set cp, French: agence de location de voitures, refuge de montagne, imprimerie, prêt de livres numériques, salon de tatouage, club de tennis, club de jazz, escape game, bar à chats et entreprise de déménagement."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

RENTAL = (
    "L'agence Nordauto est ouverte tous les jours sauf le dimanche, de 7 h 30 à 19 h. "
    "Les conducteurs doivent avoir au moins 21 ans et présenter un permis valide au retrait du véhicule. "
    "Une citadine coûte 45 € par jour et un SUV 78 € par jour. "
    "Chaque location comprend 250 km par jour ; chaque kilomètre supplémentaire est facturé 0,30 €. "
    "Toutes les locations aller simple sont validées par la directrice d'agence, Claire Morel."
)
HUT = (
    "Le refuge de la Combe Blanche est situé à 2 340 mètres d'altitude et compte 48 lits répartis dans six dortoirs. "
    "En 2025, il est ouvert du 15 juin au 30 septembre. "
    "La nuitée coûte 38 € pour un adulte, et les membres du Club alpin paient moitié prix. "
    "Le dîner est servi à 18 h 30, et le silence est de rigueur à partir de 22 h. "
    "Le gardien, Bernard Roux, prend les réservations par téléphone, et chaque randonneur doit apporter son propre drap de sac."
)
PRINT = (
    "L'imprimerie L'Encrier a été fondée en 2009 par Julien Perrin et emploie 7 personnes. "
    "Elle imprime 1 200 cartes de visite pour 96 €, et une affiche A1 coûte 24 €. "
    "Les commandes standard sont prêtes sous deux jours ouvrés ; les commandes express sont prêtes en 24 heures et coûtent 50 % de plus. "
    "Les fichiers doivent être envoyés en PDF. "
    "La boutique est ouverte du lundi au vendredi, de 8 h à 18 h."
)
EBOOK = (
    "Les adhérents de la médiathèque des Tilleuls peuvent emprunter jusqu'à cinq livres numériques à la fois. "
    "Chaque prêt dure 21 jours et se termine automatiquement ; il n'y a donc pas de pénalités de retard. "
    "Le prêt numérique est gratuit pour tous les adhérents. "
    "Un titre réservé est mis de côté pendant 3 jours dès qu'il devient disponible. "
    "Le catalogue numérique est fourni par la BnF."
)
TATTOO = (
    "Le salon Orchidée Noire est ouvert tous les jours sauf le lundi, de 12 h à 21 h. "
    "Les clients doivent avoir au moins 18 ans et présenter une pièce d'identité avec photo. "
    "Un acompte de 60 € est demandé pour réserver un rendez-vous ; le salon le rembourse si le client annule au moins 48 heures avant le rendez-vous. "
    "Hugo Lefèvre est spécialisé dans le trait fin, tandis que Léa Fontaine réalise les motifs traditionnels. "
    "Le tarif horaire est de 140 €, avec un minimum de 80 €."
)
TENNIS = (
    "Le Tennis Club des Ormes a été fondé en 1962 et possède 8 courts, dont 3 couverts. "
    "L'adhésion annuelle coûte 420 €, et les moins de 18 ans paient 150 €. "
    "Les membres peuvent réserver un court jusqu'à 7 jours à l'avance, pour 90 minutes maximum par réservation. "
    "L'entraîneuse principale, Sophie Garnier, anime des cours collectifs le mardi et le jeudi à 18 h. "
    "La tenue blanche est conseillée, mais pas obligatoire."
)
JAZZ = (
    "La Lanterne Bleue ouvre ses portes à 20 h, et le premier set commence à 21 h. "
    "Les billets coûtent 25 € sur place et 20 € en ligne. "
    "Le groupe maison, le Trio Marlow, joue tous les vendredis ; le samedi, ce sont des artistes invités qui se produisent. "
    "Le club accueille 120 personnes et ne prend pas de réservations de table. "
    "Les photos sans flash sont autorisées, mais pas les vidéos."
)
ESCAPE = (
    "L'escape game « L'Observatoire perdu » accueille de 2 à 6 joueurs, et une partie dure 60 minutes. "
    "Le prix est de 28 € par joueur. "
    "Chaque équipe peut demander jusqu'à trois indices gratuitement. "
    "Seulement 35 % des équipes parviennent à sortir avant la fin du temps imparti. "
    "Les enfants de moins de 12 ans doivent être accompagnés d'un adulte."
)
CATS = (
    "Le Café Moustache accueille 11 chats. "
    "Tous ont été adoptés au refuge municipal. "
    "L'entrée coûte 12 € de l'heure, une boisson comprise. "
    "Les enfants de moins de 8 ans ne sont pas admis. "
    "Le café est ouvert du mercredi au dimanche, de 10 h à 20 h, et il est interdit de prendre les chats dans les bras."
)
MOVING = (
    "Déménagements Éclair est installé à Paris, la capitale de la France. "
    "Un camion avec deux déménageurs coûte 120 € de l'heure, avec un minimum de trois heures. "
    "Le grand camion transporte jusqu'à 3,5 tonnes. "
    "Les déménagements du week-end doivent être réservés au moins 10 jours à l'avance. "
    "L'assurance couvre les dommages jusqu'à 5 000 € par déménagement, et les pianos ne sont déplacés que par l'équipe spécialisée de Marc Dubois."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-cp-001", "para.reorder", "À quelle heure est le dîner au refuge ?", "À 18 h 30, le dîner est servi.", HUT, True),
    w.faith("fr-cp-002", "para.passive", "Qui valide les locations aller simple chez Nordauto ?", "La directrice d'agence, Claire Morel, valide toutes les locations aller simple.", RENTAL, True),
    w.faith("fr-cp-003", "para.synonym", "Combien de personnes travaillent à L'Encrier ?", "L'imprimerie compte 7 salariés.", PRINT, True),
    w.faith("fr-cp-004", "para.nominal", "Est-ce que je récupère mon acompte si j'annule ?", "Oui : en cas d'annulation au moins 48 heures avant le rendez-vous, l'acompte fait l'objet d'un remboursement.", TATTOO, True),
    w.faith("fr-cp-005", "para.capital", "Où est installé Déménagements Éclair ?", "L'entreprise est installée dans la capitale française, Paris.", MOVING, True),
    w.faith("fr-cp-006", "para.pronoun", "Qui anime les cours collectifs au Tennis Club des Ormes ?", "C'est Sophie Garnier, l'entraîneuse principale. Elle les anime le mardi et le jeudi à 18 h.", TENNIS, True),
    w.faith("fr-cp-007", "para.relative", "Qui joue à la Lanterne Bleue le vendredi ?", "Tous les vendredis joue le Trio Marlow, qui est le groupe maison du club.", JAZZ, True),
    w.faith("fr-cp-008", "para.part", "Combien de temps dure une partie de « L'Observatoire perdu » ?", "Une partie dure 60 minutes.", ESCAPE, True),
    w.faith("fr-cp-009", "para.combine", "Combien de chats y a-t-il au Café Moustache, et d'où viennent-ils ?", "Le café accueille 11 chats, tous adoptés au refuge municipal.", CATS, True),
    w.faith("fr-cp-010", "fmt.number", "Combien de livres numériques puis-je emprunter en même temps ?", "Vous pouvez en emprunter jusqu'à 5 à la fois.", EBOOK, True),
    w.faith("fr-cp-011", "fmt.thousands", "Combien de cartes de visite ai-je pour 96 € ?", "Pour 96 €, L'Encrier imprime 1200 cartes de visite.", PRINT, True),
    w.faith("fr-cp-012", "fmt.scale", "Quelle charge le grand camion peut-il transporter ?", "Le grand camion transporte jusqu'à 3 500 kilos.", MOVING, True),
    w.faith("fr-cp-013", "fmt.date", "Quand le refuge est-il ouvert cette saison ?", "Il est ouvert du 15/06/2025 au 30/09/2025.", HUT, True),
    w.faith("fr-cp-014", "fmt.time", "À quelle heure commence le concert à la Lanterne Bleue ?", "Le premier set commence à 9 heures du soir.", JAZZ, True),
    w.faith("fr-cp-015", "fmt.unit", "Combien de kilomètres sont inclus dans une location ?", "Chaque location comprend 250 kilomètres par jour.", RENTAL, True),
    w.faith("fr-cp-016", "fmt.abbrev", "Qui fournit le catalogue numérique de la médiathèque ?", "Il est fourni par la Bibliothèque nationale de France.", EBOOK, True),
    w.faith("fr-cp-017", "fmt.currency", "Combien coûte l'entrée au Café Moustache ?", "L'entrée coûte 12 euros de l'heure, boisson comprise.", CATS, True),
    w.faith("fr-cp-018", "fmt.range", "Combien de temps puis-je réserver un court ?", "Une réservation ne peut pas dépasser 90 minutes.", TENNIS, True),
    w.faith("fr-cp-019", "fmt.period", "Combien de temps dure un prêt numérique ?", "Un prêt dure trois semaines.", EBOOK, True),
    w.faith("fr-cp-020", "fmt.share", "Combien paient les membres du Club alpin pour une nuit au refuge ?", "Ils paient 50 % du tarif adulte.", HUT, True),
    w.faith("fr-cp-021", "para.except", "Le salon Orchidée Noire est-il ouvert le lundi ?", "Non, le salon est fermé le lundi.", TATTOO, True),
    w.faith("fr-cp-022", "wrap.opener", "Combien coûte un camion avec des déménageurs chez Éclair ?", "Bonne question ! Un camion avec deux déménageurs coûte 120 € de l'heure.", MOVING, True),
    w.faith("fr-cp-023", "wrap.closer", "Combien coûte l'adhésion annuelle au club ?", "L'adhésion annuelle coûte 420 €. J'espère que cela vous aide !", TENNIS, True),
    w.faith("fr-cp-024", "wrap.attribution", "Quel âge faut-il avoir pour louer une voiture chez Nordauto ?", "D'après les conditions de location de Nordauto, les conducteurs doivent avoir au moins 21 ans.", RENTAL, True),
    w.faith("fr-cp-025", "wrap.hedge", "Les jeunes enfants peuvent-ils venir au Café Moustache ?", "Si je ne me trompe pas, les enfants de moins de 8 ans ne sont pas admis.", CATS, True),
    w.faith("fr-cp-026", "wrap.question", "Combien coûte un billet en ligne pour la Lanterne Bleue ?", "En ligne, le billet coûte 20 €. Voulez-vous aussi connaître le prix sur place ?", JAZZ, True),
    w.faith("fr-cp-027", "value.number", "Combien de lits compte le refuge de la Combe Blanche ?", "Le refuge compte 56 lits répartis dans six dortoirs.", HUT, False),
    w.faith("fr-cp-028", "value.date", "En quelle année le Tennis Club des Ormes a-t-il été fondé ?", "Le club a été fondé en 1968.", TENNIS, False),
    w.faith("fr-cp-029", "value.time", "À quelle heure ferme le Café Moustache ?", "Le Café Moustache ferme à 21 h.", CATS, False),
    w.faith("fr-cp-030", "value.unit", "Combien de temps un livre réservé reste-t-il de côté ?", "Dès qu'il devient disponible, un titre réservé est mis de côté pendant 3 semaines.", EBOOK, False),
    w.faith("fr-cp-031", "value.currency", "Combien coûte une affiche A1 à L'Encrier ?", "Une affiche A1 coûte 42 €.", PRINT, False),
    w.faith("fr-cp-032", "role.swap", "Qui dois-je voir pour un tatouage en trait fin ?", "C'est Léa Fontaine qui est spécialisée dans le trait fin.", TATTOO, False),
    w.faith("fr-cp-033", "negation", "Peut-on réserver une table à la Lanterne Bleue ?", "Oui, le club prend les réservations de table.", JAZZ, False),
    w.faith("fr-cp-034", "antonym", "Le prêt de livres numériques est-il gratuit ?", "Non, le prêt numérique est payant pour les adhérents.", EBOOK, False),
    w.faith("fr-cp-035", "modality", "Y a-t-il une tenue exigée au club ?", "Oui, la tenue blanche est obligatoire.", TENNIS, False),
    w.faith("fr-cp-036", "quantifier", "La plupart des équipes réussissent-elles à sortir de « L'Observatoire perdu » ?", "Oui, la plupart des équipes sortent avant la fin du temps imparti.", ESCAPE, False),
    w.faith("fr-cp-037", "value.except", "Nordauto est-elle ouverte le dimanche ?", "Oui, l'agence est ouverte le dimanche, de 7 h 30 à 19 h.", RENTAL, False),
    w.faith("fr-cp-038", "direction", "Combien de temps à l'avance faut-il réserver un déménagement le week-end ?", "Les déménagements du week-end doivent être réservés au maximum 10 jours à l'avance.", MOVING, False),
    w.faith("fr-cp-039", "added.fact", "En combien de temps une commande standard est-elle prête ?", "Les commandes standard sont prêtes sous deux jours ouvrés, et la livraison en ville est gratuite.", PRINT, False),
    w.faith("fr-cp-040", "added.entity", "Quel est le programme du vendredi à la Lanterne Bleue ?", "Le vendredi, le groupe maison, le Trio Marlow, joue avec la chanteuse Inès Carré.", JAZZ, False),
    w.faith("fr-cp-041", "mixed", "À combien peut-on jouer à « L'Observatoire perdu » ?", "Le jeu accueille de 2 à 6 joueurs, et chaque joueur repart avec une photo souvenir.", ESCAPE, False),
]
REFUSAL = [
    w.refusal("fr-cp-042", "refusal.plain", "Le salon Orchidée Noire fait-il aussi des piercings ?", "Je suis désolé, je n'ai pas cette information.", TATTOO, True),
    w.refusal("fr-cp-043", "refusal.context", "Y a-t-il du wifi au refuge de la Combe Blanche ?", "Les documents fournis ne précisent pas s'il y a du wifi au refuge.", HUT, True),
    w.refusal("fr-cp-044", "refusal.short", "Comment s'appellent les chats du Café Moustache ?", "Aucune idée.", CATS, True),
    w.refusal("fr-cp-045", "refusal.long", "Déménagements Éclair fait-il des déménagements à l'étranger ?", "Merci pour votre question ! Malheureusement, les documents dont je dispose ne parlent pas du tout des déménagements à l'étranger. Ils précisent le tarif horaire, la durée minimale, le délai de réservation pour le week-end et l'assurance, mais rien sur l'international. Je vous conseille de contacter directement Déménagements Éclair pour le savoir.", MOVING, True),
    w.refusal("fr-cp-046", "refusal.hedged", "Combien de courts a le Tennis Club des Ormes ?", "Je n'en suis pas tout à fait sûr, mais je crois que le club a 8 courts.", TENNIS, False),
    w.refusal("fr-cp-047", "refusal.partial", "Combien coûtent les billets à la Lanterne Bleue, et y a-t-il une consommation minimum ?", "Les billets coûtent 25 € sur place et 20 € en ligne. En revanche, les documents ne disent rien d'une consommation minimum.", JAZZ, False),
]
CORRECTNESS = [
    w.correct("fr-cp-048", "correct.wordy", "Qui a fondé l'imprimerie L'Encrier ?", "L'Encrier existe depuis 2009, et c'est Julien Perrin qui l'a fondée.", "Julien Perrin.", True),
    w.correct("fr-cp-049", "correct.short", "Combien de temps dure une partie de « L'Observatoire perdu » ?", "60 minutes.", "Une partie de « L'Observatoire perdu » dure 60 minutes, à compter de la fermeture de la porte.", True),
    w.correct("fr-cp-050", "correct.format", "À quelle heure ferme l'agence Nordauto ?", "À 7 heures du soir.", "À 19 h.", True),
    w.correct("fr-cp-051", "wrong.value", "Combien coûte l'entrée au Café Moustache ?", "15 € de l'heure.", "12 € de l'heure, une boisson comprise.", False),
    w.correct("fr-cp-052", "wrong.echo", "Combien de temps dure un prêt de livre numérique à la médiathèque des Tilleuls ?", "Un prêt de livre numérique à la médiathèque des Tilleuls dure le temps d'un prêt de livre numérique à la médiathèque des Tilleuls.", "21 jours.", False),
    w.correct("fr-cp-053", "wrong.role", "Quel tatoueur de l'Orchidée Noire réalise les motifs traditionnels ?", "Hugo Lefèvre.", "Léa Fontaine.", False),
]
RELEVANCY = [
    w.relevant("fr-cp-054", "relevant.direct", "Jusqu'à quelle heure peut-on discuter le soir au refuge ?", "Le silence est de rigueur à partir de 22 h.", HUT, True),
    w.relevant("fr-cp-055", "relevant.yesno", "Puis-je réserver un court une semaine à l'avance ?", "Oui, les membres peuvent réserver jusqu'à 7 jours à l'avance.", TENNIS, True),
    w.relevant("fr-cp-056", "offtopic.true", "Dans quel format dois-je envoyer mon fichier ?", "La boutique est ouverte du lundi au vendredi, de 8 h à 18 h.", PRINT, False),
    w.relevant("fr-cp-057", "offtopic.other", "Combien d'indices avons-nous dans « L'Observatoire perdu » ?", "Le prix est de 28 € par joueur.", ESCAPE, False),
]
DIAGNOSIS = [
    w.diag("fr-cp-058", "diag.pass", "Combien coûte un SUV par jour chez Nordauto ?", "Un SUV coûte 78 € par jour.", {"rental": RENTAL, "jazz": JAZZ}, ("rental",), "pass"),
    w.diag("fr-cp-059", "diag.offtopic", "Quels jours le Café Moustache est-il ouvert ?", "L'entrée coûte 12 € de l'heure, une boisson comprise.", {"cats": CATS, "tennis": TENNIS}, ("cats",), "fix_generation"),
    w.diag("fr-cp-060", "diag.unfaithful", "Quelle est la durée minimale de réservation chez Déménagements Éclair ?", "La durée minimale est d'une heure.", {"moving": MOVING, "rental": RENTAL}, ("moving",), "fix_generation"),
    w.diag("fr-cp-061", "diag.refused", "Combien de temps un livre numérique réservé est-il mis de côté ?", "Désolé, je ne trouve pas cette information dans les documents.", {"ebook": EBOOK, "print": PRINT}, ("ebook",), "fix_generation"),
    w.diag("fr-cp-062", "diag.missed", "Quel âge faut-il avoir pour se faire tatouer à l'Orchidée Noire ?", "Je n'ai trouvé aucune limite d'âge pour l'Orchidée Noire dans les documents.", {"hut": HUT, "print": PRINT}, ("tattoo",), "fix_retrieval"),
    w.diag("fr-cp-063", "diag.correct_refusal", "Peut-on manger à la Lanterne Bleue ?", "Mes sources ne disent pas si la Lanterne Bleue sert à manger.", {"jazz": JAZZ, "cats": CATS}, (), "correct_refusal"),
    w.diag("fr-cp-064", "diag.should_refuse", "« L'Observatoire perdu » est-il accessible en fauteuil roulant ?", "Oui, la salle est entièrement accessible en fauteuil roulant.", {"escape": ESCAPE, "moving": MOVING}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
