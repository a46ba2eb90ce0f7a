"""French cases of set t53: congés, RTT et télétravail dans un cabinet de conseil, son
support informatique et ses règles de sécurité, la mutuelle d'entreprise, l'histoire, une
agence et l'épargne d'une banque savoyarde, des forfaits mobiles et une box fibre."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

CONGES = (
    "Chez Vernier Conseil, les salariés à temps plein disposent de 25 jours de congés payés et de 10 jours de RTT par an. "
    "Les congés d'été doivent être posés avant le 31 mars. "
    "Toute demande de congé se fait au moins trois semaines à l'avance sur le logiciel RH."
)
TELETRAVAIL = (
    "Le télétravail est autorisé jusqu'à trois jours par semaine, sauf pendant la période d'essai. "
    "L'entreprise verse une indemnité de télétravail de 2,50 € par jour télétravaillé. "
    "Les questions sur le télétravail sont traitées par Camille Roux (RH), et celles sur la paie par Julien Fabre."
)
SUPPORT = (
    "Le support informatique de Vernier Conseil est joignable du lundi au vendredi de 8 h à 18 h 30. "
    "Il est dirigé par Nicolas Garnier ; Inès Benali gère l'attribution des ordinateurs et des téléphones. "
    "Les incidents bloquants sont pris en charge en moins d'une heure."
)
SECURITE = (
    "La connexion au réseau de l'entreprise depuis l'extérieur doit obligatoirement passer par le VPN. "
    "Les ordinateurs portables sont renouvelés tous les trois ans. "
    "Le mot de passe doit être changé tous les 90 jours et compter au moins 12 caractères."
)
MUTUELLE = (
    "La mutuelle santé d'entreprise est prise en charge à 60 % par l'employeur. "
    "La cotisation totale s'élève à 84 € par mois pour un salarié seul. "
    "Les lunettes sont remboursées jusqu'à 250 € tous les deux ans. "
    "L'adhésion est obligatoire pour tous les salariés en CDI."
)
BANQUE = (
    "La Banque Savoisienne a été fondée en 1908 à Chambéry et a racheté la Caisse d'épargne de la Tarentaise en 1963. "
    "Son directeur général, Philippe Morel, est en poste depuis 2017 ; la présidence du conseil d'administration est assurée par Hélène Vidal. "
    "La banque compte aujourd'hui 57 agences en Savoie et en Haute-Savoie."
)
AGENCE = (
    "L'agence d'Annecy centre est ouverte du mardi au samedi, de 9 h à 12 h 30 et de 14 h à 18 h. "
    "Elle est dirigée par Sophie Lambert, et les prêts immobiliers sont suivis par le conseiller Antoine Mercier. "
    "Tout retrait d'espèces supérieur à 3 000 € doit être commandé 48 heures à l'avance."
)
EPARGNE = (
    "Le Livret A rapporte 3 % par an et son plafond est fixé à 22 950 €. "
    "Le compte à terme sur 18 mois offre un taux de 3,4 %, avec un dépôt minimum de 1 000 €. "
    "Les fonds du compte à terme ne sont pas disponibles avant l'échéance."
)
FORFAIT = (
    "Le forfait Azur 20 Go de Célia Mobile coûte 9,99 € par mois, avec appels et SMS illimités. "
    "Le forfait Azur 150 Go coûte 19,99 € par mois et inclut la 5G. "
    "Les deux forfaits sont sans engagement, et 25 Go sont utilisables en Europe avec le forfait 150 Go uniquement."
)
BOX = (
    "La box Fibre Célia offre jusqu'à 2 Gb/s en téléchargement pour 29,99 € par mois pendant un an, puis 39,99 €. "
    "Un technicien vient l'installer en général sous 7 jours. "
    "Le décodeur TV est inclus sans supplément."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-t53-001", "para.combine", "Combien de jours de repos ai-je par an ?", "À temps plein, vous avez droit chaque année à 25 jours de congés payés, auxquels s'ajoutent 10 jours de RTT.", CONGES, True),
    w.faith("fr-t53-002", "para.nominal", "Quand dois-je poser mes congés d'été ?", "La date limite pour poser les congés d'été est fixée au 31 mars.", CONGES, True),
    w.faith("fr-t53-003", "fmt.period", "Combien de temps à l'avance faut-il demander un congé ?", "Il faut faire la demande sur le logiciel RH au moins 21 jours à l'avance.", CONGES, True),
    w.faith("fr-t53-004", "para.except", "Puis-je télétravailler pendant ma période d'essai ?", "Non : le télétravail est possible jusqu'à trois jours par semaine, mais pas pendant la période d'essai.", TELETRAVAIL, True),
    w.faith("fr-t53-005", "fmt.currency", "Le télétravail est-il indemnisé ?", "Oui, l'entreprise verse deux euros cinquante pour chaque jour passé en télétravail.", TELETRAVAIL, True),
    w.faith("fr-t53-006", "para.pronoun", "À qui poser une question sur le télétravail ?", "Adressez-vous à Camille Roux, des RH : c'est elle qui traite les questions de télétravail.", TELETRAVAIL, True),
    w.faith("fr-t53-007", "fmt.time", "Quand puis-je joindre le support informatique ?", "Le support est joignable en semaine, du lundi au vendredi, de 8 heures du matin à 6 heures et demie du soir.", SUPPORT, True),
    w.faith("fr-t53-008", "para.relative", "Qui attribue les ordinateurs ?", "C'est Inès Benali qui gère l'attribution des ordinateurs et des téléphones.", SUPPORT, True),
    w.faith("fr-t53-009", "wrap.opener", "Mon poste est bloqué, en combien de temps serai-je aidé ?", "Bonne question ! Les incidents bloquants sont pris en charge en moins d'une heure.", SUPPORT, True),
    w.faith("fr-t53-010", "fmt.number", "Quelles sont les règles pour le mot de passe ?", "Il doit comporter au minimum douze caractères et être changé tous les quatre-vingt-dix jours.", SECURITE, True),
    w.faith("fr-t53-011", "para.synonym", "Faut-il utiliser le VPN en déplacement ?", "Oui, tout accès au réseau de l'entreprise depuis l'extérieur doit impérativement passer par le VPN.", SECURITE, True),
    w.faith("fr-t53-012", "fmt.share", "Quelle part de la mutuelle l'employeur paie-t-il ?", "L'employeur prend en charge les trois cinquièmes de la mutuelle santé.", MUTUELLE, True),
    w.faith("fr-t53-013", "fmt.period", "Les lunettes sont-elles remboursées ?", "Oui, jusqu'à 250 €, une fois tous les 24 mois.", MUTUELLE, True),
    w.faith("fr-t53-014", "wrap.hedge", "Suis-je obligé d'adhérer à la mutuelle si je suis en CDI ?", "D'après les informations dont je dispose, oui : l'adhésion est obligatoire pour tous les salariés en CDI.", MUTUELLE, True),
    w.faith("fr-t53-015", "para.passive", "Qu'est devenue la Caisse d'épargne de la Tarentaise ?", "Elle a été rachetée par la Banque Savoisienne en 1963.", BANQUE, True),
    w.faith("fr-t53-016", "para.combine", "Qui dirige la Banque Savoisienne ?", "Philippe Morel en est le directeur général depuis 2017, tandis qu'Hélène Vidal préside le conseil d'administration.", BANQUE, True),
    w.faith("fr-t53-017", "para.except", "L'agence d'Annecy centre est-elle ouverte le lundi ?", "Non, l'agence d'Annecy centre est fermée le dimanche et le lundi.", AGENCE, True),
    w.faith("fr-t53-018", "fmt.time", "À quelle heure l'agence rouvre-t-elle l'après-midi ?", "L'après-midi, elle rouvre à deux heures et ferme à six heures du soir.", AGENCE, True),
    w.faith("fr-t53-019", "fmt.thousands", "Puis-je retirer 4 000 € au guichet ?", "Pour tout retrait en espèces de plus de 3000 €, il faut passer commande 48 heures avant.", AGENCE, True),
    w.faith("fr-t53-020", "fmt.share", "Que rapporte le Livret A ?", "Le Livret A rapporte trois pour cent par an, dans la limite d'un plafond de 22 950 euros.", EPARGNE, True),
    w.faith("fr-t53-021", "para.reorder", "Quel est le dépôt minimum pour le compte à terme ?", "Avec un dépôt minimum de 1 000 €, le compte à terme sur 18 mois offre un taux de 3,4 %.", EPARGNE, True),
    w.faith("fr-t53-022", "fmt.abbrev", "Que comprend le forfait Azur 20 Go ?", "Pour 9,99 € par mois, vous avez 20 gigaoctets de données, avec les appels et les SMS en illimité.", FORFAIT, True),
    w.faith("fr-t53-023", "para.synonym", "Les forfaits Azur ont-ils un engagement ?", "Non, aucun des deux forfaits ne comporte d'engagement.", FORFAIT, True),
    w.faith("fr-t53-024", "wrap.attribution", "Le décodeur TV est-il payant ?", "Selon l'offre de Célia, le décodeur TV est compris sans supplément.", BOX, True),
    w.faith("fr-t53-025", "role.swap", "Qui s'occupe de la paie ?", "La paie est gérée par Camille Roux, et les questions sur le télétravail sont traitées par Julien Fabre.", TELETRAVAIL, False),
    w.faith("fr-t53-026", "value.number", "Combien de jours de RTT ai-je ?", "Les salariés à temps plein ont 25 jours de congés payés et 12 jours de RTT par an.", CONGES, False),
    w.faith("fr-t53-027", "direction", "Quand faut-il poser les congés d'été ?", "Les congés d'été doivent être posés après le 31 mars.", CONGES, False),
    w.faith("fr-t53-028", "added.fact", "Combien de jours de télétravail sont autorisés ?", "Le télétravail est autorisé jusqu'à trois jours par semaine, à condition de venir au bureau le lundi.", TELETRAVAIL, False),
    w.faith("fr-t53-029", "modality", "Le VPN est-il obligatoire ?", "L'utilisation du VPN est conseillée pour se connecter depuis l'extérieur, mais elle n'est pas obligatoire.", SECURITE, False),
    w.faith("fr-t53-030", "value.time", "Jusqu'à quelle heure le support est-il joignable ?", "Le support informatique est joignable du lundi au vendredi de 8 h à 17 h 30.", SUPPORT, False),
    w.faith("fr-t53-031", "role.swap", "Qui dirige le support informatique ?", "Le support est dirigé par Inès Benali, et Nicolas Garnier gère l'attribution des ordinateurs et des téléphones.", SUPPORT, False),
    w.faith("fr-t53-032", "value.except", "Quels jours l'agence d'Annecy centre est-elle ouverte ?", "L'agence d'Annecy centre est ouverte du lundi au vendredi, de 9 h à 12 h 30 et de 14 h à 18 h.", AGENCE, False),
    w.faith("fr-t53-033", "added.fact", "Tous les combien les portables sont-ils renouvelés ?", "Les ordinateurs portables sont renouvelés tous les trois ans, et le salarié peut racheter l'ancien.", SECURITE, False),
    w.faith("fr-t53-034", "value.number", "Tous les combien faut-il changer son mot de passe ?", "Le mot de passe doit être changé tous les 60 jours et compter au moins 12 caractères.", SECURITE, False),
    w.faith("fr-t53-035", "value.currency", "Quel est le plafond de remboursement des lunettes ?", "Les lunettes sont remboursées jusqu'à 84 € tous les deux ans.", MUTUELLE, False),
    w.faith("fr-t53-036", "quantifier", "La mutuelle est-elle obligatoire ?", "L'adhésion n'est obligatoire que pour certains salariés en CDI.", MUTUELLE, False),
    w.faith("fr-t53-037", "value.date", "Quand la Banque Savoisienne a-t-elle racheté la Caisse d'épargne de la Tarentaise ?", "La Banque Savoisienne a racheté la Caisse d'épargne de la Tarentaise en 1908.", BANQUE, False),
    w.faith("fr-t53-038", "role.swap", "Qui préside le conseil d'administration ?", "Le conseil d'administration est présidé par Philippe Morel, et Hélène Vidal est directrice générale depuis 2017.", BANQUE, False),
    w.faith("fr-t53-039", "added.entity", "Combien d'agences compte la Banque Savoisienne ?", "La Banque Savoisienne et sa filiale, la Banque du Léman, comptent ensemble 57 agences en Savoie et en Haute-Savoie.", BANQUE, False),
    w.faith("fr-t53-040", "antonym", "Le décodeur TV est-il inclus ?", "Le décodeur TV est proposé en option, avec un supplément.", BOX, False),
    w.faith("fr-t53-041", "role.swap", "Qui suit les prêts immobiliers ?", "Les prêts immobiliers sont suivis par Sophie Lambert, conseillère de l'agence d'Annecy centre.", AGENCE, False),
    w.faith("fr-t53-042", "negation", "Puis-je retirer l'argent du compte à terme avant l'échéance ?", "Oui, les fonds du compte à terme restent disponibles avant l'échéance.", EPARGNE, False),
    w.faith("fr-t53-043", "quantifier", "Puis-je utiliser mon forfait Azur en Europe ?", "Oui, 25 Go sont utilisables en Europe avec les deux forfaits Azur.", FORFAIT, False),
    w.faith("fr-t53-044", "value.number", "Combien coûte la box Fibre Célia ?", "La box Fibre Célia coûte 29,99 € par mois pendant deux ans, puis 39,99 €.", BOX, False),
]

CORRECTNESS = [
    w.correct("fr-t53-045", "correct.wordy", "Combien de jours de congés payés a un salarié à temps plein ?", "Si vous êtes à temps plein chez Vernier Conseil, vous bénéficiez de vingt-cinq jours de congés payés par an.", "25 jours", True),
    w.correct("fr-t53-046", "correct.short", "Qui dirige le support informatique ?", "Nicolas Garnier.", "Le support informatique de Vernier Conseil est dirigé par Nicolas Garnier.", True),
    w.correct("fr-t53-047", "correct.format", "Combien coûte le forfait Azur 150 Go ?", "Dix-neuf euros quatre-vingt-dix-neuf par mois.", "19,99 € par mois", True),
    w.correct("fr-t53-048", "correct.format", "Quel est le débit maximal de la box Fibre Célia ?", "2 000 Mb/s en téléchargement.", "2 Gb/s", True),
    w.correct("fr-t53-049", "wrong.value", "Quel est le taux du compte à terme sur 18 mois ?", "Le taux est de 3 %.", "3,4 %", False),
    w.correct("fr-t53-050", "wrong.role", "Qui dirige l'agence d'Annecy centre ?", "C'est Antoine Mercier qui dirige l'agence.", "Sophie Lambert", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
