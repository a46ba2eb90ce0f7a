"""French cases of set t3: a regional train operator (youth card, new timetable), a waste
collection centre (opening hours, access, badges), a language school (intensive English,
fees), a hotel spa (opening hours, treatments), software release notes (the Roulons
car-sharing app) and a public finance centre (reception hours, deadline, call-backs)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

CARTE = "La carte Liberté Jeunes de Rail Armor coûte 49 € et donne droit à 50 % de réduction sur tous les trajets régionaux pendant un an. Elle est réservée aux voyageurs de 12 à 25 ans. La réduction ne s'applique pas aux trains du vendredi entre 16 h et 19 h. La carte s'achète en gare ou sur le site de Rail Armor."
HORAIRES = "Sur la ligne Brest–Quimper, à partir du 2 juin, le premier train partira à 5 h 40 au lieu de 6 h 10. Pendant la première semaine, le contrôleur Yann Le Goff accompagnera les voyageurs, et la cheffe d'escale Nadia Benali coordonnera les correspondances avec les cars. Les abonnés n'ont aucune démarche à faire."
DECHETTERIE = "La déchetterie de Kervénan est ouverte tous les jours sauf le dimanche, de 9 h à 12 h et de 14 h à 18 h. L'accès est gratuit pour les particuliers du canton, dans la limite de 2 m³ par semaine. Les professionnels paient 15 € par passage. Les pneus ne sont pas acceptés."
BADGES = "Le gardien, Patrick Morvan, oriente les usagers vers les bennes, et l'agente d'accueil, Sophie Tanguy, délivre les badges d'accès. Le badge est gratuit et valable trois ans. Les déchets verts doivent être déposés sans sac plastique."
ECOLE = "L'école de langues Horizon propose des cours intensifs d'anglais de 15 heures par semaine, le matin, du lundi au vendredi. Les groupes comptent au maximum 9 élèves. Le test de niveau en ligne est gratuit et dure environ 25 minutes. Une attestation est remise à chaque élève ayant suivi au moins 80 % des cours."
TARIFS = "La session de 3 semaines coûte 720 €, manuel compris. Un acompte de 30 % est demandé à l'inscription. En cas d'annulation plus de 15 jours avant le début de la session, l'acompte est intégralement remboursé. La directrice, Claire Dubois, valide les changements de groupe proposés par les professeurs."
SPA = "Le spa de l'hôtel Les Embruns est ouvert tous les jours de 8 h à 20 h ; le mardi, il n'ouvre qu'à 13 h en raison de l'entretien. Le hammam et la piscine sont inclus pour les clients de l'hôtel, les visiteurs extérieurs paient 30 €. Le bonnet de bain est obligatoire dans la piscine. Les enfants de moins de 12 ans ne sont pas admis au hammam."
SOINS = "Le modelage « Marée douce », conçu par la responsable du spa, Élodie Garnier, dure 45 minutes et coûte 95 €. Tout soin annulé moins de 24 heures à l'avance est facturé à 50 %. Les soins se réservent à la réception ou par téléphone."
VERSION = "La version 2.6 de l'application de covoiturage Roulons a été publiée le 18 septembre 2024. Elle ajoute le paiement par carte dans l'application et divise par trois le temps de chargement des trajets. Android 8 n'est plus pris en charge. Le bug d'affichage des horaires, signalé par l'utilisatrice Manon Leroy, a été corrigé par le développeur Hugo Petit."
IMPOTS = "Le centre des finances publiques de Vannes reçoit le public du lundi au vendredi de 8 h 30 à 12 h ; l'après-midi, l'accueil se fait uniquement sur rendez-vous. Pour les revenus 2024, la déclaration en ligne doit être faite au plus tard le 5 juin 2025. Un retard peut entraîner une majoration de 10 %. Un conseiller peut rappeler les usagers sous 48 heures."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("fr-t3-001", "fmt.share", "Quelle réduction offre la carte Liberté Jeunes ?", "Avec elle, on voyage à moitié prix sur tous les trajets régionaux pendant un an.", CARTE, True),
    w.faith("fr-t3-002", "fmt.period", "Combien coûte la carte et combien de temps dure la réduction ?", "La carte coûte 49 euros, et la réduction vaut pendant douze mois.", CARTE, True),
    w.faith("fr-t3-003", "para.part", "Où peut-on acheter la carte ?", "On peut l'acheter en gare.", CARTE, True),
    w.faith("fr-t3-004", "value.number", "Quel est le prix de la carte Liberté Jeunes ?", "Elle coûte 59 € et donne 50 % de réduction sur les trajets régionaux.", CARTE, False),
    w.faith("fr-t3-005", "quantifier", "Qui peut acheter la carte Liberté Jeunes ?", "La carte est ouverte à tous les voyageurs, quel que soit leur âge.", CARTE, False),
    w.faith("fr-t3-006", "value.time", "La réduction marche-t-elle le vendredi ?", "Oui, sauf dans les trains du vendredi entre 17 h et 19 h.", CARTE, False),
    w.faith("fr-t3-007", "fmt.time", "À quelle heure part le premier train Brest–Quimper en juin ?", "Dès le 2 juin, le premier train part à six heures moins vingt au lieu de six heures dix.", HORAIRES, True),
    w.faith("fr-t3-008", "para.relative", "Qui s'occupe des correspondances avec les cars ?", "C'est Nadia Benali, la cheffe d'escale, qui coordonnera les correspondances avec les cars.", HORAIRES, True),
    w.faith("fr-t3-009", "role.swap", "Qui accompagnera les voyageurs la première semaine ?", "La cheffe d'escale Nadia Benali accompagnera les voyageurs, et le contrôleur Yann Le Goff coordonnera les correspondances avec les cars.", HORAIRES, False),
    w.faith("fr-t3-010", "direction", "Qu'est-ce qui change pour le premier train à partir du 2 juin ?", "À partir du 2 juin, le premier train de la ligne Brest–Quimper partira plus tard qu'avant.", HORAIRES, False),
    w.faith("fr-t3-011", "para.except", "Quand la déchetterie est-elle fermée ?", "Elle est fermée le dimanche, et les autres jours elle ferme aussi entre midi et 14 h.", DECHETTERIE, True),
    w.faith("fr-t3-012", "fmt.time", "Quels sont les horaires de la déchetterie ?", "Le matin de 9 heures à midi, puis l'après-midi de 14 heures à 18 heures.", DECHETTERIE, True),
    w.faith("fr-t3-013", "fmt.currency", "Combien paient les professionnels ?", "Les professionnels doivent régler quinze euros à chaque passage.", DECHETTERIE, True),
    w.faith("fr-t3-014", "value.except", "Quel jour la déchetterie est-elle fermée ?", "La déchetterie de Kervénan est fermée le lundi.", DECHETTERIE, False),
    w.faith("fr-t3-015", "value.unit", "Combien un particulier peut-il déposer gratuitement ?", "Les particuliers du canton peuvent déposer gratuitement jusqu'à 2 tonnes par semaine.", DECHETTERIE, False),
    w.faith("fr-t3-016", "negation", "Puis-je déposer mes vieux pneus ?", "Oui, les pneus sont acceptés à la déchetterie.", DECHETTERIE, False),
    w.faith("fr-t3-017", "para.passive", "Qui délivre les badges d'accès ?", "Les badges sont délivrés par Sophie Tanguy, l'agente d'accueil.", BADGES, True),
    w.faith("fr-t3-018", "wrap.attribution", "Le badge est-il payant ?", "D'après le règlement de la déchetterie, le badge est gratuit et reste valable trois ans.", BADGES, True),
    w.faith("fr-t3-019", "role.swap", "À qui dois-je demander mon badge ?", "C'est le gardien, Patrick Morvan, qui délivre les badges, tandis que Sophie Tanguy oriente les usagers vers les bennes.", BADGES, False),
    w.faith("fr-t3-020", "modality", "Comment déposer mes déchets verts ?", "Il est conseillé de les déposer sans sac plastique, mais ce n'est pas obligatoire.", BADGES, False),
    w.faith("fr-t3-021", "added.fact", "À quoi sert le badge ?", "Le badge, gratuit et valable trois ans, donne aussi accès à la ressourcerie voisine.", BADGES, False),
    w.faith("fr-t3-022", "para.nominal", "Combien d'heures de cours y a-t-il par semaine ?", "Le volume horaire est de 15 heures hebdomadaires, le matin, du lundi au vendredi.", ECOLE, True),
    w.faith("fr-t3-023", "fmt.number", "Combien d'élèves par groupe ?", "Un groupe ne dépasse jamais neuf élèves.", ECOLE, True),
    w.faith("fr-t3-024", "wrap.hedge", "Le test de niveau est-il payant ?", "Si je ne me trompe pas, le test de niveau en ligne ne coûte rien et prend à peu près 25 minutes.", ECOLE, True),
    w.faith("fr-t3-025", "fmt.share", "Comment obtenir l'attestation ?", "Il faut avoir suivi au moins quatre cours sur cinq pour recevoir l'attestation.", ECOLE, True),
    w.faith("fr-t3-026", "antonym", "Les groupes sont-ils petits ?", "Chaque groupe compte au minimum 9 élèves.", ECOLE, False),
    w.faith("fr-t3-027", "para.combine", "Combien coûte la session et que faut-il payer à l'inscription ?", "La session de trois semaines revient à 720 €, manuel inclus, et 30 % de cette somme sont à verser dès l'inscription.", TARIFS, True),
    w.faith("fr-t3-028", "para.passive", "Qui valide les changements de groupe ?", "Les changements de groupe sont proposés par les professeurs, puis validés par la directrice, Claire Dubois.", TARIFS, True),
    w.faith("fr-t3-029", "direction", "Mon acompte est-il remboursé si j'annule ?", "Oui, l'acompte est intégralement remboursé si vous annulez moins de 15 jours avant le début de la session.", TARIFS, False),
    w.faith("fr-t3-030", "added.entity", "Qui valide les changements de groupe ?", "La directrice, Claire Dubois, et son adjoint, Marc Lefèvre, valident ensemble les changements de groupe.", TARIFS, False),
    w.faith("fr-t3-031", "fmt.time", "Quand le spa est-il ouvert ?", "Il est ouvert de 8 h du matin à 8 h du soir, mais le mardi il n'ouvre qu'à une heure de l'après-midi.", SPA, True),
    w.faith("fr-t3-032", "wrap.opener", "Le hammam est-il compris pour les clients de l'hôtel ?", "Bonne question ! Oui, le hammam et la piscine sont inclus pour les clients de l'hôtel.", SPA, True),
    w.faith("fr-t3-033", "value.time", "À quelle heure le spa ouvre-t-il le mardi ?", "Le mardi, à cause de l'entretien, le spa n'ouvre qu'à 15 h.", SPA, False),
    w.faith("fr-t3-034", "quantifier", "Faut-il payer pour la piscine ?", "Tout le monde paie 30 € pour le hammam et la piscine, clients de l'hôtel compris.", SPA, False),
    w.faith("fr-t3-035", "fmt.period", "Combien de temps dure le modelage Marée douce ?", "Il dure trois quarts d'heure et coûte 95 €.", SOINS, True),
    w.faith("fr-t3-036", "wrap.closer", "Comment réserver un soin ?", "Vous pouvez réserver à la réception ou par téléphone. Belle détente à vous !", SOINS, True),
    w.faith("fr-t3-037", "value.number", "Que se passe-t-il si j'annule un soin au dernier moment ?", "Un soin annulé moins de 24 heures à l'avance est facturé en totalité.", SOINS, False),
    w.faith("fr-t3-038", "fmt.date", "Quand la version 2.6 est-elle sortie ?", "Roulons 2.6 est sortie le 18/09/2024.", VERSION, True),
    w.faith("fr-t3-039", "para.relative", "Qui a corrigé le bug d'affichage des horaires ?", "Le développeur Hugo Petit a corrigé le bug que Manon Leroy, une utilisatrice, avait signalé.", VERSION, True),
    w.faith("fr-t3-040", "value.date", "Quand Roulons 2.6 a-t-elle été publiée ?", "La version 2.6 a été publiée le 18 octobre 2024.", VERSION, False),
    w.faith("fr-t3-041", "antonym", "La version 2.6 est-elle plus rapide ?", "Non, elle triple le temps de chargement des trajets.", VERSION, False),
    w.faith("fr-t3-042", "wrap.question", "Puis-je venir au centre des finances publiques l'après-midi ?", "Vous souhaitez venir l'après-midi ? C'est possible, mais seulement sur rendez-vous.", IMPOTS, True),
    w.faith("fr-t3-043", "fmt.period", "En combien de temps un conseiller rappelle-t-il ?", "Un conseiller peut vous rappeler dans un délai de deux jours.", IMPOTS, True),
    w.faith("fr-t3-044", "modality", "Que risque-t-on en cas de retard de déclaration ?", "Tout retard entraîne obligatoirement une majoration de 10 %.", IMPOTS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-t3-045", "correct.format", "À quelle heure ferme le spa des Embruns ?", "Il ferme à 8 heures du soir.", "À 20 h.", True),
    w.correct("fr-t3-046", "correct.wordy", "Combien coûte la carte Liberté Jeunes ?", "Merci pour votre question : la carte Liberté Jeunes de Rail Armor est vendue au prix de 49 euros.", "49 €.", True),
    w.correct("fr-t3-047", "correct.wordy", "Qui a corrigé le bug d'affichage des horaires ?", "C'est le développeur Hugo Petit qui s'est chargé de corriger ce bug d'affichage des horaires dans Roulons.", "Hugo Petit.", True),
    w.correct("fr-t3-048", "correct.format", "Quand la version 2.6 de Roulons est-elle sortie ?", "Le 18/09/2024.", "Le 18 septembre 2024.", True),
    w.correct("fr-t3-049", "wrong.value", "Combien d'heures de cours par semaine compte le cours intensif d'anglais ?", "Le cours intensif compte 20 heures par semaine.", "15 heures.", False),
    w.correct("fr-t3-050", "wrong.role", "Qui délivre les badges d'accès à la déchetterie ?", "C'est le gardien, Patrick Morvan, qui délivre les badges.", "L'agente d'accueil, Sophie Tanguy.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
