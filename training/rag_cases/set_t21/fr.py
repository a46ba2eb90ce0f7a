"""French cases of set t21: calendrier de collecte des déchets d'une commune et horaires d'une
déchetterie, gratuité d'un musée des Beaux-Arts et d'un château pendant les Journées du patrimoine,
horaires d'un cabinet médical et d'un centre de santé le lundi de Pentecôte, règles d'échange d'une
boutique et de retour d'un site de vente de vélos, règles de prêt d'une médiathèque, service du
week-end d'une ligne de bus."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

DECHETS = (
    "À Saint-Aubin-sur-Loire, les ordures ménagères sont ramassées le lundi et le jeudi, les emballages "
    "recyclables un mercredi sur deux. Les jours fériés, la collecte est maintenue, sauf le 1er mai, où "
    "elle est reportée au lendemain. Les bacs doivent être sortis la veille au soir après 19 h et rentrés "
    "avant 20 h le jour de la collecte."
)
DECHETTERIE = (
    "La déchetterie des Tilleuls est ouverte du mardi au samedi, de 9 h à 12 h et de 14 h à 18 h. Elle est "
    "fermée le dimanche, le lundi et les jours fériés. L'accès est gratuit pour les particuliers sur "
    "présentation d'un badge, dans la limite de 24 passages par an."
)
MUSEE = (
    "Le musée des Beaux-Arts de Valmont est gratuit pour tous le premier dimanche de chaque mois, sauf en "
    "juillet et en août. Les moins de 26 ans y entrent gratuitement toute l'année. L'exposition temporaire "
    "reste payante, au tarif réduit de 5 € les dimanches gratuits."
)
CHATEAU = (
    "Pendant les Journées du patrimoine, les 21 et 22 septembre, le château de Montclair ouvre gratuitement "
    "ses salons de 10 h à 18 h. Les visites guidées sont assurées par la conservatrice Claire Dumas, et les "
    "réservations sont gérées par l'office de tourisme. Le donjon reste fermé au public pour travaux."
)
CABINET = (
    "Le cabinet médical des Acacias reçoit sur rendez-vous du lundi au vendredi de 8 h 30 à 19 h, et le "
    "samedi matin de 9 h à 12 h. Le cabinet sera fermé du 12 au 25 août. Pendant cette période, le "
    "Dr Lefèvre remplacera le Dr Martin pour les urgences, au cabinet du Dr Lefèvre, 4 rue des Lilas."
)
CENTRE = (
    "Le centre de santé Pasteur sera exceptionnellement ouvert le lundi de Pentecôte, de 9 h à 13 h, "
    "uniquement pour les soins infirmiers. Les consultations de médecine générale reprendront le mardi à "
    "8 h. Les prises de sang à jeun se font sans rendez-vous, de 7 h 30 à 9 h."
)
BOUTIQUE = (
    "Chez Maison Lavande, vous disposez de 15 jours après l'achat pour échanger un article, ticket de "
    "caisse à l'appui. Les articles soldés ne sont ni repris ni échangés. Les bougies entamées et les "
    "produits cosmétiques ouverts sont exclus de tout échange pour des raisons d'hygiène. L'échange se fait "
    "uniquement contre un avoir valable six mois."
)
VELOS = (
    "Sur la boutique en ligne Cycles Duval, les retours sont acceptés dans un délai de 60 jours. Les frais "
    "de retour sont offerts à partir de 100 € d'achat ; en dessous, ils s'élèvent à 7,50 €. Les vélos "
    "montés sur mesure ne peuvent pas être retournés."
)
MEDIATHEQUE = (
    "À la médiathèque Jacques-Prévert, chaque abonné peut emprunter jusqu'à 15 documents pour 4 semaines. "
    "Les nouveautés sont limitées à deux par carte et ne peuvent pas être prolongées. L'abonnement coûte "
    "12 € par an pour les adultes ; il est gratuit pour les moins de 18 ans et les demandeurs d'emploi."
)
BUS = (
    "Le week-end, la ligne 12 circule de 6 h 45 à 21 h 30, avec un bus toutes les 20 minutes le samedi et "
    "toutes les 40 minutes le dimanche. Le dimanche, elle ne dessert pas l'arrêt Marché-Couvert. Les jours "
    "fériés, les horaires du dimanche s'appliquent, sauf le 25 décembre et le 1er janvier, où la ligne ne "
    "circule pas."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # fidèles : chaque affirmation est appuyée par le contexte, avec d'autres mots
    w.faith("fr-t21-001", "para.except", "La collecte a-t-elle lieu les jours fériés ?",
            "Oui, elle est assurée tous les jours fériés à l'exception du 1er mai, où elle est décalée au jour suivant.", DECHETS, True),
    w.faith("fr-t21-002", "fmt.period", "Quand passe la collecte des emballages ?",
            "Les emballages recyclables sont collectés tous les quinze jours, le mercredi.", DECHETS, True),
    w.faith("fr-t21-003", "fmt.time", "À partir de quelle heure peut-on sortir les poubelles ?",
            "On sort les bacs la veille au soir, pas avant 7 h du soir.", DECHETS, True),
    w.faith("fr-t21-004", "para.except", "Quels jours la déchetterie des Tilleuls accueille-t-elle le public ?",
            "Hormis le dimanche, le lundi et les jours fériés, elle vous accueille tous les jours.", DECHETTERIE, True),
    w.faith("fr-t21-005", "para.nominal", "Faut-il payer pour aller à la déchetterie ?",
            "Non : le badge donne aux particuliers un accès gratuit, limité à 24 passages annuels.", DECHETTERIE, True),
    w.faith("fr-t21-006", "para.except", "Le musée est-il gratuit pour tout le monde le premier dimanche d'août ?",
            "Non, la gratuité pour tous du premier dimanche n'a pas lieu en juillet ni en août.", MUSEE, True),
    w.faith("fr-t21-007", "fmt.currency", "Combien coûte l'exposition temporaire un dimanche gratuit ?",
            "Comptez cinq euros ces dimanches-là.", MUSEE, True),
    w.faith("fr-t21-008", "wrap.attribution", "J'ai 22 ans, je paie l'entrée du musée ?",
            "D'après le musée, les moins de 26 ans entrent gratuitement toute l'année, donc non.", MUSEE, True),
    w.faith("fr-t21-009", "fmt.date", "Quand le château de Montclair est-il gratuit ?",
            "Les 21 et 22/09, pendant les Journées du patrimoine, les salons se visitent gratuitement.", CHATEAU, True),
    w.faith("fr-t21-010", "para.passive", "Qui s'occupe des visites guidées au château ?",
            "La conservatrice Claire Dumas guide les visites, tandis que l'office de tourisme prend les réservations.", CHATEAU, True),
    w.faith("fr-t21-011", "fmt.time", "Jusqu'à quelle heure les salons sont-ils ouverts ?",
            "Ils sont ouverts de 10 heures du matin à 6 heures du soir.", CHATEAU, True),
    w.faith("fr-t21-012", "para.synonym", "Qui voir en cas d'urgence en août, pendant la fermeture ?",
            "Pendant la fermeture, les urgences du Dr Martin sont prises en charge par le Dr Lefèvre, 4 rue des Lilas.", CABINET, True),
    w.faith("fr-t21-013", "fmt.period", "Combien de temps le cabinet ferme-t-il cet été ?",
            "Il ferme deux semaines, du 12 au 25 août.", CABINET, True),
    w.faith("fr-t21-014", "wrap.opener", "Quels sont les horaires du cabinet en semaine ?",
            "Bonjour ! Du lundi au vendredi, le cabinet consulte sur rendez-vous de 8 h 30 à 19 h.", CABINET, True),
    w.faith("fr-t21-015", "para.except", "Puis-je voir un généraliste le lundi de Pentecôte ?",
            "Non, ce jour-là seuls les soins infirmiers sont assurés, de 9 h à 13 h ; les consultations de médecine générale reprennent le mardi.", CENTRE, True),
    w.faith("fr-t21-016", "wrap.hedge", "Faut-il un rendez-vous pour une prise de sang à jeun ?",
            "Il me semble que non : les prises de sang à jeun se font sans rendez-vous, entre 7 h 30 et 9 h.", CENTRE, True),
    w.faith("fr-t21-017", "fmt.period", "L'avoir est-il valable longtemps ?",
            "L'avoir reste valable un semestre.", BOUTIQUE, True),
    w.faith("fr-t21-018", "para.synonym", "Je peux rapporter un article soldé ?",
            "Impossible de rapporter ou d'échanger un article acheté en solde.", BOUTIQUE, True),
    w.faith("fr-t21-019", "para.part", "Une bougie déjà allumée peut-elle être échangée ?",
            "Non, les bougies entamées ne sont pas échangées.", BOUTIQUE, True),
    w.faith("fr-t21-020", "fmt.currency", "Combien coûte un retour pour une commande de 60 € ?",
            "En dessous de 100 € d'achat, le retour vous coûtera 7 euros 50.", VELOS, True),
    w.faith("fr-t21-021", "wrap.closer", "Le retour est-il gratuit pour un vélo à 850 € ?",
            "Oui, les frais de retour sont offerts dès 100 € d'achat. Bonne journée !", VELOS, True),
    w.faith("fr-t21-022", "para.combine", "Combien de documents peut-on emprunter à la médiathèque ?",
            "On peut emprunter jusqu'à 15 documents pour quatre semaines, mais pas plus de deux nouveautés par carte.", MEDIATHEQUE, True),
    w.faith("fr-t21-023", "fmt.time", "Le samedi, à quelle heure passe le premier bus de la ligne 12 ?",
            "Le samedi, la ligne 12 roule de 7 h moins le quart à 9 h et demie du soir, avec un bus toutes les 20 minutes.", BUS, True),
    w.faith("fr-t21-024", "wrap.question", "La ligne 12 circule-t-elle à Noël ?",
            "Non, le 25 décembre la ligne 12 ne circule pas. Voulez-vous les horaires d'un autre jour ?", BUS, True),
    # infidèles : une seule affirmation n'est pas appuyée
    w.faith("fr-t21-025", "value.date", "Quel jour férié décale la collecte ?",
            "Seul le 8 mai fait exception : ce jour-là, la collecte est reportée au lendemain.", DECHETS, False),
    w.faith("fr-t21-026", "direction", "Quand faut-il rentrer les bacs ?",
            "Il faut rentrer les bacs après 20 h le jour de la collecte.", DECHETS, False),
    w.faith("fr-t21-027", "value.number", "Combien de passages gratuits a-t-on par an ?",
            "Les particuliers ont droit à 30 passages gratuits par an avec leur badge.", DECHETTERIE, False),
    w.faith("fr-t21-028", "antonym", "L'accès à la déchetterie est-il gratuit ?",
            "Non, pour les particuliers l'accès est payant, même avec le badge.", DECHETTERIE, False),
    w.faith("fr-t21-029", "value.number", "Jusqu'à quel âge entre-t-on gratuitement au musée ?",
            "Les moins de 30 ans ne paient jamais l'entrée.", MUSEE, False),
    w.faith("fr-t21-030", "added.fact", "Que propose le musée le premier dimanche du mois ?",
            "L'entrée est gratuite pour tous, et un café est offert aux visiteurs.", MUSEE, False),
    w.faith("fr-t21-031", "role.swap", "Qui gère les réservations au château ?",
            "Les réservations sont gérées par Claire Dumas, et les visites guidées par l'office de tourisme.", CHATEAU, False),
    w.faith("fr-t21-032", "negation", "Peut-on visiter le donjon pendant les Journées du patrimoine ?",
            "Oui, le donjon sera lui aussi accessible au public.", CHATEAU, False),
    w.faith("fr-t21-033", "role.swap", "Qui assure les urgences pendant la fermeture d'août ?",
            "C'est le Dr Martin qui remplacera le Dr Lefèvre pour les urgences.", CABINET, False),
    w.faith("fr-t21-034", "value.time", "Le cabinet est-il ouvert le samedi ?",
            "Oui, le samedi de 9 h à 13 h, sur rendez-vous.", CABINET, False),
    w.faith("fr-t21-035", "quantifier", "Qu'est-ce qui est ouvert le lundi de Pentecôte ?",
            "Tous les services du centre fonctionnent ce jour-là, de 9 h à 13 h.", CENTRE, False),
    w.faith("fr-t21-036", "modality", "Comment se passent les prises de sang à jeun ?",
            "Elles ont lieu de 7 h 30 à 9 h, et il faut obligatoirement prendre rendez-vous.", CENTRE, False),
    w.faith("fr-t21-037", "value.unit", "De combien de temps dispose-t-on pour échanger un article ?",
            "Vous avez 15 semaines après l'achat, avec le ticket de caisse.", BOUTIQUE, False),
    w.faith("fr-t21-038", "value.except", "Qu'est-ce qui est exclu des échanges ?",
            "Les bougies entamées sont exclues, mais les cosmétiques ouverts peuvent être échangés.", BOUTIQUE, False),
    w.faith("fr-t21-039", "direction", "Quand les frais de retour sont-ils offerts ?",
            "Ils sont offerts pour les commandes de moins de 100 €.", VELOS, False),
    w.faith("fr-t21-040", "value.number", "Quel est le délai de retour chez Cycles Duval ?",
            "Vous pouvez renvoyer votre commande pendant 30 jours.", VELOS, False),
    w.faith("fr-t21-041", "value.unit", "Combien coûte l'abonnement adulte ?",
            "Il faut compter 12 € par mois.", MEDIATHEQUE, False),
    w.faith("fr-t21-042", "added.entity", "Qui ne paie pas l'abonnement ?",
            "L'abonnement est gratuit pour les moins de 18 ans, les demandeurs d'emploi et les étudiants.", MEDIATHEQUE, False),
    w.faith("fr-t21-043", "value.time", "Jusqu'à quelle heure roule la ligne 12 le week-end ?",
            "Le dernier service du week-end est à 22 h 30.", BUS, False),
    w.faith("fr-t21-044", "value.except", "Quels jours fériés la ligne 12 ne circule-t-elle pas ?",
            "Elle suit les horaires du dimanche les jours fériés, sauf le 25 décembre et le 1er mai, où elle ne roule pas.", BUS, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-t21-045", "correct.wordy", "Combien de temps l'avoir de Maison Lavande est-il valable ?",
              "L'avoir remis lors d'un échange reste valable pendant six mois, pas davantage.", "Six mois.", True),
    w.correct("fr-t21-046", "correct.format", "À quelle heure la ligne 12 termine-t-elle son service le week-end ?",
              "À 9 h et demie du soir.", "21 h 30", True),
    w.correct("fr-t21-047", "correct.format", "Combien coûte l'abonnement adulte à la médiathèque Jacques-Prévert ?",
              "Douze euros par an.", "12 € par an", True),
    w.correct("fr-t21-048", "correct.wordy", "Qui assure les visites guidées au château de Montclair pendant les Journées du patrimoine ?",
              "Pendant ces deux journées, c'est Claire Dumas, la conservatrice, qui assure elle-même les visites guidées.",
              "La conservatrice Claire Dumas.", True),
    w.correct("fr-t21-049", "wrong.value", "Combien de documents peut-on emprunter à la médiathèque Jacques-Prévert ?",
              "Jusqu'à 10 documents.", "15 documents.", False),
    w.correct("fr-t21-050", "wrong.role", "Qui gère les réservations des visites au château de Montclair ?",
              "C'est la conservatrice Claire Dumas.", "L'office de tourisme.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
