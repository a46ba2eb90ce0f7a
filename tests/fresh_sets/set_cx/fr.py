"""Fresh set cx, French: a snowshoe tour, a citizens' rights office, a driving range, carpet cleaning, a cider house, a robotics club, a bike park, a food truck festival, a hearing aid centre and an indoor playground."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

SNOWSHOE = (
    "L'agence Cimes Blanches organise une randonnée guidée en raquettes dans le Vercors tous les jours sauf le mardi, du 15 décembre au 20 mars. "
    "Le départ a lieu à 9 h 30 au chalet des Sapins, et le parcours de 6 km dure environ trois heures. "
    "La guide Camille Roux encadre chaque groupe, limité à 12 marcheurs. "
    "La sortie coûte 45 € par adulte, raquettes et bâtons compris. "
    "Les enfants de moins de 10 ans ne peuvent pas participer."
)
ADVICE = (
    "La Maison des droits du citoyen de Villeurbanne a été fondée en 1987 par Hélène Morel, juge à la retraite. "
    "Elle donne des conseils gratuits sur le logement, les dettes et l'emploi. "
    "Elle est ouverte du lundi au vendredi de 10 h à 16 h ; la prise de rendez-vous est conseillée mais pas obligatoire. "
    "Une quarantaine de bénévoles y travaillent, épaulés par deux conseillers salariés. "
    "La moitié des 3 600 demandes reçues l'an dernier portaient sur le logement."
)
RANGE = (
    "Le practice du Golf des Tilleuls compte 28 postes couverts répartis sur deux niveaux. "
    "Un seau de 50 balles coûte 4 € et un seau de 100 balles 7 €. "
    "Le practice est ouvert tous les jours de 7 h à 22 h. "
    "Le drapeau le plus éloigné se trouve à 230 mètres de la ligne de départ. "
    "Le pro Julien Garnier donne des cours de 30 minutes pour 40 €."
)
CARPET = (
    "Net'Moquette nettoie les tapis et moquettes des particuliers et des bureaux dans toute l'agglomération nantaise. "
    "Une pièce standard jusqu'à 20 mètres carrés coûte 35 €, et l'escalier 2 € par marche. "
    "Les techniciens utilisent l'injection-extraction à l'eau chaude, et les moquettes sèchent généralement en quatre à six heures. "
    "Les réservations doivent être faites au moins 48 heures à l'avance. "
    "La gérante, Sophie Lambert, a créé l'entreprise en 2011 et emploie aujourd'hui neuf techniciens."
)
CIDER = (
    "La cidrerie du Vieux Pressoir se trouve à Rennes, capitale de la Bretagne. "
    "Le pressoir a été construit en 1894, et la famille Le Goff l'exploite depuis 1952. "
    "Chaque automne, la cidrerie produit environ 15 000 litres de cidre. "
    "Les visites du pressoir ont lieu le samedi à 11 h et à 14 h et durent 45 minutes. "
    "Une bouteille de 75 cl de cidre brut coûte 4,50 €, et les visiteurs de moins de 18 ans ne peuvent pas goûter le cidre."
)
ROBOTICS = (
    "Le club Petits Robots se réunit chaque mercredi de 16 h à 17 h 30 à la médiathèque Jules-Verne. "
    "Il accueille les enfants de 8 à 12 ans, et le trimestre coûte 120 €, kits compris. "
    "L'animateur Hugo Lefèvre encadre les séances avec deux assistantes bénévoles. "
    "Un parent doit signer l'arrivée et le départ de chaque enfant. "
    "En mars 2023, l'équipe du club a remporté le défi robotique départemental."
)
BIKEPARK = (
    "Le bike park de la Crête compte 14 pistes, dont 4 classées noires. "
    "Le forfait journée coûte 35 €, et le télésiège fonctionne de 9 h à 17 h. "
    "Le casque intégral est obligatoire sur toutes les pistes noires. "
    "Le parc est ouvert du 1er mai au 15 octobre. "
    "Le chef mécanicien Thomas Girard vérifie chaque vélo de location après chaque sortie."
)
FESTIVAL = (
    "Le festival des food trucks du Port aura lieu les 17 et 18 août 2024 sur le quai n° 9. "
    "Environ 35 camions serviront à manger de 12 h à 21 h les deux jours. "
    "L'entrée coûte 5 €, et elle est gratuite pour les enfants de moins de 12 ans. "
    "Les chiens tenus en laisse sont admis partout sauf sous la tente des repas. "
    "Le festival est organisé par l'association des commerçants du Port, et la cheffe Léa Marchand en est la tête d'affiche."
)
HEARING = (
    "Le centre auditif Clair'Son, à Angers, vend des appareils auditifs de trois marques. "
    "Un test auditif gratuit dure environ 40 minutes. "
    "L'audioprothésiste Nina Petit adapte chaque nouvel appareil. "
    "Chaque appareil auditif bénéficie d'une période d'essai de 60 jours. "
    "Pour être remboursé, il faut une ordonnance d'un ORL. "
    "Les piles coûtent 6 € le paquet de huit, et le centre est ouvert du mardi au samedi de 9 h à 18 h."
)
PLAYGROUND = (
    "L'aire de jeux couverte Jungle Saute accueille les enfants jusqu'à 11 ans. "
    "L'entrée coûte 12 € par enfant pour deux heures, et les adultes entrent gratuitement. "
    "Le port de chaussettes est obligatoire pour tout le monde dans l'espace de jeux. "
    "L'espace des tout-petits est réservé aux enfants de moins de 3 ans. "
    "L'aire de jeux est ouverte tous les jours sauf le lundi, de 10 h à 19 h."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-cx-001", "para.reorder", "D'où et à quelle heure part la randonnée en raquettes ?", "C'est à 9 h 30, au chalet des Sapins, qu'a lieu le départ.", SNOWSHOE, True),
    w.faith("fr-cx-002", "para.passive", "Qui a fondé la Maison des droits du citoyen ?", "Hélène Morel, une juge à la retraite, l'a fondée en 1987.", ADVICE, True),
    w.faith("fr-cx-003", "para.synonym", "Combien de postes compte le practice ?", "Il y a 28 postes abrités, sur deux étages.", RANGE, True),
    w.faith("fr-cx-004", "para.nominal", "Combien de temps la moquette met-elle à sécher ?", "Le séchage prend généralement de quatre à six heures.", CARPET, True),
    w.faith("fr-cx-005", "para.capital", "Dans quelle ville se trouve la cidrerie du Vieux Pressoir ?", "Elle se trouve dans la capitale de la Bretagne, Rennes.", CIDER, True),
    w.faith("fr-cx-006", "para.pronoun", "Qui anime les séances du club Petits Robots ?", "C'est Hugo Lefèvre. Il les encadre avec deux assistantes bénévoles.", ROBOTICS, True),
    w.faith("fr-cx-007", "para.relative", "Qui s'occupe des vélos de location ?", "Thomas Girard, qui est le chef mécanicien du parc, vérifie chaque vélo de location après chaque sortie.", BIKEPARK, True),
    w.faith("fr-cx-008", "para.part", "Combien coûte l'entrée du festival ?", "L'entrée coûte 5 €.", FESTIVAL, True),
    w.faith("fr-cx-009", "para.combine", "Quels appareils vend Clair'Son, et peut-on les essayer ?", "Clair'Son vend des appareils de trois marques, et chacun bénéficie d'une période d'essai de 60 jours.", HEARING, True),
    w.faith("fr-cx-010", "fmt.number", "Combien de temps dure une entrée à 12 € chez Jungle Saute ?", "Elle permet à un enfant de jouer pendant 2 heures.", PLAYGROUND, True),
    w.faith("fr-cx-011", "fmt.thousands", "Quelle quantité de cidre la cidrerie produit-elle chaque automne ?", "Environ 15000 litres.", CIDER, True),
    w.faith("fr-cx-012", "fmt.scale", "Quelle est la contenance d'une bouteille de cidre brut ?", "Une bouteille de cidre brut contient 0,75 litre.", CIDER, True),
    w.faith("fr-cx-013", "fmt.date", "Quand a lieu le festival des food trucks ?", "Le 17/08/2024 et le 18/08/2024.", FESTIVAL, True),
    w.faith("fr-cx-014", "fmt.time", "Quels sont les horaires du practice ?", "Tous les jours, de 7 heures du matin à 10 heures du soir.", RANGE, True),
    w.faith("fr-cx-015", "fmt.unit", "Quelle est la longueur du parcours en raquettes ?", "Le parcours fait 6 kilomètres.", SNOWSHOE, True),
    w.faith("fr-cx-016", "fmt.abbrev", "Quel médecin doit faire l'ordonnance pour le remboursement ?", "Il faut une ordonnance d'un oto-rhino-laryngologiste.", HEARING, True),
    w.faith("fr-cx-017", "fmt.currency", "Combien coûte une bouteille de cidre brut ?", "Elle coûte 4 euros 50.", CIDER, True),
    w.faith("fr-cx-018", "fmt.range", "Combien de personnes peut compter un groupe ?", "Un groupe compte 12 marcheurs au maximum.", SNOWSHOE, True),
    w.faith("fr-cx-019", "fmt.period", "Combien de temps à l'avance faut-il réserver Net'Moquette ?", "Il faut réserver au moins deux jours à l'avance.", CARPET, True),
    w.faith("fr-cx-020", "fmt.share", "Quelle part des demandes de l'an dernier concernait le logement ?", "50 % des demandes reçues l'an dernier portaient sur le logement.", ADVICE, True),
    w.faith("fr-cx-021", "para.except", "Quel jour Jungle Saute est-elle fermée ?", "L'aire de jeux est fermée le lundi.", PLAYGROUND, True),
    w.faith("fr-cx-022", "wrap.opener", "Combien coûte le forfait journée au bike park ?", "Bonne question ! Le forfait journée coûte 35 €.", BIKEPARK, True),
    w.faith("fr-cx-023", "wrap.closer", "Pour quels âges le club Petits Robots est-il prévu ?", "Le club accueille les enfants de 8 à 12 ans. J'espère que cela vous aide !", ROBOTICS, True),
    w.faith("fr-cx-024", "wrap.attribution", "Puis-je venir au festival avec mon chien ?", "D'après les informations du festival, les chiens tenus en laisse sont admis partout sauf sous la tente des repas.", FESTIVAL, True),
    w.faith("fr-cx-025", "wrap.hedge", "Combien coûte le nettoyage d'une pièce standard ?", "Je crois qu'une pièce standard jusqu'à 20 mètres carrés coûte 35 €.", CARPET, True),
    w.faith("fr-cx-026", "wrap.question", "Combien coûtent les piles chez Clair'Son ?", "Le paquet de huit piles coûte 6 €. Voulez-vous aussi connaître les horaires du centre ?", HEARING, True),
    w.faith("fr-cx-027", "value.number", "Combien de balles contient le seau à 7 € ?", "Le seau à 7 € contient 120 balles.", RANGE, False),
    w.faith("fr-cx-028", "value.date", "Quand le bike park est-il ouvert ?", "Le parc est ouvert du 1er mai au 31 octobre.", BIKEPARK, False),
    w.faith("fr-cx-029", "value.time", "À quelle heure ont lieu les visites du pressoir ?", "Le samedi à 11 h et à 15 h.", CIDER, False),
    w.faith("fr-cx-030", "value.unit", "Quelle distance parcourt-on pendant la randonnée ?", "On parcourt 6 miles en trois heures environ.", SNOWSHOE, False),
    w.faith("fr-cx-031", "value.currency", "Combien coûte l'entrée pour un enfant chez Jungle Saute ?", "L'entrée coûte 15 € par enfant pour deux heures.", PLAYGROUND, False),
    w.faith("fr-cx-032", "role.swap", "Qui organise le festival des food trucks du Port ?", "C'est la cheffe Léa Marchand qui organise le festival.", FESTIVAL, False),
    w.faith("fr-cx-033", "negation", "Le test auditif est-il payant ?", "Oui, chez Clair'Son le test auditif n'est pas gratuit.", HEARING, False),
    w.faith("fr-cx-034", "antonym", "Les adultes paient-ils l'entrée à Jungle Saute ?", "Oui, l'entrée est payante pour les adultes aussi.", PLAYGROUND, False),
    w.faith("fr-cx-035", "modality", "Faut-il prendre rendez-vous pour être reçu ?", "Oui, la prise de rendez-vous est obligatoire.", ADVICE, False),
    w.faith("fr-cx-036", "quantifier", "Sur quelles pistes le casque intégral est-il obligatoire ?", "Le casque intégral est obligatoire sur les 14 pistes du parc.", BIKEPARK, False),
    w.faith("fr-cx-037", "value.except", "Peut-on faire la randonnée en raquettes un mardi ?", "Oui, il y a aussi des sorties le mardi.", SNOWSHOE, False),
    w.faith("fr-cx-038", "direction", "Qui n'a pas le droit de goûter le cidre ?", "Les visiteurs de plus de 18 ans ne peuvent pas goûter le cidre.", CIDER, False),
    w.faith("fr-cx-039", "added.fact", "Combien de temps dure le test auditif ?", "Le test auditif gratuit dure environ 40 minutes, et les résultats vous sont remis par écrit le jour même.", HEARING, False),
    w.faith("fr-cx-040", "added.entity", "Qui encadre les séances du club ?", "Hugo Lefèvre les encadre avec l'ingénieure Claire Dumas.", ROBOTICS, False),
    w.faith("fr-cx-041", "mixed", "Qui a créé Net'Moquette, et combien de techniciens y travaillent ?", "Sophie Lambert a créé l'entreprise en 2011, et celle-ci compte aujourd'hui 25 techniciens.", CARPET, False),
]
REFUSAL = [
    w.refusal("fr-cx-042", "refusal.plain", "Y a-t-il un parking au chalet des Sapins ?", "Désolé, je n'ai pas cette information.", SNOWSHOE, True),
    w.refusal("fr-cx-043", "refusal.context", "La Maison des droits donne-t-elle des conseils sur le droit des étrangers ?", "Les documents fournis ne précisent pas si la Maison des droits conseille sur le droit des étrangers.", ADVICE, True),
    w.refusal("fr-cx-044", "refusal.short", "Peut-on louer des clubs au practice ?", "Aucune idée.", RANGE, True),
    w.refusal("fr-cx-045", "refusal.long", "La cidrerie expédie-t-elle son cidre à l'étranger ?", "Merci pour votre question ! Malheureusement, les informations dont je dispose ne parlent pas d'expédition, je ne peux donc pas vous dire si la cidrerie envoie son cidre à l'étranger. Les sources décrivent seulement l'histoire du pressoir, les visites du samedi et le prix du cidre. Je vous conseille de contacter directement la cidrerie du Vieux Pressoir.", CIDER, True),
    w.refusal("fr-cx-046", "refusal.hedged", "À partir de quelle heure fonctionne le télésiège ?", "Je n'en suis pas tout à fait sûr, mais il me semble que le télésiège démarre à 9 h.", BIKEPARK, False),
    w.refusal("fr-cx-047", "refusal.partial", "Quels sont les horaires du festival, et peut-on se garer près du quai ?", "Les camions servent à manger de 12 h à 21 h les deux jours, mais les informations ne disent rien sur le stationnement.", FESTIVAL, False),
]
CORRECTNESS = [
    w.correct("fr-cx-048", "correct.wordy", "Quelle est la durée de la période d'essai chez Clair'Son ?", "Tous les appareils auditifs achetés au centre Clair'Son bénéficient d'une période d'essai, et cette période dure 60 jours.", "60 jours", True),
    w.correct("fr-cx-049", "correct.short", "Qui a accès à l'espace des tout-petits ?", "Les moins de 3 ans.", "L'espace des tout-petits est réservé aux enfants de moins de 3 ans.", True),
    w.correct("fr-cx-050", "correct.format", "À quelle heure commencent les séances du club Petits Robots ?", "À 4 heures de l'après-midi.", "16 h", True),
    w.correct("fr-cx-051", "wrong.value", "Combien coûte le nettoyage de l'escalier chez Net'Moquette ?", "5 € par marche.", "2 € par marche", False),
    w.correct("fr-cx-052", "wrong.echo", "Combien de pistes compte le bike park de la Crête ?", "Le bike park de la Crête compte plusieurs pistes.", "14 pistes", False),
    w.correct("fr-cx-053", "wrong.role", "Qui est la tête d'affiche du festival des food trucks du Port ?", "L'association des commerçants du Port.", "La cheffe Léa Marchand", False),
]
RELEVANCY = [
    w.relevant("fr-cx-054", "relevant.direct", "Quand peut-on aller à Jungle Saute ?", "Du mardi au dimanche, entre 10 h et 19 h.", PLAYGROUND, True),
    w.relevant("fr-cx-055", "relevant.yesno", "Mon fils de 8 ans peut-il faire la randonnée en raquettes ?", "Non, les enfants de moins de 10 ans ne peuvent pas participer.", SNOWSHOE, True),
    w.relevant("fr-cx-056", "offtopic.true", "Quels sont les horaires d'ouverture de Clair'Son ?", "Clair'Son vend des appareils auditifs de trois marques.", HEARING, False),
    w.relevant("fr-cx-057", "offtopic.other", "Combien coûte le nettoyage d'une pièce standard chez Net'Moquette ?", "Il faut réserver au moins 48 heures à l'avance.", CARPET, False),
]
DIAGNOSIS = [
    w.diag("fr-cx-058", "diag.pass", "Combien coûte un cours avec Julien Garnier ?", "Un cours de 30 minutes avec Julien Garnier coûte 40 €.", {"range": RANGE, "cider": CIDER}, ("range",), "pass"),
    w.diag("fr-cx-059", "diag.offtopic", "Combien coûte le trimestre au club Petits Robots ?", "Le club se réunit à la médiathèque Jules-Verne.", {"robotics": ROBOTICS}, ("robotics",), "fix_generation"),
    w.diag("fr-cx-060", "diag.unfaithful", "Jusqu'à quelle heure fonctionne le télésiège ?", "Le télésiège fonctionne jusqu'à 19 h.", {"bikepark": BIKEPARK}, ("bikepark",), "fix_generation"),
    w.diag("fr-cx-061", "diag.refused", "Combien coûte la randonnée en raquettes ?", "Désolé, je ne trouve aucune information sur le prix de la sortie.", {"snowshoe": SNOWSHOE}, ("snowshoe",), "fix_generation"),
    w.diag("fr-cx-062", "diag.missed", "Faut-il porter des chaussettes à Jungle Saute ?", "Je n'ai rien trouvé à ce sujet.", {"festival": FESTIVAL}, ("playground",), "fix_retrieval"),
    w.diag("fr-cx-063", "diag.correct_refusal", "La Maison des droits est-elle accessible en fauteuil roulant ?", "Les informations fournies ne disent rien sur l'accessibilité en fauteuil roulant.", {"advice": ADVICE}, (), "correct_refusal"),
    w.diag("fr-cx-064", "diag.should_refuse", "Net'Moquette nettoie-t-elle aussi les canapés ?", "Oui, Net'Moquette nettoie les canapés pour 50 € chacun.", {"carpet": CARPET}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
