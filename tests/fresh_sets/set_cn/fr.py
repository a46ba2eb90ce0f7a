"""Fresh set cn, French: cueillette au verger, musée du train miniature, boutique de robes de mariée, bus de nuit, retraite de yoga, parc de montagnes russes, serrurier, club d'échecs, visite de brasserie et sauna public."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

VERGER = (
    "Le verger des Trois Chênes, près d'Angers, appartient depuis 1991 à la famille Moreau. "
    "La cueillette des pommes est ouverte du 1er septembre au 15 octobre, tous les jours sauf le lundi, de 9 h à 18 h. "
    "Le kilo de pommes cueillies est vendu 2,80 €, et les paniers sont prêtés gratuitement. "
    "Le verger compte 1 500 pommiers de 12 variétés, dont la moitié sont des Reinettes. "
    "Les enfants de moins de 8 ans doivent être accompagnés d'un adulte. "
    "Seuls les employés peuvent utiliser les échelles."
)
MUSEE = (
    "Le musée du Train miniature de Saint-Quentin a été fondé en 1999 par Gérard Lemoine, ancien cheminot. "
    "Son grand réseau, long de 36 mètres, reproduit Bruxelles, la capitale de la Belgique, dans les années 1950, et fait circuler 20 trains en même temps. "
    "Le musée est ouvert du mercredi au dimanche, de 14 h à 18 h, et fermé les jours fériés. "
    "L'entrée coûte 7 € pour les adultes et 4 € pour les enfants ; elle est gratuite pour les moins de 5 ans. "
    "Le samedi, les visiteurs peuvent piloter eux-mêmes le réseau de démonstration. "
    "Depuis 2017, le musée est dirigé par Claire Fontaine, qui a succédé à Gérard Lemoine."
)
MARIAGE = (
    "La boutique Blanc d'Ivoire, rue de la République, propose environ 250 robes de mariée. "
    "Les essayages se font uniquement sur rendez-vous et durent une heure et demie. "
    "Les retouches prennent au maximum cinq semaines. "
    "Un acompte de 30 % est demandé à la commande, le solde étant réglé au dernier essayage. "
    "La créatrice Élodie Marchand dessine les robes, tandis que la couturière Nadia Benali réalise toutes les retouches. "
    "La mariée peut venir à l'essayage avec quatre accompagnateurs au plus."
)
BUS = (
    "La ligne de bus de nuit N12 relie la gare centrale au quartier des Tilleuls toutes les nuits, sauf celle du 31 décembre. "
    "Le premier bus part de la gare à 0 h 30 et le dernier à 5 h 10, avec un passage toutes les 20 minutes. "
    "Le ticket à l'unité coûte 2,10 €, et les enfants de moins de 4 ans voyagent gratuitement. "
    "Le trajet fait 21 kilomètres et compte 32 arrêts. "
    "Les voyageurs doivent monter par l'avant et présenter leur titre de transport au conducteur. "
    "Depuis le 2 janvier 2024, la ligne est exploitée par la société Transval."
)
YOGA = (
    "La retraite de yoga du Mas des Oliviers, dans le Luberon, accueille au maximum 12 participants par session. "
    "Chaque session dure cinq jours, du lundi au vendredi. "
    "La journée commence à 7 h par une méditation, suivie d'un cours de vinyasa d'une heure. "
    "Le séjour coûte 890 € et comprend l'hébergement ainsi que tous les repas végétariens. "
    "Les cours du matin sont donnés par Sophie Garnier, ceux du soir par Julien Roux. "
    "Les participants doivent apporter leur propre tapis ; les briques et les sangles sont fournies."
)
PARC = (
    "Le parc Vertigo compte six montagnes russes, dont la plus haute, le Cyclone, culmine à 54 mètres. "
    "Pour monter dans le Cyclone, il faut mesurer au moins 1,30 mètre. "
    "Le parc est ouvert tous les jours de 10 h à 19 h, d'avril à octobre. "
    "Le billet à la journée coûte 42 €, et le pass annuel 99 €. "
    "Les objets personnels doivent être déposés dans des casiers payants, à 1 € l'utilisation. "
    "Le Cyclone, inauguré en 2019, atteint 98 km/h."
)
SERRURIER = (
    "La serrurerie Dubois, installée avenue Jean-Jaurès, est tenue par Marc Dubois et sa fille Léa. "
    "La boutique est ouverte du mardi au samedi, de 8 h 30 à 19 h. "
    "Une ouverture de porte en urgence coûte 110 € en journée et 160 € après 20 h. "
    "La reproduction d'une clé simple coûte 8 € et prend environ cinq minutes. "
    "Avant d'ouvrir la porte d'un logement, le serrurier doit vérifier un justificatif de domicile et une pièce d'identité. "
    "Marc s'occupe des coffres-forts, et Léa des serrures de voitures."
)
ECHECS = (
    "Le club d'échecs du Cavalier Noir se réunit tous les vendredis à 20 h à la salle polyvalente. "
    "La cotisation annuelle est de 80 €, et les moins de 18 ans paient moitié prix. "
    "Le club compte 90 membres, dont environ un tiers de jeunes. "
    "Le club a été fondé en 1987 par Henri Lacombe ; l'actuelle présidente est Martine Roussel. "
    "Lors du championnat du club, chaque joueur dispose de 60 minutes. "
    "Les téléphones doivent être éteints dans la salle de jeu."
)
BRASSERIE = (
    "La brasserie artisanale La Mousse Rebelle, à Lille, propose des visites guidées le samedi à 11 h et à 15 h. "
    "La visite dure une heure et coûte 15 €, dégustation de trois bières de 25 cl comprise. "
    "La dégustation est réservée aux visiteurs majeurs. "
    "La brasserie a été créée en 2015 par le brasseur Thomas Leroy et son associé Karim Haddad. "
    "Elle produit 2 000 hectolitres de bière par an. "
    "Les groupes de plus de 15 personnes doivent réserver au moins trois semaines à l'avance."
)
SAUNA = (
    "Le sauna public des Bains du Rhône comprend un sauna finlandais à 85 °C, un hammam et un bassin d'eau froide. "
    "Il est ouvert tous les jours sauf le mardi, de 9 h à 21 h. "
    "L'entrée coûte 14 €, et la carte de dix entrées 120 €. "
    "Le jeudi est réservé aux femmes. "
    "La douche est obligatoire avant d'entrer dans le sauna, et le maillot de bain est exigé dans le hammam. "
    "Les serviettes peuvent être louées à l'accueil pour 2 €."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-cn-001", "para.reorder", "Quels sont les horaires du sauna des Bains du Rhône ?", "De 9 h à 21 h, tous les jours sauf le mardi.", SAUNA, True),
    w.faith("fr-cn-002", "para.passive", "Qui dessine les robes chez Blanc d'Ivoire ?", "Les robes sont dessinées par la créatrice Élodie Marchand.", MARIAGE, True),
    w.faith("fr-cn-003", "para.synonym", "Quelle est la hauteur du Cyclone ?", "Le Cyclone s'élève à 54 mètres.", PARC, True),
    w.faith("fr-cn-004", "para.nominal", "Que faut-il pour faire ouvrir la porte de chez moi ?", "La vérification d'un justificatif de domicile et d'une pièce d'identité est obligatoire avant l'ouverture de la porte.", SERRURIER, True),
    w.faith("fr-cn-005", "para.capital", "Quelle ville le grand réseau du musée reproduit-il ?", "Il reproduit la capitale belge, Bruxelles, dans les années 1950.", MUSEE, True),
    w.faith("fr-cn-006", "para.pronoun", "Que fait Julien Roux au Mas des Oliviers ?", "Il donne les cours du soir.", YOGA, True),
    w.faith("fr-cn-007", "para.relative", "Qui a fondé le club du Cavalier Noir ?", "Le club, qui se réunit le vendredi à 20 h, a été fondé en 1987 par Henri Lacombe.", ECHECS, True),
    w.faith("fr-cn-008", "para.part", "Combien d'arrêts compte la ligne N12 ?", "La ligne N12 compte 32 arrêts.", BUS, True),
    w.faith("fr-cn-009", "para.combine", "Depuis quand la famille Moreau possède-t-elle le verger, et quand peut-on y cueillir des pommes ?", "Propriété de la famille Moreau depuis 1991, le verger ouvre sa cueillette du 1er septembre au 15 octobre.", VERGER, True),
    w.faith("fr-cn-010", "fmt.number", "Combien de trains circulent en même temps sur le grand réseau ?", "Vingt trains y circulent simultanément.", MUSEE, True),
    w.faith("fr-cn-011", "fmt.thousands", "Combien de pommiers y a-t-il au verger des Trois Chênes ?", "Il y en a 1500, répartis en 12 variétés.", VERGER, True),
    w.faith("fr-cn-012", "fmt.scale", "Quelle est la taille des bières servies à la dégustation ?", "Chacune des trois bières fait 250 ml.", BRASSERIE, True),
    w.faith("fr-cn-013", "fmt.date", "Depuis quand Transval exploite-t-elle la ligne N12 ?", "Depuis le 02/01/2024.", BUS, True),
    w.faith("fr-cn-014", "fmt.time", "À quelle heure le club d'échecs se réunit-il le vendredi ?", "À 8 heures du soir.", ECHECS, True),
    w.faith("fr-cn-015", "fmt.unit", "À quelle vitesse va le Cyclone ?", "Il atteint 98 kilomètres à l'heure.", PARC, True),
    w.faith("fr-cn-016", "fmt.abbrev", "Où se trouve la serrurerie Dubois ?", "La serrurerie Dubois est installée av. Jean-Jaurès.", SERRURIER, True),
    w.faith("fr-cn-017", "fmt.currency", "Combien coûte la location d'une serviette au sauna ?", "Deux euros, à l'accueil.", SAUNA, True),
    w.faith("fr-cn-018", "fmt.range", "Combien de temps prennent les retouches chez Blanc d'Ivoire ?", "Les retouches ne prennent pas plus de 5 semaines.", MARIAGE, True),
    w.faith("fr-cn-019", "fmt.period", "Nous sommes 20 : combien de temps à l'avance faut-il réserver la visite de la brasserie ?", "Pour un groupe de plus de 15 personnes, il faut réserver au moins 21 jours à l'avance.", BRASSERIE, True),
    w.faith("fr-cn-020", "fmt.share", "Quelle part des pommiers sont des Reinettes ?", "50 % des pommiers du verger sont des Reinettes.", VERGER, True),
    w.faith("fr-cn-021", "para.except", "Peut-on cueillir des pommes le lundi aux Trois Chênes ?", "Non, la cueillette est fermée le lundi.", VERGER, True),
    w.faith("fr-cn-022", "wrap.opener", "Combien coûte un ticket pour le bus de nuit N12 ?", "Bonne question ! Le ticket à l'unité coûte 2,10 €.", BUS, True),
    w.faith("fr-cn-023", "wrap.closer", "Quels jours le musée du Train miniature est-il ouvert ?", "Le musée ouvre du mercredi au dimanche, de 14 h à 18 h, mais il est fermé les jours fériés. J'espère que cela vous aide !", MUSEE, True),
    w.faith("fr-cn-024", "wrap.attribution", "Dois-je apporter mon tapis à la retraite ?", "D'après les informations de la retraite, chaque participant doit apporter son propre tapis.", YOGA, True),
    w.faith("fr-cn-025", "wrap.hedge", "Combien coûte le pass annuel du parc Vertigo ?", "Si je ne me trompe pas, le pass annuel coûte 99 €.", PARC, True),
    w.faith("fr-cn-026", "wrap.question", "Faut-il un maillot de bain dans le hammam ?", "Oui, le maillot de bain y est exigé. Souhaitez-vous aussi connaître les tarifs ?", SAUNA, True),
    w.faith("fr-cn-027", "value.number", "Combien de participants la retraite accueille-t-elle par session ?", "La retraite accueille jusqu'à 20 participants par session.", YOGA, False),
    w.faith("fr-cn-028", "value.date", "Jusqu'à quand peut-on cueillir des pommes aux Trois Chênes ?", "La cueillette est ouverte jusqu'au 31 octobre.", VERGER, False),
    w.faith("fr-cn-029", "value.time", "À partir de quelle heure le tarif de nuit du serrurier s'applique-t-il ?", "Le tarif de 160 € s'applique après 22 h.", SERRURIER, False),
    w.faith("fr-cn-030", "value.unit", "Quelle est la production de La Mousse Rebelle ?", "Elle produit 2 000 hectolitres de bière par mois.", BRASSERIE, False),
    w.faith("fr-cn-031", "value.currency", "Combien paie un enfant de 10 ans au musée du Train miniature ?", "L'entrée enfant coûte 5 €.", MUSEE, False),
    w.faith("fr-cn-032", "role.swap", "Qui s'occupe des coffres-forts à la serrurerie Dubois ?", "C'est Léa qui s'occupe des coffres-forts.", SERRURIER, False),
    w.faith("fr-cn-033", "negation", "Faut-il prendre rendez-vous pour un essayage chez Blanc d'Ivoire ?", "Non, les essayages se font sans rendez-vous.", MARIAGE, False),
    w.faith("fr-cn-034", "antonym", "Les casiers sont-ils payants au parc Vertigo ?", "Non, les casiers sont gratuits.", PARC, False),
    w.faith("fr-cn-035", "modality", "Dois-je éteindre mon téléphone dans la salle de jeu ?", "Ce n'est pas obligatoire : vous pouvez le laisser allumé si vous le souhaitez.", ECHECS, False),
    w.faith("fr-cn-036", "quantifier", "Les repas sont-ils compris dans le prix du séjour ?", "Oui, mais seulement une partie des repas végétariens.", YOGA, False),
    w.faith("fr-cn-037", "value.except", "Quel jour le sauna des Bains du Rhône est-il fermé ?", "Le sauna est fermé le lundi.", SAUNA, False),
    w.faith("fr-cn-038", "direction", "Y a-t-il une taille requise pour monter dans le Cyclone ?", "Oui, il faut mesurer 1,30 mètre au maximum.", PARC, False),
    w.faith("fr-cn-039", "added.fact", "Quel acompte faut-il verser chez Blanc d'Ivoire ?", "Un acompte de 30 % est demandé à la commande, et il n'est pas remboursable.", MARIAGE, False),
    w.faith("fr-cn-040", "added.entity", "Qui a créé La Mousse Rebelle ?", "Le brasseur Thomas Leroy, avec son associé Karim Haddad et le chef cuisinier Paul Girard.", BRASSERIE, False),
    w.faith("fr-cn-041", "mixed", "À quelle heure part le premier bus N12 ?", "Le premier bus part de la gare à 0 h 30, puis un bus passe toutes les 10 minutes.", BUS, False),
]
REFUSAL = [
    w.refusal("fr-cn-042", "refusal.plain", "La Mousse Rebelle vend-elle des bières à emporter ?", "Je suis désolé, je n'ai pas cette information.", BRASSERIE, True),
    w.refusal("fr-cn-043", "refusal.context", "Le verger des Trois Chênes accepte-t-il les chiens ?", "Les documents fournis ne disent rien sur les chiens.", VERGER, True),
    w.refusal("fr-cn-044", "refusal.short", "La serrurerie Dubois pose-t-elle des portes blindées ?", "Aucune idée.", SERRURIER, True),
    w.refusal("fr-cn-045", "refusal.long", "Le club du Cavalier Noir propose-t-il des cours pour adultes débutants ?", "Merci pour votre question ! Malheureusement, les informations dont je dispose ne précisent pas si le club propose des cours pour adultes débutants. Elles portent surtout sur les horaires, la cotisation et le championnat du club. Je vous conseille de contacter directement le club pour le savoir. Bonne partie !", ECHECS, True),
    w.refusal("fr-cn-046", "refusal.hedged", "Combien de temps dure un essayage chez Blanc d'Ivoire ?", "Je n'en suis pas tout à fait sûr, mais il me semble qu'un essayage dure une heure et demie.", MARIAGE, False),
    w.refusal("fr-cn-047", "refusal.partial", "Quels sont les horaires du parc Vertigo, et y a-t-il des nocturnes ?", "Le parc est ouvert de 10 h à 19 h, d'avril à octobre ; en revanche, les documents ne parlent pas de nocturnes.", PARC, False),
]
CORRECTNESS = [
    w.correct("fr-cn-048", "correct.wordy", "Qui donne les cours du matin au Mas des Oliviers ?", "Au Mas des Oliviers, les cours du matin sont donnés par Sophie Garnier, et ceux du soir par Julien Roux.", "Sophie Garnier.", True),
    w.correct("fr-cn-049", "correct.short", "Combien coûte la carte de dix entrées aux Bains du Rhône ?", "120 €.", "Aux Bains du Rhône, la carte de dix entrées coûte 120 euros.", True),
    w.correct("fr-cn-050", "correct.format", "À quelle heure ferme le musée du Train miniature ?", "À 6 heures du soir.", "18 h", True),
    w.correct("fr-cn-051", "wrong.value", "Combien coûte le billet à la journée au parc Vertigo ?", "Il coûte 52 €.", "42 €", False),
    w.correct("fr-cn-052", "wrong.echo", "Combien de kilomètres fait le trajet du N12 ?", "Le trajet du N12 fait un certain nombre de kilomètres.", "21 kilomètres", False),
    w.correct("fr-cn-053", "wrong.role", "Qui a fondé le musée du Train miniature ?", "Claire Fontaine.", "Gérard Lemoine", False),
]
RELEVANCY = [
    w.relevant("fr-cn-054", "relevant.direct", "Quand la serrurerie Dubois est-elle ouverte ?", "Du mardi au samedi, de 8 h 30 à 19 h.", SERRURIER, True),
    w.relevant("fr-cn-055", "relevant.yesno", "Peut-on visiter la brasserie le samedi ?", "Oui, à 11 h ou à 15 h.", BRASSERIE, True),
    w.relevant("fr-cn-056", "offtopic.true", "Combien coûte le kilo de pommes aux Trois Chênes ?", "Seuls les employés peuvent utiliser les échelles.", VERGER, False),
    w.relevant("fr-cn-057", "offtopic.other", "Combien coûte le séjour au Mas des Oliviers ?", "La journée commence à 7 h par une méditation.", YOGA, False),
]
DIAGNOSIS = [
    w.diag("fr-cn-058", "diag.pass", "Qui fait les retouches chez Blanc d'Ivoire ?", "Les retouches sont faites par la couturière Nadia Benali.", {"mariage": MARIAGE, "verger": VERGER}, ("mariage",), "pass"),
    w.diag("fr-cn-059", "diag.offtopic", "Quelle est la température du sauna finlandais aux Bains du Rhône ?", "Les serviettes peuvent être louées à l'accueil pour 2 €.", {"sauna": SAUNA}, ("sauna",), "fix_generation"),
    w.diag("fr-cn-060", "diag.unfaithful", "Combien coûte un ticket à l'unité pour le N12 ?", "Le ticket à l'unité coûte 3,50 €.", {"bus": BUS, "yoga": YOGA}, ("bus",), "fix_generation"),
    w.diag("fr-cn-061", "diag.refused", "Combien coûte la cotisation annuelle au Cavalier Noir ?", "Désolé, je ne peux pas répondre à cette question.", {"echecs": ECHECS}, ("echecs",), "fix_generation"),
    w.diag("fr-cn-062", "diag.missed", "Quelle taille faut-il pour monter dans le Cyclone ?", "Je ne sais pas.", {"brasserie": BRASSERIE, "serrurier": SERRURIER}, ("parc",), "fix_retrieval"),
    w.diag("fr-cn-063", "diag.correct_refusal", "Le musée du Train miniature a-t-il une boutique de souvenirs ?", "Je suis désolé, les documents ne mentionnent pas de boutique.", {"musee": MUSEE}, (), "correct_refusal"),
    w.diag("fr-cn-064", "diag.should_refuse", "Peut-on venir au Mas des Oliviers avec son chien ?", "Oui, les chiens sont acceptés s'ils sont tenus en laisse.", {"yoga": YOGA}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
