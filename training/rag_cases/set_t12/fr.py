"""French cases of set t12: a maternity ward's visiting rules and baby-bath workshop, an
insurer's IT support and a mailbox migration, a bookshop's signing and teen book club, a
sailing club's rules and spring regatta, a removals firm's terms, and a vaccination
centre."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

WARD = "À la maternité de l'hôpital Saint-Louis, les visites sont autorisées de 13 h à 20 h, tous les jours. Le conjoint peut venir à toute heure et rester dormir dans la chambre. Les enfants de moins de 15 ans ne sont pas admis, à l'exception des frères et sœurs du nouveau-né. Le nombre de visiteurs est limité à trois par chambre."
WARD2 = "Chaque matin à 9 h 30, la sage-femme Isabelle Roux anime un atelier sur le bain du bébé. L'atelier dure une demi-heure et se tient dans la salle de soins du 2e étage. Il est ouvert aux deux parents, sans inscription."
HELP = "Le support informatique de la mutuelle répond du lundi au vendredi, de 8 h à 18 h. Les demandes se font par ticket sur l'intranet ; le téléphone (poste 3210) est réservé aux urgences bloquantes. Un ordinateur en panne est remplacé sous 48 heures par un appareil de prêt. Les logiciels ne peuvent être installés que par le support."
HELP2 = "Le 7 février, le technicien Karim Benali a migré les boîtes mail du service juridique vers le nouveau serveur. Sa responsable, Nathalie Morel, avait validé le planning une semaine plus tôt. La migration a pris environ trois heures et n'a entraîné aucune perte de données."
BOOK = "La librairie Le Chat qui lit reçoit l'illustratrice Camille Dufour le samedi 5 octobre de 15 h à 18 h pour une séance de dédicaces. L'entrée est libre. Pour tout achat de l'un de ses albums ce jour-là, une affiche dédicacée est offerte, dans la limite de 50 exemplaires."
BOOK2 = "Le club de lecture ados se réunit le premier mercredi de chaque mois, de 14 h à 16 h, sauf en juillet et en août. Il est réservé aux 12-17 ans et animé par le libraire Hugo Lemaire. L'inscription coûte 20 € par an."
SAIL = "Le Cercle nautique de Pornic prête ses dériveurs aux adhérents pour une sortie de deux heures maximum. Les mineurs ne peuvent naviguer que s'ils sont accompagnés d'un moniteur. Toute sortie est interdite lorsque le vent dépasse 20 nœuds. Le stage d'initiation de cinq demi-journées coûte 210 € pour les adhérents."
SAIL2 = "La régate de printemps a été remportée par Élodie Marchand devant le tenant du titre, Antoine Garnier. Le comité de course était présidé par Jean-Paul Lefèvre. Sur 16 bateaux engagés, 15 ont franchi la ligne d'arrivée."
MOVE = "Les Déménageurs Bretons facturent 650 € un déménagement de studio dans la même ville, emballage compris. Un acompte de 30 % est demandé à la réservation. Toute annulation moins de sept jours avant la date prévue entraîne la perte de l'acompte. L'entreprise ne déménage pas les pianos."
VAX = "Le centre de vaccination de la rue Pasteur accueille le public du lundi au samedi, de 9 h à 17 h, sauf le jeudi après-midi. Le vaccin contre la grippe est gratuit pour les plus de 65 ans et pour les femmes enceintes. Les mineurs doivent venir avec un parent ou présenter une autorisation signée. Après l'injection, il faut patienter 15 minutes sur place."

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, in other words
    w.faith("fr-t12-001", "fmt.time", "À quelle heure peut-on rendre visite à une maman ?", "On peut passer tous les jours, d'une heure de l'après-midi à huit heures du soir.", WARD, True),
    w.faith("fr-t12-002", "para.synonym", "Mon conjoint peut-il passer la nuit à la maternité ?", "Oui, il peut dormir dans la chambre, et il a le droit de venir à n'importe quelle heure.", WARD, True),
    w.faith("fr-t12-003", "para.except", "Les enfants peuvent-ils venir voir le bébé ?", "Parmi les moins de 15 ans, seuls les frères et sœurs du bébé sont acceptés.", WARD, True),
    w.faith("fr-t12-004", "fmt.period", "Combien de temps dure l'atelier sur le bain ?", "L'atelier dure 30 minutes.", WARD2, True),
    w.faith("fr-t12-005", "para.passive", "Qui anime l'atelier bain ?", "L'atelier sur le bain du bébé est animé par Isabelle Roux, sage-femme, tous les matins à 9 h 30.", WARD2, True),
    w.faith("fr-t12-006", "fmt.time", "Quand le support informatique répond-il ?", "Du lundi au vendredi, de huit heures du matin à six heures du soir.", HELP, True),
    w.faith("fr-t12-007", "para.except", "Est-ce que je peux appeler le support pour une petite question ?", "Non, le poste 3210 ne sert qu'aux urgences bloquantes ; pour le reste, il faut ouvrir un ticket sur l'intranet.", HELP, True),
    w.faith("fr-t12-008", "fmt.period", "Que se passe-t-il si mon ordinateur tombe en panne ?", "Il est remplacé par un ordinateur de prêt dans un délai de deux jours.", HELP, True),
    w.faith("fr-t12-009", "para.synonym", "Puis-je installer un logiciel moi-même ?", "Non, seule l'équipe du support a le droit d'installer des logiciels.", HELP, True),
    w.faith("fr-t12-010", "para.relative", "Qui a migré les boîtes mail du service juridique ?", "C'est Karim Benali, technicien, qui a transféré les boîtes mail du service juridique vers le nouveau serveur.", HELP2, True),
    w.faith("fr-t12-011", "fmt.date", "Quand la migration a-t-elle eu lieu ?", "La migration a été faite le 07/02.", HELP2, True),
    w.faith("fr-t12-012", "wrap.attribution", "Des données ont-elles été perdues pendant la migration ?", "D'après les informations disponibles, la migration n'a causé aucune perte de données.", HELP2, True),
    w.faith("fr-t12-013", "fmt.time", "Quand Camille Dufour dédicace-t-elle ?", "Le samedi 5 octobre, de trois heures à six heures de l'après-midi.", BOOK, True),
    w.faith("fr-t12-014", "para.combine", "Y a-t-il un cadeau si j'achète un album ?", "Oui : ce jour-là, tout album de Camille Dufour acheté donne droit à une affiche dédicacée offerte, jusqu'à épuisement des 50 affiches.", BOOK, True),
    w.faith("fr-t12-015", "para.except", "Le club ados se réunit-il en juillet ?", "Non, le club fait relâche en juillet comme en août.", BOOK2, True),
    w.faith("fr-t12-016", "fmt.range", "Qui peut s'inscrire au club de lecture ados ?", "Le club s'adresse aux jeunes de 12 à 17 ans.", BOOK2, True),
    w.faith("fr-t12-017", "fmt.period", "Combien de temps peut durer une sortie en dériveur ?", "Une sortie ne peut pas dépasser 120 minutes.", SAIL, True),
    w.faith("fr-t12-018", "para.synonym", "Un mineur peut-il sortir seul en dériveur ?", "Non, un mineur doit obligatoirement être accompagné d'un moniteur pour naviguer.", SAIL, True),
    w.faith("fr-t12-019", "wrap.hedge", "Peut-on sortir par vent fort ?", "Il me semble que toute sortie est interdite dès que le vent dépasse 20 nœuds.", SAIL, True),
    w.faith("fr-t12-020", "para.passive", "Qui a gagné la régate de printemps ?", "Élodie Marchand a remporté la régate en devançant Antoine Garnier, le tenant du titre.", SAIL2, True),
    w.faith("fr-t12-021", "fmt.currency", "Combien coûte un déménagement de studio ?", "Dans la même ville, c'est 650 euros, et l'emballage est inclus.", MOVE, True),
    w.faith("fr-t12-022", "para.except", "Puis-je annuler sans perdre mon acompte ?", "Oui, à condition d'annuler au moins sept jours avant la date prévue.", MOVE, True),
    w.faith("fr-t12-023", "wrap.opener", "Le centre de vaccination est-il ouvert le jeudi après-midi ?", "Bonne question ! Non, le jeudi après-midi, le centre est fermé.", VAX, True),
    w.faith("fr-t12-024", "wrap.closer", "Doit-on rester sur place après le vaccin ?", "Oui, il faut attendre un quart d'heure sur place après l'injection. Bonne journée !", VAX, True),
    # unfaithful: exactly one claim is not supported
    w.faith("fr-t12-025", "role.swap", "Qui a fait la migration des boîtes mail ?", "Nathalie Morel a migré les boîtes mail, après que Karim Benali a validé le planning.", HELP2, False),
    w.faith("fr-t12-026", "role.swap", "Qui a remporté la régate de printemps ?", "Antoine Garnier a remporté la régate, devant Élodie Marchand.", SAIL2, False),
    w.faith("fr-t12-027", "antonym", "Faut-il payer pour venir à la séance de dédicaces ?", "Oui, l'entrée à la séance de dédicaces est payante.", BOOK, False),
    w.faith("fr-t12-028", "antonym", "L'emballage est-il inclus dans le prix ?", "Le déménagement d'un studio en ville coûte 650 €, emballage en supplément.", MOVE, False),
    w.faith("fr-t12-029", "negation", "Faut-il s'inscrire à l'atelier bain ?", "Oui, il faut s'inscrire à l'avance pour participer à l'atelier.", WARD2, False),
    w.faith("fr-t12-030", "negation", "Le vaccin contre la grippe est-il gratuit pour les femmes enceintes ?", "Non, les femmes enceintes doivent payer leur vaccin contre la grippe.", VAX, False),
    w.faith("fr-t12-031", "modality", "Puis-je installer un logiciel moi-même ?", "Il est conseillé de laisser le support installer les logiciels, mais on peut aussi le faire soi-même.", HELP, False),
    w.faith("fr-t12-032", "modality", "Doit-on rester sur place après l'injection ?", "Après l'injection, on peut rester 15 minutes sur place si on le souhaite.", VAX, False),
    w.faith("fr-t12-033", "quantifier", "Tous les bateaux ont-ils terminé la régate ?", "Oui, tous les bateaux engagés ont franchi la ligne d'arrivée.", SAIL2, False),
    w.faith("fr-t12-034", "quantifier", "Qui peut assister à l'atelier bain ?", "L'atelier sur le bain du bébé est réservé aux mamans.", WARD2, False),
    w.faith("fr-t12-035", "direction", "Quand le planning de la migration a-t-il été validé ?", "Nathalie Morel a validé le planning une semaine après la migration.", HELP2, False),
    w.faith("fr-t12-036", "direction", "Quand les sorties sont-elles interdites ?", "Les sorties sont interdites quand le vent retombe sous les 20 nœuds.", SAIL, False),
    w.faith("fr-t12-037", "value.number", "Combien d'affiches dédicacées sont prévues ?", "Une affiche dédicacée est offerte pour l'achat d'un album, dans la limite de 30 exemplaires.", BOOK, False),
    w.faith("fr-t12-038", "value.time", "À quelle heure a lieu l'atelier bain ?", "L'atelier sur le bain a lieu chaque matin à 10 h 30.", WARD2, False),
    w.faith("fr-t12-039", "value.date", "Quand se réunit le club de lecture ados ?", "Le club ados se retrouve le premier samedi du mois, de 14 h à 16 h.", BOOK2, False),
    w.faith("fr-t12-040", "value.currency", "Combien coûte l'inscription au club ados ?", "L'inscription au club ados coûte 20 dollars par an.", BOOK2, False),
    w.faith("fr-t12-041", "value.unit", "À partir de quel vent les sorties sont-elles interdites ?", "Dès que le vent dépasse 20 km/h, toute sortie est interdite.", SAIL, False),
    w.faith("fr-t12-042", "value.except", "Quand le centre de vaccination est-il ouvert ?", "Le centre est ouvert du lundi au samedi, de 9 h à 17 h, sauf le mardi après-midi.", VAX, False),
    w.faith("fr-t12-043", "added.fact", "Comment se passe la réservation ?", "Il faut verser 30 % d'acompte à la réservation, et le solde se règle le jour du déménagement.", MOVE, False),
    w.faith("fr-t12-044", "added.entity", "Qui anime le club de lecture ados ?", "Le club de lecture ados est animé par les libraires Hugo Lemaire et Sophie Caron.", BOOK2, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-t12-045", "correct.wordy", "En combien de temps un ordinateur en panne est-il remplacé à la mutuelle ?", "En cas de panne, le support fournit un ordinateur de prêt en remplacement dans les 48 heures.", "48 heures", True),
    w.correct("fr-t12-046", "correct.format", "Combien coûte le stage d'initiation pour les adhérents du Cercle nautique de Pornic ?", "Deux cent dix euros.", "210 €", True),
    w.correct("fr-t12-047", "correct.wordy", "Qui présidait le comité de course de la régate de printemps ?", "C'est Jean-Paul Lefèvre qui était à la tête du comité de course lors de cette régate.", "Jean-Paul Lefèvre", True),
    w.correct("fr-t12-048", "correct.format", "À quelle heure commence l'atelier sur le bain du bébé ?", "À neuf heures et demie.", "9 h 30", True),
    w.correct("fr-t12-049", "wrong.value", "Quel acompte Les Déménageurs Bretons demandent-ils à la réservation ?", "Ils demandent un acompte de 50 %.", "30 %", False),
    w.correct("fr-t12-050", "wrong.role", "Qui a migré les boîtes mail du service juridique ?", "C'est la responsable, Nathalie Morel, qui a fait la migration.", "Le technicien Karim Benali", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
