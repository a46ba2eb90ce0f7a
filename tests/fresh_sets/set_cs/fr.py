"""Fresh set cs, French: a flower shop, a marina, a paintball park, allotments, a sightseeing bus, laser game, a photo course, a bookshop café, a seniors' club and racket stringing."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

FLOWERS = (
    "Au Jardin de Lise est une boutique de fleurs de la rue des Tanneurs, tenue par Lise Moreau. "
    "La boutique est ouverte tous les jours sauf le lundi, de 8 h à 18 h. "
    "Un bouquet de douze roses coûte 42 €, et la livraison le jour même dans un rayon de 10 kilomètres coûte 7 €. "
    "Les commandes à livrer doivent être passées avant 14 h. "
    "Le neveu de Lise, Hugo Moreau, conduit la camionnette de livraison. "
    "Les fleurs de mariage doivent être réservées au moins six semaines à l'avance."
)
MARINA = (
    "Le port de plaisance de la Mouette compte 240 places et est géré par la capitaine de port Claire Le Goff. "
    "Une digue de 1,2 kilomètre abrite le port, qui a été reconstruit en 2019 après une tempête. "
    "Les bateaux de passage paient 2,50 € par mètre et par nuit. "
    "Les bateaux de plus de 18 mètres doivent réserver une place à l'avance ; les plus petits peuvent arriver sans réservation. "
    "La station de carburant est ouverte de 7 h à 19 h, de mai à septembre. "
    "Les douches sont gratuites pour les titulaires d'un anneau, et la laverie coûte 4 € par machine."
)
PAINTBALL = (
    "Le parc de paintball Ligne Rouge, près d'Angers, s'étend sur 5 hectares et compte 7 terrains. "
    "Les joueurs doivent avoir au moins 12 ans, et les moins de 16 ans doivent présenter une autorisation signée par un parent. "
    "La formule standard coûte 35 € et comprend 200 billes, un lanceur, un masque et une combinaison. "
    "Les billes supplémentaires coûtent 9 € le sachet de 100. "
    "Le port du masque est obligatoire en permanence sur les terrains. "
    "Le parc est ouvert le samedi et le dimanche de 9 h à 17 h."
)
ALLOTMENT = (
    "L'association des jardins familiaux des Tilleuls gère 86 parcelles chemin du Moulin. "
    "Une parcelle entière mesure 250 mètres carrés et coûte 60 € par an ; une demi-parcelle coûte 35 €. "
    "La moitié des parcelles disposent d'un robinet à proximité. "
    "Les membres doivent participer à au moins deux matinées de travaux collectifs par an. "
    "Les feux sont interdits sauf en novembre. "
    "La liste d'attente compte actuellement 41 noms, et la secrétaire, Martine Giraud, attribue les parcelles libres en mars."
)
BUS = (
    "Le bus touristique Lumière fait découvrir aux visiteurs Paris, la capitale de la France. "
    "Le circuit dure 90 minutes et compte 14 arrêts ; les bus partent de la place de l'Opéra toutes les 20 minutes, de 9 h 30 à 17 h 30. "
    "Le billet 24 heures, avec montée et descente libres, coûte 32 € pour les adultes et 16 € pour les enfants de 5 à 12 ans ; les moins de 5 ans voyagent gratuitement. "
    "Le commentaire audio est disponible en huit langues. "
    "L'impériale est à ciel ouvert, et le niveau inférieur est accessible aux fauteuils roulants."
)
LASER = (
    "Le Photon Arena est une salle de laser game de 800 mètres carrés sur deux niveaux. "
    "Une partie dure 15 minutes et coûte 10 €. "
    "Jusqu'à 24 joueurs peuvent jouer en même temps. "
    "Les anniversaires doivent être réservés au moins 48 heures à l'avance et comprennent deux parties, une pizza et un animateur. "
    "La salle est ouverte du mardi au dimanche de 14 h à 22 h, et les enfants de moins de 7 ans ne peuvent pas jouer."
)
PHOTO = (
    "Le cours de photographie Clair-Obscur dure huit semaines, à raison d'une séance de trois heures chaque jeudi à partir de 18 h 30. "
    "Il est animé par Sophie Lambert, ancienne photographe de presse. "
    "Les frais d'inscription s'élèvent à 290 € et comprennent une carte mémoire de 32 Go. "
    "Les élèves doivent apporter leur propre appareil photo, mais des trépieds peuvent être empruntés au studio. "
    "Chaque session est limitée à 10 élèves. "
    "La prochaine session commence le 6 mars 2025."
)
CAFE = (
    "Le café-librairie La Page Gourmande a été ouvert en 2012 par Julien Mercier et sa sœur Camille. "
    "Il propose environ 9 000 livres d'occasion. "
    "Une théière coûte 3,80 € et une part de gâteau aux carottes 4,50 €. "
    "Les clients peuvent lire n'importe quel livre à table, mais doivent l'acheter pour l'emporter. "
    "Les ordinateurs portables sont autorisés partout sauf dans la salle de lecture à l'étage. "
    "Une soirée poésie a lieu le dernier vendredi de chaque mois à 20 h."
)
SENIOR = (
    "Le foyer des aînés Les Glycines, au 14 avenue des Platanes, accueille les habitants de 60 ans et plus. "
    "L'adhésion coûte 25 € par an. "
    "Un déjeuner chaud est servi à midi en semaine pour 6 €. "
    "Le minibus du foyer vient chercher les adhérents le mardi et le jeudi. "
    "La directrice, Hélène Bertin, a fondé le foyer en 2004 grâce à une subvention du centre communal d'action sociale. "
    "Environ 350 adhérents sont inscrits, et à peu près un quart d'entre eux participent au loto du mercredi."
)
STRINGING = (
    "Cordage Ace recorde les raquettes de tennis à un comptoir situé dans le Tennis Club des Chênes. "
    "Un cordage en synthétique coûte 20 €, corde comprise, et un cordage en boyau naturel 45 €. "
    "Le délai habituel est de 24 heures ; le service express le jour même coûte 8 € de plus si la raquette est déposée avant 11 h. "
    "La cordeuse, Nadia Benali, corde des raquettes depuis 15 ans. "
    "Des tensions de 18 à 30 kilos sont possibles, et les membres du club bénéficient d'une remise de 10 %."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-cs-001", "para.reorder", "Combien coûtent le bouquet de roses et la livraison ?", "La livraison le jour même coûte 7 € dans un rayon de 10 kilomètres, et un bouquet de douze roses coûte 42 €.", FLOWERS, True),
    w.faith("fr-cs-002", "para.passive", "Qui conduit la camionnette de livraison ?", "La camionnette de livraison est conduite par Hugo Moreau, le neveu de Lise.", FLOWERS, True),
    w.faith("fr-cs-003", "para.synonym", "Les titulaires d'un anneau paient-ils les douches ?", "Non, ils peuvent se doucher sans rien payer.", MARINA, True),
    w.faith("fr-cs-004", "para.nominal", "Quelle est la règle pour les grands bateaux ?", "Pour les bateaux de plus de 18 mètres, la réservation d'une place à l'avance est obligatoire.", MARINA, True),
    w.faith("fr-cs-005", "para.capital", "Quelle ville le bus Lumière fait-il visiter ?", "Il fait visiter la capitale de la France, Paris.", BUS, True),
    w.faith("fr-cs-006", "para.pronoun", "Quelle est la taille du parc Ligne Rouge ?", "Il fait 5 hectares et possède 7 terrains.", PAINTBALL, True),
    w.faith("fr-cs-007", "para.relative", "Qui anime le cours Clair-Obscur ?", "C'est Sophie Lambert, qui était auparavant photographe de presse, qui anime le cours.", PHOTO, True),
    w.faith("fr-cs-008", "para.part", "Combien de parties comprend un anniversaire au Photon Arena ?", "Un anniversaire comprend deux parties.", LASER, True),
    w.faith("fr-cs-009", "para.combine", "Où se trouvent les jardins, et combien coûte une parcelle entière ?", "Les 86 parcelles de l'association se trouvent chemin du Moulin, et une parcelle entière coûte 60 € par an.", ALLOTMENT, True),
    w.faith("fr-cs-010", "fmt.number", "Combien de temps dure le cours Clair-Obscur ?", "Le cours dure 8 semaines.", PHOTO, True),
    w.faith("fr-cs-011", "fmt.thousands", "Combien de livres propose La Page Gourmande ?", "Le café-librairie propose environ 9000 livres d'occasion.", CAFE, True),
    w.faith("fr-cs-012", "fmt.scale", "Quelle est la longueur de la digue du port ?", "La digue mesure 1 200 mètres.", MARINA, True),
    w.faith("fr-cs-013", "fmt.date", "Quand commence la prochaine session du cours ?", "La prochaine session commence le 06/03/2025.", PHOTO, True),
    w.faith("fr-cs-014", "fmt.time", "À quelle heure a lieu la soirée poésie ?", "La soirée poésie a lieu à 8 heures du soir, le dernier vendredi de chaque mois.", CAFE, True),
    w.faith("fr-cs-015", "fmt.unit", "Quelle est la surface du Photon Arena ?", "La salle fait 800 m² sur deux niveaux.", LASER, True),
    w.faith("fr-cs-016", "fmt.abbrev", "Grâce à quelle subvention le foyer a-t-il été fondé ?", "Grâce à une subvention du CCAS.", SENIOR, True),
    w.faith("fr-cs-017", "fmt.currency", "Combien coûte le déjeuner aux Glycines ?", "Le déjeuner coûte 6 euros.", SENIOR, True),
    w.faith("fr-cs-018", "fmt.range", "Y a-t-il un âge minimum pour jouer au paintball ?", "Oui, l'âge minimum est de 12 ans.", PAINTBALL, True),
    w.faith("fr-cs-019", "fmt.period", "Combien de temps faut-il pour un cordage en général ?", "En général, il faut compter un jour.", STRINGING, True),
    w.faith("fr-cs-020", "fmt.share", "Quelle part des parcelles a un robinet à proximité ?", "50 % des parcelles ont un robinet à proximité.", ALLOTMENT, True),
    w.faith("fr-cs-021", "para.except", "Puis-je travailler sur mon ordinateur portable dans la salle de lecture à l'étage ?", "Non, les ordinateurs portables ne sont pas autorisés dans la salle de lecture à l'étage.", CAFE, True),
    w.faith("fr-cs-022", "wrap.opener", "Combien coûte une partie de laser game, et combien de temps dure-t-elle ?", "Bonne question ! Une partie coûte 10 € et dure 15 minutes.", LASER, True),
    w.faith("fr-cs-023", "wrap.closer", "Combien coûte la laverie du port ?", "La laverie coûte 4 € par machine. J'espère que cela vous aide !", MARINA, True),
    w.faith("fr-cs-024", "wrap.attribution", "Dois-je garder mon masque pendant toute la partie ?", "D'après le règlement du parc, le masque doit être porté en permanence sur les terrains.", PAINTBALL, True),
    w.faith("fr-cs-025", "wrap.hedge", "Quelle participation attend-on des membres ?", "Il me semble que les membres doivent participer à au moins deux matinées de travaux collectifs par an.", ALLOTMENT, True),
    w.faith("fr-cs-026", "wrap.question", "En combien de langues le commentaire est-il proposé ?", "Le commentaire audio est disponible en huit langues. Voulez-vous aussi connaître les tarifs ?", BUS, True),
    w.faith("fr-cs-027", "value.number", "Que comprend la formule standard ?", "La formule standard à 35 € comprend 300 billes, un lanceur, un masque et une combinaison.", PAINTBALL, False),
    w.faith("fr-cs-028", "value.date", "Quand La Page Gourmande a-t-elle ouvert ?", "Julien Mercier et sa sœur Camille ont ouvert La Page Gourmande en 2014.", CAFE, False),
    w.faith("fr-cs-029", "value.time", "Quels sont les horaires du Photon Arena ?", "Le Photon Arena est ouvert du mardi au dimanche de 14 h à 23 h.", LASER, False),
    w.faith("fr-cs-030", "value.unit", "Jusqu'où la boutique livre-t-elle le jour même ?", "La livraison le jour même est possible dans un rayon de 10 miles, pour 7 €.", FLOWERS, False),
    w.faith("fr-cs-031", "value.currency", "Combien coûte un cordage en boyau naturel ?", "Un cordage en boyau naturel coûte 55 €.", STRINGING, False),
    w.faith("fr-cs-032", "role.swap", "Qui tient Au Jardin de Lise ?", "La boutique est tenue par Hugo Moreau, et c'est Lise Moreau qui conduit la camionnette de livraison.", FLOWERS, False),
    w.faith("fr-cs-033", "negation", "Le bus Lumière est-il accessible en fauteuil roulant ?", "Le niveau inférieur n'est pas accessible aux fauteuils roulants, et l'impériale est à ciel ouvert.", BUS, False),
    w.faith("fr-cs-034", "antonym", "Les douches du port sont-elles gratuites ?", "Les douches sont payantes pour les titulaires d'un anneau, et la laverie coûte 4 € par machine.", MARINA, False),
    w.faith("fr-cs-035", "modality", "Quel matériel les élèves doivent-ils prévoir ?", "Les élèves peuvent apporter leur propre appareil s'ils le souhaitent, et des trépieds peuvent être empruntés au studio.", PHOTO, False),
    w.faith("fr-cs-036", "quantifier", "Le loto du mercredi a-t-il du succès ?", "La plupart des quelque 350 adhérents participent au loto du mercredi.", SENIOR, False),
    w.faith("fr-cs-037", "value.except", "Est-ce que je peux acheter des fleurs chez Au Jardin de Lise le lundi ?", "Oui, la boutique est ouverte le lundi de 8 h à 18 h.", FLOWERS, False),
    w.faith("fr-cs-038", "direction", "Qui doit présenter une autorisation parentale ?", "Les joueurs de plus de 16 ans doivent présenter une autorisation signée par un parent.", PAINTBALL, False),
    w.faith("fr-cs-039", "added.fact", "Combien coûte le billet du bus Lumière ?", "Le billet 24 heures coûte 32 € pour les adultes et 16 € pour les enfants de 5 à 12 ans, et il comprend une croisière gratuite.", BUS, False),
    w.faith("fr-cs-040", "added.entity", "Qui a fondé le foyer Les Glycines ?", "Hélène Bertin a fondé le foyer en 2004 avec le père Antoine Roussel, grâce à une subvention du centre communal d'action sociale.", SENIOR, False),
    w.faith("fr-cs-041", "mixed", "Combien de personnes sont sur la liste d'attente ?", "La liste d'attente compte 41 noms, et les parcelles libres sont attribuées en septembre.", ALLOTMENT, False),
]
REFUSAL = [
    w.refusal("fr-cs-042", "refusal.plain", "Au Jardin de Lise vend-il des orchidées en pot ?", "Je suis désolé, je n'ai pas cette information.", FLOWERS, True),
    w.refusal("fr-cs-043", "refusal.context", "Y a-t-il un restaurant au port de la Mouette ?", "Les documents fournis n'indiquent pas s'il y a un restaurant au port.", MARINA, True),
    w.refusal("fr-cs-044", "refusal.short", "Y a-t-il un parking au parc Ligne Rouge ?", "Aucune idée.", PAINTBALL, True),
    w.refusal("fr-cs-045", "refusal.long", "Le cours Clair-Obscur aborde-t-il les logiciels de retouche ?", "Merci pour votre question. Malheureusement, les informations dont je dispose ne précisent pas si le cours Clair-Obscur aborde les logiciels de retouche photo. Elles décrivent seulement le calendrier, le tarif, l'animatrice et le matériel à apporter. Je vous conseille de contacter directement le studio pour obtenir le programme détaillé.", PHOTO, True),
    w.refusal("fr-cs-046", "refusal.hedged", "Combien coûte une part de gâteau aux carottes ?", "Je n'en suis pas tout à fait sûr, mais je crois qu'une part de gâteau aux carottes coûte 4,50 €.", CAFE, False),
    w.refusal("fr-cs-047", "refusal.partial", "Quand passe le minibus du foyer, et combien coûte-t-il ?", "Le minibus vient chercher les adhérents le mardi et le jeudi, mais les informations ne disent pas combien il coûte.", SENIOR, False),
]
CORRECTNESS = [
    w.correct("fr-cs-048", "correct.wordy", "Qui corde les raquettes chez Cordage Ace ?", "Chez Cordage Ace, c'est Nadia Benali qui corde les raquettes, et elle le fait depuis 15 ans.", "Nadia Benali.", True),
    w.correct("fr-cs-049", "correct.short", "À quelle fréquence les bus partent-ils de la place de l'Opéra ?", "Toutes les 20 minutes.", "Les bus partent de la place de l'Opéra toutes les 20 minutes, de 9 h 30 à 17 h 30.", True),
    w.correct("fr-cs-050", "correct.format", "Combien de temps dure une partie au Photon Arena ?", "Un quart d'heure.", "15 minutes.", True),
    w.correct("fr-cs-051", "wrong.value", "Combien coûte une demi-parcelle par an ?", "Une demi-parcelle coûte 45 € par an.", "35 € par an.", False),
    w.correct("fr-cs-052", "wrong.echo", "Quand la station de carburant du port de la Mouette est-elle ouverte ?", "La station de carburant du port de la Mouette est ouverte aux heures d'ouverture de la station de carburant.", "De 7 h à 19 h, de mai à septembre.", False),
    w.correct("fr-cs-053", "wrong.role", "Qui conduit la camionnette de livraison d'Au Jardin de Lise ?", "Lise Moreau, qui tient la boutique.", "Hugo Moreau, le neveu de Lise.", False),
]
RELEVANCY = [
    w.relevant("fr-cs-054", "relevant.direct", "Quand le déjeuner est-il servi aux Glycines ?", "À midi, en semaine.", SENIOR, True),
    w.relevant("fr-cs-055", "relevant.yesno", "Ma fille de six ans peut-elle jouer au Photon Arena ?", "Non, les enfants de moins de 7 ans ne peuvent pas jouer.", LASER, True),
    w.relevant("fr-cs-056", "offtopic.true", "Combien coûte le service express ?", "Les membres du club bénéficient d'une remise de 10 %.", STRINGING, False),
    w.relevant("fr-cs-057", "offtopic.other", "Combien coûtent les billes supplémentaires ?", "La formule standard coûte 35 €.", PAINTBALL, False),
]
DIAGNOSIS = [
    w.diag("fr-cs-058", "diag.pass", "Combien coûte une parcelle entière ?", "Une parcelle entière coûte 60 € par an.", {"allotment": ALLOTMENT, "bus": BUS}, ("allotment",), "pass"),
    w.diag("fr-cs-059", "diag.offtopic", "À quelle heure ferme la station de carburant ?", "Le port de la Mouette compte 240 places.", {"marina": MARINA, "flowers": FLOWERS}, ("marina",), "fix_generation"),
    w.diag("fr-cs-060", "diag.unfaithful", "Combien d'élèves au maximum par session du cours Clair-Obscur ?", "Chaque session accueille jusqu'à 20 élèves.", {"photo": PHOTO, "cafe": CAFE}, ("photo",), "fix_generation"),
    w.diag("fr-cs-061", "diag.refused", "Combien coûte une théière à La Page Gourmande ?", "Désolé, je ne trouve pas cette information.", {"cafe": CAFE, "senior": SENIOR}, ("cafe",), "fix_generation"),
    w.diag("fr-cs-062", "diag.missed", "Quelles tensions Cordage Ace propose-t-il ?", "Je ne sais pas.", {"laser": LASER, "paintball": PAINTBALL}, ("stringing",), "fix_retrieval"),
    w.diag("fr-cs-063", "diag.correct_refusal", "Quel est le mot de passe Wi-Fi du foyer Les Glycines ?", "Les documents ne mentionnent aucun mot de passe Wi-Fi.", {"senior": SENIOR, "cafe": CAFE}, (), "correct_refusal"),
    w.diag("fr-cs-064", "diag.should_refuse", "Le Photon Arena vend-il des cartes cadeaux ?", "Oui, le Photon Arena vend des cartes cadeaux de 25 €.", {"laser": LASER, "marina": MARINA}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
