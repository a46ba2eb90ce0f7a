"""French cases of set t18: a castle museum, a catering company, a driving licence office,
a yoga retreat, a concert hall's box office and a rowing club."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

CHATEAU_VISITE = "Le musée du château de Montbrun est ouvert tous les jours de 9 h 30 à 18 h, sauf le jeudi. La billetterie ferme 45 minutes avant la fermeture du musée. L'entrée coûte 11 € pour les adultes et 7 € pour les 7-17 ans ; elle est gratuite pour les moins de 7 ans. Le chemin de ronde est interdit aux visiteurs par temps de vent fort."
CHATEAU_ATELIER = "Pendant les vacances scolaires, la médiatrice Claire Dubois anime un atelier de calligraphie médiévale le mercredi à 14 h. L'atelier dure deux heures et accueille au maximum 12 enfants de 8 à 12 ans. L'inscription se fait par téléphone et coûte 6 € par enfant."
TRAITEUR_COMMANDES = "Le traiteur Saveurs d'Aubrac accepte les commandes à partir de 40 couverts. Toute commande doit être passée au moins trois semaines avant l'événement, avec un acompte de 40 % à la signature du devis. Le chef Julien Marchand élabore les menus, tandis que la responsable commerciale Nadia Benali établit les devis."
TRAITEUR_CONDITIONS = "La livraison est offerte dans un rayon de 30 km autour de Rodez ; au-delà, elle est facturée 1,50 € par kilomètre. Le personnel de service est facturé 35 € de l'heure par serveur. Le nombre définitif d'invités doit être communiqué au plus tard 5 jours avant l'événement."
PERMIS_PRATIQUE = "Au centre d'examen du permis de conduire de Villeneuve, les épreuves pratiques ont lieu du lundi au vendredi, de 8 h à 17 h. Le candidat doit présenter une pièce d'identité en cours de validité et sa convocation. En cas d'absence non justifiée, il doit attendre au moins 45 jours avant de repasser l'épreuve."
PERMIS_CODE = "L'examen du code de la route peut être passé dans un centre agréé pour 30 €. Le résultat est envoyé par courriel dans un délai de 48 heures. Une fois obtenu, le code reste valable cinq ans."
YOGA_SEJOUR = "La retraite de yoga du Mas des Oliviers se déroule du 21 au 26 avril. Les séances du matin commencent à 7 h 30 et sont animées par Sophie Lenoir ; le yoga nidra du soir est guidé par Karim Haddad. Le séjour coûte 720 € en chambre partagée, repas végétariens compris. Les tapis et les couvertures sont fournis sur place."
YOGA_CONDITIONS = "Toute annulation plus de 30 jours avant le début du séjour donne lieu à un remboursement intégral ; entre 30 et 10 jours avant, 50 % sont remboursés ; moins de 10 jours avant, aucun remboursement n'est possible. Une chambre individuelle est proposée avec un supplément de 150 €."
BILLETTERIE = "La billetterie de la salle Rive-Gauche est ouverte du mardi au samedi de 12 h à 19 h. Les billets achetés en ligne sont à retirer au guichet 3, au plus tard 30 minutes avant le concert. Les moins de 26 ans paient leur place 12 € en troisième catégorie."
BILLETTERIE_REGLES = "Les billets ne sont ni repris ni échangés, sauf en cas d'annulation du concert. Dans ce cas, le remboursement intervient sous 15 jours. Les retardataires ne sont placés qu'à l'entracte."
AVIRON_CLUB = "Le Club d'aviron de la Marne accueille les débutants à partir de 12 ans. Les séances d'initiation ont lieu le samedi à 9 h et sont encadrées par l'entraîneur Thomas Girard. La cotisation annuelle s'élève à 280 € pour les adultes et à 150 € pour les moins de 18 ans. Le port du gilet de sauvetage est obligatoire pour tous les débutants."
AVIRON_REGATE = "La régate de printemps du club aura lieu le 8 juin sur un parcours de 2 000 mètres. Les inscriptions sont closes le 25 mai, et les frais d'engagement s'élèvent à 20 € par bateau. La présidente, Martine Roux, remet les médailles, et le secrétaire, Paul Lefèvre, enregistre les inscriptions."

# fmt: off
FAITHFULNESS: tuple[Case, ...] = (
    # faithful: every claim is supported, in other words
    w.faith("fr-t18-001", "para.except", "Quel jour le musée du château est-il fermé ?", "Le musée est fermé le jeudi.", CHATEAU_VISITE, True),
    w.faith("fr-t18-002", "fmt.time", "Quels sont les horaires du musée ?", "Il ouvre à 9:30 et ferme à 18:00.", CHATEAU_VISITE, True),
    w.faith("fr-t18-003", "fmt.period", "Jusqu'à quelle heure peut-on acheter un billet ?", "La billetterie ferme trois quarts d'heure avant le musée.", CHATEAU_VISITE, True),
    w.faith("fr-t18-004", "para.synonym", "Peut-on se promener sur le chemin de ronde ?", "Quand le vent souffle fort, l'accès au chemin de ronde est défendu au public.", CHATEAU_VISITE, True),
    w.faith("fr-t18-005", "para.part", "Combien paie un enfant de 10 ans ?", "Pour les jeunes de 7 à 17 ans, le billet coûte 7 €.", CHATEAU_VISITE, True),
    w.faith("fr-t18-006", "para.passive", "Qui s'occupe de l'atelier de calligraphie ?", "L'atelier de calligraphie médiévale est animé par la médiatrice Claire Dubois, le mercredi à 14 h pendant les vacances scolaires.", CHATEAU_ATELIER, True),
    w.faith("fr-t18-007", "fmt.number", "Combien de temps dure l'atelier, et pour combien d'enfants ?", "L'atelier dure 2 heures et accueille douze enfants au plus.", CHATEAU_ATELIER, True),
    w.faith("fr-t18-008", "wrap.hedge", "Comment inscrire mon fils à l'atelier ?", "Il me semble que l'inscription se fait par téléphone, pour 6 € par enfant.", CHATEAU_ATELIER, True),
    w.faith("fr-t18-009", "para.combine", "Qui fait quoi chez Saveurs d'Aubrac ?", "C'est le chef Julien Marchand qui compose les menus, et Nadia Benali, la responsable commerciale, qui rédige les devis.", TRAITEUR_COMMANDES, True),
    w.faith("fr-t18-010", "fmt.period", "Combien de temps à l'avance faut-il commander ?", "Il faut passer commande au moins 21 jours avant l'événement.", TRAITEUR_COMMANDES, True),
    w.faith("fr-t18-011", "para.nominal", "Quand faut-il payer l'acompte ?", "Le versement d'un acompte de 40 % est demandé à la signature du devis.", TRAITEUR_COMMANDES, True),
    w.faith("fr-t18-012", "fmt.currency", "La livraison est-elle payante au-delà de Rodez ?", "Au-delà de 30 km autour de Rodez, la livraison revient à un euro cinquante du kilomètre.", TRAITEUR_CONDITIONS, True),
    w.faith("fr-t18-013", "para.relative", "Combien coûte un serveur ?", "C'est un tarif de 35 € de l'heure qui s'applique à chaque serveur.", TRAITEUR_CONDITIONS, True),
    w.faith("fr-t18-014", "wrap.opener", "Que dois-je apporter le jour de l'épreuve pratique ?", "Bonne question ! Il faut venir avec une pièce d'identité valide et votre convocation.", PERMIS_PRATIQUE, True),
    w.faith("fr-t18-015", "fmt.range", "Quand ont lieu les épreuves pratiques à Villeneuve ?", "Elles se déroulent en semaine, du lundi au vendredi, entre 8 heures et 17 heures.", PERMIS_PRATIQUE, True),
    w.faith("fr-t18-016", "wrap.attribution", "Quand aurai-je le résultat du code ?", "D'après le centre, le résultat vous est envoyé par e-mail sous deux jours.", PERMIS_CODE, True),
    w.faith("fr-t18-017", "para.reorder", "Combien de temps le code reste-t-il valable ?", "Le code reste valable cinq ans une fois qu'on l'a obtenu.", PERMIS_CODE, True),
    w.faith("fr-t18-018", "fmt.date", "Quelles sont les dates de la retraite ?", "La retraite a lieu du 21/04 au 26/04.", YOGA_SEJOUR, True),
    w.faith("fr-t18-019", "para.pronoun", "Qui anime les séances du matin ?", "C'est Sophie Lenoir ; elle commence les séances à 7 h 30.", YOGA_SEJOUR, True),
    w.faith("fr-t18-020", "para.synonym", "Faut-il apporter son tapis ?", "Non, les tapis et les couvertures sont mis à disposition sur place.", YOGA_SEJOUR, True),
    w.faith("fr-t18-021", "fmt.share", "Si j'annule deux semaines avant, suis-je remboursé ?", "Pour une annulation entre 30 et 10 jours avant le début, on vous rembourse la moitié du prix.", YOGA_CONDITIONS, True),
    w.faith("fr-t18-022", "wrap.closer", "Y a-t-il des chambres individuelles ?", "Oui, une chambre individuelle est possible moyennant 150 € de plus. Bon séjour !", YOGA_CONDITIONS, True),
    w.faith("fr-t18-023", "wrap.question", "Où retirer les billets achetés en ligne ?", "Vous avez acheté vos billets sur Internet ? Retirez-les au guichet 3, au plus tard une demi-heure avant le concert.", BILLETTERIE, True),
    w.faith("fr-t18-024", "para.synonym", "Le gilet de sauvetage est-il obligatoire ?", "Oui, tout débutant est tenu de porter un gilet de sauvetage.", AVIRON_CLUB, True),
    # unfaithful: exactly one claim is not supported
    w.faith("fr-t18-025", "value.time", "À quelle heure ferme le musée ?", "Le musée ferme ses portes à 19 h.", CHATEAU_VISITE, False),
    w.faith("fr-t18-026", "value.except", "Le musée est-il ouvert toute la semaine ?", "Il est ouvert tous les jours, sauf le mardi.", CHATEAU_VISITE, False),
    w.faith("fr-t18-027", "antonym", "Les petits enfants paient-ils l'entrée ?", "Oui, l'entrée est payante pour les moins de 7 ans.", CHATEAU_VISITE, False),
    w.faith("fr-t18-028", "value.number", "Combien d'enfants peuvent participer à l'atelier ?", "L'atelier peut accueillir jusqu'à 15 enfants.", CHATEAU_ATELIER, False),
    w.faith("fr-t18-029", "direction", "À qui s'adresse l'atelier de calligraphie ?", "L'atelier est réservé aux enfants de plus de 12 ans.", CHATEAU_ATELIER, False),
    w.faith("fr-t18-030", "role.swap", "Qui élabore les menus chez Saveurs d'Aubrac ?", "Les menus sont élaborés par Nadia Benali, et c'est le chef Julien Marchand qui établit les devis.", TRAITEUR_COMMANDES, False),
    w.faith("fr-t18-031", "value.unit", "Combien de temps à l'avance faut-il commander ?", "Toute commande doit être passée au moins trois mois avant l'événement.", TRAITEUR_COMMANDES, False),
    w.faith("fr-t18-032", "direction", "Y a-t-il un nombre minimum de couverts ?", "Le traiteur prend les commandes jusqu'à 40 couverts au maximum.", TRAITEUR_COMMANDES, False),
    w.faith("fr-t18-033", "value.currency", "Combien coûte la livraison loin de Rodez ?", "Au-delà de 30 km, la livraison est facturée 1,50 $ par kilomètre.", TRAITEUR_CONDITIONS, False),
    w.faith("fr-t18-034", "added.fact", "Combien coûte le personnel de service ?", "Chaque serveur est facturé 35 € de l'heure, avec un minimum de trois heures.", TRAITEUR_CONDITIONS, False),
    w.faith("fr-t18-035", "modality", "Faut-il confirmer le nombre d'invités ?", "Il est conseillé, sans être obligatoire, de donner le nombre définitif d'invités 5 jours avant.", TRAITEUR_CONDITIONS, False),
    w.faith("fr-t18-036", "quantifier", "Le tarif jeune s'applique-t-il à toutes les places ?", "Oui, les moins de 26 ans paient 12 € quelle que soit la catégorie de place.", BILLETTERIE, False),
    w.faith("fr-t18-037", "negation", "Que se passe-t-il si je ne me présente pas à l'épreuve ?", "En cas d'absence non justifiée, vous n'avez pas besoin d'attendre pour repasser l'épreuve.", PERMIS_PRATIQUE, False),
    w.faith("fr-t18-038", "value.date", "Quand commence la retraite ?", "La retraite commence le 22 avril.", YOGA_SEJOUR, False),
    w.faith("fr-t18-039", "role.swap", "Qui guide le yoga nidra du soir ?", "Le yoga nidra du soir est guidé par Sophie Lenoir, et les séances du matin par Karim Haddad.", YOGA_SEJOUR, False),
    w.faith("fr-t18-040", "antonym", "Combien coûte la chambre individuelle ?", "La chambre individuelle donne droit à une réduction de 150 €.", YOGA_CONDITIONS, False),
    w.faith("fr-t18-041", "quantifier", "Puis-je être remboursé si j'annule ?", "Toute annulation, quelle que soit la date, est intégralement remboursée.", YOGA_CONDITIONS, False),
    w.faith("fr-t18-042", "negation", "Puis-je échanger mon billet ?", "Oui, les billets peuvent être échangés sans problème.", BILLETTERIE_REGLES, False),
    w.faith("fr-t18-043", "modality", "Le gilet de sauvetage est-il obligatoire pour les débutants ?", "Le gilet est recommandé aux débutants, mais ce n'est pas une obligation.", AVIRON_CLUB, False),
    w.faith("fr-t18-044", "added.entity", "Qui encadre les séances d'initiation ?", "Les séances d'initiation du samedi sont encadrées par Thomas Girard et son adjointe Léa Morel.", AVIRON_CLUB, False),
)

CORRECTNESS: tuple[Case, ...] = (
    w.correct("fr-t18-045", "correct.wordy", "Combien coûte la cotisation annuelle pour un adulte au Club d'aviron de la Marne ?", "Pour un adulte, la cotisation annuelle au Club d'aviron de la Marne s'élève à deux cent quatre-vingts euros.", "280 €", True),
    w.correct("fr-t18-046", "correct.format", "Quelle est la distance de la régate de printemps ?", "2 km.", "2 000 mètres", True),
    w.correct("fr-t18-047", "correct.wordy", "Qui remet les médailles lors de la régate de printemps ?", "C'est la présidente du club, Martine Roux, qui se charge de remettre les médailles aux équipages.", "Martine Roux", True),
    w.correct("fr-t18-048", "correct.format", "À quelle heure commencent les séances du matin au Mas des Oliviers ?", "À 7:30.", "7 h 30", True),
    w.correct("fr-t18-049", "wrong.value", "Quel est le supplément pour une chambre individuelle au Mas des Oliviers ?", "Il faut compter 200 € de supplément.", "150 €", False),
    w.correct("fr-t18-050", "wrong.role", "Qui enregistre les inscriptions à la régate de printemps ?", "C'est la présidente, Martine Roux, qui enregistre les inscriptions.", "Le secrétaire, Paul Lefèvre", False),
)
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
