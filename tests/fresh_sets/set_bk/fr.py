"""French cases of fresh set bk. Scenarios: cabinet dentaire du Parc (dental clinic),
piscine des Tilleuls (public swimming pool), Loc'Azur (car rental), bibliothèque
universitaire de Valmont (university library), Domaine des Trois Collines (wine tasting
tour), Ligne Bleue (ferry line), La Ruche Partagée (coworking space), pension Les Quatre
Pattes (pet boarding kennel), marathon des Bords de Loire (marathon race) and the return
policy of ÉlectroPlus (electronics store)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

DENTAL = "Le cabinet dentaire du Parc, à Nantes, est ouvert du lundi au vendredi de 8 h 30 à 19 h et le samedi de 9 h à 12 h. La Dre Claire Morel est l'orthodontiste du cabinet, tandis que le Dr Julien Faure réalise tous les traitements de canal. Un contrôle avec détartrage coûte 60 €, et une radio panoramique est facturée 30 € en supplément. Toute annulation moins de 48 heures avant le rendez-vous entraîne des frais de 25 €, sauf sur présentation d'un certificat médical. Les nouveaux patients doivent arriver 10 minutes en avance pour remplir un questionnaire médical."

POOL = "La piscine des Tilleuls, à Rennes, compte un bassin sportif de 25 mètres à six couloirs et une pataugeoire de 40 cm de profondeur. Elle est ouverte tous les jours sauf le jeudi, de 7 h à 21 h 30. L'entrée coûte 3,80 € pour un adulte, et les enfants de moins de 10 ans paient moitié prix. Le bonnet de bain est obligatoire pour tous les nageurs, et les shorts de bain sont interdits. Le maître-nageur Karim Benali surveille les bassins le matin, et la maître-nageuse Sophie Lambert le soir."

RENTAL = "Loc'Azur, à Nice, ne loue des véhicules qu'aux conducteurs âgés d'au moins 23 ans et titulaires du permis depuis au moins trois ans. Une citadine coûte 49 € par jour et un utilitaire 95 € par jour, avec 250 km inclus par jour. Le véhicule doit être rendu avec le plein ; sinon, le carburant manquant est facturé 3 € le litre. Un conducteur supplémentaire coûte 8 € par jour, sauf le conjoint, qui est ajouté gratuitement. L'agence de l'aéroport est ouverte 24 h/24, alors que l'agence de la gare ferme à 20 h."

LIBRARY = "À la bibliothèque universitaire de Valmont, les étudiants peuvent emprunter jusqu'à 12 documents pour trois semaines, et chaque prêt peut être renouvelé une fois. Les enseignants peuvent emprunter jusqu'à 30 documents. Chaque jour de retard coûte 0,20 € par document, dans la limite de 8 € par document. La bibliothèque est ouverte du lundi au samedi de 8 h à 22 h, et la salle du deuxième étage est réservée au travail en silence. Des ordinateurs portables peuvent être empruntés pour quatre heures à l'accueil sur présentation de la carte d'étudiant."

WINE = "Le Domaine des Trois Collines, en Bourgogne, propose une visite suivie d'une dégustation du mardi au samedi, à 10 h 30 et à 16 h. La visite dure une heure et demie et comprend la dégustation de quatre vins accompagnés de gougères. Elle coûte 25 € par personne et n'est ouverte qu'aux plus de 18 ans. Les groupes sont limités à 12 personnes. Elle est menée par la vigneronne Anne Rousseau, qui a repris le domaine de son père Henri en 2012."

FERRY = "La Ligne Bleue relie Port-Louvel à l'île de Brec'h quatre fois par jour. Le premier départ de Port-Louvel a lieu à 7 h 15, et le dernier retour part de l'île à 19 h 45. La traversée dure 35 minutes pour une distance de 14 kilomètres. Un aller simple coûte 18,50 € pour un adulte et 9 € pour un enfant, avec un supplément de 42 € pour une voiture et de 4 € pour un vélo. La ligne est exploitée par la compagnie Mareva, dont le siège se trouve à Bruxelles."

COWORK = "La Ruche Partagée, à Bordeaux, propose un poste nomade à 190 € par mois et un poste fixe à 310 € par mois. Les membres accèdent aux locaux 24 h/24 avec leur badge, mais les invités ne sont admis qu'entre 9 h et 18 h. Chaque abonnement comprend 3 heures de salle de réunion par mois, et chaque heure supplémentaire coûte 15 €. Léa Girard, responsable de la communauté, gère les adhésions, et Marc Petit, le régisseur, s'occupe de l'entretien. Le thé et le café sont offerts aux membres."

KENNEL = "La pension Les Quatre Pattes, près de Tours, accueille chiens et chats pour des séjours de 21 nuits au maximum. Une nuit coûte 25 € pour un chien et 15 € pour un chat. Tous les animaux doivent être vaccinés, et le carnet de vaccination doit être présenté à l'arrivée. Les chiens sont promenés deux fois par jour, à 9 h et à 17 h. L'accueil est ouvert de 8 h à 12 h et de 14 h à 19 h tous les jours, sauf le dimanche."

MARATHON = "Le marathon des Bords de Loire aura lieu le dimanche 19 avril 2026, avec un départ à 8 h 30 place du Ralliement. Le parcours mesure 42,195 km, et les coureurs disposent de 6 heures au maximum pour le terminer. L'inscription coûte 65 € jusqu'au 31 janvier, puis 80 €, et elle est limitée à 10 000 coureurs. Un ravitaillement est installé tous les 5 km. Les participants doivent avoir au moins 20 ans le jour de la course."

RETURNS = "ÉlectroPlus accepte les retours dans un délai de 15 jours après l'achat, sur présentation du ticket de caisse. Les téléphones portables ne peuvent toutefois être retournés que sous 7 jours. Des frais de remise en stock de 10 % du prix s'appliquent aux ordinateurs portables et aux tablettes ouverts, tandis que les produits non ouverts sont remboursés intégralement. Le remboursement est effectué sur le moyen de paiement d'origine sous 3 à 10 jours ouvrés. Les cartes cadeaux et les logiciels téléchargés ne sont ni repris ni échangés."

# fmt: off
FAITHFULNESS = [
    w.faith("fr-bk-001", "para.reorder", "Quels sont les horaires du cabinet ?", "Le samedi de 9 h à 12 h, et du lundi au vendredi de 8 h 30 à 19 h : ce sont les horaires d'ouverture du cabinet.", DENTAL, True),
    w.faith("fr-bk-002", "fmt.abbrev", "Combien coûte une radio panoramique ?", "La radiographie panoramique est facturée 30 € en supplément.", DENTAL, True),
    w.faith("fr-bk-003", "value.except", "Dois-je payer si j'annule la veille de mon rendez-vous ?", "Oui, des frais de 25 € s'appliquent, et un certificat médical ne vous en dispense pas.", DENTAL, False),
    w.faith("fr-bk-004", "wrap.opener", "Combien coûte un contrôle avec détartrage ?", "Merci pour votre question ! Un contrôle avec détartrage coûte 60 €.", DENTAL, True),
    w.faith("fr-bk-005", "para.nominal", "Peut-on nager en short de bain ?", "Non : le port du short de bain est interdit à la piscine.", POOL, True),
    w.faith("fr-bk-006", "fmt.time", "Jusqu'à quelle heure la piscine est-elle ouverte ?", "Elle ferme à neuf heures et demie du soir.", POOL, True),
    w.faith("fr-bk-007", "negation", "Le bonnet de bain est-il obligatoire ?", "Non, le bonnet de bain n'est pas obligatoire.", POOL, False),
    w.faith("fr-bk-008", "role.swap", "Qui surveille les bassins le matin ?", "Le matin, c'est Sophie Lambert qui surveille les bassins, et le soir, Karim Benali.", POOL, False),
    w.faith("fr-bk-009", "fmt.range", "Quel âge faut-il avoir pour louer chez Loc'Azur ?", "L'âge minimum est de 23 ans, et il faut avoir le permis depuis trois ans ou plus.", RENTAL, True),
    w.faith("fr-bk-010", "para.except", "Faut-il payer pour ajouter mon conjoint comme conducteur ?", "Non, le conjoint est ajouté sans frais ; seuls les autres conducteurs supplémentaires coûtent 8 € par jour.", RENTAL, True),
    w.faith("fr-bk-011", "value.currency", "Combien coûte une citadine ?", "Une citadine coûte 49 dollars par jour.", RENTAL, False),
    w.faith("fr-bk-012", "added.fact", "Combien coûte un utilitaire ?", "Un utilitaire coûte 95 € par jour, assurance tous risques comprise.", RENTAL, False),
    w.faith("fr-bk-013", "fmt.period", "Combien de temps un étudiant peut-il garder un document emprunté ?", "Un étudiant peut garder un document 21 jours.", LIBRARY, True),
    w.faith("fr-bk-014", "para.synonym", "À quoi sert la salle du deuxième étage ?", "La salle du deuxième étage est consacrée à l'étude silencieuse.", LIBRARY, True),
    w.faith("fr-bk-015", "quantifier", "Peut-on renouveler un prêt ?", "Seuls certains prêts peuvent être renouvelés, une fois.", LIBRARY, False),
    w.faith("fr-bk-016", "wrap.hedge", "Combien coûte un jour de retard ?", "Je pense que chaque jour de retard coûte 0,20 € par document, avec un plafond de 8 € par document.", LIBRARY, True),
    w.faith("fr-bk-017", "para.pronoun", "Qui mène la visite du domaine ?", "C'est Anne Rousseau, la vigneronne. Elle a repris le domaine de son père Henri en 2012.", WINE, True),
    w.faith("fr-bk-018", "fmt.number", "Combien de vins sont dégustés ?", "On déguste 4 vins, accompagnés de gougères.", WINE, True),
    w.faith("fr-bk-019", "value.date", "Quand Anne Rousseau a-t-elle repris le domaine ?", "Elle l'a repris en 2021.", WINE, False),
    w.faith("fr-bk-020", "added.entity", "Qui anime la dégustation ?", "La dégustation est menée par Anne Rousseau, accompagnée de l'œnologue Paul Mercier.", WINE, False),
    w.faith("fr-bk-021", "para.capital", "Où se trouve le siège de la compagnie qui exploite la Ligne Bleue ?", "La compagnie Mareva a son siège dans la capitale belge.", FERRY, True),
    w.faith("fr-bk-022", "fmt.currency", "Combien coûte un aller simple pour un adulte ?", "Un aller simple adulte coûte 18 euros et 50 centimes.", FERRY, True),
    w.faith("fr-bk-023", "fmt.unit", "Quelle distance couvre la traversée ?", "La traversée couvre 14 km en 35 min.", FERRY, True),
    w.faith("fr-bk-024", "value.time", "À quelle heure part le premier bateau de Port-Louvel ?", "Le premier bateau quitte Port-Louvel à 7 h 45.", FERRY, False),
    w.faith("fr-bk-025", "direction", "À quelle heure est le dernier départ ?", "Le dernier bateau part de Port-Louvel pour l'île à 19 h 45.", FERRY, False),
    w.faith("fr-bk-026", "para.relative", "Qui s'occupe de l'entretien ?", "C'est Marc Petit, qui est le régisseur de La Ruche Partagée.", COWORK, True),
    w.faith("fr-bk-027", "wrap.closer", "Combien coûte un poste fixe ?", "Un poste fixe coûte 310 € par mois. Bonne journée !", COWORK, True),
    w.faith("fr-bk-028", "value.number", "Combien d'heures de salle de réunion sont incluses ?", "Chaque abonnement comprend 5 heures de salle de réunion par mois.", COWORK, False),
    w.faith("fr-bk-029", "antonym", "Le thé et le café sont-ils gratuits ?", "Non, le thé et le café sont payants pour les membres.", COWORK, False),
    w.faith("fr-bk-030", "para.passive", "Combien de temps un animal peut-il séjourner à la pension ?", "Les chiens et les chats sont accueillis pour 21 nuits au maximum.", KENNEL, True),
    w.faith("fr-bk-031", "para.part", "Combien coûte une nuit pour un chat ?", "Pour un chat, la nuit est à 15 €.", KENNEL, True),
    w.faith("fr-bk-032", "wrap.question", "À quelle heure les chiens sont-ils promenés ?", "Deux fois par jour, à 9 h et à 17 h. Souhaitez-vous réserver un séjour pour votre chien ?", KENNEL, True),
    w.faith("fr-bk-033", "modality", "Dois-je apporter le carnet de vaccination ?", "Ce n'est pas obligatoire : vous pouvez présenter le carnet de vaccination à l'arrivée si vous le souhaitez.", KENNEL, False),
    w.faith("fr-bk-034", "fmt.date", "Quelle est la date du marathon ?", "Le marathon a lieu le 19/04/2026.", MARATHON, True),
    w.faith("fr-bk-035", "fmt.thousands", "Combien de coureurs peuvent s'inscrire ?", "Les inscriptions sont plafonnées à 10000 coureurs.", MARATHON, True),
    w.faith("fr-bk-036", "fmt.scale", "Quelle est la longueur du parcours ?", "Le parcours fait 42 195 mètres.", MARATHON, True),
    w.faith("fr-bk-037", "value.unit", "Tous les combien y a-t-il un ravitaillement ?", "Un ravitaillement est installé tous les 5 miles.", MARATHON, False),
    w.faith("fr-bk-038", "para.combine", "Combien de temps ai-je pour retourner un téléphone ?", "Alors que la plupart des achats peuvent être retournés sous 15 jours avec le ticket, le délai n'est que de 7 jours pour les téléphones portables.", RETURNS, True),
    w.faith("fr-bk-039", "fmt.share", "Combien coûtent les frais de remise en stock pour une tablette ouverte ?", "Pour une tablette ouverte, les frais de remise en stock s'élèvent à un dixième du prix.", RETURNS, True),
    w.faith("fr-bk-040", "wrap.attribution", "Sous quel délai suis-je remboursé ?", "D'après le document, le remboursement est effectué sous 3 à 10 jours ouvrés, sur le moyen de paiement d'origine.", RETURNS, True),
    w.faith("fr-bk-041", "mixed", "Les produits non ouverts sont-ils remboursés ?", "Oui, ils sont remboursés intégralement, et vous recevez en plus un bon d'achat de 10 €.", RETURNS, False),
]

REFUSAL = [
    w.refusal("fr-bk-042", "refusal.plain", "Loc'Azur propose-t-il des sièges auto pour enfants ?", "Je ne sais pas si Loc'Azur propose des sièges auto pour enfants.", RENTAL, True),
    w.refusal("fr-bk-043", "refusal.context", "Y a-t-il des casiers à La Ruche Partagée ?", "Le texte fourni ne mentionne pas de casiers, je ne peux donc pas répondre à cette question.", COWORK, True),
    w.refusal("fr-bk-044", "refusal.short", "Le cabinet accepte-t-il la carte Vitale ?", "Je l'ignore.", DENTAL, True),
    w.refusal("fr-bk-045", "refusal.long", "Les coureurs reçoivent-ils une médaille à l'arrivée ?", "Merci beaucoup pour votre question. Malheureusement, les informations dont je dispose sur le marathon des Bords de Loire portent sur la date, l'heure de départ, le parcours, les tarifs d'inscription et l'âge minimum, mais elles ne disent rien d'une éventuelle médaille remise à l'arrivée. Je ne suis donc pas en mesure de vous répondre avec certitude. Je vous conseille de vous adresser directement aux organisateurs de la course.", MARATHON, True),
    w.refusal("fr-bk-046", "refusal.hedged", "Combien coûte l'entrée adulte à la piscine ?", "Je n'en suis pas tout à fait sûr, mais il me semble que l'entrée adulte coûte 3,80 €.", POOL, False),
    w.refusal("fr-bk-047", "refusal.partial", "Combien coûte la visite et peut-on acheter du vin sur place ?", "La visite coûte 25 € par personne. En revanche, je n'ai aucune information sur l'achat de vin sur place.", WINE, False),
]

CORRECTNESS = [
    w.correct("fr-bk-048", "correct.wordy", "Combien de temps dure la traversée de la Ligne Bleue ?", "Pour aller de Port-Louvel à l'île de Brec'h avec la Ligne Bleue, il faut compter une traversée de 35 minutes au total : c'est le temps que prend le trajet en bateau.", "La traversée dure 35 minutes.", True),
    w.correct("fr-bk-049", "correct.short", "Combien coûte une nuit pour un chien à la pension Les Quatre Pattes ?", "25 €.", "Une nuit coûte 25 € pour un chien.", True),
    w.correct("fr-bk-050", "correct.format", "À quelle heure part le marathon des Bords de Loire ?", "À huit heures et demie du matin.", "Le départ est donné à 8 h 30.", True),
    w.correct("fr-bk-051", "wrong.value", "Combien de documents un étudiant peut-il emprunter à la bibliothèque universitaire de Valmont ?", "Jusqu'à 20 documents.", "Un étudiant peut emprunter jusqu'à 12 documents.", False),
    w.correct("fr-bk-052", "wrong.echo", "Les cartes cadeaux peuvent-elles être retournées chez ÉlectroPlus ?", "Oui, les cartes cadeaux peuvent être retournées chez ÉlectroPlus.", "Non, les cartes cadeaux ne sont ni reprises ni échangées.", False),
    w.correct("fr-bk-053", "wrong.role", "Qui est l'orthodontiste du cabinet dentaire du Parc ?", "L'orthodontiste est le Dr Julien Faure, et c'est la Dre Claire Morel qui réalise les traitements de canal.", "La Dre Claire Morel est l'orthodontiste ; le Dr Julien Faure réalise les traitements de canal.", False),
]

RELEVANCY = [
    w.relevant("fr-bk-054", "relevant.direct", "Combien coûte un aller simple pour un enfant ?", "Un aller simple enfant coûte 9 €.", FERRY, True),
    w.relevant("fr-bk-055", "relevant.yesno", "Peut-on emprunter un ordinateur portable à la bibliothèque ?", "Oui, pour quatre heures, à l'accueil, sur présentation de la carte d'étudiant.", LIBRARY, True),
    w.relevant("fr-bk-056", "offtopic.true", "Combien de nuits au maximum un chien peut-il rester à la pension ?", "Les chiens sont promenés à 9 h et à 17 h.", KENNEL, False),
    w.relevant("fr-bk-057", "offtopic.other", "Jusqu'à quelle heure les invités sont-ils admis ?", "Un poste nomade coûte 190 € par mois.", COWORK, False),
]

DIAGNOSIS = [
    w.diag("fr-bk-058", "diag.pass", "Combien coûte le carburant manquant chez Loc'Azur ?", "Le carburant manquant est facturé 3 € le litre.", {"location": RENTAL, "piscine": POOL}, ("location",), "pass"),
    w.diag("fr-bk-059", "diag.offtopic", "Quel jour la piscine des Tilleuls est-elle fermée ?", "L'entrée coûte 3,80 € pour un adulte.", {"piscine": POOL, "domaine": WINE}, ("piscine",), "fix_generation"),
    w.diag("fr-bk-060", "diag.unfaithful", "Quel âge faut-il avoir pour courir le marathon des Bords de Loire ?", "Il faut avoir au moins 16 ans le jour de la course.", {"marathon": MARATHON, "retours": RETURNS}, ("marathon",), "fix_generation"),
    w.diag("fr-bk-061", "diag.refused", "Combien de personnes au maximum compte un groupe au Domaine des Trois Collines ?", "Désolé, je ne trouve pas cette information.", {"domaine": WINE, "coworking": COWORK}, ("domaine",), "fix_generation"),
    w.diag("fr-bk-062", "diag.missed", "Combien coûte un aller simple adulte sur la Ligne Bleue ?", "Les documents dont je dispose n'indiquent pas le prix d'un aller simple sur la Ligne Bleue.", {"pension": KENNEL, "bibliotheque": LIBRARY}, ("ligne-bleue",), "fix_retrieval"),
    w.diag("fr-bk-063", "diag.correct_refusal", "Le cabinet dentaire du Parc est-il accessible en fauteuil roulant ?", "Les documents ne précisent pas si le cabinet est accessible en fauteuil roulant.", {"cabinet": DENTAL, "location": RENTAL}, (), "correct_refusal"),
    w.diag("fr-bk-064", "diag.should_refuse", "Combien de places de parking compte le magasin ÉlectroPlus ?", "Le magasin ÉlectroPlus dispose de 120 places de parking.", {"retours": RETURNS, "marathon": MARATHON}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
