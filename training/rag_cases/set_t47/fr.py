"""French cases of set t47: une pharmacie nantaise et son histoire, une clinique vétérinaire
bordelaise, un cabinet dentaire lillois, une salle de sport lyonnaise et son règlement, la
piscine municipale d'Angers et ses séances d'aquagym, et un cabinet de kinésithérapie
aux Chartrons."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

PHARMACIE = (
    "La pharmacie du Marché, à Nantes, est tenue par Claire Dubois depuis 2011 ; son associé, Julien Martin, s'occupe des préparations magistrales. "
    "Elle est ouverte du lundi au samedi de 8 h 30 à 19 h 30. "
    "Le test antigénique coûte 25 euros et se fait sans rendez-vous. "
    "La pharmacie a été créée en 1972 par le père de Julien Martin."
)
VETO = (
    "La clinique vétérinaire des Tilleuls, à Bordeaux, compte deux vétérinaires : le docteur Marc Leroy, spécialisé en chirurgie, et la docteure Sophie Garnier, qui s'occupe des nouveaux animaux de compagnie (lapins, furets, oiseaux). "
    "La consultation coûte 45 euros et la vaccination d'un chien 70 euros. "
    "La clinique est fermée le dimanche et assure les urgences le samedi jusqu'à 18 h."
)
DENTISTE = (
    "Le cabinet dentaire du docteur Laurent Petit, à Lille, est ouvert du lundi au vendredi, sauf le jeudi. "
    "Le détartrage est remboursé par l'Assurance maladie une fois par an. "
    "L'assistante dentaire, Nadia Benali, gère les rendez-vous ; la docteure Emma Rousseau, orthodontiste, consulte le mardi et le vendredi. "
    "Un premier rendez-vous d'orthodontie dure 40 minutes."
)
SALLE = (
    "La salle de sport Forme & Vous, à Lyon 7e, est ouverte de 6 h à 22 h en semaine et de 8 h à 20 h le week-end. "
    "L'abonnement mensuel coûte 35 euros, avec des frais d'inscription de 49 euros. "
    "Le coach Karim Haddad anime les cours de CrossFit, et la coach Léa Moreau les cours de Pilates. "
    "La salle a ouvert en 2016 et a été rachetée par le groupe Vitalia en 2022."
)
SALLE_REGLES = (
    "Chez Forme & Vous, une serviette est obligatoire sur tous les appareils. "
    "Les enfants de moins de 14 ans ne sont pas admis. "
    "La résiliation est possible à tout moment avec un préavis d'un mois. "
    "Les cours collectifs doivent être réservés sur l'application au plus tard deux heures avant."
)
PISCINE = (
    "La piscine municipale Jean-Bouin, à Angers, dispose d'un bassin de 50 mètres et d'une pataugeoire. "
    "Elle est ouverte de 7 h à 20 h, tous les jours sauf le mardi. "
    "L'entrée adulte coûte 3,80 euros, et la carte de dix entrées 32 euros. "
    "Le short de bain est interdit ; seuls les maillots et boxers de bain sont acceptés."
)
AQUAGYM = (
    "À la piscine Jean-Bouin, les séances d'aquagym ont lieu le mercredi et le samedi à 10 h et durent 45 minutes. "
    "Elles sont animées par Hélène Faure, maître-nageuse à la piscine depuis 2009. "
    "Le trimestre coûte 95 euros. "
    "Le nombre de places est limité à vingt participants par séance."
)
KINE = (
    "Le cabinet de kinésithérapie des Chartrons, à Bordeaux, a été fondé en 2003 par Pierre Lambert, rejoint en 2015 par Camille Roux. "
    "Pierre Lambert s'occupe de la rééducation du genou, Camille Roux de la kiné respiratoire des nourrissons. "
    "Une séance conventionnée coûte 16,13 euros et dure environ une demi-heure. "
    "Le cabinet est accessible aux personnes à mobilité réduite."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-t47-001", "para.passive", "Qui s'occupe des préparations magistrales ?", "Les préparations magistrales sont prises en charge par Julien Martin, l'associé de Claire Dubois.", PHARMACIE, True),
    w.faith("fr-t47-002", "para.part", "Faut-il prendre rendez-vous pour le test antigénique ?", "Non, le test antigénique se fait sans rendez-vous.", PHARMACIE, True),
    w.faith("fr-t47-003", "fmt.time", "À quelle heure ferme la pharmacie ?", "Elle ferme à sept heures et demie du soir.", PHARMACIE, True),
    w.faith("fr-t47-004", "para.combine", "Depuis quand la pharmacie existe-t-elle ?", "Elle a été fondée en 1972 par le père de Julien Martin, et Claire Dubois la tient depuis 2011.", PHARMACIE, True),
    w.faith("fr-t47-005", "fmt.currency", "Combien coûte le test antigénique ?", "Il coûte vingt-cinq euros.", PHARMACIE, True),
    w.faith("fr-t47-006", "para.relative", "Qui peut soigner mon lapin ?", "La docteure Sophie Garnier, qui s'occupe des nouveaux animaux de compagnie comme les lapins.", VETO, True),
    w.faith("fr-t47-007", "fmt.currency", "Combien coûte une consultation ?", "Une consultation est facturée 45 €.", VETO, True),
    w.faith("fr-t47-008", "para.synonym", "La clinique reçoit-elle le dimanche ?", "Non, la clinique des Tilleuls ne reçoit pas le dimanche.", VETO, True),
    w.faith("fr-t47-009", "fmt.time", "Jusqu'à quelle heure peut-on venir le samedi pour une urgence ?", "Le samedi, les urgences sont assurées jusqu'à six heures du soir.", VETO, True),
    w.faith("fr-t47-010", "para.except", "Le cabinet dentaire est-il ouvert le jeudi ?", "Non, le cabinet ferme le jeudi ; il reçoit les lundis, mardis, mercredis et vendredis.", DENTISTE, True),
    w.faith("fr-t47-011", "para.passive", "Le détartrage est-il remboursé ?", "Oui, l'Assurance maladie rembourse un détartrage par an.", DENTISTE, True),
    w.faith("fr-t47-012", "para.pronoun", "Quand consulte l'orthodontiste ?", "La docteure Emma Rousseau est l'orthodontiste ; elle consulte le mardi et le vendredi.", DENTISTE, True),
    w.faith("fr-t47-013", "fmt.unit", "Combien de temps dure un premier rendez-vous d'orthodontie ?", "Comptez deux tiers d'heure.", DENTISTE, True),
    w.faith("fr-t47-014", "fmt.time", "Quels sont les horaires le week-end ?", "Le samedi et le dimanche, la salle est ouverte de 8 heures du matin à 8 heures du soir.", SALLE, True),
    w.faith("fr-t47-015", "para.combine", "Combien coûte l'abonnement ?", "Il faut compter 35 euros par mois, plus 49 euros de frais d'inscription.", SALLE, True),
    w.faith("fr-t47-016", "para.passive", "Qui donne les cours de Pilates ?", "Les cours de Pilates sont animés par la coach Léa Moreau.", SALLE, True),
    w.faith("fr-t47-017", "para.synonym", "À qui appartient la salle ?", "La salle, ouverte en 2016, a été reprise par le groupe Vitalia en 2022.", SALLE, True),
    w.faith("fr-t47-018", "para.synonym", "Mon fils de 12 ans peut-il venir ?", "Non, l'accès est refusé aux enfants de moins de 14 ans.", SALLE_REGLES, True),
    w.faith("fr-t47-019", "para.reorder", "Comment résilier mon abonnement ?", "Avec un préavis d'un mois, vous pouvez résilier à n'importe quel moment.", SALLE_REGLES, True),
    w.faith("fr-t47-020", "fmt.unit", "Jusqu'à quand réserver un cours collectif ?", "La réservation se fait sur l'application, au moins 120 minutes avant le cours.", SALLE_REGLES, True),
    w.faith("fr-t47-021", "para.except", "La piscine est-elle ouverte le mardi ?", "Non, c'est son jour de fermeture ; les autres jours, elle ouvre de 7 h à 20 h.", PISCINE, True),
    w.faith("fr-t47-022", "fmt.currency", "Combien coûte la carte de dix entrées ?", "La carte de 10 entrées est à trente-deux euros.", PISCINE, True),
    w.faith("fr-t47-023", "wrap.opener", "Quand a lieu l'aquagym ?", "Bonne question ! L'aquagym se déroule le mercredi et le samedi à 10 h, pour des séances de 45 minutes.", AQUAGYM, True),
    w.faith("fr-t47-024", "wrap.closer", "Qui fait la kiné respiratoire des bébés ?", "C'est Camille Roux qui s'occupe de la kiné respiratoire des nourrissons. N'hésitez pas si vous avez d'autres questions !", KINE, True),
    w.faith("fr-t47-025", "role.swap", "Qui tient la pharmacie ?", "La pharmacie est tenue par Julien Martin, et Claire Dubois s'occupe des préparations magistrales.", PHARMACIE, False),
    w.faith("fr-t47-026", "value.date", "Depuis quand Claire Dubois tient-elle la pharmacie ?", "Claire Dubois tient la pharmacie du Marché depuis 1972.", PHARMACIE, False),
    w.faith("fr-t47-027", "added.fact", "Comment se passe le test antigénique ?", "Le test antigénique coûte 25 euros, se fait sans rendez-vous, et le résultat est envoyé par SMS.", PHARMACIE, False),
    w.faith("fr-t47-028", "role.swap", "Qui opère à la clinique ?", "La chirurgie est assurée par la docteure Sophie Garnier, tandis que le docteur Marc Leroy s'occupe des nouveaux animaux de compagnie.", VETO, False),
    w.faith("fr-t47-029", "value.currency", "Combien coûte la vaccination d'un chien ?", "La vaccination d'un chien coûte 45 euros.", VETO, False),
    w.faith("fr-t47-030", "value.except", "Quand la clinique est-elle fermée ?", "La clinique des Tilleuls est fermée le samedi et le dimanche.", VETO, False),
    w.faith("fr-t47-031", "value.except", "Quel jour le cabinet dentaire est-il fermé ?", "Le cabinet est fermé le mardi ; il reçoit les autres jours du lundi au vendredi.", DENTISTE, False),
    w.faith("fr-t47-032", "added.entity", "Que fait Nadia Benali ?", "L'assistante dentaire, Nadia Benali, gère la facturation du cabinet.", DENTISTE, False),
    w.faith("fr-t47-033", "value.number", "Combien de fois par an le détartrage est-il remboursé ?", "Le détartrage est remboursé deux fois par an par l'Assurance maladie.", DENTISTE, False),
    w.faith("fr-t47-034", "value.date", "Quand la salle a-t-elle ouvert ?", "Forme & Vous a ouvert ses portes en 2022.", SALLE, False),
    w.faith("fr-t47-035", "role.swap", "Qui anime le CrossFit ?", "Le CrossFit est animé par Léa Moreau, et le Pilates par Karim Haddad.", SALLE, False),
    w.faith("fr-t47-036", "value.currency", "Combien coûtent les frais d'inscription ?", "Les frais d'inscription s'élèvent à 35 euros.", SALLE, False),
    w.faith("fr-t47-037", "modality", "La serviette est-elle obligatoire ?", "La serviette est conseillée sur les appareils, mais elle n'est pas obligatoire.", SALLE_REGLES, False),
    w.faith("fr-t47-038", "direction", "Quand faut-il réserver un cours collectif ?", "Les cours collectifs se réservent sur l'application au plus tôt deux heures avant.", SALLE_REGLES, False),
    w.faith("fr-t47-039", "negation", "Le short de bain est-il accepté ?", "Oui, le short de bain est autorisé, tout comme les maillots et les boxers.", PISCINE, False),
    w.faith("fr-t47-040", "value.number", "Quelle est la longueur du bassin ?", "Le bassin de la piscine Jean-Bouin fait 25 mètres.", PISCINE, False),
    w.faith("fr-t47-041", "antonym", "Y a-t-il une limite de places en aquagym ?", "Non, le nombre de places aux séances d'aquagym est illimité.", AQUAGYM, False),
    w.faith("fr-t47-042", "value.date", "Depuis quand Hélène Faure travaille-t-elle à la piscine ?", "Hélène Faure est maître-nageuse à la piscine Jean-Bouin depuis 2019.", AQUAGYM, False),
    w.faith("fr-t47-043", "role.swap", "Qui a fondé le cabinet de kiné ?", "Le cabinet a été fondé en 2003 par Camille Roux, rejointe en 2015 par Pierre Lambert.", KINE, False),
    w.faith("fr-t47-044", "added.fact", "Combien coûte une séance ?", "Une séance conventionnée coûte 16,13 euros et dure environ une demi-heure ; le cabinet propose aussi des séances à domicile.", KINE, False),
]

CORRECTNESS = [
    w.correct("fr-t47-045", "correct.wordy", "Combien coûte un trimestre d'aquagym ?", "Pour un trimestre complet d'aquagym à la piscine Jean-Bouin, il faut prévoir 95 euros.", "95 euros", True),
    w.correct("fr-t47-046", "correct.format", "Combien coûte l'entrée adulte à la piscine Jean-Bouin ?", "Trois euros quatre-vingts.", "3,80 €", True),
    w.correct("fr-t47-047", "correct.short", "Qui s'occupe de la rééducation du genou au cabinet des Chartrons ?", "Pierre Lambert.", "C'est Pierre Lambert qui s'occupe de la rééducation du genou.", True),
    w.correct("fr-t47-048", "correct.format", "Combien de temps dure une séance d'aquagym ?", "Trois quarts d'heure.", "45 minutes", True),
    w.correct("fr-t47-049", "wrong.value", "En quelle année Camille Roux a-t-elle rejoint le cabinet ?", "En 2013.", "En 2015.", False),
    w.correct("fr-t47-050", "wrong.role", "Qui anime les cours de CrossFit chez Forme & Vous ?", "C'est Léa Moreau.", "Karim Haddad", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
