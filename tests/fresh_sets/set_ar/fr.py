"""French cases of set AR: a tap-dance school, a village flea market, a wedding estate and a
planetarium."""

# ruff: noqa: E501
from __future__ import annotations

from plain_suite.case import Case, Writer

w = Writer("fr")

DANCE = (
    "L'école de danse Pas de Loup propose des cours de claquettes le lundi et le jeudi, de 18 h à 19 h 30. "
    "L'inscription annuelle coûte 320 €, payable en trois fois, et le premier cours d'essai est gratuit. "
    "Les cours sont donnés par Mathilde Renaud, ancienne danseuse du Lido."
)
FLEA = (
    "Le marché aux puces de Saint-Aubin a lieu le premier dimanche de chaque mois, de 7 h à 13 h, sur la place de la Mairie. "
    "Un emplacement de 2 mètres coûte 12 € pour les habitants de la commune et 18 € pour les autres. "
    "La vente d'animaux et d'armes y est interdite."
)
WEDDING = (
    "Le domaine des Tilleuls accueille des mariages de 40 à 180 invités, d'avril à octobre. "
    "La location de la salle coûte 3 900 € le samedi et 2 600 € les autres jours, et un acompte de 30 % est demandé à la réservation. "
    "La musique doit s'arrêter à 2 h du matin."
)
PLANETARIUM = (
    "Le planétarium de Vaucelles présente chaque mercredi à 15 h la séance « Voyage vers Mars », d'une durée de 50 minutes. "
    "La salle compte 90 places, et la réservation est obligatoire pour les groupes de plus de 10 personnes. "
    "L'entrée coûte 7 € ; elle est gratuite pour les moins de 6 ans."
)

# fmt: off
FAITHFULNESS: list[Case] = [
    # faithful paraphrases, formats and wrappers
    w.faith("fr-ar-001", "para.reorder", "Quand a lieu le marché aux puces de Saint-Aubin ?", "C'est sur la place de la Mairie, de 7 h à 13 h, le premier dimanche de chaque mois, que se tient le marché aux puces.", FLEA, True),
    w.faith("fr-ar-002", "para.relative", "Qui donne les cours de claquettes ?", "C'est Mathilde Renaud, qui a été danseuse au Lido, qui donne les cours.", DANCE, True),
    w.faith("fr-ar-003", "fmt.time", "À quelle heure commence « Voyage vers Mars » ?", "La séance commence à trois heures de l'après-midi, chaque mercredi.", PLANETARIUM, True),
    w.faith("fr-ar-004", "fmt.thousands", "Combien coûte la salle du domaine des Tilleuls le samedi ?", "Le samedi, la location de la salle coûte 3900 €.", WEDDING, True),
    w.faith("fr-ar-005", "fmt.abbrev", "Combien de temps dure la séance ?", "La séance dure 50 min.", PLANETARIUM, True),
    w.faith("fr-ar-006", "para.synonym", "Qu'est-ce qu'on n'a pas le droit de vendre au marché aux puces ?", "Il est défendu d'y vendre des animaux et des armes.", FLEA, True),
    w.faith("fr-ar-007", "wrap.attribution", "Jusqu'à quelle heure peut-on faire de la musique au domaine ?", "D'après les informations du domaine, la musique doit s'arrêter à 2 h du matin.", WEDDING, True),
    w.faith("fr-ar-008", "fmt.range", "Combien d'invités le domaine des Tilleuls peut-il recevoir ?", "Capacité pour les mariages : 40–180 invités.", WEDDING, True),
    w.faith("fr-ar-009", "wrap.closer", "Le premier cours de claquettes est-il payant ?", "Non, le premier cours d'essai est gratuit. N'hésitez pas si vous avez d'autres questions !", DANCE, True),
    # one clear error each
    w.faith("fr-ar-010", "value.number", "Combien de places compte la salle du planétarium ?", "La salle compte 120 places.", PLANETARIUM, False),
    w.faith("fr-ar-011", "value.time", "À quelle heure se termine le cours de claquettes ?", "Le cours se termine à 20 h.", DANCE, False),
    w.faith("fr-ar-012", "value.currency", "Combien paie un vendeur qui n'habite pas Saint-Aubin ?", "Un emplacement lui coûte 15 €.", FLEA, False),
    w.faith("fr-ar-013", "role.swap", "Combien coûte un emplacement au marché aux puces ?", "Un emplacement coûte 18 € pour les habitants de la commune et 12 € pour les autres.", FLEA, False),
    w.faith("fr-ar-014", "modality", "Comment peut-on payer l'inscription annuelle ?", "L'inscription annuelle de 320 € doit être réglée en une seule fois.", DANCE, False),
    w.faith("fr-ar-015", "quantifier", "Qui entre gratuitement au planétarium ?", "L'entrée est gratuite pour tous les enfants.", PLANETARIUM, False),
    w.faith("fr-ar-016", "direction", "À quelle période le domaine accueille-t-il des mariages ?", "Le domaine accueille des mariages d'octobre à avril.", WEDDING, False),
    w.faith("fr-ar-017", "negation", "Faut-il payer le cours d'essai ?", "Le premier cours d'essai n'est pas gratuit.", DANCE, False),
    w.faith("fr-ar-018", "added.fact", "Quand est présentée la séance « Voyage vers Mars » ?", "Elle est présentée chaque mercredi à 15 h, avec une séance supplémentaire le samedi.", PLANETARIUM, False),
]

REFUSAL: list[Case] = [
    w.refusal("fr-ar-019", "refusal.plain", "Le domaine des Tilleuls propose-t-il un hébergement pour les invités ?", "Je ne sais pas, les informations fournies n'en parlent pas.", WEDDING, True),
    w.refusal("fr-ar-020", "refusal.short", "Y a-t-il un parking au planétarium ?", "Désolé, je ne trouve pas cette information.", PLANETARIUM, True),
    w.refusal("fr-ar-021", "refusal.partial", "Combien coûte l'entrée au planétarium, et y a-t-il un tarif étudiant ?", "L'entrée coûte 7 € ; le texte ne précise pas s'il existe un tarif étudiant.", PLANETARIUM, False),
]

CORRECTNESS: list[Case] = [
    w.correct("fr-ar-022", "correct.wordy", "Quel jour a lieu la séance « Voyage vers Mars » ?", "La séance « Voyage vers Mars » du planétarium de Vaucelles est présentée chaque mercredi, à 15 h, et dure 50 minutes.", "Le mercredi.", True),
    w.correct("fr-ar-023", "correct.wordy", "Combien coûte l'inscription annuelle chez Pas de Loup ?", "Chez Pas de Loup, il faut compter 320 € pour l'année, que l'on peut régler en trois fois.", "320 €.", True),
    w.correct("fr-ar-024", "correct.format", "Combien coûte la location de la salle le samedi ?", "3900 euros.", "3 900 €.", True),
    w.correct("fr-ar-025", "wrong.value", "Quel acompte faut-il verser à la réservation ?", "Un acompte de 50 % est demandé.", "Un acompte de 30 %.", False),
]

RELEVANCY: list[Case] = [
    w.relevant("fr-ar-026", "relevant.direct", "Où se tient le marché aux puces ?", "Place de la Mairie, à Saint-Aubin.", FLEA, True),
    w.relevant("fr-ar-027", "relevant.direct", "Combien de personnes peut-on inviter au domaine ?", "De 40 à 180.", WEDDING, True),
    w.relevant("fr-ar-028", "relevant.direct", "Quand puis-je venir essayer les claquettes ?", "Le lundi ou le jeudi, de 18 h à 19 h 30 ; la première séance est offerte.", DANCE, True),
    w.relevant("fr-ar-029", "relevant.yesno", "Peut-on vendre des armes au marché aux puces ?", "Non, c'est interdit.", FLEA, True),
    w.relevant("fr-ar-030", "offtopic.true", "Combien coûte l'entrée au planétarium ?", "La salle compte 90 places.", PLANETARIUM, False),
]

DIAGNOSIS: list[Case] = [
    w.diag("fr-ar-031", "diag.pass", "À quelle heure doit s'arrêter la musique au domaine des Tilleuls ?", "À 2 h du matin.", {"mariage": WEDDING, "puces": FLEA}, ("mariage",), "pass"),
    w.diag("fr-ar-032", "diag.correct_refusal", "Le marché aux puces est-il maintenu en cas de pluie ?", "Les documents ne disent pas ce qui se passe en cas de pluie.", {"puces": FLEA, "danse": DANCE}, (), "correct_refusal"),
    w.diag("fr-ar-033", "diag.unfaithful", "Qui donne les cours de claquettes chez Pas de Loup ?", "Les cours sont donnés par Mathilde Renaud, ancienne danseuse de l'Opéra de Paris.", {"danse": DANCE, "planetarium": PLANETARIUM}, ("danse",), "fix_generation"),
]
# fmt: on

CASES: tuple[Case, ...] = (*FAITHFULNESS, *REFUSAL, *CORRECTNESS, *RELEVANCY, *DIAGNOSIS)
