"""French cases of set t25: a family bakery handed down, a kayak rental, a carpentry firm,
a boutique hotel, a flower shop and a music school."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

BAKERY_HISTORY = (
    "La boulangerie Marchal a été fondée en 1961 par Lucien Marchal, rue des Tanneurs à Dijon. "
    "En 1990, sa fille Hélène a repris l'affaire ; depuis 2018, c'est le mari d'Hélène, Karim Benali, qui la dirige. "
    "Le pain de campagne est toujours cuit au feu de bois, comme à l'origine."
)
BAKERY_ORDERS = (
    "La boulangerie est ouverte tous les jours sauf le mercredi, de 7 h à 19 h 30. "
    "Les pièces montées se commandent au moins une semaine à l'avance, avec un acompte de 20 €. "
    "Les viennoiseries de la veille sont vendues à moitié prix."
)
KAYAK_PRICES = (
    "Kayak des Gorges loue des kayaks solo à 14 € l'heure et des biplaces à 22 € l'heure. "
    "Le gilet de sauvetage et la pagaie sont compris dans le prix. "
    "Les enfants de moins de 8 ans ne peuvent embarquer que dans un biplace, accompagnés d'un adulte."
)
KAYAK_HOURS = (
    "La base nautique est ouverte de juin à mi-septembre, de 9 h 30 à 18 h. "
    "Le dernier départ a lieu à 16 h 15. "
    "En cas de crue, toutes les sorties sont annulées et intégralement remboursées."
)
JOINERY_TEAM = (
    "La menuiserie Bois & Fils a été créée en 2001 par le menuisier Yann Le Goff et son beau-frère Olivier Perrin. "
    "Yann dirige l'atelier, tandis qu'Olivier s'occupe des devis et des rendez-vous chez les clients. "
    "L'entreprise compte huit salariés, dont deux apprentis."
)
JOINERY_TERMS = (
    "Pour un dressing sur mesure, le devis gratuit est envoyé sous quinze jours après la prise de mesures. "
    "Un acompte de 40 % est demandé à la signature, le solde à la pose. "
    "Les caissons sont garantis dix ans, à l'exception des charnières."
)
HOTEL_HOUSE = (
    "L'Hôtel des Tisserands est un hôtel de charme de 12 chambres, installé dans un ancien atelier de soierie du XIXe siècle. "
    "Il a été ouvert en 2012 par Claire Dufour, qui l'a vendu à la famille Moreau en 2021. "
    "L'arrivée se fait à partir de 16 h et le départ avant 11 h."
)
HOTEL_SERVICES = (
    "Le petit-déjeuner est servi de 7 h 30 à 10 h et coûte 17 € par personne s'il n'est pas inclus dans le tarif. "
    "Les chiens sont acceptés dans les deux chambres du rez-de-chaussée, moyennant 12 € par nuit. "
    "Le jardin-terrasse est réservé aux clients de l'hôtel."
)
FLOWER_SHOP = (
    "La boutique Pivoine & Cie appartient à Martine Roux ; c'est son neveu Théo qui la gère au quotidien. "
    "Pour toute commande passée avant 11 h, la livraison en ville est assurée le jour même, pour 8 €. "
    "Les fleurs de mariage nécessitent un rendez-vous au moins deux mois avant la cérémonie."
)
MUSIC_SCHOOL = (
    "L'école de musique La Clé de Sol a été fondée en 1979 par la violoniste Odile Garnier. "
    "Son ancien élève Julien Petit en est le directeur depuis 2014. "
    "Un cours dure 45 minutes et un trimestre de 11 cours coûte 297 €. "
    "Tout cours annulé moins de 24 heures à l'avance n'est pas rattrapé."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful: every claim is supported
    w.faith("fr-t25-001", "para.relative", "Qui a repris la boulangerie Marchal ?",
            "La boulangerie que Lucien Marchal avait fondée en 1961 a été reprise par sa fille Hélène en 1990.",
            BAKERY_HISTORY, True),
    w.faith("fr-t25-002", "para.combine", "Qui dirige la boulangerie aujourd'hui ?",
            "Depuis 2018, c'est Karim Benali qui la dirige ; il est le mari d'Hélène, qui avait repris l'affaire en 1990.",
            BAKERY_HISTORY, True),
    w.faith("fr-t25-003", "para.pronoun", "Qui a fondé la boulangerie ?",
            "C'est Lucien Marchal qui l'a fondée. Il l'a ouverte en 1961, rue des Tanneurs à Dijon.",
            BAKERY_HISTORY, True),
    w.faith("fr-t25-004", "para.except", "Quel jour la boulangerie est-elle fermée ?",
            "Elle ferme le mercredi ; le reste de la semaine, elle est ouverte.",
            BAKERY_ORDERS, True),
    w.faith("fr-t25-005", "fmt.time", "Quels sont les horaires de la boulangerie ?",
            "Elle ouvre à 7 heures du matin et ferme à sept heures et demie du soir.",
            BAKERY_ORDERS, True),
    w.faith("fr-t25-006", "fmt.share", "Les viennoiseries de la veille sont-elles moins chères ?",
            "Oui, elles sont vendues avec une réduction de 50 %.",
            BAKERY_ORDERS, True),
    w.faith("fr-t25-007", "para.combine", "Qu'est-ce qui est compris avec un biplace ?",
            "Un biplace coûte 22 € de l'heure, et le gilet de sauvetage comme la pagaie sont inclus dans ce tarif.",
            KAYAK_PRICES, True),
    w.faith("fr-t25-008", "para.pronoun", "Mon fils de 6 ans peut-il prendre un kayak seul ?",
            "Non. Les enfants de moins de 8 ans ne montent que dans un biplace. Ils doivent en plus y être accompagnés d'un adulte.",
            KAYAK_PRICES, True),
    w.faith("fr-t25-009", "fmt.time", "Quand la base nautique est-elle ouverte ?",
            "De juin à la mi-septembre, de 9:30 à 18:00.",
            KAYAK_HOURS, True),
    w.faith("fr-t25-010", "para.combine", "Peut-on encore partir en kayak à 17 h ?",
            "Non : la base ne ferme qu'à 18 h, mais le dernier départ est fixé à 16 h 15.",
            KAYAK_HOURS, True),
    w.faith("fr-t25-011", "para.relative", "À qui dois-je demander un devis ?",
            "Adressez-vous à Olivier Perrin, qui a cofondé la menuiserie en 2001 et s'occupe des devis.",
            JOINERY_TEAM, True),
    w.faith("fr-t25-012", "para.pronoun", "Quel est le rôle de Yann Le Goff ?",
            "Yann Le Goff a créé la menuiserie en 2001 avec son beau-frère. Aujourd'hui, c'est lui qui dirige l'atelier.",
            JOINERY_TEAM, True),
    w.faith("fr-t25-013", "fmt.share", "Comment se règle un dressing ?",
            "Vous versez 40 % à la signature, puis les 60 % restants au moment de la pose.",
            JOINERY_TERMS, True),
    w.faith("fr-t25-014", "para.synonym", "Les charnières sont-elles garanties ?",
            "Non, la garantie de dix ans porte sur les caissons ; les charnières n'en font pas partie.",
            JOINERY_TERMS, True),
    w.faith("fr-t25-015", "para.relative", "À qui appartient l'Hôtel des Tisserands ?",
            "L'hôtel, que Claire Dufour avait ouvert en 2012, appartient depuis 2021 à la famille Moreau, à qui elle l'a vendu.",
            HOTEL_HOUSE, True),
    w.faith("fr-t25-016", "fmt.time", "À quelle heure peut-on arriver et partir ?",
            "Vous pouvez arriver dès quatre heures de l'après-midi et devez partir avant onze heures du matin.",
            HOTEL_HOUSE, True),
    w.faith("fr-t25-017", "para.combine", "Puis-je venir avec mon chien ?",
            "Oui, dans l'une des deux chambres du rez-de-chaussée, avec un supplément de 12 € par nuit.",
            HOTEL_SERVICES, True),
    w.faith("fr-t25-018", "wrap.attribution", "Le jardin-terrasse est-il ouvert au public ?",
            "D'après les informations de l'hôtel, seules les personnes qui y séjournent ont accès au jardin-terrasse.",
            HOTEL_SERVICES, True),
    w.faith("fr-t25-019", "para.passive", "Qui s'occupe de Pivoine & Cie ?",
            "La boutique est gérée au quotidien par Théo, le neveu de sa propriétaire Martine Roux.",
            FLOWER_SHOP, True),
    w.faith("fr-t25-020", "fmt.currency", "Peut-on être livré aujourd'hui ?",
            "Oui, si vous commandez avant 11 h, on vous livre en ville le jour même pour huit euros.",
            FLOWER_SHOP, True),
    w.faith("fr-t25-021", "wrap.hedge", "Quand faut-il prendre rendez-vous pour les fleurs du mariage ?",
            "Si je comprends bien, il faut prendre rendez-vous au moins deux mois avant la cérémonie.",
            FLOWER_SHOP, True),
    w.faith("fr-t25-022", "para.relative", "Qui dirige La Clé de Sol ?",
            "Julien Petit, ancien élève de la fondatrice Odile Garnier, dirige l'école depuis 2014.",
            MUSIC_SCHOOL, True),
    w.faith("fr-t25-023", "fmt.period", "Combien de temps dure un cours ?",
            "Chaque cours dure trois quarts d'heure.",
            MUSIC_SCHOOL, True),
    w.faith("fr-t25-024", "wrap.opener", "Combien coûte un kayak solo ?",
            "Bonne question ! Le kayak solo se loue 14 € l'heure.",
            KAYAK_PRICES, True),
    # unfaithful: exactly one error
    w.faith("fr-t25-025", "added.fact", "Quand Hélène a-t-elle repris la boulangerie ?",
            "Hélène a repris l'affaire en 1990, après avoir fait son apprentissage à Lyon.",
            BAKERY_HISTORY, False),
    w.faith("fr-t25-026", "added.fact", "Comment commander une pièce montée ?",
            "Il faut la commander une semaine avant et verser 20 € d'acompte, remboursé en cas d'annulation.",
            BAKERY_ORDERS, False),
    w.faith("fr-t25-027", "added.fact", "Qu'est-ce qui est inclus dans la location ?",
            "Le prix comprend le gilet, la pagaie et un bidon étanche pour vos affaires.",
            KAYAK_PRICES, False),
    w.faith("fr-t25-028", "added.fact", "À quelle heure est servi le petit-déjeuner ?",
            "Il est servi de 7 h 30 à 10 h, avec des confitures faites maison.",
            HOTEL_SERVICES, False),
    w.faith("fr-t25-029", "added.fact", "Combien de chambres compte l'hôtel ?",
            "L'hôtel compte 12 chambres, toutes avec vue sur la rivière.",
            HOTEL_HOUSE, False),
    w.faith("fr-t25-030", "added.fact", "Comment marche la livraison le jour même ?",
            "Pour une commande avant 11 h, la livraison en ville se fait le jour même pour 8 €, et les fleurs arrivent avant 18 h.",
            FLOWER_SHOP, False),
    w.faith("fr-t25-031", "added.fact", "Combien de personnes travaillent chez Bois & Fils ?",
            "Huit salariés, dont deux apprentis que Yann forme lui-même.",
            JOINERY_TEAM, False),
    w.faith("fr-t25-032", "added.fact", "Combien coûte un trimestre ?",
            "Un trimestre de 11 cours coûte 297 €, payable en trois fois sans frais.",
            MUSIC_SCHOOL, False),
    w.faith("fr-t25-033", "role.swap", "Comment les deux associés se répartissent-ils le travail ?",
            "C'est Olivier qui dirige l'atelier, et Yann qui s'occupe des devis et des rendez-vous chez les clients.",
            JOINERY_TEAM, False),
    w.faith("fr-t25-034", "role.swap", "Qui a fondé La Clé de Sol ?",
            "L'école a été fondée en 1979 par Julien Petit ; son ancienne élève Odile Garnier la dirige depuis 2014.",
            MUSIC_SCHOOL, False),
    w.faith("fr-t25-035", "role.swap", "Que s'est-il passé en 2021 ?",
            "En 2021, la famille Moreau a vendu l'hôtel à Claire Dufour.",
            HOTEL_HOUSE, False),
    w.faith("fr-t25-036", "value.date", "Depuis quand Karim Benali dirige-t-il la boulangerie ?",
            "Karim Benali est à la tête de la boulangerie depuis 2008.",
            BAKERY_HISTORY, False),
    w.faith("fr-t25-037", "value.time", "À quelle heure est le dernier départ ?",
            "Le dernier départ a lieu à 17 h 15.",
            KAYAK_HOURS, False),
    w.faith("fr-t25-038", "value.number", "Dans quelles chambres les chiens sont-ils admis ?",
            "Les chiens sont acceptés dans les quatre chambres du rez-de-chaussée.",
            HOTEL_SERVICES, False),
    w.faith("fr-t25-039", "negation", "Faut-il payer le gilet de sauvetage en plus ?",
            "Oui, le gilet de sauvetage n'est pas compris dans le prix, il faut le louer à part.",
            KAYAK_PRICES, False),
    w.faith("fr-t25-040", "antonym", "Le jardin-terrasse est-il réservé aux clients ?",
            "Non, il est ouvert à tout le monde, même à ceux qui ne dorment pas à l'hôtel.",
            HOTEL_SERVICES, False),
    w.faith("fr-t25-041", "modality", "Faut-il commander la pièce montée à l'avance ?",
            "Il vaut mieux la commander une semaine avant, mais ce n'est pas obligatoire.",
            BAKERY_ORDERS, False),
    w.faith("fr-t25-042", "quantifier", "Les enfants doivent-ils être accompagnés ?",
            "Oui, tous les enfants, quel que soit leur âge, doivent monter dans un biplace avec un adulte.",
            KAYAK_PRICES, False),
    w.faith("fr-t25-043", "value.except", "Que couvre la garantie ?",
            "La garantie de dix ans couvre tout, charnières comprises.",
            JOINERY_TERMS, False),
    w.faith("fr-t25-044", "direction", "Quand un cours annulé n'est-il pas rattrapé ?",
            "Un cours annulé plus de 24 heures à l'avance n'est pas rattrapé.",
            MUSIC_SCHOOL, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-t25-045", "correct.wordy", "En quelle année la boulangerie Marchal a-t-elle été fondée ?",
              "D'après l'histoire de la famille, tout a commencé en 1961, quand Lucien Marchal a ouvert la boutique rue des Tanneurs.",
              "En 1961.", True),
    w.correct("fr-t25-046", "correct.format", "Combien coûte un kayak solo à l'heure ?",
              "Quatorze euros de l'heure.",
              "14 €.", True),
    w.correct("fr-t25-047", "correct.format", "Avant quelle heure faut-il quitter la chambre ?",
              "Avant 11:00.",
              "Avant 11 h.", True),
    w.correct("fr-t25-048", "correct.wordy", "Qui a fondé La Clé de Sol ?",
              "C'est la violoniste Odile Garnier qui a fondé l'école, en 1979.",
              "Odile Garnier.", True),
    w.correct("fr-t25-049", "wrong.value", "Combien de chambres compte l'Hôtel des Tisserands ?",
              "L'hôtel compte 20 chambres.",
              "12.", False),
    w.correct("fr-t25-050", "wrong.role", "Qui dirige l'atelier de Bois & Fils ?",
              "C'est Olivier Perrin qui dirige l'atelier.",
              "Yann Le Goff.", False),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *CORRECTNESS)
