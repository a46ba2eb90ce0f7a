"""French cases of set BI: a city zoo, a tax office, a bakery chain, a campsite, a hospital's
visiting policy, an electronics shop's warranty, a public swimming pool, a moving company, a city
marathon and a municipal archive."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

ZOO = "Le zoo des Capucins, à Angers, est ouvert tous les jours de 9 h 30 à 18 h, sauf le 1er janvier. L'entrée coûte 19 € pour les adultes et 13 € pour les enfants de 3 à 11 ans ; elle est gratuite pour les moins de 3 ans. Le parc abrite environ 900 animaux de 150 espèces. Le goûter des otaries a lieu à 15 h 30 au bassin des phoques. Les chiens sont interdits dans l'enceinte du parc, à l'exception des chiens d'assistance."
TAX = "Le service des impôts des particuliers de Lorient, situé 4 boulevard Cosmao-Dumanoir, reçoit le public du lundi au vendredi de 8 h 30 à 12 h. Pour les revenus de 2023, la déclaration en ligne doit être déposée au plus tard le 30 mai 2024 dans le Morbihan. Tout retard entraîne une majoration de 10 % de l'impôt dû. La prise de rendez-vous est conseillée, mais pas obligatoire."
BAKERY = "La chaîne de boulangeries Au Pain Doré a été fondée en 1984 à Nantes par Jacques Le Goff ; son gendre, Olivier Marchand, en a repris la direction en 2010. Elle compte aujourd'hui 36 boutiques dans l'Ouest et emploie environ 410 salariés. Son produit phare est la tourte de seigle de 1,2 kg, vendue 6,80 €. Chaque soir, les invendus sont donnés aux Restos du Cœur."
CAMP = "Le camping Les Pins Bleus se trouve à 2 km de la plage de Biscarrosse et compte 140 emplacements. Un emplacement pour tente coûte 26 € la nuit, un emplacement pour camping-car avec électricité 38 € la nuit. Le séjour est limité à trois semaines consécutives. Le silence est de rigueur de 23 h à 7 h ; les barbecues à charbon sont interdits, seuls les barbecues électriques ou à gaz sont autorisés. Le camping est ouvert du 1er avril au 30 septembre."
HOSPITAL = "Au centre hospitalier universitaire de Dijon, les visites sont autorisées tous les jours de 13 h à 20 h dans les services d'hospitalisation. Deux visiteurs au maximum peuvent se trouver en même temps auprès d'un patient. Les enfants de moins de 15 ans doivent être accompagnés d'un adulte. En réanimation, les visites se font uniquement après accord de l'équipe soignante. Les fleurs sont autorisées dans tous les services, sauf en réanimation."
WARRANTY = "L'enseigne Électro Plus accorde une garantie de deux ans sur tous les ordinateurs portables et smartphones qu'elle vend, et d'un an sur les accessoires comme les chargeurs et les écouteurs. La garantie couvre les défauts de fabrication, mais pas les dégâts des eaux ni les écrans cassés. L'extension de garantie à cinq ans pour un ordinateur portable coûte 99 €. Les réparations sous garantie prennent en moyenne 15 jours ouvrés. Le ticket de caisse ou le numéro de commande est exigé pour toute demande."
POOL = "La piscine municipale Jean-Bouin dispose d'un bassin sportif de 25 m et d'un bassin d'apprentissage chauffé à 30 °C. Elle est ouverte tous les jours sauf le lundi, de 7 h à 20 h. L'entrée adulte coûte 3,50 € et la carte de dix entrées 30 €. Le bonnet de bain est obligatoire dans tous les bassins, et les shorts de bain sont interdits."
MOVING = "Depuis 2001, Déménagements Lefort assure des déménagements de particuliers en Île-de-France. Une équipe de deux déménageurs avec un camion de 20 m³ est facturée 110 € de l'heure, avec un minimum de trois heures. Toute réservation doit être faite au moins un mois avant la date du déménagement. L'entreprise ne transporte ni pianos, ni plantes, ni produits dangereux. Les cartons sont livrés gratuitement une semaine avant le déménagement."
MARATHON = "Le marathon de la Côte d'Opale aura lieu le dimanche 20 octobre 2024 ; le départ sera donné à 8 h 45 sur la digue de Boulogne-sur-Mer. Les inscriptions ferment le 30 septembre ou dès que 6 000 coureurs sont inscrits. Les frais d'inscription s'élèvent à 85 €, et les participants doivent avoir au moins 20 ans le jour de la course. Le temps limite est de six heures. En cas d'annulation avant le 1er septembre, la moitié des frais est remboursée."
ARCHIVE = "Rennes, capitale de la Bretagne, conserve dans ses archives municipales des documents depuis 1539, dont les délibérations du conseil, des plans et près de 40 000 photographies. La salle de lecture est ouverte du mardi au vendredi de 9 h à 17 h. Une inscription avec une pièce d'identité est obligatoire lors de la première visite. Les photographies sans flash sont autorisées, mais les documents antérieurs à 1800 ne peuvent être consultés qu'avec des gants fournis par le personnel. Les photocopies coûtent 0,20 € la page."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("fr-bi-001", "para.reorder", "Quand le zoo des Capucins est-il ouvert ?", "Sauf le 1er janvier, le zoo ouvre tous les jours, de 9 h 30 à 18 h.", ZOO, True),
    w.faith("fr-bi-002", "para.passive", "Qui a fondé Au Pain Doré ?", "C'est Jacques Le Goff qui a fondé la chaîne à Nantes, en 1984.", BAKERY, True),
    w.faith("fr-bi-003", "para.synonym", "Combien de personnes travaillent chez Au Pain Doré ?", "L'entreprise compte environ 410 employés.", BAKERY, True),
    w.faith("fr-bi-004", "para.nominal", "Jusqu'à quand peut-on déclarer en ligne ses revenus de 2023 dans le Morbihan ?", "La date limite de dépôt de la déclaration en ligne est le 30 mai 2024.", TAX, True),
    w.faith("fr-bi-005", "para.capital", "Quelle ville conserve ces archives municipales ?", "C'est la capitale bretonne, Rennes.", ARCHIVE, True),
    w.faith("fr-bi-006", "para.pronoun", "Les enfants peuvent-ils rendre visite à un patient au centre hospitalier universitaire de Dijon ?", "Oui, mais s'ils ont moins de 15 ans, ils doivent être accompagnés d'un adulte.", HOSPITAL, True),
    w.faith("fr-bi-007", "para.relative", "Quel est le produit phare d'Au Pain Doré ?", "C'est la tourte de seigle, qui pèse 1,2 kg et se vend 6,80 €.", BAKERY, True),
    w.faith("fr-bi-008", "para.part", "Combien d'emplacements compte le camping Les Pins Bleus ?", "Il en compte 140.", CAMP, True),
    w.faith("fr-bi-009", "para.combine", "Que propose la piscine Jean-Bouin ?", "Elle a notamment un bassin sportif de 25 m, où le bonnet de bain est obligatoire.", POOL, True),
    w.faith("fr-bi-010", "fmt.number", "Quelle est la durée minimale facturée par Déménagements Lefort ?", "Le minimum est de 3 heures.", MOVING, True),
    w.faith("fr-bi-011", "fmt.thousands", "Combien de photographies les archives de Rennes conservent-elles ?", "Près de 40000.", ARCHIVE, True),
    w.faith("fr-bi-012", "fmt.scale", "Combien pèse la tourte de seigle d'Au Pain Doré ?", "Elle pèse 1 200 grammes.", BAKERY, True),
    w.faith("fr-bi-013", "fmt.date", "Quand a lieu le marathon de la Côte d'Opale ?", "Le dimanche 20/10/2024.", MARATHON, True),
    w.faith("fr-bi-014", "fmt.time", "À quelle heure ferme la piscine Jean-Bouin ?", "Elle ferme à 8 heures du soir.", POOL, True),
    w.faith("fr-bi-015", "fmt.unit", "À quelle distance de la plage se trouve le camping ?", "À deux kilomètres de la plage de Biscarrosse.", CAMP, True),
    w.faith("fr-bi-016", "fmt.abbrev", "Quels sont les horaires de visite au CHU de Dijon ?", "Au CHU de Dijon, les visites sont possibles tous les jours de 13 h à 20 h dans les services d'hospitalisation.", HOSPITAL, True),
    w.faith("fr-bi-017", "fmt.currency", "Combien coûte une photocopie aux archives municipales de Rennes ?", "20 centimes la page.", ARCHIVE, True),
    w.faith("fr-bi-018", "fmt.range", "Combien de temps peut-on rester aux Pins Bleus ?", "Trois semaines d'affilée au maximum.", CAMP, True),
    w.faith("fr-bi-019", "fmt.period", "Quand Déménagements Lefort livre-t-il les cartons ?", "Ils sont livrés gratuitement sept jours avant le déménagement.", MOVING, True),
    w.faith("fr-bi-020", "fmt.share", "Suis-je remboursé si j'annule mon inscription en août ?", "Oui, en cas d'annulation avant le 1er septembre, 50 % des frais d'inscription sont remboursés.", MARATHON, True),
    w.faith("fr-bi-021", "para.except", "Puis-je apporter des fleurs à mon frère en réanimation ?", "Non, les fleurs ne sont pas autorisées en réanimation.", HOSPITAL, True),
    w.faith("fr-bi-022", "wrap.opener", "La garantie Électro Plus couvre-t-elle un écran cassé ?", "Bonne question ! Non, les écrans cassés ne sont pas couverts par la garantie.", WARRANTY, True),
    w.faith("fr-bi-023", "wrap.closer", "Lefort peut-il déménager mon piano ?", "Non, l'entreprise ne transporte pas de pianos. J'espère que cela vous aide !", MOVING, True),
    w.faith("fr-bi-024", "wrap.attribution", "Faut-il prendre rendez-vous au service des impôts de Lorient ?", "D'après le service des impôts, la prise de rendez-vous est conseillée, mais pas obligatoire.", TAX, True),
    w.faith("fr-bi-025", "wrap.hedge", "Quand la salle de lecture des archives est-elle ouverte ?", "Si je ne me trompe pas, elle est ouverte du mardi au vendredi, de 9 h à 17 h.", ARCHIVE, True),
    w.faith("fr-bi-026", "wrap.question", "Combien coûte un emplacement pour tente aux Pins Bleus ?", "Un emplacement pour tente coûte 26 € la nuit. Voulez-vous aussi connaître le tarif pour les camping-cars ?", CAMP, True),
    w.faith("fr-bi-027", "value.number", "Combien d'espèces vivent au zoo des Capucins ?", "Le zoo abrite des animaux de 250 espèces.", ZOO, False),
    w.faith("fr-bi-028", "value.date", "À quelle période le camping Les Pins Bleus est-il ouvert ?", "Du 1er avril au 31 octobre.", CAMP, False),
    w.faith("fr-bi-029", "value.time", "À quelle heure a lieu le goûter des otaries ?", "À 16 h 30, au bassin des phoques.", ZOO, False),
    w.faith("fr-bi-030", "value.unit", "Combien de temps prend une réparation sous garantie chez Électro Plus ?", "En moyenne 15 semaines.", WARRANTY, False),
    w.faith("fr-bi-031", "value.currency", "Combien coûte l'extension de garantie pour un ordinateur portable ?", "L'extension à cinq ans coûte 199 €.", WARRANTY, False),
    w.faith("fr-bi-032", "role.swap", "Quel rôle Olivier Marchand a-t-il joué chez Au Pain Doré ?", "C'est lui qui a fondé la chaîne en 1984, avant que son beau-père, Jacques Le Goff, en reprenne la direction en 2010.", BAKERY, False),
    w.faith("fr-bi-033", "negation", "Lefort transporte-t-il les plantes ?", "Oui, l'entreprise transporte les plantes, mais pas les pianos ni les produits dangereux.", MOVING, False),
    w.faith("fr-bi-034", "antonym", "Peut-on prendre des photos aux archives municipales ?", "Non, les photographies y sont interdites, même sans flash.", ARCHIVE, False),
    w.faith("fr-bi-035", "modality", "Le bonnet de bain est-il obligatoire à la piscine Jean-Bouin ?", "Non, il est simplement recommandé.", POOL, False),
    w.faith("fr-bi-036", "quantifier", "Le ticket de caisse est-il nécessaire pour faire jouer la garantie ?", "Seulement pour les ordinateurs portables ; pour les smartphones et les accessoires, on peut s'en passer.", WARRANTY, False),
    w.faith("fr-bi-037", "value.except", "La piscine Jean-Bouin est-elle ouverte le lundi ?", "Oui, elle est ouverte le lundi de 7 h à 20 h.", POOL, False),
    w.faith("fr-bi-038", "direction", "Y a-t-il une condition d'âge pour courir le marathon de la Côte d'Opale ?", "Oui, les participants ne doivent pas avoir plus de 20 ans le jour de la course.", MARATHON, False),
    w.faith("fr-bi-039", "added.fact", "Combien coûte l'entrée à la piscine Jean-Bouin ?", "L'entrée adulte coûte 3,50 €, et elle est gratuite pour les moins de 4 ans.", POOL, False),
    w.faith("fr-bi-040", "added.entity", "Combien de visiteurs peuvent venir en même temps voir un patient ?", "Deux au maximum auprès du patient ; les autres peuvent patienter à la Maison des familles, juste en face de l'hôpital.", HOSPITAL, False),
    w.faith("fr-bi-041", "mixed", "Combien coûte un déménagement avec Lefort ?", "Une équipe de deux déménageurs avec camion est facturée 110 € de l'heure, et le tarif double le dimanche.", MOVING, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-bi-042", "refusal.plain", "Y a-t-il un restaurant au zoo des Capucins ?", "Je suis désolé, je n'ai pas cette information.", ZOO, True),
    w.refusal("fr-bi-043", "refusal.context", "Le service des impôts de Lorient est-il accessible en fauteuil roulant ?", "Les documents fournis ne le précisent pas.", TAX, True),
    w.refusal("fr-bi-044", "refusal.long", "Lefort propose-t-il un garde-meubles ?", "Merci pour votre question. Malheureusement, les informations dont je dispose sur Déménagements Lefort ne mentionnent aucun service de garde-meubles, je ne peux donc pas vous répondre. Le plus simple serait de contacter directement l'entreprise, qui saura vous renseigner.", MOVING, True),
    w.refusal("fr-bi-045", "refusal.hedged", "À quelle heure ouvre la piscine Jean-Bouin le samedi ?", "Je n'en suis pas tout à fait sûr, mais je crois qu'elle ouvre à 7 h.", POOL, False),
    w.refusal("fr-bi-046", "refusal.partial", "Combien coûtent les photocopies et les numérisations aux archives ?", "Les documents ne parlent pas des numérisations, mais les photocopies coûtent 0,20 € la page.", ARCHIVE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-bi-047", "correct.wordy", "Qui a fondé Au Pain Doré ?", "La chaîne Au Pain Doré a été fondée à Nantes en 1984 par Jacques Le Goff, dont le gendre a plus tard repris la direction.", "Jacques Le Goff.", True),
    w.correct("fr-bi-048", "correct.short", "Combien de temps dure la garantie sur des écouteurs achetés chez Électro Plus ?", "Un an.", "Électro Plus accorde une garantie d'un an sur les accessoires, comme les chargeurs et les écouteurs.", True),
    w.correct("fr-bi-049", "correct.format", "À quelle heure part le marathon de la Côte d'Opale ?", "À neuf heures moins le quart.", "À 8 h 45.", True),
    w.correct("fr-bi-050", "wrong.value", "Combien coûte un emplacement pour camping-car aux Pins Bleus ?", "28 € la nuit.", "38 € la nuit.", False),
    w.correct("fr-bi-051", "wrong.echo", "La garantie Électro Plus couvre-t-elle les dégâts des eaux ?", "Oui, la garantie Électro Plus couvre les dégâts des eaux.", "Non, les dégâts des eaux ne sont pas couverts.", False),
    w.correct("fr-bi-052", "wrong.role", "Qui a repris la direction d'Au Pain Doré en 2010 ?", "Jacques Le Goff.", "Olivier Marchand, le gendre du fondateur.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-bi-053", "relevant.direct", "Que dois-je apporter lors de ma première visite aux archives ?", "Une pièce d'identité : elle sert à votre inscription.", ARCHIVE, True),
    w.relevant("fr-bi-054", "relevant.direct", "Jusqu'à quelle heure peut-on voir un proche hospitalisé à Dijon ?", "Jusqu'à 20 h, tous les jours.", HOSPITAL, True),
    w.relevant("fr-bi-055", "relevant.yesno", "Peut-on faire un barbecue aux Pins Bleus ?", "Oui, à condition qu'il soit électrique ou à gaz.", CAMP, True),
    w.relevant("fr-bi-056", "offtopic.true", "Combien coûte l'entrée du zoo pour un enfant de 6 ans ?", "Le goûter des otaries a lieu à 15 h 30 au bassin des phoques.", ZOO, False),
    w.relevant("fr-bi-057", "offtopic.other", "Quels sont les horaires d'accueil du service des impôts de Lorient ?", "Le service se trouve 4 boulevard Cosmao-Dumanoir.", TAX, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-bi-058", "diag.pass", "Combien coûte l'inscription au marathon de la Côte d'Opale ?", "Les frais d'inscription s'élèvent à 85 €.", {"marathon-01": MARATHON, "pool-01": POOL}, ("marathon-01",), "pass"),
    w.diag("fr-bi-059", "diag.offtopic", "Combien de temps sont garantis les chargeurs chez Électro Plus ?", "Les réparations sous garantie prennent en moyenne 15 jours ouvrés.", {"warranty-01": WARRANTY, "moving-01": MOVING}, ("warranty-01",), "fix_generation"),
    w.diag("fr-bi-060", "diag.unfaithful", "Combien de temps à l'avance faut-il réserver chez Déménagements Lefort ?", "Il suffit de réserver trois jours avant le déménagement.", {"moving-01": MOVING, "camp-01": CAMP}, ("moving-01",), "fix_generation"),
    w.diag("fr-bi-061", "diag.refused", "Combien coûte l'entrée adulte au zoo des Capucins ?", "Désolé, je n'ai pas trouvé le prix de l'entrée.", {"zoo-01": ZOO, "archive-01": ARCHIVE}, ("zoo-01",), "fix_generation"),
    w.diag("fr-bi-062", "diag.missed", "Combien coûte une photocopie aux archives municipales de Rennes ?", "Je ne sais pas, désolé.", {"tax-01": TAX, "bakery-01": BAKERY}, ("archive-01",), "fix_retrieval"),
    w.diag("fr-bi-063", "diag.correct_refusal", "Y a-t-il un parking à la piscine Jean-Bouin ?", "Les documents dont je dispose ne parlent pas de parking, je ne peux pas vous répondre.", {"pool-01": POOL, "camp-01": CAMP}, (), "correct_refusal"),
    w.diag("fr-bi-064", "diag.should_refuse", "Combien coûte le parking du CHU de Dijon ?", "Le parking coûte 2 € de l'heure pour les visiteurs.", {"hospital-01": HOSPITAL, "zoo-01": ZOO}, (), "should_refuse"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
