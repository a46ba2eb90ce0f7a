"""French cases of fresh set bu. Scenarios: the Domaine des Tilleuls wedding venue, the
Poil de Carotte dog grooming salon, the Déchèterie des Prés recycling centre, the Fou du
Roi chess club, the Mistral driving school, the Montpellier-Centre night pharmacy service,
the Nuage Vert tea house, the Vertige climbing gym, the place du Marché used-book fair and
the Les Érables student dormitory."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

WEDDING = (
    "Le Domaine des Tilleuls est un lieu de réception pour mariages près d'Angers, qui appartient à Hélène Marchand ; toutes les réservations passent par le chargé d'événements Julien Roux. "
    "La salle de réception accueille de 50 à 150 invités assis, et la cour couverte peut recevoir jusqu'à 180 personnes pour un cocktail debout. "
    "La location du samedi coûte 5 200 € et comprend les tables, les chaises, le linge de table et la sonorisation ; le vendredi ou le dimanche, elle coûte 3 600 €. "
    "Un acompte de 30 % est versé à la réservation, et le solde doit être réglé au plus tard huit semaines avant le mariage. "
    "La musique doit s'arrêter à 2 h du matin, et tous les invités doivent avoir quitté le domaine à 3 h. "
    "Les mariés peuvent apporter leur propre pièce montée, mais tous les autres plats doivent venir du traiteur du domaine."
)

GROOMING = (
    "Poil de Carotte est un salon de toilettage canin de la Croix-Rousse, à Lyon, tenu par la toiletteuse Camille Bertin ; son assistant Karim Haddad s'occupe du bain et du séchage. "
    "Le salon est ouvert tous les jours sauf le dimanche, de 9 h à 18 h 30. "
    "Un toilettage complet pour un petit chien coûte 48 € et dure environ 1 h 30 ; pour les chiens de plus de 20 kg, le tarif est de 70 €. "
    "Tous les chiens doivent être vaccinés, et le carnet de vaccination doit être présenté au premier rendez-vous. "
    "La coupe des griffes seule coûte 12 € et se fait sans rendez-vous. "
    "Au-delà de 15 minutes de retard, le rendez-vous est annulé ; pendant le toilettage, les propriétaires peuvent patienter dans la salle d'attente."
)

RECYCLING = (
    "La Déchèterie des Prés est gérée par la communauté de communes et ouvre du mardi au samedi, de 8 h 30 à 17 h. "
    "Les particuliers peuvent déposer gratuitement jusqu'à 2 mètres cubes de déchets verts par passage ; au-delà, chaque mètre cube coûte 15 €. "
    "Les camionnettes n'entrent qu'avec un badge, gratuit et valable un an. "
    "Les piles, les peintures et les huiles de vidange sont acceptées, mais pas l'amiante. "
    "Selon la responsable du site, Nathalie Girard, environ la moitié des apports sont des déchets verts. "
    "En 2023, la déchèterie a traité 11 500 tonnes de déchets."
)

CHESS = (
    "Le club d'échecs du Fou du Roi se réunit chaque mercredi de 18 h 30 à 22 h au premier étage de la médiathèque Jules-Verne. "
    "La cotisation annuelle est de 75 €, et les moins de 18 ans paient moitié prix. "
    "Le président du club est Bernard Lefèvre, et la trésorière est Sophie Nguyen. "
    "Les cours pour débutants ont lieu le premier mercredi de chaque mois et sont gratuits pour les membres. "
    "Chaque printemps, le club dispute un match amical contre une équipe venue de Lisbonne. "
    "Les téléphones doivent être éteints pendant les parties homologuées."
)

DRIVING = (
    "L'auto-école Mistral forme sur boîte manuelle et sur boîte automatique ; ses deux moniteurs sont Claire Dubois et Yanis Benali. "
    "Une leçon de conduite dure une heure et coûte 55 €, et le forfait de 20 heures coûte 1 050 €. "
    "Les élèves doivent avoir obtenu le code de la route avant leur première leçon de conduite. "
    "Les élèves doivent arriver 5 minutes avant le début de leur leçon. "
    "Toute leçon annulée moins de 48 heures à l'avance est facturée. "
    "Seule Claire Dubois enseigne en boîte automatique."
)

PHARMACY = (
    "Le service de pharmacie de nuit de Montpellier-Centre est ouvert de 21 h à 7 h, toutes les nuits de l'année, jours fériés compris. "
    "Il est organisé par l'Agence régionale de santé. "
    "La garde est assurée par la pharmacienne Dr Isabelle Moreau et un préparateur. "
    "Les médicaments sur ordonnance ne sont délivrés que sur présentation d'une pièce d'identité. "
    "Une majoration de nuit de 8 € s'applique à chaque passage, sauf pour les personnes de plus de 65 ans, qui en sont dispensées. "
    "Les patients qui appellent à l'avance voient leurs médicaments prêts dans les 10 minutes suivant leur arrivée."
)

TEA = (
    "Le salon de thé Le Nuage Vert, à Bordeaux, a ouvert le 8 septembre 2020 et compte 30 places. "
    "Le goûter est servi de 15 h à 18 h au prix de 19,50 € par personne, avec une théière, une part de gâteau et des madeleines. "
    "L'acheteuse du salon, Louise Tanaka, importe elle-même les thés verts directement du Japon ; les thés en vrac sont vendus en boîtes de 100 g à 11,90 €. "
    "Les groupes de huit personnes ou plus doivent réserver au moins deux jours à l'avance. "
    "Les chiens sont acceptés en terrasse, mais pas à l'intérieur."
)

CLIMBING = (
    "Vertige est une salle d'escalade couverte de 1 100 mètres carrés de surface grimpable, avec des murs qui montent jusqu'à 13 mètres. "
    "L'entrée à la journée coûte 16 €, et l'abonnement mensuel 55 €. "
    "Les enfants de moins de 14 ans doivent être accompagnés d'un adulte en permanence. "
    "L'initiation dure deux heures et est obligatoire avant de grimper en moulinette sans moniteur. "
    "La location de chaussons coûte 3,50 €, et la magnésie est gratuite. "
    "Toutes les voies sont renouvelées toutes les deux semaines."
)

BOOKFAIR = (
    "La foire aux livres d'occasion de la place du Marché a lieu le dimanche 13 octobre 2024, de 9 h à 18 h. "
    "Environ 45 bouquinistes y vendront plus de 20 000 livres d'occasion. "
    "L'entrée coûte 2 €, et elle est gratuite pour les moins de 12 ans. "
    "La foire est organisée par l'association Les Amis de la Bibliothèque, présidée par Monique Lambert. "
    "Les exposants paient 25 € par stand, et chaque stand mesure 3 mètres de long. "
    "La carte bancaire est acceptée sur la plupart des stands, mais pas sur tous."
)

DORM = (
    "La résidence universitaire Les Érables compte 180 chambres individuelles réparties sur quatre étages. "
    "Le loyer est de 420 € par mois, électricité, chauffage et Wi-Fi compris. "
    "Le silence est de rigueur de 22 h à 7 h. "
    "Les résidents peuvent recevoir des invités pour la nuit jusqu'à trois nuits par mois, et chaque invité doit être déclaré à l'accueil. "
    "Le directeur de la résidence est Olivier Petit, et son adjointe est Amandine Roussel. "
    "Les chambres du rez-de-chaussée sont réservées aux étudiants à mobilité réduite."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-bu-001", "para.reorder", "Qu'est-ce qui est compris dans la location du samedi au Domaine des Tilleuls ?", "La sonorisation, le linge de table, les chaises et les tables sont compris dans la location du samedi, qui coûte 5 200 €.", WEDDING, True),
    w.faith("fr-bu-002", "para.passive", "D'où viennent les thés verts du Nuage Vert ?", "Les thés verts sont importés directement du Japon par Louise Tanaka, l'acheteuse du salon.", TEA, True),
    w.faith("fr-bu-003", "para.synonym", "Que se passe-t-il si j'arrive en retard au toilettage ?", "Si vous avez plus d'un quart d'heure de retard, votre rendez-vous est supprimé.", GROOMING, True),
    w.faith("fr-bu-004", "para.nominal", "Quelles sont les règles pour les invités qui dorment à la résidence ?", "L'hébergement d'invités est limité à trois nuits par mois, avec une déclaration obligatoire de chaque invité à l'accueil.", DORM, True),
    w.faith("fr-bu-005", "para.capital", "Contre qui le club joue-t-il chaque printemps ?", "Chaque printemps, le club affronte en match amical une équipe venue de la capitale portugaise.", CHESS, True),
    w.faith("fr-bu-006", "para.pronoun", "Quelle est la règle pour les enfants chez Vertige ?", "S'ils ont moins de 14 ans, ils doivent être accompagnés d'un adulte en permanence.", CLIMBING, True),
    w.faith("fr-bu-007", "para.relative", "Qui est Claire Dubois ?", "Claire Dubois est la seule monitrice de l'auto-école Mistral qui enseigne en boîte automatique.", DRIVING, True),
    w.faith("fr-bu-008", "para.part", "Est-ce que je peux déposer de la peinture à la Déchèterie des Prés ?", "Oui, la peinture y est acceptée.", RECYCLING, True),
    w.faith("fr-bu-009", "para.combine", "Qui organise le service de pharmacie de nuit, et qui assure la garde ?", "Organisé par l'Agence régionale de santé, le service est assuré par la pharmacienne Dr Isabelle Moreau et un préparateur.", PHARMACY, True),
    w.faith("fr-bu-010", "fmt.number", "Combien de bouquinistes seront présents à la foire ?", "Environ quarante-cinq bouquinistes y vendront des livres d'occasion.", BOOKFAIR, True),
    w.faith("fr-bu-011", "fmt.thousands", "Combien de livres seront en vente à la foire ?", "Plus de 20000 livres d'occasion.", BOOKFAIR, True),
    w.faith("fr-bu-012", "fmt.scale", "Quelle quantité de déchets la déchèterie a-t-elle traitée en 2023 ?", "Elle a traité 11,5 millions de kilos de déchets en 2023.", RECYCLING, True),
    w.faith("fr-bu-013", "fmt.date", "Quand a lieu la foire aux livres de la place du Marché ?", "Elle a lieu le dimanche 13/10/2024.", BOOKFAIR, True),
    w.faith("fr-bu-014", "fmt.time", "À quelle heure se réunit le club d'échecs ?", "Chaque mercredi, de six heures et demie à dix heures du soir.", CHESS, True),
    w.faith("fr-bu-015", "fmt.unit", "Quelle est la taille de la salle Vertige ?", "Elle offre 1 100 m² de surface grimpable, avec des murs jusqu'à 13 m.", CLIMBING, True),
    w.faith("fr-bu-016", "fmt.abbrev", "Quelles chambres sont réservées aux étudiants à mobilité réduite ?", "Ce sont les chambres du RDC.", DORM, True),
    w.faith("fr-bu-017", "fmt.currency", "Combien coûte le goûter au Nuage Vert ?", "Le goûter coûte 19 euros 50 par personne.", TEA, True),
    w.faith("fr-bu-018", "fmt.range", "Combien d'invités peut-on asseoir dans la salle de réception ?", "Au minimum 50 et au maximum 150 invités.", WEDDING, True),
    w.faith("fr-bu-019", "fmt.period", "À quelle fréquence les voies sont-elles changées chez Vertige ?", "Toutes les voies sont renouvelées tous les 14 jours.", CLIMBING, True),
    w.faith("fr-bu-020", "fmt.share", "Les jeunes ont-ils une réduction au club d'échecs ?", "Oui, les moins de 18 ans bénéficient de 50 % de réduction sur la cotisation.", CHESS, True),
    w.faith("fr-bu-021", "para.except", "Puis-je venir faire toiletter mon chien un dimanche ?", "Non, le salon est fermé le dimanche.", GROOMING, True),
    w.faith("fr-bu-022", "wrap.opener", "Quel est le loyer à la résidence Les Érables ?", "Bonne question ! Le loyer s'élève à 420 € par mois, avec l'électricité, le chauffage et le Wi-Fi inclus.", DORM, True),
    w.faith("fr-bu-023", "wrap.closer", "Que faut-il avant la première leçon de conduite ?", "Il faut avoir obtenu le code de la route avant la première leçon. J'espère que cela vous aide, et bon courage !", DRIVING, True),
    w.faith("fr-bu-024", "wrap.attribution", "Que faut-il pour récupérer un médicament sur ordonnance la nuit ?", "D'après le document, les médicaments sur ordonnance ne sont délivrés que sur présentation d'une pièce d'identité.", PHARMACY, True),
    w.faith("fr-bu-025", "wrap.hedge", "Combien coûte l'entrée à la foire aux livres ?", "Je crois que l'entrée coûte 2 €, et qu'elle est gratuite pour les moins de 12 ans.", BOOKFAIR, True),
    w.faith("fr-bu-026", "wrap.question", "Puis-je venir au Nuage Vert avec mon chien ?", "Les chiens sont acceptés en terrasse, mais pas à l'intérieur. Puis-je vous renseigner sur autre chose ?", TEA, True),
    w.faith("fr-bu-027", "value.number", "Combien de déchets verts peut-on déposer gratuitement ?", "Les particuliers peuvent déposer gratuitement jusqu'à 4 mètres cubes de déchets verts par passage.", RECYCLING, False),
    w.faith("fr-bu-028", "value.date", "Quand le Nuage Vert a-t-il ouvert ?", "Le salon a ouvert le 8 septembre 2021.", TEA, False),
    w.faith("fr-bu-029", "value.time", "Quels sont les horaires de la pharmacie de nuit ?", "Elle est ouverte de 21 h à 8 h.", PHARMACY, False),
    w.faith("fr-bu-030", "value.unit", "Quelle est la hauteur des murs chez Vertige ?", "Les murs montent jusqu'à 13 pieds.", CLIMBING, False),
    w.faith("fr-bu-031", "value.currency", "Combien coûte le forfait de 20 heures ?", "Le forfait de 20 heures coûte 1 050 dollars.", DRIVING, False),
    w.faith("fr-bu-032", "role.swap", "Qui dirige la résidence Les Érables ?", "La directrice est Amandine Roussel, et Olivier Petit est son adjoint.", DORM, False),
    w.faith("fr-bu-033", "negation", "Pouvons-nous apporter notre propre pièce montée ?", "Non, les mariés ne peuvent pas apporter leur propre pièce montée.", WEDDING, False),
    w.faith("fr-bu-034", "antonym", "Que se passe-t-il si j'annule une leçon la veille ?", "Une leçon annulée moins de 48 heures à l'avance est remboursée.", DRIVING, False),
    w.faith("fr-bu-035", "modality", "Où sont les propriétaires pendant le toilettage ?", "Les propriétaires doivent obligatoirement attendre dans la salle d'attente.", GROOMING, False),
    w.faith("fr-bu-036", "quantifier", "Peut-on payer par carte à la foire aux livres ?", "Oui, la carte bancaire est acceptée sur tous les stands.", BOOKFAIR, False),
    w.faith("fr-bu-037", "value.except", "Qui doit payer la majoration de nuit ?", "Seules les personnes de plus de 65 ans paient la majoration de 8 €.", PHARMACY, False),
    w.faith("fr-bu-038", "direction", "Quand faut-il régler le solde au Domaine des Tilleuls ?", "Le solde doit être réglé au plus tard huit semaines après le mariage.", WEDDING, False),
    w.faith("fr-bu-039", "added.fact", "Combien coûte l'entrée à la journée chez Vertige ?", "L'entrée à la journée coûte 16 €, et la salle est ouverte jusqu'à 23 h tous les soirs.", CLIMBING, False),
    w.faith("fr-bu-040", "added.entity", "Qui fait partie du bureau du club d'échecs ?", "Le président est Bernard Lefèvre, la trésorière Sophie Nguyen et le secrétaire Martin Caron.", CHESS, False),
    w.faith("fr-bu-041", "mixed", "Que comprend le loyer à la résidence Les Érables ?", "Le loyer de 420 € par mois comprend l'électricité, le chauffage et le Wi-Fi, ainsi qu'un ménage de la chambre chaque semaine.", DORM, False),
]

REFUSAL = [
    w.refusal("fr-bu-042", "refusal.plain", "Est-ce que Poil de Carotte toilette aussi les chats ?", "Je ne sais pas si le salon s'occupe aussi des chats.", GROOMING, True),
    w.refusal("fr-bu-043", "refusal.context", "La Déchèterie des Prés accepte-t-elle les vieux matelas ?", "Le texte fourni ne précise pas si les matelas sont acceptés.", RECYCLING, True),
    w.refusal("fr-bu-044", "refusal.short", "Y a-t-il des casiers chez Vertige ?", "Je ne sais pas.", CLIMBING, True),
    w.refusal("fr-bu-045", "refusal.long", "Y a-t-il un parking près du Nuage Vert ?", "Merci pour votre question. Malheureusement, les informations dont je dispose sur le salon de thé Le Nuage Vert portent sur sa date d'ouverture, son nombre de places, le goûter et les règles de réservation, mais elles ne mentionnent pas de parking. Je ne peux donc pas vous répondre avec certitude ; je vous conseille de contacter directement le salon.", TEA, True),
    w.refusal("fr-bu-046", "refusal.hedged", "Combien coûte une leçon à l'auto-école Mistral ?", "Je n'en suis pas tout à fait sûr, mais une leçon semble coûter 55 €.", DRIVING, False),
    w.refusal("fr-bu-047", "refusal.partial", "Combien coûte la location du Domaine des Tilleuls le dimanche, et peut-on dormir sur place ?", "Le dimanche, la location coûte 3 600 €. En revanche, les documents ne disent rien sur un hébergement sur place.", WEDDING, False),
]

CORRECTNESS = [
    w.correct("fr-bu-048", "correct.wordy", "Quel est le montant de la cotisation au club du Fou du Roi ?", "Merci de votre question ! Pour devenir membre du club d'échecs du Fou du Roi, il faut régler une cotisation une fois par an, et son montant est de 75 €.", "La cotisation annuelle est de 75 €.", True),
    w.correct("fr-bu-049", "correct.short", "À quelle heure ouvre la pharmacie de nuit de Montpellier-Centre ?", "21 h.", "Le service de pharmacie de nuit ouvre à 21 h.", True),
    w.correct("fr-bu-050", "correct.format", "À quelle date a lieu la foire aux livres de la place du Marché ?", "Le 13/10/2024.", "La foire a lieu le dimanche 13 octobre 2024.", True),
    w.correct("fr-bu-051", "wrong.value", "Combien coûte l'abonnement mensuel chez Vertige ?", "L'abonnement mensuel coûte 65 €.", "L'abonnement mensuel coûte 55 €.", False),
    w.correct("fr-bu-052", "wrong.echo", "Quel étage de la résidence est réservé aux étudiants à mobilité réduite ?", "L'étage de la résidence réservé aux étudiants à mobilité réduite est le dernier étage.", "Les chambres du rez-de-chaussée sont réservées aux étudiants à mobilité réduite.", False),
    w.correct("fr-bu-053", "wrong.role", "Quel moniteur de l'auto-école Mistral enseigne en boîte automatique ?", "C'est Yanis Benali qui enseigne en boîte automatique.", "Seule Claire Dubois enseigne en boîte automatique.", False),
]

RELEVANCY = [
    w.relevant("fr-bu-054", "relevant.direct", "Combien coûte un toilettage complet pour un petit chien chez Poil de Carotte ?", "Un toilettage complet pour un petit chien coûte 48 €.", GROOMING, True),
    w.relevant("fr-bu-055", "relevant.yesno", "Les cours pour débutants sont-ils gratuits pour les membres ?", "Oui, les membres n'ont rien à payer pour ces cours.", CHESS, True),
    w.relevant("fr-bu-056", "offtopic.true", "Faut-il un badge pour venir à la déchèterie en camionnette ?", "En 2023, la déchèterie a traité 11 500 tonnes de déchets.", RECYCLING, False),
    w.relevant("fr-bu-057", "offtopic.other", "À quelle heure la musique doit-elle s'arrêter au Domaine des Tilleuls ?", "L'acompte est de 30 % et se règle au moment de la réservation.", WEDDING, False),
]

DIAGNOSIS = [
    w.diag("fr-bu-058", "diag.pass", "Si j'appelle la pharmacie de nuit à l'avance, en combien de temps mes médicaments seront-ils prêts ?", "Ils seront prêts dans les 10 minutes suivant votre arrivée.", {"pharmacy-1": PHARMACY, "tea-1": TEA}, ("pharmacy-1",), "pass"),
    w.diag("fr-bu-059", "diag.offtopic", "Combien de temps dure l'initiation chez Vertige ?", "La location de chaussons coûte 3,50 €, et la magnésie est gratuite.", {"climbing-1": CLIMBING, "dorm-1": DORM}, ("climbing-1",), "fix_generation"),
    w.diag("fr-bu-060", "diag.unfaithful", "Combien un exposant paie-t-il pour un stand à la foire aux livres ?", "Un exposant paie 35 € par stand.", {"bookfair-1": BOOKFAIR, "chess-1": CHESS}, ("bookfair-1",), "fix_generation"),
    w.diag("fr-bu-061", "diag.refused", "Combien coûte une boîte de thé en vrac au Nuage Vert ?", "Désolé, les documents n'indiquent pas le prix du thé en vrac.", {"tea-1": TEA, "grooming-1": GROOMING}, ("tea-1",), "fix_generation"),
    w.diag("fr-bu-062", "diag.missed", "Combien coûte l'entrée à la journée chez Vertige ?", "Les documents trouvés ne mentionnent pas le prix de l'entrée à la journée chez Vertige.", {"recycling-1": RECYCLING, "wedding-1": WEDDING}, ("climbing-1",), "fix_retrieval"),
    w.diag("fr-bu-063", "diag.correct_refusal", "Les animaux sont-ils autorisés à la résidence Les Érables ?", "Les documents ne disent pas si les animaux sont autorisés à la résidence.", {"dorm-1": DORM, "driving-1": DRIVING}, (), "correct_refusal"),
    w.diag("fr-bu-064", "diag.should_refuse", "Quel est le débit du Wi-Fi à la résidence Les Érables ?", "Le Wi-Fi de la résidence offre un débit de 300 Mbit/s dans chaque chambre.", {"dorm-1": DORM, "driving-1": DRIVING}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
