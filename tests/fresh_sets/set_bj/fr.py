"""French cases of set BJ: a software subscription plan, a botanical garden, a passport office,
a cooking class, a parking garage, a youth orchestra, an airline's baggage policy, a laundry
service, a bowling alley and a mountain hut."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

SOFTWARE = "L'abonnement Équipe de Nuagex coûte 11 € par utilisateur et par mois, ou 110 € par utilisateur et par an en paiement annuel. Chaque espace de travail dispose de 150 Go de stockage, et l'historique des versions est conservé 45 jours. Les équipes de 40 utilisateurs au maximum peuvent souscrire en ligne ; au-delà, il faut contacter le service commercial. L'abonnement est résiliable à tout moment, mais les formules annuelles ne sont plus remboursées au-delà de 30 jours."
GARDEN = "Le Jardin botanique des Tilleuls est ouvert tous les jours de 9 h 30 à 18 h, sauf le 1er mai. L'entrée coûte 8 € pour les adultes et 4 € pour les 6-17 ans ; elle est gratuite pour les moins de 6 ans. La grande serre abrite plus de 3 500 espèces tropicales et est maintenue à 28 °C. Les chiens sont interdits dans tout le jardin, sauf dans l'allée des Platanes, où ils doivent être tenus en laisse."
PASSPORT = "Le service des passeports de la mairie de Rennes, capitale de la Bretagne, reçoit uniquement sur rendez-vous, du lundi au vendredi de 8 h 30 à 17 h et le samedi de 9 h à 12 h. Le passeport coûte 86 € pour un adulte et 17 € pour un enfant de moins de 15 ans. Le délai de fabrication est d'environ trois semaines. La présence du demandeur est obligatoire au dépôt du dossier, y compris pour les mineurs."
COOKING = "L'atelier pâtisserie de l'école Le Fouet a lieu chaque mercredi de 14 h à 17 h. La séance coûte 75 € par personne, ingrédients et tablier compris. Chaque atelier accueille au maximum 10 participants. Il est animé par le chef Antoine Mercier, assisté de sa collègue Claire Dubois. Toute annulation moins de 48 heures avant la séance n'est pas remboursée."
PARKING = "Le parking Saint-Michel, situé 3 av. Jean-Jaurès, compte 520 places réparties sur trois niveaux souterrains et est ouvert 24 h/24. Les 15 premières minutes sont gratuites ; ensuite, l'heure coûte 2,40 €, dans la limite de 20 € par jour. L'abonnement mensuel est à 110 €. Les bornes de recharge pour véhicules électriques se trouvent au niveau -1, et les véhicules de plus de 1,90 m de hauteur ne peuvent pas entrer."
ORCHESTRA = "L'Orchestre des jeunes de Bretagne accueille des musiciens de 14 à 25 ans. Les répétitions ont lieu chaque samedi de 14 h à 18 h au conservatoire de Rennes. L'orchestre a été fondé en 1991 par la cheffe Monique Le Gall ; depuis 2019, il est dirigé par Yann Kerbrat. La cotisation annuelle s'élève à 180 €, et les auditions pour la saison prochaine se tiendront le 21 juin 2025."
BAGGAGE = "Sur les vols long-courriers d'Azur Ailes, les passagers en classe Économie peuvent enregistrer gratuitement un bagage de 23 kg maximum. Chaque bagage supplémentaire est facturé 80 €. Le bagage cabine ne doit pas dépasser 12 kg. Pour les vols à destination des États-Unis, les valises enregistrées ne peuvent être verrouillées qu'avec un cadenas agréé TSA. Les skis et autres équipements sportifs comptent comme un bagage enregistré."
LAUNDRY = "La laverie Bulle d'O lave, sèche et plie le linge pour 4,50 € le kilo, avec un minimum de 5 kg. Le linge déposé avant 10 h est prêt le jour même à partir de 18 h. Le nettoyage à sec demande trois jours ouvrés. La collecte et la livraison sont gratuites dès 35 € de commande, dans un rayon de 4 km. La laverie est ouverte tous les jours sauf le lundi."
BOWLING = "Le bowling Les Quilles d'Or dispose de 22 pistes et ouvre tous les jours de 14 h à minuit, jusqu'à 2 h du matin le vendredi et le samedi. La partie coûte 6,50 € par personne et la location de chaussures 2,50 €. Le jeudi, les parties sont à moitié prix. Les enfants de moins de 8 ans doivent être accompagnés d'un adulte. Le bowling a été fondé en 1984 par Gérard Fontaine, et sa fille Sophie le dirige depuis 2011."
HUT = "Le refuge du Lac Noir, situé à 2 480 m d'altitude, est gardé du 15 juin au 20 septembre. La nuitée en dortoir coûte 30 €, et la demi-pension 58 €. Le sac à viande est obligatoire ; les couvertures sont fournies. La réservation est obligatoire pour les groupes à partir de six personnes. Le refuge est à environ deux heures et demie de marche du parking des Granges."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("fr-bj-001", "para.reorder", "Quand le Jardin botanique des Tilleuls est-il ouvert ?", "Sauf le 1er mai, le jardin est ouvert tous les jours, de 9 h 30 à 18 h.", GARDEN, True),
    w.faith("fr-bj-002", "para.passive", "Qui a fondé le bowling Les Quilles d'Or ?", "C'est Gérard Fontaine qui a fondé le bowling, en 1984.", BOWLING, True),
    w.faith("fr-bj-003", "para.synonym", "Faut-il apporter une couverture au refuge du Lac Noir ?", "Non, le refuge met des couvertures à disposition.", HUT, True),
    w.faith("fr-bj-004", "para.nominal", "Si j'annule l'atelier pâtisserie la veille, suis-je remboursé ?", "Non : aucun remboursement n'est accordé en cas d'annulation moins de 48 heures avant la séance.", COOKING, True),
    w.faith("fr-bj-005", "para.capital", "Dans quelle ville se trouve le service des passeports ?", "Il se trouve à la mairie de Rennes, la capitale bretonne.", PASSPORT, True),
    w.faith("fr-bj-006", "para.pronoun", "Qui dirige l'Orchestre des jeunes de Bretagne aujourd'hui ?", "Yann Kerbrat. Il le dirige depuis 2019.", ORCHESTRA, True),
    w.faith("fr-bj-007", "para.relative", "Quel est le tarif de la laverie Bulle d'O ?", "La laverie Bulle d'O, qui est ouverte tous les jours sauf le lundi, facture 4,50 € le kilo.", LAUNDRY, True),
    w.faith("fr-bj-008", "para.part", "Combien de stockage offre l'abonnement Équipe ?", "Chaque espace de travail dispose de 150 Go.", SOFTWARE, True),
    w.faith("fr-bj-009", "para.combine", "Combien coûtent les bagages en soute chez Azur Ailes sur un long-courrier ?", "En Économie, un bagage de 23 kg maximum est gratuit, et chaque bagage supplémentaire coûte 80 €.", BAGGAGE, True),
    w.faith("fr-bj-010", "fmt.number", "Combien de personnes peuvent participer à l'atelier pâtisserie ?", "Dix participants au maximum.", COOKING, True),
    w.faith("fr-bj-011", "fmt.thousands", "Combien d'espèces la grande serre abrite-t-elle ?", "Plus de 3500 espèces tropicales.", GARDEN, True),
    w.faith("fr-bj-012", "fmt.scale", "Quel poids peut faire mon bagage cabine chez Azur Ailes ?", "Il ne doit pas dépasser 12 000 grammes.", BAGGAGE, True),
    w.faith("fr-bj-013", "fmt.date", "Quand ont lieu les auditions de l'orchestre ?", "Les auditions se tiendront le 21/06/2025.", ORCHESTRA, True),
    w.faith("fr-bj-014", "fmt.time", "À partir de quelle heure puis-je récupérer mon linge déposé à 9 h ?", "Il sera prêt le jour même à partir de 6 heures du soir.", LAUNDRY, True),
    w.faith("fr-bj-015", "fmt.unit", "À quelle altitude se trouve le refuge du Lac Noir ?", "À 2 480 mètres d'altitude.", HUT, True),
    w.faith("fr-bj-016", "fmt.abbrev", "Où se trouve le parking Saint-Michel ?", "Au 3, avenue Jean-Jaurès.", PARKING, True),
    w.faith("fr-bj-017", "fmt.currency", "Combien coûte la location de chaussures au bowling ?", "La location de chaussures coûte 2 euros 50.", BOWLING, True),
    w.faith("fr-bj-018", "fmt.range", "Combien peut coûter une journée entière au parking Saint-Michel ?", "On ne paie jamais plus de 20 € par jour.", PARKING, True),
    w.faith("fr-bj-019", "fmt.period", "Combien de temps faut-il pour faire un passeport à Rennes ?", "Il faut compter environ 21 jours pour la fabrication.", PASSPORT, True),
    w.faith("fr-bj-020", "fmt.share", "Y a-t-il un jour moins cher aux Quilles d'Or ?", "Oui, le jeudi, les parties bénéficient de 50 % de réduction.", BOWLING, True),
    w.faith("fr-bj-021", "para.except", "La laverie Bulle d'O est-elle ouverte le lundi ?", "Non, elle est fermée le lundi.", LAUNDRY, True),
    w.faith("fr-bj-022", "wrap.opener", "Combien coûte une nuit au refuge du Lac Noir ?", "Bonne question ! La nuitée en dortoir coûte 30 €.", HUT, True),
    w.faith("fr-bj-023", "wrap.closer", "Puis-je résilier mon abonnement Nuagex ?", "Oui, l'abonnement est résiliable à tout moment. J'espère que cela vous aide !", SOFTWARE, True),
    w.faith("fr-bj-024", "wrap.attribution", "Peut-on se présenter au service des passeports sans rendez-vous ?", "Selon le document fourni, le service des passeports reçoit uniquement sur rendez-vous.", PASSPORT, True),
    w.faith("fr-bj-025", "wrap.hedge", "Quand ont lieu les répétitions de l'orchestre ?", "Je crois que les répétitions ont lieu le samedi de 14 h à 18 h, au conservatoire de Rennes.", ORCHESTRA, True),
    w.faith("fr-bj-026", "wrap.question", "Quel est le prix d'entrée pour un adulte au jardin botanique ?", "L'entrée adulte coûte 8 €. Voulez-vous aussi connaître les tarifs pour les enfants ?", GARDEN, True),
    w.faith("fr-bj-027", "value.number", "Combien de places compte le parking Saint-Michel ?", "Le parking compte 420 places sur trois niveaux souterrains.", PARKING, False),
    w.faith("fr-bj-028", "value.date", "Jusqu'à quand le refuge du Lac Noir est-il gardé ?", "Le refuge est gardé du 15 juin au 30 septembre.", HUT, False),
    w.faith("fr-bj-029", "value.time", "Le bowling ferme-t-il plus tard le week-end ?", "Oui, le vendredi et le samedi, il reste ouvert jusqu'à 3 h du matin.", BOWLING, False),
    w.faith("fr-bj-030", "value.unit", "La laverie Bulle d'O livre-t-elle à domicile ?", "Oui, la collecte et la livraison sont gratuites dès 35 € de commande, dans un rayon de 4 miles.", LAUNDRY, False),
    w.faith("fr-bj-031", "value.currency", "Combien coûte l'atelier pâtisserie ?", "La séance coûte 85 € par personne, ingrédients et tablier compris.", COOKING, False),
    w.faith("fr-bj-032", "role.swap", "Qui anime l'atelier pâtisserie de l'école Le Fouet ?", "Il est animé par Claire Dubois, assistée de son collègue Antoine Mercier.", COOKING, False),
    w.faith("fr-bj-033", "negation", "Ma fille de 12 ans doit-elle venir au dépôt de son dossier de passeport ?", "Non, la présence du demandeur n'est pas obligatoire pour les mineurs.", PASSPORT, False),
    w.faith("fr-bj-034", "antonym", "Mon fils a 4 ans, doit-il payer l'entrée du jardin ?", "Oui, l'entrée est payante pour les moins de 6 ans.", GARDEN, False),
    w.faith("fr-bj-035", "modality", "Dois-je prendre un sac à viande pour le refuge ?", "Le sac à viande est recommandé, mais il n'est pas obligatoire.", HUT, False),
    w.faith("fr-bj-036", "quantifier", "Les enfants doivent-ils être accompagnés au bowling ?", "Oui, tous les enfants doivent être accompagnés d'un adulte.", BOWLING, False),
    w.faith("fr-bj-037", "value.except", "Le jardin botanique est-il ouvert le 1er mai ?", "Oui, le 1er mai, le jardin est ouvert comme d'habitude, de 9 h 30 à 18 h.", GARDEN, False),
    w.faith("fr-bj-038", "direction", "Mon fourgon peut-il entrer au parking Saint-Michel ?", "Les véhicules de moins de 1,90 m de hauteur ne peuvent pas entrer.", PARKING, False),
    w.faith("fr-bj-039", "added.fact", "Combien coûte l'abonnement Équipe de Nuagex ?", "Il coûte 11 € par utilisateur et par mois, avec un mois d'essai gratuit.", SOFTWARE, False),
    w.faith("fr-bj-040", "added.entity", "Qui a fondé l'Orchestre des jeunes de Bretagne ?", "Il a été fondé en 1991 par la cheffe Monique Le Gall et le violoniste Pierre Guérin.", ORCHESTRA, False),
    w.faith("fr-bj-041", "mixed", "Combien coûte un passeport adulte ?", "Le passeport adulte coûte 86 €, et il peut être délivré en 48 heures en cas d'urgence.", PASSPORT, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-bj-042", "refusal.plain", "Le refuge du Lac Noir a-t-il des douches ?", "Désolé, je n'ai pas cette information.", HUT, True),
    w.refusal("fr-bj-043", "refusal.context", "Existe-t-il une réduction étudiante pour l'abonnement Équipe ?", "Les documents fournis ne mentionnent aucune réduction étudiante ; je ne peux donc pas répondre.", SOFTWARE, True),
    w.refusal("fr-bj-044", "refusal.long", "Peut-on apporter ses propres ustensiles à l'atelier pâtisserie ?", "Merci pour votre question. Malheureusement, les informations dont je dispose sur l'atelier ne précisent pas si l'on peut venir avec ses propres ustensiles. Je vous conseille de contacter directement l'école Le Fouet avant la séance : elle saura vous renseigner.", COOKING, True),
    w.refusal("fr-bj-045", "refusal.hedged", "Jusqu'à quelle heure le bowling est-il ouvert le samedi ?", "Je n'en suis pas tout à fait sûr, mais je pense qu'il ferme à 2 h du matin le samedi.", BOWLING, False),
    w.refusal("fr-bj-046", "refusal.partial", "Quels sont les tarifs du parking Saint-Michel pour les motos et pour les voitures ?", "Les documents ne parlent pas des motos, mais de façon générale, les 15 premières minutes sont gratuites, puis l'heure coûte 2,40 €.", PARKING, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-bj-047", "correct.wordy", "Qui a fondé l'Orchestre des jeunes de Bretagne ?", "L'Orchestre des jeunes de Bretagne a été fondé en 1991 par la cheffe d'orchestre Monique Le Gall.", "La cheffe Monique Le Gall.", True),
    w.correct("fr-bj-048", "correct.short", "Combien de temps faut-il pour obtenir un passeport à Rennes ?", "Environ trois semaines.", "Le délai de fabrication est d'environ trois semaines, après un dépôt du dossier sur rendez-vous à la mairie.", True),
    w.correct("fr-bj-049", "correct.format", "Quel est le poids maximal du bagage cabine chez Azur Ailes ?", "Douze kilogrammes.", "12 kg.", True),
    w.correct("fr-bj-050", "wrong.value", "Combien coûte l'abonnement mensuel du parking Saint-Michel ?", "Il coûte 90 € par mois.", "110 €.", False),
    w.correct("fr-bj-051", "wrong.echo", "À quel niveau du parking Saint-Michel se trouvent les bornes de recharge ?", "Les bornes de recharge du parking Saint-Michel se trouvent au niveau -3.", "Au niveau -1.", False),
    w.correct("fr-bj-052", "wrong.role", "Qui a fondé le bowling Les Quilles d'Or, et qui le dirige aujourd'hui ?", "Sophie Fontaine l'a fondé, et c'est son père Gérard qui le dirige aujourd'hui.", "Gérard Fontaine l'a fondé ; sa fille Sophie le dirige aujourd'hui.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-bj-053", "relevant.direct", "Quel jour la laverie Bulle d'O est-elle fermée ?", "Le lundi.", LAUNDRY, True),
    w.relevant("fr-bj-054", "relevant.yesno", "Puis-je venir avec mon chien au Jardin botanique des Tilleuls ?", "Oui, mais seulement dans l'allée des Platanes, et il doit être tenu en laisse.", GARDEN, True),
    w.relevant("fr-bj-055", "relevant.direct", "Combien de temps faut-il pour monter au refuge du Lac Noir ?", "Environ deux heures et demie depuis le parking des Granges.", HUT, True),
    w.relevant("fr-bj-056", "offtopic.true", "Quand ont lieu les répétitions de l'Orchestre des jeunes de Bretagne ?", "La cotisation annuelle s'élève à 180 €.", ORCHESTRA, False),
    w.relevant("fr-bj-057", "offtopic.other", "Combien coûte le nettoyage à sec chez Bulle d'O ?", "Le nettoyage à sec demande trois jours ouvrés.", LAUNDRY, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-bj-058", "diag.pass", "Combien coûte l'atelier pâtisserie de l'école Le Fouet ?", "75 € par personne, ingrédients et tablier compris.", {"cooking-01": COOKING, "bowling-01": BOWLING}, ("cooking-01",), "pass"),
    w.diag("fr-bj-059", "diag.offtopic", "Quel est le tarif maximal par jour au parking Saint-Michel ?", "Les bornes de recharge se trouvent au niveau -1.", {"parking-01": PARKING, "laundry-01": LAUNDRY}, ("parking-01",), "fix_generation"),
    w.diag("fr-bj-060", "diag.unfaithful", "Combien coûte un passeport pour un enfant de 10 ans à Rennes ?", "Il coûte 42 € pour un enfant de moins de 15 ans.", {"passport-01": PASSPORT, "software-01": SOFTWARE}, ("passport-01",), "fix_generation"),
    w.diag("fr-bj-061", "diag.refused", "Combien coûte un bagage supplémentaire chez Azur Ailes ?", "Je suis désolé, je ne trouve pas cette information dans les documents.", {"baggage-01": BAGGAGE, "hut-01": HUT}, ("baggage-01",), "fix_generation"),
    w.diag("fr-bj-062", "diag.missed", "Quel est le minimum de linge à déposer chez Bulle d'O ?", "Je ne sais pas.", {"garden-01": GARDEN, "orchestra-01": ORCHESTRA}, ("laundry-01",), "fix_retrieval"),
    w.diag("fr-bj-063", "diag.correct_refusal", "Quel est le code Wi-Fi du Jardin botanique des Tilleuls ?", "Désolé, les documents ne donnent pas cette information.", {"garden-01": GARDEN, "software-01": SOFTWARE}, (), "correct_refusal"),
    w.diag("fr-bj-064", "diag.should_refuse", "Qui a conçu la grande serre du Jardin botanique des Tilleuls ?", "La grande serre a été conçue en 1889 par l'architecte Louis Marchand.", {"garden-01": GARDEN, "hut-01": HUT}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
