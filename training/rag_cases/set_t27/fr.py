"""French cases of set t27 : fondateurs et investisseurs d'une jeune pousse lyonnaise, une
investisseuse au capital d'une start-up, conseil d'administration et don d'une association
d'aide alimentaire, la fête de la Saint-Jean d'un village, conservatrice et donateurs d'un musée
des Beaux-Arts, une aile de musée financée par une mécène, une brasserie rachetée par un groupe,
les chefs d'un orchestre symphonique et son concert d'ouverture."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

ALVEO = (
    "La jeune pousse lyonnaise Alvéo a été fondée en 2017 par Claire Dumont et Karim Benali. "
    "Claire Dumont en est la présidente, tandis que Karim Benali dirige la technique. "
    "En juin 2021, Alvéo a levé 3,8 millions d'euros lors d'un tour de table mené par le fonds Rhône Capital. "
    "À l'issue de cette levée, Julien Marchand, associé de Rhône Capital, a rejoint le conseil d'administration."
)
PAIN_PERDU = (
    "L'investisseuse Sophie Garnier a placé 250 000 euros dans la start-up Pain Perdu en avril 2019, en échange de 12 % du capital. "
    "Le fondateur de Pain Perdu, Hugo Lefèvre, avait auparavant été chef de projet dans l'agence de Sophie Garnier. "
    "Elle participe à une réunion stratégique par trimestre."
)
RESTOS = (
    "Le conseil d'administration de l'association Les Restos du Quartier se réunit le premier lundi de chaque mois à 18 h 30 à la maison des associations. "
    "La présidente, Martine Giraud, a été élue en 2022 ; le trésorier, Paul Ndiaye, présente les comptes à chaque réunion. "
    "Les réunions sont ouvertes aux adhérents, sauf celle de janvier, qui se tient à huis clos."
)
DON = (
    "En 2023, l'association Les Restos du Quartier a reçu un don de 20 000 euros de la Fondation Lemaire. "
    "Le conseil a décidé de l'affecter à l'achat d'une camionnette pour les distributions. "
    "Seuls les bénévoles titulaires du permis B depuis au moins trois ans pourront la conduire."
)
SAINT_JEAN = (
    "La fête de la Saint-Jean de Villeneuve-sur-Aure aura lieu le samedi 21 juin sur la place de l'église. "
    "Elle est organisée par le comité des fêtes et l'école de musique. "
    "Les animations commencent à 16 h et le feu de la Saint-Jean est allumé à 22 h 30. "
    "L'entrée est gratuite ; le repas champêtre coûte 12 euros, et 6 euros pour les moins de 10 ans."
)
DESSINS = (
    "Le département des arts graphiques du musée des Beaux-Arts de Saint-Aubin est placé sous la responsabilité de la conservatrice Hélène Roux. "
    "En 2014, le collectionneur Bernard Petit a donné au musée 210 dessins du XVIIIe siècle. "
    "Hélène Roux en a retenu 45 pour l'exposition « Traits de lumière », présentée du 10 avril au 15 septembre. "
    "Le musée est ouvert tous les jours sauf le mardi."
)
AILE = (
    "La nouvelle aile du musée des Beaux-Arts de Saint-Aubin a été financée par la mécène Laurence Vidal, qui a apporté 4 millions d'euros en 2018. "
    "Conçue par l'architecte Thomas Nguyen, elle a été inaugurée en octobre 2021. "
    "Elle accueille les collections d'art contemporain."
)
MONT_VERT = (
    "La brasserie du Mont-Vert a été créée en 1999 par les frères Yannick et Loïc Le Gall à Quimperlé. "
    "En 2016, elle a été rachetée par le groupe Boissons de l'Ouest pour 15 millions d'euros. "
    "Le groupe a conservé le site de Quimperlé et gardé les 34 salariés. "
    "Loïc Le Gall est resté maître brasseur jusqu'en 2021."
)
VALMONT = (
    "L'Orchestre symphonique de Valmont est dirigé depuis 2018 par sa cheffe principale, Anne-Sophie Lenoir. "
    "Son prédécesseur, Michel Arnaud, a occupé ce poste pendant 25 ans et est aujourd'hui chef honoraire. "
    "Le contrat d'Anne-Sophie Lenoir a été prolongé en 2023 jusqu'à la fin de la saison 2028-2029. "
    "Le chef assistant, Rémi Fabre, dirige les concerts pour les scolaires."
)
OUVERTURE = (
    "Le concert d'ouverture de la saison de l'Orchestre symphonique de Valmont aura lieu le vendredi 10 octobre à 20 h 30 à l'auditorium de Valmont. "
    "Le chef invité Pablo Herrera dirigera la Symphonie fantastique de Berlioz. "
    "Les places coûtent de 12 à 55 euros, et les moins de 26 ans bénéficient d'une réduction de 50 %. "
    "Le concert dure environ 1 h 45, avec un entracte de 20 minutes."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("fr-t27-001", "para.relative", "Qui a fondé Alvéo, et quand a eu lieu la levée de fonds ?", "Alvéo, que Claire Dumont et Karim Benali ont fondée à Lyon en 2017, a bouclé une levée de fonds en juin 2021.", ALVEO, True),
    w.faith("fr-t27-002", "para.combine", "Qui est entré au conseil après la levée ?", "C'est Rhône Capital qui a mené le tour de 3,8 millions d'euros ; Julien Marchand, l'un de ses associés, a ensuite intégré le conseil d'administration d'Alvéo.", ALVEO, True),
    w.faith("fr-t27-003", "para.pronoun", "Quel est le rôle de Karim Benali ?", "Karim Benali a cofondé Alvéo. Il y est responsable de toute la partie technique.", ALVEO, True),
    w.faith("fr-t27-004", "role.swap", "Qui fait quoi chez Alvéo ?", "Chez Alvéo, c'est Karim Benali qui préside l'entreprise, et Claire Dumont qui dirige la technique.", ALVEO, False),
    w.faith("fr-t27-005", "added.fact", "Combien Alvéo a-t-elle levé ?", "Alvéo a levé 3,8 millions d'euros en juin 2021 auprès de Rhône Capital et compte doubler ses effectifs d'ici un an.", ALVEO, False),
    w.faith("fr-t27-006", "fmt.scale", "Combien Sophie Garnier a-t-elle investi ?", "Sophie Garnier a investi 0,25 million d'euros dans Pain Perdu en avril 2019.", PAIN_PERDU, True),
    w.faith("fr-t27-007", "para.relative", "Qui est Hugo Lefèvre ?", "Hugo Lefèvre, qui avait été chef de projet dans l'agence de Sophie Garnier, est le fondateur de Pain Perdu.", PAIN_PERDU, True),
    w.faith("fr-t27-008", "value.number", "Quelle part du capital a-t-elle obtenue ?", "En échange, Sophie Garnier a reçu 21 % du capital de Pain Perdu.", PAIN_PERDU, False),
    w.faith("fr-t27-009", "added.fact", "Sophie Garnier suit-elle l'entreprise ?", "Sophie Garnier assiste à une réunion stratégique chaque trimestre et siège aussi au comité de direction.", PAIN_PERDU, False),
    w.faith("fr-t27-010", "fmt.time", "Quand le conseil se réunit-il ?", "Le conseil se retrouve le premier lundi du mois, à six heures et demie du soir, à la maison des associations.", RESTOS, True),
    w.faith("fr-t27-011", "para.except", "Les adhérents peuvent-ils assister aux réunions ?", "Oui, les adhérents sont les bienvenus à chaque réunion, sauf en janvier, où le conseil siège sans public.", RESTOS, True),
    w.faith("fr-t27-012", "value.except", "Les adhérents peuvent-ils assister aux réunions ?", "Les réunions sont ouvertes aux adhérents, à l'exception de celle de juillet, qui a lieu à huis clos.", RESTOS, False),
    w.faith("fr-t27-013", "para.pronoun", "Que fait Paul Ndiaye ?", "Paul Ndiaye est le trésorier de l'association. C'est lui qui présente les comptes à chaque réunion du conseil.", RESTOS, True),
    w.faith("fr-t27-014", "added.fact", "Quand Martine Giraud a-t-elle été élue ?", "Martine Giraud, élue présidente en 2022, est une ancienne institutrice du quartier.", RESTOS, False),
    w.faith("fr-t27-015", "para.relative", "À quoi servira le don de la Fondation Lemaire ?", "Les 20 000 euros que la Fondation Lemaire a donnés en 2023 serviront à acheter une camionnette pour les distributions.", DON, True),
    w.faith("fr-t27-016", "fmt.period", "Qui pourra conduire la camionnette ?", "Pour conduire la camionnette, il faudra avoir le permis B depuis 36 mois au minimum.", DON, True),
    w.faith("fr-t27-017", "modality", "Qui pourra conduire la camionnette ?", "Il est conseillé, mais pas obligatoire, d'avoir le permis B depuis trois ans pour conduire la camionnette.", DON, False),
    w.faith("fr-t27-018", "added.fact", "Que va-t-on acheter avec le don ?", "Le don de la Fondation Lemaire servira à acheter une camionnette électrique pour les distributions.", DON, False),
    w.faith("fr-t27-019", "direction", "Qui pourra conduire la camionnette ?", "Les bénévoles pourront conduire la camionnette s'ils ont le permis B depuis moins de trois ans.", DON, False),
    w.faith("fr-t27-020", "fmt.date", "Quand a lieu la fête ?", "La fête aura lieu le samedi 21/06, place de l'église.", SAINT_JEAN, True),
    w.faith("fr-t27-021", "fmt.time", "À quelle heure allume-t-on le feu ?", "Le feu de la Saint-Jean sera allumé à dix heures et demie du soir.", SAINT_JEAN, True),
    w.faith("fr-t27-022", "wrap.closer", "Combien coûte le repas ?", "Le repas champêtre est à 12 euros, et moitié prix pour les enfants de moins de 10 ans. Bonne fête à vous !", SAINT_JEAN, True),
    w.faith("fr-t27-023", "value.time", "Quand commencent les animations ?", "Les animations débutent à 14 h.", SAINT_JEAN, False),
    w.faith("fr-t27-024", "added.fact", "Qui organise la fête ?", "La fête est organisée par le comité des fêtes et l'école de musique, et un bal populaire suit le feu.", SAINT_JEAN, False),
    w.faith("fr-t27-025", "para.combine", "Quand commencent les animations ?", "Les animations démarrent à 16 h, six heures et demie avant qu'on allume le feu de la Saint-Jean.", SAINT_JEAN, True),
    w.faith("fr-t27-026", "para.relative", "D'où viennent les dessins de « Traits de lumière » ?", "Les 45 dessins de « Traits de lumière » ont été choisis par Hélène Roux parmi les 210 que Bernard Petit avait donnés au musée en 2014.", DESSINS, True),
    w.faith("fr-t27-027", "role.swap", "Comment l'exposition a-t-elle été montée ?", "Hélène Roux a donné 210 dessins au musée, et Bernard Petit en a sélectionné 45 pour l'exposition.", DESSINS, False),
    w.faith("fr-t27-028", "added.fact", "Jusqu'à quand dure « Traits de lumière » ?", "« Traits de lumière » est présentée du 10 avril au 15 septembre, et l'entrée y est gratuite le premier dimanche du mois.", DESSINS, False),
    w.faith("fr-t27-029", "para.except", "Quel jour le musée est-il fermé ?", "Le musée ferme le mardi ; les autres jours, il est ouvert.", DESSINS, True),
    w.faith("fr-t27-030", "wrap.attribution", "Qui a financé la nouvelle aile ?", "D'après le document, c'est la mécène Laurence Vidal qui a financé la nouvelle aile, à hauteur de 4 millions d'euros.", AILE, True),
    w.faith("fr-t27-031", "para.passive", "Qui a conçu la nouvelle aile ?", "L'architecte Thomas Nguyen a conçu la nouvelle aile, que l'on a inaugurée en octobre 2021.", AILE, True),
    w.faith("fr-t27-032", "added.fact", "Quand la nouvelle aile a-t-elle été inaugurée ?", "La nouvelle aile, financée par Laurence Vidal, a été inaugurée en octobre 2021 en présence de la ministre de la Culture.", AILE, False),
    w.faith("fr-t27-033", "value.date", "Quand la nouvelle aile a-t-elle été inaugurée ?", "L'inauguration de la nouvelle aile a eu lieu en octobre 2020.", AILE, False),
    w.faith("fr-t27-034", "para.relative", "Qu'est devenue la brasserie du Mont-Vert ?", "La brasserie que Yannick et Loïc Le Gall avaient créée à Quimperlé en 1999 a été reprise en 2016 par le groupe Boissons de l'Ouest.", MONT_VERT, True),
    w.faith("fr-t27-035", "para.pronoun", "Qu'a fait le groupe après le rachat ?", "Le groupe Boissons de l'Ouest a racheté la brasserie en 2016 pour 15 millions d'euros. Il a ensuite maintenu le site de Quimperlé et conservé l'ensemble des 34 salariés.", MONT_VERT, True),
    w.faith("fr-t27-036", "quantifier", "Qu'est-il arrivé aux salariés ?", "Le groupe a conservé le site, mais n'a gardé qu'une partie des 34 salariés.", MONT_VERT, False),
    w.faith("fr-t27-037", "antonym", "Qu'est devenu le site de Quimperlé ?", "Après le rachat, le groupe a fermé le site de Quimperlé.", MONT_VERT, False),
    w.faith("fr-t27-038", "added.fact", "Jusqu'à quand Loïc Le Gall est-il resté ?", "Loïc Le Gall est resté maître brasseur jusqu'en 2021, puis il a ouvert sa propre cidrerie.", MONT_VERT, False),
    w.faith("fr-t27-039", "para.combine", "Qui dirige l'orchestre ?", "Anne-Sophie Lenoir dirige l'orchestre depuis 2018 ; elle a succédé à Michel Arnaud, resté 25 ans à ce poste.", VALMONT, True),
    w.faith("fr-t27-040", "wrap.hedge", "Jusqu'à quand court son contrat ?", "Si je comprends bien, le contrat d'Anne-Sophie Lenoir, prolongé en 2023, court jusqu'à la fin de la saison 2028-2029.", VALMONT, True),
    w.faith("fr-t27-041", "added.fact", "Que fait Rémi Fabre ?", "Rémi Fabre, le chef assistant, dirige les concerts pour les scolaires ainsi que le chœur de l'orchestre.", VALMONT, False),
    w.faith("fr-t27-042", "fmt.period", "Combien de temps dure le concert ?", "Le concert dure environ une heure trois quarts, entracte de 20 minutes compris.", OUVERTURE, True),
    w.faith("fr-t27-043", "fmt.share", "Y a-t-il une réduction pour les jeunes ?", "Oui, les moins de 26 ans paient leur place moitié prix.", OUVERTURE, True),
    w.faith("fr-t27-044", "added.fact", "Qu'est-ce qui sera joué ?", "Pablo Herrera dirigera la Symphonie fantastique de Berlioz, et le concert sera retransmis en direct à la radio.", OUVERTURE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-t27-045", "correct.wordy", "Qui a racheté la brasserie du Mont-Vert ?", "C'est le groupe Boissons de l'Ouest qui a repris la brasserie du Mont-Vert, en 2016.", "Le groupe Boissons de l'Ouest.", True),
    w.correct("fr-t27-046", "correct.format", "À quelle heure commence le concert d'ouverture ?", "À 20:30.", "20 h 30", True),
    w.correct("fr-t27-047", "correct.format", "Combien Laurence Vidal a-t-elle apporté ?", "4 000 000 €.", "4 millions d'euros", True),
    w.correct("fr-t27-048", "correct.wordy", "Qui est la cheffe principale de l'Orchestre symphonique de Valmont ?", "La cheffe principale de l'Orchestre symphonique de Valmont est Anne-Sophie Lenoir, en poste depuis 2018.", "Anne-Sophie Lenoir", True),
    w.correct("fr-t27-049", "wrong.value", "Combien de dessins Bernard Petit a-t-il donnés ?", "Il en a donné 120.", "210", False),
    w.correct("fr-t27-050", "wrong.role", "Qui préside Alvéo ?", "Alvéo est présidée par Karim Benali.", "Claire Dumont", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
