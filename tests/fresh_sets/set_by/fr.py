"""French cases of fresh set by: a community climbing gym (Le Bloc du Canal), a pet grooming
salon (Poil de Carotte), a language exchange cafe (Café Babel), a ferry line (navette de
l'île aux Mouettes), a camping ground (camping Les Pins), a physiotherapy practice (Kiné
Rive Nord), a second-hand bookshop (Le Marque-Page), a rowing regatta (régate de la
Verdelle), a planetarium show (planétarium Orion) and an electric scooter rental
(Trottinex)."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

GYM = "Le Bloc du Canal est une salle d'escalade associative de la rue des Tanneurs, gérée par l'ouvreuse Camille Roux et le responsable Julien Marchand. Elle est ouverte tous les jours sauf le lundi, de 7 h à 22 h. L'entrée à la journée coûte 12 €, et la carte de dix entrées 100 €. Tout nouvel adhérent doit passer un test d'assurage de 45 minutes avant de grimper en moulinette, et les enfants de moins de 12 ans ne peuvent grimper qu'accompagnés d'un adulte. Le mur de bloc mesure 4,5 mètres de haut et compte environ 1 200 prises."
GROOM = "Le salon de toilettage Poil de Carotte, dans le centre de Nantes, s'occupe des chiens et des chats. La propriétaire, Sophie Lemaire, se charge de toute la coupe aux ciseaux, tandis que son assistant, Hugo Perrin, s'occupe du bain et du séchage. Un toilettage complet pour un petit chien coûte 55 € et dure environ 90 minutes. Les rendez-vous doivent être annulés au moins 24 heures à l'avance, faute de quoi des frais de 20 € sont facturés. Le salon est ouvert du mardi au samedi de 9 h à 17 h et accepte les chiens jusqu'à 40 kg."
CAFE = "Le Café Babel, rue Monge, organise des soirées d'échange linguistique tous les jeudis de 18 h 30 à 21 h. L'entrée coûte 6 € et comprend une boisson. Les tables sont regroupées par langue : il y a une table anglaise, une table espagnole et une table allemande, chacune pouvant accueillir huit personnes au maximum. La moitié de chaque soirée se déroule dans la langue cible, l'autre moitié en français. L'organisatrice, Léa Fontaine, demande aux nouveaux venus de s'inscrire en ligne avant mercredi midi."
FERRY = "La navette de l'île aux Mouettes relie Port-Vallon à l'île aux Mouettes : la traversée de 18 km dure 50 minutes. Du 1er juin au 15 septembre, il y a six départs par jour, le premier à 7 h 15 et le dernier à 19 h 45. Un aller-retour adulte coûte 32 €, les enfants de moins de 5 ans voyagent gratuitement et les vélos sont transportés pour 4 €. Les voitures doivent se présenter à l'embarquement au moins 30 minutes avant le départ. Le navire, baptisé « Marthe », transporte jusqu'à 350 passagers et 40 voitures."
CAMP = "Le camping Les Pins compte 90 emplacements au bord du lac de Vassière et il est ouvert du 15 avril au 15 octobre. Un emplacement tente coûte 28 € la nuit pour deux personnes, et chaque personne supplémentaire paie 7 €. Les arrivées se font à partir de 14 h et les départs avant 11 h. Le silence est de rigueur de 22 h à 7 h, et les feux de camp ne sont autorisés que dans les braseros métalliques fournis. Le gardien du camping s'appelle Hervé Bernard."
PHYSIO = "Le cabinet de kinésithérapie Kiné Rive Nord compte trois kinésithérapeutes et il est dirigé par Anne Kovacs. Un premier bilan dure 60 minutes et coûte 50 €, et les séances de suivi durent 30 minutes et coûtent 35 €. Les patients qui présentent une ordonnance médicale bénéficient de 10 % de réduction sur chaque séance. Le cabinet est ouvert du lundi au vendredi de 8 h à 18 h et le samedi de 8 h à 13 h. Tout rendez-vous manqué sans prévenir au moins 12 heures à l'avance est facturé en totalité."
BOOKS = "Le Marque-Page est une librairie d'occasion du quai des Brumes, tenue par son propriétaire, Bastien Morel. Quand il rachète des livres, Bastien Morel paie 25 % du prix de vente en espèces ou 40 % en bon d'achat. Les livres de poche se vendent entre 2 € et 8 €. La librairie compte environ 15 000 titres, et la vitrine des livres rares n'est ouverte que sur demande. Elle est ouverte du mercredi au dimanche, de 10 h à 18 h."
REGATTA = "La régate de la Verdelle aura lieu le samedi 14 juin 2025 sur un parcours de 2 000 mètres. Les courses commencent à 8 h 30, et les finales des huit ont lieu à 16 h. Les équipages doivent s'inscrire au plus tard le 31 mai, et les droits d'inscription sont de 80 € par bateau. La régate est organisée par l'Aviron Club de la Verdelle et arbitrée par des juges de la ligue régionale. Cette année, un équipage invité venu de la capitale du Portugal participera aussi."
PLANET = "Le planétarium Orion présente « Voyage vers Saturne », une séance de 40 minutes commentée par l'astronome Léna Ruiz. Les séances commencent à 11 h, 14 h et 19 h 30, du mardi au dimanche. Les billets coûtent 12 € pour les adultes et 8 € pour les enfants de 4 à 12 ans ; les enfants de moins de 4 ans ne sont pas admis. Le dôme mesure 18 mètres de diamètre et compte 150 places. Les retardataires ne peuvent plus entrer une fois la séance commencée."
SCOOTER = "Trottinex loue des trottinettes électriques dans le centre de Bordeaux via son application. Le déverrouillage coûte 1 € et la conduite 0,25 € la minute. Les utilisateurs doivent avoir au moins 18 ans et être titulaires d'un permis de conduire. Les trottinettes sont bridées à 20 km/h et doivent être garées dans les zones matérialisées ; en laisser une ailleurs entraîne une amende de 15 €. Le service fonctionne de 6 h à minuit, et une batterie pleine offre une autonomie d'environ 40 km."

# fmt: off
FAITHFULNESS = [
    w.faith("fr-by-001", "para.reorder", "Qui gère Le Bloc du Canal ?", "Le responsable Julien Marchand et l'ouvreuse Camille Roux gèrent Le Bloc du Canal.", GYM, True),
    w.faith("fr-by-002", "para.passive", "Qui fait quoi chez Poil de Carotte ?", "La coupe aux ciseaux est entièrement assurée par la propriétaire, Sophie Lemaire, et le bain et le séchage sont pris en charge par son assistant, Hugo Perrin.", GROOM, True),
    w.faith("fr-by-003", "para.synonym", "Peut-on faire un feu de camp au camping Les Pins ?", "Les feux de camp sont permis uniquement dans les braseros en métal mis à disposition.", CAMP, True),
    w.faith("fr-by-004", "para.nominal", "À quelle heure les voitures doivent-elles arriver pour la navette ?", "La présentation des voitures à l'embarquement est obligatoire au moins 30 minutes avant le départ.", FERRY, True),
    w.faith("fr-by-005", "para.capital", "Y a-t-il un équipage invité à la régate ?", "Oui, un équipage invité venu de Lisbonne participera aussi cette année.", REGATTA, True),
    w.faith("fr-by-006", "para.pronoun", "Combien de temps dure « Voyage vers Saturne », et qui la commente ?", "Elle dure 40 minutes, et c'est l'astronome Léna Ruiz qui la commente.", PLANET, True),
    w.faith("fr-by-007", "para.relative", "Combien coûte le déverrouillage d'une trottinette Trottinex ?", "Trottinex, qui loue des trottinettes électriques dans le centre de Bordeaux via une application, facture 1 € le déverrouillage.", SCOOTER, True),
    w.faith("fr-by-008", "para.part", "Y a-t-il une table espagnole au Café Babel ?", "Oui, l'espagnol fait partie des langues qui ont leur propre table.", CAFE, True),
    w.faith("fr-by-009", "para.combine", "Qui dirige Kiné Rive Nord, et le cabinet est-il ouvert le samedi ?", "Dirigé par Anne Kovacs, le cabinet Kiné Rive Nord est ouvert le samedi de 8 h à 13 h.", PHYSIO, True),
    w.faith("fr-by-010", "fmt.number", "Combien d'emplacements compte le camping Les Pins ?", "Il compte quatre-vingt-dix emplacements au bord du lac de Vassière.", CAMP, True),
    w.faith("fr-by-011", "fmt.thousands", "Combien de titres la librairie Le Marque-Page propose-t-elle ?", "La librairie compte environ 15000 titres.", BOOKS, True),
    w.faith("fr-by-012", "fmt.scale", "Quelle est la hauteur du mur de bloc au Bloc du Canal ?", "Le mur de bloc mesure 450 centimètres de haut.", GYM, True),
    w.faith("fr-by-013", "fmt.date", "Quand a lieu la régate de la Verdelle ?", "La régate a lieu le 14/06/2025, un samedi.", REGATTA, True),
    w.faith("fr-by-014", "fmt.time", "À quelle heure part la dernière navette en été ?", "Le dernier départ est à huit heures moins le quart du soir.", FERRY, True),
    w.faith("fr-by-015", "fmt.unit", "Quelle est la longueur de la traversée vers l'île aux Mouettes ?", "La traversée fait dix-huit kilomètres et dure 50 minutes.", FERRY, True),
    w.faith("fr-by-016", "fmt.abbrev", "Quand le cabinet Kiné Rive Nord est-il ouvert en semaine ?", "Du lun. au ven., de 8 h à 18 h.", PHYSIO, True),
    w.faith("fr-by-017", "fmt.currency", "Combien coûte l'entrée aux soirées d'échange linguistique ?", "L'entrée est à 6 euros, boisson comprise.", CAFE, True),
    w.faith("fr-by-018", "fmt.range", "Jusqu'à quel poids Poil de Carotte accepte-t-il les chiens ?", "Le poids maximal accepté pour un chien est de 40 kg.", GROOM, True),
    w.faith("fr-by-019", "fmt.period", "Combien de temps à l'avance faut-il annuler un rendez-vous de toilettage ?", "Il faut annuler au moins un jour à l'avance, sinon 20 € de frais sont facturés.", GROOM, True),
    w.faith("fr-by-020", "fmt.share", "Quelle part de la soirée se passe dans la langue cible ?", "50 % de chaque soirée se déroule dans la langue cible, le reste en français.", CAFE, True),
    w.faith("fr-by-021", "para.except", "Quand Le Bloc du Canal est-il ouvert ?", "La salle est fermée le lundi ; les autres jours, elle est ouverte de 7 h à 22 h.", GYM, True),
    w.faith("fr-by-022", "wrap.opener", "Combien coûtent les billets du planétarium ?", "Bonne question ! Les billets coûtent 12 € pour les adultes et 8 € pour les enfants de 4 à 12 ans.", PLANET, True),
    w.faith("fr-by-023", "wrap.closer", "Qui peut louer une trottinette Trottinex ?", "Il faut avoir au moins 18 ans et être titulaire d'un permis de conduire. J'espère que cela vous aide !", SCOOTER, True),
    w.faith("fr-by-024", "wrap.attribution", "Comment Le Marque-Page paie-t-il les livres qu'il rachète ?", "D'après le document, Bastien Morel paie 25 % du prix de vente en espèces ou 40 % en bon d'achat.", BOOKS, True),
    w.faith("fr-by-025", "wrap.hedge", "Combien coûtent les droits d'inscription à la régate ?", "Je crois que les droits d'inscription sont de 80 € par bateau.", REGATTA, True),
    w.faith("fr-by-026", "wrap.question", "Quelles sont les heures de silence au camping Les Pins ?", "Le silence est de rigueur de 22 h à 7 h. Voulez-vous aussi connaître les règles pour les feux de camp ?", CAMP, True),
    w.faith("fr-by-027", "value.number", "Combien d'emplacements compte le camping Les Pins ?", "Le camping Les Pins compte 110 emplacements au bord du lac de Vassière.", CAMP, False),
    w.faith("fr-by-028", "value.date", "Quand a lieu la régate de la Verdelle ?", "La régate aura lieu le samedi 21 juin 2025.", REGATTA, False),
    w.faith("fr-by-029", "value.time", "À quelle heure commencent les séances du planétarium ?", "Les séances commencent à 11 h, 15 h et 19 h 30, du mardi au dimanche.", PLANET, False),
    w.faith("fr-by-030", "value.unit", "Jusqu'à quel poids Poil de Carotte accepte-t-il les chiens ?", "Le salon accepte les chiens jusqu'à 40 livres.", GROOM, False),
    w.faith("fr-by-031", "value.currency", "Combien coûte un aller-retour adulte ?", "Un aller-retour adulte coûte 23 €.", FERRY, False),
    w.faith("fr-by-032", "role.swap", "Qui fait la coupe aux ciseaux chez Poil de Carotte ?", "C'est Hugo Perrin qui se charge de toute la coupe aux ciseaux, et Sophie Lemaire s'occupe du bain et du séchage.", GROOM, False),
    w.faith("fr-by-033", "negation", "Puis-je emporter mon vélo sur la navette ?", "Non, la navette ne transporte pas les vélos.", FERRY, False),
    w.faith("fr-by-034", "antonym", "À partir de quelle heure peut-on arriver au camping Les Pins ?", "Les arrivées se terminent à 14 h, et les départs se font avant 11 h.", CAMP, False),
    w.faith("fr-by-035", "modality", "Les nouveaux adhérents doivent-ils passer un test d'assurage ?", "Les nouveaux adhérents peuvent passer un test d'assurage de 45 minutes s'ils le souhaitent, mais ce n'est pas obligatoire.", GYM, False),
    w.faith("fr-by-036", "quantifier", "Qui a droit à une réduction chez Kiné Rive Nord ?", "Tous les patients bénéficient de 10 % de réduction sur chaque séance.", PHYSIO, False),
    w.faith("fr-by-037", "value.except", "Quels jours Le Bloc du Canal est-il ouvert ?", "Le Bloc du Canal est ouvert tous les jours, lundi compris, de 7 h à 22 h.", GYM, False),
    w.faith("fr-by-038", "direction", "Quand les équipages peuvent-ils s'inscrire à la régate ?", "Les inscriptions ouvrent après le 31 mai, et les droits sont de 80 € par bateau.", REGATTA, False),
    w.faith("fr-by-039", "added.fact", "Combien coûte un trajet avec Trottinex ?", "Le déverrouillage coûte 1 € et la conduite 0,25 € la minute, et les dix premières minutes sont offertes le week-end.", SCOOTER, False),
    w.faith("fr-by-040", "added.entity", "À qui appartient Le Marque-Page ?", "Le Marque-Page appartient à Bastien Morel et à sa sœur, Claire Morel.", BOOKS, False),
    w.faith("fr-by-041", "mixed", "Combien de temps dure une séance de suivi chez Kiné Rive Nord ?", "Une séance de suivi dure 30 minutes et elle est entièrement remboursée par la plupart des mutuelles.", PHYSIO, False),
]

REFUSAL = [
    w.refusal("fr-by-042", "refusal.plain", "Le Bloc du Canal a-t-il un sauna ?", "Je suis désolé, mais je ne sais pas si Le Bloc du Canal a un sauna.", GYM, True),
    w.refusal("fr-by-043", "refusal.context", "Y a-t-il un bar à bord de la navette ?", "Les informations fournies ne précisent pas s'il y a un bar à bord.", FERRY, True),
    w.refusal("fr-by-044", "refusal.short", "Les chiens sont-ils acceptés au camping Les Pins ?", "Je ne peux pas répondre.", CAMP, True),
    w.refusal("fr-by-045", "refusal.long", "Y a-t-il un parking au planétarium Orion ?", "Merci pour votre question. Malheureusement, les informations dont je dispose portent uniquement sur la séance elle-même, les horaires et le prix des billets ; elles ne disent rien du stationnement au planétarium Orion. Je préfère ne pas avancer de réponse au hasard, je ne peux donc pas vous renseigner sur ce point. Le mieux serait de contacter directement le planétarium.", PLANET, True),
    w.refusal("fr-by-046", "refusal.hedged", "Combien coûte une séance de suivi chez Kiné Rive Nord ?", "Je n'en suis pas tout à fait sûr, mais une séance de suivi semble coûter 35 €.", PHYSIO, False),
    w.refusal("fr-by-047", "refusal.partial", "Combien coûte un trajet avec Trottinex, et existe-t-il un abonnement mensuel ?", "Le déverrouillage coûte 1 €, puis 0,25 € la minute. En revanche, je ne trouve rien sur un abonnement mensuel.", SCOOTER, False),
]

CORRECTNESS = [
    w.correct("fr-by-048", "correct.wordy", "Quelle est la longueur du parcours de la régate de la Verdelle ?", "Le parcours que les équipages doivent couvrir lors de la régate de la Verdelle, de la ligne de départ jusqu'à l'arrivée, mesure 2 000 mètres au total.", "Le parcours mesure 2 000 mètres.", True),
    w.correct("fr-by-049", "correct.short", "Quel pourcentage du prix de vente Bastien Morel paie-t-il en bon d'achat ?", "40 %.", "Il paie 40 % du prix de vente en bon d'achat.", True),
    w.correct("fr-by-050", "correct.format", "À quelle heure part la première navette en été ?", "À sept heures et quart du matin.", "Le premier départ est à 7 h 15.", True),
    w.correct("fr-by-051", "wrong.value", "Combien coûte un emplacement tente au camping Les Pins ?", "Un emplacement tente coûte 38 € la nuit pour deux personnes.", "Un emplacement tente coûte 28 € la nuit pour deux personnes.", False),
    w.correct("fr-by-052", "wrong.echo", "Combien de temps dure un toilettage complet pour un petit chien ?", "Un toilettage complet pour un petit chien dure environ trois heures.", "Il dure environ 90 minutes.", False),
    w.correct("fr-by-053", "wrong.role", "Qui organise la régate de la Verdelle, et qui l'arbitre ?", "La ligue régionale organise la régate, et ce sont des juges de l'Aviron Club de la Verdelle qui l'arbitrent.", "L'Aviron Club de la Verdelle l'organise, et des juges de la ligue régionale l'arbitrent.", False),
]

RELEVANCY = [
    w.relevant("fr-by-054", "relevant.direct", "Quelle est la taille du dôme du planétarium Orion ?", "Le dôme mesure 18 mètres de diamètre et compte 150 places.", PLANET, True),
    w.relevant("fr-by-055", "relevant.yesno", "Faut-il s'inscrire avant de venir à une soirée d'échange linguistique ?", "Oui, l'organisatrice demande aux nouveaux venus de s'inscrire en ligne avant mercredi midi.", CAFE, True),
    w.relevant("fr-by-056", "offtopic.true", "Combien coûte le transport d'un vélo sur la navette ?", "Le navire « Marthe » transporte jusqu'à 350 passagers et 40 voitures.", FERRY, False),
    w.relevant("fr-by-057", "offtopic.other", "Combien de temps dure un premier bilan chez Kiné Rive Nord ?", "Tout rendez-vous manqué sans prévenir 12 heures à l'avance est facturé en totalité.", PHYSIO, False),
]

DIAGNOSIS = [
    w.diag("fr-by-058", "diag.pass", "À quelle vitesse roulent les trottinettes Trottinex ?", "Elles sont bridées à 20 km/h.", {"trottinex": SCOOTER, "les-pins": CAMP}, ("trottinex",), "pass"),
    w.diag("fr-by-059", "diag.offtopic", "Quand la librairie Le Marque-Page est-elle ouverte ?", "La librairie compte environ 15 000 titres.", {"marque-page": BOOKS, "cafe-babel": CAFE}, ("marque-page",), "fix_generation"),
    w.diag("fr-by-060", "diag.unfaithful", "Avant quelle heure faut-il quitter le camping Les Pins ?", "Les départs se font avant 13 h.", {"les-pins": CAMP, "navette-mouettes": FERRY}, ("les-pins",), "fix_generation"),
    w.diag("fr-by-061", "diag.refused", "Quels jours le salon Poil de Carotte est-il ouvert ?", "Désolé, je n'ai pas trouvé les jours d'ouverture dans les documents.", {"poil-de-carotte": GROOM, "kine-rive-nord": PHYSIO}, ("poil-de-carotte",), "fix_generation"),
    w.diag("fr-by-062", "diag.missed", "Combien coûtent les droits d'inscription à la régate de la Verdelle ?", "Les documents dont je dispose ne mentionnent pas les droits d'inscription de la régate.", {"orion": PLANET, "bloc-du-canal": GYM}, ("regate-verdelle",), "fix_retrieval"),
    w.diag("fr-by-063", "diag.correct_refusal", "Le Café Babel a-t-il le wifi ?", "Les documents ne disent pas si le Café Babel a le wifi.", {"cafe-babel": CAFE, "marque-page": BOOKS}, (), "correct_refusal"),
    w.diag("fr-by-064", "diag.should_refuse", "Le Bloc du Canal propose-t-il des cours de yoga ?", "Oui, Le Bloc du Canal propose des cours de yoga le mercredi soir.", {"bloc-du-canal": GYM, "trottinex": SCOOTER}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
