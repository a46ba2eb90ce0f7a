"""Fresh set cm, French: clinique vétérinaire, parc de trampolines, salle de lecture des archives, école de voile, studio photo, marché de Noël, salon de coiffure, patinoire, chorale et bibliothèque d'outils."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

VET = (
    "La clinique vétérinaire des Tilleuls a été fondée en 2009 par le Dr Julien Moreau, qui dirige toujours l'équipe chirurgicale. "
    "Elle est ouverte tous les jours sauf le dimanche, de 8 h à 19 h. "
    "Une consultation classique coûte 45 €, et les vaccins pour chats et chiens coûtent 38 € la dose. "
    "Dans la salle d'attente, les chiens doivent être tenus en laisse et les chats doivent arriver dans une caisse de transport fermée. "
    "La clinique emploie 14 personnes, dont cinq vétérinaires. "
    "En dehors des heures d'ouverture, les appels d'urgence sont transférés à la clinique du Val, située à 6 kilomètres."
)
BOUNCE = (
    "Le parc de trampolines Rebondz compte 42 trampolines répartis sur deux salles. "
    "Une séance d'une heure coûte 16 €, et les chaussettes antidérapantes, obligatoires pour tous les sauteurs, coûtent 3 € la paire. "
    "Les enfants de moins de 6 ans ne peuvent sauter que dans l'espace Petits Bonds et doivent être accompagnés d'un adulte. "
    "Le parc est ouvert de 10 h à 21 h en semaine et de 9 h à 22 h le week-end. "
    "Les anniversaires peuvent être réservés pour des groupes de 10 à 25 invités. "
    "Le poids des sauteurs ne doit pas dépasser 110 kilogrammes."
)
ARCHIVE = (
    "La salle de lecture des Archives municipales de Villeneuve compte 24 places. "
    "Les visiteurs doivent s'inscrire à l'accueil et présenter une pièce d'identité avec photo avant leur première visite. "
    "Les stylos sont interdits partout dans la salle de lecture, sauf aux deux tables de reproduction. "
    "Les documents originaux doivent être commandés au moins deux jours à l'avance, et l'on peut demander jusqu'à cinq boîtes par jour. "
    "La photographie sans flash est autorisée gratuitement, tandis que les numérisations faites par le personnel coûtent 0,40 € la page. "
    "La salle est ouverte du mardi au vendredi de 9 h 30 à 16 h 30 et fermée les jours fériés."
)
SAILING = (
    "L'école de voile Cap Horizon est installée à Ajaccio, la capitale de la Corse. "
    "Le stage débutant dure deux semaines et comprend 10 séances de trois heures. "
    "Il coûte 480 €, et les gilets de sauvetage sont fournis gratuitement. "
    "Les stagiaires doivent avoir au moins 12 ans et savoir nager 50 mètres. "
    "La monitrice en chef, Léa Bernard, a repris l'école en 2016 à son fondateur, Yves Le Gall. "
    "Les séances sont annulées lorsque le vent dépasse 25 nœuds."
)
PHOTO = (
    "Le studio photo Lumière loue son grand plateau 75 € de l'heure, avec une réservation minimale de deux heures. "
    "Une séance photo d'identité coûte 15 € et comprend quatre tirages. "
    "Le studio a été ouvert le 12 mars 2018 par les photographes Camille Roux et Karim Benali. "
    "Les clients doivent annuler au moins 48 heures à l'avance pour être remboursés intégralement. "
    "Le grand plateau dispose d'un fond blanc cyclorama de 6 mètres de large."
)
MARKET = (
    "Le marché de Noël de la vieille ville se tient du 29 novembre au 24 décembre 2024. "
    "Il compte 88 chalets en bois, dont un quart vendent à manger et à boire. "
    "Le marché est ouvert tous les jours de 11 h à 21 h, sauf le 29 novembre, où il n'ouvre qu'à 17 h avec la cérémonie des illuminations. "
    "Un verre de vin chaud coûte 4 €, plus une consigne de 2 € pour la tasse. "
    "Le concours de sculptures sur glace du 7 décembre est jugé par la maire, Sophie Lambert. "
    "Les organisateurs attendent environ 1,2 million de visiteurs."
)
HAIR = (
    "Le salon de coiffure Boucles & Cie est tenu par la coiffeuse Nora Petit, qui l'a ouvert en 2015. "
    "Une coupe femme coûte 42 € et une coupe homme 25 €. "
    "Une coloration dure environ deux heures et demie et doit être réservée au moins une semaine à l'avance. "
    "Le salon est ouvert du mardi au samedi et fermé le dimanche et le lundi. "
    "Les clients sans rendez-vous ne sont acceptés que le samedi. "
    "Six coiffeurs travaillent au salon, dont deux apprentis."
)
RINK = (
    "La patinoire du Nord mesure 60 mètres de long et 30 mètres de large. "
    "Les séances de patinage public ont lieu tous les jours sauf le lundi, de 14 h à 17 h. "
    "L'entrée coûte 6 € pour les adultes et 4 € pour les enfants de moins de 12 ans, et la location de patins 5 €. "
    "Le casque est recommandé pour tous les patineurs, mais obligatoire seulement pour les enfants de moins de 8 ans. "
    "La glace est refaite toutes les 90 minutes. "
    "La patinoire a ouvert en novembre 1998 et a été rénovée en 2021."
)
CHOIR = (
    "La chorale citoyenne du quartier des Rives compte 58 membres et est dirigée par Étienne Fabre. "
    "Les répétitions ont lieu chaque mercredi de 19 h à 21 h dans la salle de l'école Saint-Marc. "
    "Les nouveaux choristes n'ont pas besoin de savoir lire la musique, mais ils doivent passer une courte audition de placement avant d'entrer. "
    "La cotisation annuelle est de 120 €, et les étudiants paient moitié prix. "
    "Le concert d'hiver aura lieu le 14 décembre 2024 à l'hôtel de ville, et les billets coûtent 12 €."
)
TOOLS = (
    "La bibliothèque d'outils de la rue des Ormes prête plus de 1 200 outils à ses adhérents. "
    "L'adhésion coûte 40 € par an, et les adhérents peuvent emprunter jusqu'à trois outils à la fois. "
    "Les outils sont prêtés pour une semaine et le prêt peut être prolongé une fois si personne ne les a réservés. "
    "Tout retard coûte 2 € par outil et par jour. "
    "Les outils électriques ne peuvent être empruntés que par les adhérents ayant suivi une formation de sécurité de 30 minutes. "
    "La bibliothèque est gérée par des bénévoles et ouverte le jeudi de 17 h à 20 h et le samedi de 10 h à 14 h."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-cm-001", "para.reorder", "Quand et où la chorale répète-t-elle ?", "C'est dans la salle de l'école Saint-Marc que la chorale répète, chaque mercredi de 19 h à 21 h.", CHOIR, True),
    w.faith("fr-cm-002", "para.passive", "Qui a fondé la clinique vétérinaire des Tilleuls ?", "Le Dr Julien Moreau a fondé la clinique en 2009.", VET, True),
    w.faith("fr-cm-003", "para.synonym", "Combien de trampolines y a-t-il chez Rebondz ?", "Rebondz dispose de 42 trampolines, installés dans deux salles.", BOUNCE, True),
    w.faith("fr-cm-004", "para.nominal", "Combien de temps à l'avance faut-il commander les originaux ?", "La commande des documents originaux doit se faire au moins deux jours à l'avance.", ARCHIVE, True),
    w.faith("fr-cm-005", "para.capital", "Dans quelle ville se trouve l'école de voile Cap Horizon ?", "Elle se trouve dans la capitale corse, Ajaccio.", SAILING, True),
    w.faith("fr-cm-006", "para.pronoun", "Qui est Nora Petit ?", "C'est la coiffeuse qui tient le salon Boucles & Cie ; elle l'a ouvert en 2015.", HAIR, True),
    w.faith("fr-cm-007", "para.relative", "Qui est la monitrice en chef de Cap Horizon ?", "C'est Léa Bernard, qui a repris l'école en 2016 à son fondateur, Yves Le Gall.", SAILING, True),
    w.faith("fr-cm-008", "para.part", "Combien coûte l'entrée adulte à la patinoire du Nord ?", "Pour un adulte, l'entrée est à 6 €.", RINK, True),
    w.faith("fr-cm-009", "para.combine", "Combien de temps puis-je garder un outil, et que se passe-t-il si je le rends en retard ?", "Le prêt dure une semaine, et chaque jour de retard coûte 2 € par outil.", TOOLS, True),
    w.faith("fr-cm-010", "fmt.number", "Combien de membres compte la chorale ?", "La chorale compte cinquante-huit membres.", CHOIR, True),
    w.faith("fr-cm-011", "fmt.thousands", "Combien d'outils la bibliothèque prête-t-elle ?", "Elle prête plus de 1200 outils à ses adhérents.", TOOLS, True),
    w.faith("fr-cm-012", "fmt.scale", "Combien de visiteurs le marché de Noël attend-il ?", "Les organisateurs attendent environ 1 200 000 visiteurs.", MARKET, True),
    w.faith("fr-cm-013", "fmt.date", "Quand le studio Lumière a-t-il ouvert ?", "Le studio a ouvert le 12/03/2018.", PHOTO, True),
    w.faith("fr-cm-014", "fmt.time", "Jusqu'à quelle heure la clinique des Tilleuls est-elle ouverte ?", "Elle est ouverte jusqu'à 7 heures du soir.", VET, True),
    w.faith("fr-cm-015", "fmt.unit", "Quelles sont les dimensions de la patinoire du Nord ?", "La patinoire fait 60 m de long sur 30 m de large.", RINK, True),
    w.faith("fr-cm-016", "fmt.abbrev", "Qui dirige l'équipe chirurgicale de la clinique des Tilleuls ?", "C'est le docteur Julien Moreau qui la dirige.", VET, True),
    w.faith("fr-cm-017", "fmt.currency", "Combien coûte une numérisation faite par le personnel des archives ?", "Elle coûte 40 centimes la page.", ARCHIVE, True),
    w.faith("fr-cm-018", "fmt.range", "Combien d'invités peut-on avoir pour un anniversaire chez Rebondz ?", "Il faut au minimum 10 invités, et on peut en avoir au maximum 25.", BOUNCE, True),
    w.faith("fr-cm-019", "fmt.period", "Combien de temps dure le stage débutant ?", "Le stage débutant dure 14 jours, avec 10 séances de trois heures.", SAILING, True),
    w.faith("fr-cm-020", "fmt.share", "Combien de chalets vendent à manger et à boire ?", "25 % des 88 chalets en bois vendent à manger et à boire.", MARKET, True),
    w.faith("fr-cm-021", "para.except", "La clinique des Tilleuls est-elle ouverte le dimanche ?", "Non, le dimanche, la clinique est fermée.", VET, True),
    w.faith("fr-cm-022", "wrap.opener", "Combien coûte une coupe femme chez Boucles & Cie ?", "Bien sûr ! Chez Boucles & Cie, une coupe femme coûte 42 €.", HAIR, True),
    w.faith("fr-cm-023", "wrap.closer", "À quelle fréquence la glace est-elle refaite ?", "La glace de la patinoire du Nord est refaite toutes les 90 minutes. J'espère que cela vous aide !", RINK, True),
    w.faith("fr-cm-024", "wrap.attribution", "Que faut-il faire avant sa première visite aux archives ?", "Selon le règlement des archives, il faut s'inscrire à l'accueil et présenter une pièce d'identité avec photo avant sa première visite.", ARCHIVE, True),
    w.faith("fr-cm-025", "wrap.hedge", "Le gilet de sauvetage est-il payant pendant le stage ?", "Il me semble que non : les gilets de sauvetage sont fournis gratuitement.", SAILING, True),
    w.faith("fr-cm-026", "wrap.question", "Combien coûtent les photos d'identité au studio Lumière ?", "Une séance photo d'identité coûte 15 € et comprend quatre tirages. Voulez-vous savoir comment réserver ?", PHOTO, True),
    w.faith("fr-cm-027", "value.number", "Combien de coiffeurs travaillent chez Boucles & Cie ?", "Huit coiffeurs travaillent au salon, dont deux apprentis.", HAIR, False),
    w.faith("fr-cm-028", "value.date", "Quand le studio Lumière a-t-il été ouvert ?", "Camille Roux et Karim Benali ont ouvert le studio le 12 mai 2018.", PHOTO, False),
    w.faith("fr-cm-029", "value.time", "Quels sont les horaires du jeudi à la bibliothèque d'outils ?", "Le jeudi, elle est ouverte de 17 h à 21 h.", TOOLS, False),
    w.faith("fr-cm-030", "value.unit", "Où sont transférés les appels d'urgence la nuit ?", "Ils sont transférés à la clinique du Val, située à 6 miles.", VET, False),
    w.faith("fr-cm-031", "value.currency", "Combien coûte la cotisation à la chorale ?", "La cotisation annuelle est de 150 €, et les étudiants paient moitié prix.", CHOIR, False),
    w.faith("fr-cm-032", "role.swap", "Qui dirige aujourd'hui l'école Cap Horizon ?", "Yves Le Gall a repris l'école en 2016 à sa fondatrice, Léa Bernard.", SAILING, False),
    w.faith("fr-cm-033", "negation", "Puis-je photographier les documents en salle de lecture ?", "Non, la photographie n'est pas autorisée dans la salle de lecture.", ARCHIVE, False),
    w.faith("fr-cm-034", "antonym", "La salle de lecture est-elle ouverte les jours fériés ?", "Oui, la salle de lecture est ouverte les jours fériés.", ARCHIVE, False),
    w.faith("fr-cm-035", "modality", "Le casque est-il obligatoire à la patinoire du Nord ?", "Oui, le casque est obligatoire pour tous les patineurs.", RINK, False),
    w.faith("fr-cm-036", "quantifier", "Peut-on venir chez Boucles & Cie sans rendez-vous ?", "Oui, les clients sans rendez-vous sont acceptés tous les jours d'ouverture.", HAIR, False),
    w.faith("fr-cm-037", "value.except", "Peut-on patiner le lundi après-midi ?", "Oui, le lundi, le patinage public a lieu de 14 h à 17 h.", RINK, False),
    w.faith("fr-cm-038", "direction", "Quand les séances de voile sont-elles annulées ?", "Les séances sont annulées lorsque le vent est inférieur à 25 nœuds.", SAILING, False),
    w.faith("fr-cm-039", "added.fact", "Combien coûte l'adhésion à la bibliothèque d'outils ?", "L'adhésion coûte 40 € par an et donne droit à l'affûtage gratuit des lames.", TOOLS, False),
    w.faith("fr-cm-040", "added.entity", "Qui juge le concours de sculptures sur glace ?", "Le concours du 7 décembre est jugé par la maire, Sophie Lambert, et par le sculpteur Paul Garnier.", MARKET, False),
    w.faith("fr-cm-041", "mixed", "Suis-je remboursé si j'annule ma séance au studio Lumière ?", "Si vous annulez au moins 48 heures à l'avance, vous êtes remboursé intégralement, et une annulation plus tardive est remboursée à moitié.", PHOTO, False),
]
REFUSAL = [
    w.refusal("fr-cm-042", "refusal.plain", "La clinique des Tilleuls soigne-t-elle les reptiles ?", "Je suis désolé, je n'ai pas cette information.", VET, True),
    w.refusal("fr-cm-043", "refusal.context", "Y a-t-il un parking chez Rebondz ?", "Les documents fournis ne disent rien sur le stationnement.", BOUNCE, True),
    w.refusal("fr-cm-044", "refusal.short", "Qui a fondé la bibliothèque d'outils ?", "Aucune idée.", TOOLS, True),
    w.refusal("fr-cm-045", "refusal.long", "La chorale du quartier des Rives part-elle en tournée à l'étranger ?", "Merci pour votre question. Malheureusement, les informations dont je dispose sur la chorale ne parlent d'aucune tournée. Elles portent sur les répétitions, la cotisation et le concert d'hiver, mais pas sur les voyages. Je vous conseille de contacter directement la chorale. Désolé de ne pas pouvoir vous aider davantage.", CHOIR, True),
    w.refusal("fr-cm-046", "refusal.hedged", "À quelle heure ouvre le marché de Noël ?", "Je n'en suis pas tout à fait sûr, mais il me semble qu'il ouvre à 11 h la plupart des jours.", MARKET, False),
    w.refusal("fr-cm-047", "refusal.partial", "Combien coûtent une coupe homme et une taille de barbe chez Boucles & Cie ?", "Une coupe homme coûte 25 € ; en revanche, les documents n'indiquent pas le prix d'une taille de barbe.", HAIR, False),
]
CORRECTNESS = [
    w.correct("fr-cm-048", "correct.wordy", "Qui dirige la chorale du quartier des Rives ?", "La chorale citoyenne du quartier des Rives, qui compte 58 membres et répète le mercredi, est dirigée par Étienne Fabre.", "Étienne Fabre.", True),
    w.correct("fr-cm-049", "correct.short", "Combien coûte une séance d'une heure chez Rebondz ?", "16 €.", "Chez Rebondz, une séance d'une heure coûte 16 €.", True),
    w.correct("fr-cm-050", "correct.format", "Quand le studio Lumière a-t-il ouvert ?", "Le 12/03/2018.", "Le 12 mars 2018.", True),
    w.correct("fr-cm-051", "wrong.value", "Combien coûte la location de patins à la patinoire du Nord ?", "La location coûte 8 €.", "5 €.", False),
    w.correct("fr-cm-052", "wrong.echo", "Combien de temps peut-on emprunter un outil à la bibliothèque d'outils ?", "On peut emprunter un outil à la bibliothèque d'outils pendant la durée d'emprunt de la bibliothèque d'outils.", "Une semaine.", False),
    w.correct("fr-cm-053", "wrong.role", "Qui a fondé l'école de voile Cap Horizon ?", "Léa Bernard.", "Yves Le Gall.", False),
]
RELEVANCY = [
    w.relevant("fr-cm-054", "relevant.direct", "Quels jours Boucles & Cie est-il fermé ?", "Le dimanche et le lundi.", HAIR, True),
    w.relevant("fr-cm-055", "relevant.yesno", "Mon fils de 5 ans peut-il sauter chez Rebondz ?", "Oui, mais seulement dans l'espace Petits Bonds et accompagné d'un adulte.", BOUNCE, True),
    w.relevant("fr-cm-056", "offtopic.true", "Combien coûte le vaccin de mon chat ?", "Dans la salle d'attente, les chiens doivent être tenus en laisse.", VET, False),
    w.relevant("fr-cm-057", "offtopic.other", "À quelle heure ouvre la salle de lecture ?", "Vous pouvez demander jusqu'à cinq boîtes de documents par jour.", ARCHIVE, False),
]
DIAGNOSIS = [
    w.diag("fr-cm-058", "diag.pass", "Combien coûte le vin chaud au marché de Noël ?", "Un verre de vin chaud coûte 4 €, plus 2 € de consigne pour la tasse.", {"market": MARKET, "rink": RINK}, ("market",), "pass"),
    w.diag("fr-cm-059", "diag.offtopic", "Combien coûte l'adhésion à la bibliothèque d'outils ?", "La bibliothèque d'outils est ouverte le jeudi de 17 h à 20 h et le samedi de 10 h à 14 h.", {"tools": TOOLS, "choir": CHOIR}, ("tools",), "fix_generation"),
    w.diag("fr-cm-060", "diag.unfaithful", "Combien coûte une consultation classique à la clinique des Tilleuls ?", "Une consultation classique coûte 65 €.", {"vet": VET, "photo": PHOTO}, ("vet",), "fix_generation"),
    w.diag("fr-cm-061", "diag.refused", "Quel âge faut-il avoir pour le stage débutant de Cap Horizon ?", "Désolé, je ne trouve pas cette information dans les documents disponibles.", {"sailing": SAILING, "bounce": BOUNCE}, ("sailing",), "fix_generation"),
    w.diag("fr-cm-062", "diag.missed", "Quelle est la durée minimale de réservation du grand plateau du studio Lumière ?", "Je n'ai pas trouvé cette information.", {"hair": HAIR, "archive": ARCHIVE}, ("photo",), "fix_retrieval"),
    w.diag("fr-cm-063", "diag.correct_refusal", "La patinoire du Nord propose-t-elle des cours de patinage artistique pour adultes ?", "Les documents ne précisent pas si des cours de patinage artistique pour adultes sont proposés.", {"rink": RINK, "bounce": BOUNCE}, (), "correct_refusal"),
    w.diag("fr-cm-064", "diag.should_refuse", "Combien coûte le toilettage d'un chien à la clinique des Tilleuls ?", "Le toilettage d'un chien y coûte 35 €.", {"vet": VET, "hair": HAIR}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
