"""French cases of set t38: les formules et la facturation de Rédacto, l'offre de stockage
Nuage 500 et le compte d'équipe de l'agence Lumière, l'abonnement Famille de Cinéflux et le
foyer Moreau, les frais de carte et les contestations de la banque Azur, les horaires
d'assistance d'Hébergia et les notes de version de Maison Connectée 2.9."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

SUB_TIERS = (
    "Rédacto propose trois formules : Essentiel, Équipe et Entreprise. "
    "Essentiel coûte 8 € par mois pour un seul utilisateur ; Équipe revient à 15 € par utilisateur et par mois, avec un minimum de quatre utilisateurs. "
    "Pour Entreprise, le service commercial établit un devis sur mesure. "
    "Toutes les formules sauf Entreprise bénéficient d'un essai gratuit de 10 jours."
)
SUB_BILLING = (
    "Chez Rédacto, le paiement annuel permet d'économiser 25 % par rapport au paiement mensuel. "
    "Le titulaire du compte peut passer du mensuel à l'annuel à tout moment, mais le retour au mensuel ne prend effet qu'au prochain renouvellement. "
    "Un remboursement n'est possible que dans les 15 jours qui suivent la souscription d'un abonnement annuel."
)
STORAGE_PLAN = (
    "L'offre Nuage 500 fournit 500 Go de stockage pour 1,99 € par mois. "
    "Les fichiers placés dans la corbeille y restent 30 jours avant d'être supprimés définitivement. "
    "Un dossier partagé n'est décompté que de l'espace de la personne qui l'a créé, pas de celui des membres invités."
)
STORAGE_TEAM = (
    "Dans le compte d'équipe de l'agence Lumière, Claire Dubois est administratrice et Marc Petit est le contact facturation. "
    "Claire valide l'arrivée des nouveaux membres, et Marc reçoit les factures mensuelles par e-mail. "
    "Les liens de dépôt créés par les membres expirent au bout de 14 jours, sauf si Claire les prolonge."
)
FAMILY_PLAN = (
    "L'abonnement Famille de Cinéflux coûte 19,99 € par mois et permet de créer jusqu'à cinq profils. "
    "Quatre écrans au maximum peuvent diffuser en même temps. "
    "Les membres doivent être invités par le titulaire principal et habiter tous à la même adresse que lui. "
    "Les profils enfants ne peuvent pas louer de films."
)
FAMILY_HOUSEHOLD = (
    "Chez les Moreau, Julien Moreau est le titulaire principal et sa fille Inès est membre. "
    "Julien règle l'abonnement chaque mois, et Inès ne peut supprimer que son propre profil. "
    "Depuis le 15 janvier 2025, les téléchargements sont limités à 40 titres par appareil."
)
BANK_FEES = (
    "La carte Classique de la banque en ligne Azur n'a pas de frais mensuels. "
    "Les paiements en devises étrangères sont facturés 2 % du montant, et chaque retrait d'espèces à l'étranger coûte 1,50 €. "
    "La carte Prestige coûte 9 € par mois et supprime ces deux frais. "
    "Le remplacement de la carte est gratuit une fois par an ; au-delà, il est facturé 6 €."
)
BANK_DISPUTE = (
    "Pour contester un paiement par carte, le client doit le signaler dans les 70 jours suivant l'opération. "
    "Le service litiges d'Azur examine la demande et peut recréditer le montant à titre provisoire sous 8 jours ouvrés. "
    "Le commerçant dispose ensuite de 30 jours pour répondre."
)
HOST_SUPPORT = (
    "L'assistance par chat d'Hébergia est assurée de 9 h à 19 h, du lundi au vendredi. "
    "Le week-end, seule l'assistance par e-mail est disponible, avec une réponse sous 6 heures. "
    "Les clients de l'offre Pro bénéficient en plus d'une assistance téléphonique 24 h/24."
)
SMART_RELEASE = (
    "La version 2.9 de l'application Maison Connectée, publiée le 2 septembre 2025, prend en charge les prises intelligentes Matter. "
    "Chaque automatisation peut désormais compter jusqu'à 8 déclencheurs. "
    "La fonction bêta de détection de présence a été supprimée. "
    "Le mode vacances a été repensé par l'équipe design à partir des retours du comité d'utilisateurs."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("fr-t38-001", "para.combine", "Combien coûte Essentiel, et peut-on l'essayer ?", "Essentiel est à 8 € par mois et, comme Équipe, il peut être testé gratuitement pendant 10 jours.", SUB_TIERS, True),
    w.faith("fr-t38-002", "para.except", "Quelles formules ont droit à l'essai gratuit ?", "Essentiel et Équipe ont droit à l'essai gratuit de 10 jours ; Entreprise est la seule formule qui n'en a pas.", SUB_TIERS, True),
    w.faith("fr-t38-003", "fmt.number", "Combien coûte la formule Équipe ?", "Équipe coûte quinze euros par utilisateur et par mois, pour quatre utilisateurs au minimum.", SUB_TIERS, True),
    w.faith("fr-t38-004", "value.number", "À partir de combien d'utilisateurs peut-on prendre Équipe ?", "La formule Équipe est facturée 15 € par utilisateur et par mois, à partir de six utilisateurs.", SUB_TIERS, False),
    w.faith("fr-t38-005", "fmt.share", "Combien économise-t-on en payant à l'année ?", "En réglant à l'année, on paie un quart de moins qu'en réglant au mois.", SUB_BILLING, True),
    w.faith("fr-t38-006", "para.pronoun", "Puis-je passer au paiement annuel maintenant ?", "Oui, en tant que titulaire du compte, vous pouvez le faire quand vous voulez.", SUB_BILLING, True),
    w.faith("fr-t38-007", "negation", "Un abonnement annuel est-il remboursable ?", "Un abonnement annuel n'est jamais remboursé, même dans les 15 premiers jours.", SUB_BILLING, False),
    w.faith("fr-t38-008", "added.fact", "Quel est l'intérêt du paiement annuel ?", "Le paiement annuel fait économiser 25 % et donne en plus accès à l'assistance prioritaire.", SUB_BILLING, False),
    w.faith("fr-t38-009", "fmt.unit", "Combien d'espace offre Nuage 500 ?", "Nuage 500 offre un demi-téraoctet de stockage pour 1,99 € par mois.", STORAGE_PLAN, True),
    w.faith("fr-t38-010", "role.swap", "Sur quel espace est décompté un dossier partagé ?", "Un dossier partagé est décompté de l'espace des membres invités, et non de celui de son créateur.", STORAGE_PLAN, False),
    w.faith("fr-t38-011", "para.relative", "Si on m'invite dans un dossier partagé, est-ce que je perds de l'espace ?", "Non : seul l'espace de la personne qui a créé le dossier est entamé, celui des invités n'est pas touché.", STORAGE_PLAN, True),
    w.faith("fr-t38-012", "value.number", "Combien de temps les fichiers restent-ils dans la corbeille ?", "Les fichiers jetés à la corbeille y sont conservés deux mois avant d'être effacés pour de bon.", STORAGE_PLAN, False),
    w.faith("fr-t38-013", "para.pronoun", "Qui reçoit les factures du compte d'équipe ?", "C'est Marc Petit qui s'occupe de la facturation : il reçoit les factures mensuelles par e-mail.", STORAGE_TEAM, True),
    w.faith("fr-t38-014", "role.swap", "Qui valide les nouveaux membres ?", "L'arrivée des nouveaux membres est validée par Marc Petit, le contact facturation.", STORAGE_TEAM, False),
    w.faith("fr-t38-015", "fmt.period", "Quand les liens de dépôt expirent-ils ?", "Les liens de dépôt des membres expirent au bout de deux semaines, à moins que Claire ne les prolonge.", STORAGE_TEAM, True),
    w.faith("fr-t38-016", "role.swap", "Peut-on prolonger un lien de dépôt ?", "Les liens de dépôt créés par Claire expirent après 14 jours, sauf si un membre les prolonge.", STORAGE_TEAM, False),
    w.faith("fr-t38-017", "para.combine", "Qui fait quoi dans le compte de l'agence ?", "Claire Dubois, l'administratrice, accepte les nouveaux membres, tandis que Marc Petit, chargé de la facturation, reçoit chaque mois les factures par e-mail.", STORAGE_TEAM, True),
    w.faith("fr-t38-018", "added.fact", "De quoi s'occupe Marc Petit ?", "Marc reçoit les factures mensuelles par e-mail et peut aussi changer la carte de paiement du compte.", STORAGE_TEAM, False),
    w.faith("fr-t38-019", "para.combine", "Combien de personnes peuvent utiliser l'abonnement Famille ?", "On peut créer jusqu'à cinq profils, et quatre écrans au plus peuvent diffuser simultanément.", FAMILY_PLAN, True),
    w.faith("fr-t38-020", "quantifier", "Quels profils peuvent louer des films ?", "Tous les profils, y compris les profils enfants, peuvent louer des films.", FAMILY_PLAN, False),
    w.faith("fr-t38-021", "role.swap", "Comment rejoint-on l'abonnement Famille ?", "Dans l'abonnement Famille, ce sont les membres qui envoient une invitation au titulaire principal.", FAMILY_PLAN, False),
    w.faith("fr-t38-022", "para.nominal", "Mon enfant peut-il louer un film depuis son profil ?", "La location de films est impossible depuis un profil enfant.", FAMILY_PLAN, True),
    w.faith("fr-t38-023", "para.pronoun", "Qui paie l'abonnement chez les Moreau ?", "Le titulaire principal est Julien Moreau, et c'est lui qui paie l'abonnement chaque mois.", FAMILY_HOUSEHOLD, True),
    w.faith("fr-t38-024", "role.swap", "Qui règle l'abonnement chez les Moreau ?", "L'abonnement est payé chaque mois par Inès, la fille de Julien.", FAMILY_HOUSEHOLD, False),
    w.faith("fr-t38-025", "fmt.date", "Depuis quand les téléchargements sont-ils limités ?", "Depuis le 15/01/2025, chaque appareil ne peut contenir que 40 titres téléchargés au maximum.", FAMILY_HOUSEHOLD, True),
    w.faith("fr-t38-026", "para.combine", "Qu'apporte la carte Prestige ?", "Pour 9 € par mois, la carte Prestige supprime les 2 % sur les paiements en devises ainsi que les 1,50 € par retrait à l'étranger.", BANK_FEES, True),
    w.faith("fr-t38-027", "para.synonym", "La carte Classique coûte-t-elle quelque chose chaque mois ?", "Non, la carte Classique ne vous est pas facturée mensuellement.", BANK_FEES, True),
    w.faith("fr-t38-028", "fmt.currency", "Combien coûte un deuxième remplacement de carte dans l'année ?", "Au-delà du premier remplacement gratuit de l'année, chaque nouvelle carte est facturée six euros.", BANK_FEES, True),
    w.faith("fr-t38-029", "antonym", "Les paiements avec la carte Classique sont-ils facturés ?", "Avec la carte Classique, les paiements en monnaie locale sont facturés 2 % du montant.", BANK_FEES, False),
    w.faith("fr-t38-030", "added.fact", "La carte Prestige vaut-elle le coup ?", "La carte Prestige, à 9 € par mois, supprime les deux frais et inclut une assurance voyage.", BANK_FEES, False),
    w.faith("fr-t38-031", "role.swap", "Quels sont les délais d'une contestation ?", "C'est le commerçant qui doit signaler la contestation dans les 70 jours, et le client a ensuite 30 jours pour répondre.", BANK_DISPUTE, False),
    w.faith("fr-t38-032", "para.passive", "Que se passe-t-il après ma contestation ?", "La demande est examinée par le service litiges d'Azur, et le montant peut être recrédité provisoirement sous 8 jours ouvrés.", BANK_DISPUTE, True),
    w.faith("fr-t38-033", "modality", "Serai-je remboursé pendant l'examen ?", "Le service litiges est tenu de recréditer le montant à titre provisoire sous 8 jours ouvrés.", BANK_DISPUTE, False),
    w.faith("fr-t38-034", "para.pronoun", "Et le commerçant, combien de temps a-t-il ?", "Quant au commerçant, il a ensuite 30 jours pour répondre.", BANK_DISPUTE, True),
    w.faith("fr-t38-035", "added.fact", "Comment contester un paiement ?", "Vous avez 70 jours après l'opération pour le signaler, et la contestation doit être envoyée par courrier recommandé.", BANK_DISPUTE, False),
    w.faith("fr-t38-036", "fmt.time", "À quelles heures le chat d'Hébergia est-il ouvert ?", "Le chat répond du lundi au vendredi, de neuf heures du matin à sept heures du soir.", HOST_SUPPORT, True),
    w.faith("fr-t38-037", "para.except", "Le chat est-il ouvert le samedi ?", "Non : le week-end, il n'y a pas de chat, seulement l'assistance par e-mail.", HOST_SUPPORT, True),
    w.faith("fr-t38-038", "value.time", "Jusqu'à quelle heure peut-on utiliser le chat ?", "Le chat d'Hébergia est assuré du lundi au vendredi, de 8 h à 19 h.", HOST_SUPPORT, False),
    w.faith("fr-t38-039", "added.fact", "Qu'ont de plus les clients Pro ?", "Les clients Pro disposent en plus d'une ligne téléphonique 24 h/24 et d'un conseiller dédié.", HOST_SUPPORT, False),
    w.faith("fr-t38-040", "para.combine", "Quoi de neuf dans la version 2.9 ?", "Sortie le 2 septembre 2025, la version 2.9 gère les prises Matter et abandonne la détection de présence en bêta.", SMART_RELEASE, True),
    w.faith("fr-t38-041", "role.swap", "Qui a repensé le mode vacances ?", "Le comité d'utilisateurs a repensé le mode vacances en s'appuyant sur les retours de l'équipe design.", SMART_RELEASE, False),
    w.faith("fr-t38-042", "para.synonym", "Combien de déclencheurs une automatisation peut-elle avoir ?", "Une automatisation accepte maintenant jusqu'à 8 déclencheurs.", SMART_RELEASE, True),
    w.faith("fr-t38-043", "added.fact", "Qu'apporte la version 2.9 ?", "La version 2.9 prend en charge les prises Matter et corrige un bug de connexion sur iOS.", SMART_RELEASE, False),
    w.faith("fr-t38-044", "wrap.closer", "Quand la version 2.9 est-elle sortie ?", "La version 2.9 a été publiée le 2 septembre 2025. N'hésitez pas si vous avez d'autres questions !", SMART_RELEASE, True),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-t38-045", "correct.wordy", "Combien coûte la carte Prestige de la banque Azur ?", "La carte Prestige de la banque Azur coûte 9 euros chaque mois et supprime en échange les frais sur les paiements en devises et sur les retraits à l'étranger.", "9 € par mois", True),
    w.correct("fr-t38-046", "correct.format", "Quand la version 2.9 de Maison Connectée est-elle sortie ?", "Le 02/09/2025.", "2 septembre 2025", True),
    w.correct("fr-t38-047", "correct.wordy", "Combien de profils permet l'abonnement Famille de Cinéflux ?", "L'abonnement Famille de Cinéflux permet de créer jusqu'à 5 profils, de quoi en donner un à chaque membre du foyer.", "Cinq", True),
    w.correct("fr-t38-048", "correct.format", "À quelle heure ferme le chat d'Hébergia ?", "À 19:00.", "19 h", True),
    w.correct("fr-t38-049", "wrong.value", "Combien de temps les fichiers restent-ils dans la corbeille de Nuage 500 ?", "Les fichiers restent 60 jours dans la corbeille.", "30 jours", False),
    w.correct("fr-t38-050", "wrong.role", "Qui valide les nouveaux membres dans le compte de l'agence Lumière ?", "Marc Petit, le contact facturation.", "Claire Dubois, l'administratrice", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
