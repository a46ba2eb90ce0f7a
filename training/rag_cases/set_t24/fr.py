"""French cases of set t24 : dépôt de garantie et préavis d'un bail, règlement d'une
résidence, congés payés et télétravail dans une entreprise, contrat et règles d'une salle
de sport, règlement des examens d'une université, garantie d'un lave-linge et conditions
d'itinérance d'un forfait mobile."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

LEASE = (
    "Le locataire, Julien Marchand, verse à la propriétaire, Mme Colette Renaud, un dépôt de garantie de 950 €, soit un mois de loyer hors charges. "
    "La propriétaire restitue le dépôt dans un délai d'un mois après la remise des clés si l'état des lieux de sortie est conforme à celui d'entrée. "
    "Le locataire peut donner congé à tout moment avec un préavis d'un mois, la propriétaire avec un préavis de six mois avant l'échéance du bail."
)
RESIDENCE = (
    "Dans la résidence Les Tilleuls, les chiens de catégorie 1 sont interdits ; les autres animaux sont acceptés s'ils ne causent aucune nuisance. "
    "Il est interdit de fumer dans les parties communes, y compris dans l'ascenseur et le local à vélos. "
    "Les encombrants doivent être déposés le premier lundi du mois, entre 18 h et 20 h."
)
LEAVE = (
    "Chez Bertin Conseil, chaque salarié acquiert 2,5 jours ouvrables de congés payés par mois de travail, soit 30 jours par an. "
    "Les congés d'été doivent être posés avant le 31 mars. "
    "Au moins douze jours consécutifs doivent être pris entre le 1er mai et le 31 octobre."
)
REMOTE = (
    "Chez Bertin Conseil, le télétravail est ouvert aux salariés en CDI après trois mois d'ancienneté, à raison de deux jours par semaine au maximum. "
    "Le lundi est un jour de présence obligatoire pour tous. "
    "L'employeur verse une indemnité de 2,50 € par jour télétravaillé, dans la limite de 55 € par mois."
)
GYM_CONTRACT = (
    "L'abonnement Forme+ coûte 34,90 € par mois, avec un engagement de 12 mois et des frais d'inscription de 49 €. "
    "La résiliation anticipée est possible sans frais, sur justificatif, en cas de déménagement à plus de 50 km, de mutation professionnelle ou de maladie de longue durée. "
    "Le prélèvement a lieu le 5 de chaque mois."
)
GYM_RULES = (
    "La salle Forme+ est ouverte de 7 h à 22 h en semaine et de 9 h à 19 h le samedi ; elle est fermée le dimanche. "
    "Les cours collectifs se réservent sur l'application, au plus tôt 48 heures à l'avance. "
    "Le coach Karim Benali propose un bilan gratuit à chaque nouvel adhérent."
)
EXAM_RULES = (
    "À l'université de Valmont, l'inscription aux examens de la session de janvier se fait en ligne jusqu'au 20 novembre. "
    "Une UE est validée avec une note d'au moins 10 sur 20. "
    "Un étudiant ajourné peut se présenter à la session de rattrapage en juin ; c'est alors la meilleure des deux notes qui est retenue."
)
EXAM_ROOM = (
    "Aucun étudiant n'est admis en salle au-delà de 20 minutes après le début de l'épreuve. "
    "Les calculatrices sont interdites, sauf mention contraire sur le sujet. "
    "Tout soupçon de fraude est signalé par la surveillante, Mme Inès Dupuis, au président du jury, M. Laurent Girard, qui saisit la section disciplinaire."
)
WARRANTY = (
    "Le lave-linge Aqualys 8 bénéficie de la garantie légale de conformité de deux ans et d'une garantie commerciale supplémentaire d'un an offerte par le fabricant. "
    "Pendant les deux premières années, le déplacement du technicien est gratuit ; la troisième année, il est facturé 60 €. "
    "La garantie ne couvre pas les dommages dus à un mauvais branchement."
)
ROAMING = (
    "Avec le forfait Évasion 100 Go, 25 Go sont utilisables depuis l'Europe et les DOM sans surcoût. "
    "Au Canada et aux États-Unis, un pass de 7 jours coûte 10 € et inclut 2 Go. "
    "Hors pass, les appels émis depuis ces pays sont facturés 0,99 € la minute. "
    "Les options se souscrivent depuis l'espace client, y compris une fois sur place."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # bail
    w.faith("fr-t24-001", "para.synonym", "Combien faut-il verser en garantie ?", "Julien Marchand remet à Mme Renaud une caution de 950 euros, ce qui correspond à un mois de loyer hors charges.", LEASE, True),
    w.faith("fr-t24-002", "para.passive", "Quand le dépôt est-il rendu ?", "Le dépôt est rendu par la propriétaire dans le mois qui suit la remise des clés, à condition que l'état des lieux de sortie corresponde à celui d'entrée.", LEASE, True),
    w.faith("fr-t24-003", "para.reorder", "Quel est le préavis pour mettre fin au bail ?", "Pour la propriétaire, le préavis est de six mois avant l'échéance du bail, alors que le locataire peut partir à tout moment avec un mois de préavis.", LEASE, True),
    w.faith("fr-t24-004", "role.swap", "Quels sont les préavis de chacun ?", "Le préavis est de six mois pour Julien Marchand et d'un mois seulement pour Mme Renaud.", LEASE, False),
    w.faith("fr-t24-005", "value.currency", "Quel est le montant du dépôt de garantie ?", "Le dépôt de garantie s'élève à 590 €.", LEASE, False),
    # résidence
    w.faith("fr-t24-006", "para.except", "Puis-je avoir un chat ?", "Oui : seuls les chiens de catégorie 1 sont interdits, les autres animaux sont admis tant qu'ils ne gênent personne.", RESIDENCE, True),
    w.faith("fr-t24-007", "fmt.time", "Quand sort-on les encombrants ?", "Le premier lundi de chaque mois, entre six et huit heures du soir.", RESIDENCE, True),
    w.faith("fr-t24-008", "para.part", "Peut-on fumer dans l'ascenseur ?", "Non, fumer est interdit dans l'ascenseur.", RESIDENCE, True),
    w.faith("fr-t24-009", "added.entity", "Où est-il interdit de fumer ?", "Il est interdit de fumer dans les parties communes, notamment dans l'ascenseur, le local à vélos et le parking souterrain.", RESIDENCE, False),
    w.faith("fr-t24-010", "value.date", "Quel jour faut-il déposer les encombrants ?", "Les encombrants se déposent le dernier lundi du mois.", RESIDENCE, False),
    # congés
    w.faith("fr-t24-011", "fmt.number", "Combien de jours de congés acquiert-on ?", "Chaque salarié gagne deux jours et demi ouvrables de congés par mois travaillé, soit trente jours par an.", LEAVE, True),
    w.faith("fr-t24-012", "fmt.date", "Jusqu'à quand peut-on poser ses congés d'été ?", "Les congés d'été sont à poser avant le 31/03.", LEAVE, True),
    w.faith("fr-t24-013", "wrap.attribution", "Faut-il prendre des congés en été ?", "Selon les règles de Bertin Conseil, il faut prendre au moins douze jours d'affilée entre le 1er mai et le 31 octobre.", LEAVE, True),
    w.faith("fr-t24-014", "quantifier", "Quand doit-on prendre ses congés ?", "Tous les congés doivent être pris entre le 1er mai et le 31 octobre.", LEAVE, False),
    w.faith("fr-t24-015", "direction", "Quand faut-il poser les congés d'été ?", "Les congés d'été se posent après le 31 mars.", LEAVE, False),
    # télétravail
    w.faith("fr-t24-016", "para.except", "Je peux télétravailler le lundi ?", "Vous pouvez télétravailler jusqu'à deux jours par semaine, mais jamais le lundi, où tout le monde doit être présent.", REMOTE, True),
    w.faith("fr-t24-017", "fmt.currency", "Le télétravail est-il indemnisé ?", "Oui, l'indemnité est de deux euros cinquante par jour de télétravail, plafonnée à 55 euros par mois.", REMOTE, True),
    w.faith("fr-t24-018", "para.relative", "Qui peut télétravailler ?", "Les salariés en CDI qui ont trois mois d'ancienneté peuvent télétravailler jusqu'à deux jours par semaine.", REMOTE, True),
    w.faith("fr-t24-019", "value.number", "Combien de jours de télétravail par semaine ?", "Le télétravail est possible jusqu'à trois jours par semaine.", REMOTE, False),
    w.faith("fr-t24-020", "modality", "Le télétravail est-il imposé ?", "Après trois mois d'ancienneté, les salariés en CDI doivent télétravailler deux jours par semaine.", REMOTE, False),
    # contrat salle de sport
    w.faith("fr-t24-021", "fmt.period", "Quelle est la durée d'engagement ?", "Forme+ coûte 34,90 € par mois, avec un engagement d'un an.", GYM_CONTRACT, True),
    w.faith("fr-t24-022", "wrap.hedge", "Quand est-ce que je suis prélevé ?", "Il me semble que le prélèvement se fait le 5 de chaque mois.", GYM_CONTRACT, True),
    w.faith("fr-t24-023", "value.currency", "Combien coûtent les frais d'inscription ?", "Les frais d'inscription s'élèvent à 39 €.", GYM_CONTRACT, False),
    w.faith("fr-t24-024", "direction", "Puis-je résilier si je déménage ?", "Oui, la résiliation est gratuite en cas de déménagement à moins de 50 km, sur justificatif.", GYM_CONTRACT, False),
    # règles de la salle
    w.faith("fr-t24-025", "para.except", "La salle est-elle ouverte le dimanche ?", "Non, elle ouvre du lundi au samedi mais reste fermée le dimanche.", GYM_RULES, True),
    w.faith("fr-t24-026", "fmt.period", "Quand peut-on réserver un cours collectif ?", "Les cours collectifs se réservent sur l'appli, au plus tôt deux jours avant.", GYM_RULES, True),
    w.faith("fr-t24-027", "value.time", "À quelle heure ferme la salle le samedi ?", "Le samedi, la salle ferme à 20 h.", GYM_RULES, False),
    w.faith("fr-t24-028", "added.fact", "Qu'est-ce qui est offert aux nouveaux adhérents ?", "Le coach Karim Benali offre à chaque nouvel adhérent un bilan gratuit et une séance de coaching individuel.", GYM_RULES, False),
    # examens
    w.faith("fr-t24-029", "fmt.number", "Quelle note faut-il pour valider une UE ?", "Pour valider une UE, il faut obtenir au minimum 10/20.", EXAM_RULES, True),
    w.faith("fr-t24-030", "para.combine", "Que se passe-t-il si je suis ajourné ?", "Vous pouvez repasser l'épreuve à la session de rattrapage de juin, et c'est la meilleure de vos deux notes qui compte.", EXAM_RULES, True),
    w.faith("fr-t24-031", "antonym", "Quelle note est retenue après le rattrapage ?", "Après le rattrapage, c'est la moins bonne des deux notes qui est retenue.", EXAM_RULES, False),
    w.faith("fr-t24-032", "value.date", "Jusqu'à quand s'inscrire aux examens de janvier ?", "L'inscription aux examens de janvier est ouverte jusqu'au 20 décembre.", EXAM_RULES, False),
    # déroulement des épreuves
    w.faith("fr-t24-033", "para.except", "Peut-on utiliser une calculatrice ?", "En principe non, sauf si le sujet l'autorise expressément.", EXAM_ROOM, True),
    w.faith("fr-t24-034", "wrap.closer", "Peut-on arriver en retard ?", "Passé 20 minutes après le début de l'épreuve, on n'entre plus en salle. Bon courage pour vos examens !", EXAM_ROOM, True),
    w.faith("fr-t24-035", "role.swap", "Que se passe-t-il en cas de soupçon de fraude ?", "M. Laurent Girard signale le soupçon à Mme Inès Dupuis, qui saisit ensuite la section disciplinaire.", EXAM_ROOM, False),
    w.faith("fr-t24-036", "value.number", "Jusqu'à quand les retardataires sont-ils admis ?", "Les retardataires sont admis jusqu'à 30 minutes après le début de l'épreuve.", EXAM_ROOM, False),
    # garantie
    w.faith("fr-t24-037", "para.combine", "Combien de temps l'Aqualys 8 est-il garanti ?", "En tout, il est garanti trois ans : deux ans de garantie légale, plus un an offert par le fabricant.", WARRANTY, True),
    w.faith("fr-t24-038", "wrap.opener", "Le déplacement du technicien est-il payant ?", "Bonjour ! Il est gratuit les deux premières années ; la troisième, il vous sera facturé 60 euros.", WARRANTY, True),
    w.faith("fr-t24-039", "negation", "Un mauvais branchement est-il couvert ?", "Oui, la garantie couvre aussi les dommages causés par un mauvais branchement.", WARRANTY, False),
    w.faith("fr-t24-040", "value.currency", "Combien coûte le déplacement la troisième année ?", "La troisième année, le déplacement du technicien est facturé 80 €.", WARRANTY, False),
    # itinérance
    w.faith("fr-t24-041", "fmt.unit", "Combien de data puis-je utiliser en Europe ?", "Depuis l'Europe et les DOM, vous pouvez utiliser 25 gigaoctets sans payer de supplément.", ROAMING, True),
    w.faith("fr-t24-042", "para.nominal", "Puis-je ajouter une option une fois à l'étranger ?", "Oui, la souscription des options se fait dans l'espace client, même une fois sur place.", ROAMING, True),
    w.faith("fr-t24-043", "value.unit", "Que comprend le pass pour les États-Unis ?", "Au Canada et aux États-Unis, le pass de 7 jours coûte 10 € et inclut 2 Mo.", ROAMING, False),
    w.faith("fr-t24-044", "added.entity", "Où le pass de 7 jours est-il valable ?", "Au Canada, aux États-Unis et au Mexique, un pass de 7 jours coûte 10 €.", ROAMING, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-t24-045", "correct.wordy", "Quel est le montant du dépôt de garantie ?", "Le locataire doit verser à la propriétaire un dépôt de garantie de 950 euros, ce qui représente un mois de loyer hors charges.", "950 €.", True),
    w.correct("fr-t24-046", "correct.format", "À quelle heure ferme la salle en semaine ?", "À dix heures du soir.", "22 h.", True),
    w.correct("fr-t24-047", "correct.format", "Combien coûte le pass de 7 jours aux États-Unis ?", "Dix euros.", "10 €.", True),
    w.correct("fr-t24-048", "correct.wordy", "Combien de jours de congés payés par an chez Bertin Conseil ?", "Comme chaque salarié acquiert 2,5 jours par mois travaillé, cela fait au total trente jours ouvrables de congés payés sur l'année.", "30 jours.", True),
    w.correct("fr-t24-049", "wrong.value", "Quelle est la note minimale pour valider une UE ?", "Il faut obtenir au moins 12 sur 20.", "10 sur 20.", False),
    w.correct("fr-t24-050", "wrong.role", "Qui signale les soupçons de fraude ?", "C'est le président du jury, M. Laurent Girard.", "La surveillante, Mme Inès Dupuis.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
