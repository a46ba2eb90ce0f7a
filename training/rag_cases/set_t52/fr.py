"""French cases of set t52 : une chambre d'hôtes du Luberon et ses propriétaires, un
domaine bourguignon qui accueille des mariages, une crêperie de Quimper, le marché de
Noël de Colmar, un club de jazz parisien et la Fête du cidre du Pays d'Auge."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

CHAMBRES = (
    "La Bastide des Oliviers, chambre d'hôtes à Lourmarin, propose cinq chambres, dont deux avec terrasse privée. "
    "La nuit coûte 120 € pour deux personnes, petit-déjeuner compris, et 165 € dans la suite familiale. "
    "Les arrivées se font entre 17 h et 20 h. "
    "La piscine est accessible de 9 h à 19 h, et les enfants doivent y être accompagnés d'un adulte."
)
CH_STAFF = (
    "La maison est tenue par Isabelle et Laurent Fabre, qui l'ont achetée en 2012. "
    "Isabelle prépare les tables d'hôtes du mardi et du vendredi, tandis que Laurent organise les balades à vélo dans le Luberon. "
    "La bastide, construite en 1790, a longtemps servi de ferme avant d'être rénovée en 2013."
)
DOMAINE = (
    "Le Domaine des Trois Chênes, près de Beaune, accueille des mariages d'avril à octobre. "
    "La grange peut recevoir 180 invités assis, l'orangerie 90. "
    "La location du domaine coûte 6 500 € le samedi et 4 900 € le vendredi ou le dimanche. "
    "La musique doit s'arrêter à 2 h du matin, et les feux d'artifice sont interdits."
)
DOMAINE_STAFF = (
    "Chloé Bernard, la responsable des événements, suit chaque mariage de la première visite jusqu'au jour J ; le traiteur Olivier Perrin élabore les menus. "
    "Une dégustation est organisée deux mois avant la date. "
    "Le domaine appartient à la famille Dumont depuis 1965 et reçoit des mariages depuis 2010."
)
CREPERIE = (
    "La crêperie Ty Gwenn, à Quimper, a été ouverte en 1979 par Anne Le Bihan ; son fils Erwan a repris les billigs en 2014. "
    "La galette complète coûte 9,50 € et la crêpe beurre-sucre 4 €. "
    "Elle est ouverte tous les jours sauf le mercredi, de 12 h à 14 h 30 et de 19 h à 22 h. "
    "Les réservations ne sont prises que par téléphone."
)
MARCHE_NOEL = (
    "Le marché de Noël de Colmar se tient du 22 novembre au 29 décembre. "
    "Il réunit environ 180 chalets répartis sur six places de la vieille ville. "
    "Les chalets sont ouverts de 10 h à 20 h, et jusqu'à 21 h le vendredi et le samedi. "
    "Le marché est fermé le 25 décembre."
)
JAZZ = (
    "Le Caveau Saint-Merri, club de jazz du quartier des Halles à Paris, a ouvert en 1961 et a été racheté en 1998 par la pianiste Nadia Colin. "
    "Les concerts commencent à 21 h, et la jam session du jeudi débute à 23 h 30. "
    "L'entrée coûte 20 €, ou 12 € pour les étudiants. "
    "Le quartet maison est mené par le trompettiste Samuel Diallo."
)
CIDRE = (
    "La Fête du cidre de Beuvron-en-Auge a lieu chaque année le dernier week-end d'octobre. "
    "Une trentaine de producteurs du Pays d'Auge y font déguster leur cidre et leur calvados. "
    "L'entrée est gratuite, et le verre de dégustation est vendu 3 €. "
    "Le concours du meilleur cidre est jugé le samedi à 15 h par un jury présidé par le chef Marc Lefèvre."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-t52-001", "para.part", "Y a-t-il des chambres avec terrasse ?", "Oui, sur les cinq chambres, deux disposent d'une terrasse privée.", CHAMBRES, True),
    w.faith("fr-t52-002", "fmt.currency", "Quel est le prix d'une nuit ?", "La nuit est à cent vingt euros pour deux personnes, petit-déjeuner inclus.", CHAMBRES, True),
    w.faith("fr-t52-003", "fmt.time", "À quelle heure peut-on arriver ?", "Vous pouvez arriver entre cinq heures et huit heures du soir.", CHAMBRES, True),
    w.faith("fr-t52-004", "para.part", "Mes enfants peuvent-ils aller seuls à la piscine ?", "Non, les enfants doivent y être accompagnés d'un adulte.", CHAMBRES, True),
    w.faith("fr-t52-005", "para.relative", "Qui tient la Bastide des Oliviers ?", "Ce sont Isabelle et Laurent Fabre, qui ont acheté la maison en 2012.", CH_STAFF, True),
    w.faith("fr-t52-006", "para.synonym", "Qui s'occupe des repas et des sorties ?", "Isabelle cuisine pour les tables d'hôtes du mardi et du vendredi, et Laurent se charge des balades à vélo dans le Luberon.", CH_STAFF, True),
    w.faith("fr-t52-007", "para.combine", "La bastide est-elle ancienne ?", "Oui, elle a été construite en 1790 et a longtemps été une ferme, puis elle a été rénovée en 2013.", CH_STAFF, True),
    w.faith("fr-t52-008", "fmt.thousands", "Combien coûte la location du domaine ?", "Comptez 6500 € le samedi et 4900 € le vendredi ou le dimanche.", DOMAINE, True),
    w.faith("fr-t52-009", "fmt.number", "Combien d'invités la grange peut-elle accueillir ?", "La grange peut recevoir cent quatre-vingts invités assis.", DOMAINE, True),
    w.faith("fr-t52-010", "fmt.time", "Jusqu'à quelle heure peut-on faire la fête ?", "La musique doit s'arrêter à deux heures du matin.", DOMAINE, True),
    w.faith("fr-t52-011", "para.part", "Peut-on se marier au domaine en décembre ?", "Non, le domaine n'accueille des mariages que d'avril à octobre.", DOMAINE, True),
    w.faith("fr-t52-012", "para.passive", "Qui prépare les menus du mariage ?", "Les menus sont élaborés par le traiteur Olivier Perrin.", DOMAINE_STAFF, True),
    w.faith("fr-t52-013", "para.combine", "Depuis quand le domaine reçoit-il des mariages ?", "Le domaine appartient aux Dumont depuis 1965, et on y célèbre des mariages depuis 2010.", DOMAINE_STAFF, True),
    w.faith("fr-t52-014", "para.pronoun", "Qui fait les crêpes chez Ty Gwenn ?", "C'est Erwan, le fils de la fondatrice Anne Le Bihan ; il a repris les billigs en 2014.", CREPERIE, True),
    w.faith("fr-t52-015", "fmt.currency", "Combien coûte une galette complète ?", "La galette complète est à neuf euros cinquante.", CREPERIE, True),
    w.faith("fr-t52-016", "para.except", "La crêperie est-elle ouverte le mercredi ?", "Non, elle est fermée le mercredi ; les autres jours, elle ouvre midi et soir.", CREPERIE, True),
    w.faith("fr-t52-017", "wrap.closer", "Peut-on réserver en ligne ?", "Non, les réservations se font uniquement par téléphone. Bon appétit !", CREPERIE, True),
    w.faith("fr-t52-018", "fmt.date", "Quand a lieu le marché de Noël de Colmar ?", "Il se tient du 22/11 au 29/12.", MARCHE_NOEL, True),
    w.faith("fr-t52-019", "para.except", "Le marché est-il ouvert le 24 décembre ?", "Oui, le seul jour de fermeture pendant le marché est le 25 décembre.", MARCHE_NOEL, True),
    w.faith("fr-t52-020", "wrap.attribution", "Les chalets ferment-ils plus tard le week-end ?", "D'après le programme, ils restent ouverts jusqu'à 21 h le vendredi et le samedi.", MARCHE_NOEL, True),
    w.faith("fr-t52-021", "para.passive", "À qui appartient le Caveau Saint-Merri ?", "La pianiste Nadia Colin a racheté en 1998 ce club ouvert en 1961.", JAZZ, True),
    w.faith("fr-t52-022", "fmt.time", "À quelle heure commence la jam session ?", "La jam session du jeudi commence à onze heures et demie du soir.", JAZZ, True),
    w.faith("fr-t52-023", "wrap.question", "Combien coûte l'entrée ?", "L'entrée est à 20 €, ou 12 € pour les étudiants. Voulez-vous aussi l'horaire des concerts ?", JAZZ, True),
    w.faith("fr-t52-024", "fmt.number", "Combien de producteurs participent à la fête ?", "Environ trente producteurs du Pays d'Auge y font goûter leur cidre et leur calvados.", CIDRE, True),
    w.faith("fr-t52-025", "value.currency", "Combien coûte la suite familiale ?", "La suite familiale coûte 120 € la nuit.", CHAMBRES, False),
    w.faith("fr-t52-026", "antonym", "Quand peut-on se baigner ?", "La piscine ouvre à 19 h.", CHAMBRES, False),
    w.faith("fr-t52-027", "added.fact", "À quelle heure faut-il arriver ?", "Les arrivées se font entre 17 h et 20 h, et le parking est payant.", CHAMBRES, False),
    w.faith("fr-t52-028", "role.swap", "Qui prépare les tables d'hôtes ?", "C'est Laurent qui prépare les tables d'hôtes, tandis qu'Isabelle organise les balades à vélo.", CH_STAFF, False),
    w.faith("fr-t52-029", "value.date", "Quand les Fabre ont-ils acheté la maison ?", "Isabelle et Laurent Fabre ont acheté la bastide en 2013.", CH_STAFF, False),
    w.faith("fr-t52-030", "value.number", "Combien de personnes l'orangerie peut-elle accueillir ?", "L'orangerie peut recevoir 180 invités assis.", DOMAINE, False),
    w.faith("fr-t52-031", "value.currency", "Combien coûte un samedi au domaine ?", "La location du domaine coûte 4 900 € le samedi.", DOMAINE, False),
    w.faith("fr-t52-032", "modality", "La musique doit-elle s'arrêter à une heure précise ?", "Il est conseillé d'arrêter la musique vers 2 h du matin, mais ce n'est pas obligatoire.", DOMAINE, False),
    w.faith("fr-t52-033", "negation", "Peut-on tirer un feu d'artifice ?", "Oui, les feux d'artifice sont autorisés au domaine.", DOMAINE, False),
    w.faith("fr-t52-034", "role.swap", "Qui suit l'organisation du mariage ?", "Olivier Perrin suit chaque mariage de la première visite au jour J, et Chloé Bernard élabore les menus.", DOMAINE_STAFF, False),
    w.faith("fr-t52-035", "value.date", "Depuis quand y a-t-il des mariages au domaine ?", "Le Domaine des Trois Chênes reçoit des mariages depuis 1965.", DOMAINE_STAFF, False),
    w.faith("fr-t52-036", "value.except", "Quel jour la crêperie est-elle fermée ?", "Ty Gwenn est ouverte tous les jours sauf le lundi.", CREPERIE, False),
    w.faith("fr-t52-037", "role.swap", "Qui a ouvert la crêperie ?", "Erwan a ouvert la crêperie en 1979, et sa mère Anne a repris les billigs en 2014.", CREPERIE, False),
    w.faith("fr-t52-038", "quantifier", "Comment réserver chez Ty Gwenn ?", "Vous pouvez réserver par téléphone, par e-mail ou directement sur place.", CREPERIE, False),
    w.faith("fr-t52-039", "value.date", "Jusqu'à quand dure le marché de Noël ?", "Le marché de Noël de Colmar se tient du 22 novembre au 24 décembre.", MARCHE_NOEL, False),
    w.faith("fr-t52-040", "added.fact", "Combien y a-t-il de chalets ?", "Environ 180 chalets sont répartis sur six places, reliées entre elles par une navette gratuite.", MARCHE_NOEL, False),
    w.faith("fr-t52-041", "value.time", "À quelle heure commencent les concerts ?", "Les concerts du Caveau Saint-Merri commencent à 23 h 30.", JAZZ, False),
    w.faith("fr-t52-042", "role.swap", "Qui mène le quartet maison ?", "Le quartet maison est mené par Nadia Colin, et Samuel Diallo a racheté le club en 1998.", JAZZ, False),
    w.faith("fr-t52-043", "added.entity", "Que peut-on déguster à la fête ?", "Une trentaine de producteurs font déguster leur cidre, leur calvados et leur pommeau.", CIDRE, False),
    w.faith("fr-t52-044", "value.currency", "L'entrée est-elle payante ?", "L'entrée coûte 3 €, et le verre de dégustation est offert.", CIDRE, False),
]

CORRECTNESS = [
    w.correct("fr-t52-045", "correct.wordy", "Combien coûte une nuit pour deux à la Bastide des Oliviers ?", "À la Bastide des Oliviers, une nuit pour deux personnes revient à 120 €, avec le petit-déjeuner.", "120 €, petit-déjeuner compris", True),
    w.correct("fr-t52-046", "correct.short", "Qui mène le quartet maison du Caveau Saint-Merri ?", "Samuel Diallo.", "Le quartet maison est mené par le trompettiste Samuel Diallo.", True),
    w.correct("fr-t52-047", "correct.format", "Combien coûte la location du Domaine des Trois Chênes le samedi ?", "Six mille cinq cents euros.", "6 500 €", True),
    w.correct("fr-t52-048", "correct.wordy", "Quand a lieu la Fête du cidre de Beuvron-en-Auge ?", "Elle se déroule chaque année pendant le dernier week-end du mois d'octobre.", "Le dernier week-end d'octobre.", True),
    w.correct("fr-t52-049", "wrong.value", "Combien de chalets compte le marché de Noël de Colmar ?", "Environ 80 chalets.", "Environ 180 chalets.", False),
    w.correct("fr-t52-050", "wrong.role", "Qui élabore les menus au Domaine des Trois Chênes ?", "Chloé Bernard, la responsable des événements.", "Le traiteur Olivier Perrin.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
