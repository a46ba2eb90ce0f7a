"""Fresh set cw, French: a shelter, a karaoke bar, luggage storage, a bird sanctuary, a notary, a sewing course, a drive-in, a kite festival, a water park and a sports centre."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

SHELTER = (
    "Le refuge des Quatre Pattes accueille actuellement 46 chiens et 38 chats. "
    "L'an dernier, il a placé 1 350 animaux dans de nouvelles familles. "
    "Les frais d'adoption sont de 250 € pour un chien et de 150 € pour un chat, et chaque animal est pucé avant de quitter le refuge. "
    "Le refuge est ouvert au public tous les jours sauf le mardi, de 11 h à 18 h. "
    "Les adoptants doivent avoir au moins 21 ans et présenter une pièce d'identité avec photo."
)
KARAOKE = (
    "Le bar karaoké La Voix Lactée compte 9 salons privés et une grande scène. "
    "Un petit salon pour 6 personnes maximum coûte 30 € de l'heure, et un grand salon pour 14 personnes maximum 55 € de l'heure. "
    "Le vendredi et le samedi, le bar ferme à 3 h ; les autres soirs, il ferme à minuit. "
    "Après 22 h, seuls les clients âgés d'au moins 18 ans sont admis. "
    "Le catalogue compte 24 000 chansons, et le gérant, Karim Benali, y ajoute des nouveautés le premier lundi de chaque mois."
)
LUGGAGE = (
    "La consigne Bagage Léger, à la gare Part-Dieu, garde les bagages pour 6 € par bagage et par jour. "
    "Un supplément de 4 € s'applique aux bagages de plus de 30 kg. "
    "Le comptoir est ouvert tous les jours de 6 h 30 à 22 h 30. "
    "Les clients peuvent laisser leurs bagages 14 jours au maximum. "
    "Chaque bagage est assuré jusqu'à 2 000 €, et le personnel scelle chaque bagage avec une étiquette numérotée."
)
BIRDS = (
    "La réserve ornithologique du Marais-Blanc s'étend sur 340 hectares de zones humides. "
    "Environ 180 espèces d'oiseaux y ont été observées, dont le rare butor étoilé. "
    "Le sentier sur pilotis mesure 2,4 km. "
    "Les chiens sont interdits partout dans la réserve, sauf sur le parking. "
    "Les visites guidées de l'ornithologue Claire Moreau partent à 7 h le dimanche et coûtent 10 €. "
    "La moitié des places de chaque visite est réservée aux adhérents."
)
NOTARY = (
    "L'étude de Me Laure Brunet, notaire, se trouve au 14 rue des Tilleuls. "
    "L'étude reçoit du lundi au vendredi, de 9 h à 17 h. "
    "Une légalisation de signature coûte 25 € par document. "
    "Les clients doivent apporter une pièce d'identité officielle en cours de validité ; la prise de rendez-vous est conseillée mais pas obligatoire. "
    "Son clerc, Julien Marchand, prépare les dossiers, et Me Brunet les signe et y appose son sceau. "
    "Une demande d'apostille prend jusqu'à 5 jours ouvrés."
)
SEWING = (
    "Le cours de couture pour débutants de l'atelier Fil d'Or dure 8 semaines et commence le 5 mars 2025. "
    "Les séances ont lieu chaque mercredi de 18 h 30 à 20 h 30. "
    "Le cours coûte 240 €, tissu du premier projet compris. "
    "Chaque groupe compte au plus 10 élèves, et chaque élève dispose de sa propre machine à coudre. "
    "La formatrice, Sophie Lambert, enseigne la couture depuis 15 ans."
)
DRIVE_IN = (
    "Le drive-in Ciné-Étoile projette deux films chaque soir de mai à septembre. "
    "L'entrée coûte 25 € par voiture, quel que soit le nombre de passagers. "
    "Le premier film commence à 21 h, et les portes ouvrent une heure plus tôt. "
    "Le son est diffusé sur 88,7 FM. "
    "Les véhicules de plus de 2 mètres de haut doivent se garer dans les deux dernières rangées. "
    "Le snack ferme 30 minutes après le début du second film."
)
KITES = (
    "Le festival de cerfs-volants Vent du Large a lieu les 16 et 17 août 2025 sur la plage du Ricanto, à Ajaccio, capitale de la Corse. "
    "L'entrée est gratuite pour les spectateurs, mais les pilotes doivent s'inscrire avant le 1er août et payer 15 €. "
    "Plus de 300 cerfs-volants ont participé l'an dernier. "
    "Les cerfs-volants de plus de 10 m² ne peuvent voler que dans la zone nord. "
    "Le spectacle nocturne de cerfs-volants lumineux commence le samedi à 21 h 30. "
    "Le festival a été fondé en 1998 par le club de voile local."
)
WATER_PARK = (
    "Le parc aquatique Aqualagon ouvre le 1er juin, puis accueille le public tous les jours de 10 h à 19 h. "
    "Le billet à la journée coûte 32 € pour les adultes et 22 € pour les enfants de moins de 12 ans ; l'entrée est gratuite pour les moins de 3 ans. "
    "Pour descendre le toboggan Cyclone, il faut mesurer au moins 1,20 m. "
    "La piscine à vagues mesure 25 m de long, et son eau est chauffée à 28 °C. "
    "Des maîtres-nageurs surveillent chaque bassin, et le maillot de bain est obligatoire sur tous les toboggans."
)
SPORTS = (
    "Le centre sportif de l'université de Valmont est ouvert aux étudiants et au personnel de 7 h à 22 h en semaine et de 9 h à 18 h le week-end. "
    "L'abonnement semestriel coûte 40 € pour les étudiants et 90 € pour le personnel. "
    "La piscine de 50 mètres compte 8 couloirs, dont deux sont réservés à l'équipe de natation les soirs de semaine. "
    "Les courts de squash doivent être réservés en ligne au moins 24 heures à l'avance. "
    "Le centre est dirigé par l'entraîneur Olivier Garnier."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-cw-001", "para.reorder", "Quelles sont les conditions pour adopter ?", "Il faut présenter une pièce d'identité avec photo et avoir au moins 21 ans.", SHELTER, True),
    w.faith("fr-cw-002", "para.passive", "Qui s'occupe des dossiers à l'étude ?", "Les dossiers sont préparés par le clerc, Julien Marchand, et ils sont signés et scellés par Me Brunet.", NOTARY, True),
    w.faith("fr-cw-003", "para.synonym", "Combien de chansons peut-on choisir à La Voix Lactée ?", "Le répertoire du bar propose 24 000 titres.", KARAOKE, True),
    w.faith("fr-cw-004", "para.nominal", "Combien coûte le dépôt d'une valise à la consigne ?", "La garde d'un bagage coûte 6 € par jour.", LUGGAGE, True),
    w.faith("fr-cw-005", "para.capital", "Quelle est la capitale de la Corse ?", "La capitale de la Corse, c'est Ajaccio.", KITES, True),
    w.faith("fr-cw-006", "para.pronoun", "Qui est Karim Benali ?", "C'est le gérant de La Voix Lactée ; il ajoute des nouveautés au catalogue le premier lundi de chaque mois.", KARAOKE, True),
    w.faith("fr-cw-007", "para.relative", "Qui donne le cours de couture ?", "Le cours est donné par Sophie Lambert, qui enseigne la couture depuis 15 ans.", SEWING, True),
    w.faith("fr-cw-008", "para.part", "Quelle est la longueur de la piscine à vagues ?", "La piscine à vagues fait 25 m de long.", WATER_PARK, True),
    w.faith("fr-cw-009", "para.combine", "Qui dirige le centre sportif, et comment est la piscine ?", "Dirigé par l'entraîneur Olivier Garnier, le centre dispose d'une piscine de 50 mètres qui compte 8 couloirs.", SPORTS, True),
    w.faith("fr-cw-010", "fmt.number", "Combien de films le drive-in projette-t-il par soir ?", "Il projette 2 films chaque soir, de mai à septembre.", DRIVE_IN, True),
    w.faith("fr-cw-011", "fmt.thousands", "Combien d'animaux le refuge a-t-il placés l'an dernier ?", "L'an dernier, le refuge a placé 1350 animaux dans de nouvelles familles.", SHELTER, True),
    w.faith("fr-cw-012", "fmt.scale", "Quelle est la longueur du sentier sur pilotis ?", "Le sentier sur pilotis mesure 2 400 mètres.", BIRDS, True),
    w.faith("fr-cw-013", "fmt.date", "Quand commence le cours de couture ?", "Le cours commence le 05/03/2025.", SEWING, True),
    w.faith("fr-cw-014", "fmt.time", "À quelle heure commence le premier film ?", "Le premier film commence à 9 heures du soir.", DRIVE_IN, True),
    w.faith("fr-cw-015", "fmt.unit", "L'eau de la piscine à vagues est-elle chauffée ?", "Oui, l'eau de la piscine à vagues est chauffée à 28 degrés Celsius.", WATER_PARK, True),
    w.faith("fr-cw-016", "fmt.abbrev", "Qui est la notaire de l'étude de la rue des Tilleuls ?", "Il s'agit de Maître Laure Brunet.", NOTARY, True),
    w.faith("fr-cw-017", "fmt.currency", "Combien coûte un petit salon ?", "Un petit salon, jusqu'à 6 personnes, coûte 30 euros de l'heure.", KARAOKE, True),
    w.faith("fr-cw-018", "fmt.range", "Combien de temps puis-je laisser mes bagages ?", "Vous pouvez laisser vos bagages jusqu'à 14 jours.", LUGGAGE, True),
    w.faith("fr-cw-019", "fmt.period", "Combien de temps dure le cours de couture ?", "Le cours dure 56 jours.", SEWING, True),
    w.faith("fr-cw-020", "fmt.share", "Des places sont-elles réservées aux adhérents lors des visites ?", "Oui, 50 % des places de chaque visite sont réservées aux adhérents.", BIRDS, True),
    w.faith("fr-cw-021", "para.except", "Mon chien peut-il venir quelque part dans la réserve ?", "Oui, les chiens sont autorisés sur le parking.", BIRDS, True),
    w.faith("fr-cw-022", "wrap.opener", "Combien coûte l'entrée au drive-in ?", "Excellente question ! L'entrée coûte 25 € par voiture, peu importe le nombre de passagers.", DRIVE_IN, True),
    w.faith("fr-cw-023", "wrap.closer", "Mon fils de 2 ans doit-il payer l'entrée ?", "Non, l'entrée est gratuite pour les moins de 3 ans. J'espère que cela vous aide !", WATER_PARK, True),
    w.faith("fr-cw-024", "wrap.attribution", "Comment obtenir un court de squash ?", "D'après les informations du centre sportif, les courts de squash doivent être réservés en ligne au moins 24 heures à l'avance.", SPORTS, True),
    w.faith("fr-cw-025", "wrap.hedge", "Faut-il payer pour assister au festival ?", "Il me semble que l'entrée est gratuite pour les spectateurs.", KITES, True),
    w.faith("fr-cw-026", "wrap.question", "Combien coûte une légalisation de signature ?", "Une légalisation de signature coûte 25 € par document. Souhaitez-vous aussi connaître les horaires de l'étude ?", NOTARY, True),
    w.faith("fr-cw-027", "value.number", "Combien de couloirs compte la piscine du centre sportif ?", "La piscine de 50 mètres compte 10 couloirs.", SPORTS, False),
    w.faith("fr-cw-028", "value.date", "Jusqu'à quand les pilotes peuvent-ils s'inscrire ?", "Les pilotes doivent s'inscrire avant le 10 août et payer 15 €.", KITES, False),
    w.faith("fr-cw-029", "value.time", "Jusqu'à quelle heure le bar est-il ouvert le vendredi ?", "Le vendredi et le samedi, le bar ferme à 4 h.", KARAOKE, False),
    w.faith("fr-cw-030", "value.unit", "Les bagages lourds coûtent-ils plus cher ?", "Oui, les bagages de plus de 30 livres ont un supplément de 4 €.", LUGGAGE, False),
    w.faith("fr-cw-031", "value.currency", "Combien coûte l'adoption d'un chat ?", "Adopter un chat coûte 150 dollars.", SHELTER, False),
    w.faith("fr-cw-032", "role.swap", "Qui signe les documents à l'étude ?", "Me Brunet prépare les dossiers, et son clerc Julien Marchand les signe et y appose son sceau.", NOTARY, False),
    w.faith("fr-cw-033", "negation", "Faut-il un maillot de bain sur les toboggans ?", "Non, le maillot de bain n'est pas obligatoire sur les toboggans.", WATER_PARK, False),
    w.faith("fr-cw-034", "antonym", "Peut-on encore acheter à manger pendant le second film ?", "Le snack ouvre 30 minutes après le début du second film.", DRIVE_IN, False),
    w.faith("fr-cw-035", "modality", "Faut-il prendre rendez-vous à l'étude ?", "Oui, il faut obligatoirement prendre rendez-vous avant de venir à l'étude.", NOTARY, False),
    w.faith("fr-cw-036", "quantifier", "Aurai-je ma propre machine à coudre pendant le cours ?", "Seuls certains élèves disposent de leur propre machine à coudre.", SEWING, False),
    w.faith("fr-cw-037", "value.except", "Le refuge est-il ouvert le mardi ?", "Oui, le mardi, le refuge est ouvert au public de 11 h à 18 h.", SHELTER, False),
    w.faith("fr-cw-038", "direction", "Y a-t-il une condition de taille pour le Cyclone ?", "Oui, il faut mesurer au plus 1,20 m pour descendre le Cyclone.", WATER_PARK, False),
    w.faith("fr-cw-039", "added.fact", "Combien coûte l'entrée au Ciné-Étoile ?", "L'entrée coûte 25 € par voiture, quel que soit le nombre de passagers, et un paquet de pop-corn est offert à chaque voiture.", DRIVE_IN, False),
    w.faith("fr-cw-040", "added.entity", "Qui anime les visites du dimanche ?", "Les visites du dimanche sont menées par Claire Moreau et le garde-nature Paul Mercier.", BIRDS, False),
    w.faith("fr-cw-041", "mixed", "Quels sont les horaires de la consigne ?", "Le comptoir est ouvert de 6 h 30 à 22 h 30, mais il reste fermé les jours fériés.", LUGGAGE, False),
]
REFUSAL = [
    w.refusal("fr-cw-042", "refusal.plain", "La Voix Lactée sert-elle à manger ?", "Je suis désolé, je n'ai pas cette information.", KARAOKE, True),
    w.refusal("fr-cw-043", "refusal.context", "Y a-t-il un parking à Aqualagon ?", "Les documents fournis n'indiquent pas si Aqualagon dispose d'un parking.", WATER_PARK, True),
    w.refusal("fr-cw-044", "refusal.short", "L'atelier vend-il des machines à coudre ?", "Aucune idée.", SEWING, True),
    w.refusal("fr-cw-045", "refusal.long", "Puis-je laisser un vélo à la consigne ?", "Merci pour votre question. Malheureusement, les informations dont je dispose ne précisent pas si la consigne accepte les vélos. Les sources parlent seulement des tarifs par bagage, des horaires et de la durée maximale de dépôt. Je vous conseille de contacter directement Bagage Léger avant de vous déplacer.", LUGGAGE, True),
    w.refusal("fr-cw-046", "refusal.hedged", "À quelle heure commence le spectacle nocturne du festival ?", "Je n'en suis pas tout à fait sûr, mais le spectacle nocturne semble commencer le samedi à 21 h 30.", KITES, False),
    w.refusal("fr-cw-047", "refusal.partial", "Combien coûte l'abonnement semestriel pour les étudiants et pour les anciens élèves ?", "Pour les étudiants, c'est 40 € ; les documents ne mentionnent pas de tarif pour les anciens élèves.", SPORTS, False),
]
CORRECTNESS = [
    w.correct("fr-cw-048", "correct.wordy", "Qui a fondé le festival Vent du Large ?", "Le festival ne date pas d'hier : il a été fondé en 1998 par le club de voile local.", "Le club de voile local.", True),
    w.correct("fr-cw-049", "correct.short", "Que faut-il apporter pour adopter un animal ?", "Une pièce d'identité avec photo.", "Les adoptants doivent présenter une pièce d'identité avec photo lorsqu'ils viennent adopter.", True),
    w.correct("fr-cw-050", "correct.format", "À quelle heure ouvrent les portes du drive-in ?", "À 8 heures du soir.", "À 20 h.", True),
    w.correct("fr-cw-051", "wrong.value", "Combien de salons privés compte La Voix Lactée ?", "Elle compte 12 salons privés.", "9 salons privés.", False),
    w.correct("fr-cw-052", "wrong.echo", "Quelle est la longueur du sentier sur pilotis du Marais-Blanc ?", "Le sentier sur pilotis du Marais-Blanc est un long sentier sur pilotis qui traverse les zones humides.", "2,4 km.", False),
    w.correct("fr-cw-053", "wrong.role", "Qui signe et scelle les documents à l'étude ?", "Julien Marchand, le clerc.", "Me Laure Brunet, la notaire.", False),
]
RELEVANCY = [
    w.relevant("fr-cw-054", "relevant.direct", "Combien coûte une journée à Aqualagon pour ma fille de 8 ans ?", "Pour les moins de 12 ans, le billet à la journée est à 22 €.", WATER_PARK, True),
    w.relevant("fr-cw-055", "relevant.yesno", "Mon fils de 16 ans peut-il chanter à La Voix Lactée à 23 h ?", "Non, après 22 h, seuls les clients âgés d'au moins 18 ans sont admis.", KARAOKE, True),
    w.relevant("fr-cw-056", "offtopic.true", "Combien coûte le cours de couture ?", "Chaque groupe compte au plus 10 élèves.", SEWING, False),
    w.relevant("fr-cw-057", "offtopic.other", "Comment réserver un court de squash ?", "L'abonnement semestriel coûte 40 € pour les étudiants et 90 € pour le personnel.", SPORTS, False),
]
DIAGNOSIS = [
    w.diag("fr-cw-058", "diag.pass", "Quelle taille faut-il pour descendre le Cyclone ?", "Il faut mesurer au moins 1,20 m.", {"water": WATER_PARK, "kites": KITES}, ("water",), "pass"),
    w.diag("fr-cw-059", "diag.offtopic", "Combien coûte l'inscription pour les pilotes ?", "Le spectacle nocturne de cerfs-volants lumineux commence le samedi à 21 h 30.", {"kites": KITES, "birds": BIRDS}, ("kites",), "fix_generation"),
    w.diag("fr-cw-060", "diag.unfaithful", "Combien de chiens le refuge accueille-t-il en ce moment ?", "Le refuge accueille actuellement 64 chiens.", {"shelter": SHELTER, "karaoke": KARAOKE}, ("shelter",), "fix_generation"),
    w.diag("fr-cw-061", "diag.refused", "Combien de temps prend une demande d'apostille ?", "Désolé, je ne trouve pas cette information.", {"notary": NOTARY, "luggage": LUGGAGE}, ("notary",), "fix_generation"),
    w.diag("fr-cw-062", "diag.missed", "Combien coûte le cours de couture pour débutants ?", "Je ne sais pas.", {"drive_in": DRIVE_IN, "water": WATER_PARK}, ("sewing",), "fix_retrieval"),
    w.diag("fr-cw-063", "diag.correct_refusal", "Le centre sportif a-t-il un mur d'escalade ?", "Les documents ne mentionnent pas de mur d'escalade, je ne peux donc pas répondre.", {"sports": SPORTS, "water": WATER_PARK}, (), "correct_refusal"),
    w.diag("fr-cw-064", "diag.should_refuse", "La Voix Lactée a-t-elle un parking ?", "Oui, il y a un parking gratuit derrière le bâtiment.", {"karaoke": KARAOKE, "luggage": LUGGAGE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
