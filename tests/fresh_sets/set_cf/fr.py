"""French cases of fresh set cf: a yoga retreat (Les Tilleuls), an airport lounge (salon
Horizon), a driving school (auto-école Porte Nord), a public archive reading room (Archives
de la Haute-Vire), a fishing charter (La Mouette), a children's theatre (La Lanterne), a
cheese dairy tour (fromagerie du Pré-Vert), a coworking cafe (L'Encrier), a hot-air balloon
flight (Montgolfières Ciel d'Oc) and a tailor (Ferrand & Fils)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

YOGA = "La retraite de yoga Les Tilleuls se trouve dans une ferme de 12 hectares près de Valcourt et propose des week-ends du vendredi 16 h au dimanche 14 h. Le week-end coûte 320 € par personne en chambre double et 430 € en chambre individuelle, tous les repas végétariens compris. La responsable, Camille Roussel, anime le cours de vinyasa de 7 h, tandis que son collègue Hugo Marchand donne la séance de yin yoga de 18 h 30. Les participants doivent avoir au moins 16 ans, et les moins de 18 ans doivent fournir une autorisation signée par un parent. Les téléphones sont récupérés à l'arrivée et rendus au départ, sauf pour les médecins et les infirmiers d'astreinte."

LOUNGE = "Le salon « Horizon » du terminal 2 de l'aéroport de Port-Aubin ouvre tous les jours à 5 h et ferme à 23 h 30. Les passagers en classe affaires de toute compagnie partenaire y entrent gratuitement, et les titulaires de la carte Argent peuvent être accompagnés d'un invité. Les autres voyageurs peuvent acheter un pass journée à 45 €, vendu uniquement à l'accueil et non en ligne. Les douches se réservent pour 20 minutes au maximum, serviettes fournies. Le salon compte 180 places ; lorsqu'il est complet, la priorité est donnée aux passagers dont le vol décolle dans les deux heures."

DRIVING = "L'auto-école Porte Nord propose un forfait débutant de 10 leçons à 550 €, et la leçon à l'unité coûte 60 €. Chaque leçon dure 90 minutes et part du bureau de l'auto-école, au 14 rue du Moulin. Avant la première leçon, l'élève doit présenter son livret d'apprentissage ; sans ce document, l'auto-école ne réserve aucune leçon. La monitrice Sophie Lambert enseigne sur boîte manuelle, et le moniteur Karim Benali uniquement sur boîte automatique. Toute leçon annulée moins de 24 heures à l'avance est facturée en totalité, sauf sur présentation d'un certificat médical."

ARCHIVE = "La salle de lecture des Archives départementales de la Haute-Vire est ouverte tous les jours sauf le lundi, de 9 h 30 à 16 h 30. Il faut une carte de lecteur, délivrée gratuitement sur présentation d'une pièce d'identité avec photo. On peut commander jusqu'à cinq boîtes de documents par jour, à condition de passer commande avant 15 h. Seuls les crayons à papier sont autorisés dans la salle ; stylos, nourriture et boissons doivent rester dans les casiers. Les photos sans flash coûtent 2 € par jour, mais les documents marqués « réservé » ne peuvent pas être photographiés du tout."

FISHING = "La capitaine Rose Le Gall organise des sorties de pêche d'une demi-journée à bord de son bateau, La Mouette, au départ du port de Kerlann. Les sorties partent à 6 h et rentrent à 12 h 30, et la saison s'étend du 1er avril au 31 octobre. Le bateau accueille 8 pêcheurs au maximum, et la location privée du bateau entier coûte 900 €. Cannes, appâts et gilets de sauvetage sont fournis, mais pas le permis de pêche, qu'il faut acheter à l'avance. À la fin de chaque sortie, son matelot Yann Guivarc'h vide les poissons et les lève en filets gratuitement."

THEATRE = "Le théâtre jeune public La Lanterne présente des spectacles de marionnettes pour les enfants de 3 à 8 ans chaque samedi et chaque dimanche à 11 h et à 15 h. Chaque spectacle dure 45 minutes, sans entracte. Les billets coûtent 9 € pour les enfants et 6 € pour les adultes accompagnateurs, et l'entrée est gratuite pour les bébés de moins d'un an. La salle compte 120 places, et les retardataires n'entrent qu'après la première scène. Le spectacle actuel, « Le Renard de la Lune », a été écrit par Claire Benoît et est mis en scène par Olivier Sautet."

DAIRY = "La fromagerie du Pré-Vert propose des visites guidées le mercredi et le vendredi à 10 h. La visite dure deux heures et se termine par une dégustation de six fromages, dont la tomme affinée de la ferme. Le billet coûte 14 € pour les adultes, et les enfants de moins de 12 ans paient demi-tarif. Chacune des 60 vaches de la ferme donne environ 25 litres de lait par jour, et il faut à peu près 10 litres de lait pour faire un kilo de fromage. Les visiteurs doivent porter la charlotte et les surchaussures distribuées à l'entrée et ne doivent pas toucher les cuves."

COWORK = "Le café-coworking L'Encrier, à Saint-Aubert, est ouvert du lundi au vendredi de 7 h à 20 h. Le pass journée coûte 18 € et comprend le café filtre à volonté ; l'abonnement mensuel coûte 220 €. Les abonnés peuvent réserver la salle de réunion jusqu'à deux heures par jour sans supplément. Le wifi offre un débit de 500 mégabits par seconde, et le café compte 40 bureaux. Les appels téléphoniques ne sont autorisés que dans les deux cabines insonorisées de l'étage."

BALLOON = "Montgolfières Ciel d'Oc survole la vallée de l'Aveyrou au lever du soleil, de mai à septembre. Les passagers doivent arriver sur le terrain de décollage 30 minutes avant le départ, et le vol lui-même dure environ une heure. Une place coûte 290 €, et la nacelle accueille jusqu'à 12 passagers en plus de la pilote, Anne Vasseur. Les vols sont annulés si le vent dépasse 15 km/h ; un vol annulé est reporté sans frais ou remboursé intégralement. Les passagers doivent mesurer au moins 1,20 m."

TAILOR = "La maison Ferrand & Fils, tailleur rue du Pont, réalise des costumes sur mesure en six semaines environ. Un costume deux pièces coûte à partir de 1 200 €, et chaque costume demande deux essayages. Les retouches simples, comme un ourlet de pantalon, coûtent 15 € et sont prêtes en trois jours ouvrés. La maison a été fondée en 1962 par Louis Ferrand, qui avait appris la coupe à Lisbonne ; c'est aujourd'hui sa petite-fille, Julie Ferrand, qui la dirige. Elle est ouverte du mardi au samedi, de 10 h à 18 h."

# fmt: off
FAITHFULNESS = [
    w.faith("fr-cf-001", "para.reorder", "Quand Ferrand & Fils est-il ouvert ?", "De 10 h à 18 h, du mardi au samedi, la boutique est ouverte.", TAILOR, True),
    w.faith("fr-cf-002", "para.passive", "Qui s'occupe des poissons pêchés ?", "À la fin de chaque sortie, les poissons sont vidés et levés en filets gratuitement par le matelot Yann Guivarc'h.", FISHING, True),
    w.faith("fr-cf-003", "para.synonym", "Où puis-je téléphoner à L'Encrier ?", "On ne peut passer des coups de fil que dans les deux cabines isolées phoniquement, à l'étage.", COWORK, True),
    w.faith("fr-cf-004", "para.nominal", "Que se passe-t-il en cas de vent fort ?", "Un vent de plus de 15 km/h entraîne l'annulation du vol, avec report sans frais ou remboursement intégral.", BALLOON, True),
    w.faith("fr-cf-005", "para.capital", "Où Louis Ferrand a-t-il appris la coupe ?", "Il l'a apprise dans la capitale portugaise.", TAILOR, True),
    w.faith("fr-cf-006", "para.pronoun", "Qui est derrière « Le Renard de la Lune » ?", "Claire Benoît l'a écrit, et Olivier Sautet le met en scène.", THEATRE, True),
    w.faith("fr-cf-007", "para.relative", "Qui enseigne sur boîte automatique ?", "C'est Karim Benali, le moniteur qui enseigne uniquement sur boîte automatique.", DRIVING, True),
    w.faith("fr-cf-008", "para.part", "Que goûte-t-on à la fin de la visite ?", "La dégustation comprend notamment la tomme affinée de la ferme.", DAIRY, True),
    w.faith("fr-cf-009", "para.combine", "Qui donne les cours à la retraite ?", "La responsable Camille Roussel anime le vinyasa de 7 h, et Hugo Marchand donne la séance de yin de 18 h 30.", YOGA, True),
    w.faith("fr-cf-010", "fmt.number", "Combien de pêcheurs peuvent monter sur La Mouette ?", "Huit pêcheurs au maximum peuvent monter à bord.", FISHING, True),
    w.faith("fr-cf-011", "fmt.thousands", "Combien coûte un costume deux pièces ?", "Un costume deux pièces coûte à partir de 1200 €.", TAILOR, True),
    w.faith("fr-cf-012", "fmt.scale", "Combien de lait faut-il pour le fromage ?", "Il faut environ 10 litres de lait pour 1 000 grammes de fromage.", DAIRY, True),
    w.faith("fr-cf-013", "fmt.date", "Quand a lieu la saison de pêche ?", "La saison va du 01/04 au 31/10.", FISHING, True),
    w.faith("fr-cf-014", "fmt.time", "Quels sont les horaires de la salle de lecture ?", "Elle est ouverte de neuf heures et demie du matin à quatre heures et demie de l'après-midi.", ARCHIVE, True),
    w.faith("fr-cf-015", "fmt.unit", "Quand un vol en montgolfière est-il annulé ?", "Le vol est annulé quand le vent souffle à plus de 15 kilomètres à l'heure.", BALLOON, True),
    w.faith("fr-cf-016", "fmt.abbrev", "Quel est le débit du wifi à L'Encrier ?", "Le wifi atteint 500 Mbit/s.", COWORK, True),
    w.faith("fr-cf-017", "fmt.currency", "Combien coûte le pass journée du salon ?", "Le pass journée coûte 45 euros.", LOUNGE, True),
    w.faith("fr-cf-018", "fmt.range", "Pour combien de temps peut-on réserver une douche ?", "Une réservation de douche ne peut pas dépasser 20 minutes.", LOUNGE, True),
    w.faith("fr-cf-019", "fmt.period", "Combien de temps faut-il pour un costume sur mesure ?", "Environ 42 jours.", TAILOR, True),
    w.faith("fr-cf-020", "fmt.share", "Combien paient les enfants pour la visite ?", "Les moins de 12 ans paient 50 % du tarif adulte.", DAIRY, True),
    w.faith("fr-cf-021", "para.except", "Quels jours la salle de lecture est-elle ouverte ?", "Elle est fermée le lundi et ouverte les six autres jours de la semaine.", ARCHIVE, True),
    w.faith("fr-cf-022", "wrap.opener", "Combien coûte une leçon à l'unité ?", "Bonne question ! Une leçon à l'unité coûte 60 € et dure 90 minutes.", DRIVING, True),
    w.faith("fr-cf-023", "wrap.closer", "Combien coûte le week-end en chambre individuelle ?", "Le week-end en chambre individuelle coûte 430 €, tous les repas végétariens compris. Bonne retraite !", YOGA, True),
    w.faith("fr-cf-024", "wrap.attribution", "Combien coûte l'abonnement mensuel à L'Encrier ?", "D'après le document, l'abonnement mensuel coûte 220 €.", COWORK, True),
    w.faith("fr-cf-025", "wrap.hedge", "Combien de temps dure un spectacle ?", "Je crois que chaque spectacle dure 45 minutes, sans entracte.", THEATRE, True),
    w.faith("fr-cf-026", "wrap.question", "Combien coûte une place en montgolfière ?", "Une place coûte 290 €. Voulez-vous aussi savoir combien de temps à l'avance il faut arriver ?", BALLOON, True),
    w.faith("fr-cf-027", "value.number", "Combien de bureaux compte L'Encrier ?", "Le café compte 60 bureaux.", COWORK, False),
    w.faith("fr-cf-028", "value.date", "Quand a lieu la saison de pêche ?", "La saison s'étend du 1er avril au 15 octobre.", FISHING, False),
    w.faith("fr-cf-029", "value.time", "À quelle heure sont les spectacles ?", "Le samedi et le dimanche, à 11 h et à 16 h.", THEATRE, False),
    w.faith("fr-cf-030", "value.unit", "Quelle est la taille de la ferme de la retraite ?", "La retraite se trouve dans une ferme de 12 ares près de Valcourt.", YOGA, False),
    w.faith("fr-cf-031", "value.currency", "Combien coûte le week-end en chambre double ?", "Le week-end en chambre double coûte 320 dollars par personne.", YOGA, False),
    w.faith("fr-cf-032", "role.swap", "Qui a écrit « Le Renard de la Lune » ?", "« Le Renard de la Lune » a été écrit par Olivier Sautet et est mis en scène par Claire Benoît.", THEATRE, False),
    w.faith("fr-cf-033", "negation", "Où acheter un pass journée pour le salon ?", "Le pass journée à 45 € s'achète à l'accueil ou en ligne.", LOUNGE, False),
    w.faith("fr-cf-034", "antonym", "Quand ont lieu les vols en montgolfière ?", "Ciel d'Oc survole la vallée de l'Aveyrou au coucher du soleil, de mai à septembre.", BALLOON, False),
    w.faith("fr-cf-035", "modality", "Puis-je garder mon stylo dans la salle de lecture ?", "Vous pouvez laisser stylos, nourriture et boissons dans les casiers si vous le souhaitez, mais vous pouvez aussi les garder avec vous.", ARCHIVE, False),
    w.faith("fr-cf-036", "quantifier", "Peut-on apprendre sur boîte automatique à Porte Nord ?", "Oui, tous les moniteurs de Porte Nord enseignent aussi bien sur boîte manuelle que sur boîte automatique.", DRIVING, False),
    w.faith("fr-cf-037", "value.except", "Faut-il rendre son téléphone pendant la retraite ?", "Oui, tous les participants remettent leur téléphone à l'arrivée, médecins et infirmiers d'astreinte compris.", YOGA, False),
    w.faith("fr-cf-038", "direction", "Que se passe-t-il si j'annule une leçon ?", "Une leçon annulée plus de 24 heures à l'avance est facturée en totalité, sauf sur présentation d'un certificat médical.", DRIVING, False),
    w.faith("fr-cf-039", "added.fact", "Que comprend le pass journée de L'Encrier ?", "Le pass journée à 18 € comprend le café filtre à volonté et un déjeuner offert.", COWORK, False),
    w.faith("fr-cf-040", "added.entity", "Qui organise les sorties de pêche ?", "La capitaine Rose Le Gall les organise avec son second, Erwan Morvan.", FISHING, False),
    w.faith("fr-cf-041", "mixed", "Combien coûte un ourlet de pantalon ?", "Un ourlet coûte 15 €, et le pantalon retouché vous est livré gratuitement à domicile.", TAILOR, False),
]

REFUSAL = [
    w.refusal("fr-cf-042", "refusal.plain", "Y a-t-il un fumoir dans le salon Horizon ?", "Désolé, je ne sais pas s'il y a un fumoir dans le salon.", LOUNGE, True),
    w.refusal("fr-cf-043", "refusal.context", "Peut-on acheter du fromage après la visite ?", "Les informations fournies n'indiquent pas si l'on peut acheter du fromage après la visite.", DAIRY, True),
    w.refusal("fr-cf-044", "refusal.short", "Y a-t-il un parking près du théâtre La Lanterne ?", "Je ne sais pas.", THEATRE, True),
    w.refusal("fr-cf-045", "refusal.long", "Puis-je apporter un ordinateur portable dans la salle de lecture ?", "Merci pour votre question. Malheureusement, les informations dont je dispose sur la salle de lecture portent sur les horaires, la carte de lecteur, les commandes de documents, la règle des crayons et les photos, mais elles ne disent rien des ordinateurs portables ; je ne peux donc pas vous dire si vous pouvez en apporter un. Je vous conseille de contacter directement les Archives avant votre visite.", ARCHIVE, True),
    w.refusal("fr-cf-046", "refusal.hedged", "Combien de temps dure le vol en montgolfière ?", "Je n'en suis pas tout à fait sûr, mais le vol lui-même semble durer environ une heure.", BALLOON, False),
    w.refusal("fr-cf-047", "refusal.partial", "Combien coûte une chambre individuelle, et y a-t-il une piscine ?", "Le week-end en chambre individuelle coûte 430 €, mais je ne trouve aucune information sur une piscine.", YOGA, False),
]

CORRECTNESS = [
    w.correct("fr-cf-048", "correct.wordy", "Combien coûte le forfait débutant ?", "Si vous choisissez le forfait débutant, vous avez droit à dix leçons au total, et l'ensemble du forfait revient à 550 € en tout.", "Le forfait débutant de 10 leçons coûte 550 €.", True),
    w.correct("fr-cf-049", "correct.short", "À quelle heure partent les sorties de pêche ?", "6 h.", "Les sorties partent à 6 h.", True),
    w.correct("fr-cf-050", "correct.format", "À quelle heure ferme Ferrand & Fils ?", "À six heures du soir.", "La boutique ferme à 18 h.", True),
    w.correct("fr-cf-051", "wrong.value", "Combien coûte l'abonnement mensuel à L'Encrier ?", "L'abonnement mensuel coûte 260 €.", "L'abonnement mensuel coûte 220 €.", False),
    w.correct("fr-cf-052", "wrong.echo", "Quels jours ont lieu les visites de la fromagerie ?", "Les visites de la fromagerie ont lieu le lundi et le jeudi.", "Les visites ont lieu le mercredi et le vendredi à 10 h.", False),
    w.correct("fr-cf-053", "wrong.role", "Qui met en scène « Le Renard de la Lune » ?", "Claire Benoît le met en scène, et Olivier Sautet l'a écrit.", "Olivier Sautet le met en scène ; Claire Benoît l'a écrit.", False),
]

RELEVANCY = [
    w.relevant("fr-cf-054", "relevant.direct", "Quelle taille minimale faut-il pour monter en montgolfière ?", "Il faut mesurer au moins 1,20 m.", BALLOON, True),
    w.relevant("fr-cf-055", "relevant.yesno", "Les titulaires de la carte Argent peuvent-ils venir au salon avec quelqu'un ?", "Oui, ils peuvent être accompagnés d'un invité.", LOUNGE, True),
    w.relevant("fr-cf-056", "offtopic.true", "Combien de boîtes de documents puis-je commander par jour ?", "Seuls les crayons à papier sont autorisés dans la salle.", ARCHIVE, False),
    w.relevant("fr-cf-057", "offtopic.other", "Quels sont les horaires d'ouverture de L'Encrier ?", "Les abonnés peuvent réserver la salle de réunion jusqu'à deux heures par jour sans supplément.", COWORK, False),
]

DIAGNOSIS = [
    w.diag("fr-cf-058", "diag.pass", "Quel âge faut-il avoir pour participer à la retraite ?", "Il faut avoir au moins 16 ans, et les moins de 18 ans doivent fournir une autorisation signée par un parent.", {"yoga": YOGA, "dairy": DAIRY}, ("yoga",), "pass"),
    w.diag("fr-cf-059", "diag.offtopic", "Combien de pêcheurs La Mouette peut-elle accueillir ?", "Cannes, appâts et gilets de sauvetage sont fournis.", {"fishing": FISHING, "tailor": TAILOR}, ("fishing",), "fix_generation"),
    w.diag("fr-cf-060", "diag.unfaithful", "À quelle heure ouvre le salon Horizon ?", "Le salon ouvre tous les jours à 7 h.", {"lounge": LOUNGE, "balloon": BALLOON}, ("lounge",), "fix_generation"),
    w.diag("fr-cf-061", "diag.refused", "Combien de temps dure une leçon à l'auto-école Porte Nord ?", "Désolé, je n'ai pas trouvé cette information dans les documents.", {"driving": DRIVING, "theatre": THEATRE}, ("driving",), "fix_generation"),
    w.diag("fr-cf-062", "diag.missed", "Combien coûte un ourlet de pantalon chez Ferrand & Fils ?", "Mes documents n'indiquent pas le prix d'un ourlet de pantalon.", {"theatre": THEATRE, "cowork": COWORK}, ("tailor",), "fix_retrieval"),
    w.diag("fr-cf-063", "diag.correct_refusal", "Les Archives de la Haute-Vire proposent-elles des visites de leurs magasins de conservation ?", "Les documents ne disent rien sur des visites des magasins de conservation des Archives.", {"archive": ARCHIVE, "fishing": FISHING}, (), "correct_refusal"),
    w.diag("fr-cf-064", "diag.should_refuse", "Ciel d'Oc vend-il des bons cadeaux ?", "Oui, les bons cadeaux coûtent 290 € et sont valables un an.", {"balloon": BALLOON, "cowork": COWORK}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
