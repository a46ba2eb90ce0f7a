"""French cases of fresh set bp: the cabinet d'ophtalmologie des Tilleuls (an eye clinic),
the night train « Étoile du Sud », the Atelier Copeau's woodworking course, the prêt entre
bibliothèques of the bibliothèque universitaire de Valmont, the Bowling du Lac, the
boulangerie Au Pain Doré's custom cakes, the language exchange « Tandem Rennes », the port
de plaisance de Port-Mouette, the bicycle repair shop Rayon Vert and the planétarium de
Saint-Aubin."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

EYE_CLINIC = (
    "Le cabinet d'ophtalmologie des Tilleuls, à Lyon, est ouvert du lundi au vendredi de 8 h 30 à 18 h 30 et le samedi de 9 h à 12 h. "
    "Un examen de la vue standard dure environ 30 minutes et coûte 60 €, tandis qu'une adaptation de lentilles de contact coûte 95 €. "
    "Toutes les consultations de chirurgie réfractive au laser sont assurées par le Dr Claire Moreau, ophtalmologue en chef, et les enfants de moins de 12 ans sont suivis par le Dr Antoine Lefèvre. "
    "Après l'instillation de gouttes dilatantes, les patients ne doivent pas conduire pendant au moins 4 heures. "
    "Tout rendez-vous annulé moins de 24 heures à l'avance est facturé 25 €, sauf sur présentation d'un certificat médical."
)

NIGHT_TRAIN = (
    "Le train de nuit « Étoile du Sud » part de Paris-Austerlitz à 20 h 52 et arrive à Nice le lendemain matin à 8 h 40. "
    "Le trajet fait environ 980 kilomètres, et le train compte 12 voitures, dont 7 voitures-couchettes. "
    "Une place assise coûte 39 €, une couchette en compartiment de six coûte 69 € et une cabine privée avec douche coûte 189 €, petit-déjeuner compris. "
    "Chaque voyageur peut emporter jusqu'à 2 grandes valises, et les vélos doivent être réservés au moins 48 heures avant le départ. "
    "Le train circule tous les soirs sauf le mardi, et la voiture-bar ferme à 23 h."
)

WOODWORKING = (
    "L'Atelier Copeau, à Nantes, propose un cours d'initiation à la menuiserie sur six semaines, avec une séance chaque jeudi de 18 h 30 à 21 h. "
    "L'ébéniste Marc Duval anime le cours, et son apprentie Inès Roussel l'assiste. "
    "Les frais d'inscription s'élèvent à 320 € et couvrent tout le bois ainsi que l'utilisation des outils, mais chaque élève doit apporter ses propres lunettes de protection. "
    "Chaque groupe compte au maximum 8 participants, et l'âge minimum est de 16 ans. "
    "À la dernière séance, chaque élève repart avec le petit tabouret en chêne qu'il a fabriqué."
)

INTERLIBRARY_LOAN = (
    "Le service de prêt entre bibliothèques de la bibliothèque universitaire de Valmont permet aux étudiants et au personnel d'emprunter, auprès de bibliothèques partenaires, des livres que la bibliothèque ne possède pas. "
    "Les étudiants de licence peuvent faire jusqu'à 10 demandes gratuites par semestre ; chaque demande supplémentaire coûte 2 €. "
    "Les livres arrivent généralement sous 7 à 10 jours ouvrés et peuvent être gardés 3 semaines, tandis que les articles de revues sont envoyés en PDF par courriel, normalement sous 48 heures. "
    "Les demandes déposées le vendredi après 16 h sont traitées le lundi suivant. "
    "L'an dernier, le service a traité 12 400 demandes. "
    "Il est géré par la bibliothécaire Sophie Garnier, et les livres empruntés doivent être rendus à la banque de prêt, pas dans la boîte de retour."
)

BOWLING = (
    "Le Bowling du Lac, à Annecy, compte 16 pistes et ouvre tous les jours de 14 h à minuit, sauf le 25 décembre. "
    "Une partie coûte 5,50 € par personne avant 19 h et 7 € par personne après 19 h ; la location de chaussures coûte 2 €. "
    "Une piste peut être réservée pour 2 heures au maximum, et jusqu'à 6 joueurs peuvent partager une piste. "
    "Les enfants de moins de 10 ans doivent être accompagnés d'un adulte. "
    "Chaque mercredi soir, le gérant Karim Benali organise un championnat où des équipes de 4 joueurs s'affrontent pour un trophée."
)

BAKERY = (
    "La boulangerie Au Pain Doré n'accepte les commandes de gâteaux personnalisés que si elles sont passées au moins 5 jours avant la date de retrait. "
    "Un gâteau rond pour 12 personnes pèse environ 1,5 kilogramme et coûte 45 €, et une pièce à deux étages pour 40 personnes coûte 160 €. "
    "Un acompte de la moitié du prix est demandé à la commande, et le solde est réglé au retrait. "
    "Les gâteaux peuvent être retirés du mardi au samedi, entre 10 h et 16 h. "
    "La cheffe pâtissière Léa Fontaine conçoit tous les gâteaux personnalisés, et une décoration en fleurs fraîches coûte 15 € de plus."
)

LANGUAGE_EXCHANGE = (
    "Le programme d'échange linguistique « Tandem Rennes » de la Maison des associations met en relation des personnes de langues maternelles différentes pour pratiquer la conversation. "
    "Les rencontres ont lieu chaque mardi de 19 h à 20 h 30, dans la salle 8. "
    "Chaque rencontre est divisée en deux moitiés de 45 minutes, une dans chaque langue. "
    "L'adhésion coûte 15 € pour un trimestre de 12 semaines, et la première rencontre est gratuite. "
    "La bénévole Nadia Chérif forme les binômes, et les participants doivent avoir au moins 18 ans."
)

MARINA = (
    "Le port de plaisance de Port-Mouette, dans le Finistère, compte 220 places pour des bateaux de 12 mètres de long au maximum. "
    "Une place visiteur coûte 2,50 € par mètre et par nuit, eau et électricité comprises. "
    "D'avril à octobre, la capitainerie est ouverte de 7 h à 20 h, et le reste de l'année de 9 h à 17 h. "
    "Le maître de port, Yann Le Goff, attribue toutes les places visiteurs, et les bateaux qui arrivent doivent l'appeler sur le canal VHF 9. "
    "Le ponton dispose d'une station de carburant, mais seul le gazole y est vendu."
)

BIKE_SHOP = (
    "L'atelier de réparation de vélos Rayon Vert est tenu par la mécanicienne Camille Petit. "
    "Une révision simple coûte 45 €, une révision complète 110 €, et une crevaison est réparée pendant que vous attendez, en 20 minutes environ, pour 12 €. "
    "La plupart des réparations sont terminées sous 3 jours ouvrés. "
    "L'atelier est ouvert du mardi au samedi, de 9 h 30 à 18 h 30. "
    "Les vélos non récupérés dans les 30 jours qui suivent la réparation sont donnés à une association caritative locale."
)

PLANETARIUM = (
    "Le dôme du planétarium de Saint-Aubin mesure 15 mètres de diamètre et accueille 140 spectateurs. "
    "Les séances commencent toutes les heures pile, de 10 h à 17 h, et durent chacune 40 minutes. "
    "Les billets coûtent 9 € pour les adultes et 6 € pour les enfants de 4 à 12 ans ; l'entrée est gratuite pour les moins de 4 ans. "
    "Aucun retardataire n'est admis une fois la séance commencée. "
    "Le spectacle actuel, « Cap sur Mars », est à l'affiche jusqu'au 31 mars 2025 ; il a été écrit par l'astronome Hélène Marchand et est raconté par le comédien Julien Bertin."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-bp-001", "para.reorder", "Quand le cabinet des Tilleuls est-il ouvert le samedi ?", "Le samedi, c'est de 9 h à 12 h que le cabinet est ouvert.", EYE_CLINIC, True),
    w.faith("fr-bp-002", "para.passive", "Qui donne le cours d'initiation à l'Atelier Copeau ?", "Le cours est animé par l'ébéniste Marc Duval, qui est assisté de son apprentie, Inès Roussel.", WOODWORKING, True),
    w.faith("fr-bp-003", "para.synonym", "Que deviennent les vélos que personne ne vient chercher ?", "Les vélos que personne ne vient reprendre dans les 30 jours après la réparation sont offerts à une association caritative locale.", BIKE_SHOP, True),
    w.faith("fr-bp-004", "para.nominal", "Puis-je entrer si la séance a déjà commencé ?", "Non, l'admission des retardataires est impossible après le début de la séance.", PLANETARIUM, True),
    w.faith("fr-bp-005", "para.capital", "D'où part le train de nuit Étoile du Sud ?", "Il part de la gare d'Austerlitz, dans la capitale française, à 20 h 52.", NIGHT_TRAIN, True),
    w.faith("fr-bp-006", "para.pronoun", "Qui attribue les places visiteurs à Port-Mouette ?", "C'est Yann Le Goff. Il est maître de port, et les bateaux qui arrivent doivent l'appeler sur le canal VHF 9.", MARINA, True),
    w.faith("fr-bp-007", "para.relative", "Qui conçoit les gâteaux personnalisés au Pain Doré ?", "C'est Léa Fontaine, qui est la cheffe pâtissière de la boulangerie, qui conçoit tous les gâteaux personnalisés.", BAKERY, True),
    w.faith("fr-bp-008", "para.part", "Les étudiants peuvent-ils utiliser le prêt entre bibliothèques ?", "Oui, les étudiants peuvent emprunter auprès de bibliothèques partenaires des livres que la bibliothèque universitaire de Valmont ne possède pas.", INTERLIBRARY_LOAN, True),
    w.faith("fr-bp-009", "para.combine", "Quand et où se réunit Tandem Rennes ?", "Tandem Rennes se réunit le mardi de 19 h à 20 h 30 dans la salle 8 de la Maison des associations.", LANGUAGE_EXCHANGE, True),
    w.faith("fr-bp-010", "fmt.number", "Combien de temps dure le cours d'initiation, et combien y a-t-il d'élèves par groupe ?", "Le cours dure 6 semaines, et chaque groupe compte huit participants au maximum.", WOODWORKING, True),
    w.faith("fr-bp-011", "fmt.thousands", "Combien de demandes le prêt entre bibliothèques a-t-il traitées l'an dernier ?", "Il a traité 12400 demandes l'an dernier.", INTERLIBRARY_LOAN, True),
    w.faith("fr-bp-012", "fmt.scale", "Combien pèse le gâteau rond pour 12 personnes ?", "Il pèse environ 1 500 grammes.", BAKERY, True),
    w.faith("fr-bp-013", "fmt.date", "Jusqu'à quand « Cap sur Mars » est-il à l'affiche ?", "Il est à l'affiche jusqu'au 31/03/2025.", PLANETARIUM, True),
    w.faith("fr-bp-014", "fmt.time", "Quels sont les horaires de la capitainerie entre avril et octobre ?", "Pendant cette période, elle est ouverte de 7 heures du matin à 8 heures du soir.", MARINA, True),
    w.faith("fr-bp-015", "fmt.unit", "Quelle est la taille du dôme du planétarium ?", "Le dôme fait 15 m de diamètre et peut accueillir 140 spectateurs.", PLANETARIUM, True),
    w.faith("fr-bp-016", "fmt.abbrev", "En combien de temps reçoit-on un article de revue ?", "Via le PEB de la BU, les articles arrivent normalement en PDF par courriel sous 48 h.", INTERLIBRARY_LOAN, True),
    w.faith("fr-bp-017", "fmt.currency", "Combien coûte un examen de la vue standard au cabinet des Tilleuls ?", "Un examen de la vue standard coûte 60 euros.", EYE_CLINIC, True),
    w.faith("fr-bp-018", "fmt.range", "Pour combien de temps peut-on réserver une piste ?", "La durée maximale de réservation d'une piste est de deux heures.", BOWLING, True),
    w.faith("fr-bp-019", "fmt.period", "Combien de temps puis-je garder un livre obtenu par prêt entre bibliothèques ?", "Vous pouvez le garder 21 jours.", INTERLIBRARY_LOAN, True),
    w.faith("fr-bp-020", "fmt.share", "Combien faut-il payer à la commande d'un gâteau personnalisé ?", "Vous versez 50 % du prix à la commande, et le reste au moment du retrait.", BAKERY, True),
    w.faith("fr-bp-021", "para.except", "Le train de nuit Étoile du Sud circule-t-il tous les soirs ?", "Non, il ne circule pas le mardi soir ; les autres soirs, il circule.", NIGHT_TRAIN, True),
    w.faith("fr-bp-022", "wrap.opener", "Combien coûte une adaptation de lentilles de contact ?", "Bonne question ! Au cabinet des Tilleuls, une adaptation de lentilles de contact coûte 95 €.", EYE_CLINIC, True),
    w.faith("fr-bp-023", "wrap.closer", "Quel est le prix des billets au planétarium de Saint-Aubin ?", "Le billet adulte coûte 9 € et le billet enfant, de 4 à 12 ans, 6 €. Bonne séance !", PLANETARIUM, True),
    w.faith("fr-bp-024", "wrap.attribution", "Combien coûte une révision complète chez Rayon Vert ?", "D'après le document, une révision complète coûte 110 €.", BIKE_SHOP, True),
    w.faith("fr-bp-025", "wrap.hedge", "Que comprennent les frais d'inscription au cours de menuiserie ?", "Je pense que les 320 € couvrent tout le bois et l'utilisation des outils.", WOODWORKING, True),
    w.faith("fr-bp-026", "wrap.question", "Quel carburant peut-on acheter à Port-Mouette ?", "Seul le gazole est vendu au ponton. Votre bateau fonctionne-t-il au gazole ?", MARINA, True),
    w.faith("fr-bp-027", "value.number", "Combien de pistes compte le Bowling du Lac ?", "Le Bowling du Lac compte 20 pistes.", BOWLING, False),
    w.faith("fr-bp-028", "value.date", "Jusqu'à quand « Cap sur Mars » est-il à l'affiche ?", "Il est à l'affiche jusqu'au 30 avril 2025.", PLANETARIUM, False),
    w.faith("fr-bp-029", "value.time", "À quelle heure le train de nuit arrive-t-il à Nice ?", "Il arrive à Nice le lendemain matin à 9 h 40.", NIGHT_TRAIN, False),
    w.faith("fr-bp-030", "value.unit", "Quelle taille de bateau Port-Mouette peut-il accueillir ?", "Les places sont prévues pour des bateaux de 12 pieds au maximum.", MARINA, False),
    w.faith("fr-bp-031", "value.currency", "Combien coûte une couchette en compartiment de six ?", "Une couchette en compartiment de six coûte 69 francs suisses.", NIGHT_TRAIN, False),
    w.faith("fr-bp-032", "role.swap", "Qui s'occupe du cours d'initiation à la menuiserie ?", "Inès Roussel anime le cours, et son apprenti Marc Duval l'assiste.", WOODWORKING, False),
    w.faith("fr-bp-033", "negation", "Puis-je retirer mon gâteau un samedi ?", "Non, les gâteaux ne peuvent pas être retirés le samedi.", BAKERY, False),
    w.faith("fr-bp-034", "antonym", "Quelle rencontre de Tandem Rennes est gratuite ?", "La dernière rencontre du trimestre est gratuite.", LANGUAGE_EXCHANGE, False),
    w.faith("fr-bp-035", "modality", "Dois-je apporter quelque chose au cours de menuiserie ?", "Vous pouvez apporter vos propres lunettes de protection si vous le souhaitez, mais ce n'est pas obligatoire.", WOODWORKING, False),
    w.faith("fr-bp-036", "quantifier", "Combien de temps prennent les réparations chez Rayon Vert ?", "Toutes les réparations sont terminées sous 3 jours ouvrés.", BIKE_SHOP, False),
    w.faith("fr-bp-037", "value.except", "Le Bowling du Lac est-il ouvert le 25 décembre ?", "Oui, le 25 décembre, il est ouvert de 14 h à minuit, comme tous les autres jours.", BOWLING, False),
    w.faith("fr-bp-038", "direction", "Quand dois-je payer des frais d'annulation au cabinet ?", "Des frais de 25 € s'appliquent si vous annulez plus de 24 heures à l'avance, sauf sur présentation d'un certificat médical.", EYE_CLINIC, False),
    w.faith("fr-bp-039", "added.fact", "Combien coûte l'adhésion à Tandem Rennes ?", "L'adhésion coûte 15 € pour un trimestre de 12 semaines, à régler uniquement en espèces.", LANGUAGE_EXCHANGE, False),
    w.faith("fr-bp-040", "added.entity", "Qui attribue les places visiteurs au port ?", "Le maître de port Yann Le Goff et son adjointe Maëlle Kerjean attribuent les places visiteurs.", MARINA, False),
    w.faith("fr-bp-041", "mixed", "Combien de temps dure une séance au planétarium ?", "Une séance dure 40 minutes, et tous les fauteuils s'inclinent complètement.", PLANETARIUM, False),
]

REFUSAL = [
    w.refusal("fr-bp-042", "refusal.plain", "Peut-on manger au Bowling du Lac ?", "Je ne sais pas.", BOWLING, True),
    w.refusal("fr-bp-043", "refusal.context", "Le cabinet des Tilleuls pratique-t-il le tiers payant ?", "Le contexte fourni ne dit rien sur le tiers payant, je ne peux donc pas répondre.", EYE_CLINIC, True),
    w.refusal("fr-bp-044", "refusal.short", "Y a-t-il des douches à Port-Mouette ?", "Aucune idée.", MARINA, True),
    w.refusal("fr-bp-045", "refusal.long", "Avec combien de bibliothèques partenaires le service de prêt entre bibliothèques travaille-t-il ?", "Merci pour votre question. Malheureusement, les informations dont je dispose sur le prêt entre bibliothèques de la bibliothèque universitaire de Valmont n'indiquent pas le nombre de bibliothèques partenaires, je ne suis donc pas en mesure de vous donner un chiffre. Le personnel de la bibliothèque pourra sans doute vous renseigner. Je suis désolé de ne pas pouvoir vous aider davantage.", INTERLIBRARY_LOAN, True),
    w.refusal("fr-bp-046", "refusal.hedged", "Combien de temps dure une séance au planétarium de Saint-Aubin ?", "Je n'en suis pas certain, mais il me semble qu'une séance dure 40 minutes.", PLANETARIUM, False),
    w.refusal("fr-bp-047", "refusal.partial", "Combien coûte une pièce à deux étages, et existe-t-il une version sans gluten ?", "Une pièce à deux étages pour 40 personnes coûte 160 €, mais les informations ne précisent pas si des gâteaux sans gluten sont possibles.", BAKERY, False),
]

CORRECTNESS = [
    w.correct("fr-bp-048", "correct.wordy", "Combien de temps dure une séance au planétarium de Saint-Aubin ?", "Chacune des séances proposées par le planétarium de Saint-Aubin dure au total 40 minutes, du début à la fin, il faut donc prévoir une quarantaine de minutes sous le dôme.", "Une séance dure 40 minutes.", True),
    w.correct("fr-bp-049", "correct.short", "Combien coûte une révision simple chez Rayon Vert ?", "45 €.", "Une révision simple coûte 45 €.", True),
    w.correct("fr-bp-050", "correct.format", "À quelle heure le train de nuit Étoile du Sud part-il de Paris ?", "À 8 h 52 du soir.", "Il part de Paris-Austerlitz à 20 h 52.", True),
    w.correct("fr-bp-051", "wrong.value", "À partir de quel âge peut-on suivre le cours d'initiation à la menuiserie ?", "À partir de 14 ans.", "L'âge minimum est de 16 ans.", False),
    w.correct("fr-bp-052", "wrong.echo", "Quel carburant est vendu au ponton de Port-Mouette ?", "Le carburant vendu au ponton de Port-Mouette est l'essence.", "Seul le gazole y est vendu.", False),
    w.correct("fr-bp-053", "wrong.role", "Qui a écrit « Cap sur Mars », et qui le raconte ?", "Julien Bertin l'a écrit, et Hélène Marchand le raconte.", "Il a été écrit par l'astronome Hélène Marchand et est raconté par le comédien Julien Bertin.", False),
]

RELEVANCY = [
    w.relevant("fr-bp-054", "relevant.direct", "Quand l'atelier Rayon Vert est-il ouvert ?", "Du mardi au samedi, de 9 h 30 à 18 h 30.", BIKE_SHOP, True),
    w.relevant("fr-bp-055", "relevant.yesno", "Puis-je conduire tout de suite après des gouttes dilatantes ?", "Non, vous devez attendre au moins 4 heures avant de conduire.", EYE_CLINIC, True),
    w.relevant("fr-bp-056", "offtopic.true", "Combien de temps à l'avance faut-il commander un gâteau personnalisé ?", "Une décoration en fleurs fraîches coûte 15 € de plus.", BAKERY, False),
    w.relevant("fr-bp-057", "offtopic.other", "Combien coûte la location de chaussures au Bowling du Lac ?", "Le championnat du mercredi soir est organisé par le gérant Karim Benali, avec des équipes de quatre.", BOWLING, False),
]

DIAGNOSIS = [
    w.diag("fr-bp-058", "diag.pass", "Combien coûte un billet enfant au planétarium de Saint-Aubin ?", "Les enfants de 4 à 12 ans paient 6 €, et l'entrée est gratuite pour les moins de 4 ans.", {"planetarium": PLANETARIUM, "bike-shop": BIKE_SHOP}, ("planetarium",), "pass"),
    w.diag("fr-bp-059", "diag.offtopic", "Que fabrique-t-on pendant le cours d'initiation de l'Atelier Copeau ?", "Les frais d'inscription sont de 320 €.", {"woodworking": WOODWORKING, "marina": MARINA}, ("woodworking",), "fix_generation"),
    w.diag("fr-bp-060", "diag.unfaithful", "Combien coûte une cabine privée dans l'Étoile du Sud ?", "Une cabine privée avec douche coûte 149 €, petit-déjeuner compris.", {"night-train": NIGHT_TRAIN, "bowling": BOWLING}, ("night-train",), "fix_generation"),
    w.diag("fr-bp-061", "diag.refused", "En combien de temps arrivent les livres du prêt entre bibliothèques ?", "Désolé, les informations fournies n'indiquent pas en combien de temps les livres arrivent.", {"interlibrary-loan": INTERLIBRARY_LOAN, "eye-clinic": EYE_CLINIC}, ("interlibrary-loan",), "fix_generation"),
    w.diag("fr-bp-062", "diag.missed", "Combien coûte une pièce à deux étages à la boulangerie Au Pain Doré ?", "Les documents dont je dispose ne mentionnent aucun prix de gâteau, je ne peux donc pas répondre.", {"bowling": BOWLING, "marina": MARINA}, ("bakery",), "fix_retrieval"),
    w.diag("fr-bp-063", "diag.correct_refusal", "Quelles langues peut-on pratiquer à Tandem Rennes ?", "Les informations disponibles ne précisent pas quelles langues sont proposées à Tandem Rennes.", {"language-exchange": LANGUAGE_EXCHANGE, "planetarium": PLANETARIUM}, (), "correct_refusal"),
    w.diag("fr-bp-064", "diag.should_refuse", "Rayon Vert vend-il des vélos électriques ?", "Oui, Rayon Vert vend plusieurs modèles de vélos électriques à partir de 1 490 €.", {"bike-shop": BIKE_SHOP, "eye-clinic": EYE_CLINIC}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
