"""French cases of set t36 : carburant et kilométrage d'un loueur de voitures, visites guidées
d'un musée, règles d'arrivée d'un hôtel, bagages d'une compagnie aérienne, excursions d'une
croisière et vélos dans les trains régionaux."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

FUEL = (
    "Chez Loca'Sud, chaque véhicule est remis avec le plein et doit être restitué avec le plein. "
    "À défaut, le carburant manquant est facturé 2,30 € le litre, auxquels s'ajoutent 18 € de frais de service. "
    "Le client peut aussi choisir, au départ, l'option « Plein prépayé » à 70 € forfaitaires, qui le dispense de refaire le plein."
)
MILEAGE = (
    "La formule standard de Loca'Sud inclut 150 km par jour ; chaque kilomètre supplémentaire est facturé 0,35 €. "
    "Les locations de 10 jours ou plus bénéficient du kilométrage illimité, sauf pour les utilitaires. "
    "Au départ, l'agent d'agence relève le compteur et le client signe l'état des lieux."
)
MUSEUM = (
    "Le musée des Beaux-Arts de Valmont propose des visites guidées de la galerie impressionniste tous les jours sauf le mardi. "
    "Les visites commencent à 10 h 15 et à 16 h et durent une heure. "
    "La visite est assurée par la conférencière Claire Dumas, tandis que son collègue Hugo Lefèvre contrôle les billets à l'entrée. "
    "Chaque groupe compte au maximum 20 personnes."
)
MUSEUM_NIGHT = (
    "Le dernier samedi du mois, le conservateur Julien Moreau anime une visite nocturne de la salle des sculptures. "
    "Le billet coûte 16 €, et les moins de 26 ans paient moitié prix. "
    "À la fin de la visite, la restauratrice Inès Garnier présente son atelier. "
    "La visite n'est pas accessible aux enfants de moins de 12 ans."
)
HOTEL = (
    "À l'hôtel Les Tilleuls, les chambres sont disponibles à partir de 15 h et doivent être libérées avant 11 h. "
    "Une arrivée anticipée dès 12 h est possible moyennant 30 €, selon disponibilité. "
    "Les clients qui arrivent après 23 h doivent prévenir la réception à l'avance."
)
HOTEL_DESK = (
    "Une pièce d'identité est demandée à l'arrivée. "
    "En journée, le réceptionniste Paul Girard prend une empreinte de carte bancaire de 60 € par nuit à titre de caution. "
    "La nuit, le veilleur Karim Benali remet les clés aux clients arrivés tard. "
    "La caution est libérée dans les cinq jours ouvrés suivant le départ."
)
BAGGAGE = (
    "Sur les vols Azur Ligne en classe économique, chaque passager peut emporter en cabine un bagage de 10 kg maximum. "
    "Les bagages en soute sont limités à 23 kg ; entre 23 et 32 kg, un supplément de 45 € est demandé. "
    "Au-delà de 32 kg, le bagage est refusé. "
    "Les agents d'enregistrement pèsent les bagages en soute, et les agents d'embarquement étiquettent les bagages cabine trop volumineux."
)
CRUISE = (
    "Les passagers du « Belle Étoile » peuvent réserver leurs excursions jusqu'à 24 heures avant l'escale. "
    "L'excursion à Taormine part du quai à 8 h 30. "
    "L'accompagnatrice Sophie Martin conduit le groupe jusqu'au théâtre antique, où elle le confie au guide local Marco Ricci. "
    "Toute excursion annulée par la compagnie est intégralement remboursée."
)
CRUISE_BOAT = (
    "La sortie en catamaran à Ajaccio coûte 75 € par adulte et 40 € par enfant de 4 à 11 ans. "
    "Les enfants de moins de 4 ans ne sont pas admis. "
    "Les gilets de sauvetage sont fournis par le prestataire. "
    "La sortie dure trois heures et le retour au navire se fait avant 17 h."
)
TRAIN = (
    "Dans les TER de la région Littoral, le vélo voyage gratuitement en dehors des heures de pointe. "
    "En semaine, de 7 h à 9 h et de 17 h à 19 h, seuls les vélos pliés sont acceptés. "
    "Chaque rame dispose de huit emplacements vélo, et le contrôleur peut refuser un vélo supplémentaire lorsqu'ils sont tous occupés."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("fr-t36-001", "para.combine", "Que se passe-t-il si je rends la voiture avec un demi-réservoir ?", "Comme le véhicule doit revenir avec le plein, on vous facturera 2,30 € par litre manquant, plus 18 € de frais de service.", FUEL, True),
    w.faith("fr-t36-002", "para.synonym", "Est-ce que je peux éviter de refaire le plein avant de rendre la voiture ?", "Oui : si vous prenez le Plein prépayé en récupérant la voiture, pour un forfait de 70 €, vous n'avez pas à repasser à la pompe.", FUEL, True),
    w.faith("fr-t36-003", "added.fact", "Comment fonctionne le Plein prépayé ?", "Vous réglez 70 € au départ, et le carburant non utilisé vous est remboursé au retour.", FUEL, False),
    w.faith("fr-t36-004", "value.currency", "À combien s'élèvent les frais de service ?", "Le litre manquant est facturé 2,30 €, avec 28 € de frais de service en plus.", FUEL, False),
    w.faith("fr-t36-005", "para.except", "Un utilitaire loué deux semaines a-t-il le kilométrage illimité ?", "Non, les utilitaires sont les seuls véhicules exclus du kilométrage illimité, même pour une location de dix jours ou plus.", MILEAGE, True),
    w.faith("fr-t36-006", "para.pronoun", "Qui signe l'état des lieux ?", "C'est le client qui le signe ; le relevé du compteur, lui, est fait par l'agent d'agence.", MILEAGE, True),
    w.faith("fr-t36-007", "fmt.currency", "Combien coûte un kilomètre en plus ?", "Au-delà des 150 km inclus chaque jour, le kilomètre est à 35 centimes.", MILEAGE, True),
    w.faith("fr-t36-008", "role.swap", "Qui relève le compteur au départ ?", "C'est le client qui note lui-même le kilométrage, et l'agent d'agence signe l'état des lieux.", MILEAGE, False),
    w.faith("fr-t36-009", "added.fact", "Combien de kilomètres sont compris ?", "150 km par jour, et les kilomètres non parcourus sont reportés sur le lendemain.", MILEAGE, False),
    w.faith("fr-t36-010", "direction", "Quand le kilométrage est-il illimité ?", "Pour les locations de moins de dix jours, utilitaires exceptés.", MILEAGE, False),
    w.faith("fr-t36-011", "para.except", "Y a-t-il une visite guidée le mardi ?", "Non, le mardi est le seul jour sans visite ; les autres jours, il y en a.", MUSEUM, True),
    w.faith("fr-t36-012", "fmt.time", "À quelle heure commencent les visites ?", "À dix heures et quart et à quatre heures de l'après-midi.", MUSEUM, True),
    w.faith("fr-t36-013", "para.combine", "Qui vais-je rencontrer pendant la visite ?", "Hugo Lefèvre vérifie votre billet à l'entrée, et c'est la conférencière Claire Dumas qui vous fait découvrir la galerie impressionniste.", MUSEUM, True),
    w.faith("fr-t36-014", "role.swap", "Qui assure la visite de la galerie ?", "La visite est menée par Hugo Lefèvre, et Claire Dumas s'occupe du contrôle des billets à l'entrée.", MUSEUM, False),
    w.faith("fr-t36-015", "added.fact", "Les groupes sont de quelle taille ?", "Vingt personnes au plus, et la réservation se fait uniquement en ligne.", MUSEUM, False),
    w.faith("fr-t36-016", "fmt.share", "Combien paient les moins de 26 ans ?", "Ils ont droit à 50 % de réduction sur le billet à 16 €.", MUSEUM_NIGHT, True),
    w.faith("fr-t36-017", "para.relative", "Qui anime la visite nocturne ?", "C'est Julien Moreau, le conservateur, qui anime cette visite le dernier samedi de chaque mois.", MUSEUM_NIGHT, True),
    w.faith("fr-t36-018", "role.swap", "Qui présente l'atelier en fin de visite ?", "C'est le conservateur Julien Moreau qui ouvre son atelier à la fin, après une visite animée par la restauratrice Inès Garnier.", MUSEUM_NIGHT, False),
    w.faith("fr-t36-019", "added.fact", "Combien coûte la nocturne ?", "16 €, moitié prix pour les moins de 26 ans, et une coupe de champagne est offerte à chaque participant.", MUSEUM_NIGHT, False),
    w.faith("fr-t36-020", "para.reorder", "Quels sont les horaires d'arrivée et de départ ?", "Avant 11 h, il faut libérer la chambre ; quant à l'arrivée, c'est à partir de 15 h.", HOTEL, True),
    w.faith("fr-t36-021", "wrap.attribution", "J'arrive vers minuit, c'est un problème ?", "D'après le règlement de l'hôtel, les clients arrivant après 23 h doivent avertir la réception au préalable.", HOTEL, True),
    w.faith("fr-t36-022", "para.synonym", "Puis-je avoir ma chambre à midi ?", "Oui, s'il reste une chambre libre, moyennant un supplément de 30 €.", HOTEL, True),
    w.faith("fr-t36-023", "modality", "Faut-il prévenir si on arrive tard ?", "Après 23 h, il est conseillé de prévenir la réception, mais ce n'est pas obligatoire.", HOTEL, False),
    w.faith("fr-t36-024", "added.fact", "Une arrivée anticipée est-elle possible ?", "Oui, dès midi pour 30 € ; et le départ tardif jusqu'à 14 h est offert.", HOTEL, False),
    w.faith("fr-t36-025", "para.passive", "Qui remet les clés la nuit ?", "La nuit, les clés sont remises aux clients arrivés tard par le veilleur, Karim Benali.", HOTEL_DESK, True),
    w.faith("fr-t36-026", "para.nominal", "Quand ma caution sera-t-elle libérée ?", "La libération de la caution intervient au plus tard cinq jours ouvrés après votre départ.", HOTEL_DESK, True),
    w.faith("fr-t36-027", "role.swap", "Qui prend la caution ?", "C'est le veilleur Karim Benali qui prend l'empreinte bancaire, et le réceptionniste Paul Girard remet les clés la nuit.", HOTEL_DESK, False),
    w.faith("fr-t36-028", "quantifier", "Quel est le montant de la caution ?", "Une seule empreinte de 60 € pour tout le séjour, quel que soit le nombre de nuits.", HOTEL_DESK, False),
    w.faith("fr-t36-029", "fmt.unit", "Quel est le poids maximum du bagage cabine ?", "Dix kilos au maximum.", BAGGAGE, True),
    w.faith("fr-t36-030", "para.combine", "Ma valise pèse 25 kg, je peux l'enregistrer ?", "Oui, puisqu'elle dépasse 23 kg sans atteindre 32 kg, vous paierez un supplément de 45 €.", BAGGAGE, True),
    w.faith("fr-t36-031", "para.pronoun", "Et si mon bagage cabine est trop gros ?", "Les agents d'embarquement y poseront une étiquette.", BAGGAGE, True),
    w.faith("fr-t36-032", "role.swap", "Qui pèse les bagages en soute ?", "Ce sont les agents d'embarquement qui pèsent les bagages en soute, tandis que les agents d'enregistrement étiquettent les bagages cabine trop gros.", BAGGAGE, False),
    w.faith("fr-t36-033", "added.fact", "Que faire d'une valise de 34 kg ?", "Elle sera refusée puisqu'elle dépasse 32 kg, mais vous pourrez l'envoyer par fret aérien.", BAGGAGE, False),
    w.faith("fr-t36-034", "fmt.period", "Jusqu'à quand peut-on réserver une excursion ?", "Vous pouvez réserver jusqu'à un jour avant l'escale.", CRUISE, True),
    w.faith("fr-t36-035", "para.pronoun", "Qui nous guide à Taormine ?", "Sophie Martin accompagne le groupe jusqu'au théâtre antique, et là elle le confie au guide local Marco Ricci.", CRUISE, True),
    w.faith("fr-t36-036", "role.swap", "Qui confie le groupe à qui au théâtre antique ?", "Au théâtre antique, le guide local Marco Ricci confie le groupe à l'accompagnatrice Sophie Martin.", CRUISE, False),
    w.faith("fr-t36-037", "added.fact", "Et si la compagnie annule l'excursion ?", "Vous êtes remboursé intégralement, et un avoir de 50 € vous est offert à bord.", CRUISE, False),
    w.faith("fr-t36-038", "para.synonym", "Mon fils a 3 ans, peut-il venir en catamaran ?", "Malheureusement non, la sortie n'accepte pas les enfants de moins de quatre ans.", CRUISE_BOAT, True),
    w.faith("fr-t36-039", "wrap.closer", "Faut-il apporter un gilet de sauvetage ?", "Non, le prestataire en fournit. Bonne sortie en mer !", CRUISE_BOAT, True),
    w.faith("fr-t36-040", "negation", "Les gilets de sauvetage sont-ils fournis ?", "Non, chacun doit apporter son propre gilet.", CRUISE_BOAT, False),
    w.faith("fr-t36-041", "value.time", "À quelle heure rentre-t-on au navire ?", "La sortie dure trois heures, avec un retour à bord avant 18 h.", CRUISE_BOAT, False),
    w.faith("fr-t36-042", "wrap.opener", "Puis-je prendre mon vélo classique à 8 h un mardi ?", "Bonjour ! En semaine entre 7 h et 9 h, seuls les vélos pliés sont acceptés.", TRAIN, True),
    w.faith("fr-t36-043", "wrap.hedge", "Combien de vélos peut-on mettre dans un train ?", "Si je ne me trompe pas, chaque rame compte huit emplacements vélo.", TRAIN, True),
    w.faith("fr-t36-044", "fmt.time", "Et le soir en semaine, je peux monter avec mon vélo ?", "Entre 5 et 7 heures du soir, seuls les vélos pliés sont admis.", TRAIN, True),
    w.faith("fr-t36-045", "added.fact", "Le vélo est-il payant dans le TER ?", "C'est gratuit hors heures de pointe, mais il faut réserver sa place le week-end.", TRAIN, False),
    w.faith("fr-t36-046", "modality", "Que se passe-t-il si les emplacements sont pleins ?", "Même quand tout est occupé, le contrôleur est tenu d'accepter les vélos supplémentaires.", TRAIN, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-t36-047", "correct.wordy", "Quel est le prix de l'option Plein prépayé ?", "L'option Plein prépayé se règle au départ, au prix forfaitaire de soixante-dix euros.", "70 €.", True),
    w.correct("fr-t36-048", "correct.format", "À partir de quelle heure peut-on prendre sa chambre aux Tilleuls ?", "Dès 3 heures de l'après-midi.", "15 h.", True),
    w.correct("fr-t36-049", "correct.wordy", "Combien d'emplacements vélo compte une rame TER de la région Littoral ?", "Chaque rame des TER de la région Littoral dispose en tout de 8 emplacements réservés aux vélos.", "Huit.", True),
    w.correct("fr-t36-050", "correct.format", "Combien de temps dure une visite guidée de la galerie impressionniste ?", "60 minutes.", "Une heure.", True),
    w.correct("fr-t36-051", "wrong.value", "Quel poids peut atteindre un bagage en soute sans supplément ?", "32 kg.", "23 kg.", False),
    w.correct("fr-t36-052", "wrong.role", "Qui anime la visite nocturne de la salle des sculptures ?", "La restauratrice Inès Garnier.", "Le conservateur Julien Moreau.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
