"""French cases of set t19: un parc animalier, une coopérative bio, une étude de notaire,
un skatepark, un théâtre de marionnettes et un bac vers une île."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

PARK = "Le parc animalier des Trois Chênes est ouvert tous les jours de 9 h 30 à 18 h, sauf le mardi hors vacances scolaires. La billetterie ferme une heure avant le parc. L'entrée coûte 16 € pour les adultes et 11 € pour les enfants de 3 à 12 ans ; elle est gratuite pour les moins de 3 ans. Les chiens ne sont pas admis, même tenus en laisse."
PARK_STAFF = "Le goûter des loutres a lieu chaque jour à 16 h et dure vingt minutes. C'est la soigneuse Camille Marchand qui le commente, tandis que le soigneur Hugo Lefèvre prépare les rations en cuisine. Il est interdit de nourrir les animaux, sous peine d'exclusion du parc."
COOP = "L'adhésion à la coopérative bio La Fourche coûte 30 € par an, ou 10 € pour les étudiants et les demandeurs d'emploi. Chaque adhérent donne trois heures de bénévolat par mois au magasin. En échange, il bénéficie de 12 % de remise sur tous les produits. Les nouvelles adhésions sont validées par le conseil d'administration lors de sa réunion du premier lundi du mois."
BOX = "Les paniers de légumes sont préparés le jeudi et sont à retirer le vendredi entre 17 h et 19 h 30 au local de la coopérative. Le petit panier coûte 13 € et le grand 21 €. Toute modification de commande doit être faite avant le mardi midi. Les paniers non retirés le vendredi soir sont remis le samedi matin à l'épicerie solidaire du quartier."
NOTARY = "L'étude de Maître Claire Dubois, notaire, reçoit du lundi au vendredi, de 9 h à 12 h et de 14 h à 18 h. Les rendez-vous de signature d'un acte de vente se prennent au moins dix jours à l'avance. Chaque signataire doit présenter une carte d'identité ou un passeport en cours de validité. La copie authentique de l'acte est envoyée par courrier dans un délai de trois semaines après la signature."
NOTARY_STAFF = "Le clerc Julien Moreau rédige les projets d'actes, puis Maître Claire Dubois les relit et les signe. Les fonds de l'acheteur doivent être virés sur le compte de l'étude au plus tard la veille de la signature ; les chèques ne sont pas acceptés. Un testament peut être déposé à l'étude sans frais."
SKATE = "Le skatepark municipal des Berges est gratuit et ouvert de 8 h à 21 h d'avril à septembre, et de 9 h à 18 h le reste de l'année. Le casque est obligatoire pour les moins de 14 ans et conseillé pour tous les autres. Les trottinettes sont acceptées, mais les vélos sont interdits. Le bowl est fermé par temps de pluie."
SKATE_CLASS = "L'association Ride & Roule propose des cours d'initiation le mercredi de 14 h à 15 h 30 pour les 7-12 ans, avec le moniteur Karim Benali. Le cours adultes, animé par la monitrice Élodie Garnier, a lieu le samedi à 10 h. Le trimestre coûte 90 €, prêt de planche compris."
PUPPET = "Le Théâtre des Ficelles présente « Le Loup qui n'avait pas faim » du 4 novembre au 22 décembre. Les représentations ont lieu le mercredi et le samedi à 15 h, ainsi que le dimanche à 11 h. Le spectacle dure 45 minutes, sans entracte, et convient aux enfants dès 3 ans. La marionnettiste Léa Fontaine manipule le loup, et le comédien Paul Girard prête sa voix au narrateur."
FERRY = "Le bac pour l'île de Kervenn part du port de Pors-Meur à 8 h, 12 h 30 et 18 h en juillet et en août. Le reste de l'année, il n'y a que deux traversées par jour, à 9 h et à 16 h. La traversée dure 25 minutes. L'aller-retour coûte 18 € pour un adulte et 9 € pour un enfant de moins de 12 ans ; les vélos voyagent gratuitement. Les voitures ne sont pas embarquées."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("fr-t19-001", "para.synonym", "Je peux venir avec mon chien s'il est en laisse ?", "Non, les chiens sont refusés dans le parc, laisse ou pas.", PARK, True),
    w.faith("fr-t19-002", "fmt.time", "À quelle heure ferme le parc ?", "Le parc ferme à six heures du soir.", PARK, True),
    w.faith("fr-t19-003", "para.combine", "Jusqu'à quand peut-on acheter un billet ?", "Comme le parc ferme à 18 h et que la billetterie ferme une heure plus tôt, il faut acheter son billet avant 17 h.", PARK, True),
    w.faith("fr-t19-004", "fmt.currency", "Combien coûte l'entrée pour un enfant de 8 ans ?", "Pour un enfant de cet âge, c'est onze euros.", PARK, True),
    w.faith("fr-t19-005", "para.passive", "Qui commente le goûter des loutres ?", "Le goûter des loutres est commenté par la soigneuse Camille Marchand.", PARK_STAFF, True),
    w.faith("fr-t19-006", "fmt.time", "C'est quand, le goûter des loutres ?", "Il commence chaque jour à quatre heures de l'après-midi et dure vingt minutes.", PARK_STAFF, True),
    w.faith("fr-t19-007", "para.except", "Le parc est-il ouvert le mardi ?", "Pendant les vacances scolaires, oui : le mardi, il n'est fermé qu'en dehors des vacances.", PARK, True),
    w.faith("fr-t19-008", "para.nominal", "Comment sont validées les adhésions ?", "La validation des nouvelles adhésions revient au conseil d'administration, lors de sa réunion du premier lundi du mois.", COOP, True),
    w.faith("fr-t19-009", "fmt.currency", "Combien coûte l'adhésion pour un étudiant ?", "Pour les étudiants, c'est dix euros au lieu de trente.", COOP, True),
    w.faith("fr-t19-010", "para.reorder", "Quel est l'avantage d'être adhérent ?", "Sur tous les produits, les adhérents ont droit à une remise de 12 %.", COOP, True),
    w.faith("fr-t19-011", "fmt.time", "Quand puis-je récupérer mon panier ?", "Le vendredi, entre cinq heures et sept heures et demie du soir, au local de la coopérative.", BOX, True),
    w.faith("fr-t19-012", "para.relative", "Et si je ne viens pas chercher mon panier ?", "Les paniers qui n'ont pas été retirés le vendredi soir sont donnés le samedi matin à l'épicerie solidaire du quartier.", BOX, True),
    w.faith("fr-t19-013", "wrap.attribution", "Jusqu'à quand puis-je modifier ma commande ?", "D'après la coopérative, toute modification doit être faite avant midi le mardi.", BOX, True),
    w.faith("fr-t19-014", "para.except", "L'étude est-elle ouverte entre midi et deux ?", "Non, elle ferme de 12 h à 14 h ; elle reçoit le matin et l'après-midi.", NOTARY, True),
    w.faith("fr-t19-015", "fmt.period", "Quand vais-je recevoir la copie authentique de l'acte ?", "Elle vous sera envoyée par courrier au plus tard 21 jours après la signature.", NOTARY, True),
    w.faith("fr-t19-016", "para.synonym", "Quels papiers dois-je apporter pour la signature ?", "Chaque signataire doit se munir d'une pièce d'identité valide : carte d'identité ou passeport.", NOTARY, True),
    w.faith("fr-t19-017", "para.pronoun", "Que fait Julien Moreau ?", "Il est clerc, et c'est lui qui rédige les projets d'actes.", NOTARY_STAFF, True),
    w.faith("fr-t19-018", "wrap.hedge", "Je peux payer par chèque ?", "Il me semble que non : les chèques ne sont pas acceptés, les fonds doivent être virés sur le compte de l'étude.", NOTARY_STAFF, True),
    w.faith("fr-t19-019", "para.synonym", "Le skatepark est-il payant ?", "Non, on y accède sans rien payer.", SKATE, True),
    w.faith("fr-t19-020", "para.part", "Mon fils de 10 ans doit-il porter un casque ?", "Oui, le casque est obligatoire pour les moins de 14 ans.", SKATE, True),
    w.faith("fr-t19-021", "fmt.currency", "Combien coûtent les cours d'initiation ?", "Comptez 90 euros par trimestre, la planche étant prêtée.", SKATE_CLASS, True),
    w.faith("fr-t19-022", "fmt.date", "Quand se joue le spectacle du loup ?", "« Le Loup qui n'avait pas faim » est à l'affiche du 4/11 au 22/12.", PUPPET, True),
    w.faith("fr-t19-023", "wrap.opener", "Ma fille a 3 ans, le spectacle est-il adapté ?", "Bonne nouvelle ! Le spectacle convient aux enfants à partir de 3 ans.", PUPPET, True),
    w.faith("fr-t19-024", "wrap.closer", "Combien de temps dure la traversée ?", "La traversée jusqu'à Kervenn prend 25 minutes. Bon voyage !", FERRY, True),

    w.faith("fr-t19-025", "value.time", "À quelle heure ouvre le parc ?", "Le parc ouvre ses portes à 10 h.", PARK, False),
    w.faith("fr-t19-026", "value.except", "Quand le parc est-il fermé ?", "Le parc est fermé le lundi hors vacances scolaires.", PARK, False),
    w.faith("fr-t19-027", "role.swap", "Qui commente le goûter et qui prépare les rations ?", "Hugo Lefèvre commente le goûter, et Camille Marchand prépare les rations en cuisine.", PARK_STAFF, False),
    w.faith("fr-t19-028", "modality", "Peut-on donner à manger aux animaux ?", "C'est déconseillé, mais ce n'est pas interdit.", PARK_STAFF, False),
    w.faith("fr-t19-029", "value.number", "Combien d'heures de bénévolat faut-il faire ?", "Chaque adhérent donne cinq heures par mois au magasin.", COOP, False),
    w.faith("fr-t19-030", "quantifier", "Sur quels produits s'applique la remise ?", "La remise de 12 % ne s'applique qu'aux fruits et légumes.", COOP, False),
    w.faith("fr-t19-031", "value.date", "Quand le conseil valide-t-il les adhésions ?", "Lors de sa réunion du premier vendredi du mois.", COOP, False),
    w.faith("fr-t19-032", "added.fact", "Que deviennent les paniers non retirés ?", "Ils sont remis le samedi matin à l'épicerie solidaire, et l'adhérent est remboursé.", BOX, False),
    w.faith("fr-t19-033", "antonym", "Les adhérents paient-ils moins cher ?", "Non, en échange de leur bénévolat, ils paient tous les produits 12 % plus cher.", COOP, False),
    w.faith("fr-t19-034", "value.time", "Quels sont les horaires de retrait des paniers ?", "Les paniers se retirent le vendredi entre 16 h et 18 h.", BOX, False),
    w.faith("fr-t19-035", "negation", "Faut-il une pièce d'identité pour signer ?", "Non, aucune pièce d'identité n'est demandée pour signer.", NOTARY, False),
    w.faith("fr-t19-036", "direction", "Combien de temps à l'avance faut-il prendre rendez-vous ?", "Les rendez-vous de signature se prennent au maximum dix jours à l'avance.", NOTARY, False),
    w.faith("fr-t19-037", "role.swap", "Qui rédige et qui signe les actes ?", "C'est Maître Claire Dubois qui rédige les projets d'actes, et le clerc Julien Moreau qui les signe.", NOTARY_STAFF, False),
    w.faith("fr-t19-038", "direction", "Quand faut-il virer les fonds ?", "Les fonds peuvent être virés au plus tard le lendemain de la signature.", NOTARY_STAFF, False),
    w.faith("fr-t19-039", "modality", "Le casque est-il obligatoire pour les adultes ?", "Oui, les adultes sont eux aussi tenus de porter un casque.", SKATE, False),
    w.faith("fr-t19-040", "negation", "Je peux venir au skatepark à vélo ?", "Oui, les vélos sont acceptés au skatepark.", SKATE, False),
    w.faith("fr-t19-041", "role.swap", "Qui anime les cours d'initiation ?", "Élodie Garnier anime le cours des 7-12 ans le mercredi, et Karim Benali celui des adultes le samedi.", SKATE_CLASS, False),
    w.faith("fr-t19-042", "added.entity", "Qui joue dans le spectacle ?", "La marionnettiste Léa Fontaine manipule le loup avec Chloé Bernard, et Paul Girard fait la voix du narrateur.", PUPPET, False),
    w.faith("fr-t19-043", "value.date", "Jusqu'à quand le spectacle est-il à l'affiche ?", "Il reste à l'affiche jusqu'au 22 janvier.", PUPPET, False),
    w.faith("fr-t19-044", "quantifier", "Combien de traversées y a-t-il par jour ?", "Toute l'année, le bac fait trois traversées par jour.", FERRY, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-t19-045", "correct.wordy", "Combien de temps dure la traversée vers Kervenn ?", "Entre Pors-Meur et l'île de Kervenn, comptez vingt-cinq minutes de traversée, pas davantage.", "25 minutes.", True),
    w.correct("fr-t19-046", "correct.format", "À quelle heure part le dernier bac en août ?", "À 6 heures du soir.", "18 h", True),
    w.correct("fr-t19-047", "correct.wordy", "Qui signe les actes à l'étude ?", "Les projets sont rédigés par le clerc, mais c'est la notaire, Maître Claire Dubois, qui les relit et les signe.", "Maître Claire Dubois.", True),
    w.correct("fr-t19-048", "correct.format", "Combien coûte le grand panier ?", "Vingt et un euros.", "21 €", True),
    w.correct("fr-t19-049", "wrong.value", "Quel est le prix de l'aller-retour pour un adulte ?", "L'aller-retour adulte coûte 9 €.", "18 €", False),
    w.correct("fr-t19-050", "wrong.role", "Qui manipule le loup ?", "C'est le comédien Paul Girard qui manipule le loup.", "La marionnettiste Léa Fontaine.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
