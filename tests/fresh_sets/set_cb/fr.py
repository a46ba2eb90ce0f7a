"""French cases of fresh set cb. Scenarios: the Prise de Bec bouldering festival in
Grenoble, the Truffes Joyeuses dog daycare in Nantes, the community radio station Radio
Vallée Verte in Millau, a river cruise down the Saône, Les Cabanes du Vercors glamping, the
Audition Claire hearing-aid centre in Rennes, the comic-book shop La Case en Plus in
Angoulême, the Lac de Paladru half marathon, a science museum night at the Cité des sciences
de Lille and Biclou Cargo cargo-bike rental in Bordeaux."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

BOULDER = "Le festival de bloc « Prise de Bec » se tient le samedi 14 juin 2025 à la salle d'escalade La Dalle, à Grenoble. L'accueil ouvre à 8 h 30, les qualifications se déroulent jusqu'à 14 h et la finale commence à 19 h 30. Le pass journée coûte 29 €, et les grimpeurs de moins de 16 ans paient moitié prix. Les 48 blocs de la compétition ont été ouverts par la cheffe ouvreuse Camille Roux, tandis que la finale est arbitrée par Hugo Lemaire. Des chaussons d'escalade peuvent être loués 4 € la paire, mais il n'y en a que 120 paires, si bien que les grimpeurs sont invités à apporter les leurs."

DAYCARE = "La garderie canine Les Truffes Joyeuses, à Nantes, est ouverte du lundi au vendredi de 7 h à 18 h 30. Une journée complète coûte 32 €, et une demi-journée de cinq heures maximum coûte 20 €. Chaque chien doit avoir reçu le vaccin contre la toux du chenil au moins 14 jours avant sa première venue. La gérante, Élodie Marchand, s'occupe des groupes du matin, et son collègue Karim Benali mène les promenades de l'après-midi. Les chiens de plus de 40 kg sont placés dans un espace de jeu séparé, et la garderie n'accueille pas plus de 25 chiens par jour."

RADIO = "Radio Vallée Verte est une radio associative qui émet sur 104,6 MHz depuis un studio situé au-dessus de la médiathèque de Millau. Elle a été fondée en 2009 et compte aujourd'hui 85 animateurs bénévoles. La matinale est diffusée du lundi au vendredi de 6 h à 9 h et présentée par Claire Fontaine. Les nouveaux bénévoles doivent suivre une formation gratuite de quatre heures avant de passer à l'antenne. Le directeur de la station, Olivier Garnier, valide chaque nouvelle émission, sauf les émissions musicales de moins de 30 minutes, que la responsable musicale peut valider seule."

CRUISE = "Les Bateaux de la Saône proposent chaque jour, du 1er avril au 30 septembre, une croisière qui descend la Saône de Chalon-sur-Saône à Tournus. Le bateau quitte le quai de Chalon à 10 h 15 et arrive à Tournus à 13 h 45 ; le retour se fait en remontant la rivière le même après-midi. Le billet aller-retour adulte coûte 24,50 €, et les enfants de moins de cinq ans voyagent gratuitement. Le bateau accueille jusqu'à 120 passagers ; il est commandé par la capitaine Sophie Perrin, et Antoine Lefèvre assure la visite commentée à bord. Les chiens sont acceptés sur le pont, mais pas dans le salon couvert."

GLAMPING = "Le glamping Les Cabanes du Vercors compte 12 tentes cloches et 4 cabanes en bois réparties sur 3 hectares de prairie. Chaque tente cloche peut accueillir jusqu'à quatre personnes et coûte 95 € la nuit, tandis que les cabanes, prévues pour deux, coûtent 70 € la nuit. L'arrivée se fait à partir de 15 h et le départ au plus tard à 10 h 30. La durée minimale de séjour est de deux nuits, sauf en novembre, où l'on peut réserver une seule nuit. Les feux de camp ne sont autorisés que dans les braseros en acier, et le bois est vendu à l'accueil 8 € le sac."

HEARING = "Le centre Audition Claire, rue de Paris à Rennes, propose des tests auditifs gratuits d'environ 45 minutes. Les tests sont réalisés par l'audioprothésiste Nadia Haddad, et le technicien Julien Morel répare et nettoie les appareils. Le modèle de base, un contour d'oreille, coûte 1 250 € la paire et bénéficie d'une garantie de trois ans. Les piles sont gratuites pour les patients de plus de 65 ans ; les autres paient 3 € le paquet de six. Le centre est ouvert du lundi au vendredi de 9 h à 17 h, et le samedi matin jusqu'à 12 h 30."

COMICS = "La Case en Plus est une librairie de bandes dessinées d'Angoulême qui propose environ 6 000 anciens numéros. La boutique est ouverte tous les jours sauf le mardi, de 11 h à 19 h, et les nouveautés arrivent chaque mercredi. Les abonnés qui réservent au moins trois séries par mois bénéficient de 15 % de remise sur toutes les nouveautés. Le propriétaire, Marc Delaunay, rachète des collections aux particuliers, mais uniquement le samedi. Son assistante, Inès Carpentier, anime l'atelier de dessin mensuel, qui coûte 6 € et est limité à 10 participants."

HALF = "Le semi-marathon du lac de Paladru part à 9 h le dimanche 5 octobre 2025 et suit une boucle de 21,1 kilomètres au départ du lac. L'inscription coûte 38 € jusqu'au 31 août, puis 45 € après cette date. Les coureurs doivent avoir au moins 17 ans le jour de la course. Un ravitaillement est prévu tous les 5 km, et le parcours ferme 3 h 30 après le départ. La directrice de course est Pauline Giraud, l'équipe médicale est dirigée par le docteur Samir Belkacem, et les 2 400 dossards ont tous été vendus l'an dernier."

MUSEUM = "Le vendredi 21 novembre, la Cité des sciences de Lille reste ouverte de 19 h à 23 h pour sa « Nuit des Curieux ». Les billets coûtent 15 € et sont réservés aux adultes de 18 ans et plus. Le spectacle du planétarium, produit grâce à un financement du gouvernement canadien, commence toutes les 30 minutes et dure 20 minutes. La chimiste Léa Bonnet présente à 20 h, dans le grand hall, une démonstration en direct à l'azote liquide, introduite par le conservateur Thomas Mercier. Les visiteurs peuvent aussi voir une météorite de 2 tonnes tombée en Namibie."

CARGO = "Biclou Cargo loue des vélos cargos depuis sa boutique proche de la gare Saint-Jean, à Bordeaux. La location coûte 18 € pour quatre heures ou 30 € pour la journée, et 120 € pour une semaine. Chaque vélo peut transporter jusqu'à 100 kg dans son caisson avant, y compris deux enfants assis sur la banquette. Les locataires doivent avoir au moins 18 ans et verser une caution de 200 €, remboursée lorsque le vélo est rendu sans dommage. Le mécanicien Yann Le Gall vérifie chaque vélo avant la location, et les réservations sont gérées par la responsable, Manon Petit."

# fmt: off
FAITHFULNESS = [
    w.faith("fr-cb-001", "para.reorder", "Quels sont les horaires d'arrivée et de départ aux Cabanes du Vercors ?", "Le départ doit se faire au plus tard à 10 h 30, et l'arrivée est possible à partir de 15 h.", GLAMPING, True),
    w.faith("fr-cb-002", "para.passive", "Qui a ouvert les blocs de la compétition ?", "La cheffe ouvreuse Camille Roux a ouvert les 48 blocs de la compétition.", BOULDER, True),
    w.faith("fr-cb-003", "para.synonym", "Combien de chiens la garderie accueille-t-elle par jour ?", "Les Truffes Joyeuses prennent en charge au plus 25 chiens par jour.", DAYCARE, True),
    w.faith("fr-cb-004", "para.nominal", "Que doivent faire les nouveaux bénévoles avant de passer à l'antenne ?", "Le suivi d'une formation de quatre heures est obligatoire avant tout passage à l'antenne des nouveaux bénévoles.", RADIO, True),
    w.faith("fr-cb-005", "para.capital", "Qui a financé le spectacle du planétarium ?", "Le spectacle du planétarium a été produit grâce à un financement d'Ottawa.", MUSEUM, True),
    w.faith("fr-cb-006", "para.pronoun", "Qui présente la matinale de Radio Vallée Verte ?", "C'est Claire Fontaine qui la présente ; elle est diffusée du lundi au vendredi de 6 h à 9 h.", RADIO, True),
    w.faith("fr-cb-007", "para.relative", "Qui commande le bateau de la croisière ?", "Le bateau, qui accueille jusqu'à 120 passagers, est commandé par la capitaine Sophie Perrin.", CRUISE, True),
    w.faith("fr-cb-008", "para.part", "Le glamping propose-t-il autre chose que des tentes ?", "Oui, quatre cabanes en bois font partie des hébergements.", GLAMPING, True),
    w.faith("fr-cb-009", "para.combine", "Pouvez-vous me parler de l'atelier de dessin ?", "Inès Carpentier anime l'atelier de dessin mensuel, qui coûte 6 € et accueille au plus 10 participants.", COMICS, True),
    w.faith("fr-cb-010", "fmt.number", "Quel âge faut-il avoir pour courir le semi-marathon ?", "Il faut avoir au moins dix-sept ans le jour de la course.", HALF, True),
    w.faith("fr-cb-011", "fmt.thousands", "Combien de dossards ont été vendus l'an dernier ?", "L'an dernier, les 2400 dossards ont tous été vendus.", HALF, True),
    w.faith("fr-cb-012", "fmt.scale", "Combien pèse la météorite exposée ?", "La météorite pèse 2 000 kilogrammes et est tombée en Namibie.", MUSEUM, True),
    w.faith("fr-cb-013", "fmt.date", "À quelle date a lieu le semi-marathon du lac de Paladru ?", "La course a lieu le dimanche 05/10/2025.", HALF, True),
    w.faith("fr-cb-014", "fmt.time", "À quelle heure commence la finale ?", "La finale commence à sept heures et demie du soir.", BOULDER, True),
    w.faith("fr-cb-015", "fmt.unit", "Quelle charge un vélo cargo peut-il transporter ?", "Le caisson avant peut transporter jusqu'à 100 kilogrammes, deux enfants sur la banquette compris.", CARGO, True),
    w.faith("fr-cb-016", "fmt.abbrev", "Sur quelle fréquence émet Radio Vallée Verte ?", "Radio Vallée Verte émet sur 104,6 mégahertz.", RADIO, True),
    w.faith("fr-cb-017", "fmt.currency", "Combien coûte le billet aller-retour adulte ?", "Le billet aller-retour adulte coûte 24 euros 50.", CRUISE, True),
    w.faith("fr-cb-018", "fmt.range", "Combien de personnes peuvent dormir dans une tente cloche ?", "Une tente cloche accueille quatre personnes au maximum.", GLAMPING, True),
    w.faith("fr-cb-019", "fmt.period", "Quand mon chien doit-il être vacciné contre la toux du chenil ?", "Le vaccin doit avoir été fait au moins deux semaines avant la première venue du chien.", DAYCARE, True),
    w.faith("fr-cb-020", "fmt.share", "Les enfants ont-ils une réduction au festival ?", "Oui, les grimpeurs de moins de 16 ans bénéficient de 50 % de réduction sur le pass journée.", BOULDER, True),
    w.faith("fr-cb-021", "para.except", "Quel jour La Case en Plus est-elle fermée ?", "La Case en Plus est fermée le mardi.", COMICS, True),
    w.faith("fr-cb-022", "wrap.opener", "Combien coûte la location d'un vélo cargo pour la journée ?", "Excellente question ! La location à la journée coûte 30 €.", CARGO, True),
    w.faith("fr-cb-023", "wrap.closer", "Le centre Audition Claire est-il ouvert le samedi ?", "Oui, il est ouvert le samedi matin jusqu'à 12 h 30. J'espère que cela vous aide !", HEARING, True),
    w.faith("fr-cb-024", "wrap.attribution", "Les jeunes enfants paient-ils la croisière ?", "D'après le document, les enfants de moins de cinq ans voyagent gratuitement.", CRUISE, True),
    w.faith("fr-cb-025", "wrap.hedge", "Combien de temps dure une séance du planétarium ?", "Je pense que chaque séance du planétarium dure 20 minutes.", MUSEUM, True),
    w.faith("fr-cb-026", "wrap.question", "Peut-on acheter du bois sur place ?", "Oui, l'accueil vend du bois à 8 € le sac. Voulez-vous savoir où les feux de camp sont autorisés ?", GLAMPING, True),
    w.faith("fr-cb-027", "value.number", "Combien de séries faut-il réserver pour avoir la remise ?", "Les abonnés qui réservent au moins cinq séries par mois obtiennent 15 % de remise sur les nouveautés.", COMICS, False),
    w.faith("fr-cb-028", "value.date", "Quand a lieu la Nuit des Curieux ?", "La Nuit des Curieux a lieu le vendredi 28 novembre, de 19 h à 23 h.", MUSEUM, False),
    w.faith("fr-cb-029", "value.time", "À quelle heure le bateau quitte-t-il le quai de Chalon ?", "Le bateau quitte le quai de Chalon à 10 h 45.", CRUISE, False),
    w.faith("fr-cb-030", "value.unit", "Quelle est la longueur du parcours du semi-marathon ?", "Le parcours est une boucle de 21,1 miles au départ du lac.", HALF, False),
    w.faith("fr-cb-031", "value.currency", "Combien coûte le modèle de base ?", "Le modèle de base coûte 1 250 francs suisses la paire.", HEARING, False),
    w.faith("fr-cb-032", "role.swap", "Qui dirige Radio Vallée Verte ?", "La directrice de la station est Claire Fontaine, et c'est Olivier Garnier qui présente la matinale.", RADIO, False),
    w.faith("fr-cb-033", "negation", "Où peut-on faire un feu de camp ?", "Les feux de camp ne sont pas autorisés dans les braseros en acier.", GLAMPING, False),
    w.faith("fr-cb-034", "antonym", "Quand la caution du vélo cargo est-elle remboursée ?", "La caution de 200 € est remboursée lorsque le vélo est rendu endommagé.", CARGO, False),
    w.faith("fr-cb-035", "modality", "Mon chien doit-il être vacciné contre la toux du chenil ?", "Les chiens peuvent être vaccinés contre la toux du chenil avant leur première venue, mais ce n'est pas obligatoire.", DAYCARE, False),
    w.faith("fr-cb-036", "quantifier", "Qui reçoit les piles gratuitement ?", "Tous les patients reçoivent leurs piles gratuitement.", HEARING, False),
    w.faith("fr-cb-037", "value.except", "Qui valide les nouvelles émissions de Radio Vallée Verte ?", "Olivier Garnier valide chaque nouvelle émission, sauf les émissions de débat de moins de 30 minutes, que la responsable musicale peut valider seule.", RADIO, False),
    w.faith("fr-cb-038", "direction", "Quels chiens vont dans l'espace de jeu séparé ?", "Les chiens de moins de 40 kg sont placés dans un espace de jeu séparé.", DAYCARE, False),
    w.faith("fr-cb-039", "added.fact", "Combien coûte l'inscription au semi-marathon ?", "L'inscription coûte 38 € jusqu'au 31 août, et un tee-shirt de finisher est compris dans le prix.", HALF, False),
    w.faith("fr-cb-040", "added.entity", "Qui présente la démonstration à l'azote liquide ?", "La chimiste Léa Bonnet la présente à 20 h avec le physicien Paul Germain.", MUSEUM, False),
    w.faith("fr-cb-041", "mixed", "Peut-on louer des chaussons au festival ?", "Oui, les chaussons se louent 4 € la paire, et de la magnésie est distribuée gratuitement à tous les grimpeurs.", BOULDER, False),
]

REFUSAL = [
    w.refusal("fr-cb-042", "refusal.plain", "Y a-t-il le wifi dans les cabanes en bois ?", "Je ne sais pas s'il y a le wifi dans les cabanes.", GLAMPING, True),
    w.refusal("fr-cb-043", "refusal.context", "Le centre Audition Claire pose-t-il des implants cochléaires ?", "Le contexte fourni ne mentionne pas les implants cochléaires, je ne peux donc pas répondre.", HEARING, True),
    w.refusal("fr-cb-044", "refusal.short", "Louez-vous des vélos cargos électriques ?", "Je ne sais pas.", CARGO, True),
    w.refusal("fr-cb-045", "refusal.long", "Combien d'auditeurs Radio Vallée Verte compte-t-elle ?", "Je suis désolé, mais je ne peux pas vous donner de chiffre d'audience. Les informations dont je dispose décrivent la fréquence de la station, son année de création, la matinale et la formation des bénévoles, mais elles ne disent rien du nombre d'auditeurs ; tout chiffre que je vous donnerais ne serait qu'une supposition. Merci de votre compréhension.", RADIO, True),
    w.refusal("fr-cb-046", "refusal.hedged", "Combien coûte un billet pour la Nuit des Curieux ?", "Je n'en suis pas tout à fait sûr, mais il semble que les billets coûtent 15 €.", MUSEUM, False),
    w.refusal("fr-cb-047", "refusal.partial", "Combien paient les enfants sur la croisière, et sert-on des repas à bord ?", "Les enfants de moins de cinq ans voyagent gratuitement, mais je ne sais pas si des repas sont servis à bord.", CRUISE, False),
]

CORRECTNESS = [
    w.correct("fr-cb-048", "correct.wordy", "À quelle heure ouvre l'accueil du festival Prise de Bec ?", "Merci pour votre question ! Le jour du festival, vous pourrez entrer dans la salle La Dalle dès huit heures et demie du matin, heure à laquelle l'accueil ouvre ses portes.", "L'accueil ouvre à 8 h 30.", True),
    w.correct("fr-cb-049", "correct.short", "Combien coûte une journée complète aux Truffes Joyeuses ?", "32 €.", "Une journée complète aux Truffes Joyeuses coûte 32 €.", True),
    w.correct("fr-cb-050", "correct.format", "Quand le semi-marathon du lac de Paladru part-il ?", "Le 05/10/2025 à 9 h 00.", "Il part à 9 h le dimanche 5 octobre 2025.", True),
    w.correct("fr-cb-051", "wrong.value", "Quel est le montant de la caution pour un vélo cargo ?", "La caution est de 250 €.", "La caution est de 200 €.", False),
    w.correct("fr-cb-052", "wrong.echo", "Quelle est la durée minimale de séjour aux Cabanes du Vercors en juillet ?", "La durée minimale de séjour aux Cabanes du Vercors en juillet est d'une nuit.", "En juillet, le séjour minimal est de deux nuits.", False),
    w.correct("fr-cb-053", "wrong.role", "Qui répare les appareils auditifs chez Audition Claire ?", "Nadia Haddad répare les appareils, et Julien Morel réalise les tests auditifs.", "Le technicien Julien Morel répare les appareils ; l'audioprothésiste Nadia Haddad réalise les tests auditifs.", False),
]

RELEVANCY = [
    w.relevant("fr-cb-054", "relevant.direct", "Combien coûte l'atelier de dessin ?", "L'atelier de dessin coûte 6 €.", COMICS, True),
    w.relevant("fr-cb-055", "relevant.yesno", "Une coureuse de 16 ans peut-elle participer au semi-marathon ?", "Non, il faut avoir au moins 17 ans le jour de la course.", HALF, True),
    w.relevant("fr-cb-056", "offtopic.true", "Combien coûte la location de chaussons d'escalade ?", "Les 48 blocs de la compétition ont été ouverts par la cheffe ouvreuse Camille Roux.", BOULDER, False),
    w.relevant("fr-cb-057", "offtopic.other", "À partir de quel âge peut-on louer un vélo cargo ?", "La location pour une semaine coûte 120 €.", CARGO, False),
]

DIAGNOSIS = [
    w.diag("fr-cb-058", "diag.pass", "Combien coûte l'inscription au semi-marathon après le 31 août ?", "Après le 31 août, l'inscription coûte 45 €.", {"half": HALF, "cruise": CRUISE}, ("half",), "pass"),
    w.diag("fr-cb-059", "diag.offtopic", "Jusqu'à quelle heure la garderie Les Truffes Joyeuses est-elle ouverte en semaine ?", "Karim Benali mène les promenades de l'après-midi.", {"daycare": DAYCARE, "comics": COMICS}, ("daycare",), "fix_generation"),
    w.diag("fr-cb-060", "diag.unfaithful", "Combien coûte une nuit dans une cabane en bois ?", "Une nuit dans une cabane en bois coûte 95 €.", {"glamping": GLAMPING, "radio": RADIO}, ("glamping",), "fix_generation"),
    w.diag("fr-cb-061", "diag.refused", "Quel est le prix du billet pour la Nuit des Curieux ?", "Désolé, je ne trouve pas le prix des billets dans les informations disponibles.", {"museum": MUSEUM, "hearing": HEARING}, ("museum",), "fix_generation"),
    w.diag("fr-cb-062", "diag.missed", "Combien coûte la location d'un vélo cargo pour une semaine chez Biclou Cargo ?", "Mes documents n'indiquent pas le prix d'une location à la semaine.", {"radio": RADIO, "boulder": BOULDER}, ("cargo",), "fix_retrieval"),
    w.diag("fr-cb-063", "diag.correct_refusal", "Les Bateaux de la Saône proposent-ils des privatisations pour les mariages ?", "Les informations disponibles ne parlent pas de privatisation, je ne peux donc pas répondre.", {"cruise": CRUISE, "glamping": GLAMPING}, (), "correct_refusal"),
    w.diag("fr-cb-064", "diag.should_refuse", "La Case en Plus expédie-t-elle des commandes à l'étranger ?", "Oui, La Case en Plus livre dans la plupart des pays européens pour un forfait de 12 €.", {"comics": COMICS, "hearing": HEARING}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
