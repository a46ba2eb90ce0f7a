"""Fresh set co, French: a laundromat, a grooming salon, a rooftop cinema, a farmers' market, a museum, a paragliding school, a pharmacy, a community garden, a bowling alley and a piano school."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

LAUNDRY = (
    "La laverie Bulles d'Or, rue du Port, est ouverte tous les jours sauf le 25 décembre, de 6 h à 23 h. "
    "Elle compte 24 lave-linge et 18 sèche-linge. "
    "Un grand lave-linge coûte 4,50 € par cycle, et 10 minutes de séchage coûtent 0,75 €. "
    "La gérante, Martine Leclerc, a embauché l'employé Julien Fabre en mars 2021. "
    "Les clients ne doivent pas laisser les machines sans surveillance plus de 30 minutes ; ils peuvent apporter leur propre lessive."
)
GROOM = (
    "Le salon de toilettage Patounes a été fondé en 2016 par Claire Morel, qui l'a vendu en 2022 au toiletteur Bruno Garnier. "
    "Le salon emploie 7 toiletteurs et gère environ 1 200 rendez-vous par an. "
    "Un toilettage complet pour un petit chien coûte 55 €, et la coupe des griffes 12 €. "
    "Tous les chiens doivent être vaccinés contre la rage ; une muselière est recommandée pour les chiens anxieux, mais elle n'est pas obligatoire. "
    "Le salon est fermé le lundi."
)
CINEMA = (
    "Le Ciné-Toit Belvédère, sur le toit de l'immeuble Carnot, projette des films du 15 mai au 30 septembre 2024. "
    "Les séances commencent à 21 h du lundi au vendredi et à 21 h 30 le week-end. "
    "Une place coûte 12 €, et la location d'un plaid 3 €. "
    "Le toit compte 140 transats, et les spectateurs peuvent apporter leurs propres en-cas. "
    "Il est interdit de fumer partout sur le toit, sauf dans le coin réservé près de l'escalier. "
    "La directrice, Sophie Renard, choisit les films, et le projectionniste Luc Barbier assure les séances."
)
MARKET = (
    "Le marché paysan des Berges se tient chaque samedi de 7 h à 13 h au parc des Ormes. "
    "Il accueille 44 producteurs, dont la moitié vendent des produits bio. "
    "Un emplacement standard coûte 35 € par jour aux exposants. "
    "Le marché a été créé en 2009 par l'agricultrice Ruth Callot, et il est aujourd'hui dirigé par Karim Benali. "
    "Les chiens doivent être tenus en laisse, et les producteurs doivent avoir remballé avant 14 h."
)
MUSEUM = (
    "Le muséum d'histoire naturelle de Valbreuil expose un squelette de dinosaure de 12 mètres découvert en 1998 près de Rennes, capitale de la Bretagne. "
    "Le muséum est ouvert tous les jours sauf le mardi, de 10 h à 17 h. "
    "L'entrée coûte 14 € pour les adultes, et elle est gratuite pour les enfants de moins de 12 ans. "
    "Ses collections comptent 3,2 millions de spécimens. "
    "Le conservateur en chef, le Dr Paul Lemaire, dirige le département de paléontologie, et Samia Ortiz gère la boutique."
)
PARAGLIDE = (
    "L'école de parapente Envol a été fondée en 2012 par sa monitrice principale, Camille Jourdan. "
    "Son stage d'initiation dure deux semaines et coûte 1 450 €. "
    "Les élèves doivent avoir au moins 16 ans et peser au maximum 110 kg. "
    "Les vols biplaces décollent du mont Rochebrune, à 1 800 mètres d'altitude ; tous les vols sont annulés lorsque le vent dépasse 25 km/h. "
    "Un casque est fourni gratuitement, et les élèves peuvent apporter leur propre sellette."
)
PHARMACY = (
    "La pharmacie des Tilleuls, avenue des Érables, est ouverte de 8 h à 21 h du lundi au vendredi et de 9 h à 18 h le samedi ; elle est fermée le dimanche. "
    "La pharmacienne Nadia Rahmani dirige l'officine, et le préparateur Benoît Colin assure les livraisons. "
    "Le vaccin contre la grippe coûte 25 € et se fait sans rendez-vous. "
    "Les ordonnances commandées en ligne peuvent être retirées dans un délai de 5 jours. "
    "La livraison à domicile est gratuite pour les commandes de plus de 40 €."
)
GARDEN = (
    "Le jardin partagé des Lilas compte 60 parcelles de 3 mètres sur 4. "
    "Une parcelle coûte 40 € par saison, et la saison va du 1er avril au 31 octobre. "
    "Les membres doivent faire au moins 6 heures de bénévolat par saison. "
    "Le coordinateur, Jamal Prévost, attribue les parcelles, et la trésorière, Grace Lemoine, encaisse les cotisations. "
    "La cabane à outils est ouverte tous les jours sauf le mercredi."
)
BOWLING = (
    "Le bowling Strike Club compte 32 pistes et il est ouvert de midi à minuit. "
    "Une partie coûte 5 € par personne avant 17 h et 7 € par personne après 17 h. "
    "La location de chaussures coûte 2,50 €. "
    "Les anniversaires doivent être réservés au moins 7 jours à l'avance. "
    "Le bowling a été ouvert en 1987 par François Delmas, et sa fille Marie Delmas l'a repris en 2015. "
    "La nourriture venue de l'extérieur est interdite."
)
PIANO = (
    "L'école de piano Arpège accueille 180 élèves âgés de 5 à 70 ans. "
    "Les cours particuliers durent 45 minutes et coûtent 40 € chacun. "
    "L'école possède 14 pianos, dont 2 pianos à queue. "
    "La directrice, Elena Sokolova, a fondé l'école en 2005, et le professeur Martin Hallé dirige le programme de jazz. "
    "L'audition de printemps aura lieu le 18 mai 2025 à 15 h à la salle des Saules. "
    "Le week-end, les élèves peuvent travailler gratuitement dans les salles de l'école."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-co-001", "para.reorder", "Quand la laverie Bulles d'Or est-elle ouverte ?", "De 6 h à 23 h, tous les jours sauf le 25 décembre, la laverie Bulles d'Or est ouverte.", LAUNDRY, True),
    w.faith("fr-co-002", "para.passive", "Qui a fondé le salon Patounes ?", "Claire Morel a fondé le salon de toilettage Patounes en 2016.", GROOM, True),
    w.faith("fr-co-003", "para.synonym", "Combien de toiletteurs compte le salon Patounes ?", "7 toiletteurs travaillent au salon.", GROOM, True),
    w.faith("fr-co-004", "para.nominal", "Depuis quand le marché paysan des Berges existe-t-il ?", "La création du marché par l'agricultrice Ruth Callot remonte à 2009.", MARKET, True),
    w.faith("fr-co-005", "para.capital", "Quelle est la capitale de la Bretagne ?", "La capitale de la Bretagne, c'est Rennes.", MUSEUM, True),
    w.faith("fr-co-006", "para.pronoun", "Qui est Marie Delmas ?", "C'est la fille de François Delmas ; elle a repris le bowling Strike Club en 2015.", BOWLING, True),
    w.faith("fr-co-007", "para.relative", "Qui a fondé l'école de piano Arpège ?", "Elena Sokolova, qui dirige l'école, l'a fondée en 2005.", PIANO, True),
    w.faith("fr-co-008", "para.part", "Combien coûte une place au Ciné-Toit Belvédère ?", "Une place coûte 12 €.", CINEMA, True),
    w.faith("fr-co-009", "para.combine", "Qui attribue les parcelles du jardin partagé des Lilas ?", "Le coordinateur Jamal Prévost attribue les 60 parcelles du jardin.", GARDEN, True),
    w.faith("fr-co-010", "fmt.number", "Y a-t-il un âge minimum pour le stage de parapente ?", "Oui, il faut avoir au moins seize ans.", PARAGLIDE, True),
    w.faith("fr-co-011", "fmt.thousands", "Le salon Patounes a-t-il beaucoup de clients ?", "Le salon gère environ 1200 rendez-vous par an.", GROOM, True),
    w.faith("fr-co-012", "fmt.scale", "Quelle est la taille des collections du muséum de Valbreuil ?", "Ses collections comptent 3 200 000 spécimens.", MUSEUM, True),
    w.faith("fr-co-013", "fmt.date", "Quand a lieu l'audition de printemps de l'école Arpège ?", "L'audition de printemps aura lieu le 18/05/2025 à 15 h, salle des Saules.", PIANO, True),
    w.faith("fr-co-014", "fmt.time", "À quelle heure commencent les séances en semaine au Ciné-Toit ?", "Du lundi au vendredi, les séances commencent à 9 heures du soir.", CINEMA, True),
    w.faith("fr-co-015", "fmt.unit", "Quand les vols de l'école Envol sont-ils annulés ?", "Tous les vols sont annulés quand le vent dépasse 25 kilomètres par heure.", PARAGLIDE, True),
    w.faith("fr-co-016", "fmt.abbrev", "Qui dirige le département de paléontologie du muséum ?", "C'est le docteur Paul Lemaire, conservateur en chef, qui le dirige.", MUSEUM, True),
    w.faith("fr-co-017", "fmt.currency", "Combien coûte le séchage à la laverie Bulles d'Or ?", "10 minutes de séchage coûtent 75 centimes.", LAUNDRY, True),
    w.faith("fr-co-018", "fmt.range", "Combien de temps à l'avance faut-il réserver un anniversaire au Strike Club ?", "Il faut réserver un anniversaire 7 jours à l'avance au minimum.", BOWLING, True),
    w.faith("fr-co-019", "fmt.period", "Combien de temps dure le stage d'initiation de l'école Envol ?", "Le stage d'initiation dure 14 jours et coûte 1 450 €.", PARAGLIDE, True),
    w.faith("fr-co-020", "fmt.share", "Trouve-t-on beaucoup de bio au marché paysan des Berges ?", "50 % des producteurs vendent des produits bio.", MARKET, True),
    w.faith("fr-co-021", "para.except", "Puis-je visiter le muséum de Valbreuil un mardi ?", "Non, le muséum est fermé le mardi.", MUSEUM, True),
    w.faith("fr-co-022", "wrap.opener", "Combien coûte la location de chaussures au Strike Club ?", "Bien sûr ! La location de chaussures coûte 2,50 € au Strike Club.", BOWLING, True),
    w.faith("fr-co-023", "wrap.closer", "Faut-il un rendez-vous pour se faire vacciner contre la grippe à la pharmacie des Tilleuls ?", "Non, le vaccin contre la grippe se fait sans rendez-vous et coûte 25 €. J'espère que cela vous aide !", PHARMACY, True),
    w.faith("fr-co-024", "wrap.attribution", "Combien de bénévolat demande-t-on aux membres du jardin des Lilas ?", "D'après les informations du jardin, les membres doivent faire au moins 6 heures de bénévolat par saison.", GARDEN, True),
    w.faith("fr-co-025", "wrap.hedge", "Combien coûte un plaid au Ciné-Toit Belvédère ?", "Il me semble que la location d'un plaid coûte 3 €.", CINEMA, True),
    w.faith("fr-co-026", "wrap.question", "Combien de temps dure un cours particulier à l'école Arpège ?", "Un cours particulier dure 45 minutes et coûte 40 €. Voulez-vous aussi des informations sur l'audition de printemps ?", PIANO, True),
    w.faith("fr-co-027", "value.number", "Combien de pistes compte le Strike Club ?", "Le Strike Club compte 23 pistes.", BOWLING, False),
    w.faith("fr-co-028", "value.date", "Quand se termine la saison au jardin des Lilas ?", "La saison va du 1er avril au 30 septembre.", GARDEN, False),
    w.faith("fr-co-029", "value.time", "Quels sont les horaires du samedi à la pharmacie des Tilleuls ?", "Le samedi, la pharmacie est ouverte de 9 h à 20 h.", PHARMACY, False),
    w.faith("fr-co-030", "value.unit", "Quelle est la longueur du squelette de dinosaure du muséum ?", "Le squelette mesure 12 pieds.", MUSEUM, False),
    w.faith("fr-co-031", "value.currency", "Combien coûte un toilettage complet pour un petit chien ?", "Un toilettage complet pour un petit chien coûte 65 €.", GROOM, False),
    w.faith("fr-co-032", "role.swap", "Qui a fondé l'école de piano Arpège ?", "Martin Hallé a fondé l'école en 2005, et Elena Sokolova dirige le programme de jazz.", PIANO, False),
    w.faith("fr-co-033", "negation", "Puis-je apporter ma lessive à la laverie Bulles d'Or ?", "Non, les clients ne peuvent pas apporter leur propre lessive.", LAUNDRY, False),
    w.faith("fr-co-034", "antonym", "Le casque est-il payant à l'école Envol ?", "Oui, le casque est fourni, mais il est payant.", PARAGLIDE, False),
    w.faith("fr-co-035", "modality", "Mon chien anxieux doit-il porter une muselière chez Patounes ?", "Oui, la muselière est obligatoire pour les chiens anxieux.", GROOM, False),
    w.faith("fr-co-036", "quantifier", "Quels producteurs du marché des Berges vendent du bio ?", "Tous les producteurs vendent des produits bio.", MARKET, False),
    w.faith("fr-co-037", "value.except", "La laverie Bulles d'Or est-elle ouverte le 25 décembre ?", "Oui, le 25 décembre aussi, la laverie est ouverte de 6 h à 23 h.", LAUNDRY, False),
    w.faith("fr-co-038", "direction", "Y a-t-il une limite de poids pour les élèves de l'école Envol ?", "Oui, il faut peser au moins 110 kg.", PARAGLIDE, False),
    w.faith("fr-co-039", "added.fact", "Que comprend une place au Ciné-Toit Belvédère ?", "Une place coûte 12 € et comprend une boisson offerte.", CINEMA, False),
    w.faith("fr-co-040", "added.entity", "Qui assure les livraisons de la pharmacie des Tilleuls ?", "Les livraisons sont assurées par Benoît Colin et par le chauffeur Kevin Gauthier.", PHARMACY, False),
    w.faith("fr-co-041", "mixed", "Parlez-moi du jardin partagé des Lilas.", "Le jardin compte 60 parcelles, et la cabane à outils est ouverte sept jours sur sept.", GARDEN, False),
]
REFUSAL = [
    w.refusal("fr-co-042", "refusal.plain", "Le Strike Club a-t-il un parking ?", "Désolé, je n'ai pas cette information.", BOWLING, True),
    w.refusal("fr-co-043", "refusal.context", "Le muséum de Valbreuil propose-t-il des visites guidées ?", "Les documents fournis ne parlent pas de visites guidées ; je ne peux donc pas répondre à partir du contexte.", MUSEUM, True),
    w.refusal("fr-co-044", "refusal.short", "Y a-t-il du wifi à la laverie Bulles d'Or ?", "Aucune idée.", LAUNDRY, True),
    w.refusal("fr-co-045", "refusal.long", "Le stage de l'école Envol comprend-il une assurance ?", "Merci pour votre question. Malheureusement, les informations dont je dispose sur l'école Envol ne disent rien d'une assurance. Elles décrivent seulement le stage d'initiation, son prix et les conditions d'âge et de poids. Je vous conseille de contacter directement l'école avant de vous inscrire.", PARAGLIDE, True),
    w.refusal("fr-co-046", "refusal.hedged", "À quelle heure ferme la pharmacie des Tilleuls en semaine ?", "Je n'en suis pas tout à fait sûr, mais il me semble qu'elle ferme à 21 h du lundi au vendredi.", PHARMACY, False),
    w.refusal("fr-co-047", "refusal.partial", "À quelle heure commencent les séances du Ciné-Toit, et combien de temps durent les films ?", "Les séances commencent à 21 h du lundi au vendredi et à 21 h 30 le week-end, mais les documents n'indiquent pas la durée des films.", CINEMA, False),
]
CORRECTNESS = [
    w.correct("fr-co-048", "correct.wordy", "Qui dirige aujourd'hui le marché paysan des Berges ?", "Créé en 2009 par l'agricultrice Ruth Callot, le marché paysan des Berges est aujourd'hui dirigé par Karim Benali.", "Karim Benali.", True),
    w.correct("fr-co-049", "correct.short", "Combien de temps dure un cours particulier à l'école Arpège ?", "45 minutes.", "À l'école Arpège, un cours particulier dure 45 minutes et coûte 40 €.", True),
    w.correct("fr-co-050", "correct.format", "Combien coûte une parcelle par saison au jardin des Lilas ?", "Quarante euros par saison.", "40 € par saison.", True),
    w.correct("fr-co-051", "wrong.value", "Combien coûte une partie au Strike Club après 17 h ?", "Après 17 h, une partie coûte 5 € par personne.", "7 € par personne.", False),
    w.correct("fr-co-052", "wrong.echo", "Quel jour le salon Patounes est-il fermé ?", "Le salon Patounes est fermé un jour par semaine.", "Le lundi.", False),
    w.correct("fr-co-053", "wrong.role", "Qui assure les séances au Ciné-Toit Belvédère ?", "C'est la directrice, Sophie Renard, qui assure les séances.", "Le projectionniste Luc Barbier.", False),
]
RELEVANCY = [
    w.relevant("fr-co-054", "relevant.direct", "Combien paient les enfants au muséum de Valbreuil ?", "Rien s'ils ont moins de 12 ans.", MUSEUM, True),
    w.relevant("fr-co-055", "relevant.yesno", "Est-ce que je peux lancer ma machine à la laverie et m'absenter un moment ?", "Oui, mais pas plus de 30 minutes.", LAUNDRY, True),
    w.relevant("fr-co-056", "offtopic.true", "Faut-il prendre rendez-vous pour le vaccin contre la grippe à la pharmacie des Tilleuls ?", "La livraison à domicile est gratuite pour les commandes de plus de 40 €.", PHARMACY, False),
    w.relevant("fr-co-057", "offtopic.other", "Combien coûte un cours particulier à l'école Arpège ?", "Un cours particulier dure 45 minutes.", PIANO, False),
]
DIAGNOSIS = [
    w.diag("fr-co-058", "diag.pass", "Combien coûte un grand lave-linge à la laverie Bulles d'Or ?", "Un grand lave-linge coûte 4,50 € par cycle.", {"laundry": LAUNDRY, "garden": GARDEN}, ("laundry",), "pass"),
    w.diag("fr-co-059", "diag.offtopic", "Combien de pistes compte le bowling Strike Club ?", "La location de chaussures coûte 2,50 €.", {"bowling": BOWLING}, ("bowling",), "fix_generation"),
    w.diag("fr-co-060", "diag.unfaithful", "À quelle heure ouvre le marché paysan des Berges ?", "Le marché ouvre à 9 h le samedi.", {"market": MARKET, "cinema": CINEMA}, ("market",), "fix_generation"),
    w.diag("fr-co-061", "diag.refused", "À partir de quel âge peut-on suivre le stage d'initiation de l'école Envol ?", "Je suis désolé, je ne sais pas.", {"paraglide": PARAGLIDE}, ("paraglide",), "fix_generation"),
    w.diag("fr-co-062", "diag.missed", "Qui dirige le programme de jazz de l'école Arpège ?", "Désolé, je ne trouve pas cette information dans les documents.", {"groom": GROOM, "bowling": BOWLING}, ("piano",), "fix_retrieval"),
    w.diag("fr-co-063", "diag.correct_refusal", "Combien coûte le parking du muséum de Valbreuil ?", "Les documents ne disent rien du parking, je ne peux donc pas vous répondre.", {"museum": MUSEUM}, (), "correct_refusal"),
    w.diag("fr-co-064", "diag.should_refuse", "La pharmacie des Tilleuls vend-elle des médicaments vétérinaires ?", "Oui, elle propose un large choix de médicaments vétérinaires.", {"pharmacy": PHARMACY}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
