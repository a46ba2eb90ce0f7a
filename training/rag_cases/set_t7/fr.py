"""French cases of set t7: les fondateurs et dirigeants de Lambert Optique, le rachat de Maison
Perrin par le groupe Valmont, l'histoire de l'US Saint-Aubin, les directeurs de l'Institut de
recherche marine de Port-Merlin, la quincaillerie familiale Rousseau, les éditions Marceau & Vial
et leur période d'envoi des manuscrits, les règles et propriétaires de la salle Forme & Vous, et la
fusion d'Axiome et de Datalis."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

LAMBERT = (
    "La société Lambert Optique a été fondée en 1959 à Besançon par les ingénieurs Henri Lambert et Simone Garnier, dans un atelier loué. "
    "Henri Lambert l'a dirigée jusqu'en 1987, puis il a cédé la présidence à Simone Garnier. "
    "En 2003, Marc Delorme est devenu le premier PDG recruté à l'extérieur de l'entreprise. "
    "Sous sa direction, l'effectif est passé de 310 à 1 240 salariés."
)
VALMONT = (
    "En avril 2012, le groupe laitier Valmont a racheté la chaîne de boulangeries régionale Maison Perrin pour 65 millions d'euros. "
    "Le fondateur, Gilles Perrin, est resté conseiller pendant deux ans après la vente. "
    "En 2017, Valmont a lui-même été racheté par le groupe belge Vanderberg. "
    "La marque Maison Perrin a été abandonnée en 2019."
)
SAINT_AUBIN = (
    "L'Union sportive de Saint-Aubin a été créée en 1912 par des ouvriers de la verrerie locale. "
    "Le club joue depuis 1948 au stade des Tilleuls, qui peut accueillir 11 600 spectateurs. "
    "L'US Saint-Aubin a remporté quatre fois la coupe régionale entre 1965 et 1990, mais n'a jamais gagné de titre national. "
    "L'entraîneur resté le plus longtemps en poste est Robert Chevalier, de 1974 à 1991."
)
PORT_MERLIN = (
    "L'Institut de recherche marine de Port-Merlin a ouvert en 1978 sous la direction de l'océanographe Françoise Leclerc. "
    "Elle l'a dirigé pendant onze ans, avant que le chimiste Alain Mercier ne lui succède en 1989. "
    "Depuis 2015, l'institut est dirigé par Claire Benali, auparavant responsable du laboratoire de plancton. "
    "Les directeurs sont nommés par le conseil d'administration pour un mandat de quatre ans, renouvelable une fois."
)
ROUSSEAU = (
    "La quincaillerie Rousseau, rue des Halles, a été ouverte en 1955 par Paul Rousseau. "
    "En 1984, il l'a transmise à sa fille Monique, qui a ajouté un service de reproduction de clés. "
    "Depuis 2013, c'est le fils de Monique, Julien, qui tient la boutique. "
    "Elle est ouverte du mardi au samedi de 9 h à 19 h, et fermée le dimanche et le lundi."
)
MARCEAU = (
    "Les éditions Marceau & Vial ont été fondées à Lyon en 1931 par le libraire Louis Marceau et la traductrice Jeanne Vial. "
    "La maison s'est fait connaître en publiant des romans policiers scandinaves en traduction française. "
    "En 2011, elle a été rachetée par le groupe Arbelot, plus important qu'elle, tout en gardant son propre catalogue. "
    "Elle publie aujourd'hui environ 40 titres par an."
)
MARCEAU_ENVOIS = (
    "Marceau & Vial n'accepte les manuscrits spontanés que du 15 janvier au 15 mars. "
    "Les envois se font uniquement par le formulaire en ligne ; les manuscrits reçus par la poste ne sont pas lus. "
    "Le comité de lecture s'efforce de répondre sous dix semaines. "
    "Chaque auteur ne peut envoyer qu'un seul manuscrit par période."
)
FORME = (
    "La salle Forme & Vous est ouverte du lundi au vendredi de 6 h à 22 h, et le week-end de 9 h à 19 h. "
    "L'abonnement mensuel coûte 35 €, ou 25 € pour les étudiants sur présentation de leur carte. "
    "Les nouveaux adhérents doivent réserver une séance d'initiation avant d'accéder à l'espace de musculation libre. "
    "La salle s'étend sur 750 mètres carrés."
)
FORME_PROPRIO = (
    "Forme & Vous a été fondée en 2010 par l'ancienne nageuse Élodie Marchand et son frère Thomas. "
    "En 2018, ils ont vendu 50 % des parts de la salle à la chaîne Vitalis, qui a conservé le nom. "
    "Les cours collectifs sont inclus dans toutes les formules, sauf la formule « heures creuses ». "
    "Chaque cours est limité à 16 participants."
)
AXIOME = (
    "L'éditeur de logiciels Axiome a été créé en 2003 par Nicolas Fabre et Leïla Haddad. "
    "En 2014, Axiome a fusionné avec son concurrent Datalis, et la nouvelle entité a pris le nom d'Axiome Datalis. "
    "Leïla Haddad en est devenue directrice générale, tandis que Nicolas Fabre a présidé le conseil d'administration jusqu'en 2020. "
    "L'entreprise compte environ 1 900 salariés dans trois pays."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-t7-001", "para.synonym", "Qui a fondé Lambert Optique ?", "L'entreprise a été créée en 1959 par deux ingénieurs, Henri Lambert et Simone Garnier.", LAMBERT, True),
    w.faith("fr-t7-002", "para.relative", "Qui a été le premier PDG venu de l'extérieur ?", "Il s'agit de Marc Delorme, qui a pris la tête de l'entreprise en 2003 et qui était le premier PDG embauché hors de la maison.", LAMBERT, True),
    w.faith("fr-t7-003", "fmt.thousands", "Comment l'effectif a-t-il évolué sous Marc Delorme ?", "Sous sa direction, le nombre de salariés est passé de 310 à 1240.", LAMBERT, True),
    w.faith("fr-t7-004", "role.swap", "Que s'est-il passé à la tête de l'entreprise en 1987 ?", "En 1987, Simone Garnier a cédé la présidence à Henri Lambert.", LAMBERT, False),
    w.faith("fr-t7-005", "value.date", "Quand Lambert Optique a-t-elle été fondée ?", "Henri Lambert et Simone Garnier l'ont fondée en 1969, dans un atelier loué à Besançon.", LAMBERT, False),
    w.faith("fr-t7-006", "para.passive", "Qu'est-il arrivé à Maison Perrin en avril 2012 ?", "La chaîne de boulangeries Maison Perrin a été rachetée par le groupe laitier Valmont.", VALMONT, True),
    w.faith("fr-t7-007", "fmt.scale", "Combien Valmont a-t-il payé Maison Perrin ?", "Le prix de rachat s'élevait à 65 000 000 €.", VALMONT, True),
    w.faith("fr-t7-008", "fmt.period", "Combien de temps Gilles Perrin est-il resté après la vente ?", "Gilles Perrin est resté conseiller encore 24 mois après la cession.", VALMONT, True),
    w.faith("fr-t7-009", "role.swap", "Que s'est-il passé pour Valmont en 2017 ?", "En 2017, Valmont a racheté le groupe belge Vanderberg.", VALMONT, False),
    w.faith("fr-t7-010", "direction", "Quel rôle a joué Gilles Perrin ?", "Gilles Perrin a été conseiller pendant les deux années qui ont précédé la vente à Valmont.", VALMONT, False),
    w.faith("fr-t7-011", "value.currency", "Quel était le prix de rachat de Maison Perrin ?", "Valmont a déboursé 65 millions de francs suisses pour Maison Perrin.", VALMONT, False),
    w.faith("fr-t7-012", "fmt.abbrev", "Quand l'Union sportive de Saint-Aubin a-t-elle été créée ?", "L'US Saint-Aubin a vu le jour en 1912, à l'initiative d'ouvriers de la verrerie locale.", SAINT_AUBIN, True),
    w.faith("fr-t7-013", "para.nominal", "Depuis quand le club joue-t-il au stade des Tilleuls ?", "L'installation du club au stade des Tilleuls remonte à 1948.", SAINT_AUBIN, True),
    w.faith("fr-t7-014", "fmt.range", "Quand Robert Chevalier a-t-il entraîné le club ?", "Robert Chevalier a dirigé l'équipe sur la période 1974-1991, plus longtemps que n'importe quel autre entraîneur.", SAINT_AUBIN, True),
    w.faith("fr-t7-015", "negation", "Quels titres l'US Saint-Aubin a-t-elle remportés ?", "Le club a gagné quatre fois la coupe régionale entre 1965 et 1990, et il a aussi décroché un titre national.", SAINT_AUBIN, False),
    w.faith("fr-t7-016", "value.number", "Combien de spectateurs le stade des Tilleuls peut-il accueillir ?", "Le stade peut recevoir 16 100 spectateurs.", SAINT_AUBIN, False),
    w.faith("fr-t7-017", "para.combine", "Qui a dirigé l'institut en premier, et qui lui a succédé ?", "L'océanographe Françoise Leclerc en a été la première directrice pendant onze ans, puis le chimiste Alain Mercier a pris le relais en 1989.", PORT_MERLIN, True),
    w.faith("fr-t7-018", "para.pronoun", "Qui dirige l'institut aujourd'hui ?", "C'est Claire Benali. Avant d'en prendre la direction en 2015, elle était responsable du laboratoire de plancton.", PORT_MERLIN, True),
    w.faith("fr-t7-019", "role.swap", "Qu'est-ce qui a changé à l'institut en 1989 ?", "En 1989, le chimiste Alain Mercier a passé la main à Françoise Leclerc.", PORT_MERLIN, False),
    w.faith("fr-t7-020", "modality", "Le mandat d'un directeur peut-il être renouvelé ?", "Oui, et il doit obligatoirement être renouvelé une fois au bout des quatre premières années.", PORT_MERLIN, False),
    w.faith("fr-t7-021", "added.entity", "Qui nomme les directeurs de l'institut ?", "Les directeurs sont nommés pour quatre ans par le conseil d'administration, conjointement avec le ministère de la Recherche.", PORT_MERLIN, False),
    w.faith("fr-t7-022", "para.except", "Quels jours la quincaillerie Rousseau est-elle ouverte ?", "Tous les jours, sauf le dimanche et le lundi.", ROUSSEAU, True),
    w.faith("fr-t7-023", "fmt.time", "Quels sont les horaires de la quincaillerie ?", "Du mardi au samedi, de 9 heures du matin à 7 heures du soir.", ROUSSEAU, True),
    w.faith("fr-t7-024", "added.fact", "Qu'a changé Monique en reprenant la boutique ?", "Monique a ajouté un service de reproduction de clés et ouvert un rayon de jardinage.", ROUSSEAU, False),
    w.faith("fr-t7-025", "value.time", "À quelle heure la quincaillerie ferme-t-elle ?", "Elle ferme à 18 h.", ROUSSEAU, False),
    w.faith("fr-t7-026", "value.except", "La quincaillerie est-elle ouverte le samedi ?", "Non, elle est fermée le samedi et le dimanche.", ROUSSEAU, False),
    w.faith("fr-t7-027", "wrap.opener", "Qui a fondé les éditions Marceau & Vial ?", "Bonne question ! La maison a été fondée à Lyon en 1931 par Louis Marceau, libraire, et Jeanne Vial, traductrice.", MARCEAU, True),
    w.faith("fr-t7-028", "wrap.attribution", "Pour quoi Marceau & Vial est-elle connue ?", "D'après l'historique de la maison, elle s'est fait un nom avec des polars venus de Scandinavie, traduits en français.", MARCEAU, True),
    w.faith("fr-t7-029", "fmt.number", "Combien de livres Marceau & Vial publie-t-elle par an ?", "Aujourd'hui, elle sort une quarantaine de titres chaque année.", MARCEAU, True),
    w.faith("fr-t7-030", "antonym", "À qui appartient Marceau & Vial ?", "Depuis 2011, la maison appartient au groupe Arbelot, plus petit qu'elle, mais elle a gardé son propre catalogue.", MARCEAU, False),
    w.faith("fr-t7-031", "value.date", "Quand le groupe Arbelot a-t-il racheté la maison ?", "Arbelot a racheté Marceau & Vial en 2001.", MARCEAU, False),
    w.faith("fr-t7-032", "fmt.date", "Quand puis-je envoyer un manuscrit à Marceau & Vial ?", "Les envois sont acceptés entre le 15/01 et le 15/03.", MARCEAU_ENVOIS, True),
    w.faith("fr-t7-033", "para.part", "Puis-je envoyer mon manuscrit par la poste ?", "Non, il faut passer par le formulaire en ligne.", MARCEAU_ENVOIS, True),
    w.faith("fr-t7-034", "quantifier", "Combien de manuscrits puis-je envoyer ?", "Vous pouvez envoyer plusieurs manuscrits par période, à condition de passer par le formulaire en ligne.", MARCEAU_ENVOIS, False),
    w.faith("fr-t7-035", "fmt.time", "Quels sont les horaires de Forme & Vous en semaine ?", "Du lundi au vendredi, on peut s'entraîner de 6 heures du matin à 10 heures du soir.", FORME, True),
    w.faith("fr-t7-036", "fmt.currency", "Combien coûte l'abonnement étudiant ?", "Sur présentation de leur carte, les étudiants paient 25 euros par mois.", FORME, True),
    w.faith("fr-t7-037", "value.unit", "Quelle est la surface de la salle ?", "La salle fait 750 pieds carrés.", FORME, False),
    w.faith("fr-t7-038", "fmt.share", "Qu'a acheté Vitalis en 2018 ?", "Vitalis a racheté la moitié des parts de la salle à Élodie Marchand et à son frère, en gardant le nom.", FORME_PROPRIO, True),
    w.faith("fr-t7-039", "para.except", "Les cours collectifs sont-ils compris dans la formule « heures creuses » ?", "Non : c'est la seule formule qui ne comprend pas les cours collectifs.", FORME_PROPRIO, True),
    w.faith("fr-t7-040", "direction", "Combien de personnes peuvent participer à un cours ?", "Chaque cours doit réunir au moins 16 participants.", FORME_PROPRIO, False),
    w.faith("fr-t7-041", "wrap.closer", "Qui a fondé Axiome ?", "Axiome a été créé en 2003 par Nicolas Fabre et Leïla Haddad. N'hésitez pas si vous avez d'autres questions !", AXIOME, True),
    w.faith("fr-t7-042", "wrap.hedge", "Combien de salariés compte Axiome Datalis ?", "Il me semble qu'elle emploie à peu près 1 900 personnes, réparties dans trois pays.", AXIOME, True),
    w.faith("fr-t7-043", "role.swap", "Qui a dirigé l'entreprise après la fusion ?", "Après la fusion, Nicolas Fabre est devenu directeur général et Leïla Haddad a présidé le conseil d'administration.", AXIOME, False),
    w.faith("fr-t7-044", "added.entity", "Avec qui Axiome a-t-il fusionné ?", "En 2014, Axiome a fusionné avec Datalis et Logimer pour former Axiome Datalis.", AXIOME, False),
]

CORRECTNESS = [
    w.correct("fr-t7-045", "correct.wordy", "Qui a fondé les éditions Marceau & Vial ?", "Les éditions Marceau & Vial ont été fondées en 1931 à Lyon par le libraire Louis Marceau, associé à la traductrice Jeanne Vial.", "Louis Marceau et Jeanne Vial.", True),
    w.correct("fr-t7-046", "correct.format", "Combien Valmont a-t-il payé Maison Perrin ?", "65 000 000 €", "65 millions d'euros", True),
    w.correct("fr-t7-047", "correct.format", "Combien de spectateurs le stade des Tilleuls peut-il accueillir ?", "Onze mille six cents.", "11 600", True),
    w.correct("fr-t7-048", "correct.wordy", "En quelle année Axiome a-t-il été créé ?", "Axiome a été créé par Nicolas Fabre et Leïla Haddad en 2003.", "2003", True),
    w.correct("fr-t7-049", "wrong.value", "Quand Forme & Vous a-t-elle été fondée ?", "Forme & Vous a été fondée en 2013.", "En 2010.", False),
    w.correct("fr-t7-050", "wrong.role", "Qui a racheté Maison Perrin ?", "C'est Maison Perrin qui a racheté le groupe Valmont.", "Le groupe Valmont a racheté Maison Perrin.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
