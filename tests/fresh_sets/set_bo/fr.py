"""French cases of fresh set bo. Scenarios: the pharmacie du Marché in Annecy, the bus
company Cars du Vercors near Grenoble, the cooking school Le Petit Fouet in Lyon, the
municipal sauna of Colmar, the insurance broker Martin & Roux in Paris, Meubles Garnier's
delivery service, the conservatoire Gabriel-Fauré in Rennes, the Crêtes-Blanches ski
resort in Savoie, the dry cleaner Net Express in Marseille and the jardin botanique des
Hespérides in Montpellier."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

PHARMACY = (
    "La pharmacie du Marché, à Annecy, est ouverte du lundi au vendredi de 8 h 30 à 19 h 30 et le samedi de 9 h à 12 h 30 ; elle est fermée le dimanche. "
    "La pharmacienne titulaire est Claire Dubois, et son adjoint est Mathieu Leroy. "
    "Les ordonnances déposées avant midi sont en général prêtes le jour même en fin d'après-midi. "
    "Le vaccin contre la grippe coûte 12 € et il est gratuit pour les clients de 65 ans et plus. "
    "Chaque client peut acheter au maximum deux boîtes de paracétamol par passage."
)

BUS = (
    "Les Cars du Vercors desservent 16 lignes entre Grenoble et les villages alentour. "
    "Un ticket à l'unité coûte 1,90 € et un pass journée 5,50 €. "
    "Les enfants de moins de 4 ans voyagent gratuitement, et les titulaires de la carte senior paient la moitié du tarif adulte. "
    "En semaine, la ligne 5 part de la gare routière de Grenoble vers Villard-de-Lans toutes les 30 minutes, mais le dimanche elle ne circule que toutes les deux heures. "
    "Le dernier car de Villard-de-Lans vers la gare routière part à 21 h 45."
)

COOKING = (
    "L'atelier de cuisine Le Petit Fouet, à Lyon, propose un cours de pâtisserie de dix semaines, le mercredi soir de 18 h à 21 h. "
    "Le cours est donné par le chef pâtissier Antoine Moreau, assisté de la cheffe Julie Bernard. "
    "Chaque groupe compte au moins 5 et au plus 10 élèves. "
    "Les frais de 450 € comprennent tous les ingrédients et un tablier, mais chaque élève doit apporter ses propres couteaux. "
    "Toute inscription annulée au moins 15 jours avant le premier cours est intégralement remboursée."
)

SAUNA = (
    "Le sauna municipal de Colmar est ouvert tous les jours sauf le lundi, de 11 h à 21 h. "
    "Une entrée de trois heures coûte 14 €, et la location d'une serviette 2,50 €. "
    "Le sauna finlandais est chauffé à 85 °C, et le hammam est maintenu à 46 °C. "
    "Le jeudi est réservé aux femmes. "
    "Les enfants de moins de 12 ans ne sont admis que le dimanche matin, accompagnés d'un adulte."
)

INSURANCE = (
    "Martin & Roux est un cabinet de courtage en assurances indépendant, fondé en 2009, dont l'unique bureau se trouve à Paris. "
    "Ses trois conseillers comparent les contrats habitation, auto et voyage de 16 assureurs. "
    "Le premier rendez-vous est gratuit, car le cabinet est rémunéré par une commission versée par l'assureur. "
    "Les clients doivent prendre rendez-vous au moins deux jours ouvrés à l'avance. "
    "L'aide en cas de sinistre est comprise pendant toute la durée des contrats souscrits par l'intermédiaire du cabinet."
)

DELIVERY = (
    "Meubles Garnier livre gratuitement dans un rayon de 25 km autour de son entrepôt pour toute commande de plus de 1 500 € ; en dessous, la livraison est facturée 59 €. "
    "Les livraisons ont lieu du lundi au samedi, sur l'un de deux créneaux : de 8 h à 12 h ou de 14 h à 18 h. "
    "Chaque livraison est assurée par deux livreurs, et le client reçoit un SMS la veille au soir. "
    "Le montage coûte 12 % du montant de la commande. "
    "L'équipe peut aussi reprendre un ancien meuble pour 35 €."
)

CONSERVATORY = (
    "Le conservatoire de musique Gabriel-Fauré de Rennes a été fondé le 2 novembre 1884 et compte aujourd'hui environ 620 élèves. "
    "Sa directrice est la harpiste Sophie Lambert, et le département de piano est dirigé par Hugo Marchand. "
    "Les concours d'entrée ont lieu la deuxième semaine de juin, et les inscriptions se terminent le 30 avril. "
    "Les frais de scolarité s'élèvent à 950 € par an, et une bourse au mérite en prend en charge la moitié pour 15 élèves au maximum. "
    "La grande salle de concert compte 480 places et a été inaugurée en 1993."
)

SKI = (
    "La station des Crêtes-Blanches, en Savoie, se situe à 1 650 m d'altitude et compte 55 km de pistes balisées desservies par 13 remontées mécaniques. "
    "La saison s'étend habituellement du 15 décembre au 12 avril. "
    "Les remontées fonctionnent de 9 h à 17 h, et la dernière montée de la télécabine du sommet a lieu à 16 h 15. "
    "Le forfait journée adulte coûte 44 €, et les enfants de moins de 6 ans skient gratuitement s'ils sont accompagnés d'un adulte payant. "
    "Le ski nocturne sur la piste des Chamois n'est proposé que le mardi, de 18 h 30 à 21 h."
)

DRYCLEAN = (
    "Le pressing Net Express, rue de la République à Marseille, nettoie une chemise pour 4 € et un costume deux pièces pour 19,50 €. "
    "Les commandes normales sont prêtes au bout de 48 heures. "
    "Les vêtements déposés avant 9 h peuvent être nettoyés le jour même moyennant un supplément de 5 €, sauf les robes de mariée, qui demandent toujours une semaine. "
    "Le cuir et le daim ne sont pas traités sur place mais confiés à un atelier partenaire. "
    "Les vêtements non retirés dans un délai de 90 jours sont donnés à une association caritative."
)

GARDEN = (
    "Le jardin botanique des Hespérides, à Montpellier, s'étend sur 12 hectares et abrite environ 3 800 espèces végétales. "
    "D'avril à octobre, il est ouvert de 9 h à 19 h, et de novembre à mars de 10 h à 17 h. "
    "L'entrée coûte 7 € pour les adultes et elle est gratuite pour les moins de 18 ans. "
    "La grande serre tropicale, construite en 1889, est maintenue à 25 °C toute l'année. "
    "Les chiens sont interdits, à l'exception des chiens d'assistance."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-bo-001", "para.reorder", "Qui dirige la pharmacie du Marché ?", "Mathieu Leroy est l'adjoint, et la pharmacienne titulaire est Claire Dubois.", PHARMACY, True),
    w.faith("fr-bo-002", "para.passive", "Que font les conseillers de Martin & Roux ?", "Les contrats habitation, auto et voyage de 16 assureurs sont comparés par les trois conseillers du cabinet.", INSURANCE, True),
    w.faith("fr-bo-003", "para.synonym", "Quelles sont les dates de la saison aux Crêtes-Blanches ?", "La saison va généralement du 15 décembre au 12 avril.", SKI, True),
    w.faith("fr-bo-004", "para.nominal", "Suis-je remboursé si j'annule mon inscription au cours de pâtisserie ?", "Oui : en cas d'annulation au moins 15 jours avant le premier cours, le remboursement est intégral.", COOKING, True),
    w.faith("fr-bo-005", "para.capital", "Où se trouve le bureau de Martin & Roux ?", "Son unique bureau se trouve dans la capitale française.", INSURANCE, True),
    w.faith("fr-bo-006", "para.pronoun", "Qui est à la tête du conservatoire Gabriel-Fauré ?", "C'est Sophie Lambert qui le dirige ; elle est harpiste.", CONSERVATORY, True),
    w.faith("fr-bo-007", "para.relative", "Combien de places compte la grande salle de concert ?", "La grande salle de concert, qui a été inaugurée en 1993, compte 480 places.", CONSERVATORY, True),
    w.faith("fr-bo-008", "para.part", "Quels sont les tarifs de Net Express ?", "Le nettoyage d'une chemise y coûte 4 €.", DRYCLEAN, True),
    w.faith("fr-bo-009", "para.combine", "Combien coûte une chemise chez Net Express, et quand sera-t-elle prête ?", "Une chemise coûte 4 €, et les commandes normales sont prêtes au bout de 48 heures.", DRYCLEAN, True),
    w.faith("fr-bo-010", "fmt.number", "Combien de remontées mécaniques la station compte-t-elle ?", "La station compte treize remontées mécaniques.", SKI, True),
    w.faith("fr-bo-011", "fmt.thousands", "Quand la livraison est-elle gratuite chez Meubles Garnier ?", "Elle est gratuite dans un rayon de 25 km autour de l'entrepôt pour les commandes de plus de 1500 €.", DELIVERY, True),
    w.faith("fr-bo-012", "fmt.scale", "Quelle est la superficie du jardin botanique des Hespérides ?", "Le jardin s'étend sur 120 000 mètres carrés.", GARDEN, True),
    w.faith("fr-bo-013", "fmt.date", "Quand le conservatoire Gabriel-Fauré a-t-il été fondé ?", "Il a été fondé le 02/11/1884.", CONSERVATORY, True),
    w.faith("fr-bo-014", "fmt.time", "Quels sont les horaires de la pharmacie en semaine ?", "Du lundi au vendredi, elle est ouverte de huit heures et demie du matin à sept heures et demie du soir.", PHARMACY, True),
    w.faith("fr-bo-015", "fmt.unit", "À quelle température est chauffé le sauna finlandais ?", "Il est chauffé à 85 degrés Celsius.", SAUNA, True),
    w.faith("fr-bo-016", "fmt.abbrev", "Quels jours Meubles Garnier livre-t-il ?", "Les livraisons ont lieu du lun. au sam.", DELIVERY, True),
    w.faith("fr-bo-017", "fmt.currency", "Combien coûtent les billets des Cars du Vercors ?", "Un ticket à l'unité coûte 1 euro 90 et un pass journée 5 euros 50.", BUS, True),
    w.faith("fr-bo-018", "fmt.range", "Combien d'élèves y a-t-il par groupe au Petit Fouet ?", "Chaque groupe compte entre 5 et 10 élèves.", COOKING, True),
    w.faith("fr-bo-019", "fmt.period", "En combien de temps une commande normale est-elle prête chez Net Express ?", "Une commande normale est prête au bout de deux jours.", DRYCLEAN, True),
    w.faith("fr-bo-020", "fmt.share", "Les seniors ont-ils une réduction sur les Cars du Vercors ?", "Oui, avec la carte senior, on paie 50 % du tarif adulte.", BUS, True),
    w.faith("fr-bo-021", "para.except", "Quand le sauna municipal de Colmar est-il ouvert ?", "Il est fermé le lundi ; les autres jours, il ouvre de 11 h à 21 h.", SAUNA, True),
    w.faith("fr-bo-022", "wrap.opener", "Net Express nettoie-t-il lui-même les vestes en cuir ?", "Bonne question ! Le cuir et le daim ne sont pas traités sur place : ils sont confiés à un atelier partenaire.", DRYCLEAN, True),
    w.faith("fr-bo-023", "wrap.closer", "Combien coûte l'entrée au jardin botanique des Hespérides ?", "L'entrée coûte 7 € pour les adultes et elle est gratuite pour les moins de 18 ans. Bonne visite !", GARDEN, True),
    w.faith("fr-bo-024", "wrap.attribution", "Jusqu'à quand peut-on s'inscrire au conservatoire ?", "D'après le document, les inscriptions se terminent le 30 avril.", CONSERVATORY, True),
    w.faith("fr-bo-025", "wrap.hedge", "Combien coûte le forfait journée adulte aux Crêtes-Blanches ?", "Je pense que le forfait journée adulte coûte 44 €.", SKI, True),
    w.faith("fr-bo-026", "wrap.question", "Quelle température fait-il dans la serre tropicale ?", "La serre tropicale est maintenue à 25 °C toute l'année. Voulez-vous savoir en quelle année elle a été construite ?", GARDEN, True),
    w.faith("fr-bo-027", "value.number", "Dans quel rayon Meubles Garnier livre-t-il gratuitement ?", "La livraison est gratuite dans un rayon de 40 km autour de l'entrepôt pour les commandes de plus de 1 500 €.", DELIVERY, False),
    w.faith("fr-bo-028", "value.date", "Quelle est la date limite d'inscription au conservatoire ?", "Les inscriptions se terminent le 30 mai.", CONSERVATORY, False),
    w.faith("fr-bo-029", "value.time", "Quels sont les horaires de la pharmacie le samedi ?", "Le samedi, elle est ouverte de 9 h à 13 h 30.", PHARMACY, False),
    w.faith("fr-bo-030", "value.unit", "À quelle altitude se situe la station des Crêtes-Blanches ?", "La station se situe à 1 650 pieds d'altitude.", SKI, False),
    w.faith("fr-bo-031", "value.currency", "Combien coûte le pass journée des Cars du Vercors ?", "Le pass journée coûte 6,50 €.", BUS, False),
    w.faith("fr-bo-032", "role.swap", "Qui donne le cours de pâtisserie au Petit Fouet ?", "Le cours est donné par la cheffe pâtissière Julie Bernard, assistée du chef Antoine Moreau.", COOKING, False),
    w.faith("fr-bo-033", "negation", "Net Express nettoie-t-il le daim sur place ?", "Oui, le cuir et le daim sont traités sur place.", DRYCLEAN, False),
    w.faith("fr-bo-034", "antonym", "À quelle heure a lieu la dernière montée de la télécabine du sommet ?", "La première montée de la télécabine du sommet a lieu à 16 h 15.", SKI, False),
    w.faith("fr-bo-035", "modality", "Faut-il prendre rendez-vous chez Martin & Roux ?", "Vous pouvez prendre rendez-vous à l'avance, mais ce n'est pas obligatoire.", INSURANCE, False),
    w.faith("fr-bo-036", "quantifier", "Les enfants paient-ils dans les Cars du Vercors ?", "Non, tous les enfants voyagent gratuitement.", BUS, False),
    w.faith("fr-bo-037", "value.except", "Puis-je venir au jardin botanique avec mon chien ?", "Oui, les chiens sont acceptés ; seuls les chiens d'assistance sont interdits.", GARDEN, False),
    w.faith("fr-bo-038", "direction", "À quelle heure part le dernier car ?", "Le dernier car de la gare routière vers Villard-de-Lans part à 21 h 45.", BUS, False),
    w.faith("fr-bo-039", "added.fact", "Présentez-moi Martin & Roux.", "Martin & Roux est un cabinet de courtage indépendant fondé en 2009, élu meilleur courtier de sa région en 2021.", INSURANCE, False),
    w.faith("fr-bo-040", "added.entity", "Qui enseigne au cours de pâtisserie du Petit Fouet ?", "Le chef pâtissier Antoine Moreau donne le cours, assisté de la cheffe Julie Bernard et du chocolatier Paul Girard.", COOKING, False),
    w.faith("fr-bo-041", "mixed", "Combien coûte le montage chez Meubles Garnier ?", "Le montage coûte 12 % du montant de la commande, et il est toujours terminé en moins d'une heure.", DELIVERY, False),
]

REFUSAL = [
    w.refusal("fr-bo-042", "refusal.plain", "La pharmacie du Marché vend-elle des produits vétérinaires ?", "Je ne sais pas.", PHARMACY, True),
    w.refusal("fr-bo-043", "refusal.context", "Quel est le montant de la commission que Martin & Roux reçoit des assureurs ?", "Le contexte fourni n'indique pas le montant de la commission.", INSURANCE, True),
    w.refusal("fr-bo-044", "refusal.short", "Net Express propose-t-il un service de collecte à domicile ?", "Non précisé.", DRYCLEAN, True),
    w.refusal("fr-bo-045", "refusal.long", "Qui a fondé le jardin botanique des Hespérides ?", "Merci pour votre question. J'ai lu attentivement les informations dont je dispose sur le jardin botanique des Hespérides, mais elles ne portent que sur sa superficie, le nombre d'espèces, les horaires, les tarifs, la serre tropicale et le règlement concernant les chiens. Le fondateur n'y est mentionné nulle part, je ne suis donc malheureusement pas en mesure de vous répondre. L'accueil du jardin pourra sans doute vous renseigner.", GARDEN, True),
    w.refusal("fr-bo-046", "refusal.hedged", "Jusqu'à quelle heure fonctionnent les remontées aux Crêtes-Blanches ?", "Je n'en suis pas tout à fait sûr, mais il me semble que les remontées fonctionnent jusqu'à 17 h.", SKI, False),
    w.refusal("fr-bo-047", "refusal.partial", "Combien coûtent les frais de scolarité, et le conservatoire dispose-t-il d'un internat ?", "Les frais de scolarité s'élèvent à 950 € par an. Quant à un internat, mes informations n'en parlent pas, je ne peux donc pas répondre à cette partie de la question.", CONSERVATORY, False),
]

CORRECTNESS = [
    w.correct("fr-bo-048", "correct.wordy", "Combien d'assureurs Martin & Roux compare-t-il ?", "Quand vous consultez Martin & Roux, les conseillers passent en revue pour vous les contrats habitation, auto et voyage proposés par seize compagnies différentes ; la comparaison porte donc sur 16 assureurs au total.", "Martin & Roux compare les contrats de 16 assureurs.", True),
    w.correct("fr-bo-049", "correct.short", "Combien coûte le nettoyage d'un costume deux pièces chez Net Express ?", "19,50 €.", "Chez Net Express, le nettoyage d'un costume deux pièces coûte 19,50 €.", True),
    w.correct("fr-bo-050", "correct.format", "À quelle heure part le dernier car de Villard-de-Lans ?", "À dix heures moins le quart du soir.", "Le dernier car de Villard-de-Lans vers la gare routière part à 21 h 45.", True),
    w.correct("fr-bo-051", "wrong.value", "Combien de places compte la grande salle de concert du conservatoire ?", "La grande salle de concert compte 840 places.", "La grande salle de concert compte 480 places.", False),
    w.correct("fr-bo-052", "wrong.echo", "Combien de boîtes de paracétamol un client peut-il acheter au maximum par passage ?", "Un client peut acheter au maximum cinq boîtes de paracétamol par passage.", "Deux boîtes au maximum.", False),
    w.correct("fr-bo-053", "wrong.role", "Qui donne le cours de pâtisserie, et qui assiste ?", "La cheffe Julie Bernard donne le cours, assistée du chef pâtissier Antoine Moreau.", "Le chef pâtissier Antoine Moreau donne le cours, assisté de la cheffe Julie Bernard.", False),
]

RELEVANCY = [
    w.relevant("fr-bo-054", "relevant.direct", "Combien de kilomètres de pistes balisées compte la station ?", "La station compte 55 km de pistes balisées.", SKI, True),
    w.relevant("fr-bo-055", "relevant.yesno", "Les hommes peuvent-ils aller au sauna municipal le jeudi ?", "Non, le jeudi est réservé aux femmes.", SAUNA, True),
    w.relevant("fr-bo-056", "offtopic.true", "Combien coûte la reprise d'un ancien meuble chez Meubles Garnier ?", "Chaque livraison est assurée par deux livreurs.", DELIVERY, False),
    w.relevant("fr-bo-057", "offtopic.other", "Quand ont lieu les concours d'entrée au conservatoire ?", "La directrice du conservatoire est la harpiste Sophie Lambert.", CONSERVATORY, False),
]

DIAGNOSIS = [
    w.diag("fr-bo-058", "diag.pass", "À quelle heure ouvre la pharmacie du Marché en semaine ?", "Du lundi au vendredi, elle ouvre à 8 h 30.", {"pharmacy": PHARMACY, "bus": BUS}, ("pharmacy",), "pass"),
    w.diag("fr-bo-059", "diag.offtopic", "Combien coûte la location d'une serviette au sauna municipal ?", "Le sauna finlandais est chauffé à 85 °C.", {"sauna": SAUNA, "garden": GARDEN}, ("sauna",), "fix_generation"),
    w.diag("fr-bo-060", "diag.unfaithful", "Combien coûte le nettoyage d'une chemise chez Net Express ?", "Le nettoyage d'une chemise coûte 6 €.", {"dryclean": DRYCLEAN, "delivery": DELIVERY}, ("dryclean",), "fix_generation"),
    w.diag("fr-bo-061", "diag.refused", "Combien d'espèces végétales le jardin des Hespérides abrite-t-il ?", "Désolé, les documents n'indiquent pas combien d'espèces le jardin abrite.", {"garden": GARDEN, "ski": SKI}, ("garden",), "fix_generation"),
    w.diag("fr-bo-062", "diag.missed", "Combien coûte le vaccin contre la grippe à la pharmacie du Marché ?", "Désolé, les documents dont je dispose ne mentionnent pas le prix du vaccin contre la grippe.", {"insurance": INSURANCE, "sauna": SAUNA}, ("pharmacy",), "fix_retrieval"),
    w.diag("fr-bo-063", "diag.correct_refusal", "Meubles Garnier vend-il du mobilier de jardin ?", "Les documents ne précisent pas si Meubles Garnier vend du mobilier de jardin.", {"delivery": DELIVERY, "cooking": COOKING}, (), "correct_refusal"),
    w.diag("fr-bo-064", "diag.should_refuse", "Combien coûte le parking à la station des Crêtes-Blanches ?", "Le parking de la station coûte 9 € par jour.", {"ski": SKI, "bus": BUS}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
