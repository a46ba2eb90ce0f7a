"""French cases of set t54: notes de frais, arrêt maladie et période d'essai dans un bureau
d'ingénierie, demandes de logiciels et imprimantes, une assurance habitation et une
assurance santé animale, l'histoire et la carte bancaire d'une banque mutualiste
aveyronnaise, un opérateur télécom nantais, son service client et son offre Famille."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

FRAIS = (
    "Chez Lumière Ingénierie, les nuits d'hôtel en déplacement sont remboursées jusqu'à 140 € à Paris et 95 € en province. "
    "Les notes de frais doivent être déposées dans un délai d'un mois après le déplacement. "
    "Toute dépense supérieure à 800 € doit être validée au préalable par le directeur de service."
)
ARRET = (
    "En cas d'arrêt maladie, le salarié doit prévenir son manager avant 9 h le premier jour. "
    "L'arrêt de travail doit être transmis aux RH sous 48 heures. "
    "L'entreprise maintient le salaire à 100 % pendant les 30 premiers jours d'arrêt."
)
ESSAI = (
    "La période d'essai des cadres est de quatre mois, renouvelable une fois. "
    "La journée d'intégration est animée par Claire Dubois, responsable RH, et chaque nouvel arrivant est accompagné par un parrain de son équipe. "
    "Le bilan de fin de période d'essai est réalisé par le manager direct."
)
LOGICIELS = (
    "Tout logiciel absent du catalogue interne doit faire l'objet d'un ticket et être validé par le responsable sécurité, Thomas Lefèvre. "
    "Les demandes standard sont traitées sous deux jours ouvrés. "
    "Les imprimantes du rez-de-chaussée et du 2e étage sont gérées par Manon Girard, et le papier est commandé chaque lundi."
)
HABITATION = (
    "L'assurance habitation Essentielle de la Mutuelle des Alpes coûte 14 € par mois pour un appartement. "
    "Elle couvre le vol, les dégâts des eaux et l'incendie, avec une franchise de 150 €. "
    "Les objets de valeur sont couverts jusqu'à 3 000 €."
)
ANIMAUX = (
    "L'assurance santé animale Compagnon rembourse 70 % des frais vétérinaires, dans la limite de 1 500 € par an. "
    "Elle peut être souscrite pour les chiens et les chats âgés de 3 mois à 8 ans. "
    "Un délai de carence de 45 jours s'applique aux maladies, mais pas aux accidents."
)
BANQUE = (
    "La Banque Mutuelle du Ségala a été créée en 1902 par des agriculteurs de Rodez et a fusionné avec la Caisse du Lévézou en 1977. "
    "Son directeur général, Marc Bonnet, est en poste depuis 2015, et le conseil d'administration est présidé par Isabelle Fournier. "
    "Elle compte aujourd'hui 31 agences dans l'Aveyron."
)
CARTE = (
    "La carte Visa Classic de la Banque Mutuelle du Ségala coûte 45 € par an. "
    "Les retraits sont gratuits dans tous les distributeurs de la zone euro, et les paiements hors zone euro sont facturés 2 %. "
    "Le plafond de paiement est de 2 500 € sur 30 jours."
)
OPERATEUR = (
    "Onde Télécom a été fondée à Nantes en 2003 et a racheté l'opérateur câble régional Loire Câble en 2012. "
    "Son service client est joignable tous les jours sauf le dimanche, de 8 h à 20 h. "
    "La présidente est Aurélie Chevalier, et le service client est dirigé par Karim Haddad."
)
FAMILLE = (
    "L'offre Famille d'Onde Télécom permet à quatre lignes au maximum de partager 200 Go pour 39,99 € par mois. "
    "Chaque ligne supplémentaire coûte 5 € par mois. "
    "Le titulaire doit être majeur et fournir un RIB."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-t54-001", "para.nominal", "Combien de temps ai-je pour déposer ma note de frais ?", "Le dépôt des notes de frais doit se faire dans le mois qui suit le déplacement.", FRAIS, True),
    w.faith("fr-t54-002", "fmt.currency", "Combien est remboursée une nuit d'hôtel en province ?", "En province, la nuit d'hôtel est remboursée jusqu'à quatre-vingt-quinze euros.", FRAIS, True),
    w.faith("fr-t54-003", "para.passive", "Qui valide les grosses dépenses ?", "Le directeur de service doit valider au préalable toute dépense de plus de 800 €.", FRAIS, True),
    w.faith("fr-t54-004", "fmt.time", "Avant quelle heure dois-je prévenir si je suis malade ?", "Prévenez votre manager avant neuf heures du matin le premier jour de l'arrêt.", ARRET, True),
    w.faith("fr-t54-005", "fmt.period", "Dans quel délai envoyer mon arrêt de travail ?", "Vous devez le transmettre aux RH dans les deux jours.", ARRET, True),
    w.faith("fr-t54-006", "para.synonym", "Mon salaire est-il maintenu pendant un arrêt maladie ?", "Oui, votre salaire est versé intégralement durant les 30 premiers jours d'arrêt.", ARRET, True),
    w.faith("fr-t54-007", "para.combine", "Combien dure la période d'essai d'un cadre ?", "Elle dure quatre mois et peut être renouvelée une fois.", ESSAI, True),
    w.faith("fr-t54-008", "para.pronoun", "Qui anime la journée d'intégration ?", "C'est Claire Dubois, responsable RH ; elle anime la journée d'intégration.", ESSAI, True),
    w.faith("fr-t54-009", "para.relative", "Serai-je accompagné à mon arrivée ?", "Oui, chaque nouvel arrivant a un parrain, qui fait partie de sa propre équipe.", ESSAI, True),
    w.faith("fr-t54-010", "para.relative", "Qui valide un logiciel hors catalogue ?", "Il faut ouvrir un ticket, puis obtenir la validation de Thomas Lefèvre, qui est le responsable sécurité.", LOGICIELS, True),
    w.faith("fr-t54-011", "wrap.closer", "Quel est le délai pour une demande standard ?", "Les demandes standard sont traitées sous deux jours ouvrés. N'hésitez pas si vous avez d'autres questions !", LOGICIELS, True),
    w.faith("fr-t54-012", "para.synonym", "Qui s'occupe des imprimantes ?", "Manon Girard est en charge des imprimantes du rez-de-chaussée et du deuxième étage.", LOGICIELS, True),
    w.faith("fr-t54-013", "fmt.currency", "Combien coûte l'assurance Essentielle ?", "Pour un appartement, elle coûte quatorze euros par mois.", HABITATION, True),
    w.faith("fr-t54-014", "para.reorder", "Que couvre l'assurance Essentielle ?", "Avec une franchise de 150 €, elle couvre l'incendie, le vol et les dégâts des eaux.", HABITATION, True),
    w.faith("fr-t54-015", "wrap.question", "Mes objets de valeur sont-ils couverts ?", "Vous vous inquiétez pour vos objets de valeur ? Ils sont couverts jusqu'à 3 000 €.", HABITATION, True),
    w.faith("fr-t54-016", "fmt.share", "Combien rembourse l'assurance Compagnon ?", "Compagnon prend en charge sept dixièmes des frais vétérinaires, jusqu'à 1 500 € par an.", ANIMAUX, True),
    w.faith("fr-t54-017", "fmt.range", "À quel âge peut-on assurer son animal ?", "Votre chien ou votre chat doit avoir entre 3 mois et 8 ans.", ANIMAUX, True),
    w.faith("fr-t54-018", "para.passive", "Qui a créé la Banque Mutuelle du Ségala ?", "Des agriculteurs de Rodez l'ont créée en 1902.", BANQUE, True),
    w.faith("fr-t54-019", "para.combine", "Qui dirige la Banque Mutuelle du Ségala ?", "Marc Bonnet en est le directeur général depuis 2015, et Isabelle Fournier préside le conseil d'administration.", BANQUE, True),
    w.faith("fr-t54-020", "fmt.thousands", "Quel est le plafond de paiement de la Visa Classic ?", "Le plafond est de 2500 € sur une période de 30 jours.", CARTE, True),
    w.faith("fr-t54-021", "wrap.attribution", "Les retraits sont-ils gratuits dans la zone euro ?", "D'après la banque, les retraits sont gratuits dans tous les distributeurs de la zone euro.", CARTE, True),
    w.faith("fr-t54-022", "para.except", "Le service client d'Onde Télécom répond-il le samedi ?", "Oui, il n'est fermé que le dimanche ; le samedi, vous pouvez l'appeler de 8 h à 20 h.", OPERATEUR, True),
    w.faith("fr-t54-023", "fmt.time", "Quels sont les horaires du service client ?", "Le service client répond de 8:00 à 20:00.", OPERATEUR, True),
    w.faith("fr-t54-024", "fmt.abbrev", "Combien de données avec l'offre Famille ?", "Jusqu'à quatre lignes se partagent 200 gigaoctets.", FAMILLE, True),
    w.faith("fr-t54-025", "value.currency", "Combien est remboursée une nuit d'hôtel à Paris ?", "À Paris, la nuit d'hôtel est remboursée jusqu'à 95 €.", FRAIS, False),
    w.faith("fr-t54-026", "direction", "Quelles dépenses faut-il faire valider ?", "Toute dépense inférieure à 800 € doit être validée au préalable par le directeur de service.", FRAIS, False),
    w.faith("fr-t54-027", "value.time", "Avant quelle heure faut-il prévenir son manager ?", "Le salarié doit prévenir son manager avant 11 h le premier jour de l'arrêt.", ARRET, False),
    w.faith("fr-t54-028", "value.number", "Pendant combien de temps le salaire est-il maintenu ?", "Le salaire est maintenu à 100 % pendant les 60 premiers jours d'arrêt.", ARRET, False),
    w.faith("fr-t54-029", "role.swap", "Qui fait le bilan de fin de période d'essai ?", "Le bilan de fin de période d'essai est réalisé par Claire Dubois, et la journée d'intégration est animée par le manager direct.", ESSAI, False),
    w.faith("fr-t54-030", "added.fact", "Aurai-je un parrain ?", "Oui, chaque nouvel arrivant est accompagné par un parrain de son équipe, qui participe aussi au bilan de fin d'essai.", ESSAI, False),
    w.faith("fr-t54-031", "modality", "Puis-je installer un logiciel hors catalogue ?", "Vous pouvez installer vous-même un logiciel hors catalogue ; ouvrir un ticket est simplement recommandé.", LOGICIELS, False),
    w.faith("fr-t54-032", "role.swap", "Qui valide les logiciels hors catalogue ?", "Les logiciels hors catalogue sont validés par Manon Girard, et Thomas Lefèvre gère les imprimantes.", LOGICIELS, False),
    w.faith("fr-t54-033", "value.date", "Quand le papier est-il commandé ?", "Le papier pour les imprimantes est commandé chaque vendredi.", LOGICIELS, False),
    w.faith("fr-t54-034", "value.currency", "Quelle est la franchise de l'assurance Essentielle ?", "La franchise de l'assurance Essentielle est de 300 €.", HABITATION, False),
    w.faith("fr-t54-035", "negation", "Le vol est-il couvert ?", "Non, le vol n'est pas couvert par l'assurance Essentielle.", HABITATION, False),
    w.faith("fr-t54-036", "value.number", "Quel est le taux de remboursement de Compagnon ?", "Compagnon rembourse 80 % des frais vétérinaires, dans la limite de 1 500 € par an.", ANIMAUX, False),
    w.faith("fr-t54-037", "quantifier", "Y a-t-il un délai de carence ?", "Oui, un délai de carence de 45 jours s'applique à tous les sinistres, accidents compris.", ANIMAUX, False),
    w.faith("fr-t54-038", "value.date", "Quand la banque a-t-elle fusionné avec la Caisse du Lévézou ?", "La Banque Mutuelle du Ségala a fusionné avec la Caisse du Lévézou en 1902.", BANQUE, False),
    w.faith("fr-t54-039", "role.swap", "Qui préside le conseil d'administration ?", "Le conseil d'administration est présidé par Marc Bonnet, et Isabelle Fournier est directrice générale.", BANQUE, False),
    w.faith("fr-t54-040", "antonym", "Les retraits dans la zone euro sont-ils payants ?", "Oui, les retraits dans les distributeurs de la zone euro sont payants.", CARTE, False),
    w.faith("fr-t54-041", "value.except", "Le service client est-il ouvert le samedi ?", "Non, le service client n'est joignable que du lundi au vendredi, de 8 h à 20 h.", OPERATEUR, False),
    w.faith("fr-t54-042", "value.date", "Quand Onde Télécom a-t-elle racheté Loire Câble ?", "Onde Télécom a racheté Loire Câble en 2003, l'année de sa fondation.", OPERATEUR, False),
    w.faith("fr-t54-043", "added.entity", "Quelles offres permettent de partager les données ?", "L'offre Famille et l'offre Duo d'Onde Télécom permettent à quatre lignes au maximum de partager 200 Go.", FAMILLE, False),
    w.faith("fr-t54-044", "value.currency", "Combien coûte une ligne supplémentaire ?", "Chaque ligne supplémentaire de l'offre Famille coûte 10 € par mois.", FAMILLE, False),
]

CORRECTNESS = [
    w.correct("fr-t54-045", "correct.wordy", "Combien coûte la carte Visa Classic ?", "La carte Visa Classic de la Banque Mutuelle du Ségala vous coûtera quarante-cinq euros par an.", "45 € par an", True),
    w.correct("fr-t54-046", "correct.short", "Qui dirige le service client d'Onde Télécom ?", "Karim Haddad.", "Le service client d'Onde Télécom est dirigé par Karim Haddad.", True),
    w.correct("fr-t54-047", "correct.format", "Combien coûte l'offre Famille ?", "Trente-neuf euros quatre-vingt-dix-neuf par mois.", "39,99 €/mois", True),
    w.correct("fr-t54-048", "correct.wordy", "En quelle année Onde Télécom a-t-elle été fondée ?", "Onde Télécom a vu le jour à Nantes en 2003.", "2003", True),
    w.correct("fr-t54-049", "wrong.value", "Combien dure la période d'essai des cadres ?", "Six mois.", "Quatre mois", False),
    w.correct("fr-t54-050", "wrong.role", "Qui est la présidente d'Onde Télécom ?", "C'est Karim Haddad qui préside Onde Télécom.", "Aurélie Chevalier", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
