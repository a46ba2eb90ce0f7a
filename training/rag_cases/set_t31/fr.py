"""French cases of set t31: abonnements et histoire du Courrier de l'Estuaire, stage et
fondatrice de l'école de voile Les Goélands, boutique de la ferme des Tilleuls, plateforme
Savoirs+, salle de lecture et fonds de cartes postales des Archives de Valmont, initiations
et gérance de l'atelier de verre soufflé Flamme Vive."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

ABO = (
    "L'abonnement numérique au Courrier de l'Estuaire coûte 9,99 € par mois, et la formule papier + numérique 27 € par mois. "
    "L'édition papier est livrée du lundi au samedi avant 7 h ; il n'y a pas d'édition le dimanche. "
    "La résiliation se fait en ligne à tout moment et prend effet à la fin du mois en cours. "
    "Les demandeurs d'emploi bénéficient de 25 % de réduction sur la formule papier + numérique."
)
JOURNAL = (
    "Le Courrier de l'Estuaire a été fondé en 1946 par l'imprimeur Lucien Garnier. "
    "En 2011, le groupe Horizon Presse a racheté le journal et installé la rédaction quai des Chartrons. "
    "Le rédacteur en chef actuel, Karim Benali, est en poste depuis septembre 2019."
)
STAGE = (
    "Le stage d'initiation de l'école de voile Les Goélands dure cinq jours, du lundi au vendredi, de 9 h 30 à 12 h 30. "
    "Il coûte 310 €, location de l'optimist et du gilet de sauvetage comprise. "
    "Il est ouvert aux enfants de 8 à 12 ans sachant nager 25 mètres. "
    "Si le vent dépasse 20 nœuds, la séance est annulée et rattrapée le samedi."
)
ECOLE = (
    "L'école de voile Les Goélands a été créée en 1988 par la navigatrice Hélène Marchal. "
    "En 2014, son ancien élève Yann Le Goff en a pris la direction technique. "
    "L'école possède 18 optimists et quatre catamarans, tous amarrés à la cale du Port-Neuf."
)
FERME = (
    "La boutique de la ferme des Tilleuls est ouverte tous les jours sauf le mercredi, de 9 h à 19 h. "
    "Les yaourts sont fabriqués sur place avec le lait du troupeau, tandis que le miel vient du rucher Dumas, à quatre kilomètres. "
    "Les commandes de plus de 40 € passées par téléphone peuvent être retirées le jour même à partir de 16 h."
)
SAVOIRS = (
    "Sur la plateforme Savoirs+, chaque cours reste accessible pendant trois ans après l'achat. "
    "Une attestation est délivrée à ceux qui terminent tous les chapitres et obtiennent au moins 14/20 à l'examen final. "
    "Le remboursement est possible dans les 10 jours suivant l'achat, à condition d'avoir suivi moins de 30 % du cours. "
    "Le cours « Photographie de rue » a été conçu par Élodie Vasseur et il est présenté par Marc Dubreuil."
)
SALLE = (
    "La salle de lecture des Archives municipales de Valmont est ouverte du mardi au samedi, de 9 h à 17 h 30. "
    "Toute consultation doit être réservée au moins 48 heures à l'avance. "
    "Les documents originaux ne peuvent être consultés qu'au crayon à papier ; les photos sans flash sont autorisées."
)
FONDS = (
    "Le fonds de cartes postales des Archives a été légué en 1990 par le collectionneur Raymond Perrin. "
    "Il a été numérisé entre 2012 et 2015 par une équipe dirigée par l'archiviste Claire Dussault. "
    "Le fonds compte environ 7 500 cartes, dont la plus ancienne date de 1899."
)
INITIATION = (
    "L'atelier de soufflage de verre Flamme Vive propose une initiation de deux heures et demie à 95 € par personne, le vendredi à 18 h et le dimanche à 10 h. "
    "Chaque participant souffle un verre à pied, qui doit refroidir pendant 24 heures et peut être récupéré à partir du mardi suivant. "
    "Les groupes sont limités à quatre personnes et les cheveux longs doivent être attachés."
)
ATELIER = (
    "L'atelier Flamme Vive a été ouvert en 2007 par le souffleur de verre Thierry Roux dans une ancienne boulangerie. "
    "En 2018, il a confié la gestion de l'atelier à son fils Hugo Roux, qui anime aussi les cours du soir."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # fidèles : tout est dans le contexte, dit autrement
    w.faith("fr-t31-001", "para.relative", "Qui a racheté le Courrier de l'Estuaire ?", "Le Courrier de l'Estuaire, que l'imprimeur Lucien Garnier avait fondé en 1946, a été racheté par le groupe Horizon Presse en 2011.", JOURNAL, True),
    w.faith("fr-t31-002", "para.combine", "Qui a installé la rédaction quai des Chartrons ?", "C'est Horizon Presse, le groupe qui a repris le journal en 2011, qui a installé la rédaction quai des Chartrons.", JOURNAL, True),
    w.faith("fr-t31-003", "para.pronoun", "Qui est le rédacteur en chef ?", "Le rédacteur en chef est Karim Benali. Il occupe ce poste depuis septembre 2019.", JOURNAL, True),
    w.faith("fr-t31-004", "para.except", "Le journal paraît-il le dimanche ?", "Non, le journal ne paraît pas le dimanche : l'édition papier est distribuée du lundi au samedi.", ABO, True),
    w.faith("fr-t31-005", "fmt.share", "Y a-t-il une réduction pour les demandeurs d'emploi ?", "Oui, ils ont droit à un quart de réduction sur la formule papier + numérique.", ABO, True),
    w.faith("fr-t31-006", "para.combine", "Que comprend le prix du stage ?", "Le stage à 310 € a lieu du lundi au vendredi, et le prix inclut la location de l'optimist et du gilet de sauvetage.", STAGE, True),
    w.faith("fr-t31-007", "fmt.time", "À quelle heure ont lieu les séances ?", "Les séances se déroulent de 9h30 à 12h30.", STAGE, True),
    w.faith("fr-t31-008", "para.synonym", "Qui peut s'inscrire au stage ?", "Le stage s'adresse aux enfants âgés de 8 à 12 ans capables de nager 25 mètres.", STAGE, True),
    w.faith("fr-t31-009", "para.pronoun", "Qui a fondé l'école de voile ?", "La navigatrice Hélène Marchal a créé l'école en 1988. Son ancien élève Yann Le Goff en a repris la direction technique en 2014.", ECOLE, True),
    w.faith("fr-t31-010", "para.relative", "Qui assure la direction technique de l'école ?", "L'école qu'Hélène Marchal a fondée en 1988 est passée sous la direction technique de Yann Le Goff, son ancien élève, en 2014.", ECOLE, True),
    w.faith("fr-t31-011", "fmt.number", "Combien de bateaux possède l'école ?", "La flotte compte vingt-deux bateaux : dix-huit optimists et 4 catamarans, tous à la cale du Port-Neuf.", ECOLE, True),
    w.faith("fr-t31-012", "para.except", "La boutique est-elle ouverte le mercredi ?", "Non, elle est fermée le mercredi ; les autres jours, elle vous accueille de 9 h à 19 h.", FERME, True),
    w.faith("fr-t31-013", "para.combine", "D'où viennent les yaourts et le miel ?", "Les yaourts sont faits à la ferme avec le lait de son propre troupeau, et le miel provient du rucher Dumas, situé à 4 km.", FERME, True),
    w.faith("fr-t31-014", "fmt.time", "Quand puis-je retirer une commande passée par téléphone ?", "Une commande téléphonique de plus de 40 € peut être récupérée le jour même dès 16:00.", FERME, True),
    w.faith("fr-t31-015", "fmt.period", "Combien de temps ai-je accès à un cours ?", "Vous gardez l'accès au cours pendant 36 mois après l'avoir acheté.", SAVOIRS, True),
    w.faith("fr-t31-016", "para.passive", "Comment obtenir l'attestation ?", "L'attestation est remise une fois tous les chapitres terminés et l'examen final réussi avec une note d'au moins 14 sur 20.", SAVOIRS, True),
    w.faith("fr-t31-017", "para.relative", "Qui présente le cours « Photographie de rue » ?", "Le cours « Photographie de rue », conçu par Élodie Vasseur, est présenté par Marc Dubreuil.", SAVOIRS, True),
    w.faith("fr-t31-018", "wrap.hedge", "Puis-je être remboursé ?", "Si je comprends bien, on peut être remboursé dans les 10 jours qui suivent l'achat, à condition d'avoir vu moins de 30 % du cours.", SAVOIRS, True),
    w.faith("fr-t31-019", "wrap.attribution", "Quand la salle de lecture est-elle ouverte ?", "D'après les Archives, la salle de lecture accueille le public du mardi au samedi, de 9 h à 17 h 30.", SALLE, True),
    w.faith("fr-t31-020", "fmt.period", "Combien de temps à l'avance faut-il réserver ?", "Il faut réserver sa consultation au moins deux jours avant.", SALLE, True),
    w.faith("fr-t31-021", "para.pronoun", "D'où vient le fonds de cartes postales ?", "Ce fonds a été légué en 1990 par le collectionneur Raymond Perrin. Une équipe menée par l'archiviste Claire Dussault l'a numérisé entre 2012 et 2015.", FONDS, True),
    w.faith("fr-t31-022", "fmt.thousands", "Combien de cartes compte le fonds ?", "Le fonds réunit quelque 7500 cartes postales, la plus ancienne remontant à 1899.", FONDS, True),
    w.faith("fr-t31-023", "para.relative", "Qui gère l'atelier Flamme Vive ?", "Thierry Roux, qui avait ouvert l'atelier en 2007 dans une ancienne boulangerie, en a confié la gestion à son fils Hugo en 2018.", ATELIER, True),
    w.faith("fr-t31-024", "wrap.opener", "Combien coûte l'initiation ?", "Bonne question ! L'initiation dure 2 h 30 et coûte 95 € par personne.", INITIATION, True),
    # infidèles : une seule affirmation fausse ou absente du contexte
    w.faith("fr-t31-025", "added.fact", "Combien coûte l'abonnement numérique ?", "L'abonnement numérique coûte 9,99 € par mois et donne aussi accès aux mots croisés en ligne.", ABO, False),
    w.faith("fr-t31-026", "added.fact", "Comment résilier mon abonnement ?", "Vous pouvez résilier en ligne quand vous voulez ; cela prend effet à la fin du mois en cours et vous recevez un courriel de confirmation.", ABO, False),
    w.faith("fr-t31-027", "role.swap", "Qui a fondé le Courrier de l'Estuaire ?", "Horizon Presse a fondé le journal en 1946, et Lucien Garnier l'a racheté en 2011.", JOURNAL, False),
    w.faith("fr-t31-028", "value.time", "À quelle heure le journal est-il livré ?", "L'édition papier arrive avant 8 h, du lundi au samedi.", ABO, False),
    w.faith("fr-t31-029", "added.fact", "Que comprennent les 310 € ?", "Les 310 € comprennent la location de l'optimist, le gilet de sauvetage et le goûter de chaque jour.", STAGE, False),
    w.faith("fr-t31-030", "direction", "Quand une séance est-elle annulée ?", "La séance est annulée quand le vent tombe sous les 20 nœuds, puis rattrapée le samedi.", STAGE, False),
    w.faith("fr-t31-031", "added.fact", "Que se passe-t-il en cas de vent fort ?", "Au-delà de 20 nœuds, la séance est annulée et rattrapée le samedi, et les parents sont prévenus par SMS.", STAGE, False),
    w.faith("fr-t31-032", "role.swap", "Qui a créé l'école de voile ?", "Yann Le Goff a créé l'école en 1988, et son ancienne élève Hélène Marchal en a pris la direction technique en 2014.", ECOLE, False),
    w.faith("fr-t31-033", "value.except", "Quel jour la boutique est-elle fermée ?", "La boutique est ouverte tous les jours sauf le lundi, de 9 h à 19 h.", FERME, False),
    w.faith("fr-t31-034", "added.fact", "Comment sont faits les yaourts ?", "Les yaourts sont fabriqués sur place avec le lait du troupeau et vendus en pots de verre consignés.", FERME, False),
    w.faith("fr-t31-035", "added.fact", "Puis-je commander par téléphone ?", "Oui, les commandes de plus de 40 € se retirent dès 16 h le jour même ou peuvent être livrées à domicile.", FERME, False),
    w.faith("fr-t31-036", "quantifier", "Qui conçoit les cours de Savoirs+ ?", "Tous les cours de Savoirs+ sont conçus par Élodie Vasseur.", SAVOIRS, False),
    w.faith("fr-t31-037", "value.number", "Quelle note faut-il pour l'attestation ?", "Il faut terminer tous les chapitres et obtenir au moins 12/20 à l'examen final.", SAVOIRS, False),
    w.faith("fr-t31-038", "modality", "Faut-il réserver ?", "Il est conseillé de réserver 48 heures à l'avance, mais ce n'est pas obligatoire.", SALLE, False),
    w.faith("fr-t31-039", "negation", "Peut-on prendre des photos ?", "Non, les photos sont interdites dans la salle de lecture, même sans flash.", SALLE, False),
    w.faith("fr-t31-040", "added.entity", "Qui a numérisé les cartes postales ?", "Le fonds a été numérisé entre 2012 et 2015 par l'équipe de Claire Dussault, avec l'aide de la médiathèque départementale.", FONDS, False),
    w.faith("fr-t31-041", "antonym", "De quand datent les cartes ?", "Le fonds compte environ 7 500 cartes, dont la plus récente date de 1899.", FONDS, False),
    w.faith("fr-t31-042", "value.currency", "Quel est le prix de l'initiation ?", "L'initiation dure deux heures et demie et coûte 59 € par personne.", INITIATION, False),
    w.faith("fr-t31-043", "value.date", "Quand puis-je récupérer mon verre ?", "Votre verre à pied doit refroidir 24 heures et peut être récupéré dès le lundi suivant.", INITIATION, False),
    w.faith("fr-t31-044", "added.fact", "Que fait Hugo Roux à l'atelier ?", "Hugo Roux gère l'atelier, anime les cours du soir et organise aussi les stages d'été.", ATELIER, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-t31-045", "correct.wordy", "Combien coûte la formule papier + numérique ?", "Pour recevoir le journal papier tout en ayant l'accès numérique, comptez 27 euros chaque mois.", "27 € par mois.", True),
    w.correct("fr-t31-046", "correct.format", "En quelle année l'école de voile a-t-elle été créée ?", "En mil neuf cent quatre-vingt-huit.", "En 1988.", True),
    w.correct("fr-t31-047", "correct.wordy", "À quelle heure ferme la boutique de la ferme ?", "Les jours d'ouverture, vous pouvez y faire vos courses jusqu'à 19 heures, c'est l'heure de fermeture.", "À 19 h.", True),
    w.correct("fr-t31-048", "correct.format", "Combien de temps un cours reste-t-il accessible sur Savoirs+ ?", "36 mois à compter de l'achat.", "Trois ans.", True),
    w.correct("fr-t31-049", "wrong.value", "Combien de personnes au maximum par groupe chez Flamme Vive ?", "Six personnes au maximum.", "Quatre.", False),
    w.correct("fr-t31-050", "wrong.role", "Qui a légué le fonds de cartes postales ?", "L'archiviste Claire Dussault.", "Le collectionneur Raymond Perrin.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
