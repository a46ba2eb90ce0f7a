"""Fresh set L, French: 14 h 30 times, 1 200 000 and 65 € formats, on a science museum, a
summer festival, a hair salon, a wine bar, a bakery's history, a language club and a
newspaper subscription."""
# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

MUSEUM = (
    "Le musée des sciences de Valmont est ouvert tous les jours de 10 h à 18 h, sauf le lundi. "
    "L'entrée coûte 14 € pour les adultes et elle est gratuite pour les moins de 12 ans. "
    "La séance du planétarium commence à 14 h 30 et dure 40 minutes."
)
FESTIVAL = (
    "Le festival d'été de Port-Lisle aura lieu du 11 au 13 juillet au parc des Berges. "
    "Le pass trois jours coûte 65 € et le billet journée 28 €. "
    "L'an dernier, le festival a accueilli 1 200 000 visiteurs."
)
HAIR = (
    "Le salon Coupe Claire est ouvert du mardi au samedi, de 9 h à 19 h. "
    "Une coupe femme coûte 42 € et une coupe homme 25 €. "
    "Tout rendez-vous annulé moins de 24 heures à l'avance est facturé à 50 %."
)
WINEBAR = (
    "Le bar à vin Le Tonneau ouvre à 17 h du mercredi au dimanche et ferme à minuit. "
    "De 17 h à 19 h, tous les vins au verre sont à moitié prix. "
    "Les groupes de plus de huit personnes doivent réserver."
)
BAKERY = (
    "La boulangerie Lefèvre a été fondée en 1961 par Marcel Lefèvre à Dinan. "
    "En 1990, Marcel a cédé la boulangerie à sa fille Hélène. "
    "En 2017, Hélène l'a vendue à son apprenti de longue date, Julien Moreau."
)
LANGCLUB = (
    "Le club d'échange linguistique Babel se réunit chaque mercredi de 19 h à 21 h à la médiathèque Jean-Macé. "
    "L'adhésion coûte 30 € par an et la première séance est gratuite. "
    "Chaque membre est associé à un partenaire dont la langue maternelle est celle qu'il veut apprendre."
)
NEWSPAPER = (
    "L'abonnement numérique à L'Écho du Lac coûte 9 € par mois ou 90 € par an. "
    "L'édition papier est livrée tous les jours sauf le dimanche. "
    "L'abonné peut résilier à tout moment ; la résiliation prend effet à la fin de la période en cours."
)

HAIR_HOURS = "Le salon Coupe Claire est ouvert du mardi au samedi, de 9 h à 19 h."
HAIR_PRICES = "Au salon Coupe Claire, une coupe femme coûte 42 € et une coupe homme 25 €."
HAIR_CANCEL = (
    "Tout rendez-vous annulé moins de 24 heures à l'avance au salon Coupe Claire est facturé à 50 %."
)
NEWS_PRICES = "L'abonnement numérique à L'Écho du Lac coûte 9 € par mois ou 90 € par an."
NEWS_DELIVERY = "L'édition papier de L'Écho du Lac est livrée tous les jours sauf le dimanche."
NEWS_CANCEL = (
    "L'abonné peut résilier à tout moment ; la résiliation prend effet à la fin de la période en cours."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("fr-l-001", "para.synonym", "Quand commence la séance du planétarium ?", "La séance du planétarium débute à 14 h 30 et dure 40 minutes.", MUSEUM, True),
    w.faith("fr-l-002", "fmt.scale", "Combien de visiteurs le festival a-t-il accueillis l'an dernier ?", "L'an dernier, le festival a accueilli 1,2 million de visiteurs.", FESTIVAL, True),
    w.faith("fr-l-003", "fmt.time", "À quelle heure ouvre Le Tonneau ?", "Le Tonneau ouvre à 17:00, du mercredi au dimanche.", WINEBAR, True),
    w.faith("fr-l-004", "fmt.range", "Quand le club Babel se réunit-il ?", "Le club Babel se réunit chaque mercredi, 19 h–21 h, à la médiathèque Jean-Macé.", LANGCLUB, True),
    w.faith("fr-l-005", "wrap.hedge", "Combien coûte l'adhésion au club Babel ?", "Si je lis bien les informations disponibles, l'adhésion coûte 30 € par an, et la première séance est gratuite.", LANGCLUB, True),
    w.faith("fr-l-006", "para.passive", "Qui a fondé la boulangerie Lefèvre ?", "Marcel Lefèvre a fondé la boulangerie à Dinan en 1961.", BAKERY, True),
    w.faith("fr-l-007", "fmt.currency", "Combien coûte le pass trois jours ?", "Le pass trois jours coûte 65 euros.", FESTIVAL, True),
    w.faith("fr-l-008", "para.except", "Quels jours l'édition papier est-elle livrée ?", "L'édition papier est livrée du lundi au samedi.", NEWSPAPER, True),
    w.faith("fr-l-009", "value.time", "À quelle heure commence le planétarium ?", "La séance du planétarium commence à 15 h 30 et dure 40 minutes.", MUSEUM, False),
    w.faith("fr-l-010", "antonym", "Quand la résiliation prend-elle effet ?", "La résiliation prend effet au début de la période en cours.", NEWSPAPER, False),
    w.faith("fr-l-011", "quantifier", "Qui peut entrer gratuitement au musée ?", "L'entrée au musée est gratuite pour tous les visiteurs.", MUSEUM, False),
    w.faith("fr-l-012", "value.except", "Quand le musée est-il ouvert ?", "Le musée est ouvert tous les jours de 10 h à 18 h, sauf le mardi.", MUSEUM, False),
    w.faith("fr-l-013", "added.entity", "Où se réunit le club Babel ?", "Le club se réunit chaque mercredi à la médiathèque Jean-Macé et au café Le Central.", LANGCLUB, False),
    w.faith("fr-l-014", "role.swap", "Que s'est-il passé en 2017 ?", "En 2017, Julien Moreau a vendu la boulangerie à Hélène Lefèvre.", BAKERY, False),
    w.faith("fr-l-015", "negation", "Peut-on résilier l'abonnement ?", "Non, l'abonné ne peut pas résilier à tout moment.", NEWSPAPER, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-l-016", "refusal.plain", "Le salon Coupe Claire fait-il des colorations ?", "Désolé, je ne sais pas.", HAIR, True),
    w.refusal("fr-l-017", "refusal.long", "Le Tonneau propose-t-il des planches de fromages ?", "Merci pour votre question ! J'ai parcouru les informations dont je dispose sur le bar à vin Le Tonneau : elles indiquent les horaires d'ouverture, la réduction sur les vins au verre et les règles de réservation pour les groupes, mais elles ne disent rien de la nourriture servie. Je ne peux donc pas vous dire s'il y a des planches de fromages. Le plus simple serait de contacter directement le bar.", WINEBAR, True),
    w.refusal("fr-l-018", "refusal.hedged", "Combien coûte une coupe homme ?", "Je n'en suis pas tout à fait sûr, mais d'après les documents, une coupe homme coûte 25 €.", HAIR, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-l-019", "correct.wordy", "Qui a fondé la boulangerie Lefèvre ?", "La boulangerie Lefèvre a une longue histoire : c'est Marcel Lefèvre qui l'a fondée à Dinan en 1961, avant de la céder à sa fille Hélène.", "Marcel Lefèvre.", True),
    w.correct("fr-l-020", "correct.short", "Combien coûte une coupe femme au salon Coupe Claire ?", "42 €.", "Une coupe femme coûte 42 €.", True),
    w.correct("fr-l-021", "wrong.echo", "Combien coûte l'abonnement numérique à L'Écho du Lac par mois ?", "L'abonnement numérique à L'Écho du Lac coûte le prix mensuel de l'abonnement numérique.", "9 € par mois.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-l-022", "relevant.yesno", "Faut-il réserver pour un groupe de dix ?", "Oui, les groupes de plus de huit personnes doivent réserver.", WINEBAR, True),
    w.relevant("fr-l-023", "relevant.direct", "C'est combien pour un adulte, au musée ?", "14 €.", MUSEUM, True),
    w.relevant("fr-l-024", "offtopic.true", "À quelle heure ferme Le Tonneau ?", "Les groupes de plus de huit personnes doivent réserver.", WINEBAR, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-l-025", "diag.pass", "Combien coûte une coupe homme chez Coupe Claire ?", "Une coupe homme coûte 25 €.", {"hair-prices": HAIR_PRICES, "hair-hours": HAIR_HOURS}, ("hair-prices",), "pass"),
    w.diag("fr-l-026", "diag.unfaithful", "Quels sont les horaires du salon Coupe Claire ?", "Le salon est ouvert du lundi au vendredi, de 9 h à 19 h.", {"hair-hours": HAIR_HOURS, "hair-prices": HAIR_PRICES}, ("hair-hours",), "fix_generation"),
    w.diag("fr-l-027", "diag.missed", "Combien coûte l'abonnement numérique annuel à L'Écho du Lac ?", "Je ne trouve pas le prix de l'abonnement annuel dans les documents.", {"news-delivery": NEWS_DELIVERY, "news-cancel": NEWS_CANCEL}, ("news-prices",), "fix_retrieval"),
    w.diag("fr-l-028", "diag.correct_refusal", "Le salon Coupe Claire accepte-t-il les chiens ?", "Les documents ne précisent pas si les chiens sont acceptés au salon.", {"hair-hours": HAIR_HOURS, "hair-cancel": HAIR_CANCEL}, (), "correct_refusal"),
    w.diag("fr-l-029", "diag.should_refuse", "L'abonnement donne-t-il accès aux archives de L'Écho du Lac ?", "Oui, l'abonnement numérique donne accès à toutes les archives du journal depuis 1950.", {"news-prices": NEWS_PRICES, "news-delivery": NEWS_DELIVERY}, (), "should_refuse"),
]
# fmt: on

CASES: list[Case] = FAITHFULNESS + REFUSAL + CORRECTNESS + RELEVANCY + DIAGNOSIS
