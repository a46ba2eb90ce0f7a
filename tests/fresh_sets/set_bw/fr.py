"""French cases of fresh set bw. Scenarios: le fablab de la médiathèque des Tilleuls, la
patinoire du Lac Blanc, le coursier à vélo Vélocourse, un atelier sushi chez Maki Maison,
l'auberge de jeunesse Les Mouettes, le cabinet d'hygiène dentaire Sourire Net, le marché
paysan de la Halle, le club de voile de l'Anse, l'audioguide du musée de la Ville de
Saint-Aubin et le club d'autopartage Roule Ensemble."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

MAKERSPACE = "Le fablab de la médiathèque des Tilleuls, situé au deuxième étage, est ouvert du mardi au samedi de 10 h à 18 h. Avant d'utiliser la découpeuse laser, les adhérents doivent suivre une formation de sécurité de 45 minutes, facturée 10 €. Les imprimantes 3D peuvent être réservées jusqu'à 4 heures par séance, et le filament est facturé 7 centimes le gramme. La bibliothécaire Claire Dubois anime l'atelier de soudure du jeudi soir, limité à 12 participants. Les enfants de moins de 14 ans ne peuvent utiliser le fablab qu'accompagnés d'un adulte."
RINK = "La patinoire du Lac Blanc propose des séances de patinage libre tous les jours sauf le lundi, de 14 h à 17 h. L'entrée coûte 6,50 € pour les adultes et 4 € pour les enfants de moins de 12 ans ; la location de patins est en supplément, à 3 €. La piste mesure 56 mètres sur 26 mètres et la glace est refaite toutes les 90 minutes. L'entraîneuse principale, Sophie Marchand, donne les cours pour débutants, et son assistant, Julien Roux, assure les leçons de patinage artistique. Le casque est obligatoire pour tous les patineurs de moins de 10 ans."
COURIER = "Vélocourse livre les colis dans le centre-ville en moins de 40 minutes. Les colis peuvent peser jusqu'à 9 kilogrammes et doivent tenir dans un sac de transport de 45 litres. Une livraison standard coûte 11 €, et une livraison express en moins de 20 minutes coûte 18 €. Les commandes passées après 20 h sont livrées le lendemain matin. La fondatrice, Amélie Garnier, a embauché le régulateur Karim Benali en février 2022 pour coordonner les 20 coursiers de l'entreprise."
SUSHI = "L'atelier sushi de Maki Maison a lieu chaque samedi de 10 h à 13 h et coûte 75 € par personne, ingrédients compris. Il est animé par le chef Takeshi Ono, qui s'est formé pendant huit ans à Tokyo ; sa fille Mei l'assiste au poste du riz. Chaque participant prépare trois sortes de makis et repart avec une natte en bambou. L'atelier accueille au maximum 9 élèves, et il faut réserver au moins 48 heures à l'avance. Les personnes allergiques aux crustacés doivent le signaler au chef lors de la réservation."
HOSTEL = "L'auberge de jeunesse Les Mouettes compte 60 lits répartis dans 10 dortoirs, ainsi que deux chambres privées. Un lit en dortoir coûte 27 € la nuit, petit-déjeuner compris, servi de 7 h 30 à 9 h 30. L'arrivée se fait à partir de 15 h et le départ avant 11 h. Les clients peuvent rester au maximum 14 nuits consécutives. La directrice, Nathalie Perrin, a ouvert l'auberge en septembre 2013 dans un ancien entrepôt des douanes."
CLINIC = "Le cabinet d'hygiène dentaire Sourire Net propose un détartrage de 40 minutes pour 70 €. L'hygiéniste Camille Lefèvre reçoit les adultes, et l'hygiéniste Hugo Morel soigne les enfants. Le cabinet recommande un détartrage tous les six mois. Toute annulation moins de 24 heures à l'avance est facturée 20 €, sauf en cas d'urgence médicale. Le cabinet est ouvert du lundi au vendredi de 8 h à 18 h, et le samedi de 8 h à midi."
MARKET = "Le marché paysan de la Halle se tient chaque dimanche de 8 h à 13 h sur le parking de la rue des Ormes, d'avril à octobre. Une quarantaine de producteurs y vendent des produits cultivés à moins de 100 kilomètres de la ville, et le marché attire environ 2 500 visiteurs chaque dimanche. Un emplacement coûte 25 € la journée, et la moitié des emplacements est réservée aux producteurs certifiés bio. La responsable du marché, Élise Bonnet, inspecte une fois par an l'exploitation de chaque producteur. Les chiens sont interdits sur le marché, à l'exception des chiens d'assistance."
SAILING = "Le club de voile de l'Anse possède sept dériveurs et deux quillards de 9 mètres. La cotisation annuelle est de 350 €, et les nouveaux membres paient une seule fois un droit d'entrée de 100 €. Les membres doivent réussir un exercice de dessalage avant de sortir seuls en dériveur. Toutes les sorties sont annulées lorsque le vent dépasse 25 nœuds. Le président, Marc Lemaire, dirige le comité, et la trésorière, Hélène Roussel, gère le fonds de réparation des bateaux."
AUDIO_GUIDE = "L'audioguide du musée de la Ville de Saint-Aubin commente 38 œuvres et dure environ 80 minutes. Il est proposé en sept langues et se loue 4 € ; il est gratuit pour les membres du musée. Les visiteurs doivent laisser une pièce d'identité avec photo en caution pendant qu'ils utilisent l'appareil. Les commentaires ont été écrits par la conservatrice Isabelle Fournier et lus par le comédien Antoine Mercier. Les appareils doivent être rendus 30 minutes avant la fermeture du musée, à 18 h."
CARSHARE = "Le club d'autopartage Roule Ensemble a été fondé le 8 avril 2018 et compte aujourd'hui 110 membres qui se partagent 15 voitures réparties sur cinq stations. Les membres paient une cotisation mensuelle de 12 € plus 6 € par heure de conduite, carburant compris. Une voiture peut être réservée pour 48 heures au maximum. Tout retard de restitution coûte 15 € par demi-heure entamée. Les membres doivent avoir au moins 21 ans et être titulaires du permis de conduire depuis au moins deux ans."

# fmt: off
FAITHFULNESS = [
    w.faith("fr-bw-001", "para.reorder", "Quand le fablab est-il ouvert ?", "De 10 h à 18 h, du mardi au samedi, le fablab est ouvert.", MAKERSPACE, True),
    w.faith("fr-bw-002", "para.passive", "Qui soigne les enfants au cabinet ?", "Les enfants sont soignés par l'hygiéniste Hugo Morel.", CLINIC, True),
    w.faith("fr-bw-003", "para.synonym", "Combien paie un adulte pour entrer à la patinoire ?", "Pour un adulte, le billet d'entrée revient à 6,50 €.", RINK, True),
    w.faith("fr-bw-004", "para.nominal", "Que se passe-t-il pour les commandes passées après 20 h ?", "La livraison des commandes passées après 20 h a lieu le lendemain matin.", COURIER, True),
    w.faith("fr-bw-005", "para.capital", "Où le chef s'est-il formé ?", "Le chef Takeshi Ono s'est formé pendant huit ans dans la capitale japonaise.", SUSHI, True),
    w.faith("fr-bw-006", "para.pronoun", "Quel est le rôle d'Hélène Roussel au club ?", "Elle est la trésorière du club, et c'est elle qui gère le fonds de réparation des bateaux.", SAILING, True),
    w.faith("fr-bw-007", "para.relative", "Qui a réalisé les commentaires de l'audioguide ?", "Ils ont été écrits par Isabelle Fournier, qui est conservatrice, et lus par Antoine Mercier, qui est comédien.", AUDIO_GUIDE, True),
    w.faith("fr-bw-008", "para.part", "Que paient les membres ?", "Entre autres, ils paient 6 € pour chaque heure de conduite.", CARSHARE, True),
    w.faith("fr-bw-009", "para.combine", "Qui a ouvert l'auberge, et combien de lits compte-t-elle ?", "L'auberge, que la directrice Nathalie Perrin a ouverte en septembre 2013, compte 60 lits répartis dans 10 dortoirs.", HOSTEL, True),
    w.faith("fr-bw-010", "fmt.number", "Combien de bateaux le club possède-t-il ?", "Le club possède 7 dériveurs et 2 quillards.", SAILING, True),
    w.faith("fr-bw-011", "fmt.thousands", "Combien de personnes viennent au marché ?", "Le marché attire environ 2500 visiteurs chaque dimanche.", MARKET, True),
    w.faith("fr-bw-012", "fmt.scale", "Quel poids un colis peut-il faire ?", "Un colis peut peser jusqu'à 9 000 grammes.", COURIER, True),
    w.faith("fr-bw-013", "fmt.date", "Quand le club a-t-il été fondé ?", "Le club a été fondé le 08/04/2018.", CARSHARE, True),
    w.faith("fr-bw-014", "fmt.time", "À quelle heure a lieu le patinage libre ?", "Tous les jours sauf le lundi, de 2 heures à 5 heures de l'après-midi.", RINK, True),
    w.faith("fr-bw-015", "fmt.unit", "Quelles sont les dimensions de la piste ?", "La piste fait 56 m × 26 m.", RINK, True),
    w.faith("fr-bw-016", "fmt.abbrev", "Quels sont les horaires du cabinet en semaine ?", "Du lun. au ven., de 8 h à 18 h.", CLINIC, True),
    w.faith("fr-bw-017", "fmt.currency", "Combien coûte l'atelier sushi ?", "L'atelier coûte 75 euros par personne, ingrédients compris.", SUSHI, True),
    w.faith("fr-bw-018", "fmt.range", "Pour combien de temps peut-on réserver une voiture ?", "La durée d'une réservation ne peut pas dépasser 48 heures.", CARSHARE, True),
    w.faith("fr-bw-019", "fmt.period", "Combien de temps peut-on rester à l'auberge ?", "On peut y rester deux semaines d'affilée au maximum.", HOSTEL, True),
    w.faith("fr-bw-020", "fmt.share", "Quelle part des emplacements est réservée au bio ?", "50 % des emplacements sont réservés aux producteurs certifiés bio.", MARKET, True),
    w.faith("fr-bw-021", "para.except", "Peut-on faire du patinage libre le lundi ?", "Non, il n'y a pas de patinage libre le lundi ; les séances ont lieu du mardi au dimanche.", RINK, True),
    w.faith("fr-bw-022", "wrap.opener", "À quelle fréquence faut-il faire un détartrage ?", "Excellente question ! Le cabinet recommande un détartrage tous les six mois.", CLINIC, True),
    w.faith("fr-bw-023", "wrap.closer", "Combien d'élèves l'atelier sushi accueille-t-il ?", "L'atelier accueille 9 élèves au maximum. En espérant que cela vous aide, bon atelier !", SUSHI, True),
    w.faith("fr-bw-024", "wrap.attribution", "Combien coûte le filament ?", "D'après le document, le filament est facturé 7 centimes le gramme.", MAKERSPACE, True),
    w.faith("fr-bw-025", "wrap.hedge", "Quand faut-il rendre l'appareil de l'audioguide ?", "Je crois qu'il faut le rendre 30 minutes avant la fermeture du musée, à 18 h.", AUDIO_GUIDE, True),
    w.faith("fr-bw-026", "wrap.question", "Qui peut devenir membre de Roule Ensemble ?", "Il faut avoir au moins 21 ans et être titulaire du permis de conduire depuis au moins deux ans. Voulez-vous aussi connaître les tarifs ?", CARSHARE, True),
    w.faith("fr-bw-027", "value.number", "Combien de personnes l'atelier de soudure accueille-t-il ?", "L'atelier de soudure du jeudi soir est limité à 16 participants.", MAKERSPACE, False),
    w.faith("fr-bw-028", "value.date", "Quand Amélie Garnier a-t-elle embauché Karim Benali ?", "Elle l'a embauché comme régulateur en avril 2022.", COURIER, False),
    w.faith("fr-bw-029", "value.time", "À partir de quelle heure peut-on arriver à l'auberge ?", "L'arrivée se fait à partir de 16 h.", HOSTEL, False),
    w.faith("fr-bw-030", "value.unit", "Quelle est la longueur des quillards ?", "Les deux quillards du club mesurent 9 pieds.", SAILING, False),
    w.faith("fr-bw-031", "value.currency", "Combien coûte un retard de restitution ?", "Un retard coûte 15 dollars par demi-heure entamée.", CARSHARE, False),
    w.faith("fr-bw-032", "role.swap", "Qui enseigne quoi à la patinoire ?", "L'entraîneur principal, Julien Roux, donne les cours pour débutants, et son assistante, Sophie Marchand, assure les leçons de patinage artistique.", RINK, False),
    w.faith("fr-bw-033", "negation", "Les ingrédients sont-ils compris dans le prix de l'atelier ?", "Non, les ingrédients ne sont pas compris dans le prix de 75 €.", SUSHI, False),
    w.faith("fr-bw-034", "antonym", "Quelle est la règle pour le casque ?", "Le casque est facultatif pour les patineurs de moins de 10 ans.", RINK, False),
    w.faith("fr-bw-035", "modality", "À quelle fréquence les patients doivent-ils faire un détartrage ?", "Le cabinet impose à ses patients un détartrage obligatoire tous les six mois.", CLINIC, False),
    w.faith("fr-bw-036", "quantifier", "Quelles exploitations Élise Bonnet inspecte-t-elle ?", "Une fois par an, Élise Bonnet inspecte seulement quelques exploitations choisies parmi les producteurs.", MARKET, False),
    w.faith("fr-bw-037", "value.except", "Puis-je venir au marché avec mon chien ?", "Oui, les chiens sont admis sur le marché, sauf les chiens d'assistance.", MARKET, False),
    w.faith("fr-bw-038", "direction", "Quelles commandes sont livrées le lendemain matin ?", "Les commandes passées avant 20 h sont livrées le lendemain matin.", COURIER, False),
    w.faith("fr-bw-039", "added.fact", "Combien de temps dure l'audioguide ?", "Il dure environ 80 minutes et comprend aussi un parcours spécial pour les enfants.", AUDIO_GUIDE, False),
    w.faith("fr-bw-040", "added.entity", "Qui anime l'atelier sushi ?", "Le chef Takeshi Ono l'anime avec son second, Paul Lambert, et sa fille Mei l'assiste au poste du riz.", SUSHI, False),
    w.faith("fr-bw-041", "mixed", "Pour combien de temps peut-on réserver une voiture au maximum ?", "On peut réserver une voiture pour 48 heures au maximum, et les voitures électriques se rechargent gratuitement dans toutes les stations.", CARSHARE, False),
]

REFUSAL = [
    w.refusal("fr-bw-042", "refusal.plain", "Le fablab a-t-il une machine à coudre ?", "Je suis désolé, je ne dispose pas de cette information.", MAKERSPACE, True),
    w.refusal("fr-bw-043", "refusal.context", "L'auberge a-t-elle une laverie ?", "Le contexte fourni ne mentionne pas de laverie, je ne peux donc pas répondre.", HOSTEL, True),
    w.refusal("fr-bw-044", "refusal.short", "Y a-t-il un parking gratuit à la patinoire ?", "Je ne sais pas.", RINK, True),
    w.refusal("fr-bw-045", "refusal.long", "À quelle heure ouvre le bar du club-house ?", "Merci pour votre question. Les informations dont je dispose sur le club de voile de l'Anse portent sur ses bateaux, ses cotisations, ses règles de sécurité et son comité, mais elles ne disent rien d'un bar au club-house ni de ses horaires. Je ne suis donc malheureusement pas en mesure de vous répondre, et je préfère ne pas deviner. Le mieux serait de vous renseigner directement auprès du club.", SAILING, True),
    w.refusal("fr-bw-046", "refusal.hedged", "Combien d'œuvres l'audioguide commente-t-il ?", "Je n'en suis pas tout à fait sûr, mais il semble en commenter 38.", AUDIO_GUIDE, False),
    w.refusal("fr-bw-047", "refusal.partial", "Quel est le montant de la cotisation mensuelle, et y a-t-il une réduction étudiante ?", "La cotisation mensuelle est de 12 €. Je ne trouve en revanche aucune information sur une réduction étudiante, je ne peux donc pas vous dire s'il en existe une.", CARSHARE, False),
]

CORRECTNESS = [
    w.correct("fr-bw-048", "correct.wordy", "Combien coûte la livraison express ?", "Si vous avez besoin que votre colis arrive en moins de 20 minutes, Vélocourse propose une livraison express, et cette option plus rapide vous coûtera 18 € par livraison.", "La livraison express coûte 18 €.", True),
    w.correct("fr-bw-049", "correct.short", "Combien coûte l'atelier sushi par personne ?", "75 €.", "L'atelier sushi coûte 75 € par personne, ingrédients compris.", True),
    w.correct("fr-bw-050", "correct.format", "Avant quelle heure faut-il libérer la chambre ?", "Avant 11 heures du matin.", "Le départ se fait avant 11 h.", True),
    w.correct("fr-bw-051", "wrong.value", "Combien de temps dure un détartrage ?", "Un détartrage dure 60 minutes.", "Un détartrage dure 40 minutes.", False),
    w.correct("fr-bw-052", "wrong.echo", "Quel jour de la semaine se tient le marché paysan de la Halle ?", "Le marché paysan de la Halle se tient chaque samedi de la semaine.", "Le marché se tient chaque dimanche.", False),
    w.correct("fr-bw-053", "wrong.role", "Qui dirige le comité du club de voile ?", "Hélène Roussel dirige le comité, et Marc Lemaire gère le fonds de réparation des bateaux.", "Le président Marc Lemaire dirige le comité ; la trésorière Hélène Roussel gère le fonds de réparation.", False),
]

RELEVANCY = [
    w.relevant("fr-bw-054", "relevant.direct", "Combien coûte la location de l'audioguide ?", "La location coûte 4 €, et elle est gratuite pour les membres du musée.", AUDIO_GUIDE, True),
    w.relevant("fr-bw-055", "relevant.yesno", "Le carburant est-il compris dans le tarif horaire ?", "Oui, le carburant est compris.", CARSHARE, True),
    w.relevant("fr-bw-056", "offtopic.true", "Combien coûte la formation de sécurité pour la découpeuse laser ?", "Le fablab se trouve au deuxième étage de la médiathèque.", MAKERSPACE, False),
    w.relevant("fr-bw-057", "offtopic.other", "Combien coûte la location de patins ?", "Les séances de patinage libre commencent à 14 h.", RINK, False),
]

DIAGNOSIS = [
    w.diag("fr-bw-058", "diag.pass", "Combien coûte une livraison standard ?", "Une livraison standard coûte 11 €.", {"courier": COURIER, "hostel": HOSTEL}, ("courier",), "pass"),
    w.diag("fr-bw-059", "diag.offtopic", "Combien de temps à l'avance faut-il réserver l'atelier sushi ?", "Chaque participant repart avec une natte en bambou.", {"sushi": SUSHI, "market": MARKET}, ("sushi",), "fix_generation"),
    w.diag("fr-bw-060", "diag.unfaithful", "Combien de lits l'auberge compte-t-elle dans ses dortoirs ?", "L'auberge compte 40 lits dans ses dortoirs.", {"hostel": HOSTEL, "rink": RINK}, ("hostel",), "fix_generation"),
    w.diag("fr-bw-061", "diag.refused", "Combien coûte un détartrage ?", "Désolé, je n'ai pas trouvé cette information dans les documents.", {"clinic": CLINIC, "sailing": SAILING}, ("clinic",), "fix_generation"),
    w.diag("fr-bw-062", "diag.missed", "Quel est le montant de la cotisation annuelle du club de voile ?", "Les documents dont je dispose n'indiquent pas le montant de la cotisation annuelle du club de voile.", {"carshare": CARSHARE, "museum": AUDIO_GUIDE}, ("sailing",), "fix_retrieval"),
    w.diag("fr-bw-063", "diag.correct_refusal", "Le café du musée propose-t-il des plats végans ?", "Les informations disponibles ne précisent pas si le café du musée propose des plats végans.", {"museum": AUDIO_GUIDE, "makerspace": MAKERSPACE}, (), "correct_refusal"),
    w.diag("fr-bw-064", "diag.should_refuse", "Peut-on conduire les voitures de Roule Ensemble à l'étranger ?", "Oui, les membres peuvent partir à l'étranger avec les voitures, à condition de les ramener dans les 48 heures.", {"carshare": CARSHARE, "courier": COURIER}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
