"""Fresh set cl, French: auto-école, observatoire populaire, théâtre jeunesse, boulangerie avec ateliers, visite de stade, bac vers l'île du Phare, luthier, auberge de jeunesse, location de kayaks et librairie d'occasion."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

DRIVING = (
    "L'auto-école Lumière, à Nantes, a été fondée en 2009 par Hélène Marchand ; son fils Thomas Marchand l'a reprise en 2021. "
    "Elle compte 12 moniteurs et accueille environ 1 400 élèves chaque année. "
    "Une leçon de conduite dure 60 minutes et coûte 55 €. "
    "Les leçons ont lieu tous les jours sauf le dimanche, de 7 h à 20 h. "
    "Les élèves doivent apporter une pièce d'identité à chaque leçon ; un examen blanc du code est conseillé, mais pas obligatoire."
)
OBSERVATORY = (
    "L'observatoire populaire du Pic Vert se trouve à 1 250 mètres d'altitude, à 18 km au nord de Gap. "
    "Son télescope principal, un réflecteur de 60 cm, a été installé le 14 octobre 2016. "
    "Les soirées d'observation publiques ont lieu chaque vendredi de 21 h à 23 h 30. "
    "L'entrée coûte 8 € pour les adultes et elle est gratuite pour les enfants de moins de 10 ans. "
    "L'observatoire est dirigé par Mme Nadia Benali, astronome, avec une équipe de 20 bénévoles."
)
THEATRE = (
    "Le Théâtre des Petits Lutins, à Lyon, compte 180 places. "
    "La première de son nouveau spectacle, Le Dragon de papier, aura lieu le 7 mars 2025, et le spectacle se jouera jusqu'au 27 avril 2025. "
    "Les représentations ont lieu tous les jours sauf le lundi, à 11 h et à 14 h 30. "
    "Les places coûtent 9 € pour les enfants et 14 € pour les adultes, et les groupes scolaires peuvent réserver une séance du matin, jusqu'à 30 élèves par groupe. "
    "Le Dragon de papier est conseillé aux enfants de 4 à 9 ans et dure 55 minutes sans entracte."
)
BAKERY = (
    "Le Fournil de Rose est une boulangerie de la rue du Moulin, ouverte en 2012 par Rose Lambert. "
    "La boutique est ouverte tous les jours sauf le mercredi, de 7 h à 19 h. "
    "L'atelier pain du samedi coûte 60 €, dure trois heures et accueille 8 participants au plus. "
    "Chaque participant travaille 1,5 kg de farine et repart avec deux pains. "
    "Les tabliers sont fournis, et les cheveux longs doivent être attachés."
)
STADIUM = (
    "Le stade des Berges se trouve à Paris, la capitale de la France, et c'est le stade du club Racing des Berges. "
    "Il compte 32 500 places et a été inauguré en août 2003. "
    "Les visites guidées partent à 10 h, 12 h et 14 h et durent 75 minutes. "
    "La visite passe par les vestiaires, le tunnel des joueurs et la salle de presse, et se termine au musée du club. "
    "Le billet adulte coûte 16 €, l'entrée est gratuite pour les moins de 5 ans, et le parking est gratuit pour les visiteurs. "
    "Il n'y a pas de visite les jours de match."
)
FERRY = (
    "D'avril à octobre, le bac « Goéland » relie quatre fois par jour le port de Porz-Guen à l'île du Phare, où se dresse un ancien phare. "
    "La traversée dure 35 minutes, et le dernier bateau du retour quitte l'île à 18 h. "
    "L'aller-retour coûte 16 € pour les adultes et 8 € pour les enfants. "
    "Les chiens sont acceptés à bord s'ils sont tenus en laisse. "
    "Les passagers doivent acheter leur billet au guichet du port avant d'embarquer."
)
GUITAR = (
    "L'atelier Corde Sensible a été ouvert en 2015 par le luthier Karim Haddad, qui travaille avec une seule assistante, Léa Morel. "
    "Un réglage complet coûte 70 €, et un changement de cordes 25 €, cordes comprises. "
    "La plupart des réparations sont prêtes en cinq jours ouvrés, mais un refrettage peut prendre jusqu'à deux semaines. "
    "Chaque réparation est garantie deux ans. "
    "En 2019, Karim Haddad a restauré une guitare électrique de 1962 pour la chanteuse de blues Élise Garnier."
)
HOSTEL = (
    "L'auberge de jeunesse Les Mouettes compte 64 lits répartis dans 14 chambres et emploie 9 salariés. "
    "Un lit en dortoir coûte 28 € la nuit, petit-déjeuner compris. "
    "L'accueil commence à 15 h, et les voyageurs doivent libérer leur chambre avant 10 h le jour du départ. "
    "Les mineurs ne peuvent séjourner qu'accompagnés d'un adulte. "
    "La cuisine commune ferme à 23 h."
)
KAYAK = (
    "Kayaks de la Vézère loue des kayaks sur la Vézère de mai à septembre, tous les jours sauf le mardi. "
    "Un kayak individuel coûte 20 € pour deux heures, et un biplace 32 €. "
    "Le parcours classique descend la rivière sur 14 km jusqu'au Moulin-Bas, d'où un minibus ramène les pagayeurs. "
    "Le gilet de sauvetage doit être porté en permanence, et les enfants de moins de 14 ans doivent partager un biplace avec un adulte. "
    "Claire Dumas a créé l'entreprise en 2011 et la dirige toujours."
)
BOOKSHOP = (
    "La Page Cornée, une librairie d'occasion de la rue du Port, a été ouverte en 1994 par Martine Roussel. "
    "Elle propose environ 25 000 livres, dont la moitié coûte moins de 3 €. "
    "Les membres de son club de lecture bénéficient de 10 % de remise sur chaque achat. "
    "La librairie n'achète des livres d'occasion que le jeudi après-midi, et certaines de ses premières éditions sont signées par leurs auteurs. "
    "En 2020, Martine Roussel a cédé la librairie à son ancien employé Samuel Petit."
)

# fmt: off
FAITHFULNESS = [
    w.faith("fr-cl-001", "para.reorder", "Quels sont les horaires du Fournil de Rose ?", "De 7 h à 19 h, la boutique est ouverte tous les jours sauf le mercredi.", BAKERY, True),
    w.faith("fr-cl-002", "para.passive", "Qui a restauré la guitare électrique de 1962 ?", "La guitare électrique de 1962 a été restaurée par Karim Haddad en 2019.", GUITAR, True),
    w.faith("fr-cl-003", "para.synonym", "Combien de personnes travaillent à l'auberge ?", "L'auberge Les Mouettes compte 9 employés.", HOSTEL, True),
    w.faith("fr-cl-004", "para.nominal", "Où acheter un billet pour le Goéland ?", "L'achat du billet au guichet du port est obligatoire avant l'embarquement.", FERRY, True),
    w.faith("fr-cl-005", "para.capital", "Quelle est la capitale de la France ?", "La capitale de la France est Paris.", STADIUM, True),
    w.faith("fr-cl-006", "para.pronoun", "Quand Claire Dumas a-t-elle créé Kayaks de la Vézère ?", "Elle a créé l'entreprise en 2011, et elle la dirige toujours.", KAYAK, True),
    w.faith("fr-cl-007", "para.relative", "Qui a ouvert La Page Cornée ?", "Martine Roussel a ouvert en 1994 La Page Cornée, qui se trouve rue du Port.", BOOKSHOP, True),
    w.faith("fr-cl-008", "para.part", "Quel est le télescope principal de l'observatoire du Pic Vert ?", "Son télescope principal est un réflecteur de 60 cm.", OBSERVATORY, True),
    w.faith("fr-cl-009", "para.combine", "Quand a lieu la première du Dragon de papier, et combien de temps dure le spectacle ?", "La première du Dragon de papier aura lieu le 7 mars 2025, et le spectacle dure 55 minutes sans entracte.", THEATRE, True),
    w.faith("fr-cl-010", "fmt.number", "Combien de moniteurs l'auto-école Lumière compte-t-elle ?", "L'auto-école Lumière compte douze moniteurs.", DRIVING, True),
    w.faith("fr-cl-011", "fmt.thousands", "Combien de places compte le stade des Berges ?", "Le stade des Berges compte 32500 places.", STADIUM, True),
    w.faith("fr-cl-012", "fmt.scale", "Quelle quantité de farine chaque participant utilise-t-il à l'atelier ?", "Chaque participant travaille 1 500 grammes de farine.", BAKERY, True),
    w.faith("fr-cl-013", "fmt.date", "Quand le télescope principal a-t-il été installé ?", "Il a été installé le 14/10/2016.", OBSERVATORY, True),
    w.faith("fr-cl-014", "fmt.time", "À quelle heure part le dernier bateau de l'île du Phare ?", "Le dernier bateau du retour quitte l'île à six heures du soir.", FERRY, True),
    w.faith("fr-cl-015", "fmt.unit", "Quelle est la longueur du parcours classique ?", "Le parcours classique descend la rivière sur 14 kilomètres, jusqu'au Moulin-Bas.", KAYAK, True),
    w.faith("fr-cl-016", "fmt.abbrev", "Qui dirige l'observatoire du Pic Vert ?", "Il est dirigé par Madame Nadia Benali, astronome, avec une équipe de 20 bénévoles.", OBSERVATORY, True),
    w.faith("fr-cl-017", "fmt.currency", "Combien coûte un lit en dortoir ?", "Un lit en dortoir coûte 28 euros la nuit, petit-déjeuner compris.", HOSTEL, True),
    w.faith("fr-cl-018", "fmt.range", "Combien d'élèves peut compter un groupe scolaire pour une séance du matin ?", "Pour une séance du matin, un groupe scolaire peut compter 30 élèves au maximum.", THEATRE, True),
    w.faith("fr-cl-019", "fmt.period", "Combien de temps dure la garantie sur les réparations ?", "Chaque réparation est garantie 24 mois.", GUITAR, True),
    w.faith("fr-cl-020", "fmt.share", "Les livres de La Page Cornée sont-ils bon marché ?", "50 % des livres de La Page Cornée coûtent moins de 3 €.", BOOKSHOP, True),
    w.faith("fr-cl-021", "para.except", "Peut-on louer un kayak le mardi ?", "Non, Kayaks de la Vézère ne loue pas de kayaks le mardi.", KAYAK, True),
    w.faith("fr-cl-022", "wrap.opener", "Combien de temps dure la visite du stade ?", "Excellente question ! La visite guidée dure 75 minutes.", STADIUM, True),
    w.faith("fr-cl-023", "wrap.closer", "Combien de temps dure la traversée jusqu'à l'île du Phare ?", "La traversée dure 35 minutes. J'espère que cela vous aide !", FERRY, True),
    w.faith("fr-cl-024", "wrap.attribution", "À quelle heure faut-il libérer la chambre ?", "D'après les informations de l'auberge, il faut libérer sa chambre avant 10 h le jour du départ.", HOSTEL, True),
    w.faith("fr-cl-025", "wrap.hedge", "Combien de temps dure une leçon de conduite ?", "Il me semble qu'une leçon de conduite dure 60 minutes.", DRIVING, True),
    w.faith("fr-cl-026", "wrap.question", "Combien coûte une place enfant au Théâtre des Petits Lutins ?", "Une place enfant coûte 9 €. Voulez-vous aussi connaître le tarif adulte ?", THEATRE, True),
    w.faith("fr-cl-027", "value.number", "Combien de lits l'auberge compte-t-elle ?", "L'auberge Les Mouettes compte 46 lits répartis dans 14 chambres.", HOSTEL, False),
    w.faith("fr-cl-028", "value.date", "Quand a lieu la première du Dragon de papier ?", "La première aura lieu le 17 mars 2025.", THEATRE, False),
    w.faith("fr-cl-029", "value.time", "À quelle heure commencent les soirées d'observation ?", "Les soirées d'observation commencent à 20 h chaque vendredi.", OBSERVATORY, False),
    w.faith("fr-cl-030", "value.unit", "À quelle distance de Gap se trouve l'observatoire ?", "L'observatoire se trouve à 18 miles au nord de Gap.", OBSERVATORY, False),
    w.faith("fr-cl-031", "value.currency", "Combien coûte un changement de cordes ?", "Un changement de cordes coûte 35 €, cordes comprises.", GUITAR, False),
    w.faith("fr-cl-032", "role.swap", "Qui a fondé l'auto-école Lumière ?", "L'auto-école Lumière a été fondée en 2009 par Thomas Marchand.", DRIVING, False),
    w.faith("fr-cl-033", "negation", "Mon chien peut-il monter à bord du bac ?", "Non, les chiens ne sont pas acceptés à bord du Goéland.", FERRY, False),
    w.faith("fr-cl-034", "antonym", "Et le parking, pour les visiteurs du stade ?", "Pour les visiteurs, le parking est payant.", STADIUM, False),
    w.faith("fr-cl-035", "modality", "Le gilet de sauvetage est-il obligatoire ?", "Non, le port du gilet de sauvetage est facultatif.", KAYAK, False),
    w.faith("fr-cl-036", "quantifier", "Les premières éditions sont-elles signées ?", "Oui, toutes les premières éditions de La Page Cornée sont signées par leurs auteurs.", BOOKSHOP, False),
    w.faith("fr-cl-037", "value.except", "Puis-je acheter du pain au Fournil de Rose un mercredi ?", "Oui, le mercredi, la boutique est ouverte de 7 h à 19 h.", BAKERY, False),
    w.faith("fr-cl-038", "direction", "Quels enfants doivent pagayer avec un adulte ?", "Les enfants de plus de 14 ans doivent partager un biplace avec un adulte.", KAYAK, False),
    w.faith("fr-cl-039", "added.fact", "Combien coûte l'aller-retour pour l'île du Phare ?", "L'aller-retour coûte 16 € pour les adultes et 8 € pour les enfants, et il est gratuit pour les moins de 3 ans.", FERRY, False),
    w.faith("fr-cl-040", "added.entity", "Qui travaille à l'atelier Corde Sensible ?", "Le luthier Karim Haddad y travaille avec son assistante Léa Morel et son apprenti Hugo Lefèvre.", GUITAR, False),
    w.faith("fr-cl-041", "mixed", "Que comprend la visite du stade ?", "La visite passe par les vestiaires et le tunnel des joueurs, puis se termine par une promenade sur la pelouse.", STADIUM, False),
]
REFUSAL = [
    w.refusal("fr-cl-042", "refusal.plain", "L'auberge Les Mouettes a-t-elle des casiers ?", "Je suis désolé, je n'ai pas cette information.", HOSTEL, True),
    w.refusal("fr-cl-043", "refusal.context", "La Page Cornée expédie-t-elle des livres à l'étranger ?", "Les documents fournis ne disent pas si la librairie expédie des livres à l'étranger.", BOOKSHOP, True),
    w.refusal("fr-cl-044", "refusal.short", "Y a-t-il un café sur l'île du Phare ?", "Aucune idée.", FERRY, True),
    w.refusal("fr-cl-045", "refusal.long", "Puis-je apporter mon propre télescope à une soirée d'observation ?", "Merci pour votre question. Malheureusement, les informations dont je dispose sur l'observatoire du Pic Vert ne précisent pas si les visiteurs peuvent apporter leur propre télescope. Elles indiquent les horaires des soirées, les tarifs et le télescope principal, mais rien sur le matériel personnel. Je vous conseille de contacter directement l'observatoire avant votre visite.", OBSERVATORY, True),
    w.refusal("fr-cl-046", "refusal.hedged", "Combien coûte un kayak individuel ?", "Je n'en suis pas tout à fait sûr, mais je crois qu'un kayak individuel coûte 20 € pour deux heures.", KAYAK, False),
    w.refusal("fr-cl-047", "refusal.partial", "Combien coûtent les places, et y a-t-il un tarif famille ?", "Les places coûtent 9 € pour les enfants et 14 € pour les adultes. En revanche, les documents ne mentionnent pas de tarif famille.", THEATRE, False),
]
CORRECTNESS = [
    w.correct("fr-cl-048", "correct.wordy", "Combien coûte l'atelier pain du samedi ?", "L'atelier pain du samedi au Fournil de Rose coûte 60 €, pour trois heures de cours.", "60 €", True),
    w.correct("fr-cl-049", "correct.short", "Qui dirige l'auto-école Lumière aujourd'hui ?", "Thomas Marchand.", "Depuis 2021, c'est Thomas Marchand, qui a repris l'auto-école fondée par sa mère, Hélène Marchand.", True),
    w.correct("fr-cl-050", "correct.format", "À quelle heure part la première visite du stade ?", "À 10 heures du matin.", "À 10 h.", True),
    w.correct("fr-cl-051", "wrong.value", "En quelle année Karim Haddad a-t-il ouvert son atelier ?", "Il l'a ouvert en 2018.", "En 2015.", False),
    w.correct("fr-cl-052", "wrong.echo", "À quelle heure commence l'accueil à l'auberge ?", "L'accueil à l'auberge commence à l'heure où commence l'accueil.", "À 15 h.", False),
    w.correct("fr-cl-053", "wrong.role", "Qui a ouvert La Page Cornée ?", "C'est Samuel Petit qui l'a ouverte.", "Martine Roussel, en 1994.", False),
]
RELEVANCY = [
    w.relevant("fr-cl-054", "relevant.direct", "Le bac passe souvent ?", "Quatre fois par jour, d'avril à octobre.", FERRY, True),
    w.relevant("fr-cl-055", "relevant.yesno", "Mon fils de 10 ans peut-il prendre seul un kayak individuel ?", "Non, les moins de 14 ans doivent partager un biplace avec un adulte.", KAYAK, True),
    w.relevant("fr-cl-056", "offtopic.true", "Combien coûte l'entrée adulte à l'observatoire ?", "Le télescope principal est un réflecteur de 60 cm.", OBSERVATORY, False),
    w.relevant("fr-cl-057", "offtopic.other", "Combien de temps dure Le Dragon de papier ?", "La première du Dragon de papier aura lieu le 7 mars 2025.", THEATRE, False),
]
DIAGNOSIS = [
    w.diag("fr-cl-058", "diag.pass", "Quel jour n'y a-t-il pas de leçons à l'auto-école Lumière ?", "Il n'y a pas de leçons le dimanche.", {"driving": DRIVING, "bakery": BAKERY}, ("driving",), "pass"),
    w.diag("fr-cl-059", "diag.offtopic", "Combien coûte le billet adulte pour la visite du stade ?", "Le stade des Berges compte 32 500 places.", {"stadium": STADIUM, "ferry": FERRY}, ("stadium",), "fix_generation"),
    w.diag("fr-cl-060", "diag.unfaithful", "Combien coûte un réglage complet chez Corde Sensible ?", "Un réglage complet coûte 120 €.", {"guitar": GUITAR, "hostel": HOSTEL}, ("guitar",), "fix_generation"),
    w.diag("fr-cl-061", "diag.refused", "Quelle est la longueur du parcours classique en kayak ?", "Désolé, je n'ai pas trouvé cette information.", {"kayak": KAYAK, "bookshop": BOOKSHOP}, ("kayak",), "fix_generation"),
    w.diag("fr-cl-062", "diag.missed", "Quelle quantité de farine reçoit chaque participant à l'atelier pain ?", "Je n'ai rien trouvé sur un atelier pain dans les documents.", {"theatre": THEATRE, "observatory": OBSERVATORY}, ("bakery",), "fix_retrieval"),
    w.diag("fr-cl-063", "diag.correct_refusal", "L'auberge de jeunesse loue-t-elle des vélos ?", "Désolé, les documents ne parlent pas de location de vélos à l'auberge.", {"hostel": HOSTEL, "kayak": KAYAK}, (), "correct_refusal"),
    w.diag("fr-cl-064", "diag.should_refuse", "Y a-t-il une boutique de souvenirs à l'observatoire ?", "Oui, une boutique de souvenirs près de l'entrée vend des cartes du ciel.", {"observatory": OBSERVATORY, "stadium": STADIUM}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
