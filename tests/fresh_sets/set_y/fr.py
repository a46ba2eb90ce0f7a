"""French cases of set Y. Scenarios: car park P4 at Valmont airport, the La Ruche coworking
space, the Poil Soyeux dog grooming salon and the laverie du Port (a laundromat)."""

# ruff: noqa: E501

from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

PARK = (
    "Le parking P4 de l'aéroport de Valmont coûte 16 € par jour, et la réservation en ligne donne droit à 20 % de réduction. "
    "Une navette gratuite relie le P4 au terminal A toutes les 10 minutes, de 5 h à minuit. "
    "Les camping-cars doivent stationner au parking P6."
)
COWORK = (
    "L'espace de coworking La Ruche, rue des Tanneurs, est géré par Camille Besson. "
    "Il propose un poste nomade à 160 € par mois et un bureau fixe à 260 € par mois. "
    "Chaque membre dispose de 4 heures de salle de réunion par mois. "
    "L'espace est ouvert du lundi au vendredi, de 8 h à 20 h."
)
GROOM = (
    "Le salon de toilettage Poil Soyeux facture 40 € pour un petit chien et 65 € pour un chien de plus de 20 kg. "
    "Un toilettage dure environ une heure et demie. "
    "Le salon est fermé le lundi, et toute annulation moins de 48 heures à l'avance coûte 15 €."
)
LAVERIE = (
    "La laverie du Port compte 14 machines à laver et 9 séchoirs. "
    "Un lavage coûte 5 € et 20 minutes de séchage coûtent 2 €. "
    "Elle est ouverte tous les jours de 7 h à 21 h, sauf le 1er mai. "
    "La lessive est fournie gratuitement."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    w.faith("fr-y-001", "para.reorder", "Quand passe la navette du P4 ?", "Toutes les 10 minutes, de 5 h à minuit, une navette gratuite relie le P4 au terminal A.", PARK, True),
    w.faith("fr-y-002", "para.passive", "Qui gère La Ruche ?", "Camille Besson gère l'espace de coworking La Ruche.", COWORK, True),
    w.faith("fr-y-003", "para.synonym", "Combien de temps dure un toilettage chez Poil Soyeux ?", "Un toilettage prend à peu près une heure et demie.", GROOM, True),
    w.faith("fr-y-004", "para.pronoun", "Quels sont les horaires de La Ruche ?", "Elle est ouverte du lundi au vendredi, de 8 h à 20 h.", COWORK, True),
    w.faith("fr-y-005", "fmt.time", "Quels sont les horaires de la laverie du Port ?", "Elle ouvre tous les jours de 7 heures à 21 heures, sauf le 1er mai.", LAVERIE, True),
    w.faith("fr-y-006", "fmt.share", "Y a-t-il une réduction si je réserve le P4 en ligne ?", "Oui, la réservation en ligne fait baisser le prix d'un cinquième.", PARK, True),
    w.faith("fr-y-007", "fmt.period", "Que se passe-t-il si j'annule mon rendez-vous au dernier moment ?", "Une annulation moins de deux jours avant le rendez-vous coûte 15 €.", GROOM, True),
    w.faith("fr-y-008", "para.except", "La laverie est-elle ouverte tous les jours ?", "Oui, tous les jours à l'exception du 1er mai.", LAVERIE, True),
    w.faith("fr-y-009", "wrap.hedge", "Combien coûte un bureau fixe à La Ruche ?", "Si je ne me trompe pas, un bureau fixe coûte 260 € par mois.", COWORK, True),
    w.faith("fr-y-010", "fmt.number", "Combien de machines à laver compte la laverie du Port ?", "Elle en compte quatorze.", LAVERIE, True),
    w.faith("fr-y-011", "fmt.currency", "Combien coûte le toilettage d'un petit chien ?", "Il coûte 40 euros.", GROOM, True),
    # one clear error each
    w.faith("fr-y-012", "value.number", "Combien de séchoirs y a-t-il à la laverie du Port ?", "La laverie du Port compte 12 séchoirs.", LAVERIE, False),
    w.faith("fr-y-013", "value.time", "Jusqu'à quelle heure circule la navette ?", "La navette circule de 5 h à 23 h.", PARK, False),
    w.faith("fr-y-014", "value.currency", "Combien coûte le toilettage d'un chien de 30 kg ?", "Pour un chien de plus de 20 kg, c'est 75 €.", GROOM, False),
    w.faith("fr-y-015", "negation", "Faut-il apporter sa lessive à la laverie ?", "Oui, la lessive n'est pas fournie.", LAVERIE, False),
    w.faith("fr-y-016", "antonym", "Quelle formule est la moins chère à La Ruche ?", "Le bureau fixe est moins cher que le poste nomade.", COWORK, False),
    w.faith("fr-y-017", "modality", "Où peuvent stationner les camping-cars ?", "Les camping-cars peuvent se garer au P6 s'ils le souhaitent, mais ce n'est pas obligatoire.", PARK, False),
    w.faith("fr-y-018", "quantifier", "Qui a droit à la salle de réunion à La Ruche ?", "Seuls les membres en bureau fixe disposent de 4 heures de salle de réunion par mois.", COWORK, False),
    w.faith("fr-y-019", "added.fact", "Combien de temps dure un toilettage ?", "Un toilettage dure environ une heure et demie et comprend une coupe de griffes offerte.", GROOM, False),
    w.faith("fr-y-020", "value.except", "La laverie du Port est-elle ouverte tous les jours ?", "Elle est ouverte tous les jours sauf le 25 décembre.", LAVERIE, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-y-021", "refusal.plain", "Le salon Poil Soyeux s'occupe-t-il aussi des chats ?", "Je ne sais pas.", GROOM, True),
    w.refusal("fr-y-022", "refusal.long", "Y a-t-il des casiers à La Ruche ?", "Je suis désolé, mais les informations dont je dispose décrivent seulement les tarifs, les horaires et la salle de réunion de La Ruche ; rien n'y est dit sur des casiers, je ne peux donc pas répondre.", COWORK, True),
    w.refusal("fr-y-023", "refusal.hedged", "Combien coûte un lavage à la laverie du Port ?", "Je crois que c'est 5 €, mais je n'en suis pas tout à fait certain.", LAVERIE, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-y-024", "correct.wordy", "Combien coûte le parking P4 par jour ?", "Pour garer votre voiture au P4, il faut compter 16 € par jour, et un peu moins si vous réservez en ligne.", "16 € par jour.", True),
    w.correct("fr-y-025", "correct.wordy", "Où doivent se garer les camping-cars ?", "Les camping-cars ne vont pas au P4 : leur place est au parking P6.", "Au parking P6.", True),
    w.correct("fr-y-026", "correct.short", "Combien de séchoirs a la laverie du Port ?", "Neuf.", "La laverie du Port compte 9 séchoirs.", True),
    w.correct("fr-y-027", "wrong.value", "Combien d'heures de salle de réunion a-t-on par mois à La Ruche ?", "Chaque membre a droit à 10 heures par mois.", "4 heures par mois.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-y-028", "relevant.direct", "Je paie combien pour faire toiletter mon labrador de 30 kg ?", "65 €.", GROOM, True),
    w.relevant("fr-y-029", "relevant.direct", "À quelle fréquence passe la navette ?", "Toutes les 10 minutes.", PARK, True),
    w.relevant("fr-y-030", "relevant.direct", "Où se trouve La Ruche ?", "Rue des Tanneurs.", COWORK, True),
    w.relevant("fr-y-031", "relevant.yesno", "Faut-il apporter sa propre lessive à la laverie ?", "Non, elle est fournie gratuitement.", LAVERIE, True),
    w.relevant("fr-y-032", "offtopic.true", "Combien coûte un bureau fixe à La Ruche ?", "L'espace est ouvert du lundi au vendredi, de 8 h à 20 h.", COWORK, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-y-033", "diag.pass", "Quel jour le salon Poil Soyeux est-il fermé ?", "Le salon est fermé le lundi.", {"toilettage": GROOM, "laverie": LAVERIE}, ("toilettage",), "pass"),
    w.diag("fr-y-034", "diag.missed", "Combien coûte le poste nomade à La Ruche ?", "Le poste nomade coûte 16 € par jour.", {"parking": PARK, "laverie": LAVERIE}, ("coworking",), "fix_retrieval"),
    w.diag("fr-y-035", "diag.correct_refusal", "Le parking P4 propose-t-il un lavage de voiture ?", "Les informations fournies ne mentionnent aucun service de lavage au P4.", {"parking": PARK}, (), "correct_refusal"),
    w.diag("fr-y-036", "diag.offtopic", "Combien coûte un lavage à la laverie du Port ?", "La laverie est ouverte tous les jours de 7 h à 21 h, sauf le 1er mai.", {"laverie": LAVERIE}, ("laverie",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
