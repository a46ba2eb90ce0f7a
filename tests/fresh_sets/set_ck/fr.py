"""Fresh set ck, French: a balloon flight in the Luberon, a piano tuner, a riding centre, a tax adviser, a student residence, an aquarium, a botanical garden, a karting track, a waste collection centre and a Burgundy wine tour."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

BALLOON = (
    "Les vols de Ciel d'Azur Montgolfières décollent d'un pré près de Gordes, dans le Luberon. "
    "D'avril à octobre, le décollage a lieu tous les jours à 6 h 45, et le vol dure environ une heure. "
    "Une place coûte 260 € pour un adulte et 190 € pour un enfant de 8 à 14 ans ; les enfants de moins de 8 ans ne peuvent pas monter à bord. "
    "Chaque nacelle accueille au maximum 10 passagers, et le vol est annulé si le vent dépasse 15 km/h. "
    "Le ballon est piloté par Julien Marchal, tandis que son équipière au sol, Élodie Perrin, ramène les passagers au pré en minibus après l'atterrissage."
)
PIANO = (
    "L'Atelier Accord Parfait a été fondé en 2007 par Hélène Rousseau et compte aujourd'hui quatre accordeurs. "
    "L'accord d'un piano droit coûte 95 € et dure environ une heure et demie ; celui d'un piano à queue coûte 140 €. "
    "Les rendez-vous sont possibles du lundi au vendredi, de 9 h à 18 h, sauf le mercredi. "
    "Les clients doivent annuler au moins 48 heures à l'avance, sinon des frais de 25 € leur sont facturés. "
    "L'atelier recommande de faire accorder un piano deux fois par an."
)
STABLE = (
    "Le centre équestre des Tilleuls, près de Chantilly, accueille 20 chevaux et 7 poneys. "
    "Une leçon pour débutants dure 45 minutes et coûte 32 €. "
    "Tous les cavaliers doivent porter un casque, et le centre prête les casques gratuitement. "
    "Les enfants doivent avoir au moins 6 ans pour monter un poney et au moins 12 ans pour monter un cheval. "
    "La monitrice principale, Camille Fabre, a entraîné l'équipe de compétition du centre, qui a remporté le championnat départemental en 2022. "
    "Le centre est ouvert tous les jours sauf le lundi, de 8 h à 19 h."
)
TAX = (
    "Le cabinet Delorme Conseil fiscal a des bureaux à Lyon et à Grenoble. "
    "Le premier rendez-vous, de 30 minutes, est gratuit ; ensuite, le conseil est facturé 90 € de l'heure. "
    "Pour que le cabinet dépose votre déclaration de revenus avant la date limite du 22 mai 2025, il faut prendre rendez-vous au plus tard le 5 mai 2025. "
    "Les clients doivent apporter leur dernier avis d'imposition et leurs relevés bancaires ; la pièce d'identité est conseillée mais pas obligatoire. "
    "La conseillère principale, Nathalie Girard, dirige le bureau de Lyon, et Thomas Lefèvre dirige celui de Grenoble. "
    "Environ un quart des clients sont des travailleurs indépendants."
)
DORM = (
    "La résidence étudiante Les Marronniers compte 240 chambres réparties sur quatre étages. "
    "Une chambre individuelle coûte 480 € par mois, et une place en chambre double 330 € par mois. "
    "Le silence est de rigueur de 22 h à 7 h. "
    "Les résidents peuvent héberger un invité jusqu'à trois nuits par mois, et chaque invité doit être déclaré à l'accueil. "
    "La laverie du sous-sol est ouverte 24 heures sur 24. "
    "Le responsable de la résidence, Karim Benali, habite un logement au rez-de-chaussée."
)
AQUARIUM = (
    "L'Aquarium de la Côte d'Opale a ouvert le 14 juin 2013 et abrite 2 600 animaux de 290 espèces. "
    "Son plus grand bassin contient 1,4 million de litres d'eau de mer. "
    "Le billet coûte 24 € pour un adulte et 16 € pour un enfant de moins de 12 ans ; l'entrée est gratuite pour les moins de 3 ans. "
    "L'aquarium est ouvert tous les jours de 9 h 30 à 18 h 30, sauf le 1er janvier. "
    "Les plongeurs nourrissent les requins le mardi et le samedi à 14 h. "
    "Les photos au flash sont interdites dans toutes les salles."
)
GARDEN = (
    "Le Jardin botanique des Essarts s'étend sur 10 hectares et a été créé en 1865 par le botaniste Émile Garnier. "
    "Sa serre tropicale est maintenue à 25 °C toute l'année. "
    "L'entrée coûte 6 € pour les adultes, mais elle est gratuite pour tous le premier dimanche du mois. "
    "Les chiens sont interdits partout dans le jardin, sauf sur le parking. "
    "Les visites guidées commencent à 11 h et durent deux heures. "
    "La moitié des 4 500 espèces de plantes du jardin viennent d'Amérique du Sud."
)
KART = (
    "Le Karting des Pins possède une piste extérieure de 950 mètres avec 13 virages. "
    "Une session de 10 minutes coûte 20 €, et un forfait de trois sessions 54 €. "
    "Pour conduire les karts adultes, il faut avoir au moins 14 ans et mesurer au moins 1,50 m. "
    "Les karts adultes atteignent 65 km/h au maximum. "
    "Les casques et les cagoules sont fournis, mais des chaussures fermées sont obligatoires. "
    "Le record du tour, 44,8 secondes, a été établi par Hugo Lemaire en mai 2023."
)
RECYCLE = (
    "La déchetterie du Val Fleuri, située 12 avenue Jean-Jaurès, est ouverte du mardi au samedi, de 8 h à 17 h. "
    "Les particuliers peuvent déposer gratuitement jusqu'à 10 sacs de déchets verts par passage. "
    "Le dépôt d'un matelas coûte 15 €, et celui d'un pneu 5 €. "
    "L'amiante n'est pas acceptée. "
    "Les camionnettes et les remorques ont besoin d'une autorisation, que la mairie délivre sous cinq jours ouvrés. "
    "La déchetterie est gérée par Sylvie Moreau pour le compte de la communauté de communes."
)
WINE = (
    "La balade œnologique « Route des Grands Crus » visite trois domaines de la Côte de Nuits ; elle part à 10 h de l'office de tourisme de Nuits-Saint-Georges et revient vers 16 h 30. "
    "Elle coûte 120 € par personne, déjeuner et douze dégustations compris. "
    "Les participants doivent avoir au moins 18 ans et présenter une pièce d'identité. "
    "La guide, Claire Dumont, était auparavant vigneronne au domaine des Charmes. "
    "La balade a lieu le jeudi, le vendredi et le samedi, avec 14 participants au maximum par groupe. "
    "Une prise en charge est aussi proposée à Dijon, la capitale de la Bourgogne, pour 20 € de plus."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-ck-001", "para.reorder", "À quelle heure décollent les montgolfières ?", "Le décollage a lieu à 6 h 45, tous les jours d'avril à octobre.", BALLOON, True),
    w.faith("fr-ck-002", "para.passive", "Qui a fondé l'Atelier Accord Parfait ?", "C'est Hélène Rousseau qui a fondé l'atelier, en 2007.", PIANO, True),
    w.faith("fr-ck-003", "para.synonym", "Le centre fournit-il des casques ?", "Oui, on peut emprunter un casque au centre sans rien payer.", STABLE, True),
    w.faith("fr-ck-004", "para.nominal", "Jusqu'à quand puis-je annuler un accord ?", "L'annulation doit intervenir au moins 48 heures à l'avance ; sinon, des frais de 25 € sont facturés.", PIANO, True),
    w.faith("fr-ck-005", "para.capital", "Peut-on être pris en charge ailleurs qu'à Nuits-Saint-Georges ?", "Oui, à Dijon : c'est la capitale de la Bourgogne, et la prise en charge y coûte 20 € de plus.", WINE, True),
    w.faith("fr-ck-006", "para.pronoun", "Qui est Camille Fabre ?", "C'est la monitrice principale du centre équestre des Tilleuls ; elle a entraîné l'équipe de compétition qui a remporté le championnat départemental en 2022.", STABLE, True),
    w.faith("fr-ck-007", "para.relative", "Qui a créé le Jardin botanique des Essarts ?", "Le jardin, qui s'étend sur 10 hectares, a été créé en 1865 par le botaniste Émile Garnier.", GARDEN, True),
    w.faith("fr-ck-008", "para.part", "D'où part la balade œnologique ?", "Elle part de l'office de tourisme de Nuits-Saint-Georges.", WINE, True),
    w.faith("fr-ck-009", "para.combine", "Quelle est la longueur de la piste et la vitesse des karts adultes ?", "La piste extérieure mesure 950 mètres, et les karts adultes atteignent au maximum 65 km/h.", KART, True),
    w.faith("fr-ck-010", "fmt.number", "Combien d'étages compte la résidence Les Marronniers ?", "La résidence compte 4 étages.", DORM, True),
    w.faith("fr-ck-011", "fmt.thousands", "Combien d'animaux vivent à l'aquarium ?", "L'aquarium abrite 2600 animaux.", AQUARIUM, True),
    w.faith("fr-ck-012", "fmt.scale", "Quelle est la contenance du plus grand bassin ?", "Le plus grand bassin contient 1 400 000 litres d'eau de mer.", AQUARIUM, True),
    w.faith("fr-ck-013", "fmt.date", "Quelle est la date limite pour prendre rendez-vous pour ma déclaration ?", "Il faut prendre rendez-vous au plus tard le 05/05/2025.", TAX, True),
    w.faith("fr-ck-014", "fmt.time", "Vers quelle heure la balade revient-elle ?", "Elle revient vers 4 heures et demie de l'après-midi.", WINE, True),
    w.faith("fr-ck-015", "fmt.unit", "Quelle température fait-il dans la serre tropicale ?", "La serre tropicale est maintenue à 25 degrés Celsius toute l'année.", GARDEN, True),
    w.faith("fr-ck-016", "fmt.abbrev", "Où se trouve la déchetterie du Val Fleuri ?", "Elle se trouve au 12 av. Jean-Jaurès.", RECYCLE, True),
    w.faith("fr-ck-017", "fmt.currency", "Combien coûte une chambre individuelle aux Marronniers ?", "Une chambre individuelle coûte 480 euros par mois.", DORM, True),
    w.faith("fr-ck-018", "fmt.range", "Combien de temps un invité peut-il rester ?", "Un invité peut rester trois nuits au maximum par mois, et il doit être déclaré à l'accueil.", DORM, True),
    w.faith("fr-ck-019", "fmt.period", "Combien de temps dure une visite guidée du jardin ?", "Une visite guidée dure 120 minutes ; elle commence à 11 h.", GARDEN, True),
    w.faith("fr-ck-020", "fmt.share", "Quelle part des plantes du jardin vient d'Amérique du Sud ?", "50 % des 4 500 espèces de plantes du jardin viennent d'Amérique du Sud.", GARDEN, True),
    w.faith("fr-ck-021", "para.except", "L'aquarium ferme-t-il certains jours ?", "Oui, il est fermé le 1er janvier.", AQUARIUM, True),
    w.faith("fr-ck-022", "wrap.opener", "Combien de personnes peut-on mettre dans une nacelle ?", "Bonne question ! Chaque nacelle accueille au maximum 10 passagers.", BALLOON, True),
    w.faith("fr-ck-023", "wrap.closer", "Combien dure et combien coûte une leçon pour débutants ?", "Une leçon pour débutants dure 45 minutes et coûte 32 €. J'espère que cela vous aide !", STABLE, True),
    w.faith("fr-ck-024", "wrap.attribution", "Qui peut conduire les karts adultes ?", "D'après le règlement du Karting des Pins, il faut avoir au moins 14 ans et mesurer au moins 1,50 m pour conduire un kart adulte.", KART, True),
    w.faith("fr-ck-025", "wrap.hedge", "Combien coûte le dépôt d'un pneu ?", "Il me semble que le dépôt d'un pneu coûte 5 €.", RECYCLE, True),
    w.faith("fr-ck-026", "wrap.question", "Quel est le prix de la balade œnologique ?", "La balade coûte 120 € par personne, déjeuner et douze dégustations compris. Voulez-vous savoir quels jours elle a lieu ?", WINE, True),
    w.faith("fr-ck-027", "value.number", "Combien de participants y a-t-il par groupe ?", "Chaque groupe compte au maximum 16 participants.", WINE, False),
    w.faith("fr-ck-028", "value.date", "Quand l'Aquarium de la Côte d'Opale a-t-il ouvert ?", "Il a ouvert le 14 juillet 2013.", AQUARIUM, False),
    w.faith("fr-ck-029", "value.time", "À quelle heure décolle la montgolfière ?", "D'avril à octobre, le décollage a lieu tous les jours à 7 h 45.", BALLOON, False),
    w.faith("fr-ck-030", "value.unit", "À quelle vitesse roulent les karts adultes ?", "Les karts adultes atteignent au maximum 65 miles à l'heure.", KART, False),
    w.faith("fr-ck-031", "value.currency", "Combien coûte le conseil après le premier rendez-vous ?", "Après le premier rendez-vous gratuit, le conseil est facturé 110 € de l'heure.", TAX, False),
    w.faith("fr-ck-032", "role.swap", "Qui pilote le ballon et qui nous ramène après le vol ?", "Élodie Perrin pilote le ballon, et Julien Marchal ramène les passagers au pré en minibus après l'atterrissage.", BALLOON, False),
    w.faith("fr-ck-033", "negation", "Puis-je déposer de l'amiante à la déchetterie ?", "Oui, l'amiante est acceptée à la déchetterie du Val Fleuri.", RECYCLE, False),
    w.faith("fr-ck-034", "antonym", "Peut-on prendre des photos au flash à l'aquarium ?", "Oui, les photos au flash sont autorisées dans toutes les salles.", AQUARIUM, False),
    w.faith("fr-ck-035", "modality", "Dois-je apporter ma pièce d'identité au cabinet ?", "Oui, la pièce d'identité est obligatoire, tout comme le dernier avis d'imposition et les relevés bancaires.", TAX, False),
    w.faith("fr-ck-036", "quantifier", "Le cabinet a-t-il beaucoup de clients indépendants ?", "Oui, la plupart de ses clients sont des travailleurs indépendants.", TAX, False),
    w.faith("fr-ck-037", "value.except", "Puis-je venir monter un lundi ?", "Oui, le centre est ouvert le lundi, de 8 h à 19 h.", STABLE, False),
    w.faith("fr-ck-038", "direction", "Dans quel cas le vol est-il annulé ?", "Le vol est annulé si le vent est inférieur à 15 km/h.", BALLOON, False),
    w.faith("fr-ck-039", "added.fact", "Combien coûte l'accord d'un piano droit ?", "L'accord d'un piano droit coûte 95 € et dure environ une heure et demie, et un nettoyage du clavier est offert à chaque visite.", PIANO, False),
    w.faith("fr-ck-040", "added.entity", "Qui est le responsable de la résidence ?", "Le responsable est Karim Benali, assisté de son adjointe, Julie Mercier.", DORM, False),
    w.faith("fr-ck-041", "mixed", "Qui détient le record du tour au Karting des Pins ?", "Hugo Lemaire a établi le record du tour de 44,8 secondes en mai 2023, en battant l'ancien record de deux secondes.", KART, False),
]
REFUSAL = [
    w.refusal("fr-ck-042", "refusal.plain", "Y a-t-il un parking près du pré de décollage ?", "Je suis désolé, je n'ai pas cette information.", BALLOON, True),
    w.refusal("fr-ck-043", "refusal.context", "L'atelier accorde-t-il aussi les clavecins ?", "Les documents fournis ne précisent pas si l'Atelier Accord Parfait accorde les clavecins.", PIANO, True),
    w.refusal("fr-ck-044", "refusal.short", "Y a-t-il un café dans l'aquarium ?", "Aucune idée.", AQUARIUM, True),
    w.refusal("fr-ck-045", "refusal.long", "Y a-t-il le wifi dans les chambres des Marronniers ?", "Merci pour votre question. Malheureusement, les informations dont je dispose sur la résidence Les Marronniers ne parlent pas du wifi ni de l'accès à Internet dans les chambres. Elles portent sur les loyers, les heures de silence, l'accueil des invités ou la laverie, mais pas sur Internet. Je vous conseille de vous adresser directement à l'accueil ou au responsable de la résidence. Désolé de ne pas pouvoir vous aider davantage.", DORM, True),
    w.refusal("fr-ck-046", "refusal.hedged", "Y a-t-il un âge minimum pour la balade œnologique ?", "Je n'en suis pas tout à fait sûr, mais je crois qu'il faut avoir au moins 18 ans et présenter une pièce d'identité.", WINE, False),
    w.refusal("fr-ck-047", "refusal.partial", "Combien coûte le dépôt d'un matelas et d'un réfrigérateur ?", "Le dépôt d'un matelas coûte 15 € ; en revanche, mes documents ne disent rien sur les réfrigérateurs.", RECYCLE, False),
]
CORRECTNESS = [
    w.correct("fr-ck-048", "correct.wordy", "Qui a créé le Jardin botanique des Essarts ?", "Ce jardin de 10 hectares a été créé en 1865 par le botaniste Émile Garnier.", "Émile Garnier.", True),
    w.correct("fr-ck-049", "correct.short", "Qui dirige le bureau de Grenoble ?", "Thomas Lefèvre.", "Le bureau de Grenoble du cabinet Delorme Conseil fiscal est dirigé par Thomas Lefèvre.", True),
    w.correct("fr-ck-050", "correct.format", "Quelle est la date d'ouverture de l'Aquarium de la Côte d'Opale ?", "Le 14/06/2013.", "Le 14 juin 2013.", True),
    w.correct("fr-ck-051", "wrong.value", "Combien coûte le forfait de trois sessions ?", "Le forfait de trois sessions coûte 60 €.", "54 €.", False),
    w.correct("fr-ck-052", "wrong.echo", "Quel âge faut-il avoir pour monter un cheval au centre des Tilleuls ?", "Il faut avoir l'âge qu'il faut pour monter un cheval au centre des Tilleuls.", "Au moins 12 ans.", False),
    w.correct("fr-ck-053", "wrong.role", "Qui pilote la montgolfière de Ciel d'Azur ?", "C'est Élodie Perrin qui la pilote.", "Julien Marchal, le pilote.", False),
]
RELEVANCY = [
    w.relevant("fr-ck-054", "relevant.direct", "Quand puis-je aller à la déchetterie du Val Fleuri ?", "Du mardi au samedi, entre 8 h et 17 h.", RECYCLE, True),
    w.relevant("fr-ck-055", "relevant.yesno", "Un ami peut-il dormir dans ma chambre ?", "Oui, jusqu'à trois nuits par mois, à condition qu'il soit déclaré à l'accueil.", DORM, True),
    w.relevant("fr-ck-056", "offtopic.true", "Combien coûte l'accord d'un piano à queue ?", "L'atelier recommande de faire accorder un piano deux fois par an.", PIANO, False),
    w.relevant("fr-ck-057", "offtopic.other", "Puis-je venir au jardin botanique avec mon chien ?", "L'entrée coûte 6 € pour les adultes, et elle est gratuite le premier dimanche du mois.", GARDEN, False),
]
DIAGNOSIS = [
    w.diag("fr-ck-058", "diag.pass", "Combien coûte une place en montgolfière pour mon fils de 10 ans ?", "Pour un enfant de 8 à 14 ans, la place coûte 190 €, donc 190 € pour votre fils.", {"balloon": BALLOON, "wine": WINE}, ("balloon",), "pass"),
    w.diag("fr-ck-059", "diag.offtopic", "À quelle heure nourrit-on les requins ?", "Le billet coûte 24 € pour un adulte et 16 € pour un enfant de moins de 12 ans.", {"aquarium": AQUARIUM}, ("aquarium",), "fix_generation"),
    w.diag("fr-ck-060", "diag.unfaithful", "Combien de temps dure une leçon pour débutants aux Tilleuls ?", "Une leçon pour débutants dure 90 minutes.", {"stable": STABLE, "garden": GARDEN}, ("stable",), "fix_generation"),
    w.diag("fr-ck-061", "diag.refused", "Combien coûte une heure de conseil après le premier rendez-vous ?", "Désolé, je ne trouve pas cette information dans les documents.", {"tax": TAX}, ("tax",), "fix_generation"),
    w.diag("fr-ck-062", "diag.missed", "Quelle taille faut-il pour conduire un kart adulte ?", "Je suis désolé, je ne trouve pas cette information.", {"recycle": RECYCLE, "dorm": DORM}, ("kart",), "fix_retrieval"),
    w.diag("fr-ck-063", "diag.correct_refusal", "Le Karting des Pins vend-il des bons cadeaux ?", "Les documents ne mentionnent pas de bons cadeaux, je ne peux donc pas répondre.", {"kart": KART}, (), "correct_refusal"),
    w.diag("fr-ck-064", "diag.should_refuse", "Le déjeuner de la balade existe-t-il en version végétarienne ?", "Oui, un déjeuner végétarien peut être commandé lors de la réservation.", {"wine": WINE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
