"""French cases of fresh set bq. Scenarios: Audition Lumière (a hearing-aid shop), the
Pointe-aux-Mouettes marina, the Saint-Avrel school enrolment office, Couverture Dubois et
Fils (a roofer), the Nuit au muséum of Saint-Avrel, the university student housing office,
the Maison du don (blood donation), the Centre équestre des Saules, Imprimerie L'Encrier
and the cargo ferry Le Cormoran to the île de Kervel."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

HEARING = "Le centre Audition Lumière, rue des Tanneurs à Saint-Avrel, est dirigé par l'audioprothésiste Claire Moreau ; son assistant, Julien Petit, s'occupe de toutes les réparations. Un bilan auditif complet dure 40 minutes et coûte 35 €, mais il est gratuit pour les clients de 65 ans et plus. Chaque appareil auditif peut être essayé pendant 30 jours, et le client qui le rend pendant cette période est remboursé intégralement, moins 25 € de frais d'adaptation. Le centre est ouvert du mardi au samedi, de 9 h à 17 h 30. Les piles sont vendues par paquets de 6 à 6,90 €, dans la limite de 10 paquets par visite."

MARINA = "Le port de plaisance de Pointe-aux-Mouettes compte 280 anneaux pour des bateaux de 15 mètres maximum. Un anneau d'été, du 1er mai au 30 septembre, coûte 2 600 €, et un anneau d'hiver 1 200 €. Le capitaine de port, Yann Le Goff, attribue les anneaux, et la station de carburant est tenue par Maëlle Riou. La station est ouverte de 7 h à 19 h tous les jours sauf le dimanche. À l'intérieur des digues, les bateaux doivent naviguer à moins de 3 nœuds."

KINDERGARTEN = "Le service des inscriptions scolaires de Saint-Avrel reçoit les demandes d'inscription en maternelle du 10 au 31 mars 2025. L'enfant doit avoir au moins 3 ans au 31 décembre 2025. Les parents doivent apporter le livret de famille et un justificatif de domicile de moins de 3 mois. Les places sont attribuées par tirage au sort le 22 avril, et les familles disposent ensuite de 8 jours pour accepter. Les frères et sœurs d'enfants déjà inscrits sont prioritaires, sauf si l'aîné quitte l'école l'été même."

ROOFING = "L'entreprise Couverture Dubois et Fils refait les toitures en tuiles dans tout le secteur de Saint-Avrel. La réfection standard d'un toit de 120 m² prend environ 8 jours ouvrés et coûte à partir de 15 800 €. Le gérant, Marc Dubois, effectue lui-même toutes les visites de chantier, et sa fille, Élodie Dubois, rédige les devis écrits. L'entreprise garantit sa main-d'œuvre 10 ans et transmet la garantie fabricant de 30 ans sur les tuiles. Aucun chantier n'est commencé lorsque le vent dépasse 50 km/h."

MUSEUM = "Le muséum d'histoire naturelle de Saint-Avrel organise sa « Nuit au muséum » le vendredi 21 novembre 2025, de 19 h à minuit. Les billets coûtent 14 € pour les adultes et 7 € pour les étudiants ; l'entrée est interdite aux enfants de moins de 12 ans. La conservatrice Hélène Marchand donne une conférence sur les baleines fossiles à 20 h 30 dans la Galerie bleue, à côté du squelette de baleine prêté par le gouvernement marocain. Le café sert à manger jusqu'à 22 h 45, et la dernière entrée a lieu à 23 h. Seuls 700 billets sont mis en vente, à partir du 27 octobre."

HOUSING = "Le bureau du logement étudiant de l'université de Saint-Avrel gère 1 720 chambres réparties dans quatre résidences. Une chambre individuelle coûte 420 € par mois, et une place en chambre double 290 € par personne et par mois. Les étudiants versent un dépôt de garantie de 400 €, restitué dans les 28 jours suivant le départ si la chambre n'est pas abîmée. La gestionnaire Camille Laurent s'occupe des échanges de chambre, et le responsable du bureau, Antoine Girard, valide les résiliations anticipées. Le bureau est ouvert du lundi au vendredi, de 10 h à 16 h, sauf les jours fériés."

BLOOD = "La Maison du don de Saint-Avrel accueille les donneurs de 18 à 70 ans pesant au moins 50 kg. Un don de sang total dure environ 10 minutes et permet de prélever 480 ml. Les hommes peuvent donner toutes les 8 semaines, les femmes toutes les 12 semaines. Les personnes qui se sont fait tatouer au cours des 4 derniers mois ne peuvent pas donner. La Maison du don est ouverte tous les jours sauf le lundi, de 8 h à 14 h, et l'infirmière coordinatrice Nadia Benali accompagne tous les nouveaux donneurs."

RIDING = "Le centre équestre des Saules propose des cours collectifs aux cavaliers à partir de 8 ans. Un cours collectif d'une heure coûte 32 €, et une carte de 10 cours 290 €. Chaque groupe compte au maximum 6 cavaliers. Le port du casque est obligatoire en permanence ; les bottes à talon sont obligatoires, mais les baskets sont autorisées pour le premier cours. La monitrice principale, Sophie Garnier, encadre les débutants, et son collègue Lucas Fabre enseigne le saut d'obstacles."

PRINT = "L'imprimerie L'Encrier imprime des flyers A4 à 0,11 € la feuille jusqu'à 999 feuilles et à 0,08 € la feuille à partir de 1 000 feuilles. Les commandes standard sont prêtes sous 2 jours ouvrés ; les commandes express passées avant 11 h sont prêtes le jour même et coûtent 50 % de plus. Les fichiers doivent être envoyés en PDF avec une résolution d'au moins 300 dpi. La responsable, Inès Rousseau, valide toute commande de plus de 500 €. L'imprimerie est fermée le dimanche."

FERRY = "Le cargo-ferry Le Cormoran relie Port-Lanic, sur le continent, à l'île de Kervel. Il part de Port-Lanic à 6 h 15 les lundis, mercredis et vendredis et repart de Kervel à 14 h 30 le même jour. La traversée dure 2 h 50. Le fret coûte 36 € par palette de 800 kg maximum, et les véhicules de plus de 7,5 tonnes doivent être réservés au moins 48 heures à l'avance. Le commandant Erwan Kerjean dirige le navire, et la cheffe de chargement, Gwenaëlle Le Bihan, décide de l'ordre de chargement."

# fmt: off
FAITHFULNESS = [
    w.faith("fr-bq-001", "para.reorder", "Combien de temps dure un bilan auditif et combien coûte-t-il ?", "Pour 35 €, on peut faire un bilan auditif complet, qui dure 40 minutes.", HEARING, True),
    w.faith("fr-bq-002", "para.passive", "Qui s'occupe des réparations chez Audition Lumière ?", "Toutes les réparations sont assurées par Julien Petit, l'assistant de Claire Moreau.", HEARING, True),
    w.faith("fr-bq-003", "para.synonym", "À quelle vitesse peut-on naviguer dans le port ?", "Dans l'enceinte des digues, les embarcations doivent rester sous les 3 nœuds.", MARINA, True),
    w.faith("fr-bq-004", "para.nominal", "Comment les places en maternelle sont-elles attribuées ?", "L'attribution des places se fait par tirage au sort le 22 avril.", KINDERGARTEN, True),
    w.faith("fr-bq-005", "para.capital", "Qui a prêté le squelette de baleine de la Galerie bleue ?", "Le squelette de baleine de la Galerie bleue a été prêté par Rabat.", MUSEUM, True),
    w.faith("fr-bq-006", "para.pronoun", "Qui fait les visites de chantier chez Dubois et Fils ?", "C'est le gérant, Marc Dubois. Il les effectue toutes lui-même.", ROOFING, True),
    w.faith("fr-bq-007", "para.relative", "Qui valide une résiliation anticipée ?", "C'est Antoine Girard, qui est responsable du bureau, qui valide les résiliations anticipées.", HOUSING, True),
    w.faith("fr-bq-008", "para.part", "Y a-t-il un départ de Port-Lanic le mercredi ?", "Oui, le mercredi, le cargo-ferry part de Port-Lanic à 6 h 15.", FERRY, True),
    w.faith("fr-bq-009", "para.combine", "Combien coûte un cours collectif et combien y a-t-il de cavaliers par groupe ?", "Un cours collectif d'une heure, en groupe de 6 cavaliers au plus, coûte 32 €.", RIDING, True),
    w.faith("fr-bq-010", "fmt.number", "En combien de temps une commande standard est-elle prête ?", "Une commande standard est prête sous deux jours ouvrés.", PRINT, True),
    w.faith("fr-bq-011", "fmt.thousands", "Combien de chambres le bureau du logement gère-t-il ?", "Il gère 1720 chambres dans quatre résidences.", HOUSING, True),
    w.faith("fr-bq-012", "fmt.scale", "Quel poids peut faire une palette ?", "Au tarif de 36 €, une palette peut peser jusqu'à 0,8 tonne.", FERRY, True),
    w.faith("fr-bq-013", "fmt.date", "Quand peut-on inscrire son enfant en maternelle ?", "Les demandes sont reçues du 10/03/2025 au 31/03/2025.", KINDERGARTEN, True),
    w.faith("fr-bq-014", "fmt.time", "À quelle heure a lieu la Nuit au muséum ?", "Elle a lieu le vendredi 21 novembre 2025, de sept heures du soir à minuit.", MUSEUM, True),
    w.faith("fr-bq-015", "fmt.unit", "Quelle quantité de sang est prélevée lors d'un don ?", "Un don de sang total permet de prélever 480 millilitres.", BLOOD, True),
    w.faith("fr-bq-016", "fmt.abbrev", "Quand le bureau du logement est-il ouvert ?", "Le bureau du logement de l'univ. est ouvert du lun. au ven., de 10 h à 16 h, sauf jours fériés.", HOUSING, True),
    w.faith("fr-bq-017", "fmt.currency", "Combien coûte un paquet de piles ?", "Un paquet de 6 piles coûte 6 euros 90.", HEARING, True),
    w.faith("fr-bq-018", "fmt.range", "À quel âge peut-on donner son sang ?", "Il faut avoir au minimum 18 ans et au maximum 70 ans.", BLOOD, True),
    w.faith("fr-bq-019", "fmt.period", "Quand le dépôt de garantie est-il restitué ?", "Si la chambre n'est pas abîmée, les 400 € sont restitués dans les quatre semaines qui suivent le départ.", HOUSING, True),
    w.faith("fr-bq-020", "fmt.share", "Combien coûte une commande express en plus ?", "Une commande express coûte une fois et demie le prix standard, et elle est prête le jour même si elle est passée avant 11 h.", PRINT, True),
    w.faith("fr-bq-021", "para.except", "Quels jours la Maison du don est-elle ouverte ?", "Elle est fermée le lundi ; les autres jours, elle ouvre de 8 h à 14 h.", BLOOD, True),
    w.faith("fr-bq-022", "wrap.opener", "Combien coûte un anneau d'été ?", "Bonne question ! Un anneau d'été, du 1er mai au 30 septembre, coûte 2 600 €.", MARINA, True),
    w.faith("fr-bq-023", "wrap.closer", "Combien de temps la main-d'œuvre est-elle garantie ?", "Dubois et Fils garantit sa main-d'œuvre pendant 10 ans. En espérant que cela vous aide !", ROOFING, True),
    w.faith("fr-bq-024", "wrap.attribution", "Faut-il des bottes ?", "D'après le document, les bottes à talon sont obligatoires, mais les baskets sont autorisées pour le premier cours.", RIDING, True),
    w.faith("fr-bq-025", "wrap.hedge", "Combien de temps dure la traversée ?", "Je pense que la traversée dure 2 h 50.", FERRY, True),
    w.faith("fr-bq-026", "wrap.question", "Sous quel format dois-je envoyer mes fichiers ?", "En PDF, avec une résolution d'au moins 300 dpi. Voulez-vous aussi connaître les tarifs ?", PRINT, True),
    w.faith("fr-bq-027", "value.number", "Combien d'anneaux compte le port de Pointe-aux-Mouettes ?", "Le port de Pointe-aux-Mouettes compte 180 anneaux pour des bateaux de 15 mètres maximum.", MARINA, False),
    w.faith("fr-bq-028", "value.date", "Quand les billets de la Nuit au muséum sont-ils mis en vente ?", "Les billets de la Nuit au muséum sont en vente à partir du 27 septembre.", MUSEUM, False),
    w.faith("fr-bq-029", "value.time", "À quelle heure le cargo-ferry repart-il de Kervel ?", "Il repart de Kervel à 15 h 30 le même jour.", FERRY, False),
    w.faith("fr-bq-030", "value.unit", "Sur quelle surface de toit se base la réfection standard ?", "La réfection standard porte sur un toit de 120 pieds carrés et prend environ 8 jours ouvrés.", ROOFING, False),
    w.faith("fr-bq-031", "value.currency", "À partir de combien coûte une réfection standard ?", "Une réfection standard coûte à partir de 15 800 dollars.", ROOFING, False),
    w.faith("fr-bq-032", "role.swap", "Qui gère les échanges de chambre et qui valide les résiliations ?", "Les échanges de chambre sont gérés par Antoine Girard, et les résiliations anticipées sont validées par Camille Laurent.", HOUSING, False),
    w.faith("fr-bq-033", "negation", "Puis-je venir à la Nuit au muséum avec mon fils de 10 ans ?", "Oui, les enfants de moins de 12 ans sont admis à la Nuit au muséum.", MUSEUM, False),
    w.faith("fr-bq-034", "antonym", "Puis-je récupérer ma commande un dimanche ?", "Oui, l'imprimerie L'Encrier est ouverte le dimanche.", PRINT, False),
    w.faith("fr-bq-035", "modality", "Le casque est-il obligatoire ?", "Le casque est facultatif : chacun peut le porter s'il le souhaite.", RIDING, False),
    w.faith("fr-bq-036", "quantifier", "Peut-on essayer un appareil auditif avant de l'acheter ?", "Seuls certains appareils auditifs peuvent être essayés pendant 30 jours.", HEARING, False),
    w.faith("fr-bq-037", "value.except", "Quand la station de carburant est-elle ouverte ?", "La station est ouverte de 7 h à 19 h tous les jours, dimanche compris.", MARINA, False),
    w.faith("fr-bq-038", "direction", "D'où part le cargo-ferry de 6 h 15 ?", "Le départ de 6 h 15 se fait de l'île de Kervel, en direction de Port-Lanic.", FERRY, False),
    w.faith("fr-bq-039", "added.fact", "Que faut-il apporter pour l'inscription en maternelle ?", "Le livret de famille et un justificatif de domicile de moins de 3 mois ; il faut aussi régler 20 € de frais de dossier.", KINDERGARTEN, False),
    w.faith("fr-bq-040", "added.entity", "Qui accompagne les nouveaux donneurs ?", "Les nouveaux donneurs sont accompagnés par l'infirmière coordinatrice Nadia Benali et par le médecin Paul Lemaire.", BLOOD, False),
    w.faith("fr-bq-041", "mixed", "Qui valide les grosses commandes ?", "Les commandes de plus de 500 € sont validées par la responsable, Inès Rousseau, et elles sont livrées gratuitement.", PRINT, False),
]

REFUSAL = [
    w.refusal("fr-bq-042", "refusal.plain", "Le centre vend-il des appareils auditifs pour enfants ?", "Je ne sais pas.", HEARING, True),
    w.refusal("fr-bq-043", "refusal.context", "Le port dispose-t-il de douches ?", "Le contexte fourni ne mentionne pas de douches, je ne peux donc pas répondre.", MARINA, True),
    w.refusal("fr-bq-044", "refusal.short", "Dubois et Fils installe-t-il des panneaux solaires ?", "Aucune idée.", ROOFING, True),
    w.refusal("fr-bq-045", "refusal.long", "Y a-t-il un vestiaire pendant la Nuit au muséum ?", "Merci pour votre question. Malheureusement, les informations dont je dispose sur la Nuit au muséum ne disent rien de l'existence d'un vestiaire, je ne suis donc pas en mesure de vous répondre avec certitude. Je vous invite à contacter directement le muséum. Je vous remercie de votre compréhension.", MUSEUM, True),
    w.refusal("fr-bq-046", "refusal.hedged", "Combien de temps dure un don de sang total ?", "Je n'en suis pas tout à fait sûr, mais cela semble prendre une dizaine de minutes.", BLOOD, False),
    w.refusal("fr-bq-047", "refusal.partial", "Combien coûte la carte de 10 cours, et y a-t-il une réduction pour les frères et sœurs ?", "La carte de 10 cours coûte 290 €. Je n'ai trouvé aucune information sur une réduction pour les frères et sœurs.", RIDING, False),
]

CORRECTNESS = [
    w.correct("fr-bq-048", "correct.wordy", "Combien de temps met Le Cormoran pour rejoindre l'île de Kervel ?", "Pour ce qui est de la traversée, il faut compter en tout deux heures et cinquante minutes entre le départ de Port-Lanic et l'arrivée du Cormoran sur l'île de Kervel, ce qui est bon à savoir pour organiser votre journée.", "La traversée dure 2 h 50.", True),
    w.correct("fr-bq-049", "correct.short", "Quelle résolution minimale faut-il pour les fichiers ?", "300 dpi.", "Les fichiers doivent être envoyés en PDF avec une résolution d'au moins 300 dpi.", True),
    w.correct("fr-bq-050", "correct.format", "À quelle heure commence la conférence sur les baleines fossiles ?", "À huit heures et demie du soir, dans la Galerie bleue.", "Hélène Marchand donne la conférence à 20 h 30 dans la Galerie bleue.", True),
    w.correct("fr-bq-051", "wrong.value", "Combien coûte une place en chambre double ?", "Une place en chambre double coûte 340 € par personne et par mois.", "Une place en chambre double coûte 290 € par personne et par mois.", False),
    w.correct("fr-bq-052", "wrong.echo", "Quels documents les parents doivent-ils apporter pour l'inscription ?", "Les parents doivent apporter les documents nécessaires à l'inscription.", "Le livret de famille et un justificatif de domicile de moins de 3 mois.", False),
    w.correct("fr-bq-053", "wrong.role", "Qui rédige les devis chez Dubois et Fils ?", "C'est le gérant, Marc Dubois, qui rédige les devis, et sa fille Élodie fait les visites de chantier.", "Élodie Dubois, la fille du gérant, rédige les devis écrits.", False),
]

RELEVANCY = [
    w.relevant("fr-bq-054", "relevant.direct", "Qui décide de l'ordre de chargement sur Le Cormoran ?", "C'est la cheffe de chargement, Gwenaëlle Le Bihan, qui en décide.", FERRY, True),
    w.relevant("fr-bq-055", "relevant.yesno", "Un enfant de 8 ans peut-il suivre un cours collectif ?", "Oui, les cours collectifs sont ouverts aux cavaliers dès 8 ans.", RIDING, True),
    w.relevant("fr-bq-056", "offtopic.true", "Quand a lieu le tirage au sort des places ?", "L'enfant doit avoir au moins 3 ans au 31 décembre 2025.", KINDERGARTEN, False),
    w.relevant("fr-bq-057", "offtopic.other", "Quel est le montant du dépôt de garantie ?", "Pour changer de chambre, adressez-vous à Camille Laurent en indiquant la résidence qui vous intéresse.", HOUSING, False),
]

DIAGNOSIS = [
    w.diag("fr-bq-058", "diag.pass", "Combien coûte un anneau d'hiver à Pointe-aux-Mouettes ?", "Un anneau d'hiver coûte 1 200 €.", {"marina": MARINA, "ferry": FERRY}, ("marina",), "pass"),
    w.diag("fr-bq-059", "diag.offtopic", "Quel poids minimum faut-il pour donner son sang ?", "La Maison du don est ouverte tous les jours sauf le lundi, de 8 h à 14 h.", {"blood": BLOOD, "riding": RIDING}, ("blood",), "fix_generation"),
    w.diag("fr-bq-060", "diag.unfaithful", "Combien de cavaliers au maximum compte un groupe ?", "Chaque groupe compte au maximum 10 cavaliers.", {"riding": RIDING, "print": PRINT}, ("riding",), "fix_generation"),
    w.diag("fr-bq-061", "diag.refused", "Combien coûte le billet étudiant pour la Nuit au muséum ?", "Désolé, je n'ai pas trouvé le tarif étudiant dans les documents.", {"museum": MUSEUM, "housing": HOUSING}, ("museum",), "fix_generation"),
    w.diag("fr-bq-062", "diag.missed", "À partir de quelle vitesse de vent Dubois et Fils ne commence-t-il pas un chantier ?", "Les documents dont je dispose n'indiquent pas à partir de quelle vitesse de vent les chantiers de couverture sont reportés.", {"marina": MARINA, "ferry": FERRY}, ("roofing",), "fix_retrieval"),
    w.diag("fr-bq-063", "diag.correct_refusal", "L'imprimerie fait-elle la reliure de brochures ?", "Les documents ne parlent pas de reliure, je ne peux donc pas vous répondre.", {"print": PRINT, "hearing": HEARING}, (), "correct_refusal"),
    w.diag("fr-bq-064", "diag.should_refuse", "Combien coûte le parking de la Maison du don ?", "Le parking de la Maison du don coûte 2 € de l'heure.", {"blood": BLOOD, "kindergarten": KINDERGARTEN}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
