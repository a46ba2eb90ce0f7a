"""French cases of fresh set cd. Scenarios: a woodworking course (atelier Copeaux & Cie,
Lyon), a rooftop cinema (Ciel Ouvert, Marseille), a blood donation centre (Maison du don
de Bellevue), a mountain cable car (téléphérique du Pic Blanc), a student exchange office
(université de Valmont), a bakery school (Mie & Croûte, Nantes), a kayak rental (Kayak de
la Boucle), a municipal recycling centre (déchetterie des Prés), a jazz festival (Jazz au
Port, La Rochelle) and a parcel locker service (CasierMinute)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

WOODWORKING = "L'atelier Copeaux & Cie, à Lyon, propose un cours de menuiserie pour débutants animé par l'ébéniste Claire Dumas. Le cours dure six semaines, à raison d'une séance chaque mardi de 18 h 30 à 21 h. L'inscription coûte 340 €, bois et outillage compris ; les chaussures de sécurité ne sont pas fournies. Chaque groupe compte au maximum 8 élèves, qui doivent avoir au moins 16 ans. L'assistant de Claire, Hugo Lefèvre, affûte les ciseaux à bois avant chaque séance."
ROOFTOP_CINEMA = "Le cinéma Ciel Ouvert, installé sur le toit de l'immeuble Horizon à Marseille, projette des films du 1er juin au 31 août. Les portes ouvrent à 20 h et la séance commence à 21 h 15. Le billet normal coûte 12 €, et un transat avec couverture coûte 4 € de plus. Il y a une séance tous les soirs sauf le lundi. En cas de pluie, le film est projeté sous l'auvent ; seul un orage entraîne l'annulation, et les billets sont alors intégralement remboursés."
BLOOD_CENTRE = "La Maison du don de Bellevue est ouverte du mardi au samedi, de 8 h à 19 h. Les donneurs doivent avoir entre 18 et 70 ans et peser au moins 50 kg. Le prélèvement lui-même dure environ 10 minutes, mais la visite complète prend à peu près une heure. Les hommes peuvent donner leur sang total toutes les 12 semaines, les femmes toutes les 16 semaines. La docteure Nadia Benali est directrice médicale, et l'infirmier Julien Marchand dirige l'équipe d'accueil."
CABLE_CAR = "Le téléphérique du Pic Blanc s'élève de 1 150 mètres entre la gare de la vallée et le sommet en 9 minutes. Chaque cabine transporte jusqu'à 60 passagers. L'aller-retour coûte 30 € pour les adultes et moitié prix pour les enfants de 6 à 15 ans ; les moins de 6 ans voyagent gratuitement. La première cabine part de la vallée à 8 h 30 et la dernière redescend du sommet à 17 h 45. Le téléphérique s'arrête lorsque le vent dépasse 80 km/h."
EXCHANGE_OFFICE = "Le bureau des relations internationales de l'université de Valmont se trouve en salle 204 du bâtiment de la bibliothèque. Il est ouvert du lundi au jeudi, de 10 h à 16 h. Les candidatures pour un échange au semestre de printemps doivent être déposées au plus tard le 15 octobre. Les candidats doivent avoir une moyenne d'au moins 12 sur 20 et avoir validé deux semestres. Le directeur du bureau, Paul Girard, signe les contrats d'études, et la conseillère Inès Moreau vérifie les dossiers."
BAKERY_SCHOOL = "L'école de boulangerie Mie & Croûte, à Nantes, propose une masterclass de pain au levain tous les samedis de 9 h à 15 h. Le cours coûte 95 € et comprend le déjeuner ainsi qu'un kit de levain de 1 kg à emporter. Le chef boulanger Antoine Rivière anime le cours, et son associée Camille Faure gère les réservations. Il faut réserver au moins 7 jours à l'avance. Une annulation faite plus de 48 heures avant le cours est remboursée intégralement ; une annulation plus tardive n'est pas remboursée."
KAYAK_RENTAL = "Kayak de la Boucle, au ponton des Saules, loue des kayaks monoplaces à 15 € l'heure et des biplaces à 25 € l'heure. Le point de location est ouvert d'avril à octobre, tous les jours de 9 h à 18 h, et tous les kayaks doivent être rendus avant 17 h 30. Chaque pagayeur reçoit un gilet de sauvetage, dont le port est obligatoire. Les enfants de moins de 12 ans ne peuvent pagayer qu'en biplace avec un adulte. Toutes les locations se paient à l'avance, sauf les réservations de groupe de 10 personnes ou plus, qui peuvent régler le jour même."
RECYCLING_CENTRE = "La déchetterie municipale des Prés, rue du Moulin, est ouverte tous les jours sauf le mercredi, de 8 h à 18 h. Les habitants peuvent déposer gratuitement jusqu'à 5 sacs de déchets verts par passage. Le dépôt d'un pneu coûte 3 €. Les camionnettes et les remorques doivent disposer d'une autorisation, que la mairie délivre sous 10 jours ouvrés. L'amiante et les bouteilles de gaz ne sont pas acceptés."
JAZZ_FESTIVAL = "Le festival Jazz au Port se tient à La Rochelle du 12 au 14 juillet. Le pass trois jours coûte 120 € et le billet journée 50 €. La tête d'affiche, le quartet d'Ida Sørensen venu de Copenhague, joue le samedi à 21 h sur la grande scène. Tous les concerts de la grande scène sont en places assises, tandis que le chapiteau du Port ne propose que des places debout. Le festival est organisé par l'association Littoral Arts, et la sonorisation est assurée par Basse Profonde Audio."
PARCEL_LOCKERS = "Les consignes à colis CasierMinute conservent un colis pendant 72 heures après sa livraison. Le code de retrait est envoyé par SMS et par e-mail. Chaque casier accepte des colis jusqu'à 20 kg et 60 cm sur le plus grand côté. Un colis non retiré à temps est renvoyé à l'expéditeur. L'envoi d'un colis depuis une consigne coûte 3,50 € pour un petit format et 5,20 € pour un grand."

# fmt: off
FAITHFULNESS = [
    w.faith("fr-cd-001", "para.reorder", "Quand ont lieu les séances de menuiserie ?", "De 18 h 30 à 21 h, chaque mardi, et cela pendant six semaines.", WOODWORKING, True),
    w.faith("fr-cd-002", "para.passive", "Qui affûte les ciseaux à bois ?", "Les ciseaux à bois sont affûtés avant chaque séance par Hugo Lefèvre, l'assistant de Claire.", WOODWORKING, True),
    w.faith("fr-cd-003", "para.synonym", "Que se passe-t-il s'il pleut ?", "La pluie n'empêche pas la projection : le film passe sous l'auvent. Seul un orage fait annuler la séance, et le prix du billet est alors rendu en totalité.", ROOFTOP_CINEMA, True),
    w.faith("fr-cd-004", "para.nominal", "Jusqu'à quand puis-je postuler pour un échange au semestre de printemps ?", "La date limite de dépôt des candidatures pour le semestre de printemps est le 15 octobre.", EXCHANGE_OFFICE, True),
    w.faith("fr-cd-005", "para.capital", "Qui est la tête d'affiche du festival ?", "C'est le quartet d'Ida Sørensen, venu de la capitale danoise.", JAZZ_FESTIVAL, True),
    w.faith("fr-cd-006", "para.pronoun", "Quel est le rôle de la docteure Nadia Benali ?", "Elle est la directrice médicale de la Maison du don.", BLOOD_CENTRE, True),
    w.faith("fr-cd-007", "para.relative", "Qui anime la masterclass de pain au levain ?", "C'est Antoine Rivière, qui est le chef boulanger de l'école, qui anime le cours.", BAKERY_SCHOOL, True),
    w.faith("fr-cd-008", "para.part", "La Maison du don est-elle ouverte le jeudi ?", "Oui, le jeudi, elle est ouverte de 8 h à 19 h.", BLOOD_CENTRE, True),
    w.faith("fr-cd-009", "para.combine", "Quelles règles s'appliquent aux enfants de moins de 12 ans ?", "Les moins de 12 ans doivent pagayer en biplace avec un adulte et, comme tous les pagayeurs, porter le gilet de sauvetage qu'on leur remet.", KAYAK_RENTAL, True),
    w.faith("fr-cd-010", "fmt.number", "Combien d'élèves y a-t-il par groupe ?", "Huit élèves au maximum par groupe.", WOODWORKING, True),
    w.faith("fr-cd-011", "fmt.thousands", "De combien de mètres s'élève le téléphérique ?", "Il s'élève de 1150 mètres entre la vallée et le sommet.", CABLE_CAR, True),
    w.faith("fr-cd-012", "fmt.scale", "Qu'est-ce qui est compris dans le prix de la masterclass ?", "Le déjeuner, ainsi qu'un kit de levain de 1 000 grammes à emporter.", BAKERY_SCHOOL, True),
    w.faith("fr-cd-013", "fmt.date", "Quand a lieu le festival ?", "Du 12/07 au 14/07.", JAZZ_FESTIVAL, True),
    w.faith("fr-cd-014", "fmt.time", "À quelle heure commence le film ?", "Le film commence à neuf heures et quart du soir, et les portes ouvrent à huit heures du soir.", ROOFTOP_CINEMA, True),
    w.faith("fr-cd-015", "fmt.unit", "Quelle taille de colis entre dans un casier ?", "Des colis de 20 kilogrammes au plus, dont le plus grand côté ne dépasse pas 60 centimètres.", PARCEL_LOCKERS, True),
    w.faith("fr-cd-016", "fmt.abbrev", "Quand et où le bureau des relations internationales est-il ouvert ?", "Du lun. au jeu., de 10 h à 16 h, salle 204 du bât. de la bibliothèque.", EXCHANGE_OFFICE, True),
    w.faith("fr-cd-017", "fmt.currency", "Combien coûte la location d'un kayak ?", "Le monoplace coûte 15 euros de l'heure et le biplace 25 EUR de l'heure.", KAYAK_RENTAL, True),
    w.faith("fr-cd-018", "fmt.range", "Quel âge faut-il avoir pour donner son sang ?", "L'âge minimum est de 18 ans et l'âge maximum de 70 ans.", BLOOD_CENTRE, True),
    w.faith("fr-cd-019", "fmt.period", "Combien de temps un colis reste-t-il dans la consigne ?", "Trois jours après sa livraison.", PARCEL_LOCKERS, True),
    w.faith("fr-cd-020", "fmt.share", "Combien paient les enfants pour le téléphérique ?", "Les enfants de 6 à 15 ans paient 50 % du tarif aller-retour adulte, et les moins de 6 ans ne paient rien.", CABLE_CAR, True),
    w.faith("fr-cd-021", "para.except", "Quel jour la déchetterie est-elle fermée ?", "Elle est fermée le mercredi ; les autres jours, elle ouvre de 8 h à 18 h.", RECYCLING_CENTRE, True),
    w.faith("fr-cd-022", "wrap.opener", "Faut-il payer pour déposer des déchets verts ?", "Bonne question ! Vous pouvez déposer gratuitement jusqu'à 5 sacs de déchets verts par passage.", RECYCLING_CENTRE, True),
    w.faith("fr-cd-023", "wrap.closer", "Combien de temps à l'avance faut-il réserver la masterclass ?", "Il faut réserver au moins 7 jours avant le cours. J'espère que cela vous aide, et bonne cuisson !", BAKERY_SCHOOL, True),
    w.faith("fr-cd-024", "wrap.attribution", "Comment reçoit-on le code de retrait ?", "D'après le document, le code de retrait vous est envoyé par SMS et par e-mail.", PARCEL_LOCKERS, True),
    w.faith("fr-cd-025", "wrap.hedge", "Combien coûte le billet journée du festival ?", "Je crois que le billet journée coûte 50 €.", JAZZ_FESTIVAL, True),
    w.faith("fr-cd-026", "wrap.question", "L'outillage est-il compris dans le prix du cours ?", "Oui, les 340 € comprennent le bois et l'outillage. Voulez-vous aussi connaître les horaires des séances ?", WOODWORKING, True),
    w.faith("fr-cd-027", "value.number", "Combien de passagers une cabine peut-elle transporter ?", "Chaque cabine transporte jusqu'à 80 passagers.", CABLE_CAR, False),
    w.faith("fr-cd-028", "value.date", "Quelle est la date limite des candidatures pour le semestre de printemps ?", "Les candidatures pour le semestre de printemps doivent être déposées au plus tard le 15 novembre.", EXCHANGE_OFFICE, False),
    w.faith("fr-cd-029", "value.time", "À quelle heure les portes du cinéma ouvrent-elles ?", "Les portes ouvrent à 19 h 30.", ROOFTOP_CINEMA, False),
    w.faith("fr-cd-030", "value.unit", "Combien faut-il peser pour donner son sang ?", "Il faut peser au moins 50 livres.", BLOOD_CENTRE, False),
    w.faith("fr-cd-031", "value.currency", "Combien coûte la masterclass de pain au levain ?", "La masterclass de pain au levain coûte 95 francs suisses.", BAKERY_SCHOOL, False),
    w.faith("fr-cd-032", "role.swap", "Qui anime le cours de menuiserie ?", "Le cours est animé par Hugo Lefèvre, et son assistante Claire Dumas affûte les ciseaux à bois.", WOODWORKING, False),
    w.faith("fr-cd-033", "negation", "Puis-je apporter des bouteilles de gaz à la déchetterie ?", "Oui, les bouteilles de gaz sont acceptées à la déchetterie.", RECYCLING_CENTRE, False),
    w.faith("fr-cd-034", "antonym", "À quel niveau s'adresse le cours de menuiserie ?", "C'est un cours avancé, réservé aux menuisiers confirmés.", WOODWORKING, False),
    w.faith("fr-cd-035", "modality", "Est-ce que je dois porter le gilet de sauvetage ?", "Le gilet est facultatif : vous pouvez le porter si vous le souhaitez.", KAYAK_RENTAL, False),
    w.faith("fr-cd-036", "quantifier", "Les concerts de la grande scène sont-ils en places assises ?", "Seule une partie des concerts de la grande scène est en places assises.", JAZZ_FESTIVAL, False),
    w.faith("fr-cd-037", "value.except", "Quand faut-il payer la location de kayak ?", "Les groupes de 10 personnes ou plus doivent payer à l'avance, alors que les autres locations se règlent le jour même.", KAYAK_RENTAL, False),
    w.faith("fr-cd-038", "direction", "Suis-je remboursé si j'annule la masterclass ?", "Oui, même une annulation faite moins de 48 heures avant le cours est remboursée intégralement.", BAKERY_SCHOOL, False),
    w.faith("fr-cd-039", "added.fact", "Combien coûte l'envoi d'un colis depuis une consigne ?", "Un petit format coûte 3,50 € et un grand 5,20 €, et le paiement se fait uniquement par carte.", PARCEL_LOCKERS, False),
    w.faith("fr-cd-040", "added.entity", "Qui organise le festival Jazz au Port ?", "L'association Littoral Arts l'organise avec la mairie de La Rochelle, et Basse Profonde Audio assure la sonorisation.", JAZZ_FESTIVAL, False),
    w.faith("fr-cd-041", "mixed", "À quelle fréquence peut-on donner son sang total ?", "Les hommes peuvent donner toutes les 12 semaines, et les femmes toutes les 10 semaines.", BLOOD_CENTRE, False),
]

REFUSAL = [
    w.refusal("fr-cd-042", "refusal.plain", "Y a-t-il un parking à l'immeuble Horizon ?", "Je ne sais pas s'il y a un parking à l'immeuble Horizon.", ROOFTOP_CINEMA, True),
    w.refusal("fr-cd-043", "refusal.context", "La déchetterie accepte-t-elle les vieux matelas ?", "Le contexte fourni n'indique pas si les vieux matelas sont acceptés.", RECYCLING_CENTRE, True),
    w.refusal("fr-cd-044", "refusal.short", "Les chiens sont-ils admis dans les cabines ?", "Je l'ignore, désolé.", CABLE_CAR, True),
    w.refusal("fr-cd-045", "refusal.long", "Quel est le montant mensuel de la bourse d'échange ?", "Merci pour votre question. Les informations dont je dispose sur le bureau des relations internationales indiquent son emplacement, ses horaires, la date limite de candidature et les conditions d'admission, mais elles ne disent rien des bourses d'échange ni de leur montant. Je ne suis donc malheureusement pas en mesure de vous indiquer une somme mensuelle ; le mieux est de vous adresser directement au bureau.", EXCHANGE_OFFICE, True),
    w.refusal("fr-cd-046", "refusal.hedged", "À quelle heure se termine la masterclass ?", "Je n'en suis pas tout à fait sûr, mais je crois qu'elle se termine à 15 h.", BAKERY_SCHOOL, False),
    w.refusal("fr-cd-047", "refusal.partial", "Combien coûte un biplace à l'heure, et y a-t-il une réduction étudiante ?", "Un kayak biplace coûte 25 € l'heure. Je ne trouve aucune information sur une réduction étudiante, je ne peux donc pas répondre à cette partie.", KAYAK_RENTAL, False),
]

CORRECTNESS = [
    w.correct("fr-cd-048", "correct.wordy", "Quand joue le quartet d'Ida Sørensen ?", "Si vous tenez à voir la tête d'affiche, réservez votre samedi soir : c'est ce jour-là, à 21 h, que le quartet d'Ida Sørensen monte sur la grande scène.", "Le quartet d'Ida Sørensen joue le samedi à 21 h sur la grande scène.", True),
    w.correct("fr-cd-049", "correct.short", "Combien de temps la consigne garde-t-elle un colis ?", "72 heures.", "Un colis reste dans la consigne pendant 72 heures après sa livraison.", True),
    w.correct("fr-cd-050", "correct.format", "À quelle heure la dernière cabine redescend-elle du sommet ?", "À six heures moins le quart du soir.", "La dernière cabine redescend du sommet à 17 h 45.", True),
    w.correct("fr-cd-051", "wrong.value", "Combien coûte le cours de menuiserie ?", "Il coûte 430 €, bois et outillage compris.", "Le cours coûte 340 €, bois et outillage compris.", False),
    w.correct("fr-cd-052", "wrong.echo", "À quelle fréquence les femmes peuvent-elles donner leur sang total ?", "Les femmes peuvent donner leur sang total chaque semaine.", "Les femmes peuvent donner leur sang total toutes les 16 semaines.", False),
    w.correct("fr-cd-053", "wrong.role", "Qui signe les contrats d'études ?", "La conseillère Inès Moreau signe les contrats d'études, et Paul Girard vérifie les dossiers.", "Le directeur du bureau, Paul Girard, signe les contrats d'études ; la conseillère Inès Moreau vérifie les dossiers.", False),
]

RELEVANCY = [
    w.relevant("fr-cd-054", "relevant.direct", "Combien coûte le dépôt d'un pneu ?", "Déposer un pneu coûte 3 €.", RECYCLING_CENTRE, True),
    w.relevant("fr-cd-055", "relevant.yesno", "La séance est-elle annulée s'il pleut ?", "Non, sous la pluie le film est projeté sous l'auvent ; seul un orage annule la séance.", ROOFTOP_CINEMA, True),
    w.relevant("fr-cd-056", "offtopic.true", "Avant quelle heure faut-il rendre les kayaks ?", "Kayak de la Boucle se trouve au ponton des Saules.", KAYAK_RENTAL, False),
    w.relevant("fr-cd-057", "offtopic.other", "Qui gère les réservations de la masterclass ?", "La masterclass coûte 95 €, déjeuner compris.", BAKERY_SCHOOL, False),
]

DIAGNOSIS = [
    w.diag("fr-cd-058", "diag.pass", "Quel poids maximum un casier accepte-t-il ?", "Un casier accepte des colis jusqu'à 20 kg.", {"parcel-lockers": PARCEL_LOCKERS, "jazz-festival": JAZZ_FESTIVAL}, ("parcel-lockers",), "pass"),
    w.diag("fr-cd-059", "diag.offtopic", "À quelle heure part la première cabine ?", "L'aller-retour coûte 30 € pour un adulte.", {"cable-car": CABLE_CAR, "kayak-rental": KAYAK_RENTAL}, ("cable-car",), "fix_generation"),
    w.diag("fr-cd-060", "diag.unfaithful", "Combien coûte le pass trois jours ?", "Le pass trois jours coûte 150 €.", {"jazz-festival": JAZZ_FESTIVAL, "rooftop-cinema": ROOFTOP_CINEMA}, ("jazz-festival",), "fix_generation"),
    w.diag("fr-cd-061", "diag.refused", "Où se trouve le bureau des relations internationales ?", "Désolé, je ne trouve pas cette information dans les documents.", {"exchange-office": EXCHANGE_OFFICE, "bakery-school": BAKERY_SCHOOL}, ("exchange-office",), "fix_generation"),
    w.diag("fr-cd-062", "diag.missed", "En combien de temps la mairie délivre-t-elle l'autorisation pour venir en camionnette à la déchetterie ?", "Les documents dont je dispose ne parlent pas d'autorisation pour les camionnettes, je ne peux donc pas répondre.", {"rooftop-cinema": ROOFTOP_CINEMA, "blood-centre": BLOOD_CENTRE}, ("recycling-centre",), "fix_retrieval"),
    w.diag("fr-cd-063", "diag.correct_refusal", "Reçoit-on un certificat à la fin du cours de menuiserie ?", "Les informations disponibles ne précisent pas si un certificat est délivré.", {"woodworking": WOODWORKING, "bakery-school": BAKERY_SCHOOL}, (), "correct_refusal"),
    w.diag("fr-cd-064", "diag.should_refuse", "Y a-t-il un parking gratuit à la Maison du don ?", "Oui, les donneurs peuvent se garer gratuitement deux heures sur le parking de la Maison du don.", {"blood-centre": BLOOD_CENTRE, "cable-car": CABLE_CAR}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
