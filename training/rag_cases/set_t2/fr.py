"""French cases of set t2: a university registrar's office (diplomas, course registration), a
pet grooming salon (hours, house rules), a bakery chain (baking times, tiered cakes), an
e-scooter rental (rates, minute bundle), home insurance claims (fire) and a museum shop."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

DIPLOME = "Les diplômes de licence sont à retirer au service de la scolarité, bâtiment B, bureau 114, à partir du 3 février 2025. Le retrait se fait sur présentation d'une pièce d'identité. Un tiers peut retirer le diplôme à votre place s'il présente une procuration signée et une copie de votre pièce d'identité. Aucun diplôme n'est envoyé par la poste."
INSCRIPTION = "L'inscription pédagogique du second semestre doit être faite en ligne avant le 24 janvier. Chaque étudiant choisit deux options parmi la liste proposée par son département. Tout changement d'option après la date limite doit être validé par le responsable de formation. Les étudiants boursiers sont exonérés des droits d'inscription, qui s'élèvent à 175 euros."
TOILETTAGE = "Le salon Poil de Carotte est ouvert du lundi au vendredi de 9 h à 18 h 30, et le samedi matin jusqu'à 12 h. Un toilettage complet pour un chat coûte 60 euros. Les chiens de plus de 40 kilos ne sont acceptés que sur rendez-vous le matin. C'est Julie Marchand, la gérante, qui s'occupe des coupes aux ciseaux."
REGLEMENT = "Tout retard de plus de 10 minutes entraîne l'annulation du rendez-vous. Les animaux doivent être à jour de leurs vaccins. Le salon n'utilise que des shampoings sans parfum. La carte de fidélité offre le dixième toilettage."
BOULANGERIE = "La chaîne Au Bon Grain compte 18 boulangeries en Bretagne. Les baguettes sont cuites toutes les deux heures, de 6 h à 18 h. Après 19 h, les viennoiseries invendues sont données à une association locale. Le pain de mie est fabriqué sans huile de palme."
PIECE_MONTEE = "Les pièces montées se commandent au moins dix jours avant l'événement. Un acompte de 40 % est demandé à la commande. Le chef pâtissier, Karim Benali, valide chaque création, et la vendeuse enregistre la commande en boutique. La livraison est gratuite dans un rayon de 15 km."
TROTTINETTE = "Les trottinettes Glisso se déverrouillent pour 1 euro, puis chaque minute coûte 0,22 euro. L'utilisation est réservée aux personnes de 18 ans et plus. Le port du casque est fortement recommandé mais pas obligatoire. Il est interdit de rouler à deux sur une même trottinette."
FORFAIT = "Le forfait Glisso 60 minutes coûte 9 euros et reste valable 24 heures après l'achat. Les minutes non utilisées sont perdues. Une trottinette garée hors des zones autorisées entraîne une pénalité de 25 euros."
INCENDIE = "En cas d'incendie, l'assuré doit déclarer le sinistre à l'assureur dans un délai de 5 jours ouvrés. Il doit conserver les objets endommagés jusqu'au passage de l'expert. L'expert mandaté par l'assureur évalue les dommages, puis le gestionnaire de sinistre propose une indemnisation. Les frais de relogement sont pris en charge pendant trois mois au maximum, et la franchise s'élève à 300 euros."
BOUTIQUE = "La boutique du musée, située au rez-de-chaussée, est ouverte tous les jours sauf le mardi, de 10 h à 18 h. Les moulages de sculptures sont réalisés par l'atelier Dufresne et certifiés par la conservatrice, Claire Moreau. Les adhérents bénéficient de 5 % de remise. Les articles soldés ne sont ni repris ni échangés."

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported, said in other words
    w.faith("fr-t2-001", "fmt.date", "Quand pourrai-je récupérer mon diplôme de licence ?", "Vous pourrez le retirer à la scolarité à partir du 03/02/2025.", DIPLOME, True),
    w.faith("fr-t2-002", "para.synonym", "Mon frère peut-il aller chercher mon diplôme ?", "Oui, quelqu'un d'autre peut venir le chercher pour vous, à condition d'apporter une procuration signée et une copie de votre pièce d'identité.", DIPLOME, True),
    w.faith("fr-t2-003", "wrap.question", "Est-ce qu'on peut recevoir le diplôme par courrier ?", "Non, les diplômes ne sont jamais expédiés par la poste. Puis-je vous aider pour autre chose ?", DIPLOME, True),
    w.faith("fr-t2-004", "para.synonym", "Combien d'options faut-il prendre ?", "Chaque étudiant doit en retenir deux dans la liste de son département.", INSCRIPTION, True),
    w.faith("fr-t2-005", "para.passive", "Je peux encore changer d'option ?", "Passé la date limite, c'est au responsable de formation de valider tout changement d'option.", INSCRIPTION, True),
    w.faith("fr-t2-006", "para.relative", "Les boursiers paient-ils l'inscription ?", "Non, les étudiants qui ont une bourse sont dispensés des droits d'inscription, qui sont de 175 €.", INSCRIPTION, True),
    w.faith("fr-t2-007", "para.except", "Le salon est-il ouvert le week-end ?", "Seulement le samedi matin : le samedi après-midi et le dimanche, le salon est fermé.", TOILETTAGE, True),
    w.faith("fr-t2-008", "fmt.time", "À quelle heure fermez-vous en semaine ?", "Du lundi au vendredi, nous fermons à six heures et demie du soir.", TOILETTAGE, True),
    w.faith("fr-t2-009", "fmt.unit", "Vous prenez les gros chiens ?", "Oui, mais les chiens qui pèsent plus de 40 kg ne sont pris que le matin, sur rendez-vous.", TOILETTAGE, True),
    w.faith("fr-t2-010", "para.pronoun", "Qui fait les coupes aux ciseaux ?", "Les coupes aux ciseaux ? C'est la gérante, Julie Marchand, qui les fait.", TOILETTAGE, True),
    w.faith("fr-t2-011", "wrap.hedge", "Que se passe-t-il si j'arrive en retard ?", "Il me semble qu'au-delà de dix minutes de retard, le rendez-vous est annulé.", REGLEMENT, True),
    w.faith("fr-t2-012", "fmt.number", "Comment marche la carte de fidélité ?", "Avec la carte de fidélité, votre 10e toilettage est offert.", REGLEMENT, True),
    w.faith("fr-t2-013", "wrap.attribution", "Que deviennent les viennoiseries du soir ?", "D'après l'enseigne, les viennoiseries qui ne sont pas vendues sont offertes après 19 h à une association du coin.", BOULANGERIE, True),
    w.faith("fr-t2-014", "fmt.time", "À quels moments les baguettes sont-elles cuites ?", "Il y a une fournée de baguettes toutes les deux heures entre 6:00 et 18:00.", BOULANGERIE, True),
    w.faith("fr-t2-015", "fmt.unit", "La livraison est-elle payante ?", "Elle est offerte dans un rayon de quinze kilomètres.", PIECE_MONTEE, True),
    w.faith("fr-t2-016", "para.passive", "Qui s'occupe de ma commande de pièce montée ?", "Chaque création est approuvée par le chef pâtissier Karim Benali, tandis que la commande est enregistrée en boutique par la vendeuse.", PIECE_MONTEE, True),
    w.faith("fr-t2-017", "fmt.currency", "Combien coûte un trajet en trottinette Glisso ?", "Le déverrouillage coûte 1 €, puis c'est 22 centimes la minute.", TROTTINETTE, True),
    w.faith("fr-t2-018", "para.reorder", "Le casque est-il obligatoire ?", "Il n'est pas obligatoire, mais on vous le conseille vivement.", TROTTINETTE, True),
    w.faith("fr-t2-019", "fmt.period", "Combien de temps le forfait reste-t-il valable ?", "Le forfait 60 minutes, à 9 €, est valable pendant une journée à compter de l'achat.", FORFAIT, True),
    w.faith("fr-t2-020", "wrap.opener", "Je peux laisser la trottinette n'importe où ?", "Bonne question ! Si vous la garez en dehors des zones autorisées, vous payez une pénalité de 25 €.", FORFAIT, True),
    w.faith("fr-t2-021", "para.combine", "Qui s'occupe de mon dossier après l'incendie ?", "C'est l'expert envoyé par l'assureur qui chiffre les dégâts ; le gestionnaire de sinistre vous propose ensuite une indemnisation.", INCENDIE, True),
    w.faith("fr-t2-022", "fmt.period", "Mon relogement est-il pris en charge ?", "Oui, les frais de relogement sont couverts pendant un trimestre au plus.", INCENDIE, True),
    w.faith("fr-t2-023", "para.except", "La boutique est-elle ouverte le mardi ?", "Non, le mardi est le seul jour où la boutique est fermée.", BOUTIQUE, True),
    w.faith("fr-t2-024", "wrap.closer", "Qui fabrique les moulages de la boutique ?", "L'atelier Dufresne réalise les moulages, et la conservatrice Claire Moreau les certifie. Bonne visite !", BOUTIQUE, True),
    # unfaithful: exactly one claim is not supported
    w.faith("fr-t2-025", "value.date", "Quand les diplômes seront-ils disponibles ?", "Ils pourront être retirés à la scolarité à partir du 3 mars 2025.", DIPLOME, False),
    w.faith("fr-t2-026", "negation", "Pouvez-vous m'envoyer mon diplôme ?", "Oui, les diplômes peuvent être envoyés par la poste.", DIPLOME, False),
    w.faith("fr-t2-027", "added.fact", "Que doit apporter la personne qui retire mon diplôme ?", "Elle doit présenter une procuration signée, une copie de votre pièce d'identité et un justificatif de domicile.", DIPLOME, False),
    w.faith("fr-t2-028", "value.number", "Combien d'options dois-je choisir ?", "Chaque étudiant choisit trois options dans la liste de son département.", INSCRIPTION, False),
    w.faith("fr-t2-029", "direction", "Quand faut-il faire l'inscription pédagogique ?", "L'inscription du second semestre se fait en ligne, après le 24 janvier.", INSCRIPTION, False),
    w.faith("fr-t2-030", "value.currency", "Combien coûtent les droits d'inscription ?", "Les droits d'inscription s'élèvent à 175 dollars, mais les boursiers en sont exonérés.", INSCRIPTION, False),
    w.faith("fr-t2-031", "value.time", "Jusqu'à quelle heure êtes-vous ouverts le samedi ?", "Le samedi, le salon reste ouvert jusqu'à 13 h.", TOILETTAGE, False),
    w.faith("fr-t2-032", "value.unit", "Les grands chiens sont-ils acceptés l'après-midi ?", "Les chiens de plus de 40 livres ne sont acceptés que le matin, sur rendez-vous.", TOILETTAGE, False),
    w.faith("fr-t2-033", "value.number", "Combien de retard est toléré ?", "Au-delà de vingt minutes de retard, le rendez-vous est annulé.", REGLEMENT, False),
    w.faith("fr-t2-034", "modality", "Mon chat doit-il être vacciné ?", "Idéalement, les animaux devraient être à jour de leurs vaccins, mais ce n'est pas exigé.", REGLEMENT, False),
    w.faith("fr-t2-035", "antonym", "Le pain de mie contient-il de l'huile de palme ?", "Oui, le pain de mie est fabriqué avec de l'huile de palme.", BOULANGERIE, False),
    w.faith("fr-t2-036", "direction", "Que faites-vous des invendus ?", "Avant 19 h, les viennoiseries invendues sont données à une association locale.", BOULANGERIE, False),
    w.faith("fr-t2-037", "role.swap", "Qui valide les pièces montées ?", "C'est la vendeuse qui valide chaque création, et Karim Benali enregistre la commande.", PIECE_MONTEE, False),
    w.faith("fr-t2-038", "quantifier", "Livrez-vous loin ?", "La livraison est gratuite, quelle que soit la distance.", PIECE_MONTEE, False),
    w.faith("fr-t2-039", "modality", "Dois-je porter un casque ?", "Oui, le port du casque est obligatoire sur les trottinettes Glisso.", TROTTINETTE, False),
    w.faith("fr-t2-040", "negation", "Que deviennent les minutes que je n'utilise pas ?", "Elles sont reportées sur votre prochain forfait.", FORFAIT, False),
    w.faith("fr-t2-041", "role.swap", "Qui évalue les dégâts de l'incendie ?", "Le gestionnaire de sinistre évalue les dommages, puis l'expert vous propose une indemnisation.", INCENDIE, False),
    w.faith("fr-t2-042", "value.except", "Quel jour la boutique est-elle fermée ?", "La boutique est ouverte tous les jours sauf le lundi.", BOUTIQUE, False),
    w.faith("fr-t2-043", "added.entity", "Qui réalise les moulages ?", "Les moulages sont réalisés par l'atelier Dufresne et la fonderie Garnier, puis certifiés par Claire Moreau.", BOUTIQUE, False),
    w.faith("fr-t2-044", "quantifier", "Y a-t-il une réduction à la boutique ?", "Oui, tous les visiteurs bénéficient de 5 % de remise.", BOUTIQUE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-t2-045", "correct.wordy", "Quel est le montant de la franchise en cas d'incendie ?", "En cas d'incendie, une franchise d'un montant de 300 euros reste à votre charge.", "300 euros", True),
    w.correct("fr-t2-046", "correct.format", "À partir de quand peut-on retirer son diplôme ?", "Dès le 03/02/2025.", "À partir du 3 février 2025.", True),
    w.correct("fr-t2-047", "correct.format", "Combien coûte le toilettage complet d'un chat ?", "60 €", "60 euros", True),
    w.correct("fr-t2-048", "correct.wordy", "Qui valide les pièces montées ?", "C'est notre chef pâtissier, Karim Benali, qui valide chacune des créations commandées.", "Le chef pâtissier, Karim Benali.", True),
    w.correct("fr-t2-049", "wrong.value", "Combien de boulangeries compte Au Bon Grain ?", "La chaîne en compte 28.", "18 boulangeries.", False),
    w.correct("fr-t2-050", "wrong.role", "Qui évalue les dommages après un incendie ?", "C'est le gestionnaire de sinistre qui évalue les dommages.", "L'expert mandaté par l'assureur.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
