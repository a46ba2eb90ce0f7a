"""French cases of fresh set br: a tailor (Atelier Lefèvre), an escape room (Le Cadenas
d'Or), a residents' parking permit office (Point Stationnement Résidents de Bordeaux), a
music festival (Les Nuits du Lac), a dog grooming salon (Patte de Velours), a car wash
(Bulles d'Azur), an observatory (Observatoire du Pic des Étoiles), a mobile phone plan
(Azur Mobile Libre 40 Go), a community garden (Jardin partagé des Lilas) and a hot-air
balloon ride (Montgolfières du Périgord)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

TAILOR = (
    "L'Atelier Lefèvre, au 8 rue Crébillon à Nantes, est tenu par le maître tailleur Bernard Lefèvre ; sa nièce Camille Roux s'occupe des essayages et des retouches. "
    "Un ourlet de pantalon coûte 15 €, et le remplacement d'une fermeture éclair 20 €. "
    "Un costume sur mesure coûte à partir de 950 € et demande six semaines de travail, deux essayages compris. "
    "Les retouches sont prêtes en 5 jours ouvrés, sauf les tenues de mariage, qui demandent au moins 12 jours ouvrés. "
    "L'atelier est ouvert du mardi au samedi, de 9 h 30 à 18 h 30."
)

ESCAPE = (
    "Le Cadenas d'Or, à Lille, propose trois salles : le Coffre-fort, le Sous-marin et la Crypte. "
    "Chaque salle accueille de 3 à 6 joueurs, et une partie dure 60 minutes. "
    "La partie coûte 24 € par joueur en semaine et 28 € par joueur le week-end. "
    "Les joueurs doivent arriver au moins 15 minutes avant leur créneau pour le briefing de sécurité avec la maîtresse du jeu, Inès Bouchard. "
    "Certaines énigmes de la Crypte nécessitent une lampe UV, fournie sur place. "
    "Les enfants de moins de 12 ans ne peuvent jouer qu'accompagnés d'un adulte."
)

PARKING = (
    "Le Point Stationnement Résidents de Bordeaux se trouve au bureau 12 de l'annexe de l'hôtel de ville. "
    "Il est ouvert du lundi au vendredi de 8 h 30 à 16 h 30, sauf le jeudi, où il n'ouvre qu'à 13 h. "
    "La carte résident coûte 45 € par an pour le premier véhicule et 90 € pour le second, et chaque foyer peut en avoir au maximum deux. "
    "Il faut obligatoirement présenter un justificatif de domicile de moins de trois mois et le certificat d'immatriculation du véhicule. "
    "Les cartes 2025 sont valables du 1er janvier au 31 décembre 2025. "
    "La demande peut aussi se faire en ligne sur le site de la ville."
)

FESTIVAL = (
    "Le festival Les Nuits du Lac a lieu du 11 au 13 juillet 2025 au parc des Marquisats, à Annecy. "
    "Les portes ouvrent à 16 h chaque jour, et la musique s'arrête à 23 h 30 le vendredi et le samedi, et à 22 h le dimanche. "
    "La tête d'affiche du samedi est Les Vents Contraires, un quatuor venu de Bruxelles. "
    "Le festival est organisé par sa directrice, Sophie Garnier. "
    "Le pass trois jours coûte 119 € et le billet journée 49 € ; les enfants de moins de 8 ans entrent gratuitement avec un adulte payant. "
    "Les bouteilles en verre sont interdites, mais les gourdes vides jusqu'à 75 cl sont autorisées."
)

GROOMING = (
    "Le salon de toilettage Patte de Velours est tenu par la toiletteuse Élodie Perrin et son fils Lucas. "
    "Un toilettage complet coûte 42 € pour un petit chien et 65 € pour un grand chien ; au-delà de 15 kg, un chien est considéré comme grand. "
    "La coupe des griffes seule coûte 9 € et se fait sans rendez-vous. "
    "Chaque toilettage complet comprend le bain, le séchage et le nettoyage des oreilles, mais le démêlage est facturé en plus, 8 € par quart d'heure. "
    "Le salon ne toilette pas les chiens vaccinés depuis moins de 48 heures."
)

CARWASH = (
    "La station de lavage Bulles d'Azur, à Marseille, est ouverte tous les jours de 7 h à 21 h. "
    "Le lavage extérieur simple coûte 8 €, et la formule Confort, qui ajoute l'aspiration intérieure et le brillant pneus, 16 €. "
    "Les utilitaires et les SUV paient un supplément de 3 € sur chaque formule. "
    "Avec un carnet de 10 lavages, on n'en paie que 8. "
    "Selon le gérant, Karim Benali, les véhicules de plus de 2,10 mètres de haut ne peuvent pas passer dans le tunnel automatique et sont lavés à la main."
)

OBSERVATORY = (
    "L'Observatoire du Pic des Étoiles se trouve à 1100 mètres d'altitude, à 25 km à l'ouest de Clermont-Ferrand. "
    "Son télescope principal est un réflecteur de 80 cm installé en 2001. "
    "Les soirées d'observation publiques ont lieu tous les samedis d'avril à octobre à 21 h et coûtent 12 € pour les adultes et 6 € pour les enfants. "
    "Si le ciel est couvert, la soirée est maintenue avec une séance de planétarium à la place de l'observation au télescope. "
    "Le directeur de l'observatoire, le Dr Antoine Mercier, donne la conférence d'ouverture."
)

PHONE = (
    "Le forfait Libre 40 Go d'Azur Mobile coûte 9,99 € par mois, sans engagement. "
    "Il comprend les appels et SMS illimités en France et 40 Go de données ; au-delà, le débit est réduit à 1 Mbit/s, sans frais supplémentaires. "
    "Les appels vers les fixes de 50 pays sont inclus dans la limite de 1000 minutes par mois. "
    "Pour toute souscription avant le 30 juin 2025, les six premiers mois sont à moitié prix. "
    "Les appels vers les numéros surtaxés ne sont pas compris et coûtent 0,80 € la minute."
)

GARDEN = (
    "Le Jardin partagé des Lilas, à Montreuil, compte 28 parcelles de 2 mètres sur 5, louées 25 € par an. "
    "Chaque jardinier doit participer à au moins deux des quatre journées collectives de la saison. "
    "Le portail est ouvert tous les jours de 8 h à 20 h, sauf le lundi, où il reste fermé jusqu'à midi pour l'entretien. "
    "Les outils de l'abri commun peuvent être empruntés pendant 14 jours au maximum. "
    "La coordinatrice, Nadia Haddad, tient la liste d'attente, qui compte actuellement 15 noms."
)

BALLOON = (
    "Montgolfières du Périgord décolle de la prairie de Beynac d'avril à octobre. "
    "Les vols partent au lever du soleil, et les passagers doivent être sur le terrain de décollage 30 minutes avant. "
    "Le vol lui-même dure environ une heure, et l'expérience complète, avec le gonflage, l'atterrissage et une coupe de champagne, prend de 3 à 4 heures. "
    "Une place coûte 229 € ; les passagers doivent peser au plus 115 kg et mesurer au moins 1,30 m. "
    "Le pilote, Julien Delmas, annule le vol si le vent dépasse 20 km/h."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-br-001", "para.reorder", "Combien coûtent un ourlet et une fermeture éclair ?", "Le remplacement d'une fermeture éclair coûte 20 €, et un ourlet de pantalon 15 €.", TAILOR, True),
    w.faith("fr-br-002", "para.passive", "Qui s'occupe des essayages ?", "Les essayages et les retouches sont assurés par Camille Roux, la nièce du maître tailleur Bernard Lefèvre.", TAILOR, True),
    w.faith("fr-br-003", "para.synonym", "Quand faut-il arriver avant notre partie ?", "Il faut se présenter au minimum un quart d'heure avant le créneau, pour les consignes de sécurité données par la maîtresse du jeu, Inès Bouchard.", ESCAPE, True),
    w.faith("fr-br-004", "para.nominal", "Que faut-il apporter pour demander une carte résident ?", "La demande nécessite la présentation d'un justificatif de domicile de moins de trois mois et du certificat d'immatriculation du véhicule.", PARKING, True),
    w.faith("fr-br-005", "para.capital", "D'où vient la tête d'affiche du samedi ?", "La tête d'affiche du samedi, Les Vents Contraires, est un quatuor venu de Belgique.", FESTIVAL, True),
    w.faith("fr-br-006", "para.pronoun", "Qui tient le salon Patte de Velours ?", "Élodie Perrin le tient avec son fils Lucas ; c'est elle la toiletteuse.", GROOMING, True),
    w.faith("fr-br-007", "para.relative", "Que dit le gérant à propos des véhicules hauts ?", "Karim Benali, qui gère la station, explique que les véhicules de plus de 2,10 mètres ne passent pas dans le tunnel automatique et sont lavés à la main.", CARWASH, True),
    w.faith("fr-br-008", "para.part", "Y a-t-il des soirées d'observation en juillet ?", "Oui : juillet fait partie de la saison d'avril à octobre, donc il y a une soirée publique chaque samedi à 21 h.", OBSERVATORY, True),
    w.faith("fr-br-009", "para.combine", "Que comprend le forfait Libre 40 Go ?", "Pour 9,99 € par mois sans engagement, il comprend les appels et SMS illimités en France ainsi que 40 Go de données.", PHONE, True),
    w.faith("fr-br-010", "fmt.number", "Combien de salles compte le Cadenas d'Or ?", "Il compte 3 salles : le Coffre-fort, le Sous-marin et la Crypte.", ESCAPE, True),
    w.faith("fr-br-011", "fmt.thousands", "Combien de minutes vers l'étranger sont incluses ?", "Les appels vers les fixes de 50 pays sont inclus jusqu'à 1 000 minutes par mois.", PHONE, True),
    w.faith("fr-br-012", "fmt.scale", "À partir de quel poids un chien est-il considéré comme grand ?", "Un chien est considéré comme grand au-delà de 15 000 grammes.", GROOMING, True),
    w.faith("fr-br-013", "fmt.date", "Quelle est la période de validité des cartes 2025 ?", "Les cartes 2025 sont valables du 01/01/2025 au 31/12/2025.", PARKING, True),
    w.faith("fr-br-014", "fmt.time", "À quelle heure finit la musique le samedi ?", "Le samedi, la musique s'arrête à onze heures et demie du soir.", FESTIVAL, True),
    w.faith("fr-br-015", "fmt.unit", "Où se trouve exactement l'observatoire ?", "Il est à 1100 m d'altitude, à vingt-cinq kilomètres à l'ouest de Clermont-Ferrand.", OBSERVATORY, True),
    w.faith("fr-br-016", "fmt.abbrev", "Y a-t-il une hauteur maximale pour le tunnel ?", "Oui, au-dessus de 2,10 m, les véhicules ne passent pas dans le tunnel et sont lavés à la main.", CARWASH, True),
    w.faith("fr-br-017", "fmt.currency", "Combien coûte le remplacement d'une fermeture éclair ?", "Il coûte 20 euros.", TAILOR, True),
    w.faith("fr-br-018", "fmt.range", "Combien de temps dure l'expérience en montgolfière ?", "Gonflage, atterrissage et coupe de champagne compris, il faut compter au minimum 3 heures et au maximum 4 heures.", BALLOON, True),
    w.faith("fr-br-019", "fmt.period", "Combien de temps peut-on garder un outil de l'abri ?", "On peut emprunter les outils de l'abri commun pendant deux semaines au maximum.", GARDEN, True),
    w.faith("fr-br-020", "fmt.share", "Y a-t-il une promotion à la souscription ?", "Oui : en souscrivant avant le 30 juin 2025, vous avez 50 % de réduction sur les six premiers mois.", PHONE, True),
    w.faith("fr-br-021", "para.except", "Puis-je passer au bureau le jeudi matin ?", "Non, le jeudi matin le bureau est fermé : il n'ouvre qu'à 13 h ce jour-là, alors que les autres jours de semaine il ouvre dès 8 h 30.", PARKING, True),
    w.faith("fr-br-022", "wrap.opener", "Les utilitaires paient-ils plus cher ?", "Bonne question ! Oui, les utilitaires et les SUV paient 3 € de plus sur chaque formule.", CARWASH, True),
    w.faith("fr-br-023", "wrap.closer", "Que se passe-t-il si le ciel est couvert ?", "La soirée est maintenue, avec une séance de planétarium à la place de l'observation au télescope. Je vous souhaite un beau ciel dégagé !", OBSERVATORY, True),
    w.faith("fr-br-024", "wrap.attribution", "Que se passe-t-il une fois les 40 Go épuisés ?", "D'après la description du forfait, le débit est alors réduit à 1 Mbit/s, sans frais supplémentaires.", PHONE, True),
    w.faith("fr-br-025", "wrap.hedge", "Quelle est la taille d'une parcelle et combien coûte-t-elle ?", "Je crois que chaque parcelle fait 2 mètres sur 5 et se loue 25 € par an.", GARDEN, True),
    w.faith("fr-br-026", "wrap.question", "Combien coûte une place en montgolfière ?", "Une place coûte 229 €. Voulez-vous aussi connaître les limites de poids et de taille ?", BALLOON, True),
    w.faith("fr-br-027", "value.number", "Y a-t-il des conditions pour les passagers ?", "Oui, il faut peser au plus 115 kg et mesurer au moins 1,50 m.", BALLOON, False),
    w.faith("fr-br-028", "value.date", "Jusqu'à quand ma carte 2025 est-elle valable ?", "Votre carte 2025 est valable jusqu'au 31 janvier 2026.", PARKING, False),
    w.faith("fr-br-029", "value.time", "À quelle heure ouvrent les portes du festival ?", "Les portes ouvrent à 14 h chaque jour.", FESTIVAL, False),
    w.faith("fr-br-030", "value.unit", "Combien coûte le toilettage complet d'un grand chien ?", "Il coûte 65 € ; un chien est considéré comme grand au-delà de 15 livres.", GROOMING, False),
    w.faith("fr-br-031", "value.currency", "Combien coûte le lavage extérieur simple ?", "Le lavage extérieur simple coûte 8 dollars.", CARWASH, False),
    w.faith("fr-br-032", "role.swap", "Qui tient l'Atelier Lefèvre ?", "L'atelier est tenu par la maîtresse tailleuse Camille Roux, et Bernard Lefèvre s'occupe des essayages et des retouches.", TAILOR, False),
    w.faith("fr-br-033", "negation", "Faut-il prendre rendez-vous pour couper les griffes ?", "Oui, la coupe des griffes seule coûte 9 € et se fait uniquement sur rendez-vous.", GROOMING, False),
    w.faith("fr-br-034", "antonym", "Y a-t-il une offre pour les nouveaux clients ?", "Pour toute souscription avant le 30 juin 2025, les six derniers mois sont à moitié prix.", PHONE, False),
    w.faith("fr-br-035", "modality", "Comment demander une carte résident ?", "La demande doit obligatoirement se faire en ligne sur le site de la ville.", PARKING, False),
    w.faith("fr-br-036", "quantifier", "Faut-il une lampe UV dans la Crypte ?", "Toutes les énigmes de la Crypte nécessitent une lampe UV, fournie sur place.", ESCAPE, False),
    w.faith("fr-br-037", "value.except", "Quand le portail du jardin est-il ouvert ?", "Le portail reste fermé jusqu'à midi tous les jours sauf le lundi, où il ouvre dès 8 h.", GARDEN, False),
    w.faith("fr-br-038", "direction", "Où se trouve l'Observatoire du Pic des Étoiles ?", "Il se trouve à 1100 mètres d'altitude, à 25 km à l'est de Clermont-Ferrand.", OBSERVATORY, False),
    w.faith("fr-br-039", "added.fact", "Que comprend l'expérience en montgolfière ?", "L'expérience complète dure de 3 à 4 heures avec le gonflage, l'atterrissage et une coupe de champagne, et chaque passager reçoit un diplôme de vol signé par le pilote.", BALLOON, False),
    w.faith("fr-br-040", "added.entity", "Qui organise Les Nuits du Lac ?", "Le festival est organisé par sa directrice, Sophie Garnier, avec l'office de tourisme du lac d'Annecy.", FESTIVAL, False),
    w.faith("fr-br-041", "mixed", "Combien de parcelles compte le jardin ?", "Le jardin compte 28 parcelles, et chaque jardinier reçoit gratuitement un sac de compost.", GARDEN, False),
]

REFUSAL = [
    w.refusal("fr-br-042", "refusal.plain", "L'Atelier Lefèvre répare-t-il les vestes en cuir ?", "Je ne sais pas, désolé.", TAILOR, True),
    w.refusal("fr-br-043", "refusal.context", "Peut-on se garer près du Cadenas d'Or ?", "Le texte fourni ne parle pas du stationnement à proximité, je ne peux donc pas répondre.", ESCAPE, True),
    w.refusal("fr-br-044", "refusal.short", "Le salon toilette-t-il aussi les chats ?", "Aucune idée.", GROOMING, True),
    w.refusal("fr-br-045", "refusal.long", "Peut-on réserver une observation privée à l'observatoire ?", "Merci pour votre question. Malheureusement, les informations dont je dispose sur l'Observatoire du Pic des Étoiles ne portent que sur les soirées publiques, leurs tarifs et ce qui se passe quand le ciel est couvert ; rien n'y est dit sur les observations privées. Je vous conseille de contacter directement l'observatoire, et je suis désolé de ne pas pouvoir vous aider davantage.", OBSERVATORY, True),
    w.refusal("fr-br-046", "refusal.hedged", "Combien coûte la formule Confort ?", "Je n'en suis pas tout à fait sûr, mais il me semble qu'elle coûte 16 €.", CARWASH, False),
    w.refusal("fr-br-047", "refusal.partial", "Combien coûte le pass trois jours, et peut-on camper sur place ?", "Le pass trois jours coûte 119 €. En revanche, je n'ai rien trouvé sur le camping.", FESTIVAL, False),
]

CORRECTNESS = [
    w.correct("fr-br-048", "correct.wordy", "Combien coûte une place chez Montgolfières du Périgord ?", "Merci pour votre question ! Si vous souhaitez embarquer avec Montgolfières du Périgord, sachez que le prix à payer pour une seule place est de 229 €.", "Une place coûte 229 €.", True),
    w.correct("fr-br-049", "correct.short", "Combien de temps peut-on emprunter les outils du jardin partagé ?", "14 jours au maximum.", "Les outils de l'abri commun peuvent être empruntés pendant 14 jours au maximum.", True),
    w.correct("fr-br-050", "correct.format", "À quelle heure commencent les soirées d'observation publiques ?", "À neuf heures du soir.", "Les soirées d'observation publiques commencent à 21 h.", True),
    w.correct("fr-br-051", "wrong.value", "Combien coûte la carte résident pour un premier véhicule ?", "Elle coûte 60 € par an.", "La carte résident coûte 45 € par an pour le premier véhicule.", False),
    w.correct("fr-br-052", "wrong.echo", "Qu'ajoute la formule Confort ?", "La formule Confort ajoute un lavage confort à la formule.", "La formule Confort ajoute l'aspiration intérieure et le brillant pneus.", False),
    w.correct("fr-br-053", "wrong.role", "Qui est le maître tailleur de l'Atelier Lefèvre, et qui fait les essayages ?", "La maîtresse tailleuse est Camille Roux, et c'est Bernard Lefèvre qui fait les essayages et les retouches.", "Le maître tailleur est Bernard Lefèvre ; sa nièce Camille Roux s'occupe des essayages et des retouches.", False),
]

RELEVANCY = [
    w.relevant("fr-br-054", "relevant.direct", "Combien coûte le forfait Libre 40 Go par mois ?", "Le forfait Libre 40 Go coûte 9,99 € par mois.", PHONE, True),
    w.relevant("fr-br-055", "relevant.yesno", "Est-ce que je paierai un supplément si je dépasse 40 Go ?", "Non, au-delà de 40 Go le débit est simplement réduit à 1 Mbit/s, sans frais supplémentaires.", PHONE, True),
    w.relevant("fr-br-056", "offtopic.true", "Combien coûte la location d'une parcelle ?", "La coordinatrice, Nadia Haddad, tient la liste d'attente.", GARDEN, False),
    w.relevant("fr-br-057", "offtopic.other", "Quand les passagers doivent-ils arriver au terrain de décollage ?", "Une montgolfière s'élève parce que l'air chauffé dans l'enveloppe est plus léger que l'air plus frais qui l'entoure.", BALLOON, False),
]

DIAGNOSIS = [
    w.diag("fr-br-058", "diag.pass", "Quand a lieu le festival Les Nuits du Lac ?", "Il a lieu du 11 au 13 juillet 2025 au parc des Marquisats, à Annecy.", {"festival-info": FESTIVAL, "garden-rules": GARDEN}, ("festival-info",), "pass"),
    w.diag("fr-br-059", "diag.offtopic", "Combien coûte la coupe des griffes chez Patte de Velours ?", "La station Bulles d'Azur est ouverte tous les jours de 7 h à 21 h.", {"grooming-prices": GROOMING, "carwash-info": CARWASH}, ("grooming-prices",), "fix_generation"),
    w.diag("fr-br-060", "diag.unfaithful", "Combien coûte une partie au Cadenas d'Or le week-end ?", "Le week-end, la partie coûte 32 € par joueur.", {"escape-rooms": ESCAPE, "tailor-shop": TAILOR}, ("escape-rooms",), "fix_generation"),
    w.diag("fr-br-061", "diag.refused", "Combien coûtent les appels vers les numéros surtaxés avec le forfait Libre 40 Go ?", "Désolé, les documents n'indiquent pas le prix des appels vers les numéros surtaxés.", {"phone-plan": PHONE, "observatory": OBSERVATORY}, ("phone-plan",), "fix_generation"),
    w.diag("fr-br-062", "diag.missed", "À partir de quelle vitesse de vent le vol en montgolfière est-il annulé ?", "Les documents trouvés ne mentionnent aucune limite de vent pour les vols en montgolfière.", {"tailor-shop": TAILOR, "carwash-info": CARWASH}, ("balloon-flights",), "fix_retrieval"),
    w.diag("fr-br-063", "diag.correct_refusal", "Peut-on obtenir une carte résident pour une moto à Bordeaux ?", "Les documents ne précisent pas si la carte résident est délivrée pour les motos, je ne peux donc pas répondre.", {"parking-office": PARKING, "garden-rules": GARDEN}, (), "correct_refusal"),
    w.diag("fr-br-064", "diag.should_refuse", "L'Observatoire du Pic des Étoiles a-t-il un café ?", "Oui, l'observatoire a un café au rez-de-chaussée, ouvert pendant les soirées d'observation.", {"observatory": OBSERVATORY, "festival-info": FESTIVAL}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
