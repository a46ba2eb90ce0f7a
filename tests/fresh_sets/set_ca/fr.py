"""French cases of fresh set ca. Scenarios: the Le Quai coworking space in Bordeaux, the
centre équestre des Bouleaux near Chartres, the Lefort & Garnier tax advice office in
Lille, the N7 night bus between Versailles and Paris, the refuge du Pic Gris, the
clinique vétérinaire des Tilleuls, the Domaine Sablon wine cellar tastings in Saumur,
the choir Les Voix du Canal, the keeper talks at the parc zoologique de la Forêt and the
Chêne & Pin furniture repair workshop in Nantes."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

COWORK = "Depuis mars 2021, Camille Roux dirige « Le Quai », un espace de coworking situé au 14, quai des Chartrons, à Bordeaux. Un poste nomade coûte 18 € la journée ou 230 € par mois, et un bureau fixe 310 € par mois. Les membres disposent de 10 heures de salle de réunion par mois au maximum ; chaque heure supplémentaire est facturée 12 €. L'espace est ouvert du lundi au vendredi de 7 h à 22 h et le samedi de 9 h à 17 h ; il est fermé le dimanche. Ses deux étages totalisent 1 450 mètres carrés, et seuls les membres en bureau fixe ont droit à un casier personnel."

STABLE = "Le centre équestre des Bouleaux, près de Chartres, appartient à Hélène Marchand et compte 22 chevaux ; Thomas Rey en est le moniteur principal. Les cavaliers ne doivent pas peser plus de 95 kg, et les enfants doivent avoir au moins 8 ans pour suivre un cours collectif. Un cours collectif d'une heure coûte 30 €, un cours particulier de 45 minutes 48 €. Le port du casque est obligatoire pour tous, et le centre en prête gratuitement. Chaque cheval mange environ 9 kilogrammes de foin par jour, et les chiens sont interdits dans l'enceinte."

TAX = "Le cabinet de conseil fiscal Lefort & Garnier, rue Nationale à Lille, est dirigé par l'associée Agnès Lefort ; son collègue Marc Garnier s'occupe des travailleurs indépendants. Un premier rendez-vous dure 30 minutes et coûte 60 €. Les clients doivent déposer leurs justificatifs avant le 15 mai 2025 pour que leur déclaration parte avant la date limite du 5 juin, et ils peuvent venir au premier rendez-vous accompagnés d'un proche. Le cabinet est ouvert du lundi au vendredi de 8 h 30 à 17 h 30, sauf le mercredi après-midi. Les documents sont acceptés uniquement sur papier ou via l'espace client sécurisé, jamais par e-mail."

NIGHTBUS = "Le bus de nuit N7, exploité par la société Lune Express, relie Versailles à Paris chaque nuit du jeudi au dimanche. Le premier bus part de la gare de Versailles-Chantiers à 23 h 15 et le dernier à 3 h 45 ; dans l'autre sens, le dernier départ de Paris-Montparnasse a lieu à 4 h 10. Le trajet dure 65 minutes, et un billet simple coûte 4,50 €, ou 3 € pour les étudiants munis d'une carte valide. Chaque bus transporte jusqu'à 49 passagers, et les vélos sont interdits à bord. Selon le responsable d'exploitation Stéphane Novak, le service fonctionne aussi les jours fériés."

HUT = "Le refuge du Pic Gris se trouve à 2 310 mètres d'altitude, sur l'arête de la Chaudière, et la gardienne Anne Favre le tient de mi-juin à fin septembre. Il compte 42 places en dortoir et quatre chambres de deux personnes. La nuitée coûte 36 € pour les membres du Club alpin et 50 € pour les non-membres, petit-déjeuner compris ; le dîner coûte 22 € de plus. Il faut réserver au moins deux jours à l'avance, et le refuge n'accepte que les espèces, pas les cartes. La montée depuis le parking du Plan du Lac prend entre trois et quatre heures."

VET = "La clinique vétérinaire des Tilleuls est dirigée par la docteure Nathalie Morel, et l'auxiliaire vétérinaire Hugo Petit est responsable de la salle de réveil. Elle est ouverte tous les jours sauf le dimanche, de 8 h à 19 h, et une ligne d'urgence répond 24 heures sur 24. Une consultation de contrôle coûte 45 €, et un vaccin 32 € la dose. Après une opération, l'animal est suivi pendant deux semaines, et les fils sont retirés le dixième jour. Les propriétaires peuvent patienter en salle d'attente pendant les soins courts, mais pas pendant les opérations."

WINE = "La cave du Domaine Sablon, à Saumur, propose des dégustations guidées du mardi au samedi à 15 h et à 18 h. Une dégustation dure 90 minutes, comprend six vins et coûte 25 € par personne ; les groupes de dix personnes ou plus bénéficient de 10 % de réduction. La moitié des vins servis sont des chenins issus du vignoble du domaine, les autres viennent de domaines voisins. Le maître de chai Julien Sablon anime les dégustations, tandis que sa sœur Léa Sablon gère les réservations. Les moins de 18 ans peuvent venir, mais on leur sert du jus de raisin à la place du vin."

CHOIR = "La chorale « Les Voix du Canal » répète tous les jeudis de 19 h 30 à 21 h 30 dans la salle polyvalente de l'école Jules-Ferry. Elle compte 64 choristes et est dirigée par Claire Dumont ; le pianiste Rachid Benali accompagne les répétitions. Les nouveaux membres peuvent s'inscrire au début de chaque trimestre, en septembre et en janvier, sans audition. La cotisation annuelle est de 150 €, payable en deux fois 75 €. Le concert d'hiver aura lieu le 14 décembre 2024 à 20 h à la salle des fêtes de la mairie."

ZOO = "Au parc zoologique de la Forêt, les rencontres avec les soigneurs ont lieu tous les jours à 11 h au bassin des manchots et à 14 h 30 à la maison des girafes. Chaque rencontre dure une vingtaine de minutes et est gratuite avec le billet d'entrée, qui coûte 20 € pour les adultes et 13 € pour les enfants de 3 à 12 ans. La soigneuse en chef Marie Lopez présente les manchots, et le soigneur Benoît Adam les girafes. Après la rencontre de 14 h 30, jusqu'à 12 visiteurs peuvent aider à nourrir les girafes moyennant 5 € de plus chacun. Les rencontres sont annulées en cas de forte pluie."

WORKSHOP = "L'ébéniste Daniel Hugues tient « Chêne & Pin », un atelier de restauration de meubles à Nantes ; la tapissière Sophie Tournier y travaille trois jours par semaine. Les devis sont gratuits, et la plupart des réparations sont terminées en trois à six semaines. Le recollage d'une chaise coûte 40 €, et la réfection complète d'un fauteuil à partir de 380 €. L'atelier vient chercher les meubles dans un rayon de 25 kilomètres autour du centre-ville, pour un forfait de 25 €. Il ne répare pas les meubles en aggloméré."

# fmt: off
FAITHFULNESS = [
    w.faith("fr-ca-001", "para.reorder", "Combien coûte un poste nomade au Quai ?", "Au mois, c'est 230 €, et pour une seule journée, 18 €.", COWORK, True),
    w.faith("fr-ca-002", "para.passive", "Qui tient l'atelier Chêne & Pin ?", "L'atelier est tenu par Daniel Hugues, qui est ébéniste.", WORKSHOP, True),
    w.faith("fr-ca-003", "para.synonym", "Dois-je apporter mon propre casque au centre équestre des Bouleaux ?", "Non. Le casque est impératif, mais le centre en fournit à titre gracieux.", STABLE, True),
    w.faith("fr-ca-004", "para.nominal", "Jusqu'à quand dois-je déposer mes justificatifs chez Lefort & Garnier ?", "La date limite de dépôt des justificatifs est le 15 mai 2025, pour un envoi de la déclaration avant le 5 juin.", TAX, True),
    w.faith("fr-ca-005", "para.capital", "Quelles villes le bus de nuit N7 relie-t-il ?", "Il circule entre Versailles et la capitale française.", NIGHTBUS, True),
    w.faith("fr-ca-006", "para.pronoun", "Qui tient le refuge du Pic Gris, et à quelle période ?", "C'est Anne Favre, la gardienne ; elle le tient de mi-juin à fin septembre.", HUT, True),
    w.faith("fr-ca-007", "para.relative", "Qui est responsable de la salle de réveil à la clinique des Tilleuls ?", "C'est Hugo Petit, qui travaille comme auxiliaire vétérinaire à la clinique.", VET, True),
    w.faith("fr-ca-008", "para.part", "Y a-t-il une dégustation au Domaine Sablon le jeudi en fin de journée ?", "Oui, il y en a une le jeudi à 18 h.", WINE, True),
    w.faith("fr-ca-009", "para.combine", "Combien de choristes compte Les Voix du Canal, et qui la dirige ?", "Claire Dumont dirige les 64 choristes de la chorale.", CHOIR, True),
    w.faith("fr-ca-010", "fmt.number", "Combien de chambres le refuge du Pic Gris a-t-il ?", "En plus du dortoir, il y a 4 chambres de 2 personnes.", HUT, True),
    w.faith("fr-ca-011", "fmt.thousands", "Quelle est la surface du Quai ?", "Les deux étages font 1450 mètres carrés au total.", COWORK, True),
    w.faith("fr-ca-012", "fmt.scale", "Combien de foin mange un cheval aux Bouleaux ?", "Chaque cheval mange environ 9 000 grammes de foin par jour.", STABLE, True),
    w.faith("fr-ca-013", "fmt.date", "Quelle est la date limite pour déposer les justificatifs chez Lefort & Garnier ?", "Il faut les déposer avant le 15/05/2025.", TAX, True),
    w.faith("fr-ca-014", "fmt.time", "À quelle heure part le premier N7 de Versailles ?", "Il part de Versailles-Chantiers à onze heures et quart du soir.", NIGHTBUS, True),
    w.faith("fr-ca-015", "fmt.unit", "Y a-t-il une limite de poids pour les cavaliers aux Bouleaux ?", "Oui, les cavaliers ne doivent pas dépasser 95 kilos.", STABLE, True),
    w.faith("fr-ca-016", "fmt.abbrev", "Combien de temps dure le trajet en N7 ?", "Le trajet dure 65 min.", NIGHTBUS, True),
    w.faith("fr-ca-017", "fmt.currency", "Combien coûte un bureau fixe au Quai ?", "Un bureau fixe revient à 310 euros par mois.", COWORK, True),
    w.faith("fr-ca-018", "fmt.range", "Combien de temps faut-il pour monter au refuge du Pic Gris ?", "Depuis le parking du Plan du Lac, il faut au minimum 3 heures et au maximum 4.", HUT, True),
    w.faith("fr-ca-019", "fmt.period", "Combien de temps dure le suivi après une opération aux Tilleuls ?", "L'animal est suivi pendant 14 jours après l'opération.", VET, True),
    w.faith("fr-ca-020", "fmt.share", "D'où viennent les vins servis au Domaine Sablon ?", "50 % sont des chenins du vignoble du domaine, et les 50 % restants viennent de domaines voisins.", WINE, True),
    w.faith("fr-ca-021", "para.except", "Puis-je passer chez Lefort & Garnier un mercredi après-midi ?", "Non, le cabinet est fermé le mercredi après-midi.", TAX, True),
    w.faith("fr-ca-022", "wrap.opener", "Quand la chorale Les Voix du Canal répète-t-elle ?", "Excellente question ! La chorale répète le jeudi de 19 h 30 à 21 h 30, dans la salle polyvalente de l'école Jules-Ferry.", CHOIR, True),
    w.faith("fr-ca-023", "wrap.closer", "Faut-il passer une audition pour entrer aux Voix du Canal ?", "Non, il n'y a pas d'audition ; on peut s'inscrire en début de trimestre, en septembre ou en janvier. J'espère que cela vous aide !", CHOIR, True),
    w.faith("fr-ca-024", "wrap.attribution", "Quand et où a lieu la rencontre sur les manchots ?", "D'après les informations du parc, elle a lieu à 11 h au bassin des manchots.", ZOO, True),
    w.faith("fr-ca-025", "wrap.hedge", "Combien de temps dure une rencontre avec les soigneurs ?", "Je pense qu'une rencontre dure une vingtaine de minutes.", ZOO, True),
    w.faith("fr-ca-026", "wrap.question", "Combien coûte le nourrissage des girafes ?", "Après la rencontre de 14 h 30, jusqu'à 12 visiteurs peuvent y participer pour 5 € de plus chacun. Voulez-vous aussi connaître le prix des billets ?", ZOO, True),
    w.faith("fr-ca-027", "value.number", "Combien de places en dortoir compte le refuge du Pic Gris ?", "Le refuge compte 48 places en dortoir.", HUT, False),
    w.faith("fr-ca-028", "value.date", "Quand a lieu le concert d'hiver des Voix du Canal ?", "Le concert d'hiver aura lieu le 21 décembre 2024 à 20 h à la mairie.", CHOIR, False),
    w.faith("fr-ca-029", "value.time", "À quelle heure part le premier N7 de Versailles ?", "Le premier bus part de Versailles-Chantiers à 22 h 15.", NIGHTBUS, False),
    w.faith("fr-ca-030", "value.unit", "Y a-t-il une limite de poids pour les cavaliers aux Bouleaux ?", "Oui, les cavaliers ne doivent pas peser plus de 95 livres.", STABLE, False),
    w.faith("fr-ca-031", "value.currency", "Combien coûte un poste nomade au mois ?", "Un poste nomade coûte 270 € par mois.", COWORK, False),
    w.faith("fr-ca-032", "role.swap", "Qui fait quoi chez Lefort & Garnier ?", "Marc Garnier dirige le cabinet, et sa collègue Agnès Lefort s'occupe des travailleurs indépendants.", TAX, False),
    w.faith("fr-ca-033", "negation", "Peut-on payer par carte au refuge du Pic Gris ?", "Oui, le refuge accepte les cartes bancaires.", HUT, False),
    w.faith("fr-ca-034", "antonym", "Puis-je venir avec mon chien au centre équestre des Bouleaux ?", "Oui, les chiens sont autorisés dans l'enceinte.", STABLE, False),
    w.faith("fr-ca-035", "modality", "Puis-je venir accompagné au premier rendez-vous ?", "Il faut obligatoirement venir au premier rendez-vous avec un proche.", TAX, False),
    w.faith("fr-ca-036", "quantifier", "Les membres du Quai ont-ils un casier ?", "Oui, tous les membres ont droit à un casier personnel.", COWORK, False),
    w.faith("fr-ca-037", "value.except", "Quand la clinique des Tilleuls est-elle ouverte ?", "La clinique n'ouvre que le dimanche, de 8 h à 19 h.", VET, False),
    w.faith("fr-ca-038", "direction", "À quelle heure part le dernier N7 en direction de Paris ?", "Le dernier bus vers Paris part à 4 h 10.", NIGHTBUS, False),
    w.faith("fr-ca-039", "added.fact", "Que comprend une dégustation au Domaine Sablon ?", "On goûte six vins en 90 minutes, accompagnés d'une assiette de fromages.", WINE, False),
    w.faith("fr-ca-040", "added.entity", "Qui dirige la clinique des Tilleuls ?", "La clinique est dirigée par la docteure Nathalie Morel et son associé, le docteur Paul Girard.", VET, False),
    w.faith("fr-ca-041", "mixed", "Qui anime les dégustations au Domaine Sablon ?", "C'est le maître de chai Julien Sablon ; il a appris le métier à Bordeaux.", WINE, False),
]

REFUSAL = [
    w.refusal("fr-ca-042", "refusal.plain", "Quels sont les horaires d'ouverture de Chêne & Pin ?", "Je ne peux malheureusement pas répondre à cette question.", WORKSHOP, True),
    w.refusal("fr-ca-043", "refusal.context", "Qui a fondé la chorale Les Voix du Canal ?", "Le texte fourni n'indique pas qui a fondé la chorale.", CHOIR, True),
    w.refusal("fr-ca-044", "refusal.short", "Combien coûte le parking du parc zoologique de la Forêt ?", "Je ne sais pas.", ZOO, True),
    w.refusal("fr-ca-045", "refusal.long", "Y a-t-il des douches chaudes au refuge du Pic Gris ?", "Merci pour votre question. Malheureusement, les informations dont je dispose sur le refuge du Pic Gris ne parlent pas du tout des douches, je ne peux donc pas vous dire s'il y a des douches chaudes. Le mieux est de poser la question directement à la gardienne avant votre sortie.", HUT, True),
    w.refusal("fr-ca-046", "refusal.hedged", "Combien coûte un vaccin à la clinique des Tilleuls ?", "Je n'en suis pas tout à fait sûr, mais il semble qu'un vaccin coûte 32 € la dose.", VET, False),
    w.refusal("fr-ca-047", "refusal.partial", "Combien coûte un billet simple pour le N7, et peut-on payer par carte à bord ?", "Un billet simple coûte 4,50 €, ou 3 € pour les étudiants munis d'une carte valide. En revanche, mes informations ne disent pas si l'on peut payer par carte à bord.", NIGHTBUS, False),
]

CORRECTNESS = [
    w.correct("fr-ca-048", "correct.wordy", "Combien coûte une dégustation au Domaine Sablon par personne ?", "Merci pour votre demande ! À l'heure actuelle, le tarif d'une dégustation guidée s'élève à vingt-cinq euros pour chaque participant, quel qu'il soit.", "Une dégustation coûte 25 € par personne.", True),
    w.correct("fr-ca-049", "correct.short", "À partir de quel âge un enfant peut-il suivre un cours collectif aux Bouleaux ?", "8 ans minimum.", "Les enfants doivent avoir au moins 8 ans pour suivre un cours collectif.", True),
    w.correct("fr-ca-050", "correct.format", "Quand a lieu le concert d'hiver des Voix du Canal ?", "Le 14/12/2024 à 20:00.", "Le 14 décembre 2024 à 20 h.", True),
    w.correct("fr-ca-051", "wrong.value", "Combien d'heures de salle de réunion les membres du Quai ont-ils par mois ?", "Les membres ont jusqu'à 20 heures de salle de réunion par mois.", "10 heures par mois au maximum.", False),
    w.correct("fr-ca-052", "wrong.echo", "Quel jour après l'opération retire-t-on les fils ?", "Après l'opération, on retire les fils le jour même de l'opération.", "Les fils sont retirés le dixième jour après l'opération.", False),
    w.correct("fr-ca-053", "wrong.role", "Qui présente les manchots au parc zoologique de la Forêt ?", "C'est le soigneur Benoît Adam qui présente les manchots, et Marie Lopez qui s'occupe des girafes.", "La soigneuse en chef Marie Lopez présente les manchots.", False),
]

RELEVANCY = [
    w.relevant("fr-ca-054", "relevant.direct", "Combien coûte un premier rendez-vous chez Lefort & Garnier ?", "Un premier rendez-vous coûte 60 € et dure 30 minutes.", TAX, True),
    w.relevant("fr-ca-055", "relevant.yesno", "Chêne & Pin peut-il venir chercher mon canapé en centre-ville ?", "Oui. L'atelier récupère les meubles dans un rayon de 25 kilomètres autour du centre-ville, pour un forfait de 25 €.", WORKSHOP, True),
    w.relevant("fr-ca-056", "offtopic.true", "Combien coûte le dîner au refuge du Pic Gris ?", "Le refuge est tenu par la gardienne Anne Favre.", HUT, False),
    w.relevant("fr-ca-057", "offtopic.other", "Combien de temps prend une réparation chez Chêne & Pin en général ?", "Vous pouvez régler par virement ou en espèces au moment de récupérer votre meuble.", WORKSHOP, False),
]

DIAGNOSIS = [
    w.diag("fr-ca-058", "diag.pass", "Combien coûte le billet enfant au parc zoologique de la Forêt ?", "Pour les enfants de 3 à 12 ans, le billet coûte 13 €.", {"zoo-talks": ZOO, "choir": CHOIR}, ("zoo-talks",), "pass"),
    w.diag("fr-ca-059", "diag.offtopic", "Puis-je rester en salle d'attente pendant l'opération de mon chien ?", "Une consultation de contrôle coûte 45 €.", {"vet-clinic": VET, "mountain-hut": HUT}, ("vet-clinic",), "fix_generation"),
    w.diag("fr-ca-060", "diag.unfaithful", "Combien coûte le recollage d'une chaise chez Chêne & Pin ?", "Le recollage d'une chaise coûte 80 €.", {"workshop": WORKSHOP, "wine-cellar": WINE}, ("workshop",), "fix_generation"),
    w.diag("fr-ca-061", "diag.refused", "Quels sont les horaires du Quai le samedi ?", "Désolé, je n'ai pas trouvé cette information.", {"coworking": COWORK, "night-bus": NIGHTBUS}, ("coworking",), "fix_generation"),
    w.diag("fr-ca-062", "diag.missed", "Combien coûte une consultation de contrôle à la clinique des Tilleuls ?", "Les documents dont je dispose ne mentionnent pas le prix d'une consultation.", {"tax-office": TAX, "stable": STABLE}, ("vet-clinic",), "fix_retrieval"),
    w.diag("fr-ca-063", "diag.correct_refusal", "Y a-t-il du Wi-Fi dans le bus de nuit N7 ?", "Les informations disponibles ne précisent pas si les bus sont équipés du Wi-Fi.", {"night-bus": NIGHTBUS, "choir": CHOIR}, (), "correct_refusal"),
    w.diag("fr-ca-064", "diag.should_refuse", "Quel est le numéro de téléphone du centre équestre des Bouleaux ?", "Vous pouvez joindre le centre au 02 37 84 15 62.", {"stable": STABLE, "wine-cellar": WINE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
