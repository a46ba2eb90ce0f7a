"""French cases of set t6: la colonie de vacances Les Écureuils, les prises de sang et résultats du
laboratoire Biolab Saint-Michel, une pièce au Théâtre des Carmes, la livraison et les retours chez Maison
Boisé, les forfaits mobiles Mobilix et l'association Randonneurs du Lubéron."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

COLO = (
    "La colonie de vacances Les Écureuils, dans le Vercors, accueille les enfants de 7 à 12 ans du 6 au 19 juillet. "
    "Le séjour coûte 720 €, dont 150 € d'acompte à verser à l'inscription. "
    "Les familles qui inscrivent deux enfants bénéficient d'une remise de 20 % sur le second séjour. Les inscriptions sont closes le 1er juin."
)
COLO_VIE = (
    "Aux Écureuils, le directeur du séjour, Mathieu Leroy, répartit les enfants dans les chambres, et l'assistante sanitaire, Claire Dumas, gère les traitements médicaux. "
    "Chaque chambre accueille quatre enfants. Les téléphones portables sont interdits, mais les enfants peuvent appeler leurs parents le mercredi entre 18 h et 19 h. "
    "Un courrier est envoyé aux familles chaque vendredi."
)
LABO = (
    "Le laboratoire Biolab Saint-Michel effectue les prises de sang du lundi au samedi de 7 h à 12 h, sans rendez-vous. "
    "Pour un bilan lipidique, le patient doit être à jeun depuis 12 heures ; il peut boire de l'eau. "
    "Les résultats d'une numération sanguine sont disponibles le jour même après 17 h, ceux d'une sérologie sous 48 heures."
)
LABO_RESULTATS = (
    "Chez Biolab Saint-Michel, tout résultat anormal est validé par la biologiste, le Dr Hélène Marchal, avant d'être transmis. "
    "En cas de valeur critique, c'est la technicienne Sophie Renard qui prévient le médecin traitant par téléphone. "
    "Les résultats sont consultables en ligne pendant 90 jours. Les prélèvements à domicile sont facturés 15 € en plus."
)
THEATRE = (
    "Le Théâtre des Carmes présente « Les Fourberies de Scapin » du 3 au 28 mars, du mardi au samedi à 20 h 30 et le dimanche à 15 h. "
    "La place coûte 26 € en tarif plein et 14 € pour les moins de 26 ans. "
    "Les portes ouvrent 30 minutes avant le lever de rideau, et les retardataires ne sont plus admis une fois le spectacle commencé."
)
THEATRE_DISTRIBUTION = (
    "La mise en scène de ces « Fourberies » est signée Élodie Garnier. Antoine Roussel joue Scapin et Léa Fontaine joue Zerbinette. "
    "Le spectacle dure 1 h 45 sans entracte et convient aux enfants à partir de 10 ans."
)
LIVRAISON = (
    "Maison Boisé livre en Île-de-France pour 49 € ; la livraison est offerte dès 1 500 € d'achat. "
    "Les livraisons ont lieu du lundi au samedi, sauf les jours fériés, sur un créneau de quatre heures communiqué la veille. "
    "Le montage est facturé 35 € par meuble, sauf pour les lits, dont le montage est gratuit."
)
RETOURS = (
    "Chez Maison Boisé, le client dispose de 14 jours après la livraison pour retourner un meuble non monté dans son emballage d'origine. "
    "Les canapés sur mesure ne sont ni repris ni échangés. "
    "Le remboursement intervient sous 10 jours ouvrés après réception du retour, et les frais de retour sont à la charge du client."
)
FORFAITS = (
    "Le forfait Essentiel de Mobilix coûte 9,99 € par mois avec 20 Go d'internet mobile, les appels et SMS illimités. "
    "Le forfait Premium coûte 19,99 € par mois avec 150 Go, dont 25 Go utilisables en Europe. "
    "Les deux forfaits sont sans engagement. Le prix de l'Essentiel passe à 14,99 € après la première année."
)
MOBILIX_SERVICE = (
    "Chez Mobilix, la carte SIM est facturée 10 €, sauf pour les clients qui la commandent en ligne, pour qui elle est offerte. "
    "Le service client répond du lundi au vendredi de 9 h à 19 h et le samedi de 9 h à 13 h. "
    "La portabilité du numéro se fait en 3 jours ouvrés."
)
RANDO = (
    "L'association Randonneurs du Lubéron organise une sortie chaque dimanche, avec départ à 8 h 30 du parking de la mairie de Bonnieux. "
    "L'adhésion annuelle coûte 30 € ; les non-adhérents peuvent participer à deux sorties d'essai gratuites. "
    "Le président, Bernard Michaud, fixe le programme, et la trésorière, Nadia Benali, encaisse les cotisations. "
    "Les chiens sont acceptés, tenus en laisse."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-t6-001", "fmt.range", "À partir de quel âge peut-on partir aux Écureuils ?", "Le séjour est ouvert aux enfants âgés de sept à douze ans.", COLO, True),
    w.faith("fr-t6-002", "fmt.share", "Y a-t-il une réduction pour les frères et sœurs ?", "Oui : si vous inscrivez deux enfants, le second séjour est réduit d'un cinquième.", COLO, True),
    w.faith("fr-t6-003", "value.date", "Quelles sont les dates du séjour ?", "Le séjour a lieu du 6 au 29 juillet.", COLO, False),
    w.faith("fr-t6-004", "value.number", "Combien faut-il verser à l'inscription ?", "À l'inscription, on verse un acompte de 200 €.", COLO, False),
    w.faith("fr-t6-005", "para.passive", "Qui décide des chambres ?", "Les enfants sont répartis dans les chambres par Mathieu Leroy, le directeur du séjour.", COLO_VIE, True),
    w.faith("fr-t6-006", "fmt.time", "Mon fils pourra-t-il m'appeler ?", "Oui, le mercredi, entre 6 et 7 heures du soir.", COLO_VIE, True),
    w.faith("fr-t6-007", "para.relative", "Qui s'occupe des médicaments ?", "C'est Claire Dumas, qui est l'assistante sanitaire de la colonie, qui gère les traitements médicaux.", COLO_VIE, True),
    w.faith("fr-t6-008", "role.swap", "Qui gère les traitements médicaux ?", "Les traitements sont gérés par Mathieu Leroy, tandis que Claire Dumas répartit les enfants dans les chambres.", COLO_VIE, False),
    w.faith("fr-t6-009", "negation", "Les enfants peuvent-ils avoir leur portable ?", "Oui, les enfants peuvent garder leur téléphone portable pendant tout le séjour.", COLO_VIE, False),
    w.faith("fr-t6-010", "para.except", "Puis-je faire ma prise de sang un dimanche ?", "Non, le laboratoire ne fait pas de prises de sang le dimanche.", LABO, True),
    w.faith("fr-t6-011", "fmt.period", "Quand aurai-je les résultats de ma sérologie ?", "Comptez deux jours maximum pour une sérologie.", LABO, True),
    w.faith("fr-t6-012", "wrap.hedge", "Je peux boire avant mon bilan lipidique ?", "Il me semble que l'eau est autorisée pendant les 12 heures de jeûne.", LABO, True),
    w.faith("fr-t6-013", "value.time", "Quels sont les horaires des prises de sang ?", "Les prises de sang se font de 7 h à 11 h, du lundi au samedi.", LABO, False),
    w.faith("fr-t6-014", "modality", "Faut-il être à jeun pour un bilan lipidique ?", "Il est simplement conseillé de ne pas manger pendant les 12 heures qui précèdent.", LABO, False),
    w.faith("fr-t6-015", "direction", "Quand la numération sera-t-elle disponible ?", "Les résultats de la numération sont disponibles le jour même, avant 17 h.", LABO, False),
    w.faith("fr-t6-016", "para.nominal", "Qui vérifie les résultats anormaux ?", "Chaque résultat anormal passe par la validation du Dr Hélène Marchal avant sa transmission.", LABO_RESULTATS, True),
    w.faith("fr-t6-017", "fmt.currency", "Un prélèvement à domicile coûte-t-il plus cher ?", "Oui, il faut compter quinze euros de plus.", LABO_RESULTATS, True),
    w.faith("fr-t6-018", "role.swap", "Qui prévient mon médecin en cas de valeur critique ?", "C'est le Dr Marchal qui l'appelle, après validation du résultat par la technicienne Sophie Renard.", LABO_RESULTATS, False),
    w.faith("fr-t6-019", "value.number", "Combien de temps les résultats restent-ils en ligne ?", "Les résultats restent consultables en ligne pendant 30 jours.", LABO_RESULTATS, False),
    w.faith("fr-t6-020", "fmt.date", "Jusqu'à quand joue-t-on Les Fourberies de Scapin ?", "La pièce se joue jusqu'au 28/03.", THEATRE, True),
    w.faith("fr-t6-021", "value.except", "Quels jours y a-t-il des représentations ?", "Il y a des représentations tous les jours sauf le dimanche.", THEATRE, False),
    w.faith("fr-t6-022", "quantifier", "Qui peut avoir la place à 14 € ?", "Le tarif à 14 € est accessible à tous les spectateurs.", THEATRE, False),
    w.faith("fr-t6-023", "antonym", "Quand faut-il arriver ?", "Les portes ferment 30 minutes avant le lever de rideau.", THEATRE, False),
    w.faith("fr-t6-024", "para.pronoun", "Quel rôle joue Léa Fontaine ?", "Léa Fontaine ? Elle joue Zerbinette.", THEATRE_DISTRIBUTION, True),
    w.faith("fr-t6-025", "fmt.period", "Combien de temps dure le spectacle ?", "Il dure une heure quarante-cinq, sans entracte.", THEATRE_DISTRIBUTION, True),
    w.faith("fr-t6-026", "role.swap", "Qui joue Scapin ?", "Léa Fontaine joue Scapin, et Antoine Roussel joue Zerbinette.", THEATRE_DISTRIBUTION, False),
    w.faith("fr-t6-027", "added.fact", "Y a-t-il un entracte ?", "Non, le spectacle dure 1 h 45 d'une traite, et chaque représentation du samedi est suivie d'un bord de scène.", THEATRE_DISTRIBUTION, False),
    w.faith("fr-t6-028", "fmt.thousands", "Quand la livraison est-elle gratuite ?", "La livraison est offerte à partir de 1500 € d'achat.", LIVRAISON, True),
    w.faith("fr-t6-029", "para.except", "Combien coûte le montage d'un lit ?", "Pour un lit, vous ne payez pas le montage ; pour les autres meubles, comptez 35 € pièce.", LIVRAISON, True),
    w.faith("fr-t6-030", "wrap.closer", "Comment connaîtrai-je l'heure de livraison ?", "On vous communique la veille un créneau de quatre heures. N'hésitez pas si vous avez d'autres questions !", LIVRAISON, True),
    w.faith("fr-t6-031", "added.entity", "Où Maison Boisé livre-t-elle ?", "Maison Boisé livre en Île-de-France et dans l'Oise.", LIVRAISON, False),
    w.faith("fr-t6-032", "quantifier", "Le montage est-il payant ?", "Non, le montage est gratuit pour tous les meubles.", LIVRAISON, False),
    w.faith("fr-t6-033", "wrap.attribution", "Qui paie les frais de retour ?", "D'après les conditions de Maison Boisé, ces frais sont à la charge du client.", RETOURS, True),
    w.faith("fr-t6-034", "negation", "Puis-je échanger un canapé sur mesure ?", "Oui, un canapé sur mesure peut être échangé.", RETOURS, False),
    w.faith("fr-t6-035", "fmt.abbrev", "Combien de data dans le forfait Essentiel ?", "Le forfait Essentiel inclut 20 gigaoctets d'internet mobile.", FORFAITS, True),
    w.faith("fr-t6-036", "para.combine", "Que propose le forfait Premium ?", "Premium, à 19,99 € par mois, offre 150 Go et, comme l'Essentiel, il est sans engagement.", FORFAITS, True),
    w.faith("fr-t6-037", "value.unit", "Combien d'internet avec l'Essentiel ?", "Le forfait Essentiel inclut 20 Mo d'internet mobile.", FORFAITS, False),
    w.faith("fr-t6-038", "antonym", "Le prix de l'Essentiel change-t-il ?", "Oui, le prix de l'Essentiel baisse après la première année.", FORFAITS, False),
    w.faith("fr-t6-039", "para.except", "La carte SIM est-elle payante ?", "Commander en ligne vous évite de payer les 10 € de la carte SIM.", MOBILIX_SERVICE, True),
    w.faith("fr-t6-040", "wrap.question", "Le service client est-il ouvert le samedi ?", "Le service client, le samedi ? Oui, de 9 h à 13 h.", MOBILIX_SERVICE, True),
    w.faith("fr-t6-041", "fmt.time", "À quelle heure part la randonnée ?", "Départ à huit heures et demie, au parking de la mairie de Bonnieux.", RANDO, True),
    w.faith("fr-t6-042", "wrap.opener", "Peut-on essayer avant d'adhérer ?", "Bonne question ! Les non-adhérents ont droit à deux sorties d'essai gratuites.", RANDO, True),
    w.faith("fr-t6-043", "para.synonym", "Mon chien peut-il venir ?", "Oui, les chiens sont les bienvenus, à condition d'être en laisse.", RANDO, True),
    w.faith("fr-t6-044", "role.swap", "Qui encaisse les cotisations ?", "C'est Bernard Michaud qui encaisse les cotisations, et Nadia Benali qui fixe le programme.", RANDO, False),
]

CORRECTNESS = [
    w.correct("fr-t6-045", "correct.wordy", "Combien coûte le forfait Premium de Mobilix ?", "Si vous choisissez le forfait Premium de Mobilix, il vous en coûtera 19,99 euros chaque mois.", "19,99 € par mois", True),
    w.correct("fr-t6-046", "correct.format", "Quand les inscriptions à la colonie Les Écureuils sont-elles closes ?", "Le 01/06.", "le 1er juin", True),
    w.correct("fr-t6-047", "correct.wordy", "Qui joue Zerbinette ?", "Le rôle de Zerbinette est tenu, dans cette mise en scène, par la comédienne Léa Fontaine.", "Léa Fontaine", True),
    w.correct("fr-t6-048", "correct.format", "Combien de temps dure le spectacle au Théâtre des Carmes ?", "Cent cinq minutes.", "1 h 45", True),
    w.correct("fr-t6-049", "wrong.value", "Combien coûte l'adhésion annuelle aux Randonneurs du Lubéron ?", "L'adhésion annuelle coûte 20 €.", "30 €", False),
    w.correct("fr-t6-050", "wrong.role", "Qui signe la mise en scène des Fourberies au Théâtre des Carmes ?", "La mise en scène est d'Antoine Roussel.", "Élodie Garnier", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
