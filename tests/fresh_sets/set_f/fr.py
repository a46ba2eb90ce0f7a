# ruff: noqa: E501
"""Fresh set F, French: plain cases over invented organisation documents, with French number,
money and time formats (14 h 30, 1 500 €, 1,2 million)."""

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

MUSEUM = (
    "Le musée municipal de Rochefort est ouvert tous les jours sauf le lundi, de 9 h 30 à 18 h. "
    "L'entrée coûte 9 € pour les adultes et elle est gratuite pour les moins de 18 ans. "
    "Les visites guidées ont lieu à 11 h et à 14 h 30. "
    "En 2023, le musée a accueilli 1,2 million de visiteurs."
)
BOOK = (
    "La librairie Au Fil des Pages possède douze boutiques en Bretagne. "
    "La carte de fidélité donne droit à 5 % de remise sur tous les livres. "
    "Les commandes en ligne de plus de 35 € sont livrées gratuitement. "
    "Les livres achetés peuvent être échangés dans un délai de deux semaines."
)
BREW = (
    "La brasserie La Mousse Dorée a été fondée en 2011 à Lille par Claire Dubois et Marc Lefèvre. "
    "En 2020, ils ont vendu la brasserie au groupe Brasseurs du Nord. "
    "Sa bière la plus connue est une blonde à 6 % d'alcool."
)
YOGA = (
    "Le studio Yoga Lumière propose des cours pour débutants le mardi et le jeudi à 19 h. "
    "Chaque cours dure 1 h 15. "
    "Les tapis sont prêtés gratuitement, mais chacun doit apporter sa serviette. "
    "L'abonnement mensuel illimité coûte 75 €."
)
DRIVE = (
    "L'auto-école Bon Volant propose un forfait de 20 heures de conduite pour 1 500 €. "
    "Une heure supplémentaire coûte 55 €. "
    "Les élèves doivent avoir réussi l'examen du code avant de passer l'examen pratique. "
    "Certains moniteurs donnent aussi des cours en anglais."
)
PET = (
    "L'assurance Compagnon Santé couvre les chiens et les chats dès l'âge de trois mois. "
    "La formule Essentielle coûte 18 € par mois et rembourse jusqu'à 1 500 € de frais vétérinaires par an. "
    "Les soins dentaires ne sont couverts que par la formule Premium."
)
MARKET = (
    "Le marché fermier de Beaulieu a lieu tous les dimanches de 8 h à 13 h sur la place de l'Église. "
    "Une trentaine de producteurs locaux y vendent des légumes, du fromage et du miel. "
    "Un emplacement coûte 20 € par jour."
)
DORM = (
    "La résidence étudiante Les Tilleuls compte 210 studios. "
    "Les studios mesurent de 18 à 24 m². "
    "Le loyer est de 480 € par mois, charges comprises. "
    "Le silence est de rigueur de 22 h à 7 h."
)
CINEMA = "Le cinéma Le Rex compte cinq salles ; la plus grande peut accueillir 350 spectateurs. La place coûte 10,50 €, et 7 € le mercredi."

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("fr-f-001", "para.reorder", "Quand le musée est-il ouvert ?", "De 9 h 30 à 18 h, tous les jours sauf le lundi.", MUSEUM, True),
    w.faith("fr-f-002", "para.nominal", "Que faut-il avant l'examen pratique ?", "La réussite de l'examen du code est obligatoire avant le passage de l'examen pratique.", DRIVE, True),
    w.faith("fr-f-003", "para.synonym", "Dois-je apporter un tapis ?", "Les tapis sont mis à disposition gratuitement ; en revanche, chacun doit venir avec sa propre serviette.", YOGA, True),
    w.faith("fr-f-004", "para.capital", "LA LIVRAISON EST-ELLE GRATUITE ?", "LES COMMANDES EN LIGNE DE PLUS DE 35 € SONT LIVRÉES GRATUITEMENT.", BOOK, True),
    w.faith("fr-f-005", "para.pronoun", "Qui a fondé La Mousse Dorée ?", "Claire Dubois et Marc Lefèvre l'ont fondée en 2011 à Lille, puis ils l'ont vendue au groupe Brasseurs du Nord en 2020.", BREW, True),
    w.faith("fr-f-006", "fmt.time", "À quelle heure sont les visites guidées ?", "Les visites guidées ont lieu à 11:00 et à 14:30.", MUSEUM, True),
    w.faith("fr-f-007", "fmt.thousands", "Combien coûte le forfait de conduite ?", "Le forfait de 20 heures de conduite coûte 1500 €.", DRIVE, True),
    w.faith("fr-f-008", "fmt.range", "Quelle est la taille des studios ?", "Surface des studios : 18–24 m².", DORM, True),
    w.faith("fr-f-009", "fmt.period", "Combien de temps ai-je pour échanger un livre ?", "Vous disposez de 14 jours pour échanger un livre acheté.", BOOK, True),
    w.faith("fr-f-010", "fmt.scale", "Combien de visiteurs le musée a-t-il reçus en 2023 ?", "En 2023, le musée a accueilli 1 200 000 visiteurs.", MUSEUM, True),
    w.faith("fr-f-011", "wrap.closer", "Combien coûte la formule Essentielle ?", "La formule Essentielle coûte 18 € par mois. N'hésitez pas si vous avez d'autres questions !", PET, True),
    w.faith("fr-f-012", "wrap.attribution", "Quand a lieu le marché fermier ?", "D'après les informations du marché, il a lieu tous les dimanches de 8 h à 13 h sur la place de l'Église.", MARKET, True),
    w.faith("fr-f-013", "value.time", "À quelle heure sont les cours pour débutants ?", "Les cours pour débutants ont lieu le mardi et le jeudi à 18 h.", YOGA, False),
    w.faith("fr-f-014", "value.currency", "Quel est le loyer aux Tilleuls ?", "Le loyer est de 480 dollars par mois, charges comprises.", DORM, False),
    w.faith("fr-f-015", "antonym", "Les enfants paient-ils l'entrée du musée ?", "Oui, l'entrée est payante pour les moins de 18 ans.", MUSEUM, False),
    w.faith("fr-f-016", "quantifier", "Les moniteurs donnent-ils des cours en anglais ?", "Oui, tous les moniteurs de l'auto-école donnent aussi des cours en anglais.", DRIVE, False),
    w.faith("fr-f-017", "value.except", "Quel jour le musée est-il fermé ?", "Le musée est fermé le mardi ; les autres jours, il est ouvert de 9 h 30 à 18 h.", MUSEUM, False),
    w.faith("fr-f-018", "added.entity", "Qui a fondé La Mousse Dorée ?", "La brasserie a été fondée en 2011 à Lille par Claire Dubois, Marc Lefèvre et leur ami Julien Roux.", BREW, False),
    w.faith("fr-f-019", "mixed", "Parlez-moi de la librairie Au Fil des Pages.", "Au Fil des Pages possède douze boutiques en Bretagne, et la carte de fidélité donne droit à 10 % de remise sur tous les livres.", BOOK, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-f-020", "refusal.context", "Le studio a-t-il des douches ?", "Les documents fournis ne précisent pas si le studio dispose de douches.", YOGA, True),
    w.refusal("fr-f-021", "refusal.long", "La résidence accepte-t-elle les animaux ?", "Merci pour votre question. J'ai consulté les informations dont je dispose sur la résidence Les Tilleuls : elles indiquent le nombre de studios, leur surface, le montant du loyer et les horaires de silence. En revanche, rien n'y est dit sur les animaux de compagnie, je ne peux donc pas vous répondre avec certitude. Je vous conseille de contacter directement la résidence.", DORM, True),
    w.refusal("fr-f-022", "refusal.partial", "Combien coûte une heure supplémentaire, et peut-on apprendre sur une boîte automatique ?", "Une heure supplémentaire coûte 55 €. En revanche, je n'ai trouvé aucune information sur la conduite en boîte automatique.", DRIVE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-f-023", "correct.short", "Combien coûte l'abonnement mensuel chez Yoga Lumière ?", "75 €.", "L'abonnement mensuel illimité coûte 75 €.", True),
    w.correct("fr-f-024", "correct.format", "Jusqu'à quand peut-on s'inscrire à la randonnée de printemps du club ?", "Les inscriptions sont ouvertes jusqu'au 15/03/2024.", "Jusqu'au 15 mars 2024.", True),
    w.correct("fr-f-025", "wrong.echo", "Combien de salles compte le cinéma Le Rex ?", "Vous voulez savoir combien de salles compte le cinéma Le Rex.", "Cinq salles.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-f-026", "relevant.direct", "À partir de quel âge mon chat peut-il être assuré ?", "Dès trois mois.", PET, True),
    w.relevant("fr-f-027", "offtopic.true", "Combien coûte un emplacement au marché ?", "Une trentaine de producteurs locaux y vendent des légumes, du fromage et du miel.", MARKET, False),
    w.relevant("fr-f-028", "offtopic.other", "Quel est le loyer aux Tilleuls ?", "Il est conseillé de souscrire une assurance habitation quand on loue un logement.", DORM, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-f-029", "diag.pass", "Combien de studios compte la résidence Les Tilleuls ?", "La résidence compte 210 studios.", {"residence-1": DORM, "yoga-1": YOGA}, ("residence-1",), "pass"),
    w.diag("fr-f-030", "diag.offtopic", "Quelle est la bière la plus connue de La Mousse Dorée ?", "La Mousse Dorée a été fondée en 2011 à Lille.", {"brasserie-1": BREW}, ("brasserie-1",), "fix_generation"),
    w.diag("fr-f-031", "diag.refused", "Combien coûte l'entrée du musée pour un adulte ?", "Désolé, je ne trouve pas cette information dans les documents.", {"musee-1": MUSEUM, "marche-1": MARKET}, ("musee-1",), "fix_generation"),
    w.diag("fr-f-032", "diag.should_refuse", "Le cinéma Le Rex propose-t-il des séances en VO ?", "Oui, Le Rex propose des séances en VO tous les jeudis soir.", {"cinema-1": CINEMA}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
