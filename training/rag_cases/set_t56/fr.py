"""French cases of set t56: la collecte des encombrants et la distribution de composteurs à
Toulouse, la déclaration préalable pour une clôture et la carte de pêche, une école de rugby
et un club de natation, une consigne à colis en gare et des coursiers à vélo-cargo, une
cordonnerie et un atelier vélo participatif, un centre de lavage haute pression et un
service de lavage à domicile."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

ENCOMBRANTS = (
    "À Toulouse, la collecte des encombrants est gratuite sur rendez-vous, dans la limite de 3 m³ par passage. "
    "Les rendez-vous se prennent par téléphone au 0 800 201 440 ou en ligne. "
    "Les gravats et les pneus ne sont pas collectés."
)
COMPOST = (
    "La mairie distribue gratuitement des composteurs de 400 litres aux habitants qui ont un jardin. "
    "Il faut d'abord suivre un atelier d'initiation d'une heure. "
    "Les distributions ont lieu le premier samedi du mois à la Maison de l'environnement."
)
CLOTURE = (
    "Pour installer une clôture, une déclaration préalable de travaux est obligatoire. "
    "Le délai d'instruction est d'un mois. "
    "Le dossier se dépose en mairie ou sur le guichet numérique des autorisations d'urbanisme."
)
PECHE = (
    "La carte de pêche annuelle coûte 78 € pour les adultes et 22 € pour les 12-18 ans. "
    "Les moins de 12 ans bénéficient d'une carte découverte à 6 €. "
    "La carte s'achète en ligne ou chez les dépositaires agréés."
)
RUGBY = (
    "L'école de rugby du Stade Minimois accueille les enfants de 5 à 14 ans. "
    "Les entraînements ont lieu le mercredi de 14 h à 16 h et le samedi matin. "
    "La cotisation annuelle est de 160 €, assurance comprise. "
    "Le responsable de l'école, Bernard Castan, est un ancien joueur du club."
)
NATATION = (
    "Le club des Dauphins de Toulouse a été créé en 1946 et s'entraîne à la piscine Léo-Lagrange depuis 1972. "
    "Les nageurs loisirs ont deux créneaux par semaine, le lundi et le jeudi de 20 h à 21 h 30. "
    "L'entraîneuse principale, Sophie Marty, s'occupe du groupe compétition, et Yann Lefort encadre les loisirs."
)
CONSIGNE = (
    "La consigne à colis de la gare Matabiau est accessible tous les jours de 6 h à 23 h. "
    "Les colis y sont conservés 72 heures. "
    "Un code à six chiffres est envoyé par SMS."
)
COURSIERS = (
    "Les Coursiers Toulousains livrent en vélo-cargo dans un rayon de 8 km autour du Capitole. "
    "La course simple coûte 12 €. "
    "Les commandes passées avant 11 h sont livrées le jour même."
)
CORDONNERIE = (
    "La cordonnerie Saint-Cyprien a été fondée par Jean Roux ; Léa Fabre, qui y avait été son apprentie, l'a reprise en 2016. "
    "Un ressemelage complet coûte 45 € et prend une semaine. "
    "Les clés sont reproduites en cinq minutes."
)
ROUE_LIBRE = (
    "L'atelier vélo participatif La Roue Libre est ouvert le mardi et le jeudi de 17 h à 20 h. "
    "L'adhésion annuelle coûte 20 € et donne accès aux outils. "
    "Des bénévoles conseillent les adhérents, qui réparent eux-mêmes leur vélo."
)
HYDRO_NET = (
    "Le centre de lavage Hydro Net, à Blagnac, propose des pistes haute pression à 2 € les cinq minutes. "
    "Les aspirateurs coûtent 1 € pour quatre minutes. "
    "Le centre est ouvert 24 h/24."
)
BULLE_VERTE = (
    "Bulle Verte lave les voitures à domicile, sans eau. "
    "La formule extérieure coûte 35 € et la formule complète 75 €. "
    "L'entreprise intervient du lundi au samedi ; elle a été fondée en 2021 par Inès et Mathieu Garcia."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-t56-001", "para.synonym", "La collecte des encombrants est-elle payante ?", "Non, elle ne coûte rien : il suffit de prendre rendez-vous.", ENCOMBRANTS, True),
    w.faith("fr-t56-002", "fmt.abbrev", "Quel volume d'encombrants puis-je sortir ?", "Jusqu'à 3 mètres cubes par passage.", ENCOMBRANTS, True),
    w.faith("fr-t56-003", "para.nominal", "Comment prendre rendez-vous ?", "La prise de rendez-vous se fait par téléphone au 0 800 201 440 ou en ligne.", ENCOMBRANTS, True),
    w.faith("fr-t56-004", "fmt.unit", "Quelle est la taille des composteurs ?", "Les composteurs distribués ont une contenance de 0,4 m³.", COMPOST, True),
    w.faith("fr-t56-005", "para.combine", "Comment obtenir un composteur ?", "Si vous avez un jardin, vous pouvez en recevoir un gratuitement après avoir suivi un atelier d'initiation d'une heure.", COMPOST, True),
    w.faith("fr-t56-006", "fmt.number", "Quand ont lieu les distributions ?", "Elles ont lieu le 1er samedi de chaque mois à la Maison de l'environnement.", COMPOST, True),
    w.faith("fr-t56-007", "para.synonym", "Combien de temps faut-il attendre pour la clôture ?", "Il faut compter un mois pour l'instruction du dossier.", CLOTURE, True),
    w.faith("fr-t56-008", "para.passive", "Où dois-je déposer mon dossier ?", "Vous pouvez le déposer en mairie ou sur le guichet numérique des autorisations d'urbanisme.", CLOTURE, True),
    w.faith("fr-t56-009", "fmt.currency", "Combien coûte la carte de pêche pour un adulte ?", "La carte annuelle adulte coûte soixante-dix-huit euros.", PECHE, True),
    w.faith("fr-t56-010", "fmt.range", "Et pour mon fils de 15 ans ?", "Pour les jeunes de 12 à 18 ans, la carte annuelle est à 22 €.", PECHE, True),
    w.faith("fr-t56-011", "wrap.attribution", "À quel âge peut-on entrer à l'école de rugby ?", "D'après le Stade Minimois, son école de rugby accueille les enfants de 5 à 14 ans.", RUGBY, True),
    w.faith("fr-t56-012", "fmt.time", "À quelle heure est l'entraînement du mercredi ?", "Le mercredi, l'entraînement a lieu de 14:00 à 16:00.", RUGBY, True),
    w.faith("fr-t56-013", "para.relative", "Qui est le responsable de l'école de rugby ?", "C'est Bernard Castan, un ancien joueur du club, qui en est le responsable.", RUGBY, True),
    w.faith("fr-t56-014", "para.combine", "Le club des Dauphins est-il ancien ?", "Créé en 1946, le club s'entraîne à la piscine Léo-Lagrange depuis 1972.", NATATION, True),
    w.faith("fr-t56-015", "para.pronoun", "Qui entraîne le groupe compétition ?", "Sophie Marty, l'entraîneuse principale : c'est elle qui s'occupe de la compétition.", NATATION, True),
    w.faith("fr-t56-016", "fmt.time", "Quand nagent les loisirs ?", "Le lundi et le jeudi, de huit heures à neuf heures et demie du soir.", NATATION, True),
    w.faith("fr-t56-017", "fmt.period", "Combien de temps mon colis reste-t-il à la consigne ?", "Il y est conservé trois jours.", CONSIGNE, True),
    w.faith("fr-t56-018", "fmt.time", "Quels sont les horaires de la consigne ?", "Elle est accessible tous les jours de 6:00 à 23:00.", CONSIGNE, True),
    w.faith("fr-t56-019", "fmt.unit", "Jusqu'où livrent les Coursiers Toulousains ?", "Ils livrent dans un rayon de 8 000 mètres autour du Capitole.", COURSIERS, True),
    w.faith("fr-t56-020", "para.combine", "Qui tient la cordonnerie Saint-Cyprien ?", "Léa Fabre, ancienne apprentie du fondateur Jean Roux, a repris la cordonnerie en 2016.", CORDONNERIE, True),
    w.faith("fr-t56-021", "fmt.period", "Combien de temps pour un ressemelage ?", "Un ressemelage complet coûte 45 € et demande sept jours.", CORDONNERIE, True),
    w.faith("fr-t56-022", "para.except", "La Roue Libre est-elle ouverte le lundi ?", "Non, l'atelier n'ouvre que le mardi et le jeudi.", ROUE_LIBRE, True),
    w.faith("fr-t56-023", "wrap.opener", "Hydro Net est-il ouvert la nuit ?", "Bonne nouvelle ! Le centre est ouvert 24 heures sur 24.", HYDRO_NET, True),
    w.faith("fr-t56-024", "wrap.hedge", "Combien coûte la formule complète ?", "Sauf erreur de ma part, la formule complète de Bulle Verte coûte 75 €.", BULLE_VERTE, True),
    w.faith("fr-t56-025", "value.unit", "Quelle quantité d'encombrants est acceptée ?", "Jusqu'à 3 tonnes par passage.", ENCOMBRANTS, False),
    w.faith("fr-t56-026", "negation", "Puis-je sortir mes vieux pneus ?", "Oui, les pneus sont collectés avec les encombrants.", ENCOMBRANTS, False),
    w.faith("fr-t56-027", "added.fact", "Y a-t-il une formation avant de recevoir un composteur ?", "Oui, il faut suivre un atelier d'initiation d'une heure, qui se déroule en visioconférence.", COMPOST, False),
    w.faith("fr-t56-028", "quantifier", "Qui peut recevoir un composteur ?", "Tous les habitants, qu'ils aient un jardin ou non, peuvent recevoir un composteur gratuit.", COMPOST, False),
    w.faith("fr-t56-029", "modality", "Faut-il une autorisation pour une clôture ?", "Une déclaration préalable est conseillée, mais pas obligatoire, pour installer une clôture.", CLOTURE, False),
    w.faith("fr-t56-030", "value.number", "Quel est le délai d'instruction ?", "Le délai d'instruction est de deux mois.", CLOTURE, False),
    w.faith("fr-t56-031", "role.swap", "Combien coûte la carte pour un jeune ?", "La carte annuelle coûte 22 € pour les adultes et 78 € pour les 12-18 ans.", PECHE, False),
    w.faith("fr-t56-032", "value.currency", "Et pour un enfant de 9 ans ?", "Les moins de 12 ans ont droit à une carte découverte à 12 €.", PECHE, False),
    w.faith("fr-t56-033", "antonym", "Quand ont lieu les entraînements de rugby ?", "Le mercredi de 14 h à 16 h et le samedi après-midi.", RUGBY, False),
    w.faith("fr-t56-034", "added.fact", "Combien coûte l'école de rugby ?", "La cotisation annuelle est de 160 €, assurance et maillot compris.", RUGBY, False),
    w.faith("fr-t56-035", "value.date", "Quand le club des Dauphins a-t-il été créé ?", "Le club des Dauphins de Toulouse a été créé en 1972.", NATATION, False),
    w.faith("fr-t56-036", "role.swap", "Qui encadre les nageurs loisirs ?", "Sophie Marty encadre les loisirs, et Yann Lefort s'occupe du groupe compétition.", NATATION, False),
    w.faith("fr-t56-037", "value.except", "Quels jours nagent les loisirs ?", "Les nageurs loisirs ont leurs créneaux le mardi et le vendredi de 20 h à 21 h 30.", NATATION, False),
    w.faith("fr-t56-038", "value.time", "Jusqu'à quelle heure la consigne est-elle accessible ?", "La consigne est accessible tous les jours de 6 h à 21 h.", CONSIGNE, False),
    w.faith("fr-t56-039", "added.entity", "Où se trouvent les consignes à colis ?", "Les consignes des gares Matabiau et Saint-Agne sont accessibles tous les jours de 6 h à 23 h.", CONSIGNE, False),
    w.faith("fr-t56-040", "direction", "Puis-je être livré le jour même ?", "Oui, les commandes passées après 11 h sont livrées le jour même.", COURSIERS, False),
    w.faith("fr-t56-041", "role.swap", "Qui a fondé la cordonnerie Saint-Cyprien ?", "Léa Fabre a fondé la cordonnerie, et Jean Roux, son ancien apprenti, l'a reprise en 2016.", CORDONNERIE, False),
    w.faith("fr-t56-042", "value.except", "Quels jours l'atelier La Roue Libre est-il ouvert ?", "L'atelier est ouvert du mardi au jeudi, de 17 h à 20 h.", ROUE_LIBRE, False),
    w.faith("fr-t56-043", "value.number", "Combien coûtent les aspirateurs ?", "Les aspirateurs coûtent 1 € pour dix minutes.", HYDRO_NET, False),
    w.faith("fr-t56-044", "added.entity", "Où intervient Bulle Verte ?", "Bulle Verte lave les voitures à domicile, à Toulouse comme à Montauban, du lundi au samedi.", BULLE_VERTE, False),
]

CORRECTNESS = [
    w.correct("fr-t56-045", "correct.wordy", "Combien coûte la formule extérieure chez Bulle Verte ?", "Si vous voulez seulement faire laver l'extérieur de votre voiture chez vous, Bulle Verte vous facturera 35 €.", "35 €", True),
    w.correct("fr-t56-046", "correct.format", "Combien de temps les colis restent-ils à la consigne de Matabiau ?", "72 h.", "Trois jours", True),
    w.correct("fr-t56-047", "correct.short", "Qui a repris la cordonnerie Saint-Cyprien ?", "Léa Fabre.", "La cordonnerie Saint-Cyprien a été reprise en 2016 par Léa Fabre, ancienne apprentie du fondateur.", True),
    w.correct("fr-t56-048", "correct.format", "Combien coûte une course simple chez les Coursiers Toulousains ?", "Douze euros.", "12 €", True),
    w.correct("fr-t56-049", "wrong.value", "Quelle est la cotisation annuelle de l'école de rugby du Stade Minimois ?", "Elle est de 190 € par an.", "160 €", False),
    w.correct("fr-t56-050", "wrong.role", "Qui encadre le groupe compétition des Dauphins de Toulouse ?", "C'est Yann Lefort.", "Sophie Marty", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
