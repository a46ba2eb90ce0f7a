"""Fresh set ct, French: a Seine cruise, a retirement home's visiting rules, a wine estate, an opera house, a skate park, a pet hotel, a tile-painting workshop, a village fête, a taxi company and an e-scooter rental."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

CRUISE = (
    "Le bateau Belle-de-Seine assure une croisière quotidienne sur la Seine du 1er mai au 15 octobre. "
    "La croisière part de Paris, qui est la capitale de la France, et s'arrête à Vernon. "
    "Le bateau quitte le quai à 9 h 30 et arrive à Vernon à 16 h 15, après un trajet de 80 kilomètres. "
    "Le billet adulte coûte 59 €, et les enfants de moins de 12 ans paient la moitié du tarif adulte. "
    "Le bateau est commandé par la capitaine Sophie Leclerc, et la cuisine de bord est tenue par le chef Julien Moreau. "
    "Les chiens sont admis en laisse, et les vélos doivent être réservés au moins 24 heures avant le départ."
)
NURSING = (
    "Les visites à la maison de retraite Les Tilleuls sont autorisées tous les jours sauf le mercredi, de 14 h à 19 h. "
    "Chaque résident peut recevoir jusqu'à trois visiteurs à la fois. "
    "Tous les visiteurs doivent signer le registre à l'accueil, et les enfants de moins de 14 ans doivent être accompagnés d'un adulte. "
    "Le règlement des visites a été rédigé par la directrice, Mme Hélène Marchand, et approuvé par le conseil de la vie sociale le 4 mars 2024. "
    "Les fleurs sont autorisées, mais la nourriture doit d'abord être montrée au personnel soignant. "
    "Le stationnement sur le parking des visiteurs coûte 3 € pour deux heures."
)
VINEYARD = (
    "Le domaine des Coteaux Blancs, près de Beaune, a été fondé en 1987 par Bernard Lacombe et il est aujourd'hui dirigé par sa fille, Claire Lacombe. "
    "Le vignoble s'étend sur 42 hectares et produit environ 120 000 bouteilles par an. "
    "Les dégustations guidées ont lieu le vendredi et le samedi à 16 h et coûtent 25 € par personne, cinq vins compris. "
    "Il faut avoir au moins 18 ans pour participer à la dégustation. "
    "Les vendanges commencent en général à la mi-septembre et durent trois semaines. "
    "Environ un quart des vignes sont plantées en aligoté, le reste en pinot noir et en chardonnay."
)
OPERA = (
    "L'Opéra de Valmont a ouvert ses portes en 1912 et compte 1 450 places. "
    "Cette saison, La Traviata est à l'affiche du 8 au 30 novembre, avec des représentations en soirée à 20 h et une matinée le dimanche à 15 h. "
    "Le rôle de Violetta est chanté par la soprano Camille Roussel, et l'orchestre est dirigé par Antoine Mercier. "
    "Les places coûtent de 35 € à 150 €, et les étudiants munis d'une carte valide bénéficient de 20 % de réduction. "
    "Les retardataires ne sont admis qu'à l'entracte. "
    "Chaque représentation dure environ deux heures et demie, entracte de 25 minutes compris."
)
SKATE = (
    "Le skatepark des Berges, à Nantes, est ouvert tous les jours de 8 h à 21 h. "
    "L'entrée est gratuite, mais le casque est obligatoire pour tous les pratiquants de moins de 18 ans. "
    "Le parc a été conçu par l'architecte Léa Bonnet et construit par la ville de Nantes en 2019. "
    "Le grand bowl mesure 3,5 mètres de profondeur, et la zone street couvre 600 mètres carrés. "
    "Les cours pour enfants débutants ont lieu le samedi matin et coûtent 12 € la séance. "
    "Les enceintes musicales ne sont autorisées que jusqu'à 20 h."
)
PET = (
    "L'hôtel pour animaux Patte de Velours accueille les chiens et les chats, mais pas les oiseaux ni les reptiles. "
    "Une nuit en chambre standard coûte 32 € pour un chien et 20 € pour un chat. "
    "Tous les chiens doivent être vaccinés contre la rage et la toux de chenil au moins 14 jours avant leur arrivée. "
    "Les arrivées se font entre 8 h et 11 h, et les départs avant 18 h. "
    "L'hôtel appartient à la vétérinaire Nadia Benali, et les promenades quotidiennes sont assurées par l'éducateur canin Hugo Perrin. "
    "Chaque chien sort deux fois par jour, et un séjour peut durer jusqu'à 30 nuits."
)
TILE = (
    "L'atelier Azulejo propose un cours de peinture sur carreaux tous les jeudis de 18 h à 21 h. "
    "Chaque participant peint quatre carreaux de 15 centimètres sur 15, qui sont cuits au four et peuvent être récupérés au bout de dix jours. "
    "Le cours coûte 45 €, et les peintures, pinceaux et tabliers sont fournis. "
    "Les cours sont donnés par la céramiste Inês Duarte, qui s'est formée à Lisbonne. "
    "Les groupes sont limités à 12 personnes, et les enfants à partir de 10 ans peuvent participer avec un parent. "
    "Pour être remboursé intégralement, il faut annuler au moins 48 heures à l'avance."
)
FESTIVAL = (
    "La fête du village de Saint-Aubin a lieu les 6 et 7 juillet 2024 sur la place de l'église. "
    "Le défilé commence le samedi à 11 h et il est mené par le maire, Jean-Paul Girard. "
    "L'entrée est gratuite pour tous, mais les manèges coûtent 2 € le tour. "
    "Environ 3 500 visiteurs sont attendus, et la rue principale sera fermée à la circulation de 9 h à 18 h les deux jours. "
    "Le concours de tartes est jugé par la boulangère Martine Roux, et le gagnant reçoit un prix de 200 €. "
    "Le feu d'artifice commence le dimanche à 22 h."
)
TAXI = (
    "Taxis Verts exploite 65 voitures à Rennes, dont 40 électriques. "
    "La prise en charge coûte 4,50 €, puis 2,10 € par kilomètre. "
    "Entre minuit et 6 h, une majoration de nuit de 25 % s'applique à toutes les courses. "
    "On peut réserver par téléphone ou via l'application Taxis Verts, et les courses vers l'aéroport doivent être réservées au moins deux heures à l'avance. "
    "La société a été fondée en 2008 par Karim Haddad, et le centre de réservation est dirigé par Isabelle Fontaine. "
    "Les chauffeurs acceptent les espèces et les cartes bancaires, mais pas les chèques."
)
SCOOTER = (
    "Trottix loue des trottinettes électriques dans le centre de Bordeaux. "
    "Le déverrouillage coûte 1 €, puis chaque minute de trajet coûte 0,25 €. "
    "Les utilisateurs doivent avoir au moins 18 ans et être titulaires d'un permis de conduire valide. "
    "Les trottinettes peuvent être garées partout dans la zone de service, sauf sur les quais. "
    "La vitesse maximale est limitée à 20 km/h, et une batterie pleine permet de parcourir environ 40 kilomètres. "
    "Le casque est recommandé, mais pas obligatoire."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-ct-001", "para.reorder", "Quand la Belle-de-Seine navigue-t-elle ?", "Du 1er mai au 15 octobre, la Belle-de-Seine assure chaque jour une croisière sur la Seine.", CRUISE, True),
    w.faith("fr-ct-002", "para.passive", "Qui a fondé le domaine des Coteaux Blancs ?", "C'est Bernard Lacombe qui a fondé le domaine, en 1987.", VINEYARD, True),
    w.faith("fr-ct-003", "para.synonym", "Faut-il payer pour entrer au skatepark des Berges ?", "Non, entrer au skatepark ne coûte rien.", SKATE, True),
    w.faith("fr-ct-004", "para.nominal", "Comment se passe l'annulation pour le cours de peinture sur carreaux ?", "Le remboursement intégral suppose une annulation au moins 48 heures à l'avance.", TILE, True),
    w.faith("fr-ct-005", "para.capital", "D'où part la croisière ?", "Elle part de la capitale de la France, Paris.", CRUISE, True),
    w.faith("fr-ct-006", "para.pronoun", "Quel est le rôle de Claire Lacombe au domaine des Coteaux Blancs ?", "Elle dirige aujourd'hui le domaine.", VINEYARD, True),
    w.faith("fr-ct-007", "para.relative", "Qui donne les cours à l'atelier Azulejo ?", "C'est Inês Duarte, une céramiste qui s'est formée à Lisbonne.", TILE, True),
    w.faith("fr-ct-008", "para.part", "Est-ce que je peux apporter un gâteau fait maison à ma mère ?", "La nourriture doit d'abord être montrée au personnel soignant.", NURSING, True),
    w.faith("fr-ct-009", "para.combine", "À qui appartient Patte de Velours, et combien coûte une nuit pour un chien ?", "Patte de Velours, qui appartient à la vétérinaire Nadia Benali, facture 32 € la nuit en chambre standard pour un chien.", PET, True),
    w.faith("fr-ct-010", "fmt.number", "Combien de fois par jour les chiens sortent-ils ?", "Chaque chien sort 2 fois par jour.", PET, True),
    w.faith("fr-ct-011", "fmt.thousands", "Combien de places compte l'Opéra de Valmont ?", "L'Opéra compte 1450 places.", OPERA, True),
    w.faith("fr-ct-012", "fmt.scale", "Quelle est la profondeur du grand bowl ?", "Le grand bowl fait 350 centimètres de profondeur.", SKATE, True),
    w.faith("fr-ct-013", "fmt.date", "Quand le règlement des visites a-t-il été approuvé ?", "Le conseil de la vie sociale l'a approuvé le 04/03/2024.", NURSING, True),
    w.faith("fr-ct-014", "fmt.time", "À quelle heure commencent les représentations du soir de La Traviata ?", "Elles commencent à 8 heures du soir.", OPERA, True),
    w.faith("fr-ct-015", "fmt.unit", "Quelle distance parcourt le bateau jusqu'à Vernon ?", "Le trajet fait 80 km.", CRUISE, True),
    w.faith("fr-ct-016", "fmt.abbrev", "Qui a rédigé le règlement des visites aux Tilleuls ?", "C'est la directrice, Madame Hélène Marchand.", NURSING, True),
    w.faith("fr-ct-017", "fmt.currency", "Combien coûte une minute en trottinette Trottix ?", "Chaque minute de trajet coûte 25 centimes.", SCOOTER, True),
    w.faith("fr-ct-018", "fmt.range", "Combien de personnes peuvent rendre visite à un résident en même temps ?", "Un résident peut recevoir 3 visiteurs au maximum à la fois.", NURSING, True),
    w.faith("fr-ct-019", "fmt.period", "Combien de temps avant l'arrivée mon chien doit-il être vacciné ?", "Il doit être vacciné contre la rage et la toux de chenil au moins deux semaines avant son arrivée.", PET, True),
    w.faith("fr-ct-020", "fmt.share", "Quelle part des vignes est plantée en aligoté ?", "Environ 25 % des vignes sont plantées en aligoté.", VINEYARD, True),
    w.faith("fr-ct-021", "para.except", "Puis-je rendre visite à mon grand-père aux Tilleuls un mercredi ?", "Non, les visites ne sont pas possibles le mercredi.", NURSING, True),
    w.faith("fr-ct-022", "wrap.opener", "Combien coûte une dégustation aux Coteaux Blancs ?", "Excellente question ! Une dégustation guidée coûte 25 € par personne, cinq vins compris.", VINEYARD, True),
    w.faith("fr-ct-023", "wrap.closer", "À quelle heure le bateau part-il ?", "Le bateau quitte le quai à 9 h 30. J'espère que cela vous aide !", CRUISE, True),
    w.faith("fr-ct-024", "wrap.attribution", "Les enfants doivent-ils porter un casque au skatepark ?", "D'après le règlement du parc, le casque est obligatoire pour tous les pratiquants de moins de 18 ans.", SKATE, True),
    w.faith("fr-ct-025", "wrap.hedge", "Que gagne le vainqueur du concours de tartes ?", "Si je ne me trompe pas, le gagnant reçoit un prix de 200 €.", FESTIVAL, True),
    w.faith("fr-ct-026", "wrap.question", "Combien de temps à l'avance faut-il réserver un taxi pour l'aéroport ?", "Les courses vers l'aéroport doivent être réservées au moins deux heures à l'avance. Voulez-vous aussi connaître les tarifs ?", TAXI, True),
    w.faith("fr-ct-027", "value.number", "Combien de voitures électriques compte Taxis Verts ?", "Sur ses 65 voitures, Taxis Verts en compte 45 électriques.", TAXI, False),
    w.faith("fr-ct-028", "value.date", "Quand a lieu la fête du village de Saint-Aubin ?", "Elle a lieu les 13 et 14 juillet 2024 sur la place de l'église.", FESTIVAL, False),
    w.faith("fr-ct-029", "value.time", "À quelle heure commence le feu d'artifice ?", "Le feu d'artifice commence le dimanche à 21 h.", FESTIVAL, False),
    w.faith("fr-ct-030", "value.unit", "Quelle taille font les carreaux qu'on peint ?", "Chaque carreau mesure 15 millimètres sur 15.", TILE, False),
    w.faith("fr-ct-031", "value.currency", "Combien coûte le déverrouillage d'une trottinette Trottix ?", "Le déverrouillage coûte 1,50 €.", SCOOTER, False),
    w.faith("fr-ct-032", "role.swap", "Qui chante Violetta et qui dirige l'orchestre ?", "Antoine Mercier chante Violetta, et Camille Roussel dirige l'orchestre.", OPERA, False),
    w.faith("fr-ct-033", "negation", "Puis-je confier ma perruche à Patte de Velours ?", "Oui, Patte de Velours accueille aussi les oiseaux.", PET, False),
    w.faith("fr-ct-034", "antonym", "Pourra-t-on circuler en voiture dans la rue principale pendant la fête ?", "Oui, la rue principale restera ouverte à la circulation les deux jours.", FESTIVAL, False),
    w.faith("fr-ct-035", "modality", "Faut-il un casque pour rouler en Trottix ?", "Oui, le casque est obligatoire pour tous les utilisateurs de Trottix.", SCOOTER, False),
    w.faith("fr-ct-036", "quantifier", "Quels cépages trouve-t-on aux Coteaux Blancs ?", "La plupart des vignes sont plantées en aligoté, le reste en pinot noir et en chardonnay.", VINEYARD, False),
    w.faith("fr-ct-037", "value.except", "Est-ce que je peux garer ma trottinette sur les quais ?", "Oui, vous pouvez la garer sur les quais.", SCOOTER, False),
    w.faith("fr-ct-038", "direction", "Y a-t-il un tarif enfant sur la Belle-de-Seine ?", "Oui, les enfants de plus de 12 ans paient la moitié du tarif adulte.", CRUISE, False),
    w.faith("fr-ct-039", "added.fact", "Qui anime le cours de peinture sur carreaux ?", "La céramiste Inês Duarte, qui s'est formée à Lisbonne et enseigne depuis vingt ans.", TILE, False),
    w.faith("fr-ct-040", "added.entity", "Qui a fondé Taxis Verts ?", "Karim Haddad a fondé Taxis Verts en 2008 avec son frère Youssef.", TAXI, False),
    w.faith("fr-ct-041", "mixed", "Quand ont lieu les cours pour débutants au skatepark ?", "Les cours pour enfants débutants ont lieu le samedi matin et durent deux heures chacun.", SKATE, False),
]
REFUSAL = [
    w.refusal("fr-ct-042", "refusal.plain", "Peut-on organiser un mariage au domaine des Coteaux Blancs ?", "Désolé, je n'ai pas cette information.", VINEYARD, True),
    w.refusal("fr-ct-043", "refusal.context", "Y a-t-il du Wi-Fi à bord de la Belle-de-Seine ?", "Les documents fournis ne parlent pas du Wi-Fi à bord, je ne peux donc pas répondre à partir de ceux-ci.", CRUISE, True),
    w.refusal("fr-ct-044", "refusal.short", "Y a-t-il un code vestimentaire à l'Opéra de Valmont ?", "Aucune idée.", OPERA, True),
    w.refusal("fr-ct-045", "refusal.long", "Les résidents des Tilleuls sont-ils vaccinés contre la grippe chaque automne ?", "Merci pour votre question. Malheureusement, les documents dont je dispose ne portent que sur le règlement des visites aux Tilleuls, comme les horaires, la signature du registre ou ce que l'on peut apporter, et ne disent rien des vaccinations. Je vous conseille de vous adresser directement au personnel soignant, qui saura vous répondre avec précision.", NURSING, True),
    w.refusal("fr-ct-046", "refusal.hedged", "Quand a lieu le cours de peinture sur carreaux ?", "Je n'en suis pas tout à fait sûr, mais il semble que le cours ait lieu le jeudi de 18 h à 21 h.", TILE, False),
    w.refusal("fr-ct-047", "refusal.partial", "Combien coûte une nuit à Patte de Velours pour un chien et pour un lapin ?", "Pour un chien, une nuit en chambre standard coûte 32 € ; les documents ne disent rien des lapins, je ne peux donc pas vous donner de prix pour eux.", PET, False),
]
CORRECTNESS = [
    w.correct("fr-ct-048", "correct.wordy", "Qui a fondé Taxis Verts ?", "Taxis Verts a été fondée en 2008 par Karim Haddad, et la société exploite aujourd'hui 65 voitures à Rennes.", "Karim Haddad", True),
    w.correct("fr-ct-049", "correct.short", "À partir de quel âge peut-on louer une trottinette Trottix ?", "18 ans.", "Les utilisateurs doivent avoir au moins 18 ans et être titulaires d'un permis de conduire valide.", True),
    w.correct("fr-ct-050", "correct.format", "À quelle date commence la fête du village de Saint-Aubin ?", "Le 06/07/2024.", "Le 6 juillet 2024", True),
    w.correct("fr-ct-051", "wrong.value", "Quelle est la profondeur du grand bowl du skatepark des Berges ?", "Il fait 2,5 mètres de profondeur.", "3,5 mètres", False),
    w.correct("fr-ct-052", "wrong.echo", "Combien de temps durent les vendanges aux Coteaux Blancs ?", "Les vendanges aux Coteaux Blancs durent le temps des vendanges aux Coteaux Blancs.", "Trois semaines", False),
    w.correct("fr-ct-053", "wrong.role", "Qui dirige l'orchestre pour La Traviata à l'Opéra de Valmont ?", "C'est Camille Roussel qui dirige l'orchestre.", "Antoine Mercier", False),
]
RELEVANCY = [
    w.relevant("fr-ct-054", "relevant.direct", "Quand puis-je déposer mon chat chez Patte de Velours ?", "Entre 8 h et 11 h.", PET, True),
    w.relevant("fr-ct-055", "relevant.yesno", "Mon fils de 11 ans peut-il participer au cours de peinture sur carreaux ?", "Oui, à condition qu'un parent participe avec lui.", TILE, True),
    w.relevant("fr-ct-056", "offtopic.true", "À quelle heure commence le défilé de Saint-Aubin ?", "Le concours de tartes est jugé par la boulangère Martine Roux.", FESTIVAL, False),
    w.relevant("fr-ct-057", "offtopic.other", "Quel est le montant de la majoration de nuit chez Taxis Verts ?", "Vous pouvez réserver un taxi par téléphone ou via l'application Taxis Verts.", TAXI, False),
]
DIAGNOSIS = [
    w.diag("fr-ct-058", "diag.pass", "À quelle heure la Belle-de-Seine arrive-t-elle à Vernon ?", "Elle arrive à Vernon à 16 h 15.", {"cruise": CRUISE, "opera": OPERA}, ("cruise",), "pass"),
    w.diag("fr-ct-059", "diag.offtopic", "Combien de temps dure une représentation de La Traviata ?", "L'Opéra de Valmont a ouvert ses portes en 1912.", {"opera": OPERA, "skate": SKATE}, ("opera",), "fix_generation"),
    w.diag("fr-ct-060", "diag.unfaithful", "Combien de visiteurs un résident des Tilleuls peut-il recevoir à la fois ?", "Chaque résident peut recevoir jusqu'à six visiteurs à la fois.", {"nursing": NURSING, "pet": PET}, ("nursing",), "fix_generation"),
    w.diag("fr-ct-061", "diag.refused", "Combien coûte une dégustation guidée aux Coteaux Blancs ?", "Désolé, je ne dispose pas de cette information.", {"vineyard": VINEYARD, "tile": TILE}, ("vineyard",), "fix_generation"),
    w.diag("fr-ct-062", "diag.missed", "Combien coûte la prise en charge chez Taxis Verts ?", "Je n'ai pas trouvé le prix de la prise en charge dans les documents.", {"scooter": SCOOTER, "festival": FESTIVAL}, ("taxi",), "fix_retrieval"),
    w.diag("fr-ct-063", "diag.correct_refusal", "Quel est le numéro de téléphone de la mairie de Saint-Aubin ?", "Désolé, les documents n'indiquent pas le numéro de la mairie.", {"festival": FESTIVAL, "taxi": TAXI}, (), "correct_refusal"),
    w.diag("fr-ct-064", "diag.should_refuse", "Qui a gagné le concours de tartes l'an dernier ?", "L'an dernier, c'est Odette Blanchard qui a gagné le concours de tartes.", {"festival": FESTIVAL, "cruise": CRUISE}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
