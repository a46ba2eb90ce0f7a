"""French cases of set t28: a non-exchangeable rail ticket, a residents' parking card in a
town centre, a media library card and its comics collection, a children's swimming course,
a visa application centre, and a gym's opening hours with their summer and Sunday exceptions."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

TICKET = (
    "Le billet Prem's de Rail Atlantique n'est ni échangeable ni remboursable. "
    "Il est valable uniquement dans le train réservé. "
    "Si la compagnie supprime le train, le billet est toutefois remboursé intégralement. "
    "Les enfants de 4 à 11 ans bénéficient d'une réduction de 40 %."
)
PARKING = (
    "À Saint-Aubin, la carte de stationnement résidentiel est réservée aux habitants du centre-ville. "
    "Elle coûte 25 € par mois ou 240 € par an. "
    "Elle permet de stationner dans les rues du secteur B du lundi au samedi, de 9 h à 19 h ; le dimanche et les jours fériés, le stationnement y est gratuit pour tous. "
    "Un seul véhicule peut être enregistré par carte."
)
SCHEME = (
    "Le secteur B a été créé en 2018 à l'initiative de l'adjoint au maire Paul Girard. "
    "Depuis 2021, sa gestion est confiée à la société Stationéo. "
    "Les agents de Stationéo contrôlent les cartes, mais les contestations d'amendes sont traitées par le service juridique de la mairie. "
    "Elles doivent être déposées dans un délai de 45 jours."
)
CARD = (
    "L'inscription à la médiathèque Jules-Verne est gratuite pour les moins de 18 ans et coûte 12 € par an pour les adultes. "
    "La carte permet d'emprunter 15 documents pour trois semaines. "
    "Les nouveautés ne peuvent être empruntées que pour une semaine. "
    "Une carte perdue est remplacée pour 2 €."
)
COMICS = (
    "Le fonds de bandes dessinées de la médiathèque a été constitué en 2001 grâce à un don de l'auteur Marc Delaunay. "
    "Depuis 2015, il est géré par la bibliothécaire Sophie Renard. "
    "Le fonds est consultable sur place uniquement, du mercredi au samedi de 14 h à 18 h."
)
SWIM = (
    "Les cours de natation pour enfants de la piscine des Tilleuls s'adressent aux 6-10 ans. "
    "Ils ont lieu le mercredi de 10 h à 10 h 45, pendant un trimestre, à partir du 8 janvier. "
    "Le trimestre coûte 110 €. "
    "Le bonnet de bain est obligatoire. "
    "Les parents attendent dans le hall et n'ont pas accès aux bassins."
)
COACHES = (
    "Le maître-nageur Julien Morel encadre le groupe des débutants. "
    "Sa collègue Claire Dumas s'occupe du groupe des confirmés. "
    "Un enfant passe chez les confirmés dès qu'il sait nager 20 mètres sans planche. "
    "Les séances manquées ne sont pas rattrapées."
)
VISA = (
    "Le centre de demande de visa de Lyon gère les rendez-vous pour le compte du consulat. "
    "Les rendez-vous se prennent uniquement en ligne, au plus tôt trois mois avant le départ. "
    "Le demandeur doit se présenter en personne avec son passeport et une copie de sa réservation d'hôtel. "
    "Les frais de service s'élèvent à 32 € par personne."
)
DECISION = (
    "C'est le consulat, et non le centre, qui décide de l'octroi du visa. "
    "Le délai de traitement est en général de 15 jours calendaires. "
    "Un service SMS, facturé 3 €, prévient le demandeur du retour de son passeport au centre."
)
HOURS = (
    "La salle de sport Énergie Plus est ouverte du lundi au vendredi de 7 h à 22 h et le samedi de 9 h à 18 h. "
    "Elle est fermée le dimanche. "
    "Pendant les vacances scolaires d'été, elle ferme à 20 h en semaine. "
    "Le hammam n'est accessible qu'aux abonnés Premium."
)
GYM = (
    "Énergie Plus a été fondée en 2012 par l'ancienne judokate Nadia Benali. "
    "En 2019, la salle a été rachetée par le réseau Forme & Co. "
    "Les abonnés Premium peuvent venir avec un invité une fois par semaine. "
    "Les moins de 16 ans doivent être accompagnés d'un adulte."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # supported: every claim is in the context, said in other words
    w.faith("fr-t28-001", "para.relative", "Qui gère le secteur B ?", "Le secteur B, que l'adjoint au maire Paul Girard a lancé en 2018, est géré par la société Stationéo depuis 2021.", SCHEME, True),
    w.faith("fr-t28-002", "para.combine", "D'où vient le fonds de BD de la médiathèque ?", "Constitué en 2001 grâce au don de l'auteur Marc Delaunay, le fonds de BD est entre les mains de la bibliothécaire Sophie Renard depuis 2015.", COMICS, True),
    w.faith("fr-t28-003", "para.relative", "À qui appartient Énergie Plus aujourd'hui ?", "En 2019, Forme & Co a racheté la salle que l'ancienne judokate Nadia Benali avait fondée en 2012.", GYM, True),
    w.faith("fr-t28-004", "para.pronoun", "Qui s'occupe des débutants ?", "Les débutants sont encadrés par le maître-nageur Julien Morel. C'est sa collègue Claire Dumas qui prend en charge les confirmés.", COACHES, True),
    w.faith("fr-t28-005", "para.pronoun", "Combien coûte la carte de la médiathèque pour un adulte ?", "Pour un adulte, l'inscription revient à 12 € par an. La carte donne ensuite droit à 15 documents, qu'on garde trois semaines.", CARD, True),
    w.faith("fr-t28-006", "para.combine", "Quand ont lieu les cours de natation ?", "Ces cours destinés aux 6-10 ans se déroulent le mercredi de 10 h à 10 h 45, à partir du 8 janvier.", SWIM, True),
    w.faith("fr-t28-007", "para.combine", "Comment obtenir un rendez-vous au centre de visa ?", "On réserve exclusivement en ligne, trois mois avant le départ au plus tôt, puis on doit venir soi-même au centre.", VISA, True),
    w.faith("fr-t28-008", "para.relative", "Comment savoir quand mon passeport est revenu ?", "Un service SMS, qui coûte 3 €, vous prévient dès que votre passeport est de retour au centre.", DECISION, True),
    w.faith("fr-t28-009", "para.except", "Énergie Plus est-elle ouverte le week-end ?", "La salle ouvre tous les jours sauf le dimanche, donc le samedi oui, de 9 h à 18 h.", HOURS, True),
    w.faith("fr-t28-010", "para.except", "Puis-je me faire rembourser un billet Prem's ?", "Non, sauf si la compagnie supprime votre train : dans ce cas, vous êtes remboursé en totalité.", TICKET, True),
    w.faith("fr-t28-011", "fmt.time", "Quels sont les horaires du samedi ?", "Le samedi, on peut venir de 9 heures du matin à 6 heures du soir.", HOURS, True),
    w.faith("fr-t28-012", "fmt.currency", "Combien coûte la carte de stationnement résidentiel ?", "Comptez 25 EUR par mois, ou 240 EUR pour l'année entière.", PARKING, True),
    w.faith("fr-t28-013", "fmt.period", "Combien de temps dure une séance ?", "Chaque séance dure trois quarts d'heure, le mercredi à partir de 10 h.", SWIM, True),
    w.faith("fr-t28-014", "fmt.share", "Les enfants paient-ils plein tarif ?", "Non, les 4-11 ans ont droit à une remise de quarante pour cent.", TICKET, True),
    w.faith("fr-t28-015", "fmt.date", "Quand commencent les cours ?", "Le premier cours a lieu le mercredi 08/01.", SWIM, True),
    w.faith("fr-t28-016", "para.passive", "Qui a racheté Énergie Plus ?", "C'est le réseau Forme & Co qui a racheté Énergie Plus, en 2019.", GYM, True),
    w.faith("fr-t28-017", "wrap.attribution", "J'ai perdu ma carte, combien coûte le remplacement ?", "Selon le règlement de la médiathèque, remplacer une carte perdue coûte 2 €.", CARD, True),
    w.faith("fr-t28-018", "wrap.hedge", "Quand mon fils pourra-t-il passer chez les confirmés ?", "Si je comprends bien, il rejoindra les confirmés dès qu'il saura nager 20 mètres sans planche.", COACHES, True),
    w.faith("fr-t28-019", "para.synonym", "Puis-je venir avec un ami ?", "Avec l'abonnement Premium, vous pouvez amener un invité, à raison d'une fois par semaine.", GYM, True),
    w.faith("fr-t28-020", "para.synonym", "À qui m'adresser pour contester une amende ?", "Ce sont les agents de Stationéo qui vérifient les cartes, mais pour contester une amende, il faut passer par le service juridique de la mairie.", SCHEME, True),
    w.faith("fr-t28-021", "para.combine", "Peut-on emprunter les BD du fonds Delaunay ?", "Non, elles se lisent uniquement sur place, du mercredi au samedi entre 14 h et 18 h.", COMICS, True),
    w.faith("fr-t28-022", "para.relative", "Qui est Claire Dumas ?", "Claire Dumas, qui s'occupe du groupe des confirmés, est la collègue de Julien Morel.", COACHES, True),
    w.faith("fr-t28-023", "para.pronoun", "Le centre peut-il me refuser le visa ?", "Non, le centre ne décide pas de l'octroi du visa. C'est le consulat qui s'en charge, et il lui faut en général 15 jours calendaires.", DECISION, True),
    w.faith("fr-t28-024", "wrap.opener", "Faut-il une carte pour se garer le dimanche dans le secteur B ?", "Bonne nouvelle : le dimanche, comme les jours fériés, tout le monde peut s'y garer gratuitement.", PARKING, True),
    # unsupported: one claim the context does not give or contradicts
    w.faith("fr-t28-025", "added.fact", "Puis-je échanger mon billet Prem's ?", "Non, il n'est ni échangeable ni remboursable, et il est vendu uniquement sur l'application de la compagnie.", TICKET, False),
    w.faith("fr-t28-026", "added.fact", "Combien coûte l'inscription à la médiathèque ?", "Elle est gratuite pour les mineurs et coûte 12 € par an aux adultes, sur présentation d'un justificatif de domicile.", CARD, False),
    w.faith("fr-t28-027", "added.fact", "Quel est le prix des cours de natation ?", "Le trimestre coûte 110 €, entrée à la piscine comprise.", SWIM, False),
    w.faith("fr-t28-028", "added.fact", "Que dois-je apporter au rendez-vous ?", "Venez en personne avec votre passeport, une copie de votre réservation d'hôtel et deux photos d'identité.", VISA, False),
    w.faith("fr-t28-029", "added.fact", "Le service SMS est-il payant ?", "Oui, il est facturé 3 €, et cette somme est remboursée si le visa est refusé.", DECISION, False),
    w.faith("fr-t28-030", "added.fact", "Les horaires changent-ils l'été ?", "Oui, pendant les vacances d'été, la salle ferme à 20 h en semaine, et les cours collectifs sont alors suspendus.", HOURS, False),
    w.faith("fr-t28-031", "added.fact", "Qu'est-il arrivé à Énergie Plus en 2019 ?", "La salle fondée par Nadia Benali a été rachetée en 2019 par Forme & Co, qui a ensuite rénové les vestiaires.", GYM, False),
    w.faith("fr-t28-032", "added.fact", "Quand peut-on consulter le fonds de BD ?", "Sur place, du mercredi au samedi de 14 h à 18 h ; il compte plus de 3 000 albums.", COMICS, False),
    w.faith("fr-t28-033", "role.swap", "Qui gère le fonds de BD ?", "Le fonds a été constitué grâce à un don de Sophie Renard, et c'est Marc Delaunay qui le gère depuis 2015.", COMICS, False),
    w.faith("fr-t28-034", "role.swap", "Qui encadre quel groupe ?", "Claire Dumas encadre les débutants, tandis que son collègue Julien Morel s'occupe des confirmés.", COACHES, False),
    w.faith("fr-t28-035", "negation", "Que se passe-t-il si mon enfant manque un cours ?", "Pas d'inquiétude, les séances manquées sont rattrapées plus tard.", COACHES, False),
    w.faith("fr-t28-036", "antonym", "Les enfants paient-ils moins cher ?", "Non, les enfants de 4 à 11 ans paient un supplément de 40 %.", TICKET, False),
    w.faith("fr-t28-037", "modality", "Le bonnet de bain est-il obligatoire ?", "Le bonnet de bain est conseillé, mais pas imposé.", SWIM, False),
    w.faith("fr-t28-038", "quantifier", "Qui peut utiliser le hammam ?", "Le hammam est accessible à tous les abonnés de la salle.", HOURS, False),
    w.faith("fr-t28-039", "direction", "Quand dois-je réserver mon rendez-vous ?", "Il faut réserver en ligne au moins trois mois avant le départ.", VISA, False),
    w.faith("fr-t28-040", "value.number", "Combien de documents peut-on emprunter ?", "La carte permet d'emprunter 20 documents pour trois semaines.", CARD, False),
    w.faith("fr-t28-041", "value.time", "À quelle heure sont les cours de natation ?", "Les cours ont lieu le mercredi de 11 h à 11 h 45.", SWIM, False),
    w.faith("fr-t28-042", "value.except", "Quand le stationnement est-il gratuit dans le secteur B ?", "Il est gratuit pour tout le monde le dimanche, mais pas les jours fériés.", PARKING, False),
    w.faith("fr-t28-043", "value.unit", "Combien de temps faut-il pour obtenir une décision ?", "Le consulat décide, et le délai de traitement est en général de 15 semaines.", DECISION, False),
    w.faith("fr-t28-044", "value.date", "Quand le secteur B a-t-il été créé ?", "Le secteur B a vu le jour en 2016 à l'initiative de l'adjoint Paul Girard.", SCHEME, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-t28-045", "correct.wordy", "Combien de temps peut-on garder une nouveauté ?", "Contrairement aux autres documents, prêtés trois semaines, les nouveautés doivent être rendues au bout de sept jours.", "Une semaine.", True),
    w.correct("fr-t28-046", "correct.format", "À quelle heure ferme Énergie Plus en semaine, hors vacances d'été ?", "À dix heures du soir.", "22 h", True),
    w.correct("fr-t28-047", "correct.wordy", "Qui décide de l'octroi du visa ?", "Le centre ne fait que gérer les rendez-vous ; la décision revient au consulat.", "Le consulat.", True),
    w.correct("fr-t28-048", "correct.format", "Combien coûte un trimestre de cours de natation ?", "Cent dix euros.", "110 €", True),
    w.correct("fr-t28-049", "wrong.value", "Quels sont les frais de service du centre de visa ?", "Ils s'élèvent à 23 € par personne.", "32 € par personne.", False),
    w.correct("fr-t28-050", "wrong.role", "Qui a fondé Énergie Plus ?", "C'est le réseau Forme & Co qui l'a fondée.", "L'ancienne judokate Nadia Benali.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
