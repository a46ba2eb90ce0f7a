"""Fresh set cq, French: opticien, thermes, club de plongée, jardin d'enfants, atelier de meubles, téléphérique, marché vintage, billetterie, stage d'apiculture et réparation de téléphones."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

OPTICIAN = (
    "L'opticien Vision Claire, rue des Lilas, est tenu par l'opticienne Camille Dubois. "
    "Un examen de vue dure 20 minutes et coûte 25 € ; il est gratuit pour les enfants de moins de 12 ans. "
    "Les lunettes unifocales sont prêtes sous 6 jours, les verres progressifs demandent jusqu'à deux semaines. "
    "Le magasin est ouvert tous les jours sauf le dimanche, de 9 h 30 à 19 h. "
    "Il faut apporter ses lunettes actuelles à l'examen ; une ancienne ordonnance est la bienvenue mais n'est pas obligatoire."
)
SPA = (
    "Les Thermes de Saint-Aubin comptent quatre bassins intérieurs et deux bassins extérieurs, alimentés par une source à 37 °C. "
    "L'entrée pour trois heures coûte 22 € et la journée complète 35 €. "
    "Les thermes ouvrent à 9 h et ferment à 21 h. "
    "Les enfants de moins de 5 ans ne sont pas admis dans l'espace sauna. "
    "Un peignoir peut être loué pour 5 €."
)
DIVING = (
    "Le club de plongée Grand Bleu, à Marseille, propose la formation Niveau 1 sur quatre jours pour 480 €. "
    "Les élèves doivent avoir au moins 14 ans et réussir un test de nage de 200 mètres avant la première plongée. "
    "La formation comprend deux séances en piscine et quatre plongées en mer, jusqu'à 20 mètres de profondeur au maximum. "
    "Le moniteur Julien Martin encadre les groupes du week-end, et la monitrice Sophie Leroy ceux de la semaine. "
    "La location du matériel est comprise dans le prix, mais le masque doit être acheté à part, pour 30 €."
)
KINDERGARTEN = (
    "Le jardin d'enfants Les Petits Pas accueille 54 enfants répartis en trois groupes de 18. "
    "Il est ouvert du lundi au vendredi, de 7 h 30 à 18 h 30. "
    "Le déjeuner est préparé sur place et coûte 4,20 € par jour. "
    "Si un enfant est malade, les parents doivent prévenir le secrétariat avant 9 h. "
    "La directrice, Nathalie Garnier, est arrivée en 2017 et a succédé au fondateur, Michel Roux."
)
WORKSHOP = (
    "L'ébéniste Antoine Lefèvre a fondé l'atelier de meubles Bois d'Antan en 2011 ; sept artisans y travaillent aujourd'hui. "
    "Une table de salle à manger en chêne massif demande environ six semaines de travail et coûte 2 600 €. "
    "Un acompte de 30 % est versé à la commande. "
    "L'atelier n'utilise que du bois issu de forêts certifiées. "
    "La livraison est gratuite dans un rayon de 40 kilomètres ; au-delà, elle est facturée 1,50 € par kilomètre."
)
CABLE_CAR = (
    "Le téléphérique du Pic Blanc franchit 1 300 mètres de dénivelé entre la gare de départ et le sommet en 10 minutes. "
    "Chaque cabine peut transporter 40 personnes au maximum. "
    "L'aller-retour coûte 38 € pour un adulte, et les enfants de 5 à 14 ans paient la moitié du tarif adulte. "
    "Les cabines partent toutes les 20 minutes de 8 h 45 à 17 h 15. "
    "Le téléphérique ne fonctionne pas quand le vent dépasse 80 km/h."
)
MARKET = (
    "Le marché de vêtements vintage « Seconde Vie » se tient à Paris, la capitale de la France, le premier dimanche de chaque mois. "
    "Une cinquantaine de stands y vendent des vêtements des années 1950 aux années 1990. "
    "L'entrée coûte 3 €, et les enfants de moins de 12 ans entrent gratuitement. "
    "Les exposants doivent réserver leur emplacement au moins dix jours à l'avance ; un emplacement coûte 35 €. "
    "Le marché a été lancé en 2016 par la styliste Élodie Marchand."
)
BOX_OFFICE = (
    "La billetterie de la salle de concert L'Étoile est ouverte du mardi au samedi, de 11 h à 19 h. "
    "Les billets peuvent être rendus jusqu'à 48 heures avant le concert contre un remboursement intégral ; passé ce délai, aucun remboursement n'est possible. "
    "Les étudiants bénéficient d'une réduction de 20 % sur présentation d'une carte d'étudiant valide. "
    "La salle compte 2 100 places. "
    "Chaque client peut acheter au maximum 6 billets par concert."
)
BEES = (
    "Le stage d'apiculture de la Ferme des Tilleuls commence le 5 avril 2025, se déroule sur cinq samedis et coûte 190 €. "
    "Il est animé par l'apiculteur Bernard Petit, aidé de sa fille Chloé. "
    "Chaque participant reçoit un voile et une paire de gants, mais doit venir avec des vêtements à manches longues. "
    "Le groupe est limité à 10 personnes. "
    "Les personnes allergiques aux piqûres d'abeille ne peuvent pas participer aux séances près des ruches."
)
PHONE = (
    "La boutique PhoneFix, avenue Jean-Jaurès, répare les téléphones portables. "
    "Le remplacement d'un écran prend environ 40 minutes et coûte à partir de 89 €, selon le modèle. "
    "Le remplacement de la batterie coûte 59 € TTC et est garanti six mois. "
    "La boutique est ouverte tous les jours sauf le lundi, de 10 h à 19 h. "
    "Les téléphones tombés dans l'eau sont acceptés, mais la réparation n'est pas garantie."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-cq-001", "para.reorder", "Combien coûte l'entrée à la journée aux thermes ?", "35 €, c'est le prix de la journée complète aux Thermes de Saint-Aubin.", SPA, True),
    w.faith("fr-cq-002", "para.passive", "Qui a fondé l'atelier Bois d'Antan ?", "L'atelier Bois d'Antan a été fondé en 2011 par l'ébéniste Antoine Lefèvre.", WORKSHOP, True),
    w.faith("fr-cq-003", "para.synonym", "Combien d'enfants vont aux Petits Pas ?", "Le jardin d'enfants prend en charge 54 enfants.", KINDERGARTEN, True),
    w.faith("fr-cq-004", "para.nominal", "Puis-je être remboursé si je ne peux pas venir au concert ?", "Le remboursement intégral est possible en cas de retour des billets jusqu'à 48 heures avant le concert.", BOX_OFFICE, True),
    w.faith("fr-cq-005", "para.capital", "Où se tient le marché « Seconde Vie » ?", "Il se tient dans la capitale française, Paris.", MARKET, True),
    w.faith("fr-cq-006", "para.pronoun", "Quels groupes Sophie Leroy encadre-t-elle ?", "Elle encadre les groupes de la semaine.", DIVING, True),
    w.faith("fr-cq-007", "para.relative", "Qui anime le stage d'apiculture ?", "Le stage est animé par Bernard Petit, un apiculteur qui est aidé de sa fille Chloé.", BEES, True),
    w.faith("fr-cq-008", "para.part", "Combien de temps faut-il pour monter au sommet ?", "Il faut 10 minutes pour aller de la gare de départ au sommet.", CABLE_CAR, True),
    w.faith("fr-cq-009", "para.combine", "Combien de temps prend un changement d'écran ?", "PhoneFix, avenue Jean-Jaurès, remplace un écran en 40 minutes environ.", PHONE, True),
    w.faith("fr-cq-010", "fmt.number", "Comment les enfants des Petits Pas sont-ils répartis ?", "Ils sont répartis en 3 groupes de dix-huit enfants.", KINDERGARTEN, True),
    w.faith("fr-cq-011", "fmt.thousands", "Combien de places compte la salle L'Étoile ?", "La salle compte 2100 places.", BOX_OFFICE, True),
    w.faith("fr-cq-012", "fmt.scale", "Quel dénivelé le téléphérique franchit-il ?", "Il franchit 1,3 kilomètre de dénivelé entre la gare de départ et le sommet.", CABLE_CAR, True),
    w.faith("fr-cq-013", "fmt.date", "Quand commence le stage d'apiculture ?", "Le stage commence le 05/04/2025.", BEES, True),
    w.faith("fr-cq-014", "fmt.time", "À quelle heure ferment les thermes ?", "Ils ferment à 9 heures du soir.", SPA, True),
    w.faith("fr-cq-015", "fmt.unit", "Jusqu'à quelle distance la livraison est-elle gratuite ?", "Elle est gratuite dans un rayon de 40 km.", WORKSHOP, True),
    w.faith("fr-cq-016", "fmt.abbrev", "Combien coûte le remplacement de la batterie chez PhoneFix ?", "Il coûte 59 € toutes taxes comprises.", PHONE, True),
    w.faith("fr-cq-017", "fmt.currency", "Combien coûte le déjeuner aux Petits Pas ?", "Le déjeuner coûte 4 euros 20 par jour.", KINDERGARTEN, True),
    w.faith("fr-cq-018", "fmt.range", "Combien de billets puis-je acheter pour un concert ?", "Vous pouvez acheter jusqu'à six billets par concert.", BOX_OFFICE, True),
    w.faith("fr-cq-019", "fmt.period", "En combien de temps les verres progressifs sont-ils prêts ?", "Il faut compter jusqu'à 14 jours pour des verres progressifs.", OPTICIAN, True),
    w.faith("fr-cq-020", "fmt.share", "Combien paient les enfants pour le téléphérique ?", "Les enfants de 5 à 14 ans paient 50 % du tarif adulte.", CABLE_CAR, True),
    w.faith("fr-cq-021", "para.except", "PhoneFix est-il ouvert le lundi ?", "Non, la boutique est fermée le lundi.", PHONE, True),
    w.faith("fr-cq-022", "wrap.opener", "À partir de quel âge peut-on suivre la formation Niveau 1 ?", "Bonne question ! Il faut avoir au moins 14 ans.", DIVING, True),
    w.faith("fr-cq-023", "wrap.closer", "Combien coûte un examen de vue chez Vision Claire ?", "Un examen de vue coûte 25 € et dure 20 minutes. J'espère que cela vous aide !", OPTICIAN, True),
    w.faith("fr-cq-024", "wrap.attribution", "L'entrée du marché est-elle payante ?", "D'après les informations du marché, l'entrée coûte 3 € et elle est gratuite pour les enfants de moins de 12 ans.", MARKET, True),
    w.faith("fr-cq-025", "wrap.hedge", "Peut-on louer un peignoir aux thermes ?", "Si je ne me trompe pas, oui : un peignoir se loue 5 €.", SPA, True),
    w.faith("fr-cq-026", "wrap.question", "Combien de personnes peuvent participer au stage ?", "Le groupe est limité à 10 personnes. Voulez-vous aussi connaître le prix du stage ?", BEES, True),
    w.faith("fr-cq-027", "value.number", "Combien de bassins y a-t-il aux thermes ?", "Il y a quatre bassins intérieurs et trois bassins extérieurs.", SPA, False),
    w.faith("fr-cq-028", "value.date", "Depuis quand le marché « Seconde Vie » existe-t-il ?", "La styliste Élodie Marchand l'a lancé en 2018.", MARKET, False),
    w.faith("fr-cq-029", "value.time", "Quels sont les horaires du téléphérique ?", "Les cabines partent toutes les 20 minutes de 8 h 45 à 19 h 15.", CABLE_CAR, False),
    w.faith("fr-cq-030", "value.unit", "À quelle profondeur descend-on pendant la formation ?", "Les plongées en mer vont jusqu'à 20 pieds de profondeur au maximum.", DIVING, False),
    w.faith("fr-cq-031", "value.currency", "Combien coûte le stage d'apiculture ?", "Le stage coûte 290 € et se déroule sur cinq samedis.", BEES, False),
    w.faith("fr-cq-032", "role.swap", "Qui dirige Les Petits Pas ?", "Le directeur, Michel Roux, est arrivé en 2017 et a succédé à la fondatrice, Nathalie Garnier.", KINDERGARTEN, False),
    w.faith("fr-cq-033", "negation", "Reçoit-on un équipement de protection au stage ?", "Non, les participants ne reçoivent ni voile ni gants.", BEES, False),
    w.faith("fr-cq-034", "antonym", "Le matériel est-il compris dans le prix de la formation ?", "Non, la location du matériel est en supplément du prix de la formation.", DIVING, False),
    w.faith("fr-cq-035", "modality", "Que faut-il apporter à l'examen de vue ?", "Il faut obligatoirement apporter ses lunettes actuelles et une ancienne ordonnance.", OPTICIAN, False),
    w.faith("fr-cq-036", "quantifier", "D'où vient le bois de l'atelier Bois d'Antan ?", "Une partie seulement du bois provient de forêts certifiées.", WORKSHOP, False),
    w.faith("fr-cq-037", "value.except", "Vision Claire est-il ouvert le dimanche ?", "Oui, Vision Claire est ouvert le dimanche, de 9 h 30 à 19 h.", OPTICIAN, False),
    w.faith("fr-cq-038", "direction", "Les enfants paient-ils l'entrée du marché ?", "Les enfants de plus de 12 ans entrent gratuitement.", MARKET, False),
    w.faith("fr-cq-039", "added.fact", "Combien de personnes tiennent dans une cabine ?", "Chaque cabine peut transporter jusqu'à 40 personnes et elle est accessible aux fauteuils roulants.", CABLE_CAR, False),
    w.faith("fr-cq-040", "added.entity", "Y a-t-il une réduction pour les étudiants ?", "Oui, 20 % sur présentation d'une carte d'étudiant valide, y compris pour les billets achetés sur Ticketmaster.", BOX_OFFICE, False),
    w.faith("fr-cq-041", "mixed", "Combien coûte une nouvelle batterie chez PhoneFix ?", "La batterie coûte 59 € TTC, et son remplacement se fait en dix minutes.", PHONE, False),
]
REFUSAL = [
    w.refusal("fr-cq-042", "refusal.plain", "Y a-t-il un restaurant aux thermes ?", "Désolé, je n'ai pas cette information.", SPA, True),
    w.refusal("fr-cq-043", "refusal.context", "Le club propose-t-il des plongées de nuit ?", "Les documents fournis ne disent pas si des plongées de nuit sont proposées.", DIVING, True),
    w.refusal("fr-cq-044", "refusal.short", "Peut-on repartir avec du miel à la fin du stage ?", "Aucune idée.", BEES, True),
    w.refusal("fr-cq-045", "refusal.long", "PhoneFix répare-t-il aussi les tablettes ?", "Merci pour votre question. Malheureusement, les informations dont je dispose ne concernent que la réparation de téléphones chez PhoneFix, comme le remplacement d'écran ou de batterie, et ne parlent pas des tablettes. Je vous conseille d'appeler la boutique ou de passer avenue Jean-Jaurès pour vous renseigner. Désolé de ne pas pouvoir vous aider davantage.", PHONE, True),
    w.refusal("fr-cq-046", "refusal.hedged", "Combien coûte l'aller-retour en téléphérique pour un adulte ?", "Je n'en suis pas tout à fait sûr, mais je crois que c'est 38 €.", CABLE_CAR, False),
    w.refusal("fr-cq-047", "refusal.partial", "Combien coûtent l'examen de vue et l'adaptation de lentilles ?", "L'examen de vue coûte 25 € ; en revanche, les documents ne mentionnent pas le prix d'une adaptation de lentilles.", OPTICIAN, False),
]
CORRECTNESS = [
    w.correct("fr-cq-048", "correct.wordy", "Qui dirige le jardin d'enfants Les Petits Pas ?", "C'est Nathalie Garnier qui dirige Les Petits Pas ; elle est arrivée en 2017 et a succédé au fondateur.", "Nathalie Garnier.", True),
    w.correct("fr-cq-049", "correct.short", "Combien de temps faut-il pour fabriquer une table en chêne chez Bois d'Antan ?", "Environ six semaines.", "Chez Bois d'Antan, une table de salle à manger en chêne massif demande environ six semaines de travail.", True),
    w.correct("fr-cq-050", "correct.format", "À quelle heure ferme la billetterie de L'Étoile ?", "À 7 heures du soir.", "À 19 h.", True),
    w.correct("fr-cq-051", "wrong.value", "Combien coûte la formation Niveau 1 au club Grand Bleu ?", "840 €.", "480 €.", False),
    w.correct("fr-cq-052", "wrong.echo", "Combien coûte un emplacement pour un exposant ?", "Un emplacement coûte à l'exposant le prix d'un emplacement d'exposant.", "35 €.", False),
    w.correct("fr-cq-053", "wrong.role", "Qui anime le stage d'apiculture de la Ferme des Tilleuls ?", "Chloé, la fille de Bernard Petit.", "Bernard Petit.", False),
]
RELEVANCY = [
    w.relevant("fr-cq-054", "relevant.direct", "Quand le téléphérique est-il à l'arrêt ?", "Dès que le vent souffle à plus de 80 km/h.", CABLE_CAR, True),
    w.relevant("fr-cq-055", "relevant.yesno", "Puis-je me faire rembourser mes billets ?", "Oui, intégralement, si vous les rendez au plus tard 48 heures avant le concert.", BOX_OFFICE, True),
    w.relevant("fr-cq-056", "offtopic.true", "Combien coûte l'entrée pour trois heures aux thermes ?", "Les thermes ferment à 21 h.", SPA, False),
    w.relevant("fr-cq-057", "offtopic.other", "Combien de temps dure un examen de vue ?", "Un examen de vue coûte 25 €.", OPTICIAN, False),
]
DIAGNOSIS = [
    w.diag("fr-cq-058", "diag.pass", "Combien coûte une nouvelle batterie chez PhoneFix ?", "59 € TTC, avec une garantie de six mois.", {"phone": PHONE, "market": MARKET}, ("phone",), "pass"),
    w.diag("fr-cq-059", "diag.offtopic", "À quelle heure ouvre le jardin d'enfants le matin ?", "Le déjeuner est préparé sur place.", {"kindergarten": KINDERGARTEN}, ("kindergarten",), "fix_generation"),
    w.diag("fr-cq-060", "diag.unfaithful", "Jusqu'où la livraison de Bois d'Antan est-elle gratuite ?", "Elle est gratuite jusqu'à 100 kilomètres.", {"workshop": WORKSHOP, "optician": OPTICIAN}, ("workshop",), "fix_generation"),
    w.diag("fr-cq-061", "diag.refused", "Une personne allergique aux piqûres d'abeille peut-elle participer aux séances près des ruches ?", "Je suis désolé, je ne trouve pas cette information.", {"bees": BEES}, ("bees",), "fix_generation"),
    w.diag("fr-cq-062", "diag.missed", "Quel test faut-il réussir avant la première plongée ?", "Je ne sais pas.", {"cable_car": CABLE_CAR, "spa": SPA}, ("diving",), "fix_retrieval"),
    w.diag("fr-cq-063", "diag.correct_refusal", "Y a-t-il un parking près du marché « Seconde Vie » ?", "Désolé, les informations disponibles ne parlent pas de stationnement.", {"market": MARKET}, (), "correct_refusal"),
    w.diag("fr-cq-064", "diag.should_refuse", "Y a-t-il un vestiaire à la salle L'Étoile ?", "Oui, un vestiaire gratuit se trouve au rez-de-chaussée.", {"box_office": BOX_OFFICE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
