"""French cases of set BF: a dental practice, a ski school, a public library, a bike-sharing
scheme, a veterinary clinic, a language school, a farmers' market, a co-working space, a small
theatre and a ferry line."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

DENTAL = "Le cabinet dentaire du Dr Martin, rue des Tilleuls, est ouvert du lundi au vendredi de 8 h à 18 h. Un contrôle coûte 50 €, et un détartrage 70 €. La Dre Claire Martin assure les soins généraux, tandis que le Dr Hugo Lefèvre s'occupe de l'orthodontie. Tout rendez-vous doit être annulé au moins 24 heures à l'avance, sinon des frais de 20 € sont facturés."
SKI = "L'école de ski des Aiguilles propose des cours collectifs pour débutants tous les matins de 9 h 30 à 12 h. Un stage collectif de cinq jours coûte 240 €, et le casque est obligatoire pour tous les élèves de moins de 12 ans. Les cours particuliers sont donnés l'après-midi par les moniteurs Léa Girard et Antoine Roux. Les cours sont annulés lorsque le vent dépasse 60 km/h."
LIBRARY = "La bibliothèque municipale de Villeneuve prête jusqu'à 12 documents par carte pour trois semaines. Les livres peuvent être prolongés une fois en ligne, sauf s'ils sont réservés par un autre lecteur. La bibliothèque est fermée le lundi, et la salle de lecture ouvre à 10 h du mardi au samedi. La bibliothécaire Sophie Morel anime une heure du conte pour les enfants chaque mercredi à 16 h."
BIKE = "Les vélos VéloCité sont disponibles dans 70 stations de la ville. Les 30 premières minutes de chaque trajet sont gratuites ; ensuite, chaque demi-heure supplémentaire coûte 1 €. L'abonnement annuel coûte 40 €, et les usagers doivent avoir au moins 14 ans. Les vélos électriques roulent à 25 km/h au maximum."
VET = "La clinique vétérinaire des Lilas soigne les chiens, les chats et les lapins, mais pas les oiseaux ni les reptiles. Une consultation standard coûte 40 €, et un vaccin 45 € par dose. Le Dr Nicolas Petit réalise les opérations, tandis que l'auxiliaire Camille Durand anime les consultations de suivi du poids. Les chiens doivent rester à jeun 12 heures avant une opération."
LANGSCHOOL = "L'école de langues Polyglotte enseigne l'espagnol, le japonais et l'italien aux adultes. Les cours du soir ont lieu deux fois par semaine pendant 90 minutes, et une session de dix semaines coûte 420 €. Chaque groupe compte au maximum 8 élèves. Un test de niveau est conseillé aux débutants, mais il n'est pas obligatoire."
MARKET = "Le marché des producteurs de la place de la Mairie a lieu chaque samedi de 7 h à 13 h. Une quarantaine d'étals y vendent des produits locaux, et seuls les producteurs installés à moins de 50 km peuvent y vendre. Les chiens sont acceptés s'ils sont tenus en laisse. Le marché est géré par Pierre Lambert."
COWORK = "L'espace de coworking La Ruche, rue du Pont, est ouvert 24 h/24 à ses membres. Un poste nomade coûte 200 € par mois, et un bureau fixe 300 € par mois. Chaque abonnement comprend 5 heures de salle de réunion par mois. Les invités peuvent venir gratuitement, mais ils doivent s'enregistrer à l'accueil."
THEATRE = "Le Théâtre de la Lanterne compte 130 places. Sa pièce de printemps, « Le Verger de verre », se joue du 3 au 27 avril, du mardi au samedi à 20 h. Les billets coûtent 22 €, et les étudiants bénéficient de 50 % de réduction. La mise en scène est signée Élodie Fournier, et Julien Mercier tient le rôle principal."
FERRY = "La navette maritime Océane relie Port-Neuf à l'île aux Mouettes six fois par jour. Le premier départ de Port-Neuf a lieu à 6 h 45 et le dernier à 20 h 15. La traversée dure 40 minutes et couvre 14 km. Un aller-retour adulte coûte 18 € ; les vélos voyagent gratuitement, mais les voitures ne sont pas acceptées."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("fr-bf-001", "para.reorder", "Quand le cabinet du Dr Martin est-il ouvert ?", "De 8 h à 18 h, du lundi au vendredi, le cabinet est ouvert.", DENTAL, True),
    w.faith("fr-bf-002", "para.passive", "Qui réalise les opérations à la clinique des Lilas ?", "Les opérations sont réalisées par le Dr Nicolas Petit.", VET, True),
    w.faith("fr-bf-003", "para.synonym", "Les enfants doivent-ils porter un casque à l'école de ski ?", "Oui, tous les élèves âgés de moins de 12 ans sont tenus de porter un casque.", SKI, True),
    w.faith("fr-bf-004", "para.combine", "Combien coûtent les postes de travail à La Ruche ?", "Comptez 200 € par mois pour un poste nomade et 300 € par mois pour un bureau fixe.", COWORK, True),
    w.faith("fr-bf-005", "fmt.number", "Combien d'élèves y a-t-il par groupe ?", "Un groupe compte huit élèves au plus.", LANGSCHOOL, True),
    w.faith("fr-bf-006", "fmt.time", "À quelle heure a lieu l'heure du conte ?", "Chaque mercredi à 4 heures de l'après-midi.", LIBRARY, True),
    w.faith("fr-bf-007", "fmt.share", "Les étudiants ont-ils une réduction ?", "Oui, les étudiants paient leur billet moitié prix.", THEATRE, True),
    w.faith("fr-bf-008", "fmt.unit", "Quelle distance couvre la traversée ?", "La traversée couvre 14 000 mètres.", FERRY, True),
    w.faith("fr-bf-009", "fmt.currency", "Combien coûte l'abonnement annuel VéloCité ?", "L'abonnement annuel coûte 40 euros.", BIKE, True),
    w.faith("fr-bf-010", "wrap.opener", "Pouvez-vous me dire quand a lieu le marché des producteurs ?", "Bien sûr ! Le marché a lieu tous les samedis de 7 h à 13 h, place de la Mairie.", MARKET, True),
    w.faith("fr-bf-011", "wrap.attribution", "Combien coûte un détartrage ?", "D'après les informations du cabinet, un détartrage coûte 70 €.", DENTAL, True),
    w.faith("fr-bf-012", "para.nominal", "Quand les cours de ski sont-ils annulés ?", "Un vent de plus de 60 km/h entraîne l'annulation des cours.", SKI, True),
    w.faith("fr-bf-013", "para.except", "Puis-je prolonger mes livres en ligne ?", "Oui, une fois, à moins qu'un autre lecteur ne les ait réservés.", LIBRARY, True),
    w.faith("fr-bf-014", "value.number", "Combien coûte un contrôle ?", "Un contrôle coûte 55 €.", DENTAL, False),
    w.faith("fr-bf-015", "value.date", "Jusqu'à quand se joue « Le Verger de verre » ?", "La pièce se joue jusqu'au 17 avril.", THEATRE, False),
    w.faith("fr-bf-016", "value.time", "À quelle heure part la dernière navette ?", "La dernière navette part à 21 h 15.", FERRY, False),
    w.faith("fr-bf-017", "value.unit", "À quelle vitesse roulent les vélos électriques ?", "Les vélos électriques roulent au maximum à 25 miles à l'heure.", BIKE, False),
    w.faith("fr-bf-018", "value.currency", "Combien coûte un bureau fixe ?", "Un bureau fixe coûte 300 dollars par mois.", COWORK, False),
    w.faith("fr-bf-019", "role.swap", "Qui s'occupe du suivi du poids ?", "Le Dr Nicolas Petit anime les consultations de suivi du poids, et Camille Durand réalise les opérations.", VET, False),
    w.faith("fr-bf-020", "negation", "Puis-je venir au marché avec mon chien ?", "Non, les chiens ne sont pas acceptés au marché.", MARKET, False),
    w.faith("fr-bf-021", "antonym", "La bibliothèque est-elle ouverte le lundi ?", "Oui, la bibliothèque est ouverte le lundi.", LIBRARY, False),
    w.faith("fr-bf-022", "modality", "Le test de niveau est-il obligatoire pour les débutants ?", "Oui, les débutants doivent obligatoirement passer un test de niveau.", LANGSCHOOL, False),
    w.faith("fr-bf-023", "quantifier", "Qui doit porter un casque à l'école de ski ?", "Tous les élèves, adultes compris, doivent porter un casque.", SKI, False),
    w.faith("fr-bf-024", "value.except", "Quels animaux la clinique des Lilas soigne-t-elle ?", "Elle soigne les chiens, les chats, les lapins et les oiseaux, mais pas les reptiles.", VET, False),
    w.faith("fr-bf-025", "direction", "Qui peut utiliser les vélos VéloCité ?", "Les usagers doivent avoir moins de 14 ans.", BIKE, False),
    w.faith("fr-bf-026", "added.fact", "Que comprend l'abonnement à La Ruche ?", "Chaque abonnement comprend 5 heures de salle de réunion par mois et le café à volonté.", COWORK, False),
    w.faith("fr-bf-027", "added.entity", "Qui tient le rôle principal dans « Le Verger de verre » ?", "Julien Mercier tient le rôle principal, aux côtés de Manon Blanc qui joue sa sœur.", THEATRE, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-bf-028", "refusal.plain", "Le cabinet pose-t-il des implants ?", "Je suis désolé, je n'ai pas cette information.", DENTAL, True),
    w.refusal("fr-bf-029", "refusal.context", "Y a-t-il un bar à bord de la navette ?", "Les documents fournis ne précisent pas s'il y a un bar à bord.", FERRY, True),
    w.refusal("fr-bf-030", "refusal.short", "La bibliothèque a-t-elle un parking ?", "Je ne sais pas.", LIBRARY, True),
    w.refusal("fr-bf-031", "refusal.hedged", "Combien coûte le stage collectif de cinq jours ?", "Je n'en suis pas tout à fait sûr, mais il me semble qu'il coûte 240 €.", SKI, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-bf-032", "correct.wordy", "À quelle heure part la première navette ?", "La toute première navette de la journée, celle qui quitte Port-Neuf pour l'île aux Mouettes, part le matin à sept heures moins le quart, soit 6 h 45.", "À 6 h 45.", True),
    w.correct("fr-bf-033", "correct.wordy", "Combien coûte un contrôle chez le Dr Martin ?", "Pour un contrôle au cabinet dentaire du Dr Martin, il faut prévoir la somme de cinquante euros.", "50 €.", True),
    w.correct("fr-bf-034", "correct.format", "Quand commence « Le Verger de verre » ?", "Le trois avril.", "Le 3 avril.", True),
    w.correct("fr-bf-035", "wrong.value", "Combien de places compte le Théâtre de la Lanterne ?", "Le Théâtre de la Lanterne compte 150 places.", "130 places.", False),
    w.correct("fr-bf-036", "wrong.role", "Qui signe la mise en scène du « Verger de verre » ?", "C'est Julien Mercier qui signe la mise en scène.", "Élodie Fournier.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-bf-037", "relevant.direct", "Combien coûte un vaccin à la clinique des Lilas ?", "45 € la dose.", VET, True),
    w.relevant("fr-bf-038", "relevant.direct", "Qui gère le marché des producteurs ?", "Pierre Lambert.", MARKET, True),
    w.relevant("fr-bf-039", "relevant.yesno", "Puis-je embarquer ma voiture sur la navette ?", "Non, les voitures ne sont pas acceptées.", FERRY, True),
    w.relevant("fr-bf-040", "offtopic.true", "Combien coûte un poste nomade ?", "Les invités doivent s'enregistrer à l'accueil.", COWORK, False),
    w.relevant("fr-bf-041", "offtopic.other", "Quelles langues enseigne l'école Polyglotte ?", "Il fera beau et chaud ce week-end sur toute la Bretagne.", LANGSCHOOL, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-bf-042", "diag.pass", "Combien de stations VéloCité y a-t-il ?", "Il y a 70 stations VéloCité dans la ville.", {"bike-01": BIKE, "ferry-01": FERRY}, ("bike-01",), "pass"),
    w.diag("fr-bf-043", "diag.offtopic", "Qui donne les cours particuliers de ski ?", "Les cours collectifs pour débutants ont lieu tous les matins de 9 h 30 à 12 h.", {"ski-01": SKI, "theatre-01": THEATRE}, ("ski-01",), "fix_generation"),
    w.diag("fr-bf-044", "diag.unfaithful", "Combien de temps un chien doit-il rester à jeun avant une opération ?", "Un chien doit rester à jeun 6 heures avant une opération.", {"vet-01": VET, "market-01": MARKET}, ("vet-01",), "fix_generation"),
    w.diag("fr-bf-045", "diag.missed", "Combien de documents peut-on emprunter avec une carte de bibliothèque ?", "Les informations dont je dispose n'indiquent pas combien de documents on peut emprunter par carte.", {"cowork-01": COWORK, "dental-01": DENTAL}, ("library-01",), "fix_retrieval"),
    w.diag("fr-bf-046", "diag.correct_refusal", "Peut-on payer par carte au marché des producteurs ?", "Je suis désolé, les informations fournies ne disent pas si le paiement par carte est accepté.", {"market-01": MARKET, "ferry-01": FERRY}, (), "correct_refusal"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
